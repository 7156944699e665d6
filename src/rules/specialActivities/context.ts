/**
 * The Special Activity window (4.1): the frame that sits under a Command executed with a possible
 * Special Activity, and the queries Command and Special Activity modules make of it. No rule logic
 * beyond bookkeeping lives here; see window.ts for the step and the interleaving.
 * @module
 */
import type { Draft } from 'immer';
import type { Frame, GameState } from '../../core/state';
import type { Faction, SpaceId } from '../../data/ids';
import { log } from '../../flow/frames';
import { FACTION_NAME } from '../text';
import { howeApplies, pushLowerFni } from './british/lowerFni';

/** Frame kind of the Special Activity window. */
export const WINDOW_KIND = 'specialActivityWindow';

/**
 * Pushed right under a Command that may carry a Special Activity (4.1). While the Command's own frame
 * is directly above it, the Command's decisions also offer the Special Activities; once the Command
 * is complete the window itself offers them ("immediately after"), then pops.
 */
export interface ActivityWindowFrame extends Frame {
  kind: typeof WINDOW_KIND;
  faction: Faction;
  /** The accompanying Command's id (4.1.1); `''` for a free Special Activity granted alone (3.1.2). */
  command: string;
  /** Spaces the Command has selected so far (its `selected`). */
  commandSpaces: SpaceId[];
  /** The Special Activity executed (or being executed), or null while none has been. */
  activity: string | null;
  /** Spaces the Special Activity was executed in. */
  activitySpaces: SpaceId[];
  /** Spaces the Command may no longer select because of the Special Activity there (4.2.2, 4.3.2, 4.3.3, 4.5.2). */
  forbidden: SpaceId[];
  /**
   * Whether the Special Activity began while the Command was still in progress (before or during
   * it): its choices are then limited to those after which the Command can go on (no dead end).
   */
  guarded: boolean;
  /**
   * Whether the Command could go on without the Special Activity when it began (false when the
   * Command waits for the Resources the Special Activity brings): otherwise even a harmless one is
   * looked ahead.
   */
  commandReady: boolean;
  /** Whether the Command is an Eligible Faction's own on the current card (so 2.3.4 counts the Special Activity). */
  onCard: boolean;
}

/** What a Special Activity needs to know about its accompanying Command. */
export interface ActivityContext {
  faction: Faction;
  /** The accompanying Command's id; `''` for a free Special Activity granted alone (3.1.2). */
  command: string;
  /** Spaces the Command selected (so far). */
  commandSpaces: readonly SpaceId[];
}

/** Index in the stack of the nearest Special Activity window, or -1. Pure. */
export function windowIndex(state: GameState | Draft<GameState>): number {
  for (let i = state.stack.length - 1; i >= 0; i--) if (state.stack[i].kind === WINDOW_KIND) return i;
  return -1;
}

/** The nearest Special Activity window, or null. */
export function activityWindow<S extends GameState | Draft<GameState>>(state: S): ActivityWindowFrame | null {
  const i = windowIndex(state);
  return i < 0 ? null : (state.stack[i] as ActivityWindowFrame);
}

/** The context of the nearest window, for a Special Activity's queries. */
export function contextOf(window: ActivityWindowFrame): ActivityContext {
  return { faction: window.faction, command: window.command, commandSpaces: window.commandSpaces };
}

/** Records a space the Special Activity was executed in (4.1: each space once). */
export function recordActivitySpace(draft: Draft<GameState>, space: SpaceId, forbidForCommands: readonly string[] = []): void {
  const w = activityWindow(draft);
  if (!w) return;
  if (!w.activitySpaces.includes(space)) w.activitySpaces.push(space);
  if (forbidForCommands.includes(w.command) && !w.forbidden.includes(space)) w.forbidden.push(space);
}

/**
 * Whether the Faction's Command may not select the space because its Special Activity was executed
 * there (Skirmish or Partisans: no Battle, Muster or Garrison destination in that space). Pure.
 */
export function forbiddenByActivity(state: GameState, faction: Faction, space: SpaceId): boolean {
  const w = activityWindow(state);
  return w !== null && w.faction === faction && w.forbidden.includes(space);
}

/** What the bookkeeping needs to know of a Special Activity. */
export interface ActivityInfo {
  readonly id: string;
  readonly faction: Faction;
  readonly name: string;
  readonly rule: string;
}

/** Records the Special Activity on the window (and on the card for 2.3.4) and in the account. */
export function markActivity(draft: Draft<GameState>, window: Draft<ActivityWindowFrame>, info: ActivityInfo, guarded: boolean): void {
  window.activity = info.id;
  window.guarded = guarded;
  if (window.onCard && draft.turn) {
    const record = [...draft.turn.executed].reverse().find((e) => e.faction === info.faction);
    if (record) record.specialActivity = true;
  }
  log(draft, `${FACTION_NAME[info.faction]} Special Activity: ${info.name}`, info.rule, info.faction);
}

/** Pushes Howe's FNI drop when it applies to a British Special Activity about to be executed (1.10). */
export function howeBefore(draft: Draft<GameState>, faction: Faction): void {
  if (faction === 'british' && howeApplies(draft as GameState)) pushLowerFni(draft, 'howe');
}

/**
 * Whether the Faction's embedded Special Activity (Common Cause) may be used now by the Command on top
 * of the window: a full Command with a window that it may accompany, no other Special Activity. Pure.
 */
export function embeddedActivityAvailable(state: GameState, faction: Faction, id: string, accompanies: (command: string) => boolean): boolean {
  const i = windowIndex(state);
  if (i < 0) return false;
  const w = state.stack[i] as ActivityWindowFrame;
  const command = state.stack[i + 1] as (Frame & { faction?: Faction }) | undefined;
  if (w.faction !== faction || !command || command.faction !== faction) return false;
  if (w.activity !== null && w.activity !== id) return false;
  return accompanies(w.command);
}

/**
 * Records an embedded Special Activity the first time the Command uses it (Common Cause, 4.2.1);
 * Howe's FNI drop follows on top (1.10). Call it last in the handler.
 */
export function beginEmbeddedActivity(draft: Draft<GameState>, info: ActivityInfo): void {
  const window = activityWindow(draft);
  if (!window || window.activity === info.id) return;
  markActivity(draft, window, info, false);
  howeBefore(draft, info.faction);
}
