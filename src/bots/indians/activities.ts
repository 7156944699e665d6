/**
 * The Non-Player Indian Special Activities (8.7.1's PLUNDER, WAR PATH and TRADE boxes; flowchart
 * nodes I5, I8 and I11): which one the Indians execute with a Command, and the decisions inside them.
 *
 * - {@link chooseIndianActivity}: the Command modules ask it when the Special Activity is due, after
 *   Gather, March, Scout and a Raid without one (I8: War Path, with Trade instead at 0 Resources; else
 *   Trade).
 * - {@link plunderOrTrade}: the Raid asks it when the Indian Resources fall to 0 during the Raid
 *   (I5: Plunder, else Trade).
 * - {@link INDIAN_ACTIVITY_HANDLERS}: the decisions inside the three Special Activities: the War Path's
 *   space and removal (`indiansWarPath`), the Plunder's space and War Party (`indiansPlunder`), the
 *   Trade's Village (`indiansTrade`; the British answer the request for Resources with their own
 *   policy, 8.4.6).
 *
 * Rulings (docs/rulings.md, "Non-Player Indians (8.7)", "Special Activities"):
 * - I8 at 0 Resources: Trade if possible, else War Path (the box's "Otherwise" follows "Trade if
 *   possible"); with Resources, War Path, else Trade.
 * - War Path: a space where a Patriot Fort can be removed first, then the most Rebellion pieces
 *   removed (Brant's extra Militia included), within that a Province with a Village; ties 8.2. In the
 *   space, the removal 8.1.2 names for enemy pieces (Militia, Underground first, then alternating
 *   French Regulars and Continentals, fewest first), at the least cost in War Parties.
 * - Plunder only while the Patriots have Resources (the sheet's condition: a Plunder of nothing would
 *   only lose a War Party); the War Party removed is an Active one if possible (8.1.2).
 * @module
 */
import { copyWith } from '../../core/pathCopy';
import type { Action, ActionOption } from '../../core/action';
import type { GameState } from '../../core/state';
import type { SpaceId, SpacePiece } from '../../data/ids';
import { SPACES, isProvince } from '../../data/map';
import { piecesText, resourcesText, spaceName, spacesText } from '../../data/text';
import { boardWith, countRebellion, countWarParties, piecesAt } from '../../rules/board';
import { canPlunder, tradeSpaces, warPathPlans, warPathSpaces, type WarPathPlan } from '../../rules/specialActivities/indians';
import { enemyRank } from '../eventChoices';
import { bestSpace, findLegal, FlowchartError, randomFallback, type Flow, type FlowHandlers } from '../flowchart';
import type { DecisionContext } from '../policy';

const I = 'indians' as const;
const PLUNDER = 'I5 Plunder';
const WAR_PATH = 'I8 War Path';
const TRADE = 'I11 Trade';
const RULE = '8.7.1';

/** Roll purposes of the Special Activity choices (part of the policy's public behaviour). */
export const INDIAN_ACTIVITY_PURPOSES = Object.freeze({
  plunder: 'I5 Plunder: space (8.7.1)',
  warPath: 'I8 War Path: space (8.7.1)',
  trade: 'I11 Trade: Village space (8.7.1)',
});

/** An Indian Special Activity the flowchart executes. */
export type IndianActivityId = 'plunder' | 'warPath' | 'trade';

/** The `specialActivity` start action of `activity`, when the engine offers it now. */
const start = (flow: Flow, activity: IndianActivityId): Action | null => findLegal(flow, { faction: I, type: 'specialActivity', activity });

// ---------------------------------------------------------------------------------------------
// I8 War Path

/** Rebellion units in 8.1.2's order of removal from `space` (`n` of them, one by one, fewest cubes first). Pure. */
export function idealRemoval(state: GameState, space: SpaceId, n: number): SpacePiece[] {
  const pieces = copyWith(piecesAt(state, space));
  const out: SpacePiece[] = [];
  const kinds: SpacePiece[] = ['militiaUnderground', 'militiaActive', 'frenchRegular', 'continental'];
  for (let i = 0; i < n; i++) {
    const view = boardWith(state, {}, { [space]: { pieces } });
    const present = kinds.filter((k) => pieces[k as keyof typeof pieces] > 0);
    if (present.length === 0) break;
    const rank = (k: SpacePiece): number => enemyRank(view, space, k);
    const k = present.reduce((a, b) => (rank(b) < rank(a) ? b : a));
    out.push(k);
    (pieces as Record<string, number>)[k] -= 1;
  }
  return out;
}

/** Pieces a War Path plan removes from the enemy (its units, or the Fort). */
const removedCount = (plan: WarPathPlan): number => plan.units.length + (plan.fort ? 1 : 0);

/** The War Path plans of the space, best first by I8 (Fort, most pieces, 8.1.2's order, fewest War Parties lost). Pure. */
export function rankedWarPathPlans(state: GameState, space: SpaceId): WarPathPlan[] {
  const plans = warPathPlans(state, space);
  const most = Math.max(0, ...plans.map(removedCount));
  const ideal = idealRemoval(state, space, most);
  const overlap = (plan: WarPathPlan): number => {
    const left = [...ideal];
    let n = 0;
    for (const u of plan.units) {
      const i = left.indexOf(u);
      if (i >= 0) {
        left.splice(i, 1);
        n++;
      }
    }
    return n;
  };
  const key = (plan: WarPathPlan): number[] => [plan.fort ? 1 : 0, removedCount(plan), overlap(plan), -plan.activated];
  return plans
    .map((plan, i) => ({ plan, k: key(plan), i }))
    .sort((a, b) => {
      for (let j = 0; j < a.k.length; j++) if (a.k[j] !== b.k[j]) return b.k[j] - a.k[j];
      return a.i - b.i;
    })
    .map((x) => x.plan);
}

/** The space's I8 priority: a Patriot Fort removable, the most Rebellion pieces removed, a Province with a Village. */
function warPathScore(state: GameState): (space: SpaceId) => number[] {
  return (space) => {
    const best = rankedWarPathPlans(state, space)[0];
    const village = isProvince(space) && piecesAt(state, space).village > 0 ? 1 : 0;
    return best ? [best.fort ? 1 : 0, removedCount(best), village] : [0, 0, 0];
  };
}

/** A planned War Path: the space and the engine's option. */
export interface WarPathChoice {
  readonly space: SpaceId;
  readonly plan: WarPathPlan;
}

/** I8's War Path among `candidates` (8.7.1): the space, then the removal there; null without a candidate. Writes the trace. */
export function planWarPath(ctx: DecisionContext, state: GameState, candidates: readonly SpaceId[]): WarPathChoice | null {
  const space = bestSpace(ctx, candidates, warPathScore(state), INDIAN_ACTIVITY_PURPOSES.warPath);
  if (space === null) return null;
  const plan = rankedWarPathPlans(state, space)[0];
  const village = isProvince(space) && piecesAt(state, space).village > 0;
  const why = plan.fort ? 'a Patriot Fort to remove' : `${removedCount(plan)} Rebellion piece${removedCount(plan) === 1 ? '' : 's'} to remove, the most possible${village ? ', a Province with a Village' : ''}`;
  const removed = plan.fort ? piecesText(1, 'patriotFort') : [...new Set(plan.units)].map((k) => piecesText(plan.units.filter((u) => u === k).length, k)).join(' and ');
  const cost = plan.activated === 2 ? '2 Underground War Parties Activated, 1 of them removed' : '1 Underground War Party Activated';
  ctx.node(WAR_PATH, `War Path in ${spaceName(space)} (${why}): remove ${removed}${plan.brant ? ' (Brant: one Militia more)' : ''}; ${cost}`, RULE);
  return { space, plan };
}

/** Spaces where the flowchart could War Path now, outside `excluded`. Pure. */
function warPathCandidates(state: GameState, excluded: readonly SpaceId[]): SpaceId[] {
  return warPathSpaces(state).filter((s) => !excluded.includes(s));
}

// ---------------------------------------------------------------------------------------------
// I11 Trade

/** I11's Trade space among `candidates`: the Village space with the most Underground War Parties (ties 8.2); null without one. Writes the trace. */
export function planTrade(ctx: DecisionContext, state: GameState, candidates: readonly SpaceId[]): SpaceId | null {
  const space = bestSpace(ctx, candidates, (s) => [piecesAt(state, s).warPartyUnderground], INDIAN_ACTIVITY_PURPOSES.trade);
  if (space !== null)
    ctx.node(
      TRADE,
      `Trade in ${spaceName(space)} (the Village space with the most Underground War Parties: ${piecesAt(state, space).warPartyUnderground}); the British are asked for Resources first (8.4.6)`,
      RULE,
    );
  return space;
}

/** The Trade start when both the flowchart and the engine allow it, with its trace; null otherwise. */
function tryTrade(flow: Flow, excluded: readonly SpaceId[]): Action | null {
  const spaces = tradeSpaces(flow.state).filter((s) => !excluded.includes(s));
  if (spaces.length === 0) {
    flow.ctx.node(TRADE, 'not possible: no Underground War Party at a Village', RULE);
    return null;
  }
  const action = start(flow, 'trade');
  if (action === null) {
    flow.ctx.node(TRADE, 'not possible: the engine does not offer it now (4.1)', RULE);
    return null;
  }
  flow.ctx.node(TRADE, `Underground War Parties at a Village in ${spacesText(spaces)}: Trade`, RULE);
  return action;
}

/** The War Path start when both the flowchart and the engine allow it, with its trace; null otherwise. */
function tryWarPath(flow: Flow, excluded: readonly SpaceId[]): Action | null {
  const spaces = warPathCandidates(flow.state, excluded);
  if (spaces.length === 0) {
    flow.ctx.node(WAR_PATH, 'not possible: no space with both Underground War Parties and Rebellion pieces to remove', RULE);
    return null;
  }
  const action = start(flow, 'warPath');
  if (action === null) {
    flow.ctx.node(WAR_PATH, 'not possible: the engine does not offer it now (4.1)', RULE);
    return null;
  }
  flow.ctx.node(WAR_PATH, `possible in ${spacesText(spaces)}`, RULE);
  return action;
}

// ---------------------------------------------------------------------------------------------
// Which Special Activity

/** The Indian Special Activity after a Command (8.7.1–8.7.4): War Path (Trade instead when Indian Resources are 0), else Trade; `excluded`: spaces where it may not be executed. Returns the `specialActivity` start action to take now (one of flow.legal), or null (no Special Activity). Writes the trace. */
export function chooseIndianActivity(flow: Flow, options: { excluded: readonly SpaceId[] }): Action | null {
  const { ctx, state } = flow;
  let action: Action | null;
  if (state.resources.indians === 0) {
    ctx.node(WAR_PATH, 'Indian Resources are 0: Trade instead, if possible', RULE);
    action = tryTrade(flow, options.excluded) ?? tryWarPath(flow, options.excluded);
  } else {
    action = tryWarPath(flow, options.excluded);
    if (action === null) {
      ctx.node(WAR_PATH, 'no War Path: Trade instead', RULE);
      action = tryTrade(flow, options.excluded);
    }
  }
  if (action === null) ctx.node(TRADE, 'neither War Path nor Trade is possible: no Special Activity', RULE);
  return action;
}

// ---------------------------------------------------------------------------------------------
// I5 Plunder

/** Raid Provinces where Plunder would be possible now (4.4.3). Pure. */
function plunderCandidates(state: GameState, raidSpaces: readonly SpaceId[]): SpaceId[] {
  return raidSpaces.filter((s) => canPlunder(state, s, raidSpaces));
}

/** I5's Plunder space among `candidates`: the highest Population (ties 8.2); null without one. Writes the trace. */
export function planPlunder(ctx: DecisionContext, state: GameState, candidates: readonly SpaceId[]): SpaceId | null {
  const space = bestSpace(ctx, candidates, (s) => [SPACES[s].population], INDIAN_ACTIVITY_PURPOSES.plunder);
  if (space !== null) {
    const p = piecesAt(state, space);
    ctx.node(
      PLUNDER,
      `Plunder in ${spaceName(space)} (${countWarParties(p)} War Parties against ${countRebellion(p)} Rebellion pieces, Population ${SPACES[space].population}, the highest): the Patriots lose ${resourcesText(Math.min(SPACES[space].population, state.resources.patriots))}`,
      RULE,
    );
  }
  return space;
}

/** Plunder (8.7.1: Indian Resources fell to 0 during the Raid), else Trade: the start action to take now, or null. */
export function plunderOrTrade(flow: Flow, raidSpaces: readonly SpaceId[]): Action | null {
  const { ctx, state } = flow;
  ctx.node(PLUNDER, 'Indian Resources fell to 0 during the Raid: Plunder, or if that is not possible Trade, before completing it', RULE);
  const spaces = plunderCandidates(state, raidSpaces);
  if (state.resources.patriots === 0) ctx.node(PLUNDER, 'not possible: the Patriots have no Resources to take', RULE);
  else if (spaces.length === 0) ctx.node(PLUNDER, 'not possible: no Raid Province with more War Parties than Rebellion pieces', RULE);
  else {
    const action = start(flow, 'plunder');
    if (action !== null) {
      ctx.node(PLUNDER, `possible in ${spacesText(spaces)}`, RULE);
      return action;
    }
    ctx.node(PLUNDER, 'not possible: the engine does not offer it now (4.1)', RULE);
  }
  const trade = tryTrade(flow, []);
  if (trade === null) ctx.node(PLUNDER, 'neither Plunder nor Trade is possible: the Raid goes on', RULE);
  return trade;
}

// ---------------------------------------------------------------------------------------------
// The decisions inside the Special Activities

/** `indiansWarPath`: I8's space and removal among the spaces the engine offers; a granted War Path in several spaces strikes again while it can (8.1.1), then `done`. */
function warPathDecision(flow: Flow): Action {
  const spaces = [...new Set(flow.legal.filter((a) => a.type === 'warPath').map((a) => a.space!))];
  const choice = planWarPath(flow.ctx, flow.state, spaces);
  if (choice === null) {
    const done = findLegal(flow, { faction: I, type: 'done' });
    if (done) {
      flow.ctx.node(WAR_PATH, 'no further War Path possible: done', RULE);
      return done;
    }
    return randomFallback(flow, 'no War Path space the Indian flowchart would choose');
  }
  const action = findLegal(flow, { faction: I, type: 'warPath', space: choice.space, option: choice.plan.option as ActionOption });
  if (action === null) throw new FlowchartError(`I8 War Path planned ${choice.plan.option} in ${choice.space}, which the engine does not offer`);
  return action;
}

/** `indiansPlunder`: I5's Province among those offered, removing an Active War Party if possible (8.1.2). */
function plunderDecision(flow: Flow): Action {
  const offered = flow.legal.filter((a) => a.type === 'plunder');
  const space = planPlunder(flow.ctx, flow.state, [...new Set(offered.map((a) => a.space!))]);
  if (space === null) return randomFallback(flow, 'no Plunder Province is offered');
  const active = offered.find((a) => a.space === space && a.piece === 'warPartyActive');
  const pick = active ?? offered.find((a) => a.space === space)!;
  flow.ctx.node(PLUNDER, `remove ${piecesText(1, pick.piece as SpacePiece)} (Active before Underground, 8.1.2)`, '8.1.2');
  return pick;
}

/** `indiansTrade` (the Indians' part): I11's Village space among those offered. */
function tradeDecision(flow: Flow): Action {
  const offered = flow.legal.filter((a) => a.type === 'trade').map((a) => a.space!);
  const space = planTrade(flow.ctx, flow.state, offered);
  if (space === null) return randomFallback(flow, 'no Trade space is offered');
  return findLegal(flow, { faction: I, type: 'trade', space })!;
}

/** The decisions inside the Indian Special Activities, by frame kind. */
export const INDIAN_ACTIVITY_HANDLERS: FlowHandlers = {
  indiansWarPath: warPathDecision,
  indiansPlunder: plunderDecision,
  indiansTrade: tradeDecision,
};
