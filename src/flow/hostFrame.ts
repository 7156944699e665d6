/**
 * The command host's frame and the queries rule modules make of it (the host's behaviour is in host.ts):
 * which host is nearest, which spaces the Faction's Special Activity closed to its Command, and what a
 * Special Activity's frame must agree with on its host (for saves from elsewhere).
 * @module
 */
import type { Draft } from 'immer';
import type { BoardSnapshot, Frame, GameState } from '../core/state';
import type { Faction, SpaceId } from '../data/ids';
import { FACTION_ADJECTIVE, FACTION_NAME } from '../data/text';
import type { Restriction } from './contracts';
import { ownFrame } from './frames';
import { copyUnsealed } from '../core/pathCopy';

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
   * `'commandContinues'` (COMMAND_CONTINUES in flow/host.ts) while a Special Activity begun before or during the Command is in
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
  /**
   * For a Faction in `options.nonPlayers` only (8.1): the board just before the Command's first own
   * instruction (after a Special Activity executed before it), set once. The flowchart policies plan
   * the Command from it; the rules never read it.
   */
  start?: BoardSnapshot;
  /**
   * For the Leaders of Factions in `options.nonPlayers` only (8.1 Non-player Leader Movement): the
   * units of the Leader's Faction this Command moved out of (and into) the space the Leader stood in,
   * one record per Faction, in the order first met. The Leader stays put while the Command moves; once
   * the Command is over, a `leaderFollow` decision takes him to the largest group
   * (src/rules/nonPlayers/leaders.ts). Absent when there is nothing to follow.
   */
  leaderFollows?: LeaderFollow[];
}

/** Frame kind of a Non-Player Leader following the largest group once its Command is over (8.1). */
export const LEADER_FOLLOW_KIND = 'leaderFollow';

/**
 * What a Command did around a Non-Player Leader's space (8.1): the units of his Faction it moved out
 * of that space, per destination (one group per destination), and those it moved into it (they
 * neither left nor stayed).
 */
export interface LeaderFollow {
  faction: Faction;
  /** The space the Leader stood in when the first of these units moved. */
  from: SpaceId;
  /** Units of the Faction moved from `from`, by destination. */
  moved: Partial<Record<SpaceId, number>>;
  /** Units of the Faction this Command moved into `from`. */
  arrived: number;
}

/** The nearest host's record of the Faction's Non-Player Leader (8.1), or undefined. Pure. */
export function leaderFollowOf(state: GameState | Draft<GameState>, faction: Faction): LeaderFollow | undefined {
  return hostOf(state)?.leaderFollows?.find((r) => r.faction === faction);
}

/**
 * The board of `state` as a {@link BoardSnapshot}: the state's own parts where they are frozen (shared,
 * no copy), copies where they are still being written (sharing their frozen parts). Pure.
 */
export function boardSnapshot(state: GameState | Draft<GameState>): BoardSnapshot {
  return {
    spaces: copyUnsealed(state.spaces),
    available: copyUnsealed(state.available),
    unavailable: copyUnsealed(state.unavailable),
    casualties: copyUnsealed(state.casualties),
    resources: copyUnsealed(state.resources),
    cbc: state.cbc,
    crc: state.crc,
    fni: state.fni,
    leaders: copyUnsealed(state.leaders),
  };
}

/** Index in the stack of the nearest host, or -1. Pure. */
export function hostIndex(state: GameState | Draft<GameState>): number {
  return hostIndexUnder(state, state.stack.length);
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
  return closedByActivity(state, faction, command).includes(space);
}

/**
 * The spaces the Faction's Special Activity closed to its Command ({@link forbiddenByActivity}); with
 * `command`, only a host of that Command counts. Empty when none. Pure.
 */
export function closedByActivity(state: GameState, faction: Faction, command?: string): readonly SpaceId[] {
  const host = hostOf(state);
  return host !== null && host.faction === faction && (command === undefined || host.command === command) ? host.forbidden : NONE_CLOSED;
}

const NONE_CLOSED: readonly SpaceId[] = Object.freeze([]);

/** Whether two restrictions say the same (their fields, whatever the order of their keys). Pure. */
export function sameRestriction(a: Restriction | undefined, b: Restriction | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  const canonical = (restriction: Restriction): string =>
    JSON.stringify([
      restriction.spaces ?? null,
      restriction.maxSpaces ?? null,
      restriction.mustExecuteIn ?? null,
      restriction.battle ? [restriction.battle.attackerForce ?? null, restriction.battle.defenderForce ?? null, restriction.battle.attackerLoss ?? null, restriction.battle.defenderLoss ?? null] : null,
    ]);
  return canonical(a) === canonical(b);
}

/** Index of the nearest host under the frame at `at`, or -1. Pure. */
export function hostIndexUnder(state: GameState | Draft<GameState>, at: number): number {
  for (let i = at - 1; i >= 0; i--) if (state.stack[i].kind === HOST_KIND) return i;
  return -1;
}

/**
 * What the frame of a Special Activity under way (at `at`) must agree with on its command host (4.1,
 * 3.1.2): there is one under it, of the Faction, recording this Special Activity (one per Command, so
 * never a second frame of its kind between), and the restriction of a granted one is the host's. Returns the host (null when there is none) and the
 * problems as `field: sentence`. Pure.
 */
export function activityHostProblems(
  state: GameState,
  at: number,
  activity: { faction: Faction; id: string; name: string; restriction?: Restriction | undefined },
): { host: CommandHostFrame | null; problems: string[] } {
  const { faction, id, name } = activity;
  const i = hostIndexUnder(state, at);
  if (i < 0) return { host: null, problems: [`kind: ${name} is under way with no command host under it; a Special Activity accompanies a Command or is granted alone (4.1, 3.1.2)`] };
  const host = state.stack[i] as CommandHostFrame;
  const problems: string[] = [];
  if (host.faction !== faction)
    problems.push(`kind: the ${FACTION_ADJECTIVE[faction]} ${name} sits on a command host of the ${FACTION_NAME[host.faction]}; a Faction executes only its own Special Activity (4.1)`);
  else if (host.activity !== id)
    problems.push(`kind: ${name} is under way but its command host records ${host.activity === null ? 'no Special Activity' : `the Special Activity '${host.activity}'`} (4.1: one per Command)`);
  if (!sameRestriction(activity.restriction, host.restriction))
    problems.push(`restriction: differs from the restriction its command host was granted with (3.1.2)`);
  // One Special Activity per Command (4.1): its frame is never stacked on another of its own kind.
  const kind = state.stack[at].kind;
  for (let j = i + 1; j < at; j++)
    if (state.stack[j].kind === kind) {
      problems.push(`kind: a second ${name} frame sits on the first over the same command host; a Special Activity is executed once per Command (4.1)`);
      break;
    }
  return { host, problems };
}
