/** Refusals of the Patriot Rally (3.3.1), March (3.3.2) and Rabble-Rousing (3.3.4), with rule and failing condition (issue #20). */
import { describe, expect, it } from 'vitest';
import { explain, legalActions, type GameState } from '../../src/index';
import { arrange, lead, onTurn, play, position, type Layout } from '../../src/testing';
import { refusedBecause } from './helpers';

const P = 'patriots' as const;

/** The Patriots 1st Eligible on an empty map with these pieces (Resources 5 each), in `command`. */
const inCommand = (command: string, pieces: Layout, recipe: Parameters<typeof arrange>[1] = () => {}): GameState =>
  play(onTurn(arrange(position({ resources: 5, pieces }), recipe), P), { faction: P, type: 'command', command } as never);

describe('3.3.1 Rally', () => {
  it('3.3.1 not at Active Support; 1.3.7 never the West Indies', () => {
    const s = inCommand('rally', { Boston: { militiaUnderground: 1 } }, (d) => (d.spaces.Boston.support = 2));
    refusedBecause(s, { faction: P, type: 'selectSpace', space: 'Boston' }, '3.3.1', 'Boston is at Active Support: no Rally there');
    refusedBecause(s, { faction: P, type: 'selectSpace', space: 'WestIndies' }, '1.3.7', 'the Patriots never enter the West Indies');
  });

  it('3.3.1 a Fort replaces two Patriot units; one Militia where no Fort stands', () => {
    const s = play(inCommand('rally', { Virginia: { militiaUnderground: 1 } }), { faction: P, type: 'selectSpace', space: 'Virginia' });
    refusedBecause(s, { faction: P, type: 'place', space: 'Virginia', piece: 'patriotFort' }, '3.3.1', 'a Fort replaces two Patriot units (Continentals or Militia), and Virginia has 1');
    refusedBecause(s, { faction: P, type: 'place', space: 'Virginia', piece: 'militia', count: 2 }, '3.3.1', 'Rally places one Militia in Virginia (one, with no Patriot Fort there)');
    refusedBecause(s, { faction: P, type: 'flip', space: 'Virginia' }, '3.3.1', 'Militia gather and flip Underground only at a Patriot Fort, and there is none in Virginia');
  });

  it('3.3.1 Continentals replace Militia only at a Fort, in the space just resolved', () => {
    const s = play(inCommand('rally', { Virginia: { militiaActive: 2 } }, (d) => lead(d, 'patriots', 'Virginia')), { faction: P, type: 'selectSpace', space: 'Virginia' }, { faction: P, type: 'place', space: 'Virginia', piece: 'militia', count: 1 });
    refusedBecause(s, { faction: P, type: 'replace', space: 'Virginia', piece: 'militiaActive', count: 1 }, '3.3.1', 'Continentals replace Militia only where a Patriot Fort stands, and there is none in Virginia');
  });
});

describe('3.3.2 March', () => {
  it('3.3.2 French Regulars accompany Continentals one for one', () => {
    const s = play(
      inCommand('march', { Virginia: { continental: 1, frenchRegular: 3 } }, (d) => (d.treatyOfAlliance = true)),
      { faction: P, type: 'selectSpace', space: 'NorthCarolina' },
      { faction: P, type: 'move', from: 'Virginia', to: 'NorthCarolina', piece: 'continental', count: 1 },
    );
    refusedBecause(
      s,
      { faction: P, type: 'move', from: 'Virginia', to: 'NorthCarolina', piece: 'frenchRegular', count: 2 },
      '3.3.2',
      'French Regulars accompany Continentals one for one, and the group has 1 Continental',
    );
  });

  it('3.3.2 only into an adjacent space; a destination next to no unit that can move', () => {
    const s = inCommand('march', { Virginia: { militiaUnderground: 2 } });
    refusedBecause(s, { faction: P, type: 'selectSpace', space: 'Quebec' }, '3.3.2', 'no space next to Quebec holds Continentals or Militia that have not moved this March');
    const at = play(s, { faction: P, type: 'selectSpace', space: 'NorthCarolina' });
    refusedBecause(
      at,
      { faction: P, type: 'move', from: 'Georgia', to: 'NorthCarolina', piece: 'militiaUnderground', count: 1 },
      '3.3.2',
      'units March into an adjacent space, and Georgia is not adjacent to North Carolina',
    );
  });
});

describe('3.3.4 Rabble-Rousing', () => {
  it('3.3.4 needs Rebellion Control and a Patriot piece, or an Underground Militia', () => {
    const s = inCommand('rabbleRousing', { Virginia: { militiaUnderground: 1 }, Boston: { britishRegular: 2, militiaActive: 1 } });
    refusedBecause(
      s,
      { faction: P, type: 'selectSpace', space: 'Boston' },
      '3.3.4',
      'Rabble-Rousing needs Rebellion Control and a Patriot piece, or an Underground Militia, in Boston: there is no Rebellion Control and no Underground Militia',
    );
  });
});

describe('4.3.1 Persuasion, 4.3.2 Partisans', () => {
  it('4.3.1 Persuasion needs Rebellion Control and an Underground Militia in a Colony or City', () => {
    let s = inCommand('rally', { Virginia: { militiaUnderground: 2 }, Boston: { britishRegular: 2, militiaUnderground: 1 }, NorthCarolina: { militiaUnderground: 1 } });
    s = play(s, { faction: P, type: 'specialActivity', activity: 'persuasion' });
    refusedBecause(s, { faction: P, type: 'selectSpace', space: 'Boston' }, '4.3.1', 'Persuasion needs Rebellion Control and an Underground Militia in Boston: there is no Rebellion Control');
  });

  it('4.3.2 Partisans not in a Battle space, and only with an Underground Militia there', () => {
    let s = inCommand('battle', { Virginia: { continental: 2, militiaUnderground: 1, britishRegular: 1 }, Boston: { militiaUnderground: 1, tory: 1 }, NewYork: { militiaActive: 1, tory: 1 } });
    s = play(s, { faction: P, type: 'selectSpace', space: 'Virginia' }, { faction: P, type: 'specialActivity', activity: 'partisans' });
    refusedBecause(s, { faction: P, type: 'partisans', space: 'Virginia', option: 'britishRegular' }, '4.3.2', 'Virginia is a Battle space: Partisans may not take place there');
    refusedBecause(s, { faction: P, type: 'partisans', space: 'NewYork', option: 'tory' }, '4.3.2', 'Partisans need an Underground Militia in New York, and there is none');
    refusedBecause(s, { faction: P, type: 'partisans', space: 'Boston', option: 'britishRegular' }, '4.3.2', 'in Boston Partisans may remove: Tory');
  });
});

describe('1.10 the Patriot Leader during Patriot Commands', () => {
  /** Washington in Virginia; two Continentals March to Maryland-Delaware, one Militia stays with him. */
  const following = (): GameState =>
    play(
      inCommand('march', { Virginia: { continental: 2, militiaUnderground: 1 } }, (d) => lead(d, 'patriots', 'Virginia')),
      { faction: P, type: 'selectSpace', space: 'MarylandDelaware' },
      { faction: P, type: 'move', from: 'Virginia', to: 'MarylandDelaware', piece: 'continental', count: 2 },
      { faction: P, type: 'done' },
    );

  it('1.10 a Leader follows the units that moved or stays: nowhere else, and not to Available', () => {
    const s = following();
    expect(legalActions(s)).toEqual([
      { faction: P, type: 'moveLeader', to: 'MarylandDelaware' },
      { faction: P, type: 'moveLeader', to: 'Virginia' },
    ]);
    for (const a of legalActions(s)) expect(explain(s, a)).toBeNull();
    refusedBecause(s, { faction: P, type: 'moveLeader', to: 'NorthCarolina' }, '1.10', 'George Washington may only follow the units that moved from Virginia to Maryland-Delaware, or stay; not go to North Carolina');
    refusedBecause(
      s,
      { faction: P, type: 'moveLeader', to: 'available' },
      '1.10',
      'George Washington may follow the units that moved from Virginia to Maryland-Delaware or stay; a Leader goes to Available only when no Patriot piece is left with it',
    );
  });

  it('1.10 a Leader follows the units only while a piece of his Faction is there', () => {
    const s = arrange(following(), (d) => void (d.spaces.MarylandDelaware.pieces.continental = 0));
    expect(legalActions(s)).toEqual([{ faction: P, type: 'moveLeader', to: 'Virginia' }]);
    refusedBecause(s, { faction: P, type: 'moveLeader', to: 'MarylandDelaware' }, '1.10', 'George Washington may follow the units only while Maryland-Delaware holds a Patriot piece, and none is left there');
  });

  it('1.10 an Available Leader enters the map only with the piece just placed, or stays Available', () => {
    const s = play(inCommand('rally', { Virginia: { militiaUnderground: 1 } }), { faction: P, type: 'selectSpace', space: 'Boston' }, { faction: P, type: 'place', space: 'Boston', piece: 'militia', count: 1 });
    expect(legalActions(s)).toEqual([
      { faction: P, type: 'moveLeader', to: 'Boston' },
      { faction: P, type: 'moveLeader', to: 'available' },
    ]);
    for (const a of legalActions(s)) expect(explain(s, a)).toBeNull();
    refusedBecause(s, { faction: P, type: 'moveLeader', to: 'Virginia' }, '1.10', 'George Washington may enter the map only along with the piece just placed from Available, in Boston, or stay Available; not in Virginia');
  });
});
