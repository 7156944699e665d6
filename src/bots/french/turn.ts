/**
 * The Non-Player French turn (8.6): F1 (skip the Event?), F2 "Event or Command?"
 * (src/bots/french/eventOrCommand.ts), F3 (Resources), then the choice of the Command — before the
 * Treaty of Alliance F5 (Hortalez or Agent Mobilization), after it F9 Muster?, F13 Battle?, else March —
 * with every "IF NONE" arrow of the sheet and of 8.6.1–8.6.6; and the same flowchart selecting a
 * Command (or a Special Activity alone) that an Event grants the French (8.3.5's Note, 8.3.1).
 *
 * The routing is a function of the table of Command modules ({@link routeCommand}): a Command whose
 * module is not in the table counts as impossible, and the trace says so.
 * @module
 */
import type { Action } from '../../core/action';
import type { GameState } from '../../core/state';
import { cardById } from '../../data/cards';
import { SPACE_IDS, type SpaceId } from '../../data/ids';
import { spacesText } from '../../data/text';
import { commandAction as sharedCommandAction, followArrows, FULL_MODE, grantByFlowchart, type CommandArrows, type RouteOptions as SharedRouteOptions } from '../commandRouting';
import { findLegal, type Flow } from '../flowchart';
import type { Policy } from '../policy';
import { eventOrCommand, frenchSide } from './eventOrCommand';
import type { FrenchCommandId, FrenchCommands } from './plan';
import { piecesAt } from '../../rules/board';

/** The French Commands' names in the trace. */
export const COMMAND_NAME: Readonly<Record<FrenchCommandId, string>> = Object.freeze({
  hortalez: 'Roderigue Hortalez et Cie',
  agentMobilization: 'French Agent Mobilization',
  muster: 'Muster',
  march: 'March',
  battle: 'Battle',
});

/** The node of each Command on the sheet (Hortalez is F6 before the Treaty of Alliance, F11 after it). */
export function commandNode(command: FrenchCommandId, treaty: boolean): string {
  switch (command) {
    case 'hortalez':
      return treaty ? 'F11 Roderigue Hortalez et Cie' : 'F6 Roderigue Hortalez et Cie';
    case 'agentMobilization':
      return 'F7 Agent Mobilization';
    case 'muster':
      return 'F10 Muster';
    case 'march':
      return 'F14 March';
    case 'battle':
      return 'F16 Battle';
  }
}

/** The rule of each Command's flowchart instructions. */
export function commandRule(command: FrenchCommandId, treaty: boolean): string {
  const rules: Record<FrenchCommandId, string> = { hortalez: treaty ? '8.6.3' : '8.6.1', agentMobilization: '8.6.2', muster: '8.6.4', march: '8.6.5', battle: '8.6.6' };
  return rules[command];
}

/**
 * Where each Command's "IF NONE" arrow leads (8.6.1–8.6.6), by whether the Treaty of Alliance is played.
 * Before it: Agent Mobilization → Hortalez (8.6.2), and Hortalez → Agent Mobilization (8.6.2's first
 * sentence: Agent Mobilization when the French did not execute Hortalez), each only once, so the sheet's
 * "If none, Pass" of F6 follows. After it: Battle → March (8.6.6), March → Muster (8.6.5), Muster →
 * Hortalez (8.6.4), and Hortalez (no arrow of its own on the sheet) back to Muster, already tried: Pass.
 */
export function ifNone(treaty: boolean): Readonly<Record<FrenchCommandId, FrenchCommandId>> {
  return treaty
    ? { battle: 'march', march: 'muster', muster: 'hortalez', hortalez: 'muster', agentMobilization: 'hortalez' }
    : { agentMobilization: 'hortalez', hortalez: 'agentMobilization', battle: 'march', march: 'muster', muster: 'hortalez' };
}

/** The French Commands as the "IF NONE" arrows know them (src/bots/commandRouting.ts). */
function arrows(treaty: boolean): CommandArrows<FrenchCommandId> {
  const ids: FrenchCommandId[] = ['hortalez', 'agentMobilization', 'muster', 'march', 'battle'];
  return {
    faction: 'french',
    node: Object.fromEntries(ids.map((c) => [c, commandNode(c, treaty)])) as Record<FrenchCommandId, string>,
    rule: Object.fromEntries(ids.map((c) => [c, commandRule(c, treaty)])) as Record<FrenchCommandId, string>,
    ifNone: ifNone(treaty),
  };
}

/** How a route is asked for: the mode of the Command, what the engine allows now, and the context of the rolls. */
export type RouteOptions = SharedRouteOptions<FrenchCommandId>;

/** The F5 roll's purpose (8.6.1). */
export const F5_PURPOSE = 'F5 Hortalez?: 1D3 (8.6.1)';
/** The F9 roll's purpose (8.6.4). */
export const F9_PURPOSE = 'F9 Muster?: 1D6 (8.6.4)';

const REBELLION_CUBES = ['continental', 'frenchRegular'] as const;
const BRITISH_PIECES = ['britishRegular', 'tory', 'britishFort'] as const;

/**
 * The spaces of F13 (8.6.5, 8.6.6), the West Indies included: French and British pieces, where the
 * Rebellion cubes (Continentals and French Regulars) plus the Rebellion Leaders there outnumber the
 * British pieces (Regulars, Tories, Forts). "Both" is read as 8.6.6 reads it: French and British pieces
 * (docs/rulings.md).
 */
export function battleSpaces(state: GameState): SpaceId[] {
  return SPACE_IDS.filter((s) => {
    const p = piecesAt(state, s);
    const british = BRITISH_PIECES.reduce((n, k) => n + p[k], 0);
    if (british === 0 || p.frenchRegular === 0) return false;
    const leaders = (state.leaders.patriots.at === s ? 1 : 0) + (state.leaders.french.at === s ? 1 : 0);
    return REBELLION_CUBES.reduce((n, k) => n + p[k], 0) + leaders > british;
  });
}

/** The Command the flowchart tries first: F4, then F5 (a D3) before the Treaty; F9 (a D6), then F13 after it. Writes the trace. */
function firstCommand(flow: Flow, context: string): FrenchCommandId {
  const { state, ctx } = flow;
  if (!state.treatyOfAlliance) {
    ctx.node('F4', `${context}the Treaty of Alliance has not been played`, '8.6');
    const roll = ctx.dice.roll(3, `${context}${F5_PURPOSE}`);
    const patriots = state.resources.patriots;
    if (roll > patriots) {
      ctx.node('F5', `${context}D3 = ${roll}, more than the ${patriots} Patriot Resources: Roderigue Hortalez et Cie`, '8.6.1');
      return 'hortalez';
    }
    ctx.node('F5', `${context}D3 = ${roll}, not more than the ${patriots} Patriot Resources: French Agent Mobilization`, '8.6.2');
    return 'agentMobilization';
  }
  ctx.node('F4', `${context}the Treaty of Alliance has been played`, '8.6');
  const available = state.available.frenchRegular;
  const roll = ctx.dice.roll(6, `${context}${F9_PURPOSE}`);
  if (roll < available) {
    ctx.node('F9', `${context}D6 = ${roll}, less than the ${available} Available French Regulars: Muster`, '8.6.4');
    return 'muster';
  }
  ctx.node('F9', `${context}D6 = ${roll}, not less than the ${available} Available French Regulars: no Muster`, '8.6.4');
  const spaces = battleSpaces(state);
  if (spaces.length > 0) {
    ctx.node('F13', `${context}Rebellion cubes + Leaders outnumber the British pieces in ${spacesText(spaces)}: Battle`, '8.6.6');
    return 'battle';
  }
  ctx.node('F13', `${context}no space with French and British pieces where Rebellion cubes + Leaders outnumber the British pieces: March`, '8.6.5');
  return 'march';
}

/**
 * The Command the French flowchart selects (F4, F5 or F9 and F13, then the "IF NONE" arrows of
 * {@link ifNone}), or null for Pass. A Command counts as impossible when its module is not in
 * `commands`, when `opts.allowed` refuses it, or when its module's `possible` says no. Writes the trace.
 */
export function routeCommand(flow: Flow, commands: FrenchCommands, opts: RouteOptions): FrenchCommandId | null {
  const context = opts.context ? `${opts.context}: ` : '';
  const first = firstCommand(flow, context);
  return followArrows(flow, commands, arrows(flow.state.treatyOfAlliance), first, { mode: opts.mode, allowed: opts.allowed, context });
}

/** The full Command of the options (or the Limited one, for a Faction the engine still limits), when legal. */
const commandAction = (flow: Flow, command: FrenchCommandId): Action | null => sharedCommandAction(flow, 'french', command);

/**
 * The French on turn (decision `eligibleOptions`): F1, F2, F3 and the Command (8.6). `self` is the
 * French policy, whose choices the Event preview of F2 follows.
 */
export function frenchTurn(flow: Flow, commands: FrenchCommands, self: () => Policy): Action {
  const { state, ctx } = flow;
  const card = cardById(state.deck.current!);
  const side = frenchSide(state);
  const event = findLegal(flow, { faction: 'french', type: 'event', side });
  if (card.icons.french === 'sword') ctx.node('F1', `#${card.id} ${card.title}: the French symbol has a sword: the Event is skipped`, '8.6');
  else if (event === null) ctx.node('F1', `#${card.id} ${card.title}: the Sequence of Play (or the card) does not let the French play its ${side} Event now: skipped`, '8.1');
  else {
    ctx.node('F1', `#${card.id} ${card.title}: the French may play the Event`, '8.6');
    if (eventOrCommand(flow, self, commands)) return event;
  }
  const pass = findLegal(flow, { faction: 'french', type: 'pass' })!;
  if (state.resources.french <= 0) {
    ctx.node('F3', 'French Resources 0: Pass', '8.6');
    return pass;
  }
  ctx.node('F3', `French Resources ${state.resources.french}: Command and Special Activity`, '8.6');
  const command = routeCommand(flow, commands, { mode: FULL_MODE, allowed: (c) => commandAction(flow, c) !== null });
  if (command === null) return pass;
  return commandAction(flow, command)!;
}

/** A French Special Activity id. */
export type FrenchActivityId = 'preparerLaGuerre' | 'skirmish' | 'navalPressure';

/**
 * The Special Activities the flowchart pairs with a Command, in order: before the Treaty, Préparer la
 * Guerre (8.6.1, 8.6.2); after it, Naval Pressure, Skirmish, Préparer la Guerre with a Battle (8.6.6),
 * else Skirmish, Préparer la Guerre, Naval Pressure (8.6.3–8.6.5).
 */
export function activitiesFor(command: FrenchCommandId | null, treaty: boolean): FrenchActivityId[] {
  if (!treaty) return ['preparerLaGuerre'];
  return command === 'battle' ? ['navalPressure', 'skirmish', 'preparerLaGuerre'] : ['skirmish', 'preparerLaGuerre', 'navalPressure'];
}

const ACTIVITY_NAME: Readonly<Record<FrenchActivityId, string>> = { preparerLaGuerre: 'Préparer la Guerre', skirmish: 'Skirmish', navalPressure: 'Naval Pressure' };

/**
 * A Command or Special Activity granted to the French by an Event or by the Treaty of Alliance (decision
 * `grant`, 8.3.5 and its Note, 8.3.1's second paragraph): a Command is selected by the flowchart (F4,
 * F5 or F9/F13 and the "IF NONE" arrows, ignoring the Event and Pass); a Special Activity alone is the
 * one the flowchart would pair with the Command and Special Activity it selects. Declines (`done`) only
 * when the grant is optional and nothing is possible. (A grant of the French Brilliant Stroke is
 * src/bots/french/brilliantStroke.ts's.)
 */
export function frenchGrant(flow: Flow, commands: FrenchCommands): Action {
  return grantByFlowchart(flow, commands, {
    faction: 'french',
    route: routeCommand,
    activityAlone(f, command) {
      for (const activity of activitiesFor(command, f.state.treatyOfAlliance)) {
        const a = findLegal(f, { faction: 'french', type: 'specialActivity', activity });
        if (a) {
          f.ctx.node('Grant', `with the ${COMMAND_NAME[command]} the flowchart executes ${ACTIVITY_NAME[activity]}: that Special Activity alone`, '8.3.5');
          return a;
        }
      }
      return null;
    },
  });
}
