/**
 * 3.5.1 French Agent Mobilization: before the Treaty of Alliance only (3.5, 2.3.9). Summary: for
 * 1 Resource the French pick one Province among Quebec, New York, New Hampshire and Massachusetts,
 * provided it is not at Active Support, and put there either two Militia or one Continental, taken
 * from Available.
 *
 * Decisions: `selectSpace` (pays 1, nothing when free), then `place` — `piece: 'militia', count: 2`
 * (placed Underground, 1.4.3) or `piece: 'continental', count: 1`.
 *
 * Rulings:
 * - Only pieces from Available (the text says "Available"; the 1.4.1 exception lets a Faction take
 *   *its own* pieces from the map, and these are the Patriots').
 * - With just one Militia Available the Militia option places that one (the two Militia must come
 *   from Available, so only as many of the two as are Available). With no Militia and no Continental Available the
 *   Command may still be executed in the space, without effect (2.3.4 "with or without effect"):
 *   the only option then is `done`.
 * - Washington, if Available, may join the placed units (1.10), at the Patriots' choice.
 * @module
 */
import type { Action } from '../../../core/action';
import type { GameState } from '../../../core/state';
import type { SpaceId } from '../../../data/ids';
import { defineStep } from '../../../flow/step';
import { log, popFrame } from '../../../flow/frames';
import { placeFromPool, supportLevel } from '../../board';
import { canPay, pay, whyCannotPay } from '../common';
import type { CommandFrame, CommandMode } from '../../../flow/contracts';
import { defineCommand } from '../../../flow/define';
import { mayExecuteIn, whyMayNotExecuteIn } from '../../../flow/restriction';
import { because, type Reason } from '../../../core/reason';
import { offerLeader, spaceName } from './leader';
import { KIND_NAME, spaceName as placeName } from '../../../data/text';
import { oneSpaceProblems } from '../agreement';

/** The four Provinces where Agent Mobilization may place (3.5.1), canonical space order. */
export const AGENT_MOBILIZATION_SPACES: readonly SpaceId[] = Object.freeze(['NewHampshire', 'Massachusetts', 'NewYork', 'Quebec'] as SpaceId[]);

/** Cost of Agent Mobilization (3.5.1). */
export const AGENT_MOBILIZATION_COST = 1;

/** The Agent Mobilization frame: `select` the Province, then `place`. */
export interface FrenchAgentMobilizationFrame extends CommandFrame {
  kind: 'frenchAgentMobilization';
  phase: 'select' | 'place';
}

/** Provinces Agent Mobilization may select now (3.5.1): the four listed, not at Active Support. Pure. */
export function agentMobilizationSpaces(state: GameState): SpaceId[] {
  // An indexed loop: the list is frozen, which V8's array methods walk slowly.
  const out: SpaceId[] = [];
  for (let i = 0; i < AGENT_MOBILIZATION_SPACES.length; i++) if (provinceBar(state, AGENT_MOBILIZATION_SPACES[i]) === null) out.push(AGENT_MOBILIZATION_SPACES[i]);
  return out;
}

/** What keeps Agent Mobilization out of the space whatever the Treaty and Resources (3.5.1), as a code, or null: allocates nothing. */
function provinceBar(state: GameState, space: SpaceId): 'notListed' | 'activeSupport' | null {
  if (!AGENT_MOBILIZATION_SPACES.includes(space)) return 'notListed';
  if (supportLevel(state, space) >= 2) return 'activeSupport';
  return null;
}

/** What keeps Agent Mobilization from selecting the space now, by its own rule (3.5.1), as a code, or null: allocates nothing. */
function mobilizeBar(state: GameState, space: SpaceId, mode: CommandMode): 'treaty' | 'cost' | 'notListed' | 'activeSupport' | null {
  if (state.treatyOfAlliance) return 'treaty';
  if (!canPay(state, 'french', AGENT_MOBILIZATION_COST, mode)) return 'cost';
  return provinceBar(state, space);
}

/**
 * Why Agent Mobilization could not select the Province now, by its own rule (3.5.1), or null when it
 * could: before the Treaty, 1 Resource to pay (unless free), one of the four Provinces, not at Active
 * Support. Pure.
 */
export function whyNotMobilizeIn(state: GameState, space: SpaceId, mode: CommandMode): Reason | null {
  switch (mobilizeBar(state, space, mode)) {
    case null:
      return null;
    case 'treaty':
      return because('3.5.1', 'Agent Mobilization is a French Command only before the Treaty of Alliance, and it has been played');
    case 'cost':
      return whyCannotPay(state, 'french', AGENT_MOBILIZATION_COST, mode, 'Agent Mobilization', '3.5.1');
    case 'notListed':
      return because('3.5.1', `Agent Mobilization selects Quebec, New York, New Hampshire or Massachusetts, and ${placeName(space)} is none of them`);
    case 'activeSupport':
      return because('3.5.1', `${placeName(space)} is at Active Support: no Agent Mobilization there`);
  }
}

/**
 * Whether Agent Mobilization could select the Province now, by its own rule (3.5, 3.5.1): before the
 * Treaty, Resources to pay, one of the four Provinces, not at Active Support. Pure.
 */
function canMobilizeIn(state: GameState, space: SpaceId, mode: CommandMode): boolean {
  return mobilizeBar(state, space, mode) === null;
}

/** The selection check of an Agent Mobilization not yet begun (its general limits: restriction, spaces closed, 3.1.2, 4.1.1). */
const firstSelection = (mode: CommandMode) => ({ faction: 'french' as const, mode, selected: [] as SpaceId[], command: 'agentMobilization' });

/** Whether Agent Mobilization can select one of its four Provinces now (3.5.1), within the mode's limits. Pure. */
function canStartAgentMobilization(state: GameState, mode: CommandMode): boolean {
  const frame = firstSelection(mode);
  // An indexed loop: the list is frozen, which for-of walks slowly.
  for (let i = 0; i < AGENT_MOBILIZATION_SPACES.length; i++) {
    const space = AGENT_MOBILIZATION_SPACES[i];
    if (canMobilizeIn(state, space, mode) && mayExecuteIn(state, frame, space)) return true;
  }
  return false;
}

/**
 * Why Agent Mobilization cannot be executed now (3.5.1): the Treaty, the Resource, else each of the
 * four Provinces' reason (a general limit or its own); null when it can. Pure.
 */
function whyNotStartAgentMobilization(state: GameState, mode: CommandMode): Reason | null {
  if (canStartAgentMobilization(state, mode)) return null;
  const bar = mobilizeBar(state, AGENT_MOBILIZATION_SPACES[0], mode);
  if (bar === 'treaty' || bar === 'cost') return whyNotMobilizeIn(state, AGENT_MOBILIZATION_SPACES[0], mode);
  const frame = firstSelection(mode);
  const reasons = AGENT_MOBILIZATION_SPACES.map((space) => whyMayNotExecuteIn(state, frame, space) ?? whyNotMobilizeIn(state, space, mode)!);
  const rules = [...new Set(reasons.map((r) => r.rule))];
  return because(rules.length === 1 ? rules[0] : '3.5.1', `Agent Mobilization can be executed in none of its four Provinces now: ${[...new Set(reasons.map((r) => r.text))].join('; ')}`);
}

/** Whether French Agent Mobilization can be executed (3.5, 3.5.1), within the mode's limits (2.3.5, 3.1.2). Pure. */
export function canAgentMobilization(state: GameState, mode: CommandMode): boolean {
  return frenchAgentMobilization.canStart(state, mode);
}

/** The placements offered in the selected Province (3.5.1); `done` when nothing is Available. Pure. */
function placeOptions(state: GameState, space: SpaceId): Action[] {
  const out: Action[] = [];
  const militia = Math.min(2, state.available.militia);
  if (militia > 0) out.push({ faction: 'french', type: 'place', space, piece: 'militia', count: militia });
  if (state.available.continental > 0) out.push({ faction: 'french', type: 'place', space, piece: 'continental', count: 1 });
  if (out.length === 0) out.push({ faction: 'french', type: 'done' });
  return out;
}

/** The placements of Agent Mobilization (3.5.1), in words. */
const PLACES = 'Agent Mobilization places two Available Militia or one Continental';

/**
 * Why a French action is not among Agent Mobilization's options now (3.5.1, and the general limits),
 * or null when the generic reason says enough. Pure.
 */
function explainAgentMobilization(state: GameState, frame: FrenchAgentMobilizationFrame, action: Action): Reason | null {
  if (frame.phase === 'select') {
    if (action.type === 'place' || action.type === 'done') return because('3.5.1', 'Agent Mobilization first selects its Province, then places');
    if (action.type !== 'selectSpace' || action.space === undefined) return null;
    return whyMayNotExecuteIn(state, frame, action.space) ?? whyNotMobilizeIn(state, action.space, frame.mode);
  }
  const space = frame.selected[0];
  const name = placeName(space);
  if (action.type === 'selectSpace') return because('3.5.1', `Agent Mobilization selects one Province, and ${name} is selected`);
  if (action.type === 'done') return because('3.5.1', `${PLACES} in ${name}: it places nothing only when neither is Available`);
  if (action.type !== 'place') return null;
  if (action.space !== space) return because('3.5.1', `${PLACES} in ${name}, the Province selected, not in ${placeName(action.space!)}`);
  const count = action.count ?? 0;
  if (action.piece === 'militia') {
    const militia = state.available.militia;
    if (militia === 0) return because('3.5.1', 'no Militia is Available to place');
    return because('3.5.1', `${PLACES}: ${militia === 1 ? 'the one Militia Available' : 'two Militia'}, not ${count}`);
  }
  if (action.piece === 'continental') {
    if (state.available.continental === 0) return because('3.5.1', 'no Continental is Available to place');
    return because('3.5.1', `${PLACES}: one Continental, not ${count}`);
  }
  return because('3.5.1', `${PLACES}, not ${KIND_NAME[action.piece!][1]}${action.piece === 'militiaUnderground' || action.piece === 'militiaActive' ? " (the action names 'militia'; they are placed Underground)" : ''}`);
}

/**
 * What an Agent Mobilization's fields must agree with, for `loadGame` (3.5.1): it selects one
 * Province, and once past the selection that Province is one of the four listed, not at Active
 * Support. Pure.
 */
function agentMobilizationProblems(state: GameState, frame: FrenchAgentMobilizationFrame): string[] {
  return oneSpaceProblems(frame, 'Agent Mobilization', 'Province', (space) =>
    agentMobilizationSpaces(state).includes(space) ? null : `${placeName(space)} is not one of Quebec, New York, New Hampshire and Massachusetts short of Active Support`,
  );
}

/** Select the Province, then place two Militia or one Continental (3.5.1). */
export const frenchAgentMobilizationStep = defineStep<FrenchAgentMobilizationFrame>({
  kind: 'frenchAgentMobilization',
  rule: '3.5.1',
  decider: () => 'french',
  prompt(_state, frame) {
    if (frame.phase === 'select')
      return `French Agent Mobilization: select Quebec, New York, New Hampshire or Massachusetts, not at Active Support${frame.mode.free ? ' (free)' : ' (pay 1 Resource)'}`;
    return `French Agent Mobilization in ${spaceName(frame.selected[0])}: place two Available Militia or one Continental`;
  },
  options(state, frame): Action[] {
    // canStart guaranteed the payment and a space; one space only (3.5.1 "Select one"), within the mode's limits.
    if (frame.phase === 'select')
      return agentMobilizationSpaces(state)
        .filter((space) => mayExecuteIn(state, frame, space))
        .map((space) => ({ faction: 'french', type: 'selectSpace', space }));
    return placeOptions(state, frame.selected[0]);
  },
  explain: explainAgentMobilization,
  handle(draft, frame, action) {
    if (frame.phase === 'select') {
      const space = action.space!;
      const paid = pay(draft, 'french', AGENT_MOBILIZATION_COST, frame.mode);
      frame.selected.push(space);
      frame.phase = 'place';
      log(draft, `French Agent Mobilization in ${spaceName(space)} (${frame.mode.free ? 'free' : `pay ${paid}`})`, '3.5.1', 'french');
      return;
    }
    const space = frame.selected[0];
    popFrame(draft);
    if (action.type === 'done') {
      log(draft, `No Militia or Continental Available: nothing placed in ${spaceName(space)}`, '3.5.1', 'french');
      return;
    }
    const count = action.count!;
    if (action.piece === 'militia') {
      placeFromPool(draft, 'available', space, 'militiaUnderground', count);
      log(draft, `${count} Underground Militia placed in ${spaceName(space)}`, '3.5.1', 'french');
    } else {
      placeFromPool(draft, 'available', space, 'continental', 1);
      log(draft, `1 Continental placed in ${spaceName(space)}`, '3.5.1', 'french');
    }
    offerLeader(draft, 'patriots', 'available', space, { placed: true });
  },
  validate: agentMobilizationProblems,
});

/** 3.5.1 French Agent Mobilization. */
export const frenchAgentMobilization = defineCommand<FrenchAgentMobilizationFrame>({
  id: 'agentMobilization',
  faction: 'french',
  name: 'French Agent Mobilization',
  rule: '3.5.1',
  kind: 'frenchAgentMobilization',
  // Its Treaty and Resource conditions are the Command's, not a space's: its own start and reason.
  canStart: canStartAgentMobilization,
  existsNow: (state) => !state.treatyOfAlliance,
  whyNotStart: whyNotStartAgentMobilization,
  initial: () => ({ phase: 'select' }),
});
