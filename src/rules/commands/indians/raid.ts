/**
 * 3.4.4 Raid (summary): the Indians pick up to three Provinces at Opposition, each holding an
 * Underground War Party or next to a Province that does, and pay 1 Resource apiece. Each picked
 * Province may receive at most one War Party from a neighbouring space; afterwards every picked
 * Province must Activate an Underground War Party (one already there or the one just arrived), which
 * puts down a Raid marker (12 exist; none once all are on the map) and moves Opposition one step
 * toward Neutral (1.6). Raid markers make later attempts to influence the space harder.
 * Dragging Canoe (1.10): a War Party starting in his space may travel one space further for a Raid.
 *
 * Decisions:
 * - `{ type: 'selectSpace', space }` — up to three Provinces (one when Limited), each paid at once;
 * - `{ type: 'move', from, to, piece, count: 1, option? }` — move one War Party into a selected
 *   Province (once per Province, Provinces in selection order; `option: 'leader'` takes the Indian
 *   Leader along, 1.10). The first move closes the selection;
 * - `{ type: 'done' }` — when every selected Province holds an Underground War Party: in each, one is
 *   Activated, a Raid marker placed (while fewer than 12 are on the map) and Opposition shifted one
 *   level toward Neutral; then the Command ends.
 *
 * Rulings:
 * - A Province is offered only if, together with the Provinces already selected, each can still get
 *   its own Underground War Party (already there, or one that has not moved, moved in from an adjacent
 *   Province — two Provinces away from Dragging Canoe's space). Every move offered keeps that true, so
 *   no selection or move leads to a dead end.
 * - Dragging Canoe's extra space: a War Party starting in his space may move two spaces, through an
 *   intermediate Province (Indian pieces never enter a City, 1.4.2).
 * - The War Party moved in may be Active (3.4.4 allows any one War Party from next door); it then
 *   cannot be the one Activated, so an Underground one must be there already.
 * - Several Raid markers may stand in one space (Winter Quarters removes them one per Resource, 6.4.1).
 * @module
 */
import type { Draft } from 'immer';
import type { Action } from '../../../core/action';
import type { Frame, GameState } from '../../../core/state';
import { SPACE_IDS, type SpaceId } from '../../../data/ids';
import { MARKER_LIMITS } from '../../../data/pieces';
import { ADJACENT_MASK, PROVINCES, SPACE_BIT, firstSpaceOf, isAdjacent, isProvince } from '../../../data/map';
import { ADJACENT_PROVINCE_INDICES } from '../../../data/neighbourIndices';
import { defineStep } from '../../../flow/step';
import { log, popFrame } from '../../../flow/frames';
import { movePieces, shiftSupport, flipPieces, addMarkers, supportLevel, piecesAt, markersOnMap, indexedSpacesHolding } from '../../board';
import { checkLeaders } from '../../leaders';
import { leaderFollowsGroups, recordUnitMove } from '../../nonPlayers/leaders';
import { canPay, isEmptyRecord, pay, whyCannotPay } from '../common';
import { mayExecuteInSpaces, maySelectMore, whyMayNotExecuteIn } from '../../../flow/restriction';
import { because, type Reason } from '../../../core/reason';
import type { CommandFrame, CommandMode } from '../../../flow/contracts';
import { defineCommand } from '../../../flow/define';
import { WAR_PARTY_KINDS, adjacentProvincesOf, spaceIndex, indianLeaderAt, movableCount, movedRecordProblems, moveIndianLeader, recordMoved, whyLeaderMayNotGo, whyNotWarParties, type MovedRecord, type WarPartyKind } from './shared';
import { commandFrameProblems } from '../agreement';
import { piecesText, resourcesText, spaceName, spacesText } from '../../../data/text';

const RULE = '3.4.4';

/** At most this many Provinces per Raid (3.4.4). */
export const MAX_RAID_PROVINCES = 3;

/** The Raid Command frame. `selected` lists the Provinces in selection order. */
export interface IndiansRaidFrame extends CommandFrame {
  kind: 'indiansRaid';
  /** Index in `selected` of the last Province that received a War Party, −1 before any move. */
  lastMove: number;
  /** Selected Provinces that received their War Party. */
  received: SpaceId[];
  /** War Parties that moved in (they may not move again). */
  moved: MovedRecord;
  /** Whether the Indian Leader already moved in this Command. */
  leaderMoved: boolean;
}

/**
 * Spaces a War Party may Raid-move from into the Province `to` (3.4.4): adjacent Provinces, and
 * Dragging Canoe's space when it is two spaces away through a Province (1.10). Canonical order. Pure.
 */
export function raidOrigins(state: GameState, to: SpaceId, dcAt: SpaceId | 'available' = draggingCanoeAt(state)): SpaceId[] {
  return [...originsOf(to, dcAt)];
}

/** {@link raidOrigins} for reading only (the table of adjacent Provinces itself when Dragging Canoe adds nothing). */
function originsOf(to: SpaceId, dcAt: SpaceId | 'available'): readonly SpaceId[] {
  const out = adjacentProvincesOf(to);
  if (dcAt !== 'available' && dcAt !== to && !out.includes(dcAt) && isProvince(dcAt)) {
    if (adjacentProvincesOf(dcAt).some((mid) => isAdjacent(mid, to))) return SPACE_IDS.filter((id) => id === dcAt || out.includes(id));
  }
  // Already in canonical order.
  return out;
}

/** Where Dragging Canoe stands, or `available` when he is not the Indian Leader on the map. Pure. */
export function draggingCanoeAt(state: GameState): SpaceId | 'available' {
  return state.leaders.indians.leader === 'DraggingCanoe' ? state.leaders.indians.at : 'available';
}

/**
 * The spaces where an Underground War Party stands or may come from for a Raid (3.4.4, Dragging
 * Canoe's extra space, 1.10): the only ones {@link canRaid} may hold in, as a set ({@link SPACE_BIT}),
 * or −1 when the board has no index (src/rules/board.ts). Pure.
 */
function raidReach(state: GameState): number {
  const underground = indexedSpacesHolding(state, 'warPartyUnderground');
  if (underground <= 0) return underground;
  let reach = underground;
  for (let m = underground; m !== 0; m &= m - 1) reach |= ADJACENT_MASK[firstSpaceOf(m)];
  const dcAt = draggingCanoeAt(state);
  if (dcAt !== 'available' && (underground & SPACE_BIT[dcAt]) !== 0) for (let m = ADJACENT_MASK[dcAt]; m !== 0; m &= m - 1) reach |= ADJACENT_MASK[firstSpaceOf(m)];
  return reach;
}

/** What bars Raid from the space ({@link whyNotRaid}), or null: the one test, allocating nothing on failure. */
function raidBar(state: GameState, space: SpaceId): 'westIndies' | 'city' | 'notOpposition' | 'noWarParty' | null {
  if (!isProvince(space)) return space === 'WestIndies' ? 'westIndies' : 'city';
  if (supportLevel(state, space) >= 0) return 'notOpposition';
  if (piecesAt(state, space).warPartyUnderground > 0) return null;
  const origins = originsOf(space, draggingCanoeAt(state));
  for (let i = 0; i < origins.length; i++) if (piecesAt(state, origins[i]).warPartyUnderground > 0) return null;
  return 'noWarParty';
}

const LEVEL_NAME = ['Active Opposition', 'Passive Opposition', 'Neutral', 'Passive Support', 'Active Support'];

/**
 * Why Raid may not select the space ({@link canRaid}: 3.4.4, 1.4.2), or null when it may: a Province
 * at Opposition with an Underground War Party there or in a space it may be moved in from. Pure.
 */
export function whyNotRaid(state: GameState, space: SpaceId): Reason | null {
  const name = spaceName(space);
  switch (raidBar(state, space)) {
    case null:
      return null;
    case 'westIndies':
      return because('1.4.2', 'Indian pieces never occupy the West Indies: Raid selects Provinces');
    case 'city':
      return because('1.4.2', `${name} is a City: Indian pieces never occupy a City, and Raid selects Provinces`);
    case 'notOpposition':
      return because(RULE, `${name} is at ${LEVEL_NAME[supportLevel(state, space) + 2]}: Raid selects Provinces at Opposition`);
    case 'noWarParty':
      return because(RULE, `Raid needs an Underground War Party in ${name} or next to it${draggingCanoeAt(state) === 'available' ? '' : " (or in Dragging Canoe's space two away)"}, and there is none`);
  }
}

/**
 * Whether Raid may select the Province (3.4.4): at Opposition, with an Underground War Party there or
 * in a space it may be moved in from. Cost and other selected Provinces are the Command's concern. Pure.
 */
export function canRaid(state: GameState, space: SpaceId): boolean {
  return raidBar(state, space) === null;
}

/**
 * The counts a Raid plan is checked against, by canonical space index (0 outside the Provinces):
 * Underground War Parties per space, those not moved; Dragging Canoe's space. `inPlace` and `out` are
 * {@link feasible}'s working counts (all 0 between its calls).
 */
interface RaidModel {
  underground: number[];
  unmoved: number[];
  dcAt: SpaceId | 'available';
  inPlace: number[];
  out: number[];
}

function modelOf(state: GameState, moved: MovedRecord): RaidModel {
  const underground: number[] = [];
  const unmoved: number[] = [];
  for (let i = 0; i < SPACE_IDS.length; i++) {
    const id = SPACE_IDS[i];
    const n = isProvince(id) ? piecesAt(state, id).warPartyUnderground : 0;
    underground.push(n);
    // None there, none unmoved: the record of those that moved is read only where some stand.
    unmoved.push(n > 0 ? movableCount(state, moved, id, 'warPartyUnderground') : 0);
  }
  return { underground, unmoved, dcAt: draggingCanoeAt(state), inPlace: new Array(SPACE_IDS.length).fill(0), out: new Array(SPACE_IDS.length).fill(0) };
}

/** {@link originsOf} as canonical space indices, for the model's counts. */
function originIndicesOf(to: SpaceId, dcAt: SpaceId | 'available'): readonly number[] {
  const origins = originsOf(to, dcAt);
  // The table of adjacent Provinces itself unless Dragging Canoe adds his space.
  return origins === adjacentProvincesOf(to) ? ADJACENT_PROVINCE_INDICES[spaceIndex(to)] : origins.map(spaceIndex);
}

/**
 * Whether every Province in `provinces` (then `extra`, if given) can get its own Underground War Party
 * to Activate: one already there, or (if `canReceive`, absent for all) one that has not moved from a
 * space it may move in from. A small matching (at most three Provinces). Pure (the model's working
 * counts are left as found).
 */
function feasible(model: RaidModel, provinces: readonly SpaceId[], extra?: SpaceId, canReceive?: (p: SpaceId) => boolean): boolean {
  return assignFrom(model, provinces, extra, canReceive, 0);
}

/** {@link feasible} from the `i`-th Province on, given the War Parties matched to those before it (the model's `inPlace` and `out`). */
function assignFrom(model: RaidModel, provinces: readonly SpaceId[], extra: SpaceId | undefined, canReceive: ((p: SpaceId) => boolean) | undefined, i: number): boolean {
  const n = provinces.length;
  if (i === (extra === undefined ? n : n + 1)) return true;
  const p = i < n ? provinces[i] : extra!;
  const { underground, unmoved, inPlace, out } = model;
  const at = spaceIndex(p);
  // Underground War Parties matched where they stand, and moving out, by canonical space index.
  if (inPlace[at] + out[at] < underground[at]) {
    inPlace[at] += 1;
    const ok = assignFrom(model, provinces, extra, canReceive, i + 1);
    inPlace[at] -= 1;
    if (ok) return true;
  }
  if (canReceive === undefined || canReceive(p))
    for (const s of originIndicesOf(p, model.dcAt)) {
      if (out[s] < unmoved[s] && inPlace[s] + out[s] < underground[s]) {
        out[s] += 1;
        const ok = assignFrom(model, provinces, extra, canReceive, i + 1);
        out[s] -= 1;
        if (ok) return true;
      }
    }
  return false;
}

/**
 * Provinces Raid may select now, canonical order (none once a War Party moved): up to three (3.4.4),
 * within the mode's limits (Limited: one, 2.3.5; a granted Raid's restriction, 3.1.2, 5.1; each once,
 * 3.1), payable, and such that every selected Province can still get its own Underground War Party. Pure.
 */
export function raidSelectable(state: GameState, frame: IndiansRaidFrame): SpaceId[] {
  const out: SpaceId[] = [];
  if (!maySelectMore(frame) || frame.selected.length >= MAX_RAID_PROVINCES || frame.lastMove >= 0) return out;
  if (!canPay(state, 'indians', 1, frame.mode)) return out;
  let model: RaidModel | undefined;
  const mayExecuteHere = mayExecuteInSpaces(state, frame);
  // Alone, before any move, a Province Raid may select is feasible (see raidStarts).
  const alone = frame.selected.length === 0 && isEmptyRecord(frame.moved);
  const reach = raidReach(state);
  for (let i = 0; i < SPACE_IDS.length; i++) {
    const p = SPACE_IDS[i];
    if ((reach !== -1 && (reach & SPACE_BIT[p]) === 0) || !isProvince(p) || !canRaid(state, p) || !mayExecuteHere(p)) continue;
    if (alone) {
      out.push(p);
      continue;
    }
    model ??= modelOf(state, frame.moved);
    if (feasible(model, frame.selected, p)) out.push(p);
  }
  return out;
}

/**
 * Whether Raid can start (3.4.4): 1 Resource (or free) and a Province the general limits allow where
 * {@link canRaid} holds (a lone Province is always feasible then: its Underground War Party is there or
 * next door, and nothing has moved yet); the template's "some space where {@link whyNotRaidFirst} is
 * null", with the cost asked once and the Provinces alone visited. Pure.
 */
function raidStarts(state: GameState, mode: CommandMode): boolean {
  if (!canPay(state, 'indians', 1, mode)) return false;
  let mayExecuteHere: ((space: SpaceId) => boolean) | undefined;
  const spaces = mode.restriction?.spaces ?? PROVINCES;
  const reach = raidReach(state);
  for (let i = 0; i < spaces.length; i++) {
    const p = spaces[i];
    if ((reach !== -1 && (reach & SPACE_BIT[p]) === 0) || !canRaid(state, p)) continue;
    mayExecuteHere ??= mayExecuteInSpaces(state, { faction: 'indians', mode, selected: [], command: 'raid' });
    if (mayExecuteHere(p)) return true;
  }
  return false;
}

/** Why Raid could not select the Province as its first now, by its own rule and paying for it (3.4.4), or null. Pure. */
export const whyNotRaidFirst = (state: GameState, space: SpaceId, mode: CommandMode): Reason | null =>
  whyCannotPay(state, 'indians', 1, mode, 'each Raid Province', RULE) ?? whyNotRaid(state, space);

/** Whether every selected Province could still get its own Underground War Party after this move (3.4.4). Pure. */
function feasibleAfterMove(state: GameState, frame: IndiansRaidFrame, model: RaidModel, from: SpaceId, to: SpaceId, piece: WarPartyKind, leader: boolean): boolean {
  const i = frame.selected.indexOf(to);
  // The plan after this move: `to` has received, Provinces before it can no longer. The move is made
  // on the model for the test and taken back (the caller's model is unchanged afterwards).
  const dcAt = model.dcAt;
  const underground = piece === 'warPartyUnderground';
  if (leader && dcAt === from) model.dcAt = to;
  if (underground) shiftUnderground(model, from, to, 1);
  const ok = feasible(model, frame.selected, undefined, (p) => p !== to && !frame.received.includes(p) && frame.selected.indexOf(p) > i);
  if (underground) shiftUnderground(model, from, to, -1);
  model.dcAt = dcAt;
  return ok;
}

/** Moves `n` Underground War Parties from `from` to `to` in the model (taken back with −n). Mutates the model. */
function shiftUnderground(model: RaidModel, from: SpaceId, to: SpaceId, n: number): void {
  const f = spaceIndex(from);
  model.underground[f] -= n;
  model.unmoved[f] -= n;
  model.underground[spaceIndex(to)] += n;
}

function moveOptions(state: GameState, frame: IndiansRaidFrame): Action[] {
  const out: Action[] = [];
  if (frame.lastMove + 1 >= frame.selected.length) return out;
  const model = modelOf(state, frame.moved);
  for (let i = frame.lastMove + 1; i < frame.selected.length; i++) {
    const to = frame.selected[i];
    for (const from of originsOf(to, model.dcAt))
      for (const piece of WAR_PARTY_KINDS) {
        if (movableCount(state, frame.moved, from, piece) === 0) continue;
        // 8.1: a Non-Player's Leader is not taken along; he follows the largest group when the Command is over.
        const leaderHere = indianLeaderAt(state, from) && !frame.leaderMoved && !leaderFollowsGroups(state, 'indians');
        for (const leader of leaderHere ? [false, true] : [false]) {
          if (!feasibleAfterMove(state, frame, model, from, to, piece, leader)) continue;
          const a: Action = { faction: 'indians', type: 'move', from, to, piece, count: 1 };
          if (leader) a.option = 'leader';
          out.push(a);
        }
      }
  }
  return out;
}

/** Whether every selected Province holds an Underground War Party (the Raid can be completed now). Pure. */
function readyToRaid(state: GameState, frame: IndiansRaidFrame): boolean {
  const selected = frame.selected;
  // An indexed loop: a frame's lists are frozen, which V8's array methods walk slowly.
  for (let i = 0; i < selected.length; i++) if (piecesAt(state, selected[i]).warPartyUnderground <= 0) return false;
  return selected.length > 0;
}

/**
 * Whether the Raid (on top of the stack or waiting under a Special Activity between its spaces, 4.1)
 * still offers `done` once `loss` Underground War Parties leave the Province `space` and nothing else
 * its `done` reads changes: true when each selected Province keeps one; false when one does not and the
 * Raid has nothing else left (its War Parties moved into every selected Province: no more moves, and no
 * selection once one moved); else undefined, and undefined for any other frame or a Raid that selected
 * nothing. Pure.
 */
export function raidDoneAfterLoss(state: GameState, command: Frame, space: SpaceId, loss: number): boolean | undefined {
  if (command.kind !== 'indiansRaid') return undefined;
  const frame = command as IndiansRaidFrame;
  const selected = frame.selected;
  if (selected.length === 0) return undefined;
  // An indexed loop: a frame's lists are frozen, which V8's array methods walk slowly.
  for (let i = 0; i < selected.length; i++)
    if (piecesAt(state, selected[i]).warPartyUnderground - (selected[i] === space ? loss : 0) < 1) return frame.lastMove >= 0 && frame.lastMove + 1 >= selected.length ? false : undefined;
  return true;
}

/**
 * "Some way now" of an Indian Special Activity begun before or between a Raid's spaces (4.1) that
 * takes Underground War Parties from the one space it acts in and changes nothing else the Raid reads
 * (Support, the other spaces' War Parties, Dragging Canoe's space; Resources at most raised): `least(s)`
 * the fewest its ways in `s` take, undefined where it cannot act. Before the Raid selected anything
 * (its options all Provinces), a Province stays offered after a way in `s` exactly when an Underground
 * War Party is left in it or in a space one may come from ({@link raidOrigins}), and none becomes
 * offered: true when one does after some `s`, false when none does. Between its spaces, as its `done`
 * after that loss ({@link raidDoneAfterLoss}): true when some `s` keeps it, false when none does and the
 * Raid has nothing else left. Otherwise undefined. Pure.
 */
export function raidSomeWay(state: GameState, command: Frame, own: readonly Action[], least: (space: SpaceId) => number | undefined): boolean | undefined {
  if (command.kind !== 'indiansRaid') return undefined;
  const frame = command as IndiansRaidFrame;
  let acts = false;
  if (frame.selected.length > 0) {
    let unknown = false;
    for (let i = 0; i < SPACE_IDS.length; i++) {
      const loss = least(SPACE_IDS[i]);
      if (loss === undefined) continue;
      acts = true;
      const keeps = raidDoneAfterLoss(state, command, SPACE_IDS[i], loss);
      if (keeps === true) return true;
      if (keeps === undefined) unknown = true;
    }
    return acts && !unknown ? false : undefined;
  }
  if (frame.lastMove >= 0 || !isEmptyRecord(frame.moved)) return undefined;
  for (let i = 0; i < own.length; i++) if (own[i].type !== 'selectSpace' || own[i].space === undefined) return undefined;
  const dcAt = draggingCanoeAt(state);
  for (let i = 0; i < SPACE_IDS.length; i++) {
    const loss = least(SPACE_IDS[i]);
    if (loss === undefined) continue;
    acts = true;
    for (let j = 0; j < own.length; j++) {
      const to = own[j].space!;
      const from = originsOf(to, dcAt);
      let underground = piecesAt(state, to).warPartyUnderground;
      for (let k = 0; k < from.length; k++) underground += piecesAt(state, from[k]).warPartyUnderground;
      if (underground - (to === SPACE_IDS[i] || from.includes(SPACE_IDS[i]) ? loss : 0) >= 1) return true;
    }
  }
  return acts ? false : undefined;
}

/** Every legal Raid action now, canonical order. Pure. */
export function raidOptions(state: GameState, frame: IndiansRaidFrame): Action[] {
  const out: Action[] = raidSelectable(state, frame).map((space) => ({ faction: 'indians', type: 'selectSpace', space }));
  out.push(...moveOptions(state, frame));
  if (readyToRaid(state, frame)) out.push({ faction: 'indians', type: 'done' });
  return out;
}

/** Raid markers on the map. Pure. */
export function raidMarkersOnMap(state: GameState): number {
  return markersOnMap(state, 'raid');
}

function executeRaid(draft: Draft<GameState>, frame: IndiansRaidFrame): void {
  for (const p of frame.selected) {
    flipPieces(draft, p, 'warPartyUnderground', 'warPartyActive', 1);
    const marker = raidMarkersOnMap(draft) < MARKER_LIMITS.raid;
    if (marker) addMarkers(draft, p, 'raid', 1);
    const shifted = shiftSupport(draft, p, 1);
    const level = ['Active Opposition', 'Passive Opposition', 'Neutral'][supportLevel(draft, p) + 2];
    log(
      draft,
      `Raid in ${spaceName(p)}: 1 Underground War Party Activated${marker ? ', a Raid marker placed' : ' (all 12 Raid markers are on the map)'}, ${
        shifted === 0 ? 'no shift' : `shifted to ${level}`
      }`,
      '3.4.4',
      'indians',
    );
  }
}

/**
 * What a Raid frame must agree with (3.4.4): up to three Provinces; those that received a War Party
 * were selected, received once each and in selection order, the last of them at `lastMove`; and every
 * selected Province can still get its own Underground War Party to Activate (as every selection and
 * move offered keeps true), so the Raid can be completed.
 */
function raidProblems(state: GameState, frame: IndiansRaidFrame): string[] {
  const out = movedRecordProblems(frame.moved, frame.selected);
  const city = frame.selected.find((s) => !isProvince(s));
  if (city) out.push(`selected: ${spaceName(city)} is not a Province; Raid is only in Provinces (3.4.4, 1.4.2)`);
  if (frame.selected.length > MAX_RAID_PROVINCES) out.push(`selected: ${frame.selected.length} Provinces; a Raid selects at most ${MAX_RAID_PROVINCES} (3.4.4)`);
  const order = frame.received.map((p) => frame.selected.indexOf(p));
  if (order.some((k, i) => k < 0 || (i > 0 && k <= order[i - 1])))
    out.push(`received: ${frame.received.map(spaceName).join(', ')} are not selected Provinces each receiving one War Party in selection order (3.4.4)`);
  else if (frame.lastMove !== (order.length > 0 ? order[order.length - 1] : -1))
    out.push(
      `lastMove: ${frame.lastMove}, but the last Province that received a War Party is ${order.length > 0 ? `${spaceName(frame.received[order.length - 1])} (${order[order.length - 1]} in selected)` : 'none (-1)'}`,
    );
  if (out.length > 0) return out;
  const model = modelOf(state, frame.moved);
  if (!feasible(model, frame.selected, undefined, (p) => !frame.received.includes(p) && frame.selected.indexOf(p) > frame.lastMove))
    out.push(`selected: the Raid could not be completed: not every Province selected (${spacesText(frame.selected)}) can still get its own Underground War Party to Activate (3.4.4)`);
  return out;
}

/** Why a War Party may not move in the way the action says ({@link moveOptions}: 3.4.4, 1.10), or null. Pure. */
function whyNotRaidMove(state: GameState, frame: IndiansRaidFrame, action: Action): Reason | null {
  const to = action.to as SpaceId;
  const i = frame.selected.indexOf(to);
  if (frame.selected.length === 0) return because(RULE, 'select a Raid Province first');
  if (i < 0) return because(RULE, `a War Party moves into a Province the Raid selected (${spacesText(frame.selected)}), and ${action.to === 'available' ? 'Available' : spaceName(to)} is not one`);
  const name = spaceName(to);
  if (frame.received.includes(to)) return because(RULE, `${name} has received its War Party: at most one moves into each Raid Province`);
  if (i <= frame.lastMove)
    return because(RULE, `War Parties move into the Raid Provinces in the order they were selected (docs/actions.md), and ${spaceName(frame.selected[frame.lastMove])}, selected after ${name}, has received one`);
  const from = action.from!;
  const dc = draggingCanoeAt(state);
  if (!raidOrigins(state, to, dc).includes(from))
    return because(RULE, `a War Party moves in from an adjacent Province${dc === 'available' ? '' : " (or from Dragging Canoe's space two away, 1.10)"}, and ${spaceName(from)} is not one for ${name}`);
  if ((action.count ?? 0) > 1) return because(RULE, `at most one War Party moves into each Raid Province, not ${action.count}`);
  const kind = action.piece as WarPartyKind;
  const wrong = whyNotWarParties(action.piece, action.count, from, (WAR_PARTY_KINDS as readonly string[]).includes(kind) ? movableCount(state, frame.moved, from, kind) : 0, RULE, 'Raid');
  if (wrong !== null) return wrong;
  const leader = action.option === 'leader';
  if (action.option !== undefined) {
    if (!leader) return because(RULE, `a Raid move takes no option but 'leader' (the Indian Leader goes along, 1.10), not '${action.option}'`);
    const why = whyLeaderMayNotGo(state, from, frame.leaderMoved);
    if (why !== null) return why;
  }
  if (!feasibleAfterMove(state, frame, modelOf(state, frame.moved), from, to, kind, leader))
    return because(RULE, `after this move not every Raid Province (${spacesText(frame.selected)}) could still get its own Underground War Party to Activate`);
  return null;
}

/**
 * Why an Indian action is not among the Raid's options now (3.4.4, and the general limits of
 * flow/restriction.ts), or null when the generic reason says enough. Pure.
 */
function explainRaid(state: GameState, frame: IndiansRaidFrame, action: Action): Reason | null {
  switch (action.type) {
    case 'selectSpace': {
      const space = action.space!;
      if (frame.lastMove >= 0) return because(RULE, 'a War Party has moved into a Raid Province: no more Provinces may be selected');
      if (frame.selected.length >= MAX_RAID_PROVINCES) return because(RULE, 'a Raid selects at most three Provinces');
      const first = whyMayNotExecuteIn(state, frame, space) ?? whyCannotPay(state, 'indians', 1, frame.mode, 'each Raid Province', RULE) ?? whyNotRaid(state, space);
      if (first !== null) return first;
      if (!feasible(modelOf(state, frame.moved), frame.selected, space))
        return because(RULE, `each Raid Province needs its own Underground War Party to Activate, and ${spacesText([...frame.selected, space])} cannot all have one`);
      return null;
    }
    case 'move':
      return whyNotRaidMove(state, frame, action);
    case 'done': {
      if (frame.selected.length === 0) return because(RULE, 'the Raid has selected no Province yet');
      const lacking = frame.selected.find((p) => piecesAt(state, p).warPartyUnderground === 0);
      return lacking === undefined ? null : because(RULE, `each Raid Province Activates an Underground War Party, and ${spaceName(lacking)} has none yet: move one in first`);
    }
    default:
      return null;
  }
}

/** The Raid decision step (3.4.4). */
export const indiansRaidStep = defineStep<IndiansRaidFrame>({
  kind: 'indiansRaid',
  rule: '3.4.4',
  decider: () => 'indians',
  prompt(state, frame) {
    if (frame.selected.length === 0)
      return `Raid: select a Province at Opposition with or adjacent to an Underground War Party (${frame.mode.free ? 'free' : '1 Resource each'}, ${frame.mode.limited ? 'one' : 'up to three'})`;
    const ready = readyToRaid(state, frame);
    return frame.lastMove < 0
      ? `Raid: select another Province, move a War Party into a selected Province${ready ? ', or Raid now' : ''}`
      : `Raid: move a War Party into another selected Province${ready ? ', or Raid now' : ''}`;
  },
  explain: explainRaid,
  options: raidOptions,
  handle(draft, frame, action) {
    switch (action.type) {
      case 'selectSpace': {
        const space = action.space!;
        const paid = pay(draft, 'indians', 1, frame.mode);
        frame.selected.push(space);
        log(draft, () => `Raid in ${spaceName(space)}: the Indians pay ${resourcesText(paid)}${frame.mode.free ? ' (free Command)' : ''}`, '3.4.4', 'indians');
        break;
      }
      case 'move': {
        const from = action.from!;
        const to = action.to as SpaceId;
        const piece = action.piece as WarPartyKind;
        movePieces(draft, from, to, piece, 1);
        recordUnitMove(draft, 'indians', from, to, 1);
        recordMoved(frame.moved, to, piece, 1);
        frame.received.push(to);
        frame.lastMove = frame.selected.indexOf(to);
        const far = !isAdjacent(from, to) ? ' (Dragging Canoe: one extra space)' : '';
        log(draft, () => `Raid: ${piecesText(1, piece)} moves from ${spaceName(from)} to ${spaceName(to)}${far}`, far ? '3.4.4, 1.10' : '3.4.4', 'indians');
        if (action.option === 'leader') {
          frame.leaderMoved = true;
          moveIndianLeader(draft, to, '3.4.4');
        }
        break;
      }
      case 'done':
        executeRaid(draft, frame);
        popFrame(draft);
        break;
    }
    checkLeaders(draft);
  },
  validate: (state, frame, at) => [...commandFrameProblems(state, frame, at, { id: 'raid', name: 'Raid', faction: 'indians' }), ...raidProblems(state, frame)],
});

/** Whether Raid can be executed now: at least one Province it may select (3.4.4), within the mode's limits (2.3.5, 3.1.2). Pure. */
export function canStartRaid(state: GameState, mode: CommandMode): boolean {
  return indiansRaid.canStart(state, mode);
}

/** 3.4.4 Raid. */
export const indiansRaid = defineCommand<IndiansRaidFrame>({
  id: 'raid',
  faction: 'indians',
  name: 'Raid',
  rule: '3.4.4',
  kind: 'indiansRaid',
  canStart: raidStarts,
  whyNotIn: whyNotRaidFirst,
  // Before a Province: none without the Resource for one, and no move or `done` (see raidOptions).
  spaceCost: 1,
  initial: () => ({ lastMove: -1, received: [], moved: {}, leaderMoved: false }),
});
