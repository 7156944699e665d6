/**
 * The Event interpreter (chapter 5): one step runs every Event side's program, an instruction at a
 * time. The frame keeps the card, the side, the executing Faction, the program counter, the variables
 * and the progress of the instruction under way — nothing else — so an Event half resolved saves,
 * loads and goes on.
 *
 * Chapter 5 lives here and in the instruction modules, once for every card:
 * - 5.1: the executing Faction decides unless an instruction names another Faction (its `who`); a
 *   decision with a single way on is taken without asking;
 * - 5.1.1: the instructions place only where a piece may stand, from the pools the text names, and keep
 *   Resources within 0–50 (board.ts);
 * - 5.1.3: an instruction with nothing to act on is skipped, counts are clipped to what is possible, and
 *   "up to" alone lets the decider stop early;
 * - 5.3: a granted free Command runs on top of the Event (grant frame), which resumes afterwards;
 * - 1.10: after every step of an instruction, a Leader left without its Faction's pieces is set aside
 *   and its owner decides where it goes (rules/leaders.ts) before the Event goes on; once an
 *   instruction that moved units is over, each Leader whose units left his space may follow them, and
 *   once one that placed pieces from Available is over, each Available Leader of their Faction may enter
 *   with them (rules/eventLeader.ts; an instruction done at once returns a progress only to carry its
 *   placements to its end).
 * @module
 */
import type { Draft } from 'immer';
import type { Action } from '../../core/action';
import type { Frame, GameState } from '../../core/state';
import type { CardId } from '../../data/ids';
import type { EventModule, EventSide } from '../../flow/contracts';
import { popFrame, pushFrame } from '../../flow/frames';
import { defineStep, type Step } from '../../flow/step';
import { seenOptions } from '../../flow/settle';
import { checkLeaders } from '../leaders';
import { EVENT_LEADER_KIND, offerEventLeaders, type EventMove, type EventPlacement } from '../eventLeader';
import { activate } from './instructions/activate';
import { bindNumber } from './instructions/bindNumber';
import { chooseFaction } from './instructions/chooseFaction';
import { eligibility } from './instructions/eligibility';
import { fni } from './instructions/fni';
import { grant } from './instructions/grant';
import { markers } from './instructions/markers';
import { movePool } from './instructions/movePool';
import { place } from './instructions/place';
import { procedure } from './instructions/procedure';
import { relocate } from './instructions/relocate';
import { remove } from './instructions/remove';
import { replace } from './instructions/replace';
import { resources } from './instructions/resources';
import { selectSpaces } from './instructions/selectSpaces';
import { shift } from './instructions/shift';
import { underground } from './instructions/underground';
import { moveAdjacent } from './instructions/moveAdjacent';
import { contextOf, eventLabel, type InstructionModule } from './instruction';
import type { EventCard, EventFrame, Instruction, Program } from './program';

/** The interpreter's frame kind. */
export const EVENT_KIND = 'event';
/**
 * The frame kinds of a Leader left alone (rules/leaders.ts), which may sit on the Event at any time, and
 * of a Leader following units the Event moved (rules/eventLeader.ts), after an instruction (1.10).
 */
const LEADER_KINDS: readonly string[] = ['leaderAlone', EVENT_LEADER_KIND];

/** Every instruction's module, by `op`. */
const MODULES: { readonly [K in Instruction['op']]: InstructionModule<Extract<Instruction, { op: K }>> } = {
  selectSpaces,
  place,
  replace,
  remove,
  activate,
  relocate,
  shift,
  markers,
  resources,
  fni,
  movePool,
  grant,
  chooseFaction,
  eligibility,
  procedure,
  bindNumber,
  underground,
  moveAdjacent,
};

const moduleOf = (instr: Instruction): InstructionModule => MODULES[instr.op] as InstructionModule;

/** No moves, no placements: what an instruction that moved or placed nothing hands the Leaders (1.10). */
const NO_MOVES: readonly EventMove[] = [];
const NO_PLACEMENTS: readonly EventPlacement[] = [];

/** The program of a side (a single-text card's only side is `unshaded`, 5.2). */
export function programOf(card: EventCard, side: EventSide): Program | undefined {
  return side === 'unshaded' ? card.unshaded : card.shaded;
}

/** The Event module of a card (the contract the Sequence of Play uses): both sides run by the interpreter. */
export function eventModule(card: EventCard): EventModule {
  return {
    card: card.card,
    // Ruling (5.1.3, 2.3.4): a side may be chosen even where none of its text can be implemented now;
    // it is then executed for no effect and counts as executed (2.3.6). docs/rulings.md.
    canExecute: (_state, _faction, side) => programOf(card, side) !== undefined,
    start(draft, faction, side) {
      const frame: EventFrame = { kind: EVENT_KIND, card: card.card, side, faction, pc: 0, vars: {}, progress: null, granted: null };
      pushFrame(draft, frame);
    },
  };
}

/** The interpreter step over the cards given (by number). */
export function eventStep(cards: Readonly<Partial<Record<CardId, EventCard>>>): Step<EventFrame> {
  const programFor = (frame: EventFrame): Program => {
    const card = cards[frame.card];
    const program = card && programOf(card, frame.side);
    if (!program) throw new Error(`lod-engine internal error: no program for ${eventLabel(frame.card, frame.side)}`);
    return program;
  };
  /** The instruction under way, or undefined between instructions. */
  const underWay = (frame: EventFrame): Instruction | undefined => (frame.progress === null ? undefined : programFor(frame)[frame.pc]);
  /** The options of the instruction under way (none between instructions). */
  const optionsOf = (state: GameState, frame: EventFrame, instr: Instruction | undefined): Action[] => {
    const module = instr === undefined ? undefined : moduleOf(instr);
    return module?.options ? module.options(contextOf(state, frame), instr!, frame.progress!) : [];
  };

  /**
   * The automatic progress of the frame, given the instruction under way and its options (at most one: a
   * single way on is taken without asking, none completes the instruction), on the writable frame.
   */
  const progress = (draft: Draft<GameState>, frame: EventFrame, instr: Instruction | undefined, only: readonly Action[]): void => {
    if (instr !== undefined) {
      const module = moduleOf(instr);
      if (only.length === 1) {
        module.handle!(draft, frame, instr, contextOf(draft as GameState, frame), only[0]);
        checkLeaders(draft);
        return;
      }
      module.resume?.(draft, frame, instr, contextOf(draft as GameState, frame));
      // The instruction's own records, read only (the progress leaves the frame here).
      const { moved, placed } = frame.progress!;
      frame.progress = null;
      frame.pc += 1;
      offerEventLeaders(draft, moved ?? NO_MOVES, placed ?? NO_PLACEMENTS);
      return;
    }
    const program = programFor(frame);
    if (frame.pc >= program.length) {
      popFrame(draft);
      return;
    }
    const ctx = contextOf(draft as GameState, frame);
    const next = program[frame.pc];
    if (next.when && !next.when(ctx)) {
      frame.pc += 1;
      return;
    }
    frame.progress = moduleOf(next).begin(draft, frame, next, ctx);
    if (frame.progress === null) frame.pc += 1;
    checkLeaders(draft);
  };

  return defineStep<EventFrame>({
    kind: EVENT_KIND,
    rule: '5.1',
    // A decision when the instruction under way has a real choice; a single way on is taken in `run`.
    isDecision: (state, frame) => optionsOf(state, frame, underWay(frame)).length > 1,
    run(draft, frame) {
      const instr = underWay(frame);
      progress(draft, frame, instr, optionsOf(draft as GameState, frame, instr));
    },
    // Settling: the options that tell a decision from a single way on are computed once, and handed on
    // for the decision (flow/settle.ts keeps them for the state the machine commits; `options` reads them).
    advance(draft, frame, own) {
      const instr = underWay(frame);
      const options = optionsOf(draft as GameState, frame, instr);
      if (options.length > 1) return options;
      progress(draft, own(), instr, options);
      return true;
    },
    decider(state, frame) {
      const instr = underWay(frame);
      return (instr && moduleOf(instr).decider?.(contextOf(state, frame), instr)) ?? frame.faction;
    },
    prompt(state, frame) {
      const instr = underWay(frame);
      const what = (instr && moduleOf(instr).prompt?.(contextOf(state, frame), instr, frame.progress!)) ?? 'go on';
      return `${eventLabel(frame.card, frame.side)}: ${what}`;
    },
    options: (state, frame) => seenOptions(state, frame) ?? optionsOf(state, frame, underWay(frame)),
    // The instruction under way says why (its own spaces, kinds, counts and filter); else the generic reason.
    explain(state, frame, action) {
      const instr = underWay(frame);
      return (instr && moduleOf(instr).explain?.(contextOf(state, frame), instr, frame.progress!, action)) ?? null;
    },
    handle(draft, frame, action) {
      const instr = underWay(frame)!;
      moduleOf(instr).handle!(draft, frame, instr, contextOf(draft as GameState, frame), action);
      checkLeaders(draft);
    },
    validate: (state, frame, at) => eventFrameProblems(cards, state, frame, at),
  });
}

/**
 * What an Event frame must agree with (for saves from elsewhere): a card with a program for the side,
 * the program counter within it, progress only while an instruction is under way, and a grant above
 * exactly while a granted Command is awaited (5.3). A Leader left alone by the Event's removals (or by
 * the procedure it ran, which may be over) may sit above it at any point: its owner places it (1.10).
 */
function eventFrameProblems(cards: Readonly<Partial<Record<CardId, EventCard>>>, state: GameState, frame: EventFrame, at: number): string[] {
  const card = cards[frame.card];
  const program = card && programOf(card, frame.side);
  if (!program) return [`card: #${frame.card} has no ${frame.side} Event program in this engine (5.2)`];
  if (frame.pc > program.length) return [`pc: ${frame.pc}, past the end of the program (${program.length} instructions)`];
  const out: string[] = [];
  const instr = program[frame.pc] as Instruction | undefined;
  if (frame.progress !== null && instr === undefined) out.push('progress: an instruction under way after the end of the program');
  // A Leader the Event left alone is moved by its owner at once, and one whose units it moved may follow them (1.10).
  const above: Frame | undefined = LEADER_KINDS.includes(state.stack[at + 1]?.kind ?? '') ? undefined : state.stack[at + 1];
  // The frame an instruction under way pushed: its grant (5.3) or its Winter Quarters procedure.
  const awaited = frame.progress === null ? null : instr?.op === 'grant' ? ['grant'] : instr?.op === 'procedure' ? [instr.name] : null;
  if (above !== undefined && awaited === null) out.push(`kind: a '${above.kind}' frame sits on the Event, whose instruction under way pushes none (5.1)`);
  if (above !== undefined && awaited !== null && !awaited.includes(above.kind)) out.push(`kind: a '${above.kind}' frame sits on the Event, which awaits '${awaited[0]}' (5.1)`);
  return out;
}
