/**
 * The Leader decisions every Non-Player answers the same way (8.1, 1.10): the Leader joining the
 * largest group of his units at the end of a Command (`leaderFollow`, Non-player Leader Movement) or
 * of an Event instruction that moved them out of his space (`eventLeader`), an Available Leader offered
 * to enter with pieces an Event placed from Available (`eventLeader`, by the Faction's Leader
 * Redeployment), and
 * the frame of a Leader left alone (1.10), whose destination each Faction takes from its own Leader
 * Redeployment rule (8.4.9, 8.5.6, 8.6.9).
 * @module
 */
import type { Action } from '../core/action';
import type { Faction, SpaceId } from '../data/ids';
import { LEADER_INFO } from '../data/leaders';
import { FACTION_ADJECTIVE, spaceName } from '../data/text';
import type { LeaderAloneFrame } from '../rules/leaders';
import type { EventLeaderFrame } from '../rules/eventLeader';
import { followChoices } from '../rules/nonPlayers/leaders';
import { policyPick } from './rolls';
import { plannedAction, type Flow } from './flowchart';
import type { DecisionContext } from './policy';
import { leaderSpace } from './british/winterQuarters';
import { patriotLeaderSpace } from './patriots/winterQuarters';
import { frenchLeaderSpace } from './french/winterQuarters';
import { indianLeaderSpace } from './indians/winterQuarters';

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
 * instruction for it, so he goes where the Faction's Leader Redeployment would send him
 * (the table of Leader Redeployment choices below, its trace saying `purpose`) among the spaces holding the Faction's
 * pieces, or, when none fits, stays Available, as 1.10 allows.
 */
export function leaderAloneAs(flow: Flow, purpose: string): Action {
  const { state, ctx, faction } = flow;
  const { rule, choose } = LEADER_REDEPLOYMENT[faction];
  const frame = state.stack[state.stack.length - 1] as unknown as LeaderAloneFrame;
  const name = ownLeaderName(flow);
  ctx.node('Leader alone', `${name} has no ${FACTION_ADJECTIVE[faction]} pieces left in ${spaceName(frame.from)}: he goes as in Leader Redeployment (${rule})`, '1.10');
  const candidates = flow.legal.filter((a) => a.to !== 'available').map((a) => a.to as SpaceId);
  const to = choose(ctx, state, candidates, purpose, 'Leader alone');
  if (to === null) {
    ctx.node('Leader alone', `No space for him by ${rule}: ${name} stays Available`, '1.10');
    return plannedAction(flow, { faction, type: 'moveLeader', to: 'available' });
  }
  return plannedAction(flow, { faction, type: 'moveLeader', to });
}

/**
 * 1.10 with 8.1, the Faction's units an Event instruction moved out of its Leader's space (the
 * `eventLeader` frame on top): as at the end of a Command, he goes with the largest group that moved
 * or stayed ({@link leaderFollow} over exactly those choices; equal ones by an equal-chance roll). An
 * Available Leader offered to enter with pieces the Event placed ({@link eventLeaderEnter}).
 */
export function eventLeaderFollow(flow: Flow): Action {
  const { state, faction } = flow;
  const frame = state.stack[state.stack.length - 1] as unknown as EventLeaderFrame;
  const from = frame.from;
  if (from === 'available') return eventLeaderEnter(flow);
  const largest = followChoices(state, { ...frame, from });
  const legal = flow.legal.filter((a) => (a.type === 'stay' ? largest.includes(from) : a.type === 'moveLeader' && largest.includes(a.to as SpaceId)));
  return leaderFollow({ ...flow, legal: legal.length > 0 ? legal : [{ faction, type: 'stay' }] });
}

/**
 * Each Faction's Leader Redeployment choice among candidate spaces (8.4.9, 8.5.6, 8.6.9, 8.7.7), writing
 * its trace; null when none fits. The Non-Players send their Leader this way wherever no instruction of
 * theirs says where: left alone (1.10), entering with pieces an Event placed.
 */
const LEADER_REDEPLOYMENT: Readonly<Record<Faction, { rule: string; choose: (ctx: DecisionContext, state: Flow['state'], candidates: readonly SpaceId[], purpose: string, node: string) => SpaceId | null }>> = {
  british: { rule: '8.4.9', choose: (ctx, state, c, purpose, node) => leaderSpace(ctx, state, c, purpose, node, '8.4.9') },
  patriots: { rule: '8.5.6', choose: patriotLeaderSpace },
  french: { rule: '8.6.9', choose: frenchLeaderSpace },
  indians: { rule: '8.7.7', choose: (ctx, state, c, purpose, node) => indianLeaderSpace(ctx, state, c, purpose, node, '8.7.7') },
};

/** The node of the account where a Non-Player's Available Leader enters with pieces an Event placed (1.10). */
const ENTER_NODE = 'Leader placement';

/**
 * 1.10, the Faction's Leader Available while an Event instruction placed pieces of his Faction from
 * Available (the `eventLeader` frame with `from: 'available'` on top). No Non-Player instruction covers
 * it (8.1's Leader movement speaks of groups moving during Campaigns): he enters where his Faction's
 * Leader Redeployment would choose among the spaces offered (8.4.9 the most British Regulars, else
 * cubes; 8.5.6 the most Continentals, else Patriot units; 8.6.9 French Regulars with Continentals, the
 * most French Regulars; 8.7.7 by the Indian Leader; ties 8.2), and stays Available when none of them
 * fits (only a Fort or Village placed there).
 */
export function eventLeaderEnter(flow: Flow): Action {
  const { state, ctx, faction } = flow;
  const name = ownLeaderName(flow);
  const { rule, choose } = LEADER_REDEPLOYMENT[faction];
  const candidates = flow.legal.filter((a) => a.type === 'moveLeader' && a.to !== 'available').map((a) => a.to as SpaceId);
  ctx.node(ENTER_NODE, `${name} is Available and the Event placed ${FACTION_ADJECTIVE[faction]} pieces from Available: he enters as Leader Redeployment would choose among those spaces (${rule})`, '1.10');
  const to = choose(ctx, state, candidates, `Leader placement with an Event: as Leader Redeployment (${rule})`, ENTER_NODE);
  if (to === null) {
    ctx.node(ENTER_NODE, `No space for him by ${rule}: ${name} stays Available`, '1.10');
    return plannedAction(flow, { faction, type: 'stay' });
  }
  return plannedAction(flow, { faction, type: 'moveLeader', to });
}
