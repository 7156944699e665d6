/**
 * The record of units that arrived during a Command in which no unit moves more than once (3.3.2
 * Patriot March, 3.4.1 Gather, 3.4.2 Indian March, 3.4.4 Raid), and what a Special Activity executed
 * during it (4.1: before, during or after) does to that record when it Activates or removes units of
 * the moving Faction in a space where some arrived.
 *
 * The Special Activity's procedure names kinds, not pieces: where a space holds both units that
 * arrived and units that did not, the executing Faction chooses which physical piece it Activates or
 * removes, and the choice decides which units may still leave by the Command. The record does not ask:
 * it keeps every outcome of that choice that no other outcome betters (an outcome with no more arrived
 * units of any kind leaves every later move open that the other does), as the space's alternatives
 * (`or`), and a unit may move out exactly when one of the alternatives still consistent with the board
 * allows it (docs/rulings.md, "3.3.2 / 3.4.2 a Special Activity during the March"). The moves made since
 * settle the choice lazily: an alternative under which more units moved out of a kind than had not
 * arrived no longer fits the board.
 * @module
 */
import type { Draft } from 'immer';
import type { Frame, GameState } from '../../core/state';
import type { SpaceId, SpacePiece } from '../../data/ids';
import { ownFrame } from '../../flow/frames';
import { hostIndex } from '../../flow/hostFrame';
import { piecesAt } from '../board';

/** The pieces of one space, by kind. */
type Pieces = Readonly<Record<SpacePiece, number>>;

/** Counts of units by kind. */
export type KindCounts = Partial<Record<SpacePiece, number>>;

/**
 * Units of each kind that arrived in one space during the Command. `or`, when present, lists the
 * records the space may have, one of which is true (a Special Activity Activated or removed units
 * there without it mattering yet which); the counts beside it are then the first of them.
 */
export type SpaceArrivals = KindCounts & { or?: KindCounts[] };

/** Arrivals by space. */
export type ArrivalRecord = Partial<Record<SpaceId, SpaceArrivals>>;

const KINDS_OF = (a: KindCounts): SpacePiece[] => (Object.keys(a) as (SpacePiece | 'or')[]).filter((k): k is SpacePiece => k !== 'or');

/** Whether an arrival record fits the board: none negative, no more arrived of a kind than are there. */
function fits(pieces: Pieces, a: KindCounts): boolean {
  for (const k of KINDS_OF(a)) {
    const n = a[k]!;
    if (n < 0 || n > pieces[k]) return false;
  }
  return true;
}

/** The records the space's arrivals may be: its alternatives, or the one record. */
function possible(entry: SpaceArrivals): readonly KindCounts[] {
  return entry.or ?? [entry];
}

/**
 * The best `score` over the space's records that fit the board: the highest, or the lowest with `least`;
 * `none` when no alternative fits. A record without alternatives is scored as it is.
 */
function bestFitting(p: Pieces, entry: SpaceArrivals, score: (a: KindCounts) => number, least: boolean, none: number): number {
  if (entry.or === undefined) return score(entry);
  let best = none;
  let found = false;
  for (const a of entry.or) {
    if (!fits(p, a)) continue;
    const s = score(a);
    if (!found || (least ? s < best : s > best)) best = s;
    found = true;
  }
  return best;
}

/**
 * Units of a kind in a space that may still move in the Command: those there less those that arrived,
 * under the alternative that leaves the most (see the module doc). Pure.
 */
export function stillMovable(state: GameState, record: ArrivalRecord, space: SpaceId, kind: SpacePiece): number {
  const p = piecesAt(state, space);
  const entry = record[space];
  if (entry === undefined) return p[kind];
  if (entry.or === undefined) return Math.max(0, p[kind] - (entry[kind] ?? 0));
  return bestFitting(p, entry, (a) => Math.max(0, p[kind] - (a[kind] ?? 0)), false, 0);
}

/** The most units of a kind that may have arrived in the space and still be there, over the alternatives that fit the board. Pure. */
export function arrivedMost(state: GameState, record: ArrivalRecord, space: SpaceId, kind: SpacePiece): number {
  const entry = record[space];
  if (entry === undefined) return 0;
  const p = piecesAt(state, space);
  return bestFitting(p, entry, (a) => Math.min(p[kind], a[kind] ?? 0), false, 0);
}

/**
 * Units of a group of kinds in a space that may still move in the Command, together: as
 * {@link stillMovable}, under the alternative that fits the board and leaves the most of the group. Pure.
 */
export function stillMovableOf(state: GameState, record: ArrivalRecord, space: SpaceId, kinds: readonly SpacePiece[]): number {
  const p = piecesAt(state, space);
  const movable = (a: KindCounts): number => {
    let n = 0;
    for (const k of kinds) n += Math.max(0, p[k] - (a[k] ?? 0));
    return n;
  };
  const entry = record[space];
  return entry === undefined ? movable({}) : bestFitting(p, entry, movable, false, 0);
}

/** The fewest units of a group of kinds that arrived in the space and are still there, together, over the alternatives that fit the board (0 when none does). Pure. */
export function arrivedLeast(state: GameState, record: ArrivalRecord, space: SpaceId, kinds: readonly SpacePiece[]): number {
  const entry = record[space];
  if (entry === undefined) return 0;
  const p = piecesAt(state, space);
  return bestFitting(
    p,
    entry,
    (a) => {
      let n = 0;
      for (const k of kinds) n += Math.min(p[k], a[k] ?? 0);
      return n;
    },
    true,
    0,
  );
}

/** Applies `change` to the space's record and to each of its alternatives (the record is created when missing). Mutates the record. */
export function eachArrival(record: ArrivalRecord, space: SpaceId, change: (a: KindCounts) => void): void {
  const entry = (record[space] ??= {});
  change(entry);
  if (entry.or) entry.or.forEach(change);
}

/** Adds `n` units of a kind that arrived in the space (in every alternative). Mutates the record. */
export function addArrived(record: ArrivalRecord, space: SpaceId, kind: SpacePiece, n: number): void {
  eachArrival(record, space, (a) => {
    a[kind] = (a[kind] ?? 0) + n;
  });
}

/**
 * Records that the Command itself turned `n` units of kind `from` in the space into kind `to`, units
 * known to have arrived: at most those that arrived, in every alternative. Mutates the record.
 */
export function turnArrived(record: ArrivalRecord, space: SpaceId, from: SpacePiece, to: SpacePiece, n: number): void {
  if (record[space] === undefined) return;
  eachArrival(record, space, (a) => {
    const k = Math.min(n, a[from] ?? 0);
    if (k === 0) return;
    a[from] = (a[from] ?? 0) - k;
    a[to] = (a[to] ?? 0) + k;
  });
}

/** What a Special Activity does to the moving Faction's units in one space (see {@link recordTaking}). */
export interface Taking {
  /** The kind of the units it takes. */
  take: SpacePiece;
  /** How many it takes. */
  n: number;
  /** What they become (their own kind when they are only removed). */
  into: SpacePiece;
  /** How many of those taken it removes. */
  lost: number;
}

/**
 * Records a {@link Taking} in a space, judged on the board before it (`pieces`): the executing Faction
 * may take arrived or other units, and remove either of those taken. Every outcome no other betters is
 * kept (see the module doc). `pending` counts units in the space that arrived but are not in the record
 * yet (a group still open, added when it closes): they are among the arrived ones. Mutates the record.
 */
export function recordTaking(record: ArrivalRecord, space: SpaceId, pieces: Pieces, t: Taking, pending: KindCounts = {}): void {
  const entry = record[space];
  const pendingKinds = KINDS_OF(pending).filter((k) => (pending[k] ?? 0) > 0);
  if (entry === undefined && pendingKinds.length === 0) return;
  // No unit of the kind arrived: the Activity takes others, and the record stays as it is.
  if ((entry === undefined || possible(entry).every((a) => (a[t.take] ?? 0) <= 0)) && (pending[t.take] ?? 0) === 0) return;
  const outcomes: KindCounts[] = [];
  for (const a of possible(entry ?? {})) {
    const base: KindCounts = { ...a };
    for (const k of pendingKinds) base[k] = (base[k] ?? 0) + pending[k]!;
    if (entry?.or !== undefined && !fits(pieces, base)) continue;
    const arrived = Math.min(base[t.take] ?? 0, pieces[t.take]);
    const others = pieces[t.take] - arrived;
    for (let j = Math.max(0, t.n - others); j <= Math.min(t.n, arrived); j++) {
      for (let i = Math.max(0, t.lost - (t.n - j)); i <= Math.min(t.lost, j); i++) {
        const o: KindCounts = { ...a };
        o[t.take] = (o[t.take] ?? 0) - j;
        o[t.into] = (o[t.into] ?? 0) + j - i;
        outcomes.push(o);
      }
    }
  }
  const kept = outcomes.filter((o, x) => !outcomes.some((b, y) => y !== x && betters(b, o) && (!betters(o, b) || y < x)));
  if (kept.length === 0) return;
  // A new record rather than the old one emptied by `delete`: V8 turns an object it deletes keys from
  // into a dictionary, and one such node among the sealed ones sends every later sealing walk
  // (core/pathCopy.ts) down V8's generic property path.
  record[space] = kept.length > 1 ? { ...kept[0], or: kept } : { ...kept[0] };
}

/** Whether `b` has no more arrived units of any kind than `o`. */
function betters(b: KindCounts, o: KindCounts): boolean {
  const kinds = new Set([...KINDS_OF(b), ...KINDS_OF(o)]);
  for (const k of kinds) if ((b[k] ?? 0) > (o[k] ?? 0)) return false;
  return true;
}

/**
 * The arrival records of the Commands that keep one, by frame kind: the field holding it, and the units
 * of a group still open that arrived but are not in it yet (the Patriot March records a group when it
 * closes).
 */
const RECORDS: Readonly<Record<string, { field: string; pending?: (frame: Record<string, unknown>, space: SpaceId) => KindCounts }>> = {
  patriotsMarch: {
    field: 'arrived',
    pending: (f, space) => {
      const g = f.group as KindCounts | null;
      if (g === null || f.dest !== space) return {};
      return { continental: g.continental, frenchRegular: g.frenchRegular, militiaUnderground: g.militiaUnderground, militiaActive: g.militiaActive };
    },
  },
  frenchMarch: { field: 'arrived' },
  indiansMarch: { field: 'moved' },
  indiansGather: { field: 'moved' },
  indiansRaid: { field: 'moved' },
};

/**
 * The British March keeps its Regulars that arrived as one count per space: Skirmish may remove one of
 * them or another (4.2.2), and one that arrived is the outcome no other betters.
 */
function loseBritishRegular(draft: Draft<GameState>, at: number, space: SpaceId, t: Taking): void {
  if (t.take !== 'britishRegular' || t.lost === 0) return;
  const frame = ownFrame<Frame & { arrivedRegulars: Partial<Record<SpaceId, number>> }>(draft, at);
  const n = frame.arrivedRegulars[space];
  if (n !== undefined && n > 0) frame.arrivedRegulars[space] = Math.max(0, n - t.lost);
}

/**
 * The Patriot Rally keeps its Militia that moved in as one count per space, all Underground once the
 * space's Militia are flipped (3.3.1): a Special Activity in such a space starts the record by kind
 * (`arrivedKinds`). In the space being resolved, before that flip, every Militia there ends Underground
 * anyway: only a removal counts, one that moved in being the outcome no other betters.
 */
function rallyTaking(draft: Draft<GameState>, at: number, space: SpaceId, t: Taking): void {
  const frame = ownFrame<Frame & { space: SpaceId | null; phase: string; arrived: Partial<Record<SpaceId, number>>; arrivedKinds?: ArrivalRecord }>(draft, at);
  const n = frame.arrived[space] ?? 0;
  if (n === 0) return;
  if (frame.space === space && frame.phase === 'gather') {
    frame.arrived[space] = Math.max(0, n - t.lost);
    return;
  }
  const kinds = (frame.arrivedKinds ??= {});
  kinds[space] ??= { militiaUnderground: n };
  recordTaking(kinds, space, piecesAt(draft, space), t);
}

/**
 * Called by a Special Activity before it Activates or removes units of its own Faction in a space
 * (4.1): when the Command it accompanies keeps a record of units that arrived ({@link RECORDS}), the
 * record takes in the {@link Taking}. Nothing happens outside such a Command.
 */
export function recordActivityTaking(draft: Draft<GameState>, space: SpaceId, t: Taking): void {
  const i = hostIndex(draft);
  if (i < 0) return;
  const command = draft.stack[i + 1] as Frame | undefined;
  if (command?.kind === 'britishMarch') return loseBritishRegular(draft, i + 1, space, t);
  if (command?.kind === 'patriotsRally') return rallyTaking(draft, i + 1, space, t);
  const spec = command === undefined ? undefined : RECORDS[command.kind];
  if (spec === undefined) return;
  const frame = ownFrame<Frame & Record<string, unknown>>(draft, i + 1);
  const record = frame[spec.field] as ArrivalRecord | undefined;
  if (record === undefined) return;
  recordTaking(record, space, piecesAt(draft, space), t, spec.pending?.(frame, space));
}
