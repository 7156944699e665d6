/**
 * The Indian tests' positions and action builders (Command and Special Activity tests): the empty
 * 1775 board with every Faction at 5 Resources. Pieces, Leaders, play and queries come from the
 * test kit (`src/testing`).
 */
import type { Draft } from 'immer';
import type { Action, ActionOption } from '../../../../src/core/action';
import type { GameState } from '../../../../src/core/state';
import type { SpaceId, SpacePiece } from '../../../../src/data/ids';
import { position } from '../../../../src/testing';

/** A 1775 game with an empty Neutral map, every Leader Available, chosen Resources (5 each by default). */
export const emptyBoard = (resources: Partial<GameState['resources']> = {}): GameState =>
  position({ resources: { british: 5, patriots: 5, french: 5, indians: 5, ...resources } });

/** A position on the empty board ({@link emptyBoard}), then `recipe`. */
export const board = (recipe: (d: Draft<GameState>) => void, resources: Partial<GameState['resources']> = {}): GameState =>
  position({ resources: { british: 5, patriots: 5, french: 5, indians: 5, ...resources } }, recipe);

/** Indian Command action builders. */
export const I = {
  sel: (space: SpaceId): Action => ({ faction: 'indians', type: 'selectSpace', space }),
  done: { faction: 'indians', type: 'done' } as Action,
  placeWP: (space: SpaceId, extra: { from?: SpaceId; option?: ActionOption } = {}): Action => ({ faction: 'indians', type: 'place', space, piece: 'warParty', ...extra }),
  village: (space: SpaceId, option: ActionOption, extra: { from?: SpaceId } = {}): Action => ({ faction: 'indians', type: 'place', space, piece: 'village', option, ...extra }),
  move: (from: SpaceId, to: SpaceId, piece: SpacePiece, count: number, option?: ActionOption): Action =>
    option ? { faction: 'indians', type: 'move', from, to, piece, count, option } : { faction: 'indians', type: 'move', from, to, piece, count },
  flip: (space: SpaceId): Action => ({ faction: 'indians', type: 'flip', space }),
  skirmish: (space: SpaceId, option: ActionOption): Action => ({ faction: 'indians', type: 'skirmish', space, option }),
};

/** Indian Special Activity action builders (4.4), with the British answer to a Trade. */
export const A = {
  trade: (space: SpaceId): Action => ({ faction: 'indians', type: 'trade', space }),
  transfer: (value: number): Action => ({ faction: 'british', type: 'transfer', value }),
  warPath: (space: SpaceId, option: ActionOption): Action => ({ faction: 'indians', type: 'warPath', space, option }),
  plunder: (space: SpaceId, piece: 'warPartyUnderground' | 'warPartyActive'): Action => ({ faction: 'indians', type: 'plunder', space, piece }),
  done: I.done,
};
