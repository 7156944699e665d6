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
import { SPACE_IDS, SPACE_PIECES, type Faction, type SpaceId, type SpacePiece } from '../../data/ids';
import { defineStep } from '../../flow/step';
import { log, popFrame, pushFrame } from '../../flow/frames';
import { FACTION_NAME, KIND_NAME, piecesText, spaceName } from '../../data/text';
import { because, type Reason } from '../../core/reason';
import { checkLeaders } from '../leaders';
import {
  DESERTING_MILITIA,
  DESERTION_RATE,
  desertersFrom,
  desertionCounts,
  desertionOrdinal,
  desertionPickBar,
  desertionPicks,
  patriotDeserts,
  toryDeserts,
  type DesertionNeed,
} from '../procedures/desertion';
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

/** What a Desertion pick is made from now: who picks, the kinds, the least ordinal and the removals the owner's picks must still cover. */
interface PickArgs {
  faction: Faction;
  kinds: readonly SpacePiece[];
  min: number;
  needs: readonly DesertionNeed[];
}

/** A kind's plural name, or the action's word when it is no piece kind. */
const kindsName = (piece: string): string => (KIND_NAME as Record<string, readonly [string, string]>)[piece]?.[1] ?? piece;

/**
 * Why the pick of a deserter is not legal now (6.6.1, 6.6.2), from the same test as the picks offered
 * ({@link desertionPickBar}); `kindText` says which kinds are picked now, when the kind is wrong.
 */
function whyNotDesert(state: GameState, args: PickArgs, space: SpaceId, piece: string, rule: string, kindText: () => string): Reason | null {
  const bar = desertionPickBar(state, args.kinds, args.min, args.needs, space, piece);
  switch (bar) {
    case null:
      return null;
    case 'kind':
      return because(rule, kindText());
    case 'none':
      return because(rule, `there are no ${kindsName(piece)} in ${spaceName(space)}`);
    case 'order': {
      const lastSpace = SPACE_IDS[Math.floor(args.min / SPACE_PIECES.length)];
      const lastPiece = SPACE_PIECES[args.min % SPACE_PIECES.length];
      return because(
        rule,
        `the ${FACTION_NAME[args.faction]} choose the rest in map order (docs/actions.md), and ${kindsName(piece)} in ${spaceName(space)} come before ${kindsName(lastPiece)} in ${spaceName(lastSpace)}, chosen last`,
      );
    }
    case 'short': {
      const ordinal = desertionOrdinal(space, piece as SpacePiece);
      const need = args.needs.find((n) => desertersFrom(state, n.kinds, ordinal) < n.left)!;
      const name = need.kinds.length > 1 ? 'Militia' : kindsName(need.kinds[0]);
      return because(
        rule,
        `${need.left} ${name} still desert, and choosing in map order (docs/actions.md) from ${kindsName(piece)} in ${spaceName(space)} on leaves only ${desertersFrom(state, need.kinds, ordinal)} to choose from`,
      );
    }
  }
}

/** The picks of Patriot Desertion now: the Indians' first Militia, their first Continental, then the Patriots' remainder (6.6.1). */
function patriotPickArgs(frame: PatriotDesertionFrame): PickArgs {
  switch (patriotDesertionChooser(frame)) {
    case 'indiansMilitia':
      return { faction: 'indians', kinds: DESERTING_MILITIA, min: -1, needs: [] };
    case 'indiansContinental':
      return { faction: 'indians', kinds: ['continental'], min: -1, needs: [] };
    default: {
      const kinds: SpacePiece[] = [];
      if (frame.continentals > 0) kinds.push('continental');
      if (frame.militia > 0) kinds.push(...DESERTING_MILITIA);
      return {
        faction: 'patriots',
        kinds,
        min: frame.last,
        needs: [
          { kinds: DESERTING_MILITIA, left: frame.militia },
          { kinds: ['continental'], left: frame.continentals },
        ],
      };
    }
  }
}

/** What may desert in Patriot Desertion now, in words, for a pick of the wrong kind (6.6.1). */
function patriotKindText(frame: PatriotDesertionFrame, piece: string): string {
  if (piece !== 'continental' && !DESERTING_MILITIA.includes(piece as SpacePiece)) return `Patriot Desertion removes Militia and Continentals, not ${kindsName(piece)}`;
  switch (patriotDesertionChooser(frame)) {
    case 'indiansMilitia':
      return `the Indians choose the first Militia to desert now${frame.indiansContinental ? ', and the first Continental next' : ''}`;
    case 'indiansContinental':
      return 'the Indians have chosen the first Militia and choose the first Continental to desert now';
    default:
      return piece === 'continental'
        ? `no more Continentals desert (1 in 5 on the map, rounding down); ${frame.militia} Militia still do`
        : `no more Militia desert (1 in 5 on the map, rounding down); ${piecesText(frame.continentals, 'continental')} still ${frame.continentals === 1 ? 'does' : 'do'}`;
  }
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
  const n = desertionCounts(draft);
  log(draft, () => `Patriot Desertion: ${n.militia} Militia and ${piecesText(n.continentals, 'continental')} desert`, rule);
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
    const a = patriotPickArgs(frame);
    return desertionPicks(state, a.faction, a.kinds, a.min, a.needs);
  },
  /** 6.6.1: the Indians' first Militia and first Continental, then the Patriots' remainder in map order. */
  explain(state, frame, action) {
    if (action.type !== 'desert' || action.space === undefined || action.piece === undefined) return null;
    const piece = action.piece;
    return whyNotDesert(state, patriotPickArgs(frame), action.space, piece, RULE_PATRIOTS, () => patriotKindText(frame, piece));
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

/** The picks of Tory Desertion now: the French's first Tory, then the British remainder (6.6.2). */
function toryPickArgs(frame: ToryDesertionFrame): PickArgs {
  return frame.frenchFirst
    ? { faction: 'french', kinds: ['tory'], min: -1, needs: [] }
    : { faction: 'british', kinds: ['tory'], min: frame.last, needs: [{ kinds: ['tory'], left: frame.tories }] };
}

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
  log(draft, () => `Tory Desertion: ${piecesText(n, 'tory')} desert`, rule);
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
  options(state, frame): Action[] {
    const a = toryPickArgs(frame);
    return desertionPicks(state, a.faction, a.kinds, a.min, a.needs);
  },
  /** 6.6.2: the French's first Tory, then the British remainder in map order. */
  explain(state, frame, action) {
    if (action.type !== 'desert' || action.space === undefined || action.piece === undefined) return null;
    const piece = action.piece;
    return whyNotDesert(state, toryPickArgs(frame), action.space, piece, RULE_TORIES, () => `Tory Desertion removes Tories, not ${kindsName(piece)}`);
  },
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
