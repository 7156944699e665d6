import { describe, expect, it } from 'vitest';
import { createGame } from '../../../../src/game/createGame';
import { legalActions, pending } from '../../../../src/game/machine';
import type { Action } from '../../../../src/core/action';
import type { GameState } from '../../../../src/core/state';
import type { CardId } from '../../../../src/data/ids';
import { eligibleChoices } from '../../../../src/rules/sequence/eventCard';
import { arrange, declineActivity, declineBrilliantStrokes, game, onTurn, play } from '../../../../src/testing';

/** A 1775 deck with chosen first cards (the rest valid filler). */
function deck1775(first: CardId[]): CardId[] {
  const wq = [97, 98, 99, 100, 101, 102];
  const events = Array.from({ length: 96 }, (_, i) => i + 1).filter((c) => !first.includes(c));
  const ev = [...first, ...events];
  const out: CardId[] = [];
  for (let c = 0; c < 6; c++) out.push(...ev.slice(c * 10, c * 10 + 10), wq[c]);
  return out;
}

const MINE = ['agentMobilization', 'hortalez', 'muster', 'march'];
/** The French Commands of this module offered now. */
const frenchCommands = (s: GameState): Action[] => legalActions(s).filter((a) => a.type === 'command' && MINE.includes(a.command!));

/** Card 49 (Claude Louis, Comte de Saint-Germain): order French, Patriots, British, Indians; nobody plays a Brilliant Stroke (2.3.8). */
const start = (): GameState => declineBrilliantStrokes(createGame('1775', { seed: 1, deck: deck1775([49, 2]) }));

describe('French Commands through the decision machine', () => {
  it('3.5 1775: the French, 1st Eligible, may choose Agent Mobilization or Hortalez, not Muster or March', () => {
    const s = start();
    expect(pending(s)).toMatchObject({ faction: 'french', kind: 'eligibleOptions' });
    expect(frenchCommands(s)).toEqual([
      { faction: 'french', type: 'command', command: 'agentMobilization' },
      { faction: 'french', type: 'command', command: 'hortalez' },
    ]);
  });

  it('2.3.4 / 4.1 With no French Resources, both are offered: Préparer la Guerre first (+2) pays for them', () => {
    let s = arrange(start(), (d) => void (d.resources.french = 0));
    expect(frenchCommands(s)).toEqual([
      { faction: 'french', type: 'command', command: 'agentMobilization' },
      { faction: 'french', type: 'command', command: 'hortalez' },
    ]);
    expect(legalActions(s)).toContainEqual({ faction: 'french', type: 'pass' });
    // The Command waits for its Special Activity: only Préparer la Guerre, and only its Resources choice, lead on.
    s = play(s, { faction: 'french', type: 'command', command: 'hortalez' });
    expect(pending(s)).toMatchObject({ faction: 'french', kind: 'frenchHortalez' });
    expect(legalActions(s)).toEqual([{ faction: 'french', type: 'specialActivity', activity: 'preparerLaGuerre' }]);
    s = play(s, { faction: 'french', type: 'specialActivity', activity: 'preparerLaGuerre' });
    expect(legalActions(s)).toEqual([{ faction: 'french', type: 'choose', option: 'resources' }]);
    s = play(s, { faction: 'french', type: 'choose', option: 'resources' });
    expect(s.resources.french).toBe(2);
    expect(legalActions(s).map((a) => a.value)).toEqual([1, 2]);
  });

  it('3.5.2 / 2.3.4 Hortalez as 1st Eligible: back to the card, the Patriots may only do a Limited Command', () => {
    let s = start();
    s = play(s, { faction: 'french', type: 'command', command: 'hortalez' });
    expect(pending(s)).toMatchObject({ faction: 'french', kind: 'frenchHortalez' });
    // Pay 1 to 5, or Préparer la Guerre first (4.1).
    expect(legalActions(s)).toHaveLength(6);
    expect(legalActions(s)[5]).toEqual({ faction: 'french', type: 'specialActivity', activity: 'preparerLaGuerre' });
    s = play(s, { faction: 'french', type: 'pay', value: 2 });
    expect(s.resources).toMatchObject({ french: 3, patriots: 6 });
    s = declineActivity(s);
    expect(s.turn!.executed).toEqual([{ faction: 'french', did: 'command', specialActivity: false }]);
    expect(pending(s)).toMatchObject({ faction: 'patriots', kind: 'eligibleOptions' });
    expect(eligibleChoices(s)).toEqual({ position: 2, command: false, limitedCommand: true, event: false });
    for (const a of legalActions(s)) if (a.type === 'command') expect(a.limited).toBe(true);
    // Everyone else passes: the card ends, the French are Ineligible for the next (2.3.6).
    s = play(s, { faction: 'patriots', type: 'pass' }, { faction: 'british', type: 'pass' }, { faction: 'indians', type: 'pass' });
    expect(s.deck.current).toBe(2);
    expect(s.eligible).toEqual({ british: true, patriots: true, french: false, indians: true });
  });

  it('3.5.1 Agent Mobilization as 1st Eligible: a whole Command by apply, then the 2nd Eligible', () => {
    let s = start();
    const before = s;
    s = play(
      s,
      { faction: 'french', type: 'command', command: 'agentMobilization' },
      { faction: 'french', type: 'selectSpace', space: 'NewHampshire' },
      { faction: 'french', type: 'place', space: 'NewHampshire', piece: 'militia', count: 2 },
    );
    s = declineActivity(s);
    // Washington stands in Massachusetts (1775 set-up): no Leader decision.
    expect(pending(s)).toMatchObject({ faction: 'patriots', kind: 'eligibleOptions' });
    expect(s.resources.french).toBe(before.resources.french - 1);
    expect(s.spaces.NewHampshire.pieces.militiaUnderground).toBe(2);
    expect(s.spaces.NewHampshire.control).toBe('rebellion');
    expect(s.available.militia).toBe(before.available.militia - 2);
    expect(eligibleChoices(s)).toEqual({ position: 2, command: false, limitedCommand: true, event: false });
    expect(s.log.filter((e) => e.rule === '3.5.1').map((e) => e.text)).toEqual([
      'French: French Agent Mobilization',
      'French Agent Mobilization in New Hampshire (pay 1)',
      '2 Underground Militia placed in New Hampshire',
    ]);
    expect(s.turn!.executed).toEqual([{ faction: 'french', did: 'command', specialActivity: false }]);
  });

  it('2.3.4 / 2.3.5 The French as 2nd Eligible after a Command: Limited Agent Mobilization or Hortalez', () => {
    const s = arrange(onTurn(game('1775'), 'french'), (d) => {
      d.turn!.offered = ['british', 'french'];
      d.turn!.executed = [{ faction: 'british', did: 'command', specialActivity: false }];
    });
    expect(frenchCommands(s)).toEqual([
      { faction: 'french', type: 'command', command: 'agentMobilization', limited: true },
      { faction: 'french', type: 'command', command: 'hortalez', limited: true },
    ]);
    const t = play(
      s,
      { faction: 'french', type: 'command', command: 'agentMobilization', limited: true },
      { faction: 'french', type: 'selectSpace', space: 'Quebec' },
      { faction: 'french', type: 'place', space: 'Quebec', piece: 'continental', count: 1 },
    );
    // Two Factions executed: the card is over.
    expect(t.turn === null || t.turn.executed.length === 0).toBe(true);
    expect(t.eligible.french).toBe(false);
    expect(t.eligible.british).toBe(false);
    expect(t.spaces.Quebec.pieces.continental).toBe(1);
  });

  it('3.5 After the Treaty of Alliance (1778): Hortalez, Muster and March; no Agent Mobilization', () => {
    const s = onTurn(game('1778'), 'french');
    const ids = frenchCommands(s).map((a) => a.command);
    expect(ids).not.toContain('agentMobilization');
    expect(ids).toContain('hortalez');
    expect(ids).toContain('muster');
    expect(ids).toContain('march');
  });

  it('3.5.3 Muster as 1st Eligible after the Treaty: placing Rochambeau, back to the card flow', () => {
    let s = arrange(onTurn(game('1778'), 'french'), (d) => {
      d.leaders.french.at = 'available';
      d.unavailable.frenchRegular = 0;
      d.available.frenchRegular = 15 - countFrench(d as GameState);
    });
    s = play(
      s,
      { faction: 'french', type: 'command', command: 'muster' },
      { faction: 'french', type: 'selectSpace', space: 'WestIndies' },
      { faction: 'french', type: 'place', space: 'WestIndies', piece: 'frenchRegular', count: 4 },
      { faction: 'french', type: 'moveLeader', to: 'WestIndies' },
    );
    expect(s.leaders.french.at).toBe('WestIndies');
    s = declineActivity(s);
    expect(pending(s)?.kind).toBe('eligibleOptions');
    expect(pending(s)?.faction).not.toBe('french');
  });
});

function countFrench(s: GameState): number {
  return Object.values(s.spaces).reduce((n, sp) => n + sp.pieces.frenchRegular, 0);
}
