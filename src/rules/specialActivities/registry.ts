/**
 * The Special Activity registry (chapter 4): the window offers exactly the Special Activities
 * registered here. Each module supplies its legality query and pushes its own decision frames.
 * @module
 */
import type { Draft } from 'immer';
import type { GameState } from '../../core/state';
import type { ActivityId } from '../../core/action';
import type { Faction } from '../../data/ids';
import type { ActivityContext } from './context';
import { BRITISH_ACTIVITIES } from './british/index';
import { PATRIOTS_ACTIVITIES } from './patriots/index';
import { FRENCH_ACTIVITIES } from './french/index';
import { INDIANS_ACTIVITIES } from './indians/index';

/** A Special Activity module (4.1). */
export interface SpecialActivityModule {
  /** Id used in actions (`{ type: 'specialActivity', activity: id }`). */
  readonly id: ActivityId;
  readonly faction: Faction;
  /** Name as in the rules. */
  readonly name: string;
  /** Rule section. */
  readonly rule: string;
  /** Whether it may accompany the Command (4.1.1; Treaty timing for the French, 4.5). Pure. */
  accompanies(state: GameState, command: string): boolean;
  /** Whether it can be executed now, in at least one way (so no dead end). Pure. */
  canStart(state: GameState, context: ActivityContext): boolean;
  /** Pushes its first frame; when its frames pop, the Special Activity is complete. */
  start(draft: Draft<GameState>, context: ActivityContext): void;
  /**
   * For Special Activities that can make a Command possible when executed first (the 4.1 example:
   * Indians at 0 Resources Trade to pay for their Command): a state at least as favourable to the
   * Faction's Commands as any this Special Activity can produce (the most Resources it can bring, the
   * pieces it can make Available, FNI lowered). Only a quick filter: the engine then confirms by
   * playing the Special Activity through. Pure.
   */
  relax?(state: GameState, context: ActivityContext): GameState;
  /**
   * True when executing it before or during the Command can never leave the Command without a way
   * on, so the engine need not look ahead (a performance hint; the look-ahead is exact either way).
   */
  harmless?(command: string): boolean;
  /**
   * Executed from inside the accompanying Command's own decisions rather than at a window (Common
   * Cause acts within the March or Battle, 4.2.1).
   */
  readonly embedded?: boolean;
}

/** Canonical order of Special Activity ids within a Faction (rulebook order, chapter 4). */
const ORDER = ['commonCause', 'persuasion', 'trade', 'preparerLaGuerre', 'partisans', 'warPath', 'skirmish', 'plunder', 'navalPressure'];
const FACTION_ORDER: readonly Faction[] = ['british', 'patriots', 'french', 'indians'];

/** Every Special Activity, canonical order (British, Patriots, French, Indians; rulebook order within). */
export const SPECIAL_ACTIVITIES: readonly SpecialActivityModule[] = Object.freeze(
  [...BRITISH_ACTIVITIES, ...PATRIOTS_ACTIVITIES, ...FRENCH_ACTIVITIES, ...INDIANS_ACTIVITIES].sort(
    (a, b) => FACTION_ORDER.indexOf(a.faction) - FACTION_ORDER.indexOf(b.faction) || ORDER.indexOf(a.id) - ORDER.indexOf(b.id),
  ),
);

/** The Special Activities of a Faction, canonical order. */
export function activitiesOf(faction: Faction): readonly SpecialActivityModule[] {
  return BY_FACTION.get(faction) ?? [];
}
const BY_FACTION: ReadonlyMap<Faction, readonly SpecialActivityModule[]> = new Map(
  FACTION_ORDER.map((f) => [f, Object.freeze(SPECIAL_ACTIVITIES.filter((a) => a.faction === f))]),
);

/** The module of a Faction's Special Activity, or undefined. */
export function activityModule(faction: Faction, id: string): SpecialActivityModule | undefined {
  return SPECIAL_ACTIVITIES.find((a) => a.faction === faction && a.id === id);
}
