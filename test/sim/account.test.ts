/**
 * The Simulator writes no account of play (src/sim/simulator.ts): `do` adds no log line, `toState()`
 * gives the state with an empty, frozen, ordinary account (the same object each time at the same
 * point), `apply` from there writes the account as from `apply`'s own state, the state a Simulator is
 * built from is left as it was, and the Non-Players decide on a Simulator's state exactly as on
 * `apply`'s (they read the Brilliant Stroke's frame, not the account: `firstCommand`). Bot-only games
 * reach no Brilliant Stroke of a Non-Player (8.1: not before the Treaty), hence the position built for it.
 */
import { describe, expect, it } from 'vitest';
import { Simulator } from '../../src/index';
import { createGame } from '../../src/game/createGame';
import { apply, legalActions } from '../../src/game/machine';
import { loadGame, serialize } from '../../src/game/persistence';
import { newLogEntries } from '../../src/game/replay';
import { SCENARIO_IDS, type Faction } from '../../src/data/ids';
import { SILENT_ACCOUNT } from '../../src/flow/frames';
import { flowchartPolicies } from '../../src/bots/flowcharts';
import type { BrilliantStrokeFrame } from '../../src/rules/sequence/brilliantStrokes';
import type { GameState } from '../../src/core/state';
import type { Action } from '../../src/core/action';
import { pending } from '../../src/game/machine';
import { lead } from '../../src/testing/kit';
import { seededIndex } from '../../src/testing/random';
import { atCardStart, stroke } from '../rules/brilliantStrokes/helpers';

/** The state serialized without its account. */
const play = (state: GameState): string => serialize({ ...state, log: [], priorLog: [] });

describe('Simulator: no account of play', () => {
  it('do writes no account; toState is stable, its log arrays empty, frozen and ordinary; apply from it logs as from apply', () => {
    for (let g = 0; g < SCENARIO_IDS.length; g++) {
      const pick = seededIndex(100 + g);
      let state = createGame(SCENARIO_IDS[g], { seed: `account-${g}` });
      const sim = Simulator.from(state);
      let logged = 0;
      for (let step = 0; step < 400 && !state.result; step++) {
        const shown = sim.toState();
        expect(sim.toState()).toBe(shown);
        expect(Object.isFrozen(shown)).toBe(true);
        expect(shown.log).toEqual([]);
        expect(shown.priorLog).toEqual([]);
        expect(Object.isFrozen(shown.log) && Object.isFrozen(shown.priorLog)).toBe(true);
        expect(shown.log).not.toBe(SILENT_ACCOUNT);
        expect(shown.priorLog).not.toBe(SILENT_ACCOUNT);
        const legal = legalActions(state);
        expect(legalActions(shown)).toEqual(legal);
        const action = legal[pick(legal.length)];
        // apply from the Simulator's state: the same state, and the same new account lines, as from apply's.
        const next = apply(state, action);
        const fromShown = apply(shown, action);
        expect(play(fromShown)).toBe(play(next));
        expect(newLogEntries(shown, fromShown)).toEqual(newLogEntries(state, next));
        logged += newLogEntries(state, next).length;
        sim.do(action);
        state = next;
      }
      expect(logged).toBeGreaterThan(100);
      // Undo comes back to the same objects.
      sim.undo();
      const at = sim.toState();
      sim.doIndex(0);
      expect(sim.toState()).not.toBe(at);
      sim.undo();
      expect(sim.toState()).toBe(at);
    }
  });

  it('Simulator.from leaves the state as it was, account included', () => {
    let state = createGame('1776', { seed: 'from' });
    for (let i = 0; i < 30; i++) state = apply(state, legalActions(state)[0]);
    const text = serialize(state);
    const log = state.log;
    expect(log.length).toBeGreaterThan(0);
    const sim = Simulator.from(state);
    for (let i = 0; i < 30 && sim.result === null; i++) sim.doIndex(0);
    expect(serialize(state)).toBe(text);
    expect(state.log).toBe(log);
    expect(Object.isFrozen(state)).toBe(true);
    // Built from the very state: toState() before any action is a copy with an empty account.
    const fresh = Simulator.from(state);
    expect(fresh.toState()).not.toBe(state);
    expect(play(fresh.toState())).toBe(play(state));
  });
});

describe('Non-Players on a Simulator state', () => {
  it('decide as on apply\'s state (action and trace): random games with two Non-Players', () => {
    for (let g = 0; g < SCENARIO_IDS.length; g++) {
      const bots: Faction[] = g % 2 === 0 ? ['british', 'french'] : ['patriots', 'indians'];
      const policies = flowchartPolicies(bots);
      const pick = seededIndex(200 + g);
      let state = createGame(SCENARIO_IDS[g], { seed: `np-${g}`, nonPlayers: bots });
      const sim = Simulator.from(state);
      let decisions = 0;
      while (!state.result) {
        const legal = legalActions(state);
        const policy = policies[legal[0].faction as Faction];
        let action = legal[pick(legal.length)];
        if (policy) {
          const onApply = policy.choose(state);
          expect(JSON.stringify(policy.choose(sim.toState()))).toBe(JSON.stringify(onApply));
          action = onApply.action;
          decisions++;
        }
        state = apply(state, action);
        sim.do(action);
      }
      expect(decisions).toBeGreaterThan(50);
    }
  }, 300_000);

  it('pair the Brilliant Stroke\'s Special Activity with its first Command, read from the frame (8.3.7)', () => {
    const B = (a: Omit<Action, 'faction'>): Action => ({ faction: 'british', ...a }) as Action;
    // Howe in Boston, the Treaty played: the Non-Player British play their Brilliant Stroke and Muster first.
    const start = atCardStart(
      {
        game: { seed: 1, nonPlayers: ['british'] },
        treaty: true,
        resources: { british: 5 },
        pieces: { Boston: { britishRegular: 4 }, NewYorkCity: { britishRegular: 2, tory: 2 }, NewYork: { britishRegular: 2, continental: 2 } },
      },
      (d) => lead(d, 'Howe', 'Boston'),
    );
    const sim = Simulator.from(start);
    let t = start;
    const take = (a: Action): void => {
      t = apply(t, a);
      sim.do(a);
    };
    for (const a of [stroke('british'), B({ type: 'command', command: 'muster' }), B({ type: 'selectSpace', space: 'Boston' })]) take(a);
    while (pending(t)!.kind !== 'grant') take(legalActions(t).find((a) => a.type === 'done') ?? legalActions(t)[0]);
    const frame = t.stack.at(-2) as BrilliantStrokeFrame;
    expect(frame).toMatchObject({ kind: 'brilliantStroke', commands: 1, activity: false, firstCommand: 'muster' });
    const policy = flowchartPolicies(['british']).british!;
    const onApply = policy.choose(t);
    expect(onApply.action).toEqual(B({ type: 'specialActivity', activity: 'skirmish' }));
    expect(JSON.stringify(onApply.trace)).toContain('the Special Activity the flowchart pairs with the Muster: Skirmish');
    expect(sim.toState().log).toEqual([]);
    expect(JSON.stringify(policy.choose(sim.toState()))).toBe(JSON.stringify(onApply));
    // A save mid-stroke loads with the field, and without it (a save from before it was recorded).
    const saved = JSON.parse(serialize(t)) as GameState;
    expect(serialize(loadGame(saved))).toBe(serialize(t));
    delete (saved.stack.at(-2) as Partial<BrilliantStrokeFrame>).firstCommand;
    expect(() => loadGame(saved)).not.toThrow();
  });
});
