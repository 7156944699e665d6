/**
 * I7 Gather (8.7.2): the Non-Player Indians Gather in up to four Provinces, then War Path, else Trade.
 *
 * The whole Gather is planned from the board it started from ({@link planningState}) by
 * {@link planGather}, bullet by bullet (8.1.3, ties by 8.2), within the Resources (the first Indian
 * Reserve Province is free, 3.4.1), a Limited Gather's one space and an Event's restriction:
 * 1. A Village in each Province with room for one and 3+ War Parties (2+ where Cornplanter stands),
 *    the Indian Leader's space first; the War Parties it replaces are Active ones first (8.1.2).
 * 2. War Parties at Villages, as many as allowed (Villages + 1): first where enemy pieces are, then
 *    where no Underground War Party is, then with the Indian Leader, then elsewhere.
 * 3. If a Village is still Available, one War Party in each of up to two Provinces with room for a
 *    Village: first where exactly two War Parties stand, then exactly one, then elsewhere.
 * 4. If no War Party is left Available and fewer than four Provinces were selected, one more Village
 *    Province: every adjacent Active War Party that can leave without giving its Province Rebellion
 *    Control moves in, then every War Party there flips Underground.
 *
 * War Parties and Villages come only from Available (8.1: no voluntary removal). An Available Indian
 * Leader is placed with the largest placement of War Parties (8.1, 1.10 by analogy). A Brilliant
 * Stroke's Limited Gather is in the Indian Leader's space, or places him when he is Available (8.3.7). Each decision of
 * the engine's `indiansGather` frame re-plans from the same board with the same rolls and emits the
 * plan's next action. After the Gather: War Path, else Trade (8.7.2, {@link chooseIndianActivity}).
 * @module
 */
import type { Draft } from 'immer';
import type { Action, ActionOption } from '../../core/action';
import type { GameState } from '../../core/state';
import { spaceIndex, type SpaceId } from '../../data/ids';
import { PROVINCES, isReserve } from '../../data/map';
import { piecesText, spaceName } from '../../data/text';
import type { CommandMode } from '../../flow/contracts';
import { mayExecuteIn, mustGoOn, spaceLimit, spacesStillRequired } from '../../flow/restriction';
import { computeControl, countRebellion, countRoyalist, countWarParties, flipPieces, hasRoomForFort, movePieces, piecesAt, placeFromPool, removeToPool, supportLevel } from '../../rules/board';
import { canGather, cornplanterIn, gatherCost, type IndiansGatherFrame } from '../../rules/commands/indians/gather';
import { adjacentProvincesOf, type WarPartyKind } from '../../rules/commands/indians/shared';
import { leaderAwaitsGroup } from '../../rules/nonPlayers/leaders';
import type { DecisionContext } from '../policy';
import { bestSpace, factionHost, planningState, plannedAction, randomFallback, scratchBoard, type Flow, type FlowHandler } from '../flowchart';
import { keptPlanReading, planOptions, type PlanReads } from '../planCache';
import { closedByActivityText, strokeLeaderToInvolve } from '../flowchartCommand';
import { chooseIndianActivity } from './activities';
import type { IndianCommand } from './plan';

/** The node's name on the sheet. */
export const GATHER_NODE = 'I7 Gather';
const RULE = '8.7.2';
const I = 'indians' as const;

/** Most Provinces the flowchart's Gather selects (8.7.2, I7 "Max 4"). */
export const GATHER_MAX_SPACES = 4;

/** The purposes of the Gather's rolls (8.2 ties), stable across its decisions. */
export const GATHER_PURPOSES = Object.freeze({
  village: (n: number) => `I7 Gather: Village space #${n} (8.7.2)`,
  atVillage: (n: number) => `I7 Gather: War Parties at a Village #${n} (8.7.2)`,
  room: (n: number) => `I7 Gather: War Party where room for a Village #${n} (8.7.2)`,
  moveIn: 'I7 Gather: Village space to move Active War Parties into (8.7.2)',
  leader: 'I7 Gather: the Available Indian Leader joins which War Parties (8.1)',
});

/** A move of Active War Parties into the bullet-4 Village space. */
export interface GatherMove {
  readonly from: SpaceId;
  readonly count: number;
}

/** One Province of the plan, in the order the flowchart selects it. */
export type GatherStep =
  | { readonly space: SpaceId; readonly bullet: 'village'; readonly replace: readonly WarPartyKind[]; readonly leader?: boolean }
  | { readonly space: SpaceId; readonly bullet: 'atVillage' | 'room'; readonly count: number; readonly leader: boolean }
  | { readonly space: SpaceId; readonly bullet: 'moveIn'; readonly moves: readonly GatherMove[] };

/** The whole Gather as the flowchart decided it. */
export interface GatherPlan {
  readonly steps: readonly GatherStep[];
}

/** An ordinary Command's mode (a full Command with its Special Activity). */
const FULL: CommandMode = { limited: false, free: false, specialActivity: true };

/** Whether the space's Support level allows Gather (Neutral or Passive, 3.4.1). */
const levelAllows = (state: GameState, space: SpaceId): boolean => Math.abs(supportLevel(state, space)) <= 1;

/** War Parties (Underground and Active) in the space. */
const warParties = (state: GameState, space: SpaceId): number => countWarParties(piecesAt(state, space));

/** Whether Gather's first bullet places a Village there, as far as the space goes (8.7.2: room, 3+ War Parties, 2+ with Cornplanter). */
function villageSpace(state: GameState, space: SpaceId): boolean {
  return levelAllows(state, space) && hasRoomForFort(state, space) && warParties(state, space) >= (cornplanterIn(state, space) ? 2 : 3);
}

/** The plan's walk: the board as the plan leaves it, what was selected, the Resources left. */
interface Walk {
  readonly sim: Draft<GameState>;
  readonly selected: SpaceId[];
  budget: number;
  readonly mode: CommandMode;
  readonly limit: number;
  /** 8.3.7: the space a Brilliant Stroke's Limited Command must involve, if any. */
  readonly leaderSpace: SpaceId | null;
}

function newWalk(state: GameState, mode: CommandMode): Walk {
  const stroke = strokeLeaderToInvolve(state, I);
  return {
    sim: scratchBoard(state),
    selected: [],
    budget: mode.free ? Infinity : state.resources.indians,
    mode,
    limit: Math.min(GATHER_MAX_SPACES, spaceLimit(mode)),
    leaderSpace: stroke === 'available' ? null : stroke,
  };
}

/** Whether the walk may select the Province now (limits, restriction, Gather possible there, Resources). */
function maySelect(w: Walk, space: SpaceId): boolean {
  if (w.selected.length >= w.limit) return false;
  if (w.leaderSpace !== null && space !== w.leaderSpace) return false;
  if (!mayExecuteIn(w.sim as GameState, { faction: I, mode: w.mode, selected: w.selected, command: 'gather' }, space)) return false;
  return canGather(w.sim as GameState, space) && gatherCost({ selected: w.selected }, space) <= w.budget;
}

function select(w: Walk, space: SpaceId): void {
  w.budget -= gatherCost({ selected: w.selected }, space);
  w.selected.push(space);
}

/**
 * How many Villages Gather's first bullet would place now (8.7.2; the sheet's I6 "Gather would place
 * 2+ Villages"), for an ordinary Gather: Provinces with room, 3+ War Parties (2+ with Cornplanter) and
 * Neutral or Passive, as many as Villages Available, four Provinces and the Resources allow (the first
 * Indian Reserve Province free). Pure; no roll.
 */
export function gatherWouldPlaceVillages(state: GameState): number {
  const w = newWalk(state, FULL);
  const candidates = PROVINCES.filter((s) => villageSpace(state, s) && maySelect(w, s));
  const free = candidates.some(isReserve) ? 1 : 0;
  const affordable = free + Math.min(candidates.length - free, state.resources.indians);
  return Math.max(0, Math.min(candidates.length, affordable, GATHER_MAX_SPACES, state.available.village));
}

/** The War Parties a Village replaces in the space: two (one with Cornplanter), Active first (8.1.2), canonical order. */
function replacement(state: GameState, space: SpaceId): WarPartyKind[] {
  const p = piecesAt(state, space);
  const n = cornplanterIn(state, space) ? 1 : 2;
  const active = Math.min(n, p.warPartyActive);
  const kinds: WarPartyKind[] = [];
  for (let i = 0; i < n - active; i++) kinds.push('warPartyUnderground');
  for (let i = 0; i < active; i++) kinds.push('warPartyActive');
  return kinds;
}

/** The Active War Parties each adjacent Province can send into `space` without giving itself Rebellion Control (8.7.2), canonical order. */
function movesInto(state: GameState, space: SpaceId): GatherMove[] {
  const out: GatherMove[] = [];
  for (const from of adjacentProvincesOf(space)) {
    const p = piecesAt(state, from);
    if (p.warPartyActive === 0) continue;
    const rebels = countRebellion(p);
    const royalists = countRoyalist(p);
    const count = computeControl(p) === 'rebellion' ? p.warPartyActive : Math.min(p.warPartyActive, Math.max(0, royalists - rebels));
    if (count > 0) out.push({ from, count });
  }
  return out;
}

/** War Parties by kind as text ("1 Underground War Party and 1 Active War Party"). */
const kindsText = (kinds: readonly WarPartyKind[]): string =>
  (['warPartyUnderground', 'warPartyActive'] as const)
    .filter((k) => kinds.includes(k))
    .map((k) => piecesText(kinds.filter((x) => x === k).length, k))
    .join(' and ');

const LEVEL_TEXT = ['', 'enemy pieces there', 'no Underground War Party there', 'the Indian Leader there', 'elsewhere'];
const ROOM_TEXT = ['', 'exactly 2 War Parties there', 'exactly 1 War Party there', 'elsewhere'];

/**
 * The flowchart's whole Gather (8.7.2) from `state` (the board the Command starts from) in `mode`: the
 * Provinces in the order selected, each with what is done there. Writes the trace; rolls only to break
 * ties (8.2), with {@link GATHER_PURPOSES}.
 */
export function planGather(ctx: DecisionContext, state: GameState, mode: CommandMode): GatherPlan {
  const note = (text: string, rule = RULE): void => ctx.node(GATHER_NODE, text, rule);
  const w = newWalk(state, mode);
  const sim = w.sim;
  const steps: GatherStep[] = [];
  const leaderAt = (s: SpaceId): boolean => sim.leaders.indians.at === s;

  // Bullet 1: Villages, the Indian Leader's space first.
  for (let i = 1; sim.available.village > 0; i++) {
    const candidates = PROVINCES.filter((s) => villageSpace(sim as GameState, s) && maySelect(w, s));
    const space = bestSpace(ctx, candidates, (s) => [leaderAt(s) ? 1 : 0], GATHER_PURPOSES.village(i));
    if (space === null) break;
    const replace = replacement(sim as GameState, space);
    note(`Village in ${spaceName(space)}${leaderAt(space) ? ' (the Indian Leader is there)' : ''}, replacing ${kindsText(replace)}${cornplanterIn(sim as GameState, space) ? ' (Cornplanter: one is enough)' : ''}`);
    select(w, space);
    for (const k of replace) removeToPool(sim, space, k, 1);
    placeFromPool(sim, 'available', space, 'village', 1);
    steps.push({ space, bullet: 'village', replace });
  }
  if (state.available.village === 0) note('Villages: none Available');

  // Bullet 2: War Parties at Villages.
  const levelOf = (s: SpaceId): number => {
    const p = piecesAt(sim, s);
    return countRebellion(p) > 0 ? 1 : p.warPartyUnderground === 0 ? 2 : leaderAt(s) ? 3 : 4;
  };
  for (let i = 1; sim.available.warParty > 0; i++) {
    const candidates = PROVINCES.filter((s) => piecesAt(sim, s).village > 0 && maySelect(w, s));
    const space = bestSpace(ctx, candidates, (s) => [-levelOf(s)], GATHER_PURPOSES.atVillage(i));
    if (space === null) break;
    const count = Math.min(piecesAt(sim, space).village + 1, sim.available.warParty);
    note(`War Parties at a Village: ${piecesText(count, 'warPartyUnderground')} in ${spaceName(space)} (${LEVEL_TEXT[levelOf(space)]})`);
    select(w, space);
    placeFromPool(sim, 'available', space, 'warPartyUnderground', count);
    steps.push({ space, bullet: 'atVillage', count, leader: false });
  }

  // Bullet 3: with a Village Available, War Parties in up to two Provinces with room for a Village.
  if (sim.available.village > 0) {
    const roomLevel = (s: SpaceId): number => (warParties(sim as GameState, s) === 2 ? 1 : warParties(sim as GameState, s) === 1 ? 2 : 3);
    for (let i = 1; i <= 2 && sim.available.warParty > 0; i++) {
      const candidates = PROVINCES.filter((s) => hasRoomForFort(sim as GameState, s) && maySelect(w, s));
      const space = bestSpace(ctx, candidates, (s) => [-roomLevel(s)], GATHER_PURPOSES.room(i));
      if (space === null) break;
      const count = Math.min(piecesAt(sim, space).village + 1, sim.available.warParty);
      note(`a Village is Available: ${piecesText(count, 'warPartyUnderground')} in ${spaceName(space)}, with room for a Village (${ROOM_TEXT[roomLevel(space)]})`);
      select(w, space);
      placeFromPool(sim, 'available', space, 'warPartyUnderground', count);
      steps.push({ space, bullet: 'room', count, leader: false });
    }
  }

  // Bullet 4: no War Party left Available, fewer than four Provinces: move Active War Parties in to one more Village.
  if (sim.available.warParty === 0 && w.selected.length < GATHER_MAX_SPACES) {
    const gain = (s: SpaceId): number => movesInto(sim as GameState, s).reduce((n, m) => n + m.count, 0) + piecesAt(sim, s).warPartyActive;
    const candidates = PROVINCES.filter((s) => piecesAt(sim, s).village > 0 && maySelect(w, s) && gain(s) > 0);
    const space = bestSpace(ctx, candidates, (s) => [gain(s)], GATHER_PURPOSES.moveIn);
    if (space !== null) {
      const moves = movesInto(sim as GameState, space);
      note(
        `no War Party Available: in ${spaceName(space)} ` +
          (moves.length > 0 ? `move in ${moves.map((m) => `${piecesText(m.count, 'warPartyActive')} from ${spaceName(m.from)}`).join(', ')}, ` : '') +
          `then flip ${piecesText(gain(space), 'warPartyActive')} Underground (the most possible without adding Rebellion Control)`,
      );
      select(w, space);
      for (const m of moves) movePieces(sim, m.from, space, 'warPartyActive', m.count);
      flipPieces(sim, space, 'warPartyActive', 'warPartyUnderground', piecesAt(sim, space).warPartyActive);
      steps.push({ space, bullet: 'moveIn', moves });
    }
  }

  // 1.10 with 8.1: an Available Indian Leader goes along with the largest placement of War Parties; in a
  // Brilliant Stroke that must involve him (8.3.7), with the first piece placed.
  const placements = steps.filter((s): s is Extract<GatherStep, { count: number }> => s.bullet === 'atVillage' || s.bullet === 'room');
  const available = state.leaders.indians.at === 'available' && !leaderAwaitsGroup(state, I);
  if (available && strokeLeaderToInvolve(state, I) === 'available') {
    const k = steps.findIndex((s) => s.bullet !== 'moveIn');
    if (k >= 0) {
      note(`the Available Indian Leader is placed along with the first piece placed, in ${spaceName(steps[k].space)}: the Brilliant Stroke must involve him (8.3.7)`, '8.3.7');
      steps[k] = { ...(steps[k] as Exclude<GatherStep, { bullet: 'moveIn' }>), leader: true };
    }
  } else if (placements.length > 0 && available) {
    const most = Math.max(...placements.map((p) => p.count));
    const largest = placements.filter((p) => p.count === most).map((p) => p.space);
    const to = bestSpace(ctx, largest, () => [], GATHER_PURPOSES.leader)!;
    note(`the Available Indian Leader is placed along with the War Parties in ${spaceName(to)} (1.10, 8.1)`, '8.1');
    const k = steps.findIndex((s) => s.space === to);
    steps[k] = { ...(steps[k] as Extract<GatherStep, { count: number }>), leader: true };
  }
  if (steps.length === 0) note('no Gather instruction can be executed');
  return { steps };
}

/**
 * What {@link planGather} reads of the state besides its board ({@link PlanReads}): the options but the
 * dice (whether the Indians may take pieces from the map, 8.1), the Brilliant Stroke's Leader requirement (8.3.7), the
 * spaces the Special Activity closed to the Gather (4.1.1) and whether the Available Leader awaits a group (8.1).
 */
const READS: PlanReads = (state) => {
  const planning = planningState(state, I);
  return [planOptions(state.options), strokeLeaderToInvolve(planning, I), closedByActivityText(state, I, 'gather'), leaderAwaitsGroup(planning, I)];
};

// ---------------------------------------------------------------------------------------------
// The decisions

/** Whether the flowchart's Gather would execute at least one instruction now, in `mode` (8.7.2 IF NONE, 8.1). */
export function gatherPossible(flow: Flow, mode: CommandMode): boolean {
  // Planned from the board as it is: the plan the Gather's first decision makes from it, kept for it.
  const plan = planningState(flow.state, I) === flow.state ? keptPlanReading(flow, I, 'indiansGather', mode, () => planGather(flow.ctx, flow.state, mode), READS) : planGather(flow.ctx, flow.state, mode);
  if (plan.steps.length === 0) {
    flow.ctx.node(GATHER_NODE, 'IF NONE: no Gather possible', RULE);
    return false;
  }
  return true;
}

/** The nearest `indiansGather` frame on the stack. */
function gatherFrame(state: GameState): IndiansGatherFrame {
  for (let i = state.stack.length - 1; i >= 0; i--) if (state.stack[i].kind === 'indiansGather') return state.stack[i] as IndiansGatherFrame;
  throw new Error('no Indian Gather under way');
}

const moveKey = (from: SpaceId): number => spaceIndex(from) * 2 + 1;

/** One decision of the engine's Gather (`indiansGather`): the plan's next action (8.7.2). */
export const gatherDecision: FlowHandler = (flow) => {
  const frame = gatherFrame(flow.state);
  const plan = keptPlanReading(flow, I, 'indiansGather', frame.mode, () => planGather(flow.ctx, planningState(flow.state, I), frame.mode), READS);
  const step = (text: string): void => flow.ctx.node(GATHER_NODE, text, RULE);
  const astray = frame.selected.filter((s) => !plan.steps.some((p) => p.space === s));
  if (astray.length > 0) return randomFallback(flow, `the Gather under way selected ${astray.map(spaceName).join(', ')}, which the flowchart's Gather would not`);
  const current = plan.steps.find((p) => p.space === frame.current);
  const placeWarParty = (s: SpaceId, leader: boolean): Action =>
    plannedAction(flow, { faction: I, type: 'place', space: s, piece: 'warParty', ...(leader ? { option: 'leader' as ActionOption } : {}) });
  if (current && frame.phase === 'choose') {
    switch (current.bullet) {
      case 'village':
        step(`replace ${current.replace.length === 1 ? 'a War Party' : '2 War Parties'} with a Village in ${spaceName(current.space)}`);
        return plannedAction(flow, { faction: I, type: 'place', space: current.space, piece: 'village', option: (current.replace.join('+') + (current.leader ? '+leader' : '')) as ActionOption });
      case 'atVillage':
      case 'room':
        step(`place a War Party in ${spaceName(current.space)}`);
        return placeWarParty(current.space, current.leader);
      case 'moveIn':
        break;
    }
  }
  if (current?.bullet === 'moveIn' && (frame.phase === 'choose' || frame.phase === 'moving')) {
    const next = current.moves.find((m) => moveKey(m.from) > frame.lastMove);
    if (next) {
      step(`move ${piecesText(next.count, 'warPartyActive')} from ${spaceName(next.from)} into ${spaceName(current.space)}`);
      return plannedAction(flow, { faction: I, type: 'move', from: next.from, to: current.space, piece: 'warPartyActive', count: next.count });
    }
    step(`flip every War Party in ${spaceName(current.space)} Underground`);
    return plannedAction(flow, { faction: I, type: 'flip', space: current.space });
  }
  if (current && frame.phase === 'placing' && (current.bullet === 'atVillage' || current.bullet === 'room') && frame.placed < current.count) {
    step(`place another War Party in ${spaceName(current.space)} (${frame.placed + 1} of ${current.count})`);
    return placeWarParty(current.space, false);
  }
  const next = plan.steps.find((p) => !frame.selected.includes(p.space));
  if (next) {
    step(`select ${spaceName(next.space)}`);
    return plannedAction(flow, { faction: I, type: 'selectSpace', space: next.space });
  }
  if (frame.selected.length === 0) return randomFallback(flow, 'the Gather was chosen, but the flowchart finds no Gather instruction to execute (8.7.2 IF NONE)');
  if (mustGoOn(frame)) return randomFallback(flow, `the Event requires the Gather in ${spacesStillRequired(frame).map(spaceName).join(', ')}, which the flowchart's Gather would not select`);
  step('every instruction executed: done');
  return plannedAction(flow, { faction: I, type: 'done' });
};

/**
 * The host's decision after the Gather (8.7.2): if the Gather did anything and no Special Activity was
 * used yet (and one may accompany it), War Path, else Trade; otherwise done.
 */
export const gatherAfterCommand: FlowHandler = (flow) => afterIndianCommand(flow, GATHER_NODE, RULE);

/**
 * The Special Activity after an Indian Gather, March or Scout (8.7.2–8.7.4): War Path, else Trade, when
 * the Command did something, none was used yet and one may accompany it; otherwise done.
 */
export function afterIndianCommand(flow: Flow, node: string, rule: string): Action {
  const host = factionHost(flow.state, I);
  const done = (why: string): Action => {
    flow.ctx.node(node, why, rule);
    return plannedAction(flow, { faction: I, type: 'done' });
  };
  if (!host) return done('no Indian Command under way: done');
  if (host.activity !== null) return done('a Special Activity was already used: done');
  if (!host.activityAllowed) return done('no Special Activity may accompany this Command (Limited or granted): done');
  if (host.commandSpaces.length === 0) return done('no instruction of the Command was executed: no Special Activity');
  flow.ctx.node(node, `the Command was executed in ${host.commandSpaces.map(spaceName).join(', ')}: War Path, else Trade`, rule);
  return chooseIndianActivity(flow, { excluded: [] }) ?? plannedAction(flow, { faction: I, type: 'done' });
}

/** I7 Gather as an Indian Command of the flowchart. */
export const GATHER: IndianCommand = {
  command: 'gather',
  node: GATHER_NODE,
  possible: gatherPossible,
  handlers: { indiansGather: gatherDecision },
  afterCommand: gatherAfterCommand,
};
