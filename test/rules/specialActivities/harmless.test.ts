/**
 * Every `harmless(command)` declaration of a Special Activity (4.1: executed before or during that
 * Command, it can never leave the Command without a way on) holds in random games: at each decision of
 * a Command ready to go on (it has options of its own) where a harmless Special Activity is offered,
 * every way of executing the Special Activity (each of its choices, played out) leaves the Command a
 * way on — the plain goal of the guard's look-ahead, without its shortcuts (no `harmless`, no `done`
 * kept whatever the board) — and so the plain trial (`someWayTo`) succeeds too.
 */
import { describe, expect, it } from 'vitest';
import type { Frame, GameState } from '../../../src/core/state';
import type { Faction, ScenarioId } from '../../../src/data/ids';
import { someWayTo } from '../../../src/flow/guard';
import { commandContinues } from '../../../src/flow/host';
import { HOST_KIND, type CommandHostFrame } from '../../../src/flow/hostFrame';
import { createGame } from '../../../src/game/createGame';
import { GAME } from '../../../src/game/definition';
import { apply, legalActions } from '../../../src/game/machine';
import { seededIndex } from '../../../src/testing/random';

/** The Command can go on (flow/host.ts `commandContinues`), with no shortcut. */
const plainGoal = commandContinues(GAME, false);

/** Whether every way of playing the Special Activity on from `state` reaches the plain goal (rolls as the game's dice fall). */
function everyWayGoesOn(state: GameState, at: number, origin: GameState, ways: { n: number }): boolean {
  const r = plainGoal.reached(state, at, origin);
  if (r !== undefined) {
    ways.n += 1;
    return r;
  }
  return legalActions(state).every((a) => everyWayGoesOn(apply(state, a), at, origin, ways));
}

interface Counts {
  checks: number;
  ways: number;
  pairs: Set<string>;
}

function checkDecision(state: GameState, what: string, counts: Counts): void {
  const n = state.stack.length;
  if (n < 2) return;
  const host = state.stack[n - 2] as CommandHostFrame;
  const command = state.stack[n - 1] as Frame & { faction?: Faction };
  if (host.kind !== HOST_KIND || host.activity !== null || command.faction !== host.faction) return;
  const legal = legalActions(state);
  // The Command is ready: it has options of its own (`harmless` is used only then).
  if (!legal.some((a) => a.type !== 'specialActivity')) return;
  for (const action of legal) {
    if (action.type !== 'specialActivity') continue;
    const module = GAME.activity(host.faction, action.activity!)!;
    if (!(module.harmless?.(host.command) ?? false)) continue;
    const after = apply(state, action);
    const at = n - 2;
    const ways = { n: 0 };
    expect(everyWayGoesOn(after, at, after, ways), `${what}: ${module.id} with ${host.command}`).toBe(true);
    expect(someWayTo(after, plainGoal, at, GAME.step), `${what}: ${module.id} with ${host.command} (trial)`).toBe(true);
    counts.checks += 1;
    counts.ways += ways.n;
    counts.pairs.add(`${module.id}/${host.command}`);
  }
}

/** A random game where a Special Activity offered is played half the time (to reach its Commands often). */
function checkGame(scenario: ScenarioId, seed: number, counts: Counts): void {
  const index = seededIndex(seed);
  let s = createGame(scenario, { seed });
  for (let step = 0; !s.result; step++) {
    checkDecision(s, `${scenario} seed ${seed} step ${step}`, counts);
    const legal = legalActions(s);
    const activities = legal.filter((a) => a.type === 'specialActivity');
    const pool = activities.length > 0 && index(2) === 0 ? activities : legal;
    s = apply(s, pool[index(pool.length)]);
  }
}

describe('harmless Special Activities (4.1): the Command keeps a way on after every way of executing them', () => {
  it('random games', { timeout: 300_000 }, () => {
    const counts: Counts = { checks: 0, ways: 0, pairs: new Set() };
    for (const [scenario, seed] of [
      ['1775', 1],
      ['1776', 2],
      ['1778', 3],
      ['1776', 4],
      ['1775', 5],
      ['1778', 6],
    ] as const)
      checkGame(scenario, seed, counts);
    console.log(`harmless: ${counts.checks} decisions, ${counts.ways} ways; ${[...counts.pairs].sort().join(', ')}`);
    expect(counts.checks).toBeGreaterThan(50);
    expect(counts.pairs.size).toBeGreaterThan(5);
  });
});
