/**
 * Whole-move matching over random games (issue #20): at a Faction's turn, random legal actions are played
 * until the turn is over; the board after it is matched from the turn's start (with what the table
 * announced). A sequence must be found whose board equals the target exactly, and a target with one
 * piece fewer (a piece that vanished) must report a departure and a closest legal move one piece off
 * (in that space, or in another whose count explains the board as well).
 *
 * `MATCH_GAMES=200 npx vitest run test/table/matchMoveRandom.test.ts` for a long run (default 8 games per
 * scenario, up to 6 turns each). The moves kept are single turns on an Event card of at most
 * `MATCH_MAX_STEPS` micro-actions (default 12) that select no space they leave unchanged: a long random
 * Brilliant Stroke, or a random March paying for several empty destinations, can need more search than a
 * test should spend.
 */
import { describe, expect, it } from 'vitest';
import { apply, legalActions } from '../../src/game/machine';
import { createGame } from '../../src/game/createGame';
import type { GameState } from '../../src/core/state';
import type { Action } from '../../src/core/action';
import { SCENARIO_IDS, SPACE_IDS, SPACE_PIECES, type SpaceId, type SpacePiece } from '../../src/data/ids';
import { seededIndex } from '../../src/testing/random';
import { matchMove, type MoveTarget } from '../../src/table/matchMove';
import { announcedIn, expectReproduces, playMove } from './helpers';

const GAMES = Number(process.env.MATCH_GAMES ?? 8);
const TURNS = 6;
const MAX_STEPS = Number(process.env.MATCH_MAX_STEPS ?? 12);

/**
 * Whether the move selected a space it left unchanged (a random player pays for such spaces; the search
 * tries them only as detours, and several of them together can exceed its budget — docs/virtual-tables.md).
 */
function selectsUnchangedSpace(start: GameState, end: GameState, actions: readonly Action[]): boolean {
  return actions.some((a) => a.type === 'selectSpace' && JSON.stringify(start.spaces[a.space!]) === JSON.stringify(end.spaces[a.space!]) && !leaderMoved(start, end, a.space!));
}

const leaderMoved = (start: GameState, end: GameState, space: SpaceId): boolean =>
  Object.keys(start.leaders).some((f) => {
    const a = start.leaders[f as keyof GameState['leaders']].at;
    const b = end.leaders[f as keyof GameState['leaders']].at;
    return a !== b && (a === space || b === space);
  });

/** The first space and piece kind the move changed (the perturbation's place), or null. */
function changedCell(start: GameState, end: GameState): { space: SpaceId; piece: SpacePiece } | null {
  for (const space of SPACE_IDS) for (const piece of SPACE_PIECES) if (end.spaces[space].pieces[piece] > 0 && end.spaces[space].pieces[piece] !== start.spaces[space].pieces[piece]) return { space, piece };
  return null;
}

describe('matchMove over random games of every scenario', () => {
  for (const scenario of SCENARIO_IDS) {
    it(`${scenario}: every random turn's board is reproduced exactly; a vanished piece is reported`, () => {
      let matched = 0;
      let perturbed = 0;
      for (let g = 0; g < GAMES; g++) {
        const seed = 1000 + g;
        const pick = seededIndex(seed * 31 + 7);
        let s = createGame(scenario, { seed });
        let turns = 0;
        for (let step = 0; step < 4000 && !s.result && turns < TURNS; step++) {
          if (s.stack[s.stack.length - 1].kind !== 'eligibleOptions' || step < 20) {
            const legal = legalActions(s);
            s = apply(s, legal[pick(legal.length)]);
            continue;
          }
          const start = s;
          const { actions, end } = playMove(start, (legal) => legal[pick(legal.length)]);
          s = end;
          if (actions.length > MAX_STEPS || selectsUnchangedSpace(start, end, actions)) continue;
          turns++;
          const announced = announcedIn(start, actions);
          expectReproduces(start, end, matchMove(start, end, { announced, maxNodes: 20000 }));
          matched++;
          const cell = changedCell(start, end);
          if (cell === null || perturbed >= 2) continue;
          // One piece fewer in a space the move changed, and nowhere else: no legal sequence conserves that.
          const n = end.spaces[cell.space].pieces[cell.piece];
          const target: MoveTarget = { ...end, spaces: { ...end.spaces, [cell.space]: { ...end.spaces[cell.space], pieces: { ...end.spaces[cell.space].pieces, [cell.piece]: n - 1 } } } };
          const r = matchMove(start, target, { announced, maxNodes: 1000 });
          expect(r.ok).toBe(false);
          if (r.ok) continue;
          expect(r.closest.differences.length).toBeGreaterThan(0);
          expect(r.departure.reason.length).toBeGreaterThan(0);
          expect(r.departure.step).toBeGreaterThanOrEqual(0);
          expect(r.departure.step).toBeLessThanOrEqual(r.closest.actions.length);
          // The closest whole legal move is one piece off: here, or (the board being ambiguous) another space's same count.
          expect(r.closest.differences).toHaveLength(1);
          const [d] = r.closest.differences;
          expect(Math.abs(Number(d.actual) - Number(d.target))).toBe(1);
          expect(d.text).toContain(String(d.target));
          if (d.where === cell.space) expect(d.what).toBe(cell.piece);
          perturbed++;
        }
      }
      expect(matched).toBeGreaterThan(GAMES);
    });
  }
});
