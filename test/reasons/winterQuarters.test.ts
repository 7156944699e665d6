/**
 * Refusals of the Winter Quarters decisions (chapter 6), each with its rule and failing condition
 * (issue #20): Supply (6.2.1), the West Indies upkeep (6.2.2), Reward Loyalty (6.4.1), Committees of
 * Correspondence (6.4.2), Leader Redeployment (6.5.2), French Naval Intervention (6.5.4), Patriot and
 * Tory Desertion (6.6.1, 6.6.2) and the Fort or Village a Winter Quarters card removes (6.7).
 */
import { describe, expect, it } from 'vitest';
import { type GameState } from '../../src/index';
import { blockade, lead, play, position, type Layout, type PositionOptions } from '../../src/testing';
import { inRound, pushOn } from '../rules/winterQuarters/helpers';
import { refusedBecause } from './helpers';
import { sweepNearMisses } from './sweep';

const B = 'british' as const;
const P = 'patriots' as const;
const F = 'french' as const;
const I = 'indians' as const;

/** A position with these pieces and options (Resources 0 each unless given). */
const at = (pieces: Layout, options: PositionOptions = {}, recipe: Parameters<typeof position>[1] = () => {}): GameState =>
  position({ resources: 0, ...options, pieces }, recipe);

/** Every listed action is explained as legal (explain null), and every near-miss of them refused with this module's own reason. */
const listedAreLegal = (s: GameState): void => {
  expect(sweepNearMisses(s)).toBeGreaterThan(0);
};

describe('6.2.1 Supply: British', () => {
  const s = inRound(at({ NewJersey: { britishRegular: 2 }, Northwest: { britishRegular: 1 } }, {}, (d) => (d.spaces.NewJersey.support = -2)), 'supply');

  it('6.2.1 the decision is for one space at a time, in map order', () => {
    refusedBecause(
      s,
      { faction: B, type: 'supply', space: 'Boston', option: 'shift' },
      '6.2.1',
      'the Supply Phase takes the spaces one at a time in map order, and the British are deciding for the British cubes in New Jersey now, not Boston',
    );
  });

  it('6.2.1 paying needs a Resource; shifting needs a level left; the cubes never move', () => {
    refusedBecause(s, { faction: B, type: 'supply', space: 'NewJersey', option: 'pay' }, '6.2.1', 'supply costs 1 Resource per space and the British have 0');
    refusedBecause(s, { faction: B, type: 'supply', space: 'NewJersey', option: 'shift' }, '6.2.1', 'New Jersey is already at Active Opposition: it cannot shift further');
    refusedBecause(
      s,
      { faction: B, type: 'supply', space: 'NewJersey', to: 'NewYorkCity' },
      '6.2.1',
      "out-of-supply British cubes do not move: they are paid for, the space shifts, or they go to Available (to 'available'), not to New York City",
    );
    refusedBecause(
      s,
      { faction: B, type: 'supply', space: 'NewJersey', option: 'leader' },
      '6.2.1',
      "out of supply, the British pay 1 Resource (option 'pay'), shift the space toward Active Opposition (option 'shift') or send the cubes to Available (to 'available'); 'leader' is not one of those choices",
    );
    listedAreLegal(s);
  });

  it('1.6.1 a space without Population cannot shift', () => {
    const next = play(s, { faction: B, type: 'supply', space: 'NewJersey', to: 'available' });
    refusedBecause(next, { faction: B, type: 'supply', space: 'Northwest', option: 'shift' }, '1.6.1', 'Northwest has no Population: it cannot shift toward Active Opposition');
  });
});

describe('6.2.1 Supply: Patriots', () => {
  const fort = { britishRegular: 6, britishFort: 1 };

  it('6.2.1 pay needs a Resource and comes before any removal; removals are Patriot units there, in kind order', () => {
    let s = inRound(at({ NewYork: { ...fort, continental: 2, militiaActive: 2, militiaUnderground: 1 } }), 'supply');
    refusedBecause(s, { faction: P, type: 'supply', space: 'NewYork', option: 'pay' }, '6.2.1', 'supply costs 1 Resource per space and the Patriots have 0');
    refusedBecause(s, { faction: P, type: 'supply', space: 'NewYork', piece: 'tory', to: 'available' }, '6.2.1', 'out of supply, the Patriots remove Continentals or Militia, not Tories');
    refusedBecause(
      s,
      { faction: P, type: 'supply', space: 'NewYork', piece: 'continental', to: 'Boston' },
      '6.2.1',
      "out-of-supply Patriot units do not move: they are paid for or removed to Available (to 'available'), not to Boston",
    );
    listedAreLegal(s);
    s = play(s, { faction: P, type: 'supply', space: 'NewYork', piece: 'militiaActive', to: 'available' });
    refusedBecause(
      s,
      { faction: P, type: 'supply', space: 'NewYork', piece: 'continental', to: 'available' },
      '6.2.1',
      'removals go in kind order (Continentals, then Underground Militia, then Active Militia), and Active Militia were removed already: no Continentals now',
    );
    refusedBecause(s, { faction: P, type: 'supply', space: 'NewYork', option: 'pay' }, '6.2.1', 'the Patriots have begun removing units in New York: paying is no longer a choice');
  });

  it('6.2.1 a kind that is not there; a kind that leaves too few for the removals left', () => {
    const s = inRound(at({ NewYork: { ...fort, continental: 3, militiaActive: 1 } }), 'supply');
    refusedBecause(s, { faction: P, type: 'supply', space: 'NewYork', piece: 'militiaUnderground', to: 'available' }, '6.2.1', 'there are no Underground Militia in New York to remove');
    refusedBecause(
      s,
      { faction: P, type: 'supply', space: 'NewYork', piece: 'militiaActive', to: 'available' },
      '6.2.1',
      'removals go in kind order (Continentals, then Underground Militia, then Active Militia), and from Active Militia on New York holds 1 unit for the 2 still to remove',
    );
  });
});

describe('6.2.1 Supply: French and Indians', () => {
  it('6.2.1 French Regulars move only to the nearest Patriot Fort, and go to Available only when they can neither pay nor move', () => {
    const s = inRound(at({ NewYork: { britishRegular: 3, britishFort: 1, frenchRegular: 1 }, Pennsylvania: { patriotFort: 1, militiaUnderground: 2 } }, { treaty: true }), 'supply');
    refusedBecause(s, { faction: F, type: 'supply', space: 'NewYork', option: 'pay' }, '6.2.1', 'supply costs 1 Resource per space and the French have 0');
    refusedBecause(
      s,
      { faction: F, type: 'supply', space: 'NewYork', to: 'Virginia' },
      '6.2.1',
      'the French Regulars move only to the nearest space holding a Patriot Fort: Pennsylvania, not Virginia',
    );
    refusedBecause(
      s,
      { faction: F, type: 'supply', space: 'NewYork', to: 'available' },
      '6.2.1',
      'the French Regulars go to Available only when the French can neither pay nor move them, and they can move them',
    );
    refusedBecause(
      s,
      { faction: F, type: 'supply', space: 'NewYork', option: 'shift' },
      '6.2.1',
      "out of supply, the French pay 1 Resource (option 'pay') or move the units (to the destination); 'shift' is not one of those choices",
    );
    listedAreLegal(s);
  });

  it('6.2.1 with no Patriot Fort and no Resource, the French Regulars go to Available', () => {
    const s = inRound(at({ NewYork: { britishRegular: 3, britishFort: 1, frenchRegular: 1 } }, { treaty: true }), 'supply');
    refusedBecause(
      s,
      { faction: F, type: 'supply', space: 'NewYork', to: 'NewYorkCity' },
      '6.2.1',
      'the French Regulars move only to the nearest space holding a Patriot Fort, and there is none they can reach',
    );
    listedAreLegal(s);
  });

  it('6.2.1 War Parties move only to the nearest Province with a Village', () => {
    const s = inRound(at({ NewYork: { warPartyUnderground: 2, britishRegular: 1, britishFort: 1 }, Quebec: { village: 1 } }, { resources: { indians: 2 } }), 'supply');
    refusedBecause(s, { faction: I, type: 'supply', space: 'NewYork', to: 'Florida' }, '6.2.1', 'the War Parties move only to the nearest Province holding a Village: Quebec, not Florida');
    refusedBecause(
      s,
      { faction: I, type: 'supply', space: 'NewYork', to: 'available' },
      '6.2.1',
      'the War Parties go to Available only when the Indians can neither pay nor move them, and they have 2 Resources to pay',
    );
    refusedBecause(s, { faction: I, type: 'supply', space: 'NewYork', piece: 'warPartyActive', option: 'pay' }, '6.2.1', 'the Indians decide for all their War Parties in New York at once: the action names no piece');
    listedAreLegal(s);
  });

  it('6.2.1 with no Village on the map, the Village goes in an Indian Reserve Province with room (1.4.2)', () => {
    const s = inRound(at({ Northwest: { warPartyUnderground: 1 }, Quebec: { britishFort: 2, britishRegular: 1 } }), 'supply');
    refusedBecause(
      s,
      { faction: I, type: 'placeVillage', space: 'NewYork' },
      '6.2.1',
      'with no Village on the map, the Indians place one in an Indian Reserve Province, and New York is not one (Quebec, Northwest, Southwest, Florida are)',
    );
    refusedBecause(s, { faction: I, type: 'placeVillage', space: 'Quebec' }, '1.4.2', 'Quebec already holds two Forts or Villages: no room for the Village');
    listedAreLegal(s);
  });
});

describe('6.2.2 West Indies upkeep', () => {
  it('6.2.2 no more Regulars return than are there; keeping any costs 1 Resource', () => {
    const s = inRound(at({ WestIndies: { britishRegular: 2 } }), 'westIndiesBritish');
    refusedBecause(s, { faction: B, type: 'westIndies', count: 3 }, '6.2.2', 'the British have 2 British Regulars in the West Indies: 3 cannot return');
    refusedBecause(
      s,
      { faction: B, type: 'westIndies', count: 1 },
      '6.2.2',
      'keeping Regulars in the West Indies costs 1 Resource and the British have 0: all 2 return to Available',
    );
    listedAreLegal(s);
  });
});

describe('6.4 Support Phase', () => {
  const support = (resources: number): GameState =>
    at(
      {
        Boston: { britishRegular: 2, britishFort: 1 },
        QuebecCity: { britishRegular: 1, tory: 1 },
        NewYork: { britishRegular: 2, tory: 1 },
        Quebec: { britishRegular: 2, tory: 1 },
        Pennsylvania: { militiaUnderground: 2 },
        Virginia: { militiaUnderground: 2 },
      },
      { resources },
      (d) => {
        d.spaces.QuebecCity.support = 2;
        d.spaces.Virginia.support = -2;
      },
    );

  it('6.4.1 Reward Loyalty: British Control, a Regular and a Tory; something left to do; 1 Resource a step', () => {
    let s = inRound(support(5), 'rewardLoyalty');
    refusedBecause(s, { faction: B, type: 'rewardLoyalty', space: 'Boston' }, '6.4.1', 'Reward Loyalty needs British Control, a British Regular and a Tory in Boston: there is no Tory');
    refusedBecause(
      s,
      { faction: B, type: 'rewardLoyalty', space: 'Pennsylvania' },
      '6.4.1',
      'Reward Loyalty needs British Control, a British Regular and a Tory in Pennsylvania: there is no British Control, no British Regular and no Tory',
    );
    refusedBecause(s, { faction: B, type: 'rewardLoyalty', space: 'QuebecCity' }, '6.4.1', 'Quebec City is at Active Support and has no Raid or Propaganda marker: nothing is left to do there');
    refusedBecause(s, { faction: B, type: 'rewardLoyalty', space: 'Quebec' }, '1.6.1', 'Quebec has no Population: no Raid or Propaganda marker to remove and no level to shift');
    listedAreLegal(s);
    s = play(s, { faction: B, type: 'rewardLoyalty', space: 'NewYork' }, { faction: B, type: 'rewardLoyalty', space: 'NewYork' });
    refusedBecause(
      s,
      { faction: B, type: 'rewardLoyalty', space: 'NewYork' },
      '6.4.1',
      'New York has shifted 2 levels in this Support Phase, the most for one space, and has no Raid or Propaganda marker to remove',
    );
    const broke = inRound(support(0), 'rewardLoyalty');
    refusedBecause(broke, { faction: B, type: 'rewardLoyalty', space: 'NewYork' }, '6.4.1', 'each step of Reward Loyalty costs 1 Resource and the British have 0');
  });

  it('6.4.2 Committees of Correspondence: 1 Resource a step; Rebellion Control and Patriot pieces; something left to do', () => {
    const s = inRound(support(5), 'committeesOfCorrespondence');
    refusedBecause(
      s,
      { faction: P, type: 'committeesOfCorrespondence', space: 'NewYork' },
      '6.4.2',
      'Committees of Correspondence needs Rebellion Control and Patriot pieces in New York: there is no Rebellion Control and no Patriot piece',
    );
    refusedBecause(s, { faction: P, type: 'committeesOfCorrespondence', space: 'Virginia' }, '6.4.2', 'Virginia is at Active Opposition and has no Raid marker: nothing is left to do there');
    listedAreLegal(s);
    const broke = inRound(support(0), 'committeesOfCorrespondence');
    refusedBecause(broke, { faction: P, type: 'committeesOfCorrespondence', space: 'Pennsylvania' }, '6.4.2', 'each step of Committees of Correspondence costs 1 Resource and the Patriots have 0');
  });
});

describe('6.5 Redeployment Phase', () => {
  it('6.5.2 a Leader redeploys to a space with his Faction\'s pieces or to Available, not where he is', () => {
    const s = inRound(
      at({ Boston: { britishRegular: 1 }, NewYorkCity: { tory: 1 }, Pennsylvania: { militiaUnderground: 1 } }, {}, (d) => lead(d, 'Gage', 'Boston')),
      'redeployBritish',
    );
    refusedBecause(
      s,
      { faction: B, type: 'redeployLeader', to: 'Pennsylvania' },
      '6.5.2',
      'Thomas Gage redeploys to a space with British pieces or to the Available Forces box, and Pennsylvania has no British pieces',
    );
    refusedBecause(s, { faction: B, type: 'redeployLeader', to: 'Boston' }, '6.5.2', 'Thomas Gage is already in Boston: to keep him there, the British stay');
    listedAreLegal(s);
  });

  it('6.5.4 the British send back a Blockade that is on a City; the French name Cities in City order (1.9)', () => {
    let s = inRound(at({ Boston: { militiaUnderground: 1 } }, { treaty: true, fni: 2 }, (d) => blockade(d, 'Boston', 'Philadelphia', 'Norfolk')), 'fni');
    refusedBecause(s, { faction: B, type: 'removeBlockade', space: 'NewYorkCity' }, '6.5.4', 'the British send back to the West Indies a Blockade that is on a City, and there is none on New York City');
    refusedBecause(s, { faction: B, type: 'removeBlockade', space: 'NewJersey' }, '1.9', 'Blockades stand only on Cities, and New Jersey is not one');
    listedAreLegal(s);
    s = play(s, { faction: B, type: 'removeBlockade', space: 'Norfolk' });
    refusedBecause(s, { faction: F, type: 'placeBlockade', space: 'Massachusetts' }, '1.9', 'Blockades go on Cities, and Massachusetts is not one');
    s = play(s, { faction: F, type: 'placeBlockade', space: 'Philadelphia' });
    refusedBecause(
      s,
      { faction: F, type: 'placeBlockade', space: 'Boston' },
      '6.5.4',
      'the French name the Cities of the Blockades in City order (docs/actions.md): Boston comes before Philadelphia, named last',
    );
    listedAreLegal(s);
  });
});

describe('6.6 Desertion Phase', () => {
  it('6.6.1 the Indians choose the first Militia, then the first Continental; only Militia and Continentals desert', () => {
    let s = inRound(at({ Virginia: { militiaUnderground: 5, continental: 5 } }), 'patriotDesertion');
    refusedBecause(s, { faction: I, type: 'desert', space: 'Virginia', piece: 'continental' }, '6.6.1', 'the Indians choose the first Militia to desert now, and the first Continental next');
    refusedBecause(s, { faction: I, type: 'desert', space: 'Virginia', piece: 'tory' }, '6.6.1', 'Patriot Desertion removes Militia and Continentals, not Tories');
    refusedBecause(s, { faction: I, type: 'desert', space: 'Georgia', piece: 'militiaUnderground' }, '6.6.1', 'there are no Underground Militia in Georgia');
    listedAreLegal(s);
    s = play(s, { faction: I, type: 'desert', space: 'Virginia', piece: 'militiaUnderground' });
    refusedBecause(
      s,
      { faction: I, type: 'desert', space: 'Virginia', piece: 'militiaUnderground' },
      '6.6.1',
      'the Indians have chosen the first Militia and choose the first Continental to desert now',
    );
  });

  it('6.6.1 the Patriots choose the rest in map order, never leaving too few', () => {
    let s = inRound(at({ Massachusetts: { militiaUnderground: 5 }, NewYork: { militiaUnderground: 5 }, Virginia: { militiaUnderground: 4, militiaActive: 1 } }), 'patriotDesertion');
    s = play(s, { faction: I, type: 'desert', space: 'Massachusetts', piece: 'militiaUnderground' });
    refusedBecause(
      s,
      { faction: P, type: 'desert', space: 'Virginia', piece: 'militiaActive' },
      '6.6.1',
      '2 Militia still desert, and choosing in map order (docs/actions.md) from Active Militia in Virginia on leaves only 1 to choose from',
    );
    refusedBecause(
      s,
      { faction: P, type: 'desert', space: 'NewYork', piece: 'continental' },
      '6.6.1',
      'no more Continentals desert (1 in 5 on the map, rounding down); 2 Militia still do',
    );
    listedAreLegal(s);
    s = play(s, { faction: P, type: 'desert', space: 'NewYork', piece: 'militiaUnderground' });
    refusedBecause(
      s,
      { faction: P, type: 'desert', space: 'Massachusetts', piece: 'militiaUnderground' },
      '6.6.1',
      'the Patriots choose the rest in map order (docs/actions.md), and Underground Militia in Massachusetts come before Underground Militia in New York, chosen last',
    );
  });

  it('6.6.2 only Tories desert; the British choose the rest in map order', () => {
    let s = inRound(at({ NewYork: { tory: 5 }, Georgia: { tory: 5 } }), 'toryDesertion');
    refusedBecause(s, { faction: F, type: 'desert', space: 'NewYork', piece: 'britishRegular' }, '6.6.2', 'Tory Desertion removes Tories, not British Regulars');
    listedAreLegal(s);
    s = play(s, { faction: F, type: 'desert', space: 'Georgia', piece: 'tory' });
    // The French chose one; the British choose the other one of two.
    expect(s.stack.at(-1)).toMatchObject({ kind: 'toryDesertion', tories: 1 });
    refusedBecause(s, { faction: B, type: 'desert', space: 'Boston', piece: 'tory' }, '6.6.2', 'there are no Tories in Boston');
  });
});

describe('6.7 the Winter Quarters card removing a Fort or Village', () => {
  it('6.7 the Faction ahead removes one of its own Forts or Villages, from a space that holds one', () => {
    const s = pushOn(at({ Virginia: { patriotFort: 1, militiaUnderground: 1 } }), { kind: 'winterQuartersRemoval', faction: P, card: 102 } as never);
    const title = 'Winter Quarters – War on the Frontier';
    refusedBecause(s, { faction: P, type: 'remove', space: 'Virginia', piece: 'village' }, '6.7', `${title}: the Patriots remove one of their own Patriot Forts (piece 'patriotFort'), not Villages`);
    refusedBecause(s, { faction: P, type: 'remove', space: 'Georgia', piece: 'patriotFort' }, '6.7', `${title}: there is no Patriot Fort in Georgia to remove`);
    listedAreLegal(s);
  });
});
