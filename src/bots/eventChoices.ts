/**
 * The Non-Players' choices inside an Event (8.3.4–8.3.6, 8.3.8, with 8.1.2 and 8.2): when the pending
 * decision is the Event interpreter's own (kind `event`: selecting spaces, the pieces to place, remove,
 * replace or move, a Faction to choose, a Blockade to move), {@link eventChoice} picks the legal action
 * chapter 8 prescribes for a Non-Player, with a trace citing the rule.
 *
 * What it reads: `eventInstruction`'s view of the instruction under way, and `eventLookahead`'s of what
 * the rest of the text does with the spaces or the Faction chosen now. Which rule answers which kind of
 * instruction is {@link EVENT_CHOICE_RULES} (docs/nonplayers.md, "Choices inside an Event").
 *
 * Not here: the per-card Event Instructions (8.3.1), the "Event or Command?" decision (8.4–8.7, and
 * 8.3.5's first bullet: spaces matching that question first), and the choices inside free Commands
 * and Special Activities an Event grants (their own decision kinds: those follow the flowcharts).
 * @module
 */
import { describeAction, type Action } from '../core/action';
import type { GameState } from '../core/state';
import { RANDOM_SPACES_CYCLE } from '../data/randomSpaces';
import type { Faction, SpaceId, SpacePiece } from '../data/ids';
import { SPACES } from '../data/map';
import { POOL_TYPE, SPACE_PIECE_FACTION } from '../data/pieces';
import { FACTION_NAME, piecesText, spaceName } from '../data/text';
import { listed, pending } from '../game/machine';
import { eventLookahead, instructionUnderWay, type EventLookahead, type InstructionOp, type LinkedReading } from '../rules/events/reading';
import { mayPlace } from '../rules/events/instructions/place';
import { partnerOf, sideOf } from '../rules/victory';
import { DecisionContext, NotPolicyDecision, type Decision, type Policy } from './policy';
import { EVENT_KIND } from '../rules/events/interpreter';
import { policyPick, policyRandomSpace, type SuppliedRolls } from './rolls';
import { actionsOfType } from './flowchart';
import { piecesAt, supportLevel } from '../rules/board';

/** The kind of pending decision this module answers: the Event interpreter's own (5.1). */
export const EVENT_DECISION_KIND = 'event';

/**
 * The rule that answers each kind of Event instruction's decision (docs/nonplayers.md): `8.3.8` where
 * 8.3.4–8.3.6 do not cover it. Instructions that never ask (shift, markers, …) are listed for
 * completeness: should one ask, 8.3.8 answers.
 */
export const EVENT_CHOICE_RULES: Readonly<Record<InstructionOp, string>> = {
  selectSpaces: '8.3.6, 8.3.5, 8.2',
  place: '8.3.4, 8.1.2',
  replace: '8.3.5, 8.1.2, 8.2',
  remove: '8.3.5, 8.1.2, 8.2',
  activate: '8.3.5, 8.2',
  relocate: '8.3.4, 8.1.2, 8.2',
  fni: '8.3.5, 8.2',
  chooseFaction: '8.3.5',
  moveAdjacent: '8.3.8',
  shift: '8.3.8',
  markers: '8.3.8',
  resources: '8.3.8',
  movePool: '8.3.8',
  grant: '8.3.8',
  eligibility: '8.3.8',
  procedure: '8.3.8',
  bindNumber: '8.3.8',
  underground: '8.3.8',
};

/** The first rule of each kind's {@link EVENT_CHOICE_RULES}: the rule its decision's trace cites. */
const FIRST_RULE: Readonly<Record<InstructionOp, string>> = Object.fromEntries(
  Object.entries(EVENT_CHOICE_RULES).map(([op, rules]) => [op, rules.split(',')[0]]),
) as Record<InstructionOp, string>;

// ---------------------------------------------------------------------------------------------
// Sides and pieces (1.5.1, 8.1.2)

const FORTS: ReadonlySet<SpacePiece> = new Set(['britishFort', 'patriotFort', 'village']);
const UNDERGROUND: ReadonlySet<SpacePiece> = new Set(['militiaUnderground', 'warPartyUnderground']);
const ACTIVE: ReadonlySet<SpacePiece> = new Set(['militiaActive', 'warPartyActive']);
const REGULARS: ReadonlySet<SpacePiece> = new Set(['britishRegular', 'frenchRegular']);
const OTHER_CUBES: ReadonlySet<SpacePiece> = new Set(['tory', 'continental']);

const friendly = (a: Faction, b: Faction): boolean => sideOf(a) === sideOf(b);

/** 0: the deciding Faction's own piece; 1: the other friendly Faction's; 2: an enemy's. */
function ownership(decider: Faction, piece: SpacePiece): 0 | 1 | 2 {
  const owner = SPACE_PIECE_FACTION[piece];
  return owner === decider ? 0 : friendly(owner, decider) ? 1 : 2;
}

/** The side's Regulars and its other cubes in the space (British Regulars and Tories, or French Regulars and Continentals). */
function cubesOfSide(state: GameState, space: SpaceId, piece: SpacePiece): { regulars: number; others: number } {
  const p = piecesAt(state, space);
  return sideOf(SPACE_PIECE_FACTION[piece]) === 'royalist' ? { regulars: p.britishRegular, others: p.tory } : { regulars: p.frenchRegular, others: p.continental };
}

/**
 * 8.1.2, placing: Forts and Villages, then Militia or War Parties, then alternating Regulars and
 * Continentals/Tories beginning with whichever is fewest in the space (Regulars if even). Lower first.
 */
export function placeRank(state: GameState, space: SpaceId, piece: SpacePiece): number {
  if (FORTS.has(piece)) return 0;
  if (UNDERGROUND.has(piece) || ACTIVE.has(piece)) return 1;
  const { regulars, others } = cubesOfSide(state, space, piece);
  const regularsFirst = regulars <= others;
  return REGULARS.has(piece) === regularsFirst ? 2 : 3;
}

/**
 * 8.1.2, targeting or removing enemy pieces: Forts and Villages, then Militia or War Parties (Underground
 * before Active), then alternating Regulars and Continentals/Tories beginning with whichever is fewest
 * in the space (Regulars if even). Lower first.
 */
export function enemyRank(state: GameState, space: SpaceId, piece: SpacePiece): number {
  if (FORTS.has(piece)) return 0;
  if (UNDERGROUND.has(piece)) return 1;
  if (ACTIVE.has(piece)) return 2;
  const { regulars, others } = cubesOfSide(state, space, piece);
  const regularsFirst = regulars <= others;
  return REGULARS.has(piece) === regularsFirst ? 3 : 4;
}

/**
 * 8.1.2, removing friendly pieces: alternating Regulars and Continentals/Tories beginning with whichever
 * is most in the space (Regulars if even), if possible without removing the last Tory/Continental in a
 * space; then Active before Underground Militia or War Parties; Forts and Villages last. Lower first.
 */
export function friendlyRank(state: GameState, space: SpaceId, piece: SpacePiece): number {
  if (FORTS.has(piece)) return 5;
  if (ACTIVE.has(piece)) return 3;
  if (UNDERGROUND.has(piece)) return 4;
  const { regulars, others } = cubesOfSide(state, space, piece);
  if (OTHER_CUBES.has(piece) && others === 1) return 2;
  const regularsFirst = regulars >= others;
  return REGULARS.has(piece) === regularsFirst ? 0 : 1;
}

/** Lexicographic comparison, higher first: > 0 when `a` is better. */
function compare(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** The items with the best key (highest, lexicographic), in their order. */
function best<T>(items: readonly T[], key: (item: T) => readonly number[]): { items: T[]; key: readonly number[] } {
  let top: readonly number[] | null = null;
  let out: T[] = [];
  for (const item of items) {
    const k = key(item);
    const c = top === null ? 1 : compare(k, top);
    if (c > 0) {
      top = k;
      out = [item];
    } else if (c === 0) out.push(item);
  }
  return { items: out, key: top ?? [] };
}

const ON_TABLE: ReadonlySet<SpaceId> = new Set(RANDOM_SPACES_CYCLE);
const uniq = <T>(xs: readonly T[]): T[] => [...new Set(xs)];
const sideName = (f: Faction): string => (sideOf(f) === 'royalist' ? 'Royalist' : 'Rebellion');

// ---------------------------------------------------------------------------------------------
// The decision

/** What one choice works with. */
interface Choice {
  ctx: DecisionContext;
  /** The legal actions (the machine's frozen list). */
  legal: readonly Action[];
  /** The deciding Faction. */
  decider: Faction;
  /** The Faction executing the Event. */
  executing: Faction;
  /** The instruction under way, and the rest of the program. */
  instruction: LinkedReading;
  later: LinkedReading[];
  /** The executing Non-Player's "Event or Command?" question, when it executes the Event for it (8.3.5). */
  question?: EventQuestion;
}

/**
 * A Non-Player flowchart's "Event or Command?" question, asked of one later instruction in one candidate
 * space: whether doing it there meets the question (e.g. the British: Tories into an Active Opposition
 * space without Tories). 8.3.5: a Faction that executes an Event because of its question selects as many
 * spaces as possible that meet it before any other.
 */
export type EventQuestion = (state: GameState, space: SpaceId, later: LinkedReading) => boolean;

/** Settings of {@link eventChoice}. */
export interface EventChoiceOptions {
  /** The deciding Faction's "Event or Command?" question, used when it is the executing Faction (8.3.5). */
  question?: EventQuestion;
}

/**
 * One of `spaces` by the Random Spaces procedure (8.2) with the policy's dice; where one is not on the
 * table (the West Indies), by an equal-chance roll (8.2's Play Note). A single space: no roll.
 */
function randomSpace(c: Choice, spaces: readonly SpaceId[], purpose: string): SpaceId {
  const list = uniq(spaces);
  if (list.length === 1) return list[0];
  if (list.every((s) => ON_TABLE.has(s))) {
    const r = policyRandomSpace(c.ctx.dice, list, purpose);
    c.ctx.node('Random Spaces', `${list.map(spaceName).join(', ')} tie: column ${r.column}, row ${r.row} → ${spaceName(r.space!)}`, '8.2');
    return r.space!;
  }
  const pick = policyPick(c.ctx.dice, list, `${purpose}: equal chance`);
  c.ctx.node('Random Spaces', `${list.map(spaceName).join(', ')} tie (one is not on the Random Spaces table): ${spaceName(pick)} by an equal-chance roll`, '8.2');
  return pick;
}

/** Among actions whose key tied, one space by 8.2, then (several kinds there) one by equal chance (8.3.8). */
function tieBreak(c: Choice, tied: readonly Action[], purpose: string): Action {
  const spaceOf = (a: Action): SpaceId => (a.space ?? a.from) as SpaceId;
  const spaces = uniq(tied.map(spaceOf));
  const space = spaces.length === 1 ? spaces[0] : randomSpace(c, spaces, purpose);
  const there = tied.filter((a) => spaceOf(a) === space);
  if (there.length === 1) return there[0];
  const pick = policyPick(c.ctx.dice, there, `${purpose}: equal choice (8.3.8)`);
  c.ctx.node('Other choice', `equal choices in ${spaceName(space)}: ${describeAction(pick)} by an equal-chance roll`, '8.3.8');
  return pick;
}

/** 8.3.8: random among the possibilities. */
function otherChoice(c: Choice, why: string): Action {
  const pick = policyPick(c.ctx.dice, c.legal, 'other Event choice (8.3.8)');
  c.ctx.node('Other choice', `${why}: ${describeAction(pick)}, chosen with equal chance among the ${c.legal.length} possibilities`, '8.3.8');
  return pick;
}

/** A piece action in words: `1 Patriot Fort in Massachusetts`, `… from Unavailable`, `… from Boston to Quebec`. */
function pieceText(a: Action): string {
  const piece = piecesText(1, a.piece as SpacePiece);
  if (a.type === 'move') return `${piece} from ${spaceName(a.from!)} to ${spaceName(a.to as SpaceId)}`;
  const source = sourceOf(a);
  return `${piece} in ${spaceName(a.space!)}${source === 'unavailable' ? ' from Unavailable' : source === 'WestIndies' ? ' from the West Indies' : ''}`;
}

const done = (c: Choice): Action | undefined => actionsOfType(c.legal, 'done')[0];

// ---------------------------------------------------------------------------------------------
// 8.3.6 and 8.3.5: selecting spaces

/**
 * 8.3.6: what shifting the space `levels` levels toward `toward` does, for the decider's side: Royalists
 * [gain in Support, loss of Opposition], Rebellion [gain in Opposition, loss of Support], each as level
 * × Population (1.6.2).
 */
function shiftValue(decider: Faction, level: number, toward: number, levels: number, population: number): [number, number] {
  const after = level < toward ? Math.min(toward, level + levels) : Math.max(toward, level - levels);
  const supportGain = (supportLevels(after) - supportLevels(level)) * population;
  const oppositionGain = (oppositionLevels(after) - oppositionLevels(level)) * population;
  return sideOf(decider) === 'royalist' ? [supportGain, -oppositionGain] : [oppositionGain, -supportGain];
}

/** The levels of Support (positive) or Opposition (negative) at a Support/Opposition level (1.6). */
const supportLevels = (level: number): number => Math.max(0, level);
const oppositionLevels = (level: number): number => Math.max(0, -level);

/** How many of the kinds could be put in the space now from Available or Unavailable, Forts and Villages apart (8.3.5). */
function placeable(state: GameState, space: SpaceId, pieces: readonly SpacePiece[], count: number): [number, number] {
  const p = piecesAt(state, space);
  const room = Math.max(0, 2 - p.britishFort - p.patriotFort - p.village);
  const forts = Math.min(count, room, uniq(pieces.filter((k) => FORTS.has(k)).map((k) => POOL_TYPE[k])).reduce((n, t) => n + supplyOf(state, space, pieces.find((k) => POOL_TYPE[k] === t)!), 0));
  const others = Math.min(count - forts, pieces.filter((k) => !FORTS.has(k)).reduce((n, k) => n + supplyOf(state, space, k), 0));
  return [forts, others];
}

/** How many pieces of kind `k` could be put in the space from Available and Unavailable: none where one may not be placed. */
function supplyOf(state: GameState, space: SpaceId, k: SpacePiece): number {
  return mayPlace(state, space, k) ? state.available[POOL_TYPE[k]] + state.unavailable[POOL_TYPE[k]] : 0;
}

/** The pieces of the kinds present in the space, Forts and Villages apart, each capped by `count` (8.3.5). */
function present(state: GameState, space: SpaceId, pieces: readonly SpacePiece[], count: number): [number, number] {
  const p = piecesAt(state, space);
  const forts = Math.min(count, pieces.filter((k) => FORTS.has(k)).reduce((n, k) => n + p[k], 0));
  const others = Math.min(count - forts, pieces.filter((k) => !FORTS.has(k)).reduce((n, k) => n + p[k], 0));
  return [forts, others];
}

/**
 * A candidate space's value for the rest of the text (`bound`: the instructions reading the variable the
 * selection is bound to): [8.3.6 first, 8.3.6 second, Forts and Villages placed/removed/replaced, other
 * pieces] — 8.3.5: shifts per 8.3.6, within that as many Forts and Villages then other pieces as possible.
 */
function spaceValue(c: Choice, bound: readonly LinkedReading[], space: SpaceId): [number, number, number, number, number] {
  const value: [number, number, number, number, number] = [0, 0, 0, 0, 0];
  const state = c.ctx.state;
  if (space === 'WestIndies') return value;
  const question = c.decider === c.executing ? c.question : undefined;
  for (const later of bound) {
    if (question && question(state, space, later)) value[0] += 1;
    if (later.op === 'shift' && later.toward !== undefined && later.levels !== undefined) {
      const [a, b] = shiftValue(c.decider, supportLevel(state, space), later.toward, later.levels, SPACES[space].population);
      value[1] += a;
      value[2] += b;
    }
    const count = later.count ?? Infinity;
    const counted =
      later.op === 'place' ? placeable(state, space, later.pieces, count) : later.op === 'remove' || later.op === 'replace' ? present(state, space, later.pieces, count) : [0, 0];
    value[3] += counted[0];
    value[4] += counted[1];
  }
  return value;
}

function chooseSpace(c: Choice): Action {
  const selections = actionsOfType(c.legal, 'selectSpace');
  const bound = c.later.filter((l) => l.spacesVar !== undefined && l.spacesVar === c.instruction.bind);
  const { items, key } = best(selections, (a) => spaceValue(c, bound, a.space!));
  const stop = done(c);
  // "Up to": a Non-Player does not shift the difference toward the enemy when it may stop (8.3.6).
  if (stop && key[1] + key[2] < 0) {
    c.ctx.node('Shift', `every space left would shift Support/Opposition in favour of the enemy of the ${sideName(c.decider)}: none selected`, '8.3.6');
    return stop;
  }
  const uses = bound.map((l) => l.op);
  const what = uses.includes('shift') ? 'shift' : uses.some((op) => op === 'place' || op === 'remove' || op === 'replace') ? 'pieces' : 'none';
  // The spaces' names, for the nodes that name them: made when first asked (many tied spaces are not named).
  let named: string | undefined;
  const names = (): string => (named ??= uniq(items.map((a) => spaceName(a.space!))).join(', '));
  if (key[0] > 0) c.ctx.node('Spaces', `spaces that meet the "Event or Command?" question the Event was played for, first: ${names()}`, '8.3.5');
  if (what === 'shift' && (key[1] !== 0 || key[2] !== 0))
    c.ctx.node(
      'Shift',
      `${sideName(c.decider)}: the highest ${sideOf(c.decider) === 'royalist' ? 'gain in Support, then loss of Opposition' : 'gain in Opposition, then loss of Support'} (${key[1]}, ${key[2]}): ${names()}`,
      '8.3.6',
    );
  if (what !== 'none' && (key[3] !== 0 || key[4] !== 0)) c.ctx.node('Spaces', `the most Forts and Villages (${key[3]}) then other pieces (${key[4]}) placed, removed or replaced: ${names()}`, '8.3.5');
  if (items.length === 1 && compare(key, [0, 0, 0, 0, 0]) !== 0) return items[0];
  if (items.length === 1) {
    c.ctx.node('Spaces', `the only space to select: ${names()}`, '8.3.5');
    return items[0];
  }
  c.ctx.node('Spaces', `${items.length} spaces equal for the Event: one at random`, '8.3.5');
  return tieBreak(c, items, 'Event space (8.3.5)');
}

// ---------------------------------------------------------------------------------------------
// 8.3.4, 8.1.2: placing

const SOURCE_ORDER = ['unavailable', 'available', 'WestIndies'];

function sourceOf(a: Action): string {
  return a.from ?? (a.option as string | undefined) ?? 'available';
}

function choosePlacement(c: Choice): Action {
  const state = c.ctx.state;
  const places = actionsOfType(c.legal, 'place');
  const stop = done(c);
  // Pieces from the pools (and the West Indies where the text names it) before pieces taken from the map (1.4.1).
  const fromPools = places.filter((a) => SOURCE_ORDER.includes(sourceOf(a)));
  if (fromPools.length === 0 && stop) {
    c.ctx.node('Placement', 'only pieces taken from elsewhere on the map are left: a Non-Player does not remove its pieces to place them (8.1)', '8.3.4');
    return stop;
  }
  const pool = fromPools.length > 0 ? fromPools : places;
  const { items, key } = best(pool, (a) => {
    const piece = a.piece as SpacePiece;
    const source = SOURCE_ORDER.indexOf(sourceOf(a));
    return [-ownership(c.decider, piece), -placeRank(state, a.space!, piece), -(source < 0 ? SOURCE_ORDER.length : source)];
  });
  const piece = items[0].piece as SpacePiece;
  if (stop && ownership(c.decider, piece) === 2) {
    c.ctx.node('Placement', `only enemy pieces are left to place and the text says "may" / "up to": the ${FACTION_NAME[c.decider]} stop`, '8.3.5');
    return stop;
  }
  const rankText = ['a Fort or Village first', 'Militia or War Parties before cubes', 'the cube kind fewest in the space (Regulars if even)', 'the other cube kind'][Math.max(0, -key[1])];
  const source = sourceOf(items[0]);
  const from = source === 'unavailable' ? ', from Unavailable before Available (8.3.4)' : '';
  c.ctx.node('Placement', `${ownership(c.decider, piece) === 2 ? 'enemy' : 'friendly'} pieces, ${rankText}${from}: ${items.length === 1 ? pieceText(items[0]) : `${items.length} equal choices`}`, '8.1.2');
  return items.length === 1 ? items[0] : tieBreak(c, items, 'Event placement (8.3.4)');
}

// ---------------------------------------------------------------------------------------------
// 8.3.5, 8.1.2: removing and replacing

function chooseRemoval(c: Choice): Action {
  const state = c.ctx.state;
  const type = c.instruction.op === 'replace' ? 'replace' : 'remove';
  const removals = actionsOfType(c.legal, type);
  const key = (a: Action): number[] => {
    const piece = a.piece as SpacePiece;
    const own = ownership(c.decider, piece);
    // Enemy pieces first (8.1.2 targeting order); then the other friendly Faction's (8.3.5), then own (8.1.2 removal order).
    const group = own === 2 ? 0 : own === 1 ? 1 : 2;
    return [-group, -(own === 2 ? enemyRank(state, a.space!, piece) : friendlyRank(state, a.space!, piece))];
  };
  const { items, key: top } = best(removals, key);
  const stop = done(c);
  const group = -top[0];
  if (stop && group > 0) {
    c.ctx.node('Removal', `only friendly pieces are left and the text says "up to": the ${FACTION_NAME[c.decider]} remove none (8.1)`, '8.3.5');
    return stop;
  }
  const piece = items[0].piece as SpacePiece;
  const verb = type === 'replace' ? 'replaced' : 'removed';
  const text =
    group === 0
      ? `enemy ${FACTION_NAME[SPACE_PIECE_FACTION[piece]]} pieces ${verb} first, in the order of 8.1.2 (Forts and Villages, then Underground before Active Militia or War Parties, then alternating cubes, fewest first)`
      : group === 1
        ? `friendly pieces ${verb}: the other Faction's first (8.3.5), in the order of 8.1.2`
        : `own pieces ${verb} in the order of 8.1.2 (alternating cubes, most first, then Active before Underground, Forts and Villages last)`;
  c.ctx.node('Removal', `${text}: ${items.length === 1 ? pieceText(items[0]) : `${items.length} equal choices`}`, '8.1.2');
  return items.length === 1 ? items[0] : tieBreak(c, items, `Event ${type} (8.3.5)`);
}

// ---------------------------------------------------------------------------------------------
// 8.3.4, 8.1.2: relocating; 8.3.5: spaces for Activation and Blockades

function chooseRelocation(c: Choice): Action {
  const state = c.ctx.state;
  const moves = actionsOfType(c.legal, 'move');
  const { items } = best(moves, (a) => {
    const piece = a.piece as SpacePiece;
    return [-Math.min(ownership(c.decider, piece), 2), -placeRank(state, a.to as SpaceId, piece)];
  });
  c.ctx.node('Relocation', `as many pieces as the Event allows, in the order of 8.1.2 (friendly first; Forts and Villages, then Militia or War Parties, then alternating cubes): ${items.length === 1 ? pieceText(items[0]) : `${items.length} equal choices`}`, '8.3.4');
  return items.length === 1 ? items[0] : tieBreak(c, items, 'Event relocation (8.3.4)');
}

function chooseRandomSpace(c: Choice, what: string): Action {
  const withSpace = c.legal.filter((a) => a.space !== undefined);
  if (withSpace.length === 0) return otherChoice(c, `${what}: no space to choose`);
  c.ctx.node('Spaces', `${what}: no priority of 8.3.5 applies, spaces at random`, '8.3.5');
  return tieBreak(c, withSpace, `Event ${what} (8.3.5)`);
}

// ---------------------------------------------------------------------------------------------
// 8.3.5: who

/** Whether the rest of the text helps (+1), harms (−1) or neither (0) the Faction chosen now. */
function whoEffect(c: Choice, offered: readonly Faction[]): { effect: 1 | -1 | 0; why: string } {
  const bind = c.instruction.bind;
  const uses = c.later.filter((l) => l.factionVar !== undefined && l.factionVar === bind);
  for (const l of uses) {
    if (l.op === 'grant') return { effect: 1, why: 'a free Command or Special Activity' };
    if (l.op === 'resources' && l.amount !== undefined && l.amount !== 0) return l.amount > 0 ? { effect: 1, why: 'Resources' } : { effect: -1, why: 'a loss of Resources' };
    if (l.op === 'eligibility') return l.effect === 'eligible' ? { effect: 1, why: 'Eligibility' } : { effect: -1, why: 'Ineligibility' };
    if (l.op === 'place') return { effect: 1, why: 'pieces placed' };
    if (l.op === 'remove' || l.op === 'activate' || l.op === 'replace') return { effect: -1, why: 'its own pieces removed or Activated' };
    if (l.op === 'resources' && l.amount === undefined) return { effect: 1, why: 'Resources' };
  }
  // A free Command the text gives to whichever Faction is chosen ("the French Muster or the Patriots Rally").
  if (c.later.some((l) => l.op === 'grant' && l.faction !== undefined && offered.includes(l.faction))) return { effect: 1, why: 'a free Command or Special Activity' };
  return { effect: 0, why: '' };
}

function chooseWho(c: Choice): Action {
  const options = actionsOfType(c.legal, 'choose');
  const offered = options.map((a) => a.option as Faction);
  const { effect, why } = whoEffect(c, offered);
  if (effect === 0) return otherChoice(c, 'a Faction to name, neither helped nor harmed by the rest of the text (not covered by 8.3.5)');
  const actionFor = (f: Faction): Action => options.find((a) => a.option === f)!;
  const nonPlayers = new Set(c.ctx.state.options.nonPlayers);
  const enemies = offered.filter((f) => !friendly(f, c.executing));
  const pickEnemy = (first: 'nonPlayer' | 'player'): Faction | null => {
    if (enemies.length === 0) return null;
    const preferred = enemies.filter((f) => nonPlayers.has(f) === (first === 'nonPlayer'));
    const among = preferred.length > 0 ? preferred : enemies;
    return policyPick(c.ctx.dice, among, 'Event: a random enemy (8.3.5)');
  };
  if (effect > 0) {
    const order = [c.executing, partnerOf(c.executing)].filter((f) => offered.includes(f));
    const f = order[0] ?? pickEnemy('nonPlayer')!;
    const how = f === c.executing ? 'the executing Faction' : f === partnerOf(c.executing) ? 'the other friendly Faction' : `a random enemy, Non-Player first`;
    c.ctx.node('Who', `benefit (${why}): ${how}, the ${FACTION_NAME[f]}`, '8.3.5');
    return actionFor(f);
  }
  const enemy = pickEnemy('player');
  if (enemy !== null) {
    c.ctx.node('Who', `harm (${why}): a random enemy, player first: the ${FACTION_NAME[enemy]}`, '8.3.5');
    return actionFor(enemy);
  }
  const f = offered.includes(partnerOf(c.executing)) ? partnerOf(c.executing) : offered[0];
  c.ctx.node('Who', `harm (${why}) and no enemy to name: the other friendly Faction first, the ${FACTION_NAME[f]}`, '8.3.5');
  return actionFor(f);
}

// ---------------------------------------------------------------------------------------------

/**
 * The action chapter 8 prescribes for the Non-Player `faction` making the Event decision pending in
 * `state` (kind `event`), with its trace. `rolls`: the policy's rolls, supplied (a table, a test), or
 * derived from the seed and the position when absent (salted with the step count, so that successive
 * decisions of one Event draw afresh: 8.2 "roll again to select another space"). Pure given the rolls.
 * `options.question`: the Faction's "Event or Command?" question; when it executes the Event, spaces
 * that meet it are selected first (8.3.5).
 * @throws NotPolicyDecision when the pending decision is not `faction`'s, or is not an Event's own.
 * @throws RollNeeded when `rolls` is given and one more is needed.
 */
export function eventChoice(state: GameState, faction: Faction, rolls?: SuppliedRolls, options: EventChoiceOptions = {}): Decision {
  // The pending decision read once, checked as `beginDecision` checks it, and not remembered for the
  // state (`pendingOf`): a weak-map entry per Event decision that nothing asks for again.
  const p = pending(state);
  if (p === null || p.faction !== faction) throw new NotPolicyDecision(faction, p === null ? null : p.faction);
  if (p.kind !== EVENT_DECISION_KIND) throw new NotPolicyDecision(faction, p.faction, `not a choice inside an Event but a decision of kind '${p.kind}'`);
  const ctx = new DecisionContext(state, faction, rolls, `event step ${state.steps}`);
  const executing = p.context.event!.faction;
  return ctx.decide(choose(ctx, state, faction, executing, options, p.prompt));
}

/**
 * The action {@link eventChoice} chooses with its derived rolls, without its trace (the Event preview of
 * an "Event or Command?" box reads only the action of another Faction's choice, 8.3.3): the machine's
 * listed action, shared. The pending decision must be an Event's own, `faction`'s.
 */
export function eventChoiceAction(state: GameState, faction: Faction, options: EventChoiceOptions = {}): Action {
  const ctx = new DecisionContext(state, faction, undefined, `event step ${state.steps}`, false);
  let executing: Faction | undefined;
  for (let i = state.stack.length - 1; executing === undefined; i--) if (state.stack[i].kind === EVENT_KIND) executing = state.stack[i].faction as Faction;
  return choose(ctx, state, faction, executing, options, null);
}

/** The choices that weigh what the rest of the text does with them (8.3.5, 8.3.6); the others read only the instruction's op. */
const WEIGHS_LATER: ReadonlySet<InstructionOp> = new Set<InstructionOp>(['selectSpaces', 'chooseFaction']);

/**
 * What a choice reads of the Event under way: `eventLookahead` for a choice that weighs the rest of the
 * text, else the instruction's op alone (nothing evaluated, no later instruction: what those choices read).
 */
function lookahead(state: GameState): EventLookahead {
  const under = instructionUnderWay(state);
  if (under === null || WEIGHS_LATER.has(under.op)) return eventLookahead(state)!;
  return { instruction: { op: under.op, index: -1, pieces: [], owners: [] }, later: [] };
}

/** {@link eventChoice}'s choice, tracing the decision `prompt` when given. */
function choose(ctx: DecisionContext, state: GameState, faction: Faction, executing: Faction, options: EventChoiceOptions, prompt: string | null): Action {
  const legal = listed(state);
  // Read once per decision: each state of an Event is decided on once (a weak-map entry per state saved nothing).
  const look = lookahead(state);
  const instruction = look.instruction ?? { op: 'bindNumber' as const, index: -1, pieces: [], owners: [] };
  const c: Choice = { ctx, legal, decider: faction, executing, instruction, later: look.later };
  if (options.question) c.question = options.question;
  const rule = EVENT_CHOICE_RULES[instruction.op];
  if (prompt !== null) ctx.node('Event', `${prompt} — ${instruction.op}: ${rule}`, FIRST_RULE[instruction.op]);
  if (legal.length === 1) {
    if (prompt !== null) ctx.node('Event', `the only legal action: ${describeAction(legal[0])}`);
    return legal[0];
  }
  switch (instruction.op) {
    case 'selectSpaces':
      return chooseSpace(c);
    case 'place':
      return choosePlacement(c);
    case 'remove':
    case 'replace':
      return chooseRemoval(c);
    case 'relocate':
      return chooseRelocation(c);
    case 'activate':
      return chooseRandomSpace(c, 'Activation');
    case 'fni':
      return chooseRandomSpace(c, 'Blockade');
    case 'chooseFaction':
      return chooseWho(c);
    case 'moveAdjacent':
      return otherChoice(c, 'which units move where, and when to stop (not covered by 8.3.4–8.3.6)');
    default:
      return otherChoice(c, `a ${instruction.op} choice (not covered by 8.3.4–8.3.6)`);
  }
}

/**
 * A policy for `faction` that answers only the Event interpreter's own decisions (kind `event`) with
 * {@link eventChoice}; any other decision throws `NotPolicyDecision` (the flowcharts' and the free
 * Commands' choices are not its).
 */
export function eventChoicePolicy(faction: Faction): Policy {
  return {
    faction,
    name: 'eventChoices',
    choose: (state: GameState, rolls?: SuppliedRolls): Decision => eventChoice(state, faction, rolls),
  };
}
