/**
 * B12 Battle (8.4.4) with B13 Common Cause in a Battle (8.4.3 COMMON CAUSE), and every British
 * decision inside a Battle, whoever attacks.
 *
 * The Command (frame `battleCommand`): every space, the West Indies included, with Rebellion Forts
 * and/or cubes where the Royalist Force Level plus its modifiers exceeds the Rebellion's is selected,
 * first where most British pieces (8.1.3, ties 8.2), as far as the Resources pay (8.1). In each, Common
 * Cause counts War Parties as Tories when that raises the British Force Level (up to the Regulars not
 * matched by Tories, Active first, never the last Underground War Party). When Common Cause raises it
 * nowhere, the Special Activity is Skirmish in a space not selected, else Naval Pressure (B11, B7),
 * executed before the Battles are fought. Then the Battles are resolved in the order selected.
 *
 * Inside a Battle (frame `battle`): the British as Attacker Activate Underground War Parties only to
 * raise the Force Level, never the last one; as the Defender's decider they follow the Indians' 8.7.9.
 * Win the Day (frame `winTheDay`): a Royalist winner uses every spill-over shift, per 8.3.6's Royalist
 * order. The reasons are in docs/rulings.md, "Non-Player British (8.4)".
 *
 * Everything is planned from {@link planningState} (the board the Command started from), so every
 * micro-decision of the Command follows the same plan.
 * @module
 */
import type { Action } from '../../core/action';
import type { GameState } from '../../core/state';
import type { SpaceId } from '../../data/ids';
import { isCity } from '../../data/map';
import { piecesText, spaceName, spacesText } from '../../data/text';
import type { CommandMode } from '../../flow/contracts';
import { battleModifiers, spaceLimit } from '../../flow/restriction';
import { BATTLE_COST, battleChoices, type BattleCommandFrame } from '../../rules/battle/commands';
import { battleForecast, type BattleForecast } from '../../rules/battle/forceLevel';
import type { BattleFrame } from '../../rules/battle/procedure';
import { countBritish, piecesAt } from '../../rules/board';
import { commonCauseAvailable } from '../../rules/specialActivities/british/commonCause';
import { DecisionContext } from '../policy';
import { afterBattleCommand, battleCommandFrame, forcedSelectionPool, selectionWouldClose, spillDecision } from '../battleDecisions';
import { bestSpace, factionHost, findLegal, orderSpaces, planningState, randomFallback, type Flow } from '../flowchart';
import { chooseBritishActivity, plannedBritishActivity, planSkirmish, skirmishCandidates } from './activities';
import { strokeLeaderToInvolve, type BritishCommand } from './plan';

const NODE = 'B12 Battle';
const CC_NODE = 'B13 Common Cause';
const RULE = '8.4.4';

/** How the British would fight in one space (8.4.4), with the plan's Common Cause and Activations. */
export interface BattleSpacePlan {
  space: SpaceId;
  /** War Parties counted as Tories by Common Cause (0: none). */
  commonCause: number;
  /** Whether Common Cause raises the British Force Level there. */
  commonCauseRaises: boolean;
  /** Royalist Force Level plus the modifiers to the Defender's Loss Level (3.6.3, 3.6.5). */
  royalist: number;
  /** Rebellion Force Level plus the modifiers to the Attacker's Loss Level (3.6.3, 3.6.6). */
  rebellion: number;
  /** British pieces there (8.4.4 "first where most British"). */
  british: number;
}

/** The whole British Battle Command as planned (8.4.4). */
export interface BattlePlan {
  /** The spaces to select, in order, each with its Common Cause. */
  spaces: BattleSpacePlan[];
  /** Whether Common Cause raises the Force Level in a selected space (then it is the Special Activity). */
  commonCause: boolean;
}

// ---------------------------------------------------------------------------------------------
// Force Levels

/**
 * Underground War Parties the British Activate when they attack (ruling, 8.4.4/B13): the fewest that
 * give the highest Force Level while one stays Underground (3.6.3 counts half the Active War Parties
 * not used as Tories; `activeFree` are those). Pure.
 */
export function attackerActivation(activeFree: number, underground: number): number {
  if (underground <= 1) return 0;
  const most = underground - 1;
  const best = Math.floor((activeFree + most) / 2);
  let x = 0;
  while (Math.floor((activeFree + x) / 2) < best) x++;
  return x;
}

/**
 * The most War Parties Common Cause may count as Tories in a British Battle there (B13, 8.4.3): up to
 * the Regulars not matched by Tories, never the last Underground War Party. Pure.
 */
export function commonCauseLimit(state: GameState, space: SpaceId): number {
  const p = piecesAt(state, space);
  const room = Math.max(0, p.britishRegular - p.tory);
  return Math.min(room, p.warPartyActive + Math.max(0, p.warPartyUnderground - 1));
}

/** The forecast of a British Battle there with `cc` War Parties as Tories and the planned Activations. */
function forecastWith(state: GameState, space: SpaceId, cc: number, mode: CommandMode): BattleForecast {
  const p = piecesAt(state, space);
  const flips = Math.max(0, cc - p.warPartyActive);
  const activeFree = p.warPartyActive + flips - cc;
  const extra = attackerActivation(activeFree, p.warPartyUnderground - flips);
  return battleForecast(state, space, 'british', { commonCause: cc, activate: { attacker: flips + extra }, modifiers: battleModifiers(mode) });
}

/** Whether the space holds a Rebellion Fort or cube (8.4.4: Militia alone do not count). */
const rebellionFortOrCube = (state: GameState, space: SpaceId): boolean => {
  const p = piecesAt(state, space);
  return p.patriotFort + p.continental + p.frenchRegular > 0;
};

/** The British Battle there as the flowchart would fight it (Common Cause when it raises the Force Level). Pure. */
export function assessSpace(state: GameState, space: SpaceId, mode: CommandMode, commonCause: boolean): BattleSpacePlan {
  const without = forecastWith(state, space, 0, mode);
  const limit = commonCause ? commonCauseLimit(state, space) : 0;
  const withCc = limit > 0 ? forecastWith(state, space, limit, mode) : without;
  const raises = withCc.attack.total > without.attack.total;
  const f = raises ? withCc : without;
  return {
    space,
    commonCause: raises ? limit : 0,
    commonCauseRaises: raises,
    royalist: f.attack.total + f.defenderLossModifier,
    rebellion: f.defense.total + f.attackerLossModifier,
    british: countBritish(piecesAt(state, space)),
  };
}

// ---------------------------------------------------------------------------------------------
// The plan

/** The Battle Command frame on top of the stack, or null. */
const commandFrame = (state: GameState): BattleCommandFrame | null => battleCommandFrame(state, 'british');

/** Whether Common Cause may accompany the Battle: under way, the engine says; before, the mode (4.2.1, 2.3.5, 2.3.8). */
function commonCauseAllowed(state: GameState, mode: CommandMode): boolean {
  if (commandFrame(state)) return commonCauseAvailable(state);
  return mode.specialActivity || mode.embeddedActivity === true;
}

/**
 * Plans the British Battle Command on `state` (the board it starts from) in `mode` (8.4.4): the spaces
 * in selection order, with Common Cause, limited by the Resources (8.1) and the mode (2.3.5). Writes
 * the trace. Rolls `B12 Battle: most British pieces (8.4.4) #n` for ties (8.2).
 */
export function planBattle(ctx: DecisionContext, state: GameState, mode: CommandMode): BattlePlan {
  const cc = commonCauseAllowed(state, mode);
  let candidates = [...new Set(battleChoices(state, 'british', mode).map((c) => c.space))];
  // 8.3.7: a Brilliant Stroke's Limited Battle involves the Leader only in his space.
  const leader = strokeLeaderToInvolve(state);
  if (leader !== null) {
    candidates = candidates.filter((s) => s === leader);
    ctx.node(NODE, leader === 'available' ? 'Brilliant Stroke: the Leader is Available, so no Limited Battle can involve him (8.3.7)' : `Brilliant Stroke: the Limited Battle must involve the Leader, in ${spaceName(leader)} (8.3.7)`, '8.3.7');
  }
  const assessed = new Map<SpaceId, BattleSpacePlan>();
  const refused: string[] = [];
  for (const space of candidates) {
    if (!rebellionFortOrCube(state, space)) continue;
    const a = assessSpace(state, space, mode, cc);
    if (a.royalist > a.rebellion) assessed.set(space, a);
    else refused.push(`${spaceName(space)} (${a.royalist} to ${a.rebellion})`);
  }
  const cost = mode.free ? 0 : BATTLE_COST;
  const affordable = cost === 0 ? Infinity : Math.floor(state.resources.british / cost);
  const limit = Math.min(spaceLimit(mode), affordable);
  const order = orderSpaces(ctx, [...assessed.keys()], (s) => [assessed.get(s)!.british], `${NODE}: most British pieces (8.4.4)`, limit);
  const spaces = order.map((s) => assessed.get(s)!);
  if (refused.length > 0) ctx.node(NODE, `Royalist Force Level + modifiers does not exceed the Rebellion's in ${refused.join(', ')}`, RULE);
  if (spaces.length > 0) {
    const list = spaces.map((a) => `${spaceName(a.space)} (${a.royalist} to ${a.rebellion}${a.commonCause > 0 ? `, Common Cause ${a.commonCause}` : ''})`);
    const cut = assessed.size > spaces.length ? `; ${assessed.size - spaces.length} more not affordable or beyond the Command's limit (8.1)` : '';
    ctx.node(NODE, `Battle in ${list.join(', ')}, first where most British pieces${cut}`, RULE);
  }
  return { spaces, commonCause: spaces.some((a) => a.commonCauseRaises) };
}

// ---------------------------------------------------------------------------------------------
// The Command's decisions

/**
 * Whether the Skirmish the British would execute now (B11 among the spaces the engine offers, which
 * leave out only the spaces already selected) would fall in a space still to be selected for Battle.
 * Judged on a scratch context (same rolls; its nodes are not traced, its rolls are, as this decision
 * depends on them): the Skirmish's own decision rolls them again.
 */
function skirmishWouldTakeBattleSpace(flow: Flow, plan: BattlePlan, remaining: readonly BattleSpacePlan[]): boolean {
  const spaces = plan.spaces.map((a) => a.space);
  if (plannedBritishActivity(flow.state, { order: 'skirmishFirst', excluded: spaces }, 'battle') !== 'skirmish') return false;
  const scratch = new DecisionContext(flow.state, 'british', flow.rolls);
  const sk = planSkirmish(scratch, flow.state, skirmishCandidates(flow.state, []));
  flow.ctx.adoptRolls(scratch);
  return sk !== null && remaining.some((a) => a.space === sk.space);
}

/** B11/B7 per 8.4.4's second bullet, or null when neither is possible (or it is not the moment). */
function specialActivity(flow: Flow, plan: BattlePlan): Action | null {
  if (!flow.legal.some((a) => a.type === 'specialActivity')) return null;
  const spaces = plan.spaces.map((a) => a.space);
  flow.ctx.node(NODE, 'Common Cause cannot increase the British Force Level in any Battle space: Skirmish in a space not selected for Battle, else Naval Pressure', RULE);
  return chooseBritishActivity(flow, { order: 'skirmishFirst', excluded: spaces, battleSpaces: spaces.filter(isCity) });
}

/** The decision of the British Battle Command's selection (frame `battleCommand`). */
function battleCommandDecision(flow: Flow): Action {
  const frame = commandFrame(flow.state);
  if (!frame) return randomFallback(flow, 'a Battle Command decision that is not the British selection');
  const plan = planBattle(flow.ctx, planningState(flow.state, 'british'), frame.mode);
  const host = factionHost(flow.state, 'british');

  // B13: Common Cause in each selected space right after its selection.
  const a = plan.spaces.find((x) => x.commonCause > 0 && frame.selected.includes(x.space) && frame.commonCause[x.space] === undefined);
  if (a) {
    const p = piecesAt(flow.state, a.space);
    flow.ctx.node(CC_NODE, `${spaceName(a.space)}: ${piecesText(a.commonCause, 'warPartyActive')} fight as Tories (Regulars ${p.britishRegular}, Tories ${p.tory}; Active War Parties first, the last Underground one kept)`, '8.4.3');
    return { faction: 'british', type: 'commonCause', space: a.space, count: a.commonCause };
  }

  // The Special Activity comes before the Battles: after the last selection, or before it when it closes the selection.
  const remaining = plan.spaces.filter((a) => !frame.selected.includes(a.space));
  if (!plan.commonCause && host?.activity === null && host.activityAllowed) {
    const closing = remaining.length === 1 && selectionWouldClose(flow.state, { faction: 'british', type: 'selectSpace', space: remaining[0].space });
    if (closing && skirmishWouldTakeBattleSpace(flow, plan, remaining)) {
      flow.ctx.node(NODE, `selecting ${spaceName(remaining[0].space)} ends the selection, and a Skirmish now would fall in a space planned for Battle: the Special Activity comes after the Command (ruling)`, RULE);
    } else if (remaining.length === 0 || closing) {
      const sa = specialActivity(flow, plan);
      if (sa) return sa;
    }
  }

  if (remaining.length > 0) {
    flow.ctx.node(NODE, `select ${spaceName(remaining[0].space)} for Battle`, RULE);
    return { faction: 'british', type: 'selectSpace', space: remaining[0].space };
  }
  const done: Action = { faction: 'british', type: 'done' };
  if (findLegal(flow, done)) {
    flow.ctx.node(NODE, `all Battle spaces selected (${spacesText(frame.selected)}): resolve the Battles`, RULE);
    return done;
  }
  return forcedSelection(flow, frame);
}

/**
 * A selection the plan does not give but the Command needs (ruling): an Event's Battle that must be
 * fought in named spaces, or a Command under way with no space yet. The selectable space where the
 * Royalists fare best (margin, then most British pieces), ties 8.2.
 */
function forcedSelection(flow: Flow, frame: BattleCommandFrame): Action {
  const { candidates, required } = forcedSelectionPool(frame, flow.legal.filter((a) => a.type === 'selectSpace').map((a) => a.space!));
  if (candidates.length === 0) return randomFallback(flow, 'no British Battle instruction applies');
  const cc = commonCauseAllowed(flow.state, frame.mode);
  const score = (s: SpaceId): number[] => {
    const a = assessSpace(flow.state, s, frame.mode, cc);
    return [a.royalist - a.rebellion, a.british];
  };
  const pick = bestSpace(flow.ctx, candidates, score, `${NODE}: a space the Command must select (8.4.4)`)!;
  const why = required ? 'the Event requires a Battle there' : 'the Battle Command is under way with no space selected';
  flow.ctx.node(NODE, `${why}: ${spaceName(pick)}, where the Royalists fare best`, RULE);
  return { faction: 'british', type: 'selectSpace', space: pick };
}

// ---------------------------------------------------------------------------------------------
// Inside a Battle: Activations (3.6.3)

/** The British Activation of Underground War Parties in a Battle (frame `battle`), as Attacker or as the Defender's decider. */
function battleDecision(flow: Flow): Action {
  const frame = flow.state.stack[flow.state.stack.length - 1] as BattleFrame;
  if (frame.kind !== 'battle') return randomFallback(flow, `no British instruction for a '${flow.kind}' decision`);
  const where = spaceName(frame.space);
  const p = piecesAt(flow.state, frame.space);
  let count: number;
  if (frame.phase === 'activateAttacker') {
    const activeFree = p.warPartyActive - frame.commonCause;
    count = attackerActivation(activeFree, p.warPartyUnderground);
    flow.ctx.node(
      NODE,
      count > 0
        ? `${where}: Activate ${piecesText(count, 'warPartyUnderground')} to raise the Royalist Force Level, keeping one Underground`
        : `${where}: Activating War Parties would not raise the Royalist Force Level without the last Underground one — none Activated`,
      '8.4.4, 3.6.3',
    );
  } else {
    const village = p.village > 0;
    count = village ? Math.max(0, p.warPartyUnderground - 1) : 0;
    flow.ctx.node(
      NODE,
      village
        ? `${where}: defending with a Village, Activate all but one Underground War Party (${count})`
        : `${where}: defending without a Village, the War Parties stay Underground`,
      '8.7.9',
    );
  }
  const action: Action = { faction: 'british', type: 'activate', space: frame.space, piece: 'warPartyUnderground', count };
  return action;
}

// ---------------------------------------------------------------------------------------------
// Win the Day (3.6.8): spill-over shifts of a Royalist winner

/** The British spill-over decision of Win the Day (frame `winTheDay`): toward Support (8.3.6's Royalist order). */
const winTheDayDecision = (flow: Flow): Action => spillDecision(flow, 'british', 1, { adjective: 'British', gained: 'Support', lost: 'Opposition', checked: false });

// ---------------------------------------------------------------------------------------------
// The module

/** Whether B12 can select at least one Battle space now (8.4.4; "IF NONE" → March). */
function possible(flow: Flow, mode: CommandMode): boolean {
  const plan = planBattle(flow.ctx, flow.state, mode);
  if (plan.spaces.length === 0) {
    flow.ctx.node(NODE, 'IF NONE: no space with Rebellion Forts or cubes where the Royalist Force Level + modifiers exceeds the Rebellion\'s (and the Resources to pay) — March', RULE);
    return false;
  }
  return true;
}

/** The host's decision after the Battle Command: the Special Activity if none came before (late), else done. */
function afterCommand(flow: Flow): Action {
  return afterBattleCommand(flow, {
    faction: 'british',
    node: NODE,
    rule: RULE,
    adjective: 'British',
    why: () => 'no Special Activity before the Battles: Skirmish in a space not selected for Battle, else Naval Pressure',
    choose: (f, host) => chooseBritishActivity(f, { order: 'skirmishFirst', excluded: host.commandSpaces, battleSpaces: host.commandSpaces.filter(isCity) }),
  });
}

/** B12 Battle with B13 Common Cause, and the British decisions inside any Battle (8.4.4, 8.4.3, 3.6). */
export const britishBattleCommand: BritishCommand = {
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
