/**
 * Event instruction `place` (5.1, 5.1.1): pieces placed in each of the spaces in turn, each of one of
 * the kinds the text lists, from the pools it names (Available unless the text names Unavailable). A
 * piece is offered only where it may stand: never a third Fort or Village, never French pieces on the
 * map before the Treaty of Alliance, no Indians in Cities (1.4.2, 2.3.9). A Faction placing its own
 * pieces from Available, with none of the kind Available, may take one from elsewhere on the map (1.4.1;
 * never British or French Regulars): the action names the space it comes from (`from`). Placements in
 * a space follow one canonical order (kind, then pool, then origin in map order), so each result is
 * reached one way. Without "up to" every piece that can be placed is placed (5.1.3), automatically
 * when there is no choice. Where the text names the West Indies as a source ("from Available or West
 * Indies"), a piece may come from that box (the action names it as `from`). "X or Y" (`oneKind`): the
 * first piece placed in a space fixes the kind of them all there, and its count (`counts`); a kind
 * that can be placed in full is chosen over one that cannot (5.1.3). The progress keeps the pieces
 * placed from Available (`placed`): an Available Leader may enter with them once the instruction is over
 * (the interpreter's, 1.10).
 * @module
 */
import type { Draft } from 'immer';
import type { Action, ActionOption } from '../../../core/action';
import { because, type Reason } from '../../../core/reason';
import type { GameState } from '../../../core/state';
import { SPACE_IDS, spaceIndex, type SpaceId, type SpacePiece } from '../../../data/ids';
import { POOL_TYPE, SPACE_PIECE_FACTION } from '../../../data/pieces';
import { FACTION_ADJECTIVE, KIND_NAME, piecesText, spaceName, spacesText } from '../../../data/text';
import { flipPieces, hasRoomForFort, mayOccupy, movePieces, placeFromPool, type Pool, piecesAt } from '../../board';
import { placementSources } from '../../procedures/placement';
import { isNonPlayer } from '../../nonPlayers/sequence';
import type { EventContext, EventFrame, Place, PlaceSource, Progress } from '../program';
import { aKind, completable, countOf, eventBecause, eventLog, fixCount, factionOf, kindsWords, kindWord, mustGoOn, newProgress, piecesOf, spacesOf, theFaction, type InstructionModule } from '../instruction';

const FORTS: ReadonlySet<SpacePiece> = new Set(['britishFort', 'patriotFort', 'village']);
const POOLS: ReadonlySet<string> = new Set<Pool>(['available', 'unavailable', 'casualties']);
const POOL_NAME: Readonly<Record<Pool, string>> = { available: 'Available', unavailable: 'Unavailable', casualties: 'Casualties' };
const isPool = (source: string): source is Pool => POOLS.has(source);

/** What bars one piece of the kind from the space now (1.4.2, 2.3.9, 5.1.1), as a constant code, or null: the one test, allocating nothing. */
function placeBar(state: GameState, space: SpaceId, piece: SpacePiece): 'occupy' | 'stacking' | 'treaty' | null {
  if (!mayOccupy(space, piece)) return 'occupy';
  if (FORTS.has(piece) && !hasRoomForFort(state, space)) return 'stacking';
  if (piece === 'frenchRegular' && space !== 'WestIndies' && !state.treatyOfAlliance) return 'treaty';
  return null;
}

/** Whether one piece of the kind may be placed in the space now (1.4.2, 2.3.9, 5.1.1; see {@link whyNotPlace}). */
export function mayPlace(state: GameState, space: SpaceId, piece: SpacePiece): boolean {
  return placeBar(state, space, piece) === null;
}

/** Why one piece of the kind may not be placed in (or moved into) the space now, or null (1.4.2, 2.3.9, 5.1.1). */
export function whyNotPlace(state: GameState, space: SpaceId, piece: SpacePiece): Reason | null {
  const bar = placeBar(state, space, piece);
  const name = spaceName(space);
  const kind = KIND_NAME[piece][1];
  switch (bar) {
    case null:
      return null;
    case 'occupy':
      return because('1.4.2', space === 'WestIndies' ? `only Regulars and British Forts stand in the West Indies, not ${kind}` : `no ${kind} stand in a City, and ${name} is one`);
    case 'stacking':
      return because('1.4.2', `a space holds at most two Forts and Villages, and ${name} has two`);
    case 'treaty':
      return because('2.3.9', `French Regulars come onto the map only once the Treaty of Alliance is in play, and ${name} is on the map`);
  }
}

/**
 * Places one piece of the kind taken from a space of the map (1.4.1): a piece of the same kind there if
 * any, else of its other side (a Militia or War Party, Underground or Active), placed as the text says.
 */
function takeFromMap(draft: Draft<GameState>, space: SpaceId, piece: SpacePiece, source: SpaceId): void {
  const at = piecesAt(draft, source);
  const kind = at[piece] > 0 ? piece : (Object.keys(POOL_TYPE) as SpacePiece[]).find((k) => POOL_TYPE[k] === POOL_TYPE[piece] && at[k] > 0)!;
  movePieces(draft, source, space, kind, 1);
  if (kind !== piece) flipPieces(draft, space, kind, piece, 1);
}

/** Where one piece comes from: a pool, the West Indies box (where the text names it), or (1.4.1) a space of the map. */
type Source = Pool | SpaceId;

/** The list index of a source among the text's sources (the West Indies box is the text's `westIndies`); −1 for a map space. */
const sourceIndex = (pools: readonly PlaceSource[], source: Source): number => pools.indexOf(source === 'WestIndies' ? 'westIndies' : (source as PlaceSource));

/** How many pieces of the kind a source of the text holds now. */
function inSource(state: GameState, source: PlaceSource, piece: SpacePiece): number {
  return source === 'westIndies' ? piecesAt(state, 'WestIndies')[piece] : state[source][POOL_TYPE[piece]];
}

/**
 * The canonical key of placing one piece of the kind from the source: first every piece from the pools
 * (kind, then pool), then every piece taken from the map (kind, then its space in map order).
 */
function keyOf(pieces: readonly SpacePiece[], pools: readonly PlaceSource[], piece: SpacePiece, source: Source): number {
  const k = pieces.indexOf(piece);
  const p = sourceIndex(pools, source);
  return p >= 0 ? k * pools.length + p : pieces.length * pools.length + k * SPACE_IDS.length + spaceIndex(source as SpaceId);
}

/** One (kind, source) choice of a space, with its canonical key ({@link keyOf}). */
interface Choice {
  piece: SpacePiece;
  source: Source;
  key: number;
}

/**
 * Hands `visit` the (kind, source) choices open in the space, canonical order, from the last one taken
 * on, until it returns true (then returns true). Pieces come from the pools the text names while any can
 * be placed (5.1.3: those must be). Then, and only then, a Faction placing its own pieces from Available,
 * with none of a kind Available, may take pieces of that kind from elsewhere on the map (1.4.1; never
 * British or French Regulars) — a choice it may decline.
 */
function eachChoice(ctx: EventContext, instr: Place, space: SpaceId, progress: Progress, visit: (choice: Choice) => boolean): boolean {
  const last = progress.last;
  const all = piecesOf(ctx, instr.pieces);
  const pools = instr.from ?? ['available'];
  const pieces = kindsOpen(ctx, instr, space, progress).filter((piece) => mayPlace(ctx.state, space, piece));
  let any = false;
  for (const piece of pieces)
    for (const pool of pools) {
      const source: Source = pool === 'westIndies' ? 'WestIndies' : pool;
      const key = keyOf(all, pools, piece, source);
      if (key >= last && inSource(ctx.state, pool, piece) > 0) {
        any = true;
        if (visit({ piece, source, key })) return true;
      }
    }
  if (any || !pools.includes('available')) return false;
  const placer = factionOf(ctx, instr.who);
  for (const piece of pieces) {
    if (SPACE_PIECE_FACTION[piece] !== placer) continue;
    for (const source of placementSources(ctx.state, piece, space)) {
      if (source === 'available') continue;
      const key = keyOf(all, pools, piece, source);
      if (key >= last && visit({ piece, source, key })) return true;
    }
  }
  return false;
}

/** The (kind, source) choices open in the space, canonical order (see {@link eachChoice}). */
function choices(ctx: EventContext, instr: Place, space: SpaceId, progress: Progress): Choice[] {
  const out: Choice[] = [];
  eachChoice(ctx, instr, space, progress, (choice) => {
    out.push(choice);
    return false;
  });
  return out;
}

/** Whether any choice is open in the space: the first one found ends the search (see {@link eachChoice}). */
const anyChoice = (ctx: EventContext, instr: Place, space: SpaceId, progress: Progress): boolean => eachChoice(ctx, instr, space, progress, () => true);

/** The kind of the piece last placed in the space under way (its key, see {@link keyOf}). */
function kindOfKey(ctx: EventContext, instr: Place, key: number): SpacePiece {
  const pieces = piecesOf(ctx, instr.pieces);
  const n = (instr.from ?? ['available']).length;
  const k = key < pieces.length * n ? Math.floor(key / n) : Math.floor((key - pieces.length * n) / SPACE_IDS.length);
  return pieces[k];
}

/** How many pieces of the kind the text asks for in a space: its own count ("one British Fort or two Tories") or the instruction's. */
function countFor(ctx: EventContext, instr: Place, progress: Progress, piece: SpacePiece): number {
  return instr.counts?.[piece] ?? countOf(ctx, instr.count, progress);
}

/** The count in the space under way: with `oneKind`, that of the kind placed first there once one is. */
function spaceCount(ctx: EventContext, instr: Place, progress: Progress): number {
  if (instr.oneKind && progress.done > 0) return countFor(ctx, instr, progress, kindOfKey(ctx, instr, progress.last));
  return countOf(ctx, instr.count, progress);
}

/**
 * The kinds that may be placed next in the space. "X or Y" (`oneKind`): once a piece is placed there,
 * only its kind; before, the kinds the text's sources can give in full where any can (5.1.3: the fuller
 * choice), else all of them.
 */
function kindsOpen(ctx: EventContext, instr: Place, space: SpaceId, progress: Progress): readonly SpacePiece[] {
  const all = piecesOf(ctx, instr.pieces);
  if (!instr.oneKind) return all;
  if (progress.last >= 0) return [kindOfKey(ctx, instr, progress.last)];
  const pools = instr.from ?? ['available'];
  const full = all.filter(
    (piece) => mayPlace(ctx.state, space, piece) && pools.reduce((n, pool) => n + inSource(ctx.state, pool, piece), 0) >= countFor(ctx, instr, progress, piece),
  );
  return full.length > 0 ? full : all;
}

/**
 * 5.1.3: without "up to", the pieces the text's sources give must all be placed; in canonical order a
 * choice is offered only if enough pieces remain at or after it to place what can still be placed (a
 * later kind or source first would otherwise strand the earlier ones and end the space short). Not for
 * "X or Y" (`oneKind`, whose first choice is the alternative) nor for pieces taken from the map (1.4.1,
 * optional). A piece's supply is its source's, and for a Fort or Village the room left in the space.
 */
function compulsory(ctx: EventContext, instr: Place, space: SpaceId, progress: Progress, open: ReturnType<typeof choices>): ReturnType<typeof choices> {
  if (instr.upTo || instr.oneKind || !open.every((o) => isPool(o.source) || o.source === 'WestIndies')) return open;
  const sp = piecesAt(ctx.state, space);
  const room = 2 - sp.britishFort - sp.patriotFort - sp.village;
  const supply = open.map((o) => {
    const n = o.source === 'WestIndies' ? piecesAt(ctx.state, 'WestIndies')[o.piece] : ctx.state[o.source as Pool][POOL_TYPE[o.piece]];
    return { piece: o.piece, source: o.source, key: o.key, n: FORTS.has(o.piece) ? Math.min(n, room) : n };
  });
  return completable(supply, spaceCount(ctx, instr, progress) - progress.done);
}

/** Moves the cursor on past every space where nothing more is to be placed. */
function settleCursor(ctx: EventContext, instr: Place, frame: Draft<EventFrame>): void {
  const progress = frame.progress!;
  const spaces = spacesOf(ctx, instr.where);
  while (progress.cursor < spaces.length && (progress.done >= spaceCount(ctx, instr, progress) || !anyChoice(ctx, instr, spaces[progress.cursor], progress))) {
    progress.cursor += 1;
    progress.done = 0;
    progress.last = -1;
  }
}

export const place: InstructionModule<Place> = {
  op: 'place',
  begin(_draft, frame, instr, ctx) {
    if (instr.bind) frame.vars[instr.bind] = 0;
    frame.progress = fixCount(ctx, instr.count, newProgress());
    settleCursor(ctx, instr, frame);
    return frame.progress;
  },
  options(ctx, instr, progress) {
    const spaces = spacesOf(ctx, instr.where);
    if (progress.cursor >= spaces.length) return [];
    const space = spaces[progress.cursor];
    const faction = factionOf(ctx, instr.who);
    const several = (instr.from ?? ['available']).length > 1;
    const out: Action[] = compulsory(ctx, instr, space, progress, choices(ctx, instr, space, progress)).map(({ piece, source }): Action => {
      // A space of the map (1.4.1) or the West Indies box is named as `from`; a pool, when the text names several, as `option`.
      if (!isPool(source)) return { faction, type: 'place', space, from: source, piece };
      return several ? { faction, type: 'place', space, piece, option: source as ActionOption } : { faction, type: 'place', space, piece };
    });
    // "May take them from elsewhere on the map" (1.4.1): where only that is left, the Faction may stop.
    if (instr.upTo || (out.length > 0 && out.every((a) => a.from !== undefined && a.from !== 'WestIndies'))) out.push({ faction, type: 'done' });
    return out;
  },
  handle(draft, frame, instr, ctx, action) {
    const progress = frame.progress!;
    if (action.type === 'done') {
      progress.cursor += 1;
      progress.done = 0;
      progress.last = -1;
    } else {
      const source: Source = action.from ?? (action.option as Pool | undefined) ?? 'available';
      const piece = action.piece as SpacePiece;
      const pieces = piecesOf(ctx, instr.pieces);
      const pools = instr.from ?? ['available'];
      if (isPool(source)) placeFromPool(draft, source, action.space!, piece);
      else takeFromMap(draft, action.space!, piece, source);
      // 1.10: an Available Leader may enter with pieces placed from Available (the interpreter asks once the instruction is over).
      if (source === 'available') (progress.placed ??= []).push({ space: action.space!, piece });
      const space = action.space!;
      const from = (): string =>
        source === 'available' ? '' : isPool(source) ? ` from ${POOL_NAME[source]}` : source === 'WestIndies' ? ' from the West Indies' : ` from ${spaceName(source)} (1.4.1)`;
      eventLog(draft, ctx, () => `${piecesText(1, piece)} placed in ${spaceName(space)}${from()}`, factionOf(ctx, instr.who));
      progress.done += 1;
      if (instr.bind) frame.vars[instr.bind] = (frame.vars[instr.bind] as number) + 1;
      progress.last = keyOf(pieces, pools, piece, source);
      if (progress.spaces[progress.spaces.length - 1] !== action.space) progress.spaces.push(action.space!);
    }
    settleCursor({ ...ctx, state: draft as GameState }, instr, frame);
  },
  explain: (ctx, instr, progress, action) => whyNotPlaceNow(ctx, instr, progress, action),
  decider: (ctx, instr) => factionOf(ctx, instr.who),
  prompt(ctx, instr, progress) {
    const spaces = spacesOf(ctx, instr.where);
    const space = spaces[progress.cursor];
    const kinds = piecesOf(ctx, instr.pieces).map((p) => piecesText(1, p).slice(2)).join(' or ');
    return `${theFaction(factionOf(ctx, instr.who))} place ${instr.upTo ? 'up to ' : ''}${countOf(ctx, instr.count, progress)} × ${kinds} in ${space === undefined ? '—' : spaceName(space)} (${progress.done} placed)`;
  },
};

/** A source in words: "Available", "the West Indies", "New York (1.4.1)". */
function sourceWords(source: PlaceSource | SpaceId): string {
  if (source === 'westIndies' || source === 'WestIndies') return 'the West Indies';
  return isPool(source) ? POOL_NAME[source] : spaceName(source as SpaceId);
}

/**
 * Why the placement is not legal now (refusals only), walking the checks the options make: the space
 * under way, the kinds the text lists ("X or Y": the kind placed first there, or the fuller one), where
 * the piece may stand, the sources the text names (then the map, 1.4.1), canonical order, and the
 * compulsory count (5.1.3).
 */
function whyNotPlaceNow(ctx: EventContext, instr: Place, progress: Progress, action: Action): Reason | null {
  const spaces = spacesOf(ctx, instr.where);
  const space = spaces[progress.cursor];
  const kinds = piecesOf(ctx, instr.pieces);
  if (space === undefined) return null;
  const here = spaceName(space);
  if (action.type === 'done') return instr.upTo ? null : mustGoOn(ctx, `places ${kindsWords(kinds)} in ${here}`);
  if (action.type !== 'place' || action.space === undefined) return null;
  const name = spaceName(action.space);
  if (!spaces.includes(action.space)) return eventBecause(ctx, '5.1', `places pieces in ${spacesText(spaces)} only: ${name} is not one of them`);
  if (action.space !== space) return eventBecause(ctx, '5.1', `places in its spaces one after the other, and is placing in ${here} now, not in ${name}`);
  const piece = action.piece as SpacePiece;
  if (!kinds.includes(piece)) return eventBecause(ctx, '5.1', `places ${kindsWords(kinds)}, not ${kindWord(piece)}`);
  if (instr.oneKind && !kindsOpen(ctx, instr, space, progress).includes(piece)) {
    if (progress.last >= 0) return eventBecause(ctx, '5.1', `places one kind of piece in each space (${kindsWords(kinds)}), and ${KIND_NAME[kindOfKey(ctx, instr, progress.last)][1]} were placed in ${here} first`);
    const full = kindsOpen(ctx, instr, space, progress);
    return eventBecause(ctx, '5.1.3', `places ${kindsWords(kinds)}: ${kindsWords(full)} can be placed in full in ${here}, and the fuller choice must be made`);
  }
  const bar = whyNotPlace(ctx.state, space, piece);
  if (bar !== null) return bar;
  const pools = instr.from ?? ['available'];
  const several = pools.length > 1;
  const placer = factionOf(ctx, instr.who);
  if (action.option !== undefined) {
    if (!several) return eventBecause(ctx, '5.1.1', `takes its pieces from ${sourceWords(pools[0])} only: the action names no pool`);
    if (!pools.includes(action.option as PlaceSource)) return eventBecause(ctx, '5.1.1', `takes its pieces from ${pools.map(sourceWords).join(' or ')}, not from '${action.option}'`);
  }
  const source: Source = action.from ?? (action.option as Pool | undefined) ?? 'available';
  if (isPool(source) || source === 'WestIndies') {
    const textSource: PlaceSource = source === 'WestIndies' ? 'westIndies' : source;
    if (!pools.includes(textSource)) return eventBecause(ctx, '5.1.1', `takes its pieces from ${pools.map(sourceWords).join(' or ')}, not from ${sourceWords(textSource)}`);
    if (inSource(ctx.state, textSource, piece) === 0) {
      const mapToo = textSource === 'available' && SPACE_PIECE_FACTION[piece] === placer && placementSources(ctx.state, piece, space).length > 0;
      return eventBecause(ctx, '5.1.1', `takes ${KIND_NAME[piece][1]} from ${sourceWords(textSource)}, and there are none there${mapToo ? ' (the action may name a space of the map to take one from, 1.4.1)' : ''}`);
    }
  } else {
    if (SPACE_PIECE_FACTION[piece] !== placer) return because('1.4.1', `only a Faction placing its own pieces may take them from elsewhere on the map, and ${KIND_NAME[piece][1]} are not ${FACTION_ADJECTIVE[placer]} pieces`);
    if (!pools.includes('available')) return eventBecause(ctx, '5.1.1', `takes its pieces from ${pools.map(sourceWords).join(' or ')}, not from the map`);
    const fromPools = choices(ctx, instr, space, { ...progress, last: -1 }).some((c) => isPool(c.source) || c.source === 'WestIndies');
    if (fromPools || ctx.state.available[POOL_TYPE[piece]] > 0) return because('1.4.1', `pieces are taken from elsewhere on the map only when none of the kind is Available, and ${KIND_NAME[piece][1]} are`);
    if (!placementSources(ctx.state, piece, space).includes(source)) {
      if (piece === 'britishRegular' || piece === 'frenchRegular') return because('1.4.1', 'Regulars are never taken from elsewhere on the map');
      if (isNonPlayer(ctx.state, placer)) return because('8.1', `${theFaction(placer)} are a Non-Player, and a Non-Player never takes its own pieces from the map`);
      if (source === space) return because('1.4.1', `a piece taken from elsewhere on the map comes from another space than ${here}`);
      return because('1.4.1', `there is no ${KIND_NAME[piece][0]} in ${spaceName(source)} to take`);
    }
  }
  const open = choices(ctx, instr, space, progress);
  const listed = open.find((c) => c.piece === piece && c.source === source);
  if (listed === undefined) {
    const lastKind = KIND_NAME[kindOfKey(ctx, instr, progress.last)][0];
    return eventBecause(ctx, '5.1', `places in one order in a space (kind as the text lists them, then source: docs/actions.md): after a ${lastKind}, ${aKind(piece)} from ${sourceWords(source)} comes too early`);
  }
  return eventBecause(
    ctx,
    '5.1.3',
    `places every piece it can in ${here}: ${aKind(piece)} from ${sourceWords(source)} now would leave pieces the text places out of reach in the canonical order (docs/actions.md)`,
  );
}
