/**
 * The phases of the Winter Quarters Round (6.0) and its frame, apart from the Round's step
 * (round.ts) so that the frames the Round pushes can check, in saves from elsewhere, that they agree
 * with the Round under them: the Round moves on to its next phase before it pushes a phase's frame,
 * so the Round under the frame already stands at the phase that follows.
 * @module
 */
import type { Frame, GameState } from '../../core/state';

/** The phases and steps of the round, in order (6.1–6.7). */
export const WINTER_QUARTERS_PHASES = [
  'victoryCheck', // 6.1
  'supply', // 6.2.1
  'westIndiesBattle', // 6.2.2
  'westIndiesFrench', // 6.2.2 return-or-pay, French then British
  'westIndiesBritish',
  'resources', // 6.3
  'rewardLoyalty', // 6.4.1
  'committeesOfCorrespondence', // 6.4.2
  'gameEnd', // 6.4.3
  'leaderChange', // 6.5.1
  'redeployIndians', // 6.5.2 Indians, French, British, Patriots
  'redeployFrench',
  'redeployBritish',
  'redeployPatriots',
  'release', // 6.5.3
  'fni', // 6.5.4
  'patriotDesertion', // 6.6.1
  'toryDesertion', // 6.6.2
  'reset', // 6.7
  'card', // 6.7 last bullet: the Winter Quarters card's Event
  'end',
] as const;
/** A phase of the round frame. */
export type WinterQuartersPhase = (typeof WINTER_QUARTERS_PHASES)[number];

/** The round frame. */
export interface WinterQuartersFrame extends Frame {
  kind: 'winterQuarters';
  /** The phase to run next. */
  phase: WinterQuartersPhase;
}

/**
 * The problem, as `field: sentence`, when the frame at `at` (what it does: `doing`) does not sit on a
 * Round standing at `resumesAt` — the phase after the one that pushes it (6.0); null when it does, or
 * when the frame under it is not the Round. Pure.
 */
export function roundPhaseProblem(state: GameState, at: number, resumesAt: WinterQuartersPhase, field: string, doing: string): string | null {
  const under = state.stack[at - 1];
  if (under?.kind !== 'winterQuarters') return null;
  const phase = (under as WinterQuartersFrame).phase;
  if (phase === resumesAt) return null;
  return `${field}: ${doing} sits on the Winter Quarters Round at its '${phase}' phase; the Round resumes at '${resumesAt}' after it (6.0)`;
}
