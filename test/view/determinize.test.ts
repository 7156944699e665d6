/**
 * determinize(view, seed) and forRollout(state, seed) (docs/contract.md, "Hidden information and
 * search"): a full state that agrees with the view everywhere it shows, passes loadGame, and re-deals the
 * unseen draw deck as Deck Preparation would (page 36) — every unseen card reaching every position the
 * rules allow it, and no other.
 */
import { describe, expect, it } from 'vitest';
import { createGame, type CreateGameOptions } from '../../src/game/createGame';
import { apply, legalActions } from '../../src/game/machine';
import { loadGame, serialize } from '../../src/game/persistence';
import { InvalidStateError } from '../../src/core/errors';
import type { GameState } from '../../src/core/state';
import { cardById, EVENT_CARD_IDS, WINTER_QUARTERS_CARD_IDS } from '../../src/data/cards';
import { FACTIONS, type CardId, type ScenarioId } from '../../src/data/ids';
import { SCENARIOS } from '../../src/data/scenarios';
import { roll } from '../../src/dice/index';
import { validateDeck } from '../../src/rules/setup';
import { seededIndex } from '../../src/testing/random';
import { view, type GameView } from '../../src/view/view';
import { determinize, forRollout } from '../../src/view/determinize';
import { revealed } from '../../src/view/undo';

/** Random legal play from a new game until `done` holds (the chooser is seeded: the same game every run). */
function playUntil(scenario: ScenarioId, options: CreateGameOptions, done: (s: GameState) => boolean, chooser = 1): GameState {
  const pick = seededIndex(chooser);
  let s = createGame(scenario, options);
  for (let i = 0; i < 20_000 && !done(s); i++) {
    const legal = legalActions(s);
    s = apply(s, legal[pick(legal.length)]);
  }
  expect(done(s)).toBe(true);
  return s;
}

/** Cards drawn off the prepared deck so far (the deck's size less the hidden draw count). */
const drawn = (s: GameState): number => SCENARIOS[s.scenario].campaigns.length * 11 - s.deck.draw.length;

/** Every card the view shows (played, current, next, Brilliant Strokes held). */
function seen(v: GameView): Set<CardId> {
  const out = new Set<CardId>([...v.deck.played, ...FACTIONS.flatMap((f) => v.brilliantStrokes[f])]);
  if (v.deck.current !== null) out.add(v.deck.current);
  if (v.deck.next !== null) out.add(v.deck.next);
  return out;
}

/** An explicit sprint deck (page 36 shape): Winter Quarters cards last in each campaign of 11. */
const SPRINT_DECK: CardId[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 97, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 98];

/** Positions covering the shapes of the deck: game start, mid-campaign, Winter Quarters seen or not. */
const POSITIONS: [string, () => GameState][] = [
  ['1775 at the start', () => createGame('1775', { seed: 'd1' })],
  ['1776 with Period Events at the start', () => createGame('1776', { seed: 'd2', periodEvents: true })],
  ['sprint with Period Events after a Winter Quarters card', () => playUntil('sprint', { seed: 3, periodEvents: true }, (s) => drawn(s) >= 14)],
  ['1778 mid-game', () => playUntil('1778', { seed: 'd4' }, (s) => drawn(s) >= 17)],
  ['1778 with Winter is Coming mid-game', () => playUntil('1778', { seed: 'd5', winterIsComing: true }, (s) => drawn(s) >= 13)],
  ['sprint with an explicit deck, its Winter Quarters card still hidden', () => playUntil('sprint', { seed: 6, deck: SPRINT_DECK }, (s) => drawn(s) >= 9)],
  ['sprint with an explicit deck, past a Winter Quarters card', () => playUntil('sprint', { seed: 7, deck: SPRINT_DECK }, (s) => drawn(s) >= 13)],
];

describe('determinize(view, seed)', () => {
  for (const [name, make] of POSITIONS) {
    it(`${name}: passes loadGame, agrees with the view everywhere it shows, re-seeds the dice`, () => {
      const state = make();
      for (const faction of FACTIONS) {
        const v = view(state, faction);
        for (const seed of ['a', 'b', 17]) {
          const d = determinize(v, seed);
          expect(loadGame(serialize(d))).toEqual(d);
          for (const f of FACTIONS) expect(view(d, f)).toEqual(view(state, f));
          expect(d.options.seed).toBe(seed);
          expect(d.dice.kind).toBe('seeded');
          expect(d.deck.draw).toHaveLength(state.deck.draw.length);
          expect(Object.isFrozen(d) && Object.isFrozen(d.deck.draw)).toBe(true);
          // The unseen cards only, each once.
          const shown = seen(v);
          expect(d.deck.draw.filter((c) => shown.has(c))).toEqual([]);
          expect(new Set(d.deck.draw).size).toBe(d.deck.draw.length);
          // The same legal actions as the real game now: only the hidden part differs.
          expect(legalActions(d)).toEqual(legalActions(state));
        }
        // The same view and seed always give the same state; another seed another deal and other dice.
        expect(determinize(v, 'a')).toEqual(determinize(v, 'a'));
        expect(determinize(v, 'a').deck.draw).not.toEqual(determinize(v, 'b').deck.draw);
        expect(determinize(v, 'a').dice).not.toEqual(determinize(v, 'b').dice);
      }
    });
  }

  it('page 36: an explicit deck becomes the dealt draw order — the cards drawn so far as they came, then the new draw deck', () => {
    for (const [name, make] of POSITIONS) {
      const state = make();
      const d = determinize(view(state, 'patriots'), 'order');
      if (state.options.deck === null) {
        expect(d.options.deck, name).toBeNull();
        continue;
      }
      const n = drawn(state);
      // The Winter Quarters swap (2.3.7) is undone: the prefix is the real deck's own.
      expect(d.options.deck!.slice(0, n), name).toEqual(state.options.deck.slice(0, n));
      expect(d.options.deck!.slice(n), name).toEqual(d.deck.draw);
      expect(validateDeck(SCENARIOS.sprint, d.options.deck!), name).toEqual(d.options.deck);
    }
  });

  it('page 36: with Period Events each campaign is dealt its own period\'s Events; a campaign shows one Winter Quarters card among its bottom five', () => {
    const state = createGame('1775', { seed: 'periods', periodEvents: true });
    const piles = SCENARIOS['1775'].periodPiles;
    for (const seed of [1, 2, 3, 4, 5]) {
      const d = determinize(view(state, 'french'), seed);
      const full: CardId[] = [state.deck.current!, state.deck.next!, ...d.deck.draw];
      for (let c = 0; c < piles.length; c++) {
        const pile = full.slice(c * 11, c * 11 + 11);
        const wq = pile.map((id, i) => (cardById(id).kind === 'winterQuarters' ? i : -1)).filter((i) => i >= 0);
        expect(wq).toHaveLength(1);
        expect(wq[0]).toBeGreaterThanOrEqual(6);
        for (const id of pile) if (cardById(id).kind === 'event') expect(cardById(id).period).toBe(piles[c]);
      }
    }
  });

  /**
   * Over a fixed list of seeds, the set of cards reached at each hidden position is exactly the set the
   * rules allow there: the unseen Events (of the campaign's period with Period Events; any unseen Event
   * with an explicit deck), and the unseen Winter Quarters cards only in the bottom five of a campaign
   * whose Winter Quarters card is not out yet.
   */
  function coverage(state: GameState, seeds: number): void {
    const v = view(state, 'indians');
    const shown = seen(v);
    const scenario = SCENARIOS[state.scenario];
    const start = drawn(state);
    const winterSeen = [...shown].filter((c) => cardById(c).kind === 'winterQuarters').length;
    const byPeriod = state.options.periodEvents && state.options.deck === null;
    const allowed = state.deck.draw.map((_, k) => {
      const campaign = Math.floor((start + k) / 11);
      const at = (start + k) % 11;
      const events = EVENT_CARD_IDS.filter((c) => !shown.has(c) && (!byPeriod || cardById(c).period === scenario.periodPiles[campaign]));
      // Campaigns drawn through have shown theirs; the one under way has, or has not; the later ones not.
      const winterHere = at >= 6 && (campaign > Math.floor(start / 11) || winterSeen === campaign);
      return new Set([...events, ...(winterHere ? WINTER_QUARTERS_CARD_IDS.filter((c) => !shown.has(c)) : [])]);
    });
    const reached = state.deck.draw.map(() => new Set<CardId>());
    for (let seed = 0; seed < seeds; seed++) determinize(v, seed).deck.draw.forEach((c, k) => reached[k].add(c));
    reached.forEach((r, k) => expect([...r].sort((a, b) => a - b), `position ${start + k}`).toEqual([...allowed[k]].sort((a, b) => a - b)));
  }

  it('statistics, Period Events, Winter Quarters card of the campaign under way hidden: every unseen card reaches every allowed position', () => {
    // Sprint at the start: campaign 1 (1777-1778) from its third card, campaign 2 (1779-1780) whole.
    const state = createGame('sprint', { seed: 'cover', periodEvents: true });
    expect(drawn(state)).toBe(2);
    coverage(state, 1500);
  });

  it('statistics, Period Events, mid-way through the second campaign (the first one\'s Winter Quarters card out, the second\'s hidden)', () => {
    const state = playUntil('sprint', { seed: 3, periodEvents: true }, (s) => drawn(s) >= 14);
    expect(drawn(state)).toBe(14);
    coverage(state, 1000);
  });

  it('statistics, explicit deck, the last two cards of a campaign hidden with its Winter Quarters card among them', () => {
    const state = playUntil('sprint', { seed: 6, deck: SPRINT_DECK }, (s) => drawn(s) >= 9);
    expect(drawn(state)).toBe(9);
    coverage(state, 2500);
  });

  it('statistics, explicit deck, Winter Quarters card of the campaign under way already out: none more in it', () => {
    // Winter Quarters card 97 is the 7th card of campaign 1; nine cards drawn, so it is out (played or current).
    const deck: CardId[] = [1, 2, 3, 4, 5, 6, 97, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 98];
    const state = playUntil('sprint', { seed: 8, deck }, (s) => drawn(s) >= 9);
    expect(drawn(state)).toBe(9);
    expect([...state.deck.played, state.deck.current]).toContain(97);
    coverage(state, 2500);
  });

  it('statistics, explicit deck with the Period Events option: the table\'s deck may hold Events of any period', () => {
    const state = playUntil('sprint', { seed: 9, deck: SPRINT_DECK, periodEvents: true }, (s) => drawn(s) >= 3);
    expect(drawn(state)).toBe(3);
    coverage(state, 2500);
  });

  it('refuses what is not a view, and a view whose deck no Deck Preparation could give', () => {
    const state = createGame('1778', { seed: 'x' });
    expect(() => determinize(state as unknown as GameView, 1)).toThrow(
      new InvalidStateError(["determinize: expected a Faction's view from view(state, faction), with hidden dice and a hidden draw count"]),
    );
    const v = view(state, 'british');
    const tooMany = { ...v, deck: { ...v.deck, hiddenDrawCount: 40 } };
    expect(() => determinize(tooMany, 1)).toThrow(new InvalidStateError(['determinize: 40 hidden cards do not fit the 1778 deck of 33 cards (page 36)']));
    expect(() => determinize(v, Number.NaN)).toThrow(new InvalidStateError(['determinize: the seed must be a string or a finite number, got NaN']));
  });

  it('never changes its argument, and copies a view that is not frozen', () => {
    const v = JSON.parse(JSON.stringify(view(createGame('1776', { seed: 'm' }), 'british'))) as GameView;
    const text = JSON.stringify(v);
    const d = determinize(v, 'k');
    expect(JSON.stringify(v)).toBe(text);
    expect(Object.isFrozen(v.deck)).toBe(false);
    expect(Object.isFrozen(d.deck)).toBe(true);
  });
});

describe('forRollout(state, seed)', () => {
  it('is determinize of the pending Faction\'s view: the visible state identical, the future cards and dice differ by seed', () => {
    const state = playUntil('1778', { seed: 'real' }, (s) => drawn(s) >= 5);
    const a = forRollout(state, 'rollout 1');
    const b = forRollout(state, 'rollout 2');
    expect(a).toEqual(determinize(view(state, 'british'), 'rollout 1'));
    for (const f of FACTIONS) {
      expect(view(a, f)).toEqual(view(state, f));
      expect(view(b, f)).toEqual(view(state, f));
    }
    // Different future cards…
    expect(a.deck.draw).not.toEqual(b.deck.draw);
    // …and different dice: the next ten D6 each would roll.
    const dice = (s: GameState): number[] => {
      let d = s.dice;
      return Array.from({ length: 10 }, () => {
        const r = roll(d, 6);
        d = r.dice;
        return r.value;
      });
    };
    expect(dice(a)).not.toEqual(dice(b));
    // Neither is the real future: the real draw deck is not consulted.
    expect(a.deck.draw).not.toEqual(state.deck.draw);
    expect(b.deck.draw).not.toEqual(state.deck.draw);
  });

  it('played on with the same actions, two rollouts turn over different cards at the end of the card, each its own next one', () => {
    const state = playUntil('1778', { seed: 'real2' }, (s) => drawn(s) >= 4);
    /** Passes (or takes the first action) to the end of the current card: the actions taken and the state then. */
    const toCardEnd = (s0: GameState): { actions: unknown[]; state: GameState } => {
      let s = s0;
      const actions: unknown[] = [];
      while (s.deck.played.length === s0.deck.played.length) {
        const a = legalActions(s).find((x) => x.type === 'pass') ?? legalActions(s)[0];
        actions.push(a);
        s = apply(s, a);
      }
      return { actions, state: s };
    };
    const a = forRollout(state, 'r1');
    const b = forRollout(state, 'r2');
    const endA = toCardEnd(a);
    const endB = toCardEnd(b);
    expect(endA.actions).toEqual(endB.actions);
    expect(revealed(a, endA.state).cards).toEqual([a.deck.draw[0]]);
    expect(revealed(b, endB.state).cards).toEqual([b.deck.draw[0]]);
    expect(a.deck.draw[0]).not.toBe(b.deck.draw[0]);
  });
});
