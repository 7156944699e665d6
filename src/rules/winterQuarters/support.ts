/**
 * 6.4 Support Phase: the British (Reward Loyalty, 6.4.1) then the Patriots (Committees of
 * Correspondence, 6.4.2) may pay Resources to move spaces toward Support or Opposition.
 *
 * One action buys one step in one space: `{ faction: 'british', type: 'rewardLoyalty', space }` or
 * `{ faction: 'patriots', type: 'committeesOfCorrespondence', space }`; `{ faction, type: 'done' }` ends.
 * Each step first removes a marker while any is there, else shifts one level, at most two shifts per
 * space in the phase. When both Raid and Propaganda are in a space, Reward Loyalty takes Propaganda
 * first: which one goes first never matters, because both must go before any shift and Committees of
 * Correspondence needs Rebellion Control, which a British Controlled space cannot gain in this phase.
 * @module
 */
import type { Action } from '../../core/action';
import type { Frame, GameState } from '../../core/state';
import { SPACE_IDS, type SpaceId } from '../../data/ids';
import { SPACES, firstSpaceOf } from '../../data/map';
import { defineStep } from '../../flow/step';
import { log, popFrame } from '../../flow/frames';
import { addMarkers, addResources, controlMask, countPatriots, controlOf, factionSpacesMask, markersIn, piecesAt, supportLevel } from '../board';
import { ACTIVE_OPPOSITION, ACTIVE_SUPPORT, shiftToward } from '../procedures/support';
import { spaceName } from '../../data/text';
import { roundPhaseProblem, type WinterQuartersPhase } from './phases';
import { because, type Reason } from '../../core/reason';
import { resourcesText } from '../../data/text';
/** Most levels one space may shift in one Support Phase (6.4.1, 6.4.2). */
export const MAX_SUPPORT_SHIFTS = 2;

/** Shifts made so far in the phase, by space. */
type Shifts = Partial<Record<SpaceId, number>>;

/**
 * For saves from elsewhere: the Support Phase frame sits on the Round at the phase after it (6.0), and
 * each space has shifted from none to two levels so far in the phase (6.4.1, 6.4.2). Pure.
 */
function supportPhaseProblems(state: GameState, shifts: Shifts, at: number, resumesAt: WinterQuartersPhase, name: string, rule: string): string[] {
  const out: string[] = [];
  const phase = roundPhaseProblem(state, at, resumesAt, 'kind', `${name} (${rule})`);
  if (phase !== null) out.push(phase);
  for (const id of SPACE_IDS) {
    const n = shifts[id];
    if (n !== undefined && (n < 0 || n > MAX_SUPPORT_SHIFTS))
      out.push(`shifts.${id}: ${n} shifts recorded in ${spaceName(id)}; ${name} shifts a space 0 to ${MAX_SUPPORT_SHIFTS} levels in one phase (${rule})`);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// 6.4.1 Reward Loyalty

/** Spaces where the British may Reward Loyalty: British Control plus at least one British Regular and at least one Tory (6.4.1). Pure. */
export function rewardLoyaltySpaces(state: GameState): SpaceId[] {
  return SPACE_IDS.filter((id) => rewardLoyaltyQualifies(state, id));
}

/** Whether the space has British Control, a British Regular and a Tory (6.4.1). */
function rewardLoyaltyQualifies(state: GameState, space: SpaceId): boolean {
  const p = piecesAt(state, space);
  return controlOf(state, space) === 'british' && p.britishRegular > 0 && p.tory > 0;
}

/** Missing conditions in words: "no British Control, no British Regular and no Tory". */
function missingText(missing: readonly string[]): string {
  return missing.length < 2 ? missing.join('') : `${missing.slice(0, -1).join(', ')} and ${missing[missing.length - 1]}`;
}

/** Why the next step of a Support Phase action would do nothing in the space: no marker to remove and no shift left (6.4.1, 6.4.2, 1.6.1). */
function nothingLeft(state: GameState, space: SpaceId, shiftsDone: number, rule: string, end: string, markers: string): Reason {
  const name = spaceName(space);
  if (shiftsDone >= MAX_SUPPORT_SHIFTS) return because(rule, `${name} has shifted ${MAX_SUPPORT_SHIFTS} levels in this Support Phase, the most for one space, and has no ${markers} marker to remove`);
  if (SPACES[space].population === 0) return because('1.6.1', `${name} has no Population: no ${markers} marker to remove and no level to shift`);
  return because(rule, `${name} is at ${end} and has no ${markers} marker: nothing is left to do there`);
}

/**
 * Why the British may not spend a Resource on Reward Loyalty in the space now, given the shifts made
 * there so far in the phase (6.4.1), or null when they may. Pure.
 */
export function whyNotRewardLoyaltyIn(state: GameState, space: SpaceId, shiftsDone: number): Reason | null {
  const bar = rewardLoyaltyBar(state, space, shiftsDone);
  if (bar === null) return null;
  if (bar === 'qualify') {
    const p = piecesAt(state, space);
    const missing = [controlOf(state, space) !== 'british' && 'no British Control', p.britishRegular < 1 && 'no British Regular', p.tory < 1 && 'no Tory'].filter(
      (m): m is string => m !== false,
    );
    return because('6.4.1', `Reward Loyalty needs British Control, a British Regular and a Tory in ${spaceName(space)}: there is ${missingText(missing)}`);
  }
  if (bar === 'nothing') return nothingLeft(state, space, shiftsDone, '6.4.1', 'Active Support', 'Raid or Propaganda');
  return because('6.4.1', `each step of Reward Loyalty costs ${resourcesText(1)} and the British have ${state.resources.british}`);
}

/** What bars a Reward Loyalty step in the space ({@link whyNotRewardLoyaltyIn}), or null: the one test, allocating nothing on failure. */
function rewardLoyaltyBar(state: GameState, space: SpaceId, shiftsDone: number): 'qualify' | 'nothing' | 'cost' | null {
  if (!rewardLoyaltyQualifies(state, space)) return 'qualify';
  return rewardLoyaltyStepBar(state, space, shiftsDone);
}

/** {@link rewardLoyaltyBar} in a space that qualifies: nothing left to do there, or the cost. */
function rewardLoyaltyStepBar(state: GameState, space: SpaceId, shiftsDone: number): 'nothing' | 'cost' | null {
  const next = nextRewardLoyalty(state, space, shiftsDone);
  if (next === null) return 'nothing';
  return next.cost > state.resources.british ? 'cost' : null;
}

/** Whether Gage stands in the space: his Capability makes the first Reward Loyalty shift there free (1.10). Pure. */
export function gageIn(state: GameState, space: SpaceId): boolean {
  return state.leaders.british.leader === 'Gage' && state.leaders.british.at === space;
}

/**
 * What the next Resource spent on Reward Loyalty in the space would buy, and what it costs, given the
 * shifts already made there this phase; null when nothing more can be done there. Pure.
 */
export function nextRewardLoyalty(state: GameState, space: SpaceId, shiftsDone: number): { does: 'removeMarker' | 'shift'; cost: number } | null {
  if (markersIn(state, space, 'raid') + markersIn(state, space, 'propaganda') > 0) return { does: 'removeMarker', cost: 1 };
  if (shiftsDone >= MAX_SUPPORT_SHIFTS || SPACES[space].population === 0 || supportLevel(state, space) >= 2) return null;
  return { does: 'shift', cost: shiftsDone === 0 && gageIn(state, space) ? 0 : 1 };
}

/** The British Reward Loyalty in the Support Phase (decision, repeated until `done`). */
export interface RewardLoyaltyFrame extends Frame {
  kind: 'rewardLoyalty';
  shifts: Shifts;
}

/** 6.4.1 Reward Loyalty. */
export const rewardLoyaltyStep = defineStep<RewardLoyaltyFrame>({
  kind: 'rewardLoyalty',
  rule: '6.4.1',
  decider: () => 'british',
  prompt: () =>
    'Reward Loyalty: the British may pay Resources, 1 per step, in British Controlled spaces holding at least one British Regular and ' +
    'at least one Tory. Each step first clears a Raid or Propaganda marker from the space; with none left, it moves the space one level ' +
    'toward Active Support (two levels at most per space)',
  options(state, frame): Action[] {
    const out: Action[] = [];
    // rewardLoyaltyBar(…) === null, the shifts made in a space read only where it qualifies.
    const shifts = frame.shifts;
    for (const space of SPACE_IDS)
      if (rewardLoyaltyQualifies(state, space) && rewardLoyaltyStepBar(state, space, shifts[space] ?? 0) === null) out.push({ faction: 'british', type: 'rewardLoyalty', space });
    out.push({ faction: 'british', type: 'done' });
    return out;
  },
  /** 6.4.1: British Control, a Regular and a Tory; a marker to remove or a shift left; a Resource to pay. */
  explain: (state, frame, action) =>
    action.type === 'rewardLoyalty' && action.space !== undefined && action.option === undefined ? whyNotRewardLoyaltyIn(state, action.space, frame.shifts[action.space] ?? 0) : null,
  handle(draft, frame, action) {
    if (action.type === 'done') {
      popFrame(draft);
      log(draft, 'The British end Reward Loyalty', '6.4.1', 'british');
      return;
    }
    const space = action.space!;
    const done = frame.shifts[space] ?? 0;
    const next = nextRewardLoyalty(draft, space, done)!;
    if (next.cost > 0) addResources(draft, 'british', -next.cost);
    if (next.does === 'removeMarker') {
      const marker = markersIn(draft, space, 'propaganda') > 0 ? 'Propaganda' : 'Raid';
      addMarkers(draft, space, markersIn(draft, space, 'propaganda') > 0 ? 'propaganda' : 'raid', -1);
      log(draft, `Reward Loyalty in ${spaceName(space)}: 1 Resource removes a ${marker} marker`, '6.4.1', 'british');
      return;
    }
    shiftToward(draft, space, ACTIVE_SUPPORT, 1);
    frame.shifts[space] = done + 1;
    log(
      draft,
      `Reward Loyalty in ${spaceName(space)}: ${next.cost === 0 ? 'Gage makes the first shift free' : '1 Resource'}, one level toward Active Support`,
      '6.4.1',
      'british',
    );
  },
  /** 6.4.1: on the Round before Committees of Correspondence; at most two shifts per space. */
  validate: (state, frame, at) => supportPhaseProblems(state, frame.shifts, at, 'committeesOfCorrespondence', 'Reward Loyalty', '6.4.1'),
});

// ---------------------------------------------------------------------------------------------
// 6.4.2 Committees of Correspondence

/** Spaces where the Patriots may conduct Committees of Correspondence: Rebellion Control and Patriot pieces (6.4.2). Pure. */
export function committeesSpaces(state: GameState): SpaceId[] {
  return SPACE_IDS.filter((id) => committeesQualify(state, id));
}

/** The spaces with Rebellion Control and Patriot pieces (6.4.2, {@link committeesQualify}), as a set (SPACE_BIT, data/map). Pure. */
const committeesMask = (state: GameState): number => controlMask(state, 'rebellion') & factionSpacesMask(state, 'patriots');

/** Whether the space has Rebellion Control and Patriot pieces (6.4.2). */
function committeesQualify(state: GameState, space: SpaceId): boolean {
  return controlOf(state, space) === 'rebellion' && countPatriots(piecesAt(state, space)) > 0;
}

/** What bars a Committees of Correspondence step in the space ({@link whyNotCommitteesIn}), or null: the one test, allocating nothing. */
function committeesBar(state: GameState, space: SpaceId, shiftsDone: number): 'cost' | 'qualify' | 'nothing' | null {
  if (state.resources.patriots < 1) return 'cost';
  if (!committeesQualify(state, space)) return 'qualify';
  return nextCommittees(state, space, shiftsDone) === null ? 'nothing' : null;
}

/**
 * Why the Patriots may not spend a Resource on Committees of Correspondence in the space now, given
 * the shifts made there so far in the phase (6.4.2), or null when they may. Pure.
 */
export function whyNotCommitteesIn(state: GameState, space: SpaceId, shiftsDone: number): Reason | null {
  const bar = committeesBar(state, space, shiftsDone);
  if (bar === null) return null;
  if (bar === 'cost') return because('6.4.2', `each step of Committees of Correspondence costs ${resourcesText(1)} and the Patriots have ${state.resources.patriots}`);
  if (bar === 'qualify') {
    const missing = [controlOf(state, space) !== 'rebellion' && 'no Rebellion Control', countPatriots(piecesAt(state, space)) === 0 && 'no Patriot piece'].filter((m): m is string => m !== false);
    return because('6.4.2', `Committees of Correspondence needs Rebellion Control and Patriot pieces in ${spaceName(space)}: there is ${missingText(missing)}`);
  }
  return nothingLeft(state, space, shiftsDone, '6.4.2', 'Active Opposition', 'Raid');
}

/** What the next Resource spent on Committees of Correspondence in the space would buy; null when nothing more can be done. Pure. */
export function nextCommittees(state: GameState, space: SpaceId, shiftsDone: number): 'removeRaid' | 'shift' | null {
  if (markersIn(state, space, 'raid') > 0) return 'removeRaid';
  if (shiftsDone >= MAX_SUPPORT_SHIFTS || SPACES[space].population === 0 || supportLevel(state, space) <= -2) return null;
  return 'shift';
}

/** The Patriots' Committees of Correspondence in the Support Phase (decision, repeated until `done`). */
export interface CommitteesOfCorrespondenceFrame extends Frame {
  kind: 'committeesOfCorrespondence';
  shifts: Shifts;
}

/** 6.4.2 Committees of Correspondence. */
export const committeesOfCorrespondenceStep = defineStep<CommitteesOfCorrespondenceFrame>({
  kind: 'committeesOfCorrespondence',
  rule: '6.4.2',
  decider: () => 'patriots',
  prompt: () =>
    'Committees of Correspondence: the Patriots may pay Resources, 1 per step, in Rebellion Controlled spaces holding Patriot pieces. ' +
    'Each step first clears a Raid marker from the space; with none left, it moves the space one level toward Active Opposition ' +
    '(two levels at most per space)',
  options(state, frame): Action[] {
    const out: Action[] = [];
    // committeesBar(…) === null over the qualifying spaces (canonical order), the shifts made in a space read only there.
    const shifts = frame.shifts;
    if (state.resources.patriots >= 1)
      for (let m = committeesMask(state); m !== 0; m &= m - 1) {
        const space = firstSpaceOf(m);
        if (nextCommittees(state, space, shifts[space] ?? 0) !== null) out.push({ faction: 'patriots', type: 'committeesOfCorrespondence', space });
      }
    out.push({ faction: 'patriots', type: 'done' });
    return out;
  },
  /** 6.4.2: a Resource to pay; Rebellion Control and Patriot pieces; a Raid marker to remove or a shift left. */
  explain: (state, frame, action) =>
    action.type === 'committeesOfCorrespondence' && action.space !== undefined ? whyNotCommitteesIn(state, action.space, frame.shifts[action.space] ?? 0) : null,
  handle(draft, frame, action) {
    if (action.type === 'done') {
      popFrame(draft);
      log(draft, 'The Patriots end Committees of Correspondence', '6.4.2', 'patriots');
      return;
    }
    const space = action.space!;
    const done = frame.shifts[space] ?? 0;
    const next = nextCommittees(draft, space, done)!;
    addResources(draft, 'patriots', -1);
    if (next === 'removeRaid') {
      addMarkers(draft, space, 'raid', -1);
      log(draft, `Committees of Correspondence in ${spaceName(space)}: 1 Resource removes a Raid marker`, '6.4.2', 'patriots');
      return;
    }
    shiftToward(draft, space, ACTIVE_OPPOSITION, 1);
    frame.shifts[space] = done + 1;
    log(draft, `Committees of Correspondence in ${spaceName(space)}: 1 Resource, one level toward Active Opposition`, '6.4.2', 'patriots');
  },
  /** 6.4.2: on the Round before the Game End check; at most two shifts per space. */
  validate: (state, frame, at) => supportPhaseProblems(state, frame.shifts, at, 'gameEnd', 'Committees of Correspondence', '6.4.2'),
});
