// What the Non-Player policies remember to spend less time (8.1): the pending decision of a frozen state,
// the keys of the plan cache (a frozen Command mode, a frozen command host) and who decides at a
// flowchart decision. Each must be invisible but for time: the same answers as computing afresh, and
// nothing remembered for a state or frame that is not frozen (it could still change).
import { describe, expect, it } from 'vitest';
import { apply, createGame, legalActions, pending, type GameState } from '../../src/index';
import { flowchartFactions, flowchartPolicies } from '../../src/bots/flowcharts';
import { factionHost, type Flow } from '../../src/bots/flowchart';
import { chosenAction } from '../../src/bots/policyActions';
import { beginDecision, NotPolicyDecision, pendingOf } from '../../src/bots/policy';
import { keptPlan, modeKey } from '../../src/bots/planCache';
import type { CommandMode } from '../../src/flow/contracts';
import type { CommandHostFrame } from '../../src/flow/hostFrame';
import { FACTIONS, type Faction } from '../../src/data/ids';
import { randomPolicy } from '../../src/bots/random';

const ALL = flowchartFactions();
const POLICIES = flowchartPolicies(ALL);

/** The states of a bot-only game from `seed`, up to `limit` of them (or the end). */
function gameStates(scenario: '1775' | '1776' | '1778', seed: string, limit = Infinity): GameState[] {
  let s = createGame(scenario, { seed, nonPlayers: [...ALL] });
  const out = [s];
  while (!s.result && out.length < limit) {
    const f = legalActions(s)[0].faction as Faction;
    s = apply(s, POLICIES[f]!.choose(s).action);
    out.push(s);
  }
  return out;
}

const GAME = gameStates('1778', 'policy-caches');

describe('pendingOf: pending(state), remembered for a frozen state', () => {
  it('answers as pending does at every step of a bot-only game, and the same answer again', () => {
    for (const s of GAME) {
      const p = pendingOf(s);
      expect(p).toEqual(pending(s));
      expect(pendingOf(s)).toBe(p);
    }
  });

  it('remembers nothing for a state that is not frozen (a copy that may change)', () => {
    const copy = JSON.parse(JSON.stringify(GAME[30])) as GameState;
    const p = pendingOf(copy);
    expect(p).toEqual(pending(GAME[30]));
    expect(pendingOf(copy)).not.toBe(p);
    expect(pendingOf(copy)).toEqual(p);
  });
});

describe('who decides, read by the flowchart policy from the legal actions (8.0)', () => {
  it("refuses another Faction's decision, naming who decides, and the end of the game", () => {
    const s = GAME[10];
    const decider = pending(s)!.faction as Faction;
    for (const f of FACTIONS.filter((x) => x !== decider)) {
      const err = (() => {
        try {
          POLICIES[f]!.choose(s);
        } catch (e) {
          return e;
        }
        return null;
      })();
      expect(err).toBeInstanceOf(NotPolicyDecision);
      expect((err as NotPolicyDecision).pending).toBe(decider);
    }
    const end = GAME[GAME.length - 1];
    expect(end.result).not.toBeNull();
    for (const f of FACTIONS) expect(() => POLICIES[f]!.choose(end)).toThrow(/The game is over/);
  });

  it('every legal action names the Faction pending names, at every step', () => {
    for (const s of GAME.slice(0, -1)) for (const a of legalActions(s)) expect(a.faction).toBe(pending(s)!.faction);
  });
});

describe('plan-cache keys remembered per frozen object (8.1)', () => {
  it('modeKey: a frozen mode gives the key its fields give; a mode changed in place gets a new key', () => {
    const frozen: CommandMode = Object.freeze({ limited: true, free: false, specialActivity: false });
    expect(modeKey(frozen)).toBe(JSON.stringify([true, false, false, false, null]));
    expect(modeKey(frozen)).toBe(modeKey({ limited: true, free: false, specialActivity: false }));
    const open: { limited: boolean; free: boolean; specialActivity: boolean } = { limited: false, free: false, specialActivity: false };
    const before = modeKey(open);
    open.limited = true;
    expect(modeKey(open)).not.toBe(before);
    expect(modeKey(open)).toBe(modeKey(frozen));
  });

  /** A decision of a Non-Player Command under way (its host holds the board it started from). */
  const inCommand = GAME.find((s) => {
    const p = pending(s);
    return p !== null && p.faction !== 'chance' && !!factionHost(s, p.faction as Faction)?.start;
  })!;
  const faction = pending(inCommand)!.faction as Faction;
  const MODE: CommandMode = Object.freeze({ limited: false, free: false, specialActivity: true });
  const flowAt = (s: GameState): Flow => ({ ctx: beginDecision(s, faction), state: s, faction, kind: s.stack[s.stack.length - 1].kind, legal: legalActions(s), rolls: undefined });
  /** `inCommand` with its command host replaced by `host` (the rest shared). */
  const withHost = (host: CommandHostFrame): GameState => {
    const at = inCommand.stack.indexOf(factionHost(inCommand, faction)!);
    return { ...inCommand, stack: inCommand.stack.map((f, i) => (i === at ? host : f)) } as GameState;
  };

  it('a host whose fields differ (frozen, or changed in place when not frozen) makes a new plan', () => {
    let calls = 0;
    const make = (): { n: number } => ({ n: ++calls });
    const host = factionHost(inCommand, faction)!;
    const a = keptPlan(flowAt(inCommand), faction, 'test-host', MODE, make);
    expect(keptPlan(flowAt(inCommand), faction, 'test-host', MODE, make)).toBe(a);
    expect(calls).toBe(1);
    // Another Special Activity on a frozen copy of the host: another key.
    const other = Object.freeze({ ...host, activity: host.activity === 'skirmish' ? 'persuasion' : 'skirmish' }) as CommandHostFrame;
    keptPlan(flowAt(withHost(other)), faction, 'test-host', MODE, make);
    expect(calls).toBe(2);
    // A host that is not frozen, equal to the first: the first plan; changed in place: planned again.
    const open = { ...host, activitySpaces: [...host.activitySpaces] } as CommandHostFrame;
    const s = withHost(open);
    expect(keptPlan(flowAt(s), faction, 'test-host', MODE, make)).toBe(a);
    expect(calls).toBe(2);
    (open.activitySpaces as string[]).push('Boston');
    keptPlan(flowAt(s), faction, 'test-host', MODE, make);
    expect(calls).toBe(3);
  });
});

describe("a flowchart policy's action without its trace (the Event preview's chooser, 8.3.3)", () => {
  it('is the action choose gives, at every Non-Player decision of a bot-only game', () => {
    const states = gameStates('1776', 'chosen-action', 400);
    let n = 0;
    for (const s of states.slice(0, -1)) {
      const f = pending(s)!.faction;
      if (f === 'chance') continue;
      expect(chosenAction(POLICIES[f]!, s)).toEqual(POLICIES[f]!.choose(s).action);
      n++;
    }
    expect(n).toBe(400 - 1);
  });

  it("asks any other policy's choose, and refuses another Faction's decision as choose does", () => {
    const s = GAME[10];
    const decider = pending(s)!.faction as Faction;
    const random = randomPolicy(decider);
    expect(chosenAction(random, s)).toEqual(random.choose(s).action);
    const other = FACTIONS.find((x) => x !== decider)!;
    expect(() => chosenAction(POLICIES[other]!, s)).toThrow(NotPolicyDecision);
  });
});

describe('decisions made ahead in an "Event or Command?" preview, handed out when the Event is played (8.3.3)', () => {
  it('are the decisions made afresh, trace and all, at every Non-Player decision of a bot-only game', () => {
    // A copy that is not frozen shares no state object with the game: its decisions are made afresh.
    const thawed = (s: GameState): GameState => JSON.parse(JSON.stringify(s)) as GameState;
    let s = createGame('1776', { seed: 'ahead', nonPlayers: [...ALL] });
    let events = 0;
    for (let i = 0; i < 250 && !s.result; i++) {
      const f = pending(s)!.faction as Faction;
      const d = POLICIES[f]!.choose(s);
      expect(d).toEqual(POLICIES[f]!.choose(thawed(s)));
      if (d.action.type === 'event') events++;
      s = apply(s, d.action);
    }
    expect(events).toBeGreaterThan(3);
  });
});
