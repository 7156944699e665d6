/**
 * What a pending decision is part of, read from the stack so that a UI or a bot need not dig in it:
 * the Command (or Special Activity granted alone) in progress and its spaces so far, the Special
 * Activity accompanying it, the grant that asked for it, and the space and phase of the decision itself.
 * @module
 */
import type { ActivityId, CommandId } from '../core/action';
import type { Frame, GameState } from '../core/state';
import { SPACE_IDS, type CardId, type Faction, type SpaceId } from '../data/ids';

/** The kind of the Event interpreter's frame (src/rules/events/interpreter.ts). */
const EVENT_FRAME_KIND = 'event';
import type { Restriction } from './contracts';
import { GRANT_KIND, type GrantFrame } from './grant';
import { HOST_KIND, type CommandHostFrame } from './hostFrame';

/** The Command in progress (the nearest command host). */
export interface CommandContext {
  faction: Faction;
  /** The Command, or null for a Special Activity granted alone. */
  command: CommandId | null;
  /** Spaces (destinations) the Command selected so far, in order. */
  spaces: SpaceId[];
  /** The Special Activity executed with it, or null. */
  activity: ActivityId | null;
  /** Spaces the Special Activity acted in so far. */
  activitySpaces: SpaceId[];
  /** Whether it is the Faction's own on the current card (else free, granted). */
  onCard: boolean;
}

/** The grant in progress, if any (3.1.2). */
export interface GrantContext {
  faction: Faction;
  commands: CommandId[];
  activities: ActivityId[];
  /** What grants it ("Win the Day"). */
  reason: string;
  free: boolean;
  limited: boolean;
  restriction?: Restriction;
}

/** The Event under way, if any (chapter 5): the nearest Event frame. */
export interface EventUnderWay {
  card: CardId;
  side: 'unshaded' | 'shaded';
  /** The executing Faction (5.1). */
  faction: Faction;
  /** The index of the instruction under way in the side's program (see `eventInstruction` in lod-engine/rules). */
  instruction: number;
}

/** The context of the pending decision. Every field is present; null when it does not apply. */
export interface PendingContext {
  command: CommandContext | null;
  grant: GrantContext | null;
  /** The Event the decision serves (a free Command it granted, or its own instruction), or null. */
  event: EventUnderWay | null;
  /** The space the decision is about (the frame's current space or destination), or null. */
  space: SpaceId | null;
  /** The phase of the deciding step, when it has named phases, or null. */
  phase: string | null;
}

const IS_SPACE: ReadonlySet<unknown> = new Set<unknown>(SPACE_IDS);

function spaceOf(frame: Frame): SpaceId | null {
  for (const field of ['current', 'space', 'to'] as const) if (IS_SPACE.has(frame[field])) return frame[field] as SpaceId;
  return null;
}

/** The context of the decision on top of the stack. Pure. */
export function pendingContext(state: GameState): PendingContext {
  const stack = state.stack;
  const top = stack[stack.length - 1];
  let command: CommandContext | null = null;
  let grant: GrantContext | null = null;
  let event: EventUnderWay | null = null;
  for (let i = stack.length - 1; i >= 0; i--) {
    const f = stack[i];
    if (event === null && f.kind === EVENT_FRAME_KIND) {
      event = { card: f.card as CardId, side: f.side as EventUnderWay['side'], faction: f.faction as Faction, instruction: f.pc as number };
      continue;
    }
    if (command === null && f.kind === HOST_KIND) {
      const h = f as CommandHostFrame;
      command = {
        faction: h.faction,
        command: h.command === '' ? null : (h.command as CommandId),
        spaces: [...h.commandSpaces],
        activity: h.activity as ActivityId | null,
        activitySpaces: [...h.activitySpaces],
        onCard: h.onCard,
      };
    } else if (grant === null && f.kind === GRANT_KIND) {
      const g = f as GrantFrame;
      grant = { faction: g.faction, commands: [...g.commands], activities: [...g.activities], reason: g.reason, free: g.mode.free, limited: g.mode.limited };
      if (g.mode.restriction) grant.restriction = structuredClone(g.mode.restriction);
    }
  }
  return {
    command,
    grant,
    event,
    space: top ? spaceOf(top) : null,
    phase: top && typeof top.phase === 'string' ? top.phase : null,
  };
}
