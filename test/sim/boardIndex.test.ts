/**
 * The board's index (src/rules/board.ts, issue #12: sets of spaces as integers, counts over the map),
 * which only a Simulator's states have: over random games of every scenario, with and without undo,
 * across `undo()`, `clone()` and `toState()`, every state the Simulator holds has an index, and it is
 * the one recomputed from the board's records; the queries answer the same with and without it; a
 * hypothetical board built beside the mutators has none, and a scratch board written through them
 * keeps its copy correct while the state it came from keeps its own; queries alternating between boards
 * answer for each (the index of the last map looked up is kept by identity). `SIM_GAMES=200` for a long run.
 */
import { describe, expect, it } from 'vitest';
import { Simulator } from '../../src/index';
import { createGame } from '../../src/game/createGame';
import { FACTIONS, PIECE_TYPES, SCENARIO_IDS, SPACE_PIECES } from '../../src/data/ids';
import type { GameState } from '../../src/core/state';
import { seededIndex } from '../../src/testing/random';
import { SPACE_BIT, firstSpaceOf } from '../../src/data/map';
import {
  boardIndex,
  boardWith,
  computeIndex,
  controlMask,
  countOnMap,
  countPoolTypeOnMap,
  factionSpacesMask,
  indexedSpacesHolding,
  markersOnMap,
  movePieces,
  piecesAt,
  removeToPool,
  scratchBoard,
  spacesHoldingMask,
  spacesWithFaction,
  totalOpposition,
  totalSupport,
} from '../../src/rules/board';

const GAMES = Number(process.env.SIM_GAMES ?? 8);

/** The state's index, checked: present, and equal to the one recomputed from its records. */
function expectIndexed(state: GameState): void {
  expect(boardIndex(state)).toBeDefined();
  expect(boardIndex(state)).toEqual(computeIndex(state));
}

/** Every query that reads the index, on the state (indexed) and on a copy of its board without an index. */
function answers(state: GameState): unknown[] {
  return [
    FACTIONS.map((f) => [spacesWithFaction(state, f), factionSpacesMask(state, f)]),
    SPACE_PIECES.map((k) => [spacesHoldingMask(state, k), countOnMap(state, k)]),
    PIECE_TYPES.map((t) => countPoolTypeOnMap(state, t)),
    (['rebellion', 'british', null] as const).map((c) => controlMask(state, c)),
    (['propaganda', 'raid', 'blockades', 'squadrons'] as const).map((m) => markersOnMap(state, m)),
    totalSupport(state),
    totalOpposition(state),
  ];
}

function expectSameAnswers(state: GameState): void {
  const plain = boardWith(state, {}, {});
  expect(boardIndex(plain)).toBeUndefined();
  expect(indexedSpacesHolding(plain, 'tory')).toBe(-1);
  expect(answers(state)).toEqual(answers(plain));
}

describe('the board index of a Simulator', () => {
  it(`${GAMES} random games of every scenario, with undo (undo, clone) and without (clone, toState at random points)`, () => {
    let steps = 0;
    for (let g = 0; g < GAMES; g++) {
      const scenario = SCENARIO_IDS[g % SCENARIO_IDS.length];
      const undo = g % 2 === 0;
      const pick = seededIndex(3000 + g);
      const sim = Simulator.from(createGame(scenario, { seed: `index-${g}` }), { undo });
      expectIndexed(sim.toState());
      let fork: Simulator | null = null;
      while (sim.result === null) {
        const legal = sim.legal();
        sim.do(legal[pick(legal.length)]);
        steps++;
        if (pick(8) === 0) {
          const state = sim.toState();
          expectIndexed(state);
          if (pick(4) === 0) expectSameAnswers(state);
        }
        if (undo && sim.depth > 2 && pick(10) === 0) {
          sim.undo();
          expectIndexed(sim.toState());
        }
        if (fork === null && pick(40) === 0) {
          // A clone plays on beside the original; neither's index is the other's.
          fork = sim.clone();
          const before = sim.toState();
          const mark = computeIndex(before);
          for (let i = 0; i < 20 && fork.result === null; i++) {
            const own = fork.legal();
            fork.do(own[pick(own.length)]);
          }
          expectIndexed(fork.toState());
          expect(boardIndex(before)).toEqual(mark);
        }
      }
      expectIndexed(sim.toState());
      expectSameAnswers(sim.toState());
    }
    expect(steps).toBeGreaterThan(GAMES * 100);
  }, 600_000);

  it('a hypothetical board has no index; a scratch board keeps its own copy, the state its own', () => {
    const state = Simulator.from(createGame('1775')).toState();
    expectIndexed(state);
    const mark = computeIndex(state);
    expect(boardIndex(boardWith(state, {}, { Boston: { pieces: { ...piecesAt(state, 'Boston'), tory: 9 } } }))).toBeUndefined();
    const scratch = scratchBoard(state);
    const from = spacesWithFaction(state, 'british')[0];
    const piece = (['britishRegular', 'tory', 'britishFort'] as const).find((k) => piecesAt(state, from)[k] > 0)!;
    movePieces(scratch, from, 'WestIndies', piece, piecesAt(state, from)[piece]);
    expect(boardIndex(scratch)).toBeDefined();
    expect(boardIndex(scratch)).toEqual(computeIndex(scratch));
    expect(boardIndex(scratch)).not.toEqual(mark);
    expect(boardIndex(state)).toEqual(mark);
    expect(computeIndex(state)).toEqual(mark);
  });

  it('queries alternating between an indexed board, a hypothetical one and a scratch board answer for each', () => {
    const state = Simulator.from(createGame('1775')).toState();
    const plain = boardWith(state, {}, {});
    const regulars = spacesHoldingMask(plain, 'britishRegular');
    expect(regulars).not.toBe(0);
    expect(indexedSpacesHolding(state, 'britishRegular')).toBe(regulars);
    expect(indexedSpacesHolding(plain, 'britishRegular')).toBe(-1);
    expect(indexedSpacesHolding(state, 'britishRegular')).toBe(regulars);
    const scratch = scratchBoard(state);
    expect(indexedSpacesHolding(scratch, 'britishRegular')).toBe(regulars);
    const from = firstSpaceOf(regulars);
    removeToPool(scratch, from, 'britishRegular', piecesAt(state, from).britishRegular);
    expect(indexedSpacesHolding(state, 'britishRegular')).toBe(regulars);
    expect(indexedSpacesHolding(scratch, 'britishRegular')).toBe(regulars & ~SPACE_BIT[from]);
    expect(indexedSpacesHolding(plain, 'britishRegular')).toBe(-1);
    expect(boardIndex(scratch)).toEqual(computeIndex(scratch));
    expect(boardIndex(state)).toEqual(computeIndex(state));
  });

  it('a public state has none until a Simulator is built from it', () => {
    expect(boardIndex(createGame('1776'))).toBeUndefined();
  });
});
