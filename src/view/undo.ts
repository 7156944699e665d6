/**
 * Undo that does not cheat (README, "Undo"): what an action revealed of the hidden part of the game —
 * dice drawn from the seed, cards turned over from the draw deck, a die rolled at the table — computed
 * from the states before and after it, and how far back a UI may therefore let a player undo. Taking
 * back a step that revealed something would let a player try again knowing the die or the card.
 * @module
 */
import type { GameState } from '../core/state';
import type { CardId } from '../data/ids';
import { MAX_INT_RANGE, nextInt, type RngState } from '../dice/index';
import { refuseView } from '../core/viewGuard';

/** What the hidden part of the game gave away between two states of one game. */
export interface Reveal {
  /**
   * Numbers drawn from the seeded dice service (each die rolled inside `apply` is one draw — or,
   * with odds of about one in a billion, two); with scripted dice, the forced rolls used. 0 when none.
   */
  draws: number;
  /** The cards that came off the hidden draw deck (each revealed as the next card, 2.3.7), top first. */
  cards: CardId[];
  /**
   * Whether the earlier state was waiting for an external die (`chance` decision, kind `roll`) or for
   * a card the table turns over (kind `revealCard`, `cards: 'external'`): the table has rolled or
   * revealed it, and it is known from then on.
   */
  chance: boolean;
}

/** Enough draws for every die a stretch of play can roll; beyond it the states are not of one game. */
const MAX_DRAWS = 1_000_000;

const sameRng = (a: RngState, b: RngState): boolean => a.c === b.c && a.s0 === b.s0 && a.s1 === b.s1 && a.s2 === b.s2;

/** How many draws lead the generator from `from` to `to`. */
function drawsBetween(from: RngState, to: RngState): number {
  let rng = from;
  for (let n = 0; n <= MAX_DRAWS; n++) {
    if (sameRng(rng, to)) return n;
    rng = nextInt(rng, MAX_INT_RANGE).rng; // one 32-bit draw, never rejected
  }
  throw new RangeError('revealed: the later state\'s dice do not follow from the earlier state\'s: not two states of one game');
}

/**
 * What became known between `before` and `after`, a later state of the same game (any number of
 * steps later; usually the state `apply(before, action)`): the dice drawn from the seed, the cards
 * turned over from the draw deck, and whether `before` was waiting for a die rolled at the table
 * (external dice). Nothing is revealed when `draws` is 0, `cards` is empty and `chance` is false —
 * see {@link revealsHidden}. Computed from the two states only (the dice service's generator and the
 * draw deck), so it needs no change of the state format. Pure.
 * @throws RangeError when `after` cannot follow `before` in one game (fewer steps, a longer draw deck,
 *   dice that do not follow).
 * @throws ViewIsNotAStateError when either is a Faction's view (it has no dice to compare).
 */
export function revealed(before: GameState, after: GameState): Reveal {
  refuseView(before, 'revealed');
  refuseView(after, 'revealed');
  if (after.steps < before.steps) throw new RangeError(`revealed: the later state (step ${after.steps}) comes before the earlier one (step ${before.steps})`);
  const turned = before.deck.draw.length - after.deck.draw.length;
  if (turned < 0) throw new RangeError('revealed: the later state\'s draw deck is longer than the earlier one\'s: not two states of one game');
  let draws = drawsBetween(before.dice.rng, after.dice.rng);
  if (before.dice.kind === 'scripted' && after.dice.kind === 'scripted') draws += before.dice.rolls.length - after.dice.rolls.length;
  const top = before.stack[before.stack.length - 1];
  const atTable = top !== undefined && ((top.kind === 'roll' && before.options.dice === 'external') || top.kind === 'revealCard');
  const chance = after.steps > before.steps && atTable && before.result === null;
  return { draws, cards: before.deck.draw.slice(0, turned), chance };
}

/** Whether anything hidden became known between the two states ({@link revealed} not empty). Pure. */
export function revealsHidden(before: GameState, after: GameState): boolean {
  const r = revealed(before, after);
  return r.draws > 0 || r.cards.length > 0 || r.chance;
}

/**
 * How far back a UI may undo: the index in `history` (the states of one game, oldest first, each the
 * result of one action on the one before) of the earliest state it may return to — the state right
 * after the last step that revealed something ({@link revealsHidden}), or 0 when none did. The player
 * may undo while the current state's index (`history.length - 1`) is above it. Pure.
 * @throws RangeError when `history` is empty, or (from {@link revealed}) not states of one game in order.
 */
export function undoFloor(history: readonly GameState[]): number {
  if (history.length === 0) throw new RangeError('undoFloor: the history holds no state');
  let i = history.length - 1;
  while (i > 0 && !revealsHidden(history[i - 1], history[i])) i--;
  return i;
}
