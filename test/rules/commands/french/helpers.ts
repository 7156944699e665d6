/**
 * The French tests' positions (Command and Special Activity tests): the empty 1775 board with every
 * Faction at 5 Resources, before or after the Treaty of Alliance. Pieces, play and queries come from
 * the test kit (`src/testing`).
 */
import type { GameState } from '../../../../src/core/state';
import { position } from '../../../../src/testing';

const FIVE = { british: 5, patriots: 5, french: 5, indians: 5 };

/** A 1775 game with an empty Neutral map, every Leader Available, and chosen Resources (5 each unless given). */
export const emptyBoard = (resources: Partial<GameState['resources']> = {}, treaty = false): GameState =>
  position({ resources: { ...FIVE, ...resources }, treaty });

/** After the Treaty of Alliance (2.3.9): an empty map, `available` French Regulars moved from Unavailable to Available. */
export const afterTreaty = (resources: Partial<GameState['resources']> = {}, available = 8): GameState =>
  position({ resources: { ...FIVE, ...resources }, treaty: true, released: { frenchRegular: available } });
