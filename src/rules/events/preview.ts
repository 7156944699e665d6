/**
 * Previewing an Event (chapter 5, for chapter 8): play an Event side on a copy of the state, to its end,
 * with a chooser for every decision inside it, and read what it changed in game terms — the questions of
 * the Non-Players' "Event or Command?" boxes (8.4–8.7: does the Event shift Support/Opposition in favour
 * of a side, place pieces from Unavailable, inflict Casualties, is it Effective, 8.3.3). Everything is
 * derived from the states, never from a table per card.
 *
 * - {@link previewEventWith} plays the Event on a copy (the input is never changed) and returns the state
 *   right after the Event's own frame ends (before the card's next Faction is offered options), the
 *   decisions taken, the free Commands and Special Activities executed inside it and the dice rolled.
 *   `previewEvent` (lod-engine/rules) is this bound to the game.
 * - {@link eventEffects} compares two states: pieces by Faction and pool type, per space changes,
 *   Support/Opposition, Control, Resources, FNI, CBC/CRC, markers, eligibility marks, Leaders, and
 *   `effective` per 8.3.3.
 *
 * Rulings (docs/rulings.md, "Non-Players (chapter 8)"): dice in a preview; how 8.3.3 is computed.
 * @module
 */
import type { Draft } from 'immer';
import { describeAction, identicalAction, type Action } from '../../core/action';
import { fork, own, seal, sealFrom, shallowCopy } from '../../core/pathCopy';
import type { Frame, GameState } from '../../core/state';
import { FACTIONS, PIECE_TYPES, SPACE_IDS, SPACE_PIECES, type CardId, type Control, type Faction, type LeaderId, type PieceType, type SpaceId, type SpacePiece } from '../../data/ids';
import { CITIES } from '../../data/map';
import { PIECES, POOL_TYPE, SPACE_PIECE_FACTION } from '../../data/pieces';
import type { EventSide, GameDefinition } from '../../flow/contracts';
import { GRANT_KIND, type GrantFrame } from '../../flow/grant';
import type { HostReport } from '../../flow/host';
import type { RollFrame } from '../../flow/roll';
import { handleTop, keepSeenOptions, settleWith, type SettleWatch } from '../../flow/settle';
import { controlOf, oppositionIn, supportIn, markersIn, piecesAt, sameSpace, supportLevel } from '../board';
import { sideOf } from '../victory';
import { EVENT_KIND } from './interpreter';

// ---------------------------------------------------------------------------------------------
// Playing an Event on a copy

/**
 * Chooses an action at a decision inside a previewed Event: given the state (its decision pending: any
 * Faction's, or `chance` for a die with external dice) and its legal actions, returns one of them.
 */
export type EventChooser = (state: GameState, legal: readonly Action[]) => Action;

/** The default chooser: the first legal action (the engine's canonical order). Deterministic. */
export const firstLegal: EventChooser = (_state, legal) => legal[0];

/** Options of a preview. */
export interface PreviewOptions {
  /**
   * Chooses every decision inside the Event — the executing Faction's, another Faction's the text names
   * (5.1), the free Commands and Special Activities granted inside it (5.3), a Leader left alone (1.10)
   * and, with external dice, each die. Default {@link firstLegal}.
   */
  choose?: EventChooser;
  /**
   * The dice: `state` (default) keeps the state's own mode — seeded dice roll from the copy's dice
   * service (the rolls the real game would make for the same decisions), external dice are decisions of
   * `chance` for the chooser; `external` makes every die a decision for the chooser even in a seeded
   * game, so that a policy does not read the seeded dice ahead. The returned state keeps the input's mode.
   */
  dice?: 'state' | 'external';
}

/** One die rolled inside a previewed Event. */
export interface PreviewRoll {
  /** What it was rolled for (the roll's reason, e.g. a Battle's). */
  reason: string;
  sides: number;
  value: number;
}

/** A free Command or Special Activity executed inside the Event (granted by it, 5.3, or by a rule it set off). */
export interface PreviewGrant {
  /** What granted it ("#1 Waxhaws Massacre (shaded)", "Win the Day"). */
  reason: string;
  faction: Faction;
  /** The Command's id, or null for a Special Activity executed alone. */
  command: string | null;
  commandSpaces: SpaceId[];
  activity: string | null;
  activitySpaces: SpaceId[];
}

/** What a previewed Event did. */
export interface EventPreview {
  card: CardId;
  side: EventSide;
  /** The executing Faction (5.1). */
  faction: Faction;
  /**
   * The state right after the Event's frame ended: the Event and everything it granted done, the card's
   * bookkeeping (2.3.6 marks in `turn`) as the Event left it, the card's next Faction not yet offered
   * options. For reading (board, tracks, eligibility marks, account), not for play: its top frame is the
   * card's own automatic step, so no decision is pending in it.
   */
  state: GameState;
  /** Every action taken, in order: the Event choice itself first, then each decision inside it. */
  decisions: Action[];
  /** The free Commands and Special Activities executed inside the Event, in order. */
  grants: PreviewGrant[];
  /** The dice rolled inside the Event, in order. */
  rolls: PreviewRoll[];
  /** Whether the outcome depended on dice (some die was rolled): another roll may give another outcome. */
  uncertain: boolean;
  /** The account of the Event (the lines it added). */
  log: string[];
}

/** More decisions than any Event takes: a chooser that never ends the Event is stopped. */
const MAX_DECISIONS = 10_000;
const ELIGIBLE_OPTIONS_KIND = 'eligibleOptions';
const ROLL_KIND = 'roll';

/** Whether the Event whose frame sat at `at` is over (its frame gone). */
const eventOver = (state: GameState | Draft<GameState>, at: number): boolean => state.stack.length <= at || state.stack[at].kind !== EVENT_KIND;

/** What a preview collects while it plays. */
interface Collected {
  grants: PreviewGrant[];
  rolls: PreviewRoll[];
}

/**
 * What watches the settling inside a preview: it stops once the Event whose frame was at `at` is over
 * (the machine's settle, stopping at the end of the Event), and records the dice rolled and the granted
 * Commands completed. One per preview.
 */
function eventWatch(at: number, out: Collected): SettleWatch {
  return {
    stop: (d) => eventOver(d, at),
    ran(frame) {
      // A grant ends (run) once its Command or Special Activity is complete, with the host's report (3.1.2).
      if (frame.kind === GRANT_KIND) {
        const grant = frame as GrantFrame;
        if (grant.begun && grant.report !== null) out.grants.push(grantOf(grant.reason, grant.report));
      }
      // A seeded roll runs at once: its frame (popped now) holds the dice.
      if (frame.kind === ROLL_KIND) {
        const roll = frame as RollFrame;
        for (const value of roll.values) out.rolls.push({ reason: roll.reason, sides: roll.sides, value });
      }
    },
  };
}

function grantOf(reason: string, report: HostReport): PreviewGrant {
  return {
    reason,
    faction: report.faction,
    command: report.command === '' ? null : report.command,
    commandSpaces: [...report.commandSpaces],
    activity: report.activity,
    activitySpaces: [...report.activitySpaces],
  };
}

/**
 * The state after `action` at the top frame, settled up to the next decision or the end of the Event
 * (the options the settling computed for that decision kept for it, as the machine does).
 */
function next(game: GameDefinition, state: GameState, action: Action, watch: SettleWatch, out: Collected): GameState {
  const frozen = Object.isFrozen(state);
  const draft = forkOf(state, frozen);
  if (draft.priorLog.length > 0) draft.priorLog = [];
  const frame = draft.stack[draft.stack.length - 1] as Frame;
  if (frame.kind === ROLL_KIND) {
    const roll = frame as RollFrame;
    out.rolls.push({ reason: roll.reason, sides: roll.sides, value: action.value! });
  }
  handleTop(draft, game.step, action);
  draft.steps += 1;
  const seen = settleWith(draft, game.step, watch);
  const sealed = sealOf(draft, state, frozen);
  keepSeenOptions(sealed, seen);
  return sealed;
}

/** A working copy of `state` (`frozen`: whether it is; then a shallow copy of its root, as `fork` makes). */
function forkOf(state: GameState, frozen: boolean): Draft<GameState> {
  return (frozen ? shallowCopy(state as unknown as Record<string, unknown>) : fork(state)) as Draft<GameState>;
}

/**
 * The working copy `draft` of `state` sealed: beside `state` when that was `frozen` (`sealFrom` skips the
 * parts the step left shared without asking V8 whether they are frozen, as the machine's own steps are
 * sealed), else whole.
 */
function sealOf(draft: Draft<GameState>, state: GameState, frozen: boolean): GameState {
  return frozen ? sealFrom(draft as GameState, state) : seal(draft as GameState);
}

/** `state` with its dice mode set to `dice` (the rest shared). */
function withDice(state: GameState, dice: GameState['options']['dice']): GameState {
  const frozen = Object.isFrozen(state);
  const draft = forkOf(state, frozen);
  own<GameState['options']>(draft, 'options').dice = dice;
  return sealOf(draft, state, frozen);
}

/** Whether an action identical to `action` is in `legal` (an indexed loop: the machine's lists are frozen, which V8's array methods walk slowly). */
function isListed(legal: readonly Action[], action: Action): boolean {
  return listedAs(legal, action) !== undefined;
}

/** The action of `legal` identical to `action`, or undefined. */
function listedAs(legal: readonly Action[], action: Action): Action | undefined {
  for (let i = 0; i < legal.length; i++) if (identicalAction(legal[i], action)) return legal[i];
  return undefined;
}

/** The legal actions at the pending decision (the machine's list). */
function legalAt(game: GameDefinition, state: GameState): Action[] {
  const frame = state.stack[state.stack.length - 1];
  return game.step(frame).options!(state, frame);
}

/**
 * Plays Event side `side` of the current card on a copy of `state`, to its end, and returns what it
 * did ({@link EventPreview}); `state` is never changed. `state` must have a Faction's options pending on
 * the card (`eligibleOptions`) with that side offered. Every decision inside the Event — including the
 * free Commands and Special Activities it grants — is taken by `options.choose` (default: the first legal
 * action); dice follow `options.dice`. The same state, side and chooser always give the same preview.
 * `legal` lists a state's legal actions (default: its step's options; the machine passes its own cached
 * lists, which the choosers' own `legalActions` calls then share); `told`, the machine's hooks, to which
 * the steps made here are handed for when the Event is played for real.
 * @throws Error when no Faction's options are pending with that Event side offered, or when the chooser
 *   returns an action that is not legal at its decision.
 */
export function previewEventWith(
  game: GameDefinition,
  state: GameState,
  side: EventSide,
  options: PreviewOptions = {},
  legal: (state: GameState) => readonly Action[] = (s) => legalAt(game, s),
  told?: StepsTold,
): EventPreview {
  const top = state.stack[state.stack.length - 1];
  if (state.result !== null || top === undefined || top.kind !== ELIGIBLE_OPTIONS_KIND || state.deck.current === null)
    throw new Error(`previewEvent: no Faction's options are pending on an Event card (pending: ${top?.kind ?? 'none'})`);
  const faction = top.faction as Faction;
  const card = state.deck.current;
  // The listed action itself, found once: stepped, kept in `decisions` and told to the machine as listed.
  const start = listedAs(legal(state), { faction, type: 'event', side });
  if (start === undefined) throw new Error(`previewEvent: the ${side} Event of card #${card} is not offered to the ${faction} now (2.3.4)`);
  const choose = options.choose ?? firstLegal;
  const at = state.stack.length - 1;
  const out: Collected = { grants: [], rolls: [] };
  const watch = eventWatch(at, out);
  const mode = state.options.dice;

  let s = state;
  if (options.dice === 'external' && mode !== 'external') s = withDice(state, 'external');
  const startOptions = s.options;
  const decisions: Action[] = [start];
  const played: GameState[] = [];
  s = next(game, s, start, watch, out);
  while (!eventOver(s, at)) {
    played.push(s);
    if (decisions.length > MAX_DECISIONS) throw new Error(`previewEvent: the Event of card #${card} did not end after ${MAX_DECISIONS} decisions`);
    const offered = legal(s);
    const action = choose(s, offered);
    if (!offered.includes(action) && !isListed(offered, action)) {
      const frame = s.stack[s.stack.length - 1];
      throw new Error(`previewEvent: the chooser's ${describeAction(action)} is not legal at "${game.step(frame).prompt!(s, frame)}"`);
    }
    decisions.push(action);
    s = next(game, s, action, watch, out);
  }
  if (told) {
    const stopped = s;
    const taken = decisions.slice();
    told.knowLater(state, start, () => tellSteps(state, startOptions, played, taken, stopped, told.knowNext));
  }
  if (s.options.dice !== mode) s = withDice(s, mode);
  return {
    card,
    side,
    faction,
    state: s,
    decisions,
    grants: out.grants,
    rolls: out.rolls,
    uncertain: out.rolls.length > 0,
    log: linesAfter(s.log, state.log.length),
  };
}

/** The texts of the account's lines from `from` on (an indexed loop: the account is frozen, often the shared silent one, which V8's `slice` and `map` walk slowly). */
function linesAfter(log: GameState['log'], from: number): string[] {
  const out: string[] = [];
  for (let i = from; i < log.length; i++) out.push(log[i].text);
  return out;
}

/** The machine's `knowNext` (core/machine.ts): a step's next state computed here, for `apply` to return. */
type KnowNext = (state: GameState, action: Action, next: GameState, twin: GameState, settled: boolean) => void;

/**
 * The machine's hooks (core/machine.ts) for the steps a preview made: `knowLater` at the Event's first
 * step, whose `tell` hands them all to `knowNext` when the Event is played for real.
 */
export interface StepsTold {
  readonly knowNext: KnowNext;
  readonly knowLater: (state: GameState, action: Action, tell: () => void) => void;
}

/**
 * Tells the machine the steps of the Event played for real that the preview already made (`played`, after
 * each of `decisions` but the last, with the preview's `options`; `stopped`, after the last): from `state`,
 * each decision leads to the state the preview reached (the last one stopped at the end of the Event, where
 * the machine settles on), with `state`'s own options when the preview switched the
 * dice to external — the same state, as long as no die was rolled (a seeded die rolls while settling; an
 * external one is a decision): the steps up to the first roll.
 */
function tellSteps(
  state: GameState,
  options: GameState['options'],
  played: readonly GameState[],
  decisions: readonly Action[],
  stopped: GameState,
  knowNext: KnowNext,
): void {
  const swapped = options !== state.options;
  let real = state;
  for (let i = 0; i < played.length; i++) {
    const p = played[i];
    if (swapped && (p.options !== options || p.stack[p.stack.length - 1].kind === ROLL_KIND)) return;
    const after = swapped ? withOptions(p, state.options) : p;
    knowNext(real, decisions[i], after, p, true);
    real = after;
  }
  if (swapped && stopped.options !== options) return;
  knowNext(real, decisions[played.length], swapped ? withOptions(stopped, state.options) : stopped, stopped, false);
}

/** `state` with `options` in place of its own. */
function withOptions(state: GameState, options: GameState['options']): GameState {
  const frozen = Object.isFrozen(state);
  const draft = forkOf(state, frozen);
  draft.options = options as Draft<GameState['options']>;
  return sealOf(draft, state, frozen);
}

// ---------------------------------------------------------------------------------------------
// What an Event changed

/**
 * How one pool type of a Faction changed. Off-map boxes and the West Indies as net changes (negative: pieces
 * left it); the map as the pieces that arrived in spaces and left spaces (each space's increase and
 * decrease of the type, so a piece moved between spaces counts in both, a flip between Underground and
 * Active in neither). Squadrons: on the map = Blockades on Cities.
 */
export interface PieceChange {
  /** Pieces that arrived in map spaces (summed over the spaces that gained some). */
  placed: number;
  /** Pieces that left map spaces (summed over the spaces that lost some). */
  removed: number;
  /** Net change on the map. */
  map: number;
  /** Net change of each box and of the West Indies. */
  available: number;
  unavailable: number;
  casualties: number;
  westIndies: number;
}

/** What changed in one space (or the West Indies box): pieces by kind and markers, net. */
export interface SpaceChange {
  space: SpaceId;
  /** Net change by piece kind (only the kinds that changed): a flip Underground → Active is −1 and +1. */
  pieces: Partial<Record<SpacePiece, number>>;
  propaganda: number;
  raid: number;
  blockades: number;
  squadrons: number;
}

/** A space's Support/Opposition level before and after (−2 Active Opposition … +2 Active Support). */
export interface ShiftChange {
  space: SpaceId;
  from: number;
  to: number;
}

/** A space's Control before and after (1.7). */
export interface ControlChange {
  space: SpaceId;
  from: Control;
  to: Control;
}

/** A Leader that changed place or was replaced. */
export interface LeaderChange {
  faction: Faction;
  from: { leader: LeaderId; at: SpaceId | 'available' };
  to: { leader: LeaderId; at: SpaceId | 'available' };
}

/** Why an Event is Ineffective for the executing Faction (8.3.3). */
export type Ineffective = 'noEffect' | 'enemyShift' | 'onlyFriendlyRemoved';

/** What an Event changed, in game terms: plain JSON. */
export interface EventEffects {
  /** The executing Faction the effectiveness is judged for. */
  faction: Faction;
  /** By Faction, the pool types that changed ({@link PieceChange}); an empty record when none did. */
  pieces: Record<Faction, Partial<Record<PieceType, PieceChange>>>;
  /** The spaces (and the West Indies box) whose pieces or markers changed, in map order. */
  spaces: SpaceChange[];
  /**
   * Total Support and total Opposition (1.6.3, Blockaded Cities counting 0, 1.9): their changes, the change
   * of Support − Opposition (`net`, positive: toward the Royalists), and every space whose level changed.
   */
  support: { support: number; opposition: number; net: number; shifts: ShiftChange[] };
  /** Spaces whose Control changed, in map order. */
  control: ControlChange[];
  /** Change of each Faction's Resources. */
  resources: Record<Faction, number>;
  /** Change of the FNI level (1.9). */
  fni: number;
  /** Change of Cumulative British Casualties (`cbc`) and Cumulative Rebellion Casualties (`crc`) (1.6.4). */
  casualties: { cbc: number; crc: number };
  /** Change of the markers on the map: Propaganda, Raid, Blockades on Cities. */
  markers: { propaganda: number; raid: number; blockades: number };
  /**
   * Eligibility: Factions whose cylinder left (`ineligibleNow`) or entered (`eligibleNow`) the Eligible box,
   * and the marks for the next card the Event added (2.3.6): `stayEligible`, `makeIneligible`.
   */
  eligibility: { eligibleNow: Faction[]; ineligibleNow: Faction[]; stayEligible: Faction[]; makeIneligible: Faction[] };
  /** Leaders moved or replaced. */
  leaders: LeaderChange[];
  /** Whether a Non-Player executing Faction would consider the Event Effective (8.3.3). */
  effective: boolean;
  /** Why not, or null when effective (the first of `noEffect`, `enemyShift`, `onlyFriendlyRemoved` that holds). */
  ineffective: Ineffective | null;
}

const diffList = (before: readonly Faction[], after: readonly Faction[]): Faction[] => FACTIONS.filter((f) => after.includes(f) && !before.includes(f));

/** The executing Faction of the Event between `before` and `after`: whose options were pending in `before`, else the last Event on the card in `after`. */
function executingFaction(before: GameState, after: GameState): Faction {
  const top = before.stack[before.stack.length - 1];
  if (top?.kind === ELIGIBLE_OPTIONS_KIND) return top.faction as Faction;
  const record = [...(after.turn?.executed ?? [])].reverse().find((e) => e.did === 'event');
  if (record) return record.faction;
  throw new Error('eventEffects: no executing Faction: none had its options pending in `before`, and no Event is recorded on the card in `after`; pass the Faction');
}

/** Pieces of a pool type in the West Indies box. */
function inWestIndies(state: GameState, type: PieceType): number {
  return type === 'squadron' ? markersIn(state, 'WestIndies', 'squadrons') : sumOf(piecesAt(state, 'WestIndies'), OF_TYPE[type]);
}

/** The pieces of `kinds` in a space's pieces (an indexed loop: no closure per call). */
function sumOf(pieces: Readonly<Record<SpacePiece, number>>, kinds: readonly SpacePiece[]): number {
  let n = 0;
  for (let i = 0; i < kinds.length; i++) n += pieces[kinds[i]];
  return n;
}

/** The space piece kinds of each pool type (a Militia is Underground or Active…). */
const OF_TYPE: Readonly<Record<PieceType, readonly SpacePiece[]>> = Object.fromEntries(
  PIECE_TYPES.map((t) => [t, SPACE_PIECES.filter((k) => POOL_TYPE[k] === t)]),
) as unknown as Record<PieceType, readonly SpacePiece[]>;

/** The index in PIECE_TYPES of each space piece kind's pool type, by the kind's index in SPACE_PIECES. */
const TYPE_OF_KIND: readonly number[] = SPACE_PIECES.map((k) => PIECE_TYPES.indexOf(POOL_TYPE[k]));

/** The index of the Squadrons in PIECE_TYPES (on the map: Blockades on Cities, not a space piece kind). */
const SQUADRON = PIECE_TYPES.indexOf('squadron');

/** Whether a space is a City (where Squadrons on the map stand, as Blockades). */
const IS_CITY: Readonly<Record<SpaceId, boolean>> = Object.fromEntries(SPACE_IDS.map((id) => [id, CITIES.includes(id)])) as Record<SpaceId, boolean>;

/**
 * A pool type's change, given the pieces of the type that arrived in map spaces and left them (summed per
 * space over the spaces that changed, {@link eventEffects}): the net change on the map is their difference;
 * `westIndiesSame`: the West Indies box shared with `before` (no change there).
 */
function pieceChange(before: GameState, after: GameState, type: PieceType, placed: number, removed: number, westIndiesSame: boolean): PieceChange {
  return {
    placed,
    removed,
    map: placed - removed,
    available: after.available[type] - before.available[type],
    unavailable: after.unavailable[type] - before.unavailable[type],
    casualties: after.casualties[type] - before.casualties[type],
    westIndies: westIndiesSame ? 0 : inWestIndies(after, type) - inWestIndies(before, type),
  };
}

const changed = (c: PieceChange): boolean => c.placed !== 0 || c.removed !== 0 || c.available !== 0 || c.unavailable !== 0 || c.casualties !== 0 || c.westIndies !== 0;

/**
 * What changed between `before` and `after` (typically: a state with the Event offered, and
 * {@link EventPreview.state}), in game terms, and whether the Event is Effective for the executing Faction
 * (8.3.3) — `faction`, by default the Faction whose options are pending in `before` (else the last Faction
 * recorded executing an Event on the card in `after`). Pure; derived from the two states only.
 *
 * 8.3.3, as computed here (first that holds, in this order):
 * - `noEffect`: nothing changed — no piece anywhere (map, West Indies, Available, Unavailable, Casualties,
 *   nor a flip), no Support/Opposition level, marker, Resources, FNI, CBC/CRC, Leader, nor eligibility
 *   (the Eligible box and the marks for the next card).
 * - `enemyShift`: Support − Opposition moved toward the enemy side (down for the British and Indians, up
 *   for the Patriots and French), whatever else changed.
 * - `onlyFriendlyRemoved`: friendly pieces (the executing side's, both Factions) left play — out of map
 *   spaces or the West Indies, or from Available to Unavailable or Casualties — and nothing else
 *   happened: no friendly piece arrived anywhere (map, West Indies, Available from a box), no enemy piece
 *   changed, no flip, no Support/Opposition, marker, Resources, FNI or eligibility change. Control, the
 *   casualty tracks and Leaders may change with the removal (their consequences, 1.7, 1.6.4, 1.10).
 */
export function eventEffects(before: GameState, after: GameState, faction: Faction = executingFaction(before, after)): EventEffects {
  // One pass over the spaces that changed (the others are shared with `before` and add nothing): each
  // space's changes, Support, Control, and each pool type's pieces arriving in and leaving map spaces.
  // By the index of the pool type in PIECE_TYPES (numbers, not records built key by key: faster).
  const placed: number[] = new Array<number>(PIECE_TYPES.length).fill(0);
  const removed: number[] = new Array<number>(PIECE_TYPES.length).fill(0);
  const byType: number[] = new Array<number>(PIECE_TYPES.length).fill(0);
  const spaces: SpaceChange[] = [];
  const shifts: ShiftChange[] = [];
  const control: ControlChange[] = [];
  let dSupport = 0;
  let dOpposition = 0;
  for (let i = 0; i < SPACE_IDS.length; i++) {
    const space = SPACE_IDS[i];
    if (sameSpace(before, after, space)) continue; // shared: unchanged
    // Each kind's change once, summed by pool type as it goes (pieces shared with `before`: none changed).
    const kinds: Partial<Record<SpacePiece, number>> = {};
    let anyKind = false;
    byType.fill(0);
    const ap = piecesAt(after, space);
    const bp = piecesAt(before, space);
    if (ap !== bp)
      for (let j = 0; j < SPACE_PIECES.length; j++) {
        const k = SPACE_PIECES[j];
        const d = ap[k] - bp[k];
        if (d === 0) continue;
        kinds[k] = d;
        byType[TYPE_OF_KIND[j]] += d;
        anyKind = true;
      }
    const change: SpaceChange = {
      space,
      pieces: kinds,
      propaganda: markersIn(after, space, 'propaganda') - markersIn(before, space, 'propaganda'),
      raid: markersIn(after, space, 'raid') - markersIn(before, space, 'raid'),
      blockades: markersIn(after, space, 'blockades') - markersIn(before, space, 'blockades'),
      squadrons: markersIn(after, space, 'squadrons') - markersIn(before, space, 'squadrons'),
    };
    if (anyKind || change.propaganda !== 0 || change.raid !== 0 || change.blockades !== 0 || change.squadrons !== 0) spaces.push(change);
    const from = supportLevel(before, space);
    const to = supportLevel(after, space);
    if (to !== from) shifts.push({ space, from, to });
    if (controlOf(after, space) !== controlOf(before, space)) control.push({ space, from: controlOf(before, space), to: controlOf(after, space) });
    dSupport += supportIn(after, space) - supportIn(before, space);
    dOpposition += oppositionIn(after, space) - oppositionIn(before, space);
    if (space === 'WestIndies') continue; // not on the map: its own counts below
    for (let t = 0; t < PIECE_TYPES.length; t++) {
      const d = t === SQUADRON ? (IS_CITY[space] ? markersIn(after, space, 'blockades') - markersIn(before, space, 'blockades') : 0) : byType[t];
      if (d > 0) placed[t] += d;
      else removed[t] -= d;
    }
  }
  const pieces: Record<Faction, Partial<Record<PieceType, PieceChange>>> = { british: {}, patriots: {}, french: {}, indians: {} };
  const westIndiesSame = sameSpace(before, after, 'WestIndies'); // shared: nothing changed there
  for (let t = 0; t < PIECE_TYPES.length; t++) {
    const type = PIECE_TYPES[t];
    const c = pieceChange(before, after, type, placed[t], removed[t], westIndiesSame);
    if (changed(c)) pieces[PIECES[type].faction][type] = c;
  }
  // Totals over the spaces that changed (the others add 0).
  const total = (marker: 'propaganda' | 'raid' | 'blockades'): number => spaces.reduce((n, c) => n + c[marker], 0);
  const markers = { propaganda: total('propaganda'), raid: total('raid'), blockades: total('blockades') };
  const ra = after.resources;
  const rb = before.resources;
  const resources: Record<Faction, number> = { british: ra.british - rb.british, patriots: ra.patriots - rb.patriots, french: ra.french - rb.french, indians: ra.indians - rb.indians };
  const eligibility = {
    eligibleNow: FACTIONS.filter((f) => after.eligible[f] && !before.eligible[f]),
    ineligibleNow: FACTIONS.filter((f) => !after.eligible[f] && before.eligible[f]),
    stayEligible: diffList(before.turn?.stayEligible ?? [], after.turn?.stayEligible ?? []),
    makeIneligible: diffList(before.turn?.makeIneligible ?? [], after.turn?.makeIneligible ?? []),
  };
  const leaders: LeaderChange[] = [];
  for (const f of FACTIONS) {
    const b = before.leaders[f];
    const a = after.leaders[f];
    if (a.leader !== b.leader || a.at !== b.at) leaders.push({ faction: f, from: { leader: b.leader, at: b.at }, to: { leader: a.leader, at: a.at } });
  }
  // Built whole (the 8.3.3 verdict set last): one object, its fields in the order of EventEffects.
  const effects: EventEffects = {
    faction,
    pieces,
    spaces,
    support: { support: dSupport, opposition: dOpposition, net: dSupport - dOpposition, shifts },
    control,
    resources,
    fni: after.fni - before.fni,
    casualties: { cbc: after.cbc - before.cbc, crc: after.crc - before.crc },
    markers,
    eligibility,
    leaders,
    effective: false,
    ineffective: null,
  };
  const ineffective = ineffectiveness(effects);
  effects.effective = ineffective === null;
  effects.ineffective = ineffective;
  return effects;
}

/** 8.3.3 (see {@link eventEffects} for the three tests). */
function ineffectiveness(effects: Omit<EventEffects, 'effective' | 'ineffective'>): Ineffective | null {
  const anyPiece = FACTIONS.some((f) => Object.keys(effects.pieces[f]).length > 0) || effects.spaces.some((s) => Object.keys(s.pieces).length > 0);
  const markerChange = effects.spaces.some((s) => s.propaganda !== 0 || s.raid !== 0);
  const eligibilityChange = effects.eligibility.eligibleNow.length + effects.eligibility.ineligibleNow.length + effects.eligibility.stayEligible.length + effects.eligibility.makeIneligible.length > 0;
  const trackChange = FACTIONS.some((f) => effects.resources[f] !== 0) || effects.fni !== 0;
  const nothing =
    !anyPiece && !markerChange && !eligibilityChange && !trackChange && effects.support.shifts.length === 0 && effects.casualties.cbc === 0 && effects.casualties.crc === 0 && effects.leaders.length === 0;
  if (nothing) return 'noEffect';
  const side = sideOf(effects.faction);
  if ((side === 'royalist' && effects.support.net < 0) || (side === 'rebellion' && effects.support.net > 0)) return 'enemyShift';
  if (markerChange || eligibilityChange || trackChange || effects.support.shifts.length > 0) return null;
  let removal = false;
  for (const f of FACTIONS) {
    for (const [, c] of Object.entries(effects.pieces[f]) as [PieceType, PieceChange][]) {
      if (sideOf(f) !== side) return null;
      // Nothing arrived: no space gained, nor the West Indies; Unavailable and Casualties only grew, so
      // what Available gained came from the map or the West Indies (the pieces are conserved).
      if (c.placed > 0 || c.westIndies > 0 || c.unavailable < 0 || c.casualties < 0) return null;
      removal = true;
    }
  }
  // A flip (Underground ↔ Active) changes kinds without moving a piece.
  for (const s of effects.spaces) for (const [k, d] of Object.entries(s.pieces) as [SpacePiece, number][]) if (d > 0 || sideOf(SPACE_PIECE_FACTION[k]) !== side) return null;
  return removal ? 'onlyFriendlyRemoved' : null;
}
