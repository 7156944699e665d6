/**
 * 4.4.2 War Path: a small Indian attack in a single space that holds both Underground War Parties
 * and Rebellion pieces. Three ways:
 * - one Underground War Party is Activated and one Rebellion unit removed;
 * - two Underground War Parties are Activated, one of those two removed, and two Rebellion units
 *   removed;
 * - only where no Rebellion unit is present: a Patriot Fort removed, two Underground War Parties
 *   Activated and one of those two removed.
 * Rebellion units are Continentals, French Regulars and Militia (Glossary: units are not Forts).
 * Continentals and French Regulars go to Casualties, a Patriot Fort is counted as a Casualty and
 * returns to Available at once (1.6.4); Militia and War Parties go to Available. Only enemies
 * (1.5.2). Brant (1.10): where he stands, the War Path removes one more Militia. May accompany any
 * Command.
 *
 * Decision (after `{ faction: 'indians', type: 'specialActivity', activity: 'warPath' }`):
 * `{ faction: 'indians', type: 'warPath', space, option }`. The option names the pieces removed joined
 * by `+`: the Rebellion units in SPACE_PIECES order (Brant's extra Militia among them), then
 * `patriotFort`, then `warPartyUnderground` when a War Party is lost (net effect of the two-War-Party
 * ways: one Underground War Party Activated, the other gone). Examples: `militiaUnderground`,
 * `continental+frenchRegular+warPartyUnderground`, `patriotFort+warPartyUnderground`, and where Brant
 * stands `continental+militiaActive` (one chosen unit plus his Militia). One option per distinct
 * outcome.
 *
 * Rulings:
 * - Underground Militia may be removed: the procedure speaks of Rebellion units, unlike Skirmish's
 *   "Active Militia", and the Fort option's "no Rebellion units" counts every Militia.
 * - The two-War-Party ways need two Underground War Parties there; the two-unit way needs two
 *   Rebellion units there.
 * - Brant's extra Militia is removed (to Available) with the chosen removal whenever a Militia
 *   remains, in every way (the Fort way never has one: it requires no Rebellion units); if both Active
 *   and Underground Militia remain the Indians choose which, and the choice is part of the option.
 * - Granted by an Event with a restriction, only the spaces it allows are offered; "in N spaces"
 *   strikes once in each of up to N spaces, with `{ type: 'done' }` offered after the first
 *   (strikes.ts) — unless the restriction says it must act there (`mustExecuteIn`, #96: compulsory),
 *   then no `done` while a further allowed space can be struck.
 * @module
 */
import { strikesAllowed, whyActivityMayNotActIn } from '../../../flow/restriction';
import { because, type Reason } from '../../../core/reason';
import type { Draft } from 'immer';
import type { Action, ActionOption } from '../../../core/action';
import type { Frame, GameState } from '../../../core/state';
import { SPACE_IDS, type SpaceId, type SpacePiece } from '../../../data/ids';
import { defineStep } from '../../../flow/step';
import { log, popFrame, pushFrame } from '../../../flow/frames';
import { removeAsCasualties } from '../../procedures/casualties';
import { checkLeaders } from '../../leaders';
import { KIND_NAME, piecesText, spaceName } from '../../../data/text';
import { recordActivitySpace } from '../../../flow/host';
import type { ActivityContext, SpecialActivityModule } from '../../../flow/contracts';
import { defineActivity } from '../../../flow/define';
import { newStrike, nextStrikeSpaces, recordStrike, strikeContext, strikeWaits, struckBy, struckProblems, type StrikeFrame } from '../strikes';
import { activityHostProblems } from '../../../flow/hostFrame';
import { activateTwoLoseOne, activateWarParties } from './trade';
import { draggingCanoeAt, raidDoneAfterLoss, raidOrigins, raidSomeWay } from '../../commands/indians/raid';
import { indexedSpacesHolding, piecesAt } from '../../board';

const RULE = '4.4.2';
const I = 'indians' as const;

/** Rebellion units (Glossary "Units"), SPACE_PIECES order. */
export const WAR_PATH_TARGETS = ['continental', 'militiaUnderground', 'militiaActive', 'frenchRegular'] as const satisfies readonly SpacePiece[];
type Target = (typeof WAR_PATH_TARGETS)[number];
const MILITIA_KINDS = ['militiaUnderground', 'militiaActive'] as const;

/** One way of executing War Path in a space. */
export interface WarPathPlan {
  /** The action's option. */
  option: string;
  /** Every Rebellion unit removed (Brant's extra Militia included), canonical order. */
  units: Target[];
  /** Whether a Patriot Fort is removed. */
  fort: boolean;
  /** Underground War Parties Activated (1 or 2); with 2, one of them is removed. */
  activated: 1 | 2;
  /** Whether one of `units` is Brant's additional Militia (1.10). */
  brant: boolean;
}

/** Whether Brant is the Indian Leader and stands in the space (1.10). Pure. */
export function brantIn(state: GameState, space: SpaceId): boolean {
  return state.leaders.indians.leader === 'Brant' && state.leaders.indians.at === space;
}

const byTarget = (a: Target, b: Target): number => WAR_PATH_TARGETS.indexOf(a) - WAR_PATH_TARGETS.indexOf(b);

/**
 * Every way War Path may be executed in the space now (4.4.2, Brant 1.10), canonical order, one per
 * distinct outcome (Brant's Militia and a chosen Militia of the same kind are the same removal). Pure.
 */
export function warPathPlans(state: GameState, space: SpaceId): WarPathPlan[] {
  const p = piecesAt(state, space);
  if (p.warPartyUnderground === 0) return [];
  const present = WAR_PATH_TARGETS.filter((k) => p[k] > 0);
  const base: Omit<WarPathPlan, 'option' | 'brant'>[] = present.map((k) => ({ units: [k], fort: false, activated: 1 }));
  if (p.warPartyUnderground >= 2) {
    for (let i = 0; i < present.length; i++)
      for (let j = i; j < present.length; j++) {
        if (i === j && p[present[i]] < 2) continue;
        base.push({ units: [present[i], present[j]], fort: false, activated: 2 });
      }
    if (present.length === 0 && p.patriotFort > 0) base.push({ units: [], fort: true, activated: 2 });
  }
  const brant = brantIn(state, space);
  const out: WarPathPlan[] = [];
  const add = (units: Target[], b: Omit<WarPathPlan, 'option' | 'brant'>, extra: boolean): void => {
    const option = [...units, ...(b.fort ? ['patriotFort'] : []), ...(b.activated === 2 ? ['warPartyUnderground'] : [])].join('+');
    if (!out.some((x) => x.option === option)) out.push({ option, units, fort: b.fort, activated: b.activated, brant: extra });
  };
  for (const b of base) {
    const left = MILITIA_KINDS.filter((k) => p[k] - b.units.filter((u) => u === k).length > 0);
    if (!brant || left.length === 0) add(b.units, b, false);
    else for (const k of left) add([...b.units, k].sort(byTarget), b, true);
  }
  return out;
}

/**
 * What bars War Path from the space ({@link whyNoWarPathIn}), or null: the one test, allocating nothing
 * on failure. Null exactly when {@link warPathPlans} offers a way: an Underground War Party and a
 * Rebellion unit, or two Underground War Parties and a Patriot Fort (4.4.2). Pure.
 */
function warPathBar(state: GameState, space: SpaceId): 'westIndies' | 'noWarParty' | 'fortNeedsTwo' | 'nothing' | null {
  if (space === 'WestIndies') return 'westIndies';
  const p = piecesAt(state, space);
  if (p.warPartyUnderground === 0) return 'noWarParty';
  if (p.continental + p.militiaUnderground + p.militiaActive + p.frenchRegular > 0) return null;
  if (p.patriotFort === 0) return 'nothing';
  return p.warPartyUnderground >= 2 ? null : 'fortNeedsTwo';
}

/**
 * Why War Path could not strike in the space now by its own rule (4.4.2, 1.4.2), or null when it
 * could: Underground War Parties and Rebellion pieces there (two Underground War Parties to remove a
 * Patriot Fort, which goes only where no Rebellion unit is). Pure.
 */
export function whyNoWarPathIn(state: GameState, space: SpaceId): Reason | null {
  const name = spaceName(space);
  switch (warPathBar(state, space)) {
    case null:
      return null;
    case 'westIndies':
      return because('1.4.2', 'Indian pieces never occupy the West Indies');
    case 'noWarParty':
      return because(RULE, `War Path needs an Underground War Party in ${name}, and there is none`);
    case 'nothing':
      return because(RULE, `there are no Rebellion pieces in ${name} for War Path to remove`);
    case 'fortNeedsTwo':
      return because(RULE, `removing the Patriot Fort in ${name} Activates two Underground War Parties, and there is 1`);
  }
}

/** Whether War Path could strike in the space now, by its own rule (4.4.2). Pure. */
function warPathRule(state: GameState, space: SpaceId): boolean {
  return warPathBar(state, space) === null;
}

/** Why the War Path option is not a way offered in the space ({@link warPathPlans}: 4.4.2, Brant 1.10), or null. Pure. */
function whyNotWarPathOption(state: GameState, space: SpaceId, option: string): Reason | null {
  const plans = warPathPlans(state, space);
  if (plans.some((plan) => plan.option === option)) return null;
  const name = spaceName(space);
  const p = piecesAt(state, space);
  const parts = option.split('+');
  const words = (o: string): string =>
    o
      .split('+')
      .map((k) => (k === 'warPartyUnderground' ? 'a War Party lost' : (KIND_NAME[k as SpacePiece]?.[0] ?? k)))
      .join(' + ');
  const ways = `in ${name} War Path may remove: ${plans.map((plan) => words(plan.option)).join('; ')}`;
  const units = parts.filter((k) => (WAR_PATH_TARGETS as readonly string[]).includes(k)).length;
  const twoWay = parts.includes('warPartyUnderground') || parts.includes('patriotFort') || units - (brantIn(state, space) ? 1 : 0) >= 2;
  if (twoWay && p.warPartyUnderground < 2) return because(RULE, `the ways that remove two Rebellion units or a Patriot Fort Activate two Underground War Parties, and ${name} has 1; ${ways}`);
  if (parts.includes('patriotFort') && WAR_PATH_TARGETS.some((k) => p[k] > 0)) return because(RULE, `a Patriot Fort is removed only where no Rebellion unit is, and ${name} has some; ${ways}`);
  return because(RULE, ways);
}

/** Spaces where War Path may be executed now, canonical order. Pure. */
export function warPathSpaces(state: GameState): SpaceId[] {
  return SPACE_IDS.filter((s) => warPathRule(state, s));
}

/** Executes one War Path plan in the space (4.4.2), logs it and applies 1.10 to a Leader left alone. */
function execute(draft: Draft<GameState>, space: SpaceId, plan: WarPathPlan): void {
  // Two Activated, one of those two removed (to Available), or one Activated (4.4.2, 1.4.3).
  if (plan.activated === 2) activateTwoLoseOne(draft, space);
  else activateWarParties(draft, space, plan.activated);
  for (const u of plan.units) removeAsCasualties(draft, space, u, 1);
  if (plan.fort) removeAsCasualties(draft, space, 'patriotFort', 1);
  const removed = [...new Set(plan.units)].map((k) => piecesText(plan.units.filter((u) => u === k).length, k));
  if (plan.fort) removed.push(piecesText(1, 'patriotFort'));
  const brant = plan.brant ? ' (one Militia more where Brant is, 1.10)' : '';
  const cost = plan.activated === 2 ? '2 Underground War Parties Activated, 1 of them removed' : `${piecesText(1, 'warPartyUnderground')} Activated`;
  log(draft, `War Path in ${spaceName(space)}: ${removed.join(' and ')} removed${brant}; ${cost}`, plan.brant ? '4.4.2, 1.10' : RULE, I);
  checkLeaders(draft);
}

/** War Path in progress. */
export interface IndiansWarPathFrame extends StrikeFrame {
  kind: 'indiansWarPath';
}

const contextOf = (frame: IndiansWarPathFrame): ActivityContext => strikeContext(I, frame);

/** The War Path decision (4.4.2). */
export const indiansWarPathStep = defineStep<IndiansWarPathFrame>({
  kind: 'indiansWarPath',
  rule: RULE,
  isDecision: (state, frame) => strikeWaits(state, contextOf(frame), frame, warPathRule),
  run(draft) {
    // A granted War Path in several spaces with no further strike possible.
    popFrame(draft);
  },
  decider: () => I,
  prompt: (_state, frame) =>
    struckBy(frame).length === 0
      ? 'War Path: choose the space and what to remove'
      : `War Path: choose another space and what to remove (${struckBy(frame).length} of up to ${strikesAllowed(frame.restriction)} spaces)${frame.restriction?.mustExecuteIn ? '' : ', or done'}`,
  explain(state, frame, action) {
    const struck = struckBy(frame);
    if (action.type === 'done') {
      if (struck.length === 0) return because(RULE, 'War Path has begun: it strikes in one space before it ends');
      return frame.restriction?.mustExecuteIn ? because('3.1.2', 'the Event that granted this War Path makes it strike in each of its spaces where it can') : null;
    }
    if (action.type !== 'warPath') return null;
    const space = action.space!;
    if (struck.includes(space)) return because('4.1', `${spaceName(space)} was already struck by this War Path: each space once`);
    const allowed = strikesAllowed(frame.restriction);
    if (struck.length >= allowed) return because(allowed === 1 ? RULE : '3.1.2', allowed === 1 ? 'War Path takes place in one space' : `this War Path strikes in at most ${allowed} spaces`);
    return whyActivityMayNotActIn(contextOf(frame), space, struck) ?? whyNoWarPathIn(state, space) ?? whyNotWarPathOption(state, space, action.option!);
  },
  options(state, frame): Action[] {
    const out: Action[] = [];
    for (const space of nextStrikeSpaces(state, contextOf(frame), struckBy(frame), warPathRule))
      for (const plan of warPathPlans(state, space)) out.push({ faction: I, type: 'warPath', space, option: plan.option as ActionOption });
    // A granted War Path that must act in its spaces (an Event's compulsory "War Path in two Provinces")
    // may not stop while another of them can still be struck; it ends by itself once none can.
    if (struckBy(frame).length > 0 && !frame.restriction?.mustExecuteIn) out.push({ faction: I, type: 'done' });
    return out;
  },
  handle(draft, frame, action) {
    if (action.type === 'done') {
      popFrame(draft);
      return;
    }
    const space = action.space!;
    const plan = warPathPlans(draft, space).find((p) => p.option === action.option)!;
    recordActivitySpace(draft, space);
    recordStrike(draft, frame, space);
    execute(draft, space, plan);
  },
  /** On the Indians' command host, which records this War Path (4.1, 4.4.2); its strikes as the host recorded them. */
  validate(state, frame, at) {
    const { host, problems } = activityHostProblems(state, at, { faction: I, id: 'warPath', name: 'War Path', restriction: frame.restriction });
    if (host === null || problems.length > 0) return problems;
    return struckProblems(frame, host, 'War Path');
  },
});

/** The War Path Special Activity (4.4.2). */
export const indiansWarPath: SpecialActivityModule = defineActivity({
  id: 'warPath',
  faction: I,
  name: 'War Path',
  rule: RULE,
  accompanies: () => true,
  canActIn: warPathRule,
  spacesToAsk: (state) => indexedSpacesHolding(state, 'warPartyUnderground'),
  whyNotActIn: (state, space) => whyNoWarPathIn(state, space),
  start(draft, context) {
    const frame: IndiansWarPathFrame = { kind: 'indiansWarPath', ...newStrike(context) };
    pushFrame(draft, frame);
  },
  /**
   * War Path removes only Rebellion pieces and, in its two-War-Party ways, one War Party of two or
   * more to Available; it leaves the Resources, Support, Villages and a War Party in every Province
   * that had one, and closes no space to a Command (4.1). So a March (3.4.2: a Province next to War
   * Parties, at 1 Resource) keeps every destination, and a Gather (3.4.1: a Province at Neutral or
   * Passive, at 1 Resource, where a War Party can be placed or a Village built or stands) every
   * Province: War Parties to place only become more (the one removed goes to Available), and a Village
   * lacks one of its two War Parties only when that War Party is Available to place. A Scout (3.4.3)
   * before its origin keeps every origin it had (a Province with a War Party and a British Regular,
   * both Factions' Resources, no space closed), and after it its `done` (the group's last kinds, its
   * Skirmish) or, with no Skirmish left, its end by itself with its origin selected. Not Raid (3.4.4:
   * the Underground War Party it needs may be Activated); a Raid on the board ({@link raidKeepsAnOption}).
   */
  harmless: (command) => command === 'march' || command === 'gather' || command === 'scout',
  harmlessNow: (state, context, command, own) => context.command === 'raid' && raidKeepsAnOption(state, command, own),
  choiceLeavesAWayOn: (state, context, command, action) => (context.command === 'raid' ? strikeLeavesRaidDone(state, command, action) : undefined),
  // Before or between a Raid's spaces: a strike takes one Underground War Party where a Rebellion unit
  // stands, two (one lost) where only a Patriot Fort does (raidSomeWay).
  someWayNow: (state, context, command, own) =>
    context.command === 'raid' && context.restriction === undefined ? raidSomeWay(state, command, own, (s) => (warPathRule(state, s) ? leastWarPartiesTaken(state, s) : undefined)) : undefined,
  // It removes and flips pieces: no Resources change.
  keepsResources: true,
});

/** The fewest Underground War Parties a War Path strike in the space takes (4.4.2): one where a Rebellion unit stands, else two (the Fort way). Pure. */
function leastWarPartiesTaken(state: GameState, space: SpaceId): number {
  const p = piecesAt(state, space);
  return p.continental + p.militiaUnderground + p.militiaActive + p.frenchRegular > 0 ? 1 : 2;
}

/**
 * Whether this War Path strike, under way between the Raid's spaces (3.4.4), leaves the Raid an option
 * (4.1): true when each Province the Raid selected keeps an Underground War Party, so that its `done` is
 * offered after it; false when one does not and the Raid has nothing else left (its War Parties moved
 * into every selected Province: no more moves, and no selection once one moved); else undefined. The
 * strike Activates one Underground War Party in its space, and a second one, removed, where its option
 * loses a War Party; elsewhere it changes no War Party (a Leader left alone moves, never the Indian
 * one), and nothing else the Raid reads for its `done`. Pure.
 */
function strikeLeavesRaidDone(state: GameState, command: Frame, action: Action): boolean | undefined {
  if (action.type !== 'warPath' || action.option === undefined || action.space === undefined) return undefined;
  return raidDoneAfterLoss(state, command, action.space, action.option.split('+').includes('warPartyUnderground') ? 2 : 1);
}

/**
 * Whether a War Path begun before or during a Raid (3.4.4), or under way above it, leaves the Raid an
 * option of its own, whatever it strikes (4.1). Accompanying a Command, War Path strikes one space: there
 * it turns one or two Underground War Parties Active and removes one of them (two only where two
 * stand), and removes Rebellion pieces; elsewhere it changes no War Party, and nowhere the Support or
 * the Resources; it closes no space to a Command; a Leader left alone moves (1.10), never the Indian
 * one (an Active War Party stays where it struck). So, before the Raid selected anything, a Province it
 * offers stays offered when, of the Underground War Parties in it and in the spaces one may come from
 * ({@link raidOrigins}), one is left after the most a strike in one of those spaces can take (all of a
 * space's, up to two); between its spaces, its `done` stays offered when each selected Province keeps
 * one so. Pure.
 */
function raidKeepsAnOption(state: GameState, command: Frame, own: readonly Action[]): boolean {
  const frame = command as Frame & { selected?: readonly SpaceId[] };
  if (frame.kind !== 'indiansRaid' || frame.selected === undefined) return false;
  const keepsOne = (spaces: readonly SpaceId[]): boolean => {
    let underground = 0;
    let lost = 0;
    for (const s of spaces) {
      const n = piecesAt(state, s).warPartyUnderground;
      underground += n;
      if (warPathRule(state, s)) lost = Math.max(lost, Math.min(2, n));
    }
    return underground - lost >= 1;
  };
  if (frame.selected.length > 0) return own.some((a) => a.type === 'done') && frame.selected.every((p) => keepsOne([p]));
  const dcAt = draggingCanoeAt(state);
  for (const a of own) if (a.type === 'selectSpace' && a.space !== undefined && keepsOne([a.space, ...raidOrigins(state, a.space, dcAt)])) return true;
  return false;
}
