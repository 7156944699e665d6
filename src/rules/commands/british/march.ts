/**
 * 3.2.3 March: move British cubes and locate Militia. One Resource per destination (Limited: one
 * destination, 2.3.5).
 *
 * A move goes to an adjacent space, or, when the units start in or next to an unblockaded City, by sea
 * to a different unblockaded City or to any Province bordering that City. 1.9: no March
 * into a Blockaded City or a Province adjacent to one unless the destination is adjacent to the start.
 * Tories move only with Regulars, at most one Tory per Regular of the group. No unit moves twice.
 *
 * Decisions (all `faction: 'british'`):
 * 1. `{ type: 'selectSpace', space }` selects a destination (1 Resource; canonical order).
 * 2. `{ type: 'move', from, to, piece: 'britishRegular', count }` moves a group of Regulars there (origins
 *    in canonical order, one group per origin and destination; `option: 'leader'` takes the British
 *    Leader along, 1.10); then, if Tories could go along, `{ type: 'move', from, to, piece: 'tory', count }`
 *    with 0 up to the group's Regulars.
 *    With Common Cause (4.2.1), a group moving from a Province into an adjacent Province may then take
 *    War Parties along as though they were Tories: `{ type: 'move', from, to, piece: 'warPartyActive',
 *    count, option: 'commonCause' }` with 0 up to the Regulars not matched by Tories (Active War Parties
 *    go first; all arrive Active).
 * 3. `{ type: 'done' }`: then, automatically, one Militia per three British cubes is Activated in every
 *    selected destination.
 * @module
 */
import type { Draft } from 'immer';
import type { Action } from '../../../core/action';
import type { GameState } from '../../../core/state';
import { ADJACENT, ADJACENT_CITIES, CITIES, EVERY_SPACE, SPACE_BIT, isAdjacent, isProvince } from '../../../data/map';
import { SPACE_IDS, type SpaceId } from '../../../data/ids';
import { defineStep } from '../../../flow/step';
import { commandFrame, defineCommand } from '../../../flow/define';
import { log, popFrame } from '../../../flow/frames';
import { flipPieces, isBlockaded, movePieces, piecesAt, countWarParties, indexedSpacesHolding } from '../../board';
import { canPay, isEmptyRecord, pay, whyCannotPay } from '../common';
import { mayExecuteInSpaces, maySelectMore, whyMayNotExecuteIn } from '../../../flow/restriction';
import { because, type Reason } from '../../../core/reason';
import type { CommandFrame, CommandMode, CommandModule } from '../../../flow/contracts';
import { checkLeaders } from '../../leaders';
import { leaderFollowsGroups, recordUnitMove } from '../../nonPlayers/leaders';
import { beginCommonCause, commonCauseAvailable, commonCauseMayMove } from '../../specialActivities/british/commonCause';
import { recordActivitySpace } from '../../../flow/host';
import { currentSpaceProblems, mapOrderProblems } from '../agreement';
import { WITH_LEADER, activateMilitia, britishLeaderIn, militiaToActivate, spaceIndex, takeLeaderAlong } from './shared';
import { KIND_NAME, piecesText, resourcesText, spaceName } from '../../../data/text';

const RULE = '3.2.3';
const B = 'british' as const;
/** Adds a line to the account; text given as a function is built only when the account keeps it (not in a Simulator's silent one). */
const say = (draft: Draft<GameState>, text: string | (() => string), rule = RULE): void => log(draft, text, rule, B);

// ---------------------------------------------------------------------------------------------
// Legality queries (pure)

/**
 * Where units may land by sea to reach `to`: the open Cities that are `to` or, for a Province, adjacent
 * to it; null when 1.9 forbids the destination to all but adjacent units (a Blockaded City, or a
 * Province adjacent to one). So a City lands at itself, a Province at all its Cities. Not for the West Indies.
 */
function landings(state: GameState, to: SpaceId): readonly SpaceId[] | null {
  if (isBlockaded(state, to)) return null;
  if (!isProvince(to)) return ITSELF[to];
  const near = ADJACENT_CITIES[to];
  // An indexed loop: the map's lists are frozen, which for-of walks slowly.
  for (let i = 0; i < near.length; i++) if (isBlockaded(state, near[i])) return null;
  return near;
}

/** Each space alone (a City's landing). */
const ITSELF: Readonly<Record<SpaceId, readonly SpaceId[]>> = Object.freeze(Object.fromEntries(SPACE_IDS.map((id) => [id, Object.freeze([id])])) as Record<SpaceId, readonly SpaceId[]>);
/**
 * The Cities units in a space may embark at when open: the space itself if a City, and the adjacent
 * Cities (canonical order). Plain lists, never written: V8 walks a frozen list slowly.
 */
const EMBARK_CITIES: Readonly<Record<SpaceId, readonly SpaceId[]>> = Object.freeze(
  Object.fromEntries(SPACE_IDS.map((id): [SpaceId, readonly SpaceId[]] => [id, CITIES.filter((c) => c === id || isAdjacent(id, c))])) as Record<SpaceId, readonly SpaceId[]>,
);

/** The open Cities (not Blockaded, 1.9) units in a space may embark at: how many, and the first in canonical order. */
interface Embarkation {
  open: number;
  first: SpaceId | undefined;
}

/** The {@link Embarkation} of units in `from` now. Pure. */
function embarkation(state: GameState, from: SpaceId): Embarkation {
  let open = 0;
  let first: SpaceId | undefined;
  const cities = EMBARK_CITIES[from];
  for (let i = 0; i < cities.length; i++)
    if (!isBlockaded(state, cities[i])) {
      if (open === 0) first = cities[i];
      open++;
    }
  return { open, first };
}

/**
 * Whether units that may embark as `embark` says can land at a different City of `land`: some pair
 * of different Cities, i.e. both lists non-empty and not both the same single City.
 */
function bySea(embark: Embarkation, land: readonly SpaceId[]): boolean {
  return land.length > 0 && embark.open > 0 && (embark.open > 1 || land.length > 1 || embark.first !== land[0]);
}

/**
 * Whether British units may March from one space to another in one move (3.2.3, 1.9):
 * - to an adjacent space (always, Blockade or not: the 1.9 exception for destinations adjacent to the start);
 * - or by sea: the origin is, or is adjacent to, a City E that is not Blockaded, and the destination is
 *   another City D that is not Blockaded, or a Province adjacent to such a D; and (1.9) the destination
 *   is neither a Blockaded City nor a Province adjacent to a Blockaded City.
 * The West Indies box borders nothing and is no City or Province: no March into or out of it.
 */
export function canMarchBetween(state: GameState, from: SpaceId, to: SpaceId): boolean {
  return marchBar(state, from, to) === null;
}

/** What keeps units from Marching between the two spaces, as a code (words only when asked: this runs for every pair a March considers), or null. */
function marchBar(state: GameState, from: SpaceId, to: SpaceId): 'same' | 'westIndies' | 'blockade' | 'noSea' | null {
  if (from === to) return 'same';
  if (from === 'WestIndies' || to === 'WestIndies') return 'westIndies';
  if (isAdjacent(from, to)) return null;
  const land = landings(state, to);
  if (land === null) return 'blockade';
  return bySea(embarkation(state, from), land) ? null : 'noSea';
}

/** Why British units may not March from one space to another in one move ({@link canMarchBetween}: 3.2.3, 1.9, 1.3.7), or null when they may. */
export function whyNotMarchBetween(state: GameState, from: SpaceId, to: SpaceId): Reason | null {
  switch (marchBar(state, from, to)) {
    case null:
      return null;
    case 'same':
      return because(RULE, `units March out of ${spaceName(from)} to another space`);
    case 'westIndies':
      return because('1.3.7', 'the West Indies borders no space: no March into or out of it');
    case 'blockade':
      return because('1.9', `${spaceName(to)} is ${isBlockaded(state, to) ? 'a Blockaded City' : 'next to a Blockaded City'}: only units adjacent to it may March there, and ${spaceName(from)} is not`);
    case 'noSea':
      return because(RULE, `${spaceName(from)} is not adjacent to ${spaceName(to)}, and no move by sea joins them (from a City free of Blockade in or next to the start to another such City that is, or borders, the destination)`);
  }
}

/** Whether Militia would be Activated by a March "in place" to the space now (3+ British cubes and an Underground Militia). */
export function marchActivates(state: GameState, space: SpaceId): boolean {
  return militiaToActivate(state, space) > 0;
}

/**
 * Whether the space can be selected as a March destination: a map space that some British Regular
 * could reach, or where a March in place would Activate Militia (3.2.3). Ruling: a destination in
 * which nothing at all could happen is not offered.
 */
export function canMarchTo(state: GameState, space: SpaceId): boolean {
  return destinationUseful(state, firstFrame({ limited: false, free: false, specialActivity: false }), space);
}

// ---------------------------------------------------------------------------------------------
// The frame and its step

/** The March in progress. */
export interface BritishMarchFrame extends CommandFrame {
  kind: 'britishMarch';
  /** `move`: destinations and Regular groups; `tories`: Tories accompanying the last group; `commonCause`: War Parties accompanying it (4.2.1). */
  phase: 'move' | 'tories' | 'commonCause';
  /** The destination receiving groups now. */
  current: SpaceId | null;
  /** Canonical index of the last origin used for the current destination. */
  lastOrigin: number;
  /** Regulars that arrived in each space by this March (they may not move again). */
  arrivedRegulars: Partial<Record<SpaceId, number>>;
  /** Tories that arrived in each space by this March. */
  arrivedTories: Partial<Record<SpaceId, number>>;
  /** The group of Regulars just moved, which Tories (and Common Cause War Parties) may accompany 1 for 1. */
  group: { from: SpaceId; regulars: number; tories?: number } | null;
  /** War Parties that arrived in each space by Common Cause in this March (they may not move again). */
  arrivedWarParties?: Partial<Record<SpaceId, number>>;
  /** Whether the Leader has already gone along with a group. */
  leaderMoved: boolean;
}

/** The March's first frame, beyond the fields every Command frame has. */
function initial(): Pick<BritishMarchFrame, 'phase' | 'current' | 'lastOrigin' | 'arrivedRegulars' | 'arrivedTories' | 'group' | 'leaderMoved'> {
  return { phase: 'move', current: null, lastOrigin: -1, arrivedRegulars: {}, arrivedTories: {}, group: null, leaderMoved: false };
}

/** The March's frame before its first decision, for queries (`canStart`: only its own host's closed spaces count). */
function firstFrame(mode: CommandMode): BritishMarchFrame & { command: string } {
  return commandFrame<BritishMarchFrame & { command: string }>(initial(), 'britishMarch', B, mode, 'march');
}

const movableRegulars = (state: GameState, frame: BritishMarchFrame, space: SpaceId): number =>
  piecesAt(state, space).britishRegular - (frame.arrivedRegulars[space] ?? 0);
const movableTories = (state: GameState, frame: BritishMarchFrame, space: SpaceId): number =>
  piecesAt(state, space).tory - (frame.arrivedTories[space] ?? 0);
const movableWarParties = (state: GameState, frame: BritishMarchFrame, space: SpaceId): number =>
  countWarParties(piecesAt(state, space)) - (frame.arrivedWarParties?.[space] ?? 0);

/** How many War Parties Common Cause may take along with the group just moved (4.2.1), 0 when none. */
function commonCauseRoom(state: GameState, frame: BritishMarchFrame): number {
  const g = frame.group;
  if (!g || !frame.current) return 0;
  // The counts first: the Special Activity's availability is the dearest test and rarely decides.
  const room = Math.min(g.regulars - (g.tories ?? 0), movableWarParties(state, frame, g.from));
  return room > 0 && commonCauseMayMove(g.from, frame.current) && commonCauseAvailable(state) ? room : 0;
}

/** A space holding Regulars that may still move this March (its canonical index, how many may move), with the open Cities they may embark at (found once per listing, when first asked for). */
interface Mover {
  space: SpaceId;
  index: number;
  movable: number;
  embark: Embarkation | null;
}

const SPACE_COUNT = SPACE_IDS.length;
/** Whether two spaces border each other, by canonical indices (`i * SPACE_COUNT + j`): {@link isAdjacent} without its two lookups by name, for the loops over every origin and destination. */
const BORDERING: Readonly<Uint8Array> = Uint8Array.from({ length: SPACE_COUNT * SPACE_COUNT }, (_, k) => (isAdjacent(SPACE_IDS[Math.floor(k / SPACE_COUNT)], SPACE_IDS[k % SPACE_COUNT]) ? 1 : 0));

/** The spaces holding Regulars that may still move this March (canonical order). */
function movers(state: GameState, frame: BritishMarchFrame): Mover[] {
  const out: Mover[] = [];
  // The frame's and the state's records read once (a frame is one of many shapes: each read by name is
  // slow); before any Regular arrived, the record of arrivals is not read.
  const arrived = frame.arrivedRegulars;
  const arrivals = !isEmptyRecord(arrived);
  // Only the spaces holding Regulars, when the board's index tells them (none moves from elsewhere).
  const held = indexedSpacesHolding(state, 'britishRegular');
  for (let m = (held === -1 ? EVERY_SPACE : held) & ~SPACE_BIT.WestIndies; m !== 0; m &= m - 1) {
    const i = 31 - Math.clz32(m & -m);
    const x = SPACE_IDS[i];
    const regulars = piecesAt(state, x).britishRegular;
    const movable = arrivals ? regulars - (arrived[x] ?? 0) : regulars;
    if (movable > 0) out.push({ space: x, index: i, movable, embark: null });
  }
  return out;
}

/**
 * Whether some space among `from` (the {@link movers}) after canonical index `after` has Regulars that
 * can March to `to` (canonical index `t`); with `out`, all of them are added to it (canonical order),
 * else the answer comes at the first.
 */
function originsAfter(state: GameState, from: readonly Mover[], to: SpaceId, t: number, after: number, out: Mover[] | null): boolean {
  if (to === 'WestIndies') return false;
  let found = false;
  let land: readonly SpaceId[] | null | undefined;
  for (let i = 0; i < from.length; i++) {
    const mover = from[i];
    const x = mover.index;
    if (x <= after || x === t) continue;
    if (BORDERING[x * SPACE_COUNT + t] === 0) {
      if (land === undefined) land = landings(state, to);
      if (land === null || !bySea((mover.embark ??= embarkation(state, mover.space)), land)) continue;
    }
    if (out === null) return true;
    out.push(mover);
    found = true;
  }
  return found;
}

function destinationUseful(state: GameState, frame: BritishMarchFrame, space: SpaceId): boolean {
  return usefulAmong(state, movers(state, frame), space, spaceIndex(space));
}

/** {@link destinationUseful} with the movers and open Cities computed once by the caller; `t`: the space's canonical index. */
function usefulAmong(state: GameState, from: readonly Mover[], space: SpaceId, t: number): boolean {
  return space !== 'WestIndies' && (originsAfter(state, from, space, t, -1, null) || marchActivates(state, space));
}

/**
 * The destinations that can be selected now: map spaces after the current one (canonical order); only
 * the first one when `first`. `from`: the {@link movers}, when the caller has them.
 */
function destinations(state: GameState, frame: BritishMarchFrame, first: boolean, from?: readonly Mover[]): SpaceId[] {
  const out: SpaceId[] = [];
  if (!maySelectMore(frame) || !canPay(state, B, 1, frame.mode)) return out;
  const after = frame.current ? spaceIndex(frame.current) : -1;
  from ??= movers(state, frame);
  const mayExecuteHere = mayExecuteInSpaces(state, frame);
  for (let i = after + 1; i < SPACE_IDS.length; i++) {
    const space = SPACE_IDS[i];
    if (space !== 'WestIndies' && mayExecuteHere(space) && usefulAmong(state, from, space, i)) {
      out.push(space);
      if (first) return out;
    }
  }
  return out;
}

/**
 * Whether the March has a choice other than `done` now, i.e. `!onlyDone(marchOptions(state, frame))`
 * without building the options: a group's Tories or War Parties always have one (0 included); else a
 * move into the current destination, another destination, or nothing to select yet (then not `done`).
 */
function hasChoice(state: GameState, frame: BritishMarchFrame): boolean {
  if (frame.phase !== 'move' || frame.selected.length === 0) return true;
  const to = frame.current;
  const from = to ? movers(state, frame) : undefined;
  if (to && originsAfter(state, from!, to, spaceIndex(to), frame.lastOrigin, null)) return true;
  return destinations(state, frame, true, from).length > 0;
}

function marchOptions(state: GameState, frame: BritishMarchFrame): Action[] {
  const out: Action[] = [];
  const to = frame.current;
  if (frame.phase === 'commonCause') {
    const from = frame.group!.from;
    const high = commonCauseRoom(state, frame);
    for (let count = 0; count <= high; count++) out.push({ faction: B, type: 'move', from, to: to!, piece: 'warPartyActive', count, option: 'commonCause' });
    return out;
  }
  if (frame.phase === 'tories') {
    const { from, regulars } = frame.group!;
    const high = Math.min(regulars, movableTories(state, frame, from));
    for (let count = 0; count <= high; count++) out.push({ faction: B, type: 'move', from, to: to!, piece: 'tory', count });
    return out;
  }
  const movable = movers(state, frame);
  if (to) {
    const origins: Mover[] = [];
    originsAfter(state, movable, to, spaceIndex(to), frame.lastOrigin, origins);
    for (let i = 0; i < origins.length; i++) {
      const from = origins[i].space;
      // 8.1: a Non-Player's Leader is not taken along; he follows the largest group when the Command is over.
      const leader = britishLeaderIn(state, from) && !frame.leaderMoved && !leaderFollowsGroups(state, B);
      const n = origins[i].movable;
      for (let count = 1; count <= n; count++) {
        out.push({ faction: B, type: 'move', from, to, piece: 'britishRegular', count });
        if (leader) out.push({ faction: B, type: 'move', from, to, piece: 'britishRegular', count, option: WITH_LEADER });
      }
    }
  }
  for (const space of destinations(state, frame, false, movable)) out.push({ faction: B, type: 'selectSpace', space });
  if (frame.selected.length > 0) out.push({ faction: B, type: 'done' });
  return out;
}

/**
 * Why a British action is not among the March's options now (3.2.3, 1.9, 4.2.1, and the general limits
 * of flow/restriction.ts), or null when the generic reason says enough. Pure.
 */
function explainMarch(state: GameState, frame: BritishMarchFrame, action: Action): Reason | null {
  const to = frame.current;
  if (frame.phase !== 'move') {
    const { from, regulars } = frame.group!;
    const tories = frame.phase === 'tories';
    const what = tories ? 'Tories' : 'War Parties (Common Cause)';
    if (action.type !== 'move') return because(tories ? RULE : '4.2.1', `first say how many ${what} go along with the group just moved from ${spaceName(from)} to ${spaceName(to!)} (0 included)`);
    if (action.from !== from || action.to !== to) return because(tories ? RULE : '4.2.1', `${what} go along with the group just moved from ${spaceName(from)} to ${spaceName(to!)}`);
    const count = action.count ?? 0;
    if (tories) {
      if (action.piece !== 'tory') return because(RULE, `the Tories that go along with the group come first, not ${KIND_NAME[action.piece!][1]}`);
      if (count > regulars) return because(RULE, `Tories March with Regulars, at most one Tory per Regular, and the group has ${piecesText(regulars, 'britishRegular')}: ${count} Tories is too many`);
      const n = movableTories(state, frame, from);
      if (count > n) return because(RULE, `${spaceName(from)} has ${piecesText(n, 'tory')} that can still move (a unit moves once per March)`);
      return null;
    }
    if (action.piece !== 'warPartyActive' || action.option !== 'commonCause')
      return because('4.2.1', "War Parties go along by Common Cause: piece 'warPartyActive' (Active ones go first; all arrive Active), option 'commonCause'");
    const room = commonCauseRoom(state, frame);
    if (count > room) return because('4.2.1', `Common Cause takes War Parties along as though they were Tories, at most one per Regular of the group not matched by a Tory: ${room} here`);
    return null;
  }
  switch (action.type) {
    case 'selectSpace': {
      const space = action.space!;
      const cost = whyCannotPay(state, B, 1, frame.mode, 'each March destination', RULE);
      if (cost !== null) return cost;
      const general = whyMayNotExecuteIn(state, frame, space);
      if (general !== null) return general;
      if (space === 'WestIndies') return because('1.3.7', 'the West Indies borders no space: no March into or out of it');
      if (to !== null && spaceIndex(space) <= spaceIndex(to))
        return because(RULE, `destinations are selected in map order (docs/actions.md): ${spaceName(space)} comes before ${spaceName(to)}, already selected`);
      if (!destinationUseful(state, frame, space))
        return because(RULE, `no British Regular that has not moved can reach ${spaceName(space)}, and a March in place would Activate no Militia there`);
      return null;
    }
    case 'move': {
      const from = action.from!;
      if (action.piece !== 'britishRegular')
        return because(action.option === 'commonCause' ? '4.2.1' : RULE, action.piece === 'tory' ? 'Tories move only with Regulars, right after the group they go along with' : `a March moves groups of British Regulars (with Tories along), not ${KIND_NAME[action.piece!][1]} on their own`);
      if (to === null) return because(RULE, 'select the destination first');
      if (action.to !== to) return because(RULE, `groups move now into ${spaceName(to)}, the destination selected, not into ${action.to === 'available' ? 'Available' : spaceName(action.to!)}`);
      const between = whyNotMarchBetween(state, from, to);
      if (between !== null) return between;
      const n = movableRegulars(state, frame, from);
      if (action.count === 0) return because(RULE, 'a group moves at least one British Regular');
      if ((action.count ?? 0) > n) return because(RULE, `${spaceName(from)} has ${piecesText(n, 'britishRegular')} that can still move (a unit moves once per March), not ${action.count}`);
      if (spaceIndex(from) <= frame.lastOrigin) return because(RULE, `origins are named in map order, one group each per destination (docs/actions.md): ${spaceName(from)} comes too late now`);
      if (action.option === WITH_LEADER && !britishLeaderIn(state, from)) return because('1.10', `the British Leader is not in ${spaceName(from)} to go along`);
      return null;
    }
    case 'done':
      return frame.selected.length === 0 ? because(RULE, 'a March selects at least one destination before it is done') : null;
    default:
      return null;
  }
}

/** Common Cause (4.2.1): War Parties go along as Tories, Active ones first; all arrive Active. Howe acts last (1.10). */
function moveWithCommonCause(draft: Draft<GameState>, frame: BritishMarchFrame, from: SpaceId, to: SpaceId, count: number): void {
  const p = piecesAt(draft, from);
  const active = Math.min(count, p.warPartyActive);
  if (active > 0) movePieces(draft, from, to, 'warPartyActive', active);
  if (count > active) {
    movePieces(draft, from, to, 'warPartyUnderground', count - active);
    flipPieces(draft, to, 'warPartyUnderground', 'warPartyActive', count - active);
  }
  frame.arrivedWarParties = { ...(frame.arrivedWarParties ?? {}), [to]: (frame.arrivedWarParties?.[to] ?? 0) + count };
  say(draft, () => `Common Cause: ${piecesText(count, 'warPartyActive')} march with them as Tories from ${spaceName(from)} to ${spaceName(to)} (Activated)`, '4.2.1');
  recordActivitySpace(draft, to);
  beginCommonCause(draft);
}

function finish(draft: Draft<GameState>, frame: BritishMarchFrame): void {
  const selected = frame.selected;
  for (let i = 0; i < selected.length; i++) {
    const space = selected[i];
    const n = activateMilitia(draft, space);
    if (n > 0) say(draft, () => `March: ${n} Militia Activated in ${spaceName(space)} (1 per 3 British cubes)`);
  }
  say(draft, () => `March complete to ${selected.map(spaceName).join(', ')}`);
  popFrame(draft);
}

/**
 * What a March's fields must agree with, for `loadGame` (3.2.3): destinations selected in map order,
 * the one receiving groups being the last; while Tories (or, 4.2.1, War Parties) are chosen to
 * accompany the group just moved, that group exists: it came from the last origin, its Regulars (at
 * least one) are in the destination among those that arrived there, and for Tories some that have
 * not moved are still in its origin. Pure.
 */
function marchProblems(state: GameState, frame: BritishMarchFrame): string[] {
  const out = [...mapOrderProblems(frame.selected, 'selected', 'destination'), ...currentSpaceProblems(frame, 'the March')];
  if (frame.phase === 'move') return out;
  const to = frame.current;
  const g = frame.group;
  const accompany = frame.phase === 'tories' ? 'Tories' : 'War Parties (Common Cause)';
  if (g === null || to === null) {
    out.push(`group: none, but ${accompany} are being chosen to accompany a group${to === null ? '' : ` into ${spaceName(to)}`}`);
    return out;
  }
  if (spaceIndex(g.from) !== frame.lastOrigin)
    out.push(`group.from: the group came from ${spaceName(g.from)}, but the last origin recorded is ${frame.lastOrigin}`);
  const arrived = Math.min(frame.arrivedRegulars[to] ?? 0, piecesAt(state, to).britishRegular);
  if (g.regulars < 1 || g.regulars > arrived)
    out.push(`group.regulars: ${g.regulars}, but the group is 1 or more of the ${piecesText(arrived, 'britishRegular')} this March brought to ${spaceName(to)}`);
  if (frame.phase === 'tories' && movableTories(state, frame, g.from) < 1)
    out.push(`phase: Tories are being chosen to accompany the group, but no Tory that has not moved is left in ${spaceName(g.from)}`);
  return out;
}

/** The British March decisions (3.2.3). */
export const britishMarchStep = defineStep<BritishMarchFrame>({
  explain: explainMarch,
  kind: 'britishMarch',
  rule: RULE,
  isDecision: hasChoice,
  run: (draft, frame) => finish(draft, frame),
  decider: () => B,
  prompt(_state, frame) {
    if (frame.phase === 'commonCause')
      return `March with Common Cause: how many War Parties accompany the group from ${spaceName(frame.group!.from)} as Tories?`;
    if (frame.phase === 'tories')
      return `March: how many Tories accompany the ${frame.group!.regulars} Regulars from ${spaceName(frame.group!.from)} (1 for 1)?`;
    if (frame.current === null) return `March: select a destination space${frame.mode.free ? ' (free)' : ' (1 Resource)'}`;
    return `March: move British Regulars into ${spaceName(frame.current)}, select another destination, or done`;
  },
  options: marchOptions,
  handle(draft, frame, action) {
    switch (action.type) {
      case 'selectSpace': {
        const space = action.space!;
        const paid = pay(draft, B, 1, frame.mode);
        frame.selected.push(space);
        frame.current = space;
        frame.lastOrigin = -1;
        say(draft, () => `March: ${spaceName(space)} selected as a destination (${resourcesText(paid)})`);
        return;
      }
      case 'move': {
        const from = action.from!;
        const to = action.to as SpaceId;
        const count = action.count!;
        if (action.option === 'commonCause') {
          frame.phase = 'move';
          frame.group = null;
          if (count > 0) moveWithCommonCause(draft, frame, from, to, count);
          checkLeaders(draft);
          return;
        }
        if (action.piece === 'tory') {
          if (count > 0) {
            movePieces(draft, from, to, 'tory', count);
            recordUnitMove(draft, B, from, to, count);
            frame.arrivedTories[to] = (frame.arrivedTories[to] ?? 0) + count;
            say(draft, () => `March: ${piecesText(count, 'tory')} accompany them from ${spaceName(from)} to ${spaceName(to)}`);
          }
          frame.group!.tories = count;
          if (commonCauseRoom(draft, frame) > 0) {
            frame.phase = 'commonCause';
            // A Leader left with only War Parties moves now (1.10); the Common Cause choice follows.
            checkLeaders(draft);
            return;
          }
          frame.phase = 'move';
          frame.group = null;
          checkLeaders(draft);
          return;
        }
        movePieces(draft, from, to, 'britishRegular', count);
        recordUnitMove(draft, B, from, to, count);
        frame.arrivedRegulars[to] = (frame.arrivedRegulars[to] ?? 0) + count;
        frame.lastOrigin = spaceIndex(from);
        say(draft, () => `March: ${piecesText(count, 'britishRegular')} from ${spaceName(from)} to ${spaceName(to)}`);
        if (action.option === WITH_LEADER) {
          takeLeaderAlong(draft, to, (t) => say(draft, t, '1.10'));
          frame.leaderMoved = true;
        }
        frame.group = { from, regulars: count };
        if (movableTories(draft, frame, from) > 0) frame.phase = 'tories';
        else if (commonCauseRoom(draft, frame) > 0) {
          frame.phase = 'commonCause';
          checkLeaders(draft);
        }
        else {
          frame.group = null;
          checkLeaders(draft);
        }
        return;
      }
      case 'done':
        finish(draft, frame);
        return;
    }
  },
  validate: marchProblems,
});

// ---------------------------------------------------------------------------------------------
// The Command module

/**
 * Whether the March can select a first destination now (3.2.3): the same answer as the full search of
 * {@link destinations}, found first among the neighbours of the spaces holding Regulars (each is a
 * destination the Regulars there may move to, when the general limits allow it), and only then by the
 * full search (a move by sea, a March that Activates Militia, a restriction naming other spaces). Pure.
 */
function canStartMarch(state: GameState, mode: CommandMode): boolean {
  const frame = firstFrame(mode);
  if (!maySelectMore(frame) || !canPay(state, B, 1, frame.mode)) return false;
  const mayExecuteHere = mayExecuteInSpaces(state, frame);
  for (let i = 0; i < SPACE_IDS.length; i++) {
    const x = SPACE_IDS[i];
    if (x === 'WestIndies' || piecesAt(state, x).britishRegular === 0) continue;
    const near = ADJACENT[x];
    for (let j = 0; j < near.length; j++) if (near[j] !== 'WestIndies' && mayExecuteHere(near[j])) return true;
  }
  return destinations(state, frame, true).length > 0;
}

/** The British March Command (3.2.3). Some destination can be selected now (within the restriction, which names destinations). */
export const britishMarch: CommandModule = defineCommand<BritishMarchFrame>({
  id: 'march',
  faction: B,
  name: 'March',
  rule: RULE,
  kind: 'britishMarch',
  // `done` whenever a destination is selected and no group is being formed (3.2.3).
  keepsDone: true,
  canStart: canStartMarch,
  whyNotStart: (state, mode) =>
    whyCannotPay(state, B, 1, mode, 'each March destination', RULE) ??
    because(RULE, `British March has no destination now: no British Regular can move${mode.restriction?.spaces ? ` to ${mode.restriction.spaces.map(spaceName).join(', ')}` : ''}, and no March in place would Activate Militia`),
  initial,
});
