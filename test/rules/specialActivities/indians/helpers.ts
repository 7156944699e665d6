/**
 * Helpers for the Indian Special Activity tests: positions on the empty 1775 board, with the Indians
 * on turn choosing a Command through the real flow (so the Special Activity window exists).
 */
import { produce } from 'immer';
import type { Action, ActionOption, ActivityId, CommandId } from '../../../../src/core/action';
import { legalActions } from '../../../../src/game/machine';
import type { GameState } from '../../../../src/core/state';
import type { SpaceId } from '../../../../src/data/ids';
import { I, onTurn, play } from '../../commands/indians/helpers';

export { I, board, kind, lead, listed, play, put, onTurn } from '../../commands/indians/helpers';

/** `{ type: 'specialActivity', activity }` of the Indians. */
export const SA = (activity: ActivityId): Action => ({ faction: 'indians', type: 'specialActivity', activity });

/** The Indians' Command choice. */
export const cmd = (command: CommandId, limited = false): Action =>
  limited ? { faction: 'indians', type: 'command', command, limited: true } : { faction: 'indians', type: 'command', command };

/** The Special Activities offered now (ids, canonical order). */
export const offered = (s: GameState): string[] => legalActions(s).filter((a) => a.type === 'specialActivity').map((a) => a.activity!);

/** The Indians, 1st Eligible, choose a full Command (its first decision is then pending). */
export const startFull = (s0: GameState, command: CommandId): GameState => play(onTurn(s0, 'indians'), cmd(command));

/** The Indians as 2nd Eligible after a British Command: only a Limited Command (2.3.4). */
export function asSecondEligible(s0: GameState): GameState {
  return produce(onTurn(s0, 'indians'), (d) => {
    d.turn!.offered.unshift('british');
    d.turn!.executed.push({ faction: 'british', did: 'command', specialActivity: false });
  });
}

/** Indian Special Activity actions. */
export const A = {
  trade: (space: SpaceId): Action => ({ faction: 'indians', type: 'trade', space }),
  transfer: (value: number): Action => ({ faction: 'british', type: 'transfer', value }),
  warPath: (space: SpaceId, option: ActionOption): Action => ({ faction: 'indians', type: 'warPath', space, option }),
  plunder: (space: SpaceId, piece: 'warPartyUnderground' | 'warPartyActive'): Action => ({ faction: 'indians', type: 'plunder', space, piece }),
  done: I.done,
};
