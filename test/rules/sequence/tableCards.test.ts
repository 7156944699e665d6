/**
 * The table's own cards (`cards: 'external'`) and short decks: every card turned over is a decision of
 * `chance` listing exactly the cards Deck Preparation allows there (page 36: 10 Events per campaign pile,
 * its Winter Quarters card shuffled into the bottom five); the next card is revealed before the card in
 * play is played (2.2, 2.3.7), a revealed Winter Quarters card swaps in (2.3.7), and the game ends with
 * the last campaign's Winter Quarters Round (2.4.1, 6.4.3). A deck of fewer campaigns plays from the
 * scenario's own set-up.
 */
import { describe, expect, it } from 'vitest';
import type { Action } from '../../../src/core/action';
import { InvalidStateError, ScenarioError } from '../../../src/core/errors';
import type { GameState } from '../../../src/core/state';
import { cardById, EVENT_CARD_IDS, WINTER_QUARTERS_CARD_IDS } from '../../../src/data/cards';
import { SCENARIO_IDS, type CardId, type ScenarioId } from '../../../src/data/ids';
import { SCENARIOS } from '../../../src/data/scenarios';
import { createGame, normalizeOptions } from '../../../src/game/createGame';
import { apply, legalActions, pending, tryApply } from '../../../src/game/machine';
import { explain } from '../../../src/index';
import { loadGame, serialize } from '../../../src/game/persistence';
import { checkRecord, parseRecord, serializeRecord } from '../../../src/records/record';
import { runConformance } from '../../../src/testing/conformance';
import { policyConformance } from '../../../src/testing';
import { flowchartFactions, flowchartPolicies } from '../../../src/bots/flowcharts';
import { revealRefusal } from '../../../src/rules/sequence/reveal';
import { chanceOutcomes } from '../../../src/view/chance';
import { determinize } from '../../../src/view/determinize';
import { revealed, undoFloor } from '../../../src/view/undo';
import { view } from '../../../src/view/view';
import { Simulator } from '../../../src/sim/simulator';
import { nextInt, seedRng } from '../../../src/dice/index';

const reveal = (card: CardId): Action => ({ faction: 'chance', type: 'reveal', card });
const listedCards = (s: GameState): CardId[] => legalActions(s).map((a) => a.card!);
const range = (from: number, to: number): CardId[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const without = (all: readonly CardId[], gone: readonly CardId[]): CardId[] => all.filter((c) => !gone.includes(c));

/**
 * Plays the Factions' decisions until the table must reveal a card or the game is over: every Eligible
 * Faction passes (2.3.3), no Brilliant Stroke is played (2.3.8), and every other decision takes its
 * first option (stay, pay…).
 */
function toReveal(s: GameState): GameState {
  let n = 0;
  while (!s.result && pending(s)!.faction !== 'chance') {
    const legal = legalActions(s);
    const kind = pending(s)!.kind;
    s = apply(s, kind === 'eligibleOptions' ? legal.find((a) => a.type === 'pass')! : kind === 'brilliantStrokes' ? legal.find((a) => a.type === 'done')! : legal[0]);
    if (++n > 5000) throw new Error('no reveal reached');
  }
  return s;
}

/**
 * The cards page 36 allows as the next card, worked out here from the order of the reveals only: the
 * n-th card (from 0) is card n mod 11 of pile ⌊n / 11⌋; its top six cards are Events; its Winter
 * Quarters card lies among its bottom five, so it is the last card if none of the four before was one.
 */
function allowedAfter(revealed: readonly CardId[], campaigns: number, periods: readonly string[] | null): CardId[] {
  const n = revealed.length;
  if (n === campaigns * 11) return [];
  const pile = Math.floor(n / 11);
  const at = n % 11;
  const pileCards = revealed.slice(pile * 11);
  const pileWq = pileCards.some((c) => cardById(c).kind === 'winterQuarters');
  const events = EVENT_CARD_IDS.filter((c) => !revealed.includes(c) && (periods === null || cardById(c).period === periods[pile]));
  const wqs = WINTER_QUARTERS_CARD_IDS.filter((c) => !revealed.includes(c));
  if (at < 6 || pileWq) return events;
  if (at === 10) return wqs;
  return [...events, ...wqs];
}

describe("cards: 'external' — each card a decision of chance", () => {
  it('the options: normalised with cards and campaigns only when given, refused with reasons', () => {
    expect(normalizeOptions({ cards: 'external', campaigns: 2 })).toMatchObject({ deck: null, cards: 'external', campaigns: 2 });
    // A game without them keeps its options as before (and so its state and golden digests).
    expect(Object.keys(normalizeOptions({ cards: 'seeded' }))).toEqual(['seed', 'periodEvents', 'winterIsComing', 'nonPlayers', 'players', 'oneplayerDifficulty', 'dice', 'deck']);
    expect(() => createGame('1775', { cards: 'shuffled' as 'seeded' })).toThrow(`cards must be 'seeded' or 'external', got "shuffled"`);
    expect(() => createGame('sprint', { cards: 'external', deck: range(1, 11) })).toThrow(
      "cards: 'external' takes no explicit deck: the table reveals its own cards one by one (give campaigns for a short deck)",
    );
    for (const bad of [0, 1.5, 7])
      expect(() => createGame('1775', { cards: 'external', campaigns: bad })).toThrow(`campaigns must be a whole number of campaigns from 1 to 6, got ${bad} (page 36)`);
    // Page 36 / the Sprint: two campaigns.
    expect(() => createGame('sprint', { cards: 'external', campaigns: 3 })).toThrow(
      'campaigns: the sprint scenario (Sprint (The Southern Campaign, two Campaigns)) has 2 campaigns; a short deck has from 1 to 2, got 3 (page 36)',
    );
  });

  it('2.2 start: the table reveals the first card, then the next; then the first card is played', () => {
    let s = createGame('1775', { cards: 'external', seed: 5 });
    expect(revealRefusal(s, 97)).toBe(
      `card 1 of campaign 1 is an Event card: a campaign's Winter Quarters card is shuffled into its bottom 5 cards, under its first 6 Events (page 36)`,
    );
    expect(revealRefusal(s, 42)).toBeNull();
    expect(s.deck).toEqual({ current: null, next: null, draw: [], played: [] });
    expect(pending(s)).toMatchObject({ faction: 'chance', kind: 'revealCard', prompt: 'Reveal the first card of the draw deck (campaign 1 of 6, card 1 of 11)' });
    // Page 36: the top six cards of a campaign are Event cards — any of the 96.
    expect(listedCards(s)).toEqual(EVENT_CARD_IDS);
    expect(() => apply(s, { faction: 'british', type: 'pass' })).toThrow(/chance/);
    expect(() => apply(s, reveal(97))).toThrow(/not legal/i);
    s = apply(s, reveal(42));
    expect(s.deck.current).toBe(42);
    expect(pending(s)).toMatchObject({ faction: 'chance', kind: 'revealCard', prompt: 'Reveal the next card of the draw deck (campaign 1 of 6, card 2 of 11)' });
    expect(listedCards(s)).toEqual(without(EVENT_CARD_IDS, [42]));
    s = apply(s, reveal(7));
    expect(s.deck).toEqual({ current: 42, next: 7, draw: [], played: [] });
    expect(pending(s)!.faction).not.toBe('chance');
    expect(s.log.map((l) => l.text).slice(0, 3)).toEqual([
      `The table reveals card 42 (${cardById(42).title}), the first card`,
      `The table reveals card 7 (${cardById(7).title}) on top of the draw deck`,
      `Card 42: ${cardById(42).title}`,
    ]);
  });

  it('page 36, 2.3.7, 2.4.1: a hand-followed Sprint — Winter Quarters not yet allowed, then allowed, then forced; the swap; the end after the second Round', () => {
    let s = createGame('sprint', { cards: 'external', seed: 3 });
    const revealed: CardId[] = [];
    const show = (card: CardId): void => {
      s = toReveal(s);
      expect(pending(s)!.kind).toBe('revealCard');
      s = apply(s, reveal(card));
      revealed.push(card);
    };
    // Campaign 1, cards 1–6: Events only (the Winter Quarters card is in the bottom five).
    for (const card of [10, 11, 12, 13, 14, 15]) {
      s = toReveal(s);
      expect(listedCards(s)).toEqual(without(EVENT_CARD_IDS, revealed));
      expect(listedCards(s)).not.toContain(97);
      show(card);
    }
    s = toReveal(s);
    expect(revealRefusal(s, 10)).toBe(`card 10 (${cardById(10).title}) has been turned over already; each card is in the deck once`);
    expect(revealRefusal(s, 105)).toBe(`card 105 (${cardById(105).title}) is held by a Faction, never shuffled into the deck (2.3.8)`);
    expect(revealRefusal(s, 110)).toBe('no card is numbered 110; cards are numbered 1 to 109');
    // Card 7: the first of the bottom five — now a Winter Quarters card may come.
    s = toReveal(s);
    expect(pending(s)!.prompt).toBe('Reveal the next card of the draw deck (campaign 1 of 2, card 7 of 11)');
    expect(listedCards(s)).toEqual([...without(EVENT_CARD_IDS, revealed), ...WINTER_QUARTERS_CARD_IDS]);
    for (const card of [16, 17, 18, 19]) show(card);
    // Card 11: none of the bottom four was the Winter Quarters card, so it is this one — any of the eight.
    s = toReveal(s);
    expect(listedCards(s)).toEqual(WINTER_QUARTERS_CARD_IDS);
    expect(revealRefusal(s, 60)).toBe('card 11 of campaign 1 is its Winter Quarters card: none of its bottom cards before it was one, and each campaign holds one (page 36)');
    expect(s.deck.current).toBe(19);
    show(99);
    // 2.3.7: the revealed Winter Quarters card swaps with the card in play, and its Round comes first.
    expect(s.deck.current).toBe(99);
    expect(s.deck.next).toBe(19);
    expect(s.stack.some((f) => f.kind === 'winterQuarters')).toBe(true);
    expect(s.winterQuarters).toBe(1);
    // Campaign 2, cards 1–6: Events only, none of those revealed; no Winter Quarters card, used or not.
    for (const card of [20, 21, 22, 23, 24, 25]) {
      s = toReveal(s);
      expect(s.result).toBeNull();
      expect(listedCards(s)).toEqual(without(EVENT_CARD_IDS, revealed));
      show(card);
    }
    // Card 7 of campaign 2: the seven Winter Quarters cards not used (99 is gone).
    s = toReveal(s);
    expect(listedCards(s)).toEqual([...without(EVENT_CARD_IDS, revealed), ...without(WINTER_QUARTERS_CARD_IDS, [99])]);
    show(98);
    // The last campaign's Winter Quarters card: its Round is the final one (2.4.1); the Sprint has no
    // Victory Check, so the game ends after its Support Phase (6.4.3) and no card is revealed again.
    expect(s.deck.current).toBe(98);
    s = toReveal(s);
    expect(s.result).not.toBeNull();
    expect(s.result!.reason).toBe('finalWinterQuarters');
    expect(s.winterQuarters).toBe(2);
    expect(legalActions(s)).toEqual([]);
    expect(s.deck.played.filter((c) => cardById(c).kind === 'winterQuarters')).toEqual([99]);
  });

  it('2.3.7 with Winter is Coming: the Winter Quarters card waits its turn; once the pile\'s is out, Events only', () => {
    let s = createGame('sprint', { cards: 'external', winterIsComing: true, seed: 4 });
    const revealed: CardId[] = [];
    for (const card of [1, 2, 3, 4, 5, 6, 97]) {
      s = toReveal(s);
      s = apply(s, reveal(card));
      revealed.push(card);
    }
    // No swap: the Event in play is played first, and the next reveal waits for the card after it.
    expect(s.deck.current).toBe(6);
    expect(s.deck.next).toBe(97);
    s = toReveal(s);
    expect(s.deck.current).toBe(97);
    expect(pending(s)!.prompt).toBe('Reveal the next card of the draw deck (campaign 1 of 2, card 8 of 11)');
    // The pile's Winter Quarters card is out: its last four cards are Events.
    expect(listedCards(s)).toEqual(without(EVENT_CARD_IDS, revealed));
    expect(revealRefusal(s, 98)).toBe(
      `card 8 of campaign 1 is an Event card: campaign 1 has shown its one Winter Quarters card already (card 97 (${cardById(97).title})) (page 36)`,
    );
  });

  it('Period Events (page 36): each pile lists its own period\'s Events', () => {
    const s = createGame('1778', { cards: 'external', periodEvents: true, seed: 2 });
    const listed = listedCards(s);
    expect(listed).toHaveLength(32);
    expect(listed.every((c) => cardById(c).period === SCENARIOS['1778'].periodPiles[0])).toBe(true);
    const other = EVENT_CARD_IDS.find((c) => cardById(c).period !== '1777-1778')!;
    expect(revealRefusal(s, other)).toBe(`with Period Events, campaign 1 is dealt from the 1777-1778 Events; card ${other} (${cardById(other).title}) is of ${cardById(other).period} (page 36)`);
  });

  it('random games of every scenario, the reveals chosen at random among the listed cards: invariant-clean, saved and loaded, replayed from their records; every listing is what page 36 allows', () => {
    const sequences = new Map<string, CardId[]>();
    let reveals = 0;
    const records: { scenario: ScenarioId; record: ReturnType<typeof parseRecord>; result: unknown }[] = [];
    for (const variant of [{}, { periodEvents: true, winterIsComing: true }] as const) {
      const report = runConformance({
        options: { cards: 'external', ...variant },
        games: 1,
        seed: `table-cards-${Object.keys(variant).length}`,
        roundTripEvery: 97,
        onStep: ({ scenario, game, before, action }) => {
          if (action.faction !== 'chance') return;
          const key = `${JSON.stringify(variant)}:${scenario}:${game}`;
          const seq = sequences.get(key) ?? [];
          const periods = before.options.periodEvents ? SCENARIOS[scenario].periodPiles : null;
          const listed = legalActions(before).map((a) => a.card);
          expect(listed).toEqual(allowedAfter(seq, SCENARIOS[scenario].campaigns.length, periods));
          // A card has a reason against it exactly when it is not listed.
          expect(range(1, 109).filter((c) => revealRefusal(before, c) === null)).toEqual(listed);
          seq.push(action.card!);
          sequences.set(key, seq);
          reveals++;
        },
        onGame: ({ scenario, record, result }) => records.push({ scenario, record, result }),
      });
      expect(report.failures).toEqual([]);
      expect(report.games).toBe(SCENARIO_IDS.length);
      expect(Object.values(report.byScenario).every((t) => t.finished === 1)).toBe(true);
    }
    expect(reveals).toBeGreaterThan(8 * 11);
    // A record keeps the chance reveals: read back from its text, it replays to the same end.
    for (const { record, result } of records) {
      const read = parseRecord(serializeRecord(record));
      expect(read.options.cards).toBe('external');
      const check = checkRecord(read);
      expect(check.ok).toBe(true);
      if (check.ok) expect(check.state.result).toEqual(result);
    }
  }, 300_000);
});

describe('Non-Players with the table\'s own cards', () => {
  it('8.1–8.7: bot-only games of every scenario play to a result, the table revealing the cards', () => {
    const all = flowchartFactions();
    let reveals = 0;
    const ended: string[] = [];
    const report = runConformance({
      ...policyConformance({ policies: flowchartPolicies(all), checkEvery: 50 }),
      games: 1,
      seed: 'table-cards-bots',
      options: { nonPlayers: [...all], cards: 'external' },
      roundTripEvery: 151,
      onStep: ({ action }) => {
        if (action.type === 'reveal') reveals++;
      },
      onGame: (g) => ended.push(`${g.scenario}: ${g.result?.reason ?? 'unfinished'}`),
    });
    expect(report.failures.map((f) => `${f.scenario} step ${f.step}: ${f.kind}: ${f.message}`)).toEqual([]);
    expect(ended).toHaveLength(SCENARIO_IDS.length);
    expect(ended.every((e) => !e.endsWith('unfinished'))).toBe(true);
    expect(reveals).toBeGreaterThan(4 * 11);
  }, 300_000);
});

describe('search and undo with the table\'s own cards', () => {
  it('chanceOutcomes: unseen Events alike, unused Winter Quarters cards alike, the pile\'s Winter Quarters card alike at each bottom place left (page 36)', () => {
    let s = createGame('sprint', { cards: 'external', seed: 13 });
    const sum = (xs: { probability: number }[]): number => xs.reduce((a, o) => a + o.probability, 0);
    let odds = chanceOutcomes(s)!;
    expect(odds.map((o) => o.action)).toEqual(legalActions(s));
    expect(odds.every((o) => o.probability === 1 / 96)).toBe(true);
    for (const card of [1, 2, 3, 4, 5, 6]) {
      s = toReveal(s);
      s = apply(s, reveal(card));
    }
    // Card 7: the Winter Quarters card is at one of the five bottom places, 1/5 here; each of the eight 1/40.
    s = toReveal(s);
    odds = chanceOutcomes(s)!;
    expect(odds.filter((o) => o.action.card! >= 97).map((o) => o.probability)).toEqual(Array(8).fill(1 / 5 / 8));
    expect(odds.filter((o) => o.action.card! < 97).every((o) => o.probability === 4 / 5 / 90)).toBe(true);
    expect(sum(odds)).toBeCloseTo(1, 12);
    for (const card of [7, 8]) {
      s = toReveal(s);
      s = apply(s, reveal(card));
    }
    // Card 9: three places left.
    s = toReveal(s);
    odds = chanceOutcomes(s)!;
    expect(odds.find((o) => o.action.card === 100)!.probability).toBe(1 / 3 / 8);
    expect(sum(odds)).toBeCloseTo(1, 12);
  });

  it('undo: a card the table revealed is known from then on; determinize keeps the table\'s cards and deals short decks by their campaigns', () => {
    const s0 = createGame('1775', { cards: 'external', seed: 14 });
    const s1 = apply(s0, reveal(5));
    expect(revealed(s0, s1)).toEqual({ draws: 0, cards: [], chance: true });
    expect(undoFloor([s0, s1])).toBe(1);
    // The table's cards: nothing hidden to deal.
    const d = determinize(view(s1, 'british'), 'other-future');
    expect(d.deck).toEqual(s1.deck);
    expect(d.options.cards).toBe('external');
    // A short deck: one campaign, explicit or by the option; the deal fills that many campaigns only.
    for (const options of [{ deck: [1, 2, 3, 4, 5, 6, 7, 8, 97, 9, 10] }, { campaigns: 2, seed: 15 }]) {
      const s = createGame('1775', options);
      const dealt = determinize(view(s, 'british'), 'short');
      expect(dealt.deck.draw).toHaveLength(s.deck.draw.length);
      expect([dealt.deck.current, dealt.deck.next, ...dealt.deck.draw].filter((c) => cardById(c!).kind === 'winterQuarters')).toHaveLength(s.deck.draw.length === 9 ? 1 : 2);
      expect(loadGame(serialize(dealt))).toEqual(dealt);
    }
  });
});

describe('the Simulator with the table\'s own cards', () => {
  it('do and undo reach the same states as apply, reveals included (the account apart: the Simulator writes none)', () => {
    /** The state without its account (`log`, `priorLog`), which the Simulator does not write. */
    const play = (state: GameState): GameState => ({ ...state, log: [], priorLog: [] });
    let s = createGame('1778', { cards: 'external', dice: 'external', seed: 6 });
    const sim = Simulator.from(s);
    let rng = seedRng('table-cards-sim');
    const states: GameState[] = [s];
    let reveals = 0;
    for (let i = 0; i < 400 && !s.result; i++) {
      const legal = legalActions(s);
      expect(sim.legal()).toEqual(legal);
      const pick = nextInt(rng, legal.length);
      rng = pick.rng;
      if (legal[pick.value].type === 'reveal') reveals++;
      s = apply(s, legal[pick.value]);
      sim.do(legal[pick.value]);
      expect(play(sim.toState())).toEqual(play(s));
      states.push(s);
    }
    expect(reveals).toBeGreaterThan(5);
    for (let i = states.length - 2; i >= states.length - 60; i--) {
      sim.undo();
      expect(play(sim.toState())).toEqual(play(states[i]));
    }
  });
});

describe('short decks — whole campaigns, each with its Winter Quarters card', () => {
  /** A one-campaign tutorial deck: six Events, then four Events with a Winter Quarters card among them. */
  const tutorial: CardId[] = [1, 2, 3, 4, 5, 6, 7, 8, 97, 9, 10];

  it('an explicit one-campaign deck plays from the scenario\'s set-up to its end, after its Winter Quarters Round (2.4.1)', () => {
    for (const scenario of SCENARIO_IDS) {
      let s = createGame(scenario, { deck: tutorial });
      expect(s.deck).toEqual({ current: 1, next: 2, draw: tutorial.slice(2), played: [] });
      expect(s.resources).toEqual(SCENARIOS[scenario].resources);
      s = toReveal(s);
      expect(s.result).not.toBeNull();
      expect(s.winterQuarters).toBe(1);
      // 1775–1778 may end on the Round's Victory Check (6.1); otherwise the final Round ends the game (7.3).
      if (s.result!.reason !== 'victoryCheck') expect(s.result!.reason).toBe('finalWinterQuarters');
      expect(s.deck.current).toBe(97);
      expect(s.deck.played).toEqual([1, 2, 3, 4, 5, 6, 7]);
    }
  });

  it('the campaigns option: a shuffled deck of the scenario\'s first campaigns, or the table\'s own deck of one campaign', () => {
    const two = createGame('1775', { campaigns: 2, seed: 8 });
    const cards = [two.deck.current!, two.deck.next!, ...two.deck.draw];
    expect(cards).toHaveLength(22);
    expect(cards.filter((c) => cardById(c).kind === 'winterQuarters')).toHaveLength(2);
    // The short deck is the top of the full deck the same seed prepares: its first two campaigns (1775, 1776).
    const full = createGame('1775', { seed: 8 });
    expect(cards).toEqual([full.deck.current, full.deck.next, ...full.deck.draw].slice(0, 22));
    expect(full.options).not.toHaveProperty('campaigns');

    let s = createGame('1776', { cards: 'external', campaigns: 1, seed: 9 });
    for (const card of [...range(11, 20), 100]) {
      s = toReveal(s);
      if (s.result) break;
      s = apply(s, reveal(card));
    }
    s = toReveal(s);
    expect(s.result).not.toBeNull();
    expect(s.winterQuarters).toBe(1);
    if (s.result!.reason !== 'victoryCheck') expect(s.result!.reason).toBe('finalWinterQuarters');
  });

  it('bad short decks are refused, each with its reason (page 36)', () => {
    expect(() => createGame('1775', { deck: [] })).toThrow(
      'the 1775 deck needs whole campaigns of 11 cards (10 Events and a Winter Quarters card), from 1 to 6 of them (11 to 66 cards), got 0 (page 36)',
    );
    expect(() => createGame('1775', { deck: [...tutorial, 11] })).toThrow(
      'the 1775 deck needs whole campaigns of 11 cards (10 Events and a Winter Quarters card), from 1 to 6 of them (11 to 66 cards), got 12 (page 36)',
    );
    const three = [...tutorial, ...range(11, 18), 98, 19, 20, ...range(21, 28), 99, 29, 30];
    expect(() => createGame('sprint', { deck: three })).toThrow(
      'the sprint deck needs whole campaigns of 11 cards (10 Events and a Winter Quarters card), from 1 to 2 of them (11 to 22 cards), got 33 (page 36)',
    );
    expect(() => createGame('1778', { deck: three })).not.toThrow();
    expect(() => createGame('1778', { deck: tutorial, campaigns: 2 })).toThrow('a deck of 2 campaigns needs 22 cards (11 a campaign), got 11 (page 36)');
    expect(() => createGame('1778', { deck: [1, 2, 3, 4, 5, 97, 6, 7, 8, 9, 10] })).toThrow(
      'campaign 1: Winter Quarters card 97 is at position 6 of 11; it must be among the bottom 5 (page 36)',
    );
    expect(() => createGame('1778', { deck: [...range(1, 10), 11] })).toThrow('campaign 1 of the deck holds 0 Winter Quarters cards; it needs exactly one (page 36)');
    expect(() => createGame('1778', { deck: [...range(1, 8), 97, 98, 9] })).toThrow('campaign 1 of the deck holds 2 Winter Quarters cards; it needs exactly one (page 36)');
    expect(() => createGame('1778', { deck: [...range(1, 8), 97, 9, 106] })).toThrow(ScenarioError);
  });
});

describe('saving and loading with the table\'s own cards', () => {
  /** A 1775 game with the table's cards, a few cards in, waiting for a reveal. */
  function midGame(): GameState {
    let s = createGame('1775', { cards: 'external', seed: 12 });
    for (const card of [30, 31, 32, 33, 34]) {
      s = toReveal(s);
      s = apply(s, reveal(card));
    }
    return toReveal(s);
  }

  it('a game waiting for a reveal, and one in the middle of a card, round-trip and play on alike', () => {
    const s = midGame();
    expect(pending(s)!.kind).toBe('revealCard');
    const loaded = loadGame(serialize(s));
    expect(loaded).toEqual(s);
    expect(legalActions(loaded)).toEqual(legalActions(s));
    const after = apply(loaded, reveal(35));
    expect(after).toEqual(apply(s, reveal(35)));
    expect(loadGame(serialize(after))).toEqual(after);
  });

  it('refuses a save whose deck the table could not have', () => {
    const s = midGame();
    const json = JSON.parse(serialize(s)) as { deck: { draw: number[]; played: number[] }; options: Record<string, unknown>; stack: { kind: string }[] };
    const hidden = structuredClone(json);
    hidden.deck.draw = [60];
    expect(() => loadGame(hidden)).toThrow(InvalidStateError);
    expect(() => loadGame(hidden)).toThrow("deck.draw: holds 1 card, but with the table's own cards the engine holds no draw deck");
    // A Winter Quarters card among the top six cards of the first campaign (page 36).
    const early = structuredClone(json);
    early.deck.played[0] = 101;
    expect(() => loadGame(early)).toThrow('deck: 1 Winter Quarters card revealed among 5 cards; each campaign of 11 holds one among its bottom 5, so 0 should be (page 36)');
    // A reveal pending in a game with the prepared deck.
    const seeded = structuredClone(json);
    delete seeded.options.cards;
    expect(() => loadGame(seeded)).toThrow("a card is revealed by the table only with the option cards: 'external'");
    // More campaigns than the scenario has.
    const long = structuredClone(json);
    long.options.campaigns = 6;
    expect(loadGame(long).options.campaigns).toBe(6);
    const sprint = structuredClone(json) as typeof json & { scenario: string };
    sprint.scenario = 'sprint';
    sprint.options.campaigns = 3;
    expect(() => loadGame(sprint)).toThrow(/the sprint scenario \(Sprint \(The Southern Campaign, two Campaigns\)\) has 2 campaigns/);
  });
});

describe("a refused reveal says why (the table's own cards)", () => {
  it('2.3.7: a card already turned over is refused with its reason, and explain gives the same', () => {
    let s = createGame('sprint', { seed: 1, cards: 'external' });
    const first = legalActions(s)[0];
    s = apply(s, first);
    const again = { faction: 'chance', type: 'reveal', card: first.card } as Action;
    const why = revealRefusal(s, first.card!);
    expect(why).not.toBeNull();
    const r = tryApply(s, again);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('not-legal-now');
      expect(r.error.message).toBe(`Not legal now: Card #${first.card} cannot be turned over now: ${why} (2.3.7).`);
      expect(explain(s, again)).toEqual({ rule: '2.3.7', text: `Card #${first.card} cannot be turned over now: ${why}` });
    }
  });
});
