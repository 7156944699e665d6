/**
 * The target of whole-move matching, normalised: the full board a table's move ends on (the spaces'
 * pieces and markers, the pools, Resources, the tracks, the Treaty of Alliance, the Leaders), the
 * start's board overwritten by what the table gives, checked field by field.
 * @module
 */
import { InvalidStateError } from '../core/errors';
import type { GameState } from '../core/state';
import type { Faction, LeaderId, PieceType, SpaceId, SpacePiece } from '../data/ids';
import { FACTIONS, LEADERS, PIECE_TYPES, SPACE_IDS, SPACE_PIECES } from '../data/ids';
import { markersIn, piecesAt, supportLevel } from '../rules/board';
import { targetFromChanges } from './target';

export type SpaceMarker = 'support' | 'propaganda' | 'raid' | 'blockades' | 'squadrons';
export const MARKERS: readonly SpaceMarker[] = ['support', 'propaganda', 'raid', 'blockades', 'squadrons'];
export const POOLS = ['available', 'unavailable', 'casualties'] as const;
export type Pool = (typeof POOLS)[number];
export const TRACKS = ['cbc', 'crc', 'fni'] as const;

/** The parts of a state a move can change, spaces without their Control (derived). */
export type Board = Pick<GameState, Pool | 'resources' | (typeof TRACKS)[number] | 'treatyOfAlliance'> & {
  spaces: Record<SpaceId, { pieces: Record<SpacePiece, number> } & Record<SpaceMarker, number>>;
  leaders: Record<Faction, { leader: LeaderId; at: SpaceId | 'available' }>;
};

const BOARD_KEYS = new Set(['spaces', ...POOLS, 'resources', ...TRACKS, 'treatyOfAlliance', 'leaders']);
const STATE_KEYS = new Set(['version', 'scenario', 'options', 'eligible', 'deck', 'brilliantStrokes', 'winterQuarters', 'turn', 'stack', 'dice', 'log', 'priorLog', 'steps', 'result']);
const SPACE_KEYS = new Set(['pieces', ...MARKERS, 'control']);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A whole number as V8 keeps small integers: a track or count the engine's arithmetic left as a heap number
 * would change the board's hidden class partway through a run of matches (its field turns from small
 * integers to doubles), and every compiled part of the search that reads the board would be thrown away
 * and compiled again. The same value.
 */
const smallInteger = (n: number): number => n | 0;

/** The full target board: the start's board overwritten by what the target gives (a board, or a list of changes), or the problems found. */
export function normaliseTarget(start: GameState, given: unknown): Board {
  const target = Array.isArray(given) ? targetFromChanges(start, given) : given;
  const problems: string[] = [];
  const count = (path: string, v: unknown, min: number, max: number): number | undefined => {
    if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) {
      problems.push(`target ${path}: expected an integer from ${min} to ${max}, got ${JSON.stringify(v)}`);
      return undefined;
    }
    return smallInteger(v);
  };
  const targetSpaces = {} as Board['spaces'];
  for (const id of SPACE_IDS) {
    targetSpaces[id] = { pieces: { ...piecesAt(start, id) }, support: supportLevel(start, id), propaganda: markersIn(start, id, 'propaganda'), raid: markersIn(start, id, 'raid'), blockades: markersIn(start, id, 'blockades'), squadrons: markersIn(start, id, 'squadrons') };
  }
  const board: Board = {
    spaces: targetSpaces,
    available: { ...start.available },
    unavailable: { ...start.unavailable },
    casualties: { ...start.casualties },
    resources: { ...start.resources },
    cbc: smallInteger(start.cbc),
    crc: smallInteger(start.crc),
    fni: smallInteger(start.fni),
    treatyOfAlliance: start.treatyOfAlliance,
    leaders: {} as Board['leaders'],
  };
  for (const f of FACTIONS) board.leaders[f] = { leader: start.leaders[f].leader, at: start.leaders[f].at };
  if (!isRecord(target)) throw new InvalidStateError([`target: expected an object (a board or its differences), got ${JSON.stringify(target)}`]);
  for (const key of Object.keys(target)) {
    if (!BOARD_KEYS.has(key) && !STATE_KEYS.has(key)) problems.push(`target: unknown field "${key}"`);
  }
  const spaces = target.spaces;
  if (spaces !== undefined) {
    if (!isRecord(spaces)) problems.push('target spaces: expected an object by space id');
    else
      for (const [id, st] of Object.entries(spaces)) {
        if (!(SPACE_IDS as readonly string[]).includes(id)) {
          problems.push(`target spaces: "${id}" is not a space`);
          continue;
        }
        if (!isRecord(st)) {
          problems.push(`target spaces.${id}: expected an object`);
          continue;
        }
        const out = targetSpaces[id as SpaceId];
        for (const key of Object.keys(st)) if (!SPACE_KEYS.has(key)) problems.push(`target spaces.${id}: unknown field "${key}"`);
        if (st.pieces !== undefined) {
          if (!isRecord(st.pieces)) problems.push(`target spaces.${id}.pieces: expected an object by piece kind`);
          else
            for (const [p, n] of Object.entries(st.pieces)) {
              if (!(SPACE_PIECES as readonly string[]).includes(p)) problems.push(`target spaces.${id}.pieces: "${p}" is not a piece kind on the map`);
              else {
                const c = count(`spaces.${id}.pieces.${p}`, n, 0, 99);
                if (c !== undefined) Object.assign(out.pieces, { [p]: c });
              }
            }
        }
        for (const m of MARKERS) {
          if (st[m] === undefined) continue;
          const c = m === 'support' ? count(`spaces.${id}.support`, st[m], -2, 2) : count(`spaces.${id}.${m}`, st[m], 0, 99);
          if (c !== undefined) out[m] = c;
        }
      }
  }
  for (const pool of POOLS) {
    const given = target[pool];
    if (given === undefined) continue;
    if (!isRecord(given)) {
      problems.push(`target ${pool}: expected an object by piece type`);
      continue;
    }
    for (const [p, n] of Object.entries(given)) {
      if (!(PIECE_TYPES as readonly string[]).includes(p)) problems.push(`target ${pool}: "${p}" is not a piece type`);
      else {
        const c = count(`${pool}.${p}`, n, 0, 99);
        if (c !== undefined) board[pool][p as PieceType] = c;
      }
    }
  }
  if (target.resources !== undefined) {
    if (!isRecord(target.resources)) problems.push('target resources: expected an object by Faction');
    else
      for (const [f, n] of Object.entries(target.resources)) {
        if (!(FACTIONS as readonly string[]).includes(f)) problems.push(`target resources: "${f}" is not a Faction`);
        else {
          const c = count(`resources.${f}`, n, 0, 50);
          if (c !== undefined) board.resources[f as Faction] = c;
        }
      }
  }
  for (const t of TRACKS) {
    if (target[t] === undefined) continue;
    const c = count(t, target[t], 0, t === 'fni' ? 3 : 99);
    if (c !== undefined) board[t] = c;
  }
  if (target.treatyOfAlliance !== undefined) {
    if (typeof target.treatyOfAlliance !== 'boolean') problems.push('target treatyOfAlliance: expected true or false');
    else board.treatyOfAlliance = target.treatyOfAlliance;
  }
  if (target.leaders !== undefined) {
    if (!isRecord(target.leaders)) problems.push('target leaders: expected an object by Faction');
    else
      for (const [f, l] of Object.entries(target.leaders)) {
        if (!(FACTIONS as readonly string[]).includes(f)) problems.push(`target leaders: "${f}" is not a Faction`);
        else if (!isRecord(l)) problems.push(`target leaders.${f}: expected { leader, at }`);
        else {
          const out = board.leaders[f as Faction];
          if (l.leader !== undefined) {
            if ((LEADERS as readonly string[]).includes(l.leader as string)) out.leader = l.leader as LeaderId;
            else problems.push(`target leaders.${f}.leader: "${String(l.leader)}" is not a Leader`);
          }
          if (l.at !== undefined) {
            if (l.at === 'available' || (SPACE_IDS as readonly string[]).includes(l.at as string)) out.at = l.at as SpaceId | 'available';
            else problems.push(`target leaders.${f}.at: "${String(l.at)}" is neither a space nor "available"`);
          }
        }
      }
  }
  if (problems.length > 0) throw new InvalidStateError(problems);
  return board;
}
