/**
 * Card flow (2.2, 2.3.7, 2.4): revealing the next card, the Winter Quarters swap and the
 * Winter is Coming option — from the prepared draw deck, or, with `cards: 'external'`, as the
 * table's reveal decisions (./reveal.ts).
 * @module
 */
import type { Draft } from 'immer';
import type { DeckState, GameState } from '../../core/state';
import { ownDeep } from '../../core/pathCopy';
import { startCardAccount } from '../../flow/frames';
import { cardById, WINTER_QUARTERS_CARD_IDS, type Card } from '../../data/cards';
import type { CardId } from '../../data/ids';
import { cardsAreExternal, deckCampaigns, nextDeckPosition, requestReveal, revealedWinterQuarters, swapWinterQuarters } from './reveal';

/** Whether a card is a Winter Quarters card. */
export const isWinterQuartersCard = (id: CardId | null): boolean => id !== null && cardById(id).kind === 'winterQuarters';

/** The card being played, or null. */
export function currentCard(state: GameState): Card | null {
  return state.deck.current === null ? null : cardById(state.deck.current);
}

/**
 * Whether the current Winter Quarters card is the last one of the deck (2.4.1): no Winter Quarters
 * card is left on the draw deck — with the table's own cards, every campaign's has been revealed.
 */
export function isFinalWinterQuarters(state: GameState): boolean {
  if (isWinterQuartersCard(state.deck.next)) return false;
  if (cardsAreExternal(state)) return revealedWinterQuarters(state) >= deckCampaigns(state);
  // Each Winter Quarters card looked for on the draw deck: `includes` keeps its fast path on frozen arrays, `some` does not.
  for (let i = 0; i < WINTER_QUARTERS_CARD_IDS.length; i++) if (state.deck.draw.includes(WINTER_QUARTERS_CARD_IDS[i])) return false;
  return true;
}

/** 2.2 Start: the top card becomes the played card and the next one is revealed (by the table, with external cards). */
export function startDeck(draft: Draft<GameState>): void {
  if (cardsAreExternal(draft)) {
    requestReveal(draft, 'current');
    return;
  }
  const deck = draft.deck;
  deck.current = deck.draw.shift() ?? null;
  deck.next = deck.draw.shift() ?? null;
  swapWinterQuarters(draft);
}

/**
 * 2.3.7 Next Card: the revealed card becomes the played card and the draw deck's next card is revealed
 * — with external cards, by the table, while the deck still holds a card.
 */
export function advanceDeck(draft: Draft<GameState>): void {
  const deck = ownDeep<DeckState>(draft, 'deck');
  if (deck.current !== null) deck.played.push(deck.current);
  deck.current = deck.next;
  if (cardsAreExternal(draft)) {
    deck.next = null;
    startCardAccount(draft);
    if (deck.current !== null && nextDeckPosition(draft) !== null) requestReveal(draft, 'next');
    return;
  }
  deck.next = deck.draw.shift() ?? null;
  swapWinterQuarters(draft);
  startCardAccount(draft);
}
