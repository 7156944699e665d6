/**
 * Regression (found by the British + Patriots + French Non-Player soak, seed `bpf-1`, game 174 of 1775,
 * step 536): after the Patriots declined to play their Brilliant Stroke against #76, the engine asked
 * whether Gage could take part in a British Limited Command (1.10, 2.3.8). He stood in the West Indies
 * with 6 Regulars, so the check tried every free Garrison and March that might move pieces out of the
 * West Indies — none can (1.3.7) — and searched their whole tree: the game never went on. The West Indies
 * box is no origination space now, and the check answers at once.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadGame } from '../../src/game/persistence';
import { apply, pending } from '../../src/game/machine';
import { GAME } from '../../src/game/definition';
import { leaderCanTakePartNow } from '../../src/rules/sequence/brilliantStrokes';
import { lead, position } from '../../src/testing/kit';

const SAVE = loadGame(readFileSync(join(__dirname, 'leader-west-indies-save.json'), 'utf8'));

describe('1.3.7, 1.10, 2.3.8 a Leader in the West Indies leads nothing out of it', () => {
  it('the saved game goes on after the Patriots decline their Brilliant Stroke', () => {
    expect(SAVE.leaders.british.at).toBe('WestIndies');
    expect(SAVE.spaces.WestIndies.pieces.britishRegular).toBe(6);
    expect(pending(SAVE)).toMatchObject({ faction: 'patriots', kind: 'brilliantStrokes' });
    // 1.3.7: no free Limited Command moves pieces out of the West Indies; Gage is in no space that a Battle selects there.
    expect(leaderCanTakePartNow(GAME, SAVE, 'british')).toBe(false);
    const next = apply(SAVE, { faction: 'patriots', type: 'done' });
    // 2.3.8: nobody else may play a Brilliant Stroke; the card's first eligible Faction decides.
    expect(pending(next)).toMatchObject({ faction: 'indians', kind: 'eligibleOptions' });
  });

  it('Regulars with their Leader in the West Indies take part by a Muster there; in Boston by a March or Garrison out (1.3.7, 3.2.1, 3.2.2, 3.2.3)', () => {
    const board = (at: 'WestIndies' | 'Boston', regularsAvailable: number, inBoston = 0) =>
      position({ treaty: true, resources: 10, pieces: { WestIndies: { britishRegular: 6 }, Boston: { britishRegular: inBoston } } }, (d) => {
        lead(d, 'british', at);
        d.available.britishRegular = regularsAvailable;
      });
    // 3.2.1: with Regulars Available (or, 1.4.1, on the map elsewhere) a Limited Muster in the West Indies involves him there.
    expect(leaderCanTakePartNow(GAME, board('WestIndies', 3), 'british')).toBe(true);
    expect(leaderCanTakePartNow(GAME, board('WestIndies', 0, 2), 'british')).toBe(true);
    // From Boston, a March or Garrison takes Regulars out (1.10's origination space).
    expect(leaderCanTakePartNow(GAME, board('Boston', 0, 2), 'british')).toBe(true);
  });
});
