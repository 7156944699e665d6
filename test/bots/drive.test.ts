/**
 * Driving games with policies (8.0, 8.1): runNonPlayers stops at a human, chance or roll decision
 * or the end; playGame plays whole games of every scenario with legal actions only, reproducibly from
 * the seed, and its record replays with plain `apply`, without the policies.
 */
import { describe, expect, it } from 'vitest';
import { createGame, legalActions, loadGame, serialize } from '../../src/index';
import { apply, pending } from '../../src/game/machine';
import type { Action } from '../../src/core/action';
import type { GameState } from '../../src/core/state';
import { FACTIONS, SCENARIO_IDS } from '../../src/data/ids';
import { DriveError, flowchartPolicies, playGame, policySet, randomPolicy, runNonPlayers, type Policy } from '../../src/bots';

const ALL_RANDOM = policySet(FACTIONS, randomPolicy);

/** Replays `actions` from `start` with plain `apply`, checking that each was listed. */
function replayChecked(start: GameState, actions: readonly Action[]): GameState {
  let s = start;
  for (const a of actions) {
    expect(legalActions(s)).toContainEqual(a);
    s = apply(s, a);
  }
  return s;
}

describe('playGame', () => {
  it.each(SCENARIO_IDS)('8.1 scenario %s: random policies play a whole game with legal actions only, and the record replays without them', (scenario) => {
    const start = createGame(scenario, { seed: `drive-${scenario}`, nonPlayers: [...FACTIONS] });
    const { state, actions, decisions } = playGame(start, ALL_RANDOM);
    expect(state.result).not.toBeNull();
    expect(actions.length).toBe(state.steps);
    expect(decisions.map((d) => d.action)).toEqual(actions);
    for (const d of decisions) expect(d).toMatchObject({ policy: 'random', faction: d.action.faction });
    // Every action was listed when taken, and plain apply rebuilds the same final state.
    expect(serialize(replayChecked(start, actions))).toBe(serialize(state));
  });

  it('is reproducible from the seed: the same records and traces twice; another seed, another game', () => {
    const a = playGame(createGame('1778', { seed: 77 }), ALL_RANDOM);
    const b = playGame(createGame('1778', { seed: 77 }), policySet(FACTIONS, randomPolicy));
    expect(b.actions).toEqual(a.actions);
    expect(b.decisions).toEqual(a.decisions);
    expect(serialize(b.state)).toBe(serialize(a.state));
    const c = playGame(createGame('1778', { seed: 78 }), ALL_RANDOM);
    expect(c.actions).not.toEqual(a.actions);
  });

  it('a save and load in the middle of a Command carries on identically', () => {
    const start = createGame('1775', { seed: 55, nonPlayers: [...FACTIONS] });
    const whole = playGame(start, ALL_RANDOM);
    // The first state after step 100 in the middle of a Command.
    let k = 100;
    let mid = replayChecked(start, whole.actions.slice(0, k));
    while (!mid.stack.some((f) => f.kind === 'commandHost')) mid = apply(mid, whole.actions[k++]);
    expect(mid.stack.some((f) => f.kind === 'commandHost')).toBe(true);
    const rest = playGame(loadGame(serialize(mid)), ALL_RANDOM);
    expect(rest.actions).toEqual(whole.actions.slice(k));
    expect(rest.decisions).toEqual(whole.decisions.slice(k));
  });

  it('needs a policy for every Faction, and names the ones missing', () => {
    const start = createGame('1775', { seed: 1 });
    expect(() => playGame(start, { british: randomPolicy('british'), patriots: randomPolicy('patriots') })).toThrow(
      new DriveError('playGame needs a policy for every Faction: none for the French, the Indians'),
    );
    expect(() => playGame(start, { ...ALL_RANDOM, french: randomPolicy('indians') })).toThrow('The policy given for the French plays the Indians');
  });

  it('stops at the step cap with a DriveError', () => {
    expect(() => playGame(createGame('1775', { seed: 1 }), ALL_RANDOM, { maxSteps: 10 })).toThrow(/did not end within 10 actions/);
  });

  it("the table's own cards: a card to turn over is a chance decision that needs options.chance", () => {
    const start = createGame('sprint', { seed: 9, cards: 'external' });
    expect(() => playGame(start, ALL_RANDOM)).toThrow(/A chance decision is pending \(.+, cards: 'external'\) and playGame was given no options\.chance/);
    const end = playGame(start, ALL_RANDOM, { chance: (s) => legalActions(s)[s.steps % legalActions(s).length] });
    expect(end.state.result).not.toBeNull();
  });

  it('external dice: a chance decision needs options.chance; with it the game plays to the end and replays', () => {
    const start = createGame('1776', { seed: 9, dice: 'external' });
    expect(() => playGame(start, ALL_RANDOM)).toThrow(/A die roll is pending .* no options\.chance/);
    let rolls = 0;
    const chance = (s: GameState): Action => {
      const legal = legalActions(s);
      rolls++;
      return legal[(s.steps * 7 + 3) % legal.length];
    };
    const { state, actions, decisions } = playGame(start, ALL_RANDOM, { chance });
    expect(state.result).not.toBeNull();
    expect(rolls).toBeGreaterThan(0);
    expect(actions.length).toBe(decisions.length + rolls);
    expect(actions.filter((a) => a.faction === 'chance')).toHaveLength(rolls);
    expect(serialize(replayChecked(start, actions))).toBe(serialize(state));
  });

  it('refuses a policy that chooses an illegal action', () => {
    const cheat: Policy = { faction: 'british', name: 'cheat', choose: () => ({ action: { faction: 'british', type: 'pass' }, trace: [] }) };
    let s = createGame('1775', { seed: 2 });
    while (pending(s)!.faction !== 'british' || legalActions(s).some((a) => a.type === 'pass')) s = apply(s, randomPolicy(pending(s)!.faction as 'british').choose(s).action);
    expect(() => playGame(s, { ...ALL_RANDOM, british: cheat })).toThrow(/The British policy 'cheat' chose british pass, which is not legal at step/);
    expect(() => playGame(s, { ...ALL_RANDOM, british: cheat }, { account: false })).toThrow(/The British policy 'cheat' chose british pass, which is not legal at step/);
  });

  it('without the account: the same actions, decisions and final state but for an empty log', () => {
    const start = createGame('1778', { seed: 'quiet', nonPlayers: [...FACTIONS] });
    const told = playGame(start, flowchartPolicies([...FACTIONS]));
    const quiet = playGame(start, flowchartPolicies([...FACTIONS]), { account: false });
    expect(quiet.actions).toEqual(told.actions);
    expect(quiet.decisions).toEqual(told.decisions);
    expect(told.state.log.length).toBeGreaterThan(0);
    expect(quiet.state.log).toEqual([]);
    expect(quiet.state.priorLog).toEqual([]);
    expect(serialize({ ...quiet.state, log: told.state.log, priorLog: told.state.priorLog })).toBe(serialize(told.state));
    expect(Object.isFrozen(quiet.state)).toBe(true);
  });
});

describe('runNonPlayers', () => {
  it('8.1 applies the Non-Players\' decisions and stops at a human decision, state unchanged', () => {
    const start = createGame('1775', { seed: 31, nonPlayers: ['french', 'indians'] });
    const before = serialize(start);
    const np = policySet(['french', 'indians'], randomPolicy);
    let s = start;
    let humanStops = 0;
    let npDecisions = 0;
    while (!s.result && humanStops < 40) {
      const r = runNonPlayers(s, np);
      npDecisions += r.decisions.length;
      for (const d of r.decisions) expect(['french', 'indians']).toContain(d.faction);
      if (r.stop === 'end') break;
      expect(r.stop).toBe('human');
      expect(r.rollNeeded).toBeNull();
      const p = pending(r.state)!;
      expect(['british', 'patriots']).toContain(p.faction);
      humanStops++;
      s = apply(r.state, randomPolicy(p.faction as 'british').choose(r.state).action);
    }
    expect(humanStops).toBeGreaterThan(5);
    expect(npDecisions).toBeGreaterThan(5);
    expect(serialize(start)).toBe(before);
  });

  it('with external dice stops at every chance decision; over whole games of every scenario only legal actions', () => {
    for (const scenario of SCENARIO_IDS) {
      const start = createGame(scenario, { seed: 40, dice: 'external' });
      let s = start;
      const actions: Action[] = [];
      let chanceStops = 0;
      for (;;) {
        const r = runNonPlayers(s, ALL_RANDOM);
        actions.push(...r.decisions.map((d) => d.action));
        s = r.state;
        if (r.stop === 'end') break;
        expect(r.stop).toBe('chance');
        expect(pending(s)!.faction).toBe('chance');
        chanceStops++;
        const legal = legalActions(s);
        const roll = legal[chanceStops % legal.length];
        actions.push(roll);
        s = apply(s, roll);
      }
      expect(s.result).not.toBeNull();
      expect(chanceStops).toBeGreaterThan(0);
      expect(serialize(replayChecked(start, actions))).toBe(serialize(s));
    }
  });

  it('stops with stop "roll" and the RollNeeded when supplied rolls run out, having applied what came before', () => {
    const start = createGame('1775', { seed: 32 });
    const first = runNonPlayers(start, ALL_RANDOM, { maxSteps: 1_000_000, rolls: (s) => (s.steps < 5 ? [1] : []) });
    const early = first.decisions.slice(0, 5);
    expect(first.stop).toBe('roll');
    expect(first.rollNeeded).toMatchObject({ name: 'RollNeeded', faction: pending(first.state)!.faction, sides: legalActions(first.state).length, index: 0 });
    expect(first.state.steps).toBeGreaterThanOrEqual(5);
    // Before step 5, the supplied 1 took the first legal action each time.
    let s = start;
    for (const d of early) {
      expect(d.action).toEqual(legalActions(s)[0]);
      s = apply(s, d.action);
    }
  });

  it('stops at once at the end of the game, and refuses a policy filed under another Faction', () => {
    const { state } = playGame(createGame('sprint', { seed: 3 }), ALL_RANDOM);
    expect(runNonPlayers(state, ALL_RANDOM)).toEqual({ state, decisions: [], stop: 'end', rollNeeded: null });
    expect(() => runNonPlayers(createGame('1775', { seed: 1 }), { british: randomPolicy('patriots') })).toThrow(DriveError);
  });

  it('throws a DriveError past maxSteps', () => {
    expect(() => runNonPlayers(createGame('1775', { seed: 1 }), ALL_RANDOM, { maxSteps: 3 })).toThrow(/took 3 decisions without reaching a human decision or the end/);
  });
});
