/**
 * Near-misses of every listed action of one decision (issue #20): each field the action carries
 * changed to every other value of its vocabulary (spaces, destinations, pieces, options; counts ±1, +2,
 * +5). Each listed action is explained as legal (null); each near-miss that is not listed is refused
 * with the rule module's own reason, never the generic one built from the options.
 */
import { expect } from 'vitest';
import { explain, legalActions, type Action, type GameState } from '../../src/index';
import { ACTION_OPTIONS, ACTION_PIECES, identicalAction } from '../../src/core/action';
import { SPACE_IDS } from '../../src/data/ids';

const VALUES: Readonly<Record<string, (current: unknown) => readonly unknown[]>> = {
  space: () => SPACE_IDS,
  from: () => SPACE_IDS,
  to: () => [...SPACE_IDS, 'available'],
  piece: () => ACTION_PIECES,
  option: () => ACTION_OPTIONS,
  count: (n) => [(n as number) - 1, (n as number) + 1, (n as number) + 2, (n as number) + 5].filter((c) => c >= 0),
};

/** Checks the decision's listed actions and all their near-misses; returns how many near-misses were refused. */
export function sweepNearMisses(state: GameState): number {
  const legal = legalActions(state);
  const generic: string[] = [];
  let refused = 0;
  for (const a of legal) {
    expect(explain(state, a)).toBeNull();
    for (const [field, values] of Object.entries(VALUES)) {
      const current = (a as Record<string, unknown>)[field];
      if (current === undefined) continue;
      for (const v of values(current)) {
        if (v === current) continue;
        const miss = { ...a, [field]: v } as Action;
        if (legal.some((l) => identicalAction(l, miss))) continue;
        const reason = explain(state, miss);
        expect(reason).not.toBeNull();
        refused += 1;
        if (reason!.generic === true) generic.push(`${JSON.stringify(miss)}: ${reason!.text}`);
      }
    }
  }
  expect(generic).toEqual([]);
  return refused;
}
