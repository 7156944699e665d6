/**
 * 3.4.2 March (summary): War Parties relocate. Destinations are Provinces only (never Cities), at
 * 1 Resource each, but the first destination whose arriving War Parties all start in Indian Reserve
 * Provinces is free. A Limited March (2.3.5) has one destination only. War Parties step into
 * neighbouring Provinces (1.3.6), each at most once; those leaving one Province for the same other
 * Province travel together as one group. An arriving group's Underground War Parties turn Active
 * (1.4.3) only when both hold: the destination was a Rebellion-Controlled Colony before the move, and
 * the group's size plus the Militia in the destination is more than 3.
 *
 * Decisions, one destination at a time:
 * - `{ type: 'selectSpace', space }` — the next destination Province (closing the previous one, which
 *   is then paid for);
 * - `{ type: 'move', from, to, piece, count, option? }` — a group from an adjacent Province into the
 *   current destination. A group with both kinds is given Underground first, then its Active War
 *   Parties as the very next action; `option: 'leader'` on a group's first action takes the Indian
 *   Leader along (1.10);
 * - `{ type: 'done' }` — once the current destination received a group: pay for it and end the March.
 *
 * Rulings:
 * - Cost is settled when a destination is closed, because whether every War Party came from an
 *   Indian Reserve Province is known only then. Exactly one destination can be free: the first one closed
 *   whose groups all came from Reserves. While the Indians cannot pay a Resource, only groups from
 *   Reserves are offered into a destination that can still be the free one (no dead ends).
 * - All War Parties moving from one Province to the same destination form one group (once per pair
 *   of spaces); the activation test (Rebellion Control before the group's move, group size plus
 *   Militia > 3) is applied to the whole group, with Control as it was before the group's first piece
 *   moved.
 * - War Parties that moved into a destination may not move again; War Parties already in a destination
 *   (not moved) may March out of it to another destination.
 * - Non-Player Indians (8.1 "Paying Resource Costs") pay when they select each destination: 1 Resource
 *   if they have one (`prepaid`), else nothing and only groups from Reserves may enter (it can only be
 *   the free destination). When the destination closes and proves to be the free one (3.4.2), the
 *   Resource paid for it is given back. The totals are those of a human's March; only the moment of
 *   payment differs.
 * @module
 */
import type { Draft } from 'immer';
import type { Action } from '../../../core/action';
import type { GameState } from '../../../core/state';
import { SPACE_IDS, type SpaceId } from '../../../data/ids';
import { isColony, isProvince, isReserve } from '../../../data/map';
import { ADJACENT_PROVINCE_INDICES, someFlagged } from '../../../data/neighbourIndices';
import { defineStep } from '../../../flow/step';
import { log, popFrame } from '../../../flow/frames';
import { ownDeep } from '../../../core/pathCopy';
import { addResources, countMilitia, countWarParties, movePieces, flipPieces, indexedSpacesHoldingAny, piecesAt, controlOf } from '../../board';
import { isNonPlayer } from '../../nonPlayers/sequence';
import { checkLeaders } from '../../leaders';
import { leaderFollowsGroups, recordUnitMove } from '../../nonPlayers/leaders';
import { everySpaceOpen, pay } from '../common';
import { mayExecuteInSpaces, maySelectMore, someFirstSpace, whyMayNotExecuteIn } from '../../../flow/restriction';
import { because, type Reason } from '../../../core/reason';
import type { CommandFrame, CommandMode } from '../../../flow/contracts';
import { defineCommand } from '../../../flow/define';
import { WAR_PARTY_KINDS, adjacentProvincesOf, indianLeaderAt, movableCount, movedCount, movedRecordProblems, moveIndianLeader, recordFlip, recordMoved, whyLeaderMayNotGo, whyNotWarParties, type MovedRecord, type WarPartyKind } from './shared';
import { commandFrameProblems } from '../agreement';
import { piecesText, resourcesText, spaceName } from '../../../data/text';

const RULE = '3.4.2';

/** One group of War Parties travelling together between two Provinces (3.4.2). */
export interface MarchGroup {
  from: SpaceId;
  to: SpaceId;
  /** Underground War Parties that started the move (flipped or not). */
  underground: number;
  /** Active War Parties that moved. */
  active: number;
  /** Whether the destination was Controlled by the Rebellion before the group moved. */
  rebellionBefore: boolean;
  /** Underground War Parties of the group already set Active. */
  activated: number;
}

/** The March Command frame. `selected` lists the destinations in order. */
export interface IndiansMarchFrame extends CommandFrame {
  kind: 'indiansMarch';
  /** The destination receiving groups now (the last selected), null before the first. */
  open: SpaceId | null;
  /** Every group moved, in order. */
  groups: MarchGroup[];
  /** War Parties that already moved (each War Party moves at most once). */
  moved: MovedRecord;
  /** Whether the free destination (all War Parties from Reserves) was used. */
  freeUsed: boolean;
  /** Whether the Indian Leader already moved in this Command. */
  leaderMoved: boolean;
  /**
   * Non-Player Indians only (8.1): whether the open destination was paid for (1 Resource) when it was
   * selected; absent for a human-run Faction and in a free March, which pay when a destination closes.
   */
  prepaid?: boolean;
}

/**
 * Whether March may select the space as a destination (3.4.2): a Province adjacent to a Province with
 * War Parties. Cost and earlier moves are the Command's concern. Pure.
 */
export function canMarch(state: GameState, space: SpaceId): boolean {
  return isProvince(space) && adjacentProvincesOf(space).some((s) => countWarParties(piecesAt(state, s)) > 0);
}

/** Whether Rebellion Control before the move and group size plus Militia set the group Active (3.4.2). Pure. */
export function marchActivates(state: GameState, to: SpaceId, rebellionBefore: boolean, groupSize: number): boolean {
  return isColony(to) && rebellionBefore && groupSize + countMilitia(piecesAt(state, to)) > 3;
}

const groupsInto = (frame: IndiansMarchFrame, to: SpaceId): MarchGroup[] => frame.groups.filter((g) => g.to === to);

// Indexed loops over the groups: a frame's lists are frozen, which V8's array methods walk slowly.

/** Whether some group entered the destination. Pure. */
function entered(frame: IndiansMarchFrame, to: SpaceId): boolean {
  const groups = frame.groups;
  for (let i = 0; i < groups.length; i++) if (groups[i].to === to) return true;
  return false;
}

/** Whether the group between the two Provinces has moved (one per pair of spaces). Pure. */
function groupMoved(frame: IndiansMarchFrame, from: SpaceId, to: SpaceId): boolean {
  const groups = frame.groups;
  for (let i = 0; i < groups.length; i++) if (groups[i].from === from && groups[i].to === to) return true;
  return false;
}

/** Whether every group into the destination so far came from an Indian Reserve Province. Pure. */
function allFromReserves(frame: IndiansMarchFrame, to: SpaceId): boolean {
  const groups = frame.groups;
  for (let i = 0; i < groups.length; i++) if (groups[i].to === to && !isReserve(groups[i].from)) return false;
  return true;
}

/** What closing the open destination costs now (3.4.2): 0 for the first destination all from Reserves. Pure. */
export function marchDestinationCost(frame: IndiansMarchFrame): number {
  if (!frame.open) return 0;
  return !frame.freeUsed && allFromReserves(frame, frame.open) ? 0 : 1;
}

/** Indian Resources and free-destination status after the open destination is closed. Pure. */
function afterClose(state: GameState, frame: IndiansMarchFrame): { resources: number; freeUsed: boolean } {
  if (!frame.open) return { resources: state.resources.indians, freeUsed: frame.freeUsed };
  const cost = marchDestinationCost(frame);
  // 8.1: a Non-Player paid when selecting; the free destination's Resource comes back.
  if (frame.prepaid !== undefined) return { resources: state.resources.indians + (frame.prepaid && cost === 0 ? 1 : 0), freeUsed: frame.freeUsed || cost === 0 };
  return {
    resources: frame.mode.free ? state.resources.indians : state.resources.indians - cost,
    freeUsed: frame.freeUsed || cost === 0,
  };
}

/** Whether a group from `from` may be paid for in a destination whose groups so far are `reservesOnly`. */
const affordable = (mode: CommandMode, resources: number, freeUsed: boolean, from: SpaceId, reservesOnly: boolean): boolean =>
  mode.free || resources >= 1 || (!freeUsed && reservesOnly && isReserve(from));

/**
 * Whether some War Party in the space has not moved yet in this March (`moved` and `selected`: the
 * frame's). The record is read only where War Parties moved in: the March's destinations (the counts
 * of those that moved are never negative; {@link marchProblems} holds a saved frame to both). Pure.
 */
function hasMovable(state: GameState, moved: MovedRecord, selected: readonly SpaceId[], from: SpaceId): boolean {
  const p = piecesAt(state, from);
  if (p.warPartyUnderground + p.warPartyActive === 0) return false;
  if (!selected.includes(from)) return true;
  return movableCount(state, moved, from, 'warPartyUnderground') > 0 || movableCount(state, moved, from, 'warPartyActive') > 0;
}

/** {@link movableCount} in the March: the record read only in its destinations, as in {@link hasMovable}. Pure. */
function unmovedIn(state: GameState, frame: IndiansMarchFrame, from: SpaceId, kind: WarPartyKind): number {
  return frame.selected.includes(from) ? movableCount(state, frame.moved, from, kind) : piecesAt(state, from)[kind];
}

/**
 * Destinations March may select now (after closing the open one), canonical order: within the mode's
 * limits (Limited: one, 2.3.5; a granted March's restriction names its destinations, 3.1.2, 5.1; each
 * once, 3.1), with War Parties next door that may move and be paid for. Pure.
 */
export function marchSelectable(state: GameState, frame: IndiansMarchFrame): SpaceId[] {
  const out: SpaceId[] = [];
  if (!maySelectMore(frame)) return out;
  const { resources, freeUsed } = afterClose(state, frame);
  const mayExecuteHere = mayExecuteInSpaces(state, frame);
  const sends = sendingOrigins(state, frame, resources, freeUsed);
  for (let i = 0; i < SPACE_IDS.length; i++) {
    const to = SPACE_IDS[i];
    if (isProvince(to) && someFlagged(ADJACENT_PROVINCE_INDICES[i], sends) && mayExecuteHere(to)) out.push(to);
  }
  return out;
}

/**
 * By canonical space index, whether a space can send War Parties into a next destination next door
 * (3.4.2): a Province with War Parties that may still move and be paid for (each origin tested once,
 * not once per destination; {@link destinationBar} is the same test for one destination). Pure.
 */
function sendingOrigins(state: GameState, frame: IndiansMarchFrame, resources: number, freeUsed: boolean): boolean[] {
  const out: boolean[] = [];
  // The spaces holding War Parties, when the board's index tells them: the others are not read.
  const parties = indexedSpacesHoldingAny(state, WAR_PARTY_KINDS);
  for (let i = 0; i < SPACE_IDS.length; i++) {
    const from = SPACE_IDS[i];
    out.push((parties === -1 || (parties & (1 << i)) !== 0) && isProvince(from) && hasMovable(state, frame.moved, frame.selected, from) && affordable(frame.mode, resources, freeUsed, from, true));
  }
  return out;
}

/**
 * What bars `to` as the next destination ({@link whyNotDestination}), or null: a Province next to a
 * Province with War Parties that may still move into it and be paid for (3.4.2). The one test,
 * allocating nothing on failure. Pure.
 */
function destinationBar(state: GameState, mode: CommandMode, moved: MovedRecord, selected: readonly SpaceId[], to: SpaceId, resources: number, freeUsed: boolean): 'westIndies' | 'city' | 'noWarParties' | 'cost' | null {
  if (!isProvince(to)) return to === 'WestIndies' ? 'westIndies' : 'city';
  let any = false;
  const origins = adjacentProvincesOf(to);
  for (let i = 0; i < origins.length; i++) {
    const from = origins[i];
    if (!hasMovable(state, moved, selected, from)) continue;
    if (affordable(mode, resources, freeUsed, from, true)) return null;
    any = true;
  }
  return any ? 'cost' : 'noWarParties';
}

/**
 * Why `to` may not be the next destination (3.4.2, 1.4.2), or null when it may ({@link marchSelectable}
 * without the general limits): a Province next to a Province whose War Parties may still move and
 * be paid for. `resources` and `freeUsed` are those after the open destination closes. Pure.
 */
function whyNotDestination(state: GameState, frame: IndiansMarchFrame, to: SpaceId, resources: number, freeUsed: boolean): Reason | null {
  const name = spaceName(to);
  switch (destinationBar(state, frame.mode, frame.moved, frame.selected, to, resources, freeUsed)) {
    case null:
      return null;
    case 'westIndies':
      return because('1.4.2', 'Indian pieces never occupy the West Indies: March destinations are Provinces');
    case 'city':
      return because('1.4.2', `${name} is a City: Indian pieces never occupy a City, and March destinations are Provinces`);
    case 'noWarParties':
      return because(RULE, `no Province next to ${name} holds War Parties that have not moved in this March`);
    case 'cost':
      return because(
        RULE,
        `each destination costs 1 Resource, the first reached only from Indian Reserves excepted${freeUsed ? ' (already used)' : ''}, and the Indians have ${resources}${freeUsed ? '' : `: no Indian Reserve next to ${name} holds War Parties that may move`}`,
      );
  }
}

function moveOptions(state: GameState, frame: IndiansMarchFrame): Action[] {
  const to = frame.open!;
  const out: Action[] = [];
  const last = frame.groups[frame.groups.length - 1];
  // Completing the last group with its Active War Parties (Underground were given first).
  if (last && last.to === to && last.active === 0 && last.underground > 0) {
    const n = movableCount(state, frame.moved, last.from, 'warPartyActive');
    for (let count = 1; count <= n; count++) out.push({ faction: 'indians', type: 'move', from: last.from, to, piece: 'warPartyActive', count });
  }
  const reservesOnly = allFromReserves(frame, to);
  const origins = adjacentProvincesOf(to);
  for (let i = 0; i < origins.length; i++) {
    const from = origins[i];
    if (!hasMovable(state, frame.moved, frame.selected, from) || groupMoved(frame, from, to)) continue;
    // 8.1: a Non-Player's destination paid on selection takes any group; one it could not pay for, only groups from Reserves.
    const payable = frame.prepaid === undefined ? affordable(frame.mode, state.resources.indians, frame.freeUsed, from, reservesOnly) : frame.prepaid || isReserve(from);
    if (!payable) continue;
    // 8.1: a Non-Player's Leader is not taken along; he follows the largest group when the Command is over.
    const leader = indianLeaderAt(state, from) && !frame.leaderMoved && !leaderFollowsGroups(state, 'indians');
    for (let j = 0; j < WAR_PARTY_KINDS.length; j++) {
      const piece = WAR_PARTY_KINDS[j];
      const n = unmovedIn(state, frame, from, piece);
      for (let count = 1; count <= n; count++) {
        out.push({ faction: 'indians', type: 'move', from, to, piece, count });
        if (leader) out.push({ faction: 'indians', type: 'move', from, to, piece, count, option: 'leader' });
      }
    }
  }
  return out;
}

/** Every legal March action now, canonical order. Pure. */
export function marchOptions(state: GameState, frame: IndiansMarchFrame): Action[] {
  const out: Action[] = frame.open ? moveOptions(state, frame) : [];
  if (!frame.open || entered(frame, frame.open)) {
    for (const space of marchSelectable(state, frame)) out.push({ faction: 'indians', type: 'selectSpace', space });
    if (frame.open) out.push({ faction: 'indians', type: 'done' });
  }
  return out;
}

/** Pays for the open destination (3.4.2). */
function closeDestination(draft: Draft<GameState>, frame: IndiansMarchFrame): void {
  const to = frame.open;
  if (!to) return;
  const cost = marchDestinationCost(frame);
  if (cost === 0) frame.freeUsed = true;
  if (frame.prepaid !== undefined) {
    // 8.1: paid when selected; the free destination (3.4.2) gets its Resource back.
    if (frame.prepaid && cost === 0) {
      addResources(draft, 'indians', 1);
      log(draft, `March into ${spaceName(to)}: first destination with all War Parties from Indian Reserves, free: the Resource paid for it is given back`, '3.4.2, 8.1', 'indians');
    }
    delete frame.prepaid;
    return;
  }
  const paid = pay(draft, 'indians', cost, frame.mode);
  const why = frame.mode.free ? ' (free Command)' : cost === 0 ? ' (first destination with all War Parties from Indian Reserves: free)' : '';
  log(draft, () => `March into ${spaceName(to)}: the Indians pay ${resourcesText(paid)}${why}`, '3.4.2', 'indians');
}

function handleMove(draft: Draft<GameState>, frame: IndiansMarchFrame, action: Action): void {
  const from = action.from!;
  const to = action.to as SpaceId;
  const piece = action.piece as WarPartyKind;
  const count = action.count!;
  const groups = ownDeep<MarchGroup[]>(frame, 'groups');
  let group = groups.find((g) => g.from === from && g.to === to);
  if (!group) {
    group = { from, to, underground: 0, active: 0, rebellionBefore: controlOf(draft, to) === 'rebellion', activated: 0 };
    groups.push(group);
  }
  movePieces(draft, from, to, piece, count);
  recordUnitMove(draft, 'indians', from, to, count);
  recordMoved(frame.moved, to, piece, count);
  if (piece === 'warPartyUnderground') group.underground += count;
  else group.active += count;
  log(draft, () => `March: ${piecesText(count, piece)} move from ${spaceName(from)} to ${spaceName(to)}`, '3.4.2', 'indians');
  if (action.option === 'leader') {
    frame.leaderMoved = true;
    moveIndianLeader(draft, to, '3.4.2');
  }
  const size = group.underground + group.active;
  const waiting = group.underground - group.activated;
  if (waiting > 0 && marchActivates(draft as GameState, to, group.rebellionBefore, size)) {
    const p = piecesAt(draft, to);
    // A Special Activity executed during the March (War Path) may already have Activated or removed some of
    // the War Parties that moved in: only those still Underground are set Active now (1.4.3).
    const toActivate = Math.min(waiting, movedCount(draft as GameState, frame.moved, to, 'warPartyUnderground'), p.warPartyUnderground);
    group.activated = group.underground;
    if (toActivate === 0) return;
    flipPieces(draft, to, 'warPartyUnderground', 'warPartyActive', toActivate);
    recordFlip(frame.moved, to, 'warPartyUnderground', toActivate);
    const militia = countMilitia(piecesAt(draft, to));
    log(
      draft,
      `March: ${spaceName(to)} was Rebellion Controlled and ${size} War Part${size === 1 ? 'y' : 'ies'} plus ${militia} Militia exceed 3: ${piecesText(toActivate, 'warPartyUnderground')} set Active`,
      '3.4.2, 1.4.3',
      'indians',
    );
  }
}

/**
 * What a March frame must agree with (3.4.2): the open destination is the last one selected;
 * destinations are Provinces (Indian pieces never enter a City, 1.4.2); each group came from an adjacent
 * Province into a destination, once per pair of spaces, with at least one War Party, and no more
 * Activated than moved Underground; every closed destination received a group; the free destination
 * was used exactly when a closed destination's groups all came from Indian Reserves.
 */
function marchProblems(state: GameState, frame: IndiansMarchFrame): string[] {
  const out = movedRecordProblems(frame.moved, frame.selected);
  const last = frame.selected[frame.selected.length - 1] ?? null;
  if (frame.open !== last)
    out.push(`open: the March goes into ${frame.open ? spaceName(frame.open) : 'no destination'}, but the last destination selected is ${last ? spaceName(last) : 'none'}`);
  const city = frame.selected.find((s) => !isProvince(s));
  if (city) out.push(`selected: ${spaceName(city)} is not a Province; War Parties March only into Provinces (3.4.2, 1.4.2)`);
  frame.groups.forEach((g, i) => {
    if (!frame.selected.includes(g.to)) out.push(`groups.${i}.to: ${spaceName(g.to)} is not a destination of the March`);
    else if (!adjacentProvincesOf(g.to).includes(g.from)) out.push(`groups.${i}.from: ${spaceName(g.from)} is not a Province adjacent to ${spaceName(g.to)} (3.4.2)`);
    if (frame.groups.findIndex((h) => h.from === g.from && h.to === g.to) !== i)
      out.push(`groups.${i}: a second group from ${spaceName(g.from)} to ${spaceName(g.to)}; War Parties between two Provinces travel together (3.4.2)`);
    if (g.underground + g.active === 0) out.push(`groups.${i}: a group of no War Parties`);
    if (g.activated > g.underground) out.push(`groups.${i}.activated: ${g.activated} Activated of ${g.underground} that moved Underground`);
  });
  // A group's first move records the destination among those War Parties moved into, for good.
  const unrecorded = frame.selected.find((d) => (frame.moved[d] !== undefined) !== groupsInto(frame, d).length > 0);
  if (unrecorded)
    out.push(`groups: ${groupsInto(frame, unrecorded).length > 0 ? 'groups entered' : 'no group entered'} ${spaceName(unrecorded)}, but War Parties that moved there are ${frame.moved[unrecorded] ? '' : 'not '}recorded (moved)`);
  const closed = frame.selected.slice(0, -1);
  const empty = closed.find((d) => groupsInto(frame, d).length === 0);
  if (empty) out.push(`groups: no group entered ${spaceName(empty)}, a destination the March has closed (3.4.2)`);
  else if (frame.freeUsed !== closed.some((d) => allFromReserves(frame, d)))
    out.push(`freeUsed: ${frame.freeUsed}, but ${frame.freeUsed ? 'no' : 'a'} closed destination was reached from Indian Reserves only (3.4.2: the first such is free)`);
  if (frame.prepaid !== undefined) {
    if (!isNonPlayer(state, 'indians') || frame.mode.free || frame.open === null)
      out.push(`prepaid: recorded, but only Non-Player Indians pay for a destination when selecting it, in a March that is not free (8.1)`);
    else if (!frame.prepaid && (frame.freeUsed || !allFromReserves(frame, frame.open)))
      out.push(`prepaid: false, but ${spaceName(frame.open)} was not paid for and can no longer be the free destination (3.4.2, 8.1)`);
  }
  return out;
}

/** Why the group's move into the open destination is not offered ({@link moveOptions}: 3.4.2, 1.10, 8.1), or null. Pure. */
function whyNotMarchMove(state: GameState, frame: IndiansMarchFrame, action: Action): Reason | null {
  const to = frame.open!;
  const name = spaceName(to);
  if (action.to !== to) return because(RULE, `War Parties move now into ${name}, the destination selected`);
  const from = action.from!;
  if (!adjacentProvincesOf(to).includes(from))
    return because(RULE, `War Parties March into an adjacent Province, and ${spaceName(from)} is not one next to ${name}${isProvince(from) ? '' : ' (Indian pieces never occupy Cities, 1.4.2)'}`);
  const kind = action.piece as WarPartyKind;
  const isKind = (WAR_PARTY_KINDS as readonly string[]).includes(kind);
  const wrong = whyNotWarParties(action.piece, action.count, from, isKind ? movableCount(state, frame.moved, from, kind) : 0, RULE, 'March');
  if (wrong !== null) return wrong;
  const group = frame.groups.find((g) => g.from === from && g.to === to);
  const last = frame.groups[frame.groups.length - 1];
  if (group !== undefined) {
    const completing = group === last && last.active === 0 && last.underground > 0 && kind === 'warPartyActive';
    if (!completing)
      return because(RULE, `War Parties going from ${spaceName(from)} to ${name} travel together as one group, and that group has moved${group === last && kind === 'warPartyUnderground' ? ' (a group gives its Underground War Parties, then its Active ones)' : ''}`);
    if (action.option !== undefined) return because('1.10', 'the Indian Leader goes along with the group\'s first action');
    return null;
  }
  const reservesOnly = allFromReserves(frame, to);
  const payable = frame.prepaid === undefined ? affordable(frame.mode, state.resources.indians, frame.freeUsed, from, reservesOnly) : frame.prepaid || isReserve(from);
  if (!payable) {
    if (frame.prepaid === false)
      return because(RULE, `${name} was selected without a Resource to pay for it (8.1): it can only be the free destination, reached only from Indian Reserves, and ${spaceName(from)} is not one`);
    return because(
      RULE,
      `the Indians have ${resourcesText(state.resources.indians)}: ${name} can only be the free destination, reached only from Indian Reserves${frame.freeUsed ? ', and that was used' : `, and ${spaceName(from)} is not one`}`,
    );
  }
  if (action.option !== undefined) {
    if (action.option !== 'leader') return because(RULE, `a March move takes no option but 'leader' (the Indian Leader goes along, 1.10), not '${action.option}'`);
    return whyLeaderMayNotGo(state, from, frame.leaderMoved);
  }
  return null;
}

/**
 * Why an Indian action is not among the March's options now (3.4.2, and the general limits of
 * flow/restriction.ts), or null when the generic reason says enough. Pure.
 */
function explainMarch(state: GameState, frame: IndiansMarchFrame, action: Action): Reason | null {
  const open = frame.open;
  const entered = open !== null && groupsInto(frame, open).length > 0;
  switch (action.type) {
    case 'selectSpace':
    case 'done': {
      if (open !== null && !entered) return because(RULE, `no War Party has entered ${spaceName(open)} yet: at least one group must March into each destination`);
      if (action.type === 'done') return open === null ? because(RULE, 'the March has selected no destination yet') : null;
      const space = action.space!;
      const general = whyMayNotExecuteIn(state, frame, space);
      if (general !== null) return general;
      const { resources, freeUsed } = afterClose(state, frame);
      return whyNotDestination(state, frame, space, resources, freeUsed);
    }
    case 'move':
      return open === null ? because(RULE, 'select a destination first') : whyNotMarchMove(state, frame, action);
    default:
      return null;
  }
}

/** The March decision step (3.4.2). */
export const indiansMarchStep = defineStep<IndiansMarchFrame>({
  kind: 'indiansMarch',
  rule: '3.4.2',
  decider: () => 'indians',
  prompt(_state, frame) {
    if (!frame.open) return `March: select a destination Province${frame.mode.free ? ' (free)' : ' (1 Resource each; the first destination reached only from Indian Reserves is free)'}`;
    const started = groupsInto(frame, frame.open).length > 0;
    return started
      ? `March into ${spaceName(frame.open)}: move more War Parties in from adjacent Provinces, select another destination, or end the March`
      : `March into ${spaceName(frame.open)}: move War Parties in from adjacent Provinces`;
  },
  explain: explainMarch,
  options: marchOptions,
  handle(draft, frame, action) {
    switch (action.type) {
      case 'selectSpace':
        closeDestination(draft, frame);
        frame.selected.push(action.space!);
        frame.open = action.space!;
        if (isNonPlayer(draft as GameState, 'indians') && !frame.mode.free) {
          // 8.1 Paying Resource Costs: the Non-Player pays as it selects (nothing when it has nothing: then only the free destination).
          const paid = pay(draft, 'indians', Math.min(1, draft.resources.indians), frame.mode);
          frame.prepaid = paid > 0;
          log(draft, () => `March: destination ${spaceName(action.space!)}, the Indians pay ${resourcesText(paid)}${paid === 0 ? ' (it can only be the free destination, from Indian Reserves)' : ''}`, '3.4.2, 8.1', 'indians');
          break;
        }
        log(draft, `March: destination ${spaceName(action.space!)}`, '3.4.2', 'indians');
        break;
      case 'move':
        handleMove(draft, frame, action);
        break;
      case 'done':
        closeDestination(draft, frame);
        log(draft, `March ends (${frame.selected.length} destination${frame.selected.length === 1 ? '' : 's'})`, '3.4.2', 'indians');
        popFrame(draft);
        break;
    }
    checkLeaders(draft);
  },
  validate: (state, frame, at) => [...commandFrameProblems(state, frame, at, { id: 'march', name: 'March', faction: 'indians' }), ...marchProblems(state, frame)],
});

/** Whether March can be executed now: at least one destination it may select (3.4.2), within the mode's limits (2.3.5, 3.1.2). Pure. */
export function canStartMarch(state: GameState, mode: CommandMode): boolean {
  return indiansMarch.canStart(state, mode);
}

/** The March frame's own fields at the start. */
const initialFields = (): Pick<IndiansMarchFrame, 'open' | 'groups' | 'moved' | 'freeUsed' | 'leaderMoved'> => ({
  open: null,
  groups: [],
  moved: {},
  freeUsed: false,
  leaderMoved: false,
});

/**
 * Whether March can select a first destination now (3.4.2): the template's "some space the general
 * limits allow where {@link canMarchTo} holds". Where those limits allow a space and leave every space
 * open (no restriction naming spaces, none closed by the Faction's Special Activity), a Province with War
 * Parties whose move can be paid for (1 Resource, or free from a Reserve) next to some Province will do:
 * that Province is a destination. Pure.
 */
function marchStarts(state: GameState, mode: CommandMode): boolean {
  if (everySpaceOpen(state, 'indians', 'march', mode)) {
    const resources = state.resources.indians;
    // The spaces holding War Parties, when the board's index tells them: the others are not read.
    const parties = indexedSpacesHoldingAny(state, WAR_PARTY_KINDS);
    for (let i = 0; i < SPACE_IDS.length; i++) {
      if (parties !== -1 && (parties & (1 << i)) === 0) continue;
      const from = SPACE_IDS[i];
      const p = piecesAt(state, from);
      if (p.warPartyUnderground + p.warPartyActive > 0 && isProvince(from) && affordable(mode, resources, false, from, true) && adjacentProvincesOf(from).length > 0) return true;
    }
    return false;
  }
  return someFirstSpace(state, 'indians', 'march', mode, canMarchTo);
}

/** Why March could not select `to` as its first destination now, by its own rule and paying for it (3.4.2), or null. Pure. */
export function whyNotMarchTo(state: GameState, to: SpaceId, mode: CommandMode): Reason | null {
  const frame: IndiansMarchFrame = { kind: 'indiansMarch', faction: 'indians', mode, selected: [], ...initialFields() };
  return whyNotDestination(state, frame, to, state.resources.indians, false);
}

/** Whether March could select `to` as its first destination now, by its own rule and paying for it (3.4.2). Pure. */
function canMarchTo(state: GameState, to: SpaceId, mode: CommandMode): boolean {
  return isProvince(to) && destinationBar(state, mode, NOTHING_MOVED, NOTHING_SELECTED, to, state.resources.indians, false) === null;
}

/** The record of a March before any War Party moved. */
const NOTHING_MOVED: MovedRecord = Object.freeze({});
/** The destinations of a March before the first. */
const NOTHING_SELECTED: readonly SpaceId[] = Object.freeze([]);

/** 3.4.2 March. */
export const indiansMarch = defineCommand<IndiansMarchFrame>({
  id: 'march',
  faction: 'indians',
  name: 'March',
  rule: '3.4.2',
  kind: 'indiansMarch',
  // `done` once the open destination received a group, by the frame alone (3.4.2); the Special Activities change only its record of moved War Parties.
  keepsDone: true,
  canStart: marchStarts,
  whyNotIn: whyNotMarchTo,
  initial: initialFields,
});
