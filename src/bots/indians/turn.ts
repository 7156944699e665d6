/**
 * The Non-Player Indian turn (8.7): I1 (skip the Event?), I2 "Event or Command?"
 * (src/bots/indians/eventOrCommand.ts), then the choice of the Command — I3 Raid?, I6 Gather?, I9 Scout?,
 * else March — with every "IF NONE" arrow of 8.7.1–8.7.4; and the same flowchart selecting a Command (or a
 * Special Activity alone) that an Event grants the Indians (8.3.5's Note, 8.3.1).
 *
 * The routing is a function of the table of Command modules ({@link routeIndianCommand}): a Command whose
 * module is not in the table counts as impossible, and the trace says so.
 *
 * Ruling (docs/rulings.md, "Non-Player Indians (8.7)", "Turn"): the Indians have no Resources node. 8.7
 * has them execute a Command and Special Activity whenever they do not play the Event, and some Indian
 * Commands cost nothing (the first Indian Reserve Province of a Gather, the first March destination
 * reached only from Reserve Provinces, 3.4.1, 3.4.2); a Command they cannot pay even in part is
 * impossible (8.1, "Paying Resource Costs": its module and the engine say so) and its "IF NONE" arrow is
 * followed, down to Pass.
 * @module
 */
import type { Action } from '../../core/action';
import type { GameState } from '../../core/state';
import { cardById, type Card } from '../../data/cards';
import type { SpaceId } from '../../data/ids';
import { MAP_SPACES } from '../../data/map';
import { spacesText } from '../../data/text';
import type { CommandMode, EventSide } from '../../flow/contracts';
import { piecesAt, totalOpposition, totalSupport } from '../../rules/board';
import { commandLabel, commandAction as sharedCommandAction, followArrows, FULL_MODE, grantByFlowchart, type CommandArrows, type RouteOptions } from '../commandRouting';
import { findLegal, type Flow } from '../flowchart';
import type { Policy } from '../policy';
import { chooseIndianActivity } from './activities';
import { indianEventOrCommand } from './eventOrCommand';
import { gatherWouldPlaceVillages } from './gather';
import { INDIAN_INSTRUCTIONS } from './instructions';
import type { IndianCommandId, IndianCommands } from './plan';

/** The node of each Command on the sheet. */
export const COMMAND_NODE: Readonly<Record<IndianCommandId, string>> = Object.freeze({
  raid: 'I4 Raid',
  gather: 'I7 Gather',
  march: 'I10 March',
  scout: 'I12 Scout',
});

/** Each Command's rule section. */
const RULE_OF: Readonly<Record<IndianCommandId, string>> = Object.freeze({ raid: '8.7.1', gather: '8.7.2', march: '8.7.3', scout: '8.7.4' });

/**
 * Where each Command's "IF NONE" arrow leads (8.7.1–8.7.4, the rules governing the sheet): Raid → Gather;
 * Gather → March; March → Gather; Scout → March. A Command already tried on the way means Pass.
 */
export const IF_NONE: Readonly<Record<IndianCommandId, IndianCommandId>> = Object.freeze({
  raid: 'gather',
  gather: 'march',
  march: 'gather',
  scout: 'march',
});

const ARROWS: CommandArrows<IndianCommandId> = { faction: 'indians', node: COMMAND_NODE, rule: RULE_OF, ifNone: IF_NONE };

/** The roll of I3 (its purpose without a context prefix). */
export const I3_ROLL = 'I3: Support + 1D6 > Opposition? (8.7.1)';
/** The roll of I6 (its purpose without a context prefix). */
export const I6_ROLL = 'I6: 1D6 < Available War Parties? (8.7.2)';

/**
 * The side of the card the Non-Player Indians execute (8.3.2: unshaded; a single text; or their Event
 * Instruction's side: #4, #32 and #38 shaded, #83 shaded when a Village can be placed).
 */
export function indianSide(state: GameState, card: Card): EventSide {
  if (card.shaded === null) return 'unshaded';
  return INDIAN_INSTRUCTIONS[card.id]?.side?.(state) ?? 'unshaded';
}

/** I9 (8.7.4): the Cities and Provinces with both a War Party and British Regulars. */
export function scoutSpaces(state: GameState): SpaceId[] {
  return MAP_SPACES.filter((s) => {
    const p = piecesAt(state, s);
    return p.warPartyUnderground + p.warPartyActive > 0 && p.britishRegular > 0;
  });
}

/**
 * The Command the flowchart tries first: I3 (a D6), then I6 (Villages, or a D6), then I9, else March.
 * A Limited Command (a Brilliant Stroke's) selects one space, so its Gather places one Village at most.
 * Writes the trace.
 */
function firstCommand(flow: Flow, context: string, mode: CommandMode): IndianCommandId {
  const { state, ctx } = flow;
  const support = totalSupport(state);
  const opposition = totalOpposition(state);
  const i3 = ctx.dice.roll(6, `${context}${I3_ROLL}`);
  if (support + i3 <= opposition) {
    ctx.node('I3', `${context}Support ${support} + D6 ${i3} = ${support + i3}, not more than Opposition ${opposition}: Raid`, '8.7.1');
    return 'raid';
  }
  ctx.node('I3', `${context}Support ${support} + D6 ${i3} = ${support + i3}, more than Opposition ${opposition}: no Raid`, '8.7.1');
  const villages = mode.limited ? Math.min(1, gatherWouldPlaceVillages(state)) : gatherWouldPlaceVillages(state);
  if (villages >= 2) {
    ctx.node('I6', `${context}a Gather would place ${villages} Villages: Gather`, '8.7.2');
    return 'gather';
  }
  const available = state.available.warParty;
  const i6 = ctx.dice.roll(6, `${context}${I6_ROLL}`);
  if (i6 < available) {
    ctx.node('I6', `${context}a Gather would place ${villages} Village${villages === 1 ? '' : 's'}; D6 = ${i6}, less than the ${available} Available War Parties: Gather`, '8.7.2');
    return 'gather';
  }
  ctx.node('I6', `${context}a Gather would place ${villages} Village${villages === 1 ? '' : 's'}; D6 = ${i6}, not less than the ${available} Available War Parties: no Gather`, '8.7.2');
  const scout = scoutSpaces(state);
  if (scout.length > 0) {
    ctx.node('I9', `${context}War Parties and British Regulars in ${spacesText(scout)}: Scout`, '8.7.4');
    return 'scout';
  }
  ctx.node('I9', `${context}no space with both a War Party and British Regulars: March`, '8.7.3');
  return 'march';
}

/** How a route is asked for: the mode of the Command, what the engine allows now, and the context of the rolls. */
export type IndianRouteOptions = RouteOptions<IndianCommandId>;

/**
 * The Command the Indian flowchart selects (I3, I6, I9, then the "IF NONE" arrows: Raid → Gather; Gather →
 * March unless tried, else Pass; March → Gather unless tried, else Pass; Scout → March, then Gather, then
 * Pass), or null for Pass. A Command counts as impossible when its module is not in `commands`, when
 * `opts.allowed` refuses it, or when its module's `possible` says no. Writes the trace.
 */
export function routeIndianCommand(flow: Flow, commands: IndianCommands, opts: IndianRouteOptions): IndianCommandId | null {
  const context = opts.context ? `${opts.context}: ` : '';
  return followArrows(flow, commands, ARROWS, firstCommand(flow, context, opts.mode), { mode: opts.mode, allowed: opts.allowed, context });
}

/** The full Command of the options (or the Limited one, for a Faction the engine still limits), when legal. */
const commandAction = (flow: Flow, command: IndianCommandId): Action | null => sharedCommandAction(flow, 'indians', command);

/**
 * The Indians on turn (decision `eligibleOptions`): I1, I2 and the Command (8.7). `self` is the Indian
 * policy, whose choices the Event preview of I2 follows.
 */
export function indianTurn(flow: Flow, commands: IndianCommands, self: () => Policy): Action {
  const { state, ctx } = flow;
  const card = cardById(state.deck.current!);
  const side = indianSide(state, card);
  const event = findLegal(flow, { faction: 'indians', type: 'event', side });
  if (card.icons.indians === 'sword') ctx.node('I1', `#${card.id} ${card.title}: the Indian symbol has a sword: the Event is skipped`, '8.7');
  else if (event === null) ctx.node('I1', `#${card.id} ${card.title}: the Sequence of Play (or the card) does not let the Indians play its ${side} Event now: skipped`, '8.1');
  else {
    ctx.node('I1', `#${card.id} ${card.title}: the Indians may play the ${side} Event`, '8.7');
    if (indianEventOrCommand(flow, self, side)) return event;
  }
  ctx.node('I3', `the Indians execute a Command and Special Activity (Indian Resources ${state.resources.indians})`, '8.7');
  const command = routeIndianCommand(flow, commands, { mode: FULL_MODE, allowed: (c) => commandAction(flow, c) !== null });
  if (command === null) return findLegal(flow, { faction: 'indians', type: 'pass' })!;
  return commandAction(flow, command)!;
}

/**
 * A Command or Special Activity granted to the Indians by an Event (decision `grant`, 8.3.5 and its Note,
 * 8.3.1's second paragraph): a choice among Commands is made by the flowchart (I3, I6, I9 and the "IF NONE"
 * arrows, ignoring the Event and Pass); a single Command offered is executed when its module finds an
 * instruction to execute (there is no choice to make); a Special Activity alone is the one the flowchart
 * would pair with the Command and Special Activity it selects (I8: War Path, Trade instead at 0 Resources;
 * else Trade). Declines (`done`) only when the grant is optional and nothing is possible. (A grant of the
 * Indian Brilliant Stroke is src/bots/indians/brilliantStroke.ts's.)
 */
export function indianGrant(flow: Flow, commands: IndianCommands): Action {
  return grantByFlowchart(flow, commands, {
    faction: 'indians',
    route: routeIndianCommand,
    onlyCommand: COMMAND_NODE,
    activityAlone(f, command) {
      const a = chooseIndianActivity(f, { excluded: [] });
      if (a) f.ctx.node('Grant', `with the ${commandLabel(COMMAND_NODE[command])} the flowchart executes ${a.activity === 'warPath' ? 'War Path' : a.activity === 'trade' ? 'Trade' : a.activity}: that Special Activity alone`, '8.3.5');
      return a;
    },
  });
}
