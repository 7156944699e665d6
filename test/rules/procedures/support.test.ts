/**
 * Shared procedure: shifting Support and Opposition (1.6, 1.6.1) — toward a level, or to a level.
 */
import { describe, expect, it } from 'vitest';
import type { Draft } from 'immer';
import type { GameState } from '../../../src/core/state';
import {
  ACTIVE_OPPOSITION,
  ACTIVE_SUPPORT,
  NEUTRAL,
  PASSIVE_OPPOSITION,
  PASSIVE_SUPPORT,
  setSupport,
  shiftToward,
  shiftsToward,
} from '../../../src/rules/procedures/support';
import { arrange, position } from '../../../src/testing';

/** Runs a mutator on a copy of the position and returns its result and the resulting Support level. */
function run(support: number, f: (d: Draft<GameState>) => number, space: 'Virginia' | 'Quebec' = 'Virginia'): { made: number; level: number } {
  let made = NaN;
  const s = arrange(
    position({}, (d) => {
      d.spaces[space].support = support;
    }),
    (d) => {
      made = f(d);
    },
  );
  return { made, level: s.spaces[space].support };
}

describe('1.6 shiftToward', () => {
  it('1.6 shifts one level toward Active Support when limited to one step', () => {
    expect(run(NEUTRAL, (d) => shiftToward(d, 'Virginia', ACTIVE_SUPPORT, 1))).toEqual({ made: 1, level: PASSIVE_SUPPORT });
  });

  it('1.6 shifts two levels toward Active Opposition ("shift two levels")', () => {
    expect(run(PASSIVE_SUPPORT, (d) => shiftToward(d, 'Virginia', ACTIVE_OPPOSITION, 2))).toEqual({ made: 2, level: PASSIVE_OPPOSITION });
  });

  it('1.6 never shifts past the target: the steps left over are not made', () => {
    expect(run(ACTIVE_OPPOSITION, (d) => shiftToward(d, 'Virginia', NEUTRAL, 3))).toEqual({ made: 2, level: NEUTRAL });
    expect(run(PASSIVE_SUPPORT, (d) => shiftToward(d, 'Virginia', ACTIVE_SUPPORT, 3))).toEqual({ made: 1, level: ACTIVE_SUPPORT });
  });

  it('1.6 without a limit, shifts all the way to the target', () => {
    expect(run(ACTIVE_OPPOSITION, (d) => shiftToward(d, 'Virginia', ACTIVE_SUPPORT))).toEqual({ made: 4, level: ACTIVE_SUPPORT });
  });

  it('1.6 nothing to do at the target, or with no step allowed', () => {
    expect(run(ACTIVE_SUPPORT, (d) => shiftToward(d, 'Virginia', ACTIVE_SUPPORT, 2))).toEqual({ made: 0, level: ACTIVE_SUPPORT });
    expect(run(NEUTRAL, (d) => shiftToward(d, 'Virginia', ACTIVE_SUPPORT, 0))).toEqual({ made: 0, level: NEUTRAL });
  });

  it('1.6.1 a space of Population 0 stays Neutral', () => {
    expect(run(NEUTRAL, (d) => shiftToward(d, 'Quebec', ACTIVE_SUPPORT, 2), 'Quebec')).toEqual({ made: 0, level: NEUTRAL });
  });
});

describe('1.6 setSupport', () => {
  it('1.6 sets the level whatever it was ("set to Passive Opposition")', () => {
    expect(run(ACTIVE_SUPPORT, (d) => setSupport(d, 'Virginia', PASSIVE_OPPOSITION))).toEqual({ made: 3, level: PASSIVE_OPPOSITION });
    expect(run(ACTIVE_OPPOSITION, (d) => setSupport(d, 'Virginia', PASSIVE_OPPOSITION))).toEqual({ made: 1, level: PASSIVE_OPPOSITION });
    expect(run(PASSIVE_OPPOSITION, (d) => setSupport(d, 'Virginia', PASSIVE_OPPOSITION))).toEqual({ made: 0, level: PASSIVE_OPPOSITION });
  });

  it('1.6.1 a space of Population 0 stays Neutral when set', () => {
    expect(run(NEUTRAL, (d) => setSupport(d, 'Quebec', ACTIVE_OPPOSITION), 'Quebec')).toEqual({ made: 0, level: NEUTRAL });
  });
});

describe('1.6 shiftsToward', () => {
  it('1.6 counts the levels left toward a target; none at Population 0 (1.6.1)', () => {
    const s = position({}, (d) => {
      d.spaces.Virginia.support = PASSIVE_OPPOSITION;
    });
    expect(shiftsToward(s, 'Virginia', ACTIVE_SUPPORT)).toBe(3);
    expect(shiftsToward(s, 'Virginia', ACTIVE_OPPOSITION)).toBe(1);
    expect(shiftsToward(s, 'Virginia', PASSIVE_OPPOSITION)).toBe(0);
    expect(shiftsToward(s, 'Quebec', ACTIVE_SUPPORT)).toBe(0);
  });
});
