/**
 * The Non-Player Patriots deciding outside their own actions, wherever their Leader must move: the
 * Leader left alone (1.10, by analogy with Leader Redeployment, 8.5.6) and the Leader joining the
 * largest group of Patriot units at the end of a Command (8.1, Non-player Leader Movement, shared by
 * every Non-Player: src/bots/leaders.ts).
 * @module
 */
import type { Action } from '../../core/action';
import { LEADER_FOLLOW_KIND } from '../../flow/hostFrame';
import { leaderAloneAs, leaderFollow } from '../leaders';
import type { Flow, FlowHandlers } from '../flowchart';
import { patriotLeaderSpace } from './winterQuarters';

/**
 * 1.10, the Patriot Leader left without Patriot pieces: no Patriot instruction covers it; as in Leader
 * Redeployment (8.5.6) he goes to the space with the most Continentals (ties 8.2), or with no
 * Continental on the map the most Patriot units; with neither (only Forts), to Available.
 */
function leaderAlone(flow: Flow): Action {
  return leaderAloneAs(flow, '8.5.6', (candidates) =>
    patriotLeaderSpace(flow.ctx, flow.state, candidates, 'Leader alone: the most Continentals (8.5.6)', 'Leader alone'),
  );
}

/** The Patriot decisions outside their own actions and for their Leader, by kind. */
export const PATRIOT_OUT_OF_TURN_HANDLERS: FlowHandlers = {
  [LEADER_FOLLOW_KIND]: leaderFollow,
  leaderAlone,
};
