/**
 * Refusals of the British Garrison (3.2.2), March (3.2.3), Battle (3.2.4, 3.6), Common Cause (4.2.1)
 * and Skirmish (4.2.2), each with its rule and failing condition (issue #20); and the Patriot Battle's
 * partner (3.3.3), which shares the Battle Command.
 */
import { describe, it } from 'vitest';
import { type GameState } from '../../src/index';
import { arrange, blockade, onTurn, play, position, type Layout } from '../../src/testing';
import type { Faction } from '../../src/data/ids';
import { refusedBecause } from './helpers';

const B = 'british' as const;

/** The Faction 1st Eligible on an empty map with these pieces (Resources 5 each), in `command`. */
const inCommand = (command: string, pieces: Layout, faction: Faction = B, recipe: Parameters<typeof arrange>[1] = () => {}): GameState =>
  play(onTurn(arrange(position({ resources: 5, pieces }), recipe), faction), { faction, type: 'command', command } as never);

/** The British 2nd Eligible after a Patriot Command without a Special Activity. */
const secondEligible = (pieces: Layout, recipe: Parameters<typeof arrange>[1] = () => {}): GameState =>
  arrange(onTurn(arrange(position({ resources: 5, pieces }), recipe), B), (d) => {
    d.turn = { offered: ['patriots', B], executed: [{ faction: 'patriots', did: 'command', specialActivity: false }], stayEligible: [], makeIneligible: [] };
    d.stack[d.stack.length - 1] = { kind: 'eligibleOptions', faction: B };
  });

describe('3.2.2 Garrison', () => {
  it('3.2.2 not available at French Naval Intervention 3', () => {
    const s = secondEligible({ Boston: { britishRegular: 2 } }, (d) => {
      d.treatyOfAlliance = true;
      d.fni = 3;
    });
    refusedBecause(s, { faction: B, type: 'command', command: 'garrison', limited: true }, '3.2.2', 'Garrison is not available while French Naval Intervention is at 3');
  });

  it('3.2.2 destinations are Cities; 1.9 not a Blockaded one', () => {
    const s = inCommand('garrison', { NewYork: { britishRegular: 2 } }, B, (d) => blockade(d, 'Boston'));
    refusedBecause(s, { faction: B, type: 'selectSpace', space: 'NewJersey' }, '3.2.2', 'Garrison moves Regulars into Cities, and New Jersey is not one');
    refusedBecause(s, { faction: B, type: 'selectSpace', space: 'Boston' }, '1.9', 'Boston is Blockaded: no Garrison there');
  });

  it('3.2.2 no more Regulars than can still move; never out of the West Indies (1.3.7)', () => {
    const s = play(inCommand('garrison', { NewYork: { britishRegular: 2 }, WestIndies: { britishRegular: 3 } }), { faction: B, type: 'selectSpace', space: 'NewYorkCity' });
    refusedBecause(
      s,
      { faction: B, type: 'move', from: 'NewYork', to: 'NewYorkCity', piece: 'britishRegular', count: 3 },
      '3.2.2',
      'New York has 2 British Regulars that can still move (a unit moves once per Garrison), not 3',
    );
    refusedBecause(
      s,
      { faction: B, type: 'move', from: 'WestIndies', to: 'NewYorkCity', piece: 'britishRegular', count: 1 },
      '1.3.7',
      'Regulars leave the West Indies only by Redeployment (6.2.2), never by Garrison',
    );
    refusedBecause(s, { faction: B, type: 'done' }, '3.2.2', 'New York City must receive at least one British Regular first');
  });
});

describe('3.2.3 March', () => {
  it('3.2.3 a March group too large: at most one Tory per Regular', () => {
    const s = play(
      inCommand('march', { NewYork: { britishRegular: 1, tory: 3 } }),
      { faction: B, type: 'selectSpace', space: 'NewJersey' },
      { faction: B, type: 'move', from: 'NewYork', to: 'NewJersey', piece: 'britishRegular', count: 1 },
    );
    refusedBecause(
      s,
      { faction: B, type: 'move', from: 'NewYork', to: 'NewJersey', piece: 'tory', count: 2 },
      '3.2.3',
      'Tories March with Regulars, at most one Tory per Regular, and the group has 1 British Regular: 2 Tories is too many',
    );
  });

  it('1.9 into a Blockaded City only from next door', () => {
    const s = play(inCommand('march', { Georgia: { britishRegular: 2 }, Massachusetts: { britishRegular: 1 } }, B, (d) => blockade(d, 'Boston')), { faction: B, type: 'selectSpace', space: 'Boston' });
    refusedBecause(
      s,
      { faction: B, type: 'move', from: 'Georgia', to: 'Boston', piece: 'britishRegular', count: 1 },
      '1.9',
      'Boston is a Blockaded City: only units adjacent to it may March there, and Georgia is not',
    );
  });

  it('3.2.3 a destination no Regular can reach', () => {
    const s = inCommand('march', { Georgia: { britishRegular: 2 } }, B, (d) => blockade(d, 'Savannah', 'CharlesTown'));
    refusedBecause(
      s,
      { faction: B, type: 'selectSpace', space: 'Quebec' },
      '3.2.3',
      'no British Regular that has not moved can reach Quebec, and a March in place would Activate no Militia there',
    );
  });
});

describe('3.2.4 / 3.3.3 Battle', () => {
  it('3.2.4 a Battle where there is no enemy', () => {
    const s = inCommand('battle', { Boston: { britishRegular: 2 }, NewYork: { britishRegular: 1, militiaActive: 1 } });
    refusedBecause(
      s,
      { faction: B, type: 'selectSpace', space: 'Boston' },
      '3.2.4',
      'there is no enemy in Boston: a British Battle needs Rebellion pieces (Continentals, Militia, French Regulars or a Patriot Fort) there',
    );
    refusedBecause(s, { faction: B, type: 'selectSpace', space: 'Virginia' }, '3.2.4', 'the British have no pieces in Virginia to Battle with');
    refusedBecause(s, { faction: B, type: 'selectSpace', space: 'NewYork', option: 'withFrench' }, '3.2.4', 'a British Battle has no partner Faction');
  });

  it('3.3.3 the French take part only where they have Regulars', () => {
    const s = inCommand('battle', { Boston: { continental: 2, britishRegular: 1 } }, 'patriots');
    refusedBecause(s, { faction: 'patriots', type: 'selectSpace', space: 'Boston', option: 'withFrench' }, '3.3.3', 'the French have no French Regulars in Boston to take part');
  });

  it('4.2.1 Common Cause: only in a selected space, no more War Parties than Regulars not matched by Tories', () => {
    const s = play(inCommand('battle', { NewYork: { britishRegular: 2, tory: 1, warPartyActive: 3, militiaActive: 2 }, Quebec: { britishRegular: 1, warPartyActive: 1, continental: 1 } }), {
      faction: B,
      type: 'selectSpace',
      space: 'NewYork',
    });
    refusedBecause(
      s,
      { faction: B, type: 'commonCause', space: 'NewYork', count: 2 },
      '4.2.1',
      'in New York at most 1 War Parties can fight as Tories: those there, up to the British Regulars not matched by Tories',
    );
    refusedBecause(s, { faction: B, type: 'commonCause', space: 'Quebec', count: 1 }, '4.2.1', 'War Parties fight as Tories only in a space selected for Battle, and Quebec is not one');
  });
});

describe('4.2.2 Skirmish', () => {
  it('4.2.2 not in a Muster space; only where Regulars and something to remove are', () => {
    let s = play(
      inCommand('muster', { Boston: { britishRegular: 2, militiaActive: 1 }, NewYork: { britishRegular: 1, militiaActive: 1 }, Quebec: { britishRegular: 1 } }),
      { faction: B, type: 'selectSpace', space: 'Boston' },
      { faction: B, type: 'place', space: 'Boston', piece: 'tory', count: 1 },
    );
    s = play(s, { faction: B, type: 'specialActivity', activity: 'skirmish' });
    refusedBecause(s, { faction: B, type: 'skirmish', space: 'Boston', option: 'militiaActive' }, '4.2.2', 'Boston is a space of the Muster: Skirmish may not take place there');
    refusedBecause(
      s,
      { faction: B, type: 'skirmish', space: 'Quebec', option: 'militiaActive' },
      '4.2.2',
      'there is nothing in Quebec a Skirmish can remove: no Continentals, Active Militia, French Regulars and no Patriot Fort',
    );
    refusedBecause(s, { faction: B, type: 'skirmish', space: 'Virginia', option: 'militiaActive' }, '4.2.2', 'Skirmish strikes with British Regulars, and there are none in Virginia');
  });
});
