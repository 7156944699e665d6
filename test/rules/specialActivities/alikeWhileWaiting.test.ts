/**
 * While a Command waits for its Special Activity to pay for it (4.1), the guard answers a choice the
 * Special Activity declares alike another (`alikeWhileWaiting`: a Trade's British transfers as its
 * refusal, none for a Scout once the British give away their last Resource; Persuasion's spaces as
 * the first one offered) by that one's trial. The choices offered are those the plain goal (no
 * shortcut) finds by playing each through: at every such decision of random games, and at those
 * reached from each Eligible Indian decision with the Indians at 0 Resources (and the British at
 * their own, 0, 1 and 2) and each Eligible Patriot decision with the Patriots at 0: each Command the
 * Special Activity pays for begun, the Special Activity begun, and each of its ways followed. There too, each choice the Special Activity
 * names a board for (`boardWhileWaiting`: Persuasion's every choice, the Patriots at 1 Resource or
 * more; a Trade's Province or transfer, the Trade refused there, but a Scout's transfer of the British last
 * Resource; Préparer la Guerre's Resources or Regulars, the board it leaves; here from each Eligible French
 * decision with the French at 0 too) is answered by the
 * guard's goal without trial play as the plain goal answers it by playing it through.
 */
import { describe, expect, it } from 'vitest';
import type { Action } from '../../../src/core/action';
import type { GameState } from '../../../src/core/state';
import type { ScenarioId } from '../../../src/data/ids';
import { deepCopy } from '../../../src/core/pathCopy';
import { someWayTo, trialAfter, unguarded } from '../../../src/flow/guard';
import { commandContinues } from '../../../src/flow/host';
import { HOST_KIND, type CommandHostFrame } from '../../../src/flow/hostFrame';
import { createGame } from '../../../src/game/createGame';
import { GAME } from '../../../src/game/definition';
import { apply, legalActions } from '../../../src/game/machine';
import { seededIndex } from '../../../src/testing/random';

/** The Command can go on (flow/host.ts `commandContinues`), with no shortcut. */
const plainGoal = commandContinues(GAME, false);
/** The guard's own goal, with its shortcuts. */
const goal = commandContinues(GAME);

/** Choices answered on a Special Activity's `boardWhileWaiting`, by decision kind, Command and answer. */
const onBoard = new Map<string, number>();

/** At a Trade or Persuasion decision above a waiting Command: each choice it names a board for, answered by the goal without trial as the plain trial answers. */
function checkBoard(state: GameState, what: string): void {
  const top = state.stack[state.stack.length - 1] as { kind: string; space?: string | null };
  if (top.kind !== 'indiansTrade' && top.kind !== 'patriotsPersuasion' && top.kind !== 'frenchPreparerLaGuerre') return;
  const at = state.stack.length - 3;
  const host = state.stack[at] as CommandHostFrame;
  if (host === undefined || host.kind !== HOST_KIND || host.commandReady || host.guard === null || host.activity === null) return;
  const module = GAME.activity(host.faction, host.activity)!;
  for (const a of unguarded(GAME.step(top)).options!(state, top)) {
    if (module.boardWhileWaiting?.(state, host.command, a) === undefined) continue;
    const plain = someWayTo(trialAfter(state, a, GAME.step), plainGoal, at, GAME.step, state);
    const quick = goal.accepts!(state, at, a) ? true : goal.rejects!(state, at, a) ? false : undefined;
    expect(quick, `${what}: ${JSON.stringify(a)} before a waiting ${host.command}, on the board`).toBe(plain);
    const key = `${top.kind}${top.kind === 'indiansTrade' ? (top.space === null ? ' Province' : ' transfer') : top.kind === 'frenchPreparerLaGuerre' ? ` ${a.option}` : ''} ${host.command} ${plain}`;
    onBoard.set(key, (onBoard.get(key) ?? 0) + 1);
  }
}

interface Counts {
  decisions: number;
  kept: number;
  refused: number;
  commands: Set<string>;
}

/** At a Trade transfer above a waiting Command: the offered transfers against those the plain trial keeps. */
function checkTransfer(state: GameState, what: string, counts: Counts): void {
  const top = state.stack[state.stack.length - 1] as { kind: string; space?: string | null };
  if (!(top.kind === 'indiansTrade' && top.space !== null) && top.kind !== 'patriotsPersuasion') return;
  const at = state.stack.length - 3;
  const host = state.stack[at] as CommandHostFrame;
  if (host === undefined || host.kind !== HOST_KIND || host.commandReady || host.guard === null) return;
  checkBoard(state, what);
  const raw = unguarded(GAME.step(top)).options!(state, top);
  const plain = raw.filter((a) => someWayTo(trialAfter(state, a, GAME.step), plainGoal, at, GAME.step, state));
  expect(legalActions(state), `${what}: Trade transfer before a waiting ${host.command}`).toEqual(plain);
  counts.decisions += 1;
  counts.kept += plain.length;
  counts.refused += raw.length - plain.length;
  counts.commands.add(host.command);
}

/** From an Eligible Indian decision: each Command only a Trade pays for, the Trade, each Province, then the transfer. */
function checkFromEligible(state: GameState, what: string, counts: Counts): void {
  const commands = legalActions(state).filter((a) => a.type === 'command' && a.limited !== true);
  for (const c of commands) {
    const begun = apply(state, c);
    const activity = legalActions(begun).find((a: Action) => a.type === 'specialActivity' && (a.activity === 'trade' || a.activity === 'persuasion' || a.activity === 'preparerLaGuerre'));
    if (activity === undefined) continue;
    const under = apply(begun, activity);
    if (activity.activity === 'preparerLaGuerre') {
      checkBoard(under, `${what}, ${c.command}`);
      continue;
    }
    if (activity.activity === 'trade') {
      checkBoard(under, `${what}, ${c.command}, the Province`);
      for (const space of legalActions(under)) checkTransfer(apply(under, space), `${what}, ${c.command}`, counts);
    }
    else checkPersuasion(under, `${what}, ${c.command}`, counts);
  }
}

/** Every Persuasion decision on from here (each choice followed), while its Command waits. */
function checkPersuasion(state: GameState, what: string, counts: Counts): void {
  if ((state.stack[state.stack.length - 1] as { kind: string }).kind !== 'patriotsPersuasion') return;
  checkTransfer(state, what, counts);
  for (const a of legalActions(state)) if (a.type === 'selectSpace') checkPersuasion(apply(state, a), `${what}, ${a.space}`, counts);
}

function checkGame(scenario: ScenarioId, seed: number, counts: Counts): void {
  const index = seededIndex(seed);
  let s = createGame(scenario, { seed });
  for (let step = 0; !s.result; step++) {
    const what = `${scenario} seed ${seed} step ${step}`;
    checkTransfer(s, what, counts);
    const top = s.stack[s.stack.length - 1] as { kind: string; faction?: string };
    if (top.kind === 'eligibleOptions' && top.faction === 'indians')
      for (const british of [null, 0, 1, 2]) {
        const poor = deepCopy(s);
        poor.resources.indians = 0;
        if (british !== null) poor.resources.british = british;
        checkFromEligible(poor, `${what}, Indians at 0, British at ${poor.resources.british}`, counts);
      }
    if (top.kind === 'eligibleOptions' && top.faction === 'french') {
      const poor = deepCopy(s);
      poor.resources.french = 0;
      checkFromEligible(poor, `${what}, French at 0`, counts);
    }
    if (top.kind === 'eligibleOptions' && top.faction === 'patriots') {
      const poor = deepCopy(s);
      poor.resources.patriots = 0;
      checkFromEligible(poor, `${what}, Patriots at 0`, counts);
    }
    const legal = legalActions(s);
    s = apply(s, legal[index(legal.length)]);
  }
}

describe('a choice alike another while the Command waits for its Special Activity (4.1): the guard keeps what the plain trial keeps', () => {
  it('Trade transfers and Persuasion spaces before a waiting Command, random games', { timeout: 300_000 }, () => {
    const counts: Counts = { decisions: 0, kept: 0, refused: 0, commands: new Set() };
    for (const [scenario, seed] of [
      ['1775', 1],
      ['1776', 2],
      ['1778', 3],
      ['1776', 4],
    ] as const)
      checkGame(scenario, seed, counts);
    console.log('boardWhileWaiting:', Object.fromEntries([...onBoard].sort()));
    const total = (re: RegExp): number => [...onBoard].filter(([k]) => re.test(k)).reduce((n, [, v]) => n + v, 0);
    expect(total(/^patriotsPersuasion .* true$/)).toBeGreaterThan(20);
    expect(total(/^indiansTrade Province .* true$/)).toBeGreaterThan(10);
    expect(total(/^indiansTrade transfer .* true$/)).toBeGreaterThan(20);
    expect(total(/^indiansTrade Province scout/)).toBeGreaterThan(10);
    expect(total(/^frenchPreparerLaGuerre resources .* true$/)).toBeGreaterThan(10);
    expect(total(/^frenchPreparerLaGuerre regulars /)).toBeGreaterThan(5);
    expect(total(/^indiansTrade transfer scout/)).toBeGreaterThan(10);
    console.log(`alikeWhileWaiting: ${counts.decisions} decisions, ${counts.kept} choices kept, ${counts.refused} refused; ${[...counts.commands].sort().join(', ')}`);
    expect(counts.decisions).toBeGreaterThan(100);
    expect(counts.kept).toBeGreaterThan(100);
    expect(counts.refused).toBeGreaterThan(20);
    expect(counts.commands.size).toBeGreaterThan(1);
  });
});
