/**
 * Agreement checks shared by the Command frames that select spaces one after another (`validate`,
 * src/flow/step.ts, for `loadGame`): the space under way is the last one selected (3.1), and
 * destinations offered only after the last one come in map order, each once.
 * @module
 */
import { SPACE_IDS, type SpaceId } from '../../data/ids';
import { spaceName } from '../../data/text';

const spaceIndex = (id: SpaceId): number => SPACE_IDS.indexOf(id);

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
