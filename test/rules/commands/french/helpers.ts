/**
 * Helpers for the French Command tests: positions built from a real 1775 game.
 */
import type { Draft } from 'immer';
import type { Action } from '../../../../src/core/action';
import { apply, legalActions, pending } from '../../../../src/game/machine';
import { checkInvariants } from '../../../../src/rules/invariants';
import type { GameState } from '../../../../src/core/state';
import type { SpaceId, SpacePiece } from '../../../../src/data/ids';
import { POOL_TYPE } from '../../../../src/data/pieces';
import { arrange, clearMap, game } from '../../../helpers/builders';

/** Puts pieces from Available (or, for French Regulars, from Unavailable) into a space. */
export function put(d: Draft<GameState>, space: SpaceId, piece: SpacePiece, count: number): void {
  const type = POOL_TYPE[piece];
  const pool = type === 'frenchRegular' && d.available.frenchRegular < count ? 'unavailable' : 'available';
  d[pool][type] -= count;
  d.spaces[space].pieces[piece] += count;
}

/** A 1775 game with an empty Neutral map, every Leader Available, and chosen Resources. */
export function emptyBoard(resources: Partial<GameState['resources']> = {}, treaty = false): GameState {
  return arrange(clearMap(game('1775')), (d) => {
    Object.assign(d.resources, { british: 5, patriots: 5, french: 5, indians: 5 }, resources);
    d.treatyOfAlliance = treaty;
  });
}

/** After the Treaty of Alliance (2.3.9): an empty map, `available` French Regulars moved from Unavailable to Available. */
export function afterTreaty(resources: Partial<GameState['resources']> = {}, available = 8): GameState {
  return arrange(emptyBoard(resources, true), (d) => {
    d.unavailable.frenchRegular -= available;
    d.available.frenchRegular += available;
  });
}

/** Applies actions in order, checking that each is listed and that the invariants hold after each. */
export function play(state: GameState, ...actions: Action[]): GameState {
  let s = state;
  for (const a of actions) {
    s = apply(s, a);
    const broken = checkInvariants(s);
    if (broken.length > 0) throw new Error(`invariants broken after ${JSON.stringify(a)}: ${broken.join('; ')}`);
  }
  return s;
}

/** The pending decision's kind. */
export const kind = (s: GameState): string | undefined => pending(s)?.kind;

/** The listed actions of one type. */
export const listed = (s: GameState, type: string): Action[] => legalActions(s).filter((a) => a.type === type);
