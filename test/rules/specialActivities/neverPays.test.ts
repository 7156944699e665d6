/**
 * A Special Activity that keeps its Faction's Resources (`keepsResources`: Skirmish, Partisans, War
 * Path, French Naval Pressure) before a Command that waits for it and cannot pay for a space (`spaceCost`: Battle, Patriot
 * March, Rally and Rabble-Rousing, Raid, French March), a Command of the card itself (1st or 2nd Eligible), is refused without trial
 * play (host.ts `neverPaysFor`, 4.1). Each such refusal is the plain trial's answer (the Special Activity
 * played through, the guard's goal without shortcuts): at every decision of random games where a
 * Command waits, and at those reached from each Eligible Faction's decision with that Faction at 0
 * Resources, each full Command begun. Every Special Activity the Faction could begin there is asked
 * both ways and must agree.
 */
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../src/core/state';
import { FACTIONS, type ScenarioId } from '../../../src/data/ids';
import { deepCopy } from '../../../src/core/pathCopy';
import { activityLeadsOn, commandContinues, contextOf, neverPaysFor, waitingOnBoards } from '../../../src/flow/host';
import { HOST_KIND, type CommandHostFrame } from '../../../src/flow/hostFrame';
import type { CommandFrame } from '../../../src/flow/contracts';
import { createGame } from '../../../src/game/createGame';
import { GAME } from '../../../src/game/definition';
import { apply, legalActions } from '../../../src/game/machine';
import { seededIndex } from '../../../src/testing/random';

/** The Command can go on (flow/host.ts `commandContinues`): the plain goal, and the guard's own. */
const plainGoal = commandContinues(GAME, false);
const goal = commandContinues(GAME);

interface Counts {
  waiting: number;
  refused: number;
  pairs: Set<string>;
  /** Answers read on the boards the Special Activity's ways leave (`waitingOnBoards`), true and false. */
  onBoards: { true: number; false: number };
  boardPairs: Set<string>;
}

/** At a decision of a Command waiting on its host (nothing it can do yet): each Special Activity the Faction could begin, asked with and without the shortcuts (and its answer on its boards, when it has one). */
function checkWaiting(state: GameState, what: string, counts: Counts, emptied = false): void {
  const n = state.stack.length;
  if (n < 3) return;
  const host = state.stack[n - 2] as CommandHostFrame;
  const command = state.stack[n - 1] as CommandFrame;
  if (host.kind !== HOST_KIND || host.activity !== null || !host.activityAllowed || command.faction !== host.faction || !Array.isArray(command.selected)) return;
  // Waiting: the Command's own options (all but the Special Activities offered with them) are none.
  if (command.selected.length > 0 || legalActions(state).some((a) => a.type !== 'specialActivity')) return;
  counts.waiting += 1;
  for (const module of GAME.activitiesOf(host.faction)) {
    if (module.embedded || !module.accompanies(state, host.command) || !module.canStart(state, contextOf(host))) continue;
    const plain = activityLeadsOn(GAME, state, module, plainGoal, false, false);
    if (neverPaysFor(GAME, state, module)) {
      expect(plain, `${what}: ${module.id} before a waiting ${host.command}`).toBe(false);
      counts.refused += 1;
      counts.pairs.add(`${module.id}/${host.command}`);
    }
    const onBoards = waitingOnBoards(GAME, state, module, n - 2);
    if (onBoards !== undefined) {
      expect(onBoards, `${what}: ${module.id} before a waiting ${host.command}, on its boards`).toBe(plain);
      counts.onBoards[`${onBoards}`] += 1;
      counts.boardPairs.add(`${host.faction}:${module.id}/${host.command}`);
    }
    expect(activityLeadsOn(GAME, state, module, goal, false), `${what}: ${module.id} before a waiting ${host.command} (guard's goal)`).toBe(plain);
  }
  // The same Command waiting with every Faction at 0 Resources: ways that no longer pay for it (a Scout's
  // British share, a Garrison's 2 after Naval Pressure's least 1D3).
  if (!emptied && FACTIONS.some((f) => state.resources[f] > 0)) {
    const empty = deepCopy(state);
    for (const f of FACTIONS) empty.resources[f] = 0;
    checkWaiting(empty, `${what}, every Faction at 0`, counts, true);
  }
}

/** From an Eligible decision: each full Command begun. */
function checkFromEligible(state: GameState, what: string, counts: Counts): void {
  for (const c of legalActions(state)) if (c.type === 'command' && c.limited !== true) checkWaiting(apply(state, c), `${what}, ${c.command}`, counts);
}

function checkGame(scenario: ScenarioId, seed: number, counts: Counts): void {
  const index = seededIndex(seed);
  let s = createGame(scenario, { seed });
  for (let step = 0; !s.result; step++) {
    const what = `${scenario} seed ${seed} step ${step}`;
    checkWaiting(s, what, counts);
    const top = s.stack[s.stack.length - 1] as { kind: string; faction?: 'british' | 'patriots' | 'french' | 'indians' };
    if (top.kind === 'eligibleOptions' && top.faction !== undefined) {
      const poor = deepCopy(s);
      poor.resources[top.faction] = 0;
      checkFromEligible(poor, `${what}, ${top.faction} at 0`, counts);
    }
    const legal = legalActions(s);
    s = apply(s, legal[index(legal.length)]);
  }
}

describe('a Special Activity that keeps the Resources never pays for a waiting Command (4.1): refused as the plain trial refuses it', () => {
  it('random games', { timeout: 300_000 }, () => {
    const counts: Counts = { waiting: 0, refused: 0, pairs: new Set(), onBoards: { true: 0, false: 0 }, boardPairs: new Set() };
    for (const [scenario, seed] of [
      ['1775', 1],
      ['1776', 2],
      ['1778', 3],
      ['1776', 4],
      ['1775', 5],
    ] as const)
      checkGame(scenario, seed, counts);
    console.log(`neverPaysFor: ${counts.waiting} waiting Commands, ${counts.refused} refused without trial; ${[...counts.pairs].sort().join(', ')}`);
    console.log(`waitingOnBoards: ${counts.onBoards.true} true, ${counts.onBoards.false} false; ${[...counts.boardPairs].sort().join(', ')}`);
    expect(counts.refused).toBeGreaterThan(20);
    expect(counts.pairs.size).toBeGreaterThan(3);
    // Rally and Rabble-Rousing pay 1 per space too (3.3.1, 3.3.4).
    expect([...counts.pairs].filter((p) => p.endsWith('/rally') || p.endsWith('/rabbleRousing')).length).toBeGreaterThan(1);
    // French Naval Pressure moves FNI and Blockades only (4.5.3), and a French March pays 1 Resource a destination (3.5.4).
    expect(counts.pairs.has('navalPressure/march')).toBe(true);
    // Read on the boards: Persuasion's relax, Trade's and British Naval Pressure's decisive boards, Préparer la Guerre's +2.
    expect(counts.onBoards.true).toBeGreaterThan(20);
    expect(counts.onBoards.false).toBeGreaterThan(5);
    for (const pair of ['patriots:persuasion', 'indians:trade', 'british:navalPressure', 'french:preparerLaGuerre'])
      expect([...counts.boardPairs].some((p) => p.startsWith(pair)), pair).toBe(true);
  });
});
