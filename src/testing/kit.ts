/**
 * The shared test kit: put pieces on the map from the pools, build empty positions with chosen
 * tracks, play actions in order with a legality and invariant check after every step, and short
 * queries on the pending decision. For the engine's own tests, for tests of code built on it and for
 * tutorials. Uses no test framework: a failed step throws a {@link PlayError} that any runner reports.
 * @module
 */
import type { Draft } from 'immer';
import { describeAction, identicalAction, type Action, type ActionStep, type ActionType, type ActivityId, type CommandId } from '../core/action';
import type { GameState } from '../core/state';
import { SPACE_IDS, type Faction, type LeaderId, type PieceType, type ScenarioId, type SpaceId, type SpacePiece } from '../data/ids';
import { LEADER_INFO } from '../data/leaders';
import { POOL_TYPE } from '../data/pieces';
import type { CommandMode } from '../flow/contracts';
import type { CreateGameOptions } from '../game/createGame';
import { apply, legalActions, pending, tryApply } from '../game/machine';
import { placeFromPool, removeToPool } from '../rules/board';
import { checkInvariants } from '../rules/invariants';
import { arrange, clearMap, game, onTurn } from './builders';

/** Pieces of one space: piece kind → count, e.g. `{ britishRegular: 2, tory: 1 }`. */
export type Pieces = Partial<Record<SpacePiece, number>>;

/** Pieces of several spaces: space → {@link Pieces}. */
export type Layout = Partial<Record<SpaceId, Pieces>>;

/** An action, or an action without its `faction` (filled in by a Faction's kit, {@link as}). */
export type Step = Action | ActionStep;

/** A full Command with a Special Activity allowed (2.3.4), for `startCommand` and Command modules. */
export const FULL: CommandMode = Object.freeze({ limited: false, free: false, specialActivity: true });
/** A Limited Command: one space, never a Special Activity (2.3.5). */
export const LIMITED: CommandMode = Object.freeze({ limited: true, free: false, specialActivity: false });
/** A free Command (granted by an Event or a phase): no cost, no Special Activity (3.1.2, 5.3). */
export const FREE: CommandMode = Object.freeze({ limited: false, free: true, specialActivity: false });

// ---------------------------------------------------------------------------------------------
// Pieces, Leaders and markers (Immer recipe steps: call them on a draft, inside `arrange`)

/**
 * Puts pieces in a space, each kind taken from Available first, then from Unavailable when
 * Available runs short (so French Regulars before the Treaty, or British pieces not yet released,
 * can be put too). Control of the space is recomputed (1.7).
 * @throws Error when the pools do not hold that many pieces of a kind.
 */
export function put(draft: Draft<GameState>, space: SpaceId, pieces: Pieces): void {
  for (const [kind, n] of Object.entries(pieces) as [SpacePiece, number][]) {
    if (!Number.isInteger(n) || n < 0) throw new Error(`put: ${n} ${kind} is not a count of pieces`);
    const type = POOL_TYPE[kind];
    const fromAvailable = Math.min(n, draft.available[type]);
    if (n - fromAvailable > draft.unavailable[type]) {
      throw new Error(`put: ${n} ${kind} asked for ${space}, but only ${draft.available[type]} Available and ${draft.unavailable[type]} Unavailable`);
    }
    placeFromPool(draft, 'available', space, kind, fromAvailable);
    placeFromPool(draft, 'unavailable', space, kind, n - fromAvailable);
  }
}

/** Puts every space's pieces of `layout` ({@link put}). */
export function putAll(draft: Draft<GameState>, layout: Layout): void {
  for (const [space, pieces] of Object.entries(layout) as [SpaceId, Pieces][]) put(draft, space, pieces);
}

/**
 * Takes pieces out of a space back to Available (their pool: Militia and War Parties of either
 * side to one pool each). Control of the space is recomputed (1.7).
 * @throws Error when the space holds fewer pieces of a kind.
 */
export function remove(draft: Draft<GameState>, space: SpaceId, pieces: Pieces): void {
  for (const [kind, n] of Object.entries(pieces) as [SpacePiece, number][]) {
    if (draft.spaces[space].pieces[kind] < n) throw new Error(`remove: ${n} ${kind} asked from ${space}, which holds ${draft.spaces[space].pieces[kind]}`);
    removeToPool(draft, space, kind, n);
  }
}

/** Takes every piece out of a space back to Available ({@link remove}); markers stay. */
export function clearSpace(draft: Draft<GameState>, space: SpaceId): void {
  const pieces = Object.fromEntries(Object.entries(draft.spaces[space].pieces).filter(([, n]) => n > 0)) as Pieces;
  remove(draft, space, pieces);
}

/**
 * Moves every Available piece of the given types to Unavailable, out of the way (for types that
 * have an Unavailable box: British Regulars, Tories, British Forts, French Regulars).
 */
export function exhaust(draft: Draft<GameState>, ...types: PieceType[]): void {
  for (const type of types) {
    draft.unavailable[type] += draft.available[type];
    draft.available[type] = 0;
  }
}

/**
 * Places a Leader: given a Leader id, that Leader becomes its Faction's Leader (replacing the
 * current one) at `at`; given a Faction, its current Leader moves to `at` (1.10).
 */
export function lead(draft: Draft<GameState>, who: LeaderId | Faction, at: SpaceId | 'available' = 'available'): void {
  if (who in LEADER_INFO) {
    const leader = who as LeaderId;
    draft.leaders[LEADER_INFO[leader].faction] = { leader, at };
  } else draft.leaders[who as Faction].at = at;
}

/**
 * The Treaty of Alliance played and one Blockade on each City given (from Unavailable Squadrons,
 * else from the West Indies); FNI is set to the number of Blockades placed (1.9).
 */
export function blockade(draft: Draft<GameState>, ...cities: SpaceId[]): void {
  draft.treatyOfAlliance = true;
  for (const c of cities) {
    if (draft.unavailable.squadron > 0) draft.unavailable.squadron -= 1;
    else if (draft.spaces.WestIndies.squadrons > 0) draft.spaces.WestIndies.squadrons -= 1;
    else throw new Error(`blockade: no Squadron left for ${c}`);
    draft.spaces[c].blockades += 1;
  }
  draft.fni = cities.length;
}

/** Every Blockade back to the West Indies as a Squadron, FNI 0 (1.9). */
export function clearBlockades(draft: Draft<GameState>): void {
  for (const id of SPACE_IDS) {
    draft.spaces.WestIndies.squadrons += draft.spaces[id].blockades;
    draft.spaces[id].blockades = 0;
  }
  draft.fni = 0;
}

// ---------------------------------------------------------------------------------------------
// Positions

/** Options of {@link position}; each is applied only when given. */
export interface PositionOptions {
  /** The scenario whose pools, deck and tracks are used (default `1775`). */
  scenario?: ScenarioId;
  /** Options of the game (default seed 1). */
  game?: CreateGameOptions;
  /** Resources: one number for all four Factions, or some Factions' (the others keep the scenario's). */
  resources?: number | Partial<Record<Faction, number>>;
  /** Whether the Treaty of Alliance has been played (2.3.9). */
  treaty?: boolean;
  /** Pieces moved from Unavailable to Available before any piece is put, e.g. `{ frenchRegular: 8 }`. */
  released?: Partial<Record<PieceType, number>>;
  /** Pieces to put on the map ({@link put}). */
  pieces?: Layout;
  /** Cumulative British Casualties (1.6.4). */
  cbc?: number;
  /** Cumulative Rebellion Casualties (1.6.4). */
  crc?: number;
  /** French Naval Intervention (1.9); Blockades on the map are not moved (see {@link clearBlockades}). */
  fni?: number;
}

/**
 * An empty board ({@link clearMap}) of a real game with the tracks and pieces of `options`, then
 * `recipe` (an `arrange` recipe, e.g. calls of {@link put}, {@link lead}, {@link blockade}).
 * Control is recomputed everywhere afterwards.
 */
export function position(options: PositionOptions = {}, recipe: (draft: Draft<GameState>) => void = () => {}): GameState {
  return arrange(clearMap(game(options.scenario ?? '1775', options.game)), (d) => {
    const r = options.resources;
    if (typeof r === 'number') d.resources = { british: r, patriots: r, french: r, indians: r };
    else if (r) Object.assign(d.resources, r);
    if (options.treaty !== undefined) d.treatyOfAlliance = options.treaty;
    for (const [type, n] of Object.entries(options.released ?? {}) as [PieceType, number][]) {
      d.unavailable[type] -= n;
      d.available[type] += n;
    }
    if (options.cbc !== undefined) d.cbc = options.cbc;
    if (options.crc !== undefined) d.crc = options.crc;
    if (options.fni !== undefined) d.fni = options.fni;
    if (options.pieces) putAll(d, options.pieces);
    recipe(d);
  });
}

// ---------------------------------------------------------------------------------------------
// Playing

/** Why {@link play} stopped: an action not legal at its step, or a rules invariant broken after it. */
export class PlayError extends Error {
  constructor(
    message: string,
    /** The step (1-based) that failed. */
    readonly step: number,
    /** The action of that step. */
    readonly action: Action,
    /** The legal actions at that step (when the action was refused), else empty. */
    readonly legal: readonly Action[],
    /** The invariants broken after that step (when it was applied), else empty. */
    readonly violations: readonly string[],
  ) {
    super(message);
    this.name = 'PlayError';
  }
}

/**
 * Applies the actions in order. Each must be legal at its step (else a {@link PlayError} naming the
 * step, the action, the engine's reason and the legal list), and the rules invariants must hold
 * after each (`checkInvariants`; else a PlayError with the violations).
 */
export function play(state: GameState, ...actions: Action[]): GameState {
  let s = state;
  actions.forEach((action, i) => {
    const at = `play: step ${i + 1} of ${actions.length}, ${describeAction(action)}`;
    const r = tryApply(s, action);
    if (!r.ok) {
      const legal = legalActions(s);
      const list = legal.length > 0 ? legal.map((a) => `  ${describeAction(a)}`).join('\n') : '  (none)';
      throw new PlayError(`${at}, is not legal: ${r.error.message}\nLegal actions (${legal.length}):\n${list}`, i + 1, action, legal, []);
    }
    const broken = checkInvariants(r.state);
    if (broken.length > 0) throw new PlayError(`${at}, broke the rules invariants:\n  ${broken.join('\n  ')}`, i + 1, action, [], broken);
    s = r.state;
  });
  return s;
}

/**
 * `state` after every Faction asked to play a Brilliant Stroke (or to Trump one) declines (2.3.8):
 * the window closes and the card's 1st Eligible decides next. Unchanged when nobody is asked. For
 * tests and scripted games that play the cards without Brilliant Strokes. A Faction that may not
 * decline (the Non-Player French offered the Treaty of Alliance, 8.1) is left with its decision pending.
 */
export function declineBrilliantStrokes(state: GameState): GameState {
  let s = state;
  for (let p = pending(s); p !== null && p.kind === 'brilliantStrokes'; p = pending(s)) {
    const decline: Action = { faction: p.faction as Faction, type: 'done' };
    if (!legalActions(s).some((a) => identicalAction(a, decline))) break;
    s = apply(s, decline);
  }
  return s;
}

/** One Faction's shorthands: actions with the faction filled in, and its turn's usual openings. */
export interface FactionKit {
  readonly faction: Faction;
  /** The step as this Faction's action (a step that names its faction keeps it). */
  action(step: Step): Action;
  /** {@link play} with this Faction filled in where a step names none. */
  play(state: GameState, ...steps: Step[]): GameState;
  /** Whether the step, as this Faction's action, is legal now ({@link isListed}). */
  isListed(state: GameState, step: Step): boolean;
  /** The choice of a Command (full unless `limited`) in the Faction's options (2.3.3, 2.3.4). */
  command(command: CommandId, limited?: boolean): Action;
  /** The start of a Special Activity in the command host around a Command (4.1). */
  activity(activity: ActivityId): Action;
  /** `state` with this Faction 1st Eligible, its options pending (`onTurn`). */
  onTurn(state: GameState): GameState;
  /** This Faction, 1st Eligible, chooses a Command through the real flow (under its command host); its first decision is pending. */
  choose(state: GameState, command: CommandId, limited?: boolean): GameState;
  /** This Faction 2nd Eligible after `first` executed a full Command without a Special Activity: a Limited Command only (2.3.4). */
  second(state: GameState, first: Faction): GameState;
}

/** The shorthands of one Faction (see {@link FactionKit}), e.g. `const { play, action: B } = as('british')`. */
export function as(faction: Faction): FactionKit {
  const action = (step: Step): Action => ({ faction, ...step }) as Action;
  const command = (id: CommandId, limited = false): Action => action(limited ? { type: 'command', command: id, limited: true } : { type: 'command', command: id });
  return {
    faction,
    action,
    play: (state, ...steps) => play(state, ...steps.map(action)),
    isListed: (state, step) => isListed(state, action(step)),
    command,
    activity: (id) => action({ type: 'specialActivity', activity: id }),
    onTurn: (state) => onTurn(state, faction),
    choose: (state, id, limited = false) => play(onTurn(state, faction), command(id, limited)),
    second: (state, first) =>
      arrange(onTurn(state, faction), (d) => {
        d.turn!.offered.unshift(first);
        d.turn!.executed.push({ faction: first, did: 'command', specialActivity: false });
      }),
  };
}

/** When the command host offers a Special Activity after the Command, declines it (`done`, 4.1); otherwise `state` unchanged. */
export function declineActivity(state: GameState): GameState {
  const p = pending(state);
  if (p?.kind !== 'commandHost') return state;
  return apply(state, { faction: p.faction as Faction, type: 'done' });
}

// ---------------------------------------------------------------------------------------------
// Queries

/** The pending decision's frame kind (undefined when the game is over). */
export const kind = (state: GameState): string | undefined => pending(state)?.kind;

/** The legal actions, only those of `type` when given. */
export const listed = (state: GameState, type?: ActionType): Action[] => legalActions(state).filter((a) => type === undefined || a.type === type);

/** The legal actions without their `faction` field (only those of `type` when given), for compact assertions. */
export const choices = (state: GameState, type?: ActionType): ActionStep[] => listed(state, type).map(({ faction: _f, ...rest }) => rest);

/** Whether the action is legal now (identical, field by field, to a listed action). */
export const isListed = (state: GameState, action: Action): boolean => legalActions(state).some((a) => identicalAction(a, action));

/** The spaces of the legal actions of `type` (in their order), only of those passing `filter` when given. */
export const spacesOf = (state: GameState, type: ActionType, filter: (a: Action) => boolean = () => true): SpaceId[] =>
  listed(state, type)
    .filter(filter)
    .map((a) => a.space!);

/** The Special Activities offered now (ids, canonical order; 4.1). */
export const offered = (state: GameState): ActivityId[] => listed(state, 'specialActivity').map((a) => a.activity!);

/** The legal actions other than Special Activity starts (the Command's own choices). */
export const commandOptions = (state: GameState): Action[] => legalActions(state).filter((a) => a.type !== 'specialActivity');

/** Whether a frame of that kind is on the stack. */
export const onStack = (state: GameState, frameKind: string): boolean => state.stack.some((f) => f.kind === frameKind);

/** The log texts added between `before` and `after` (same card). */
export const logSince = (before: GameState, after: GameState): string[] => after.log.slice(before.log.length).map((e) => e.text);

/** The pieces of a space, only the kinds present. */
export const piecesIn = (state: GameState, space: SpaceId): Pieces =>
  Object.fromEntries(Object.entries(state.spaces[space].pieces).filter(([, n]) => n > 0)) as Pieces;
