/**
 * The target of a whole move (issue #20): the board a virtual table shows after a human's move, as a
 * partial board or as a list of changes — pieces added or taken per space and per box, markers,
 * Resources, tracks, the Treaty, Leaders — in plain JSON; the changes turned into the board `matchMove`
 * compares, and read back from two states.
 * @module
 */
import { InvalidStateError } from '../core/errors';
import type { GameState } from '../core/state';
import type { Faction, LeaderId, PieceType, SpaceId, SpacePiece } from '../data/ids';
import { FACTIONS, LEADERS, PIECE_TYPES, SPACE_IDS, SPACE_PIECES } from '../data/ids';
import { markersIn, piecesAt, sameSpace, supportLevel } from '../rules/board';

/** What a space should hold after the move; a field left out is as in the starting state. */
export interface SpaceTarget {
  /** Pieces by kind; a kind left out is as in the starting state. */
  pieces?: Partial<Record<SpacePiece, number>>;
  support?: number;
  propaganda?: number;
  raid?: number;
  blockades?: number;
  squadrons?: number;
}

/**
 * The board after the move: a full GameState (its board fields are read, the rest ignored) or only the
 * differences from the starting state (every field left out is unchanged).
 */
export interface MoveTarget {
  spaces?: Partial<Record<SpaceId, SpaceTarget>>;
  available?: Partial<Record<PieceType, number>>;
  unavailable?: Partial<Record<PieceType, number>>;
  casualties?: Partial<Record<PieceType, number>>;
  resources?: Partial<Record<Faction, number>>;
  cbc?: number;
  crc?: number;
  fni?: number;
  treatyOfAlliance?: boolean;
  leaders?: Partial<Record<Faction, { leader?: LeaderId; at: SpaceId | 'available' }>>;
}

/** A marker of a space that a change can shift: Support/Opposition (−2…2) and the marker counts. */
export type SpaceMarker = 'support' | 'propaganda' | 'raid' | 'blockades' | 'squadrons';

/** The three boxes off the map that hold pieces. */
export type PiecePool = 'available' | 'unavailable' | 'casualties';

/**
 * One change a table saw on its board, as plain JSON. Counts change by `delta` (positive: more); the
 * rest of the board is unchanged. Several changes of the same thing add up.
 * - `{ space, piece, delta }`: pieces of a kind in a space (`{ space: 'Boston', piece: 'britishRegular', delta: 2 }`);
 * - `{ space, marker, delta }`: a space's Support/Opposition level or marker count (`{ space: 'Boston', marker: 'support', delta: 1 }`);
 * - `{ pool, piece, delta }`: pieces in the Available, Unavailable or Casualties box (`{ pool: 'available', piece: 'tory', delta: -2 }`);
 * - `{ resources, delta }`: a Faction's Resources (`{ resources: 'british', delta: -2 }`);
 * - `{ track, delta }`: the CBC, the CRC or French Naval Intervention (`{ track: 'fni', delta: 1 }`);
 * - `{ treatyOfAlliance }`: the Treaty of Alliance played (true) or not;
 * - `{ leaderOf, at?, leader? }`: a Faction's Leader, where it now is and (when replaced) who it is.
 */
export type BoardChange =
  | { space: SpaceId; piece: SpacePiece; delta: number }
  | { space: SpaceId; marker: SpaceMarker; delta: number }
  | { pool: PiecePool; piece: PieceType; delta: number }
  | { resources: Faction; delta: number }
  | { track: 'cbc' | 'crc' | 'fni'; delta: number }
  | { treatyOfAlliance: boolean }
  | { leaderOf: Faction; at?: SpaceId | 'available'; leader?: LeaderId };

const MARKERS: readonly SpaceMarker[] = ['support', 'propaganda', 'raid', 'blockades', 'squadrons'];
const POOLS: readonly PiecePool[] = ['available', 'unavailable', 'casualties'];
const TRACKS = ['cbc', 'crc', 'fni'] as const;

/** A space's Support/Opposition level or marker count (1.6, 1.9, 3.4.4, 4.3.1), read through the board interface. */
const levelOf = (state: GameState, space: SpaceId, m: SpaceMarker): number => (m === 'support' ? supportLevel(state, space) : markersIn(state, space, m));

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const oneOf = <T extends string>(list: readonly T[], v: unknown): v is T => typeof v === 'string' && (list as readonly string[]).includes(v);

/** The fields each form of change has (the first is the one that names the form). */
const FORMS: readonly (readonly string[])[] = [
  ['space', 'piece', 'delta'],
  ['space', 'marker', 'delta'],
  ['pool', 'piece', 'delta'],
  ['resources', 'delta'],
  ['track', 'delta'],
  ['treatyOfAlliance'],
  ['leaderOf', 'at', 'leader'],
];

/**
 * The target a list of changes gives from `state` (a partial board: only what changes), for
 * `matchMove` and `boardDifferences`. Pure.
 * @throws InvalidStateError listing every bad change (not a change, an unknown space, piece, marker,
 * pool, Faction, track or Leader, a delta that is not a whole number, a count taken below 0).
 */
export function targetFromChanges(state: GameState, changes: readonly unknown[]): MoveTarget {
  const problems: string[] = [];
  const spaces: Partial<Record<SpaceId, SpaceTarget & { pieces: Partial<Record<SpacePiece, number>> }>> = {};
  const target: MoveTarget & Required<Pick<MoveTarget, 'available' | 'unavailable' | 'casualties' | 'resources' | 'leaders'>> = {
    available: {},
    unavailable: {},
    casualties: {},
    resources: {},
    leaders: {},
  };
  const spaceOf = (id: SpaceId) => (spaces[id] ??= { pieces: {} });
  changes.forEach((c, i) => {
    const at = `target changes[${i}]`;
    if (!isRecord(c)) {
      problems.push(`${at}: expected a change object ({ space, piece, delta }, { resources, delta }…), got ${JSON.stringify(c)}`);
      return;
    }
    const keys = Object.keys(c);
    const form = FORMS.find((f) => f[0] in c && (f[0] !== 'space' || f[1] in c));
    if (form === undefined) {
      problems.push(`${at}: not a change: expected one of space+piece, space+marker, pool+piece, resources, track, treatyOfAlliance, leaderOf; got fields ${keys.join(', ') || 'none'}`);
      return;
    }
    const extra = keys.filter((k) => !form.includes(k));
    if (extra.length > 0) {
      problems.push(`${at}: unknown field${extra.length > 1 ? 's' : ''} ${extra.map((k) => `"${k}"`).join(', ')} for a ${form.slice(0, form[0] === 'space' || form[0] === 'pool' ? 2 : 1).join('+')} change`);
      return;
    }
    const delta = (): number | undefined => {
      if (typeof c.delta === 'number' && Number.isInteger(c.delta)) return c.delta;
      problems.push(`${at}: delta must be a whole number (positive: more), got ${JSON.stringify(c.delta)}`);
      return undefined;
    };
    /** The new value from the current one (an earlier change of the same thing included), checked against its range. */
    const shift = (what: string, current: number, min: number, max: number): number | undefined => {
      const d = delta();
      if (d === undefined) return undefined;
      const v = current + d;
      if (v < min || v > max) {
        problems.push(`${at}: ${what} is ${current}, ${d >= 0 ? '+' : '−'} ${Math.abs(d)} gives ${v}, outside ${min}…${max}`);
        return undefined;
      }
      return v;
    };
    switch (form[0]) {
      case 'space': {
        if (!oneOf(SPACE_IDS, c.space)) {
          problems.push(`${at}: "${String(c.space)}" is not a space`);
          return;
        }
        const id = c.space;
        const out = spaceOf(id);
        if (form[1] === 'piece') {
          if (!oneOf(SPACE_PIECES, c.piece)) {
            problems.push(`${at}: "${String(c.piece)}" is not a piece kind on the map (${SPACE_PIECES.join(', ')})`);
            return;
          }
          const v = shift(`${id} ${c.piece}`, out.pieces[c.piece] ?? piecesAt(state, id)[c.piece], 0, 99);
          if (v !== undefined) Object.assign(out.pieces, { [c.piece]: v });
        } else {
          if (!oneOf(MARKERS, c.marker)) {
            problems.push(`${at}: "${String(c.marker)}" is not a marker (${MARKERS.join(', ')})`);
            return;
          }
          const m = c.marker;
          const v = shift(`${id} ${m}`, out[m] ?? levelOf(state, id, m), m === 'support' ? -2 : 0, m === 'support' ? 2 : 99);
          if (v !== undefined) out[m] = v;
        }
        return;
      }
      case 'pool': {
        if (!oneOf(POOLS, c.pool)) {
          problems.push(`${at}: "${String(c.pool)}" is not a box (${POOLS.join(', ')})`);
          return;
        }
        if (!oneOf(PIECE_TYPES, c.piece)) {
          problems.push(`${at}: "${String(c.piece)}" is not a piece type (${PIECE_TYPES.join(', ')})`);
          return;
        }
        const pool = target[c.pool];
        const v = shift(`${c.pool} ${c.piece}`, pool[c.piece] ?? state[c.pool][c.piece], 0, 99);
        if (v !== undefined) pool[c.piece] = v;
        return;
      }
      case 'resources': {
        if (!oneOf(FACTIONS, c.resources)) {
          problems.push(`${at}: "${String(c.resources)}" is not a Faction`);
          return;
        }
        const v = shift(`${c.resources} Resources`, target.resources[c.resources] ?? state.resources[c.resources], 0, 50);
        if (v !== undefined) target.resources[c.resources] = v;
        return;
      }
      case 'track': {
        if (!oneOf(TRACKS, c.track)) {
          problems.push(`${at}: "${String(c.track)}" is not a track (${TRACKS.join(', ')})`);
          return;
        }
        const v = shift(c.track, target[c.track] ?? state[c.track], 0, c.track === 'fni' ? 3 : 99);
        if (v !== undefined) target[c.track] = v;
        return;
      }
      case 'treatyOfAlliance': {
        if (typeof c.treatyOfAlliance !== 'boolean') problems.push(`${at}: treatyOfAlliance must be true or false, got ${JSON.stringify(c.treatyOfAlliance)}`);
        else target.treatyOfAlliance = c.treatyOfAlliance;
        return;
      }
      case 'leaderOf': {
        if (!oneOf(FACTIONS, c.leaderOf)) {
          problems.push(`${at}: "${String(c.leaderOf)}" is not a Faction`);
          return;
        }
        if (c.at === undefined && c.leader === undefined) {
          problems.push(`${at}: a Leader change needs "at" (a space or "available") or "leader"`);
          return;
        }
        const out = (target.leaders[c.leaderOf] ??= { at: state.leaders[c.leaderOf].at });
        if (c.at !== undefined) {
          if (c.at === 'available' || oneOf(SPACE_IDS, c.at)) out.at = c.at;
          else problems.push(`${at}: "${String(c.at)}" is neither a space nor "available"`);
        }
        if (c.leader !== undefined) {
          if (oneOf(LEADERS, c.leader)) out.leader = c.leader;
          else problems.push(`${at}: "${String(c.leader)}" is not a Leader`);
        }
        return;
      }
    }
  });
  if (problems.length > 0) throw new InvalidStateError(problems);
  if (Object.keys(spaces).length > 0) target.spaces = spaces;
  return target;
}

/**
 * Everything that changed from `before` to `after` as a list of {@link BoardChange}s, in map order
 * (spaces, then the boxes, Resources, tracks, the Treaty, Leaders): what a table would send as the
 * target of the move between them. Control is left out (it follows from the pieces, 1.7). Pure.
 */
export function boardChanges(before: GameState, after: GameState): BoardChange[] {
  const out: BoardChange[] = [];
  for (const space of SPACE_IDS) {
    if (sameSpace(before, after, space)) continue;
    const a = piecesAt(before, space);
    const b = piecesAt(after, space);
    for (const piece of SPACE_PIECES) if (a[piece] !== b[piece]) out.push({ space, piece, delta: b[piece] - a[piece] });
    for (const marker of MARKERS) {
      const x = levelOf(before, space, marker);
      const y = levelOf(after, space, marker);
      if (x !== y) out.push({ space, marker, delta: y - x });
    }
  }
  for (const pool of POOLS) for (const piece of PIECE_TYPES) if (before[pool][piece] !== after[pool][piece]) out.push({ pool, piece, delta: after[pool][piece] - before[pool][piece] });
  for (const f of FACTIONS) if (before.resources[f] !== after.resources[f]) out.push({ resources: f, delta: after.resources[f] - before.resources[f] });
  for (const track of TRACKS) if (before[track] !== after[track]) out.push({ track, delta: after[track] - before[track] });
  if (before.treatyOfAlliance !== after.treatyOfAlliance) out.push({ treatyOfAlliance: after.treatyOfAlliance });
  for (const f of FACTIONS) {
    const a = before.leaders[f];
    const b = after.leaders[f];
    if (a.at === b.at && a.leader === b.leader) continue;
    const change: { leaderOf: Faction; at?: SpaceId | 'available'; leader?: LeaderId } = { leaderOf: f };
    if (a.at !== b.at) change.at = b.at;
    if (a.leader !== b.leader) change.leader = b.leader;
    out.push(change);
  }
  return out;
}
