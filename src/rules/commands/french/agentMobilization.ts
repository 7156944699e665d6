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
import { placeFromPool } from '../../board';
import { canPay, pay } from '../common';
import type { CommandFrame, CommandMode } from '../../../flow/contracts';
import { defineCommand } from '../../../flow/define';
import { mayExecuteIn } from '../../../flow/restriction';
import { offerLeader, spaceName } from './leader';
import { spaceName as placeName } from '../../../data/text';
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
  return AGENT_MOBILIZATION_SPACES.filter((id) => state.spaces[id].support < 2);
}

/**
 * Whether Agent Mobilization could select the Province now, by its own rule (3.5, 3.5.1): before the
 * Treaty, Resources to pay, one of the four Provinces, not at Active Support. Pure.
 */
function canMobilizeIn(state: GameState, space: SpaceId, mode: CommandMode): boolean {
  return (
    !state.treatyOfAlliance &&
    canPay(state, 'french', AGENT_MOBILIZATION_COST, mode) &&
    AGENT_MOBILIZATION_SPACES.includes(space) &&
    state.spaces[space].support < 2
  );
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
  canExecuteIn: canMobilizeIn,
  initial: () => ({ phase: 'select' }),
});
