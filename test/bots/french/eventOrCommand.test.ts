// F2 "Event or Command?" (8.6's bullets, 8.3.1–8.3.3): decided from the Event preview played with the
// Non-Players' own choices, on hand-built positions with forced rolls.
import { describe, expect, it } from 'vitest';
import { produce, type Draft } from 'immer';
import type { GameState } from '../../../src/core/state';
import type { CardId } from '../../../src/data/ids';
import { put } from '../../../src/testing/kit';
import { apply } from '../../../src/game/machine';
import { frenchPolicy } from '../../../src/bots/french/index';
import { frenchQuestion } from '../../../src/bots/french/question';
import { frenchOn, nodes, policyWith, table, texts } from './turnKit';

const D6 = 'F2 Event or Command?: D6 (8.6)';
const F5 = 'F5 Hortalez?: 1D3 (8.6.1)';
const F9 = 'F9 Muster?: 1D6 (8.6.4)';
const SHADED = { faction: 'french', type: 'event', side: 'shaded' };
const HORTALEZ = { faction: 'french', type: 'command', command: 'hortalez' };
const MUSTER = { faction: 'french', type: 'command', command: 'muster' };
const policy = () => policyWith(table({ hortalez: true, muster: true }));

/** The French 1st Eligible on `card` with 5 Resources (before the Treaty unless `treaty`), then `recipe`. */
const on = (card: CardId, recipe: (d: Draft<GameState>) => void = () => {}, treaty = false) => frenchOn(card, { resources: { french: 5, patriots: 5 }, treaty }, recipe);

describe('F2 bullets (8.6)', () => {
  it('bullet 1: Support > Opposition and the Event shifts toward the Rebellion (#2 shaded: two Cities toward Active Opposition)', () => {
    const s = on(2, (d) => {
      d.spaces.Virginia.support = 2;
    });
    const d = policy().choose(s);
    expect(d.action).toEqual(SHADED);
    expect(texts(d.trace)).toMatch(/F2 Event or Command\?: Support 4 > Opposition 0 and the Event shifts \(Opposition − Support\) by \+\d+ toward the Rebellion: Event/);
  });

  it('bullet 1 needs Support > Opposition; with no other bullet before the Treaty, Command (the sixth bullet needs the Treaty)', () => {
    const d = policy().choose(on(2), { [F5]: [3], 'Event space (8.3.5): column (1D3)': [1], 'Event space (8.3.5): row (1D6)': [1] });
    expect(d.action).toEqual(HORTALEZ);
    expect(texts(d.trace)).toContain('bullet 1: Support 0 does not exceed Opposition 0: no');
    expect(texts(d.trace)).toContain('bullet 6: the Treaty of Alliance has not been played: no; Command and Special Activity');
    expect(nodes(d.trace).filter((n) => n === 'F2 Event or Command?')).toHaveLength(6);
  });

  it('bullet 2: French Regulars from Unavailable (#49 shaded: five to Available)', () => {
    const s = on(49);
    expect(s.unavailable.frenchRegular).toBeGreaterThanOrEqual(5);
    const d = policy().choose(s);
    expect(d.action).toEqual(SHADED);
    expect(texts(d.trace)).toContain('F2 Event or Command?: the Event moves 5 French Regulars from Unavailable: Event');
  });

  it('bullet 2: Squadrons from Unavailable (#54 shaded: two to the West Indies)', () => {
    const s = on(54, (d) => {
      d.unavailable.squadron = 2;
      d.spaces.WestIndies.squadrons = 1;
    });
    const d = policy().choose(s);
    expect(d.action).toEqual(SHADED);
    expect(texts(d.trace)).toContain('the Event moves 2 Squadrons from Unavailable: Event');
  });

  it('bullet 3: Available French Regulars placed on the map (#50 shaded, after the Treaty: two in a Colony)', () => {
    const s = on(
      50,
      (d) => {
        d.unavailable.frenchRegular -= 4;
        d.available.frenchRegular += 4;
        d.unavailable.squadron = 0;
      },
      true,
    );
    const d = policy().choose(s);
    expect(d.action).toEqual(SHADED);
    expect(texts(d.trace)).toContain('bullet 2: no French Regular or Squadron moved from Unavailable: no');
    expect(texts(d.trace)).toContain('F2 Event or Command?: the Event places Available French Regulars on the map (2 placed, 2 from Available): Event');
  });

  it('bullet 4: British Casualties (#6 shaded: a British Fort and two cubes to Casualties)', () => {
    const s = on(6, (d) => {
      put(d, 'Georgia', { britishFort: 1, britishRegular: 2 });
    });
    const d = policy().choose(s);
    expect(d.action).toEqual(SHADED);
    expect(texts(d.trace)).toContain('F2 Event or Command?: the Event inflicts 3 British Casualties: Event');
  });

  it('bullet 5: French Resources added (#10 shaded: +3)', () => {
    const d = policy().choose(on(10));
    expect(d.action).toEqual(SHADED);
    expect(texts(d.trace)).toContain('F2 Event or Command?: the Event adds 3 French Resources: Event');
  });

  it('bullet 6: after the Treaty, Effective, D6 5 → Event', () => {
    const d = policy().choose(on(2, () => {}, true), { [D6]: [5] });
    expect(d.action).toEqual(SHADED);
    expect(d.trace).toContainEqual({ roll: { sides: 6, purpose: D6, value: 5 } });
    expect(texts(d.trace)).toContain('F2 Event or Command?: the Treaty of Alliance has been played, the Event is Effective and the D6 shows 5: Event');
  });

  it('bullet 6: D6 4 → Command and Special Activity', () => {
    const d = policy().choose(on(2, () => {}, true), { [D6]: [4], [F9]: [1] });
    expect(d.action).toEqual(MUSTER);
    expect(texts(d.trace)).toContain('bullet 6: the Treaty of Alliance has been played and the Event is Effective, but the D6 shows 4: Command and Special Activity');
  });
});

describe('8.3.3 Ineffective', () => {
  it('an Event with no effect at all is Ineffective (#49 shaded with no French Regular Unavailable): Command', () => {
    const s = on(49, (d) => {
      d.available.frenchRegular += d.unavailable.frenchRegular;
      d.unavailable.frenchRegular = 0;
    });
    const d = policy().choose(s, { [F5]: [3] });
    expect(d.action).toEqual(HORTALEZ);
    expect(texts(d.trace)).toContain('F2 Event or Command?: #49 is Ineffective: it would have no effect: Command and Special Activity');
  });

  it('is decided without changing the state, and the same at every call', () => {
    const s = on(2, (d) => {
      d.spaces.Virginia.support = 2;
    });
    const copy = produce(s, () => {});
    expect(policy().choose(s)).toEqual(policy().choose(s));
    expect(s).toEqual(copy);
  });
});

describe('8.3.5: the spaces that meet the "Event or Command?" question first (frenchQuestion)', () => {
  it('a shift toward Opposition meets it only while Support exceeds Opposition; French Regulars placed meet it', () => {
    const s = on(2, (d) => {
      d.spaces.Virginia.support = 2;
    });
    expect(frenchQuestion(s, 'Boston', { op: 'shift', index: 0, pieces: [], owners: [], toward: -2 })).toBe(true);
    const even = on(2);
    expect(frenchQuestion(even, 'Boston', { op: 'shift', index: 0, pieces: [], owners: [], toward: -2 })).toBe(false);
    expect(frenchQuestion(even, 'Boston', { op: 'place', index: 0, pieces: ['frenchRegular'], owners: ['french'] })).toBe(true);
    expect(frenchQuestion(even, 'Boston', { op: 'place', index: 0, pieces: ['militiaUnderground'], owners: ['patriots'] })).toBe(false);
  });

  it('the shipped policy plays #2 shaded choosing first the Cities where the shift meets the question, then by 8.3.6 (New York City: Opposition +2)', () => {
    const s = on(2, (d) => {
      d.spaces.Virginia.support = 2;
      d.spaces.Boston.support = 1;
    });
    const after = apply(s, SHADED as never);
    const d = frenchPolicy().choose(after);
    expect(d.action).toEqual({ faction: 'french', type: 'selectSpace', space: 'NewYorkCity' });
    expect(texts(d.trace)).toContain('spaces that meet the "Event or Command?" question the Event was played for, first');
  });
});
