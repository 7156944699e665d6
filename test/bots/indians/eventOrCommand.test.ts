// I2 "Event or Command?" (8.7's bullets, 8.3.1–8.3.3): decided from the Event preview played with the
// Non-Players' own choices, on hand-built positions with forced rolls; and 8.3.5's question.
import { describe, expect, it } from 'vitest';
import type { Draft } from 'immer';
import type { GameState } from '../../../src/core/state';
import type { CardId } from '../../../src/data/ids';
import { blockade, put } from '../../../src/testing/kit';
import { I2_ROLL, villagesOnMap } from '../../../src/bots/indians/eventOrCommand';
import { I3_ROLL, I6_ROLL } from '../../../src/bots/indians/turn';
import { indianQuestion } from '../../../src/bots/indians/question';
import { indianPolicy } from '../../../src/bots/indians/index';
import { indiansOn, nodes, playEvent, policyWith, table, texts } from './turnKit';

const NODE = 'I2 Event or Command?';
const EVENT = (side = 'unshaded') => ({ faction: 'indians', type: 'event', side });
const GATHER = { faction: 'indians', type: 'command', command: 'gather' };
/** The rolls of the Command route when the Event is not played: no Raid (Opposition 0 unless said), then Gather. */
const ROUTE = { [I3_ROLL]: [6], [I6_ROLL]: [1] };
const policy = () => policyWith(table({ gather: true }));

/** The Indians 1st Eligible on `card` with 5 Resources and `recipe`. */
const on = (card: CardId, recipe: (d: Draft<GameState>) => void = () => {}) => indiansOn(card, { resources: { indians: 5, british: 5, patriots: 5, french: 5 } }, recipe);

const played = (s: GameState): GameState => playEvent(s);

describe('8.3 example: card #73 Sullivan Expedition (8.3.3)', () => {
  it('Villages and British Forts in New York, Northwest and Quebec, no Patriot Fort: only friendly pieces would go: Command', () => {
    const s = on(73, (d) => {
      for (const sp of ['NewYork', 'Northwest', 'Quebec'] as const) put(d, sp, { village: 1, britishFort: 1 });
    });
    const d = policy().choose(s, ROUTE);
    expect(d.action).toEqual(GATHER);
    expect(texts(d.trace)).toContain(`${NODE}: #73 is Ineffective: it would only remove friendly pieces: Command and Special Activity`);
  });

  it('a Patriot Fort in the Northwest: the Indians remove it (bullet 3)', () => {
    const s = on(73, (d) => {
      for (const sp of ['NewYork', 'Quebec'] as const) put(d, sp, { village: 1, britishFort: 1 });
      put(d, 'Northwest', { patriotFort: 1, village: 1 });
    });
    const d = policy().choose(s);
    expect(d.action).toEqual(EVENT());
    expect(texts(d.trace)).toContain(`${NODE}: the Event removes 1 Patriot Fort: Event`);
    expect(played(s).spaces.Northwest.pieces.patriotFort).toBe(0);
  });
});

describe('8.7 bullets', () => {
  it('bullet 1: Opposition > Support and a shift toward the Royalists (#21 unshaded: 8.3.6 takes the highest gain in Support, Georgia to Active Support)', () => {
    const s = on(21, (d) => {
      d.spaces.SouthCarolina.support = -2;
    });
    const d = policy().choose(s);
    expect(d.action).toEqual(EVENT());
    expect(texts(d.trace)).toMatch(/I2 Event or Command\?: Opposition 4 > Support 0 and the Event shifts \(Support − Opposition\) by \+2 toward the Royalists: Event/);
    expect(played(s).spaces.Georgia.support).toBe(2);
  });

  it('bullet 1 counts an FNI decrease (#37 unshaded, a Blockade on a Neutral City): Event', () => {
    const s = indiansOn(37, { resources: { indians: 5, patriots: 5, french: 5 }, fni: 1 }, (d) => {
      d.spaces.Massachusetts.support = -1;
      blockade(d, 'Boston');
    });
    const d = policy().choose(s);
    expect(d.action).toEqual(EVENT());
    expect(texts(d.trace)).toContain(`${NODE}: Opposition 2 > Support 0 and the Event lowers the FNI by 1: Event`);
  });

  it('bullet 1 needs Opposition > Support; an Effective Event with no bullet and fewer than 4 Villages: Command', () => {
    const s = on(37);
    const d = policy().choose(s, ROUTE);
    expect(d.action).toEqual(GATHER);
    expect(texts(d.trace)).toContain(`${NODE}: bullet 1: Opposition 0 does not exceed Support 0: no`);
    expect(texts(d.trace)).toContain(`${NODE}: bullet 2: no Village placed, no free Gather: no`);
    expect(texts(d.trace)).toContain(`${NODE}: bullet 3: no Patriot Fort removed: no`);
    expect(texts(d.trace)).toContain(`${NODE}: bullet 4: 0 Villages on the map (fewer than 4): no; Command and Special Activity`);
    expect(nodes(d.trace).filter((n) => n === NODE)).toHaveLength(4);
  });

  it('bullet 2: a Village placed (#90 unshaded), in a space with War Parties (8.7)', () => {
    const s = on(90, (d) => {
      put(d, 'Virginia', { warPartyUnderground: 1 });
    });
    const d = policy().choose(s);
    expect(d.action).toEqual(EVENT());
    expect(texts(d.trace)).toContain(`${NODE}: the Event places 1 Village: Event`);
    const after = played(s);
    expect(after.spaces.Virginia.pieces.village).toBe(1);
  });

  it('bullet 2: a free Gather granted (#84 unshaded)', () => {
    const s = on(84, (d) => {
      put(d, 'Virginia', { warPartyUnderground: 1 });
    });
    const d = indianPolicy().choose(s);
    expect(d.action).toEqual(EVENT());
    expect(texts(d.trace)).toMatch(/I2 Event or Command\?: the Event (grants the Indians a free Gather|places \d Villages?): Event/);
  });

  it('bullet 4: 4+ Villages, Effective, and a D6 of 5 (#37 unshaded): Event', () => {
    const s = on(37, (d) => {
      for (const sp of ['Quebec', 'Northwest', 'Southwest', 'Florida'] as const) put(d, sp, { village: 1 });
    });
    expect(villagesOnMap(s)).toBe(4);
    const d = policy().choose(s, { [I2_ROLL]: [5] });
    expect(d.action).toEqual(EVENT());
    expect(d.trace).toContainEqual({ roll: { sides: 6, purpose: I2_ROLL, value: 5 } });
    expect(texts(d.trace)).toContain(`${NODE}: 4 Villages on the map, the Event is Effective and the D6 shows 5: Event`);
  });

  it('bullet 4: a D6 of 4: Command', () => {
    const s = on(37, (d) => {
      for (const sp of ['Quebec', 'Northwest', 'Southwest', 'Florida'] as const) put(d, sp, { village: 1 });
    });
    const d = policy().choose(s, { [I2_ROLL]: [4], ...ROUTE });
    expect(d.action).toEqual(GATHER);
    expect(texts(d.trace)).toContain(`${NODE}: bullet 4: 4 Villages on the map and the Event is Effective, but the D6 shows 4: Command and Special Activity`);
  });
});

describe('8.3.2, 8.3.3', () => {
  it('an Event that would do nothing is Ineffective (#86 unshaded with no Militia anywhere): Command', () => {
    const s = on(86, (d) => {
      put(d, 'Massachusetts', { warPartyUnderground: 1 });
    });
    const d = policy().choose(s, ROUTE);
    expect(d.action).toEqual(GATHER);
    expect(texts(d.trace)).toContain(`${NODE}: #86 is Ineffective: it would have no effect: Command and Special Activity`);
  });

  it('the Indians execute the unshaded side unless an instruction says otherwise (#21: unshaded)', () => {
    const s = on(21, (d) => {
      d.spaces.SouthCarolina.support = -2;
    });
    expect(texts(policy().choose(s).trace)).toContain('I1: #21 The Gamecock Thomas Sumter: the Indians may play the unshaded Event');
  });
});

describe("8.3.5's question (src/bots/indians/question.ts)", () => {
  const s = on(90, (d) => {
    put(d, 'Virginia', { warPartyUnderground: 1 });
    put(d, 'Georgia', { patriotFort: 1 });
    d.spaces.SouthCarolina.support = -2;
  });
  const base = { index: 1, owners: [] };
  it('a Village placed where War Parties are (and may stand) meets it; elsewhere or in a City not', () => {
    expect(indianQuestion(s, 'Virginia', { ...base, op: 'place', pieces: ['village'] })).toBe(true);
    expect(indianQuestion(s, 'NorthCarolina', { ...base, op: 'place', pieces: ['village'] })).toBe(false);
    expect(indianQuestion(s, 'Boston', { ...base, op: 'place', pieces: ['village'] })).toBe(false);
  });
  it('a Patriot Fort removed meets it', () => {
    expect(indianQuestion(s, 'Georgia', { ...base, op: 'remove', pieces: ['patriotFort'] })).toBe(true);
    expect(indianQuestion(s, 'Virginia', { ...base, op: 'remove', pieces: ['patriotFort'] })).toBe(false);
  });
  it('a shift toward Support meets it while Opposition exceeds Support', () => {
    expect(indianQuestion(s, 'SouthCarolina', { ...base, op: 'shift', pieces: [], toward: 2, levels: 2 })).toBe(true);
    expect(indianQuestion(s, 'SouthCarolina', { ...base, op: 'shift', pieces: [], toward: -2, levels: 2 })).toBe(false);
  });
});
