/**
 * 3.2.2 Garrison: move any number of Regulars (zero included) into Cities, Activate Militia there,
 * displace Rebellion units. Costs two Resources in total, paid with the first destination (or with
 * `done` when no Regular moves). Not available at FNI 3; a Blockaded City and the units in it take no
 * part at all (1.9).
 *
 * Decisions (all `faction: 'british'`):
 * 1. `{ type: 'selectSpace', space }` picks a destination City (canonical order of Cities; Limited: one),
 *    then `{ type: 'move', from, to, piece: 'britishRegular', count }` moves Regulars into it from any
 *    space (origins in canonical order, each once per destination; `option: 'leader'` takes the
 *    British Leader along, 1.10). A unit moves at most once. In a full Garrison each selected City
 *    receives at least one Regular before the next City or `done`, and `done` at the first decision
 *    moves no Regular at all. A Limited Garrison always names its one destination City (any City not
 *    Blockaded) and may move no Regular into it.
 * 2. `{ type: 'done' }` ends the moves; then, automatically, one Militia per three British cubes is
 *    Activated in every City that is not Blockaded (Limited: the destination City only).
 * 3. If some City (British Control, no Patriot Fort, not Blockaded; Limited: the destination) holds
 *    Rebellion units: `{ type: 'displace', space, to }` moves all of them to one adjacent space, or
 *    `{ type: 'done' }` declines.
 * @module
 */
import type { Draft } from 'immer';
import type { Action } from '../../../core/action';
import type { GameState } from '../../../core/state';
import { SPACE_IDS, type SpaceId, type SpacePiece } from '../../../data/ids';
import { ADJACENT, CITIES, isCity } from '../../../data/map';
import { defineStep } from '../../../flow/step';
import { commandFrame, defineCommand } from '../../../flow/define';
import { log, popFrame } from '../../../flow/frames';
import { indexedSpacesHolding, isBlockaded, movePieces, piecesAt, controlOf } from '../../board';
import { canPay, isEmptyRecord, pay, whyCannotPay } from '../common';
import { mayExecuteInSpaces, maySelectMore, whyMayNotExecuteIn } from '../../../flow/restriction';
import { because, type Reason } from '../../../core/reason';
import type { CommandFrame, CommandMode, CommandModule } from '../../../flow/contracts';
import { checkLeaders } from '../../leaders';
import { leaderFollowsGroups, recordUnitMove } from '../../nonPlayers/leaders';
import { currentSpaceProblems, mapOrderProblems } from '../agreement';
import { WITH_LEADER, activateMilitia, britishLeaderIn, spaceIndex, takeLeaderAlong } from './shared';
import { KIND_NAME, piecesText, resourcesText, spaceName } from '../../../data/text';

const RULE = '3.2.2';
const B = 'british' as const;
const say = (draft: Draft<GameState>, text: string, rule = RULE): void => log(draft, text, rule, B);

/** Garrison costs two Resources in total (3.2.2). */
export const GARRISON_COST = 2;
/** Garrison is not available at this FNI level (1.9, 3.2.2). */
export const GARRISON_FORBIDDEN_FNI = 3;

/** Rebellion units that Garrison displaces (3.2.2): Militia, Continentals, French Regulars (Forts are not units). */
export const DISPLACED_KINDS: readonly SpacePiece[] = Object.freeze(['continental', 'militiaUnderground', 'militiaActive', 'frenchRegular'] as SpacePiece[]);

// ---------------------------------------------------------------------------------------------
// Legality queries (pure)

/** Why Garrison is not available at all (FNI 3, 1.9, 3.2.2), or null. */
export function whyNoGarrison(state: GameState): Reason | null {
  return state.fni < GARRISON_FORBIDDEN_FNI ? null : because(RULE, 'Garrison is not available while French Naval Intervention is at 3');
}

/** Whether Garrison is available at all: not at FNI 3 (1.9, 3.2.2). */
export function canGarrison(state: GameState): boolean {
  return state.fni < GARRISON_FORBIDDEN_FNI;
}

/**
 * Why Regulars may not Garrison out of the space (3.2.2, 1.9), or null when they may: any map space but
 * a Blockaded City. Ruling: not the West Indies, a holding box outside the map (1.3.7) whose Regulars
 * leave only by 6.2.2.
 */
export function whyNotGarrisonFrom(state: GameState, space: SpaceId): Reason | null {
  if (space === 'WestIndies') return because('1.3.7', 'Regulars leave the West Indies only by Redeployment (6.2.2), never by Garrison');
  if (isBlockaded(state, space)) return because('1.9', `${spaceName(space)} is Blockaded: its units take no part in a Garrison`);
  return null;
}

/**
 * Whether Regulars may Garrison out of the space (3.2.2, 1.9): any map space but a Blockaded City.
 * Ruling: not the West Indies, a holding box outside the map (1.3.7) whose Regulars leave only by 6.2.2.
 */
export function canGarrisonFrom(state: GameState, space: SpaceId): boolean {
  return space !== 'WestIndies' && !isBlockaded(state, space);
}

/** Why Regulars may not Garrison into the space (a City that is not Blockaded, 3.2.2, 1.9), or null when they may. */
export function whyNotGarrisonTo(state: GameState, space: SpaceId): Reason | null {
  if (!isCity(space)) return because(RULE, `Garrison moves Regulars into Cities, and ${spaceName(space)} is not one`);
  if (isBlockaded(state, space)) return because('1.9', `${spaceName(space)} is Blockaded: no Garrison there`);
  return null;
}

/** Whether Regulars may Garrison into the space: a City that is not Blockaded (3.2.2, 1.9). */
export function canGarrisonTo(state: GameState, space: SpaceId): boolean {
  return isCity(space) && !isBlockaded(state, space);
}

/** Rebellion units in the space (what a Garrison displacement moves: the {@link DISPLACED_KINDS}). */
export function rebellionUnits(state: GameState, space: SpaceId): number {
  const p = piecesAt(state, space);
  return p.continental + p.militiaUnderground + p.militiaActive + p.frenchRegular;
}

/** Why Garrison may not displace the Rebellion units of the City (3.2.2), or null when it may. */
export function whyNoDisplace(state: GameState, space: SpaceId): Reason | null {
  const to = whyNotGarrisonTo(state, space);
  if (to !== null) return to;
  if (controlOf(state, space) !== 'british') return because(RULE, `Garrison displaces Rebellion units only from a City under British Control, and ${spaceName(space)} is not`);
  if (piecesAt(state, space).patriotFort > 0) return because(RULE, `${spaceName(space)} has a Patriot Fort: Garrison displaces no units there`);
  if (rebellionUnits(state, space) === 0) return because(RULE, `there are no Rebellion units (Continentals, Militia, French Regulars) in ${spaceName(space)} to displace`);
  return null;
}

/** Whether Garrison may displace the Rebellion units of the City (3.2.2): British Control, no Patriot Fort, not Blockaded, some Rebellion unit. */
export function canDisplaceFrom(state: GameState, space: SpaceId): boolean {
  return canGarrisonTo(state, space) && controlOf(state, space) === 'british' && piecesAt(state, space).patriotFort === 0 && rebellionUnits(state, space) > 0;
}

// ---------------------------------------------------------------------------------------------
// The frame and its step

/** The Garrison in progress. */
export interface BritishGarrisonFrame extends CommandFrame {
  kind: 'britishGarrison';
  phase: 'move' | 'displace';
  /** The destination City receiving Regulars now. */
  current: SpaceId | null;
  /** Canonical index of the last origin used for the current destination. */
  lastOrigin: number;
  /** Regulars that arrived in each space by this Garrison (they may not move again). */
  arrived: Partial<Record<SpaceId, number>>;
  /** Regulars moved in all. */
  moved: number;
  /** Whether the Leader has already gone along with a move. */
  leaderMoved: boolean;
}

/** The Garrison's first frame, beyond the fields every Command frame has. */
function initial(): Pick<BritishGarrisonFrame, 'phase' | 'current' | 'lastOrigin' | 'arrived' | 'moved' | 'leaderMoved'> {
  return { phase: 'move', current: null, lastOrigin: -1, arrived: {}, moved: 0, leaderMoved: false };
}

/** Regulars in the space that have not moved in this Garrison. */
function movable(state: GameState, frame: BritishGarrisonFrame, space: SpaceId): number {
  return piecesAt(state, space).britishRegular - (frame.arrived[space] ?? 0);
}

/**
 * Whether some Regular in the space has not moved in this Garrison ({@link movable} above 0). The record
 * of arrivals (never negative) is read only where Regulars stand, and once some arrived (`arrivals`).
 */
const hasMovable = (state: GameState, frame: BritishGarrisonFrame, space: SpaceId, arrivals: boolean): boolean =>
  piecesAt(state, space).britishRegular > 0 && (!arrivals || movable(state, frame, space) > 0);

function origins(state: GameState, frame: BritishGarrisonFrame, to: SpaceId): SpaceId[] {
  const arrivals = !isEmptyRecord(frame.arrived);
  // The spaces holding Regulars, when the board's index tells them: the others are not read.
  const held = indexedSpacesHolding(state, 'britishRegular');
  return SPACE_IDS.filter((x, i) => (held === -1 || (held & (1 << i)) !== 0) && x !== to && hasMovable(state, frame, x, arrivals) && canGarrisonFrom(state, x));
}

/** Whether Regulars in some space other than `to` (with canonical index above `after`) may Garrison into `to`. */
function hasOrigin(state: GameState, frame: BritishGarrisonFrame, to: SpaceId, after = -1): boolean {
  const arrivals = !isEmptyRecord(frame.arrived);
  const held = indexedSpacesHolding(state, 'britishRegular');
  for (let i = after + 1; i < SPACE_IDS.length; i++) {
    if (held !== -1 && (held & (1 << i)) === 0) continue;
    const x = SPACE_IDS[i];
    if (x !== to && hasMovable(state, frame, x, arrivals) && canGarrisonFrom(state, x)) return true;
  }
  return false;
}

function destinationOptions(state: GameState, frame: BritishGarrisonFrame): Action[] {
  return destinations(state, frame, false).map((city): Action => ({ faction: B, type: 'selectSpace', space: city }));
}

/**
 * Whether the Garrison may begin to be executed now (the first destination, or `done` with no move):
 * FNI below 3 and the two Resources (3.2.2). FNI may reach 3 only before then: a Garrison begun at
 * FNI 3 waits for a Naval Pressure that lowers it (4.1).
 */
function mayBegin(state: GameState, frame: BritishGarrisonFrame): boolean {
  return canGarrison(state) && canPay(state, B, GARRISON_COST, frame.mode);
}

/** Why the Garrison may not begin now ({@link mayBegin}), or null. */
function whyNotBegin(state: GameState, frame: Pick<BritishGarrisonFrame, 'mode'>): Reason | null {
  return whyNoGarrison(state) ?? whyCannotPay(state, B, GARRISON_COST, frame.mode, 'Garrison', RULE);
}

/** The destination Cities that may be selected now, canonical order; only the first when `first`. */
function destinations(state: GameState, frame: BritishGarrisonFrame, first: boolean): SpaceId[] {
  const out: SpaceId[] = [];
  const after = frame.current ? spaceIndex(frame.current) : -1;
  if (!maySelectMore(frame)) return out;
  if (frame.selected.length === 0 && !mayBegin(state, frame)) return out;
  // A full Garrison's destination must receive a Regular; a Limited Garrison's one City need not.
  const mayExecuteHere = mayExecuteInSpaces(state, frame);
  for (const city of CITIES)
    if (spaceIndex(city) > after && canGarrisonTo(state, city) && mayExecuteHere(city) && (frame.mode.limited || hasOrigin(state, frame, city))) {
      out.push(city);
      if (first) break;
    }
  return out;
}

/**
 * Whether the moves may end now (`done`, 3.2.2 "any number" of Regulars): a full Garrison at its first
 * decision (no Regular moves) or once its current destination received a Regular; a Limited Garrison
 * once its destination City is selected.
 */
function mayEndMoves(state: GameState, frame: BritishGarrisonFrame): boolean {
  if (frame.selected.length === 0) return !frame.mode.limited && mayBegin(state, frame);
  return frame.mode.limited || (frame.arrived[frame.current!] ?? 0) > 0;
}

/**
 * Whether the Garrison has a choice other than `done` now, i.e. `!onlyDone(garrisonOptions(state, frame))`
 * without building the options. Its first decision is always one (ending there moves no Regular).
 */
function hasChoice(state: GameState, frame: BritishGarrisonFrame): boolean {
  if (frame.phase === 'displace') return displaceCities(state, frame).some((c) => ADJACENT[c].length > 0);
  if (frame.selected.length === 0) return true;
  // Without `done` among the options, they are never `done` alone.
  if (!mayEndMoves(state, frame)) return true;
  const to = frame.current;
  if (to && hasOrigin(state, frame, to, frame.lastOrigin)) return true;
  const currentFilled = to === null || (frame.arrived[to] ?? 0) > 0;
  return currentFilled && destinations(state, frame, true).length > 0;
}

/** The Cities where displacement is possible now (Limited: only the destination City). */
function displaceCities(state: GameState, frame: BritishGarrisonFrame): SpaceId[] {
  const out: SpaceId[] = [];
  // An indexed loop: the Cities are a frozen list, which V8's array methods walk slowly.
  for (let i = 0; i < CITIES.length; i++) {
    const c = CITIES[i];
    if (canDisplaceFrom(state, c) && (!frame.mode.limited || frame.selected.includes(c))) out.push(c);
  }
  return out;
}

function garrisonOptions(state: GameState, frame: BritishGarrisonFrame): Action[] {
  const out: Action[] = [];
  if (frame.phase === 'displace') {
    for (const space of displaceCities(state, frame))
      for (const to of ADJACENT[space]) out.push({ faction: B, type: 'displace', space, to });
    out.push({ faction: B, type: 'done' });
    return out;
  }
  const to = frame.current;
  const currentFilled = to === null || (frame.arrived[to] ?? 0) > 0;
  if (to) {
    for (const from of origins(state, frame, to)) {
      if (spaceIndex(from) <= frame.lastOrigin) continue;
      // 8.1: a Non-Player's Leader is not taken along; he follows the largest group when the Command is over.
      const leader = britishLeaderIn(state, from) && !frame.leaderMoved && !leaderFollowsGroups(state, B);
      const n = movable(state, frame, from);
      for (let count = 1; count <= n; count++) {
        out.push({ faction: B, type: 'move', from, to, piece: 'britishRegular', count });
        if (leader) out.push({ faction: B, type: 'move', from, to, piece: 'britishRegular', count, option: WITH_LEADER });
      }
    }
  }
  if (currentFilled) out.push(...destinationOptions(state, frame));
  if (mayEndMoves(state, frame)) out.push({ faction: B, type: 'done' });
  return out;
}

function finish(draft: Draft<GameState>): void {
  say(draft, 'Garrison complete');
  popFrame(draft);
}

/** Pays the two Resources (3.2.2), once: with the first destination, or when a full Garrison moves no Regular. */
function payGarrison(draft: Draft<GameState>, frame: BritishGarrisonFrame): void {
  // A Special Activity executed before the Garrison may have brought the Resources (4.1).
  const paid = pay(draft, B, GARRISON_COST, frame.mode);
  say(draft, `Garrison: ${resourcesText(paid)} paid${frame.mode.free ? ' (free Command)' : ''}`);
}

/** Ends the moves: Activation in every City not Blockaded (Limited: the destination), then displacement if possible. */
function endMoves(draft: Draft<GameState>, frame: BritishGarrisonFrame): void {
  if (frame.selected.length === 0) {
    payGarrison(draft, frame);
    say(draft, 'Garrison: no British Regulars move');
  }
  const cities = frame.mode.limited ? frame.selected : CITIES;
  for (const city of cities) {
    if (!canGarrisonTo(draft, city)) continue;
    const n = activateMilitia(draft, city);
    if (n > 0) say(draft, `Garrison: ${n} Militia Activated in ${spaceName(city)} (1 per 3 British cubes)`);
  }
  frame.phase = 'displace';
  frame.current = null;
  if (displaceCities(draft, frame).length === 0) finish(draft);
}

/**
 * What a Garrison's fields must agree with, for `loadGame` (3.2.2): its destinations are Cities,
 * selected in map order; while Regulars move, the City receiving them is the last one selected; a City
 * that has received none has no origin recorded yet, and, in a full Garrison, still has Regulars that
 * can move in (each City selected receives at least one). Pure.
 */
function garrisonProblems(state: GameState, frame: BritishGarrisonFrame): string[] {
  const out: string[] = [];
  const notCity = frame.selected.find((s) => !isCity(s));
  if (notCity !== undefined) out.push(`selected: ${spaceName(notCity)} is not a City, and Garrison moves Regulars only into Cities`);
  out.push(...mapOrderProblems(frame.selected, 'selected', 'destination'));
  if (frame.phase !== 'move') return out;
  out.push(...currentSpaceProblems(frame, 'the Garrison'));
  const to = frame.current;
  if (to === null || (frame.arrived[to] ?? 0) > 0) return out;
  if (frame.lastOrigin !== -1)
    out.push(`lastOrigin: ${frame.lastOrigin}, but no Regulars have moved into ${spaceName(to)} yet (-1)`);
  else if (!frame.mode.limited && !hasOrigin(state, frame, to))
    out.push(`current: ${spaceName(to)} must receive at least one British Regular, but none can Garrison into it`);
  return out;
}

/**
 * Why a British action is not among the Garrison's options now (3.2.2, 1.9, 2.3.5, and the general
 * limits of flow/restriction.ts), or null when the generic reason says enough. Pure.
 */
function explainGarrison(state: GameState, frame: BritishGarrisonFrame, action: Action): Reason | null {
  if (frame.phase === 'displace') {
    if (action.type !== 'displace') return action.type === 'done' ? null : because(RULE, "the Garrison's moves are over: displace the Rebellion units of one City, or done");
    const space = action.space!;
    const why = whyNoDisplace(state, space);
    if (why !== null) return why;
    if (frame.mode.limited && !frame.selected.includes(space)) return because('2.3.5', `a Limited Garrison displaces only from its destination City, ${spaceName(frame.selected[0])}`);
    if (action.to === 'available' || !ADJACENT[space].includes(action.to!)) return because(RULE, `displaced units go to one space adjacent to ${spaceName(space)}, and ${action.to === 'available' ? 'Available' : spaceName(action.to!)} is not`);
    return null;
  }
  const current = frame.current;
  const currentFilled = current === null || (frame.arrived[current] ?? 0) > 0;
  switch (action.type) {
    case 'selectSpace': {
      const city = action.space!;
      if (frame.selected.length === 0) {
        const begin = whyNotBegin(state, frame);
        if (begin !== null) return begin;
      }
      const general = whyMayNotExecuteIn(state, frame, city);
      if (general !== null) return general;
      const to = whyNotGarrisonTo(state, city);
      if (to !== null) return to;
      if (!currentFilled) return because(RULE, `${spaceName(current!)} must receive at least one British Regular before another City is selected`);
      if (current !== null && spaceIndex(city) <= spaceIndex(current))
        return because(RULE, `destination Cities are selected in map order (docs/actions.md): ${spaceName(city)} comes before ${spaceName(current)}, already selected`);
      if (!frame.mode.limited && !hasOrigin(state, frame, city)) return because(RULE, `no British Regulars can Garrison into ${spaceName(city)}: none that have not moved stand outside it, Blockaded Cities and the West Indies aside`);
      return null;
    }
    case 'move': {
      const from = action.from!;
      if (action.piece !== 'britishRegular') return because(RULE, `Garrison moves British Regulars only, not ${KIND_NAME[action.piece!][1]}`);
      if (current === null) return because(RULE, 'select the destination City first');
      if (action.to !== current) return because(RULE, `Regulars move now into ${spaceName(current)}, the City selected, not into ${action.to === 'available' ? 'Available' : spaceName(action.to!)}`);
      if (from === current) return because(RULE, `Regulars move into ${spaceName(current)} from other spaces`);
      const out = whyNotGarrisonFrom(state, from);
      if (out !== null) return out;
      const n = movable(state, frame, from);
      if ((action.count ?? 0) > n)
        return because(RULE, `${spaceName(from)} has ${piecesText(n, 'britishRegular')} that can still move (a unit moves once per Garrison), not ${action.count}`);
      if (spaceIndex(from) <= frame.lastOrigin) return because(RULE, `origins are named in map order, each once per destination (docs/actions.md): ${spaceName(from)} comes too late now`);
      if (action.option === WITH_LEADER && !britishLeaderIn(state, from)) return because('1.10', `the British Leader is not in ${spaceName(from)} to go along`);
      return null;
    }
    case 'done': {
      if (frame.selected.length === 0) return frame.mode.limited ? because('2.3.5', 'a Limited Garrison names its one destination City first') : whyNotBegin(state, frame);
      if (!currentFilled) return because(RULE, `${spaceName(current!)} must receive at least one British Regular first`);
      return null;
    }
    default:
      return null;
  }
}

/** The British Garrison decisions (3.2.2). */
export const britishGarrisonStep = defineStep<BritishGarrisonFrame>({
  kind: 'britishGarrison',
  rule: RULE,
  isDecision: hasChoice,
  run(draft, frame) {
    if (frame.phase === 'move') endMoves(draft, frame);
    else finish(draft);
  },
  decider: () => B,
  prompt(_state, frame) {
    if (frame.phase === 'displace')
      return 'Garrison: in one City (British Control, no Patriot Fort, not Blockaded) move every Rebellion unit out to a neighbouring space, or done';
    if (frame.current === null)
      return frame.mode.limited
        ? 'Garrison: select the destination City (not Blockaded), with or without British Regulars to move in'
        : 'Garrison: select a City (not Blockaded) to move British Regulars into, or done to move none';
    return `Garrison: move British Regulars into ${spaceName(frame.current)} from any spaces (not Blockaded Cities), select another City, or done`;
  },
  options: garrisonOptions,
  explain: explainGarrison,
  handle(draft, frame, action) {
    switch (action.type) {
      case 'selectSpace': {
        const city = action.space!;
        if (frame.selected.length === 0) payGarrison(draft, frame);
        frame.selected.push(city);
        frame.current = city;
        frame.lastOrigin = -1;
        say(draft, `Garrison: ${spaceName(city)} selected as a destination`);
        return;
      }
      case 'move': {
        const from = action.from!;
        const to = action.to as SpaceId;
        const count = action.count!;
        movePieces(draft, from, to, 'britishRegular', count);
        recordUnitMove(draft, B, from, to, count);
        frame.arrived[to] = (frame.arrived[to] ?? 0) + count;
        frame.moved += count;
        frame.lastOrigin = spaceIndex(from);
        say(draft, `Garrison: ${piecesText(count, 'britishRegular')} from ${spaceName(from)} to ${spaceName(to)}`);
        if (action.option === WITH_LEADER) {
          takeLeaderAlong(draft, to, (t) => say(draft, t, '1.10'));
          frame.leaderMoved = true;
        }
        checkLeaders(draft);
        return;
      }
      case 'displace': {
        const space = action.space!;
        const to = action.to as SpaceId;
        const moved: string[] = [];
        for (const kind of DISPLACED_KINDS) {
          const n = piecesAt(draft, space)[kind];
          if (n > 0) {
            movePieces(draft, space, to, kind, n);
            moved.push(piecesText(n, kind));
          }
        }
        say(draft, `Garrison: ${moved.join(', ')} displaced from ${spaceName(space)} to ${spaceName(to)}`);
        finish(draft);
        checkLeaders(draft);
        return;
      }
      case 'done':
        if (frame.phase === 'move') endMoves(draft, frame);
        else finish(draft);
        return;
    }
  },
  validate: garrisonProblems,
});

// ---------------------------------------------------------------------------------------------
// The Command module

/**
 * Whether a Garrison can start (3.2.2): FNI below 3 and the two Resources; then a full Garrison may
 * move no Regular, a Limited one needs a City not Blockaded. A restriction names the destinations
 * (flow/restriction.ts); one the Garrison must be executed in needs such a destination now.
 */
function canStartGarrison(state: GameState, mode: CommandMode): boolean {
  const frame = commandFrame<BritishGarrisonFrame>(initial(), 'britishGarrison', B, mode, 'garrison');
  return (!mode.restriction?.mustExecuteIn && mayEndMoves(state, frame)) || destinations(state, frame, true).length > 0;
}

/** Why a Garrison cannot start ({@link canStartGarrison}), or null when it can. */
function whyNotStartGarrison(state: GameState, mode: CommandMode): Reason | null {
  if (canStartGarrison(state, mode)) return null;
  const begin = whyNotBegin(state, { mode });
  if (begin !== null) return begin;
  return because(RULE, `British Garrison can select no destination City now${mode.restriction?.spaces ? ` among ${mode.restriction.spaces.map(spaceName).join(', ')}` : ''}`);
}

/** The British Garrison Command (3.2.2). */
export const britishGarrison: CommandModule = defineCommand<BritishGarrisonFrame>({
  id: 'garrison',
  faction: B,
  name: 'Garrison',
  rule: RULE,
  kind: 'britishGarrison',
  canStart: canStartGarrison,
  whyNotStart: whyNotStartGarrison,
  initial,
});
