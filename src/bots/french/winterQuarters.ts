/**
 * The Non-Player French in the Winter Quarters Round (6.0): Supply (8.6.7), the West Indies after the
 * Supply Phase Battle (8.6.8), Leader Redeployment and the Blockades when the French Naval
 * Intervention drops (8.6.9, 6.5.4), and the first Tory of Loyalist Desertion (8.6.10). The engine
 * asks these one space or one Blockade at a time; each answer is worked out again from the whole
 * phase so that the later answers follow the same plan.
 * @module
 */
import type { Action } from '../../core/action';
import type { GameState } from '../../core/state';
import { SPACE_IDS, type SpaceId } from '../../data/ids';
import { LEADER_INFO } from '../../data/leaders';
import { CITIES, SPACES } from '../../data/map';
import { piecesText, resourcesText, spaceName, spacesText } from '../../data/text';
import { blockadesOnCities, computeControl, controlOf, piecesAt, removeToPool, supportLevel } from '../../rules/board';
import { leaderDestinations } from '../../rules/leaders';
import { outOfSupplySpaces, type SupplyFrenchFrame } from '../../rules/winterQuarters/supply';
import { westIndiesUnits } from '../../rules/winterQuarters/westIndies';
import type { FniReductionFrame } from '../../rules/winterQuarters/redeployment';
import type { DecisionContext } from '../policy';
import { bestSpace, findLegal, orderSpaces, plannedAction, scratchBoard, type Flow, type FlowHandlers } from '../flowchart';
import { topFrame } from '../winterQuarters';
import { TableOrder } from '../tableOrder';
import { expectedSupplyEarnings, rewardLoyaltyCost } from '../british/winterQuarters';

const F = 'french' as const;

/** The planned action (it must be legal). */
const legal = plannedAction;

// ---------------------------------------------------------------------------------------------
// 8.6.7 French Supply

/** Why paying for a space's supply matters (8.6.7): moving the Regulars out would let the British Reward Loyalty there, or only change Control; null: Control would not change. */
export type FrenchSupplyNeed = 'rewardLoyalty' | 'control' | null;

/**
 * Whether moving the French Regulars out of an out-of-supply space would change its Control (the
 * space they leave: where they go, a Patriot Fort, can only gain Rebellion Control), and if so whether
 * the British could then Reward Loyalty there (6.4.1, a level to shift, 8.4.5) with their Resources
 * plus what they expect from Forts and Cities. Pure.
 */
export function frenchSupplyNeed(state: GameState, space: SpaceId): FrenchSupplyNeed {
  const board = scratchBoard(state);
  removeToPool(board, space, 'frenchRegular', piecesAt(state, space).frenchRegular);
  const after = board as GameState;
  if (controlOf(after, space) === controlOf(state, space)) return null;
  const cost = rewardLoyaltyCost(after, space);
  return cost !== null && cost <= state.resources.british + expectedSupplyEarnings(state) ? 'rewardLoyalty' : 'control';
}

/** The French supply plan for the spaces still to decide (8.6.7). */
export interface FrenchSupplyPlan {
  /** Why each out-of-supply space's payment matters, from the current one on. */
  need: Partial<Record<SpaceId, FrenchSupplyNeed>>;
  /** The spaces paid for, in 8.6.7's priority order. */
  pay: SpaceId[];
}

/**
 * 8.6.7 planned for the French spaces out of supply from `current` on (the engine asks them in map
 * order; each answer changes only its own space and a Patriot Fort's space, always in supply): the
 * French pay one Resource for each space where moving their Regulars would change Control; when
 * their Resources do not reach all of them, first where the British could then Reward Loyalty, then
 * the highest Population, ties by one Random Spaces roll for the phase (8.2).
 */
export function planFrenchSupply(ctx: DecisionContext, state: GameState, current: SpaceId): FrenchSupplyPlan {
  const from = SPACE_IDS.indexOf(current);
  const remaining = outOfSupplySpaces(state, F).filter((s) => SPACE_IDS.indexOf(s) >= from);
  const need: Partial<Record<SpaceId, FrenchSupplyNeed>> = {};
  for (const s of remaining) need[s] = frenchSupplyNeed(state, s);
  const score = (s: SpaceId): number[] => [need[s] === 'rewardLoyalty' ? 1 : 0, SPACES[s].population];
  const cmp = (a: SpaceId, b: SpaceId): number => {
    const x = score(a);
    const y = score(b);
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return y[i] - x[i];
    return 0;
  };
  const byPriority = remaining.filter((s) => need[s] !== null).sort(cmp);
  const budget = state.resources.french;
  if (budget < byPriority.length && budget > 0 && cmp(byPriority[budget - 1], byPriority[budget]) === 0) {
    const order = new TableOrder(ctx, 'French Supply: equal priority (8.6.7)');
    byPriority.sort((a, b) => cmp(a, b) || order.rank(a) - order.rank(b));
  }
  return { need, pay: byPriority.slice(0, budget) };
}

/** The purpose of the 8.2 roll between equally near Patriot Forts. */
export const NEAREST_FORT_PURPOSE = 'French Supply: nearest Patriot Fort (8.6.7)';

/** 8.6.7: one out-of-supply space — pay, or move the Regulars to the nearest Patriot Fort, or (with neither) to Available. */
function supplyFrench(flow: Flow): Action {
  const { state, ctx } = flow;
  const space = topFrame<SupplyFrenchFrame>(state).space;
  const regulars = piecesText(piecesAt(state, space).frenchRegular, 'frenchRegular');
  const plan = planFrenchSupply(ctx, state, space);
  const need = plan.need[space] ?? null;
  const funds = resourcesText(state.resources.french);
  const why = need === 'rewardLoyalty' ? 'moving them would change Control and let the British Reward Loyalty there' : 'moving them would change Control';
  if (need !== null && plan.pay.includes(space)) {
    ctx.node('French Supply', `${spaceName(space)} (${regulars}) out of supply: ${why}; pay 1 Resource (paid for: ${spacesText(plan.pay)}; ${funds})`, '8.6.7');
    return legal(flow, { faction: F, type: 'supply', space, option: 'pay' });
  }
  const reason =
    need === null ? 'moving them changes no Control' : plan.pay.length > 0 ? `${why}, but the Resources go first to ${spacesText(plan.pay)}` : `${why}, but no Resource is left`;
  const forts = flow.legal.filter((a) => a.to !== undefined && a.to !== 'available').map((a) => a.to as SpaceId);
  if (forts.length > 0) {
    const to = bestSpace(ctx, forts, () => [], NEAREST_FORT_PURPOSE)!;
    ctx.node('French Supply', `${spaceName(space)} (${regulars}) out of supply: ${reason}; move them to the nearest Patriot Fort, ${spaceName(to)}`, '8.6.7');
    return legal(flow, { faction: F, type: 'supply', space, to });
  }
  const toAvailable: Action = { faction: F, type: 'supply', space, to: 'available' };
  if (findLegal(flow, toAvailable)) {
    ctx.node('French Supply', `${spaceName(space)} (${regulars}) out of supply: ${reason}; no Patriot Fort on the map and no Resource: to Available`, '8.6.7');
    return legal(flow, toAvailable);
  }
  // 6.2.1 sends the Regulars to Available only when neither paying nor moving is possible: with no
  // Patriot Fort on the map, the Resource must be paid (docs/rulings.md, Non-Player French, Supply).
  ctx.node('French Supply', `${spaceName(space)} (${regulars}) out of supply: ${reason}, but no Patriot Fort is on the map and the French can pay, so 6.2.1 leaves only paying 1 Resource (${funds})`, '8.6.7, 6.2.1');
  return legal(flow, { faction: F, type: 'supply', space, option: 'pay' });
}

// ---------------------------------------------------------------------------------------------
// 8.6.8 West Indies after the Supply Phase Battle

/** 8.6.8: French Regulars left in the West Indies → pay 1 Resource to keep them all if possible, otherwise return them all to Available. */
function westIndiesUpkeep(flow: Flow): Action {
  const { state, ctx } = flow;
  const n = westIndiesUnits(state, F);
  const keep: Action = { faction: F, type: 'westIndies', count: 0 };
  if (findLegal(flow, keep)) {
    ctx.node('West Indies', `${piecesText(n, 'frenchRegular')} left in the West Indies: pay 1 Resource to keep them there`, '8.6.8');
    return legal(flow, keep);
  }
  ctx.node('West Indies', `${piecesText(n, 'frenchRegular')} left in the West Indies and no Resource to pay: return them to Available`, '8.6.8');
  return legal(flow, { faction: F, type: 'westIndies', count: n });
}

// ---------------------------------------------------------------------------------------------
// 8.6.9 Leader Redeployment (and 1.10 by analogy, outOfTurn.ts)

/**
 * Where the French Leader goes (8.6.9): among `candidates`, a space with both French Regulars and
 * Continentals if there is one, within that the most French Regulars; otherwise the space with the
 * most French Regulars; ties by 8.2 (the West Indies, off the Random Spaces table, by an equal-chance
 * roll). Null when no candidate holds a French Regular. Writes the trace under `node`.
 */
export function frenchLeaderSpace(ctx: DecisionContext, state: GameState, candidates: readonly SpaceId[], purpose: string, node: string): SpaceId | null {
  const regulars = (s: SpaceId) => piecesAt(state, s).frenchRegular;
  const withRegulars = candidates.filter((s) => regulars(s) > 0);
  const withBoth = withRegulars.filter((s) => piecesAt(state, s).continental > 0);
  if (withBoth.length > 0) {
    const best = bestSpace(ctx, withBoth, (s) => [regulars(s)], purpose)!;
    ctx.node(node, `${spaceName(best)}: French Regulars and Continentals, the most French Regulars (${regulars(best)})`, '8.6.9');
    return best;
  }
  if (withRegulars.length === 0) return null;
  const best = bestSpace(ctx, withRegulars, (s) => [regulars(s)], purpose)!;
  ctx.node(node, `No space with both French Regulars and Continentals: ${spaceName(best)}, the most French Regulars (${regulars(best)})`, '8.6.9');
  return best;
}

/** 8.6.9: redeploy the French Leader (stay when he is where 8.6.9 sends him already). */
function leaderRedeployment(flow: Flow): Action {
  const { state, ctx } = flow;
  const at = state.leaders.french.at;
  const name = LEADER_INFO[state.leaders.french.leader].name;
  const to = frenchLeaderSpace(ctx, state, leaderDestinations(state, F), 'Leader Redeployment: the most French Regulars (8.6.9)', 'Leader Redeployment');
  if (to === null || to === at) {
    ctx.node('Leader Redeployment', to === null ? `No French Regular on the map: ${name} stays` : `${name} is there already and stays`, '8.6.9');
    return legal(flow, { faction: F, type: 'stay' });
  }
  return legal(flow, { faction: F, type: 'redeployLeader', to });
}

/** The purpose of the 8.2 rolls ordering the Cities for the Blockades (one roll per City chosen). */
export const BLOCKADES_PURPOSE = 'French Naval Intervention: Blockades to the most Support (8.6.9)';

/**
 * The Cities the remaining Blockades go to (8.6.9), one Blockade per City: the most Support first
 * (level × Population, 8.1.1, read as if no Blockade stood anywhere, since the arrangement is new),
 * ties by 8.2. More Blockades than Cities: the order starts again. Pure but for the rolls.
 */
export function blockadeCities(ctx: DecisionContext, state: GameState, count: number): SpaceId[] {
  const support = (c: SpaceId) => Math.max(0, supportLevel(state, c)) * SPACES[c].population;
  const order = orderSpaces(ctx, CITIES, (c) => [support(c)], BLOCKADES_PURPOSE, count);
  const out: SpaceId[] = [];
  for (let i = 0; i < count; i++) out.push(order[i % order.length]);
  return out;
}

/**
 * 6.5.4 French stage, by 8.6.9: the Blockades left on Cities (the British chose the one that went to the
 * West Indies) are moved to the Cities with the most Support. The engine has them named one at a time in
 * City order; the plan is the same at every step (the board does not change until the last is named).
 */
function fniReduction(flow: Flow): Action {
  const { state, ctx } = flow;
  const frame = topFrame<FniReductionFrame>(state);
  const n = blockadesOnCities(state);
  const cities = blockadeCities(ctx, state, n).sort((a, b) => CITIES.indexOf(a) - CITIES.indexOf(b));
  const next = cities[frame.placed.length];
  const support = (c: SpaceId) => Math.max(0, supportLevel(state, c)) * SPACES[c].population;
  ctx.node(
    'French Naval Intervention',
    `${n} Blockade${n === 1 ? '' : 's'} to the Cities with the most Support: ${cities.map((c) => `${spaceName(c)} (${support(c)})`).join(', ')}; now ${spaceName(next)}`,
    '8.6.9',
  );
  return legal(flow, { faction: F, type: 'placeBlockade', space: next });
}

// ---------------------------------------------------------------------------------------------
// 8.6.10 Loyalist Desertion

/** The purposes of the 8.2 rolls of 8.6.10, by priority. */
export const DESERTION_PURPOSE = {
  control: 'Loyalist Desertion: change Control of the most Population (8.6.10)',
  last: 'Loyalist Desertion: the last Tory, most Population (8.6.10)',
  elsewhere: 'Loyalist Desertion: elsewhere (8.6.10)',
} as const;

/**
 * 8.6.10: the French pick the first deserting Tory: where removing it changes Control, the most
 * Population first; else the last Tory of a space not at Active Support, the most Population first;
 * else anywhere (8.2).
 */
function toryDesertion(flow: Flow): Action {
  const { state, ctx } = flow;
  const spaces = flow.legal.map((a) => a.space!);
  const p = (s: SpaceId) => piecesAt(state, s);
  const changes = spaces.filter((s) => computeControl(p(s)) !== computeControl({ ...p(s), tory: p(s).tory - 1 }));
  let space: SpaceId;
  if (changes.length > 0) {
    space = bestSpace(ctx, changes, (s) => [SPACES[s].population], DESERTION_PURPOSE.control)!;
    ctx.node('Loyalist Desertion', `${spaceName(space)}: removing a Tory changes its Control (Population ${SPACES[space].population}, the most where Control changes)`, '8.6.10');
  } else {
    const lastTory = spaces.filter((s) => p(s).tory === 1 && supportLevel(state, s) < 2);
    if (lastTory.length > 0) {
      space = bestSpace(ctx, lastTory, (s) => [SPACES[s].population], DESERTION_PURPOSE.last)!;
      ctx.node('Loyalist Desertion', `No Control changes: ${spaceName(space)}, its last Tory, not at Active Support (Population ${SPACES[space].population}, the most)`, '8.6.10');
    } else {
      space = bestSpace(ctx, spaces, () => [], DESERTION_PURPOSE.elsewhere)!;
      ctx.node('Loyalist Desertion', `No Control changes and no last Tory outside Active Support: ${spaceName(space)}`, '8.6.10');
    }
  }
  return legal(flow, { faction: F, type: 'desert', space, piece: 'tory' });
}

/** The French decisions of the Winter Quarters Round, by kind. */
export const FRENCH_WINTER_QUARTERS_HANDLERS: FlowHandlers = {
  supplyFrench,
  westIndiesUpkeep,
  leaderRedeployment,
  fniReduction,
  toryDesertion,
};
