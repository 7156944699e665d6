/**
 * Rules shared by every Command (3.1, 3.1.2): paying Resources (nothing when free). Where a placed
 * piece comes from is procedures/placement.ts; selecting spaces (once each, Limited, restrictions) is
 * flow/restriction.ts.
 * @module
 */
import type { Draft } from 'immer';
import type { GameState } from '../../core/state';
import type { Faction } from '../../data/ids';
import { addResources } from '../board';
import type { CommandMode } from '../../flow/contracts';

/** Whether the Faction can pay `cost` Resources for this Command (always when free, 3.1.2). */
export function canPay(state: GameState, faction: Faction, cost: number, mode: CommandMode): boolean {
  return mode.free || state.resources[faction] >= cost;
}

/** Pays `cost` Resources unless the Command is free (3.1, 3.1.2). Returns what was paid. */
export function pay(draft: Draft<GameState>, faction: Faction, cost: number, mode: CommandMode): number {
  if (mode.free || cost === 0) return 0;
  return -addResources(draft, faction, -cost);
}

/** Whether the Treaty of Alliance allows French pieces on the map (2.3.9). */
export const frenchMayDeploy = (state: GameState): boolean => state.treatyOfAlliance;
