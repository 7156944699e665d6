/**
 * Events in whole random games (chapter 5): a chooser that prefers Events and one that picks uniformly
 * play the 1775, 1776 and 1778 scenarios with the Period Events option. Every step keeps the rules
 * invariants and offers at least one action; states in the middle of an Event save and load to an equal
 * state with the same choices; every side of every 1775–1778 card written is played at least once.
 */
import { describe, expect, it } from 'vitest';
import { createGame } from '../../src/game/createGame';
import { apply, legalActions, pending } from '../../src/game/machine';
import { checkInvariants } from '../../src/rules/invariants';
import { loadGame, serialize } from '../../src/game/persistence';
import type { GameState } from '../../src/core/state';
import type { Action } from '../../src/core/action';
import { cardById } from '../../src/data/cards';
import { EVENT_CARDS } from '../../src/rules/events/index';
import { nextInt, seedRng } from '../../src/dice/index';

interface Played {
  sides: Set<string>;
  events: number;
  reloads: number;
  final: GameState;
}

/** One game; with `preferEvents`, an Event is taken whenever one is offered (a side at random). */
function playGame(scenario: '1775' | '1776' | '1778', seed: number, preferEvents: boolean): Played {
  let rng = seedRng(`events-${scenario}-${seed}-${preferEvents}`);
  let s = createGame(scenario, { seed, periodEvents: true, dice: seed % 2 === 0 ? 'seeded' : 'external' });
  const sides = new Set<string>();
  let events = 0;
  let reloads = 0;
  while (!s.result) {
    const legal = legalActions(s);
    expect(legal.length).toBeGreaterThan(0);
    const offered = legal.filter((a) => a.type === 'event');
    const from = preferEvents && offered.length > 0 ? offered : legal;
    const pick = nextInt(rng, from.length);
    rng = pick.rng;
    const action: Action = from[pick.value];
    if (action.type === 'event') {
      sides.add(`${s.deck.current}/${action.side}`);
      events += 1;
    }
    s = apply(s, action);
    const broken = checkInvariants(s);
    if (broken.length > 0) throw new Error(`${scenario} seed ${seed}, step ${s.steps}: ${broken.join('; ')}`);
    // 5.1: an Event half resolved is plain JSON — it saves, loads and offers the same choices.
    if (s.stack.some((f) => f.kind === 'event') && pending(s) !== null && s.steps % 2 === 0) {
      const loaded = loadGame(serialize(s));
      expect(loaded).toEqual(s);
      expect(legalActions(loaded)).toEqual(legalActions(s));
      reloads += 1;
    }
  }
  return { sides, events, reloads, final: s };
}

describe('Events in random games (chapter 5)', () => {
  it('the 1775, 1776 and 1778 scenarios with Period Events play to a result with Events taken; every side of every 1775–1778 card written is played', () => {
    const sides = new Set<string>();
    let events = 0;
    let reloads = 0;
    for (let seed = 1; seed <= 10; seed++)
      for (const scenario of ['1775', '1776', '1778'] as const)
        for (const preferEvents of [true, false]) {
          const g = playGame(scenario, seed, preferEvents);
          expect(g.final.result).not.toBeNull();
          for (const k of g.sides) sides.add(k);
          events += g.events;
          reloads += g.reloads;
        }
    const written = Object.values(EVENT_CARDS)
      .filter((c) => cardById(c!.card).period === '1775-1776' || cardById(c!.card).period === '1777-1778')
      .flatMap((c) => [`${c!.card}/unshaded`, ...(c!.shaded ? [`${c!.card}/shaded`] : [])]);
    expect(written.filter((k) => !sides.has(k))).toEqual([]);
    expect(events).toBeGreaterThan(50);
    expect(reloads).toBeGreaterThan(20);
  });
});
