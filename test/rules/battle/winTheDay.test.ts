/** 3.6.8 Win the Day. */
import { describe, expect, it } from 'vitest';
import type { Draft } from 'immer';
import { checkInvariants } from '../../../src/rules/invariants';
import type { GameState } from '../../../src/core/state';
import type { SpacePiece } from '../../../src/data/ids';
import { winTheDayOutcome } from '../../../src/rules/battle/index';
import { legalActions, pending } from '../../../src/game/machine';
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

  it('3.6.8 the Patriots may decline their free Rally (3.1.2 grant)', () => {
    let s = rebellionWinInBoston();
    expect(s.spaces.Boston.support).toBe(-1);
    expect(legalActions(s)).toContainEqual({ faction: 'patriots', type: 'done' });
    s = play(s, { faction: 'patriots', type: 'done' });
    expect(s.log.map((l) => l.text)).toContain('Win the Day: the Patriots decline Rally');
    expect(who(s)).toBe('french:winTheDay');
  });

  it('3.6.8 winning French take any number of Blockades from the Battle City elsewhere', () => {
    let s = rebellionWinInBoston();
    if (pending(s)!.faction === 'patriots') s = play(s, { faction: 'patriots', type: 'done' });
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

describe('3.6.8 "eliminated": every piece of the side counts but Underground Militia and War Parties', () => {
  /**
   * Patriots attack in New York (Neutral) with 1 Continental, a Patriot Fort, 1 Underground Militia and
   * Washington, against 3 Tories and Clinton. No Attacker dice (Force Level 1); the Defender rolls 1.
   */
  function fortKept(extra: (d: Draft<GameState>) => void = () => {}): GameState {
    let s = withDice(
      board((d) => {
        put(d, 'NewYork', { continental: 1 });
        put(d, 'NewYork', { patriotFort: 1 });
        put(d, 'NewYork', { militiaUnderground: 1 });
        put(d, 'NewYork', { tory: 3 });
        lead(d, 'Washington', 'NewYork');
        lead(d, 'british', 'NewYork');
        d.spaces.NewYork.support = 0;
        extra(d);
      }),
      [1],
    );
    s = startCommand(s, 'patriots', 'battle');
    s = play(s, { faction: 'patriots', type: 'selectSpace', space: 'NewYork' });
    return play(s, { faction: 'patriots', type: 'activate', space: 'NewYork', piece: 'militiaUnderground', count: 0 });
  }

  it('3.6.8 a Patriot Attacker that loses its last Continental but keeps its Fort is not eliminated: it lost fewer pieces and Wins the Day', () => {
    const s = fortKept();
    const log = s.log.map((l) => l.text);
    // Defender Loss Level 0 + 1 (Underground Militia) + 1 (Washington) = 2; Attacker Loss Level 1 + 1 (Clinton) = 2.
    expect(log).toContain('Rebellion Attacker removes 1 Continental (2 losses for Loss Level 2); CRC +1');
    expect(log).toContain('Royalist Defender removes 2 Tories (2 losses for Loss Level 2); CBC +2');
    expect(s.spaces.NewYork.pieces).toMatchObject({ continental: 0, patriotFort: 1, militiaUnderground: 1, tory: 1 });
    // The Fort keeps the Rebellion in the Battle: 1 piece lost against 2, the Attacker wins; 2 pieces → 1 shift, doubled by Washington.
    expect(log).toContain(
      'Battle in New York: the Rebellion side wins (the Attacker lost fewer pieces (1 to 2)) and Wins the Day: 2 shifts toward Active Opposition (doubled by Washington)',
    );
    expect(s.spaces.NewYork.support).toBe(-2);
    expect(checkInvariants(s)).toEqual([]);
  });

  it('3.6.8 with nothing left but Underground Militia the Attacker is eliminated: the Royalists win', () => {
    const s = fortKept((d) => {
      d.spaces.NewYork.pieces.patriotFort -= 1;
      d.available.patriotFort += 1;
    });
    const log = s.log.map((l) => l.text);
    expect(log).toContain('Rebellion Attacker removes 1 Continental (2 losses for Loss Level 2); CRC +1');
    // The Fort was the Attacker's (no Force Level, no modifier): the same removals.
    expect(log).toContain('Royalist Defender removes 2 Tories (2 losses for Loss Level 2); CBC +2');
    expect(s.spaces.NewYork.pieces).toMatchObject({ continental: 0, patriotFort: 0, militiaUnderground: 1, tory: 1 });
    expect(log).toContain(
      'Battle in New York: the Royalist side wins (the Attacker is eliminated); no Win the Day: the loser did not remove a cube or Fort and 2 or more pieces',
    );
    expect(s.spaces.NewYork.support).toBe(0);
  });

  it('3.6.8 pieces of a partner Faction that did not join count for its side (the side is not eliminated)', () => {
    // A French Regular stands in New York but the French do not take part in the Patriot Battle.
    const s = fortKept((d) => {
      d.spaces.NewYork.pieces.patriotFort -= 1;
      d.available.patriotFort += 1;
      put(d, 'NewYork', { frenchRegular: 1 });
    });
    const log = s.log.map((l) => l.text);
    expect(log).toContain('Rebellion Attacker removes 1 Continental (2 losses for Loss Level 2); CRC +1');
    expect(s.spaces.NewYork.pieces).toMatchObject({ continental: 0, frenchRegular: 1, tory: 1 });
    expect(log).toContain(
      'Battle in New York: the Rebellion side wins (the Attacker lost fewer pieces (1 to 2)) and Wins the Day: 2 shifts toward Active Opposition (doubled by Washington)',
    );
  });

  it('3.6.8 a British Attacker left with only its Fort is not eliminated either', () => {
    // British attack in Virginia: 1 Regular, a British Fort and Clinton against 3 Active and 1 Underground Militia. No dice (Force Levels 1 and 1).
    let s = withDice(
      board((d) => {
        put(d, 'Virginia', { britishRegular: 1 });
        put(d, 'Virginia', { britishFort: 1 });
        put(d, 'Virginia', { militiaActive: 3 });
        put(d, 'Virginia', { militiaUnderground: 1 });
        lead(d, 'british', 'Virginia');
      }),
      [],
    );
    s = startCommand(s, 'british', 'battle');
    s = play(s, { faction: 'british', type: 'selectSpace', space: 'Virginia' });
    expect(who(s)).toBe('patriots:battle');
    s = play(s, { faction: 'patriots', type: 'activate', space: 'Virginia', piece: 'militiaUnderground', count: 0 });
    const log = s.log.map((l) => l.text);
    // Attacker Loss Level 0 + 1 (Underground Militia); Defender Loss Level 0 + 1 (all cubes Regulars) + 1 (Clinton).
    expect(log).toContain('Royalist Attacker removes 1 British Regular (2 losses for Loss Level 1); CBC +1');
    expect(log).toContain('Rebellion Defender removes 2 Active Militia (2 losses for Loss Level 2)');
    expect(s.spaces.Virginia.pieces).toMatchObject({ britishRegular: 0, britishFort: 1, militiaActive: 1, militiaUnderground: 1 });
    // Formerly "the Attacker is eliminated" (the Rebellion won); the Fort remains, so fewer pieces lost decides.
    expect(log).toContain(
      'Battle in Virginia: the Royalist side wins (the Attacker lost fewer pieces (1 to 2)); no Win the Day: the loser did not remove a cube or Fort and 2 or more pieces',
    );
    expect(s.leaders.british.at).toBe('Virginia');
    expect(checkInvariants(s)).toEqual([]);
  });
});
