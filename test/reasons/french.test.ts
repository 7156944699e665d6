/**
 * Refusals of the French Commands — Agent Mobilization (3.5.1), Roderigue Hortalez et Cie (3.5.2),
 * Muster (3.5.3), March (3.5.4), their Leaders (1.10) — and Special Activities — Préparer la Guerre
 * (4.5.1), Naval Pressure and its Blockades (4.5.3, 1.9) — each with its rule and failing condition
 * (issue #20).
 */
import { describe, expect, it } from 'vitest';
import { type GameState } from '../../src/index';
import { arrange, blockade, clearBlockades, lead, onTurn, play, position, put, startCommand, type Layout, type PositionOptions } from '../../src/testing';
import { whyNoFortReplacement } from '../../src/rules/commands/french/muster';
import { whyNotFrenchNavalPressure } from '../../src/rules/specialActivities/french/navalPressure';
import { refusedBecause } from './helpers';

const F = 'french' as const;
const P = 'patriots' as const;

/** The French 1st Eligible on an empty map with these pieces (Resources 5 each unless given), at their options. */
const frenchTurn = (pieces: Layout, options: PositionOptions = {}, recipe: Parameters<typeof arrange>[1] = () => {}): GameState =>
  onTurn(arrange(position({ resources: 5, ...options, pieces }), recipe), F);

/** As {@link frenchTurn}, in `command` (chosen at the options: its command host offers Special Activities). */
const inCommand = (command: string, pieces: Layout, options: PositionOptions = {}, recipe: Parameters<typeof arrange>[1] = () => {}): GameState =>
  play(frenchTurn(pieces, options, recipe), { faction: F, type: 'command', command } as never);

/** The French 2nd Eligible after a Patriot Command without a Special Activity (a Limited Command is open to them, 2.3.4). */
const secondEligible = (pieces: Layout, options: PositionOptions = {}): GameState =>
  arrange(frenchTurn(pieces, options), (d) => {
    d.turn = { offered: [P, F], executed: [{ faction: P, did: 'command', specialActivity: false }], stayEligible: [], makeIneligible: [] };
    d.stack[d.stack.length - 1] = { kind: 'eligibleOptions', faction: F };
  });

/** After the Treaty of Alliance with eight French Regulars Available. */
const TREATY: PositionOptions = { treaty: true, released: { frenchRegular: 8 } };

describe('3.5.1 Agent Mobilization', () => {
  it('3.5.1 only before the Treaty of Alliance; 1 Resource', () => {
    refusedBecause(
      frenchTurn({}, TREATY),
      { faction: F, type: 'command', command: 'agentMobilization' },
      '3.5.1',
      'Agent Mobilization is a French Command only before the Treaty of Alliance, and it has been played',
    );
    refusedBecause(
      secondEligible({}, { resources: { french: 0 } }),
      { faction: F, type: 'command', command: 'agentMobilization', limited: true },
      '3.5.1',
      'Agent Mobilization costs 1 Resource and the French have 0',
    );
  });

  it('3.5.1 one of four Provinces, not at Active Support', () => {
    const s = inCommand('agentMobilization', {}, {}, (d) => (d.spaces.Massachusetts.support = 2));
    refusedBecause(s, { faction: F, type: 'selectSpace', space: 'Virginia' }, '3.5.1', 'Agent Mobilization selects Quebec, New York, New Hampshire or Massachusetts, and Virginia is none of them');
    refusedBecause(s, { faction: F, type: 'selectSpace', space: 'Massachusetts' }, '3.5.1', 'Massachusetts is at Active Support: no Agent Mobilization there');
    refusedBecause(s, { faction: F, type: 'place', space: 'Quebec', piece: 'militia', count: 2 }, '3.5.1', 'Agent Mobilization first selects its Province, then places');
  });

  it('3.5.1 two Available Militia or one Continental, in the Province selected', () => {
    const s = play(inCommand('agentMobilization', {}), { faction: F, type: 'selectSpace', space: 'Quebec' });
    const places = 'Agent Mobilization places two Available Militia or one Continental';
    refusedBecause(s, { faction: F, type: 'place', space: 'NewYork', piece: 'militia', count: 2 }, '3.5.1', `${places} in Quebec, the Province selected, not in New York`);
    refusedBecause(s, { faction: F, type: 'place', space: 'Quebec', piece: 'militia', count: 1 }, '3.5.1', `${places}: two Militia, not 1`);
    refusedBecause(s, { faction: F, type: 'place', space: 'Quebec', piece: 'continental', count: 2 }, '3.5.1', `${places}: one Continental, not 2`);
    refusedBecause(s, { faction: F, type: 'place', space: 'Quebec', piece: 'frenchRegular', count: 1 }, '3.5.1', `${places}, not French Regulars`);
    refusedBecause(s, { faction: F, type: 'done' }, '3.5.1', `${places} in Quebec: it places nothing only when neither is Available`);
    refusedBecause(s, { faction: F, type: 'selectSpace', space: 'NewYork' }, '3.5.1', 'Agent Mobilization selects one Province, and Quebec is selected');
  });

  it('3.5.1 only pieces from Available: one Militia, no Continental', () => {
    const s = play(
      inCommand('agentMobilization', {}, {}, (d) => {
        put(d, 'Georgia', { militiaUnderground: d.available.militia - 1, continental: d.available.continental });
      }),
      { faction: F, type: 'selectSpace', space: 'NewYork' },
    );
    refusedBecause(s, { faction: F, type: 'place', space: 'NewYork', piece: 'militia', count: 2 }, '3.5.1', 'Agent Mobilization places two Available Militia or one Continental: the one Militia Available, not 2');
    refusedBecause(s, { faction: F, type: 'place', space: 'NewYork', piece: 'continental', count: 1 }, '3.5.1', 'no Continental is Available to place');
  });
});

describe('3.5.2 Roderigue Hortalez et Cie', () => {
  it('3.5.2 one or more Resources, no more than the French have', () => {
    const s = inCommand('hortalez', {});
    refusedBecause(s, { faction: F, type: 'pay', value: 6 }, '3.5.2', 'the French have 5 Resources: they cannot pay 6');
    refusedBecause(s, { faction: F, type: 'pay', value: 0 }, '3.5.2', 'the French pay one or more Resources to Roderigue Hortalez et Cie, not 0');
  });

  it('3.5.2 needs a French Resource; 3.1.2 free, the French pay nothing', () => {
    refusedBecause(
      secondEligible({}, { resources: { french: 0 } }),
      { faction: F, type: 'command', command: 'hortalez', limited: true },
      '3.5.2',
      'Roderigue Hortalez et Cie needs the French to pay at least 1 Resource, and they have none',
    );
    const free = startCommand(position({ resources: 5 }), F, 'hortalez', { free: true });
    refusedBecause(free, { faction: F, type: 'pay', value: 3 }, '3.1.2', 'this Roderigue Hortalez et Cie is free: the French pay nothing (0, not 3) and the Patriots gain 1 Resource');
  });
});

describe('3.5.3 Muster', () => {
  it('3.5.3 only after the Treaty of Alliance; 2 Resources', () => {
    refusedBecause(
      frenchTurn({ Boston: { militiaActive: 1 } }),
      { faction: F, type: 'command', command: 'muster' },
      '3.5.3',
      'French Muster can be executed in no space now: the French Muster only once the Treaty of Alliance has been played',
    );
    refusedBecause(
      secondEligible({ Boston: { militiaActive: 1 } }, { ...TREATY, resources: { french: 1 } }),
      { faction: F, type: 'command', command: 'muster', limited: true },
      '3.5.3',
      'French Muster can be executed in no space now: the French Muster costs 2 Resources and the French have 1',
    );
  });

  it('3.5.3 a Colony or City under Rebellion Control, or the West Indies', () => {
    const s = inCommand('muster', { Boston: { militiaActive: 1 }, NewYorkCity: { britishRegular: 1 }, Northwest: { militiaActive: 2 } }, TREATY);
    refusedBecause(s, { faction: F, type: 'selectSpace', space: 'NewYorkCity' }, '3.5.3', 'the French Muster needs Rebellion Control in New York City, and it has British Control');
    refusedBecause(s, { faction: F, type: 'selectSpace', space: 'Virginia' }, '3.5.3', 'the French Muster needs Rebellion Control in Virginia, and it has no Control');
    refusedBecause(
      s,
      { faction: F, type: 'selectSpace', space: 'Northwest' },
      '3.5.3',
      'the French Muster selects a Colony or City under Rebellion Control, or the West Indies, and Northwest is a Reserve',
    );
  });

  it('3.5.3 up to four Regulars from Available (1.4.1), in the space selected', () => {
    const s = play(inCommand('muster', { Boston: { militiaActive: 1 } }, { treaty: true, released: { frenchRegular: 3 } }), { faction: F, type: 'selectSpace', space: 'Boston' });
    refusedBecause(s, { faction: F, type: 'place', space: 'Boston', piece: 'frenchRegular', count: 5 }, '3.5.3', 'the French Muster places at most four French Regulars, not 5');
    refusedBecause(s, { faction: F, type: 'place', space: 'Boston', piece: 'frenchRegular', count: 4 }, '1.4.1', 'the French Muster places French Regulars from Available, and 3 French Regulars are Available');
    refusedBecause(s, { faction: F, type: 'place', space: 'Boston', piece: 'continental', count: 1 }, '3.5.3', 'the French Muster places French Regulars, not Continentals');
    refusedBecause(s, { faction: F, type: 'place', space: 'Philadelphia', piece: 'frenchRegular', count: 1 }, '3.5.3', 'the French Muster places in Boston, the space selected, not in Philadelphia');
    refusedBecause(s, { faction: F, type: 'replace', space: 'Boston', piece: 'patriotFort' }, '3.5.3', 'the French Muster places its Regulars in Boston first (0 to 4)');
  });

  it('3.5.3 the Patriot Fort replaces two French Regulars there', () => {
    const s = play(
      inCommand('muster', { Boston: { militiaActive: 1 }, Quebec: { frenchRegular: 1 } }, TREATY, (d) => lead(d, 'french', 'Quebec')),
      { faction: F, type: 'selectSpace', space: 'Boston' },
      { faction: F, type: 'place', space: 'Boston', piece: 'frenchRegular', count: 2 },
    );
    refusedBecause(s, { faction: F, type: 'replace', space: 'NewYorkCity', piece: 'patriotFort' }, '3.5.3', 'the Patriot Fort replaces two French Regulars in Boston, the Muster space, not in New York City');
    refusedBecause(s, { faction: F, type: 'replace', space: 'Boston', piece: 'britishFort' }, '3.5.3', 'two French Regulars are replaced with a Patriot Fort, not British Forts');
    refusedBecause(s, { faction: F, type: 'place', space: 'Boston', piece: 'frenchRegular', count: 1 }, '3.5.3', 'the French Regulars are placed in Boston: what is left is the Patriot Fort, or done');
  });

  it('3.5.3, 1.4.2 when no Patriot Fort can replace the Regulars (the Muster then ends by itself)', () => {
    const mode = { limited: false, free: false, specialActivity: true };
    const s = position({ resources: { patriots: 0 }, treaty: true, pieces: { Boston: { frenchRegular: 2, militiaActive: 1 }, Virginia: { frenchRegular: 1 }, NewYork: { frenchRegular: 2, patriotFort: 1, village: 1 } } });
    expect(whyNoFortReplacement(s, 'WestIndies', mode)).toEqual({ rule: '3.5.3', text: 'the Patriot Fort replaces French Regulars in a Colony or City, never in the West Indies (1.4.2)' });
    expect(whyNoFortReplacement(s, 'Virginia', mode)).toEqual({ rule: '3.5.3', text: 'a Patriot Fort replaces two French Regulars, and Virginia has 1' });
    expect(whyNoFortReplacement(s, 'NewYork', mode)).toEqual({ rule: '1.4.2', text: 'New York already holds two Forts or Villages' });
    expect(whyNoFortReplacement(s, 'Boston', mode)).toEqual({ rule: '3.5.3', text: 'the Patriot Fort costs 1 Resource and the Patriots have 0' });
    expect(whyNoFortReplacement(s, 'Boston', { ...mode, free: true })).toBeNull();
    const none = arrange(s, (d) => (d.available.patriotFort = 0));
    expect(whyNoFortReplacement(none, 'Boston', mode)).toEqual({ rule: '3.5.3', text: 'no Patriot Fort is Available' });
  });
});

describe('3.5.4 March', () => {
  it('3.5.4 only after the Treaty of Alliance', () => {
    refusedBecause(
      frenchTurn({ Virginia: { militiaActive: 1 } }),
      { faction: F, type: 'command', command: 'march' },
      '3.5.4',
      'French March can be executed in no space now: the French March only once the Treaty of Alliance has been played',
    );
  });

  it('3.5.4 destinations: reach, a Patriot piece or Continentals along, never the West Indies', () => {
    const s = inCommand('march', { Virginia: { frenchRegular: 2 }, MarylandDelaware: { militiaActive: 1 }, WestIndies: { frenchRegular: 2 } }, TREATY);
    refusedBecause(s, { faction: F, type: 'selectSpace', space: 'WestIndies' }, '3.5.4', 'French March neither enters nor leaves the West Indies');
    refusedBecause(
      s,
      { faction: F, type: 'selectSpace', space: 'Georgia' },
      '3.5.4',
      'French Regulars March into an adjacent space or, from in or next to a Rebellion Controlled City, to another Rebellion Controlled City or a Province next to it, and no French Regular that can still move reaches Georgia',
    );
    refusedBecause(
      s,
      { faction: F, type: 'selectSpace', space: 'NorthCarolina' },
      '3.5.4',
      'North Carolina holds no Patriot piece, so Continentals must come along, and none that can still move stand with the French Regulars that reach it',
    );
    refusedBecause(s, { faction: F, type: 'done' }, '3.5.4', 'the March selects a destination first');
  });

  it('3.5.4 the Patriots pay for Continentals entering a destination', () => {
    const s = inCommand('march', { Virginia: { frenchRegular: 2, continental: 2 }, MarylandDelaware: { militiaActive: 1 } }, { ...TREATY, resources: { patriots: 0, french: 5 } });
    refusedBecause(
      s,
      { faction: F, type: 'selectSpace', space: 'NorthCarolina' },
      '3.5.4',
      'North Carolina holds no Patriot piece, so Continentals must come along, and the Patriots have no Resource to pay for them',
    );
  });

  it('3.5.4 groups of French Regulars into the destination selected', () => {
    const s = play(
      inCommand('march', { Virginia: { frenchRegular: 2 }, MarylandDelaware: { militiaActive: 1 }, Georgia: { frenchRegular: 1 } }, TREATY),
      { faction: F, type: 'selectSpace', space: 'MarylandDelaware' },
    );
    refusedBecause(s, { faction: F, type: 'move', from: 'Virginia', to: 'MarylandDelaware', piece: 'frenchRegular', count: 3 }, '3.5.4', 'Virginia has 2 French Regulars that can still move (a unit moves once per March), not 3');
    refusedBecause(
      s,
      { faction: F, type: 'move', from: 'Georgia', to: 'MarylandDelaware', piece: 'frenchRegular', count: 1 },
      '3.5.4',
      'French Regulars March into an adjacent space or, from in or next to a Rebellion Controlled City, to another Rebellion Controlled City or a Province next to it, and Georgia reaches Maryland-Delaware neither way',
    );
    refusedBecause(s, { faction: F, type: 'move', from: 'Virginia', to: 'Pennsylvania', piece: 'frenchRegular', count: 1 } as never, '3.5.4', 'the March is moving units into Maryland-Delaware, the destination selected, not into Pennsylvania');
    refusedBecause(s, { faction: F, type: 'move', from: 'Virginia', to: 'MarylandDelaware', piece: 'militiaActive', count: 1 }, '3.5.4', 'the French March moves French Regulars (and Continentals with them), not Active Militia');
    refusedBecause(s, { faction: F, type: 'selectSpace', space: 'Pennsylvania' }, '3.5.4', 'Maryland-Delaware must receive French Regulars before another destination is selected');
    refusedBecause(s, { faction: F, type: 'done' }, '3.5.4', 'Maryland-Delaware must receive French Regulars first: a destination is where units go');
    const moved = play(s, { faction: F, type: 'move', from: 'Virginia', to: 'MarylandDelaware', piece: 'frenchRegular', count: 1 });
    refusedBecause(
      moved,
      { faction: F, type: 'move', from: 'Virginia', to: 'MarylandDelaware', piece: 'frenchRegular', count: 1 },
      '3.5.4',
      'the French Regulars from Virginia already entered Maryland-Delaware: the Regulars of a space enter a destination as one group',
    );
  });

  it('3.5.4 Continentals accompany their group one for one; at least one where no Patriot piece is', () => {
    const s = play(
      inCommand('march', { Virginia: { frenchRegular: 2, continental: 3 } }, TREATY),
      { faction: F, type: 'selectSpace', space: 'NorthCarolina' },
    );
    refusedBecause(
      s,
      { faction: F, type: 'move', from: 'Virginia', to: 'NorthCarolina', piece: 'continental', count: 1 },
      '3.5.4',
      'Continentals only accompany French Regulars: their number is chosen right after the Regulars move',
    );
    const g = play(s, { faction: F, type: 'move', from: 'Virginia', to: 'NorthCarolina', piece: 'frenchRegular', count: 2 });
    refusedBecause(g, { faction: F, type: 'move', from: 'Virginia', to: 'NorthCarolina', piece: 'continental', count: 3 }, '3.5.4', 'Continentals accompany French Regulars one for one: at most 2, not 3');
    refusedBecause(g, { faction: F, type: 'move', from: 'Virginia', to: 'NorthCarolina', piece: 'continental', count: 0 }, '3.5.4', 'North Carolina holds no Patriot piece: at least one Continental must come along');
    refusedBecause(
      g,
      { faction: F, type: 'move', from: 'MarylandDelaware', to: 'NorthCarolina', piece: 'continental', count: 1 },
      '3.5.4',
      'Continentals accompany French Regulars through the entire move: they go with the 2 French Regulars from Virginia to North Carolina',
    );
    refusedBecause(g, { faction: F, type: 'done' }, '3.5.4', 'first choose how many Continentals accompany the 2 French Regulars from Virginia to North Carolina');
  });

  it('3.5.4 1 Resource per destination; a destination before the Regulars; Continentals that have not moved', () => {
    const s = inCommand('march', { Virginia: { frenchRegular: 3, continental: 1 }, MarylandDelaware: { militiaActive: 1 }, NorthCarolina: { militiaActive: 1 } }, { ...TREATY, resources: { french: 1, patriots: 5 } });
    refusedBecause(
      s,
      { faction: F, type: 'move', from: 'Virginia', to: 'MarylandDelaware', piece: 'frenchRegular', count: 1 },
      '3.5.4',
      'the March selects a destination first, then moves French Regulars into it',
    );
    const g = play(s, { faction: F, type: 'selectSpace', space: 'MarylandDelaware' }, { faction: F, type: 'move', from: 'Virginia', to: 'MarylandDelaware', piece: 'frenchRegular', count: 2 });
    refusedBecause(
      g,
      { faction: F, type: 'move', from: 'Virginia', to: 'MarylandDelaware', piece: 'continental', count: 2 },
      '3.5.4',
      'Virginia has 1 Continental that can still move (a unit moves once per March), not 2',
    );
    const next = play(g, { faction: F, type: 'move', from: 'Virginia', to: 'MarylandDelaware', piece: 'continental', count: 0 });
    refusedBecause(next, { faction: F, type: 'selectSpace', space: 'NorthCarolina' }, '3.5.4', 'each March destination costs 1 Resource and the French have 0');
  });

  it('2.3.5 a Limited March has one destination', () => {
    const s = play(
      startCommand(position({ resources: 5, ...TREATY, pieces: { Virginia: { frenchRegular: 2 }, MarylandDelaware: { militiaActive: 1 }, NorthCarolina: { militiaActive: 1 } } }), F, 'march', { limited: true }),
      { faction: F, type: 'selectSpace', space: 'MarylandDelaware' },
      { faction: F, type: 'move', from: 'Virginia', to: 'MarylandDelaware', piece: 'frenchRegular', count: 1 },
    );
    refusedBecause(s, { faction: F, type: 'selectSpace', space: 'NorthCarolina' }, '2.3.5', 'a Limited Command is executed in one space only, and one is already selected');
  });
});

describe('1.10 Leaders during the French Commands', () => {
  it('1.10 an Available Leader enters the map only with the pieces just placed', () => {
    const s = play(
      inCommand('muster', { Boston: { militiaActive: 1 } }, TREATY, (d) => lead(d, 'french')),
      { faction: F, type: 'selectSpace', space: 'Boston' },
      { faction: F, type: 'place', space: 'Boston', piece: 'frenchRegular', count: 2 },
    );
    refusedBecause(s, { faction: F, type: 'moveLeader', to: 'Virginia' }, '1.10', 'Comte de Rochambeau may enter the map only with the pieces just placed, in Boston, not in Virginia');
  });

  it('1.10 a Leader follows the units that moved, only to their destination', () => {
    const s = play(
      inCommand('march', { Virginia: { frenchRegular: 2, continental: 2 }, MarylandDelaware: { militiaActive: 1 } }, TREATY, (d) => lead(d, 'patriots', 'Virginia')),
      { faction: F, type: 'selectSpace', space: 'MarylandDelaware' },
      { faction: F, type: 'move', from: 'Virginia', to: 'MarylandDelaware', piece: 'frenchRegular', count: 1 },
      { faction: F, type: 'move', from: 'Virginia', to: 'MarylandDelaware', piece: 'continental', count: 1 },
    );
    refusedBecause(s, { faction: P, type: 'moveLeader', to: 'Pennsylvania' }, '1.10', 'George Washington may only follow the units that moved from Virginia to Maryland-Delaware, not go to Pennsylvania');
  });
});

describe('4.5.1 Préparer la Guerre', () => {
  it('4.5.1 a Squadron or Regulars only from Unavailable; one of three ways', () => {
    let s = inCommand('hortalez', {}, {}, (d) => {
      d.spaces.WestIndies.squadrons += d.unavailable.squadron;
      d.unavailable.squadron = 0;
      d.available.frenchRegular += d.unavailable.frenchRegular;
      d.unavailable.frenchRegular = 0;
    });
    s = play(s, { faction: F, type: 'specialActivity', activity: 'preparerLaGuerre' });
    refusedBecause(s, { faction: F, type: 'choose', option: 'squadron' }, '4.5.1', 'no Squadron/Blockade marker is Unavailable to move to the West Indies');
    refusedBecause(s, { faction: F, type: 'choose', option: 'regulars' }, '4.5.1', 'no French Regular is Unavailable to move to Available');
    refusedBecause(
      s,
      { faction: F, type: 'choose', option: 'shift' },
      '4.5.1',
      "Préparer la Guerre is one of 'squadron' (a Squadron to the West Indies), 'regulars' (up to three Regulars to Available) or 'resources' (+2 Resources), not 'shift'",
    );
  });
});

describe('4.5.3 Naval Pressure, 1.9 its Blockades', () => {
  /** The French in a Hortalez after the Treaty, FNI and markers as the recipe sets them. */
  const withHortalez = (recipe: Parameters<typeof arrange>[1]): GameState =>
    inCommand('hortalez', {}, TREATY, (d) => {
      clearBlockades(d);
      d.unavailable.squadron += d.spaces.WestIndies.squadrons;
      d.spaces.WestIndies.squadrons = 0;
      recipe(d);
    });

  /** One Squadron from Unavailable to the West Indies. */
  const squadronToWestIndies = (d: Parameters<Parameters<typeof arrange>[1]>[0]): void => {
    d.unavailable.squadron -= 1;
    d.spaces.WestIndies.squadrons += 1;
  };

  it('4.5.3 nothing to place or rearrange', () => {
    refusedBecause(
      withHortalez(() => {}),
      { faction: F, type: 'specialActivity', activity: 'navalPressure' },
      '4.5.3',
      'there is no Squadron in the West Indies and no Blockade on a City: Naval Pressure has nothing to place or rearrange',
    );
  });

  it('1.9 FNI that cannot rise keeps the Squadron in the West Indies (a position breaking one Blockade per level)', () => {
    const s = arrange(position({ treaty: true }), (d) => {
      clearBlockades(d);
      d.unavailable.squadron += d.spaces.WestIndies.squadrons - 1;
      d.spaces.WestIndies.squadrons = 1;
      d.fni = 3;
    });
    expect(whyNotFrenchNavalPressure(s)).toEqual({ rule: '1.9', text: 'FNI is at 3 and cannot rise, and the Squadron in the West Indies goes onto a City only as FNI rises' });
    expect(whyNotFrenchNavalPressure(arrange(s, (d) => (d.treatyOfAlliance = false)))).toEqual({ rule: '4.5.3', text: 'French Naval Pressure only once the Treaty of Alliance has been played' });
  });

  it('4.5.3 the Squadron goes onto a City', () => {
    const s = play(
      withHortalez(squadronToWestIndies),
      { faction: F, type: 'specialActivity', activity: 'navalPressure' },
    );
    refusedBecause(s, { faction: F, type: 'placeBlockade', space: 'Virginia' }, '4.5.3', 'a Blockade goes on a City, and Virginia is not one');
  });

  it('4.5.3 rearranging: Cities named in map order; without a rise at least one Blockade moves', () => {
    const s = play(
      withHortalez((d) => {
        blockade(d, 'Boston', 'NewYorkCity');
      }),
      { faction: F, type: 'specialActivity', activity: 'navalPressure' },
    );
    const second = play(s, { faction: F, type: 'placeBlockade', space: 'NewYorkCity' });
    refusedBecause(
      second,
      { faction: F, type: 'placeBlockade', space: 'Boston' },
      '4.5.3',
      'the Cities of the Blockades are named in map order (docs/actions.md): Boston comes before New York City, already named',
    );
    const kept = play(s, { faction: F, type: 'placeBlockade', space: 'Boston' });
    refusedBecause(
      kept,
      { faction: F, type: 'placeBlockade', space: 'NewYorkCity' },
      '4.5.3',
      'FNI cannot rise, so Naval Pressure must move at least one Blockade, and naming New York City now would leave every Blockade where it is',
    );
  });
});

describe('4.5 Naval Pressure and Skirmish accompany any Command but Agent Mobilization, after the Treaty', () => {
  it('4.5 not with Agent Mobilization, which comes before the Treaty', () => {
    refusedBecause(
      inCommand('agentMobilization', {}),
      { faction: F, type: 'specialActivity', activity: 'navalPressure' },
      '4.5',
      'before the Treaty of Alliance the French may execute only Préparer la Guerre, not Naval Pressure',
    );
  });

  it('4.5 not with Roderigue Hortalez et Cie before the Treaty either; Skirmish alike', () => {
    const hortalez = inCommand('hortalez', {});
    refusedBecause(hortalez, { faction: F, type: 'specialActivity', activity: 'navalPressure' }, '4.5', 'before the Treaty of Alliance the French may execute only Préparer la Guerre, not Naval Pressure');
    refusedBecause(hortalez, { faction: F, type: 'specialActivity', activity: 'skirmish' }, '4.5', 'before the Treaty of Alliance the French may execute only Préparer la Guerre, not Skirmish');
  });
});
