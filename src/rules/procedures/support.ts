/**
 * Shifting Support and Opposition (1.6, 1.6.1): moving a space's marker toward a level, or setting it
 * to a level, as Win the Day (3.6.8), the Support Phase (6.4), Muster's Reward Loyalty (3.2.1), Rabble
 * Rousing (3.3.3), Supply (6.2.1) and Events ("shift two levels toward Active Support", "set to Passive
 * Opposition") do. A space of Population 0 always stays Neutral (1.6.1): nothing shifts there.
 * The board mutator underneath is `shiftSupport` (rules/board.ts).
 * @module
 */
import type { Draft } from 'immer';
import type { GameState } from '../../core/state';
import type { SpaceId, SupportLevel } from '../../data/ids';
import { SPACES } from '../../data/map';
import { shiftSupport, supportLevel } from '../board';

/** The five levels of the Support track (1.6): Active Opposition … Active Support. */
export const ACTIVE_OPPOSITION: SupportLevel = -2;
export const PASSIVE_OPPOSITION: SupportLevel = -1;
export const NEUTRAL: SupportLevel = 0;
export const PASSIVE_SUPPORT: SupportLevel = 1;
export const ACTIVE_SUPPORT: SupportLevel = 2;

/**
 * Shifts the space toward the `target` level by at most `maxSteps` levels (all the way by default),
 * never past it; nothing at Population 0 (1.6.1). Returns the number of levels shifted.
 */
export function shiftToward(draft: Draft<GameState>, space: SpaceId, target: SupportLevel, maxSteps = Infinity): number {
  const gap = target - supportLevel(draft, space);
  const steps = Math.min(Math.abs(gap), Math.max(0, maxSteps));
  if (steps === 0) return 0;
  return Math.abs(shiftSupport(draft, space, Math.sign(gap) * steps));
}

/** Sets the space to the `level`; a space of Population 0 stays Neutral (1.6.1). Returns the number of levels shifted. */
export function setSupport(draft: Draft<GameState>, space: SpaceId, level: SupportLevel): number {
  return shiftToward(draft, space, level);
}

/** Levels the space could still shift toward the `target` (0 at Population 0, 1.6.1). Pure. */
export function shiftsToward(state: GameState, space: SpaceId, target: SupportLevel): number {
  return SPACES[space].population === 0 ? 0 : Math.abs(target - supportLevel(state, space));
}
