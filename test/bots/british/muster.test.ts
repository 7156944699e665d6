// B8 Muster (8.4.2) of the Non-Player British, with the Reward Loyalty box (8.4.5) and the Special
// Activity after it (B11 Skirmish, B7 Naval Pressure).
import { produce, type Draft } from 'immer';
import { describe, expect, it } from 'vitest';
import { describeAction, type Action } from '../../../src/core/action';
import type { GameState } from '../../../src/core/state';
import { SPACE_IDS, type SpaceId } from '../../../src/data/ids';
import { isCity, isColony } from '../../../src/data/map';
import { legalActions, pending, settle } from '../../../src/game/machine';
import { COMMANDS } from '../../../src/game/definition';
import { loadGame, serialize } from '../../../src/game/persistence';
import { startCommand as hostStart } from '../../../src/flow/host';
import { britishPolicy } from '../../../src/bots/british/index';
import { MUSTER, MUSTER_PURPOSES, fortRegulars } from '../../../src/bots/british/muster';
import { beginDecision, describeTrace, isTraceRoll, type Decision, type TraceNode } from '../../../src/bots/policy';
import type { RollBook } from '../../../src/bots/rolls';
import type { Flow } from '../../../src/bots/flowchart';
import { FULL, as, lead, piecesIn, play, position, put } from '../../../src/testing/kit';
import { onTurn } from '../../../src/testing/builders';
import type { CommandMode } from '../../../src/flow/contracts';
import { atCardStart, stroke } from '../../rules/brilliantStrokes/helpers';

const policy = britishPolicy();
const { choose } = as('british');

/** Every City and Colony at `level` (Reward Loyalty and Regulars' priorities read Support). */
function allAt(d: Draft<GameState>, level: number): void {
  for (const s of SPACE_IDS) if (isCity(s) || isColony(s)) d.spaces[s].support = level;
}

/** Exactly `n` pieces of a type Available, the rest Unavailable. */
function availableOnly(d: Draft<GameState>, type: 'britishRegular' | 'tory' | 'britishFort', n: number): void {
  d.unavailable[type] += d.available[type] - n;
  d.available[type] = n;
}

/** A position for the Non-Player British (1775: Gage leads), British to Muster: its first decision pending. */
function muster(resources: number, recipe: (d: Draft<GameState>) => void): GameState {
  return choose(position({ game: { nonPlayers: ['british'] }, resources: { british: resources } }, recipe), 'muster');
}

/** The policy's decisions while the Muster's own frame is pending (the same roll book at each), applied in order. */
function runMuster(state: GameState, book: RollBook = {}): { state: GameState; actions: Action[]; decisions: Decision[] } {
  const actions: Action[] = [];
  const decisions: Decision[] = [];
  let s = state;
  while (pending(s)?.kind === 'britishMuster') {
    const d = policy.choose(s, book);
    decisions.push(d);
    actions.push(d.action);
    s = play(s, d.action);
  }
  return { state: s, actions, decisions };
}

/** The policy's decisions while the British decide (Muster, then the Special Activity after it), applied in order. */
function runBritish(state: GameState, book: RollBook = {}): { state: GameState; actions: Action[]; decisions: Decision[] } {
  const actions: Action[] = [];
  const decisions: Decision[] = [];
  let s = state;
  for (let p = pending(s); p?.faction === 'british' && p.kind !== 'eligibleOptions'; p = pending(s)) {
    const d = policy.choose(s, book);
    decisions.push(d);
    actions.push(d.action);
    s = play(s, d.action);
  }
  return { state: s, actions, decisions };
}

const B = (a: Omit<Action, 'faction'>): Action => ({ faction: 'british', ...a }) as Action;
const nodes = (d: Decision): TraceNode[] => d.trace.filter((s): s is TraceNode => !isTraceRoll(s));
const texts = (d: Decision): string[] => nodes(d).map((n) => `${n.node}: ${n.text}`);

/** A flow at the British turn's decision, for `possible` (the rolls from `book`). */
function turnFlow(state: GameState, book: RollBook = {}): Flow {
  const s = onTurn(state, 'british');
  return { ctx: beginDecision(s, 'british', book), state: s, faction: 'british', kind: pending(s)!.kind, legal: legalActions(s), rolls: book };
}

describe('B8 Muster: Regulars (8.4.2, first bullet)', () => {
  it('go first to a Neutral or Passive space, even where elsewhere they would add British Control', () => {
    // 8.4.2: "first in spaces that are Neutral or at either Passive Opposition or Passive Support, then elsewhere".
    const s = muster(5, (d) => {
      allAt(d, 2);
      d.spaces.Virginia.support = -1;
      put(d, 'Virginia', { militiaUnderground: 6 }); // 6 Regulars there add no Control
      lead(d, 'british', 'Boston');
      put(d, 'Boston', { tory: 1 });
      availableOnly(d, 'tory', 0);
      availableOnly(d, 'britishFort', 0);
    });
    const d = policy.choose(s, {});
    expect(d.action).toEqual(B({ type: 'selectSpace', space: 'Virginia', piece: 'britishRegular' }));
    expect(texts(d)).toContain('B8 Muster: Regulars: 6 British Regulars in Virginia (Neutral or Passive; elsewhere; Population 2)');
  });

  it('within that, first to add British Control, then where Tories are the only British units, then elsewhere; within each the highest Population', () => {
    // 8.4.2: "within that first to add British Control, then where Tories are the only British units present,
    // then elsewhere; within each of those first in the spaces with highest Population".
    const board = (recipe: (d: Draft<GameState>) => void) =>
      muster(5, (d) => {
        allAt(d, 2);
        lead(d, 'british', 'Savannah');
        put(d, 'Savannah', { tory: 1 });
        availableOnly(d, 'tory', 0);
        availableOnly(d, 'britishFort', 0);
        availableOnly(d, 'britishRegular', 3);
        recipe(d);
      });
    const first = (s: GameState) => policy.choose(s, {}).action;
    // Boston (Population 1) and New York (2) gain Control with 3 Regulars; Massachusetts (2) has only Tories;
    // Virginia (2) has 3 Militia (3 Regulars give no Control).
    const recipe = (d: Draft<GameState>, without: SpaceId[] = []) => {
      const set = (s: SpaceId, level: number) => !without.includes(s) && (d.spaces[s].support = level);
      set('Boston', 0);
      set('NewYork', 1);
      if (!without.includes('NewYork')) put(d, 'NewYork', { militiaActive: 2 });
      set('Massachusetts', -1);
      if (!without.includes('Massachusetts')) put(d, 'Massachusetts', { tory: 2 });
      set('Virginia', 0);
      if (!without.includes('Virginia')) put(d, 'Virginia', { militiaActive: 3 });
    };
    expect(first(board((d) => recipe(d)))).toEqual(B({ type: 'selectSpace', space: 'NewYork', piece: 'britishRegular' }));
    expect(first(board((d) => recipe(d, ['NewYork'])))).toEqual(B({ type: 'selectSpace', space: 'Boston', piece: 'britishRegular' }));
    expect(first(board((d) => recipe(d, ['NewYork', 'Boston'])))).toEqual(B({ type: 'selectSpace', space: 'Massachusetts', piece: 'britishRegular' }));
    expect(first(board((d) => recipe(d, ['NewYork', 'Boston', 'Massachusetts'])))).toEqual(
      B({ type: 'selectSpace', space: 'Virginia', piece: 'britishRegular' }),
    );
  });

  it('ties by the Random Spaces table (8.2), with the purpose naming the Regulars space', () => {
    // 8.1.3, 8.2: Boston and Philadelphia tie (Neutral, add Control, Population 1).
    const s = muster(5, (d) => {
      allAt(d, 2);
      d.spaces.Boston.support = 0;
      d.spaces.Philadelphia.support = 0;
      lead(d, 'british', 'Savannah');
      put(d, 'Savannah', { tory: 1 });
      availableOnly(d, 'tory', 0);
      availableOnly(d, 'britishFort', 0);
    });
    // Column 1, row 1 (Quebec City) runs down the table to Philadelphia; column 3, row 5 is Boston.
    const roll = (column: number, row: number): RollBook => ({
      [`${MUSTER_PURPOSES.regulars}: column (1D3)`]: [column],
      [`${MUSTER_PURPOSES.regulars}: row (1D6)`]: [row],
    });
    const a = policy.choose(s, roll(1, 1));
    expect(a.action).toEqual(B({ type: 'selectSpace', space: 'Philadelphia', piece: 'britishRegular' }));
    expect(describeTrace(a.trace)).toContain(`Random Spaces: ${MUSTER_PURPOSES.regulars}: Boston, Philadelphia tie; column 1, row 1 → Philadelphia (8.2)`);
    expect(policy.choose(s, roll(3, 5)).action).toEqual(B({ type: 'selectSpace', space: 'Boston', piece: 'britishRegular' }));
  });
});

describe('B8 Muster: the Available British Leader (1.10, 8.1)', () => {
  it('goes along with the Regulars; with none placed, with the largest group of Tories', () => {
    const withRegulars = muster(5, (d) => {
      allAt(d, 2);
      d.spaces.Boston.support = 0;
      availableOnly(d, 'tory', 0);
      availableOnly(d, 'britishFort', 0);
    });
    expect(withRegulars.leaders.british.at).toBe('available');
    const run = runMuster(withRegulars);
    expect(run.actions.slice(0, 2)).toEqual([
      B({ type: 'selectSpace', space: 'Boston', piece: 'britishRegular' }),
      B({ type: 'place', space: 'Boston', piece: 'britishRegular', count: 6, option: 'leader' }),
    ]);
    expect(run.state.leaders.british.at).toBe('Boston');
    // No Regulars Available: Boston's 2 Tories (Regulars only there) rather than Philadelphia's 1 (Passive Opposition).
    const tories = muster(5, (d) => {
      allAt(d, -2);
      d.spaces.Boston.support = 0;
      put(d, 'Boston', { britishRegular: 1 });
      d.spaces.Philadelphia.support = -1;
      put(d, 'Philadelphia', { britishFort: 1, militiaUnderground: 1 }); // 1 Tory changes Control
      availableOnly(d, 'britishRegular', 0);
      availableOnly(d, 'britishFort', 0);
    });
    const t = runMuster(tories);
    expect(t.actions.slice(0, 4)).toEqual([
      B({ type: 'selectSpace', space: 'Boston' }),
      B({ type: 'place', space: 'Boston', piece: 'tory', count: 2, option: 'leader' }),
      B({ type: 'selectSpace', space: 'Philadelphia' }),
      B({ type: 'place', space: 'Philadelphia', piece: 'tory', count: 1 }),
    ]);
    expect(texts(t.decisions[0])).toContain('B8 Muster: the Available Leader goes along with the 2 Tories placed in Boston (1.10, 8.1)');
    expect(t.state.leaders.british.at).toBe('Boston');
  });
});

describe('B8 Muster: Tories (8.4.2, second bullet)', () => {
  // Every City and Colony at Active Opposition (no Tories there) but the spaces named.
  const board = () =>
    muster(10, (d) => {
      allAt(d, -2);
      lead(d, 'british', 'NewYorkCity');
      d.spaces.Boston.support = 0; // the only Neutral or Passive space for Regulars
      d.spaces.NewYorkCity.support = 2;
      put(d, 'NewYorkCity', { britishRegular: 2 }); // Regulars the only British units
      d.spaces.Massachusetts.support = 2; // Active Support: not for the Regulars
      put(d, 'Massachusetts', { militiaUnderground: 1 }); // 2 Tories change Control, Population 2
      d.spaces.NewJersey.support = 2;
      put(d, 'NewJersey', { militiaUnderground: 1 }); // 2 Tories change Control, Population 1
      d.spaces.NewYork.support = 2;
      put(d, 'NewYork', { tory: 3, militiaUnderground: 1 }); // a Colony with < 5 British cubes, no Fort
      availableOnly(d, 'britishRegular', 4);
      availableOnly(d, 'tory', 8);
      availableOnly(d, 'britishFort', 0);
    });

  it('first where Regulars are the only British units (the Regulars space first), then to change Control of the most Population; four spaces at most', () => {
    // 8.4.2: Boston takes the Regulars and its Tories right after (8.1.3 order; docs/actions.md order);
    // New York City (Regulars only), Massachusetts then New Jersey (Control, Population 2 then 1);
    // New York (a Colony with < 5 British cubes) would be next but four spaces are selected.
    const start = board();
    const run = runMuster(start);
    expect(run.actions).toEqual([
      B({ type: 'selectSpace', space: 'Boston', piece: 'britishRegular' }),
      B({ type: 'place', space: 'Boston', piece: 'britishRegular', count: 4 }),
      B({ type: 'place', space: 'Boston', piece: 'tory', count: 2 }),
      B({ type: 'selectSpace', space: 'NewYorkCity' }),
      B({ type: 'place', space: 'NewYorkCity', piece: 'tory', count: 2 }),
      B({ type: 'selectSpace', space: 'Massachusetts' }),
      B({ type: 'place', space: 'Massachusetts', piece: 'tory', count: 2 }),
      B({ type: 'selectSpace', space: 'NewJersey' }),
      B({ type: 'place', space: 'NewJersey', piece: 'tory', count: 2 }),
      // No British Fort Available: Reward Loyalty, in Boston (New York City is at Active Support already).
      B({ type: 'rewardLoyalty', space: 'Boston' }),
      B({ type: 'rewardLoyalty', space: 'Boston' }),
    ]);
    expect(texts(run.decisions[0])).toEqual([
      'B8 Muster: Regulars: 4 British Regulars in Boston (Neutral or Passive; adds British Control; Population 1)',
      'B8 Muster: Tories: 2 Tories in Boston (Regulars are the only British units)',
      'B8 Muster: Tories: 2 Tories in New York City (Regulars are the only British units)',
      'B8 Muster: Tories: 2 Tories in Massachusetts (they change Control, Population 2)',
      'B8 Muster: Tories: 2 Tories in New Jersey (they change Control, Population 1)',
      'B8 Muster: no British Fort Available: Reward Loyalty',
      'Reward Loyalty: Boston: 0 Raid/Propaganda markers to remove, then 2 levels toward Active Support (Support − Opposition +2), 2 Resources',
      'B8 Muster: select Boston for Regulars',
    ]);
    const s = run.state;
    expect(piecesIn(s, 'Boston')).toEqual({ britishRegular: 4, tory: 2 });
    expect(piecesIn(s, 'NewYorkCity')).toEqual({ britishRegular: 2, tory: 2 });
    expect(piecesIn(s, 'Massachusetts')).toEqual({ tory: 2, militiaUnderground: 1 });
    expect(piecesIn(s, 'NewJersey')).toEqual({ tory: 2, militiaUnderground: 1 });
    expect(piecesIn(s, 'NewYork')).toEqual({ tory: 3, militiaUnderground: 1 });
    expect(s.spaces.Boston.support).toBe(2);
    expect(s.spaces.Massachusetts.control).toBe('british');
    expect(s.resources.british).toBe(10 - 4 - 2);
    expect(s.available.tory).toBe(0);
    expect(pending(s)?.kind).toBe('commandHost');
  });

  it('re-plans from the board the Command started from: the same decision after a save and load in the middle (8.1)', () => {
    let s = board();
    for (let i = 0; pending(s)?.kind === 'britishMuster'; i++) {
      const d = policy.choose(s);
      expect(policy.choose(loadGame(serialize(s)))).toEqual(d);
      s = play(s, d.action);
    }
    expect(s.spaces.Boston.support).toBe(2);
  });

  it('then in Colonies with fewer than five British cubes and no British Fort, as many Tories as are left', () => {
    // 8.4.2: without New Jersey and Massachusetts, New York (a Colony, 3 Tories, no Fort) is the third space;
    // one Tory is left for it after Boston and New York City.
    const s0 = position({ game: { nonPlayers: ['british'] }, resources: { british: 10 } }, (d) => {
      allAt(d, -2);
      lead(d, 'british', 'NewYorkCity');
      d.spaces.Boston.support = 0;
      d.spaces.NewYorkCity.support = 2;
      put(d, 'NewYorkCity', { britishRegular: 2 });
      d.spaces.NewYork.support = 0;
      put(d, 'NewYork', { tory: 3, militiaUnderground: 1 });
      d.spaces.Pennsylvania.support = 0;
      put(d, 'Pennsylvania', { tory: 5 }); // 5 British cubes: not a Tory space (and no Regulars near for a Fort)
      availableOnly(d, 'britishRegular', 4);
      availableOnly(d, 'tory', 5);
      availableOnly(d, 'britishFort', 0);
    });
    const run = runMuster(choose(s0, 'muster'));
    expect(run.actions.filter((a) => a.type !== 'rewardLoyalty')).toEqual([
      B({ type: 'selectSpace', space: 'Boston', piece: 'britishRegular' }),
      B({ type: 'place', space: 'Boston', piece: 'britishRegular', count: 4 }),
      B({ type: 'place', space: 'Boston', piece: 'tory', count: 2 }),
      B({ type: 'selectSpace', space: 'NewYorkCity' }),
      B({ type: 'place', space: 'NewYorkCity', piece: 'tory', count: 2 }),
      B({ type: 'selectSpace', space: 'NewYork' }),
      B({ type: 'place', space: 'NewYork', piece: 'tory', count: 1 }),
    ]);
    expect(texts(run.decisions[0])).toContain('B8 Muster: Tories: 1 Tory in New York (a Colony with fewer than 5 British cubes and no British Fort)');
    expect(piecesIn(run.state, 'NewYork')).toEqual({ tory: 4, militiaUnderground: 1 });
  });

  it("in the engine's order: the Regulars space, its Tories, then the other spaces in map order, whatever the priorities' order", () => {
    // docs/actions.md (3.2.1): Charles Town (priority 1) is chosen before Boston (priority 2) but selected after it.
    const s = muster(10, (d) => {
      allAt(d, -2);
      d.spaces.Virginia.support = 0; // the Regulars
      d.spaces.CharlesTown.support = 2;
      put(d, 'CharlesTown', { britishRegular: 1 }); // Regulars the only British units
      lead(d, 'british', 'CharlesTown');
      d.spaces.Boston.support = 2;
      put(d, 'Boston', { britishFort: 1, militiaUnderground: 2 }); // 2 Tories change Control
      availableOnly(d, 'britishRegular', 3);
      availableOnly(d, 'tory', 6);
      availableOnly(d, 'britishFort', 0);
    });
    const run = runMuster(s);
    expect(texts(run.decisions[0]).slice(1, 4)).toEqual([
      'B8 Muster: Tories: 2 Tories in Virginia (Regulars are the only British units)',
      'B8 Muster: Tories: 2 Tories in Charles Town (Regulars are the only British units)',
      'B8 Muster: Tories: 2 Tories in Boston (they change Control, Population 1)',
    ]);
    expect(run.actions).toEqual([
      B({ type: 'selectSpace', space: 'Virginia', piece: 'britishRegular' }),
      B({ type: 'place', space: 'Virginia', piece: 'britishRegular', count: 3 }),
      B({ type: 'place', space: 'Virginia', piece: 'tory', count: 2 }),
      B({ type: 'selectSpace', space: 'Boston' }),
      B({ type: 'place', space: 'Boston', piece: 'tory', count: 2 }),
      B({ type: 'selectSpace', space: 'CharlesTown' }),
      B({ type: 'place', space: 'CharlesTown', piece: 'tory', count: 2 }),
      B({ type: 'rewardLoyalty', space: 'Virginia' }),
      B({ type: 'rewardLoyalty', space: 'Virginia' }),
    ]);
    expect(piecesIn(run.state, 'Boston')).toEqual({ tory: 2, britishFort: 1, militiaUnderground: 2 });
    expect(run.state.spaces.Boston.control).toBe('british');
    expect(run.state.resources.british).toBe(10 - 3 - 2);
  });

  it('one Tory at Passive Opposition; none Available: no Tory bullet', () => {
    // 3.2.1: one Tory in a Passive Opposition space; 8.1 "as long as needed pieces are available".
    const s = muster(5, (d) => {
      allAt(d, -2);
      lead(d, 'british', 'Savannah');
      put(d, 'Savannah', { tory: 1 });
      d.spaces.Philadelphia.support = -1;
      availableOnly(d, 'britishRegular', 2);
      availableOnly(d, 'britishFort', 0);
    });
    const run = runMuster(s);
    expect(run.actions.slice(0, 3)).toEqual([
      B({ type: 'selectSpace', space: 'Philadelphia', piece: 'britishRegular' }),
      B({ type: 'place', space: 'Philadelphia', piece: 'britishRegular', count: 2 }),
      B({ type: 'place', space: 'Philadelphia', piece: 'tory', count: 1 }),
    ]);
    const none = muster(5, (d) => {
      allAt(d, -2);
      lead(d, 'british', 'Savannah');
      put(d, 'Savannah', { tory: 1 });
      d.spaces.Philadelphia.support = -1;
      availableOnly(d, 'britishRegular', 2);
      availableOnly(d, 'tory', 0);
      availableOnly(d, 'britishFort', 0);
    });
    const d = policy.choose(none, {});
    expect(texts(d)).toContain('B8 Muster: Tories: none Available');
    expect(runMuster(none).actions).toEqual([
      B({ type: 'selectSpace', space: 'Philadelphia', piece: 'britishRegular' }),
      B({ type: 'place', space: 'Philadelphia', piece: 'britishRegular', count: 2 }),
      B({ type: 'place', space: 'Philadelphia', piece: 'tory', count: 0 }),
    ]);
  });
});

/** A free Limited Muster granted to the British (an Event's LimCom, 8.1: one space, no Special Activity), on a host of its own. */
function grantedLimitedMuster(state: GameState): GameState {
  return produce(onTurn(state, 'british'), (d) => {
    d.stack.pop();
    hostStart(d, COMMANDS.find((c) => c.faction === 'british' && c.id === 'muster')!, { limited: true, free: true, specialActivity: false }, { onCard: false });
    settle(d);
  });
}

describe('B8 Muster: Reward Loyalty or a Fort (8.4.2, third bullet)', () => {
  // Virginia: 4 Regulars and 2 Tories (British Control, 6 cubes, no Fort); Pennsylvania at Passive
  // Opposition: Opposition 2, Support 0. No Regulars or Tories Available: Virginia is one more Muster space.
  // New York City: a British Regular and a Continental (a Skirmish outside the Muster).
  const board = () =>
    muster(5, (d) => {
      put(d, 'Virginia', { britishRegular: 4, tory: 2 });
      d.spaces.Pennsylvania.support = -1;
      put(d, 'NewYorkCity', { britishRegular: 1, continental: 1 });
      lead(d, 'british', 'NewYorkCity');
      availableOnly(d, 'britishRegular', 0);
      availableOnly(d, 'tory', 0);
    });
  const roll = (d3: number): RollBook => ({ [MUSTER_PURPOSES.oppositionRoll]: [d3] });

  it('Opposition > Support + 1D3: Reward Loyalty to the maximum extent, then Skirmish outside the Muster spaces (1D3 = 1)', () => {
    // 8.4.2: 2 > 0 + 1. Reward Loyalty shifts Virginia to Active Support (no limit in a Muster, 3.2.1; 8.1.1);
    // then B11 Skirmish in New York City (exactly one Regular), not in Virginia (a Muster space).
    const run = runBritish(board(), roll(1));
    expect(run.actions).toEqual([
      B({ type: 'selectSpace', space: 'Virginia' }),
      B({ type: 'place', space: 'Virginia', piece: 'tory', count: 0 }),
      B({ type: 'rewardLoyalty', space: 'Virginia' }),
      B({ type: 'rewardLoyalty', space: 'Virginia' }),
      B({ type: 'specialActivity', activity: 'skirmish' }),
      B({ type: 'skirmish', space: 'NewYorkCity', option: 'continental' }),
    ]);
    expect(describeTrace(run.decisions[0].trace)).toEqual([
      'B8 Muster: Regulars: none Available (8.4.2)',
      'B8 Muster: Tories: none Available (8.4.2)',
      `roll D3 = 1 (${MUSTER_PURPOSES.oppositionRoll})`,
      'B8 Muster: Opposition 2 > Support 0 + 1: Reward Loyalty (8.4.2)',
      'Reward Loyalty: Virginia: 0 Raid/Propaganda markers to remove, then 2 levels toward Active Support (Support − Opposition +4), 2 Resources (8.4.5)',
      'B8 Muster: Reward Loyalty: no selected space qualifies; Virginia is selected as one more Muster space (8.4.2)',
      'B8 Muster: select Virginia (8.4.2)',
    ]);
    expect(texts(run.decisions[4])).toContain('B8 Muster: the Muster was executed in Virginia: Skirmish, else Naval Pressure');
    const s = run.state;
    expect(s.spaces.Virginia.support).toBe(2);
    expect(piecesIn(s, 'Virginia')).toEqual({ britishRegular: 4, tory: 2 });
    expect(piecesIn(s, 'NewYorkCity')).toEqual({ britishRegular: 1 });
    expect(s.resources.british).toBe(5 - 1 - 2);
    expect(pending(s)?.faction).not.toBe('british');
  });

  it('Opposition ≤ Support + 1D3: a Fort in a Colony with 5+ British cubes, cubes removed per 8.1.2 (1D3 = 2)', () => {
    // 8.4.2: 2 ≤ 0 + 2. 8.1.2: alternating from the most numerous (Regulars), not the last Tory: Regular, Tory, Regular.
    const run = runBritish(board(), roll(2));
    expect(run.actions).toEqual([
      B({ type: 'selectSpace', space: 'Virginia' }),
      B({ type: 'place', space: 'Virginia', piece: 'tory', count: 0 }),
      B({ type: 'buildFort', space: 'Virginia', piece: 'britishRegular', count: 2 }),
      B({ type: 'specialActivity', activity: 'skirmish' }),
      B({ type: 'skirmish', space: 'NewYorkCity', option: 'continental' }),
    ]);
    expect(texts(run.decisions[0])).toContain('B8 Muster: Opposition 2 ≤ Support 0 + 2: a Fort');
    expect(texts(run.decisions[0])).toContain('B8 Muster: Fort in Virginia (one more Muster space), replacing 2 British Regulars and 1 Tory (8.1.2)');
    const s = run.state;
    expect(piecesIn(s, 'Virginia')).toEqual({ britishRegular: 2, tory: 1, britishFort: 1 });
    expect(s.spaces.Virginia.support).toBe(0);
    expect(s.resources.british).toBe(4);
  });

  it('Reward Loyalty called for but possible nowhere: a Fort instead', () => {
    // 8.4.2: "If no Reward Loyalty was executed, place a Fort". Virginia has no Tory: no Reward Loyalty (3.2.1).
    const s = muster(5, (d) => {
      put(d, 'Virginia', { britishRegular: 5 });
      lead(d, 'british', 'Virginia');
      d.spaces.Pennsylvania.support = -2;
      availableOnly(d, 'britishRegular', 0);
      availableOnly(d, 'tory', 0);
    });
    const run = runMuster(s, roll(1));
    expect(run.actions).toEqual([
      B({ type: 'selectSpace', space: 'Virginia' }),
      B({ type: 'place', space: 'Virginia', piece: 'tory', count: 0 }),
      B({ type: 'buildFort', space: 'Virginia', piece: 'britishRegular', count: 3 }),
    ]);
    expect(texts(run.decisions[0])).toEqual(
      expect.arrayContaining(['B8 Muster: Opposition 4 > Support 0 + 1: Reward Loyalty', 'B8 Muster: no Reward Loyalty possible: a Fort instead']),
    );
  });

  it('in a space already selected first: the Fort goes where the Regulars were placed, not in another qualifying Colony', () => {
    // 8.4.2: "if possible in one of the spaces already selected above". North Carolina gets 2 Regulars
    // (5 cubes with its 3 Tories); Virginia also qualifies but is not selected. 8.1.2: Tory, Regular, Tory.
    const s = muster(5, (d) => {
      allAt(d, 2);
      d.spaces.NorthCarolina.support = 0;
      put(d, 'NorthCarolina', { tory: 3 });
      put(d, 'Virginia', { britishRegular: 4, tory: 2 });
      lead(d, 'british', 'Virginia');
      availableOnly(d, 'britishRegular', 2);
      availableOnly(d, 'tory', 0);
    });
    const run = runMuster(s, roll(3));
    expect(run.actions).toEqual([
      B({ type: 'selectSpace', space: 'NorthCarolina', piece: 'britishRegular' }),
      B({ type: 'place', space: 'NorthCarolina', piece: 'britishRegular', count: 2 }),
      B({ type: 'place', space: 'NorthCarolina', piece: 'tory', count: 0 }),
      B({ type: 'buildFort', space: 'NorthCarolina', piece: 'britishRegular', count: 1 }),
    ]);
    expect(piecesIn(run.state, 'NorthCarolina')).toEqual({ britishRegular: 1, tory: 1, britishFort: 1 });
    expect(piecesIn(run.state, 'Virginia')).toEqual({ britishRegular: 4, tory: 2 });
  });

  it('8.1.2 removal for a Fort: alternating from the most numerous cube, never the last Tory while a Regular can go', () => {
    const at = (regulars: number, tories: number) =>
      fortRegulars(position({}, (d) => put(d, 'Virginia', { britishRegular: regulars, tory: tories })), 'Virginia');
    expect(at(4, 2)).toBe(2); // R, T, R
    expect(at(2, 3)).toBe(1); // T, R, T
    expect(at(3, 3)).toBe(2); // even: Regulars first
    expect(at(5, 1)).toBe(3); // the last Tory stays
    expect(at(0, 5)).toBe(0);
    expect(at(1, 4)).toBe(1); // T, R, T
  });
});

describe('B8 Muster: the Reward Loyalty box (8.4.5)', () => {
  // No Regulars, Tories or Forts Available: Reward Loyalty in one more Muster space, chosen by 8.4.5.
  const board = (resources: number, recipe: (d: Draft<GameState>) => void) =>
    muster(resources, (d) => {
      lead(d, 'british', 'Virginia');
      put(d, 'Virginia', { britishRegular: 1, tory: 1 });
      d.spaces.Virginia.support = 2; // nothing to shift
      put(d, 'Pennsylvania', { britishRegular: 1, tory: 1 });
      d.spaces.Pennsylvania.support = 2;
      d.spaces.Pennsylvania.propaganda = 1; // only a marker would go
      put(d, 'Massachusetts', { britishRegular: 1, tory: 1 });
      d.spaces.Massachusetts.raid = 1; // Neutral, Population 2: 1 marker, +4
      put(d, 'NewJersey', { britishRegular: 1, tory: 1 });
      d.spaces.NewJersey.support = 1; // Passive Support, Population 1: no marker, +1
      availableOnly(d, 'britishRegular', 0);
      availableOnly(d, 'tory', 0);
      availableOnly(d, 'britishFort', 0);
      recipe(d);
    });

  it('first the fewest Raid and Propaganda markers, never where only markers would be removed', () => {
    const run = runMuster(board(10, () => {}));
    expect(run.actions).toEqual([
      B({ type: 'selectSpace', space: 'NewJersey' }),
      B({ type: 'place', space: 'NewJersey', piece: 'tory', count: 0 }),
      B({ type: 'rewardLoyalty', space: 'NewJersey' }),
    ]);
    expect(texts(run.decisions[0])).toContain('Reward Loyalty: not in Pennsylvania: only Raid or Propaganda markers would be removed there');
    expect(run.state.spaces.NewJersey.support).toBe(2);
    expect(run.state.spaces.Massachusetts.raid).toBe(1);
  });

  it('within that, the largest change in (Support − Opposition); the markers go first, then the shifts', () => {
    const run = runMuster(board(10, (d) => void (d.spaces.NewJersey.raid = 1)));
    expect(run.actions).toEqual([
      B({ type: 'selectSpace', space: 'Massachusetts' }),
      B({ type: 'place', space: 'Massachusetts', piece: 'tory', count: 0 }),
      B({ type: 'rewardLoyalty', space: 'Massachusetts' }),
      B({ type: 'rewardLoyalty', space: 'Massachusetts' }),
      B({ type: 'rewardLoyalty', space: 'Massachusetts' }),
    ]);
    expect(run.state.spaces.Massachusetts).toMatchObject({ raid: 0, support: 2 });
    expect(run.state.resources.british).toBe(10 - 1 - 3);
  });

  it('with the Resources left: where they would buy only a marker, nothing; both kinds of marker, Propaganda named first', () => {
    // 2 Resources: 1 for the space, 1 left: in Massachusetts it would only remove the Raid marker.
    const run = runMuster(board(2, () => {}));
    expect(run.actions.map((a) => a.space)).toEqual(['NewJersey', 'NewJersey', 'NewJersey']);
    const both = runMuster(
      board(10, (d) => {
        d.spaces.NewJersey.raid = 1;
        d.spaces.NewJersey.propaganda = 1;
        d.spaces.Massachusetts.propaganda = 1;
      }),
    );
    // Massachusetts has 2 markers as New Jersey; +4 beats +1.
    expect(both.actions.slice(2)).toEqual([
      B({ type: 'rewardLoyalty', space: 'Massachusetts', option: 'propaganda' }),
      B({ type: 'rewardLoyalty', space: 'Massachusetts' }),
      B({ type: 'rewardLoyalty', space: 'Massachusetts' }),
      B({ type: 'rewardLoyalty', space: 'Massachusetts' }),
    ]);
  });

  it('a City at Active Opposition, where no Tory may be placed, is selected as the Regulars space with none placed (3.2.1)', () => {
    const s = muster(10, (d) => {
      lead(d, 'british', 'Boston');
      put(d, 'Boston', { britishRegular: 3, tory: 1 });
      d.spaces.Boston.support = -2;
      availableOnly(d, 'britishRegular', 0);
      availableOnly(d, 'tory', 0);
      availableOnly(d, 'britishFort', 0);
    });
    const run = runMuster(s);
    expect(run.actions).toEqual([
      B({ type: 'selectSpace', space: 'Boston', piece: 'britishRegular' }),
      B({ type: 'place', space: 'Boston', piece: 'britishRegular', count: 0 }),
      ...[1, 2, 3, 4].map(() => B({ type: 'rewardLoyalty', space: 'Boston' })),
    ]);
    expect(run.state.spaces.Boston.support).toBe(2);
  });
});

describe('B8 Muster: possible? (8.4.2 IF NONE, 8.1 Paying Resource Costs)', () => {
  const possible = (state: GameState, book: RollBook = {}, mode: CommandMode = FULL) => {
    const flow = turnFlow(state, book);
    return { yes: MUSTER.possible(flow, mode), trace: describeTrace(flow.ctx.trace) };
  };
  const base = (resources: number, recipe: (d: Draft<GameState>) => void = () => {}) =>
    position({ game: { nonPlayers: ['british'] }, resources: { british: resources } }, (d) => {
      lead(d, 'british', 'Virginia');
      put(d, 'Virginia', { britishRegular: 1, tory: 1 });
      recipe(d);
    });

  it('needs a Resource for the first space unless free', () => {
    expect(possible(base(0))).toEqual({ yes: false, trace: ['B8 Muster: IF NONE: too few Resources to select a Muster space (8.1)'] });
    expect(possible(base(0), {}, { limited: true, free: true, specialActivity: false }).yes).toBe(true);
  });

  it('Regulars or Tories to place where the priorities allow', () => {
    expect(possible(base(1)).yes).toBe(true);
    // No Regulars: Tories only where a Tory priority selects them: Norfolk, next to Virginia's Regulars, gains Control.
    expect(possible(base(1, (d) => availableOnly(d, 'britishRegular', 0))).trace).toEqual(['B8 Muster: possible: Tories can be placed (e.g. in Norfolk) (8.4.2)']);
    // Norfolk (a City) with a Regular and a Tory at Active Support, its neighbours at Active Opposition: Tories
    // could legally go to Norfolk, but no Tory priority selects it (no Control change, not a Colony); nothing else to do.
    const none = position({ game: { nonPlayers: ['british'] }, resources: { british: 5 } }, (d) => {
      allAt(d, -2);
      d.spaces.Norfolk.support = 2;
      lead(d, 'british', 'Norfolk');
      put(d, 'Norfolk', { britishRegular: 1, tory: 1 });
      availableOnly(d, 'britishRegular', 0);
    });
    expect(possible(none).yes).toBe(false);
  });

  it('only the closing step: a Fort always; Reward Loyalty alone as the 1D3 says (forced both ways); nothing: IF NONE', () => {
    const onlyRl = (recipe: (d: Draft<GameState>) => void = () => {}) =>
      base(5, (d) => {
        availableOnly(d, 'britishRegular', 0);
        availableOnly(d, 'tory', 0);
        put(d, 'Virginia', { tory: 4 }); // 6 British cubes, no Fort
        d.spaces.Pennsylvania.support = -1; // Opposition 2
        recipe(d);
      });
    // Virginia, a Colony with 6 British cubes and no Fort: a Fort is possible whatever the roll.
    expect(possible(onlyRl()).trace).toEqual(['B8 Muster: possible: a Fort can be built (e.g. in Virginia) (8.4.2)']);
    // In a City (no Fort by the flowchart), only Reward Loyalty: the 1D3 decides.
    const city = (recipe: (d: Draft<GameState>) => void = () => {}) =>
      position({ game: { nonPlayers: ['british'] }, resources: { british: 5 } }, (d) => {
        lead(d, 'british', 'Norfolk');
        put(d, 'Norfolk', { britishRegular: 1, tory: 1 });
        d.spaces.Pennsylvania.support = -1; // Opposition 2, Support 0
        availableOnly(d, 'britishRegular', 0);
        availableOnly(d, 'tory', 0);
        recipe(d);
      });
    const yes = possible(city(), { [MUSTER_PURPOSES.oppositionRoll]: [1] });
    expect(yes.yes).toBe(true);
    expect(yes.trace).toContain('B8 Muster: possible: Opposition 2 > Support 0 + 1, Reward Loyalty (e.g. in Norfolk) (8.4.2)');
    const no = possible(city(), { [MUSTER_PURPOSES.oppositionRoll]: [2] });
    expect(no.yes).toBe(false);
    expect(no.trace).toContain('B8 Muster: IF NONE: only Reward Loyalty could be done, but Opposition 2 ≤ Support 0 + 2, and no Fort is possible (8.4.2)');
    // No British Fort Available: Reward Loyalty without a roll.
    expect(possible(city((d) => availableOnly(d, 'britishFort', 0))).yes).toBe(true);
    // Norfolk at Active Support: nothing to do.
    expect(possible(city((d) => void (d.spaces.Norfolk.support = 2)))).toEqual({
      yes: false,
      trace: ['B8 Muster: IF NONE: no Regulars or Tories to place where the priorities allow, no Fort and no Reward Loyalty possible (8.4.2)'],
    });
  });
});

describe('B8 Muster: Limited, and the Special Activity after it (8.1, 8.4.2)', () => {
  it('a Limited Muster granted by an Event: one space, its Regulars and Tories, the closing step there, no Special Activity', () => {
    // 8.1: a free LimCom from an Event is executed in one space, with no Special Activity.
    const s = grantedLimitedMuster(
      position({ game: { nonPlayers: ['british'] }, resources: { british: 3 } }, (d) => {
        allAt(d, 2);
        d.spaces.Boston.support = 0;
        put(d, 'NewYorkCity', { britishRegular: 2, continental: 1 });
        lead(d, 'british', 'NewYorkCity');
        availableOnly(d, 'britishRegular', 3);
        availableOnly(d, 'britishFort', 0);
      }),
    );
    const run = runBritish(s);
    expect(run.actions).toEqual([
      B({ type: 'selectSpace', space: 'Boston', piece: 'britishRegular' }),
      B({ type: 'place', space: 'Boston', piece: 'britishRegular', count: 3 }),
      B({ type: 'place', space: 'Boston', piece: 'tory', count: 2 }),
      B({ type: 'rewardLoyalty', space: 'Boston' }),
      B({ type: 'rewardLoyalty', space: 'Boston' }),
    ]);
    expect(piecesIn(run.state, 'NewYorkCity')).toEqual({ britishRegular: 2, continental: 1 });
    expect(run.state.resources.british).toBe(1); // Reward Loyalty is paid even in a free Muster (3.2.1)
    expect(run.state.spaces.Boston.support).toBe(2);
  });

  it('no Skirmish possible outside the Muster spaces: Naval Pressure (FNI 0: +1D3 Resources)', () => {
    // 8.4.2 last bullet, B11 → B7.
    const s = muster(5, (d) => {
      put(d, 'Virginia', { britishRegular: 4, tory: 2, militiaActive: 1 });
      d.spaces.Pennsylvania.support = -1;
      lead(d, 'british', 'Virginia');
      availableOnly(d, 'britishRegular', 0);
      availableOnly(d, 'tory', 0);
    });
    const run = runBritish(s, { [MUSTER_PURPOSES.oppositionRoll]: [2] });
    expect(run.actions.slice(-1)).toEqual([B({ type: 'specialActivity', activity: 'navalPressure' })]);
    expect(texts(run.decisions[run.decisions.length - 1])).toEqual([
      'B8 Muster: the Muster was executed in Virginia: Skirmish, else Naval Pressure',
      'B11 Skirmish: not possible: no space outside Virginia with British Regulars and Rebellion pieces to remove',
      'B7 Naval Pressure: FNI 0: Naval Pressure adds 1D3 British Resources',
    ]);
  });
});

describe('B8 Muster in a British Brilliant Stroke (8.3.7)', () => {
  it('a Limited Muster that must involve the Leader is in his space, though the priorities would choose elsewhere', () => {
    // 8.3.7: the Limited Command must be able to involve the Leader (1.10): Howe stands in Boston (Active
    // Support); New York City (Neutral) would otherwise take the Regulars (8.4.2).
    const s0 = atCardStart(
      { game: { nonPlayers: ['british'] }, treaty: true, resources: { british: 5 }, pieces: { Boston: { britishRegular: 3 } } },
      (d) => {
        allAt(d, 2);
        d.spaces.NewYorkCity.support = 0;
        lead(d, 'Howe', 'Boston');
        d.eligible.patriots = false;
        availableOnly(d, 'britishFort', 0);
      },
    );
    const s = play(s0, stroke('british'), B({ type: 'command', command: 'muster' }));
    const run = runMuster(s);
    expect(run.actions).toEqual([
      B({ type: 'selectSpace', space: 'Boston', piece: 'britishRegular' }),
      B({ type: 'place', space: 'Boston', piece: 'britishRegular', count: 6 }),
      B({ type: 'place', space: 'Boston', piece: 'tory', count: 2 }),
    ]);
    expect(texts(run.decisions[0])[0]).toBe('B8 Muster: Brilliant Stroke: the Limited Muster must involve the Leader, in Boston');
  });
});

describe('B8 Muster chosen with no instruction to execute (8.4.2 IF NONE, 8.3.8)', () => {
  it('the first decision is an equal-chance choice among the legal ones, and the trace says why', () => {
    // Norfolk may take Tories by 3.2.1, but no Tory priority selects it (a City at Active Support with
    // Regulars and Tories), and nothing else is possible: the flowchart would not Muster (possible() is false).
    const base = position({ game: { nonPlayers: ['british'] }, resources: { british: 5 } }, (d) => {
      allAt(d, -2);
      d.spaces.Norfolk.support = 2;
      lead(d, 'british', 'Norfolk');
      put(d, 'Norfolk', { britishRegular: 1, tory: 1 });
      availableOnly(d, 'britishRegular', 0);
    });
    expect(MUSTER.possible(turnFlow(base), FULL)).toBe(false);
    const s = choose(base, 'muster');
    const legal = legalActions(s);
    const d = policy.choose(s, { [`britishMuster at step ${s.steps}: equal choice (8.3.8)`]: [1] });
    expect(d.action).toEqual(legal[0]);
    expect(texts(d)).toContain(
      `Other choice: the Muster was chosen, but the flowchart finds no Muster instruction to execute (8.4.2 IF NONE): ${describeAction(legal[0])} by an equal-chance roll`,
    );
  });
});
