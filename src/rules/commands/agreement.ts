/**
 * What every Command frame of a saved game must agree with (the steps' `validate`, for `loadGame`):
 * its Faction, its selection (3.1: each space once; 2.3.5 Limited: one; 3.1.2 a granted Command's
 * restriction) and the command host it runs on (4.1: it is this Command's; the host's own check
 * compares its spaces and mode with the frame); and, for the Commands that select spaces one after another,
 * the space under way is the last one selected (3.1) and destinations come in map order, each once.
 * Every Command frame reached in play agrees.
 * @module
 */
import type { GameState } from '../../core/state';
import { spaceIndex, type Faction, type SpaceId } from '../../data/ids';
import { FACTION_NAME, spaceName, spacesText } from '../../data/text';
import type { CommandFrame } from '../../flow/contracts';
import { HOST_KIND, type CommandHostFrame } from '../../flow/hostFrame';
import { restrictionAllows, spaceLimit } from '../../flow/restriction';

/** The Command a frame belongs to, as its checks need it. */
export interface CommandIdentity {
  /** The Command's id (as the command host records it). */
  id: string;
  /** The Command's name as in the rules ("Rally"). */
  name: string;
  faction: Faction;
  /**
   * The spaces that count as the Command's selection for the Limited and restriction checks (2.3.5,
   * 3.1.2); all of `selected` when absent (a Scout's restriction names its destination only).
   */
  limited?: readonly SpaceId[];
}

/**
 * The problems of a Command that selects exactly one space before it acts (French Muster, Agent
 * Mobilization): none while it selects (`phase` 'select'), exactly one after, and that one a space it
 * may select (`invalid` says why not, or null). `name` is the Command, `space` what it selects. Pure.
 */
export function oneSpaceProblems(
  frame: { phase: string; selected: readonly SpaceId[] },
  name: string,
  space: string,
  invalid: (selected: SpaceId) => string | null,
): string[] {
  const n = frame.selected.length;
  if (frame.phase === 'select') return n === 0 ? [] : [`phase: the ${space} is still to be selected, but ${name} selected ${spacesText(frame.selected)} (one ${space})`];
  if (n !== 1) return [`selected: ${n} spaces, but ${name} past its selection has selected exactly one ${space}`];
  const why = invalid(frame.selected[0]);
  return why === null ? [] : [`selected: ${why}`];
}


/**
 * The problems of the fields every Command frame carries (`faction`, `selected`, `mode`): the
 * Command's own Faction; each space selected once (3.1); no more spaces than the mode allows (2.3.5,
 * 3.1.2) and only those its restriction allows; and, on a command host, that the host is this
 * Command's (4.1). Pure.
 */
export function commandFrameProblems(state: GameState, frame: CommandFrame, at: number, command: CommandIdentity): string[] {
  const out: string[] = [];
  if (frame.faction !== command.faction)
    out.push(`faction: ${command.name} is a Command of the ${FACTION_NAME[command.faction]}, not of the ${FACTION_NAME[frame.faction]}`);
  const twice = frame.selected.find((s, i) => frame.selected.indexOf(s) !== i);
  if (twice !== undefined) out.push(`selected: ${spaceName(twice)} is selected twice; a Command selects each space once (3.1)`);
  const counted = command.limited ?? frame.selected;
  const limit = spaceLimit(frame.mode);
  if (counted.length > limit)
    out.push(`selected: ${counted.length} space${counted.length === 1 ? '' : 's'} selected, more than the ${limit} this ${frame.mode.limited ? 'Limited Command (2.3.5)' : 'granted Command (3.1.2)'} allows`);
  const outside = counted.find((s) => !restrictionAllows(frame.mode.restriction, s));
  if (outside !== undefined) out.push(`selected: ${spaceName(outside)} is not among the spaces this granted ${command.name} may select (3.1.2)`);
  const host = state.stack[at - 1] as CommandHostFrame | undefined;
  // The host's own check (flow/host.ts) compares its spaces, mode and Special Activity permission with this frame.
  if (host?.kind === HOST_KIND && host.command !== command.id) out.push(`kind: ${command.name} runs on the command host of another Command ('${host.command}')`);
  return out;
}


/**
 * Agreement of a Command frame's space under way (`current`) with its selections, for `loadGame`:
 * the space under way is the last one selected, and there is none before the first selection.
 * `command` names the Command in the problems ("the March").
 */
export function currentSpaceProblems(frame: { selected: readonly SpaceId[]; current: SpaceId | null }, command: string): string[] {
  const last = frame.selected.length > 0 ? frame.selected[frame.selected.length - 1] : null;
  if (frame.current === last) return [];
  if (frame.current === null) return [`current: no space is under way, but ${command} selected ${frame.selected.map(spaceName).join(', ')}`];
  if (last === null) return [`current: ${spaceName(frame.current)} is under way, but ${command} has selected no space yet`];
  return [`current: ${spaceName(frame.current)} is under way, but the last space ${command} selected is ${spaceName(last)}`];
}

/**
 * Agreement of a list of spaces selected in map order (destinations offered after the last one, 3.1:
 * each once) with that order, for `loadGame`; `what` names the entries ("destination").
 */
export function mapOrderProblems(spaces: readonly SpaceId[], field: string, what: string): string[] {
  for (let i = 1; i < spaces.length; i++)
    if (spaceIndex(spaces[i]) <= spaceIndex(spaces[i - 1]))
      return [`${field}: the ${what} ${spaceName(spaces[i])} follows ${spaceName(spaces[i - 1])}, but ${what}s are selected in map order, each once`];
  return [];
}
