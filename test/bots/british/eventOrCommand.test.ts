// B2 "Event or Command?" (8.4's bullets, 8.3.1–8.3.3): decided from the Event preview played with the
// Non-Players' own choices, on hand-built positions with forced rolls.
import { describe, expect, it } from 'vitest';
import { produce } from 'immer';
import type { GameState } from '../../../src/core/state';
import { put } from '../../../src/testing/kit';
import type { Draft } from 'immer';
import type { CardId } from '../../../src/data/ids';
import { britishOn, nodes, policyWith, table, texts } from './turnKit';
import { apply } from '../../../src/game/machine';
import { britishPolicy } from '../../../src/bots/british/index';
import { britishQuestion } from '../../../src/bots/british/question';

const D6 = 'B2 Event or Command?: D6 (8.4)';
const B6 = 'B6: Available Regulars > 1D6? (8.4.2)';
const EVENT = { faction: 'british', type: 'event', side: 'unshaded' };
const MUSTER = { faction: 'british', type: 'command', command: 'muster' };
const policy = () => policyWith(table({ muster: true }));

/** The British 1st Eligible on `card`, with Regulars in New York City (so a Muster is legal) and `recipe`. */
const on = (card: CardId, recipe: (d: Draft<GameState>) => void = () => {}) =>
  britishOn(card, { resources: { british: 5 } }, (d) => {
    put(d, 'NewYorkCity', { britishRegular: 2 });
    recipe(d);
  });

describe('8.3 example: card #62 Charles Michel de Langlade (8.3.1, 8.3.3)', () => {
  it('New York at Passive Support: the Event Instruction leaves the Event without effect, so Command and Special Activity', () => {
    const s = on(62, (d) => {
      d.spaces.NewYork.support = 1;
    });
    const d = policy().choose(s, { [B6]: [1] });
    expect(d.action).toEqual(MUSTER);
    expect(texts(d.trace)).toContain('B2 Event or Command?: Event Instruction for #62: place the Tories in New York if it is at Active Opposition without Tories; otherwise Command and Special Activity instead');
    expect(texts(d.trace)).toContain('the Event Instruction makes #62 Ineffective (New York is not at Active Opposition): Command and Special Activity');
  });

  it('New York at Active Opposition without Tories: the Tories go there, which places Tories in Active Opposition (bullet 3)', () => {
    const s = on(62, (d) => {
      d.spaces.NewYork.support = -2;
      d.available.tory += d.unavailable.tory;
      d.unavailable.tory = 0;
    });
    const d = policy().choose(s);
    expect(d.action).toEqual(EVENT);
    expect(texts(d.trace)).toContain('B2 Event or Command?: the Event places Tories in New York (Active Opposition, none there): Event');
  });

  it('New York at Active Opposition with a Tory already: Command', () => {
    const s = on(62, (d) => {
      d.spaces.NewYork.support = -2;
      put(d, 'NewYork', { tory: 1 });
    });
    const d = policy().choose(s, { [B6]: [1] });
    expect(d.action).toEqual(MUSTER);
    expect(texts(d.trace)).toContain('(New York already has Tories)');
  });
});

describe('8.4 bullets', () => {
  it('bullet 1: Opposition > Support and the Event shifts toward the Royalists (#10 unshaded: two Cities toward Active Support)', () => {
    const s = on(10, (d) => {
      d.spaces.Massachusetts.support = -2;
    });
    const d = policy().choose(s);
    expect(d.action).toEqual(EVENT);
    expect(texts(d.trace)).toMatch(/Opposition 4 > Support 0 and the Event shifts \(Support − Opposition\) by \+\d toward the Royalists: Event/);
  });

  it('bullet 1 needs Opposition > Support; with no other bullet and fewer than 5 British Cities, Command', () => {
    // The preview's own British choices read the same book: the two Cities of #10 by the Random Spaces table (8.2).
    const d = policy().choose(on(10), { [B6]: [1], 'Event space (8.3.5): column (1D3)': [1], 'Event space (8.3.5): row (1D6)': [1] });
    expect(d.action).toEqual(MUSTER);
    expect(texts(d.trace)).toContain('bullet 1: Opposition 0 does not exceed Support 0: no');
    expect(texts(d.trace)).toContain('bullet 5: the British Control 1 Cities (fewer than 5): no; Command and Special Activity');
    expect(nodes(d.trace).filter((n) => n === 'B2 Event or Command?')).toHaveLength(5);
  });

  it('bullet 2: British pieces from Unavailable (#30 Hessians: Regulars from Unavailable first, 8.3.4)', () => {
    const s = on(30);
    expect(s.unavailable.britishRegular).toBeGreaterThan(0);
    const d = policy().choose(s);
    expect(d.action).toEqual(EVENT);
    expect(texts(d.trace)).toMatch(/the Event places British pieces from Unavailable \(\d britishRegular\): Event/);
    expect(texts(d.trace)).toContain('Event Instruction for #30');
  });

  it('bullet 3: Regulars into a City (#2 Common Sense, from Available)', () => {
    const d = policy().choose(on(2));
    expect(d.action).toEqual(EVENT);
    expect(texts(d.trace)).toMatch(/the Event places British Regulars in [A-Za-z ]+: Event/);
  });

  it('bullet 4: Rebellion Casualties (#6 Benedict Arnold: a Patriot Fort to Casualties)', () => {
    const s = on(6, (d) => {
      put(d, 'Virginia', { patriotFort: 1, militiaUnderground: 2 });
    });
    const d = policy().choose(s);
    expect(d.action).toEqual(EVENT);
    expect(texts(d.trace)).toContain('B2 Event or Command?: the Event inflicts 1 Rebellion Casualties: Event');
  });

  const fiveCities = (d: Draft<GameState>) => {
    for (const c of ['Boston', 'Philadelphia', 'Norfolk', 'CharlesTown'] as const) put(d, c, { britishRegular: 1 });
  };

  it('bullet 5: 5 British Cities, Effective (#5: Patriots Ineligible), D6 5 → Event', () => {
    const d = policy().choose(on(5, fiveCities), { [D6]: [5] });
    expect(d.action).toEqual(EVENT);
    expect(d.trace).toContainEqual({ roll: { sides: 6, purpose: D6, value: 5 } });
    expect(texts(d.trace)).toContain('the British Control 5 Cities, the Event is Effective and the D6 shows 5: Event');
  });

  it('bullet 5: D6 4 → Command', () => {
    const d = policy().choose(on(5, fiveCities), { [D6]: [4], [B6]: [1] });
    expect(d.action).toEqual(MUSTER);
    expect(texts(d.trace)).toContain('but the D6 shows 4: Command and Special Activity');
  });
});

describe('8.3.3 Ineffective', () => {
  it('an Event with no effect at all (#3 unshaded, no Patriot piece in the Northwest or Southwest): Command', () => {
    const d = policy().choose(on(3), { [B6]: [1] });
    expect(d.action).toEqual(MUSTER);
    expect(texts(d.trace)).toContain('#3 is Ineffective: it would have no effect: Command and Special Activity');
  });

  it('is decided without changing the state, and the same at every call', () => {
    const s = on(10, (d) => {
      d.spaces.Massachusetts.support = -2;
    });
    const copy = produce(s, () => {});
    expect(policy().choose(s)).toEqual(policy().choose(s));
    expect(s).toEqual(copy);
  });
});

describe('8.3.5: the spaces that meet the "Event or Command?" question first', () => {
  it('#43: Tories go first where they enter an Active Opposition space without Tories (8.4 bullet 3), before spaces equal for 8.3.5 otherwise', () => {
    // Four spaces hold a British Regular; Virginia alone is at Active Opposition without Tories. The Event
    // places two Tories in each selected space everywhere, so 8.3.5's later criteria tie.
    const s = on(43, (d) => {
      for (const sp of ['Virginia', 'Pennsylvania', 'NorthCarolina'] as const) put(d, sp, { britishRegular: 1 });
      d.spaces.Virginia.support = -2;
      d.spaces.Pennsylvania.support = 0;
      d.spaces.NorthCarolina.support = 2;
      // No Tories Unavailable: placing from Unavailable (bullet 2) would make every space meet a question.
      d.available.tory += d.unavailable.tory;
      d.unavailable.tory = 0;
    });
    const after = apply(s, EVENT as never);
    const d = britishPolicy().choose(after);
    expect(d.action).toEqual({ faction: 'british', type: 'selectSpace', space: 'Virginia' });
    expect(texts(d.trace)).toContain('spaces that meet the "Event or Command?" question the Event was played for, first: Virginia');
  });

  it('britishQuestion: Tories into an Active Opposition space without Tories meet it; into a Neutral City they do not (no Tories Unavailable)', () => {
    const s = on(43, (d) => {
      put(d, 'Virginia', { britishRegular: 1 });
      d.spaces.Virginia.support = -2;
      d.available.tory += d.unavailable.tory;
      d.unavailable.tory = 0;
    });
    const after = apply(s, EVENT as never);
    const look = britishQuestion(after, 'Virginia', { op: 'place', index: 1, pieces: ['tory'], owners: ['british'] });
    expect(look).toBe(true);
    expect(britishQuestion(after, 'NewYorkCity', { op: 'place', index: 1, pieces: ['tory'], owners: ['british'] })).toBe(false);
  });
});
