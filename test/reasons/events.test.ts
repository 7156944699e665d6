/**
 * Refusals inside an Event (issue #20; chapter 5): each instruction says what the card asks — its own
 * spaces, kinds, count and filter — and what fails, with the rule (5.1, 5.1.1, 5.1.3, 1.4.1, 1.4.2,
 * 1.4.3, 1.9). A described filter (#27, conditions.ts) names the failing condition; a plain one (#2) the
 * instruction's own words.
 */
import { describe, expect, it } from 'vitest';
import { legalActions, pending, type Action, type GameState } from '../../src/index';
import type { Faction, SpaceId } from '../../src/data/ids';
import { play } from '../../src/testing/kit';
import { at, choose, done, ev, rm, sel } from '../helpers/events';
import { refusedBecause } from './helpers';

const place = (faction: Faction, space: SpaceId, piece: string, extra: Partial<Action> = {}): Action => ({ faction, type: 'place', space, piece, ...extra }) as Action;
const move = (faction: Faction, from: SpaceId, to: SpaceId, piece: string, count = 1): Action => ({ faction, type: 'move', from, to, piece, count }) as Action;
const QR = '#27 The Queen’s Rangers Show for Battle (unshaded)';

describe('selectSpaces (5.1, 5.1.3)', () => {
  /** #27 unshaded, the British executing: two of three Colonies under British Control (Massachusetts, New York, Pennsylvania). */
  const rangers = (): GameState =>
    play(at(27, 'british', { pieces: { Massachusetts: { britishRegular: 2 }, NewYork: { britishRegular: 2 }, Pennsylvania: { britishRegular: 2 } } }), ev('british', 'unshaded'));

  it('5.1 a described filter names the condition that fails: not a Colony, not under British Control', () => {
    const s = rangers();
    refusedBecause(s, sel('british', 'Boston'), '5.1', `${QR} asks for: Colony with British Control; Boston is not a Colony`);
    refusedBecause(s, sel('british', 'Virginia'), '5.1', `${QR} asks for: Colony with British Control; Virginia is not under British Control`);
  });

  it('5.1.3 a space after which too few qualify for the count, and no early stop without "up to"', () => {
    const s = rangers();
    expect(legalActions(s)).toEqual([sel('british', 'Massachusetts'), sel('british', 'NewYork')]);
    refusedBecause(s, sel('british', 'Pennsylvania'), '5.1.3', `${QR} selects two more spaces in map order, and after Pennsylvania none qualifies: selecting it now would cut the text short`);
    refusedBecause(s, done('british'), '5.1.3', `${QR} selects two × Colony with British Control: the text does not say "up to" or "may", so it may not stop while more can be done`);
  });

  /** #2 shaded, the Patriots executing: two Cities; Boston at Active Opposition already. */
  const commonSense = (): GameState => play(at(2, 'patriots', {}, (d) => void (d.spaces.Boston.support = -2)), ev('patriots', 'shaded'));
  const CS = '#2 Common Sense (shaded)';

  it('5.1 a plain filter: the instruction’s own words for what it asks', () => {
    refusedBecause(commonSense(), sel('patriots', 'Massachusetts'), '5.1', `${CS} asks for: City; Massachusetts does not qualify`);
  });

  it('5.1.3 a space where the text does less than in another (the fuller choice)', () => {
    refusedBecause(commonSense(), sel('patriots', 'Boston'), '5.1.3', `${CS} must do as much of its text as it can: the selection starting with Boston does less of it than another`);
  });

  it('5.1 each space once, in map order', () => {
    const s = play(commonSense(), sel('patriots', 'NewYorkCity'));
    refusedBecause(s, sel('patriots', 'NewYorkCity'), '5.1', `${CS} selects each space once: New York City is selected already`);
    refusedBecause(s, sel('patriots', 'QuebecCity'), '5.1', `${CS} selects its spaces in map order (docs/actions.md): Quebec City comes before New York City, selected already`);
  });
});

describe('place (5.1, 5.1.1, 1.4.1, 1.4.2)', () => {
  /** #27 unshaded, the only two Colonies under British Control selected at once: two Tories in each, from Unavailable or Available. */
  const placing = (): GameState =>
    play(at(27, 'british', { pieces: { Massachusetts: { britishRegular: 2 }, NewYork: { britishRegular: 2 } } }), ev('british', 'unshaded'));

  it('5.1 the spaces the text selected, one after the other; the kinds it lists', () => {
    const s = placing();
    refusedBecause(s, place('british', 'Boston', 'tory', { option: 'available' }), '5.1', `${QR} places pieces in Massachusetts, New York only: Boston is not one of them`);
    refusedBecause(s, place('british', 'NewYork', 'tory', { option: 'available' }), '5.1', `${QR} places in its spaces one after the other, and is placing in Massachusetts now, not in New York`);
    refusedBecause(s, place('british', 'Massachusetts', 'britishRegular', { option: 'available' }), '5.1', `${QR} places Tories, not British Regular`);
  });

  it('5.1.1 the pools the text names', () => {
    refusedBecause(placing(), place('british', 'Massachusetts', 'tory', { option: 'raid' }), '5.1.1', `${QR} takes its pieces from Unavailable or Available, not from 'raid'`);
  });

  /** #20 shaded, the Patriots executing: four Continentals in New Jersey, none Available, one in Boston and the rest in Georgia. */
  const marines = (): GameState =>
    play(
      at(20, 'patriots', { pieces: { Boston: { continental: 1 }, NewJersey: { militiaUnderground: 1 } } }, (d) => {
        d.spaces.Georgia.pieces.continental += d.available.continental;
        d.available.continental = 0;
      }),
      ev('patriots', 'shaded'),
    );
  const CM = '#20 Continental Marines (shaded)';

  it('1.4.1 with none Available, the Faction may take its own pieces from the map: none where there are none', () => {
    const s = marines();
    expect(pending(s)!.kind).toBe('event');
    refusedBecause(s, place('patriots', 'NewJersey', 'continental'), '5.1.1', `${CM} takes Continentals from Available, and there are none there (the action may name a space of the map to take one from, 1.4.1)`);
    refusedBecause(s, place('patriots', 'NewJersey', 'continental', { from: 'QuebecCity' }), '1.4.1', 'there is no Continental in Quebec City to take');
    refusedBecause(s, place('patriots', 'NewJersey', 'tory', { from: 'Boston' }), '5.1', `${CM} places Continentals, not Tory`);
  });
});

describe('remove (5.1, 5.1.3)', () => {
  /** #20 unshaded, the Patriots executing: four of five Continentals off the map (Boston 1, New York 3, Pennsylvania 1). */
  const marines = (): GameState => play(at(20, 'patriots', { pieces: { Boston: { continental: 1 }, NewYork: { continental: 3 }, Pennsylvania: { continental: 1 } } }), ev('patriots', 'unshaded'));
  const CM = '#20 Continental Marines (unshaded)';

  it('5.1 the kinds and the spaces the text names; 5.1.3 a piece there', () => {
    const s = marines();
    refusedBecause(s, rm('patriots', 'Boston', 'tory'), '5.1', `${CM} removes four Continentals, not Tory`);
    refusedBecause(s, rm('patriots', 'WestIndies', 'continental'), '5.1', `${CM} removes four Continentals on the map: the West Indies is not on the map`);
    refusedBecause(s, rm('patriots', 'QuebecCity', 'continental'), '5.1.3', `${CM} removes four Continentals: there is no Continental in Quebec City`);
  });

  it('5.1.3 a choice that would leave the count out of reach in canonical order; no early stop', () => {
    const s = marines();
    expect(legalActions(s)).toEqual([rm('patriots', 'Boston', 'continental'), rm('patriots', 'NewYork', 'continental')]);
    refusedBecause(s, rm('patriots', 'Pennsylvania', 'continental'), '5.1.3', `${CM} removes four Continentals: a Continental from Pennsylvania now would leave pieces the text removes out of reach in the canonical order (docs/actions.md)`);
    refusedBecause(s, done('patriots'), '5.1.3', `${CM} removes four Continentals: the text does not say "up to" or "may", so it may not stop while more can be done`);
  });

  /** #77 shaded: in each of New York, Quebec and Florida, one British piece, Forts last. */
  const burgoyne = (): GameState =>
    play(
      at(77, 'indians', {
        pieces: {
          NewYork: { britishRegular: 1, tory: 1, warPartyUnderground: 1 },
          Quebec: { britishRegular: 1, tory: 1, britishFort: 1, warPartyUnderground: 1 },
          Florida: { britishRegular: 1, warPartyUnderground: 1 },
        },
      }),
      ev('indians', 'shaded'),
    );
  const BC = '#77 General Burgoyne Cracks Down (shaded)';

  it('5.1 counted per space: the space under way; the kinds that go last', () => {
    const s = burgoyne();
    refusedBecause(s, rm('indians', 'Quebec', 'britishRegular'), '5.1', `${BC} removes one British Regular or Tory or British Fort in each space, one space after the other, and is removing in New York now, not in Quebec`);
    const q = play(s, rm('indians', 'NewYork', 'tory'));
    refusedBecause(q, rm('indians', 'Quebec', 'britishFort'), '5.1', `${BC} removes British Forts last, and British Regulars remain in Quebec`);
  });
});

describe('activate, chooseFaction (5.1, 1.4.3)', () => {
  /** #29 unshaded, the Patriots executing: four Underground Militia (two to Activate), no War Parties. */
  const bancroft = (): GameState => play(at(29, 'patriots', { pieces: { Boston: { militiaUnderground: 1 }, Massachusetts: { militiaUnderground: 3 } } }), ev('patriots', 'unshaded'));
  const EB = '#29 Edward Bancroft, British Spy (unshaded)';

  it('5.1 the Factions the text offers', () => {
    // Only the Patriots have pieces to Activate: the choice is theirs alone, taken at once (5.1).
    const s = play(at(29, 'patriots', { pieces: { Boston: { militiaUnderground: 1 }, Massachusetts: { militiaUnderground: 3 }, Quebec: { warPartyUnderground: 2 } } }), ev('patriots', 'unshaded'));
    refusedBecause(s, choose('patriots', 'british'), '5.1', `${EB} has the Patriots choose the Patriots or the Indians, not the British`);
  });

  it('1.4.3 only Underground pieces; 5.1 one at a time; 5.1.3 a piece there', () => {
    const s = bancroft();
    expect(pending(s)!.kind).toBe('event');
    refusedBecause(s, { faction: 'patriots', type: 'activate', space: 'Boston', piece: 'militiaActive', count: 1 }, '1.4.3', `${EB} Activates two Underground Militia: Active Militia are Active already, and only Underground pieces are Activated`);
    refusedBecause(s, { faction: 'patriots', type: 'activate', space: 'Massachusetts', piece: 'militiaUnderground', count: 2 }, '5.1', `${EB} Activates two Underground Militia, one at a time (count 1), not 2`);
    refusedBecause(s, { faction: 'patriots', type: 'activate', space: 'NewYork', piece: 'militiaUnderground', count: 1 }, '5.1.3', `${EB} Activates two Underground Militia: there is no Underground Militia in New York`);
  });
});

describe('relocate (5.1, 5.1.3)', () => {
  /** #55 shaded, the French executing: four of six British Regulars to the West Indies (Boston 2, New York 3, Pennsylvania 1). */
  const navy = (): GameState => play(at(55, 'french', { pieces: { Boston: { britishRegular: 2 }, NewYork: { britishRegular: 3 }, Pennsylvania: { britishRegular: 1 } } }), ev('french', 'shaded'));
  const FN = '#55 French Navy Dominates Caribbean (shaded)';

  it('5.1 the destination, one piece at a time; 5.1.3 a piece there, and the count within reach', () => {
    const s = navy();
    refusedBecause(s, move('french', 'Boston', 'NewYorkCity', 'britishRegular'), '5.1', `${FN} moves four British Regulars to the West Indies, not to New York City`);
    refusedBecause(s, move('french', 'Boston', 'WestIndies', 'britishRegular', 2), '5.1', `${FN} moves four British Regulars to the West Indies, one piece at a time (count 1), not 2`);
    refusedBecause(s, move('french', 'QuebecCity', 'WestIndies', 'britishRegular'), '5.1.3', `${FN} moves four British Regulars to the West Indies: there is no British Regular in Quebec City`);
    refusedBecause(s, move('french', 'Pennsylvania', 'WestIndies', 'britishRegular'), '5.1.3', `${FN} moves four British Regulars to the West Indies: a British Regular from Pennsylvania now would leave pieces the text moves out of reach in the canonical order (docs/actions.md)`);
  });
});

describe('fni (1.9)', () => {
  it('1.9 the Squadron raised by the text Blockades a City', () => {
    const s = play(at(34, 'patriots', { treaty: true, fni: 0 }, (d) => {
      d.unavailable.squadron -= 1;
      d.spaces.WestIndies.squadrons = 1;
    }), ev('patriots', 'shaded'));
    refusedBecause(s, { faction: 'french', type: 'placeBlockade', space: 'Massachusetts' }, '1.9', '#34 Lord Sandwich, First Lord of the Admiralty (shaded) raises FNI: the Squadron Blockades a City, and Massachusetts is not one');
  });
});

describe('a described filter and replace (#76; 5.1, 5.1.3)', () => {
  /** #76 unshaded, the British executing: a Province with Militia, three of them to become Tories. */
  const hand = (): GameState =>
    play(
      at(76, 'british', {
        pieces: { Boston: { militiaUnderground: 1 }, Massachusetts: { militiaUnderground: 3 }, NewYork: { militiaUnderground: 2, militiaActive: 2 }, Virginia: { militiaActive: 1 } },
      }),
      ev('british', 'unshaded'),
    );
  const EH = '#76 Edward Hand Raids into Indian Country (unshaded)';

  it('5.1 the condition that fails: not a Province, no Militia; 5.1.3 a Province where fewer Militia can go', () => {
    const s = hand();
    expect(legalActions(s)).toEqual([sel('british', 'Massachusetts'), sel('british', 'NewYork')]);
    refusedBecause(s, sel('british', 'Boston'), '5.1', `${EH} asks for: Province with Militia; Boston is not a Province`);
    refusedBecause(s, sel('british', 'Pennsylvania'), '5.1', `${EH} asks for: Province with Militia; Pennsylvania has no Militia`);
    refusedBecause(s, sel('british', 'Virginia'), '5.1.3', `${EH} must do as much of its text as it can: the selection starting with Virginia does less of it than another`);
  });

  it('5.1 the space and the kinds the text names', () => {
    // The first Underground Militia goes at once (the only choice keeping three within reach, 5.1.3).
    const s = play(hand(), sel('british', 'NewYork'));
    expect(legalActions(s)).toEqual([
      { faction: 'british', type: 'replace', space: 'NewYork', piece: 'militiaUnderground' },
      { faction: 'british', type: 'replace', space: 'NewYork', piece: 'militiaActive' },
    ]);
    refusedBecause(s, { faction: 'british', type: 'replace', space: 'Massachusetts', piece: 'militiaUnderground' }, '5.1', `${EH} replaces three Underground Militia or Active Militia (each by one Tory) in New York only: Massachusetts is not one of them`);
    refusedBecause(s, { faction: 'british', type: 'replace', space: 'NewYork', piece: 'continental' }, '5.1', `${EH} replaces three Underground Militia or Active Militia (each by one Tory), not Continental`);
  });
});

describe('moveAdjacent (#88; 5.1, 1.4.2)', () => {
  /** #88, the Indians executing: War Parties sharing New Hampshire and Massachusetts with the British. */
  const foggy = (): GameState =>
    play(at(88, 'indians', { pieces: { NewHampshire: { warPartyUnderground: 1, britishRegular: 1 }, Massachusetts: { warPartyUnderground: 1, britishRegular: 1 } } }), ev('indians', 'unshaded'));
  const FG = '#88 “If it hadn’t been so foggy…” (unshaded)';
  const WP = 'Underground War Parties or Active War Parties';

  it('5.1 the origins and adjacency; 1.4.2 no War Party in a City', () => {
    const s = foggy();
    refusedBecause(s, move('indians', 'NewYork', 'Massachusetts', 'warPartyUnderground'), '5.1', `${FG} moves ${WP} into adjacent spaces from New Hampshire, Massachusetts only: New York is not one of them`);
    refusedBecause(s, move('indians', 'Massachusetts', 'Georgia', 'warPartyUnderground'), '5.1', `${FG} moves ${WP} into adjacent spaces: Georgia is not adjacent to Massachusetts`);
    refusedBecause(s, move('indians', 'Massachusetts', 'Boston', 'warPartyUnderground'), '1.4.2', 'no Underground War Parties stand in a City, and Boston is one');
  });

  it('5.1 each piece moves once: one arriving in an origin stays', () => {
    const withActive = play(at(88, 'indians', { pieces: { NewHampshire: { warPartyUnderground: 1, britishRegular: 1 }, Massachusetts: { warPartyUnderground: 1, warPartyActive: 1, britishRegular: 1 } } }), ev('indians', 'unshaded'));
    const s = play(withActive, move('indians', 'NewHampshire', 'Massachusetts', 'warPartyUnderground'), move('indians', 'Massachusetts', 'ConnecticutRhodeIsland', 'warPartyUnderground'));
    expect(s.spaces.Massachusetts.pieces.warPartyUnderground).toBe(1);
    refusedBecause(s, move('indians', 'Massachusetts', 'NewYork', 'warPartyUnderground'), '5.1', `${FG} moves ${WP} into adjacent spaces, each piece once: the Underground War Parties in Massachusetts when it began have moved, and those arriving since stay`);
  });
});

describe('described card filters name the failing condition (5.1)', () => {
  it('#1 unshaded: a map space with a British piece', () => {
    const s = play(at(1, 'patriots', { pieces: { Boston: { britishRegular: 1, continental: 1 }, NewYork: { britishRegular: 1, continental: 1 }, WestIndies: { britishRegular: 1 } } }), ev('patriots', 'unshaded'));
    const WM = '#1 Waxhaws Massacre (unshaded) asks for: space with British;';
    refusedBecause(s, sel('patriots', 'WestIndies'), '5.1', `${WM} the West Indies is not on the map`);
    refusedBecause(s, sel('patriots', 'Virginia'), '5.1', `${WM} Virginia has no British piece`);
  });

  it('#11 shaded: on the map, Rebellion Control, a Patriot piece, room for the Fort', () => {
    const s = play(
      at(11, 'patriots', {
        pieces: { Boston: { continental: 1 }, Virginia: { militiaUnderground: 3, britishFort: 2 }, NorthCarolina: { britishRegular: 1, militiaUnderground: 1 }, Georgia: { frenchRegular: 1 } },
      }, (d) => void (d.treatyOfAlliance = true)),
      ev('patriots', 'shaded'),
    );
    const TK = '#11 Thaddeus Kosciuszko, Expert Engineer (shaded) asks for: Patriot Controlled space;';
    expect(legalActions(s)).toContainEqual(sel('patriots', 'Boston'));
    refusedBecause(s, sel('patriots', 'WestIndies'), '5.1', `${TK} the West Indies is not on the map`);
    refusedBecause(s, sel('patriots', 'NorthCarolina'), '5.1', `${TK} North Carolina is not under Rebellion Control`);
    refusedBecause(s, sel('patriots', 'Georgia'), '5.1', `${TK} Georgia has no Patriot piece`);
    refusedBecause(s, sel('patriots', 'Virginia'), '5.1', `${TK} Virginia has no room for a Patriot Fort (two Forts or Villages stand there)`);
  });

  it('#48 shaded: a British Regular and a unit of the named Faction', () => {
    const s = play(
      at(48, 'patriots', { pieces: { Boston: { britishRegular: 1, continental: 1 }, NewYork: { britishRegular: 1, frenchRegular: 1 }, NewJersey: { britishRegular: 1, militiaActive: 1 }, Pennsylvania: { britishRegular: 1, continental: 1 }, Georgia: { britishRegular: 1, militiaActive: 1 }, Virginia: { continental: 2 } } }, (d) => void (d.treatyOfAlliance = true)),
      ev('patriots', 'shaded'),
      choose('patriots', 'patriots'),
    );
    const GS = '#48 God Save the King (shaded) asks for: space with British Regulars;';
    refusedBecause(s, sel('patriots', 'Virginia'), '5.1', `${GS} Virginia has no British Regular`);
    refusedBecause(s, sel('patriots', 'NewYork'), '5.1', `${GS} New York has no unit of the Patriots`);
  });

  it('#77 both sides: British and Indian pieces, and a Province for the shaded text', () => {
    const pieces = { Quebec: { britishRegular: 1, warPartyUnderground: 1 }, Northwest: { britishRegular: 1, warPartyUnderground: 1 }, Boston: { britishRegular: 1 }, Virginia: { warPartyUnderground: 1 }, QuebecCity: { tory: 1 } };
    const un = play(at(77, 'indians', { pieces }), ev('indians', 'unshaded'));
    const BU = '#77 General Burgoyne Cracks Down (unshaded) asks for: space with British and Indian pieces;';
    refusedBecause(un, sel('indians', 'WestIndies'), '5.1', `${BU} the West Indies is not on the map`);
    refusedBecause(un, sel('indians', 'Virginia'), '5.1', `${BU} Virginia has no British piece`);
    refusedBecause(un, sel('indians', 'Boston'), '5.1', `${BU} Boston has no Indian piece`);
    const more = { ...pieces, NewYork: { britishRegular: 1, warPartyUnderground: 1 }, Pennsylvania: { tory: 1, village: 1 } };
    const sh = play(at(77, 'patriots', { pieces: more }), ev('patriots', 'shaded'));
    refusedBecause(sh, sel('patriots', 'QuebecCity'), '5.1', '#77 General Burgoyne Cracks Down (shaded) asks for: Province with British and Indian pieces; Quebec City is not a Province');
  });

  it('#86 unshaded: Massachusetts, or a War Party or Village', () => {
    const s = play(at(86, 'patriots', { pieces: { Massachusetts: { militiaUnderground: 1 }, Quebec: { warPartyUnderground: 1, militiaUnderground: 1 }, Virginia: { militiaUnderground: 1 } } }), ev('patriots', 'unshaded'));
    refusedBecause(s, sel('patriots', 'Virginia'), '5.1', '#86 Stockbridge Indians (unshaded) asks for: Massachusetts or a space with an Indian piece; Virginia is not Massachusetts and has no War Party or Village');
  });

  it('#92: a Fort or Village of the executing Faction', () => {
    const s = play(at(92, 'british', { pieces: { Quebec: { britishFort: 1 }, NewYork: { britishFort: 1 }, Northwest: { village: 1 } } }), ev('british', 'unshaded'));
    refusedBecause(s, sel('british', 'Northwest'), '5.1', '#92 Cherokees Supplied by the British (unshaded) asks for: space where you have a Fort or Village; Northwest has no British Fort');
  });

  it('#93 unshaded: a Colony next to an Indian Reserve', () => {
    const s = play(at(93, 'indians', {}), ev('indians', 'unshaded'));
    const WY = '#93 Wyoming Massacre (unshaded) asks for: Colony adjacent to an Indian Reserve;';
    refusedBecause(s, sel('indians', 'Boston'), '5.1', `${WY} Boston is not a Colony`);
    refusedBecause(s, sel('indians', 'Massachusetts'), '5.1', `${WY} Massachusetts is not adjacent to an Indian Reserve Province`);
  });
});

describe('more described card filters (5.1)', () => {
  const asks = (label: string, what: string): string => `${label} asks for: ${what};`;

  it('#13 shaded: a map space with Militia', () => {
    const s = play(at(13, 'patriots', { pieces: { Boston: { militiaUnderground: 1 }, Virginia: { militiaActive: 1 } } }), ev('patriots', 'shaded'));
    refusedBecause(s, sel('patriots', 'Georgia'), '5.1', `${asks('#13 "...the origin of all our misfortunes" (shaded)', 'space with Militia')} Georgia has no Militia`);
  });

  it('#16 unshaded, #19 shaded, #46 unshaded: a map space for the piece', () => {
    const s16 = play(at(16, 'british', {}), ev('british', 'unshaded'));
    refusedBecause(s16, sel('british', 'WestIndies'), '5.1', `${asks('#16 Mercy Warren’s “The Motley Assembly” (unshaded)', 'space for a Tory')} the West Indies is not on the map`);
    const s19 = play(at(19, 'patriots', {}), ev('patriots', 'shaded'));
    refusedBecause(s19, sel('patriots', 'WestIndies'), '5.1', `${asks('#19 Legend of Nathan Hale (shaded)', 'space for a Militia')} the West Indies is not on the map`);
    const s46 = play(at(46, 'british', {}), ev('british', 'unshaded'));
    refusedBecause(s46, sel('british', 'WestIndies'), '5.1', `${asks('#46 Edmund Burke on Conciliation (unshaded)', 'space')} the West Indies is not on the map`);
  });

  it('#23 unshaded: a Carolina with Patriot units, then a Province next to it', () => {
    const s = play(at(23, 'patriots', { pieces: { NorthCarolina: { continental: 1 }, SouthCarolina: { militiaActive: 1 } } }), ev('patriots', 'unshaded'), choose('patriots', 'british'));
    const FM = '#23 Lieutenant Colonel Francis Marion (unshaded)';
    refusedBecause(s, sel('british', 'Virginia'), '5.1', `${asks(FM, 'North Carolina or South Carolina')} Virginia is not North Carolina or South Carolina`);
    const next = play(s, sel('british', 'NorthCarolina'));
    refusedBecause(next, sel('british', 'Norfolk'), '5.1', `${asks(FM, 'adjacent Province')} Norfolk is not a Province`);
    refusedBecause(next, sel('british', 'Georgia'), '5.1', `${asks(FM, 'adjacent Province')} Georgia is not adjacent to North Carolina`);
  });

  it('#24 shaded: a map space for a Militia; room for the Patriot Fort', () => {
    const s = play(at(24, 'patriots', { pieces: { Virginia: { britishFort: 2, militiaUnderground: 3 } } }), ev('patriots', 'shaded'));
    const DI = '#24 Declaration of Independence (shaded)';
    refusedBecause(s, sel('patriots', 'WestIndies'), '5.1', `${asks(DI, 'space for a Militia')} the West Indies is not on the map`);
    const fort = play(s, done('patriots'));
    refusedBecause(fort, sel('patriots', 'Virginia'), '5.1', `${asks(DI, 'space for a Patriot Fort')} Virginia has no room for a Patriot Fort: two Forts or Villages stand there`);
  });

  it('#28 unshaded: a map space with Militia', () => {
    const s = play(at(28, 'british', { pieces: { Boston: { militiaActive: 2 }, Virginia: { militiaUnderground: 2 } } }), ev('british', 'unshaded'));
    refusedBecause(s, sel('british', 'Georgia'), '5.1', `${asks('#28 Battle of Moore’s Creek Bridge (unshaded)', 'space with Militia')} Georgia has no Militia`);
  });

  it('#30 unshaded: British Control and a British Regular', () => {
    const s = play(
      at(30, 'british', { pieces: { Boston: { britishRegular: 2 }, NewYork: { britishRegular: 2 }, Virginia: { britishRegular: 1, militiaUnderground: 3 }, Georgia: { tory: 2 } } }),
      ev('british', 'unshaded'),
    );
    const HE = asks('#30 Hessians (unshaded)', 'British Controlled space with British Regulars');
    refusedBecause(s, sel('british', 'Virginia'), '5.1', `${HE} Virginia is not under British Control`);
    refusedBecause(s, sel('british', 'Georgia'), '5.1', `${HE} Georgia has no British Regular`);
  });

  it('#43 unshaded: a map space with a British Regular', () => {
    const s = play(at(43, 'british', { pieces: { Boston: { britishRegular: 1 }, NewYork: { britishRegular: 1 }, Georgia: { tory: 1 } } }), ev('british', 'unshaded'));
    refusedBecause(s, sel('british', 'Georgia'), '5.1', `${asks('#43 HMS Russian Merchant with 4,000 Muskets (unshaded)', 'space with a British Regular')} Georgia has no British Regular`);
  });

  it('#58 shaded: one of the three spaces, with Tories left', () => {
    const s = play(at(58, 'french', { pieces: { NewYork: { tory: 2 }, Quebec: { tory: 2 }, Virginia: { militiaUnderground: 14 } } }), ev('french', 'shaded'));
    const ML = asks('#58 Marquis de Lafayette Arrives in Colonies (shaded)', 'space whose Tories are replaced next');
    refusedBecause(s, sel('french', 'Virginia'), '5.1', `${ML} Virginia is not New York, Quebec or Northwest`);
    refusedBecause(s, sel('french', 'Northwest'), '5.1', `${ML} Northwest has no Tory left`);
  });

  it('#59 unshaded: a map space with Continentals or French Regulars', () => {
    const s = play(at(59, 'british', { pieces: { Boston: { continental: 1 }, Virginia: { continental: 1 } } }), ev('british', 'unshaded'));
    refusedBecause(s, sel('british', 'Georgia'), '5.1', `${asks('#59 Tronson de Coudray Arrives in America (unshaded)', 'space with Continentals or French Regulars')} Georgia has no Continental or French Regular`);
  });

  it('#74 shaded: a map space with War Parties or Militia', () => {
    const s = play(at(74, 'patriots', { pieces: { Quebec: { warPartyUnderground: 1 }, Virginia: { militiaActive: 1 }, Georgia: { militiaActive: 1 } } }), ev('patriots', 'shaded'));
    refusedBecause(s, sel('patriots', 'Boston'), '5.1', `${asks('#74 Chickasaw Ally with the British (shaded)', 'space with War Parties or Militia')} Boston has no War Party or Militia`);
  });

  it('#78 shaded: a map space with a Tory or an Indian piece', () => {
    const tories = { Boston: { tory: 1 }, NewYork: { tory: 1 }, Quebec: { warPartyUnderground: 1 }, Northwest: { village: 1 }, Georgia: { tory: 1 } };
    const s = play(at(78, 'patriots', { pieces: tories }), ev('patriots', 'shaded'));
    refusedBecause(s, sel('patriots', 'Virginia'), '5.1', `${asks('#78 Cherry Valley Destroyed by Tories (shaded)', 'space with a Tory or an Indian piece')} Virginia has no Tory, War Party or Village`);
  });

  it('#80 unshaded: a map space with pieces of the named Faction', () => {
    const s = play(at(80, 'indians', { pieces: { Boston: { continental: 2 }, NewYork: { militiaActive: 2 }, Virginia: { militiaUnderground: 2 } } }), ev('indians', 'unshaded'));
    expect(pending(s)).toMatchObject({ faction: 'patriots' });
    refusedBecause(s, sel('patriots', 'Georgia'), '5.1', `${asks('#80 Confusion Allows Slaves to Escape (unshaded)', 'space with its own pieces')} Georgia has no piece of the Patriots`);
  });

  it('#90 unshaded: room for a friendly Fort or Village Available', () => {
    const s = play(at(90, 'patriots', { pieces: { Virginia: { britishFort: 2, militiaUnderground: 3 } } }), ev('patriots', 'unshaded'));
    refusedBecause(
      s,
      sel('patriots', 'Virginia'),
      '5.1',
      `${asks('#90 “The World Turned Upside Down” (unshaded)', 'space for a friendly Fort or Village')} Virginia has no room for any friendly Fort or Village Available (at most two Forts and Villages in a space, no Village in a City)`,
    );
  });
});
