import { describe, expect, it } from 'vitest';
import type { Draft } from 'immer';
import { legalActions, pending } from '../../../../src/game/machine';
import type { GameState } from '../../../../src/core/state';
import type { SpaceId } from '../../../../src/data/ids';
import { CITIES } from '../../../../src/data/map';
import { FNI_MAX, canFrenchNavalPressure, frenchFniCanRise, frenchNavalPressure } from '../../../../src/rules/specialActivities/french/index';
import { arrangementOptions } from '../../../../src/rules/blockades';
import { arrange, as, choices, commandOptions, kind, listed, logSince, offered } from '../../../../src/testing';
import { afterTreaty, emptyBoard } from '../../commands/french/helpers';

const french = as('french');
const { action: F, activity: SA, play } = french;

const placeBlockade = (space: SpaceId) => ({ type: 'placeBlockade', space }) as const;

/**
 * After the Treaty, French Resources 5: `westIndies` Squadrons in the West Indies, one Blockade on
 * each City of `blockades`, FNI `fni` (default: the number of Blockades), the rest Unavailable.
 */
function naval(westIndies: number, blockades: SpaceId[], fni = blockades.length): GameState {
  return arrange(afterTreaty({ french: 5 }), (d: Draft<GameState>) => {
    d.unavailable.squadron -= westIndies + blockades.length;
    d.spaces.WestIndies.squadrons = westIndies;
    for (const c of blockades) d.spaces[c].blockades += 1;
    d.fni = fni;
  });
}

describe('4.5.3 French Naval Pressure: a Squadron from the West Indies', () => {
  it('4.5.3 FNI +1 and a Squadron from the West Indies onto any City as a Blockade', () => {
    const s0 = naval(2, []);
    const h = french.choose(s0, 'hortalez');
    expect(offered(h)).toEqual(['preparerLaGuerre', 'navalPressure']);
    const hortalez = commandOptions(h);
    const s1 = play(h, SA('navalPressure'));
    expect(pending(s1)).toMatchObject({ faction: 'french', kind: 'frenchNavalPressure', rule: '4.5.3' });
    expect(legalActions(s1)).toEqual(CITIES.map((c) => F(placeBlockade(c))));
    const s = play(s1, placeBlockade('Philadelphia'));
    expect(s.fni).toBe(1);
    expect(s.spaces.WestIndies.squadrons).toBe(1);
    expect(s.spaces.Philadelphia.blockades).toBe(1);
    expect(logSince(s1, s)).toEqual(['Naval Pressure: FNI raised to 1; a Squadron from the West Indies Blockades Philadelphia']);
    // The Hortalez resumes with its own choices.
    expect(kind(s)).toBe('frenchHortalez');
    expect(legalActions(s)).toEqual(hortalez);
  });

  it('4.5.3 a City may take a second Blockade', () => {
    const s0 = naval(1, ['Boston']);
    expect(canFrenchNavalPressure(s0)).toBe(true);
    const s = play(french.choose(s0, 'hortalez'), SA('navalPressure'), placeBlockade('Boston'));
    expect(s.fni).toBe(2);
    expect(s.spaces.Boston.blockades).toBe(2);
    expect(s.spaces.WestIndies.squadrons).toBe(0);
  });
});

describe('4.5.3, 1.9 French Naval Pressure: the FNI limit', () => {
  it('1.9 FNI may not exceed the Squadrons in the West Indies plus the Blockades on Cities (Unavailable ones do not count)', () => {
    // FNI 1 with its one Blockade and nothing in the West Indies: FNI cannot rise (the Blockades may
    // still be rearranged, see below).
    const full = naval(0, ['Boston']);
    expect(full.unavailable.squadron).toBe(2);
    expect(frenchFniCanRise(full)).toBe(false);
    expect(canFrenchNavalPressure(full)).toBe(true);
    // Nothing placed yet and nothing in the West Indies: nothing to place, nothing to rearrange.
    expect(frenchFniCanRise(naval(0, []))).toBe(false);
    expect(canFrenchNavalPressure(naval(0, []))).toBe(false);
    expect(offered(french.choose(naval(0, []), 'hortalez'))).toEqual(['preparerLaGuerre']);
    // One Squadron in the West Indies: FNI 1 → 2.
    expect(frenchFniCanRise(naval(1, ['Boston']))).toBe(true);
    expect(canFrenchNavalPressure(naval(1, ['Boston']))).toBe(true);
  });

  it('1.9 FNI never above 3', () => {
    expect(FNI_MAX).toBe(3);
    const s0 = naval(0, ['Boston', 'NewYorkCity', 'Philadelphia']);
    expect(s0.fni).toBe(3);
    expect(s0.unavailable.squadron).toBe(0);
    expect(frenchFniCanRise(s0)).toBe(false);
    // All three Blockades on Cities: Naval Pressure only rearranges them, FNI stays at 3.
    const s = play(french.choose(s0, 'hortalez'), SA('navalPressure'), placeBlockade('Boston'), placeBlockade('Boston'), placeBlockade('Boston'));
    expect(s.fni).toBe(3);
    expect(CITIES.map((c) => s.spaces[c].blockades)).toEqual([0, 3, 0, 0, 0, 0, 0]);
  });

  it('4.5.3 only after the Treaty, and never with Agent Mobilization', () => {
    const before = emptyBoard({ french: 5 });
    expect(frenchNavalPressure.accompanies(before, 'hortalez')).toBe(false);
    expect(canFrenchNavalPressure(before)).toBe(false);
    expect(frenchNavalPressure.accompanies(afterTreaty(), 'agentMobilization')).toBe(false);
    for (const command of ['hortalez', 'muster', 'march', 'battle']) expect(frenchNavalPressure.accompanies(afterTreaty(), command)).toBe(true);
  });
});

describe('4.5.3 French Naval Pressure: rearranging the Blockades when none is in the West Indies', () => {
  // FNI 1 with two Blockades on Cities (one more than the level) and none in the West Indies.
  const s0 = naval(0, ['Boston', 'NewYorkCity'], 1);

  it('4.5.3 the Cities are named in non-decreasing order; the map changes only when the last is named', () => {
    expect(canFrenchNavalPressure(s0)).toBe(true);
    const s1 = play(french.choose(s0, 'hortalez'), SA('navalPressure'));
    expect(pending(s1)!.prompt).toContain('Blockade 1 of 2');
    expect(legalActions(s1)).toEqual(CITIES.map((c) => F(placeBlockade(c))));
    const s2 = play(s1, placeBlockade('Norfolk'));
    expect(pending(s2)!.prompt).toContain('Blockade 2 of 2');
    // Canonical: no City before Norfolk.
    expect(choices(s2, 'placeBlockade').map((a) => a.space)).toEqual(['Norfolk', 'CharlesTown', 'Savannah']);
    expect(s2.fni).toBe(1);
    expect(s2.spaces.Boston.blockades).toBe(1);
    expect(s2.spaces.NewYorkCity.blockades).toBe(1);
    expect(s2.spaces.Norfolk.blockades).toBe(0);
    const s = play(s2, placeBlockade('Savannah'));
    expect(s.fni).toBe(2);
    expect(CITIES.map((c) => s.spaces[c].blockades)).toEqual([0, 0, 0, 0, 1, 0, 1]);
    expect(s.spaces.WestIndies.squadrons).toBe(0);
    expect(logSince(s2, s)).toEqual(['Naval Pressure: FNI raised to 2; the French arrange the Blockades: Norfolk, Savannah']);
    expect(kind(s)).toBe('frenchHortalez');
  });

  it('4.5.3 several Blockades may go to one City; naming the same Cities keeps the arrangement', () => {
    const s = play(french.choose(s0, 'hortalez'), SA('navalPressure'), placeBlockade('CharlesTown'), placeBlockade('CharlesTown'));
    expect(s.spaces.CharlesTown.blockades).toBe(2);
    expect(s.spaces.Boston.blockades).toBe(0);
    expect(s.fni).toBe(2);
    const same = play(french.choose(s0, 'hortalez'), SA('navalPressure'), placeBlockade('Boston'), placeBlockade('NewYorkCity'));
    expect(same.spaces.Boston.blockades).toBe(1);
    expect(same.spaces.NewYorkCity.blockades).toBe(1);
    expect(same.fni).toBe(2);
  });
});

describe('4.5.3 French Naval Pressure when FNI cannot rise: the Blockades are rearranged only', () => {
  it('4.5.3 Treaty played, one Blockade on Boston, FNI 1, none in the West Indies: Naval Pressure moves it, FNI stays 1', () => {
    const s0 = naval(0, ['Boston']);
    const h = french.choose(s0, 'hortalez');
    expect(offered(h)).toEqual(['preparerLaGuerre', 'navalPressure']);
    const hortalez = commandOptions(h);
    const s1 = play(h, SA('navalPressure'));
    expect(pending(s1)).toMatchObject({ faction: 'french', kind: 'frenchNavalPressure', rule: '4.5.3' });
    expect(pending(s1)!.prompt).toContain('Blockade 1 of 1');
    // Leaving it on Boston would do nothing: every other City.
    expect(legalActions(s1)).toEqual(CITIES.filter((c) => c !== 'Boston').map((c) => F(placeBlockade(c))));
    const s = play(s1, placeBlockade('Savannah'));
    expect(s.fni).toBe(1);
    expect(s.spaces.Boston.blockades).toBe(0);
    expect(s.spaces.Savannah.blockades).toBe(1);
    expect(s.spaces.WestIndies.squadrons).toBe(0);
    expect(s.unavailable.squadron).toBe(2);
    expect(logSince(s1, s)).toEqual(['Naval Pressure: FNI stays at 1; the French arrange the Blockades: Savannah']);
    expect(kind(s)).toBe('frenchHortalez');
    expect(legalActions(s)).toEqual(hortalez);
  });

  it('4.5.3 the arrangement must change: no sequence that only names the same Cities again', () => {
    // FNI 2 on Boston and Savannah (the last City in canonical order).
    const s1 = play(french.choose(naval(0, ['Boston', 'Savannah']), 'hortalez'), SA('navalPressure'));
    expect(legalActions(s1)).toEqual(CITIES.map((c) => F(placeBlockade(c))));
    // Boston again: the second Blockade must then go elsewhere than Savannah.
    const s2 = play(s1, placeBlockade('Boston'));
    expect(listed(s2, 'placeBlockade').map((a) => a.space)).toEqual(['Boston', 'NewYorkCity', 'Philadelphia', 'Norfolk', 'CharlesTown']);
    const s = play(s2, placeBlockade('Norfolk'));
    expect(s.fni).toBe(2);
    expect(CITIES.map((c) => s.spaces[c].blockades)).toEqual([0, 1, 0, 0, 1, 0, 0]);
    // Three Blockades on Savannah: the first named City cannot be Savannah (only Savannah could follow).
    const t = play(french.choose(naval(0, ['Savannah', 'Savannah', 'Savannah']), 'hortalez'), SA('navalPressure'));
    expect(listed(t, 'placeBlockade').map((a) => a.space)).toEqual(CITIES.filter((c) => c !== 'Savannah'));
  });

  it('4.5.3 no dead end: every offered City leads to a completed, different arrangement, and every different one is reachable', () => {
    // All arrangements of one to three Blockades (the three Squadrons of the game) over the seven Cities.
    const sequences = (n: number, from = 0): string[][] =>
      n === 0 ? [[]] : CITIES.slice(from).flatMap((c, i) => sequences(n - 1, from + i).map((rest) => [c, ...rest]));
    const walk = (placed: SpaceId[], avoid: SpaceId[]): string[][] => {
      if (placed.length === avoid.length) return [placed];
      const options = arrangementOptions('french', placed, avoid);
      expect(options.length, `after ${placed.join(',')} avoiding ${avoid.join(',')}`).toBeGreaterThan(0);
      return options.flatMap((a) => walk([...placed, a.space as SpaceId], avoid));
    };
    for (const n of [1, 2, 3]) {
      const all = sequences(n);
      for (const avoid of all) {
        const reached = walk([], avoid as SpaceId[]).map((seq) => seq.join(','));
        expect(reached).toEqual(all.filter((seq) => seq.join(',') !== avoid.join(',')).map((seq) => seq.join(',')));
      }
    }
  });

  it('4.5.3 after the Command too: the host offers the rearrangement with done', () => {
    const s0 = naval(0, ['Boston']);
    let s = play(french.choose(s0, 'hortalez'), { type: 'pay', value: 1 });
    expect(kind(s)).toBe('commandHost');
    expect(offered(s)).toEqual(['preparerLaGuerre', 'navalPressure']);
    s = play(s, SA('navalPressure'), placeBlockade('QuebecCity'));
    expect(s.spaces.QuebecCity.blockades).toBe(1);
    expect(s.fni).toBe(1);
  });
});
