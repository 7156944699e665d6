// Test helpers for the Patriot turn: the generic kit (test/bots/turnKit.ts) with the Patriot turn,
// grant, window and Event handlers.
import { EVENT_DECISION_KIND } from '../../../src/bots/eventChoices';
import { patriotEventChoice } from '../../../src/bots/patriots/instructions';
import { patriotGrantDecision, patriotStrokeWindow } from '../../../src/bots/patriots/brilliantStroke';
import type { PatriotCommandId } from '../../../src/bots/patriots/plan';
import { COMMAND_NODE, patriotTurn } from '../../../src/bots/patriots/turn';
import { turnKit } from '../turnKit';

export { nodes, texts } from '../turnKit';

export const { fixed, table, policyWith, on: patriotsOn } = turnKit<PatriotCommandId>({
  faction: 'patriots',
  name: 'patriot test',
  node: (command) => COMMAND_NODE[command],
  handlers: (commands, self) => ({
    eligibleOptions: (f) => patriotTurn(f, commands, self),
    grant: (f) => patriotGrantDecision(f, commands),
    brilliantStrokes: (f) => patriotStrokeWindow(f, commands),
    [EVENT_DECISION_KIND]: patriotEventChoice,
  }),
});
