/**
 * Shared procedure: Desertion (6.6) — counts, the picks offered, the removal of a deserting piece.
 */
import { describe, expect, it } from 'vitest';
import { DESERTING_MILITIA, desertionCounts, desertionOrdinal, desertionPicks, patriotDeserts, toryDeserts } from '../../../src/rules/procedures/desertion';
import { SPACE_IDS, SPACE_PIECES } from '../../../src/data/ids';
import { arrange, position, put } from '../../../src/testing';

const board = () =>
  position({}, (d) => {
    put(d, 'NewYork', { militiaUnderground: 3, continental: 1 });
    put(d, 'Virginia', { militiaActive: 2, militiaUnderground: 1 });
    put(d, 'Georgia', { militiaUnderground: 4, continental: 4 });
    put(d, 'NewYorkCity', { tory: 6 });
  });

describe('6.6 Desertion procedure', () => {
  it('6.6 one in five deserts, rounding down', () => {
    expect(desertionCounts(board())).toEqual({ militia: 2, continentals: 1, tories: 1 });
  });

  it('6.6 the pick order is map order, then piece order', () => {
    expect(desertionOrdinal('QuebecCity', SPACE_PIECES[0])).toBe(0);
    expect(desertionOrdinal('Virginia', 'militiaActive')).toBe(SPACE_IDS.indexOf('Virginia') * SPACE_PIECES.length + SPACE_PIECES.indexOf('militiaActive'));
  });

  it('6.6.1 the enemy picks any Militia, map order', () => {
    expect(desertionPicks(board(), 'indians', DESERTING_MILITIA)).toEqual([
      { faction: 'indians', type: 'desert', space: 'NewYork', piece: 'militiaUnderground' },
      { faction: 'indians', type: 'desert', space: 'Virginia', piece: 'militiaUnderground' },
      { faction: 'indians', type: 'desert', space: 'Virginia', piece: 'militiaActive' },
      { faction: 'indians', type: 'desert', space: 'Georgia', piece: 'militiaUnderground' },
    ]);
  });

  it('6.6.1 the owner picks on from its last pick, and only where what is left still covers every removal due', () => {
    const s = board();
    const from = desertionOrdinal('Virginia', 'militiaActive');
    // Two Continentals still due: only Georgia's four remain from Virginia on.
    const picks = desertionPicks(s, 'patriots', ['continental', ...DESERTING_MILITIA], from, [
      { kinds: DESERTING_MILITIA, left: 1 },
      { kinds: ['continental'], left: 2 },
    ]);
    expect(picks).toEqual([
      { faction: 'patriots', type: 'desert', space: 'Virginia', piece: 'militiaActive' },
      { faction: 'patriots', type: 'desert', space: 'Georgia', piece: 'continental' },
    ]);
  });

  it('6.6.1 a deserting Militia goes to Available, logged with who chose it', () => {
    const s0 = board();
    const s = arrange(s0, (d) => patriotDeserts(d, 'Virginia', 'militiaActive', 'indians', '6.6.1'));
    expect(s.spaces.Virginia.pieces.militiaActive).toBe(1);
    expect(s.available.militia).toBe(s0.available.militia + 1);
    expect(s.log.at(-1)).toEqual({ text: 'Patriot Desertion: 1 Active Militia deserts from Virginia (chosen by the Indians)', rule: '6.6.1', faction: 'indians' });
  });

  it('6.6.2 a deserting Tory goes to Available, logged with the rule given (an Event may cite its card)', () => {
    const s0 = board();
    const s = arrange(s0, (d) => toryDeserts(d, 'NewYorkCity', 'british', 'Card 22'));
    expect(s.spaces.NewYorkCity.pieces.tory).toBe(5);
    expect(s.available.tory).toBe(s0.available.tory + 1);
    expect(s.log.at(-1)).toEqual({ text: 'Tory Desertion: a Tory deserts from New York City (chosen by the British)', rule: 'Card 22', faction: 'british' });
  });
});
