/**
 * 6.2.1 Extended Supply Lines: British, then Patriots, then French, then Indians check their units;
 * each out-of-supply space is one decision of its owner, spaces in canonical order.
 *
 * Resolving one space only changes that space (and the destination of a move, which is in supply by
 * construction), so the phase walks the spaces with a cursor and re-reads Control as it goes: a
 * Patriot removal that flips Control is seen by the French check that follows.
 *
 * Actions (`space` is the out-of-supply space):
 * - `{ faction, type: 'supply', space, option: 'pay' }` — one Resource for the space (any Faction);
 * - British: `{ ..., to: 'available' }` removes the cubes, `{ ..., option: 'shift' }` shifts toward Active Opposition;
 * - Patriots: `{ ..., piece, to: 'available' }` removes one unit of that kind (repeated, kinds in non-decreasing
 *   SPACE_PIECES order, only kinds that still leave enough units for the removals left);
 * - French / Indians: `{ ..., to: destination }` moves all their units there (`to: 'available'` only when
 *   neither paying nor moving is possible);
 * - Indians with no Village on the map: `{ faction: 'indians', type: 'placeVillage', space }`.
 * @module
 */
import type { Draft } from 'immer';
import type { Action } from '../../core/action';
import type { Frame, GameState } from '../../core/state';
import { SPACE_IDS, SPACE_PIECES, type Faction, type SpaceId, type SpacePiece } from '../../data/ids';
import { DISTANCE, INDIAN_RESERVES, SPACES, isProvince } from '../../data/map';
import { defineStep } from '../../flow/step';
import { log, popFrame, pushFrame } from '../../flow/frames';
import { addResources, countBritishCubes, countMilitia, countWarParties, hasRoomForFort, indexedSpacesHolding, movePieces, placeFromPool, removeToPool, spacesHoldingMask, spacesOf, villagesOnMap, piecesAt, controlOf } from '../board';
import { ACTIVE_OPPOSITION, shiftToward, shiftsToward } from '../procedures/support';
import { FACTION_NAME, KIND_NAME, piecesText, resourcesText, spaceName, spacesText } from '../../data/text';
import { checkLeaders } from '../leaders';
import { roundPhaseProblem } from './phases';
import { because, type Reason } from '../../core/reason';

const RULE = '6.2.1';

/** Order in which the Factions check supply (6.2.1). */
export const SUPPLY_ORDER: readonly Faction[] = Object.freeze(['british', 'patriots', 'french', 'indians'] as Faction[]);

/** On-map kinds whose supply each Faction checks: cubes, Patriot units, French Regulars, War Parties (6.2.1). */
export const SUPPLY_KINDS: Readonly<Record<Faction, readonly SpacePiece[]>> = Object.freeze({
  british: ['britishRegular', 'tory'],
  patriots: ['continental', 'militiaUnderground', 'militiaActive'],
  french: ['frenchRegular'],
  indians: ['warPartyUnderground', 'warPartyActive'],
} as Record<Faction, SpacePiece[]>);

/** How many of the Faction's supply-checked units are in the space. Pure. */
export function supplyUnits(state: GameState, faction: Faction, space: SpaceId): number {
  const p = piecesAt(state, space);
  switch (faction) {
    case 'british':
      return countBritishCubes(p);
    case 'patriots':
      return p.continental + countMilitia(p);
    case 'french':
      return p.frenchRegular;
    case 'indians':
      return countWarParties(p);
  }
}

/**
 * The spaces holding the Faction's supply-checked units ({@link supplyUnits} above 0) as a set
 * (SPACE_BIT, data/map) when the board has its index, else −1 (src/rules/board.ts). Pure.
 */
function indexedSupplySpaces(state: GameState, faction: Faction): number {
  const kinds = SUPPLY_KINDS[faction];
  let held = 0;
  for (let i = 0; i < kinds.length; i++) {
    const m = indexedSpacesHolding(state, kinds[i]);
    if (m === -1) return -1;
    held |= m;
  }
  return held;
}

/**
 * Whether the Faction's units in the space are in supply (6.2.1), whether or not any are there. Pure.
 * - British cubes: a British Fort there, or a City with British Control; always in the West Indies.
 * - Patriot Militia and Continentals: a Patriot Fort there, or a Rebellion-Controlled Colony or City.
 * - French Regulars: the same as the Patriots; always in the West Indies.
 * - War Parties: a Village there, or an Indian Reserve Province.
 */
export function isInSupply(state: GameState, faction: Faction, space: SpaceId): boolean {
  const p = piecesAt(state, space);
  const type = SPACES[space].type;
  switch (faction) {
    case 'british':
      return type === 'westIndies' || p.britishFort > 0 || (type === 'city' && controlOf(state, space) === 'british');
    case 'patriots':
      return p.patriotFort > 0 || ((type === 'city' || type === 'colony') && controlOf(state, space) === 'rebellion');
    case 'french':
      return type === 'westIndies' || p.patriotFort > 0 || ((type === 'city' || type === 'colony') && controlOf(state, space) === 'rebellion');
    case 'indians':
      return p.village > 0 || type === 'reserve';
  }
}

/** Spaces (canonical order) holding units of the Faction that are out of supply (6.2.1). Pure. */
export function outOfSupplySpaces(state: GameState, faction: Faction): SpaceId[] {
  return SPACE_IDS.filter((id) => supplyUnits(state, faction, id) > 0 && !isInSupply(state, faction, id));
}

/** The nearest of `candidates` to `from` (every one at the least distance, canonical order); empty when none is reachable. */
function nearest(from: SpaceId, candidates: readonly SpaceId[]): SpaceId[] {
  let best = Infinity;
  for (const c of candidates) if (c !== from) best = Math.min(best, DISTANCE[from][c]);
  if (best === Infinity) return [];
  return candidates.filter((c) => c !== from && DISTANCE[from][c] === best);
}

/** French: the nearest spaces with a Patriot ("Rebellion") Fort, where out-of-supply Regulars may move (6.2.1). Pure. */
export function frenchSupplyDestinations(state: GameState, from: SpaceId): SpaceId[] {
  return nearest(from, spacesOf(spacesHoldingMask(state, 'patriotFort')));
}

/** Indians: the nearest Provinces with a Village, where out-of-supply War Parties may move (6.2.1). Pure. */
export function indianSupplyDestinations(state: GameState, from: SpaceId): SpaceId[] {
  return nearest(from, spacesOf(spacesHoldingMask(state, 'village')).filter(isProvince));
}

/** Indian Reserves that can take the Village placed when none is on the map (6.2.1, 1.4.2). Pure. */
export function supplyVillageSpaces(state: GameState): SpaceId[] {
  if (villagesOnMap(state) > 0 || state.available.village === 0) return [];
  return INDIAN_RESERVES.filter((id) => villageBar(state, id) === null);
}

/** What bars the supply Village from the space ({@link whyNoSupplyVillageIn}), or null: the one test, allocating nothing. */
function villageBar(state: GameState, space: SpaceId): 'notReserve' | 'full' | null {
  if (!INDIAN_RESERVES.includes(space)) return 'notReserve';
  if (!hasRoomForFort(state, space)) return 'full';
  return null;
}

/** Why the Village placed when none is on the map may not go in the space (6.2.1, 1.4.2), or null when it may. Pure. */
export function whyNoSupplyVillageIn(state: GameState, space: SpaceId): Reason | null {
  switch (villageBar(state, space)) {
    case null:
      return null;
    case 'notReserve':
      return because(RULE, `with no Village on the map, the Indians place one in an Indian Reserve Province, and ${spaceName(space)} is not one (${spacesText(INDIAN_RESERVES)} are)`);
    case 'full':
      return because('1.4.2', `${spaceName(space)} already holds two Forts or Villages: no room for the Village`);
  }
}

/** Whether the Faction can pay the Resource that keeps one space of its units in supply (6.2.1). */
const canPaySupply = (state: GameState, faction: Faction): boolean => state.resources[faction] >= 1;

/** Why the Faction cannot pay for supply in a space (6.2.1), or null when it can. Pure. */
function whyCannotPaySupply(state: GameState, faction: Faction): Reason | null {
  return canPaySupply(state, faction) ? null : because(RULE, `supply costs ${resourcesText(1)} per space and the ${FACTION_NAME[faction]} have ${state.resources[faction]}`);
}

/** Why the British may not shift the space toward Active Opposition instead of paying (6.2.1, 1.6.1), or null when they may. Pure. */
function whyNoSupplyShift(state: GameState, space: SpaceId): Reason | null {
  if (canShiftTowardOpposition(state, space)) return null;
  if (SPACES[space].population === 0) return because('1.6.1', `${spaceName(space)} has no Population: it cannot shift toward Active Opposition`);
  return because(RULE, `${spaceName(space)} is already at Active Opposition: it cannot shift further`);
}

/**
 * Why a supply action names the wrong space (6.2.1), or null when it names the space being decided:
 * the Supply Phase hands the out-of-supply spaces to their owner one at a time, in map order.
 */
function whyNotSupplySpace(faction: Faction, frameSpace: SpaceId, space: SpaceId | undefined): Reason | null {
  if (space === undefined || space === frameSpace) return null;
  return because(
    RULE,
    `the Supply Phase takes the spaces one at a time in map order, and the ${FACTION_NAME[faction]} are deciding for the ${UNITS_TEXT[faction]} in ${spaceName(frameSpace)} now, not ${spaceName(space)}`,
  );
}

/** The option words of a supply choice the Faction does not have (6.2.1). */
function notASupplyChoice(faction: Faction, option: string, choices: string): Reason {
  return because(RULE, `out of supply, the ${FACTION_NAME[faction]} ${choices}; '${option}' is not one of those choices`);
}

/**
 * Why the French or Indians may not move their out-of-supply units to `to` (6.2.1), or null when
 * they may: only to the nearest space holding a Patriot Fort (French) or the nearest Province holding
 * a Village (Indians). Pure.
 */
function whyNotSupplyMove(state: GameState, faction: 'french' | 'indians', space: SpaceId, to: SpaceId): Reason | null {
  const dests = faction === 'french' ? frenchSupplyDestinations(state, space) : indianSupplyDestinations(state, space);
  if (dests.includes(to)) return null;
  const where = faction === 'french' ? 'space holding a Patriot Fort' : 'Province holding a Village';
  if (dests.length === 0) return because(RULE, `the ${UNITS_TEXT[faction]} move only to the nearest ${where}, and there is none they can reach`);
  return because(RULE, `the ${UNITS_TEXT[faction]} move only to the nearest ${where}: ${spacesText(dests)}, not ${spaceName(to)}`);
}

/** Whether the French or Indians can neither pay nor move for the space, so their units go to Available (6.2.1). */
function mustReturn(state: GameState, faction: 'french' | 'indians', space: SpaceId): boolean {
  if (canPaySupply(state, faction)) return false;
  return (faction === 'french' ? frenchSupplyDestinations(state, space) : indianSupplyDestinations(state, space)).length === 0;
}

/** The reasons of a French or Indian supply decision (6.2.1). */
function explainMoveOrPay(state: GameState, faction: 'french' | 'indians', frameSpace: SpaceId, action: Action): Reason | null {
  if (action.type !== 'supply') return null;
  const wrong = whyNotSupplySpace(faction, frameSpace, action.space);
  if (wrong !== null) return wrong;
  if (action.piece !== undefined) return because(RULE, `the ${FACTION_NAME[faction]} decide for all their ${UNITS_TEXT[faction]} in ${spaceName(frameSpace)} at once: the action names no piece`);
  if (action.option !== undefined) {
    if (action.option !== 'pay') return notASupplyChoice(faction, action.option, `pay 1 Resource (option 'pay') or move the units (to the destination)`);
    return whyCannotPaySupply(state, faction);
  }
  if (action.to === 'available') {
    if (mustReturn(state, faction, frameSpace)) return null;
    const can = canPaySupply(state, faction) ? `they have ${resourcesText(state.resources[faction])} to pay` : 'they can move them';
    return because(RULE, `the ${UNITS_TEXT[faction]} go to Available only when the ${FACTION_NAME[faction]} can neither pay nor move them, and ${can}`);
  }
  if (action.to !== undefined) return whyNotSupplyMove(state, faction, frameSpace, action.to);
  return null;
}

/** Whether the British may, instead of paying, move the space's marker a step toward Active Opposition (6.2.1). */
function canShiftTowardOpposition(state: GameState, space: SpaceId): boolean {
  return shiftsToward(state, space, ACTIVE_OPPOSITION) > 0;
}

/** Moves every piece of the given kinds from one space to another. */
function moveAll(draft: Draft<GameState>, from: SpaceId, to: SpaceId, kinds: readonly SpacePiece[]): string[] {
  const moved: string[] = [];
  for (const k of kinds) {
    const n = piecesAt(draft, from)[k];
    if (n > 0) {
      movePieces(draft, from, to, k, n);
      moved.push(piecesText(n, k));
    }
  }
  return moved;
}

/** Removes every piece of the given kinds from a space to Available. */
function removeAll(draft: Draft<GameState>, space: SpaceId, kinds: readonly SpacePiece[]): string[] {
  const removed: string[] = [];
  for (const k of kinds) {
    const n = piecesAt(draft, space)[k];
    if (n > 0) {
      removeToPool(draft, space, k, n);
      removed.push(piecesText(n, k));
    }
  }
  return removed;
}

function payOne(draft: Draft<GameState>, faction: Faction, space: SpaceId): void {
  addResources(draft, faction, -1);
  log(draft, `${FACTION_NAME[faction]} pay 1 Resource for supply in ${spaceName(space)}`, '6.2.1', faction);
}

/** The units each Faction checks for supply, in words (6.2.1). */
const UNITS_TEXT: Readonly<Record<Faction, string>> = {
  british: 'British cubes',
  patriots: 'Patriot units',
  french: 'French Regulars',
  indians: 'War Parties',
};

/**
 * For saves from elsewhere (6.2.1): what a Faction's supply decision at `at` must agree with — the
 * Supply Phase under it is checking that Faction and has just reached the decision's space (the
 * spaces go in canonical order), and the Faction's units there are out of supply. Pure.
 */
function supplyDecisionProblems(state: GameState, faction: Faction, space: SpaceId, at: number): string[] {
  const out: string[] = [];
  const phase = state.stack[at - 1] as SupplyFrame;
  if (phase.faction !== faction)
    out.push(`kind: the Supply Phase under it is checking the ${FACTION_NAME[phase.faction]}, not the ${FACTION_NAME[faction]} (6.2.1)`);
  else if (SPACE_IDS[phase.next - 1] !== space)
    out.push(
      `space: the Supply Phase under it has ${phase.next === 0 ? 'not reached any space yet' : `reached ${spaceName(SPACE_IDS[phase.next - 1])}`}, not ${spaceName(space)} (6.2.1)`,
    );
  if (supplyUnits(state, faction, space) === 0 || isInSupply(state, faction, space))
    out.push(`space: no ${UNITS_TEXT[faction]} are out of supply in ${spaceName(space)} (6.2.1)`);
  return out;
}

// ---------------------------------------------------------------------------------------------
// The phase driver

/** The Supply Phase (automatic driver): finds the next out-of-supply space and hands it to its owner. */
export interface SupplyFrame extends Frame {
  kind: 'supply';
  faction: Faction;
  /** Index in SPACE_IDS of the next space to check for this Faction. */
  next: number;
  /** Whether the Indians' "no Village on the map" check is done. */
  villageChecked: boolean;
}

/** A fresh Supply Phase frame. */
export function supplyFrame(): SupplyFrame {
  return { kind: 'supply', faction: 'british', next: 0, villageChecked: false };
}

const DECISION_KIND: Readonly<Record<Faction, string>> = {
  british: 'supplyBritish',
  patriots: 'supplyPatriots',
  french: 'supplyFrench',
  indians: 'supplyIndians',
};

/** 6.2.1 driver. */
export const supplyStep = defineStep<SupplyFrame>({
  kind: 'supply',
  rule: '6.2.1',
  run(draft, frame) {
    for (;;) {
      const faction = frame.faction;
      if (faction === 'indians' && !frame.villageChecked) {
        frame.villageChecked = true;
        if (villagesOnMap(draft) === 0) {
          if (supplyVillageSpaces(draft).length > 0) {
            pushFrame(draft, { kind: 'supplyVillage' });
            return;
          }
          log(draft, 'No Village is on the map and no Indian Reserve Province has room for one', '6.2.1', 'indians');
        }
      }
      let found: SpaceId | null = null;
      const held = indexedSupplySpaces(draft, faction);
      for (let i = frame.next; i < SPACE_IDS.length; i++) {
        if (held !== -1 && (held & (1 << i)) === 0) continue;
        const id = SPACE_IDS[i];
        if (supplyUnits(draft, faction, id) > 0 && !isInSupply(draft, faction, id)) {
          found = id;
          frame.next = i + 1;
          break;
        }
      }
      if (found === null) {
        const i = SUPPLY_ORDER.indexOf(faction);
        if (i === SUPPLY_ORDER.length - 1) {
          popFrame(draft);
          return;
        }
        frame.faction = SUPPLY_ORDER[i + 1];
        frame.next = 0;
        continue;
      }
      if (faction === 'patriots' && Math.floor(supplyUnits(draft, faction, found) / 2) === 0) {
        // One unit alone: removing "one for every two" removes none, so there is nothing to decide.
        log(draft, `Patriots out of supply in ${spaceName(found)}: one unit there, none to remove`, '6.2.1', 'patriots');
        continue;
      }
      pushFrame(draft, { kind: DECISION_KIND[faction], space: found });
      return;
    }
  },
  /** 6.2.1: the Village check opens the Indians' turn, so it is done exactly when the Indians check; the Round resumes after Supply (6.0). */
  validate(state, frame, at) {
    const out: string[] = [];
    const phase = roundPhaseProblem(state, at, 'westIndiesBattle', 'kind', 'the Supply Phase');
    if (phase !== null) out.push(phase);
    if (frame.villageChecked !== (frame.faction === 'indians'))
      out.push(
        `villageChecked: the Indians' Village check (6.2.1) is ${frame.villageChecked ? 'done' : 'not done'} while the ${FACTION_NAME[frame.faction]} check supply; it opens the Indians' turn`,
      );
    return out;
  },
});

// ---------------------------------------------------------------------------------------------
// British

/** The British decide for one space of out-of-supply cubes. */
export interface SupplyBritishFrame extends Frame {
  kind: 'supplyBritish';
  space: SpaceId;
}

/** British supply (6.2.1): pay one Resource, remove the cubes to Available, or shift toward Active Opposition. */
export const supplyBritishStep = defineStep<SupplyBritishFrame>({
  kind: 'supplyBritish',
  rule: '6.2.1',
  decider: () => 'british',
  prompt: (_state, frame) =>
    `British cubes in ${spaceName(frame.space)} are out of supply: the British pay 1 Resource, send the cubes to Available, ` +
    `or move the space a step toward Active Opposition (when neither paying nor shifting is possible, the cubes go to Available)`,
  options(state, frame): Action[] {
    const space = frame.space;
    const out: Action[] = [];
    if (canPaySupply(state, 'british')) out.push({ faction: 'british', type: 'supply', space, option: 'pay' });
    out.push({ faction: 'british', type: 'supply', space, to: 'available' });
    if (canShiftTowardOpposition(state, space)) out.push({ faction: 'british', type: 'supply', space, option: 'shift' });
    return out;
  },
  /** 6.2.1: the space at hand; pay, shift or remove (never move) the cubes. */
  explain(state, frame, action) {
    if (action.type !== 'supply') return null;
    const wrong = whyNotSupplySpace('british', frame.space, action.space);
    if (wrong !== null) return wrong;
    if (action.piece !== undefined) return because(RULE, `the British decide for all their cubes in ${spaceName(frame.space)} at once: the action names no piece`);
    if (action.to !== undefined && action.to !== 'available')
      return because(RULE, `out-of-supply British cubes do not move: they are paid for, the space shifts, or they go to Available (to 'available'), not to ${spaceName(action.to)}`);
    switch (action.option) {
      case undefined:
        return null;
      case 'pay':
        return whyCannotPaySupply(state, 'british');
      case 'shift':
        return whyNoSupplyShift(state, frame.space);
      default:
        return notASupplyChoice('british', action.option, `pay 1 Resource (option 'pay'), shift the space toward Active Opposition (option 'shift') or send the cubes to Available (to 'available')`);
    }
  },
  handleReadsFrame: true,
  handle(draft, frame, action) {
    const space = frame.space;
    popFrame(draft);
    if (action.option === 'pay') {
      payOne(draft, 'british', space);
      return;
    }
    if (action.option === 'shift') {
      shiftToward(draft, space, ACTIVE_OPPOSITION, 1);
      log(draft, `British out of supply in ${spaceName(space)}: the space shifts one level toward Active Opposition`, '6.2.1', 'british');
      return;
    }
    const removed = removeAll(draft, space, SUPPLY_KINDS.british);
    log(draft, `British out of supply in ${spaceName(space)}: ${removed.join(' and ')} removed to Available`, '6.2.1', 'british');
    checkLeaders(draft);
  },
  /** 6.2.1: the space is the British one the Supply Phase has reached, with cubes out of supply. */
  validate: (state, frame, at) => supplyDecisionProblems(state, 'british', frame.space, at),
});

// ---------------------------------------------------------------------------------------------
// Patriots

/** The Patriots decide for one space of out-of-supply units; removals are picked one kind at a time. */
export interface SupplyPatriotsFrame extends Frame {
  kind: 'supplyPatriots';
  space: SpaceId;
  /** Units still to remove once removal was chosen; absent before the first pick. */
  toRemove?: number;
  /** Index in SPACE_PIECES of the last kind removed (picks go in non-decreasing order). */
  lastKind?: number;
}

/** Patriot supply (6.2.1): pay one Resource, or remove one for every two Patriot units there (rounding down). */
export const supplyPatriotsStep = defineStep<SupplyPatriotsFrame>({
  kind: 'supplyPatriots',
  rule: '6.2.1',
  decider: () => 'patriots',
  prompt: (state, frame) =>
    frame.toRemove === undefined
      ? `Patriot units in ${spaceName(frame.space)} are out of supply: the Patriots pay 1 Resource or send half of ` +
        `their units there (rounded down: ${Math.floor(supplyUnits(state, 'patriots', frame.space) / 2)}) to Available`
      : `Out of supply in ${spaceName(frame.space)}: the Patriots remove ${frame.toRemove} more unit${frame.toRemove === 1 ? '' : 's'} to Available`,
  options(state, frame): Action[] {
    const space = frame.space;
    const out: Action[] = [];
    if (frame.toRemove === undefined && canPaySupply(state, 'patriots')) out.push({ faction: 'patriots', type: 'supply', space, option: 'pay' });
    for (const piece of SUPPLY_KINDS.patriots) if (patriotRemovalBar(state, frame, piece) === null) out.push({ faction: 'patriots', type: 'supply', space, piece, to: 'available' });
    return out;
  },
  /** 6.2.1: the space at hand; pay before any removal; removals of Patriot units to Available, in kind order. */
  explain(state, frame, action) {
    if (action.type !== 'supply') return null;
    const wrong = whyNotSupplySpace('patriots', frame.space, action.space);
    if (wrong !== null) return wrong;
    if (action.to !== undefined && action.to !== 'available')
      return because(RULE, `out-of-supply Patriot units do not move: they are paid for or removed to Available (to 'available'), not to ${spaceName(action.to)}`);
    if (action.option !== undefined) {
      if (action.option !== 'pay') return notASupplyChoice('patriots', action.option, `pay 1 Resource (option 'pay') or remove one unit in two to Available (a piece, to 'available')`);
      if (frame.toRemove !== undefined) return because(RULE, `the Patriots have begun removing units in ${spaceName(frame.space)}: paying is no longer a choice`);
      return whyCannotPaySupply(state, 'patriots');
    }
    if (action.piece !== undefined) return whyNotRemoveForSupply(state, frame, action.piece);
    return null;
  },
  handle(draft, frame, action) {
    const space = frame.space;
    if (action.option === 'pay') {
      popFrame(draft);
      payOne(draft, 'patriots', space);
      return;
    }
    const piece = action.piece as SpacePiece;
    if (frame.toRemove === undefined) frame.toRemove = Math.floor(supplyUnits(draft, 'patriots', space) / 2);
    removeToPool(draft, space, piece, 1);
    frame.toRemove -= 1;
    frame.lastKind = SPACE_PIECES.indexOf(piece);
    log(draft, () => `Patriots out of supply in ${spaceName(space)}: ${piecesText(1, piece)} removed to Available`, '6.2.1', 'patriots');
    if (frame.toRemove === 0) {
      popFrame(draft);
      checkLeaders(draft);
    }
  },
  /**
   * 6.2.1: the space is the Patriot one the Supply Phase has reached, with units out of supply; one
   * unit in every two is removed (rounding down), so at least two are there before the first removal,
   * and the units left are at least twice the removals left (at least one: the frame ends at none);
   * the removals go on in kind order from the last kind removed, which must still hold them all.
   */
  validate(state, frame, at) {
    const out = supplyDecisionProblems(state, 'patriots', frame.space, at);
    if (out.length > 0) return out;
    const space = frame.space;
    const units = supplyUnits(state, 'patriots', space);
    const left = frame.toRemove ?? Math.floor(units / 2);
    if (frame.toRemove === undefined && left === 0)
      return [`space: ${spaceName(space)} holds a single Patriot unit out of supply, and one in every two is removed: nothing to decide (6.2.1)`];
    if (left === 0) return [`toRemove: no Patriot unit is left to remove in ${spaceName(space)}; the removals are over (6.2.1)`];
    if (left * 2 > units) return [`toRemove: ${left} Patriot units still to remove in ${spaceName(space)}, more than one in every two of the ${units} there (6.2.1)`];
    const min = frame.lastKind ?? 0;
    const p = piecesAt(state, space);
    const fromHereOn = SUPPLY_KINDS.patriots.filter((k) => SPACE_PIECES.indexOf(k) >= min).reduce((n, k) => n + p[k], 0);
    if (fromHereOn < left)
      out.push(
        `lastKind: the removals go on from ${KIND_NAME[SPACE_PIECES[min]][1]} in kind order, and ${spaceName(space)} holds ${fromHereOn} such Patriot units for the ${left} still to remove (6.2.1)`,
      );
    return out;
  },
});

/**
 * What bars removing one unit of the kind for Patriot supply now ({@link whyNotRemoveForSupply}), or
 * null: a Patriot unit there, at or after the last kind removed, and with the units of it and the later
 * kinds still covering every removal left. The one test, allocating nothing.
 */
function patriotRemovalBar(state: GameState, frame: SupplyPatriotsFrame, piece: string): 'notUnit' | 'none' | 'order' | 'short' | null {
  const kinds = SUPPLY_KINDS.patriots;
  const i = kinds.indexOf(piece as SpacePiece);
  if (i < 0) return 'notUnit';
  const p = piecesAt(state, frame.space);
  if (p[kinds[i]] === 0) return 'none';
  if (SPACE_PIECES.indexOf(kinds[i]) < (frame.lastKind ?? 0)) return 'order';
  let fromHereOn = 0;
  for (let j = i; j < kinds.length; j++) fromHereOn += p[kinds[j]];
  return fromHereOn < patriotRemovalsLeft(state, frame) ? 'short' : null;
}

/** Patriot units still to remove in the frame's space: half of them (rounded down) before the first removal. */
const patriotRemovalsLeft = (state: GameState, frame: SupplyPatriotsFrame): number => frame.toRemove ?? Math.floor(supplyUnits(state, 'patriots', frame.space) / 2);

/** The Patriot unit kinds in the order removals take them (docs/actions.md). */
const PATRIOT_KINDS_TEXT = 'Continentals, then Underground Militia, then Active Militia';

/** Why the Patriots may not remove one unit of the kind for supply now (6.2.1), or null when they may. Pure. */
export function whyNotRemoveForSupply(state: GameState, frame: SupplyPatriotsFrame, piece: string): Reason | null {
  const bar = patriotRemovalBar(state, frame, piece);
  if (bar === null) return null;
  const where = spaceName(frame.space);
  const name = (KIND_NAME as Record<string, readonly [string, string]>)[piece]?.[1] ?? piece;
  switch (bar) {
    case 'notUnit':
      return because(RULE, `out of supply, the Patriots remove Continentals or Militia, not ${name}`);
    case 'none':
      return because(RULE, `there are no ${name} in ${where} to remove`);
    case 'order':
      return because(RULE, `removals go in kind order (${PATRIOT_KINDS_TEXT}), and ${KIND_NAME[SPACE_PIECES[frame.lastKind!]][1]} were removed already: no ${name} now`);
    case 'short': {
      const kinds = SUPPLY_KINDS.patriots;
      const p = piecesAt(state, frame.space);
      const n = kinds.slice(kinds.indexOf(piece as SpacePiece)).reduce((m, k) => m + p[k], 0);
      const left = patriotRemovalsLeft(state, frame);
      return because(RULE, `removals go in kind order (${PATRIOT_KINDS_TEXT}), and from ${name} on ${where} holds ${n} unit${n === 1 ? '' : 's'} for the ${left} still to remove`);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// French

/** The French decide for one space of out-of-supply Regulars. */
export interface SupplyFrenchFrame extends Frame {
  kind: 'supplyFrench';
  space: SpaceId;
}

/** French supply (6.2.1): move to the nearest space with a Patriot Fort, or pay one Resource; if neither, to Available. */
export const supplyFrenchStep = defineStep<SupplyFrenchFrame>({
  kind: 'supplyFrench',
  rule: '6.2.1',
  decider: () => 'french',
  prompt: (_state, frame) =>
    `French Regulars in ${spaceName(frame.space)} are out of supply: the French pay 1 Resource or move them to the closest space holding a ` +
    `Rebellion Fort; failing both, the Regulars go to Available`,
  options(state, frame): Action[] {
    const space = frame.space;
    const out: Action[] = [];
    if (canPaySupply(state, 'french')) out.push({ faction: 'french', type: 'supply', space, option: 'pay' });
    for (const to of frenchSupplyDestinations(state, space)) out.push({ faction: 'french', type: 'supply', space, to });
    if (mustReturn(state, 'french', space)) out.push({ faction: 'french', type: 'supply', space, to: 'available' });
    return out;
  },
  /** 6.2.1: the space at hand; pay, or move to the nearest Patriot Fort; Available only when neither is possible. */
  explain: (state, frame, action) => explainMoveOrPay(state, 'french', frame.space, action),
  handleReadsFrame: true,
  handle(draft, frame, action) {
    const space = frame.space;
    popFrame(draft);
    if (action.option === 'pay') {
      payOne(draft, 'french', space);
      return;
    }
    const to = action.to!;
    if (to === 'available') {
      const removed = removeAll(draft, space, SUPPLY_KINDS.french);
      log(draft, `French out of supply in ${spaceName(space)}: ${removed.join(', ')} returned to Available`, '6.2.1', 'french');
    } else {
      const moved = moveAll(draft, space, to, SUPPLY_KINDS.french);
      log(draft, `French out of supply in ${spaceName(space)}: ${moved.join(', ')} move to ${spaceName(to)}`, '6.2.1', 'french');
    }
    checkLeaders(draft);
  },
  /** 6.2.1: the space is the French one the Supply Phase has reached, with Regulars out of supply. */
  validate: (state, frame, at) => supplyDecisionProblems(state, 'french', frame.space, at),
});

// ---------------------------------------------------------------------------------------------
// Indians

/** With no Village on the map, the Indians place one in an Indian Reserve Province (6.2.1). */
export interface SupplyVillageFrame extends Frame {
  kind: 'supplyVillage';
}

/** 6.2.1: with no Village left on the map, the Indians put one in an Indian Reserve Province of their choice. */
export const supplyVillageStep = defineStep<SupplyVillageFrame>({
  kind: 'supplyVillage',
  rule: '6.2.1',
  decider: () => 'indians',
  prompt: () => 'No Village is on the map: the Indians place a Village in an Indian Reserve Province of their choice',
  options: (state): Action[] => supplyVillageSpaces(state).map((space) => ({ faction: 'indians', type: 'placeVillage', space })),
  /** 6.2.1, 1.4.2: an Indian Reserve Province with room for the Village. */
  explain: (state, _frame, action) => (action.type === 'placeVillage' && action.space !== undefined ? whyNoSupplyVillageIn(state, action.space) : null),
  handleReadsFrame: true,
  handle(draft, _frame, action) {
    popFrame(draft);
    placeFromPool(draft, 'available', action.space!, 'village');
    log(draft, `No Village on the map: the Indians place a Village in ${spaceName(action.space!)}`, '6.2.1', 'indians');
  },
  /** 6.2.1: the Village is placed as the Indians' check opens, before any of their spaces is checked. */
  validate(state, _frame, at) {
    const phase = state.stack[at - 1] as SupplyFrame;
    if (phase.faction === 'indians' && phase.next === 0) return [];
    return [
      `kind: the Indians place a Village as their supply check opens, but the Supply Phase under it is ${phase.faction === 'indians' ? `past ${spaceName(SPACE_IDS[phase.next - 1])}` : `checking the ${FACTION_NAME[phase.faction]}`} (6.2.1)`,
    ];
  },
});

/** The Indians decide for one space of out-of-supply War Parties. */
export interface SupplyIndiansFrame extends Frame {
  kind: 'supplyIndians';
  space: SpaceId;
}

/** Indian supply (6.2.1): pay one Resource, or move the War Parties to the closest Province holding a Village. */
export const supplyIndiansStep = defineStep<SupplyIndiansFrame>({
  kind: 'supplyIndians',
  rule: '6.2.1',
  decider: () => 'indians',
  prompt: (_state, frame) =>
    `War Parties in ${spaceName(frame.space)} are out of supply: the Indians pay 1 Resource or move the War Parties ` +
    `to the closest Province holding a Village`,
  options(state, frame): Action[] {
    const space = frame.space;
    const out: Action[] = [];
    if (canPaySupply(state, 'indians')) out.push({ faction: 'indians', type: 'supply', space, option: 'pay' });
    for (const to of indianSupplyDestinations(state, space)) out.push({ faction: 'indians', type: 'supply', space, to });
    // Not in the rules: no Resource and no reachable Village (only if no Reserve had room for one).
    if (mustReturn(state, 'indians', space)) out.push({ faction: 'indians', type: 'supply', space, to: 'available' });
    return out;
  },
  /** 6.2.1: the space at hand; pay, or move to the nearest Province with a Village. */
  explain: (state, frame, action) => explainMoveOrPay(state, 'indians', frame.space, action),
  handleReadsFrame: true,
  handle(draft, frame, action) {
    const space = frame.space;
    popFrame(draft);
    if (action.option === 'pay') {
      payOne(draft, 'indians', space);
      return;
    }
    const to = action.to!;
    if (to === 'available') {
      const removed = removeAll(draft, space, SUPPLY_KINDS.indians);
      log(draft, `Indians out of supply in ${spaceName(space)}, no Village to reach: ${removed.join(' and ')} to Available`, '6.2.1', 'indians');
    } else {
      const moved = moveAll(draft, space, to, SUPPLY_KINDS.indians);
      log(draft, `Indians out of supply in ${spaceName(space)}: ${moved.join(' and ')} move to ${spaceName(to)}`, '6.2.1', 'indians');
    }
    checkLeaders(draft);
  },
  /** 6.2.1: the space is the Indian one the Supply Phase has reached, with War Parties out of supply. */
  validate: (state, frame, at) => supplyDecisionProblems(state, 'indians', frame.space, at),
});

