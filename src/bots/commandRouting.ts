/**
 * The "IF NONE" arrows every Non-Player flowchart shares (8.4.1–8.4.4, 8.5.1–8.5.4, 8.6, 8.7): from the
 * Command a flowchart selects, each Command that cannot be executed leads to the next by its arrow, and
 * a Command already tried on the way means Pass. A Command counts as impossible when its module is not
 * registered in the flowchart's table, when the engine does not let the Faction start it now, or when
 * its module finds no instruction to execute (8.1: illegal options are ignored; "Paying Resource Costs").
 * @module
 */
import type { Action } from '../core/action';
import type { Faction } from '../data/ids';
import { FACTION_ADJECTIVE, FACTION_NAME } from '../data/text';
import type { CommandMode } from '../flow/contracts';
import type { GrantFrame } from '../flow/grant';
import { actionsOfType, findLegal, randomFallback, type Flow } from './flowchart';
import type { FlowchartCommands } from './flowchartCommand';

/** A flowchart's Commands as the arrows know them. */
export interface CommandArrows<Id extends string> {
  /** The flowchart's Faction (named in the trace). */
  readonly faction: Faction;
  /** Each Command's node on the sheet, e.g. `B5 Garrison`, `P11 Rabble-Rousing`. */
  readonly node: Readonly<Record<Id, string>>;
  /** Each Command's rule section (8.4.1 …). */
  readonly rule: Readonly<Record<Id, string>>;
  /** Where each Command's "IF NONE" arrow leads. */
  readonly ifNone: Readonly<Record<Id, Id>>;
}

/** How a route is asked for: the mode of the Command, what the engine allows now, and the context of the rolls. */
export interface ArrowOptions<Id extends string> {
  /** The mode the Command would be executed in (full on the turn; the grant's mode for a grant). */
  readonly mode: CommandMode;
  /** Whether the engine lets the Faction start that Command now (it is among the legal actions). */
  readonly allowed: (command: Id) => boolean;
  /** The prefix of the trace texts (`<context>: `), or '' for none. */
  readonly context: string;
}

/** The Command's name without its node number (`B5 Garrison` → `Garrison`). */
export const commandLabel = (node: string): string => node.slice(node.indexOf(' ') + 1);

/** Whether the Command can be executed: registered, allowed by the engine, and its module finds an instruction to execute. Traces it. */
function attempt<Id extends string>(flow: Flow, commands: FlowchartCommands<Id>, arrows: CommandArrows<Id>, command: Id, opts: ArrowOptions<Id>): boolean {
  const node = arrows.node[command];
  const label = commandLabel(node);
  const who = FACTION_NAME[arrows.faction];
  const module = commands[command];
  const context = opts.context;
  if (!module) {
    flow.ctx.node(node, `${context}no ${who} ${label} module is registered: treated as impossible`, '8.1');
    return false;
  }
  if (!opts.allowed(command)) {
    flow.ctx.node(node, `${context}the ${label} cannot be started now (not among the legal actions): impossible`, '8.1');
    return false;
  }
  if (!module.possible(flow, opts.mode)) {
    flow.ctx.node(node, `${context}no instruction of the ${label} can be executed`, '8.1');
    return false;
  }
  flow.ctx.node(node, `${context}the ${who} ${label}`, arrows.rule[command]);
  return true;
}

/**
 * From `first`, the first Command that can be executed along the "IF NONE" arrows, or null for Pass
 * (the next Command was already tried). Writes the trace (`IF NONE` nodes).
 */
export function followArrows<Id extends string>(flow: Flow, commands: FlowchartCommands<Id>, arrows: CommandArrows<Id>, first: Id, opts: ArrowOptions<Id>): Id | null {
  const tried = new Set<Id>();
  let command = first;
  for (;;) {
    tried.add(command);
    if (attempt(flow, commands, arrows, command, opts)) return command;
    const next = arrows.ifNone[command];
    const label = commandLabel(arrows.node[command]);
    const nextLabel = commandLabel(arrows.node[next]);
    if (tried.has(next)) {
      flow.ctx.node('IF NONE', `${opts.context}no ${label} possible and ${nextLabel} already tried: Pass`, arrows.rule[command]);
      return null;
    }
    flow.ctx.node('IF NONE', `${opts.context}no ${label} possible: ${nextLabel} instead`, arrows.rule[command]);
    command = next;
  }
}

// ---------------------------------------------------------------------------------------------
// The turn's Command and an Event's grant, as every flowchart asks them

/** A full Command with its Special Activity (8.1: Non-Players do not execute Limited Commands on their turn). */
export const FULL_MODE: CommandMode = Object.freeze({ limited: false, free: false, specialActivity: true });

/** The full Command of the options (or the Limited one, for a Faction the engine still limits), when legal. */
export function commandAction(flow: Flow, faction: Faction, command: NonNullable<Action['command']>): Action | null {
  return findLegal(flow, { faction, type: 'command', command }) ?? findLegal(flow, { faction, type: 'command', command, limited: true });
}

/** How a flowchart's route is asked for: the mode of the Command, what the engine allows now, and the context of the rolls. */
export interface RouteOptions<Id extends string> {
  /** The mode the Command would be executed in (full on the turn; the grant's mode for a grant). */
  readonly mode: CommandMode;
  /** Whether the engine lets the Faction start that Command now (it is among the legal actions). */
  readonly allowed: (command: Id) => boolean;
  /**
   * Prefix of the roll purposes and trace texts, naming the question (the turn's routing, a grant's, a
   * Brilliant Stroke's first or second Limited Command): each is its own question (distinct rolls).
   */
  readonly context?: string;
}

/** What a flowchart's answer to a grant needs (8.3.5 and its Note). */
export interface GrantRouting<Id extends string> {
  readonly faction: Faction;
  /** The flowchart's Command selection ("IF NONE" arrows included), or null for Pass. */
  readonly route: (flow: Flow, commands: FlowchartCommands<Id>, opts: RouteOptions<Id>) => Id | null;
  /**
   * The Command nodes when the flowchart executes a single Command offered without a choice to make
   * (8.3.5's Note, as the Patriot and Indian flowcharts read it); absent: the flowchart routes even then
   * (the British and French).
   */
  readonly onlyCommand?: Readonly<Record<Id, string>>;
  /** The Special Activity alone the flowchart pairs with `command` (tracing it), or null when none is legal. */
  readonly activityAlone: (flow: Flow, command: Id) => Action | null;
}

/**
 * A Command or Special Activity granted by an Event (decision `grant`, 8.3.5 and its Note, 8.3.1's second
 * paragraph): a Command is selected by the flowchart (ignoring the Event and Pass); a Special Activity
 * alone is the one the flowchart would pair with the Command and Special Activity it selects. Declines
 * (`done`) only when the grant is optional and nothing is possible.
 */
export function grantByFlowchart<Id extends string>(flow: Flow, commands: FlowchartCommands<Id>, g: GrantRouting<Id>): Action {
  const { state, ctx } = flow;
  const grant = state.stack[state.stack.length - 1] as GrantFrame;
  const legalCommands = actionsOfType(flow.legal, 'command').map((a) => a.command as Id);
  const legalActivities = actionsOfType(flow.legal, 'specialActivity');
  const commandOf = (command: Id): Action => ({ faction: g.faction, type: 'command', command: command as NonNullable<Action['command']> });
  ctx.node('Grant', `${grant.reason}: ${legalCommands.length > 0 ? 'the flowchart selects the Command, ignoring Event and Pass' : 'the flowchart selects a Command and Special Activity; only the Special Activity is executed'}`, '8.3.5');
  if (g.onlyCommand && legalCommands.length === 1) {
    // One Command offered: no choice for the flowchart to make (8.3.5's Note); executed if its module can.
    const only = legalCommands[0];
    const module = commands[only];
    const node = g.onlyCommand[only] ?? only;
    if (!module) ctx.node(node, `${grant.reason}: no ${FACTION_ADJECTIVE[g.faction]} ${commandLabel(node)} module is registered: treated as impossible`, '8.1');
    else if (module.possible(flow, grant.mode)) {
      ctx.node(node, `${grant.reason}: the only Command offered, and an instruction of it can be executed`, '8.3.5');
      return findLegal(flow, commandOf(only))!;
    } else ctx.node(node, `${grant.reason}: no instruction of the ${commandLabel(node)} can be executed`, '8.1');
  } else if (legalCommands.length > 0) {
    const command = g.route(flow, commands, { mode: grant.mode, allowed: (c) => legalCommands.includes(c), context: grant.reason });
    if (command !== null) return findLegal(flow, commandOf(command))!;
  }
  if (legalActivities.length > 0) {
    const command = g.route(flow, commands, { mode: FULL_MODE, allowed: () => true, context: `${grant.reason} (Special Activity)` });
    if (command !== null) {
      const a = g.activityAlone(flow, command);
      if (a) return a;
    }
  }
  const done = findLegal(flow, { faction: g.faction, type: 'done' });
  if (done) {
    ctx.node('Grant', `${grant.reason}: nothing the flowchart would execute is possible: declined`, '8.3.5');
    return done;
  }
  return randomFallback(flow, `${grant.reason}: the grant must be taken but the flowchart selects nothing possible`);
}
