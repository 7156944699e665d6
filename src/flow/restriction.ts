/**
 * Where the limits of a Command's mode are honoured (2.3.5 Limited Commands; the restrictions of
 * Commands and Special Activities granted by Events and Brilliant Strokes, 3.1.2, 5.1): every Command's
 * space selection and `canStart` ask {@link maySelectMore} and {@link mayExecuteIn}; the Battle reads
 * {@link battleModifiers}; the host withholds `done` while a must-execute restriction is unmet
 * ({@link mustGoOn}). No Command or card checks a restriction on its own.
 * @module
 */
import type { GameState } from '../core/state';
import { SPACE_IDS, type Faction, type SpaceId } from '../data/ids';
import { EVERY_SPACE, firstSpaceOf } from '../data/map';
import type { ActivityContext, BattleModifiers, CommandMode, Restriction } from './contracts';
import { closedByActivity, forbiddenByActivity, hostOf } from './hostFrame';
import { because, type Reason } from '../core/reason';
import { spaceName, spacesText } from '../data/text';
import { idName } from './reasons';

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

const PLAIN_MODE_KEYS = ['limited', 'free', 'specialActivity'];

/**
 * A copy of a Command mode (same keys, same order), for a frame of its own. The plain mode (no
 * restriction) is built as a literal, the shape of the modes `canStart` receives: V8 gives a spread of
 * a frozen mode another hidden class, and {@link spaceLimit} and the Commands' checks read both.
 */
export function copyMode(mode: CommandMode): CommandMode {
  return isPlainMode(mode) ? { limited: mode.limited, free: mode.free, specialActivity: mode.specialActivity } : { ...mode };
}

/**
 * The mode with a restriction (`{ ...mode, restriction }`: the same keys in the same order), the plain
 * mode built as a literal, as {@link copyMode} builds it (a spread of a frozen mode takes V8's slow path).
 */
export function restrictedMode(mode: CommandMode, restriction: Restriction): CommandMode {
  return isPlainMode(mode) ? { limited: mode.limited, free: mode.free, specialActivity: mode.specialActivity, restriction } : { ...mode, restriction };
}

/** Whether the mode holds exactly the plain keys, in their order (no restriction, no embedded Special Activity). */
function isPlainMode(mode: CommandMode): boolean {
  let i = 0;
  for (const k in mode) if (k !== PLAIN_MODE_KEYS[i++]) return false;
  return i === 3;
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

const LIMITED_ONE = because('2.3.5', 'a Limited Command is executed in one space only, and one is already selected');

/** Why the Command may select no more spaces (2.3.5; a granted Command's maximum, 3.1.2), or null when it may. */
export function whyNoMoreSpaces(frame: Pick<Selection, 'mode' | 'selected'>): Reason | null {
  if (maySelectMore(frame)) return null;
  if (frame.mode.limited && (frame.mode.restriction?.maxSpaces ?? Infinity) >= 1) return LIMITED_ONE;
  const max = spaceLimit(frame.mode);
  return because('3.1.2', `the Event or Brilliant Stroke that granted this Command allows ${max === 1 ? 'one space' : `${max} spaces`}, and ${frame.selected.length === 1 ? 'one is' : `${frame.selected.length} are`} already selected`);
}

/** Whether the restriction (if any) allows the space. */
export function restrictionAllows(restriction: Restriction | undefined, space: SpaceId): boolean {
  return restriction?.spaces === undefined || restriction.spaces.includes(space);
}

/** Why the restriction (if any) excludes the space (3.1.2, 5.1), or null when it allows it. */
export function whyRestrictionExcludes(restriction: Restriction | undefined, space: SpaceId, what = 'this Command'): Reason | null {
  if (restrictionAllows(restriction, space)) return null;
  return because('3.1.2', `the Event or Brilliant Stroke that granted ${what} allows it only in ${spacesText(restriction!.spaces!)}, not in ${spaceName(space)}`);
}

/**
 * Why the Command may not select this space now as far as the general limits go (one more space
 * allowed, 2.3.5; each space once, 3.1; the restriction, 3.1.2; not closed by the Faction's Special
 * Activity, 4.1.1), or null when they allow it. The Command's own conditions come on top. Pure.
 */
export function whyMayNotExecuteIn(state: GameState, frame: Selection, space: SpaceId): Reason | null {
  switch (selectionLimit(state, frame, space)) {
    case null:
      return null;
    case 'noMore':
      return whyNoMoreSpaces(frame)!;
    case 'selected':
      return because('3.1', `${spaceName(space)} is already selected: a Command selects each space once`);
    case 'restricted':
      return whyRestrictionExcludes(frame.mode.restriction, space)!;
    case 'closed': {
      const host = hostOf(state);
      const activity = host?.activity ? idName(host.activity) : 'the Special Activity';
      return because('4.1.1', `${spaceName(space)} is closed to this Command: ${activity} took place there`);
    }
  }
}

/**
 * The first general limit that keeps the Command from selecting the space, as a code (the reason's
 * words are built only when asked for: this runs for every space of every selection), or null.
 */
function selectionLimit(state: GameState, frame: Selection, space: SpaceId): 'noMore' | 'selected' | 'restricted' | 'closed' | null {
  if (!maySelectMore(frame)) return 'noMore';
  if (frame.selected.includes(space)) return 'selected';
  if (!restrictionAllows(frame.mode.restriction, space)) return 'restricted';
  if (forbiddenByActivity(state, frame.faction, space, frame.command)) return 'closed';
  return null;
}

/**
 * {@link mayExecuteIn} for one state and selection over many spaces (a Command's `canStart` asks it for
 * every space): the same answers, with what does not depend on the space (one more allowed, the host's
 * closed spaces) found once. Pure.
 */
export function mayExecuteInSpaces(state: GameState, frame: Selection): (space: SpaceId) => boolean {
  if (!maySelectMore(frame)) return NO_SPACE;
  const closed = closedByActivity(state, frame.faction, frame.command);
  // The frame's fields read once (a frame is one of many shapes: each read by name is slow).
  const selected = frame.selected;
  const restriction = frame.mode.restriction;
  return (space) => !selected.includes(space) && restrictionAllows(restriction, space) && !closed.includes(space);
}

const NO_SPACE = (): boolean => false;

/**
 * Whether the Command, with nothing selected yet, may select some space where `holds` is true: its
 * first space as {@link mayExecuteInSpaces} allows it (one space allowed, the restriction's spaces or
 * the map's, not closed by its own host's Special Activity), for `canStart`, without a frame. With no
 * restriction naming spaces and none closed, every space of the map is asked in the board's own order
 * (a `for…in` walk, no list read by index): a yes or no, whatever the order, as `holds` is pure; then,
 * given `asked` (a set of spaces as an integer, bit i the space at position i of SPACE_IDS, or −1 for
 * all), only the spaces of that set, the only ones where `holds` may be true. Pure.
 */
export function someFirstSpace<M extends CommandMode>(
  state: GameState,
  faction: Faction,
  command: string,
  mode: M,
  holds: (state: GameState, space: SpaceId, mode: M) => boolean,
  asked = -1,
): boolean {
  if (spaceLimit(mode) < 1) return false;
  const closed = closedByActivity(state, faction, command);
  const someClosed = closed.length > 0;
  // A granted Command's restriction names its spaces: only those can be its first.
  const named = mode.restriction?.spaces;
  if (named === undefined && !someClosed) {
    // Every space, or those `asked` names, lowest bit first: canonical order.
    for (let m = asked === -1 ? EVERY_SPACE : asked; m !== 0; m &= m - 1) if (holds(state, firstSpaceOf(m), mode)) return true;
    return false;
  }
  const spaces = named ?? SPACE_IDS;
  for (let i = 0; i < spaces.length; i++) if (!(someClosed && closed.includes(spaces[i])) && holds(state, spaces[i], mode)) return true;
  return false;
}

/**
 * Whether the Command may select this space now, as far as the general limits go: one more space is
 * allowed, the space is not selected yet (3.1: each once), the restriction allows it, and the
 * Faction's Special Activity did not close it (4.2.2, 4.3.2). The Command's own conditions come on top. Pure.
 */
export function mayExecuteIn(state: GameState, frame: Selection, space: SpaceId): boolean {
  return selectionLimit(state, frame, space) === null;
}

/** Why a Special Activity may not act in the space under its context's restriction (spaces, and how many so far: 3.1.2), or null. */
export function whyActivityMayNotActIn(context: ActivityContext, space: SpaceId, usedSoFar: readonly SpaceId[]): Reason | null {
  if (activityMayActIn(context, space, usedSoFar)) return null;
  const r = context.restriction!;
  if (!usedSoFar.includes(space) && usedSoFar.length >= (r.maxSpaces ?? Infinity))
    return because('3.1.2', `the Event or Brilliant Stroke that granted this Special Activity allows ${r.maxSpaces === 1 ? 'one space' : `${r.maxSpaces} spaces`}, and ${usedSoFar.length === 1 ? 'one is' : `${usedSoFar.length} are`} already used`);
  return whyRestrictionExcludes(r, space, 'this Special Activity');
}

/** Whether a Special Activity may act in the space under its context's restriction (spaces and count so far). */
export function activityMayActIn(context: ActivityContext, space: SpaceId, usedSoFar: readonly SpaceId[]): boolean {
  const r = context.restriction;
  if (!r) return true;
  const counted = usedSoFar.includes(space) || usedSoFar.length < (r.maxSpaces ?? Infinity);
  return counted && restrictionAllows(r, space);
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
  const restriction = frame.mode.restriction;
  if (!restriction?.mustExecuteIn || !restriction.spaces) return [];
  const needed = Math.min(restriction.spaces.length, spaceLimit(frame.mode));
  if (restriction.spaces.filter((s) => frame.selected.includes(s)).length >= needed) return [];
  return restriction.spaces.filter((s) => !frame.selected.includes(s));
}

/** How many spaces a Special Activity strikes (Skirmish, Partisans, War Path): one by rule, or up to the restriction's maximum when an Event grants more. */
export function strikesAllowed(restriction: Restriction | undefined): number {
  return Math.max(1, restriction?.maxSpaces ?? 1);
}
