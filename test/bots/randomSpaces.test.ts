import { describe, expect, it } from 'vitest';
import { randomSpace, rollRandomSpace } from '../../src/bots/randomSpaces';
import { RANDOM_SPACES_CYCLE, RANDOM_SPACES_TABLE } from '../../src/data/randomSpaces';
import { MAP_SPACES } from '../../src/data/map';
import { createScriptedDice } from '../../src/dice/index';

describe('8.2 Random Spaces', () => {
  it('8.2 the table covers every map space once; the cycle follows the columns', () => {
    expect(RANDOM_SPACES_TABLE).toHaveLength(3);
    expect([...RANDOM_SPACES_CYCLE].sort()).toEqual([...MAP_SPACES].sort());
    expect(RANDOM_SPACES_CYCLE.slice(0, 3)).toEqual(['QuebecCity', 'Quebec', 'NewYork']);
    expect(RANDOM_SPACES_CYCLE.at(-1)).toBe('Massachusetts');
  });

  it('8.2 D3 3 / D6 5 gives Boston; going on down: Massachusetts, Quebec City, Quebec', () => {
    expect(randomSpace(3, 5, () => true)).toBe('Boston');
    expect(randomSpace(3, 5, (s) => s !== 'Boston')).toBe('Massachusetts');
    expect(randomSpace(3, 5, (s) => !['Boston', 'Massachusetts'].includes(s))).toBe('QuebecCity');
    expect(randomSpace(3, 5, (s) => !['Boston', 'Massachusetts', 'QuebecCity'].includes(s))).toBe('Quebec');
  });

  it('8.2 a box naming two spaces: the top one first (Florida before South Carolina)', () => {
    expect(randomSpace(3, 3, () => true)).toBe('Florida');
    expect(randomSpace(3, 3, (s) => s !== 'Florida')).toBe('SouthCarolina');
  });

  it('8.2 no candidate → null; bad dice → RangeError', () => {
    expect(randomSpace(1, 1, () => false)).toBeNull();
    expect(() => randomSpace(4, 1, () => true)).toThrow(RangeError);
    expect(() => randomSpace(1, 7, () => true)).toThrow(RangeError);
  });

  it('rollRandomSpace rolls 1D3 then 1D6 with the dice service', () => {
    const r = rollRandomSpace(createScriptedDice([3, 5]), ['Massachusetts', 'Georgia']);
    expect(r).toMatchObject({ space: 'Massachusetts', column: 3, row: 5 });
    expect(rollRandomSpace(createScriptedDice([]), [])).toMatchObject({ space: null });
  });
});
