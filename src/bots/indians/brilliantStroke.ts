/**
 * The Indian Brilliant Stroke (8.7.8, 8.3.7, the Operations Summary): when to play it (decision
 * `brilliantStrokes`, the window and the Trumping) and how to execute it (decision `grant` under the
 * `brilliantStroke` frame): the first Limited Command the flowchart selects among those that can still
 * involve the Indian Leader, then the Special Activity the flowchart pairs with it (I8: War Path, Trade
 * instead at 0 Resources; else Trade), executed on its own, then the flowchart again for the second.
 *
 * Trumping (2.3.8): the Indian card trumps every other Faction's, so the Indians Trump a Rebellion
 * Faction's Brilliant Stroke when their conditions hold; the Treaty of Alliance is never trumped.
 *
 * Ruling (docs/rulings.md, "Non-Player British (8.4)", followed here): the engine cannot abort a Brilliant
 * Stroke once played, so 8.3.7's abort is decided before playing: the Indians play only when, right after
 * the play, the flowchart's first Limited Command is one the engine's grant offers.
 * @module
 */
import type { Action, ActivityId } from '../../core/action';
import { cardById } from '../../data/cards';
import type { Faction } from '../../data/ids';
import { FACTION_NAME, spaceName } from '../../data/text';
import type { GrantFrame } from '../../flow/grant';
import { TREATY_CARD, winterQuartersShowing, type BrilliantStrokeFrame, type BrilliantStrokesFrame } from '../../rules/sequence/brilliantStrokes';
import { nextEligible } from '../../rules/sequence/eligibility';
import { STROKE_NODE, strokeAnswers, strokeFirstCommand, strokeGrantWith } from '../brilliantStroke';
import { commandLabel } from '../commandRouting';
import type { Flow } from '../flowchart';
import type { IndianCommandId, IndianCommands } from './plan';
import { COMMAND_NODE, indianGrant, routeIndianCommand } from './turn';
import { piecesAt } from '../../rules/board';

const REBELS: readonly Faction[] = ['patriots', 'french'];

/** War Parties the Indian Leader must be with (8.7.8). */
const STROKE_WAR_PARTIES = 3;

/** The Indian Commands as the account names them (the Brilliant Stroke's grant line). */
const COMMAND_NAMES: Readonly<Record<IndianCommandId, string>> = { raid: 'Raid', gather: 'Gather', march: 'March', scout: 'Scout' };

/**
 * Whether the Indians play (or Trump with) their Brilliant Stroke now (8.7.8, 8.3.7): the Treaty of
 * Alliance played, the Indians Eligible, no Winter Quarters card showing, the Indian Leader in a space with
 * 3+ War Parties, and a player Faction (not in `options.nonPlayers`) 1st Eligible or a Rebellion Faction's
 * Brilliant Stroke (not the Treaty) on top; and (the ruling above) the flowchart's first Limited Command
 * can involve the Leader.
 */
export function indianStrokeWindow(flow: Flow, commands: IndianCommands): Action {
  const { state, ctx } = flow;
  const frame = state.stack[state.stack.length - 1] as BrilliantStrokesFrame;
  const { play, no } = strokeAnswers(flow, 'indians', '8.7.8');
  if (!state.treatyOfAlliance) return no('the Treaty of Alliance has not been played');
  if (!state.eligible.indians) return no('the Indians are not Eligible');
  if (winterQuartersShowing(state)) return no('a Winter Quarters card is showing');
  const leader = state.leaders.indians;
  if (leader.at === 'available') return no(`${leader.leader} is not on the map`);
  const p = piecesAt(state, leader.at);
  const warParties = p.warPartyUnderground + p.warPartyActive;
  if (warParties < STROKE_WAR_PARTIES) return no(`${leader.leader} is in ${spaceName(leader.at)} with ${warParties} War Parties (fewer than 3)`);
  let trigger: string;
  if (frame.play !== null) {
    if (!REBELS.includes(frame.play.faction) || frame.play.card === TREATY_CARD)
      return no(`the card on top is the ${FACTION_NAME[frame.play.faction]}' ${cardById(frame.play.card).title}, not a Rebellion Faction's Brilliant Stroke other than the Treaty`);
    trigger = `the ${FACTION_NAME[frame.play.faction]} play their Brilliant Stroke: the Indians Trump it`;
  } else {
    const first = nextEligible(state);
    if (first === null) return no('no Faction is 1st Eligible');
    if (state.options.nonPlayers.includes(first)) return no(`the 1st Eligible Faction, the ${FACTION_NAME[first]}, is a Non-Player`);
    trigger = `the ${FACTION_NAME[first]} (a player Faction) are 1st Eligible`;
  }
  ctx.node(STROKE_NODE, `Treaty played, Indians Eligible, no Winter Quarters card, ${leader.leader} in ${spaceName(leader.at)} with ${warParties} War Parties, ${trigger}`, '8.7.8');
  // The flowchart is asked as it will be right after the play: the Limited Command must involve the Leader (8.3.7).
  const command = strokeFirstCommand<IndianCommandId>(flow, 'indians', (probe, opts) => routeIndianCommand(probe, commands, opts));
  if (command === null) return no(`no Limited Command the flowchart selects can involve ${leader.leader} (the play would be aborted, 8.3.7)`);
  ctx.node(STROKE_NODE, `the first Limited Command will be a ${commandLabel(COMMAND_NODE[command])} that can involve ${leader.leader}: play`, '8.3.7');
  return play;
}

/** The Special Activities I8 pairs with any Indian Command, in order (8.7.1): War Path, else Trade; Trade first at 0 Resources. */
export function indianActivities(resources: number): ActivityId[] {
  return resources <= 0 ? ['trade', 'warPath'] : ['warPath', 'trade'];
}

/**
 * A grant of the Indian Brilliant Stroke (8.3.7): the first Limited Command by the flowchart among the
 * Commands offered; then the Special Activity the flowchart pairs with it, executed alone; then the
 * flowchart again for the second Limited Command.
 */
export function indianStrokeGrant(flow: Flow, commands: IndianCommands): Action {
  const grant = flow.state.stack[flow.state.stack.length - 1] as GrantFrame;
  const stroke = flow.state.stack[flow.state.stack.length - 2] as BrilliantStrokeFrame;
  return strokeGrantWith<IndianCommandId>(flow, stroke, {
    route: (context, offered) => routeIndianCommand(flow, commands, { mode: grant.mode, allowed: (x) => offered.includes(x), context }),
    names: COMMAND_NAMES,
    activitiesFor: () => indianActivities(flow.state.resources.indians),
    activityName: (activity) => (activity === 'warPath' ? 'War Path' : activity === 'trade' ? 'Trade' : activity),
    noActivity: { text: 'neither War Path nor Trade is possible: no Special Activity now', rule: '8.7.1' },
  });
}

/** An Indian grant (decision `grant`): the Brilliant Stroke's ({@link indianStrokeGrant}) or an Event's ({@link indianGrant}). */
export function indianGrantDecision(flow: Flow, commands: IndianCommands): Action {
  const below = flow.state.stack[flow.state.stack.length - 2];
  return below?.kind === 'brilliantStroke' ? indianStrokeGrant(flow, commands) : indianGrant(flow, commands);
}
