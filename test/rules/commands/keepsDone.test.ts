/**
 * `keepsDone` (4.1): the Commands that declare it offer `done` by their frame alone, so a Special
 * Activity executed between their spaces can never leave them without a way on, and the engine skips
 * the look-ahead. Checked directly: in random games, wherever such a Command's frame offers `done`, it
 * still offers it with the same frame over the boards of twelve other moments of the game.
 */
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../src/core/state';
import type { ScenarioId } from '../../../src/data/ids';
import { createGame } from '../../../src/game/createGame';
import { GAME } from '../../../src/game/definition';
import { apply, legalActions } from '../../../src/game/machine';
import { unguarded } from '../../../src/flow/guard';
import { HOST_KIND, type CommandHostFrame } from '../../../src/flow/hostFrame';
import { seededIndex } from '../../../src/testing/random';

/** The board parts of a state: what a Special Activity may change. */
const BOARD = ['spaces', 'available', 'unavailable', 'casualties', 'resources', 'cbc', 'crc', 'fni', 'leaders'] as const;

/** The Command frame on top, under its host, when its module declares `keepsDone`. */
function keepingFrame(s: GameState): number {
  const n = s.stack.length;
  const host = s.stack[n - 2] as CommandHostFrame | undefined;
  // The Command's own frame (a Special Activity begun from the host sits there too, without a mode).
  if (host?.kind !== HOST_KIND || host.command === '' || s.stack[n - 1].mode === undefined) return -1;
  return GAME.command(host.faction, host.command)?.keepsDone === true ? n - 1 : -1;
}

const offersDone = (s: GameState, at: number): boolean =>
  unguarded(GAME.step(s.stack[at])).options!(s, s.stack[at]).some((a) => a.type === 'done');

describe('keepsDone: `done` depends on the Command frame alone (4.1)', () => {
  it('random games: every offered `done` of such a Command stays over other boards', { timeout: 300_000 }, () => {
    let checked = 0;
    const kinds = new Set<string>();
    for (const [scenario, seed] of [
      ['1775', 11],
      ['1776', 12],
      ['1778', 13],
      ['sprint', 14],
      ['1775', 15],
      ['1776', 16],
    ] as const) {
      const pick = seededIndex(seed);
      const states: GameState[] = [];
      let s = createGame(scenario as ScenarioId, { seed });
      while (!s.result) {
        states.push(s);
        const legal = legalActions(s);
        s = apply(s, legal[pick(legal.length)]);
      }
      for (let i = 0; i < states.length; i++) {
        const at = keepingFrame(states[i]);
        if (at < 0 || !offersDone(states[i], at)) continue;
        for (let k = 1; k <= 12; k++) {
          const other = states[(i + k * 37) % states.length];
          const mixed = { ...states[i] } as Record<string, unknown>;
          for (const part of BOARD) mixed[part] = (other as unknown as Record<string, unknown>)[part];
          expect(offersDone(mixed as unknown as GameState, at), `${scenario} seed ${seed} step ${i}: ${states[i].stack[at].kind} over the board of step ${(i + k * 37) % states.length}`).toBe(true);
          checked += 1;
        }
        kinds.add(states[i].stack[at].kind);
      }
    }
    expect(checked).toBeGreaterThan(500);
    expect([...kinds].sort()).toEqual(['battleCommand', 'britishMarch', 'britishMuster', 'frenchMarch', 'indiansGather', 'indiansMarch', 'patriotsMarch', 'patriotsRabbleRousing', 'patriotsRally']);
  });
});
