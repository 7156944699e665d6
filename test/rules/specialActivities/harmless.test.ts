/**
 * Every `harmless(command)` declaration of a Special Activity (4.1: executed before or during that
 * Command, it can never leave the Command without a way on) holds in random games: at each decision of
 * a Command ready to go on (it has options of its own) where a harmless Special Activity is offered,
 * every way of executing the Special Activity (each of its choices, played out) leaves the Command a
 * way on — the plain goal of the guard's look-ahead, without its shortcuts (no `harmless`, no `done`
 * kept whatever the board) — and so the plain trial (`someWayTo`) succeeds too. The same for every
 * `harmlessNow` declaration (harmless on the board of that decision only: Trade before a Raid or a Scout,
 * a Skirmish before a Muster), and at the decisions of such a Special Activity under way, where the
 * guard's goal asks it again; and
 * every choice a Special Activity under way says leads on, or nowhere (`choiceLeavesAWayOn`: a War
 * Path strike or a Plunder between a Raid's spaces, a Trade's Province or transfer before a Scout), does
 * so on some way, or on none; and every "some way now" answer (`someWayNow`: a strike before a Battle with one
 * space, a Skirmish before a March's first destination, an Indian one before or between a
 * Raid's spaces, a Trade before a Scout's origin) is the plain look-ahead's.
 */
import { describe, expect, it } from 'vitest';
import type { Frame, GameState } from '../../../src/core/state';
import type { Faction, ScenarioId } from '../../../src/data/ids';
import { someWayTo, trialAfter, unguarded } from '../../../src/flow/guard';
import { activityLeadsOn, commandContinues, contextOf } from '../../../src/flow/host';
import type { Action } from '../../../src/core/action';
import { HOST_KIND, type CommandHostFrame } from '../../../src/flow/hostFrame';
import { createGame } from '../../../src/game/createGame';
import { GAME } from '../../../src/game/definition';
import { apply, legalActions } from '../../../src/game/machine';
import { seededIndex } from '../../../src/testing/random';

/** The Command can go on (flow/host.ts `commandContinues`), with no shortcut. */
const plainGoal = commandContinues(GAME, false);

/** Whether every way of playing the Special Activity on from `state` reaches the plain goal (rolls as the game's dice fall). */
function everyWayGoesOn(state: GameState, at: number, origin: GameState, ways: { n: number }): boolean {
  const r = plainGoal.reached(state, at, origin);
  if (r !== undefined) {
    ways.n += 1;
    return r;
  }
  return legalActions(state).every((a) => everyWayGoesOn(apply(state, a), at, origin, ways));
}

interface Counts {
  checks: number;
  /** Decisions declared harmless on the board only (`harmlessNow`). */
  now: number;
  /** Decisions of a Special Activity under way declared harmless on the board (`harmlessNow`). */
  underWay: number;
  /** Choices of a Special Activity under way known one by one (`choiceLeavesAWayOn`): to lead on, or not. */
  choices: number;
  refusedChoices: number;
  /** Of the choices known to lead on, Trade Provinces before a Scout's origin (the British may refuse). */
  tradeProvinces: number;
  /** "Some way now" answers checked (`someWayNow`): leading on, and not. */
  someWay: [number, number];
  ways: number;
  pairs: Set<string>;
}

/**
 * A decision of a Special Activity under way above its ready Command that declares itself harmless on
 * this board (`harmlessNow`, asked by the guard's goal): every way on from here leaves the Command a way on.
 */
function checkUnderWay(state: GameState, what: string, counts: Counts): void {
  const at = state.stack.findIndex((f) => f.kind === HOST_KIND);
  if (at < 0 || state.stack.length < at + 3) return;
  const host = state.stack[at] as CommandHostFrame;
  if (host.activity === null || host.guard === null || !host.commandReady) return;
  const module = GAME.activity(host.faction, host.activity)!;
  const command = state.stack[at + 1];
  if (module.harmlessNow === undefined || !('mode' in command)) return;
  const own = unguarded(GAME.step(command)).options!(state, command);
  if (own.length === 0 || !module.harmlessNow(state, contextOf(host), command, own)) return;
  const ways = { n: 0 };
  expect(everyWayGoesOn(state, at, state, ways), `${what}: ${module.id} under way with ${host.command} (on this board)`).toBe(true);
  counts.underWay += 1;
  counts.ways += ways.n;
}

/**
 * A decision of a Special Activity under way above its ready Command: every choice it says leads on
 * (`choiceLeavesAWayOn` true, asked by the guard's goal for each choice) leaves the Command a way on by
 * some way after it; every choice it says leads nowhere (false) leaves it none, whichever way follows.
 */
function checkChoices(state: GameState, what: string, counts: Counts): void {
  const at = state.stack.findIndex((f) => f.kind === HOST_KIND);
  if (at < 0 || state.stack.length < at + 3) return;
  const host = state.stack[at] as CommandHostFrame;
  if (host.activity === null || host.guard === null || !host.commandReady) return;
  const module = GAME.activity(host.faction, host.activity)!;
  if (module.choiceLeavesAWayOn === undefined) return;
  // The choices the guard offers and those it refuses alike: the raw options of the decision.
  const frame = state.stack[state.stack.length - 1];
  for (const action of unguarded(GAME.step(frame)).options!(state, frame)) {
    const known = module.choiceLeavesAWayOn(state, contextOf(host), state.stack[at + 1], action);
    if (known === undefined) continue;
    // A refused choice is not legal: its ways are searched on a trial copy.
    expect(someWayTo(trialAfter(state, action, GAME.step), plainGoal, at, GAME.step, state), `${what}: ${module.id} choice ${JSON.stringify(action)} with ${host.command}: ${known}`).toBe(known);
    if (known) counts.choices += 1;
    else counts.refusedChoices += 1;
    if (known && action.type === 'trade') counts.tradeProvinces += 1;
    counts.pairs.add(`${module.id}/${host.command} choice`);
  }
}

/**
 * Every "some way now" answer (`someWayNow`) of a Special Activity that may begin at this decision of
 * its ready Command (`own`: the Command's options) is the plain look-ahead's, played through.
 */
function checkSomeWay(state: GameState, host: CommandHostFrame, command: Frame, own: readonly Action[], what: string, counts: Counts): void {
  const context = contextOf(host);
  for (const module of GAME.activitiesOf(host.faction)) {
    if (module.someWayNow === undefined || module.embedded || !module.accompanies(state, host.command) || !module.canStart(state, context)) continue;
    const known = module.someWayNow(state, context, command, own);
    if (known === undefined) continue;
    expect(activityLeadsOn(GAME, state, module, plainGoal, true, false), `${what}: ${module.id} with ${host.command}: some way now ${known}`).toBe(known);
    counts.someWay[known ? 0 : 1] += 1;
    counts.pairs.add(`${module.id}/${host.command} some way ${known}`);
  }
}

function checkDecision(state: GameState, what: string, counts: Counts, onlyNow = false): void {
  checkUnderWay(state, what, counts);
  checkChoices(state, what, counts);
  const n = state.stack.length;
  if (n < 2) return;
  const host = state.stack[n - 2] as CommandHostFrame;
  const command = state.stack[n - 1] as Frame & { faction?: Faction };
  if (host.kind !== HOST_KIND || host.activity !== null || command.faction !== host.faction) return;
  const legal = legalActions(state);
  // The Command is ready: it has options of its own (`harmless` is used only then).
  if (!legal.some((a) => a.type !== 'specialActivity')) return;
  if (onlyNow) checkSomeWay(state, host, command, legal.filter((a) => a.type !== 'specialActivity'), what, counts);
  for (const action of legal) {
    if (action.type !== 'specialActivity') continue;
    const module = GAME.activity(host.faction, action.activity!)!;
    const own = legal.filter((a) => a.type !== 'specialActivity');
    const outright = module.harmless?.(host.command) ?? false;
    const now = !outright && (module.harmlessNow?.(state, contextOf(host), command, own) ?? false);
    if (!now && (onlyNow || !outright)) continue;
    if (now) counts.now += 1;
    const after = apply(state, action);
    const at = n - 2;
    const ways = { n: 0 };
    expect(everyWayGoesOn(after, at, after, ways), `${what}: ${module.id} with ${host.command}${now ? ' (on this board)' : ''}`).toBe(true);
    expect(someWayTo(after, plainGoal, at, GAME.step), `${what}: ${module.id} with ${host.command} (trial)`).toBe(true);
    counts.checks += 1;
    counts.ways += ways.n;
    counts.pairs.add(`${module.id}/${host.command}${now ? ' now' : ''}`);
  }
}

/** A random game where a Special Activity offered is played half the time (to reach its Commands often). */
function checkGame(scenario: ScenarioId, seed: number, counts: Counts, onlyNow = false): void {
  const index = seededIndex(seed);
  let s = createGame(scenario, { seed });
  for (let step = 0; !s.result; step++) {
    checkDecision(s, `${scenario} seed ${seed} step ${step}`, counts, onlyNow);
    const legal = legalActions(s);
    const activities = legal.filter((a) => a.type === 'specialActivity');
    const pool = activities.length > 0 && index(2) === 0 ? activities : legal;
    s = apply(s, pool[index(pool.length)]);
  }
}

describe('harmless Special Activities (4.1): the Command keeps a way on after every way of executing them', () => {
  it('random games', { timeout: 300_000 }, () => {
    const counts: Counts = { checks: 0, now: 0, underWay: 0, choices: 0, refusedChoices: 0, tradeProvinces: 0, someWay: [0, 0], ways: 0, pairs: new Set() };
    for (const [scenario, seed] of [
      ['1775', 1],
      ['1776', 2],
      ['1778', 3],
      ['1776', 4],
      ['1775', 5],
      ['1778', 6],
    ] as const)
      checkGame(scenario, seed, counts);
    console.log(`harmless: ${counts.checks} decisions (${counts.now} on the board only), ${counts.ways} ways; ${[...counts.pairs].sort().join(', ')}`);
    expect(counts.checks).toBeGreaterThan(50);
    expect(counts.pairs.size).toBeGreaterThan(5);
    expect(counts.now).toBeGreaterThan(0);
    // War Path before or during a Scout (its origins keep their War Party and British Regular, 3.4.3).
    expect(counts.pairs).toContain('warPath/scout');
  });

  it('harmless on the board only (harmlessNow): more random games', { timeout: 300_000 }, () => {
    const counts: Counts = { checks: 0, now: 0, underWay: 0, choices: 0, refusedChoices: 0, tradeProvinces: 0, someWay: [0, 0], ways: 0, pairs: new Set() };
    for (let seed = 7; seed < 40; seed++) checkGame((['1775', '1776', '1778'] as const)[seed % 3], seed, counts, true);
    console.log(`harmlessNow: ${counts.now} decisions, ${counts.underWay} under way, ${counts.choices} choices leading on (${counts.tradeProvinces} Trade Provinces) and ${counts.refusedChoices} leading nowhere (choiceLeavesAWayOn), ${counts.ways} ways; ${[...counts.pairs].sort().join(', ')}`);
    expect(counts.now).toBeGreaterThan(10);
    expect(counts.underWay).toBeGreaterThan(10);
    expect(counts.choices).toBeGreaterThan(10);
    expect(counts.refusedChoices).toBeGreaterThan(2);
    expect(counts.tradeProvinces).toBeGreaterThan(0);
    // Trade before a Scout (the British Resource it pays, 3.4.3): on the board, and choice by choice.
    expect(counts.pairs).toContain('trade/scout now');
    expect(counts.pairs).toContain('trade/scout choice');
    // A Skirmish before a Muster that offers two spaces it keeps (4.2.2, 4.5.2).
    expect(counts.pairs).toContain('skirmish/muster now');
    // A Plunder's choice between a Raid's spaces (4.4.3): the Raid's `done` after the War Party it removes.
    expect(counts.pairs).toContain('plunder/raid choice');
    // Before a Battle with one space, a strike elsewhere or only there; before a March's first destination.
    console.log(`someWayNow: ${counts.someWay[0]} leading on, ${counts.someWay[1]} not`);
    expect(counts.pairs).toContain('skirmish/battle some way true');
    expect(counts.pairs).toContain('skirmish/battle some way false');
    expect(counts.pairs).toContain('partisans/battle some way true');
    expect(counts.pairs).toContain('skirmish/march some way true');
    // Before or between a Raid's spaces (War Path, Trade, Plunder); a Trade before a Scout's origin.
    expect(counts.pairs).toContain('warPath/raid some way true');
    expect(counts.pairs).toContain('warPath/raid some way false');
    expect(counts.pairs).toContain('trade/raid some way true');
    expect(counts.pairs).toContain('plunder/raid some way false');
    expect(counts.pairs).toContain('trade/scout some way true');
  });
});
