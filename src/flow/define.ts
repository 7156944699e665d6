/**
 * Templates for rule modules, so that a module is its rule and not its boilerplate: a Command says
 * where it can be executed and what its first frame holds; a Special Activity the same for where it can
 * act. The template supplies `canStart` and `start`, honouring the mode's limits (Limited, restriction,
 * spaces closed by a Special Activity) and a Special Activity's restriction in one place
 * (flow/restriction.ts), so no module checks a restriction by itself. Events follow the same pattern
 * (`defineEvent`, with the Event programs).
 * @module
 */
import type { Draft } from 'immer';
import type { ActivityId, CommandId } from '../core/action';
import type { Frame, GameState } from '../core/state';
import { SPACE_IDS, type Faction, type SpaceId } from '../data/ids';
import type { ActivityContext, CommandFrame, CommandMode, CommandModule, SpecialActivityModule } from './contracts';
import { pushFrame } from './frames';
import { activityMayActIn, mayExecuteIn } from './restriction';

/** The named fields of a frame type (without the `[field: string]: unknown` of {@link Frame}). */
type NamedKeys<T> = keyof { [K in keyof T as string extends K ? never : number extends K ? never : K]: T[K] };

/** A Command frame's own fields: those beyond `kind` and the fields every Command frame carries. */
export type OwnFields<F extends CommandFrame> = Pick<F, Exclude<NamedKeys<F>, NamedKeys<CommandFrame>>>;

/** What a Command module declares (see {@link defineCommand}). */
export interface CommandSpec<F extends CommandFrame> {
  readonly id: CommandId;
  readonly faction: Faction;
  /** Name as in the rules. */
  readonly name: string;
  /** Rule section. */
  readonly rule: string;
  /** The kind of the Command's first frame. */
  readonly kind: F['kind'];
  /**
   * Whether the Command could select this space (for March and Garrison: this destination) as its
   * first one now, paying for it, by its own rule; the general limits are the template's. Pure.
   */
  canExecuteIn?(state: GameState, space: SpaceId, mode: CommandMode): boolean;
  /**
   * Instead of {@link canExecuteIn}, for a Command whose start does not depend on one space (Hortalez,
   * a Garrison that may move nothing): whether it can start; it must honour `mode.restriction` itself. Pure.
   */
  canStart?(state: GameState, mode: CommandMode): boolean;
  /** The first frame's own fields beyond `kind`, `faction`, `mode` and `selected`. */
  initial?(state: GameState, mode: CommandMode): OwnFields<F>;
}

/**
 * A Command module from its declaration: `canStart` is `canStart` when given, else "some space the
 * general limits allow where `canExecuteIn` holds"; `start` pushes the first frame (with a copy of the mode).
 */
export function defineCommand<F extends CommandFrame>(spec: CommandSpec<F>): CommandModule {
  const canExecuteIn = spec.canExecuteIn;
  if (!spec.canStart && !canExecuteIn) throw new Error(`lod-engine internal error: Command '${spec.id}' declares neither canStart nor canExecuteIn`);
  const canStart =
    spec.canStart ??
    ((state: GameState, mode: CommandMode): boolean => {
      const first = { faction: spec.faction, mode, selected: [] as SpaceId[], command: spec.id };
      for (const space of SPACE_IDS) if (mayExecuteIn(state, first, space) && canExecuteIn!(state, space, mode)) return true;
      return false;
    });
  return Object.freeze({
    id: spec.id,
    faction: spec.faction,
    name: spec.name,
    rule: spec.rule,
    canStart,
    start(draft: Draft<GameState>, mode: CommandMode): void {
      const frame = { ...(spec.initial?.(draft, mode) ?? {}), kind: spec.kind, faction: spec.faction, mode: { ...mode }, selected: [] } as unknown as F;
      pushFrame(draft, frame);
    },
  });
}

/** What a Special Activity module declares (see {@link defineActivity}). */
export interface ActivitySpec extends Omit<SpecialActivityModule, 'canStart' | 'id'> {
  readonly id: ActivityId;
  /** Whether it could act in this space now, by its own rule (the restriction is the template's). Pure. */
  canActIn?(state: GameState, space: SpaceId, context: ActivityContext): boolean;
  /** Instead of {@link canActIn}, for one that acts in no space (Préparer la Guerre, Naval Pressure): whether it can start. Pure. */
  canStart?(state: GameState, context: ActivityContext): boolean;
}

/**
 * A Special Activity module from its declaration: `canStart` is `canStart` when given, else "some space
 * its context's restriction allows where `canActIn` holds".
 */
export function defineActivity(spec: ActivitySpec): SpecialActivityModule {
  const { canActIn, canStart: own, ...rest } = spec;
  if (!own && !canActIn) throw new Error(`lod-engine internal error: Special Activity '${spec.id}' declares neither canStart nor canActIn`);
  const canStart =
    own ??
    ((state: GameState, context: ActivityContext): boolean => {
      for (const space of SPACE_IDS) if (activityMayActIn(context, space, []) && canActIn!(state, space, context)) return true;
      return false;
    });
  return Object.freeze({ ...rest, canStart });
}
