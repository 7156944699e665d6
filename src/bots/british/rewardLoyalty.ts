/**
 * The flowchart's Reward Loyalty box (8.4.5): where the Non-Player British Reward Loyalty, in a Muster
 * (8.4.2) and in the Support Phase of Winter Quarters (6.4.1, with 8.4.7's "allow Reward Loyalty during
 * the Support Phase").
 *
 * 8.4.5 ranks the eligible spaces: first the fewest Raid and Propaganda markers, within that the largest
 * change in (Support − Opposition) the British can make there with the Resources they have; a space
 * where only markers would be removed is never chosen. Once a space is chosen, the British carry out as
 * much Reward Loyalty there as they can (8.1.1 "to the maximum extent", 8.2 "as much of the action as
 * possible in the candidate space reached") before choosing another (Support Phase only: a Muster
 * Rewards Loyalty in one space).
 * @module
 */
import type { Action } from '../../core/action';
import type { GameState } from '../../core/state';
import type { SpaceId } from '../../data/ids';
import { SPACES } from '../../data/map';
import { spaceName } from '../../data/text';
import { effectivePopulation, markersIn, supportLevel } from '../../rules/board';
import { gageIn, MAX_SUPPORT_SHIFTS, rewardLoyaltySpaces, type RewardLoyaltyFrame } from '../../rules/winterQuarters/support';
import type { DecisionContext } from '../policy';
import { bestSpace, findLegal, type Flow, type FlowHandlers } from '../flowchart';

/** The flowchart's node name for the Reward Loyalty box. */
export const REWARD_LOYALTY_NODE = 'Reward Loyalty';

/** The decision kind of the Support Phase's Reward Loyalty (6.4.1). */
export const SUPPORT_PHASE_KIND = 'rewardLoyalty';

/** The purpose of the 8.2 roll breaking ties between Support Phase Reward Loyalty spaces. */
export const SUPPORT_PHASE_PURPOSE = 'Support Phase: Reward Loyalty space (8.4.5)';

/** What Reward Loyalty can still achieve in a space with a budget: the markers removed first, then the shifts. */
export interface RewardReach {
  /** Raid plus Propaganda markers in the space (each removed first, one Resource each). */
  markers: number;
  /** Levels it can shift toward Active Support once the markers are gone, within the budget. */
  shifts: number;
  /** The change in (Support − Opposition) those shifts make: levels times the Population that counts (1.6.3, 1.9). */
  change: number;
  /** Resources all of it costs. */
  cost: number;
}

/**
 * What Reward Loyalty in `space` could do with `budget` Resources (3.2.1, 6.4.1): every marker removed
 * (1 Resource each), then shifts toward Active Support (1 Resource each, Gage's first shift in his space
 * free) up to `maxShifts` (two in the Support Phase counting `shiftsDone`, no limit in a Muster). The
 * space's own eligibility (British Control, a Regular and a Tory) is the caller's. Pure.
 */
export function rewardReach(state: GameState, space: SpaceId, budget: number, shiftsDone = 0, maxShifts = Infinity): RewardReach {
  const markers = markersIn(state, space, 'raid') + markersIn(state, space, 'propaganda');
  let paid = Math.min(markers, budget);
  let shifts = 0;
  if (budget >= markers && SPACES[space].population > 0) {
    const room = Math.min(2 - supportLevel(state, space), maxShifts - shiftsDone);
    for (let i = 0; i < room; i++) {
      const free = shiftsDone + i === 0 && gageIn(state, space);
      if (!free && paid >= budget) break;
      if (!free) paid += 1;
      shifts += 1;
    }
  }
  return { markers, shifts, change: shifts * effectivePopulation(state, space), cost: paid };
}

/**
 * 8.4.5's choice among `candidates` (each with what Reward Loyalty could achieve there): those where a
 * level would shift (never where only markers would go), fewest markers first, within that the largest
 * change in (Support − Opposition); ties by 8.2 with `purpose`. Null when no candidate shifts. Writes the
 * trace.
 */
export function chooseRewardLoyalty(ctx: DecisionContext, candidates: ReadonlyMap<SpaceId, RewardReach>, purpose: string): SpaceId | null {
  const shifting = [...candidates].filter(([, r]) => r.shifts > 0).map(([s]) => s);
  const onlyMarkers = [...candidates].filter(([, r]) => r.shifts === 0 && r.markers > 0).map(([s]) => s);
  if (onlyMarkers.length > 0)
    ctx.node(REWARD_LOYALTY_NODE, `not in ${onlyMarkers.map(spaceName).join(', ')}: only Raid or Propaganda markers would be removed there`, '8.4.5');
  const pick = bestSpace(ctx, shifting, (s) => [-candidates.get(s)!.markers, candidates.get(s)!.change], purpose);
  if (pick !== null) {
    const r = candidates.get(pick)!;
    ctx.node(
      REWARD_LOYALTY_NODE,
      `${spaceName(pick)}: ${r.markers} Raid/Propaganda marker${r.markers === 1 ? '' : 's'} to remove, then ${r.shifts} level${r.shifts === 1 ? '' : 's'} ` +
        `toward Active Support (Support − Opposition +${r.change}), ${r.cost} Resource${r.cost === 1 ? '' : 's'}`,
      '8.4.5',
    );
  }
  return pick;
}

/**
 * The Reward Loyalty action that removes the next marker or makes the next shift in `space`, as the
 * engine lists it: with both kinds of marker there, the Propaganda marker goes first (which goes first
 * never changes the outcome: both go before any shift). Null when none is legal.
 */
export function nextRewardAction(flow: Flow, space: SpaceId): Action | null {
  const offered = flow.legal.filter((a) => a.type === 'rewardLoyalty' && a.space === space);
  return offered.find((a) => a.option === 'propaganda') ?? offered[0] ?? null;
}

// ---------------------------------------------------------------------------------------------
// 6.4.1 in the Support Phase

/**
 * The Support Phase's Reward Loyalty (6.4.1) for the Non-Player British: to the maximum extent (8.1.1),
 * space by space in 8.4.5's order, each space as far as it goes (markers, then up to two levels) before
 * the next; `done` once no eligible space can shift a level with the Resources left. A space already
 * shifted this phase and able to shift more is finished first (the space chosen earlier).
 */
export function supportPhaseRewardLoyalty(flow: Flow): Action {
  const { ctx, state } = flow;
  const frame = state.stack[state.stack.length - 1] as RewardLoyaltyFrame;
  const budget = state.resources.british;
  const reach = new Map<SpaceId, RewardReach>();
  for (const space of rewardLoyaltySpaces(state)) reach.set(space, rewardReach(state, space, budget, frame.shifts[space] ?? 0, MAX_SUPPORT_SHIFTS));
  const underway = [...reach].filter(([s, r]) => (frame.shifts[s] ?? 0) > 0 && r.shifts > 0).map(([s]) => s);
  let space: SpaceId | null;
  if (underway.length > 0) {
    space = bestSpace(ctx, underway, (s) => [-reach.get(s)!.markers, reach.get(s)!.change], SUPPORT_PHASE_PURPOSE);
    ctx.node(REWARD_LOYALTY_NODE, `go on in ${spaceName(space!)}, where Reward Loyalty began this phase, as far as it goes`, '8.1.1, 8.2');
  } else {
    space = chooseRewardLoyalty(ctx, reach, SUPPORT_PHASE_PURPOSE);
  }
  if (space === null) {
    ctx.node(
      REWARD_LOYALTY_NODE,
      reach.size === 0
        ? 'no space with British Control, a British Regular and a Tory: done'
        : `no eligible space where a level can still shift with ${budget} Resource${budget === 1 ? '' : 's'}: done`,
      '6.4.1, 8.4.5',
    );
    return findLegal(flow, { faction: 'british', type: 'done' })!;
  }
  const action = nextRewardAction(flow, space)!;
  ctx.node(
    REWARD_LOYALTY_NODE,
    markersIn(state, space, 'raid') + markersIn(state, space, 'propaganda') > 0 ? `${spaceName(space)}: remove a ${markersIn(state, space, 'propaganda') > 0 ? 'Propaganda' : 'Raid'} marker` : `${spaceName(space)}: shift one level toward Active Support`,
    '6.4.1',
  );
  return action;
}

/** The Support Phase's decision the Reward Loyalty box answers (6.4.1). */
export const REWARD_LOYALTY_HANDLERS: FlowHandlers = {
  [SUPPORT_PHASE_KIND]: supportPhaseRewardLoyalty,
};
