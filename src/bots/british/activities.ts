/**
 * The Non-Player British Special Activities (8.4.1's NAVAL PRESSURE and SKIRMISH boxes; flowchart
 * nodes B7 and B11): which one the British execute with a Command, and the decisions inside them.
 *
 * - {@link chooseBritishActivity}: the Command modules ask it when the Special Activity is due —
 *   Garrison before its first move (Naval Pressure first), Muster, March and Battle with their own
 *   timing ("Skirmish, or if not possible Naval Pressure").
 * - {@link BRITISH_ACTIVITY_HANDLERS}: the Skirmish decision (`skirmishActivity`: which space, which
 *   pieces) and the Blockade removed when FNI drops (`britishLowerFni`). The Naval Pressure frame
 *   itself (`britishNavalPressure`) decides nothing: its 1D3 is the game's die.
 *
 * Rulings (docs/rulings.md, "Non-Player British (8.4)"):
 * - Naval Pressure is "possible" under 8.4.1 when FNI is above 0 with Gage or Clinton leading (it
 *   lowers FNI, removing a Blockade when a City has one), or when FNI is 0 (+1D3 Resources). With Howe
 *   and FNI above 0 it is not: the British Skirmish instead (Howe's own drop, 1.10, still comes first).
 * - Skirmish space: the West Indies first, then a space with exactly one British Regular, then the
 *   bullets as further priorities: a space where Rebellion cubes can be removed (the most cubes first),
 *   then — only where no cube can be removed — a space with a single Rebellion piece, within that a City.
 * - Howe's FNI drop (1.10) removes the Blockade Naval Pressure would remove (8.4.1's order is the
 *   only British instruction about Blockades).
 * - The Skirmish decision reads the spaces closed to it from the command host (the Command's spaces
 *   for Battle, Muster and Garrison, as 4.2.2 and the engine have them): callers choose the Special
 *   Activity once those spaces are selected (Battle and Muster), so that `excluded` and the host agree.
 * @module
 */
import type { Action } from '../../core/action';
import type { GameState } from '../../core/state';
import type { SpaceId, SpacePiece } from '../../data/ids';
import { CITIES, isCity } from '../../data/map';
import { piecesText, spaceName } from '../../data/text';
import { contextOf } from '../../flow/host';
import type { ActivityContext } from '../../flow/contracts';
import { countRebellion, markersIn, piecesAt, supportLevel } from '../../rules/board';
import { skirmishSpaces } from '../../rules/specialActivities/skirmish';
import { SKIRMISH_TARGETS } from '../../rules/procedures/skirmish';
import type { DecisionContext } from '../policy';
import { hostBattleCities, skirmishDecision as sharedSkirmishDecision } from '../activityDecisions';
import { policyPick } from '../rolls';
import { bestSpace, factionHost, findLegal, randomFallback, type Flow, type FlowHandlers } from '../flowchart';

const B = 'british' as const;
const NP = 'B7 Naval Pressure';
const SK = 'B11 Skirmish';
const RULE = '8.4.1';

/** Roll purposes of the Special Activity choices (part of the policy's public behaviour). */
export const ACTIVITY_PURPOSES = Object.freeze({
  skirmishSpace: 'B11 Skirmish: space (8.4.1)',
  cubeType: 'B11 Skirmish: equal cube types (8.4.1)',
  blockade: 'B7 Naval Pressure: Blockade (8.4.1)',
});

/** Options of {@link chooseBritishActivity}. */
export interface BritishActivityOptions {
  /** `navalPressureFirst` (Garrison) or `skirmishFirst` (Muster, March, Battle). */
  readonly order: 'navalPressureFirst' | 'skirmishFirst';
  /** Spaces where Skirmish may not be executed (Battle spaces, Muster spaces, Garrison destinations). */
  readonly excluded: readonly SpaceId[];
  /** Cities selected for Battle (Naval Pressure's first Blockade priority). */
  readonly battleSpaces: readonly SpaceId[];
}

/** A British Special Activity the flowchart executes. */
export type BritishActivityId = 'navalPressure' | 'skirmish';

// ---------------------------------------------------------------------------------------------
// B7 Naval Pressure

/** What 8.4.1's Naval Pressure would do now: lower FNI (Gage or Clinton, FNI above 0), add Resources (FNI 0), or nothing. Pure. */
export function navalPressureEffect(state: GameState): 'lowerFni' | 'resources' | null {
  const leader = state.leaders.british.leader;
  if (state.fni > 0 && (leader === 'Gage' || leader === 'Clinton')) return 'lowerFni';
  if (state.fni === 0) return 'resources';
  return null;
}

/** The Cities carrying a Blockade, canonical order. */
const blockaded = (state: GameState): SpaceId[] => CITIES.filter((c) => markersIn(state, c, 'blockades') > 0);

/**
 * The Blockade the British remove (8.4.1): first from a City selected for Battle, then from the City
 * with most Rebellion pieces (a City with a Patriot Fort counts none), then the City with most Support;
 * ties by 8.2. Null when no City is Blockaded. Writes the trace.
 */
export function blockadeToRemove(ctx: DecisionContext, state: GameState, battleSpaces: readonly SpaceId[], cities: readonly SpaceId[] = blockaded(state)): SpaceId | null {
  const score = (c: SpaceId): number[] => {
    const p = piecesAt(state, c);
    return [battleSpaces.includes(c) ? 1 : 0, p.patriotFort > 0 ? 0 : countRebellion(p), supportLevel(state, c)];
  };
  const pick = bestSpace(ctx, cities, score, ACTIVITY_PURPOSES.blockade);
  if (pick !== null) {
    const why = battleSpaces.includes(pick)
      ? 'a City selected for Battle'
      : `${countRebellion(piecesAt(state, pick))} Rebellion pieces${piecesAt(state, pick).patriotFort > 0 ? ' (a Patriot Fort)' : ''}, Support ${supportLevel(state, pick)}`;
    ctx.node(NP, `remove the Blockade from ${spaceName(pick)} (${why})`, RULE);
  }
  return pick;
}

// ---------------------------------------------------------------------------------------------
// B11 Skirmish

/** A planned Skirmish: the space and the engine's option (pieces removed, joined by `+`). */
export interface SkirmishPlan {
  readonly space: SpaceId;
  readonly option: string;
}

const CUBES = ['continental', 'frenchRegular'] as const satisfies readonly SpacePiece[];

/** Rebellion cubes a Skirmish can remove in the space (up to two, with a British Regular there). Pure. */
export function removableCubes(state: GameState, space: SpaceId): number {
  const p = piecesAt(state, space);
  if (p.britishRegular === 0) return 0;
  return Math.min(2, p.continental + p.frenchRegular);
}

/** The space's priority for B11 (8.4.1): West Indies, exactly one Regular, cubes (most), single Rebellion piece, City. */
function skirmishScore(state: GameState): (space: SpaceId) => number[] {
  return (space) => {
    const p = piecesAt(state, space);
    const cubes = removableCubes(state, space);
    return [
      space === 'WestIndies' ? 1 : 0,
      p.britishRegular === 1 ? 1 : 0,
      cubes > 0 ? 1 : 0,
      cubes,
      cubes === 0 && countRebellion(p) === 1 ? 1 : 0,
      cubes === 0 && isCity(space) ? 1 : 0,
    ];
  };
}

const canonical = (pieces: SpacePiece[]): SpacePiece[] =>
  [...pieces].sort((a, b) => (SKIRMISH_TARGETS as readonly SpacePiece[]).indexOf(a) - (SKIRMISH_TARGETS as readonly SpacePiece[]).indexOf(b));

/**
 * The removal in a space (8.4.1's bullets): as many Rebellion cubes as possible, each time the type
 * least in the space (equal types by an equal-chance roll), at the cost of one British Regular when two
 * go; else one Rebellion piece (an Active Militia, or the Patriot Fort with one Regular when no target
 * is there). Null when nothing can be removed. Writes the trace.
 */
export function skirmishRemoval(ctx: DecisionContext, state: GameState, space: SpaceId): string | null {
  const p = piecesAt(state, space);
  if (p.britishRegular === 0) return null;
  const n = removableCubes(state, space);
  if (n > 0) {
    // Every removal the "least type first" rule allows (branching only where types are equal).
    const results = new Set<string>();
    const walk = (left: Record<string, number>, taken: SpacePiece[]): void => {
      if (taken.length === n) {
        results.add(canonical(taken).join('+'));
        return;
      }
      const present = CUBES.filter((k) => left[k] > 0);
      const least = Math.min(...present.map((k) => left[k]));
      for (const k of present.filter((x) => left[x] === least)) walk({ ...left, [k]: left[k] - 1 }, [...taken, k]);
    };
    walk({ continental: p.continental, frenchRegular: p.frenchRegular }, []);
    const list = [...results];
    const chosen = policyPick(ctx.dice, list, ACTIVITY_PURPOSES.cubeType);
    const option = n === 2 ? `${chosen}+britishRegular` : chosen;
    const removed = chosen.split('+') as SpacePiece[];
    const text = CUBES.filter((k) => removed.includes(k)).map((k) => piecesText(removed.filter((x) => x === k).length, k));
    ctx.node(SK, `in ${spaceName(space)}: remove ${text.join(' and ')} (as many Rebellion cubes as possible, the type least there first${n === 2 ? ', at the cost of 1 British Regular' : ''})`, RULE);
    return option;
  }
  if (p.militiaActive > 0) {
    ctx.node(SK, `in ${spaceName(space)}: no Rebellion cube to remove; remove 1 Active Militia`, RULE);
    return 'militiaActive';
  }
  if (p.patriotFort > 0) {
    ctx.node(SK, `in ${spaceName(space)}: no Rebellion cube to remove; remove the Patriot Fort at the cost of 1 British Regular`, RULE);
    return 'patriotFort+britishRegular';
  }
  return null;
}

/**
 * The planned Skirmish among `candidates` (spaces where it may be executed): the space by B11's
 * priorities (ties by 8.2), then the removal there. Null when there is no candidate. Writes the trace.
 */
export function planSkirmish(ctx: DecisionContext, state: GameState, candidates: readonly SpaceId[]): SkirmishPlan | null {
  const space = bestSpace(ctx, candidates, skirmishScore(state), ACTIVITY_PURPOSES.skirmishSpace);
  if (space === null) return null;
  const p = piecesAt(state, space);
  const why =
    space === 'WestIndies'
      ? 'the West Indies first'
      : p.britishRegular === 1
      ? 'exactly one British Regular there'
      : removableCubes(state, space) > 0
      ? 'the most Rebellion cubes to remove'
      : countRebellion(p) === 1
      ? `the only Rebellion piece there${isCity(space) ? ', a City' : ''}`
      : 'one Rebellion piece to remove';
  ctx.node(SK, `Skirmish in ${spaceName(space)} (${why}; candidates: ${candidates.map(spaceName).join(', ')})`, RULE);
  if (state.leaders.british.leader === 'Clinton' && state.leaders.british.at === space)
    ctx.node(SK, `Clinton is in ${spaceName(space)}: one additional Militia goes if any is there`, '8.4.1, 1.10');
  const option = skirmishRemoval(ctx, state, space);
  return option === null ? null : { space, option };
}

/** The activity context of the British command host, or a Command with no space yet. */
function hostContext(state: GameState, command = ''): ActivityContext {
  const host = factionHost(state, B);
  return host ? contextOf(host) : { faction: B, command, commandSpaces: [] };
}

/** Spaces where the British may Skirmish now (by the engine's rule for the host's Command) outside `excluded`, canonical order. Pure. */
export function skirmishCandidates(state: GameState, excluded: readonly SpaceId[], command?: string): SpaceId[] {
  return skirmishSpaces(state, B, hostContext(state, command)).filter((s) => !excluded.includes(s));
}

// ---------------------------------------------------------------------------------------------
// Which Special Activity

/**
 * The Special Activity 8.4.1 leads to, in `order`, judged on the board alone (not on what the
 * engine offers): Naval Pressure when {@link navalPressureEffect} says it acts, Skirmish when some
 * space outside `excluded` allows one; null for none. Pure.
 */
export function plannedBritishActivity(state: GameState, options: Pick<BritishActivityOptions, 'order' | 'excluded'>, command?: string): BritishActivityId | null {
  const np = navalPressureEffect(state) !== null;
  const sk = skirmishCandidates(state, options.excluded, command).length > 0;
  const order: BritishActivityId[] = options.order === 'navalPressureFirst' ? ['navalPressure', 'skirmish'] : ['skirmish', 'navalPressure'];
  return order.find((a) => (a === 'navalPressure' ? np : sk)) ?? null;
}

/** The British Special Activity per 8.4.1 (B7/B11): 'navalPressureFirst' (Garrison, 8.4.1) or 'skirmishFirst' (Muster, March, Battle: "Skirmish, or if not possible Naval Pressure").
 *  `excluded`: spaces where Skirmish may not be executed (Battle spaces, Muster spaces, Garrison destinations — as each caller's rule says);
 *  `battleSpaces`: Cities selected for Battle (Naval Pressure's first priority).
 *  Returns the `specialActivity` start action to take now (one of flow.legal), or null when neither is possible (then "no Special Activity"). Writes the trace. */
export function chooseBritishActivity(flow: Flow, options: BritishActivityOptions): Action | null {
  const { ctx, state } = flow;
  const start = (activity: BritishActivityId): Action | null => findLegal(flow, { faction: B, type: 'specialActivity', activity });
  const effect = navalPressureEffect(state);
  const leader = state.leaders.british.leader;
  const tryNaval = (): Action | null => {
    if (effect === null) {
      ctx.node(NP, `not possible: FNI ${state.fni} and ${leader} leads the British (only Gage or Clinton remove a Blockade)`, RULE);
      return null;
    }
    const action = start('navalPressure');
    if (action === null) {
      ctx.node(NP, 'not possible: the Command could not go on after it (4.1)', RULE);
      return null;
    }
    ctx.node(
      NP,
      effect === 'lowerFni'
        ? `FNI ${state.fni} and ${leader} leads the British: Naval Pressure lowers FNI${blockaded(state).length > 0 ? ' and removes a Blockade' : ''}`
        : 'FNI 0: Naval Pressure adds 1D3 British Resources',
      RULE,
    );
    return action;
  };
  const trySkirmish = (): Action | null => {
    const candidates = skirmishCandidates(state, options.excluded);
    if (candidates.length === 0) {
      ctx.node(SK, `not possible: no space${options.excluded.length > 0 ? ` outside ${options.excluded.map(spaceName).join(', ')}` : ''} with British Regulars and Rebellion pieces to remove`, RULE);
      return null;
    }
    const action = start('skirmish');
    if (action === null) {
      ctx.node(SK, 'not possible: the Command could not go on after it (4.1)', RULE);
      return null;
    }
    ctx.node(SK, `possible in ${candidates.map(spaceName).join(', ')}`, RULE);
    return action;
  };
  const tries = options.order === 'navalPressureFirst' ? [tryNaval, trySkirmish] : [trySkirmish, tryNaval];
  for (const t of tries) {
    const a = t();
    if (a !== null) return a;
  }
  ctx.node(SK, 'neither Skirmish nor Naval Pressure is possible: no Special Activity', RULE);
  return null;
}

// ---------------------------------------------------------------------------------------------
// The decisions inside the Special Activities

/** The Cities selected for Battle by the British command host (empty for other Commands). */
const hostBattleSpaces = (state: GameState): SpaceId[] => hostBattleCities(state, B);

/**
 * The British Skirmish decision (`skirmishActivity`): B11's space and removal among the spaces the
 * engine offers (which already leaves out the spaces the Command closes, 4.2.2); a granted Skirmish in
 * several spaces strikes again while it can (8.1.1), then `done`.
 */
function skirmishDecision(flow: Flow): Action {
  return sharedSkirmishDecision(flow, { faction: B, plan: planSkirmish, node: SK, rule: RULE, none: 'no Skirmish space the British flowchart would choose' });
}

/** The Blockade removed when FNI drops for the British (`britishLowerFni`: Naval Pressure, or Howe's drop): 8.4.1's order. */
function lowerFniDecision(flow: Flow): Action {
  const offered = flow.legal.filter((a) => a.type === 'removeBlockade').map((a) => a.space!);
  const space = blockadeToRemove(flow.ctx, flow.state, hostBattleSpaces(flow.state), offered);
  if (space === null) return randomFallback(flow, 'no Blockade to remove is offered');
  return findLegal(flow, { faction: B, type: 'removeBlockade', space })!;
}

/** The decisions inside the British Special Activities, by frame kind. */
export const BRITISH_ACTIVITY_HANDLERS: FlowHandlers = {
  skirmishActivity: skirmishDecision,
  britishLowerFni: lowerFniDecision,
};
