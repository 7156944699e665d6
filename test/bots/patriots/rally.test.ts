// P7 Rally (8.5.2) of the Non-Player Patriots: the bullets in order, Persuasion when Patriot Resources
// reach 0, the Special Activity after it, the free one-space Rally after Win the Day (3.6.8, 8.5.1).
import type { Draft } from 'immer';
import { describe, expect, it } from 'vitest';
import type { Action } from '../../../src/core/action';
import type { GameState } from '../../../src/core/state';
import { legalActions, pending } from '../../../src/game/machine';
import { loadGame, serialize } from '../../../src/game/persistence';
import { pushGrant } from '../../../src/flow/grant';
import { FREE_RALLY_MODE } from '../../../src/rules/battle/winTheDay';
import { patriotPolicy } from '../../../src/bots/patriots/index';
import { RALLY, RALLY_PURPOSES, fortUnits, rallyWouldPlaceFort, winTheDayRally } from '../../../src/bots/patriots/rally';
import { beginDecision, isTraceRoll, type Decision, type TraceNode } from '../../../src/bots/policy';
import type { RollBook } from '../../../src/bots/rolls';
import type { Flow } from '../../../src/bots/flowchart';
import { FULL, LIMITED, as, lead, piecesIn, play, position, put } from '../../../src/testing/kit';
import { arrange, onTurn } from '../../../src/testing/builders';
import type { CommandMode } from '../../../src/flow/contracts';

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

/** The Patriots on turn, in a Rally (full unless `limited`): its first decision pending. */
function rally(resources: number, recipe: (d: Draft<GameState>) => void, limited = false): GameState {
  return choose(board(resources, recipe), 'rally', limited);
}

/** The policy's decisions while the Rally (and the Leader's placement inside it) is pending, applied in order. */
function runRally(state: GameState, book: RollBook = {}): { state: GameState; actions: Action[]; decisions: Decision[] } {
  const actions: Action[] = [];
  const decisions: Decision[] = [];
  let s = state;
  for (let p = pending(s); p?.faction === 'patriots' && (p.kind === 'patriotsRally' || p.kind === 'patriotsLeader'); p = pending(s)) {
    const d = policy.choose(s, book);
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
