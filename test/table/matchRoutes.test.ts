/**
 * The routing bound of whole-move matching's March drop (issue #20): the single-step check
 * `routedDirectly` answers "all routed" only where the maximum flow `maxRouted` routes all that is owed.
 */
import { describe, expect, it } from 'vitest';
import { SPACE_IDS } from '../../src/data/ids';
import { seededIndex } from '../../src/testing/random';
import { maxRouted, routedDirectly, routeScratch } from '../../src/table/matchRoutes';

describe('routedDirectly', () => {
  it('agrees with maxRouted whenever it routes everything owed (seeded networks)', () => {
    const pick = seededIndex(36);
    const r = routeScratch();
    let direct = 0;
    for (let trial = 0; trial < 2000; trial++) {
      let owed = 0;
      for (let i = 0; i < SPACE_IDS.length; i++) {
        r.need[i] = pick(3) === 0 ? -pick(4) : pick(8) === 0 ? 1 + pick(2) : 0;
        if (r.need[i] > 0) owed += r.need[i];
        r.senders[i] = pick(4);
        r.open[i] = pick(3) === 0 ? 0 : 1;
        r.shut[i] = pick(4) === 0 ? 1 : 0;
      }
      if (owed === 0) continue;
      const barred = pick(2) === 0 ? -1 : pick(SPACE_IDS.length);
      if (!routedDirectly(r, owed, barred)) continue;
      direct++;
      expect(maxRouted(r, owed, 0, barred)).toBeGreaterThanOrEqual(owed);
    }
    expect(direct).toBeGreaterThan(100);
  });
});
