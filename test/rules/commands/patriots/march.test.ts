import { describe, expect, it } from 'vitest';
import { legalActions, pending } from '../../../../src/game/machine';
import { canMarchTo, canStartMarch } from '../../../../src/rules/commands/patriots/march';
import { as, choices, FULL, kind, onTurn, piecesIn, spacesOf, startCommand } from '../../../../src/testing';
import { board } from './helpers';

const { play: run } = as('patriots');

const march = (s: Parameters<typeof startCommand>[0], mode = {}) => startCommand(s, 'patriots', 'march', mode);
const stillMarching = (s: { stack: { kind: string }[] }) => s.stack.some((f) => f.kind === 'patriotsMarch');

describe('3.3.2 March: the Living Rules example', () => {
  it('3.3.2 March EXAMPLE: two Underground Militia March from Virginia to British-Controlled Norfolk with two Tories and flip Active', () => {
    const s = board({ Virginia: { militiaUnderground: 2 }, Norfolk: { tory: 2 } }, () => {}, { washington: 'available' });
    expect(s.spaces.Norfolk.control).toBe('british');
    let r = run(march(s), { type: 'selectSpace', space: 'Norfolk' });
    expect(r.resources.patriots).toBe(9);
    expect(choices(r)).toEqual([
      { type: 'move', from: 'Virginia', to: 'Norfolk', piece: 'militiaUnderground', count: 1 },
      { type: 'move', from: 'Virginia', to: 'Norfolk', piece: 'militiaUnderground', count: 2 },
    ]);
    // The group has no more units to add: it closes by itself.
    r = run(r, { type: 'move', from: 'Virginia', to: 'Norfolk', piece: 'militiaUnderground', count: 2 });
    expect(piecesIn(r, 'Norfolk')).toEqual({ tory: 2, militiaActive: 2 });
    expect(piecesIn(r, 'Virginia')).toEqual({});
    expect(r.spaces.Norfolk.control).toBe(null);
    expect(choices(r)).toEqual([{ type: 'done' }]);
    r = run(r, { type: 'done' });
    expect(stillMarching(r)).toBe(false);
    expect(r.resources.patriots).toBe(9);
    expect(r.log.some((e) => e.rule === '3.3.2' && e.text.includes('set Active'))).toBe(true);
  });

  it('3.3.2 March: a group of three or fewer units with the cubes stays Underground', () => {
    const s = board({ Virginia: { militiaUnderground: 1 }, Norfolk: { tory: 2 } }, () => {}, { washington: 'available' });
    const r = run(march(s), { type: 'selectSpace', space: 'Norfolk' }, { type: 'move', from: 'Virginia', to: 'Norfolk', piece: 'militiaUnderground', count: 1 });
    expect(piecesIn(r, 'Norfolk')).toEqual({ tory: 2, militiaUnderground: 1 });
  });

  it('3.3.2 March: no activation entering a Province, whatever the numbers', () => {
    const s = board({ MarylandDelaware: { militiaUnderground: 4 }, Virginia: { tory: 3 } }, () => {}, { washington: 'available' });
    const r = run(march(s), { type: 'selectSpace', space: 'Virginia' }, { type: 'move', from: 'MarylandDelaware', to: 'Virginia', piece: 'militiaUnderground', count: 4 });
    expect(piecesIn(r, 'Virginia')).toEqual({ tory: 3, militiaUnderground: 4 });
  });

  it('3.3.2 March: British Control is judged before each group moves; Continentals in the group count', () => {
    const s = board(
      { Virginia: { continental: 1, militiaUnderground: 2 }, NorthCarolina: { militiaUnderground: 1 }, Norfolk: { tory: 1 } },
      () => {},
      { washington: 'available' },
    );
    let r = run(
      march(s),
      { type: 'selectSpace', space: 'Norfolk' },
      { type: 'move', from: 'Virginia', to: 'Norfolk', piece: 'continental', count: 1 },
      { type: 'move', from: 'Virginia', to: 'Norfolk', piece: 'militiaUnderground', count: 2 },
    );
    // 1 Continental + 2 Militia + 1 Tory = 4 > 3 in a British-Controlled City.
    expect(piecesIn(r, 'Norfolk')).toEqual({ tory: 1, continental: 1, militiaActive: 2 });
    expect(r.spaces.Norfolk.control).toBe('rebellion');
    // One group per origin: Virginia is spent for Norfolk; North Carolina's group finds Rebellion Control.
    expect(choices(r).filter((a) => a.type === 'move')).toEqual([
      { type: 'move', from: 'NorthCarolina', to: 'Norfolk', piece: 'militiaUnderground', count: 1 },
    ]);
    r = run(r, { type: 'move', from: 'NorthCarolina', to: 'Norfolk', piece: 'militiaUnderground', count: 1 });
    expect(piecesIn(r, 'Norfolk')).toEqual({ tory: 1, continental: 1, militiaActive: 2, militiaUnderground: 1 });
  });
});

describe('3.3.2 March: destinations and costs', () => {
  it('3.3.2 March: one Resource per destination; no unit moves twice', () => {
    const s = board({ Virginia: { militiaUnderground: 3 }, NorthCarolina: { militiaActive: 1 } }, () => {}, { washington: 'available' });
    let r = run(
      march(s),
      { type: 'selectSpace', space: 'NorthCarolina' },
      { type: 'move', from: 'Virginia', to: 'NorthCarolina', piece: 'militiaUnderground', count: 2 },
      { type: 'selectSpace', space: 'SouthCarolina' },
    );
    expect(r.resources.patriots).toBe(8);
    // Only North Carolina's own Militia may go on; the two that arrived may not.
    expect(choices(r).filter((a) => a.type === 'move')).toEqual([
      { type: 'move', from: 'NorthCarolina', to: 'SouthCarolina', piece: 'militiaActive', count: 1 },
    ]);
    r = run(r, { type: 'move', from: 'NorthCarolina', to: 'SouthCarolina', piece: 'militiaActive', count: 1 }, { type: 'done' });
    expect(piecesIn(r, 'Virginia')).toEqual({ militiaUnderground: 1 });
    expect(piecesIn(r, 'NorthCarolina')).toEqual({ militiaUnderground: 2 });
    expect(piecesIn(r, 'SouthCarolina')).toEqual({ militiaActive: 1 });
    expect(r.resources.patriots).toBe(8);
  });

  it('3.3.2 March: a space whose units all moved in this March is no origin', () => {
    const s = board({ Virginia: { militiaUnderground: 1 } }, () => {}, { washington: 'available' });
    const r = run(march(s), { type: 'selectSpace', space: 'NorthCarolina' }, { type: 'move', from: 'Virginia', to: 'NorthCarolina', piece: 'militiaUnderground', count: 1 });
    expect(canMarchTo(r, 'SouthCarolina')).toBe(true);
    expect(spacesOf(r, 'selectSpace')).toEqual([]);
    expect(choices(r)).toEqual([{ type: 'done' }]);
  });

  it('3.3.2 March: never into the West Indies; Indian Reserves are fine', () => {
    const s = board({ Virginia: { continental: 1 } });
    expect(canMarchTo(s, 'WestIndies')).toBe(false);
    expect(canMarchTo(s, 'Northwest')).toBe(true);
    expect(spacesOf(march(s), 'selectSpace')).toEqual(['Norfolk', 'MarylandDelaware', 'NorthCarolina', 'Northwest', 'Southwest']);
  });

  it('2.3.5 Limited March: a single destination', () => {
    const s = board({ Virginia: { militiaUnderground: 1 }, NorthCarolina: { militiaUnderground: 1 } }, () => {}, { washington: 'available' });
    const r = run(march(s, { limited: true }), { type: 'selectSpace', space: 'Norfolk' }, { type: 'move', from: 'Virginia', to: 'Norfolk', piece: 'militiaUnderground', count: 1 });
    // More groups into Norfolk are fine; no second destination.
    expect(choices(r)).toEqual([{ type: 'move', from: 'NorthCarolina', to: 'Norfolk', piece: 'militiaUnderground', count: 1 }, { type: 'done' }]);
  });

  it('3.1.2 free March costs nothing; without Resources no March', () => {
    const s = board({ Virginia: { militiaUnderground: 2 } }, () => {}, { resources: 0, washington: 'available' });
    expect(canStartMarch(s, FULL)).toBe(false);
    expect(canStartMarch(s, { ...FULL, free: true })).toBe(true);
    const r = run(
      march(s, { free: true }),
      { type: 'selectSpace', space: 'Norfolk' },
      { type: 'move', from: 'Virginia', to: 'Norfolk', piece: 'militiaUnderground', count: 1 },
      { type: 'selectSpace', space: 'NorthCarolina' },
      { type: 'move', from: 'Virginia', to: 'NorthCarolina', piece: 'militiaUnderground', count: 1 },
      { type: 'done' },
    );
    expect(r.resources.patriots).toBe(0);
    expect(piecesIn(r, 'Norfolk')).toEqual({ militiaUnderground: 1 });
    expect(piecesIn(r, 'NorthCarolina')).toEqual({ militiaUnderground: 1 });
  });

  it('3.3.2 March: nothing to March without Patriot units', () => {
    const s = board({ Virginia: { patriotFort: 1 } });
    expect(canStartMarch(s, FULL)).toBe(false);
  });
});

describe('3.3.2 March: War Parties', () => {
  it('3.3.2 March: each pair of Continentals arriving flips one War Party Active', () => {
    const s = board({ Virginia: { continental: 5 }, Northwest: { continental: 0, warPartyUnderground: 3, village: 1 } }, () => {}, { washington: 'available' });
    let r = run(march(s), { type: 'selectSpace', space: 'Northwest' }, { type: 'move', from: 'Virginia', to: 'Northwest', piece: 'continental', count: 5 });
    expect(piecesIn(r, 'Northwest')).toEqual({ continental: 5, warPartyUnderground: 3, village: 1 });
    r = run(r, { type: 'done' });
    expect(piecesIn(r, 'Northwest')).toEqual({ continental: 5, warPartyUnderground: 1, warPartyActive: 2, village: 1 });
    expect(r.spaces.Northwest.control).toBe('rebellion');
  });

  it('3.3.2 March: Continentals already in the destination count too', () => {
    const s = board({ Virginia: { continental: 1 }, Northwest: { continental: 1, warPartyUnderground: 2 } }, () => {}, { washington: 'available' });
    const r = run(march(s), { type: 'selectSpace', space: 'Southwest' }, { type: 'move', from: 'Northwest', to: 'Southwest', piece: 'continental', count: 1 }, { type: 'selectSpace', space: 'Northwest' }, { type: 'move', from: 'Virginia', to: 'Northwest', piece: 'continental', count: 1 }, { type: 'done' });
    // Northwest: its own Continental left for Southwest; one arrived: 1 Continental, no activation.
    expect(piecesIn(r, 'Northwest')).toEqual({ continental: 1, warPartyUnderground: 2 });
    const t = run(march(s), { type: 'selectSpace', space: 'Northwest' }, { type: 'move', from: 'Virginia', to: 'Northwest', piece: 'continental', count: 1 }, { type: 'done' });
    expect(piecesIn(t, 'Northwest')).toEqual({ continental: 2, warPartyUnderground: 1, warPartyActive: 1 });
  });
});

describe('3.3.2 March: French Regulars', () => {
  const treaty = (layout: Parameters<typeof board>[0], french: number, rochambeau: 'available' | 'Virginia' | 'MarylandDelaware' = 'available') =>
    board(
      layout,
      (d) => {
        d.treatyOfAlliance = true;
        d.resources.french = french;
        d.leaders.french.at = rochambeau;
      },
      { washington: 'available' },
    );

  it('3.3.2 March: French Regulars accompany Continentals 1 for 1; the French pay one Resource per destination they enter', () => {
    const s = treaty({ Virginia: { continental: 4, frenchRegular: 4, militiaActive: 1 }, NorthCarolina: { continental: 1, frenchRegular: 1 } }, 5);
    let r = run(march(s), { type: 'selectSpace', space: 'MarylandDelaware' });
    // A group cannot begin with French Regulars.
    expect(choices(r).some((a) => a.piece === 'frenchRegular')).toBe(false);
    r = run(r, { type: 'move', from: 'Virginia', to: 'MarylandDelaware', piece: 'continental', count: 2 });
    expect(choices(r)).toEqual([
      { type: 'move', from: 'Virginia', to: 'MarylandDelaware', piece: 'frenchRegular', count: 1 },
      { type: 'move', from: 'Virginia', to: 'MarylandDelaware', piece: 'frenchRegular', count: 2 },
      { type: 'move', from: 'Virginia', to: 'MarylandDelaware', piece: 'militiaActive', count: 1 },
      { type: 'done' },
    ]);
    r = run(r, { type: 'move', from: 'Virginia', to: 'MarylandDelaware', piece: 'frenchRegular', count: 2 }, { type: 'done' });
    expect(r.resources).toMatchObject({ patriots: 9, french: 4 });
    expect(piecesIn(r, 'MarylandDelaware')).toEqual({ continental: 2, frenchRegular: 2 });
    r = run(
      r,
      { type: 'selectSpace', space: 'Norfolk' },
      { type: 'move', from: 'Virginia', to: 'Norfolk', piece: 'continental', count: 1 },
      { type: 'move', from: 'Virginia', to: 'Norfolk', piece: 'frenchRegular', count: 1 },
      { type: 'done' },
    );
    expect(r.resources).toMatchObject({ patriots: 8, french: 3 });
    // A second French group into a destination already paid for costs the French nothing more.
    r = run(r, { type: 'move', from: 'NorthCarolina', to: 'Norfolk', piece: 'continental', count: 1 }, { type: 'move', from: 'NorthCarolina', to: 'Norfolk', piece: 'frenchRegular', count: 1 }, { type: 'done' });
    expect(r.resources).toMatchObject({ patriots: 8, french: 3 });
    expect(piecesIn(r, 'Norfolk')).toEqual({ continental: 2, frenchRegular: 2 });
    expect(piecesIn(r, 'Virginia')).toEqual({ continental: 1, frenchRegular: 1, militiaActive: 1 });
  });

  it('3.3.2 March: French with no Resources cannot enter a destination', () => {
    const s = treaty({ Virginia: { continental: 2, frenchRegular: 2 } }, 0);
    const r = run(march(s), { type: 'selectSpace', space: 'Norfolk' }, { type: 'move', from: 'Virginia', to: 'Norfolk', piece: 'continental', count: 2 });
    expect(stillMarching(r)).toBe(true);
    expect(choices(r)).toEqual([{ type: 'done' }]);
    expect(piecesIn(r, 'Norfolk')).toEqual({ continental: 2 });
  });

  it('1.10 March: with Rochambeau (French March with a Patriot Command at no cost) the French pay nothing, and he may follow', () => {
    const s = treaty({ Virginia: { continental: 2, frenchRegular: 3 } }, 0, 'Virginia');
    let r = run(
      march(s),
      { type: 'selectSpace', space: 'Norfolk' },
      { type: 'move', from: 'Virginia', to: 'Norfolk', piece: 'continental', count: 2 },
      { type: 'move', from: 'Virginia', to: 'Norfolk', piece: 'frenchRegular', count: 2 },
    );
    expect(r.resources.french).toBe(0);
    // One French Regular stays in Virginia: the French decide whether Rochambeau follows.
    expect(pending(r)).toMatchObject({ faction: 'french', kind: 'patriotsLeader' });
    expect(legalActions(r)).toEqual([
      { faction: 'french', type: 'moveLeader', to: 'Norfolk' },
      { faction: 'french', type: 'moveLeader', to: 'Virginia' },
    ]);
    r = run(r, { faction: 'french', type: 'moveLeader', to: 'Norfolk' });
    expect(r.leaders.french.at).toBe('Norfolk');
    expect(kind(r)).toBe('patriotsMarch');
  });

  it('3.1.2 free March: the French pay nothing either', () => {
    const s = treaty({ Virginia: { continental: 1, frenchRegular: 1 } }, 0);
    const r = run(
      march(s, { free: true }),
      { type: 'selectSpace', space: 'Norfolk' },
      { type: 'move', from: 'Virginia', to: 'Norfolk', piece: 'continental', count: 1 },
      { type: 'move', from: 'Virginia', to: 'Norfolk', piece: 'frenchRegular', count: 1 },
      { type: 'done' },
    );
    expect(r.resources).toMatchObject({ patriots: 10, french: 0 });
    expect(piecesIn(r, 'Norfolk')).toEqual({ continental: 1, frenchRegular: 1 });
  });
});

describe('1.10 March: Washington', () => {
  it('1.10 March: Washington may follow the group; a Leader left alone must be moved', () => {
    const s = board({ Virginia: { continental: 2, militiaUnderground: 1 }, Georgia: { militiaUnderground: 1 } }, () => {}, { washington: 'Virginia' });
    let r = run(march(s), { type: 'selectSpace', space: 'MarylandDelaware' }, { type: 'move', from: 'Virginia', to: 'MarylandDelaware', piece: 'continental', count: 2 }, { type: 'done' });
    expect(pending(r)).toMatchObject({ faction: 'patriots', kind: 'patriotsLeader' });
    expect(choices(r)).toEqual([
      { type: 'moveLeader', to: 'MarylandDelaware' },
      { type: 'moveLeader', to: 'Virginia' },
    ]);
    r = run(r, { type: 'moveLeader', to: 'Virginia' });
    r = run(r, { type: 'selectSpace', space: 'NorthCarolina' }, { type: 'move', from: 'Virginia', to: 'NorthCarolina', piece: 'militiaUnderground', count: 1 });
    expect(r.leaders.patriots.at).toBe('available');
    expect(choices(r)).toEqual([
      { type: 'moveLeader', to: 'MarylandDelaware' },
      { type: 'moveLeader', to: 'NorthCarolina' },
      { type: 'moveLeader', to: 'Georgia' },
      { type: 'moveLeader', to: 'available' },
    ]);
    r = run(r, { type: 'moveLeader', to: 'NorthCarolina' }, { type: 'done' });
    expect(r.leaders.patriots.at).toBe('NorthCarolina');
    expect(stillMarching(r)).toBe(false);
  });
});

describe('3.3.2 March through the public machine', () => {
  it('2.3.4 March is offered (full, or Limited for the 2nd Eligible) and a whole March returns to the card flow', () => {
    let s = onTurn(board({ Virginia: { militiaUnderground: 2 }, Norfolk: { tory: 2 } }, () => {}, { washington: 'available' }), 'patriots');
    expect(legalActions(s)).toContainEqual({ faction: 'patriots', type: 'command', command: 'march' });
    s = run(
      s,
      { type: 'command', command: 'march' },
      { type: 'selectSpace', space: 'Norfolk' },
      { type: 'move', from: 'Virginia', to: 'Norfolk', piece: 'militiaUnderground', count: 2 },
      { type: 'done' },
    );
    expect(piecesIn(s, 'Norfolk')).toEqual({ tory: 2, militiaActive: 2 });
    expect(s.resources.patriots).toBe(9);
    expect(pending(s)?.kind).toBe('eligibleOptions');
    expect(pending(s)?.faction).not.toBe('patriots');
  });

  it('no dead ends: every listed March action leads on to a finished March (exhaustive on a small board)', () => {
    const s = board(
      { Virginia: { continental: 2, frenchRegular: 1, militiaActive: 1 }, Norfolk: { tory: 2 } },
      (d) => {
        d.treatyOfAlliance = true;
        d.resources.french = 1;
        d.leaders.french.at = 'Virginia';
      },
      { resources: 2, washington: 'Virginia' },
    );
    let finished = 0;
    const explore = (st: typeof s, depth: number): void => {
      const acts = legalActions(st);
      expect(acts.length).toBeGreaterThan(0);
      for (const a of acts) {
        const next = run(st, a);
        if (!next.stack.some((f) => f.kind === 'patriotsMarch' || f.kind === 'patriotsLeader')) finished++;
        else if (depth < 10) explore(next, depth + 1);
      }
    };
    explore(march(s, { limited: true }), 0);
    expect(finished).toBeGreaterThan(0);
  });
});
