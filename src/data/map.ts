/**
 * The map (1.3): 22 spaces plus the West Indies box, their type and population, and adjacency.
 * Adjacency is one table of borders; the per-space neighbour lists are derived from it once.
 * @module
 */
import { deepFreeze } from './freeze';
import { SPACE_IDS, type SpaceId } from './ids';

/** Space type (1.3.1–1.3.7). Colonies and Indian Reserves are both Provinces. */
export type SpaceType = 'city' | 'colony' | 'reserve' | 'westIndies';

/** Static facts about a space. */
export interface SpaceInfo {
  readonly id: SpaceId;
  /** Display name as printed on the map. */
  readonly name: string;
  readonly type: SpaceType;
  /** Population value (1.3.2, 1.3.3): 0 for Reserves and the West Indies. */
  readonly population: number;
}

/** Every space by id. */
export const SPACES: Readonly<Record<SpaceId, SpaceInfo>> = deepFreeze({
  QuebecCity: { id: 'QuebecCity', name: 'Quebec City', type: 'city', population: 1 },
  Boston: { id: 'Boston', name: 'Boston', type: 'city', population: 1 },
  NewYorkCity: { id: 'NewYorkCity', name: 'New York City', type: 'city', population: 2 },
  Philadelphia: { id: 'Philadelphia', name: 'Philadelphia', type: 'city', population: 1 },
  Norfolk: { id: 'Norfolk', name: 'Norfolk', type: 'city', population: 1 },
  CharlesTown: { id: 'CharlesTown', name: 'Charles Town', type: 'city', population: 1 },
  Savannah: { id: 'Savannah', name: 'Savannah', type: 'city', population: 1 },
  NewHampshire: { id: 'NewHampshire', name: 'New Hampshire', type: 'colony', population: 1 },
  Massachusetts: { id: 'Massachusetts', name: 'Massachusetts', type: 'colony', population: 2 },
  ConnecticutRhodeIsland: { id: 'ConnecticutRhodeIsland', name: 'Connecticut-Rhode Island', type: 'colony', population: 2 },
  NewYork: { id: 'NewYork', name: 'New York', type: 'colony', population: 2 },
  NewJersey: { id: 'NewJersey', name: 'New Jersey', type: 'colony', population: 1 },
  Pennsylvania: { id: 'Pennsylvania', name: 'Pennsylvania', type: 'colony', population: 2 },
  MarylandDelaware: { id: 'MarylandDelaware', name: 'Maryland-Delaware', type: 'colony', population: 2 },
  Virginia: { id: 'Virginia', name: 'Virginia', type: 'colony', population: 2 },
  NorthCarolina: { id: 'NorthCarolina', name: 'North Carolina', type: 'colony', population: 2 },
  SouthCarolina: { id: 'SouthCarolina', name: 'South Carolina', type: 'colony', population: 2 },
  Georgia: { id: 'Georgia', name: 'Georgia', type: 'colony', population: 1 },
  Quebec: { id: 'Quebec', name: 'Quebec', type: 'reserve', population: 0 },
  Northwest: { id: 'Northwest', name: 'Northwest', type: 'reserve', population: 0 },
  Southwest: { id: 'Southwest', name: 'Southwest', type: 'reserve', population: 0 },
  Florida: { id: 'Florida', name: 'Florida', type: 'reserve', population: 0 },
  WestIndies: { id: 'WestIndies', name: 'West Indies', type: 'westIndies', population: 0 },
});

/**
 * Every border between two spaces (1.3.6), 41 in all, transcribed from the reference map table.
 * The West Indies box borders nothing. A correction to adjacency is a one-line change here.
 */
export const BORDERS: readonly (readonly [SpaceId, SpaceId])[] = deepFreeze([
  ['QuebecCity', 'NewHampshire'],
  ['QuebecCity', 'Quebec'],
  ['Boston', 'Massachusetts'],
  ['Boston', 'ConnecticutRhodeIsland'],
  ['NewYorkCity', 'NewYork'],
  ['NewYorkCity', 'NewJersey'],
  ['Philadelphia', 'NewJersey'],
  ['Philadelphia', 'Pennsylvania'],
  ['Philadelphia', 'MarylandDelaware'],
  ['Norfolk', 'Virginia'],
  ['Norfolk', 'NorthCarolina'],
  ['CharlesTown', 'NorthCarolina'],
  ['CharlesTown', 'SouthCarolina'],
  ['Savannah', 'SouthCarolina'],
  ['Savannah', 'Georgia'],
  ['NewHampshire', 'Massachusetts'],
  ['NewHampshire', 'NewYork'],
  ['Massachusetts', 'ConnecticutRhodeIsland'],
  ['Massachusetts', 'NewYork'],
  ['ConnecticutRhodeIsland', 'NewYork'],
  ['NewYork', 'NewJersey'],
  ['NewYork', 'Pennsylvania'],
  ['NewYork', 'Quebec'],
  ['NewYork', 'Northwest'],
  ['NewJersey', 'Pennsylvania'],
  ['Pennsylvania', 'MarylandDelaware'],
  ['Pennsylvania', 'Northwest'],
  ['MarylandDelaware', 'Virginia'],
  ['MarylandDelaware', 'Northwest'],
  ['Virginia', 'NorthCarolina'],
  ['Virginia', 'Northwest'],
  ['Virginia', 'Southwest'],
  ['NorthCarolina', 'SouthCarolina'],
  ['NorthCarolina', 'Southwest'],
  ['SouthCarolina', 'Georgia'],
  ['SouthCarolina', 'Southwest'],
  ['Georgia', 'Southwest'],
  ['Georgia', 'Florida'],
  ['Quebec', 'Northwest'],
  ['Northwest', 'Southwest'],
  ['Southwest', 'Florida'],
] as [SpaceId, SpaceId][]);

/**
 * Neighbours of each space, in canonical space order (derived from {@link BORDERS}). The record is
 * frozen, its lists are plain arrays, never written (see {@link CITIES}); lod-engine/data exports a
 * deep-frozen copy.
 */
export const ADJACENT: Readonly<Record<SpaceId, readonly SpaceId[]>> = Object.freeze(
  Object.fromEntries(
    SPACE_IDS.map((id) => [
      id,
      SPACE_IDS.filter((other) => BORDERS.some(([a, b]) => (a === id && b === other) || (b === id && a === other))),
    ]),
  ) as Record<SpaceId, SpaceId[]>,
);

/**
 * Canonical indices (positions in {@link SPACE_IDS}) of each space's neighbours, canonical order: for
 * loops that test every neighbour against a per-space array filled once (an origin found once, not once per destination).
 */
export const ADJACENT_INDICES: Readonly<Record<SpaceId, readonly number[]>> = deepFreeze(
  Object.fromEntries(SPACE_IDS.map((id) => [id, ADJACENT[id].map((n) => SPACE_IDS.indexOf(n))])) as Record<SpaceId, number[]>,
);

/**
 * A space's bit in a set of spaces held as one integer (bit i: the space at position i of
 * {@link SPACE_IDS}; 23 spaces fit a 32-bit integer), for the board's sets of spaces (src/rules/board.ts).
 */
export const SPACE_BIT: Readonly<Record<SpaceId, number>> = Object.freeze(
  Object.fromEntries(SPACE_IDS.map((id, i) => [id, 1 << i])) as Record<SpaceId, number>,
);

/** Every space, as a set ({@link SPACE_BIT}). */
export const EVERY_SPACE = 2 ** SPACE_IDS.length - 1;

/** Each space's neighbours (1.3.6) as a set of spaces ({@link SPACE_BIT}): {@link ADJACENT} as integers. */
export const ADJACENT_MASK: Readonly<Record<SpaceId, number>> = Object.freeze(
  Object.fromEntries(SPACE_IDS.map((id) => [id, ADJACENT[id].reduce((m, n) => m | SPACE_BIT[n], 0)])) as Record<SpaceId, number>,
);

/** The space at the lowest bit of a non-empty set of spaces ({@link SPACE_BIT}): canonical order walks a set from its lowest bit. */
export const firstSpaceOf = (mask: number): SpaceId => SPACE_IDS[31 - Math.clz32(mask & -mask)];

/** Neighbour sets by space, for the constant-time {@link isAdjacent} (rule code asks it in tight loops). */
const ADJACENT_SETS: ReadonlyMap<SpaceId, ReadonlySet<SpaceId>> = new Map(SPACE_IDS.map((id) => [id, new Set(ADJACENT[id])]));

/** Whether two spaces border each other (1.3.6). */
export function isAdjacent(a: SpaceId, b: SpaceId): boolean {
  return ADJACENT_SETS.get(a)!.has(b);
}

/**
 * The seven Cities, in canonical order. This list, {@link COLONIES}, {@link PROVINCES}, {@link MAP_SPACES}
 * and {@link ADJACENT}'s lists are plain arrays, never written (typed readonly), like `SPACE_IDS`: the
 * rules and the Non-Players filter and search them in their hottest loops, and V8 (Node 20) runs
 * `filter`, `some`, `find` or `every` on a frozen array 10–40 times slower. lod-engine/data exports
 * frozen copies (src/data.ts), so no caller can write into what the rules read.
 */
export const CITIES: readonly SpaceId[] = SPACE_IDS.filter((id) => SPACES[id].type === 'city');
/** The eleven Colonies (a plain array: see {@link CITIES}). */
export const COLONIES: readonly SpaceId[] = SPACE_IDS.filter((id) => SPACES[id].type === 'colony');
/** The four Indian Reserve Provinces (1.3.4). */
export const INDIAN_RESERVES: readonly SpaceId[] = deepFreeze(SPACE_IDS.filter((id) => SPACES[id].type === 'reserve'));
/** Provinces: Colonies and Indian Reserves (1.3.2); a plain array (see {@link CITIES}). */
export const PROVINCES: readonly SpaceId[] = SPACE_IDS.filter((id) => SPACES[id].type === 'colony' || SPACES[id].type === 'reserve');
/** The 22 map spaces (everything but the West Indies box); a plain array (see {@link CITIES}). */
export const MAP_SPACES: readonly SpaceId[] = SPACE_IDS.filter((id) => id !== 'WestIndies');

// Sets for the type predicates: cheaper than reading SPACES[id].type in rule code's tight loops.
const CITY_SET: ReadonlySet<SpaceId> = new Set(CITIES);
const COLONY_SET: ReadonlySet<SpaceId> = new Set(COLONIES);
const RESERVE_SET: ReadonlySet<SpaceId> = new Set(INDIAN_RESERVES);
const PROVINCE_SET: ReadonlySet<SpaceId> = new Set(PROVINCES);

/** Whether the id names a City. */
export const isCity = (id: SpaceId): boolean => CITY_SET.has(id);
/** Whether the id names a Colony. */
export const isColony = (id: SpaceId): boolean => COLONY_SET.has(id);
/** Whether the id names an Indian Reserve Province. */
export const isReserve = (id: SpaceId): boolean => RESERVE_SET.has(id);
/** Whether the id names a Province (Colony or Reserve). */
export const isProvince = (id: SpaceId): boolean => PROVINCE_SET.has(id);

/** The Cities adjacent to each space, in canonical order (Blockade and March by sea, 1.9, 3.2.3). */
export const ADJACENT_CITIES: Readonly<Record<SpaceId, readonly SpaceId[]>> = deepFreeze(
  Object.fromEntries(SPACE_IDS.map((id) => [id, ADJACENT[id].filter(isCity)])) as Record<SpaceId, SpaceId[]>,
);

/**
 * Shortest-path distance in borders between two map spaces (∞ when unreachable, e.g. to the West Indies).
 * Used by "nearest space" rules such as Supply (6.2.1).
 */
export const DISTANCE: Readonly<Record<SpaceId, Readonly<Record<SpaceId, number>>>> = deepFreeze(
  Object.fromEntries(
    SPACE_IDS.map((from) => {
      const dist: Partial<Record<SpaceId, number>> = { [from]: 0 };
      let frontier: SpaceId[] = [from];
      for (let d = 1; frontier.length > 0; d++) {
        const next: SpaceId[] = [];
        for (const s of frontier)
          for (const n of ADJACENT[s])
            if (dist[n] === undefined) {
              dist[n] = d;
              next.push(n);
            }
        frontier = next;
      }
      return [from, Object.fromEntries(SPACE_IDS.map((to) => [to, dist[to] ?? Infinity]))];
    }),
  ) as Record<SpaceId, Record<SpaceId, number>>,
);
