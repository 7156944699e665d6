/**
 * 6.6 Desertion Phase: Patriot Desertion (6.6.1) then Tory Desertion (6.6.2), as decisions over the
 * Desertion procedure (procedures/desertion.ts: counts, picks, removal). Also run by Events (cards 12
 * and 13 trigger a Patriot Desertion run as in the Winter Quarters Round; card 22 a Tory Desertion):
 * call {@link startPatriotDesertion} / {@link startToryDesertion}.
 *
 * Action: `{ faction, type: 'desert', space, piece }`, one piece at a time, removed to Available.
 * @module
 */
import type { Draft } from 'immer';
import type { Action } from '../../core/action';
import type { Frame, GameState } from '../../core/state';
import type { SpacePiece } from '../../data/ids';
import { defineStep } from '../../flow/step';
import { log, popFrame, pushFrame } from '../../flow/frames';
import { KIND_NAME, piecesText } from '../../data/text';
import { checkLeaders } from '../leaders';
import { DESERTING_MILITIA, DESERTION_RATE, desertersFrom, desertionCounts, desertionOrdinal, desertionPicks, patriotDeserts, toryDeserts } from '../procedures/desertion';
import { roundPhaseProblem } from './phases';

/**
 * For saves from elsewhere (6.6): what the removals still owed of one kind must agree with — one in
 * five on the map deserts (rounding down), and each removal takes one, so those left to remove are
 * never more than a fifth of those still on the map; the enemy's first pick is one of them; and the
 * owner's picks, in canonical order from the last one, can still reach them all. Pure.
 */
function owedProblems(state: GameState, field: string, kinds: readonly SpacePiece[], left: number, enemyFirst: string | null, last: number, rule: string): string[] {
  const name = KIND_NAME[kinds.length > 1 ? 'militia' : kinds[0]][1];
  const onMap = desertersFrom(state, kinds);
  if (left * DESERTION_RATE > onMap) return [`${field}: ${left} ${name} still to desert, more than one in ${DESERTION_RATE} of the ${onMap} on the map (${rule})`];
  if (enemyFirst !== null && left === 0) return [`${enemyFirst}: the first of the ${name} to desert is still to be chosen, but none are left to desert (${rule})`];
  const reach = desertersFrom(state, kinds, last);
  if (reach < left) return [`last: the picks go on in map order from the last one, which leaves ${reach} ${name} for the ${left} still to desert (${rule})`];
  return [];
}

const RULE_PATRIOTS = '6.6.1';
const RULE_TORIES = '6.6.2';

// ---------------------------------------------------------------------------------------------
// 6.6.1 Patriot Desertion

/** Patriot Desertion in progress. */
export interface PatriotDesertionFrame extends Frame {
  kind: 'patriotDesertion';
  /** Militia still to remove (including the Indians' pick while pending). */
  militia: number;
  continentals: number;
  /** Whether the Indians have yet to choose the first Militia / the first Continental. */
  indiansMilitia: boolean;
  indiansContinental: boolean;
  /** Ordinal of the Patriots' last pick (−1 before their first). */
  last: number;
  /** Rule cited in the log (6.6.1, or the Event's card when run by an Event). */
  rule: string;
}

/** Starts Patriot Desertion (6.6.1): pushes its frame (nothing to decide when fewer than 5 of each kind). */
export function startPatriotDesertion(draft: Draft<GameState>, rule = '6.6.1'): void {
  const n = desertionCounts(draft);
  log(draft, `Patriot Desertion: ${n.militia} Militia and ${piecesText(n.continentals, 'continental')} desert`, rule);
  const frame: PatriotDesertionFrame = {
    kind: 'patriotDesertion',
    militia: n.militia,
    continentals: n.continentals,
    indiansMilitia: n.militia > 0,
    indiansContinental: n.continentals > 0,
    last: -1,
    rule,
  };
  pushFrame(draft, frame);
}

function patriotDesertionChooser(frame: PatriotDesertionFrame): 'indiansMilitia' | 'indiansContinental' | 'patriots' {
  if (frame.indiansMilitia) return 'indiansMilitia';
  if (frame.indiansContinental) return 'indiansContinental';
  return 'patriots';
}

/** 6.6.1 Patriot Desertion: the Indians pick the first deserting Militia and the first deserting Continental; the Patriots pick the rest. */
export const patriotDesertionStep = defineStep<PatriotDesertionFrame>({
  kind: 'patriotDesertion',
  rule: '6.6.1',
  isDecision: (_state, frame) => frame.militia + frame.continentals > 0,
  run(draft) {
    popFrame(draft);
  },
  decider: (_state, frame) => (patriotDesertionChooser(frame) === 'patriots' ? 'patriots' : 'indians'),
  prompt(_state, frame) {
    switch (patriotDesertionChooser(frame)) {
      case 'indiansMilitia':
        return 'Patriot Desertion: the Indians choose the first Militia to desert';
      case 'indiansContinental':
        return 'Patriot Desertion: the Indians choose the first Continental to desert';
      default:
        return `Patriot Desertion: the Patriots choose the remainder (${frame.militia} Militia, ${frame.continentals} Continentals)`;
    }
  },
  options(state, frame): Action[] {
    switch (patriotDesertionChooser(frame)) {
      case 'indiansMilitia':
        return desertionPicks(state, 'indians', DESERTING_MILITIA);
      case 'indiansContinental':
        return desertionPicks(state, 'indians', ['continental']);
      default: {
        const kinds: SpacePiece[] = [];
        if (frame.continentals > 0) kinds.push('continental');
        if (frame.militia > 0) kinds.push(...DESERTING_MILITIA);
        return desertionPicks(state, 'patriots', kinds, frame.last, [
          { kinds: DESERTING_MILITIA, left: frame.militia },
          { kinds: ['continental'], left: frame.continentals },
        ]);
      }
    }
  },
  handle(draft, frame, action) {
    const space = action.space!;
    const piece = action.piece as SpacePiece;
    const chooser = patriotDesertionChooser(frame);
    if (chooser === 'indiansMilitia') frame.indiansMilitia = false;
    else if (chooser === 'indiansContinental') frame.indiansContinental = false;
    else frame.last = desertionOrdinal(space, piece);
    if (piece === 'continental') frame.continentals -= 1;
    else frame.militia -= 1;
    patriotDeserts(draft, space, piece, chooser === 'patriots' ? 'patriots' : 'indians', frame.rule);
    if (frame.militia + frame.continentals === 0) popFrame(draft);
    checkLeaders(draft);
  },
  /**
   * 6.6.1: the Militia and Continentals left to desert agree with those on the map; the Indians pick
   * first, before any pick of the Patriots. In the Round, it sits on the Round before Tory Desertion (6.0).
   */
  validate(state, frame, at) {
    const out: string[] = [];
    const phase = roundPhaseProblem(state, at, 'toryDesertion', 'kind', 'Patriot Desertion (6.6.1)');
    if (phase !== null) out.push(phase);
    if ((frame.indiansMilitia || frame.indiansContinental) && frame.last !== -1)
      out.push(`last: the Patriots have picked although the Indians have yet to choose their first deserter (${RULE_PATRIOTS})`);
    out.push(...owedProblems(state, 'militia', DESERTING_MILITIA, frame.militia, frame.indiansMilitia ? 'indiansMilitia' : null, frame.last, RULE_PATRIOTS));
    out.push(...owedProblems(state, 'continentals', ['continental'], frame.continentals, frame.indiansContinental ? 'indiansContinental' : null, frame.last, RULE_PATRIOTS));
    return out;
  },
});

// ---------------------------------------------------------------------------------------------
// 6.6.2 Tory Desertion

/** Tory Desertion in progress. */
export interface ToryDesertionFrame extends Frame {
  kind: 'toryDesertion';
  /** Tories still to remove (including the French pick while pending). */
  tories: number;
  /** Whether the French have yet to choose the first Tory. */
  frenchFirst: boolean;
  /** Ordinal of the British's last pick (−1 before their first). */
  last: number;
  rule: string;
}

/** Starts Tory Desertion (6.6.2): pushes its frame. */
export function startToryDesertion(draft: Draft<GameState>, rule = '6.6.2'): void {
  const n = desertionCounts(draft).tories;
  log(draft, `Tory Desertion: ${piecesText(n, 'tory')} desert`, rule);
  const frame: ToryDesertionFrame = { kind: 'toryDesertion', tories: n, frenchFirst: n > 0, last: -1, rule };
  pushFrame(draft, frame);
}

/** 6.6.2 Tory Desertion: the French pick the first deserting Tory; the British pick the rest. */
export const toryDesertionStep = defineStep<ToryDesertionFrame>({
  kind: 'toryDesertion',
  rule: '6.6.2',
  isDecision: (_state, frame) => frame.tories > 0,
  run(draft) {
    popFrame(draft);
  },
  decider: (_state, frame) => (frame.frenchFirst ? 'french' : 'british'),
  prompt: (_state, frame) =>
    frame.frenchFirst
      ? 'Tory Desertion: the French choose the first Tory to desert'
      : `Tory Desertion: the British choose the remainder (${piecesText(frame.tories, 'tory')})`,
  options: (state, frame): Action[] =>
    frame.frenchFirst ? desertionPicks(state, 'french', ['tory']) : desertionPicks(state, 'british', ['tory'], frame.last, [{ kinds: ['tory'], left: frame.tories }]),
  handle(draft, frame, action) {
    const space = action.space!;
    if (frame.frenchFirst) frame.frenchFirst = false;
    else frame.last = desertionOrdinal(space, 'tory');
    frame.tories -= 1;
    toryDeserts(draft, space, action.faction === 'french' ? 'french' : 'british', frame.rule);
    if (frame.tories === 0) popFrame(draft);
    checkLeaders(draft);
  },
  /**
   * 6.6.2: the Tories left to desert agree with those on the map; the French pick first, before any
   * pick of the British. In the Round, it sits on the Round before the Reset Phase (6.0).
   */
  validate(state, frame, at) {
    const out: string[] = [];
    const phase = roundPhaseProblem(state, at, 'reset', 'kind', 'Tory Desertion (6.6.2)');
    if (phase !== null) out.push(phase);
    if (frame.frenchFirst && frame.last !== -1) out.push(`last: the British have picked although the French have yet to choose the first Tory (${RULE_TORIES})`);
    out.push(...owedProblems(state, 'tories', ['tory'], frame.tories, frame.frenchFirst ? 'frenchFirst' : null, frame.last, RULE_TORIES));
    return out;
  },
});
