/** 3.6.1–3.6.6: participants, Force Levels, dice, Loss Level modifiers (pure queries). */
import { describe, expect, it } from 'vitest';
import {
  attackingFactions,
  battleDice,
  battleForecast,
  defenderDecider,
  expectedLossLevels,
  forceLevel,
  lossLevelModifier,
} from '../../../src/rules/battle/index';
import { lead, put } from '../../../src/testing';
import { board } from './helpers';

const texts = (m: { text: string; value: number }[]) => m.map((x) => `${x.text} ${x.value}`);

describe('3.6.3 Force Levels', () => {
  it('3.6.3 British attack: Tories only up to the Regulars, half the Active War Parties rounded down, no Forts', () => {
    const s = board((d) => {
      put(d, 'NewYork', { britishRegular: 3 });
      put(d, 'NewYork', { tory: 5 });
      put(d, 'NewYork', { britishFort: 1 });
      put(d, 'NewYork', { warPartyActive: 3 });
      put(d, 'NewYork', { warPartyUnderground: 4 });
      put(d, 'NewYork', { militiaActive: 1 });
    });
    const f = battleForecast(s, 'NewYork', 'british');
    expect(f.attack).toEqual({ cubes: 6, regulars: 3, forts: 0, halfUnits: 1, total: 7 });
    expect(forceLevel(s, 'NewYork', 'british', 'attacker')).toBe(7);
    // Activating two more War Parties: 5 Active → 2.
    expect(forceLevel(s, 'NewYork', 'british', 'attacker', { activate: { attacker: 2 } })).toBe(8);
    // 4.2.1 hook: Common Cause War Parties count as Tories (still capped by the Regulars) and not as half units.
    const cc = board((d) => {
      put(d, 'NewYork', { britishRegular: 4 });
      put(d, 'NewYork', { tory: 1 });
      put(d, 'NewYork', { warPartyActive: 4 });
      put(d, 'NewYork', { militiaActive: 1 });
    });
    expect(battleForecast(cc, 'NewYork', 'british', { commonCause: 2 }).attack).toEqual({ cubes: 7, regulars: 4, forts: 0, halfUnits: 1, total: 8 });
    expect(battleForecast(cc, 'NewYork', 'british', { commonCause: 4 }).attack).toEqual({ cubes: 8, regulars: 4, forts: 0, halfUnits: 0, total: 8 });
  });

  it('3.6.3 Patriot attack: French Regulars only when the French take part, up to the Continentals', () => {
    const s = board((d) => {
      put(d, 'NewJersey', { continental: 2 });
      put(d, 'NewJersey', { frenchRegular: 5 });
      put(d, 'NewJersey', { militiaActive: 5 });
      put(d, 'NewJersey', { patriotFort: 1 });
      put(d, 'NewJersey', { tory: 1 });
    });
    expect(battleForecast(s, 'NewJersey', 'patriots').attack).toEqual({ cubes: 2, regulars: 0, forts: 0, halfUnits: 2, total: 4 });
    expect(battleForecast(s, 'NewJersey', 'patriots', { partner: true }).attack).toEqual({ cubes: 4, regulars: 2, forts: 0, halfUnits: 2, total: 6 });
  });

  it('3.6.3 French attack: Continentals up to the French Regulars and Militia only when the Patriots take part', () => {
    const s = board((d) => {
      put(d, 'NewJersey', { continental: 4 });
      put(d, 'NewJersey', { frenchRegular: 3 });
      put(d, 'NewJersey', { militiaActive: 3 });
      put(d, 'NewJersey', { tory: 1 });
    });
    expect(battleForecast(s, 'NewJersey', 'french').attack.total).toBe(3);
    expect(battleForecast(s, 'NewJersey', 'french', { partner: true }).attack).toEqual({ cubes: 6, regulars: 3, forts: 0, halfUnits: 1, total: 7 });
  });

  it('3.6.3 Defending: all the side’s cubes, its Forts and half its Active units (Villages are not Forts)', () => {
    const s = board((d) => {
      put(d, 'NewYork', { britishRegular: 1 });
      put(d, 'NewYork', { tory: 4 });
      put(d, 'NewYork', { britishFort: 1 });
      put(d, 'NewYork', { village: 1 });
      put(d, 'NewYork', { warPartyActive: 3 });
      put(d, 'NewYork', { continental: 1 });
    });
    expect(battleForecast(s, 'NewYork', 'patriots').defense).toEqual({ cubes: 5, regulars: 1, forts: 1, halfUnits: 1, total: 7 });
    const r = board((d) => {
      put(d, 'NewYork', { britishRegular: 1 });
      put(d, 'NewYork', { continental: 2 });
      put(d, 'NewYork', { frenchRegular: 3 });
      put(d, 'NewYork', { patriotFort: 2 });
      put(d, 'NewYork', { militiaActive: 2 });
      put(d, 'NewYork', { militiaUnderground: 2 });
    });
    expect(battleForecast(r, 'NewYork', 'british').defense).toEqual({ cubes: 5, regulars: 3, forts: 2, halfUnits: 1, total: 8 });
    expect(forceLevel(r, 'NewYork', 'british', 'defender', { activate: { defender: 2 } })).toBe(9);
  });
});

describe('3.6.4 number of D3', () => {
  it('3.6.4 Force Level ÷ 3 rounded down, at most 3, none at 2 or less', () => {
    expect([0, 1, 2, 3, 5, 6, 8, 9, 11, 12, 20].map(battleDice)).toEqual([0, 0, 0, 1, 1, 2, 2, 3, 3, 3, 3]);
  });
});

describe('3.6.1 who takes part and who decides', () => {
  it('3.6.1 a War Party in the space brings the Indian pieces and Leader into any British attack', () => {
    const s = board((d) => {
      put(d, 'NewYork', { britishRegular: 1 });
      put(d, 'NewYork', { village: 1 });
      put(d, 'NewYork', { continental: 1 });
      lead(d, 'Brant', 'NewYork');
    });
    expect(attackingFactions(s, 'NewYork', 'british')).toEqual(['british']);
    expect(texts(battleForecast(s, 'NewYork', 'british').defenderLossModifiers)).not.toContain('At least one Attacking Leader 1');
    const w = board((d) => {
      put(d, 'NewYork', { britishRegular: 1 });
      put(d, 'NewYork', { village: 1 });
      put(d, 'NewYork', { warPartyActive: 1 });
      put(d, 'NewYork', { continental: 1 });
      lead(d, 'Brant', 'NewYork');
    });
    expect(attackingFactions(w, 'NewYork', 'british')).toEqual(['british', 'indians']);
    expect(texts(battleForecast(w, 'NewYork', 'british').defenderLossModifiers)).toContain('At least one Attacking Leader 1');
  });

  it('3.6.1 the partner’s pieces and Leader only if the partner takes part', () => {
    const s = board((d) => {
      put(d, 'NewJersey', { continental: 2 });
      put(d, 'NewJersey', { frenchRegular: 2 });
      put(d, 'NewJersey', { tory: 2 });
      lead(d, 'Rochambeau', 'NewJersey');
    });
    expect(attackingFactions(s, 'NewJersey', 'patriots')).toEqual(['patriots']);
    expect(attackingFactions(s, 'NewJersey', 'patriots', true)).toEqual(['patriots', 'french']);
    expect(lossLevelModifier(s, 'NewJersey', 'patriots', 'defender')).toBe(0);
    // With the French: half the cubes Regulars +1, Rochambeau +1.
    expect(lossLevelModifier(s, 'NewJersey', 'patriots', 'defender', { partner: true })).toBe(2);
  });

  it('3.6.1 the British or Patriots decide for a combined defending side; French or Indians when alone', () => {
    const s = board((d) => {
      put(d, 'Quebec', { warPartyActive: 1 });
      put(d, 'Quebec', { militiaActive: 1 });
      put(d, 'NewYork', { warPartyActive: 1 });
      put(d, 'NewYork', { tory: 1 });
      put(d, 'NewYork', { continental: 1 });
      put(d, 'Boston', { britishRegular: 1 });
      put(d, 'Boston', { frenchRegular: 1 });
      put(d, 'NewYorkCity', { britishRegular: 1 });
      put(d, 'NewYorkCity', { frenchRegular: 1 });
      put(d, 'NewYorkCity', { militiaUnderground: 1 });
    });
    expect(defenderDecider(s, 'Quebec', 'patriots')).toBe('indians');
    expect(defenderDecider(s, 'NewYork', 'patriots')).toBe('british');
    expect(defenderDecider(s, 'Boston', 'british')).toBe('french');
    expect(defenderDecider(s, 'NewYorkCity', 'british')).toBe('patriots');
  });
});

describe('3.6.5 Defender Loss Level modifiers', () => {
  it('3.6.5 half Attacking cubes Regulars (+1, only if any cubes), Underground (+1), Leader (+1)', () => {
    const s = board((d) => {
      put(d, 'NewYork', { britishRegular: 2 });
      put(d, 'NewYork', { tory: 2 });
      put(d, 'NewYork', { warPartyUnderground: 1 });
      put(d, 'NewYork', { militiaActive: 1 });
      lead(d, 'Howe', 'NewYork');
    });
    expect(texts(battleForecast(s, 'NewYork', 'british').defenderLossModifiers)).toEqual([
      'At least half Attacking Cubes are Regulars 1',
      'At least one Attacking side piece Underground 1',
      'At least one Attacking Leader 1',
    ]);
    // Activating the last Underground War Party loses the Underground modifier.
    expect(lossLevelModifier(s, 'NewYork', 'british', 'defender', { activate: { attacker: 1 } })).toBe(2);
    const noCubes = board((d) => {
      put(d, 'NewYork', { continental: 1 });
      put(d, 'NewYork', { militiaActive: 2 });
      put(d, 'NewYork', { tory: 1 });
    });
    // Continentals are not Regulars; Militia are not cubes.
    expect(battleForecast(noCubes, 'NewYork', 'patriots').defenderLossModifiers).toEqual([]);
    const onlyMilitia = board((d) => {
      put(d, 'NewYork', { militiaActive: 2 });
      put(d, 'NewYork', { tory: 1 });
    });
    expect(battleForecast(onlyMilitia, 'NewYork', 'patriots').defenderLossModifiers).toEqual([]);
  });

  it('3.6.5 French Underground Militia count for the French only when the Patriots take part', () => {
    const s = board((d) => {
      put(d, 'NewYork', { frenchRegular: 1 });
      put(d, 'NewYork', { militiaUnderground: 1 });
      put(d, 'NewYork', { tory: 1 });
    });
    expect(texts(battleForecast(s, 'NewYork', 'french').defenderLossModifiers)).toEqual(['At least half Attacking Cubes are Regulars 1']);
    expect(texts(battleForecast(s, 'NewYork', 'french', { partner: true }).defenderLossModifiers)).toContain('At least one Attacking side piece Underground 1');
  });

  it('3.6.5 Lauzun: +1 more when the French attack in his space (Rochambeau gives only the Leader +1)', () => {
    const s = board((d) => {
      put(d, 'NewYork', { frenchRegular: 3 });
      put(d, 'NewYork', { tory: 1 });
      lead(d, 'Lauzun', 'NewYork');
    });
    expect(texts(battleForecast(s, 'NewYork', 'french').defenderLossModifiers)).toEqual([
      'At least half Attacking Cubes are Regulars 1',
      'At least one Attacking Leader 1',
      'Attacking including French with Lauzun 1',
    ]);
    const r = board((d) => {
      put(d, 'NewYork', { frenchRegular: 3 });
      put(d, 'NewYork', { tory: 1 });
      lead(d, 'Rochambeau', 'NewYork');
    });
    expect(lossLevelModifier(r, 'NewYork', 'french', 'defender')).toBe(2);
    // Lauzun with a Patriot Battle: only when the French take part.
    const p = board((d) => {
      put(d, 'NewYork', { continental: 3 });
      put(d, 'NewYork', { frenchRegular: 1 });
      put(d, 'NewYork', { tory: 1 });
      lead(d, 'Lauzun', 'NewYork');
    });
    expect(lossLevelModifier(p, 'NewYork', 'patriots', 'defender')).toBe(0);
    expect(lossLevelModifier(p, 'NewYork', 'patriots', 'defender', { partner: true })).toBe(2);
  });

  it('3.6.5 British attacking in a Blockaded City −1; in the West Indies with a Squadron −1', () => {
    const s = board((d) => {
      put(d, 'Boston', { britishRegular: 1 });
      put(d, 'Boston', { tory: 2 });
      put(d, 'Boston', { continental: 1 });
      d.spaces.WestIndies.squadrons -= 1;
      d.spaces.Boston.blockades = 1;
      d.fni = 1;
      put(d, 'WestIndies', { britishRegular: 2 });
      put(d, 'WestIndies', { frenchRegular: 2 });
    });
    // The Tories count only up to the Regulars, so half the Attacking cubes are Regulars (+1).
    expect(texts(battleForecast(s, 'Boston', 'british').defenderLossModifiers)).toEqual([
      'At least half Attacking Cubes are Regulars 1',
      'British Attacking in Blockaded City -1',
    ]);
    expect(s.spaces.WestIndies.squadrons).toBeGreaterThan(0);
    expect(texts(battleForecast(s, 'WestIndies', 'british').defenderLossModifiers)).toEqual([
      'At least half Attacking Cubes are Regulars 1',
      'British Attacking in West Indies and at least one Squadron is present -1',
    ]);
    const none = board((d) => {
      put(d, 'WestIndies', { britishRegular: 2 });
      put(d, 'WestIndies', { frenchRegular: 2 });
      d.unavailable.squadron += d.spaces.WestIndies.squadrons;
      d.spaces.WestIndies.squadrons = 0;
    });
    expect(lossLevelModifier(none, 'WestIndies', 'british', 'defender')).toBe(1);
  });

  it('3.6.5 per Defending Fort −1, Indians defending in an Indian Reserve −1, Washington −1', () => {
    const s = board((d) => {
      put(d, 'NewYork', { britishRegular: 2 });
      put(d, 'NewYork', { continental: 2 });
      put(d, 'NewYork', { patriotFort: 2 });
      lead(d, 'Washington', 'NewYork');
      put(d, 'Quebec', { village: 1 });
      put(d, 'Quebec', { warPartyActive: 1 });
      put(d, 'Quebec', { continental: 1 });
    });
    expect(texts(battleForecast(s, 'NewYork', 'british').defenderLossModifiers)).toEqual([
      'At least half Attacking Cubes are Regulars 1',
      'Per Defending Fort (2) -2',
      'Patriots/French Defending with Washington -1',
    ]);
    expect(texts(battleForecast(s, 'Quebec', 'patriots').defenderLossModifiers)).toEqual(['Indians Defending in Indian Reserve -1']);
  });
});

describe('3.6.6 Attacker Loss Level modifiers', () => {
  it('3.6.6 half Defending cubes Regulars +1, Underground +1, Defending Leader +1 (any Leader of the side), per Fort +1', () => {
    const s = board((d) => {
      put(d, 'NewYork', { britishRegular: 1 });
      put(d, 'NewYork', { tory: 1 });
      put(d, 'NewYork', { britishFort: 2 });
      put(d, 'NewYork', { warPartyUnderground: 1 });
      put(d, 'NewYork', { continental: 3 });
      lead(d, 'Cornplanter', 'NewYork');
    });
    expect(texts(battleForecast(s, 'NewYork', 'patriots').attackerLossModifiers)).toEqual([
      'At least half Defending Cubes are Regulars 1',
      'At least one Defending side piece Underground 1',
      'At least one Defending Leader 1',
      'Per Defending Fort (2) 2',
    ]);
    expect(expectedLossLevels(s, 'NewYork', 'patriots')).toEqual({ defender: 2 * 1 - 2, attacker: 2 * 1 + 5 });
  });

  it('3.6.6 British defending in a Blockaded City −1; in the West Indies with a Squadron −1', () => {
    const s = board((d) => {
      put(d, 'Boston', { tory: 2 });
      put(d, 'Boston', { continental: 1 });
      d.spaces.WestIndies.squadrons -= 1;
      d.spaces.Boston.blockades = 1;
      d.fni = 1;
      put(d, 'WestIndies', { britishRegular: 2 });
      put(d, 'WestIndies', { frenchRegular: 2 });
    });
    expect(texts(battleForecast(s, 'Boston', 'patriots').attackerLossModifiers)).toEqual(['British Defending in Blockaded City -1']);
    expect(texts(battleForecast(s, 'WestIndies', 'french').attackerLossModifiers)).toEqual([
      'At least half Defending Cubes are Regulars 1',
      'British Defending in West Indies and at least one Squadron is present -1',
    ]);
  });
});
