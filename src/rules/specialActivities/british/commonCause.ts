/**
 * 4.2.1 Common Cause: with a March or a Battle, the British use War Parties as though they were
 * Tories, in the Command's spaces where British pieces and War Parties meet; the War Parties used are
 * Activated and never enter a City nor go by sea between Cities.
 *
 * Common Cause acts from inside the Command's own decisions (it is `embedded`, never offered at a
 * host, flow/host.ts): in the British March, a group of Regulars moving from a Province into an adjacent Province
 * may take War Parties along with its Tories (together at most one per Regular); in the British
 * Battle, each selected space may count War Parties as Tories for the Force Level and the losses.
 * The first use records the Special Activity (and, under Howe, drops FNI, 1.10).
 * @module
 */
import type { GameState } from '../../../core/state';
import type { SpaceId } from '../../../data/ids';
import { isAdjacent, isProvince } from '../../../data/map';
import type { SpecialActivityModule } from '../../../flow/contracts';
import { beginEmbeddedActivity, embeddedActivityAvailable, whyNoEmbeddedActivity } from '../../../flow/host';
import type { Reason } from '../../../core/reason';
import { defineActivity } from '../../../flow/define';
import type { Draft } from 'immer';
import { howeBefore } from './lowerFni';
import { piecesAt } from '../../board';

const RULE = '4.2.1';

/** Whether the British may use Common Cause now in the Command on top (full March or Battle, no other Special Activity). Pure. */
export function commonCauseAvailable(state: GameState): boolean {
  return embeddedActivityAvailable(state, 'british', 'commonCause', accompanies);
}

/** Why the British may not use Common Cause now ({@link commonCauseAvailable}), or null when they may. Pure. */
export function whyNoCommonCause(state: GameState): Reason | null {
  return whyNoEmbeddedActivity(state, 'british', 'commonCause', accompanies);
}

const accompanies = (command: string): boolean => command === 'march' || command === 'battle';

/** Records Common Cause the first time a March or Battle uses it (Howe's FNI drop follows, 1.10). */
export function beginCommonCause(draft: Draft<GameState>): void {
  beginEmbeddedActivity(draft, britishCommonCause);
}

/** Whether War Parties may go along a British March move from one space to another (Provinces, adjacent: never into or between Cities). Pure. */
export function commonCauseMayMove(from: SpaceId, to: SpaceId): boolean {
  return isProvince(from) && isProvince(to) && isAdjacent(from, to);
}

/**
 * How many War Parties Common Cause may usefully count as Tories in a British Battle in the space:
 * those there, up to the Regulars not already matched by Tories (3.6.3 counts Tories only up to the
 * Regulars). Pure.
 */
export function commonCauseBattleLimit(state: GameState, space: SpaceId): number {
  const p = piecesAt(state, space);
  return Math.max(0, Math.min(p.warPartyUnderground + p.warPartyActive, p.britishRegular - p.tory));
}

/** The Common Cause Special Activity (4.2.1). */
export const britishCommonCause: SpecialActivityModule = defineActivity({
  id: 'commonCause',
  faction: 'british',
  name: 'Common Cause',
  rule: RULE,
  embedded: true,
  before: howeBefore,
  accompanies: (_state, command) => accompanies(command),
  // Never offered on its own: the March or Battle decisions begin it (beginCommonCause).
  canStart: () => false,
  start() {
    // Embedded: begun by the March or Battle decisions themselves (beginCommonCause).
  },
});
