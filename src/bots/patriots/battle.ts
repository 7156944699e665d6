/**
 * P4 Battle (8.5.1) with the French Regulars it includes, the consequences of its Win the Day, and every
 * Patriot decision inside a Battle, whoever attacks.
 *
 * The Command (frame `battleCommand`): every space where the Rebellion Force Level plus the modifiers that
 * work for it exceeds the Royalist Force Level plus theirs is selected — the French taking part wherever
 * French Regulars stand and the French can pay (or need not pay). Only when the Patriot Resources (or the
 * Command's mode) cannot cover every such space is the order of 8.5.1 used: Washington's space, then the
 * highest Population, then the most Villages, then 8.2. The French pay one Resource per space they join,
 * as far as their Resources go, in selection order. Then the Battles are resolved in that order.
 *
 * Inside a Battle (frame `battle`): the Patriots, as Attacker or as the Defender's decider, Activate the
 * fewest Underground Militia that give their side the highest Force Level plus modifiers (3.6.3).
 * Win the Day (frame `winTheDay`): a Rebellion winner uses every spill-over shift, per 8.3.6's Rebellion
 * order. The free Rally it grants (a `grant` of the Patriots' Rally in one space, no cost) is the Rally
 * module's (rally.ts: `winTheDayRally`, then its own plan, 8.5.2). After the Battles, the Special
 * Activity is Partisans, else Skirmish, else Persuasion (8.5.1), chosen by activities.ts.
 * The reasons are in docs/rulings.md, "Non-Player Patriots (8.5)".
 *
 * Everything is planned from {@link planningState} (the board the Command started from), so every
 * micro-decision of the Command follows the same plan.
 * @module
 */
import type { Action } from '../../core/action';
import type { GameState } from '../../core/state';
import type { SpaceId } from '../../data/ids';
import { SPACES } from '../../data/map';
import { spaceName, spacesText } from '../../data/text';
import type { CommandMode } from '../../flow/contracts';
import { battleModifiers, spaceLimit } from '../../flow/restriction';
import { BATTLE_COST, battleChoices, type BattleCommandFrame } from '../../rules/battle/commands';
import { battleForecast, partnerPresent, rochambeauJoinsFree, type BattleForecast } from '../../rules/battle/forceLevel';
import type { BattleFrame } from '../../rules/battle/procedure';
import type { DecisionContext } from '../policy';
import { afterBattleCommand, battleCommandFrame, battlePlanReads, forcedSelectionPool, spillDecision } from '../battleDecisions';
import { bestSpace, findLegal, plannedAction, planningState, randomFallback, type Flow } from '../flowchart';
import { strokeLeaderToInvolve } from '../flowchartCommand';
import { choosePatriotActivity } from './activities';
import type { PatriotCommand } from './plan';
import { keptPlanReading } from '../planCache';
import { piecesAt } from '../../rules/board';

const NODE = 'P4 Battle';
const RULE = '8.5.1';

/** How the Patriots would fight in one space (8.5.1). */
export interface PatriotBattleSpace {
  space: SpaceId;
  /** Whether the French Regulars there take part (3.3.3). */
  withFrench: boolean;
  /** Underground Militia the Patriots would Activate as Attacker (3.6.3). */
  activate: number;
  /** Rebellion Force Level plus the modifiers to the Defender's Loss Level (3.6.3, 3.6.5). */
  rebellion: number;
  /** Royalist Force Level plus the modifiers to the Attacker's Loss Level (3.6.3, 3.6.6). */
  royalist: number;
}

/** The whole Patriot Battle Command as planned (8.5.1). */
export interface PatriotBattlePlan {
  /** The spaces to select, in order, each with or without the French. */
  spaces: PatriotBattleSpace[];
  /** Whether the Resources (or the mode) could not cover every qualifying space, so 8.5.1's order chose. */
  short: boolean;
}

// ---------------------------------------------------------------------------------------------
// Force Levels (the engine's forecast)

/** The Rebellion's Force Level plus the Loss Level modifiers that work for it, in a forecast of a Patriot or French attack or defence. */
function rebellionScore(f: BattleForecast): number {
  return f.attackerSide === 'rebellion' ? f.attack.total + f.defenderLossModifier : f.defense.total + f.attackerLossModifier;
}

/** The Royalists' Force Level plus the Loss Level modifiers that work for them, in the same forecast. */
function royalistScore(f: BattleForecast): number {
  return f.attackerSide === 'royalist' ? f.attack.total + f.defenderLossModifier : f.defense.total + f.attackerLossModifier;
}

/**
 * The Underground Militia the Rebellion side Activates in a Battle (3.6.3; ruling): the fewest that give
 * the Rebellion the highest Force Level plus the modifiers that work for it, by the engine's forecast
 * (`forecast(n)`: the Battle with `n` Activated). Half the Active Militia count in the Force Level; an
 * Underground one keeps a Loss Level modifier for the Rebellion — so the last one stays Underground
 * unless its Activation gains more. Answers the count and its forecast (each `n` forecast once). Pure.
 */
export function rebellionActivation(underground: number, forecast: (n: number) => BattleForecast): { count: number; forecast: BattleForecast } {
  let best = 0;
  let chosen = forecast(0);
  let top = rebellionScore(chosen);
  for (let n = 1; n <= underground; n++) {
    const f = forecast(n);
    const v = rebellionScore(f);
    if (v > top) {
      top = v;
      best = n;
      chosen = f;
    }
  }
  return { count: best, forecast: chosen };
}

/**
 * The Patriot Battle in `space` as the flowchart would fight it (8.5.1), the French taking part when
 * `withFrench`; the Activations as {@link rebellionActivation}; the Royalists' pieces as they stand.
 * Pure.
 */
export function assessPatriotBattle(state: GameState, space: SpaceId, mode: CommandMode, withFrench: boolean): PatriotBattleSpace {
  const modifiers = battleModifiers(mode);
  const forecast = (n: number): BattleForecast => battleForecast(state, space, 'patriots', { partner: withFrench, activate: { attacker: n }, modifiers });
  const { count, forecast: f } = rebellionActivation(piecesAt(state, space).militiaUnderground, forecast);
  return { space, withFrench, activate: count, rebellion: rebellionScore(f), royalist: royalistScore(f) };
}

// ---------------------------------------------------------------------------------------------
// The plan

/** The Patriot Battle Command frame on top of the stack, or null. */
const commandFrame = (state: GameState): BattleCommandFrame | null => battleCommandFrame(state, 'patriots');

/** What planPatriotBattle reads besides its board ({@link battlePlanReads}). */
const READS = battlePlanReads('patriots');

/** Whether the French could join a Patriot Battle there without paying (a free Battle, Rochambeau). */
const frenchJoinFree = (state: GameState, space: SpaceId, mode: CommandMode): boolean => mode.free || rochambeauJoinsFree(state, space, 'patriots');

/** Whether Washington stands in the space (8.5.1's first priority when Resources are short). */
const washingtonIn = (state: GameState, space: SpaceId): boolean => state.leaders.patriots.leader === 'Washington' && state.leaders.patriots.at === space;

/** 8.5.1's order when Resources are short: Washington, then highest Population, then most Villages (also #51's one Battle space, 8.3.1). */
export const patriotBattleOrder =
  (state: GameState) =>
  (space: SpaceId): number[] => [washingtonIn(state, space) ? 1 : 0, SPACES[space].population, piecesAt(state, space).village];

const battleText = (a: PatriotBattleSpace): string => `${spaceName(a.space)} (${a.rebellion} to ${a.royalist}${a.withFrench ? ', with the French' : ''})`;

/**
 * Plans the Patriot Battle Command on `state` (the board it starts from) in `mode` (8.5.1): the spaces
 * in selection order, with or without the French, limited by the Patriot Resources (8.1) and the mode
 * (2.3.5), the French joining as far as their Resources pay. Writes the trace. Rolls
 * `P4 Battle: Washington, then highest Population, then most Villages (8.5.1) #n` for ties (8.2), only
 * when the Resources are short.
 */
export function planPatriotBattle(ctx: DecisionContext, state: GameState, mode: CommandMode): PatriotBattlePlan {
  let candidates = [...new Set(battleChoices(state, 'patriots', mode).map((c) => c.space))];
  // 8.3.7: a Brilliant Stroke's Limited Battle involves the Leader only in his space.
  const leader = strokeLeaderToInvolve(state, 'patriots');
  if (leader !== null) {
    candidates = candidates.filter((s) => s === leader);
    ctx.node(NODE, leader === 'available' ? 'Brilliant Stroke: the Leader is Available, so no Limited Battle can involve him (8.3.7)' : `Brilliant Stroke: the Limited Battle must involve the Leader, in ${spaceName(leader)} (8.3.7)`, '8.3.7');
  }
  const frenchCanPay = state.resources.french > 0;
  const joinable = (s: SpaceId): boolean => partnerPresent(state, s, 'patriots') && (frenchJoinFree(state, s, mode) || frenchCanPay);
  const qualifying: PatriotBattleSpace[] = [];
  const refused: string[] = [];
  for (const space of candidates) {
    const a = assessPatriotBattle(state, space, mode, joinable(space));
    if (a.rebellion > a.royalist) qualifying.push(a);
    else refused.push(battleText(a));
  }
  if (refused.length > 0) ctx.node(NODE, `Rebellion Force Level + modifiers does not exceed the Royalist's in ${refused.join(', ')}`, RULE);

  const cost = mode.free ? 0 : BATTLE_COST;
  const affordable = Math.min(spaceLimit(mode), cost === 0 ? Infinity : Math.floor(state.resources.patriots / cost));
  const short = qualifying.length > affordable;
  let frenchLeft = state.resources.french;
  const spaces: PatriotBattleSpace[] = [];
  const dropped: string[] = [];
  const left = [...qualifying];
  while (left.length > 0 && spaces.length < affordable) {
    // All qualifying spaces are selected, in map order; 8.5.1's order only when not all can be paid for.
    const next = short ? bestSpace(ctx, left.map((a) => a.space), patriotBattleOrder(state), `${NODE}: Washington, then highest Population, then most Villages (8.5.1) #${spaces.length + 1}`)! : left[0].space;
    let a = left.splice(left.findIndex((x) => x.space === next), 1)[0];
    if (a.withFrench && !frenchJoinFree(state, a.space, mode)) {
      if (frenchLeft >= BATTLE_COST) frenchLeft -= BATTLE_COST;
      else {
        a = assessPatriotBattle(state, a.space, mode, false);
        if (a.rebellion <= a.royalist) {
          dropped.push(battleText(a));
          continue;
        }
      }
    }
    spaces.push(a);
  }
  if (dropped.length > 0) ctx.node(NODE, `the French Resources are spent, and without the French the Rebellion does not exceed the Royalists in ${dropped.join(', ')}`, RULE);
  if (spaces.length > 0) {
    const why = short
      ? `the Patriot Resources (or the Command) cannot cover all ${qualifying.length} spaces: first Washington's space, then highest Population, then most Villages (8.5.1, 8.1)`
      : 'all spaces where the Rebellion exceeds the Royalists';
    ctx.node(NODE, `Battle in ${spaces.map(battleText).join(', ')} — ${why}`, RULE);
  }
  return { spaces, short };
}

// ---------------------------------------------------------------------------------------------
// The Command's decisions

/** The selection action of a planned space (with the French: 8.5.1's second bullet). */
function selectAction(a: { space: SpaceId; withFrench: boolean }): Action {
  const action: Action = { faction: 'patriots', type: 'selectSpace', space: a.space };
  if (a.withFrench) action.option = 'withFrench';
  return action;
}

/** The decision of the Patriot Battle Command's selection (frame `battleCommand`). */
function battleCommandDecision(flow: Flow): Action {
  const frame = commandFrame(flow.state);
  if (!frame) return randomFallback(flow, 'a Battle Command decision that is not the Patriot selection');
  const plan = keptPlanReading(flow, 'patriots', 'patriotsBattle', frame.mode, () => planPatriotBattle(flow.ctx, planningState(flow.state, 'patriots'), frame.mode), READS);
  const remaining = plan.spaces.filter((a) => !frame.selected.includes(a.space));
  if (remaining.length > 0) {
    const a = remaining[0];
    const french = a.withFrench ? ': the French take part and pay 1 Resource, unless free (8.5.1)' : '';
    flow.ctx.node(NODE, `select ${spaceName(a.space)} for Battle${french}`, RULE);
    return plannedAction(flow, selectAction(a));
  }
  const done: Action = { faction: 'patriots', type: 'done' };
  if (findLegal(flow, done)) {
    flow.ctx.node(NODE, `all Battle spaces selected (${spacesText(frame.selected)}): resolve the Battles`, RULE);
    return done;
  }
  return forcedSelection(flow, frame);
}

/**
 * A selection the plan does not give but the Command needs (ruling): an Event's Battle that must be
 * fought in named spaces, or a Command under way with no space yet. The selectable space where the
 * Rebellion fares best (margin), the French taking part where offered; ties 8.2.
 */
function forcedSelection(flow: Flow, frame: BattleCommandFrame): Action {
  const { candidates, required } = forcedSelectionPool(frame, [...new Set(flow.legal.filter((a) => a.type === 'selectSpace').map((a) => a.space!))]);
  if (candidates.length === 0) return randomFallback(flow, 'no Patriot Battle instruction applies');
  const french = (s: SpaceId): boolean => findLegal(flow, selectAction({ space: s, withFrench: true })) !== null;
  const score = (s: SpaceId): number[] => {
    const a = assessPatriotBattle(flow.state, s, frame.mode, french(s));
    return [a.rebellion - a.royalist];
  };
  const pick = bestSpace(flow.ctx, candidates, score, `${NODE}: a space the Command must select (8.5.1)`)!;
  const why = required ? 'the Event requires a Battle there' : 'the Battle Command is under way with no space planned';
  flow.ctx.node(NODE, `${why}: ${spaceName(pick)}, where the Rebellion fares best${french(pick) ? ', with the French' : ''}`, RULE);
  return plannedAction(flow, selectAction({ space: pick, withFrench: french(pick) }));
}

// ---------------------------------------------------------------------------------------------
// Inside a Battle: Activations (3.6.3)

/** The Patriots' Activation of Underground Militia in a Battle (frame `battle`), as Attacker or as the Defender's decider. */
function battleDecision(flow: Flow): Action {
  const frame = flow.state.stack[flow.state.stack.length - 1] as BattleFrame;
  if (frame.kind !== 'battle' || (frame.phase !== 'activateAttacker' && frame.phase !== 'activateDefender'))
    return randomFallback(flow, `no Patriot instruction for a '${flow.kind}' decision`);
  const where = spaceName(frame.space);
  const attacking = frame.phase === 'activateAttacker';
  const underground = piecesAt(flow.state, frame.space).militiaUnderground;
  const opts = { partner: frame.partner, commonCause: frame.commonCause, modifiers: frame.modifiers };
  const forecast = (n: number): BattleForecast =>
    battleForecast(flow.state, frame.space, frame.attacker, { ...opts, activate: attacking ? { attacker: n } : { defender: n } });
  const { count, forecast: f } = rebellionActivation(underground, forecast);
  const role = attacking ? 'attacking' : 'defending';
  const score = rebellionScore(f);
  flow.ctx.node(
    NODE,
    count > 0
      ? `${where}: ${role}, Activate ${count} of ${underground} Underground Militia — the fewest for the highest Rebellion Force Level + modifiers (${score})`
      : `${where}: ${role}, Activating Militia would not raise the Rebellion Force Level + modifiers (${score}) — none Activated`,
    '3.6.3',
  );
  return plannedAction(flow, { faction: 'patriots', type: 'activate', space: frame.space, piece: 'militiaUnderground', count });
}

// ---------------------------------------------------------------------------------------------
// Win the Day (3.6.8): spill-over shifts of a Rebellion winner, the free Rally

/** The Patriots' spill-over decision of Win the Day (frame `winTheDay`): toward Opposition (8.3.6's Rebellion order). */
const winTheDayDecision = (flow: Flow): Action => spillDecision(flow, 'patriots', -1, { adjective: 'Patriot', gained: 'Opposition', lost: 'Support', checked: true });

// ---------------------------------------------------------------------------------------------
// The module

/** Whether P4 can select at least one Battle space now (8.5.1; "IF NONE" → Rally). */
function possible(flow: Flow, mode: CommandMode): boolean {
  // Planned from the board as it is: the plan the Command's first decision makes from it, kept for it.
  const plan = planningState(flow.state, 'patriots') === flow.state ? keptPlanReading(flow, 'patriots', 'patriotsBattle', mode, () => planPatriotBattle(flow.ctx, flow.state, mode), READS) : planPatriotBattle(flow.ctx, flow.state, mode);
  if (plan.spaces.length === 0) {
    flow.ctx.node(NODE, "IF NONE: no space where the Rebellion Force Level + modifiers exceeds the Royalist's (and the Resources to pay) — Rally", RULE);
    return false;
  }
  return true;
}

/**
 * The host's decision after the Battle Command: once Battles were resolved, Partisans, else Skirmish,
 * else Persuasion (8.5.1, by activities.ts); else done.
 */
function afterCommand(flow: Flow): Action {
  return afterBattleCommand(flow, {
    faction: 'patriots',
    node: NODE,
    rule: RULE,
    adjective: 'Patriot',
    wanted: (host) => host.commandSpaces.length > 0,
    why: (host) => `Battles resolved in ${spacesText(host.commandSpaces)}: Partisans, else Skirmish, else Persuasion`,
    choose: (f) => choosePatriotActivity(f, { excluded: [] }),
  });
}

/** P4 Battle, and the Patriot decisions inside any Battle (8.5.1, 3.6). */
export const patriotBattleCommand: PatriotCommand = {
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
