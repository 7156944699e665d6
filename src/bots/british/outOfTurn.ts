/**
 * The Non-Player British deciding in other Factions' actions and wherever their Leader must move:
 * the Resources they offer an Indian Trade (8.4.6), their Leader left alone (1.10, by analogy with
 * Leader Redeployment, 8.4.9), and their Leader when an Indian Scout moves British units out of his
 * space (8.1, Non-player Leader Movement). The Leader's largest group at the end of a Command (8.1) is
 * answered as for every Non-Player (src/bots/leaders.ts).
 * @module
 */
import type { Action } from '../../core/action';
import type { GameState } from '../../core/state';
import { LEADER_INFO } from '../../data/leaders';
import { resourcesText, spaceName } from '../../data/text';
import { leaderDestinations, type LeaderAloneFrame } from '../../rules/leaders';
import type { IndiansScoutFrame, IndiansScoutLeaderFrame } from '../../rules/commands/indians/scout';
import type { IndiansTradeFrame } from '../../rules/specialActivities/indians/trade';
import { policyPick } from '../rolls';
import { plannedAction, type Flow, type FlowHandlers } from '../flowchart';
import { LEADER_FOLLOW_KIND } from '../../flow/hostFrame';
import { leaderFollow, eventLeaderFollow } from '../leaders';
import { leaderSpace } from './winterQuarters';
import { piecesAt } from '../../rules/board';

const B = 'british' as const;

/** The top frame of the pending decision. */
const topFrame = <T>(state: GameState): T => state.stack[state.stack.length - 1] as unknown as T;

/** The planned action (it must be legal). */
const legal = plannedAction;

/** The roll of 8.4.6. */
export const TRADE_ROLL = 'Trade: 1D6 (8.4.6)';

/**
 * 8.4.6: the Indians ask for Resources. Only when the Indians have fewer Resources than the British,
 * roll 1D6; a result below the British Resources offers half of it, rounded up; anything else offers
 * nothing. An offer above what the engine allows (the Indians' room under 50, 1.8, or a Scout the
 * British still have to pay for, 3.4.3) becomes the most it allows.
 */
function indiansTrade(flow: Flow): Action {
  const { state, ctx } = flow;
  const space = topFrame<IndiansTradeFrame>(state).space!;
  const { british, indians } = state.resources;
  let offer = 0;
  if (indians >= british) ctx.node('Indian Trade', `Trade in ${spaceName(space)}: the Indians have ${resourcesText(indians)}, not fewer than the British ${british}; nothing offered`, '8.4.6');
  else {
    const roll = ctx.dice.roll(6, TRADE_ROLL);
    if (roll < british) {
      offer = Math.ceil(roll / 2);
      ctx.node('Indian Trade', `Trade in ${spaceName(space)}: Indians ${indians} < British ${british}; 1D6 = ${roll} < ${british}: offer half, rounded up, ${resourcesText(offer)}`, '8.4.6');
    } else ctx.node('Indian Trade', `Trade in ${spaceName(space)}: Indians ${indians} < British ${british}; 1D6 = ${roll}, not below ${british}: nothing offered`, '8.4.6');
  }
  const values = flow.legal.map((a) => a.value ?? 0).filter((v) => v <= offer);
  const value = Math.max(...values);
  if (value < offer) ctx.node('Indian Trade', `Only ${resourcesText(value)} may be transferred now (the Indians' limit of 50, or the Scout's own cost): ${resourcesText(value)} offered`, '4.4.1');
  return legal(flow, { faction: B, type: 'transfer', value });
}

/**
 * 1.10, the British Leader left without British pieces: no British instruction covers it; as in
 * Leader Redeployment (8.4.9), he goes to the space with the most British Regulars (ties 8.2), or
 * with no Regular on the map the most British cubes; with no cube on the map, to Available.
 */
function leaderAlone(flow: Flow): Action {
  const { state, ctx } = flow;
  const frame = topFrame<LeaderAloneFrame>(state);
  const name = LEADER_INFO[state.leaders.british.leader].name;
  ctx.node('Leader alone', `${name} has no British pieces left in ${spaceName(frame.from)}: he goes as in Leader Redeployment (8.4.9)`, '1.10');
  const to = leaderSpace(ctx, state, leaderDestinations(state, B), 'Leader alone: the most Regulars (8.4.9)', 'Leader alone', '8.4.9');
  if (to === null) {
    ctx.node('Leader alone', `No British cube on the map: ${name} stays Available`, '1.10');
    return legal(flow, { faction: B, type: 'moveLeader', to: 'available' });
  }
  return legal(flow, { faction: B, type: 'moveLeader', to });
}

const unitsText = (n: number): string => `${n} British unit${n === 1 ? '' : 's'}`;

/** The roll of 8.1 for a Leader between two equal groups in a Scout. */
export const SCOUT_LEADER_ROLL = 'Scout: Leader joins one of equal groups (8.1)';

/**
 * 8.1, Non-player Leader Movement: when an Indian Scout moves British units out of the British
 * Leader's space, he goes with the larger group of British units — those that moved or those that
 * stay — and with equal groups, by an equal-chance roll. The group is the Scout's record of the British
 * units it moved; when the Scout has already ended (no Skirmish possible in the destination) that record
 * is gone, and the British units in the destination are counted instead.
 */
function indiansScoutLeader(flow: Flow): Action {
  const { state, ctx } = flow;
  const frame = topFrame<IndiansScoutLeaderFrame>(state);
  const scout = [...state.stack].reverse().find((f) => f.kind === 'indiansScout') as IndiansScoutFrame | undefined;
  const there = piecesAt(state, frame.to);
  // A Scout with no Skirmish to follow has already ended: its record of the group is gone, and the British
  // units now in the destination (the group, with any that were there before) stand for it.
  const moved = scout ? scout.moving.britishRegular + scout.moving.tory : there.britishRegular + there.tory;
  const here = piecesAt(state, frame.from);
  const stay = here.britishRegular + here.tory;
  const name = LEADER_INFO[state.leaders.british.leader].name;
  const follow: Action = { faction: B, type: 'moveLeader', to: frame.to };
  const remain: Action = { faction: B, type: 'stay' };
  const groups = `${unitsText(moved)} moved to ${spaceName(frame.to)}, ${unitsText(stay)} ${stay === 1 ? 'stays' : 'stay'} in ${spaceName(frame.from)}`;
  if (moved !== stay) {
    const goes = moved > stay;
    ctx.node('Operations Summary', `${groups}: ${name} ${goes ? 'follows' : 'stays with'} the larger group`, '8.1');
    return legal(flow, goes ? follow : remain);
  }
  const pick = policyPick(ctx.dice, [follow, remain], SCOUT_LEADER_ROLL);
  ctx.node('Operations Summary', `${groups}: equal groups; ${name} ${pick === follow ? 'follows' : 'stays'} by an equal-chance roll`, '8.1');
  return legal(flow, pick);
}

/** The British decisions in other Factions' actions and for their Leader, by kind. */
export const OUT_OF_TURN_HANDLERS: FlowHandlers = {
  [LEADER_FOLLOW_KIND]: leaderFollow,
  eventLeader: eventLeaderFollow,
  indiansTrade,
  leaderAlone,
  indiansScoutLeader,
};
