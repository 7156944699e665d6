/**
 * Refusals of the Indian Commands (Gather 3.4.1, March 3.4.2, Scout 3.4.3, Raid 3.4.4), Special
 * Activities (Trade 4.4.1, War Path 4.4.2, Plunder 4.4.3) and the British choice of a Blockade as FNI
 * drops (1.9), each with its rule and failing condition (issue #20).
 */
import { describe, it } from 'vitest';
import { type GameState } from '../../src/index';
import { arrange, as, blockade, lead, play, position, type Layout } from '../../src/testing';
import { refusedBecause } from './helpers';

const I = 'indians' as const;
const indians = as(I);

/** An empty map with these pieces (Resources 5 each unless `resources`), then the recipe. */
const board = (pieces: Layout, recipe: Parameters<typeof arrange>[1] = () => {}, resources: number | Partial<Record<'british' | 'patriots' | 'french' | 'indians', number>> = 5): GameState =>
  position({ resources, pieces }, recipe);

/** The Indians 1st Eligible on that board, in `command`. */
const inCommand = (command: 'gather' | 'march' | 'scout' | 'raid', pieces: Layout, recipe: Parameters<typeof arrange>[1] = () => {}, resources?: Parameters<typeof board>[2]): GameState =>
  indians.choose(board(pieces, recipe, resources), command);

describe('3.4.1 Gather', () => {
  it('1.4.2 Provinces only; 3.4.1 not at Active Support or Opposition', () => {
    const s = inCommand('gather', { Virginia: { warPartyUnderground: 1 } }, (d) => (d.spaces.Virginia.support = -2));
    refusedBecause(s, { faction: I, type: 'selectSpace', space: 'Boston' }, '1.4.2', 'Boston is a City: Indian pieces never occupy a City, and Gather selects Provinces');
    refusedBecause(s, { faction: I, type: 'selectSpace', space: 'WestIndies' }, '1.4.2', 'Indian pieces never occupy the West Indies: Gather selects Provinces');
    refusedBecause(s, { faction: I, type: 'selectSpace', space: 'Virginia' }, '3.4.1', 'Virginia is at Active Opposition: Gather selects Provinces at Neutral or Passive Support or Opposition');
  });

  it('3.4.1 one Resource a Province; only the first Indian Reserve Province is free', () => {
    const s = inCommand('gather', {}, () => {}, 0);
    refusedBecause(s, { faction: I, type: 'selectSpace', space: 'Virginia' }, '3.4.1', 'each Gather Province outside the Indian Reserves costs 1 Resource and the Indians have 0');
    const t = play(s, { faction: I, type: 'selectSpace', space: 'Quebec' }, { faction: I, type: 'place', space: 'Quebec', piece: 'warParty' });
    refusedBecause(t, { faction: I, type: 'selectSpace', space: 'Northwest' }, '3.4.1', 'a second Indian Reserve Province (only the first is free) costs 1 Resource and the Indians have 0');
  });

  it('3.4.1 a Village replaces two War Parties; 1.4.2 two Forts or Villages at most', () => {
    const s = play(inCommand('gather', { Virginia: { warPartyUnderground: 1 }, Georgia: { warPartyActive: 2, village: 1, patriotFort: 1 } }), { faction: I, type: 'selectSpace', space: 'Virginia' });
    refusedBecause(s, { faction: I, type: 'place', space: 'Virginia', piece: 'village', option: 'warPartyUnderground+warPartyUnderground' }, '3.4.1', 'a Village replaces two War Parties, and Virginia has 1');
    refusedBecause(s, { faction: I, type: 'selectSpace', space: 'Georgia' }, '3.4.1', 'the Gather is resolving Virginia: place a War Party or build a Village there first');
    const g = play(s, { faction: I, type: 'place', space: 'Virginia', piece: 'warParty' }, { faction: I, type: 'selectSpace', space: 'Georgia' });
    refusedBecause(g, { faction: I, type: 'place', space: 'Georgia', piece: 'village', option: 'warPartyActive+warPartyActive' }, '1.4.2', 'Georgia already holds two Forts or Villages');
  });

  it('1.4.1 from the map only when none is Available; 1.10 the Leader placed only when Available', () => {
    const s = play(inCommand('gather', { Virginia: { warPartyUnderground: 1 }, Georgia: { warPartyUnderground: 1 } }, (d) => lead(d, 'indians', 'Georgia')), { faction: I, type: 'selectSpace', space: 'Virginia' });
    refusedBecause(s, { faction: I, type: 'place', space: 'Virginia', piece: 'warParty', from: 'Georgia' }, '1.4.1', 'War Parties are taken from the map only when none is Available');
    refusedBecause(s, { faction: I, type: 'place', space: 'Virginia', piece: 'warParty', option: 'leader' }, '1.10', 'only an Available Leader is placed along with a piece, and Joseph Brant stands in Georgia');
  });

  it('3.4.1 War Parties gather in only at a Village, from adjacent Provinces; up to Villages plus one placed', () => {
    const s = play(inCommand('gather', { Virginia: { warPartyUnderground: 1 }, Georgia: { warPartyUnderground: 2 }, SouthCarolina: { village: 1 } }), { faction: I, type: 'selectSpace', space: 'Virginia' });
    refusedBecause(s, { faction: I, type: 'move', from: 'NorthCarolina', to: 'Virginia', piece: 'warPartyUnderground', count: 1 }, '3.4.1', 'War Parties gather in and flip Underground only at a Village, and there is none in Virginia');
    const v = play(s, { faction: I, type: 'place', space: 'Virginia', piece: 'warParty' }, { faction: I, type: 'selectSpace', space: 'SouthCarolina' });
    refusedBecause(v, { faction: I, type: 'move', from: 'Virginia', to: 'SouthCarolina', piece: 'warPartyUnderground', count: 1 }, '3.4.1', 'War Parties gather from adjacent Provinces, and Virginia is not one next to South Carolina');
    refusedBecause(v, { faction: I, type: 'move', from: 'Georgia', to: 'SouthCarolina', piece: 'warPartyUnderground', count: 3 }, '3.4.1', 'Georgia has 2 Underground War Parties that can still move (no War Party moves twice in a Command), not 3');
    const p = play(v, { faction: I, type: 'place', space: 'SouthCarolina', piece: 'warParty' }, { faction: I, type: 'place', space: 'SouthCarolina', piece: 'warParty' });
    refusedBecause(p, { faction: I, type: 'place', space: 'SouthCarolina', piece: 'warParty' }, '3.4.1', 'at a Village Gather places up to one War Party more than the Villages there: 2 placed in South Carolina, the most');
    refusedBecause(p, { faction: I, type: 'flip', space: 'SouthCarolina' }, '3.4.1', 'the Gather is placing War Parties at the Village in South Carolina: gathering War Parties in is the other choice, not both');
  });
});

describe('3.4.1 Gather: Cornplanter, the Leader, the order of moves', () => {
  it('1.10 where Cornplanter stands a Village replaces one War Party', () => {
    const s = play(inCommand('gather', { Virginia: { warPartyUnderground: 1 } }, (d) => lead(d, 'Cornplanter', 'Virginia')), { faction: I, type: 'selectSpace', space: 'Virginia' });
    refusedBecause(s, { faction: I, type: 'place', space: 'Virginia', piece: 'village', option: 'warPartyUnderground+warPartyActive' }, '1.10', 'where Cornplanter stands a Village replaces one War Party, not 2');
  });

  it('3.4.1 a Village replaces War Parties that are there; 1.4.1 from the map only when none is Available', () => {
    const s = play(inCommand('gather', { Virginia: { warPartyUnderground: 2 }, Georgia: { village: 1 } }), { faction: I, type: 'selectSpace', space: 'Virginia' });
    refusedBecause(s, { faction: I, type: 'place', space: 'Virginia', piece: 'village', option: 'warPartyUnderground+warPartyActive' }, '3.4.1', 'Virginia has 0 Active War Parties: 1 Active War Party cannot be replaced');
    refusedBecause(s, { faction: I, type: 'place', space: 'Virginia', piece: 'village', from: 'Georgia', option: 'warPartyUnderground+warPartyUnderground' }, '1.4.1', 'a Village is taken from the map only when none is Available');
    refusedBecause(s, { faction: I, type: 'place', space: 'Virginia', piece: 'militia' }, '3.4.1', "Gather places a War Party (piece 'warParty') or a Village, not Militia");
  });

  it('3.4.1 moves in map order; 1.10 the Leader with the first War Parties out of his space', () => {
    const s = play(
      inCommand('gather', { SouthCarolina: { village: 1 }, NorthCarolina: { warPartyUnderground: 2, warPartyActive: 1 }, Georgia: { warPartyUnderground: 1 } }, (d) => lead(d, 'indians', 'NorthCarolina')),
      { faction: I, type: 'selectSpace', space: 'SouthCarolina' },
      { faction: I, type: 'move', from: 'NorthCarolina', to: 'SouthCarolina', piece: 'warPartyActive', count: 1 },
    );
    refusedBecause(s, { faction: I, type: 'move', from: 'NorthCarolina', to: 'SouthCarolina', piece: 'warPartyUnderground', count: 1 }, '3.4.1', 'War Parties gathering in are given in map order of their spaces, Underground before Active, each space and kind once (docs/actions.md)');
    refusedBecause(s, { faction: I, type: 'move', from: 'Georgia', to: 'SouthCarolina', piece: 'warPartyUnderground', count: 1, option: 'leader' }, '1.10', 'Joseph Brant goes along only with units leaving his space, and he stands in North Carolina, not in Georgia');
    refusedBecause(s, { faction: I, type: 'done' }, '3.4.1', 'War Parties gathered into South Carolina: flip all War Parties there Underground first (flip)');
    refusedBecause(s, { faction: I, type: 'place', space: 'SouthCarolina', piece: 'warParty' }, '3.4.1', 'War Parties gathered into South Carolina: nothing is placed there as well');
  });
});

describe('3.4.2 March', () => {
  it('1.4.2 Provinces only; 3.4.2 War Parties next door that have not moved', () => {
    const s = inCommand('march', { Virginia: { warPartyUnderground: 2 } });
    refusedBecause(s, { faction: I, type: 'selectSpace', space: 'Norfolk' }, '1.4.2', 'Norfolk is a City: Indian pieces never occupy a City, and March destinations are Provinces');
    refusedBecause(s, { faction: I, type: 'selectSpace', space: 'Georgia' }, '3.4.2', 'no Province next to Georgia holds War Parties that have not moved in this March');
  });

  it('3.4.2 each destination costs 1 Resource unless reached only from Indian Reserves', () => {
    const s = inCommand('march', { Virginia: { warPartyUnderground: 2 }, Quebec: { warPartyUnderground: 1 }, Pennsylvania: { warPartyActive: 1 } }, () => {}, { indians: 0 });
    refusedBecause(
      s,
      { faction: I, type: 'selectSpace', space: 'NorthCarolina' },
      '3.4.2',
      'each destination costs 1 Resource, the first reached only from Indian Reserves excepted, and the Indians have 0: no Indian Reserve next to North Carolina holds War Parties that may move',
    );
    const q = play(s, { faction: I, type: 'selectSpace', space: 'NewYork' });
    refusedBecause(
      q,
      { faction: I, type: 'move', from: 'Pennsylvania', to: 'NewYork', piece: 'warPartyActive', count: 1 },
      '3.4.2',
      'the Indians have 0 Resources: New York can only be the free destination, reached only from Indian Reserves, and Pennsylvania is not one',
    );
    refusedBecause(
      q,
      { faction: I, type: 'move', from: 'Pennsylvania', to: 'NewYork', piece: 'warPartyUnderground', count: 1 },
      '3.4.2',
      'Pennsylvania has no Underground War Party that can still move (no War Party moves twice in a Command)',
    );
  });

  it('3.4.2 a group travels together; each destination receives a group before the next', () => {
    const s = play(inCommand('march', { Virginia: { warPartyUnderground: 2, warPartyActive: 1 } }), { faction: I, type: 'selectSpace', space: 'NorthCarolina' });
    refusedBecause(s, { faction: I, type: 'selectSpace', space: 'Pennsylvania' }, '3.4.2', 'no War Party has entered North Carolina yet: at least one group must March into each destination');
    refusedBecause(s, { faction: I, type: 'move', from: 'Virginia', to: 'Pennsylvania', piece: 'warPartyUnderground', count: 1 }, '3.4.2', 'War Parties move now into North Carolina, the destination selected');
    refusedBecause(s, { faction: I, type: 'move', from: 'Georgia', to: 'NorthCarolina', piece: 'warPartyUnderground', count: 1 }, '3.4.2', 'War Parties March into an adjacent Province, and Georgia is not one next to North Carolina');
    const g = play(s, { faction: I, type: 'move', from: 'Virginia', to: 'NorthCarolina', piece: 'warPartyActive', count: 1 });
    refusedBecause(g, { faction: I, type: 'move', from: 'Virginia', to: 'NorthCarolina', piece: 'warPartyUnderground', count: 1 }, '3.4.2', 'War Parties going from Virginia to North Carolina travel together as one group, and that group has moved (a group gives its Underground War Parties, then its Active ones)');
  });

  it('3.4.2 a destination first; no War Parties but War Parties March', () => {
    const s = inCommand('march', { Virginia: { warPartyUnderground: 2, militiaActive: 1 } });
    refusedBecause(s, { faction: I, type: 'move', from: 'Virginia', to: 'NorthCarolina', piece: 'warPartyUnderground', count: 1 }, '3.4.2', 'select a destination first');
    const d = play(s, { faction: I, type: 'selectSpace', space: 'NorthCarolina' });
    refusedBecause(d, { faction: I, type: 'done' }, '3.4.2', 'no War Party has entered North Carolina yet: at least one group must March into each destination');
    refusedBecause(d, { faction: I, type: 'move', from: 'Virginia', to: 'NorthCarolina', piece: 'militiaActive', count: 1 }, '3.4.2', 'March moves War Parties (Underground or Active), not Active Militia');
  });

  it('1.10 the Leader goes along only from his space', () => {
    const s = play(inCommand('march', { Virginia: { warPartyUnderground: 2 }, Georgia: { warPartyUnderground: 1 } }, (d) => lead(d, 'indians', 'Georgia')), { faction: I, type: 'selectSpace', space: 'NorthCarolina' });
    refusedBecause(s, { faction: I, type: 'move', from: 'Virginia', to: 'NorthCarolina', piece: 'warPartyUnderground', count: 1, option: 'leader' }, '1.10', 'Joseph Brant goes along only with units leaving his space, and he stands in Georgia, not in Virginia');
  });

  it('1.10 a Leader moves once per Command', () => {
    const s = play(
      inCommand('march', { Virginia: { warPartyUnderground: 1 }, NorthCarolina: { warPartyUnderground: 1 } }, (d) => lead(d, 'indians', 'Virginia')),
      { faction: I, type: 'selectSpace', space: 'NorthCarolina' },
      { faction: I, type: 'move', from: 'Virginia', to: 'NorthCarolina', piece: 'warPartyUnderground', count: 1, option: 'leader' },
      { faction: I, type: 'selectSpace', space: 'SouthCarolina' },
    );
    refusedBecause(s, { faction: I, type: 'move', from: 'NorthCarolina', to: 'SouthCarolina', piece: 'warPartyUnderground', count: 1, option: 'leader' }, '1.10', 'Joseph Brant already moved in this Command: a Leader moves once per Command');
  });
});

describe('3.4.3 Scout', () => {
  it('3.4.3 the origin has a War Party and a British Regular; both Factions pay', () => {
    const s = inCommand('scout', { Virginia: { warPartyUnderground: 1, britishRegular: 1 }, Georgia: { warPartyUnderground: 1, tory: 2 }, Pennsylvania: { britishRegular: 1 } });
    refusedBecause(s, { faction: I, type: 'selectSpace', space: 'Georgia' }, '3.4.3', "at least one British Regular must move with the Scout's War Parties, and there is none in Georgia");
    refusedBecause(s, { faction: I, type: 'selectSpace', space: 'Pennsylvania' }, '3.4.3', 'a Scout moves War Parties with British Regulars, and there is no War Party in Pennsylvania');
    const poor = indians.onTurn(board({ Virginia: { warPartyUnderground: 1, britishRegular: 1 } }, () => {}, { british: 0, indians: 5 }));
    refusedBecause(poor, indians.command('scout'), '3.4.3', 'Indians Scout can be executed in no space now: the British share of a Scout costs 1 Resource and the British have 0');
  });

  it('3.4.3 one group: War Parties first, at least one Regular, Tories up to the Regulars', () => {
    const s = play(inCommand('scout', { Virginia: { warPartyUnderground: 2, britishRegular: 1, tory: 2 } }), { faction: I, type: 'selectSpace', space: 'Virginia' });
    refusedBecause(s, { faction: I, type: 'move', from: 'Virginia', to: 'Norfolk', piece: 'warPartyUnderground', count: 1 }, '3.4.3', 'the group moves into a Province next to Virginia, and Norfolk is not one (Indian pieces never occupy Cities, 1.4.2)');
    refusedBecause(s, { faction: I, type: 'done' }, '3.4.3', 'the Scout group must include at least one War Party, and none has moved yet');
    const w = play(s, { faction: I, type: 'move', from: 'Virginia', to: 'NorthCarolina', piece: 'warPartyUnderground', count: 1 });
    refusedBecause(w, { faction: I, type: 'move', from: 'Virginia', to: 'Pennsylvania', piece: 'britishRegular', count: 1 }, '3.4.3', "all the Scout's pieces move as one group, into North Carolina where the first of them went");
    refusedBecause(w, { faction: I, type: 'move', from: 'Virginia', to: 'NorthCarolina', piece: 'tory', count: 1 }, '3.4.3', 'Tories move with the Scout only up to the number of British Regulars moving, and none moves yet');
    refusedBecause(w, { faction: I, type: 'done' }, '3.4.3', "at least one British Regular must move with the Scout's War Parties, and none has moved yet");
    const r = play(w, { faction: I, type: 'move', from: 'Virginia', to: 'NorthCarolina', piece: 'britishRegular', count: 1 });
    refusedBecause(r, { faction: I, type: 'move', from: 'Virginia', to: 'NorthCarolina', piece: 'tory', count: 2 }, '3.4.3', 'Tories move with the Scout only up to the number of British Regulars moving, 1');
  });

  it('3.4.3 kinds in order; 1.10 the British Leader follows only to the destination', () => {
    const s = play(inCommand('scout', { Virginia: { warPartyUnderground: 1, warPartyActive: 1, britishRegular: 2 } }, (d) => lead(d, 'Howe', 'Virginia')), { faction: I, type: 'selectSpace', space: 'Virginia' });
    refusedBecause(s, { faction: I, type: 'move', from: 'Virginia', to: 'NorthCarolina', piece: 'britishRegular', count: 1 }, '3.4.3', "the group's kinds are given in the order Underground War Parties, Active War Parties, British Regulars, Tories, each once (docs/actions.md): War Parties come first");
    refusedBecause(s, { faction: I, type: 'selectSpace', space: 'Georgia' }, '3.4.3', 'a Scout moves from one Province, and Virginia is selected: move its group now');
    const r = play(s, { faction: I, type: 'move', from: 'Virginia', to: 'NorthCarolina', piece: 'warPartyUnderground', count: 1 }, { faction: I, type: 'move', from: 'Virginia', to: 'NorthCarolina', piece: 'britishRegular', count: 1 });
    refusedBecause(r, { faction: I, type: 'move', from: 'Virginia', to: 'NorthCarolina', piece: 'warPartyActive', count: 1 }, '3.4.3', "the group's kinds are given in the order Underground War Parties, Active War Parties, British Regulars, Tories, each once (docs/actions.md)");
    const leader = play(r, { faction: I, type: 'done' });
    refusedBecause(leader, { faction: 'british', type: 'moveLeader', to: 'Georgia' }, '1.10', 'William Howe may only follow the British units to North Carolina, or stay in Virginia');
  });

  it('4.2.2 the Scout Skirmishes in its destination', () => {
    const s = play(
      inCommand('scout', { Virginia: { warPartyUnderground: 1, britishRegular: 2 }, NorthCarolina: { militiaUnderground: 1 } }),
      { faction: I, type: 'selectSpace', space: 'Virginia' },
      { faction: I, type: 'move', from: 'Virginia', to: 'NorthCarolina', piece: 'warPartyUnderground', count: 1 },
      { faction: I, type: 'move', from: 'Virginia', to: 'NorthCarolina', piece: 'britishRegular', count: 2 },
      { faction: I, type: 'done' },
    );
    refusedBecause(s, { faction: I, type: 'skirmish', space: 'Virginia', option: 'militiaActive' }, '3.4.3', 'the Scout Skirmishes in North Carolina, its destination, not in Virginia');
    refusedBecause(s, { faction: I, type: 'skirmish', space: 'NorthCarolina', option: 'continental' }, '4.2.2', 'in North Carolina the Skirmish may remove: Active Militia');
  });
});

describe('3.4.4 Raid', () => {
  it('3.4.4 Provinces at Opposition with an Underground War Party in or next to them', () => {
    const s = inCommand('raid', { Virginia: { warPartyUnderground: 1 }, Georgia: { warPartyActive: 1 } }, (d) => {
      d.spaces.Virginia.support = -1;
      d.spaces.Georgia.support = -1;
      d.spaces.NorthCarolina.support = 1;
    });
    refusedBecause(s, { faction: I, type: 'selectSpace', space: 'NorthCarolina' }, '3.4.4', 'North Carolina is at Passive Support: Raid selects Provinces at Opposition');
    refusedBecause(s, { faction: I, type: 'selectSpace', space: 'Georgia' }, '3.4.4', 'Raid needs an Underground War Party in Georgia or next to it, and there is none');
  });

  it('3.4.4 at most three Provinces, one War Party into each, before the Raid', () => {
    const provinces = ['Virginia', 'NorthCarolina', 'Pennsylvania', 'MarylandDelaware'] as const;
    let s = inCommand('raid', { Virginia: { warPartyUnderground: 2 }, NorthCarolina: { warPartyUnderground: 1 }, Pennsylvania: { warPartyUnderground: 1 }, MarylandDelaware: { warPartyUnderground: 1 } }, (d) => {
      for (const p of provinces) d.spaces[p].support = -1;
      d.spaces.SouthCarolina.support = -1;
    });
    s = play(s, ...provinces.slice(0, 3).map((space) => ({ faction: I, type: 'selectSpace' as const, space })));
    refusedBecause(s, { faction: I, type: 'selectSpace', space: 'MarylandDelaware' }, '3.4.4', 'a Raid selects at most three Provinces');
    refusedBecause(s, { faction: I, type: 'move', from: 'Virginia', to: 'SouthCarolina', piece: 'warPartyUnderground', count: 1 }, '3.4.4', 'a War Party moves into a Province the Raid selected (Virginia, North Carolina, Pennsylvania), and South Carolina is not one');
    refusedBecause(s, { faction: I, type: 'move', from: 'Virginia', to: 'NorthCarolina', piece: 'warPartyUnderground', count: 2 }, '3.4.4', 'at most one War Party moves into each Raid Province, not 2');
    const m = play(s, { faction: I, type: 'move', from: 'Virginia', to: 'NorthCarolina', piece: 'warPartyUnderground', count: 1 });
    refusedBecause(m, { faction: I, type: 'move', from: 'MarylandDelaware', to: 'Virginia', piece: 'warPartyUnderground', count: 1 }, '3.4.4', 'War Parties move into the Raid Provinces in the order they were selected (docs/actions.md), and North Carolina, selected after Virginia, has received one');
  });

  it('3.4.4 each Raid Province needs its own Underground War Party; no selection after a move', () => {
    const s = play(
      inCommand('raid', { Virginia: { warPartyUnderground: 1 } }, (d) => {
        d.spaces.NorthCarolina.support = -1;
        d.spaces.MarylandDelaware.support = -1;
      }),
      { faction: I, type: 'selectSpace', space: 'NorthCarolina' },
    );
    refusedBecause(s, { faction: I, type: 'selectSpace', space: 'MarylandDelaware' }, '3.4.4', 'each Raid Province needs its own Underground War Party to Activate, and North Carolina, Maryland-Delaware cannot all have one');
    const m = play(s, { faction: I, type: 'move', from: 'Virginia', to: 'NorthCarolina', piece: 'warPartyUnderground', count: 1 });
    refusedBecause(m, { faction: I, type: 'selectSpace', space: 'MarylandDelaware' }, '3.4.4', 'a War Party has moved into a Raid Province: no more Provinces may be selected');
  });

  it('3.4.4 the Raid needs an Underground War Party in each Province; one Resource each', () => {
    const s = play(inCommand('raid', { Virginia: { warPartyUnderground: 1 } }, (d) => (d.spaces.NorthCarolina.support = -2)), { faction: I, type: 'selectSpace', space: 'NorthCarolina' });
    refusedBecause(s, { faction: I, type: 'done' }, '3.4.4', 'each Raid Province Activates an Underground War Party, and North Carolina has none yet: move one in first');
    const poor = indians.onTurn(board({ Virginia: { warPartyUnderground: 1 } }, (d) => (d.spaces.Virginia.support = -1), { indians: 0 }));
    refusedBecause(poor, indians.command('raid'), '3.4.4', 'Indians Raid can be executed in no space now: each Raid Province costs 1 Resource and the Indians have 0');
  });
});

describe('4.4.1 Trade, 4.4.2 War Path, 4.4.3 Plunder', () => {
  it('4.4.1 Trade needs a Village and an Underground War Party; the British give what they have, within 50', () => {
    const layout: Layout = { Virginia: { warPartyUnderground: 2, village: 1 }, Georgia: { warPartyActive: 1, village: 1 } };
    const s = play(inCommand('march', layout), indians.activity('trade'));
    refusedBecause(s, { faction: I, type: 'trade', space: 'Georgia' }, '4.4.1', 'Trade needs a Village and an Underground War Party in Georgia: there is no Underground War Party');
    const t = play(s, { faction: I, type: 'trade', space: 'Virginia' });
    refusedBecause(t, { faction: 'british', type: 'transfer', value: 6 }, '4.4.1', 'the British have 5 Resources: they cannot transfer 6');
    const rich = play(inCommand('march', layout, () => {}, { british: 20, indians: 48 }), indians.activity('trade'), { faction: I, type: 'trade', space: 'Virginia' });
    refusedBecause(rich, { faction: 'british', type: 'transfer', value: 3 }, '1.8', 'the Indians have 48 Resources and hold at most 50: the British may transfer at most 2');
  });

  it('4.4.2 War Path needs Underground War Parties and Rebellion pieces; two War Parties for two units or a Fort', () => {
    const s = play(
      inCommand('march', { Virginia: { warPartyUnderground: 1, militiaActive: 2 }, Georgia: { warPartyActive: 1, militiaActive: 1 }, NorthCarolina: { warPartyUnderground: 1, patriotFort: 1 }, Pennsylvania: { warPartyUnderground: 1, tory: 1 } }),
      indians.activity('warPath'),
    );
    refusedBecause(s, { faction: I, type: 'warPath', space: 'Georgia', option: 'militiaActive' }, '4.4.2', 'War Path needs an Underground War Party in Georgia, and there is none');
    refusedBecause(s, { faction: I, type: 'warPath', space: 'Pennsylvania', option: 'militiaActive' }, '4.4.2', 'there are no Rebellion pieces in Pennsylvania for War Path to remove');
    refusedBecause(s, { faction: I, type: 'warPath', space: 'NorthCarolina', option: 'patriotFort+warPartyUnderground' }, '4.4.2', 'removing the Patriot Fort in North Carolina Activates two Underground War Parties, and there is 1');
    refusedBecause(
      s,
      { faction: I, type: 'warPath', space: 'Virginia', option: 'militiaActive+militiaActive+warPartyUnderground' },
      '4.4.2',
      'the ways that remove two Rebellion units or a Patriot Fort Activate two Underground War Parties, and Virginia has 1; in Virginia War Path may remove: Active Militia',
    );
  });

  it('4.4.2 a Patriot Fort only where no Rebellion unit is; 4.4.1 Trade in a Province', () => {
    const s = play(inCommand('march', { Virginia: { warPartyUnderground: 2, militiaActive: 1, patriotFort: 1 }, Georgia: { warPartyUnderground: 1, village: 1 } }), indians.activity('warPath'));
    refusedBecause(
      s,
      { faction: I, type: 'warPath', space: 'Virginia', option: 'patriotFort+warPartyUnderground' },
      '4.4.2',
      'a Patriot Fort is removed only where no Rebellion unit is, and Virginia has some; in Virginia War Path may remove: Active Militia',
    );
    refusedBecause(s, { faction: I, type: 'done' }, '4.4.2', 'War Path has begun: it strikes in one space before it ends');
    const t = play(inCommand('march', { Georgia: { warPartyUnderground: 1, village: 1 } }), indians.activity('trade'));
    refusedBecause(t, { faction: I, type: 'trade', space: 'Savannah' }, '1.4.2', 'Savannah is a City: Indian pieces never occupy a City, and Trade takes place in a Province');
  });

  it('4.4.3 Plunder in a Raid Province where War Parties outnumber Rebellion pieces', () => {
    let s = inCommand('raid', { Virginia: { warPartyUnderground: 2 }, NorthCarolina: { warPartyUnderground: 1, militiaActive: 1 } }, (d) => {
      d.spaces.Virginia.support = -1;
      d.spaces.NorthCarolina.support = -1;
    });
    s = play(s, { faction: I, type: 'selectSpace', space: 'Virginia' }, { faction: I, type: 'selectSpace', space: 'NorthCarolina' });
    s = play(s, { faction: I, type: 'move', from: 'Virginia', to: 'NorthCarolina', piece: 'warPartyUnderground', count: 1 }, indians.activity('plunder'));
    refusedBecause(s, { faction: I, type: 'plunder', space: 'Georgia', piece: 'warPartyUnderground' }, '4.4.3', 'Plunder takes place in a Province the Raid selected (Virginia, North Carolina), and Georgia is not one');
    refusedBecause(s, { faction: I, type: 'plunder', space: 'Virginia', piece: 'warPartyActive' }, '4.4.3', 'there is no Active War Party in Virginia to remove');
    refusedBecause(s, { faction: I, type: 'plunder', space: 'Virginia', piece: 'militiaActive' }, '4.4.3', "Plunder removes one War Party (piece 'warPartyUnderground' or 'warPartyActive'), not Active Militia");
    const even = play(
      inCommand('raid', { Virginia: { warPartyUnderground: 2 }, NorthCarolina: { warPartyUnderground: 1, militiaActive: 1 } }, (d) => {
        d.spaces.Virginia.support = -1;
        d.spaces.NorthCarolina.support = -1;
      }),
      { faction: I, type: 'selectSpace', space: 'Virginia' },
      { faction: I, type: 'selectSpace', space: 'NorthCarolina' },
      indians.activity('plunder'),
    );
    refusedBecause(even, { faction: I, type: 'plunder', space: 'NorthCarolina', piece: 'warPartyUnderground' }, '4.4.3', 'Plunder needs more War Parties than Rebellion pieces in North Carolina, and it has 1 War Party against 1 Rebellion piece');
  });
});

describe('1.9 FNI drops: the British remove a Blockade', () => {
  it('1.9 only from a City that carries one', () => {
    const british = as('british');
    const s0 = position({ resources: { british: 10 }, pieces: { Massachusetts: { britishRegular: 2, militiaActive: 1 } } }, (d) => blockade(d, 'Boston', 'NewYorkCity'));
    const s = play(british.choose(s0, 'march'), british.activity('navalPressure'));
    refusedBecause(s, { faction: 'british', type: 'removeBlockade', space: 'Philadelphia' }, '1.9', 'Philadelphia carries no Blockade: the Blockades are in Boston, New York City');
    refusedBecause(s, { faction: 'british', type: 'removeBlockade', space: 'Virginia' }, '1.9', 'Blockades stand only in Cities, and Virginia is not one: the Blockades are in Boston, New York City');
  });
});
