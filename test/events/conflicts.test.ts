/**
 * 5.1.2: when two Events contradict, the one being played prevails. The only Event effects that outlast
 * their card are eligibility marks for the next card (2.3.6); an Event played on that next card is
 * carried out in full over them.
 */
import { describe, expect, it } from 'vitest';
import type { Action } from '../../src/core/action';
import type { GameState } from '../../src/core/state';
import type { Faction } from '../../src/data/ids';
import { pending } from '../../src/index';
import { atCard, onTurn } from '../../src/testing/builders';
import { play, position, put } from '../../src/testing/kit';

const ev = (faction: Faction, side: 'unshaded' | 'shaded'): Action => ({ faction, type: 'event', side });
const pass = (faction: Faction): Action => ({ faction, type: 'pass' });

/** Card #18 with the Indians 1st Eligible, #21 next; Continentals in North Carolina, next to South Carolina. */
function start(): GameState {
  const base = position({ resources: { patriots: 0 } }, (d) => {
    put(d, 'NorthCarolina', { continental: 3 });
    put(d, 'SouthCarolina', { britishRegular: 1 });
    d.deck.draw = d.deck.draw.filter((c) => c !== 21 && c !== 18);
    d.deck.played = d.deck.played.filter((c) => c !== 21);
  });
  const s = atCard(base, 18);
  return onTurn({ ...s, deck: { ...s.deck, next: 21 } }, 'indians');
}

describe('5.1.2 conflicting Events: the current one prevails', () => {
  // 5.1.2, 2.3.6, 3.1.2: #18 leaves the Patriots Ineligible through card #21; #21's shaded text still has them
  // March there for free — the Event being played wins over the earlier card's mark — and they stay Ineligible.
  it('the Patriots, Ineligible through this card by #18, carry out the free March #21 gives them', () => {
    let s = play(start(), ev('indians', 'unshaded'), { faction: 'indians', type: 'choose', option: 'patriots' });
    expect(s.eligible.patriots).toBe(false);
    // #18's order is P I B F: the British and the French pass; card #21 (P I F B) comes up.
    s = play(s, pass('british'), pass('french'));
    expect(s.deck.current).toBe(21);
    expect(s.eligible).toEqual({ british: true, patriots: false, french: true, indians: false });
    expect(pending(s)).toMatchObject({ kind: 'eligibleOptions', faction: 'french' });
    s = play(s, ev('french', 'shaded'));
    expect(pending(s)).toMatchObject({ kind: 'patriotsMarch', faction: 'patriots' });
    s = play(
      s,
      { faction: 'patriots', type: 'selectSpace', space: 'SouthCarolina' },
      { faction: 'patriots', type: 'move', from: 'NorthCarolina', to: 'SouthCarolina', piece: 'continental', count: 3 },
      { faction: 'patriots', type: 'done' },
    );
    expect(s.spaces.SouthCarolina.pieces.continental).toBe(3);
    // The free Command leaves the Patriots' eligibility alone: still Ineligible on this card.
    expect(s.eligible.patriots).toBe(false);
  });
});
