/**
 * The one-space strikes — Skirmish (4.2.2, 4.3.3, 4.5.2), Partisans (4.3.2) and War Path (4.4.2) —
 * and how an Event's restriction shapes them (3.1.2, 5.1). By its own rule each strikes once, in one
 * space. Granted by an Event with a restriction (its context's `restriction`), it strikes only in
 * the spaces the restriction allows; when the restriction's maximum is above one ("Skirmish in up to
 * three spaces"), it strikes once in each of up to that many different spaces, and the Faction may
 * stop after any strike with `done` (docs/rulings.md, 3.1.2 granted strikes). Without a restriction
 * nothing changes: one strike, then the Special Activity is over.
 * @module
 */
import type { Draft } from 'immer';
import type { Action } from '../../core/action';
import type { Frame, GameState } from '../../core/state';
import { SPACE_IDS, type Faction, type SpaceId } from '../../data/ids';
import type { ActivityContext, Restriction } from '../../flow/contracts';
import { popFrame } from '../../flow/frames';
import { activityMayActIn, strikesAllowed } from '../../flow/restriction';
import type { CommandHostFrame } from '../../flow/hostFrame';
import { spacesText as namesOf } from '../../data/text';

/** What a strike's frame keeps of its restriction and its strikes so far. */
export interface StrikeFrame extends Frame {
  /** The restriction of a granted strike; absent for an ordinary one. */
  restriction?: Restriction;
  /**
   * Spaces struck so far, in order (each at most once); kept only by a granted strike that may strike
   * again (an ordinary one ends with its strike, its frame as before).
   */
  struck?: SpaceId[];
}

/** Whether the strike could hit this space now, by its own rule (the restriction is {@link nextStrikeSpaces}'s). */
export type StrikeRule = (state: GameState, space: SpaceId, context: ActivityContext) => boolean;

/** A plain copy of a restriction, for a Special Activity's frame (the context's may be part of a draft). */
export function copyRestriction(restriction: Restriction): Restriction {
  return JSON.parse(JSON.stringify(restriction)) as Restriction;
}

/** The strike fields of a new frame: with a restriction, a copy of it and nothing struck yet; none otherwise. */
export function newStrike(context: ActivityContext): Pick<StrikeFrame, 'restriction' | 'struck'> {
  return context.restriction ? { restriction: copyRestriction(context.restriction), struck: [] } : {};
}

/** Spaces the frame has struck so far. */
export function struckBy(frame: StrikeFrame): readonly SpaceId[] {
  return frame.struck ?? [];
}

/** The context a strike frame acts under (its Faction, accompanying Command and restriction). */
export function strikeContext(faction: Faction, frame: StrikeFrame, command = '', commandSpaces: readonly SpaceId[] = []): ActivityContext {
  const context: ActivityContext = { faction, command, commandSpaces };
  if (frame.restriction) context.restriction = frame.restriction;
  return context;
}

/**
 * Spaces where the next strike may take place, map order: a space not struck yet, allowed by the
 * restriction (flow/restriction.ts), where the strike is possible by its own rule; none once every
 * allowed strike is made. Pure.
 */
export function nextStrikeSpaces(state: GameState, context: ActivityContext, struck: readonly SpaceId[], rule: StrikeRule): SpaceId[] {
  if (struck.length >= strikesAllowed(context.restriction)) return [];
  return SPACE_IDS.filter((s) => !struck.includes(s) && activityMayActIn(context, s, struck) && rule(state, s, context));
}

/**
 * Whether the strike frame waits for a decision: always before its first strike (its `canStart`
 * held), afterwards while a further strike is possible. Pure.
 */
export function strikeWaits(state: GameState, context: ActivityContext, frame: StrikeFrame, rule: StrikeRule): boolean {
  const struck = struckBy(frame);
  return struck.length === 0 || nextStrikeSpaces(state, context, struck, rule).length > 0;
}

/**
 * Records a strike in the space on the frame, and pops the frame unless a further strike is allowed
 * (then the frame offers the next strikes and `done`, or ends by itself when none is possible). Call
 * it before executing the strike, whose consequences (1.10) go on top.
 */
export function recordStrike(draft: Draft<GameState>, frame: Draft<StrikeFrame>, space: SpaceId): void {
  const struck = [...(frame.struck ?? []), space];
  if (struck.length >= strikesAllowed(frame.restriction as Restriction | undefined)) popFrame(draft);
  else frame.struck = struck;
}

/**
 * Whether the Command's options (`own`) select two spaces or more. Accompanying a Command, a strike hits
 * one space only (no restriction); where the Command may select a space by what stands there and what
 * the strike cannot lessen, another space stays offered whatever it strikes (4.1). Pure.
 */
export function offersTwoSpaces(own: readonly Action[]): boolean {
  let first: SpaceId | undefined;
  for (let i = 0; i < own.length; i++) {
    const a = own[i];
    if (a.type !== 'selectSpace' || a.space === undefined) continue;
    if (first === undefined) first = a.space;
    else if (a.space !== first) return true;
  }
  return false;
}

/**
 * Whether a Skirmish or Partisans begun before a Battle (3.6), or under way above it, leaves the Battle
 * a space to select, whatever it strikes (4.1): the Battle offers two spaces or more now ({@link
 * offersTwoSpaces}). The strike closes its space to the Battle (4.2.2, 4.3.2, 4.3.3, 4.5.2) and changes
 * the pieces there alone (the removed ones go to Available or Casualties; a Leader left alone moves,
 * 1.10; under Howe FNI drops and a Blockade moves). A Battle space needs only the Faction's Resources,
 * which no strike changes, and its own and enemy pieces there (3.6). Pure.
 */
export function battleKeepsASpace(command: Frame, own: readonly Action[]): boolean {
  return command.kind === 'battleCommand' && offersTwoSpaces(own);
}

/**
 * "Some way now" of a Skirmish or Partisans begun before a Battle (3.6) that offers spaces only (4.1):
 * with two spaces or more, every way keeps one ({@link battleKeepsASpace}); with one, a strike elsewhere
 * leaves it offered (the strike changes the pieces of its own space alone, and no Resources), and a
 * strike there closes it to the Battle while no other space gains a piece, so the Battle is left with
 * nothing to select. Undefined for a granted strike (a restriction: several spaces, or some only) or
 * other options. `rule`: where the strike may take place. Pure.
 */
export function battleSomeWay(state: GameState, context: ActivityContext, command: Frame, own: readonly Action[], rule: StrikeRule): boolean | undefined {
  if (command.kind !== 'battleCommand' || context.restriction !== undefined) return undefined;
  let only: SpaceId | undefined;
  for (let i = 0; i < own.length; i++) {
    const a = own[i];
    if (a.type !== 'selectSpace' || a.space === undefined) return undefined;
    if (only === undefined) only = a.space;
    else if (a.space !== only) return true;
  }
  if (only === undefined) return undefined;
  for (let i = 0; i < SPACE_IDS.length; i++) if (SPACE_IDS[i] !== only && rule(state, SPACE_IDS[i], context)) return true;
  return false;
}

/** Spaces as words ("Boston, Quebec", or "no space"). */
export const spacesText = (spaces: readonly SpaceId[]): string => namesOf(spaces, 'no space');

/** Whether two lists of spaces are the same, in the same order. Pure. */
export const sameSpaces = (a: readonly SpaceId[], b: readonly SpaceId[]): boolean => a.length === b.length && a.every((s, i) => s === b[i]);

/**
 * What a strike's frame must agree with on its command host (for saves from elsewhere): the spaces it
 * struck are those the host recorded for it (4.1: each space once), and fewer than it may strike (it
 * ends with its last, 3.1.2). Problems as `field: sentence`. Pure.
 */
export function struckProblems(frame: StrikeFrame, host: CommandHostFrame, name: string): string[] {
  const struck = struckBy(frame);
  if (!sameSpaces(struck, host.activitySpaces))
    return [`struck: ${name} has struck in ${spacesText(struck)}, but its command host records it in ${spacesText(host.activitySpaces)} (4.1)`];
  const max = strikesAllowed(frame.restriction);
  if (struck.length >= max) return [`struck: ${name} has struck in ${struck.length} spaces, as many as it may (${max}); it ends with its last strike (3.1.2)`];
  return [];
}

/**
 * What a Special Activity that keeps its accompanying Command's spaces must agree with on its command
 * host (for saves from elsewhere): the same Command, and the spaces the host recorded for it (the
 * Command does not act while the Special Activity is under way, 4.1). Problems as `field: sentence`. Pure.
 */
export function accompanyingProblems(frame: { command: string; commandSpaces: readonly SpaceId[] }, host: CommandHostFrame, name: string): string[] {
  const out: string[] = [];
  const what = (c: string): string => (c === '' ? 'no Command' : `the Command '${c}'`);
  if (frame.command !== host.command) out.push(`command: ${name} accompanies ${what(frame.command)}, but its command host runs ${what(host.command)} (4.1)`);
  if (!sameSpaces(frame.commandSpaces, host.commandSpaces))
    out.push(`commandSpaces: ${name} began with the Command's spaces ${spacesText(frame.commandSpaces)}, but its command host records ${spacesText(host.commandSpaces)} (4.1)`);
  return out;
}
