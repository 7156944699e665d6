/**
 * 6.0 The Winter Quarters Round: an automatic frame that runs the phases in order, pushing the
 * decision frames of each phase; the round frame resumes when they pop, and pops itself at the end
 * (the game frame then reveals the next card, 2.3.7). The game frame pushes
 * `{ kind: 'winterQuarters', phase: 'victoryCheck' }` after counting the round in `state.winterQuarters`.
 * @module
 */
import type { Frame } from '../../core/state';
import { scenarioById } from '../../data/scenarios';
import { defineStep } from '../../flow/step';
import { endGame, log, popFrame, pushFrame } from '../../flow/frames';
import { isFinalWinterQuarters } from '../sequence/deck';
import { finalResult, victoryCheck } from '../victory';
import { resolveWinterQuartersCard } from './cards';
import { startPatriotDesertion, startToryDesertion } from './desertion';
import { changeLeader, fniReductionDue, releaseBritish, REDEPLOYMENT_ORDER, type FniReductionFrame, type LeaderRedeploymentFrame } from './redeployment';
import { resetPhase } from './reset';
import { collectResources } from './resources';
import type { CommitteesOfCorrespondenceFrame, RewardLoyaltyFrame } from './support';
import { supplyFrame } from './supply';
import { westIndiesUnits, type WestIndiesUpkeepFrame } from './westIndies';
import { startWestIndiesBattle } from '../battle/westIndies';

/** The phases and steps of the round, in order (6.1–6.7). */
export const WINTER_QUARTERS_PHASES = [
  'victoryCheck', // 6.1
  'supply', // 6.2.1
  'westIndiesBattle', // 6.2.2
  'westIndiesFrench', // 6.2.2 return-or-pay, French then British
  'westIndiesBritish',
  'resources', // 6.3
  'rewardLoyalty', // 6.4.1
  'committeesOfCorrespondence', // 6.4.2
  'gameEnd', // 6.4.3
  'leaderChange', // 6.5.1
  'redeployIndians', // 6.5.2 Indians, French, British, Patriots
  'redeployFrench',
  'redeployBritish',
  'redeployPatriots',
  'release', // 6.5.3
  'fni', // 6.5.4
  'patriotDesertion', // 6.6.1
  'toryDesertion', // 6.6.2
  'reset', // 6.7
  'card', // 6.7 last bullet: the Winter Quarters card's Event
  'end',
] as const;
/** A phase of the round frame. */
export type WinterQuartersPhase = (typeof WINTER_QUARTERS_PHASES)[number];

/** The round frame. */
export interface WinterQuartersFrame extends Frame {
  kind: 'winterQuarters';
  /** The phase to run next. */
  phase: WinterQuartersPhase;
}

const REDEPLOY_PHASES = ['redeployIndians', 'redeployFrench', 'redeployBritish', 'redeployPatriots'] as const;

/** The Winter Quarters Round (6.0). */
export const winterQuartersStep = defineStep<WinterQuartersFrame>({
  kind: 'winterQuarters',
  rule: '6.0',
  run(draft, frame) {
    const phase = frame.phase;
    // Advance first: whatever this phase pushes runs on top, then the round resumes at the next phase.
    frame.phase = WINTER_QUARTERS_PHASES[WINTER_QUARTERS_PHASES.indexOf(phase) + 1] ?? 'end';
    switch (phase) {
      case 'victoryCheck': {
        if (!scenarioById(draft.scenario).victoryChecks) {
          log(draft, 'Victory Check Phase: not conducted in this scenario', '6.1');
          return;
        }
        const result = victoryCheck(draft);
        if (result) {
          endGame(draft, result);
          return;
        }
        log(draft, 'Victory Check Phase: no Faction has met its victory conditions', '6.1');
        return;
      }
      case 'supply':
        log(draft, 'Supply Phase', '6.2');
        pushFrame(draft, supplyFrame());
        return;
      case 'westIndiesBattle':
        startWestIndiesBattle(draft);
        return;
      case 'westIndiesFrench':
      case 'westIndiesBritish': {
        const faction = phase === 'westIndiesFrench' ? 'french' : 'british';
        if (westIndiesUnits(draft, faction) > 0) {
          const upkeep: WestIndiesUpkeepFrame = { kind: 'westIndiesUpkeep', faction };
          pushFrame(draft, upkeep);
        }
        return;
      }
      case 'resources':
        collectResources(draft);
        return;
      case 'rewardLoyalty': {
        const rl: RewardLoyaltyFrame = { kind: 'rewardLoyalty', shifts: {} };
        pushFrame(draft, rl);
        return;
      }
      case 'committeesOfCorrespondence': {
        const coc: CommitteesOfCorrespondenceFrame = { kind: 'committeesOfCorrespondence', shifts: {} };
        pushFrame(draft, coc);
        return;
      }
      case 'gameEnd':
        if (isFinalWinterQuarters(draft)) {
          log(draft, 'Game End: this is the final Winter Quarters Round', '6.4.3');
          endGame(draft, finalResult(draft));
          return;
        }
        log(draft, 'Game End? Not the final Winter Quarters Round: on to the Redeployment Phase', '6.4.3');
        return;
      case 'leaderChange':
        changeLeader(draft);
        return;
      case 'redeployIndians':
      case 'redeployFrench':
      case 'redeployBritish':
      case 'redeployPatriots': {
        const rd: LeaderRedeploymentFrame = { kind: 'leaderRedeployment', faction: REDEPLOYMENT_ORDER[REDEPLOY_PHASES.indexOf(phase)] };
        pushFrame(draft, rd);
        return;
      }
      case 'release':
        releaseBritish(draft);
        return;
      case 'fni':
        if (fniReductionDue(draft)) {
          const fni: FniReductionFrame = { kind: 'fniReduction', stage: 'british', placed: [] };
          pushFrame(draft, fni);
        } else if (draft.treatyOfAlliance) log(draft, 'French Naval Intervention: FNI is at 0, no change', '6.5.4');
        return;
      case 'patriotDesertion':
        startPatriotDesertion(draft);
        return;
      case 'toryDesertion':
        startToryDesertion(draft);
        return;
      case 'reset':
        resetPhase(draft);
        return;
      case 'card':
        if (draft.deck.current !== null) resolveWinterQuartersCard(draft, draft.deck.current);
        return;
      case 'end':
        log(draft, 'End of the Winter Quarters Round', '6.7');
        popFrame(draft);
        return;
    }
  },
});
