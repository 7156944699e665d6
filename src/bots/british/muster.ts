/**
 * B8 Muster (8.4.2): the Non-Player British Muster in up to four spaces, then Skirmish or Naval Pressure.
 *
 * The whole Muster is planned from the board it started from ({@link planningState}) by
 * {@link planMuster}, priority by priority (8.1.3, ties by 8.2):
 * 1. Regulars, as many as possible, in one space: Neutral or Passive spaces first; within that first
 *    where they add British Control, then where Tories are the only British units, then elsewhere;
 *    within each the highest Population.
 * 2. Tories, as many as possible per space: first where Regulars are the only British units (the
 *    Regulars' space first), then where they change Control of the most Population, then in Colonies
 *    with fewer than five British cubes and no British Fort.
 * 3. In one space, a selected one if possible, else one more: Reward Loyalty (the Reward Loyalty box,
 *    8.4.5) if Opposition exceeds Support + 1D3 or no British Fort is Available, else (or if no Reward
 *    Loyalty could be done) a Fort in a Colony with no British Fort, five or more British cubes and room,
 *    the cubes removed per 8.1.2.
 *
 * Each decision of the engine's `britishMuster` frame re-plans from the same board with the same rolls
 * and emits the plan's next action in the engine's order: the Regulars' space, its Tories, the other
 * spaces in map order, then the Fort or Reward Loyalty, then `done`. After the Muster, if it did
 * anything and no Special Activity was used yet, the British Skirmish, else Naval Pressure (B11, B7).
 * @module
 */
import type { Action } from '../../core/action';
import type { GameState } from '../../core/state';
import type { Draft } from 'immer';
import { SPACE_IDS, spaceIndex, type Control, type SpaceId } from '../../data/ids';
import { SPACES, isColony } from '../../data/map';
import { piecesText, spaceName } from '../../data/text';
import type { CommandMode } from '../../flow/contracts';
import { mayExecuteInSpaces } from '../../flow/restriction';
import {
  addResources,
  controlOf,
  controlOfCounts,
  countBritish,
  countBritishCubes,
  countRebellion,
  countRoyalist,
  hasRoomForFort,
  piecesAt,
  placeFromPool,
  placeLeader,
  supportLevel,
  totalOpposition,
  totalSupport,
  type Pieces,
} from '../../rules/board';
import { canPay } from '../../rules/commands/common';
import {
  canBuildFort,
  canMusterRegularsIn,
  canMusterToriesIn,
  CUBES_PER_FORT,
  MUSTER_REGULARS_LIMIT,
  toryLimit,
  type BritishMusterFrame,
} from '../../rules/commands/british/muster';
import { WITH_LEADER } from '../../rules/commands/british/shared';
import { friendlyRank } from '../eventChoices';
import type { DecisionContext } from '../policy';
import { policyPick } from '../rolls';
import { keptPlan } from '../planCache';
import { bestSpace, factionHost, findLegal, planningState, randomFallback, scratchBoard, type Flow, type FlowHandler } from '../flowchart';
import { chooseRewardLoyalty, nextRewardAction, rewardReach, type RewardReach } from './rewardLoyalty';
import { chooseBritishActivity } from './activities';
import { strokeLeaderToInvolve, type BritishCommand } from './plan';

/** The node's name on the sheet. */
export const MUSTER_NODE = 'B8 Muster';

/** Most spaces the flowchart's Muster selects (B8 "Max 4"). */
export const MUSTER_MAX_SPACES = 4;

/** The purposes of the Muster's rolls (8.2 ties and the 1D3), stable across its decisions. */
export const MUSTER_PURPOSES = Object.freeze({
  regulars: 'B8 Muster: Regulars space (8.4.2)',
  tory: (n: number) => `B8 Muster: Tory space #${n} (8.4.2)`,
  leader: 'B8 Muster: Leader joins which Tories (8.1)',
  oppositionRoll: 'B8 Muster: Opposition > Support + 1D3? (8.4.2)',
  rewardSelected: 'B8 Muster: Reward Loyalty space (8.4.5)',
  rewardExtra: 'B8 Muster: additional Reward Loyalty space (8.4.5)',
  fortSelected: 'B8 Muster: Fort space (8.4.2)',
  fortExtra: 'B8 Muster: additional Fort space (8.4.2)',
});

const B = 'british' as const;

/** The Muster's closing step in one space (8.4.2's third bullet). */
export type MusterFinal =
  | { type: 'rewardLoyalty'; space: SpaceId; reach: RewardReach }
  | { type: 'fort'; space: SpaceId; /** Regulars among the three cubes replaced (8.1.2). */ regulars: number };

/** A whole Muster as the flowchart executes it (8.4.2). */
export interface MusterPlan {
  /** The Regulars placed (one space, 3.2.1), and whether the Available Leader goes along (1.10, 8.1). */
  readonly regulars: { space: SpaceId; count: number; leader: boolean } | null;
  /** Tories placed, by space (the Regulars' space included when it gets some), in the order the priorities chose them. */
  readonly tories: readonly { space: SpaceId; count: number; leader: boolean }[];
  /** A space selected only for the closing step; `asRegularsSpace`: selected as the first, Regulars' space, with none placed (3.2.1). */
  readonly extra: { space: SpaceId; asRegularsSpace: boolean } | null;
  /** The Fort or Reward Loyalty, or null. */
  readonly final: MusterFinal | null;
}

/** Whether the plan executes any instruction at all. */
export const musterDoesSomething = (plan: MusterPlan): boolean => plan.regulars !== null || plan.tories.length > 0 || plan.final !== null;

/** The spaces the plan selects, in the engine's order: the Regulars' space, then the others in map order (docs/actions.md). */
export function musterSelectionOrder(plan: MusterPlan): SpaceId[] {
  const first = plan.regulars?.space ?? (plan.extra?.asRegularsSpace ? plan.extra.space : null);
  const rest = new Set<SpaceId>(plan.tories.map((t) => t.space));
  if (plan.extra && !plan.extra.asRegularsSpace) rest.add(plan.extra.space);
  if (first) rest.delete(first);
  return [...(first ? [first] : []), ...[...rest].sort((a, b) => spaceIndex(a) - spaceIndex(b))];
}

// ---------------------------------------------------------------------------------------------
// Board tests of the priorities (pure)

const pop = (space: SpaceId): number => SPACES[space].population;

/** Neutral, Passive Support or Passive Opposition (the West Indies are Always Neutral, 1.6.2). */
const neutralOrPassive = (state: GameState, space: SpaceId): boolean => Math.abs(supportLevel(state, space)) <= 1;

/** Control (1.7) of the space's pieces with `count` more British cubes (Regulars or Tories: Royalist and British pieces both), counted without copying them. */
const controlWithMoreCubes = (p: Pieces, count: number): Control => controlOfCounts(countRebellion(p), countRoyalist(p) + count, countBritish(p) + count);

/** Whether `count` more British Regulars would give the space British Control it lacks (1.7). */
function addsBritishControl(state: GameState, space: SpaceId, count: number): boolean {
  const p = piecesAt(state, space);
  return controlOf(state, space) !== 'british' && controlWithMoreCubes(p, count) === 'british';
}

/** Whether `count` more Tories would change the space's Control (1.7). */
function changesControl(state: GameState, space: SpaceId, count: number): boolean {
  const p = piecesAt(state, space);
  return controlWithMoreCubes(p, count) !== controlOf(state, space);
}

/** Tories are the only British units (Forts are not units, glossary). */
const toriesOnly = (state: GameState, space: SpaceId): boolean => piecesAt(state, space).tory > 0 && piecesAt(state, space).britishRegular === 0;
/** Regulars are the only British units. */
const regularsOnly = (state: GameState, space: SpaceId): boolean => piecesAt(state, space).britishRegular > 0 && piecesAt(state, space).tory === 0;

/** British Control, a Regular and a Tory: Reward Loyalty may be done there (3.2.1). */
const rewardEligible = (state: GameState, space: SpaceId): boolean => {
  const p = piecesAt(state, space);
  return controlOf(state, space) === 'british' && p.britishRegular > 0 && p.tory > 0;
};

/** A Colony with no British Fort, five or more British cubes and room for a Fort, and a Fort Available (8.4.2, 1.4.2; 8.1: none from the map). */
const fortSpace = (state: GameState, space: SpaceId): boolean =>
  isColony(space) &&
  piecesAt(state, space).britishFort === 0 &&
  countBritishCubes(piecesAt(state, space)) >= 5 &&
  hasRoomForFort(state, space) &&
  state.available.britishFort > 0 &&
  canBuildFort(state, space);

/**
 * The Regulars among the three cubes a Fort replaces (8.1.2, removing friendly pieces): alternating
 * Regulars and Tories, beginning with whichever is most in the space (Regulars if even; the first pick
 * is {@link friendlyRank}'s), a type skipped when none is left or when it would remove the last Tory
 * while a Regular can go instead. Pure.
 */
export function fortRegulars(state: GameState, space: SpaceId): number {
  const left = { britishRegular: piecesAt(state, space).britishRegular, tory: piecesAt(state, space).tory };
  const other = (k: 'britishRegular' | 'tory') => (k === 'britishRegular' ? 'tory' : 'britishRegular');
  const may = (k: 'britishRegular' | 'tory'): boolean => left[k] > 0 && !(k === 'tory' && left.tory === 1 && left.britishRegular > 0);
  let next: 'britishRegular' | 'tory' = friendlyRank(state, space, 'britishRegular') <= friendlyRank(state, space, 'tory') ? 'britishRegular' : 'tory';
  let regulars = 0;
  for (let i = 0; i < CUBES_PER_FORT; i++) {
    const k = may(next) ? next : may(other(next)) ? other(next) : left[next] > 0 ? next : other(next);
    left[k] -= 1;
    if (k === 'britishRegular') regulars += 1;
    next = other(k);
  }
  return regulars;
}

/** The Tory priority a space is in now (1, 2 or 3; 0: none), with `count` Tories to place (8.4.2). */
function toryPriority(state: GameState, space: SpaceId, count: number): 0 | 1 | 2 | 3 {
  if (regularsOnly(state, space)) return 1;
  if (changesControl(state, space, count)) return 2;
  const p = piecesAt(state, space);
  if (isColony(space) && countBritishCubes(p) < 5 && p.britishFort === 0) return 3;
  return 0;
}

const TORY_PRIORITY_TEXT = ['', 'Regulars are the only British units', 'they change Control', 'a Colony with fewer than 5 British cubes and no British Fort'];

// ---------------------------------------------------------------------------------------------
// The plan

/** What the planner tracks while it walks the bullets. */
interface Walk {
  /** The board as the plan's placements leave it (a scratch copy in planMuster; read only elsewhere). */
  readonly sim: GameState;
  selected: SpaceId[];
  readonly mode: CommandMode;
  readonly cost: number;
  /** In a Brilliant Stroke whose Leader has not taken part yet, the space he stands in (8.3.7), else null. */
  readonly leaderSpace: SpaceId | null;
}

/**
 * 8.3.7: in a British Brilliant Stroke whose Leader has not yet taken part in a Limited Command, the
 * Limited Command is one that can involve him: a Limited Muster in the space he stands in (when he is
 * Available, anywhere: he goes along with the pieces placed). Null when no such limit applies.
 */
export function brilliantStrokeLeaderSpace(state: GameState): SpaceId | null {
  const at = strokeLeaderToInvolve(state);
  return at === 'available' ? null : at;
}

/**
 * Which spaces one more selection may take now: the B8 limit, the mode's limits ({@link mayExecuteInSpaces}),
 * its cost, and a Brilliant Stroke's Leader space. Asked anew after each selection.
 */
function selectableNow(w: Walk): (space: SpaceId) => boolean {
  if (w.selected.length >= MUSTER_MAX_SPACES || !canPay(w.sim, B, 1, w.mode)) return NO_SPACE;
  const may = mayExecuteInSpaces(w.sim, { faction: B, mode: w.mode, selected: w.selected, command: 'muster' });
  const leaderSpace = w.leaderSpace;
  return (space) => (leaderSpace === null || space === leaderSpace) && may(space);
}

/** No space at all: four selected already, or no Resource left to pay for one more (8.1). */
const NO_SPACE = (): boolean => false;

/** Selects `space` on the plan's scratch board (`board`, written in place), paying its cost. */
function selectIn(w: Walk, board: Draft<GameState>, space: SpaceId): void {
  w.selected.push(space);
  if (w.cost > 0) addResources(board, B, -w.cost);
}

/**
 * A space the closing step may add (8.4.2: one more Muster space): one that could be selected now
 * for Tories (none placed there: no Tory priority chose it), or, as the very first selection with no
 * Regulars Available, one where Regulars could be mustered but Tories not (3.2.1: the Regulars' space
 * with none placed).
 */
function extraSelectable(w: Walk, selectable: (space: SpaceId) => boolean, space: SpaceId): { asRegularsSpace: boolean } | null {
  if (!selectable(space)) return null;
  if (canMusterToriesIn(w.sim, space)) return { asRegularsSpace: false };
  if (w.selected.length === 0 && w.sim.available.britishRegular === 0 && canMusterRegularsIn(w.sim, space)) return { asRegularsSpace: true };
  return null;
}

/**
 * The whole Muster (8.4.2) from `board` (the board the Command started from) in `mode`, its reasons in
 * the trace of `ctx`. The same board and rolls give the same plan at every decision. Pure but for the
 * trace and the rolls.
 */
export function planMuster(ctx: DecisionContext, board: GameState, mode: CommandMode): MusterPlan {
  // The placements are tried on a scratch copy of the board (the board interface's mutators; `board` is unchanged).
  const sim = scratchBoard(board);
  const w: Walk = { sim, selected: [], mode, cost: mode.free ? 0 : 1, leaderSpace: brilliantStrokeLeaderSpace(board) };
  if (w.leaderSpace) ctx.node(MUSTER_NODE, `Brilliant Stroke: the Limited Muster must involve the Leader, in ${spaceName(w.leaderSpace)}`, '8.3.7');
  const note = (text: string, rule = '8.4.2'): void => ctx.node(MUSTER_NODE, text, rule);

  // Bullet 1: Regulars, as many as possible, in one space.
  let regulars: MusterPlan['regulars'] = null;
  const n = Math.min(MUSTER_REGULARS_LIMIT, board.available.britishRegular);
  if (n > 0) {
    const selectable = selectableNow(w);
    const candidates = SPACE_IDS.filter((s) => selectable(s) && canMusterRegularsIn(w.sim, s));
    const score = (s: SpaceId): number[] => [
      neutralOrPassive(w.sim, s) ? 1 : 0,
      addsBritishControl(w.sim, s, n) ? 2 : toriesOnly(w.sim, s) ? 1 : 0,
      pop(s),
    ];
    const space = bestSpace(ctx, candidates, score, MUSTER_PURPOSES.regulars);
    if (space !== null) {
      const [np, why] = score(space);
      const leader = w.sim.leaders.british.at === 'available';
      note(
        `Regulars: ${piecesText(n, 'britishRegular')} in ${spaceName(space)} (${np ? 'Neutral or Passive' : 'not Neutral or Passive'}; ` +
          `${why === 2 ? 'adds British Control' : why === 1 ? 'Tories are the only British units' : 'elsewhere'}; Population ${pop(space)})` +
          (leader ? '; the Available Leader goes along with them (1.10, 8.1)' : ''),
      );
      selectIn(w, sim, space);
      placeFromPool(sim, 'available', space, 'britishRegular', n);
      if (leader) placeLeader(sim, B, space);
      regulars = { space, count: n, leader };
    }
  } else note('Regulars: none Available');

  // Bullet 2: Tories, as many as possible in each space, priority by priority.
  const tories: { space: SpaceId; count: number; leader: boolean }[] = [];
  // Where Tories may muster (3.2.1), once: placing Tories changes neither the Support nor the British Regulars and Forts it asks for.
  const toriesMayMuster = SPACE_IDS.filter((s) => canMusterToriesIn(w.sim, s));
  for (let i = 1; w.sim.available.tory > 0; i++) {
    const taken = new Set(tories.map((t) => t.space));
    const count = (s: SpaceId): number => Math.min(toryLimit(w.sim, s), w.sim.available.tory);
    const selectable = selectableNow(w);
    const open = toriesMayMuster.filter((s) => !taken.has(s) && (s === regulars?.space || selectable(s)) && count(s) > 0);
    let chosen: SpaceId | null = null;
    let level: 0 | 1 | 2 | 3 = 0;
    // Each open space's priority on the board as it stands (it changes only once a space is chosen).
    const priorities = open.map((s) => toryPriority(w.sim, s, count(s)));
    for (const p of [1, 2, 3] as const) {
      const candidates = open.filter((_, j) => priorities[j] === p);
      if (candidates.length === 0) continue;
      const score = (s: SpaceId): number[] => (p === 1 ? [s === regulars?.space ? 1 : 0] : p === 2 ? [pop(s)] : []);
      chosen = bestSpace(ctx, candidates, score, MUSTER_PURPOSES.tory(i));
      level = p;
      break;
    }
    if (chosen === null) break;
    const k = count(chosen);
    note(`Tories: ${piecesText(k, 'tory')} in ${spaceName(chosen)} (${TORY_PRIORITY_TEXT[level]}${level === 2 ? `, Population ${pop(chosen)}` : ''})`);
    if (chosen !== regulars?.space) selectIn(w, sim, chosen);
    const space = chosen;
    placeFromPool(sim, 'available', space, 'tory', k);
    tories.push({ space, count: k, leader: false });
  }
  if (board.available.tory === 0) note('Tories: none Available');

  // 1.10 with 8.1: without Regulars placed, the Available Leader joins the largest group of Tories placed.
  if (!regulars && tories.length > 0 && board.leaders.british.at === 'available') {
    const most = Math.max(...tories.map((t) => t.count));
    const largest = tories.filter((t) => t.count === most);
    const pick = policyPick(ctx.dice, largest, MUSTER_PURPOSES.leader);
    pick.leader = true;
    note(`the Available Leader goes along with the ${piecesText(pick.count, 'tory')} placed in ${spaceName(pick.space)} (1.10, 8.1)`, '8.1');
    placeLeader(sim, B, pick.space);
  }

  // Bullet 3: Reward Loyalty or a Fort in one space, a selected one if possible.
  const { final, extra } = planFinal(ctx, w);
  return { regulars, tories, extra, final };
}

/** 8.4.2's third bullet on the walk's board (after the placements). */
function planFinal(ctx: DecisionContext, w: Walk): { final: MusterFinal | null; extra: MusterPlan['extra'] } {
  const note = (text: string, rule = '8.4.2'): void => ctx.node(MUSTER_NODE, text, rule);
  const sim = w.sim;
  const reachIn = (spaces: readonly SpaceId[], budget: number): Map<SpaceId, RewardReach> =>
    new Map(spaces.filter((s) => rewardEligible(sim, s)).map((s) => [s, rewardReach(sim, s, budget)]));
  const extraOf = new Map<SpaceId, { asRegularsSpace: boolean }>();
  const selectable = selectableNow(w);
  for (const s of SPACE_IDS) {
    if (w.selected.includes(s)) continue;
    const e = extraSelectable(w, selectable, s);
    if (e) extraOf.set(s, e);
  }
  const extras = [...extraOf.keys()];
  const budget = sim.resources.british;
  const rlSelected = reachIn(w.selected, budget);
  const rlExtra = reachIn(extras, budget - w.cost);
  const fortSelected = w.selected.filter((s) => fortSpace(sim, s));
  const fortExtra = extras.filter((s) => fortSpace(sim, s));
  const anyShift = [...rlSelected.values(), ...rlExtra.values()].some((r) => r.shifts > 0);
  if (!anyShift && fortSelected.length === 0 && fortExtra.length === 0) {
    note('no Reward Loyalty that shifts a level, nor a Fort, is possible in a selected or additional space');
    return { final: null, extra: null };
  }

  let reward: boolean;
  if (sim.available.britishFort === 0) {
    reward = true;
    note('no British Fort Available: Reward Loyalty');
  } else {
    const d = ctx.dice.roll(3, MUSTER_PURPOSES.oppositionRoll);
    const opp = totalOpposition(sim);
    const sup = totalSupport(sim);
    reward = opp > sup + d;
    note(`Opposition ${opp} ${reward ? '>' : '≤'} Support ${sup} + ${d}: ${reward ? 'Reward Loyalty' : 'a Fort'}`);
  }

  if (reward) {
    const inSelected = chooseRewardLoyalty(ctx, rlSelected, MUSTER_PURPOSES.rewardSelected);
    if (inSelected) return { final: { type: 'rewardLoyalty', space: inSelected, reach: rlSelected.get(inSelected)! }, extra: null };
    const inExtra = w.selected.length < MUSTER_MAX_SPACES ? chooseRewardLoyalty(ctx, rlExtra, MUSTER_PURPOSES.rewardExtra) : null;
    if (inExtra) {
      note(`Reward Loyalty: no selected space qualifies; ${spaceName(inExtra)} is selected as one more Muster space`);
      return { final: { type: 'rewardLoyalty', space: inExtra, reach: rlExtra.get(inExtra)! }, extra: { space: inExtra, ...extraOf.get(inExtra)! } };
    }
    note('no Reward Loyalty possible: a Fort instead');
  }

  const pickFort = (candidates: SpaceId[], purpose: string): SpaceId | null => bestSpace(ctx, candidates, () => [], purpose);
  const inSelected = pickFort(fortSelected, MUSTER_PURPOSES.fortSelected);
  const space = inSelected ?? pickFort(fortExtra, MUSTER_PURPOSES.fortExtra);
  if (space === null) {
    note('Fort: no Colony with no British Fort, 5+ British cubes and room, selected or selectable');
    return { final: null, extra: null };
  }
  const regulars = fortRegulars(sim, space);
  note(
    `Fort in ${spaceName(space)}${inSelected ? '' : ' (one more Muster space)'}, replacing ` +
      `${[regulars > 0 && piecesText(regulars, 'britishRegular'), regulars < CUBES_PER_FORT && piecesText(CUBES_PER_FORT - regulars, 'tory')].filter(Boolean).join(' and ')} (8.1.2)`,
  );
  return { final: { type: 'fort', space, regulars }, extra: inSelected ? null : { space, ...extraOf.get(space)! } };
}

// ---------------------------------------------------------------------------------------------
// Is a Muster possible? (the "IF NONE" arrows; 8.1 Paying Resource Costs)

/**
 * Whether the flowchart's Muster would execute at least one instruction now, in `mode` (8.4.2 "IF
 * NONE", 8.1): Regulars placeable, Tories placeable in a space one of the Tory priorities selects, or
 * the closing step possible in a space the Muster could select. Rolls only the 1D3, and only when it
 * alone decides (Reward Loyalty possible, no Fort possible, Forts Available), with the Muster's own
 * purpose.
 */
export function musterPossible(flow: Flow, mode: CommandMode): boolean {
  const { ctx, state } = flow;
  const note = (text: string, rule = '8.4.2'): void => ctx.node(MUSTER_NODE, text, rule);
  const w: Walk = { sim: state, selected: [], mode, cost: mode.free ? 0 : 1, leaderSpace: brilliantStrokeLeaderSpace(state) };
  if (!canPay(state, B, 1, mode)) {
    note('IF NONE: too few Resources to select a Muster space', '8.1');
    return false;
  }
  const may = selectableNow(w);
  const selectable = SPACE_IDS.filter(may);
  const regs = state.available.britishRegular > 0 ? selectable.filter((s) => canMusterRegularsIn(state, s)) : [];
  if (regs.length > 0) {
    note(`possible: Regulars can be placed (e.g. in ${spaceName(regs[0])})`);
    return true;
  }
  const tory = state.available.tory > 0
    ? selectable.filter((s) => canMusterToriesIn(state, s) && toryPriority(state, s, Math.min(toryLimit(state, s), state.available.tory)) > 0)
    : [];
  if (tory.length > 0) {
    note(`possible: Tories can be placed (e.g. in ${spaceName(tory[0])})`);
    return true;
  }
  const extras = SPACE_IDS.filter((s) => extraSelectable(w, may, s) !== null);
  const fort = extras.filter((s) => fortSpace(state, s));
  if (fort.length > 0) {
    note(`possible: a Fort can be built (e.g. in ${spaceName(fort[0])})`);
    return true;
  }
  const reward = extras.filter((s) => rewardEligible(state, s) && rewardReach(state, s, state.resources.british - w.cost).shifts > 0);
  if (reward.length === 0) {
    note('IF NONE: no Regulars or Tories to place where the priorities allow, no Fort and no Reward Loyalty possible');
    return false;
  }
  if (state.available.britishFort === 0) {
    note(`possible: no British Fort Available, Reward Loyalty (e.g. in ${spaceName(reward[0])})`);
    return true;
  }
  const d = ctx.dice.roll(3, MUSTER_PURPOSES.oppositionRoll);
  const opp = totalOpposition(state);
  const sup = totalSupport(state);
  const yes = opp > sup + d;
  note(
    yes
      ? `possible: Opposition ${opp} > Support ${sup} + ${d}, Reward Loyalty (e.g. in ${spaceName(reward[0])})`
      : `IF NONE: only Reward Loyalty could be done, but Opposition ${opp} ≤ Support ${sup} + ${d}, and no Fort is possible`,
  );
  return yes;
}

// ---------------------------------------------------------------------------------------------
// The decisions

/** The nearest `britishMuster` frame on the stack. */
function musterFrame(state: GameState): BritishMusterFrame {
  for (let i = state.stack.length - 1; i >= 0; i--) if (state.stack[i].kind === 'britishMuster') return state.stack[i] as BritishMusterFrame;
  throw new Error('no British Muster under way');
}

/** The legal action equal to `wanted`; a plan the engine refuses is a bug of the plan. */
function legal(flow: Flow, wanted: Action): Action {
  const a = findLegal(flow, wanted);
  if (!a) throw new Error(`B8 Muster planned an action the engine does not offer: ${JSON.stringify(wanted)}`);
  return a;
}

/** One decision of the engine's Muster (`britishMuster`): the plan's next action (8.4.2). */
export const musterDecision: FlowHandler = (flow) => {
  const frame = musterFrame(flow.state);
  const plan = keptPlan(flow, B, 'britishMuster', frame.mode, () => planMuster(flow.ctx, planningState(flow.state, B), frame.mode));
  const step = (text: string): void => flow.ctx.node(MUSTER_NODE, text, '8.4.2');
  const order = musterSelectionOrder(plan);
  const astray = frame.selected.filter((s) => !order.includes(s));
  if (astray.length > 0)
    return randomFallback(flow, `the Muster under way selected ${astray.map(spaceName).join(', ')}, which the flowchart's Muster would not`);
  const space = frame.current;
  switch (frame.phase) {
    case 'regulars': {
      const r = plan.regulars;
      const count = r?.space === space ? r.count : 0;
      step(`place ${piecesText(count, 'britishRegular')} in ${spaceName(space!)}`);
      return legal(flow, { faction: B, type: 'place', space: space!, piece: 'britishRegular', count, ...(r?.leader && count > 0 ? { option: WITH_LEADER } : {}) });
    }
    case 'tories': {
      const t = plan.tories.find((x) => x.space === space);
      step(`place ${piecesText(t?.count ?? 0, 'tory')} in ${spaceName(space!)}`);
      return legal(flow, { faction: B, type: 'place', space: space!, piece: 'tory', count: t?.count ?? 0, ...(t?.leader ? { option: WITH_LEADER } : {}) });
    }
    case 'toriesFromMap':
      throw new Error('B8 Muster: the Non-Player British never take Tories from the map (8.1 No voluntary removal)');
    case 'select':
      break;
  }
  if (frame.final === 'rewardLoyalty') {
    const next = nextRewardAction(flow, frame.rewardSpace!);
    if (next) {
      step(`Reward Loyalty in ${spaceName(frame.rewardSpace!)} goes on to the maximum extent`);
      return next;
    }
    step(`Reward Loyalty in ${spaceName(frame.rewardSpace!)} can go no further: done`);
    return legal(flow, { faction: B, type: 'done' });
  }
  if (frame.final === 'fort') {
    step('the Fort is built: done');
    return legal(flow, { faction: B, type: 'done' });
  }
  const next = order.find((s) => !frame.selected.includes(s));
  if (next) {
    const asRegulars = next === plan.regulars?.space || (plan.extra?.space === next && plan.extra.asRegularsSpace);
    step(`select ${spaceName(next)}${asRegulars ? ' for Regulars' : ''}`);
    return legal(flow, { faction: B, type: 'selectSpace', space: next, ...(asRegulars ? { piece: 'britishRegular' } : {}) });
  }
  const final = plan.final;
  if (final?.type === 'fort') {
    step(`build a Fort in ${spaceName(final.space)}`);
    return legal(flow, { faction: B, type: 'buildFort', space: final.space, piece: 'britishRegular', count: final.regulars });
  }
  if (final?.type === 'rewardLoyalty') {
    const first = nextRewardAction(flow, final.space);
    if (!first) throw new Error(`B8 Muster planned Reward Loyalty in ${spaceName(final.space)}, which the engine does not offer`);
    step(`Reward Loyalty in ${spaceName(final.space)}`);
    return first;
  }
  if (frame.selected.length === 0)
    return randomFallback(flow, 'the Muster was chosen, but the flowchart finds no Muster instruction to execute (8.4.2 IF NONE)');
  step('every instruction executed: done');
  return legal(flow, { faction: B, type: 'done' });
};

/**
 * The host's decision after the Muster (8.4.2's last bullet): if the Muster did anything and no Special
 * Activity has been used yet (and one may accompany it), Skirmish, else Naval Pressure (B11, B7), never
 * in a Muster space; otherwise done.
 */
export const musterAfterCommand: FlowHandler = (flow) => {
  const host = factionHost(flow.state, B);
  const done = (why: string): Action => {
    flow.ctx.node(MUSTER_NODE, why, '8.4.2');
    return legal(flow, { faction: B, type: 'done' });
  };
  if (!host) return done('no British Command under way: done');
  if (host.activity !== null) return done('a Special Activity was already used: done');
  if (!host.activityAllowed) return done('no Special Activity may accompany this Muster (Limited or granted): done');
  if (host.commandSpaces.length === 0) return done('no Muster instruction was executed: no Special Activity');
  flow.ctx.node(MUSTER_NODE, `the Muster was executed in ${host.commandSpaces.map(spaceName).join(', ')}: Skirmish, else Naval Pressure`, '8.4.2');
  const activity = chooseBritishActivity(flow, { order: 'skirmishFirst', excluded: host.commandSpaces, battleSpaces: [] });
  return activity ?? legal(flow, { faction: B, type: 'done' });
};

/** B8 Muster as a British Command of the flowchart. */
export const MUSTER: BritishCommand = {
  command: 'muster',
  node: MUSTER_NODE,
  possible: musterPossible,
  handlers: { britishMuster: musterDecision },
  afterCommand: musterAfterCommand,
};
