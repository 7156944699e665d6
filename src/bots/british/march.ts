/**
 * B10 March (8.4.3) with B13 Common Cause in a March: the Non-Player British March planned whole from
 * the board it started from ({@link planningState}), then emitted one decision at a time in the
 * engine's order (destinations in map order, origins in canonical order per destination, then the
 * Tories and the War Parties of each group).
 *
 * The plan, up to four destinations (Resources, a Limited March's one destination, an Event's
 * restriction):
 * 1. Add British Control to Cities, then Colonies (never Indian Reserves), two spaces at most; first
 *    where Rebellion cubes are, then highest Population. Groups move in, largest first, until British
 *    Control is established. A group from a Province into an adjacent Province takes War Parties along
 *    by Common Cause (B13) when that makes it larger.
 * 2. Then to Population 1–2 spaces not at Active Support: first to add Tories where Regulars are the
 *    only British units, then to add Regulars where Tories are the only British units; within each,
 *    first to destinations already selected.
 * 3. Then March in place to Activate Underground Militia, first in spaces with Support.
 *
 * Throughout, no origin loses British Control, its last Tory or War Party, nor, with British Control
 * but no Active Support, its last Regular. The British Leader follows the largest group of British
 * units moving from, or staying in, his space (8.1). Without Common Cause, Skirmish or Naval Pressure
 * follows the March (8.4.1).
 *
 * Rulings (docs/rulings.md, "Non-Player British (8.4)"): a group is all the units one origin can send
 * to one destination under the limits above (Regulars first, then Tories 1 for 1, then War Parties),
 * and it moves whole (8.1.1); bullet 2 sends one group per destination (it then no longer qualifies);
 * the Special Activity comes after the March.
 * @module
 */
import type { Action } from '../../core/action';
import type { GameState } from '../../core/state';
import type { Draft } from 'immer';
import type { CardId, SpaceId, SpacePiece } from '../../data/ids';
import { spaceIndex } from '../../data/ids';
import { ADJACENT, CITIES, COLONIES, MAP_SPACES, SPACES, isCity } from '../../data/map';
import { piecesText, spaceName } from '../../data/text';
import type { BattleModifiers, CommandMode } from '../../flow/contracts';
import { closedByActivity, forbiddenByActivity } from '../../flow/hostFrame';
import { restrictionAllows, spaceLimit } from '../../flow/restriction';
import { computeControl, countRebellion, countRoyalist, flipPieces, movePieces, piecesAt, supportLevel } from '../../rules/board';
import { canMarchBetween, type BritishMarchFrame } from '../../rules/commands/british/march';
import { commonCauseMayMove } from '../../rules/specialActivities/british/commonCause';
import type { DecisionContext } from '../policy';
import { policyPick } from '../rolls';
import { bestSpace, factionHost, findLegal, PAIR_NO, PAIR_YES, planningState, randomAmong, scratchBoard, SPACE_PAIRS, spacePairIndex, type Flow } from '../flowchart';
import { marchStep, planPerDecision } from '../commandPlans';
import { chooseBritishActivity } from './activities';
import { assessSpace } from './battle';
import { battleSetupModifiers } from '../eventInstructions';
import { strokeLeaderToInvolve, type BritishCommand } from './plan';

const NODE = 'B10 March';
const CC_NODE = 'B13 Common Cause';
const RULE = '8.4.3';
const B = 'british' as const;

/** Which instruction of 8.4.3 a destination serves (`battle`: an Event's March to set up a Battle, 8.3.1). */
export type MarchBullet = 'control' | 'addTories' | 'addRegulars' | 'inPlace' | 'battle';

/** One group of the plan: units of one origin marching into one destination. */
export interface MarchMove {
  readonly from: SpaceId;
  readonly to: SpaceId;
  readonly regulars: number;
  readonly tories: number;
  /** War Parties taken along as Tories by Common Cause (4.2.1, B13). */
  readonly warParties: number;
  /** Whether the British Leader goes along (8.1). */
  readonly leader: boolean;
}

/** A destination of the plan (a March in place has no move into it). */
export interface MarchDestination {
  readonly space: SpaceId;
  readonly bullet: MarchBullet;
}

/** The whole March, in the order the flowchart decided it. */
export interface MarchPlan {
  /** Destinations, in the order selected by the flowchart (the engine takes them in map order). */
  readonly destinations: readonly MarchDestination[];
  /** The groups, in the order the flowchart moved them. */
  readonly moves: readonly MarchMove[];
  /** Whether Common Cause is used (then no other Special Activity, 8.4.3). */
  readonly commonCause: boolean;
}

/**
 * Moves an Event makes "per the March instructions" (8.3.1, #88): only units of these origins move, each
 * into a space adjacent to its origin; no March in place, no Common Cause, no Leader (the Event moves
 * units, 1.10 takes care of a Leader left alone), no Resources.
 */
export interface MarchScope {
  /** The spaces units may leave. */
  readonly origins: readonly SpaceId[];
}

// ---------------------------------------------------------------------------------------------
// The board as the plan goes

type Counts = Record<SpacePiece, number>;

interface Departed {
  regulars: number;
  tories: number;
  warParties: number;
}

interface Group {
  readonly from: SpaceId;
  readonly regulars: number;
  readonly tories: number;
  readonly warParties: number;
}

const sizeOf = (g: Group): number => g.regulars + g.tories + g.warParties;

/** What an origin that sent nothing yet has sent. */
const NOTHING_GONE: Readonly<Departed> = Object.freeze({ regulars: 0, tories: 0, warParties: 0 });
const warParties = (p: Counts): number => p.warPartyActive + p.warPartyUnderground;
const rebelCubes = (p: Counts): number => p.continental + p.frenchRegular;

/** The planning board: pieces as the planned moves leave them, and what each origin already sent. */
class PlanBoard {
  /** A writable copy of the board the plan's moves go through (the board interface keeps Control). */
  private readonly board: Draft<GameState>;
  private readonly departed = new Map<SpaceId, Departed>();
  /** The pairs of spaces a group already went between, by {@link spacePairIndex}: 1 once one went. */
  private readonly pairs = new Uint8Array(SPACE_PAIRS);
  /** Whether units may March from one space to another on the start board, by {@link spacePairIndex}: 0 not yet asked, then {@link PAIR_YES} or {@link PAIR_NO} (the board the reach is read from never changes). */
  private readonly reach = new Uint8Array(SPACE_PAIRS);
  private sendersNow: readonly SpaceId[] | null = null;

  constructor(
    readonly start: GameState,
    private readonly scope?: MarchScope,
  ) {
    this.board = scratchBoard(start);
  }

  /** The pieces in the space as the planned moves leave them (read only). */
  piecesIn(space: SpaceId): Readonly<Counts> {
    return piecesAt(this.board, space);
  }

  control(space: SpaceId) {
    return computeControl(this.piecesIn(space));
  }

  support(space: SpaceId): number {
    return supportLevel(this.start, space);
  }

  private gone(space: SpaceId): Readonly<Departed> {
    return this.departed.get(space) ?? NOTHING_GONE;
  }

  /** The map spaces that still have a Regular that has not moved ({@link canSend}), in map order (forgotten at each move). */
  senders(): readonly SpaceId[] {
    return (this.sendersNow ??= MAP_SPACES.filter((from) => this.canSend(from)));
  }

  /**
   * The group `from` can send to `to` now (null: none): its own units that have not moved (3.2.3: no
   * unit moves twice), within 8.4.3's limits — keep British Control of the origin, its last Tory and
   * last War Party, and with British Control but no Active Support its last Regular; Regulars first,
   * Tories up to the Regulars, then (`commonCause`) War Parties up to the Regulars not matched by Tories.
   */
  group(from: SpaceId, to: SpaceId, commonCause: boolean): Group | null {
    // A group needs a Regular that has not moved (the cheapest test first).
    if (from === to || !this.canSend(from)) return null;
    const pair = spacePairIndex(from, to);
    if (this.pairs[pair] === 1) return null;
    if (this.scope ? !this.scope.origins.includes(from) || !ADJACENT[from].includes(to) || to === 'WestIndies' : !this.mayMarch(pair, from, to)) return null;
    const p = this.piecesIn(from);
    const own = piecesAt(this.start, from);
    const gone = this.gone(from);
    const british = this.control(from) === 'british';
    const movableRegulars = own.britishRegular - gone.regulars;
    const maxRegulars = british && this.support(from) < 2 ? Math.min(movableRegulars, p.britishRegular - 1) : movableRegulars;
    const maxTories = Math.min(own.tory - gone.tories, Math.max(0, p.tory - 1));
    const maxWarParties = commonCause ? Math.min(warParties(own) - gone.warParties, Math.max(0, warParties(p) - 1)) : 0;
    const surplus = british ? countRoyalist(p) - countRebellion(p) - 1 : Infinity;
    for (let regulars = Math.min(maxRegulars, surplus); regulars >= 1; regulars--) {
      const tories = Math.max(0, Math.min(maxTories, regulars, surplus - regulars));
      const wps = Math.max(0, Math.min(maxWarParties, regulars - tories, surplus - regulars - tories));
      if (british && p.britishRegular - regulars + p.tory - tories + p.britishFort <= 0) continue;
      return { from, regulars, tories, warParties: wps };
    }
    return null;
  }

  /** {@link canMarchBetween} on the start board, remembered by `pair` ({@link spacePairIndex}). */
  private mayMarch(pair: number, from: SpaceId, to: SpaceId): boolean {
    const known = this.reach[pair];
    if (known !== 0) return known === PAIR_YES;
    const may = canMarchBetween(this.start, from, to);
    this.reach[pair] = may ? PAIR_YES : PAIR_NO;
    return may;
  }

  /** Whether `from` still has a Regular that has not moved: without one it sends no group (3.2.3, 8.4.3). */
  canSend(from: SpaceId): boolean {
    return piecesAt(this.start, from).britishRegular - (this.departed.get(from)?.regulars ?? 0) >= 1;
  }

  /** Moves the group (War Parties: Active first, all arriving Active, as the engine does, 4.2.1). */
  move(g: Group, to: SpaceId): void {
    const d = this.board;
    movePieces(d, g.from, to, 'britishRegular', g.regulars);
    movePieces(d, g.from, to, 'tory', g.tories);
    const active = Math.min(g.warParties, this.piecesIn(g.from).warPartyActive);
    movePieces(d, g.from, to, 'warPartyActive', active);
    movePieces(d, g.from, to, 'warPartyUnderground', g.warParties - active);
    flipPieces(d, to, 'warPartyUnderground', 'warPartyActive', g.warParties - active);
    const gone = this.gone(g.from);
    this.departed.set(g.from, { regulars: gone.regulars + g.regulars, tories: gone.tories + g.tories, warParties: gone.warParties + g.warParties });
    this.sendersNow = null;
    this.pairs[spacePairIndex(g.from, to)] = 1;
  }

  /** The board as the planned moves leave it (read only). */
  get state(): GameState {
    return this.board as GameState;
  }

  /** The British units (Regulars and Tories) of `space` that did not move. */
  stayed(space: SpaceId): number {
    const own = piecesAt(this.start, space);
    const gone = this.gone(space);
    return own.britishRegular - gone.regulars + own.tory - gone.tories;
  }
}

const groupText = (g: Group): string =>
  [piecesText(g.regulars, 'britishRegular'), g.tories > 0 ? piecesText(g.tories, 'tory') : '', g.warParties > 0 ? piecesText(g.warParties, 'warParty') : '']
    .filter((t) => t !== '')
    .join(', ');

// ---------------------------------------------------------------------------------------------
// The plan

/** Whether Common Cause may accompany a March in `mode` (a full Command, or a Brilliant Stroke's LimCom, 4.2.1, 2.3.8), no other Special Activity used. */
function commonCauseAllowed(state: GameState, mode: CommandMode): boolean {
  if (otherActivityUsed(state)) return false;
  return (mode.specialActivity && !mode.limited) || mode.embeddedActivity === true;
}

/** Whether the British March under way has used a Special Activity other than Common Cause. */
function otherActivityUsed(state: GameState): boolean {
  const host = factionHost(state, B);
  return host !== null && host.command === 'march' && host.activity !== null && host.activity !== 'commonCause';
}

/**
 * The whole March by 8.4.3 from `start` (the board the March started from) in `mode`, rolls from
 * `ctx` (8.2 ties, the Leader's group); writes the trace. `now` is the current state (the host's
 * spaces closed by a Special Activity). Pure but for the trace and the rolls.
 */
export function planMarch(ctx: DecisionContext, start: GameState, now: GameState, mode: CommandMode, scope?: MarchScope): MarchPlan {
  const board = new PlanBoard(start, scope);
  const destinations: MarchDestination[] = [];
  const moves: MarchMove[] = [];
  const slots = Math.min(4, spaceLimit(mode), mode.free ? Infinity : start.resources.british);
  const withCommonCause = !scope && commonCauseAllowed(now, mode);
  const selected = (s: SpaceId): boolean => destinations.some((d) => d.space === s);
  // 8.3.7: a Brilliant Stroke's March must involve the Leader (his space a destination, or pieces marching out of it).
  const leader = scope ? undefined : leaderToInvolve(now, start);
  const pending = (): boolean => leader !== undefined && !(leader !== null && (selected(leader) || moves.some((m) => m.from === leader)));
  const involves = (s: SpaceId): boolean => !pending() || (leader !== null && leader !== undefined && (s === leader || board.group(leader, s, false) !== null));
  const allowed = (s: SpaceId): boolean => restrictionAllows(mode.restriction, s) && !forbiddenByActivity(now, B, s, 'march') && involves(s);
  const room = (s: SpaceId): boolean => selected(s) || (destinations.length < slots && allowed(s));
  const select = (space: SpaceId, bullet: MarchBullet): void => {
    if (!selected(space)) destinations.push({ space, bullet });
  };
  const origins = (to: SpaceId, commonCause: boolean, keep: (g: Group) => boolean = () => true): Group[] =>
    board.senders().map((from) => board.group(from, to, commonCause && commonCauseMayMove(from, to))).filter(
      (g): g is Group => g !== null && keep(g) && (!pending() || to === leader || g.from === leader),
    );
  const largest = (groups: readonly Group[], purpose: string): Group => {
    const top = Math.max(...groups.map(sizeOf));
    const from = randomAmong(ctx, groups.filter((g) => sizeOf(g) === top).map((g) => g.from), purpose);
    return groups.find((g) => g.from === from)!;
  };
  const send = (g: Group, to: SpaceId, why: string): void => {
    board.move(g, to);
    moves.push({ from: g.from, to, regulars: g.regulars, tories: g.tories, warParties: g.warParties, leader: false });
    ctx.node(NODE, `${why}: ${groupText(g)} from ${spaceName(g.from)} to ${spaceName(to)}`, RULE);
    if (g.warParties > 0)
      ctx.node(CC_NODE, `${piecesText(g.warParties, 'warParty')} march as Tories with the ${piecesText(g.regulars, 'britishRegular')} from ${spaceName(g.from)} into the adjacent Province ${spaceName(to)} (Active first, the last War Party stays)`, '8.4.3');
  };

  if (leader === null) {
    ctx.node(NODE, 'a Brilliant Stroke\'s March must involve the British Leader, who is not on the map', '8.3.7');
    return { destinations, moves, commonCause: false };
  }
  if (leader !== undefined) ctx.node(NODE, `Brilliant Stroke: only destinations that involve the British Leader in ${spaceName(leader)} (his space, or pieces marching out of it)`, '8.3.7');
  if (slots < 1) {
    ctx.node(NODE, mode.free ? 'no destination may be selected' : 'no Resources to pay for a destination', '8.1');
    return { destinations, moves, commonCause: false };
  }

  // Bullet 1: add British Control to up to two Cities, then Colonies.
  const canTakeControl = (to: SpaceId): boolean => {
    const p = board.piecesIn(to);
    // Every origin's group summed in one pass (no list of groups, no closures: asked of every City and Colony).
    let regulars = 0;
    let tories = 0;
    let warParties = 0;
    for (const from of board.senders()) {
      const g = board.group(from, to, withCommonCause && commonCauseMayMove(from, to));
      if (g === null) continue;
      regulars += g.regulars;
      tories += g.tories;
      warParties += g.warParties;
    }
    return computeControl({ ...p, britishRegular: p.britishRegular + regulars, tory: p.tory + tories, warPartyActive: p.warPartyActive + warParties }) === 'british';
  };
  for (let k = 1; k <= 2 && destinations.length < slots; k++) {
    const candidates = [...CITIES, ...COLONIES].filter((s) => room(s) && !selected(s) && board.control(s) !== 'british' && canTakeControl(s));
    const to = bestSpace(
      ctx,
      candidates,
      (s) => [isCity(s) ? 1 : 0, rebelCubes(board.piecesIn(s)) > 0 ? 1 : 0, SPACES[s].population],
      `B10 March: add British Control, destination #${k} (8.4.3)`,
    );
    if (to === null) break;
    select(to, 'control');
    ctx.node(NODE, `add British Control to ${spaceName(to)} (${isCity(to) ? 'a City' : 'a Colony'}${rebelCubes(board.piecesIn(to)) > 0 ? ' with Rebellion cubes' : ''}, Population ${SPACES[to].population})`, RULE);
    for (let j = 1; board.control(to) !== 'british'; j++) {
      const groups = origins(to, withCommonCause);
      if (groups.length === 0) break;
      send(largest(groups, `B10 March: largest group into ${spaceName(to)} #${j} (8.4.3)`), to, 'largest group first');
    }
  }

  // Bullet 2: Population 1–2 spaces not at Active Support.
  const secondBullet = (
    bullet: 'addTories' | 'addRegulars',
    qualifies: (p: Counts) => boolean,
    keep: (g: Group) => boolean,
    words: string,
  ): void => {
    for (let k = 1; ; k++) {
      const candidates = MAP_SPACES.filter((s) => {
        const pop = SPACES[s].population;
        return pop >= 1 && pop <= 2 && board.support(s) < 2 && room(s) && qualifies(board.piecesIn(s)) && origins(s, false, keep).length > 0;
      });
      const to = bestSpace(ctx, candidates, (s) => [selected(s) ? 1 : 0], `B10 March: ${words}, destination #${k} (8.4.3)`);
      if (to === null) return;
      ctx.node(NODE, `${words} in ${spaceName(to)}${selected(to) ? ' (already a destination)' : ''}`, RULE);
      select(to, bullet);
      send(largest(origins(to, false, keep), `B10 March: group to ${words} in ${spaceName(to)} (8.4.3)`), to, 'largest group');
    }
  };
  secondBullet('addTories', (p) => p.britishRegular > 0 && p.tory === 0, (g) => g.tories > 0, 'add Tories where Regulars are the only British units');
  secondBullet('addRegulars', (p) => p.tory > 0 && p.britishRegular === 0, () => true, 'add Regulars where Tories are the only British units');

  // Bullet 3: March in place to Activate Underground Militia (1 per 3 British cubes), first where Support.
  if (scope) return { destinations, moves, commonCause: false };
  const activates = (s: SpaceId): number => {
    const p = board.piecesIn(s);
    return Math.min(p.militiaUnderground, Math.floor((p.britishRegular + p.tory) / 3));
  };
  for (let k = 1; destinations.length < slots; k++) {
    const candidates = MAP_SPACES.filter((s) => !selected(s) && allowed(s) && (!pending() || s === leader) && activates(s) > 0);
    const at = bestSpace(ctx, candidates, (s) => [board.support(s) > 0 ? 1 : 0], `B10 March: March in place, destination #${k} (8.4.3)`);
    if (at === null) break;
    select(at, 'inPlace');
    ctx.node(NODE, `March in place in ${spaceName(at)} to Activate ${piecesText(activates(at), 'militiaUnderground')}${board.support(at) > 0 ? ' (Support)' : ''}`, RULE);
  }

  // 8.1: the Leader follows the largest group of British units moving from, or staying in, his space.
  const leaderAt = start.leaders.british.at;
  const leaving = moves.map((m, i) => ({ i, size: m.regulars + m.tories })).filter(({ i }) => moves[i].from === leaderAt);
  if (!scope && leaving.length > 0 && leaderAt !== 'available') {
    const stay = board.stayed(leaderAt as SpaceId);
    const top = Math.max(stay, ...leaving.map((l) => l.size));
    const options: (number | 'stay')[] = [...(stay === top ? ['stay' as const] : []), ...leaving.filter((l) => l.size === top).map((l) => l.i)];
    const pick = policyPick(ctx.dice, options, `B10 March: the Leader joins which group from ${spaceName(leaderAt as SpaceId)}? (8.1)`);
    if (pick === 'stay') ctx.node('Leader Movement', `the British Leader stays in ${spaceName(leaderAt as SpaceId)} with the ${stay} British units that do not move`, '8.1');
    else {
      moves[pick] = { ...moves[pick], leader: true };
      ctx.node('Leader Movement', `the British Leader goes along with the ${top} British units marching to ${spaceName(moves[pick].to)}`, '8.1');
    }
  }

  const commonCause = moves.some((m) => m.warParties > 0);
  if (destinations.length === 0) ctx.node(NODE, 'no March instruction can be executed (IF NONE)', RULE);
  return { destinations, moves, commonCause };
}

// ---------------------------------------------------------------------------------------------
// An Event's March to set up a Battle (8.3.1)

/**
 * 8.3.1: the Events whose British instruction is to March so as to set up a Battle the Battle
 * instructions (8.4.4) would fight, with the Loss Level modifiers of the Battle that follows (#51).
 */
export const BATTLE_SETUP_EVENTS: Readonly<Partial<Record<CardId, BattleModifiers>>> = Object.freeze({ 51: Object.freeze({ attackerLoss: -2 }) });

/** The modifiers of the Battle an unshaded Event under way asks the British to set up by their March (8.3.1), or null. */
export function battleSetupEvent(state: GameState): BattleModifiers | null {
  return battleSetupModifiers(state, 'unshaded', BATTLE_SETUP_EVENTS);
}

/** The Battle there as the British Battle instructions see it, with the Event's modifiers: whether they would fight it (8.4.4). */
function wouldFight(state: GameState, space: SpaceId, modifiers: BattleModifiers): boolean {
  const a = assessSpace(state, space, { limited: true, free: true, specialActivity: false, restriction: { battle: modifiers } }, false);
  return a.british > 0 && a.royalist > a.rebellion;
}

/** The groups of British units that can March into `to` from the board's spaces (8.4.3's origin limits), all moved on a new board. */
function gatherInto(start: GameState, to: SpaceId): { board: PlanBoard; groups: Group[] } {
  const board = new PlanBoard(start);
  const groups: Group[] = [];
  for (const from of MAP_SPACES) {
    const g = board.group(from, to, false);
    if (g) {
      groups.push(g);
      board.move(g, to);
    }
  }
  return { board, groups };
}

/**
 * The spaces where a March can set up a Battle the British Battle instructions would fight (8.3.1, #51):
 * a space with Rebellion Forts or cubes (8.4.4) where, once every group of British units its neighbours
 * can send within 8.4.3's limits has marched in (at least one group: a March moves units, 3.3.2), the
 * Royalist Force Level with the Event's modifiers exceeds the Rebellion's. Pure.
 */
export function battleSetupSpaces(start: GameState, modifiers: BattleModifiers, allowed: (s: SpaceId) => boolean = () => true): SpaceId[] {
  return battleSetupCandidates(start, allowed).filter((s) => {
    const gathered = gatherInto(start, s);
    return gathered.groups.length > 0 && wouldFight(gathered.board.state, s, modifiers);
  });
}

/** The allowed map spaces with Rebellion Forts or cubes (8.4.4: the spaces a Battle instruction considers). */
function battleSetupCandidates(start: GameState, allowed: (s: SpaceId) => boolean): SpaceId[] {
  return MAP_SPACES.filter((s) => {
    const p = piecesAt(start, s);
    return allowed(s) && p.patriotFort + p.continental + p.frenchRegular > 0;
  });
}

/**
 * An Event's March to set up a Battle (8.3.1, #51): its one destination is the space of
 * {@link battleSetupSpaces} that would then hold the most British pieces (8.4.4's "most British pieces";
 * ties 8.2); groups march in, largest first, until the Battle instructions would fight there. Writes the
 * trace. Pure but for the trace and the rolls.
 */
export function planBattleSetup(ctx: DecisionContext, start: GameState, now: GameState, mode: CommandMode, modifiers: BattleModifiers): MarchPlan {
  const allowed = (s: SpaceId): boolean => restrictionAllows(mode.restriction, s) && !forbiddenByActivity(now, B, s, 'march');
  const britishAfter = new Map<SpaceId, number>();
  for (const s of battleSetupCandidates(start, allowed)) {
    const { board: gathered, groups } = gatherInto(start, s);
    if (groups.length === 0 || !wouldFight(gathered.state, s, modifiers)) continue;
    const p = gathered.piecesIn(s);
    britishAfter.set(s, p.britishRegular + p.tory + p.britishFort);
  }
  const to = bestSpace(ctx, [...britishAfter.keys()], (s) => [britishAfter.get(s)!], 'Event Instruction: March to set up a Battle (8.3.1)');
  if (to === null) {
    ctx.node(NODE, 'no March can set up a Battle the Battle instructions would fight', '8.3.1');
    return { destinations: [], moves: [], commonCause: false };
  }
  ctx.node(NODE, `March to set up a Battle in ${spaceName(to)} (the most British pieces once they have marched in)`, '8.3.1');
  const board = new PlanBoard(start);
  const moves: MarchMove[] = [];
  // A March moves units (3.3.2): the largest group marches even when the Battle would be fought already.
  for (let j = 1; j === 1 || !wouldFight(board.state, to, modifiers); j++) {
    const groups = MAP_SPACES.map((from) => board.group(from, to, false)).filter((g): g is Group => g !== null);
    if (groups.length === 0) break;
    const top = Math.max(...groups.map(sizeOf));
    const from = randomAmong(ctx, groups.filter((g) => sizeOf(g) === top).map((g) => g.from), `Event Instruction: largest group into ${spaceName(to)} #${j} (8.3.1)`);
    const g = groups.find((x) => x.from === from)!;
    board.move(g, to);
    moves.push({ from: g.from, to, regulars: g.regulars, tories: g.tories, warParties: 0, leader: false });
    ctx.node(NODE, `largest group first, until the Battle would be fought: ${groupText(g)} from ${spaceName(g.from)} to ${spaceName(to)}`, '8.3.1');
  }
  return { destinations: [{ space: to, bullet: 'battle' }], moves, commonCause: false };
}

/**
 * 8.3.7: while the British Brilliant Stroke's Leader has not taken part in one of its Limited Commands,
 * the space he stood in when the March began (null: he is Available, so no March can involve him);
 * undefined when there is no such requirement.
 */
function leaderToInvolve(now: GameState, start: GameState): SpaceId | null | undefined {
  const at = strokeLeaderToInvolve({ ...now, leaders: start.leaders });
  return at === null ? undefined : at === 'available' ? null : at;
}

/** The March planned for the decision of `flow` in `mode`, from the board it started from (8.1). */
export const marchPlan: (flow: Flow, mode: CommandMode) => MarchPlan = planPerDecision(
  'britishMarch',
  (flow, mode) => {
    const setup = battleSetupEvent(flow.state);
    const start = planningState(flow.state, B);
    return setup ? planBattleSetup(flow.ctx, start, flow.state, mode, setup) : planMarch(flow.ctx, start, flow.state, mode);
  },
  // Besides the board it starts from, planMarch reads only these of the current state (an Event's Battle set-up may read more).
  (state) => (battleSetupEvent(state) !== null ? null : [otherActivityUsed(state), leaderToInvolve(state, planningState(state, B)), closedByActivity(state, B, 'march').join()]),
);

// ---------------------------------------------------------------------------------------------
// The decisions

/** The next action of the plan at the March's decision, read from the frame's progress. */
export function nextMarchAction(frame: BritishMarchFrame, plan: MarchPlan): Action {
  const current = frame.current;
  if (frame.phase === 'tories' || frame.phase === 'commonCause') {
    const from = frame.group!.from;
    const m = plan.moves.find((x) => x.from === from && x.to === current);
    if (frame.phase === 'tories') return { faction: B, type: 'move', from, to: current!, piece: 'tory', count: m?.tories ?? 0 };
    return { faction: B, type: 'move', from, to: current!, piece: 'warPartyActive', count: m?.warParties ?? 0, option: 'commonCause' };
  }
  if (current !== null) {
    const next = plan.moves
      .filter((m) => m.to === current && spaceIndex(m.from) > frame.lastOrigin)
      .sort((a, b) => spaceIndex(a.from) - spaceIndex(b.from))[0];
    if (next) {
      const a: Action = { faction: B, type: 'move', from: next.from, to: current, piece: 'britishRegular', count: next.regulars };
      return next.leader ? { ...a, option: 'leader' } : a;
    }
  }
  const after = current === null ? -1 : spaceIndex(current);
  const dest = plan.destinations
    .map((d) => d.space)
    .filter((s) => spaceIndex(s) > after && !frame.selected.includes(s))
    .sort((a, b) => spaceIndex(a) - spaceIndex(b))[0];
  if (dest !== undefined) return { faction: B, type: 'selectSpace', space: dest };
  return { faction: B, type: 'done' };
}

function describeNext(a: Action): string {
  switch (a.type) {
    case 'selectSpace':
      return `select ${spaceName(a.space!)} as a destination`;
    case 'move':
      if (a.option === 'commonCause') return `${piecesText(a.count!, 'warParty')} go along from ${spaceName(a.from!)} by Common Cause`;
      if (a.piece === 'tory') return `${piecesText(a.count!, 'tory')} go along from ${spaceName(a.from!)}`;
      return `${piecesText(a.count!, 'britishRegular')} from ${spaceName(a.from!)} into ${spaceName(a.to as SpaceId)}${a.option === 'leader' ? ' with the Leader' : ''}`;
    default:
      return 'the March is complete';
  }
}

/** The `britishMarch` decision: the next action of the plan. */
function marchDecision(flow: Flow): Action {
  const frame = flow.state.stack[flow.state.stack.length - 1] as BritishMarchFrame;
  const plan = marchPlan(flow, frame.mode);
  let wanted = nextMarchAction(frame, plan);
  if (wanted.option === 'leader' && !findLegal(flow, wanted)) {
    // 8.1: a Non-Player's Leader is not taken along by a move; the engine moves him at the Command's end.
    wanted = { ...wanted, option: undefined } as Action;
  }
  const next = wanted;
  return marchStep(flow, frame, next, plan.destinations.length, () => describeNext(next), NODE, RULE);
}

/** After the March: Skirmish, else Naval Pressure, unless Common Cause was used (8.4.3, 8.4.1). */
function afterMarch(flow: Flow): Action {
  const host = factionHost(flow.state, B);
  const done: Action = { faction: B, type: 'done' };
  if (host?.activity === 'commonCause') {
    flow.ctx.node(NODE, 'Common Cause was used: no other Special Activity', RULE);
    return done;
  }
  const start = chooseBritishActivity(flow, { order: 'skirmishFirst', excluded: [], battleSpaces: [] });
  if (start) return start;
  flow.ctx.node(NODE, 'no Common Cause, and neither Skirmish nor Naval Pressure is possible: no Special Activity', RULE);
  return done;
}

/**
 * Whether any March instruction can be executed in `mode` (8.1 "Paying Resource Costs": a Resource per
 * destination unless free; a Limited March: one destination; "IF NONE").
 */
function possible(flow: Flow, mode: CommandMode): boolean {
  return marchPlan(flow, mode).destinations.length > 0;
}

/** B10 March (8.4.3) with B13 Common Cause, as a {@link BritishCommand}. */
export const march: BritishCommand = {
  command: 'march',
  node: NODE,
  possible,
  handlers: { britishMarch: marchDecision },
  afterCommand: afterMarch,
};
