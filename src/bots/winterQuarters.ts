/**
 * What the Non-Player Winter Quarters modules share (src/bots/<faction>/winterQuarters.ts): reading the
 * frame on top of the stack, and the removal a Winter Quarters card (102, 103; 6.7) makes the leading
 * Faction make of one of its own pieces, which no flowchart instruction chooses: 8.3.5 leaves the space
 * to the Random Spaces table (8.2). Moved out of those modules without behaviour change.
 * @module
 */
import type { Action } from '../core/action';
import type { GameState } from '../core/state';
import type { Faction, SpacePiece } from '../data/ids';
import { FACTION_ADJECTIVE, spaceName, spacesText } from '../data/text';
import type { WinterQuartersRemovalFrame } from '../rules/winterQuarters/cards';
import { bestSpace, plannedAction, type Flow } from './flowchart';

/** The frame on top of the stack, as the decision's kind says it is. */
export const topFrame = <T>(state: GameState): T => state.stack[state.stack.length - 1] as unknown as T;

/**
 * Cards 102/103 (6.7): `faction` removes one of its `piece`s (`what` names it in the trace); the space by
 * the Random Spaces table (8.2) among those offered, rolled as `purpose` (8.3.5).
 */
export function winterQuartersCardRemoval(flow: Flow, faction: Faction, piece: SpacePiece, what: string, purpose: string): Action {
  const { state, ctx } = flow;
  const frame = topFrame<WinterQuartersRemovalFrame>(state);
  const spaces = flow.legal.map((a) => a.space!);
  const space = bestSpace(ctx, spaces, () => [], purpose)!;
  ctx.node('Winter Quarters card', `card ${frame.card}: no ${FACTION_ADJECTIVE[faction]} instruction chooses the ${what}; ${spaceName(space)} by the Random Spaces table among ${spacesText(spaces)}`, '8.3.5, 8.2');
  return plannedAction(flow, { faction, type: 'remove', space, piece });
}
