// Plans kept across the micro-decisions of a Non-Player Command (8.1, src/bots/planCache.ts): a later
// decision gets the plan an earlier one made, with the same trace and rolls; anything a plan may read
// that differs makes a new plan; and whole bot-only games with every reuse checked against planning again.
import { afterEach, describe, expect, it } from 'vitest';
import { apply, createGame, legalActions, pending, type GameState } from '../../src/index';
import { flowchartFactions, flowchartPolicies } from '../../src/bots/flowcharts';
import { factionHost, type Flow } from '../../src/bots/flowchart';
import { beginDecision, type Trace } from '../../src/bots/policy';
import { checkPlanCache, keptPlan, keptPlanReading, keptPlanWithReasons, PlanCacheError, planOptions } from '../../src/bots/planCache';
import type { CommandMode } from '../../src/flow/contracts';
import { SCENARIO_IDS, type Faction } from '../../src/data/ids';

const ALL = flowchartFactions();
const POLICIES = flowchartPolicies(ALL);
const MODE: CommandMode = { limited: false, free: false, specialActivity: true };

/** Plays a bot-only game from `seed` until `stop` holds (or the game ends). */
function playUntil(scenario: (typeof SCENARIO_IDS)[number], seed: string, stop: (s: GameState) => boolean): GameState {
  let s = createGame(scenario, { seed, nonPlayers: [...ALL] });
  while (!s.result && !stop(s)) {
    const f = legalActions(s)[0].faction as Faction;
    s = apply(s, POLICIES[f]!.choose(s).action);
  }
  return s;
}

/** A decision of a Non-Player Command under way: its host has the board the Command started from (8.1). */
const inCommand = (s: GameState): boolean => {
  const p = pending(s);
  return p !== null && p.faction !== 'chance' && !!factionHost(s, p.faction as Faction)?.start;
};

const flowAt = (s: GameState, rolls?: readonly number[]): Flow => {
  const faction = pending(s)!.faction as Faction;
  return { ctx: beginDecision(s, faction, rolls), state: s, faction, kind: pending(s)!.kind, legal: legalActions(s), rolls };
};

/** A planner that writes a node and rolls a die, counting its calls. */
function counting(): { make: (flow: Flow) => () => { die: number }; calls: () => number } {
  let calls = 0;
  return {
    make: (flow) => () => {
      calls++;
      flow.ctx.node('Test', 'planned', '8.1');
      return { die: flow.ctx.dice.roll(6, 'Test plan: 1D6 (8.2)') };
    },
    calls: () => calls,
  };
}

afterEach(() => {
  checkPlanCache(false);
});

describe('plans kept across decisions (8.1)', () => {
  const state = playUntil('1778', 'kept-plan', inCommand);
  const faction = pending(state)!.faction as Faction;

  it('a later decision on the same board gets the same plan, trace and rolls', () => {
    const c = counting();
    const first = flowAt(state);
    const a = keptPlan(first, faction, 'test-same', MODE, c.make(first));
    const second = flowAt(state);
    const b = keptPlan(second, faction, 'test-same', MODE, c.make(second));
    expect(c.calls()).toBe(1);
    expect(b).toBe(a);
    expect(second.ctx.trace).toEqual(first.ctx.trace);
    expect(second.ctx.dice.nextIndex('Test plan: 1D6 (8.2)')).toBe(1);
  });

  it('another mode, another planner or supplied rolls make a new plan', () => {
    const c = counting();
    const f1 = flowAt(state);
    keptPlan(f1, faction, 'test-new', MODE, c.make(f1));
    const f2 = flowAt(state);
    keptPlan(f2, faction, 'test-new', { ...MODE, limited: true }, c.make(f2));
    const f3 = flowAt(state);
    keptPlan(f3, faction, 'test-other', MODE, c.make(f3));
    const f4 = flowAt(state, [5]);
    expect(keptPlan(f4, faction, 'test-new', MODE, c.make(f4))).toEqual({ die: 5 });
    expect(c.calls()).toBe(4);
  });

  it("a decision whose dice already rolled for the plan's purpose plans again", () => {
    const c = counting();
    const f1 = flowAt(state);
    keptPlan(f1, faction, 'test-rolls', MODE, c.make(f1));
    const f2 = flowAt(state);
    f2.ctx.dice.roll(6, 'Test plan: 1D6 (8.2)');
    keptPlan(f2, faction, 'test-rolls', MODE, c.make(f2));
    expect(c.calls()).toBe(2);
  });

  it('a state loaded from a save shares nothing and plans again, to the same plan', () => {
    const c = counting();
    const f1 = flowAt(state);
    const a = keptPlan(f1, faction, 'test-load', MODE, c.make(f1));
    const loaded = JSON.parse(JSON.stringify(state)) as GameState;
    const f2 = flowAt(loaded);
    expect(keptPlan(f2, faction, 'test-load', MODE, c.make(f2))).toEqual(a);
    expect(c.calls()).toBe(2);
  });

  it("the board a Command started from stays shared from one step to the next (the host's start)", () => {
    let s = createGame('1776', { seed: 'kept-start', nonPlayers: [...ALL] });
    let checked = 0;
    while (!s.result && checked < 50) {
      const f = legalActions(s)[0].faction as Faction;
      const next = apply(s, POLICIES[f]!.choose(s).action);
      const host = inCommand(s) ? factionHost(s, f) : null;
      const after = host ? factionHost(next, f) : null;
      if (host && after && after.start && next.stack.length >= s.stack.length) {
        expect(after.start).toBe(host.start);
        expect(Object.isFrozen(after.start)).toBe(true);
        checked++;
      }
      s = next;
    }
    expect(checked).toBe(50);
  });
});

describe("a planner that declares what it reads (keptPlanReading): the turn's plan serves the Command's first decision", () => {
  // The turn's decision (a Faction's options pending), and the Command's first decision after it.
  const turn = playUntil('1776', 'kept-reading', (s) => pending(s)?.kind === 'eligibleOptions' && legalActions(s).some((a) => a.type === 'command'));
  const faction = pending(turn)!.faction as Faction;
  const start = legalActions(turn).find((a) => a.type === 'command')!;
  const command = apply(turn, start);

  it('the plan made at the turn is reused once the Command began, when the board, the rolls and what it reads agree', () => {
    const c = counting();
    const f1 = flowAt(turn);
    const a = keptPlanReading(f1, faction, 'test-reading', MODE, c.make(f1), () => ['same']);
    expect(command.stack.length).not.toBe(turn.stack.length);
    const f2: Flow = { ...flowAt(turn), state: command, kind: command.stack[command.stack.length - 1].kind, legal: legalActions(command) };
    const b = keptPlanReading(f2, faction, 'test-reading', MODE, c.make(f2), () => ['same']);
    expect(c.calls()).toBe(1);
    expect(b).toBe(a);
    expect(f2.ctx.trace).toEqual(f1.ctx.trace);
  });

  it('a planner that reads something that differs, or asks for the full key (null), plans again', () => {
    const c = counting();
    const f1 = flowAt(turn);
    keptPlanReading(f1, faction, 'test-reading-2', MODE, c.make(f1), () => ['before']);
    const f2 = flowAt(turn);
    keptPlanReading(f2, faction, 'test-reading-2', MODE, c.make(f2), () => ['after']);
    const f3: Flow = { ...flowAt(turn), state: command, kind: command.stack[command.stack.length - 1].kind, legal: legalActions(command) };
    keptPlanReading(f3, faction, 'test-reading-2', MODE, c.make(f3), () => null);
    // A key with the stack's parts never meets one with declared reads.
    const f4 = flowAt(turn);
    keptPlan(f4, faction, 'test-reading-2', MODE, c.make(f4));
    expect(c.calls()).toBe(4);
  });
});

describe('the options as a plan reads them (planOptions)', () => {
  it('are the same for a copy with other dice (an Event preview), and differ when another field does', () => {
    const options = createGame('1775', { seed: 'po', nonPlayers: [...ALL] }).options;
    const previewCopy = Object.freeze({ ...options, dice: 'external' as const });
    expect(planOptions(previewCopy)).toBe(planOptions(options));
    expect(planOptions(Object.freeze({ ...options, nonPlayers: ['british' as Faction] }))).not.toBe(planOptions(options));
    expect(planOptions(Object.freeze({ ...options, seed: 'other' }))).not.toBe(planOptions(options));
  });
});

describe('one plan kept with and without its reasons (8.1)', () => {
  const state = playUntil('1776', 'kept-reasons', inCommand);
  const faction = pending(state)!.faction as Faction;
  const PURPOSE = 'Test plan: 1D6 (8.2)';

  /** A planner that writes its reason (node `Reason`) only when asked, and a tie's node and roll always. */
  function reasoning(): { make: (flow: Flow) => (reasons: boolean) => { die: number }; calls: () => number } {
    let calls = 0;
    return {
      make: (flow) => (reasons) => {
        calls++;
        if (reasons) flow.ctx.node('Reason', 'why the plan is what it is', '8.1');
        flow.ctx.node('Random Spaces', 'a tie', '8.2');
        const die = flow.ctx.dice.roll(6, PURPOSE);
        if (reasons) flow.ctx.node('Reason', `the die shows ${die}`, '8.1');
        return { die };
      },
      calls: () => calls,
    };
  }

  /** The trace of the planner alone on a state that shares nothing with `state` (a fresh plan, never kept before). */
  const fresh = (reasons: boolean): Trace => {
    const flow = flowAt(JSON.parse(JSON.stringify(state)) as GameState);
    keptPlanWithReasons(flow, faction, `test-fresh-${String(reasons)}`, MODE, reasoning().make(flow), reasons, 'Reason');
    return flow.ctx.trace;
  };

  it('a decision without the reasons gets the plan made with them, and the steps but the reasons', () => {
    const c = reasoning();
    const first = flowAt(state);
    const a = keptPlanWithReasons(first, faction, 'test-reasons', MODE, c.make(first), true, 'Reason');
    expect(first.ctx.trace).toEqual(fresh(true));
    const second = flowAt(state);
    const b = keptPlanWithReasons(second, faction, 'test-reasons', MODE, c.make(second), false, 'Reason');
    expect(c.calls()).toBe(1);
    expect(b).toBe(a);
    expect(second.ctx.trace).toEqual(fresh(false));
    expect(second.ctx.trace.map((s) => ('node' in s ? s.node : 'roll'))).toEqual(['Random Spaces', 'roll']);
    expect(second.ctx.dice.nextIndex(PURPOSE)).toBe(1);
  });

  it('a plan kept without its reasons is made again for a decision that writes them, then serves both', () => {
    const c = reasoning();
    const f1 = flowAt(state);
    const a = keptPlanWithReasons(f1, faction, 'test-bare-first', MODE, c.make(f1), false, 'Reason');
    const f2 = flowAt(state);
    expect(keptPlanWithReasons(f2, faction, 'test-bare-first', MODE, c.make(f2), true, 'Reason')).toEqual(a);
    expect(c.calls()).toBe(2);
    expect(f2.ctx.trace).toEqual(fresh(true));
    const f3 = flowAt(state);
    keptPlanWithReasons(f3, faction, 'test-bare-first', MODE, c.make(f3), false, 'Reason');
    const f4 = flowAt(state);
    keptPlanWithReasons(f4, faction, 'test-bare-first', MODE, c.make(f4), true, 'Reason');
    expect(c.calls()).toBe(2);
    expect(f3.ctx.trace).toEqual(fresh(false));
    expect(f4.ctx.trace).toEqual(fresh(true));
  });

  it('checked: a planner whose other steps depend on the reasons is caught', () => {
    checkPlanCache(true);
    const make = (flow: Flow) => (reasons: boolean) => {
      flow.ctx.node(reasons ? 'Reason' : 'Other', 'planned', '8.1');
      if (!reasons) flow.ctx.node('Other', 'one more step without the reasons', '8.1');
      return { n: 1 };
    };
    const f1 = flowAt(state);
    keptPlanWithReasons(f1, faction, 'test-reasons-checked', MODE, make(f1), true, 'Reason');
    const f2 = flowAt(state);
    expect(() => keptPlanWithReasons(f2, faction, 'test-reasons-checked', MODE, make(f2), false, 'Reason')).toThrow(PlanCacheError);
  });
});

describe('bot-only games with every kept plan checked against planning again', () => {
  for (const scenario of SCENARIO_IDS)
    it(`${scenario}: every reuse equals a fresh plan`, () => {
      checkPlanCache(true);
      const end = playUntil(scenario, `kept-check-${scenario}`, () => false);
      expect(end.result).not.toBeNull();
    });
});
