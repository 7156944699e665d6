/**
 * 3.5.4 French March: after the Treaty of Alliance only (3.5, 2.3.9). Summary: a destination must
 * already hold a Patriot piece, unless Continentals come along, in which case any space will do. The
 * French pay 1 Resource per destination, and the Patriots pay 1 for every destination their
 * Continentals go to (the French decide whether they do). A Limited March (2.3.5) has one destination.
 * French Regulars step into a neighbouring space (1.3.6) with a Patriot piece or, when they start in
 * or next to a Rebellion Controlled City, may instead go to a different Rebellion Controlled City or a
 * Province bordering that City (…). Continentals can travel only alongside French Regulars, at most one
 * per Regular and for the whole move (…), as the French choose. A unit moves at most once.
 *
 * Decisions (one frame, destinations one at a time):
 * 1. `selectSpace { space }` — a destination (French pay 1, nothing when free); offered only where at
 *    least one group can move in now, so a selected destination always receives units.
 * 2. `move { from, to, piece: 'frenchRegular', count }` — one group of Regulars from one origin into
 *    the current destination (each origin once per destination: a group moves as one);
 * 3. when Continentals can accompany: `move { from, to, piece: 'continental', count }`, count 0 … the
 *    Regulars moved (at least 1 when the destination has no Patriot piece); the Patriots pay 1 the
 *    first time Continentals enter a destination (nothing when free);
 * 4. Leaders (1.10): the owner may have its Leader follow the group (see ./leader.ts).
 * After at least one group entered the current destination: more groups, another `selectSpace`
 * (not when Limited), or `done`.
 *
 * Rulings:
 * - Reach is checked when each group moves, on the map as it then is (Control changes as units move).
 * - A destination with no Patriot piece needs Continentals in the very group that opens it; once
 *   Continentals are there, it "contains a Patriot piece" for further groups.
 * - The West Indies borders nothing and is no City: French March neither enters nor leaves it.
 * - No Blockade restriction: the British ones of 1.9 and 3.2.3 do not apply; the French sea move
 *   needs Rebellion Controlled Cities instead.
 * - A destination that no unit would enter is not offered (a March destination is where units go).
 * @module
 */
import type { Draft } from 'immer';
import type { Action } from '../../../core/action';
import type { GameState } from '../../../core/state';
import { SPACE_IDS, type Faction, type SpaceId } from '../../../data/ids';
import { ADJACENT, CITIES, firstSpaceOf, isAdjacent, isProvince } from '../../../data/map';
import { defineStep } from '../../../flow/step';
import { log, popFrame } from '../../../flow/frames';
import { countPatriots, movePieces, piecesAt, controlOf, indexedSpacesHolding } from '../../board';
import { canPay, pay, whyCannotPay } from '../common';
import { mayExecuteInSpaces, maySelectMore, whyMayNotExecuteIn, whyNoMoreSpaces } from '../../../flow/restriction';
import { because, type Reason } from '../../../core/reason';
import type { CommandFrame, CommandMode } from '../../../flow/contracts';
import { commandFrame, defineCommand } from '../../../flow/define';
import { setAsideIfAlone } from '../../leaders';
import { recordUnitMove } from '../../nonPlayers/leaders';
import { offerLeader, spaceName } from './leader';
import { KIND_NAME, spaceName as placeName } from '../../../data/text';
import { currentSpaceProblems } from '../agreement';

/** Cost per destination (3.5.4), for the French; the Patriots pay the same per destination Continentals enter. */
export const FRENCH_MARCH_COST = 1;

/** Units that arrived in a space by this March (they may not move again). */
export interface MarchArrivals {
  frenchRegular: number;
  continental: number;
}

/** A group of French Regulars that just moved, waiting for the French to choose its Continentals. */
export interface MarchGroup {
  from: SpaceId;
  regulars: number;
  /** Fewest Continentals: 1 when the destination had no Patriot piece. */
  min: number;
  /** Most Continentals: the Regulars moved, the Continentals free to move, 0 when the Patriots cannot pay. */
  max: number;
  /** Whether the group left the French Leader alone (set aside until the group is complete, 1.10). */
  frenchLeaderSetAside: boolean;
}

/** The French March frame. `selected` lists the destinations in selection order. */
export interface FrenchMarchFrame extends CommandFrame {
  kind: 'frenchMarch';
  /** The destination being filled (the last selected), or null before the first. */
  current: SpaceId | null;
  /** Origins of the groups that entered the current destination. */
  origins: SpaceId[];
  /** Units that arrived by this March, by space. */
  arrived: Partial<Record<SpaceId, MarchArrivals>>;
  /** Destinations for which the Patriots paid for Continentals. */
  patriotsPaid: SpaceId[];
  /** The group waiting for its Continentals, or null. */
  group: MarchGroup | null;
  /** Leaders that moved in this March (a Leader moves once, 1.10 / 3.5.4). */
  leadersMoved: Faction[];
}

type MarchView = Pick<FrenchMarchFrame, 'faction' | 'mode' | 'selected' | 'current' | 'origins' | 'arrived' | 'patriotsPaid'>;

/** Units of a kind in a space that may still move (not arrived by this March). Pure. */
export function movableUnits(state: GameState, frame: MarchView, space: SpaceId, piece: 'frenchRegular' | 'continental'): number {
  return piecesAt(state, space)[piece] - (frame.arrived[space]?.[piece] ?? 0);
}

/**
 * Whether French Regulars in `from` may reach `to` (3.5.4): an adjacent space, or — from a Rebellion
 * Controlled City or a space adjacent to one — a different Rebellion Controlled City or any Province
 * bordering that City. Never the West Indies. Pure.
 */
export function frenchMarchReach(state: GameState, from: SpaceId, to: SpaceId): boolean {
  return reachWith(rebelCitiesOf(state), from, to);
}

/** The Rebellion Controlled Cities, canonical order (an indexed loop: `filter` on the frozen CITIES is slow on Node 20): all {@link frenchMarchReach} reads of the board. Pure. */
export function rebelCitiesOf(state: GameState): SpaceId[] {
  const out: SpaceId[] = [];
  for (let i = 0; i < CITIES.length; i++) if (controlOf(state, CITIES[i]) === 'rebellion') out.push(CITIES[i]);
  return out;
}

/** {@link frenchMarchReach} with the Rebellion Controlled Cities ({@link rebelCitiesOf}) computed once by the caller. Pure. */
export function reachWith(rebelCities: readonly SpaceId[], from: SpaceId, to: SpaceId): boolean {
  if (from === to || from === 'WestIndies' || to === 'WestIndies') return false;
  if (isAdjacent(from, to)) return true;
  // By sea: some City to sail from (in or next to `from`) and a different one to land at (`to`, or next to the Province `to`).
  let sail = 0;
  let land = 0;
  let firstSail: SpaceId | undefined;
  let firstLand: SpaceId | undefined;
  for (let i = 0; i < rebelCities.length; i++) {
    const c = rebelCities[i];
    if ((c === from || isAdjacent(from, c)) && sail++ === 0) firstSail = c;
    if ((c === to || (isProvince(to) && isAdjacent(to, c))) && land++ === 0) firstLand = c;
  }
  return sail > 0 && land > 0 && (sail > 1 || land > 1 || firstSail !== firstLand);
}

/** Whether Continentals entering `to` can be paid for by the Patriots (3.5.4; free: nothing to pay, 3.1.2). Pure. */
function patriotsCanPayFor(state: GameState, frame: MarchView, to: SpaceId): boolean {
  return frame.mode.free || frame.patriotsPaid.includes(to) || state.resources.patriots >= FRENCH_MARCH_COST;
}

/** Origins (canonical order) from which a group can move into `to` now (3.5.4). Pure. */
export function frenchMarchOrigins(state: GameState, frame: MarchView, to: SpaceId): SpaceId[] {
  return originsAmong(state, frame, to, regularMovers(state, frame), rebelCitiesOf(state));
}

/** Spaces with French Regulars that may still move, canonical order (the arrivals, never negative, read only where French Regulars stand). */
function regularMovers(state: GameState, frame: MarchView): SpaceId[] {
  const held = indexedSpacesHolding(state, 'frenchRegular');
  if (held === -1) return SPACE_IDS.filter((from) => piecesAt(state, from).frenchRegular > 0 && movableUnits(state, frame, from, 'frenchRegular') > 0);
  const out: SpaceId[] = [];
  for (let m = held; m !== 0; m &= m - 1) {
    const from = firstSpaceOf(m);
    if (movableUnits(state, frame, from, 'frenchRegular') > 0) out.push(from);
  }
  return out;
}

/** {@link frenchMarchOrigins} among `movers` (from {@link regularMovers}). */
function originsAmong(state: GameState, frame: MarchView, to: SpaceId, movers: readonly SpaceId[], rebelCities: readonly SpaceId[]): SpaceId[] {
  const out: SpaceId[] = [];
  if (movers.length === 0) return out;
  const patriotsThere = countPatriots(piecesAt(state, to)) > 0;
  const continentalsPayable = patriotsCanPayFor(state, frame, to);
  for (const from of movers) if (groupBar(state, frame, from, to, rebelCities, patriotsThere, continentalsPayable) === null) out.push(from);
  return out;
}

/** Whether {@link originsAmong} finds an origin, without the list (asked for every destination). Pure. */
function someOriginAmong(state: GameState, frame: MarchView, to: SpaceId, movers: readonly SpaceId[], rebelCities: readonly SpaceId[]): boolean {
  const patriotsThere = countPatriots(piecesAt(state, to)) > 0;
  const continentalsPayable = patriotsCanPayFor(state, frame, to);
  for (let i = 0; i < movers.length; i++) if (groupBar(state, frame, movers[i], to, rebelCities, patriotsThere, continentalsPayable) === null) return true;
  return false;
}

/**
 * What keeps the Regulars of `from` (some of which may still move) from entering `to` as a group now
 * (3.5.4), as a code, or null: a group from there already entered; out of reach; or no Patriot piece
 * there and no Continental to bring along (none left to move in `from`, or the Patriots cannot pay).
 * The one test of {@link originsAmong}; allocates nothing.
 */
function groupBar(
  state: GameState,
  frame: MarchView,
  from: SpaceId,
  to: SpaceId,
  rebelCities: readonly SpaceId[],
  patriotsThere: boolean,
  continentalsPayable: boolean,
): 'sameOrigin' | 'noReach' | 'noContinentals' | 'patriotsCannotPay' | null {
  if (frame.current === to && frame.origins.includes(from)) return 'sameOrigin';
  if (!reachWith(rebelCities, from, to)) return 'noReach';
  if (patriotsThere) return null;
  if (movableUnits(state, frame, from, 'continental') === 0) return 'noContinentals';
  return continentalsPayable ? null : 'patriotsCannotPay';
}

/** How French Regulars reach a destination (3.5.4), in words. */
const REACH = 'French Regulars March into an adjacent space or, from in or next to a Rebellion Controlled City, to another Rebellion Controlled City or a Province next to it';

/** Why the Regulars of `from` may not enter `to` as a group now (3.5.4; {@link groupBar}), or null when they may. Pure. */
export function whyNoFrenchMarchGroup(state: GameState, frame: MarchView, from: SpaceId, to: SpaceId): Reason | null {
  const movable = movableUnits(state, frame, from, 'frenchRegular');
  if (movable <= 0)
    return because('3.5.4', `${placeName(from)} has no French Regular that can still move${piecesAt(state, from).frenchRegular > 0 ? ' (a unit moves once per March)' : ''}`);
  const code = groupBar(state, frame, from, to, rebelCitiesOf(state), countPatriots(piecesAt(state, to)) > 0, patriotsCanPayFor(state, frame, to));
  switch (code) {
    case null:
      return null;
    case 'sameOrigin':
      return because('3.5.4', `the French Regulars from ${placeName(from)} already entered ${placeName(to)}: the Regulars of a space enter a destination as one group`);
    case 'noReach':
      if (from === 'WestIndies' || to === 'WestIndies') return because('3.5.4', 'French March neither enters nor leaves the West Indies');
      if (from === to) return because('3.5.4', `${placeName(to)} is the destination: units March into it from another space`);
      return because('3.5.4', `${REACH}, and ${placeName(from)} reaches ${placeName(to)} neither way`);
    case 'noContinentals':
      return because('3.5.4', `${placeName(to)} holds no Patriot piece, so Continentals must come along, and ${placeName(from)} has none that can still move`);
    case 'patriotsCannotPay':
      return because('3.5.4', `${placeName(to)} holds no Patriot piece, so Continentals must come along, and the Patriots have no Resource to pay for them`);
  }
}

/**
 * Why no group of French Regulars could enter `to` as a new destination now (3.5.4), or null when
 * one could: from the groups' codes ({@link groupBar}), the nearest miss (Continentals before reach). Pure.
 */
function whyNoGroupInto(state: GameState, frame: MarchView, to: SpaceId): Reason | null {
  if (to === 'WestIndies') return because('3.5.4', 'French March neither enters nor leaves the West Indies');
  const fresh = { ...frame, current: null, origins: [] };
  const movers = regularMovers(state, fresh);
  if (movers.length === 0) return because('3.5.4', 'no French Regular is left that can still move (a unit moves once per March)');
  const rebelCities = rebelCitiesOf(state);
  const patriotsThere = countPatriots(piecesAt(state, to)) > 0;
  const payable = patriotsCanPayFor(state, fresh, to);
  let reached = false;
  for (const from of movers) {
    const code = groupBar(state, fresh, from, to, rebelCities, patriotsThere, payable);
    if (code === null) return null;
    if (code === 'patriotsCannotPay') return whyNoFrenchMarchGroup(state, fresh, from, to);
    if (code === 'noContinentals') reached = true;
  }
  const name = placeName(to);
  if (reached) return because('3.5.4', `${name} holds no Patriot piece, so Continentals must come along, and none that can still move stand with the French Regulars that reach it`);
  return because('3.5.4', `${REACH}, and no French Regular that can still move reaches ${name}`);
}

/**
 * Destinations (canonical order) that may be selected now: within the mode's limits (Limited: one,
 * 2.3.5; a granted March's restriction names its destinations, 3.1.2, 5.1; each once, 3.1), and a
 * group can move in. Pure.
 */
export function frenchMarchDestinations(state: GameState, frame: MarchView): SpaceId[] {
  const out: SpaceId[] = [];
  if (!maySelectMore(frame) || !canPay(state, 'french', FRENCH_MARCH_COST, frame.mode)) return out;
  const movers = regularMovers(state, frame);
  if (movers.length === 0) return out;
  const fresh = { ...frame, current: null, origins: [] };
  const rebelCities = rebelCitiesOf(state);
  const mayExecuteHere = mayExecuteInSpaces(state, frame);
  for (const to of SPACE_IDS) if (mayExecuteHere(to) && someOriginAmong(state, fresh, to, movers, rebelCities)) out.push(to);
  return out;
}

/** A March before its first destination, for queries (`canStart` asks for every space). */
function newFrame(mode: CommandMode): FrenchMarchFrame {
  return commandFrame<FrenchMarchFrame>(initialFields(), 'frenchMarch', 'french', mode);
}

/** The March frame's own fields at the start. */
const initialFields = (): Pick<FrenchMarchFrame, 'current' | 'origins' | 'arrived' | 'patriotsPaid' | 'group' | 'leadersMoved'> => ({
  current: null,
  origins: [],
  arrived: {},
  patriotsPaid: [],
  group: null,
  leadersMoved: [],
});

/**
 * Whether French March can start (3.5, 3.5.4): after the Treaty, 1 Resource (or free), and some
 * destination the general limits allow that a group of French Regulars can move into: the template's
 * "some space where {@link whyNotMarchTo} is null", with the movers and Rebellion Cities found once.
 * Neighbours first; then, with fewer than two Rebellion Controlled Cities, nothing more: a move by sea
 * needs a City to sail from and a different one to land at (3.5.4), so every destination in reach is a
 * neighbour, already asked. Pure.
 */
function canStartMarch(state: GameState, mode: CommandMode): boolean {
  if (!state.treatyOfAlliance || !canPay(state, 'french', FRENCH_MARCH_COST, mode)) return false;
  const frame = commandFrame<FrenchMarchFrame>(initialFields(), 'frenchMarch', 'french', mode, 'march');
  const movers = regularMovers(state, frame);
  if (movers.length === 0) return false;
  const mayExecuteHere = mayExecuteInSpaces(state, frame);
  if (someNeighbourInto(state, frame, movers, mayExecuteHere)) return true;
  const rebelCities = rebelCitiesOf(state);
  if (rebelCities.length < 2) return false;
  for (const to of mode.restriction?.spaces ?? SPACE_IDS) if (mayExecuteHere(to) && someOriginAmong(state, frame, to, movers, rebelCities)) return true;
  return false;
}

/**
 * Whether the Regulars of one of the `movers` may enter a neighbouring space the general limits allow
 * (`mayExecuteHere`) as a group now (3.5.4: an adjacent space is always in reach): a first destination
 * of {@link canStartMarch} found among the movers' neighbours before the full search. Pure.
 */
function someNeighbourInto(state: GameState, frame: MarchView, movers: readonly SpaceId[], mayExecuteHere: (space: SpaceId) => boolean): boolean {
  for (let i = 0; i < movers.length; i++) {
    const from = movers[i];
    if (from === 'WestIndies') continue;
    const near = ADJACENT[from];
    for (let j = 0; j < near.length; j++) {
      const to = near[j];
      if (to !== 'WestIndies' && mayExecuteHere(to) && groupBar(state, frame, from, to, NO_CITIES, countPatriots(piecesAt(state, to)) > 0, patriotsCanPayFor(state, frame, to)) === null) return true;
    }
  }
  return false;
}

/** No Rebellion Controlled City: reach between neighbours does not need one. */
const NO_CITIES: readonly SpaceId[] = [];

/**
 * Why French March could not select `to` as its first destination now, by its own rule (3.5, 3.5.4):
 * before the Treaty, 1 Resource (unless free), no group of French Regulars that can move in; or null
 * when it could. Pure.
 */
export function whyNotMarchTo(state: GameState, to: SpaceId, mode: CommandMode): Reason | null {
  if (!state.treatyOfAlliance) return because('3.5.4', 'the French March only once the Treaty of Alliance has been played');
  return whyCannotPay(state, 'french', FRENCH_MARCH_COST, mode, 'each March destination', '3.5.4') ?? whyNoGroupInto(state, newFrame(mode), to);
}

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/**
 * Why a French action is not among the March's options now (3.5.4, and the general limits), or null
 * when the generic reason (or the command host, for `done`) says enough. Pure.
 */
function explainFrenchMarch(state: GameState, frame: FrenchMarchFrame, action: Action): Reason | null {
  const to = frame.current;
  const g = frame.group;
  if (g !== null) {
    const group = `the ${plural(g.regulars, 'French Regular', 'French Regulars')} from ${placeName(g.from)} to ${placeName(to!)}`;
    if (action.type !== 'move' || action.piece !== 'continental') return because('3.5.4', `first choose how many Continentals accompany ${group}`);
    if (action.from !== g.from || action.to !== to) return because('3.5.4', `Continentals accompany French Regulars through the entire move: they go with ${group}`);
    const count = action.count ?? 0;
    if (count < g.min) return because('3.5.4', `${placeName(to!)} holds no Patriot piece: at least one Continental must come along`);
    if (count > g.regulars) return because('3.5.4', `Continentals accompany French Regulars one for one: at most ${g.regulars}, not ${count}`);
    const movable = movableUnits(state, frame, g.from, 'continental');
    return because('3.5.4', `${placeName(g.from)} has ${plural(movable, 'Continental', 'Continentals')} that can still move (a unit moves once per March), not ${count}`);
  }
  switch (action.type) {
    case 'selectSpace': {
      if (to !== null && frame.origins.length === 0) return because('3.5.4', `${placeName(to)} must receive French Regulars before another destination is selected`);
      const space = action.space!;
      return (
        whyNoMoreSpaces(frame) ??
        whyCannotPay(state, 'french', FRENCH_MARCH_COST, frame.mode, 'each March destination', '3.5.4') ??
        whyMayNotExecuteIn(state, frame, space) ??
        whyNoGroupInto(state, frame, space)
      );
    }
    case 'done':
      if (to === null) return because('3.5.4', 'the March selects a destination first');
      return frame.origins.length === 0 ? because('3.5.4', `${placeName(to)} must receive French Regulars first: a destination is where units go`) : null;
    case 'move': {
      if (to === null) return because('3.5.4', 'the March selects a destination first, then moves French Regulars into it');
      if (action.to !== to) return because('3.5.4', `the March is moving units into ${placeName(to)}, the destination selected, not into ${action.to === 'available' ? 'Available' : placeName(action.to!)}`);
      if (action.piece === 'continental') return because('3.5.4', 'Continentals only accompany French Regulars: their number is chosen right after the Regulars move');
      if (action.piece !== 'frenchRegular') return because('3.5.4', `the French March moves French Regulars (and Continentals with them), not ${KIND_NAME[action.piece!][1]}`);
      const from = action.from!;
      const why = whyNoFrenchMarchGroup(state, frame, from, to);
      if (why !== null) return why;
      const movable = movableUnits(state, frame, from, 'frenchRegular');
      return because('3.5.4', `${placeName(from)} has ${plural(movable, 'French Regular', 'French Regulars')} that can still move (a unit moves once per March), not ${action.count}`);
    }
    default:
      return null;
  }
}

/** Whether French March can be executed (3.5, 3.5.4), within the mode's limits (2.3.5, 3.1.2). Pure. */
export function canFrenchMarch(state: GameState, mode: CommandMode): boolean {
  return frenchMarch.canStart(state, mode);
}

function arrive(frame: Draft<FrenchMarchFrame>, space: SpaceId, piece: 'frenchRegular' | 'continental', count: number): void {
  const a = (frame.arrived[space] ??= { frenchRegular: 0, continental: 0 });
  a[piece] += count;
}

/** After a group moved: the owners' Leaders may follow (1.10); the French decide first. */
function afterGroup(
  draft: Draft<GameState>,
  frame: Draft<FrenchMarchFrame>,
  from: SpaceId,
  to: SpaceId,
  continentals: number,
  frenchLeaderSetAside: boolean,
): void {
  if (continentals > 0) offerLeader(draft, 'patriots', from, to, { mayFollow: !frame.leadersMoved.includes('patriots') });
  offerLeader(draft, 'french', from, to, { mayFollow: !frame.leadersMoved.includes('french'), setAside: frenchLeaderSetAside });
}

/**
 * What a French March's fields must agree with, for `loadGame` (3.5.4): the destination being filled
 * is the last one selected, and before its first group some group can still move in (a destination
 * always receives units); the Patriots have paid for exactly the destinations Continentals entered;
 * a group waiting for its Continentals moved from the last origin into the destination (its Regulars
 * are there among those that arrived), and its choice runs from `min` (1 exactly when the destination
 * holds no Patriot piece) to `max` (no more than the Regulars moved and the Continentals free to move
 * in its origin, and none when the Patriots cannot pay); a French Leader it set aside is Available
 * (1.10). Pure.
 */
function frenchMarchProblems(state: GameState, frame: FrenchMarchFrame): string[] {
  const out = currentSpaceProblems(frame, 'the March');
  for (const d of frame.patriotsPaid)
    if ((frame.arrived[d]?.continental ?? 0) === 0 || !frame.selected.includes(d))
      out.push(`patriotsPaid: the Patriots paid for Continentals entering ${placeName(d)}, but none entered it in this March`);
  for (const d of SPACE_IDS)
    if ((frame.arrived[d]?.continental ?? 0) > 0 && !frame.patriotsPaid.includes(d))
      out.push(`arrived: Continentals entered ${placeName(d)} in this March, but the Patriots did not pay for them`);
  const to = frame.current;
  const g = frame.group;
  if (to === null) {
    if (g !== null) out.push('group: a group waits for its Continentals, but no destination is under way');
    return out;
  }
  if (frame.origins.length === 0) {
    if (g !== null) out.push(`group: a group waits for its Continentals, but no group has entered ${placeName(to)}`);
    else if (frenchMarchOrigins(state, frame, to).length === 0)
      out.push(`current: ${placeName(to)} has received no French Regulars yet, and none can march into it`);
    return out;
  }
  if (g === null) return out;
  const last = frame.origins[frame.origins.length - 1];
  if (g.from !== last) out.push(`group.from: the group came from ${placeName(g.from)}, but the last group into ${placeName(to)} came from ${placeName(last)}`);
  const arrived = Math.min(frame.arrived[to]?.frenchRegular ?? 0, piecesAt(state, to).frenchRegular);
  if (g.regulars < 1 || g.regulars > arrived)
    out.push(`group.regulars: ${g.regulars}, but the group is 1 or more of the ${plural(arrived, 'French Regular', 'French Regulars')} this March brought to ${placeName(to)}`);
  const min = countPatriots(piecesAt(state, to)) === 0 ? 1 : 0;
  if (g.min !== min)
    out.push(`group.min: ${g.min}, but ${placeName(to)} ${min === 1 ? 'holds no Patriot piece, so Continentals must come along (1)' : 'holds a Patriot piece, so none need come along (0)'}`);
  const most = Math.min(g.regulars, movableUnits(state, frame, g.from, 'continental'));
  if (g.max < g.min || g.max > most)
    out.push(`group.max: ${g.max}, but the Continentals accompanying the group number from ${g.min} to ${most} (1 for 1, among those in ${placeName(g.from)} that have not moved)`);
  else if (g.max > 0 && !patriotsCanPayFor(state, frame, to))
    out.push(`group.max: ${g.max}, but the Patriots cannot pay for Continentals entering ${placeName(to)}`);
  if (g.frenchLeaderSetAside && state.leaders.french.at !== 'available')
    out.push(`group.frenchLeaderSetAside: the French Leader is recorded as set aside, but stands in ${placeName(state.leaders.french.at)}`);
  return out;
}

/** The French March: destinations, groups of Regulars, their Continentals (3.5.4). */
export const frenchMarchStep = defineStep<FrenchMarchFrame>({
  kind: 'frenchMarch',
  rule: '3.5.4',
  decider: () => 'french',
  prompt(_state, frame) {
    if (frame.group)
      return `French March: how many Continentals (1 for 1) accompany the ${plural(frame.group.regulars, 'French Regular', 'French Regulars')} from ${spaceName(frame.group.from)} to ${spaceName(frame.current!)}${frame.mode.free || frame.patriotsPaid.includes(frame.current!) ? '' : ' (the Patriots pay 1 Resource)'}`;
    const cost = frame.mode.free ? 'free' : 'pay 1 Resource';
    if (frame.current === null) return `French March: select a destination (${cost})`;
    if (frame.origins.length === 0) return `French March to ${spaceName(frame.current)}: move French Regulars in`;
    return `French March to ${spaceName(frame.current)}: move more French Regulars in${maySelectMore(frame) ? `, select another destination (${cost})` : ''}, or finish`;
  },
  options(state, frame): Action[] {
    const faction = 'french';
    if (frame.group) {
      const { from, min, max } = frame.group;
      const to = frame.current!;
      return Array.from({ length: max - min + 1 }, (_, i) => ({ faction, type: 'move', from, to, piece: 'continental', count: min + i }));
    }
    const out: Action[] = [];
    const to = frame.current;
    if (to !== null)
      for (const from of frenchMarchOrigins(state, frame, to)) {
        const n = movableUnits(state, frame, from, 'frenchRegular');
        for (let count = 1; count <= n; count++) out.push({ faction, type: 'move', from, to, piece: 'frenchRegular', count });
      }
    if (to === null || frame.origins.length > 0) {
      for (const space of frenchMarchDestinations(state, frame)) out.push({ faction, type: 'selectSpace', space });
      if (to !== null) out.push({ faction, type: 'done' });
    }
    return out;
  },
  explain: explainFrenchMarch,
  handle(draft, frame, action) {
    if (action.type === 'selectSpace') {
      const space = action.space!;
      const paid = pay(draft, 'french', FRENCH_MARCH_COST, frame.mode);
      frame.selected.push(space);
      frame.current = space;
      frame.origins = [];
      log(draft, `French March: destination ${spaceName(space)} (${frame.mode.free ? 'free' : `pay ${paid}`})`, '3.5.4', 'french');
      return;
    }
    if (action.type === 'done') {
      popFrame(draft);
      log(draft, `French March complete (${plural(frame.selected.length, 'destination', 'destinations')})`, '3.5.4', 'french');
      return;
    }
    const from = action.from!;
    const to = frame.current!;
    const count = action.count!;
    if (action.piece === 'frenchRegular') {
      const needContinentals = countPatriots(piecesAt(draft, to)) === 0;
      const max = patriotsCanPayFor(draft, frame, to)
        ? Math.min(count, movableUnits(draft, frame, from, 'continental'))
        : 0;
      movePieces(draft, from, to, 'frenchRegular', count);
      recordUnitMove(draft, 'french', from, to, count);
      arrive(frame, to, 'frenchRegular', count);
      frame.origins.push(from);
      log(draft, `${plural(count, 'French Regular marches', 'French Regulars march')} from ${spaceName(from)} to ${spaceName(to)}`, '3.5.4', 'french');
      // 1.10: no state may show a Leader alone, even while the Continentals are being chosen.
      const setAside = draft.leaders.french.at === from && setAsideIfAlone(draft, 'french') !== null;
      if (max > 0) {
        frame.group = { from, regulars: count, min: needContinentals ? 1 : 0, max, frenchLeaderSetAside: setAside };
        return;
      }
      afterGroup(draft, frame, from, to, 0, setAside);
      return;
    }
    // Continentals accompanying the group.
    const setAside = frame.group!.frenchLeaderSetAside;
    frame.group = null;
    if (count > 0) {
      movePieces(draft, from, to, 'continental', count);
      recordUnitMove(draft, 'patriots', from, to, count);
      arrive(frame, to, 'continental', count);
      let paidText = '';
      if (!frame.patriotsPaid.includes(to)) {
        frame.patriotsPaid.push(to);
        const paid = pay(draft, 'patriots', FRENCH_MARCH_COST, frame.mode);
        paidText = frame.mode.free ? ' (free)' : ` (the Patriots pay ${paid})`;
      }
      log(draft, `${plural(count, 'Continental accompanies', 'Continentals accompany')} them${paidText}`, '3.5.4', 'french');
    }
    afterGroup(draft, frame, from, to, count, setAside);
  },
  validate: frenchMarchProblems,
});

/** 3.5.4 French March. */
export const frenchMarch = defineCommand<FrenchMarchFrame>({
  id: 'march',
  faction: 'french',
  name: 'March',
  rule: '3.5.4',
  kind: 'frenchMarch',
  // `done` between destinations once one received French Regulars (3.5.4), by the frame alone.
  keepsDone: true,
  // With no destination selected and not free, it offers a destination only with 1 French Resource for it (3.5.4).
  spaceCost: FRENCH_MARCH_COST,
  canStart: canStartMarch,
  existsNow: (state) => state.treatyOfAlliance,
  whyNotIn: whyNotMarchTo,
  initial: initialFields,
});
