/**
 * 4.5 (and 4.5.2, 4.5.3): when a French Special Activity other than Préparer la Guerre may accompany a
 * Command — only after the Treaty of Alliance, and never French Agent Mobilization. Skirmish and Naval
 * Pressure share it.
 * @module
 */
import type { GameState } from '../../../core/state';
import { because, type Reason } from '../../../core/reason';
import { ACTIVITY_NAME } from '../../../data/text';

/** What keeps the French Special Activity from accompanying the Command: the Treaty not yet played, Agent Mobilization, or nothing. */
function accompanyBar(state: GameState, command: string): 'treaty' | 'agentMobilization' | null {
  if (!state.treatyOfAlliance) return 'treaty';
  return command === 'agentMobilization' ? 'agentMobilization' : null;
}

/** Whether a French Skirmish or Naval Pressure may accompany `command` now (4.5): after the Treaty, not with Agent Mobilization. Pure. */
export function frenchMayAccompany(state: GameState, command: string): boolean {
  return accompanyBar(state, command) === null;
}

/** Why the French Special Activity `activity` may not accompany `command` now (4.5, 4.5.2, 4.5.3), or null when it may. Pure. */
export function whyFrenchMayNotAccompany(state: GameState, command: string, activity: 'skirmish' | 'navalPressure'): Reason | null {
  const bar = accompanyBar(state, command);
  if (bar === null) return null;
  const name = ACTIVITY_NAME[activity];
  if (bar === 'treaty') return because('4.5', `before the Treaty of Alliance the French may execute only Préparer la Guerre, not ${name}`);
  return because(activity === 'skirmish' ? '4.5.2' : '4.5.3', `${name} may accompany any French Command but Agent Mobilization`);
}
