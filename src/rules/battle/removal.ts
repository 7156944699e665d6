/**
 * 3.6.7 Removal: loss values, the removal priorities (alternation), Casualties and CBC/CRC (1.6.4).
 *
 * The priorities leave no choice: the Royalists alternate British Regular, Tory, then remove Active
 * War Parties, then (Defending only) Villages, then Forts; the Rebellion alternates French Regular,
 * Continental, Active Militia, then (Defending only) Forts. Underground units are ignored. Each side
 * removes until the loss values total its Loss Level or more. So removal runs automatically and is
 * logged piece by piece; {@link planRemoval} tells a bot exactly what a Loss Level would remove.
 * @module
 */
import type { Draft } from 'immer';
import type { GameState } from '../../core/state';
import type { Faction, Side, SpaceId, SpacePiece } from '../../data/ids';
import { casualtyPool, casualtyTrack, removeAsCasualties } from '../procedures/casualties';
import type { BattlePieces } from './forceLevel';

/** Loss value of each piece kind (3.6.7 Loss Value Table): Regulars, Continentals and Forts two, all others one. */
export const LOSS_VALUE: Readonly<Record<SpacePiece, number>> = Object.freeze({
  britishRegular: 2,
  tory: 1,
  britishFort: 2,
  continental: 2,
  militiaUnderground: 1,
  militiaActive: 1,
  patriotFort: 2,
  frenchRegular: 2,
  warPartyUnderground: 1,
  warPartyActive: 1,
  village: 1,
});

/** Cubes (1.4): Regulars, Tories, Continentals. */
export const isCube = (k: SpacePiece): boolean => k === 'britishRegular' || k === 'tory' || k === 'continental' || k === 'frenchRegular';
/** Forts of either Faction (not Villages). */
export const isFort = (k: SpacePiece): boolean => k === 'britishFort' || k === 'patriotFort';

/** The order in which a side removes its pieces (3.6.7). */
export interface RemovalPriorities {
  /** Kinds removed one each in turn, in this order, skipping exhausted kinds. */
  alternate: SpacePiece[];
  /** Once those are exhausted, kinds removed one after the other. */
  then: SpacePiece[];
}

/**
 * The removal priorities of a side (3.6.7) given the Factions taking part for it and whether it defends.
 * Only pieces of Factions taking part are removed (a partner that did not join loses nothing).
 */
export function removalPriorities(side: Side, defending: boolean, factions: readonly Faction[]): RemovalPriorities {
  if (side === 'royalist') {
    const alternate: SpacePiece[] = factions.includes('british') ? ['britishRegular', 'tory'] : [];
    const then: SpacePiece[] = factions.includes('indians') ? ['warPartyActive'] : [];
    if (defending) {
      if (factions.includes('indians')) then.push('village');
      if (factions.includes('british')) then.push('britishFort');
    }
    return { alternate, then };
  }
  const alternate: SpacePiece[] = [];
  if (factions.includes('french')) alternate.push('frenchRegular');
  if (factions.includes('patriots')) alternate.push('continental', 'militiaActive');
  const then: SpacePiece[] = defending && factions.includes('patriots') ? ['patriotFort'] : [];
  return { alternate, then };
}

/**
 * The pieces a side removes for a Loss Level (3.6.7), in removal order. `commonCause` War Parties
 * (Active, used as Tories, 4.2.1) take the Tories' turn in the alternation once the Tories are gone.
 * None when the Loss Level is 0 or negative. Pure.
 */
export function planRemoval(pieces: BattlePieces, priorities: RemovalPriorities, lossLevel: number, commonCause = 0): SpacePiece[] {
  const rem: Record<string, number> = { ...pieces };
  let cc = Math.min(commonCause, pieces.warPartyActive);
  const out: SpacePiece[] = [];
  let total = 0;
  let next = 0;
  const n = priorities.alternate.length;
  while (total < lossLevel) {
    let pick: SpacePiece | null = null;
    for (let i = 0; i < n && !pick; i++) {
      // The slot's kind, or a Common Cause War Party in the Tories' turn.
      const slot = priorities.alternate[(next + i) % n];
      if (rem[slot] > 0) pick = slot;
      else if (slot === 'tory' && cc > 0 && rem.warPartyActive > 0) {
        cc -= 1;
        pick = 'warPartyActive';
      }
      if (pick) next = (next + i + 1) % n;
    }
    if (!pick) pick = priorities.then.find((k) => rem[k] > 0) ?? null;
    if (!pick) break;
    rem[pick] -= 1;
    out.push(pick);
    total += LOSS_VALUE[pick];
  }
  return out;
}

/** Pieces a side still has that its removal (with these priorities) could take: Underground units never count. Pure. */
export function piecesInBattle(pieces: BattlePieces, priorities: RemovalPriorities): number {
  const kinds = new Set([...priorities.alternate, ...priorities.then]);
  let n = 0;
  for (const k of kinds) n += pieces[k];
  return n;
}

/**
 * The piece kinds that keep a side from being eliminated (3.6.8): every piece of the side's Factions
 * (cubes, Active Militia or War Parties, Forts, Villages), whether or not its Faction fought or could
 * lose it; only Underground Militia and War Parties are left out. Leaders and Blockades are not pieces.
 */
export const SURVIVING_KINDS: Readonly<Record<Side, readonly SpacePiece[]>> = Object.freeze({
  royalist: Object.freeze(['britishRegular', 'tory', 'britishFort', 'warPartyActive', 'village'] as SpacePiece[]),
  rebellion: Object.freeze(['continental', 'frenchRegular', 'militiaActive', 'patriotFort'] as SpacePiece[]),
});

/** Whether the side has no piece left in the space but Underground Militia or War Parties (3.6.8 "eliminated"). Pure. */
export function sideEliminated(pieces: BattlePieces, side: Side): boolean {
  return SURVIVING_KINDS[side].every((k) => pieces[k] === 0);
}

/** What a side's removal did. */
export interface RemovalResult {
  /** Kinds removed, in order. */
  removed: SpacePiece[];
  /** Their loss values. */
  value: number;
  /** Cubes or Forts among them (3.6.8). */
  cubesOrForts: number;
  /** Added to Cumulative British / Rebellion Casualties (1.6.4). */
  cbc: number;
  crc: number;
}

/** Where a removed piece goes (3.6.7, 1.6.4): cubes to Casualties, everything else (Forts included) to Available. */
export function removalPool(kind: SpacePiece): 'casualties' | 'available' {
  return casualtyPool(kind);
}

/**
 * Removes the pieces (3.6.7) as Casualties (1.6.4, procedures/casualties.ts): British Regulars, Tories,
 * French Regulars and Continentals to the Casualties box; Forts count as Casualties (CBC / CRC) but
 * return to Available at once; Militia, War Parties and Villages to Available.
 */
export function applyRemoval(draft: Draft<GameState>, space: SpaceId, removed: readonly SpacePiece[]): RemovalResult {
  const result: RemovalResult = { removed: [...removed], value: 0, cubesOrForts: 0, cbc: 0, crc: 0 };
  for (const kind of removed) {
    removeAsCasualties(draft, space, kind, 1);
    result.value += LOSS_VALUE[kind];
    if (isCube(kind) || isFort(kind)) result.cubesOrForts += 1;
    const track = casualtyTrack(kind);
    if (track) result[track] += 1;
  }
  return result;
}
