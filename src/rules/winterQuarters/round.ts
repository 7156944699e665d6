/**
 * 6.0 The Winter Quarters Round: an automatic frame that runs the phases in order, pushing the
 * decision frames of each phase; the round frame resumes when they pop, and pops itself at the end
 * (the game frame then reveals the next card, 2.3.7). The game frame pushes
 * `{ kind: 'winterQuarters', phase: 'victoryCheck' }` after counting the round in `state.winterQuarters`.
 * @module
 */
import { scenarioById } from '../../data/scenarios';
import { defineStep } from '../../flow/step';
import { endGame, log, popFrame, pushFrame } from '../../flow/frames';
import { isFinalWinterQuarters, isWinterQuartersCard } from '../sequence/deck';
import { cardById } from '../../data/cards';
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
import { WINTER_QUARTERS_PHASES, type WinterQuartersFrame } from './phases';

export { WINTER_QUARTERS_PHASES, type WinterQuartersFrame, type WinterQuartersPhase } from './phases';

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
  /** 6.0: the Round plays the Winter Quarters card in play (its Event ends the Round, 6.7). (That the game under it waits to advance, 2.2, is the game frame's own check.) */
  validate(state) {
    const card = state.deck.current;
    if (card === null || !isWinterQuartersCard(card))
      return [`kind: a Winter Quarters Round is under way while ${card === null ? 'no card is' : `${cardById(card).title} (${card}), not a Winter Quarters card, is`} in play (6.0)`];
    return [];
  },
});
