import { describe, expect, it } from 'vitest';
import { arrivedLeast, stillMovable, stillMovableOf, type ArrivalRecord } from '../../../src/rules/commands/arrivals';
import { put } from '../../../src/testing';
import { board } from './indians/helpers';

const WP = ['warPartyUnderground', 'warPartyActive'] as const;

describe('arrival records read by group (3.4.2, 4.1)', () => {
  const s = board((d) => put(d, 'Virginia', { warPartyUnderground: 2, warPartyActive: 2 }));
  // Trade Activated one War Party of two that arrived Underground: the arrived one, or another.
  const record: ArrivalRecord = { Virginia: { warPartyUnderground: 1, warPartyActive: 1, or: [{ warPartyUnderground: 1, warPartyActive: 1 }, { warPartyUnderground: 2 }] } };

  it('the group still movable is the most over the alternatives, not the sum of each kind at its most', () => {
    expect(stillMovableOf(s, record, 'Virginia', WP)).toBe(2);
    expect(stillMovable(s, record, 'Virginia', 'warPartyUnderground') + stillMovable(s, record, 'Virginia', 'warPartyActive')).toBe(3);
    expect(stillMovableOf(s, record, 'Georgia', WP)).toBe(0);
    expect(stillMovableOf(s, {}, 'Virginia', WP)).toBe(4);
  });

  it('the fewest arrived still there is the least over the alternatives that fit the board', () => {
    expect(arrivedLeast(s, record, 'Virginia', WP)).toBe(2);
    expect(arrivedLeast(s, record, 'Virginia', ['warPartyActive'])).toBe(0);
    const unfit: ArrivalRecord = { Virginia: { warPartyActive: 3, or: [{ warPartyActive: 3 }, { warPartyUnderground: 1 }] } };
    expect(arrivedLeast(s, unfit, 'Virginia', WP)).toBe(1);
    expect(arrivedLeast(s, {}, 'Virginia', WP)).toBe(0);
  });
});
