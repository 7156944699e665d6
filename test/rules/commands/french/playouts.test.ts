import { describe, expect, it } from 'vitest';
import { legalActions, pending } from '../../../../src/game/machine';
import type { GameState } from '../../../../src/core/state';
import { COMMANDS } from '../../../../src/game/definition';
import { type CommandMode } from '../../../../src/flow/contracts';
import { arrange, game, play, put, startCommand } from '../../../../src/testing';

// 1.10: a Leader left alone is decided in the shared `leaderAlone` step, during the Command.
const KINDS = ['frenchAgentMobilization', 'frenchHortalez', 'frenchMuster', 'frenchMarch', 'frenchCommandLeader', 'leaderAlone'];
const IDS = ['agentMobilization', 'hortalez', 'muster', 'march'];
const MODES: Partial<CommandMode>[] = [{}, { limited: true }, { free: true }];

/** A small deterministic generator (tests only). */
function lcg(seed: number): () => number {
  let x = seed >>> 0;
  return () => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x / 2 ** 32;
  };
}

/** A busy post-Treaty board: French and Patriot stacks, Rebellion Cities, Leaders on the map. */
function busy(): GameState {
  return arrange(game('1778'), (d) => {
    put(d, 'Boston', { militiaUnderground: 1 });
    put(d, 'Massachusetts', { frenchRegular: 3 });
    put(d, 'Massachusetts', { continental: 2 });
    put(d, 'NewJersey', { frenchRegular: 2 });
    put(d, 'NewJersey', { continental: 3 });
    d.leaders.french.at = 'Massachusetts';
    d.leaders.patriots.at = 'NewJersey';
  });
}

const EXPECTED: Record<string, string[]> = {
  '1775': ['agentMobilization', 'hortalez'],
  '1776': ['agentMobilization', 'hortalez'],
  '1778': ['hortalez', 'march', 'muster'],
  'busy 1778': ['hortalez', 'march', 'muster'],
};

describe('No dead ends: random playouts of the French Commands', () => {
  const positions: [string, () => GameState][] = [
    ['1775', () => game('1775')],
    ['1776', () => game('1776')],
    ['1778', () => game('1778')],
    ['busy 1778', busy],
  ];
  for (const [name, make] of positions)
    it(`every listed action leads to a completed Command (${name})`, () => {
      const rand = lcg(7);
      let runs = 0;
      const started = new Set<string>();
      for (const cmd of COMMANDS.filter((c) => c.faction === 'french' && IDS.includes(c.id)))
        for (const mode of MODES) {
          const full: CommandMode = { limited: false, free: false, specialActivity: true, ...mode };
          if (full.limited) full.specialActivity = false;
          const base = make();
          if (!cmd.canStart(base, full)) continue;
          for (let r = 0; r < 15; r++) {
            let s = startCommand(base, 'french', cmd.id, mode);
            let steps = 0;
            while (KINDS.includes(pending(s)!.kind)) {
              const legal = legalActions(s);
              expect(legal.length).toBeGreaterThan(0);
              expect(new Set(legal.map((a) => JSON.stringify(a))).size).toBe(legal.length);
              s = play(s, legal[Math.floor(rand() * legal.length)]);
              // Frames stay plain JSON mid-Command.
              expect(JSON.parse(JSON.stringify(s))).toEqual(s);
              expect(++steps).toBeLessThan(200);
            }
            for (const f of ['british', 'patriots', 'french', 'indians'] as const) expect(s.resources[f]).toBeGreaterThanOrEqual(0);
            runs++;
            started.add(cmd.id);
          }
        }
      expect(runs).toBeGreaterThan(0);
      expect([...started].sort()).toEqual(EXPECTED[name]);
    });
});
