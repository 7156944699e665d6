/** 3.6.8 Win the Day. */
import { describe, expect, it } from 'vitest';
import { checkInvariants } from '../../../src/core/invariants';
import type { GameState } from '../../../src/core/state';
import type { SpacePiece } from '../../../src/data/ids';
import { patriotRallyModule, winTheDayOutcome } from '../../../src/rules/battle/index';
import { legalActions, pending } from '../../../src/core/machine';
import { lead, play, put, startCommand, withDice } from '../../../src/testing';
import { board, who } from './helpers';

const losses = (removed: SpacePiece[], eliminated = false) => ({
  removed,
  cubesOrForts: removed.filter((k) => ['britishRegular', 'tory', 'continental', 'frenchRegular', 'britishFort', 'patriotFort'].includes(k)).length,
  eliminated,
});
const n = (k: SpacePiece, count: number): SpacePiece[] => Array(count).fill(k);

describe('3.6.8 winner and conditions (pure)', () => {
  const s = board((d) => lead(d, 'Washington', 'Pennsylvania'));
  const out = (space: 'NewYork' | 'Pennsylvania' | 'WestIndies', attackerSide: 'royalist' | 'rebellion', a: ReturnType<typeof losses>, d: ReturnType<typeof losses>) => {
    const o = winTheDayOutcome(s, space, attackerSide, a, d);
    return [o.winner, o.occurs, o.shifts];
  };

  it('3.6.8 the side losing fewer pieces wins; the Defender wins ties', () => {
    expect(out('NewYork', 'royalist', losses(n('tory', 2)), losses(n('continental', 5)))).toEqual(['royalist', true, 2]);
    expect(out('NewYork', 'royalist', losses(n('tory', 3)), losses(n('continental', 3)))).toEqual(['rebellion', true, 1]);
    expect(out('NewYork', 'rebellion', losses(n('continental', 3)), losses(n('tory', 2)))).toEqual(['royalist', true, 1]);
  });

  it('3.6.8 unless a side is eliminated: the surviving side wins; both eliminated: no winner', () => {
    // The Attacker lost fewer pieces but is eliminated.
    expect(out('NewYork', 'royalist', losses(n('britishRegular', 2), true), losses(n('continental', 3)))).toEqual(['rebellion', true, 1]);
    expect(out('NewYork', 'royalist', losses(n('britishRegular', 2), true), losses(n('continental', 3), true))).toEqual([null, false, 0]);
  });

  it('3.6.8 only if the loser removed a cube or Fort and 2+ pieces, and not in the West Indies', () => {
    expect(out('NewYork', 'royalist', losses([]), losses(n('militiaActive', 4)))).toEqual(['royalist', false, 0]);
    expect(out('NewYork', 'royalist', losses([]), losses(n('continental', 1)))).toEqual(['royalist', false, 0]);
    expect(out('NewYork', 'royalist', losses([]), losses(['patriotFort', 'militiaActive']))).toEqual(['royalist', true, 1]);
    expect(out('NewYork', 'rebellion', losses([]), losses(['village', 'warPartyActive', 'warPartyActive']))).toEqual(['rebellion', false, 0]);
    expect(out('WestIndies', 'royalist', losses([]), losses(n('frenchRegular', 4)))).toEqual(['royalist', false, 0]);
  });

  it('3.6.8 half the loser’s pieces rounded down, at most 3; Washington doubles a Rebellion win to at most 6', () => {
    expect(out('NewYork', 'royalist', losses([]), losses(n('continental', 8)))).toEqual(['royalist', true, 3]);
    expect(out('NewYork', 'rebellion', losses([]), losses(n('tory', 5)))).toEqual(['rebellion', true, 2]);
    expect(out('Pennsylvania', 'rebellion', losses([]), losses(n('tory', 5)))).toEqual(['rebellion', true, 4]);
    expect(out('Pennsylvania', 'rebellion', losses([]), losses(n('tory', 9)))).toEqual(['rebellion', true, 6]);
    // Washington doubles only Rebellion wins.
    expect(out('Pennsylvania', 'royalist', losses([]), losses(n('continental', 9)))).toEqual(['royalist', true, 3]);
  });
});

/** British attack in New Jersey (Active Support): the Royalists Win the Day with 1 shift that must spill over. */
function royalistWin(): GameState {
  let s = withDice(
    board((d) => {
      put(d, 'NewJersey', { britishRegular: 4 });
      put(d, 'NewJersey', { continental: 2 });
      put(d, 'NewJersey', { militiaActive: 2 });
      d.spaces.NewJersey.support = 2;
      d.spaces.NewYork.support = 2;
      d.spaces.Pennsylvania.support = -1;
    }),
    [3, 1],
  );
  s = startCommand(s, 'british', 'battle');
  return play(s, { faction: 'british', type: 'selectSpace', space: 'NewJersey' });
}

describe('3.6.8 shifts and spill-over', () => {
  it('3.6.8 the British use remaining shifts in adjacent spaces (only where a shift is possible)', () => {
    let s = royalistWin();
    expect(s.log.map((l) => l.text)).toContain('Win the Day: no shift is possible in New Jersey');
    expect(who(s)).toBe('british:winTheDay');
    expect(legalActions(s)).toEqual([
      { faction: 'british', type: 'shift', space: 'NewYorkCity' },
      { faction: 'british', type: 'shift', space: 'Philadelphia' },
      { faction: 'british', type: 'shift', space: 'Pennsylvania' },
      { faction: 'british', type: 'done' },
    ]);
    s = play(s, { faction: 'british', type: 'shift', space: 'Pennsylvania' });
    expect(s.spaces.Pennsylvania.support).toBe(0);
    // One shift only; a Royalist win gives no Rally or Blockade move: the Command is over.
    expect(s.stack.some((f) => f.kind === 'winTheDay' || f.kind === 'battleCommand')).toBe(false);
    expect(checkInvariants(s)).toEqual([]);
  });

  it('3.6.8 spill-over is optional ("may"): done forgoes the remaining shifts', () => {
    const s = play(royalistWin(), { faction: 'british', type: 'done' });
    expect([s.spaces.NewYorkCity.support, s.spaces.Philadelphia.support, s.spaces.Pennsylvania.support]).toEqual([0, 0, -1]);
    expect(s.log.map((l) => l.text)).toContain('The British forgo 1 remaining Win the Day shift');
  });
});

describe('3.6.8 after a Rebellion win: free Rally, Blockades', () => {
  /** Patriots attack Blockaded Boston and Win the Day. */
  function rebellionWinInBoston(): GameState {
    let s = withDice(
      board((d) => {
        put(d, 'Boston', { continental: 6 });
        put(d, 'Boston', { tory: 3 });
        d.spaces.Boston.support = 0;
        d.spaces.WestIndies.squadrons -= 2;
        d.spaces.Boston.blockades = 2;
        d.fni = 2;
      }),
      [3, 3, 1],
    );
    s = startCommand(s, 'patriots', 'battle');
    return play(s, { faction: 'patriots', type: 'selectSpace', space: 'Boston' });
  }

  it('3.6.8 the Patriots’ free Rally is offered only through a registered Patriot Rally Command', () => {
    let s = rebellionWinInBoston();
    expect(s.spaces.Boston.support).toBe(-1);
    if (patriotRallyModule()) {
      expect(legalActions(s)).toContainEqual({ faction: 'patriots', type: 'option', option: 'noRally' });
      s = play(s, { faction: 'patriots', type: 'option', option: 'noRally' });
    } else {
      expect(s.log.map((l) => l.text)).toContain('Win the Day: the Patriots’ free Rally is not available (no Patriot Rally Command is registered yet)');
    }
    expect(who(s)).toBe('french:winTheDay');
  });

  it('3.6.8 winning French take any number of Blockades from the Battle City elsewhere', () => {
    let s = rebellionWinInBoston();
    if (pending(s)!.faction === 'patriots') s = play(s, { faction: 'patriots', type: 'option', option: 'noRally' });
    const opts = legalActions(s);
    expect(opts).toHaveLength(6 * 2 + 1);
    expect(opts[0]).toEqual({ faction: 'french', type: 'moveBlockade', from: 'Boston', to: 'QuebecCity', count: 1 });
    expect(opts.at(-1)).toEqual({ faction: 'french', type: 'done' });
    s = play(s, { faction: 'french', type: 'moveBlockade', from: 'Boston', to: 'NewYorkCity', count: 2 });
    expect([s.spaces.Boston.blockades, s.spaces.NewYorkCity.blockades]).toEqual([0, 2]);
    expect(s.stack.some((f) => f.kind === 'winTheDay')).toBe(false);
    expect(checkInvariants(s)).toEqual([]);
  });
});
