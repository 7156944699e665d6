/**
 * Whole-move matching for virtual tables (issue #20): given the game where a human's move begins and the
 * board after it, find the engine's legal micro-action sequences that produce exactly that board, or say
 * how close the rules get and where the table's move departs from them.
 *
 * The search walks the engine's own decisions (the machine's cached legal lists and unchecked apply, as
 * the Simulator does), so whatever the rules allow is found in the engine's order, whatever order the
 * humans moved the pieces in. It is pruned by the target: actions naming a space the move leaves
 * unchanged, or moving a space's pieces away from the target, are detours tried late rather than never
 * (but bringing the pieces an announced Special Activity needs into a space where the target shows
 * enemy pieces removed, before that Activity); positions nearest the target are expanded first, and
 * positions reached twice by steps taken in different orders are explored once (a transposition set
 * over the state without its log). Moves and placements are ranked by what the action says they do
 * and stepped only when their turn comes (most are never taken). Positions where a Faction's Resources are below the target's by
 * more than they can still rise, once its Command under way has paid for the spaces the target still
 * needs it to select, are dropped (a selection that only pays, before it is taken); so are those where
 * the mover's paying Command has closed a space that still lacks pieces only it brings in, can no
 * longer select a space that lacks them, has marched more units into a space than the target shows
 * there (they may not move again), or is over with Resources above the target's or such pieces still
 * missing; and those where Persuasion can no longer place a Propaganda marker the target shows, or a
 * Rally or Gather has left a space fewer Active units than the target shows with no Special Activity
 * left to Activate one.
 * Once the board is on the target but the mover's paying Command has Resources left to spend, the
 * selections that leave it and come back (pieces taken from a space and put back) are no detours; so
 * are those of an Indian Gather with no War Party Available from a Province the Resources show owed
 * that ends unchanged (a relay: War Parties taken from the map are placed there and taken on) until the
 * board is back as near as before it.
 * Two such searches share the budget in turns (a portfolio): the plain one, and a wary one where detours
 * weigh more, which takes a detour needed early in the move before the plain one would reach it, and
 * begins a Special Activity the target shows in full before the Command lines just as near.
 * @module
 */
import type { Action, ActivityId, CommandId } from '../core/action';
import { describeAction } from '../core/action';
import { IllegalActionError, InvalidStateError } from '../core/errors';
import type { GameState, SpaceState } from '../core/state';
import type { Faction, LeaderId, PieceType, SpaceId, SpacePiece } from '../data/ids';
import { FACTIONS, LEADERS, PIECE_TYPES, SPACE_IDS, SPACE_PIECES, spaceIndex } from '../data/ids';
import { FACTION_NAME, KIND_NAME, spaceName } from '../data/text';
import { ADJACENT_INDICES, isReserve } from '../data/map';
import { maySelectMore } from '../flow/restriction';
import type { CommandMode } from '../flow/contracts';
import { applyListed, listed, pending, tryApply } from '../game/machine';
import { newLogEntries } from '../game/replay';
import { canPersuade, PERSUASION_RESOURCES_PER_SPACE, PERSUASION_SPACES, propagandaLeft } from '../rules/specialActivities/patriots/persuasion';
import { partisansChoices } from '../rules/specialActivities/patriots/partisans';
import { warPathPlans } from '../rules/specialActivities/indians/warPath';
import { skirmishChoices, type SkirmishFaction } from '../rules/specialActivities/skirmish';
import { navalPressureGivesResources } from '../rules/specialActivities/british/navalPressure';
import { roll } from '../dice/index';
import { howeRelax } from '../rules/specialActivities/british/lowerFni';
import { PREPARER_RESOURCES } from '../rules/specialActivities/french/preparerLaGuerre';
import { TRADE_REFUSED_GAIN } from '../rules/specialActivities/indians/trade';
import { MARCH_COST } from '../rules/commands/patriots/march';
import { arrivedLeast, stillMovableOf, type ArrivalRecord } from '../rules/commands/arrivals';
import { CUBES_PER_FORT } from '../rules/commands/british/muster';
import { RALLY_COST } from '../rules/commands/patriots/rally';
import { FRENCH_MARCH_COST } from '../rules/commands/french/march';
import { gatherCost } from '../rules/commands/indians/gather';
import { marchDestinationCost, type IndiansMarchFrame } from '../rules/commands/indians/march';
import { targetFromChanges, type BoardChange, type MoveTarget } from './target';

export type { MoveTarget, SpaceTarget } from './target';

// -------------------------------------------------------------------------------------------------
// Public types

/** What the table announced: the searched sequences must take exactly these choices (2.3.2–2.3.5). */
export interface Announced {
  /** The Command executed (first one, for a Brilliant Stroke's two Limited Commands; with `side`, the one the Event grants). */
  command?: CommandId;
  /** Whether the Command was Limited (2.3.5). */
  limited?: boolean;
  /** The Special Activity, or `null` for none. */
  activity?: ActivityId | null;
  /** The Event side played (5.2). */
  side?: 'unshaded' | 'shaded';
  /** The Faction passed (2.3.3). */
  pass?: boolean;
  /** The Faction played its Brilliant Stroke (2.3.8). */
  brilliantStroke?: boolean;
}

/** Options of {@link matchMove}. */
export interface MatchOptions {
  /** What the table announced. */
  announced?: Announced;
  /**
   * Where the move stops. `turn`: when the Faction's turn on the card is over (the next Eligible
   * Faction's options, a new card, the Winter Quarters Round, the end of the game); `faction`: at the
   * first decision of another Faction (not `chance`); or a predicate over the states reached. Default:
   * `turn` on an Event card, `faction` in a Winter Quarters Round.
   */
  until?: 'turn' | 'faction' | ((state: GameState) => boolean);
  /** How many matching sequences to return at most (the canonical one first). Default 1. */
  alternatives?: number;
  /** How many positions the search may expand before it gives up. Default 2000. */
  maxNodes?: number;
}

/** Dice a sequence needed: one roll (one or more dice) and what it was for. */
export interface DiceNeeded {
  /** Index in the sequence of the action during which the dice were rolled. */
  step: number;
  /** What the roll was for, as the log says it. */
  reason: string;
  values: number[];
}

/** A legal sequence that produces the target. */
export interface MatchedSequence {
  /** The micro-actions, in the engine's order (every Faction's decisions and `chance` rolls included). */
  actions: Action[];
  /** The dice rolled along the way (seeded dice: the state's own; external dice: the rolls chosen). */
  dice: DiceNeeded[];
  /** The state at the end of the move. */
  state: GameState;
}

/** One thing that differs from the target. */
export interface BoardDifference {
  /** A space id, a pool (`available`, `unavailable`, `casualties`), `resources`, `leaders` or a track (`cbc`, `crc`, `fni`, `treatyOfAlliance`). */
  where: string;
  /** A piece kind, `support`, a marker, a Faction, or the track itself. */
  what: string;
  actual: number | string | boolean;
  target: number | string | boolean;
  /** In words: "Boston: 2 Tories, the target has 3". */
  text: string;
}

/** Where the table's move departs from the rules. */
export interface Departure {
  /** Index of the first action the table's move cannot have taken (= the closest sequence's length, or the step that ended the move). */
  step: number;
  /** Why, in game terms. */
  reason: string;
  /** The engine's refusal of the nearest action toward the target, when one could be built. */
  error?: IllegalActionError;
}

/** The answer of {@link matchMove}. */
export type MatchResult =
  | { ok: true; sequences: MatchedSequence[]; nodes: number }
  | {
      ok: false;
      /** The legal sequence whose board is nearest to the target, and what still differs. */
      closest: { actions: Action[]; differences: BoardDifference[]; state: GameState };
      departure: Departure;
      /** Positions expanded. */
      nodes: number;
      /** Whether the search stopped at `maxNodes` (then a longer search might still match). */
      exhausted: boolean;
    };

// -------------------------------------------------------------------------------------------------
// The target, normalised

type SpaceMarker = 'support' | 'propaganda' | 'raid' | 'blockades' | 'squadrons';
const MARKERS: readonly SpaceMarker[] = ['support', 'propaganda', 'raid', 'blockades', 'squadrons'];
const POOLS = ['available', 'unavailable', 'casualties'] as const;
type Pool = (typeof POOLS)[number];
const TRACKS = ['cbc', 'crc', 'fni'] as const;

/** The parts of a state a move can change, spaces without their Control (derived). */
type Board = Pick<GameState, Pool | 'resources' | (typeof TRACKS)[number] | 'treatyOfAlliance'> & {
  spaces: Record<SpaceId, { pieces: Record<SpacePiece, number> } & Record<SpaceMarker, number>>;
  leaders: Record<Faction, { leader: LeaderId; at: SpaceId | 'available' }>;
};

const BOARD_KEYS = new Set(['spaces', ...POOLS, 'resources', ...TRACKS, 'treatyOfAlliance', 'leaders']);
const STATE_KEYS = new Set(['version', 'scenario', 'options', 'eligible', 'deck', 'brilliantStrokes', 'winterQuarters', 'turn', 'stack', 'dice', 'log', 'priorLog', 'steps', 'result']);
const SPACE_KEYS = new Set(['pieces', ...MARKERS, 'control']);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The full target board: the start's board overwritten by what the target gives (a board, or a list of changes), or the problems found. */
function normaliseTarget(start: GameState, given: unknown): Board {
  const target = Array.isArray(given) ? targetFromChanges(start, given) : given;
  const problems: string[] = [];
  const count = (path: string, v: unknown, min: number, max: number): number | undefined => {
    if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) {
      problems.push(`target ${path}: expected an integer from ${min} to ${max}, got ${JSON.stringify(v)}`);
      return undefined;
    }
    return v;
  };
  const board: Board = {
    spaces: {} as Board['spaces'],
    available: { ...start.available },
    unavailable: { ...start.unavailable },
    casualties: { ...start.casualties },
    resources: { ...start.resources },
    cbc: start.cbc,
    crc: start.crc,
    fni: start.fni,
    treatyOfAlliance: start.treatyOfAlliance,
    leaders: {} as Board['leaders'],
  };
  for (const id of SPACE_IDS) {
    const s = start.spaces[id];
    board.spaces[id] = { pieces: { ...s.pieces }, support: s.support, propaganda: s.propaganda, raid: s.raid, blockades: s.blockades, squadrons: s.squadrons };
  }
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
        const out = board.spaces[id as SpaceId];
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

// -------------------------------------------------------------------------------------------------
// Distance to the target (how many unit changes still separate a state's board from it)

/**
 * The piece kinds counted together when a step is judged to move a space away from the target: a move
 * often brings pieces in Underground and activates them, or places Militia and replaces them with
 * Continentals, within the same turn.
 */
const FORCE_GROUPS: readonly (readonly SpacePiece[])[] = [
  ['britishRegular', 'tory'],
  ['britishFort'],
  ['continental', 'militiaUnderground', 'militiaActive'],
  ['patriotFort'],
  ['frenchRegular'],
  ['warPartyUnderground', 'warPartyActive'],
  ['village'],
];

/**
 * {@link FORCE_GROUPS} for a step that places pieces from the Available box: British Regulars and Tories
 * apart. Cubes that move may make up for one another (Regulars in, Tories out), but placing a kind
 * beyond what the target shows in the space (Muster's Regulars in a space that only gains Tories,
 * 3.2.1) is a detour.
 */
const PLACED_GROUPS: readonly (readonly SpacePiece[])[] = [['britishRegular'], ['tory'], ...FORCE_GROUPS.slice(1)];

/**
 * The mover's announced Special Activity that removes enemy pieces from a space where the mover has
 * pieces (Partisans 4.3.2, War Path 4.4.2, Skirmish 4.2.2, 4.3.3, 4.5.2): the mover's force group it
 * needs there, and the spaces (by index) where the target shows fewer enemy pieces than the start.
 */
interface Strike {
  /** The piece kind the Activity needs in its space (Underground Militia, Underground War Parties, the striking cubes). */
  need: SpacePiece;
  /** Index in {@link FORCE_GROUPS} of that kind's group. */
  group: number;
  spaces: ReadonlySet<number>;
}

/** The piece kind each striking Special Activity needs in its space, by Faction. */
const STRIKER: Readonly<Record<Faction, SpacePiece>> = { british: 'britishRegular', patriots: 'continental', french: 'frenchRegular', indians: 'warPartyUnderground' };

/** The {@link Strike} of an announced Special Activity, or null when it removes no enemy pieces or the target shows none removed. */
function strikeOf(start: GameState, t: Board, mover: string, announced: Announced | undefined): Strike | null {
  const activity = announced?.activity;
  if (mover === 'chance' || (activity !== 'partisans' && activity !== 'warPath' && activity !== 'skirmish')) return null;
  const f = mover as Faction;
  const enemies = f === 'british' || f === 'indians' ? REBEL_PIECES : ROYALIST_PIECES;
  const spaces = new Set<number>();
  SPACE_IDS.forEach((id, i) => {
    let before = 0;
    let after = 0;
    for (const p of enemies) {
      before += start.spaces[id].pieces[p];
      after += t.spaces[id].pieces[p];
    }
    if (after < before) spaces.add(i);
  });
  const need = activity === 'partisans' ? 'militiaUnderground' : STRIKER[f];
  return spaces.size > 0 ? { need, group: FORCE_GROUPS.findIndex((g) => g.includes(need)), spaces } : null;
}

/**
 * Whether a space's mover pieces of a {@link Strike}'s group, `before` → `after` (the target shows `want`),
 * grew beyond the target as its Activity may need them: the first of the kind it needs there (`need`
 * before: none), or one more than the target shows (it may remove one of its own: 4.2.2, 4.3.2, 4.4.2).
 */
const bringsStrikeIn = (before: number, after: number, want: number, need: number): boolean => after > before && after > want && (need === 0 || after <= want + 1);

/**
 * The placing Commands that build a base from units already in its space, by Faction: the Command, the
 * base, the units it replaces and how many: the British Muster's Fort three cubes (3.2.1), the Patriot
 * Rally's Fort two Continentals or Militia (3.3.1), the Indian Gather's Village two War Parties (3.4.1;
 * one where Cornplanter stands, judged as two here).
 */
const BASE_BUILDS: Readonly<Record<Faction, readonly [CommandId, SpacePiece, readonly SpacePiece[], number] | undefined>> = {
  british: ['muster', 'britishFort', ['britishRegular', 'tory'], CUBES_PER_FORT],
  patriots: ['rally', 'patriotFort', ['continental', 'militiaUnderground', 'militiaActive'], 2],
  french: undefined,
  indians: ['gather', 'village', ['warPartyUnderground', 'warPartyActive'], 2],
};

/** Where the announced Command of {@link BASE_BUILDS} is to build the bases the target shows: the spaces (by index) and what it builds. */
interface BaseBuild {
  spaces: ReadonlySet<number>;
  base: SpacePiece;
  units: readonly SpacePiece[];
  per: number;
}

/**
 * In a space where the announced Command is still to build bases the target shows ({@link baseBuilds}),
 * how much nearer its units are than they look: each base will replace units there in any mix of the
 * kinds (3.2.1, 3.3.1, 3.4.1), so they are judged after the nearest such replacement (a negative number,
 * or 0): three Regulars placed beside the Tories the target shows, for a Fort, are no distance. The base
 * itself still differs, so a space is on the target only once it is built. Orders the search only.
 */
function unitsAhead(now: Record<SpacePiece, number>, then: Record<SpacePiece, number>, b: BaseBuild): number {
  const kinds = b.units;
  const n = b.per * (then[b.base] - now[b.base]);
  let plain = 0;
  for (const k of kinds) plain += Math.abs(now[k] - then[k]);
  // The replaced units split among the kinds (at most three kinds, a few units): every split tried.
  const best = (i: number, left: number): number => {
    const k = kinds[i];
    if (i === kinds.length - 1) return Math.abs(now[k] - left - then[k]);
    let m = Infinity;
    for (let r = 0; r <= left; r++) m = Math.min(m, Math.abs(now[k] - r - then[k]) + best(i + 1, left - r));
    return m;
  };
  return best(0, n) - plain;
}

/** The {@link BaseBuild} of the mover's announced Command ({@link BASE_BUILDS}), or null when the target shows no base more than the start. */
function baseBuilds(start: GameState, t: Board, mover: string, announced: Announced | undefined): BaseBuild | null {
  const build = mover === 'chance' ? undefined : BASE_BUILDS[mover as Faction];
  if (build === undefined || announced?.command !== build[0]) return null;
  const [, base, units, per] = build;
  const spaces = new Set<number>();
  SPACE_IDS.forEach((id, i) => {
    if (t.spaces[id].pieces[base] > start.spaces[id].pieces[base]) spaces.add(i);
  });
  return spaces.size > 0 ? { spaces, base, units, per } : null;
}

/** The kind an Underground piece becomes when Activated (1.4.3). */
const ACTIVATED: Partial<Record<SpacePiece, SpacePiece>> = { militiaUnderground: 'militiaActive', warPartyUnderground: 'warPartyActive' };

/** Hops between two spaces over the map's borders ({@link ADJACENT_INDICES}), by index: a breadth-first walk from each space, made once. */
const HOPS: readonly (readonly number[])[] = SPACE_IDS.map((_, from) => {
  const out = SPACE_IDS.map(() => Infinity);
  out[from] = 0;
  const queue = [from];
  for (let q = 0; q < queue.length; q++) {
    const i = queue[q];
    for (const j of ADJACENT_INDICES[SPACE_IDS[i]]) {
      if (out[j] === Infinity) {
        out[j] = out[i] + 1;
        queue.push(j);
      }
    }
  }
  return out;
});

/** The most a Leader's place counts in the distance ({@link leaderHops}). */
const LEADER_HOPS_CAP = 3;

/**
 * How far a Leader stands from where the target has him: the hops between the two spaces, at most
 * {@link LEADER_HOPS_CAP} (a Leader goes along with units that move, 1.10, one border at a time in a
 * March, 3.3.2, 3.4.2, so a Leader who followed units away from his target space is further from it);
 * 1 to or from the Available box. Orders the search only.
 */
function leaderHops(a: SpaceId | 'available', b: SpaceId | 'available'): number {
  if (a === b) return 0;
  if (a === 'available' || b === 'available') return 1;
  return Math.min(LEADER_HOPS_CAP, HOPS[spaceIndex(a)][spaceIndex(b)]);
}

/** Distances memoised per space and per pool object: unchanged parts are shared between states. */
class Distance {
  readonly #spaceMemo = SPACE_IDS.map(() => new WeakMap<SpaceState, number>());
  readonly #poolMemo = POOLS.map(() => new WeakMap<object, number>());
  constructor(
    readonly target: Board,
    /** The mover's announced Special Activity that removes enemy pieces, if any ({@link strikeOf}). */
    readonly strike: Strike | null = null,
    /** Where the announced Command builds the bases the target shows, from units in their spaces ({@link baseBuilds}). */
    readonly bases: BaseBuild | null = null,
  ) {}

  space(i: number, s: SpaceState): number {
    const memo = this.#spaceMemo[i];
    let d = memo.get(s);
    if (d === undefined) {
      const t = this.target.spaces[SPACE_IDS[i]];
      d = 0;
      for (const p of SPACE_PIECES) d += Math.abs(s.pieces[p] - t.pieces[p]);
      for (const m of MARKERS) d += Math.abs(s[m] - t[m]);
      const b = this.bases;
      if (b !== null && b.spaces.has(i) && s.pieces[b.base] < t.pieces[b.base]) d += unitsAhead(s.pieces, t.pieces, b);
      memo.set(s, d);
    }
    return d;
  }

  pool(i: number, pool: Record<PieceType, number>): number {
    const memo = this.#poolMemo[i];
    let d = memo.get(pool);
    if (d === undefined) {
      const t = this.target[POOLS[i]];
      d = 0;
      for (const p of PIECE_TYPES) d += Math.abs(pool[p] - t[p]);
      memo.set(pool, d);
    }
    return d;
  }

  /**
   * How many piece kinds and markers of the spaces changed by one step moved away from the target (0 or
   * more), and Resources: those of `spending` are left out (it may still pay them back: before its Special
   * Activity), and so are those `gaining` receives (its own Special Activity gives them: 4.2.3, 4.3.1,
   * 4.4.1, 4.5.1; the Command's payments still to come bring them down to the target); and each Leader
   * who went along further from where the target has him ({@link leaderHops}: going back costs a move
   * of units that might not be made, 1.10). `spacesAway`: the spaces' part, from {@link step}.
   */
  away(before: GameState, after: GameState, spending: Faction | null, gaining: Faction | null, spacesAway: number): number {
    let n = spacesAway;
    for (const f of FACTIONS) {
      if (f === spending || (f === gaining && after.resources[f] > before.resources[f])) continue;
      const t = this.target.resources[f];
      if (Math.abs(after.resources[f] - t) > Math.abs(before.resources[f] - t)) n++;
    }
    if (after.leaders !== before.leaders)
      for (const f of FACTIONS) {
        const at = this.target.leaders[f].at;
        if (leaderHops(after.leaders[f].at, at) > leaderHops(before.leaders[f].at, at)) n++;
      }
    return n;
  }

  /** How many piece kinds (in {@link FORCE_GROUPS}) and markers of space `i` moved away from the target from `a` to `b`. */
  #spaceAway(i: number, a: SpaceState, b: SpaceState, groups: readonly (readonly SpacePiece[])[]): number {
    const t = this.target.spaces[SPACE_IDS[i]];
    let n = 0;
    for (const group of groups) {
      let x = 0;
      let y = 0;
      let z = 0;
      for (const p of group) {
        x += a.pieces[p];
        y += b.pieces[p];
        z += t.pieces[p];
      }
      if (Math.abs(y - z) > Math.abs(x - z)) n++;
    }
    for (const m of MARKERS) if (Math.abs(b[m] - t[m]) > Math.abs(a[m] - t[m])) n++;
    return n;
  }

  /** The pools part of {@link of}. */
  pools(s: GameState): number {
    let d = 0;
    for (let i = 0; i < POOLS.length; i++) d += this.pool(i, s[POOLS[i]]);
    return d;
  }

  /** The Resources part of {@link of}. */
  resources(s: GameState): number {
    let d = 0;
    for (const f of FACTIONS) d += Math.abs(s.resources[f] - this.target.resources[f]);
    return d;
  }

  of(s: GameState): number {
    let d = 0;
    for (let i = 0; i < SPACE_IDS.length; i++) d += this.space(i, s.spaces[SPACE_IDS[i]]);
    for (let i = 0; i < POOLS.length; i++) d += this.pool(i, s[POOLS[i]]);
    return d + this.#rest(s);
  }

  /**
   * A step from `from` (at distance `fromDist`) to `s`, comparing only the spaces and pools the step
   * changed: the distance of `s` ({@link of}) and the spaces' part of {@link away}.
   */
  step(s: GameState, from: GameState, fromDist: number): { dist: number; spacesAway: number; enabling: number } {
    let d = fromDist;
    let away = 0;
    let enabling = 0;
    if (s.resources !== from.resources || s.leaders !== from.leaders || s.cbc !== from.cbc || s.crc !== from.crc || s.fni !== from.fni || s.treatyOfAlliance !== from.treatyOfAlliance) d += this.#rest(s) - this.#rest(from);
    if (s.spaces !== from.spaces) {
      for (let i = 0; i < SPACE_IDS.length; i++) {
        const a = from.spaces[SPACE_IDS[i]];
        const b = s.spaces[SPACE_IDS[i]];
        if (a === b) continue;
        const da = this.space(i, a);
        const db = this.space(i, b);
        d += db - da;
        if (db >= da) {
          away += this.#spaceAway(i, a, b, s.available === from.available ? FORCE_GROUPS : PLACED_GROUPS);
          if (this.strike !== null && this.strike.spaces.has(i) && this.#enables(i, a, b, this.strike)) enabling++;
          else if (this.bases !== null && this.bases.spaces.has(i) && this.#feedsBase(i, a, b, this.bases)) enabling++;
        }
      }
    }
    for (let i = 0; i < POOLS.length; i++) {
      const a = from[POOLS[i]];
      const b = s[POOLS[i]];
      if (a !== b) d += this.pool(i, b) - this.pool(i, a);
    }
    return { dist: d, spacesAway: away, enabling };
  }

  /**
   * What {@link step} gives for a move of `count` pieces of one kind from one space to another, the
   * board otherwise as in `s` (at distance `fromDist`): the move's own effect, computed without taking
   * the step. Underground pieces may arrive Active (3.3.2, 3.4.2): the nearer of the two is given.
   */
  moved(s: GameState, fromDist: number, from: SpaceId, to: SpaceId, piece: SpacePiece, count: number): { dist: number; spacesAway: number; enabling: number } {
    const a = this.#shifted(s, fromDist, spaceIndex(from), piece, -count);
    const b = this.#shifted(s, a.dist, spaceIndex(to), piece, count);
    const active = ACTIVATED[piece];
    const dist = active === undefined ? b.dist : Math.min(b.dist, this.#shifted(s, a.dist, spaceIndex(to), active, count).dist);
    return { dist, spacesAway: a.away + b.away, enabling: a.enabling + b.enabling };
  }

  /**
   * The same for Militia or War Parties placed in a space (3.3.1, 3.4.1), from the Available box or
   * taken from another space (`from`, 1.4.1): placed Underground (1.4.3), or Active, the nearer given.
   */
  placed(s: GameState, fromDist: number, space: SpaceId, from: SpaceId | undefined, piece: 'militia' | 'warParty' | SpacePiece, count: number): { dist: number; spacesAway: number; enabling: number } {
    let dist = fromDist;
    let spacesAway = 0;
    let enabling = 0;
    const type: PieceType = piece === 'militia' || piece.startsWith('militia') ? 'militia' : 'warParty';
    if (from === undefined) {
      const had = s.available[type];
      const want = this.target.available[type];
      dist += Math.abs(had - count - want) - Math.abs(had - want);
    } else {
      const a = this.#shifted(s, dist, spaceIndex(from), piece as SpacePiece, -count);
      dist = a.dist;
      spacesAway += a.away;
      enabling += a.enabling;
    }
    const under: SpacePiece = type === 'militia' ? 'militiaUnderground' : 'warPartyUnderground';
    const b = this.#shifted(s, dist, spaceIndex(space), under, count);
    const active = this.#shifted(s, dist, spaceIndex(space), ACTIVATED[under]!, count);
    return { dist: Math.min(b.dist, active.dist), spacesAway: spacesAway + b.away, enabling: enabling + b.enabling };
  }

  /** {@link moved}'s change of space `i` by `delta` pieces of one kind. */
  #shifted(s: GameState, fromDist: number, i: number, piece: SpacePiece, delta: number): { dist: number; away: number; enabling: number } {
    const t = this.target.spaces[SPACE_IDS[i]];
    const x = s.spaces[SPACE_IDS[i]].pieces;
    const dist = fromDist - Math.abs(x[piece] - t.pieces[piece]) + Math.abs(x[piece] + delta - t.pieces[piece]);
    if (dist < fromDist) return { dist, away: 0, enabling: 0 };
    const g = FORCE_GROUPS.findIndex((grp) => grp.includes(piece));
    let before = 0;
    let want = 0;
    for (const p of FORCE_GROUPS[g]) {
      before += x[p];
      want += t.pieces[p];
    }
    const after = before + delta;
    const away = Math.abs(after - want) > Math.abs(before - want) ? 1 : 0;
    const strike = this.strike;
    const enabling = strike !== null && strike.group === g && strike.spaces.has(i) && bringsStrikeIn(before, after, want, x[strike.need]) ? 1 : 0;
    return { dist, away, enabling };
  }

  /**
   * Whether the mover's pieces the {@link Strike} needs grew away from the target in space `i` from `a`
   * to `b` as its Activity may need them ({@link bringsStrikeIn}).
   */
  #enables(i: number, a: SpaceState, b: SpaceState, strike: Strike): boolean {
    const t = this.target.spaces[SPACE_IDS[i]];
    let x = 0;
    let y = 0;
    let z = 0;
    for (const p of FORCE_GROUPS[strike.group]) {
      x += a.pieces[p];
      y += b.pieces[p];
      z += t.pieces[p];
    }
    return bringsStrikeIn(x, y, z, a.pieces[strike.need]);
  }

  /**
   * Whether units placed in space `i` (`a` → `b`) stay within those a base replaces beyond what the
   * target shows there (3.2.1, 3.3.1, 3.4.1: the base is built from units already in its space).
   */
  #feedsBase(i: number, a: SpaceState, b: SpaceState, build: BaseBuild): boolean {
    let want = 0;
    let before = 0;
    let after = 0;
    for (const k of build.units) {
      want += this.target.spaces[SPACE_IDS[i]].pieces[k];
      before += a.pieces[k];
      after += b.pieces[k];
    }
    return after > before && after <= want + build.per;
  }

  /** The part of {@link of} outside the spaces and pools: Resources, Leaders, tracks, the Treaty. */
  #rest(s: GameState): number {
    let d = 0;
    const t = this.target;
    for (const f of FACTIONS) {
      d += Math.abs(s.resources[f] - t.resources[f]);
      const l = s.leaders[f];
      if (l.leader !== t.leaders[f].leader) d += 1;
      if (l.at !== t.leaders[f].at) d += leaderHops(l.at, t.leaders[f].at);
    }
    for (const k of TRACKS) d += Math.abs(s[k] - t[k]);
    if (s.treatyOfAlliance !== t.treatyOfAlliance) d += 1;
    return d;
  }
}

/** Everything that differs between a state's board and the target, in game terms. */
export function boardDifferences(state: GameState, target: MoveTarget | GameState): BoardDifference[] {
  return differencesFrom(state, normaliseTarget(state, target));
}

const kindName = (kind: SpacePiece | PieceType, n: number): string => KIND_NAME[kind][n === 1 ? 0 : 1];

function differencesFrom(s: GameState, t: Board): BoardDifference[] {
  const out: BoardDifference[] = [];
  for (const id of SPACE_IDS) {
    const sp = s.spaces[id];
    const tp = t.spaces[id];
    for (const p of SPACE_PIECES) {
      if (sp.pieces[p] !== tp.pieces[p]) {
        out.push({ where: id, what: p, actual: sp.pieces[p], target: tp.pieces[p], text: `${spaceName(id)}: ${sp.pieces[p]} ${kindName(p, sp.pieces[p])}, the target has ${tp.pieces[p]}` });
      }
    }
    for (const m of MARKERS) {
      if (sp[m] !== tp[m]) out.push({ where: id, what: m, actual: sp[m], target: tp[m], text: `${spaceName(id)}: ${m} ${sp[m]}, the target has ${tp[m]}` });
    }
  }
  for (const pool of POOLS) {
    for (const p of PIECE_TYPES) {
      if (s[pool][p] !== t[pool][p]) out.push({ where: pool, what: p, actual: s[pool][p], target: t[pool][p], text: `${pool}: ${s[pool][p]} ${kindName(p, s[pool][p])}, the target has ${t[pool][p]}` });
    }
  }
  for (const f of FACTIONS) {
    if (s.resources[f] !== t.resources[f]) out.push({ where: 'resources', what: f, actual: s.resources[f], target: t.resources[f], text: `${f} Resources: ${s.resources[f]}, the target has ${t.resources[f]}` });
  }
  for (const k of TRACKS) if (s[k] !== t[k]) out.push({ where: k, what: k, actual: s[k], target: t[k], text: `${k.toUpperCase()}: ${s[k]}, the target has ${t[k]}` });
  if (s.treatyOfAlliance !== t.treatyOfAlliance) {
    out.push({ where: 'treatyOfAlliance', what: 'treatyOfAlliance', actual: s.treatyOfAlliance, target: t.treatyOfAlliance, text: `Treaty of Alliance ${s.treatyOfAlliance ? 'played' : 'not played'}, the target: ${t.treatyOfAlliance ? 'played' : 'not played'}` });
  }
  for (const f of FACTIONS) {
    const a = s.leaders[f];
    const b = t.leaders[f];
    if (a.leader !== b.leader) out.push({ where: 'leaders', what: f, actual: a.leader, target: b.leader, text: `${f} Leader: ${a.leader}, the target has ${b.leader}` });
    if (a.at !== b.at) out.push({ where: 'leaders', what: a.leader, actual: a.at, target: b.at, text: `${a.leader} is in ${where(a.at)}, the target has him in ${where(b.at)}` });
  }
  return out;
}

const where = (at: SpaceId | 'available'): string => (at === 'available' ? 'the Available box' : spaceName(at));

// -------------------------------------------------------------------------------------------------
// Transposition keys: a 52-bit hash of a state without its log, sums of one hash per member (its path
// and value, added in place: no partial sum is a boxed double), so that a state's key is the key of the
// state it was reached from plus the change along the path the step copied (states are copied on write:
// the members a step left shared are skipped)

const F64 = new Float64Array(1);
const U32 = new Uint32Array(F64.buffer);

function mix(h: number, x: number): number {
  h = Math.imul(h ^ x, 0x9e3779b1);
  return h ^ (h >>> 15);
}

/** A path's lane extended by a key's hash (30 bits, so that paths stay small integers, passed unboxed). */
const lane = (p: number, kh: number): number => mix(p, kh) & 0x3fffffff;

function hashString(h: number, s: string): number {
  for (let i = 0; i < s.length; i++) h = mix(h, s.charCodeAt(i));
  return mix(h, s.length);
}

/** The state's members left out of its key (its account). */
const notInKey = (k: string): boolean => k === 'log' || k === 'priorLog' || k === 'steps';
const ROOT_PATH: readonly [number, number] = [0x011c9dc5, 0x01000193];
/** The low lane's share of a key: keys are the high lane's 32 bits and the low lane's 20. */
const LOW = 1048576;

/**
 * The transposition keys of one search. A member's hash mixes its path (two lanes, from the keys and
 * indices that lead to it) with its value (a primitive, or a tag saying object or array) into two 32-bit
 * lanes, each summed modulo 2^32 over the members; the hashes of the strings met (property names, ids)
 * are kept for the search, as the same few recur in every state.
 */
class PositionKeys {
  readonly #names = new Map<string, number>();
  readonly #strings = new Map<string, number>();
  readonly #indices: number[] = [];
  /** One array of keys per depth, reused, with the object they are the keys of (siblings share a parent state). */
  readonly #scratch: string[][] = [];
  readonly #scratchOf: object[] = [];
  readonly #scratchLength: number[] = [];
  /** The running sums of the two lanes (an Int32Array wraps them modulo 2^32). */
  readonly #sum = new Int32Array(2);

  /** The key of a state, from scratch. */
  of(s: GameState): number {
    this.#sum[0] = this.#sum[1] = 0;
    this.#whole(ROOT_PATH[0], ROOT_PATH[1], s, 1, notInKey);
    return this.#key();
  }

  /** The key of `s`, a step after `from` whose key is `fromKey`. */
  after(s: GameState, from: GameState, fromKey: number): number {
    this.#sum[0] = Math.floor(fromKey / LOW);
    this.#sum[1] = fromKey % LOW;
    this.#change(ROOT_PATH[0], ROOT_PATH[1], s, from, 0, notInKey);
    return this.#key();
  }

  #key(): number {
    return (this.#sum[0] >>> 0) * LOW + (this.#sum[1] & (LOW - 1));
  }

  #name(k: string): number {
    let h = this.#names.get(k);
    if (h === undefined) this.#names.set(k, (h = hashString(0x299f31d0, k)));
    return h;
  }

  #index(i: number): number {
    let h = this.#indices[i];
    if (h === undefined) this.#indices[i] = h = hashString(0x299f31d0, String(i));
    return h;
  }

  /** Adds (`sign` 1) or takes away (−1) the hash of a member: its path's lanes and its value's hash. */
  #member(p1: number, p2: number, value: number, sign: number): void {
    const sum = this.#sum;
    sum[0] += sign * mix(mix(p1, value), 0x3c6ef372);
    sum[1] += sign * mix(mix(p2, value ^ 0x5a5a5a5a), 0xa54ff53a);
  }

  /** Adds or takes away the hashes of a value at a path and of everything under it. */
  #whole(p1: number, p2: number, v: unknown, sign: number, skip?: (k: string) => boolean): void {
    if (typeof v !== 'object' || v === null) return this.#member(p1, p2, this.#primitive(v), sign);
    const o = v as Record<string, unknown>;
    if (Array.isArray(o)) {
      this.#member(p1, p2, 0x243f6a88, sign);
      for (let i = 0; i < o.length; i++) {
        const kh = this.#index(i);
        this.#whole(lane(p1, kh), lane(p2, kh ^ 0x299f31d0), o[i], sign);
      }
      return;
    }
    this.#member(p1, p2, this.#order(o, skip), sign);
    for (const k in o) {
      if (skip !== undefined && skip(k)) continue;
      const kh = this.#name(k);
      this.#whole(lane(p1, kh), lane(p2, kh ^ 0x299f31d0), o[k], sign);
    }
  }

  /** An object's own hash: its keys in their order (two objects with the same members in another order differ). */
  #order(o: Record<string, unknown>, skip?: (k: string) => boolean): number {
    let h = 0x13198a2e;
    for (const k in o) if (skip === undefined || !skip(k)) h = mix(h, this.#name(k));
    return h;
  }

  /** Changes the sums from the old value `b` to the new `a` at a path (`has`: whether each is there). */
  #replace(p1: number, p2: number, a: unknown, b: unknown, hasA: boolean, hasB: boolean, depth: number): void {
    if (hasA && hasB && typeof a === 'object' && a !== null && typeof b === 'object' && b !== null && Array.isArray(a) === Array.isArray(b)) return this.#change(p1, p2, a, b, depth);
    if (hasA) this.#whole(p1, p2, a, 1);
    if (hasB) this.#whole(p1, p2, b, -1);
  }

  /** Changes the sums from object `r` to object `o` of the same kind (array or not) at a path: only the members not shared are visited. */
  #change(p1: number, p2: number, o: object, r: object, depth: number, skip?: (k: string) => boolean): void {
    if (o === r) return;
    if (Array.isArray(o)) {
      const old = r as unknown[];
      const n = Math.max(o.length, old.length);
      for (let i = 0; i < n; i++) {
        const a: unknown = o[i];
        const b = old[i];
        if (a === b && i < o.length && i < old.length) continue;
        const kh = this.#index(i);
        this.#replace(lane(p1, kh), lane(p2, kh ^ 0x299f31d0), a, b, i < o.length, i < old.length, depth + 1);
      }
      return;
    }
    const now = o as Record<string, unknown>;
    const old = r as Record<string, unknown>;
    // The old object's keys, to tell whether the new one has the same in the same order (nearly always).
    const oldKeys = (this.#scratch[depth] ??= []);
    let n = 0;
    if (this.#scratchOf[depth] === old) n = this.#scratchLength[depth];
    else {
      for (const k in old) if (skip === undefined || !skip(k)) oldKeys[n++] = k;
      this.#scratchOf[depth] = old;
      this.#scratchLength[depth] = n;
    }
    let i = 0;
    let sameKeys = true;
    for (const k in now) {
      if (skip !== undefined && skip(k)) continue;
      if (i >= n || oldKeys[i] !== k) sameKeys = false;
      i++;
      const a = now[k];
      const b = old[k];
      const hasB = b !== undefined || k in old;
      if (a === b && hasB) continue;
      const kh = this.#name(k);
      this.#replace(lane(p1, kh), lane(p2, kh ^ 0x299f31d0), a, b, true, hasB, depth + 1);
    }
    if (sameKeys && i === n) return;
    this.#member(p1, p2, this.#order(now, skip), 1);
    this.#member(p1, p2, this.#order(old, skip), -1);
    for (let j = 0; j < n; j++) {
      const k = oldKeys[j];
      if (k in now) continue;
      const kh = this.#name(k);
      this.#whole(lane(p1, kh), lane(p2, kh ^ 0x299f31d0), old[k], -1);
    }
  }

  #primitive(v: unknown): number {
    if (v === null) return 0x51ed27;
    switch (typeof v) {
      case 'number':
        if ((v | 0) === v) return mix(0x2545f491, v | 0);
        F64[0] = v;
        return mix(mix(0x3c6ef372, U32[0]), U32[1]);
      case 'string': {
        let h = this.#strings.get(v);
        if (h === undefined) this.#strings.set(v, (h = hashString(0x6a09e667, v)));
        return h;
      }
      case 'boolean':
        return v ? 0x1f83d9ab : 0x5be0cd19;
      case 'undefined':
        return 0x7137449;
      default:
        return 0;
    }
  }
}

// -------------------------------------------------------------------------------------------------
// The search

const topKind = (s: GameState): string | undefined => s.stack[s.stack.length - 1]?.kind;

/**
 * Whether a move that began at `start` is over at a later state of the same game, by the `until` option of
 * {@link matchMove} (default: the Faction's turn on an Event card, the Faction's decisions in a Winter
 * Quarters Round). What a table uses to know when to read its board. Pure.
 */
export function moveIsOver(start: GameState, until?: MatchOptions['until']): (state: GameState) => boolean {
  if (typeof until === 'function') return (s) => s.result !== null || until(s);
  const phase = start.stack[1]?.kind;
  const mode = until ?? (phase === 'winterQuarters' ? 'faction' : 'turn');
  if (mode === 'faction') {
    const mover = pending(start)!.faction;
    return (s) => {
      if (s.result !== null) return true;
      const f = pending(s)!.faction;
      return f !== mover && f !== 'chance';
    };
  }
  const card = start.deck.current;
  const startKind = topKind(start);
  return (s) =>
    s.result !== null ||
    s.deck.current !== card ||
    s.stack[1]?.kind !== phase ||
    topKind(s) === 'eligibleOptions' ||
    (startKind !== 'brilliantStrokes' && topKind(s) === 'brilliantStrokes');
}

const SPACE_SET = new Set<string>(SPACE_IDS);

/** Whether an action contradicts what the table announced. */
function contradicts(a: Action, mover: string, ann: Announced | undefined, commanded: boolean): boolean {
  if (!ann || a.faction !== mover) return false;
  switch (a.type) {
    case 'command':
      // A Brilliant Stroke's second Limited Command may be another one.
      if (commanded) return false;
      if (ann.command !== undefined && a.command !== ann.command) return true;
      if (ann.limited !== undefined && Boolean(a.limited) !== ann.limited) return true;
      return ann.side !== undefined || ann.pass === true;
    case 'specialActivity':
      if (ann.activity === null) return true;
      return ann.activity !== undefined && a.activity !== ann.activity;
    case 'event':
      if (commanded) return false;
      if (ann.side !== undefined && a.side !== ann.side) return true;
      // A Command announced with the side is the one the Event grants (5.2), taken after it.
      return (ann.command !== undefined && ann.side === undefined) || ann.pass === true;
    case 'pass':
      return ann.pass === false || ann.command !== undefined || ann.side !== undefined || ann.brilliantStroke === true;
    case 'brilliantStroke':
      return ann.brilliantStroke === false;
    default:
      return false;
  }
}

/** Whether a sequence took every announced choice. */
function honours(actions: readonly Action[], mover: string, ann: Announced | undefined): boolean {
  if (!ann) return true;
  const mine = actions.filter((a) => a.faction === mover);
  if (ann.command !== undefined && !mine.some((a) => a.type === 'command' && a.command === ann.command)) return false;
  if (typeof ann.activity === 'string' && !mine.some((a) => a.type === 'specialActivity' && a.activity === ann.activity)) return false;
  if (ann.side !== undefined && !mine.some((a) => a.type === 'event' && a.side === ann.side)) return false;
  if (ann.pass === true && !mine.some((a) => a.type === 'pass')) return false;
  if (ann.brilliantStroke === true && !mine.some((a) => a.type === 'brilliantStroke')) return false;
  return true;
}

/** A position reached by the search, with the way back to the start. */
interface Node {
  /** The position, or null while the step that leads to it has not been taken yet (a detour, or a selection or end of a decision: taken only when its turn comes). */
  state: GameState | null;
  action: Action | null;
  /** Whether the mover has already taken the Command, Special Activity or Event it announced (they are checked once). */
  commanded: boolean;
  /** Whether the mover has taken a Special Activity (some give Resources back: paying beyond the target before it is no detour). */
  acted: boolean;
  parent: Node | null;
  depth: number;
  dist: number;
  /** The distance without Resources: what orders the search (paying for a space is no progress by itself). */
  rank: number;
  /** Steps on the way that moved a space's piece count or marker away from the target, or named a space the move leaves unchanged. */
  detours: number;
  /** Order of discovery: the tie-break that keeps the engine's canonical order. */
  order: number;
  /** The moves offered here that brought the board nearer the target (set when expanded; see {@link forecloses}). */
  progress?: Set<string>;
  /** Whether {@link forecloses} has been checked. */
  checked?: boolean;
  /** Whether only the rest of the group its move began may move next (see {@link forecloses}). */
  groupRest?: boolean;
  /** The position's transposition key, once taken. */
  key?: number;
  /** The index of the action in its parent's legal list, while the step is not taken yet. */
  index?: number;
  /** The detours its choice among its siblings adds, for a child ranked by a {@link guessed} step until it is taken. */
  extra?: number;
  /** That guess. */
  guess?: Guess;
  /**
   * Set while the step is part of an excursion made to spend the mover's Resources down: the rank the
   * excursion began at. From a selection made on the target ({@link spareResources}; rank 0), or of an
   * owed space ({@link sparesOwed}) where the pieces placed come from the map ({@link relaysPlacements}),
   * every step of the mover until the board is back at that rank; its moves away from the target are no
   * detours, and its selections at a higher rank need not follow the map order.
   */
  spare?: number;
}

/**
 * A new {@link Node}, every field present from the start (its optional ones undefined): all nodes share
 * one shape, so the frontier's comparisons and the expansion read them at fixed places.
 */
function newNode(state: GameState | null, action: Action | null, commanded: boolean, acted: boolean, parent: Node | null, depth: number, dist: number, rank: number, detours: number, order: number, key: number | undefined): Node {
  return { state, action, commanded, acted, parent, depth, dist, rank, detours, order, progress: undefined, checked: undefined, groupRest: undefined, key, index: undefined, extra: undefined, guess: undefined, spare: undefined };
}

/** A step taken from a position: the position reached, its transposition key and distance to the target. */
interface Step {
  readonly state: GameState;
  readonly key: number;
  readonly dist: number;
  /** The spaces' part of {@link Distance.away} for the step. */
  readonly spacesAway: number;
  /** How many of those are the mover's pieces brought into a space of its {@link Strike} (no detour before the Activity). */
  readonly enabling: number;
  /** Whether the position can still reach the target's Resources ({@link spentBeyond} finds none short), once asked (it depends on the position alone). */
  reachable?: boolean;
}

/**
 * The step of the `i`th legal action from a node's position, taken once per search: the portfolio's two
 * runs expand many of the same positions (the same objects: both begin at the start, and each step's
 * result is kept), and the engine's steps are most of a search's time.
 */
function stepFrom(se: Search, from: Node, i: number): Step {
  const at = from.state!;
  let steps = se.steps.get(at);
  if (steps === undefined) se.steps.set(at, (steps = []));
  let step = steps[i];
  if (step === undefined) {
    const state = applyListed(at, listed(at)[i]);
    const { dist, spacesAway, enabling } = se.dist.step(state, at, from.dist);
    step = steps[i] = { state, key: se.keys.after(state, at, from.key!), dist, spacesAway, enabling, reachable: undefined };
  }
  return step;
}

/** What a step does to the distance ({@link Step}'s numbers), taken or {@link guessed}. */
type Guess = Pick<Step, 'dist' | 'spacesAway' | 'enabling'>;

/** Whether the step of the `i`th legal action from a node's position has been taken already (by either run). */
const stepped = (se: Search, from: Node, i: number): boolean => se.steps.get(from.state!)?.[i] !== undefined;

/**
 * The step of a move between two spaces ({@link Distance.moved}) or of Militia or War Parties placed
 * ({@link Distance.placed}) as the action says it, without taking it; undefined for another action, a
 * move a Leader may go along with, or a step that may reach the target (a match is checked when its
 * step is taken). Many of the moves and placements offered are never taken: stepped only when their
 * turn comes. Orders the search only: a step that does more is ranked anew once stepped, and its kind
 * ({@link guessClass}) is no longer guessed in the search.
 */
function guessed(se: Search, from: Node, a: Action): Guess | undefined {
  if (a.faction === 'chance' || a.count === undefined || se.inexact.has(guessClass(a))) return undefined;
  const s = from.state!;
  let guess: Guess;
  if (a.type === 'move') {
    if (!SPACE_SET.has(a.from ?? '') || !SPACE_SET.has(a.to ?? '') || !(OWN_PIECES[a.faction] as readonly string[]).includes(a.piece ?? '')) return undefined;
    for (const f of FACTIONS) if (s.leaders[f].at === a.from) return undefined;
    guess = se.dist.moved(s, from.dist, a.from as SpaceId, a.to as SpaceId, a.piece as SpacePiece, a.count);
  } else if (a.type === 'place') {
    if (!PLACED_GUESSED.has(a.piece ?? '') || !SPACE_SET.has(a.space ?? '') || (a.from !== undefined && !SPACE_SET.has(a.from))) return undefined;
    guess = se.dist.placed(s, from.dist, a.space as SpaceId, a.from as SpaceId | undefined, a.piece as SpacePiece, a.count);
  } else return undefined;
  return guess.dist > 0 ? guess : undefined;
}

/** The pieces whose placing is {@link guessed}: Militia and War Parties, from the Available box or another space (Rally 3.3.1, Gather 3.4.1). */
const PLACED_GUESSED = new Set<string>(['militia', 'warParty', 'militiaUnderground', 'militiaActive', 'warPartyUnderground', 'warPartyActive']);

/** What steps share for {@link guessed}: a guess found wrong once (pieces Activated on the way, 3.3.2) is not made again for them in the search. */
const guessClass = (a: Action): string => `${a.faction}|${a.type}|${a.piece}|${a.to ?? a.space}`;

/** The pieces a Faction moves as its own (a Leader in the origin may go along: not {@link guessed}; another Faction's pieces may cost Resources). */
const OWN_PIECES: Readonly<Record<Faction, readonly SpacePiece[]>> = {
  british: ['britishRegular', 'tory'],
  patriots: ['continental', 'militiaUnderground', 'militiaActive'],
  french: ['frenchRegular'],
  indians: ['warPartyUnderground', 'warPartyActive'],
};

/**
 * The order of expansion of a run whose detours weigh `weight` each: node a is expanded before node b
 * when its distance to the target (Resources aside) plus `weight` per detour is less (within a turn the
 * pieces of a space nearly always move one way), then with fewer detours, then deeper (a line of steps
 * is carried on — a space selected is resolved toward its target — before a sibling equally near is
 * begun), then first found.
 */
const ordering =
  (weight: number) =>
  (a: Node, b: Node): boolean => {
    const fa = a.rank + weight * a.detours;
    const fb = b.rank + weight * b.detours;
    return fa !== fb ? fa < fb : a.detours !== b.detours ? a.detours < b.detours : a.depth !== b.depth ? a.depth > b.depth : a.order < b.order;
  };

/** What a detour weighs against the distance in the plain search: a detour that then brings several pieces home is worth taking before long searches without one. */
const DETOUR_COST = 3;
/**
 * What a detour weighs in the portfolio's second run: there positions with fewer detours go first even
 * when much further from the target (twenty units: a Command's whole distance, most often), so a move
 * with detours is not tried while a detour-free one remains open, and a detour needed early is still
 * taken before the detour-free lines that stay far from the target.
 */
const WARY_DETOUR_COST = 20;
/**
 * The share of what a Special Activity alone can still do ({@link activityOwes}, whole units) by which
 * the wary run ranks the Activity's start nearer the target: a third, so only an Activity the target shows
 * in full weighs (more, or any credit at all for two Propaganda markers, loses moves found late).
 */
const WARY_ACTIVITY_CREDIT = 1 / 3;
/**
 * What each destination a Patriot or Indian March (or Province an Indian Gather) still owes to a space that lacks no pieces ({@link relaysOwed})
 * weighs in the rank, in units of distance: enough that lines routing every unit straight to where the
 * target has it (each step nearer, none spending the Resources) no longer all go before the line that
 * routes through such a space (over the 2,000 turns of `matchTurns.ts --turns 400`: 3 found one of the
 * two March misses this was made for, 4 to 14 both, with fewest positions at 4 to 6).
 */
const RELAY_WEIGHT = 6;
/**
 * Selections of spaces the move leaves unchanged are interchangeable (any of them gives the same
 * board): the first one in map order is one detour, each later one {@link SPARE_COST} more, up to
 * {@link SPARE_CAP} more.
 */
const SPARE_COST = 1;
const SPARE_CAP = 3;

/** A binary heap of nodes in an {@link ordering}. */
class Frontier {
  readonly #heap: Node[] = [];
  constructor(readonly before: (a: Node, b: Node) => boolean) {}
  get size(): number {
    return this.#heap.length;
  }
  push(n: Node): void {
    const h = this.#heap;
    h.push(n);
    let i = h.length - 1;
    while (i > 0) {
      const up = (i - 1) >> 1;
      if (!this.before(h[i], h[up])) break;
      [h[i], h[up]] = [h[up], h[i]];
      i = up;
    }
  }
  pop(): Node {
    const h = this.#heap;
    const top = h[0];
    const last = h.pop()!;
    if (h.length > 0) {
      h[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < h.length && this.before(h[l], h[m])) m = l;
        if (r < h.length && this.before(h[r], h[m])) m = r;
        if (m === i) break;
        [h[i], h[m]] = [h[m], h[i]];
        i = m;
      }
    }
    return top;
  }
}

interface Search {
  stop: (s: GameState) => boolean;
  /** Whether {@link stop} is one of {@link moveIsOver}'s own (not the caller's predicate): it reads the stack's frames below the top, the top's kind and Faction, the deck and the result only. */
  ownStop: boolean;
  dist: Distance;
  keys: PositionKeys;
  /** The steps taken from each position, by the index of the action in its legal list ({@link stepFrom}). */
  steps: Map<GameState, Step[]>;
  /** The moves whose {@link guessed} step was found wrong ({@link guessClass}). */
  inexact: Set<string>;
  changed: ReadonlySet<string>;
  mover: string;
  announced: Announced | undefined;
  alternatives: number;
  maxNodes: number;
  nodes: number;
  order: number;
  found: Node[];
  /** The node nearest the target, and the nearest where the move is over (a whole legal move). */
  best: Node;
  bestEnd: Node | null;
  /** Whether a strike with a March may cost the mover a unit ({@link strikeMayCostOwn}); {@link ownLossPossible} reads it. */
  strikeCosts: boolean;
  /** The arrays {@link routesShort} works in, made at its first call ({@link RouteScratch}). */
  routes: RouteScratch | undefined;
}

/** Whether a path takes exactly these actions. */
const sameActions = (path: readonly Node[], actions: readonly Action[]): boolean => path.length === actions.length && path.every((n, i) => JSON.stringify(n.action) === JSON.stringify(actions[i]));

const pathOf = (n: Node): Node[] => {
  const out: Node[] = [];
  for (let x: Node | null = n; x !== null && x.action !== null; x = x.parent) out.push(x);
  return out.reverse();
};

/**
 * The space a Faction last selected in the decision pending at a node (by index in the map order, with
 * the piece kind it was selected for), with only its own steps since; or undefined. A selection of an
 * earlier space is out of order ({@link outOfOrder}).
 */
interface LastSelection {
  faction: string;
  piece: string | undefined;
  index: number;
}

/**
 * {@link LastSelection} at `node` for `faction`'s selections (the walk back its path, made once per
 * expansion). The order begins anew at each part of the move ({@link BOUNDARIES}), the Special Activity
 * included: the Command's selections after it need not follow those before it.
 */
function lastSelection(node: Node, faction: string): LastSelection | undefined {
  const kind = topKind(node.state!);
  for (let x: Node | null = node; x !== null && x.action !== null; x = x.parent) {
    const a = x.action;
    if (a.faction !== faction || BOUNDARIES.has(a.type)) return undefined;
    // A selection of another decision than this one: no order to keep.
    if (a.type === 'selectSpace') return topKind(x.parent!.state!) === kind ? { faction, piece: a.piece, index: spaceIndex(a.space!) } : undefined;
  }
  return undefined;
}

/**
 * Whether the action selects a space before the one the mover last selected in the same decision, with
 * only its own steps in between (symmetry: spaces selected one after another — placing or moving pieces
 * in each before the next — are tried in map order first, as the order rarely matters); not after a
 * selection for another piece kind (Muster's Regulars space, 3.2.1). `last`: {@link lastSelection}.
 */
const outOfOrder = (last: LastSelection | undefined, action: Action): boolean =>
  action.type === 'selectSpace' && last !== undefined && last.faction === action.faction && last.piece === action.piece && spaceIndex(action.space!) < last.index;

/** Steps that begin a new part of a move: selections before them are another decision's. */
const BOUNDARIES = new Set<string>(['command', 'specialActivity', 'event', 'brilliantStroke', 'pass']);

/**
 * Greedy best-first search from the root: the position nearest the target is expanded next (deepest
 * first among equals), each position once; a child that ends the move on the target is a match. A run
 * can be advanced by slices of the shared budget ({@link Search.nodes}), so several runs share it.
 * Only the recording run (the plain search) keeps the closest positions.
 */
class Run {
  readonly #seen: Set<number>;
  readonly #frontier: Frontier;
  constructor(
    readonly se: Search,
    root: Node,
    /** Whether this run keeps the nearest positions for the departure (the plain search only). */
    readonly record: boolean,
    order: (a: Node, b: Node) => boolean,
    /** The share of {@link activityOwes} by which the start of a Special Activity is ranked nearer the target (0: none). */
    readonly credit = 0,
  ) {
    this.#seen = new Set<number>([root.key!]);
    this.#frontier = new Frontier(order);
    this.#frontier.push(root);
  }

  /** Whether the run has nothing left to expand. */
  get done(): boolean {
    return this.#frontier.size === 0;
  }

  /** The step's result: its distance, detours and the match check; whether the child is to be expanded. */
  #settle(child: Node, step: Step, extra: number): boolean {
    const se = this.se;
    const parent = child.parent!;
    const { state, dist } = step;
    child.state = state;
    child.dist = dist;
    child.rank = dist - se.dist.resources(state) - (this.credit > 0 && child.action!.type === 'specialActivity' ? Math.floor(this.credit * activityOwes(state, se.dist.target)) : 0) + RELAY_WEIGHT * relaysOwed(se, state);
    const spending = se.announced?.activity !== null && !child.acted && se.mover !== 'chance' ? (se.mover as Faction) : null;
    // Resources the mover gains once its Special Activity is taken are that Activity's gift, whatever the order.
    const gaining = child.acted && se.mover !== 'chance' ? (se.mover as Faction) : null;
    const spacesAway = child.spare !== undefined ? 0 : child.acted ? step.spacesAway : step.spacesAway - step.enabling;
    child.detours = parent.detours + extra + se.dist.away(parent.state!, state, spending, gaining, spacesAway);
    if (this.record && (child.dist < se.best.dist || (child.dist === se.best.dist && child.depth > se.best.depth))) se.best = child;
    if (se.stop(state)) {
      // Among whole moves equally near, the one with fewest detours (spaces the table did not touch), then
      // whose pools match best: the table's map is what the human touched.
      const e = se.bestEnd;
      if (this.record && (e === null || child.dist < e.dist || (child.dist === e.dist && (child.detours < e.detours || (child.detours === e.detours && se.dist.pools(state) < se.dist.pools(e.state!)))))) se.bestEnd = child;
      if (child.dist === 0) {
        const actions = pathOf(child).map((n) => n.action!);
        // The other run may have found the same sequence.
        if (honours(actions, se.mover, se.announced) && !se.found.some((f) => sameActions(pathOf(f), actions))) se.found.push(child);
      }
      return false;
    }
    return (step.reachable ??= spentBeyond(state, se.dist.target, se.announced) === null && !ownCommandMisses(se, state));
  }

  /**
   * A child not stepped yet ranked by its {@link guessed} step: its distance and detours as {@link #settle}
   * would give them (`extra`: the detours of its choice among its siblings); the step is taken when the
   * child is taken from the frontier, and the child queued again by its true rank.
   */
  #provisional(child: Node, guess: Guess, extra: number): void {
    const parent = child.parent!;
    child.dist = guess.dist;
    child.rank = guess.dist - this.se.dist.resources(parent.state!);
    child.detours = parent.detours + extra + (child.spare !== undefined ? 0 : child.acted ? guess.spacesAway : guess.spacesAway - guess.enabling);
    child.extra = extra;
    child.guess = guess;
  }

  /** Expands positions until the shared count reaches `limit`, the alternatives are found or nothing is left. */
  advance(limit: number): void {
    const se = this.se;
    const seen = this.#seen;
    const frontier = this.#frontier;
    while (frontier.size > 0 && se.nodes < limit && se.found.length < se.alternatives) {
      const node = frontier.pop();
      if (node.state === null) {
        // A selection that leaves the mover short of the target's Resources is dropped untaken, when it
        // cannot be the nearest position (the plain run keeps that): the position reached is dropped once
        // taken (a position reached again by another way is too, and no nearer), and ends no move.
        if (!stepped(se, node.parent!, node.index!)) {
          const least = selectionFallsShort(se, node.parent!.state!, node.parent!.dist, node.action!);
          if (least !== undefined && (!this.record || least > se.best.dist) && !se.stop(node.parent!.state!)) continue;
        }
        // A step postponed (a detour, a selection, an end): take it now, and queue the position by its true rank.
        const step = stepFrom(se, node.parent!, node.index!);
        node.key = step.key;
        if (seen.has(step.key)) continue;
        seen.add(step.key);
        const guess = node.guess;
        if (guess !== undefined && (guess.dist !== step.dist || guess.spacesAway !== step.spacesAway || guess.enabling !== step.enabling)) se.inexact.add(guessClass(node.action!));
        if (this.#settle(node, step, node.extra ?? node.detours - node.parent!.detours)) frontier.push(node);
        continue;
      }
      const legal = listed(node.state);
      if (forecloses(node, legal)) {
        node.detours++;
        frontier.push(node);
        continue;
      }
      se.nodes++;
      // Naming a space the move leaves unchanged is a detour, unless every action does (a forced choice).
      // (a space the move leaves unchanged but that differs from the target here is one to put back: no detour).
      const settled = (sp: string | undefined): boolean => sp !== undefined && SPACE_SET.has(sp) && !se.changed.has(sp) && se.dist.space(spaceIndex(sp as SpaceId), node.state!.spaces[sp as SpaceId]) === 0;
      const untouched = legal.map((a) => settled(a.space) || settled(a.from) || settled(a.to));
      const forced = untouched.every(Boolean);
      let spare = 0;
      // On the target with Resources still to spend, a selection begins an excursion ({@link spareResources}).
      const repairing = node.rank === 0 && spareResources(node.state, se) > 0;
      // A selection the Resources show must go to a space that ends as the target shows is no detour.
      const owedBelow = sparesOwed(se, node.state);
      const relaying = owedBelow > 0 && relaysPlacements(se, node.state);
      // In a Muster, the selected spaces that end unchanged give the same board whichever they are: only the first in map order is owed.
      let owedAt = owedBelow;
      if (owedBelow >= 0 && se.mover === 'british' && musterFrame(node.state) !== undefined) {
        let firstUnchanged = owedBelow;
        for (let i = 0; i < legal.length; i++) {
          const a = legal[i];
          if (untouched[i] && a.type === 'selectSpace' && a.faction === se.mover) firstUnchanged = Math.min(firstUnchanged, spaceIndex(a.space as SpaceId));
        }
        owedAt = firstUnchanged < owedBelow ? firstUnchanged + 1 : -1;
      }
      // Selections and ends of a decision with no variant among the actions (see below) are stepped only
      // when taken from the frontier, ranked meanwhile as their parent: they rarely move the board, and
      // a line carried on takes them first anyway (deeper), so the many left behind are never stepped.
      const lazyGroup = legal.map((a) => (a.type === 'selectSpace' || a.type === 'done' ? variantGroup(a) : undefined));
      const lazy = new Map<string, number>();
      for (const g of lazyGroup) if (g !== undefined) lazy.set(g, (lazy.get(g) ?? 0) + 1);
      const taken: { child: Node; step: Step | null; guess: Guess; extra: number; group: string }[] = [];
      // The mover's last selection in this decision, looked up once (every action of a legal list is one Faction's).
      let last: LastSelection | undefined;
      let lastOf: string | undefined;
      // Moves into one space from several origins one after another reach the same board in any order:
      // an origin before the last one in map order is out of order too.
      const prev = node.action;
      const outOfOrderHere = (action: Action): boolean => {
        if (action.type === 'move') return prev !== null && prev.type === 'move' && prev.faction === action.faction && prev.to === action.to && prev.from !== action.from && SPACE_SET.has(prev.from ?? '') && SPACE_SET.has(action.from ?? '') && spaceIndex(action.from as SpaceId) < spaceIndex(prev.from as SpaceId);
        if (action.type !== 'selectSpace') return false;
        if (lastOf !== action.faction) last = lastSelection(node, (lastOf = action.faction));
        return outOfOrder(last, action);
      };
      for (let i = 0; i < legal.length; i++) {
        const action = legal[i];
        if (contradicts(action, se.mover, se.announced, node.commanded)) continue;
        const commanded = node.commanded || (action.faction === se.mover && (action.type === 'command' || action.type === 'event'));
        const acted = node.acted || (action.faction === se.mover && action.type === 'specialActivity');
        const child = newNode(null, action, commanded, acted, node, node.depth + 1, node.dist, node.rank, node.detours + 1, se.order++, undefined);
        if (action.faction === se.mover && !BOUNDARIES.has(action.type)) {
          if (action.type !== 'selectSpace') child.spare = node.spare;
          else if (repairing) child.spare = 0;
          else if (node.spare !== undefined && node.rank > node.spare) child.spare = node.spare;
        }
        if (child.spare !== undefined && action.type === 'selectSpace') {
          // In any map order: the cycle decides it (a space taken from is selected after the one it fed).
          child.detours = node.detours;
          child.index = i;
          frontier.push(child);
          continue;
        }
        if (untouched[i] && !forced) {
          if (action.type === 'selectSpace' && owedAt >= 0 && spaceIndex(action.space as SpaceId) < owedAt && action.faction === se.mover) {
            child.detours = node.detours + (outOfOrderHere(action) ? 1 : 0);
            // Pieces placed from the map: the owed space is a relay, its pieces taken on by a later selection.
            if (relaying) child.spare = node.rank;
          }
          else if (action.type === 'selectSpace') child.detours += outOfOrderHere(action) ? 1 + SPARE_CAP * SPARE_COST : Math.min(spare++, SPARE_CAP) * SPARE_COST;
          child.index = i;
          frontier.push(child);
          continue;
        }
        if (lazyGroup[i] !== undefined && lazy.get(lazyGroup[i]!) === 1) {
          child.detours = node.detours + (outOfOrderHere(action) ? 1 : 0);
          child.index = i;
          frontier.push(child);
          continue;
        }
        const guess = stepped(se, node, i) ? undefined : guessed(se, node, action);
        if (guess !== undefined) {
          child.index = i;
          taken.push({ child, step: null, guess, extra: outOfOrderHere(action) ? 1 : 0, group: variantGroup(action) });
          continue;
        }
        const step = stepFrom(se, node, i);
        child.key = step.key;
        if (seen.has(step.key)) continue;
        seen.add(step.key);
        taken.push({ child, step, guess: step, extra: outOfOrderHere(action) ? 1 : 0, group: variantGroup(action) });
      }
      // Variants of one step (the same pieces between the same spaces, another count or option): the
      // nearest to the target (Resources included: a transfer of the right amount) goes first, the others are detours.
      const bestOf = new Map<string, number>();
      for (const t of taken) {
        const b = bestOf.get(t.group);
        if (b === undefined || t.guess.dist < b) bestOf.set(t.group, t.guess.dist);
      }
      for (const t of taken) {
        const a = t.child.action!;
        if (a.type === 'move' && t.guess.dist < node.dist && a.from !== undefined && a.to !== undefined) (node.progress ??= new Set()).add(moveKey(a));
      }
      for (const t of taken) {
        const extra = t.guess.dist > bestOf.get(t.group)! ? t.extra + 1 : t.extra;
        if (t.step === null) {
          this.#provisional(t.child, t.guess, extra);
          frontier.push(t.child);
          continue;
        }
        if (this.#settle(t.child, t.step, extra)) frontier.push(t.child);
        if (se.found.length >= se.alternatives) return;
      }
    }
  }
}

/** The piece kinds a Faction's Special Activity may remove: the other side's (1.5). */
const ROYALIST_PIECES: readonly SpacePiece[] = ['britishRegular', 'tory', 'britishFort', 'warPartyUnderground', 'warPartyActive', 'village'];
const REBEL_PIECES: readonly SpacePiece[] = ['continental', 'militiaUnderground', 'militiaActive', 'patriotFort', 'frenchRegular'];

/**
 * While a Special Activity is under way, an optimistic count of the units of distance to the target that
 * it alone can still close: Persuasion's Propaganda markers in the spaces where it may act now (4.3.1, as
 * many as it may still select); the enemy pieces Partisans, War Path or Skirmish may remove from one
 * space where they may act now — at most two, each off the space and into a box (4.3.2, 4.4.2, 4.2.2,
 * 4.3.3, 4.5.2) — unless the Command is a Battle, which removes them too. The wary run ranks the start of
 * the Activity by the distance less {@link WARY_ACTIVITY_CREDIT} of this, so that an Activity the target
 * shows in full (three Propaganda markers, two pieces removed) is begun before the Command lines just as
 * near. It only orders the search; every answer is still checked exactly.
 */
function activityOwes(s: GameState, t: Board): number {
  const host = s.stack.find((f) => f.kind === 'commandHost') as unknown as { command?: string } | undefined;
  for (let k = s.stack.length - 1; k >= 0; k--) {
    const f = s.stack[k] as unknown as { kind: string; marked?: readonly SpaceId[]; faction?: Faction; command?: string };
    switch (f.kind) {
      case 'patriotsPersuasion': {
        let owed = 0;
        let spaces = PERSUASION_SPACES - (f.marked?.length ?? 0);
        for (const id of SPACE_IDS) {
          if (spaces <= 0) break;
          const a = s.spaces[id];
          const b = t.spaces[id];
          if (b.propaganda <= a.propaganda || !canPersuade(s, id)) continue;
          spaces--;
          owed += 1;
        }
        return owed;
      }
      case 'patriotsPartisans':
      case 'indiansWarPath':
      case 'skirmishActivity': {
        if ((f.command ?? host?.command) === 'battle') return 0;
        const royalist = f.kind === 'indiansWarPath' || (f.kind === 'skirmishActivity' && f.faction === 'british');
        const enemies = royalist ? REBEL_PIECES : ROYALIST_PIECES;
        let most = 0;
        for (const id of SPACE_IDS) {
          if (!(f.kind === 'patriotsPartisans' ? partisansChoices(s, id) : f.kind === 'indiansWarPath' ? warPathPlans(s, id) : skirmishChoices(s, f.faction as SkirmishFaction, id)).length) continue;
          let n = 0;
          for (const p of enemies) n += Math.max(0, s.spaces[id].pieces[p] - t.spaces[id].pieces[p]);
          most = Math.max(most, Math.min(2, n));
        }
        return 2 * most;
      }
      default:
    }
  }
  return 0;
}

/**
 * The Special Activities that give their Faction Resources, the frames they run in, and the most one can
 * still give in a state (its Faction's Resources beyond that cannot be regained): Naval Pressure's 1D3, the next die when it is known ({@link navalPressureRoll})
 * (4.2.3; none after the Treaty of Alliance while FNI is above 0 once Howe's drop is made, 1.10), Persuasion's one per space in up to three spaces, where the target shows a Propaganda marker placed (4.3.1), Préparer la Guerre's two (4.5.1),
 * Trade's British transfer or one (4.4.1), Plunder's Patriot Resources (4.4.4).
 */
const GAINING: Readonly<Record<Faction, readonly (readonly [ActivityId, string, (s: GameState, target: Board, near: boolean) => number])[]>> = {
  // After the Treaty with FNI above 0 it lowers FNI instead (4.2.3), judged once Howe has lowered FNI first (1.10).
  british: [['navalPressure', 'britishNavalPressure', (s) => (navalPressureGivesResources(howeRelax(s)) ? navalPressureRoll(s) : 0)]],
  patriots: [['persuasion', 'patriotsPersuasion', (s, t, near) => (near ? persuasionMayGive(s, t) : PERSUASION_SPACES) * PERSUASION_RESOURCES_PER_SPACE]],
  french: [['preparerLaGuerre', 'frenchPreparerLaGuerre', () => PREPARER_RESOURCES]],
  indians: [
    // The British give no more than they hold beyond their own target (their Resources only fall during an Indian Command).
    ['trade', 'indiansTrade', (s, t) => Math.max(TRADE_REFUSED_GAIN, s.resources.british - t.resources.british)],
    ['plunder', 'indiansPlunder', (s) => s.resources.patriots],
  ],
};

/** The British Commands in which nothing rolls dice (3.2.1, 3.2.2, 3.2.3; only Battle rolls, 3.6). */
const DICELESS_BRITISH = new Set(['march', 'muster', 'garrison']);

/**
 * The most Naval Pressure still to begin may give (4.2.3: 1D3): with the state's own dice (seeded, not
 * `external`) and nothing before it in the move rolling dice — a British Command other than Battle,
 * no Non-Player decision (8.1 rolls for spaces) — the die it will roll is the next one, read from the
 * dice now; else 3.
 */
function navalPressureRoll(s: GameState): number {
  const host = s.stack[2] as unknown as { command: string; activity: string | null };
  if (s.options.dice === 'external' || s.options.nonPlayers.length > 0 || host.activity !== null || !DICELESS_BRITISH.has(host.command)) return 3;
  return roll(s.dice, 3).value;
}

/** The Commands whose selections {@link relaysOwed} counts, by mover. */
const RELAYING: Readonly<Record<'patriots' | 'indians', readonly string[]>> = { patriots: ['patriotsMarch'], indians: ['indiansMarch', 'indiansGather'] };

/**
 * The destinations the mover's Patriot or Indian March under way must still select among spaces that
 * lack no pieces ({@link lacks}; 0 when none is known): each destination costs one Resource (3.3.2; the
 * Indian March pays when it closes one, the first whose War Parties all come from Reserves free, 3.4.2),
 * every space still lacking pieces must be one, and the move ends on the target's Resources, so the
 * Resources beyond the target's — plus what the Special Activity still to come gives: the least a
 * Persuasion does, one a space where the target shows more Propaganda (4.3.1), or Trade's, the
 * British transfer the British target fixes, else one (4.4.1; any other gain unknown: none counted) —
 * left over after those go to other destinations. Each receives a group (3.3.2, 3.4.2) and ends as the
 * target shows, so it is a relay or an exchange (units marched in while its own leave): a space emptied
 * below the target by sending its units on, then refilled, counts among those lacking and owes nothing
 * more; the destination being resolved owes one until a group enters it (the Indian March's open one
 * then counts as paid for by what closing it costs now). None is counted while a Special Activity may
 * still remove the mover's own units ({@link ownLossPossible}: Skirmish, Partisans, War Path, Plunder).
 * The same count in the Indian Gather (3.4.1: one Resource a Province as it is selected, the first
 * Reserve Province free, so one still lacking may cost nothing) is of the Provinces still to select
 * that end as the target shows (a War Party placed there and moved on, or nothing done there).
 * Ranks the search only ({@link RELAY_WEIGHT}).
 */
function relaysOwed(se: Search, s: GameState): number {
  if (se.mover !== 'patriots' && se.mover !== 'indians') return 0;
  const mover = se.mover;
  const paying = payingCommand(s, mover);
  if (paying === undefined || !RELAYING[mover].includes(paying.frame.kind) || paying.frame.mode.free) return 0;
  const t = se.dist.target;
  const host = moverHost(se, s);
  let extra = s.resources[mover] - t.resources[mover];
  const rise = resourcesMayRiseBy(s, mover, t, se.announced);
  if (rise !== 0) {
    const activity = host?.activity ?? se.announced?.activity;
    if (mover === 'indians') {
      if (activity !== 'trade' || rise === Infinity) return 0;
      extra += rise;
    } else {
      if (activity !== 'persuasion') return 0;
      for (const id of SPACE_IDS) if (t.spaces[id].propaganda > s.spaces[id].propaganda) extra += PERSUASION_RESOURCES_PER_SPACE;
    }
  }
  for (const id of SPACE_IDS) if (!paying.frame.selected.includes(id) && lacks(s, t, id, paying.groups)) extra--;
  if (paying.frame.kind === 'indiansGather') {
    // Paid as selected, but for the first Reserve Province: one still lacking may be it.
    extra += paying.free(paying.frame);
  } else if (mover === 'indians') {
    const f = paying.frame as PayingFrame & { groups: readonly { to: SpaceId }[] };
    if (f.open != null) {
      // The open destination is paid for when it closes, unless it is the free one; selected where nothing lacks and still without a group, it is no relay yet.
      const entered = f.groups.some((g) => g.to === f.open);
      if (entered) extra -= marchDestinationCost(paying.frame as unknown as IndiansMarchFrame);
      else if (lacks(s, t, f.open, paying.groups)) extra--;
    }
  } else {
    const f = paying.frame as PayingFrame & { dest: SpaceId | null; origins: readonly SpaceId[] };
    // The destination being resolved, selected where nothing lacks and still without a group, is no relay yet.
    if (f.dest !== null && f.origins.length === 0 && !lacks(s, t, f.dest, paying.groups)) extra++;
  }
  if (extra <= 0) return 0;
  // Units marched in may also be lost to a Special Activity still to come (4.2.2, 4.3.2): such a destination is no relay.
  if (host !== undefined) {
    const mayLose = ownLossPossible(se, host);
    if (paying.groups.some((g) => g.some(mayLose))) return 0;
  }
  return extra;
}

/**
 * How many more spaces Persuasion may act in (4.3.1): up to three in all; and while a Propaganda marker
 * is left for each, only where the target shows more Propaganda than now, since each space it acts in
 * gets one and nothing in a Patriot Command removes them (only Reward Loyalty, 3.2.1, Events and Winter
 * Quarters do).
 */
function persuasionMayGive(s: GameState, t: Board): number {
  const frame = s.stack.find((f) => f.kind === 'patriotsPersuasion') as unknown as { selected: readonly SpaceId[] } | undefined;
  const remaining = PERSUASION_SPACES - (frame?.selected.length ?? 0);
  if (propagandaLeft(s) < remaining) return remaining;
  let marked = 0;
  for (const id of SPACE_IDS) if (t.spaces[id].propaganda > s.spaces[id].propaganda) marked++;
  return Math.min(remaining, marked);
}

/**
 * How many Resources a Faction may still gain before the move is over (an upper bound; Infinity when
 * unknown). Only during an Eligible Faction's Command on the card (the frames game, Event card, Command
 * host — no Event, Brilliant Stroke or Winter Quarters around it) is it bounded: Resources come only
 * from the Special Activities of {@link GAINING} while they may still be taken or are under way, from
 * Roderigue Hortalez et Cie to the Patriots (3.5.1), and from a Non-Player Indian March's free
 * destination paid back (3.4.2, 8.1: only Non-Players pay when selecting), both unbounded here;
 * everything else only pays. `near`: also by what the target shows the Activity doing (Persuasion's
 * Propaganda markers, {@link persuasionMayGive}).
 */
function resourcesMayRiseBy(s: GameState, f: Faction, target: Board, announced: Announced | undefined, near = false): number {
  const st = s.stack;
  if (st.length < 3 || st[0].kind !== 'game' || st[1].kind !== 'eventCard' || st[2].kind !== 'commandHost') return Infinity;
  const host = st[2] as unknown as { faction: Faction; command: string; activityAllowed: boolean; activity: string | null };
  if (f === 'patriots' && host.command === 'hortalez') return Infinity;
  if (f === 'indians' && host.faction === 'indians' && host.command === 'march' && s.options.nonPlayers.includes('indians')) return Infinity;
  if (host.faction !== f) return 0;
  let most = 0;
  for (const [activity, kind, gain] of GAINING[f]) {
    const open =
      host.activity === null
        ? host.activityAllowed && (announced?.activity === undefined || announced.activity === activity)
        : host.activity === activity && st.some((frame) => frame.kind === kind);
    if (open) most = Math.max(most, gain(s, target, near));
  }
  return most;
}

/**
 * The Commands that pay one Resource for each space they select and are the only way, while they run,
 * for their Faction's pieces of some kinds to enter or be placed in a space: the frame, the kinds
 * (counted together within a group: pieces flipped within one do not enter; the groups are apart as
 * no step of the move turns one into another — a Rally's Continentals replace Militia only in its own
 * spaces), and how many of the
 * spaces still to select may be free. British March moves Regulars and Tories into its destinations
 * (3.2.3); Patriot March Continentals and Militia, and the French Regulars going along with the
 * Continentals (3.3.2); French March French Regulars, and the Continentals going along with them (3.5.4); Indian
 * March War Parties, one destination free when all its War Parties come from Reserves (3.4.2); Patriot
 * Rally places Militia, Forts and Continentals or moves Militia in only in its spaces (3.3.1); Gather
 * places War Parties and Villages or moves War Parties in only in its Provinces, the first Reserve
 * Province free (3.4.1). Pieces taken from another space when none is Available (1.4.1) leave it. The
 * Special Activities that may accompany them place none of these: they remove pieces, Activate them, move
 * markers or Resources, or move another Faction's pieces (Skirmish 4.2.2, 4.5.2; Naval Pressure 4.2.3,
 * 4.5.3; Common Cause's War Parties 4.2.1; Persuasion 4.3.1; Partisans 4.3.2; Trade 4.4.1; War Path
 * 4.4.2; Plunder 4.4.3; Préparer la Guerre 4.5.1, to Available only).
 */
const PAYING: Partial<Record<Faction, readonly (readonly [string, readonly (readonly SpacePiece[])[], (frame: PayingFrame, selecting?: SpaceId) => number])[]>> = {
  british: [['britishMarch', [['britishRegular'], ['tory']], () => 0]],
  patriots: [
    ['patriotsMarch', [['continental'], ['militiaUnderground', 'militiaActive'], ['frenchRegular']], () => 0],
    ['patriotsRally', [['continental'], ['militiaUnderground', 'militiaActive'], ['patriotFort']], () => 0],
  ],
  french: [['frenchMarch', [['frenchRegular'], ['continental']], () => 0]],
  indians: [
    // Selecting the next destination closes the open one, which may be the free one.
    ['indiansMarch', [['warPartyUnderground', 'warPartyActive']], (f, selecting) => (f.freeUsed || (selecting !== undefined && f.open != null && marchDestinationCost(f as unknown as IndiansMarchFrame) === 0) ? 0 : 1)],
    ['indiansGather', [['warPartyUnderground', 'warPartyActive'], ['village']], (f, selecting) => (f.selected.some(isReserve) || (selecting !== undefined && isReserve(selecting)) ? 0 : 1)],
  ],
};

/**
 * The Resources the mover still holds beyond the target's while its paying Command ({@link PAYING})
 * under way may select more spaces (0 when none, or the Command is free). Used once the board is on the
 * target: each space the Command selects costs one Resource (3.3.1, 3.3.2, 3.4.1, 3.4.2, 3.2.3, 3.5.4)
 * and nothing else in it lowers the mover's Resources, so a move that spent more than the nearest line
 * selected more spaces whose pieces came back: Militia placed from another space and taken back from it
 * once none is Available (1.4.1: Boston's from Philadelphia, then Philadelphia's from Boston), a space
 * where nothing is left to flip. Such a cycle leaves the target (each step moves a space away from it)
 * and comes back to it; judged as detours, its steps weighed so much that no budget reached them (Rally
 * moves of 25 steps and more). So once the board is on the target with Resources to spend, a selection
 * begins an excursion whose steps are no detours until the board is back on the target, and whose
 * selections need not follow the map order (a space taken from comes after the one it fed, whatever
 * their order: the cycle sets it): the distance alone orders it, and {@link spentBeyond} still drops
 * the lines that spend too much. Ordering only:
 * every answer is still checked exactly.
 */
function spareResources(s: GameState, se: Search): number {
  if (se.mover === 'chance') return 0;
  const f = se.mover as Faction;
  const excess = s.resources[f] - se.dist.target.resources[f];
  if (excess <= 0) return 0;
  const paying = payingCommand(s, f);
  return paying === undefined || paying.frame.mode.free ? 0 : excess;
}

/**
 * Whether the mover's paying Command ({@link PAYING}, or the British Muster, 3.2.1) must select more
 * spaces than those that still differ from the target: -1 when none is known to be owed; else the map
 * index below which an owed selection may go (every space for the paying Commands; for the Muster,
 * whose Tory spaces are selected in map order, the first space still differing, as a space selected
 * after it would leave it out). Each selection costs at most one Resource
 * (3.2.1, 3.2.3, 3.3.1, 3.3.2, 3.4.1, 3.4.2, 3.5.4; the Indian March pays for its open destination when it
 * closes it; Muster's Reward Loyalty may also pay for what the target shows it doing, {@link rewardMayCost}),
 * and a space the move leaves as the target shows needs no selection, so when the Resources
 * still to spend — what the mover holds beyond the target's, plus what its Special Activity will give:
 * nothing once none can, Trade's transfer, fixed by the British target ({@link othersLeftAbove}), or the
 * least an announced Naval Pressure still to take gives —
 * exceed the spaces still differing that it has not selected, the rest are selections of spaces that end
 * as the target shows (a space selected where nothing is left to change, Militia or War Parties placed
 * there and moved on). Other gains (Persuasion, Naval Pressure under way or not announced, Préparer la Guerre, Plunder): none known.
 * Orders the search only.
 */
function sparesOwed(se: Search, s: GameState): number {
  if (se.mover === 'chance') return 0;
  const f = se.mover as Faction;
  const t = se.dist.target;
  const frame = payingCommand(s, f)?.frame ?? (f === 'british' ? musterFrame(s) : undefined);
  if (frame === undefined || frame.mode.free) return 0;
  const rise = resourcesMayRiseBy(s, f, t, se.announced);
  const gain =
    rise === 0
      ? 0
      : f === 'indians' && (se.announced?.activity === 'trade' || s.stack.some((x) => x.kind === 'indiansTrade'))
        ? rise
        : // An announced Naval Pressure still to take gives at least 1 (1D3, 4.2.3): spare selections owed whatever it rolls.
          f === 'british' && se.announced?.activity === 'navalPressure' && !s.stack.some((x) => x.kind === 'britishNavalPressure')
          ? 1
          : -1;
  if (gain < 0) return 0;
  // The Indian March's open destination is paid for when it closes; Muster's Reward Loyalty may spend what it shows.
  let differ = (frame.open != null ? 1 : 0) + (frame.kind === 'britishMuster' ? rewardMayCost(s, t) : 0);
  let first: number = SPACE_IDS.length;
  for (let i = 0; i < SPACE_IDS.length; i++) {
    const id = SPACE_IDS[i];
    if (!frame.selected.includes(id) && se.dist.space(i, s.spaces[id]) > 0) {
      differ++;
      first = Math.min(first, i);
    }
  }
  if (s.resources[f] + gain - t.resources[f] - differ <= 0) return -1;
  return frame.kind === 'britishMuster' ? first : SPACE_IDS.length;
}

/**
 * Whether the mover's Command under way places pieces taken from the map: an Indian Gather with no War
 * Party Available (3.4.1, 1.4.1: they come from other spaces). A selection {@link sparesOwed} of a space
 * the move leaves unchanged then is a relay — a War Party placed there from a space that loses one, and
 * taken on to a space selected later — rather than an empty one, and begins an excursion ({@link Node.spare}).
 * Orders the search only.
 */
function relaysPlacements(se: Search, s: GameState): boolean {
  return se.mover === 'indians' && s.available.warParty === 0 && s.stack.some((f) => f.kind === 'indiansGather');
}

/** The British Muster under way (3.2.1: one Resource a selected space, like the {@link PAYING} Commands), or undefined. */
const musterFrame = (s: GameState): PayingFrame | undefined => s.stack.find((x) => x.kind === 'britishMuster') as unknown as PayingFrame | undefined;

/**
 * The most Muster's Reward Loyalty may still spend beyond its selections (3.2.1: one Resource a level
 * shifted, a Propaganda or Raid marker removed): every level and marker the target shows changed.
 */
function rewardMayCost(s: GameState, t: Board): number {
  let n = 0;
  for (const id of SPACE_IDS) {
    const a = s.spaces[id];
    const b = t.spaces[id];
    n += Math.abs(b.support - a.support) + Math.max(0, a.propaganda - b.propaganda) + Math.max(0, a.raid - b.raid);
  }
  return n;
}

/** The Faction's paying Command under way ({@link PAYING}): its frame, the piece groups only it brings in, and its free spaces; or undefined. */
function payingCommand(s: GameState, f: Faction): { frame: PayingFrame; groups: readonly (readonly SpacePiece[])[]; free: (frame: PayingFrame, selecting?: SpaceId) => number } | undefined {
  const kinds = PAYING[f];
  if (kinds === undefined) return undefined;
  // The first of the Faction's kinds (in PAYING's order) on the stack, its lowest frame: one indexed pass.
  const st = s.stack;
  let best = -1;
  let frame: PayingFrame | undefined;
  for (let k = 0; k < st.length; k++) {
    const kind = st[k].kind;
    for (let j = 0; j < kinds.length && (best < 0 || j < best); j++) {
      if (kind === kinds[j][0]) {
        best = j;
        frame = st[k] as unknown as PayingFrame;
        break;
      }
    }
  }
  return frame === undefined ? undefined : { frame, groups: kinds[best][1], free: kinds[best][2] };
}

/** The fields of a paying Command's frame that {@link commandOwes} and {@link unselectableShort} read. */
interface PayingFrame {
  kind: string;
  mode: CommandMode;
  selected: readonly SpaceId[];
  freeUsed?: boolean;
  /** The Indian March's open destination. */
  open?: SpaceId | null;
}

/**
 * The Resources a Faction's Command under way must still pay (a lower bound): one for each space where
 * the target shows more of the pieces only that Command brings in ({@link PAYING}) than there are now,
 * and that it has not selected yet (nor is `selecting`), less the spaces that may still be free; nothing
 * when the Command is free (3.1.2).
 */
function commandOwes(s: GameState, f: Faction, target: Board, selecting?: SpaceId): number {
  const paying = payingCommand(s, f);
  if (paying === undefined || paying.frame.mode.free) return 0;
  const { frame, groups, free } = paying;
  let owed = 0;
  for (const id of spacesShowing(target, groups)) {
    const now = s.spaces[id].pieces;
    const then = target.spaces[id].pieces;
    let enters = false;
    for (const g of groups) {
      let more = 0;
      for (const p of g) more += then[p] - now[p];
      if (more > 0) {
        enters = true;
        break;
      }
    }
    if (enters && id !== selecting && !frame.selected.includes(id)) owed++;
  }
  return Math.max(0, owed - free(frame, selecting));
}

/** {@link spacesShowing}'s answers, by target board (never changed once normalised) and piece groups. */
const SHOWING = new WeakMap<Board, Map<readonly (readonly SpacePiece[])[], readonly SpaceId[]>>();

/** The spaces where the target shows pieces of one of the groups: the only ones where {@link commandOwes} may find some still to enter. */
function spacesShowing(target: Board, groups: readonly (readonly SpacePiece[])[]): readonly SpaceId[] {
  let byGroups = SHOWING.get(target);
  if (byGroups === undefined) SHOWING.set(target, (byGroups = new Map()));
  let out = byGroups.get(groups);
  if (out === undefined) byGroups.set(groups, (out = SPACE_IDS.filter((id) => groups.some((g) => g.some((p) => target.spaces[id].pieces[p] > 0)))));
  return out;
}

/** Resources a Faction can no longer bring up to the target's: the most it can still reach. */
interface Shortfall {
  faction: Faction;
  /** The most Resources it can still end with from there. */
  most: number;
  target: number;
  /** What its Command under way must still pay ({@link commandOwes}). */
  owed: number;
  /** Whether Persuasion's gain was bounded by the Propaganda markers the target shows ({@link persuasionMayGive}). */
  near: boolean;
}

/**
 * The first Faction whose Resources are below the target's by more than they can still rise, once its
 * Command under way has paid for the spaces the target still needs it to select (no continuation matches), or null.
 */
function spentBeyond(s: GameState, target: Board, announced: Announced | undefined): Shortfall | null {
  for (const f of FACTIONS) {
    const [now, then] = [s.resources[f], target.resources[f]];
    const owed = commandOwes(s, f, target);
    if (now - owed >= then) continue;
    const rise = resourcesMayRiseBy(s, f, target, announced);
    // Short whatever the Command still pays and the Activity shows, or only once they are counted (then said so).
    if (now + rise < then) return { faction: f, most: now + rise, target: then, owed: 0, near: false };
    const nearRise = resourcesMayRiseBy(s, f, target, announced, true);
    if (now - owed + nearRise < then) return { faction: f, most: now - owed + nearRise, target: then, owed, near: nearRise < rise };
  }
  return null;
}

/** The space a paying Command's frame ({@link PAYING}) still brings pieces into: its current destination or space; the others it selected are closed. */
const OPEN_SPACE: Readonly<Record<string, string>> = {
  britishMarch: 'current',
  patriotsMarch: 'dest',
  patriotsRally: 'space',
  frenchMarch: 'current',
  indiansMarch: 'open',
  indiansGather: 'current',
};

/** Whether the target shows more of a piece group in the space than there are now. */
function lacks(s: GameState, t: Board, id: SpaceId, groups: readonly (readonly SpacePiece[])[]): boolean {
  const now = s.spaces[id].pieces;
  const then = t.spaces[id].pieces;
  for (const g of groups) {
    let more = 0;
    for (const p of g) more += then[p] - now[p];
    if (more > 0) return true;
  }
  return false;
}

/**
 * The command host of the mover's own Command on the card (the frames game, Event card, Command host:
 * no Event, Brilliant Stroke or Winter Quarters around it, so nothing else in the move places or moves
 * its pieces), for a move that ends with the turn ({@link moveIsOver}); else undefined.
 */
function moverHost(se: Search, s: GameState): MoverHost | undefined {
  if (se.mover === 'chance' || !se.ownStop) return undefined;
  const st = s.stack;
  if (st.length < 3 || st[0].kind !== 'game' || st[1].kind !== 'eventCard' || st[2].kind !== 'commandHost') return undefined;
  const host = st[2] as unknown as MoverHost;
  return host.faction === se.mover ? host : undefined;
}

/** The fields of the mover's command host that the prunes read. */
interface MoverHost {
  faction: Faction;
  command: string;
  commandSpaces: readonly SpaceId[];
  activity: string | null;
  activityAllowed: boolean;
}

/** The mover's paying Command under way ({@link payingCommand}). */
type Paying = NonNullable<ReturnType<typeof payingCommand>>;

/**
 * Whether the mover's own Command on the card, for a move that ends with the turn ({@link moverHost}),
 * leaves no continuation that matches: while it pays ({@link PAYING}), a space it closed or can no longer
 * select still lacks pieces only it brings in, or more units marched into a space than the target shows
 * ({@link closedShort}, {@link unselectableShort}, {@link arrivedBeyond}); once it is over, Resources
 * above the target's or such pieces still missing ({@link commandLeftOff}).
 */
function ownCommandMisses(se: Search, s: GameState): boolean {
  const host = moverHost(se, s);
  if (host === undefined) return false;
  if (othersLeftAbove(se, s, host)) return true;
  const paying = payingCommand(s, host.faction);
  if (activeBelow(se, s, host, paying)) return true;
  if (persuasionShort(se, s, host, paying)) return true;
  if (paying === undefined) return commandLeftOff(se, s, host);
  return closedShort(se, s, host, paying) || arrivedBeyond(se, s, host, paying) || unselectableShort(se, s, paying) || routesShort(se, s, host, paying);
}

/** The Militia, Underground or Active (1.4.3): one group for Persuasion's spaces ({@link persuasionShort}). */
const MILITIA: readonly SpacePiece[] = ['militiaUnderground', 'militiaActive'];

/**
 * Whether the Patriots' own March on the card leaves a space more Propaganda markers than the target
 * shows (nothing in it removes one), or a Propaganda marker the target shows placed that
 * Persuasion can no longer place (4.3.1): nothing else in a Patriot March places one (3.3.2), and
 * Persuasion places one in each space it selects, at most three spaces and while markers are left, each
 * space holding an Underground Militia then, and Activates one there. Dropped when more spaces still
 * lack a marker than Persuasion may still select, or one of them would be left fewer Underground
 * Militia than the target shows once one is Activated with none to come (the March is over or can
 * neither resolve nor select it any more; nothing in a March turns one Underground), or has none and
 * one that may come, a Militia marched in, would stay
 * (it has moved, 3.3.2) beyond the Militia the target shows there with every Militia that may still
 * leave gone. Underground Militia appear in a space only by marching in (3.3.2 only Activates them).
 */
function persuasionShort(se: Search, s: GameState, host: MoverHost, paying: Paying | undefined): boolean {
  if (host.faction !== 'patriots' || host.command !== 'march') return false;
  const t = se.dist.target;
  const frame = s.stack.find((f) => f.kind === 'patriotsPersuasion') as unknown as { selected: readonly SpaceId[] } | undefined;
  const mayCome = frame !== undefined || (host.activity === null && host.activityAllowed && (se.announced?.activity === undefined || se.announced.activity === 'persuasion'));
  let owed = 0;
  for (const id of SPACE_IDS) {
    if (t.spaces[id].propaganda < s.spaces[id].propaganda) return true;
    if (t.spaces[id].propaganda === s.spaces[id].propaganda) continue;
    if (!mayCome) return true;
    owed++;
    const now = s.spaces[id].pieces;
    const march = paying?.frame.kind === 'patriotsMarch' ? (paying.frame as PayingFrame & { dest: SpaceId | null; arrived: ArrivalRecord }) : undefined;
    if (march === undefined || (march.dest !== id && (march.selected.includes(id) || !maySelectMore(march)))) {
      // None can march in any more, and Persuasion Activates one of the space's Underground Militia: fewer may be left than the target shows.
      if (now.militiaUnderground - 1 < t.spaces[id].pieces.militiaUnderground) return true;
      continue;
    }
    if (now.militiaUnderground > 0) continue;
    const want = t.spaces[id].pieces.militiaUnderground + t.spaces[id].pieces.militiaActive;
    if (now.militiaUnderground + now.militiaActive - stillMovableOf(s, march.arrived, id, MILITIA) + 1 > want) return true;
  }
  if (owed === 0) return false;
  return owed > Math.min(PERSUASION_SPACES - (frame?.selected.length ?? 0), propagandaLeft(s));
}

/**
 * The placing Commands in which no step leaves a unit Active (by Faction: the Command, its frame, the
 * Active kind): the Patriot Rally places Militia Underground and flips every Militia at its Fort
 * Underground after moving some in (3.3.1); the Indian Gather the same for War Parties at its Village
 * (3.4.1). Pieces taken from the map (1.4.1) or replaced only leave.
 */
const NEVER_ACTIVATES: Partial<Record<Faction, readonly [string, string, SpacePiece]>> = {
  patriots: ['rally', 'patriotsRally', 'militiaActive'],
  indians: ['gather', 'indiansGather', 'warPartyActive'],
};

/**
 * Whether the mover's own Rally or Gather on the card ({@link NEVER_ACTIVATES}) leaves the spaces
 * more Active units short of the target than the Special Activity still to come or under way may
 * Activate ({@link flipsLeft}: none once none may come, one for Trade 4.4.1, one a space still to
 * select for Persuasion 4.3.1; Partisans 4.3.2 and War Path 4.4.2 unbounded): nothing else left in
 * the move Activates one, so no continuation matches.
 */
function activeBelow(se: Search, s: GameState, host: MoverHost, paying: Paying | undefined): boolean {
  const never = NEVER_ACTIVATES[host.faction];
  if (never === undefined || host.command !== never[0]) return false;
  const kind = never[2];
  const t = se.dist.target;
  let short = 0;
  for (const id of SPACE_IDS) short += Math.max(0, t.spaces[id].pieces[kind] - s.spaces[id].pieces[kind]);
  return short > 0 && short > flipsLeft(se, s, host, paying);
}

/**
 * The Commands and Special Activities (with the frame it runs in) of a mover that may lower another
 * Faction's Resources, by mover and Faction: a Patriot March's French Regulars and a Battle the French
 * take part in (3.3.2, 3.3.3), a French March's Continentals, a French Muster's Fort and a Battle the
 * Patriots take part in (3.5.4, 3.5.3, 3.5.5), an Indian Scout with British Regulars (3.4.3), Trade's
 * British transfer (4.4.1) and Plunder (4.4.4). Nothing else in a Faction's own Command on the card
 * lowers another's Resources (the others' pay only in these; Special Activities only give their own Faction, 4.1).
 */
const LOWERED_BY: Readonly<Record<Faction, Partial<Record<Faction, { commands: readonly string[]; activities: readonly (readonly [string, string])[] }>>>> = {
  british: {},
  patriots: { french: { commands: ['march', 'battle'], activities: [] } },
  french: { patriots: { commands: ['march', 'muster', 'battle'], activities: [] } },
  indians: { british: { commands: ['scout'], activities: [['trade', 'indiansTrade']] }, patriots: { commands: [], activities: [['plunder', 'indiansPlunder']] } },
};

/**
 * Whether a Faction other than the mover holds more Resources than the target's while nothing left in
 * the mover's own Command on the card can lower them ({@link LOWERED_BY}: its Command is none of those,
 * and each such Special Activity is neither under way nor still possible): no continuation matches
 * (the British Resources once Trade's transfer is made, 4.4.1).
 */
function othersLeftAbove(se: Search, s: GameState, host: MoverHost): boolean {
  const t = se.dist.target;
  const announced = se.announced?.activity;
  const lowering = LOWERED_BY[host.faction];
  for (const f of FACTIONS) {
    if (f === host.faction || s.resources[f] <= t.resources[f]) continue;
    const by = lowering[f];
    if (by === undefined) return true;
    if (by.commands.includes(host.command)) continue;
    let may = false;
    for (const [activity, kind] of by.activities) {
      if (host.activity === null ? host.activityAllowed && (announced === undefined || announced === activity) : host.activity === activity && s.stack.some((frame) => frame.kind === kind)) may = true;
    }
    if (!may) return true;
  }
  return false;
}

/**
 * Whether the mover's paying Command under way ({@link PAYING}) on the card has closed a space it
 * selected (every space but its current one: the pieces it brings in enter only there, 3.2.3, 3.3.1,
 * 3.3.2, 3.4.1, 3.4.2, 3.5.4) while the target shows more of those pieces there — or more of one kind
 * of a group: more Underground ones, or more Active ones than the Special Activity still to come may
 * Activate ({@link flipsLeft}): nothing else in the move brings them in or flips them there, so no
 * continuation matches.
 */
function closedShort(se: Search, s: GameState, host: MoverHost, paying: Paying): boolean {
  const frame = paying.frame as PayingFrame & Record<string, unknown>;
  const open = frame[OPEN_SPACE[frame.kind]];
  const t = se.dist.target;
  let flips: number | undefined;
  let activated = 0;
  for (const id of frame.selected) {
    if (id === open) continue;
    if (lacks(s, t, id, paying.groups)) return true;
    // Within a group, each kind too: a closed space's Underground and Active pieces only leave, but
    // for the flips a Special Activity may still make, each Activating one piece ({@link flipsLeft}).
    for (const g of paying.groups) {
      if (g.length < 2) continue;
      for (const p of g) {
        const short = t.spaces[id].pieces[p] - s.spaces[id].pieces[p];
        if (short <= 0) continue;
        flips ??= flipsLeft(se, s, host, paying);
        if (flips === Infinity) continue;
        if (Object.hasOwn(ACTIVATED, p)) return true;
        activated += short;
      }
    }
  }
  return activated > (flips ?? 0);
}

/**
 * Whether a Special Activity of the mover's may still be begun or is under way (any frame above the
 * Command host but the paying Command's own): it may flip the Command's pieces (Persuasion Activates
 * Militia, 4.3.1; Trade a War Party, 4.4.1), which nothing in the Command itself does outside the space
 * it is resolving (3.3.1, 3.3.2, 3.4.1, 3.4.2).
 */
function activityMayFlip(se: Search, s: GameState, host: MoverHost, paying: Paying | undefined): boolean {
  if (host.activity === null && host.activityAllowed && se.announced?.activity !== null) return true;
  const st = s.stack;
  for (let k = 3; k < st.length; k++) if ((st[k] as unknown) !== paying?.frame) return true;
  return false;
}

/**
 * The March frames' records of the units that moved in (3.2.3, 3.3.2, 3.4.2, 3.5.4: no unit moves
 * twice, so these may not leave by the March), by frame kind, as an {@link ArrivalRecord}: the British
 * March's counts of Regulars and Tories by space, the others' records with their alternatives (a
 * Special Activity's choice of which units it Activated, rules/commands/arrivals.ts).
 */
const ARRIVED: Readonly<Record<string, (frame: Record<string, unknown>) => ArrivalRecord>> = {
  britishMarch: (f) => {
    const regulars = f.arrivedRegulars as Partial<Record<SpaceId, number>>;
    const tories = f.arrivedTories as Partial<Record<SpaceId, number>>;
    const out: ArrivalRecord = {};
    for (const id of [...Object.keys(regulars), ...Object.keys(tories)] as SpaceId[]) out[id] = { britishRegular: regulars[id] ?? 0, tory: tories[id] ?? 0 };
    return out;
  },
  patriotsMarch: (f) => f.arrived as ArrivalRecord,
  frenchMarch: (f) => f.arrived as ArrivalRecord,
  indiansMarch: (f) => f.moved as ArrivalRecord,
};

/**
 * The mover's own pieces a Special Activity may remove: Skirmish its striking cube (4.2.2, 4.3.3,
 * 4.5.2), Partisans a Militia (4.3.2), War Path a War Party (4.4.2), Plunder a War Party (4.4.3).
 * The others remove none of the mover's pieces (they may flip them).
 */
const OWN_LOSSES: Readonly<Record<string, Partial<Record<Faction, readonly SpacePiece[]>>>> = {
  skirmish: { british: ['britishRegular'], patriots: ['continental'], french: ['frenchRegular'] },
  partisans: { patriots: ['militiaUnderground', 'militiaActive'] },
  warPath: { indians: ['warPartyUnderground', 'warPartyActive'] },
  plunder: { indians: ['warPartyUnderground', 'warPartyActive'] },
};

/** Whether a Special Activity taken or still possible in the move may remove the mover's own pieces of a kind ({@link OWN_LOSSES}). */
const ownLossPossible =
  (se: Search, host: MoverHost) =>
  (p: SpacePiece): boolean => {
    const announced = se.announced?.activity;
    for (const a in OWN_LOSSES) {
      const possible = host.activity === a || (host.activity === null && (announced === undefined || announced === a));
      if (possible && OWN_LOSSES[a][se.mover as Faction]?.includes(p) === true && (!STRIKES.has(a) || host.command !== 'march' || se.strikeCosts)) return true;
    }
    return false;
  };

/** The limited strikes, which cost the striker a unit only when they remove two enemy units or a base (4.2.2, 4.3.2, 4.3.3, 4.4.2, 4.5.2). */
const STRIKES = new Set(['skirmish', 'partisans', 'warPath']);

/**
 * Whether a strike ({@link STRIKES}) accompanying a March may cost the mover one of its own units:
 * Skirmish, Partisans and War Path remove one of the striker's units only when they remove two enemy
 * units, or an enemy Fort or Village (4.2.2, 4.3.2, 4.3.3, 4.4.2, 4.5.2). In a March nothing else removes
 * or adds the enemy's pieces (the British March Activates Militia, a flip), so unless the target shows a
 * base or at least two enemy pieces gone from one space (a Leader's extra Militia, 1.10, counts there
 * too), the strike removes none of the mover's own.
 */
function strikeMayCostOwn(start: GameState, t: Board, mover: string): boolean {
  const enemies = mover === 'british' || mover === 'indians' ? REBEL_PIECES : ROYALIST_PIECES;
  for (const id of SPACE_IDS) {
    let removed = 0;
    for (const p of enemies) {
      const d = start.spaces[id].pieces[p] - t.spaces[id].pieces[p];
      if (d > 0 && (p === 'patriotFort' || p === 'britishFort' || p === 'village')) return true;
      removed += d;
    }
    if (removed >= 2) return true;
  }
  return false;
}

/**
 * Whether the mover's March under way on the card ({@link PAYING}, {@link ARRIVED}) has brought more
 * units of a group into a space than the target shows there: those may not move again (3.2.3, 3.3.2,
 * 3.4.2, 3.5.4; one a Special Activity Activates stays arrived, so at least the fewest the record's
 * alternatives keep there stay, {@link arrivedLeast}), later arrivals only add, and nothing else in the
 * move removes them unless a Special Activity still possible removes the mover's own pieces of that
 * group ({@link OWN_LOSSES}, whose groups are not judged), so no continuation matches.
 */
function arrivedBeyond(se: Search, s: GameState, host: MoverHost, paying: Paying): boolean {
  const frame = paying.frame as PayingFrame & Record<string, unknown>;
  const recordOf = ARRIVED[frame.kind];
  if (recordOf === undefined) return false;
  const record = recordOf(frame);
  const mayLose = ownLossPossible(se, host);
  const t = se.dist.target;
  for (const g of paying.groups) {
    if (g.some(mayLose)) continue;
    for (const id of frame.selected) {
      let want = 0;
      for (const p of g) want += t.spaces[id].pieces[p];
      if (arrivedLeast(s, record, id, g) > want) return true;
    }
  }
  return false;
}

/** The Marches whose units only step into a neighbouring space (3.3.2, 3.4.2; the British and French Marches may also go by sea), and the frame's field naming the destination being resolved. */
const STEPPING_MARCHES: Readonly<Record<string, 'dest' | 'open'>> = { patriotsMarch: 'dest', indiansMarch: 'open' };

/**
 * Whether the mover's Patriot or Indian March under way on the card ({@link STEPPING_MARCHES}) can no
 * longer bring the counts of a piece group ({@link PAYING}) to the target's, whatever it does next: its
 * units step only from a neighbouring space into the destination being resolved or one still to be
 * selected (3.3.2, 3.4.2; a closed destination receives no more), and none moves twice — only units
 * not yet moved may leave a space, though a space may receive units while its own leave (War Parties
 * routed through a Province that ends as it began). Nothing else in the move adds or removes the group's
 * pieces (groups a Special Activity may remove are not judged, {@link OWN_LOSSES}), so each space's
 * difference from the target must be met by such steps: a flow from the spaces above the target to
 * those below it, through spaces that may still be selected, each space sending at most its unmoved
 * units ({@link stillMovableOf}: a unit a Special Activity Activates after it arrived stays arrived, so
 * no flip adds to them).
 */
function routesShort(se: Search, s: GameState, host: MoverHost, paying: Paying): boolean {
  const frame = paying.frame as PayingFrame & Record<string, unknown>;
  const field = STEPPING_MARCHES[frame.kind];
  if (field === undefined) return false;
  const record = ARRIVED[frame.kind](frame);
  const current = frame[field] as SpaceId | null;
  const t = se.dist.target;
  const n = SPACE_IDS.length;
  const r = (se.routes ??= routeScratch());
  const { need, senders, open } = r;
  let mayLose: ((p: SpacePiece) => boolean) | undefined;
  let opened = false;
  for (const g of paying.groups) {
    let net = 0;
    let owed = 0;
    for (let i = 0; i < n; i++) {
      const id = SPACE_IDS[i];
      const now = s.spaces[id].pieces;
      const then = t.spaces[id].pieces;
      let d = 0;
      for (let k = 0; k < g.length; k++) d += then[g[k]] - now[g[k]];
      need[i] = d;
      net += d;
      if (d > 0) owed += d;
    }
    if (net !== 0 || owed === 0 || g.some((mayLose ??= ownLossPossible(se, host)))) continue;
    for (let i = 0; i < n; i++) senders[i] = stillMovableOf(s, record, SPACE_IDS[i], g);
    if (!opened) {
      const more = maySelectMore(frame);
      for (let i = 0; i < n; i++) open[i] = frame.selected.includes(SPACE_IDS[i]) ? (SPACE_IDS[i] === current ? 1 : 0) : more ? 1 : 0;
      opened = true;
    }
    if (maxRouted(r, owed) < owed) return true;
  }
  return false;
}

/**
 * How many of the mover's pieces a Special Activity may still flip during its Command or after it ({@link closedShort}, {@link activeBelow}):
 * none once no Activity may come or be under way ({@link activityMayFlip}); Trade Activates one War
 * Party (4.4.1), Persuasion one Militia in each of its spaces still to select (4.3.1); any other, or one
 * not announced, is not bounded here (Infinity).
 */
function flipsLeft(se: Search, s: GameState, host: MoverHost, paying: Paying | undefined): number {
  if (!activityMayFlip(se, s, host, paying)) return 0;
  const activity = host.activity ?? se.announced?.activity;
  if (activity === 'trade') return 1;
  if (activity === 'persuasion') {
    const frame = s.stack.find((f) => f.kind === 'patriotsPersuasion') as unknown as { selected: readonly SpaceId[] } | undefined;
    return PERSUASION_SPACES - (frame?.selected.length ?? 0);
  }
  return Infinity;
}

/** A capacity no route exhausts. */
const ROUTE_UNBOUNDED = 1 << 28;

/** The arrays of {@link maxRouted}'s network (three nodes a space, a source and a sink), one set per search. */
interface RouteScratch {
  need: Int32Array;
  senders: Int32Array;
  open: Uint8Array;
  head: Int32Array;
  to: Int32Array;
  cap: Int32Array;
  next: Int32Array;
  via: Int32Array;
  queue: Int32Array;
}

/** Empty {@link RouteScratch} arrays sized for the map. */
function routeScratch(): RouteScratch {
  const n = SPACE_IDS.length;
  const size = 3 * n + 2;
  let edges = 4 * n;
  for (const id of SPACE_IDS) edges += ADJACENT_INDICES[id].length;
  return {
    need: new Int32Array(n),
    senders: new Int32Array(n),
    open: new Uint8Array(n),
    head: new Int32Array(size),
    to: new Int32Array(2 * edges),
    cap: new Int32Array(2 * edges),
    next: new Int32Array(2 * edges),
    via: new Int32Array(size),
    queue: new Int32Array(size),
  };
}

/**
 * The most units that can be routed ({@link routesShort}), up to `enough`, from the spaces with `need`
 * below 0 (units to send away) to those above 0 (units to receive), over neighbouring spaces, into
 * `open` spaces only, each space sending at most `senders` units: a maximum flow (augmenting paths) in
 * a network of three nodes a space — units arriving, units leaving, and the cap on leaving — between a
 * source and a sink.
 */
function maxRouted(r: RouteScratch, enough: number): number {
  const { need, senders, open, head, to, cap, next, via, queue } = r;
  const n = need.length;
  const source = 3 * n;
  const sink = source + 1;
  head.fill(-1);
  let e = 0;
  const edge = (u: number, v: number, c: number): void => {
    to[e] = v;
    cap[e] = c;
    next[e] = head[u];
    head[u] = e++;
    to[e] = u;
    cap[e] = 0;
    next[e] = head[v];
    head[v] = e++;
  };
  // Node i: units arriving in space i; n + i: leaving it; 2n + i: past the cap on leaving.
  for (let i = 0; i < n; i++) {
    if (need[i] < 0) edge(source, n + i, -need[i]);
    if (need[i] > 0) edge(i, sink, need[i]);
    if (open[i] === 1) edge(i, n + i, ROUTE_UNBOUNDED);
    if (senders[i] > 0) {
      edge(n + i, 2 * n + i, senders[i]);
      const near = ADJACENT_INDICES[SPACE_IDS[i]];
      for (let k = 0; k < near.length; k++) if (open[near[k]] === 1) edge(2 * n + i, near[k], ROUTE_UNBOUNDED);
    }
  }
  let flow = 0;
  while (flow < enough) {
    via.fill(-1);
    let qs = 0;
    let qe = 0;
    queue[qe++] = source;
    while (qs < qe && via[sink] < 0) {
      const u = queue[qs++];
      for (let x = head[u]; x >= 0; x = next[x]) {
        const v = to[x];
        if (cap[x] > 0 && via[v] < 0 && v !== source) {
          via[v] = x;
          queue[qe++] = v;
        }
      }
    }
    if (via[sink] < 0) break;
    let f = ROUTE_UNBOUNDED;
    for (let v = sink; v !== source; v = to[via[v] ^ 1]) f = Math.min(f, cap[via[v]]);
    for (let v = sink; v !== source; v = to[via[v] ^ 1]) {
      cap[via[v]] -= f;
      cap[via[v] ^ 1] += f;
    }
    flow += f;
  }
  return flow;
}

/**
 * Whether the mover's paying Command under way on the card ({@link PAYING}) can select no more spaces
 * (Limited: one, 2.3.5; a restriction's maximum: {@link maySelectMore}), or — the British March, whose
 * destinations are selected in map order (docs/actions.md) — none before its current one, while the
 * target shows more of the pieces only it brings in ({@link PAYING}) in a space it has not selected:
 * no continuation matches.
 */
function unselectableShort(se: Search, s: GameState, paying: Paying): boolean {
  const frame = paying.frame as PayingFrame & Record<string, unknown>;
  const more = maySelectMore(frame);
  const after = frame.kind === 'britishMarch' && frame.current != null ? spaceIndex(frame.current as SpaceId) : -1;
  if (more && after < 0) return false;
  const t = se.dist.target;
  for (const id of spacesShowing(t, paying.groups)) {
    if ((!more || spaceIndex(id) <= after) && !frame.selected.includes(id) && lacks(s, t, id, paying.groups)) return true;
  }
  return false;
}

/** The frame kinds of {@link PAYING} by Faction and Command id. */
const PAYING_COMMANDS: Readonly<Record<Faction, Readonly<Record<string, string>>>> = {
  british: { march: 'britishMarch' },
  patriots: { march: 'patriotsMarch', rally: 'patriotsRally' },
  french: { march: 'frenchMarch' },
  indians: { march: 'indiansMarch', gather: 'indiansGather' },
};

/**
 * Whether the mover's paying Command ({@link PAYING}) on the card is over and left it more Resources
 * than the target's, or a space with fewer of the pieces only that Command brings in than the target
 * shows: nothing after it in the move lowers Resources — Commands pay (3.1), the Special Activities
 * only give (4.1) — nor brings those pieces in ({@link PAYING}), so no continuation matches. Only for
 * the move's own end ({@link moverHost}: the turn ends with the Command and its Activity).
 */
function commandLeftOff(se: Search, s: GameState, host: MoverHost): boolean {
  const f = host.faction;
  const kind = host.commandSpaces.length > 0 && Object.hasOwn(PAYING_COMMANDS[f], host.command) ? PAYING_COMMANDS[f][host.command] : undefined;
  if (kind === undefined) return false;
  const t = se.dist.target;
  if (s.resources[f] > t.resources[f]) return true;
  const groups = PAYING[f]!.find(([k]) => k === kind)![1];
  for (const id of spacesShowing(t, groups)) if (lacks(s, t, id, groups)) return true;
  return false;
}

/**
 * The Commands whose selection of a space (3.2.3, 3.3.1, 3.3.2, 3.5.4, 3.4.1, 3.4.2) does nothing but
 * pay its cost unless the Command is free and record the space, the frame staying on top for the
 * space's own decisions (the Patriot March also Activates War Parties in the destination it closes),
 * and the cost: one Resource; the Gather's first Indian Reserve Province none; for the Indian March,
 * the destination it closes (none for the first reached from Reserves alone), unless a Non-Player
 * March, which pays as it selects (8.1: not told here). A selection's effect on {@link spentBeyond},
 * known without taking the step.
 */
const SELECTION_COST: Readonly<Record<string, (s: GameState, frame: PayingFrame, space: SpaceId) => number | undefined>> = {
  britishMarch: () => 1,
  patriotsMarch: () => MARCH_COST,
  patriotsRally: () => RALLY_COST,
  frenchMarch: () => FRENCH_MARCH_COST,
  indiansGather: (_s, frame, space) => gatherCost({ selected: frame.selected as SpaceId[] }, space),
  indiansMarch: (s, frame) => (s.options.nonPlayers.includes('indians') ? undefined : marchDestinationCost(frame as unknown as IndiansMarchFrame)),
};

/**
 * Whether selecting a space at `s` (a {@link SELECTION_COST} Command's selection) leaves its Faction
 * short of the target's Resources ({@link spentBeyond} finds it so in the position reached: the cost
 * paid, the space no longer owed), so that the step need not be taken: then a lower bound of the
 * distance of the position reached (its Resources paid, at most the Underground War Parties of the
 * Patriot March's closed destination Activated); else undefined.
 */
function selectionFallsShort(se: Search, s: GameState, dist: number, a: Action): number | undefined {
  if (a.type !== 'selectSpace' || a.faction === 'chance' || !se.ownStop) return undefined;
  const f = a.faction;
  const top = s.stack[s.stack.length - 1] as unknown as PayingFrame & { faction: string; dest?: SpaceId | null };
  const cost = Object.hasOwn(SELECTION_COST, top.kind) ? SELECTION_COST[top.kind](s, top, a.space!) : undefined;
  if (cost === undefined || top.faction !== f || top.mode.free || s.resources[f] < cost || payingCommand(s, f)?.frame !== top) return undefined;
  const t = se.dist.target;
  const was = s.resources[f];
  const now = was - cost;
  if (now - commandOwes(s, f, t, a.space) + resourcesMayRiseBy(s, f, t, se.announced, true) >= t.resources[f]) return undefined;
  const activated = top.kind === 'patriotsMarch' && top.dest ? s.spaces[top.dest].pieces.warPartyUnderground : 0;
  return dist - Math.abs(was - t.resources[f]) + Math.abs(now - t.resources[f]) - 2 * activated;
}

/** A move's Faction, piece kind, origin and destination. */
const moveKey = (a: Action): string => `${a.faction}|${a.piece}|${a.from}|${a.to}`;

/**
 * Whether a move, checked once when its position is first taken from the frontier, made impossible
 * another move into the same space that its parent offered and that brought the board nearer the
 * target: the rules order the moves into a space (3.3.2: a group's Continentals before its Militia;
 * 3.2.3: origins one after another), so moving one group first can close the way for another, and the
 * greedy choice (the group nearest the target) is then often the wrong one. Likewise a selection of
 * the next space, or the end of the decision, that gives up such a move. Such a step is a detour.
 * A move after which only the rest of its group may move (the Tories that go with the Regulars, 3.2.3)
 * forecloses nothing yet: the group's last move is judged against what was offered before it began.
 */
function forecloses(node: Node, legal: readonly Action[]): boolean {
  const a = node.action;
  if (node.checked || a === null) return false;
  if (a.type === 'move' && legal.length > 0 && legal.every((b) => b.type === 'move' && b.faction === a.faction && b.from === a.from && b.to === a.to)) {
    // Only the rest of the group may move next (the Tories going with the Regulars just moved): the
    // moves it offered are judged once the group is complete.
    node.checked = node.groupRest = true;
    return false;
  }
  const parent = node.parent;
  let offered = parent?.progress;
  let skip: string | undefined;
  if (parent?.groupRest === true && parent.parent?.progress !== undefined) {
    // The group is complete: what was offered before it began, but the group's own first move.
    offered = new Set([...parent.parent.progress, ...(offered ?? [])]);
    skip = moveKey(parent.action!);
  }
  if (offered === undefined) return false;
  if (a.type !== 'move') {
    // Selecting the next space or finishing: every progressing move it closes is given up.
    if (a.type !== 'selectSpace' && a.type !== 'done') return false;
    node.checked = true;
    const open = new Set(legal.filter((b) => b.type === 'move').map(moveKey));
    for (const k of offered) if (!open.has(k)) return true;
    return false;
  }
  node.checked = true;
  const mine = moveKey(a);
  let open: Set<string> | undefined;
  for (const k of offered) {
    if (k === mine || k === skip || !k.startsWith(`${a.faction}|`) || !k.endsWith(`|${a.to}`)) continue;
    open ??= new Set(legal.filter((b) => b.type === 'move').map(moveKey));
    if (!open.has(k)) return true;
  }
  return false;
}

/** The step an action takes regardless of its count and option: what its variants share. */
const variantGroup = (a: Action): string => `${a.faction}|${a.type}|${a.space ?? ''}|${a.from ?? ''}|${a.to ?? ''}|${a.piece ?? ''}|${a.command ?? ''}|${a.activity ?? ''}`;

/** The dice rolled along a sequence, read from the account of each step. */
function diceOf(start: GameState, states: readonly GameState[]): DiceNeeded[] {
  const out: DiceNeeded[] = [];
  let before = start;
  states.forEach((after, step) => {
    for (const e of newLogEntries(before, after)) {
      const m = /^(.*): rolled ([0-9]+(?: \+ [0-9]+)*)(?: = [0-9]+)?$/.exec(e.text);
      if (m) out.push({ step, reason: m[1], values: m[2].split(' + ').map(Number) });
    }
    before = after;
  });
  return out;
}

/** The spaces whose pieces, markers or Leaders differ between the start and the target. */
function changedSpaces(start: GameState, t: Board): Set<string> {
  const out = new Set<string>();
  for (const id of SPACE_IDS) {
    const s = start.spaces[id];
    const b = t.spaces[id];
    if (SPACE_PIECES.some((p) => s.pieces[p] !== b.pieces[p]) || MARKERS.some((m) => s[m] !== b[m])) out.add(id);
  }
  for (const f of FACTIONS) {
    const a = start.leaders[f].at;
    const b = t.leaders[f].at;
    if (a !== b) {
      if (a !== 'available') out.add(a);
      if (b !== 'available') out.add(b);
    }
  }
  return out;
}

/** The first difference in words, as a thing no legal action does ("moves 1 Tory into Boston"). */
function missingText(d: BoardDifference): string {
  if (typeof d.actual === 'number' && typeof d.target === 'number' && SPACE_SET.has(d.where) && (SPACE_PIECES as readonly string[]).includes(d.what)) {
    const n = d.target - d.actual;
    const kind = d.what as SpacePiece;
    return n > 0
      ? `places or moves ${n} ${kindName(kind, n)} into ${spaceName(d.where as SpaceId)}`
      : `removes or moves ${-n} ${kindName(kind, -n)} out of ${spaceName(d.where as SpaceId)}`;
  }
  return `makes it so (${d.text})`;
}

/** The value a difference is about, in another state. */
function valueOf(s: GameState, d: BoardDifference): unknown {
  if (SPACE_SET.has(d.where)) {
    const sp = s.spaces[d.where as SpaceId];
    return (MARKERS as readonly string[]).includes(d.what) ? sp[d.what as SpaceMarker] : sp.pieces[d.what as SpacePiece];
  }
  if ((POOLS as readonly string[]).includes(d.where)) return s[d.where as Pool][d.what as PieceType];
  if (d.where === 'resources') return s.resources[d.what as Faction];
  if (d.where === 'leaders') return JSON.stringify(s.leaders);
  return s[d.where as 'cbc' | 'crc' | 'fni' | 'treatyOfAlliance'];
}

/**
 * The first decision along `states` (each the state before a step) that selects spaces and refuses to
 * select the difference's space with a reason of the rule's own (not the generic one built from the
 * options): the selection tried with the difference's piece kind first, then without one, then with
 * the other kinds the decision selects for (a decision that selects spaces for Regulars only still
 * says why Tories may not muster there).
 */
function refusedSelection(states: readonly GameState[], d: BoardDifference): { step: number; error: IllegalActionError } | undefined {
  if (!SPACE_SET.has(d.where)) return undefined;
  for (let i = 0; i < states.length; i++) {
    const s = states[i];
    if (s.result !== null) continue;
    const p = pending(s)!;
    if (p.faction === 'chance') continue;
    const selections = listed(s).filter((a) => a.type === 'selectSpace');
    if (selections.length === 0) continue;
    const pieces = [...new Set([undefined, ...selections.map((a) => a.piece)])].sort((a, b) => rankPiece(a, d.what) - rankPiece(b, d.what));
    for (const piece of pieces) {
      const r = tryApply(s, piece === undefined ? { faction: p.faction, type: 'selectSpace', space: d.where } : { faction: p.faction, type: 'selectSpace', space: d.where, piece });
      if (!r.ok && r.error.code === 'not-legal-now' && r.error.details.reason !== null && r.error.details.reason.generic !== true) return { step: i, error: r.error };
    }
  }
  return undefined;
}

/** The order selections are tried in: with the difference's piece kind, then without a kind, then the rest. */
const rankPiece = (piece: string | undefined, what: string): number => (piece === what ? 0 : piece === undefined ? 1 : 2);

/**
 * The engine's refusal of a near miss: the step taken there with its count changed to give the target
 * (when the step is known), else an action built from the legal ones toward the first difference.
 */
function nearMiss(state: GameState, d: BoardDifference, taken?: Action): IllegalActionError | undefined {
  if (state.result !== null) return undefined;
  const p = pending(state)!;
  const space = SPACE_SET.has(d.where) ? d.where : undefined;
  const tries: Record<string, unknown>[] = [];
  if (taken?.count !== undefined && typeof d.target === 'number' && typeof d.actual === 'number') {
    const wanted = taken.count + (d.target - d.actual) * (taken.from === d.where ? -1 : 1);
    if (wanted >= 0 && wanted !== taken.count) tries.push({ ...taken, count: wanted });
  }
  for (const a of listed(state)) {
    const t: Record<string, unknown> = { ...a };
    if (space !== undefined) {
      if ('space' in t) t.space = space;
      else if ('to' in t && SPACE_SET.has(String(t.to))) t.to = space;
      else continue;
    }
    if ('piece' in t && (SPACE_PIECES as readonly string[]).includes(d.what)) t.piece = d.what;
    if ('count' in t && typeof d.target === 'number' && typeof d.actual === 'number') t.count = Math.abs(d.target - d.actual);
    tries.push(t);
  }
  if (space !== undefined) tries.push({ faction: p.faction, type: 'selectSpace', space });
  for (const t of tries) {
    const r = tryApply(state, t);
    if (!r.ok && r.error.code !== 'malformed') return r.error;
  }
  return undefined;
}

/** The slices of the budget the portfolio gives its two runs in turn: 25% to the plain search, 35% to the wary one. */
const PLAIN_SHARE = 0.25;
const WARY_SHARE = 0.35;

/**
 * The search's portfolio, within one budget: the plain best-first search (detours weigh
 * {@link DETOUR_COST}) and a wary one (detours weigh {@link WARY_DETOUR_COST}) take turns, each resumed
 * where it stopped: the plain one for 15% of the budget (most moves are matched in a few positions),
 * the wary one for 35%, and again. The wary run finds moves whose detour comes early (a space
 * selected that changes nothing, a count above the target to be moved on), which the plain search
 * leaves waiting behind every position nearer the target; it also reaches many of the plain search's
 * long finds sooner. When the plain search has nothing left to expand, no continuation matches (the
 * wary run's positions are among its own): the search ends there. The plain search alone keeps the
 * closest positions (the departure).
 */
function portfolio(se: Search, root: () => Node): void {
  const plain = new Run(se, root(), true, ordering(DETOUR_COST));
  const wary = new Run(se, root(), false, ordering(WARY_DETOUR_COST), WARY_ACTIVITY_CREDIT);
  const plainSlice = Math.max(1, Math.round(se.maxNodes * PLAIN_SHARE));
  const warySlice = Math.max(1, Math.round(se.maxNodes * WARY_SHARE));
  while (se.nodes < se.maxNodes && se.found.length < se.alternatives && !plain.done) {
    plain.advance(Math.min(se.maxNodes, se.nodes + plainSlice));
    if (plain.done || se.found.length >= se.alternatives) break;
    if (!wary.done) wary.advance(Math.min(se.maxNodes, se.nodes + warySlice));
  }
}

/** The search from `state` toward the target board, and its root position (made anew for each run). */
function newSearch(state: GameState, board: Board, options: MatchOptions): { se: Search; root: () => Node } {
  const mover = pending(state)!.faction;
  const dist = new Distance(board, strikeOf(state, board, mover, options.announced), baseBuilds(state, board, mover, options.announced));
  const keys = new PositionKeys();
  const rootDist = dist.of(state);
  const rootKey = keys.of(state);
  const root = (): Node => newNode(state, null, false, false, null, 0, rootDist, rootDist - dist.resources(state), 0, 0, rootKey);
  const se: Search = {
    stop: moveIsOver(state, options.until),
    ownStop: typeof options.until !== 'function',
    dist,
    keys,
    steps: new Map(),
    inexact: new Set(),
    changed: changedSpaces(state, board),
    mover: pending(state)!.faction,
    announced: options.announced,
    alternatives: Math.max(1, options.alternatives ?? 1),
    maxNodes: options.maxNodes ?? 2000,
    nodes: 0,
    order: 1,
    found: [],
    best: root(),
    bestEnd: null,
    strikeCosts: strikeMayCostOwn(state, board, mover),
    routes: undefined,
  };
  return { se, root };
}

/**
 * The search's exact test of a position reached from `state` (the start of the move): whether it drops
 * the position as one from which no continuation produces the target — Resources that can no longer
 * reach the target's ({@link spentBeyond}) or the mover's own Command leaving it short
 * ({@link ownCommandMisses}). For tests: every position of a move actually played toward its own end
 * board must be kept.
 */
export function dropsPosition(state: GameState, target: MoveTarget | GameState | readonly BoardChange[], options: MatchOptions = {}): (s: GameState) => boolean {
  const board = normaliseTarget(state, target);
  const { se } = newSearch(state, board, options);
  return (s) => spentBeyond(s, board, options.announced) !== null || ownCommandMisses(se, s);
}

/**
 * Finds the legal micro-action sequences from `state` (the decision where the human's move begins) that
 * produce exactly the `target` board once the move is over, canonical (engine-order, nearest-first) one
 * first; or, when none does, the legal sequence nearest to the target, what still differs, and where the
 * table's move departs from the rules. Orders of steps the rules leave free do not matter: the engine's
 * own order is searched. With seeded dice the rolls are the state's own; with external dice the `chance`
 * decisions are searched like any other and the dice each sequence needs are reported. Pure; bounded by
 * `maxNodes` (a single Command is typically matched in a few milliseconds).
 * The target is a full GameState (its board), a partial board ({@link MoveTarget}: what is left out is
 * unchanged), or a list of {@link BoardChange}s (what changed, by how much).
 * @throws InvalidStateError when the target is not a board (unknown space, piece or field; a count out of range; a bad change) or the game is over.
 */
export function matchMove(state: GameState, target: MoveTarget | GameState | readonly BoardChange[], options: MatchOptions = {}): MatchResult {
  if (state.result !== null || state.stack.length === 0) throw new InvalidStateError(['matchMove: the game is over, no move can begin']);
  const board = normaliseTarget(state, target);
  const { se, root } = newSearch(state, board, options);
  portfolio(se, root);
  if (se.found.length > 0) {
    return {
      ok: true,
      sequences: se.found.map((f) => {
        const path = pathOf(f);
        return { actions: path.map((n) => n.action!), dice: diceOf(state, path.map((n) => n.state!)), state: f.state! };
      }),
      nodes: se.nodes,
    };
  }
  // The closest: a whole legal move when the search finished one, else the furthest point reached.
  const closest = se.bestEnd ?? se.best;
  const bestPath = pathOf(closest);
  const actions = bestPath.map((n) => n.action!);
  const endState = closest.state!;
  const differences = differencesFrom(endState, board);
  const stateAt = (i: number): GameState => (i === 0 ? state : bestPath[i - 1].state!);
  const first = differences[0];
  // The departure: the last step that changed the first thing that differs (it left it wrong), else the
  // last decision inside the move (the step that ended the move, or the closest point itself).
  const ended = bestPath.length > 0 && se.stop(endState);
  let step = ended ? actions.length - 1 : actions.length;
  let changedHere = false;
  if (first !== undefined) {
    for (let i = actions.length - 1; i >= 0; i--) {
      if (valueOf(stateAt(i), first) !== valueOf(bestPath[i].state!, first)) {
        step = i;
        changedHere = true;
        break;
      }
    }
  }
  // A space the closest move never changed: the first decision on the way that selects spaces and whose
  // rules refuse this one says why the table's move could not have used it.
  // The closest point was dropped because its Resources can no longer reach the target's: the step after
  // which they could not is the departure, whatever else differs.
  const shortAt = spentBeyond(endState, board, options.announced) === null ? -1 : bestPath.findIndex((n) => spentBeyond(n.state!, board, options.announced) !== null);
  const shortfall = shortAt >= 0;
  if (shortfall) step = shortAt;
  const refused = !shortfall && first !== undefined && !changedHere ? refusedSelection(bestPath.length === 0 ? [state] : [state, ...bestPath.slice(0, -1).map((n) => n.state!)], first) : undefined;
  if (refused !== undefined) step = refused.step;
  const at = stateAt(step);
  const p = pending(at);
  const here = p ? `${p.prompt} (${p.rule})` : 'the end of the game';
  let reason: string;
  if (shortfall) {
    const s = spentBeyond(bestPath[shortAt].state!, board, options.announced)!;
    reason = `step ${step + 1} (${describeAction(actions[step])}) leaves the ${FACTION_NAME[s.faction]} at most ${s.most} Resources by the end of the move${s.owed > 0 ? ` (their Command must still pay for ${s.owed} space${s.owed === 1 ? '' : 's'} the table's move places or moves pieces into)` : ''}${s.near ? ' (Persuasion may act only where the table\'s move places a Propaganda marker)' : ''}, and the table's move leaves them ${s.target}: Commands only pay (3.1), and only the Special Activities that give Resources back can raise them (4.1)`;
  } else if (refused !== undefined) {
    const why = refused.error.details.reason!;
    reason = `step ${step + 1} (${here}): the table's move ${missingText(first!)}, but ${spaceName(first!.where as SpaceId)} may not be selected: ${why.text} (${why.rule})`;
  } else if (first === undefined) {
    reason = `the board matches, but no legal sequence reaching it takes every announced choice and ends the move (${here})`;
  } else if (changedHere) {
    reason = `step ${step + 1} (${describeAction(actions[step])}) leaves ${first.text}; no legal action at ${here} ${missingText(first)}`;
  } else if (ended) {
    reason = `${describeAction(actions[step])} ends the move with ${first.text}; no legal action at ${here} ${missingText(first)}`;
  } else {
    reason = `no legal action at ${here} ${missingText(first)}`;
  }
  if (se.nodes >= se.maxNodes) reason += ` (search stopped after ${se.nodes} positions)`;
  const error = shortfall ? undefined : (refused?.error ?? (first ? nearMiss(at, first, changedHere ? actions[step] : undefined) : undefined));
  if (error && refused === undefined) reason += `; the engine refuses the nearest try: ${error.message}`;
  return {
    ok: false,
    closest: { actions, differences, state: endState },
    departure: error ? { step, reason, error } : { step, reason },
    nodes: se.nodes,
    exhausted: se.nodes >= se.maxNodes,
  };
}
