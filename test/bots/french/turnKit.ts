// Test helpers for the French turn: the generic kit (test/bots/turnKit.ts) with the French turn,
// grant, window, Treaty of Alliance and Event handlers.
import { frenchEventChoice } from '../../../src/bots/french/instructions';
import { frenchGrantDecision, frenchStrokeWindow, treatyBlockade } from '../../../src/bots/french/brilliantStroke';
import type { FrenchCommandId } from '../../../src/bots/french/plan';
import { frenchTurn } from '../../../src/bots/french/turn';
import { turnKit } from '../turnKit';

export { nodes, texts } from '../turnKit';

export const { fixed, table, policyWith, on: frenchOn } = turnKit<FrenchCommandId>({
  faction: 'french',
  name: 'french test',
  node: (command) => `test ${command}`,
  handlers: (commands, self) => ({
    eligibleOptions: (f) => frenchTurn(f, commands, self),
    grant: (f) => frenchGrantDecision(f, commands),
    brilliantStrokes: (f) => frenchStrokeWindow(f, commands),
    treatyOfAlliance: treatyBlockade,
    event: frenchEventChoice,
  }),
});
