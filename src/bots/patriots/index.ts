/**
 * The Non-Player Patriots (8.5): the Patriot flowchart (nodes P1–P13 as on the sheet) and the rules of
 * 8.5.1–8.5.9 where they say more, as a {@link Policy} (`patriotPolicy()`). Each module answers the
 * decisions of one part of the flowchart; this table says which module answers which kind of decision.
 * A decision no Patriot instruction covers is answered at random under 8.3.8, and the trace says so.
 * @module
 */
import type { Policy } from '../policy';
import { flowchartPolicy, randomFallback, sharedPolicy, type FlowHandlers } from '../flowchart';
import { afterCommandHandler, commandHandlers } from '../flowchartCommand';
import { HOST_KIND } from '../../flow/hostFrame';
import type { PatriotCommands } from './plan';
import { PATRIOT_WINTER_QUARTERS_HANDLERS } from './winterQuarters';
import { PATRIOT_OUT_OF_TURN_HANDLERS } from './outOfTurn';
import { PATRIOT_ACTIVITY_HANDLERS } from './activities';
import { march } from './march';
import { patriotBattleCommand } from './battle';
import { RALLY, winTheDayRally } from './rally';
import { RABBLE_ROUSING } from './rabbleRousing';
import { EVENT_DECISION_KIND } from '../eventChoices';
import { patriotTurn } from './turn';
import { patriotEventChoice } from './instructions';
import { patriotGrantDecision, patriotStrokeWindow } from './brilliantStroke';

/** The Patriot policy's name in traces and reports. */
export const PATRIOT_POLICY_NAME = 'patriot flowchart';

/** The Patriot Commands of the flowchart, by id (P4 Battle, P5 March, P7 Rally, P11 Rabble-Rousing). */
export const PATRIOT_COMMANDS: PatriotCommands = {
  march,
  battle: patriotBattleCommand,
  rally: RALLY,
  rabbleRousing: RABBLE_ROUSING,
};

/** Every kind of decision the Patriot flowchart answers, by module. */
export const PATRIOT_HANDLERS: FlowHandlers = {
  ...PATRIOT_ACTIVITY_HANDLERS,
  // P1–P3 and the Command (8.5), a grant's Command or Special Activity (8.3.5), the Brilliant Stroke (8.5.8, 8.3.7), Event choices (8.3.1).
  eligibleOptions: (flow) => patriotTurn(flow, PATRIOT_COMMANDS, SELF),
  // Win the Day's free Rally in one space (8.5.1) first, else the flowchart's choice for a grant.
  grant: (flow) => winTheDayRally(flow) ?? patriotGrantDecision(flow, PATRIOT_COMMANDS),
  brilliantStrokes: (flow) => patriotStrokeWindow(flow, PATRIOT_COMMANDS),
  [EVENT_DECISION_KIND]: patriotEventChoice,
  ...commandHandlers(PATRIOT_COMMANDS),
  // The host's decision after a Command (a Special Activity after it, or done): the Command's module answers.
  [HOST_KIND]: afterCommandHandler('patriots', PATRIOT_COMMANDS),
  // Winter Quarters (8.5.5–8.5.7, 8.5.9), the Leader alone (1.10) and the Leader's group (8.1).
  ...PATRIOT_WINTER_QUARTERS_HANDLERS,
  ...PATRIOT_OUT_OF_TURN_HANDLERS,
};

/**
 * The Non-Player Patriots (8.5) as a policy: a pending decision of the Patriots (`options.nonPlayers`
 * should name them, so that 8.1's legality applies) is answered by the flowchart with a trace of the
 * nodes followed and the rolls made.
 */
export function patriotPolicy(): Policy {
  return flowchartPolicy('patriots', PATRIOT_POLICY_NAME, PATRIOT_HANDLERS, (flow) =>
    randomFallback(flow, `no Patriot flowchart instruction covers a '${flow.kind}' decision`),
  );
}

/** The policy the Event preview of the "Event or Command?" box follows (8.3.3): one instance, shared. */
const SELF = sharedPolicy(patriotPolicy);
