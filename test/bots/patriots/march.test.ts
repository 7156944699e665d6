// P5 March (8.5.4): the Non-Player Patriot March, planned whole and emitted in the engine's order, then its Special Activity.
import { describe, expect, it } from 'vitest';
import { flowFor } from '../commandKit';
import type { Draft } from 'immer';
import { apply, pending } from '../../../src/game/machine';
import type { GameState } from '../../../src/core/state';
import type { Action } from '../../../src/core/action';
import { isTraceRoll, type Trace } from '../../../src/bots/policy';
import type { Flow } from '../../../src/bots/flowchart';
import type { SuppliedRolls } from '../../../src/bots/rolls';
import { patriotPolicy } from '../../../src/bots/patriots';
import { march, planPatriotMarch } from '../../../src/bots/patriots/march';
import { as, kind, lead, position, put } from '../../../src/testing/kit';
import type { CommandMode } from '../../../src/flow/contracts';

const Pa = as('patriots');
const policy = patriotPolicy();

/** An empty 1775 board with the Patriot Non-Player, arranged by `recipe`. */
const board = (recipe: (d: Draft<GameState>) => void, resources: Partial<Record<'patriots' | 'french', number>> = {}, treaty = false): GameState =>
  position({ game: { nonPlayers: ['patriots'] }, treaty, resources: { british: 10, patriots: 10, french: 10, indians: 10, ...resources } }, recipe);

const nodes = (trace: Trace): string[] => trace.flatMap((s) => (isTraceRoll(s) ? [] : [`${s.node}: ${s.text}`]));
const strip = ({ faction: _f, ...rest }: Action) => rest;

/** Applies the Patriot policy's decisions while the Patriots decide; the actions taken and the trace of each. */
function run(state: GameState, rolls?: SuppliedRolls): { state: GameState; actions: ReturnType<typeof strip>[]; traces: string[][] } {
  let s = state;
  const actions: ReturnType<typeof strip>[] = [];
  const traces: string[][] = [];
  for (let i = 0; i < 60 && pending(s)?.faction === 'patriots'; i++) {
    const d = policy.choose(s, rolls);
    actions.push(strip(d.action));
    traces.push(nodes(d.trace));
    s = apply(s, d.action);
  }
  return { state: s, actions, traces };
}

function flowOf(state: GameState, rolls?: SuppliedRolls): Flow {
  return flowFor(state, 'patriots', rolls);
}

const FULL = { limited: false, free: false, specialActivity: true };

describe('P5 March, first bullet: add Rebellion Control to two spaces (8.5.4)', () => {
  const start = () =>
    board(
      (d) => {
        put(d, 'Northwest', { village: 1 });
        put(d, 'Philadelphia', { tory: 1 });
        // Pennsylvania (Rebellion Control, not at Active Opposition): keeps 1 Underground Militia.
        put(d, 'Pennsylvania', { continental: 2, frenchRegular: 2, militiaUnderground: 3 });
        // Maryland-Delaware at Active Opposition: no unit need stay, but Rebellion Control does (2 of 3 may go).
        put(d, 'MarylandDelaware', { militiaActive: 3 });
        d.spaces.MarylandDelaware.support = -2;
      },
      {},
      true,
    );

  it('a Village space first, then a City; the largest group first, French Regulars along; then Partisans', () => {
    const { state, actions, traces } = run(Pa.choose(start(), 'march'));
    expect(actions).toEqual([
      { type: 'selectSpace', space: 'Northwest' },
      { type: 'move', from: 'Pennsylvania', to: 'Northwest', piece: 'continental', count: 2 },
      { type: 'move', from: 'Pennsylvania', to: 'Northwest', piece: 'frenchRegular', count: 2 },
      { type: 'move', from: 'Pennsylvania', to: 'Northwest', piece: 'militiaUnderground', count: 2 },
      { type: 'selectSpace', space: 'Philadelphia' },
      { type: 'move', from: 'MarylandDelaware', to: 'Philadelphia', piece: 'militiaActive', count: 2 },
      { type: 'done' },
      // 8.5.4: then Partisans per 8.5.1 — the Village in Northwest.
      { type: 'specialActivity', activity: 'partisans' },
      { type: 'partisans', space: 'Northwest', option: 'village+militiaUnderground' },
    ]);
    expect(traces[0]).toEqual([
      'P5 March: add Rebellion Control to Northwest (a space with a Village, Population 0)',
      'P5 March: largest group first: 2 Continentals, 2 French Regulars, 2 Underground Militia from Pennsylvania to Northwest',
      'P5 March: add Rebellion Control to Philadelphia (a City, Population 1)',
      'P5 March: largest group first: 2 Active Militia from Maryland-Delaware to Philadelphia',
      'P5 March: select Northwest as a destination',
    ]);
    expect(traces[7]).toEqual(['P8 Partisans: possible in Northwest']);
    // The final board: Rebellion Control added to both; the origins keep theirs; the French paid 1, the Patriots 2.
    expect(state.spaces.Northwest.pieces).toMatchObject({ continental: 2, frenchRegular: 2, militiaUnderground: 0, militiaActive: 1, village: 0 });
    expect(state.spaces.Philadelphia.pieces).toMatchObject({ militiaActive: 2, tory: 1 });
    expect(state.spaces.Pennsylvania.pieces).toMatchObject({ continental: 0, frenchRegular: 0, militiaUnderground: 1 });
    expect(state.spaces.MarylandDelaware.pieces).toMatchObject({ militiaActive: 1 });
    for (const s of ['Northwest', 'Philadelphia', 'Pennsylvania', 'MarylandDelaware'] as const) expect(state.spaces[s].control).toBe('rebellion');
    expect(state.resources).toMatchObject({ patriots: 8, french: 9 });
  });

  it('French Resources 0: no French Regulars go along (8.5.4)', () => {
    const s = Pa.choose(board((d) => {
      put(d, 'Northwest', { village: 1 });
      put(d, 'Pennsylvania', { continental: 2, frenchRegular: 2, militiaUnderground: 3 });
    }, { french: 0 }, true), 'march');
    const flow = flowOf(s);
    const plan = planPatriotMarch(s, flow.ctx, { mode: FULL });
    expect(plan.moves[0]).toEqual({ from: 'Pennsylvania', to: 'Northwest', continental: 2, frenchRegular: 0, militiaUnderground: 2, militiaActive: 0 });
  });

  it('a Patriot Fort keeps an Active unit, no origin loses Rebellion Control; only the given origins (Event #88)', () => {
    const s = board((d) => {
      put(d, 'Philadelphia', { tory: 1 });
      // Fort, 1 Active + 2 Underground Militia against 1 Regular: the Active one stays, and 2 must stay for Control.
      put(d, 'Pennsylvania', { patriotFort: 1, militiaActive: 1, militiaUnderground: 2, britishRegular: 1 });
      put(d, 'NewJersey', { militiaUnderground: 3 });
    });
    const flow = flowOf(Pa.choose(s, 'march'));
    const plan = planPatriotMarch(s, flow.ctx, { mode: FULL, origins: ['Pennsylvania'] });
    expect(plan.destinations[0]).toEqual({ space: 'Philadelphia', bullet: 'control' });
    expect(plan.moves[0]).toEqual({ from: 'Pennsylvania', to: 'Philadelphia', continental: 0, frenchRegular: 0, militiaUnderground: 2, militiaActive: 0 });
    expect(plan.moves.every((m) => m.from === 'Pennsylvania')).toBe(true);
  });
});

describe('P5 March, second bullet: one Militia into each space with none (8.5.4)', () => {
  const start = () =>
    board((d) => {
      // Each origin can spare one Underground Militia (it keeps one); no neighbour can be taken whole.
      put(d, 'NorthCarolina', { militiaUnderground: 2 });
      put(d, 'Massachusetts', { militiaUnderground: 2 });
      put(d, 'Norfolk', { tory: 1 }); // changes Control, Population 1
      put(d, 'Virginia', { tory: 1 }); // changes Control, Population 2
      put(d, 'SouthCarolina', { tory: 1 }); // changes Control, Population 2
      put(d, 'CharlesTown', { tory: 2 });
      put(d, 'Southwest', { warPartyActive: 1 });
      put(d, 'Boston', { tory: 1 }); // changes Control, Population 1
      for (const s of ['NewHampshire', 'ConnecticutRhodeIsland', 'NewYork'] as const) put(d, s, { tory: 2 });
    });

  it('first where it changes the Control of the most Population (ties by 8.2), then the next; then the Special Activity', () => {
    const purpose = 'P5 March: a Militia into a space with none, destination #1 (8.5.4)';
    // Virginia and South Carolina tie: column 2, row 5 (Southwest, then Virginia) → Virginia.
    const partisans = 'P8 Partisans: space (8.5.1)';
    // Then Partisans: Virginia and Boston tie (a Tory, Rebellion Control added); column 3, row 5 → Boston.
    const rolls = { [`${purpose}: column (1D3)`]: [2], [`${purpose}: row (1D6)`]: [5], [`${partisans}: column (1D3)`]: [3], [`${partisans}: row (1D6)`]: [5] };
    const { state, actions, traces } = run(Pa.choose(start(), 'march'), rolls);
    expect(actions.slice(0, 5)).toEqual([
      { type: 'selectSpace', space: 'Virginia' },
      { type: 'move', from: 'NorthCarolina', to: 'Virginia', piece: 'militiaUnderground', count: 1 },
      { type: 'selectSpace', space: 'Boston' },
      { type: 'move', from: 'Massachusetts', to: 'Boston', piece: 'militiaUnderground', count: 1 },
      { type: 'done' },
    ]);
    expect(traces[0]).toEqual([
      `Random Spaces: ${purpose}: Virginia, South Carolina tie; column 2, row 5 → Virginia`,
      'P5 March: a Militia into Virginia, which has none (changes its Control, Population 2): 1 Underground Militia from North Carolina to Virginia',
      'P5 March: a Militia into Boston, which has none (changes its Control, Population 1): 1 Underground Militia from Massachusetts to Boston',
      'P5 March: select Virginia as a destination',
    ]);
    expect(actions.slice(5)).toEqual([
      { type: 'specialActivity', activity: 'partisans' },
      { type: 'partisans', space: 'Boston', option: 'tory' },
    ]);
    expect(traces[6].at(-1)).toBe('P8 Partisans: Partisans in Boston (the most British units to remove (1); adds Rebellion Control): remove 1 Tory, 1 Underground Militia Activated');
    expect(state.spaces.Boston.pieces).toMatchObject({ militiaActive: 1, tory: 0 });
    expect(state.spaces.Boston.control).toBe('rebellion');
    expect(state.spaces.Virginia.pieces).toMatchObject({ militiaUnderground: 1, tory: 1 });
    expect(state.spaces.Virginia.control).toBeNull();
    expect(state.spaces.NorthCarolina.pieces).toMatchObject({ militiaUnderground: 1 });
    expect(state.resources.patriots).toBe(8);
  });

  it('Resources limit the destinations (8.1): one Resource, one destination', () => {
    const purpose = 'P5 March: a Militia into a space with none, destination #1 (8.5.4)';
    const rolls = { [`${purpose}: column (1D3)`]: [2], [`${purpose}: row (1D6)`]: [5] };
    const s = start();
    const plan = planPatriotMarch({ ...s, resources: { ...s.resources, patriots: 1 } }, flowOf(Pa.choose(s, 'march'), rolls).ctx);
    expect(plan.destinations).toEqual([{ space: 'Virginia', bullet: 'militia' }]);
  });
});

describe('P5 March: possible (IF NONE, 8.5.4)', () => {
  it('no Patriot unit able to move, or no Resources: not possible', () => {
    const s = board((d) => put(d, 'Massachusetts', { militiaUnderground: 1 }));
    const flow = flowOf(Pa.onTurn(s));
    expect(march.possible(flow, FULL)).toBe(false);
    expect(nodes(flow.ctx.trace)).toEqual(['P5 March: no March move can be executed (IF NONE)']);
    const broke = board((d) => put(d, 'Massachusetts', { militiaUnderground: 3 }), { patriots: 0 });
    const f2 = flowOf(Pa.onTurn(broke));
    expect(march.possible(f2, FULL)).toBe(false);
    expect(nodes(f2.ctx.trace)).toEqual(['P5 March: no Patriot Resources to pay for a destination']);
    const ok = flowOf(Pa.onTurn(board((d) => put(d, 'Massachusetts', { militiaUnderground: 3 }))));
    expect(march.possible(ok, FULL)).toBe(true);
    expect(kind(Pa.onTurn(s))).toBe('eligibleOptions');
  });
});

describe('P5 March: the largest groups first, and no more once Rebellion Control is established (8.5.4)', () => {
  // New Jersey (a Village and a Tory) is the first destination; Philadelphia and Pennsylvania (Active
  // Opposition, Rebellion Control) can each send 3, New York 1. One Resource: one destination.
  const s0 = board(
    (d) => {
      put(d, 'NewJersey', { village: 1, tory: 1 });
      put(d, 'Philadelphia', { militiaUnderground: 4 });
      put(d, 'Pennsylvania', { militiaUnderground: 4 });
      put(d, 'NewYork', { militiaActive: 2 });
      for (const s of ['Philadelphia', 'Pennsylvania', 'NewYork'] as const) d.spaces[s].support = -2;
    },
    { patriots: 1 },
  );

  it('equal largest groups by 8.2; the first establishes Rebellion Control, so the others stay', () => {
    const purpose = 'P5 March: largest group into New Jersey #1 (8.5.4)';
    // Column 2, row 3: Pennsylvania.
    const rolls = { [`${purpose}: column (1D3)`]: [2], [`${purpose}: row (1D6)`]: [3] };
    const ctx = flowOf(Pa.choose(s0, 'march'), rolls).ctx;
    const plan = planPatriotMarch(s0, ctx);
    expect(plan.destinations).toEqual([{ space: 'NewJersey', bullet: 'control' }]);
    expect(plan.moves).toEqual([{ from: 'Pennsylvania', to: 'NewJersey', continental: 0, frenchRegular: 0, militiaUnderground: 3, militiaActive: 0 }]);
    expect(nodes(ctx.trace)).toEqual([
      'P5 March: add Rebellion Control to New Jersey (a space with a Village, Population 1)',
      `Random Spaces: ${purpose}: Philadelphia, Pennsylvania tie; column 2, row 3 → Pennsylvania`,
      'P5 March: largest group first: 3 Underground Militia from Pennsylvania to New Jersey',
    ]);
  });

  it('8.3.7: in a Brilliant Stroke, only destinations that involve Washington', () => {
    const s = board(
      (d) => {
        put(d, 'NewJersey', { village: 1, tory: 1 });
        put(d, 'Philadelphia', { militiaUnderground: 4 });
        put(d, 'NewYork', { militiaActive: 2 });
        d.spaces.NewYork.support = -2;
        for (const t of ['Massachusetts', 'ConnecticutRhodeIsland', 'NewYorkCity'] as const) put(d, t, { tory: 2 });
        lead(d, 'Washington', 'NewYork');
      },
    );
    const inStroke: GameState = {
      ...s,
      stack: [...s.stack, { kind: 'brilliantStroke', faction: 'patriots', card: 106, commands: 0, activity: false, leaderTookPart: false, guard: 'leaderTakesPart', waiting: true, granted: null, origin: null, ended: false } as never],
    };
    const mode: CommandMode = { limited: true, free: true, specialActivity: false };
    const ctx = flowOf(Pa.onTurn(s)).ctx;
    const plan = planPatriotMarch(s, ctx, { mode, now: inStroke });
    // New Jersey would need Philadelphia's group; of the spaces Washington's group can take, Pennsylvania has the highest Population.
    expect(plan.destinations).toEqual([{ space: 'Pennsylvania', bullet: 'control' }]);
    expect(plan.moves).toEqual([{ from: 'NewYork', to: 'Pennsylvania', continental: 0, frenchRegular: 0, militiaUnderground: 0, militiaActive: 1 }]);
    expect(nodes(ctx.trace)[0]).toBe('P5 March: Brilliant Stroke: only destinations that involve Washington in New York (his space, or units marching out of it)');
    // Without the Brilliant Stroke, the Limited March goes to New Jersey.
    expect(planPatriotMarch(s, flowOf(Pa.onTurn(s)).ctx, { mode }).destinations).toEqual([{ space: 'NewJersey', bullet: 'control' }]);
  });
});

describe('P5 March then P13: the last Resource spent, Persuasion instead of Partisans (8.5.4, 8.5.1)', () => {
  it('a whole March and Special Activity: final board, Resources and trace', () => {
    // Massachusetts (Rebellion Control, not at Active Opposition): 2 of its 3 Underground Militia may go.
    // Boston (a City, Tories 0) is the first destination; the one Resource is then spent.
    const s0 = board(
      (d) => {
        put(d, 'Massachusetts', { militiaUnderground: 3 });
        put(d, 'ConnecticutRhodeIsland', { tory: 1 });
      },
      { patriots: 1 },
    );
    const { state, actions, traces } = run(Pa.choose(s0, 'march'));
    expect(actions).toEqual([
      { type: 'selectSpace', space: 'Boston' },
      { type: 'move', from: 'Massachusetts', to: 'Boston', piece: 'militiaUnderground', count: 2 },
      { type: 'done' },
      { type: 'specialActivity', activity: 'persuasion' },
      { type: 'selectSpace', space: 'Boston' },
      { type: 'selectSpace', space: 'Massachusetts' },
    ]);
    // The group closes by itself (no Active Militia to add); `done` ends the March; the host then asks for the Special Activity.
    expect(traces[3]).toEqual([
      'P8 Partisans: Patriot Resources are 0: Persuasion instead of Partisans (and of Skirmish)',
      'P13 Persuasion: possible in Boston, Massachusetts',
    ]);
    expect(traces[4].at(-1)).toBe('P13 Persuasion: Persuasion in Boston, Massachusetts: 1 Militia Activated in each, +1 Patriot Resource each');
    expect(pending(state)?.faction).not.toBe('patriots');
    expect(state.resources.patriots).toBe(2);
    expect(state.spaces.Boston.pieces).toMatchObject({ militiaUnderground: 1, militiaActive: 1 });
    expect(state.spaces.Massachusetts.pieces).toMatchObject({ militiaUnderground: 0, militiaActive: 1 });
    expect(state.spaces.Boston.propaganda).toBe(1);
    expect(state.spaces.Massachusetts.propaganda).toBe(1);
    expect(state.spaces.Boston.control).toBe('rebellion');
    expect(state.spaces.Massachusetts.control).toBe('rebellion');
  });
});
