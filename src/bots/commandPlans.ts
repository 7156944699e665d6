/**
 * What the Non-Player Command modules share around a plan: one plan per decision and mode, so that the
 * Command's `possible` and its decisions use the same plan (the same rolls, one trace, 8.1); and the
 * emission of a March plan's next action at the March's decision, with the fallbacks (8.3.8) when the
 * engine will not take it. Moved out of the British, Patriot and French March modules and the Indian
 * Raid module without behaviour change.
 * @module
 */
import type { Action } from '../core/action';
import type { CommandMode } from '../flow/contracts';
import { mustGoOn } from '../flow/restriction';
import { findLegal, randomFallback, type Flow } from './flowchart';
import type { DecisionContext } from './policy';
import { keptPlan, keptPlanReading, modeKey, type PlanReads } from './planCache';

/**
 * A cache of plans, one per decision (its {@link DecisionContext}) and mode: `plan(flow, mode)` makes the
 * plan with `make` the first time and returns that same plan afterwards; a later decision of the same
 * Command gets the plan an earlier one made ({@link keptPlan}, under `planner`'s name). `reads`, when given,
 * is all `make` reads of the state besides its board ({@link keptPlanReading}).
 */
export function planPerDecision<P>(planner: string, make: (flow: Flow, mode: CommandMode) => P, reads?: PlanReads): (flow: Flow, mode: CommandMode) => P {
  // This planner's key to the plans each decision remembers (DecisionContext.remembered).
  const owner = {};
  return (flow, mode) => {
    const byMode = flow.ctx.remembered(owner, () => new Map<string, P>());
    const key = modeKey(mode);
    let plan = byMode.get(key);
    if (!plan) {
      plan = reads ? keptPlanReading(flow, flow.faction, planner, mode, () => make(flow, mode), reads) : keptPlan(flow, flow.faction, planner, mode, () => make(flow, mode));
      byMode.set(key, plan);
    }
    return plan;
  };
}

/**
 * The March decision's answer: the plan's next action (`wanted`) when legal, traced as `describe()` under
 * `node`/`rule`. Otherwise no instruction covers it (8.3.8): a March begun with nothing the flowchart would
 * do (IF NONE, `destinations` 0), or one the engine may not end yet (an Event that requires a destination,
 * 5.1; a Brilliant Stroke's Leader not involved, 2.3.8); else the wanted action as it is.
 */
export function marchStep(flow: Flow, frame: Parameters<typeof mustGoOn>[0], wanted: Action, destinations: number, describe: () => string, node: string, rule: string): Action {
  const legal = findLegal(flow, wanted);
  if (legal) {
    flow.ctx.node(node, describe(), rule);
    return legal;
  }
  if (destinations === 0) return randomFallback(flow, 'the March has no destination the flowchart would select');
  if (wanted.type === 'done')
    return randomFallback(flow, mustGoOn(frame) ? 'the Event requires a destination the flowchart would not select' : 'the March may not end yet where the flowchart would end it');
  return wanted;
}
