/**
 * The Non-Player Indians (8.7): the Indian flowchart (nodes I1–I12 as on the sheet) and the rules of
 * 8.7.1–8.7.9 where they say more, as a {@link Policy} (`indianPolicy()`). Each module answers the
 * decisions of one part of the flowchart; this table says which module answers which kind of decision.
 * A decision no Indian instruction covers is answered at random under 8.3.8, and the trace says so.
 * @module
 */
import type { Policy } from '../policy';
import { flowchartPolicy, randomFallback, sharedPolicy, type FlowHandlers } from '../flowchart';
import { afterCommandHandler, commandHandlers } from '../flowchartCommand';
import { HOST_KIND } from '../../flow/hostFrame';
import type { IndianCommands } from './plan';
import { INDIAN_ACTIVITY_HANDLERS } from './activities';
import { GATHER } from './gather';
import { EVENT_DECISION_KIND } from '../eventChoices';
import { indianTurn } from './turn';
import { indianEventChoice } from './instructions';
import { indianGrantDecision, indianStrokeWindow } from './brilliantStroke';
import { INDIAN_MARCH } from './march';
import { INDIAN_SCOUT } from './scout';
import { raid } from './raid';
import { INDIAN_WINTER_QUARTERS_HANDLERS } from './winterQuarters';
import { INDIAN_OUT_OF_TURN_HANDLERS } from './outOfTurn';
import { INDIAN_BATTLE_HANDLERS } from './battle';

/** The Indian policy's name in traces and reports. */
export const INDIAN_POLICY_NAME = 'indian flowchart';

/** The Indian Commands of the flowchart, by id (I4 Raid, I7 Gather, I10 March, I12 Scout). */
export const INDIAN_COMMANDS: IndianCommands = {
  raid,
  gather: GATHER,
  march: INDIAN_MARCH,
  scout: INDIAN_SCOUT,
};

/** Every kind of decision the Indian flowchart answers, by module. */
export const INDIAN_HANDLERS: FlowHandlers = {
  // I1–I3 and the Command (8.7), a grant's Command or Special Activity (8.3.5), the Brilliant Stroke (8.7.8, 8.3.7), Event choices (8.3.1).
  eligibleOptions: (flow) => indianTurn(flow, INDIAN_COMMANDS, SELF),
  grant: (flow) => indianGrantDecision(flow, INDIAN_COMMANDS),
  brilliantStrokes: (flow) => indianStrokeWindow(flow, INDIAN_COMMANDS),
  [EVENT_DECISION_KIND]: indianEventChoice,
  ...INDIAN_ACTIVITY_HANDLERS,
  ...commandHandlers(INDIAN_COMMANDS),
  // The host's decision after a Command (a Special Activity after it, or done): the Command's module answers.
  [HOST_KIND]: afterCommandHandler('indians', INDIAN_COMMANDS),
  // Outside their turn: Winter Quarters (8.7.5–8.7.7), the Leader (1.10, 8.1), Defending in Battle (8.7.9).
  ...INDIAN_WINTER_QUARTERS_HANDLERS,
  ...INDIAN_OUT_OF_TURN_HANDLERS,
  ...INDIAN_BATTLE_HANDLERS,
};

/**
 * The Non-Player Indians (8.7) as a policy: a pending decision of the Indians (`options.nonPlayers`
 * should name them, so that 8.1's legality applies) is answered by the flowchart with a trace of the
 * nodes followed and the rolls made.
 */
export function indianPolicy(): Policy {
  return flowchartPolicy('indians', INDIAN_POLICY_NAME, INDIAN_HANDLERS, (flow) =>
    randomFallback(flow, `no Indian flowchart instruction covers a '${flow.kind}' decision`),
  );
}

/** The policy the Event preview of the "Event or Command?" box follows (8.3.3): one instance, shared. */
const SELF = sharedPolicy(indianPolicy);
