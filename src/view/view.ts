/**
 * Redacted views (docs/contract.md): the state as one Faction may see it. In Liberty or
 * Death nearly everything is open — the map, the pools, the tracks, the current and next cards,
 * the played pile, the Brilliant Stroke cards (held face up) — so a view hides only what no
 * player may know: the order and identity of the draw deck under the next card, and everything
 * that would let a player predict it or the dice (the random-number state, the seed and an
 * explicit deck order given as an option).
 * @module
 */
import { freeze } from 'immer';
import { FACTIONS, type Faction } from '../data/ids';
import { describeValue } from '../core/describe';
import type { DeckState, GameOptions, GameState } from '../core/state';

/** The deck as a Faction sees it: the draw deck under `next` is only counted. */
export type DeckView = Omit<DeckState, 'draw'> & {
  /** Always empty: the cards under the next card are hidden. */
  draw: [];
  /** How many cards are in the draw deck under `next`. */
  hiddenDrawCount: number;
};

/**
 * The options as a Faction sees them: the seed (which fixes the shuffle and every roll) and an
 * explicit draw order are hidden; whether a deck order was given stays visible (`'hidden'` vs null).
 */
export type OptionsView = Omit<GameOptions, 'seed' | 'deck'> & { seed: 'hidden'; deck: 'hidden' | null };

/** A {@link GameState} with the hidden information removed (see {@link view}). */
export type GameView = Omit<GameState, 'dice' | 'deck' | 'options'> & {
  options: OptionsView;
  deck: DeckView;
  /** The random-number state is hidden. */
  dice: { kind: 'hidden' };
};

/**
 * The state as `faction` may see it: `deck.draw` emptied with its length in
 * `deck.hiddenDrawCount`, `dice` replaced by `{ kind: 'hidden' }`, `options.seed` (and an
 * explicit `options.deck`) replaced by `'hidden'`; everything else as in the state. All Factions
 * currently see the same (the game has no hidden hands); the parameter keeps the contract open
 * for variants. Pure: returns a new deep-frozen object and never changes `state` (a state that
 * is not frozen is copied rather than shared).
 *
 * What it protects: a view never contains the draw deck's order, the generator state or the seed.
 * It cannot protect more than the seed does: the engine is deterministic, so whoever knows or guesses
 * the seed (a small number, a date, the default 0) can rebuild the whole deck and every future roll
 * from the open cards. Hidden information is only as secret as the seed; give a game a strong secret
 * seed (`randomSeed()`) and keep it off the players' screens.
 * @throws TypeError when `faction` is not one of the four Factions.
 */
export function view(state: GameState, faction: Faction): GameView {
  if (!(FACTIONS as readonly unknown[]).includes(faction))
    throw new TypeError(`view: unknown Faction ${describeValue(faction)}; expected one of ${FACTIONS.join(', ')}`);
  const source: GameState = Object.isFrozen(state) ? state : structuredClone(state);
  const { dice: _dice, deck, options, ...rest } = source;
  const result: GameView = {
    ...rest,
    options: { ...options, seed: 'hidden', deck: options.deck === null ? null : 'hidden' },
    deck: { current: deck.current, next: deck.next, draw: [], hiddenDrawCount: deck.draw.length, played: deck.played },
    dice: { kind: 'hidden' },
  };
  return freeze(result, true);
}
