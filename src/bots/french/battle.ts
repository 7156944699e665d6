/**
 * F16 Battle (8.6.6), and every French decision inside a Battle, whoever attacks, and after it (the
 * Blockades of a City where the Rebellion Wins the Day, 8.5.1 / 8.6.6).
 *
 * The Command (frame `battleCommand`): every space with French and British pieces where the Rebellion
 * Force Level plus its modifiers exceeds the Royalist Force Level plus its modifiers is selected,
 * highest Population first (8.1.3, ties 8.2), as far as the French Resources pay (8.1). The Patriots
 * take part ("including Continentals if possible") wherever Continentals stand and the Patriots can
 * pay for them. Then the Special Activity — Naval Pressure, else Skirmish outside the Battle spaces,
 * else Préparer la Guerre — before the Battles are resolved, in the order selected.
 *
 * Inside a Battle (frame `battle`): as the Attacker with the Patriots, the French Activate Underground
 * Militia only to raise the Force Level, never the last one. Win the Day (frame `winTheDay`, phase
 * `blockade`): the Blockades go to the City with most Support when it has more than the Battle City.
 * The rulings are in docs/rulings.md, "Non-Player French (8.6)", "Battle".
 *
 * Everything is planned from {@link planningState} (the board the Command started from), so every
 * micro-decision of the Command follows the same plan.
 * @module
 */
import type { Action } from '../../core/action';
import type { GameState } from '../../core/state';
import type { SpaceId } from '../../data/ids';
import { CITIES, SPACES, isCity } from '../../data/map';
import { piecesText, spaceName, spacesText } from '../../data/text';
import type { CommandMode } from '../../flow/contracts';
import { battleModifiers, spaceLimit } from '../../flow/restriction';
import { BATTLE_COST, battleChoices, type BattleCommandFrame } from '../../rules/battle/commands';
import { battleForecast } from '../../rules/battle/forceLevel';
import type { BattleFrame } from '../../rules/battle/procedure';
import type { WinTheDayFrame } from '../../rules/battle/winTheDay';
import { countBritish, markersIn, piecesAt, supportLevel } from '../../rules/board';
import { DecisionContext } from '../policy';
import { afterBattleCommand, battleCommandFrame, battlePlanReads, forcedSelectionPool, selectionWouldClose } from '../battleDecisions';
import { bestSpace, factionHost, findLegal, planningState, randomFallback, type Flow } from '../flowchart';
import { strokeLeaderToInvolve } from '../flowchartCommand';
import { attackerActivation } from '../british/battle';
import { chooseFrenchActivity, frenchSkirmishCandidates, planFrenchSkirmish } from './activities';
import type { FrenchCommand } from './plan';
import { keptPlanReading } from '../planCache';

const NODE = 'F16 Battle';
const RULE = '8.6.6';
const F = 'french' as const;

/** How the French would fight in one space (8.6.6). */
export interface FrenchBattleSpacePlan {
  space: SpaceId;
  /** Whether the Patriots take part (their Continentals, 3.5.5; the Patriots pay 1 unless free). */
  partner: boolean;
  /** Underground Militia the French would Activate as Attacker (with the Patriots only). */
  activate: number;
  /** Rebellion Force Level plus the modifiers to the Defender's Loss Level (3.6.3, 3.6.5). */
  rebellion: number;
  /** Royalist Force Level plus the modifiers to the Attacker's Loss Level (3.6.3, 3.6.6). */
  royalist: number;
}

/** The whole French Battle Command as planned (8.6.6). */
export interface FrenchBattlePlan {
  /** The spaces to select, in order (highest Population first). */
  spaces: FrenchBattleSpacePlan[];
}

// ---------------------------------------------------------------------------------------------
// Force Levels

/** The French Battle there as the flowchart would fight it, with or without the Patriots. Pure. */
export function assessFrenchBattle(state: GameState, space: SpaceId, mode: CommandMode, partner: boolean): FrenchBattleSpacePlan {
  const p = piecesAt(state, space);
  const activate = partner ? attackerActivation(p.militiaActive, p.militiaUnderground) : 0;
  const f = battleForecast(state, space, F, { partner, activate: { attacker: activate }, modifiers: battleModifiers(mode) });
  return { space, partner, activate, rebellion: f.attack.total + f.defenderLossModifier, royalist: f.defense.total + f.attackerLossModifier };
}

// ---------------------------------------------------------------------------------------------
// The plan

/** The French Battle Command frame on top of the stack, or null. */
const commandFrame = (state: GameState): BattleCommandFrame | null => battleCommandFrame(state, F);

/** What planFrenchBattle reads besides its board ({@link battlePlanReads}). */
const READS = battlePlanReads(F);

/**
 * Plans the French Battle Command on `state` (the board it starts from) in `mode` (8.6.6): the spaces in
 * selection order, each with or without the Patriots, limited by the French Resources (8.1), the
 * Patriots' for their part (3.5.5), and the mode (2.3.5). Writes the trace. Rolls
 * `F16 Battle: highest Population (8.6.6) #n` for ties (8.2).
 */
export function planFrenchBattle(ctx: DecisionContext, state: GameState, mode: CommandMode): FrenchBattlePlan {
  const choices = battleChoices(state, F, mode);
  let candidates = [...new Set(choices.map((c) => c.space))].filter((s) => countBritish(piecesAt(state, s)) > 0);
  // 8.3.7: a Brilliant Stroke's Limited Battle involves the Leader only in his space.
  const leader = strokeLeaderToInvolve(state, F);
  if (leader !== null) {
    candidates = candidates.filter((s) => s === leader);
    ctx.node(NODE, leader === 'available' ? 'Brilliant Stroke: the French Leader is Available, so no Limited Battle can involve him (8.3.7)' : `Brilliant Stroke: the Limited Battle must involve the French Leader, in ${spaceName(leader)} (8.3.7)`, '8.3.7');
  }
  const cost = mode.free ? 0 : BATTLE_COST;
  const affordable = cost === 0 ? Infinity : Math.floor(state.resources.french / cost);
  const limit = Math.min(spaceLimit(mode), affordable);
  let patriots = mode.free ? Infinity : state.resources.patriots;
  const withPatriotsOffered = (s: SpaceId): boolean => choices.some((c) => c.space === s && c.partner);
  const assessNow = (s: SpaceId): FrenchBattleSpacePlan =>
    assessFrenchBattle(state, s, mode, withPatriotsOffered(s) && piecesAt(state, s).continental > 0 && patriots >= BATTLE_COST);

  const spaces: FrenchBattleSpacePlan[] = [];
  const left = [...candidates];
  for (let k = 1; spaces.length < limit; k++) {
    const qualifying = left.map(assessNow).filter((a) => a.rebellion > a.royalist);
    const pick = bestSpace(ctx, qualifying.map((a) => a.space), (s) => [SPACES[s].population], `${NODE}: highest Population (8.6.6) #${k}`);
    if (pick === null) break;
    const a = qualifying.find((x) => x.space === pick)!;
    spaces.push(a);
    left.splice(left.indexOf(pick), 1);
    if (a.partner && !mode.free) patriots -= BATTLE_COST;
  }
  const refused = candidates.filter((s) => !spaces.some((a) => a.space === s)).map(assessNow).filter((a) => a.rebellion <= a.royalist);
  if (refused.length > 0) ctx.node(NODE, `Rebellion Force Level + modifiers does not exceed the Royalist's in ${refused.map((a) => `${spaceName(a.space)} (${a.rebellion} to ${a.royalist})`).join(', ')}`, RULE);
  if (spaces.length > 0) {
    const list = spaces.map((a) => `${spaceName(a.space)} (${a.rebellion} to ${a.royalist}${a.partner ? ', with the Patriots' : ''})`);
    const more = candidates.length - spaces.length - refused.length;
    const cut = more > 0 ? `; ${more} more not affordable or beyond the Command's limit (8.1)` : '';
    ctx.node(NODE, `Battle in ${list.join(', ')}, highest Population first${cut}`, RULE);
  }
  return { spaces };
}

// ---------------------------------------------------------------------------------------------
// The Command's decisions

const selectAction = (a: FrenchBattleSpacePlan): Action =>
  a.partner ? { faction: F, type: 'selectSpace', space: a.space, option: 'withPatriots' } : { faction: F, type: 'selectSpace', space: a.space };

/**
 * Whether the Special Activity the French would start now is a Skirmish that would fall in a space
 * still to be selected for Battle (the Skirmish's own decision sees only the spaces already selected
 * as closed). Judged on a scratch context (same rolls; its nodes are not traced, its rolls are, as this
 * decision depends on them): the real decisions roll them again.
 */
function skirmishWouldTakeBattleSpace(flow: Flow, spaces: readonly SpaceId[], remaining: readonly FrenchBattleSpacePlan[]): boolean {
  const scratch: Flow = { ...flow, ctx: new DecisionContext(flow.state, F, flow.rolls) };
  const sa = chooseFrenchActivity(scratch, { order: 'navalPressureFirst', excluded: spaces, battleSpaces: spaces.filter(isCity) });
  if (sa?.activity !== 'skirmish') {
    flow.ctx.adoptRolls(scratch.ctx);
    return false;
  }
  const sk = planFrenchSkirmish(scratch.ctx, flow.state, frenchSkirmishCandidates(flow.state, []));
  flow.ctx.adoptRolls(scratch.ctx);
  return sk !== null && remaining.some((a) => a.space === sk.space);
}

/** The decision of the French Battle Command's selection (frame `battleCommand`). */
function battleCommandDecision(flow: Flow): Action {
  const frame = commandFrame(flow.state);
  if (!frame) return randomFallback(flow, 'a Battle Command decision that is not the French selection');
  const plan = keptPlanReading(flow, F, 'frenchBattle', frame.mode, () => planFrenchBattle(flow.ctx, planningState(flow.state, F), frame.mode), READS);
  const host = factionHost(flow.state, F);
  const spaces = plan.spaces.map((a) => a.space);

  // The Special Activity comes before the Battles: after the last selection, or before it when it closes the selection.
  const remaining = plan.spaces.filter((a) => !frame.selected.includes(a.space));
  if (host?.activity === null && host.activityAllowed && flow.legal.some((a) => a.type === 'specialActivity')) {
    const closing = remaining.length === 1 && selectionWouldClose(flow.state, selectAction(remaining[0]));
    if (closing && skirmishWouldTakeBattleSpace(flow, spaces, remaining)) {
      flow.ctx.node(NODE, `selecting ${spaceName(remaining[0].space)} ends the selection, and a Skirmish now would fall in a space planned for Battle: the Special Activity comes after the Command (ruling)`, RULE);
    } else if (remaining.length === 0 || closing) {
      flow.ctx.node(NODE, 'the Special Activity before the Battles: Naval Pressure, else Skirmish in a space not selected for Battle, else Préparer la Guerre', RULE);
      const sa = chooseFrenchActivity(flow, { order: 'navalPressureFirst', excluded: spaces, battleSpaces: spaces.filter(isCity) });
      if (sa) return sa;
    }
  }

  if (remaining.length > 0) {
    flow.ctx.node(NODE, `select ${spaceName(remaining[0].space)} for Battle${remaining[0].partner ? ' with the Patriots (their Continentals take part)' : ''}`, RULE);
    return selectAction(remaining[0]);
  }
  const done: Action = { faction: F, type: 'done' };
  if (findLegal(flow, done)) {
    flow.ctx.node(NODE, `all Battle spaces selected (${spacesText(frame.selected)}): resolve the Battles`, RULE);
    return done;
  }
  return forcedSelection(flow, frame);
}

/**
 * A selection the plan does not give but the Command needs (ruling): an Event's Battle that must be
 * fought in named spaces, or a Command under way with no space yet. The selectable space where the
 * Rebellion fares best (margin), the Patriots taking part where that is offered and Continentals stand; ties 8.2.
 */
function forcedSelection(flow: Flow, frame: BattleCommandFrame): Action {
  const { candidates, required } = forcedSelectionPool(frame, [...new Set(flow.legal.filter((a) => a.type === 'selectSpace').map((a) => a.space!))]);
  if (candidates.length === 0) return randomFallback(flow, 'no French Battle instruction applies');
  const partnerFor = (s: SpaceId): boolean =>
    piecesAt(flow.state, s).continental > 0 && flow.legal.some((a) => a.type === 'selectSpace' && a.space === s && a.option === 'withPatriots');
  const score = (s: SpaceId): number[] => {
    const a = assessFrenchBattle(flow.state, s, frame.mode, partnerFor(s));
    return [a.rebellion - a.royalist];
  };
  const pick = bestSpace(flow.ctx, candidates, score, `${NODE}: a space the Command must select (8.6.6)`)!;
  const why = required ? 'the Event requires a Battle there' : 'the Battle Command is under way with no space selected';
  flow.ctx.node(NODE, `${why}: ${spaceName(pick)}, where the Rebellion fares best`, RULE);
  return partnerFor(pick) ? { faction: F, type: 'selectSpace', space: pick, option: 'withPatriots' } : { faction: F, type: 'selectSpace', space: pick };
}

// ---------------------------------------------------------------------------------------------
// Inside a Battle: Activations (3.6.3)

/** The French Activation of Underground Militia in a Battle (frame `battle`): as Attacker with the Patriots, or as the Defender's decider. */
function battleDecision(flow: Flow): Action {
  const frame = flow.state.stack[flow.state.stack.length - 1] as BattleFrame;
  if (frame.kind !== 'battle') return randomFallback(flow, `no French instruction for a '${flow.kind}' decision`);
  const where = spaceName(frame.space);
  const p = piecesAt(flow.state, frame.space);
  let count = 0;
  if (frame.phase === 'activateAttacker') {
    count = attackerActivation(p.militiaActive, p.militiaUnderground);
    flow.ctx.node(
      NODE,
      count > 0
        ? `${where}: Activate ${piecesText(count, 'militiaUnderground')} to raise the Rebellion Force Level, keeping one Underground`
        : `${where}: Activating Militia would not raise the Rebellion Force Level without the last Underground one — none Activated`,
      '8.6.6, 3.6.3',
    );
  } else {
    flow.ctx.node(NODE, `${where}: defending, the Militia stay Underground (no French instruction to Activate them)`, '3.6.3');
  }
  const piece = frame.phase === 'activateAttacker' ? 'militiaUnderground' : flow.legal.find((a) => a.type === 'activate')?.piece ?? 'militiaUnderground';
  return findLegal(flow, { faction: F, type: 'activate', space: frame.space, piece, count }) ?? randomFallback(flow, `no French Activation instruction in ${where}`);
}

// ---------------------------------------------------------------------------------------------
// Win the Day (3.6.8): the Blockades of a City the Rebellion won

/**
 * A City's Support as 8.1.1 counts it: what it adds to Total Support, its Support level times its
 * Population — none at Neutral or Opposition, and none while Blockaded (1.9: a Blockaded City's
 * Population counts 0). `unblockaded`: as if its Blockades were gone (the Battle City's, once they leave).
 */
const supportValue = (state: GameState, city: SpaceId, unblockaded = false): number =>
  Math.max(0, supportLevel(state, city)) * (unblockaded || markersIn(state, city, 'blockades') === 0 ? SPACES[city].population : 0);

/**
 * The French Blockade decision of Win the Day (frame `winTheDay`, phase `blockade`; 8.5.1, 8.6.6): every
 * Blockade of the Battle City goes to the City with most Support (8.1.1: a Blockaded City has none), if
 * it has more than the Battle City would have without them; ties 8.2. Otherwise they stay.
 */
function winTheDayDecision(flow: Flow): Action {
  const frame = flow.state.stack[flow.state.stack.length - 1] as WinTheDayFrame;
  if (frame.kind !== 'winTheDay' || frame.phase !== 'blockade') return randomFallback(flow, `no French instruction for a '${flow.kind}' decision`);
  const from = frame.space;
  const n = markersIn(flow.state, from, 'blockades');
  const here = supportValue(flow.state, from, true);
  const targets = CITIES.filter((c) => c !== from && supportValue(flow.state, c) > here);
  const done: Action = { faction: F, type: 'done' };
  const blockades = n === 1 ? 'the Blockade' : `the ${n} Blockades`;
  if (targets.length === 0 || n === 0) {
    flow.ctx.node('Win the Day', `no other City has more Support than ${spaceName(from)} (${here}): ${blockades} stay${n === 1 ? 's' : ''}`, '8.6.6');
    return done;
  }
  const to = bestSpace(flow.ctx, targets, (c) => [supportValue(flow.state, c)], `Win the Day in ${spaceName(from)}: Blockades to the City with most Support (8.6.6)`)!;
  flow.ctx.node('Win the Day', `move ${blockades} from ${spaceName(from)} to ${spaceName(to)}, the City with most Support (${supportValue(flow.state, to)} to ${here})`, '8.6.6');
  return { faction: F, type: 'moveBlockade', from, to, count: n };
}

// ---------------------------------------------------------------------------------------------
// The module

/** Whether F16 can select at least one Battle space now (8.6.6; "IF NONE" → March). */
function possible(flow: Flow, mode: CommandMode): boolean {
  // Planned from the board as it is: the plan the Command's first decision makes from it, kept for it.
  const plan = planningState(flow.state, F) === flow.state ? keptPlanReading(flow, F, 'frenchBattle', mode, () => planFrenchBattle(flow.ctx, flow.state, mode), READS) : planFrenchBattle(flow.ctx, flow.state, mode);
  if (plan.spaces.length === 0) {
    flow.ctx.node(NODE, 'IF NONE: no space with French and British pieces where the Rebellion Force Level + modifiers exceeds the Royalist\'s (and the Resources to pay) — March', RULE);
    return false;
  }
  return true;
}

/** The host's decision after the Battle Command: the Special Activity if none came before (late), else done. */
function afterCommand(flow: Flow): Action {
  return afterBattleCommand(flow, {
    faction: F,
    node: NODE,
    rule: RULE,
    adjective: 'French',
    why: () => 'no Special Activity before the Battles: Naval Pressure, else Skirmish in a space not selected for Battle, else Préparer la Guerre',
    choose: (f, host) => chooseFrenchActivity(f, { order: 'navalPressureFirst', excluded: host.commandSpaces, battleSpaces: host.commandSpaces.filter(isCity) }),
  });
}

/** F16 Battle, and the French decisions inside any Battle and its Win the Day (8.6.6, 8.5.1, 3.6). */
export const frenchBattleCommand: FrenchCommand = {
  command: 'battle',
  node: NODE,
  possible,
  handlers: {
    battleCommand: battleCommandDecision,
    battle: battleDecision,
    winTheDay: winTheDayDecision,
  },
  afterCommand,
};
