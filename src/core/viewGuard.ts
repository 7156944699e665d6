/**
 * The API boundary's refusal of a Faction's view (docs/contract.md, "What `view` hides"): a view has its
 * draw deck and dice hidden, so it cannot be played; the public functions that play a state refuse one
 * at once, in game terms, instead of failing later on the missing dice.
 * @module
 */
import { InvalidStateError } from './errors';
import type { GameState } from './state';

/** The message every refusal of a view carries. */
export const VIEW_IS_NOT_A_STATE =
  "this is a Faction's view (hidden deck and dice), not a game state: use determinize(view, seed) to get one";

/**
 * A Faction's view (from `view(state, faction)`) was handed to a function that plays a game state
 * (`legalActions`, `apply`, `tryApply`, `pending`, `Simulator.from`). An {@link InvalidStateError}
 * whose `caller` names the function.
 */
export class ViewIsNotAStateError extends InvalidStateError {
  /** The function that refused the view. */
  readonly caller: string;
  constructor(caller: string) {
    super([`${caller}: ${VIEW_IS_NOT_A_STATE}`]);
    this.caller = caller;
  }
}

/**
 * Throws {@link ViewIsNotAStateError} when `state` is a view: one property read (a view's dice are
 * `{ kind: 'hidden' }`, a game state's never are).
 */
export function refuseView(state: GameState, caller: string): void {
  if ((state.dice as { kind: string }).kind === 'hidden') throw new ViewIsNotAStateError(caller);
}
