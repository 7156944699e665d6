/**
 * Builders for Battle tests: an empty 1778 map (Treaty of Alliance played) with pieces put by hand.
 */
import type { Draft } from 'immer';
import type { Action } from '../../../src/core/action';
import { apply, legalActions, pending } from '../../../src/game/machine';
import type { GameState } from '../../../src/core/state';
import type { Faction, SpaceId, SpacePiece } from '../../../src/data/ids';
import { POOL_TYPE } from '../../../src/data/pieces';
import type { CreateGameOptions } from '../../../src/game/createGame';
import { arrange, clearMap, game } from '../../helpers/builders';

/** Puts `n` pieces of a kind in a space, from Available, then Unavailable. */
export function put(d: Draft<GameState>, space: SpaceId, piece: SpacePiece, n: number): void {
  const type = POOL_TYPE[piece];
  for (let i = 0; i < n; i++) {
    if (d.available[type] > 0) d.available[type] -= 1;
    else if (d.unavailable[type] > 0) d.unavailable[type] -= 1;
    else throw new Error(`no ${type} left to put in ${space}`);
    d.spaces[space].pieces[piece] += 1;
  }
}

/** Places a Faction's Leader. */
export function lead(d: Draft<GameState>, faction: Faction, at: SpaceId | 'available', leader?: GameState['leaders'][Faction]['leader']): void {
  d.leaders[faction].at = at;
  if (leader) d.leaders[faction].leader = leader;
}

/** An empty map (1778 game, Treaty of Alliance played, FNI 0, every Faction with 10 Resources), then `recipe`. */
export function board(recipe: (d: Draft<GameState>) => void, options: CreateGameOptions = {}): GameState {
  return arrange(clearMap(game('1778', options)), (d) => {
    d.treatyOfAlliance = true;
    d.fni = 0;
    for (const id of Object.keys(d.spaces) as SpaceId[]) {
      d.spaces.WestIndies.squadrons += d.spaces[id].blockades;
      d.spaces[id].blockades = 0;
    }
    d.resources = { british: 10, patriots: 10, french: 10, indians: 10 };
    d.cbc = 0;
    d.crc = 0;
    recipe(d);
  });
}

/** Applies actions in order (each must be legal). */
export function play(state: GameState, ...actions: Action[]): GameState {
  let s = state;
  for (const a of actions) s = apply(s, a);
  return s;
}

/** The pending decision's faction and kind, for short assertions. */
export function who(state: GameState): string {
  const p = pending(state);
  return p ? `${p.faction}:${p.kind}` : 'over';
}

export { legalActions, pending };
