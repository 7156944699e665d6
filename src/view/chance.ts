/**
 * Chance nodes for search (docs/contract.md, "Hidden information and search"): with external dice every
 * die is a decision of the pseudo-faction `chance` (pending kind `roll`), with the table's own cards every
 * card turned over (kind `revealCard`), and a search bot weighs its outcomes by their probabilities.
 * @module
 */
import type { Action } from '../core/action';
import type { GameState } from '../core/state';
import { legalActions, pending } from '../game/machine';
import { revealChances } from '../rules/sequence/reveal';

/** One outcome of a chance decision: a legal action and its probability. */
export interface ChanceOutcome {
  /** The legal action (`{ faction: 'chance', type: 'roll', value }` or `{ faction: 'chance', type: 'reveal', card }`). */
  action: Action;
  /** Its probability: 1/sides for each face of a fair die; for a card, as the deck's shuffles give it (`revealChances`). */
  probability: number;
}

/**
 * The outcomes of the chance decision pending in `state`, each legal action with its probability, in
 * the order of `legalActions(state)`; the probabilities sum to 1. A die (kind `roll`, 3.6.4, 4.2.3…)
 * is fair: each face 1/sides. A card the table turns over (kind `revealCard`, `cards: 'external'`) is
 * as Deck Preparation's shuffles make it (page 36): unseen Events alike, unused Winter Quarters cards
 * alike, a pile's Winter Quarters card equally likely at each of its bottom places left. Should a chance
 * decision of another kind ever be pending, this throws rather than guess its distribution.
 *
 * Returns null when the pending decision is not `chance`'s (a Faction decides, or seeded dice roll
 * inside `apply` and are never pending) and when the game is over. Pure.
 * @throws ViewIsNotAStateError when `state` is a Faction's view (as `pending` does).
 * @throws Error for a chance decision that is neither a die roll nor a card reveal (none exists today).
 */
export function chanceOutcomes(state: GameState): ChanceOutcome[] | null {
  const p = pending(state);
  if (p === null || p.faction !== 'chance') return null;
  if (p.kind === 'revealCard') {
    // The table's own cards: the chances page 36's shuffles give each card that can come now.
    const chances = revealChances(state);
    return legalActions(state).map((action, i) => ({ action, probability: chances[i] }));
  }
  if (p.kind !== 'roll') throw new Error(`chanceOutcomes: no known distribution for a chance decision of kind '${p.kind}'`);
  const actions = legalActions(state);
  const probability = 1 / actions.length;
  return actions.map((action) => ({ action, probability }));
}
