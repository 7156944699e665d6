/**
 * Brilliant Strokes, Trumping and the Treaty of Alliance (2.3.8, 2.3.9, 5.1.4; cards 105–109).
 *
 * Three frames:
 * - `brilliantStrokes` (on the card, before the 1st Eligible Faction is offered options): the window
 *   and the Trumping. Phase `window` asks, one at a time in the card's Faction order, each Eligible
 *   Faction that can play a Brilliant Stroke now ({@link playableStroke}): `{ type: 'brilliantStroke' }`
 *   plays it, `{ type: 'done' }` declines. When nobody can, the frame is automatic and adds no
 *   decision. Once one is played (phase `trump`), the Eligible Factions entitled to Trump it
 *   ({@link mayTrump}) are asked in the same order; a Trump takes the place of the trumped card, which
 *   returns to its owner's hand, and may itself be trumped. Then (phase `execute`) the card on top is
 *   executed, and when it is done every Faction becomes Eligible and the Event card is cancelled.
 * - `brilliantStroke` (cards 105–108): two free Limited Commands and one Special Activity alone, in any
 *   order, each granted through the grant frame (src/flow/grant.ts); the Faction's Leader must take
 *   part in one of the Limited Commands — the frame guards the decisions above it with the goal
 *   {@link LEADER_TAKES_PART} (src/flow/guard.ts).
 * - `treatyOfAlliance` (card 109): the Treaty in play, a free French Muster, Rochambeau there, FNI +1
 *   (1.9), three French and three British Regulars to the West Indies.
 *
 * Rulings (docs/rulings.md):
 * - The window is held once per Event card, before the 1st Eligible Faction is offered options, and
 *   never while a Winter Quarters card is showing (the current card or the revealed next one). The
 *   Factions are asked in the current card's Faction order; the Play Note of 2.3.8 (the 1st Eligible
 *   need not declare first) holds because nobody has been offered options yet.
 * - The Leader "takes part" in a Limited Command when he stands in its space (for March, Garrison,
 *   Scout and Raid: its destination) when that Command ends. A Faction whose Leader cannot take part
 *   in a Limited Command executed now in the space where he stands (he is Available, or no Limited
 *   Command can end with him there whatever the dice) cannot play its card (1.10, 2.3.8).
 * - The cancelled Event card goes to the played pile, and the Brilliant Stroke on top of it.
 * - A Treaty whose Muster cannot be executed leaves Rochambeau where he is; FNI rises only while below
 *   3 and with a Squadron in the West Indies to become the Blockade (1.9); Regulars come from
 *   Unavailable first, then Available, as many as there are.
 * - Non-Players (8.1): the Non-Player French count half of the CBC (rounded down) towards the Treaty
 *   and must play it when asked; no Non-Player plays its own Brilliant Stroke before the Treaty
 *   (rules/nonPlayers/sequence.ts). The Faction-specific conditions after it (8.4.11, 8.5.8, 8.6.11,
 *   8.7.8) are the policies' choice.
 * - Common Cause acts from inside a March or Battle (4.2.1): it is not granted alone, but while the
 *   Special Activity is still to come, the British may use it in a Limited March or Battle of their
 *   Brilliant Stroke, and it is then the Brilliant Stroke's Special Activity (2.3.8 allows it to affect a
 *   March or Battle on the same card).
 * @module
 */
import { because, type Reason } from '../../core/reason';
import type { Draft } from 'immer';
import type { Action, ActivityId } from '../../core/action';
import type { DeckState, Frame, GameState } from '../../core/state';
import { ownDeep } from '../../core/pathCopy';
import { cardById } from '../../data/cards';
import { FACTIONS, SPACE_IDS, spaceIndex, type CardId, type Faction, type SpaceId, type SpacePiece } from '../../data/ids';
import { ADJACENT, CITIES, PROVINCES, SPACES, isCity, isColony, isProvince, isReserve } from '../../data/map';
import { FACTION_NAME, spaceName } from '../../data/text';
import type { CommandMode, CommandModule, GameDefinition, Restriction } from '../../flow/contracts';
import { log, popFrame, pushFrame } from '../../flow/frames';
import { pushGrant, type GrantFrame } from '../../flow/grant';
import { someWayTo, trialRun, type GuardGoal } from '../../flow/guard';
import { ROLL_KIND } from '../../flow/roll';
import { NO_COMMAND, type HostReport } from '../../flow/host';
import { HOST_KIND, type CommandHostFrame } from '../../flow/hostFrame';
import { defineStep, type Step } from '../../flow/step';
import { seenOptions } from '../../flow/settle';
import { ACTION_TYPE_WORDS } from '../../flow/reasons';
import { addMarkers, frenchPreparations, placeFromPool, placeLeader, replaceLeader, setFni, piecesAt, supportLevel, controlOf, markersIn, spacesIdentity, countMilitia } from '../board';
import { checkLeaderAlone, leaderName } from '../leaders';
import { canMarchBetween, type BritishMarchFrame } from '../commands/british/march';
import { canGarrisonFrom, canGarrisonTo, type BritishGarrisonFrame } from '../commands/british/garrison';
import { canPayScout, canScout, scoutMayEnter, type IndiansScoutFrame } from '../commands/indians/scout';
import { canRally, rallyMilitiaLimit } from '../commands/patriots/rally';
import type { PatriotsLeaderFrame } from '../commands/patriots/shared';
import type { PatriotsMarchFrame } from '../commands/patriots/march';
import { canGather, type IndiansGatherFrame } from '../commands/indians/gather';
import { adjacentProvincesOf } from '../commands/indians/shared';
import { leaderFollowsGroups } from '../nonPlayers/leaders';
import { canRaid, draggingCanoeAt, raidOrigins } from '../commands/indians/raid';
import { skirmishChoices, type SkirmishFaction } from '../specialActivities/skirmish';
import { copyMode, maySelectMore, restrictedMode } from '../../flow/restriction';
import { isWinterQuartersCard } from './deck';
import { setEligible } from './eligibility';
import { isNonPlayer, mustPlayTreaty, nonPlayerTreatyPreparations, strokeHeldBack } from '../nonPlayers/sequence';

/** The guard goal of a Brilliant Stroke: its Faction's Leader takes part in one of its Limited Commands (1.10, 2.3.8). */
export const LEADER_TAKES_PART = 'leaderTakesPart';

/** The Treaty of Alliance card (2.3.9). */
export const TREATY_CARD: CardId = 109;
/** The Faction Brilliant Stroke cards (2.3.8). */
export const STROKE_OF: Readonly<Record<Faction, CardId>> = Object.freeze({ patriots: 105, british: 106, french: 107, indians: 108 });
/** French Preparations must exceed this for the Treaty (2.3.9). */
export const TREATY_PREPARATIONS = 15;
/** The highest FNI level (1.9). */
const FNI_MAX = 3;
/** Regulars of each side the Treaty sends to the West Indies. */
const TREATY_REGULARS = 3;
/** Who trumps whom (2.3.8): a Faction trumps the Brilliant Strokes of the Factions ranked below it; the Treaty trumps any. */
const TRUMP_RANK: Readonly<Record<Faction, number>> = Object.freeze({ patriots: 0, british: 1, french: 2, indians: 3 });

/** A Brilliant Stroke card on the Event card, and who played it. */
export interface StrokePlay {
  faction: Faction;
  card: CardId;
}

/** The window and the Trumping (2.3.8, 2.3.9). */
export interface BrilliantStrokesFrame extends Frame {
  kind: 'brilliantStrokes';
  /** `window`: asking who plays one; `trump`: asking who trumps the card on top; `execute`: it is being executed. */
  phase: 'window' | 'trump' | 'execute';
  /** The Factions asked (and declined) since the window opened or the last play. */
  asked: Faction[];
  /** The Brilliant Stroke on top (null in the window). */
  play: StrokePlay | null;
}

/** A Faction Brilliant Stroke (105–108) being executed. */
export interface BrilliantStrokeFrame extends Frame {
  kind: 'brilliantStroke';
  faction: Faction;
  card: CardId;
  /** Limited Commands executed so far (two at most). */
  commands: number;
  /** Whether the Special Activity was executed. */
  activity: boolean;
  /** Whether the Leader took part in one of the Limited Commands. */
  leaderTookPart: boolean;
  /** {@link LEADER_TAKES_PART} until the Leader took part, then null. */
  guard: string | null;
  /** Whether a grant pushed by this frame is under way (its outcome comes back in `granted`). */
  waiting: boolean;
  /** The report of the grant once it ended (null before, or when nothing could be executed). */
  granted: HostReport | null;
  /**
   * The Command executed as its first Limited Command (its id), set when that Command's report comes
   * back; absent before (and in states saved before it was recorded). For the Non-Players' flowcharts,
   * which pair the Special Activity with it (8.3.7).
   */
  firstCommand?: string;
  /**
   * While a grant is under way: the space the Leader stood in when it began and the pieces there then
   * (null when he was Available). A March, Scout, Raid or Garrison that moved pieces out of it used it
   * as an origination space, which involves him (1.10).
   */
  origin: { space: SpaceId; pieces: number } | null;
  /**
   * Whether it ended with the Leader in none of its Limited Commands. The guard never lets play come
   * here; should it (a hand-made position), its Faction acknowledges it (`done`) before the card goes on.
   */
  ended: boolean;
}

/** The Treaty of Alliance being executed (2.3.9). */
export interface TreatyOfAllianceFrame extends Frame {
  kind: 'treatyOfAlliance';
  /** `muster`: the free French Muster is under way; `fni`: FNI rises, then the Regulars go to the West Indies. */
  phase: 'muster' | 'fni';
  /** The Muster's report (null before, or when it could not be executed). */
  granted: HostReport | null;
}

const NAMES = FACTION_NAME;
const title = (card: CardId): string => `#${card} ${cardById(card).title}`;

// ---------------------------------------------------------------------------------------------
// Who may play

/** Whether a Winter Quarters card is showing: the current card, or the revealed next card (Winter is Coming, 2.3.7). Pure. */
export function winterQuartersShowing(state: GameState): boolean {
  return isWinterQuartersCard(state.deck.current) || isWinterQuartersCard(state.deck.next);
}

/** The mode of a Brilliant Stroke's Limited Command: free, no Special Activity (2.3.8). */
export const STROKE_COMMAND_MODE: CommandMode = Object.freeze({ limited: true, free: true, specialActivity: false });

/**
 * Whether the Faction's Leader can take part in a Limited Command executed now (trial play, whatever
 * the dice; 1.10, 2.3.8): he stands on the map, and some free Limited Command selecting his space (for a
 * March: as its destination) can end with him there, or some March, Scout, Raid or Garrison can move
 * pieces out of his space (an origination space). Pure.
 */
export function leaderCanTakePart(game: GameDefinition, state: GameState, faction: Faction): boolean {
  // The quick answer first, with no cache (cheaper than the caches' bookkeeping); the caches keep trial play's.
  if (staysWithHimNow(game, state, faction)) return true;
  if (!Object.isFrozen(state)) return recentAnswer(game, state, faction) ?? remember(game, state, faction, leaderTrial(game, state, faction, true));
  let known = TAKE_PART.get(state);
  if (known === undefined) TAKE_PART.set(state, (known = {}));
  return (known[faction] ??= recentAnswer(game, state, faction) ?? leaderTrial(game, state, faction, true));
}

/** Answers of {@link leaderCanTakePart}'s trial play for committed states already asked (they never change: a pure cache). */
const TAKE_PART = new WeakMap<GameState, Partial<Record<Faction, boolean>>>();

/**
 * Answers of {@link leaderCanTakePart}'s trial play for working states (the window asks on the working copy while it
 * settles, then again on the committed state it becomes when that settling did not hand its options on,
 * as a new game's first settling does not): the latest few, each with a snapshot of the
 * state as it was asked (its account aside, which the answer does not read: the trial silences it). A
 * state is answered from here only when it equals the snapshot, so the answer is the one trial play
 * would give.
 */
interface RecentAnswer {
  game: GameDefinition;
  faction: Faction;
  /** The asked state's spaces (by identity, {@link spacesIdentity}): a cheap first test; a later copy of that state shares them. */
  board: object;
  snapshot: Record<string, unknown>;
  answer: boolean;
}
const RECENT: RecentAnswer[] = [];
const RECENT_SIZE = 8;
/** Parts of the state the answer does not depend on (the stack it does: a Command's start reads its host's closed spaces). */
const NOT_READ = new Set(['log', 'priorLog']);

function recentAnswer(game: GameDefinition, state: GameState, faction: Faction): boolean | undefined {
  for (let i = 0; i < RECENT.length; i++) {
    const r = RECENT[i];
    if (r.faction === faction && r.game === game && r.board === spacesIdentity(state) && sameAsSnapshot(r.snapshot, state)) return r.answer;
  }
  return undefined;
}

function remember(game: GameDefinition, state: GameState, faction: Faction, answer: boolean): boolean {
  const snapshot: Record<string, unknown> = {};
  for (const k in state) if (!NOT_READ.has(k)) snapshot[k] = snapshotOf((state as unknown as Record<string, unknown>)[k]);
  RECENT.unshift({ game, faction, board: spacesIdentity(state), snapshot, answer });
  if (RECENT.length > RECENT_SIZE) RECENT.pop();
  return answer;
}

/** A copy of the parts that may still change: a frozen node never does, and is kept as it is. */
function snapshotOf(v: unknown): unknown {
  if (typeof v !== 'object' || v === null || Object.isFrozen(v)) return v;
  if (Array.isArray(v)) return v.map(snapshotOf);
  const out: Record<string, unknown> = {};
  for (const k in v) out[k] = snapshotOf((v as Record<string, unknown>)[k]);
  return out;
}

function sameAsSnapshot(snapshot: Record<string, unknown>, state: GameState): boolean {
  const root = state as unknown as Record<string, unknown>;
  let n = 0;
  for (const k in root) {
    if (NOT_READ.has(k)) continue;
    n++;
    if (!(k in snapshot) || !equalJson(snapshot[k], root[k])) return false;
  }
  return n === Object.keys(snapshot).length;
}

/** Deep equality of plain JSON (shared nodes at once, by identity). */
function equalJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!equalJson(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  let n = 0;
  for (const k in x) {
    n++;
    if (!(k in y) || !equalJson(x[k], y[k])) return false;
  }
  for (const _ in y) n--;
  return n === 0;
}

/**
 * {@link leaderCanTakePart} with no cache: a Command that brings pieces only into its space and may select his space
 * answers at once; otherwise trial play. @internal
 */
export function leaderCanTakePartNow(game: GameDefinition, state: GameState, faction: Faction): boolean {
  return staysWithHimNow(game, state, faction) || leaderTrial(game, state, faction, true);
}

/** Whether one of the Faction's Commands that bring pieces only into their space can start in its Leader's space now ({@link staysWithHim}). Pure. */
function staysWithHimNow(game: GameDefinition, state: GameState, faction: Faction): boolean {
  const at = state.leaders[faction].at;
  if (at === 'available') return false;
  const commands = game.commandsOf(faction);
  const mode = oneSpace(STROKE_COMMAND_MODE, at);
  for (let i = 0; i < commands.length; i++) if (staysWithHim(commands[i], state, mode)) return true;
  return false;
}

/**
 * Whether the Command, executed in `inHisSpace` (its mode restricted to the space where a Leader stands,
 * {@link oneSpace}), involves him for sure: it is one of the {@link STAYING_COMMANDS} and may select his space.
 */
function staysWithHim(command: CommandModule, state: GameState, inHisSpace: CommandMode): boolean {
  return STAYING_COMMANDS.includes(command.id) && command.canStart(state, inHisSpace);
}

/** The mode restricted to one space (`{ ...mode, restriction: { spaces: [space], maxSpaces: 1 } }`). */
function oneSpace(mode: CommandMode, space: SpaceId): CommandMode {
  return restrictedMode(mode, { spaces: [space], maxSpaces: 1 });
}

/**
 * Commands that select a space and move nothing out of it (pieces are placed there, or brought in): one
 * that may select the Leader's space ends with him there, since a Command that can start can be
 * executed to its end in a space it may select. British and French Muster, Patriot Rally and
 * Rabble-Rousing, Indian Gather, and every Faction's March, whose restriction names its destination:
 * it moves units only out of the spaces adjacent to it, and a Leader goes along only from those (3.2.3,
 * 3.3.2, 3.4.2, 3.5.4; a Non-Player's follows a group leaving his space, 8.1, and none does).
 */
const STAYING_COMMANDS: readonly string[] = ['muster', 'rally', 'rabbleRousing', 'gather', 'march'];

/** {@link leaderCanTakePart} by trial play alone, with no cache and no shortcut (for tests comparing them with it). @internal */
export function leaderCanTakePartByTrial(game: GameDefinition, state: GameState, faction: Faction): boolean {
  return leaderTrial(game, state, faction, false);
}

/**
 * The trial play of {@link leaderCanTakePart}. With `quick`, the search for pieces leaving his space
 * tries first the destinations next to it, a Limited British March or Garrison that can no longer
 * take a unit out of his space fails at once ({@link noBritishMoveOut}), a British Battle in his space
 * fails once he has left it for good ({@link leftForGood}), and a Battle in his space is tried last,
 * after the Commands moving pieces out of it ({@link LAST_TRIED}); the answer is the same.
 */
function leaderTrial(game: GameDefinition, state: GameState, faction: Faction, quick: boolean): boolean {
  const at = state.leaders[faction].at;
  if (at === 'available') return false;
  // Each trial plays one Limited Command alone (on an otherwise empty stack, its grant at 0, its host at
  // 1, its frame at 2): it is over when the stack is empty.
  const over = (test: (s: GameState) => boolean, promising?: (a: Action) => boolean, fails?: (s: GameState) => boolean): GuardGoal => ({
    depth: 0,
    reached: (s) => (s.result ? false : s.stack.length === 0 ? test(s) : fails?.(s) ? false : undefined),
    promising: promising && (() => promising),
  });
  const before = piecesIn(state, at);
  const leaving = (a: Action): boolean => {
    const { from, space } = a as { from?: string; space?: SpaceId };
    return from === at || (quick && a.type === 'selectSpace' && space !== undefined && ADJACENT[at]?.includes(space) === true);
  };
  // Failed when no piece has left yet and none can any more (pieces may only come in from then on).
  const stuck = (s: GameState): boolean => {
    const host = s.stack[1] as CommandHostFrame | undefined;
    return piecesIn(s, at) >= before && host?.kind === HOST_KIND && noBritishMoveOut(s, host, s.stack[2], at);
  };
  const tryCommands = (mode: CommandMode, goal: GuardGoal, only?: readonly string[], except?: readonly string[]): boolean => {
    const commands = game.commandsOf(faction);
    for (let i = 0; i < commands.length; i++) {
      const command = commands[i];
      if (SELECTS_NO_SPACE.includes(command.id) || (only && !only.includes(command.id)) || except?.includes(command.id) || !command.canStart(state, mode)) continue;
      const trial = trialRun(state, game.step, (draft) => {
        draft.stack = [];
        pushGrant(draft, { faction, commands: [command.id], mode, reason: 'Brilliant Stroke (trial)', rule: '2.3.8' });
      });
      if (someWayTo(trial, goal, 0, game.step)) return true;
    }
    return false;
  };
  // In his space: it selected that space only, so he took part when he stands there at the end.
  const inHisSpace = oneSpace(STROKE_COMMAND_MODE, at);
  const staysThere = over((s) => s.leaders[faction].at === at, undefined, quick ? (s) => leftForGood(s, faction, at) : undefined);
  if (tryCommands(inHisSpace, staysThere, undefined, quick ? LAST_TRIED : undefined)) return true;
  // From his space: pieces left it.
  if (mayLeadOut(state, faction, at) && tryCommands({ ...STROKE_COMMAND_MODE, restriction: { maxSpaces: 1 } }, over((s) => piecesIn(s, at) < before, leaving, quick ? stuck : undefined), MOVING_COMMANDS)) return true;
  return quick && tryCommands(inHisSpace, staysThere, LAST_TRIED);
}

/**
 * Whether, in the trial play of a Battle alone (its grant, host, Battle Command and Battle at the bottom
 * of the stack), the British Leader has left the space he stood in, `space`, for good: the Battle has
 * removed its losses and checked the Leaders left alone (3.6.7, 1.10), and only Win the Day is left, in
 * its shifts, the Patriots' free Rally or the French Blockade move (3.6.8). Those move no British piece,
 * a Patriot Rally moves and replaces Patriot pieces only (3.3.1), and nothing moves the British Leader
 * but British units or his being left alone (1.10, 8.1): he does not come back before the Command ends.
 * Pure.
 */
function leftForGood(state: GameState, faction: Faction, space: SpaceId): boolean {
  const s = state.stack;
  if (faction !== 'british' || state.leaders.british.at === space || s[2]?.kind !== 'battleCommand' || s[3]?.kind !== 'battle') return false;
  const phase = (s[3] as Frame & { phase: string }).phase;
  if (phase !== 'winTheDay' && phase !== 'end') return false;
  for (let i = 4; i < s.length; i++) if (!WIN_THE_DAY_FRAMES.includes(s[i].kind)) return false;
  return true;
}

/** The frames of Win the Day (3.6.8): its own, and the grant, host and frame of the Patriots' free Rally. */
const WIN_THE_DAY_FRAMES: readonly string[] = ['winTheDay', 'grant', HOST_KIND, 'patriotsRally'];

/**
 * Commands that select no space: Roderigue Hortalez et Cie (2.3.4, 3.5.2). No space is involved in one,
 * so it never involves a Leader (1.10) and is not tried (its restriction to his space limits nothing: it
 * would always end with him there). Execution agrees (the guard's `rejects`, {@link leaderInvolved}).
 */
const SELECTS_NO_SPACE: readonly string[] = ['hortalez'];

/**
 * Commands the quick trial play tries in the Leader's space last: a Battle's search weighs every die
 * result and every removal of casualties (3.2.4, 3.3.4, 3.5.5), the dearest trial by far; a March out
 * of his space usually answers first, in a fraction of the time.
 */
const LAST_TRIED: readonly string[] = ['battle'];

/**
 * The Brilliant Stroke card the Faction could play now, or null (2.3.8, 2.3.9): it holds it; the
 * Treaty only before it is in play and while French Preparations exceed 15 (for Non-Player French,
 * with half of the CBC, 8.1); the French Brilliant Stroke only after the Treaty; a Non-Player's only
 * after the Treaty (8.1); a Faction Brilliant Stroke only when its Leader can take part in a Limited
 * Command now ({@link leaderCanTakePart}). Eligibility and timing are the caller's. Pure.
 */
export function playableStroke(game: GameDefinition, state: GameState, faction: Faction): CardId | null {
  const r = strokeOrBar(game, state, faction);
  return typeof r === 'number' ? r : null;
}

/** What keeps a Faction from playing a Brilliant Stroke now (see {@link strokeOrBar}). */
type StrokeBar = 'notHeld' | 'frenchBeforeTreaty' | 'nonPlayerBeforeTreaty' | 'leaderCannot';

/**
 * The card the Faction could play now ({@link playableStroke}), or what bars it, as a constant code:
 * the one test, allocating nothing; {@link whyNoStroke} turns the code into words.
 */
function strokeOrBar(game: GameDefinition, state: GameState, faction: Faction): CardId | StrokeBar {
  if (treatyPlayable(state, faction)) return TREATY_CARD;
  const held = state.brilliantStrokes[faction];
  const own = STROKE_OF[faction];
  if (!held.includes(own)) return 'notHeld';
  if (faction === 'french' && !state.treatyOfAlliance) return 'frenchBeforeTreaty';
  // 8.1: no Non-Player plays its Brilliant Stroke before the Treaty of Alliance.
  if (strokeHeldBack(state, faction)) return 'nonPlayerBeforeTreaty';
  return leaderCanTakePart(game, state, faction) ? own : 'leaderCannot';
}

/**
 * Why the Faction could not play a Brilliant Stroke now, whatever the timing, or null when it could
 * (2.3.8, 2.3.9, 1.10, 8.1): it holds none (its own card played; the French with the Treaty not
 * playable, it names French Preparations against 15), the French card before the Treaty, a Non-Player
 * before the Treaty, or its Leader unable to take part in a Limited Command now. Reads
 * {@link strokeOrBar}, the test {@link playableStroke} makes. Pure.
 */
export function whyNoStroke(game: GameDefinition, state: GameState, faction: Faction): Reason | null {
  const bar = strokeOrBar(game, state, faction);
  if (typeof bar === 'number') return null;
  const who = `the ${NAMES[faction]}`;
  const own = title(STROKE_OF[faction]);
  // The French holding the Treaty: it is their card until played, and its condition comes first.
  if (faction === 'french' && !state.treatyOfAlliance && state.brilliantStrokes.french.includes(TREATY_CARD)) {
    const prep = treatyPreparations(state);
    const nonPlayer = isNonPlayer(state, 'french') ? ' (for the Non-Player French, with half of the Cumulative British Casualties, 8.1)' : '';
    return because('2.3.9', `${title(TREATY_CARD)} needs French Preparations above ${TREATY_PREPARATIONS}, and they are ${prep}${nonPlayer}; ${own} only once the Treaty is in play`);
  }
  switch (bar) {
    case 'notHeld':
      return because('2.3.8', `${who} no longer hold ${own}: it was played, and a Brilliant Stroke is played once`);
    case 'frenchBeforeTreaty':
      return because('2.3.8', `${own} may be played only once the Treaty of Alliance is in play`);
    case 'nonPlayerBeforeTreaty':
      return because('8.1', `${who} are a Non-Player, and no Non-Player plays its Brilliant Stroke before the Treaty of Alliance`);
    case 'leaderCannot': {
      const at = state.leaders[faction].at;
      return because(
        '2.3.8',
        at === 'available'
          ? `${own} needs ${leaderName(state, faction)} to take part in one of its Limited Commands, and he is not on the map`
          : `${own} needs ${leaderName(state, faction)} to take part in one of its Limited Commands, and no Limited Command executed now can involve ${spaceName(at)}, where he stands (1.10)`,
      );
    }
  }
}

/** Whether the Faction could play the Treaty of Alliance now (2.3.9): the French hold it, it is not in play, Preparations exceed 15. Pure. */
function treatyPlayable(state: GameState, faction: Faction): boolean {
  return faction === 'french' && state.brilliantStrokes.french.includes(TREATY_CARD) && !state.treatyOfAlliance && treatyPreparations(state) > TREATY_PREPARATIONS;
}

/**
 * The card a Faction whose `brilliantStroke` action is legal plays ({@link playableStroke} without its
 * Leader's trial play, which the legality of the action already answered). Pure.
 */
function cardPlayed(state: GameState, faction: Faction): CardId {
  return treatyPlayable(state, faction) ? TREATY_CARD : STROKE_OF[faction];
}

/** French Preparations as they count for the Treaty (2.3.9): for Non-Player French, with half of the CBC (8.1). Pure. */
export function treatyPreparations(state: GameState): number {
  return isNonPlayer(state, 'french') ? nonPlayerTreatyPreparations(state) : frenchPreparations(state);
}

/** Whether `card` may trump the Brilliant Stroke on top (2.3.8): the Treaty trumps any and is never trumped; else by rank. Pure. */
export function mayTrump(card: CardId, trumper: Faction, top: StrokePlay): boolean {
  if (trumper === top.faction || top.card === TREATY_CARD) return false;
  return card === TREATY_CARD || TRUMP_RANK[trumper] > TRUMP_RANK[top.faction];
}

/** The window is open on this card: an Event card, nobody offered options yet, no Winter Quarters card showing (2.3.8). Pure. */
export function windowOpen(state: GameState): boolean {
  return state.turn !== null && state.turn.offered.length === 0 && state.turn.executed.length === 0 && state.deck.current !== null && !winterQuartersShowing(state);
}

/** The next Faction to ask in the window or for a Trump, with its card, or null. Pure. */
function nextToAsk(game: GameDefinition, state: GameState, frame: BrilliantStrokesFrame): { faction: Faction; card: CardId } | null {
  if (frame.phase === 'execute' || state.deck.current === null) return null;
  // An indexed loop: the card's order is frozen, which V8's for-of walks slowly.
  const order = cardById(state.deck.current).order;
  for (let i = 0; i < order.length; i++) {
    const faction = order[i];
    if (!state.eligible[faction] || frame.asked.includes(faction)) continue;
    if (frame.play !== null && faction === frame.play.faction) continue;
    const card = playableStroke(game, state, faction);
    if (card === null) continue;
    if (frame.play !== null && !mayTrump(card, faction, frame.play)) continue;
    return { faction, card };
  }
  return null;
}

/** Opens the window on the card (pushed by the card step when the window is open). */
export function pushBrilliantStrokeWindow(draft: Draft<GameState>): void {
  const frame: BrilliantStrokesFrame = { kind: 'brilliantStrokes', phase: 'window', asked: [], play: null };
  pushFrame(draft, frame);
}

function takeFromHand(draft: Draft<GameState>, faction: Faction, card: CardId): void {
  const hands = ownDeep<Record<Faction, CardId[]>>(draft, 'brilliantStrokes');
  hands[faction] = hands[faction].filter((c) => c !== card);
}

function returnToHand(draft: Draft<GameState>, faction: Faction, card: CardId): void {
  const hands = ownDeep<Record<Faction, CardId[]>>(draft, 'brilliantStrokes');
  hands[faction] = [...hands[faction], card].sort((a, b) => a - b);
}

function newStrokeFrame(faction: Faction, card: CardId): BrilliantStrokeFrame {
  return { kind: 'brilliantStroke', faction, card, commands: 0, activity: false, leaderTookPart: false, guard: LEADER_TAKES_PART, waiting: false, granted: null, origin: null, ended: false };
}

/** The Brilliant Stroke is over: every Faction Eligible, the Event card cancelled, the Brilliant Stroke on top of it in the played pile (2.3.8). */
function endStroke(draft: Draft<GameState>, play: StrokePlay): void {
  for (const f of FACTIONS) setEligible(draft, f, true);
  const deck = ownDeep<DeckState>(draft, 'deck');
  const cancelled = deck.current!;
  deck.played.push(cancelled);
  // The game step's next-card advance (2.3.7) puts the Brilliant Stroke, now the card on top, on the played pile.
  deck.current = play.card;
  log(draft, `${title(play.card)} is done: every Faction is Eligible; card ${title(cancelled)} is cancelled and never played`, '2.3.8');
  // The card is over: no eligibility to adjust (2.3.6 gives way to 2.3.8).
  draft.turn = null;
  popFrame(draft);
}

/** The window's options when `next` is asked: play the card or decline (2.3.8); the Non-Player French play the Treaty as soon as they may (8.1). */
function windowOptions(state: GameState, next: { faction: Faction; card: CardId }): Action[] {
  const { faction, card } = next;
  if (card === TREATY_CARD && mustPlayTreaty(state, faction)) return [{ faction, type: 'brilliantStroke' }];
  return [
    { faction, type: 'brilliantStroke' },
    { faction, type: 'done' },
  ];
}

/**
 * The Faction asked now with its card, the window being a decision: the one its options name when
 * settling kept them (flow/settle.ts; its card is the one it would play, {@link cardPlayed}), else {@link nextToAsk}.
 */
function askedNow(game: GameDefinition, state: GameState, frame: BrilliantStrokesFrame): { faction: Faction; card: CardId } {
  const seen = seenOptions(state, frame);
  if (seen === undefined) return nextToAsk(game, state, frame)!;
  const faction = seen[0].faction as Faction;
  return { faction, card: cardPlayed(state, faction) };
}

/** The window's automatic progress, nobody (more) to ask: it closes, or the Brilliant Stroke on top is executed, then ends (2.3.8). */
function runWindow(draft: Draft<GameState>, frame: Draft<BrilliantStrokesFrame>): void {
  if (frame.phase === 'window') {
    popFrame(draft);
    return;
  }
  const play = frame.play!;
  if (frame.phase === 'trump') {
    frame.phase = 'execute';
    if (play.card === TREATY_CARD) startTreaty(draft);
    else startStroke(draft, play);
    return;
  }
  endStroke(draft, play);
}

/** The window and the Trumping step. */
export const brilliantStrokesStep = (game: GameDefinition): Step<BrilliantStrokesFrame> =>
  defineStep<BrilliantStrokesFrame>({
    kind: 'brilliantStrokes',
    rule: '2.3.8',
    isDecision: (state, frame) => nextToAsk(game, state, frame) !== null,
    run: runWindow,
    // Settling: who may play (each Leader's trial play) is found once, and the options handed on for the
    // decision (flow/settle.ts keeps them for the state the machine commits; `options` reads them).
    advance(draft, frame, own) {
      const next = nextToAsk(game, draft as GameState, frame);
      if (next !== null) return windowOptions(draft as GameState, next);
      runWindow(draft, own());
      return true;
    },
    decider: (state, frame) => askedNow(game, state, frame).faction,
    prompt(state, frame) {
      const next = askedNow(game, state, frame);
      const or = next.card === TREATY_CARD && mustPlayTreaty(state, next.faction) ? ' (Non-Player French: as soon as they may, 8.1)' : ', or not (done)';
      if (frame.play === null)
        return `${NAMES[next.faction]}: play ${title(next.card)} to cancel ${title(state.deck.current!)} (brilliantStroke)${or}`;
      return `${NAMES[next.faction]}: Trump ${title(frame.play.card)} with ${title(next.card)} (brilliantStroke)${or}`;
    },
    options: (state, frame) => seenOptions(state, frame) ?? windowOptions(state, nextToAsk(game, state, frame)!),
    explain(state, frame, action) {
      const next = nextToAsk(game, state, frame);
      if (next === null) return null;
      const card = title(next.card);
      if (action.type === 'done' && next.card === TREATY_CARD && mustPlayTreaty(state, next.faction))
        return because('8.1', `the Non-Player French play ${card} as soon as they may: they do not decline it`);
      if (action.type === 'brilliantStroke' || action.type === 'done') return null;
      if (frame.play === null)
        return because('2.3.8', `before the 1st Eligible Faction is offered options, the ${NAMES[next.faction]} play ${card} (brilliantStroke) or decline (done); ${ACTION_TYPE_WORDS[action.type]} is not among them`);
      return because('2.3.8', `the ${NAMES[next.faction]} Trump ${title(frame.play.card)} with ${card} (brilliantStroke) or decline (done); ${ACTION_TYPE_WORDS[action.type]} is not among them`);
    },
    handle(draft, frame, action) {
      const faction = action.faction as Faction;
      if (action.type === 'done') {
        frame.asked.push(faction);
        return;
      }
      // The action is legal: the Faction is the one asked, and its card is playable.
      const next = { faction, card: cardPlayed(draft, faction) };
      takeFromHand(draft, faction, next.card);
      const previous = frame.play;
      if (previous === null) {
        log(draft, `The ${NAMES[faction]} play ${title(next.card)} on card #${draft.deck.current}`, next.card === TREATY_CARD ? '2.3.9' : '2.3.8', faction);
      } else {
        returnToHand(draft, previous.faction, previous.card);
        log(draft, `The ${NAMES[faction]} Trump ${title(previous.card)} with ${title(next.card)}; ${title(previous.card)} returns to the ${NAMES[previous.faction]} for later use`, '2.3.8', faction);
      }
      frame.play = { faction, card: next.card };
      frame.phase = 'trump';
      frame.asked = [];
    },
    /**
     * On the card before anybody was offered options, no Winter Quarters card showing (2.3.8); the card
     * on top played by its owner, held by nobody and not in the deck (5.1.4); nothing on top in the window.
     */
    validate(state, frame, at) {
      const out: string[] = [];
      if (state.turn === null || state.turn.offered.length > 0 || state.turn.executed.length > 0)
        out.push('kind: a Brilliant Stroke may be played only before the 1st Eligible Faction is offered options (2.3.8)');
      if (winterQuartersShowing(state)) out.push('kind: no Brilliant Stroke while a Winter Quarters card is showing (2.3.8)');
      if ((frame.phase === 'window') !== (frame.play === null)) out.push(`play: ${frame.play === null ? 'none' : 'a card'} in phase '${frame.phase}'; a card is on top exactly once one was played (2.3.8)`);
      if (frame.play !== null) {
        const { faction, card } = frame.play;
        const owner = card === TREATY_CARD ? 'french' : cardById(card).owner;
        if (card < 105 || owner !== faction) out.push(`play: card ${card} is not a Brilliant Stroke of the ${NAMES[faction]} (2.3.8)`);
        else {
          const d = state.deck;
          if (FACTIONS.some((f) => state.brilliantStrokes[f].includes(card)) || d.played.includes(card) || d.draw.includes(card) || d.current === card || d.next === card)
            out.push(`play: card ${card} is on the Event card and elsewhere too; each card exists once`);
        }
        if (frame.phase === 'trump' && card === TREATY_CARD && frame.asked.length > 0) out.push('asked: nobody is asked to Trump the Treaty of Alliance (2.3.9)');
      }
      if (frame.phase === 'execute') {
        const above = state.stack[at + 1];
        const kind = frame.play?.card === TREATY_CARD ? 'treatyOfAlliance' : 'brilliantStroke';
        if (above?.kind !== kind) out.push(`phase: 'execute', but no ${kind} frame is under way above (2.3.8)`);
      }
      return out;
    },
  });

// ---------------------------------------------------------------------------------------------
// Cards 105–108

function startStroke(draft: Draft<GameState>, play: StrokePlay): void {
  log(draft, `${title(play.card)}: the ${NAMES[play.faction]} execute two free Limited Commands and one Special Activity, in any order; ${leaderName(draft, play.faction)} must take part in one of the Limited Commands`, '2.3.8', play.faction);
  pushFrame(draft, newStrokeFrame(play.faction, play.card));
}

function grantNext(game: GameDefinition, draft: Draft<GameState>, frame: Draft<BrilliantStrokeFrame>): void {
  const faction = frame.faction;
  const leader = frame.leaderTookPart ? '' : `; ${leaderName(draft, faction)} must take part in one of the Limited Commands (only choices that keep this possible are offered)`;
  const done = `${frame.commands} of 2 Limited Commands, Special Activity ${frame.activity ? 'done' : 'not yet'}`;
  // An indexed loop: the Faction's Special Activities are a frozen list, whose `filter` and `some` V8 walks slowly.
  const modules = game.activitiesOf(faction);
  const activities: ActivityId[] = [];
  let embedded = false;
  for (let i = 0; i < modules.length; i++) {
    if (modules[i].embedded) embedded = true;
    else activities.push(modules[i].id);
  }
  pushGrant(draft, {
    faction,
    commands: frame.commands < 2 ? game.commandsOf(faction).map((c) => c.id) : [],
    activities: frame.activity ? [] : activities,
    // Common Cause may serve as the Special Activity from inside a March or Battle (2.3.8, 4.2.1).
    mode: frame.activity || !embedded ? copyMode(STROKE_COMMAND_MODE) : { ...copyMode(STROKE_COMMAND_MODE), embeddedActivity: true },
    reason: `${title(frame.card)} (${done}${leader})`,
    rule: '2.3.8',
  });
  frame.waiting = true;
  const at = draft.leaders[faction].at;
  frame.origin = at === 'available' ? null : { space: at, pieces: piecesIn(draft, at) };
}

/** The Commands whose origination spaces are involved in them (1.10). */
const MOVING_COMMANDS: readonly string[] = ['march', 'scout', 'raid', 'garrison'];
/**
 * The units that lead a Faction's moving Commands out of a space (1.10's origination spaces): British
 * Tories, and War Parties under Common Cause, go only with Regulars; Continentals go with French
 * Regulars in a French March; British cubes go with War Parties in a Scout.
 */
const LEAD_UNITS: Readonly<Record<Faction, readonly SpacePiece[]>> = Object.freeze({
  british: ['britishRegular'],
  patriots: ['continental', 'militiaUnderground', 'militiaActive'],
  french: ['frenchRegular'],
  indians: ['warPartyUnderground', 'warPartyActive'],
});

/**
 * Whether the Faction has units in the space that could lead pieces out of it in a moving Command. The
 * West Indies box is never an origination space: it is a holding box, not a map space, and no Command
 * moves pieces out of it (1.3.7; only Winter Quarters and Events do). Pure.
 */
function mayLeadOut(state: GameState, faction: Faction, space: SpaceId): boolean {
  if (space === 'WestIndies') return false;
  return LEAD_UNITS[faction].some((kind) => piecesAt(state, space)[kind] > 0);
}

/**
 * The Commands whose restriction names the one space a Limited one selects: March and Garrison (their
 * destination), Raid and Battle. Not Scout: its restriction names its destination, but it selects its
 * origin first.
 */
const SELECTING_COMMANDS: readonly string[] = ['march', 'garrison', 'raid', 'battle'];

/** Commands that move no piece between spaces: a Leader cannot follow a unit into their space. */
const PLACING_COMMANDS: readonly string[] = ['muster', 'battle', 'rabbleRousing', 'agentMobilization', 'hortalez'];

/** All pieces in a space, of every kind. Pure. */
function piecesIn(state: GameState, space: SpaceId): number {
  const p = piecesAt(state, space);
  let n = 0;
  for (const k in p) n += p[k as SpacePiece];
  return n;
}

/**
 * Whether the Leader was in a space involved in the Limited Command just reported (1.10): the space he
 * stood in when it began is one of its spaces (he may have left it since: a Battle that left him
 * alone), he stands in one of them now, or it moved pieces out of his space (an origination space of a
 * March, Scout, Raid or Garrison; nothing else takes pieces out of a space that is not one of its
 * spaces). Pure.
 */
export function leaderInvolved(state: GameState, faction: Faction, report: HostReport, origin: { space: SpaceId; pieces: number } | null): boolean {
  const at = state.leaders[faction].at;
  if (at !== 'available' && report.commandSpaces.includes(at)) return true;
  return origin !== null && originInvolved(state, report.command, report.commandSpaces, origin);
}

/**
 * Whether the Command (so far) involves the space the Leader stood in when it began (1.10): it selected
 * it, or it is a March, Scout, Raid or Garrison that moved pieces out of it. Once true, it stays true. Pure.
 */
function originInvolved(state: GameState, command: string, commandSpaces: readonly SpaceId[], origin: { space: SpaceId; pieces: number }): boolean {
  return commandSpaces.includes(origin.space) || (MOVING_COMMANDS.includes(command) && piecesIn(state, origin.space) < origin.pieces);
}

/** The Brilliant Stroke's Commands and Special Activity are over: it ends (or, without the Leader, waits to be acknowledged). */
function finishStroke(draft: Draft<GameState>, frame: Draft<BrilliantStrokeFrame>): void {
  if (frame.leaderTookPart) {
    popFrame(draft);
    return;
  }
  frame.ended = true;
  log(draft, `${title(frame.card)}: ${leaderName(draft, frame.faction)} took part in none of the Limited Commands (1.10)`, '2.3.8', frame.faction);
}

/** The Faction Brilliant Stroke's step (automatic: it grants each Command and the Special Activity in turn). */
export const brilliantStrokeStep = (game: GameDefinition): Step<BrilliantStrokeFrame> =>
  defineStep<BrilliantStrokeFrame>({
    kind: 'brilliantStroke',
    rule: '2.3.8',
    run(draft, frame) {
      const faction = frame.faction;
      if (frame.waiting) {
        frame.waiting = false;
        const report = frame.granted;
        const origin = frame.origin;
        frame.granted = null;
        frame.origin = null;
        if (report === null) {
          log(draft, `${title(frame.card)}: nothing more can be executed (5.1.3)`, '2.3.8', faction);
          finishStroke(draft, frame);
          return;
        }
        if (report.command !== '') {
          if (frame.commands === 0) frame.firstCommand = report.command;
          frame.commands += 1;
          // Common Cause used inside the March or Battle: it was the Special Activity (2.3.8).
          if (report.activity !== null) frame.activity = true;
          if (!frame.leaderTookPart && leaderInvolved(draft, faction, report, origin)) {
            frame.leaderTookPart = true;
            frame.guard = null;
            const at = draft.leaders[faction].at;
            const where =
              at !== 'available' && report.commandSpaces.includes(at)
                ? `in ${spaceName(at)}`
                : report.commandSpaces.includes(origin!.space)
                  ? `in ${spaceName(origin!.space)}`
                  : `from ${spaceName(origin!.space)}, an origination space`;
            log(draft, `${leaderName(draft, faction)} took part in the Limited Command ${where} (1.10)`, '2.3.8', faction);
          }
        } else frame.activity = true;
      }
      if (frame.commands >= 2 && frame.activity) {
        finishStroke(draft, frame);
        return;
      }
      grantNext(game, draft, frame);
    },
    isDecision: (_state, frame) => frame.ended,
    decider: (_state, frame) => frame.faction,
    prompt: (state, frame) => `${title(frame.card)}: ${leaderName(state, frame.faction)} took part in none of the Limited Commands (1.10); the Brilliant Stroke ends (done)`,
    options: (_state, frame) => [{ faction: frame.faction, type: 'done' }],
    explain: (state, frame, action) =>
      because('2.3.8', `${title(frame.card)} is over: its Limited Commands and Special Activity are done, and ${leaderName(state, frame.faction)} took part in none of them (1.10); only 'done' remains, not ${ACTION_TYPE_WORDS[action.type]}`),
    handle(draft) {
      popFrame(draft);
    },
    /**
     * Under its card's window in phase `execute`, of the card on top; at most two Limited Commands; the
     * guard exactly until the Leader took part (1.10); waiting exactly while its grant is above.
     */
    validate(state, frame, at) {
      const out: string[] = [];
      const under = state.stack[at - 1] as BrilliantStrokesFrame | undefined;
      if (under?.kind !== 'brilliantStrokes' || under.phase !== 'execute' || under.play?.faction !== frame.faction || under.play.card !== frame.card)
        out.push(`kind: the ${NAMES[frame.faction]} Brilliant Stroke is executed only as the card on top of the window (2.3.8)`);
      if (frame.commands > 2) out.push('commands: a Brilliant Stroke executes two Limited Commands (2.3.8)');
      if (frame.firstCommand !== undefined && frame.commands === 0) out.push(`firstCommand: '${frame.firstCommand}', but no Limited Command was executed yet (2.3.8)`);
      if ((frame.guard === null) !== frame.leaderTookPart) out.push(`guard: ${frame.guard}, but the Leader ${frame.leaderTookPart ? 'took part already' : 'has not taken part yet'} (1.10)`);
      if (frame.guard !== null && frame.guard !== LEADER_TAKES_PART) out.push(`guard: '${frame.guard}' is not '${LEADER_TAKES_PART}'`);
      const grant = state.stack[at + 1] as GrantFrame | undefined;
      if (frame.waiting !== (grant?.kind === 'grant')) out.push(`waiting: ${frame.waiting}, but ${grant?.kind === 'grant' ? 'a' : 'no'} grant is under way above (2.3.8)`);
      if (frame.granted !== null) out.push('granted: the report of a grant is read as soon as the grant ends');
      if (frame.origin !== null && !frame.waiting) out.push('origin: recorded only while a grant is under way (1.10)');
      if (frame.ended && (frame.leaderTookPart || frame.waiting)) out.push('ended: set only when the Brilliant Stroke is over without the Leader (1.10)');
      return out;
    },
  });

/**
 * The guard goal: the Leader takes part in one of the Limited Commands (1.10, 2.3.8). Reached once the
 * frame records it (or it is over and gone, which it is only with him); failed when it ended without
 * him (`ended`), both Limited Commands are done without him, or the game ended. Decided early where the
 * answer is already known:
 * - in a Limited Command under way: reached once it selected the Leader's space or moved pieces out of
 *   it (a March, Scout, Raid or Garrison); failed when it is the last Limited Command, selected its one
 *   space elsewhere and moves nothing;
 * - in the search, at a grant between them with a Limited Command left: a way on exists when one
 *   executed now can involve him ({@link leaderCanTakePart}); the grant's own choices are still filtered;
 * - with `quick` (the default; the tests compare it with the plain search): failed when the last Limited
 *   Command is a British March or Garrison that can no longer take a unit out of his space, a Patriot or
 *   Indian March, Patriot Rally or Indian Gather that cannot either, or an Indian Scout whose origin and destination
 *   are both elsewhere; the last Limited Command, when it moves no piece between spaces, is refused at
 *   the grant when it cannot select his space, and so is its selection of another space (`rejects`);
 *   and the search tries first the choices naming his space (`promising`, which changes only the order).
 */
export function leaderTakesPart(game: GameDefinition, quick = true): GuardGoal {
  return {
    depth: 0,
    refusal: because('2.3.8', "this choice would leave the Faction's Leader no part in the Brilliant Stroke's Limited Commands, and he must take part in one of them"),
    reached(state, at, origin) {
      if (state.result) return false;
      const f = state.stack[at] as BrilliantStrokeFrame | undefined;
      // Over and gone: it ended with the Leader (without him it waits, `ended`).
      if (f?.kind !== 'brilliantStroke') return true;
      if (f.leaderTookPart) return true;
      if (f.ended || f.commands >= 2) return false;
      // "Some way on exists" answers the search, not the decision being filtered (its choices still are).
      const searching = state !== origin;
      const grant = state.stack[at + 1] as GrantFrame | undefined;
      if (grant?.kind !== 'grant' || f.origin === null) return undefined;
      if (!grant.begun) return searching && grant.commands.length > 0 && leaderCanTakePart(game, state, f.faction) ? true : undefined;
      const host = state.stack[at + 2] as CommandHostFrame | undefined;
      if (host?.kind !== HOST_KIND || host.command === NO_COMMAND) return undefined;
      if (originInvolved(state, host.command, host.commandSpaces, f.origin)) return true;
      // The last Limited Command, its spaces chosen elsewhere: a Command that moves no piece (he cannot
      // follow any in), or a moving one with nothing able to lead pieces out of his space. A Scout's
      // spaces are its origin and then its destination, fixed by its first move (3.4.3): until then it
      // may still go into his space.
      const moving = MOVING_COMMANDS.includes(host.command);
      if (
        f.commands === 1 &&
        host.commandSpaces.length > 0 &&
        !scoutDestinationOpen(state.stack[at + 3]) &&
        (PLACING_COMMANDS.includes(host.command) || (moving && !mayLeadOut(state, f.faction, f.origin.space)))
      )
        return false;
      if (
        quick &&
        f.commands === 1 &&
        (noBritishMoveOut(state, host, state.stack[at + 3], f.origin.space) || noWayFromHisSpace(state, host, f.origin.space) || scoutElsewhere(state, state.stack[at + 3], f.origin.space))
      )
        return false;
      return undefined;
    },
    // A Command chosen at the grant that may select his space involves him: a March, Raid, Garrison or
    // Battle that may select the space he stood in when the grant began (its restricted start: a way on
    // selects it), an Indian Scout from it or into it (scoutMayComeIn) or Raid out of it, or one that places pieces there or brings them in, executed to its end with him there
    // (see leaderCanTakePartNow). In the Command under way, selecting the space he stood in involves
    // him, and so does a move of pieces out of it by a moving Command (an origination space), or a
    // choice after which a British March will still offer one (britishMarchLeavesLater) or a Patriot or
    // Indian March offers one next (marchLeadsOutNext); in an Indian
    // Gather, a choice that takes him into its space or keeps him there (indianLeaderGoesIn). In the first
    // Limited Command, a choice away from him that leaves his space as it is, when a Muster, Rally or
    // Gather there can start afterwards, or British Regulars stay there to March out (leavesHimFree); and, with a Limited Command still to come, a
    // first Battle, British Garrison, Patriot Rabble-Rousing, Indian Raid or Scout, French Muster, March or Hortalez, or a British or French Naval Pressure or Préparer la Guerre, and their choices
    // and dice, or a War Path, Trade, Partisans, Persuasion or Skirmish that can act elsewhere than his
    // space, and its choice of such a space, or a Skirmish that can strike one enemy target alone in his
    // space, and that strike, when a Muster (Rally, Rabble-Rousing, Gather) there can start whatever they
    // do (sparesHisSpace).
    accepts(state, at, action) {
      if (!quick) return false;
      // The Limited Command under way, its frames read once for the tests below.
      const w = commandUnderWay(state, at);
      if (leavesHimFree(state, w, action) || sparesHisSpace(game, state, at, action) || patriotMarchLeadsOutLater(state, w, action)) return true;
      if (indianLeaderGoesIn(state, w, action)) return true;
      if (action.type === 'selectSpace' || action.type === 'move') return (
          involvesHisSpace(state, w, action) || britishMarchLeavesLater(state, w, action) || marchLeadsOutNext(state, w, action) || garrisonLeadsOutNext(state, w, action)
        );
      if (action.type !== 'command') return false;
      const f = state.stack[at] as BrilliantStrokeFrame | undefined;
      const grant = state.stack[at + 1] as GrantFrame | undefined;
      if (f?.kind !== 'brilliantStroke' || f.leaderTookPart || grant?.kind !== 'grant' || grant.begun || state.stack.length !== at + 2) return false;
      const here = state.leaders[f.faction].at;
      const command = game.command(f.faction, action.command!);
      if (here === 'available' || command === undefined || grant.mode.restriction) return false;
      // A March, Raid, Garrison or Battle that may select the space he stood in when the grant began
      // involves him once it selects it (their restriction names the space they select).
      if (f.origin?.space === here && SELECTING_COMMANDS.includes(command.id) && command.canStart(state, oneSpace(grant.mode, here))) return true;
      // An Indian Scout that may leave from his space (its origin, the space it selects first) or go into it
      // (scoutMayComeIn), or an Indian Raid that may bring one of his Underground War Parties out of it (a
      // Raid origin), involves him once it selects that space or makes that move (raidLeadsOut).
      // A free Patriot March that may select a space next to his, with his Continentals or Militia there,
      // involves him once that selection offers its first group out of his space (marchLeadsOutNext).
      if (f.origin?.space === here && command.id === 'march' && f.faction === 'patriots' && grant.mode.free && mayLeadOut(state, 'patriots', here) && ADJACENT[here].some((s) => command.canStart(state, oneSpace(grant.mode, s))))
        return true;
      if (f.origin?.space === here && command.id === 'scout' && (canScout(state, here) || scoutMayComeIn(state, grant.mode, here))) return true;
      if (f.origin?.space === here && command.id === 'raid' && raidLeadsOut(state, here)) return true;
      return staysWithHim(command, state, oneSpace(grant.mode, here));
    },
    // The last Limited Command, when it moves no piece between spaces ({@link PLACING_COMMANDS}), involves
    // him only by selecting the space where he stood when its grant began (see `reached`): at the grant,
    // such a Command that cannot select it (its restricted start), or Hortalez, which selects no space, leads nowhere, and so does an
    // Indian Scout that can neither leave from his space nor go into it (its only spaces, 3.4.3); in the Command, before
    // it selected its one space, so does selecting another. So does the selection of the one space of a
    // last Patriot or Indian March, Patriot Rally or Indian Gather after which it can take no unit out of
    // his space (noWayFromHisSpace, which the selection itself leaves as it is: it only pays, and the
    // Command is free). In a last Indian Gather away from him, so does a choice after which he can no
    // longer go along into it (gatherLeavesHimOut). In a last Limited British March or Garrison away from
    // him, so does `done` in its moves, a move from an origin after his space, or a March destination his
    // Regulars cannot reach (britishMoveLeavesHimOut).
    rejects(state, at, action) {
      // The Limited Command under way, its frames read once for the tests below.
      const under = quick ? commandUnderWay(state, at) : null;
      if (quick && (gatherLeavesHimOut(state, under, action) || britishMoveLeavesHimOut(state, under, action))) return true;
      if (quick && action.type === 'move') return scoutMovesElsewhere(state, under, action);
      if (!quick || (action.type !== 'command' && action.type !== 'selectSpace')) return false;
      const f = state.stack[at] as BrilliantStrokeFrame | undefined;
      const grant = state.stack[at + 1] as GrantFrame | undefined;
      if (f?.kind !== 'brilliantStroke' || f.leaderTookPart || f.commands !== 1 || f.origin === null || grant?.kind !== 'grant') return false;
      const space = f.origin.space;
      if (action.type === 'command') {
        if (grant.begun || state.stack.length !== at + 2 || grant.mode.restriction || state.leaders[f.faction].at !== space) return false;
        const command = game.command(f.faction, action.command!);
        // An Indian Scout involves him only from his space (its origin) or into it (its destination): 3.4.3.
        if (command?.id === 'scout') return !canScout(state, space) && !scoutMayComeIn(state, grant.mode, space);
        if (command === undefined || !PLACING_COMMANDS.includes(command.id)) return false;
        // Hortalez selects no space (3.5.2): its restriction limits nothing, and it never involves him.
        return SELECTS_NO_SPACE.includes(command.id) || !command.canStart(state, oneSpace(grant.mode, space));
      }
      const w = under;
      if (w === null || !w.command.mode?.limited || w.command.selected.length > 0 || w.host.commandSpaces.length > 0 || action.space === undefined || action.space === space) return false;
      return PLACING_COMMANDS.includes(w.host.command) || noWayFromHisSpace(state, { ...w.host, commandSpaces: [action.space] }, space);
    },
    // The choices naming the space the Leader stood in (or stands in): selecting it, moving into or out
    // of it, involves him at once.
    promising(state, at) {
      if (!quick) return undefined;
      const f = state.stack[at] as BrilliantStrokeFrame | undefined;
      if (f?.kind !== 'brilliantStroke' || f.origin === null) return undefined;
      const here = state.leaders[f.faction].at;
      return namesSpace(f.origin.space, here === 'available' ? f.origin.space : here);
    },
  };
}

/**
 * Whether the action, a choice of the Limited Command under way (its own frame on top, right above its
 * host), involves the space the Leader stood in when it began (1.10), for the goal's `originInvolved`
 * to hold from then on:
 * - it selects that space: every Command adds the space it selects to its `selected`, which its host
 *   copies to the Command's spaces;
 * - it moves pieces out of it in a March, Scout, Raid or Garrison (an origination space): until their
 *   moves are over these Commands bring pieces only into the spaces they select (a Garrison displaces
 *   units out of its destination only after them), so a space not selected has fewer pieces than when
 *   the Command began once any left it;
 * - it is an Indian Scout's first move, into that space: the first move fixes the Scout's destination
 *   and adds it to the spaces it selected (3.4.3).
 * Pure.
 */
function involvesHisSpace(state: GameState, w: CommandUnderWay | null, action: Action): boolean {
  if (w === null) return false;
  const space = w.stroke.origin.space;
  if (action.type === 'selectSpace') return action.space === space;
  if (action.type === 'move' && action.to === space && w.command.kind === 'indiansScout' && (w.command as unknown as IndiansScoutFrame).to === null) return true;
  return action.from === space && (action.count ?? 0) > 0 && MOVING_COMMANDS.includes(w.host.command);
}

/**
 * Whether the action, in the Indian Gather of the stroke under way, leaves the Indian Leader in its one
 * space when it ends, or surely can next (3.4.1, 1.10). The Gather moves pieces only into its space, from
 * adjacent Provinces in canonical order, and may end at any time (`flip`, then `done`). Accepted:
 * - with him there already (he went along with a move): a move into it, a War Party placed there, the
 *   flip or `done` — none removes a piece of his there;
 * - a move of War Parties from where he stands into it with him along (`option: 'leader'`);
 * - the selection, as its first space, of a space with a Village next to his Province, where a War Party
 *   of his stands: its moves then offer that move (the first out of his space; he has not moved yet, and
 *   is no Non-Player's Leader, who follows the largest group instead, 8.1).
 * Pure.
 */
function indianLeaderGoesIn(state: GameState, under: CommandUnderWay | null, action: Action): boolean {
  const w = gatherUnderWay(state, under);
  if (w === null) return false;
  const here = state.leaders.indians.at as SpaceId;
  const gather = w.command;
  if (gather.selected.includes(here))
    return action.type === 'move' || action.type === 'flip' || action.type === 'done' || (action.type === 'place' && action.piece === 'warParty' && action.from !== here);
  if (action.type === 'move') return action.option === 'leader' && action.from === here && action.to !== undefined && gather.selected.includes(action.to as SpaceId);
  const to = action.space;
  if (action.type !== 'selectSpace' || to === undefined || to === here || gather.phase !== 'select' || gather.selected.length > 0 || gather.leaderMoved) return false;
  const p = piecesAt(state, here);
  return piecesAt(state, to).village > 0 && p.warPartyUnderground + p.warPartyActive > 0 && adjacentProvincesOf(to).includes(here);
}

/**
 * Whether the action, in the Indian Gather that is the stroke's last Limited Command, its one space chosen
 * away from where the Indian Leader stands, takes away his last way into it (3.4.1, 1.10): he takes part
 * only by going along with the first move out of his space into it, and the Gather offers it no more after
 * the flip, `done`, a War Party placed (from Available, or from the map elsewhere than his space), or a move
 * from a space after his in canonical order. Pure.
 */
function gatherLeavesHimOut(state: GameState, under: CommandUnderWay | null, action: Action): boolean {
  const w = gatherUnderWay(state, under);
  if (w === null || w.stroke.commands !== 1 || w.command.selected.length === 0) return false;
  const here = state.leaders.indians.at as SpaceId;
  if (w.command.selected.includes(here) || w.stroke.origin.space !== here) return false;
  if (action.type === 'flip' || action.type === 'done') return true;
  if (action.type === 'place') return action.piece === 'warParty' && action.from !== here && action.option !== 'leader';
  return action.type === 'move' && action.from !== undefined && action.from !== here && spaceIndex(action.from) > spaceIndex(here);
}

/**
 * Whether the action, in a Limited British March or Garrison that is the stroke's last Limited Command,
 * away from the space where the British Leader stands, takes away his last way into it (3.2.2, 3.2.3,
 * 1.10): he takes part only when Regulars leave his space, and these Commands move Regulars into their one
 * destination from origins taken in canonical order. None leave it after `done` in their moves (the moves
 * are over: the March ends, the Garrison ends or displaces Rebellion units out of its destination), after
 * a move from an origin after his space (his space is passed), nor, in a March, after selecting a
 * destination his Regulars cannot March to ({@link canMarchBetween}; Blockades do not change meanwhile).
 * The goal then fails at once ({@link noBritishMoveOut}, or both Limited Commands done without him). Not
 * for a Non-Player's Leader (8.1: he follows the largest group once the Command is over). Pure.
 */
function britishMoveLeavesHimOut(state: GameState, w: CommandUnderWay | null, action: Action): boolean {
  if (w === null || w.stroke.faction !== 'british' || w.stroke.commands !== 1 || !w.command.mode?.limited) return false;
  const kind = w.command.kind;
  if (kind !== 'britishMarch' && kind !== 'britishGarrison') return false;
  const here = w.stroke.origin.space;
  if (state.leaders.british.at !== here || w.host.commandSpaces.includes(here) || w.command.selected.includes(here) || leaderFollowsGroups(state, 'british')) return false;
  if (action.type === 'done') return (w.command as unknown as BritishMarchFrame | BritishGarrisonFrame).phase === 'move';
  if (action.type === 'move') return action.from !== undefined && action.from !== here && spaceIndex(action.from) > spaceIndex(here);
  return (
    action.type === 'selectSpace' && kind === 'britishMarch' && w.command.selected.length === 0 && action.space !== undefined && action.space !== here && !canMarchBetween(state, here, action.space)
  );
}

/**
 * The stroke's Indian Gather under way, when the Command under way `w` ({@link commandUnderWay}) is one, with
 * the Indian Leader on the map and no Non-Player's Leader (8.1: he follows the largest group once the
 * Command is over); null otherwise. The goal's tests below take `w` from `accepts` and `rejects`, which read
 * the Command under way once for all of them.
 */
function gatherUnderWay(state: GameState, w: CommandUnderWay | null): (CommandUnderWay & { command: IndiansGatherFrame }) | null {
  if (w === null || w.stroke.faction !== 'indians' || w.host.command !== 'gather' || w.command.kind !== 'indiansGather') return null;
  if (state.leaders.indians.at === 'available' || leaderFollowsGroups(state, 'indians')) return null;
  return w as unknown as CommandUnderWay & { command: IndiansGatherFrame };
}

/**
 * Whether the action, a move of an Indian Scout that is the stroke's last Limited Command, fixes the
 * Scout away from the space where the Indian Leader stood when it began and still stands, without his
 * taking part yet (3.4.3, 1.10): its origin is elsewhere and the move goes elsewhere, so after it the
 * goal's `scoutElsewhere` holds (the move changes nothing in his space, nor where he stands: only a
 * Leader in the Scout's origin goes along) and no way on involves him. Pure.
 */
function scoutMovesElsewhere(state: GameState, w: CommandUnderWay | null, action: Action): boolean {
  if (w === null || w.stroke.commands !== 1 || w.command.kind !== 'indiansScout') return false;
  const scout = w.command as unknown as IndiansScoutFrame;
  const space = w.stroke.origin.space;
  if (state.leaders.indians.at !== space || scout.origin === null || scout.origin === space || action.to === undefined || action.to === space) return false;
  return !originInvolved(state, w.host.command, w.host.commandSpaces, w.stroke.origin);
}

/**
 * Whether a free Limited Indian Raid may move an Underground War Party out of the space where the Indian
 * Leader stands (3.4.4, 1.10): one stands there, and a Province at Opposition has that space among its
 * {@link raidOrigins}. The Raid may select that Province (it may select any Province at Opposition with an
 * Underground War Party in it or in an origin), and then move that War Party into it, which leaves the
 * Province its own Underground War Party to Activate. Pure.
 */
function raidLeadsOut(state: GameState, space: SpaceId): boolean {
  if (piecesAt(state, space).warPartyUnderground === 0) return false;
  const dcAt = draggingCanoeAt(state);
  for (const p of PROVINCES) if (p !== space && canRaid(state, p) && raidOrigins(state, p, dcAt).includes(space)) return true;
  return false;
}

/**
 * Whether a Scout may go into `space`, where the Indian Leader stands (3.4.3, 1.10): a Province it may
 * enter, next to an origin it may select (a War Party and a British Regular there), both Factions able
 * to pay. Its first move, War Parties from that origin into `space`, fixes its destination there, one of
 * its spaces from then on ({@link involvesHisSpace}). Pure.
 */
function scoutMayComeIn(state: GameState, mode: CommandMode, space: SpaceId): boolean {
  if (!isProvince(space) || !canPayScout(state, mode) || !scoutMayEnter(state, mode, space)) return false;
  const origins = adjacentProvincesOf(space);
  for (let i = 0; i < origins.length; i++) if (canScout(state, origins[i])) return true;
  return false;
}

/** The stroke's Command under way on top of the stack, with its host, while his Leader has not taken part yet. */
interface CommandUnderWay {
  stroke: BrilliantStrokeFrame & { origin: NonNullable<BrilliantStrokeFrame['origin']> };
  host: CommandHostFrame;
  command: Frame & { faction: Faction; selected: SpaceId[]; mode?: CommandMode };
}

/**
 * The Command of the stroke's Faction right on top of its grant's host (the stroke at `at`), while the
 * Leader has not taken part and the space he stood in is known; null otherwise (a Special Activity
 * granted alone, or a frame above the Command). Pure.
 */
function commandUnderWay(state: GameState, at: number): CommandUnderWay | null {
  const stroke = state.stack[at] as BrilliantStrokeFrame | undefined;
  const host = state.stack[at + 2] as CommandHostFrame | undefined;
  const command = state.stack[at + 3] as (Frame & { faction?: Faction; selected?: unknown }) | undefined;
  if (stroke?.kind !== 'brilliantStroke' || stroke.leaderTookPart || stroke.origin === null || state.stack.length !== at + 4) return null;
  if (host?.kind !== HOST_KIND || host.faction !== stroke.faction || host.command === NO_COMMAND) return null;
  if (command?.faction !== stroke.faction || !Array.isArray(command.selected)) return null;
  return { stroke, host, command } as CommandUnderWay;
}

/**
 * Whether the action, in the first Limited Command of a British, Patriot or Indian Brilliant Stroke — a
 * British Muster or March, a Patriot Rally or March, an Indian Gather or March — whose one space is (or,
 * as the action selects it, will be) elsewhere than the space where the Leader stood when it began,
 * surely leads on (1.10, 2.3.8, 3.2.1, 3.2.3, 3.3.1, 3.3.2, 3.4.1, 3.4.2): the Command can be executed to
 * its end (a Command under way can always be finished), nothing in his space changes meanwhile (or, in a
 * British March, pieces leave it, which involves him at once), so he stays there with his pieces, and a
 * Muster (Rally, Gather) there can then start, so the next Limited Command can involve him
 * ({@link leaderCanTakePart}: one of the {@link STAYING_COMMANDS} in his space).
 * - British: a Muster may place Tories in a City or Colony not at Active Opposition with British Regulars
 *   or a Fort in it (3.2.1), which reads his space alone. A March elsewhere brings pieces only into its
 *   destination, and takes them out of his space only with his Regulars; a Muster elsewhere changes
 *   only its space, takes no Regulars from the map, and Tories or a Fort only from the map (1.4.1): his
 *   Regulars stay. Neither shifts his space's Support. With his Regulars there, in any space (not the
 *   West Indies), a March to a space next to his can then take them out of it, which involves him (an
 *   origination space; a March to an adjacent space is never barred, 1.9, 3.2.3).
 * - His space does not change: a March moves units only from spaces adjacent to its space, and none of
 *   his units are there or his space is not adjacent; a Rally (Gather) takes from the map only kinds none
 *   of which are Available (1.4.1), and at most as many as it places (a Fort or Village, Militia or War
 *   Parties up to {@link Gathering}'s limit, Continentals for the Militia that can be in its space), and
 *   moves units only into its space from adjacent ones, where a Fort (Village) stands there.
 * - Or his units stay and can then March out of his space, which involves him (an origination space):
 *   a Patriot March may go from any space to any space next to it but the West Indies, an Indian March
 *   between adjacent Provinces (3.3.2, 3.4.2). A March elsewhere leaves them, or takes some out of his
 *   space, which involves him at once; a Rally (Gather) leaves his Militia (War Parties) where it brings
 *   none in from his space and none is taken from the map, and his Continentals (see above).
 * - A Rally (Gather) in his space can start afterwards: its Support level and the kind of space do not
 *   change; after a March, {@link canRally} ({@link canGather}) reads only his space and the Available
 *   pieces and the map outside his space, which a March does not change in number; after a Rally
 *   (Gather), his Fort (Village) stays, or Militia (War Parties) may be placed there and more are
 *   Available than the Command elsewhere may place.
 * Pure.
 */
function leavesHimFree(state: GameState, w: CommandUnderWay | null, action: Action): boolean {
  if (w === null || w.stroke.commands !== 0 || w.stroke.faction === 'french' || !w.command.mode?.limited) return false;
  const { host, command } = w;
  const faction = w.stroke.faction;
  const space = w.stroke.origin.space;
  if (state.leaders[faction].at !== space || space === 'WestIndies') return false;
  const selected = command.selected;
  const target = selected.length > 0 ? selected[0] : action.type === 'selectSpace' ? action.space : undefined;
  if (target === undefined || target === space || target === 'WestIndies') return false;
  const p = piecesAt(state, space);
  if (faction === 'british') {
    const march = host.command === 'march' && command.kind === 'britishMarch';
    if (p.britishRegular > 0) return march || (host.command === 'muster' && command.kind === 'britishMuster');
    return march && (isCity(space) || isColony(space)) && supportLevel(state, space) > -2 && p.britishFort > 0;
  }
  const adjacent = ADJACENT[target].includes(space);
  const available = state.available;
  const patriots = faction === 'patriots';
  const g = patriots ? RALLY_GATHERING : GATHER_GATHERING;
  const units = p[g.units[0]] + p[g.units[1]];
  // A March of his units out of his space can follow (an origination space): Patriots to any space next to it, Indians to a Province next to his.
  const marchesOut = patriots || (isProvince(space) && adjacentProvincesOf(space).length > 0);
  if (host.command === 'march' && command.kind === (patriots ? 'patriotsMarch' : 'indiansMarch'))
    return (
      (marchesOut && units + (patriots ? p.continental : 0) > 0) ||
      (patriots ? !(adjacent && p.continental + units > 0) && canRally(state, space) : !(adjacent && units > 0) && canGather(state, space))
    );
  if (host.command !== (patriots ? 'rally' : 'gather') || command.kind !== (patriots ? 'patriotsRally' : 'indiansGather')) return false;
  const most = g.most(state, target);
  const continentalsStay = patriots && p.continental > 0 && available.continental >= militiaThatCanBeIn(state, target);
  const broughtIn = adjacent && piecesAt(state, target)[g.base] > 0;
  if (marchesOut && ((units > 0 && !broughtIn && available[g.pool] >= most) || continentalsStay)) return true;
  if (broughtIn && units > 0) return false;
  if (units > 0 && available[g.pool] < most) return false;
  if (p[g.base] > 0 && available[g.base] === 0) return false;
  if (patriots && p.continental > 0 && available.continental < militiaThatCanBeIn(state, target)) return false;
  if (units + p[g.base] + (patriots ? p.continental : 0) === 0) return false;
  const level = supportLevel(state, space);
  if (patriots) return level < 2 && (p.patriotFort > 0 || (rallyMilitiaLimit(state, space) > 0 && available.militia > most));
  return isProvince(space) && Math.abs(level) <= 1 && (p.village > 0 || available.warParty > most);
}

/**
 * Whether, after the action, a Limited British March under way will offer a move of Regulars out of the
 * space the Leader stood in when it began (which involves him, {@link involvesHisSpace}) (3.2.3, 1.10):
 * the action selects its destination elsewhere, or moves a group (or the Tories or War Parties going
 * along with it) from another space into it. Its Regulars there move on to the destination, from origins
 * taken in canonical order, when they can March there ({@link canMarchBetween}); the first move starts
 * after the selection, and every later one after the group just moved (choosing no Tories or War Parties
 * to go along). Nothing else changes his space or the Blockades meanwhile: the March brings pieces only
 * into its destination, and none of his Regulars there arrived this March. Pure.
 */
function britishMarchLeavesLater(state: GameState, w: CommandUnderWay | null, action: Action): boolean {
  if (w === null || w.stroke.faction !== 'british' || w.command.kind !== 'britishMarch') return false;
  const march = w.command as unknown as BritishMarchFrame;
  if (!march.mode.limited) return false;
  const space = w.stroke.origin.space;
  if (state.leaders.british.at !== space || piecesAt(state, space).britishRegular === 0) return false;
  let to: SpaceId;
  let after: number;
  if (action.type === 'selectSpace') {
    if (march.selected.length > 0 || march.phase !== 'move' || action.space === undefined) return false;
    to = action.space;
    after = -1;
  } else {
    if (march.current === null || action.from === undefined || action.from === space || action.to !== march.current) return false;
    to = march.current;
    after = spaceIndex(action.from);
  }
  return to !== space && spaceIndex(space) > after && canMarchBetween(state, space, to);
}

/**
 * Whether the action, in a Limited Patriot March under way whose destination, elsewhere, is next to the
 * space where the Leader stood when it began, leaves a group out of that space still to come (3.3.2,
 * 1.10): a move of a group from another space, or `done` closing such a group. Groups enter from the
 * adjacent spaces in any order, one from each; once the open group closes, the March offers a new group
 * from every adjacent space with Continentals or Militia that sent none (none arrived in his space: it is
 * not the destination). The move changes only its origin and the destination, and only the Leaders of
 * its origin follow or are set aside. A move out of his space then involves him ({@link involvesHisSpace}:
 * an origination space). Pure.
 */
function patriotMarchLeadsOutLater(state: GameState, w: CommandUnderWay | null, action: Action): boolean {
  if (action.type !== 'move' && action.type !== 'done') return false;
  if (w === null || w.command.kind !== 'patriotsMarch' || !w.command.mode?.limited) return false;
  const march = w.command as unknown as PatriotsMarchFrame;
  const space = w.stroke.origin.space;
  const dest = march.dest;
  if (dest === null || dest === space || !ADJACENT[dest].includes(space) || march.origins.includes(space) || march.group?.from === space || !mayLeadOut(state, 'patriots', space)) return false;
  return action.type === 'done' ? march.group !== null : action.from !== space;
}

/**
 * Whether the action selects the one destination City of a Limited British Garrison under way, elsewhere
 * than the space the Leader stood in when it began, with British Regulars there that may Garrison out of
 * it (any map space but a Blockaded City, 3.2.2, 1.9): its moves then offer first a group of them out of
 * that space (no Regular has arrived yet, and no origin is passed), which involves him
 * ({@link involvesHisSpace}: an origination space, 1.10). Pure.
 */
function garrisonLeadsOutNext(state: GameState, w: CommandUnderWay | null, action: Action): boolean {
  const to = action.space;
  if (action.type !== 'selectSpace' || to === undefined) return false;
  if (w === null || w.command.kind !== 'britishGarrison' || !w.command.mode?.limited || w.command.selected.length > 0) return false;
  const space = w.stroke.origin.space;
  return to !== space && piecesAt(state, space).britishRegular > 0 && canGarrisonFrom(state, space);
}

/**
 * Whether the action selects the one destination of a free Limited Patriot or Indian March under way,
 * next to the space the Leader stood in when it began, so that the March offers next a group of units
 * out of that space (3.3.2, 3.4.2, 1.10), which involves him ({@link involvesHisSpace}: an origination
 * space). Its first destination: no unit has moved yet, and every unit there may go. Patriots:
 * Continentals or Militia there, from any adjacent space; Indians: War Parties there, between adjacent
 * Provinces, every group paid for (free). Pure.
 */
function marchLeadsOutNext(state: GameState, w: CommandUnderWay | null, action: Action): boolean {
  const to = action.space;
  if (action.type !== 'selectSpace' || to === undefined) return false;
  if (w === null || w.host.command !== 'march' || !w.command.mode?.limited || !w.command.mode.free || w.command.selected.length > 0) return false;
  const space = w.stroke.origin.space;
  const p = piecesAt(state, space);
  if (w.command.kind === 'patriotsMarch') return ADJACENT[to].includes(space) && p.continental + p.militiaUnderground + p.militiaActive > 0;
  if (w.command.kind === 'indiansMarch') return adjacentProvincesOf(to).includes(space) && p.warPartyUnderground + p.warPartyActive > 0;
  return false;
}

/**
 * Whether the Command under way is a Limited British March or Garrison that can no longer take a unit
 * out of `space` (3.2.2, 3.2.3, 1.9), when `space` is not selected (then nothing else involves the Leader
 * standing there: he leaves only with units). Their Regulars (with the Tories or War Parties going along)
 * move only into the one destination, from origins taken in canonical order; Blockades do not change
 * while they are executed. None will leave `space`:
 * - Garrison: a Blockaded City (or the West Indies) neither sends nor receives; once the destination
 *   is chosen, an origin at or before the last one used is passed; in the displacement, after the
 *   moves, only Rebellion units leave the destination;
 * - March: no March leads from `space` to the destination, or it is passed as an origin.
 * Pure.
 */
function noBritishMoveOut(state: GameState, host: CommandHostFrame, command: Frame | undefined, space: SpaceId): boolean {
  if (host.faction !== 'british' || command === undefined || host.commandSpaces.includes(space)) return false;
  if (command.kind === 'britishGarrison') {
    const g = command as BritishGarrisonFrame;
    if (!g.mode.limited) return false;
    if (g.phase === 'displace' || (!canGarrisonFrom(state, space) && !canGarrisonTo(state, space))) return true;
    return g.current !== null && !maySelectMore(g) && spaceIndex(space) <= g.lastOrigin;
  }
  if (command.kind === 'britishMarch') {
    const m = command as BritishMarchFrame;
    if (!m.mode.limited || m.current === null || maySelectMore(m)) return false;
    return !canMarchBetween(state, space, m.current) || spaceIndex(space) <= m.lastOrigin;
  }
  return false;
}

/**
 * Whether the Limited Command under way is a Patriot or Indian March, an Indian Raid, a Patriot Rally or
 * an Indian Gather, whose one space is chosen elsewhere and which can take no unit out of the space where
 * the Leader stands, `space`: then he stays there, outside the Command (1.10).
 * - These Commands move units only from spaces adjacent to their space into it, a Rally or Gather only
 *   into a space where a Patriot Fort (Village) already stands (3.3.1, 3.3.2, 3.4.1, 3.4.2); he may
 *   follow them (an Indian March takes him along only with a group leaving his space). A Raid moves War
 *   Parties into its Province only from its {@link raidOrigins} (adjacent Provinces, and Dragging Canoe's
 *   space two away, 1.10, 3.4.4), and changes nothing else outside its Province; he goes along only with
 *   a War Party leaving his space.
 * - A Rally or Gather also takes pieces from the map when none are Available (1.4.1), which could leave
 *   him alone and free to go anywhere — not while a piece of his stays: it places one Fort (Village) at
 *   most, and at most one Militia (War Party), or as many as Forts plus Population (Villages plus one)
 *   where a Fort (Village) stands; with that many Available, none of that kind is taken from the map.
 *   A Patriot Rally also replaces Militia with Continentals, in its own space only: his Continentals stay
 *   when as many are Available as Militia can be there.
 * - A Non-Player Leader follows the largest group that left his space once the Command is over (8.1):
 *   once units of his moved, the search decides.
 * - While the Patriot Leader's choice to follow units that just left his space is pending (1.10), he may
 *   still go with them, though none of his units are left there: the search decides.
 * Pure.
 */
function noWayFromHisSpace(state: GameState, host: CommandHostFrame, space: SpaceId): boolean {
  const faction = host.faction;
  if (state.leaders[faction].at !== space || host.commandSpaces.length !== 1 || host.commandSpaces[0] === space) return false;
  // A Non-Player Leader follows the largest group of units that left his space once the Command is over (8.1).
  if (host.leaderFollows?.some((r) => r.faction === faction)) return false;
  const top = state.stack[state.stack.length - 1];
  if (top.kind === 'patriotsLeader' && (top as PatriotsLeaderFrame).from === space) return false;
  const target = host.commandSpaces[0];
  const adjacent = ADJACENT[target].includes(space);
  const p = piecesAt(state, space);
  const there = piecesAt(state, target);
  const available = state.available;
  if ((faction === 'patriots' || faction === 'indians') && host.command === 'march') return !adjacent;
  if (faction === 'indians' && host.command === 'raid') return !raidOrigins(state, target).includes(space);
  const g = faction === 'patriots' && host.command === 'rally' ? RALLY_GATHERING : faction === 'indians' && host.command === 'gather' ? GATHER_GATHERING : null;
  if (g === null) return false;
  const units = p[g.units[0]] + p[g.units[1]];
  // His units may be brought into a space where a Fort (Village) stands, and he may follow them.
  if (adjacent && there[g.base] > 0 && units > 0) return false;
  // A piece of his stays: a Fort (Village) with one Available, or units with enough Available that none is taken from the map.
  if ((p[g.base] > 0 && available[g.base] > 0) || (units > 0 && available[g.pool] >= g.most(state, target))) return true;
  // A Patriot Rally replaces Militia with Continentals only in its space, at most as many as the Militia that
  // can be there (those there, those it places, those it brings in from adjacent spaces): with that many
  // Continentals Available, none is taken from the map, and his Continentals stay.
  return faction === 'patriots' && p.continental > 0 && available.continental >= militiaThatCanBeIn(state, target);
}

/**
 * Whether the action, in a Brilliant Stroke with a Limited Command still to come after it, surely leads
 * on (1.10, 2.3.8, 3.2.2, 3.2.4, 3.3.3, 3.3.4, 3.4.3, 3.4.4, 3.5.3, 3.6, 4.2.3): choosing at the grant a first
 * Battle, a first British Garrison, a first Patriot Rabble-Rousing, a first Indian Raid or Scout, a
 * first French Muster, March or Hortalez, British or French Naval Pressure, or Préparer la Guerre; a choice or die of that first Battle
 * while it selects its space or fights (its `battleCommand`, its `battle`, or a roll of the Battle), a
 * choice of that Garrison, Rabble-Rousing, Raid, Scout or French Command (its own frame); or one of that Naval Pressure or Préparer la Guerre (its die, its Blockade,
 * Howe's FNI drop). A Command that selects the space where the Leader stood when it began, or moves
 * pieces out of it (a Garrison, Raid or Scout, or a French March), involves him at once; otherwise each
 * can be finished leaving his Faction's pieces (for the French, every piece: Control, 1.7) and the
 * Support level there as they are, and then a Command there can start
 * ({@link commandStaysPossible}), so a later Limited Command can involve him ({@link leaderCanTakePart}:
 * one of the {@link STAYING_COMMANDS} in his space).
 * - A Battle changes only its own space: it Activates, removes pieces (to Available or the Casualties)
 *   and shifts Support there (3.6.3, 3.6.7, 3.6.8); a Leader left alone is his owner's (1.10) — not
 *   the Faction's Leader, whose units in his space stay. The Win the Day shifts in adjacent spaces, the
 *   Patriots' free Rally and the French Blockade move may each be forgone (`done`, 3.6.8). No game ends
 *   in a Battle (only in Winter Quarters).
 * - A Garrison moves Regulars from their origins into its one City, Activates Militia there, then may
 *   displace Rebellion units from it into an adjacent space (3.2.2): British pieces leave only origins,
 *   and no Support level changes.
 * - A Raid moves War Parties into its one Province, then Activates, places a Raid marker and shifts
 *   there (3.4.4); a Scout moves pieces from its origin into its destination, then Activates and
 *   Skirmishes there (3.4.3): Indian pieces leave only origins, and nothing else changes elsewhere.
 * - A Patriot Rabble-Rousing places a Propaganda marker, shifts Support and may Activate an Underground
 *   Militia in its one space only (3.3.4).
 * - A French Muster places French Regulars from Available only in its one space, and may replace two
 *   there with a Patriot Fort (3.5.3): no piece elsewhere changes (a Leader placed with it comes from
 *   Available, and then there was no space he stood in).
 * - A French March moves units only into its one destination (3.5.4): pieces either leave his space,
 *   which involves him, or none there change. Hortalez moves Resources only (3.5.2).
 * - Naval Pressure adds Resources, or lowers FNI and removes a Blockade (4.2.3, 1.9, Howe 1.10): no piece
 *   and no Support level changes.
 * - French Naval Pressure raises FNI and places or rearranges Blockades (4.5.3); Préparer la Guerre moves a
 *   Squadron marker or French Regulars out of Unavailable, or adds Resources (4.5.1): no piece on the map
 *   changes, nor Control.
 * And, at the grant, one of the {@link SPARING_ACTIVITIES} that can act in a space other than his
 * (its `canStart` with every other space allowed); under way, its choice of such a space. It is
 * executed there and nowhere else (a Persuasion may stop after that space, `done`), and changes no
 * piece and no Support level in his space (see there). So too a Skirmish that can strike in his space
 * with an enemy target there, and under way its strike there of one target alone ({@link strikesOneTarget}):
 * the Skirmish strikes one space, and that strike leaves what the Command there needs.
 * Pure.
 */
function sparesHisSpace(game: GameDefinition, state: GameState, at: number, action: Action): boolean {
  const f = state.stack[at] as BrilliantStrokeFrame | undefined;
  if (f?.kind !== 'brilliantStroke' || f.leaderTookPart || f.commands >= 2 || f.origin === null) return false;
  const faction = f.faction;
  const space = f.origin.space;
  if (state.leaders[faction].at !== space || !commandStaysPossible(state, faction, space)) return false;
  const grant = state.stack[at + 1] as GrantFrame | undefined;
  if (grant?.kind !== 'grant') return false;
  if (state.stack.length === at + 2) {
    if (grant.begun) return false;
    if (action.type === 'command') return f.commands === 0 && sparingCommand(faction, action.command!) !== undefined;
    if (action.type !== 'specialActivity') return false;
    if (mapSparingFrames(faction, action.activity!) !== undefined) return true;
    const module = SPARING_ACTIVITIES[action.activity!] === undefined ? undefined : game.activity(faction, action.activity!);
    if (module === undefined) return false;
    if (module.canStart(state, { faction, command: NO_COMMAND, commandSpaces: [], restriction: ELSEWHERE[space] })) return true;
    return action.activity === 'skirmish' && module.canStart(state, { faction, command: NO_COMMAND, commandSpaces: [], restriction: { spaces: [space], maxSpaces: 1 } }) && skirmishChoices(state, faction as SkirmishFaction, space).some(strikesOneTarget);
  }
  const host = state.stack[at + 2] as CommandHostFrame | undefined;
  if (host?.kind !== HOST_KIND || host.faction !== faction) return false;
  if (host.command === NO_COMMAND) {
    const sparing = host.activity === null ? undefined : SPARING_ACTIVITIES[host.activity];
    if (sparing !== undefined)
      return (
        state.stack.length === at + 4 &&
        state.stack[at + 3].kind === sparing.kind &&
        action.type === sparing.action &&
        action.space !== undefined &&
        (action.space !== space || (action.type === 'skirmish' && strikesOneTarget(action.option!)))
      );
    const frames = host.activity === null ? undefined : mapSparingFrames(faction, host.activity);
    if (frames === undefined) return false;
    for (let i = at + 3; i < state.stack.length; i++) if (!frames.includes(state.stack[i].kind)) return false;
    return true;
  }
  const command = state.stack[at + 3] as (Frame & { faction?: Faction }) | undefined;
  if (f.commands !== 0 || sparingCommand(faction, host.command)?.kind !== command?.kind || command?.faction !== faction) return false;
  const top = state.stack.length - 1;
  if (command.kind !== 'battleCommand') return top === at + 3;
  return (
    top === at + 3 ||
    (top === at + 4 && state.stack[top].kind === 'battle') ||
    (top === at + 5 && state.stack[top].kind === ROLL_KIND && state.stack[at + 4].kind === 'battle') ||
    (faction === 'british' && patriotsFreeRally(state, at + 4))
  );
}

/**
 * Whether the stack from `at` is a Battle, its Win the Day, and on top the Patriots' free Rally it grants
 * (3.6.8): the grant itself, or the Rally's own choices. A Patriot Rally places, moves and replaces
 * Patriot pieces only (3.3.1): it changes no British piece and no Support level, which is all a British
 * Muster in the British Leader's space reads ({@link commandStaysPossible}); after it, Win the Day leaves
 * only the French Blockade move, which may be forgone (`done`). Pure.
 */
function patriotsFreeRally(state: GameState, at: number): boolean {
  const s = state.stack;
  if (s[at]?.kind !== 'battle' || s[at + 1]?.kind !== 'winTheDay' || s[at + 2]?.kind !== 'grant') return false;
  if (s.length === at + 3) return true;
  const host = s[at + 3] as CommandHostFrame | undefined;
  return s.length === at + 5 && host?.kind === HOST_KIND && host.faction === 'patriots' && host.command === 'rally' && s[at + 4].kind === 'patriotsRally';
}

/**
 * Whether a Skirmish choice removes one enemy target and nothing else (4.2.2, 4.3.3, 4.5.2: the two-target
 * and Fort choices name the striking cube lost too, joined by `+`). In the Leader's space it spares what
 * {@link commandStaysPossible} reads there: the British strike takes Rebellion cubes or Active Militia
 * (Clinton's one more Militia too), never British pieces nor Support; the Patriot and French strikes take
 * one British cube, which leaves Patriot pieces and Support as they are and Rebellion Control in place.
 */
function strikesOneTarget(option: string): boolean {
  return !option.includes('+');
}

/** The first Limited Commands {@link sparesHisSpace} accepts, by Faction, with their frames' kind. */
const SPARING_COMMANDS: readonly { faction: Faction; id: string; kind: string }[] = [
  { faction: 'british', id: 'battle', kind: 'battleCommand' },
  { faction: 'british', id: 'garrison', kind: 'britishGarrison' },
  { faction: 'patriots', id: 'battle', kind: 'battleCommand' },
  { faction: 'patriots', id: 'rabbleRousing', kind: 'patriotsRabbleRousing' },
  { faction: 'indians', id: 'raid', kind: 'indiansRaid' },
  { faction: 'indians', id: 'scout', kind: 'indiansScout' },
  { faction: 'french', id: 'battle', kind: 'battleCommand' },
  { faction: 'french', id: 'muster', kind: 'frenchMuster' },
  { faction: 'french', id: 'march', kind: 'frenchMarch' },
  { faction: 'french', id: 'hortalez', kind: 'frenchHortalez' },
];

/** The entry of {@link SPARING_COMMANDS} for the Faction's Command, or undefined. */
function sparingCommand(faction: Faction, id: string): { faction: Faction; id: string; kind: string } | undefined {
  for (let i = 0; i < SPARING_COMMANDS.length; i++) {
    const c = SPARING_COMMANDS[i];
    if (c.faction === faction && c.id === id) return c;
  }
  return undefined;
}

/**
 * The Special Activities that, acting in a space, change pieces there only and no Support level
 * anywhere: War Path (4.4.2) and Partisans (4.3.2) strike one space, removing enemy pieces to
 * Available or the Casualties and Activating or removing their own units there; a Skirmish
 * (4.2.2, 4.3.3, 4.5.2) removes enemy and own pieces in its one space (Clinton's Militia there too;
 * under Howe, FNI drops and a Blockade moves first, as in Naval Pressure); Trade (4.4.1) Activates a War
 * Party in its one Province and moves Resources; Persuasion (4.3.1) Activates a Militia, adds a Resource
 * and a Propaganda marker in each space it selects. A Leader left alone (1.10) is then one whose space
 * lost pieces, not his. With each, the frame it acts from and the action that names its space.
 */
const SPARING_ACTIVITIES: Readonly<Record<string, { kind: string; action: string }>> = Object.freeze({
  warPath: { kind: 'indiansWarPath', action: 'warPath' },
  trade: { kind: 'indiansTrade', action: 'trade' },
  partisans: { kind: 'patriotsPartisans', action: 'partisans' },
  persuasion: { kind: 'patriotsPersuasion', action: 'selectSpace' },
  skirmish: { kind: 'skirmishActivity', action: 'skirmish' },
});

/** For each space, the restriction allowing every other space (for "can it act elsewhere than his space?"). */
const ELSEWHERE: Readonly<Record<SpaceId, Restriction>> = Object.freeze(
  Object.fromEntries(SPACE_IDS.map((s) => [s, Object.freeze({ spaces: Object.freeze(SPACE_IDS.filter((x) => x !== s)) as SpaceId[] })])) as Record<SpaceId, Restriction>,
);

/**
 * The Special Activities that change no piece on the map ({@link sparesHisSpace}), by Faction and Special Activity, with
 * the frames they act from: British Naval Pressure (its own, its die, the FNI drop: its own, or Howe's
 * before it), French Naval Pressure and Préparer la Guerre (their own).
 */
const MAP_SPARING: ReadonlyMap<Faction, ReadonlyMap<string, readonly string[]>> = new Map([
  ['british', new Map([['navalPressure', ['britishNavalPressure', ROLL_KIND, 'britishLowerFni']]])],
  ['french',
    new Map([
      ['navalPressure', ['frenchNavalPressure']],
      ['preparerLaGuerre', ['frenchPreparerLaGuerre']],
    ]),
  ],
]);

/** The frames of the Faction's Special Activity in {@link MAP_SPARING}, or undefined. */
function mapSparingFrames(faction: Faction, activity: string): readonly string[] | undefined {
  return MAP_SPARING.get(faction)?.get(activity);
}

/**
 * Whether a free Command of the Faction can start in its Leader's space, `space`, and still can
 * while its pieces and Support level stay ({@link sparesHisSpace}): British, Tories may be Mustered in a
 * City or Colony not at Active Opposition with British Regulars or a Fort in it (3.2.1); Patriots,
 * Rabble-Rousing where Underground Militia stand (3.3.4), or a Rally, not at Active Support, where a
 * Patriot Fort stands or, outside an Indian Reserve, a Militia is Available to place (3.3.1); Indians, a
 * Gather in a Province at Neutral or Passive Support or Opposition with a Village, or with a War Party
 * Available to place (3.4.1); French (after the Treaty), a Muster in the West Indies or in a City or
 * Colony under Rebellion Control (3.5.3), which the pieces there decide (1.7). The Commands and Special
 * Activities sparesHisSpace accepts place no Militia or War Party from Available (a Battle's free Rally
 * may be forgone, 3.6.8), so one Available stays Available. Pure.
 */
function commandStaysPossible(state: GameState, faction: Faction, space: SpaceId): boolean {
  const p = piecesAt(state, space);
  const support = supportLevel(state, space);
  if (faction === 'british') return (isCity(space) || isColony(space)) && support > -2 && p.britishRegular + p.britishFort > 0;
  if (faction === 'patriots')
    return space !== 'WestIndies' && (p.militiaUnderground > 0 || (support < 2 && (p.patriotFort > 0 || (!isReserve(space) && state.available.militia > 0))));
  if (faction === 'indians') return isProvince(space) && Math.abs(support) <= 1 && (p.village > 0 || state.available.warParty > 0);
  return state.treatyOfAlliance && (space === 'WestIndies' || ((isCity(space) || isColony(space)) && controlOf(state, space) === 'rebellion'));
}

/** At most how many Militia a Patriot Rally in `space` can have there: those there, as many as it may place, and all Militia adjacent to it. Pure. */
function militiaThatCanBeIn(state: GameState, space: SpaceId): number {
  const militia = (s: SpaceId): number => countMilitia(piecesAt(state, s));
  let n = militia(space) + RALLY_GATHERING.most(state, space);
  for (const s of ADJACENT[space]) n += militia(s);
  return n;
}

/** Whether the frame is a Scout whose destination is not fixed yet (its first move fixes it, 3.4.3). Pure. */
function scoutDestinationOpen(command: Frame | undefined): boolean {
  return command?.kind === 'indiansScout' && (command as IndiansScoutFrame).to === null;
}

/**
 * Whether the Command under way is an Indian Scout whose origin and destination are both fixed and are
 * not the space where the Indian Leader stands, `space` (3.4.3, 1.10): it moves pieces only from its
 * origin into its destination, takes the Leader along only from the origin, and Activates and Skirmishes
 * only in the destination, so nothing in `space` changes and he stays there, outside the Command. Pure.
 */
function scoutElsewhere(state: GameState, command: Frame | undefined, space: SpaceId): boolean {
  if (command?.kind !== 'indiansScout' || state.leaders.indians.at !== space) return false;
  const scout = command as IndiansScoutFrame;
  return scout.origin !== null && scout.to !== null && scout.origin !== space && scout.to !== space;
}

/** What a Rally or a Gather places and brings in ({@link noWayFromHisSpace}). */
interface Gathering {
  /** The units it places or brings in, Underground and Active. */
  readonly units: readonly [SpacePiece, SpacePiece];
  /** Their pool type. */
  readonly pool: 'militia' | 'warParty';
  /** The Fort or Village it places, and where one stands, brings units into. */
  readonly base: 'patriotFort' | 'village';
  /** The most units it places in its space (3.3.1: one, or Forts plus Population; 3.4.1: Villages plus one). */
  most(state: GameState, space: SpaceId): number;
}

const RALLY_GATHERING: Gathering = {
  units: ['militiaUnderground', 'militiaActive'],
  pool: 'militia',
  base: 'patriotFort',
  most: (state, space) => Math.max(1, piecesAt(state, space).patriotFort + SPACES[space].population),
};

const GATHER_GATHERING: Gathering = {
  units: ['warPartyUnderground', 'warPartyActive'],
  pool: 'warParty',
  base: 'village',
  most: (state, space) => piecesAt(state, space).village + 1,
};

/** Whether an action names either space (selects it, or moves from or to it). Pure. */
const namesSpace =
  (a: SpaceId, b: SpaceId) =>
  (action: Action): boolean => {
    const { space, to, from } = action as { space?: string; to?: string; from?: string };
    return space === a || to === a || from === a || space === b || to === b || from === b;
  };

// ---------------------------------------------------------------------------------------------
// Card 109: the Treaty of Alliance

function startTreaty(draft: Draft<GameState>): void {
  draft.treatyOfAlliance = true;
  log(draft, 'Treaty of Alliance: France enters the war; French pieces may now be deployed on the map and in the West Indies', '2.3.9', 'french');
  const frame: TreatyOfAllianceFrame = { kind: 'treatyOfAlliance', phase: 'muster', granted: null };
  pushFrame(draft, frame);
  pushGrant(draft, { faction: 'french', commands: ['muster'], mode: { limited: false, free: true, specialActivity: false }, reason: 'Treaty of Alliance', rule: '2.3.9' });
}

/** Whether FNI can rise one level now (1.9): below 3, a Squadron in the West Indies to become the Blockade. Pure. */
function fniCanRise(state: GameState): boolean {
  return state.fni < FNI_MAX && markersIn(state, 'WestIndies', 'squadrons') > 0;
}

function regularsToWestIndies(draft: Draft<GameState>): void {
  for (const faction of ['french', 'british'] as const) {
    const piece = faction === 'french' ? 'frenchRegular' : 'britishRegular';
    const fromUnavailable = Math.min(TREATY_REGULARS, draft.unavailable[piece]);
    const fromAvailable = Math.min(TREATY_REGULARS - fromUnavailable, draft.available[piece]);
    if (fromUnavailable > 0) placeFromPool(draft, 'unavailable', 'WestIndies', piece, fromUnavailable);
    if (fromAvailable > 0) placeFromPool(draft, 'available', 'WestIndies', piece, fromAvailable);
    log(draft, `Treaty of Alliance: ${fromUnavailable + fromAvailable} ${NAMES[faction]} Regulars to the West Indies (${fromUnavailable} from Unavailable, ${fromAvailable} from Available)`, '2.3.9', faction);
  }
}

function endTreaty(draft: Draft<GameState>): void {
  regularsToWestIndies(draft);
  popFrame(draft);
}

/** The Treaty of Alliance's step (2.3.9): after the Muster, Rochambeau; then FNI (the French choose the City); then the Regulars. */
export const treatyOfAllianceStep: Step<TreatyOfAllianceFrame> = defineStep<TreatyOfAllianceFrame>({
  kind: 'treatyOfAlliance',
  rule: '2.3.9',
  isDecision: (state, frame) => frame.phase === 'fni' && fniCanRise(state),
  run(draft, frame) {
    if (frame.phase === 'muster') {
      const space: SpaceId | undefined = frame.granted?.commandSpaces[0];
      frame.granted = null;
      frame.phase = 'fni';
      if (space === undefined) {
        log(draft, 'Treaty of Alliance: no French Muster could be executed; Rochambeau stays where he is', '2.3.9', 'french');
        return;
      }
      if (draft.leaders.french.leader !== 'Rochambeau') replaceLeader(draft, 'french', 'Rochambeau');
      placeLeader(draft, 'french', space);
      log(draft, `Treaty of Alliance: Rochambeau is placed in ${spaceName(space)}, the Muster's space`, '2.3.9', 'french');
      checkLeaderAlone(draft, 'french');
      return;
    }
    log(draft, `Treaty of Alliance: FNI cannot rise (${draft.fni >= FNI_MAX ? 'already at 3' : 'no Squadron in the West Indies'}) (1.9)`, '2.3.9');
    endTreaty(draft);
  },
  decider: () => 'french',
  prompt: () => 'Treaty of Alliance: FNI rises one level; the French place a Squadron from the West Indies on a City as a Blockade (1.9, 2.3.9)',
  options: () => CITIES.map((space): Action => ({ faction: 'french', type: 'placeBlockade', space })),
  // 1.9: the Squadron from the West Indies becomes a Blockade on a City.
  explain(_state, _frame, action) {
    if (action.type !== 'placeBlockade' || action.space === undefined) return null;
    return because('1.9', `the Treaty of Alliance raises FNI: the French place the Squadron from the West Indies on a City as a Blockade, and ${spaceName(action.space)} is not a City`);
  },
  handleReadsFrame: true,
  handle(draft, _frame, action) {
    setFni(draft, draft.fni + 1);
    addMarkers(draft, 'WestIndies', 'squadrons', -1);
    addMarkers(draft, action.space!, 'blockades', 1);
    log(draft, `Treaty of Alliance: FNI rises to ${draft.fni}; a Squadron from the West Indies Blockades ${spaceName(action.space!)}`, '1.9', 'french');
    endTreaty(draft);
  },
  /** Under the window executing the Treaty, with the Treaty in play; its Muster's grant above exactly in phase `muster` (2.3.9). */
  validate(state, frame, at) {
    const out: string[] = [];
    const under = state.stack[at - 1] as BrilliantStrokesFrame | undefined;
    if (under?.kind !== 'brilliantStrokes' || under.phase !== 'execute' || under.play?.card !== TREATY_CARD)
      out.push('kind: the Treaty of Alliance is executed only as the card on top of the window (2.3.9)');
    if (!state.treatyOfAlliance) out.push('kind: the Treaty of Alliance is under way but not in play (2.3.9)');
    const above = state.stack[at + 1];
    if (frame.phase === 'muster' && above?.kind !== 'grant') out.push("phase: 'muster', but the French Muster's grant is not above (2.3.9)");
    if (frame.granted !== null) out.push('granted: the report of the Muster is read as soon as its grant ends');
    return out;
  },
});
