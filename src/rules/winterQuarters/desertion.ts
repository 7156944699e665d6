/**
 * 6.6 Desertion Phase: Patriot Desertion (6.6.1) then Tory Desertion (6.6.2). Also run by Events
 * (cards 12 and 13 trigger a Patriot Desertion run as in the Winter Quarters Round; card 22 a Tory Desertion):
 * call {@link startPatriotDesertion} / {@link startToryDesertion}.
 *
 * Action: `{ faction, type: 'desert', space, piece }`, one piece at a time, removed to Available.
 * The enemy picks the first of each kind (Indians: first Militia, then first Continental; French: first
 * Tory); the owner picks the rest in non-decreasing (space, kind) order — canonical spaces, then
 * SPACE_PIECES order — so that each set of removals has exactly one sequence.
 * @module
 */
import type { Draft } from 'immer';
import type { Action } from '../../core/action';
import type { Frame, GameState } from '../../core/state';
import { SPACE_IDS, SPACE_PIECES, type Faction, type SpaceId, type SpacePiece } from '../../data/ids';
import { defineStep } from '../../flow/step';
import { log, popFrame, pushFrame } from '../../flow/frames';
import { countOnMap, removeToPool } from '../board';
import { piecesText, spaceName } from '../../data/text';
import { checkLeaders } from '../leaders';

const MILITIA: readonly SpacePiece[] = ['militiaUnderground', 'militiaActive'];

/** Position of a (space, kind) pair in the canonical pick order. */
const ordinal = (space: SpaceId, piece: SpacePiece): number => SPACE_IDS.indexOf(space) * SPACE_PIECES.length + SPACE_PIECES.indexOf(piece);

/** How many desert (6.6): 1 in 5 Militia, 1 in 5 Continentals, 1 in 5 Tories on the map, rounding down. Pure. */
export function desertionCounts(state: GameState): { militia: number; continentals: number; tories: number } {
  return {
    militia: Math.floor((countOnMap(state, 'militiaUnderground') + countOnMap(state, 'militiaActive')) / 5),
    continentals: Math.floor(countOnMap(state, 'continental') / 5),
    tories: Math.floor(countOnMap(state, 'tory') / 5),
  };
}

/**
 * (space, kind) pairs holding one of the kinds, canonical order, from ordinal `min` on. With `needs`
 * (owner's picks in non-decreasing order), a pair is offered only if the pieces at it and after it
 * still cover every removal left of each group, so that no sequence runs into a dead end.
 */
function picks(
  state: GameState,
  faction: Faction,
  kinds: readonly SpacePiece[],
  min = -1,
  needs: readonly { kinds: readonly SpacePiece[]; left: number }[] = [],
): Action[] {
  const cells: { space: SpaceId; piece: SpacePiece; n: number }[] = [];
  // Loop indices give the ordinals directly (space index × kinds + kind index, as `ordinal`).
  for (let si = 0; si < SPACE_IDS.length; si++) {
    const space = SPACE_IDS[si];
    const pieces = state.spaces[space].pieces;
    for (let pi = 0; pi < SPACE_PIECES.length; pi++) {
      const piece = SPACE_PIECES[pi];
      if (si * SPACE_PIECES.length + pi >= min && pieces[piece] > 0) cells.push({ space, piece, n: pieces[piece] });
    }
  }
  // For each need, the pieces of its kinds in the cells from each index on (suffix sums).
  const after = needs.map((need) => {
    const sums = new Array<number>(cells.length + 1).fill(0);
    for (let i = cells.length - 1; i >= 0; i--) sums[i] = sums[i + 1] + (need.kinds.includes(cells[i].piece) ? cells[i].n : 0);
    return sums;
  });
  const out: Action[] = [];
  cells.forEach((cell, i) => {
    if (!kinds.includes(cell.piece)) return;
    for (let j = 0; j < needs.length; j++) if (after[j][i] < needs[j].left) return;
    out.push({ faction, type: 'desert', space: cell.space, piece: cell.piece });
  });
  return out;
}

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
  const n = desertionCounts(draft as GameState);
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
        return picks(state, 'indians', MILITIA);
      case 'indiansContinental':
        return picks(state, 'indians', ['continental']);
      default: {
        const kinds: SpacePiece[] = [];
        if (frame.continentals > 0) kinds.push('continental');
        if (frame.militia > 0) kinds.push(...MILITIA);
        return picks(state, 'patriots', kinds, frame.last, [
          { kinds: MILITIA, left: frame.militia },
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
    else frame.last = ordinal(space, piece);
    if (piece === 'continental') frame.continentals -= 1;
    else frame.militia -= 1;
    removeToPool(draft, space, piece, 1);
    log(draft, `Patriot Desertion: ${piecesText(1, piece)} deserts from ${spaceName(space)} (chosen by the ${chooser === 'patriots' ? 'Patriots' : 'Indians'})`, frame.rule, action.faction);
    if (frame.militia + frame.continentals === 0) popFrame(draft);
    checkLeaders(draft);
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
  const n = desertionCounts(draft as GameState).tories;
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
    frame.frenchFirst ? picks(state, 'french', ['tory']) : picks(state, 'british', ['tory'], frame.last, [{ kinds: ['tory'], left: frame.tories }]),
  handle(draft, frame, action) {
    const space = action.space!;
    if (frame.frenchFirst) frame.frenchFirst = false;
    else frame.last = ordinal(space, 'tory');
    frame.tories -= 1;
    removeToPool(draft, space, 'tory', 1);
    log(draft, `Tory Desertion: a Tory deserts from ${spaceName(space)} (chosen by the ${action.faction === 'french' ? 'French' : 'British'})`, frame.rule, action.faction);
    if (frame.tories === 0) popFrame(draft);
    checkLeaders(draft);
  },
});
