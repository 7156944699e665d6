/**
 * The Patriot Brilliant Stroke (8.5.8, 8.3.7, the Operations Summary): when to play it (decision
 * `brilliantStrokes`) and how to execute it (decision `grant` under the `brilliantStroke` frame): the
 * first Limited Command the flowchart selects among those that can still involve Washington, then the
 * Special Activity the flowchart pairs with it (executed on its own), then the flowchart again.
 *
 * Trumping (8.3.7, 2.3.8): the Patriots' card is the lowest: it trumps no other Brilliant Stroke, so the
 * Patriots are only ever asked in the window; another Faction may Trump theirs.
 *
 * Ruling (docs/rulings.md, as the British one): the engine cannot abort a Brilliant Stroke once played, so
 * 8.3.7's abort is decided before playing: the Patriots play only when, on the board after the play, the
 * flowchart's first Limited Command is one the engine's grant offers.
 * @module
 */
import type { Action } from '../../core/action';
import { cardById } from '../../data/cards';
import { FACTION_NAME, spaceName } from '../../data/text';
import type { GrantFrame } from '../../flow/grant';
import { winterQuartersShowing, type BrilliantStrokeFrame, type BrilliantStrokesFrame } from '../../rules/sequence/brilliantStrokes';
import { nextEligible } from '../../rules/sequence/eligibility';
import { STROKE_NODE, strokeAnswers, strokeFirstCommand, strokeGrantWith } from '../brilliantStroke';
import { commandLabel } from '../commandRouting';
import type { Flow } from '../flowchart';
import type { PatriotCommandId, PatriotCommands } from './plan';
import { activityName, COMMAND_NODE, patriotActivities, patriotGrant, routePatriotCommand } from './turn';
import { piecesAt } from '../../rules/board';

/** The Patriot Commands as the account names them (the Brilliant Stroke's grant line). */
const COMMAND_NAMES: Readonly<Record<PatriotCommandId, string>> = { battle: 'Battle', march: 'March', rally: 'Rally', rabbleRousing: 'Rabble-Rousing' };

/** Continentals Washington must be with (8.5.8). */
const STROKE_CONTINENTALS = 4;

/**
 * Whether the Patriots play their Brilliant Stroke now (8.5.8, 8.3.7): the Treaty of Alliance played, the
 * Patriots Eligible, no Winter Quarters card showing, Washington in a space with 4+ Continentals, and a
 * player Faction (not in `options.nonPlayers`) 1st Eligible; and (the ruling above) the flowchart's first
 * Limited Command can involve Washington.
 */
export function patriotStrokeWindow(flow: Flow, commands: PatriotCommands): Action {
  const { state, ctx } = flow;
  const frame = state.stack[state.stack.length - 1] as BrilliantStrokesFrame;
  const { play, no } = strokeAnswers(flow, 'patriots', '8.5.8');
  if (frame.play !== null) return no(`the ${FACTION_NAME[frame.play.faction]}' ${cardById(frame.play.card).title} is on top, and the Patriots' card trumps none`);
  if (!state.treatyOfAlliance) return no('the Treaty of Alliance has not been played');
  if (!state.eligible.patriots) return no('the Patriots are not Eligible');
  if (winterQuartersShowing(state)) return no('a Winter Quarters card is showing');
  const at = state.leaders.patriots.at;
  if (at === 'available') return no(`${state.leaders.patriots.leader} is not on the map`);
  const continentals = piecesAt(state, at).continental;
  if (continentals < STROKE_CONTINENTALS) return no(`${state.leaders.patriots.leader} is in ${spaceName(at)} with ${continentals} Continentals (fewer than 4)`);
  const first = nextEligible(state);
  if (first === null) return no('no Faction is 1st Eligible');
  if (state.options.nonPlayers.includes(first)) return no(`the 1st Eligible Faction, the ${FACTION_NAME[first]}, is a Non-Player`);
  ctx.node(STROKE_NODE, `Treaty played, Patriots Eligible, no Winter Quarters card, ${state.leaders.patriots.leader} in ${spaceName(at)} with ${continentals} Continentals, the ${FACTION_NAME[first]} (a player Faction) are 1st Eligible`, '8.5.8');
  // The flowchart is asked as it will be right after the play: the Limited Command must involve Washington (8.3.7).
  const command = strokeFirstCommand<PatriotCommandId>(flow, 'patriots', (probe, opts) => routePatriotCommand(probe, commands, opts));
  if (command === null) return no('no Limited Command the flowchart selects can involve Washington (the play would be aborted, 8.3.7)');
  ctx.node(STROKE_NODE, `the first Limited Command will be a ${commandLabel(COMMAND_NODE[command])} that can involve ${state.leaders.patriots.leader}: play`, '8.3.7');
  return play;
}

/**
 * A grant of the Patriot Brilliant Stroke (8.3.7): the first Limited Command by the flowchart among the
 * Commands offered; then the Special Activity the flowchart pairs with it (Partisans, else Skirmish, else
 * Persuasion), executed alone; then the flowchart again for the second Limited Command.
 */
export function patriotStrokeGrant(flow: Flow, commands: PatriotCommands): Action {
  const grant = flow.state.stack[flow.state.stack.length - 1] as GrantFrame;
  const stroke = flow.state.stack[flow.state.stack.length - 2] as BrilliantStrokeFrame;
  return strokeGrantWith<PatriotCommandId>(flow, stroke, {
    route: (context, offered) => routePatriotCommand(flow, commands, { mode: grant.mode, allowed: (x) => offered.includes(x), context }),
    names: COMMAND_NAMES,
    activitiesFor: () => patriotActivities(flow.state),
    activityName,
    noActivity: { text: 'neither Partisans, Skirmish nor Persuasion is possible: no Special Activity now', rule: '8.5.1' },
  });
}

/** A Patriot grant (decision `grant`): the Brilliant Stroke's ({@link patriotStrokeGrant}) or an Event's ({@link patriotGrant}). */
export function patriotGrantDecision(flow: Flow, commands: PatriotCommands): Action {
  const below = flow.state.stack[flow.state.stack.length - 2];
  return below?.kind === 'brilliantStroke' ? patriotStrokeGrant(flow, commands) : patriotGrant(flow, commands);
}
