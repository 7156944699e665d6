/**
 * P7 Rally (8.5.2): the Non-Player Patriot Rally in up to four spaces, Persuasion at once when Patriot
 * Resources reach 0, then Partisans, else Skirmish, else Persuasion.
 *
 * The whole Rally is planned from the board it started from ({@link planningState}) by
 * {@link planRally}, bullet by bullet (8.1.3, ties by 8.2), each space selected once, four at most
 * (one in a Limited Rally, 2.3.5):
 * 1. A Fort in each space with four or more Patriot units and room, Cities first, then the highest
 *    Population; the two units it replaces per 8.1.2 (Continentals first, then Active Militia).
 * 2. Militia at each Patriot Fort with no other Rebellion piece; then, with Continentals Available,
 *    Militia at the Fort with the most Militia.
 * 3. In the Fort space with the most Militia among those selected, every Militia but one Underground
 *    replaced with Continentals (as many as are Available; Active ones first).
 * 4. With a Patriot Fort Available, Militia in the space with the most Patriot units but no Fort.
 * 5. Militia where they change Control, then where not at Active Opposition; within each Cities first,
 *    then the highest Population.
 * 6. In one Patriot Fort space not yet selected, every adjacent Active Militia that can leave its
 *    space without changing its Control moves in, then every Militia there flips Underground (the
 *    space where that puts the most Militia Underground, ruling in docs/rulings.md).
 *
 * Each decision of the engine's `patriotsRally` frame re-plans from the same board with the same rolls
 * and emits the plan's next action: the spaces in the plan's order, each resolved as the engine asks
 * (Militia, or the Fort and the units it replaces, or the moves in canonical order then the flip),
 * the Continental replacement right after its space. When Patriot Resources reach 0 with spaces
 * still to come, Persuasion starts at once (8.5.2's first bullet) if no Special Activity was used;
 * a space the Patriots can no longer pay for is left out. After the Rally, if no Special Activity was
 * used: Partisans, else Skirmish, else Persuasion (8.5.1).
 * @module
 */
import { copyWith } from '../../core/pathCopy';
import type { Action } from '../../core/action';
import type { GameState } from '../../core/state';
import { SPACE_IDS, spaceIndex, type SpaceId, type SpacePiece } from '../../data/ids';
import { ADJACENT, SPACES, isCity } from '../../data/map';
import { piecesText, spaceName } from '../../data/text';
import type { CommandMode } from '../../flow/contracts';
import { mayExecuteIn } from '../../flow/restriction';
import type { GrantFrame } from '../../flow/grant';
import { HOST_KIND, type CommandHostFrame } from '../../flow/hostFrame';
import { computeControl, controlOf, countMilitia, countRebellion, flipPieces, movePieces, piecesAt, placeFromPool, removeToPool, supportLevel } from '../../rules/board';
import { canPay } from '../../rules/commands/common';
import { canRally, canRallyFort, canRallyMilitia, rallyMilitiaLimit, type PatriotsRallyFrame } from '../../rules/commands/patriots/rally';
import type { PatriotsLeaderFrame } from '../../rules/commands/patriots/shared';
import { FREE_RALLY_MODE } from '../../rules/battle/winTheDay';
import type { DecisionContext } from '../policy';
import { closedByActivityText, strokeLeaderToInvolve } from '../flowchartCommand';
import { keptPlanWithReasons, planOptions, type PlanReads } from '../planCache';
import { bestSpace, factionHost, findLegal, plannedAction, planningState, randomFallback, scratchBoard, type Flow, type FlowHandler } from '../flowchart';
import { choosePatriotActivity, startPersuasion } from './activities';
import type { PatriotCommand } from './plan';

/** The node's name on the sheet. */
export const RALLY_NODE = 'P7 Rally';

/** Most spaces the flowchart's Rally selects (P7 "Max 4"). */
export const RALLY_MAX_SPACES = 4;

/** The purposes of the Rally's rolls (8.2 ties), stable across its decisions. */
export const RALLY_PURPOSES = Object.freeze({
  fort: (n: number) => `P7 Rally: Fort space #${n} (8.5.2)`,
  loneFort: (n: number) => `P7 Rally: Fort with no other Rebellion piece #${n} (8.5.2)`,
  fortMostMilitia: 'P7 Rally: Fort with the most Militia (8.5.2)',
  continentals: 'P7 Rally: Continentals space (8.5.2)',
  mostUnits: 'P7 Rally: most Patriot units, no Fort (8.5.2)',
  militia: (n: number) => `P7 Rally: Militia space #${n} (8.5.2)`,
  gather: 'P7 Rally: Fort to gather Militia at (8.5.2)',
  leader: 'P7 Rally: the Available Leader joins which pieces (1.10, 8.1)',
});

const P = 'patriots' as const;

const pop = (space: SpaceId): number => SPACES[space].population;

/** Patriot units in a space (Continentals and Militia; Forts and Leaders are not units). */
export const patriotUnits = (state: GameState, space: SpaceId): number => {
  const p = piecesAt(state, space);
  return p.continental + p.militiaUnderground + p.militiaActive;
};

/**
 * Whether the space qualifies for 8.5.2's first bullet: it may be selected for Rally (not at Active
 * Support, 3.3.1), holds four or more Patriot units, has room for a Fort and a Patriot Fort can be
 * placed there (Available: a Non-Player never takes one from the map, 8.1). Pure.
 */
export function rallyFortSpace(state: GameState, space: SpaceId): boolean {
  return patriotUnits(state, space) >= 4 && canRally(state, space) && canRallyFort(state, space);
}

/**
 * P9's first question (8.5.2): whether a Rally would place a Patriot Fort now — some space qualifies
 * for the Rally's first bullet ({@link rallyFortSpace}). Resources are not asked (P3 has). Pure.
 */
export function rallyWouldPlaceFort(state: GameState): boolean {
  return SPACE_IDS.some((s) => rallyFortSpace(state, s));
}

// ---------------------------------------------------------------------------------------------
// The plan

/** Units a Fort replaces, by kind (8.1.2). */
export type FortUnits = Readonly<Record<'continental' | 'militiaUnderground' | 'militiaActive', number>>;

/** Active Militia moved in from one adjacent space. */
export interface GatherMove {
  readonly from: SpaceId;
  readonly count: number;
}

/** What the Rally does in one space (3.3.1: one of these per space). */
export type RallyStep =
  | { readonly type: 'fort'; readonly units: FortUnits }
  | { readonly type: 'militia'; readonly count: number }
  | { readonly type: 'gather'; readonly moves: readonly GatherMove[] };

/** One space of the plan, with the bullet of 8.5.2 that selected it (1–6 as in the module's list). */
export interface RallySpace {
  readonly space: SpaceId;
  readonly bullet: 1 | 2 | 4 | 5 | 6;
  readonly step: RallyStep;
}

/** A whole Rally as the flowchart executes it (8.5.2). */
export interface RallyPlan {
  /** The spaces, in the order the bullets selected them (the order they are executed in). */
  readonly spaces: readonly RallySpace[];
  /** The Continentals replacing Militia (bullet 3), or null. */
  readonly continentals: { readonly space: SpaceId; readonly underground: number; readonly active: number } | null;
  /** Where the Available Patriot Leader goes along with the units placed (1.10, 8.1), or null. */
  readonly leader: SpaceId | null;
}

/** Options of {@link planRally}. */
export interface RallyPlanOptions {
  /** Write the plan's reasons to the trace (false: only the ties' rolls show). */
  readonly trace?: boolean;
}

/**
 * The units a Fort replaces in the space (8.1.2, removing friendly pieces): Continentals first (the
 * Patriots have no Regulars to alternate with), then Active Militia, then Underground Militia. Pure.
 */
export function fortUnits(state: GameState, space: SpaceId): FortUnits {
  const p = piecesAt(state, space);
  const continental = Math.min(2, p.continental);
  const militiaActive = Math.min(2 - continental, p.militiaActive);
  return { continental, militiaActive, militiaUnderground: 2 - continental - militiaActive };
}

/** Whether `count` more Underground Militia would change the space's Control (1.7). */
function militiaChangesControl(state: GameState, space: SpaceId, count: number): boolean {
  const p = piecesAt(state, space);
  return computeControl(copyWith(p, { militiaUnderground: p.militiaUnderground + count })) !== controlOf(state, space);
}

/** The most Active Militia that can leave `from` without changing its Control (8.5.2's last bullet). */
function movableWithoutControlChange(state: GameState, from: SpaceId): number {
  const p = piecesAt(state, from);
  let k = 0;
  while (k < p.militiaActive && computeControl(copyWith(p, { militiaActive: p.militiaActive - (k + 1) })) === controlOf(state, from)) k++;
  return k;
}

/** The moves of the last bullet into the Fort space, origins in canonical order. */
function gatherMoves(state: GameState, space: SpaceId): GatherMove[] {
  return [...ADJACENT[space]]
    .filter((from) => from !== 'WestIndies')
    .sort((a, b) => spaceIndex(a) - spaceIndex(b))
    .map((from) => ({ from, count: movableWithoutControlChange(state, from) }))
    .filter((m) => m.count > 0);
}

/**
 * 8.3.7: in a Patriot Brilliant Stroke whose Leader has not yet taken part in a Limited Command, the
 * space the Limited Rally must be in (where he stands); null when no such limit applies (or he is
 * Available).
 */
function strokeLeaderSpace(state: GameState): SpaceId | null {
  if (winTheDayRallyUnderWay(state)) return null;
  const at = strokeLeaderToInvolve(state, P);
  return at === 'available' ? null : at;
}

/** Whether the Rally under way (or about to be granted) is the free one of Win the Day (3.6.8), not a Brilliant Stroke's Command. */
function winTheDayRallyUnderWay(state: GameState): boolean {
  let i = state.stack.length - 1;
  for (; i >= 0; i--) {
    const f = state.stack[i];
    if (f.kind === HOST_KIND && (f as CommandHostFrame).faction === P) break;
    if (f.kind === 'grant') return isWinTheDayGrant(f as GrantFrame);
  }
  const under = i > 0 ? state.stack[i - 1] : undefined;
  return under?.kind === 'grant' && isWinTheDayGrant(under as GrantFrame);
}

/**
 * What {@link planRally} reads of the state besides its board ({@link PlanReads}): the options but the dice (whether
 * the Patriots may take pieces from the map, 8.1), whether the Rally is Win the Day's, the Brilliant
 * Stroke's Leader requirement (8.3.7) and the spaces the Patriots' Special Activity closed to the Rally (4.1.1).
 */
const RALLY_READS: PlanReads = (state) => [planOptions(state.options), winTheDayRallyUnderWay(state), strokeLeaderToInvolve(planningState(state, P), P), closedByActivityText(state, P, 'rally')];

const isWinTheDayGrant = (g: GrantFrame): boolean => g.faction === P && g.reason === WIN_THE_DAY && g.commands.includes('rally');

/** The reason the engine gives the free Rally of Win the Day (3.6.8). */
const WIN_THE_DAY = 'Win the Day';

/**
 * The whole Rally by 8.5.2 from `board` (the board it started from), in `mode` (a Limited Rally: one
 * space). Tries every placement on a scratch copy of the board. Resources are not counted here: the
 * decisions stop selecting when the Patriots can no longer pay (after Persuasion, 8.5.2's first
 * bullet). Rolls only to break ties (8.2). Pure but for the rolls and the trace.
 */
export function planRally(ctx: DecisionContext, board: GameState, mode: CommandMode, options: RallyPlanOptions = {}): RallyPlan {
  const note = (text: string): void => {
    if (options.trace !== false) ctx.node(RALLY_NODE, text, '8.5.2');
  };
  const sim = scratchBoard(board);
  const spaces: RallySpace[] = [];
  const selected: SpaceId[] = [];
  const leaderSpace = strokeLeaderSpace(board);
  const open = (s: SpaceId): boolean =>
    selected.length < RALLY_MAX_SPACES &&
    (leaderSpace === null || s === leaderSpace) &&
    mayExecuteIn(sim, { faction: P, mode, selected, command: 'rally' }, s) &&
    canRally(sim, s);
  const add = (space: SpaceId, bullet: RallySpace['bullet'], step: RallyStep): void => {
    selected.push(space);
    spaces.push({ space, bullet, step });
  };
  const placeMilitia = (space: SpaceId, bullet: RallySpace['bullet'], why: string): void => {
    const count = Math.min(rallyMilitiaLimit(sim, space), sim.available.militia);
    note(`${why}: ${piecesText(count, 'militia')} in ${spaceName(space)}`);
    placeFromPool(sim, 'available', space, 'militiaUnderground', count);
    add(space, bullet, { type: 'militia', count });
  };
  const militiaFits = (s: SpaceId): boolean => canRallyMilitia(sim, s);

  // Bullet 1: Forts, Cities first, then the highest Population.
  for (let i = 1; ; i++) {
    const space = bestSpace(ctx, SPACE_IDS.filter((s) => patriotUnits(sim, s) >= 4 && open(s) && rallyFortSpace(sim, s)), (s) => [isCity(s) ? 1 : 0, pop(s)], RALLY_PURPOSES.fort(i));
    if (space === null) break;
    const units = fortUnits(sim, space);
    const replaced = (Object.entries(units) as [SpacePiece, number][]).filter(([, n]) => n > 0).map(([k, n]) => piecesText(n, k));
    note(`Fort in ${spaceName(space)} (${patriotUnits(sim, space)} Patriot units${isCity(space) ? ', a City' : ''}, Population ${pop(space)}), replacing ${replaced.join(' and ')} (8.1.2)`);
    placeFromPool(sim, 'available', space, 'patriotFort', 1);
    for (const [k, n] of Object.entries(units) as [SpacePiece, number][]) if (n > 0) removeToPool(sim, space, k, n);
    add(space, 1, { type: 'fort', units });
  }

  // Bullet 2: Militia at each Patriot Fort with no other Rebellion piece, then (Continentals Available) at the Fort with most Militia.
  const fortAlone = (s: SpaceId): boolean => piecesAt(sim, s).patriotFort > 0 && countRebellion(piecesAt(sim, s)) === piecesAt(sim, s).patriotFort;
  for (let i = 1; ; i++) {
    const space = bestSpace(ctx, SPACE_IDS.filter((s) => fortAlone(s) && open(s) && militiaFits(s)), () => [], RALLY_PURPOSES.loneFort(i));
    if (space === null) break;
    placeMilitia(space, 2, 'Militia at a Patriot Fort with no other Rebellion piece');
  }
  if (sim.available.continental > 0) {
    const fortSpaces = SPACE_IDS.filter((s) => piecesAt(sim, s).patriotFort > 0 && open(s) && militiaFits(s));
    const space = bestSpace(ctx, fortSpaces, (s) => [countMilitia(piecesAt(sim, s))], RALLY_PURPOSES.fortMostMilitia);
    if (space !== null) placeMilitia(space, 2, `Continentals Available: Militia at the Patriot Fort with the most Militia (${countMilitia(piecesAt(sim, space))})`);
  }

  // Bullet 3: Continentals for all Militia but one Underground, in the selected Fort space with most Militia.
  let continentals: RallyPlan['continentals'] = null;
  if (sim.available.continental > 0) {
    const forts = selected.filter((s) => piecesAt(sim, s).patriotFort > 0);
    const space = bestSpace(ctx, forts, (s) => [countMilitia(piecesAt(sim, s))], RALLY_PURPOSES.continentals);
    if (space !== null) {
      const p = piecesAt(sim, space);
      const keep = p.militiaUnderground > 0 ? 1 : 0;
      const n = Math.min(sim.available.continental, countMilitia(p) - keep);
      const active = Math.min(n, p.militiaActive);
      const underground = n - active;
      if (n > 0) {
        note(`Continentals replace ${piecesText(n, 'militia')} in ${spaceName(space)} (the selected Patriot Fort space with the most Militia)${keep ? ', one Underground Militia stays' : ''}`);
        if (underground > 0) removeToPool(sim, space, 'militiaUnderground', underground);
        if (active > 0) removeToPool(sim, space, 'militiaActive', active);
        placeFromPool(sim, 'available', space, 'continental', n);
        continentals = { space, underground, active };
      }
    }
  }

  // Bullet 4: with a Patriot Fort Available, Militia where most Patriot units already stand and no Fort.
  if (sim.available.patriotFort > 0) {
    const candidates = SPACE_IDS.filter((s) => piecesAt(sim, s).patriotFort === 0 && patriotUnits(sim, s) > 0 && open(s) && militiaFits(s));
    const space = bestSpace(ctx, candidates, (s) => [patriotUnits(sim, s)], RALLY_PURPOSES.mostUnits);
    if (space !== null) placeMilitia(space, 4, `a Patriot Fort Available: Militia where the most Patriot units stand without a Fort (${patriotUnits(sim, space)})`);
  }

  // Bullet 5: Militia first to change Control, then not at Active Opposition; within each Cities, then highest Population.
  for (let i = 1; ; i++) {
    const count = (s: SpaceId): number => Math.min(rallyMilitiaLimit(sim, s), sim.available.militia);
    const tier = (s: SpaceId): number => (militiaChangesControl(sim, s, count(s)) ? 2 : supportLevel(sim, s) > -2 ? 1 : 0);
    // Each open space's tier read once for this selection (the board does not change until a space is taken).
    const tiers = new Map<SpaceId, number>();
    const candidates = SPACE_IDS.filter((s) => {
      if (!open(s) || !militiaFits(s)) return false;
      const t = tier(s);
      tiers.set(s, t);
      return t > 0;
    });
    const space = bestSpace(ctx, candidates, (s) => [tiers.get(s)!, isCity(s) ? 1 : 0, pop(s)], RALLY_PURPOSES.militia(i));
    if (space === null) break;
    placeMilitia(space, 5, tiers.get(space) === 2 ? 'Militia to change Control' : 'Militia where not at Active Opposition');
  }

  // Bullet 6: at one Fort not yet selected, move in adjacent Active Militia (origins keep their Control), then flip all there Underground.
  const gain = (s: SpaceId): number => piecesAt(sim, s).militiaActive + gatherMoves(sim, s).reduce((n, m) => n + m.count, 0);
  const gatherAt = SPACE_IDS.filter((s) => piecesAt(sim, s).patriotFort > 0 && open(s) && gain(s) > 0);
  const fort = bestSpace(ctx, gatherAt, (s) => [gain(s)], RALLY_PURPOSES.gather);
  if (fort !== null) {
    const moves = gatherMoves(sim, fort);
    note(
      `at the Patriot Fort in ${spaceName(fort)}: ` +
        (moves.length > 0 ? `move in ${moves.map((m) => `${piecesText(m.count, 'militiaActive')} from ${spaceName(m.from)}`).join(', ')}, then ` : '') +
        `flip all Militia there Underground (${piecesText(gain(fort), 'militia')} end Underground)`,
    );
    for (const m of moves) movePieces(sim, m.from, fort, 'militiaActive', m.count);
    flipPieces(sim, fort, 'militiaActive', 'militiaUnderground', piecesAt(sim, fort).militiaActive);
    add(fort, 6, { type: 'gather', moves });
  }

  // 1.10 with 8.1: the Available Leader goes along with the largest group of units placed from Available.
  let leader: SpaceId | null = null;
  if (board.leaders.patriots.at === 'available') {
    const placed = (s: SpaceId): number => {
      const step = spaces.find((x) => x.space === s)?.step;
      return (step?.type === 'militia' ? step.count : 0) + (continentals?.space === s ? continentals.underground + continentals.active : 0);
    };
    const groups = selected.filter((s) => placed(s) > 0);
    leader = bestSpace(ctx, groups, (s) => [placed(s)], RALLY_PURPOSES.leader);
    if (leader !== null) note(`the Available Leader goes along with the ${placed(leader)} units placed in ${spaceName(leader)} (1.10, 8.1)`);
  }

  if (spaces.length === 0) note('no Rally instruction can be executed');
  return { spaces, continentals, leader };
}

// ---------------------------------------------------------------------------------------------
// Is a Rally possible? (the "IF NONE" arrows; 8.1 Paying Resource Costs)

/**
 * The Rally in `mode` planned from the board as it is, before the Rally begins (its "possible?" at the
 * turn, Win the Day's grant), its reasons not written here: kept with them for the Rally's first
 * decision, which plans from that same board (none kept when a Command of the Patriots is under way).
 */
function rallyPlanNow(flow: Flow, mode: CommandMode): RallyPlan {
  const { ctx, state } = flow;
  return planningState(state, P) === state
    ? keptPlanWithReasons(flow, P, 'patriotsRally', mode, (trace) => planRally(ctx, state, mode, { trace }), false, RALLY_NODE, [], RALLY_READS, true)
    : planRally(ctx, state, mode, { trace: false });
}

/**
 * Whether the flowchart's Rally would execute at least one instruction now, in `mode` (8.5.2 "IF
 * NONE", 8.1): a space can be paid for and the plan selects one. Its ties roll with the Rally's own
 * purposes, so the Rally then follows what was foreseen here.
 */
export function rallyPossible(flow: Flow, mode: CommandMode): boolean {
  const { ctx, state } = flow;
  if (!canPay(state, P, 1, mode)) {
    ctx.node(RALLY_NODE, 'IF NONE: too few Resources to select a Rally space', '8.1');
    return false;
  }
  const plan = rallyPlanNow(flow, mode);
  if (plan.spaces.length === 0) {
    ctx.node(RALLY_NODE, 'IF NONE: no Rally instruction can be executed', '8.5.2');
    return false;
  }
  ctx.node(RALLY_NODE, `possible: Rally in ${plan.spaces.map((s) => spaceName(s.space)).join(', ')}`, '8.5.2');
  return true;
}

// ---------------------------------------------------------------------------------------------
// The decisions

/** The nearest `patriotsRally` frame on the stack. */
function rallyFrame(state: GameState): PatriotsRallyFrame {
  for (let i = state.stack.length - 1; i >= 0; i--) if (state.stack[i].kind === 'patriotsRally') return state.stack[i] as PatriotsRallyFrame;
  throw new Error('no Patriot Rally under way');
}

/**
 * 8.5.2/8.5.3's first bullet: when Patriot Resources have reached 0 during a full Command that may
 * still take a Special Activity (none used yet), Persuasion now, before the Command goes on; null
 * when that does not apply or Persuasion is not possible.
 */
export function persuasionAtZero(flow: Flow, node: string, rule: string, mode: CommandMode): Action | null {
  const host = factionHost(flow.state, P);
  if (mode.free || !host || !host.activityAllowed || host.activity !== null || flow.state.resources.patriots > 0) return null;
  const start = startPersuasion(flow);
  flow.ctx.node(node, start ? 'Patriot Resources reached 0: Persuasion now, before the Command goes on' : 'Patriot Resources reached 0, and no Persuasion is possible', rule);
  return start;
}

/** One decision of the engine's Rally (`patriotsRally`): the plan's next action (8.5.2). */
export const rallyDecision: FlowHandler = (flow) => {
  const frame = rallyFrame(flow.state);
  // The plan's reasons are written once, at the Rally's first decision.
  const first = frame.phase === 'select' && frame.selected.length === 0;
  const plan = keptPlanWithReasons(flow, P, 'patriotsRally', frame.mode, (trace) => planRally(flow.ctx, planningState(flow.state, P), frame.mode, { trace }), first, RALLY_NODE, [], RALLY_READS);
  const step = (text: string): void => flow.ctx.node(RALLY_NODE, text, '8.5.2');
  const order = plan.spaces.map((s) => s.space);
  const astray = frame.selected.filter((s) => !order.includes(s));
  if (astray.length > 0) return randomFallback(flow, `the Rally under way selected ${astray.map(spaceName).join(', ')}, which the flowchart's Rally would not`);
  const act = (a: Omit<Action, 'faction'>): Action => plannedAction(flow, { faction: P, ...a } as Action);
  const space = frame.space;
  const planned = plan.spaces.find((s) => s.space === space);
  if (frame.phase !== 'select' && !planned)
    return randomFallback(flow, `the Rally resolves ${spaceName(space!)}, which the flowchart's Rally did not select (an Event required it)`);
  const done = (why: string): Action => closeCommand(flow, RALLY_NODE, '8.5.2', why);

  switch (frame.phase) {
    case 'space': {
      const s = planned!.step;
      if (s.type === 'militia') {
        step(`place ${piecesText(s.count, 'militia')} in ${spaceName(space!)}`);
        return act({ type: 'place', space: space!, piece: 'militia', count: s.count });
      }
      if (s.type === 'fort') {
        step(`place a Patriot Fort in ${spaceName(space!)}`);
        return act({ type: 'place', space: space!, piece: 'patriotFort' });
      }
      return gatherStep(frame, s.moves, act, step);
    }
    case 'gather':
      return gatherStep(frame, planned!.step.type === 'gather' ? planned!.step.moves : [], act, step);
    case 'fortUnits': {
      const units = planned!.step.type === 'fort' ? planned!.step.units : null;
      const kinds = ['continental', 'militiaUnderground', 'militiaActive'] as const;
      const next = kinds.findIndex((k, i) => i > frame.cursor && (units?.[k] ?? 0) > 0);
      if (!units || next < 0) throw new Error(`P7 Rally: the Fort in ${spaceName(space!)} replaces units the plan did not choose`);
      const kind = kinds[next];
      const count = Math.min(units[kind], frame.remaining);
      step(`the Fort replaces ${piecesText(count, kind)} (8.1.2)`);
      return act({ type: 'remove', space: space!, piece: kind, count });
    }
    case 'militia':
      step(`no more Militia to place in ${spaceName(space!)} (a Non-Player takes none from the map, 8.1)`);
      return act({ type: 'done' });
    case 'select':
      break;
  }

  const persuasion = frame.selected.length > 0 ? persuasionAtZero(flow, RALLY_NODE, '8.5.2', frame.mode) : null;
  if (persuasion) return persuasion;

  const c = plan.continentals;
  if (c && space === c.space) {
    const begun = frame.continentals === c.space;
    // The engine takes Underground Militia before Active ones (cursor 0 after the Underground, 1000 after the Active).
    if (!begun && c.underground > 0) {
      step(`replace ${piecesText(c.underground, 'militiaUnderground')} with Continentals in ${spaceName(space)}`);
      return act({ type: 'replace', space, piece: 'militiaUnderground', count: c.underground });
    }
    if (c.active > 0 && (!begun || frame.continentalsCursor < 1000)) {
      step(`replace ${piecesText(c.active, 'militiaActive')} with Continentals in ${spaceName(space)}`);
      return act({ type: 'replace', space, piece: 'militiaActive', count: c.active });
    }
  }

  const next = order.find((s) => !frame.selected.includes(s));
  if (next) {
    if (canPay(flow.state, P, 1, frame.mode)) {
      step(`select ${spaceName(next)}`);
      return act({ type: 'selectSpace', space: next });
    }
    if (frame.selected.length === 0) return randomFallback(flow, 'the Rally was chosen, but the Patriots cannot pay for a space');
    return done(`no Resources left for ${order.filter((s) => !frame.selected.includes(s)).map(spaceName).join(', ')}: done`);
  }
  if (frame.selected.length === 0) return randomFallback(flow, 'the Rally was chosen, but the flowchart finds no Rally instruction to execute (8.5.2 IF NONE)');
  return done('every instruction executed: done');
};

/**
 * Ends a Patriot Command (`done`) with `why` in the trace; when the engine withholds `done` (an Event's
 * Command that must be executed in more spaces than the flowchart selects, 5.1), a random legal
 * action under 8.3.8, saying so.
 */
export function closeCommand(flow: Flow, node: string, rule: string, why: string): Action {
  const done = findLegal(flow, { faction: P, type: 'done' });
  if (!done) return randomFallback(flow, 'the flowchart would end the Command here, but the Event that granted it requires more spaces');
  flow.ctx.node(node, why, rule);
  return done;
}

/** The last bullet in its space: the next planned move (origins in canonical order), then the flip. */
function gatherStep(
  frame: PatriotsRallyFrame,
  moves: readonly GatherMove[],
  act: (a: Omit<Action, 'faction'>) => Action,
  step: (text: string) => void,
): Action {
  const space = frame.space!;
  const cursor = frame.phase === 'gather' ? frame.cursor : -1;
  const move = moves.find((m) => spaceIndex(m.from) * 2 + 1 > cursor);
  if (move) {
    step(`move ${piecesText(move.count, 'militiaActive')} from ${spaceName(move.from)} to ${spaceName(space)}`);
    return act({ type: 'move', from: move.from, to: space, piece: 'militiaActive', count: move.count });
  }
  step(`flip all Militia in ${spaceName(space)} Underground`);
  return act({ type: 'flip', space });
}

/**
 * The host's decision after the Rally (8.5.2's last paragraph): if no Special Activity was used (no
 * Persuasion at 0 Resources) and one may accompany it, Partisans, else Skirmish, else Persuasion
 * (8.5.1); otherwise done.
 */
export const rallyAfterCommand: FlowHandler = (flow) => patriotAfterCommand(flow, RALLY_NODE, '8.5.2', 'Rally');

/** After a Patriot Rally or Rabble-Rousing: the Special Activity of 8.5.1 unless one was used (Persuasion at 0 Resources). */
export function patriotAfterCommand(flow: Flow, node: string, rule: string, name: string): Action {
  const host = factionHost(flow.state, P);
  const done = (why: string): Action => {
    flow.ctx.node(node, why, rule);
    return plannedAction(flow, { faction: P, type: 'done' });
  };
  if (!host) return done(`no Patriot Command under way: done`);
  if (host.activity !== null) return done(`a Special Activity was already used during the ${name}: done`);
  if (!host.activityAllowed) return done(`no Special Activity may accompany this ${name} (Limited or granted): done`);
  if (host.commandSpaces.length === 0) return done(`no ${name} instruction was executed: no Special Activity`);
  flow.ctx.node(node, `no Persuasion was used during the ${name}: Partisans, else Skirmish, else Persuasion`, rule);
  return choosePatriotActivity(flow, { excluded: [] }) ?? plannedAction(flow, { faction: P, type: 'done' });
}

// ---------------------------------------------------------------------------------------------
// The free Rally after Win the Day (3.6.8, 8.5.1)

/**
 * The grant of a free Rally in one space after the Rebellion Wins the Day (3.6.8; 8.5.1: "a free
 * Rally in one space per 8.5.2"): the Rally when the flowchart's Rally, planned as that one-space free
 * Rally, selects a space; else declined. Null when the pending grant is not that one (another module
 * answers it). For the Patriot grant handler to call first.
 */
export function winTheDayRally(flow: Flow): Action | null {
  const grant = flow.state.stack[flow.state.stack.length - 1] as GrantFrame | undefined;
  if (grant?.kind !== 'grant' || !isWinTheDayGrant(grant)) return null;
  const take = { faction: P, type: 'command', command: 'rally' } as Action;
  const offered = flow.legal.some((a) => a.type === 'command' && a.command === 'rally');
  const plan = offered ? rallyPlanNow(flow, grant.mode ?? FREE_RALLY_MODE) : null;
  const first = plan?.spaces.at(0);
  if (first) {
    flow.ctx.node(RALLY_NODE, `Win the Day: a free Rally in one space, ${spaceName(first.space)} (8.5.1, 8.5.2)`, '8.5.1');
    return plannedAction(flow, take);
  }
  flow.ctx.node(RALLY_NODE, 'Win the Day: the free Rally would execute no instruction of 8.5.2: declined', '8.5.1');
  return plannedAction(flow, { faction: P, type: 'done' });
}

/**
 * The Available Patriot Leader may enter the map along with a piece a Rally placed from Available
 * (decision `patriotsLeader`, 1.10): he goes with the largest group of units the plan places (8.1's
 * Leader movement, as the British Muster has it), else stays Available.
 */
export const rallyLeaderDecision: FlowHandler = (flow) => {
  const top = flow.state.stack[flow.state.stack.length - 1] as PatriotsLeaderFrame;
  const rally = flow.state.stack.some((f) => f.kind === 'patriotsRally');
  if (top.reason !== 'place' || !rally) return randomFallback(flow, `no Patriot flowchart instruction for the Leader's '${top.reason}' decision outside a Rally`);
  const frame = rallyFrame(flow.state);
  const plan = keptPlanWithReasons(flow, P, 'patriotsRally', frame.mode, (trace) => planRally(flow.ctx, planningState(flow.state, P), frame.mode, { trace }), false, RALLY_NODE, [], RALLY_READS);
  const join = plan.leader === top.to;
  flow.ctx.node(
    RALLY_NODE,
    join
      ? `the Available Leader goes along with the units placed in ${spaceName(top.to)} (the largest group, 1.10, 8.1)`
      : `the Available Leader waits for the largest group of units placed${plan.leader ? `, in ${spaceName(plan.leader)}` : ''} (1.10, 8.1)`,
    '8.1',
  );
  return plannedAction(flow, { faction: P, type: 'moveLeader', to: join ? top.to : 'available' });
};

/** P7 Rally as a Patriot Command of the flowchart. */
export const RALLY: PatriotCommand = {
  command: 'rally',
  node: RALLY_NODE,
  possible: rallyPossible,
  handlers: { patriotsRally: rallyDecision, patriotsLeader: rallyLeaderDecision },
  afterCommand: rallyAfterCommand,
};
