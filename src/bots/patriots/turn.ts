/**
 * The Non-Player Patriot turn (8.5): P1 (skip the Event?), P2 "Event or Command?"
 * (src/bots/patriots/eventOrCommand.ts), P3 (Resources), then the choice of the Command — P6 Battle?,
 * P9 Rally?, P10 Rabble-Rousing?, else March — with every "IF NONE" arrow of the sheet and of
 * 8.5.1–8.5.4; and the same flowchart selecting a Command (or a Special Activity alone) that an Event
 * grants the Patriots (8.3.5's Note, 8.3.1).
 *
 * The routing is a function of the table of Command modules ({@link routePatriotCommand}): a Command
 * whose module is not in the table counts as impossible, and the trace says so. P9's "Rally would place
 * a Fort" is read from the rules here ({@link rallyFortSpaces}), not asked of the Rally module.
 * @module
 */
import type { Action, ActivityId } from '../../core/action';
import type { GameState } from '../../core/state';
import { cardById, type Card } from '../../data/cards';
import type { SpaceId } from '../../data/ids';
import { MAP_SPACES } from '../../data/map';
import { spacesText } from '../../data/text';
import type { EventSide } from '../../flow/contracts';
import { countRoyalist, piecesAt, supportLevel } from '../../rules/board';
import { canRabbleRouse } from '../../rules/commands/patriots/rabbleRousing';
import { canRally, canRallyFort } from '../../rules/commands/patriots/rally';
import { commandLabel, commandAction as sharedCommandAction, followArrows, FULL_MODE, grantByFlowchart, type CommandArrows, type RouteOptions } from '../commandRouting';
import { findLegal, type Flow } from '../flowchart';
import type { Policy } from '../policy';
import { patriotEventOrCommand } from './eventOrCommand';
import { PATRIOT_INSTRUCTIONS } from './instructions';
import type { PatriotCommandId, PatriotCommands } from './plan';

/** The node of each Command on the sheet. */
export const COMMAND_NODE: Readonly<Record<PatriotCommandId, string>> = Object.freeze({
  battle: 'P4 Battle',
  march: 'P5 March',
  rally: 'P7 Rally',
  rabbleRousing: 'P11 Rabble-Rousing',
});

/** Each Command's rule section. */
const RULE_OF: Readonly<Record<PatriotCommandId, string>> = Object.freeze({ battle: '8.5.1', rally: '8.5.2', rabbleRousing: '8.5.3', march: '8.5.4' });

/**
 * Where each Command's "IF NONE" arrow leads (8.5.1–8.5.4): Battle → Rally; Rally → Rabble-Rousing;
 * Rabble-Rousing → Rally; March → Rally. A Command already tried on the way means Pass.
 */
export const IF_NONE: Readonly<Record<PatriotCommandId, PatriotCommandId>> = Object.freeze({
  battle: 'rally',
  rally: 'rabbleRousing',
  rabbleRousing: 'rally',
  march: 'rally',
});

const ARROWS: CommandArrows<PatriotCommandId> = { faction: 'patriots', node: COMMAND_NODE, rule: RULE_OF, ifNone: IF_NONE };

/** The side of the card the Non-Player Patriots execute (8.3.2: shaded; a single text; or their Event Instruction's side, #71 and #90). */
export function patriotSide(card: Card): EventSide {
  if (card.shaded === null) return 'unshaded';
  return PATRIOT_INSTRUCTIONS[card.id]?.side ?? 'shaded';
}

/** Rebellion cubes in a space: Continentals and French Regulars. */
const rebellionCubes = (state: GameState, s: SpaceId): number => piecesAt(state, s).continental + piecesAt(state, s).frenchRegular;

/** Active Royalist pieces in a space (1.4.3: cubes, Forts and Villages are always Active; War Parties when Active). */
export function activeRoyalist(state: GameState, s: SpaceId): number {
  const p = piecesAt(state, s);
  return p.britishRegular + p.tory + p.britishFort + p.warPartyActive + p.village;
}

/** The Rebellion Leaders (Patriot and French) in a space. */
const rebelLeaders = (state: GameState, s: SpaceId): number => (state.leaders.patriots.at === s ? 1 : 0) + (state.leaders.french.at === s ? 1 : 0);

/**
 * The spaces of P6 (8.5.1): Royalist pieces and Rebellion cubes, where the Rebellion cubes plus the
 * Rebellion Leaders there outnumber all Active Royalist pieces. Cities and Provinces only: the Patriots
 * cannot Battle in the West Indies, where they can have no piece (3.3.3).
 */
export function battleSpaces(state: GameState): SpaceId[] {
  return MAP_SPACES.filter((s) => {
    const cubes = rebellionCubes(state, s);
    if (cubes === 0 || countRoyalist(piecesAt(state, s)) === 0) return false;
    return cubes + rebelLeaders(state, s) > activeRoyalist(state, s);
  });
}

/** Patriot units (Continentals and Militia) in a space. */
const patriotUnits = (state: GameState, s: SpaceId): number => {
  const p = piecesAt(state, s);
  return p.continental + p.militiaUnderground + p.militiaActive;
};

/**
 * P9's first question (8.5.2): the spaces where a Rally would place a Patriot Fort — by the Rally's first
 * bullet, a space with 4+ Patriot units and room for a Fort, that the Rally may select (3.3.1), with a
 * Fort Available (Non-Players never take one from the map, 8.1).
 */
export function rallyFortSpaces(state: GameState): SpaceId[] {
  return MAP_SPACES.filter((s) => patriotUnits(state, s) >= 4 && canRally(state, s) && canRallyFort(state, s));
}

/** Underground Militia on the map (P9). */
export function undergroundMilitiaOnMap(state: GameState): number {
  return MAP_SPACES.reduce((n, s) => n + piecesAt(state, s).militiaUnderground, 0);
}

/** P10 (8.5.3): the spaces Rabble-Rousing may select (3.3.4) that are not yet at Active Opposition. */
export function rabbleRousingSpaces(state: GameState): SpaceId[] {
  return MAP_SPACES.filter((s) => supportLevel(state, s) > -2 && canRabbleRouse(state, s));
}

/** The roll of P9 (its purpose without a context prefix). */
export const P9_ROLL = 'P9 Rally?: 1D6 (8.5.2)';

/** The Command the flowchart tries first: P6, then P9 (a D6 roll unless a Fort would be placed), then P10, else March. Writes the trace. */
function firstCommand(flow: Flow, context: string): PatriotCommandId {
  const { state, ctx } = flow;
  const battle = battleSpaces(state);
  if (battle.length > 0) {
    ctx.node('P6', `${context}Rebellion cubes + Leaders outnumber the Active Royalist pieces in ${spacesText(battle)}: Battle`, '8.5.1');
    return 'battle';
  }
  ctx.node('P6', `${context}no space where Rebellion cubes + Leaders outnumber the Active Royalist pieces: no Battle`, '8.5.1');
  const forts = rallyFortSpaces(state);
  if (forts.length > 0) {
    ctx.node('P9', `${context}a Rally would place a Patriot Fort in ${spacesText(forts)} (4+ Patriot units and room): Rally`, '8.5.2');
    return 'rally';
  }
  const underground = undergroundMilitiaOnMap(state);
  const roll = ctx.dice.roll(6, `${context}${P9_ROLL}`);
  if (roll > underground) {
    ctx.node('P9', `${context}no Fort to place; D6 = ${roll}, more than the ${underground} Underground Militia on the map: Rally`, '8.5.2');
    return 'rally';
  }
  ctx.node('P9', `${context}no Fort to place; D6 = ${roll}, not more than the ${underground} Underground Militia on the map: no Rally`, '8.5.2');
  const rr = rabbleRousingSpaces(state);
  if (rr.length > 0) {
    ctx.node('P10', `${context}Rabble-Rousing can shift ${spacesText(rr)} toward Active Opposition: Rabble-Rousing`, '8.5.3');
    return 'rabbleRousing';
  }
  ctx.node('P10', `${context}Rabble-Rousing can shift no space toward Active Opposition: March`, '8.5.4');
  return 'march';
}

/** How a route is asked for: the mode of the Command, what the engine allows now, and the context of the rolls. */
export type PatriotRouteOptions = RouteOptions<PatriotCommandId>;

/**
 * The Command the Patriot flowchart selects (P6, P9, P10, then the "IF NONE" arrows: Battle → Rally;
 * Rally → Rabble-Rousing unless tried, else Pass; Rabble-Rousing → Rally unless tried, else Pass;
 * March → Rally, then Rabble-Rousing, then Pass), or null for Pass. A Command counts as impossible when
 * its module is not in `commands`, when `opts.allowed` refuses it, or when its module's `possible` says
 * no. Writes the trace.
 */
export function routePatriotCommand(flow: Flow, commands: PatriotCommands, opts: PatriotRouteOptions): PatriotCommandId | null {
  const context = opts.context ? `${opts.context}: ` : '';
  return followArrows(flow, commands, ARROWS, firstCommand(flow, context), { mode: opts.mode, allowed: opts.allowed, context });
}

/** The full Command of the options (or the Limited one, for a Faction the engine still limits), when legal. */
const commandAction = (flow: Flow, command: PatriotCommandId): Action | null => sharedCommandAction(flow, 'patriots', command);

/**
 * The Patriots on turn (decision `eligibleOptions`): P1, P2, P3 and the Command (8.5). `self` is the
 * Patriot policy, whose choices the Event preview of P2 follows.
 */
export function patriotTurn(flow: Flow, commands: PatriotCommands, self: () => Policy): Action {
  const { state, ctx } = flow;
  const card = cardById(state.deck.current!);
  const side = patriotSide(card);
  const event = findLegal(flow, { faction: 'patriots', type: 'event', side });
  if (card.icons.patriots === 'sword') ctx.node('P1', `#${card.id} ${card.title}: the Patriot symbol has a sword: the Event is skipped`, '8.5');
  else if (event === null) ctx.node('P1', `#${card.id} ${card.title}: the Sequence of Play (or the card) does not let the Patriots play its ${side} Event now: skipped`, '8.1');
  else {
    ctx.node('P1', `#${card.id} ${card.title}: the Patriots may play the ${side} Event`, '8.5');
    if (patriotEventOrCommand(flow, self, side)) return event;
  }
  const pass = findLegal(flow, { faction: 'patriots', type: 'pass' })!;
  if (state.resources.patriots <= 0) {
    ctx.node('P3', 'Patriot Resources 0: Pass', '8.5');
    return pass;
  }
  ctx.node('P3', `Patriot Resources ${state.resources.patriots}: Command and Special Activity`, '8.5');
  const command = routePatriotCommand(flow, commands, { mode: FULL_MODE, allowed: (c) => commandAction(flow, c) !== null });
  if (command === null) return pass;
  return commandAction(flow, command)!;
}

/**
 * The Special Activities the flowchart pairs with any Patriot Command, in order (P8, P12, P13; 8.5.1):
 * Partisans, else Skirmish, else Persuasion — with Patriot Resources at 0, Partisans and Skirmish each
 * give way to Persuasion, so Persuasion alone.
 */
export function patriotActivities(state: GameState): ActivityId[] {
  return state.resources.patriots <= 0 ? ['persuasion'] : ['partisans', 'skirmish', 'persuasion'];
}

const ACTIVITY_NAME: Readonly<Record<string, string>> = { partisans: 'Partisans', skirmish: 'Skirmish', persuasion: 'Persuasion' };

/** A Patriot Special Activity's name. */
export const activityName = (activity: ActivityId): string => ACTIVITY_NAME[activity] ?? activity;

/**
 * A Command or Special Activity granted to the Patriots by an Event (decision `grant`, 8.3.5 and its Note,
 * 8.3.1's second paragraph): a choice among Commands is made by the flowchart (P6, P9, P10 and the
 * "IF NONE" arrows, ignoring the Event and Pass); a single Command offered is executed when its module
 * finds an instruction to execute (there is no choice to make); a Special Activity alone is the one the flowchart would pair with
 * the Command and Special Activity it selects (Partisans, else Skirmish, else Persuasion). Declines
 * (`done`) only when the grant is optional and nothing is possible. (A grant of the Patriot Brilliant
 * Stroke is src/bots/patriots/brilliantStroke.ts's.)
 */
export function patriotGrant(flow: Flow, commands: PatriotCommands): Action {
  return grantByFlowchart(flow, commands, {
    faction: 'patriots',
    route: routePatriotCommand,
    onlyCommand: COMMAND_NODE,
    activityAlone(f, command) {
      for (const activity of patriotActivities(f.state)) {
        const a = findLegal(f, { faction: 'patriots', type: 'specialActivity', activity });
        if (a) {
          f.ctx.node('Grant', `with the ${commandLabel(COMMAND_NODE[command])} the flowchart executes ${activityName(activity)}: that Special Activity alone`, '8.3.5');
          return a;
        }
      }
      return null;
    },
  });
}
