/** Space filters the Event cards share ("any City", "a Colony", "an Indian Reserve Province"). @module */
import type { SpaceId } from '../../../data/ids';
import { SPACES } from '../../../data/map';

/** A City (1.3.2). */
export const isCity = (s: SpaceId): boolean => SPACES[s].type === 'city';
/** A Colony (1.3.1). */
export const isColony = (s: SpaceId): boolean => SPACES[s].type === 'colony';
/** A map space (the West Indies box is not one). */
export const onMap = (s: SpaceId): boolean => s !== 'WestIndies';
