/**
 * Conformance: random legal playouts of every scenario (fast-check drives the choices).
 * After every step: legalActions is non-empty until the end, the chosen action is accepted,
 * the rules invariants hold, and the state is plain JSON. Also determinism and save/load mid-game.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGame } from '../../src/core/createGame';
import { apply, legalActions, pending } from '../../src/core/machine';
import { checkInvariants } from '../../src/core/invariants';
import { loadGame, serialize } from '../../src/core/persistence';
import type { GameState } from '../../src/core/state';
import { SCENARIO_IDS, type ScenarioId } from '../../src/data/ids';
import { nextInt, seedRng } from '../../src/dice/index';

interface Playout {
  final: GameState;
  steps: number;
  actions: unknown[];
  commands: Set<string>;
  midGame: GameState | null;
}

/** Plays a whole game choosing uniformly among legal actions with a seeded chooser. */
export function playout(scenario: ScenarioId, gameSeed: number, chooserSeed: number, check = true): Playout {
  let rng = seedRng(chooserSeed);
  let state = createGame(scenario, { seed: gameSeed });
  const actions: unknown[] = [];
  const commands = new Set<string>();
  let midGame: GameState | null = null;
  let steps = 0;
  while (!state.result) {
    const legal = legalActions(state);
    expect(legal.length).toBeGreaterThan(0);
    expect(pending(state)).not.toBeNull();
    const pick = nextInt(rng, legal.length);
    rng = pick.rng;
    const action = legal[pick.value];
    if (action.type === 'command') commands.add(`${action.faction}:${action.command}`);
    state = apply(state, action);
    actions.push(action);
    steps++;
    if (check) {
      const problems = checkInvariants(state);
      if (problems.length) throw new Error(`after step ${steps} (${JSON.stringify(action)}): ${problems.join('; ')}`);
    }
    if (steps === 100) midGame = state;
    if (steps > 50_000) throw new Error('game did not end');
  }
  expect(legalActions(state)).toEqual([]);
  expect(pending(state)).toBeNull();
  return { final: state, steps, actions, commands, midGame };
}

describe('conformance: random legal playouts', () => {
  for (const scenario of SCENARIO_IDS) {
    it(`${scenario}: random games end with a result and keep every invariant`, () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), (gameSeed, chooserSeed) => {
          const { final } = playout(scenario, gameSeed, chooserSeed);
          expect(final.result).not.toBeNull();
          expect(final.result!.ranking).toHaveLength(4);
        }),
        { numRuns: 8 },
      );
    });
  }

  it('3.2–3.5 every one of the seventeen Commands is executed across random games', () => {
    const seen = new Set<string>();
    const scenarios: ScenarioId[] = ['1775', '1776', '1778', 'sprint'];
    for (let i = 0; i < 12; i++) for (const c of playout(scenarios[i % 4], 100 + i, 200 + i, false).commands) seen.add(c);
    expect([...seen].sort()).toEqual(
      [
        'british:muster', 'british:garrison', 'british:march', 'british:battle',
        'patriots:rally', 'patriots:march', 'patriots:battle', 'patriots:rabbleRousing',
        'indians:gather', 'indians:march', 'indians:scout', 'indians:raid',
        'french:agentMobilization', 'french:hortalez', 'french:muster', 'french:march', 'french:battle',
      ].sort(),
    );
  });

  it('determinism: the same seed and choices give the same final state', () => {
    const a = playout('1776', 17, 99, false);
    const b = playout('1776', 17, 99, false);
    expect(b.final).toEqual(a.final);
    expect(b.actions).toEqual(a.actions);
  });

  it('serialize / loadGame mid-game changes nothing: the game continues identically', () => {
    const { midGame, actions, final } = playout('1775', 5, 6, false);
    expect(midGame).not.toBeNull();
    let state = loadGame(serialize(midGame!));
    expect(state).toEqual(midGame);
    for (const action of actions.slice(100)) state = apply(state, action as Parameters<typeof apply>[1]);
    expect(state).toEqual(final);
  });
});
