/**
 * #28 Battle of Moore’s Creek Bridge (1775–1776; order British, Patriots, French, Indians).
 * - Unshaded: in one space, every Militia gives way to two Tories.
 * - Shaded: in one space, every Tory gives way to two Militia.
 *
 * Rulings:
 * - The executing Faction picks the space (5.1) among those holding the pieces to replace: a space
 *   without them would implement nothing (5.1.3); none anywhere, the Event does nothing.
 * - Underground and Active Militia alike are replaced; new Militia are Underground (1.4.3).
 * - Replacements come from Available only; short of them, the remaining pieces are removed all the
 *   same (5.1.1, 1.4.1: "remove rather than replace").
 * - A Leader left without its Faction's pieces is moved by its owner (1.10).
 * @module
 */
import type { SpacePiece } from '../../../data/ids';
import { allOf, condition } from '../conditions';
import type { EventCard, Program } from '../program';
import { onMap } from './filters';
import { piecesAt } from '../../board';

const swap = (from: readonly SpacePiece[], to: SpacePiece, what: string, none: string): Program => [
  { op: 'selectSpaces', bind: 'space', what, count: 1, filter: allOf(condition((_ctx, s) => onMap(s), 'is not on the map'), condition((ctx, s) => from.some((k) => piecesAt(ctx.state, s)[k] > 0), none)) },
  { op: 'replace', where: { var: 'space' }, pieces: from, to, ratio: 2 },
];

export const battleOfMooresCreekBridge: EventCard = {
  card: 28,
  unshaded: swap(['militiaUnderground', 'militiaActive'], 'tory', 'space with Militia', 'has no Militia'),
  shaded: swap(['tory'], 'militiaUnderground', 'space with Tories', 'has no Tory'),
};
