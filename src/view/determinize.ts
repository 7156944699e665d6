/**
 * Determinization (docs/contract.md, "Hidden information and search"): a full game state consistent with
 * what a Faction's view shows, the hidden part dealt afresh from a seed — the basis of
 * information-set search and of rollouts that do not see the real future.
 *
 * What is hidden is the draw deck under the next card and the dice. The draw deck is re-dealt as Deck
 * Preparation (page 36) could have dealt it given every card already seen: campaigns of 10 Event cards
 * and one Winter Quarters card among the bottom five (with the Period Events option each campaign's
 * Events from its period), stacked in order; only cards not yet seen go into it.
 * @module
 */
import { freeze } from 'immer';
import { InvalidStateError } from '../core/errors';
import type { GameState } from '../core/state';
import { cardById, EVENT_CARD_IDS, WINTER_QUARTERS_CARD_IDS } from '../data/cards';
import type { CardId, Faction, Period } from '../data/ids';
import { FACTIONS } from '../data/ids';
import { SCENARIOS } from '../data/scenarios';
import { nextInt, seedRng, shuffle, type RngState } from '../dice/index';
import { pending } from '../game/machine';
import { CARDS_PER_CAMPAIGN, WINTER_QUARTERS_DEPTH } from '../rules/setup';
import { view, type GameView } from './view';

const isWinterQuarters = (id: CardId): boolean => cardById(id).kind === 'winterQuarters';
const isDeckCard = (id: CardId): boolean => {
  const kind = cardById(id).kind;
  return kind === 'event' || kind === 'winterQuarters';
};

/** The first position of a campaign (0-based, top first) where its Winter Quarters card may lie (page 36). */
const FIRST_WINTER_QUARTERS_POSITION = CARDS_PER_CAMPAIGN - WINTER_QUARTERS_DEPTH;

function refuse(problem: string): never {
  throw new InvalidStateError([`determinize: ${problem}`]);
}

/** Every card the view shows: the played pile, the current and next cards, the Brilliant Strokes held or being played. */
function seenCards(v: GameView): Set<CardId> {
  const seen = new Set<CardId>(v.deck.played);
  if (v.deck.current !== null) seen.add(v.deck.current);
  if (v.deck.next !== null) seen.add(v.deck.next);
  for (const f of FACTIONS) for (const c of v.brilliantStrokes[f]) seen.add(c);
  for (const frame of v.stack) {
    const play = frame.kind === 'brilliantStrokes' ? (frame.play as { card: CardId } | null) : null;
    if (play) seen.add(play.card);
  }
  return seen;
}

/**
 * The deck cards drawn so far, in the order they came off the draw deck: the played pile, the current
 * and the next card without the Brilliant Strokes, each Winter Quarters card put back under the Event
 * it was swapped with when it was revealed (2.3.7; not with the Winter is Coming option).
 */
function drawnOrder(v: GameView): CardId[] {
  const seq = [...v.deck.played, ...(v.deck.current === null ? [] : [v.deck.current]), ...(v.deck.next === null ? [] : [v.deck.next])].filter(isDeckCard);
  if (v.options.winterIsComing) return seq;
  for (let i = 0; i + 1 < seq.length; i++) {
    if (isWinterQuarters(seq[i]) && !isWinterQuarters(seq[i + 1])) {
      [seq[i], seq[i + 1]] = [seq[i + 1], seq[i]];
      i++;
    }
  }
  return seq;
}

/** Takes `n` cards off the top of a shuffled pool, or says that the view cannot be dealt. */
function take(pool: CardId[], n: number, what: string): CardId[] {
  if (pool.length < n) refuse(`the hidden draw deck needs ${n} more ${what}, but only ${pool.length} are unseen`);
  return pool.splice(0, n);
}

/**
 * A full game state consistent with what the view shows, its hidden part dealt from `seed`:
 *
 * - every field the view shows is kept as it is (`view(determinize(v, seed), f)` deep-equals `v`);
 * - the draw deck under the next card is re-dealt from the cards no one has seen, as Deck Preparation
 *   deals it (page 36): the rest of the current campaign and the later ones, 11 cards each with one
 *   Winter Quarters card among the bottom five (none more in a campaign whose Winter Quarters card is
 *   already out), with the Period Events option each campaign's Events from its own period (unless the
 *   game was given an explicit deck, which may hold any Events);
 * - the dice are seeded dice re-seeded from `seed` (the generator continues after the deal), and
 *   `options.seed` is `seed`; an explicit `options.deck` becomes the draw order of the dealt game (the
 *   cards drawn so far, then the new draw deck);
 *
 * so the result passes `loadGame`'s checks and can be played with `apply` or a Simulator. Each unseen
 * card is equally likely in each position the rules allow it. Pure; returns a new deep-frozen state (a
 * view that is not frozen is copied, never frozen in place).
 * @throws InvalidStateError when `v` is not a Faction's view (a game state has its own dice: use it, or
 *   its view) or its deck cannot have come from the scenario's Deck Preparation; `seed` must be a string
 *   or a finite number.
 */
export function determinize(v: GameView, seed: string | number): GameState {
  const hidden = v.deck as Partial<GameView['deck']> | undefined;
  if ((v.dice as { kind: string } | undefined)?.kind !== 'hidden' || typeof hidden?.hiddenDrawCount !== 'number')
    refuse("expected a Faction's view from view(state, faction), with hidden dice and a hidden draw count");
  if (typeof seed !== 'string' && !(typeof seed === 'number' && Number.isFinite(seed)))
    refuse(`the seed must be a string or a finite number, got ${String(seed)}`);
  const scenario = SCENARIOS[v.scenario];
  const hiddenCount = v.deck.hiddenDrawCount;
  // A short deck (page 36) holds fewer campaigns: as many as the option says, or (an explicit deck,
  // hidden in the view) as many as its cards drawn and hidden fill.
  const explicitCards = drawnOrder(v).length + hiddenCount;
  const campaigns =
    v.options.campaigns ?? (v.options.deck !== null && v.options.cards !== 'external' ? Math.ceil(explicitCards / CARDS_PER_CAMPAIGN) : scenario.campaigns.length);
  const total = campaigns * CARDS_PER_CAMPAIGN;
  const start = total - hiddenCount;
  if (!Number.isInteger(hiddenCount) || hiddenCount < 0 || start < 0)
    refuse(`${hiddenCount} hidden cards do not fit the ${v.scenario} deck of ${total} cards (page 36)`);

  const seen = seenCards(v);
  const winterQuartersSeen = [...seen].filter(isWinterQuarters).length;
  const firstCampaign = Math.floor(start / CARDS_PER_CAMPAIGN);
  const firstPosition = start % CARDS_PER_CAMPAIGN;
  // Every campaign drawn through has shown its Winter Quarters card; the one under way may have.
  if (hiddenCount > 0 && winterQuartersSeen !== firstCampaign && winterQuartersSeen !== firstCampaign + 1)
    refuse(`${winterQuartersSeen} Winter Quarters cards seen, but ${start} cards drawn reach campaign ${firstCampaign + 1} (page 36)`);

  if (winterQuartersSeen === firstCampaign + 1 && hiddenCount > 0 && firstPosition <= FIRST_WINTER_QUARTERS_POSITION)
    refuse(`campaign ${firstCampaign + 1} has shown its Winter Quarters card after only ${firstPosition} of its cards (it lies among the bottom ${WINTER_QUARTERS_DEPTH}, page 36)`);

  let rng: RngState = seedRng(seed);
  const shuffled = (cards: readonly CardId[]): CardId[] => {
    const r = shuffle(rng, cards);
    rng = r.rng;
    return r.value;
  };
  const winterPool = shuffled(WINTER_QUARTERS_CARD_IDS.filter((c) => !seen.has(c)));
  const byPeriod = v.options.periodEvents && v.options.deck === null;
  const unseenEvents = EVENT_CARD_IDS.filter((c) => !seen.has(c));
  const anyPool = byPeriod ? [] : shuffled(unseenEvents);
  const periodPools = new Map<Period, CardId[]>();
  if (byPeriod)
    for (const period of new Set(scenario.periodPiles.slice(firstCampaign)))
      periodPools.set(period, shuffled(unseenEvents.filter((c) => cardById(c).period === period)));

  const draw: CardId[] = [];
  for (let c = firstCampaign; c < campaigns; c++) {
    const from = c === firstCampaign ? firstPosition : 0;
    const withWinter = c > firstCampaign || winterQuartersSeen === firstCampaign;
    const slots = CARDS_PER_CAMPAIGN - from;
    const pool = byPeriod ? periodPools.get(scenario.periodPiles[c])! : anyPool;
    const events = take(pool, slots - (withWinter ? 1 : 0), byPeriod ? `Events of ${scenario.periodPiles[c]}` : 'Events');
    if (withWinter) {
      const lowest = Math.max(from, FIRST_WINTER_QUARTERS_POSITION);
      const r = nextInt(rng, CARDS_PER_CAMPAIGN - lowest);
      rng = r.rng;
      events.splice(lowest + r.value - from, 0, take(winterPool, 1, 'Winter Quarters cards')[0]);
    }
    draw.push(...events);
  }

  const source: GameView = Object.isFrozen(v) ? v : structuredClone(v);
  const { deck, dice: _dice, options, ...rest } = source;
  const state: GameState = {
    ...rest,
    options: { ...options, seed, deck: options.deck === null ? null : [...drawnOrder(v), ...draw] },
    deck: { current: deck.current, next: deck.next, draw, played: deck.played },
    dice: { kind: 'seeded', rng },
  };
  return freeze(state, true);
}

/**
 * A state for a rollout that does not see the real future: {@link determinize} of `faction`'s view of
 * `state` (by default the Faction pending now; every Faction sees the same in this game), so the deck
 * under the next card and the dice are dealt afresh from `seed`. Two seeds give two possible futures of
 * the same visible position. Pure.
 */
export function forRollout(state: GameState, seed: string | number, faction?: Faction): GameState {
  const decider = pending(state)?.faction;
  const who: Faction = faction ?? (decider !== undefined && decider !== 'chance' ? decider : 'british');
  return determinize(view(state, who), seed);
}
