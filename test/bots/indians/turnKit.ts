// Test helpers for the Indian turn: small Command modules with fixed `possible` answers (dependency
// injection into the real routing), and an Indian policy built on them.
import type { Draft } from 'immer';
import type { GameState } from '../../../src/core/state';
import type { CardId, Faction } from '../../../src/data/ids';
import { flowchartPolicy, randomFallback, type Flow } from '../../../src/bots/flowchart';
import type { Policy, Trace, TraceNode } from '../../../src/bots/policy';
import { isTraceRoll } from '../../../src/bots/policy';
import type { IndianCommand, IndianCommandId, IndianCommands } from '../../../src/bots/indians/plan';
import { COMMAND_NODE, indianTurn } from '../../../src/bots/indians/turn';
import { indianEventChoice } from '../../../src/bots/indians/instructions';
import { indianGrantDecision, indianStrokeWindow } from '../../../src/bots/indians/brilliantStroke';
import { INDIAN_ACTIVITY_HANDLERS } from '../../../src/bots/indians/activities';
import { atCard, onTurn } from '../../../src/testing/builders';
import { position, type PositionOptions } from '../../../src/testing/kit';
import { apply, pending } from '../../../src/game/machine';
import { indianPolicy } from '../../../src/bots/indians/index';

/** A Command module whose `possible` answers `answer` (and records that it was asked). */
export function fixed(command: IndianCommandId, answer: boolean, asked: IndianCommandId[] = []): IndianCommand {
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
export function table(answers: Partial<Record<IndianCommandId, boolean>>, asked: IndianCommandId[] = []): IndianCommands {
  const out: IndianCommands = {};
  for (const [c, a] of Object.entries(answers) as [IndianCommandId, boolean][]) out[c] = fixed(c, a, asked);
  return out;
}

/** The Indian policy on a given table of Commands (the real turn, grant, window, Event and Special Activity handlers). */
export function policyWith(commands: IndianCommands): Policy {
  const self: () => Policy = () =>
    flowchartPolicy(
      'indians',
      'indian test',
      {
        eligibleOptions: (f) => indianTurn(f, commands, self),
        grant: (f) => indianGrantDecision(f, commands),
        brilliantStrokes: (f) => indianStrokeWindow(f, commands),
        event: indianEventChoice,
        ...INDIAN_ACTIVITY_HANDLERS,
      },
      (f) => randomFallback(f, 'test'),
    );
  return self();
}

/** A position with the Indians (Non-Player) 1st Eligible on `card`. */
export function indiansOn(card: CardId, options: PositionOptions, recipe: (d: Draft<GameState>) => void, nonPlayers: Faction[] = ['indians']): GameState {
  const s = position({ ...options, game: { seed: 1, nonPlayers, ...(options.game ?? {}) } }, recipe);
  return onTurn(atCard(s, card), 'indians');
}

/** The trace's nodes (names only). */
export const nodes = (trace: Trace): string[] => trace.filter((t) => !isTraceRoll(t)).map((t) => (t as TraceNode).node);
/** The trace's node texts joined, for text assertions. */
export const texts = (trace: Trace): string => trace.filter((t) => !isTraceRoll(t)).map((t) => `${(t as TraceNode).node}: ${(t as TraceNode).text}`).join('\n');

/**
 * The state after the Indians play `side` of the current card and `policy` (default the real Indian
 * policy) answers every decision of theirs inside it; stops at another Faction's decision or the next
 * options.
 */
export function playEvent(s: GameState, side: 'unshaded' | 'shaded' = 'unshaded', policy: Policy = indianPolicy()): GameState {
  let t = apply(s, { faction: 'indians', type: 'event', side });
  for (let i = 0; i < 60 && pending(t)?.faction === 'indians' && pending(t)?.kind !== 'eligibleOptions'; i++) t = apply(t, policy.choose(t).action);
  return t;
}
