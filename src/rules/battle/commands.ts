/**
 * The Battle Commands: British (3.2.4), Patriots (3.3.3) and French (3.5.5), id `battle` each.
 *
 * Frame `battleCommand` (decision of the executing Faction while selecting, then automatic):
 * - `select`: `{type:'selectSpace', space}` selects a Battle space and pays its cost (1 Resource,
 *   nothing when free). In a Rebellion Battle where the partner has pieces, the partner may be
 *   included at the executing Faction's option: `{type:'selectSpace', space, option:'withFrench'}`
 *   (Patriot Battle; the French pay 1 Resource unless Rochambeau is there or the Battle is free) or
 *   `option:'withPatriots'` (French Battle; the Patriots pay 1). `{type:'done'}` ends the selection
 *   once a space is selected. A Limited Command selects one space (2.3.5); the selection also ends by
 *   itself when no other space can be selected.
 *   With Common Cause (4.2.1, British Battle with a Special Activity allowed), each selected space may
 *   also count War Parties as Tories: `{type:'commonCause', space, count}` (1 up to the Regulars not
 *   matched by Tories; Active War Parties first, then Underground ones are Activated), once per space.
 *   A space where the Faction's Skirmish or Partisans took place is never selected (4.2.2, 4.3.2).
 *   A granted Battle (an Event's "free Battle there", 5.1) selects only the spaces of its mode's
 *   restriction (flow/restriction.ts), and its Battles take the restriction's Battle modifiers
 *   (Force Level, Loss Levels: 3.6.3, 3.6.5, 3.6.6).
 * - `resolve`: the Battles are fought one space at a time, in the order selected (3.6).
 * @module
 */
import type { Draft } from 'immer';
import type { Action } from '../../core/action';
import type { GameState } from '../../core/state';
import { SPACE_IDS, type Faction, type SpaceId } from '../../data/ids';
import { defineStep } from '../../flow/step';
import { defineCommand } from '../../flow/define';
import { log, popFrame } from '../../flow/frames';
import { battleModifiers, mayExecuteInSpaces, maySelectMore, someFirstSpace, spaceLimit, whyMayNotExecuteIn, type Selection } from '../../flow/restriction';
import { because, type Reason } from '../../core/reason';
import { HOST_KIND, type CommandHostFrame } from '../../flow/hostFrame';
import { canPay, pay, whyCannotPay } from '../commands/common';
import type { CommandFrame, CommandMode, CommandModule } from '../../flow/contracts';
import { BATTLE_RULE, hasBattlePieces, indexedBattleSpaces, partnerPresent, rochambeauJoinsFree, whyNoBattlePieces, type BattleFaction } from './forceLevel';
import { startBattle, type BattleStart } from './procedure';
import { FACTION_NAME, piecesText, resourcesText, spaceName } from '../../data/text';
import { recordActivitySpace } from '../../flow/host';
import { beginCommonCause, commonCauseAvailable, commonCauseBattleLimit, whyNoCommonCause } from '../specialActivities/british/commonCause';
import { flipPieces, piecesAt } from '../board';

/** The partner option of a Rebellion Battle Command. */
export const PARTNER_OPTION = Object.freeze({ patriots: 'withFrench', french: 'withPatriots' } as const);

const PARTNER: Readonly<Record<'patriots' | 'french', Faction>> = Object.freeze({ patriots: 'french', french: 'patriots' });

/** Cost of one Battle space to the executing Faction (3.2.4, 3.3.3, 3.5.5). */
export const BATTLE_COST = 1;

/** The Battle Command frame. */
export interface BattleCommandFrame extends CommandFrame {
  kind: 'battleCommand';
  faction: BattleFaction;
  phase: 'select' | 'resolve';
  /** Selected spaces where the partner Faction takes part (3.3.3, 3.5.5). */
  withPartner: SpaceId[];
  /** Index in `selected` of the next Battle to fight. */
  next: number;
  /** Common Cause War Parties per selected space (4.2.1), written by that Special Activity before the Battle there. */
  commonCause: Partial<Record<SpaceId, number>>;
}

/** One selectable Battle space and how. */
export interface BattleChoice {
  space: SpaceId;
  /** Whether the partner Faction takes part (and pays, unless free or Rochambeau). */
  partner: boolean;
  /** Resources the executing Faction pays. */
  cost: number;
  /** Resources the partner Faction pays. */
  partnerCost: number;
}

/**
 * Every way to select one more Battle space (3.2.4, 3.3.3, 3.5.5), canonical order: by space, without
 * then with the partner; within the mode's limits (Limited, restriction: flow/restriction.ts). Pure.
 */
export function battleChoices(state: GameState, faction: BattleFaction, mode: CommandMode, selected: readonly SpaceId[] = []): BattleChoice[] {
  return choices(state, { faction, mode, selected }, false);
}

/** Whether {@link battleChoices} is not empty (without building the list). Pure. */
function hasBattleChoice(state: GameState, frame: BattleCommandFrame): boolean {
  return choices(state, frame, true).length > 0;
}

/** Why the Faction could not Battle in the space first now, paying for it (3.2.4, 3.3.3, 3.5.5; the French after the Treaty, 2.3.9), or null. */
export function whyNotBattleIn(state: GameState, faction: BattleFaction, space: SpaceId, mode: CommandMode): Reason | null {
  return (
    whyFrenchNotYet(state, faction) ??
    whyCannotPay(state, faction, BATTLE_COST, mode, 'each Battle space', BATTLE_RULE[faction]) ??
    whyNoBattlePieces(state, space, faction)
  );
}

/** Whether the Faction has pieces to Battle with in a space, one predicate per Faction (none made per call). */
const HAS_BATTLE_PIECES: Readonly<Record<BattleFaction, (state: GameState, space: SpaceId) => boolean>> = {
  british: (state, space) => hasBattlePieces(state, space, 'british'),
  patriots: (state, space) => hasBattlePieces(state, space, 'patriots'),
  french: (state, space) => hasBattlePieces(state, space, 'french'),
};

/**
 * Whether the Faction can start a Battle (3.2.4, 3.3.3, 3.5.5): the template's "some space the general
 * limits allow where {@link whyNotBattleIn} is null", with the Treaty and the cost asked once, then a
 * first space the general limits allow where the Faction has pieces to Battle with. Pure.
 */
function battleStarts(state: GameState, faction: BattleFaction, mode: CommandMode): boolean {
  if ((faction === 'french' && !state.treatyOfAlliance) || !canPay(state, faction, BATTLE_COST, mode)) return false;
  return someFirstSpace(state, faction, 'battle', mode, HAS_BATTLE_PIECES[faction], indexedBattleSpaces(state, faction));
}

/** Why the French may not Battle yet: before the Treaty of Alliance (2.3.9), or null. */
const whyFrenchNotYet = (state: GameState, faction: BattleFaction): Reason | null =>
  faction === 'french' && !state.treatyOfAlliance ? because('2.3.9', 'the French Battle only once the Treaty of Alliance has been played') : null;

/**
 * Why a selection or Common Cause action is not among the Battle's options now (3.2.4, 3.3.3, 3.5.5,
 * 4.2.1, and the general limits of flow/restriction.ts), or null when the generic reason says enough. Pure.
 */
function explainBattle(state: GameState, frame: BattleCommandFrame, action: Action): Reason | null {
  if (frame.phase !== 'select') return null;
  const faction = frame.faction;
  const rule = BATTLE_RULE[faction];
  const space = action.space;
  if (space === undefined) return null;
  if (action.type === 'selectSpace') {
    const why = whyFrenchNotYet(state, faction) ?? whyMayNotExecuteIn(state, frame, space) ?? whyCannotPay(state, faction, BATTLE_COST, frame.mode, 'each Battle space', rule) ?? whyNoBattlePieces(state, space, faction);
    if (why !== null || action.option === undefined) return why;
    if (faction === 'british') return because(rule, 'a British Battle has no partner Faction');
    const partner = PARTNER[faction];
    if (action.option !== PARTNER_OPTION[faction]) return because(rule, `the ${FACTION_NAME[faction]}' partner in Battle is the ${FACTION_NAME[partner]}: option '${PARTNER_OPTION[faction]}'`);
    if (!partnerPresent(state, space, faction)) return because(rule, `the ${FACTION_NAME[partner]} have no ${partner === 'french' ? 'French Regulars' : 'pieces'} in ${spaceName(space)} to take part`);
    const partnerCost = frame.mode.free || rochambeauJoinsFree(state, space, faction) ? 0 : BATTLE_COST;
    if (state.resources[partner] < partnerCost) return because(rule, `the ${FACTION_NAME[partner]} take part for ${resourcesText(partnerCost)} and have ${state.resources[partner]}`);
    return null;
  }
  if (action.type === 'commonCause') {
    if (faction !== 'british') return because('4.2.1', 'Common Cause is a British Special Activity');
    const why = whyNoCommonCause(state);
    if (why !== null) return why;
    if (!frame.selected.includes(space)) return because('4.2.1', `War Parties fight as Tories only in a space selected for Battle, and ${spaceName(space)} is not one`);
    if (frame.commonCause[space] !== undefined) return because('4.2.1', `Common Cause is already used in ${spaceName(space)}`);
    const high = commonCauseBattleLimit(state, space);
    if ((action.count ?? 0) > high)
      return because('4.2.1', `in ${spaceName(space)} at most ${high} War Parties can fight as Tories: those there, up to the British Regulars not matched by Tories`);
    return null;
  }
  return null;
}


/** {@link battleChoices} for a selection so far; only the first choice when `first`. */
function choices(state: GameState, frame: Selection & { faction: BattleFaction }, first: boolean): BattleChoice[] {
  const { faction, mode } = frame;
  if (faction === 'french' && !state.treatyOfAlliance) return [];
  if (!maySelectMore(frame)) return [];
  const cost = mode.free ? 0 : BATTLE_COST;
  if (state.resources[faction] < cost) return [];
  const out: BattleChoice[] = [];
  const mayExecuteHere = mayExecuteInSpaces(state, frame);
  const battling = indexedBattleSpaces(state, faction);
  for (let i = 0; i < SPACE_IDS.length; i++) {
    const space = SPACE_IDS[i];
    if ((battling === -1 ? !hasBattlePieces(state, space, faction) : (battling & (1 << i)) === 0) || !mayExecuteHere(space)) continue;
    out.push({ space, partner: false, cost, partnerCost: 0 });
    if (first) return out;
    if (faction === 'british' || !partnerPresent(state, space, faction)) continue;
    const partnerCost = partnerCostIn(state, mode, space, faction);
    if (partnerCost === 0 || state.resources[PARTNER[faction]] >= partnerCost) out.push({ space, partner: true, cost, partnerCost });
  }
  return out;
}

/** What the partner pays to take part in the Battle in the space (3.3.3, 3.5.5): nothing when free or with Rochambeau (1.10). */
const partnerCostIn = (state: GameState, mode: CommandMode, space: SpaceId, faction: BattleFaction): number =>
  mode.free || rochambeauJoinsFree(state, space, faction) ? 0 : BATTLE_COST;

/** Spaces where the Faction could Battle now (full Command, paying), canonical order — for UIs and bots. Pure. */
export function battleSpaces(state: GameState, faction: BattleFaction, mode: CommandMode = { limited: false, free: false, specialActivity: true }): SpaceId[] {
  return [...new Set(battleChoices(state, faction, mode).map((c) => c.space))];
}

function choicesOf(state: GameState, frame: BattleCommandFrame): BattleChoice[] {
  return choices(state, frame, false);
}

/**
 * Starts a Battle Command (the CommandModule's `start`); a restriction in the mode limits its spaces
 * and adjusts its Battles (an Event's free Battle "there", "with +2 Force Level").
 */
export function startBattleCommand(draft: Draft<GameState>, faction: BattleFaction, mode: CommandMode): void {
  BATTLE_MODULES[faction].start(draft, mode);
}

/** Common Cause choices in the selected spaces (4.2.1), canonical order. Pure. */
function commonCauseOptions(state: GameState, frame: BattleCommandFrame): Action[] {
  if (frame.faction !== 'british' || frame.phase !== 'select' || frame.selected.length === 0 || !commonCauseAvailable(state)) return [];
  const out: Action[] = [];
  for (const space of SPACE_IDS) {
    if (!frame.selected.includes(space) || frame.commonCause[space] !== undefined) continue;
    const high = commonCauseBattleLimit(state, space);
    for (let count = 1; count <= high; count++) out.push({ faction: 'british', type: 'commonCause', space, count });
  }
  return out;
}

function choiceAction(faction: BattleFaction, c: BattleChoice): Action {
  const a: Action = { faction, type: 'selectSpace', space: c.space };
  if (c.partner) a.option = PARTNER_OPTION[faction as 'patriots' | 'french'];
  return a;
}

/** The Battle Command step: select (and pay for) spaces, then fight one Battle at a time. */
export const battleCommandStep = defineStep<BattleCommandFrame>({
  kind: 'battleCommand',
  rule: '3.6',
  isDecision(state, frame) {
    if (frame.phase !== 'select') return false;
    return hasBattleChoice(state, frame) || commonCauseOptions(state, frame).length > 0;
  },
  decider: (_state, frame) => frame.faction,
  prompt(_state, frame) {
    const n = frame.selected.length;
    const more = frame.mode.limited ? 'the space' : n === 0 ? 'spaces' : 'more spaces, or done';
    return `${FACTION_NAME[frame.faction]} ${frame.mode.free ? 'free ' : ''}${frame.mode.limited ? 'Limited ' : ''}Battle: select ${more} (${n} selected)`;
  },
  explain: explainBattle,
  options(state, frame): Action[] {
    const out = choicesOf(state, frame).map((c) => choiceAction(frame.faction, c));
    out.push(...commonCauseOptions(state, frame));
    if (frame.selected.length > 0) out.push({ faction: frame.faction, type: 'done' });
    return out;
  },
  handle(draft, frame, action) {
    if (action.type === 'done') {
      frame.phase = 'resolve';
      logSelection(draft, frame);
      return;
    }
    if (action.type === 'commonCause') {
      useCommonCause(draft, frame, action.space!, action.count!);
      return;
    }
    const space = action.space!;
    const withPartner = action.option !== undefined;
    // The costs of the choice taken ({@link choices}), before the space is selected.
    const cost = frame.mode.free ? 0 : BATTLE_COST;
    const partnerCost = withPartner ? partnerCostIn(draft, frame.mode, space, frame.faction) : 0;
    frame.selected.push(space);
    const paid = pay(draft, frame.faction, cost, frame.mode);
    const parts = [`${FACTION_NAME[frame.faction]} select ${spaceName(space)} for Battle`];
    if (paid > 0) parts.push(`pay ${resourcesText(paid)}`);
    if (withPartner) {
      frame.withPartner.push(space);
      const partner = PARTNER[frame.faction as 'patriots' | 'french'];
      const partnerPaid = pay(draft, partner, partnerCost, frame.mode);
      if (partnerPaid > 0) parts.push(`the ${FACTION_NAME[partner]} take part and pay ${resourcesText(partnerPaid)}`);
      else if (rochambeauJoinsFree(draft, space, frame.faction)) parts.push(`the French take part at no cost (Rochambeau)`);
      else parts.push(`the ${FACTION_NAME[partner]} take part`);
    }
    const rule = frame.faction === 'british' ? '3.2.4' : frame.faction === 'patriots' ? '3.3.3' : '3.5.5';
    log(draft, parts.join('; '), rule, frame.faction);
  },
  run(draft, frame) {
    if (frame.phase === 'select') {
      if (frame.selected.length === 0) {
        // Only reachable if the Command was started where it cannot be executed (canStart false).
        log(draft, `${FACTION_NAME[frame.faction]} Battle: no space can be selected`, '3.6', frame.faction);
        popFrame(draft);
        return;
      }
      frame.phase = 'resolve';
      logSelection(draft, frame);
      return;
    }
    if (frame.next >= frame.selected.length) {
      popFrame(draft);
      return;
    }
    const space = frame.selected[frame.next];
    frame.next += 1;
    if (!hasBattlePieces(draft, space, frame.faction)) {
      log(draft, `Battle in ${spaceName(space)}: the ${FACTION_NAME[frame.faction]} no longer face an enemy there — no Battle`, '3.6', frame.faction);
      return;
    }
    const start: BattleStart = {
      space,
      attacker: frame.faction,
      partner: frame.withPartner.includes(space),
      commonCause: frame.commonCause[space] ?? 0,
    };
    const modifiers = battleModifiers(frame.mode);
    if (Object.keys(modifiers).length > 0) start.modifiers = modifiers;
    startBattle(draft, start);
  },
  /**
   * Each space selected once (3.1), no more than the mode allows (2.3.5), none closed by the Faction's
   * Skirmish or Partisans (4.2.2, 4.3.2); the partner only in a Rebellion Battle's selected spaces
   * (3.3.3, 3.5.5); Common Cause only in a British Battle's selected spaces, recorded on its host, with
   * its War Parties still Active there until their Battle (4.2.1); the next Battle within the selection.
   */
  validate(state, frame, at) {
    const out: string[] = [];
    const { selected } = frame;
    const twice = selected.find((s, i) => selected.indexOf(s) !== i);
    if (twice !== undefined) out.push(`selected: ${spaceName(twice)} is selected twice; a Command selects each space once (3.1)`);
    const limit = spaceLimit(frame.mode);
    if (selected.length > limit) out.push(`selected: ${selected.length} spaces, more than this ${frame.mode.limited ? 'Limited ' : ''}Battle may select (${limit}) (2.3.5)`);
    const under = state.stack[at - 1] as CommandHostFrame | undefined;
    const host = under?.kind === HOST_KIND ? under : null;
    const closed = host === null ? undefined : selected.find((s) => host.forbidden.includes(s));
    if (closed !== undefined) out.push(`selected: ${spaceName(closed)} is selected for Battle, where the ${FACTION_NAME[frame.faction]} Special Activity took place (4.2.2, 4.3.2)`);
    if (frame.faction === 'british' && frame.withPartner.length > 0) out.push('withPartner: a British Battle has no partner Faction (3.2.4)');
    const stray = frame.withPartner.find((s) => !selected.includes(s));
    if (stray !== undefined) out.push(`withPartner: the partner takes part in ${spaceName(stray)}, which is not selected for Battle (3.3.3, 3.5.5)`);
    const commonCause = Object.entries(frame.commonCause) as [SpaceId, number][];
    if (commonCause.length > 0) {
      if (frame.faction !== 'british') out.push(`commonCause: Common Cause is British, not in a ${FACTION_NAME[frame.faction]} Battle (4.2.1)`);
      else if (host !== null && host.activity !== 'commonCause') out.push('commonCause: War Parties fight as Tories, but the command host does not record Common Cause (4.2.1, 4.1)');
    }
    for (const [space, count] of commonCause) {
      const i = selected.indexOf(space);
      if (i < 0) out.push(`commonCause: War Parties fight as Tories in ${spaceName(space)}, which is not selected for Battle (4.2.1)`);
      else if (i >= frame.next && count > piecesAt(state, space).warPartyActive)
        out.push(`commonCause: ${piecesText(count, 'warPartyActive')} fight as Tories in ${spaceName(space)}, where ${piecesText(piecesAt(state, space).warPartyActive, 'warPartyActive')} stand (4.2.1)`);
    }
    if (frame.phase === 'select' && frame.next !== 0) out.push(`next: no Battle is fought before the selection is done (3.6), got ${frame.next}`);
    if (frame.next > selected.length) out.push(`next: Battle ${frame.next + 1} of ${selected.length} selected spaces (3.6)`);
    return out;
  },
});

/** Common Cause in a British Battle space (4.2.1): War Parties counted as Tories, all Active. Howe acts last (1.10). */
function useCommonCause(draft: Draft<GameState>, frame: BattleCommandFrame, space: SpaceId, count: number): void {
  const flip = Math.max(0, count - piecesAt(draft, space).warPartyActive);
  flipPieces(draft, space, 'warPartyUnderground', 'warPartyActive', flip);
  frame.commonCause[space] = count;
  const flipped = flip > 0 ? ` (${flip} Activated)` : '';
  log(draft, () => `Common Cause: ${piecesText(count, 'warPartyActive')} fight as Tories in ${spaceName(space)}${flipped}`, '4.2.1', 'british');
  recordActivitySpace(draft, space);
  beginCommonCause(draft);
}

function logSelection(draft: Draft<GameState>, frame: BattleCommandFrame): void {
  log(draft, `${FACTION_NAME[frame.faction]} Battle in ${frame.selected.map(spaceName).join(', ')}, one space at a time in that order`, '3.6', frame.faction);
}

function module(faction: BattleFaction, rule: string): CommandModule {
  return defineCommand<BattleCommandFrame>({
    id: 'battle',
    faction,
    name: 'Battle',
    rule,
    kind: 'battleCommand',
    canStart: (state, mode) => battleStarts(state, faction, mode),
    // The French Battle only after the Treaty of Alliance (2.3.9, 3.5).
    ...(faction === 'french' ? { existsNow: (state: GameState) => state.treatyOfAlliance } : {}),
    whyNotIn: (state, space, mode) => whyNotBattleIn(state, faction, space, mode),
    initial: () => ({ phase: 'select', withPartner: [], next: 0, commonCause: {} }),
    // `done` once a space is selected (fought automatically when nothing else is left to choose).
    keepsDone: true,
    // Selecting: no Battle space without the Resources for one (see choices).
    spaceCost: BATTLE_COST,
  });
}

/** British Battle (3.2.4). */
export const britishBattle: CommandModule = module('british', '3.2.4');
/** Patriot Battle (3.3.3). */
export const patriotsBattle: CommandModule = module('patriots', '3.3.3');
/** French Battle (3.5.5), after the Treaty of Alliance. */
export const frenchBattle: CommandModule = module('french', '3.5.5');

const BATTLE_MODULES: Readonly<Record<BattleFaction, CommandModule>> = Object.freeze({ british: britishBattle, patriots: patriotsBattle, french: frenchBattle });
