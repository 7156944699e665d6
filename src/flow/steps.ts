/**
 * Every step module of the decision machine, by frame kind (static table, no registration at run time).
 * @module
 */
import type { Step } from './step';
import { rollStep } from './roll';
import { gameStep } from '../rules/sequence/game';
import { eligibleOptionsStep, eventCardStep } from '../rules/sequence/eventCard';
import { WINTER_QUARTERS_STEPS } from '../rules/winterQuarters/index';

const ALL: readonly Step<any>[] = [rollStep, gameStep, eventCardStep, eligibleOptionsStep, ...WINTER_QUARTERS_STEPS];

/** Step modules by frame kind. */
export const STEPS: Readonly<Record<string, Step>> = Object.freeze(Object.fromEntries(ALL.map((s) => [s.kind, s])));
