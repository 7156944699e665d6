/**
 * Non-Player policy types (8.0): a policy maps a state whose pending decision belongs to its
 * Faction to one of `legalActions(state)`.
 * @module
 */
import type { Action } from '../core/action';
import type { GameState } from '../core/state';
import type { Faction } from '../data/ids';

/** A deterministic policy for one Faction's decisions. */
export interface Policy {
  /** The Faction it plays. */
  readonly faction: Faction;
  /** One action from `legalActions(state)`; the pending decision must be this Faction's. */
  choose(state: GameState): Action;
}

/** Policies for some or all Factions. */
export type PolicySet = Partial<Record<Faction, Policy>>;
