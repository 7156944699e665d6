// Test helpers for the British turn: small Command modules with fixed `possible` answers (dependency
// injection into the real routing), and a British policy built on them.
import type { GameState } from '../../../src/core/state';
import type { Faction } from '../../../src/data/ids';
import { flowchartPolicy, randomFallback, type Flow } from '../../../src/bots/flowchart';
import type { Policy, Trace, TraceNode } from '../../../src/bots/policy';
import { isTraceRoll } from '../../../src/bots/policy';
import type { BritishCommand, BritishCommandId } from '../../../src/bots/british/plan';
import { britishTurn, COMMAND_NODE, type BritishCommands } from '../../../src/bots/british/turn';
import { britishEventChoice } from '../../../src/bots/british/instructions';
import { grantDecision, strokeWindow } from '../../../src/bots/british/brilliantStroke';
import { atCard, onTurn } from '../../../src/testing/builders';
import { position, type PositionOptions } from '../../../src/testing/kit';
import type { Draft } from 'immer';
import type { CardId } from '../../../src/data/ids';

/** A Command module whose `possible` answers `answer` (and records that it was asked). */
export function fixed(command: BritishCommandId, answer: boolean, asked: BritishCommandId[] = []): BritishCommand {
  return {
    command,
    node: COMMAND_NODE[command],
    possible(flow: Flow) {
      asked.push(command);
      flow.ctx.node(COMMAND_NODE[command], `test module: ${answer ? 'possible' : 'impossible'}`);
      return answer;
    },
    handlers: {},
    afterCommand: (flow: Flow) => flow.legal[0],
  };
}

/** A table of fixed modules: `possible` per Command (a Command left out is not registered). */
export function table(answers: Partial<Record<BritishCommandId, boolean>>, asked: BritishCommandId[] = []): BritishCommands {
  const out: BritishCommands = {};
  for (const [c, a] of Object.entries(answers) as [BritishCommandId, boolean][]) out[c] = fixed(c, a, asked);
  return out;
}

/** The British policy on a given table of Commands (the real turn, grant, window and Event handlers). */
export function policyWith(commands: BritishCommands): Policy {
  const self: () => Policy = () =>
    flowchartPolicy(
      'british',
      'british test',
      {
        eligibleOptions: (f) => britishTurn(f, commands, self),
        grant: (f) => grantDecision(f, commands),
        brilliantStrokes: (f) => strokeWindow(f, commands),
        event: britishEventChoice,
      },
      (f) => randomFallback(f, 'test'),
    );
  return self();
}

/** A position with the British (Non-Player) 1st Eligible on `card`. */
export function britishOn(card: CardId, options: PositionOptions, recipe: (d: Draft<GameState>) => void, nonPlayers: Faction[] = ['british']): GameState {
  const s = position({ ...options, game: { seed: 1, nonPlayers, ...(options.game ?? {}) } }, recipe);
  return onTurn(atCard(s, card), 'british');
}

/** The trace's nodes (names only). */
export const nodes = (trace: Trace): string[] => trace.filter((t) => !isTraceRoll(t)).map((t) => (t as TraceNode).node);
/** The trace's node texts joined, for text assertions. */
export const texts = (trace: Trace): string => trace.filter((t) => !isTraceRoll(t)).map((t) => `${(t as TraceNode).node}: ${(t as TraceNode).text}`).join('\n');
