/**
 * Refusals of the Leader left alone (1.10) and of Win the Day's choices after a Battle (3.6.8): the
 * spill-over shifts and the French moving Blockades out of the Battle City (issue #20).
 */
import { describe, expect, it } from 'vitest';
import { type GameState } from '../../src/index';
import { blockade, lead, play, position, type Layout } from '../../src/testing';
import { pushOn } from '../rules/winterQuarters/helpers';
import { refusedBecause } from './helpers';
import { sweepNearMisses } from './sweep';

const B = 'british' as const;
const F = 'french' as const;

/** Every listed action is explained as legal (explain null), and every near-miss of them refused with this module's own reason. */
const listedAreLegal = (s: GameState): void => {
  expect(sweepNearMisses(s)).toBeGreaterThan(0);
};

const at = (pieces: Layout, recipe: Parameters<typeof position>[1] = () => {}): GameState => position({ resources: 0, pieces }, recipe);

describe('1.10 a Leader left alone', () => {
  it('1.10 he moves to a space with his Faction\'s pieces or to Available', () => {
    const s = pushOn(at({ NewYorkCity: { britishRegular: 1 }, Virginia: { militiaUnderground: 1 } }, (d) => lead(d, 'Gage')), { kind: 'leaderAlone', faction: B, from: 'Boston' } as never);
    refusedBecause(
      s,
      { faction: B, type: 'moveLeader', to: 'Virginia' },
      '1.10',
      'Thomas Gage, left alone, moves to a space with British pieces or to the Available Forces box, and Virginia has no British pieces',
    );
    listedAreLegal(s);
  });
});

describe('3.6.8 Win the Day', () => {
  const spill = (recipe: Parameters<typeof position>[1]): GameState =>
    pushOn(at({ NewYork: { britishRegular: 1 } }, recipe), { kind: 'winTheDay', space: 'NewYork', winner: 'royalist', shifts: 3, phase: 'spill', lastSpill: null } as never);

  it('3.6.8 the remaining shifts go to adjacent spaces that can still shift (1.6.1), in map order', () => {
    let s = spill((d) => {
      d.spaces.NewYork.support = 2;
      d.spaces.NewJersey.support = 2;
    });
    refusedBecause(s, { faction: B, type: 'shift', space: 'Virginia' }, '3.6.8', 'the remaining Win the Day shifts go to spaces adjacent to New York, and Virginia is not one');
    refusedBecause(s, { faction: B, type: 'shift', space: 'NewYork' }, '3.6.8', 'New York has taken every shift it can: the remaining shifts go to spaces adjacent to it');
    refusedBecause(s, { faction: B, type: 'shift', space: 'NewJersey' }, '3.6.8', 'New Jersey is already at Active Support: it cannot shift further');
    refusedBecause(s, { faction: B, type: 'shift', space: 'Quebec' }, '1.6.1', 'Quebec has no Population: it cannot shift');
    listedAreLegal(s);
    s = play(s, { faction: B, type: 'shift', space: 'Pennsylvania' });
    refusedBecause(
      s,
      { faction: B, type: 'shift', space: 'Massachusetts' },
      '3.6.8',
      'the spill-over shifts are made in map order (docs/actions.md): Massachusetts comes before Pennsylvania, shifted last',
    );
    listedAreLegal(s);
  });

  it('3.6.8 the French move Blockades from the Battle City to another City (1.9)', () => {
    const s = pushOn(at({ Boston: { militiaUnderground: 2 } }, (d) => blockade(d, 'Boston', 'Boston')), {
      kind: 'winTheDay',
      space: 'Boston',
      winner: 'rebellion',
      shifts: 0,
      phase: 'blockade',
      lastSpill: null,
    } as never);
    expect(s.spaces.Boston.blockades).toBe(2);
    refusedBecause(s, { faction: F, type: 'moveBlockade', from: 'NewYorkCity', to: 'Philadelphia', count: 1 }, '3.6.8', 'only the Blockades on Boston, the Battle City, may move, not those on New York City');
    refusedBecause(s, { faction: F, type: 'moveBlockade', from: 'Boston', to: 'Massachusetts', count: 1 }, '1.9', 'Blockades go on Cities, and Massachusetts is not one');
    refusedBecause(s, { faction: F, type: 'moveBlockade', from: 'Boston', to: 'Boston', count: 1 }, '3.6.8', 'the Blockades move from Boston to another City');
    refusedBecause(s, { faction: F, type: 'moveBlockade', from: 'Boston', to: 'Philadelphia', count: 3 }, '3.6.8', 'Boston holds 2 Blockades: 3 cannot move');
    refusedBecause(
      s,
      { faction: F, type: 'moveBlockade', from: 'Boston', to: 'Philadelphia', count: 0 },
      '3.6.8',
      'a move takes at least one Blockade; to leave them all on Boston, the French are done',
    );
    listedAreLegal(s);
  });
});
