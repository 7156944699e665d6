/**
 * The French Brilliant Stroke window (decision `brilliantStrokes`) and the Treaty of Alliance (8.1, the
 * Operations Summary, 8.6.11, 8.3.7):
 * - before the Treaty, the only card the French can be asked about is the Treaty of Alliance: the
 *   engine asks the Non-Player French as soon as they are Eligible with their Preparations (half of the
 *   Cumulative British Casualties) above 15 and no Winter Quarters card showing, and offers only the
 *   play; the trace says why (rules/nonPlayers/sequence.ts);
 * - the Treaty's FNI step (decision `treatyOfAlliance`): the Squadron becomes a Blockade on the City with
 *   most Support, as Naval Pressure places one (8.6.3; docs/rulings.md);
 * - after the Treaty, their Brilliant Stroke (8.6.11): the French Leader with 4+ French Regulars, and a
 *   player Faction 1st Eligible or the British playing theirs (a Trump); executed (decision `grant`
 *   under the `brilliantStroke` frame) as 8.3.7 says: the first Limited Command the flowchart selects
 *   among those that can involve the Leader, then the Special Activity the flowchart pairs with it
 *   (alone), then the flowchart again.
 *
 * Ruling (docs/rulings.md, "Non-Player British (8.4)", followed here): the engine cannot abort a Brilliant
 * Stroke once played, so 8.3.7's abort is decided before playing: the French play only when, right after
 * the play, the flowchart's first Limited Command is one the engine's grant offers.
 * @module
 */
import type { Action } from '../../core/action';
import type { GameState } from '../../core/state';
import { cardById } from '../../data/cards';
import type { SpaceId } from '../../data/ids';
import { SPACES } from '../../data/map';
import { FACTION_NAME, spaceName } from '../../data/text';
import type { GrantFrame } from '../../flow/grant';
import { blockadesOnCities, markersIn, piecesAt, supportLevel } from '../../rules/board';
import { nonPlayerTreatyPreparations } from '../../rules/nonPlayers/sequence';
import { winterQuartersShowing, type BrilliantStrokeFrame, type BrilliantStrokesFrame } from '../../rules/sequence/brilliantStrokes';
import { nextEligible } from '../../rules/sequence/eligibility';
import { bestSpace, findLegal, type Flow } from '../flowchart';
import { STROKE_NODE as NODE, strokeAnswers, strokeFirstCommand, strokeGrantWith } from '../brilliantStroke';
import type { FrenchCommandId, FrenchCommands } from './plan';
import { activitiesFor, COMMAND_NAME, frenchGrant, routeCommand } from './turn';

const SUMMARY = 'Operations Summary';


/**
 * The Treaty of Alliance (8.1, the Operations Summary): the French play it when asked. The engine asks
 * the Non-Player French only when it may be played — Eligible, no Winter Quarters card showing, and their
 * Preparations above 15 with half of the CBC (rounded down; the engine also counts Blockades on Cities,
 * its ruling) — and offers only the play. Were `done` offered too (the French not named Non-Player),
 * the same sum decides.
 */
function treaty(flow: Flow): Action {
  const { state, ctx } = flow;
  const play = findLegal(flow, { faction: 'french', type: 'brilliantStroke' })!;
  const done = findLegal(flow, { faction: 'french', type: 'done' });
  const squadrons = markersIn(state, 'WestIndies', 'squadrons');
  const regulars = state.available.frenchRegular;
  const blockades = blockadesOnCities(state);
  const half = Math.floor(state.cbc / 2);
  const sum = nonPlayerTreatyPreparations(state);
  const parts = `${squadrons} Squadrons in the West Indies + ${regulars} Available French Regulars + ${blockades} Blockades on Cities + half of ${state.cbc} Cumulative British Casualties (${half}) = ${sum}`;
  if (sum > 15 && !winterQuartersShowing(state)) {
    ctx.node(SUMMARY, `Treaty of Alliance: ${parts}, more than 15, and no Winter Quarters card is showing: the French play it as soon as they are Eligible`, '8.1');
    return play;
  }
  ctx.node(SUMMARY, `Treaty of Alliance: ${parts}${sum > 15 ? ', but a Winter Quarters card is showing' : ', not more than 15'}: not yet`, '8.1');
  return done ?? play;
}

/**
 * Whether the French play (or Trump with) their Brilliant Stroke now (8.6.11, 8.3.7): the Treaty of
 * Alliance played, the French Eligible, no Winter Quarters card showing, the French Leader in a space with
 * 4+ French Regulars, and a player Faction 1st Eligible or the British Brilliant Stroke on top; and (the
 * ruling above) the flowchart's first Limited Command can involve the Leader. Before the Treaty: the
 * Treaty of Alliance ({@link treaty}).
 */
export function frenchStrokeWindow(flow: Flow, commands: FrenchCommands): Action {
  const { state, ctx } = flow;
  if (!state.treatyOfAlliance) return treaty(flow);
  const frame = state.stack[state.stack.length - 1] as BrilliantStrokesFrame;
  const { play, no } = strokeAnswers(flow, 'french', '8.6.11');
  if (!state.eligible.french) return no('the French are not Eligible');
  if (winterQuartersShowing(state)) return no('a Winter Quarters card is showing');
  const at = state.leaders.french.at;
  const regulars = at === 'available' ? 0 : piecesAt(state, at).frenchRegular;
  if (at === 'available' || regulars < 4) return no(at === 'available' ? 'the French Leader is not on the map' : `the French Leader is in ${spaceName(at)} with ${regulars} French Regulars (fewer than 4)`);
  let trigger: string;
  if (frame.play !== null) {
    if (frame.play.faction !== 'british') return no(`the card on top is the ${FACTION_NAME[frame.play.faction]}' ${cardById(frame.play.card).title}, not the British Brilliant Stroke`);
    trigger = 'the British play their Brilliant Stroke: the French Trump it';
  } else {
    const first = nextEligible(state);
    if (first === null || state.options.nonPlayers.includes(first)) return no(first === null ? 'no Faction is 1st Eligible' : `the 1st Eligible Faction, the ${FACTION_NAME[first]}, is not a player Faction`);
    trigger = `the ${FACTION_NAME[first]} (a player Faction) are 1st Eligible`;
  }
  ctx.node(NODE, `Treaty played, French Eligible, no Winter Quarters card, ${state.leaders.french.leader} in ${spaceName(at)} with ${regulars} French Regulars, ${trigger}`, '8.6.11');
  // The flowchart is asked as it will be right after the play: the Limited Command must involve the Leader (8.3.7).
  const first = strokeFirstCommand<FrenchCommandId>(flow, 'french', (probe, opts) => routeCommand(probe, commands, opts));
  if (first === null) return no('no Limited Command the flowchart selects can involve the Leader (the play would be aborted, 8.3.7)');
  ctx.node(NODE, `the first Limited Command will be a ${COMMAND_NAME[first]} that can involve the Leader: play`, '8.3.7');
  return play;
}

const ACTIVITY_NAME: Readonly<Record<string, string>> = { preparerLaGuerre: 'Préparer la Guerre', skirmish: 'Skirmish', navalPressure: 'Naval Pressure' };

/**
 * A grant of the French Brilliant Stroke (8.3.7, the shared {@link strokeGrantWith}): the first Limited
 * Command by the flowchart among the Commands offered (the engine offers only those that keep the Leader
 * able to take part); then the Special Activity the flowchart pairs with it ({@link activitiesFor}),
 * executed alone; then the flowchart again.
 */
export function frenchStrokeGrant(flow: Flow, commands: FrenchCommands): Action {
  const grant = flow.state.stack[flow.state.stack.length - 1] as GrantFrame;
  const stroke = flow.state.stack[flow.state.stack.length - 2] as BrilliantStrokeFrame;
  return strokeGrantWith<FrenchCommandId>(flow, stroke, {
    route: (context, offered) => routeCommand(flow, commands, { mode: grant.mode, allowed: (x) => offered.includes(x), context }),
    names: COMMAND_NAME,
    activitiesFor: (first) => activitiesFor(first, flow.state.treatyOfAlliance),
    activityName: (activity) => ACTIVITY_NAME[activity] ?? activity,
    noActivity: { text: 'no Special Activity the flowchart pairs with the first Command is possible: none now', rule: '8.6.3' },
  });
}

/** A French grant (decision `grant`): the Brilliant Stroke's ({@link frenchStrokeGrant}) or an Event's or the Treaty's ({@link frenchGrant}). */
export function frenchGrantDecision(flow: Flow, commands: FrenchCommands): Action {
  const under = flow.state.stack[flow.state.stack.length - 2];
  return under?.kind === 'brilliantStroke' ? frenchStrokeGrant(flow, commands) : frenchGrant(flow, commands);
}

/** Support a City contributes to Total Support (8.1.1's "most Support": level × Population, 0 below Passive Support). */
const supportOf = (state: GameState, city: SpaceId): number => Math.max(0, supportLevel(state, city)) * SPACES[city].population;

/**
 * The Treaty of Alliance's FNI step (decision `treatyOfAlliance`, 1.9, 2.3.9): the French place the
 * Squadron as a Blockade on the City with most Support, the order of Naval Pressure (8.6.3; no City is
 * selected for Battle then). Ties by 8.2.
 */
export function treatyBlockade(flow: Flow): Action {
  const { state, ctx } = flow;
  const cities = flow.legal.filter((a) => a.type === 'placeBlockade').map((a) => a.space!);
  const city = bestSpace(ctx, cities, (c) => [supportOf(state, c)], 'Treaty of Alliance: Blockade City (8.6.3)')!;
  ctx.node('Treaty of Alliance', `the Squadron Blockades ${spaceName(city)}, the City with most Support (${supportOf(state, city)}), as Naval Pressure places one`, '8.6.3');
  return findLegal(flow, { faction: 'french', type: 'placeBlockade', space: city })!;
}
