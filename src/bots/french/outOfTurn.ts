/**
 * The Non-Player French deciding outside their own actions, wherever their Leader must move: the
 * Leader left alone (1.10, by analogy with Leader Redeployment, 8.6.9) and the Leader joining the
 * largest group of French units at the end of a Command (8.1, Non-player Leader Movement, shared by
 * every Non-Player: src/bots/leaders.ts).
 * @module
 */
import type { Action } from '../../core/action';
import { LEADER_FOLLOW_KIND } from '../../flow/hostFrame';
import { leaderAloneAs, leaderFollow, eventLeaderFollow } from '../leaders';
import type { Flow, FlowHandlers } from '../flowchart';

/**
 * 1.10, the French Leader left without French pieces: no French instruction covers it; as in Leader
 * Redeployment (8.6.9) he goes to a space with French Regulars and Continentals if possible, the most
 * French Regulars within that, else the most French Regulars (ties 8.2).
 */
function leaderAlone(flow: Flow): Action {
  return leaderAloneAs(flow, 'Leader alone: the most French Regulars (8.6.9)');
}

/** The French decisions outside their own actions and for their Leader, by kind. */
export const FRENCH_OUT_OF_TURN_HANDLERS: FlowHandlers = {
  [LEADER_FOLLOW_KIND]: leaderFollow,
  eventLeader: eventLeaderFollow,
  leaderAlone,
};
