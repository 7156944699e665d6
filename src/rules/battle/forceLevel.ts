/**
 * Who takes part in a Battle (3.6.1, 3.6.2), Force Levels (3.6.3), the number of dice (3.6.4) and
 * the Loss Level modifiers (3.6.5, 3.6.6) — read-only queries. A bot can ask them for a hypothetical
 * Battle (with or without the partner Faction, with Common Cause, after some Activations) without
 * starting one; the Battle procedure uses exactly the same functions.
 * @module
 */
import { because, type Reason } from '../../core/reason';
import { FACTION_ADJECTIVE, FACTION_NAME, spaceName } from '../../data/text';
import type { GameState } from '../../core/state';
import { copyWith } from '../../core/pathCopy';
import type { Faction, Side, SpaceId, SpacePiece } from '../../data/ids';
import { SPACES, isCity, isReserve } from '../../data/map';
import { countBritish, countIndians, countPatriots, countWarParties, indexedFactionSpaces, piecesAt, markersIn } from '../board';
import type { BattleModifiers } from '../../flow/contracts';

/** The Factions that can execute a Battle Command (Indians cannot, 3.6.1). */
export type BattleFaction = 'british' | 'patriots' | 'french';

/** Pieces of a space, by kind. */
export type BattlePieces = Readonly<Record<SpacePiece, number>>;

/** Options of a (possibly hypothetical) Battle. */
export interface BattleOptions {
  /**
   * Rebellion attacks only: whether the partner Faction's pieces and Leader take part — the French in
   * a Patriot Battle, the Patriots in a French Battle (3.3.3, 3.5.5: the partner pays, or Rochambeau,
   * or a free Battle). Ignored for British attacks: the Indians join whenever a War Party is in the
   * space (3.6.1). Default false.
   */
  partner?: boolean;
  /** British attacks only: War Parties used as Tories by Common Cause (4.2.1); they are Active. Default 0. */
  commonCause?: number;
  /**
   * Hypothetical Activations (3.6.3): Underground Militia / War Parties of the attacking and of the
   * defending side flipped to Active before counting. Default none (the pieces as they are).
   */
  activate?: { attacker?: number; defender?: number };
  /**
   * Adjustments an Event grants to the Battles of a free Battle Command ("+2 Force Level", "+2 to
   * Defender's Loss Level"): added to the Force Levels (3.6.3) and the Loss Levels (3.6.5, 3.6.6).
   * Default none.
   */
  modifiers?: BattleModifiers;
}

/** The side of a Faction (1.5.1). */
export const sideOfFaction = (f: Faction): Side => (f === 'british' || f === 'indians' ? 'royalist' : 'rebellion');

/** The other side. */
export const enemySide = (s: Side): Side => (s === 'royalist' ? 'rebellion' : 'royalist');

/** The Factions of a side, canonical order. */
export const SIDE_FACTIONS: Readonly<Record<Side, readonly Faction[]>> = Object.freeze({
  royalist: Object.freeze(['british', 'indians'] as Faction[]),
  rebellion: Object.freeze(['patriots', 'french'] as Faction[]),
});

/** The Underground kind a side may Activate in Battle (3.6.3): War Parties for the Royalists, Militia for the Rebellion. */
export const UNDERGROUND_KIND: Readonly<Record<Side, 'warPartyUnderground' | 'militiaUnderground'>> = Object.freeze({
  royalist: 'warPartyUnderground',
  rebellion: 'militiaUnderground',
});

/** The Active kind of a side's half-counted units. */
export const ACTIVE_KIND: Readonly<Record<Side, 'warPartyActive' | 'militiaActive'>> = Object.freeze({
  royalist: 'warPartyActive',
  rebellion: 'militiaActive',
});

/** Whether the Faction could select the space for a Battle Command by its pieces (3.2.4, 3.3.3, 3.5.5). Costs and the Treaty are not checked here. */
export function hasBattlePieces(state: GameState, space: SpaceId, faction: BattleFaction): boolean {
  return battlePiecesLack(piecesAt(state, space), faction) === null;
}

/**
 * The spaces where {@link hasBattlePieces} holds, as a set (bit i: the space at position i of
 * SPACE_IDS) when the board is indexed, else −1 (ask each space). Pure.
 */
export function indexedBattleSpaces(state: GameState, faction: BattleFaction): number {
  const own = indexedFactionSpaces(state, faction);
  if (own === -1) return -1;
  if (faction === 'british') return own & (indexedFactionSpaces(state, 'patriots') | indexedFactionSpaces(state, 'french'));
  return own & (indexedFactionSpaces(state, 'british') | indexedFactionSpaces(state, 'indians'));
}

/** What the Faction lacks to Battle among a space's pieces: its own pieces, an enemy, or nothing (null). The one test behind {@link hasBattlePieces} and {@link whyNoBattlePieces}; allocates nothing. */
function battlePiecesLack(p: BattlePieces, faction: BattleFaction): 'own' | 'enemy' | null {
  const own = faction === 'british' ? countBritish(p) : faction === 'patriots' ? countPatriots(p) : p.frenchRegular;
  if (own === 0) return 'own';
  const enemy = faction === 'british' ? p.continental + p.militiaUnderground + p.militiaActive + p.patriotFort + p.frenchRegular : countBritish(p) + countIndians(p);
  return enemy === 0 ? 'enemy' : null;
}

/** Why the Faction cannot Battle in the space for want of pieces ({@link hasBattlePieces}: its own pieces and an enemy there, 3.6), or null. */
export function whyNoBattlePieces(state: GameState, space: SpaceId, faction: BattleFaction): Reason | null {
  const lack = battlePiecesLack(piecesAt(state, space), faction);
  if (lack === null) return null;
  const rule = BATTLE_RULE[faction];
  if (lack === 'own') return because(rule, `the ${FACTION_NAME[faction]} have no ${faction === 'french' ? 'French Regulars' : 'pieces'} in ${spaceName(space)} to Battle with`);
  return because(rule, `there is no enemy in ${spaceName(space)}: a ${FACTION_ADJECTIVE[faction]} Battle needs ${faction === 'british' ? 'Rebellion pieces (Continentals, Militia, French Regulars or a Patriot Fort)' : 'Royalist pieces (British or Indian)'} there`);
}

/** The rule section of each Faction's Battle Command. */
export const BATTLE_RULE: Readonly<Record<BattleFaction, string>> = Object.freeze({ british: '3.2.4', patriots: '3.3.3', french: '3.5.5' });

/** Whether the partner Faction has pieces in the space that could join a Rebellion attack (3.3.3, 3.5.5). */
export function partnerPresent(state: GameState, space: SpaceId, attacker: BattleFaction): boolean {
  const p = piecesAt(state, space);
  if (attacker === 'patriots') return p.frenchRegular > 0;
  if (attacker === 'french') return countPatriots(p) > 0;
  return false;
}

/** Whether Rochambeau lets the French join this Patriot Battle at no cost (1.10 Leader Capabilities). */
export function rochambeauJoinsFree(state: GameState, space: SpaceId, attacker: BattleFaction): boolean {
  const l = state.leaders.french;
  return attacker === 'patriots' && l.leader === 'Rochambeau' && l.at === space;
}

/**
 * The Factions whose pieces and Leaders fight on the attacking side (3.6.1): the executing Faction,
 * plus the Indians when the British attack and a War Party is in the space, plus the partner when it
 * takes part in a Rebellion attack.
 */
export function attackingFactions(state: GameState, space: SpaceId, attacker: BattleFaction, partner = false): Faction[] {
  if (attacker === 'british') return countWarParties(piecesAt(state, space)) > 0 ? ['british', 'indians'] : ['british'];
  if (!partner) return [attacker];
  return attacker === 'patriots' ? ['patriots', 'french'] : ['french', 'patriots'];
}

/** The Factions of the defending side (3.6.2: every Faction of the enemy side; all Leaders apply, 3.6.1). */
export function defendingFactions(attacker: BattleFaction): readonly Faction[] {
  return SIDE_FACTIONS[enemySide(sideOfFaction(attacker))];
}

/**
 * Who makes the defending side's choices (3.6.1): the British or the Patriots for the combined side;
 * the French or the Indians when only their pieces defend.
 */
export function defenderDecider(state: GameState, space: SpaceId, attacker: BattleFaction): Faction {
  const p = piecesAt(state, space);
  if (sideOfFaction(attacker) === 'rebellion') return countBritish(p) > 0 || countIndians(p) === 0 ? 'british' : 'indians';
  return countPatriots(p) > 0 || p.frenchRegular === 0 ? 'patriots' : 'french';
}

/** Underground units the attacking side may Activate (3.6.3): War Parties when the British attack, Militia when the Patriots take part. */
export function attackerUnderground(pieces: BattlePieces, attacker: BattleFaction, partner = false): number {
  if (attacker === 'british') return pieces.warPartyUnderground;
  if (attacker === 'patriots' || partner) return pieces.militiaUnderground;
  return 0;
}

/** Underground units the defending side may Activate (3.6.3). */
export function defenderUnderground(pieces: BattlePieces, attacker: BattleFaction): number {
  return pieces[UNDERGROUND_KIND[enemySide(sideOfFaction(attacker))]];
}

/** The make-up of one side's Force Level (3.6.3). */
export interface ForceLevel {
  /** Cubes that count (Tories capped by Regulars when the British attack; partner cubes capped by own cubes). */
  cubes: number;
  /** Of those, Regulars (British or French; Continentals are not Regulars). */
  regulars: number;
  /** Forts (defending side only). */
  forts: number;
  /** Half the Active Militia / War Parties that take part, rounded down. */
  halfUnits: number;
  /** Added by an Event to this Battle ({@link BattleOptions.modifiers}); absent when none. */
  modifier?: number;
  /** The Force Level: cubes + forts + halfUnits (+ modifier). */
  total: number;
}

function force(cubes: number, regulars: number, forts: number, halfUnits: number): ForceLevel {
  return { cubes, regulars, forts, halfUnits, total: cubes + forts + halfUnits };
}

/** A Force Level with an Event's modifier added (3.6.3), unchanged without one. */
function modified(f: ForceLevel, modifier: number | undefined): ForceLevel {
  return modifier ? { ...f, modifier, total: f.total + modifier } : f;
}

/** The words of an Event's Loss Level modifier in the account ("Event"). */
export const EVENT_MODIFIER_TEXT = 'Event';

/** Attacking Force Level from pieces (3.6.3). */
export function attackerForceOf(pieces: BattlePieces, attacker: BattleFaction, partner = false, commonCause = 0): ForceLevel {
  const p = pieces;
  if (attacker === 'british') {
    const cc = Math.min(commonCause, p.warPartyActive);
    const tories = Math.min(p.tory + cc, p.britishRegular);
    return force(p.britishRegular + tories, p.britishRegular, 0, Math.floor((p.warPartyActive - cc) / 2));
  }
  if (attacker === 'patriots') {
    const french = partner ? Math.min(p.frenchRegular, p.continental) : 0;
    return force(p.continental + french, french, 0, Math.floor(p.militiaActive / 2));
  }
  const continentals = partner ? Math.min(p.continental, p.frenchRegular) : 0;
  return force(p.frenchRegular + continentals, p.frenchRegular, 0, partner ? Math.floor(p.militiaActive / 2) : 0);
}

/** Defending Force Level from pieces (3.6.3): all the side's cubes, its Forts and half its Active Militia or War Parties. */
export function defenderForceOf(pieces: BattlePieces, attacker: BattleFaction): ForceLevel {
  const p = pieces;
  if (sideOfFaction(attacker) === 'rebellion') {
    return force(p.britishRegular + p.tory, p.britishRegular, p.britishFort, Math.floor(p.warPartyActive / 2));
  }
  return force(p.frenchRegular + p.continental, p.frenchRegular, p.patriotFort, Math.floor(p.militiaActive / 2));
}

/** Number of D3 a Force Level rolls (3.6.4): Force Level ÷ 3 rounded down, at most 3; none at 2 or less. */
export function battleDice(forceLevel: number): number {
  return Math.max(0, Math.min(3, Math.floor(forceLevel / 3)));
}

/** One Loss Level modifier that applies. */
export interface LossModifier {
  /** The line of the table, in its words. */
  text: string;
  /** Its value (for Forts: the per-Fort value times the Forts). */
  value: number;
}

/** Everything about a (possibly hypothetical) Battle before the dice (3.6.2–3.6.6). */
export interface BattleForecast {
  space: SpaceId;
  /** The executing Faction. */
  attacker: BattleFaction;
  attackerSide: Side;
  defenderSide: Side;
  /** Factions fighting on the attacking side (3.6.1). */
  attackingFactions: Faction[];
  /** Who makes the defending side's choices (3.6.1). */
  defenderDecider: Faction;
  attack: ForceLevel;
  defense: ForceLevel;
  /** D3 rolled by the Attacker and by the Defender (3.6.4). */
  attackerDice: number;
  defenderDice: number;
  /** 3.6.5: modifiers to the Defender Loss Level (the Attacker's roll). */
  defenderLossModifiers: LossModifier[];
  /** 3.6.6: modifiers to the Attacker Loss Level (the Defender's roll). */
  attackerLossModifiers: LossModifier[];
  /** Sums of the modifiers. */
  defenderLossModifier: number;
  attackerLossModifier: number;
}

function leaderHere(state: GameState, faction: Faction, space: SpaceId): boolean {
  return state.leaders[faction].at === space;
}

/** Whether the Leader of one of `factions` is in the space (an indexed loop: the side lists are frozen, which V8's array methods walk slowly). */
function someLeaderHere(state: GameState, factions: readonly Faction[], space: SpaceId): boolean {
  for (let i = 0; i < factions.length; i++) if (leaderHere(state, factions[i], space)) return true;
  return false;
}

/** The pieces of the space after hypothetical Activations (3.6.3). */
export function piecesAfterActivation(state: GameState, space: SpaceId, attacker: BattleFaction, opts: BattleOptions = {}): BattlePieces {
  const p = copyWith<Record<SpacePiece, number>>(piecesAt(state, space));
  const aSide = sideOfFaction(attacker);
  const a = Math.min(opts.activate?.attacker ?? 0, attackerUnderground(p, attacker, opts.partner));
  p[UNDERGROUND_KIND[aSide]] -= a;
  p[ACTIVE_KIND[aSide]] += a;
  const dSide = enemySide(aSide);
  const d = Math.min(opts.activate?.defender ?? 0, p[UNDERGROUND_KIND[dSide]]);
  p[UNDERGROUND_KIND[dSide]] -= d;
  p[ACTIVE_KIND[dSide]] += d;
  return p;
}

/** Both sides' Force Levels of a (hypothetical) Battle (3.6.3). */
export interface BattleForces {
  attack: ForceLevel;
  defense: ForceLevel;
}

/**
 * The Force Levels of a Battle in `space` executed by `attacker` (3.6.3) — now, or after the
 * hypothetical Activations of `opts`; the same as {@link battleForecast}'s, without its Loss Level
 * modifiers. Pure.
 */
export function battleForces(state: GameState, space: SpaceId, attacker: BattleFaction, opts: BattleOptions = {}): BattleForces {
  const { attack, defense } = forcesIn(state, space, attacker, opts);
  return { attack, defense };
}

/** The Force Levels and the pieces they were counted from (after the Activations of `opts`), and whether the partner takes part. */
function forcesIn(state: GameState, space: SpaceId, attacker: BattleFaction, opts: BattleOptions): BattleForces & { partner: boolean; pieces: BattlePieces } {
  const partner = attacker !== 'british' && opts.partner === true;
  const pieces = piecesAfterActivation(state, space, attacker, { ...opts, partner });
  const mods = opts.modifiers;
  const attack = modified(attackerForceOf(pieces, attacker, partner, opts.commonCause ?? 0), mods?.attackerForce);
  const defense = modified(defenderForceOf(pieces, attacker), mods?.defenderForce);
  return { partner, pieces, attack, defense };
}

/**
 * Force Levels, dice and Loss Level modifiers of a Battle in `space` executed by `attacker` — now, or
 * after the hypothetical Activations of `opts`. Pure.
 */
export function battleForecast(state: GameState, space: SpaceId, attacker: BattleFaction, opts: BattleOptions = {}): BattleForecast {
  const { partner, pieces: p, attack, defense } = forcesIn(state, space, attacker, opts);
  const attackerSide = sideOfFaction(attacker);
  const defenderSide = enemySide(attackerSide);
  const attackers = attackingFactions(state, space, attacker, partner);
  const mods = opts.modifiers ?? {};
  const blockadedCity = isCity(space) && markersIn(state, space, 'blockades') > 0;
  const squadronsInWestIndies = space === 'WestIndies' && markersIn(state, 'WestIndies', 'squadrons') > 0;
  const defenders = defendingFactions(attacker);

  // 3.6.5 Defender Loss Level modifiers.
  const dm: LossModifier[] = [];
  if (attack.cubes > 0 && attack.regulars * 2 >= attack.cubes) dm.push({ text: 'At least half Attacking Cubes are Regulars', value: 1 });
  if (attackerUnderground(p, attacker, partner) > 0) dm.push({ text: 'At least one Attacking side piece Underground', value: 1 });
  const attackingLeader = attackers.some((f) => leaderHere(state, f, space));
  if (attackingLeader) dm.push({ text: 'At least one Attacking Leader', value: 1 });
  if (attackers.includes('french') && state.leaders.french.leader === 'Lauzun' && leaderHere(state, 'french', space))
    dm.push({ text: 'Attacking including French with Lauzun', value: 1 });
  if (attacker === 'british' && blockadedCity) dm.push({ text: 'British Attacking in Blockaded City', value: -1 });
  if (attacker === 'british' && squadronsInWestIndies) dm.push({ text: 'British Attacking in West Indies and at least one Squadron is present', value: -1 });
  if (defense.forts > 0) dm.push({ text: `Per Defending Fort (${defense.forts})`, value: -defense.forts });
  if (defenderSide === 'royalist' && isReserve(space) && countIndians(p) > 0) dm.push({ text: 'Indians Defending in Indian Reserve', value: -1 });
  if (defenderSide === 'rebellion' && state.leaders.patriots.leader === 'Washington' && leaderHere(state, 'patriots', space))
    dm.push({ text: 'Patriots/French Defending with Washington', value: -1 });
  if (mods.defenderLoss) dm.push({ text: EVENT_MODIFIER_TEXT, value: mods.defenderLoss });

  // 3.6.6 Attacker Loss Level modifiers.
  const am: LossModifier[] = [];
  if (defense.cubes > 0 && defense.regulars * 2 >= defense.cubes) am.push({ text: 'At least half Defending Cubes are Regulars', value: 1 });
  if (p[UNDERGROUND_KIND[defenderSide]] > 0) am.push({ text: 'At least one Defending side piece Underground', value: 1 });
  if (someLeaderHere(state, defenders, space)) am.push({ text: 'At least one Defending Leader', value: 1 });
  if (defenderSide === 'royalist' && blockadedCity) am.push({ text: 'British Defending in Blockaded City', value: -1 });
  if (defenderSide === 'royalist' && squadronsInWestIndies) am.push({ text: 'British Defending in West Indies and at least one Squadron is present', value: -1 });
  if (defense.forts > 0) am.push({ text: `Per Defending Fort (${defense.forts})`, value: defense.forts });
  if (mods.attackerLoss) am.push({ text: EVENT_MODIFIER_TEXT, value: mods.attackerLoss });

  return {
    space,
    attacker,
    attackerSide,
    defenderSide,
    attackingFactions: attackers,
    defenderDecider: defenderDecider(state, space, attacker),
    attack,
    defense,
    attackerDice: battleDice(attack.total),
    defenderDice: battleDice(defense.total),
    defenderLossModifiers: dm,
    attackerLossModifiers: am,
    defenderLossModifier: sum(dm),
    attackerLossModifier: sum(am),
  };
}

/** The total of Loss Level modifiers. */
function sum(m: readonly LossModifier[]): number {
  let total = 0;
  for (const x of m) total += x.value;
  return total;
}

/** A side's Force Level in a (hypothetical) Battle (3.6.3). Pure. */
export function forceLevel(state: GameState, space: SpaceId, attacker: BattleFaction, role: 'attacker' | 'defender', opts: BattleOptions = {}): number {
  const f = battleForces(state, space, attacker, opts);
  return role === 'attacker' ? f.attack.total : f.defense.total;
}

/** The modifier to a side's Loss Level (3.6.5 for the Defender, 3.6.6 for the Attacker). Pure. */
export function lossLevelModifier(state: GameState, space: SpaceId, attacker: BattleFaction, losing: 'attacker' | 'defender', opts: BattleOptions = {}): number {
  const f = battleForecast(state, space, attacker, opts);
  return losing === 'defender' ? f.defenderLossModifier : f.attackerLossModifier;
}

/** Expected value of the Loss Levels (mean roll 2 per D3, plus modifiers) — a convenience for bots. Pure. */
export function expectedLossLevels(state: GameState, space: SpaceId, attacker: BattleFaction, opts: BattleOptions = {}): { defender: number; attacker: number } {
  const f = battleForecast(state, space, attacker, opts);
  return { defender: 2 * f.attackerDice + f.defenderLossModifier, attacker: 2 * f.defenderDice + f.attackerLossModifier };
}

/** Whether the space is one where Win the Day can occur (3.6.8: not in the West Indies). */
export const winTheDayPossibleIn = (space: SpaceId): boolean => SPACES[space].type !== 'westIndies';
