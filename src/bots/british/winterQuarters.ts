/**
 * The Non-Player British in the Winter Quarters Round (6.0): Supply (8.4.7), the West Indies after
 * the Supply Phase Battle (8.4.8), Leader Redeployment (8.4.9), the Blockade that leaves when the
 * French Naval Intervention drops (6.5.4, by analogy with Naval Pressure, 8.4.1) and Loyalist
 * Desertion (8.4.10). Each decision of these phases is answered from the board as it stands: the
 * engine asks them one space or one piece at a time, and each answer is worked out again from the
 * whole phase so that the later answers follow the same plan.
 * @module
 */
import { copyWith } from '../../core/pathCopy';
import type { Action } from '../../core/action';
import type { GameState } from '../../core/state';
import { SPACE_IDS, type SpaceId, type SpacePiece } from '../../data/ids';
import { LEADER_INFO } from '../../data/leaders';
import { CITIES, SPACES } from '../../data/map';
import { piecesText, resourcesText, spaceName, spacesText } from '../../data/text';
import { computeControl, controlOf, countPatriots, countRebellion, markersIn, piecesAt, removeToPool, supportLevel } from '../../rules/board';
import { leaderDestinations } from '../../rules/leaders';
import { earningsDetail } from '../../rules/winterQuarters/resources';
import { nextCommittees, nextRewardLoyalty, rewardLoyaltySpaces, gageIn } from '../../rules/winterQuarters/support';
import { outOfSupplySpaces } from '../../rules/winterQuarters/supply';
import { westIndiesUnits } from '../../rules/winterQuarters/westIndies';
import { desertionOrdinal } from '../../rules/procedures/desertion';
import type { SupplyBritishFrame } from '../../rules/winterQuarters/supply';
import type { ToryDesertionFrame } from '../../rules/winterQuarters/desertion';
import type { DecisionContext } from '../policy';
import { bestSpace, findLegal, plannedAction, scratchBoard, type Flow, type FlowHandlers } from '../flowchart';
import { topFrame } from '../winterQuarters';
import { TableOrder } from '../tableOrder';

const B = 'british' as const;

/** The planned action (it must be legal). */
const legal = plannedAction;

// ---------------------------------------------------------------------------------------------
// 8.4.7 British Supply

/** British earnings expected in the Resources Phase from Forts and Cities, the West Indies left out (6.3.1, 8.4.7). Pure. */
export function expectedSupplyEarnings(state: GameState): number {
  const british = earningsDetail(state).british.total;
  return controlOf(state, 'WestIndies') === B ? british - 5 : british;
}

/**
 * Whether the British cubes in the space keep Committees of Correspondence out of it (6.4.2): with
 * them it is not Rebellion Controlled; without them it would be, it holds Patriot pieces, and
 * Committees would have something to do there (a Raid marker to clear or a level to shift). Pure.
 */
export function cubesPreventCommittees(state: GameState, space: SpaceId): boolean {
  const p = piecesAt(state, space);
  if (controlOf(state, space) === 'rebellion' || countPatriots(p) === 0) return false;
  if (computeControl(copyWith(p, { britishRegular: 0, tory: 0 })) !== 'rebellion') return false;
  return nextCommittees(state, space, 0) !== null;
}

/**
 * What a first Reward Loyalty shift in the space would cost (6.4.1): one Resource per Raid or
 * Propaganda marker, then one for the shift (none with Gage there); null when Reward Loyalty is not
 * allowed there or would only remove markers (8.4.5). Pure.
 */
export function rewardLoyaltyCost(state: GameState, space: SpaceId): number | null {
  if (!rewardLoyaltySpaces(state).includes(space)) return null;
  if (nextRewardLoyalty(state, space, 0) === null || SPACES[space].population === 0 || supportLevel(state, space) >= 2) return null;
  return markersIn(state, space, 'raid') + markersIn(state, space, 'propaganda') + (gageIn(state, space) && markersIn(state, space, 'raid') + markersIn(state, space, 'propaganda') === 0 ? 0 : 1);
}

/** Why the cubes of an out-of-supply space matter for the Support Phase (8.4.7): to prevent Committees, to allow Reward Loyalty, or not at all. */
export type SupplyNeed = 'committees' | 'rewardLoyalty' | null;

/** The British supply plan for the spaces still to decide (8.4.7). */
export interface SupplyPlan {
  /** Expected British earnings from Forts and Cities (6.3, the West Indies left out). */
  earnings: number;
  /** Resources kept back so that Reward Loyalty stays affordable (0 when the earnings cover it). */
  reserve: number;
  /** Why each out-of-supply space's cubes are needed, from the current one on. */
  need: Partial<Record<SpaceId, SupplyNeed>>;
  /** The spaces paid for, highest Population first. */
  pay: SpaceId[];
}

/**
 * 8.4.7 planned for the British spaces out of supply from `current` on (the engine asks them in map
 * order; each answer changes only its own space, so the later spaces are as they will be asked):
 * - the cubes are needed where they keep Committees of Correspondence out (6.4.2) or allow Reward
 *   Loyalty (6.4.1, a shift and not only markers, 8.4.5) that the British can afford with their
 *   Resources plus the expected earnings from Forts and Cities;
 * - Resources pay for the needed spaces, highest Population first (ties: one Random Spaces roll), but
 *   keep back what the cheapest such Reward Loyalty needs beyond the expected earnings — spaces
 *   already decided count for this, since they keep their cubes;
 * - the other needed spaces shift toward Active Opposition, or lose their cubes when they cannot;
 *   the spaces not needed lose their cubes.
 */
export function planSupply(ctx: DecisionContext, state: GameState, current: SpaceId): SupplyPlan {
  const earnings = expectedSupplyEarnings(state);
  const funds = state.resources.british + earnings;
  const all = outOfSupplySpaces(state, B);
  const needOf = (s: SpaceId): SupplyNeed => {
    if (cubesPreventCommittees(state, s)) return 'committees';
    const cost = rewardLoyaltyCost(state, s);
    return cost !== null && cost <= funds ? 'rewardLoyalty' : null;
  };
  const rlCosts = all.map((s) => (needOf(s) === 'rewardLoyalty' ? rewardLoyaltyCost(state, s)! : Infinity));
  const cheapest = Math.min(...rlCosts);
  const reserve = cheapest === Infinity ? 0 : Math.max(0, cheapest - earnings);
  const from = SPACE_IDS.indexOf(current);
  const remaining = all.filter((s) => SPACE_IDS.indexOf(s) >= from);
  const need: Partial<Record<SpaceId, SupplyNeed>> = {};
  for (const s of remaining) need[s] = needOf(s);
  const needed = remaining.filter((s) => need[s] !== null);
  const budget = Math.max(0, state.resources.british - reserve);
  let pay: SpaceId[];
  if (budget >= needed.length) pay = [...needed].sort((a, b) => SPACES[b].population - SPACES[a].population);
  else {
    const byPop = [...needed].sort((a, b) => SPACES[b].population - SPACES[a].population);
    const boundary = budget > 0 ? SPACES[byPop[budget - 1]].population : Infinity;
    const tieSplit = budget > 0 && SPACES[byPop[budget]].population === boundary;
    if (tieSplit) {
      const order = new TableOrder(ctx, 'Supply: equal Population (8.4.7)');
      byPop.sort((a, b) => SPACES[b].population - SPACES[a].population || order.rank(a) - order.rank(b));
    }
    pay = byPop.slice(0, budget);
  }
  return { earnings, reserve, need, pay };
}

const NEED_TEXT: Readonly<Record<'committees' | 'rewardLoyalty', string>> = {
  committees: 'they keep Committees of Correspondence out',
  rewardLoyalty: 'they allow Reward Loyalty',
};

/** 8.4.7: one out-of-supply space — pay, shift toward Active Opposition, or remove the cubes. */
function supplyBritish(flow: Flow): Action {
  const { state, ctx } = flow;
  const space = topFrame<SupplyBritishFrame>(state).space;
  const plan = planSupply(ctx, state, space);
  const need = plan.need[space] ?? null;
  const here = piecesAt(state, space);
  const cubes = (['britishRegular', 'tory'] as const).filter((k) => here[k] > 0).map((k) => piecesText(here[k], k)).join(' and ');
  const funds = `${resourcesText(state.resources.british)}, ${plan.earnings} expected from Forts and Cities${plan.reserve > 0 ? `, ${plan.reserve} kept for Reward Loyalty` : ''}`;
  if (need === null) {
    ctx.node('British Supply', `${spaceName(space)} (${cubes}) out of supply: the cubes neither keep Committees of Correspondence out nor allow Reward Loyalty (${funds}); removed to Available`, '8.4.7');
    return legal(flow, { faction: B, type: 'supply', space, to: 'available' });
  }
  if (plan.pay.includes(space)) {
    ctx.node('British Supply', `${spaceName(space)} out of supply: ${NEED_TEXT[need]}; pay 1 Resource (paid for: ${spacesText(plan.pay)}, highest Population first; ${funds})`, '8.4.7');
    return legal(flow, { faction: B, type: 'supply', space, option: 'pay' });
  }
  const shift: Action = { faction: B, type: 'supply', space, option: 'shift' };
  if (findLegal(flow, shift)) {
    const elsewhere = plan.pay.length > 0 ? `the Resources go to ${spacesText(plan.pay)}` : 'no Resource can go to supply';
    ctx.node('British Supply', `${spaceName(space)} out of supply: ${NEED_TEXT[need]}, but ${elsewhere} (${funds}); shift one level toward Active Opposition`, '8.4.7');
    return legal(flow, shift);
  }
  ctx.node('British Supply', `${spaceName(space)} out of supply: ${NEED_TEXT[need]}, but no Resource is left for it and it is already at Active Opposition; removed to Available`, '8.4.7');
  return legal(flow, { faction: B, type: 'supply', space, to: 'available' });
}

// ---------------------------------------------------------------------------------------------
// 8.4.8 West Indies after the Supply Phase Battle

/** 8.4.8: British Control of the West Indies → pay 1 Resource to keep the Regulars; otherwise return them all. */
function westIndiesUpkeep(flow: Flow): Action {
  const { state, ctx } = flow;
  const n = westIndiesUnits(state, B);
  const keep: Action = { faction: B, type: 'westIndies', count: 0 };
  if (controlOf(state, 'WestIndies') === B && findLegal(flow, keep)) {
    ctx.node('West Indies', `The British Control the West Indies: pay 1 Resource to keep ${piecesText(n, 'britishRegular')} there`, '8.4.8');
    return legal(flow, keep);
  }
  const why = controlOf(state, 'WestIndies') === B ? 'the British Control the West Indies but have no Resource to pay' : 'the British do not Control the West Indies';
  ctx.node('West Indies', `${why[0].toUpperCase()}${why.slice(1)}: return ${piecesText(n, 'britishRegular')} to Available`, '8.4.8');
  return legal(flow, { faction: B, type: 'westIndies', count: n });
}

// ---------------------------------------------------------------------------------------------
// 8.4.9 Leader Redeployment (and 1.10 by analogy, outOfTurn.ts)

/**
 * Where the British Leader goes (8.4.9): the space with the most British Regulars, ties by 8.2 (the
 * space where he stands counts as a candidate). With no Regular on the map, the rule has nothing to
 * go by; the Leader then goes where the most British cubes are (8.1: a Leader goes with the largest
 * group of his units). Null when no British cube is on the map. `candidates`: the spaces he may go
 * to, with his own when he stands on the map.
 */
export function leaderSpace(ctx: DecisionContext, state: GameState, candidates: readonly SpaceId[], purpose: string, node: string, rule: string): SpaceId | null {
  const regulars = (s: SpaceId) => piecesAt(state, s).britishRegular;
  const cubes = (s: SpaceId) => piecesAt(state, s).britishRegular + piecesAt(state, s).tory;
  const withRegulars = candidates.filter((s) => regulars(s) > 0);
  if (withRegulars.length > 0) {
    const most = Math.max(...withRegulars.map(regulars));
    const best = bestSpace(ctx, withRegulars, (s) => [regulars(s)], purpose)!;
    ctx.node(node, `${spaceName(best)}: the most British Regulars (${most})`, rule);
    return best;
  }
  const withCubes = candidates.filter((s) => cubes(s) > 0);
  if (withCubes.length === 0) return null;
  const best = bestSpace(ctx, withCubes, (s) => [cubes(s)], purpose)!;
  ctx.node(node, `No British Regular on the map: ${spaceName(best)}, the most British cubes (${cubes(best)}) (8.1, a Leader goes with the largest group of his units)`, rule);
  return best;
}

/** 8.4.9: redeploy to the space with the most British Regulars (stay when he is there already). */
function leaderRedeployment(flow: Flow): Action {
  const { state, ctx } = flow;
  const at = state.leaders.british.at;
  const name = LEADER_INFO[state.leaders.british.leader].name;
  const candidates = leaderDestinations(state, B);
  const to = leaderSpace(ctx, state, candidates, 'Leader Redeployment: the most Regulars (8.4.9)', 'Leader Redeployment', '8.4.9');
  if (to === null || to === at) {
    ctx.node('Leader Redeployment', to === null ? `No British cube on the map: ${name} stays` : `${name} is there already and stays`, '8.4.9');
    return legal(flow, { faction: B, type: 'stay' });
  }
  return legal(flow, { faction: B, type: 'redeployLeader', to });
}

// ---------------------------------------------------------------------------------------------
// 6.5.4 the Blockade that leaves (Naval Pressure's priorities, 8.4.1)

/**
 * The City whose Blockade the British send back to the West Indies when FNI drops (6.5.4). The
 * British flowchart has no instruction for it; it is the same choice as Naval Pressure's (8.4.1), so
 * its City priorities apply, the first (a City selected for Battle) aside as no Battle is under way:
 * the City with the most Rebellion pieces without a Patriot Fort, then the City with the most Support
 * (level × Population, 8.1.1); ties by 8.2.
 */
export function blockadeToLift(ctx: DecisionContext, state: GameState, cities: readonly SpaceId[], purpose: string, node: string): SpaceId {
  const rebels = (c: SpaceId) => countRebellion(piecesAt(state, c));
  const first = cities.filter((c) => piecesAt(state, c).patriotFort === 0 && rebels(c) > 0);
  if (first.length > 0) {
    const c = bestSpace(ctx, first, (x) => [rebels(x)], `${purpose}: most Rebellion pieces`)!;
    ctx.node(node, `${spaceName(c)}: the Blockaded City with the most Rebellion pieces (${rebels(c)}) and no Patriot Fort`, '8.4.1');
    return c;
  }
  const support = (c: SpaceId) => Math.max(0, supportLevel(state, c)) * SPACES[c].population;
  const c = bestSpace(ctx, cities, (x) => [support(x)], `${purpose}: most Support`)!;
  ctx.node(node, `No Blockaded City without a Patriot Fort holds Rebellion pieces: ${spaceName(c)}, the most Support (${support(c)})`, '8.4.1');
  return c;
}

/** 6.5.4, British stage: which Blockade returns to the West Indies. */
function fniReduction(flow: Flow): Action {
  const cities = flow.legal.map((a) => a.space!).filter((s) => CITIES.includes(s));
  const c = blockadeToLift(flow.ctx, flow.state, cities, 'French Naval Intervention: Blockade (6.5.4)', 'French Naval Intervention');
  return legal(flow, { faction: B, type: 'removeBlockade', space: c });
}

// ---------------------------------------------------------------------------------------------
// 8.4.10 Loyalist Desertion

/** How much one more Tory removed from the space costs the British (8.4.10), compared in order: Control changed, its Population, the last Tory gone. */
function desertionCost(pieces: Record<SpacePiece, number>, space: SpaceId): number[] {
  const before = computeControl(pieces);
  const after = computeControl(copyWith(pieces, { tory: pieces.tory - 1 }));
  const changes = before !== after ? 1 : 0;
  return [changes, changes * SPACES[space].population, pieces.tory === 1 ? 1 : 0];
}

/**
 * 8.4.10 planned for the Tories the British still remove: one at a time, each where it changes the
 * least Control (no change, else the least Population changing Control), within that without
 * removing the last Tory of a space; ties by one Random Spaces roll for the whole desertion. Only
 * the spaces the engine's order still allows (map order from the last pick on) are used. Returns the
 * removals planned, by space, in the order planned.
 */
export function planDesertion(ctx: DecisionContext, state: GameState, left: number, last: number): SpaceId[] {
  const eligible = SPACE_IDS.filter((s) => desertionOrdinal(s, 'tory') >= last && piecesAt(state, s).tory > 0);
  // The removals are tried on a scratch board through the board interface.
  const board = scratchBoard(state);
  const piecesOf = (s: SpaceId): Record<SpacePiece, number> => piecesAt(board, s);
  const order = new TableOrder(ctx, 'Tory Desertion: equal choice (8.4.10)');
  const out: SpaceId[] = [];
  for (let i = 0; i < left; i++) {
    const candidates = eligible.filter((s) => piecesOf(s).tory > 0);
    if (candidates.length === 0) break;
    const cost = new Map(candidates.map((s) => [s, desertionCost(piecesOf(s), s)]));
    const cmp = (a: SpaceId, b: SpaceId) => {
      const ca = cost.get(a)!;
      const cb = cost.get(b)!;
      for (let k = 0; k < ca.length; k++) if (ca[k] !== cb[k]) return ca[k] - cb[k];
      return 0;
    };
    const best = [...candidates].sort(cmp)[0];
    const tied = candidates.filter((s) => cmp(s, best) === 0);
    const pick = tied.length === 1 ? best : tied.sort((a, b) => order.rank(a) - order.rank(b))[0];
    out.push(pick);
    removeToPool(board, pick, 'tory', 1);
  }
  return out;
}

/** 8.4.10: the British pick the next deserting Tory (the French pick the first). */
function toryDesertion(flow: Flow): Action {
  const { state, ctx } = flow;
  const frame = topFrame<ToryDesertionFrame>(state);
  const plan = planDesertion(ctx, state, frame.tories, frame.last);
  const next = [...plan].sort((a, b) => SPACE_IDS.indexOf(a) - SPACE_IDS.indexOf(b))[0];
  const counts = new Map<SpaceId, number>();
  for (const s of plan) counts.set(s, (counts.get(s) ?? 0) + 1);
  const listed = [...counts].sort((a, b) => SPACE_IDS.indexOf(a[0]) - SPACE_IDS.indexOf(b[0])).map(([s, n]) => `${n} in ${spaceName(s)}`);
  ctx.node('Loyalist Desertion', `${piecesText(frame.tories, 'tory')} to remove, changing the least Control and keeping a Tory in each space where possible: ${listed.join(', ')}; now one in ${spaceName(next)}`, '8.4.10');
  return legal(flow, { faction: B, type: 'desert', space: next, piece: 'tory' });
}

/** The British decisions of the Winter Quarters Round, by kind (Reward Loyalty, 6.4.1, is rewardLoyalty.ts's). */
export const WINTER_QUARTERS_HANDLERS: FlowHandlers = {
  supplyBritish,
  westIndiesUpkeep,
  leaderRedeployment,
  fniReduction,
  toryDesertion,
};
