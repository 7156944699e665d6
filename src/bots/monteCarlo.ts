/**
 * A flat Monte Carlo player: a search bot built only on the public API and the Simulator, to show how
 * one is written. At each decision with a choice it tries every legal action in a number of rollouts —
 * random play from the position after the action, in a game that does not see the real future (the
 * unseen deck dealt again and the dice seeded again for each rollout) — and takes the action whose
 * rollouts end best for its Faction: a win counts most, then the Faction's victory margin (7.2, 7.3).
 *
 * It is deterministic: its own randomness comes from its seed and the position, so the same state
 * gives the same choice. It is a baseline for search code, not a strong player.
 * @module
 */
import { describeAction, type Action } from '../core/action';
import type { GameState } from '../core/state';
import type { Faction } from '../data/ids';
import { FACTION_NAME } from '../data/text';
import { nextInt, seedRng, type RngState } from '../dice/rng';
import { legalActions } from '../game/machine';
import { victoryMargins } from '../rules/victory';
import { Simulator } from '../sim/simulator';
import { forRollout } from '../view/determinize';
import { beginDecision, type Decision, type Policy } from './policy';
import type { SuppliedRolls } from './rolls';

/** How a {@link monteCarloPolicy} searches. */
export interface MonteCarloOptions {
  /** Rollouts per legal action (default 8). */
  readonly rollouts?: number;
  /** Steps each rollout plays after the action tried, at most (default 60); a game that ends sooner stops there. */
  readonly horizon?: number;
  /** The bot's own seed (default 0): its rollouts' choices and their dealing of the unseen future. */
  readonly seed?: string | number;
  /**
   * The game a rollout plays, made from the real one: by default `forRollout(state, seed, faction)`
   * (lod-engine's root entry: the deck the Faction has not seen dealt again, the dice seeded again), so
   * that no rollout reads the real future.
   */
  readonly rolloutGame?: (state: GameState, faction: Faction, seed: string) => GameState;
  /** The value of a rollout's last position for the Faction (default {@link rolloutValue}). */
  readonly value?: (state: GameState, faction: Faction) => number;
}

/**
 * The value of a position for `faction`: 1000 for a win of its own (or its side's, in a two-sided
 * game), −1000 for another's, else (the game not over) its total victory margin (7.3).
 */
export function rolloutValue(state: GameState, faction: Faction): number {
  if (state.result) return state.result.winners.includes(faction) ? 1000 + state.result.margins[faction].total : -1000 + state.result.margins[faction].total;
  return victoryMargins(state)[faction].total;
}

/** A random legal action of the Simulator's pending decision, and the generator after it. */
function randomStep(sim: Simulator, rng: RngState): RngState {
  const legal = sim.legal();
  const pick = nextInt(rng, legal.length);
  sim.do(legal[pick.value]);
  return pick.rng;
}

/**
 * A policy for `faction` that chooses by flat Monte Carlo search (see the module). A decision with one
 * legal action takes it without search. Its trace has one node per action tried (the mean value of its
 * rollouts) and one for the choice.
 */
export function monteCarloPolicy(faction: Faction, options: MonteCarloOptions = {}): Policy {
  const rollouts = options.rollouts ?? 8;
  const horizon = options.horizon ?? 60;
  const seed = String(options.seed ?? 0);
  const value = options.value ?? rolloutValue;
  const prepare = options.rolloutGame ?? ((s: GameState, f: Faction, key: string): GameState => forRollout(s, key, f));
  if (!Number.isInteger(rollouts) || rollouts < 1) throw new RangeError(`rollouts must be a positive whole number, got ${String(rollouts)}`);
  if (!Number.isInteger(horizon) || horizon < 0) throw new RangeError(`horizon must be a whole number of steps, got ${String(horizon)}`);
  return {
    faction,
    name: 'monte-carlo',
    choose(state: GameState, rolls?: SuppliedRolls): Decision {
      const ctx = beginDecision(state, faction, rolls);
      const legal = legalActions(state);
      if (legal.length === 1) {
        ctx.node('Monte Carlo', `the only legal action: ${describeAction(legal[0])}`);
        return ctx.decide(legal[0]);
      }
      let best = 0;
      let bestMean = -Infinity;
      for (let i = 0; i < legal.length; i++) {
        let total = 0;
        for (let r = 0; r < rollouts; r++) {
          const key = `${seed}:${state.steps}:${i}:${r}`;
          let rng = seedRng(`monte-carlo:${key}`);
          // Played to its horizon and never taken back: a Simulator without undo, playing in place.
          const sim = Simulator.from(prepare(state, faction, key), { undo: false });
          sim.do(sim.legal()[sim.actionIndex(legal[i])]);
          for (let n = 0; n < horizon && sim.result === null; n++) rng = randomStep(sim, rng);
          total += value(sim.toState(), faction);
        }
        const mean = total / rollouts;
        ctx.node('Monte Carlo', `${describeAction(legal[i])}: mean value ${mean.toFixed(2)} over ${rollouts} rollouts of ${horizon} steps`);
        if (mean > bestMean) {
          bestMean = mean;
          best = i;
        }
      }
      ctx.node('Monte Carlo', `the ${FACTION_NAME[faction]} take the best: ${describeAction(legal[best])}`);
      return ctx.decide(legal[best] as Action);
    },
  };
}
