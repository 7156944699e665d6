/**
 * 6.5 Redeployment Phase: Leader Change (6.5.1), Leader Redeployment (6.5.2), British Release Date
 * (6.5.3), French Naval Intervention (6.5.4).
 * @module
 */
import { applyArrangement, arrangementOptions, blockadeToWestIndies, blockadedCities } from '../blockades';
import type { Draft } from 'immer';
import type { Action } from '../../core/action';
import type { Frame, GameState } from '../../core/state';
import type { Faction, LeaderId, SpaceId } from '../../data/ids';
import { cardById } from '../../data/cards';
import { LEADER_INFO, LEADER_REDEPLOY_ORDER } from '../../data/leaders';
import { scenarioById, type ReleaseStep } from '../../data/scenarios';
import { defineStep } from '../../flow/step';
import { log, popFrame } from '../../flow/frames';
import { blockadesOnCities, movePool, placeLeader, replaceLeader, setFni, markersIn } from '../board';
import { CITIES } from '../../data/map';
import { FACTION_NAME, spaceName } from '../../data/text';
import { leaderDestinations, leaderName, whyNoLeaderIn } from '../leaders';
import { because, type Reason } from '../../core/reason';
import { roundPhaseProblem, type WinterQuartersPhase } from './phases';

// ---------------------------------------------------------------------------------------------
// 6.5.1 Leader Change

/**
 * The Leader Change of this Redeployment Phase (6.5.1), or null when none: the first Faction on the
 * Event card on deck (`deck.next`) changes Leader if it can — never the Patriots, the French only
 * after the Treaty of Alliance, nobody past the last Leader of the progression. Pure.
 */
export function leaderChange(state: GameState): { faction: Faction; from: LeaderId; to: LeaderId } | null {
  if (state.deck.next === null) return null;
  const faction = cardById(state.deck.next).order[0];
  if (faction === undefined || faction === 'patriots') return null;
  if (faction === 'french' && !state.treatyOfAlliance) return null;
  const from = state.leaders[faction].leader;
  const to = LEADER_INFO[from].succeededBy;
  return to ? { faction, from, to } : null;
}

/** 6.5.1: makes the Leader Change, if any; the new Leader takes the old one's place. */
export function changeLeader(draft: Draft<GameState>): void {
  const change = leaderChange(draft);
  const card = draft.deck.next;
  if (!change) {
    const first = card === null ? undefined : cardById(card).order[0];
    log(draft, `Leader Change: ${first ? `the ${FACTION_NAME[first]}, first on the card on deck, make none` : 'no Faction on the card on deck'}`, '6.5.1');
    return;
  }
  replaceLeader(draft, change.faction, change.to);
  log(draft, `Leader Change: ${LEADER_INFO[change.from].name} is replaced by ${LEADER_INFO[change.to].name}`, '6.5.1', change.faction);
}

// ---------------------------------------------------------------------------------------------
// 6.5.2 Leader Redeployment

/** One Faction may redeploy its Leader (6.5.2). */
export interface LeaderRedeploymentFrame extends Frame {
  kind: 'leaderRedeployment';
  faction: Faction;
}

/** Where a Faction may redeploy its Leader now (6.5.2): spaces with its pieces, or Available, other than where it is. Pure. */
export function redeploymentDestinations(state: GameState, faction: Faction): (SpaceId | 'available')[] {
  const at = state.leaders[faction].at;
  const out: (SpaceId | 'available')[] = leaderDestinations(state, faction).filter((id) => id !== at);
  if (at !== 'available') out.push('available');
  return out;
}

/** Why the Faction may not redeploy its Leader to `to` now (6.5.2), or null when it may. Pure. */
export function whyNotRedeployTo(state: GameState, faction: Faction, to: SpaceId | 'available'): Reason | null {
  const name = leaderName(state, faction);
  if (state.leaders[faction].at === to)
    return because('6.5.2', `${name} is already ${to === 'available' ? 'in the Available Forces box' : `in ${spaceName(to)}`}: to keep him there, the ${FACTION_NAME[faction]} stay`);
  return to === 'available' ? null : whyNoLeaderIn(state, faction, to, '6.5.2', `${name} redeploys`);
}

/** The order of 6.5.2: Indians, French, British, Patriots. */
export const REDEPLOYMENT_ORDER: readonly Faction[] = LEADER_REDEPLOY_ORDER;

/** The Round's phase after each Faction's Leader Redeployment, in the order of 6.5.2. */
const AFTER_REDEPLOYMENT: readonly WinterQuartersPhase[] = ['redeployFrench', 'redeployBritish', 'redeployPatriots', 'release'];

/**
 * 6.5.2 Leader Redeployment: `{ faction, type: 'redeployLeader', to }` or `{ faction, type: 'stay' }`.
 * Not a decision when the Leader has nowhere else to go (it stays, logged).
 */
export const leaderRedeploymentStep = defineStep<LeaderRedeploymentFrame>({
  kind: 'leaderRedeployment',
  rule: '6.5.2',
  isDecision: (state, frame) => redeploymentDestinations(state, frame.faction).length > 0,
  run(draft, frame) {
    popFrame(draft);
    log(draft, `Leader Redeployment: ${LEADER_INFO[draft.leaders[frame.faction].leader].name} has nowhere else to go`, '6.5.2', frame.faction);
  },
  decider: (_state, frame) => frame.faction,
  prompt: (state, frame) =>
    `Leader Redeployment: the ${FACTION_NAME[frame.faction]} may redeploy ${LEADER_INFO[state.leaders[frame.faction].leader].name} ` +
    `to a space with ${FACTION_NAME[frame.faction]} pieces or Available`,
  options(state, frame): Action[] {
    const faction = frame.faction;
    return [
      { faction, type: 'stay' },
      ...redeploymentDestinations(state, faction).map((to): Action => ({ faction, type: 'redeployLeader', to })),
    ];
  },
  /** 6.5.2: a space with the Faction's pieces, or Available; not where the Leader already is. */
  explain: (state, frame, action) => (action.type === 'redeployLeader' && action.to !== undefined ? whyNotRedeployTo(state, frame.faction, action.to) : null),
  handleReadsFrame: true,
  handle(draft, frame, action) {
    const faction = frame.faction;
    popFrame(draft);
    const name = LEADER_INFO[draft.leaders[faction].leader].name;
    if (action.type === 'stay') {
      log(draft, `Leader Redeployment: ${name} stays`, '6.5.2', faction);
      return;
    }
    const to = action.to!;
    placeLeader(draft, faction, to);
    log(draft, `Leader Redeployment: ${name} to ${to === 'available' ? 'the Available Forces box' : spaceName(to)}`, '6.5.2', faction);
  },
  /** 6.5.2: the Factions redeploy in turn (Indians, French, British, Patriots); the Round under it resumes after this Faction's turn. */
  validate(state, frame, at) {
    const after = AFTER_REDEPLOYMENT[REDEPLOYMENT_ORDER.indexOf(frame.faction)];
    const problem = roundPhaseProblem(state, at, after, 'faction', `the ${FACTION_NAME[frame.faction]} Leader Redeployment (6.5.2)`);
    return problem === null ? [] : [problem];
  },
});

// ---------------------------------------------------------------------------------------------
// 6.5.3 British Release Date

/**
 * The British Release of this Winter Quarters Round (6.5.3): the scenario's schedule entry for
 * `state.winterQuarters`, limited to what is Unavailable; zeros when none. Pure.
 */
export function britishRelease(state: GameState): ReleaseStep {
  const step = scenarioById(state.scenario).releaseSchedule[state.winterQuarters - 1];
  if (!step) return { britishRegular: 0, tory: 0 };
  return {
    britishRegular: Math.min(step.britishRegular, state.unavailable.britishRegular),
    tory: Math.min(step.tory, state.unavailable.tory),
  };
}

/** 6.5.3: moves the scheduled British pieces from Unavailable to Available. */
export function releaseBritish(draft: Draft<GameState>): void {
  const scheduled = scenarioById(draft.scenario).releaseSchedule[draft.winterQuarters - 1];
  if (!scheduled) {
    log(draft, 'British Release Date: nothing scheduled for this Winter Quarters Round', '6.5.3', 'british');
    return;
  }
  const release = britishRelease(draft);
  for (const type of ['britishRegular', 'tory'] as const) {
    movePool(draft, 'unavailable', 'available', type, release[type]);
  }
  log(draft, `British Release Date: ${release.britishRegular} Regulars and ${release.tory} Tories from Unavailable to Available`, '6.5.3', 'british');
}

// ---------------------------------------------------------------------------------------------
// 6.5.4 French Naval Intervention

/**
 * 6.5.4 (after the Treaty of Alliance, with FNI above 0): FNI drops one level; the British choose the
 * Blockade that returns to the West Indies as a Squadron (1.9: every one-level drop of the FNI costs the
 * French one Blockade, chosen by the British), then the French may rearrange the remaining Blockades on Cities.
 *
 * Canonical rearrangement: the French name the Cities of the remaining Blockades one at a time in
 * non-decreasing City order (a City may take several), so each arrangement has exactly one sequence;
 * the new arrangement is kept in the frame and put on the map when the last one is named, so the
 * state between actions always has every Blockade in place. Keeping the old arrangement is naming
 * the same Cities again.
 */
export interface FniReductionFrame extends Frame {
  kind: 'fniReduction';
  stage: 'british' | 'french';
  /** French stage: the Cities named so far. */
  placed: SpaceId[];
}

/** Whether 6.5.4 applies now: Treaty of Alliance played and FNI above 0. Pure. */
export function fniReductionDue(state: GameState): boolean {
  return state.treatyOfAlliance && state.fni > 0;
}


/** 6.5.4 French Naval Intervention. */
export const fniReductionStep = defineStep<FniReductionFrame>({
  kind: 'fniReduction',
  rule: '6.5.4',
  isDecision: (state, frame) => frame.stage === 'french' || blockadedCities(state).length > 0,
  run(draft) {
    // FNI above 0 without a Blockade on a City breaks 1.9; lower the level all the same.
    setFni(draft, Math.max(0, draft.fni - 1));
    log(draft, `French Naval Intervention: FNI lowered to ${draft.fni}`, '6.5.4');
    popFrame(draft);
  },
  decider: (_state, frame) => (frame.stage === 'british' ? 'british' : 'french'),
  prompt: (state, frame) =>
    frame.stage === 'british'
      ? 'French Naval Intervention: lower FNI one level; the British pick one Blockade to go back to the West Indies'
      : `The French may rearrange the remaining Blockades on Cities: name the City of Blockade ${frame.placed.length + 1} of ${blockadesOnCities(state)}`,
  options(state, frame): Action[] {
    if (frame.stage === 'british') return blockadedCities(state).map((space) => ({ faction: 'british', type: 'removeBlockade', space }));
    return arrangementOptions('french', frame.placed);
  },
  /** 6.5.4, 1.9: the British remove a Blockade that is on a City; the French name Cities, in City order. */
  explain(state, frame, action) {
    const space = action.space;
    if (space === undefined) return null;
    if (frame.stage === 'british') {
      if (action.type !== 'removeBlockade' || markersIn(state, space, 'blockades') > 0) return null;
      if (!CITIES.includes(space)) return because('1.9', `Blockades stand only on Cities, and ${spaceName(space)} is not one`);
      return because('6.5.4', `the British send back to the West Indies a Blockade that is on a City, and there is none on ${spaceName(space)}`);
    }
    if (action.type !== 'placeBlockade') return null;
    if (!CITIES.includes(space)) return because('1.9', `Blockades go on Cities, and ${spaceName(space)} is not one`);
    const last = frame.placed[frame.placed.length - 1];
    if (last !== undefined && CITIES.indexOf(space) < CITIES.indexOf(last))
      return because('6.5.4', `the French name the Cities of the Blockades in City order (docs/actions.md): ${spaceName(space)} comes before ${spaceName(last)}, named last`);
    return null;
  },
  handle(draft, frame, action) {
    const space = action.space!;
    if (frame.stage === 'british') {
      blockadeToWestIndies(draft, space);
      log(draft, `French Naval Intervention: FNI lowered to ${draft.fni}; the British remove the Blockade from ${spaceName(space)} to the West Indies`, '6.5.4', 'british');
      if (blockadesOnCities(draft) === 0) popFrame(draft);
      else {
        frame.stage = 'french';
        frame.placed = [];
      }
      return;
    }
    frame.placed.push(space);
    if (frame.placed.length < blockadesOnCities(draft)) return;
    applyArrangement(draft, frame.placed);
    log(draft, `The French arrange the remaining Blockades: ${frame.placed.map(spaceName).join(', ')}`, '6.5.4', 'french');
    popFrame(draft);
  },
  /**
   * 6.5.4: only after the Treaty of Alliance; the British stage lowers an FNI above 0 and comes
   * first (no City named yet); the French then name Cities one at a time, in City order, fewer than
   * the Blockades on Cities (the last one completes the arrangement). On the Round before Desertion (6.0).
   */
  validate(state, frame, at) {
    const out: string[] = [];
    const phase = roundPhaseProblem(state, at, 'patriotDesertion', 'kind', 'French Naval Intervention (6.5.4)');
    if (phase !== null) out.push(phase);
    if (!state.treatyOfAlliance) out.push('kind: French Naval Intervention is under way before the Treaty of Alliance (6.5.4)');
    if (frame.stage === 'british') {
      if (state.fni === 0) out.push('stage: the British lower FNI, which is already at 0 (6.5.4)');
      if (frame.placed.length > 0) out.push('placed: the French name Cities only after the British have removed a Blockade (6.5.4)');
      return out;
    }
    frame.placed.forEach((id, i) => {
      if (!CITIES.includes(id)) out.push(`placed[${i}]: ${spaceName(id)} is not a City; Blockades go on Cities (1.9)`);
      else if (i > 0 && CITIES.includes(frame.placed[i - 1]) && CITIES.indexOf(id) < CITIES.indexOf(frame.placed[i - 1]))
        out.push(`placed[${i}]: ${spaceName(id)} comes before ${spaceName(frame.placed[i - 1])}; the Cities are named in City order (6.5.4)`);
    });
    const blockades = blockadesOnCities(state);
    if (frame.placed.length >= blockades)
      out.push(`placed: ${frame.placed.length} Cities named for the ${blockades} Blockade${blockades === 1 ? '' : 's'} on Cities; the arrangement is complete when the last is named (6.5.4)`);
    return out;
  },
});
