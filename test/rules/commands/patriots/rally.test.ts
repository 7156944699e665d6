import { describe, expect, it } from 'vitest';
import { legalActions, pending } from '../../../../src/game/machine';
import { SPACE_IDS } from '../../../../src/data/ids';
import { canRally, canStartRally, rallyMilitiaLimit } from '../../../../src/rules/commands/patriots/rally';
import { as, choices, declineActivity, FULL, kind, onTurn, piecesIn, spacesOf, startCommand } from '../../../../src/testing';
import { board } from './helpers';

const { play: run } = as('patriots');

const rally = (s: Parameters<typeof startCommand>[0], mode = {}) => startCommand(s, 'patriots', 'rally', mode);

describe('3.3.1 Rally: where', () => {
  it('3.3.1 Rally: never in a space at Active Support', () => {
    const s = board({ Virginia: { militiaUnderground: 1 } }, (d) => {
      d.spaces.Virginia.support = 2;
      d.spaces.NorthCarolina.support = 1;
    });
    expect(canRally(s, 'Virginia')).toBe(false);
    expect(canRally(s, 'NorthCarolina')).toBe(true);
    const r = rally(s);
    expect(spacesOf(r, 'selectSpace')).not.toContain('Virginia');
    expect(spacesOf(r, 'selectSpace')).toContain('NorthCarolina');
  });

  it('3.3.1 Rally: never in the West Indies (1.4.2)', () => {
    const s = board({});
    expect(canRally(s, 'WestIndies')).toBe(false);
    expect(spacesOf(rally(s), 'selectSpace')).not.toContain('WestIndies');
  });

  it('3.3.1 Rally: no Militia placed in an Indian Reserve', () => {
    const s = board({ Northwest: { militiaUnderground: 1 } });
    expect(rallyMilitiaLimit(s, 'Northwest')).toBe(0);
    // One unit: neither Militia nor a Fort can be placed there.
    expect(canRally(s, 'Northwest')).toBe(false);
    const r = rally(s);
    // Every City and Colony can take one Militia; no Indian Reserve and not the West Indies.
    expect(spacesOf(r, 'selectSpace')).toEqual(SPACE_IDS.filter((id) => !['Quebec', 'Northwest', 'Southwest', 'Florida', 'WestIndies'].includes(id)));
  });

  it('3.3.1 Rally: in an Indian Reserve only a Fort may replace two units (ruling: the text forbids Militia only)', () => {
    const s = board({ Northwest: { militiaUnderground: 2 } });
    expect(canRally(s, 'Northwest')).toBe(true);
    const r = run(rally(s), { type: 'selectSpace', space: 'Northwest' });
    expect(choices(r)).toEqual([{ type: 'place', space: 'Northwest', piece: 'patriotFort' }]);
    const done = run(r, { type: 'place', space: 'Northwest', piece: 'patriotFort' });
    // Only one way to pick the two units: applied at once.
    expect(piecesIn(done, 'Northwest')).toEqual({ patriotFort: 1 });
    expect(done.available.militia).toBe(15);
    expect(done.available.patriotFort).toBe(5);
  });

  it('3.3.1 Rally: not selectable without Resources; free Rally needs none (3.1, 3.1.2)', () => {
    // Active Militia only: no Persuasion could pay for the Rally first (4.1, 4.3.1).
    const s = board({ Virginia: { militiaActive: 1 } }, () => {}, { resources: 0 });
    expect(canStartRally(s, FULL)).toBe(false);
    expect(canStartRally(s, { ...FULL, free: true })).toBe(true);
    const r = onTurn(s, 'patriots');
    expect(legalActions(r).some((a) => a.type === 'command' && a.command === 'rally')).toBe(false);
    // 4.1: with an Underground Militia in a Rebellion-Controlled Colony, Persuasion first can pay for it.
    const u = onTurn(board({ Virginia: { militiaUnderground: 1 } }, () => {}, { resources: 0 }), 'patriots');
    expect(legalActions(u).some((a) => a.type === 'command' && a.command === 'rally')).toBe(true);
  });
});

describe('3.3.1 Rally: place Militia', () => {
  it('3.3.1 Rally: one Militia, placed Underground, one Resource per space', () => {
    const s = board({ Virginia: { militiaActive: 1 } });
    let r = run(rally(s), { type: 'selectSpace', space: 'Virginia' });
    expect(r.resources.patriots).toBe(9);
    expect(choices(r)).toEqual([{ type: 'place', space: 'Virginia', piece: 'militia', count: 1 }]);
    r = run(r, { type: 'place', space: 'Virginia', piece: 'militia', count: 1 });
    expect(piecesIn(r, 'Virginia')).toEqual({ militiaActive: 1, militiaUnderground: 1 });
    expect(r.available.militia).toBe(13);
    r = run(r, { type: 'selectSpace', space: 'Boston' }, { type: 'place', space: 'Boston', piece: 'militia', count: 1 });
    expect(r.resources.patriots).toBe(8);
    expect(piecesIn(r, 'Boston')).toEqual({ militiaUnderground: 1 });
    expect(r.spaces.Boston.control).toBe('rebellion');
    r = run(r, { type: 'done' });
    expect(r.resources.patriots).toBe(8);
    expect(r.stack.some((f) => f.kind === 'patriotsRally')).toBe(false);
  });

  it('3.3.1 Rally: at a Patriot Fort, Militia up to Forts + Population', () => {
    const s = board({ Massachusetts: { patriotFort: 1 }, Virginia: { patriotFort: 2 } });
    expect(rallyMilitiaLimit(s, 'Massachusetts')).toBe(3);
    expect(rallyMilitiaLimit(s, 'Virginia')).toBe(4);
    let r = run(rally(s), { type: 'selectSpace', space: 'Massachusetts' });
    const places = choices(r).filter((a) => a.type === 'place');
    expect(places).toEqual([1, 2, 3].map((count) => ({ type: 'place', space: 'Massachusetts', piece: 'militia', count })));
    r = run(r, { type: 'place', space: 'Massachusetts', piece: 'militia', count: 3 });
    expect(piecesIn(r, 'Massachusetts')).toEqual({ patriotFort: 1, militiaUnderground: 3 });
    expect(r.available.militia).toBe(12);
    expect(r.resources.patriots).toBe(9);
  });

  it('1.4.1 Rally: with no Militia Available, Militia are taken from elsewhere on the map', () => {
    const s = board({ NewYork: { militiaUnderground: 10 }, NorthCarolina: { militiaActive: 5 } }, () => {}, { washington: 'NewYork' });
    expect(s.available.militia).toBe(0);
    let r = run(rally(s), { type: 'selectSpace', space: 'Virginia' });
    expect(choices(r)).toEqual([
      { type: 'place', space: 'Virginia', from: 'NewYork', piece: 'militiaUnderground', count: 1 },
      { type: 'place', space: 'Virginia', from: 'NorthCarolina', piece: 'militiaActive', count: 1 },
    ]);
    r = run(r, { type: 'place', space: 'Virginia', from: 'NorthCarolina', piece: 'militiaActive', count: 1 });
    expect(piecesIn(r, 'NorthCarolina')).toEqual({ militiaActive: 4 });
    expect(piecesIn(r, 'Virginia')).toEqual({ militiaUnderground: 1 });
    expect(r.available.militia).toBe(0);
  });

  it('1.4.1 Rally: at a Fort, the last Available Militia first, then more from the map, or stop', () => {
    const s = board({ Massachusetts: { patriotFort: 1 }, NewYork: { militiaUnderground: 14 } });
    expect(s.available.militia).toBe(1);
    let r = run(rally(s), { type: 'selectSpace', space: 'Massachusetts' });
    expect(choices(r).filter((a) => a.type === 'place' && a.piece === 'militia')).toEqual([
      { type: 'place', space: 'Massachusetts', piece: 'militia', count: 1 },
    ]);
    r = run(r, { type: 'place', space: 'Massachusetts', piece: 'militia', count: 1 });
    expect(kind(r)).toBe('patriotsRally');
    expect(choices(r)).toEqual([
      { type: 'place', space: 'Massachusetts', from: 'NewYork', piece: 'militiaUnderground', count: 1 },
      { type: 'place', space: 'Massachusetts', from: 'NewYork', piece: 'militiaUnderground', count: 2 },
      { type: 'done' },
    ]);
    r = run(r, { type: 'place', space: 'Massachusetts', from: 'NewYork', piece: 'militiaUnderground', count: 2 });
    expect(piecesIn(r, 'Massachusetts')).toEqual({ patriotFort: 1, militiaUnderground: 3 });
    expect(piecesIn(r, 'NewYork')).toEqual({ militiaUnderground: 12 });
  });
});

describe('3.3.1 Rally: Forts', () => {
  it('3.3.1 Rally: replace two Patriot units with one Fort, the units chosen by kind', () => {
    const s = board({ Virginia: { continental: 1, militiaUnderground: 1, militiaActive: 1 } });
    let r = run(rally(s), { type: 'selectSpace', space: 'Virginia' });
    expect(choices(r)).toEqual([
      { type: 'place', space: 'Virginia', piece: 'militia', count: 1 },
      { type: 'place', space: 'Virginia', piece: 'patriotFort' },
    ]);
    r = run(r, { type: 'place', space: 'Virginia', piece: 'patriotFort' });
    expect(choices(r)).toEqual([
      { type: 'remove', space: 'Virginia', piece: 'continental', count: 1 },
      { type: 'remove', space: 'Virginia', piece: 'militiaUnderground', count: 1 },
    ]);
    r = run(r, { type: 'remove', space: 'Virginia', piece: 'continental', count: 1 });
    expect(choices(r)).toEqual([
      { type: 'remove', space: 'Virginia', piece: 'militiaUnderground', count: 1 },
      { type: 'remove', space: 'Virginia', piece: 'militiaActive', count: 1 },
    ]);
    r = run(r, { type: 'remove', space: 'Virginia', piece: 'militiaActive', count: 1 });
    expect(piecesIn(r, 'Virginia')).toEqual({ patriotFort: 1, militiaUnderground: 1 });
    expect(r.available).toMatchObject({ continental: 20, militia: 14, patriotFort: 5 });
    expect(r.resources.patriots).toBe(9);
  });

  it('1.4.2 Rally: no Fort where two Forts/Villages already stand', () => {
    const s = board({ Virginia: { patriotFort: 1, village: 1, militiaUnderground: 2 } });
    const r = run(rally(s), { type: 'selectSpace', space: 'Virginia' });
    expect(choices(r).some((a) => a.piece === 'patriotFort')).toBe(false);
  });

  it('1.4.1 Rally: with no Fort Available, a Patriot Fort is taken from elsewhere on the map', () => {
    const s = board(
      {
        Virginia: { militiaUnderground: 2 },
        Georgia: { patriotFort: 2 },
        SouthCarolina: { patriotFort: 2 },
        NorthCarolina: { patriotFort: 2 },
      },
      () => {},
      { washington: 'Virginia' },
    );
    expect(s.available.patriotFort).toBe(0);
    let r = run(rally(s), { type: 'selectSpace', space: 'Virginia' });
    expect(choices(r).filter((a) => a.piece === 'patriotFort')).toEqual([
      { type: 'place', space: 'Virginia', from: 'NorthCarolina', piece: 'patriotFort' },
      { type: 'place', space: 'Virginia', from: 'SouthCarolina', piece: 'patriotFort' },
      { type: 'place', space: 'Virginia', from: 'Georgia', piece: 'patriotFort' },
    ]);
    r = run(r, { type: 'place', space: 'Virginia', from: 'Georgia', piece: 'patriotFort' });
    expect(piecesIn(r, 'Virginia')).toEqual({ patriotFort: 1 });
    expect(piecesIn(r, 'Georgia')).toEqual({ patriotFort: 1 });
    expect(r.available).toMatchObject({ patriotFort: 0, militia: 15 });
  });
});

describe('3.3.1 Rally: move Militia in at a Fort', () => {
  const layout = {
    Massachusetts: { patriotFort: 1, militiaActive: 1 },
    NewHampshire: { militiaActive: 2, continental: 1 },
    ConnecticutRhodeIsland: { militiaUnderground: 1, militiaActive: 1 },
    Boston: { patriotFort: 1 },
  };

  it('3.3.1 Rally: move any Militia from adjacent spaces, then flip all Militia there Underground', () => {
    const s = board(layout, () => {}, { washington: 'Boston' });
    let r = run(rally(s), { type: 'selectSpace', space: 'Massachusetts' });
    expect(choices(r).filter((a) => a.type === 'move')).toEqual([
      { type: 'move', from: 'NewHampshire', to: 'Massachusetts', piece: 'militiaActive', count: 1 },
      { type: 'move', from: 'NewHampshire', to: 'Massachusetts', piece: 'militiaActive', count: 2 },
      { type: 'move', from: 'ConnecticutRhodeIsland', to: 'Massachusetts', piece: 'militiaUnderground', count: 1 },
      { type: 'move', from: 'ConnecticutRhodeIsland', to: 'Massachusetts', piece: 'militiaActive', count: 1 },
    ]);
    expect(choices(r)).toContainEqual({ type: 'flip', space: 'Massachusetts' });
    r = run(r, { type: 'move', from: 'NewHampshire', to: 'Massachusetts', piece: 'militiaActive', count: 2 });
    // Canonical order: only later origins/kinds now.
    expect(choices(r)).toEqual([
      { type: 'move', from: 'ConnecticutRhodeIsland', to: 'Massachusetts', piece: 'militiaUnderground', count: 1 },
      { type: 'move', from: 'ConnecticutRhodeIsland', to: 'Massachusetts', piece: 'militiaActive', count: 1 },
      { type: 'flip', space: 'Massachusetts' },
    ]);
    r = run(r, { type: 'move', from: 'ConnecticutRhodeIsland', to: 'Massachusetts', piece: 'militiaActive', count: 1 }, { type: 'flip', space: 'Massachusetts' });
    expect(piecesIn(r, 'Massachusetts')).toEqual({ patriotFort: 1, militiaUnderground: 4 });
    expect(piecesIn(r, 'NewHampshire')).toEqual({ continental: 1 });
    expect(piecesIn(r, 'ConnecticutRhodeIsland')).toEqual({ militiaUnderground: 1 });
    expect(r.resources.patriots).toBe(9);
    expect(r.available.militia).toBe(10);
  });

  it('3.3.1 Rally: no unit moves more than once', () => {
    const s = board(layout, () => {}, { washington: 'Boston' });
    let r = run(
      rally(s),
      { type: 'selectSpace', space: 'Massachusetts' },
      { type: 'move', from: 'NewHampshire', to: 'Massachusetts', piece: 'militiaActive', count: 2 },
      { type: 'flip', space: 'Massachusetts' },
      { type: 'selectSpace', space: 'Boston' },
    );
    // Massachusetts holds 3 Underground Militia; only the one that did not move may move on.
    expect(choices(r).filter((a) => a.type === 'move' && a.from === 'Massachusetts')).toEqual([
      { type: 'move', from: 'Massachusetts', to: 'Boston', piece: 'militiaUnderground', count: 1 },
    ]);
    r = run(r, { type: 'move', from: 'Massachusetts', to: 'Boston', piece: 'militiaUnderground', count: 1 }, { type: 'flip', space: 'Boston' });
    expect(piecesIn(r, 'Boston')).toEqual({ patriotFort: 1, militiaUnderground: 1 });
    expect(piecesIn(r, 'Massachusetts')).toEqual({ patriotFort: 1, militiaUnderground: 2 });
    expect(r.resources.patriots).toBe(8);
  });

  it('3.3.1 Rally: moving nothing still flips the Fort space Underground', () => {
    const s = board({ Massachusetts: { patriotFort: 1, militiaActive: 2 } });
    const r = run(rally(s), { type: 'selectSpace', space: 'Massachusetts' }, { type: 'flip', space: 'Massachusetts' });
    expect(piecesIn(r, 'Massachusetts')).toEqual({ patriotFort: 1, militiaUnderground: 2 });
  });

  it('1.10 Rally: Washington may follow Militia moving to the Fort', () => {
    const s = board(layout, () => {}, { washington: 'NewHampshire' });
    let r = run(rally(s), { type: 'selectSpace', space: 'Massachusetts' }, {
      type: 'move',
      from: 'NewHampshire',
      to: 'Massachusetts',
      piece: 'militiaActive',
      count: 2,
    });
    expect(pending(r)).toMatchObject({ faction: 'patriots', kind: 'patriotsLeader' });
    expect(choices(r)).toEqual([
      { type: 'moveLeader', to: 'NewHampshire' },
      { type: 'moveLeader', to: 'Massachusetts' },
    ]);
    r = run(r, { type: 'moveLeader', to: 'Massachusetts' });
    expect(r.leaders.patriots.at).toBe('Massachusetts');
    expect(kind(r)).toBe('patriotsRally');
  });

  it('1.10 Rally: a Leader left without Patriot pieces is set aside and must be moved', () => {
    const s = board(layout, () => {}, { washington: 'ConnecticutRhodeIsland' });
    let r = run(
      rally(s),
      { type: 'selectSpace', space: 'Massachusetts' },
      { type: 'move', from: 'ConnecticutRhodeIsland', to: 'Massachusetts', piece: 'militiaUnderground', count: 1 },
    );
    // One Active Militia remains: Washington may stay or follow.
    r = run(r, { type: 'moveLeader', to: 'ConnecticutRhodeIsland' });
    r = run(r, { type: 'move', from: 'ConnecticutRhodeIsland', to: 'Massachusetts', piece: 'militiaActive', count: 1 });
    expect(r.leaders.patriots.at).toBe('available');
    expect(choices(r)).toEqual([
      { type: 'moveLeader', to: 'Boston' },
      { type: 'moveLeader', to: 'NewHampshire' },
      { type: 'moveLeader', to: 'Massachusetts' },
      { type: 'moveLeader', to: 'available' },
    ]);
    r = run(r, { type: 'moveLeader', to: 'NewHampshire' });
    expect(r.leaders.patriots.at).toBe('NewHampshire');
  });

  it('1.10 Rally: an Available Washington may be placed along with a piece from Available', () => {
    const s = board({ Virginia: { militiaUnderground: 1 } }, () => {}, { washington: 'available' });
    let r = run(rally(s), { type: 'selectSpace', space: 'Boston' }, { type: 'place', space: 'Boston', piece: 'militia', count: 1 });
    expect(choices(r)).toEqual([
      { type: 'moveLeader', to: 'Boston' },
      { type: 'moveLeader', to: 'available' },
    ]);
    r = run(r, { type: 'moveLeader', to: 'Boston' });
    expect(r.leaders.patriots.at).toBe('Boston');
  });
});

describe('3.3.1 Rally: Continentals', () => {
  it('3.3.1 Rally: in one Rally space with a Patriot Fort, replace any Militia with Continentals', () => {
    const s = board({ Massachusetts: { patriotFort: 1, militiaUnderground: 2, militiaActive: 1 }, Boston: { patriotFort: 1, militiaActive: 2 } });
    let r = run(rally(s), { type: 'selectSpace', space: 'Massachusetts' }, { type: 'flip', space: 'Massachusetts' });
    expect(choices(r).filter((a) => a.type === 'replace')).toEqual([1, 2, 3].map((count) => ({ type: 'replace', space: 'Massachusetts', piece: 'militiaUnderground', count })));
    r = run(r, { type: 'replace', space: 'Massachusetts', piece: 'militiaUnderground', count: 2 });
    expect(piecesIn(r, 'Massachusetts')).toEqual({ patriotFort: 1, militiaUnderground: 1, continental: 2 });
    expect(r.available).toMatchObject({ continental: 18, militia: 12 });
    // Only one replacement per kind and source (canonical), and only one space per Rally.
    expect(choices(r).some((a) => a.type === 'replace')).toBe(false);
    r = run(r, { type: 'selectSpace', space: 'Boston' }, { type: 'flip', space: 'Boston' });
    expect(choices(r).some((a) => a.type === 'replace')).toBe(false);
    expect(r.resources.patriots).toBe(8);
  });

  it('3.3.1 Rally: no Continentals where there is no Patriot Fort', () => {
    const s = board({ Virginia: { militiaUnderground: 2 } });
    const r = run(rally(s), { type: 'selectSpace', space: 'Virginia' }, { type: 'place', space: 'Virginia', piece: 'militia', count: 1 });
    expect(choices(r).some((a) => a.type === 'replace')).toBe(false);
  });

  it('3.3.1 Rally: a Fort just built counts for the Continentals (ruling)', () => {
    const s = board({ Virginia: { militiaUnderground: 3 } });
    let r = run(rally(s), { type: 'selectSpace', space: 'Virginia' }, { type: 'place', space: 'Virginia', piece: 'patriotFort' });
    expect(piecesIn(r, 'Virginia')).toEqual({ patriotFort: 1, militiaUnderground: 1 });
    r = run(r, { type: 'replace', space: 'Virginia', piece: 'militiaUnderground', count: 1 });
    expect(piecesIn(r, 'Virginia')).toEqual({ patriotFort: 1, continental: 1 });
  });
});

describe('3.3.1 Rally: modes', () => {
  it('2.3.5 Limited Rally: one space only', () => {
    const s = board({ Virginia: { militiaUnderground: 1 } });
    let r = run(rally(s, { limited: true }), { type: 'selectSpace', space: 'Virginia' }, { type: 'place', space: 'Virginia', piece: 'militia', count: 1 });
    expect(choices(r)).toEqual([{ type: 'done' }]);
    r = run(r, { type: 'done' });
    expect(r.resources.patriots).toBe(9);
  });

  it('3.1.2 free Rally costs nothing', () => {
    const s = board({ Virginia: { militiaUnderground: 1 } }, () => {}, { resources: 0 });
    const r = run(
      rally(s, { free: true }),
      { type: 'selectSpace', space: 'Virginia' },
      { type: 'place', space: 'Virginia', piece: 'militia', count: 1 },
      { type: 'selectSpace', space: 'Norfolk' },
      { type: 'place', space: 'Norfolk', piece: 'militia', count: 1 },
      { type: 'done' },
    );
    expect(r.resources.patriots).toBe(0);
    expect(piecesIn(r, 'Norfolk')).toEqual({ militiaUnderground: 1 });
  });

  it('3.1 Rally: no more spaces than the Resources pay for', () => {
    const s = board({ Virginia: { militiaUnderground: 1 } }, () => {}, { resources: 1 });
    const r = run(rally(s), { type: 'selectSpace', space: 'Virginia' }, { type: 'place', space: 'Virginia', piece: 'militia', count: 1 });
    expect(r.resources.patriots).toBe(0);
    expect(choices(r)).toEqual([{ type: 'done' }]);
  });
});

describe('3.3.1 Rally through the public machine', () => {
  it('2.3.4 Rally is offered to the Patriots and a whole Rally returns to the card flow', () => {
    let s = onTurn(board({ Massachusetts: { patriotFort: 1, militiaActive: 1 } }), 'patriots');
    expect(legalActions(s)).toContainEqual({ faction: 'patriots', type: 'command', command: 'rally' });
    s = run(
      s,
      { type: 'command', command: 'rally' },
      { type: 'selectSpace', space: 'Massachusetts' },
      { type: 'place', space: 'Massachusetts', piece: 'militia', count: 3 },
      { type: 'done' },
    );
    expect(piecesIn(s, 'Massachusetts')).toEqual({ patriotFort: 1, militiaActive: 1, militiaUnderground: 3 });
    expect(s.resources.patriots).toBe(9);
    expect(s.turn?.executed[0]).toEqual({ faction: 'patriots', did: 'command', specialActivity: false });
    // 4.1: a Special Activity may still follow the Command; declined here.
    s = declineActivity(s);
    expect(pending(s)?.kind).toBe('eligibleOptions');
    expect(pending(s)?.faction).not.toBe('patriots');
    expect(s.log.some((e) => e.rule === '3.3.1' && e.text.includes('Massachusetts'))).toBe(true);
  });

  it('no dead ends: every listed Rally action leads on to a finished Rally (exhaustive on a small board)', () => {
    const s = board(
      {
        Massachusetts: { patriotFort: 1, militiaActive: 1 },
        NewHampshire: { militiaActive: 1 },
        Northwest: { militiaUnderground: 2 },
      },
      () => {},
      { resources: 2 },
    );
    let finished = 0;
    const explore = (st: typeof s, depth: number): void => {
      const acts = legalActions(st);
      expect(acts.length).toBeGreaterThan(0);
      for (const a of acts) {
        const next = run(st, a);
        if (!next.stack.some((f) => f.kind === 'patriotsRally' || f.kind === 'patriotsLeader')) finished++;
        else if (depth < 12) explore(next, depth + 1);
      }
    };
    explore(rally(s, { limited: true }), 0);
    expect(finished).toBeGreaterThan(0);
  });
});
