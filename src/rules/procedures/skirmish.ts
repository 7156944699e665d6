/**
 * The Skirmish strike (4.2.2 British, 4.3.3 Patriots, 4.5.2 French), shared by the Skirmish Special
 * Activity (specialActivities/skirmish.ts), the Indian Scout's closing Skirmish (3.4.3) and Events.
 * A strike is described by a {@link SkirmishStrike}: the striking cube, the target cubes (and Active
 * Militia), the enemy Fort. In one space holding the striker and something to strike, remove:
 * • one target; or
 * • two targets, at the cost of one striking cube; or
 * • only when no target is there: one enemy Fort, at the cost of one striking cube.
 * Removed cubes and Forts are Casualties (1.6.4, procedures/casualties.ts). Clinton (1.10): a British
 * strike takes one more Militia from the space.
 *
 * Which space qualifies beyond pieces (the West Indies, no Battle, Garrison destination or Muster there)
 * is the caller's concern: {@link skirmishOptions} lists what may be removed, {@link executeSkirmish}
 * removes it.
 *
 * A choice is named by the pieces removed, joined by `+` in canonical order (the strike's target order,
 * the striking cube last): `militiaActive`, `continental+militiaActive+britishRegular`,
 * `patriotFort+britishRegular`. Actions carry it as `{ type: 'skirmish', space, option }`.
 *
 * Rulings:
 * - Rebellion cubes are Continentals and French Regulars (Glossary: Regulars and Continentals are cubes).
 * - Removed cubes go to Casualties and count toward Cumulative Casualties (British Regular: CBC;
 *   Continentals, French Regulars: CRC); a removed Patriot Fort counts toward CRC and returns to
 *   Available at once; Active Militia go to Available (1.6.4).
 * - Clinton's additional Militia is any Militia (Active first, else Underground), removed to
 *   Available, after the chosen removal, if any Militia remain; it needs no choice.
 * - A Leader left without pieces of its Faction afterwards is moved per 1.10 (shared step).
 * @module
 */
import type { Draft } from 'immer';
import type { GameState } from '../../core/state';
import type { Faction, SpaceId, SpacePiece } from '../../data/ids';
import { log } from '../../flow/frames';
import { removeToPool, piecesAt, type Pieces } from '../board';
import { checkLeaders } from '../leaders';
import { removeAsCasualties } from './casualties';
import { recordActivityTaking } from '../commands/arrivals';
import { piecesText, spaceName } from '../../data/text';

/** Rebellion pieces a Skirmish removes one or two of: the cubes and Active Militia (4.2.2), canonical order. */
export const SKIRMISH_TARGETS = ['continental', 'militiaActive', 'frenchRegular'] as const satisfies readonly SpacePiece[];

/** Royalist pieces the Patriot and French Skirmish remove one or two of: British cubes (4.3.3, 4.5.2). */
const BRITISH_CUBES = ['britishRegular', 'tory'] as const satisfies readonly SpacePiece[];

/** Who strikes with which cube at which pieces: the British (4.2.2), Patriot (4.3.3) and French (4.5.2) Skirmish. */
export interface SkirmishStrike {
  /** The striking cube, one of which is lost in the two-target and Fort options. */
  readonly striker: SpacePiece;
  /** Targets, canonical order. */
  readonly targets: readonly SpacePiece[];
  /** The enemy Fort, removable only with no target present. */
  readonly fort: SpacePiece;
  readonly rule: string;
  /** How the account names it ("Skirmish", "French Skirmish"). */
  readonly label: string;
}

/** The British Skirmish (4.2.2), also the Scout's (3.4.3). */
export const BRITISH_STRIKE: SkirmishStrike = Object.freeze({
  striker: 'britishRegular',
  targets: SKIRMISH_TARGETS,
  fort: 'patriotFort',
  rule: '4.2.2',
  label: 'Skirmish',
});

/** The Patriots' Skirmish (4.3.3): Continentals against British cubes, or a British Fort. */
export const PATRIOTS_STRIKE: SkirmishStrike = Object.freeze({
  striker: 'continental',
  targets: BRITISH_CUBES,
  fort: 'britishFort',
  rule: '4.3.3',
  label: 'Patriots Skirmish',
});

/** The French Skirmish (4.5.2): French Regulars against British cubes, or a British Fort. */
export const FRENCH_STRIKE: SkirmishStrike = Object.freeze({
  striker: 'frenchRegular',
  targets: BRITISH_CUBES,
  fort: 'britishFort',
  rule: '4.5.2',
  label: 'French Skirmish',
});

/**
 * Every Skirmish choice in the space now, canonical order; empty when no Skirmish is possible: one
 * target, two targets and one striking cube, or (no target there) the enemy Fort and one striking cube. Pure.
 */
export function skirmishOptions(state: GameState, space: SpaceId, strike: SkirmishStrike = BRITISH_STRIKE): string[] {
  const p = piecesAt(state, space);
  if (p[strike.striker] === 0) return [];
  const present = strike.targets.filter((k) => p[k] > 0);
  const out: string[] = [...present];
  for (let i = 0; i < present.length; i++)
    for (let j = i; j < present.length; j++) {
      if (i === j && p[present[i]] < 2) continue;
      out.push(`${present[i]}+${present[j]}+${strike.striker}`);
    }
  if (present.length === 0 && p[strike.fort] > 0) out.push(`${strike.fort}+${strike.striker}`);
  return out;
}

/** Whether a Skirmish can remove anything in the space (British Regulars and removable Rebellion pieces, 4.2.2). Pure. */
export function canSkirmish(state: GameState, space: SpaceId): boolean {
  return skirmishPossible(state, space, BRITISH_STRIKE);
}

/** `skirmishOptions(state, space, strike).length > 0` without building them: the striker, and a target or else the enemy Fort. Pure. */
export function skirmishPossible(state: GameState, space: SpaceId, strike: SkirmishStrike): boolean {
  const p = piecesAt(state, space);
  return p[strike.striker] !== 0 && strikeHasTarget(p, strike);
}

/** Whether a space's pieces (read once by the caller) hold something the strike can remove: a target, or else the enemy Fort. Pure. */
export function strikeHasTarget(p: Pieces, strike: SkirmishStrike): boolean {
  const targets = strike.targets;
  for (let i = 0; i < targets.length; i++) if (p[targets[i]] > 0) return true;
  return p[strike.fort] > 0;
}

/**
 * Executes a Skirmish choice from {@link skirmishOptions} in the space, with Clinton's extra Militia
 * when the British strike (1.10), logs it as done by `by`, and applies 1.10 to any Leader left alone
 * (pushing that decision: call it last in a handler).
 */
export function executeSkirmish(draft: Draft<GameState>, space: SpaceId, option: string, by: Faction, strike: SkirmishStrike = BRITISH_STRIKE): void {
  const removed = option.split('+') as SpacePiece[];
  // The striker lost may be one that marched in during the Command or not: its record keeps both (3.3.2).
  if (removed.includes(strike.striker)) recordActivityTaking(draft, space, { take: strike.striker, n: 1, into: strike.striker, lost: 1 });
  for (const piece of removed) removeAsCasualties(draft, space, piece, 1);
  log(
    draft,
    () => {
      const kinds = removed.filter((k, i) => removed.indexOf(k) === i && k !== strike.striker);
      const enemy = kinds.map((k) => piecesText(removed.filter((x) => x === k).length, k));
      const own = removed.includes(strike.striker) ? ` at the cost of ${piecesText(1, strike.striker)}` : '';
      return `${strike.label} in ${spaceName(space)}: ${enemy.join(' and ')} removed${own}`;
    },
    strike.rule,
    by,
  );
  const p = piecesAt(draft, space);
  const b = draft.leaders.british;
  if (strike.striker === 'britishRegular' && b.leader === 'Clinton' && b.at === space && p.militiaActive + p.militiaUnderground > 0) {
    const kind: SpacePiece = p.militiaActive > 0 ? 'militiaActive' : 'militiaUnderground';
    removeToPool(draft, space, kind, 1);
    log(draft, () => `Clinton: the Skirmish removes 1 additional Militia (${piecesText(1, kind)}) in ${spaceName(space)}`, '1.10, 4.2.2', 'british');
  }
  checkLeaders(draft);
}
