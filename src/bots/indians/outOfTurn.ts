/**
 * The Non-Player Indians deciding wherever their Leader must move outside Leader Redeployment: the
 * Leader left alone (1.10, by analogy with Indian Leader Redeployment, 8.7.7) and the Leader joining
 * the largest group of War Parties at the end of a Command (8.1, Non-player Leader Movement, shared by
 * every Non-Player: src/bots/leaders.ts).
 * @module
 */
import type { Action } from '../../core/action';
import { LEADER_FOLLOW_KIND } from '../../flow/hostFrame';
import { leaderAloneAs, leaderFollow, eventLeaderFollow } from '../leaders';
import type { Flow, FlowHandlers } from '../flowchart';

/**
 * 1.10, the Indian Leader left without Indian pieces: no Indian instruction covers it; as in Leader
 * Redeployment (8.7.7) Cornplanter goes to a Neutral or Passive Province with 2+ War Parties and room
 * for a Village, the others (and Cornplanter when there is no such Province) to the space with the
 * most War Parties, ties 8.2; with no War Party on the map (only Villages), to Available.
 */
function leaderAlone(flow: Flow): Action {
  return leaderAloneAs(flow, 'Leader alone (8.7.7)');
}

/** The Indian decisions outside their own actions and for their Leader, by kind. */
export const INDIAN_OUT_OF_TURN_HANDLERS: FlowHandlers = {
  [LEADER_FOLLOW_KIND]: leaderFollow,
  eventLeader: eventLeaderFollow,
  leaderAlone,
};
