/**
 * The Non-Player Indians in the Winter Quarters Round (6.0): the Village they place when none is on the
 * map (6.2.1), Indian Supply (8.7.5), Indian Leader Redeployment (8.7.7), the first Patriot deserters
 * they pick (8.7.6) and the Village they remove for the Winter Quarters cards 102 and 103 (6.7, 8.3.5).
 * The engine asks these one space or one piece at a time; each answer is worked out again from the
 * whole phase so that the later answers follow the same plan.
 * @module
 */
import { copyWith } from '../../core/pathCopy';
import type { Action } from '../../core/action';
import type { GameState } from '../../core/state';
import { SPACE_IDS, type SpaceId, type SpacePiece } from '../../data/ids';
import { LEADER_INFO } from '../../data/leaders';
import { isProvince } from '../../data/map';
import { KIND_NAME, piecesText, resourcesText, spaceName, spacesText } from '../../data/text';
import { computeControl, controlOf, countWarParties, hasRoomForFort, piecesAt, supportLevel } from '../../rules/board';
import { cornplanterIn, villageReplacements } from '../../rules/commands/indians/gather';
import { leaderDestinations } from '../../rules/leaders';
import { DESERTING_MILITIA } from '../../rules/procedures/desertion';
import type { PatriotDesertionFrame } from '../../rules/winterQuarters/desertion';
import { indianSupplyDestinations, outOfSupplySpaces, type SupplyIndiansFrame } from '../../rules/winterQuarters/supply';
import type { DecisionContext } from '../policy';
import { topFrame, winterQuartersCardRemoval } from '../winterQuarters';
import { bestSpace, plannedAction, type Flow, type FlowHandlers } from '../flowchart';
import { TableOrder } from '../tableOrder';

const I = 'indians' as const;

/** The planned action (it must be legal). */
const legal = plannedAction;

/** War Parties in the space. */
const warParties = (state: GameState, space: SpaceId): number => countWarParties(piecesAt(state, space));

// ---------------------------------------------------------------------------------------------
// 6.2.1 the Village placed when none is on the map

/** The purpose of the 8.2 roll choosing the Indian Reserve that takes the Village of 6.2.1. */
export const SUPPLY_VILLAGE_PURPOSE = 'Supply: Village placed in an Indian Reserve (6.2.1)';

/**
 * 6.2.1: with no Village on the map, the Indians put one in an Indian Reserve Province. No Indian
 * instruction names the Reserve; as for an Event placing a Village (8.7), it goes where War Parties
 * already are if possible; ties (and with no War Party in any Reserve, all of them) by 8.2.
 */
function supplyVillage(flow: Flow): Action {
  const { state, ctx } = flow;
  const reserves = flow.legal.map((a) => a.space!);
  const withWarParties = reserves.filter((s) => warParties(state, s) > 0);
  const pool = withWarParties.length > 0 ? withWarParties : reserves;
  const space = bestSpace(ctx, pool, () => [], SUPPLY_VILLAGE_PURPOSE)!;
  const why = withWarParties.length > 0 ? `an Indian Reserve with War Parties (${spacesText(withWarParties)})` : 'no Indian Reserve with room holds War Parties';
  ctx.node('Indian Supply', `No Village on the map: place one in ${spaceName(space)}, ${why}, as an Event's Village goes where War Parties are (8.7)`, '6.2.1, 8.7');
  return legal(flow, { faction: I, type: 'placeVillage', space });
}

// ---------------------------------------------------------------------------------------------
// 8.7.5 Indian Supply

/** Whether moving all the War Parties out of the space would add Rebellion Control there (8.7.5). Pure. */
export function movingAddsRebellionControl(state: GameState, space: SpaceId): boolean {
  const p = piecesAt(state, space);
  if (controlOf(state, space) === 'rebellion') return false;
  return computeControl(copyWith(p, { warPartyUnderground: 0, warPartyActive: 0 })) === 'rebellion';
}

/**
 * Whether the Indian Gather could place a Village in the space (8.7.5, read with 8.7.2's first bullet):
 * a Province at Neutral or Passive Support / Opposition with room for a Village and a Village to place
 * (3.4.1, 1.4.1), holding three or more War Parties — two or more where Cornplanter stands. Pure.
 */
export function gatherCouldPlaceVillage(state: GameState, space: SpaceId): boolean {
  if (!isProvince(space) || Math.abs(supportLevel(state, space)) > 1 || !hasRoomForFort(state, space)) return false;
  if (villageReplacements(state, space).length === 0) return false;
  return warParties(state, space) >= (cornplanterIn(state, space) ? 2 : 3);
}

/** Why the Indians pay for a space's supply (8.7.5): moving the War Parties would add Rebellion Control, Gather could place a Village there, or neither. */
export type IndianSupplyNeed = 'control' | 'village' | null;

/** The need of one out-of-supply space (8.7.5). Pure. */
export function indianSupplyNeed(state: GameState, space: SpaceId): IndianSupplyNeed {
  if (movingAddsRebellionControl(state, space)) return 'control';
  if (gatherCouldPlaceVillage(state, space)) return 'village';
  return null;
}

/** The Indian supply plan for the spaces still to decide (8.7.5). */
export interface IndianSupplyPlan {
  /** Why each out-of-supply space from the current one on would be paid for. */
  need: Partial<Record<SpaceId, IndianSupplyNeed>>;
  /** The spaces paid for: those where moving would add Rebellion Control first, then those where Gather could place a Village. */
  pay: SpaceId[];
}

/** The one Random Spaces order of the Indian Supply Phase (8.2), for its ties. */
const supplyOrder = (ctx: DecisionContext): TableOrder => new TableOrder(ctx, 'Indian Supply: equal choice (8.7.5)');

/**
 * 8.7.5 planned for the Indian spaces out of supply from `current` on (the engine asks them in map
 * order; each answer changes only its own space and a Village space, which is in supply): one Resource
 * each, first for the spaces where moving the War Parties away would add Rebellion Control, then for
 * those where Gather could place a Village, as far as the Resources go; equal spaces at the limit by
 * one Random Spaces roll for the phase (8.2).
 */
export function planIndianSupply(ctx: DecisionContext, state: GameState, current: SpaceId, order: TableOrder = supplyOrder(ctx)): IndianSupplyPlan {
  const from = SPACE_IDS.indexOf(current);
  const remaining = outOfSupplySpaces(state, I).filter((s) => SPACE_IDS.indexOf(s) >= from);
  const need: Partial<Record<SpaceId, IndianSupplyNeed>> = {};
  for (const s of remaining) need[s] = indianSupplyNeed(state, s);
  let budget = state.resources.indians;
  const pay: SpaceId[] = [];
  for (const level of ['control', 'village'] as const) {
    const group = remaining.filter((s) => need[s] === level);
    if (budget <= 0 || group.length === 0) continue;
    const chosen = group.length <= budget ? group : [...group].sort((a, b) => order.rank(a) - order.rank(b)).slice(0, budget);
    pay.push(...chosen);
    budget -= chosen.length;
  }
  return { need, pay };
}

const NEED_TEXT: Readonly<Record<'control' | 'village', string>> = {
  control: 'moving the War Parties away would add Rebellion Control',
  village: 'Gather could place a Village there',
};

/** Whether paying is among the legal answers. */
const payOffered = (flow: Flow): boolean => flow.legal.some((a) => a.option === 'pay');

/** 8.7.5: one out-of-supply space — pay one Resource, or move the War Parties to the nearest Village space. */
function supplyIndians(flow: Flow): Action {
  const { state, ctx } = flow;
  const space = topFrame<SupplyIndiansFrame>(state).space;
  const order = supplyOrder(ctx);
  const plan = planIndianSupply(ctx, state, space, order);
  const need = plan.need[space] ?? null;
  const here = piecesAt(state, space);
  const wp = (['warPartyUnderground', 'warPartyActive'] as const).filter((k) => here[k] > 0).map((k) => piecesText(here[k], k)).join(' and ');
  const pay: Action = { faction: I, type: 'supply', space, option: 'pay' };
  const destinations = indianSupplyDestinations(state, space);
  if (need !== null && plan.pay.includes(space)) {
    ctx.node('Indian Supply', `${spaceName(space)} (${wp}) out of supply: ${NEED_TEXT[need]}; pay 1 Resource (paid for: ${spacesText(plan.pay)}; ${resourcesText(state.resources.indians)})`, '8.7.5');
    return legal(flow, pay);
  }
  const why = need === null ? 'moving the War Parties would add no Rebellion Control and Gather could place no Village there' : state.resources.indians === 0 ? `${NEED_TEXT[need]}, but no Resource is left` : `${NEED_TEXT[need]}, but the Resources go to ${spacesText(plan.pay)} (${resourcesText(state.resources.indians)})`;
  if (destinations.length === 0) {
    if (payOffered(flow)) {
      ctx.node('Indian Supply', `${spaceName(space)} (${wp}) out of supply: ${why}; no Province with a Village to move to, so pay 1 Resource (6.2.1)`, '8.7.5, 6.2.1');
      return legal(flow, pay);
    }
    ctx.node('Indian Supply', `${spaceName(space)} (${wp}) out of supply: no Resource and no Province with a Village to move to; the War Parties go to Available`, '6.2.1');
    return legal(flow, { faction: I, type: 'supply', space, to: 'available' });
  }
  const to = destinations.length === 1 ? destinations[0] : [...destinations].sort((a, b) => order.rank(a) - order.rank(b))[0];
  const ties = destinations.length > 1 ? ` (nearest: ${spacesText(destinations)}; ties by the phase's Random Spaces order, 8.2)` : '';
  ctx.node('Indian Supply', `${spaceName(space)} (${wp}) out of supply: ${why}; move them to the nearest Village space, ${spaceName(to)}${ties}`, '8.7.5');
  return legal(flow, { faction: I, type: 'supply', space, to });
}

// ---------------------------------------------------------------------------------------------
// 8.7.7 Indian Leader Redeployment (and 1.10 by analogy, outOfTurn.ts)

/** Whether Cornplanter's first destination (8.7.7) is the space: a Neutral or Passive Province with 2+ War Parties and room for a Village. Pure. */
export function cornplanterProvince(state: GameState, space: SpaceId): boolean {
  return isProvince(space) && Math.abs(supportLevel(state, space)) <= 1 && warParties(state, space) >= 2 && hasRoomForFort(state, space);
}

/**
 * Where the Indian Leader goes (8.7.7) among `candidates` (spaces with Indian pieces, his own
 * included when he stands on the map): Cornplanter to a Neutral or Passive Province with two or more
 * War Parties and room for a Village (ties 8.2); Brant and Dragging Canoe — and Cornplanter when no
 * such Province exists — to the space with the most War Parties (ties 8.2). Null when no candidate
 * holds a War Party (only Villages). Writes the trace.
 */
export function indianLeaderSpace(ctx: DecisionContext, state: GameState, candidates: readonly SpaceId[], purpose: string, node: string, rule: string): SpaceId | null {
  const name = LEADER_INFO[state.leaders.indians.leader].name;
  if (state.leaders.indians.leader === 'Cornplanter') {
    const provinces = candidates.filter((s) => cornplanterProvince(state, s));
    if (provinces.length > 0) {
      const best = bestSpace(ctx, provinces, () => [], `${purpose}: Cornplanter's Province`)!;
      ctx.node(node, `${spaceName(best)}: a Neutral or Passive Province with ${warParties(state, best)} War Parties and room for a Village (${spacesText(provinces)})`, rule);
      return best;
    }
    ctx.node(node, `No Neutral or Passive Province with 2+ War Parties and room for a Village: ${name} goes to the most War Parties`, rule);
  }
  const withWp = candidates.filter((s) => warParties(state, s) > 0);
  if (withWp.length === 0) return null;
  const best = bestSpace(ctx, withWp, (s) => [warParties(state, s)], `${purpose}: the most War Parties`)!;
  ctx.node(node, `${spaceName(best)}: the most War Parties (${warParties(state, best)})`, rule);
  return best;
}

/** 8.7.7: redeploy the Indian Leader (stay when he is there already, or when no War Party is on the map). */
function leaderRedeployment(flow: Flow): Action {
  const { state, ctx } = flow;
  const at = state.leaders.indians.at;
  const name = LEADER_INFO[state.leaders.indians.leader].name;
  const to = indianLeaderSpace(ctx, state, leaderDestinations(state, I), 'Leader Redeployment (8.7.7)', 'Leader Redeployment', '8.7.7');
  if (to === null || to === at) {
    ctx.node('Leader Redeployment', to === null ? `No War Party on the map: ${name} stays` : `${name} is there already and stays`, '8.7.7');
    return legal(flow, { faction: I, type: 'stay' });
  }
  return legal(flow, { faction: I, type: 'redeployLeader', to });
}

// ---------------------------------------------------------------------------------------------
// 8.7.6 Patriot Desertion: the first Militia and the first Continental

/** The priorities of 8.7.6, in order. */
const DESERTION_PRIORITIES = ['a space with a Village', 'removing Rebellion Control', 'the last of its type in the space', 'elsewhere'] as const;

/**
 * The priority (index into 8.7.6's list) of removing one Patriot of `type` from the space: a Village
 * space; removing the piece ends Rebellion Control; the piece is the last Militia / Continental there;
 * elsewhere. Pure.
 */
export function desertionPriority(state: GameState, space: SpaceId, type: 'militia' | 'continental'): number {
  const p = piecesAt(state, space);
  if (p.village > 0) return 0;
  const piece: SpacePiece = type === 'continental' ? 'continental' : p.militiaUnderground > 0 ? 'militiaUnderground' : 'militiaActive';
  if (controlOf(state, space) === 'rebellion' && computeControl({ ...p, [piece]: p[piece] - 1 }) !== 'rebellion') return 1;
  const ofType = type === 'continental' ? p.continental : p.militiaUnderground + p.militiaActive;
  return ofType === 1 ? 2 : 3;
}

/**
 * 8.7.6: the Indians pick the first deserting Militia, then the first deserting Continental (6.6.1):
 * by 8.1.3, from the first priority any space meets — a Village space, then a space where it removes
 * Rebellion Control, then where it is the last Patriot of that type, then elsewhere — equal spaces by
 * 8.2; a Militia Underground before Active (8.1.2).
 */
function patriotDesertion(flow: Flow): Action {
  const { state, ctx } = flow;
  const frame = topFrame<PatriotDesertionFrame>(state);
  const type = frame.indiansMilitia ? 'militia' : 'continental';
  const spaces = [...new Set(flow.legal.map((a) => a.space!))];
  const priority = (s: SpaceId) => desertionPriority(state, s, type);
  const top = Math.min(...spaces.map(priority));
  const what = type === 'militia' ? 'Militia' : 'Continental';
  const space = bestSpace(ctx, spaces.filter((s) => priority(s) === top), () => [], `Patriot Desertion: the first ${what} (8.7.6)`)!;
  const p = piecesAt(state, space);
  const piece: SpacePiece = type === 'continental' ? 'continental' : p.militiaUnderground > 0 ? DESERTING_MILITIA[0] : DESERTING_MILITIA[1];
  ctx.node('Patriot Desertion', `The Indians pick the first ${what} to desert: ${spaceName(space)}, ${DESERTION_PRIORITIES[top]}; ${KIND_NAME[piece][0]}${type === 'militia' ? ' (Underground before Active, 8.1.2)' : ''}`, '8.7.6');
  return legal(flow, { faction: I, type: 'desert', space, piece });
}

// ---------------------------------------------------------------------------------------------
// 6.7 Winter Quarters cards 102 and 103

/** The purpose of the 8.2 roll choosing the Village removed by a Winter Quarters card. */
export const WQ_VILLAGE_PURPOSE = 'Winter Quarters card: Village removed (8.3.5)';

/**
 * Cards 102/103 (6.7): the Indians lead on their second victory condition and remove one of their
 * Villages. No Indian instruction says which; 8.3.5 leaves the space to the Random Spaces table (8.2).
 */
const winterQuartersRemoval = (flow: Flow): Action => winterQuartersCardRemoval(flow, I, 'village', 'Village', WQ_VILLAGE_PURPOSE);

/** The Indian decisions of the Winter Quarters Round, by kind. */
export const INDIAN_WINTER_QUARTERS_HANDLERS: FlowHandlers = {
  supplyVillage,
  supplyIndians,
  leaderRedeployment,
  patriotDesertion,
  winterQuartersRemoval,
};
