/**
 * The Non-Player French Special Activities (8.6.1, 8.6.3–8.6.6; flowchart nodes F8, F12, F15, F17):
 * which one the French execute with a Command, and the decisions inside them.
 *
 * - {@link chooseFrenchActivity}: the Command modules ask it when the Special Activity is due —
 *   before the Treaty Préparer la Guerre alone (F8); after it "Skirmish, else Préparer la Guerre, else
 *   Naval Pressure" (Hortalez, Muster, March: F12 → F15 → F17), or "Naval Pressure, else Skirmish, else
 *   Préparer la Guerre" (Battle, 8.6.6).
 * - {@link FRENCH_ACTIVITY_HANDLERS}: the decisions of the Special Activities' own frames — which
 *   Préparer la Guerre choice (`frenchPreparerLaGuerre`), the Skirmish space and pieces
 *   (`skirmishActivity`), the City of the new Blockade (`frenchNavalPressure`).
 *
 * Rulings (docs/rulings.md, "Non-Player French (8.6)"):
 * - Préparer la Guerre after the Treaty rolls its 1D6 (purpose {@link FRENCH_ACTIVITY_PURPOSES}
 *   `preparerRoll`) only when the roll can matter: with no French Regular or Squadron Unavailable it
 *   cannot succeed, with six or more it cannot fail. It is "possible" when the roll moves something, or
 *   when nothing moves and French Resources are 0 (+2 Resources); otherwise "if none, Naval Pressure".
 * - Naval Pressure "adds one Blockade": possible only when a Squadron in the West Indies can become a
 *   Blockade with FNI rising (4.5.3's `place`). The engine's rearrangement of the Blockades already on
 *   Cities adds none, so the flowchart never chooses it.
 * - Skirmish space: the West Indies first, then a space where a British Fort can be removed (4.5.2: only
 *   with no British cube there), then the most British cubes removable (two, at the cost of a French
 *   Regular, before one); ties by 8.2. The cubes by 8.1.2 (alternating, the type fewest first).
 * - The decisions inside read the Battle's Cities from the French command host: callers choose the
 *   Special Activity once the Battle or Muster spaces are selected, so `excluded` and the host agree.
 * @module
 */
import type { Action } from '../../core/action';
import type { GameState } from '../../core/state';
import type { SpaceId, SpacePiece } from '../../data/ids';
import { piecesText, spaceName } from '../../data/text';
import { contextOf } from '../../flow/host';
import type { ActivityContext } from '../../flow/contracts';
import { frenchFniCanRise, type FrenchNavalPressureFrame } from '../../rules/specialActivities/french/navalPressure';
import { skirmishChoices, skirmishSpaces } from '../../rules/specialActivities/skirmish';
import { enemyRank } from '../eventChoices';
import type { DecisionContext } from '../policy';
import { hostBattleCities, skirmishDecision as sharedSkirmishDecision } from '../activityDecisions';
import { bestSpace, factionHost, findLegal, FlowchartError, randomFallback, type Flow, type FlowHandlers } from '../flowchart';
import { markersIn, piecesAt, supportLevel } from '../../rules/board';

const F = 'french' as const;

/** The nodes of the French Special Activities on the sheet. */
export const ACTIVITY_NODES = Object.freeze({
  preparerBefore: 'F8 Préparer la Guerre',
  skirmish: 'F12 Skirmish',
  preparerAfter: 'F15 Préparer la Guerre',
  navalPressure: 'F17 Naval Pressure',
});

/** Roll purposes of the Special Activity choices (part of the policy's public behaviour). */
export const FRENCH_ACTIVITY_PURPOSES = Object.freeze({
  preparerRoll: 'F15 Préparer la Guerre: 1D6 ≤ Unavailable French Regulars + Blockades? (8.6.3)',
  skirmishSpace: 'F12 Skirmish: space (8.6.3)',
  blockade: 'F17 Naval Pressure: City of the Blockade (8.6.3)',
});

/** Options of {@link chooseFrenchActivity}. */
export interface FrenchActivityOptions {
  /**
   * `beforeTreaty`: Préparer la Guerre (before the Treaty) only (8.6.1, 8.6.2); `skirmishFirst`: Skirmish,
   * else Préparer la Guerre, else Naval Pressure (Hortalez after the Treaty, Muster, March: 8.6.3–8.6.5);
   * `navalPressureFirst`: Naval Pressure, else Skirmish, else Préparer la Guerre (Battle, 8.6.6).
   */
  readonly order: 'beforeTreaty' | 'skirmishFirst' | 'navalPressureFirst';
  /** Spaces where Skirmish may not be executed (selected for Battle or Muster). */
  readonly excluded: readonly SpaceId[];
  /** Cities selected for Battle (Naval Pressure's first priority). */
  readonly battleSpaces: readonly SpaceId[];
}

/** A French Special Activity the flowchart executes. */
export type FrenchActivityId = 'preparerLaGuerre' | 'skirmish' | 'navalPressure';

// ---------------------------------------------------------------------------------------------
// F8 / F15 Préparer la Guerre

/** A Préparer la Guerre choice of the engine (4.5.1). */
export type PreparerChoice = 'squadron' | 'regulars' | 'resources';

/** French Regulars plus Squadrons (Blockade markers) Unavailable: the number F15's 1D6 is compared with. Pure. */
export const unavailableForPreparer = (state: GameState): number => state.unavailable.frenchRegular + state.unavailable.squadron;

/** A Squadron (Blockade) from Unavailable if any, else French Regulars, else null. Pure. */
const moveFromUnavailable = (state: GameState): 'squadron' | 'regulars' | null =>
  state.unavailable.squadron > 0 ? 'squadron' : state.unavailable.frenchRegular > 0 ? 'regulars' : null;

const moveText = (state: GameState, choice: 'squadron' | 'regulars'): string =>
  choice === 'squadron'
    ? 'move 1 Blockade from Unavailable to the West Indies'
    : `move ${piecesText(Math.min(3, state.unavailable.frenchRegular), 'frenchRegular')} from Unavailable to Available (no Blockade Unavailable)`;

/** F15's 1D6 of each decision, rolled once however many times the decision asks (a second roll of the same purpose would be a new die). */
const PREPARER_ROLL = {};

function preparerRoll(ctx: DecisionContext): number {
  return ctx.remembered(PREPARER_ROLL, () => ctx.dice.roll(6, FRENCH_ACTIVITY_PURPOSES.preparerRoll));
}

/**
 * What Préparer la Guerre does for the Non-Player French now, or null when the flowchart would not
 * execute it: before the Treaty (F8, 8.6.1) a Blockade from Unavailable, else up to three Regulars;
 * after it (F15, 8.6.3) the same only if 1D6 ≤ Unavailable French Regulars + Blockades, and +2
 * Resources when nothing moved and French Resources are 0. Rolls the 1D6 only when it can matter, and
 * once per decision (asked again in the same decision, it reads the same roll). Writes the trace.
 */
export function preparerPlan(ctx: DecisionContext, state: GameState): PreparerChoice | null {
  if (!state.treatyOfAlliance) {
    const node = (text: string): void => ctx.node(ACTIVITY_NODES.preparerBefore, text, '8.6.1');
    const move = moveFromUnavailable(state);
    node(move ? moveText(state, move) : 'no Blockade and no French Regular Unavailable: not possible');
    return move;
  }
  const node = (text: string): void => ctx.node(ACTIVITY_NODES.preparerAfter, text, '8.6.3');
  const u = unavailableForPreparer(state);
  let moved: 'squadron' | 'regulars' | null = null;
  if (u === 0) node('no French Regular and no Blockade Unavailable: nothing can move (no roll)');
  else if (u >= 6) {
    moved = moveFromUnavailable(state);
    node(`${u} French Regulars + Blockades Unavailable: any 1D6 is at most that (no roll): ${moveText(state, moved!)}`);
  } else {
    const roll = preparerRoll(ctx);
    if (roll <= u) {
      moved = moveFromUnavailable(state);
      node(`1D6 = ${roll} ≤ ${u} French Regulars + Blockades Unavailable: ${moveText(state, moved!)}`);
    } else node(`1D6 = ${roll} > ${u} French Regulars + Blockades Unavailable: nothing moves`);
  }
  if (moved) return moved;
  if (state.resources.french === 0) {
    node('nothing moved and French Resources are 0: +2 French Resources');
    return 'resources';
  }
  node(`nothing moved and French Resources are ${state.resources.french} (not 0): not possible`);
  return null;
}

// ---------------------------------------------------------------------------------------------
// F12 Skirmish

/** A planned French Skirmish: the space and the engine's option (pieces removed, joined by `+`). */
export interface FrenchSkirmishPlan {
  readonly space: SpaceId;
  readonly option: string;
}

const FORT_OPTION = 'britishFort+frenchRegular';

/** British cubes a French Skirmish can remove in the space now (up to two; 0 with no French Regular there). Pure. */
export function removableBritishCubes(state: GameState, space: SpaceId): number {
  const p = piecesAt(state, space);
  if (p.frenchRegular === 0) return 0;
  return Math.min(2, p.britishRegular + p.tory);
}

/** Whether a French Skirmish can remove a British Fort in the space (4.5.2: no British cube there). Pure. */
const fortRemovable = (state: GameState, space: SpaceId): boolean => skirmishChoices(state, F, space).includes(FORT_OPTION);

/** F12's space priority (8.6.3): the West Indies, then a British Fort removable, then the most British cubes. */
const skirmishScore =
  (state: GameState) =>
  (space: SpaceId): number[] => [space === 'WestIndies' ? 1 : 0, fortRemovable(state, space) ? 1 : 0, removableBritishCubes(state, space)];

/**
 * The British cubes removed in a space (8.6.3 "as many British cubes as possible", 8.1.2): two when
 * there are two (at the cost of one French Regular), alternating Regulars and Tories beginning with the
 * type fewest there (Regulars if even); the engine's option. Null when none can go. Pure.
 */
export function cubeRemoval(state: GameState, space: SpaceId): string | null {
  const p = piecesAt(state, space);
  const n = removableBritishCubes(state, space);
  if (n === 0) return null;
  const types = (['britishRegular', 'tory'] as const).filter((k) => p[k] > 0).sort((a, b) => enemyRank(state, space, a) - enemyRank(state, space, b));
  const left: Record<'britishRegular' | 'tory', number> = { britishRegular: p.britishRegular, tory: p.tory };
  const taken: SpacePiece[] = [];
  let next = types[0];
  for (let i = 0; i < n; i++) {
    const other = types.find((k) => k !== next);
    const k = left[next] > 0 ? next : other!;
    taken.push(k);
    left[k] -= 1;
    next = other ?? k;
  }
  const canonical = (['britishRegular', 'tory'] as const).flatMap((k) => taken.filter((x) => x === k));
  return n === 2 ? `${canonical.join('+')}+frenchRegular` : canonical[0];
}

/**
 * The planned Skirmish among `candidates` (spaces where it may be executed): F12's space (ties by 8.2),
 * then a British Fort if one can go, else as many British cubes as possible. Null when there is no
 * candidate. Writes the trace.
 */
export function planFrenchSkirmish(ctx: DecisionContext, state: GameState, candidates: readonly SpaceId[]): FrenchSkirmishPlan | null {
  const space = bestSpace(ctx, candidates, skirmishScore(state), FRENCH_ACTIVITY_PURPOSES.skirmishSpace);
  if (space === null) return null;
  const fort = fortRemovable(state, space);
  const option = fort ? FORT_OPTION : cubeRemoval(state, space);
  if (option === null) return null;
  const why = space === 'WestIndies' ? 'the West Indies first' : fort ? 'a British Fort can be removed' : 'the most British cubes to remove';
  const removed = option.split('+') as SpacePiece[];
  const what = fort
    ? 'remove the British Fort at the cost of 1 French Regular'
    : `remove ${(['britishRegular', 'tory'] as const)
        .filter((k) => removed.includes(k))
        .map((k) => piecesText(removed.filter((x) => x === k).length, k))
        .join(' and ')}${removed.length === 3 ? ' at the cost of 1 French Regular' : ''}`;
  ctx.node(ACTIVITY_NODES.skirmish, `Skirmish in ${spaceName(space)} (${why}; candidates: ${candidates.map(spaceName).join(', ')}): ${what}`, '8.6.3');
  return { space, option };
}

/** The activity context of the French command host, or a Command with no space yet. */
function hostContext(state: GameState): ActivityContext {
  const host = factionHost(state, F);
  return host ? contextOf(host) : { faction: F, command: '', commandSpaces: [] };
}

/** Spaces where the French may Skirmish now (by the engine's rule for the host's Command) outside `excluded`, canonical order. Pure. */
export function frenchSkirmishCandidates(state: GameState, excluded: readonly SpaceId[]): SpaceId[] {
  if (!state.treatyOfAlliance) return [];
  return skirmishSpaces(state, F, hostContext(state)).filter((s) => !excluded.includes(s));
}

// ---------------------------------------------------------------------------------------------
// F17 Naval Pressure

/** Whether the French Naval Pressure adds a Blockade now (8.6.3): a Squadron in the West Indies and FNI able to rise (4.5.3, 1.9). Pure. */
export function navalPressureAddsBlockade(state: GameState): boolean {
  return markersIn(state, 'WestIndies', 'squadrons') > 0 && frenchFniCanRise(state);
}

/**
 * The City of the new Blockade (8.6.3): first a City selected for Battle, then the City with most
 * Support; ties by 8.2. Null when `cities` is empty. Writes the trace.
 */
export function blockadeCity(ctx: DecisionContext, state: GameState, battleSpaces: readonly SpaceId[], cities: readonly SpaceId[]): SpaceId | null {
  const pick = bestSpace(ctx, cities, (c) => [battleSpaces.includes(c) ? 1 : 0, supportLevel(state, c)], FRENCH_ACTIVITY_PURPOSES.blockade);
  if (pick !== null)
    ctx.node(
      ACTIVITY_NODES.navalPressure,
      `add the Blockade in ${spaceName(pick)} (${battleSpaces.includes(pick) ? 'a City selected for Battle' : `the most Support: ${supportLevel(state, pick)}`})`,
      '8.6.3',
    );
  return pick;
}

// ---------------------------------------------------------------------------------------------
// Which Special Activity

/**
 * The French Special Activity (8.6.1, 8.6.3–8.6.6): 'beforeTreaty' = Préparer la Guerre (before the
 * Treaty) only; 'skirmishFirst' (Hortalez after the Treaty, Muster, March) = Skirmish, else Préparer
 * la Guerre (after), else Naval Pressure; 'navalPressureFirst' (Battle) = Naval Pressure, else
 * Skirmish (outside `excluded`), else Préparer la Guerre. `excluded`: spaces selected for Battle or
 * Muster; `battleSpaces`: Cities selected for Battle (Naval Pressure's first priority). Returns the
 * `specialActivity` start action to take now (one of flow.legal), or null. Writes the trace.
 */
export function chooseFrenchActivity(flow: Flow, options: FrenchActivityOptions): Action | null {
  const { ctx, state } = flow;
  const start = (activity: FrenchActivityId): Action | null => findLegal(flow, { faction: F, type: 'specialActivity', activity });
  const refused = (node: string, rule: string): null => {
    ctx.node(node, 'not possible: the Command could not go on after it (4.1)', rule);
    return null;
  };
  const tryPreparer = (): Action | null => {
    const before = !state.treatyOfAlliance;
    if (preparerPlan(ctx, state) === null) return null;
    return start('preparerLaGuerre') ?? refused(before ? ACTIVITY_NODES.preparerBefore : ACTIVITY_NODES.preparerAfter, before ? '8.6.1' : '8.6.3');
  };
  const tryNaval = (): Action | null => {
    if (!navalPressureAddsBlockade(state)) {
      ctx.node(
        ACTIVITY_NODES.navalPressure,
        markersIn(state, 'WestIndies', 'squadrons') === 0
          ? 'not possible: no Squadron in the West Indies to add as a Blockade'
          : `not possible: FNI ${state.fni} cannot rise (1.9)`,
        '8.6.3',
      );
      return null;
    }
    const action = start('navalPressure');
    if (action === null) return refused(ACTIVITY_NODES.navalPressure, '8.6.3');
    ctx.node(ACTIVITY_NODES.navalPressure, `a Squadron in the West Indies: Naval Pressure raises FNI to ${state.fni + 1} and adds a Blockade`, '8.6.3');
    return action;
  };
  const trySkirmish = (): Action | null => {
    const candidates = frenchSkirmishCandidates(state, options.excluded);
    if (candidates.length === 0) {
      const outside = options.excluded.length > 0 ? ` outside ${options.excluded.map(spaceName).join(', ')}` : '';
      ctx.node(ACTIVITY_NODES.skirmish, `not possible: no space${outside} with French Regulars and British pieces to remove`, '8.6.3');
      return null;
    }
    const action = start('skirmish');
    if (action === null) return refused(ACTIVITY_NODES.skirmish, '8.6.3');
    ctx.node(ACTIVITY_NODES.skirmish, `possible in ${candidates.map(spaceName).join(', ')}`, '8.6.3');
    return action;
  };
  const tries =
    options.order === 'beforeTreaty' ? [tryPreparer] : options.order === 'skirmishFirst' ? [trySkirmish, tryPreparer, tryNaval] : [tryNaval, trySkirmish, tryPreparer];
  for (const t of tries) {
    const a = t();
    if (a !== null) return a;
  }
  const rule = options.order === 'beforeTreaty' ? '8.6.1' : '8.6.3';
  ctx.node(options.order === 'beforeTreaty' ? ACTIVITY_NODES.preparerBefore : ACTIVITY_NODES.navalPressure, 'no Special Activity is possible: none', rule);
  return null;
}

// ---------------------------------------------------------------------------------------------
// The decisions inside the Special Activities

/** The Préparer la Guerre decision (`frenchPreparerLaGuerre`): F8 / F15's choice. */
function preparerDecision(flow: Flow): Action {
  const choice = preparerPlan(flow.ctx, flow.state);
  if (choice === null) return randomFallback(flow, 'Préparer la Guerre is under way, but the French flowchart would not have executed it');
  const action = findLegal(flow, { faction: F, type: 'choose', option: choice });
  if (action === null) throw new FlowchartError(`Préparer la Guerre planned '${choice}', which the engine does not offer`);
  return action;
}

/**
 * The French Skirmish decision (`skirmishActivity`): F12's space and removal among the spaces the
 * engine offers (which already leaves out the Command's Battle and Muster spaces, 4.5.2); a granted
 * Skirmish in several spaces strikes again while it can (8.1.1), then `done`.
 */
function skirmishDecision(flow: Flow): Action {
  return sharedSkirmishDecision(flow, { faction: F, plan: planFrenchSkirmish, node: ACTIVITY_NODES.skirmish, rule: '8.6.3', none: 'no Skirmish space the French flowchart would choose' });
}

/** The French Naval Pressure decision (`frenchNavalPressure`): the City of the Blockade added from the West Indies (F17). */
function navalPressureDecision(flow: Flow): Action {
  const frame = [...flow.state.stack].reverse().find((f) => f.kind === 'frenchNavalPressure') as FrenchNavalPressureFrame | undefined;
  if (frame?.mode !== 'place')
    return randomFallback(flow, 'Naval Pressure rearranges the Blockades on Cities; the French flowchart only adds one from the West Indies');
  const cities = flow.legal.filter((a) => a.type === 'placeBlockade').map((a) => a.space!);
  const city = blockadeCity(flow.ctx, flow.state, hostBattleCities(flow.state, F), cities);
  if (city === null) return randomFallback(flow, 'no City is offered for the Blockade');
  return findLegal(flow, { faction: F, type: 'placeBlockade', space: city })!;
}

/** The decisions inside the French Special Activities, by frame kind. */
export const FRENCH_ACTIVITY_HANDLERS: FlowHandlers = {
  frenchPreparerLaGuerre: preparerDecision,
  skirmishActivity: skirmishDecision,
  frenchNavalPressure: navalPressureDecision,
};
