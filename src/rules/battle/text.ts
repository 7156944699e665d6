/**
 * Words used by the Battle log and prompts; the common ones come from rules/text.ts.
 * @module
 */
import type { SpacePiece } from '../../data/ids';
import { KIND_NAME, piecesText } from '../../data/text';


/** Display names of the sides (1.5.1). */
export const SIDE_NAME = Object.freeze({ royalist: 'Royalist', rebellion: 'Rebellion' } as const);

/** Singular name of a piece kind. */
export const pieceName = (kind: SpacePiece): string => KIND_NAME[kind][0];

/** "3 Tories, 1 Continental" from a list of removed kinds (order of first appearance). */
export function tallyText(kinds: readonly SpacePiece[]): string {
  if (kinds.length === 0) return 'nothing';
  const counts = new Map<SpacePiece, number>();
  for (const k of kinds) counts.set(k, (counts.get(k) ?? 0) + 1);
  return [...counts].map(([k, n]) => piecesText(n, k)).join(', ');
}
