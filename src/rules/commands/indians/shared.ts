/**
 * Helpers shared by the four Indian Commands (3.4): words for the account of play, the record of
 * War Parties that already moved (a unit moves at most once, 3.4.1, 3.4.2), Indian Leader moves
 * (1.10) and canonical piece orders.
 *
 * Leaders (1.10) in the Indian Commands:
 * - The Indian Leader follows moving units (or is placed along with a piece taken from the Available
 *   Forces box) when the Indians say so: the moving / placing action carries `option: 'leader'`. The
 *   Indians are both the executing and the owning Faction, so this costs no extra decision step.
 * - A Leader moves at most once per Command (apart from the forced move of a Leader left alone), as in
 *   the French Commands: 1.10 treats Leaders as units, and a unit moves at most once.
 * - A Leader left with no pieces of its Faction is handled by the shared 1.10 step
 *   (`checkLeaders`, rules/leaders.ts), called last in every handler that moved or
 *   removed pieces, so no state between actions shows a Leader standing alone.
 * @module
 */
import type { Draft } from 'immer';
import type { GameState } from '../../../core/state';
import { SPACE_IDS, spaceIndex, type SpaceId } from '../../../data/ids';
import { LEADER_INFO } from '../../../data/leaders';
import { ADJACENT, isProvince } from '../../../data/map';
import { log } from '../../../flow/frames';
import { spaceName } from '../../../data/text';
import { placeLeader } from '../../board';
import { because, type Reason } from '../../../core/reason';
import { KIND_NAME, piecesText } from '../../../data/text';
import { leaderAwaitsGroup, leaderFollowsGroups } from '../../nonPlayers/leaders';
import { addArrived, arrivedMost, stillMovable, turnArrived, type ArrivalRecord } from '../arrivals';

/** The two War Party kinds on the map, canonical order (Underground first). */
export const WAR_PARTY_KINDS = ['warPartyUnderground', 'warPartyActive'] as const;
/** A War Party kind on the map. */
export type WarPartyKind = (typeof WAR_PARTY_KINDS)[number];

/**
 * War Parties that already moved into each space in the current Command, by kind (plain JSON in a
 * frame); where a Special Activity Activated or removed War Parties in a space holding moved and other
 * ones, the outcomes of its choice (rules/commands/arrivals.ts).
 */
export type MovedRecord = ArrivalRecord;

/** The most War Parties of a kind that may have moved into the space and still be there (arrivals.ts). Pure. */
export function movedCount(state: GameState, moved: MovedRecord, space: SpaceId, kind: WarPartyKind): number {
  return arrivedMost(state, moved, space, kind);
}

/** War Parties of a kind in a space that have not moved yet in this Command (may still move; arrivals.ts). Pure. */
export function movableCount(state: GameState, moved: MovedRecord, space: SpaceId, kind: WarPartyKind): number {
  return stillMovable(state, moved, space, kind);
}

/** Records `n` War Parties of a kind that moved into `space` (they may not move again). Mutates the record. */
export function recordMoved(moved: MovedRecord, space: SpaceId, kind: WarPartyKind, n: number): void {
  addArrived(moved, space, kind, n);
}

/** Records that `n` moved War Parties in `space` were flipped from one kind to the other (at most those that moved). */
export function recordFlip(moved: MovedRecord, space: SpaceId, from: WarPartyKind, n: number): void {
  turnArrived(moved, space, from, from === 'warPartyUnderground' ? 'warPartyActive' : 'warPartyUnderground', n);
}

/** Adjacent Provinces of a space, canonical order (Indian pieces never enter Cities, 1.4.2). */
export function adjacentProvinces(space: SpaceId): SpaceId[] {
  return ADJACENT_PROVINCES.get(space)!.slice();
}

/** {@link adjacentProvinces} without a copy, for reading only. */
export const adjacentProvincesOf = (space: SpaceId): readonly SpaceId[] => ADJACENT_PROVINCES.get(space)!;
// Plain arrays, never written (read-only to every caller): the Indian Commands walk them in their option
// loops, and V8 reads a frozen array about three times slower.
const ADJACENT_PROVINCES: ReadonlyMap<SpaceId, readonly SpaceId[]> = new Map(SPACE_IDS.map((id) => [id, ADJACENT[id].filter(isProvince)]));

/** Canonical index of a space (the order of the Spaces List). */
export { spaceIndex };

/** Name of the current Indian Leader. */
export const indianLeaderName = (state: GameState): string => LEADER_INFO[state.leaders.indians.leader].name;

/** Whether the Indian Leader stands in `space` (or is Available, for `'available'`). Pure. */
export const indianLeaderAt = (state: GameState, space: SpaceId | 'available'): boolean => state.leaders.indians.at === space;

/** Moves the Indian Leader along with units (or placed pieces) to `to` (1.10), logging it. */
export function moveIndianLeader(draft: Draft<GameState>, to: SpaceId, rule: string): void {
  const from = draft.leaders.indians.at;
  placeLeader(draft, 'indians', to);
  const name = indianLeaderName(draft);
  log(draft, from === 'available' ? `${name} is placed along with them in ${spaceName(to)}` : `${name} follows them to ${spaceName(to)}`, `1.10, ${rule}`, 'indians');
}

/**
 * What a saved record of War Parties that moved must agree with: counts, never negative (a negative
 * one would let more War Parties move out of a space than stand there), and only in the spaces the
 * Command moved War Parties into, which it selected. Pure.
 */
export function movedRecordProblems(moved: MovedRecord, selected: readonly SpaceId[]): string[] {
  const out: string[] = [];
  for (const space of Object.keys(moved) as SpaceId[]) {
    if (!selected.includes(space)) out.push(`moved.${space}: War Parties moved into ${spaceName(space)}, which the Command did not select`);
    for (const kind of WAR_PARTY_KINDS) {
      const n = moved[space]?.[kind] ?? 0;
      if (n < 0) out.push(`moved.${space}.${kind}: ${n}; a count of War Parties that moved into ${spaceName(space)} is never negative`);
    }
  }
  return out;
}

/**
 * Why the Indian Leader may not go along with a move out of `from` (or be placed along with a piece
 * taken from Available, `from` = `'available'`) in the Command under way (1.10; 8.1 for a Non-Player's
 * Leader), or null when he may. `leaderMoved`: whether he already moved in this Command. Pure.
 */
export function whyLeaderMayNotGo(state: GameState, from: SpaceId | 'available', leaderMoved: boolean): Reason | null {
  const name = indianLeaderName(state);
  const at = state.leaders.indians.at;
  if (at !== from) {
    const where = at === 'available' ? 'is Available' : `stands in ${spaceName(at)}`;
    return because('1.10', from === 'available' ? `only an Available Leader is placed along with a piece, and ${name} ${where}` : `${name} goes along only with units leaving his space, and he ${where}, not in ${spaceName(from)}`);
  }
  if (leaderMoved) return because('1.10', `${name} already moved in this Command: a Leader moves once per Command`);
  if (from === 'available' ? leaderAwaitsGroup(state, 'indians') : leaderFollowsGroups(state, 'indians'))
    return because('8.1', `the Non-Player Indians do not take ${name} along: he follows their largest group once the Command is over`);
  return null;
}

/** Why a War Party move names no War Party kind, or too many of one (`have` may still move from `from`), or null. Pure. */
export function whyNotWarParties(piece: string | undefined, count: number | undefined, from: SpaceId, have: number, rule: string, what: string): Reason | null {
  if (piece !== 'warPartyUnderground' && piece !== 'warPartyActive')
    return because(rule, `${what} moves War Parties (Underground or Active), not ${piece === undefined ? 'nothing' : (KIND_NAME[piece as keyof typeof KIND_NAME]?.[1] ?? piece)}`);
  if ((count ?? 0) < 1) return because(rule, 'a move moves at least one War Party');
  if (have === 0) return because(rule, `${spaceName(from)} has no ${KIND_NAME[piece][0]} that can still move (no War Party moves twice in a Command)`);
  if ((count ?? 0) > have) return because(rule, `${spaceName(from)} has ${piecesText(have, piece)} that can still move (no War Party moves twice in a Command), not ${count}`);
  return null;
}
