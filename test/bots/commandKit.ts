// Test helpers for a Non-Player Command module, any Faction: the Flow of the decision pending (as the
// policy would see it), the trace as "node: text" lines, and the policy's decisions through a whole
// Command (until the Faction's command host is gone).
import type { Action } from '../../src/core/action';
import type { GameState } from '../../src/core/state';
import type { Faction } from '../../src/data/ids';
import { apply, legalActions, pending } from '../../src/game/machine';
import { factionHost, type Flow } from '../../src/bots/flowchart';
import { beginDecision, isTraceRoll, type Policy, type Trace } from '../../src/bots/policy';
import type { SuppliedRolls } from '../../src/bots/rolls';

/** The Flow of `faction`'s pending decision, with `rolls` supplied. */
export function flowFor(state: GameState, faction: Faction, rolls?: SuppliedRolls): Flow {
  const ctx = beginDecision(state, faction, rolls);
  return { ctx, state, faction, kind: pending(state)!.kind, legal: legalActions(state), rolls };
}

/** The trace's nodes as "node: text" lines (the rolls left out). */
export const traceLines = (trace: Trace): string[] => trace.flatMap((s) => (isTraceRoll(s) ? [] : [`${s.node}: ${s.text}`]));

/**
 * `policy`'s decisions for `faction` from the Command's first decision until its host is gone: the
 * actions, the traces ({@link traceLines}) and the final state. Another Faction's decision in between is
 * declined (`done`) when `declineOthers`, else ends the run.
 */
export function runCommand(policy: Policy, faction: Faction, state: GameState, rolls: SuppliedRolls, declineOthers: boolean): { actions: Action[]; traces: string[][]; state: GameState } {
  const actions: Action[] = [];
  const traces: string[][] = [];
  let s = state;
  while (factionHost(s, faction)) {
    const p = pending(s);
    if (p?.faction !== faction) {
      if (!declineOthers || !p) break;
      s = apply(s, { faction: p.faction as Faction, type: 'done' });
      continue;
    }
    const d = policy.choose(s, rolls);
    actions.push(d.action);
    traces.push(traceLines(d.trace));
    s = apply(s, d.action);
  }
  return { actions, traces, state: s };
}
