import { describe, expect, it } from 'vitest';
import { createGame, normalizeOptions } from '../../src/game/createGame';
import { ScenarioError } from '../../src/core/errors';
import { legalActions, pending } from '../../src/game/machine';
import { totalOpposition, totalSupport, frenchPreparations } from '../../src/rules/board';
import { cardById, WINTER_QUARTERS_CARD_IDS } from '../../src/data/cards';
import { SCENARIO_IDS, SPACE_IDS, type CardId, type ScenarioId } from '../../src/data/ids';
import { SCENARIOS, STATED_CONTROL } from '../../src/data/scenarios';
import { checkInvariants } from '../../src/rules/invariants';
import { declineBrilliantStrokes } from '../../src/testing/kit';

const SIZES: Record<ScenarioId, number> = { '1775': 66, '1776': 44, '1778': 33, sprint: 22 };

function fullDeck(state: ReturnType<typeof createGame>): CardId[] {
  // The draw order as dealt: current and next were the top two (a Winter Quarters swap cannot happen on the first two cards).
  return [state.deck.current!, state.deck.next!, ...state.deck.draw];
}

describe('2.1 createGame: set-up of every scenario', () => {
  for (const id of SCENARIO_IDS) {
    it(`2.1 ${id}: every space, pool and counter as on the scenario page`, () => {
      const s = createGame(id, { seed: 7 });
      const setup = SCENARIOS[id];
      for (const space of SPACE_IDS) {
        const want = setup.spaces[space];
        for (const [piece, n] of Object.entries(s.spaces[space].pieces)) expect([space, piece, n]).toEqual([space, piece, want?.pieces[piece as keyof typeof want.pieces] ?? 0]);
        expect(s.spaces[space].support).toBe(want?.support ?? 0);
        expect(s.spaces[space].control).toBe(STATED_CONTROL[id][space] ?? null);
        expect(s.spaces[space].squadrons).toBe(want?.squadrons ?? 0);
        expect(s.spaces[space].blockades).toBe(0);
      }
      expect(s.available).toEqual(setup.available);
      expect(s.unavailable).toEqual(setup.unavailable);
      expect(s.resources).toEqual(setup.resources);
      expect([s.cbc, s.crc, s.fni, s.treatyOfAlliance]).toEqual([setup.cbc, setup.crc, setup.fni, setup.treatyOfAlliance]);
      expect(s.leaders).toEqual(setup.leaders);
      expect(s.brilliantStrokes).toEqual(setup.brilliantStrokes);
      expect(s.eligible).toEqual({ british: true, patriots: true, french: true, indians: true });
      expect(checkInvariants(s)).toEqual([]);
      expect(s.result).toBeNull();
    });
  }

  it('1.6.3 Total Support / Opposition equal the totals the pages state (1775 4/4, 1776 3/5, 1778 17/16)', () => {
    expect([totalSupport(createGame('1775')), totalOpposition(createGame('1775'))]).toEqual([4, 4]);
    expect([totalSupport(createGame('1776')), totalOpposition(createGame('1776'))]).toEqual([3, 5]);
    expect([totalSupport(createGame('1778')), totalOpposition(createGame('1778'))]).toEqual([17, 16]);
    expect([totalSupport(createGame('sprint')), totalOpposition(createGame('sprint'))]).toEqual([17, 16]);
  });

  it('2.3.9 French Preparations at set-up: 1775 0, 1776 9', () => {
    expect(frenchPreparations(createGame('1775'))).toBe(0);
    expect(frenchPreparations(createGame('1776'))).toBe(9);
  });

  it('the state is deep-frozen plain JSON', () => {
    const s = createGame('1776');
    expect(Object.isFrozen(s)).toBe(true);
    expect(Object.isFrozen(s.spaces.Boston.pieces)).toBe(true);
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });

  it('2.2 start: the first card is played and the next revealed; the 1st Eligible of its order decides', () => {
    const start = createGame('1775', { seed: 3 });
    // 2.3.8: before the 1st Eligible, the Factions able to play a Brilliant Stroke are asked; they decline.
    expect(pending(start)?.kind).toBe('brilliantStrokes');
    const s = declineBrilliantStrokes(start);
    expect(s.deck.current).not.toBeNull();
    expect(s.deck.next).not.toBeNull();
    expect(s.deck.played).toEqual([]);
    const first = cardById(s.deck.current!).order[0];
    expect(pending(s)).toMatchObject({ faction: first, kind: 'eligibleOptions' });
    expect(legalActions(s)[0]).toEqual({ faction: first, type: 'pass' });
  });
});

describe('page 36 Deck Preparation', () => {
  for (const id of SCENARIO_IDS) {
    it(`${id}: ${SIZES[id]} cards, a Winter Quarters card among the last five of every campaign`, () => {
      for (const seed of [1, 2, 3, 'x']) {
        const deck = fullDeck(createGame(id, { seed }));
        expect(deck).toHaveLength(SIZES[id]);
        expect(new Set(deck).size).toBe(deck.length);
        for (let c = 0; c < SIZES[id] / 11; c++) {
          const pile = deck.slice(c * 11, c * 11 + 11);
          const wq = pile.map((card, i) => (cardById(card).kind === 'winterQuarters' ? i : -1)).filter((i) => i >= 0);
          expect(wq).toHaveLength(1);
          expect(wq[0]).toBeGreaterThanOrEqual(6);
          expect(pile.filter((card) => cardById(card).kind === 'event')).toHaveLength(10);
        }
      }
    });
  }

  it('Period Events option: 1775 deals two 1775-76, two 1777-78 and two 1779-80 campaigns, top first', () => {
    const deck = fullDeck(createGame('1775', { seed: 11, periodEvents: true }));
    const periods = [0, 1, 2, 3, 4, 5].map((c) => new Set(deck.slice(c * 11, c * 11 + 11).map((id) => cardById(id).period).filter(Boolean)));
    expect(periods.map((p) => [...p])).toEqual([['1775-1776'], ['1775-1776'], ['1777-1778'], ['1777-1778'], ['1779-1780'], ['1779-1780']]);
  });

  it('Period Events option: 1776 Medium and 1778 Short and Sprint', () => {
    const per = (id: ScenarioId) => {
      const deck = fullDeck(createGame(id, { seed: 5, periodEvents: true }));
      return Array.from({ length: deck.length / 11 }, (_, c) => [...new Set(deck.slice(c * 11, c * 11 + 11).map((x) => cardById(x).period).filter(Boolean))]);
    };
    expect(per('1776')).toEqual([['1775-1776'], ['1777-1778'], ['1777-1778'], ['1779-1780']]);
    expect(per('1778')).toEqual([['1777-1778'], ['1779-1780'], ['1779-1780']]);
    expect(per('sprint')).toEqual([['1777-1778'], ['1779-1780']]);
  });

  it('different seeds give different decks; the same seed gives the same state', () => {
    expect(createGame('1775', { seed: 1 })).toEqual(createGame('1775', { seed: 1 }));
    expect(createGame('1775', { seed: 'abc' })).toEqual(createGame('1775', { seed: 'abc' }));
    expect(fullDeck(createGame('1775', { seed: 1 }))).not.toEqual(fullDeck(createGame('1775', { seed: 2 })));
  });

  it('each Winter Quarters card is used at most once', () => {
    const deck = fullDeck(createGame('1775', { seed: 9 }));
    const wq = deck.filter((c) => WINTER_QUARTERS_CARD_IDS.includes(c));
    expect(new Set(wq).size).toBe(6);
  });
});

describe('createGame options', () => {
  const sprintDeck = (): CardId[] => [1, 2, 3, 4, 5, 6, 7, 8, 9, 97, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 98];

  it('deck: an explicit draw order replaces the shuffle', () => {
    const s = createGame('sprint', { deck: sprintDeck() });
    expect(s.deck.current).toBe(1);
    expect(s.deck.next).toBe(2);
    expect(s.deck.draw).toEqual(sprintDeck().slice(2));
  });

  it('deck: refused with a clear reason when wrong', () => {
    expect(() => createGame('sprint', { deck: [1, 2, 3] })).toThrow('the sprint deck needs whole campaigns of 11 cards (10 Events and a Winter Quarters card), from 1 to 2 of them (11 to 22 cards), got 3 (page 36)');
    const dup = sprintDeck();
    dup[1] = 1;
    expect(() => createGame('sprint', { deck: dup })).toThrow(/appears twice/);
    const unknown = sprintDeck();
    unknown[0] = 110;
    expect(() => createGame('sprint', { deck: unknown })).toThrow(ScenarioError);
    const early = sprintDeck();
    [early[2], early[9]] = [early[9], early[2]];
    expect(() => createGame('sprint', { deck: early })).toThrow(/bottom 5/);
    const noWq = sprintDeck();
    noWq[9] = 21;
    expect(() => createGame('sprint', { deck: noWq })).toThrow(/0 Winter Quarters cards/);
    const bs = sprintDeck();
    bs[0] = 105;
    expect(() => createGame('sprint', { deck: bs })).toThrow(/held by a Faction/);
  });

  it('bad scenario and options are ScenarioErrors', () => {
    expect(() => createGame('1777' as ScenarioId)).toThrow(ScenarioError);
    expect(() => createGame('1775', { dice: 'loaded' as 'seeded' })).toThrow(ScenarioError);
    expect(() => createGame('1775', { nonPlayers: ['spanish' as 'french'] })).toThrow(ScenarioError);
    expect(() => createGame('1775', { players: [['british', 'patriots'], ['french'], ['indians']] })).toThrow(/one side/);
  });

  it('options are recorded, normalised', () => {
    const s = createGame('1776', { seed: 'z', nonPlayers: ['french', 'indians'], oneplayerDifficulty: true, winterIsComing: true, dice: 'external' });
    expect(s.options).toEqual({
      seed: 'z',
      periodEvents: false,
      winterIsComing: true,
      nonPlayers: ['french', 'indians'],
      players: [['british'], ['patriots']],
      oneplayerDifficulty: true,
      dice: 'external',
      deck: null,
    });
  });

  it("a game's own options can be given back: the same game again (deck: null is no explicit deck)", () => {
    const games = [
      createGame('1776', { seed: 'z', nonPlayers: ['french', 'indians'], winterIsComing: true, dice: 'external' }),
      createGame('sprint', { seed: 3, cards: 'external', campaigns: 1 }),
      createGame('sprint', { seed: 'd', deck: sprintDeck() }),
    ];
    for (const s of games) {
      expect(normalizeOptions(s.options)).toEqual(s.options);
      expect(createGame(s.scenario, s.options)).toEqual(s);
    }
    expect(normalizeOptions({ deck: null })).toEqual(normalizeOptions({}));
    expect(() => createGame('1775', { deck: 'shuffled' as unknown as null })).toThrow('deck must be a list of card numbers, top first, or null');
  });
});
