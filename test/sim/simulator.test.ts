/**
 * The Simulator (src/sim/simulator.ts) against the pure API: over random games of every scenario, both
 * dice modes, `do` gives after every step the very state `apply` gives (but for the account of play,
 * which the Simulator does not write: test/sim/account.test.ts), `legal()` lists what
 * `legalActions` lists, `undo` restores each earlier state exactly, clones are independent, and the
 * integer indices name the actions of the decision. `SIM_GAMES=2000 npx vitest run test/sim` for a long run.
 */
import { describe, expect, it } from 'vitest';
import { Simulator, actionAt, actionIndex } from '../../src/index';
import { createGame } from '../../src/game/createGame';
import { apply, legalActions, pending } from '../../src/game/machine';
import { serialize } from '../../src/game/persistence';
import { SCENARIO_IDS } from '../../src/data/ids';
import type { GameState } from '../../src/core/state';
import { seededIndex } from '../../src/testing/random';
import { boardIndex } from '../../src/rules/board';

const GAMES = Number(process.env.SIM_GAMES ?? 24);

/** The state serialized without its account (`log`, `priorLog`), which the Simulator does not write. */
const play = (state: GameState): string => serialize({ ...state, log: [], priorLog: [] });

describe('Simulator and apply: the same game, step by step', () => {
  it(`${GAMES} random games of every scenario, seeded and external dice`, () => {
    let steps = 0;
    for (let g = 0; g < GAMES; g++) {
      const scenario = SCENARIO_IDS[g % SCENARIO_IDS.length];
      const pick = seededIndex(g);
      let state = createGame(scenario, { seed: `sim-${g}`, dice: g % 2 === 0 ? 'seeded' : 'external' });
      const sim = Simulator.from(state);
      const trail: GameState[] = [state];
      while (!state.result) {
        const legal = legalActions(state);
        // The Simulator's board is indexed, `apply`'s is not: its lists come from the index, these from the records (#12).
        expect(boardIndex(state)).toBeUndefined();
        expect(sim.legal()).toEqual(legal);
        expect(sim.pending).toEqual(pending(state));
        const i = pick(legal.length);
        expect(sim.actionIndex(legal[i])).toBe(i);
        state = apply(state, legal[i]);
        sim.do(sim.actionAt(i));
        expect(play(sim.toState())).toBe(play(state));
        trail.push(state);
        steps++;
      }
      expect(sim.result).toEqual(state.result);
      expect(sim.legal()).toEqual([]);
      expect(sim.pending).toBeNull();
      // Undo walks back through every state of the game, exactly.
      expect(sim.depth).toBe(trail.length - 1);
      for (let k = trail.length - 2; k >= 0; k--) {
        sim.undo();
        expect(play(sim.toState())).toBe(play(trail[k]));
      }
      expect(() => sim.undo()).toThrow(/nothing to undo/);
    }
    expect(steps).toBeGreaterThan(GAMES * 100);
  }, 600_000);
});

describe('Simulator', () => {
  it('clones are independent and share the undo history', () => {
    const sim = Simulator.from(createGame('1775', { seed: 4 }));
    for (let i = 0; i < 20; i++) sim.doIndex(i % sim.legal().length);
    const fork = sim.clone();
    const at = serialize(sim.toState());
    fork.doIndex(0);
    fork.doIndex(0);
    expect(serialize(sim.toState())).toBe(at);
    expect(fork.depth).toBe(22);
    fork.undo();
    fork.undo();
    expect(serialize(fork.toState())).toBe(at);
    expect(fork.depth).toBe(sim.depth);
  });

  it('built from a state that is not frozen (parsed JSON): copies it, leaves it alone, plays as apply', () => {
    let state = createGame('1776', { seed: 9 });
    for (let i = 0; i < 15; i++) state = apply(state, legalActions(state)[0]);
    const loose = JSON.parse(serialize(state)) as GameState;
    const sim = Simulator.from(loose);
    sim.doIndex(0);
    expect(play(sim.toState())).toBe(play(apply(state, legalActions(state)[0])));
    expect(serialize(loose)).toBe(serialize(state));
    expect(Object.isFrozen(loose)).toBe(false);
  });

  it('actionIndex / actionAt on a state: the position in legalActions, and back', () => {
    let state = createGame('1775', { seed: 12 });
    for (let step = 0; step < 60; step++) {
      const legal = legalActions(state);
      legal.forEach((a, i) => {
        expect(actionIndex(state, a)).toBe(i);
        expect(actionAt(state, i)).toEqual(a);
      });
      expect(() => actionAt(state, legal.length)).toThrow(RangeError);
      // A copy the caller may keep and change: the list is untouched.
      const taken = actionAt(state, 0) as { faction: string };
      taken.faction = 'spain';
      expect(legalActions(state)[0]).toEqual(legal[0]);
      state = apply(state, legal[step % legal.length]);
    }
    expect(actionIndex(state, { faction: 'chance', type: 'roll', value: 1 })).toBe(-1);
  });

  it('legal() is frozen and shared; actionAt refuses a position outside the list; actionIndex is −1 for an action not legal now', () => {
    const sim = Simulator.from(createGame('1778', { seed: 1 }));
    const legal = sim.legal();
    expect(Object.isFrozen(legal)).toBe(true);
    expect(Object.isFrozen(legal[0])).toBe(true);
    expect(sim.legal()).toBe(legal);
    expect(() => sim.actionAt(legal.length)).toThrow(RangeError);
    expect(() => sim.actionAt(-1)).toThrow(RangeError);
    expect(() => sim.actionAt(0.5)).toThrow(RangeError);
    expect(sim.actionIndex({ faction: 'chance', type: 'roll', value: 1 })).toBe(-1);
    // legalActions still hands out copies a caller may change.
    const copy = legalActions(sim.toState());
    (copy[0] as { faction: string }).faction = 'spain';
    expect(sim.legal()[0].faction).not.toBe('spain');
  });
});
