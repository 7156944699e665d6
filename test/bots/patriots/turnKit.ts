// Test helpers for the Patriot turn: small Command modules with fixed `possible` answers (dependency
// injection into the real routing), and a Patriot policy built on them.
import type { Draft } from 'immer';
import type { GameState } from '../../../src/core/state';
import type { CardId, Faction } from '../../../src/data/ids';
import { flowchartPolicy, randomFallback, type Flow } from '../../../src/bots/flowchart';
import type { Policy } from '../../../src/bots/policy';
import type { PatriotCommand, PatriotCommandId, PatriotCommands } from '../../../src/bots/patriots/plan';
import { COMMAND_NODE, patriotTurn } from '../../../src/bots/patriots/turn';
import { patriotEventChoice } from '../../../src/bots/patriots/instructions';
import { patriotGrantDecision, patriotStrokeWindow } from '../../../src/bots/patriots/brilliantStroke';
import { EVENT_DECISION_KIND } from '../../../src/bots/eventChoices';
import { atCard, onTurn } from '../../../src/testing/builders';
import { position, type PositionOptions } from '../../../src/testing/kit';

export { nodes, texts } from '../british/turnKit';

/** A Command module whose `possible` answers `answer` (and records that it was asked). */
export function fixed(command: PatriotCommandId, answer: boolean, asked: PatriotCommandId[] = []): PatriotCommand {
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
export function table(answers: Partial<Record<PatriotCommandId, boolean>>, asked: PatriotCommandId[] = []): PatriotCommands {
  const out: PatriotCommands = {};
  for (const [c, a] of Object.entries(answers) as [PatriotCommandId, boolean][]) out[c] = fixed(c, a, asked);
  return out;
}

/** The Patriot policy on a given table of Commands (the real turn, grant, window and Event handlers). */
export function policyWith(commands: PatriotCommands): Policy {
  const self: () => Policy = () =>
    flowchartPolicy(
      'patriots',
      'patriot test',
      {
        eligibleOptions: (f) => patriotTurn(f, commands, self),
        grant: (f) => patriotGrantDecision(f, commands),
        brilliantStrokes: (f) => patriotStrokeWindow(f, commands),
        [EVENT_DECISION_KIND]: patriotEventChoice,
      },
      (f) => randomFallback(f, 'test'),
    );
  return self();
}

/** A position with the Patriots (Non-Player) 1st Eligible on `card`. */
export function patriotsOn(card: CardId, options: PositionOptions, recipe: (d: Draft<GameState>) => void, nonPlayers: Faction[] = ['patriots']): GameState {
  const s = position({ ...options, game: { seed: 1, nonPlayers, ...(options.game ?? {}) } }, recipe);
  return onTurn(atCard(s, card), 'patriots');
}
