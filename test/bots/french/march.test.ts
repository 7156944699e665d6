// F14 March (8.6.5): the Non-Player French March, planned whole from the board it started from and
// emitted one decision at a time in the engine's order.
import { describe, expect, it } from 'vitest';
import { flowFor } from '../commandKit';
import type { Draft } from 'immer';
import type { Action } from '../../../src/core/action';
import type { GameState } from '../../../src/core/state';
import type { SpaceId } from '../../../src/data/ids';
import { apply, pending } from '../../../src/game/machine';
import { loadGame, serialize } from '../../../src/index';
import { frenchPolicy, type Flow } from '../../../src/bots';
import type { Trace } from '../../../src/bots/policy';
import type { RollBook } from '../../../src/bots/rolls';
import { distanceToBritish, frenchMarchCommand, planFrenchMarch } from '../../../src/bots/french/march';
import type { CommandMode } from '../../../src/flow/contracts';
import { FREE, FULL, LIMITED, as, lead, piecesIn, position, put } from '../../../src/testing';

const policy = frenchPolicy();
const F = 'french' as const;

/** An empty 1778 map, the Treaty played, French Resources `french`, the French a Non-Player; then the recipe. */
const board = (recipe: (d: Draft<GameState>) => void, french = 10, patriots = 10): GameState =>
  position({ scenario: '1778', treaty: true, resources: { french, patriots }, game: { nonPlayers: [F] } }, recipe);

/** The French, 1st Eligible, have chosen a full March: its first decision is pending. */
const marching = (state: GameState): GameState => as(F).choose(state, 'march');

/** Applies the French policy's decisions while the French decide in the March (up to its `done`). */
function run(state: GameState, rolls?: RollBook) {
  let s = state;
  const actions: Action[] = [];
  const traces: Trace[] = [];
  for (let i = 0; i < 60; i++) {
    const p = pending(s);
    if (!p || p.faction !== F || p.kind !== 'frenchMarch') break;
    const d = policy.choose(s, rolls);
    actions.push(d.action);
    traces.push(d.trace);
    s = apply(s, d.action);
  }
  return { state: s, actions, traces };
}

const sel = (space: SpaceId): Action => ({ faction: F, type: 'selectSpace', space });
const regulars = (from: SpaceId, to: SpaceId, count: number): Action => ({ faction: F, type: 'move', from, to, piece: 'frenchRegular', count });
const continentals = (from: SpaceId, to: SpaceId, count: number): Action => ({ faction: F, type: 'move', from, to, piece: 'continental', count });
const done: Action = { faction: F, type: 'done' };

/** The texts of a trace's nodes named `node`. */
const nodeTexts = (trace: Trace, node: string): string[] => trace.flatMap((s) => ('node' in s && s.node === node ? [s.text] : []));

/** A Flow for the pending decision of `state` (for `possible` and `planFrenchMarch`). */
function flowOf(state: GameState, rolls?: RollBook): Flow {
  return flowFor(state, F, rolls);
}

const plan = (state: GameState, mode: CommandMode = FULL, origins?: SpaceId[], rolls?: RollBook) =>
  planFrenchMarch(flowOf(state, rolls).ctx, state, mode, origins ? { origins } : {});

describe('F14 first bullet: add Rebellion Control, Cities first, most British pieces first (8.6.5)', () => {
  // New Jersey (French, Rebellion Control) borders New York City (2 British Regulars) and Philadelphia (1 Tory).
  const layout = (d: Draft<GameState>): void => {
    put(d, 'NewJersey', { frenchRegular: 4, continental: 2, militiaActive: 1 });
    put(d, 'NewYorkCity', { britishRegular: 2, militiaUnderground: 1 });
    put(d, 'Philadelphia', { tory: 1, militiaUnderground: 1 });
  };

  it('marches every French Regular and Continental (1 for 1) into New York City, the City with most British pieces', () => {
    const start = marching(board((d) => {
      layout(d);
      lead(d, 'french', 'NewJersey');
    }));
    const { state, actions, traces } = run(start);
    expect(actions).toEqual([sel('NewYorkCity'), regulars('NewJersey', 'NewYorkCity', 4), continentals('NewJersey', 'NewYorkCity', 2), done]);
    expect(piecesIn(state, 'NewYorkCity')).toMatchObject({ frenchRegular: 4, continental: 2, britishRegular: 2 });
    expect(state.spaces.NewYorkCity.control).toBe('rebellion');
    // New Jersey keeps Rebellion Control with its Militia; the French paid 1, the Patriots 1 for their Continentals.
    expect(state.spaces.NewJersey.control).toBe('rebellion');
    expect(state.resources.french).toBe(9);
    expect(state.resources.patriots).toBe(9);
    expect(nodeTexts(traces[0], 'F14 March').join(' | ')).toContain('add Rebellion Control to New York City (a City, 2 British pieces)');
    // 8.1: the French Leader follows the largest group out of his space (the engine's leaderFollow, one choice).
    expect(state.leaders.french.at).toBe('NewYorkCity');
  });

  it('then Skirmishes (8.6.5: Skirmish, else Préparer la Guerre, else Naval Pressure) — the whole Command', () => {
    let s = run(marching(board(layout))).state;
    const actions: Action[] = [];
    for (let i = 0; i < 10 && s.stack.some((f) => f.kind === 'commandHost'); i++) {
      const d = policy.choose(s);
      actions.push(d.action);
      s = apply(s, d.action);
    }
    expect(actions[0]).toEqual({ faction: F, type: 'specialActivity', activity: 'skirmish' });
    expect(actions[1]).toMatchObject({ type: 'skirmish', space: 'NewYorkCity' });
    expect(actions).toHaveLength(2);
    // Two British Regulars removed at the cost of one French Regular (4.5.2).
    expect(piecesIn(s, 'NewYorkCity')).toEqual({ frenchRegular: 3, continental: 2, militiaUnderground: 1 });
  });

  it('moves every group that can reach the destination, largest first', () => {
    // New York (3 French Regulars, 1 Militia) and New Jersey (2 and 1) both border New York City.
    const s = marching(board((d) => {
      put(d, 'NewJersey', { frenchRegular: 2, militiaActive: 1 });
      put(d, 'NewYork', { frenchRegular: 3, militiaActive: 1 });
      put(d, 'NewYorkCity', { britishRegular: 2, militiaUnderground: 1 });
    }));
    const { actions, state, traces } = run(s);
    expect(actions).toEqual([sel('NewYorkCity'), regulars('NewYork', 'NewYorkCity', 3), regulars('NewJersey', 'NewYorkCity', 2), done]);
    expect(piecesIn(state, 'NewYorkCity')).toEqual({ frenchRegular: 5, britishRegular: 2, militiaUnderground: 1 });
    expect(nodeTexts(traces[0], 'F14 March').join(' | ')).toContain('as many French Regulars and Continentals as possible: 3 French Regulars from New York to New York City');
  });

  it('prefers a City to a Colony with more British pieces', () => {
    const s = as(F).onTurn(board((d) => {
      put(d, 'NewJersey', { frenchRegular: 3, militiaActive: 1 });
      put(d, 'Philadelphia', { tory: 1, militiaUnderground: 1 });
      put(d, 'Pennsylvania', { britishRegular: 2, militiaUnderground: 1 });
    }));
    const p = plan(s);
    expect(p.destinations.map((x) => [x.space, x.bullet])).toEqual([['Philadelphia', 'control']]);
    expect(p.destinations[0].moves).toEqual([{ from: 'NewJersey', regulars: 3, continentals: 0 }]);
  });

  it('never takes away an origin\'s Rebellion Control (8.6.5 first bullet)', () => {
    // New Jersey: 3 French Regulars against 1 Tory: only 1 may leave (3 − 1 − 1), too few to take Philadelphia
    // (2 British Regulars, 1 Militia); New Jersey holds British pieces, so the second bullet does not apply, and
    // no space has both Patriots and British for the third.
    const s = as(F).onTurn(board((d) => {
      put(d, 'NewJersey', { frenchRegular: 3, tory: 1 });
      put(d, 'Philadelphia', { britishRegular: 2, militiaUnderground: 1 });
    }));
    expect(plan(s).destinations).toEqual([{ space: 'Philadelphia', bullet: 'oneRegular', moves: [{ from: 'NewJersey', regulars: 1, continentals: 0 }] }]);
    const t = as(F).onTurn(board((d) => {
      put(d, 'NewJersey', { frenchRegular: 2, tory: 1 });
      put(d, 'Philadelphia', { britishRegular: 2, militiaUnderground: 1 });
    }));
    const flow = flowOf(t);
    expect(frenchMarchCommand.possible(flow, FULL)).toBe(false);
    expect(nodeTexts(flow.ctx.trace, 'F14 March')).toContain('no March move is possible (IF NONE)');
  });

  it('a destination without a Patriot piece takes a Continental along (3.5.4)', () => {
    const s = marching(board((d) => {
      put(d, 'NewJersey', { frenchRegular: 2, continental: 1, militiaActive: 2 });
      put(d, 'NewYorkCity', { tory: 1 });
    }));
    const { actions, state } = run(s);
    expect(actions).toEqual([sel('NewYorkCity'), regulars('NewJersey', 'NewYorkCity', 2), continentals('NewJersey', 'NewYorkCity', 1), done]);
    expect(state.spaces.NewYorkCity.control).toBe('rebellion');
  });

  it('takes no Continentals when the Patriots cannot pay for them (3.5.4)', () => {
    const s = marching(board((d) => {
      put(d, 'NewJersey', { frenchRegular: 3, continental: 2, militiaActive: 1 });
      put(d, 'NewYorkCity', { britishRegular: 1, militiaUnderground: 1 });
    }, 10, 0));
    const { actions } = run(s);
    expect(actions).toEqual([sel('NewYorkCity'), regulars('NewJersey', 'NewYorkCity', 3), done]);
  });
});

describe('F14 reach: the French sea move between Rebellion Controlled Cities (3.5.4)', () => {
  it('marches from Massachusetts (next to Boston) to New Jersey (next to Philadelphia) to add Rebellion Control', () => {
    const s = marching(board((d) => {
      put(d, 'Massachusetts', { frenchRegular: 3, militiaActive: 2 });
      put(d, 'Boston', { militiaUnderground: 1 });
      put(d, 'Philadelphia', { militiaUnderground: 1 });
      put(d, 'NewJersey', { tory: 1, militiaUnderground: 1 });
    }));
    const { actions, state } = run(s);
    expect(actions).toEqual([sel('NewJersey'), regulars('Massachusetts', 'NewJersey', 3), done]);
    expect(state.spaces.NewJersey.control).toBe('rebellion');
  });
});

describe('F14 second bullet: French Regulars far from the British march toward the nearest (8.6.5)', () => {
  it('measures the distance to the nearest space with British pieces', () => {
    const s = board((d) => put(d, 'NorthCarolina', { britishRegular: 1 }));
    const dist = distanceToBritish(s);
    expect([dist.get('NorthCarolina'), dist.get('SouthCarolina'), dist.get('Georgia'), dist.get('Florida'), dist.get('Quebec')]).toEqual([0, 1, 2, 2, 3]);
  });

  it('moves the Regulars of Georgia one step toward North Carolina, keeping Georgia\'s Rebellion Control', () => {
    // Georgia: 3 French Regulars alone (Rebellion Control): 2 may leave. South Carolina (a Militia) is 1 from the British;
    // Southwest is too, but has no Patriot piece and no Continental can come along.
    const s = marching(board((d) => {
      put(d, 'Georgia', { frenchRegular: 3 });
      put(d, 'SouthCarolina', { militiaUnderground: 1 });
      put(d, 'NorthCarolina', { britishRegular: 4 });
    }));
    const { actions, state, traces } = run(s);
    expect(actions).toEqual([sel('SouthCarolina'), regulars('Georgia', 'SouthCarolina', 2), done]);
    expect(piecesIn(state, 'Georgia')).toMatchObject({ frenchRegular: 1 });
    expect(state.spaces.Georgia.control).toBe('rebellion');
    expect(nodeTexts(traces[0], 'F14 March').join(' | ')).toContain('toward the nearest British pieces (1 space away): 2 French Regulars from Georgia to South Carolina');
  });

  it('breaks a tie between equally near destinations by the Random Spaces table (8.2)', () => {
    const s = as(F).onTurn(board((d) => {
      put(d, 'Georgia', { frenchRegular: 3 });
      put(d, 'SouthCarolina', { militiaUnderground: 1 });
      put(d, 'Southwest', { militiaUnderground: 1 });
      put(d, 'NorthCarolina', { britishRegular: 4 });
    }));
    const flow = flowOf(s);
    const p = planFrenchMarch(flow.ctx, s, FULL);
    expect(['SouthCarolina', 'Southwest']).toContain(p.destinations[0].space);
    expect(nodeTexts(flow.ctx.trace, 'Random Spaces').join(' | ')).toContain('F14 March: toward the nearest British from Georgia (8.6.5): South Carolina, Southwest tie');
  });
});

describe('F14 third bullet: one French Regular to a space with Patriots and British (8.6.5)', () => {
  it('marches a single Regular from Virginia into Norfolk when neither other bullet is possible', () => {
    // Norfolk (3 British Regulars, 1 Militia) cannot be taken; Virginia borders the British.
    const s = marching(board((d) => {
      put(d, 'Virginia', { frenchRegular: 3 });
      put(d, 'Norfolk', { britishRegular: 3, militiaUnderground: 1 });
    }));
    const { actions, traces } = run(s);
    expect(actions).toEqual([sel('Norfolk'), regulars('Virginia', 'Norfolk', 1), done]);
    expect(nodeTexts(traces[0], 'F14 March').join(' | ')).toContain('one French Regular to a space with Patriots and British');
  });
});

describe('F14 limits: Resources, Limited March, IF NONE, origins (8.1, 8.6.5)', () => {
  const two = (d: Draft<GameState>): void => {
    put(d, 'NewJersey', { frenchRegular: 2, militiaActive: 1 });
    put(d, 'NewYorkCity', { britishRegular: 1, militiaUnderground: 1 });
    put(d, 'Georgia', { frenchRegular: 3 });
    put(d, 'SouthCarolina', { militiaUnderground: 1 });
    put(d, 'NorthCarolina', { britishRegular: 4 });
  };

  it('plans one destination per Resource', () => {
    const on = (french: number): GameState => as(F).onTurn(board(two, french));
    expect(plan(on(10)).destinations.map((d) => d.space)).toEqual(['NewYorkCity', 'SouthCarolina']);
    expect(plan(on(1)).destinations.map((d) => d.space)).toEqual(['NewYorkCity']);
    expect(plan(on(10), LIMITED).destinations.map((d) => d.space)).toEqual(['NewYorkCity']);
    expect(plan(on(0), FREE).destinations.map((d) => d.space)).toEqual(['NewYorkCity', 'SouthCarolina']);
  });

  it('is not possible without French Resources (8.1): IF NONE', () => {
    const s = as(F).onTurn(board(two, 0));
    expect(frenchMarchCommand.possible(flowOf(s), FULL)).toBe(false);
  });

  it('moves only from the given origins (Event #88)', () => {
    const p = plan(as(F).onTurn(board(two)), FULL, ['Georgia']);
    expect(p.destinations.map((d) => [d.space, d.moves])).toEqual([['SouthCarolina', [{ from: 'Georgia', regulars: 2, continentals: 0 }]]]);
  });
});

describe('F14 the plan survives a save in the middle of the March', () => {
  it('resumes the same plan after save and load', () => {
    const s = marching(board((d) => {
      put(d, 'NewJersey', { frenchRegular: 4, continental: 2, militiaActive: 1 });
      put(d, 'NewYorkCity', { britishRegular: 2, militiaUnderground: 1 });
      put(d, 'Georgia', { frenchRegular: 3 });
      put(d, 'SouthCarolina', { militiaUnderground: 1 });
      put(d, 'NorthCarolina', { britishRegular: 4 });
    }));
    const whole = run(s).actions;
    const first = whole.slice(0, 2).reduce(apply, s);
    const reloaded = loadGame(serialize(first));
    expect([...whole.slice(0, 2), ...run(reloaded).actions]).toEqual(whole);
  });
});
