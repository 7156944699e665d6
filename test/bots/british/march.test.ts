// B10 March (8.4.3) with B13 Common Cause: the Non-Player British March, planned whole from the board
// it started from and emitted one decision at a time in the engine's order.
import { describe, expect, it } from 'vitest';
import { flowFor } from '../commandKit';
import type { Draft } from 'immer';
import type { Action } from '../../../src/core/action';
import type { GameState } from '../../../src/core/state';
import type { SpaceId } from '../../../src/data/ids';
import { apply, pending } from '../../../src/game/machine';
import { loadGame, serialize } from '../../../src/index';
import { britishPolicy, type Flow } from '../../../src/bots';
import { beginDecision, type Trace } from '../../../src/bots/policy';
import type { RollBook } from '../../../src/bots/rolls';
import { march, planMarch, type MarchPlan } from '../../../src/bots/british/march';
import type { CommandMode } from '../../../src/flow/contracts';
import { FULL, LIMITED, as, blockade, lead, piecesIn, position, put } from '../../../src/testing';

const policy = britishPolicy();
const B = 'british' as const;

/** An empty 1775 map (Gage Available), British Resources `resources`, the British a Non-Player; then the recipe. */
const board = (recipe: (d: Draft<GameState>) => void, resources = 10): GameState =>
  position({ resources: { british: resources }, game: { nonPlayers: [B] } }, recipe);

/** The British, 1st Eligible, have chosen a full March: its first decision is pending. */
const marching = (state: GameState): GameState => as(B).choose(state, 'march');

/** Applies the British policy's decisions while the British decide (the March, then its Special Activity). */
function run(state: GameState, rolls?: RollBook) {
  let s = state;
  const actions: Action[] = [];
  const traces: Trace[] = [];
  for (let i = 0; i < 60; i++) {
    const p = pending(s);
    if (!p || p.faction !== B || p.kind === 'eligibleOptions') break;
    const d = policy.choose(s, rolls);
    actions.push(d.action);
    traces.push(d.trace);
    s = apply(s, d.action);
  }
  return { state: s, actions, traces };
}

const sel = (space: SpaceId): Action => ({ faction: B, type: 'selectSpace', space });
const regulars = (from: SpaceId, to: SpaceId, count: number, leader = false): Action =>
  leader ? { faction: B, type: 'move', from, to, piece: 'britishRegular', count, option: 'leader' } : { faction: B, type: 'move', from, to, piece: 'britishRegular', count };
const tories = (from: SpaceId, to: SpaceId, count: number): Action => ({ faction: B, type: 'move', from, to, piece: 'tory', count });
const warParties = (from: SpaceId, to: SpaceId, count: number): Action => ({ faction: B, type: 'move', from, to, piece: 'warPartyActive', count, option: 'commonCause' });
const done: Action = { faction: B, type: 'done' };

/** The March actions of a run: up to and including its `done`. */
const marchPart = (actions: Action[]): Action[] => actions.slice(0, actions.findIndex((a) => a.type === 'done') + 1);

/** The state once the March's own actions (up to its `done`) are applied to `start`. */
const afterMarch = (start: GameState, actions: Action[]): GameState => marchPart(actions).reduce(apply, start);

/** The texts of a trace's nodes named `node`. */
const nodeTexts = (trace: Trace, node: string): string[] => trace.flatMap((s) => ('node' in s && s.node === node ? [s.text] : []));

/** A Flow for the pending decision of `state` (for `possible` and `planMarch`). */
function flowOf(state: GameState, rolls?: RollBook): Flow {
  return flowFor(state, B, rolls);
}

/** The plan from the state itself (a March not begun yet). */
function plan(state: GameState, mode: CommandMode = FULL, rolls?: RollBook): { plan: MarchPlan; trace: Trace } {
  const ctx = beginDecision(as(B).onTurn(state), B, rolls);
  const p = planMarch(ctx, state, state, mode);
  return { plan: p, trace: ctx.trace };
}

const tie = (purpose: string, column: number, row: number): RollBook => ({ [`${purpose}: column (1D3)`]: [column], [`${purpose}: row (1D6)`]: [row] });

// ---------------------------------------------------------------------------------------------

describe('B10 March, first bullet: add British Control (8.4.3)', () => {
  /**
   * Boston (a City with a Continental) is Rebel-Controlled; Massachusetts can send 3 Regulars and a
   * Tory, Connecticut-Rhode Island and Virginia one Regular each. Pennsylvania holds only Tories.
   */
  const position1 = () =>
    board((d) => {
      put(d, 'Boston', { militiaUnderground: 2, continental: 1 });
      put(d, 'Massachusetts', { britishRegular: 4, tory: 2 });
      put(d, 'ConnecticutRhodeIsland', { britishRegular: 2 });
      put(d, 'Pennsylvania', { tory: 3, militiaUnderground: 1 });
      d.spaces.Pennsylvania.support = 1;
      put(d, 'Virginia', { britishRegular: 3, militiaUnderground: 1 });
      lead(d, B, 'Massachusetts');
    });
  // Connecticut-Rhode Island and Virginia tie for New York City: column 1, row 4 is Connecticut-Rhode Island (8.2).
  const rolls = tie('B10 March: largest group into New York City #1 (8.4.3)', 1, 4);

  it('8.4.3 Cities first, first where Rebellion cubes; the largest group first, and no more once Control is established', () => {
    const { plan: p, trace } = plan(position1(), FULL, rolls);
    expect(p.destinations.slice(0, 2)).toEqual([
      { space: 'Boston', bullet: 'control' },
      { space: 'NewYorkCity', bullet: 'control' },
    ]);
    // Massachusetts keeps British Control, its last Regular (no Active Support) and its last Tory:
    // 3 Regulars and 1 Tory make 4 Royalist pieces against 3 Rebellion pieces, so Connecticut-Rhode Island
    // does not follow into Boston.
    expect(p.moves.filter((m) => m.to === 'Boston')).toEqual([{ from: 'Massachusetts', to: 'Boston', regulars: 3, tories: 1, warParties: 0, leader: true }]);
    // An empty City of Population 2 next; one Regular of equal groups (8.2) takes it.
    expect(p.moves.filter((m) => m.to === 'NewYorkCity')).toEqual([{ from: 'ConnecticutRhodeIsland', to: 'NewYorkCity', regulars: 1, tories: 0, warParties: 0, leader: false }]);
    expect(nodeTexts(trace, 'B10 March')[0]).toBe('add British Control to Boston (a City with Rebellion cubes, Population 1)');
    expect(nodeTexts(trace, 'Random Spaces')).toEqual([
      'B10 March: largest group into New York City #1 (8.4.3): Connecticut-Rhode Island, Virginia tie; column 1, row 4 → Connecticut-Rhode Island',
    ]);
    expect(p.commonCause).toBe(false);
  });

  it('a whole March: the Leader goes with the largest group, Militia are Activated, then a Skirmish (8.4.3, 8.1, 8.4.1)', () => {
    const r = run(marching(position1()), rolls);
    expect(marchPart(r.actions)).toEqual([
      sel('Boston'),
      // 8.1: the move does not take the Non-Player's Leader along; the engine moves him at the March's end.
      regulars('Massachusetts', 'Boston', 3),
      tories('Massachusetts', 'Boston', 1),
      sel('NewYorkCity'),
      regulars('ConnecticutRhodeIsland', 'NewYorkCity', 1),
      // Second bullet: Pennsylvania has only Tories; Virginia can spare a Regular (it keeps Control and one Regular).
      sel('Pennsylvania'),
      regulars('Virginia', 'Pennsylvania', 1),
      done,
    ]);
    // The Leader follows the 4 units marching to Boston rather than the 2 that stay (8.1).
    expect(nodeTexts(r.traces[0], 'Leader Movement')).toEqual(['the British Leader goes along with the 4 British units marching to Boston']);
    // No Common Cause: a Special Activity after the March, Skirmish first (8.4.3, 8.4.1).
    expect(r.actions[8]).toEqual({ faction: B, type: 'specialActivity', activity: 'skirmish' });
    const s = r.state;
    expect(s.leaders.british.at).toBe('Boston');
    expect(piecesIn(s, 'Massachusetts')).toEqual({ britishRegular: 1, tory: 1 });
    // Boston: 4 British cubes Activate one Militia.
    expect(piecesIn(s, 'Boston')).toEqual({ britishRegular: 3, tory: 1, militiaUnderground: 1, militiaActive: 1, continental: 1 });
    expect(s.spaces.Boston.control).toBe('british');
    expect(piecesIn(s, 'NewYorkCity')).toEqual({ britishRegular: 1 });
    expect(piecesIn(s, 'ConnecticutRhodeIsland')).toEqual({ britishRegular: 1 });
    expect(piecesIn(s, 'Virginia')).toEqual({ britishRegular: 2, militiaUnderground: 1 });
    // Pennsylvania: the Militia Activated by 4 British cubes was then removed by the Skirmish (only one Regular there).
    expect(piecesIn(s, 'Pennsylvania')).toEqual({ britishRegular: 1, tory: 3 });
    expect(s.resources.british).toBe(10 - 3);
  });

  it('8.1 the plan is a function of the state: a save and load in the middle changes nothing', () => {
    let s = marching(position1());
    for (let i = 0; i < 2; i++) s = apply(s, policy.choose(s, rolls).action);
    const loaded = loadGame(serialize(s));
    expect(policy.choose(loaded, rolls)).toEqual(policy.choose(s, rolls));
    expect(policy.choose(s, rolls).action).toEqual(tories('Massachusetts', 'Boston', 1));
  });

  it('8.1 the Leader stays with a larger group that does not move, and joins one of equal groups by a roll', () => {
    // Massachusetts can spare 1 Regular and 1 Tory (keeping its last Regular and Tory): 2 move, 4 stay.
    const stays = board((d) => {
      put(d, 'Massachusetts', { britishRegular: 2, tory: 4 });
      lead(d, B, 'Massachusetts');
    });
    const a = plan(stays);
    expect(a.plan.moves).toEqual([{ from: 'Massachusetts', to: 'NewYorkCity', regulars: 1, tories: 1, warParties: 0, leader: false }]);
    expect(nodeTexts(a.trace, 'Leader Movement')).toEqual(['the British Leader stays in Massachusetts with the 4 British units that do not move']);
    // 2 Regulars move, 1 Regular and 1 Tory stay: equal groups, an equal-chance roll.
    const equal = board((d) => {
      put(d, 'Massachusetts', { britishRegular: 3, tory: 1 });
      lead(d, B, 'Massachusetts');
    });
    const purpose = 'B10 March: the Leader joins which group from Massachusetts? (8.1)';
    expect(plan(equal, FULL, { [purpose]: [1] }).plan.moves[0].leader).toBe(false);
    expect(plan(equal, FULL, { [purpose]: [2] }).plan.moves[0].leader).toBe(true);
  });
});

describe('8.4.3 what may not leave an origin', () => {
  it('the last Regular only from Active Support; never pieces needed for British Control', () => {
    const from = (support: number, extra: Partial<Record<'militiaUnderground' | 'tory', number>> = {}) =>
      plan(
        board((d) => {
          put(d, 'Massachusetts', { britishRegular: 2, ...extra });
          d.spaces.Massachusetts.support = support;
        }),
      ).plan.moves.filter((m) => m.from === 'Massachusetts');
    // Passive Support: one Regular stays.
    expect(from(1, { tory: 1 }).map((m) => m.regulars)).toEqual([1]);
    // Active Support: both Regulars may go; the last Tory stays and keeps British Control.
    expect(from(2, { tory: 1 }).map((m) => [m.regulars, m.tories])).toEqual([[2, 0]]);
    // Active Support but no Tory: the last British piece would lose Control, one Regular stays.
    expect(from(2).map((m) => m.regulars)).toEqual([1]);
    // 2 Regulars against 1 Militia: British Control needs both.
    expect(from(2, { militiaUnderground: 1 })).toEqual([]);
  });

  it('IF NONE: nothing can March, or no Resources: not possible (8.4.3, 8.1)', () => {
    // Every British piece is needed where it stands, and no March in place would Activate Militia.
    const stuck = board((d) => {
      put(d, 'Massachusetts', { britishRegular: 2, militiaUnderground: 1 });
      put(d, 'Virginia', { tory: 1 });
    });
    const f = flowOf(as(B).onTurn(stuck));
    expect(march.possible(f, FULL)).toBe(false);
    expect(nodeTexts(f.ctx.trace, 'B10 March')).toEqual(['no March instruction can be executed (IF NONE)']);
    const poor = board((d) => put(d, 'Massachusetts', { britishRegular: 4 }), 0);
    expect(march.possible(flowOf(as(B).onTurn(poor)), FULL)).toBe(false);
    expect(march.possible(flowOf(as(B).onTurn(board((d) => put(d, 'Massachusetts', { britishRegular: 4 })))), FULL)).toBe(true);
  });
});

describe('B13 Common Cause in a March (8.4.3 COMMON CAUSE)', () => {
  /** New York: a Continental and 2 Militia. Northwest (no City next to it): 3 Regulars, 1 Active and 2 Underground War Parties. */
  const northwest = (extra: Partial<Record<'tory', number>> = {}) =>
    board((d) => {
      put(d, 'NewYork', { continental: 1, militiaUnderground: 2 });
      put(d, 'Northwest', { britishRegular: 3, warPartyActive: 1, warPartyUnderground: 2, ...extra });
    });

  it('War Parties make the group large enough to take Control of an adjacent Colony; the last War Party (Underground) stays; no other Special Activity', () => {
    const r = run(marching(northwest()));
    // 2 Regulars (the last stays) and 2 War Parties as Tories: 4 Royalist pieces against 3.
    expect(r.actions).toEqual([sel('NewYork'), regulars('Northwest', 'NewYork', 2), warParties('Northwest', 'NewYork', 2), done]);
    expect(nodeTexts(r.traces[2], 'B13 Common Cause')).toEqual([
      '2 War Parties march as Tories with the 2 British Regulars from Northwest into the adjacent Province New York (Active first, the last War Party stays)',
    ]);
    const s = r.state;
    expect(piecesIn(s, 'NewYork')).toEqual({ britishRegular: 2, warPartyActive: 2, continental: 1, militiaUnderground: 2 });
    expect(s.spaces.NewYork.control).toBe('british');
    expect(piecesIn(s, 'Northwest')).toEqual({ britishRegular: 1, warPartyUnderground: 1 });
    // Common Cause was the Special Activity: the British turn is over, nothing else offered.
    expect(pending(s)!.faction).not.toBe(B);
    expect(s.turn!.executed).toEqual([{ faction: B, did: 'command', specialActivity: true }]);
  });

  it('no Common Cause where Tories already match the Regulars; then Skirmish (8.4.3, 8.4.1)', () => {
    // 2 Regulars and 2 Tories go (the last of each stays): no room for War Parties.
    const r = run(marching(northwest({ tory: 3 })));
    expect(marchPart(r.actions)).toEqual([sel('NewYork'), regulars('Northwest', 'NewYork', 2), tories('Northwest', 'NewYork', 2), done]);
    expect(r.traces.flatMap((t) => nodeTexts(t, 'B13 Common Cause'))).toEqual([]);
    expect(r.actions[4]).toEqual({ faction: B, type: 'specialActivity', activity: 'skirmish' });
  });

  it('an Event\'s free March restricted to some destinations selects only among them (5.1, 8.3.5)', () => {
    const free: CommandMode = { limited: false, free: true, specialActivity: false, restriction: { spaces: ['Virginia', 'MarylandDelaware'], maxSpaces: 1 } };
    // Virginia and Maryland-Delaware tie (empty Colonies of Population 2): column 2, row 1 (Northwest, then Maryland-Delaware).
    const { plan: p } = plan(northwest(), free, tie('B10 March: add British Control, destination #1 (8.4.3)', 2, 1));
    expect(p.destinations).toEqual([{ space: 'MarylandDelaware', bullet: 'control' }]);
    // A free Command has no Special Activity: no Common Cause either.
    expect(p.moves).toEqual([{ from: 'Northwest', to: 'MarylandDelaware', regulars: 2, tories: 0, warParties: 0, leader: false }]);
  });

  it('a Limited March: one destination and no Common Cause (8.1, 2.3.5)', () => {
    // Without War Parties New York cannot be taken; the empty Colonies next to Northwest tie: column 2, row 3 is Pennsylvania.
    const { plan: p } = plan(northwest(), LIMITED, tie('B10 March: add British Control, destination #1 (8.4.3)', 2, 3));
    expect(p.destinations).toEqual([{ space: 'Pennsylvania', bullet: 'control' }]);
    expect(p.moves).toEqual([{ from: 'Northwest', to: 'Pennsylvania', regulars: 2, tories: 0, warParties: 0, leader: false }]);
    expect(p.commonCause).toBe(false);
  });
});

describe('B10 March, second bullet: Tories to Regulars, Regulars to Tories (8.4.3)', () => {
  it('first to add Tories where Regulars are the only British units, then Regulars where Tories are; Common Cause only to add Control', () => {
    // No Rebel-Controlled or empty Colony next to Northwest or Southwest, which have no City next to them.
    const s0 = board((d) => {
      put(d, 'Northwest', { britishRegular: 4, tory: 3, warPartyActive: 2 });
      put(d, 'Southwest', { britishRegular: 3, tory: 2 });
      put(d, 'Virginia', { britishRegular: 1 });
      put(d, 'Pennsylvania', { britishRegular: 1 });
      put(d, 'NorthCarolina', { tory: 2 });
      for (const s of ['NewYork', 'MarylandDelaware', 'SouthCarolina', 'Georgia'] as const) put(d, s, { britishRegular: 1, tory: 1 });
    });
    const rolls: RollBook = {
      // Pennsylvania and Virginia tie for Tories: column 2, row 3 is Pennsylvania.
      ...tie('B10 March: add Tories where Regulars are the only British units, destination #1 (8.4.3)', 2, 3),
      // Virginia's and Pennsylvania's own Regular tie for North Carolina: column 2, row 5 (Southwest, then Virginia) is Virginia.
      ...tie('B10 March: group to add Regulars where Tories are the only British units in North Carolina (8.4.3)', 2, 5),
    };
    const r = run(marching(s0), rolls);
    expect(marchPart(r.actions)).toEqual([
      sel('Pennsylvania'),
      regulars('Northwest', 'Pennsylvania', 3),
      tories('Northwest', 'Pennsylvania', 2),
      // The War Parties could go along (Province to adjacent Province), but Common Cause is only for adding Control.
      warParties('Northwest', 'Pennsylvania', 0),
      sel('Virginia'),
      regulars('Southwest', 'Virginia', 2),
      tories('Southwest', 'Virginia', 1),
      sel('NorthCarolina'),
      // Virginia's own Regular may go now that the Southwest group keeps its Control.
      regulars('Virginia', 'NorthCarolina', 1),
      done,
    ]);
    const t = nodeTexts(r.traces[0], 'B10 March');
    expect(t).toContain('add Tories where Regulars are the only British units in Pennsylvania');
    expect(t).toContain('add Tories where Regulars are the only British units in Virginia');
    expect(t).toContain('add Regulars where Tories are the only British units in North Carolina');
    const s = r.state;
    expect(piecesIn(s, 'Northwest')).toEqual({ britishRegular: 1, tory: 1, warPartyActive: 2 });
    expect(piecesIn(s, 'Pennsylvania')).toEqual({ britishRegular: 4, tory: 2 });
    expect(piecesIn(s, 'Southwest')).toEqual({ britishRegular: 1, tory: 1 });
    expect(piecesIn(s, 'Virginia')).toEqual({ britishRegular: 2, tory: 1 });
    expect(piecesIn(s, 'NorthCarolina')).toEqual({ britishRegular: 1, tory: 2 });
    // No Common Cause: a Special Activity follows (no Rebels to Skirmish: Naval Pressure, FNI 0).
    expect(r.actions[10]).toEqual({ faction: B, type: 'specialActivity', activity: 'navalPressure' });
  });

  it('within that, first to destinations already selected', () => {
    // Boston is Blockaded: only adjacent units reach it, and none sail from it.
    const s0 = board((d) => {
      blockade(d, 'Boston');
      put(d, 'Boston', { continental: 1 });
      put(d, 'Massachusetts', { britishRegular: 4 });
      put(d, 'ConnecticutRhodeIsland', { britishRegular: 2, tory: 2 });
      put(d, 'NewYork', { britishRegular: 1, tory: 1 });
      put(d, 'NewHampshire', { britishRegular: 1, tory: 1 });
    });
    const { plan: p } = plan(s0);
    // Boston: Massachusetts' 3 Regulars first (the larger group) take Control; Connecticut-Rhode Island's
    // group does not follow. Then Boston and Massachusetts both have only Regulars: Boston, already selected, gets the Tory.
    expect(p.destinations).toEqual([
      { space: 'Boston', bullet: 'control' },
    ]);
    expect(p.moves).toEqual([
      { from: 'Massachusetts', to: 'Boston', regulars: 3, tories: 0, warParties: 0, leader: false },
      { from: 'ConnecticutRhodeIsland', to: 'Boston', regulars: 1, tories: 1, warParties: 0, leader: false },
    ]);
    const start = marching(s0);
    const r = run(start);
    expect(marchPart(r.actions)).toEqual([
      sel('Boston'),
      regulars('Massachusetts', 'Boston', 3),
      regulars('ConnecticutRhodeIsland', 'Boston', 1),
      tories('ConnecticutRhodeIsland', 'Boston', 1),
      done,
    ]);
    const s = afterMarch(start, r.actions);
    expect(piecesIn(s, 'Boston')).toEqual({ britishRegular: 4, tory: 1, continental: 1 });
    expect(piecesIn(s, 'Massachusetts')).toEqual({ britishRegular: 1 });
    expect(piecesIn(s, 'ConnecticutRhodeIsland')).toEqual({ britishRegular: 1, tory: 1 });
    // No Common Cause: Skirmish in Boston follows (8.4.1).
    expect(r.actions[5]).toEqual({ faction: B, type: 'specialActivity', activity: 'skirmish' });
  });
});

describe('B10 March, third bullet: March in place (8.4.3)', () => {
  it('to Activate Underground Militia, first where Support; one Resource, one destination', () => {
    const s0 = board((d) => {
      put(d, 'Pennsylvania', { tory: 3, militiaUnderground: 1 });
      d.spaces.Pennsylvania.support = 1;
      put(d, 'Virginia', { britishRegular: 3, militiaUnderground: 2 });
    }, 1);
    const start = marching(s0);
    const r = run(start);
    expect(marchPart(r.actions)).toEqual([sel('Pennsylvania'), done]);
    expect(nodeTexts(r.traces[0], 'B10 March')).toContain('March in place in Pennsylvania to Activate 1 Underground Militia (Support)');
    const s = afterMarch(start, r.actions);
    expect(piecesIn(s, 'Pennsylvania')).toEqual({ tory: 3, militiaActive: 1 });
    expect(piecesIn(s, 'Virginia')).toEqual({ britishRegular: 3, militiaUnderground: 2 });
    expect(s.resources.british).toBe(0);
    // No Skirmish possible (Virginia's Militia are Underground): Naval Pressure (FNI 0, 8.4.1).
    expect(r.actions[2]).toEqual({ faction: B, type: 'specialActivity', activity: 'navalPressure' });
    // With 2 Resources both, in map order.
    const both = plan(board((d) => {
      put(d, 'Pennsylvania', { tory: 3, militiaUnderground: 1 });
      d.spaces.Pennsylvania.support = 1;
      put(d, 'Virginia', { britishRegular: 3, militiaUnderground: 2 });
    }, 2));
    expect(both.plan.destinations).toEqual([
      { space: 'Pennsylvania', bullet: 'inPlace' },
      { space: 'Virginia', bullet: 'inPlace' },
    ]);
  });
});

describe('8.3.7 a Brilliant Stroke\'s Limited March involves the British Leader', () => {
  /** Gage in Massachusetts (1 Regular to spare), 4 Regulars to spare in Connecticut-Rhode Island, New York City empty. */
  const s0 = board((d) => {
    put(d, 'Massachusetts', { britishRegular: 2 });
    put(d, 'ConnecticutRhodeIsland', { britishRegular: 5 });
    put(d, 'Boston', { militiaUnderground: 2 });
    lead(d, B, 'Massachusetts');
  });
  const STROKE_MODE: CommandMode = { limited: true, free: true, specialActivity: false, embeddedActivity: true };
  /** `state` as if inside the British Brilliant Stroke, its Leader not yet involved. */
  const inStroke = (state: GameState): GameState => ({
    ...state,
    stack: [...state.stack, { kind: 'brilliantStroke', faction: B, card: 105, commands: 0, activity: false, leaderTookPart: false, guard: 'leaderTakesPart', waiting: true, granted: null, origin: null, ended: false } as never],
  });
  const strokePlan = (state: GameState, rolls?: RollBook) => {
    const ctx = beginDecision(as(B).onTurn(state), B, rolls);
    return { plan: planMarch(ctx, state, inStroke(state), STROKE_MODE), trace: ctx.trace };
  };

  it('the Leader\'s group marches first into the destination the priorities select among those he can be involved in', () => {
    // An ordinary Limited March: New York City (an empty City of Population 2), the largest group first.
    expect(plan(s0, LIMITED).plan.moves).toEqual([{ from: 'ConnecticutRhodeIsland', to: 'NewYorkCity', regulars: 4, tories: 0, warParties: 0, leader: false }]);
    // Under the Brilliant Stroke, Gage's space must send pieces: its 1 Regular goes first, and Control is established.
    // One Regular moves, one stays: equal groups, Gage joins the moving one by the roll.
    const { plan: p, trace } = strokePlan(s0, { 'B10 March: the Leader joins which group from Massachusetts? (8.1)': [2] });
    expect(p.destinations).toEqual([{ space: 'NewYorkCity', bullet: 'control' }]);
    expect(p.moves).toEqual([{ from: 'Massachusetts', to: 'NewYorkCity', regulars: 1, tories: 0, warParties: 0, leader: true }]);
    expect(nodeTexts(trace, 'B10 March')[0]).toBe('Brilliant Stroke: only destinations that involve the British Leader in Massachusetts (his space, or pieces marching out of it)');
  });

  it('with the Leader Available, no March can involve him: not possible', () => {
    const away = board((d) => put(d, 'ConnecticutRhodeIsland', { britishRegular: 5 }));
    const { plan: p, trace } = strokePlan(away);
    expect(p.destinations).toEqual([]);
    expect(nodeTexts(trace, 'B10 March')).toEqual(["a Brilliant Stroke's March must involve the British Leader, who is not on the map"]);
  });
});
