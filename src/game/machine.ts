/**
 * The decision machine bound to Liberty or Death (see core/machine.ts for the contract of each function).
 * @module
 */
import { createMachine } from '../core/machine';
import { GAME } from './definition';

const MACHINE = createMachine(GAME.step);

/** Runs automatic steps until a decision is on top of the stack or the game is over. */
export const settle = MACHINE.settle;
/** Who must decide now and what about; null when the game is over. */
export const pending = MACHINE.pending;
/** Every legal action now, canonical order, no duplicates; never empty while the game is not over, empty when it is. */
export const legalActions = MACHINE.legalActions;
/** The next state after a legal action, or an IllegalActionError (never throws). */
export const tryApply = MACHINE.tryApply;
/** The next state after a legal action; throws IllegalActionError otherwise. */
export const apply = MACHINE.apply;
/**
 * Why an action is not legal now, in game terms with the rule section (the reason `tryApply` gives
 * for refusing it), or null when it is legal. Nothing is applied; never throws.
 */
export const explain = MACHINE.explain;
/** The legal actions as the machine keeps them: deep-frozen, shared, not copied (internal: the Simulator). */
export const listed = MACHINE.listed;
/** The listed actions of a frozen state made anew, not kept by the machine (internal: the Simulator keeps them). */
export const listAnew = MACHINE.listAnew;
/** The next state after a listed action, unchecked (internal: the Simulator). */
export const applyListed = MACHINE.applyListed;
/** Tells `apply` a step's next state computed elsewhere (internal: the Event preview). */
export const knowNext = MACHINE.knowNext;
/** A listed action played into a working state in place, not sealed (internal: the Simulator without undo). */
export const playInPlace = MACHINE.playInPlace;
/** The listed actions of a working state `playInPlace` wrote, made anew (internal: the Simulator without undo). */
export const listWorking = MACHINE.listWorking;
/** A working state `playInPlace` wrote, sealed (internal: the Simulator without undo). */
export const sealWorking = MACHINE.sealWorking;
/** Tells `apply` that a step's next state can be told when it is taken (internal: the Event preview). */
export const knowLater = MACHINE.knowLater;
