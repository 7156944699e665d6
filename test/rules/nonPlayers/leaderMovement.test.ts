/**
 * 8.1 Non-player Leader Movement: during a Command, a Non-Player's Leader ends with the largest group
 * of his Faction's units that moved out of his space or stayed there; between groups of the same size
 * his Faction chooses (a `leaderFollow` decision, the policy rolls). No Command takes him along with a
 * move; a human-run Faction's Leader is never concerned.
 */
import { describe, expect, it } from 'vitest';
import type { Action } from '../../../src/core/action';
import type { GameState } from '../../../src/core/state';
import type { Faction, LeaderId, SpaceId } from '../../../src/data/ids';
import { legalActions, pending } from '../../../src/game/machine';
import { frameAgreementProblems } from '../../../src/game/persistence';
import { arrange } from '../../../src/testing/builders';
import { as, kind, lead, listed, logSince, piecesIn, play, position, type Layout } from '../../../src/testing/kit';
import { refusedFor } from '../../helpers/saves';

const british = as('british');
const patriots = as('patriots');
const indians = as('indians');
const B = (a: Omit<Action, 'faction'>): Action => ({ faction: 'british', ...a }) as Action;

/** A 1775 map with the layout, Resources 10 for all, the Leaders placed, the Factions named Non-Players. */
const board = (nonPlayers: Faction[], pieces: Layout, leaders: [LeaderId, SpaceId][] = [], treaty = false): GameState =>
  position({ game: { nonPlayers }, resources: 10, pieces, treaty }, (d) => {
    for (const [who, at] of leaders) lead(d, who, at);
  });

const leaderMoves = (s: GameState): Action[] => listed(s, 'move').filter((a) => a.option === 'leader');
const march = (from: string, to: string, count: number, piece = 'britishRegular'): Action => B({ type: 'move', from, to, piece, count } as never);

/** Howe in New York City with four Regulars and a Tory; the British choose March. */
const howeMarch = (nonPlayers: Faction[], extra: Layout = {}) =>
  british.choose(board(nonPlayers, { NewYorkCity: { britishRegular: 4, tory: 1 }, ...extra }, [['Howe', 'NewYorkCity']]), 'march');

describe('8.1 Non-player Leader Movement: British March', () => {
  it('no move takes the Non-Player Leader along; once the March is over he joins the one largest group by himself', () => {
    // 8.1: groups New York 1, New Jersey 2 Regulars + 1 Tory, 1 Regular stays: Howe follows to New Jersey.
    let s = howeMarch(['british']);
    s = british.play(s, { type: 'selectSpace', space: 'NewYork' });
    expect(leaderMoves(s)).toEqual([]);
    s = british.play(s, march('NewYorkCity', 'NewYork', 1), march('NewYorkCity', 'NewYork', 0, 'tory'), { type: 'selectSpace', space: 'NewJersey' });
    expect(leaderMoves(s)).toEqual([]);
    s = british.play(s, march('NewYorkCity', 'NewJersey', 2), march('NewYorkCity', 'NewJersey', 1, 'tory'));
    expect(s.leaders.british.at).toBe('NewYorkCity');
    const before = s;
    s = british.play(s, { type: 'done' });
    // One choice: no decision; the host's Special Activity after the Command comes next.
    expect(s.leaders.british.at).toBe('NewJersey');
    expect(kind(s)).toBe('commandHost');
    expect(s.stack.some((f) => 'leaderFollows' in f)).toBe(false);
    expect(logSince(before, s)).toContain('William Howe follows the largest group of British units to New Jersey (1 to New York, 3 to New Jersey, 1 stayed in New York City)');
  });

  it('a human-run British Faction is offered the Leader on its moves as before (another Faction being a Non-Player changes nothing)', () => {
    // 8.1 applies to Non-Players only; 1.10 for the others.
    let s = howeMarch(['patriots']);
    s = british.play(s, { type: 'selectSpace', space: 'NewYork' });
    expect(leaderMoves(s).map((a) => a.count)).toEqual([1, 2, 3, 4]);
    s = british.play(s, march('NewYorkCity', 'NewYork', 1), march('NewYorkCity', 'NewYork', 0, 'tory'), { type: 'done' });
    expect(s.leaders.british.at).toBe('NewYorkCity');
    expect(kind(s)).toBe('commandHost');
  });

  it('groups of the same size, nothing left to stay: the Leader is set aside at once (1.10), then the British choose between the groups', () => {
    // 8.1: two groups of two; the units left him alone, yet 1.10's decision is not asked.
    let s = british.choose(board(['british'], { NewYorkCity: { britishRegular: 4 } }, [['Howe', 'NewYorkCity']]), 'march');
    s = british.play(s, { type: 'selectSpace', space: 'NewYork' }, march('NewYorkCity', 'NewYork', 2), { type: 'selectSpace', space: 'NewJersey' });
    const moved = british.play(s, march('NewYorkCity', 'NewJersey', 2));
    // Nothing else to March: the March ends by itself, and no Leader-alone decision was pushed.
    expect(moved.stack.some((f) => f.kind === 'leaderAlone' || f.kind === 'britishMarch')).toBe(false);
    s = moved;
    expect(kind(s)).toBe('leaderFollow');
    expect(s.leaders.british.at).toBe('available');
    expect(pending(s)!.faction).toBe('british');
    expect(pending(s)!.prompt).toBe('William Howe follows one of the largest groups of British units that moved from (or stayed in) New York City (8.1: choose at random among them)');
    expect(legalActions(s)).toEqual([B({ type: 'moveLeader', to: 'NewYork' }), B({ type: 'moveLeader', to: 'NewJersey' })]);
    expect(frameAgreementProblems(s)).toEqual([]);
    s = british.play(s, { type: 'moveLeader', to: 'NewJersey' });
    expect(s.leaders.british.at).toBe('NewJersey');
    expect(kind(s)).toBe('commandHost');
  });

  it('the units that stay are a group: as many as the largest group moved, staying is offered', () => {
    // 8.1 "moves from (or stays in)": 2 to New Jersey, 2 stay.
    let s = british.choose(board(['british'], { NewYorkCity: { britishRegular: 4 } }, [['Howe', 'NewYorkCity']]), 'march');
    s = british.play(s, { type: 'selectSpace', space: 'NewJersey' }, march('NewYorkCity', 'NewJersey', 2), { type: 'done' });
    expect(legalActions(s)).toEqual([B({ type: 'moveLeader', to: 'NewJersey' }), B({ type: 'stay' })]);
    const before = s;
    s = british.play(s, { type: 'stay' });
    expect(s.leaders.british.at).toBe('NewYorkCity');
    expect(logSince(before, s)).toEqual(['William Howe stays in New York City with the largest group of British units (2 to New Jersey, 2 stayed in New York City)']);
  });

  it('units the Command brought into his space neither moved from it nor stayed there', () => {
    // 8.1: Howe in New Jersey with 2 Regulars; 1 marches to New York, 2 arrive from New York City: 1 stayed, a tie.
    let s = british.choose(board(['british'], { NewJersey: { britishRegular: 2 }, NewYorkCity: { britishRegular: 2 } }, [['Howe', 'NewJersey']]), 'march');
    s = british.play(s, { type: 'selectSpace', space: 'NewYork' }, march('NewJersey', 'NewYork', 1), { type: 'selectSpace', space: 'NewJersey' }, march('NewYorkCity', 'NewJersey', 2), { type: 'done' });
    expect(piecesIn(s, 'NewJersey')).toEqual({ britishRegular: 3 });
    expect(legalActions(s)).toEqual([B({ type: 'moveLeader', to: 'NewYork' }), B({ type: 'stay' })]);
  });

  it('Garrison: the Leader follows the largest group of Regulars into the Cities', () => {
    // 8.1 with 3.2.2: Howe in New Jersey with 3 Regulars; 2 go to New York City, 1 stays.
    let s = british.choose(board(['british'], { NewJersey: { britishRegular: 3 } }, [['Howe', 'NewJersey']]), 'garrison');
    s = british.play(s, { type: 'selectSpace', space: 'NewYorkCity' });
    expect(leaderMoves(s)).toEqual([]);
    s = british.play(s, march('NewJersey', 'NewYorkCity', 2), { type: 'done' });
    if (kind(s) === 'britishGarrison') s = british.play(s, { type: 'done' });
    expect(s.leaders.british.at).toBe('NewYorkCity');
  });
});

describe('8.1 Non-player Leader Movement: the other Factions', () => {
  it('Patriot March: no follow decision after each group; Washington joins the largest group at the end', () => {
    // 8.1: from Virginia, 1 Continental to Norfolk, 1 Continental + 1 Militia to North Carolina; none stay.
    let s = patriots.choose(board(['patriots'], { Virginia: { continental: 2, militiaUnderground: 1 } }, [['Washington', 'Virginia']]), 'march');
    s = patriots.play(s, { type: 'selectSpace', space: 'Norfolk' }, { type: 'move', from: 'Virginia', to: 'Norfolk', piece: 'continental', count: 1 }, { type: 'done' });
    expect(kind(s)).toBe('patriotsMarch');
    s = patriots.play(
      s,
      { type: 'selectSpace', space: 'NorthCarolina' },
      { type: 'move', from: 'Virginia', to: 'NorthCarolina', piece: 'continental', count: 1 },
      { type: 'move', from: 'Virginia', to: 'NorthCarolina', piece: 'militiaUnderground', count: 1 },
    );
    // Virginia is empty: Washington set aside, no 1.10 decision.
    expect(s.leaders.patriots.at).toBe('available');
    expect(kind(s)).toBe('patriotsMarch');
    s = patriots.play(s, { type: 'done' });
    expect(s.leaders.patriots.at).toBe('NorthCarolina');
    expect(kind(s)).toBe('commandHost');
  });

  it('Indian March: no Leader option on the moves; Brant joins the largest group of War Parties', () => {
    // 8.1: Brant in the Northwest with 3 War Parties; 1 to Quebec, 2 to Pennsylvania.
    let s = indians.choose(board(['indians'], { Northwest: { warPartyUnderground: 3 } }, [['Brant', 'Northwest']]), 'march');
    s = indians.play(s, { type: 'selectSpace', space: 'Quebec' });
    expect(leaderMoves(s)).toEqual([]);
    s = indians.play(
      s,
      { type: 'move', from: 'Northwest', to: 'Quebec', piece: 'warPartyUnderground', count: 1 },
      { type: 'selectSpace', space: 'Pennsylvania' },
      { type: 'move', from: 'Northwest', to: 'Pennsylvania', piece: 'warPartyUnderground', count: 2 },
      { type: 'done' },
    );
    expect(s.leaders.indians.at).toBe('Pennsylvania');
  });

  it('Scout: the Non-Player British are not asked after the move; their Leader follows their units when they are the larger group', () => {
    // 8.1: only British units count for the British Leader (the War Party is Indian): 2 Regulars moved, 1 stayed.
    const start = board(['british'], { Pennsylvania: { warPartyUnderground: 1, britishRegular: 3 } }, [['Howe', 'Pennsylvania']]);
    let s = indians.choose(start, 'scout');
    s = indians.play(
      s,
      { type: 'selectSpace', space: 'Pennsylvania' },
      { type: 'move', from: 'Pennsylvania', to: 'NewJersey', piece: 'warPartyUnderground', count: 1 },
      { type: 'move', from: 'Pennsylvania', to: 'NewJersey', piece: 'britishRegular', count: 2 },
      { type: 'done' },
    );
    expect(s.stack.some((f) => f.kind === 'indiansScoutLeader')).toBe(false);
    if (kind(s) === 'indiansScout') s = indians.play(s, { type: 'done' });
    expect(s.leaders.british.at).toBe('NewJersey');
  });
});

describe('8.1 Non-player Leader Movement: units of another Faction, other Commands', () => {
  it('a human Patriot March carrying Non-Player French Regulars: Washington is asked as usual, Rochambeau follows the French group at the end', () => {
    // 8.1 for the French only: 1 French Regular moved, 1 stayed (a tie); the Continentals are not French units.
    const start = board(['french'], { Virginia: { continental: 2, frenchRegular: 2, militiaUnderground: 1 } }, [['Washington', 'Virginia'], ['Rochambeau', 'Virginia']], true);
    let s = patriots.choose(start, 'march');
    s = patriots.play(
      s,
      { type: 'selectSpace', space: 'NorthCarolina' },
      { type: 'move', from: 'Virginia', to: 'NorthCarolina', piece: 'continental', count: 2 },
      { type: 'move', from: 'Virginia', to: 'NorthCarolina', piece: 'frenchRegular', count: 1 },
      { type: 'done' },
    );
    // 1.10 for the human Patriots: follow or stay.
    expect(kind(s)).toBe('patriotsLeader');
    s = patriots.play(s, { type: 'moveLeader', to: 'NorthCarolina' });
    expect(s.leaders.french.at).toBe('Virginia');
    s = patriots.play(s, { type: 'done' });
    expect(kind(s)).toBe('leaderFollow');
    expect(legalActions(s)).toEqual([
      { faction: 'french', type: 'moveLeader', to: 'NorthCarolina' },
      { faction: 'french', type: 'stay' },
    ]);
    s = play(s, { faction: 'french', type: 'moveLeader', to: 'NorthCarolina' });
    expect(s.leaders).toMatchObject({ patriots: { at: 'NorthCarolina' }, french: { at: 'NorthCarolina' } });
    expect(kind(s)).toBe('commandHost');
  });

  it('Gather: a Leader the moves set aside is not placed with War Parties placed from Available; he joins his group at the end', () => {
    // 8.1: Brant's War Party moves from the Northwest into Pennsylvania (a Village); then a War Party is placed in New York.
    let s = indians.choose(board(['indians'], { Northwest: { warPartyUnderground: 1 }, Pennsylvania: { village: 1 } }, [['Brant', 'Northwest']]), 'gather');
    s = indians.play(s, { type: 'selectSpace', space: 'Pennsylvania' });
    expect(leaderMoves(s)).toEqual([]);
    s = indians.play(s, { type: 'move', from: 'Northwest', to: 'Pennsylvania', piece: 'warPartyUnderground', count: 1 }, { type: 'flip', space: 'Pennsylvania' });
    expect(s.leaders.indians.at).toBe('available');
    s = indians.play(s, { type: 'selectSpace', space: 'NewYork' });
    expect(listed(s, 'place')).toEqual([{ faction: 'indians', type: 'place', space: 'NewYork', piece: 'warParty' }]);
    s = indians.play(s, { type: 'place', space: 'NewYork', piece: 'warParty' }, { type: 'done' });
    expect(s.leaders.indians.at).toBe('Pennsylvania');
  });

  it('Raid: no War Party move takes a Non-Player Indian Leader along (a human one may go); he follows the War Party at the end', () => {
    // 8.1: Brant's only War Party in the Northwest moves into Pennsylvania to Raid.
    const start = (nonPlayers: Faction[]) =>
      arrange(board(nonPlayers, { Northwest: { warPartyUnderground: 1 } }, [['Brant', 'Northwest']]), (d) => {
        d.spaces.Pennsylvania.support = -1;
      });
    const raid = (nonPlayers: Faction[]) => indians.play(indians.choose(start(nonPlayers), 'raid'), { type: 'selectSpace', space: 'Pennsylvania' });
    expect(leaderMoves(raid([])).length).toBe(1);
    let s = raid(['indians']);
    expect(leaderMoves(s)).toEqual([]);
    s = indians.play(s, { type: 'move', from: 'Northwest', to: 'Pennsylvania', piece: 'warPartyUnderground', count: 1 });
    expect(s.leaders.indians.at).toBe('available');
    // Raid now: the Command is over, Brant joins the one group.
    s = indians.play(s, { type: 'done' });
    expect(s.stack.some((f) => f.kind === 'indiansRaid')).toBe(false);
    expect(s.leaders.indians.at).toBe('Pennsylvania');
  });
});

describe('8.1 Non-player Leader Movement: saves agree', () => {
  const tie = (): GameState => {
    const s = british.choose(board(['british'], { NewYorkCity: { britishRegular: 4 } }, [['Howe', 'NewYorkCity']]), 'march');
    return british.play(s, { type: 'selectSpace', space: 'NewJersey' }, march('NewYorkCity', 'NewJersey', 2), { type: 'done' });
  };
  const hostAt = (s: GameState): number => s.stack.findIndex((f) => f.kind === 'commandHost');

  it('a record of a human-run Faction, a group into the Leader\'s own space, a Leader who moved before the end, and a Leader decision with no record are refused', () => {
    const s = tie();
    const h = hostAt(s);
    expect(refusedFor(s, (j) => (j.stack[h].leaderFollows[0].faction = 'patriots'))).toContain(
      `stack[${h}].leaderFollows.0.faction: the Patriot Leader follows groups by 8.1 only for a Faction in options.nonPlayers`,
    );
    expect(refusedFor(s, (j) => (j.stack[h].leaderFollows[0].moved = { NewYorkCity: 2 }))).toContain(
      `stack[${h}].leaderFollows.0.moved.NewYorkCity: a group is one or more units moved from New York City to another space (8.1)`,
    );
    expect(refusedFor(s, (j) => (j.leaders.british.at = 'NewJersey'))).toContain(
      `stack[${h}].leaderFollows.0.from: the British Leader is to follow units from New York City, but stands in New Jersey (8.1: he stays put until the Command is over)`,
    );
    expect(refusedFor(s, (j) => delete j.stack[h].leaderFollows)).toContain(
      `stack[${h + 1}].faction: the command host under it records no British units moved around William Howe (8.1)`,
    );
  });
});
