import { describe, it, expect } from 'vitest';
import {
  BRILLIANT_STROKE_CARD_IDS,
  CARDS,
  EVENT_CARD_IDS,
  TREATY_OF_ALLIANCE_CARD,
  WINTER_QUARTERS_CARD_IDS,
  cardById,
  type Card,
} from '../../src/data/cards';
import { FACTIONS, PERIODS } from '../../src/data/ids';

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const events = (): Card[] => CARDS.filter((c) => c.kind === 'event');

/** Event cards printed with a single text (cards.txt shows "SHADED: (none)"). */
const SINGLE_TEXT_EVENTS = [18, 29, 39, 44, 52, 68, 70, 72, 73, 80, 87, 88, 92, 95];

describe('card list (2.3 deck of 109 cards)', () => {
  it('holds 109 cards with ids 1..109 in order (index i = card i+1)', () => {
    expect(CARDS).toHaveLength(109);
    expect(CARDS.map((c) => c.id)).toEqual(range(1, 109));
  });

  it('has 96 Event cards, 32 in each Period Event years band (5.0)', () => {
    expect(EVENT_CARD_IDS).toEqual(range(1, 96));
    expect(events()).toHaveLength(96);
    for (const period of PERIODS) {
      expect(events().filter((c) => c.period === period)).toHaveLength(32);
    }
  });

  it("gives every Event card a Faction order that is a permutation of the four Factions (2.3.2)", () => {
    for (const card of events()) {
      expect(card.order).toHaveLength(4);
      expect([...card.order].sort()).toEqual([...FACTIONS].sort());
    }
  });

  it('has the 8 Winter Quarters cards 97-104 (2.4), with no period, order or icons', () => {
    expect(WINTER_QUARTERS_CARD_IDS).toEqual(range(97, 104));
    for (const id of WINTER_QUARTERS_CARD_IDS) {
      const card = cardById(id);
      expect(card.kind).toBe('winterQuarters');
      expect(card.period).toBeNull();
      expect(card.order).toEqual([]);
      expect(card.owner).toBeNull();
      expect(Object.values(card.icons).every((i) => i === 'none')).toBe(true);
    }
  });

  it('has the Brilliant Strokes 105-108 with their owners (2.3.8)', () => {
    expect(BRILLIANT_STROKE_CARD_IDS).toEqual([105, 106, 107, 108]);
    expect(BRILLIANT_STROKE_CARD_IDS.map((id) => cardById(id).owner)).toEqual([
      'patriots',
      'british',
      'french',
      'indians',
    ]);
    for (const id of BRILLIANT_STROKE_CARD_IDS) {
      const card = cardById(id);
      expect(card.kind).toBe('brilliantStroke');
      expect(card.period).toBeNull();
      expect(card.order).toEqual([]);
    }
  });

  it('has the Treaty of Alliance as card 109, held by the French (2.3.9)', () => {
    expect(TREATY_OF_ALLIANCE_CARD).toBe(109);
    const toa = cardById(TREATY_OF_ALLIANCE_CARD);
    expect(toa.kind).toBe('treatyOfAlliance');
    expect(toa.owner).toBe('french');
    expect(toa.period).toBeNull();
    expect(toa.order).toEqual([]);
    expect(toa.title).toBe('Brilliant Stroke! – Treaty of Alliance');
  });

  it('has owners only on Brilliant Stroke / Treaty cards', () => {
    for (const card of CARDS) {
      const holds = card.kind === 'brilliantStroke' || card.kind === 'treatyOfAlliance';
      expect(card.owner === null).toBe(!holds);
    }
  });

  it('gives every card a non-empty title and a one-line summary', () => {
    for (const card of CARDS) {
      expect(card.title.trim()).not.toBe('');
      expect(card.unshaded.trim()).not.toBe('');
      expect(card.unshaded).not.toMatch(/\n/);
      if (card.shaded !== null) {
        expect(card.shaded.trim()).not.toBe('');
        expect(card.shaded).not.toMatch(/\n/);
      }
    }
  });

  it('has shaded = null for every non-Event card and for single-text Events only (5.2, 8.3.2)', () => {
    for (const card of CARDS) {
      const single = card.kind !== 'event' || SINGLE_TEXT_EVENTS.includes(card.id);
      expect(card.shaded === null, `card ${card.id}`).toBe(single);
    }
    // 82 Dual Use Event cards
    expect(events().filter((c) => c.shaded !== null)).toHaveLength(82);
  });

  it('uses only musket / sword / none icons, all none on non-Event cards (8.3.1)', () => {
    for (const card of CARDS) {
      expect(Object.keys(card.icons).sort()).toEqual([...FACTIONS].sort());
      for (const icon of Object.values(card.icons)) expect(['musket', 'sword', 'none']).toContain(icon);
      if (card.kind !== 'event') expect(Object.values(card.icons).every((i) => i === 'none')).toBe(true);
    }
  });

  it('is deep-frozen', () => {
    expect(Object.isFrozen(CARDS)).toBe(true);
    const card = cardById(1);
    expect(Object.isFrozen(card)).toBe(true);
    expect(Object.isFrozen(card.order)).toBe(true);
    expect(Object.isFrozen(card.icons)).toBe(true);
    expect(CARDS.every((c) => Object.isFrozen(c) && Object.isFrozen(c.order) && Object.isFrozen(c.icons))).toBe(true);
    expect(Object.isFrozen(EVENT_CARD_IDS)).toBe(true);
    expect(() => {
      (card as { title: string }).title = 'x';
    }).toThrow(TypeError);
  });
});

describe('cardById', () => {
  it('returns the card with that number', () => {
    for (const id of [1, 50, 96, 97, 109]) expect(cardById(id).id).toBe(id);
    expect(cardById(37)).toBe(CARDS[36]);
  });

  it('throws RangeError for unknown ids', () => {
    expect(() => cardById(0)).toThrow(RangeError);
    expect(() => cardById(110)).toThrow(RangeError);
    expect(() => cardById(-1)).toThrow(RangeError);
    expect(() => cardById(1.5)).toThrow(RangeError);
    expect(() => cardById(Number.NaN)).toThrow(RangeError);
  });
});

describe('spot checks against reference/cards.txt', () => {
  it('#1 Waxhaws Massacre: 1779-1780, order PBFI, no icons', () => {
    const c = cardById(1);
    expect(c.title).toBe('Waxhaws Massacre');
    expect(c.period).toBe('1779-1780');
    expect(c.order).toEqual(['patriots', 'british', 'french', 'indians']);
    expect(c.icons).toEqual({ british: 'none', patriots: 'none', french: 'none', indians: 'none' });
  });

  it('#4 The Penobscot Expedition: 1775-1776, PBFI, Indian musket', () => {
    const c = cardById(4);
    expect(c.title).toBe('The Penobscot Expedition');
    expect(c.period).toBe('1775-1776');
    expect(c.order).toEqual(['patriots', 'british', 'french', 'indians']);
    expect(c.icons).toEqual({ british: 'none', patriots: 'none', french: 'none', indians: 'musket' });
  });

  it('#8 Culper Spy Ring (corrected title): 1777-1778, PBIF, Patriot musket', () => {
    const c = cardById(8);
    expect(c.title).toBe('Culper Spy Ring');
    expect(c.period).toBe('1777-1778');
    expect(c.order).toEqual(['patriots', 'british', 'indians', 'french']);
    expect(c.icons.patriots).toBe('musket');
  });

  it('#18 "If it hadn\'t been so stormy…": single text, three muskets and a French sword', () => {
    const c = cardById(18);
    expect(c.title).toBe('“If it hadn’t been so stormy…”');
    expect(c.order).toEqual(['patriots', 'indians', 'british', 'french']);
    expect(c.icons).toEqual({ british: 'musket', patriots: 'musket', french: 'sword', indians: 'musket' });
    expect(c.shaded).toBeNull();
  });

  it('#48 God Save the King: 1779-1780, BIFP, swords for all but the British', () => {
    const c = cardById(48);
    expect(c.period).toBe('1779-1780');
    expect(c.order).toEqual(['british', 'indians', 'french', 'patriots']);
    expect(c.icons).toEqual({ british: 'none', patriots: 'sword', french: 'sword', indians: 'sword' });
  });

  it('#71 Treaty of Amity and Commerce: FIPB, Indian and British swords, Patriot musket', () => {
    const c = cardById(71);
    expect(c.title).toBe('Treaty of Amity and Commerce');
    expect(c.order).toEqual(['french', 'indians', 'patriots', 'british']);
    expect(c.icons).toEqual({ british: 'sword', patriots: 'musket', french: 'none', indians: 'sword' });
  });

  it('#86 Stockbridge Indians keeps only the Patriot musket of cards.txt (open question: Indian musket)', () => {
    const c = cardById(86);
    expect(c.period).toBe('1775-1776');
    expect(c.order).toEqual(['indians', 'british', 'french', 'patriots']);
    expect(c.icons).toEqual({ british: 'none', patriots: 'musket', french: 'none', indians: 'none' });
  });

  it('#94 Herkimer’s Relief Column has its restored shaded text; #96 Iroquois Confederacy is the last Event', () => {
    expect(cardById(94).title).toBe('Herkimer’s Relief Column');
    expect(cardById(94).shaded).not.toBeNull();
    expect(cardById(96).title).toBe('Iroquois Confederacy');
    expect(cardById(96).order).toEqual(['indians', 'french', 'patriots', 'british']);
  });

  it('#97 and #104 are Winter Quarters cards with their titles', () => {
    expect(cardById(97).title).toBe('Winter Quarters – Royals Commit');
    expect(cardById(104).title).toBe('Winter Quarters – Hurricane Hits the South');
  });
});
