/** Space filters the Event cards share ("any City", "a Colony", "an Indian Reserve Province"), and the restrictions of "then … there". @module */
import type { GameState } from '../../../core/state';
import { SPACE_IDS, type Faction, type SpaceId, type SpacePiece } from '../../../data/ids';
import { SPACES } from '../../../data/map';
import type { BattleModifiers, Restriction } from '../../../flow/contracts';
import { spacesOf } from '../instruction';
import type { EventContext } from '../program';
import { piecesAt } from '../../board';

/** A City (1.3.2). */
export const isCity = (s: SpaceId): boolean => SPACES[s].type === 'city';
/** A Colony (1.3.1). */
export const isColony = (s: SpaceId): boolean => SPACES[s].type === 'colony';
/** A map space (the West Indies box is not one). */
export const onMap = (s: SpaceId): boolean => s !== 'WestIndies';

/** Pieces of the kinds listed on the map, the West Indies box left out (1.3.7: a holding box, not the map). */
export function onMapCount(state: GameState, kinds: readonly SpacePiece[]): number {
  let n = 0;
  for (const s of SPACE_IDS) if (onMap(s)) for (const k of kinds) n += piecesAt(state, s)[k];
  return n;
}

/** Whether the Command whose spaces a grant bound to the variable selected any: "… then … there" has a "there". */
export const selectedAny =
  (v: string) =>
  (ctx: EventContext): boolean =>
    spacesOf(ctx, { var: v }).length > 0;

/**
 * The restriction "there" / "in one of those spaces": the granted Command (or Special Activity) acts in
 * one space among those the earlier Command bound to the variable selected, and must act there if it
 * can (5.1: "then Battle there"); with `battle`, the Battle adjustments the text gives.
 */
export const inOneOf =
  (v: string, battle?: BattleModifiers) =>
  (ctx: EventContext): Restriction => {
    const r: Restriction = { spaces: [...spacesOf(ctx, { var: v })], maxSpaces: 1, mustExecuteIn: true };
    if (battle) r.battle = battle;
    return r;
  };

/** An Indian Reserve Province: Quebec, Northwest, Southwest, Florida (1.3.4). */
export const isIndianReserve = (s: SpaceId): boolean => SPACES[s].type === 'reserve';

/** Whether the Faction is on the Royalist side (British, Indians) rather than the Rebellion (1.5.1). */
export const isRoyalist = (f: Faction): boolean => f === 'british' || f === 'indians';

/** "Friendly" Forts and Villages: those of the executing side (glossary, 1.5.2) — British Fort and Village, or Patriot Fort. */
export const friendlyBases = (f: Faction): readonly SpacePiece[] => (isRoyalist(f) ? ['britishFort', 'village'] : ['patriotFort']);

/** "Enemy" Forts and Villages: those of the side opposed to the executing Faction's (1.5.2) — a Patriot Fort, or a British Fort and a Village (#95). */
export const enemyBases = (f: Faction): readonly SpacePiece[] => (isRoyalist(f) ? ['patriotFort'] : ['britishFort', 'village']);

/** "Friendly" Militia, War Parties and cubes: the units of the executing side (glossary, 1.5.2), placed Underground (1.4.3). */
export const friendlyUnits = (f: Faction): readonly SpacePiece[] =>
  isRoyalist(f) ? ['warPartyUnderground', 'britishRegular', 'tory'] : ['militiaUnderground', 'continental', 'frenchRegular'];

/** A Faction's own cubes (1.4): British Regulars and Tories, Continentals, French Regulars; the Indians have none. */
export const cubesOf = (f: Faction): readonly SpacePiece[] =>
  f === 'british' ? ['britishRegular', 'tory'] : f === 'patriots' ? ['continental'] : f === 'french' ? ['frenchRegular'] : [];

/** A Faction's units (1.4): cubes and Militia or War Parties of either side — never Forts or Villages (#88). */
export const unitsOf = (f: Faction): readonly SpacePiece[] =>
  f === 'british'
    ? ['britishRegular', 'tory']
    : f === 'patriots'
      ? ['continental', 'militiaUnderground', 'militiaActive']
      : f === 'french'
        ? ['frenchRegular']
        : ['warPartyUnderground', 'warPartyActive'];

/** All of a Faction's own pieces (1.4): its units and its Forts or Villages (#80). */
export const ownPiecesOf = (f: Faction): readonly SpacePiece[] =>
  f === 'british' ? [...unitsOf(f), 'britishFort'] : f === 'patriots' ? [...unitsOf(f), 'patriotFort'] : f === 'indians' ? [...unitsOf(f), 'village'] : unitsOf(f);

/** How many pieces of the kinds listed stand in the space. */
export const countIn = (state: GameState, space: SpaceId, kinds: readonly SpacePiece[]): number => kinds.reduce((n, k) => n + piecesAt(state, space)[k], 0);
