/**
 * The command host's frame and the queries rule modules make of it (the host's behaviour is in host.ts):
 * which host is nearest, and which spaces the Faction's Special Activity closed to its Command.
 * @module
 */
import type { Draft } from 'immer';
import type { Frame, GameState } from '../core/state';
import type { Faction, SpaceId } from '../data/ids';
import type { Restriction } from './contracts';
import { ownFrame } from './frames';

/** Frame kind of the command host. */
export const HOST_KIND = 'commandHost';

/** The frame under a Command (or a Special Activity granted alone). */
export interface CommandHostFrame extends Frame {
  kind: typeof HOST_KIND;
  faction: Faction;
  /** The Command's id; `''` for a Special Activity granted alone (3.1.2). */
  command: string;
  /** Whether a Special Activity may accompany the Command (a full Command of an Eligible Faction, 4.1). */
  activityAllowed: boolean;
  /** Spaces the Command has selected so far (its `selected`). */
  commandSpaces: SpaceId[];
  /** The Special Activity executed (or being executed), or null while none has been. */
  activity: string | null;
  /** Spaces the Special Activity was executed in. */
  activitySpaces: SpaceId[];
  /** Spaces the Command may no longer select because of the Special Activity there. */
  forbidden: SpaceId[];
  /**
   * {@link COMMAND_CONTINUES} while a Special Activity begun before or during the Command is in
   * progress (its choices are then limited to those after which the Command can go on), else null.
   */
  guard: string | null;
  /**
   * Whether the Command could go on without the Special Activity when it began (false when the
   * Command waits for the Resources the Special Activity brings): otherwise even a harmless one is
   * looked ahead.
   */
  commandReady: boolean;
  /** Whether the Command is an Eligible Faction's own on the current card (2.3.4 counts it). */
  onCard: boolean;
  /** Limits of a Special Activity granted alone. */
  restriction?: Restriction;
}

/** Index in the stack of the nearest host, or -1. Pure. */
export function hostIndex(state: GameState | Draft<GameState>): number {
  for (let i = state.stack.length - 1; i >= 0; i--) if (state.stack[i].kind === HOST_KIND) return i;
  return -1;
}

/** The nearest host, or null. */
export function hostOf<S extends GameState | Draft<GameState>>(state: S): CommandHostFrame | null {
  const i = hostIndex(state);
  return i < 0 ? null : (state.stack[i] as CommandHostFrame);
}

/** The nearest host, writable (copied on first write, flow/frames.ts), or null. */
export function ownHost(draft: Draft<GameState>): Draft<CommandHostFrame> | null {
  const i = hostIndex(draft);
  return i < 0 ? null : ownFrame<Draft<CommandHostFrame>>(draft, i);
}

/**
 * Whether the Faction's Command may not select the space because its Special Activity was executed
 * there (Skirmish or Partisans: no Battle, Muster or Garrison destination in that space). With
 * `command`, only a host of that Command counts. Pure.
 */
export function forbiddenByActivity(state: GameState, faction: Faction, space: SpaceId, command?: string): boolean {
  const host = hostOf(state);
  return host !== null && host.faction === faction && (command === undefined || host.command === command) && host.forbidden.includes(space);
}
