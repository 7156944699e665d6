/**
 * Distance to the target for whole-move matching: how many unit changes still separate a state's board
 * from the target, counted per space and piece group, with the pieces an announced striking Special
 * Activity needs (4.2.2, 4.3.2, 4.3.3, 4.4.2, 4.5.2) and the units a base-building Command replaces
 * (3.2.1, 3.3.1, 3.4.1) judged as no distance, the Underground Militia the Persuasion of a March or
 * Rally will Activate (4.3.1), those a Rally's Partisans will Activate (4.3.2) and the Militia a Rally's
 * Continentals will replace (3.3.1) still wanted, and the Patriot pieces a Rally must take from Washington's
 * space to leave him alone (1.10); and the board's differences from the target, in words.
 * @module
 */
import type { CommandId } from '../core/action';
import type { GameState, SpaceState } from '../core/state';
import type { Faction, PieceType, SpaceId, SpacePiece } from '../data/ids';
import { FACTIONS, PIECE_TYPES, SPACE_IDS, SPACE_PIECES, spaceIndex } from '../data/ids';
import { KIND_NAME, spaceName } from '../data/text';
import { ADJACENT_INDICES } from '../data/map';
import { CUBES_PER_FORT } from '../rules/commands/british/muster';
import { countFaction, markersIn, piecesAt, spaceAt, spacesIdentity } from '../rules/board';
import type { MoveTarget } from './target';
import type { Announced, BoardDifference } from './matchTypes';
import { MARKERS, POOLS, TRACKS, type Board, normaliseTarget } from './matchBoard';

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
export function strikeOf(start: GameState, target: Board, mover: string, announced: Announced | undefined): Strike | null {
  const activity = announced?.activity;
  if (mover === 'chance' || (activity !== 'partisans' && activity !== 'warPath' && activity !== 'skirmish')) return null;
  const f = mover as Faction;
  const enemies = f === 'british' || f === 'indians' ? REBEL_PIECES : ROYALIST_PIECES;
  const spaces = new Set<number>();
  SPACE_IDS.forEach((id, i) => {
    let before = 0;
    let after = 0;
    for (const p of enemies) {
      before += piecesAt(start, id)[p];
      after += target.spaces[id].pieces[p];
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

/**
 * In a space where an announced Persuasion is still to place the Propaganda marker the target shows
 * (4.3.1), how much further its Militia are than they look: Persuasion will Activate one of its
 * Underground Militia there, so before it the space wants one Underground Militia more than the target
 * shows and one Active fewer (when the target shows none Active, the Activated one marches on). The
 * difference from the plain count of the two kinds. Orders the search only.
 */
function persuasionAhead(now: Record<SpacePiece, number>, then: Record<SpacePiece, number>): number {
  const plain = Math.abs(now.militiaUnderground - then.militiaUnderground) + Math.abs(now.militiaActive - then.militiaActive);
  return Math.abs(now.militiaUnderground - then.militiaUnderground - 1) + Math.abs(now.militiaActive - Math.max(0, then.militiaActive - 1)) - plain;
}

/**
 * In a space where an announced Patriot Rally is still to replace Militia with the Continentals the
 * target shows (3.3.1: in one Rally space with a Patriot Fort, any Militia replaced with Continentals),
 * how much further its Militia are than they look: each Continental to come replaces a Militia there,
 * so before the replacement the space wants that many Militia more than the target shows, in any mix of
 * Underground and Active (the nearest split). The difference from the plain count of the two kinds; the
 * Continentals themselves still differ. Orders the search only.
 */
function continentalsAhead(now: Record<SpacePiece, number>, then: Record<SpacePiece, number>): number {
  const n = then.continental - now.continental;
  const plain = Math.abs(now.militiaUnderground - then.militiaUnderground) + Math.abs(now.militiaActive - then.militiaActive);
  let best = Infinity;
  for (let r = 0; r <= n; r++) best = Math.min(best, Math.abs(now.militiaUnderground - r - then.militiaUnderground) + Math.abs(now.militiaActive - (n - r) - then.militiaActive));
  return best - plain;
}

/**
 * In a space where the Partisans announced with a Patriot Rally is still to strike (4.3.2: it holds more
 * Royalist pieces than the target shows) and the target shows no Active Militia, how much further its
 * Militia are than they look: the strike Activates one Underground Militia there, or two of which it
 * removes one where it removes two units or a Village, and the one left Active is taken on by a later
 * Rally placement from the map (3.3.1, 1.4.1), so before the strike the space wants that many
 * Underground Militia more than the target shows. The difference from the plain count. (Where the target
 * shows Active Militia, the strike's are among them.) Orders the search only.
 */
function partisansAhead(now: Record<SpacePiece, number>, then: Record<SpacePiece, number>): number {
  let gone = 0;
  let base = false;
  for (const p of ROYALIST_PIECES) {
    const g = Math.max(0, now[p] - then[p]);
    gone += g;
    if (g > 0 && p === 'village') base = true;
  }
  if (gone === 0) return 0;
  const under = then.militiaUnderground + (gone >= 2 || base ? 2 : 1);
  return Math.abs(now.militiaUnderground - under) - Math.abs(now.militiaUnderground - then.militiaUnderground);
}

/**
 * The spaces (by index) where an announced Patriot Rally owes a Fort relay: the target shows there the
 * Patriot Forts of the start but fewer Continentals, and a Rally removes Continentals only where a Fort
 * replaces two units (3.3.1). So a Fort is to come in, replacing them, and the space's own is to go on
 * to another space (taken from the map, 1.4.1), before or after. Null when there is none.
 */
export function fortRelays(start: GameState, target: Board, mover: string, announced: Announced | undefined): ReadonlySet<number> | null {
  if (!rallyReplaces(mover, announced)) return null;
  const spaces = new Set<number>();
  SPACE_IDS.forEach((id, i) => {
    const a = piecesAt(start, id);
    const b = target.spaces[id].pieces;
    if (b.patriotFort > 0 && a.patriotFort === b.patriotFort && a.continental > b.continental) spaces.add(i);
  });
  return spaces.size > 0 ? spaces : null;
}

/**
 * In a space of {@link fortRelays}, the relay still owed: while the space holds the target's Forts and
 * more Continentals, neither Fort has moved yet, and it is two Fort changes further than it looks (once
 * its own Fort has gone on first, the Fort it lacks counts plainly). Orders the search only.
 */
const relayAhead = (now: Record<SpacePiece, number>, then: Record<SpacePiece, number>): number => (now.patriotFort === then.patriotFort && now.continental > then.continental ? 2 : 0);

/**
 * Whether the announced move is a Patriot Rally: nothing else in it places Continentals (3.3.1), so a
 * space where the target shows more is the one whose Militia it replaces ({@link continentalsAhead}).
 */
export const rallyReplaces = (mover: string, announced: Announced | undefined): boolean => mover === 'patriots' && announced?.command === 'rally';

/**
 * Whether the announced move is a Patriot March or Rally with Persuasion: nothing else in it places a
 * Propaganda marker (3.3.1, 3.3.2; Rabble-Rousing does, 3.3.4), so every marker the target adds is
 * Persuasion's, and each Activates an Underground Militia in its space ({@link persuasionAhead}; one
 * the target shows gone is marched on, or taken on by a later Rally placement from the map, 1.4.1).
 */
export const persuades = (mover: string, announced: Announced | undefined): boolean => mover === 'patriots' && (announced?.command === 'march' || announced?.command === 'rally') && announced.activity === 'persuasion';

/** The {@link BaseBuild} of the mover's announced Command ({@link BASE_BUILDS}), or null when the target shows no base more than the start. */
export function baseBuilds(start: GameState, target: Board, mover: string, announced: Announced | undefined): BaseBuild | null {
  const build = mover === 'chance' ? undefined : BASE_BUILDS[mover as Faction];
  if (build === undefined || announced?.command !== build[0]) return null;
  const [, base, units, per] = build;
  const spaces = new Set<number>();
  SPACE_IDS.forEach((id, i) => {
    if (target.spaces[id].pieces[base] > piecesAt(start, id)[base]) spaces.add(i);
  });
  return spaces.size > 0 ? { spaces, base, units, per } : null;
}

/** The kind an Underground piece becomes when Activated (1.4.3). */
export const ACTIVATED: Partial<Record<SpacePiece, SpacePiece>> = { militiaUnderground: 'militiaActive', warPartyUnderground: 'warPartyActive' };

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

/**
 * Distances memoised per space and per pool object: unchanged parts are shared between states. One
 * Distance serves one search, which keeps every state it reached anyway (its steps, matchNodes.ts), so the
 * memos are plain maps (a weak map's insertions and its collection cost more).
 */
export class Distance {
  readonly #spaceMemo = SPACE_IDS.map(() => new Map<SpaceState, number>());
  readonly #poolMemo = POOLS.map(() => new Map<object, number>());
  constructor(
    readonly target: Board,
    /** The mover's announced Special Activity that removes enemy pieces, if any ({@link strikeOf}). */
    readonly strike: Strike | null = null,
    /** Where the announced Command builds the bases the target shows, from units in their spaces ({@link baseBuilds}). */
    readonly bases: BaseBuild | null = null,
    /** Whether an announced Persuasion is to place the Propaganda markers the target shows ({@link persuades}). */
    readonly persuasion = false,
    /** Whether an announced Patriot Rally is to replace Militia with the Continentals the target shows ({@link rallyReplaces}). */
    readonly replacing = false,
    /** Where an announced Patriot Rally owes a Fort relay ({@link fortRelays}). */
    readonly relays: ReadonlySet<number> | null = null,
  ) {}

  space(i: number, s: SpaceState): number {
    const memo = this.#spaceMemo[i];
    let d = memo.get(s);
    if (d === undefined) memo.set(s, (d = this.spaceOf(i, s)));
    return d;
  }

  /** {@link space} without its memo: for a space's state made up to judge a step not taken. */
  spaceOf(i: number, s: SpaceState): number {
    const t = this.target.spaces[SPACE_IDS[i]];
    let d = 0;
    for (const p of SPACE_PIECES) d += Math.abs(s.pieces[p] - t.pieces[p]);
    for (const m of MARKERS) d += Math.abs(s[m] - t[m]);
    const b = this.bases;
    if (b !== null && b.spaces.has(i) && s.pieces[b.base] < t.pieces[b.base]) d += unitsAhead(s.pieces, t.pieces, b);
    if (this.persuasion && s.propaganda < t.propaganda) d += persuasionAhead(s.pieces, t.pieces);
    if (this.replacing && s.pieces.continental < t.pieces.continental && (b === null || !b.spaces.has(i))) d += continentalsAhead(s.pieces, t.pieces);
    if (this.relays !== null && this.relays.has(i)) d += relayAhead(s.pieces, t.pieces);
    if (this.replacing && this.strike !== null && this.strike.need === 'militiaUnderground' && this.strike.spaces.has(i) && t.pieces.militiaActive === 0) d += partisansAhead(s.pieces, t.pieces);
    return d;
  }

  /**
   * How much nearer or further (positive) the target the state `s` of space `i` is with `delta` more
   * pieces of kind `piece`: for a step not taken. Without a term of {@link spaceOf} beyond the counts
   * for the space, only that kind's count changes.
   */
  shifted(i: number, s: SpaceState, piece: SpacePiece, delta: number): number {
    const b = this.bases;
    if ((b !== null && b.spaces.has(i)) || this.persuasion || this.replacing || (this.relays !== null && this.relays.has(i))) {
      return this.spaceOf(i, { ...s, pieces: { ...s.pieces, [piece]: s.pieces[piece] + delta } }) - this.space(i, s);
    }
    const t = this.target.spaces[SPACE_IDS[i]].pieces[piece];
    return Math.abs(s.pieces[piece] + delta - t) - Math.abs(s.pieces[piece] - t);
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

  /**
   * How much nearer the target the spaces where an announced Partisans or War Path is still to strike
   * are than they look (a negative number, or 0; positive where they are further): the strike Activates
   * one Underground unit, or two of which it removes one where it removes two enemy pieces or a base
   * (4.3.2, 4.4.2), so before it the target's Active units there, one of them, are still wanted
   * Underground. A space is still to be struck while it holds more enemy pieces than the target (no
   * Command of the move removes them). Asked in a March (3.3.2, 3.4.2), which places no units: there the
   * Active units the target shows in the strike's space are the strike's, not units to march in Active.
   * Orders the search only.
   */
  strikeAhead(s: GameState): number {
    const strike = this.strike;
    if (strike === null) return 0;
    const active = ACTIVATED[strike.need];
    if (active === undefined) return 0;
    const enemies = strike.need === 'militiaUnderground' ? ROYALIST_PIECES : REBEL_PIECES;
    let d = 0;
    for (const i of strike.spaces) {
      const now = piecesAt(s, SPACE_IDS[i]);
      const then = this.target.spaces[SPACE_IDS[i]].pieces;
      if (then[active] === 0) continue;
      let gone = 0;
      let base = false;
      for (const p of enemies) {
        const g = Math.max(0, now[p] - then[p]);
        gone += g;
        if (g > 0 && (p === 'britishFort' || p === 'village' || p === 'patriotFort')) base = true;
      }
      if (gone === 0) continue;
      const under = then[strike.need] + (gone >= 2 || base ? 2 : 1);
      d += Math.abs(now[strike.need] - under) + Math.abs(now[active] - (then[active] - 1)) - Math.abs(now[strike.need] - then[strike.need]) - Math.abs(now[active] - then[active]);
    }
    return d;
  }

  /** The pools part of {@link of}. */
  pools(s: GameState): number {
    let d = 0;
    for (let i = 0; i < POOLS.length; i++) d += this.pool(i, s[POOLS[i]]);
    return d;
  }

  /** What {@link of} changes by when Faction `f`'s Leader goes from where he stands in `s` to `to`, all else unchanged. */
  leaderTo(s: GameState, f: Faction, to: SpaceId | 'available'): number {
    const want = this.target.leaders[f].at;
    return leaderHops(to, want) - leaderHops(s.leaders[f].at, want);
  }

  /** The Resources part of {@link of}. */
  resources(s: GameState): number {
    let d = 0;
    for (const f of FACTIONS) d += Math.abs(s.resources[f] - this.target.resources[f]);
    return d;
  }

  of(s: GameState): number {
    let d = 0;
    for (let i = 0; i < SPACE_IDS.length; i++) d += this.space(i, spaceAt(s, SPACE_IDS[i]));
    for (let i = 0; i < POOLS.length; i++) d += this.pool(i, s[POOLS[i]]);
    return d + this.#rest(s) + this.#held(s);
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
    if (this.replacing && (s.leaders !== from.leaders || spacesIdentity(s) !== spacesIdentity(from))) d += this.#held(s) - this.#held(from);
    if (spacesIdentity(s) !== spacesIdentity(from)) {
      for (let i = 0; i < SPACE_IDS.length; i++) {
        const a = spaceAt(from, SPACE_IDS[i]);
        const b = spaceAt(s, SPACE_IDS[i]);
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
    const x = piecesAt(s, SPACE_IDS[i]);
    let dist = fromDist - Math.abs(x[piece] - t.pieces[piece]) + Math.abs(x[piece] + delta - t.pieces[piece]);
    if (this.persuasion && markersIn(s, SPACE_IDS[i], 'propaganda') < t.propaganda && (piece === 'militiaUnderground' || piece === 'militiaActive')) {
      dist += persuasionAhead({ ...x, [piece]: x[piece] + delta }, t.pieces) - persuasionAhead(x, t.pieces);
    }
    if (this.replacing && x.continental < t.pieces.continental && (piece === 'militiaUnderground' || piece === 'militiaActive') && (this.bases === null || !this.bases.spaces.has(i))) {
      dist += continentalsAhead({ ...x, [piece]: x[piece] + delta }, t.pieces) - continentalsAhead(x, t.pieces);
    }
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

  /**
   * The part of {@link of} for Washington in an announced Patriot Rally ({@link rallyReplaces}), where the
   * target shows him in the Available box while he stands in a space that the target shows still holding
   * Patriot pieces: a Rally moves him only when its placements take the last Patriot pieces from his space
   * (3.3.1, 1.4.1) and leave him alone (1.10), so those pieces must all leave and come back, two changes
   * each that the space's own distance does not show (the fewer of those there now and those the target
   * shows). Orders the search only.
   */
  #held(s: GameState): number {
    const at = s.leaders.patriots.at;
    if (!this.replacing || at === 'available' || this.target.leaders.patriots.at !== 'available') return 0;
    return 2 * Math.min(countFaction(piecesAt(s, at), 'patriots'), countFaction(this.target.spaces[at].pieces, 'patriots'));
  }

  /** The part of {@link of} outside the spaces and pools: Resources, Leaders, tracks, the Treaty. */
  #rest(s: GameState): number {
    let d = 0;
    const target = this.target;
    for (const f of FACTIONS) {
      d += Math.abs(s.resources[f] - target.resources[f]);
      const l = s.leaders[f];
      if (l.leader !== target.leaders[f].leader) d += 1;
      if (l.at !== target.leaders[f].at) d += leaderHops(l.at, target.leaders[f].at);
    }
    for (const k of TRACKS) d += Math.abs(s[k] - target[k]);
    if (s.treatyOfAlliance !== target.treatyOfAlliance) d += 1;
    return d;
  }
}

/** Everything that differs between a state's board and the target, in game terms. */
export function boardDifferences(state: GameState, target: MoveTarget | GameState): BoardDifference[] {
  return differencesFrom(state, normaliseTarget(state, target));
}

export const kindName = (kind: SpacePiece | PieceType, n: number): string => KIND_NAME[kind][n === 1 ? 0 : 1];

export function differencesFrom(s: GameState, target: Board): BoardDifference[] {
  const out: BoardDifference[] = [];
  for (const id of SPACE_IDS) {
    const sp = spaceAt(s, id);
    const tp = target.spaces[id];
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
      if (s[pool][p] !== target[pool][p]) out.push({ where: pool, what: p, actual: s[pool][p], target: target[pool][p], text: `${pool}: ${s[pool][p]} ${kindName(p, s[pool][p])}, the target has ${target[pool][p]}` });
    }
  }
  for (const f of FACTIONS) {
    if (s.resources[f] !== target.resources[f]) out.push({ where: 'resources', what: f, actual: s.resources[f], target: target.resources[f], text: `${f} Resources: ${s.resources[f]}, the target has ${target.resources[f]}` });
  }
  for (const k of TRACKS) if (s[k] !== target[k]) out.push({ where: k, what: k, actual: s[k], target: target[k], text: `${k.toUpperCase()}: ${s[k]}, the target has ${target[k]}` });
  if (s.treatyOfAlliance !== target.treatyOfAlliance) {
    out.push({ where: 'treatyOfAlliance', what: 'treatyOfAlliance', actual: s.treatyOfAlliance, target: target.treatyOfAlliance, text: `Treaty of Alliance ${s.treatyOfAlliance ? 'played' : 'not played'}, the target: ${target.treatyOfAlliance ? 'played' : 'not played'}` });
  }
  for (const f of FACTIONS) {
    const a = s.leaders[f];
    const b = target.leaders[f];
    if (a.leader !== b.leader) out.push({ where: 'leaders', what: f, actual: a.leader, target: b.leader, text: `${f} Leader: ${a.leader}, the target has ${b.leader}` });
    if (a.at !== b.at) out.push({ where: 'leaders', what: a.leader, actual: a.at, target: b.at, text: `${a.leader} is in ${where(a.at)}, the target has him in ${where(b.at)}` });
  }
  return out;
}

const where = (at: SpaceId | 'available'): string => (at === 'available' ? 'the Available box' : spaceName(at));


/** The piece kinds a Faction's Special Activity may remove: the other side's (1.5). */
export const ROYALIST_PIECES: readonly SpacePiece[] = ['britishRegular', 'tory', 'britishFort', 'warPartyUnderground', 'warPartyActive', 'village'];
export const REBEL_PIECES: readonly SpacePiece[] = ['continental', 'militiaUnderground', 'militiaActive', 'patriotFort', 'frenchRegular'];
