/**
 * Policies with traces and the uniform random policy (8.0, 8.1): one legal action and the trace of
 * its roll; deterministic for the state (also after a save and load); supplied rolls; the pending
 * decision must be the policy's.
 */
import { describe, expect, it } from 'vitest';
import { createGame, legalActions, loadGame, serialize } from '../../src/index';
import { apply, pending } from '../../src/game/machine';
import type { GameState } from '../../src/core/state';
import { FACTIONS, type Faction } from '../../src/data/ids';
import {
  NotPolicyDecision,
  RANDOM_CHOICE_PURPOSE,
  RollNeeded,
  beginDecision,
  describeTrace,
  isTraceRoll,
  randomPolicy,
  type Trace,
} from '../../src/bots';

/** A state some steps into a seeded game where `faction` decides among several actions (random policies up to there). */
function decidingAt(seed: number, minSteps: number): { state: GameState; faction: Faction } {
  let s = createGame('1775', { seed });
  for (;;) {
    const p = pending(s)!;
    if (p.faction === 'chance') throw new Error('seeded dice: no chance decision');
    if (s.steps >= minSteps && legalActions(s).length > 2) return { state: s, faction: p.faction };
    s = apply(s, randomPolicy(p.faction).choose(s).action);
  }
}

describe('the uniform random policy', () => {
  it('8.1 returns one of legalActions, with the roll and the random node in its trace', () => {
    const { state, faction } = decidingAt(21, 30);
    const legal = legalActions(state);
    const { action, trace } = randomPolicy(faction).choose(state);
    expect(legal).toContainEqual(action);
    expect(trace).toHaveLength(2);
    expect(isTraceRoll(trace[0])).toBe(true);
    const roll = (trace[0] as { roll: { sides: number; purpose: string; value: number } }).roll;
    expect(roll.sides).toBe(legal.length);
    expect(roll.purpose).toBe(RANDOM_CHOICE_PURPOSE);
    expect(action).toEqual(legal[roll.value - 1]);
    expect(trace[1]).toMatchObject({ node: 'random' });
    expect(JSON.parse(JSON.stringify(trace))).toEqual(trace);
    expect(describeTrace(trace)[0]).toBe(`roll D${legal.length} = ${roll.value} (${RANDOM_CHOICE_PURPOSE})`);
  });

  it('is deterministic for the state, also after loadGame(serialize(s)), and varies with the step', () => {
    const { state, faction } = decidingAt(22, 25);
    const policy = randomPolicy(faction);
    expect(policy.choose(state)).toEqual(policy.choose(state));
    expect(policy.choose(loadGame(serialize(state)))).toEqual(policy.choose(state));
    // Over a game, the choices are not all the same index: the step count salts the stream.
    let s = createGame('1775', { seed: 22 });
    const indices = new Set<number>();
    for (let i = 0; i < 60; i++) {
      const p = pending(s)!;
      const d = randomPolicy(p.faction as Faction).choose(s);
      const legal = legalActions(s);
      if (legal.length > 3) indices.add(legal.findIndex((a) => JSON.stringify(a) === JSON.stringify(d.action)));
      s = apply(s, d.action);
    }
    expect(indices.size).toBeGreaterThan(2);
  });

  it('with supplied rolls takes the supplied one; RollNeeded (sides = number of legal actions) when none', () => {
    const { state, faction } = decidingAt(23, 20);
    const legal = legalActions(state);
    expect(randomPolicy(faction).choose(state, [2]).action).toEqual(legal[1]);
    expect(randomPolicy(faction).choose(state, [legal.length]).action).toEqual(legal[legal.length - 1]);
    expect(() => randomPolicy(faction).choose(state, [])).toThrow(
      expect.objectContaining({ name: 'RollNeeded', faction, sides: legal.length, purpose: RANDOM_CHOICE_PURPOSE, index: 0 }),
    );
    expect(() => randomPolicy(faction).choose(state, [])).toThrow(RollNeeded);
  });

  it('a single legal action is taken without a roll', () => {
    // The first Brilliant Stroke question of a fresh game may offer several choices; walk to a one-choice decision.
    let s = createGame('1776', { seed: 5 });
    while (legalActions(s).length !== 1) s = apply(s, randomPolicy(pending(s)!.faction as Faction).choose(s).action);
    const f = pending(s)!.faction as Faction;
    const d = randomPolicy(f).choose(s, []);
    expect(d.action).toEqual(legalActions(s)[0]);
    expect(d.trace).toEqual([{ node: 'random', text: expect.stringContaining('the only legal action') }]);
  });

  it("refuses a decision that is not its Faction's (NotPolicyDecision), and the end of the game", () => {
    const { state, faction } = decidingAt(24, 10);
    const other = FACTIONS.find((f) => f !== faction)!;
    expect(() => randomPolicy(other).choose(state)).toThrow(NotPolicyDecision);
    expect(() => randomPolicy(other).choose(state)).toThrow(expect.objectContaining({ faction: other, pending: faction }));
    expect(() => beginDecision({ ...state, result: {} as GameState['result'] } as GameState, faction)).toThrow(expect.objectContaining({ pending: null }));
  });
});

describe('decision contexts and traces', () => {
  it('writes nodes and rolls in the order they happen, as plain JSON', () => {
    const state = createGame('1775', { seed: 1 });
    const faction = pending(state)!.faction as Faction;
    const ctx = beginDecision(state, faction, [4, 2, 6]);
    ctx.node('Event or Command?', 'the Event is not Effective', '8.3.3');
    ctx.dice.roll(6, 'Event or Command? (8.4)');
    ctx.node('Muster', 'Regulars where the Random Spaces table says');
    ctx.dice.roll(3, 'Random Spaces (8.2): column (1D3)');
    const d = ctx.decide(legalActions(state)[0]);
    const expected: Trace = [
      { node: 'Event or Command?', text: 'the Event is not Effective', rule: '8.3.3' },
      { roll: { sides: 6, purpose: 'Event or Command? (8.4)', value: 4 } },
      { node: 'Muster', text: 'Regulars where the Random Spaces table says' },
      { roll: { sides: 3, purpose: 'Random Spaces (8.2): column (1D3)', value: 2 } },
    ];
    expect(d.trace).toEqual(expected);
    expect(JSON.parse(JSON.stringify(d))).toEqual(d);
    expect(describeTrace(d.trace)).toEqual([
      'Event or Command?: the Event is not Effective (8.3.3)',
      'roll D6 = 4 (Event or Command? (8.4))',
      'Muster: Regulars where the Random Spaces table says',
      'roll D3 = 2 (Random Spaces (8.2): column (1D3))',
    ]);
    // The trace handed out is a copy.
    d.trace.length = 0;
    expect(ctx.trace).toHaveLength(4);
  });
});
