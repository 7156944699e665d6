/**
 * The contract between the British flowchart's turn (B1–B3, B4/B6/B9 and their "if none" arrows) and
 * its Commands (B5 Garrison, B8 Muster, B10 March, B12 Battle): each Command module says whether any of
 * its instructions can be executed now, and answers the decisions of its own frames and of its host
 * (the Special Activity before, during or after it, 8.4.1–8.4.4).
 * @module
 */
import type { GameState } from '../../core/state';
import type { SpaceId } from '../../data/ids';
import type { CommandMode } from '../../flow/contracts';
import type { BrilliantStrokeFrame } from '../../rules/sequence/brilliantStrokes';
import type { Flow, FlowHandler, FlowHandlers } from '../flowchart';

/** The British Commands of the flowchart. */
export type BritishCommandId = 'garrison' | 'muster' | 'march' | 'battle';

/** A British Command as the flowchart executes it. */
export interface BritishCommand {
  /** The Command. */
  readonly command: BritishCommandId;
  /** Its node on the sheet, e.g. `B5 Garrison`. */
  readonly node: string;
  /**
   * Whether the flowchart can execute at least one instruction of the Command now, in `mode` (8.1's
   * "Paying Resource Costs": too few Resources for the minimum is "unable"; "IF NONE" arrows). Asked
   * before the Command is chosen, at the turn's decision or a grant's. Writes its reasons to the trace.
   * Any roll it makes must have the purpose the Command's own decisions use for the same question, so
   * the Command then follows what was foreseen here.
   */
  possible(flow: Flow, mode: CommandMode): boolean;
  /** The decisions of the Command's own frames, by kind (its Special Activity's start included). */
  readonly handlers: FlowHandlers;
  /** The decision of its host once the Command is complete: a Special Activity "after", or done (4.1). */
  readonly afterCommand: FlowHandler;
}

/**
 * 8.3.7: while the British Brilliant Stroke's Leader has not yet taken part in one of its Limited
 * Commands, the space the next Limited Command must involve — where he stood when the Command began
 * (`available` when he is Available) — or null when no such requirement applies. `state` may be a
 * planning state (the board the Command started from, the current stack).
 */
export function strokeLeaderToInvolve(state: GameState): SpaceId | 'available' | null {
  const stroke = state.stack.find((f) => f.kind === 'brilliantStroke' && (f as BrilliantStrokeFrame).faction === 'british') as BrilliantStrokeFrame | undefined;
  if (!stroke || stroke.leaderTookPart || stroke.ended) return null;
  return stroke.origin?.space ?? state.leaders.british.at;
}
