/**
 * Card flow (2.2, 2.3.7, 2.4): revealing the next card, the Winter Quarters swap and the
 * Winter is Coming option.
 * @module
 */
import type { Draft } from 'immer';
import type { DeckState, GameState } from '../../core/state';
import { ownDeep } from '../../core/pathCopy';
import { startCardAccount } from '../../flow/frames';
import { cardById, type Card } from '../../data/cards';
import type { CardId } from '../../data/ids';

/** Whether a card is a Winter Quarters card. */
export const isWinterQuartersCard = (id: CardId | null): boolean => id !== null && cardById(id).kind === 'winterQuarters';

/** The card being played, or null. */
export function currentCard(state: GameState): Card | null {
  return state.deck.current === null ? null : cardById(state.deck.current);
}

/** Whether the current Winter Quarters card is the last one of the deck (2.4.1). */
export function isFinalWinterQuarters(state: GameState): boolean {
  return !isWinterQuartersCard(state.deck.next) && !state.deck.draw.some((id) => isWinterQuartersCard(id));
}

/**
 * 2.2 / 2.3.7: a freshly revealed Winter Quarters card on top of the draw deck swaps with the played
 * Event card, so that it is played first — unless the Winter is Coming option is on.
 */
function swapWinterQuarters(draft: Draft<GameState>): void {
  const deck = draft.deck;
  if (draft.options.winterIsComing) return;
  if (isWinterQuartersCard(deck.next) && deck.current !== null && !isWinterQuartersCard(deck.current)) {
    const wq = deck.next;
    deck.next = deck.current;
    deck.current = wq;
  }
}

/** 2.2 Start: the top card becomes the played card and the next one is revealed. */
export function startDeck(draft: Draft<GameState>): void {
  const deck = draft.deck;
  deck.current = deck.draw.shift() ?? null;
  deck.next = deck.draw.shift() ?? null;
  swapWinterQuarters(draft);
}

/** 2.3.7 Next Card: the revealed card becomes the played card and the draw deck's next card is revealed. */
export function advanceDeck(draft: Draft<GameState>): void {
  const deck = ownDeep<DeckState>(draft, 'deck');
  if (deck.current !== null) deck.played.push(deck.current);
  deck.current = deck.next;
  deck.next = deck.draw.shift() ?? null;
  swapWinterQuarters(draft);
  startCardAccount(draft);
}
