/**
 * The "IF NONE" arrows every Non-Player flowchart shares (8.4.1–8.4.4, 8.5.1–8.5.4, 8.6, 8.7): from the
 * Command a flowchart selects, each Command that cannot be executed leads to the next by its arrow, and
 * a Command already tried on the way means Pass. A Command counts as impossible when its module is not
 * registered in the flowchart's table, when the engine does not let the Faction start it now, or when
 * its module finds no instruction to execute (8.1: illegal options are ignored; "Paying Resource Costs").
 * @module
 */
import type { Faction } from '../data/ids';
import { FACTION_NAME } from '../data/text';
import type { CommandMode } from '../flow/contracts';
import type { Flow } from './flowchart';
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
