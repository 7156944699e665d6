/**
 * 3.1.2 / 4.1 free Special Activities granted alone (the mode Events and Brilliant Strokes will use):
 * no accompanying Command, no cost, eligibility untouched; the caller's frame resumes afterwards.
 */
import { describe, expect, it } from 'vitest';
import { produce } from 'immer';
import { apply, legalActions, pending, settle } from '../../../src/game/machine';
import type { GameState } from '../../../src/core/state';
import { checkInvariants } from '../../../src/rules/invariants';
import { GAME } from '../../../src/game/definition';
import { canStartFreeActivity, startFreeActivity } from '../../../src/flow/host';
import { arrange, clearMap, game, onTurn } from '../../../src/testing';

/** Grants the Faction's Special Activity, free, on top of the current decision (as an Event would). */
function grant(state: GameState, faction: 'british' | 'patriots' | 'french' | 'indians', id: string): GameState {
  return produce(state, (d) => {
    startFreeActivity(d, GAME.activity(faction, id)!);
    settle(d);
  });
}

const board = (recipe: (d: import('immer').Draft<GameState>) => void): GameState => onTurn(arrange(clearMap(game('1778')), recipe), 'patriots');

describe('3.1.2 free Special Activities granted alone', () => {
  it('4.2.2 a free British Skirmish: no Command, no Resources, the card untouched, then back to the interrupted decision', () => {
    const s0 = board((d) => {
      d.spaces.Virginia.pieces.britishRegular = 2;
      d.available.britishRegular -= 2;
      d.spaces.Virginia.pieces.continental = 1;
      d.available.continental -= 1;
    });
    expect(canStartFreeActivity(s0, GAME.activity('british', 'skirmish')!)).toBe(true);
    let s = grant(s0, 'british', 'skirmish');
    expect(pending(s)).toMatchObject({ faction: 'british', kind: 'skirmishActivity' });
    expect(legalActions(s)).toEqual([{ faction: 'british', type: 'skirmish', space: 'Virginia', option: 'continental' }]);
    s = apply(s, { faction: 'british', type: 'skirmish', space: 'Virginia', option: 'continental' });
    expect(s.spaces.Virginia.pieces).toMatchObject({ britishRegular: 2, continental: 0 });
    expect(s.casualties.continental).toBe(1);
    expect(s.crc).toBe(s0.crc + 1);
    expect(s.resources).toEqual(s0.resources);
    // Not counted on the card (2.3.4 / 2.3.6 unaffected); the Patriots' decision resumes.
    expect(s.turn).toEqual(s0.turn);
    expect(pending(s)).toMatchObject({ faction: 'patriots', kind: 'eligibleOptions' });
    expect(s.stack).toEqual(s0.stack);
    expect(checkInvariants(s)).toEqual([]);
  });

  it('4.5.1 a free Préparer la Guerre; 1.10 Howe drops FNI before a free British Naval Pressure', () => {
    let s = grant(board(() => {}), 'french', 'preparerLaGuerre');
    expect(legalActions(s).map((a) => a.option)).toContain('resources');
    const before = s.resources.french;
    s = apply(s, { faction: 'french', type: 'choose', option: 'resources' });
    expect(s.resources.french).toBe(Math.min(50, before + 2));
    expect(pending(s)?.kind).toBe('eligibleOptions');

    const howe = board((d) => {
      d.leaders.british = { leader: 'Howe', at: 'available' };
      d.treatyOfAlliance = true;
      d.fni = 2;
      d.unavailable.squadron -= 2;
      d.spaces.Boston.blockades = 1;
      d.spaces.NewYorkCity.blockades = 1;
    });
    let t = grant(howe, 'british', 'navalPressure');
    // Howe first (two Blockaded Cities: the British choose), then Naval Pressure lowers FNI again.
    expect(pending(t)).toMatchObject({ faction: 'british', kind: 'britishLowerFni' });
    t = apply(t, { faction: 'british', type: 'removeBlockade', space: 'Boston' });
    expect(t.fni).toBe(0);
    expect(t.spaces.NewYorkCity.blockades).toBe(0);
    expect(t.spaces.WestIndies.squadrons).toBe(howe.spaces.WestIndies.squadrons + 2);
    expect(pending(t)?.kind).toBe('eligibleOptions');
  });

  it('4.4.3 Plunder cannot be granted alone (it needs a Raid Province); Common Cause acts only inside a March or Battle', () => {
    const s = board(() => {});
    expect(canStartFreeActivity(s, GAME.activity('indians', 'plunder')!)).toBe(false);
    expect(canStartFreeActivity(s, GAME.activity('british', 'commonCause')!)).toBe(false);
  });
});
