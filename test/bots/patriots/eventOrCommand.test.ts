// P2 "Event or Command?" (8.5's bullets, 8.3.1–8.3.3): decided from the Event preview played with the
// Non-Players' own choices, on hand-built positions with forced rolls.
import { describe, expect, it } from 'vitest';
import type { Draft } from 'immer';
import type { GameState } from '../../../src/core/state';
import type { CardId } from '../../../src/data/ids';
import { put } from '../../../src/testing/kit';
import { cardById } from '../../../src/data/cards';
import { P2_ROLL, patriotPiecesOnMap } from '../../../src/bots/patriots/eventOrCommand';
import { P9_ROLL } from '../../../src/bots/patriots/turn';
import { patriotQuestion } from '../../../src/bots/patriots/question';
import { nodes, patriotsOn, policyWith, table, texts } from './turnKit';

const SHADED = { faction: 'patriots', type: 'event', side: 'shaded' };
const UNSHADED = { faction: 'patriots', type: 'event', side: 'unshaded' };
const RALLY = { faction: 'patriots', type: 'command', command: 'rally' };
const policy = () => policyWith(table({ rally: true }));
/** The P9 roll answered with a 6 (a Rally) whenever the Patriots go on to a Command. */
const ROLLS = { [P9_ROLL]: [6] };

/** The Patriots 1st Eligible on `card`, Patriot Resources 5, with `recipe`. */
const on = (card: CardId, recipe: (d: Draft<GameState>) => void = () => {}, nonPlayers: ('patriots' | 'french')[] = ['patriots']) =>
  patriotsOn(card, { resources: { patriots: 5 } }, recipe, nonPlayers);

const node = 'P2 Event or Command?';

describe('8.3.2: which side', () => {
  it('the shaded side of a dual-use card', () => {
    const d = policy().choose(on(56), ROLLS);
    expect(d.action).toEqual(SHADED);
    expect(texts(d.trace)).toContain(`P1: #56 ${cardById(56).title}: the Patriots may play the shaded Event`);
  });

  it('#71 (Event Instruction): the unshaded side — Patriot Resources equal to the Population of Rebellion-Controlled Cities (bullet 4)', () => {
    const s = on(71, (d) => {
      put(d, 'Boston', { militiaActive: 1 });
      put(d, 'NewYorkCity', { militiaActive: 1 });
    });
    const d = policy().choose(s, ROLLS);
    expect(d.action).toEqual(UNSHADED);
    expect(texts(d.trace)).toContain(`${node}: Event Instruction for #71: execute the unshaded text`);
    expect(texts(d.trace)).toContain(`${node}: the Event adds 3 Patriot Resources: Event`);
  });

  it('#71 with no Rebellion-Controlled City: no effect (8.3.3), Command', () => {
    const d = policy().choose(on(71), ROLLS);
    expect(d.action).toEqual(RALLY);
    expect(texts(d.trace)).toContain(`${node}: #71 is Ineffective: it would have no effect: Command and Special Activity`);
  });
});

describe('8.5 bullets', () => {
  it('bullet 1: Support > Opposition and the Event shifts toward the Rebellion (#46 shaded: two Cities toward Passive Opposition)', () => {
    const s = on(46, (d) => {
      d.spaces.Boston.support = 2;
      d.spaces.NewYorkCity.support = 2;
    });
    const d = policy().choose(s, ROLLS);
    expect(d.action).toEqual(SHADED);
    expect(texts(d.trace)).toMatch(/Support 6 > Opposition 0 and the Event shifts \(Opposition − Support\) by \+\d+ toward the Rebellion: Event/);
  });

  it('bullet 1 needs Support > Opposition; the Event then goes through every bullet to Command', () => {
    const s = on(46, (d) => {
      d.spaces.Massachusetts.support = -2;
      d.spaces.Boston.support = 1;
    });
    const d = policy().choose(s, ROLLS);
    expect(d.action).toEqual(RALLY);
    expect(texts(d.trace)).toContain(`${node}: bullet 1: Support 1 does not exceed Opposition 4: no`);
    expect(texts(d.trace)).toContain(`${node}: bullet 5: 0 Patriot pieces on the map (fewer than 25): no; Command and Special Activity`);
    expect(nodes(d.trace).filter((n) => n === node)).toHaveLength(5);
  });

  it('bullet 1: an FNI increase counts as a shift toward the Rebellion (#34 shaded)', () => {
    const s = patriotsOn(34, { resources: { patriots: 5 }, treaty: true }, (d) => {
      d.spaces.Boston.support = 2;
      d.spaces.WestIndies.squadrons = Math.max(1, d.spaces.WestIndies.squadrons);
    });
    const d = policy().choose(s, ROLLS);
    expect(d.action).toEqual(SHADED);
    expect(texts(d.trace)).toContain(`${node}: Support 2 > Opposition 0 and the Event raises the FNI by 1: Event`);
  });

  it('bullet 2: Underground Militia into a Village space without any (#86 shaded; its instruction picks the Village space)', () => {
    const s = on(86, (d) => {
      put(d, 'Northwest', { village: 1 });
    });
    const d = policy().choose(s, ROLLS);
    expect(d.action).toEqual(SHADED);
    expect(texts(d.trace)).toContain(`${node}: the Event places Underground Militia in Northwest (a Village), without Underground Militia before: Event`);
  });

  it('bullet 2: not where Underground Militia already are', () => {
    const s = on(86, (d) => {
      put(d, 'Northwest', { village: 1, militiaUnderground: 1 });
      d.spaces.Massachusetts.support = -1;
    });
    const d = policy().choose(s, ROLLS);
    expect(texts(d.trace)).toContain(`${node}: bullet 2: no Underground Militia into an Active Support or Village space without any: no`);
    expect(d.action).toEqual(RALLY);
  });

  it('bullet 3: an Indian Village removed (#17 shaded)', () => {
    const s = on(17, (d) => {
      put(d, 'Northwest', { village: 1 });
    });
    const d = policy().choose(s, ROLLS);
    expect(d.action).toEqual(SHADED);
    expect(texts(d.trace)).toContain(`${node}: the Event removes 1 Indian Village: Event`);
  });

  it('bullet 3: a Patriot Fort placed (#90, unshaded by its instruction)', () => {
    const s = on(90, (d) => {
      put(d, 'Massachusetts', { militiaActive: 1 });
    });
    const d = policy().choose(s, ROLLS);
    expect(d.action).toEqual(UNSHADED);
    expect(texts(d.trace)).toContain(`${node}: the Event places 1 Patriot Fort: Event`);
  });

  it('bullet 4: 3 Patriot Resources (#56 shaded); 2 are not enough (#10 shaded)', () => {
    const d = policy().choose(on(56), ROLLS);
    expect(d.action).toEqual(SHADED);
    expect(texts(d.trace)).toContain(`${node}: the Event adds 3 Patriot Resources: Event`);
    const d2 = policy().choose(on(10), ROLLS);
    expect(d2.action).toEqual(RALLY);
    expect(texts(d2.trace)).toContain(`${node}: bullet 4: the Event adds only 2 Patriot Resources: no`);
  });

  it('bullet 5: 25+ Patriot pieces on the map, an Effective Event and a D6 of 5+ (#10 shaded)', () => {
    const s = on(10, (d) => {
      put(d, 'Massachusetts', { militiaActive: 15, continental: 10 });
    });
    expect(patriotPiecesOnMap(s)).toBe(25);
    const yes = policy().choose(s, { ...ROLLS, [P2_ROLL]: [5] });
    expect(yes.action).toEqual(SHADED);
    expect(yes.trace).toContainEqual({ roll: { sides: 6, purpose: P2_ROLL, value: 5 } });
    expect(texts(yes.trace)).toContain(`${node}: 25 Patriot pieces on the map, the Event is Effective and the D6 shows 5: Event`);
    const no = policy().choose(s, { ...ROLLS, [P2_ROLL]: [4] });
    expect(no.action).toEqual(RALLY);
    expect(texts(no.trace)).toContain(`${node}: bullet 5: 25 Patriot pieces on the map and the Event is Effective, but the D6 shows 4: Command and Special Activity`);
  });

  it('bullet 5: 24 pieces: no roll', () => {
    const s = on(10, (d) => {
      put(d, 'Massachusetts', { militiaActive: 14, continental: 10 });
    });
    const d = policy().choose(s, ROLLS);
    expect(d.action).toEqual(RALLY);
    expect(d.trace.some((t) => 'roll' in t && t.roll.purpose === P2_ROLL)).toBe(false);
  });
});

describe('8.3.1: an instruction that makes the Event Ineffective', () => {
  it('#8 with the French a player Faction: Command and Special Activity', () => {
    const d = policy().choose(on(8), ROLLS);
    expect(d.action).toEqual(RALLY);
    expect(texts(d.trace)).toContain(`${node}: the Event Instruction makes #8 Ineffective (the French are a player Faction): Command and Special Activity`);
  });
});

describe("8.3.5's first bullet: the Patriots' question", () => {
  const s = on(86, (d) => {
    put(d, 'Northwest', { village: 1 });
    put(d, 'Virginia', { village: 1, militiaUnderground: 1 });
    d.spaces.Boston.support = 2;
  });
  const place = { op: 'place' as const, index: 0, pieces: ['militiaUnderground' as const], owners: ['patriots' as const] };
  it('Underground Militia into an Active Support or Village space without Underground Militia', () => {
    expect(patriotQuestion(s, 'Northwest', place)).toBe(true);
    expect(patriotQuestion(s, 'Boston', place)).toBe(true);
    expect(patriotQuestion(s, 'Virginia', place)).toBe(false);
    expect(patriotQuestion(s, 'Massachusetts', place)).toBe(false);
  });
  it('a Patriot Fort placed; a Village removed; a shift toward Opposition while Support exceeds Opposition', () => {
    expect(patriotQuestion(s, 'Massachusetts', { ...place, pieces: ['patriotFort'] })).toBe(true);
    expect(patriotQuestion(s, 'Northwest', { op: 'remove', index: 0, pieces: ['village'], owners: ['indians'] })).toBe(true);
    expect(patriotQuestion(s, 'Massachusetts', { op: 'remove', index: 0, pieces: ['village'], owners: ['indians'] })).toBe(false);
    expect(patriotQuestion(s, 'Boston', { op: 'shift', index: 0, pieces: [], owners: [], toward: -2 })).toBe(true);
    expect(patriotQuestion(s, 'Boston', { op: 'shift', index: 0, pieces: [], owners: [], toward: 2 })).toBe(false);
  });
});

describe('the shipped policy', () => {
  it('patriotPolicy() answers P1 and P2 the same way, twice the same', async () => {
    const { patriotPolicy } = await import('../../../src/bots/patriots/index');
    const s = on(56);
    const a = patriotPolicy().choose(s);
    expect(a.action).toEqual(SHADED);
    expect(a).toEqual(patriotPolicy().choose(s));
    expect(nodes(a.trace)[0]).toBe('P1');
  });
});
