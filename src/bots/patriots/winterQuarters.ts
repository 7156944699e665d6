/**
 * The Non-Player Patriots in the Winter Quarters Round (6.0): Supply (8.5.5), Committees of
 * Correspondence (8.5.9), Leader Redeployment (8.5.6), Patriot Desertion (8.5.7) and the Fort the
 * Patriots remove for the Winter Quarters cards 102 and 103 (6.7, 8.3.5). The engine asks these one
 * space, one Resource or one piece at a time; each answer is worked out again from the whole phase so
 * that the later answers follow the same plan.
 * @module
 */
import type { Action } from '../../core/action';
import type { GameState } from '../../core/state';
import { SPACE_IDS, SPACE_PIECES, type SpaceId, type SpacePiece } from '../../data/ids';
import { LEADER_INFO } from '../../data/leaders';
import { SPACES } from '../../data/map';
import { piecesText, resourcesText, spaceName, spacesText } from '../../data/text';
import { computeControl, controlOf, effectivePopulation, markersIn, piecesAt, removeToPool, supportLevel } from '../../rules/board';
import { leaderDestinations } from '../../rules/leaders';
import { unitsIn } from '../../rules/nonPlayers/leaders';
import { DESERTING_MILITIA, desertionOrdinal } from '../../rules/procedures/desertion';
import type { PatriotDesertionFrame } from '../../rules/winterQuarters/desertion';
import { outOfSupplySpaces, SUPPLY_KINDS, supplyUnits, type SupplyPatriotsFrame } from '../../rules/winterQuarters/supply';
import { committeesSpaces, MAX_SUPPORT_SHIFTS, nextCommittees, type CommitteesOfCorrespondenceFrame } from '../../rules/winterQuarters/support';
import { friendlyRank } from '../eventChoices';
import type { DecisionContext } from '../policy';
import { topFrame, winterQuartersCardRemoval } from '../winterQuarters';
import { bestSpace, plannedAction, scratchBoard, type Flow, type FlowHandlers } from '../flowchart';
import { TableOrder } from '../tableOrder';
import { expectedSupplyEarnings, rewardLoyaltyCost } from '../british/winterQuarters';

const P = 'patriots' as const;

/** The planned action (it must be legal). */
const legal = plannedAction;

// ---------------------------------------------------------------------------------------------
// 8.5.5 Patriot Supply

/**
 * The Patriot units 8.1.2 removes from an out-of-supply space (6.2.1: one in every two, rounding
 * down): one at a time, the lowest of `friendlyRank` on the board as it stands (the project's reading of
 * 8.1.2: Continentals, the last one of the space after the others, then Active Militia, then Underground
 * Militia), only kinds from `minKind`
 * on (the engine's order once removals have begun). `left`: the removals still to make. Returns the
 * count per kind and the board after them. Pure.
 */
export function supplyRemovals(state: GameState, space: SpaceId, left: number, minKind = 0): { removed: Partial<Record<SpacePiece, number>>; after: GameState } {
  const board = scratchBoard(state);
  const kinds = SUPPLY_KINDS.patriots.filter((k) => SPACE_PIECES.indexOf(k) >= minKind);
  const removed: Partial<Record<SpacePiece, number>> = {};
  for (let i = 0; i < left; i++) {
    const here = kinds.filter((k) => piecesAt(board, space)[k] > 0);
    if (here.length === 0) break;
    const piece = [...here].sort((a, b) => friendlyRank(board as GameState, space, a) - friendlyRank(board as GameState, space, b))[0];
    removeToPool(board, space, piece, 1);
    removed[piece] = (removed[piece] ?? 0) + 1;
  }
  return { removed, after: board as GameState };
}

/** Why paying for a space's supply matters (8.5.5): the removal would let the British Reward Loyalty there, or only change Control; null: Control would not change. */
export type PatriotSupplyNeed = 'rewardLoyalty' | 'control' | null;

/**
 * Whether removing the Patriot units of an out-of-supply space (per 8.1.2) would change its Control,
 * and if so whether the British could then Reward Loyalty there (6.4.1: British Control, a Regular
 * and a Tory; a level to shift, not only markers, 8.4.5) with their Resources plus what they expect
 * from Forts and Cities in the Resources Phase. Pure.
 */
export function patriotSupplyNeed(state: GameState, space: SpaceId): PatriotSupplyNeed {
  const { after } = supplyRemovals(state, space, Math.floor(supplyUnits(state, P, space) / 2));
  if (controlOf(after, space) === controlOf(state, space)) return null;
  const cost = rewardLoyaltyCost(after, space);
  const funds = state.resources.british + expectedSupplyEarnings(state);
  return cost !== null && cost <= funds ? 'rewardLoyalty' : 'control';
}

/** The Patriot supply plan for the spaces still to decide (8.5.5). */
export interface PatriotSupplyPlan {
  /** Why each out-of-supply space's payment matters, from the current one on. */
  need: Partial<Record<SpaceId, PatriotSupplyNeed>>;
  /** The spaces paid for, in 8.5.5's priority order. */
  pay: SpaceId[];
}

/**
 * 8.5.5 planned for the Patriot spaces out of supply from `current` on (the engine asks them in map
 * order; each answer changes only its own space): the Patriots pay one Resource for each space where
 * the removal would change Control; when their Resources do not reach all of them, first where the
 * British could then Reward Loyalty, then the most Villages, then the highest Population, ties by one
 * Random Spaces roll for the phase (8.2). Spaces with one unit (nothing removed) are not asked.
 */
export function planPatriotSupply(ctx: DecisionContext, state: GameState, current: SpaceId): PatriotSupplyPlan {
  const from = SPACE_IDS.indexOf(current);
  const remaining = outOfSupplySpaces(state, P).filter((s) => SPACE_IDS.indexOf(s) >= from && Math.floor(supplyUnits(state, P, s) / 2) > 0);
  const need: Partial<Record<SpaceId, PatriotSupplyNeed>> = {};
  for (const s of remaining) need[s] = patriotSupplyNeed(state, s);
  const needed = remaining.filter((s) => need[s] !== null);
  const score = (s: SpaceId): number[] => [need[s] === 'rewardLoyalty' ? 1 : 0, piecesAt(state, s).village, SPACES[s].population];
  const cmp = (a: SpaceId, b: SpaceId): number => {
    const x = score(a);
    const y = score(b);
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return y[i] - x[i];
    return 0;
  };
  const byPriority = [...needed].sort(cmp);
  const budget = state.resources.patriots;
  if (budget < byPriority.length && budget > 0 && cmp(byPriority[budget - 1], byPriority[budget]) === 0) {
    const order = new TableOrder(ctx, 'Patriot Supply: equal priority (8.5.5)');
    byPriority.sort((a, b) => cmp(a, b) || order.rank(a) - order.rank(b));
  }
  return { need, pay: byPriority.slice(0, budget) };
}

const removedText = (removed: Partial<Record<SpacePiece, number>>): string =>
  SUPPLY_KINDS.patriots.filter((k) => (removed[k] ?? 0) > 0).map((k) => piecesText(removed[k]!, k)).join(' and ');

/** 8.5.5: one out-of-supply space — pay, or remove Patriot units per 8.1.2, one at a time. */
function supplyPatriots(flow: Flow): Action {
  const { state, ctx } = flow;
  const frame = topFrame<SupplyPatriotsFrame>(state);
  const space = frame.space;
  if (frame.toRemove !== undefined) {
    const { removed } = supplyRemovals(state, space, frame.toRemove, frame.lastKind ?? 0);
    const piece = SUPPLY_KINDS.patriots.find((k) => (removed[k] ?? 0) > 0)!;
    ctx.node('Patriot Supply', `${spaceName(space)}: ${removedText(removed)} still to remove (8.1.2); now ${piecesText(1, piece)}`, '8.5.5');
    return legal(flow, { faction: P, type: 'supply', space, piece, to: 'available' });
  }
  const plan = planPatriotSupply(ctx, state, space);
  const need = plan.need[space] ?? null;
  const left = Math.floor(supplyUnits(state, P, space) / 2);
  const { removed } = supplyRemovals(state, space, left);
  const piece = SUPPLY_KINDS.patriots.find((k) => (removed[k] ?? 0) > 0)!;
  const remove: Action = { faction: P, type: 'supply', space, piece, to: 'available' };
  const funds = resourcesText(state.resources.patriots);
  if (need === null) {
    ctx.node('Patriot Supply', `${spaceName(space)} out of supply: removing ${removedText(removed)} (8.1.2) changes no Control; remove them, ${piecesText(1, piece)} first`, '8.5.5');
    return legal(flow, remove);
  }
  const why = need === 'rewardLoyalty' ? 'removing them would change Control and let the British Reward Loyalty there' : 'removing them would change Control';
  if (plan.pay.includes(space)) {
    ctx.node('Patriot Supply', `${spaceName(space)} out of supply: ${why}; pay 1 Resource (paid for: ${spacesText(plan.pay)}; ${funds})`, '8.5.5');
    return legal(flow, { faction: P, type: 'supply', space, option: 'pay' });
  }
  const elsewhere = plan.pay.length > 0 ? `the Resources go first to ${spacesText(plan.pay)}` : 'no Resource is left';
  ctx.node('Patriot Supply', `${spaceName(space)} out of supply: ${why}, but ${elsewhere} (${funds}); remove ${removedText(removed)} (8.1.2), ${piecesText(1, piece)} first`, '8.5.5');
  return legal(flow, remove);
}

// ---------------------------------------------------------------------------------------------
// 8.5.9 Committees of Correspondence

/** What Committees of Correspondence can still achieve in a space with a budget: the Raid markers removed first, then the shifts. */
export interface CommitteesReach {
  /** Raid markers in the space (each removed first, one Resource each). */
  raids: number;
  /** Levels it can shift toward Active Opposition once the markers are gone, within the budget and the two-shift limit. */
  shifts: number;
  /** The change in (Opposition − Support) those shifts make: levels times the Population that counts (1.6.3, 1.9). */
  change: number;
  /** Resources all of it costs. */
  cost: number;
}

/** What Committees of Correspondence in `space` could do with `budget` Resources, `shiftsDone` levels already shifted there this phase (6.4.2). Pure. */
export function committeesReach(state: GameState, space: SpaceId, budget: number, shiftsDone: number): CommitteesReach {
  const raids = markersIn(state, space, 'raid');
  let shifts = 0;
  if (budget >= raids && SPACES[space].population > 0) shifts = Math.max(0, Math.min(supportLevel(state, space) + 2, MAX_SUPPORT_SHIFTS - shiftsDone, budget - raids));
  return { raids, shifts, change: shifts * effectivePopulation(state, space), cost: Math.min(raids, budget) + shifts };
}

/** The purpose of the 8.2 roll breaking ties between Committees of Correspondence spaces. */
export const COMMITTEES_PURPOSE = 'Committees of Correspondence: space (8.5.9)';

/**
 * 6.4.2 with 8.5.9, to the maximum extent (8.1.1): space by space, the fewest Raid markers first,
 * within that the largest change in (Opposition − Support) the Patriot Resources can buy there; never
 * a space where only Raid markers would go. A space once begun is carried on as far as it goes (8.2)
 * before the next; `done` when no eligible space can shift a level with the Resources left.
 */
function committeesOfCorrespondence(flow: Flow): Action {
  const { ctx, state } = flow;
  const frame = topFrame<CommitteesOfCorrespondenceFrame>(state);
  const budget = state.resources.patriots;
  const reach = new Map<SpaceId, CommitteesReach>();
  for (const space of committeesSpaces(state))
    if (nextCommittees(state, space, frame.shifts[space] ?? 0) !== null) reach.set(space, committeesReach(state, space, budget, frame.shifts[space] ?? 0));
  const underway = [...reach].filter(([s, r]) => (frame.shifts[s] ?? 0) > 0 && r.shifts > 0).map(([s]) => s);
  const score = (s: SpaceId): number[] => [-reach.get(s)!.raids, reach.get(s)!.change];
  let space: SpaceId | null;
  if (underway.length > 0) {
    space = bestSpace(ctx, underway, score, COMMITTEES_PURPOSE);
    ctx.node('Committees of Correspondence', `go on in ${spaceName(space!)}, where Committees of Correspondence began this phase, as far as they go`, '8.1.1, 8.2');
  } else {
    // Where no level could shift even with Resources enough (Active Opposition, no Population, two shifts made), only Raid markers would go.
    const onlyRaids = [...reach].filter(([s]) => committeesReach(state, s, Infinity, frame.shifts[s] ?? 0).shifts === 0).map(([s]) => s);
    if (onlyRaids.length > 0) ctx.node('Committees of Correspondence', `not in ${spacesText(onlyRaids)}: only Raid markers would be removed there`, '8.5.9');
    space = bestSpace(ctx, [...reach].filter(([, r]) => r.shifts > 0).map(([s]) => s), score, COMMITTEES_PURPOSE);
    if (space !== null) {
      const r = reach.get(space)!;
      ctx.node(
        'Committees of Correspondence',
        `${spaceName(space)}: ${r.raids} Raid marker${r.raids === 1 ? '' : 's'} to remove, then ${r.shifts} level${r.shifts === 1 ? '' : 's'} toward Active Opposition ` +
          `(Opposition − Support +${r.change}), ${resourcesText(r.cost)}`,
        '8.5.9',
      );
    }
  }
  if (space === null) {
    ctx.node(
      'Committees of Correspondence',
      reach.size === 0 ? 'no Rebellion Controlled space with Patriot pieces where Committees can do anything: done' : `no eligible space where a level can still shift with ${resourcesText(budget)}: done`,
      '6.4.2, 8.5.9',
    );
    return legal(flow, { faction: P, type: 'done' });
  }
  ctx.node('Committees of Correspondence', markersIn(state, space, 'raid') > 0 ? `${spaceName(space)}: remove a Raid marker` : `${spaceName(space)}: shift one level toward Active Opposition`, '6.4.2');
  return legal(flow, { faction: P, type: 'committeesOfCorrespondence', space });
}

// ---------------------------------------------------------------------------------------------
// 8.5.6 Leader Redeployment (and 1.10 by analogy, outOfTurn.ts)

/**
 * Where Washington (or the Patriot Leader) goes (8.5.6): the space with the most Continentals among
 * `candidates`, ties by 8.2. With no Continental there, the rule has nothing to go by; he then goes
 * where the most Patriot units are (8.1: a Leader goes with the largest group of his units). Null when
 * no candidate holds a Patriot unit. Writes the trace under `node`.
 */
export function patriotLeaderSpace(ctx: DecisionContext, state: GameState, candidates: readonly SpaceId[], purpose: string, node: string): SpaceId | null {
  const continentals = (s: SpaceId) => piecesAt(state, s).continental;
  const units = (s: SpaceId) => unitsIn(state, s, P);
  const withContinentals = candidates.filter((s) => continentals(s) > 0);
  if (withContinentals.length > 0) {
    const best = bestSpace(ctx, withContinentals, (s) => [continentals(s)], purpose)!;
    ctx.node(node, `${spaceName(best)}: the most Continentals (${continentals(best)})`, '8.5.6');
    return best;
  }
  const withUnits = candidates.filter((s) => units(s) > 0);
  if (withUnits.length === 0) return null;
  const best = bestSpace(ctx, withUnits, (s) => [units(s)], purpose)!;
  ctx.node(node, `No Continental on the map: ${spaceName(best)}, the most Patriot units (${units(best)}) (8.1, a Leader goes with the largest group of his units)`, '8.5.6');
  return best;
}

/** 8.5.6: redeploy Washington to the space with the most Continentals (stay when he is there already). */
function leaderRedeployment(flow: Flow): Action {
  const { state, ctx } = flow;
  const at = state.leaders.patriots.at;
  const name = LEADER_INFO[state.leaders.patriots.leader].name;
  const to = patriotLeaderSpace(ctx, state, leaderDestinations(state, P), 'Leader Redeployment: the most Continentals (8.5.6)', 'Leader Redeployment');
  if (to === null || to === at) {
    ctx.node('Leader Redeployment', to === null ? `No Patriot unit on the map: ${name} stays` : `${name} is there already and stays`, '8.5.6');
    return legal(flow, { faction: P, type: 'stay' });
  }
  return legal(flow, { faction: P, type: 'redeployLeader', to });
}

// ---------------------------------------------------------------------------------------------
// 8.5.7 Patriot Desertion

/** A deserting Patriot unit: its space and kind. */
export interface Deserter {
  space: SpaceId;
  piece: SpacePiece;
}

/** How much removing one Patriot unit from the space costs (8.5.7), compared in order: Control changed, its Population, the last Patriot unit gone. */
function desertionCost(state: GameState, space: SpaceId, piece: SpacePiece): number[] {
  const p = piecesAt(state, space);
  const changes = computeControl(p) !== computeControl({ ...p, [piece]: p[piece] - 1 }) ? 1 : 0;
  return [changes, changes * SPACES[space].population, unitsIn(state, space, P) === 1 ? 1 : 0];
}

/**
 * 8.5.7 planned for the Militia and Continentals the Patriots still remove: one at a time, each where
 * it changes the least Control (none, else the least Population changing Control), within that
 * without removing the last Patriot unit of a space; ties between spaces by one Random Spaces roll for
 * the whole desertion (8.2); within a space, 8.1.2's order (`friendlyRank`: Continentals, the last one
 * after the others, then Active before Underground Militia). Only the (space, kind) pairs the engine's order still allows
 * (from the last pick on) are used. Returns the removals in the order planned.
 */
export function planPatriotDesertion(ctx: DecisionContext, state: GameState, militia: number, continentals: number, last: number): Deserter[] {
  const board = scratchBoard(state);
  const view = board as GameState;
  const order = new TableOrder(ctx, 'Patriot Desertion: equal choice (8.5.7)');
  const left = { militia, continentals };
  const out: Deserter[] = [];
  while (left.militia + left.continentals > 0) {
    const kinds: SpacePiece[] = [...(left.continentals > 0 ? ['continental' as const] : []), ...(left.militia > 0 ? DESERTING_MILITIA : [])];
    const cells: Deserter[] = [];
    for (const space of SPACE_IDS) for (const piece of kinds) if (desertionOrdinal(space, piece) >= last && piecesAt(view, space)[piece] > 0) cells.push({ space, piece });
    if (cells.length === 0) break;
    const cost = new Map(cells.map((c) => [c, desertionCost(view, c.space, c.piece)]));
    const cmp = (a: Deserter, b: Deserter): number => {
      const ca = cost.get(a)!;
      const cb = cost.get(b)!;
      for (let k = 0; k < ca.length; k++) if (ca[k] !== cb[k]) return ca[k] - cb[k];
      return 0;
    };
    const best = [...cells].sort(cmp)[0];
    const tied = cells.filter((c) => cmp(c, best) === 0);
    const spaces = [...new Set(tied.map((c) => c.space))];
    const space = spaces.length === 1 ? spaces[0] : [...spaces].sort((a, b) => order.rank(a) - order.rank(b))[0];
    const pick = tied.filter((c) => c.space === space).sort((a, b) => friendlyRank(view, space, a.piece) - friendlyRank(view, space, b.piece))[0];
    out.push(pick);
    removeToPool(board, pick.space, pick.piece, 1);
    if (pick.piece === 'continental') left.continentals -= 1;
    else left.militia -= 1;
  }
  return out;
}

/** 8.5.7: the Patriots pick the next deserting Militia or Continental (the Indians picked the first of each). */
function patriotDesertion(flow: Flow): Action {
  const { state, ctx } = flow;
  const frame = topFrame<PatriotDesertionFrame>(state);
  const plan = planPatriotDesertion(ctx, state, frame.militia, frame.continentals, frame.last);
  const ordinal = (d: Deserter) => desertionOrdinal(d.space, d.piece);
  const sorted = [...plan].sort((a, b) => ordinal(a) - ordinal(b));
  const next = sorted[0];
  const counts = new Map<string, { d: Deserter; n: number }>();
  for (const d of sorted) {
    const key = `${d.space}/${d.piece}`;
    counts.set(key, { d, n: (counts.get(key)?.n ?? 0) + 1 });
  }
  const listed = [...counts.values()].map(({ d, n }) => `${piecesText(n, d.piece)} in ${spaceName(d.space)}`);
  ctx.node(
    'Patriot Desertion',
    `${frame.militia} Militia and ${piecesText(frame.continentals, 'continental')} to remove, changing the least Control and keeping a Patriot unit in each space where possible: ` +
      `${listed.join(', ')}; now ${piecesText(1, next.piece)} in ${spaceName(next.space)}`,
    '8.5.7',
  );
  return legal(flow, { faction: P, type: 'desert', space: next.space, piece: next.piece });
}

// ---------------------------------------------------------------------------------------------
// 6.7 Winter Quarters cards 102 and 103

/** The purpose of the 8.2 roll choosing the Patriot Fort removed by a Winter Quarters card. */
export const WQ_FORT_PURPOSE = 'Winter Quarters card: Patriot Fort removed (8.3.5)';

/**
 * Cards 102/103 (6.7): the Patriots lead on their second victory condition and remove one of their
 * Forts. No Patriot instruction says which; 8.3.5 (an Event forcing a Non-player to remove its own
 * pieces, 8.3.1) leaves the space to the Random Spaces table (8.2).
 */
const winterQuartersRemoval = (flow: Flow): Action => winterQuartersCardRemoval(flow, P, 'patriotFort', 'Fort', WQ_FORT_PURPOSE);

/** The Patriot decisions of the Winter Quarters Round, by kind. */
export const PATRIOT_WINTER_QUARTERS_HANDLERS: FlowHandlers = {
  supplyPatriots,
  committeesOfCorrespondence,
  leaderRedeployment,
  patriotDesertion,
  winterQuartersRemoval,
};
