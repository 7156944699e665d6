/**
 * I10 March (8.7.3): the Non-Player Indians March into up to three Provinces, then War Path, else Trade.
 *
 * The whole March is planned from the board it started from ({@link planningState}) by
 * {@link planIndianMarch}, within the Resources (one per destination, the first destination reached
 * only from Indian Reserves free, 3.4.2), a Limited March's one destination and an Event's restriction:
 * - Which War Parties may leave a Province: Underground ones first, then Active ones; never the last War
 *   Party of a Village space, never below 3 War Parties where Gather could place a Village, and never
 *   so many that the Province comes under Rebellion Control. War Parties that arrived do not move again.
 * - If a Village is Available: first get 3+ War Parties into one more Neutral or Passive Province with
 *   room for a Village (one with fewer than 3 now), stopping once there are 3.
 * - Then remove Rebellion Control from the most Provinces possible, first where there is no Active
 *   Support; within that where the fewest War Parties are needed (so that more Provinces can follow).
 * A destination's War Parties come from the adjacent Provinces with the most that may leave first
 * (ties in map order), only as many as the bullet needs.
 * A Brilliant Stroke's Limited March enters, or takes War Parties out of, the Indian Leader's space (8.3.7).
 *
 * Each decision of the engine's `indiansMarch` frame re-plans from the same board with the same rolls
 * and emits the plan's next action: the destinations in the order planned, in each its groups, each
 * group's Underground War Parties then its Active ones. The Indian Leader follows the largest group
 * (8.1, the engine's `leaderFollow`). After the March: War Path, else Trade (8.7.3).
 * @module
 */
import type { Draft } from 'immer';
import type { Action } from '../../core/action';
import type { GameState } from '../../core/state';
import type { SpaceId } from '../../data/ids';
import { spaceIndex } from '../../data/ids';
import { PROVINCES, isReserve } from '../../data/map';
import { piecesText, spaceName } from '../../data/text';
import type { CommandMode } from '../../flow/contracts';
import { mayExecuteIn, mustGoOn, spaceLimit, spacesStillRequired } from '../../flow/restriction';
import { computeControl, controlOf, countRebellion, countRoyalist, countWarParties, hasRoomForFort, movePieces, piecesAt, supportLevel } from '../../rules/board';
import { canGather, cornplanterIn } from '../../rules/commands/indians/gather';
import type { IndiansMarchFrame } from '../../rules/commands/indians/march';
import { adjacentProvincesOf } from '../../rules/commands/indians/shared';
import type { DecisionContext } from '../policy';
import { bestSpace, planningState, plannedAction, randomFallback, scratchBoard, type Flow, type FlowHandler } from '../flowchart';
import { closedByActivityText, strokeLeaderToInvolve } from '../flowchartCommand';
import { keptPlanReading, planOptions, type PlanReads } from '../planCache';
import { afterIndianCommand } from './gather';
import type { IndianCommand } from './plan';

/** The node's name on the sheet. */
export const MARCH_NODE = 'I10 March';
const RULE = '8.7.3';
const I = 'indians' as const;

/** Most destinations of the flowchart's March (8.7.3, I10 "Max 3"). */
export const MARCH_MAX_DESTINATIONS = 3;

/** The purposes of the March's rolls (8.2 ties), stable across its decisions. */
export const MARCH_PURPOSES = Object.freeze({
  village: 'I10 March: space to get 3+ War Parties for a Village (8.7.3)',
  control: (n: number) => `I10 March: Rebellion Control to remove #${n} (8.7.3)`,
});

/** One group: War Parties of one origin marching into one destination. */
export interface IndianMarchGroup {
  readonly from: SpaceId;
  readonly underground: number;
  readonly active: number;
}

/** A destination of the plan and the groups entering it. */
export interface IndianMarchDestination {
  readonly space: SpaceId;
  /** Which bullet of 8.7.3 it serves. */
  readonly bullet: 'village' | 'control';
  readonly groups: readonly IndianMarchGroup[];
}

/** The whole March, destinations in the order the flowchart chose them. */
export interface IndianMarchPlan {
  readonly destinations: readonly IndianMarchDestination[];
}

/** Limits on a March made "per the March instructions" by an Event (#88): only these origins move. */
export interface IndianMarchScope {
  readonly origins?: readonly SpaceId[];
}

const warParties = (state: GameState, space: SpaceId): number => countWarParties(piecesAt(state, space));

/** Whether Gather could place a Village in the space (8.7.2's first bullet, a Village Available). Pure. */
export function gatherCouldPlaceVillage(state: GameState, space: SpaceId): boolean {
  return (
    state.available.village > 0 &&
    canGather(state, space) &&
    hasRoomForFort(state, space) &&
    warParties(state, space) >= (cornplanterIn(state, space) ? 2 : 3)
  );
}

/** The plan's walk: the board as the planned moves leave it, War Parties that arrived, Resources. */
class Walk {
  readonly sim: Draft<GameState>;
  /** War Parties that arrived in a space, by kind (they do not move again, 3.4.2). */
  private readonly arrived = new Map<SpaceId, { underground: number; active: number }>();
  readonly selected: SpaceId[] = [];
  budget: number;
  freeUsed = false;
  readonly limit: number;
  /** 8.3.7: the space a Brilliant Stroke's Limited March must involve (a destination, or an origin), if any. */
  readonly leaderSpace: SpaceId | null;

  constructor(
    readonly start: GameState,
    readonly mode: CommandMode,
    readonly scope: IndianMarchScope,
  ) {
    this.sim = scratchBoard(start);
    this.budget = mode.free ? Infinity : start.resources.indians;
    this.limit = Math.min(MARCH_MAX_DESTINATIONS, spaceLimit(mode));
    const stroke = strokeLeaderToInvolve(start, I);
    this.leaderSpace = stroke === 'available' ? null : stroke;
  }

  /** Whether a destination entered by these groups involves the Brilliant Stroke's Leader, when that is required (8.3.7). */
  involvesLeader(to: SpaceId, groups: readonly IndianMarchGroup[] | null): boolean {
    return this.leaderSpace === null || to === this.leaderSpace || (groups ?? []).some((g) => g.from === this.leaderSpace);
  }

  get state(): GameState {
    return this.sim as GameState;
  }

  /** {@link leaving} by space, as the board stands (forgotten at each {@link apply}). */
  private readonly leavingNow = new Map<SpaceId, { readonly underground: number; readonly active: number }>();

  /** The War Parties that may leave `from` now by 8.7.3's first bullet: Underground first, then Active. */
  leaving(from: SpaceId): { readonly underground: number; readonly active: number } {
    let can = this.leavingNow.get(from);
    if (can === undefined) this.leavingNow.set(from, (can = this.mayLeave(from)));
    return can;
  }

  private mayLeave(from: SpaceId): { underground: number; active: number } {
    if (this.scope.origins && !this.scope.origins.includes(from)) return { underground: 0, active: 0 };
    const p = piecesAt(this.sim, from);
    const a = this.arrived.get(from) ?? { underground: 0, active: 0 };
    const ug = p.warPartyUnderground - a.underground;
    const act = p.warPartyActive - a.active;
    const total = countWarParties(p);
    let n = ug + act;
    // No War Party to leave: none, whatever the limits below (the cheapest test first).
    if (n <= 0) return { underground: 0, active: 0 };
    if (p.village > 0) n = Math.min(n, total - 1);
    if (gatherCouldPlaceVillage(this.state, from)) n = Math.min(n, total - 3);
    if (computeControl(p) !== 'rebellion') n = Math.min(n, countRoyalist(p) - countRebellion(p));
    n = Math.max(0, n);
    const underground = Math.min(n, ug);
    return { underground, active: n - underground };
  }

  /** Whether the March may take the Province as one more destination (limits, restriction, not selected). */
  maySelect(to: SpaceId): boolean {
    return this.selected.length < this.limit && mayExecuteIn(this.state, { faction: I, mode: this.mode, selected: this.selected, command: 'march' }, to);
  }

  /**
   * The groups that bring `need` War Parties into `to`, the adjacent Provinces with the most that may
   * leave first (ties in map order); null when fewer can come. With no Resource left, only War Parties
   * from Indian Reserves, while the free destination is still unused (3.4.2, 8.1).
   */
  groupsFor(to: SpaceId, need: number): IndianMarchGroup[] | null {
    const reservesOnly = this.budget < 1;
    if (reservesOnly && this.freeUsed) return null;
    const origins: { from: SpaceId; can: { readonly underground: number; readonly active: number } }[] = [];
    for (const from of adjacentProvincesOf(to)) {
      if (reservesOnly && !isReserve(from)) continue;
      const can = this.leaving(from);
      if (can.underground + can.active > 0) origins.push({ from, can });
    }
    if (origins.length > 1) origins.sort((a, b) => b.can.underground + b.can.active - (a.can.underground + a.can.active) || spaceIndex(a.from) - spaceIndex(b.from));
    const groups: IndianMarchGroup[] = [];
    let left = need;
    for (const o of origins) {
      if (left <= 0) break;
      const underground = Math.min(left, o.can.underground);
      const active = Math.min(left - underground, o.can.active);
      groups.push({ from: o.from, underground, active });
      left -= underground + active;
    }
    return left > 0 ? null : groups;
  }

  /** The groups that bring `need` War Parties into `to` ({@link groupsFor}) when they involve the Brilliant Stroke's Leader as required (8.3.7), else null. */
  leaderGroupsFor(to: SpaceId, need: number): IndianMarchGroup[] | null {
    const groups = this.groupsFor(to, need);
    return groups !== null && this.involvesLeader(to, groups) ? groups : null;
  }

  /** Moves the groups into `to` and pays for it. */
  apply(to: SpaceId, groups: readonly IndianMarchGroup[]): void {
    this.leavingNow.clear();
    this.selected.push(to);
    const free = !this.freeUsed && groups.every((g) => isReserve(g.from));
    if (free) this.freeUsed = true;
    else this.budget -= 1;
    const a = this.arrived.get(to) ?? { underground: 0, active: 0 };
    for (const g of groups) {
      if (g.underground > 0) movePieces(this.sim, g.from, to, 'warPartyUnderground', g.underground);
      if (g.active > 0) movePieces(this.sim, g.from, to, 'warPartyActive', g.active);
      a.underground += g.underground;
      a.active += g.active;
    }
    this.arrived.set(to, a);
  }
}

const groupsText = (groups: readonly IndianMarchGroup[]): string =>
  groups.map((g) => `${piecesText(g.underground + g.active, 'warParty')} from ${spaceName(g.from)}`).join(', ');

/**
 * The flowchart's whole March (8.7.3) from `state` (the board the Command starts from) in `mode`; with
 * `scope.origins`, only War Parties of those Provinces move (an Event's March "per the March
 * instructions", #88). Writes the trace; rolls only to break ties (8.2), with {@link MARCH_PURPOSES}.
 */
export function planIndianMarch(ctx: DecisionContext, state: GameState, mode: CommandMode, scope: IndianMarchScope = {}): IndianMarchPlan {
  const note = (text: string): void => ctx.node(MARCH_NODE, text, RULE);
  const w = new Walk(state, mode, scope);
  const destinations: IndianMarchDestination[] = [];

  // Bullet 2: with a Village Available, 3+ War Parties in one more Neutral or Passive Province with room for a Village.
  if (state.available.village > 0) {
    const need = (s: SpaceId): number => 3 - warParties(w.state, s);
    const candidates = PROVINCES.filter(
      (s) => Math.abs(supportLevel(w.state, s)) <= 1 && hasRoomForFort(w.state, s) && need(s) > 0 && w.maySelect(s) && w.leaderGroupsFor(s, need(s)) !== null,
    );
    const space = bestSpace(ctx, candidates, () => [], MARCH_PURPOSES.village);
    if (space !== null) {
      const groups = w.groupsFor(space, need(space))!;
      note(`a Village is Available: ${groupsText(groups)} into ${spaceName(space)}, to have 3 War Parties where a Village could be placed`);
      w.apply(space, groups);
      destinations.push({ space, bullet: 'village', groups });
    }
  } else note('no Village Available: no March to get 3 War Parties where a Village could be placed');

  // Bullet 3: remove the most Rebellion Control, first where no Active Support.
  for (let i = 1; w.selected.length < w.limit; i++) {
    const need = (s: SpaceId): number => countRebellion(piecesAt(w.state, s)) - countRoyalist(piecesAt(w.state, s));
    const candidates = PROVINCES.filter(
      (s) => controlOf(w.state, s) === 'rebellion' && w.maySelect(s) && w.leaderGroupsFor(s, need(s)) !== null,
    );
    const space = bestSpace(ctx, candidates, (s) => [supportLevel(w.state, s) === 2 ? 0 : 1, -need(s)], MARCH_PURPOSES.control(i));
    if (space === null) break;
    const groups = w.groupsFor(space, need(space))!;
    note(
      `${groupsText(groups)} into ${spaceName(space)} to remove Rebellion Control (${supportLevel(w.state, space) === 2 ? 'Active Support' : 'no Active Support'}; ${need(space)} War Part${need(space) === 1 ? 'y' : 'ies'} needed)`,
    );
    w.apply(space, groups);
    destinations.push({ space, bullet: 'control', groups });
  }
  if (destinations.length === 0) note('no March instruction can be executed');
  return { destinations };
}

// ---------------------------------------------------------------------------------------------
// The decisions

/**
 * What {@link planIndianMarch} reads of the state besides its board ({@link PlanReads}): the options but the
 * dice (where War Parties may be placed from, for the Gather a Province could still host), the Brilliant
 * Stroke's Leader requirement (8.3.7) and the spaces the Special Activity closed to the March (4.1.1).
 */
const READS: PlanReads = (state) => [planOptions(state.options), strokeLeaderToInvolve(planningState(state, I), I), closedByActivityText(state, I, 'march')];

/** Whether the flowchart's March would move War Parties now, in `mode` (8.7.3 IF NONE, 8.1). */
export function marchPossible(flow: Flow, mode: CommandMode): boolean {
  // Planned from the board as it is: the plan the March's first decision makes from it, kept for it.
  const plan = planningState(flow.state, I) === flow.state ? keptPlanReading(flow, I, 'indiansMarch', mode, () => planIndianMarch(flow.ctx, flow.state, mode), READS) : planIndianMarch(flow.ctx, flow.state, mode);
  if (plan.destinations.length === 0) {
    flow.ctx.node(MARCH_NODE, 'IF NONE: no March possible', RULE);
    return false;
  }
  return true;
}

/** The nearest `indiansMarch` frame on the stack. */
function marchFrame(state: GameState): IndiansMarchFrame {
  for (let i = state.stack.length - 1; i >= 0; i--) if (state.stack[i].kind === 'indiansMarch') return state.stack[i] as IndiansMarchFrame;
  throw new Error('no Indian March under way');
}

/**
 * The next action of `plan` given the engine's March frame (destinations in the plan's order, in each its
 * groups, Underground War Parties then Active), or null when the plan is complete.
 */
export function nextMarchAction(plan: IndianMarchPlan, frame: Pick<IndiansMarchFrame, 'selected' | 'open' | 'groups'>): { action: Action; text: string } | null {
  for (const d of plan.destinations) {
    if (!frame.selected.includes(d.space)) return { action: { faction: I, type: 'selectSpace', space: d.space }, text: `select ${spaceName(d.space)}` };
    if (frame.open !== d.space) continue;
    for (const g of d.groups) {
      const done = frame.groups.find((x) => x.from === g.from && x.to === d.space);
      const move = (piece: 'warPartyUnderground' | 'warPartyActive', count: number): { action: Action; text: string } => ({
        action: { faction: I, type: 'move', from: g.from, to: d.space, piece, count },
        text: `move ${piecesText(count, piece)} from ${spaceName(g.from)} into ${spaceName(d.space)}`,
      });
      if (!done) return g.underground > 0 ? move('warPartyUnderground', g.underground) : move('warPartyActive', g.active);
      if (g.active > 0 && done.active === 0) return move('warPartyActive', g.active);
    }
  }
  return null;
}

/** One decision of the engine's March (`indiansMarch`): the plan's next action (8.7.3). */
export const marchDecision: FlowHandler = (flow) => {
  const frame = marchFrame(flow.state);
  // Planned once per March from the board it started from; the later decisions reuse it (planCache).
  const plan = keptPlanReading(flow, I, 'indiansMarch', frame.mode, () => planIndianMarch(flow.ctx, planningState(flow.state, I), frame.mode), READS);
  const astray = frame.selected.filter((s) => !plan.destinations.some((d) => d.space === s));
  if (astray.length > 0) return randomFallback(flow, `the March under way chose ${astray.map(spaceName).join(', ')}, which the flowchart's March would not`);
  const next = nextMarchAction(plan, frame);
  if (next) {
    flow.ctx.node(MARCH_NODE, next.text, RULE);
    return plannedAction(flow, next.action);
  }
  if (frame.selected.length === 0) return randomFallback(flow, 'the March was chosen, but the flowchart finds no March instruction to execute (8.7.3 IF NONE)');
  if (mustGoOn(frame)) return randomFallback(flow, `the Event requires the March in ${spacesStillRequired(frame).map(spaceName).join(', ')}, which the flowchart's March would not select`);
  flow.ctx.node(MARCH_NODE, 'every instruction executed: done', RULE);
  return plannedAction(flow, { faction: I, type: 'done' });
};

/** The host's decision after the March (8.7.3): War Path, else Trade, if any March move was made. */
export const marchAfterCommand: FlowHandler = (flow) => afterIndianCommand(flow, MARCH_NODE, RULE);

/** I10 March as an Indian Command of the flowchart. */
export const INDIAN_MARCH: IndianCommand = {
  command: 'march',
  node: MARCH_NODE,
  possible: marchPossible,
  handlers: { indiansMarch: marchDecision },
  afterCommand: marchAfterCommand,
};
