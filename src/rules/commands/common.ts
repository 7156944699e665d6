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
import { spaceLimit } from '../../flow/restriction';
import { closedByActivity } from '../../flow/hostFrame';
import { because, type Reason } from '../../core/reason';
import { FACTION_NAME, resourcesText } from '../../data/text';

/**
 * Why the Faction cannot pay `cost` Resources for `what` (a Command's space, "Muster"), or null when
 * it can (always when free, 3.1.2): 3.1, or the Command's own section as `rule`.
 */
export function whyCannotPay(state: GameState, faction: Faction, cost: number, mode: CommandMode, what: string, rule = '3.1'): Reason | null {
  if (canPay(state, faction, cost, mode)) return null;
  return because(rule, `${what} costs ${resourcesText(cost)} and the ${FACTION_NAME[faction]} have ${state.resources[faction]}`);
}

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

/**
 * Whether a frame's record (of units that arrived or moved, by space) has no entry yet: then a listing
 * need not look it up space by space (a lookup by name in such records is slow, their shapes being many).
 */
export function isEmptyRecord(record: object): boolean {
  for (const _ in record) return false;
  return true;
}

/**
 * Whether a Command with nothing selected yet may select a first space and finds every space open as
 * far as the general limits go (flow/restriction.ts): one space allowed, no restriction naming spaces,
 * none closed by the Faction's Special Activity (4.2.2, 4.3.2). Its own start check may then look for a
 * first space anywhere on the map, in any order. Pure.
 */
export function everySpaceOpen(state: GameState, faction: Faction, command: string, mode: CommandMode): boolean {
  return spaceLimit(mode) >= 1 && mode.restriction?.spaces === undefined && closedByActivity(state, faction, command).length === 0;
}
