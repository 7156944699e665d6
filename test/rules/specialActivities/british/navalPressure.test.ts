import { describe, expect, it } from 'vitest';
import { legalActions, pending } from '../../../../src/game/machine';
import { navalPressureGivesResources } from '../../../../src/rules/specialActivities/british/navalPressure';
import { arrange, as, blockade, choices, clearMap, commandOptions, game, kind, lead, logSince, offered, onStack, put, withDice } from '../../../../src/testing';
import { board } from '../../commands/british/helpers';

const british = as('british');
const { activity: SA, play } = british;

/** An empty board with British Regulars in Massachusetts (so March and Skirmish are possible). */
const withRegulars = (recipe: Parameters<typeof board>[0] = () => {}) =>
  board((d) => {
    put(d, 'Massachusetts', { britishRegular: 2, militiaActive: 1 });
    recipe!(d);
  });

describe('4.2.3 British Naval Pressure: Resources', () => {
  it('4.2.3 before the Treaty: +1D3 British Resources; the Command then resumes unchanged', () => {
    const s0 = withDice(withRegulars(), [2]);
    const m = british.choose(s0, 'march');
    expect(offered(m)).toEqual(['skirmish', 'navalPressure']);
    const marchOptions = commandOptions(m);
    const s = play(m, SA('navalPressure'));
    expect(s.resources.british).toBe(12);
    expect(s.fni).toBe(0);
    expect(logSince(m, s)).toEqual([
      'British Special Activity: Naval Pressure',
      'Naval Pressure (British Resources): rolled 2',
      'Naval Pressure: +2 British Resources',
    ]);
    expect(kind(s)).toBe('britishMarch');
    expect(legalActions(s)).toEqual(marchOptions);
  });

  it('4.2.3, 1.8 Resources never exceed 50', () => {
    const s0 = withDice(withRegulars((d) => (d.resources.british = 49)), [3]);
    const s = play(british.choose(s0, 'march'), SA('navalPressure'));
    expect(s.resources.british).toBe(50);
    expect(s.log.at(-1)?.text).toBe('Naval Pressure: +1 British Resources');
  });

  it('4.2.3 with external dice the D3 is a decision of chance', () => {
    const s0 = arrange(clearMap(game('1775', { dice: 'external' })), (d) => {
      d.resources.british = 10;
      put(d, 'Massachusetts', { britishRegular: 2, militiaActive: 1 });
    });
    const s1 = play(british.choose(s0, 'march'), SA('navalPressure'));
    expect(pending(s1)).toMatchObject({ faction: 'chance', kind: 'roll' });
    expect(legalActions(s1)).toEqual([1, 2, 3].map((value) => ({ faction: 'chance', type: 'roll', value })));
    const s = play(s1, { faction: 'chance', type: 'roll', value: 3 });
    expect(s.resources.british).toBe(13);
    expect(kind(s)).toBe('britishMarch');
  });

  it('4.2.3 after the Treaty at FNI 0: +1D3 British Resources', () => {
    const s0 = withDice(withRegulars((d) => blockade(d)), [1]);
    expect(s0.treatyOfAlliance).toBe(true);
    expect(navalPressureGivesResources(s0)).toBe(true);
    const s = play(british.choose(s0, 'march'), SA('navalPressure'));
    expect(s.resources.british).toBe(11);
    expect(s.fni).toBe(0);
  });
});

describe('4.2.3, 1.9 British Naval Pressure: FNI drops', () => {
  it('4.2.3 after the Treaty at FNI > 0: FNI drops one level and the only Blockade goes to the West Indies (no die, no choice)', () => {
    // No die may be rolled: a roll would fail the scripted dice.
    const s0 = withDice(withRegulars((d) => blockade(d, 'Boston')), []);
    expect(navalPressureGivesResources(s0)).toBe(false);
    const m = british.choose(s0, 'march');
    const s = play(m, SA('navalPressure'));
    expect(s.fni).toBe(0);
    expect(s.spaces.Boston.blockades).toBe(0);
    expect(s.spaces.WestIndies.squadrons).toBe(s0.spaces.WestIndies.squadrons + 1);
    expect(s.resources.british).toBe(10);
    expect(logSince(m, s)).toEqual([
      'British Special Activity: Naval Pressure',
      'Naval Pressure: FNI lowered to 0; the British remove the Blockade from Boston to the West Indies',
    ]);
    expect(kind(s)).toBe('britishMarch');
  });

  it('4.2.3 several Blockaded Cities: the British choose which Blockade goes to the West Indies', () => {
    const s0 = withDice(withRegulars((d) => blockade(d, 'Boston', 'NewYorkCity')), []);
    const s1 = play(british.choose(s0, 'march'), SA('navalPressure'));
    expect(pending(s1)).toMatchObject({ faction: 'british', kind: 'britishLowerFni' });
    expect(choices(s1, 'removeBlockade')).toEqual([
      { type: 'removeBlockade', space: 'Boston' },
      { type: 'removeBlockade', space: 'NewYorkCity' },
    ]);
    expect(legalActions(s1)).toHaveLength(2);
    const s = play(s1, { type: 'removeBlockade', space: 'NewYorkCity' });
    expect(s.fni).toBe(1);
    expect(s.spaces.Boston.blockades).toBe(1);
    expect(s.spaces.NewYorkCity.blockades).toBe(0);
    expect(s.spaces.WestIndies.squadrons).toBe(s0.spaces.WestIndies.squadrons + 1);
    expect(kind(s)).toBe('britishMarch');
  });

  it('4.2.3 two Blockades on one City: no choice to make', () => {
    const s0 = withDice(
      withRegulars((d) => {
        blockade(d, 'Boston', 'Boston');
      }),
      [],
    );
    expect(s0.fni).toBe(2);
    const s = play(british.choose(s0, 'march'), SA('navalPressure'));
    expect(s.fni).toBe(1);
    expect(s.spaces.Boston.blockades).toBe(1);
    expect(kind(s)).toBe('britishMarch');
  });
});

describe('1.10 Howe: before any British Special Activity, FNI first drops one level', () => {
  it('1.10 Howe before a Skirmish: the Blockade choice comes first, then the Skirmish', () => {
    const s0 = board((d) => {
      put(d, 'Massachusetts', { britishRegular: 2, militiaActive: 1 });
      blockade(d, 'Boston', 'NewYorkCity');
      lead(d, 'Howe', 'Massachusetts');
    });
    const m = british.choose(s0, 'march');
    const s1 = play(m, SA('skirmish'));
    expect(pending(s1)).toMatchObject({ faction: 'british', kind: 'britishLowerFni' });
    expect(pending(s1)!.prompt).toContain('Howe');
    const s2 = play(s1, { type: 'removeBlockade', space: 'Boston' });
    expect(s2.fni).toBe(1);
    expect(s2.spaces.Boston.blockades).toBe(0);
    expect(s2.spaces.WestIndies.squadrons).toBe(s0.spaces.WestIndies.squadrons + 1);
    expect(kind(s2)).toBe('skirmishActivity');
    const s = play(s2, { type: 'skirmish', space: 'Massachusetts', option: 'militiaActive' });
    expect(logSince(m, s)).toEqual([
      'British Special Activity: Skirmish',
      'Howe: FNI lowered to 1; the British remove the Blockade from Boston to the West Indies',
      'Skirmish in Massachusetts: 1 Active Militia removed',
    ]);
    expect(s.fni).toBe(1);
    expect(kind(s)).toBe('britishMarch');
  });

  it('1.10 Howe before Naval Pressure at FNI 2: Howe, then Naval Pressure, each drop one level', () => {
    const s0 = withDice(
      withRegulars((d) => {
        blockade(d, 'Boston', 'NewYorkCity');
        lead(d, 'Howe', 'Massachusetts');
      }),
      [],
    );
    const s1 = play(british.choose(s0, 'march'), SA('navalPressure'));
    expect(pending(s1)!.prompt).toContain('Howe');
    const s = play(s1, { type: 'removeBlockade', space: 'NewYorkCity' });
    // Naval Pressure finds one Blockaded City left: no choice.
    expect(s.fni).toBe(0);
    expect(s.spaces.Boston.blockades).toBe(0);
    expect(s.spaces.NewYorkCity.blockades).toBe(0);
    expect(s.spaces.WestIndies.squadrons).toBe(s0.spaces.WestIndies.squadrons + 2);
    expect(s.resources.british).toBe(10);
    expect(kind(s)).toBe('britishMarch');
  });

  it('1.10 Howe at FNI 1: his drop leaves FNI 0, so Naval Pressure rolls for Resources', () => {
    const s0 = withDice(
      withRegulars((d) => {
        blockade(d, 'Boston');
        lead(d, 'Howe', 'Massachusetts');
      }),
      [3],
    );
    const m = british.choose(s0, 'march');
    const s = play(m, SA('navalPressure'));
    expect(s.fni).toBe(0);
    expect(s.spaces.Boston.blockades).toBe(0);
    expect(s.resources.british).toBe(13);
    expect(logSince(m, s)).toEqual([
      'British Special Activity: Naval Pressure',
      'Howe: FNI lowered to 0; the British remove the Blockade from Boston to the West Indies',
      'Naval Pressure (British Resources): rolled 3',
      'Naval Pressure: +3 British Resources',
    ]);
  });

  it('1.10 Howe at FNI 0 (or before the Treaty): nothing to lower', () => {
    const s0 = withDice(withRegulars((d) => lead(d, 'Howe', 'Massachusetts')), [2]);
    const m = british.choose(s0, 'march');
    const s = play(m, SA('navalPressure'));
    expect(s.fni).toBe(0);
    expect(s.resources.british).toBe(12);
    expect(logSince(m, s)).toEqual([
      'British Special Activity: Naval Pressure',
      'Naval Pressure (British Resources): rolled 2',
      'Naval Pressure: +2 British Resources',
    ]);
  });

  it('1.10 Gage or Clinton: no FNI drop before a British Special Activity', () => {
    for (const who of ['Gage', 'Clinton'] as const) {
      const s0 = board((d) => {
        put(d, 'Massachusetts', { britishRegular: 2, militiaActive: 1 });
        blockade(d, 'Boston');
        lead(d, who, 'Massachusetts');
      });
      const s = play(british.choose(s0, 'march'), SA('skirmish'), { type: 'skirmish', space: 'Massachusetts', option: 'militiaActive' });
      expect(s.fni).toBe(1);
      expect(s.spaces.Boston.blockades).toBe(1);
    }
  });

  it('1.10 Howe before Common Cause: the first War Parties taken along drop FNI', () => {
    const s0 = board((d) => {
      put(d, 'Pennsylvania', { britishRegular: 2, warPartyActive: 1 });
      blockade(d, 'Boston');
      lead(d, 'Howe', 'Pennsylvania');
    });
    const s1 = play(
      british.choose(s0, 'march'),
      { type: 'selectSpace', space: 'NewJersey' },
      { type: 'move', from: 'Pennsylvania', to: 'NewJersey', piece: 'britishRegular', count: 2, option: 'leader' },
    );
    expect(s1.fni).toBe(1);
    const s = play(s1, { type: 'move', from: 'Pennsylvania', to: 'NewJersey', piece: 'warPartyActive', count: 1, option: 'commonCause' });
    expect(s.fni).toBe(0);
    expect(s.spaces.Boston.blockades).toBe(0);
    expect(s.spaces.WestIndies.squadrons).toBe(s0.spaces.WestIndies.squadrons + 1);
    expect(logSince(s1, s)).toEqual([
      'Common Cause: 1 Active War Party march with them as Tories from Pennsylvania to New Jersey (Activated)',
      'British Special Activity: Common Cause',
      'Howe: FNI lowered to 0; the British remove the Blockade from Boston to the West Indies',
      // Nothing else to do: the March ends by itself, and no Special Activity follows it.
      'March complete to New Jersey',
    ]);
    expect(onStack(s, 'britishLowerFni')).toBe(false);
    expect(onStack(s, 'commandHost')).toBe(false);
    expect(s.turn?.executed[0]).toEqual({ faction: 'british', did: 'command', specialActivity: true });
  });
});

describe('4.1 / 4.2.3 / 1.10 a Command paid for by Naval Pressure under Howe', () => {
  it('after the Treaty at FNI 1 with Howe and 0 Resources: Howe lowers FNI to 0, Naval Pressure then rolls, the March is offered', () => {
    const s0 = withDice(
      board((d) => {
        put(d, 'NewYork', { britishRegular: 2 });
        d.treatyOfAlliance = true;
        blockade(d, 'Boston');
        lead(d, 'Howe', 'NewYork');
        d.resources.british = 0;
      }),
      [3],
    );
    expect(s0.fni).toBe(1);
    const m = british.choose(s0, 'march');
    // The March cannot pay yet: only Naval Pressure (which surely brings a Resource here) is offered.
    expect(legalActions(m)).toEqual([SA('navalPressure')]);
    const s = play(m, SA('navalPressure'));
    expect(s.fni).toBe(0);
    expect(s.spaces.Boston.blockades).toBe(0);
    expect(s.spaces.WestIndies.squadrons).toBe(1);
    expect(s.resources.british).toBe(3);
    expect(kind(s)).toBe('britishMarch');
    expect(legalActions(s).some((a) => a.type === 'selectSpace')).toBe(true);
  });
});
