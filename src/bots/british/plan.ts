/**
 * The contract between the British flowchart's turn (B1–B3, B4/B6/B9 and their "if none" arrows) and
 * its Commands (B5 Garrison, B8 Muster, B10 March, B12 Battle): the shared {@link FlowchartCommand}
 * contract with the British Command ids.
 * @module
 */
import type { GameState } from '../../core/state';
import type { SpaceId } from '../../data/ids';
import { strokeLeaderToInvolve as leaderToInvolve, type FlowchartCommand } from '../flowchartCommand';

/** The British Commands of the flowchart. */
export type BritishCommandId = 'garrison' | 'muster' | 'march' | 'battle';

/** A British Command as the flowchart executes it. */
export type BritishCommand = FlowchartCommand<BritishCommandId>;

/**
 * 8.3.7: while the British Brilliant Stroke's Leader has not yet taken part in one of its Limited
 * Commands, the space the next Limited Command must involve (see {@link leaderToInvolve}).
 */
export function strokeLeaderToInvolve(state: GameState): SpaceId | 'available' | null {
  return leaderToInvolve(state, 'british');
}
