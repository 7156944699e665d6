// Test helpers for a Non-Player flowchart's turn, any Faction: small Command modules with fixed
// `possible` answers (dependency injection into the real routing), the Faction's policy built on them,
// a position with the Faction 1st Eligible, and the trace's nodes and texts. Each Faction's kit
// (test/bots/<faction>/turnKit.ts) instantiates it with its own turn, grant, window and Event handlers.
import type { Draft } from 'immer';
import type { GameState } from '../../src/core/state';
import type { CardId, Faction } from '../../src/data/ids';
import { flowchartPolicy, randomFallback, type Flow, type FlowHandlers } from '../../src/bots/flowchart';
import type { FlowchartCommand, FlowchartCommands } from '../../src/bots/flowchartCommand';
import { isTraceRoll, type Policy, type Trace, type TraceNode } from '../../src/bots/policy';
import { atCard, onTurn } from '../../src/testing/builders';
import { position, type PositionOptions } from '../../src/testing/kit';

/** What a Faction's kit is made of. */
export interface TurnKitSpec<Id extends string> {
  /** The Faction whose flowchart is tested. */
  readonly faction: Faction;
  /** The test policy's name. */
  readonly name: string;
  /** The node a fixed module of `command` writes its answer under. */
  readonly node: (command: Id) => string;
  /** The policy's handlers on a table of Commands (`self`: the policy, for the turn's own re-entry). */
  readonly handlers: (commands: FlowchartCommands<Id>, self: () => Policy) => FlowHandlers;
}

/** A Faction's turn kit. */
export interface TurnKit<Id extends string> {
  /** A Command module whose `possible` answers `answer` (and records that it was asked). */
  fixed(command: Id, answer: boolean, asked?: Id[]): FlowchartCommand<Id>;
  /** A table of fixed modules: `possible` per Command (a Command left out is not registered). */
  table(answers: Partial<Record<Id, boolean>>, asked?: Id[]): FlowchartCommands<Id>;
  /** The Faction's policy on a given table of Commands (the real turn, grant, window and Event handlers). */
  policyWith(commands: FlowchartCommands<Id>): Policy;
  /** A position with the Faction (Non-Player) 1st Eligible on `card`. */
  on(card: CardId, options: PositionOptions, recipe: (d: Draft<GameState>) => void, nonPlayers?: Faction[]): GameState;
}

/** The turn kit of one Faction's flowchart. */
export function turnKit<Id extends string>(spec: TurnKitSpec<Id>): TurnKit<Id> {
  const fixed = (command: Id, answer: boolean, asked: Id[] = []): FlowchartCommand<Id> => ({
    command,
    node: spec.node(command),
    possible(flow: Flow) {
      asked.push(command);
      flow.ctx.node(spec.node(command), `test module: ${answer ? 'possible' : 'impossible'}`);
      return answer;
    },
    handlers: {},
    afterCommand: (flow: Flow) => flow.legal[0],
  });
  return {
    fixed,
    table(answers, asked = []) {
      const out: FlowchartCommands<Id> = {};
      for (const [c, a] of Object.entries(answers) as [Id, boolean][]) out[c] = fixed(c, a, asked);
      return out;
    },
    policyWith(commands) {
      const self: () => Policy = () => flowchartPolicy(spec.faction, spec.name, spec.handlers(commands, self), (f) => randomFallback(f, 'test'));
      return self();
    },
    on(card, options, recipe, nonPlayers = [spec.faction]) {
      const s = position({ ...options, game: { seed: 1, nonPlayers, ...(options.game ?? {}) } }, recipe);
      return onTurn(atCard(s, card), spec.faction);
    },
  };
}

/** The trace's nodes (names only). */
export const nodes = (trace: Trace): string[] => trace.filter((t) => !isTraceRoll(t)).map((t) => (t as TraceNode).node);
/** The trace's node texts joined, for text assertions. */
export const texts = (trace: Trace): string => trace.filter((t) => !isTraceRoll(t)).map((t) => `${(t as TraceNode).node}: ${(t as TraceNode).text}`).join('\n');
