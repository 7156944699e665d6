/**
 * The Battle procedure in one space (3.6.1–3.6.7), then Win the Day (3.6.8, winTheDay.ts).
 *
 * One `battle` frame per space, in phases:
 * 1. `activateAttacker`, `activateDefender` (3.6.3): each side may Activate any of its Underground
 *    War Parties / Militia — a decision of the executing Faction, then of the Faction that makes the
 *    defending side's choices (3.6.1); skipped when the side has no Underground unit it may Activate.
 * 2. `attackerRoll`, `defenderRoll` (3.6.4): the Attacker, then the Defender, rolls Force Level ÷ 3
 *    D3 (at most 3, none at Force Level 2 or less) through {@link requestRolls}, so external dice are
 *    decisions of `chance`.
 * 3. `removal` (3.6.7): both Loss Levels (roll + 3.6.5 / 3.6.6 modifiers), the Attacker's then the
 *    Defender's removal by the priorities, Casualties and CBC/CRC; then Leaders left alone (1.10).
 * 4. `winTheDay` (3.6.8): winner, shifts, spill-over, free Rally, Blockades (pushed as its own frame).
 * @module
 */
import { because } from '../../core/reason';
import type { Draft } from 'immer';
import type { Action } from '../../core/action';
import type { Frame, GameState } from '../../core/state';
import type { Faction, SpaceId, SpacePiece } from '../../data/ids';
import type { BattleModifiers, CommandMode } from '../../flow/contracts';
import { defineStep } from '../../flow/step';
import { accountKept, log, popFrame, pushFrame } from '../../flow/frames';
import { requestRolls, takeRolls, type RollFrame, type RollReceiver } from '../../flow/roll';
import { battleModifiers } from '../../flow/restriction';
import { flipPieces, piecesAt } from '../board';
import { checkLeaders } from '../leaders';
import {
  ACTIVE_KIND,
  EVENT_MODIFIER_TEXT,
  UNDERGROUND_KIND,
  attackerUnderground,
  attackingFactions,
  battleDice,
  battleForces,
  battleForecast,
  hasBattlePieces,
  defenderDecider,
  defenderUnderground,
  enemySide,
  sideOfFaction,
  type BattleFaction,
  type BattleForces,
  type BattleForecast,
  type BattleOptions,
  type ForceLevel,
  type LossModifier,
} from './forceLevel';
import { applyRemoval, planRemoval, removalPriorities, sideEliminated } from './removal';
import { SIDE_NAME, tallyText } from './text';
import { FACTION_NAME, KIND_NAME, piecesText, spaceName } from '../../data/text';
import { startWinTheDay, winTheDayOutcome } from './winTheDay';

/** Phases of a Battle in one space. */
export type BattlePhase = 'activateAttacker' | 'activateDefender' | 'attackerRoll' | 'defenderRoll' | 'removal' | 'winTheDay' | 'end';

/** What one side removed (3.6.7), kept for Win the Day (3.6.8). */
export interface SideLosses {
  /** Kinds removed, in order. */
  removed: SpacePiece[];
  /** Cubes or Forts among them. */
  cubesOrForts: number;
  /** No piece of the side left in the space, Underground Militia and War Parties excluded (3.6.8). */
  eliminated: boolean;
}

/** The Battle in one space (3.6). */
export interface BattleFrame extends RollReceiver {
  kind: 'battle';
  space: SpaceId;
  /** The executing Faction (3.6.2 Attacker). */
  attacker: BattleFaction;
  /** Whether the partner Faction takes part in a Rebellion attack (3.3.3, 3.5.5). */
  partner: boolean;
  /** War Parties used as Tories by Common Cause (4.2.1), set by that Special Activity. */
  commonCause: number;
  /** An Event's adjustments to this Battle (Force Levels 3.6.3, Loss Levels 3.6.5, 3.6.6); absent when none. */
  modifiers?: BattleModifiers;
  /** Factions fighting on the attacking side, fixed when the Battle starts (3.6.1). */
  attackingFactions: Faction[];
  /** The Faction making the defending side's choices (3.6.1). */
  defender: Faction;
  phase: BattlePhase;
  /** Totals of the Attacker's and the Defender's dice (0 when no dice are rolled), once rolled. */
  attackerRoll: number | null;
  defenderRoll: number | null;
  /** Modified Loss Levels (3.6.4), once known. */
  defenderLossLevel: number | null;
  attackerLossLevel: number | null;
  /** Losses of each side, once removed. */
  attackerLosses: SideLosses | null;
  defenderLosses: SideLosses | null;
}

/** How a Battle is started. */
export interface BattleStart {
  space: SpaceId;
  attacker: BattleFaction;
  /** Partner Faction taking part in a Rebellion attack (default false). */
  partner?: boolean;
  /** War Parties used as Tories (default 0). */
  commonCause?: number;
  /** An Event's adjustments to the Battle (a granted Battle Command's `restriction.battle`; default none). */
  modifiers?: BattleModifiers;
}

/**
 * Pushes the Battle procedure for one space (3.6). Costs are the caller's business (the Battle
 * Commands pay per space; Events and 6.2.2 grant free Battles). The procedure runs when the frame is
 * on top; when it pops, the Battle (with Win the Day) is over.
 */
export function startBattle(draft: Draft<GameState>, start: BattleStart): void {
  const { space, attacker } = start;
  const partner = attacker !== 'british' && start.partner === true;
  const frame: BattleFrame = {
    kind: 'battle',
    space,
    attacker,
    partner,
    commonCause: start.commonCause ?? 0,
    attackingFactions: attackingFactions(draft, space, attacker, partner),
    defender: defenderDecider(draft, space, attacker),
    phase: 'activateAttacker',
    attackerRoll: null,
    defenderRoll: null,
    defenderLossLevel: null,
    attackerLossLevel: null,
    attackerLosses: null,
    defenderLosses: null,
  };
  if (start.modifiers && Object.values(start.modifiers).some((v) => v)) frame.modifiers = { ...start.modifiers };
  const with_ = frame.attackingFactions.length > 1 ? ` with the ${FACTION_NAME[frame.attackingFactions[1]]}` : '';
  log(draft, `Battle in ${spaceName(space)}: the ${FACTION_NAME[attacker]}${with_} attack; the ${FACTION_NAME[frame.defender]} make the Defender's choices`, '3.6.1', attacker);
  pushFrame(draft, frame);
}

/** The forecast of the Battle as it stands (after the Activations made so far). */
export function forecastOf(state: GameState, frame: BattleFrame): BattleForecast {
  return battleForecast(state, frame.space, frame.attacker, optionsOf(frame));
}

/** The Force Levels of the Battle as it stands (3.6.3): {@link forecastOf}'s, without the Loss Level modifiers. */
function forcesOf(state: GameState, frame: BattleFrame): BattleForces {
  return battleForces(state, frame.space, frame.attacker, optionsOf(frame));
}

function optionsOf(frame: BattleFrame): BattleOptions {
  const opts: BattleOptions = { partner: frame.partner, commonCause: frame.commonCause };
  if (frame.modifiers) opts.modifiers = frame.modifiers;
  return opts;
}

function activatable(state: GameState, frame: BattleFrame, role: 'attacker' | 'defender'): number {
  const p = piecesAt(state, frame.space);
  return role === 'attacker' ? attackerUnderground(p, frame.attacker, frame.partner) : defenderUnderground(p, frame.attacker);
}

const modifiersText = (m: LossModifier[]): string =>
  m.length === 0 ? 'no modifiers' : m.map((x) => `${x.text} ${x.value > 0 ? '+' : ''}${x.value}`).join(', ');

const signed = (n: number): string => `${n > 0 ? '+' : ''}${n}`;

function forceText(f: ForceLevel): string {
  const parts = [`${f.cubes} cube${f.cubes === 1 ? '' : 's'}`];
  if (f.forts) parts.push(`${f.forts} Fort${f.forts === 1 ? '' : 's'}`);
  if (f.halfUnits) parts.push(`${f.halfUnits} for half the Active units`);
  const event = f.modifier ? `; ${signed(f.modifier)} Force Level (${EVENT_MODIFIER_TEXT})` : '';
  return `Force Level ${f.total} (${parts.join(' + ')}${event})`;
}

function roleOfPhase(phase: BattlePhase): 'attacker' | 'defender' {
  return phase === 'activateAttacker' ? 'attacker' : 'defender';
}

function sideKinds(frame: BattleFrame, role: 'attacker' | 'defender'): { under: SpacePiece; active: SpacePiece } {
  const side = role === 'attacker' ? sideOfFaction(frame.attacker) : enemySide(sideOfFaction(frame.attacker));
  return { under: UNDERGROUND_KIND[side], active: ACTIVE_KIND[side] };
}

/** The Battle step (3.6.1–3.6.7). */
export const battleStep = defineStep<BattleFrame>({
  kind: 'battle',
  rule: '3.6',
  isDecision(state, frame) {
    if (frame.phase !== 'activateAttacker' && frame.phase !== 'activateDefender') return false;
    return activatable(state, frame, roleOfPhase(frame.phase)) > 0;
  },
  decider: (_state, frame) => (frame.phase === 'activateAttacker' ? frame.attacker : frame.defender),
  prompt(state, frame) {
    const role = roleOfPhase(frame.phase);
    const n = activatable(state, frame, role);
    const who = role === 'attacker' ? `${FACTION_NAME[frame.attacker]} (Attacker)` : `${FACTION_NAME[frame.defender]} (Defender)`;
    return `Battle in ${spaceName(frame.space)}: ${who}, choose how many of the ${piecesText(n, sideKinds(frame, role).under)} to Activate (3.6.3)`;
  },
  explain(state, frame, action) {
    if (action.type !== 'activate') return null;
    const role = roleOfPhase(frame.phase);
    const n = activatable(state, frame, role);
    const piece = sideKinds(frame, role).under;
    if (action.space !== frame.space) return because('3.6.3', `the Battle is in ${spaceName(frame.space)}: Activation takes place there, not in ${spaceName(action.space!)}`);
    if (action.piece !== piece) return because('3.6.3', `the ${role === 'attacker' ? 'Attacker' : 'Defender'} may Activate ${KIND_NAME[piece][1]} here, not ${KIND_NAME[action.piece!][1]}`);
    if ((action.count ?? 0) > n) return because('3.6.3', `there ${n === 1 ? 'is' : 'are'} ${piecesText(n, piece)} in ${spaceName(frame.space)} to Activate, not ${action.count}`);
    return null;
  },
  options(state, frame): Action[] {
    const role = roleOfPhase(frame.phase);
    const faction = role === 'attacker' ? frame.attacker : frame.defender;
    const n = activatable(state, frame, role);
    const piece = sideKinds(frame, role).under;
    const out: Action[] = [];
    for (let count = 0; count <= n; count++) out.push({ faction, type: 'activate', space: frame.space, piece, count });
    return out;
  },
  handle(draft, frame, action) {
    const role = roleOfPhase(frame.phase);
    const { under, active } = sideKinds(frame, role);
    const count = action.count!;
    flipPieces(draft, frame.space, under, active, count);
    const faction = role === 'attacker' ? frame.attacker : frame.defender;
    log(
      draft,
      () => `${FACTION_NAME[faction]} Activate ${count === 0 ? piecesText(0, under).replace(/^0 /, 'no ') : piecesText(count, under)} in ${spaceName(frame.space)}`,
      '3.6.3',
      faction,
    );
    frame.phase = role === 'attacker' ? 'activateDefender' : 'attackerRoll';
    if (frame.phase === 'attackerRoll') logForces(draft, frame);
  },
  run(draft, frame) {
    const state = draft;
    switch (frame.phase) {
      case 'activateAttacker':
        frame.phase = 'activateDefender';
        return;
      case 'activateDefender':
        frame.phase = 'attackerRoll';
        logForces(draft, frame);
        return;
      case 'attackerRoll':
      case 'defenderRoll': {
        const forces = forcesOf(state, frame);
        const attackerRolls = frame.phase === 'attackerRoll';
        const n = battleDice(attackerRolls ? forces.attack.total : forces.defense.total);
        let total = 0;
        if (n > 0) {
          const rolls = takeRolls(frame);
          if (!rolls) {
            const who = attackerRolls ? `${FACTION_NAME[frame.attacker]} (Attacker)` : `${FACTION_NAME[frame.defender]} (Defender)`;
            const target = attackerRolls ? 'Defender' : 'Attacker';
            requestRolls(draft, 3, n, `Battle in ${spaceName(frame.space)}: ${who} rolls ${n}D3 for the ${target} Loss Level`, '3.6.4');
            return;
          }
          total = rolls.reduce((a, b) => a + b, 0);
        } else {
          const side = attackerRolls ? 'Attacker' : 'Defender';
          log(draft, `Battle in ${spaceName(frame.space)}: the ${side}'s Force Level is 2 or less — no dice, the roll counts as 0`, '3.6.4');
        }
        if (attackerRolls) {
          frame.attackerRoll = total;
          frame.phase = 'defenderRoll';
          return;
        }
        frame.defenderRoll = total;
        const f = forecastOf(state, frame);
        frame.defenderLossLevel = frame.attackerRoll! + f.defenderLossModifier;
        frame.attackerLossLevel = total + f.attackerLossModifier;
        log(
          draft,
          `Defender Loss Level ${frame.defenderLossLevel} (roll ${frame.attackerRoll}; ${modifiersText(f.defenderLossModifiers)})`,
          '3.6.5',
        );
        log(draft, () => `Attacker Loss Level ${frame.attackerLossLevel} (roll ${total}; ${modifiersText(f.attackerLossModifiers)})`, '3.6.6');
        frame.phase = 'removal';
        return;
      }
      case 'removal':
        removeLosses(draft, frame);
        frame.phase = 'winTheDay';
        checkLeaders(draft);
        return;
      case 'winTheDay': {
        frame.phase = 'end';
        const outcome = winTheDayOutcome(state, frame.space, sideOfFaction(frame.attacker), frame.attackerLosses!, frame.defenderLosses!);
        log(draft, outcome.summary, '3.6.8');
        if (outcome.occurs) startWinTheDay(draft, frame.space, outcome.winner!, outcome.shifts);
        return;
      }
      case 'end':
        popFrame(draft);
        return;
    }
  },
  validate: battleProblems,
});

/** Phases of a Battle before its removal, while the pieces that fight are still as when it began. */
const BEFORE_REMOVAL: readonly BattlePhase[] = ['activateAttacker', 'activateDefender', 'attackerRoll', 'defenderRoll', 'removal'];

/** What the Battle Command under a Battle started it with (3.6), or null when that Command fights no Battle now. */
function startedBy(command: Frame): BattleStart | null {
  const c = command as unknown as BattleCommandView;
  if (c.phase !== 'resolve' || c.next < 1 || c.next > c.selected.length) return null;
  const space = c.selected[c.next - 1];
  const start: BattleStart = { space, attacker: c.faction, partner: c.withPartner.includes(space), commonCause: c.commonCause[space] ?? 0 };
  const modifiers = battleModifiers(c.mode);
  if (Object.values(modifiers).some((v) => v)) start.modifiers = modifiers;
  return start;
}

/** The fields of the Battle Command frame (commands.ts) a Battle is started from. */
interface BattleCommandView {
  faction: BattleFaction;
  mode: CommandMode;
  selected: SpaceId[];
  phase: 'select' | 'resolve';
  withPartner: SpaceId[];
  next: number;
  commonCause: Partial<Record<SpaceId, number>>;
}

const modifiersKey = (m: BattleModifiers | undefined): string =>
  JSON.stringify([m?.attackerForce ?? 0, m?.defenderForce ?? 0, m?.attackerLoss ?? 0, m?.defenderLoss ?? 0]);

/**
 * What a Battle under way must agree with (for saves from elsewhere): the Battle its Battle Command
 * is fighting — space, attacker, partner, Common Cause, an Event's modifiers (3.6, 4.2.1, 5.1) — or the
 * French West Indies Battle (6.2.2); until the removal, the sides as they began (3.6.1: the attacker's
 * pieces and an enemy there, the Factions attacking, who makes the Defender's choices); the results
 * each phase reads (3.6.4–3.6.7); and the dice: delivered ones are used at once, a pending roll is the
 * side's Force Level ÷ 3 D3 (3.6.4). Pure.
 */
function battleProblems(state: GameState, frame: BattleFrame, at: number): string[] {
  const out: string[] = [];
  const where = spaceName(frame.space);
  const under = state.stack[at - 1];
  if (under?.kind === 'battleCommand') {
    const start = startedBy(under);
    if (start === null || start.space !== frame.space) {
      out.push(`space: a Battle in ${where} is under way, but the Battle Command under it is ${start === null ? 'fighting no Battle now' : `fighting in ${spaceName(start.space)}`} (3.6)`);
      return out;
    }
    if (start.attacker !== frame.attacker) out.push(`attacker: the ${FACTION_NAME[start.attacker]} Battle Command fights this Battle, not the ${FACTION_NAME[frame.attacker]} (3.6.1)`);
    if (start.partner !== frame.partner) out.push(`partner: the partner Faction ${start.partner ? 'takes' : 'does not take'} part in ${where}, as selected (3.3.3, 3.5.5)`);
    if (start.commonCause !== frame.commonCause) out.push(`commonCause: ${piecesText(start.commonCause ?? 0, 'warPartyActive')} fight as Tories in ${where}, as Common Cause recorded (4.2.1)`);
    if (modifiersKey(start.modifiers) !== modifiersKey(frame.modifiers)) out.push(`modifiers: not those the Event granting the Battle Command gave (5.1, 3.6.3)`);
  } else if (frame.space !== 'WestIndies' || frame.attacker !== 'french' || frame.partner || frame.commonCause !== 0 || frame.modifiers !== undefined) {
    out.push('kind: a Battle outside a Battle Command is the French West Indies Battle, free, with no partner, Common Cause or Event modifiers (6.2.2)');
  }
  if (frame.attacker === 'british' && frame.partner) out.push('partner: the British attack with no partner Faction (3.6.1)');
  if (out.length > 0) return out;
  if (BEFORE_REMOVAL.includes(frame.phase)) {
    if (!hasBattlePieces(state, frame.space, frame.attacker)) {
      out.push(`space: the ${FACTION_NAME[frame.attacker]} Battle in ${where} is under way, but they or their enemy have no piece there (3.6)`);
      return out;
    }
    const attackers = attackingFactions(state, frame.space, frame.attacker, frame.partner);
    if (attackers.join() !== frame.attackingFactions.join())
      out.push(`attackingFactions: the ${attackers.map((f) => FACTION_NAME[f]).join(' and ')} attack in ${where} (3.6.1)`);
    const defender = defenderDecider(state, frame.space, frame.attacker);
    if (defender !== frame.defender) out.push(`defender: the ${FACTION_NAME[defender]} make the Defender's choices in ${where} (3.6.1)`);
  }
  const after = (phases: readonly BattlePhase[]): boolean => phases.includes(frame.phase);
  if (after(['defenderRoll', 'removal']) && frame.attackerRoll === null) out.push('attackerRoll: the Attacker rolls before the Defender (3.6.4)');
  if (after(['removal']) && (frame.attackerLossLevel === null || frame.defenderLossLevel === null || frame.defenderRoll === null))
    out.push('defenderRoll: both Loss Levels are known before the removal (3.6.4–3.6.6)');
  if (after(['winTheDay', 'end']) && (frame.attackerLosses === null || frame.defenderLosses === null)) out.push('attackerLosses: both sides removed their losses before Win the Day (3.6.7, 3.6.8)');
  if (frame.rolls !== undefined) out.push('rolls: dice delivered to a Battle are used at once (3.6.4)');
  const above = state.stack[at + 1];
  if (above?.kind === 'roll' && out.length === 0) {
    const roll = above as RollFrame;
    if (frame.phase !== 'attackerRoll' && frame.phase !== 'defenderRoll') out.push(`phase: a Battle waits for dice only when a side rolls (3.6.4), not in phase '${frame.phase}'`);
    else {
      const f = forcesOf(state, frame);
      const n = battleDice(frame.phase === 'attackerRoll' ? f.attack.total : f.defense.total);
      const who = frame.phase === 'attackerRoll' ? 'Attacker' : 'Defender';
      if (roll.sides !== 3 || roll.count !== n) out.push(`phase: the ${who} in ${where} rolls ${n}D3 (3.6.4), but the roll above asks for ${roll.count}D${roll.sides}`);
    }
  }
  return out;
}

function logForces(draft: Draft<GameState>, frame: BattleFrame): void {
  if (!accountKept(draft)) return;
  const { attack, defense } = forcesOf(draft, frame);
  const attackerSide = sideOfFaction(frame.attacker);
  const attackers = frame.attackingFactions.map((x) => FACTION_NAME[x]).join(' and ');
  log(draft, () => `${SIDE_NAME[attackerSide]} Attacker (${attackers}): ${forceText(attack)} — ${battleDice(attack.total)}D3`, '3.6.3');
  log(draft, () => `${SIDE_NAME[enemySide(attackerSide)]} Defender: ${forceText(defense)} — ${battleDice(defense.total)}D3`, '3.6.3');
}

function removeLosses(draft: Draft<GameState>, frame: BattleFrame): void {
  const attackerSide = sideOfFaction(frame.attacker);
  const defenderSide = enemySide(attackerSide);
  const roles = [
    { role: 'Attacker', side: attackerSide, defending: false, factions: frame.attackingFactions, level: frame.attackerLossLevel!, cc: frame.commonCause },
    { role: 'Defender', side: defenderSide, defending: true, factions: [...(defenderSide === 'royalist' ? ['british', 'indians'] : ['patriots', 'french'])] as Faction[], level: frame.defenderLossLevel!, cc: 0 },
  ];
  const results: SideLosses[] = [];
  for (const r of roles) {
    const priorities = removalPriorities(r.side, r.defending, r.factions);
    const plan = planRemoval(piecesAt(draft, frame.space), priorities, r.level, r.cc);
    const res = applyRemoval(draft, frame.space, plan);
    log(
      draft,
      () => {
        const value = res.value;
        const parts = [`${SIDE_NAME[r.side]} ${r.role} removes ${tallyText(plan)} (${value} loss${value === 1 ? '' : 'es'} for Loss Level ${r.level})`];
        if (res.cbc) parts.push(`CBC +${res.cbc}`);
        if (res.crc) parts.push(`CRC +${res.crc}`);
        return parts.join('; ');
      },
      '3.6.7',
    );
    results.push({ removed: plan, cubesOrForts: res.cubesOrForts, eliminated: false });
  }
  // Elimination is judged after both removals (3.6.8): any piece of the side left but Underground units.
  const after = piecesAt(draft, frame.space);
  results[0].eliminated = sideEliminated(after, attackerSide);
  results[1].eliminated = sideEliminated(after, defenderSide);
  frame.attackerLosses = results[0];
  frame.defenderLosses = results[1];
}
