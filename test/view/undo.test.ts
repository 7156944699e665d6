/**
 * Undo that does not cheat (README, "Undo"): `revealed(before, after)` says what a step gave away of
 * the hidden part — dice drawn from the seed (3.6.4), cards turned over from the draw deck (2.3.7), a
 * die rolled at the table — and `undoFloor(history)` how far back a UI may undo.
 */
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../src/core/state';
import { ViewIsNotAStateError } from '../../src/core/viewGuard';
import { createGame } from '../../src/game/createGame';
import { apply, legalActions, pending } from '../../src/game/machine';
import { roll } from '../../src/dice/index';
import { play, withDice } from '../../src/testing';
import { view } from '../../src/view/view';
import { revealed, revealsHidden, undoFloor } from '../../src/view/undo';
import { example36 } from '../rules/battle/helpers';

const B = 'british' as const;
const P = 'patriots' as const;
const NOTHING = { draws: 0, cards: [], chance: false };

/** The Battle of the 3.6 example (British attacking in Pennsylvania): the states from the British turn to the dice, each step kept. */
function battleHistory(dice: 'seeded' | 'external'): GameState[] {
  const { start, toDice } = example36({ dice, seed: 'undo' });
  const history = [start];
  for (const action of toDice) history.push(play(history[history.length - 1], action));
  return history;
}

describe('revealed(before, after)', () => {
  it('ordinary steps reveal nothing: choosing a Command, a space, an activation', () => {
    const h = battleHistory('seeded');
    for (let i = 1; i < h.length - 1; i++) {
      expect(revealed(h[i - 1], h[i])).toEqual(NOTHING);
      expect(revealsHidden(h[i - 1], h[i])).toBe(false);
    }
  });

  it('3.6.4: the step that rolls a Battle\'s dice from the seed reveals four draws — the four D3 in the log', () => {
    const h = battleHistory('seeded');
    const [before, after] = h.slice(-2);
    expect(revealed(before, after)).toEqual({ draws: 4, cards: [], chance: false });
    expect(revealsHidden(before, after)).toBe(true);
    // The four draws are the Attacker's and the Defender's 2D3, rolled in that order from the earlier dice.
    let dice = before.dice;
    const values = Array.from({ length: 4 }, () => {
      const r = roll(dice, 3);
      dice = r.dice;
      return r.value;
    });
    expect(dice).toEqual(after.dice);
    const rolled = after.log.filter((l) => l.text.includes(': rolled ')).map((l) => l.text.replace(/.*: rolled /, ''));
    expect(rolled).toEqual([`${values[0]} + ${values[1]} = ${values[0] + values[1]}`, `${values[2]} + ${values[3]} = ${values[2] + values[3]}`]);
  });

  it('scripted dice: the forced rolls used count as draws', () => {
    const h = battleHistory('seeded');
    const before = withDice(h[h.length - 2], [2, 3, 1, 2, 6]);
    const after = play(before, { faction: P, type: 'activate', space: 'Pennsylvania', piece: 'militiaUnderground', count: 1 });
    expect(revealed(before, after)).toEqual({ draws: 4, cards: [], chance: false });
  });

  it('external dice: each die the table rolls is a reveal (`chance`), and rolls nothing from the seed', () => {
    const h = battleHistory('external');
    expect(revealed(h[h.length - 2], h[h.length - 1])).toEqual(NOTHING);
    let s = h[h.length - 1];
    for (const value of [2, 3, 1, 2]) {
      expect(pending(s)!.faction).toBe('chance');
      const next = apply(s, { faction: 'chance', type: 'roll', value });
      expect(revealed(s, next)).toEqual({ draws: 0, cards: [], chance: true });
      s = next;
    }
    // Then the Battle goes on with Faction decisions: nothing more revealed.
    expect(pending(s)!.faction).toBe(P);
    const after = apply(s, legalActions(s)[0]);
    expect(revealed(s, after)).toEqual(NOTHING);
  });

  it('2.3.7: the step that ends a card turns over the top of the draw deck as the next card', () => {
    let s = createGame('1778', { seed: 'cards' });
    const { current, next } = s.deck;
    const top = s.deck.draw[0];
    // Everyone passes or the card's Eligible Factions act; take the first action until the card changes.
    let steps = 0;
    for (;;) {
      const before = s;
      s = apply(s, legalActions(s).find((a) => a.type === 'pass') ?? legalActions(s)[0]);
      steps++;
      if (s.deck.current === current) {
        expect(revealed(before, s).cards).toEqual([]);
        continue;
      }
      expect(revealed(before, s).cards).toEqual([top]);
      expect(s.deck.current).toBe(next);
      expect(s.deck.next).toBe(top);
      break;
    }
    expect(steps).toBeGreaterThan(1);
  });

  it('over several steps it sums them; a later state first, or a view, is refused', () => {
    const h = battleHistory('seeded');
    expect(revealed(h[0], h[h.length - 1])).toEqual({ draws: 4, cards: [], chance: false });
    expect(() => revealed(h[2], h[1])).toThrow(new RangeError('revealed: the later state (step 1) comes before the earlier one (step 2)'));
    expect(() => revealed(view(h[0], B) as unknown as GameState, h[1])).toThrow(ViewIsNotAStateError);
  });
});

describe('undoFloor(history)', () => {
  it('a UI may undo back to the state right after the last reveal, and no further', () => {
    const h = battleHistory('seeded');
    // Before the dice: undo all the way back.
    expect(undoFloor(h.slice(0, -1))).toBe(0);
    // The dice were rolled in the step to h[5]: h[5] is the floor, nothing to undo there.
    expect(undoFloor(h)).toBe(5);
    // Two ordinary steps later (Win the Day is the Rebellion's, 3.6.8): those two may be undone.
    let s = h[5];
    const more = [...h];
    for (let i = 0; i < 2; i++) {
      s = apply(s, legalActions(s)[0]);
      more.push(s);
    }
    expect(revealed(more[5], more[7])).toEqual(NOTHING);
    expect(undoFloor(more)).toBe(5);
    expect(undoFloor([h[0]])).toBe(0);
    expect(() => undoFloor([])).toThrow(new RangeError('undoFloor: the history holds no state'));
  });

  it('the README loop: undo pops states while the floor allows', () => {
    const history: GameState[] = [...battleHistory('seeded').slice(0, 3)];
    const canUndo = (): boolean => undoFloor(history) < history.length - 1;
    const undo = (): void => {
      if (canUndo()) history.pop();
    };
    undo();
    undo();
    undo();
    expect(history).toHaveLength(1);
  });
});
