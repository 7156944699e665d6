// Test helpers for the French turn: small Command modules with fixed `possible` answers (dependency
// injection into the real routing), and a French policy built on them.
import type { Draft } from 'immer';
import type { GameState } from '../../../src/core/state';
import type { CardId, Faction } from '../../../src/data/ids';
import { flowchartPolicy, randomFallback, type Flow } from '../../../src/bots/flowchart';
import type { Policy, Trace, TraceNode } from '../../../src/bots/policy';
import { isTraceRoll } from '../../../src/bots/policy';
import type { FrenchCommand, FrenchCommandId, FrenchCommands } from '../../../src/bots/french/plan';
import { frenchTurn } from '../../../src/bots/french/turn';
import { frenchEventChoice } from '../../../src/bots/french/instructions';
import { frenchGrantDecision, frenchStrokeWindow, treatyBlockade } from '../../../src/bots/french/brilliantStroke';
import { atCard, onTurn } from '../../../src/testing/builders';
import { position, type PositionOptions } from '../../../src/testing/kit';

/** A Command module whose `possible` answers `answer` (and records that it was asked). */
export function fixed(command: FrenchCommandId, answer: boolean, asked: FrenchCommandId[] = []): FrenchCommand {
  return {
    command,
    node: `test ${command}`,
    possible(flow: Flow) {
      asked.push(command);
      flow.ctx.node(`test ${command}`, `test module: ${answer ? 'possible' : 'impossible'}`);
      return answer;
    },
    handlers: {},
    afterCommand: (flow: Flow) => flow.legal[0],
  };
}

/** A table of fixed modules: `possible` per Command (a Command left out is not registered). */
export function table(answers: Partial<Record<FrenchCommandId, boolean>>, asked: FrenchCommandId[] = []): FrenchCommands {
  const out: FrenchCommands = {};
  for (const [c, a] of Object.entries(answers) as [FrenchCommandId, boolean][]) out[c] = fixed(c, a, asked);
  return out;
}

/** The French policy on a given table of Commands (the real turn, grant, window and Event handlers). */
export function policyWith(commands: FrenchCommands): Policy {
  const self: () => Policy = () =>
    flowchartPolicy(
      'french',
      'french test',
      {
        eligibleOptions: (f) => frenchTurn(f, commands, self),
        grant: (f) => frenchGrantDecision(f, commands),
        brilliantStrokes: (f) => frenchStrokeWindow(f, commands),
        treatyOfAlliance: treatyBlockade,
        event: frenchEventChoice,
      },
      (f) => randomFallback(f, 'test'),
    );
  return self();
}

/** A position with the French (Non-Player) 1st Eligible on `card`. */
export function frenchOn(card: CardId, options: PositionOptions, recipe: (d: Draft<GameState>) => void, nonPlayers: Faction[] = ['french']): GameState {
  const s = position({ ...options, game: { seed: 1, nonPlayers, ...(options.game ?? {}) } }, recipe);
  return onTurn(atCard(s, card), 'french');
}

/** The trace's nodes (names only). */
export const nodes = (trace: Trace): string[] => trace.filter((t) => !isTraceRoll(t)).map((t) => (t as TraceNode).node);
/** The trace's node texts joined, for text assertions. */
export const texts = (trace: Trace): string => trace.filter((t) => !isTraceRoll(t)).map((t) => `${(t as TraceNode).node}: ${(t as TraceNode).text}`).join('\n');
