/**
 * Whole moves from the board (issue #20): hand-built moves of each kind matched from the board after
 * them, in one call, whatever order the table did the steps in; perturbed boards report the departure.
 */
import { describe, expect, it } from 'vitest';
import { apply, legalActions, pending } from '../../src/game/machine';
import { createGame } from '../../src/game/createGame';
import type { Action } from '../../src/core/action';
import { InvalidStateError } from '../../src/core/errors';
import type { GameState } from '../../src/core/state';
import { as, play, position, put } from '../../src/testing';
import { seededIndex } from '../../src/testing/random';
import { boardDifferences, matchMove, type MoveTarget } from '../../src/table/matchMove';
import { announcedIn, expectReproduces, playMove, preferring } from './helpers';

const B = as('british');
const P = as('patriots');

/** British on turn, 10 Resources, an Underground Militia in Neutral Boston. */
const musterStart = (): GameState =>
  B.onTurn(
    position({ resources: { british: 10 } }, (d) => {
      put(d, 'Boston', { militiaUnderground: 1 });
      d.spaces.Boston.support = 0;
    }),
  );

/** The board after a Muster of 4 Regulars and 2 Tories in Boston and 2 Tories in Massachusetts, as the table reads it. */
const musterTarget = (s: GameState, massachusettsTories = 2): MoveTarget => ({
  spaces: { Boston: { pieces: { britishRegular: 4, tory: 2 } }, Massachusetts: { pieces: { tory: massachusettsTories } } },
  available: { britishRegular: s.available.britishRegular - 4, tory: s.available.tory - 4 },
  resources: { british: 8 },
});

describe('matchMove: a two-space Muster (3.2.1)', () => {
  it('3.2.1 one call finds the engine order: Regulars space first, then its Tories, then the other space, then done twice', () => {
    const s = musterStart();
    const r = matchMove(s, musterTarget(s), { announced: { command: 'muster', activity: null } });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.sequences[0].actions).toEqual([
      { faction: 'british', type: 'command', command: 'muster' },
      { faction: 'british', type: 'selectSpace', space: 'Boston', piece: 'britishRegular' },
      { faction: 'british', type: 'place', space: 'Boston', piece: 'britishRegular', count: 4 },
      { faction: 'british', type: 'place', space: 'Boston', piece: 'tory', count: 2 },
      { faction: 'british', type: 'selectSpace', space: 'Massachusetts' },
      { faction: 'british', type: 'place', space: 'Massachusetts', piece: 'tory', count: 2 },
      { faction: 'british', type: 'done' },
      { faction: 'british', type: 'done' },
    ]);
    expect(r.sequences[0].dice).toEqual([]);
    expect(r.sequences[0].state.spaces.Massachusetts.pieces.tory).toBe(2);
    expect(pending(r.sequences[0].state)!.kind).toBe('eligibleOptions');
  });

  it('3.2.1 whatever order the human placed the pieces in, the board is the same and so is the match', () => {
    const s = musterStart();
    // The table's board, built in the other order (Massachusetts first): a full GameState works as the target.
    const tablesOrder = B.play(
      s,
      { type: 'command', command: 'muster' },
      { type: 'selectSpace', space: 'Boston', piece: 'britishRegular' },
      { type: 'place', space: 'Boston', piece: 'britishRegular', count: 4 },
      { type: 'place', space: 'Boston', piece: 'tory', count: 2 },
      { type: 'selectSpace', space: 'Massachusetts' },
      { type: 'place', space: 'Massachusetts', piece: 'tory', count: 2 },
      { type: 'done' },
      { type: 'done' },
    );
    const fromState = matchMove(s, tablesOrder);
    const fromDiff = matchMove(s, musterTarget(s));
    expect(fromState.ok && fromDiff.ok).toBe(true);
    if (!fromState.ok || !fromDiff.ok) return;
    expect(fromState.sequences[0].actions).toEqual(fromDiff.sequences[0].actions);
    expectReproduces(s, tablesOrder, fromState);
  });

  it('3.2.1 one Tory too many in Massachusetts: the departure names the space and the piece', () => {
    const s = musterStart();
    const r = matchMove(s, musterTarget(s, 3), { announced: { command: 'muster', activity: null }, maxNodes: 500 });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.closest.differences).toEqual([
      { where: 'Massachusetts', what: 'tory', actual: 2, target: 3, text: 'Massachusetts: 2 Tories, the target has 3' },
    ]);
    // The table left the rules at the Tories' step in Massachusetts: 3 are not allowed there (3.2.1).
    expect(r.departure.step).toBe(5);
    expect(r.closest.actions[5]).toEqual({ faction: 'british', type: 'place', space: 'Massachusetts', piece: 'tory', count: 2 });
    expect(r.departure.reason).toContain('step 6 (british place Massachusetts tory×2) leaves Massachusetts: 2 Tories, the target has 3');
    expect(r.departure.reason).toContain('places or moves 1 Tory into Massachusetts');
    expect(r.departure.error?.code).toBe('not-legal-now');
    expect(r.departure.error?.action).toEqual({ faction: 'british', type: 'place', space: 'Massachusetts', piece: 'tory', count: 3 });
  });

  it('the announced Command is kept: announcing a Garrison finds no Muster', () => {
    const s = musterStart();
    const r = matchMove(s, musterTarget(s), { announced: { command: 'garrison' }, maxNodes: 300 });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.closest.actions.some((a) => a.type === 'command' && a.command === 'muster')).toBe(false);
  });

  it('alternatives: several sequences may be asked for, the canonical one first', () => {
    const s = musterStart();
    const one = matchMove(s, musterTarget(s));
    const more = matchMove(s, musterTarget(s), { alternatives: 2, maxNodes: 500 });
    expect(one.ok && more.ok).toBe(true);
    if (!one.ok || !more.ok) return;
    expect(more.sequences[0].actions).toEqual(one.sequences[0].actions);
    for (const seq of more.sequences) expect(boardDifferences(seq.state, musterTarget(s))).toEqual([]);
  });
});

describe('matchMove: bad targets', () => {
  it('an unknown space, piece or field, or a count out of range, is an InvalidStateError naming it; nothing is searched', () => {
    const s = musterStart();
    expect(() => matchMove(s, { spaces: { Bostn: { pieces: { tory: 1 } } } } as unknown as MoveTarget)).toThrow(InvalidStateError);
    expect(() => matchMove(s, { spaces: { Bostn: {} } } as unknown as MoveTarget)).toThrow('target spaces: "Bostn" is not a space');
    expect(() => matchMove(s, { spaces: { Boston: { pieces: { tories: 1 } } } } as unknown as MoveTarget)).toThrow('"tories" is not a piece kind on the map');
    expect(() => matchMove(s, { spaces: { Boston: { support: 3 } } })).toThrow('target spaces.Boston.support: expected an integer from -2 to 2, got 3');
    expect(() => matchMove(s, { resourcez: {} } as unknown as MoveTarget)).toThrow('target: unknown field "resourcez"');
  });
});

/** British Regulars in Boston and New York City, March with two groups. */
describe('matchMove: a March with two groups (3.2.3)', () => {
  it('3.2.3 two groups into two destinations, matched from the board', () => {
    const s = B.onTurn(
      position({ resources: { british: 10 } }, (d) => {
        put(d, 'Boston', { britishRegular: 3 });
        put(d, 'NewYorkCity', { britishRegular: 2 });
      }),
    );
    const end = play(s, B.command('march'), ...marchSteps(s));
    const r = matchMove(s, end, { announced: { command: 'march', activity: null } });
    expectReproduces(s, end, r);
    expect(end.spaces.Massachusetts.pieces.britishRegular + end.spaces.NewYork.pieces.britishRegular).toBe(5);
  });
});

/** The March steps: Massachusetts from Boston (3 Regulars), New York from New York City (2), no Tories. */
function marchSteps(s: GameState): Action[] {
  const steps: Action[] = [];
  let x = play(s, B.command('march'));
  const take = (pred: (a: Action) => boolean): void => {
    const a = legalActions(x).find(pred);
    if (!a) throw new Error(`no such step: ${legalActions(x).map((l) => JSON.stringify(l)).join(' ')}`);
    steps.push(a);
    x = apply(x, a);
  };
  take((a) => a.type === 'selectSpace' && a.space === 'Massachusetts');
  take((a) => a.type === 'move' && a.from === 'Boston' && a.piece === 'britishRegular' && a.count === 3);
  while (legalActions(x).some((a) => a.type === 'move' && a.piece === 'tory')) take((a) => a.type === 'move' && a.piece === 'tory' && a.count === 0);
  take((a) => a.type === 'selectSpace' && a.space === 'NewYork');
  take((a) => a.type === 'move' && a.from === 'NewYorkCity' && a.piece === 'britishRegular' && a.count === 2);
  while (legalActions(x).some((a) => a.type === 'move' && a.piece === 'tory')) take((a) => a.type === 'move' && a.piece === 'tory' && a.count === 0);
  while (pending(x)!.kind !== 'eligibleOptions') take((a) => a.type === 'done');
  return steps;
}

describe('matchMove: a Battle with seeded dice (3.6)', () => {
  it('3.6 the rolls are the state’s own: the sequence found reproduces the losses and reports the dice', () => {
    const s = P.onTurn(
      position({ resources: { patriots: 5 } }, (d) => {
        put(d, 'Massachusetts', { continental: 4, militiaUnderground: 2, britishRegular: 2, tory: 2 });
      }),
    );
    const { actions, end } = playMove(s, preferring(7, (a) => a.type === 'command' && a.command === 'battle', (a) => a.type === 'selectSpace' && a.space === 'Massachusetts', (a) => a.type === 'done'));
    expect(boardDifferences(s, end).length).toBeGreaterThan(0);
    const r = matchMove(s, end, { announced: announcedIn(s, actions) });
    expectReproduces(s, end, r);
    if (!r.ok) return;
    expect(r.sequences[0].dice.length).toBeGreaterThan(0);
    for (const d of r.sequences[0].dice) for (const v of d.values) expect(v >= 1 && v <= 6).toBe(true);
  });

  it('3.6 with external dice the rolls are searched: the dice the table rolled are reported', () => {
    const s = P.onTurn(
      position({ resources: { patriots: 5 }, game: { seed: 3, dice: 'external' } }, (d) => {
        put(d, 'Massachusetts', { continental: 4, militiaUnderground: 2, britishRegular: 2, tory: 2 });
      }),
    );
    const rolled: number[] = [];
    const { actions, end } = playMove(
      s,
      preferring(
        11,
        (a) => a.type === 'command' && a.command === 'battle',
        (a) => a.type === 'selectSpace' && a.space === 'Massachusetts',
        (a) => a.type === 'done',
      ),
    );
    for (const a of actions) if (a.faction === 'chance') rolled.push(a.value!);
    expect(rolled.length).toBeGreaterThan(0);
    const r = matchMove(s, end, { announced: announcedIn(s, actions), maxNodes: 20000 });
    expectReproduces(s, end, r);
    if (!r.ok) return;
    const chance = r.sequences[0].actions.filter((a) => a.faction === 'chance');
    expect(r.sequences[0].dice.flatMap((d) => d.values)).toEqual(chance.map((a) => a.value));
  });
});

/** Random games (seeded) played to the first state where `found` holds. */
function firstState(found: (s: GameState) => boolean, seeds = 40): { state: GameState; seed: number } {
  for (let seed = 1; seed <= seeds; seed++) {
    const pick = seededIndex(seed * 7919);
    let s = createGame((['1775', '1776', '1778', 'sprint'] as const)[seed % 4], { seed });
    for (let step = 0; step < 3000 && !s.result; step++) {
      if (found(s)) return { state: s, seed };
      const legal = legalActions(s);
      s = apply(s, legal[pick(legal.length)]);
    }
  }
  throw new Error('no such state in the games tried');
}

const topKind = (s: GameState): string => s.stack[s.stack.length - 1].kind;

describe('matchMove: Events, Special Activities, Winter Quarters, Brilliant Strokes', () => {
  it('5.1 an Event side played with its choices: matched with the side announced', () => {
    const { state, seed } = firstState((s) => topKind(s) === 'eligibleOptions' && legalActions(s).some((a) => a.type === 'event'));
    const { actions, end } = playMove(state, preferring(seed, (a) => a.type === 'event'));
    const announced = announcedIn(state, actions);
    expect(announced.side).toBeDefined();
    expectReproduces(state, end, matchMove(state, end, { announced, maxNodes: 20000 }));
  });

  it('4.1 a Command with a Special Activity: matched with both announced', () => {
    const { state, seed } = firstState((s) => topKind(s) === 'eligibleOptions' && legalActions(s).some((a) => a.type === 'command'));
    let sa = false;
    const { actions, end } = playMove(state, (legal, s) => {
      const mine = legal.filter((a) => a.faction === pending(state)!.faction);
      if (topKind(s) === 'eligibleOptions') return mine.find((a) => a.type === 'command' && !a.limited) ?? legal[0];
      const act = legal.find((a) => a.type === 'specialActivity');
      if (act && !sa) {
        sa = true;
        return act;
      }
      return preferring(seed)(legal, s);
    });
    const announced = announcedIn(state, actions);
    expect(announced.activity).toBeDefined();
    expectReproduces(state, end, matchMove(state, end, { announced, maxNodes: 20000 }));
  });

  it('6.5 a Winter Quarters Leader Redeployment: matched until another Faction decides', () => {
    const { state, seed } = firstState((s) => topKind(s) === 'leaderRedeployment' && legalActions(s).some((a) => a.type === 'redeployLeader'));
    const { end } = playMove(state, preferring(seed, (a) => a.type === 'redeployLeader'), 'faction');
    expect(end.leaders).not.toEqual(state.leaders);
    expectReproduces(state, end, matchMove(state, end, { until: 'faction' }), 'faction');
  });

  it('2.3.8 a Brilliant Stroke played and executed: matched with the Stroke announced', () => {
    const { state, seed } = firstState((s) => topKind(s) === 'brilliantStrokes' && legalActions(s).some((a) => a.type === 'brilliantStroke'));
    const mover = pending(state)!.faction;
    const { actions, end } = playMove(
      state,
      preferring(seed, (a) => a.faction === mover && a.type === 'brilliantStroke', (a) => a.faction !== mover && a.type === 'done'),
    );
    expect(actions[0]).toEqual({ faction: mover, type: 'brilliantStroke' });
    expectReproduces(state, end, matchMove(state, end, { announced: announcedIn(state, actions), maxNodes: 20000 }));
  });
});
