/**
 * The Simulator without undo (`Simulator.from(state, { undo: false })`, src/sim/simulator.ts), which
 * plays into one working state in place, against the pure API: over random games of every scenario,
 * both dice modes, it lists what `legalActions` lists and reaches the very states `apply` reaches (but
 * for the account of play, as the Simulator with undo: test/sim/simulator.test.ts). Some games look at
 * its state (`toState()`, which seals the working state) after every step, others only at random points
 * and at the end, so that most steps are played into a working state never sealed. Clones are
 * independent games; `undo()` throws. `SIM_GAMES=2000 npx vitest run test/sim` for a long run.
 */
import { describe, expect, it } from 'vitest';
import { Simulator } from '../../src/index';
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

describe('Simulator without undo and apply: the same game', () => {
  it(`${GAMES} random games of every scenario, seeded and external dice, looked at every step or at random points`, () => {
    let steps = 0;
    let unseen = 0;
    for (let g = 0; g < GAMES; g++) {
      const scenario = SCENARIO_IDS[g % SCENARIO_IDS.length];
      const pick = seededIndex(1000 + g);
      const look = seededIndex(2000 + g);
      // Half the games look at every step; the others at one step in twelve, on average.
      const everyStep = g % 4 < 2;
      let state = createGame(scenario, { seed: `inplace-${g}`, dice: g % 2 === 0 ? 'seeded' : 'external' });
      const built = serialize(state);
      const sim = Simulator.from(state, { undo: false });
      while (!state.result) {
        const legal = legalActions(state);
        // The Simulator's board is indexed, `apply`'s is not: its lists come from the index, these from the records (#12).
        expect(boardIndex(state)).toBeUndefined();
        expect(sim.legal()).toEqual(legal);
        expect(sim.pending).toEqual(pending(state));
        const i = pick(legal.length);
        state = apply(state, legal[i]);
        sim.do(sim.actionAt(i));
        if (everyStep || look(12) === 0) expect(play(sim.toState())).toBe(play(state));
        else unseen++;
        steps++;
      }
      expect(play(sim.toState())).toBe(play(state));
      expect(sim.result).toEqual(state.result);
      expect(sim.legal()).toEqual([]);
      expect(sim.pending).toBeNull();
      expect(sim.depth).toBe(0);
      // The state it was built from is as it was.
      expect(serialize(createGame(scenario, { seed: `inplace-${g}`, dice: g % 2 === 0 ? 'seeded' : 'external' }))).toBe(built);
    }
    expect(steps).toBeGreaterThan(GAMES * 100);
    expect(unseen).toBeGreaterThan(steps / 4);
  }, 600_000);
});

describe('Simulator without undo', () => {
  it('undo() throws, depth stays 0, undoable tells', () => {
    const sim = Simulator.from(createGame('1775', { seed: 3 }), { undo: false });
    expect(sim.undoable).toBe(false);
    expect(Simulator.from(createGame('1775', { seed: 3 })).undoable).toBe(true);
    expect(() => sim.undo()).toThrow(/keeps no undo history/);
    sim.doIndex(0);
    expect(sim.depth).toBe(0);
    expect(() => sim.undo()).toThrow(/keeps no undo history \(built with \{ undo: false \}\)/);
  });

  it('clones are independent games, each as apply plays it; a state handed out never changes', () => {
    for (let g = 0; g < SCENARIO_IDS.length; g++) {
      const pick = seededIndex(300 + g);
      let state = createGame(SCENARIO_IDS[g], { seed: `clone-${g}` });
      const sim = Simulator.from(state, { undo: false });
      for (let i = 0; i < 40 && !state.result; i++) {
        const legal = legalActions(state);
        const k = pick(legal.length);
        state = apply(state, legal[k]);
        sim.doIndex(k);
      }
      const shown = sim.toState();
      const text = serialize(shown);
      const fork = sim.clone();
      expect(fork.undoable).toBe(false);
      expect(play(fork.toState())).toBe(play(state));
      // Each plays on its own way: the original its first actions, the clone its last ones.
      let a = state;
      let b = state;
      for (let i = 0; i < 60 && !a.result && !b.result; i++) {
        const la = legalActions(a);
        const lb = legalActions(b);
        a = apply(a, la[0]);
        b = apply(b, lb[lb.length - 1]);
        sim.doIndex(0);
        fork.doIndex(fork.legal().length - 1);
        // Looked at now and then only: most steps are played in place.
        if (i % 9 === 8) expect(play(fork.toState())).toBe(play(b));
      }
      expect(play(sim.toState())).toBe(play(a));
      expect(play(fork.toState())).toBe(play(b));
      expect(serialize(shown)).toBe(text);
      expect(Object.isFrozen(shown)).toBe(true);
    }
  });

  it('built from a state that is not frozen (parsed JSON): copies it, leaves it alone, plays as apply', () => {
    let state = createGame('1776', { seed: 9 });
    for (let i = 0; i < 15; i++) state = apply(state, legalActions(state)[0]);
    const loose = JSON.parse(serialize(state)) as GameState;
    const sim = Simulator.from(loose, { undo: false });
    for (let i = 0; i < 20; i++) {
      sim.doIndex(0);
      state = apply(state, legalActions(state)[0]);
    }
    expect(play(sim.toState())).toBe(play(state));
    expect(Object.isFrozen(loose)).toBe(false);
  });
});
