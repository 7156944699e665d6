/**
 * Whether a Leader can take part in a Limited Command (1.10, 2.3.8): the quick search gives the plain
 * trial search's answer in the positions that shaped it.
 * - Clinton in a Blockaded Charles Town at Active Opposition with four Regulars: no Muster there (1.9,
 *   3.2.1), so only a March out of it involves him; the plain search tried every Limited March to
 *   every destination, the quick one tries the destinations next to him first.
 * - Gage in the Northwest with a Regular and a Tory: a Limited Garrison takes the Regular to a City far
 *   away (3.2.2). A Garrison that has taken a unit out of his space and can take no more has succeeded:
 *   only one that took none fails early.
 */
import { describe, expect, it } from 'vitest';
import { GAME } from '../../../src/game/definition';
import { leaderCanTakePartByTrial, leaderCanTakePartNow } from '../../../src/rules/sequence/brilliantStrokes';
import { lead, position } from '../../../src/testing/kit';

describe('1.10, 2.3.8 the Leader check: the quick search answers as the plain one', () => {
  it('3.2.3 Clinton in a Blockaded Charles Town takes part by a March out of it', () => {
    const s = position({ treaty: true, resources: 10, pieces: { CharlesTown: { britishRegular: 4 }, Savannah: { britishRegular: 5, tory: 2 } } }, (d) => {
      lead(d, 'Clinton', 'CharlesTown');
      d.spaces.CharlesTown.support = -2;
      d.spaces.CharlesTown.blockades = 1;
    });
    expect(leaderCanTakePartNow(GAME, s, 'british')).toBe(true);
    expect(leaderCanTakePartByTrial(GAME, s, 'british')).toBe(true);
  });

  it('3.2.2, 3.2.3 Gage in the Northwest takes part by a March or a Garrison taking his Regular away', () => {
    // Regulars elsewhere keep the Garrison going after his Regular left: it has succeeded all the same.
    const s = position({ resources: 10, pieces: { Northwest: { britishRegular: 1, tory: 1 }, Florida: { britishRegular: 1 }, Boston: { britishRegular: 2 } } }, (d) => {
      lead(d, 'Gage', 'Northwest');
    });
    expect(leaderCanTakePartNow(GAME, s, 'british')).toBe(true);
    expect(leaderCanTakePartByTrial(GAME, s, 'british')).toBe(true);
  });

  it('1.10 a lone Tory with Gage leads nothing out: no Regular, no part', () => {
    const s = position({ resources: 10, pieces: { Northwest: { tory: 1 }, QuebecCity: { britishRegular: 7 } } }, (d) => {
      lead(d, 'Gage', 'Northwest');
    });
    expect(leaderCanTakePartNow(GAME, s, 'british')).toBe(false);
    expect(leaderCanTakePartByTrial(GAME, s, 'british')).toBe(false);
  });
});
