/**
 * What the Event under way is doing, read without knowing the card: for bots and the Non-Player Event
 * rules (8.3.4–8.3.6 ask whether an instruction places friendly pieces, removes enemy pieces, shifts
 * toward Support...). Pure.
 * @module
 */
import type { GameState } from '../../core/state';
import { SPACE_PIECE_FACTION } from '../../data/pieces';
import type { CardId, Faction, SpacePiece } from '../../data/ids';
import type { EventSide } from '../../flow/contracts';
import { EVENT_CARDS } from './index';
import { EVENT_KIND, programOf } from './interpreter';
import { amountOf, contextOf, factionOf, piecesOf } from './instruction';
import type { EventFrame, Instruction } from './program';

/** The kinds of Event instruction (docs/events.md). */
export type InstructionOp =
  | 'selectSpaces'
  | 'place'
  | 'replace'
  | 'remove'
  | 'activate'
  | 'relocate'
  | 'shift'
  | 'markers'
  | 'resources'
  | 'fni'
  | 'movePool'
  | 'grant'
  | 'chooseFaction'
  | 'eligibility'
  | 'procedure'
  | 'bindNumber'
  | 'underground'
  | 'moveAdjacent';

/** Every instruction's `op` is one of {@link InstructionOp} and back (a compile-time check). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _opsAgree: Same<Instruction['op'], InstructionOp> = true;
void _opsAgree;

/** One instruction, as a bot reads it. */
export interface InstructionReading {
  /** The instruction's kind (docs/events.md). */
  op: InstructionOp;
  /** Its index in the side's program. */
  index: number;
  /** The piece kinds it places, replaces, removes, Activates, flips Underground or moves (for `replace`: those replaced). */
  pieces: SpacePiece[];
  /** The Factions whose pieces those are. */
  owners: Faction[];
  /** `replace`: the kind put in their place. */
  replacement?: SpacePiece;
  /** `shift`: the level the spaces move toward (−2 Active Opposition … +2 Active Support) and by how many levels. */
  toward?: -2 | -1 | 0 | 1 | 2;
  levels?: number;
  /** `resources`: whose Resources and by how much; `fni`: the change of level. */
  faction?: Faction;
  amount?: number;
  /** `fni` with a level ("FNI to 0"): the level FNI goes to. */
  level?: number;
  /** `grant`: the Commands and Special Activities granted. */
  commands?: string[];
  activities?: string[];
}

/** The Event under way and its instruction, as a bot reads them. */
export interface EventReading {
  card: CardId;
  side: EventSide;
  /** The executing Faction (5.1). */
  faction: Faction;
  /** The instruction under way (or about to begin), or null once the program is done. */
  instruction: InstructionReading | null;
}

/** The nearest Event frame of the stack (the Event a pending decision serves), or null. */
function eventFrame(state: GameState): EventFrame | null {
  for (let i = state.stack.length - 1; i >= 0; i--) if (state.stack[i].kind === EVENT_KIND) return state.stack[i] as EventFrame;
  return null;
}

/** The Event frame nearest the top of the stack with its side's program (empty when the card has none), or null when no Event is under way. */
function programUnderWay(state: GameState): { frame: EventFrame; program: readonly Instruction[] } | null {
  const frame = eventFrame(state);
  if (frame === null) return null;
  const card = EVENT_CARDS[frame.card];
  return { frame, program: (card && programOf(card, frame.side)) ?? [] };
}

/**
 * The op of the Event's instruction under way and the variable it binds (a selection of spaces or of a
 * Faction), read from the program without evaluating anything: what {@link eventLookahead}'s
 * `instruction` says of them, for a reader that needs no more. Null when no Event or no instruction is
 * under way. Pure.
 */
export function instructionUnderWay(state: GameState): { op: InstructionOp; bind?: string } | null {
  const at = programUnderWay(state);
  const instr = at === null ? undefined : at.program[at.frame.pc];
  if (instr === undefined) return null;
  return instr.op === 'selectSpaces' || instr.op === 'chooseFaction' ? { op: instr.op, bind: instr.bind } : { op: instr.op };
}

/** The value, or undefined when the card's function cannot be read yet (it needs a choice not made). */
function readable<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

/** The variable a reference names, if it is one (`{ var }`). */
function varOf(ref: unknown): string | undefined {
  return typeof ref === 'object' && ref !== null && !Array.isArray(ref) && typeof (ref as { var?: unknown }).var === 'string' ? (ref as { var: string }).var : undefined;
}

/** How an instruction is tied to the choices of its program: what it binds, and what it reads from a variable. */
export interface InstructionLinks {
  /** `selectSpaces`, `chooseFaction`: the variable the choice is bound to. */
  bind?: string;
  /** The variable naming the spaces it acts in (its `where`, `from` or `to`), when a choice of the program gives them. */
  spacesVar?: string;
  /** The variable naming its Faction (its `faction` or its decider `who`), when a choice of the program gives it. */
  factionVar?: string;
  /** `eligibility`: Eligible or Ineligible for the next card. */
  effect?: 'eligible' | 'ineligible';
  /** `place`, `remove`, `replace`: the count the text gives (per space for `place`), when it can be read now. */
  count?: number;
}

/** An instruction as {@link eventLookahead} reads it: what it does, and how it is tied to the program's choices. */
export interface LinkedReading extends InstructionReading, InstructionLinks {}

/** The links of an instruction (see {@link InstructionLinks}); functions that cannot be read yet are left out. */
function readLinks(state: GameState, frame: EventFrame, instr: Instruction): InstructionLinks {
  const ctx = contextOf(state, frame);
  const out: InstructionLinks = {};
  if (instr.op === 'selectSpaces' || instr.op === 'chooseFaction') out.bind = instr.bind;
  const spacesVar = varOf('where' in instr ? instr.where : undefined) ?? varOf('from' in instr ? instr.from : undefined) ?? varOf('to' in instr ? instr.to : undefined);
  if (spacesVar !== undefined) out.spacesVar = spacesVar;
  const factionVar = varOf('faction' in instr ? instr.faction : undefined) ?? varOf('who' in instr ? instr.who : undefined);
  if (factionVar !== undefined) out.factionVar = factionVar;
  if (instr.op === 'eligibility') out.effect = instr.effect;
  if ((instr.op === 'place' || instr.op === 'remove' || instr.op === 'replace') && instr.count !== undefined && instr.count !== 'all') {
    const amount = instr.count;
    const count = readable(() => amountOf(ctx, amount));
    if (typeof count === 'number' && Number.isFinite(count)) out.count = count;
  }
  return out;
}

/**
 * An instruction read ahead of its turn: its functions may need a choice not made yet, so what cannot be
 * read now is left out (no pieces, no amount).
 */
function readAhead(state: GameState, frame: EventFrame, instr: Instruction, index: number): LinkedReading {
  const read: LinkedReading = readable(() => readInstruction(state, frame, instr, index)) ?? { op: instr.op, index, pieces: [], owners: [] };
  if (read.amount !== undefined && !Number.isFinite(read.amount)) delete read.amount;
  // The reading is this call's own: the links go after its fields, as a spread of both would put them.
  return Object.assign(read, readLinks(state, frame, instr));
}

/** What the instruction does, its functions evaluated for the executing Faction and the board now. */
function readInstruction(state: GameState, frame: EventFrame, instr: Instruction, index: number): InstructionReading {
  const ctx = contextOf(state, frame);
  const out: InstructionReading = { op: instr.op, index, pieces: [], owners: [] };
  if ('pieces' in instr) out.pieces = [...piecesOf(ctx, instr.pieces)];
  if (instr.op === 'activate') {
    const owner = factionOf(ctx, instr.faction);
    out.pieces = owner === 'patriots' ? ['militiaUnderground'] : owner === 'indians' ? ['warPartyUnderground'] : [];
  }
  if (instr.op === 'underground') {
    const owner = factionOf(ctx, instr.faction);
    out.pieces = owner === 'patriots' ? ['militiaActive'] : owner === 'indians' ? ['warPartyActive'] : [];
  }
  out.owners = [...new Set(out.pieces.map((p) => SPACE_PIECE_FACTION[p]))];
  if (instr.op === 'replace') out.replacement = instr.to;
  if (instr.op === 'shift') {
    out.toward = instr.toward;
    out.levels = instr.levels;
  }
  if (instr.op === 'resources') {
    out.faction = factionOf(ctx, instr.faction);
    out.amount = amountOf(ctx, instr.amount);
  }
  if (instr.op === 'fni') {
    // "FNI to n": the change from FNI as it stands now, and the level.
    out.amount = instr.to === undefined ? instr.change : instr.to - state.fni;
    if (instr.to !== undefined) out.level = instr.to;
  }
  if (instr.op === 'eligibility') out.faction = factionOf(ctx, instr.faction);
  if (instr.op === 'grant') {
    out.faction = factionOf(ctx, instr.faction);
    out.commands = [...(instr.commands ?? [])];
    out.activities = [...(instr.activities ?? [])];
  }
  return out;
}

/**
 * The Event the pending decision serves — its card, side, executing Faction and what its instruction
 * under way does — or null when no Event is under way. Pure.
 */
export function eventInstruction(state: GameState): EventReading | null {
  const at = programUnderWay(state);
  if (at === null) return null;
  const { frame, program } = at;
  const instr = program[frame.pc];
  return {
    card: frame.card,
    side: frame.side,
    faction: frame.faction,
    instruction: instr === undefined ? null : readInstruction(state, frame, instr, frame.pc),
  };
}

/** What {@link eventLookahead} returns. */
export interface EventLookahead {
  /** The instruction under way, with its links (what it binds). */
  instruction: LinkedReading | null;
  /**
   * The instructions after it, in order, read on the board now: what the rest of the text will do with
   * the spaces or the Faction chosen now (the questions of 8.3.5 and 8.3.6). A value that depends on a
   * choice not made yet (a count or a piece list computed from an unbound variable) is left out.
   */
  later: LinkedReading[];
}

/**
 * The instruction under way and those after it, each with what it binds and which of the program's
 * variables it reads: for a bot choosing spaces or a Faction, what the rest of the Event does with its
 * choice. Null when no Event is under way. Pure.
 */
export function eventLookahead(state: GameState): EventLookahead | null {
  const at = programUnderWay(state);
  if (at === null) return null;
  const { frame, program } = at;
  const instr = program[frame.pc];
  return {
    instruction: instr === undefined ? null : readAhead(state, frame, instr, frame.pc),
    later: program.slice(frame.pc + 1).map((later, i) => readAhead(state, frame, later, frame.pc + 1 + i)),
  };
}
