/**
 * The Battle tests' position: an empty 1778 map (Treaty of Alliance played) with pieces put by hand,
 * and a short form of the pending decision. Pieces, Leaders and play come from the test kit
 * (`src/testing`).
 */
import type { Draft } from 'immer';
import type { CreateGameOptions } from '../../../src/game/createGame';
import { pending } from '../../../src/game/machine';
import type { GameState } from '../../../src/core/state';
import { clearBlockades, lead, onTurn, position, put } from '../../../src/testing';
import type { Action } from '../../../src/core/action';

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

/**
 * The 3.6 example's position (British attacking in Pennsylvania; Force Levels 8 and 7), the British on
 * turn, and the actions that bring it to the dice (2D3 each side, 3.6.4): the Battle chosen, the space
 * selected, War Parties and Militia activated.
 */
export function example36(options: CreateGameOptions = {}): { start: GameState; toDice: readonly Action[] } {
  const start = onTurn(
    board((d) => {
      put(d, 'Pennsylvania', { britishRegular: 5, tory: 2, warPartyUnderground: 3 });
      put(d, 'Pennsylvania', { continental: 3, frenchRegular: 2, militiaActive: 1, militiaUnderground: 2, patriotFort: 1 });
      lead(d, 'Howe', 'Pennsylvania');
      lead(d, 'Washington', 'Pennsylvania');
      d.spaces.Pennsylvania.support = -1;
    }, options),
    'british',
  );
  const toDice: Action[] = [
    { faction: 'british', type: 'command', command: 'battle' },
    { faction: 'british', type: 'selectSpace', space: 'Pennsylvania' },
    { faction: 'british', type: 'done' },
    { faction: 'british', type: 'activate', space: 'Pennsylvania', piece: 'warPartyUnderground', count: 2 },
    // The Defender's last choice: then both sides roll 2D3 (3.6.3, 3.6.4).
    { faction: 'patriots', type: 'activate', space: 'Pennsylvania', piece: 'militiaUnderground', count: 1 },
  ];
  return { start, toDice };
}
