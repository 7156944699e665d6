/**
 * 3.4.1 Gather (summary): the Indians bring new or returning forces into Provinces that are Neutral or
 * at Passive Support/Opposition (Active Support and Active Opposition are excluded), 1 Resource each,
 * except that the first Indian Reserve Province costs nothing. In each chosen Province they either put
 * one Available War Party there or trade two War Parties there for a Village. Where a Village already
 * stands they have two further choices: place Available War Parties, as many as the Villages there
 * plus one; or bring in War Parties from any neighbouring spaces and then turn every War Party in the
 * Province Underground, arrivals or not (1.4.3). A unit moves at most once.
 * Cornplanter (1.10): in his space, a single War Party is enough to build a Village.
 *
 * Decisions (one space at a time, in the order the Indians choose):
 * - `{ type: 'selectSpace', space }` — select a Province and pay for it; then, in that Province:
 * - `{ type: 'place', space, piece: 'warParty', from?, option? }` — place one War Party, Underground
 *   (1.4.3); `from` names the space it is taken from when none is Available (1.4.1); `option: 'leader'`
 *   places the Available Indian Leader along with it (1.10). At a Village this repeats, up to
 *   Villages + 1; ending it is simply the next `selectSpace` or `done`.
 * - `{ type: 'place', space, piece: 'village', from?, option: 'warPartyUnderground+warPartyActive' }` —
 *   replace the named War Parties (two, or one where Cornplanter is) with a Village. A Village from
 *   Available may take the Available Indian Leader along (1.10): `+leader` ends the option, e.g.
 *   `option: 'warPartyUnderground+warPartyActive+leader'` (offered right after the same action without it).
 * - at a Village: `{ type: 'move', from, to: space, piece, count, option? }` from adjacent spaces, in
 *   canonical (space, kind) order, then `{ type: 'flip', space }` flips every War Party there
 *   Underground (also offered without any move).
 * - `{ type: 'done' }` once at least one Province was resolved.
 *
 * Rulings:
 * - The free Indian Reserve Province: the first Reserve Province selected in the Command costs
 *   nothing, whenever it is selected; every other Province costs one Resource.
 * - Where Cornplanter stands, a Village replaces one War Party (his capability replaces the "two War
 *   Parties" of the procedure); replacing two there is not offered, it only loses a War Party.
 * - The player chooses which War Parties (Underground or Active) a Village replaces.
 * - With no Village Available, the Village may be taken from another space (1.4.1); with none on the
 *   map either (impossible with 12 Villages and room for 2 per space) no Village can be built.
 * - The "up to Villages plus one" bullet counts the Villages in the Province when it is resolved.
 * @module
 */
import type { Draft } from 'immer';
import type { Action, ActionOption } from '../../../core/action';
import type { GameState } from '../../../core/state';
import { SPACE_IDS, type SpaceId } from '../../../data/ids';
import { PROVINCES, isProvince, isReserve } from '../../../data/map';
import { defineStep } from '../../../flow/step';
import { log, popFrame } from '../../../flow/frames';
import { hasRoomForFort, movePieces, removeToPool, flipPieces, supportLevel, piecesAt, countWarParties } from '../../board';
import { checkLeaders } from '../../leaders';
import { leaderAwaitsGroup, leaderFollowsGroups, recordUnitMove } from '../../nonPlayers/leaders';
import { canPay, everySpaceOpen, pay, whyCannotPay } from '../common';
import { hasPlacementSource, placePiece, placementSources } from '../../procedures/placement';
import { mayExecuteInSpaces, maySelectMore, someFirstSpace, whyMayNotExecuteIn } from '../../../flow/restriction';
import { because, type Reason } from '../../../core/reason';
import type { CommandFrame, CommandMode } from '../../../flow/contracts';
import { defineCommand } from '../../../flow/define';
import { WAR_PARTY_KINDS, adjacentProvincesOf, indianLeaderAt, indianLeaderName, movableCount, movedRecordProblems, moveIndianLeader, recordFlip, recordMoved, spaceIndex, whyLeaderMayNotGo, whyNotWarParties, type MovedRecord, type WarPartyKind } from './shared';
import { commandFrameProblems } from '../agreement';
import { KIND_NAME, piecesText, resourcesText, spaceName } from '../../../data/text';

const RULE = '3.4.1';

/** Where the Gather stands: choosing spaces, resolving one, placing at a Village, or moving in to a Village. */
export type GatherPhase = 'select' | 'choose' | 'placing' | 'moving';

/** The Gather Command frame. */
export interface IndiansGatherFrame extends CommandFrame {
  kind: 'indiansGather';
  phase: GatherPhase;
  /** The Province being resolved (null in `select`). */
  current: SpaceId | null;
  /** War Parties placed so far in the current Province. */
  placed: number;
  /** Canonical key (space index × 2 + kind) of the last move into the current Province, −1 before any. */
  lastMove: number;
  /** War Parties that already moved (3.4.1: no unit moves more than once). */
  moved: MovedRecord;
  /** Whether the Indian Leader already moved (or was placed) in this Command. */
  leaderMoved: boolean;
}

/** Village-replacement choices by the War Parties replaced: two, or one where Cornplanter is. */
const TWO_FOR_VILLAGE: readonly (readonly WarPartyKind[])[] = [
  ['warPartyUnderground', 'warPartyUnderground'],
  ['warPartyUnderground', 'warPartyActive'],
  ['warPartyActive', 'warPartyActive'],
];
const ONE_FOR_VILLAGE: readonly (readonly WarPartyKind[])[] = [['warPartyUnderground'], ['warPartyActive']];

/** Whether Cornplanter stands in the space (his capability, 1.10). Pure. */
export function cornplanterIn(state: GameState, space: SpaceId): boolean {
  return state.leaders.indians.leader === 'Cornplanter' && state.leaders.indians.at === space;
}

/** Whether the space's Support level allows Gather: Neutral or Passive (3.4.1). Pure. */
const levelAllowsGather = (state: GameState, space: SpaceId): boolean => Math.abs(supportLevel(state, space)) <= 1;

/** Where a War Party to be placed in `space` comes from (1.4.1): Available, else other spaces. Pure. */
export function warPartySources(state: GameState, space: SpaceId): ('available' | SpaceId)[] {
  return placementSources(state, 'warPartyUnderground', space);
}

/** Where a Village to be placed in `space` comes from (1.4.1): Available, else other spaces. Pure. */
export function villageSources(state: GameState, space: SpaceId): ('available' | SpaceId)[] {
  return placementSources(state, 'village', space);
}

/** The War Parties a Village may replace in the space (3.4.1; one where Cornplanter is), canonical order. Pure. */
export function villageReplacements(state: GameState, space: SpaceId): (readonly WarPartyKind[])[] {
  if (!hasRoomForFort(state, space) || !hasPlacementSource(state, 'village', space)) return [];
  const p = piecesAt(state, space);
  const choices = cornplanterIn(state, space) ? ONE_FOR_VILLAGE : TWO_FOR_VILLAGE;
  return choices.filter((kinds) => WAR_PARTY_KINDS.every((k) => kinds.filter((x) => x === k).length <= p[k]));
}

/** Whether {@link villageReplacements} offers any, without building them: a Village can come, and the space has the War Parties one replaces. */
function villageBuildable(state: GameState, space: SpaceId): boolean {
  const p = piecesAt(state, space);
  // Every choice of two is possible with two War Parties of any kinds; of one, with one.
  const need = cornplanterIn(state, space) ? 1 : 2;
  return p.warPartyUnderground + p.warPartyActive >= need && hasRoomForFort(state, space) && hasPlacementSource(state, 'village', space);
}

/** What bars Gather from the space ({@link whyNotGather}), or null: the one test, allocating nothing on failure. */
function gatherBar(state: GameState, space: SpaceId): 'westIndies' | 'city' | 'activeLevel' | 'nothing' | null {
  if (!isProvince(space)) return space === 'WestIndies' ? 'westIndies' : 'city';
  if (!levelAllowsGather(state, space)) return 'activeLevel';
  if (piecesAt(state, space).village > 0) return null;
  return hasPlacementSource(state, 'warPartyUnderground', space) || villageBuildable(state, space) ? null : 'nothing';
}

/**
 * Why Gather may not select the space ({@link canGather}: 3.4.1, 1.4.2), or null when it may: a
 * Province at Neutral or Passive Support / Opposition where a War Party can be placed, a Village
 * built, or War Parties gathered at a Village. Pure.
 */
export function whyNotGather(state: GameState, space: SpaceId): Reason | null {
  switch (gatherBar(state, space)) {
    case null:
      return null;
    case 'westIndies':
      return because('1.4.2', 'Indian pieces never occupy the West Indies: Gather selects Provinces');
    case 'city':
      return because('1.4.2', `${spaceName(space)} is a City: Indian pieces never occupy a City, and Gather selects Provinces`);
    case 'activeLevel':
      return because(RULE, `${spaceName(space)} is at ${supportLevel(state, space) > 0 ? 'Active Support' : 'Active Opposition'}: Gather selects Provinces at Neutral or Passive Support or Opposition`);
    case 'nothing':
      return because(RULE, `nothing can be done in ${spaceName(space)}: no War Party is Available or elsewhere on the map to place, ${whyNoVillage(state, space)!.text}, and there is no Village to gather at`);
  }
}

/** Why no Village can replace War Parties in the space now ({@link villageReplacements}: 3.4.1, 1.4.1, 1.4.2, Cornplanter 1.10), or null. Pure. */
export function whyNoVillage(state: GameState, space: SpaceId): Reason | null {
  if (villageReplacements(state, space).length > 0) return null;
  if (!hasRoomForFort(state, space)) return because('1.4.2', `${spaceName(space)} already holds two Forts or Villages`);
  if (villageSources(state, space).length === 0) return because('1.4.1', 'no Village is Available or elsewhere on the map');
  const n = countWarParties(piecesAt(state, space));
  if (cornplanterIn(state, space)) return because('1.10', `where Cornplanter stands a Village replaces one War Party, and ${spaceName(space)} has none`);
  return because(RULE, `a Village replaces two War Parties, and ${spaceName(space)} has ${n}`);
}

/**
 * Whether Gather may select the space (3.4.1, 1.4.2): a Province at Neutral or Passive Support /
 * Opposition where at least one procedure is possible (a War Party to place, War Parties to replace
 * with a Village, or a Village to gather at). Cost and earlier selection are the Command's concern. Pure.
 */
export function canGather(state: GameState, space: SpaceId): boolean {
  return gatherBar(state, space) === null;
}

/** The cost of selecting the space now (3.4.1): 0 for the first Indian Reserve Province, else 1. Pure. */
export function gatherCost(frame: Pick<CommandFrame, 'selected'>, space: SpaceId): number {
  return isReserve(space) && !someReserve(frame.selected) ? 0 : 1;
}

/** Whether an Indian Reserve Province is among the spaces (an indexed loop: a frame's lists are frozen, which V8's array methods walk slowly). */
function someReserve(spaces: readonly SpaceId[]): boolean {
  for (let i = 0; i < spaces.length; i++) if (isReserve(spaces[i])) return true;
  return false;
}

/**
 * Provinces the Gather may select now, canonical order: within the mode's limits (Limited: one, 2.3.5;
 * a granted Gather's restriction, 3.1.2, 5.1; each once, 3.1), where Gather is possible and payable. Pure.
 */
export function gatherSelectable(state: GameState, frame: Pick<CommandFrame, 'selected' | 'mode'>): SpaceId[] {
  if (!maySelectMore(frame)) return [];
  const mayExecuteHere = mayExecuteInSpaces(state, { faction: 'indians', mode: frame.mode, selected: frame.selected });
  // gatherCost, with the selection read once.
  const reserveFree = !someReserve(frame.selected);
  const out: SpaceId[] = [];
  for (let i = 0; i < SPACE_IDS.length; i++) {
    const id = SPACE_IDS[i];
    if (isProvince(id) && canPay(state, 'indians', reserveFree && isReserve(id) ? 0 : 1, frame.mode) && mayExecuteHere(id) && canGather(state, id)) out.push(id);
  }
  return out;
}

/** Why Gather may not pay for the space (3.4.1: 1 Resource, the first Indian Reserve Province free), or null. Pure. */
function whyCannotPayFor(state: GameState, frame: Pick<CommandFrame, 'selected' | 'mode'>, space: SpaceId): Reason | null {
  const what = isReserve(space) ? 'a second Indian Reserve Province (only the first is free)' : 'each Gather Province outside the Indian Reserves';
  return whyCannotPay(state, 'indians', gatherCost(frame, space), frame.mode, what, RULE);
}

/** Why Gather could not select the space as its first now, by its own rule and paying for it (3.4.1), or null. Pure. */
export const whyNotGatherFirst = (state: GameState, space: SpaceId, mode: CommandMode): Reason | null =>
  whyNotGather(state, space) ?? whyCannotPayFor(state, { selected: [], mode }, space);

/** Whether Gather could select the space as its first now, by its own rule and paying for it (3.4.1). Pure. */
const canGatherFirst = (state: GameState, space: SpaceId, mode: CommandMode): boolean =>
  // gatherCost with nothing selected: an Indian Reserve Province is free.
  canGather(state, space) && canPay(state, 'indians', isReserve(space) ? 0 : 1, mode);

/**
 * Whether Gather can select a first Province now (3.4.1): the template's "some space the general limits
 * allow where {@link canGatherFirst} holds", asking only the Provinces (Gather never selects a City or
 * the West Indies, 1.4.2) when every space is open to it ({@link everySpaceOpen}). Pure.
 */
function gatherStarts(state: GameState, mode: CommandMode): boolean {
  if (!everySpaceOpen(state, 'indians', 'gather', mode)) return someFirstSpace(state, 'indians', 'gather', mode, canGatherFirst);
  for (let i = 0; i < PROVINCES.length; i++) if (canGatherFirst(state, PROVINCES[i], mode)) return true;
  return false;
}

const placeAction = (space: SpaceId, from: 'available' | SpaceId, leader: boolean): Action => {
  const a: Action = { faction: 'indians', type: 'place', space, piece: 'warParty' };
  if (from !== 'available') a.from = from;
  if (leader) a.option = 'leader';
  return a;
};

function placeOptions(state: GameState, frame: IndiansGatherFrame, space: SpaceId): Action[] {
  const out: Action[] = [];
  for (const from of warPartySources(state, space)) {
    out.push(placeAction(space, from, false));
    // 1.10: an Available Leader may be placed along with a piece from the Available Forces box.
    // 8.1: not a Non-Player Leader the Command's moves set aside (he joins the largest group).
    if (from === 'available' && frame.placed === 0 && !frame.leaderMoved && indianLeaderAt(state, 'available') && !leaderAwaitsGroup(state, 'indians')) out.push(placeAction(space, from, true));
  }
  return out;
}

/** The suffix of a Village option that places the Available Indian Leader along with it (1.10). */
const WITH_LEADER = '+leader';

function villageOptions(state: GameState, frame: IndiansGatherFrame, space: SpaceId): Action[] {
  const out: Action[] = [];
  const sources = villageSources(state, space);
  // 1.10: an Available Leader may be placed along with a piece from the Available Forces box.
  const leader = !frame.leaderMoved && indianLeaderAt(state, 'available') && !leaderAwaitsGroup(state, 'indians');
  for (const kinds of villageReplacements(state, space))
    for (const from of sources) {
      const a: Action = { faction: 'indians', type: 'place', space, piece: 'village', option: kinds.join('+') as ActionOption };
      if (from !== 'available') a.from = from;
      out.push(a);
      if (from === 'available' && leader) out.push({ ...a, option: (a.option + WITH_LEADER) as ActionOption });
    }
  return out;
}

const moveKey = (from: SpaceId, kind: WarPartyKind): number => spaceIndex(from) * 2 + WAR_PARTY_KINDS.indexOf(kind);

function moveOptions(state: GameState, frame: IndiansGatherFrame, space: SpaceId): Action[] {
  const out: Action[] = [];
  for (const from of adjacentProvincesOf(space))
    for (const kind of WAR_PARTY_KINDS) {
      if (moveKey(from, kind) <= frame.lastMove) continue;
      const n = movableCount(state, frame.moved, from, kind);
      // The Leader goes with the first move out of its space (canonical: not offered twice for the same result).
      // 8.1 (moves only): a Non-Player's Leader is not taken along; he follows the largest group when the Command is over.
      const leader = indianLeaderAt(state, from) && !frame.leaderMoved && frame.lastMove < spaceIndex(from) * 2 && !leaderFollowsGroups(state, 'indians');
      for (let count = 1; count <= n; count++) {
        out.push({ faction: 'indians', type: 'move', from, to: space, piece: kind, count });
        if (leader) out.push({ faction: 'indians', type: 'move', from, to: space, piece: kind, count, option: 'leader' });
      }
    }
  return out;
}

function selectOptions(state: GameState, frame: IndiansGatherFrame): Action[] {
  const out: Action[] = gatherSelectable(state, frame).map((space) => ({ faction: 'indians', type: 'selectSpace', space }));
  if (frame.selected.length > 0) out.push({ faction: 'indians', type: 'done' });
  return out;
}

/** Every legal Gather action now (see the module notes), canonical order. Pure. */
export function gatherOptions(state: GameState, frame: IndiansGatherFrame): Action[] {
  const space = frame.current;
  switch (frame.phase) {
    case 'select':
      return selectOptions(state, frame);
    case 'choose': {
      const s = space!;
      const out = [...placeOptions(state, frame, s), ...villageOptions(state, frame, s)];
      if (piecesAt(state, s).village > 0) out.push(...moveOptions(state, frame, s), { faction: 'indians', type: 'flip', space: s });
      return out;
    }
    case 'placing': {
      const s = space!;
      const more = frame.placed < piecesAt(state, s).village + 1 ? placeOptions(state, frame, s) : [];
      return [...more, ...selectOptions(state, frame)];
    }
    case 'moving': {
      const s = space!;
      return [...moveOptions(state, frame, s), { faction: 'indians', type: 'flip', space: s }];
    }
  }
}

function handleSelect(draft: Draft<GameState>, frame: IndiansGatherFrame, space: SpaceId): void {
  const cost = gatherCost(frame, space);
  const paid = pay(draft, 'indians', cost, frame.mode);
  frame.selected.push(space);
  frame.phase = 'choose';
  frame.current = space;
  frame.placed = 0;
  frame.lastMove = -1;
  const why = frame.mode.free ? ' (free Command)' : cost === 0 ? ' (first Indian Reserve Province: free)' : '';
  log(draft, () => `Gather in ${spaceName(space)}: the Indians pay ${resourcesText(paid)}${why}`, '3.4.1', 'indians');
}

function handlePlaceWarParty(draft: Draft<GameState>, frame: IndiansGatherFrame, space: SpaceId, action: Action): void {
  const from = action.from ?? 'available';
  placePiece(draft, space, 'warPartyUnderground', from);
  frame.placed += 1;
  log(
    draft,
    from === 'available'
      ? `Gather: 1 War Party placed Underground in ${spaceName(space)}`
      : `Gather: no War Party Available; 1 War Party taken from ${spaceName(from)} and placed Underground in ${spaceName(space)}`,
    from === 'available' ? '3.4.1, 1.4.3' : '3.4.1, 1.4.1',
    'indians',
  );
  if (action.option === 'leader') {
    frame.leaderMoved = true;
    moveIndianLeader(draft, space, '3.4.1');
  }
  frame.phase = piecesAt(draft, space).village > 0 ? 'placing' : 'select';
}

function handlePlaceVillage(draft: Draft<GameState>, frame: IndiansGatherFrame, space: SpaceId, action: Action): void {
  const withLeader = action.option!.endsWith(WITH_LEADER);
  const kinds = (withLeader ? action.option!.slice(0, -WITH_LEADER.length) : action.option!).split('+') as WarPartyKind[];
  for (const kind of kinds) removeToPool(draft, space, kind, 1);
  const from = action.from ?? 'available';
  placePiece(draft, space, 'village', from);
  const replaced = WAR_PARTY_KINDS.filter((k) => kinds.includes(k))
    .map((k) => piecesText(kinds.filter((x) => x === k).length, k))
    .join(' and ');
  const source = from === 'available' ? '' : ` (none Available: taken from ${spaceName(from)}, 1.4.1)`;
  const corn = kinds.length === 1 ? ` (${indianLeaderName(draft)})` : '';
  log(draft, `Gather: ${replaced} replaced with a Village in ${spaceName(space)}${corn}${source}`, kinds.length === 1 ? '3.4.1, 1.10' : '3.4.1', 'indians');
  if (withLeader) {
    frame.leaderMoved = true;
    moveIndianLeader(draft, space, '3.4.1');
  }
  frame.phase = 'select';
}

function handleMove(draft: Draft<GameState>, frame: IndiansGatherFrame, space: SpaceId, action: Action): void {
  const from = action.from!;
  const kind = action.piece as WarPartyKind;
  const count = action.count!;
  movePieces(draft, from, space, kind, count);
  recordUnitMove(draft, 'indians', from, space, count);
  recordMoved(frame.moved, space, kind, count);
  frame.lastMove = moveKey(from, kind);
  frame.phase = 'moving';
  log(draft, () => `Gather: ${piecesText(count, kind)} move from ${spaceName(from)} to ${spaceName(space)}`, '3.4.1', 'indians');
  if (action.option === 'leader') {
    frame.leaderMoved = true;
    moveIndianLeader(draft, space, '3.4.1');
  }
}

function handleFlip(draft: Draft<GameState>, frame: IndiansGatherFrame, space: SpaceId): void {
  const n = piecesAt(draft, space).warPartyActive;
  recordFlip(frame.moved, space, 'warPartyActive', n);
  flipPieces(draft, space, 'warPartyActive', 'warPartyUnderground', n);
  log(
    draft,
    n > 0 ? `Gather: ${piecesText(n, 'warPartyActive')} in ${spaceName(space)} flip Underground` : `Gather: every War Party in ${spaceName(space)} is already Underground`,
    '3.4.1, 1.4.3',
    'indians',
  );
  frame.phase = 'select';
}

/**
 * What a Gather frame must agree with (3.4.1): the Province being resolved is the last one selected,
 * one where Gather could be when its procedure is still to be chosen; War Parties are placed beyond one,
 * or moved in, only at a Village, and no more than Villages + 1 are placed; the last move came from an
 * adjacent Province; nothing was placed or moved before the procedure was chosen.
 */
function gatherProblems(state: GameState, frame: IndiansGatherFrame): string[] {
  const out = movedRecordProblems(frame.moved, frame.selected);
  const last = frame.selected[frame.selected.length - 1] ?? null;
  if (frame.current !== last) {
    out.push(`current: Gather resolves ${frame.current ? spaceName(frame.current) : 'no Province'}, but the last space selected is ${last ? spaceName(last) : 'none'}`);
    return out;
  }
  const space = frame.current;
  if (space === null) {
    if (frame.phase !== 'select') out.push(`phase: Gather is in phase '${frame.phase}' with no Province being resolved`);
    return out;
  }
  const where = spaceName(space);
  const villages = piecesAt(state, space).village;
  if (frame.phase === 'choose' && !canGather(state, space))
    out.push(`current: Gather is under way in ${where}, where it could not be: a Province at Neutral or Passive Support or Opposition where a War Party can be placed, a Village built, or War Parties gathered at a Village (3.4.1)`);
  if ((frame.phase === 'placing' || frame.phase === 'moving') && villages === 0)
    out.push(`phase: Gather is ${frame.phase === 'placing' ? 'placing several War Parties' : 'moving War Parties'} in ${where}, which holds no Village (3.4.1)`);
  const placedOk = frame.phase === 'placing' ? frame.placed >= 1 && frame.placed <= villages + 1 : frame.phase === 'select' || frame.placed === 0;
  if (!placedOk) out.push(`placed: ${frame.placed} War Parties placed in ${where} in phase '${frame.phase}' (3.4.1: at a Village, up to Villages + 1 = ${villages + 1})`);
  if (frame.phase === 'moving') {
    const from = SPACE_IDS[Math.floor(frame.lastMove / 2)];
    if (frame.lastMove < 0 || from === undefined || !adjacentProvincesOf(space).includes(from))
      out.push(`lastMove: ${frame.lastMove} names no move from a Province adjacent to ${where} (3.4.1)`);
  } else if ((frame.phase === 'choose' || frame.phase === 'placing') && frame.lastMove !== -1)
    out.push(`lastMove: ${frame.lastMove}, but no War Party moved into ${where} yet`);
  return out;
}

/** The War Parties a Village option names, or null when it names none ({@link villageOptions}). */
function villageKinds(option: string | undefined): { kinds: string[]; leader: boolean } | null {
  if (option === undefined) return null;
  const leader = option.endsWith(WITH_LEADER);
  const kinds = (leader ? option.slice(0, -WITH_LEADER.length) : option).split('+');
  return kinds.every((k) => (WAR_PARTY_KINDS as readonly string[]).includes(k)) ? { kinds, leader } : null;
}

/** Why a War Party cannot be placed in the space the way the action says (3.4.1, 1.4.1, 1.10), or null. Pure. */
function whyNotPlaceWarParty(state: GameState, frame: IndiansGatherFrame, space: SpaceId, action: Action): Reason | null {
  const where = spaceName(space);
  if (frame.phase === 'placing' && frame.placed >= piecesAt(state, space).village + 1)
    return because(RULE, `at a Village Gather places up to one War Party more than the Villages there: ${frame.placed} placed in ${where}, the most`);
  const sources = warPartySources(state, space);
  if (sources.length === 0) return because('1.4.1', 'no War Party is Available or elsewhere on the map');
  if (action.from !== undefined) {
    if (sources[0] === 'available') return because('1.4.1', 'War Parties are taken from the map only when none is Available');
    if (!sources.includes(action.from)) return because('1.4.1', `${spaceName(action.from)} has no War Party to take${action.from === space ? ' (it is the space placed in)' : ''}`);
  }
  if (action.option !== undefined) {
    if (action.option !== 'leader') return because(RULE, `placing a War Party takes no option but 'leader' (the Indian Leader placed along with it, 1.10), not '${action.option}'`);
    if (action.from !== undefined) return because('1.10', 'the Indian Leader is placed along with a piece taken from Available, not from the map');
    if (frame.placed > 0) return because('1.10', 'the Indian Leader is placed along with the first War Party placed in the Province');
    return whyLeaderMayNotGo(state, 'available', frame.leaderMoved);
  }
  return null;
}

/** Why a Village cannot replace War Parties in the space the way the action says (3.4.1, 1.4.1, 1.4.2, 1.10), or null. Pure. */
function whyNotPlaceVillage(state: GameState, frame: IndiansGatherFrame, space: SpaceId, action: Action): Reason | null {
  const where = spaceName(space);
  if (frame.phase === 'placing') return because(RULE, `the Gather is placing War Parties at the Village in ${where}: a Village is built instead of that, not after`);
  const none = whyNoVillage(state, space);
  if (none !== null) return none;
  const named = villageKinds(action.option);
  if (named === null) return because(RULE, "a Village option names the War Parties it replaces, e.g. 'warPartyUnderground+warPartyActive'");
  const p = piecesAt(state, space);
  const corn = cornplanterIn(state, space);
  if (named.kinds.length !== (corn ? 1 : 2))
    return corn ? because('1.10', `where Cornplanter stands a Village replaces one War Party, not ${named.kinds.length}`) : because(RULE, `a Village replaces two War Parties, not ${named.kinds.length}`);
  const short = WAR_PARTY_KINDS.find((k) => named.kinds.filter((x) => x === k).length > p[k]);
  if (short !== undefined) return because(RULE, `${where} has ${piecesText(p[short], short)}: ${piecesText(named.kinds.filter((x) => x === short).length, short)} cannot be replaced`);
  if (action.from !== undefined) {
    const sources = villageSources(state, space);
    if (sources[0] === 'available') return because('1.4.1', 'a Village is taken from the map only when none is Available');
    if (!sources.includes(action.from)) return because('1.4.1', `${spaceName(action.from)} has no Village to take`);
  }
  if (named.leader) {
    if (action.from !== undefined) return because('1.10', 'the Indian Leader is placed along with a piece taken from Available, not from the map');
    return whyLeaderMayNotGo(state, 'available', frame.leaderMoved);
  }
  return null;
}

/** Why War Parties cannot move into the space the way the action says (3.4.1, 1.10), or null. Pure. */
function whyNotMoveIn(state: GameState, frame: IndiansGatherFrame, space: SpaceId, action: Action): Reason | null {
  const where = spaceName(space);
  if (action.to !== space) return because(RULE, `War Parties gather into ${where}, the Province being resolved`);
  const from = action.from!;
  if (!adjacentProvincesOf(space).includes(from))
    return because(RULE, `War Parties gather from adjacent Provinces, and ${spaceName(from)} is not one next to ${where}${isProvince(from) ? '' : ' (Indian pieces never occupy Cities, 1.4.2)'}`);
  const kind = action.piece as WarPartyKind;
  const wrong = whyNotWarParties(action.piece, action.count, from, (WAR_PARTY_KINDS as readonly string[]).includes(kind) ? movableCount(state, frame.moved, from, kind) : 0, RULE, 'Gather');
  if (wrong !== null) return wrong;
  if (moveKey(from, kind) <= frame.lastMove)
    return because(RULE, 'War Parties gathering in are given in map order of their spaces, Underground before Active, each space and kind once (docs/actions.md)');
  if (action.option !== undefined) {
    if (action.option !== 'leader') return because(RULE, `a move takes no option but 'leader' (the Indian Leader goes along, 1.10), not '${action.option}'`);
    if (frame.lastMove >= spaceIndex(from) * 2) return because('1.10', `the Indian Leader goes along with the first War Parties moving out of ${spaceName(from)}`);
    return whyLeaderMayNotGo(state, from, frame.leaderMoved);
  }
  return null;
}

/**
 * Why an Indian action is not among the Gather's options now (3.4.1, and the general limits of
 * flow/restriction.ts), or null when the generic reason says enough. Pure.
 */
function explainGather(state: GameState, frame: IndiansGatherFrame, action: Action): Reason | null {
  const current = frame.current;
  const resolving = current !== null && frame.phase !== 'select' && frame.phase !== 'placing';
  if (action.type === 'selectSpace' || action.type === 'done') {
    if (resolving) {
      const where = spaceName(current);
      return because(RULE, frame.phase === 'moving' ? `War Parties gathered into ${where}: flip all War Parties there Underground first (flip)` : `the Gather is resolving ${where}: place a War Party or build a Village there first`);
    }
    if (action.type === 'done') return frame.selected.length === 0 ? because(RULE, 'the Gather has selected no Province yet') : null;
    const space = action.space!;
    return whyMayNotExecuteIn(state, frame, space) ?? whyNotGather(state, space) ?? whyCannotPayFor(state, frame, space);
  }
  if (current === null || frame.phase === 'select') return because(RULE, 'select a Province first');
  const where = spaceName(current);
  if (action.type === 'move' && action.to === 'available') return because(RULE, `War Parties gather into ${where}, the Province being resolved, not to Available`);
  const space = action.type === 'move' ? (action.to as SpaceId) : action.space;
  if (space !== undefined && space !== current) return because(RULE, `the Gather is resolving ${where} now, not ${spaceName(space)}`);
  const villages = piecesAt(state, current).village;
  switch (action.type) {
    case 'place':
      if (frame.phase === 'moving') return because(RULE, `War Parties gathered into ${where}: nothing is placed there as well`);
      if (action.piece === 'village') return whyNotPlaceVillage(state, frame, current, action);
      if (action.piece !== 'warParty')
        return because(RULE, `Gather places a War Party (piece 'warParty') or a Village, not ${KIND_NAME[action.piece as keyof typeof KIND_NAME]?.[1] ?? action.piece}`);
      return whyNotPlaceWarParty(state, frame, current, action);
    case 'move':
    case 'flip':
      if (villages === 0) return because(RULE, `War Parties gather in and flip Underground only at a Village, and there is none in ${where}`);
      if (frame.phase === 'placing') return because(RULE, `the Gather is placing War Parties at the Village in ${where}: gathering War Parties in is the other choice, not both`);
      return action.type === 'move' ? whyNotMoveIn(state, frame, current, action) : null;
    default:
      return null;
  }
}

/** The Gather decision step (3.4.1). */
export const indiansGatherStep = defineStep<IndiansGatherFrame>({
  kind: 'indiansGather',
  rule: '3.4.1',
  decider: () => 'indians',
  prompt(state, frame) {
    const s = frame.current;
    switch (frame.phase) {
      case 'select':
        return frame.selected.length === 0
          ? `Gather: select a Province at Neutral or Passive Support/Opposition${frame.mode.free ? ' (free)' : ' (1 Resource each; the first Indian Reserve Province is free)'}`
          : 'Gather: select another Province, or end the Command';
      case 'choose':
        return `Gather in ${spaceName(s!)}: place a War Party or replace War Parties with a Village${
          piecesAt(state, s!).village > 0 ? ', or (at a Village) place several War Parties, or move War Parties in and flip all there Underground' : ''
        }`;
      case 'placing':
        return `Gather in ${spaceName(s!)}: place another War Party (up to ${piecesAt(state, s!).village + 1}), or go on with the next Province`;
      case 'moving':
        return `Gather in ${spaceName(s!)}: move more War Parties in from adjacent spaces, or flip all War Parties there Underground`;
    }
  },
  explain: explainGather,
  options: gatherOptions,
  handle(draft, frame, action) {
    switch (action.type) {
      case 'selectSpace':
        handleSelect(draft, frame, action.space!);
        break;
      case 'done':
        log(draft, `Gather ends (${frame.selected.length} Province${frame.selected.length === 1 ? '' : 's'})`, '3.4.1', 'indians');
        popFrame(draft);
        break;
      case 'place':
        if (action.piece === 'village') handlePlaceVillage(draft, frame, frame.current!, action);
        else handlePlaceWarParty(draft, frame, frame.current!, action);
        break;
      case 'move':
        handleMove(draft, frame, frame.current!, action);
        break;
      case 'flip':
        handleFlip(draft, frame, frame.current!);
        break;
    }
    checkLeaders(draft);
  },
  validate: (state, frame, at) => [...commandFrameProblems(state, frame, at, { id: 'gather', name: 'Gather', faction: 'indians' }), ...gatherProblems(state, frame)],
});

/** Whether Gather can be executed now: at least one Province it may select (3.4.1), within the mode's limits (2.3.5, 3.1.2). Pure. */
export function canStartGather(state: GameState, mode: CommandMode): boolean {
  return indiansGather.canStart(state, mode);
}

/** 3.4.1 Gather. */
export const indiansGather = defineCommand<IndiansGatherFrame>({
  id: 'gather',
  faction: 'indians',
  name: 'Gather',
  rule: '3.4.1',
  kind: 'indiansGather',
  // `done` between Provinces once one is selected (3.4.1).
  keepsDone: true,
  canStart: gatherStarts,
  whyNotIn: whyNotGatherFirst,
  initial: () => ({ phase: 'select', current: null, placed: 0, lastMove: -1, moved: {}, leaderMoved: false }),
});
