// The flat Monte Carlo search bot (src/bots/monteCarlo.ts): it takes the action whose rollouts end best,
// its rollouts start from games that do not see the real future (forRollout), and it is deterministic.
import { describe, expect, it } from 'vitest';
import { apply, createGame, legalActions, pending, type GameState } from '../../src/index';
import { monteCarloPolicy, rolloutValue } from '../../src/bots/monteCarlo';
import { victoryMargins } from '../../src/rules/victory';
import { randomPolicy } from '../../src/bots/random';
import type { Faction } from '../../src/data/ids';

/** The first state of a sprint game (seed `seed`) where the British choose among several actions. */
function britishChoice(seed: string): GameState {
  let s = createGame('sprint', { seed });
  for (;;) {
    const legal = legalActions(s);
    const f = legal[0].faction as Faction;
    if (f === 'british' && legal.length > 2) return s;
    s = apply(s, randomPolicy(f).choose(s).action);
  }
}

describe('monteCarloPolicy', () => {
  const state = britishChoice('mc-test');

  it('with no rollout steps, takes the action whose position is worth most (ties: the first listed)', () => {
    // The value read right after each action (horizon 0) on the real game (rolloutGame: the state itself):
    // the length of the state written out without its account (the Simulator the bot plays on writes
    // none), so the action that leaves the most written on the board and the stack wins.
    const value = (s: GameState): number => JSON.stringify({ ...s, log: [], priorLog: [] }).length;
    const legal = legalActions(state);
    const scores = legal.map((a) => value(apply(state, a)));
    const best = legal[scores.indexOf(Math.max(...scores))];
    const d = monteCarloPolicy('british', { rollouts: 1, horizon: 0, value, rolloutGame: (s) => s }).choose(state);
    expect(d.action).toEqual(best);
    // One trace node per action tried, then the choice.
    expect(d.trace.filter((t) => 'node' in t && t.node === 'Monte Carlo')).toHaveLength(legal.length + 1);
  });

  it('rollouts play games dealt afresh, never the real one', () => {
    const seen: GameState[] = [];
    const bot = monteCarloPolicy('british', {
      rollouts: 2,
      horizon: 5,
      rolloutGame: (s, f, key) => {
        expect(f).toBe('british');
        expect(s).toBe(state);
        seen.push(s);
        expect(key).toMatch(/^0:\d+:\d+:[01]$/);
        return s;
      },
    });
    bot.choose(state);
    expect(seen).toHaveLength(2 * legalActions(state).length);
    // The default start of a rollout is forRollout: the visible position, the unseen deck dealt again.
    const real = state.deck.draw;
    const dealt = monteCarloPolicy('british', {
      rollouts: 1,
      horizon: 0,
      value: (s) => (JSON.stringify(s.deck.draw) === JSON.stringify(real) ? -1 : 1),
    }).choose(state);
    // Every action's rollout saw another deck than the real one.
    expect(dealt.trace.filter((t) => 'text' in t && /mean value 1\.00 over/.test(t.text))).toHaveLength(legalActions(state).length);
  });

  it('is deterministic: the same state gives the same decision and trace', () => {
    const bot = monteCarloPolicy('british', { rollouts: 2, horizon: 10, seed: 'x' });
    expect(bot.choose(state)).toEqual(bot.choose(state));
  });

  it('a single legal action is taken without search', () => {
    let s = createGame('sprint', { seed: 'mc-one' });
    while (legalActions(s).length !== 1 || legalActions(s)[0].faction === 'chance') s = apply(s, legalActions(s)[0]);
    const f = pending(s)!.faction as Faction;
    const d = monteCarloPolicy(f, { value: () => { throw new Error('no rollout expected'); } }).choose(s);
    expect(d.action).toEqual(legalActions(s)[0]);
  });

  it('the value of a position: a win counts most, else the total victory margin (7.3)', () => {
    expect(rolloutValue(state, 'british')).toBe(victoryMargins(state).british.total);
    let end = createGame('sprint', { seed: 'mc-end' });
    while (!end.result) end = apply(end, randomPolicy(legalActions(end)[0].faction as Faction).choose(end).action);
    for (const f of ['british', 'patriots', 'french', 'indians'] as const)
      expect(rolloutValue(end, f)).toBe((end.result.winners.includes(f) ? 1000 : -1000) + end.result.margins[f].total);
  });

  it('refuses bad settings', () => {
    expect(() => monteCarloPolicy('british', { rollouts: 0 })).toThrow(RangeError);
    expect(() => monteCarloPolicy('british', { horizon: -1 })).toThrow(RangeError);
  });
});
