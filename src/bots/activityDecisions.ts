/**
 * What the Non-Player Special Activity modules share (src/bots/british, patriots, french:
 * activities.ts): the spaces the engine offers for an activity's action, the Cities the Faction's Battle
 * Command selected (the Blockade choices of 8.4.1 and 8.6.3 look at them), and the Skirmish decision
 * (8.4.1, 8.5.1, 8.6.3): the flowchart's space and removal among the spaces the engine
 * offers, again while it can (8.1.1), then `done`. Moved out of those modules without behaviour change.
 * @module
 */
import type { Action, ActionOption } from '../core/action';
import type { GameState } from '../core/state';
import type { Faction, SpaceId } from '../data/ids';
import { isCity } from '../data/map';
import { actionsOfType, factionHost, findLegal, FlowchartError, randomFallback, type Flow } from './flowchart';
import type { DecisionContext } from './policy';

/** The spaces of the legal actions of `type`, each once, in the engine's order. */
export const offeredSpaces = (flow: Flow, type: string): SpaceId[] => [...new Set(actionsOfType(flow.legal, type).map((a) => a.space!))];

/** The Cities selected for Battle by the command host of `faction` (empty for other Commands). */
export function hostBattleCities(state: GameState, faction: Faction): SpaceId[] {
  const host = factionHost(state, faction);
  return host?.command === 'battle' ? host.commandSpaces.filter(isCity) : [];
}

/** How one Faction's Skirmish decision is made and traced. */
export interface SkirmishDecision {
  readonly faction: Faction;
  /** The flowchart's Skirmish among the candidate spaces, or null when none. */
  readonly plan: (ctx: DecisionContext, state: GameState, candidates: readonly SpaceId[]) => { space: SpaceId; option: string } | null;
  /** The Skirmish node (`B11 Skirmish`…) and its rule. */
  readonly node: string;
  readonly rule: string;
  /** Why no Skirmish is chosen when the engine will not let it end (8.3.8). */
  readonly none: string;
}

/**
 * A Faction's Skirmish decision (`skirmishActivity`): its space and removal among the spaces the engine
 * offers (which already leave out the spaces the Command closes); a granted Skirmish in several spaces
 * strikes again while it can (8.1.1), then `done`.
 */
export function skirmishDecision(flow: Flow, d: SkirmishDecision): Action {
  const plan = d.plan(flow.ctx, flow.state, offeredSpaces(flow, 'skirmish'));
  if (plan === null) {
    const done = findLegal(flow, { faction: d.faction, type: 'done' });
    if (done) {
      flow.ctx.node(d.node, 'no further Skirmish possible: done', d.rule);
      return done;
    }
    return randomFallback(flow, d.none);
  }
  const action = findLegal(flow, { faction: d.faction, type: 'skirmish', space: plan.space, option: plan.option as ActionOption });
  if (action === null) throw new FlowchartError(`${d.node} planned ${plan.option} in ${plan.space}, which the engine does not offer`);
  return action;
}
