// P7 Rally (8.5.2) of the Non-Player Patriots: the bullets in order, Persuasion when Patriot Resources
// reach 0, the Special Activity after it, the free one-space Rally after Win the Day (3.6.8, 8.5.1).
import { produce, type Draft } from 'immer';
import { describe, expect, it } from 'vitest';
import type { Action } from '../../../src/core/action';
import type { GameState } from '../../../src/core/state';
import { legalActions, pending, settle } from '../../../src/game/machine';
import { COMMANDS } from '../../../src/game/definition';
import { startCommand as hostStart } from '../../../src/flow/host';
import { loadGame, serialize } from '../../../src/game/persistence';
import { pushGrant } from '../../../src/flow/grant';
import { FREE_RALLY_MODE } from '../../../src/rules/battle/winTheDay';
import { patriotPolicy } from '../../../src/bots/patriots/index';
import { RALLY, fortUnits, rallyWouldPlaceFort, winTheDayRally } from '../../../src/bots/patriots/rally';
import { beginDecision, describeTrace, isTraceRoll, type Decision, type TraceNode } from '../../../src/bots/policy';
import type { RollBook } from '../../../src/bots/rolls';
import type { Flow } from '../../../src/bots/flowchart';
import { chooseCounting, expectPlannedAgainWithout } from '../planReuse';
import { FULL, as, lead, piecesIn, play, position, put } from '../../../src/testing/kit';
import { arrange, onTurn } from '../../../src/testing/builders';
import type { CommandMode } from '../../../src/flow/contracts';
import { atCardStart, stroke } from '../../rules/brilliantStrokes/helpers';

const policy = patriotPolicy();
const { choose } = as('patriots');
const P = (a: Omit<Action, 'faction'>): Action => ({ faction: 'patriots', ...a }) as Action;
const nodes = (d: Decision): TraceNode[] => d.trace.filter((s): s is TraceNode => !isTraceRoll(s));
const texts = (d: Decision): string[] => nodes(d).map((n) => `${n.node}: ${n.text}`);

/**
 * Exactly `n` pieces of a Patriot type Available; the others out of the way (Patriot pieces are never
 * Unavailable, 1.3.9): Continentals to the Casualties box; Militia Underground in Florida, with two
 * Patriot Forts there so that no Rally acts there (no room for a Fort, no Militia placed in a Reserve);
 * Forts two by two in Quebec and the Northwest.
 */
function availableOnly(d: Draft<GameState>, type: 'continental' | 'militia' | 'patriotFort', n: number): void {
  const extra = d.available[type] - n;
  if (type === 'continental') {
    d.casualties.continental += extra;
    d.available.continental = n;
  } else if (type === 'militia') {
    if (d.spaces.Florida.pieces.patriotFort === 0) put(d, 'Florida', { patriotFort: 2 });
    put(d, 'Florida', { militiaUnderground: extra });
  } else for (let left = extra, i = 0; left > 0; i++, left -= 2) put(d, (['Quebec', 'Northwest', 'Southwest'] as const)[i], { patriotFort: Math.min(2, left) });
}

/** A position for the Non-Player Patriots (1775, the map cleared; Washington Available unless the recipe places him). */
function board(resources: number, recipe: (d: Draft<GameState>) => void): GameState {
  return position({ game: { nonPlayers: ['patriots'] }, resources: { patriots: resources } }, recipe);
}

/** The Patriots on turn, in a Rally (full; or in `mode`, granted off the card): its first decision pending. */
function rally(resources: number, recipe: (d: Draft<GameState>) => void, mode?: CommandMode): GameState {
  if (mode) return granted(board(resources, recipe), mode);
  return choose(board(resources, recipe), 'rally');
}

/** The Patriots in a Rally in `mode` off the card (a grant's host, 3.1.2): its first decision pending. */
function granted(state: GameState, mode: CommandMode): GameState {
  return produce(onTurn(state, 'patriots'), (d) => {
    d.stack.pop();
    hostStart(d, COMMANDS.find((c) => c.faction === 'patriots' && c.id === 'rally')!, mode, { onCard: false });
    settle(d);
  });
}

/** The policy's decisions while the Rally (and the Leader's placement inside it) is pending, applied in order. */
function runRally(state: GameState, book: RollBook | 'derived' = {}): { state: GameState; actions: Action[]; decisions: Decision[] } {
  const actions: Action[] = [];
  const decisions: Decision[] = [];
  let s = state;
  for (let p = pending(s); p?.faction === 'patriots' && (p.kind === 'patriotsRally' || p.kind === 'patriotsLeader'); p = pending(s)) {
    const d = policy.choose(s, book === 'derived' ? undefined : book);
    decisions.push(d);
    actions.push(d.action);
    s = play(s, d.action);
  }
  return { state: s, actions, decisions };
}

/** A flow at the Patriot turn's decision, for `possible`. */
function turnFlow(state: GameState, book: RollBook = {}): Flow {
  const s = onTurn(state, 'patriots');
  return { ctx: beginDecision(s, 'patriots', book), state: s, faction: 'patriots', kind: pending(s)!.kind, legal: legalActions(s), rolls: book };
}

describe("P9's question: would a Rally place a Fort? (8.5.2)", () => {
  it('is yes where 4+ Patriot units stand with room, outside Active Support, a Fort Available', () => {
    // 8.5.2 "Rally would place a Patriot Fort"; first bullet: 4+ Patriot units and room.
    expect(rallyWouldPlaceFort(board(3, (d) => put(d, 'Virginia', { militiaUnderground: 2, militiaActive: 1, continental: 1 })))).toBe(true);
    expect(rallyWouldPlaceFort(board(3, (d) => put(d, 'Virginia', { militiaUnderground: 3 })))).toBe(false);
    // Active Support: no Rally there (3.3.1).
    expect(rallyWouldPlaceFort(board(3, (d) => { put(d, 'Virginia', { militiaUnderground: 4 }); d.spaces.Virginia.support = 2; }))).toBe(false);
    // No room: two Forts already (1.4.2).
    expect(rallyWouldPlaceFort(board(3, (d) => put(d, 'Virginia', { militiaUnderground: 4, patriotFort: 1, britishFort: 1 })))).toBe(false);
    // None Available: a Non-Player takes none from the map (8.1).
    expect(rallyWouldPlaceFort(board(3, (d) => { put(d, 'Virginia', { militiaUnderground: 4 }); availableOnly(d, 'patriotFort', 0); }))).toBe(false);
  });
});

describe('P7 Rally, first bullet: Forts (8.5.2)', () => {
  it('places a Fort in each space with 4+ Patriot units and room, Cities first, then the highest Population', () => {
    // 8.5.2: "Place a Fort in each space with 4+ Patriot units and room, first Cities, within that first in the
    // spaces with highest Population." New York City (City, Pop 2), Boston (City, Pop 1), Virginia (Colony, Pop 2), Georgia (Colony, Pop 1).
    const s = rally(9, (d) => {
      lead(d, 'patriots', 'Georgia');
      put(d, 'Georgia', { militiaUnderground: 4 });
      put(d, 'Virginia', { militiaUnderground: 5 });
      put(d, 'Boston', { militiaUnderground: 2, continental: 2 });
      put(d, 'NewYorkCity', { militiaUnderground: 2, militiaActive: 1, continental: 1 });
      put(d, 'NorthCarolina', { militiaUnderground: 1 });
      availableOnly(d, 'militia', 0);
      availableOnly(d, 'continental', 0);
    });
    const { actions, decisions, state } = runRally(s);
    expect(actions).toEqual([
      P({ type: 'selectSpace', space: 'NewYorkCity' }),
      P({ type: 'place', space: 'NewYorkCity', piece: 'patriotFort' }),
      // 8.1.2: Continentals first, then Active before Underground Militia; in the engine's order.
      P({ type: 'remove', space: 'NewYorkCity', piece: 'continental', count: 1 }),
      P({ type: 'remove', space: 'NewYorkCity', piece: 'militiaActive', count: 1 }),
      P({ type: 'selectSpace', space: 'Boston' }),
      P({ type: 'place', space: 'Boston', piece: 'patriotFort' }),
      P({ type: 'remove', space: 'Boston', piece: 'continental', count: 2 }),
      P({ type: 'selectSpace', space: 'Virginia' }),
      P({ type: 'place', space: 'Virginia', piece: 'patriotFort' }),
      // Third bullet: the Continentals the Forts freed replace all Militia but one Underground where most Militia are.
      P({ type: 'replace', space: 'Virginia', piece: 'militiaUnderground', count: 2 }),
      P({ type: 'selectSpace', space: 'Georgia' }),
      P({ type: 'place', space: 'Georgia', piece: 'patriotFort' }),
      P({ type: 'done' }),
    ]);
    expect(texts(decisions[0])).toContain('P7 Rally: select New York City');
    expect(piecesIn(state, 'NewYorkCity')).toEqual({ patriotFort: 1, militiaUnderground: 2 });
    expect(piecesIn(state, 'Georgia')).toEqual({ patriotFort: 1, militiaUnderground: 2 });
    expect(piecesIn(state, 'Virginia')).toEqual({ patriotFort: 1, militiaUnderground: 1, continental: 2 });
    expect(piecesIn(state, 'Boston')).toEqual({ patriotFort: 1, militiaUnderground: 2 });
    expect(piecesIn(state, 'NorthCarolina')).toEqual({ militiaUnderground: 1 });
    expect(state.resources.patriots).toBe(5);
  });

  it('replaces the two units per 8.1.2: Continentals first, then Active Militia, then Underground', () => {
    const units = (p: Parameters<typeof put>[2]) => fortUnits(board(1, (d) => put(d, 'Virginia', p)), 'Virginia');
    expect(units({ continental: 3, militiaActive: 2 })).toEqual({ continental: 2, militiaActive: 0, militiaUnderground: 0 });
    expect(units({ continental: 1, militiaActive: 2, militiaUnderground: 2 })).toEqual({ continental: 1, militiaActive: 1, militiaUnderground: 0 });
    expect(units({ militiaActive: 1, militiaUnderground: 4 })).toEqual({ continental: 0, militiaActive: 1, militiaUnderground: 1 });
  });
});

/**
 * Two Royalist cubes in every City and Colony but `except` (British Control that one Militia cannot
 * change, 1.7) at Active Opposition, so that no Militia go there by the fifth bullet: only the spaces a
 * test sets up take Militia.
 */
function royalistElsewhere(d: Draft<GameState>, ...except: string[]): void {
  const spaces = ['QuebecCity', 'Boston', 'NewYorkCity', 'Philadelphia', 'Norfolk', 'CharlesTown', 'Savannah', 'NewHampshire', 'Massachusetts',
    'ConnecticutRhodeIsland', 'NewYork', 'NewJersey', 'Pennsylvania', 'MarylandDelaware', 'Virginia', 'NorthCarolina', 'SouthCarolina', 'Georgia'] as const;
  let tories = d.available.tory + d.unavailable.tory;
  for (const s of spaces) {
    if (except.includes(s)) continue;
    d.spaces[s].support = -2;
    if (tories >= 2) {
      put(d, s, { tory: 2 });
      tories -= 2;
    } else put(d, s, { britishRegular: 2 });
  }
}

describe('P7 Rally, second and third bullets: Militia at Forts, Continentals (8.5.2)', () => {
  it('places Militia at each Fort with no other Rebellion piece, then (Continentals Available) at the Fort with most Militia, then replaces all but one Underground there', () => {
    // 8.5.2: "place Militia, first at each Patriot Fort with no other Rebellion pieces, then if any Continentals are
    // Available at the Fort with the largest number of Militia already"; "In the Patriot Fort space with most Militia of
    // those already selected for Rally, replace all Militia except one Underground with Continentals."
    const s = rally(9, (d) => {
      royalistElsewhere(d, 'Massachusetts', 'Pennsylvania', 'Georgia');
      put(d, 'Massachusetts', { patriotFort: 1 }); // alone: Forts + Population = 3 Militia
      put(d, 'Pennsylvania', { patriotFort: 1, militiaUnderground: 2, militiaActive: 1 }); // most Militia: 3 more
      put(d, 'Georgia', { patriotFort: 1, militiaUnderground: 1, continental: 1 });
      d.spaces.Georgia.support = -2; // no Militia by the fifth bullet
      lead(d, 'patriots', 'Georgia');
      availableOnly(d, 'patriotFort', 0);
      availableOnly(d, 'continental', 5);
    });
    const { actions, decisions, state } = runRally(s);
    expect(actions).toEqual([
      P({ type: 'selectSpace', space: 'Massachusetts' }),
      P({ type: 'place', space: 'Massachusetts', piece: 'militia', count: 3 }),
      P({ type: 'selectSpace', space: 'Pennsylvania' }),
      P({ type: 'place', space: 'Pennsylvania', piece: 'militia', count: 3 }),
      // 5 of the 6 Militia, the Active one among them; 1 Underground stays. The engine takes Underground first.
      P({ type: 'replace', space: 'Pennsylvania', piece: 'militiaUnderground', count: 4 }),
      P({ type: 'replace', space: 'Pennsylvania', piece: 'militiaActive', count: 1 }),
      P({ type: 'done' }),
    ]);
    expect(texts(decisions[0])).toContain('P7 Rally: select Massachusetts');
    expect(piecesIn(state, 'Massachusetts')).toEqual({ patriotFort: 1, militiaUnderground: 3 });
    expect(piecesIn(state, 'Pennsylvania')).toEqual({ patriotFort: 1, militiaUnderground: 1, continental: 5 });
    expect(piecesIn(state, 'Georgia')).toEqual({ patriotFort: 1, militiaUnderground: 1, continental: 1 });
    expect(state.available.continental).toBe(0);
    expect(state.resources.patriots).toBe(7);
  });

  it('without Continentals Available, no Militia go to the Fort with most Militia and none are replaced', () => {
    // 8.5.2: "then if any Continentals are Available at the Fort with the largest number of Militia".
    const s = rally(9, (d) => {
      royalistElsewhere(d, 'Massachusetts', 'Pennsylvania');
      put(d, 'Massachusetts', { patriotFort: 1 });
      put(d, 'Pennsylvania', { patriotFort: 1, militiaUnderground: 2, militiaActive: 1 });
      d.spaces.Pennsylvania.support = -2; // no Militia by the fifth bullet
      lead(d, 'patriots', 'Pennsylvania');
      availableOnly(d, 'continental', 0);
    });
    const { actions } = runRally(s);
    expect(actions).toEqual([
      P({ type: 'selectSpace', space: 'Massachusetts' }),
      P({ type: 'place', space: 'Massachusetts', piece: 'militia', count: 3 }),
      // Pennsylvania, a Fort space not selected, gathers: flip its Active Militia Underground (last bullet).
      P({ type: 'selectSpace', space: 'Pennsylvania' }),
      P({ type: 'flip', space: 'Pennsylvania' }),
      P({ type: 'done' }),
    ]);
  });
});

describe('P7 Rally, fourth and fifth bullets: Militia (8.5.2)', () => {
  it('with a Patriot Fort Available, places Militia where most Patriot units stand without a Fort', () => {
    // 8.5.2: "if any Patriot Fort is Available, place Militia in the space with most Patriot units already, but no Patriot Fort".
    const s = rally(9, (d) => {
      royalistElsewhere(d, 'NewJersey', 'Virginia');
      put(d, 'NewJersey', { militiaUnderground: 2, tory: 1 });
      put(d, 'Virginia', { militiaUnderground: 3, britishRegular: 3 });
      lead(d, 'patriots', 'Virginia');
      availableOnly(d, 'militia', 1);
    });
    const { actions, decisions } = runRally(s);
    expect(actions).toEqual([P({ type: 'selectSpace', space: 'Virginia' }), P({ type: 'place', space: 'Virginia', piece: 'militia', count: 1 }), P({ type: 'done' })]);
    expect(texts(decisions[0])).toContain('P7 Rally: select Virginia');
  });

  it('places Militia first to change Control, then where not at Active Opposition; within each Cities first, then highest Population', () => {
    // 8.5.2: "Then place Militia, first to change Control, then in spaces not at Active Opposition, within each first
    // in Cities, within that first in the highest Population."
    const s = rally(9, (d) => {
      royalistElsewhere(d, 'Boston', 'Massachusetts', 'NorthCarolina');
      // Boston (City, Population 1) and Massachusetts (Colony, 2) change Control with one Militia; New York City (City, 2)
      // and Virginia (Colony, 2) do not; North Carolina is at Active Opposition and does not either.
      put(d, 'NorthCarolina', { militiaUnderground: 1 });
      d.spaces.NorthCarolina.support = -2;
      d.spaces.NewYorkCity.support = 0;
      lead(d, 'patriots', 'NorthCarolina');
      availableOnly(d, 'militia', 3);
      availableOnly(d, 'patriotFort', 0);
    });
    const { actions, state } = runRally(s);
    expect(actions).toEqual([
      P({ type: 'selectSpace', space: 'Boston' }),
      P({ type: 'place', space: 'Boston', piece: 'militia', count: 1 }),
      P({ type: 'selectSpace', space: 'Massachusetts' }),
      P({ type: 'place', space: 'Massachusetts', piece: 'militia', count: 1 }),
      P({ type: 'selectSpace', space: 'NewYorkCity' }),
      P({ type: 'place', space: 'NewYorkCity', piece: 'militia', count: 1 }),
      P({ type: 'done' }),
    ]);
    expect(state.spaces.Boston.control).toBe('rebellion');
    expect(state.spaces.Massachusetts.control).toBe('rebellion');
    expect(state.spaces.NewYorkCity.control).toBe('british');
  });

  it('selects at most four spaces', () => {
    // P7 "Max 4".
    const s = rally(9, (d) => {
      royalistElsewhere(d, 'NewYorkCity', 'Boston', 'Massachusetts', 'NewHampshire');
      // Virginia (Colony, Population 2) keeps British Control with a Militia, but is not at Active Opposition.
      d.spaces.Virginia.support = 0;
      lead(d, 'patriots', 'Boston');
      put(d, 'Boston', { militiaUnderground: 1, tory: 1 }); // 2 v 1 with one more: Control changes
      availableOnly(d, 'patriotFort', 0);
    });
    const { actions, state } = runRally(s);
    const selected = actions.filter((a) => a.type === 'selectSpace').map((a) => a.space);
    // Control changes: New York City, Boston (Cities, Population 2, 1), Massachusetts, New Hampshire (Colonies, 2, 1); Virginia would be fifth.
    expect(selected).toEqual(['NewYorkCity', 'Boston', 'Massachusetts', 'NewHampshire']);
    expect(state.resources.patriots).toBe(5);
  });
});

describe('P7 Rally, last bullet: gather at a Fort (8.5.2)', () => {
  it('moves in every adjacent Active Militia that leaves its space without changing its Control, then flips all Militia there', () => {
    // 8.5.2: "in one Fort space not already selected above, move in all Active Militia from adjacent spaces that can
    // be moved without changing Control of their origin spaces, then flip all Militia at the Fort Underground."
    const s = rally(9, (d) => {
      royalistElsewhere(d, 'Pennsylvania', 'NewJersey', 'NewYork', 'MarylandDelaware', 'Philadelphia', 'Georgia');
      put(d, 'Pennsylvania', { patriotFort: 1, militiaActive: 1 });
      put(d, 'NewJersey', { militiaActive: 3, tory: 1 }); // 1 may leave (3 v 1 → 2 v 1)
      put(d, 'NewYork', { militiaActive: 2 }); // 1 may leave
      put(d, 'MarylandDelaware', { militiaActive: 2, militiaUnderground: 1 }); // both Active may leave
      put(d, 'Georgia', { patriotFort: 1, militiaActive: 2 }); // fewer would end Underground there (2)
      lead(d, 'patriots', 'Georgia');
      availableOnly(d, 'militia', 0);
      availableOnly(d, 'continental', 0);
    });
    const { actions, decisions, state } = runRally(s);
    expect(actions).toEqual([
      P({ type: 'selectSpace', space: 'Pennsylvania' }),
      P({ type: 'move', from: 'NewYork', to: 'Pennsylvania', piece: 'militiaActive', count: 1 }),
      P({ type: 'move', from: 'NewJersey', to: 'Pennsylvania', piece: 'militiaActive', count: 1 }),
      P({ type: 'move', from: 'MarylandDelaware', to: 'Pennsylvania', piece: 'militiaActive', count: 2 }),
      P({ type: 'flip', space: 'Pennsylvania' }),
      P({ type: 'done' }),
    ]);
    expect(texts(decisions[0])).toContain('P7 Rally: select Pennsylvania');
    expect(piecesIn(state, 'Pennsylvania')).toEqual({ patriotFort: 1, militiaUnderground: 5 });
    expect(state.spaces.NewJersey.control).toBe('rebellion');
    expect(state.spaces.NewYork.control).toBe('rebellion');
    expect(state.spaces.MarylandDelaware.control).toBe('rebellion');
    expect(piecesIn(state, 'Georgia')).toEqual({ patriotFort: 1, militiaActive: 2 });
  });
});

/** The policy's decisions while the Patriots decide (the Rally, its Special Activity, the host), applied in order. */
function runPatriots(state: GameState, book: RollBook = {}): { state: GameState; actions: Action[]; decisions: Decision[] } {
  const actions: Action[] = [];
  const decisions: Decision[] = [];
  let s = state;
  for (let p = pending(s); p?.faction === 'patriots' && p.kind !== 'eligibleOptions'; p = pending(s)) {
    const d = policy.choose(s, book);
    decisions.push(d);
    actions.push(d.action);
    s = play(s, d.action);
  }
  return { state: s, actions, decisions };
}

describe('P7 Rally: Persuasion when Patriot Resources reach 0 (8.5.2, first bullet)', () => {
  it('executes Persuasion at once, then goes on with the Rally it pays for; no Special Activity after', () => {
    // 8.5.2: "If Patriot Resources reach 0 during the Rally, the Patriots immediately execute a Persuasion Special
    // Activity (8.5.1) before continuing the Rally Command." Then "if no Persuasion was used during the Rally", Partisans…
    const s = rally(1, (d) => {
      royalistElsewhere(d, 'Boston', 'Massachusetts', 'NewYork');
      put(d, 'NewYork', { militiaUnderground: 2 }); // Rebellion Control, Underground Militia: Persuasion there
      d.spaces.NewYork.support = -2;
      lead(d, 'patriots', 'NewYork');
      availableOnly(d, 'patriotFort', 0);
    });
    const { actions, decisions, state } = runPatriots(s);
    expect(actions).toEqual([
      P({ type: 'selectSpace', space: 'Boston' }),
      P({ type: 'place', space: 'Boston', piece: 'militia', count: 1 }),
      P({ type: 'specialActivity', activity: 'persuasion' }),
      // Persuasion (pmar's P13) in Boston and New York, the only Colonies or Cities with Rebellion Control and an Underground Militia.
      P({ type: 'selectSpace', space: 'Boston' }),
      P({ type: 'selectSpace', space: 'NewYork' }),
      P({ type: 'selectSpace', space: 'Massachusetts' }),
      P({ type: 'place', space: 'Massachusetts', piece: 'militia', count: 1 }),
      P({ type: 'done' }),
    ]);
    // One Militia Activated in each Persuasion space, +1 Resource and a Propaganda marker each (4.3.1).
    expect(state.spaces.Boston.propaganda).toBe(1);
    expect(state.spaces.NewYork.propaganda).toBe(1);
    expect(texts(decisions[2])).toContain('P7 Rally: Patriot Resources reached 0: Persuasion now, before the Command goes on');
    expect(piecesIn(state, 'Boston')).toEqual({ militiaActive: 1 });
    expect(piecesIn(state, 'NewYork')).toEqual({ militiaUnderground: 1, militiaActive: 1 });
    expect(piecesIn(state, 'Massachusetts')).toEqual({ militiaUnderground: 1 });
    expect(state.resources.patriots).toBe(1);
    // The Rally is over and Persuasion was its Special Activity: the Patriots have nothing more to decide.
    expect(pending(state)?.faction).not.toBe('patriots');
  });
});

describe('P7 Rally: Resources, Limited Rally, the Special Activity after it (8.5.2, 8.1, 8.5.1)', () => {
  it('stops selecting when Resources run out and no Persuasion is possible', () => {
    // 8.1 Paying Resource Costs; Persuasion needs Rebellion Control and an Underground Militia in a Colony or City (4.3.1).
    const s = rally(1, (d) => {
      royalistElsewhere(d, 'Boston', 'Massachusetts');
      put(d, 'Boston', { tory: 1 }); // one Militia makes it 1 v 1: no Control, so no Persuasion there afterwards
      lead(d, 'patriots', 'Florida');
      availableOnly(d, 'militia', 14);
      availableOnly(d, 'patriotFort', 0);
    });
    const { actions, decisions, state } = runPatriots(s);
    expect(actions).toEqual([
      P({ type: 'selectSpace', space: 'Boston' }),
      P({ type: 'place', space: 'Boston', piece: 'militia', count: 1 }),
      P({ type: 'done' }),
      // After the Rally: Partisans and Skirmish become Persuasion at 0 Resources, which is not possible (8.5.1).
      P({ type: 'done' }),
    ]);
    expect(texts(decisions[2])).toContain('P7 Rally: Patriot Resources reached 0, and no Persuasion is possible');
    expect(texts(decisions[2])).toContain('P7 Rally: no Resources left for Massachusetts: done');
    expect(state.resources.patriots).toBe(0);
    expect(piecesIn(state, 'Massachusetts')).toEqual({});
  });

  it('a Limited Rally selects one space, the first of the plan, and takes no Special Activity', () => {
    // 2.3.5: a Limited Command in one space, without a Special Activity.
    const s = rally(5, (d) => {
      royalistElsewhere(d, 'Boston', 'Massachusetts', 'Virginia');
      put(d, 'Virginia', { militiaUnderground: 1, britishRegular: 1 }); // Partisans would be possible after a full Rally
      lead(d, 'patriots', 'Virginia');
      availableOnly(d, 'patriotFort', 0);
    }, { limited: true, free: false, specialActivity: false });
    const { actions, state } = runPatriots(s);
    expect(actions).toEqual([P({ type: 'selectSpace', space: 'Boston' }), P({ type: 'place', space: 'Boston', piece: 'militia', count: 1 }), P({ type: 'done' })]);
    expect(state.resources.patriots).toBe(4);
    expect(pending(state)?.faction).not.toBe('patriots');
  });

  it('after a full Rally without Persuasion: Partisans, else Skirmish, else Persuasion', () => {
    // 8.5.2: "Then, if no Persuasion was used during the Rally, the Patriots execute a Partisans Special Activity per 8.5.1…"
    const s = rally(5, (d) => {
      royalistElsewhere(d, 'Boston', 'Virginia');
      put(d, 'Virginia', { militiaUnderground: 1, britishRegular: 3 }); // one more Militia changes no Control
      d.spaces.Virginia.support = -2;
      lead(d, 'patriots', 'Virginia');
      availableOnly(d, 'patriotFort', 0);
    });
    const { actions } = runRally(s);
    expect(actions).toEqual([P({ type: 'selectSpace', space: 'Boston' }), P({ type: 'place', space: 'Boston', piece: 'militia', count: 1 }), P({ type: 'done' })]);
    const after = runRally(s).state;
    expect(pending(after)?.kind).toBe('commandHost');
    const d = policy.choose(after, {});
    expect(d.action).toEqual(P({ type: 'specialActivity', activity: 'partisans' }));
    expect(texts(d)).toContain('P7 Rally: no Persuasion was used during the Rally: Partisans, else Skirmish, else Persuasion');
  });
});

describe('P7 Rally: the free Rally in one space after Win the Day (3.6.8, 8.5.1)', () => {
  /** The Patriots offered Win the Day's free Rally (the engine's grant, as winTheDay.ts pushes it). */
  const winTheDay = (recipe: (d: Draft<GameState>) => void): GameState =>
    arrange(onTurn(board(0, recipe), 'patriots'), (d) => {
      d.stack.pop();
      pushGrant(d, { faction: 'patriots', commands: ['rally'], mode: FREE_RALLY_MODE, optional: true, reason: 'Win the Day', rule: '3.6.8' });
    });
  const grantFlow = (s: GameState): Flow => ({ ctx: beginDecision(s, 'patriots', {}), state: s, faction: 'patriots', kind: pending(s)!.kind, legal: legalActions(s), rolls: {} });

  it('takes the Rally and executes it in one space, the first the 8.5.2 bullets select, free', () => {
    // 8.5.1: "For each space where the Rebellion side Wins the Day (3.6.8), the Patriots execute a free Rally Command (8.5.2) in one space."
    const s = winTheDay((d) => {
      royalistElsewhere(d, 'Virginia', 'Boston');
      put(d, 'Virginia', { militiaUnderground: 3, militiaActive: 1 }); // a Fort: the first bullet
      lead(d, 'patriots', 'Virginia');
    });
    expect(pending(s)?.kind).toBe('grant');
    const flow = grantFlow(s);
    const take = winTheDayRally(flow)!;
    expect(take).toEqual(P({ type: 'command', command: 'rally' }));
    expect(describeTrace(flow.ctx.trace).filter((t) => t.startsWith('P7'))).toEqual([
      'P7 Rally: Win the Day: a free Rally in one space, Virginia (8.5.1, 8.5.2) (8.5.1)',
    ]);
    const { actions, state } = runRally(play(s, take));
    expect(actions).toEqual([
      P({ type: 'selectSpace', space: 'Virginia' }),
      P({ type: 'place', space: 'Virginia', piece: 'patriotFort' }),
      // 8.1.2: the Active Militia and an Underground one; the engine asks for the Underground first, the Active follows.
      P({ type: 'remove', space: 'Virginia', piece: 'militiaUnderground', count: 1 }),
      // Third bullet, in the one space: Continentals for all Militia but one Underground.
      P({ type: 'replace', space: 'Virginia', piece: 'militiaUnderground', count: 1 }),
      P({ type: 'done' }),
    ]);
    expect(piecesIn(state, 'Virginia')).toEqual({ patriotFort: 1, militiaUnderground: 1, continental: 1 });
    expect(state.resources.patriots).toBe(0);
    expect(state.spaces.Boston.pieces.militiaUnderground).toBe(0);
  });

  it("declines when the flowchart's Rally would execute none of its instructions", () => {
    // The only Rally possible: one Militia at Active Opposition that changes no Control — the fifth bullet excludes it.
    const s = winTheDay((d) => {
      royalistElsewhere(d);
      availableOnly(d, 'patriotFort', 0);
    });
    const flow = grantFlow(s);
    expect(flow.legal).toContainEqual(P({ type: 'command', command: 'rally' }));
    expect(winTheDayRally(flow)).toEqual(P({ type: 'done' }));
  });

  it('answers only the Win the Day grant', () => {
    const s = arrange(onTurn(board(3, () => {}), 'patriots'), (d) => {
      d.stack.pop();
      pushGrant(d, { faction: 'patriots', commands: ['rally', 'march'], mode: FULL, optional: true, reason: 'an Event', rule: '5.1' });
    });
    expect(winTheDayRally(grantFlow(s))).toBeNull();
  });
});

describe('P7 Rally: the Available Leader (1.10, 8.1)', () => {
  it('goes along with the largest group of units placed, and stays Available at the other placements', () => {
    const s = rally(5, (d) => {
      royalistElsewhere(d, 'Boston', 'Pennsylvania');
      put(d, 'Pennsylvania', { patriotFort: 1, militiaUnderground: 2 }); // Forts + Population: 3 Militia
      availableOnly(d, 'continental', 0);
      availableOnly(d, 'patriotFort', 0);
    });
    expect(s.leaders.patriots.at).toBe('available');
    const { actions, decisions, state } = runRally(s);
    expect(actions).toEqual([
      P({ type: 'selectSpace', space: 'Boston' }),
      P({ type: 'place', space: 'Boston', piece: 'militia', count: 1 }),
      P({ type: 'moveLeader', to: 'available' }),
      P({ type: 'selectSpace', space: 'Pennsylvania' }),
      P({ type: 'place', space: 'Pennsylvania', piece: 'militia', count: 3 }),
      P({ type: 'moveLeader', to: 'Pennsylvania' }),
      P({ type: 'done' }),
    ]);
    expect(texts(decisions[5])).toContain('P7 Rally: the Available Leader goes along with the units placed in Pennsylvania (the largest group, 1.10, 8.1)');
    expect(state.leaders.patriots.at).toBe('Pennsylvania');
  });
});

describe('P7 Rally: possible? and the plan across decisions', () => {
  it('is possible when a space can be paid for and an instruction executed (8.5.2 IF NONE, 8.1)', () => {
    const some = (r: number) => board(r, (d) => { royalistElsewhere(d, 'Boston'); availableOnly(d, 'patriotFort', 0); });
    expect(RALLY.possible(turnFlow(some(1)), FULL)).toBe(true);
    const broke = turnFlow(some(0));
    expect(RALLY.possible(broke, FULL)).toBe(false);
    expect(describeTrace(broke.ctx.trace)).toContain('P7 Rally: IF NONE: too few Resources to select a Rally space (8.1)');
    const none = turnFlow(board(3, (d) => { royalistElsewhere(d); availableOnly(d, 'patriotFort', 0); }));
    expect(RALLY.possible(none, FULL)).toBe(false);
    expect(describeTrace(none.ctx.trace)).toContain('P7 Rally: IF NONE: no Rally instruction can be executed (8.5.2)');
  });

  it('follows the same plan after a save and load in the middle of the Rally', () => {
    const s = rally(9, (d) => {
      royalistElsewhere(d, 'Boston', 'Massachusetts', 'NewHampshire');
      availableOnly(d, 'patriotFort', 0);
    });
    // The policy's own derived rolls (the ties among the Colonies and the Leader's group): the same at every decision.
    const { actions } = runRally(s, 'derived');
    expect(actions.filter((a) => a.type === 'selectSpace')).toHaveLength(3);
    let mid = s;
    for (const a of actions.slice(0, 3)) mid = play(mid, a);
    const reloaded = loadGame(serialize(mid));
    expect(policy.choose(reloaded).action).toEqual(actions[3]);
    expect(runRally(reloaded, 'derived').actions).toEqual(actions.slice(3));
  });
});

describe("P7 Rally: an Event's Rally that must be executed in more spaces (5.1, 8.3.8)", () => {
  it('follows the plan, then answers the spaces the Event still requires at random, saying so', () => {
    const mode: CommandMode = { limited: false, free: true, specialActivity: false, restriction: { spaces: ['Boston', 'NewYorkCity'], maxSpaces: 2, mustExecuteIn: true } };
    const s = rally(0, (d) => {
      royalistElsewhere(d, 'Boston');
      availableOnly(d, 'patriotFort', 0);
    }, mode);
    const { actions, decisions, state } = runRally(s, 'derived');
    // The plan: Boston (one Militia changes Control). New York City (2 Tories, Active Opposition) is no Rally space of 8.5.2.
    expect(actions.slice(0, 2)).toEqual([P({ type: 'selectSpace', space: 'Boston' }), P({ type: 'place', space: 'Boston', piece: 'militia', count: 1 })]);
    // Washington (Available) goes with the only group placed.
    expect(actions[2]).toEqual(P({ type: 'moveLeader', to: 'Boston' }));
    // `done` is withheld until New York City is selected: the only legal action, under 8.3.8.
    expect(actions[3]).toEqual(P({ type: 'selectSpace', space: 'NewYorkCity' }));
    expect(texts(decisions[3])).toEqual([
      'Other choice: the flowchart would end the Command here, but the Event that granted it requires more spaces: the only legal action, patriots selectSpace NewYorkCity',
    ]);
    // What the Rally does there is no flowchart instruction either (8.3.8).
    expect(texts(decisions[4])).toEqual([
      "Other choice: the Rally under way selected New York City, which the flowchart's Rally would not: the only legal action, patriots place NewYorkCity militia×1",
    ]);
    expect(state.resources.patriots).toBe(0);
    expect(pending(state)?.kind).not.toBe('patriotsRally');
  });
});

describe('P7 Rally: a whole Rally (8.5.2)', () => {
  it('Fort, Militia at Forts, Continentals, a gathering at a Fort, in four spaces; the final board, the trace, then Partisans', () => {
    const s = rally(9, (d) => {
      royalistElsewhere(d, 'Pennsylvania', 'Massachusetts', 'Georgia', 'ConnecticutRhodeIsland', 'NewYork', 'Virginia');
      put(d, 'Pennsylvania', { militiaUnderground: 4 }); // first bullet: a Fort
      put(d, 'Massachusetts', { patriotFort: 1 }); // second: a Fort alone
      put(d, 'Georgia', { patriotFort: 1, militiaUnderground: 2 }); // second: the Fort with most Militia (Continentals Available)
      put(d, 'ConnecticutRhodeIsland', { patriotFort: 1, militiaActive: 1 }); // last: the Fort to gather at
      put(d, 'NewYork', { militiaActive: 2 }); // one may leave without changing Control
      put(d, 'Virginia', { militiaUnderground: 1, britishRegular: 3 }); // Partisans afterwards
      for (const sp of ['Pennsylvania', 'Georgia', 'ConnecticutRhodeIsland', 'NewYork', 'Virginia'] as const) d.spaces[sp].support = -2;
      availableOnly(d, 'patriotFort', 1); // the first bullet takes it: no Militia by the fourth bullet
      lead(d, 'patriots', 'Pennsylvania');
    });
    const { actions, decisions, state } = runRally(s);
    expect(actions).toEqual([
      P({ type: 'selectSpace', space: 'Pennsylvania' }),
      P({ type: 'place', space: 'Pennsylvania', piece: 'patriotFort' }),
      P({ type: 'selectSpace', space: 'Massachusetts' }),
      P({ type: 'place', space: 'Massachusetts', piece: 'militia', count: 3 }),
      P({ type: 'selectSpace', space: 'Georgia' }),
      P({ type: 'place', space: 'Georgia', piece: 'militia', count: 2 }),
      P({ type: 'replace', space: 'Georgia', piece: 'militiaUnderground', count: 3 }),
      P({ type: 'selectSpace', space: 'ConnecticutRhodeIsland' }),
      P({ type: 'move', from: 'NewYork', to: 'ConnecticutRhodeIsland', piece: 'militiaActive', count: 1 }),
      P({ type: 'flip', space: 'ConnecticutRhodeIsland' }),
      P({ type: 'done' }),
    ]);
    expect(describeTrace(decisions[0].trace)).toEqual([
      'P7 Rally: Fort in Pennsylvania (4 Patriot units, Population 2), replacing 2 Underground Militia (8.1.2) (8.5.2)',
      'P7 Rally: Militia at a Patriot Fort with no other Rebellion piece: 3 Militia in Massachusetts (8.5.2)',
      'P7 Rally: Continentals Available: Militia at the Patriot Fort with the most Militia (2): 2 Militia in Georgia (8.5.2)',
      'P7 Rally: Continentals replace 3 Militia in Georgia (the selected Patriot Fort space with the most Militia), one Underground Militia stays (8.5.2)',
      'P7 Rally: at the Patriot Fort in Connecticut-Rhode Island: move in 1 Active Militia from New York, then flip all Militia there Underground (2 Militia end Underground) (8.5.2)',
      'P7 Rally: select Pennsylvania (8.5.2)',
    ]);
    expect(piecesIn(state, 'Pennsylvania')).toEqual({ patriotFort: 1, militiaUnderground: 2 });
    expect(piecesIn(state, 'Massachusetts')).toEqual({ patriotFort: 1, militiaUnderground: 3 });
    expect(piecesIn(state, 'Georgia')).toEqual({ patriotFort: 1, militiaUnderground: 1, continental: 3 });
    expect(piecesIn(state, 'ConnecticutRhodeIsland')).toEqual({ patriotFort: 1, militiaUnderground: 2 });
    expect(piecesIn(state, 'NewYork')).toEqual({ militiaActive: 1 });
    expect(state.spaces.NewYork.control).toBe('rebellion');
    expect(state.resources.patriots).toBe(5);
    expect(state.leaders.patriots.at).toBe('Pennsylvania');
    // Then Partisans (8.5.2's last paragraph, 8.5.1): Virginia has Underground Militia and British Regulars.
    const after = policy.choose(state, {});
    expect(after.action).toEqual(P({ type: 'specialActivity', activity: 'partisans' }));
  });
});

describe('P7 Rally: a Limited Rally of the Patriot Brilliant Stroke (8.3.7)', () => {
  it('is in the space where the Leader stands while he has not yet taken part', () => {
    // 8.3.7: the Limited Command must be able to involve the Leader (1.10). Without that, Boston (a City where one Militia
    // changes Control) would come first (8.5.2's fifth bullet); Washington stands in Virginia.
    const s0 = atCardStart({ game: { nonPlayers: ['patriots'] }, treaty: true, resources: { patriots: 5 } }, (d) => {
      royalistElsewhere(d, 'Boston', 'Virginia');
      put(d, 'Virginia', { continental: 4 });
      lead(d, 'patriots', 'Virginia');
      availableOnly(d, 'patriotFort', 0);
    });
    const s = play(s0, stroke('patriots'), P({ type: 'command', command: 'rally' }));
    const { actions, state } = runRally(s);
    expect(actions).toEqual([P({ type: 'selectSpace', space: 'Virginia' }), P({ type: 'place', space: 'Virginia', piece: 'militia', count: 1 }), P({ type: 'done' })]);
    expect(piecesIn(state, 'Virginia')).toEqual({ continental: 4, militiaUnderground: 1 });
    expect(piecesIn(state, 'Boston')).toEqual({});
  });
});

describe('P7 plan kept across the Rally whatever the card records meanwhile (8.1, bots/planCache.ts)', () => {
  const command = rally(5, (d) => put(d, 'Massachusetts', { militiaUnderground: 1 }));
  let first: string | undefined;

  it('a decision whose card bookkeeping differs (not a read of the Rally) gets the plan kept', () => {
    first = policy.choose(command).action.space;
    expect(first).toBeDefined();
    const c = chooseCounting(policy, { ...command, turn: { ...command.turn! } });
    expect(c.action.space).toBe(first);
    expect([c.made, c.reused]).toEqual([0, 1]);
  });

  it('a space the Special Activity closed to the Rally is a read that differs: planned again, without it', () => {
    expectPlannedAgainWithout(policy, command, first);
  });
});
