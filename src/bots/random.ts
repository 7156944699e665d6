/**
 * The uniform random policy: any Faction's decisions taken by an equal-chance choice among the legal
 * actions — the "other Factions random" of simulations, and a stand-in for a Faction whose flowchart
 * is not written. It follows no flowchart: its trace is one node, `random`, after the roll.
 * @module
 */
import type { SuppliedRolls } from './rolls';
import { describeAction } from '../core/action';
import type { GameState } from '../core/state';
import type { Faction } from '../data/ids';
import { legalActions } from '../game/machine';
import { beginDecision, type Decision, type Policy } from './policy';

/** The purpose of the random policy's roll. */
export const RANDOM_CHOICE_PURPOSE = 'uniform choice among the legal actions';

/**
 * A policy for `faction` that picks uniformly among `legalActions(state)`: it rolls one die with as
 * many faces as there are legal actions and takes that one (canonical order, the first for a 1);
 * with a single legal action it takes it without rolling.
 *
 * Its derived rolls are keyed like a flowchart's (seed, card, card number, Faction) plus the state's
 * step count, so successive decisions draw differently while the same state always gives the same
 * choice (also after a save and load): a game of random policies is reproducible from its seed.
 * With supplied rolls, the one roll is taken from them (`RollNeeded` when there is none).
 */
export function randomPolicy(faction: Faction): Policy {
  return {
    faction,
    name: 'random',
    choose(state: GameState, rolls?: SuppliedRolls): Decision {
      const ctx = beginDecision(state, faction, rolls, `step ${state.steps}`);
      const legal = legalActions(state);
      if (legal.length === 1) {
        ctx.node('random', `the only legal action: ${describeAction(legal[0])}`);
        return ctx.decide(legal[0]);
      }
      const value = ctx.dice.roll(legal.length, RANDOM_CHOICE_PURPOSE);
      const action = legal[value - 1];
      ctx.node('random', `action ${value} of the ${legal.length} legal ones, chosen with equal chance: ${describeAction(action)}`);
      return ctx.decide(action);
    },
  };
}
