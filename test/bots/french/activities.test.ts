// The Non-Player French Special Activities (8.6.1, 8.6.3–8.6.6; flowchart F8, F12, F15, F17).
import { describe, expect, it } from 'vitest';
import { flowFor } from '../commandKit';
import type { Draft } from 'immer';
import type { GameState } from '../../../src/core/state';
import type { Action } from '../../../src/core/action';
import { isTraceRoll, type Trace } from '../../../src/bots/policy';
import type { Flow } from '../../../src/bots/flowchart';
import type { SuppliedRolls } from '../../../src/bots/rolls';
import { frenchPolicy } from '../../../src/bots/french';
import {
  blockadeCity,
  chooseFrenchActivity,
  cubeRemoval,
  FRENCH_ACTIVITY_PURPOSES,
  type FrenchActivityOptions,
} from '../../../src/bots/french/activities';
import { as, blockade, kind, position, put, piecesIn, type PositionOptions } from '../../../src/testing/kit';

const Fr = as('french');
const policy = frenchPolicy();
const ROLL = FRENCH_ACTIVITY_PURPOSES.preparerRoll;

/** An empty 1775 board with the French Non-Player and 10 Resources each, arranged by `recipe`. */
const board = (recipe: (d: Draft<GameState>) => void, options: PositionOptions = {}): GameState =>
  position({ game: { nonPlayers: ['french'] }, resources: 10, ...options }, recipe);

/** A Squadron from Unavailable into the West Indies box (ready for Naval Pressure). */
const squadronToWestIndies = (d: Draft<GameState>, n = 1): void => {
  d.unavailable.squadron -= n;
  d.spaces.WestIndies.squadrons += n;
};

function flowOf(state: GameState, rolls?: SuppliedRolls): Flow {
  return flowFor(state, 'french', rolls);
}

/** chooseFrenchActivity at the current decision, with its trace. */
function choose(state: GameState, options: FrenchActivityOptions, rolls?: SuppliedRolls): { action: Action | null; trace: Trace } {
  const flow = flowOf(state, rolls);
  const action = chooseFrenchActivity(flow, options);
  return { action, trace: flow.ctx.trace };
}

const nodes = (trace: Trace): string[] => trace.flatMap((s) => (isTraceRoll(s) ? [] : [`${s.node}: ${s.text}`]));
const BEFORE: FrenchActivityOptions = { order: 'beforeTreaty', excluded: [], battleSpaces: [] };
const SK_FIRST: FrenchActivityOptions = { order: 'skirmishFirst', excluded: [], battleSpaces: [] };
const NP_FIRST: FrenchActivityOptions = { order: 'navalPressureFirst', excluded: [], battleSpaces: [] };
const SA = (activity: string): Action => ({ faction: 'french', type: 'specialActivity', activity } as Action);

describe('F8 Préparer la Guerre before the Treaty (8.6.1)', () => {
  it('a Blockade from Unavailable to the West Indies first; the decision inside chooses it', () => {
    // 8.6.1: "Move one Blockade marker from Unavailable to the West Indies."
    const s = Fr.choose(board(() => {}), 'hortalez');
    const { action, trace } = choose(s, BEFORE);
    expect(action).toEqual(SA('preparerLaGuerre'));
    expect(nodes(trace)).toEqual(['F8 Préparer la Guerre: move 1 Blockade from Unavailable to the West Indies']);
    const inside = Fr.play(s, action!);
    expect(kind(inside)).toBe('frenchPreparerLaGuerre');
    const d = policy.choose(inside);
    expect(d.action).toEqual({ faction: 'french', type: 'choose', option: 'squadron' });
    const after = Fr.play(inside, d.action);
    expect(after.spaces.WestIndies.squadrons).toBe(1);
    expect(after.unavailable.squadron).toBe(2);
  });

  it('no Blockade Unavailable: up to three French Regulars to Available', () => {
    // 8.6.1: "If no Blockade markers are Unavailable, instead move up to three French Regulars".
    const s = Fr.choose(board((d) => squadronToWestIndies(d, 3)), 'hortalez');
    const { action, trace } = choose(s, BEFORE);
    expect(action).toEqual(SA('preparerLaGuerre'));
    expect(nodes(trace)).toEqual(['F8 Préparer la Guerre: move 3 French Regulars from Unavailable to Available (no Blockade Unavailable)']);
    const inside = Fr.play(s, action!);
    const d = policy.choose(inside);
    expect(d.action).toEqual({ faction: 'french', type: 'choose', option: 'regulars' });
    const after = Fr.play(inside, d.action);
    expect(after.available.frenchRegular).toBe(3);
    expect(after.unavailable.frenchRegular).toBe(12);
  });

  it('neither: no Special Activity (never the +2 Resources before the Treaty)', () => {
    // 8.6.1: "If neither of these is possible, Non-player French executes no Special Activity."
    const s = Fr.choose(board((d) => squadronToWestIndies(d, 3), { released: { frenchRegular: 15 } }), 'hortalez');
    const { action, trace } = choose(s, BEFORE);
    expect(action).toBeNull();
    expect(nodes(trace)).toEqual([
      'F8 Préparer la Guerre: no Blockade and no French Regular Unavailable: not possible',
      'F8 Préparer la Guerre: no Special Activity is possible: none',
    ]);
  });
});

describe('F15 Préparer la Guerre after the Treaty (8.6.3)', () => {
  // 2 French Regulars + 3 Blockades Unavailable = 5: the 1D6 decides.
  const treaty = (resources: number, recipe: (d: Draft<GameState>) => void = () => {}) =>
    Fr.choose(board(recipe, { treaty: true, released: { frenchRegular: 13 }, resources: { french: resources } }), 'hortalez');

  it('1D6 ≤ Unavailable French Regulars + Blockades: a Blockade to the West Indies', () => {
    const s = treaty(10);
    const { action, trace } = choose(s, SK_FIRST, { [ROLL]: [5] });
    expect(action).toEqual(SA('preparerLaGuerre'));
    expect(nodes(trace)).toEqual([
      'F12 Skirmish: not possible: no space with French Regulars and British pieces to remove',
      'F15 Préparer la Guerre: 1D6 = 5 ≤ 5 French Regulars + Blockades Unavailable: move 1 Blockade from Unavailable to the West Indies',
    ]);
    // The decision inside asks the same question (same purpose): same answer.
    const d = policy.choose(Fr.play(s, action!), { [ROLL]: [5] });
    expect(d.action).toEqual({ faction: 'french', type: 'choose', option: 'squadron' });
  });

  it('no Blockade Unavailable: the Regulars move (up to 3)', () => {
    const s = treaty(10, (d) => squadronToWestIndies(d, 3));
    // 2 Regulars Unavailable: 1D6 = 2 ≤ 2.
    const d = policy.choose(Fr.play(s, SA('preparerLaGuerre')), { [ROLL]: [2] });
    expect(d.action).toEqual({ faction: 'french', type: 'choose', option: 'regulars' });
    expect(nodes(d.trace)).toEqual(['F15 Préparer la Guerre: 1D6 = 2 ≤ 2 French Regulars + Blockades Unavailable: move 2 French Regulars from Unavailable to Available (no Blockade Unavailable)']);
  });

  it('1D6 above: nothing moves; with French Resources above 0 not possible, so Naval Pressure (F17)', () => {
    const s = treaty(10, (d) => {
      squadronToWestIndies(d, 1);
    });
    // Unavailable: 2 Regulars + 2 Blockades = 4.
    const { action, trace } = choose(s, SK_FIRST, { [ROLL]: [5] });
    // Hortalez with a Squadron in the West Indies: Naval Pressure is offered.
    expect(action).toEqual(SA('navalPressure'));
    expect(nodes(trace)).toEqual([
      'F12 Skirmish: not possible: no space with French Regulars and British pieces to remove',
      'F15 Préparer la Guerre: 1D6 = 5 > 4 French Regulars + Blockades Unavailable: nothing moves',
      'F15 Préparer la Guerre: nothing moved and French Resources are 10 (not 0): not possible',
      'F17 Naval Pressure: a Squadron in the West Indies: Naval Pressure raises FNI to 1 and adds a Blockade',
    ]);
  });

  it('1D6 above and French Resources 0: +2 French Resources', () => {
    // 8.6.3: "If no Blockades or French Regulars were moved from Unavailable but French Resources = 0, add +2".
    // A position at the host after a Hortalez that spent every French Resource.
    const s0 = treaty(1);
    const s = Fr.play(s0, { type: 'pay', value: 1 });
    expect(kind(s)).toBe('commandHost');
    expect(s.resources.french).toBe(0);
    const { action, trace } = choose(s, SK_FIRST, { [ROLL]: [6] });
    expect(action).toEqual(SA('preparerLaGuerre'));
    expect(nodes(trace).slice(1)).toEqual([
      'F15 Préparer la Guerre: 1D6 = 6 > 5 French Regulars + Blockades Unavailable: nothing moves',
      'F15 Préparer la Guerre: nothing moved and French Resources are 0: +2 French Resources',
    ]);
    const d = policy.choose(Fr.play(s, action!), { [ROLL]: [6] });
    expect(d.action).toEqual({ faction: 'french', type: 'choose', option: 'resources' });
  });

  it('six or more Unavailable: no roll, the Blockade moves', () => {
    const s = Fr.choose(board(() => {}, { treaty: true }), 'hortalez');
    const { action, trace } = choose(s, SK_FIRST, {});
    expect(action).toEqual(SA('preparerLaGuerre'));
    expect(trace.some(isTraceRoll)).toBe(false);
    expect(nodes(trace)[1]).toBe(
      'F15 Préparer la Guerre: 18 French Regulars + Blockades Unavailable: any 1D6 is at most that (no roll): move 1 Blockade from Unavailable to the West Indies',
    );
  });
});

describe('Which Special Activity after the Treaty (8.6.3–8.6.6)', () => {
  /** A March: French Regulars with British in Boston and in the West Indies, a Squadron in the West Indies. */
  const marchBoard = (recipe: (d: Draft<GameState>) => void = squadronToWestIndies) =>
    Fr.choose(
      board(
        (d) => {
          put(d, 'Boston', { frenchRegular: 2, britishRegular: 1 });
          put(d, 'Massachusetts', { frenchRegular: 1, continental: 2 });
          recipe(d);
        },
        { treaty: true },
      ),
      'march',
    );

  it("'skirmishFirst' (Hortalez, Muster, March): Skirmish when possible", () => {
    const { action, trace } = choose(marchBoard(), SK_FIRST);
    expect(action).toEqual(SA('skirmish'));
    expect(nodes(trace)).toEqual(['F12 Skirmish: possible in Boston']);
  });

  it("'skirmishFirst': the only Skirmish space excluded (a Muster space) → Préparer la Guerre", () => {
    const { action, trace } = choose(marchBoard(), { ...SK_FIRST, excluded: ['Boston'] });
    expect(action).toEqual(SA('preparerLaGuerre'));
    expect(nodes(trace)[0]).toBe('F12 Skirmish: not possible: no space outside Boston with French Regulars and British pieces to remove');
  });

  it("'navalPressureFirst' (Battle, 8.6.6): Naval Pressure before Skirmish", () => {
    const { action, trace } = choose(marchBoard(), NP_FIRST);
    expect(action).toEqual(SA('navalPressure'));
    expect(nodes(trace)).toEqual(['F17 Naval Pressure: a Squadron in the West Indies: Naval Pressure raises FNI to 1 and adds a Blockade']);
  });

  it("'navalPressureFirst': no Squadron in the West Indies → Skirmish outside the Battle spaces, else Préparer la Guerre", () => {
    // 8.6.6: "Naval Pressure, or if that is not possible Skirmish in a space not selected for Battle, or ... Préparer la Guerre".
    const s = marchBoard((d) => blockade(d, 'Boston'));
    const sk = choose(s, NP_FIRST);
    expect(sk.action).toEqual(SA('skirmish'));
    expect(nodes(sk.trace)).toEqual(['F17 Naval Pressure: not possible: no Squadron in the West Indies to add as a Blockade', 'F12 Skirmish: possible in Boston']);
    const pg = choose(s, { ...NP_FIRST, excluded: ['Boston'], battleSpaces: ['Boston'] });
    expect(pg.action).toEqual(SA('preparerLaGuerre'));
  });
});

/** The state at the French Skirmish decision, Skirmish begun before a Hortalez. */
function atSkirmish(recipe: (d: Draft<GameState>) => void): GameState {
  const s = Fr.choose(board(recipe, { treaty: true }), 'hortalez');
  const next = Fr.play(s, SA('skirmish'));
  expect(kind(next)).toBe('skirmishActivity');
  return next;
}

describe('F12 Skirmish: space and pieces (8.6.3)', () => {
  it('the West Indies first, even where fewer cubes can go', () => {
    const s = atSkirmish((d) => {
      put(d, 'WestIndies', { frenchRegular: 1, britishRegular: 1 });
      put(d, 'Boston', { frenchRegular: 2, britishRegular: 2, tory: 1 });
    });
    const d = policy.choose(s);
    expect(d.action).toEqual({ faction: 'french', type: 'skirmish', space: 'WestIndies', option: 'britishRegular' });
    expect(nodes(d.trace)).toEqual(['F12 Skirmish: Skirmish in the West Indies (the West Indies first; candidates: Boston, the West Indies): remove 1 British Regular']);
  });

  it('then a space where a British Fort can be removed, before the most cubes', () => {
    const s = atSkirmish((d) => {
      put(d, 'Virginia', { frenchRegular: 1, britishFort: 1 });
      put(d, 'Boston', { frenchRegular: 2, britishRegular: 2, tory: 1 });
    });
    const d = policy.choose(s);
    expect(d.action).toEqual({ faction: 'french', type: 'skirmish', space: 'Virginia', option: 'britishFort+frenchRegular' });
    const after = Fr.play(s, d.action);
    expect(piecesIn(after, 'Virginia')).toEqual({});
  });

  it('then the most British cubes: two at the cost of a French Regular, alternating from the type fewest (8.1.2)', () => {
    const s = atSkirmish((d) => {
      put(d, 'NewYork', { frenchRegular: 1, tory: 1 });
      put(d, 'Boston', { frenchRegular: 2, britishRegular: 3, tory: 1 });
    });
    const d = policy.choose(s);
    expect(d.action).toEqual({ faction: 'french', type: 'skirmish', space: 'Boston', option: 'britishRegular+tory+frenchRegular' });
    expect(nodes(d.trace)).toEqual([
      'F12 Skirmish: Skirmish in Boston (the most British cubes to remove; candidates: Boston, New York): remove 1 British Regular and 1 Tory at the cost of 1 French Regular',
    ]);
    const after = Fr.play(s, d.action);
    expect(piecesIn(after, 'Boston')).toEqual({ frenchRegular: 1, britishRegular: 2 });
  });

  it('cubeRemoval: one type only takes two of it; a single cube goes alone, free', () => {
    const s = board(
      (d) => {
        put(d, 'Boston', { frenchRegular: 1, tory: 3 });
        put(d, 'NewYork', { frenchRegular: 1, britishRegular: 1 });
        put(d, 'Virginia', { britishRegular: 2 });
      },
      { treaty: true },
    );
    expect(cubeRemoval(s, 'Boston')).toBe('tory+tory+frenchRegular');
    expect(cubeRemoval(s, 'NewYork')).toBe('britishRegular');
    expect(cubeRemoval(s, 'Virginia')).toBeNull();
  });
});

describe('F17 Naval Pressure: the City of the Blockade (8.6.3)', () => {
  it('the City with most Support', () => {
    const s = Fr.choose(
      board(
        (d) => {
          put(d, 'Boston', { frenchRegular: 1, continental: 1 });
          squadronToWestIndies(d);
          d.spaces.Philadelphia.support = 2;
          d.spaces.NewYorkCity.support = 1;
        },
        { treaty: true },
      ),
      'march',
    );
    const inside = Fr.play(s, SA('navalPressure'));
    expect(kind(inside)).toBe('frenchNavalPressure');
    const d = policy.choose(inside);
    expect(d.action).toEqual({ faction: 'french', type: 'placeBlockade', space: 'Philadelphia' });
    expect(nodes(d.trace)).toEqual(['F17 Naval Pressure: add the Blockade in Philadelphia (the most Support: 2)']);
    const after = Fr.play(inside, d.action);
    expect(after.spaces.Philadelphia.blockades).toBe(1);
    expect(after.fni).toBe(1);
  });

  it('first a City selected for Battle', () => {
    const s = board((d) => {
      d.spaces.Philadelphia.support = 2;
    });
    const flow = flowOf(Fr.choose(s, 'hortalez'));
    expect(blockadeCity(flow.ctx, s, ['Boston'], ['Boston', 'NewYorkCity', 'Philadelphia'])).toBe('Boston');
    expect(nodes(flow.ctx.trace)).toEqual(['F17 Naval Pressure: add the Blockade in Boston (a City selected for Battle)']);
  });
});

describe('Decisions the flowchart would not have begun (8.3.8)', () => {
  it('Préparer la Guerre begun when F15 finds nothing to do: a random legal choice, said in the trace', () => {
    // 2 Regulars + 3 Blockades Unavailable, French Resources 10, 1D6 = 6: the flowchart would not execute it.
    const s = Fr.choose(board(() => {}, { treaty: true, released: { frenchRegular: 13 } }), 'hortalez');
    const inside = Fr.play(s, SA('preparerLaGuerre'));
    const d = policy.choose(inside, { [ROLL]: [6], [`frenchPreparerLaGuerre at step ${inside.steps}: equal choice (8.3.8)`]: [1] });
    expect(d.action).toEqual({ faction: 'french', type: 'choose', option: 'squadron' });
    expect(nodes(d.trace).at(-1)).toMatch(/^Other choice: Préparer la Guerre is under way, but the French flowchart would not have executed it: /);
  });

  it('Naval Pressure rearranging the Blockades (no Squadron in the West Indies): no French instruction', () => {
    const s = Fr.choose(
      board(
        (d) => {
          put(d, 'Boston', { frenchRegular: 1, continental: 1 });
          blockade(d, 'Boston');
        },
        { treaty: true },
      ),
      'march',
    );
    const inside = Fr.play(s, SA('navalPressure'));
    const d = policy.choose(inside);
    expect(nodes(d.trace).at(-1)).toMatch(/^Other choice: Naval Pressure rearranges the Blockades on Cities; the French flowchart only adds one from the West Indies/);
  });

  it('the 1D6 of F15 is rolled once per decision, however often the decision asks', () => {
    const s = Fr.choose(board(() => {}, { treaty: true, released: { frenchRegular: 13 } }), 'hortalez');
    const flow = flowOf(s, { [ROLL]: [4] });
    expect(chooseFrenchActivity(flow, SK_FIRST)).toEqual(SA('preparerLaGuerre'));
    // Asked again in the same decision: no second roll (only one was supplied), the same answer.
    expect(chooseFrenchActivity(flow, SK_FIRST)).toEqual(SA('preparerLaGuerre'));
    expect(flow.ctx.trace.filter(isTraceRoll)).toHaveLength(1);
  });
});
