/**
 * The testing kit (`lod-engine/testing`): its entry point, the state builders and the
 * conformance runner (checks, report, failures with a record that reproduces them).
 */
import { describe, expect, it } from 'vitest';
import * as kit from '../../src/testing';
import { arrange, clearMap, game, onTurn, runConformance, sameJson, startCommand, withDice, createScriptedDice } from '../../src/testing';
import { checkInvariants, createGame, legalActions, pending, replayRecord, SPACE_IDS } from '../../src/index';

describe('lod-engine/testing: the entry point', () => {
  it('exports the builders, scripted dice and the conformance runner', () => {
    for (const name of ['game', 'arrange', 'clearMap', 'withDice', 'onTurn', 'startCommand', 'createScriptedDice', 'runConformance', 'sameJson'])
      expect(typeof (kit as Record<string, unknown>)[name]).toBe('function');
  });
});

describe('state builders', () => {
  it('game: a new game with seed 1 unless told otherwise', () => {
    expect(game()).toEqual(createGame('1775', { seed: 1 }));
    expect(game('1778', { seed: 9 })).toEqual(createGame('1778', { seed: 9 }));
  });

  it('clearMap: no piece on the map, every piece counted in Available, the state still sound', () => {
    const s = clearMap(game('1776'));
    for (const id of SPACE_IDS) {
      expect(Object.values(s.spaces[id].pieces).every((n) => n === 0)).toBe(true);
      expect(s.spaces[id].support).toBe(0);
      expect(s.spaces[id].control).toBeNull();
    }
    expect(Object.values(s.leaders).every((l) => l.at === 'available')).toBe(true);
    expect(checkInvariants(s)).toEqual([]);
  });

  it('arrange: hand-placed pieces, Control recomputed (1.7)', () => {
    const s = arrange(clearMap(game()), (d) => {
      d.spaces.Boston.pieces.britishRegular = 2;
      d.available.britishRegular -= 2;
    });
    expect(s.spaces.Boston.control).toBe('british');
    expect(checkInvariants(s)).toEqual([]);
  });

  it('withDice: scripted dice in the state', () => {
    expect(withDice(game(), [3, 1]).dice).toEqual(createScriptedDice([3, 1]));
  });

  it('onTurn and startCommand: the pending decision is the Faction\'s', () => {
    const s = onTurn(game(), 'indians');
    expect(pending(s)).toMatchObject({ faction: 'indians', kind: 'eligibleOptions' });
    const c = startCommand(game(), 'patriots', 'rally');
    expect(pending(c)?.faction).toBe('patriots');
    expect(legalActions(c).length).toBeGreaterThan(0);
    expect(() => startCommand(game(), 'french', 'rally')).toThrow(/no french rally Command/);
  });
});

describe('runConformance', () => {
  it('plays random legal games with every check and reports them', () => {
    const seen: number[] = [];
    const report = runConformance({ scenarios: ['1776', 'sprint'], games: 2, seed: 'kit', onGame: (g) => seen.push(g.steps) });
    expect(report.failures).toEqual([]);
    expect(report.ok).toBe(true);
    expect(report.games).toBe(4);
    expect(report.byScenario['1776']).toMatchObject({ games: 2, finished: 2 });
    expect(report.byScenario.sprint).toMatchObject({ games: 2, finished: 2 });
    expect(report.steps).toBe(seen.reduce((a, b) => a + b, 0));
    expect(report.steps).toBeGreaterThan(100);
  });

  it('is reproducible from its seed', () => {
    const a = runConformance({ scenarios: ['1778'], games: 1, seed: 5, checkRoundTrip: false, checkDeterminism: false });
    const b = runConformance({ scenarios: ['1778'], games: 1, seed: 5, checkRoundTrip: false, checkDeterminism: false });
    expect(b.steps).toBe(a.steps);
  });

  it('a failed check of your own (onStep throws) comes back with a record that reproduces it', () => {
    const report = runConformance({
      scenarios: ['1775'],
      games: 2,
      onStep: ({ step, state }) => {
        if (step === 30 && state.scenario === '1775') throw new Error('my check failed');
      },
    });
    expect(report.ok).toBe(false);
    expect(report.failures).toHaveLength(2);
    const f = report.failures[0];
    expect(f).toMatchObject({ kind: 'on-step', scenario: '1775', game: 0, step: 29 });
    expect(f.message).toContain('my check failed');
    expect(f.record.actions).toHaveLength(30);
    // The record replays to the state the check saw.
    const state = replayRecord(f.record);
    expect(state.steps).toBe(30);
  });

  it('stopOnFailure stops at the first failure; maxSteps reports a game too long', () => {
    const report = runConformance({ scenarios: ['1776', 'sprint'], games: 3, maxSteps: 20, stopOnFailure: true });
    expect(report.games).toBe(1);
    expect(report.failures).toHaveLength(1);
    expect(report.failures[0]).toMatchObject({ kind: 'too-long', step: 20 });
    expect(report.failures[0].record.actions).toHaveLength(20);
  });

  it('roundTripEvery saves and loads every K steps and at the end; chooser and invariantChecker replace the defaults', () => {
    const seeds: string[] = [];
    let checked = 0;
    const report = runConformance({
      scenarios: ['sprint'],
      games: 1,
      seed: 'every',
      roundTripEvery: 7,
      checkDeterminism: false,
      chooser: ({ seed }) => {
        seeds.push(seed);
        return (legal) => legal[legal.length - 1];
      },
      invariantChecker: () => {
        checked++;
        return [];
      },
    });
    expect(report.ok).toBe(true);
    expect(seeds).toEqual(['every:sprint:0']);
    expect(checked).toBe(report.steps);
    expect(report.roundTrips).toBe(Math.floor(report.steps / 7) + (report.steps % 7 === 0 ? 0 : 1));
    // Without roundTripEvery: one round trip per game; none when checkRoundTrip is false.
    expect(runConformance({ scenarios: ['sprint'], games: 1, checkDeterminism: false }).roundTrips).toBe(1);
    expect(runConformance({ scenarios: ['sprint'], games: 1, checkDeterminism: false, checkRoundTrip: false, roundTripEvery: 7 }).roundTrips).toBe(0);
    expect(() => runConformance({ roundTripEvery: 0 })).toThrow(RangeError);
  });

  it('sameJson compares plain data regardless of key order', () => {
    expect(sameJson({ a: 1, b: [1, { c: null }] }, { b: [1, { c: null }], a: 1 })).toBe(true);
    expect(sameJson({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameJson([1, 2], [2, 1])).toBe(false);
    expect(sameJson({}, [])).toBe(false);
  });
});
