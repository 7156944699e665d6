/**
 * 3.4.3 Scout (summary): War Parties escort British cubes into a neighbouring Province and may then
 * Skirmish. Cost: 1 Resource for the Indians plus 1 for the British. From a single chosen Province,
 * one or more War Parties go, as one group, into an adjacent Province (never a City, 1.3.6) and become
 * Active. The group must include at least one British Regular and may include Tories, no more of them
 * than Regulars; the Indians decide which pieces go. Militia in the destination all become Active, and
 * the Indians may finish with a Skirmish (4.2.2) there using British Regulars.
 *
 * Decisions (Indians, except the British Leader's):
 * - `{ type: 'selectSpace', space }` — the origin Province; the Indians and the British pay one each;
 * - the group, kind by kind in the order Underground War Parties, Active War Parties, British
 *   Regulars, Tories: `{ type: 'move', from, to, piece, count, option? }` (the first action fixes the
 *   destination; `option: 'leader'` on it takes the Indian Leader along, 1.10);
 * - `{ type: 'done' }` once War Parties and Regulars moved: the Militia there are Activated;
 * - if the British Leader stood in the origin and British pieces remain there, the British decide:
 *   `{ faction: 'british', type: 'moveLeader', to }` (follow) or `{ faction: 'british', type: 'stay' }`;
 * - `{ type: 'skirmish', space, option }` (see rules/procedures/skirmish.ts) or `{ type: 'done' }` to end without one;
 *   when no Skirmish is possible the Scout ends at once.
 *
 * Rulings:
 * - The British must be able to pay their Resource (3.1: the paying Faction must have enough); a free
 *   Scout costs neither Faction anything (3.1.2).
 * - The selected space is the origin; a Limited Scout is the same Command (one origin, one destination).
 * - A Leader follows units at its owner's choice (1.10): the British decide for their Leader, though
 *   the Indians choose the pieces (3.4.3 speaks of pieces). A Leader left alone moves per 1.10.
 * - The Skirmish is part of the Command, not a Special Activity: it does not use up the Indian Special
 *   Activity, and it may be executed by a Limited Scout.
 * - A granted Scout's restriction (3.1.2, 5.1: an Event's "Scout … there") names its destination, as
 *   for March: the Scout goes into the space the Event names. An origin is offered only when the group
 *   can go into an allowed destination, and the first move offers only allowed destinations. Once the
 *   first move fixes it, the destination joins the origin in `selected`, so the spaces the Scout used
 *   (reported to the Event that granted it) include the one it went into.
 * @module
 */
import type { Draft } from 'immer';
import type { Action, ActionOption } from '../../../core/action';
import type { Frame, GameState } from '../../../core/state';
import type { SpaceId, SpacePiece } from '../../../data/ids';
import { LEADER_INFO } from '../../../data/leaders';
import { PROVINCES, SPACE_BIT, isProvince } from '../../../data/map';
import { defineStep } from '../../../flow/step';
import { log, popFrame, pushFrame } from '../../../flow/frames';
import { countBritish, countWarParties, movePieces, flipPieces, placeLeader, piecesAt, indexedSpacesHolding, indexedSpacesHoldingAny } from '../../board';
import { checkLeaders } from '../../leaders';
import { leaderFollowsGroups, recordUnitMove } from '../../nonPlayers/leaders';
import { canPay, pay, whyCannotPay } from '../common';
import { because, type Reason } from '../../../core/reason';
import type { CommandFrame, CommandMode } from '../../../flow/contracts';
import { defineCommand } from '../../../flow/define';
import { mayExecuteIn, mayExecuteInSpaces, maySelectMore, whyMayNotExecuteIn } from '../../../flow/restriction';
import { WAR_PARTY_KINDS, adjacentProvincesOf, indianLeaderAt, moveIndianLeader, whyLeaderMayNotGo } from './shared';
import { KIND_NAME, piecesText, resourcesText, spaceName, spacesText } from '../../../data/text';

const RULE = '3.4.3';
import { executeSkirmish, skirmishOptions } from '../../procedures/skirmish';
import { commandFrameProblems } from '../agreement';

/** The kinds of the Scout group, in the order the Indians give them. */
export const SCOUT_KINDS = ['warPartyUnderground', 'warPartyActive', 'britishRegular', 'tory'] as const satisfies readonly SpacePiece[];
/** A piece kind that moves in a Scout (3.4.3). */
export type ScoutKind = (typeof SCOUT_KINDS)[number];

/** The Scout Command frame. */
export interface IndiansScoutFrame extends CommandFrame {
  kind: 'indiansScout';
  phase: 'select' | 'move' | 'skirmish';
  /** The selected origin Province. */
  origin: SpaceId | null;
  /** The destination (fixed by the first move). */
  to: SpaceId | null;
  /** Pieces moved so far, by kind. */
  moving: Record<ScoutKind, number>;
  /** Index in {@link SCOUT_KINDS} of the last kind moved, −1 before any. */
  stage: number;
}

/** The British deciding whether their Leader follows the Scout group (1.10). */
export interface IndiansScoutLeaderFrame extends Frame {
  kind: 'indiansScoutLeader';
  from: SpaceId;
  to: SpaceId;
}

/** What bars the space as the Scout's origin ({@link whyNotScout}), or null: the one test, allocating nothing on failure. */
function scoutBar(state: GameState, space: SpaceId): 'westIndies' | 'city' | 'noWarParty' | 'noRegular' | 'noNeighbour' | null {
  if (!isProvince(space)) return space === 'WestIndies' ? 'westIndies' : 'city';
  const p = piecesAt(state, space);
  if (countWarParties(p) === 0) return 'noWarParty';
  if (p.britishRegular === 0) return 'noRegular';
  return adjacentProvincesOf(space).length > 0 ? null : 'noNeighbour';
}

/** Why the space may not be the Scout's origin ({@link canScout}: 3.4.3, 1.4.2), or null: a Province with a War Party and a British Regular. Pure. */
export function whyNotScout(state: GameState, space: SpaceId): Reason | null {
  const name = spaceName(space);
  switch (scoutBar(state, space)) {
    case null:
      return null;
    case 'westIndies':
      return because('1.4.2', 'Indian pieces never occupy the West Indies: a Scout moves from a Province');
    case 'city':
      return because('1.4.2', `${name} is a City: Indian pieces never occupy a City, and a Scout moves from a Province`);
    case 'noWarParty':
      return because(RULE, `a Scout moves War Parties with British Regulars, and there is no War Party in ${name}`);
    case 'noRegular':
      return because(RULE, `at least one British Regular must move with the Scout's War Parties, and there is none in ${name}`);
    case 'noNeighbour':
      return because(RULE, `no Province is next to ${name} for the Scout to move into`);
  }
}

/** Whether Scout may select the space as its origin (3.4.3): a Province with a War Party and a British Regular. Pure. */
export function canScout(state: GameState, space: SpaceId): boolean {
  return scoutBar(state, space) === null;
}

/** Why the Indians or the British cannot pay for a Scout (1 Resource each, 3.4.3; nothing when free, 3.1.2), or null. Pure. */
function whyCannotPayScout(state: GameState, mode: CommandMode): Reason | null {
  return whyCannotPay(state, 'indians', 1, mode, 'a Scout', RULE) ?? whyCannotPay(state, 'british', 1, mode, "the British share of a Scout", RULE);
}

/** Whether both Factions can pay for a Scout (3.4.3, 3.1.2). Pure. */
export function canPayScout(state: GameState, mode: CommandMode): boolean {
  return canPay(state, 'indians', 1, mode) && canPay(state, 'british', 1, mode);
}

/**
 * Whether the Scout may go into `to` as far as the mode's limits go (3.1.2, 5.1: a granted Scout's
 * restriction names its destination; see the module notes). The destination is the Scout's one
 * space, judged as its first. Pure.
 */
export function scoutMayEnter(state: GameState, mode: CommandMode, to: SpaceId): boolean {
  return mayExecuteIn(state, { faction: 'indians', mode, selected: [] }, to);
}

/** Origins Scout may select now, canonical order: payable, and the group can go into an allowed destination. Pure. */
export function scoutSelectable(state: GameState, mode: CommandMode): SpaceId[] {
  if (!maySelectMore({ mode, selected: [] }) || !canPayScout(state, mode)) return [];
  const mayEnter = mayExecuteInSpaces(state, { faction: 'indians', mode, selected: [] });
  const out: SpaceId[] = [];
  // Indexed loops: the Provinces are a frozen list, which V8's array methods walk slowly.
  for (let i = 0; i < PROVINCES.length; i++) {
    const id = PROVINCES[i];
    if (!canScout(state, id)) continue;
    const to = adjacentProvincesOf(id);
    for (let j = 0; j < to.length; j++)
      if (mayEnter(to[j])) {
        out.push(id);
        break;
      }
  }
  return out;
}

/** Whether Scout could go into `to` now, by its own rule and paying for it (3.4.3): from an adjacent origin it may select. Pure. */
const canScoutInto = (state: GameState, to: SpaceId, mode: CommandMode): boolean =>
  isProvince(to) && canPayScout(state, mode) && adjacentProvincesOf(to).some((from) => canScout(state, from));

/**
 * Whether Scout can start (3.4.3): some destination the general limits allow next to an origin it may
 * select; the template's "some space where {@link canScoutInto} holds", from the few origins (adjacency
 * is symmetric). Pure.
 */
function scoutStarts(state: GameState, mode: CommandMode): boolean {
  if (!canPayScout(state, mode)) return false;
  const mayEnter = mayExecuteInSpaces(state, { faction: 'indians', mode, selected: [], command: 'scout' });
  // Indexed loops: the Provinces and their neighbours are frozen lists, which V8's array methods walk slowly.
  // With the board's index, only the spaces holding a War Party and a British Regular (scoutBar).
  const regulars = indexedSpacesHolding(state, 'britishRegular');
  const origins = regulars === -1 ? -1 : regulars & indexedSpacesHoldingAny(state, WAR_PARTY_KINDS);
  if (origins === 0) return false;
  for (let i = 0; i < PROVINCES.length; i++) {
    const from = PROVINCES[i];
    if ((origins !== -1 && (origins & SPACE_BIT[from]) === 0) || !canScout(state, from)) continue;
    const to = adjacentProvincesOf(from);
    for (let j = 0; j < to.length; j++) if (mayEnter(to[j])) return true;
  }
  return false;
}

/** Why Scout could not go into `to` now ({@link canScoutInto}), or null. Pure. */
export function whyNotScoutInto(state: GameState, to: SpaceId, mode: CommandMode): Reason | null {
  if (canScoutInto(state, to, mode)) return null;
  const cost = whyCannotPayScout(state, mode);
  if (cost !== null) return cost;
  if (!isProvince(to)) return because('1.4.2', to === 'WestIndies' ? 'Indian pieces never occupy the West Indies: a Scout moves into a Province' : `${spaceName(to)} is a City: Indian pieces never occupy a City, and a Scout moves into a Province`);
  return because(RULE, `no Province next to ${spaceName(to)} holds both a War Party and a British Regular`);
}

/** Why the space may not be selected as the Scout's origin now ({@link scoutSelectable}), or null. Pure. */
function whyNotScoutFrom(state: GameState, mode: CommandMode, space: SpaceId): Reason | null {
  const first = whyCannotPayScout(state, mode) ?? whyNotScout(state, space);
  if (first !== null) return first;
  const dests = adjacentProvincesOf(space);
  if (dests.some((to) => scoutMayEnter(state, mode, to))) return null;
  const restriction = mode.restriction;
  if (restriction?.spaces !== undefined && !dests.some((to) => restriction.spaces!.includes(to)))
    return because('3.1.2', `the Event or Brilliant Stroke that granted this Scout allows it only into ${spacesText(restriction.spaces)}, and none is next to ${spaceName(space)}`);
  return whyMayNotExecuteIn(state, { faction: 'indians', mode, selected: [] }, dests[0]);
}

function moveAction(from: SpaceId, to: SpaceId, piece: ScoutKind, count: number, leader = false): Action {
  const a: Action = { faction: 'indians', type: 'move', from, to, piece, count };
  if (leader) a.option = 'leader';
  return a;
}

function moveOptions(state: GameState, frame: IndiansScoutFrame): Action[] {
  const from = frame.origin!;
  const p = piecesAt(state, from);
  const out: Action[] = [];
  if (frame.stage < 0) {
    // 8.1: a Non-Player's Leader is not taken along; he follows the largest group when the Command is over.
    const leader = indianLeaderAt(state, from) && !leaderFollowsGroups(state, 'indians');
    const mayEnter = mayExecuteInSpaces(state, { faction: 'indians', mode: frame.mode, selected: [] });
    for (const to of adjacentProvincesOf(from)) {
      if (!mayEnter(to)) continue;
      for (const piece of ['warPartyUnderground', 'warPartyActive'] as const)
        for (let n = 1; n <= p[piece]; n++) {
          out.push(moveAction(from, to, piece, n));
          if (leader) out.push(moveAction(from, to, piece, n, true));
        }
    }
    return out;
  }
  const to = frame.to!;
  const next = (piece: ScoutKind, max: number): void => {
    if (SCOUT_KINDS.indexOf(piece) <= frame.stage) return;
    for (let n = 1; n <= max; n++) out.push(moveAction(from, to, piece, n));
  };
  if (frame.stage === 0) next('warPartyActive', p.warPartyActive);
  if (frame.stage < 2) next('britishRegular', p.britishRegular);
  if (frame.stage === 2) {
    next('tory', Math.min(p.tory, frame.moving.britishRegular));
    out.push({ faction: 'indians', type: 'done' });
  }
  if (frame.stage === 3) out.push({ faction: 'indians', type: 'done' });
  return out;
}

/** Every legal Scout action now, canonical order. Pure. */
export function scoutOptions(state: GameState, frame: IndiansScoutFrame): Action[] {
  switch (frame.phase) {
    case 'select':
      return scoutSelectable(state, frame.mode).map((space) => ({ faction: 'indians', type: 'selectSpace', space }));
    case 'move':
      return moveOptions(state, frame);
    case 'skirmish': {
      const space = frame.to!;
      const out: Action[] = skirmishOptions(state, space).map((option) => ({ faction: 'indians', type: 'skirmish', space, option: option as ActionOption }));
      out.push({ faction: 'indians', type: 'done' });
      return out;
    }
  }
}

function handleMove(draft: Draft<GameState>, frame: IndiansScoutFrame, action: Action): void {
  const from = action.from!;
  const to = action.to as SpaceId;
  const piece = action.piece as ScoutKind;
  const count = action.count!;
  // The first move fixes the destination (3.4.3), recorded with the origin as a space the Scout used.
  if (frame.to === null) frame.selected.push(to);
  frame.to = to;
  frame.stage = SCOUT_KINDS.indexOf(piece);
  frame.moving[piece] += count;
  movePieces(draft, from, to, piece, count);
  recordUnitMove(draft, piece === 'britishRegular' || piece === 'tory' ? 'british' : 'indians', from, to, count);
  if (piece === 'warPartyUnderground') {
    // 3.4.3: every War Party that moves becomes Active.
    flipPieces(draft, to, 'warPartyUnderground', 'warPartyActive', count);
  }
  const activated = piece === 'warPartyUnderground' ? ' and are Activated' : '';
  log(draft, () => `Scout: ${piecesText(count, piece)} move from ${spaceName(from)} to ${spaceName(to)}${activated}`, '3.4.3', 'indians');
  if (action.option === 'leader') moveIndianLeader(draft, to, '3.4.3');
}

/** After the group moved: Militia there Activated, the British Leader's choice, then the Skirmish (or the end). */
function finishMove(draft: Draft<GameState>, frame: IndiansScoutFrame): void {
  const from = frame.origin!;
  const to = frame.to!;
  const militia = piecesAt(draft, to).militiaUnderground;
  flipPieces(draft, to, 'militiaUnderground', 'militiaActive', militia);
  log(
    draft,
    militia > 0 ? `Scout: ${piecesText(militia, 'militiaUnderground')} in ${spaceName(to)} Activated` : `Scout: no Underground Militia in ${spaceName(to)} to Activate`,
    '3.4.3',
    'indians',
  );
  if (skirmishOptions(draft, to).length > 0) frame.phase = 'skirmish';
  else {
    log(draft, `Scout ends (no Skirmish possible in ${spaceName(to)})`, '3.4.3', 'indians');
    popFrame(draft);
  }
  // 1.10: the British Leader may follow the British units (its owner decides).
  // 8.1: a Non-Player British Leader follows the largest group once the Command is over instead.
  if (draft.leaders.british.at === from && countBritish(piecesAt(draft, from)) > 0 && !leaderFollowsGroups(draft, 'british')) {
    const leaderFrame: IndiansScoutLeaderFrame = { kind: 'indiansScoutLeader', from, to };
    pushFrame(draft, leaderFrame);
  }
}

/**
 * What a Scout frame must agree with (3.4.3): before the origin is selected nothing has happened; the
 * origin is the space selected, a Province with a War Party and a British Regular while the group has not
 * begun; the destination, fixed by the first move, is an adjacent Province selected after the origin;
 * the group's record names the last kind moved, War Parties first, Tories no more than Regulars, and
 * while no Regular has moved one must still be in the origin; the British units moved are in the
 * destination (Indian Special Activities never remove them).
 */
function scoutProblems(state: GameState, frame: IndiansScoutFrame): string[] {
  const out: string[] = [];
  const m = frame.moving;
  const moved = SCOUT_KINDS.some((k) => m[k] > 0);
  if (frame.phase === 'select') {
    if (frame.origin !== null || frame.to !== null || frame.stage !== -1 || moved || frame.selected.length > 0)
      out.push(`phase: the Scout has not selected its origin, yet its frame records a selection or a move`);
    return out;
  }
  const origin = frame.origin;
  if (origin === null || frame.selected[0] !== origin) {
    out.push(`origin: the Scout moves from ${origin ? spaceName(origin) : 'no space'}, but it selected ${frame.selected.length > 0 ? spaceName(frame.selected[0]) : 'none'}`);
    return out;
  }
  const expected = frame.to === null ? [origin] : [origin, frame.to];
  if (frame.selected.length !== expected.length || expected.some((s, i) => frame.selected[i] !== s))
    out.push(`selected: the Scout's spaces are its origin then its destination (${expected.map(spaceName).join(', ')})`);
  if ((frame.to === null) !== (frame.stage < 0) || (frame.phase === 'skirmish' && frame.stage < 2))
    out.push(`stage: ${frame.stage} does not match ${frame.to === null ? 'a group not yet moving' : `a group moving to ${spaceName(frame.to)}`} in phase '${frame.phase}'`);
  else if (frame.stage >= 0 && (m[SCOUT_KINDS[frame.stage]] === 0 || SCOUT_KINDS.slice(frame.stage + 1).some((k) => m[k] > 0)))
    out.push(`stage: ${frame.stage} is not the last kind the Scout group moved (kinds go ${SCOUT_KINDS.map((k) => KIND_NAME[k][1]).join(', ')})`);
  if (frame.to === null) {
    if (moved) out.push(`moving: pieces moved with no destination`);
    if (!canScout(state, origin))
      out.push(`origin: ${spaceName(origin)} is not a Province with a War Party and a British Regular; the Scout could not move from it (3.4.3)`);
    return out;
  }
  const to = frame.to;
  if (!adjacentProvincesOf(origin).includes(to)) out.push(`to: ${spaceName(to)} is not a Province adjacent to ${spaceName(origin)} (3.4.3, 1.4.2)`);
  if (m.warPartyUnderground + m.warPartyActive === 0) out.push(`moving: the Scout group moved no War Party (3.4.3)`);
  if (m.tory > m.britishRegular) out.push(`moving.tory: ${piecesText(m.tory, 'tory')} with ${piecesText(m.britishRegular, 'britishRegular')}; no more Tories than Regulars (3.4.3)`);
  const p = piecesAt(state, to);
  if (m.britishRegular > p.britishRegular || m.tory > p.tory)
    out.push(`moving: the group's British cubes (${piecesText(m.britishRegular, 'britishRegular')}, ${piecesText(m.tory, 'tory')}) are not all in ${spaceName(to)}`);
  if (frame.phase === 'move' && frame.stage < 2 && piecesAt(state, origin).britishRegular === 0)
    out.push(`origin: no British Regular is left in ${spaceName(origin)} to go with the Scout group, which must include one (3.4.3)`);
  return out;
}

/** The kinds of the Scout group in words, in the order they are given. */
const KIND_ORDER = "the group's kinds are given in the order Underground War Parties, Active War Parties, British Regulars, Tories, each once (docs/actions.md)";

/** Why the group's move is not offered ({@link moveOptions}: 3.4.3, 1.4.2, 1.10), or null. Pure. */
function whyNotScoutMove(state: GameState, frame: IndiansScoutFrame, action: Action): Reason | null {
  const origin = frame.origin!;
  const from = action.from!;
  if (from !== origin) return because(RULE, `the Scout group moves from ${spaceName(origin)}, the Province selected, not from ${spaceName(from)}`);
  const piece = action.piece as ScoutKind;
  if (!(SCOUT_KINDS as readonly string[]).includes(piece))
    return because(RULE, `a Scout moves War Parties, British Regulars and Tories, not ${KIND_NAME[action.piece as keyof typeof KIND_NAME]?.[1] ?? action.piece}`);
  const to = action.to as SpaceId;
  const count = action.count ?? 0;
  const p = piecesAt(state, origin);
  if (frame.stage < 0) {
    if (!adjacentProvincesOf(origin).includes(to))
      return because(RULE, `the group moves into a Province next to ${spaceName(origin)}, and ${(action.to as string) === 'available' ? 'Available' : spaceName(to)} is not one${isProvince(to) || (action.to as string) === 'available' ? '' : ' (Indian pieces never occupy Cities, 1.4.2)'}`);
    const general = whyMayNotExecuteIn(state, { faction: 'indians', mode: frame.mode, selected: [] }, to);
    if (general !== null) return general;
    if (piece !== 'warPartyUnderground' && piece !== 'warPartyActive') return because(RULE, `${KIND_ORDER}: War Parties come first`);
  } else {
    if (to !== frame.to) return because(RULE, `all the Scout's pieces move as one group, into ${spaceName(frame.to!)} where the first of them went`);
    if (SCOUT_KINDS.indexOf(piece) <= frame.stage) return because(RULE, KIND_ORDER);
    if (piece === 'tory' && frame.moving.britishRegular === 0) return because(RULE, 'Tories move with the Scout only up to the number of British Regulars moving, and none moves yet');
  }
  if (count < 1) return because(RULE, `a move moves at least one ${KIND_NAME[piece][0]}`);
  if (p[piece] === 0) return because(RULE, `there is no ${KIND_NAME[piece][0]} in ${spaceName(origin)} to move`);
  if (count > p[piece]) return because(RULE, `${spaceName(origin)} has ${piecesText(p[piece], piece)}, not ${count}`);
  if (piece === 'tory' && count > frame.moving.britishRegular)
    return because(RULE, `Tories move with the Scout only up to the number of British Regulars moving, ${frame.moving.britishRegular}`);
  if (action.option !== undefined) {
    if (action.option !== 'leader') return because(RULE, `a Scout move takes no option but 'leader' (the Indian Leader goes along, 1.10), not '${action.option}'`);
    if (frame.stage >= 0) return because('1.10', "the Indian Leader goes along with the group's first action");
    return whyLeaderMayNotGo(state, origin, false);
  }
  return null;
}

/** The Skirmish choices in words ("British Regular + Tory; …"). */
const choicesText = (choices: readonly string[]): string => choices.map((c) => c.split('+').map((k) => KIND_NAME[k as keyof typeof KIND_NAME][0]).join(' + ')).join('; ');

/**
 * Why an Indian action is not among the Scout's options now (3.4.3, and the general limits of
 * flow/restriction.ts), or null when the generic reason says enough. Pure.
 */
function explainScout(state: GameState, frame: IndiansScoutFrame, action: Action): Reason | null {
  switch (frame.phase) {
    case 'select':
      return action.type === 'selectSpace' ? whyNotScoutFrom(state, frame.mode, action.space!) : because(RULE, 'select the Province the Scout moves from first');
    case 'move':
      switch (action.type) {
        case 'selectSpace':
          return because(RULE, `a Scout moves from one Province, and ${spaceName(frame.origin!)} is selected: move its group now`);
        case 'move':
          return whyNotScoutMove(state, frame, action);
        case 'done':
          if (frame.stage < 0) return because(RULE, 'the Scout group must include at least one War Party, and none has moved yet');
          if (frame.stage < 2) return because(RULE, 'at least one British Regular must move with the Scout\'s War Parties, and none has moved yet');
          return null;
        default:
          return because(RULE, `the Scout group is moving from ${spaceName(frame.origin!)}: move its pieces, then complete the move (done)`);
      }
    case 'skirmish': {
      const to = frame.to!;
      if (action.type !== 'skirmish') return because(RULE, `the group has moved: Skirmish in ${spaceName(to)} with British Regulars, or end the Scout (done)`);
      if (action.space !== to) return because(RULE, `the Scout Skirmishes in ${spaceName(to)}, its destination, not in ${spaceName(action.space!)}`);
      const choices = skirmishOptions(state, to);
      return choices.includes(action.option!) ? null : because('4.2.2', `in ${spaceName(to)} the Skirmish may remove: ${choicesText(choices)}`);
    }
  }
}

/** The Scout decision step (3.4.3). */
export const indiansScoutStep = defineStep<IndiansScoutFrame>({
  kind: 'indiansScout',
  rule: '3.4.3',
  decider: () => 'indians',
  prompt(_state, frame) {
    switch (frame.phase) {
      case 'select':
        return `Scout: select the Province the War Parties and British cubes move from${frame.mode.free ? ' (free)' : ' (the Indians and the British pay 1 Resource each)'}`;
      case 'move':
        if (frame.stage < 0) return `Scout from ${spaceName(frame.origin!)}: move War Parties into an adjacent Province`;
        if (frame.stage < 2) return `Scout from ${spaceName(frame.origin!)} to ${spaceName(frame.to!)}: move more War Parties or the British Regulars (at least one)`;
        return `Scout from ${spaceName(frame.origin!)} to ${spaceName(frame.to!)}: move Tories (up to the Regulars moving), or complete the move`;
      case 'skirmish':
        return `Scout in ${spaceName(frame.to!)}: Skirmish with the British Regulars, or end the Command`;
    }
  },
  explain: explainScout,
  options: scoutOptions,
  handle(draft, frame, action) {
    if (action.type === 'selectSpace') {
      const space = action.space!;
      const indians = pay(draft, 'indians', 1, frame.mode);
      const british = pay(draft, 'british', 1, frame.mode);
      frame.origin = space;
      frame.phase = 'move';
      frame.selected.push(space);
      log(
        draft,
        `Scout from ${spaceName(space)}: the Indians pay ${resourcesText(indians)}, the British ${resourcesText(british)}${frame.mode.free ? ' (free Command)' : ''}`,
        '3.4.3',
        'indians',
      );
    } else if (action.type === 'move') handleMove(draft, frame, action);
    else if (action.type === 'skirmish') {
      popFrame(draft);
      executeSkirmish(draft, action.space!, action.option!, 'indians');
      return;
    } else if (frame.phase === 'move') finishMove(draft, frame);
    else {
      log(draft, 'Scout ends without a Skirmish', '3.4.3', 'indians');
      popFrame(draft);
    }
    checkLeaders(draft);
  },
  validate: (state, frame, at) => [
    // The Scout's restriction names its destination (see the module notes): only that counts for the limits.
    ...commandFrameProblems(state, frame, at, { id: 'scout', name: 'Scout', faction: 'indians', limited: frame.selected.slice(1) }),
    ...scoutProblems(state, frame),
  ],
});

/**
 * What the British Leader's Scout decision must agree with, for `loadGame` (1.10, 3.4.3): the Leader
 * stands in the origin, British units went to the destination (its owner may follow them), and, while
 * the Scout goes on to its Skirmish, these are the Scout's own origin and destination. Pure.
 */
function scoutLeaderProblems(state: GameState, frame: IndiansScoutLeaderFrame, at: number): string[] {
  const out: string[] = [];
  const name = LEADER_INFO[state.leaders.british.leader].name;
  const stands = state.leaders.british.at;
  if (stands !== frame.from)
    out.push(`from: ${name} is to follow the British units from ${spaceName(frame.from)}, but ${stands === 'available' ? 'is Available' : `stands in ${spaceName(stands)}`}`);
  if (countBritish(piecesAt(state, frame.to)) === 0) out.push(`to: ${spaceName(frame.to)} holds no British piece for ${name} to follow`);
  const scout = state.stack[at - 1];
  if (scout?.kind === 'indiansScout') {
    const { origin, to } = scout as IndiansScoutFrame;
    if (origin !== frame.from || to !== frame.to)
      out.push(
        `from: the Leader follows a move from ${spaceName(frame.from)} to ${spaceName(frame.to)}, but the Scout under it moved ${origin && to ? `from ${spaceName(origin)} to ${spaceName(to)}` : 'no group yet'}`,
      );
  }
  return out;
}

/** The British decide whether their Leader follows the Scout group (1.10). */
export const indiansScoutLeaderStep = defineStep<IndiansScoutLeaderFrame>({
  kind: 'indiansScoutLeader',
  rule: '1.10',
  decider: () => 'british',
  prompt: (state, frame) =>
    `${LEADER_INFO[state.leaders.british.leader].name} may follow the British units moving with the Scout from ${spaceName(frame.from)} to ${spaceName(frame.to)}, or stay`,
  explain: (state, frame, action) =>
    action.type === 'moveLeader' && action.to !== frame.to
      ? because('1.10', `${LEADER_INFO[state.leaders.british.leader].name} may only follow the British units to ${spaceName(frame.to)}, or stay in ${spaceName(frame.from)}`)
      : null,
  options: (_state, frame): Action[] => [
    { faction: 'british', type: 'moveLeader', to: frame.to },
    { faction: 'british', type: 'stay' },
  ],
  handleReadsFrame: true,
  handle(draft, frame, action) {
    const name = LEADER_INFO[draft.leaders.british.leader].name;
    popFrame(draft);
    if (action.type === 'moveLeader') {
      placeLeader(draft, 'british', frame.to);
      log(draft, `${name} follows the British units to ${spaceName(frame.to)}`, '1.10', 'british');
    } else log(draft, `${name} stays in ${spaceName(frame.from)}`, '1.10', 'british');
  },
  validate: scoutLeaderProblems,
});

/** Whether Scout can be executed now (3.4.3), within the mode's limits (2.3.5, 3.1.2). Pure. */
export function canStartScout(state: GameState, mode: CommandMode): boolean {
  return indiansScout.canStart(state, mode);
}

/** 3.4.3 Scout (its restriction names the destination, see the module notes). */
export const indiansScout = defineCommand<IndiansScoutFrame>({
  id: 'scout',
  faction: 'indians',
  name: 'Scout',
  rule: '3.4.3',
  kind: 'indiansScout',
  canStart: scoutStarts,
  whyNotIn: whyNotScoutInto,
  initial: () => ({
    phase: 'select',
    origin: null,
    to: null,
    moving: { warPartyUnderground: 0, warPartyActive: 0, britishRegular: 0, tory: 0 },
    stage: -1,
  }),
});
