/**
 * Board queries (read-only) and the few mutators every rule shares: Control (1.7), Support totals
 * (1.6.3, 1.9), piece counts, stacking (1.4.2), Resources bounds (1.8).
 * @module
 */
import type { Draft } from 'immer';
import { SPACE_IDS, SPACE_PIECES, type Control, type Faction, type LeaderId, type PieceType, type SpaceId, type SpacePiece } from '../data/ids';
import { CITIES, EVERY_SPACE, SPACE_BIT, SPACES } from '../data/map';
import { MAX_RESOURCES, POOL_TYPE, STACKING_LIMIT } from '../data/pieces';
import type { GameState, LeaderState, SpaceState } from '../core/state';
import { copyWith, deepCopy, own } from '../core/pathCopy';

/** Piece counts of a space, by kind. */
export type Pieces = Readonly<Record<SpacePiece, number>>;

/** British pieces in a space (cubes and Forts). */
export const countBritish = (p: Pieces): number => p.britishRegular + p.tory + p.britishFort;
/** Patriot pieces in a space (Continentals, Militia, Forts). */
export const countPatriots = (p: Pieces): number =>
  p.continental + p.militiaUnderground + p.militiaActive + p.patriotFort;
/** French pieces in a space. */
export const countFrench = (p: Pieces): number => p.frenchRegular;
/** Indian pieces in a space (War Parties and Villages). */
export const countIndians = (p: Pieces): number => p.warPartyUnderground + p.warPartyActive + p.village;
/** Royalist pieces: British plus Indians (1.5.1). */
export const countRoyalist = (p: Pieces): number => countBritish(p) + countIndians(p);
/** Rebellion pieces: Patriots plus French (1.5.1). */
export const countRebellion = (p: Pieces): number => countPatriots(p) + countFrench(p);
/** Militia in a space, Underground and Active. */
export const countMilitia = (p: Pieces): number => p.militiaUnderground + p.militiaActive;
/** War Parties in a space, Underground and Active. */
export const countWarParties = (p: Pieces): number => p.warPartyUnderground + p.warPartyActive;
/** British cubes (Regulars and Tories). */
export const countBritishCubes = (p: Pieces): number => p.britishRegular + p.tory;
/** Forts and Villages of any Faction (stacking, 1.4.2). */
export const countForts = (p: Pieces): number => p.britishFort + p.patriotFort + p.village;

/** Pieces of one Faction in a space. */
export function countFaction(p: Pieces, faction: Faction): number {
  switch (faction) {
    case 'british':
      return countBritish(p);
    case 'patriots':
      return countPatriots(p);
    case 'french':
      return countFrench(p);
    case 'indians':
      return countIndians(p);
  }
}

/** Control that rule 1.7 gives a space with these pieces. */
export function computeControl(p: Pieces): Control {
  return controlOfCounts(countRebellion(p), countRoyalist(p), countBritish(p));
}

/** Control that rule 1.7 gives a space holding these many Rebellion, Royalist and British pieces (for counts changed without copying pieces). */
export function controlOfCounts(rebellion: number, royalist: number, british: number): Control {
  if (rebellion > royalist) return 'rebellion';
  if (royalist > rebellion && british > 0) return 'british';
  return null;
}

/** The piece counts of a space (1.4), read-only: rule code reads pieces through this, never `state.spaces` itself. */
export function piecesAt(state: GameState, space: SpaceId): Pieces {
  return state.spaces[space].pieces;
}

/** The Support level of a space (1.6): 2 Active Support, 1 Passive Support, 0 Neutral, −1 Passive and −2 Active Opposition. */
export function supportLevel(state: GameState, space: SpaceId): number {
  return state.spaces[space].support;
}

/** How many markers of a kind a space carries (Propaganda, Raid, Blockades, Squadrons). */
export function markersIn(state: GameState, space: SpaceId, marker: Marker): number {
  return state.spaces[space][marker];
}

/**
 * A space's whole record (its pieces, Support, Control and markers) as one read-only value, for code
 * that keys answers by space: a step's copy shares every space it did not write, so the record stands
 * for the space's contents by identity (the matcher's memo of distances by space, src/table). Its
 * fields are read as through {@link piecesAt}, {@link supportLevel} and {@link markersIn}.
 */
export function spaceAt(state: GameState, space: SpaceId): Readonly<SpaceState> {
  return state.spaces[space];
}

/** Whether a name (from an action's fields, unchecked) is a space of the board. */
export function hasSpace(state: GameState, name: string): name is SpaceId {
  return Object.hasOwn(state.spaces, name);
}

/**
 * Whether two states hold the same space unchanged, by identity: a step's copy shares every space it
 * did not write, so a shared space is the same (a cheap first test before comparing two states).
 */
export function sameSpace(a: GameState, b: GameState, space: SpaceId): boolean {
  return a.spaces[space] === b.spaces[space];
}

/**
 * The board's spaces as one value to compare by identity: the same for two states exactly when no
 * space was written since they parted (a cheap first test for a cache of answers). Not to be read.
 * Takes any record of the board holding its spaces (a state, or a Command host's snapshot of the board).
 */
export function spacesIdentity(state: Pick<GameState, 'spaces'>): object {
  return state.spaces;
}

/**
 * A hypothetical board: a copy of the state with the root fields of `root` and the fields of `spaces`
 * (by space) replaced, built without a fork (the spaces copied once; the state itself unchanged). Pure.
 */
export function boardWith(state: GameState, root: Partial<GameState>, spaces: Partial<Record<SpaceId, Partial<SpaceState>>>): GameState {
  const all = copyWith(state.spaces);
  for (const id in spaces) all[id as SpaceId] = copyWith(all[id as SpaceId], spaces[id as SpaceId]);
  return copyWith(state, { ...root, spaces: all });
}

/**
 * A writable copy of `state` for a plan to try moves on through the mutators below (which keep
 * Control): every part shared, copied only when a mutator writes it (a part that is not frozen is
 * copied now, so the caller's state never changes). Cheap: no deep copy of the state. Pure.
 */
export function scratchBoard(state: GameState): Draft<GameState> {
  const unfrozen = <T>(v: T): T => (Object.isFrozen(v) ? v : deepCopy(v));
  return copyWith(state, {
    spaces: unfrozen(state.spaces),
    available: unfrozen(state.available),
    unavailable: unfrozen(state.unavailable),
    casualties: unfrozen(state.casualties),
    resources: unfrozen(state.resources),
    leaders: unfrozen(state.leaders),
  }) as Draft<GameState>;
}

/** Control of a space (1.7), as stored (always equal to {@link computeControl}). */
export function controlOf(state: GameState, space: SpaceId): Control {
  return state.spaces[space].control;
}

/** Whether a City carries at least one Blockade (1.9). */
export function isBlockaded(state: GameState, space: SpaceId): boolean {
  return state.spaces[space].blockades > 0;
}

/** Population counted for Support / Opposition: 0 for a Blockaded City (1.9). */
export function effectivePopulation(state: GameState, space: SpaceId): number {
  return isBlockaded(state, space) ? 0 : SPACES[space].population;
}

/** A space's share of Total Support (1.6.3): its Support level (1 Passive, 2 Active) × its population, 0 for a Blockaded City (1.9). */
export function supportIn(state: GameState, space: SpaceId): number {
  const s = state.spaces[space].support;
  return s > 0 ? s * effectivePopulation(state, space) : 0;
}

/** A space's share of Total Opposition (1.6.3): its Opposition level (1 Passive, 2 Active) × its population, 0 for a Blockaded City (1.9). */
export function oppositionIn(state: GameState, space: SpaceId): number {
  const s = state.spaces[space].support;
  return s < 0 ? -s * effectivePopulation(state, space) : 0;
}

// ---------------------------------------------------------------------------------------------
// The board's index (issue #12): sets of spaces as integers (bit i: the space at position i of
// SPACE_IDS, SPACE_BIT) and counts of pieces and markers over the map, for the queries that would otherwise sweep the 23
// spaces. Only a Simulator's states have one (`indexBoard`, src/sim/simulator.ts); a public state stays
// plain JSON, and every query answers the same with or without it (a test checks the index against the
// records). It belongs to one spaces map, by identity (a weak map: nothing in the state itself; the last
// map looked up is kept beside it): the mutators keep it, and copy it when they copy the map (copy on
// write, as for the spaces); a board built
// any other way (a hypothetical board, a copy of a snapshot) is a new map without an index, and its
// queries sweep the records. A plain array of small integers, not a typed array: copied at every step
// that writes the board with undo, and V8 copies 32 small integers some 15 times faster than a typed
// array over 64 bytes (kept off its heap).

/** The index's slots: by piece kind (position in SPACE_PIECES) the spaces holding one or more. */
const KIND_SLOT: Readonly<Record<SpacePiece, number>> = Object.freeze(Object.fromEntries(SPACE_PIECES.map((k, i) => [k, i])) as Record<SpacePiece, number>);
/** The slots of the spaces under Rebellion and under British Control (1.7). */
const REBELLION_CONTROL = SPACE_PIECES.length;
const BRITISH_CONTROL = REBELLION_CONTROL + 1;
/** The slots of the counts over the map by piece kind (after the sets). */
const TOTAL = BRITISH_CONTROL + 1;
/** The slots of the markers over the map, by kind (after the counts). */
const MARKERS = TOTAL + SPACE_PIECES.length;
const MARKER_SLOT: Readonly<Record<Marker, number>> = Object.freeze({ propaganda: MARKERS, raid: MARKERS + 1, blockades: MARKERS + 2, squadrons: MARKERS + 3 });
const INDEX_LENGTH = MARKERS + 4;

/** The index of each indexed spaces map. */
const INDEX = new WeakMap<object, number[]>();

/**
 * The last spaces map looked up and its index (undefined: none): a step's queries and mutators ask
 * about one map many times in a row, and an identity test is cheaper than the weak map's lookup. Kept
 * with every change of the weak map.
 */
let lastSpaces: object | null = null;
let lastIndex: number[] | undefined;

/** The index of a spaces map, or undefined when it has none. */
function indexOf(spaces: object): number[] | undefined {
  if (spaces === lastSpaces) return lastIndex;
  lastSpaces = spaces;
  return (lastIndex = INDEX.get(spaces));
}

/** Gives a spaces map its index. */
function setIndex(spaces: object, t: number[]): void {
  INDEX.set(spaces, t);
  lastSpaces = spaces;
  lastIndex = t;
}

/** The index recomputed from a board's records (a test's reference, and how a Simulator's first state gets one). */
export function computeIndex(state: Pick<GameState, 'spaces'>): number[] {
  const t = new Array<number>(INDEX_LENGTH).fill(0);
  for (let i = 0; i < SPACE_IDS.length; i++) {
    const s = state.spaces[SPACE_IDS[i]];
    for (let k = 0; k < SPACE_PIECES.length; k++) {
      const n = s.pieces[SPACE_PIECES[k]];
      if (n > 0) t[k] |= 1 << i;
      t[TOTAL + k] += n;
    }
    if (s.control === 'rebellion') t[REBELLION_CONTROL] |= 1 << i;
    else if (s.control === 'british') t[BRITISH_CONTROL] |= 1 << i;
    t[MARKER_SLOT.propaganda] += s.propaganda;
    t[MARKER_SLOT.raid] += s.raid;
    t[MARKER_SLOT.blockades] += s.blockades;
    t[MARKER_SLOT.squadrons] += s.squadrons;
  }
  return t;
}

/**
 * The state with its board indexed (a Simulator's first state): the state itself when its spaces map
 * has an index, else a frozen copy of it on a frozen copy of its spaces map (sharing every space), indexed,
 * so the state given keeps a board without an index and `apply` from it never copies one.
 */
export function indexBoard(state: GameState): GameState {
  if (indexOf(state.spaces) !== undefined) return state;
  const copy = Object.freeze(copyWith(state, { spaces: Object.freeze(copyWith(state.spaces)) }));
  setIndex(copy.spaces, computeIndex(copy));
  return copy;
}

/** The index of the state's board, or undefined when it has none (a copy the caller must not write). */
export function boardIndex(state: Pick<GameState, 'spaces'>): readonly number[] | undefined {
  return indexOf(state.spaces);
}

/** Spaces holding one or more pieces of a kind, as a set ({@link SPACE_BIT}). */
export function spacesHoldingMask(state: GameState, piece: SpacePiece): number {
  const t = indexOf(state.spaces);
  if (t !== undefined) return t[KIND_SLOT[piece]];
  let m = 0;
  for (let i = 0; i < SPACE_IDS.length; i++) if (state.spaces[SPACE_IDS[i]].pieces[piece] > 0) m |= 1 << i;
  return m;
}

/**
 * Spaces holding one or more pieces of a kind as a set ({@link SPACE_BIT}) when the board is indexed
 * (one read), else −1: for a sweep that can skip the other spaces but need not build the set.
 */
export function indexedSpacesHolding(state: GameState, piece: SpacePiece): number {
  const t = indexOf(state.spaces);
  return t === undefined ? -1 : t[KIND_SLOT[piece]];
}

/**
 * Spaces holding one or more pieces of any of the kinds, as a set ({@link SPACE_BIT}) when the board is
 * indexed, else −1 (as {@link indexedSpacesHolding}): e.g. War Parties, Underground or Active.
 */
export function indexedSpacesHoldingAny(state: GameState, kinds: readonly SpacePiece[]): number {
  const t = indexOf(state.spaces);
  if (t === undefined) return -1;
  let m = 0;
  for (let i = 0; i < kinds.length; i++) m |= t[KIND_SLOT[kinds[i]]];
  return m;
}

/** Spaces holding one or more pieces of the Faction, as a set ({@link SPACE_BIT}). */
export function factionSpacesMask(state: GameState, faction: Faction): number {
  const m = indexedFactionSpaces(state, faction);
  if (m !== -1) return m;
  let swept = 0;
  for (let i = 0; i < SPACE_IDS.length; i++) if (countFaction(state.spaces[SPACE_IDS[i]].pieces, faction) > 0) swept |= 1 << i;
  return swept;
}

/**
 * Spaces holding one or more pieces of the Faction as a set ({@link SPACE_BIT}) when the board is
 * indexed (a few reads), else −1: for a sweep that can skip the other spaces but need not build the set.
 */
export function indexedFactionSpaces(state: GameState, faction: Faction): number {
  const t = indexOf(state.spaces);
  if (t === undefined) return -1;
  switch (faction) {
    case 'british':
      return t[KIND_SLOT.britishRegular] | t[KIND_SLOT.tory] | t[KIND_SLOT.britishFort];
    case 'patriots':
      return t[KIND_SLOT.continental] | t[KIND_SLOT.militiaUnderground] | t[KIND_SLOT.militiaActive] | t[KIND_SLOT.patriotFort];
    case 'french':
      return t[KIND_SLOT.frenchRegular];
    case 'indians':
      return t[KIND_SLOT.warPartyUnderground] | t[KIND_SLOT.warPartyActive] | t[KIND_SLOT.village];
  }
}

/** Spaces under a Control (1.7: Rebellion or British; null: uncontrolled), as a set ({@link SPACE_BIT}). */
export function controlMask(state: GameState, control: Control): number {
  const t = indexOf(state.spaces);
  if (t !== undefined) {
    if (control === 'rebellion') return t[REBELLION_CONTROL];
    if (control === 'british') return t[BRITISH_CONTROL];
    return EVERY_SPACE & ~(t[REBELLION_CONTROL] | t[BRITISH_CONTROL]);
  }
  let m = 0;
  for (let i = 0; i < SPACE_IDS.length; i++) if (state.spaces[SPACE_IDS[i]].control === control) m |= 1 << i;
  return m;
}

/** The spaces of a set ({@link SPACE_BIT}), canonical order. */
export function spacesOf(mask: number): SpaceId[] {
  const out: SpaceId[] = [];
  for (let m = mask; m !== 0; m &= m - 1) out.push(SPACE_IDS[31 - Math.clz32(m & -m)]);
  return out;
}

/** Total Support (1.6.3): 2 × population at Active Support + 1 × population at Passive Support. */
export function totalSupport(state: GameState): number {
  let total = 0;
  for (const id of SPACE_IDS) total += supportIn(state, id);
  return total;
}

/** Total Opposition (1.6.3): 2 × population at Active Opposition + 1 × population at Passive Opposition. */
export function totalOpposition(state: GameState): number {
  let total = 0;
  for (const id of SPACE_IDS) total += oppositionIn(state, id);
  return total;
}

/** Count of one on-map kind over the whole map (and the West Indies). */
export function countOnMap(state: GameState, piece: SpacePiece): number {
  const t = indexOf(state.spaces);
  if (t !== undefined) return t[TOTAL + KIND_SLOT[piece]];
  let n = 0;
  for (const id of SPACE_IDS) n += state.spaces[id].pieces[piece];
  return n;
}

/** Markers of a kind over the map (and the West Indies). */
export function markersOnMap(state: GameState, marker: Marker): number {
  const t = indexOf(state.spaces);
  if (t !== undefined) return t[MARKER_SLOT[marker]];
  let n = 0;
  for (let i = 0; i < SPACE_IDS.length; i++) n += state.spaces[SPACE_IDS[i]][marker];
  return n;
}

/** Patriot Forts on the map (7.2). */
export const patriotFortsOnMap = (state: GameState): number => countOnMap(state, 'patriotFort');
/** Indian Villages on the map (7.2). */
export const villagesOnMap = (state: GameState): number => countOnMap(state, 'village');
/** British Forts on the map (6.3.1). */
export const britishFortsOnMap = (state: GameState): number => countOnMap(state, 'britishFort');

/** Blockades on Cities (1.9). */
export function blockadesOnCities(state: GameState): number {
  let n = 0;
  for (let i = 0; i < CITIES.length; i++) n += state.spaces[CITIES[i]].blockades;
  return n;
}

/**
 * French Preparations (2.3.9): Available French Regulars plus Squadrons/Blockades that are available
 * (in the West Indies box or on Cities, i.e. not Unavailable) plus Cumulative British Casualties.
 */
export function frenchPreparations(state: GameState): number {
  return state.available.frenchRegular + state.spaces.WestIndies.squadrons + blockadesOnCities(state) + state.cbc;
}

/** Whether one more Fort or Village fits in the space (1.4.2). */
export function hasRoomForFort(state: GameState, space: SpaceId): boolean {
  return countForts(state.spaces[space].pieces) < STACKING_LIMIT;
}

/** Whether an on-map piece kind may ever stand in the space (1.4.2: no Indians in Cities; the West Indies takes only Regulars and British Forts). */
export function mayOccupy(space: SpaceId, piece: SpacePiece): boolean {
  const type = SPACES[space].type;
  if (type === 'westIndies') return piece === 'britishRegular' || piece === 'frenchRegular' || piece === 'britishFort';
  if (type === 'city') return POOL_TYPE[piece] !== 'warParty' && piece !== 'village';
  return true;
}

/** Pieces of a pool type on the map, over all spaces. */
export function countPoolTypeOnMap(state: GameState, type: PieceType): number {
  if (type === 'squadron') return state.spaces.WestIndies.squadrons + blockadesOnCities(state);
  const t = indexOf(state.spaces);
  if (t !== undefined) {
    if (type === 'militia') return t[TOTAL + KIND_SLOT.militiaUnderground] + t[TOTAL + KIND_SLOT.militiaActive];
    if (type === 'warParty') return t[TOTAL + KIND_SLOT.warPartyUnderground] + t[TOTAL + KIND_SLOT.warPartyActive];
    return t[TOTAL + KIND_SLOT[type]];
  }
  let n = 0;
  for (const id of SPACE_IDS) {
    const p = state.spaces[id].pieces;
    switch (type) {
      case 'militia':
        n += countMilitia(p);
        break;
      case 'warParty':
        n += countWarParties(p);
        break;
      default:
        n += p[type];
    }
  }
  return n;
}

/** Spaces (canonical order) holding at least one piece of the Faction. */
export function spacesWithFaction(state: GameState, faction: Faction): SpaceId[] {
  return spacesOf(factionSpacesMask(state, faction));
}

// ---------------------------------------------------------------------------------------------
// Mutators: every change of the board by rule code goes through these (a test checks it), on the
// working state of a step (core/pathCopy.ts): each copies what it changes on first write, and keeps
// Control (1.7) up to date whenever pieces change, so no rule recomputes it.

/** The three boxes off the map that hold pieces (1.4.1). */
export type Pool = 'available' | 'unavailable' | 'casualties';
/** The markers a space carries. */
export type Marker = 'propaganda' | 'raid' | 'blockades' | 'squadrons';

/** The space, writable (the board interface's own: rule code uses the mutators below). */
function ownSpace(draft: Draft<GameState>, space: SpaceId): Draft<SpaceState> {
  return own<Draft<SpaceState>>(ownSpaces(draft), space);
}

/** The spaces map, writable; an index it has is copied with it (copy on write: the map it was copied from keeps its own). */
function ownSpaces(draft: Draft<GameState>): Draft<GameState['spaces']> {
  const before = draft.spaces;
  const all = own<Draft<GameState['spaces']>>(draft, 'spaces');
  if (all !== before) {
    const t = indexOf(before);
    if (t !== undefined) setIndex(all, t.slice());
  }
  return all;
}

/** Sets the writable space's Control to what its pieces give (1.7), writing only a change; the index (when the board has one) follows. */
function keepControl(s: Draft<SpaceState>, t: number[] | undefined, bit: number): void {
  const control = computeControl(s.pieces);
  if (s.control === control) return;
  s.control = control;
  if (t !== undefined) indexControl(t, bit, control);
}

/** Records a space's new Control in the index. */
function indexControl(t: number[], bit: number, control: Control): void {
  t[REBELLION_CONTROL] = control === 'rebellion' ? t[REBELLION_CONTROL] | bit : t[REBELLION_CONTROL] & ~bit;
  t[BRITISH_CONTROL] = control === 'british' ? t[BRITISH_CONTROL] | bit : t[BRITISH_CONTROL] & ~bit;
}

/** Records in the index that a space now holds `now` pieces of a kind, `count` more than before. */
function indexCount(t: number[], bit: number, piece: SpacePiece, now: number, count: number): void {
  const k = KIND_SLOT[piece];
  t[k] = now > 0 ? t[k] | bit : t[k] & ~bit;
  t[TOTAL + k] += count;
}

/** Adds `count` (negative: removes) pieces of a kind to a space and updates its Control (1.7). */
function changePieces(draft: Draft<GameState>, space: SpaceId, piece: SpacePiece, count: number): void {
  const s = ownSpace(draft, space);
  const p = own<Record<SpacePiece, number>>(s, 'pieces');
  p[piece] += count;
  const t = indexOf(draft.spaces);
  if (t === undefined) return keepControl(s, undefined, 0);
  const bit = SPACE_BIT[space];
  indexCount(t, bit, piece, p[piece], count);
  keepControl(s, t, bit);
}

/** Recomputes Control of every space from its pieces (1.7): for positions built piece by piece. */
export function updateAllControl(draft: Draft<GameState>): void {
  for (const id of SPACE_IDS) {
    const control = computeControl(draft.spaces[id].pieces);
    if (draft.spaces[id].control !== control) {
      ownSpace(draft, id).control = control;
      const t = indexOf(draft.spaces);
      if (t !== undefined) indexControl(t, SPACE_BIT[id], control);
    }
  }
}

/** Adds (or with a negative amount removes) Resources, kept within 0–50 (1.8). Returns the change actually made. */
export function addResources(draft: Draft<GameState>, faction: Faction, amount: number): number {
  const before = draft.resources[faction];
  const after = Math.max(0, Math.min(MAX_RESOURCES, before + amount));
  if (after !== before) own<Record<Faction, number>>(draft, 'resources')[faction] = after;
  return after - before;
}

/** Sets a Faction's Resources (0–50, 1.8; the caller keeps within them). */
export function setResources(draft: Draft<GameState>, faction: Faction, amount: number): void {
  if (draft.resources[faction] !== amount) own<Record<Faction, number>>(draft, 'resources')[faction] = amount;
}

/** Moves Resources from one Faction to another (the caller keeps within 0–50, 1.8). */
export function transferResources(draft: Draft<GameState>, from: Faction, to: Faction, amount: number): void {
  const r = own<Record<Faction, number>>(draft, 'resources');
  r[from] -= amount;
  r[to] += amount;
}

/** Moves pieces from a pool onto a space (placing, 1.4.1); the caller has checked availability. */
export function placeFromPool(draft: Draft<GameState>, pool: Pool, space: SpaceId, piece: SpacePiece, count = 1): void {
  if (count === 0) return;
  own<Record<PieceType, number>>(draft, pool)[POOL_TYPE[piece]] -= count;
  changePieces(draft, space, piece, count);
}

/** Removes pieces from a space to a pool (Available unless said otherwise, 1.4.1). */
export function removeToPool(draft: Draft<GameState>, space: SpaceId, piece: SpacePiece, count = 1, pool: Pool = 'available'): void {
  if (count === 0) return;
  changePieces(draft, space, piece, -count);
  own<Record<PieceType, number>>(draft, pool)[POOL_TYPE[piece]] += count;
}

/** Moves pieces between two spaces. */
export function movePieces(draft: Draft<GameState>, from: SpaceId, to: SpaceId, piece: SpacePiece, count = 1): void {
  if (count === 0) return;
  changePieces(draft, from, piece, -count);
  changePieces(draft, to, piece, count);
}

/**
 * Turns `count` pieces of one kind in a space into another kind of the same pool (Activating or
 * hiding Militia and War Parties, 1.4.3; a replacement in place). Control follows (1.7).
 */
export function flipPieces(draft: Draft<GameState>, space: SpaceId, from: SpacePiece, to: SpacePiece, count: number): void {
  if (count === 0) return;
  const s = ownSpace(draft, space);
  const p = own<Record<SpacePiece, number>>(s, 'pieces');
  p[from] -= count;
  p[to] += count;
  const t = indexOf(draft.spaces);
  if (t === undefined) return keepControl(s, undefined, 0);
  const bit = SPACE_BIT[space];
  indexCount(t, bit, from, p[from], -count);
  indexCount(t, bit, to, p[to], count);
  keepControl(s, t, bit);
}

/** Moves pieces of a type from one pool to another (release from Unavailable, casualties back to Available, 6.5). */
export function movePool(draft: Draft<GameState>, from: Pool, to: Pool, type: PieceType, count: number): void {
  if (count === 0) return;
  own<Record<PieceType, number>>(draft, from)[type] -= count;
  own<Record<PieceType, number>>(draft, to)[type] += count;
}

/** Adds (negative: removes) pieces of a type to a pool without a space (Squadrons, pieces entering or leaving play). */
export function addToPool(draft: Draft<GameState>, pool: Pool, type: PieceType, count: number): void {
  if (count !== 0) own<Record<PieceType, number>>(draft, pool)[type] += count;
}

/** Adds (negative: removes) markers of a kind in a space. */
export function addMarkers(draft: Draft<GameState>, space: SpaceId, marker: Marker, count: number): void {
  if (count === 0) return;
  ownSpace(draft, space)[marker] += count;
  const t = indexOf(draft.spaces);
  if (t !== undefined) t[MARKER_SLOT[marker]] += count;
}

/** Sets the markers of a kind in a space. */
export function setMarkers(draft: Draft<GameState>, space: SpaceId, marker: Marker, count: number): void {
  const before = draft.spaces[space][marker];
  if (before === count) return;
  ownSpace(draft, space)[marker] = count;
  const t = indexOf(draft.spaces);
  if (t !== undefined) t[MARKER_SLOT[marker]] += count - before;
}

/** Shifts Support/Opposition by `levels` (positive toward Active Support), within −2..+2; no effect at population 0 (1.6.1). Returns the shift made. */
export function shiftSupport(draft: Draft<GameState>, space: SpaceId, levels: number): number {
  if (SPACES[space].population === 0) return 0;
  const before = draft.spaces[space].support;
  const after = Math.max(-2, Math.min(2, before + levels));
  if (after !== before) ownSpace(draft, space).support = after;
  return after - before;
}

/** Sets the Support/Opposition level of a space (−2..+2, 1.6). */
export function setSupport(draft: Draft<GameState>, space: SpaceId, level: number): void {
  if (draft.spaces[space].support !== level) ownSpace(draft, space).support = level;
}

/** Adds to Cumulative British or Rebellion Casualties (1.6.4). */
export function addCasualtyTrack(draft: Draft<GameState>, track: 'cbc' | 'crc', count: number): void {
  draft[track] += count;
}

/** Sets the French Naval Intervention level (1.9; the caller keeps it within 0–3). */
export function setFni(draft: Draft<GameState>, level: number): void {
  draft.fni = level;
}

/** A Faction's Leader is replaced by another of its Leaders, where it stands (Leader Change, 6.5.1). */
export function replaceLeader(draft: Draft<GameState>, faction: Faction, leader: LeaderId): void {
  own<LeaderState>(own(draft, 'leaders'), faction).leader = leader;
}

/** Puts a Faction's Leader in a space or Available (1.10). */
export function placeLeader(draft: Draft<GameState>, faction: Faction, at: SpaceId | 'available'): void {
  if (draft.leaders[faction].at !== at) own<LeaderState>(own(draft, 'leaders'), faction).at = at;
}

/** Every Faction, canonical order (re-exported for rule modules). */
