/**
 * flow/restriction.ts: `mayExecuteInSpaces` (what a Command's `canStart` asks for every space) gives,
 * space by space, the answers of `mayExecuteIn` — over the states of random games of every scenario,
 * for each Command frame under way (its spaces selected so far, its mode and host) and for each
 * Faction's Command about to start in each mode (2.3.5, 3.1.2, 4.1.1).
 */
import { describe, expect, it } from 'vitest';
import { Simulator } from '../../../src/index';
import { createGame } from '../../../src/game/createGame';
import { SCENARIO_IDS, SPACE_IDS, FACTIONS } from '../../../src/data/ids';
import { GAME } from '../../../src/game/definition';
import type { CommandMode } from '../../../src/flow/contracts';
import { mayExecuteIn, mayExecuteInSpaces, type Selection } from '../../../src/flow/restriction';
import { seededIndex } from '../../../src/testing/random';

const MODES: CommandMode[] = [
  { limited: false, free: false, specialActivity: true },
  { limited: true, free: false, specialActivity: false },
  { limited: false, free: true, specialActivity: false, restriction: { spaces: ['Boston', 'NewYork', 'Quebec'], maxSpaces: 2 } },
];

describe('mayExecuteInSpaces', () => {
  it('answers as mayExecuteIn for every space, over random games', () => {
    let checked = 0;
    const differ: string[] = [];
    SCENARIO_IDS.forEach((scenario, g) => {
      const pick = seededIndex(g);
      const sim = Simulator.from(createGame(scenario, { seed: `spaces-${g}` }));
      for (let step = 0; sim.result === null && step < 200; step++) {
        const state = sim.toState();
        const selections: Selection[] = [];
        for (const frame of state.stack)
          if (Array.isArray(frame.selected) && typeof frame.mode === 'object') selections.push(frame as unknown as Selection);
        for (const faction of FACTIONS)
          for (const command of GAME.commandsOf(faction)) for (const mode of MODES) selections.push({ faction, mode, selected: [], command: command.id });
        for (const selection of selections) {
          const may = mayExecuteInSpaces(state, selection);
          for (const space of SPACE_IDS) if (may(space) !== mayExecuteIn(state, selection, space)) differ.push(`${scenario} step ${step} ${selection.faction} ${space}`);
          checked++;
        }
        const legal = sim.legal();
        sim.do(legal[pick(legal.length)]);
      }
    });
    expect(differ).toEqual([]);
    expect(checked).toBeGreaterThan(1000);
  });
});
