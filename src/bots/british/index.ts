/**
 * The Non-Player British (8.4): the British flowchart (nodes B1–B13 as on the sheet) and the rules of
 * 8.4.1–8.4.11 where they say more, as a {@link Policy} (`britishPolicy()`). Each module answers the
 * decisions of one part of the flowchart; this table says which module answers which kind of decision.
 * A decision no British instruction covers is answered at random under 8.3.8, and the trace says so.
 * @module
 */
import type { Policy } from '../policy';
import { EVENT_DECISION_KIND } from '../eventChoices';
import { flowchartPolicy, randomFallback, sharedPolicy, type FlowHandlers } from '../flowchart';
import { afterCommandHandler, commandHandlers } from '../flowchartCommand';
import type { BritishCommand, BritishCommandId } from './plan';
import { march } from './march';
import { HOST_KIND } from '../../flow/hostFrame';
import { WINTER_QUARTERS_HANDLERS } from './winterQuarters';
import { OUT_OF_TURN_HANDLERS } from './outOfTurn';
import { britishTurn } from './turn';
import { britishEventChoice } from './instructions';
import { grantDecision, strokeWindow } from './brilliantStroke';
import { BRITISH_ACTIVITY_HANDLERS } from './activities';
import { britishBattleCommand } from './battle';
import { MUSTER } from './muster';
import { REWARD_LOYALTY_HANDLERS } from './rewardLoyalty';
import { BRITISH_GARRISON } from './garrison';

/** The British policy's name in traces and reports. */
export const BRITISH_POLICY_NAME = 'british flowchart';

/**
 * Choices inside an Event the British execute or are asked about: their Event Instructions where they
 * prescribe the choice (8.3.1), else the Non-Player Event rules (8.3.4–8.3.6, 8.3.8).
 */
const EVENT_HANDLERS: FlowHandlers = {
  [EVENT_DECISION_KIND]: britishEventChoice,
};

/** The British Commands of the flowchart, by id (B5 Garrison, B8 Muster, B10 March, B12 Battle). */
export const BRITISH_COMMANDS: Partial<Record<BritishCommandId, BritishCommand>> = {
  battle: britishBattleCommand,
  march,
  muster: MUSTER,
  garrison: BRITISH_GARRISON,
};

/** Every kind of decision the British flowchart answers, by module. */
export const BRITISH_HANDLERS: FlowHandlers = {
  ...EVENT_HANDLERS,
  // B1–B3 and the Command (8.4), a grant's Command or Special Activity (8.3.5), the Brilliant Stroke (8.4.11, 8.3.7).
  eligibleOptions: (flow) => britishTurn(flow, BRITISH_COMMANDS, SELF),
  grant: (flow) => grantDecision(flow, BRITISH_COMMANDS),
  brilliantStrokes: (flow) => strokeWindow(flow, BRITISH_COMMANDS),
  ...BRITISH_ACTIVITY_HANDLERS,
  ...REWARD_LOYALTY_HANDLERS,
  ...commandHandlers(BRITISH_COMMANDS),
  // The host's decision after a Command (a Special Activity after it, or done): the Command's module answers.
  [HOST_KIND]: afterCommandHandler('british', BRITISH_COMMANDS),
  ...WINTER_QUARTERS_HANDLERS,
  ...OUT_OF_TURN_HANDLERS,
};

/**
 * The Non-Player British (8.4) as a policy: a pending decision of the British (`options.nonPlayers`
 * should name them, so that 8.1's legality applies) is answered by the flowchart with a trace of the
 * nodes followed and the rolls made.
 */
export function britishPolicy(): Policy {
  return flowchartPolicy('british', BRITISH_POLICY_NAME, BRITISH_HANDLERS, (flow) =>
    randomFallback(flow, `no British flowchart instruction covers a '${flow.kind}' decision`),
  );
}

/** The policy the Event preview of the "Event or Command?" box follows (8.3.3): one instance, shared. */
const SELF = sharedPolicy(britishPolicy);
