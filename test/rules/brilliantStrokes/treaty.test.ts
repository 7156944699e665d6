/**
 * The Treaty of Alliance (#109, 2.3.9): the Treaty in play first; a free French Muster; Rochambeau in
 * that Muster's space; FNI +1 within 1.9 (a Squadron from the West Indies becomes a Blockade on a City
 * of the French's choice); three French and three British Regulars to the West Indies, from
 * Unavailable first, then Available; every Faction Eligible; the card cancelled; the French then hold #107.
 */
import { describe, expect, it } from 'vitest';
import type { Draft } from 'immer';
import type { Action } from '../../../src/core/action';
import type { GameState } from '../../../src/core/state';
import { legalActions, pending } from '../../../src/game/machine';
import { checkInvariants } from '../../../src/rules/invariants';
import { play } from '../../../src/testing/kit';
import { atCardStart, stroke } from './helpers';

const F = (a: Omit<Action, 'faction'>): Action => ({ faction: 'french', ...a }) as Action;

/** French Preparations above 15 (CBC 20); a Rebellion-Controlled Massachusetts; `recipe` for the pools. */
const start = (recipe: (d: Draft<GameState>) => void) =>
  atCardStart({ cbc: 20, pieces: { Massachusetts: { continental: 2 } } }, (d) => {
    d.eligible.patriots = false;
    d.eligible.british = false;
    recipe(d);
  });

/** The French play the Treaty and Muster 2 Regulars in Massachusetts. */
const treatyMuster = [F({ type: 'selectSpace', space: 'Massachusetts' }), F({ type: 'place', space: 'Massachusetts', piece: 'frenchRegular', count: 2 })];

function playMuster(s: GameState): GameState {
  let t = play(s, ...treatyMuster);
  // Rochambeau is not brought along by the Muster (1.10: the Treaty places him there anyway); the optional Fort swap of 3.5.3 is declined.
  while (pending(t)?.kind === 'frenchCommandLeader' || pending(t)?.kind === 'frenchMuster') t = play(t, F({ type: 'done' }));
  return t;
}

describe('the Treaty of Alliance (2.3.9)', () => {
  it('Treaty first, Muster, Rochambeau there, FNI +1 on a City the French choose, Regulars from Unavailable first', () => {
    let s = start((d) => {
      // One French Regular Unavailable, the rest Available; one Squadron in the West Indies.
      d.available.frenchRegular += d.unavailable.frenchRegular - 1;
      d.unavailable.frenchRegular = 1;
      d.unavailable.squadron -= 1;
      d.spaces.WestIndies.squadrons = 1;
    });
    const availableFrench = s.available.frenchRegular;
    const britishUnavailable = s.unavailable.britishRegular;
    const britishAvailable = s.available.britishRegular;
    expect(pending(s)).toMatchObject({ faction: 'french', kind: 'brilliantStrokes' });
    s = play(s, stroke('french'));
    // 2.3.9: the Treaty is in play before the Muster, so French pieces may go on the map.
    expect(s.treatyOfAlliance).toBe(true);
    expect(pending(s)!.context.grant).toMatchObject({ faction: 'french', reason: 'Treaty of Alliance', free: true, limited: false });
    s = playMuster(s);
    expect(s.leaders.french).toEqual({ leader: 'Rochambeau', at: 'Massachusetts' });
    expect(pending(s)).toMatchObject({ faction: 'french', kind: 'treatyOfAlliance' });
    expect(legalActions(s).every((a) => a.type === 'placeBlockade')).toBe(true);
    s = play(s, F({ type: 'placeBlockade', space: 'Boston' }));
    expect(s.fni).toBe(1);
    expect(s.spaces.Boston.blockades).toBe(1);
    expect(s.spaces.WestIndies.squadrons).toBe(0);
    // 1 French Regular from Unavailable, 2 from Available (after the Muster's 2).
    expect(s.spaces.WestIndies.pieces.frenchRegular).toBe(3);
    expect(s.unavailable.frenchRegular).toBe(0);
    expect(s.available.frenchRegular).toBe(availableFrench - 2 - 2);
    // 3 British Regulars from Unavailable.
    expect(s.spaces.WestIndies.pieces.britishRegular).toBe(3);
    expect(s.unavailable.britishRegular).toBe(britishUnavailable - 3);
    expect(s.available.britishRegular).toBe(britishAvailable);
    expect(s.eligible).toEqual({ british: true, patriots: true, french: true, indians: true });
    expect(s.brilliantStrokes.french).toEqual([107]);
    expect(s.deck.played.slice(-2)).toEqual([1, 109]);
    expect(checkInvariants(s)).toEqual([]);
  });

  it('FNI does not rise without a Squadron in the West Indies (1.9); Regulars from Available when none is Unavailable', () => {
    let s = start((d) => {
      d.available.britishRegular += d.unavailable.britishRegular;
      d.unavailable.britishRegular = 0;
      d.available.frenchRegular += 5;
      d.unavailable.frenchRegular -= 5;
    });
    const britishAvailable = s.available.britishRegular;
    s = playMuster(play(s, stroke('french')));
    expect(s.fni).toBe(0);
    expect(s.stack.some((f) => f.kind === 'treatyOfAlliance')).toBe(false);
    expect([...s.priorLog, ...s.log].map((e) => e.text)).toContain('Treaty of Alliance: FNI cannot rise (no Squadron in the West Indies) (1.9)');
    expect(s.spaces.WestIndies.pieces.britishRegular).toBe(3);
    expect(s.available.britishRegular).toBe(britishAvailable - 3);
    expect(s.spaces.WestIndies.pieces.frenchRegular).toBe(3);
  });
});
