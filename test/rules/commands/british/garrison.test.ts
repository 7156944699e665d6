import { describe, expect, it } from 'vitest';
import { apply, legalActions, pending } from '../../../../src/game/machine';
import { canDisplaceFrom, canGarrison, canGarrisonFrom, canGarrisonTo, britishGarrison } from '../../../../src/rules/commands/british/index';
import { FREE, FULL, LIMITED, as, blockade, listed, onTurn, piecesIn, put, spacesOf, startCommand } from '../../../../src/testing';
import { board, expectBackToCard } from './helpers';

const { action: b, play, isListed: isLegal } = as('british');

describe('3.2.2 Garrison: availability and cost', () => {
  it('1.9 / 3.2.2 Garrison not available at FNI 3', () => {
    const fni3 = board((d) => {
      put(d, 'NewYork', { britishRegular: 2 });
      blockade(d, 'Norfolk', 'CharlesTown', 'Savannah');
    });
    expect(fni3.fni).toBe(3);
    expect(canGarrison(fni3)).toBe(false);
    expect(britishGarrison.canStart(fni3, FULL)).toBe(false);
    // 4.1, 4.2.3: Naval Pressure executed first lowers FNI to 2, so the Garrison is offered and
    // waits for it: its first decision offers only Naval Pressure, whose Blockade choices all lead on.
    let s = onTurn(fni3, 'british');
    expect(legalActions(s).some((a) => a.command === 'garrison')).toBe(true);
    s = apply(s, b({ type: 'command', command: 'garrison' }));
    expect(legalActions(s)).toEqual([b({ type: 'specialActivity', activity: 'navalPressure' })]);
    s = apply(s, b({ type: 'specialActivity', activity: 'navalPressure' }));
    expect(legalActions(s).map((a) => a.space)).toEqual(['Norfolk', 'CharlesTown', 'Savannah']);
    s = apply(s, b({ type: 'removeBlockade', space: 'Savannah' }));
    expect(s.fni).toBe(2);
    expect(pending(s)?.kind).toBe('britishGarrison');
    expect(legalActions(s).some((a) => a.type === 'selectSpace')).toBe(true);
    const fni2 = board((d) => {
      put(d, 'NewYork', { britishRegular: 2 });
      blockade(d, 'Norfolk', 'CharlesTown');
    });
    expect(britishGarrison.canStart(fni2, FULL)).toBe(true);
  });

  it('3.2.2 Garrison costs two Resources in total, not per space', () => {
    let s = startCommand(
      board((d) => put(d, 'NewYork', { britishRegular: 3 })),
      'british',
      'garrison',
    );
    // Paid with the first destination (so that a Special Activity executed first may pay, 4.1).
    expect(s.resources.british).toBe(10);
    s = play(s, { type: 'selectSpace', space: 'Boston' });
    expect(s.resources.british).toBe(8);
    s = play(
      s,
      { type: 'move', from: 'NewYork', to: 'Boston', piece: 'britishRegular', count: 1 },
      { type: 'selectSpace', space: 'NewYorkCity' },
      { type: 'move', from: 'NewYork', to: 'NewYorkCity', piece: 'britishRegular', count: 1 },
      { type: 'selectSpace', space: 'Philadelphia' },
      { type: 'move', from: 'NewYork', to: 'Philadelphia', piece: 'britishRegular', count: 1 },
    );
    // All Regulars have moved: nothing else to do, the Garrison ends by itself.
    expectBackToCard(s);
    expect(s.resources.british).toBe(8);
    expect(piecesIn(s, 'Boston')).toEqual({ britishRegular: 1 });
    expect(piecesIn(s, 'NewYorkCity')).toEqual({ britishRegular: 1 });
    expect(piecesIn(s, 'Philadelphia')).toEqual({ britishRegular: 1 });
    expect(piecesIn(s, 'NewYork')).toEqual({});
  });

  it('3.1 Garrison needs two Resources; a free Garrison costs nothing (3.1.2)', () => {
    const one = board((d) => {
      d.resources.british = 1;
      put(d, 'NewYork', { britishRegular: 1 });
    });
    expect(britishGarrison.canStart(one, FULL)).toBe(false);
    expect(britishGarrison.canStart(one, FREE)).toBe(true);
    const s = play(startCommand(one, 'british', 'garrison', FREE), { type: 'selectSpace', space: 'Boston' }, { type: 'move', from: 'NewYork', to: 'Boston', piece: 'britishRegular', count: 1 });
    expect(s.resources.british).toBe(1);
    expectBackToCard(s);
  });

  it('3.2.2 "any number" of Regulars includes none: Garrison needs no Regular that can move', () => {
    // No Regular on the map: a full or Limited Garrison may still be executed (FNI below 3, two Resources).
    expect(britishGarrison.canStart(board(), FULL)).toBe(true);
    expect(britishGarrison.canStart(board(), LIMITED)).toBe(true);
    const poor = board((d) => {
      d.resources.british = 1;
    });
    expect(britishGarrison.canStart(poor, FULL)).toBe(false);
    expect(britishGarrison.canStart(poor, LIMITED)).toBe(false);
    // The full Garrison's first decision: `done` (no Regular moves); no destination without a Regular to move in.
    const s = startCommand(board(), 'british', 'garrison');
    expect(pending(s)?.prompt).toBe('Garrison: select a City (not Blockaded) to move British Regulars into, or done to move none');
    expect(listed(s, 'selectSpace')).toEqual([]);
    expect(listed(s, 'done')).toEqual([b({ type: 'done' })]);
  });
});

describe('3.2.2 Garrison: Blockades (1.9)', () => {
  const s0 = () =>
    board((d) => {
      put(d, 'Boston', { britishRegular: 3, militiaUnderground: 1 });
      put(d, 'NewYork', { britishRegular: 2 });
      blockade(d, 'Boston');
    });

  it('3.2.2 no Regulars leave a Blockaded City', () => {
    expect(canGarrisonFrom(s0(), 'Boston')).toBe(false);
    const s = play(startCommand(s0(), 'british', 'garrison'), { type: 'selectSpace', space: 'NewYorkCity' });
    expect(listed(s, 'move').map((a) => a.from)).not.toContain('Boston');
    expect(listed(s, 'move').map((a) => a.from)).toContain('NewYork');
  });

  it('3.2.2 no Regulars enter a Blockaded City', () => {
    expect(canGarrisonTo(s0(), 'Boston')).toBe(false);
    const s = startCommand(s0(), 'british', 'garrison');
    expect(spacesOf(s, 'selectSpace')).toEqual(['QuebecCity', 'NewYorkCity', 'Philadelphia', 'Norfolk', 'CharlesTown', 'Savannah']);
  });

  it('3.2.2 no Militia Activated in a Blockaded City', () => {
    const s = play(
      startCommand(s0(), 'british', 'garrison'),
      { type: 'selectSpace', space: 'NewYorkCity' },
      { type: 'move', from: 'NewYork', to: 'NewYorkCity', piece: 'britishRegular', count: 2 },
    );
    expectBackToCard(s);
    expect(s.spaces.Boston.pieces.militiaUnderground).toBe(1);
  });

  it('3.2.2 no displacement from a Blockaded City', () => {
    const s = board((d) => {
      put(d, 'Boston', { britishRegular: 3, militiaActive: 1 });
      put(d, 'NewYork', { britishRegular: 2 });
      blockade(d, 'Boston');
    });
    expect(canDisplaceFrom(s, 'Boston')).toBe(false);
  });

  it('1.3.7 ruling: Regulars in the West Indies do not Garrison', () => {
    const s = board((d) => {
      d.treatyOfAlliance = true;
      put(d, 'WestIndies', { britishRegular: 2 });
    });
    expect(canGarrisonFrom(s, 'WestIndies')).toBe(false);
    // The Garrison itself may be executed (moving no Regular), but offers no destination.
    expect(britishGarrison.canStart(s, FULL)).toBe(true);
    expect(listed(startCommand(s, 'british', 'garrison'), 'selectSpace')).toEqual([]);
  });
});

describe('3.2.2 Garrison: procedure', () => {
  it('3.2.2 one Militia Activated per three British cubes in every City not Blockaded, moved in or not', () => {
    let s = startCommand(
      board((d) => {
        put(d, 'NewYorkCity', { britishRegular: 2, tory: 4, militiaUnderground: 3 });
        put(d, 'Boston', { britishRegular: 1, militiaUnderground: 2 });
        put(d, 'Massachusetts', { britishRegular: 2 });
      }),
      'british',
      'garrison',
    );
    s = play(s, { type: 'selectSpace', space: 'Boston' }, { type: 'move', from: 'Massachusetts', to: 'Boston', piece: 'britishRegular', count: 2 }, { type: 'done' });
    // New York City: 6 cubes, 2 Activated (no Regular moved there). Boston: 3 cubes, 1 Activated.
    expect(s.spaces.NewYorkCity.pieces).toMatchObject({ militiaUnderground: 1, militiaActive: 2 });
    expect(s.spaces.Boston.pieces).toMatchObject({ militiaUnderground: 1, militiaActive: 1 });
    // Boston and New York City are British Controlled with Rebellion units: the displacement decision.
    expect(pending(s)?.kind).toBe('britishGarrison');
    expect(spacesOf(s, 'displace')).toEqual(['Boston', 'Boston', 'NewYorkCity', 'NewYorkCity']);
    s = play(s, { type: 'done' });
    expectBackToCard(s);
  });

  it('3.2.2 no unit moves twice: Regulars that arrived in a City may not go on', () => {
    let s = startCommand(
      board((d) => {
        put(d, 'Massachusetts', { britishRegular: 2 });
        put(d, 'NewYorkCity', { britishRegular: 1 });
      }),
      'british',
      'garrison',
    );
    s = play(s, { type: 'selectSpace', space: 'Boston' }, { type: 'move', from: 'Massachusetts', to: 'Boston', piece: 'britishRegular', count: 2 }, { type: 'selectSpace', space: 'Philadelphia' });
    expect(listed(s, 'move').map((a) => a.from)).toEqual(['NewYorkCity']);
  });

  it('2.3.5 Limited Garrison: one destination City; Activation and displacement only there', () => {
    let s = startCommand(
      board((d) => {
        put(d, 'NewYorkCity', { britishRegular: 3, militiaUnderground: 1 });
        put(d, 'Massachusetts', { britishRegular: 3 });
        put(d, 'Boston', { militiaUnderground: 1, continental: 1 });
      }),
      'british',
      'garrison',
      LIMITED,
    );
    s = play(s, { type: 'selectSpace', space: 'Boston' }, { type: 'move', from: 'Massachusetts', to: 'Boston', piece: 'britishRegular', count: 3 });
    // Limited: no other City; New York City's Regulars come before Massachusetts in canonical order,
    // so nothing is left to move and the Activation follows by itself.
    expect(listed(s, 'selectSpace')).toEqual([]);
    expect(listed(s, 'move')).toEqual([]);
    expect(s.spaces.NewYorkCity.pieces.militiaUnderground).toBe(1);
    expect(s.spaces.Boston.pieces).toMatchObject({ militiaUnderground: 0, militiaActive: 1 });
    expect(spacesOf(s, 'displace')).toEqual(['Boston', 'Boston']);
    s = play(s, { type: 'displace', space: 'Boston', to: 'ConnecticutRhodeIsland' });
    expect(piecesIn(s, 'Boston')).toEqual({ britishRegular: 3 });
    expect(piecesIn(s, 'ConnecticutRhodeIsland')).toEqual({ continental: 1, militiaActive: 1 });
    expect(s.spaces.Boston.control).toBe('british');
    expectBackToCard(s);
  });

  it('3.2.2 no displacement from a City with a Patriot Fort or without British Control', () => {
    const s = board((d) => {
      put(d, 'Boston', { britishRegular: 4, militiaActive: 1, patriotFort: 1 });
      put(d, 'NewYorkCity', { britishRegular: 1, militiaActive: 1 });
      put(d, 'Philadelphia', { britishRegular: 2, frenchRegular: 1 });
    });
    expect(canDisplaceFrom(s, 'Boston')).toBe(false);
    expect(canDisplaceFrom(s, 'NewYorkCity')).toBe(false);
    expect(canDisplaceFrom(s, 'Philadelphia')).toBe(true);
  });

  it('1.10 the Leader may go along with Regulars, or is moved when left alone; a displaced Patriot Leader is moved by the Patriots', () => {
    const s0 = board((d) => {
      put(d, 'Massachusetts', { britishRegular: 2 });
      put(d, 'Boston', { militiaUnderground: 1 });
      d.leaders.british.at = 'Massachusetts';
      d.leaders.patriots.at = 'Boston';
    });
    let s = play(startCommand(s0, 'british', 'garrison'), { type: 'selectSpace', space: 'Boston' });
    expect(isLegal(s, { type: 'move', from: 'Massachusetts', to: 'Boston', piece: 'britishRegular', count: 2, option: 'leader' })).toBe(true);
    // Without the Leader, Gage is left alone in Massachusetts.
    const alone = play(s, { type: 'move', from: 'Massachusetts', to: 'Boston', piece: 'britishRegular', count: 2 });
    expect(pending(alone)).toMatchObject({ faction: 'british', kind: 'leaderAlone' });
    expect(legalActions(alone).map((a) => a.to)).toEqual(['Boston', 'available']);
    // No Regular can move any more: the moves end by themselves and the displacement decision follows.
    s = play(s, { type: 'move', from: 'Massachusetts', to: 'Boston', piece: 'britishRegular', count: 2, option: 'leader' });
    expect(s.leaders.british.at).toBe('Boston');
    s = play(s, { type: 'displace', space: 'Boston', to: 'Massachusetts' });
    // Washington is left without Patriot pieces in Boston: the Patriots decide where he goes.
    expect(pending(s)).toMatchObject({ faction: 'patriots', kind: 'leaderAlone' });
    s = apply(s, { faction: 'patriots', type: 'moveLeader', to: 'Massachusetts' });
    expect(s.leaders.patriots.at).toBe('Massachusetts');
    expectBackToCard(s);
  });
});

describe('3.2.2 Garrison: the rulebook example', () => {
  // The Situation before Garrison, as far as the example's text describes it: New York City Blockaded,
  // Regulars in Quebec (1), New York (3), Norfolk (6), South Carolina (2); Philadelphia with two
  // Underground Militia; Charles Town with a Patriot Fort and an Underground Militia.
  const before = () =>
    board((d) => {
      blockade(d, 'NewYorkCity');
      put(d, 'NewYorkCity', { britishRegular: 2 });
      put(d, 'Quebec', { britishRegular: 1 });
      put(d, 'NewYork', { britishRegular: 3 });
      put(d, 'Norfolk', { britishRegular: 6, tory: 2 });
      put(d, 'SouthCarolina', { britishRegular: 2 });
      put(d, 'Boston', { tory: 1, militiaUnderground: 1 });
      put(d, 'Philadelphia', { militiaUnderground: 2 });
      put(d, 'CharlesTown', { militiaUnderground: 1, patriotFort: 1 });
    });

  it('3.2.2 example: Regulars to every City but Blockaded New York City, Militia Activated, Philadelphia displaced to Maryland-Delaware', () => {
    let s = onTurn(before(), 'british');
    s = apply(s, b({ type: 'command', command: 'garrison' }));
    expect(s.resources.british).toBe(10);
    s = play(
      s,
      { type: 'selectSpace', space: 'QuebecCity' },
      { type: 'move', from: 'NewYork', to: 'QuebecCity', piece: 'britishRegular', count: 1 },
      { type: 'selectSpace', space: 'Boston' },
      { type: 'move', from: 'Quebec', to: 'Boston', piece: 'britishRegular', count: 1 },
      { type: 'selectSpace', space: 'Philadelphia' },
      { type: 'move', from: 'Norfolk', to: 'Philadelphia', piece: 'britishRegular', count: 4 },
      { type: 'move', from: 'NewYork', to: 'Philadelphia', piece: 'britishRegular', count: 2 },
      { type: 'selectSpace', space: 'CharlesTown' },
      { type: 'move', from: 'Norfolk', to: 'CharlesTown', piece: 'britishRegular', count: 2 },
      { type: 'move', from: 'SouthCarolina', to: 'CharlesTown', piece: 'britishRegular', count: 1 },
      { type: 'selectSpace', space: 'Savannah' },
      { type: 'move', from: 'SouthCarolina', to: 'Savannah', piece: 'britishRegular', count: 1 },
    );
    // No Regular outside Blockaded New York City is left to move: the Activation follows by itself.
    // The British now Control every City.
    for (const city of ['QuebecCity', 'Boston', 'NewYorkCity', 'Philadelphia', 'Norfolk', 'CharlesTown', 'Savannah'] as const)
      expect(s.spaces[city].control).toBe('british');
    // Six cubes in Philadelphia Activate two Militia; three in Charles Town Activate one.
    expect(s.spaces.Philadelphia.pieces).toMatchObject({ britishRegular: 6, militiaUnderground: 0, militiaActive: 2 });
    expect(s.spaces.CharlesTown.pieces).toMatchObject({ britishRegular: 3, militiaUnderground: 0, militiaActive: 1 });
    // Charles Town has a Patriot Fort: no displacement there.
    expect(spacesOf(s, 'displace')).not.toContain('CharlesTown');
    expect(spacesOf(s, 'displace')).toContain('Philadelphia');
    s = play(s, { type: 'displace', space: 'Philadelphia', to: 'MarylandDelaware' });
    expect(piecesIn(s, 'Philadelphia')).toEqual({ britishRegular: 6 });
    expect(piecesIn(s, 'MarylandDelaware')).toEqual({ militiaActive: 2 });
    expect(piecesIn(s, 'NewYorkCity')).toEqual({ britishRegular: 2 });
    expect(piecesIn(s, 'Norfolk')).toEqual({ tory: 2 });
    expect(s.resources.british).toBe(8);
    expect(s.log.filter((e) => e.rule === '3.2.2').length).toBeGreaterThan(5);
    expectBackToCard(s);
  });
});

describe('3.2.2 Garrison moving no Regular ("any number" includes zero)', () => {
  // Boston: British Control with 3 Regulars and 1 Tory against 2 Underground Militia and a Continental;
  // New York City: 3 Tories and 1 Underground Militia. No Regular can move anywhere useful (only among Cities).
  const held = () =>
    board((d) => {
      put(d, 'Boston', { britishRegular: 3, tory: 1, militiaUnderground: 2, continental: 1 });
      put(d, 'NewYorkCity', { tory: 3, militiaUnderground: 1 });
    });

  it('3.2.2 full Garrison, `done` at once: pays 2, Activates in every City not Blockaded, then may displace', () => {
    const s0 = held();
    expect(s0.spaces.Boston.control).toBe('british');
    let s = startCommand(s0, 'british', 'garrison');
    expect(s.resources.british).toBe(10);
    // Destinations are Cities Regulars can reach (Boston's Regulars may go to another City), plus `done`.
    expect(spacesOf(s, 'selectSpace')).toEqual(['QuebecCity', 'NewYorkCity', 'Philadelphia', 'Norfolk', 'CharlesTown', 'Savannah']);
    expect(isLegal(s, { type: 'done' })).toBe(true);
    s = play(s, { type: 'done' });
    expect(s.resources.british).toBe(8);
    // Boston: 4 cubes, 1 Militia Activated; New York City: 3 Tories, 1 Activated.
    expect(s.spaces.Boston.pieces).toMatchObject({ militiaUnderground: 1, militiaActive: 1 });
    expect(s.spaces.NewYorkCity.pieces).toMatchObject({ militiaUnderground: 0, militiaActive: 1 });
    const texts = s.log.map((e) => e.text);
    expect(texts).toContain('Garrison: 2 Resources paid');
    expect(texts).toContain('Garrison: no British Regulars move');
    // Displacement in one British Controlled City: Boston or New York City.
    expect([...new Set(spacesOf(s, 'displace'))]).toEqual(['Boston', 'NewYorkCity']);
    s = play(s, { type: 'displace', space: 'Boston', to: 'Massachusetts' });
    expect(piecesIn(s, 'Boston')).toEqual({ britishRegular: 3, tory: 1 });
    expect(piecesIn(s, 'Massachusetts')).toEqual({ militiaUnderground: 1, militiaActive: 1, continental: 1 });
    expectBackToCard(s);
  });

  it('2.3.5 Limited Garrison with no Regular moving: the one destination City, Activation and displacement only there', () => {
    let s = startCommand(held(), 'british', 'garrison', LIMITED);
    expect(pending(s)?.prompt).toBe('Garrison: select the destination City (not Blockaded), with or without British Regulars to move in');
    // Any City not Blockaded, no `done` before one is named.
    expect(spacesOf(s, 'selectSpace')).toEqual(['QuebecCity', 'Boston', 'NewYorkCity', 'Philadelphia', 'Norfolk', 'CharlesTown', 'Savannah']);
    expect(listed(s, 'done')).toEqual([]);
    s = play(s, { type: 'selectSpace', space: 'NewYorkCity' });
    expect(s.resources.british).toBe(8);
    // Boston's Regulars may come in, or none.
    expect(listed(s, 'move').map((a) => [a.from, a.count])).toEqual([
      ['Boston', 1],
      ['Boston', 2],
      ['Boston', 3],
    ]);
    s = play(s, { type: 'done' });
    // Only New York City: its Militia Activated, Boston's untouched; displacement only from New York City.
    expect(s.spaces.NewYorkCity.pieces).toMatchObject({ militiaUnderground: 0, militiaActive: 1 });
    expect(s.spaces.Boston.pieces).toMatchObject({ militiaUnderground: 2, militiaActive: 0 });
    expect([...new Set(spacesOf(s, 'displace'))]).toEqual(['NewYorkCity']);
    s = play(s, { type: 'done' });
    expectBackToCard(s);
  });

  it('2.3.5 a Limited Garrison may name a City no Regular can reach', () => {
    const s = play(startCommand(board(), 'british', 'garrison', LIMITED), { type: 'selectSpace', space: 'Savannah' });
    // Nothing to move, nothing to Activate or displace: the Garrison ends by itself, paid.
    expect(s.resources.british).toBe(8);
    expectBackToCard(s);
  });

  it('3.2.2 a full Garrison destination still must receive a Regular before `done` or the next City', () => {
    const s = play(startCommand(held(), 'british', 'garrison'), { type: 'selectSpace', space: 'NewYorkCity' });
    expect(listed(s, 'done')).toEqual([]);
    expect(listed(s, 'selectSpace')).toEqual([]);
  });

  it('4.1, 2.3.4 a Skirmish before a Garrison that moves nothing; the Garrison counts as executed with its Special Activity', () => {
    let s = onTurn(held(), 'british');
    s = apply(s, b({ type: 'command', command: 'garrison' }));
    expect(isLegal(s, { type: 'specialActivity', activity: 'skirmish' })).toBe(true);
    s = play(s, { type: 'specialActivity', activity: 'skirmish' }, { type: 'skirmish', space: 'Boston', option: 'continental' });
    // Back in the Garrison, nothing paid yet: its first decision again, `done` included.
    expect(pending(s)?.kind).toBe('britishGarrison');
    expect(s.resources.british).toBe(10);
    expect(isLegal(s, { type: 'done' })).toBe(true);
    s = play(s, { type: 'done' });
    expect(s.resources.british).toBe(8);
    expect(s.spaces.Boston.pieces).toMatchObject({ britishRegular: 3, continental: 0, militiaUnderground: 1, militiaActive: 1 });
    s = play(s, { type: 'done' });
    expect(s.turn?.executed).toEqual([{ faction: 'british', did: 'command', specialActivity: true }]);
  });
});
