import { describe, expect, it } from 'vitest';
import { ADJACENT, ADJACENT_INDICES, ADJACENT_MASK, BORDERS, CITIES, COLONIES, DISTANCE, INDIAN_RESERVES, MAP_SPACES, PROVINCES, SPACE_BIT, SPACES, firstSpaceOf, isAdjacent, isProvince } from '../../src/data/map';
import * as publicData from '../../src/data';
import { ADJACENT_PROVINCE_INDICES, NEIGHBOUR_INDICES } from '../../src/data/neighbourIndices';
import { SPACE_IDS } from '../../src/data/ids';

describe('1.3 the map', () => {
  it('1.3 22 map spaces plus the West Indies box, ids as in the contract', () => {
    expect(SPACE_IDS).toHaveLength(23);
    expect(MAP_SPACES).toHaveLength(22);
    expect(Object.keys(SPACES)).toEqual([...SPACE_IDS]);
  });

  it('1.3.3 seven Cities with total population 8', () => {
    expect(CITIES).toHaveLength(7);
    expect(CITIES.reduce((n, id) => n + SPACES[id].population, 0)).toBe(8);
  });

  it('1.3.5 eleven Colonies with total population 19', () => {
    expect(COLONIES).toHaveLength(11);
    expect(COLONIES.reduce((n, id) => n + SPACES[id].population, 0)).toBe(19);
  });

  it('1.3.4 four Indian Reserves with population 0; the West Indies 0 (1.3.7)', () => {
    expect(INDIAN_RESERVES).toEqual(['Quebec', 'Northwest', 'Southwest', 'Florida']);
    expect(INDIAN_RESERVES.every((id) => SPACES[id].population === 0)).toBe(true);
    expect(SPACES.WestIndies).toMatchObject({ type: 'westIndies', population: 0 });
  });

  it('1.3.6 adjacency: 41 borders, symmetric, no self-borders, the West Indies borders nothing', () => {
    expect(BORDERS).toHaveLength(41);
    for (const a of SPACE_IDS) {
      expect(ADJACENT[a]).not.toContain(a);
      for (const b of ADJACENT[a]) expect(ADJACENT[b]).toContain(a);
    }
    expect(ADJACENT.WestIndies).toEqual([]);
    expect(new Set(BORDERS.map(([a, b]) => [a, b].sort().join('|'))).size).toBe(41);
  });

  it('1.3.6 spot checks from the rules and examples', () => {
    expect(isAdjacent('Philadelphia', 'MarylandDelaware')).toBe(true);
    expect(isAdjacent('Norfolk', 'Virginia')).toBe(true);
    expect(isAdjacent('Boston', 'NewYorkCity')).toBe(false);
    expect(ADJACENT.NewYork).toEqual(['NewYorkCity', 'NewHampshire', 'Massachusetts', 'ConnecticutRhodeIsland', 'NewJersey', 'Pennsylvania', 'Quebec', 'Northwest']);
  });

  it('1.3.6, 1.4.2 the neighbours and adjacent Provinces by position name the same spaces as the neighbour lists, in the same order', () => {
    SPACE_IDS.forEach((id, i) => {
      expect(NEIGHBOUR_INDICES[i].map((n) => SPACE_IDS[n])).toEqual(ADJACENT[id]);
      expect(ADJACENT_INDICES[id]).toEqual(NEIGHBOUR_INDICES[i]);
      expect(ADJACENT_PROVINCE_INDICES[i].map((n) => SPACE_IDS[n])).toEqual(ADJACENT[id].filter(isProvince));
    });
  });

  it('1.3.6 the sets of spaces as integers: one bit a space in canonical order, the neighbours of each as one set', () => {
    SPACE_IDS.forEach((id, i) => {
      expect(SPACE_BIT[id]).toBe(2 ** i);
      expect(firstSpaceOf(SPACE_BIT[id])).toBe(id);
      expect(SPACE_IDS.filter((other) => (ADJACENT_MASK[id] & SPACE_BIT[other]) !== 0)).toEqual(ADJACENT[id]);
      if (ADJACENT[id].length > 0) expect(firstSpaceOf(ADJACENT_MASK[id])).toBe(ADJACENT[id][0]);
    });
    expect(SPACE_IDS.reduce((m, id) => m | SPACE_BIT[id], 0)).toBe(2 ** SPACE_IDS.length - 1);
  });

  it('distances follow the borders', () => {
    expect(DISTANCE.Boston.Boston).toBe(0);
    expect(DISTANCE.Boston.Massachusetts).toBe(1);
    expect(DISTANCE.Boston.NewYork).toBe(2);
    expect(DISTANCE.Boston.WestIndies).toBe(Infinity);
  });

  it('static data is frozen', () => {
    expect(Object.isFrozen(SPACES)).toBe(true);
    expect(Object.isFrozen(SPACES.Boston)).toBe(true);
    expect(Object.isFrozen(ADJACENT)).toBe(true);
  });

  it('lod-engine/data exports frozen copies of the lists the engine reads as plain arrays', () => {
    const lists = [publicData.CITIES, publicData.COLONIES, publicData.PROVINCES, publicData.MAP_SPACES, ...Object.values(publicData.ADJACENT)];
    expect(lists.every((l) => Object.isFrozen(l))).toBe(true);
    expect(Object.isFrozen(publicData.ADJACENT)).toBe(true);
    expect(publicData.CITIES).toEqual(CITIES);
    expect(publicData.COLONIES).toEqual(COLONIES);
    expect(publicData.PROVINCES).toEqual(PROVINCES);
    expect(publicData.MAP_SPACES).toEqual(MAP_SPACES);
    expect(publicData.ADJACENT).toEqual(ADJACENT);
  });
});
