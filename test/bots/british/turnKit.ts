// Test helpers for the British turn: the generic kit (test/bots/turnKit.ts) with the British turn,
// grant, window and Event handlers.
import { britishEventChoice } from '../../../src/bots/british/instructions';
import { grantDecision, strokeWindow } from '../../../src/bots/british/brilliantStroke';
import type { BritishCommandId } from '../../../src/bots/british/plan';
import { britishTurn, COMMAND_NODE } from '../../../src/bots/british/turn';
import { turnKit } from '../turnKit';

export { nodes, texts } from '../turnKit';

export const { fixed, table, policyWith, on: britishOn } = turnKit<BritishCommandId>({
  faction: 'british',
  name: 'british test',
  node: (command) => COMMAND_NODE[command],
  handlers: (commands, self) => ({
    eligibleOptions: (f) => britishTurn(f, commands, self),
    grant: (f) => grantDecision(f, commands),
    brilliantStrokes: (f) => strokeWindow(f, commands),
    event: britishEventChoice,
  }),
});
