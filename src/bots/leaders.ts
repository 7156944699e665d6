/**
 * The Leader decisions every Non-Player answers the same way (8.1, 1.10): the Leader joining the
 * largest group of his units at the end of a Command (`leaderFollow`, Non-player Leader Movement) or
 * of an Event instruction that moved them out of his space (`eventLeader`), and
 * the frame of a Leader left alone (1.10), whose destination each Faction takes from its own Leader
 * Redeployment rule (8.4.9, 8.5.6, 8.6.9).
 * @module
 */
import type { Action } from '../core/action';
import type { SpaceId } from '../data/ids';
import { LEADER_INFO } from '../data/leaders';
import { FACTION_ADJECTIVE, spaceName } from '../data/text';
import type { LeaderAloneFrame } from '../rules/leaders';
import type { EventLeaderFrame } from '../rules/eventLeader';
import { followChoices } from '../rules/nonPlayers/leaders';
import { policyPick } from './rolls';
import { plannedAction, type Flow } from './flowchart';

/** The roll between equal largest groups at the end of a Command (8.1). */
export const LEADER_FOLLOW_ROLL = 'Leader Movement: which of the equal largest groups (8.1)';

/** The name of the deciding Faction's current Leader. */
export const ownLeaderName = (flow: Flow): string => LEADER_INFO[flow.state.leaders[flow.faction].leader].name;

/**
 * 8.1 Non-player Leader Movement, at the end of a Command that moved the Faction's units out of its
 * Leader's space: the engine offers exactly the largest groups (`moveLeader` to each one's destination,
 * `stay` when as many stayed); one is taken without a roll, equal ones by an equal-chance roll.
 */
export function leaderFollow(flow: Flow): Action {
  const { ctx, legal: offered } = flow;
  const name = ownLeaderName(flow);
  const say = (a: Action): string => (a.type === 'stay' ? `stays with the units that did not move` : `goes with the group in ${spaceName(a.to as never)}`);
  if (offered.length === 1) {
    ctx.node('Leader Movement', `${name} ${say(offered[0])}, the largest group of ${FACTION_ADJECTIVE[flow.faction]} units`, '8.1');
    return offered[0];
  }
  const pick = policyPick(ctx.dice, offered, LEADER_FOLLOW_ROLL);
  ctx.node('Leader Movement', `equal largest groups: ${name} ${say(pick)}, by an equal-chance roll`, '8.1');
  return pick;
}

/**
 * 1.10, the Faction's Leader left without pieces of his Faction (the frame on top): no flowchart has an
 * instruction for it, so he goes where the Faction's Leader Redeployment would send him (`rule`):
 * `choose` picks the space among those holding the Faction's pieces, writing its trace, or returns null
 * (then he stays Available, as 1.10 allows).
 */
export function leaderAloneAs(flow: Flow, rule: string, choose: (candidates: readonly SpaceId[]) => SpaceId | null): Action {
  const { state, ctx, faction } = flow;
  const frame = state.stack[state.stack.length - 1] as unknown as LeaderAloneFrame;
  const name = ownLeaderName(flow);
  ctx.node('Leader alone', `${name} has no ${FACTION_ADJECTIVE[faction]} pieces left in ${spaceName(frame.from)}: he goes as in Leader Redeployment (${rule})`, '1.10');
  const candidates = flow.legal.filter((a) => a.to !== 'available').map((a) => a.to as SpaceId);
  const to = choose(candidates);
  if (to === null) {
    ctx.node('Leader alone', `No space for him by ${rule}: ${name} stays Available`, '1.10');
    return plannedAction(flow, { faction, type: 'moveLeader', to: 'available' });
  }
  return plannedAction(flow, { faction, type: 'moveLeader', to });
}

/**
 * 1.10 with 8.1, the Faction's units an Event instruction moved out of its Leader's space (the
 * `eventLeader` frame on top): as at the end of a Command, he goes with the largest group that moved
 * or stayed ({@link leaderFollow} over exactly those choices; equal ones by an equal-chance roll).
 */
export function eventLeaderFollow(flow: Flow): Action {
  const { state, faction } = flow;
  const frame = state.stack[state.stack.length - 1] as unknown as EventLeaderFrame;
  const largest = followChoices(state, frame);
  const legal = flow.legal.filter((a) => (a.type === 'stay' ? largest.includes(frame.from) : a.type === 'moveLeader' && largest.includes(a.to as SpaceId)));
  return leaderFollow({ ...flow, legal: legal.length > 0 ? legal : [{ faction, type: 'stay' }] });
}
