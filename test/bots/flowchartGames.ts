// Whole games with one Faction's flowchart policy and the others random: every action the policies
// return is legal (playGame applies them), the game ends, and its record replays without the bots.
import { expect } from 'vitest';
import { apply, createGame, serialize } from '../../src/index';
import { playGame, policySet, randomPolicy, type Policy } from '../../src/bots';
import { FACTIONS, type Faction, type ScenarioId } from '../../src/data/ids';

/** Plays a game of `scenario` with `faction` Non-Player under `policy`, the others random; asserts it ends and replays. */
export function playWithFlowchart(faction: Faction, policy: () => Policy, scenario: ScenarioId, seed: number): void {
  const state = createGame(scenario, { seed, nonPlayers: [faction] });
  const policies = { ...policySet(FACTIONS.filter((f) => f !== faction), randomPolicy), [faction]: policy() };
  const game = playGame(state, policies);
  expect(game.state.result).not.toBeNull();
  let replay = createGame(scenario, { seed, nonPlayers: [faction] });
  for (const a of game.actions) replay = apply(replay, a);
  expect(serialize(replay)).toBe(serialize(game.state));
}
