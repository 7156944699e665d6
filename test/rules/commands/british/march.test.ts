import { describe, expect, it } from 'vitest';
import { apply, legalActions, pending } from '../../../../src/game/machine';
import { canMarchBetween, canMarchTo, britishMarch } from '../../../../src/rules/commands/british/index';
import { FREE, FULL, LIMITED, as, blockade, listed, onTurn, piecesIn, put, spacesOf, startCommand } from '../../../../src/testing';
import { board, expectBackToCard } from './helpers';

const { action: b, play, isListed: isLegal } = as('british');

describe('3.2.3 March: where units may go', () => {
  it('3.2.3 to an adjacent space', () => {
    const s = board();
    expect(canMarchBetween(s, 'Massachusetts', 'Boston')).toBe(true);
    expect(canMarchBetween(s, 'Massachusetts', 'NewYork')).toBe(true);
    expect(canMarchBetween(s, 'Quebec', 'Northwest')).toBe(true);
    // Two land steps are not one March.
    expect(canMarchBetween(s, 'Northwest', 'NewJersey')).toBe(false);
    // Quebec borders Quebec City, but New Hampshire borders no City other than Quebec City.
    expect(canMarchBetween(s, 'Quebec', 'NewHampshire')).toBe(false);
  });

  it('3.2.3 by sea: from a City or a space adjacent to one, to another City or a Province adjacent to it', () => {
    const s = board();
    expect(canMarchBetween(s, 'QuebecCity', 'Philadelphia')).toBe(true);
    expect(canMarchBetween(s, 'QuebecCity', 'Pennsylvania')).toBe(true);
    expect(canMarchBetween(s, 'NewYorkCity', 'Pennsylvania')).toBe(true);
    expect(canMarchBetween(s, 'Massachusetts', 'Georgia')).toBe(true);
    expect(canMarchBetween(s, 'Quebec', 'Savannah')).toBe(true);
    expect(canMarchBetween(s, 'Quebec', 'Pennsylvania')).toBe(true);
    // Neither in nor adjacent to a City.
    expect(canMarchBetween(s, 'Northwest', 'Boston')).toBe(false);
    // A Reserve adjacent to a City is a Province adjacent to it.
    expect(canMarchBetween(s, 'Boston', 'Quebec')).toBe(true);
    expect(canMarchBetween(s, 'Boston', 'Florida')).toBe(false);
  });

  it('1.9 no March by sea into a Blockaded City or a Province adjacent to one', () => {
    const s = board((d) => blockade(d, 'Philadelphia'));
    expect(canMarchBetween(s, 'Boston', 'Philadelphia')).toBe(false);
    expect(canMarchBetween(s, 'Boston', 'Pennsylvania')).toBe(false);
    // New Jersey also borders New York City, but it is adjacent to Blockaded Philadelphia.
    expect(canMarchBetween(s, 'Boston', 'NewJersey')).toBe(false);
    expect(canMarchBetween(s, 'Boston', 'NewYork')).toBe(true);
  });

  it('1.9 ... unless the destination is adjacent to the start', () => {
    const s = board((d) => blockade(d, 'Philadelphia'));
    expect(canMarchBetween(s, 'Pennsylvania', 'Philadelphia')).toBe(true);
    expect(canMarchBetween(s, 'NewJersey', 'Pennsylvania')).toBe(true);
    expect(canMarchBetween(s, 'Philadelphia', 'MarylandDelaware')).toBe(true);
  });

  it('1.9 no sea move out of a Blockaded City', () => {
    const s = board((d) => blockade(d, 'Boston'));
    expect(canMarchBetween(s, 'Boston', 'NewYorkCity')).toBe(false);
    expect(canMarchBetween(s, 'Boston', 'Massachusetts')).toBe(true);
    // Massachusetts can still sail from... nowhere: its only City is Blockaded.
    expect(canMarchBetween(s, 'Massachusetts', 'NewYorkCity')).toBe(false);
    // New Jersey borders open New York City and Philadelphia.
    expect(canMarchBetween(s, 'NewJersey', 'Savannah')).toBe(true);
  });

  it('1.3.7 ruling: no March into or out of the West Indies', () => {
    const s = board((d) => {
      d.treatyOfAlliance = true;
      put(d, 'WestIndies', { britishRegular: 3 });
    });
    expect(canMarchBetween(s, 'WestIndies', 'Boston')).toBe(false);
    expect(canMarchBetween(s, 'Boston', 'WestIndies')).toBe(false);
    expect(canMarchTo(s, 'WestIndies')).toBe(false);
    expect(britishMarch.canStart(s, FULL)).toBe(false);
  });
});

describe('3.2.3 March: procedure, costs and results', () => {
  it('3.2.3 one Resource per destination; Tories only with Regulars, 1 for 1', () => {
    let s = startCommand(
      board((d) => {
        put(d, 'Massachusetts', { britishRegular: 2, tory: 3 });
        put(d, 'NewYork', { tory: 2 });
      }),
      'british',
      'march',
    );
    // Tories alone cannot March: only spaces a Regular can reach are offered.
    expect(spacesOf(s, 'selectSpace')).toEqual(['QuebecCity', 'Boston', 'NewYorkCity', 'Philadelphia', 'Norfolk', 'CharlesTown', 'Savannah', 'NewHampshire', 'ConnecticutRhodeIsland', 'NewYork', 'NewJersey', 'Pennsylvania', 'MarylandDelaware', 'Virginia', 'NorthCarolina', 'SouthCarolina', 'Georgia', 'Quebec']);
    s = play(s, { type: 'selectSpace', space: 'Boston' });
    expect(s.resources.british).toBe(9);
    expect(listed(s, 'move').map((a) => `${a.from}:${a.count}`)).toEqual(['Massachusetts:1', 'Massachusetts:2']);
    s = play(s, { type: 'move', from: 'Massachusetts', to: 'Boston', piece: 'britishRegular', count: 2 });
    expect(pending(s)?.prompt).toContain('1 for 1');
    expect(listed(s, 'move').map((a) => a.count)).toEqual([0, 1, 2]);
    s = play(s, { type: 'move', from: 'Massachusetts', to: 'Boston', piece: 'tory', count: 2 });
    // The Regulars in Boston already moved and no Regular is left to move: the March ends by itself.
    expectBackToCard(s);
    expect(s.resources.british).toBe(9);
    expect(piecesIn(s, 'Boston')).toEqual({ britishRegular: 2, tory: 2 });
    expect(piecesIn(s, 'Massachusetts')).toEqual({ tory: 1 });
    expect(s.spaces.Boston.control).toBe('british');
  });

  it('3.2.3 Militia Activated 1 per 3 British cubes in each destination, moved in or already there', () => {
    let s = startCommand(
      board((d) => {
        put(d, 'Pennsylvania', { tory: 3, militiaUnderground: 2 });
        put(d, 'NewYork', { britishRegular: 2, tory: 1, militiaUnderground: 2 });
        put(d, 'NewJersey', { britishRegular: 1 });
      }),
      'british',
      'march',
    );
    s = play(
      s,
      { type: 'selectSpace', space: 'NewYork' },
      { type: 'move', from: 'NewJersey', to: 'NewYork', piece: 'britishRegular', count: 1 },
      { type: 'selectSpace', space: 'Pennsylvania' },
      { type: 'done' },
    );
    // New York: 4 cubes, 1 Militia Activated. Pennsylvania (March in place): 3 Tories, 1 Activated.
    expect(s.spaces.NewYork.pieces).toMatchObject({ militiaUnderground: 1, militiaActive: 1 });
    expect(s.spaces.Pennsylvania.pieces).toMatchObject({ militiaUnderground: 1, militiaActive: 1 });
    expect(s.resources.british).toBe(8);
    expectBackToCard(s);
  });

  it('2.3.5 Limited March: one destination', () => {
    let s = startCommand(
      board((d) => {
        put(d, 'Massachusetts', { britishRegular: 2 });
        put(d, 'NewYork', { britishRegular: 2 });
      }),
      'british',
      'march',
      LIMITED,
    );
    s = play(s, { type: 'selectSpace', space: 'ConnecticutRhodeIsland' });
    expect(listed(s, 'selectSpace')).toEqual([]);
    s = play(s, { type: 'move', from: 'Massachusetts', to: 'ConnecticutRhodeIsland', piece: 'britishRegular', count: 2 }, { type: 'move', from: 'NewYork', to: 'ConnecticutRhodeIsland', piece: 'britishRegular', count: 1 });
    expect(s.resources.british).toBe(9);
    // Nothing else can move into the one destination: the March ends by itself.
    expect(piecesIn(s, 'ConnecticutRhodeIsland')).toEqual({ britishRegular: 3 });
    expectBackToCard(s);
  });

  it('3.1.2 free March costs nothing; 3.1 without Resources no March', () => {
    const poor = board((d) => {
      d.resources.british = 0;
      put(d, 'Massachusetts', { britishRegular: 1 });
    });
    expect(britishMarch.canStart(poor, FULL)).toBe(false);
    expect(britishMarch.canStart(poor, FREE)).toBe(true);
    const s = play(startCommand(poor, 'british', 'march', FREE), { type: 'selectSpace', space: 'Boston' }, { type: 'selectSpace', space: 'NewHampshire' }, { type: 'done' });
    expect(s.resources.british).toBe(0);
    expectBackToCard(s);
  });

  it('3.1 as many destinations as Resources pay for', () => {
    let s = startCommand(
      board((d) => {
        d.resources.british = 1;
        put(d, 'Massachusetts', { britishRegular: 2 });
      }),
      'british',
      'march',
    );
    s = play(s, { type: 'selectSpace', space: 'Boston' });
    expect(listed(s, 'selectSpace')).toEqual([]);
  });

  it('1.10 the Leader may go along; left alone he is moved by the British', () => {
    const s0 = board((d) => {
      put(d, 'Massachusetts', { britishRegular: 2, tory: 1 });
      d.leaders.british.at = 'Massachusetts';
    });
    let s = play(startCommand(s0, 'british', 'march'), { type: 'selectSpace', space: 'Boston' });
    expect(isLegal(s, { type: 'move', from: 'Massachusetts', to: 'Boston', piece: 'britishRegular', count: 2, option: 'leader' })).toBe(true);
    const alone = play(s, { type: 'move', from: 'Massachusetts', to: 'Boston', piece: 'britishRegular', count: 2 }, { type: 'move', from: 'Massachusetts', to: 'Boston', piece: 'tory', count: 1 });
    expect(pending(alone)).toMatchObject({ faction: 'british', kind: 'leaderAlone' });
    s = play(s, { type: 'move', from: 'Massachusetts', to: 'Boston', piece: 'britishRegular', count: 1, option: 'leader' }, { type: 'move', from: 'Massachusetts', to: 'Boston', piece: 'tory', count: 1 });
    expect(s.leaders.british.at).toBe('Boston');
    expect(piecesIn(s, 'Massachusetts')).toEqual({ britishRegular: 1 });
    s = play(s, { type: 'done' });
    expectBackToCard(s);
  });
});

describe('3.2.3 March: the rulebook example', () => {
  // The Situation before the March, as the example's table describes it.
  const before = () =>
    board((d) => {
      put(d, 'MarylandDelaware', { britishRegular: 4, tory: 2 });
      put(d, 'NewYorkCity', { britishRegular: 4, tory: 1 });
      put(d, 'QuebecCity', { britishRegular: 1 });
      put(d, 'ConnecticutRhodeIsland', { britishRegular: 2, tory: 2 });
      put(d, 'Boston', { militiaUnderground: 1 });
      put(d, 'Pennsylvania', { militiaUnderground: 1 });
      d.leaders.british.leader = 'Clinton';
      d.leaders.british.at = 'NewYorkCity';
    });

  it('3.2.3 example: Boston, Philadelphia and Pennsylvania for three Resources; Militia Activated; Boston to British Control', () => {
    let s = onTurn(before(), 'british');
    expect(s.spaces.Boston.control).toBe('rebellion');
    s = apply(s, b({ type: 'command', command: 'march' }));
    s = play(
      s,
      { type: 'selectSpace', space: 'Boston' },
      { type: 'move', from: 'ConnecticutRhodeIsland', to: 'Boston', piece: 'britishRegular', count: 2 },
      { type: 'move', from: 'ConnecticutRhodeIsland', to: 'Boston', piece: 'tory', count: 2 },
      { type: 'selectSpace', space: 'Philadelphia' },
      { type: 'move', from: 'NewYorkCity', to: 'Philadelphia', piece: 'britishRegular', count: 2 },
      { type: 'move', from: 'NewYorkCity', to: 'Philadelphia', piece: 'tory', count: 0 },
      { type: 'selectSpace', space: 'Pennsylvania' },
      { type: 'move', from: 'QuebecCity', to: 'Pennsylvania', piece: 'britishRegular', count: 1 },
      { type: 'move', from: 'NewYorkCity', to: 'Pennsylvania', piece: 'britishRegular', count: 2, option: 'leader' },
      { type: 'move', from: 'NewYorkCity', to: 'Pennsylvania', piece: 'tory', count: 1 },
      { type: 'move', from: 'MarylandDelaware', to: 'Pennsylvania', piece: 'britishRegular', count: 4 },
      { type: 'move', from: 'MarylandDelaware', to: 'Pennsylvania', piece: 'tory', count: 2 },
    );
    // Every British unit that could move has moved: the March ends by itself.
    expectBackToCard(s);
    expect(s.resources.british).toBe(7);
    expect(piecesIn(s, 'Boston')).toEqual({ britishRegular: 2, tory: 2, militiaActive: 1 });
    expect(piecesIn(s, 'Philadelphia')).toEqual({ britishRegular: 2 });
    expect(piecesIn(s, 'Pennsylvania')).toEqual({ britishRegular: 7, tory: 3, militiaActive: 1 });
    expect(s.spaces.Boston.control).toBe('british');
    expect(s.leaders.british.at).toBe('Pennsylvania');
    for (const space of ['NewYorkCity', 'QuebecCity', 'MarylandDelaware', 'ConnecticutRhodeIsland'] as const) expect(piecesIn(s, space)).toEqual({});
    expect(s.log.filter((e) => e.rule === '3.2.3').length).toBeGreaterThan(5);
  });
});

describe('3.2.3 March through the public machine', () => {
  it('legalActions lists March (full and, for the 2nd Eligible, Limited)', () => {
    const s = onTurn(board((d) => put(d, 'Massachusetts', { britishRegular: 1 })), 'british');
    expect(legalActions(s)).toContainEqual(b({ type: 'command', command: 'march' }));
    expect(legalActions(s)).toContainEqual(b({ type: 'command', command: 'garrison' }));
    expect(legalActions(s)).toContainEqual(b({ type: 'command', command: 'muster' }));
  });
});
