/**
 * 3.6.8 Win the Day: who wins a Battle, the Support/Opposition shifts in the Battle space and, if they
 * cannot all be made there, in adjacent spaces; after a Rebellion win the Patriots' free Rally and the
 * French moving Blockades out of the Battle City.
 *
 * Decisions (frame `winTheDay`):
 * - `spill` — the British (Royalist winner) or the Patriots (Rebellion winner) use the remaining shifts
 *   in adjacent spaces, one shift per action `{type:'shift', space}` (canonical order: never in a
 *   space before the last one shifted), or stop with `{type:'done'}` ("may use").
 * - `rally` — a grant to the Patriots (flow/grant.ts): `{type:'command', command:'rally'}` executes the
 *   Patriot Rally Command as a free Limited Command (one space, no cost, 3.1.2, 2.3.5), `{type:'done'}`
 *   declines. Offered only when the Rally can be executed.
 * - `blockade` — the French: `{type:'moveBlockade', from, to, count}` moves Blockades from the Battle
 *   City to one other City, or `{type:'done'}`.
 * @module
 */
import type { Draft } from 'immer';
import type { Action } from '../../core/action';
import type { Frame, GameState } from '../../core/state';
import { SPACE_IDS, type Side, type SpaceId, type SupportLevel } from '../../data/ids';
import { ADJACENT, CITIES, isCity } from '../../data/map';
import { defineStep } from '../../flow/step';
import { log, popFrame, pushFrame } from '../../flow/frames';
import { ACTIVE_OPPOSITION, ACTIVE_SUPPORT, shiftToward, shiftsToward } from '../procedures/support';
import type { CommandMode } from '../../flow/contracts';
import { pushGrant } from '../../flow/grant';
import { enemySide, sideOfFaction, winTheDayPossibleIn, type BattleFaction } from './forceLevel';
import { SIDE_NAME } from './text';
import { spaceName } from '../../data/text';
import { addMarkers, markersIn, supportLevel } from '../board';
import { because, type Reason } from '../../core/reason';
import { SPACES } from '../../data/map';

/** Maximum Win the Day shifts (3.6.8), and with Washington for a Rebellion winner. */
export const MAX_WIN_THE_DAY_SHIFTS = 3;
export const MAX_WIN_THE_DAY_SHIFTS_WASHINGTON = 6;

/** The mode of the Patriots' free Rally after a Rebellion Win the Day: one space, no cost, no Special Activity. */
export const FREE_RALLY_MODE: Readonly<CommandMode> = Object.freeze({ limited: true, free: true, specialActivity: false });

/** Losses of one side as Win the Day needs them. */
export interface LossesForWinTheDay {
  removed: readonly unknown[];
  cubesOrForts: number;
  eliminated: boolean;
}

/** The result of a Battle for 3.6.8. */
export interface WinTheDayOutcome {
  /** The winning side, or null when both sides are eliminated. */
  winner: Side | null;
  /** Whether Win the Day occurs (loser removed a cube or Fort and 2+ pieces; not in the West Indies). */
  occurs: boolean;
  /** Shifts to make (0 unless it occurs): half the loser's removed pieces, max 3; doubled (max 6) by Washington for a Rebellion winner. */
  shifts: number;
  /** Whether Washington doubled the shifts. */
  washington: boolean;
  /** A sentence for the log. */
  summary: string;
}

/** Who wins and what Win the Day gives (3.6.8). Pure. */
export function winTheDayOutcome(
  state: GameState,
  space: SpaceId,
  attackerSide: Side,
  attacker: LossesForWinTheDay,
  defender: LossesForWinTheDay,
): WinTheDayOutcome {
  const defenderSide = enemySide(attackerSide);
  const where = spaceName(space);
  if (attacker.eliminated && defender.eliminated) {
    return { winner: null, occurs: false, shifts: 0, washington: false, summary: `Battle in ${where}: both sides are eliminated — no winner or loser` };
  }
  let winner: Side;
  let why: string;
  if (attacker.eliminated) {
    winner = defenderSide;
    why = 'the Attacker is eliminated';
  } else if (defender.eliminated) {
    winner = attackerSide;
    why = 'the Defender is eliminated';
  } else if (attacker.removed.length < defender.removed.length) {
    winner = attackerSide;
    why = `the Attacker lost fewer pieces (${attacker.removed.length} to ${defender.removed.length})`;
  } else {
    winner = defenderSide;
    why =
      attacker.removed.length === defender.removed.length
        ? `both sides lost ${attacker.removed.length} piece${attacker.removed.length === 1 ? '' : 's'} and the Defender wins ties`
        : `the Defender lost fewer pieces (${defender.removed.length} to ${attacker.removed.length})`;
  }
  const loser = winner === attackerSide ? defender : attacker;
  const head = `Battle in ${where}: the ${SIDE_NAME[winner]} side wins (${why})`;
  if (!winTheDayPossibleIn(space)) return { winner, occurs: false, shifts: 0, washington: false, summary: `${head}; no Win the Day in the West Indies` };
  if (loser.cubesOrForts === 0 || loser.removed.length < 2) {
    return { winner, occurs: false, shifts: 0, washington: false, summary: `${head}; no Win the Day: the loser did not remove a cube or Fort and 2 or more pieces` };
  }
  const base = Math.min(MAX_WIN_THE_DAY_SHIFTS, Math.floor(loser.removed.length / 2));
  const washington = winner === 'rebellion' && state.leaders.patriots.leader === 'Washington' && state.leaders.patriots.at === space;
  const shifts = washington ? Math.min(MAX_WIN_THE_DAY_SHIFTS_WASHINGTON, base * 2) : base;
  const toward = winner === 'royalist' ? 'Active Support' : 'Active Opposition';
  return {
    winner,
    occurs: true,
    shifts,
    washington,
    summary: `${head} and Wins the Day: ${shifts} shift${shifts === 1 ? '' : 's'} toward ${toward}${washington ? ' (doubled by Washington)' : ''}`,
  };
}

/** Phases of Win the Day. */
export type WinTheDayPhase = 'battleSpace' | 'spill' | 'rally' | 'blockade';

/** Win the Day after a Battle (3.6.8). */
export interface WinTheDayFrame extends Frame {
  kind: 'winTheDay';
  space: SpaceId;
  winner: Side;
  /** Shifts still to make. */
  shifts: number;
  phase: WinTheDayPhase;
  /** The last adjacent space shifted (canonical order of spill-over shifts), or null. */
  lastSpill: SpaceId | null;
}

/** Pushes Win the Day for a Battle space. */
export function startWinTheDay(draft: Draft<GameState>, space: SpaceId, winner: Side, shifts: number): void {
  const frame: WinTheDayFrame = { kind: 'winTheDay', space, winner, shifts, phase: 'battleSpace', lastSpill: null };
  pushFrame(draft, frame);
}

/** The end of the track a winner shifts toward (3.6.8). */
const toward = (winner: Side): SupportLevel => (winner === 'royalist' ? ACTIVE_SUPPORT : ACTIVE_OPPOSITION);

/** Whether a space's Support/Opposition can move one level toward the winner (population > 0, not at the end of the track). */
export function canShiftToward(state: GameState, space: SpaceId, winner: Side): boolean {
  return shiftsToward(state, space, toward(winner)) > 0;
}

/** Adjacent spaces where the next spill-over shift may go (3.6.8), canonical order. Pure. */
export function spillTargets(state: GameState, frame: Pick<WinTheDayFrame, 'space' | 'winner' | 'lastSpill'>): SpaceId[] {
  return ADJACENT[frame.space].filter((id) => spillBar(state, frame, id) === null);
}

/** What bars the next spill-over shift from the space ({@link whyNoSpillIn}), or null: the one test, allocating nothing. */
function spillBar(state: GameState, frame: Pick<WinTheDayFrame, 'space' | 'winner' | 'lastSpill'>, id: SpaceId): 'notAdjacent' | 'order' | 'cannot' | null {
  if (!ADJACENT[frame.space].includes(id)) return 'notAdjacent';
  if (frame.lastSpill !== null && SPACE_IDS.indexOf(id) < SPACE_IDS.indexOf(frame.lastSpill)) return 'order';
  return canShiftToward(state, id, frame.winner) ? null : 'cannot';
}

/** Why the next spill-over shift of Win the Day may not go to the space (3.6.8, 1.6.1), or null when it may. Pure. */
export function whyNoSpillIn(state: GameState, frame: Pick<WinTheDayFrame, 'space' | 'winner' | 'lastSpill'>, id: SpaceId): Reason | null {
  const where = spaceName(frame.space);
  const name = spaceName(id);
  switch (spillBar(state, frame, id)) {
    case null:
      return null;
    case 'notAdjacent':
      return id === frame.space
        ? because('3.6.8', `${where} has taken every shift it can: the remaining shifts go to spaces adjacent to it`)
        : because('3.6.8', `the remaining Win the Day shifts go to spaces adjacent to ${where}, and ${name} is not one`);
    case 'order':
      return because('3.6.8', `the spill-over shifts are made in map order (docs/actions.md): ${name} comes before ${spaceName(frame.lastSpill!)}, shifted last`);
    case 'cannot':
      if (SPACES[id].population === 0) return because('1.6.1', `${name} has no Population: it cannot shift`);
      return because('3.6.8', `${name} is already at ${frame.winner === 'royalist' ? 'Active Support' : 'Active Opposition'}: it cannot shift further`);
  }
}

/** Why the French may not move `count` Blockades from `from` to `to` after the Rebellion Wins the Day (3.6.8, 1.9), or null when they may. Pure. */
export function whyNotMoveBlockades(state: GameState, frame: Pick<WinTheDayFrame, 'space'>, from: SpaceId, to: SpaceId, count: number): Reason | null {
  const where = spaceName(frame.space);
  const n = markersIn(state, frame.space, 'blockades');
  switch (blockadeMoveBar(state, frame, from, to, count)) {
    case null:
      return null;
    case 'from':
      return because('3.6.8', `only the Blockades on ${where}, the Battle City, may move, not those on ${spaceName(from)}`);
    case 'notCity':
      return because('1.9', `Blockades go on Cities, and ${spaceName(to)} is not one`);
    case 'same':
      return because('3.6.8', `the Blockades move from ${where} to another City`);
    case 'none':
      return because('3.6.8', `a move takes at least one Blockade; to leave them all on ${where}, the French are done`);
    case 'many':
      return because('3.6.8', `${where} holds ${n} Blockade${n === 1 ? '' : 's'}: ${count} cannot move`);
  }
}

/** What bars the Blockade move ({@link whyNotMoveBlockades}), or null: the one test, allocating nothing. */
function blockadeMoveBar(state: GameState, frame: Pick<WinTheDayFrame, 'space'>, from: SpaceId, to: SpaceId, count: number): 'from' | 'notCity' | 'same' | 'none' | 'many' | null {
  if (from !== frame.space) return 'from';
  if (!CITIES.includes(to)) return 'notCity';
  if (to === frame.space) return 'same';
  if (count < 1) return 'none';
  return count > markersIn(state, frame.space, 'blockades') ? 'many' : null;
}

function blockadeMovePossible(state: GameState, frame: WinTheDayFrame): boolean {
  return frame.winner === 'rebellion' && isCity(frame.space) && markersIn(state, frame.space, 'blockades') > 0;
}

const whoShifts = (winner: Side): 'british' | 'patriots' => (winner === 'royalist' ? 'british' : 'patriots');
const levelName = (n: number): string =>
  ({ 2: 'Active Support', 1: 'Passive Support', 0: 'Neutral', [-1]: 'Passive Opposition', [-2]: 'Active Opposition' })[n] ?? String(n);

/** The Win the Day step (3.6.8). */
export const winTheDayStep = defineStep<WinTheDayFrame>({
  kind: 'winTheDay',
  rule: '3.6.8',
  isDecision(state, frame) {
    switch (frame.phase) {
      case 'spill':
        return frame.shifts > 0 && spillTargets(state, frame).length > 0;
      case 'blockade':
        return blockadeMovePossible(state, frame);
      default:
        return false;
    }
  },
  decider(_state, frame) {
    if (frame.phase === 'spill') return whoShifts(frame.winner);
    return frame.phase === 'blockade' ? 'french' : 'patriots';
  },
  prompt(state, frame) {
    const where = spaceName(frame.space);
    if (frame.phase === 'spill') {
      return `Win the Day in ${where}: the ${frame.winner === 'royalist' ? 'British' : 'Patriots'} may use ${frame.shifts} remaining shift${frame.shifts === 1 ? '' : 's'} in adjacent spaces (3.6.8)`;
    }
    const n = markersIn(state, frame.space, 'blockades');
    return `Win the Day in ${where}: the French may move any of the ${n} Blockade${n === 1 ? '' : 's'} from ${where} to another City (3.6.8)`;
  },
  options(state, frame): Action[] {
    if (frame.phase === 'spill') {
      const faction = whoShifts(frame.winner);
      const out: Action[] = spillTargets(state, frame).map((space) => ({ faction, type: 'shift', space }));
      out.push({ faction, type: 'done' });
      return out;
    }
    const n = markersIn(state, frame.space, 'blockades');
    const out: Action[] = [];
    for (const to of CITIES)
      for (let count = 1; count <= n; count++)
        if (blockadeMoveBar(state, frame, frame.space, to, count) === null) out.push({ faction: 'french', type: 'moveBlockade', from: frame.space, to, count });
    out.push({ faction: 'french', type: 'done' });
    return out;
  },
  /** 3.6.8: spill-over shifts to adjacent spaces that can shift, in map order; Blockades from the Battle City to another City. */
  explain(state, frame, action) {
    if (frame.phase === 'spill') return action.type === 'shift' && action.space !== undefined ? whyNoSpillIn(state, frame, action.space) : null;
    if (action.type !== 'moveBlockade' || action.from === undefined || action.to === undefined || action.count === undefined) return null;
    if (action.to === 'available') return because('3.6.8', `the Blockades move from ${spaceName(frame.space)} to another City, not to Available`);
    return whyNotMoveBlockades(state, frame, action.from, action.to, action.count);
  },
  handle(draft, frame, action) {
    if (frame.phase === 'spill') {
      const faction = whoShifts(frame.winner);
      if (action.type === 'done') {
        log(draft, `The ${faction === 'british' ? 'British' : 'Patriots'} forgo ${frame.shifts} remaining Win the Day shift${frame.shifts === 1 ? '' : 's'}`, '3.6.8', faction);
        frame.shifts = 0;
        frame.phase = 'rally';
        return;
      }
      const space = action.space!;
      shiftToward(draft, space, toward(frame.winner), 1);
      frame.shifts -= 1;
      frame.lastSpill = space;
      log(draft, `Win the Day: ${spaceName(space)} shifts one level to ${levelName(supportLevel(draft, space))} (adjacent to ${spaceName(frame.space)})`, '3.6.8', faction);
      return;
    }
    // blockade
    popFrame(draft);
    if (action.type === 'done') {
      log(draft, `The French leave the Blockades on ${spaceName(frame.space)}`, '3.6.8', 'french');
      return;
    }
    const count = action.count!;
    addMarkers(draft, frame.space, 'blockades', -count);
    addMarkers(draft, action.to as SpaceId, 'blockades', count);
    log(draft, `Win the Day: the French move ${count} Blockade${count === 1 ? '' : 's'} from ${spaceName(frame.space)} to ${spaceName(action.to as SpaceId)}`, '3.6.8', 'french');
  },
  run(draft, frame) {
    switch (frame.phase) {
      case 'battleSpace': {
        const made = shiftToward(draft, frame.space, toward(frame.winner), frame.shifts);
        frame.shifts -= made;
        if (made > 0) log(draft, `Win the Day: ${spaceName(frame.space)} shifts ${made} level${made === 1 ? '' : 's'} to ${levelName(supportLevel(draft, frame.space))}`, '3.6.8');
        else log(draft, `Win the Day: no shift is possible in ${spaceName(frame.space)}`, '3.6.8');
        frame.phase = 'spill';
        return;
      }
      case 'spill':
        if (frame.shifts > 0) log(draft, `Win the Day: ${frame.shifts} shift${frame.shifts === 1 ? '' : 's'} cannot be used in adjacent spaces`, '3.6.8');
        frame.shifts = 0;
        frame.phase = 'rally';
        return;
      case 'rally':
        // After a Rebellion win, the Patriots may Rally for free in one space (a grant they may decline).
        frame.phase = 'blockade';
        if (frame.winner === 'rebellion') pushGrant(draft, { faction: 'patriots', commands: ['rally'], mode: FREE_RALLY_MODE, optional: true, reason: 'Win the Day', rule: '3.6.8' });
        return;
      case 'blockade':
        popFrame(draft);
        return;
    }
  },
  /**
   * Win the Day of the Battle under it, over (3.6.8): in its space, for the side that won it, which Wins
   * the Day; no more shifts left than it gives, none once the spill-over is over; the last spill-over
   * shift in an adjacent space.
   */
  validate(state, frame, at) {
    const battle = state.stack[at - 1] as Frame & BattleView;
    if (battle?.kind !== 'battle') return [];
    const where = spaceName(battle.space);
    if (frame.space !== battle.space) return [`space: Win the Day follows the Battle in ${where} (3.6.8)`];
    if (battle.phase !== 'end' || battle.attackerLosses === null || battle.defenderLosses === null)
      return [`kind: Win the Day follows the removal of the Battle in ${where}, which is not over (3.6.8)`];
    const outcome = winTheDayOutcome(state, battle.space, sideOfFaction(battle.attacker), battle.attackerLosses, battle.defenderLosses);
    if (!outcome.occurs) return [`kind: ${outcome.summary} (3.6.8)`];
    if (outcome.winner !== frame.winner) return [`winner: the ${SIDE_NAME[outcome.winner!]} side won the Battle in ${where} (3.6.8)`];
    if (frame.phase === 'spill' && frame.shifts > outcome.shifts)
      return [`shifts: ${frame.shifts} shifts left, more than the ${outcome.shifts} this Win the Day gives (3.6.8)`];
    if ((frame.phase === 'rally' || frame.phase === 'blockade') && frame.shifts !== 0)
      return [`shifts: ${frame.shifts} shifts left after the spill-over, which uses or forgoes them all (3.6.8)`];
    if (frame.lastSpill !== null && !ADJACENT[frame.space].includes(frame.lastSpill))
      return [`lastSpill: ${spaceName(frame.lastSpill)} is not adjacent to ${where}; spill-over shifts go to adjacent spaces (3.6.8)`];
    return [];
  },
});

/** The fields of a Battle frame (procedure.ts) Win the Day follows. */
interface BattleView {
  space: SpaceId;
  attacker: BattleFaction;
  phase: string;
  attackerLosses: LossesForWinTheDay | null;
  defenderLosses: LossesForWinTheDay | null;
}
