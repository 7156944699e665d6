/**
 * The British Brilliant Stroke (8.4.11, 8.3.7, the Operations Summary): when to play it (decision
 * `brilliantStrokes`, the window and the Trumping) and how to execute it (decision `grant` under the
 * `brilliantStroke` frame): the first Limited Command the flowchart selects among those that can still
 * involve the British Leader, then the Special Activity the flowchart pairs with it (executed on its
 * own), then the flowchart again for the second Limited Command.
 *
 * Ruling (docs/rulings.md, "Non-Player British (8.4)"): the engine cannot abort a Brilliant Stroke once
 * played, so the abort of 8.3.7 is decided before playing: the British play only when, on the board
 * after the play, the flowchart's first Limited Command is one the engine's grant offers (the engine
 * offers only Commands after which the Leader can still take part).
 * @module
 */
import type { Action } from '../../core/action';
import { cardById } from '../../data/cards';
import type { Faction } from '../../data/ids';
import { FACTION_NAME, spaceName } from '../../data/text';
import type { GrantFrame } from '../../flow/grant';
import { strokeAnswers, strokeFirstCommand, strokeGrantWith } from '../brilliantStroke';
import { winterQuartersShowing, type BrilliantStrokeFrame, type BrilliantStrokesFrame } from '../../rules/sequence/brilliantStrokes';
import { nextEligible } from '../../rules/sequence/eligibility';
import type { Flow } from '../flowchart';
import type { BritishCommandId } from './plan';
import { activitiesFor, britishGrant, COMMAND_NODE, routeCommand, type BritishCommands } from './turn';
import { piecesAt } from '../../rules/board';

const NODE = 'Brilliant Stroke';
const REBELS: readonly Faction[] = ['patriots', 'french'];


/**
 * Whether the British play (or Trump with) their Brilliant Stroke now (8.4.11, 8.3.7): the Treaty of
 * Alliance played, the British Eligible, no Winter Quarters card showing, the British Leader with 4+
 * British Regulars, and a Rebellion player Faction 1st Eligible or the Patriots' Brilliant Stroke on top;
 * and (the ruling above) the flowchart's first Limited Command can involve the Leader.
 */
export function strokeWindow(flow: Flow, commands: BritishCommands): Action {
  const { state, ctx } = flow;
  const frame = state.stack[state.stack.length - 1] as BrilliantStrokesFrame;
  const { play, no } = strokeAnswers(flow, 'british', '8.4.11');
  if (!state.treatyOfAlliance) return no('the Treaty of Alliance has not been played');
  if (!state.eligible.british) return no('the British are not Eligible');
  if (winterQuartersShowing(state)) return no('a Winter Quarters card is showing');
  const at = state.leaders.british.at;
  const regulars = at === 'available' ? 0 : piecesAt(state, at).britishRegular;
  if (at === 'available' || regulars < 4) return no(at === 'available' ? 'the British Leader is not on the map' : `the British Leader is in ${spaceName(at)} with ${regulars} British Regulars (fewer than 4)`);
  let trigger: string;
  if (frame.play !== null) {
    if (frame.play.faction !== 'patriots') return no(`the card on top is the ${FACTION_NAME[frame.play.faction]}' ${cardById(frame.play.card).title}, not the Patriots' Brilliant Stroke`);
    trigger = 'the Patriots play their Brilliant Stroke: the British Trump it';
  } else {
    const first = nextEligible(state);
    if (first === null || !REBELS.includes(first) || state.options.nonPlayers.includes(first))
      return no(first === null ? 'no Faction is 1st Eligible' : `the 1st Eligible Faction is the ${FACTION_NAME[first]}, not a Rebellion player Faction`);
    trigger = `the ${FACTION_NAME[first]} (a player Faction) are 1st Eligible`;
  }
  ctx.node(NODE, `Treaty played, British Eligible, no Winter Quarters card, ${state.leaders.british.leader} in ${spaceName(at)} with ${regulars} Regulars, ${trigger}`, '8.4.11');
  // The flowchart is asked as it will be right after the play: the Limited Command must involve the Leader (8.3.7).
  const first = strokeFirstCommand<BritishCommandId>(flow, 'british', (probe, opts) => routeCommand(probe, commands, opts));
  if (first === null) return no('no Limited Command the flowchart selects can involve the Leader (the play would be aborted, 8.3.7)');
  ctx.node(NODE, `the first Limited Command will be a ${COMMAND_NODE[first].split(' ')[1]} that can involve the Leader: play`, '8.3.7');
  return play;
}

/** The British Commands as the account names them (the Brilliant Stroke's grant line). */
const COMMAND_NAMES: Readonly<Record<BritishCommandId, string>> = { garrison: 'Garrison', muster: 'Muster', march: 'March', battle: 'Battle' };

/**
 * A grant of the British Brilliant Stroke (8.3.7): the first Limited Command by the flowchart among the
 * Commands offered (the engine offers only those that keep the Leader able to take part); then the
 * Special Activity the flowchart pairs with it, executed alone; then the flowchart again.
 */
export function strokeGrant(flow: Flow, commands: BritishCommands): Action {
  const grant = flow.state.stack[flow.state.stack.length - 1] as GrantFrame;
  const stroke = flow.state.stack[flow.state.stack.length - 2] as BrilliantStrokeFrame;
  return strokeGrantWith<BritishCommandId>(flow, stroke, {
    route: (context, offered) => routeCommand(flow, commands, { mode: grant.mode, allowed: (x) => offered.includes(x), context }),
    names: COMMAND_NAMES,
    activitiesFor,
    activityName: (activity) => (activity === 'skirmish' ? 'Skirmish' : 'Naval Pressure'),
    noActivity: { text: 'neither Skirmish nor Naval Pressure is possible: no Special Activity now', rule: '8.4.1' },
  });
}

/** A British grant (decision `grant`): the Brilliant Stroke's ({@link strokeGrant}) or an Event's ({@link britishGrant}). */
export function grantDecision(flow: Flow, commands: BritishCommands): Action {
  const under = flow.state.stack[flow.state.stack.length - 2];
  return under?.kind === 'brilliantStroke' ? strokeGrant(flow, commands) : britishGrant(flow, commands);
}
