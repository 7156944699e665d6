/**
 * Patriot Rally (3.3.1): add or recover Patriot forces.
 *
 * Select spaces without Active Support, one Resource each (3.1). In each: place one Militia, or
 * replace two Patriot units with a Fort; where a Patriot Fort already stands, instead place Militia
 * up to Forts + Population, or move in any Militia from adjacent spaces and flip all Militia there
 * Underground. In a single Rally space that has a Patriot Fort, Militia may be replaced with
 * Continentals. No Militia is placed in an Indian Reserve; Patriots never enter the West Indies.
 *
 * Decisions (frame `patriotsRally`, phases):
 * - `select`: `selectSpace` (pays), `replace` (Continentals for Militia in the space just resolved,
 *   if it has a Patriot Fort and no other space was used for that), `done` once a space is selected;
 * - `space`: `place` Militia (`piece: 'militia'`, `count`; or `from` + the kind taken when none is
 *   Available, 1.4.1), `place` a `patriotFort`, `move` Militia in from an adjacent space, `flip`;
 * - `militia`: more Militia from other spaces once Available ran out, or `done`;
 * - `fortUnits`: `remove` the two units the Fort replaces (kinds in canonical order; automatic when
 *   only one choice exists);
 * - `gather`: more `move`s (origin/kind in canonical order), then `flip`.
 * @module
 */
import type { Draft } from 'immer';
import type { Action } from '../../../core/action';
import type { GameState } from '../../../core/state';
import { SPACE_IDS, type SpaceId, type SpacePiece } from '../../../data/ids';
import { ADJACENT, SPACES, isReserve } from '../../../data/map';
import { defineStep } from '../../../flow/step';
import { defineCommand } from '../../../flow/define';
import { log, popFrame } from '../../../flow/frames';
import { hasRoomForFort, movePieces, placeFromPool, removeToPool, flipPieces, piecesAt, supportLevel } from '../../board';
import { canPay, pay, whyCannotPay } from '../common';
import { mayExecuteInSpaces, maySelectMore, whyMayNotExecuteIn } from '../../../flow/restriction';
import { because, type Reason } from '../../../core/reason';
import type { CommandFrame, CommandMode, CommandModule } from '../../../flow/contracts';
import { checkLeaderAlone } from '../../leaders';
import { recordUnitMove } from '../../nonPlayers/leaders';
import { offerFollow, offerPlacement, resourcesText, spaceIndex, spaceName, hasSupply, supplies, supplyKey, takeFromMap } from './shared';
import { KIND_NAME, piecesText } from '../../../data/text';
import { replacePieces } from '../../procedures/replacement';
import { commandFrameProblems } from '../agreement';
import { eachArrival, stillMovable, type ArrivalRecord } from '../arrivals';

const RULE = '3.3.1';
const P = 'patriots' as const;

/** Cost per selected space (3.3.1). */
export const RALLY_COST = 1;

/** Where the Rally is. */
export type RallyPhase = 'select' | 'space' | 'militia' | 'fortUnits' | 'gather';

/** The Rally Command frame. */
export interface PatriotsRallyFrame extends CommandFrame {
  kind: 'patriotsRally';
  phase: RallyPhase;
  /** The space being resolved, or (phase `select`) the space resolved last; null before the first. */
  space: SpaceId | null;
  /** Militia still allowed (phase `militia`) or units still to replace (phase `fortUnits`). */
  remaining: number;
  /** Canonical cursor of the current multi-action step (last supply / kind / origin key used). */
  cursor: number;
  /** Militia that moved this Rally, by the space they moved to (no unit moves more than once). */
  arrived: Partial<Record<SpaceId, number>>;
  /**
   * Where a Special Activity Activated or removed Militia in a space some had moved into (Persuasion,
   * Partisans): those that moved, by kind, with the outcomes of its choice (rules/commands/arrivals.ts).
   */
  arrivedKinds?: ArrivalRecord;
  /** The one space where Militia were replaced with Continentals, if any. */
  continentals: SpaceId | null;
  /** Cursor of the Continental replacements there. */
  continentalsCursor: number;
}

/** Unit kinds a Fort may replace, canonical order. */
const FORT_UNIT_KINDS = ['continental', 'militiaUnderground', 'militiaActive'] as const satisfies readonly SpacePiece[];
/** Militia kinds, canonical order. */
const MILITIA_KINDS = ['militiaUnderground', 'militiaActive'] as const satisfies readonly SpacePiece[];

// ---------------------------------------------------------------------------------------------
// Queries

/**
 * How many Militia a Rally may place in the space: none in an Indian Reserve or the West Indies,
 * Forts + Population where a Patriot Fort stands, otherwise one (3.3.1).
 */
export function rallyMilitiaLimit(state: GameState, space: SpaceId): number {
  if (isReserve(space) || space === 'WestIndies') return 0;
  const forts = piecesAt(state, space).patriotFort;
  return forts > 0 ? forts + SPACES[space].population : 1;
}

const fortUnits = (state: GameState, space: SpaceId): number => {
  const p = piecesAt(state, space);
  return p.continental + p.militiaUnderground + p.militiaActive;
};

/** Whether a Rally can place Militia in the space now (3.3.1, 1.4.1). */
export function canRallyMilitia(state: GameState, space: SpaceId): boolean {
  return rallyMilitiaLimit(state, space) > 0 && hasSupply(state, 'militia', space);
}

/** Whether a Rally can replace two Patriot units there with a Fort now (3.3.1, 1.4.1, 1.4.2). */
export function canRallyFort(state: GameState, space: SpaceId): boolean {
  return (
    space !== 'WestIndies' &&
    fortUnits(state, space) >= 2 &&
    hasRoomForFort(state, space) &&
    hasSupply(state, 'patriotFort', space)
  );
}

/**
 * Whether the space may be selected for Rally (3.3.1): not at Active Support, not the West Indies,
 * and something can be done there (Militia placed, a Fort built, or — at a Patriot Fort — Militia
 * moved in and flipped Underground).
 */
export function canRally(state: GameState, space: SpaceId): boolean {
  return rallyBar(state, space) === null;
}

/** What bars a Rally from the space ({@link whyNotRally}), or null: the one test, allocating nothing. */
function rallyBar(state: GameState, space: SpaceId): 'activeSupport' | 'westIndies' | 'nothing' | null {
  if (supportLevel(state, space) >= 2) return 'activeSupport';
  if (space === 'WestIndies') return 'westIndies';
  return rallyPossibleIn(state, space) ? null : 'nothing';
}

/** Why the space may not be selected for Rally ({@link canRally}: 3.3.1, 1.3.7), or null when it may. Pure. */
export function whyNotRally(state: GameState, space: SpaceId): Reason | null {
  switch (rallyBar(state, space)) {
    case null:
      return null;
    case 'activeSupport':
      return because(RULE, `${spaceName(space)} is at Active Support: no Rally there`);
    case 'westIndies':
      return because('1.3.7', 'the Patriots never enter the West Indies');
    case 'nothing':
      return because(
        RULE,
        `nothing can be done in ${spaceName(space)}: no Militia can be placed there${isReserve(space) ? ' (an Indian Reserve)' : ''}, there are not two Patriot units to replace with a Fort, and there is no Patriot Fort to gather Militia at`,
      );
  }
}

/** Why a Rally cannot replace two Patriot units there with a Fort now ({@link canRallyFort}), or null. */
function whyNoRallyFort(state: GameState, space: SpaceId): Reason | null {
  if (space === 'WestIndies') return because('1.3.7', 'the Patriots never enter the West Indies');
  const n = fortUnits(state, space);
  if (n < 2) return because(RULE, `a Fort replaces two Patriot units (Continentals or Militia), and ${spaceName(space)} has ${n}`);
  if (!hasRoomForFort(state, space)) return because('1.4.2', `${spaceName(space)} already holds two Forts or Villages`);
  if (supplies(state, 'patriotFort', space).length === 0) return because('1.4.1', 'no Patriot Fort is Available or elsewhere on the map');
  return null;
}

/** Whether a Rally can do something in the space now: Militia placed, a Fort built, or Militia gathered at a Patriot Fort (3.3.1; never the West Indies). */
function rallyPossibleIn(state: GameState, space: SpaceId): boolean {
  if (space === 'WestIndies') return false;
  return piecesAt(state, space).patriotFort > 0 || canRallyMilitia(state, space) || canRallyFort(state, space);
}

/** Militia of a kind in a space that may still move this Rally (those that moved in may not, 3.3.1). */
function movableMilitia(state: GameState, frame: PatriotsRallyFrame, space: SpaceId, kind: SpacePiece): number {
  if (frame.arrivedKinds?.[space] !== undefined) return stillMovable(state, frame.arrivedKinds, space, kind);
  const p = piecesAt(state, space);
  if (kind === 'militiaActive') return p.militiaActive;
  return Math.max(0, p.militiaUnderground - (frame.arrived[space] ?? 0));
}

/** Records that Underground Militia left a space: those that had moved in go first (the player's best choice). */
function consumeArrived(frame: Draft<PatriotsRallyFrame>, space: SpaceId, kind: SpacePiece, count: number): void {
  if (frame.arrivedKinds?.[space] !== undefined)
    eachArrival(frame.arrivedKinds, space, (a) => {
      if ((a[kind] ?? 0) > 0) a[kind] = Math.max(0, a[kind]! - count);
    });
  if (kind !== 'militiaUnderground') return;
  const a = frame.arrived[space] ?? 0;
  if (a > 0) frame.arrived[space] = Math.max(0, a - count);
}

function selectable(state: GameState, frame: PatriotsRallyFrame): SpaceId[] {
  if (!maySelectMore(frame) || !canPay(state, P, RALLY_COST, frame.mode)) return [];
  const mayExecuteHere = mayExecuteInSpaces(state, frame);
  return SPACE_IDS.filter((id) => canRally(state, id) && mayExecuteHere(id));
}

// ---------------------------------------------------------------------------------------------
// Option generators (each beside its handler below)

function militiaActions(state: GameState, space: SpaceId, remaining: number, cursor: number): Action[] {
  const out: Action[] = [];
  for (const s of supplies(state, 'militia', space)) {
    if (s.key <= cursor) continue;
    for (let n = 1; n <= Math.min(remaining, s.max); n++) {
      out.push(
        s.from
          ? { faction: P, type: 'place', space, from: s.from, piece: s.kind!, count: n }
          : { faction: P, type: 'place', space, piece: 'militia', count: n },
      );
    }
  }
  return out;
}

function fortActions(state: GameState, space: SpaceId): Action[] {
  if (!canRallyFort(state, space)) return [];
  return supplies(state, 'patriotFort', space).map((s) =>
    s.from ? { faction: P, type: 'place', space, from: s.from, piece: 'patriotFort' } : { faction: P, type: 'place', space, piece: 'patriotFort' },
  );
}

function fortUnitActions(state: GameState, frame: PatriotsRallyFrame): Action[] {
  const space = frame.space!;
  const p = piecesAt(state, space);
  const out: Action[] = [];
  FORT_UNIT_KINDS.forEach((kind, i) => {
    if (i <= frame.cursor) return;
    const rest = FORT_UNIT_KINDS.slice(i + 1).reduce((n, k) => n + p[k], 0);
    for (let c = 1; c <= Math.min(frame.remaining, p[kind]); c++) {
      if (c === frame.remaining || rest >= frame.remaining - c) out.push({ faction: P, type: 'remove', space, piece: kind, count: c });
    }
  });
  return out;
}

const gatherKey = (from: SpaceId, kind: SpacePiece): number => spaceIndex(from) * 2 + (kind === 'militiaActive' ? 1 : 0);

function gatherActions(state: GameState, frame: PatriotsRallyFrame, cursor: number): Action[] {
  const space = frame.space!;
  const out: Action[] = [];
  for (const from of ADJACENT[space]) {
    for (const kind of MILITIA_KINDS) {
      if (gatherKey(from, kind) <= cursor) continue;
      const n = movableMilitia(state, frame, from, kind);
      for (let c = 1; c <= n; c++) out.push({ faction: P, type: 'move', from, to: space, piece: kind, count: c });
    }
  }
  return out;
}

const continentalKey = (kind: SpacePiece, from: SpaceId | undefined): number =>
  (kind === 'militiaActive' ? 1000 : 0) + supplyKey(from, 'continental');

function continentalActions(state: GameState, frame: PatriotsRallyFrame): Action[] {
  const space = frame.space;
  if (!space) return [];
  if (frame.continentals !== null && frame.continentals !== space) return [];
  const p = piecesAt(state, space);
  if (p.patriotFort === 0) return [];
  const cursor = frame.continentals === space ? frame.continentalsCursor : -1;
  const out: Action[] = [];
  for (const kind of MILITIA_KINDS) {
    if (p[kind] === 0) continue;
    for (const s of supplies(state, 'continental', space)) {
      if (continentalKey(kind, s.from) <= cursor) continue;
      for (let c = 1; c <= Math.min(p[kind], s.max); c++) {
        out.push(
          s.from
            ? { faction: P, type: 'replace', space, from: s.from, piece: kind, count: c }
            : { faction: P, type: 'replace', space, piece: kind, count: c },
        );
      }
    }
  }
  return out;
}

function spaceActions(state: GameState, frame: PatriotsRallyFrame): Action[] {
  const space = frame.space!;
  const out: Action[] = [...militiaActions(state, space, rallyMilitiaLimit(state, space), -1), ...fortActions(state, space)];
  if (piecesAt(state, space).patriotFort > 0) {
    out.push(...gatherActions(state, frame, -1));
    out.push({ faction: P, type: 'flip', space });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Handlers

function finishSpace(frame: Draft<PatriotsRallyFrame>): void {
  frame.phase = 'select';
  frame.remaining = 0;
  frame.cursor = -1;
}

function handlePlaceMilitia(draft: Draft<GameState>, frame: Draft<PatriotsRallyFrame>, action: Action): void {
  const space = frame.space!;
  const count = action.count!;
  const remaining = (frame.phase === 'space' ? rallyMilitiaLimit(draft, space) : frame.remaining) - count;
  if (action.from) {
    const kind = action.piece as SpacePiece;
    takeFromMap(draft, action.from, kind, count);
    consumeArrived(frame, action.from, kind, count);
    log(draft, `None Available: take ${piecesText(count, kind)} from ${spaceName(action.from)} (1.4.1)`, '1.4.1', P);
  }
  placeFromPool(draft, 'available', space, 'militiaUnderground', count);
  log(draft, () => `Rally in ${spaceName(space)}: place ${piecesText(count, 'militia')} Underground`, RULE, P);
  frame.cursor = supplyKey(action.from, action.piece as SpacePiece);
  frame.remaining = remaining;
  // More Militia may follow when some supply comes after the cursor ({@link militiaActions}; each holds one at least).
  if (remaining > 0 && supplies(draft, 'militia', space).some((s) => s.key > frame.cursor)) frame.phase = 'militia';
  else finishSpace(frame);
  if (action.from) checkLeaderAlone(draft, P);
  else offerPlacement(draft, P, space, RULE);
}

function applyFortUnits(draft: Draft<GameState>, frame: Draft<PatriotsRallyFrame>, kind: SpacePiece, count: number): void {
  const space = frame.space!;
  removeToPool(draft, space, kind, count);
  consumeArrived(frame, space, kind, count);
  log(draft, () => `Rally in ${spaceName(space)}: the Fort replaces ${piecesText(count, kind)}`, RULE, P);
  frame.remaining -= count;
  frame.cursor = FORT_UNIT_KINDS.indexOf(kind as (typeof FORT_UNIT_KINDS)[number]);
  if (frame.remaining === 0) finishSpace(frame);
}

/** Applies the units' choice while it is forced (one option only). */
function autoFortUnits(draft: Draft<GameState>, frame: Draft<PatriotsRallyFrame>): void {
  while (frame.phase === 'fortUnits') {
    const opts = fortUnitActions(draft, frame as PatriotsRallyFrame);
    if (opts.length !== 1) return;
    applyFortUnits(draft, frame, opts[0].piece as SpacePiece, opts[0].count!);
  }
}

function handlePlaceFort(draft: Draft<GameState>, frame: Draft<PatriotsRallyFrame>, action: Action): void {
  const space = frame.space!;
  if (action.from) {
    takeFromMap(draft, action.from, 'patriotFort', 1);
    log(draft, `No Patriot Fort Available: take the one in ${spaceName(action.from)} (1.4.1)`, '1.4.1', P);
  }
  placeFromPool(draft, 'available', space, 'patriotFort', 1);
  log(draft, `Rally in ${spaceName(space)}: replace two Patriot units with a Patriot Fort`, RULE, P);
  frame.phase = 'fortUnits';
  frame.remaining = 2;
  frame.cursor = -1;
  autoFortUnits(draft, frame);
  if (action.from) checkLeaderAlone(draft, P);
  else offerPlacement(draft, P, space, RULE);
}

function handleMove(draft: Draft<GameState>, frame: Draft<PatriotsRallyFrame>, action: Action): void {
  const space = frame.space!;
  const from = action.from!;
  const kind = action.piece as SpacePiece;
  const count = action.count!;
  movePieces(draft, from, space, kind, count);
  recordUnitMove(draft, P, from, space, count);
  frame.arrived[space] = (frame.arrived[space] ?? 0) + count;
  frame.cursor = gatherKey(from, kind);
  frame.phase = 'gather';
  log(draft, () => `Rally at the Fort in ${spaceName(space)}: move in ${piecesText(count, kind)} from ${spaceName(from)}`, RULE, P);
  offerFollow(draft, P, from, space, RULE);
}

function handleFlip(draft: Draft<GameState>, frame: Draft<PatriotsRallyFrame>): void {
  const space = frame.space!;
  const n = piecesAt(draft, space).militiaActive;
  flipPieces(draft, space, 'militiaActive', 'militiaUnderground', n);
  log(draft, `Rally at the Fort in ${spaceName(space)}: flip all Militia Underground (${n} flipped)`, RULE, P);
  finishSpace(frame);
}

function handleReplace(draft: Draft<GameState>, frame: Draft<PatriotsRallyFrame>, action: Action): void {
  const space = frame.space!;
  const kind = action.piece as SpacePiece;
  const count = action.count!;
  if (action.from) {
    takeFromMap(draft, action.from, 'continental', count);
    log(draft, `No Continental Available: take ${piecesText(count, 'continental')} from ${spaceName(action.from)} (1.4.1)`, '1.4.1', P);
  }
  replacePieces(draft, space, kind, 'continental', count);
  consumeArrived(frame, space, kind, count);
  frame.continentals = space;
  frame.continentalsCursor = continentalKey(kind, action.from);
  log(draft, () => `Rally in ${spaceName(space)}: replace ${piecesText(count, kind)} with ${piecesText(count, 'continental')}`, RULE, P);
  if (action.from) checkLeaderAlone(draft, P);
  else offerPlacement(draft, P, space, RULE);
}

function handleSelect(draft: Draft<GameState>, frame: Draft<PatriotsRallyFrame>, space: SpaceId): void {
  const paid = pay(draft, P, RALLY_COST, frame.mode);
  frame.selected.push(space);
  frame.space = space;
  frame.phase = 'space';
  frame.remaining = 0;
  frame.cursor = -1;
  log(draft, () => `Rally in ${spaceName(space)}${frame.mode.free ? ' (free)' : ` (pay ${resourcesText(paid)})`}`, RULE, P);
}

// ---------------------------------------------------------------------------------------------
// Agreement of a saved frame with its board (loadGame)

/** Units a Fort may still replace in the space: those of the kinds after the cursor (3.3.1). */
const fortUnitsAfter = (state: GameState, space: SpaceId, cursor: number): number =>
  FORT_UNIT_KINDS.slice(cursor + 1).reduce((n, k) => n + piecesAt(state, space)[k], 0);

/**
 * What a Rally frame must agree with (3.3.1): the space being resolved is the last one selected; each
 * phase's record (Militia still allowed, units the Fort still replaces, cursors) is what that phase
 * can reach from the board; Militia moved in and Continentals replaced only in Rally spaces.
 */
function rallyProblems(state: GameState, frame: PatriotsRallyFrame): string[] {
  const out: string[] = [];
  const last = frame.selected[frame.selected.length - 1] ?? null;
  if (frame.space !== last)
    out.push(`space: the Rally resolves ${frame.space ? spaceName(frame.space) : 'no space'}, but the last space selected is ${last ? spaceName(last) : 'none'}`);
  for (const id of Object.keys(frame.arrived) as SpaceId[])
    if (!frame.selected.includes(id)) out.push(`arrived: Militia moved into ${spaceName(id)}, which the Rally did not select (they gather only at a Rally space's Fort)`);
  if (frame.continentals !== null && !frame.selected.includes(frame.continentals))
    out.push(`continentals: Continentals replaced Militia in ${spaceName(frame.continentals)}, which the Rally did not select`);
  if ((frame.continentals === null) !== (frame.continentalsCursor < 0))
    out.push(`continentalsCursor: ${frame.continentalsCursor} does not match ${frame.continentals === null ? 'no Continental replacement yet' : `the replacement in ${spaceName(frame.continentals)}`}`);
  const space = frame.space;
  if (space === null || out.length > 0) {
    if (space === null && frame.phase !== 'select') out.push(`phase: the Rally is in phase '${frame.phase}' with no space being resolved`);
    return out;
  }
  const where = spaceName(space);
  const p = piecesAt(state, space);
  switch (frame.phase) {
    case 'select':
    case 'space':
      if (frame.remaining !== 0 || frame.cursor !== -1) out.push(`remaining: ${frame.remaining} and cursor ${frame.cursor} in phase '${frame.phase}', which starts afresh (0 and -1)`);
      if (frame.phase === 'space' && !rallyPossibleIn(state, space))
        out.push(`space: nothing can be done by the Rally in ${where}: no Militia to place, no Fort to build, no Patriot Fort (3.3.1)`);
      break;
    case 'militia': {
      const limit = rallyMilitiaLimit(state, space);
      if (frame.remaining < 1 || frame.remaining >= limit)
        out.push(`remaining: ${frame.remaining} more Militia allowed in ${where}, where the Rally places at most ${limit} and has placed some (3.3.1)`);
      if (frame.cursor < 0) out.push(`cursor: ${frame.cursor}, but Militia were already placed in ${where}`);
      break;
    }
    case 'fortUnits':
      if (p.patriotFort === 0) out.push(`phase: a Fort replaces units in ${where}, which holds no Patriot Fort (3.3.1)`);
      if (frame.remaining < 1 || frame.remaining > 2) out.push(`remaining: a Fort replaces two units, not ${frame.remaining} more (3.3.1)`);
      else if (frame.cursor > FORT_UNIT_KINDS.length - 1 || fortUnitsAfter(state, space, frame.cursor) < frame.remaining)
        out.push(`remaining: the Fort in ${where} still replaces ${frame.remaining === 1 ? 'one unit' : 'two units'}, but fewer are left there to choose (3.3.1)`);
      break;
    case 'gather':
      if (p.patriotFort === 0) out.push(`phase: Militia gather at ${where}, which holds no Patriot Fort (3.3.1)`);
      if (frame.cursor < 0) out.push(`cursor: ${frame.cursor}, but Militia already moved into ${where}`);
      break;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// The step and the module

/**
 * Why a Patriot action is not among the Rally's options now (3.3.1, and the general limits of
 * flow/restriction.ts), or null when the generic reason says enough. Pure.
 */
function explainRally(state: GameState, frame: PatriotsRallyFrame, action: Action): Reason | null {
  const current = frame.space;
  if (frame.phase === 'select') {
    if (action.type === 'selectSpace') {
      const space = action.space!;
      return whyCannotPay(state, P, RALLY_COST, frame.mode, 'each Rally space', RULE) ?? whyMayNotExecuteIn(state, frame, space) ?? whyNotRally(state, space);
    }
    if (action.type === 'replace') {
      const space = action.space!;
      if (current === null) return because(RULE, 'Continentals replace Militia at the Fort of the space just resolved; no space is resolved yet');
      if (frame.continentals !== null && frame.continentals !== space) return because(RULE, `Militia are replaced with Continentals in one Rally space only, ${spaceName(frame.continentals)}`);
      if (space !== current) return because(RULE, `Continentals replace Militia in the space just resolved, ${spaceName(current)}, right after it`);
      const p = piecesAt(state, space);
      if (p.patriotFort === 0) return because(RULE, `Continentals replace Militia only where a Patriot Fort stands, and there is none in ${spaceName(space)}`);
      if (action.piece !== 'militiaUnderground' && action.piece !== 'militiaActive') return because(RULE, `Continentals replace Militia, not ${KIND_NAME[action.piece!][1]}`);
      if ((action.count ?? 0) > p[action.piece]) return because(RULE, `${spaceName(space)} has ${piecesText(p[action.piece], action.piece)}, not ${action.count}`);
      return null;
    }
    return null;
  }
  if (current === null) return null;
  const where = spaceName(current);
  if (action.space !== undefined && action.space !== current)
    return because(RULE, `the Rally is resolving ${where} now, not ${spaceName(action.space)}`);
  if (action.type === 'place' && (frame.phase === 'space' || frame.phase === 'militia')) {
    const piece = action.piece!;
    const militia = piece === 'militia' || (action.from !== undefined && (piece === 'militiaUnderground' || piece === 'militiaActive'));
    if (!militia && !(piece === 'patriotFort' && frame.phase === 'space'))
      return because(RULE, `Rally places Militia (${action.from === undefined ? "piece 'militia'" : 'the kind taken from the map'})${frame.phase === 'space' ? ' or a Patriot Fort' : ''}, not ${KIND_NAME[piece][1]}`);
    if (militia && action.count === 0) return because(RULE, 'a placement places at least one Militia');
    if (militia && action.from !== undefined && state.available.militia > 0) return because('1.4.1', 'Militia are taken from the map only when none is Available');
  }
  if (frame.phase !== 'space') return null;
  const p = piecesAt(state, current);
  switch (action.type) {
    case 'place': {
      if (action.piece === 'patriotFort') return whyNoRallyFort(state, current);
      const limit = rallyMilitiaLimit(state, current);
      if (limit === 0) return because(RULE, `no Militia are placed in ${where}${isReserve(current) ? ', an Indian Reserve' : ''}`);
      if ((action.count ?? 0) > limit)
        return because(RULE, `Rally places ${limit === 1 ? 'one Militia' : `up to ${limit} Militia`} in ${where}${p.patriotFort > 0 ? ' (its Forts plus its Population)' : ' (one, with no Patriot Fort there)'}`);
      return null;
    }
    case 'move':
    case 'flip': {
      if (p.patriotFort === 0) return because(RULE, `Militia gather and flip Underground only at a Patriot Fort, and there is none in ${where}`);
      if (action.type === 'flip') return null;
      if (action.to !== current) return because(RULE, `Militia move into ${where}, the space being resolved`);
      const from = action.from!;
      if (!ADJACENT[current].includes(from)) return because(RULE, `Militia move in from adjacent spaces, and ${spaceName(from)} is not adjacent to ${where}`);
      if (action.piece !== 'militiaUnderground' && action.piece !== 'militiaActive') return because(RULE, `only Militia gather at the Fort, not ${KIND_NAME[action.piece!][1]}`);
      const n = movableMilitia(state, frame, from, action.piece);
      if ((action.count ?? 0) > n) return because(RULE, `${spaceName(from)} has ${piecesText(n, action.piece)} that can still move (no unit moves twice), not ${action.count}`);
      return null;
    }
    default:
      return null;
  }
}

/** The Rally decision step: every phase's options beside its handler. */
export const patriotsRallyStep = defineStep<PatriotsRallyFrame>({
  kind: 'patriotsRally',
  rule: RULE,
  decider: () => P,
  prompt(state, frame) {
    const where = frame.space ? spaceName(frame.space) : '';
    switch (frame.phase) {
      case 'select':
        if (frame.selected.length === 0) return 'Rally: select a space without Active Support';
        return continentalActions(state, frame).length > 0
          ? `Rally: replace Militia with Continentals at the Fort in ${where}, select another space, or finish`
          : 'Rally: select another space, or finish';
      case 'space':
        return `Rally in ${where}: place Militia, or replace two units with a Fort, or (at a Patriot Fort) move in Militia from adjacent spaces and flip all there Underground`;
      case 'militia':
        return `Rally in ${where}: no Militia Available — take more from elsewhere on the map, or stop`;
      case 'fortUnits':
        return `Rally in ${where}: choose the ${frame.remaining === 1 ? 'last unit' : 'two units'} the Fort replaces`;
      case 'gather':
        return `Rally at the Fort in ${where}: move in more Militia from adjacent spaces, or flip all Militia there Underground`;
    }
  },
  explain: explainRally,
  options(state, frame): Action[] {
    switch (frame.phase) {
      case 'select': {
        const out: Action[] = selectable(state, frame).map((space) => ({ faction: P, type: 'selectSpace', space }));
        out.push(...continentalActions(state, frame));
        if (frame.selected.length > 0) out.push({ faction: P, type: 'done' });
        return out;
      }
      case 'space':
        return spaceActions(state, frame);
      case 'militia':
        return [...militiaActions(state, frame.space!, frame.remaining, frame.cursor), { faction: P, type: 'done' }];
      case 'fortUnits':
        return fortUnitActions(state, frame);
      case 'gather':
        return [...gatherActions(state, frame, frame.cursor), { faction: P, type: 'flip', space: frame.space! }];
    }
  },
  handle(draft, frame, action) {
    switch (action.type) {
      case 'selectSpace':
        return handleSelect(draft, frame, action.space!);
      case 'place':
        return action.piece === 'patriotFort' ? handlePlaceFort(draft, frame, action) : handlePlaceMilitia(draft, frame, action);
      case 'remove':
        applyFortUnits(draft, frame, action.piece as SpacePiece, action.count!);
        return autoFortUnits(draft, frame);
      case 'move':
        return handleMove(draft, frame, action);
      case 'flip':
        return handleFlip(draft, frame);
      case 'replace':
        return handleReplace(draft, frame, action);
      case 'done':
        if (frame.phase === 'militia') return finishSpace(frame);
        log(draft, `Rally complete (${frame.selected.map(spaceName).join(', ')})`, RULE, P);
        popFrame(draft);
        return;
    }
  },
  validate: (state, frame, at) => [...commandFrameProblems(state, frame, at, { id: 'rally', name: 'Rally', faction: P }), ...rallyProblems(state, frame)],
});

/** The Patriot Rally Command (3.3.1): a space can be selected, paying one Resource unless free (3.1). */
export const patriotsRally: CommandModule = defineCommand<PatriotsRallyFrame>({
  id: 'rally',
  faction: P,
  name: 'Rally',
  rule: RULE,
  kind: 'patriotsRally',
  // `done` once a space is selected, and while Militia are taken from the map (3.3.1).
  keepsDone: true,
  // Before a space: none without the Resources for one (see selectable; Continentals come only with a space).
  spaceCost: RALLY_COST,
  canExecuteIn: (state, space, mode) => canPay(state, P, RALLY_COST, mode) && canRally(state, space),
  whyNotIn: (state, space, mode) => whyCannotPay(state, P, RALLY_COST, mode, 'each Rally space', RULE) ?? whyNotRally(state, space),
  initial: () => ({ phase: 'select', space: null, remaining: 0, cursor: -1, arrived: {}, continentals: null, continentalsCursor: -1 }),
});

/** Whether a Rally can start (3.3.1, 3.1; within the mode's restriction). */
export function canStartRally(state: GameState, mode: CommandMode): boolean {
  return patriotsRally.canStart(state, mode);
}
