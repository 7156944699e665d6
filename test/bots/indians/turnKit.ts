// Test helpers for the Indian turn: the generic kit (test/bots/turnKit.ts) with the Indian turn,
// grant, window, Event and Special Activity handlers, and the play of an Event.
import type { GameState } from '../../../src/core/state';
import type { Policy } from '../../../src/bots/policy';
import { INDIAN_ACTIVITY_HANDLERS } from '../../../src/bots/indians/activities';
import { indianGrantDecision, indianStrokeWindow } from '../../../src/bots/indians/brilliantStroke';
import { indianPolicy } from '../../../src/bots/indians/index';
import { indianEventChoice } from '../../../src/bots/indians/instructions';
import type { IndianCommandId } from '../../../src/bots/indians/plan';
import { COMMAND_NODE, indianTurn } from '../../../src/bots/indians/turn';
import { apply, pending } from '../../../src/game/machine';
import { turnKit } from '../turnKit';

export { nodes, texts } from '../turnKit';

export const { fixed, table, policyWith, on: indiansOn } = turnKit<IndianCommandId>({
  faction: 'indians',
  name: 'indian test',
  node: (command) => COMMAND_NODE[command],
  handlers: (commands, self) => ({
    eligibleOptions: (f) => indianTurn(f, commands, self),
    grant: (f) => indianGrantDecision(f, commands),
    brilliantStrokes: (f) => indianStrokeWindow(f, commands),
    event: indianEventChoice,
    ...INDIAN_ACTIVITY_HANDLERS,
  }),
});

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
