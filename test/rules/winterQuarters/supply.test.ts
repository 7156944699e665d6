/**
 * 6.2.1 Supply Phase: who is in supply, and each Faction's choices for out-of-supply spaces.
 */
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../src/core/state';
import {
  frenchSupplyDestinations,
  indianSupplyDestinations,
  isInSupply,
  outOfSupplySpaces,
} from '../../../src/rules/winterQuarters/index';
import { supplyFrame } from '../../../src/rules/winterQuarters/supply';
import { arrange, clearMap, declineBrilliantStrokes, game, play, put } from '../../../src/testing';
import { decision, logLines, options, pushOn } from './helpers';

const empty = (): GameState => clearMap(game('1775'));
/** An empty map but for one Village in Florida (so that the Indians need place none, 6.2.1). */
const bare = (): GameState => arrange(empty(), (d) => put(d, 'Florida', { village: 1 }));

describe('6.2.1 who is in supply', () => {
  const s = arrange(empty(), (d) => {
    put(d, 'QuebecCity', { tory: 1 }); // City, British Control
    put(d, 'Boston', { tory: 1, militiaUnderground: 2 }); // City, Rebellion Control
    put(d, 'NewYork', { britishRegular: 2, tory: 1 }); // Colony, British Control, no Fort
    put(d, 'Quebec', { britishRegular: 1, britishFort: 1 }); // Reserve with a British Fort
    put(d, 'WestIndies', { britishRegular: 2, frenchRegular: 1 });
    put(d, 'Massachusetts', { continental: 1, militiaUnderground: 1 }); // Colony, Rebellion Control
    put(d, 'Northwest', { militiaUnderground: 2 }); // Reserve, Rebellion Control, no Fort
    put(d, 'Pennsylvania', { militiaUnderground: 1, patriotFort: 1, tory: 3 }); // British Control but a Patriot Fort
    put(d, 'Virginia', { frenchRegular: 2 }); // Colony, Rebellion Control
    put(d, 'Southwest', { frenchRegular: 1 }); // Reserve: not a Colony or City
    put(d, 'Georgia', { warPartyUnderground: 1 }); // Colony, no Village
    put(d, 'Florida', { warPartyActive: 1 }); // Indian Reserve
    put(d, 'NorthCarolina', { warPartyUnderground: 1, village: 1 });
  });

  it('6.2.1 British: a British Fort or a City with British Control; the West Indies are exempt', () => {
    expect(isInSupply(s, 'british', 'QuebecCity')).toBe(true);
    expect(isInSupply(s, 'british', 'Quebec')).toBe(true);
    expect(isInSupply(s, 'british', 'WestIndies')).toBe(true);
    expect(isInSupply(s, 'british', 'Boston')).toBe(false);
    expect(isInSupply(s, 'british', 'NewYork')).toBe(false);
    expect(outOfSupplySpaces(s, 'british')).toEqual(['Boston', 'NewYork', 'Pennsylvania']);
  });

  it('6.2.1 Patriots: a Patriot Fort, or a Colony or City with Rebellion Control (not a Reserve)', () => {
    expect(isInSupply(s, 'patriots', 'Boston')).toBe(true);
    expect(isInSupply(s, 'patriots', 'Massachusetts')).toBe(true);
    expect(isInSupply(s, 'patriots', 'Pennsylvania')).toBe(true);
    expect(s.spaces.Northwest.control).toBe('rebellion');
    expect(outOfSupplySpaces(s, 'patriots')).toEqual(['Northwest']);
  });

  it('6.2.1 French: as the Patriots; the West Indies are exempt', () => {
    expect(isInSupply(s, 'french', 'Virginia')).toBe(true);
    expect(isInSupply(s, 'french', 'WestIndies')).toBe(true);
    expect(outOfSupplySpaces(s, 'french')).toEqual(['Southwest']);
  });

  it('6.2.1 Indians: a Village there or an Indian Reserve Province', () => {
    expect(isInSupply(s, 'indians', 'Florida')).toBe(true);
    expect(isInSupply(s, 'indians', 'NorthCarolina')).toBe(true);
    expect(outOfSupplySpaces(s, 'indians')).toEqual(['Georgia']);
  });
});

describe('6.2.1 British out of supply', () => {
  const base = arrange(bare(), (d) => {
    put(d, 'Boston', { tory: 1, militiaUnderground: 2 });
    put(d, 'NewYork', { britishRegular: 2, tory: 1 });
    put(d, 'WestIndies', { britishRegular: 2 });
    put(d, 'Quebec', { britishFort: 1, britishRegular: 1 });
    d.resources.british = 6;
  });

  it('6.2.1 British out of supply: pay one Resource, remove cubes, or shift toward Active Opposition — one decision per space, canonical order', () => {
    let s = pushOn(base, supplyFrame());
    expect(decision(s)).toEqual({ kind: 'supplyBritish', faction: 'british' });
    expect(options(s)).toEqual([
      { faction: 'british', type: 'supply', space: 'Boston', option: 'pay' },
      { faction: 'british', type: 'supply', space: 'Boston', to: 'available' },
      { faction: 'british', type: 'supply', space: 'Boston', option: 'shift' },
    ]);
    s = play(s, { faction: 'british', type: 'supply', space: 'Boston', option: 'shift' });
    expect(s.spaces.Boston.support).toBe(-1);
    expect(s.spaces.Boston.pieces.tory).toBe(1);
    s = play(s, { faction: 'british', type: 'supply', space: 'NewYork', option: 'pay' });
    expect(s.resources.british).toBe(5);
    expect(s.spaces.NewYork.pieces.britishRegular).toBe(2);
    // No other decision: the West Indies Regulars are exempt, Patriots in Boston are in supply.
    expect(decision(s)?.kind).toBe('eligibleOptions');
    expect(logLines(s)).toContain('6.2.1 British pay 1 Resource for supply in New York');
  });

  it('6.2.1 British out of supply: removing sends every cube there to Available', () => {
    let s = pushOn(base, supplyFrame());
    const before = s.available;
    s = play(s, { faction: 'british', type: 'supply', space: 'Boston', to: 'available' }, { faction: 'british', type: 'supply', space: 'NewYork', to: 'available' });
    expect(s.spaces.NewYork.pieces.britishRegular + s.spaces.NewYork.pieces.tory).toBe(0);
    expect(s.available.britishRegular).toBe(before.britishRegular + 2);
    expect(s.available.tory).toBe(before.tory + 2);
    expect(s.spaces.NewYork.control).toBe(null);
  });

  it('6.2.1 British out of supply: no shift possible and no Resource → the only way is to remove (still offered)', () => {
    const s0 = arrange(base, (d) => {
      d.resources.british = 0;
      d.spaces.Boston.support = -2;
      d.spaces.NewYork.support = -2;
    });
    const s = pushOn(s0, supplyFrame());
    expect(options(s)).toEqual([{ faction: 'british', type: 'supply', space: 'Boston', to: 'available' }]);
  });

  it('1.10 British out of supply: Gage left alone by the removal is set aside and the British place him', () => {
    const s0 = arrange(base, (d) => {
      d.leaders.british.at = 'NewYork';
    });
    let s = pushOn(s0, supplyFrame());
    s = play(s, { faction: 'british', type: 'supply', space: 'Boston', option: 'pay' }, { faction: 'british', type: 'supply', space: 'NewYork', to: 'available' });
    expect(s.leaders.british.at).toBe('available');
    expect(decision(s)).toEqual({ kind: 'leaderAlone', faction: 'british' });
    expect(options(s).map((a) => a.to)).toEqual(['Boston', 'Quebec', 'WestIndies', 'available']);
    s = play(s, { faction: 'british', type: 'moveLeader', to: 'Quebec' });
    expect(s.leaders.british.at).toBe('Quebec');
    // The card goes on: its Brilliant Stroke window first (Gage's Regulars in Quebec could March out, 1.10, 2.3.8).
    expect(decision(s)).toEqual({ kind: 'brilliantStrokes', faction: 'british' });
    expect(decision(declineBrilliantStrokes(s))?.kind).toBe('eligibleOptions');
  });
});

describe('6.2.1 Patriots out of supply', () => {
  const base = arrange(bare(), (d) => {
    // 5 Patriot units under British Control in a Colony: out of supply, 2 to remove.
    put(d, 'NewJersey', { continental: 2, militiaUnderground: 2, militiaActive: 1, britishRegular: 6, britishFort: 1 });
    // A lone Militia out of supply: one for every two, rounding down, is none.
    put(d, 'Northwest', { militiaUnderground: 1 });
    d.resources.patriots = 3;
  });

  it('6.2.1 Patriots out of supply: pay one Resource, or remove one for every two units (rounding down), kinds chosen in non-decreasing order', () => {
    let s = pushOn(base, supplyFrame());
    expect(decision(s)).toEqual({ kind: 'supplyPatriots', faction: 'patriots' });
    expect(options(s)).toEqual([
      { faction: 'patriots', type: 'supply', space: 'NewJersey', option: 'pay' },
      { faction: 'patriots', type: 'supply', space: 'NewJersey', piece: 'continental', to: 'available' },
      { faction: 'patriots', type: 'supply', space: 'NewJersey', piece: 'militiaUnderground', to: 'available' },
      // Active Militia alone cannot cover both removals (only 1 there): not offered first.
    ]);
    s = play(s, { faction: 'patriots', type: 'supply', space: 'NewJersey', piece: 'militiaUnderground', to: 'available' });
    // Once removal is chosen, no paying; only the same or later kinds.
    expect(options(s)).toEqual([
      { faction: 'patriots', type: 'supply', space: 'NewJersey', piece: 'militiaUnderground', to: 'available' },
      { faction: 'patriots', type: 'supply', space: 'NewJersey', piece: 'militiaActive', to: 'available' },
    ]);
    s = play(s, { faction: 'patriots', type: 'supply', space: 'NewJersey', piece: 'militiaActive', to: 'available' });
    expect(s.spaces.NewJersey.pieces).toMatchObject({ continental: 2, militiaUnderground: 1, militiaActive: 0 });
    expect(decision(s)?.kind).toBe('eligibleOptions');
    expect(s.spaces.Northwest.pieces.militiaUnderground).toBe(1);
    expect(logLines(s)).toContain('6.2.1 Patriots out of supply in Northwest: one unit there, none to remove');
  });

  it('6.2.1 Patriots out of supply: paying keeps every unit', () => {
    let s = pushOn(base, supplyFrame());
    s = play(s, { faction: 'patriots', type: 'supply', space: 'NewJersey', option: 'pay' });
    expect(s.resources.patriots).toBe(2);
    expect(s.spaces.NewJersey.pieces).toMatchObject({ continental: 2, militiaUnderground: 2, militiaActive: 1 });
  });

  it('6.2.1 Patriots after British: a British removal that hands over Control puts the Patriots in supply', () => {
    const s0 = arrange(bare(), (d) => {
      put(d, 'NewYork', { britishRegular: 3, militiaUnderground: 2 });
    });
    let s = pushOn(s0, supplyFrame());
    s = play(s, { faction: 'british', type: 'supply', space: 'NewYork', to: 'available' });
    expect(s.spaces.NewYork.control).toBe('rebellion');
    expect(decision(s)?.kind).toBe('eligibleOptions');
  });
});

describe('6.2.1 French out of supply', () => {
  const base = arrange(bare(), (d) => {
    d.treatyOfAlliance = true;
    // A Reserve is no Colony or City: French Regulars there need a Patriot Fort.
    put(d, 'Southwest', { frenchRegular: 2 });
    // Two Patriot Forts next to Southwest, one farther.
    put(d, 'NorthCarolina', { patriotFort: 1 });
    put(d, 'Georgia', { patriotFort: 1 });
    put(d, 'Massachusetts', { patriotFort: 1 });
    put(d, 'WestIndies', { frenchRegular: 3 });
    d.resources.french = 2;
    d.leaders.french.at = 'Southwest';
  });

  it('6.2.1 French out of supply: move to the nearest space with a Patriot Fort (French choose among equally near) or pay', () => {
    expect(frenchSupplyDestinations(base, 'Southwest')).toEqual(['NorthCarolina', 'Georgia']);
    let s = pushOn(base, supplyFrame());
    expect(decision(s)).toEqual({ kind: 'supplyFrench', faction: 'french' });
    expect(options(s)).toEqual([
      { faction: 'french', type: 'supply', space: 'Southwest', option: 'pay' },
      { faction: 'french', type: 'supply', space: 'Southwest', to: 'NorthCarolina' },
      { faction: 'french', type: 'supply', space: 'Southwest', to: 'Georgia' },
    ]);
    s = play(s, { faction: 'french', type: 'supply', space: 'Southwest', to: 'NorthCarolina' });
    expect(s.spaces.NorthCarolina.pieces.frenchRegular).toBe(2);
    expect(s.spaces.Southwest.pieces.frenchRegular).toBe(0);
    // 1.10: Lauzun/Rochambeau does not follow; the French place him.
    expect(decision(s)).toEqual({ kind: 'leaderAlone', faction: 'french' });
    s = play(s, { faction: 'french', type: 'moveLeader', to: 'NorthCarolina' });
    expect(s.leaders.french.at).toBe('NorthCarolina');
  });

  it('6.2.1 French out of supply: with no Patriot Fort and no Resource, the Regulars return to Available', () => {
    const s0 = arrange(base, (d) => {
      d.resources.french = 0;
      for (const id of ['NorthCarolina', 'Georgia', 'Massachusetts'] as const) {
        d.spaces[id].pieces.patriotFort = 0;
        d.available.patriotFort += 1;
      }
    });
    let s = pushOn(s0, supplyFrame());
    expect(options(s)).toEqual([{ faction: 'french', type: 'supply', space: 'Southwest', to: 'available' }]);
    const avail = s.available.frenchRegular;
    s = play(s, options(s)[0]);
    expect(s.available.frenchRegular).toBe(avail + 2);
  });
});

describe('6.2.1 Indians supply', () => {
  it('6.2.1 Indians: with no Village on the map, the Indians place one in an Indian Reserve with room', () => {
    const s0 = arrange(empty(), (d) => {
      put(d, 'Quebec', { britishFort: 1, patriotFort: 1 }); // full
      put(d, 'Georgia', { warPartyUnderground: 2 });
      d.resources.indians = 0;
    });
    let s = pushOn(s0, supplyFrame());
    expect(decision(s)).toEqual({ kind: 'supplyVillage', faction: 'indians' });
    expect(options(s).map((a) => a.space)).toEqual(['Northwest', 'Southwest', 'Florida']);
    s = play(s, { faction: 'indians', type: 'placeVillage', space: 'Southwest' });
    expect(s.spaces.Southwest.pieces.village).toBe(1);
    // Georgia borders both Southwest and Florida; only Southwest has a Village. No Resource: forced move, still offered.
    expect(options(s)).toEqual([{ faction: 'indians', type: 'supply', space: 'Georgia', to: 'Southwest' }]);
    s = play(s, options(s)[0]);
    expect(s.spaces.Southwest.pieces.warPartyUnderground).toBe(2);
  });

  it('6.2.1 Indians out of supply: pay one Resource or move to the nearest Province with a Village', () => {
    const s0 = arrange(empty(), (d) => {
      put(d, 'NewJersey', { warPartyUnderground: 1, warPartyActive: 1 });
      put(d, 'Pennsylvania', { village: 1 });
      put(d, 'NewYork', { village: 1 });
      put(d, 'Quebec', { village: 1 });
      put(d, 'Florida', { warPartyUnderground: 3 }); // Reserve: in supply
      d.resources.indians = 1;
    });
    expect(indianSupplyDestinations(s0, 'NewJersey')).toEqual(['NewYork', 'Pennsylvania']);
    let s = pushOn(s0, supplyFrame());
    expect(options(s)).toEqual([
      { faction: 'indians', type: 'supply', space: 'NewJersey', option: 'pay' },
      { faction: 'indians', type: 'supply', space: 'NewJersey', to: 'NewYork' },
      { faction: 'indians', type: 'supply', space: 'NewJersey', to: 'Pennsylvania' },
    ]);
    s = play(s, { faction: 'indians', type: 'supply', space: 'NewJersey', to: 'NewYork' });
    expect(s.spaces.NewYork.pieces).toMatchObject({ warPartyUnderground: 1, warPartyActive: 1 });
    expect(decision(s)?.kind).toBe('eligibleOptions');
  });
});
