/**
 * Events in whole random games (chapter 5): a chooser that prefers Events (a side not played yet when
 * one is offered) and one that picks uniformly play all four scenarios, with and without the Period
 * Events option. Every step keeps the rules invariants and offers at least one action; states in the
 * middle of an Event save and load to an equal state with the same choices; every side of every one of
 * the 96 Event cards is played at least once.
 */
import { describe, expect, it } from 'vitest';
import { createGame } from '../../src/game/createGame';
import { apply, legalActions, pending } from '../../src/game/machine';
import { checkInvariants } from '../../src/rules/invariants';
import { loadGame, serialize } from '../../src/game/persistence';
import type { GameState } from '../../src/core/state';
import type { Action } from '../../src/core/action';
import { SCENARIO_IDS, type ScenarioId } from '../../src/data/ids';
import { EVENT_CARDS } from '../../src/rules/events/index';
import { nextInt, seedRng } from '../../src/dice/index';

interface Played {
  sides: Set<string>;
  events: number;
  reloads: number;
  final: GameState;
}

/**
 * One game; with `preferEvents`, an Event is taken whenever one is offered: a side not in `seen` yet
 * when there is one, else any side.
 */
function playGame(scenario: ScenarioId, seed: number, periodEvents: boolean, preferEvents: boolean, seen: ReadonlySet<string>): Played {
  let rng = seedRng(`events-${scenario}-${seed}-${periodEvents}-${preferEvents}`);
  let s = createGame(scenario, { seed, periodEvents, dice: seed % 2 === 0 ? 'seeded' : 'external' });
  const sides = new Set<string>();
  let events = 0;
  let reloads = 0;
  while (!s.result) {
    const legal = legalActions(s);
    expect(legal.length).toBeGreaterThan(0);
    const offered = legal.filter((a) => a.type === 'event');
    const fresh = offered.filter((a) => !seen.has(`${s.deck.current}/${a.side}`) && !sides.has(`${s.deck.current}/${a.side}`));
    const from = !preferEvents ? legal : fresh.length > 0 ? fresh : offered.length > 0 ? offered : legal;
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
  it('all four scenarios, with and without Period Events, play to a result; every side of every one of the 96 cards is played', { timeout: 600_000 }, () => {
    const sides = new Set<string>();
    let events = 0;
    let reloads = 0;
    for (let seed = 1; seed <= 6; seed++)
      for (const scenario of SCENARIO_IDS)
        for (const periodEvents of [true, false])
          for (const preferEvents of [true, false]) {
            const g = playGame(scenario, seed, periodEvents, preferEvents, sides);
            expect(g.final.result).not.toBeNull();
            for (const k of g.sides) sides.add(k);
            events += g.events;
            reloads += g.reloads;
          }
    // Every card of the deck has its program (5.0): 96 Event cards, both sides where the card has two.
    expect(Object.keys(EVENT_CARDS)).toHaveLength(96);
    const written = Object.values(EVENT_CARDS).flatMap((c) => [`${c!.card}/unshaded`, ...(c!.shaded ? [`${c!.card}/shaded`] : [])]);
    expect(written.filter((k) => !sides.has(k))).toEqual([]);
    expect(events).toBeGreaterThan(500);
    expect(reloads).toBeGreaterThan(100);
  });
});
