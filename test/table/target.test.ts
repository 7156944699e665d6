/**
 * A move's target as a list of changes (issue #20): the table sends what it saw change (pieces per
 * space and box, markers, Resources, tracks, Leaders) instead of a board; bad changes are refused with
 * every problem named; the changes between two states read back as such a list.
 */
import { describe, expect, it } from 'vitest';
import { InvalidStateError } from '../../src/core/errors';
import type { GameState } from '../../src/core/state';
import { as, position, put } from '../../src/testing';
import { boardDifferences, matchMove, type MoveTarget } from '../../src/table/matchMove';
import { boardChanges, targetFromChanges, type BoardChange } from '../../src/table/target';
import { announcedIn, expectReproduces, playMove } from './helpers';
import { createGame } from '../../src/game/createGame';
import { apply, legalActions } from '../../src/game/machine';
import { seededIndex } from '../../src/testing/random';

const B = as('british');

/** British on turn, 10 Resources, an Underground Militia in Neutral Boston, Massachusetts at Active Opposition. */
const start = (): GameState =>
  B.onTurn(
    position({ resources: { british: 10 } }, (d) => {
      put(d, 'Boston', { militiaUnderground: 1 });
      d.spaces.Boston.support = 0;
      d.spaces.Massachusetts.support = -2;
    }),
  );

/** The Muster of 4 Regulars and 2 Tories in Boston and 2 Tories in Connecticut-Rhode Island, as the table saw it change. */
const musterChanges = (toriesTo: 'ConnecticutRhodeIsland' | 'Massachusetts' = 'ConnecticutRhodeIsland'): BoardChange[] => [
  { space: 'Boston', piece: 'britishRegular', delta: 4 },
  { space: 'Boston', piece: 'tory', delta: 2 },
  { space: toriesTo, piece: 'tory', delta: 2 },
  { pool: 'available', piece: 'britishRegular', delta: -4 },
  { pool: 'available', piece: 'tory', delta: -4 },
  { resources: 'british', delta: -2 },
];

describe('targetFromChanges: the changes as a partial board', () => {
  it('each change shifts the starting value; changes of the same thing add up; the rest is left out (unchanged)', () => {
    const s = start();
    const t = targetFromChanges(s, [
      ...musterChanges(),
      { space: 'Boston', piece: 'tory', delta: -1 },
      { space: 'Boston', marker: 'support', delta: 1 },
      { track: 'fni', delta: 1 },
      { treatyOfAlliance: true },
      { leaderOf: 'british', at: 'Boston' },
    ]);
    expect(t).toEqual({
      spaces: {
        Boston: { pieces: { britishRegular: 4, tory: 1 }, support: 1 },
        ConnecticutRhodeIsland: { pieces: { tory: 2 } },
      },
      available: { britishRegular: s.available.britishRegular - 4, tory: s.available.tory - 4 },
      unavailable: {},
      casualties: {},
      resources: { british: 8 },
      fni: 1,
      treatyOfAlliance: true,
      leaders: { british: { at: 'Boston' } },
    } satisfies MoveTarget);
  });

  it('bad changes: an InvalidStateError naming every problem by its index; nothing is searched', () => {
    const s = start();
    const bad = [
      { space: 'Bostn', piece: 'tory', delta: 1 },
      { space: 'Boston', piece: 'tories', delta: 1 },
      { space: 'Boston', piece: 'tory', delta: 1.5 },
      { space: 'Boston', piece: 'tory', delta: -1 },
      { space: 'Boston', marker: 'support', delta: 3 },
      { pool: 'box', piece: 'tory', delta: 1 },
      { resources: 'spain', delta: 1 },
      { track: 'fni', delta: 4 },
      { resources: 'british', delta: 1, note: 'x' },
      { colour: 'red' },
      7,
      { leaderOf: 'british' },
    ];
    let error: unknown;
    try {
      matchMove(s, bad as unknown as BoardChange[]);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(InvalidStateError);
    expect((error as InvalidStateError).problems).toEqual([
      'target changes[0]: "Bostn" is not a space',
      'target changes[1]: "tories" is not a piece kind on the map (britishRegular, tory, britishFort, continental, militiaUnderground, militiaActive, patriotFort, frenchRegular, warPartyUnderground, warPartyActive, village)',
      'target changes[2]: delta must be a whole number (positive: more), got 1.5',
      'target changes[3]: Boston tory is 0, − 1 gives -1, outside 0…99',
      'target changes[4]: Boston support is 0, + 3 gives 3, outside -2…2',
      'target changes[5]: "box" is not a box (available, unavailable, casualties)',
      'target changes[6]: "spain" is not a Faction',
      `target changes[7]: fni is ${s.fni}, + 4 gives ${s.fni + 4}, outside 0…3`,
      'target changes[8]: unknown field "note" for a resources change',
      'target changes[9]: not a change: expected one of space+piece, space+marker, pool+piece, resources, track, treatyOfAlliance, leaderOf; got fields colour',
      'target changes[10]: expected a change object ({ space, piece, delta }, { resources, delta }…), got 7',
      'target changes[11]: a Leader change needs "at" (a space or "available") or "leader"',
    ]);
    expect((error as InvalidStateError).message).toBe('Invalid game state: target changes[0]: "Bostn" is not a space (and 11 more)');
  });
});

describe('matchMove with a list of changes (3.2.1)', () => {
  it('3.2.1 a two-space Muster given as changes is matched in the engine order, as from the board', () => {
    const s = start();
    const r = matchMove(s, musterChanges(), { announced: { command: 'muster', activity: null } });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.sequences[0].actions).toEqual([
      { faction: 'british', type: 'command', command: 'muster' },
      { faction: 'british', type: 'selectSpace', space: 'Boston', piece: 'britishRegular' },
      { faction: 'british', type: 'place', space: 'Boston', piece: 'britishRegular', count: 4 },
      { faction: 'british', type: 'place', space: 'Boston', piece: 'tory', count: 2 },
      { faction: 'british', type: 'selectSpace', space: 'ConnecticutRhodeIsland' },
      { faction: 'british', type: 'place', space: 'ConnecticutRhodeIsland', piece: 'tory', count: 2 },
      { faction: 'british', type: 'done' },
      { faction: 'british', type: 'done' },
    ]);
    // Read back: the changes between the start and the matched state are the table's, in map order.
    expect(boardChanges(s, r.sequences[0].state)).toEqual(musterChanges());
  });

  it('3.2.1 Tories into Active Opposition: the departure is the selection the rules refuse, with their reason', () => {
    const s = start();
    const r = matchMove(s, musterChanges('Massachusetts'), { announced: { command: 'muster', activity: null }, maxNodes: 300 });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.closest.differences[0]).toEqual({ where: 'Massachusetts', what: 'tory', actual: 0, target: 2, text: 'Massachusetts: 0 Tories, the target has 2' });
    // Step 2 (index 1) is the Muster's first selection: Massachusetts may not be selected for Tories there.
    expect(r.departure.step).toBe(1);
    expect(r.departure.error?.code).toBe('not-legal-now');
    expect(r.departure.error?.action).toEqual({ faction: 'british', type: 'selectSpace', space: 'Massachusetts' });
    expect(r.departure.error?.details.reason).toEqual({ rule: '3.2.1', text: 'Massachusetts is at Active Opposition: no Tories muster there' });
    expect(r.departure.reason).toBe(
      'step 2 (Muster: select a space to place Regulars (one City not Blockaded, an adjacent Colony, or the West Indies) or a space to place Tories (3.2.1)): the table\'s move places or moves 2 Tories into Massachusetts, but Massachusetts may not be selected: Massachusetts is at Active Opposition: no Tories muster there (3.2.1) (search stopped after 300 positions)',
    );
  });
});

describe('boardChanges over random turns', () => {
  it('every random turn, sent as the list of its changes, is reproduced exactly', () => {
    let matched = 0;
    for (const [scenario, seed] of [['1775', 21], ['1778', 22]] as const) {
      const pick = seededIndex(seed);
      let s = createGame(scenario, { seed });
      for (let step = 0; step < 600 && !s.result && matched < 8; step++) {
        if (s.stack[s.stack.length - 1].kind !== 'eligibleOptions' || step < 10) {
          const legal = legalActions(s);
          s = apply(s, legal[pick(legal.length)]);
          continue;
        }
        const begin = s;
        const { actions, end } = playMove(begin, (legal) => legal[pick(legal.length)]);
        s = end;
        if (actions.length > 10) continue;
        const changes = boardChanges(begin, end);
        // The changes rebuild exactly the board after the turn.
        expect(boardDifferences(end, targetFromChanges(begin, changes))).toEqual([]);
        expectReproduces(begin, end, matchMove(begin, changes, { announced: announcedIn(begin, actions), maxNodes: 20000 }));
        matched++;
      }
    }
    expect(matched).toBeGreaterThanOrEqual(6);
  });
});
