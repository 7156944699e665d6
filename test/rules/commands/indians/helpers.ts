/**
 * Helpers for the Indian Command tests: positions built from a real 1775 game with an empty map.
 */
import type { Draft } from 'immer';
import type { Action, ActionOption } from '../../../../src/core/action';
import { apply, legalActions, pending } from '../../../../src/game/machine';
import { checkInvariants } from '../../../../src/rules/invariants';
import type { GameState } from '../../../../src/core/state';
import type { LeaderId, SpaceId, SpacePiece } from '../../../../src/data/ids';
import { POOL_TYPE } from '../../../../src/data/pieces';
import { arrange, clearMap, game } from '../../../helpers/builders';

export { arrange, clearMap, game, onTurn, startCommand } from '../../../helpers/builders';

/** Puts pieces from Available (Unavailable when Available runs out) into a space. */
export function put(d: Draft<GameState>, space: SpaceId, pieces: Partial<Record<SpacePiece, number>>): void {
  for (const [kind, n] of Object.entries(pieces) as [SpacePiece, number][]) {
    const type = POOL_TYPE[kind];
    const fromAvailable = Math.min(n, d.available[type]);
    d.available[type] -= fromAvailable;
    d.unavailable[type] -= n - fromAvailable;
    d.spaces[space].pieces[kind] += n;
  }
}

/** Places a Leader (replacing the Faction's current one) in a space or Available. */
export function lead(d: Draft<GameState>, leader: LeaderId, at: SpaceId | 'available'): void {
  const faction = (
    { Gage: 'british', Howe: 'british', Clinton: 'british', Washington: 'patriots', Rochambeau: 'french', Lauzun: 'french', Brant: 'indians', Cornplanter: 'indians', DraggingCanoe: 'indians' } as const
  )[leader];
  d.leaders[faction] = { leader, at };
}

/** A 1775 game with an empty Neutral map, every Leader Available, chosen Resources (5 each by default). */
export function emptyBoard(resources: Partial<GameState['resources']> = {}): GameState {
  return arrange(clearMap(game('1775')), (d) => {
    Object.assign(d.resources, { british: 5, patriots: 5, french: 5, indians: 5 }, resources);
  });
}

/** Builds a position on the empty board. */
export function board(recipe: (d: Draft<GameState>) => void, resources: Partial<GameState['resources']> = {}): GameState {
  return arrange(emptyBoard(resources), recipe);
}

/** Applies actions in order (each must be listed), checking the rules invariants after each. */
export function play(state: GameState, ...actions: Action[]): GameState {
  let s = state;
  for (const a of actions) {
    const legal = legalActions(s);
    if (!legal.some((l) => JSON.stringify(l) === JSON.stringify(a)))
      throw new Error(`not listed: ${JSON.stringify(a)}; pending ${JSON.stringify(pending(s))}; listed ${JSON.stringify(legal)}`);
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

/** Whether an action is listed now. */
export const isListed = (s: GameState, a: Action): boolean => legalActions(s).some((l) => JSON.stringify(l) === JSON.stringify(a));

/** Indian action builders. */
export const I = {
  sel: (space: SpaceId): Action => ({ faction: 'indians', type: 'selectSpace', space }),
  done: { faction: 'indians', type: 'done' } as Action,
  placeWP: (space: SpaceId, extra: Partial<Action> = {}): Action => ({ faction: 'indians', type: 'place', space, piece: 'warParty', ...extra }),
  village: (space: SpaceId, option: ActionOption, extra: Partial<Action> = {}): Action => ({ faction: 'indians', type: 'place', space, piece: 'village', option, ...extra }),
  move: (from: SpaceId, to: SpaceId, piece: SpacePiece, count: number, option?: ActionOption): Action =>
    option ? { faction: 'indians', type: 'move', from, to, piece, count, option } : { faction: 'indians', type: 'move', from, to, piece, count },
  flip: (space: SpaceId): Action => ({ faction: 'indians', type: 'flip', space }),
  skirmish: (space: SpaceId, option: ActionOption): Action => ({ faction: 'indians', type: 'skirmish', space, option }),
};

/** Full, Limited and free Command modes. */
export const FULL = { limited: false, free: false, specialActivity: true };
export const LIMITED = { limited: true, free: false, specialActivity: false };
export const FREE = { limited: false, free: true, specialActivity: false };
