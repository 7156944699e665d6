/**
 * The Non-Player French (8.6): the French flowchart (nodes F1–F17 as on the sheet) and the rules of
 * 8.6.1–8.6.11 where they say more, as a {@link Policy} (`frenchPolicy()`). Each module answers the
 * decisions of one part of the flowchart; this table says which module answers which kind of decision.
 * A decision no French instruction covers is answered at random under 8.3.8, and the trace says so.
 * @module
 */
import type { Policy } from '../policy';
import { flowchartPolicy, randomFallback, sharedPolicy, type FlowHandlers } from '../flowchart';
import { afterCommandHandler, commandHandlers } from '../flowchartCommand';
import { HOST_KIND } from '../../flow/hostFrame';
import type { FrenchCommands } from './plan';
import { FRENCH_WINTER_QUARTERS_HANDLERS } from './winterQuarters';
import { FRENCH_OUT_OF_TURN_HANDLERS } from './outOfTurn';
import { frenchMarchCommand } from './march';
import { frenchBattleCommand } from './battle';
import { FRENCH_ACTIVITY_HANDLERS } from './activities';
import { HORTALEZ } from './hortalez';
import { AGENT_MOBILIZATION } from './agentMobilization';
import { MUSTER } from './muster';
import { EVENT_DECISION_KIND } from '../eventChoices';
import { frenchTurn } from './turn';
import { frenchEventChoice } from './instructions';
import { frenchGrantDecision, frenchStrokeWindow, treatyBlockade } from './brilliantStroke';

/** The French policy's name in traces and reports. */
export const FRENCH_POLICY_NAME = 'french flowchart';

/** The French Commands of the flowchart, by id (F6/F11 Hortalez, F7 Agent Mobilization, F10 Muster, F14 March, F16 Battle). */
export const FRENCH_COMMANDS: FrenchCommands = {
  hortalez: HORTALEZ,
  agentMobilization: AGENT_MOBILIZATION,
  muster: MUSTER,
  march: frenchMarchCommand,
  battle: frenchBattleCommand,
};

/** Every kind of decision the French flowchart answers, by module. */
export const FRENCH_HANDLERS: FlowHandlers = {
  ...FRENCH_ACTIVITY_HANDLERS,
  // F1–F3 and the Command (8.6), a grant's Command or Special Activity (8.3.5), the Event's choices (8.3.1),
  // the Treaty of Alliance and the Brilliant Stroke (8.1, 8.6.11, 8.3.7).
  eligibleOptions: (flow) => frenchTurn(flow, FRENCH_COMMANDS, SELF),
  grant: (flow) => frenchGrantDecision(flow, FRENCH_COMMANDS),
  brilliantStrokes: (flow) => frenchStrokeWindow(flow, FRENCH_COMMANDS),
  treatyOfAlliance: treatyBlockade,
  [EVENT_DECISION_KIND]: frenchEventChoice,
  ...commandHandlers(FRENCH_COMMANDS),
  // The host's decision after a Command (a Special Activity after it, or done): the Command's module answers.
  [HOST_KIND]: afterCommandHandler('french', FRENCH_COMMANDS),
  // Winter Quarters (8.6.7–8.6.10), the Leader alone (1.10) and the Leader's group (8.1).
  ...FRENCH_WINTER_QUARTERS_HANDLERS,
  ...FRENCH_OUT_OF_TURN_HANDLERS,
};

/**
 * The Non-Player French (8.6) as a policy: a pending decision of the French (`options.nonPlayers`
 * should name them, so that 8.1's legality applies) is answered by the flowchart with a trace of the
 * nodes followed and the rolls made.
 */
export function frenchPolicy(): Policy {
  return flowchartPolicy('french', FRENCH_POLICY_NAME, FRENCH_HANDLERS, (flow) =>
    randomFallback(flow, `no French flowchart instruction covers a '${flow.kind}' decision`),
  );
}

/** The policy the Event preview of the "Event or Command?" box follows (8.3.3): one instance, shared. */
const SELF = sharedPolicy(frenchPolicy);
