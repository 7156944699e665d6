/**
 * Regression (found by the words test's seeded random games, 2026-11-26): the Non-Player Indians play
 * their Brilliant Stroke; the second Limited Command is a Gather, and Cornplanter stands in the Northwest
 * with a War Party and a Village. A quick failure of the guard (a Gather elsewhere can take no unit out of
 * his space, his Village stays) refused Gathers in Quebec and the Southwest: yet the War Party can be
 * brought in from the Northwest, and a Non-Player Leader follows the largest group of units that left
 * his space once the Command is over (8.1) — so he takes part there (1.10, 2.3.8). The quick failure
 * now leaves such a Command to the search.
 */
import { describe, expect, it } from 'vitest';
import { apply, createGame, legalActions, type GameState } from '../../src/index';
import { seededIndex } from '../../src/testing/random';

/** The position: 1778, seed 2, the French and Indians Non-Players, ten random legal choices. */
function position(): GameState {
  let s = createGame('1778', { seed: 2, dice: 'seeded', nonPlayers: ['french', 'indians'] });
  const pick = seededIndex(1002);
  for (let step = 0; step < 10; step++) {
    const legal = legalActions(s);
    s = apply(s, legal[pick(legal.length)]);
  }
  return s;
}

describe('1.10, 2.3.8, 8.1 a Non-Player Leader follows his units into a Gather elsewhere', () => {
  it('the Gather may select Quebec and the Southwest, next to Cornplanter in the Northwest', () => {
    const s = position();
    expect(s.leaders.indians).toEqual({ leader: 'Cornplanter', at: 'Northwest' });
    expect(s.stack.map((f) => f.kind).slice(-4)).toEqual(['brilliantStroke', 'grant', 'commandHost', 'indiansGather']);
    const selectable = legalActions(s)
      .filter((a) => a.type === 'selectSpace')
      .map((a) => a.space);
    expect(selectable).toEqual(expect.arrayContaining(['Northwest', 'Quebec', 'Southwest']));
    // 8.1: he follows the War Party brought into Quebec once the Gather is over.
    let t = apply(s, { faction: 'indians', type: 'selectSpace', space: 'Quebec' });
    t = apply(t, { faction: 'indians', type: 'move', from: 'Northwest', to: 'Quebec', piece: 'warPartyUnderground', count: 1 });
    expect(legalActions(t).length).toBeGreaterThan(0);
  });
});
