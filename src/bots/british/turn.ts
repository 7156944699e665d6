/**
 * The Non-Player British turn (8.4): B1 (skip the Event?), B2 "Event or Command?" (src/bots/british/eventOrCommand.ts),
 * B3 (Resources), then the choice of the Command — B4 Garrison?, B6 Muster?, B9 Battle?, else March —
 * with every "IF NONE" arrow of the sheet and of 8.4.1–8.4.4; and the same flowchart selecting a
 * Command (or a Special Activity alone) that an Event grants the British (8.3.5's Note, 8.3.1).
 *
 * The routing is a function of the table of Command modules ({@link routeCommand}): a Command whose
 * module is not in the table counts as impossible, and the trace says so.
 * @module
 */
import type { Action } from '../../core/action';
import type { GameState } from '../../core/state';
import { cardById } from '../../data/cards';
import { SPACE_IDS, type SpaceId } from '../../data/ids';
import { CITIES, MAP_SPACES } from '../../data/map';
import { spacesText } from '../../data/text';
import { findLegal, type Flow } from '../flowchart';
import type { Policy } from '../policy';
import { eventOrCommand } from './eventOrCommand';
import { commandAction as sharedCommandAction, followArrows, FULL_MODE, grantByFlowchart, type CommandArrows, type RouteOptions as SharedRouteOptions } from '../commandRouting';
import type { BritishCommand, BritishCommandId } from './plan';
import { controlOf, piecesAt } from '../../rules/board';

/** The table of British Command modules the routing works with (BRITISH_COMMANDS, or a test's). */
export type BritishCommands = Partial<Record<BritishCommandId, BritishCommand>>;

/** The node of each Command on the sheet. */
export const COMMAND_NODE: Readonly<Record<BritishCommandId, string>> = Object.freeze({
  garrison: 'B5 Garrison',
  muster: 'B8 Muster',
  march: 'B10 March',
  battle: 'B12 Battle',
});

/**
 * Where each Command's "IF NONE" arrow leads (8.4.1–8.4.4): Garrison that moves nothing → Muster;
 * Muster → March; March → Muster; Battle → March. A Command already tried on the way means Pass.
 */
export const IF_NONE: Readonly<Record<BritishCommandId, BritishCommandId>> = Object.freeze({
  garrison: 'muster',
  muster: 'march',
  march: 'muster',
  battle: 'march',
});

/** How a route is asked for: the mode of the Command, what the engine allows now, and the context of the rolls. */
export type RouteOptions = SharedRouteOptions<BritishCommandId>;

const REBELLION_PIECES = ['continental', 'frenchRegular', 'militiaActive', 'militiaUnderground', 'patriotFort'] as const;
const ACTIVE_REBELLION = ['continental', 'frenchRegular', 'militiaActive', 'patriotFort'] as const;

const sum = (state: GameState, space: SpaceId, kinds: readonly string[]): number =>
  kinds.reduce((n, k) => n + piecesAt(state, space)[k as keyof GameState['spaces'][SpaceId]['pieces']], 0);

/** British Regulars in the Cities and Provinces of the map (the West Indies box left out), for B4 (8.4.1). */
export function regularsOnMap(state: GameState): number {
  return MAP_SPACES.reduce((n, s) => n + piecesAt(state, s).britishRegular, 0);
}

/** Rebellion-Controlled Cities without a Patriot Fort (B4, 8.4.1). */
export function rebelCitiesWithoutFort(state: GameState): SpaceId[] {
  return CITIES.filter((c) => controlOf(state, c) === 'rebellion' && piecesAt(state, c).patriotFort === 0);
}

/**
 * The spaces of B9 (8.4.3, 8.4.4), the West Indies included: British pieces and at least two Active
 * Rebellion pieces (cubes, Forts and Active Militia are Active, 1.4.3), where the British Regulars plus
 * the British Leader outnumber all Rebellion pieces plus the Rebellion Leaders there.
 */
export function battleSpaces(state: GameState): SpaceId[] {
  return SPACE_IDS.filter((s) => {
    const p = piecesAt(state, s);
    if (p.britishRegular + p.tory + p.britishFort === 0) return false;
    if (sum(state, s, ACTIVE_REBELLION) < 2) return false;
    const royal = p.britishRegular + (state.leaders.british.at === s ? 1 : 0);
    const rebels = sum(state, s, REBELLION_PIECES) + (state.leaders.patriots.at === s ? 1 : 0) + (state.leaders.french.at === s ? 1 : 0);
    return royal > rebels;
  });
}

/** The Command the flowchart tries first: B4, then B6 (a D6 roll), then B9, else March. Writes the trace. */
function firstCommand(flow: Flow, context: string): BritishCommandId {
  const { state, ctx } = flow;
  const regulars = regularsOnMap(state);
  const cities = rebelCitiesWithoutFort(state);
  if (regulars >= 10 && cities.length > 0) {
    ctx.node('B4', `${context}${regulars} British Regulars on the map and Rebellion Control of ${spacesText(cities)} without a Patriot Fort: Garrison`, '8.4.1');
    return 'garrison';
  }
  ctx.node(
    'B4',
    `${context}${regulars} British Regulars on the map${regulars >= 10 ? '' : ' (fewer than 10)'}; ${cities.length > 0 ? `Rebellion Control of ${spacesText(cities)}` : 'no Rebellion-Controlled City without a Patriot Fort'}: no Garrison`,
    '8.4.1',
  );
  const available = state.available.britishRegular;
  const roll = ctx.dice.roll(6, `${context}B6: Available Regulars > 1D6? (8.4.2)`);
  if (roll < available) {
    ctx.node('B6', `${context}D6 = ${roll}, less than the ${available} Available British Regulars: Muster`, '8.4.2');
    return 'muster';
  }
  ctx.node('B6', `${context}D6 = ${roll}, not less than the ${available} Available British Regulars: no Muster`, '8.4.2');
  const spaces = battleSpaces(state);
  if (spaces.length > 0) {
    ctx.node('B9', `${context}2+ Active Rebellion pieces outnumbered by British Regulars + Leader in ${spacesText(spaces)}: Battle`, '8.4.4');
    return 'battle';
  }
  ctx.node('B9', `${context}no space with British and 2+ Active Rebellion pieces outnumbered by British Regulars + Leader: March`, '8.4.3');
  return 'march';
}

const RULE_OF: Readonly<Record<BritishCommandId, string>> = { garrison: '8.4.1', muster: '8.4.2', march: '8.4.3', battle: '8.4.4' };

/** The British Commands as the shared "IF NONE" routing knows them (src/bots/commandRouting.ts). */
const ARROWS: CommandArrows<BritishCommandId> = { faction: 'british', node: COMMAND_NODE, rule: RULE_OF, ifNone: IF_NONE };

/**
 * The Command the British flowchart selects (B4, B6, B9, then the "IF NONE" arrows: Garrison → Muster;
 * Muster → March unless tried, else Pass; March → Muster unless tried, else Pass; Battle → March, then
 * Muster, then Pass), or null for Pass. A Command counts as impossible when its module is not in
 * `commands`, when `opts.allowed` refuses it, or when its module's `possible` says no. Writes the trace.
 */
export function routeCommand(flow: Flow, commands: BritishCommands, opts: RouteOptions): BritishCommandId | null {
  const context = opts.context ? `${opts.context}: ` : '';
  return followArrows(flow, commands, ARROWS, firstCommand(flow, context), { mode: opts.mode, allowed: opts.allowed, context });
}

/** The full Command of the options (or the Limited one, for a Faction the engine still limits), when legal. */
const commandAction = (flow: Flow, command: BritishCommandId): Action | null => sharedCommandAction(flow, 'british', command);

/**
 * The British on turn (decision `eligibleOptions`): B1, B2, B3 and the Command (8.4). `self` is the
 * British policy, whose choices the Event preview of B2 follows.
 */
export function britishTurn(flow: Flow, commands: BritishCommands, self: () => Policy): Action {
  const { state, ctx } = flow;
  const card = cardById(state.deck.current!);
  const event = findLegal(flow, { faction: 'british', type: 'event', side: 'unshaded' });
  if (card.icons.british === 'sword') ctx.node('B1', `#${card.id} ${card.title}: the British symbol has a sword: the Event is skipped`, '8.4');
  else if (event === null) ctx.node('B1', `#${card.id} ${card.title}: the Sequence of Play (or the card) does not let the British play its unshaded Event now: skipped`, '8.1');
  else {
    ctx.node('B1', `#${card.id} ${card.title}: the British may play the Event`, '8.4');
    if (eventOrCommand(flow, self)) return event;
  }
  const pass = findLegal(flow, { faction: 'british', type: 'pass' })!;
  if (state.resources.british <= 0) {
    ctx.node('B3', 'British Resources 0: Pass', '8.4');
    return pass;
  }
  ctx.node('B3', `British Resources ${state.resources.british}: Command and Special Activity`, '8.4');
  const command = routeCommand(flow, commands, { mode: FULL_MODE, allowed: (c) => commandAction(flow, c) !== null });
  if (command === null) return pass;
  return commandAction(flow, command)!;
}

/** The Special Activities the flowchart pairs with a Command, in order (8.4.1: Garrison Naval Pressure first; the others Skirmish first). */
export function activitiesFor(command: BritishCommandId | null): ('skirmish' | 'navalPressure')[] {
  return command === 'garrison' ? ['navalPressure', 'skirmish'] : ['skirmish', 'navalPressure'];
}

/**
 * A Command or Special Activity granted to the British by an Event (decision `grant`, 8.3.5 and its
 * Note, 8.3.1's second paragraph): a Command is selected by the flowchart (B4, B6, B9 and the "IF NONE"
 * arrows, ignoring the Event and Pass); a Special Activity alone is the one the flowchart would pair with
 * the Command and Special Activity it selects. Declines (`done`) only when the grant is optional and
 * nothing is possible. (A grant of the British Brilliant Stroke is src/bots/british/brilliantStroke.ts's.)
 */
export function britishGrant(flow: Flow, commands: BritishCommands): Action {
  return grantByFlowchart(flow, commands, {
    faction: 'british',
    route: routeCommand,
    activityAlone(f, command) {
      for (const activity of activitiesFor(command)) {
        const a = findLegal(f, { faction: 'british', type: 'specialActivity', activity });
        if (a) {
          f.ctx.node('Grant', `with the ${COMMAND_NODE[command].split(' ')[1]} the flowchart executes ${activity === 'skirmish' ? 'Skirmish' : 'Naval Pressure'}: that Special Activity alone`, '8.3.5');
          return a;
        }
      }
      return null;
    },
  });
}
