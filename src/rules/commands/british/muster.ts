/**
 * 3.2.1 Muster: add British forces and build Support.
 *
 * Decisions, in the procedure's order (all `faction: 'british'`):
 * 1. Regulars (only as the first selection, one space): `{ type: 'selectSpace', space, piece: 'britishRegular' }`
 *    selects the Regulars space (1 Resource), then `{ type: 'place', space, piece: 'britishRegular', count }`
 *    places up to six Regulars from Available (`option: 'leader'` also places the Available British
 *    Leader there, 1.10). A space that cannot take Tories may be selected for 0 Regulars (e.g. the
 *    West Indies, to build a Fort with the Regulars already there).
 * 2. Tories: `{ type: 'selectSpace', space }` selects a Tory space (1 Resource; spaces in canonical order),
 *    then `{ type: 'place', space, piece: 'tory', count }` places 0–2 Tories (0–1 at Passive Opposition).
 *    The Regulars space, if it then qualifies, gets its Tory decision right after its Regulars. When
 *    no Tory is Available, the rest come from the map (1.4.1): `{ type: 'place', space, piece: 'tory',
 *    count: 1, from }`, one at a time, sources in canonical order.
 * 3. In one selected space: `{ type: 'buildFort', space, piece: 'britishRegular', count }` replaces three
 *    cubes, `count` of them Regulars and the rest Tories, with a Fort (`from` names the space the Fort is
 *    taken from when none is Available, 1.4.1); or `{ type: 'rewardLoyalty', space }`, repeated, each
 *    one Resource (paid even when the Muster is free): it removes a Raid or Propaganda marker, and once
 *    none is left shifts one level toward Active Support (Gage: the first shift in his space is free).
 *    When the space has both kinds of marker, the British choose which one goes: the action carries
 *    `option: 'propaganda'` or `option: 'raid'` (both offered, in that order; otherwise no `option`).
 *    No more spaces may be selected after this step.
 * 4. `{ type: 'done' }` once a space is selected. A Muster with nothing left to do finishes by itself.
 * @module
 */
import type { Draft } from 'immer';
import type { Action } from '../../../core/action';
import type { GameState } from '../../../core/state';
import { SPACE_IDS, type SpaceId } from '../../../data/ids';
import { ADJACENT, ADJACENT_CITIES, ADJACENT_MASK, SPACE_BIT, SPACES, isCity, isColony } from '../../../data/map';
import { defineStep } from '../../../flow/step';
import { defineCommand } from '../../../flow/define';
import { log, popFrame } from '../../../flow/frames';
import { addMarkers, addResources, countBritishCubes, hasRoomForFort, indexedSpacesHolding, isBlockaded, placeFromPool, removeToPool, piecesAt, supportLevel, controlOf, markersIn } from '../../board';
import { ACTIVE_SUPPORT, shiftToward } from '../../procedures/support';
import { canPay, pay, whyCannotPay } from '../common';
import { hasPlacementSource, placePiece, placementSources } from '../../procedures/placement';
import { mayTakeFromMap } from '../../nonPlayers/sequence';
import { mayExecuteInSpaces, maySelectMore, whyMayNotExecuteIn } from '../../../flow/restriction';
import { because, type Reason } from '../../../core/reason';
import type { CommandFrame, CommandMode, CommandModule } from '../../../flow/contracts';
import { checkLeaders } from '../../leaders';
import { currentSpaceProblems, mapOrderProblems } from '../agreement';
import { WITH_LEADER, britishLeaderAvailable, spaceIndex, takeLeaderAlong } from './shared';
import { KIND_NAME, piecesText, resourcesText, spaceName } from '../../../data/text';

const RULE = '3.2.1';
const B = 'british' as const;
const say = (draft: Draft<GameState>, text: string, rule = RULE): void => log(draft, text, rule, 'british');

/** Most Regulars placed by one Muster (3.2.1). */
export const MUSTER_REGULARS_LIMIT = 6;
/** British cubes replaced by one Fort (3.2.1). */
export const CUBES_PER_FORT = 3;

// ---------------------------------------------------------------------------------------------
// Legality queries (pure)

/**
 * Why the British may not select the space to place Regulars (3.2.1, 1.9, 1.3.7), or null when they
 * may: a City that is not Blockaded; a Colony adjacent to a City that is not Blockaded; the West Indies
 * once the Treaty of Alliance has been played.
 */
export function whyNotMusterRegularsIn(state: GameState, space: SpaceId): Reason | null {
  if (space === 'WestIndies') return state.treatyOfAlliance ? null : because('1.3.7', 'Regulars muster in the West Indies only once the Treaty of Alliance has been played');
  if (isCity(space)) return isBlockaded(state, space) ? because('1.9', `${spaceName(space)} is Blockaded: no Regulars muster there`) : null;
  if (isColony(space))
    return ADJACENT[space].some((n) => isCity(n) && !isBlockaded(state, n))
      ? null
      : because(RULE, `${spaceName(space)} is next to no City free of Blockade: Regulars muster in a City that is not Blockaded, a Colony next to one, or the West Indies`);
  return because(RULE, `${spaceName(space)} is a Reserve: Regulars muster in a City that is not Blockaded, a Colony next to one, or the West Indies`);
}

/**
 * Whether the British may select the space to place Regulars (3.2.1, 1.9, 1.3.7): a City that is not
 * Blockaded; a Colony adjacent to a City that is not Blockaded; the West Indies once the Treaty of
 * Alliance has been played.
 */
export function canMusterRegularsIn(state: GameState, space: SpaceId): boolean {
  if (space === 'WestIndies') return state.treatyOfAlliance;
  if (isCity(space)) return !isBlockaded(state, space);
  if (!isColony(space)) return false;
  // Indexed loops here: the map's lists are frozen, which V8's array methods walk slowly.
  const cities = ADJACENT_CITIES[space];
  for (let i = 0; i < cities.length; i++) if (!isBlockaded(state, cities[i])) return true;
  return false;
}

/** Whether the space contains or is adjacent to British Regulars or British Forts. */
function nearRegularsOrForts(state: GameState, space: SpaceId): boolean {
  const regulars = indexedSpacesHolding(state, 'britishRegular');
  if (regulars !== -1) return ((regulars | indexedSpacesHolding(state, 'britishFort')) & (SPACE_BIT[space] | ADJACENT_MASK[space])) !== 0;
  if (hasRegularsOrFort(state, space)) return true;
  const near = ADJACENT[space];
  for (let i = 0; i < near.length; i++) if (hasRegularsOrFort(state, near[i])) return true;
  return false;
}

const hasRegularsOrFort = (state: GameState, space: SpaceId): boolean => {
  const p = piecesAt(state, space);
  return p.britishRegular + p.britishFort > 0;
};

/**
 * Why the British may not place Tories in the space (3.2.1), or null when they may: a City or Colony
 * (never the West Indies, 1.4.2) not at Active Opposition, with British Regulars or a British Fort in
 * it or next to it.
 */
export function whyNotMusterToriesIn(state: GameState, space: SpaceId): Reason | null {
  switch (toryBar(state, space)) {
    case null:
      return null;
    case 'westIndies':
      return because('1.4.2', 'no Tories are ever placed in the West Indies');
    case 'reserve':
      return because(RULE, `${spaceName(space)} is a Reserve: Tories muster only in Cities and Colonies`);
    case 'activeOpposition':
      return because(RULE, `${spaceName(space)} is at Active Opposition: no Tories muster there`);
    case 'noRegulars':
      return because(RULE, `Tories muster where British Regulars or a British Fort are in or next to the space, and there are none in or next to ${spaceName(space)}`);
  }
}

/** What bars Tories from the space ({@link whyNotMusterToriesIn}), or null: the one test, allocating nothing. */
function toryBar(state: GameState, space: SpaceId): 'westIndies' | 'reserve' | 'activeOpposition' | 'noRegulars' | null {
  if (space === 'WestIndies') return 'westIndies';
  if (!isCity(space) && !isColony(space)) return 'reserve';
  if (supportLevel(state, space) <= -2) return 'activeOpposition';
  if (!nearRegularsOrForts(state, space)) return 'noRegulars';
  return null;
}

/**
 * Whether the British may place Tories in the space (3.2.1): a City or Colony (never the West Indies,
 * 1.4.2) not at Active Opposition, with British Regulars or a British Fort in it or next to it.
 */
export function canMusterToriesIn(state: GameState, space: SpaceId): boolean {
  return toryBar(state, space) === null;
}

/** Whether the space qualifies for Muster at all (Regulars or Tories, 3.2.1). */
export function canMuster(state: GameState, space: SpaceId): boolean {
  return canMusterRegularsIn(state, space) || canMusterToriesIn(state, space);
}

/** Most Tories one Muster places in the space: two, or one at Passive Opposition (3.2.1). */
export function toryLimit(state: GameState, space: SpaceId): number {
  return supportLevel(state, space) === -1 ? 1 : 2;
}

/**
 * Tories that could be placed in the space: Available ones, and only when none is Available, those
 * elsewhere on the map (1.4.1) — never for Non-Player British (8.1 No voluntary removal).
 */
function toriesObtainable(state: GameState, space: SpaceId): number {
  let n = state.available.tory;
  if (!mayTakeFromMap(state, 'tory')) return n;
  for (const id of SPACE_IDS) if (id !== space) n += piecesAt(state, id).tory;
  return n;
}

/** Where a Fort to be built in the space could come from (1.4.1: from the map only when none is Available). */
export function fortSources(state: GameState, space: SpaceId): ('available' | SpaceId)[] {
  return placementSources(state, 'britishFort', space);
}

/** Whether three British cubes there could be replaced with a Fort now (3.2.1, 1.4.2). */
export function canBuildFort(state: GameState, space: SpaceId): boolean {
  return (
    countBritishCubes(piecesAt(state, space)) >= CUBES_PER_FORT && hasRoomForFort(state, space) && hasPlacementSource(state, 'britishFort', space)
  );
}

/** Whether the British Leader is Gage and stands in the space (first Reward Loyalty shift there free). */
export function gageIn(state: GameState, space: SpaceId): boolean {
  return state.leaders.british.leader === 'Gage' && state.leaders.british.at === space;
}

/** What one Resource of Reward Loyalty buys in a space: a Propaganda or Raid marker removed, or a shift. */
export type MusterReward = 'propaganda' | 'raid' | 'shift';

/**
 * What the next Resource of Reward Loyalty in the space may do and what it costs (3.2.1, 6.4.1), given
 * the shifts already made there by this Muster; empty when nothing can be done. Requires British
 * Control, one or more Regulars and one or more Tories. While any Raid or Propaganda marker is there,
 * a Resource removes one of them (both kinds listed when both are there: the British choose);
 * only then does it shift toward Active Support. Unlike the Support Phase, Muster has no shift limit.
 * Pure.
 */
export function musterRewards(state: GameState, space: SpaceId, shiftsDone: number): { does: MusterReward; cost: number }[] {
  if (!rewardPossible(state, space)) return [];
  const markers: { does: MusterReward; cost: number }[] = [];
  if (markersIn(state, space, 'propaganda') > 0) markers.push({ does: 'propaganda', cost: 1 });
  if (markersIn(state, space, 'raid') > 0) markers.push({ does: 'raid', cost: 1 });
  if (markers.length > 0) return markers;
  return [{ does: 'shift', cost: shiftsDone === 0 && gageIn(state, space) ? 0 : 1 }];
}

/**
 * Why Reward Loyalty can do nothing in the space whatever the Resources (3.2.1), or null when a
 * Resource there would buy something ({@link musterRewards}): it needs British Control, a British
 * Regular and a Tory; then a Raid or Propaganda marker to remove, or a level to shift toward Active
 * Support (not in a space of Population 0, 1.6.1). Pure.
 */
export function whyNoReward(state: GameState, space: SpaceId): Reason | null {
  const p = piecesAt(state, space);
  const name = spaceName(space);
  const missing = [controlOf(state, space) !== 'british' && 'no British Control', p.britishRegular < 1 && 'no British Regular', p.tory < 1 && 'no Tory'].filter(
    (m): m is string => m !== false,
  );
  if (missing.length > 0)
    return because(RULE, `Reward Loyalty needs British Control, a British Regular and a Tory in ${name}: there is ${missing.join(' and ')}`);
  if (markersIn(state, space, 'propaganda') > 0 || markersIn(state, space, 'raid') > 0) return null;
  if (SPACES[space].population === 0) return because('1.6.1', `${name} has no Population: no Raid or Propaganda marker to remove and no Support to shift`);
  if (supportLevel(state, space) >= 2) return because(RULE, `${name} is at Active Support and has no Raid or Propaganda marker: Reward Loyalty has nothing left to do there`);
  return null;
}

/** {@link whyNoReward} `=== null`, without building a reason (the same tests). */
function rewardPossible(state: GameState, space: SpaceId): boolean {
  const p = piecesAt(state, space);
  if (controlOf(state, space) !== 'british' || p.britishRegular < 1 || p.tory < 1) return false;
  if (markersIn(state, space, 'propaganda') > 0 || markersIn(state, space, 'raid') > 0) return true;
  return SPACES[space].population !== 0 && supportLevel(state, space) < 2;
}

/**
 * Why the British could not Reward Loyalty in the space now with `budget` Resources (each costs one,
 * even in a free Muster, 3.2.1), after `shiftsDone` shifts there, or null when they could. Pure.
 */
export function whyCannotRewardLoyalty(state: GameState, space: SpaceId, budget = state.resources.british, shiftsDone = 0): Reason | null {
  const blocked = whyNoReward(state, space);
  if (blocked !== null) return blocked;
  if (musterRewards(state, space, shiftsDone).some((r) => r.cost <= budget)) return null;
  return because(RULE, `Reward Loyalty costs 1 Resource for each marker removed or level shifted, even in a free Muster, and the British have ${budget}`);
}

/** Whether the British could Reward Loyalty in the space now (and pay for it, even if the Muster is free). */
export function canRewardLoyalty(state: GameState, space: SpaceId, budget = state.resources.british): boolean {
  return rewardPossible(state, space) && musterRewards(state, space, 0).some((r) => r.cost <= budget);
}

/**
 * The Reward Loyalty actions in the space now: one option-less action, or one per marker kind
 * (`option: 'propaganda'`, then `'raid'`) when both kinds are there. Pure.
 */
function rewardActions(state: GameState, space: SpaceId, shiftsDone: number): Action[] {
  const affordable = musterRewards(state, space, shiftsDone).filter((r) => r.cost <= state.resources.british);
  if (affordable.length === 1) return [{ faction: B, type: 'rewardLoyalty', space }];
  return affordable.map((r) => ({ faction: B, type: 'rewardLoyalty', space, option: r.does }));
}

// ---------------------------------------------------------------------------------------------
// The frame and its step

/** The Muster in progress. */
export interface BritishMusterFrame extends CommandFrame {
  kind: 'britishMuster';
  /** `select`: spaces and the last step; `regulars`/`tories`: counts in `current`; `toriesFromMap`: sources. */
  phase: 'select' | 'regulars' | 'tories' | 'toriesFromMap';
  /** The space being placed in. */
  current: SpaceId | null;
  /** The Regulars space, once selected. */
  regularsSpace: SpaceId | null;
  /** Canonical index of the last Tory space selected (Tory spaces are selected in canonical order). */
  lastToryIndex: number;
  /** Tories still to take from the map (none Available, 1.4.1). */
  toriesFromMap: number;
  /** Canonical index of the last map source used (sources in canonical order). */
  lastSourceIndex: number;
  /** The closing step: none yet, a Fort built, or Reward Loyalty begun. */
  final: 'none' | 'fort' | 'rewardLoyalty';
  rewardSpace: SpaceId | null;
  /** Levels shifted by this Reward Loyalty. */
  rewardShifts: number;
}

/** The Muster's first frame, beyond the fields every Command frame has. */
function initial(): Pick<
  BritishMusterFrame,
  'phase' | 'current' | 'regularsSpace' | 'lastToryIndex' | 'toriesFromMap' | 'lastSourceIndex' | 'final' | 'rewardSpace' | 'rewardShifts'
> {
  return {
    phase: 'select',
    current: null,
    regularsSpace: null,
    lastToryIndex: -1,
    toriesFromMap: 0,
    lastSourceIndex: -1,
    final: 'none',
    rewardSpace: null,
    rewardShifts: 0,
  };
}


/**
 * Whether the Regulars space may receive no Regulars at all: only where Tories could not be placed
 * (else a Tory selection does the same) and a Fort or Reward Loyalty could follow there; e.g. the
 * West Indies, to build a Fort from the Regulars already there.
 */
function mayMusterNoRegulars(state: GameState, space: SpaceId, budget = state.resources.british): boolean {
  return !canMusterToriesIn(state, space) && (canBuildFort(state, space) || canRewardLoyalty(state, space, budget));
}

function selectOptions(state: GameState, frame: BritishMusterFrame): Action[] {
  const out: Action[] = [];
  if (frame.final === 'none' && maySelectMore(frame) && canPay(state, B, 1, frame.mode)) {
    const afterPaying = state.resources.british - (frame.mode.free ? 0 : 1);
    const mayExecuteHere = mayExecuteInSpaces(state, frame);
    if (frame.selected.length === 0)
      for (let i = 0; i < SPACE_IDS.length; i++) {
        const space = SPACE_IDS[i];
        if (regularsSelectable(state, space, afterPaying) && mayExecuteHere(space)) out.push({ faction: B, type: 'selectSpace', space, piece: 'britishRegular' });
      }
    // Tory spaces in canonical order: those after the last one selected.
    for (let i = frame.lastToryIndex + 1; i < SPACE_IDS.length; i++) {
      const space = SPACE_IDS[i];
      if (toriesSelectable(state, space, mayExecuteHere)) out.push({ faction: B, type: 'selectSpace', space });
    }
  }
  if (frame.final === 'none') {
    for (let i = 0; i < SPACE_IDS.length; i++) {
      const space = SPACE_IDS[i];
      if (!frame.selected.includes(space)) continue;
      if (canBuildFort(state, space)) {
        const p = piecesAt(state, space);
        const sources = fortSources(state, space);
        for (let regs = 0; regs <= CUBES_PER_FORT; regs++) {
          if (p.britishRegular < regs || p.tory < CUBES_PER_FORT - regs) continue;
          for (const source of sources) {
            const base: Action = { faction: B, type: 'buildFort', space, piece: 'britishRegular', count: regs };
            if (source !== 'available') out.push({ ...base, from: source });
            else {
              out.push(base);
              if (britishLeaderAvailable(state)) out.push({ ...base, option: WITH_LEADER });
            }
          }
        }
      }
      out.push(...rewardActions(state, space, 0));
    }
  } else if (frame.final === 'rewardLoyalty') {
    out.push(...rewardActions(state, frame.rewardSpace!, frame.rewardShifts));
  }
  if (frame.selected.length > 0) out.push({ faction: B, type: 'done' });
  return out;
}

/**
 * Why the space does not qualify as the Regulars space by the Muster's own rule, with `afterPaying`
 * Resources left for Reward Loyalty (the first selection, {@link selectOptions}; the general limits are
 * {@link mayExecuteInSpaces}'s), or null when it does.
 */
function whyNotRegularsSpace(state: GameState, space: SpaceId, afterPaying: number): Reason | null {
  const where = whyNotMusterRegularsIn(state, space);
  if (where !== null || state.available.britishRegular > 0 || mayMusterNoRegulars(state, space, afterPaying)) return where;
  return because(RULE, `no British Regulars are Available, and in ${spaceName(space)} neither a Fort nor Reward Loyalty could follow`);
}

/** Whether the space qualifies as the Regulars space ({@link whyNotRegularsSpace}). */
const regularsSelectable = (state: GameState, space: SpaceId, afterPaying: number): boolean =>
  canMusterRegularsIn(state, space) && (state.available.britishRegular > 0 || mayMusterNoRegulars(state, space, afterPaying));

/** Whether the space may be selected for Tories now, among those after the last Tory space (canonical order; {@link selectOptions}). */
const toriesSelectable = (state: GameState, space: SpaceId, mayExecuteHere: (space: SpaceId) => boolean): boolean =>
  canMusterToriesIn(state, space) && mayExecuteHere(space);

/** Whether {@link selectOptions} offers some space to select (without building the list). */
function hasSelection(state: GameState, frame: BritishMusterFrame): boolean {
  if (frame.final !== 'none' || !maySelectMore(frame) || !canPay(state, B, 1, frame.mode)) return false;
  const afterPaying = state.resources.british - (frame.mode.free ? 0 : 1);
  const mayExecuteHere = mayExecuteInSpaces(state, frame);
  if (frame.selected.length === 0)
    for (const space of SPACE_IDS) if (regularsSelectable(state, space, afterPaying) && mayExecuteHere(space)) return true;
  for (let i = frame.lastToryIndex + 1; i < SPACE_IDS.length; i++) if (toriesSelectable(state, SPACE_IDS[i], mayExecuteHere)) return true;
  return false;
}

/**
 * Whether the Muster has a choice other than `done` now, i.e. `!onlyDone(musterOptions(state, frame))`
 * without building the options: placements always have one; in the select phase, a space to select,
 * a Fort (a space where one can be built offers at least one way) or Reward Loyalty; nothing selected
 * yet: never `done` alone.
 */
function hasChoice(state: GameState, frame: BritishMusterFrame): boolean {
  if (frame.phase !== 'select' || frame.selected.length === 0) return true;
  if (hasSelection(state, frame)) return true;
  if (frame.final === 'none') return frame.selected.some((space) => canBuildFort(state, space) || rewardActions(state, space, 0).length > 0);
  if (frame.final === 'rewardLoyalty') return rewardActions(state, frame.rewardSpace!, frame.rewardShifts).length > 0;
  return false;
}

function musterOptions(state: GameState, frame: BritishMusterFrame): Action[] {
  const space = frame.current!;
  switch (frame.phase) {
    case 'select':
      return selectOptions(state, frame);
    case 'regulars': {
      const out: Action[] = [];
      const low = state.available.britishRegular === 0 || mayMusterNoRegulars(state, space) ? 0 : 1;
      const high = Math.min(MUSTER_REGULARS_LIMIT, state.available.britishRegular);
      for (let count = low; count <= high; count++) {
        const a: Action = { faction: B, type: 'place', space, piece: 'britishRegular', count };
        out.push(a);
        if (count > 0 && britishLeaderAvailable(state)) out.push({ ...a, option: WITH_LEADER });
      }
      return out;
    }
    case 'tories': {
      const out: Action[] = [];
      const high = Math.min(toryLimit(state, space), toriesObtainable(state, space));
      for (let count = 0; count <= high; count++) {
        const a: Action = { faction: B, type: 'place', space, piece: 'tory', count };
        out.push(a);
        if (Math.min(count, state.available.tory) > 0 && britishLeaderAvailable(state)) out.push({ ...a, option: WITH_LEADER });
      }
      return out;
    }
    case 'toriesFromMap': {
      // Sources are named in map order (each Tory taken once, one way to take them): a source is
      // offered only when it and the spaces after it still hold every Tory left to take, so the
      // Muster never runs out of sources halfway (no dead end).
      const after = toriesFromIndex(state, space);
      return placementSources(state, 'tory', space)
        .filter((s): s is SpaceId => s !== 'available' && spaceIndex(s) >= frame.lastSourceIndex && after[spaceIndex(s)] >= frame.toriesFromMap)
        .map((from) => ({ faction: B, type: 'place', space, piece: 'tory', count: 1, from }));
    }
  }
}

/** For each position in map order, the Tories in that space and every space after it, `except` left out. Pure. */
function toriesFromIndex(state: GameState, except: SpaceId): number[] {
  const out = new Array<number>(SPACE_IDS.length + 1).fill(0);
  for (let i = SPACE_IDS.length - 1; i >= 0; i--) out[i] = out[i + 1] + (SPACE_IDS[i] === except ? 0 : piecesAt(state, SPACE_IDS[i]).tory);
  return out;
}

function finish(draft: Draft<GameState>, frame: BritishMusterFrame): void {
  say(draft, `Muster complete in ${frame.selected.map(spaceName).join(', ')}`);
  popFrame(draft);
}

function afterPlacing(frame: BritishMusterFrame): void {
  frame.phase = 'select';
  frame.current = null;
}

/**
 * What a Muster's fields must agree with, for `loadGame` (3.2.1): the Regulars space is the first one
 * selected and the Tory spaces follow in map order, `lastToryIndex` marking the last of them; a
 * placement under way is in the last space selected, Regulars only in the Regulars space and only
 * where Muster may place them, Tories only where it may place them, and no more than its limit
 * there; Tories still to take from the map (none Available, 1.4.1) are there to take, in the spaces
 * not yet passed; the closing step (Fort or Reward Loyalty) follows a selection, ends the placements,
 * and Reward Loyalty is in a selected space. Pure.
 */
function musterProblems(state: GameState, frame: BritishMusterFrame): string[] {
  const out: string[] = [];
  const { selected, regularsSpace, current } = frame;
  if (regularsSpace !== null && selected[0] !== regularsSpace)
    out.push(
      `regularsSpace: ${spaceName(regularsSpace)} is the Regulars space, but the first space the Muster selected is ${selected.length > 0 ? spaceName(selected[0]) : 'none'}`,
    );
  const torySpaces = regularsSpace !== null ? selected.slice(1) : selected;
  out.push(...mapOrderProblems(torySpaces, 'selected', 'Tory space'));
  const lastTory = torySpaces.length > 0 ? torySpaces[torySpaces.length - 1] : null;
  const lastToryIndex = lastTory === null ? -1 : spaceIndex(lastTory);
  if (frame.lastToryIndex !== lastToryIndex)
    out.push(
      `lastToryIndex: ${frame.lastToryIndex}, but ${lastTory === null ? 'no Tory space is selected (-1)' : `the last Tory space selected is ${spaceName(lastTory)} (${lastToryIndex})`}`,
    );
  if (frame.phase !== 'select') {
    if (current === null) out.push(`current: none, but the Muster is placing ${frame.phase === 'regulars' ? 'Regulars' : 'Tories'}`);
    else out.push(...currentSpaceProblems(frame, 'the Muster'));
  }
  if (current !== null && frame.phase === 'regulars') {
    if (current !== regularsSpace || selected.length !== 1)
      out.push(`phase: Regulars are being placed in ${spaceName(current)}, but only the first space selected, the Regulars space, receives them`);
    else if (!canMusterRegularsIn(state, current))
      out.push(`current: Regulars are being placed in ${spaceName(current)}, which is not a City free of Blockade, a Colony next to one, or the West Indies after the Treaty of Alliance`);
  }
  if (current !== null && (frame.phase === 'tories' || frame.phase === 'toriesFromMap') && !canMusterToriesIn(state, current))
    out.push(
      `current: Tories are being placed in ${spaceName(current)}, which is not a City or Colony short of Active Opposition with British Regulars or a British Fort in or next to it`,
    );
  if (current !== null && frame.phase === 'toriesFromMap') {
    const left = SPACE_IDS.reduce((n, id, i) => (id !== current && i >= frame.lastSourceIndex ? n + piecesAt(state, id).tory : n), 0);
    if (frame.toriesFromMap === 0) out.push(`toriesFromMap: 0, but the Muster is taking Tories from the map for ${spaceName(current)}`);
    else if (frame.toriesFromMap > toryLimit(state, current))
      out.push(`toriesFromMap: ${piecesText(frame.toriesFromMap, 'tory')} still to place in ${spaceName(current)}, more than the ${toryLimit(state, current)} a Muster places there`);
    else if (state.available.tory > 0)
      out.push(`phase: Tories are taken from the map for ${spaceName(current)} while ${piecesText(state.available.tory, 'tory')} ${state.available.tory === 1 ? 'is' : 'are'} Available (1.4.1)`);
    else if (left < frame.toriesFromMap)
      out.push(`toriesFromMap: ${piecesText(frame.toriesFromMap, 'tory')} still to take from the map for ${spaceName(current)}, but only ${left} remain in the spaces not yet passed`);
  }
  if (frame.final !== 'none') {
    const step = frame.final === 'fort' ? 'a Fort is built' : 'Reward Loyalty has begun';
    if (selected.length === 0) out.push(`final: ${step}, but the Muster has selected no space`);
    else if (frame.phase !== 'select') out.push(`final: ${step}, but the Muster is still placing pieces (the closing step comes after the placements)`);
  }
  if (frame.final === 'rewardLoyalty' && (frame.rewardSpace === null || !selected.includes(frame.rewardSpace)))
    out.push(`rewardSpace: Reward Loyalty has begun ${frame.rewardSpace === null ? 'in no space' : `in ${spaceName(frame.rewardSpace)}`}, which is not a space the Muster selected`);
  return out;
}

/**
 * Why a British action is not among the Muster's options now (3.2.1, and the general limits of
 * flow/restriction.ts), or null when the generic reason built from the options says enough. Pure.
 */
function explainMuster(state: GameState, frame: BritishMusterFrame, action: Action): Reason | null {
  const space = action.space;
  if (frame.phase !== 'select') {
    const placing = frame.phase === 'regulars' ? 'British Regulars' : 'Tories';
    const where = spaceName(frame.current!);
    if (action.type !== 'place') return because(RULE, `the Muster is placing ${placing} in ${where}: that comes first`);
    if (space !== frame.current) return because(RULE, `the Muster is placing ${placing} in ${where}, the space just selected, not in ${spaceName(space!)}`);
    if (action.piece !== (frame.phase === 'regulars' ? 'britishRegular' : 'tory'))
      return because(RULE, `the Muster is placing ${placing} in ${where}, not ${KIND_NAME[action.piece!][1]}`);
  }
  if (action.type === 'selectSpace' && action.piece !== undefined && action.piece !== 'britishRegular')
    return because(RULE, `a Muster space is selected for British Regulars (piece 'britishRegular') or for Tories (no piece), not for ${KIND_NAME[action.piece][1]}`);
  if (action.type === 'buildFort' && action.piece !== 'britishRegular')
    return because(RULE, `a Fort replaces three British cubes: the action names how many of them are British Regulars (piece 'britishRegular'), not ${KIND_NAME[action.piece!][1]}`);
  if (frame.phase === 'regulars' && action.type === 'place' && action.piece === 'britishRegular' && action.count !== undefined) {
    if (action.count > MUSTER_REGULARS_LIMIT) return because(RULE, `Muster places at most six British Regulars, not ${action.count}`);
    if (action.count > state.available.britishRegular) return because(RULE, `Muster places Regulars from Available, and ${piecesText(state.available.britishRegular, 'britishRegular')} ${state.available.britishRegular === 1 ? 'is' : 'are'} Available`);
    return null;
  }
  if (frame.phase === 'tories' && action.type === 'place' && action.piece === 'tory' && action.count !== undefined && space === frame.current) {
    const limit = toryLimit(state, space);
    if (action.count > limit) return because(RULE, `Muster places at most ${limit === 1 ? 'one Tory' : 'two Tories'} in ${spaceName(space)}${limit === 1 ? ', which is at Passive Opposition' : ''}`);
    const obtainable = toriesObtainable(state, space);
    if (action.count > obtainable) return because('1.4.1', `only ${piecesText(obtainable, 'tory')} can be placed: those Available${mayTakeFromMap(state, 'tory') ? ', then those elsewhere on the map' : ''}`);
    return null;
  }
  if (frame.phase !== 'select' || space === undefined) return null;
  const name = spaceName(space);
  const closing = frame.final === 'fort' ? 'the Muster built a Fort' : 'Reward Loyalty has begun';
  switch (action.type) {
    case 'selectSpace': {
      if (frame.final !== 'none') return because(RULE, `${closing}, the Muster's last step: no more spaces may be selected`);
      const cost = whyCannotPay(state, B, 1, frame.mode, 'each Muster space', RULE);
      if (cost !== null) return cost;
      const general = whyMayNotExecuteIn(state, frame, space);
      if (general !== null) return general;
      if (action.piece === 'britishRegular') {
        if (frame.selected.length > 0) return because(RULE, `Regulars muster in one space only, the first selected (${spaceName(frame.selected[0])})`);
        return whyNotRegularsSpace(state, space, state.resources.british - (frame.mode.free ? 0 : 1));
      }
      if (action.piece !== undefined || action.option !== undefined) return null;
      const tories = whyNotMusterToriesIn(state, space);
      if (tories !== null) return tories;
      if (spaceIndex(space) <= frame.lastToryIndex) {
        const last = frame.selected[frame.selected.length - 1];
        return because(RULE, `Tory spaces are selected in map order (docs/actions.md): ${name} comes before ${spaceName(last)}, already selected`);
      }
      return null;
    }
    case 'buildFort': {
      if (!frame.selected.includes(space)) return because(RULE, `a Fort is built in a space the Muster selected, and ${name} is not one`);
      if (frame.final !== 'none') return because(RULE, `${closing}: a Muster builds a Fort or Rewards Loyalty, in one space`);
      const p = piecesAt(state, space);
      const cubes = countBritishCubes(p);
      if (cubes < CUBES_PER_FORT) return because(RULE, `a Fort replaces three British cubes, and ${name} has ${cubes}`);
      if (!hasRoomForFort(state, space)) return because('1.4.2', `${name} already holds two Forts or Villages`);
      if (fortSources(state, space).length === 0) return because('1.4.1', 'no British Fort is Available or elsewhere on the map');
      const regs = action.count ?? 0;
      if (regs > CUBES_PER_FORT) return because(RULE, `a Fort replaces three British cubes, not ${regs} Regulars`);
      if (p.britishRegular < regs || p.tory < CUBES_PER_FORT - regs)
        return because(RULE, `${name} has ${piecesText(p.britishRegular, 'britishRegular')} and ${piecesText(p.tory, 'tory')}: ${piecesText(regs, 'britishRegular')} and ${piecesText(CUBES_PER_FORT - regs, 'tory')} cannot be replaced`);
      return null;
    }
    case 'rewardLoyalty': {
      if (!frame.selected.includes(space)) return because(RULE, `Reward Loyalty takes place in a space the Muster selected, and ${name} is not one`);
      if (frame.final === 'fort') return because(RULE, `${closing}: a Muster builds a Fort or Rewards Loyalty, in one space`);
      if (frame.final === 'rewardLoyalty' && frame.rewardSpace !== space) return because(RULE, `Reward Loyalty takes place in one space, and it has begun in ${spaceName(frame.rewardSpace!)}`);
      const shifts = frame.final === 'rewardLoyalty' ? frame.rewardShifts : 0;
      const why = whyCannotRewardLoyalty(state, space, state.resources.british, shifts);
      if (why !== null) return why;
      if (action.option === 'propaganda' && markersIn(state, space, 'propaganda') === 0) return because(RULE, `there is no Propaganda marker in ${name} to remove`);
      if (action.option === 'raid' && markersIn(state, space, 'raid') === 0) return because(RULE, `there is no Raid marker in ${name} to remove`);
      if (action.option === undefined && markersIn(state, space, 'propaganda') > 0 && markersIn(state, space, 'raid') > 0) return because(RULE, `${name} has both a Raid and a Propaganda marker: the action names the one removed (option 'propaganda' or 'raid')`);
      return null;
    }
    default:
      return null;
  }
}

/** The British Muster decisions (3.2.1). */
export const britishMusterStep = defineStep<BritishMusterFrame>({
  kind: 'britishMuster',
  rule: RULE,
  isDecision: hasChoice,
  run: (draft, frame) => finish(draft, frame),
  decider: () => B,
  prompt(state, frame) {
    const where = frame.current ? spaceName(frame.current) : '';
    switch (frame.phase) {
      case 'regulars':
        return `Muster: place up to six British Regulars in ${where}`;
      case 'tories':
        return `Muster: place up to ${toryLimit(state, frame.current!)} Tories in ${where}`;
      case 'toriesFromMap':
        return `Muster: no Tories are Available; take ${frame.toriesFromMap} from elsewhere on the map for ${where} (1.4.1)`;
      case 'select':
        if (frame.final === 'rewardLoyalty') return `Muster: Reward Loyalty in ${spaceName(frame.rewardSpace!)} (1 Resource each), or done`;
        return frame.selected.length === 0
          ? 'Muster: select a space to place Regulars (one City not Blockaded, an adjacent Colony, or the West Indies) or a space to place Tories'
          : 'Muster: select another space for Tories, or in one selected space build a Fort or Reward Loyalty, or done';
    }
  },
  options: musterOptions,
  explain: explainMuster,
  handle(draft, frame, action) {
    const space = action.space!;
    switch (action.type) {
      case 'done':
        finish(draft, frame);
        return;
      case 'selectSpace': {
        const paid = pay(draft, B, 1, frame.mode);
        frame.selected.push(space);
        frame.current = space;
        if (action.piece === 'britishRegular') {
          frame.regularsSpace = space;
          frame.phase = 'regulars';
          say(draft, `Muster: ${spaceName(space)} selected to place Regulars (${resourcesText(paid)})`);
        } else {
          frame.lastToryIndex = spaceIndex(space);
          frame.phase = 'tories';
          say(draft, `Muster: ${spaceName(space)} selected to place Tories (${resourcesText(paid)})`);
        }
        return;
      }
      case 'place': {
        const count = action.count!;
        if (action.piece === 'britishRegular') {
          if (count > 0) placeFromPool(draft, 'available', space, 'britishRegular', count);
          say(draft, `Muster: ${piecesText(count, 'britishRegular')} placed in ${spaceName(space)}`);
          if (action.option === WITH_LEADER) takeLeaderAlong(draft, space, (t) => say(draft, t, '1.10'));
          if (canMusterToriesIn(draft, space)) frame.phase = 'tories';
          else afterPlacing(frame);
          return;
        }
        if (action.from) {
          placePiece(draft, space, 'tory', action.from);
          say(draft, `Muster: no Tory Available, 1 Tory taken from ${spaceName(action.from)} and placed in ${spaceName(space)}`, '1.4.1');
          frame.toriesFromMap -= 1;
          frame.lastSourceIndex = spaceIndex(action.from);
          if (frame.toriesFromMap === 0) afterPlacing(frame);
          checkLeaders(draft);
          return;
        }
        const fromPool = Math.min(count, draft.available.tory);
        if (fromPool > 0) placeFromPool(draft, 'available', space, 'tory', fromPool);
        if (fromPool > 0 || count === 0) say(draft, `Muster: ${count === 0 ? 'no Tories' : piecesText(fromPool, 'tory')} placed in ${spaceName(space)}`);
        if (action.option === WITH_LEADER) takeLeaderAlong(draft, space, (t) => say(draft, t, '1.10'));
        if (count > fromPool) {
          frame.phase = 'toriesFromMap';
          frame.toriesFromMap = count - fromPool;
          frame.lastSourceIndex = -1;
        } else afterPlacing(frame);
        return;
      }
      case 'buildFort': {
        const regs = action.count!;
        const tories = CUBES_PER_FORT - regs;
        if (regs > 0) removeToPool(draft, space, 'britishRegular', regs);
        if (tories > 0) removeToPool(draft, space, 'tory', tories);
        placePiece(draft, space, 'britishFort', action.from ?? 'available');
        const whence = action.from ? ` (taken from ${spaceName(action.from)}: none Available, 1.4.1)` : '';
        say(
          draft,
          `Muster: ${[regs > 0 && piecesText(regs, 'britishRegular'), tories > 0 && piecesText(tories, 'tory')].filter(Boolean).join(' and ')} ` +
            `replaced with a British Fort in ${spaceName(space)}${whence}`,
        );
        if (action.option === WITH_LEADER) takeLeaderAlong(draft, space, (t) => say(draft, t, '1.10'));
        frame.final = 'fort';
        checkLeaders(draft);
        return;
      }
      case 'rewardLoyalty': {
        const rewards = musterRewards(draft, space, frame.rewardShifts);
        const next = rewards.find((r) => r.does === action.option) ?? rewards[0];
        frame.final = 'rewardLoyalty';
        frame.rewardSpace = space;
        if (next.cost > 0) addResources(draft, B, -next.cost);
        if (next.does === 'propaganda') {
          addMarkers(draft, space, 'propaganda', -1);
          say(draft, `Muster, Reward Loyalty in ${spaceName(space)}: 1 Resource removes a Propaganda marker`);
        } else if (next.does === 'raid') {
          addMarkers(draft, space, 'raid', -1);
          say(draft, `Muster, Reward Loyalty in ${spaceName(space)}: 1 Resource removes a Raid marker`);
        } else {
          shiftToward(draft, space, ACTIVE_SUPPORT, 1);
          frame.rewardShifts += 1;
          say(
            draft,
            `Muster, Reward Loyalty in ${spaceName(space)}: ${next.cost === 0 ? 'Gage makes the first shift free' : '1 Resource'}, one level toward Active Support`,
          );
        }
        return;
      }
    }
  },
  validate: musterProblems,
});

// ---------------------------------------------------------------------------------------------
// The Command module

/**
 * Whether the British could select the space as the Muster's first one now, paying for it (3.2.1):
 * for Regulars or for Tories.
 */
function whyNotMusterFirstIn(state: GameState, space: SpaceId, mode: CommandMode): Reason | null {
  const cost = whyCannotPay(state, B, 1, mode, 'each Muster space', RULE);
  if (cost !== null) return cost;
  const afterPaying = state.resources.british - (mode.free ? 0 : 1);
  const regulars = whyNotRegularsSpace(state, space, afterPaying);
  if (regulars === null) return null;
  const tories = whyNotMusterToriesIn(state, space);
  return tories === null ? null : because(RULE, `${spaceName(space)} qualifies neither for Regulars (${regulars.text}) nor for Tories (${tories.text})`);
}

/** The British Muster Command (3.2.1). */
export const britishMuster: CommandModule = defineCommand<BritishMusterFrame>({
  id: 'muster',
  faction: B,
  name: 'Muster',
  rule: RULE,
  kind: 'britishMuster',
  // `done` in the selection phase once a space is selected (3.2.1).
  keepsDone: true,
  canExecuteIn: (state, space, mode) =>
    canPay(state, B, 1, mode) && (regularsSelectable(state, space, state.resources.british - (mode.free ? 0 : 1)) || canMusterToriesIn(state, space)),
  whyNotIn: whyNotMusterFirstIn,
  initial,
});
