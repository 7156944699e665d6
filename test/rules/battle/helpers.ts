/**
 * The Battle tests' position: an empty 1778 map (Treaty of Alliance played) with pieces put by hand,
 * and a short form of the pending decision. Pieces, Leaders and play come from the test kit
 * (`src/testing`).
 */
import type { Draft } from 'immer';
import type { CreateGameOptions } from '../../../src/game/createGame';
import { pending } from '../../../src/game/machine';
import type { GameState } from '../../../src/core/state';
import { clearBlockades, position } from '../../../src/testing';

/** An empty map (1778 game, Treaty of Alliance played, no Blockade, FNI 0, every Faction with 10 Resources, no Casualties counted), then `recipe`. */
export const board = (recipe: (d: Draft<GameState>) => void, options: CreateGameOptions = {}): GameState =>
  position({ scenario: '1778', game: options, treaty: true, resources: 10, cbc: 0, crc: 0 }, (d) => {
    clearBlockades(d);
    recipe(d);
  });

/** The pending decision's faction and kind, for short assertions. */
export function who(state: GameState): string {
  const p = pending(state);
  return p ? `${p.faction}:${p.kind}` : 'over';
}
