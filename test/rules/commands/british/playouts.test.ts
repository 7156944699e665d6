import { describe, expect, it } from 'vitest';
import { actionKey, type CommandId } from '../../../../src/core/action';
import { apply, legalActions, pending } from '../../../../src/game/machine';
import { checkInvariants } from '../../../../src/rules/invariants';
import type { GameState } from '../../../../src/core/state';
import type { ScenarioId } from '../../../../src/data/ids';
import { arrange, blockade, game, onTurn } from '../../../../src/testing';
import { seededRandom as rng } from '../../../../src/testing/random';


const inCommand = (s: GameState): boolean => s.stack.some((f) => f.kind.startsWith('british'));

function playout(start: GameState, command: CommandId, limited: boolean, random: () => number): GameState {
  let s = apply(start, { faction: 'british', type: 'command', command, ...(limited ? { limited: true } : {}) });
  for (let i = 0; i < 200 && inCommand(s); i++) {
    const legal = legalActions(s);
    expect(legal.length).toBeGreaterThan(0);
    expect(new Set(legal.map(actionKey)).size).toBe(legal.length);
    expect(legal.length).toBeLessThan(400);
    s = apply(s, legal[Math.floor(random() * legal.length)]);
    expect(checkInvariants(s)).toEqual([]);
  }
  expect(inCommand(s)).toBe(false);
  expect(pending(s)).not.toBeNull();
  return s;
}

describe('3.2.1–3.2.3 random British Commands: no dead ends, invariants kept, the Command ends', () => {
  const scenarios: ScenarioId[] = ['1775', '1776', '1778'];
  for (const scenario of scenarios)
    for (const command of ['muster', 'garrison', 'march'] as const)
      it(`${command} in ${scenario} (full, Limited, free-standing Blockades)`, () => {
        const random = rng(scenario.length * 7 + command.length);
        for (let run = 0; run < 12; run++) {
          let start = onTurn(game(scenario, { seed: run }), 'british');
          start = arrange(start, (d) => {
            d.resources.british = 2 + (run % 6);
            if (scenario === '1778' && run % 3 === 1) blockade(d, 'NewYorkCity');
          });
          const limited = run % 2 === 1;
          const offered = legalActions(start).some((a) => a.command === command && (a.limited === true) === false);
          if (!offered) continue;
          playout(start, command, false, random);
          if (limited) {
            // The 2nd Eligible's Limited Command.
            const second = arrange(start, (d) => {
              d.turn!.executed.push({ faction: 'patriots', did: 'command', specialActivity: false });
            });
            if (legalActions(second).some((a) => a.command === command && a.limited)) playout(second, command, true, random);
          }
        }
      });
});
