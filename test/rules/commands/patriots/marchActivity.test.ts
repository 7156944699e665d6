/**
 * 3.3.2 "No unit moves more than once" with a Special Activity executed during the March (4.1):
 * Persuasion (4.3.1) and Partisans (4.3.2) Activate Militia that marched in or others, as the Patriots
 * choose; a Militia that marched in may not march again, whichever side it shows (docs/rulings.md).
 */
import { describe, expect, it } from 'vitest';
import { explain, legalActions, loadGame, serialize } from '../../../../src/index';
import { as, piecesIn } from '../../../../src/testing';
import { command, type Layout } from './helpers';

const { play: run } = as('patriots');

const PERSUADE = { type: 'specialActivity', activity: 'persuasion' } as const;
const toSC = (piece: 'militiaUnderground' | 'militiaActive', count: number) => ({ type: 'move', from: 'CharlesTown', to: 'SouthCarolina', piece, count }) as const;
const toGeorgia = (piece: 'militiaUnderground' | 'militiaActive', count: number) => ({ type: 'move', from: 'SouthCarolina', to: 'Georgia', piece, count }) as const;
const movesOutOfSC = (s: Parameters<typeof legalActions>[0]) => legalActions(s).filter((a) => a.type === 'move' && a.from === 'SouthCarolina');

/** `count` Underground Militia march CharlesTown -> South Carolina, Persuasion there, then Georgia is selected. */
function persuadedThenGeorgia(layout: Layout, count: number) {
  const s0 = command(layout, 'march', undefined, { washington: 'available' });
  let r = run(s0, { type: 'selectSpace', space: 'SouthCarolina' }, toSC('militiaUnderground', count));
  r = run(r, PERSUADE, { type: 'selectSpace', space: 'SouthCarolina' });
  expect(piecesIn(r, 'SouthCarolina')).toEqual({ militiaUnderground: 1, militiaActive: 1 });
  return run(r, { type: 'selectSpace', space: 'Georgia' });
}

describe('3.3.2 March: a Militia Persuasion Activated after it marched in does not march again', () => {
  // bench:sprint:160: 2 Underground Militia march CharlesTown -> South Carolina, Persuasion there
  // Activates one of them, and an Active Militia then marched South Carolina -> Georgia.
  it('3.3.2 only Militia that marched in: the Active one Persuasion made is refused, with the reason', () => {
    const r = persuadedThenGeorgia({ CharlesTown: { militiaUnderground: 2 }, Savannah: { militiaActive: 1 } }, 2);
    expect(movesOutOfSC(r)).toEqual([]);
    expect(explain(r, { faction: 'patriots', ...toGeorgia('militiaActive', 1) })).toMatchObject({ rule: '3.3.2' });
    expect(explain(r, { faction: 'patriots', ...toGeorgia('militiaActive', 1) })?.text).toContain('no unit moves twice');
    expect(explain(r, { faction: 'patriots', ...toGeorgia('militiaUnderground', 1) })).toMatchObject({ rule: '3.3.2' });
  });

  it('3.3.2 one marched in, one did not: either may be the one Activated, so either side may march on, not both', () => {
    const r = persuadedThenGeorgia({ CharlesTown: { militiaUnderground: 1 }, SouthCarolina: { militiaUnderground: 1 } }, 1);
    expect(movesOutOfSC(r)).toEqual([
      { faction: 'patriots', ...toGeorgia('militiaUnderground', 1) },
      { faction: 'patriots', ...toGeorgia('militiaActive', 1) },
    ]);
    // The Underground one marches on: Persuasion Activated the one that marched in; nothing else may follow.
    const ug = run(r, toGeorgia('militiaUnderground', 1));
    expect(piecesIn(ug, 'Georgia')).toEqual({ militiaUnderground: 1 });
    expect(movesOutOfSC(ug)).toEqual([]);
    // The Active one marches on: Persuasion Activated the one that had not moved.
    const active = run(r, toGeorgia('militiaActive', 1));
    expect(piecesIn(active, 'Georgia')).toEqual({ militiaActive: 1 });
    expect(movesOutOfSC(active)).toEqual([]);
  });

  it('3.3.2 without a Special Activity the March is unchanged: Militia that did not move march on, those that did may not', () => {
    const s0 = command({ CharlesTown: { militiaUnderground: 1 }, SouthCarolina: { militiaActive: 1 } }, 'march', undefined, { washington: 'available' });
    const r = run(s0, { type: 'selectSpace', space: 'SouthCarolina' }, toSC('militiaUnderground', 1), { type: 'selectSpace', space: 'Georgia' });
    expect(movesOutOfSC(r)).toEqual([{ faction: 'patriots', ...toGeorgia('militiaActive', 1) }]);
  });

  it('3.3.2 Persuasion while a group is still open counts the group\'s Militia among those that marched in', () => {
    const s0 = command({ CharlesTown: { militiaUnderground: 2, militiaActive: 1 }, Savannah: { militiaActive: 1 } }, 'march', undefined, { washington: 'available' });
    let r = run(s0, { type: 'selectSpace', space: 'SouthCarolina' }, toSC('militiaUnderground', 2));
    // The group may still take the Active Militia: it is open, and Persuasion may come now (4.1).
    r = run(r, PERSUADE, { type: 'selectSpace', space: 'SouthCarolina' });
    // The saved game, mid-group, loads (its record agrees with the board).
    expect(loadGame(serialize(r)).stack).toEqual(r.stack);
    r = run(r, toSC('militiaActive', 1));
    expect(piecesIn(r, 'SouthCarolina')).toEqual({ militiaUnderground: 1, militiaActive: 2 });
    r = run(r, { type: 'selectSpace', space: 'Georgia' });
    expect(movesOutOfSC(r)).toEqual([]);
  });

  it('3.3.2 Partisans: two Activated, one of them removed — which ones is the Patriots\' choice', () => {
    // Two marched in, one did not; Partisans Activates two and gives one up: the one left that had not
    // moved is Underground (both Activated marched in) or Active (one of each, the one that marched in removed).
    const s0 = command({ CharlesTown: { militiaUnderground: 2 }, SouthCarolina: { militiaUnderground: 1, tory: 3 } }, 'march', undefined, { washington: 'available' });
    let r = run(s0, { type: 'selectSpace', space: 'SouthCarolina' }, toSC('militiaUnderground', 2));
    r = run(r, { type: 'specialActivity', activity: 'partisans' });
    const two = legalActions(r).find((a) => a.type === 'partisans' && a.space === 'SouthCarolina' && (a.option ?? '').split('+').length === 3);
    expect(two).toBeDefined();
    r = run(r, two!);
    expect(piecesIn(r, 'SouthCarolina')).toMatchObject({ militiaUnderground: 1, militiaActive: 1 });
    r = run(r, { type: 'selectSpace', space: 'Georgia' });
    expect(movesOutOfSC(r)).toEqual([
      { faction: 'patriots', ...toGeorgia('militiaUnderground', 1) },
      { faction: 'patriots', ...toGeorgia('militiaActive', 1) },
    ]);
  });
});

describe('3.3.1 Rally: a Militia Persuasion Activated after it moved in does not move again', () => {
  const layout = { Massachusetts: { patriotFort: 1 }, NewHampshire: { militiaActive: 2 }, Boston: { patriotFort: 1 } };
  const fromMass = (s: Parameters<typeof legalActions>[0]) => legalActions(s).filter((a) => a.type === 'move' && a.from === 'Massachusetts');

  it('3.3.1 only Militia that moved in: none leaves for the next Rally space, Underground or Active', () => {
    let r = run(
      command(layout, 'rally', undefined, { washington: 'available' }),
      { type: 'selectSpace', space: 'Massachusetts' },
      { type: 'move', from: 'NewHampshire', to: 'Massachusetts', piece: 'militiaActive', count: 2 },
      { type: 'flip', space: 'Massachusetts' },
    );
    r = run(r, PERSUADE, { type: 'selectSpace', space: 'Massachusetts' });
    expect(piecesIn(r, 'Massachusetts')).toEqual({ patriotFort: 1, militiaUnderground: 1, militiaActive: 1 });
    r = run(r, { type: 'selectSpace', space: 'Boston' });
    expect(fromMass(r)).toEqual([]);
    expect(explain(r, { faction: 'patriots', type: 'move', from: 'Massachusetts', to: 'Boston', piece: 'militiaActive', count: 1 })).toMatchObject({ rule: '3.3.1' });
  });

  it('3.3.1 one moved in, one did not: either may be the one Activated', () => {
    let r = run(
      command({ ...layout, Massachusetts: { patriotFort: 1, militiaActive: 1 }, NewHampshire: { militiaActive: 1 } }, 'rally', undefined, { washington: 'available' }),
      { type: 'selectSpace', space: 'Massachusetts' },
      { type: 'move', from: 'NewHampshire', to: 'Massachusetts', piece: 'militiaActive', count: 1 },
      { type: 'flip', space: 'Massachusetts' },
    );
    r = run(r, PERSUADE, { type: 'selectSpace', space: 'Massachusetts' });
    r = run(r, { type: 'selectSpace', space: 'Boston' });
    expect(fromMass(r)).toEqual([
      { faction: 'patriots', type: 'move', from: 'Massachusetts', to: 'Boston', piece: 'militiaUnderground', count: 1 },
      { faction: 'patriots', type: 'move', from: 'Massachusetts', to: 'Boston', piece: 'militiaActive', count: 1 },
    ]);
  });
});
