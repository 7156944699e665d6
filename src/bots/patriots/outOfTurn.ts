/**
 * The Non-Player Patriots deciding outside their own actions, wherever their Leader must move: the
 * Leader left alone (1.10, by analogy with Leader Redeployment, 8.5.6), an Available Washington
 * offered to join Patriot pieces a French Command places (1.10, by the same analogy), and the Leader
 * joining the largest group of Patriot units at the end of a Command (8.1, Non-player Leader Movement,
 * shared by every Non-Player: src/bots/leaders.ts).
 * @module
 */
import type { Action } from '../../core/action';
import type { SpaceId } from '../../data/ids';
import { spaceName } from '../../data/text';
import { LEADER_FOLLOW_KIND } from '../../flow/hostFrame';
import type { FrenchCommandLeaderFrame } from '../../rules/commands/french/leader';
import { leaderDestinations } from '../../rules/leaders';
import { unitsIn } from '../../rules/nonPlayers/leaders';
import { leaderAloneAs, leaderFollow, ownLeaderName, eventLeaderFollow } from '../leaders';
import { plannedAction, randomFallback, type Flow, type FlowHandlers } from '../flowchart';
import { piecesAt } from '../../rules/board';

const P = 'patriots' as const;

/**
 * 1.10, the Patriot Leader left without Patriot pieces: no Patriot instruction covers it; as in Leader
 * Redeployment (8.5.6) he goes to the space with the most Continentals (ties 8.2), or with no
 * Continental on the map the most Patriot units; with neither (only Forts), to Available.
 */
function leaderAlone(flow: Flow): Action {
  return leaderAloneAs(flow, 'Leader alone: the most Continentals (8.5.6)');
}

/**
 * 1.10 in a French Command (Agent Mobilization placing Militia or a Continental): an Available Patriot
 * Leader may join the pieces placed. No Patriot instruction covers it; by analogy with Leader
 * Redeployment (8.5.6) he joins them only where Redeployment could send him: a space with the most
 * Continentals on the map (or, with no Continental on the map, the most Patriot units); otherwise he
 * stays Available. No roll: a space tied for the most qualifies. A follow decision (never offered to a
 * Non-Player, whose Leader follows the largest group at the end, 8.1) is left to 8.3.8.
 */
function frenchCommandLeader(flow: Flow): Action {
  const { state, ctx } = flow;
  const frame = state.stack[state.stack.length - 1] as unknown as FrenchCommandLeaderFrame;
  if (frame.from !== 'available') return randomFallback(flow, 'no Patriot instruction covers following units in a French Command (8.1 moves a Non-Player Leader at the end)');
  const name = ownLeaderName(flow);
  const spaces = leaderDestinations(state, P);
  const continentals = (s: SpaceId) => piecesAt(state, s).continental;
  const most = Math.max(0, ...spaces.map(continentals));
  const [what, score] = most > 0 ? ['Continentals', continentals] : ['Patriot units', (s: SpaceId) => unitsIn(state, s, P)];
  const best = Math.max(0, ...spaces.map(score));
  const here = score(frame.with);
  if (best > 0 && here === best) {
    ctx.node('Leader placement', `${name} is Available; ${spaceName(frame.with)} has the most ${what} (${here}), where Leader Redeployment could send him: he joins the pieces placed`, '1.10, 8.5.6');
    return plannedAction(flow, { faction: P, type: 'moveLeader', to: frame.with });
  }
  ctx.node('Leader placement', `${name} is Available; ${spaceName(frame.with)} has ${here} ${what}, not the most (${best}): he stays Available`, '1.10, 8.5.6');
  return plannedAction(flow, { faction: P, type: 'done' });
}

/** The Patriot decisions outside their own actions and for their Leader, by kind. */
export const PATRIOT_OUT_OF_TURN_HANDLERS: FlowHandlers = {
  [LEADER_FOLLOW_KIND]: leaderFollow,
  eventLeader: eventLeaderFollow,
  leaderAlone,
  frenchCommandLeader,
};
