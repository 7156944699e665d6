/** Space filters the Event cards share ("any City", "a Colony", "an Indian Reserve Province"). @module */
import type { Faction, SpaceId, SpacePiece } from '../../../data/ids';
import { SPACES } from '../../../data/map';

/** A City (1.3.2). */
export const isCity = (s: SpaceId): boolean => SPACES[s].type === 'city';
/** A Colony (1.3.1). */
export const isColony = (s: SpaceId): boolean => SPACES[s].type === 'colony';
/** A map space (the West Indies box is not one). */
export const onMap = (s: SpaceId): boolean => s !== 'WestIndies';
/** An Indian Reserve Province: Quebec, Northwest, Southwest, Florida (1.3.4). */
export const isIndianReserve = (s: SpaceId): boolean => SPACES[s].type === 'reserve';

/** Whether the Faction is on the Royalist side (British, Indians) rather than the Rebellion (1.5.1). */
export const isRoyalist = (f: Faction): boolean => f === 'british' || f === 'indians';

/** "Friendly" Forts and Villages: those of the executing side (glossary, 1.5.2) — British Fort and Village, or Patriot Fort. */
export const friendlyBases = (f: Faction): readonly SpacePiece[] => (isRoyalist(f) ? ['britishFort', 'village'] : ['patriotFort']);

/** "Friendly" Militia, War Parties and cubes: the units of the executing side (glossary, 1.5.2), placed Underground (1.4.3). */
export const friendlyUnits = (f: Faction): readonly SpacePiece[] =>
  isRoyalist(f) ? ['warPartyUnderground', 'britishRegular', 'tory'] : ['militiaUnderground', 'continental', 'frenchRegular'];

/** A Faction's own cubes (1.4): British Regulars and Tories, Continentals, French Regulars; the Indians have none. */
export const cubesOf = (f: Faction): readonly SpacePiece[] =>
  f === 'british' ? ['britishRegular', 'tory'] : f === 'patriots' ? ['continental'] : f === 'french' ? ['frenchRegular'] : [];
