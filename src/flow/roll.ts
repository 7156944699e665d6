/**
 * Dice as a step (docs/contract.md): with seeded dice the roll frame runs automatically from the dice
 * service in the state; with external dice each die is a decision of the pseudo-faction `chance`
 * whose legal actions are the possible results. The results are handed to the frame below.
 * @module
 */
import type { Draft } from 'immer';
import type { Action } from '../core/action';
import type { Frame, GameState } from '../core/state';
import { roll } from '../dice/index';
import { defineStep } from './step';
import { log, ownTopFrame, popFrame, pushFrame, topFrame } from './frames';

/** The kind of a die roll's frame: a node whose every result must do, in the guards' searches (guard.ts). */
export const ROLL_KIND = 'roll';

/** A pending roll of `count` dice with `sides` sides. */
export interface RollFrame extends Frame {
  kind: typeof ROLL_KIND;
  sides: number;
  count: number;
  /** Results so far. */
  values: number[];
  /** What the roll is for, in words. */
  reason: string;
  rule: string;
}

/** A frame that asked for dice receives them in `rolls`. */
export interface RollReceiver extends Frame {
  rolls?: number[];
}

/** Asks for `count` dice of `sides` sides; the caller's frame receives them in `rolls` when it resumes. */
export function requestRolls(draft: Draft<GameState>, sides: number, count: number, reason: string, rule: string): void {
  const frame: RollFrame = { kind: ROLL_KIND, sides, count, values: [], reason, rule };
  pushFrame(draft, frame);
}

/** Takes the dice delivered to a frame (and clears them). */
export function takeRolls(frame: RollReceiver): number[] | undefined {
  const rolls = frame.rolls;
  if (rolls) delete frame.rolls;
  return rolls;
}

function finish(draft: Draft<GameState>, frame: RollFrame): void {
  const values = [...frame.values];
  log(draft, `${frame.reason}: rolled ${values.join(' + ')}${values.length > 1 ? ` = ${values.reduce((a, b) => a + b, 0)}` : ''}`, frame.rule);
  popFrame(draft);
  if (topFrame(draft)) ownTopFrame<RollReceiver>(draft).rolls = values;
}

/** The roll step. */
export const rollStep = defineStep<RollFrame>({
  kind: ROLL_KIND,
  rule: '3.6.4',
  isDecision: (state) => state.options.dice === 'external',
  run(draft, frame) {
    while (frame.values.length < frame.count) {
      const r = roll(draft.dice as GameState['dice'], frame.sides);
      draft.dice = r.dice;
      frame.values.push(r.value);
    }
    finish(draft, frame);
  },
  decider: () => 'chance',
  prompt: (_state, frame) => `Roll 1D${frame.sides} (${frame.values.length + 1} of ${frame.count}) for ${frame.reason}`,
  options(_state, frame): Action[] {
    const out: Action[] = [];
    for (let v = 1; v <= frame.sides; v++) out.push({ faction: 'chance', type: 'roll', value: v });
    return out;
  },
  handle(draft, frame, action) {
    frame.values.push(action.value!);
    if (frame.values.length === frame.count) finish(draft, frame);
  },
});
