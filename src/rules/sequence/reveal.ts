/**
 * The table's own cards (docs/contract.md): with `cards: 'external'` the engine holds no draw deck;
 * each card turned over (the first card and the next one at the start, 2.2; the next card at each
 * Next Card, 2.3.7) is a decision of the pseudo-faction `chance`, whose legal actions are the cards
 * that Deck Preparation (page 36) allows at that point of the deck, given the cards already revealed.
 * @module
 */
import type { Draft } from 'immer';
import type { Action } from '../../core/action';
import { own } from '../../core/pathCopy';
import type { DeckState, Frame, GameState } from '../../core/state';
import { CARDS, cardById, EVENT_CARD_IDS, WINTER_QUARTERS_CARD_IDS } from '../../data/cards';
import type { CardId } from '../../data/ids';
import { scenarioById } from '../../data/scenarios';
import { defineStep } from '../../flow/step';
import { because } from '../../core/reason';
import { log, popFrame, pushFrame } from '../../flow/frames';
import { CARDS_PER_CAMPAIGN, WINTER_QUARTERS_DEPTH } from '../setup';

/** A card to be revealed by the table: the first card of the game (`current`, 2.2) or the next card on the draw deck (`next`, 2.2, 2.3.7). */
export interface RevealCardFrame extends Frame {
  kind: 'revealCard';
  slot: 'current' | 'next';
}

/** Whether the cards come from the table (`cards: 'external'`), each reveal a decision of `chance`. */
export const cardsAreExternal = (state: GameState | Draft<GameState>): boolean => state.options.cards === 'external';

/** How many campaigns the deck holds (page 36): the explicit deck's, the `campaigns` option, or the scenario's. */
export function deckCampaigns(state: GameState | Draft<GameState>): number {
  if (state.options.deck !== null) return state.options.deck.length / CARDS_PER_CAMPAIGN;
  return state.options.campaigns ?? scenarioById(state.scenario).campaigns.length;
}

/** The cards a deck is prepared from (page 36): the 96 Events and the eight Winter Quarters cards, ascending. */
const DECK_CARD_IDS: readonly CardId[] = Object.freeze([...EVENT_CARD_IDS, ...WINTER_QUARTERS_CARD_IDS].sort((a, b) => a - b));

const isDeckCard = (id: CardId): boolean => {
  const kind = cardById(id).kind;
  return kind === 'event' || kind === 'winterQuarters';
};

/** The cards of the draw deck revealed so far (the played pile, the current and the next card; Brilliant Strokes are no deck cards). */
export function revealedDeckCards(deck: DeckState | Draft<DeckState>): CardId[] {
  const out = deck.played.filter(isDeckCard);
  if (deck.current !== null && isDeckCard(deck.current)) out.push(deck.current);
  if (deck.next !== null && isDeckCard(deck.next)) out.push(deck.next);
  return out;
}

/** How many Winter Quarters cards of the deck have been revealed. */
export function revealedWinterQuarters(state: GameState | Draft<GameState>): number {
  return revealedDeckCards(state.deck).filter((id) => cardById(id).kind === 'winterQuarters').length;
}

/** Where the next card to reveal lies in the deck: its campaign pile and its place in it (both from 0), or null when every card of the deck has been revealed. */
export function nextDeckPosition(state: GameState | Draft<GameState>): { pile: number; at: number } | null {
  const n = revealedDeckCards(state.deck).length;
  if (n >= deckCampaigns(state) * CARDS_PER_CAMPAIGN) return null;
  return { pile: Math.floor(n / CARDS_PER_CAMPAIGN), at: n % CARDS_PER_CAMPAIGN };
}

/** What decides the next card: where it lies in the deck and what has been revealed. */
interface RevealContext {
  pile: number;
  at: number;
  seen: ReadonlySet<CardId>;
  period: string | null;
  /** The Winter Quarters card of the pile under way, once revealed. */
  pileWinterQuarters: CardId | null;
}

function revealContext(state: GameState | Draft<GameState>): RevealContext | null {
  const where = nextDeckPosition(state);
  if (where === null) return null;
  const revealed = revealedDeckCards(state.deck);
  const winterQuarters = revealed.filter((id) => cardById(id).kind === 'winterQuarters');
  return {
    ...where,
    seen: new Set(revealed),
    period: state.options.periodEvents ? scenarioById(state.scenario).periodPiles[where.pile] : null,
    // Every pile before this one has shown its own, one each.
    pileWinterQuarters: winterQuarters.length > where.pile ? winterQuarters[winterQuarters.length - 1] : null,
  };
}

const cardName = (id: CardId): string => `card ${id} (${cardById(id).title})`;
const LAST = CARDS_PER_CAMPAIGN - 1;
const FIRST_OF_BOTTOM = CARDS_PER_CAMPAIGN - WINTER_QUARTERS_DEPTH;

function refusal(ctx: RevealContext | null, card: CardId): string | null {
  const c = cardById(card);
  if (c.kind === 'brilliantStroke' || c.kind === 'treatyOfAlliance') return `${cardName(card)} is held by a Faction, never shuffled into the deck (2.3.8)`;
  if (ctx === null) return 'every card of the deck has been turned over (page 36)';
  if (ctx.seen.has(card)) return `${cardName(card)} has been turned over already; each card is in the deck once`;
  const here = `card ${ctx.at + 1} of campaign ${ctx.pile + 1}`;
  if (c.kind === 'winterQuarters') {
    if (ctx.at < FIRST_OF_BOTTOM)
      return `${here} is an Event card: a campaign's Winter Quarters card is shuffled into its bottom ${WINTER_QUARTERS_DEPTH} cards, under its first ${FIRST_OF_BOTTOM} Events (page 36)`;
    if (ctx.pileWinterQuarters !== null)
      return `${here} is an Event card: campaign ${ctx.pile + 1} has shown its one Winter Quarters card already (${cardName(ctx.pileWinterQuarters)}) (page 36)`;
    return null;
  }
  if (ctx.at === LAST && ctx.pileWinterQuarters === null)
    return `${here} is its Winter Quarters card: none of its bottom cards before it was one, and each campaign holds one (page 36)`;
  if (ctx.period !== null && c.period !== ctx.period)
    return `with Period Events, campaign ${ctx.pile + 1} is dealt from the ${ctx.period} Events; ${cardName(card)} is of ${c.period} (page 36)`;
  return null;
}

/**
 * The cards that can be the next card of the deck, ascending (page 36): never one already revealed;
 * each campaign pile holds 10 Event cards (with Period Events, from the pile's period) and one
 * Winter Quarters card shuffled into its bottom five cards — so its top six cards are Events, a
 * Winter Quarters card can come only among the bottom five and only while the pile's own has not
 * come, and the pile's last card is its Winter Quarters card if none came before. Empty when the
 * deck is exhausted. Exactly the cards {@link revealRefusal} has no reason against.
 */
export function revealableCards(state: GameState | Draft<GameState>): CardId[] {
  const ctx = revealContext(state);
  if (ctx === null) return [];
  return DECK_CARD_IDS.filter((id) => refusal(ctx, id) === null);
}

/**
 * Why `card` cannot be the card the table turns over next, in game terms with the rule (for a
 * virtual table telling its players what went wrong), or null when it can (it is then one of
 * {@link revealableCards}). Pure.
 */
export function revealRefusal(state: GameState, card: CardId): string | null {
  if (!Number.isInteger(card) || card < 1 || card > CARDS.length) return `no card is numbered ${card}; cards are numbered 1 to ${CARDS.length}`;
  return refusal(revealContext(state), card);
}

/**
 * The chance of each card of {@link revealableCards} being the one turned over now, in the same order
 * (page 36's shuffles): the Events not yet seen (of the pile's period) are equally likely, and so are
 * the unused Winter Quarters cards; where both can come (cards 7–10 of a pile whose Winter Quarters card
 * has not come), the Winter Quarters card lies at each of the pile's remaining bottom places alike, so
 * it is this card with chance 1 / (places left). The chances sum to 1; empty when no card is left.
 */
export function revealChances(state: GameState): number[] {
  const ctx = revealContext(state);
  const cards = ctx === null ? [] : DECK_CARD_IDS.filter((id) => refusal(ctx, id) === null);
  const winter = cards.filter((id) => cardById(id).kind === 'winterQuarters').length;
  const events = cards.length - winter;
  const pWinter = winter === 0 ? 0 : events === 0 ? 1 : 1 / (CARDS_PER_CAMPAIGN - ctx!.at);
  return cards.map((id) => (cardById(id).kind === 'winterQuarters' ? pWinter / winter : (1 - pWinter) / events));
}

/** Asks the table for the card of `slot` (the frame sits on the game frame, 2.2). */
export function requestReveal(draft: Draft<GameState>, slot: RevealCardFrame['slot']): void {
  const frame: RevealCardFrame = { kind: 'revealCard', slot };
  pushFrame(draft, frame);
}

/**
 * 2.2 / 2.3.7: a freshly revealed Winter Quarters card on top of the draw deck swaps with the played
 * Event card, so that it is played first — unless the Winter is Coming option is on.
 */
export function swapWinterQuarters(draft: Draft<GameState>): void {
  if (draft.options.winterIsComing) return;
  const { current, next } = draft.deck;
  if (next !== null && current !== null && cardById(next).kind === 'winterQuarters' && cardById(current).kind !== 'winterQuarters') {
    const deck = own<DeckState>(draft, 'deck');
    deck.next = current;
    deck.current = next;
  }
}

const positionText = (state: GameState): string => {
  const at = nextDeckPosition(state);
  return at === null ? '' : ` (campaign ${at.pile + 1} of ${deckCampaigns(state)}, card ${at.at + 1} of ${CARDS_PER_CAMPAIGN})`;
};

/** The reveal step: the table turns over the next card of its own deck. */
export const revealCardStep = defineStep<RevealCardFrame>({
  kind: 'revealCard',
  rule: '2.3.7',
  decider: () => 'chance',
  prompt: (state, frame) =>
    frame.slot === 'current' ? `Reveal the first card of the draw deck${positionText(state)}` : `Reveal the next card of the draw deck${positionText(state)}`,
  options(state): Action[] {
    return revealableCards(state).map((card) => ({ faction: 'chance', type: 'reveal', card }));
  },
  explain(state, _frame, action) {
    if (action.type !== 'reveal' || action.card === undefined) return null;
    const why = revealRefusal(state, action.card);
    return why === null ? null : because('2.3.7', `Card #${action.card} cannot be turned over now: ${why}`);
  },
  handle(draft, frame, action) {
    const card = action.card!;
    const deck = own<DeckState>(draft, 'deck');
    if (frame.slot === 'current') {
      deck.current = card;
      log(draft, `The table reveals card ${card} (${cardById(card).title}), the first card`, '2.2');
      frame.slot = 'next';
      return;
    }
    deck.next = card;
    log(draft, `The table reveals card ${card} (${cardById(card).title}) on top of the draw deck`, '2.3.7');
    swapWinterQuarters(draft);
    popFrame(draft);
  },
  /** Only the table's own deck is revealed card by card, into an empty slot (2.2, 2.3.7). */
  validate(state, frame) {
    const out: string[] = [];
    if (!cardsAreExternal(state)) out.push("kind: a card is revealed by the table only with the option cards: 'external'");
    const { current, next, played } = state.deck;
    if (frame.slot === 'current' && (current !== null || next !== null || played.length > 0))
      out.push("slot: 'current' reveals the first card of the game, but cards have been revealed already (2.2)");
    if (frame.slot === 'next' && (current === null || next !== null))
      out.push(`slot: 'next' reveals the card on top of the draw deck, but ${current === null ? 'no card is in play' : 'the next card is revealed already'} (2.3.7)`);
    return out;
  },
});

/**
 * For saves (`loadGame`): what the deck of a game with the table's own cards must agree with — no
 * hidden draw deck, no more cards revealed than the deck holds, and each campaign's one Winter
 * Quarters card (page 36): every pile passed has shown its own, and the pile under way has shown its
 * own only once its six top Event cards are out. Empty for every state reached in play and for games
 * with the prepared deck.
 */
export function tableDeckProblems(state: GameState): string[] {
  if (!cardsAreExternal(state)) return [];
  const out: string[] = [];
  const held = state.deck.draw.length;
  if (held > 0) out.push(`deck.draw: holds ${held} card${held === 1 ? '' : 's'}, but with the table's own cards the engine holds no draw deck`);
  const campaigns = deckCampaigns(state);
  const n = revealedDeckCards(state.deck).length;
  if (n > campaigns * CARDS_PER_CAMPAIGN) {
    out.push(`deck: ${n} cards revealed, but a deck of ${campaigns} campaigns holds ${campaigns * CARDS_PER_CAMPAIGN} (page 36)`);
    return out;
  }
  const passed = Math.floor(n / CARDS_PER_CAMPAIGN);
  const at = n % CARDS_PER_CAMPAIGN;
  const wq = revealedWinterQuarters(state);
  const most = passed + (at > CARDS_PER_CAMPAIGN - WINTER_QUARTERS_DEPTH ? 1 : 0);
  if (wq < passed || wq > most)
    out.push(
      `deck: ${wq} Winter Quarters card${wq === 1 ? '' : 's'} revealed among ${n} cards; each campaign of ${CARDS_PER_CAMPAIGN} holds one among its bottom ${WINTER_QUARTERS_DEPTH}, so ${passed === most ? passed : `${passed} or ${most}`} should be (page 36)`,
    );
  return out;
}
