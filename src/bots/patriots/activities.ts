/**
 * The Non-Player Patriot Special Activities (8.5.1's PARTISANS, SKIRMISH and PERSUASION boxes;
 * flowchart nodes P8, P12 and P13): which one the Patriots execute with a Command, and the decisions
 * inside them.
 *
 * - {@link choosePatriotActivity}: the Command modules ask it when the Special Activity is due (after
 *   Battle, Rally, Rabble-Rousing and March): Partisans, else Skirmish, else Persuasion; with Patriot
 *   Resources at 0, Partisans and Skirmish become Persuasion.
 * - {@link startPersuasion}: Rally and Rabble-Rousing ask it when Patriot Resources reach 0 during the
 *   Command (8.5.2, 8.5.3).
 * - {@link PATRIOT_ACTIVITY_HANDLERS}: the decisions inside the three (`patriotsPartisans`,
 *   `skirmishActivity`, `patriotsPersuasion`).
 *
 * Rulings (docs/rulings.md, "Non-Player Patriots (8.5)", "Special Activities"):
 * - Partisans: each space's removal is the most the space allows (8.1.1: two Royalist pieces when two
 *   Underground Militia are there), the pieces in 8.1.2's order (Underground War Parties, then Active,
 *   then British cubes alternating from the type fewest there, Regulars if even); spaces by a Village
 *   removed, then War Parties removed, then British units removed, then Rebellion Control added, then
 *   British Control removed, ties by 8.2. "Adds Rebellion Control" / "removes British Control" are yes/no
 *   per space (one space changes at most once).
 * - Skirmish: the same, with British cubes as targets (two when there are two, 8.1.1) and the British
 *   Fort (the engine allows it only where no cube is); spaces by a Fort removed, then Rebellion Control
 *   added, then British Control removed, ties by 8.2.
 * - Persuasion: up to three spaces (8.1.1), Patriot Fort spaces first, ties by 8.2; the engine takes
 *   them in map order.
 * - `excluded` restricts Partisans and Skirmish (which may not share the Battle's spaces, 4.3.2, 4.3.3);
 *   Persuasion has no such restriction (4.3.1).
 * @module
 */
import type { Action, ActionOption } from '../../core/action';
import type { GameState } from '../../core/state';
import { SPACE_IDS, spaceIndex, type SpaceId, type SpacePiece } from '../../data/ids';
import { piecesText, spaceName } from '../../data/text';
import { contextOf } from '../../flow/host';
import type { ActivityContext } from '../../flow/contracts';
import { restrictionAllows } from '../../flow/restriction';
import { computeControl, piecesAt } from '../../rules/board';
import { partisansSpaces, PARTISANS_OWN_MILITIA } from '../../rules/specialActivities/patriots/partisans';
import { canPersuade, PERSUASION_SPACES, type PatriotsPersuasionFrame } from '../../rules/specialActivities/patriots/persuasion';
import { skirmishSpaces } from '../../rules/specialActivities/skirmish';
import type { DecisionContext } from '../policy';
import { offeredSpaces, skirmishDecision as sharedSkirmishDecision } from '../activityDecisions';
import { bestSpace, factionHost, findLegal, FlowchartError, randomFallback, type Flow, type FlowHandlers } from '../flowchart';

const P = 'patriots' as const;
const PARTISANS = 'P8 Partisans';
const SKIRMISH = 'P12 Skirmish';
const PERSUASION = 'P13 Persuasion';
const RULE = '8.5.1';

/** Roll purposes of the Special Activity choices (part of the policy's public behaviour). */
export const PATRIOT_ACTIVITY_PURPOSES = Object.freeze({
  partisansSpace: 'P8 Partisans: space (8.5.1)',
  skirmishSpace: 'P12 Skirmish: space (8.5.1)',
  persuasionSpaces: 'P13 Persuasion: space (8.5.1)',
});

/** A Patriot Special Activity the flowchart executes. */
export type PatriotActivityId = 'partisans' | 'skirmish' | 'persuasion';

type Counts = Readonly<Record<SpacePiece, number>>;

// ---------------------------------------------------------------------------------------------
// Which pieces (8.1.2) and what they do to Control

/**
 * British cubes to remove, `n` of them, in 8.1.2's order: alternating Regulars and Tories, beginning
 * with the type fewest in the space (Regulars if even). Pure.
 */
export function britishCubesToRemove(p: Counts, n: number): SpacePiece[] {
  const left = { britishRegular: p.britishRegular, tory: p.tory };
  let next: 'britishRegular' | 'tory' = p.britishRegular <= p.tory ? 'britishRegular' : 'tory';
  const out: SpacePiece[] = [];
  while (out.length < n && left.britishRegular + left.tory > 0) {
    const kind = left[next] > 0 ? next : next === 'britishRegular' ? 'tory' : 'britishRegular';
    out.push(kind);
    left[kind] -= 1;
    next = kind === 'britishRegular' ? 'tory' : 'britishRegular';
  }
  return out;
}

/** Pieces in SPACE_PIECES-like `order`, as the engine names an option (joined by `+`). */
const optionOf = (removed: readonly SpacePiece[], order: readonly SpacePiece[], own?: SpacePiece): string =>
  [...[...removed].sort((a, b) => order.indexOf(a) - order.indexOf(b)), ...(own ? [own] : [])].join('+');

/** The space's pieces once `removed` (and `ownLost` of the striker) are gone. Pure. */
function without(p: Counts, removed: readonly SpacePiece[], ownLost: SpacePiece | null): Counts {
  const out: Record<string, number> = { ...p };
  for (const k of removed) out[k] -= 1;
  if (ownLost) out[ownLost] -= 1;
  return out as Counts;
}

/** What a removal does to Control: [Rebellion Control added, British Control removed], each 1 or 0. */
function controlEffect(p: Counts, after: Counts): [number, number] {
  const before = computeControl(p);
  const now = computeControl(after);
  return [before !== 'rebellion' && now === 'rebellion' ? 1 : 0, before === 'british' && now !== 'british' ? 1 : 0];
}

const controlWords = ([reb, brit]: readonly number[]): string =>
  reb > 0 ? 'adds Rebellion Control' : brit > 0 ? 'removes British Control' : 'changes no Control';

const removedText = (removed: readonly SpacePiece[]): string => {
  const kinds = removed.filter((k, i) => removed.indexOf(k) === i);
  return kinds.map((k) => piecesText(removed.filter((x) => x === k).length, k)).join(' and ');
};

// ---------------------------------------------------------------------------------------------
// P8 Partisans

/** A planned strike in one space: the engine's option and the flowchart's score. */
export interface StrikePlan {
  readonly space: SpaceId;
  /** The engine's option (pieces removed joined by `+`). */
  readonly option: string;
  /** The pieces of the enemy removed. */
  readonly removed: readonly SpacePiece[];
  /** The flowchart's priorities for the space, higher first. */
  readonly score: readonly number[];
}

const PARTISANS_ORDER: readonly SpacePiece[] = ['britishRegular', 'tory', 'warPartyUnderground', 'warPartyActive', 'village'];

/**
 * The Partisans strike in a space (8.5.1, 8.1.1, 8.1.2): a Village when no War Party is there and two
 * Underground Militia are; else as many Royalist units as the Militia allow (two with two Underground
 * Militia), War Parties first (Underground, then Active), then British cubes alternating from the type
 * fewest there. Score: [Village, War Parties, British units, Rebellion Control added, British Control
 * removed]. Null when Partisans cannot strike there. Pure.
 */
export function partisansIn(state: GameState, space: SpaceId): StrikePlan | null {
  const p = piecesAt(state, space);
  if (p.militiaUnderground === 0) return null;
  const n = p.militiaUnderground >= 2 ? 2 : 1;
  let removed: SpacePiece[];
  if (p.warPartyUnderground + p.warPartyActive === 0 && p.village > 0 && n === 2) removed = ['village'];
  else {
    // The first n War Parties, Underground ones first.
    const wp: SpacePiece[] = [];
    for (let i = 0; i < p.warPartyUnderground && wp.length < n; i++) wp.push('warPartyUnderground');
    for (let i = 0; i < p.warPartyActive && wp.length < n; i++) wp.push('warPartyActive');
    removed = [...wp, ...britishCubesToRemove(p, n - wp.length)];
  }
  if (removed.length === 0) return null;
  const ownLoss = removed.length === 2 || removed[0] === 'village';
  const after = without(p, removed, ownLoss ? 'militiaUnderground' : null);
  const village = removed.includes('village') ? 1 : 0;
  const wps = removed.filter((k) => k === 'warPartyUnderground' || k === 'warPartyActive').length;
  const british = removed.filter((k) => k === 'britishRegular' || k === 'tory').length;
  return {
    space,
    option: optionOf(removed, PARTISANS_ORDER, ownLoss ? PARTISANS_OWN_MILITIA : undefined),
    removed,
    score: [village, wps, british, ...controlEffect(p, after)],
  };
}

/** Why a Partisans space was chosen, in game terms. */
function partisansWhy(plan: StrikePlan): string {
  const [village, wps, british, ...control] = plan.score;
  const first = village > 0 ? 'a Village to remove' : wps > 0 ? `the most War Parties to remove (${wps})` : `the most British units to remove (${british})`;
  return `${first}; ${controlWords(control)}`;
}

/**
 * The planned Partisans among `candidates` (spaces where it may strike now): the space by P8's
 * priorities (ties by 8.2), with its strike. Null when there is none. Writes the trace.
 */
export function planPartisans(ctx: DecisionContext, state: GameState, candidates: readonly SpaceId[]): StrikePlan | null {
  const plans = new Map<SpaceId, StrikePlan>();
  for (const s of candidates) {
    const plan = partisansIn(state, s);
    if (plan) plans.set(s, plan);
  }
  const space = bestSpace(ctx, [...plans.keys()], (s) => plans.get(s)!.score, PATRIOT_ACTIVITY_PURPOSES.partisansSpace);
  if (space === null) return null;
  const plan = plans.get(space)!;
  const lost = plan.option.endsWith(PARTISANS_OWN_MILITIA) ? ', 2 Underground Militia Activated and 1 of them removed' : ', 1 Underground Militia Activated';
  ctx.node(PARTISANS, `Partisans in ${spaceName(space)} (${partisansWhy(plan)}): remove ${removedText(plan.removed)}${lost}`, RULE);
  return plan;
}

// ---------------------------------------------------------------------------------------------
// P12 Skirmish

const SKIRMISH_ORDER: readonly SpacePiece[] = ['britishRegular', 'tory', 'britishFort'];

/**
 * The Patriot Skirmish in a space (8.5.1, 8.1.1, 8.1.2): two British cubes when two are there (one
 * Continental lost), else one; with no cube there, the British Fort (one Continental lost). Score:
 * [British Fort, Rebellion Control added, British Control removed]. Null when none is possible. Pure.
 */
export function skirmishIn(state: GameState, space: SpaceId): StrikePlan | null {
  const p = piecesAt(state, space);
  if (p.continental === 0) return null;
  let removed: SpacePiece[];
  if (p.britishRegular + p.tory > 0) removed = britishCubesToRemove(p, 2);
  else if (p.britishFort > 0) removed = ['britishFort'];
  else return null;
  const ownLoss = removed.length === 2 || removed[0] === 'britishFort';
  const after = without(p, removed, ownLoss ? 'continental' : null);
  return {
    space,
    option: optionOf(removed, SKIRMISH_ORDER, ownLoss ? 'continental' : undefined),
    removed,
    score: [removed[0] === 'britishFort' ? 1 : 0, ...controlEffect(p, after)],
  };
}

/**
 * The planned Skirmish among `candidates`: the space by P12's priorities (ties by 8.2), with its
 * strike. Null when there is none. Writes the trace.
 */
export function planPatriotSkirmish(ctx: DecisionContext, state: GameState, candidates: readonly SpaceId[]): StrikePlan | null {
  const plans = new Map<SpaceId, StrikePlan>();
  for (const s of candidates) {
    const plan = skirmishIn(state, s);
    if (plan) plans.set(s, plan);
  }
  const space = bestSpace(ctx, [...plans.keys()], (s) => plans.get(s)!.score, PATRIOT_ACTIVITY_PURPOSES.skirmishSpace);
  if (space === null) return null;
  const plan = plans.get(space)!;
  const [fort, ...control] = plan.score;
  const cost = plan.option.endsWith('continental') ? ' at the cost of 1 Continental' : '';
  ctx.node(SKIRMISH, `Skirmish in ${spaceName(space)} (${fort > 0 ? 'a British Fort to remove; ' : ''}${controlWords(control)}): remove ${removedText(plan.removed)}${cost}`, RULE);
  return plan;
}

// ---------------------------------------------------------------------------------------------
// P13 Persuasion

/**
 * The Persuasion spaces (8.5.1): up to three of `candidates`, Patriot Fort spaces first, ties by 8.2;
 * in the order chosen. Writes the trace (when any).
 */
export function planPersuasion(ctx: DecisionContext, state: GameState, candidates: readonly SpaceId[], limit = PERSUASION_SPACES): SpaceId[] {
  // A whole priority that fits is taken without a roll; 8.2 breaks the ties of the one that does not fit.
  const fort = (s: SpaceId): boolean => piecesAt(state, s).patriotFort > 0;
  const chosen: SpaceId[] = [];
  for (const tier of [candidates.filter(fort), candidates.filter((s) => !fort(s))]) {
    const room = limit - chosen.length;
    if (tier.length <= room) chosen.push(...tier);
    else
      // One roll per space taken (`#k`, k the place in the selection).
      while (chosen.length < limit)
        chosen.push(bestSpace(ctx, tier.filter((s) => !chosen.includes(s)), () => [0], `${PATRIOT_ACTIVITY_PURPOSES.persuasionSpaces} #${chosen.length + 1}`)!);
  }
  if (chosen.length > 0) {
    const forts = chosen.filter((s) => piecesAt(state, s).patriotFort > 0);
    ctx.node(
      PERSUASION,
      `Persuasion in ${chosen.map(spaceName).join(', ')}${forts.length > 0 ? ` (Patriot Forts first: ${forts.map(spaceName).join(', ')})` : ''}: 1 Militia Activated in each, +1 Patriot Resource each`,
      RULE,
    );
  }
  return chosen;
}

// ---------------------------------------------------------------------------------------------
// Which Special Activity

/** The activity context of the Patriot command host, or that of a Special Activity with no Command. */
function hostContext(state: GameState): ActivityContext {
  const host = factionHost(state, P);
  return host ? contextOf(host) : { faction: P, command: '', commandSpaces: [] };
}

/** Spaces where Partisans may strike now with the host's Command, outside `excluded`, map order. Pure. */
export function partisansCandidates(state: GameState, excluded: readonly SpaceId[] = []): SpaceId[] {
  return partisansSpaces(state, hostContext(state)).filter((s) => !excluded.includes(s));
}

/** Spaces where the Patriots may Skirmish now with the host's Command, outside `excluded`, map order. Pure. */
export function patriotSkirmishCandidates(state: GameState, excluded: readonly SpaceId[] = []): SpaceId[] {
  return skirmishSpaces(state, P, hostContext(state)).filter((s) => !excluded.includes(s));
}

/** Spaces Persuasion may select now (within the host's restriction), map order. Pure. */
export function persuasionCandidates(state: GameState): SpaceId[] {
  const restriction = hostContext(state).restriction;
  return SPACE_IDS.filter((s) => canPersuade(state, s) && restrictionAllows(restriction, s));
}

/**
 * The Special Activity 8.5.1 leads to, judged on the board alone: Partisans, else Skirmish, else
 * Persuasion (with Patriot Resources at 0, Persuasion only); null for none. Pure.
 */
export function plannedPatriotActivity(state: GameState, options: { excluded: readonly SpaceId[] }): PatriotActivityId | null {
  const broke = state.resources.patriots === 0;
  if (!broke && partisansCandidates(state, options.excluded).length > 0) return 'partisans';
  if (!broke && patriotSkirmishCandidates(state, options.excluded).length > 0) return 'skirmish';
  return persuasionCandidates(state).length > 0 ? 'persuasion' : null;
}

const start = (flow: Flow, activity: PatriotActivityId): Action | null => findLegal(flow, { faction: P, type: 'specialActivity', activity });

/** Persuasion started now, with its trace; null when no space qualifies or the engine does not offer it. */
function tryPersuasion(flow: Flow, why: string): Action | null {
  const candidates = persuasionCandidates(flow.state);
  if (candidates.length === 0) {
    flow.ctx.node(PERSUASION, `${why}not possible: no Colony or City with Rebellion Control and an Underground Militia`, RULE);
    return null;
  }
  const action = start(flow, 'persuasion');
  if (action === null) {
    flow.ctx.node(PERSUASION, `${why}not possible: the engine does not offer it now (4.1)`, RULE);
    return null;
  }
  flow.ctx.node(PERSUASION, `${why}possible in ${candidates.map(spaceName).join(', ')}`, RULE);
  return action;
}

/** The Patriot Special Activity after a Command (8.5.1): Partisans, else Skirmish, else Persuasion (Partisans and Skirmish become Persuasion when Patriot Resources are 0); `excluded`: spaces where it may not be executed (Partisans and Skirmish; Persuasion has no such limit, 4.3.1). Returns the `specialActivity` start action to take now (one of flow.legal), or null (no Special Activity). Writes the trace. */
export function choosePatriotActivity(flow: Flow, options: { excluded: readonly SpaceId[] }): Action | null {
  const { ctx, state } = flow;
  const outside = options.excluded.length > 0 ? ` outside ${options.excluded.map(spaceName).join(', ')}` : '';
  if (state.resources.patriots === 0) {
    ctx.node(PARTISANS, 'Patriot Resources are 0: Persuasion instead of Partisans (and of Skirmish)', RULE);
    const action = tryPersuasion(flow, '');
    if (action === null) ctx.node(PERSUASION, 'none of Partisans, Skirmish or Persuasion is possible: no Special Activity', RULE);
    return action;
  }
  const partisans = partisansCandidates(state, options.excluded);
  if (partisans.length === 0) ctx.node(PARTISANS, `not possible: no space${outside} with Underground Militia and Royalist pieces to remove`, RULE);
  else {
    const action = start(flow, 'partisans');
    if (action !== null) {
      ctx.node(PARTISANS, `possible in ${partisans.map(spaceName).join(', ')}`, RULE);
      return action;
    }
    ctx.node(PARTISANS, 'not possible: the engine does not offer it now (4.1)', RULE);
  }
  const skirmish = patriotSkirmishCandidates(state, options.excluded);
  if (skirmish.length === 0) ctx.node(SKIRMISH, `not possible: no space${outside} with Continentals and British pieces to remove`, RULE);
  else {
    const action = start(flow, 'skirmish');
    if (action !== null) {
      ctx.node(SKIRMISH, `possible in ${skirmish.map(spaceName).join(', ')}`, RULE);
      return action;
    }
    ctx.node(SKIRMISH, 'not possible: the engine does not offer it now (4.1)', RULE);
  }
  const action = tryPersuasion(flow, '');
  if (action === null) ctx.node(PERSUASION, 'none of Partisans, Skirmish or Persuasion is possible: no Special Activity', RULE);
  return action;
}

/** Persuasion started now (8.5.2/8.5.3: Patriot Resources reached 0 during Rally or Rabble-Rousing): the start action, or null when it is not possible. */
export function startPersuasion(flow: Flow): Action | null {
  return tryPersuasion(flow, 'Patriot Resources reached 0 during the Command: Persuasion at once; ');
}

// ---------------------------------------------------------------------------------------------
// The decisions inside the Special Activities

/** Done when offered (a granted strike in several spaces with nothing the flowchart would do), else 8.3.8. */
function doneOr(flow: Flow, node: string, why: string): Action {
  const done = findLegal(flow, { faction: P, type: 'done' });
  if (done) {
    flow.ctx.node(node, `${why}: done`, RULE);
    return done;
  }
  return randomFallback(flow, why);
}

/** The Partisans decision (`patriotsPartisans`): P8's space and strike among the spaces the engine offers; a granted Partisans in several spaces strikes again while it can (8.1.1). */
function partisansDecision(flow: Flow): Action {
  const plan = planPartisans(flow.ctx, flow.state, offeredSpaces(flow, 'partisans'));
  if (plan === null) return doneOr(flow, PARTISANS, 'no further Partisans possible');
  const action = findLegal(flow, { faction: P, type: 'partisans', space: plan.space, option: plan.option as ActionOption });
  if (action === null) throw new FlowchartError(`P8 Partisans planned ${plan.option} in ${plan.space}, which the engine does not offer`);
  return action;
}

/** The Patriot Skirmish decision (`skirmishActivity`): P12's space and strike among the spaces the engine offers. */
function skirmishDecision(flow: Flow): Action {
  return sharedSkirmishDecision(flow, { faction: P, plan: planPatriotSkirmish, node: SKIRMISH, rule: RULE, none: 'no further Skirmish possible' });
}

/**
 * The Persuasion decision (`patriotsPersuasion`): the spaces of P13 chosen from those that qualified
 * when the Persuasion began (the ones selected so far and those still qualifying: selecting a space
 * changes no other), emitted in the engine's map order; then done.
 */
function persuasionDecision(flow: Flow): Action {
  const frame = flow.state.stack[flow.state.stack.length - 1] as PatriotsPersuasionFrame;
  const restriction = frame.restriction;
  const qualifying = SPACE_IDS.filter((s) => frame.selected.includes(s) || (canPersuade(flow.state, s) && restrictionAllows(restriction, s)));
  const plan = planPersuasion(flow.ctx, flow.state, qualifying);
  const next = plan.filter((s) => !frame.selected.includes(s)).sort((a, b) => spaceIndex(a) - spaceIndex(b));
  for (const space of next) {
    const action = findLegal(flow, { faction: P, type: 'selectSpace', space });
    if (action) return action;
  }
  return doneOr(flow, PERSUASION, frame.selected.length > 0 ? `Persuasion complete in ${frame.selected.map(spaceName).join(', ')}` : 'no Persuasion space');
}

/** The decisions inside the Patriot Special Activities, by frame kind. */
export const PATRIOT_ACTIVITY_HANDLERS: FlowHandlers = {
  patriotsPartisans: partisansDecision,
  skirmishActivity: skirmishDecision,
  patriotsPersuasion: persuasionDecision,
};

