/**
 * What every Event instruction module supplies to the interpreter (interpreter.ts), and the few
 * readings every instruction shares: who a Faction reference names, which spaces, which pieces, how
 * many (chapter 5).
 * @module
 */
import type { Draft } from 'immer';
import type { Action } from '../../core/action';
import { because, type Reason } from '../../core/reason';
import type { GameState } from '../../core/state';
import { cardById } from '../../data/cards';
import { SPACE_PIECES, type CardId, type Faction, type SpaceId, type SpacePiece } from '../../data/ids';
import { FACTION_NAME, KIND_NAME } from '../../data/text';
import type { EventSide } from '../../flow/contracts';
import { log } from '../../flow/frames';
import type { Amount, EventContext, EventFrame, FactionRef, Instruction, PiecesRef, Progress, SpacesRef } from './program';

/** How the interpreter runs one kind of instruction. */
export interface InstructionModule<I extends Instruction = Instruction> {
  readonly op: I['op'];
  /**
   * Does what needs no decision. Returns the progress when decisions follow (the interpreter then asks
   * `options` until it is empty), or null when the instruction is complete.
   */
  begin(draft: Draft<GameState>, frame: Draft<EventFrame>, instr: I, ctx: EventContext): Progress | null;
  /** The decisions of the instruction under way, canonical order; empty once it is complete. Pure. */
  options?(ctx: EventContext, instr: I, progress: Progress): Action[];
  /** Applies one of the listed actions (to `frame.progress`, and the board). */
  handle?(draft: Draft<GameState>, frame: Draft<EventFrame>, instr: I, ctx: EventContext, action: Action): void;
  /**
   * Why an action of the decider that `options` does not list is not legal now (refusals only, never on
   * the success path), in the card's terms: what the instruction asks (its own spaces, kinds, count,
   * filter) and what fails; null leaves the reason to the interpreter (docs/architecture.md, "How to add
   * reasons to a module"). Pure.
   */
  explain?(ctx: EventContext, instr: I, progress: Progress, action: Action): Reason | null;
  /** Who decides (5.1: the executing Faction unless the text names another). */
  decider?(ctx: EventContext, instr: I): Faction;
  /** What the decision is about, for the prompt. */
  prompt?(ctx: EventContext, instr: I, progress: Progress): string;
  /** The interpreter's frame is on top again after a frame the instruction pushed (a grant). */
  resume?(draft: Draft<GameState>, frame: Draft<EventFrame>, instr: I, ctx: EventContext): void;
}

/** A fresh progress record. */
export function newProgress(): Progress {
  return { spaces: [], cursor: 0, done: 0, last: -1, closed: false };
}

/** The context filters and formulas see, read from the frame. */
export function contextOf(state: GameState, frame: EventFrame): EventContext {
  return { state, card: frame.card, side: frame.side, faction: frame.faction, vars: frame.vars };
}

/** The Faction a reference names. */
export function factionOf(ctx: EventContext, ref: FactionRef | undefined): Faction {
  if (ref === undefined || ref === 'executing') return ctx.faction;
  if (typeof ref === 'string') return ref;
  return ctx.vars[ref.var] as Faction;
}

/** The spaces a reference names (a variable not bound yet: none). */
export function spacesOf(ctx: EventContext, ref: SpacesRef): readonly SpaceId[] {
  if (Array.isArray(ref)) return ref;
  const v = ctx.vars[(ref as { var: string }).var];
  return Array.isArray(v) ? v : [];
}

/** The piece kinds a reference names. */
export function piecesOf(ctx: EventContext, ref: PiecesRef): readonly SpacePiece[] {
  return typeof ref === 'function' ? ref(ctx) : ref;
}

/** The number an amount names. */
export function amountOf(ctx: EventContext, a: Amount): number {
  return typeof a === 'function' ? a(ctx) : a;
}

/**
 * The count of an instruction under way: a computed one ("one in five", "half the Cities") is read once,
 * when the instruction begins, and kept in its progress (docs/rulings.md); a fixed one as it is.
 */
export function countOf(ctx: EventContext, count: Amount, progress: Progress): number {
  return progress.target ?? amountOf(ctx, count);
}

/** Fixes a computed count in the progress of an instruction beginning (see {@link countOf}). */
export function fixCount(ctx: EventContext, count: Amount, progress: Progress): Progress {
  if (typeof count === 'function') progress.target = count(ctx);
  return progress;
}

/** "#2 Common Sense (shaded)": the card and side, for prompts and the account. */
export function eventLabel(card: CardId, side: EventSide): string {
  return `#${card} ${cardById(card).title} (${side})`;
}

/** A line of the account for the Event under way: "#2 Common Sense (shaded): …" (a function text is built only when kept, as in {@link log}). */
export function eventLog(draft: Draft<GameState>, ctx: EventContext, text: string | (() => string), who?: Faction): void {
  log(draft, () => `${eventLabel(ctx.card, ctx.side)}: ${typeof text === 'string' ? text : text()}`, '5.1', who ?? ctx.faction);
}

/** "the Patriots". */
export const theFaction = (f: Faction): string => `the ${FACTION_NAME[f]}`;

/**
 * The choices that keep a count the text makes compulsory reachable (5.1.3), pieces being taken in one
 * canonical order (a choice's `key`; only keys from the last one taken on are open): a choice is offered
 * only if the pieces at or after its key are enough for what can still be done — otherwise taking it
 * would leave pieces before it that may no longer be taken, and the instruction would end short of a
 * count it could reach. Each choice carries how many pieces it stands for (`n`).
 */
export function completable<T extends { key: number; n: number }>(open: readonly T[], needed: number): T[] {
  const total = open.reduce((sum, o) => sum + o.n, 0);
  const reach = Math.min(needed, total);
  return open.filter((o) => open.reduce((sum, p) => (p.key >= o.key ? sum + p.n : sum), 0) >= reach);
}

/** A reason naming the Event under way: "#2 Common Sense (shaded) places …" (`text` follows the label). */
export function eventBecause(ctx: EventContext, rule: string, text: string): Reason {
  return because(rule, `${eventLabel(ctx.card, ctx.side)} ${text}`);
}

/** Piece kinds in words, plural, joined by "or": "Underground Militia or Continentals"; every kind is "pieces of any kind" (#87). */
export function kindsWords(kinds: readonly SpacePiece[]): string {
  return kinds.length >= SPACE_PIECES.length ? 'pieces of any kind' : kinds.map((k) => KIND_NAME[k][1]).join(' or ');
}


/** The name of a piece kind the action names, singular ("Tory"), or the value as given when it is none. */
export const kindWord = (piece: string | undefined): string => (piece !== undefined && piece in KIND_NAME ? KIND_NAME[piece as SpacePiece][0] : String(piece));

/** So many pieces of the kinds, in words: "one Village", "three British Regulars or Tories". */
export function countKinds(n: number, kinds: readonly SpacePiece[]): string {
  if (n === 1) return kinds.length >= SPACE_PIECES.length ? 'one piece of any kind' : `one ${kinds.map((k) => KIND_NAME[k][0]).join(' or ')}`;
  return `${numberWord(n)} ${kindsWords(kinds)}`;
}

/** A piece kind with its article: "a Tory", "an Active Militia". */
export const aKind = (piece: SpacePiece): string => `${/^[AEIOU]/.test(KIND_NAME[piece][0]) ? 'an' : 'a'} ${KIND_NAME[piece][0]}`;

/** "one", "two"… up to ten, else the digits. */
export function numberWord(n: number): string {
  return ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'][n] ?? String(n);
}

/**
 * A reason against ending the instruction early (`done`) where the text does not say "up to" or "may"
 * (5.1.3: what can be implemented must be).
 */
export function mustGoOn(ctx: EventContext, what: string): Reason {
  return eventBecause(ctx, '5.1.3', `${what}: the text does not say "up to" or "may", so it may not stop while more can be done`);
}
