/**
 * Set-up and Deck Preparation (2.1, page 36): campaigns of 10 Event cards with a Winter Quarters
 * card shuffled into the bottom four, the Period Events option, and validation of explicit decks.
 * @module
 */
import { ScenarioError } from '../core/errors';
import { CARDS, EVENT_CARD_IDS, WINTER_QUARTERS_CARD_IDS, cardById } from '../data/cards';
import type { CardId, Period } from '../data/ids';
import type { Scenario } from '../data/scenarios';
import { shuffle, type RngState } from '../dice/index';

/** Event cards per campaign (page 36). */
export const EVENTS_PER_CAMPAIGN = 10;
/** Cards per campaign: 10 Events plus one Winter Quarters card. */
export const CARDS_PER_CAMPAIGN = EVENTS_PER_CAMPAIGN + 1;
/** The Winter Quarters card lies among this many bottom cards of its campaign (shuffled into the bottom four Events). */
export const WINTER_QUARTERS_DEPTH = 5;

/** A prepared draw deck (top first) and the RNG state after the shuffles. */
export interface PreparedDeck {
  draw: CardId[];
  rng: RngState;
}

/**
 * Prepares the draw deck per page 36: for each campaign (top first) 10 Event cards (from the
 * campaign's period with the Period Events option, else from all 96), one randomly chosen Winter
 * Quarters card shuffled into the bottom four; campaigns stacked in order; the rest set aside unseen.
 * A short deck (`campaigns` fewer than the scenario's) holds the scenario's first campaigns only.
 */
export function prepareDeck(scenario: Scenario, periodEvents: boolean, rng: RngState, campaigns: number = scenario.campaigns.length): PreparedDeck {
  let r = rng;
  const wq = shuffle(r, WINTER_QUARTERS_CARD_IDS);
  r = wq.rng;
  let piles: CardId[][];
  if (periodEvents) {
    const byPeriod = new Map<Period, CardId[]>();
    for (const period of new Set(scenario.periodPiles)) {
      const s = shuffle(r, EVENT_CARD_IDS.filter((id) => cardById(id).period === period));
      r = s.rng;
      byPeriod.set(period, s.value);
    }
    piles = scenario.periodPiles.slice(0, campaigns).map((period) => byPeriod.get(period)!.splice(0, EVENTS_PER_CAMPAIGN));
  } else {
    const s = shuffle(r, EVENT_CARD_IDS);
    r = s.rng;
    piles = Array.from({ length: campaigns }, (_, i) => s.value.slice(i * EVENTS_PER_CAMPAIGN, (i + 1) * EVENTS_PER_CAMPAIGN));
  }
  const draw: CardId[] = [];
  piles.forEach((pile, i) => {
    const keep = EVENTS_PER_CAMPAIGN - (WINTER_QUARTERS_DEPTH - 1);
    const bottom = shuffle(r, [...pile.slice(keep), wq.value[i]]);
    r = bottom.rng;
    draw.push(...pile.slice(0, keep), ...bottom.value);
  });
  return { draw, rng: r };
}

/**
 * Checks an explicit draw order (the `deck` option) against the scenario: known cards, no
 * duplicates, no Brilliant Stroke or Treaty cards, whole campaigns of 11 cards — from one (a short
 * deck, such as a tutorial's single campaign) to the scenario's number, or exactly `campaigns` when
 * given — each holding exactly one Winter Quarters card among its bottom five. Throws ScenarioError
 * naming the first problem.
 */
export function validateDeck(scenario: Scenario, deck: readonly unknown[], campaigns?: number): CardId[] {
  const most = scenario.campaigns.length;
  const seen = new Set<number>();
  deck.forEach((id, i) => {
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > CARDS.length)
      throw new ScenarioError(`deck[${i}]: ${JSON.stringify(id)} is not a card number (1–109)`);
    if (seen.has(id)) throw new ScenarioError(`deck[${i}]: card ${id} appears twice`);
    seen.add(id);
    const kind = cardById(id).kind;
    if (kind === 'brilliantStroke' || kind === 'treatyOfAlliance')
      throw new ScenarioError(`deck[${i}]: card ${id} (${cardById(id).title}) is held by a Faction, not shuffled into the deck (2.3.8)`);
  });
  if (campaigns !== undefined && deck.length !== campaigns * CARDS_PER_CAMPAIGN)
    throw new ScenarioError(
      `a deck of ${campaigns} campaign${campaigns === 1 ? '' : 's'} needs ${campaigns * CARDS_PER_CAMPAIGN} cards (${CARDS_PER_CAMPAIGN} a campaign), got ${deck.length} (page 36)`,
    );
  if (deck.length === 0 || deck.length % CARDS_PER_CAMPAIGN !== 0 || deck.length > most * CARDS_PER_CAMPAIGN)
    throw new ScenarioError(
      `the ${scenario.id} deck needs whole campaigns of ${CARDS_PER_CAMPAIGN} cards (10 Events and a Winter Quarters card), from 1 to ${most} of them (${CARDS_PER_CAMPAIGN} to ${most * CARDS_PER_CAMPAIGN} cards), got ${deck.length} (page 36)`,
    );
  for (let c = 0; c < deck.length / CARDS_PER_CAMPAIGN; c++) {
    const pile = deck.slice(c * CARDS_PER_CAMPAIGN, (c + 1) * CARDS_PER_CAMPAIGN) as CardId[];
    const wqAt = pile.map((id, i) => (cardById(id).kind === 'winterQuarters' ? i : -1)).filter((i) => i >= 0);
    if (wqAt.length !== 1)
      throw new ScenarioError(`campaign ${c + 1} of the deck holds ${wqAt.length} Winter Quarters cards; it needs exactly one (page 36)`);
    if (wqAt[0] < CARDS_PER_CAMPAIGN - WINTER_QUARTERS_DEPTH)
      throw new ScenarioError(
        `campaign ${c + 1}: Winter Quarters card ${pile[wqAt[0]]} is at position ${wqAt[0] + 1} of ${CARDS_PER_CAMPAIGN}; it must be among the bottom ${WINTER_QUARTERS_DEPTH} (page 36)`,
      );
  }
  return [...(deck as CardId[])];
}
