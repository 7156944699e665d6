// I7 Gather (8.7.2) of the Non-Player Indians, and the Special Activity after it (I8 War Path, I11 Trade).
import type { Draft } from 'immer';
import { describe, expect, it } from 'vitest';
import type { Action } from '../../../src/core/action';
import type { GameState } from '../../../src/core/state';
import { spaceName } from '../../../src/data/text';
import { legalActions, pending } from '../../../src/game/machine';
import { loadGame, serialize } from '../../../src/game/persistence';
import { indianPolicy } from '../../../src/bots/indians/index';
import { GATHER, GATHER_PURPOSES, gatherWouldPlaceVillages, planGather } from '../../../src/bots/indians/gather';
import { beginDecision, isTraceRoll, type Decision, type TraceNode } from '../../../src/bots/policy';
import type { RollBook } from '../../../src/bots/rolls';
import type { Flow } from '../../../src/bots/flowchart';
import { chooseCounting, expectPlannedAgainWithout } from '../planReuse';
import { as, lead, play, position, put } from '../../../src/testing/kit';
import { onTurn } from '../../../src/testing/builders';
import type { CommandMode } from '../../../src/flow/contracts';
import { atCardStart, stroke } from '../../rules/brilliantStrokes/helpers';

const policy = indianPolicy();
const { choose } = as('indians');
const FULL: CommandMode = { limited: false, free: false, specialActivity: true };

/**
 * Exactly `n` War Parties Available, the others Underground in New Hampshire at Active Support (out of
 * the way: no Gather there, not adjacent to the Provinces the tests use). Call it after the other pieces are put.
 */
function warPartiesAvailable(d: Draft<GameState>, n: number): void {
  put(d, 'NewHampshire', { warPartyUnderground: d.available.warParty - n });
  d.spaces.NewHampshire.support = 2;
}

/** Exactly `n` Villages Available, the others in Colonies at Active Support (two each at most) the tests do not use. */
function villagesAvailable(d: Draft<GameState>, n: number): void {
  for (const s of ['Massachusetts', 'ConnecticutRhodeIsland', 'NewHampshire', 'NewJersey', 'MarylandDelaware', 'Virginia', 'NorthCarolina'] as const) {
    const k = Math.min(2, d.available.village - n);
    if (k > 0) put(d, s, { village: k });
    d.spaces[s].support = 2;
  }
}

/** A board for the Non-Player Indians (1775), everything Neutral. */
function board(resources: number, recipe: (d: Draft<GameState>) => void): GameState {
  return position({ game: { nonPlayers: ['indians'] }, resources: { indians: resources } }, recipe);
}

/** The Indians to Gather: its first decision pending. */
const gather = (resources: number, recipe: (d: Draft<GameState>) => void): GameState => choose(board(resources, recipe), 'gather');

/** The policy's decisions while the Indians decide (Gather, then the Special Activity after it), applied in order. */
function runIndians(state: GameState, book?: RollBook, stopAt?: string): { state: GameState; actions: Action[]; decisions: Decision[] } {
  const actions: Action[] = [];
  const decisions: Decision[] = [];
  let s = state;
  for (let p = pending(s); p?.faction === 'indians' && p.kind !== 'eligibleOptions' && p.kind !== stopAt; p = pending(s)) {
    const d = policy.choose(s, book);
    decisions.push(d);
    actions.push(d.action);
    s = play(s, d.action);
  }
  return { state: s, actions, decisions };
}

const I = (a: Omit<Action, 'faction'>): Action => ({ faction: 'indians', ...a }) as Action;
const nodes = (d: Decision): TraceNode[] => d.trace.filter((s): s is TraceNode => !isTraceRoll(s));
const texts = (d: Decision): string[] => nodes(d).map((n) => `${n.node}: ${n.text}`);

/** A flow at the Indian turn's decision, for `possible`. */
function turnFlow(state: GameState, book?: RollBook): Flow {
  const s = onTurn(state, 'indians');
  return { ctx: beginDecision(s, 'indians', book), state: s, faction: 'indians', kind: pending(s)!.kind, legal: legalActions(s), rolls: book };
}

describe('gatherWouldPlaceVillages (I6, 8.7.2 first bullet)', () => {
  it('counts Provinces with room, 3+ War Parties and Neutral or Passive, within Villages Available and Resources', () => {
    const s = board(5, (d) => {
      put(d, 'Quebec', { warPartyUnderground: 3 });
      put(d, 'Northwest', { warPartyActive: 2, warPartyUnderground: 1 });
      put(d, 'Pennsylvania', { warPartyUnderground: 3 });
      put(d, 'Georgia', { warPartyUnderground: 2 }); // only 2, no Cornplanter
      put(d, 'NewYork', { warPartyUnderground: 3, village: 1, britishFort: 1 }); // no room
    });
    expect(gatherWouldPlaceVillages(s)).toBe(3);
    const active = board(5, (d) => {
      put(d, 'Virginia', { warPartyUnderground: 3 });
      d.spaces.Virginia.support = 2; // Active Support: no Gather (3.4.1)
    });
    expect(gatherWouldPlaceVillages(active)).toBe(0);
    expect(gatherWouldPlaceVillages(board(5, (d) => {
      put(d, 'Quebec', { warPartyUnderground: 3 });
      put(d, 'Northwest', { warPartyUnderground: 3 });
      villagesAvailable(d, 1);
    }))).toBe(1);
  });

  it('the first Indian Reserve Province is free: with 0 Resources only one Village, in it', () => {
    const s = board(0, (d) => {
      put(d, 'Quebec', { warPartyUnderground: 3 });
      put(d, 'Northwest', { warPartyUnderground: 3 });
      put(d, 'Pennsylvania', { warPartyUnderground: 3 });
    });
    expect(gatherWouldPlaceVillages(s)).toBe(1);
    expect(gatherWouldPlaceVillages(board(1, (d) => put(d, 'Pennsylvania', { warPartyUnderground: 3 })))).toBe(1);
    expect(gatherWouldPlaceVillages(board(0, (d) => put(d, 'Pennsylvania', { warPartyUnderground: 3 })))).toBe(0);
  });

  it('Cornplanter: 2 War Parties are enough in his space (1.10)', () => {
    const s = board(5, (d) => {
      lead(d, 'Cornplanter', 'Pennsylvania');
      put(d, 'Pennsylvania', { warPartyUnderground: 2 });
      put(d, 'Quebec', { warPartyUnderground: 2 });
    });
    expect(gatherWouldPlaceVillages(s)).toBe(1);
  });
});

describe('I7 Gather: Villages, then War Parties at Villages (8.7.2, bullets 1–2)', () => {
  const recipe = (d: Draft<GameState>): void => {
    put(d, 'Quebec', { warPartyUnderground: 3 });
    lead(d, 'indians', 'Northwest');
    put(d, 'Northwest', { warPartyActive: 2, warPartyUnderground: 1 });
    put(d, 'Pennsylvania', { village: 1, warPartyUnderground: 1, militiaActive: 1 }); // enemy pieces: first
    put(d, 'NewYork', { village: 1, warPartyActive: 1 }); // no Underground War Party: then
    warPartiesAvailable(d, 3);
  };

  it('plans a Village with the Indian Leader first, then War Parties first where enemies, then where no Underground War Party', () => {
    const s = board(5, recipe);
    const f = turnFlow(s);
    const plan = planGather(f.ctx, f.state, FULL);
    expect(plan.steps).toEqual([
      { space: 'Northwest', bullet: 'village', replace: ['warPartyActive', 'warPartyActive'] }, // 8.1.2: Active removed first
      { space: 'Quebec', bullet: 'village', replace: ['warPartyUnderground', 'warPartyUnderground'] },
      { space: 'Pennsylvania', bullet: 'atVillage', count: 2, leader: false },
      // The 4 War Parties the Villages replaced are Available again: 7 to place.
      { space: 'NewYork', bullet: 'atVillage', count: 2, leader: false },
    ]);
  });

  it('emits the plan in the engine order and ends with War Path in the space of enemy pieces', () => {
    const { state, actions, decisions } = runIndians(gather(5, recipe));
    expect(actions.slice(0, 12)).toEqual([
      I({ type: 'selectSpace', space: 'Northwest' }),
      I({ type: 'place', space: 'Northwest', piece: 'village', option: 'warPartyActive+warPartyActive' }),
      I({ type: 'selectSpace', space: 'Quebec' }),
      I({ type: 'place', space: 'Quebec', piece: 'village', option: 'warPartyUnderground+warPartyUnderground' }),
      I({ type: 'selectSpace', space: 'Pennsylvania' }),
      I({ type: 'place', space: 'Pennsylvania', piece: 'warParty' }),
      I({ type: 'place', space: 'Pennsylvania', piece: 'warParty' }),
      I({ type: 'selectSpace', space: 'NewYork' }),
      I({ type: 'place', space: 'NewYork', piece: 'warParty' }),
      I({ type: 'place', space: 'NewYork', piece: 'warParty' }),
      I({ type: 'done' }),
      I({ type: 'specialActivity', activity: 'warPath' }),
    ]);
    expect(texts(decisions[0])).toContain('I7 Gather: Village in Northwest (the Indian Leader is there), replacing 2 Active War Parties');
    expect(texts(decisions[0])).toContain('I7 Gather: War Parties at a Village: 2 Underground War Parties in Pennsylvania (enemy pieces there)');
    expect(texts(decisions[0])).toContain('I7 Gather: War Parties at a Village: 2 Underground War Parties in New York (no Underground War Party there)');
    // 3.4.1: Northwest (the first Reserve Province) is free, three Colonies/Reserve cost 1 each.
    expect(state.resources.indians).toBe(2);
    expect(state.spaces.Northwest.pieces).toMatchObject({ village: 1, warPartyUnderground: 1, warPartyActive: 0 });
    expect(state.spaces.Quebec.pieces).toMatchObject({ village: 1, warPartyUnderground: 1 });
    expect(state.spaces.NewYork.pieces).toMatchObject({ village: 1, warPartyUnderground: 2, warPartyActive: 1 });
    expect(state.spaces.Pennsylvania.pieces.militiaActive).toBe(0); // War Path removed the Militia
    expect(state.available.warParty).toBe(3); // 3 + 4 returned by the Villages − 4 placed
  });
});

describe('I7 Gather: War Parties where room for a Village (8.7.2, bullet 3)', () => {
  it('with a Village Available: up to two Provinces, first exactly 2 War Parties, then exactly 1', () => {
    const s = board(5, (d) => {
      put(d, 'Georgia', { warPartyUnderground: 1 });
      put(d, 'SouthCarolina', { warPartyUnderground: 2 });
      put(d, 'NorthCarolina', { warPartyUnderground: 1, village: 2 }); // no room
    });
    const f = turnFlow(s);
    expect(planGather(f.ctx, f.state, FULL).steps).toEqual([
      // The Available Indian Leader goes with the largest placement (1.10, 8.1).
      { space: 'NorthCarolina', bullet: 'atVillage', count: 3, leader: true },
      { space: 'SouthCarolina', bullet: 'room', count: 1, leader: false },
      { space: 'Georgia', bullet: 'room', count: 1, leader: false },
    ]);
  });

  it('no Village Available: no War Party where there is only room for one', () => {
    const s = board(5, (d) => {
      put(d, 'SouthCarolina', { warPartyUnderground: 2 });
      villagesAvailable(d, 0);
    });
    const f = turnFlow(s);
    expect(planGather(f.ctx, f.state, FULL).steps).toEqual([]);
    expect(GATHER.possible(turnFlow(s), FULL)).toBe(false);
  });

  it('ties are broken by the Random Spaces table (8.2)', () => {
    const s = board(5, (d) => {
      put(d, 'Georgia', { warPartyUnderground: 1 });
      put(d, 'SouthCarolina', { warPartyUnderground: 1 });
      put(d, 'NorthCarolina', { warPartyUnderground: 1 });
    });
    // Column 1, row 1 of the table: the first of the tied Provinces down the table from there.
    const f = turnFlow(s, { [`${GATHER_PURPOSES.room(1)}: column (1D3)`]: [1], [`${GATHER_PURPOSES.room(1)}: row (1D6)`]: [1], [`${GATHER_PURPOSES.room(2)}: column (1D3)`]: [1], [`${GATHER_PURPOSES.room(2)}: row (1D6)`]: [1], [`${GATHER_PURPOSES.leader}: column (1D3)`]: [1], [`${GATHER_PURPOSES.leader}: row (1D6)`]: [1] });
    const steps = planGather(f.ctx, f.state, FULL).steps;
    expect(steps).toHaveLength(2);
    const traced = f.ctx.decide(I({ type: 'done' })).trace.filter((t): t is TraceNode => !isTraceRoll(t) && t.node === 'Random Spaces');
    expect(traced).toHaveLength(3); // two Provinces, then which of the two the Available Leader joins
    expect(traced[0].text).toContain(GATHER_PURPOSES.room(1));
    expect(traced[0].text).toContain(`→ ${spaceName(steps[0].space)}`);
    expect(traced[1].text).toContain(GATHER_PURPOSES.room(2));
    expect(traced[1].text).toContain(`→ ${spaceName(steps[1].space)}`);
  });
});

describe('I7 Gather: moving Active War Parties in to a Village (8.7.2, bullet 4)', () => {
  const recipe = (d: Draft<GameState>): void => {
    put(d, 'Northwest', { village: 1, warPartyActive: 1 });
    put(d, 'Pennsylvania', { warPartyActive: 2, militiaActive: 1 }); // only 1 may leave (2 − 1)
    put(d, 'Virginia', { warPartyActive: 2 });
    put(d, 'Quebec', { warPartyActive: 1, warPartyUnderground: 1 }); // Underground ones stay
    put(d, 'Florida', { village: 1, warPartyActive: 1 });
    warPartiesAvailable(d, 0);
  };

  it('in the Village space where the most Active War Parties are gathered, without adding Rebellion Control, then all flip Underground', () => {
    const { state, actions, decisions } = runIndians(gather(3, recipe), undefined, 'commandHost');
    expect(actions).toEqual([
      I({ type: 'selectSpace', space: 'Northwest' }),
      I({ type: 'move', from: 'Pennsylvania', to: 'Northwest', piece: 'warPartyActive', count: 1 }),
      I({ type: 'move', from: 'Virginia', to: 'Northwest', piece: 'warPartyActive', count: 2 }),
      I({ type: 'move', from: 'Quebec', to: 'Northwest', piece: 'warPartyActive', count: 1 }),
      I({ type: 'flip', space: 'Northwest' }),
      I({ type: 'done' }),
    ]);
    expect(texts(decisions[0])).toContain(
      'I7 Gather: no War Party Available: in Northwest move in 1 Active War Party from Pennsylvania, 2 Active War Parties from Virginia, 1 Active War Party from Quebec, then flip 5 Active War Parties Underground (the most possible without adding Rebellion Control)',
    );
    expect(state.spaces.Northwest.pieces).toMatchObject({ village: 1, warPartyUnderground: 5, warPartyActive: 0 });
    expect(state.spaces.Pennsylvania.pieces).toMatchObject({ warPartyActive: 1, militiaActive: 1 });
    expect(state.spaces.Pennsylvania.control).not.toBe('rebellion');
    expect(state.spaces.Quebec.pieces).toMatchObject({ warPartyActive: 0, warPartyUnderground: 1 });
  });
});

describe('I7 Gather: Cornplanter, Limited, IF NONE, a save in the middle (8.7.2, 1.10, 8.1)', () => {
  it('Cornplanter: a Village where he stands with 2 War Parties, replacing only one (Active first)', () => {
    const s = gather(3, (d) => {
      lead(d, 'Cornplanter', 'Pennsylvania');
      put(d, 'Pennsylvania', { warPartyUnderground: 1, warPartyActive: 1 });
      warPartiesAvailable(d, 0);
      villagesAvailable(d, 1); // none left for the third bullet with the War Party the Village gives back
    });
    const { state, actions, decisions } = runIndians(s, undefined, 'commandHost');
    expect(actions).toEqual([
      I({ type: 'selectSpace', space: 'Pennsylvania' }),
      I({ type: 'place', space: 'Pennsylvania', piece: 'village', option: 'warPartyActive' }),
      I({ type: 'done' }),
    ]);
    expect(texts(decisions[0])).toContain('I7 Gather: Village in Pennsylvania (the Indian Leader is there), replacing 1 Active War Party (Cornplanter: one is enough)');
    expect(state.spaces.Pennsylvania.pieces).toMatchObject({ village: 1, warPartyUnderground: 1, warPartyActive: 0 });
  });

  it('a Limited Gather selects one Province, the first of the plan', () => {
    const s = board(5, (d) => {
      put(d, 'Quebec', { warPartyUnderground: 3 });
      lead(d, 'indians', 'Northwest');
      put(d, 'Northwest', { warPartyUnderground: 3 });
    });
    const f = turnFlow(s);
    expect(planGather(f.ctx, f.state, { limited: true, free: false, specialActivity: false }).steps).toEqual([
      { space: 'Northwest', bullet: 'village', replace: ['warPartyUnderground', 'warPartyUnderground'] },
    ]);
  });

  it('IF NONE: nothing to place and no Active War Party to gather: Gather not possible', () => {
    const s = board(5, (d) => {
      put(d, 'Northwest', { village: 1, warPartyUnderground: 2 });
      warPartiesAvailable(d, 0);
    });
    const f = turnFlow(s);
    expect(GATHER.possible(f, FULL)).toBe(false);
    expect(texts(f.ctx.decide(I({ type: 'done' })))).toContain('I7 Gather: IF NONE: no Gather possible');
  });

  it('with 0 Resources only the first Indian Reserve Province (free) is selected', () => {
    const s = board(0, (d) => {
      put(d, 'Pennsylvania', { warPartyUnderground: 3 });
      put(d, 'Quebec', { warPartyUnderground: 3 });
      warPartiesAvailable(d, 0);
    });
    const f = turnFlow(s);
    expect(planGather(f.ctx, f.state, FULL).steps.map((p) => p.space)).toEqual(['Quebec']);
  });

  it('a save and load in the middle of the Gather changes nothing: the rest of the plan follows', () => {
    const s = gather(5, (d) => {
      put(d, 'Quebec', { warPartyUnderground: 3 });
      put(d, 'Pennsylvania', { village: 1, warPartyUnderground: 1, militiaActive: 1 });
      warPartiesAvailable(d, 3);
    });
    const whole = runIndians(s, undefined, 'commandHost');
    const half = play(s, ...whole.actions.slice(0, 3));
    const reloaded = loadGame(serialize(half));
    const rest = runIndians(reloaded, undefined, 'commandHost');
    expect([...whole.actions.slice(0, 3), ...rest.actions]).toEqual(whole.actions);
  });
});

describe('I7 Gather in an Indian Brilliant Stroke (8.3.7)', () => {
  it('the Limited Gather that must involve the Indian Leader is in his space, though a Village elsewhere comes first otherwise', () => {
    const s0 = atCardStart({ game: { nonPlayers: ['indians'] }, treaty: true, resources: { indians: 5 } }, (d) => {
      put(d, 'Quebec', { warPartyUnderground: 3 });
      lead(d, 'indians', 'Northwest');
      put(d, 'Northwest', { warPartyUnderground: 1 });
    });
    const s = play(s0, stroke('indians'), I({ type: 'command', command: 'gather' }));
    const { actions, decisions } = runIndians(s, undefined, 'commandHost');
    expect(actions.slice(0, 2)).toEqual([I({ type: 'selectSpace', space: 'Northwest' }), I({ type: 'place', space: 'Northwest', piece: 'warParty' })]);
    expect(texts(decisions[0])).toContain('I7 Gather: a Village is Available: 1 Underground War Party in Northwest, with room for a Village (exactly 1 War Party there)');
  });
});

describe("I7's plan kept from the turn's decision for the Gather's first (8.1, bots/planCache.ts)", () => {
  const turn = onTurn(
    board(5, (d) => {
      put(d, 'Quebec', { warPartyUnderground: 3 });
      put(d, 'Northwest', { warPartyUnderground: 3 });
      warPartiesAvailable(d, 3);
    }),
    'indians',
  );
  const command = play(turn, I({ type: 'command', command: 'gather' }));
  const flowAt = (s: GameState): Flow => ({ ctx: beginDecision(s, 'indians'), state: s, faction: 'indians', kind: pending(s)!.kind, legal: legalActions(s), rolls: undefined });
  let first: string | undefined;

  it("the plan made by possible serves the Gather's first decision (the board, the rolls and what it reads agree)", () => {
    expect(GATHER.possible(flowAt(turn), FULL)).toBe(true);
    const c = chooseCounting(policy, command);
    first = c.action.space;
    expect(first).toBeDefined();
    expect([c.made, c.reused]).toEqual([0, 1]);
  });

  it('a Province the Special Activity closed is a read that differs: planned again, without it', () => {
    expectPlannedAgainWithout(policy, command, first);
  });
});
