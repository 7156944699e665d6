/**
 * Conformance of Non-Player policies (8.0): settings for {@link runConformance} under which the
 * Factions that have a policy play by it and the others at random, with the policy's own promises
 * checked at its decisions:
 * - the action it returns is one of `legalActions` (the runner applies it and fails otherwise);
 * - it is deterministic for the state: asked again, and asked after `loadGame(serialize(state))`,
 *   it gives the same action and trace;
 * - it takes its rolls from the dice it is given: supplied the rolls its derived decision made, as a
 *   RollBook by purpose, it gives the same action (a virtual table feeding the same dice).
 * @module
 */
import type { Action } from '../core/action';
import type { GameState } from '../core/state';
import type { Faction } from '../data/ids';
import { nextInt, seedRng, type RngState } from '../dice/index';
import { pending } from '../game/machine';
import { loadGame, serialize } from '../game/persistence';
import { isTraceRoll, type Decision, type PolicySet, type Trace } from '../bots/policy';
import type { RollBook } from '../bots/rolls';
import type { ConformanceChooser, ConformanceGameStart, ConformanceOptions } from './conformance';
import { sameJson } from './conformance';

/** Settings of {@link policyConformance}. */
export interface PolicyConformanceSettings {
  /** The policies, by Faction; the Factions without one choose uniformly at random (seeded per game). */
  policies: PolicySet;
  /** Check a policy decision's determinism, save/load and supplied rolls every this many of its decisions (default 1: all). */
  checkEvery?: number;
  /** Called with every policy decision (for statistics). */
  onDecision?: (faction: Faction, decision: Decision, state: GameState) => void;
}

/** The rolls of a trace as a RollBook: per purpose, the values in order. */
export function rollBookOf(trace: Trace): RollBook {
  const book: Record<string, number[]> = {};
  for (const s of trace) if (isTraceRoll(s)) (book[s.roll.purpose] ??= []).push(s.roll.value);
  return book;
}

/**
 * The `chooser` and `onStep` of {@link runConformance} for games where `policies` play their Factions:
 * pass them with the rest of the options (`runConformance({ ...policyConformance({ policies }), scenarios, games })`).
 * A policy that throws, returns an illegal action or breaks one of its promises fails the game with
 * the record that reproduces it.
 */
export function policyConformance(settings: PolicyConformanceSettings): Pick<ConformanceOptions, 'chooser'> {
  const every = settings.checkEvery ?? 1;
  if (!Number.isInteger(every) || every < 1) throw new RangeError(`checkEvery must be a positive integer, got ${String(settings.checkEvery)}`);
  return {
    chooser(game: ConformanceGameStart): ConformanceChooser {
      let rng: RngState = seedRng(`chooser:${game.seed}`);
      let decisions = 0;
      return (legal: readonly Action[], state: GameState): Action => {
        const p = pending(state);
        const policy = p && p.faction !== 'chance' ? settings.policies[p.faction] : undefined;
        if (!policy) {
          const r = nextInt(rng, legal.length);
          rng = r.rng;
          return legal[r.value];
        }
        const decision = policy.choose(state);
        settings.onDecision?.(policy.faction, decision, state);
        if (decisions++ % every === 0) checkPolicy(policy.name, state, decision, (s, rolls) => policy.choose(s, rolls));
        return decision.action;
      };
    },
  };
}

/** Throws when the policy is not deterministic, not save/load-proof, or not driven by the rolls it is given. */
function checkPolicy(name: string, state: GameState, decision: Decision, choose: (s: GameState, rolls?: RollBook) => Decision): void {
  const again = choose(state);
  if (!sameJson(again, decision)) throw new Error(`the ${name} policy decided differently when asked twice: ${JSON.stringify(decision.action)} then ${JSON.stringify(again.action)}`);
  const loaded = choose(loadGame(serialize(state)));
  if (!sameJson(loaded, decision))
    throw new Error(`the ${name} policy decided differently after a save and load: ${JSON.stringify(decision.action)} then ${JSON.stringify(loaded.action)}`);
  const supplied = choose(state, rollBookOf(decision.trace));
  if (!sameJson(supplied.action, decision.action))
    throw new Error(`the ${name} policy decided differently when supplied its own rolls: ${JSON.stringify(decision.action)} then ${JSON.stringify(supplied.action)}`);
}
