/**
 * What every Non-Player flowchart's Commands share (8.4–8.7): the contract between a flowchart's turn
 * (its routing to a Command and the "IF NONE" arrows) and its Command modules; the host's decision after
 * a Command, answered by the Command's module; the Brilliant Stroke's Leader requirement (8.3.7); and the
 * preview of an Event side played with the Non-Players' own choices (8.3.3, the "Event or Command?" box).
 * @module
 */
import type { Action } from '../core/action';
import type { GameState } from '../core/state';
import type { Faction, SpaceId } from '../data/ids';
import type { CommandMode, EventSide } from '../flow/contracts';
import { closedByActivity } from '../flow/hostFrame';
import { previewEvent } from '../game/preview';
import type { EventPreview } from '../rules/events/preview';
import type { BrilliantStrokeFrame } from '../rules/sequence/brilliantStrokes';
import { eventChoiceAction, EVENT_DECISION_KIND } from './eventChoices';
import { factionHost, randomFallback, type Flow, type FlowHandler, type FlowHandlers } from './flowchart';
import type { Policy } from './policy';
import { chosenAction } from './policyActions';

/** A Command as a flowchart executes it (B5 Garrison, P4 Battle, F10 Muster, I… ). */
export interface FlowchartCommand<Id extends string = string> {
  /** The Command (the engine's command id). */
  readonly command: Id;
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

/** A flowchart's table of Command modules by Command id (a Command missing from it counts as impossible). */
export type FlowchartCommands<Id extends string = string> = Partial<Record<Id, FlowchartCommand<Id>>>;

/**
 * The handler of the host's decision after a Command of `faction` (a Special Activity after it, or
 * done): the Command's own module answers; a Command without a module is answered under 8.3.8.
 */
export function afterCommandHandler<Id extends string>(faction: Faction, commands: FlowchartCommands<Id>): FlowHandler {
  return (flow) => {
    const host = factionHost(flow.state, faction);
    const module = host ? commands[host.command as Id] : undefined;
    if (!module) return randomFallback(flow, `no ${faction} flowchart instruction for the end of a '${host?.command ?? '?'}' Command`);
    return module.afterCommand(flow);
  };
}

/** Every handler of a table of Command modules, merged (each module answers its own frames' kinds). */
export function commandHandlers(commands: FlowchartCommands): FlowHandlers {
  return Object.assign({}, ...Object.values(commands).map((c) => (c as FlowchartCommand).handlers));
}

/**
 * 8.3.7: while `faction`'s Brilliant Stroke Leader has not yet taken part in one of its Limited
 * Commands, the space the next Limited Command must involve — where he stood when the Command began
 * (`available` when he is Available) — or null when no such requirement applies. `state` may be a
 * planning state (the board the Command started from, the current stack).
 */
export function strokeLeaderToInvolve(state: GameState, faction: Faction): SpaceId | 'available' | null {
  // An indexed loop: `find` on the frozen stack is slow on Node 20.
  let stroke: BrilliantStrokeFrame | undefined;
  for (let i = 0; i < state.stack.length && stroke === undefined; i++) {
    const f = state.stack[i] as BrilliantStrokeFrame;
    if (f.kind === 'brilliantStroke' && f.faction === faction) stroke = f;
  }
  if (!stroke || stroke.leaderTookPart || stroke.ended) return null;
  const leaders = state.leaders as Record<string, { at: SpaceId | 'available' } | undefined>;
  return stroke.origin?.space ?? leaders[faction]?.at ?? null;
}

/**
 * The spaces `faction`'s Special Activity closed to its Command under way (4.1.1), as the engine's
 * selection limits read them (`forbiddenByActivity`: the nearest host's, for `command` only when given),
 * as text ('' when none): what a plan declares it reads of them (planCache's `PlanReads`).
 */
export function closedByActivityText(state: GameState, faction: Faction, command?: string): string {
  return closedByActivity(state, faction, command).join();
}

/**
 * Plays `side` of the current card on a copy with the Non-Players' choices, for an "Event or Command?"
 * box: `faction`'s decisions by its own policy (`self`: its Event Instructions and flowchart), another
 * Faction's choices inside the Event by the Non-Player Event rules (8.3.4–8.3.6), anything else the
 * first legal action, and each die its middle face (a roll the table has not made yet is not read
 * ahead). The Faction's decisions inside the copy roll their derived dice even when this decision's
 * rolls are supplied: the look-ahead is the policy's own reckoning, not a roll a table makes (ruling,
 * docs/rulings.md).
 */
export function previewNonPlayerEvent(flow: Flow, side: EventSide, self: () => Policy): EventPreview {
  const policy = self();
  return previewEvent(flow.state, side, {
    dice: 'external',
    choose(s: GameState, legal: readonly Action[]): Action {
      // Who decides: the Faction every legal action names (never empty while the Event goes on).
      const decider = legal[0].faction;
      if (decider === 'chance') return legal[Math.floor(legal.length / 2)];
      if (decider === flow.faction) return chosenAction(policy, s);
      if (s.stack[s.stack.length - 1].kind === EVENT_DECISION_KIND) return eventChoiceAction(s, decider);
      return legal[0];
    },
  });
}
