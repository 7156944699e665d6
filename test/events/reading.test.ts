/**
 * eventInstruction (lod-engine/rules): what the Event under way is doing, read without knowing the card
 * (for the Non-Player Event rules, 8.3.4–8.3.6).
 */
import { describe, expect, it } from 'vitest';
import { apply } from '../../src/index';
import { eventInstruction } from '../../src/rules';
import { atCard, onTurn } from '../../src/testing/builders';
import { position, put } from '../../src/testing/kit';

describe('eventInstruction', () => {
  it('no Event under way: null', () => {
    expect(eventInstruction(onTurn(atCard(position(), 2), 'patriots'))).toBeNull();
  });

  it('#2 unshaded: the British select the City, then place their own Regulars (5.1)', () => {
    const s0 = onTurn(atCard(position(), 2), 'patriots');
    let s = apply(s0, { faction: 'patriots', type: 'event', side: 'unshaded' });
    expect(eventInstruction(s)).toEqual({ card: 2, side: 'unshaded', faction: 'patriots', instruction: { op: 'selectSpaces', index: 0, pieces: [], owners: [] } });
    s = apply(s, { faction: 'british', type: 'selectSpace', space: 'Boston' });
    expect(eventInstruction(s)!.instruction).toEqual({ op: 'place', index: 1, pieces: ['britishRegular'], owners: ['british'] });
  });

  it('#4 unshaded: removing Patriot Militia reads as removing Patriot pieces (8.3.4–8.3.6)', () => {
    const s0 = onTurn(atCard(position({}, (d) => {
      put(d, 'Boston', { militiaUnderground: 2 });
      put(d, 'Virginia', { militiaActive: 2 });
    }), 4), 'british');
    const s = apply(s0, { faction: 'british', type: 'event', side: 'unshaded' });
    expect(eventInstruction(s)!.instruction).toEqual({ op: 'remove', index: 0, pieces: ['militiaUnderground', 'militiaActive'], owners: ['patriots'] });
  });

  it('#41 shaded: the second Colony is still to choose; the shift itself decides nothing (1.6)', () => {
    const s0 = onTurn(atCard(position({}, (d) => { for (const c of ['NewHampshire', 'Massachusetts', 'NewYork'] as const) d.spaces[c].support = 2; }), 41), 'british');
    let s = apply(s0, { faction: 'british', type: 'event', side: 'shaded' });
    s = apply(s, { faction: 'british', type: 'selectSpace', space: 'NewHampshire' });
    // The second Colony is still to choose: the selection is under way.
    expect(eventInstruction(s)!.instruction).toEqual({ op: 'selectSpaces', index: 0, pieces: [], owners: [] });
  });
});
