import { describe, expect, it } from 'vitest';
import { apply, legalActions, pending } from '../../../../src/game/machine';
import { checkInvariants } from '../../../../src/rules/invariants';
import { loadGame, serialize } from '../../../../src/game/persistence';
import type { GameState } from '../../../../src/core/state';
import { arrange, game, startCommand } from '../../../../src/testing';
import { seededRandom as rng } from '../../../../src/testing/random';


// 1.10: a Leader left alone is decided in the shared `leaderAlone` step, during the Command.
const PATRIOT_KINDS = ['patriotsRally', 'patriotsMarch', 'patriotsRabbleRousing', 'patriotsLeader', 'leaderAlone'];

/** Random legal walks through one Patriot Command until it is over: never stuck, invariants kept. */
function walk(start: GameState, seed: number): number {
  const next = rng(seed);
  let s = start;
  for (let i = 0; i < 200; i++) {
    if (!s.stack.some((f) => PATRIOT_KINDS.includes(f.kind))) return i;
    const acts = legalActions(s);
    expect(acts.length).toBeGreaterThan(0);
    s = apply(s, acts[Math.floor(next() * acts.length)]);
    expect(checkInvariants(s)).toEqual([]);
    expect(pending(s)).not.toBeNull();
    // Mid-Command states are plain JSON: they survive a save and load.
    if (i % 10 === 0) expect(loadGame(serialize(s))).toEqual(s);
  }
  throw new Error('the Command did not finish within 200 actions');
}

describe('Patriot Commands: random legal playouts on the scenario boards', () => {
  for (const scenario of ['1775', '1776', '1778'] as const) {
    for (const command of ['rally', 'march', 'rabbleRousing']) {
      it(`${scenario} ${command}: every walk finishes, invariants hold, states round-trip (3.1, 1.4, 1.10)`, () => {
        const base = arrange(game(scenario), (d) => {
          d.resources.patriots = 12;
          d.resources.french = 3;
        });
        for (const mode of [{}, { limited: true }, { free: true }]) {
          const s = startCommand(base, 'patriots', command, mode);
          for (let seed = 1; seed <= 8; seed++) walk(s, seed * 7919 + command.length);
        }
      });
    }
  }
});
