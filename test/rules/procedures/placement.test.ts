/**
 * Shared procedure: placing a piece and where it comes from (1.4.1, 1.4.3).
 */
import { describe, expect, it } from 'vitest';
import { placePiece, placementSources } from '../../../src/rules/procedures/placement';
import { arrange, position, put } from '../../../src/testing';

describe('1.4.1 placement sources', () => {
  it('1.4.1 Available while any is Available, and then only Available', () => {
    const s = position({}, (d) => put(d, 'Virginia', { tory: 1 }));
    expect(s.available.tory).toBeGreaterThan(0);
    expect(placementSources(s, 'tory', 'Georgia')).toEqual(['available']);
  });

  it('1.4.1 none Available: the spaces holding that kind, map order, except the destination', () => {
    const s = position({}, (d) => {
      put(d, 'Virginia', { warPartyActive: 1 });
      put(d, 'Georgia', { warPartyUnderground: 1 });
      put(d, 'Quebec', { warPartyUnderground: 1 });
      d.available.warParty = 0;
    });
    expect(placementSources(s, 'warPartyUnderground')).toEqual(['Virginia', 'Georgia', 'Quebec']);
    expect(placementSources(s, 'warPartyUnderground', 'Virginia')).toEqual(['Georgia', 'Quebec']);
  });

  it('1.4.1 never British or French Regulars from the map', () => {
    const s = position({}, (d) => {
      put(d, 'Virginia', { britishRegular: 1, frenchRegular: 1 });
      d.available.britishRegular = 0;
      d.available.frenchRegular = 0;
    });
    expect(placementSources(s, 'britishRegular')).toEqual([]);
    expect(placementSources(s, 'frenchRegular')).toEqual([]);
  });
});

describe('1.4.1 placePiece', () => {
  it('1.4.3 a War Party from Available is placed Underground; Control follows (1.7)', () => {
    const s0 = position({}, (d) => put(d, 'Georgia', { militiaUnderground: 1 }));
    const s = arrange(s0, (d) => placePiece(d, 'Georgia', 'warPartyActive', 'available'));
    expect(s.spaces.Georgia.pieces).toMatchObject({ warPartyUnderground: 1, warPartyActive: 0 });
    expect(s.available.warParty).toBe(s0.available.warParty - 1);
    expect(s.spaces.Georgia.control).toBe(null);
  });

  it('1.4.1 taken from a space: an Underground one first, placed Underground', () => {
    const s0 = position({}, (d) => {
      put(d, 'Virginia', { militiaActive: 1, militiaUnderground: 1 });
      d.available.militia = 0;
    });
    const s = arrange(s0, (d) => placePiece(d, 'Georgia', 'militiaUnderground', 'Virginia'));
    expect(s.spaces.Virginia.pieces).toMatchObject({ militiaActive: 1, militiaUnderground: 0 });
    expect(s.spaces.Georgia.pieces.militiaUnderground).toBe(1);
    expect(s.available.militia).toBe(0);
  });
});
