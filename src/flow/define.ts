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
import { EVERY_SPACE, firstSpaceOf } from '../data/map';
import type { ActivityContext, CommandFrame, CommandMode, CommandModule, SpecialActivityModule } from './contracts';
import { pushFrame } from './frames';
import { activityMayActIn, copyMode, someFirstSpace, whyActivityMayNotActIn, whyMayNotExecuteIn } from './restriction';
import { because, type Reason } from '../core/reason';
import { FACTION_NAME } from '../data/text';

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
   * Instead of {@link canExecuteIn}: why the Command could not select this space first now, by its own
   * rule, or null when it could (then `canExecuteIn` is `whyNotIn(…) === null`, one source for both).
   * Both may be given when `canExecuteIn` is the same test made without building reasons (the conjunction
   * of booleans each defined from its own `why…`), for speed. Pure.
   */
  whyNotIn?(state: GameState, space: SpaceId, mode: CommandMode): Reason | null;
  /**
   * With {@link canExecuteIn}: the spaces where it may hold, as a set (bit i: the space at position i of
   * SPACE_IDS), for `canStart` to ask only those, or −1 to ask every space (see {@link someFirstSpace}). Pure.
   */
  spacesToAsk?(state: GameState): number;
  /**
   * Instead of {@link canExecuteIn}, for a Command whose start does not depend on one space (Hortalez,
   * a Garrison that may move nothing): whether it can start; it must honour `mode.restriction` itself.
   * Given with {@link whyNotIn}: the template's test ("some space the general limits allow where
   * `whyNotIn` is null") made faster, with the same answer; the reasons are then the template's. Pure.
   */
  canStart?(state: GameState, mode: CommandMode): boolean;
  /** With {@link canStart}: why it cannot start (null when it can); else a reason is built from `canStart`. Pure. */
  whyNotStart?(state: GameState, mode: CommandMode): Reason | null;
  /** See {@link CommandModule.existsNow}. */
  existsNow?(state: GameState): boolean;
  /** The first frame's own fields beyond `kind`, `faction`, `mode` and `selected`: a new object at each call (the template adds those four to it). */
  initial?(state: GameState, mode: CommandMode): OwnFields<F>;
  /** See {@link CommandModule.keepsDone}. */
  readonly keepsDone?: boolean;
  /** See {@link CommandModule.spaceCost}. */
  readonly spaceCost?: number;
}

/**
 * The reason nothing can be done, from the reasons of each space (or way): the one reason they all
 * share when they share one (too few Resources), else `none` with the first few spaces' reasons. Pure.
 */
export function noSpaceReason(rule: string, none: string, reasons: readonly (readonly [SpaceId, Reason])[]): Reason {
  if (reasons.length > 0 && reasons.every(([, r]) => r.text === reasons[0][1].text)) return because(reasons[0][1].rule, `${none}: ${reasons[0][1].text}`);
  return because(rule, none);
}

/**
 * The reason nothing can be done, from the general limits' reasons (`general`, per space) and the
 * module's own reasons in the spaces those limits allow (`own`): the own reasons when few spaces are
 * allowed (a restriction's spaces) or when they share one; else the general ones'. Pure.
 */
function startReason(rule: string, none: string, general: readonly (readonly [SpaceId, Reason])[], own: readonly (readonly [SpaceId, Reason])[]): Reason {
  if (own.length === 0) return noSpaceReason(rule, none, general);
  if (own.length <= 3) {
    const rules = [...new Set(own.map(([, r]) => r.rule))];
    return because(rules.length === 1 ? rules[0] : rule, `${none}: ${[...new Set(own.map(([, r]) => r.text))].join('; ')}`);
  }
  return noSpaceReason(rule, none, own);
}

/**
 * Why a module can be executed in no space: each space's general limit (`limit`), else the module's own
 * reason there (`whyNot`; without one, the module's bare `none`), summed up by {@link startReason}. Pure.
 */
function noSpaceNow(rule: string, none: string, limit: (space: SpaceId) => Reason | null, whyNot: ((space: SpaceId) => Reason | null) | undefined): Reason {
  const general: [SpaceId, Reason][] = [];
  const own: [SpaceId, Reason][] = [];
  for (const space of SPACE_IDS) {
    const l = limit(space);
    if (l !== null) general.push([space, l]);
    else if (!whyNot) return because(rule, none);
    else {
      const r = whyNot(space);
      if (r !== null) own.push([space, r]);
    }
  }
  return startReason(rule, none, general, own);
}

/**
 * A Command module from its declaration: `canStart` is `canStart` when given, else "some space the
 * general limits allow where `canExecuteIn` holds"; `start` pushes the first frame (with a copy of the mode).
 */
export function defineCommand<F extends CommandFrame>(spec: CommandSpec<F>): CommandModule {
  const whyNotIn = spec.whyNotIn;
  const canExecuteIn = spec.canExecuteIn ?? (whyNotIn ? (state: GameState, space: SpaceId, mode: CommandMode): boolean => whyNotIn(state, space, mode) === null : undefined);
  if (!spec.canStart && !canExecuteIn) throw new Error(`lod-engine internal error: Command '${spec.id}' declares neither canStart nor canExecuteIn`);
  const first = (mode: CommandMode) => ({ faction: spec.faction, mode, selected: [] as SpaceId[], command: spec.id });
  const canStart =
    spec.canStart ??
    ((state: GameState, mode: CommandMode): boolean => someFirstSpace(state, spec.faction, spec.id, mode, canExecuteIn!, spec.spacesToAsk === undefined ? -1 : spec.spacesToAsk(state)));
  // "French Agent Mobilization" already names its Faction.
  const fullName = spec.name.startsWith(`${FACTION_NAME[spec.faction]} `) ? spec.name : `${FACTION_NAME[spec.faction]} ${spec.name}`;
  const none = `${fullName} can be executed in no space now`;
  const whyNotStart = (state: GameState, mode: CommandMode): Reason | null => {
    if (canStart(state, mode)) return null;
    if (spec.canStart && !whyNotIn) return spec.whyNotStart?.(state, mode) ?? because(spec.rule, `${fullName} cannot be executed now`);
    const frame = first(mode);
    return noSpaceNow(spec.rule, none, (space) => whyMayNotExecuteIn(state, frame, space), whyNotIn && ((space) => whyNotIn(state, space, mode)));
  };
  // Every field in one order, those not declared undefined: every Command of one shape, so that the flow's
  // reads of a Command's fields stay monomorphic in V8 (see `uniformStep`, flow/step.ts).
  return Object.freeze({
    id: spec.id,
    faction: spec.faction,
    name: spec.name,
    rule: spec.rule,
    canStart,
    whyNotStart,
    existsNow: spec.existsNow,
    keepsDone: spec.keepsDone ? true : undefined,
    spaceCost: spec.spaceCost,
    start(draft: Draft<GameState>, mode: CommandMode): void {
      pushFrame(draft, commandFrame<F>(spec.initial?.(draft, mode) ?? {}, spec.kind, spec.faction, copyMode(mode)));
    },
  });
}

/**
 * A Command's frame before its first decision: its own fields (`own`, a fresh object, completed in place:
 * spreading the many frame shapes into a literal takes V8's slow copy path), then the common ones — and
 * `command`, for a frame built only to ask a question (`canStart`) and read as its host would be.
 */
export function commandFrame<F extends CommandFrame>(own: object, kind: string, faction: Faction, mode: CommandMode, command?: string): F {
  const frame = own as Record<string, unknown>;
  frame.kind = kind;
  frame.faction = faction;
  frame.mode = mode;
  frame.selected = [];
  if (command !== undefined) frame.command = command;
  return frame as unknown as F;
}

/** What a Special Activity module declares (see {@link defineActivity}). */
export interface ActivitySpec extends Omit<SpecialActivityModule, 'canStart' | 'whyNotStart' | 'id'> {
  readonly id: ActivityId;
  /** Whether it could act in this space now, by its own rule (the restriction is the template's). Pure. */
  canActIn?(state: GameState, space: SpaceId, context: ActivityContext): boolean;
  /**
   * Instead of {@link canActIn}: why it could not act in this space now by its own rule, or null when it
   * could (one source for both). Both may be given when `canActIn` is the same test made without building
   * reasons, for speed. Pure.
   */
  whyNotActIn?(state: GameState, space: SpaceId, context: ActivityContext): Reason | null;
  /**
   * With {@link canActIn}: the spaces where it may hold, as a set (bit i: the space at position i of
   * SPACE_IDS), for `canStart` to ask only those, or −1 to ask every space (a board without its index,
   * src/rules/board.ts). Pure.
   */
  spacesToAsk?(state: GameState): number;
  /** Instead of {@link canActIn}, for one that acts in no space (Préparer la Guerre, Naval Pressure): whether it can start. Pure. */
  canStart?(state: GameState, context: ActivityContext): boolean;
  /** With {@link canStart}: why it cannot start (null when it can). Pure. */
  whyNotStart?(state: GameState, context: ActivityContext): Reason | null;
}

/** No space used so far (an activity's first space). */
const NONE_USED: readonly SpaceId[] = Object.freeze([]);

/**
 * A Special Activity module from its declaration: `canStart` is `canStart` when given, else "some space
 * its context's restriction allows where `canActIn` holds".
 */
export function defineActivity(spec: ActivitySpec): SpecialActivityModule {
  const { canActIn: given, whyNotActIn, canStart: own, whyNotStart: ownWhy, spacesToAsk, ...rest } = spec;
  const canActIn = given ?? (whyNotActIn ? (state: GameState, space: SpaceId, context: ActivityContext): boolean => whyNotActIn(state, space, context) === null : undefined);
  if (!own && !canActIn) throw new Error(`lod-engine internal error: Special Activity '${spec.id}' declares neither canStart nor canActIn`);
  const canStart =
    own ??
    ((state: GameState, context: ActivityContext): boolean => {
      // Without a restriction every space is allowed (activityMayActIn), and it is not asked.
      const free = !context.restriction;
      // Every space, or those its `spacesToAsk` names, lowest bit first: canonical order.
      const asked = spacesToAsk === undefined ? -1 : spacesToAsk(state);
      for (let m = asked === -1 ? EVERY_SPACE : asked; m !== 0; m &= m - 1) {
        const space = firstSpaceOf(m);
        if ((free || activityMayActIn(context, space, NONE_USED)) && canActIn!(state, space, context)) return true;
      }
      return false;
    });
  const none = `${spec.name} can be executed in no space now`;
  const whyNotStart = (state: GameState, context: ActivityContext): Reason | null => {
    if (canStart(state, context)) return null;
    if (own) return ownWhy?.(state, context) ?? because(spec.rule, `${spec.name} cannot be executed now`);
    return noSpaceNow(spec.rule, none, (space) => whyActivityMayNotActIn(context, space, []), whyNotActIn && ((space) => whyNotActIn(state, space, context)));
  };
  // Every field in one order, those not declared undefined: every Special Activity of one shape, so that the
  // flow's reads of a Special Activity's fields stay monomorphic in V8 (see `uniformStep`, flow/step.ts).
  const module: SpecialActivityModule = {
    id: rest.id,
    faction: rest.faction,
    name: rest.name,
    rule: rest.rule,
    accompanies: rest.accompanies,
    whyNotAccompany: rest.whyNotAccompany,
    canStart,
    whyNotStart,
    start: rest.start,
    before: rest.before,
    relax: rest.relax,
    resourceGains: rest.resourceGains,
    decisiveBoards: rest.decisiveBoards,
    relaxDecides: rest.relaxDecides,
    alikeWhileWaiting: rest.alikeWhileWaiting,
    boardWhileWaiting: rest.boardWhileWaiting,
    harmless: rest.harmless,
    keepsResources: rest.keepsResources,
    harmlessNow: rest.harmlessNow,
    choiceLeavesAWayOn: rest.choiceLeavesAWayOn,
    someWayNow: rest.someWayNow,
    embedded: rest.embedded,
  };
  for (const k in rest) if (!(k in module)) throw new Error(`lod-engine internal error: Special Activity '${spec.id}' declares '${k}', which no Special Activity module has`);
  return Object.freeze(module);
}
