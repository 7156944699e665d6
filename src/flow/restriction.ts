/**
 * Where the limits of a Command's mode are honoured (2.3.5 Limited Commands; the restrictions of
 * Commands and Special Activities granted by Events and Brilliant Strokes, 3.1.2, 5.1): every Command's
 * space selection and `canStart` ask {@link maySelectMore} and {@link mayExecuteIn}; the Battle reads
 * {@link battleModifiers}; the host withholds `done` while a must-execute restriction is unmet
 * ({@link mustGoOn}). No Command or card checks a restriction on its own.
 * @module
 */
import type { GameState } from '../core/state';
import type { Faction, SpaceId } from '../data/ids';
import type { ActivityContext, BattleModifiers, CommandMode, Restriction } from './contracts';
import { forbiddenByActivity } from './hostFrame';

/** What a selection check needs of a Command frame. */
export interface Selection {
  faction: Faction;
  mode: CommandMode;
  /** Spaces (destinations) selected so far. */
  selected: readonly SpaceId[];
  /**
   * The Command's id, when the check is made before its frame exists (`canStart`): then only the
   * spaces closed to this Command by its own host count, not those of an outer Command's host (a Win
   * the Day Rally granted inside a Patriot Battle may Rally where Partisans took place).
   */
  command?: string;
}

/** The most spaces (destinations) the mode allows: one when Limited (2.3.5), the restriction's maximum, else none. */
export function spaceLimit(mode: CommandMode): number {
  const max = mode.restriction?.maxSpaces ?? Infinity;
  return mode.limited ? Math.min(1, max) : max;
}

/** Whether the Command may select one more space (Limited: only one, 2.3.5; a restriction's maximum). */
export function maySelectMore(frame: Pick<Selection, 'mode' | 'selected'>): boolean {
  return frame.selected.length < spaceLimit(frame.mode);
}

/** Whether the restriction (if any) allows the space. */
export function restrictionAllows(restriction: Restriction | undefined, space: SpaceId): boolean {
  return restriction?.spaces === undefined || restriction.spaces.includes(space);
}

/**
 * Whether the Command may select this space now, as far as the general limits go: one more space is
 * allowed, the space is not selected yet (3.1: each once), the restriction allows it, and the
 * Faction's Special Activity did not close it (4.2.2, 4.3.2). The Command's own conditions come on top. Pure.
 */
export function mayExecuteIn(state: GameState, frame: Selection, space: SpaceId): boolean {
  return (
    maySelectMore(frame) &&
    !frame.selected.includes(space) &&
    restrictionAllows(frame.mode.restriction, space) &&
    !forbiddenByActivity(state, frame.faction, space, frame.command)
  );
}

/** Whether a Special Activity may act in the space under its context's restriction (spaces and count so far). */
export function activityMayActIn(context: ActivityContext, space: SpaceId, usedSoFar: readonly SpaceId[]): boolean {
  const r = context.restriction;
  if (!r) return true;
  if (!usedSoFar.includes(space) && usedSoFar.length >= (r.maxSpaces ?? Infinity)) return false;
  return restrictionAllows(r, space);
}

/** The Battle adjustments of the mode's restriction (none when absent). */
export function battleModifiers(mode: CommandMode | undefined): BattleModifiers {
  return mode?.restriction?.battle ?? NO_MODIFIERS;
}

const NO_MODIFIERS: BattleModifiers = Object.freeze({});

/**
 * Whether a must-execute restriction keeps the Command from finishing yet: it has not selected every
 * space of the restriction (up to its maximum).
 */
export function mustGoOn(frame: Pick<Selection, 'mode' | 'selected'>): boolean {
  return spacesStillRequired(frame).length > 0;
}

/**
 * The spaces a must-execute restriction still requires (those not selected yet), or none once the
 * Command selected as many as it must (every allowed space, up to its maximum) or has no such restriction.
 */
export function spacesStillRequired(frame: Pick<Selection, 'mode' | 'selected'>): SpaceId[] {
  const r = frame.mode.restriction;
  if (!r?.mustExecuteIn || !r.spaces) return [];
  const needed = Math.min(r.spaces.length, spaceLimit(frame.mode));
  if (r.spaces.filter((s) => frame.selected.includes(s)).length >= needed) return [];
  return r.spaces.filter((s) => !frame.selected.includes(s));
}

/** How many spaces a Special Activity strikes (Skirmish, Partisans, War Path): one by rule, or up to the restriction's maximum when an Event grants more. */
export function strikesAllowed(restriction: Restriction | undefined): number {
  return Math.max(1, restriction?.maxSpaces ?? 1);
}
