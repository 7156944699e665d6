/**
 * 4.4.1 Trade: the Indians show War Parties at one of their Villages to raise Resources. In one
 * Province where they have a Village and at least one Underground War Party, the British decide how many of their
 * Resources (none or some) go to the Indians. If they give some, the amount moves from the British to
 * the Indians; if none, the Indians add one Resource themselves. Either way one Underground War Party
 * there is Activated (1.4.3). Trade may accompany any Command.
 *
 * Decisions (after `{ faction: 'indians', type: 'specialActivity', activity: 'trade' }`):
 * - the Indians: `{ faction: 'indians', type: 'trade', space }` — the Province;
 * - then the British: `{ faction: 'british', type: 'transfer', value }` — `value` from 0 up to the
 *   lesser of the British Resources and the room left under the Indians' 50 (1.8); play then returns
 *   to the Indians (the accompanying Command resumes).
 *
 * Rulings:
 * - Resources stay within 0–50 (1.8): the British may transfer no more than the Indians can hold, so a
 *   transfer never destroys Resources; with the Indians at 50 only 0 is possible, and the +1 of a
 *   refused Trade is then lost.
 * - A Trade begun before a Command is limited, like every Special Activity there, to the choices
 *   after which the Command can still be executed (no dead end): before a Scout (which the British
 *   also pay for, 3.4.3) the British may not give away the last Resource they need for it.
 * - Granted with a restriction (3.1.2), only the Provinces the restriction allows are offered; Trade
 *   stays in one Province.
 * - 4.1 example (Indians at 0 Resources): a Command a Trade executed first would pay for is offered
 *   ({@link tradeRelax} is the quick filter; the engine then plays the Trade through to confirm it,
 *   e.g. that the Trade still leaves a Raid its Underground War Party).
 *
 * Also home of the two War Party mutations the Indian Special Activities share
 * ({@link activateWarParties}, {@link removeWarParty}): they keep the accompanying Command's record of
 * War Parties that already moved (Gather, March, Raid) consistent with the board.
 * @module
 */
import type { Draft } from 'immer';
import type { Action } from '../../../core/action';
import type { Frame, GameState } from '../../../core/state';
import { copyWith } from '../../../core/pathCopy';
import type { SpaceId, SpacePiece } from '../../../data/ids';
import { MAX_RESOURCES } from '../../../data/pieces';
import { PROVINCES, isProvince } from '../../../data/map';
import { defineStep } from '../../../flow/step';
import { log, popFrame, pushFrame } from '../../../flow/frames';
import { addResources, flipPieces, removeToPool, transferResources, piecesAt, boardWith, indexedSpacesHolding } from '../../board';
import type { WarPartyKind } from '../../commands/indians/shared';
import { recordActivityTaking } from '../../commands/arrivals';
import { piecesText, resourcesText, spaceName } from '../../../data/text';
import { recordActivitySpace } from '../../../flow/host';
import { activityHostProblems } from '../../../flow/hostFrame';
import type { ActivityContext, Restriction, SpecialActivityModule } from '../../../flow/contracts';
import { defineActivity } from '../../../flow/define';
import { activityMayActIn, whyActivityMayNotActIn } from '../../../flow/restriction';
import { copyRestriction } from '../strikes';
import { draggingCanoeAt, raidOrigins, raidSomeWay } from '../../commands/indians/raid';
import type { IndiansScoutFrame } from '../../commands/indians/scout';
import { because, type Reason } from '../../../core/reason';
const RULE = '4.4.1';
const I = 'indians' as const;

/** Resources the Indians add when the British transfer none (4.4.1). */
export const TRADE_REFUSED_GAIN = 1;

// ---------------------------------------------------------------------------------------------
// War Party mutations shared by Trade, War Path and Plunder

/**
 * Activates `n` Underground War Parties in the space (1.4.3). Within a Command that moves War Parties
 * (Gather, March, Raid), which ones — moved or not — is the Indians' choice: the Command's record keeps
 * its outcomes (rules/commands/arrivals.ts).
 */
export function activateWarParties(draft: Draft<GameState>, space: SpaceId, n: number): void {
  recordActivityTaking(draft, space, { take: 'warPartyUnderground', n, into: 'warPartyActive', lost: 0 });
  flipPieces(draft, space, 'warPartyUnderground', 'warPartyActive', n);
}

/**
 * Activates two Underground War Parties in the space and removes one of the two to Available (4.4.2).
 * Within a Command that moves War Parties, which ones is the Indians' choice (as {@link activateWarParties}).
 */
export function activateTwoLoseOne(draft: Draft<GameState>, space: SpaceId): void {
  recordActivityTaking(draft, space, { take: 'warPartyUnderground', n: 2, into: 'warPartyActive', lost: 1 });
  flipPieces(draft, space, 'warPartyUnderground', 'warPartyActive', 2);
  removeToPool(draft, space, 'warPartyActive', 1);
}

/**
 * Removes one War Party of the kind from the space to Available. Within a Command that moves War
 * Parties, whether it is one that moved is the Indians' choice (as {@link activateWarParties}).
 */
export function removeWarParty(draft: Draft<GameState>, space: SpaceId, kind: WarPartyKind): void {
  recordActivityTaking(draft, space, { take: kind, n: 1, into: kind, lost: 1 });
  removeToPool(draft, space, kind, 1);
}

// ---------------------------------------------------------------------------------------------
// Trade

/** What bars Trade from the space ({@link whyNotTrade}), or null: the one test, allocating nothing on failure. */
function tradeBar(state: GameState, space: SpaceId): 'westIndies' | 'city' | 'nothing' | null {
  if (!isProvince(space)) return space === 'WestIndies' ? 'westIndies' : 'city';
  const p = piecesAt(state, space);
  return p.warPartyUnderground > 0 && p.village > 0 ? null : 'nothing';
}

/** Whether Trade may take place in the space (4.4.1): a Province with a Village and an Underground War Party. Pure. */
function tradeRule(state: GameState, space: SpaceId): boolean {
  return tradeBar(state, space) === null;
}

/** Why Trade may not take place in the space ({@link tradeRule}: 4.4.1, 1.4.2), or null: a Province with a Village and an Underground War Party. Pure. */
export function whyNotTrade(state: GameState, space: SpaceId): Reason | null {
  switch (tradeBar(state, space)) {
    case null:
      return null;
    case 'westIndies':
      return because('1.4.2', 'Indian pieces never occupy the West Indies: Trade takes place in a Province');
    case 'city':
      return because('1.4.2', `${spaceName(space)} is a City: Indian pieces never occupy a City, and Trade takes place in a Province`);
    case 'nothing': {
      const p = piecesAt(state, space);
      const missing = [p.village === 0 && 'no Village', p.warPartyUnderground === 0 && 'no Underground War Party'].filter((m): m is string => m !== false);
      return because(RULE, `Trade needs a Village and an Underground War Party in ${spaceName(space)}: there is ${missing.join(' and ')}`);
    }
  }
}

/**
 * Why the British may not transfer `value` Resources in the Trade now (4.4.1, 1.8), or null when the
 * amount itself is allowed: none or some of their Resources, no more than the Indians can still hold. Pure.
 */
export function whyNotTransfer(state: GameState, value: number): Reason | null {
  if (value < 0) return because(RULE, `the British transfer none or some of their Resources, not ${value}`);
  if (value > state.resources.british) return because(RULE, `the British have ${resourcesText(state.resources.british)}: they cannot transfer ${value}`);
  const room = MAX_RESOURCES - state.resources.indians;
  if (value > room) return because('1.8', `the Indians have ${state.resources.indians} Resources and hold at most ${MAX_RESOURCES}: the British may transfer at most ${room}`);
  return null;
}

/** Provinces where Trade may be executed (within the restriction, when given): a Village and an Underground War Party there (4.4.1), canonical order. Pure. */
export function tradeSpaces(state: GameState, restriction?: Restriction): SpaceId[] {
  const context = tradeContext(restriction);
  return PROVINCES.filter((p) => activityMayActIn(context, p, []) && tradeRule(state, p));
}

/** The context a Trade acts under: its restriction, when granted. */
function tradeContext(restriction?: Restriction): ActivityContext {
  const context: ActivityContext = { faction: I, command: '', commandSpaces: [] };
  if (restriction) context.restriction = restriction;
  return context;
}

/** The most the British may transfer now: their Resources, within the Indians' room under 50 (1.8). Pure. */
export function tradeMaxTransfer(state: GameState): number {
  return Math.max(0, Math.min(state.resources.british, MAX_RESOURCES - state.resources.indians));
}

/**
 * The most a Trade can bring the Indians: all the British Resources they can hold, at least the one
 * Resource of a refused Trade (a quick filter before the exact check, flow/host.ts). Pure.
 */
export function tradeRelax(state: GameState): GameState {
  const best = Math.max(TRADE_REFUSED_GAIN, state.resources.british);
  return copyWith(state, { resources: copyWith(state.resources, { indians: Math.min(MAX_RESOURCES, state.resources.indians + best) }) });
}

/**
 * The boards of a Trade refused in each Province it may take place in (one Underground War Party there
 * Activated, the Indians +1 within 50, 4.4.1, 1.8): they stand for every Trade begun alone before a
 * Command (4.1). A Trade in a Province differs from the refused one there only in the Resources: the
 * Indians get more (if any room is left) and the British keep less. The Indian Commands read the
 * Resources only to start paying 1 Indian Resource (Gather, March, Raid, Scout; Gather and March also
 * start free in a Reserve, 3.4.1, 3.4.2) and, for a Scout, 1 British Resource (3.4.3): the refused
 * Trade leaves the Indians at least 1 (or at 50, as every Trade there) and the British as they were,
 * so a Command some Trade in the Province makes executable is executable after the refused one. Pure.
 */
export function refusedTradeBoards(state: GameState): (() => GameState)[] {
  return tradeSpaces(state).map((space) => () => refusedTradeBoard(state, space));
}

/**
 * The board of a Trade refused in the Province (one of {@link refusedTradeBoards}): one Underground War
 * Party there Activated (its Control unchanged: Control counts the pieces whatever their side up, 1.7)
 * and the Indians +1 within 50, built as `relax` builds its own (no fork of the board read). Pure.
 */
export function refusedTradeBoard(state: GameState, space: SpaceId): GameState {
  const here = piecesAt(state, space);
  const pieces = copyWith<Record<SpacePiece, number>>(here, { warPartyUnderground: here.warPartyUnderground - 1, warPartyActive: here.warPartyActive + 1 });
  return boardWith(
    state,
    { resources: copyWith(state.resources, { indians: Math.min(MAX_RESOURCES, state.resources.indians + TRADE_REFUSED_GAIN) }) },
    { [space]: { pieces } },
  );
}

/**
 * The British transfer while the Indian Command waits for the Trade to pay for it (4.1): each transfer
 * leads the Command on exactly as the refusal does ({@link refusedTradeBoards}: its first decision reads
 * the Resources only to pay 1 Indian Resource and, for a Scout, 1 British), except that a Scout never
 * goes on once the British give away their last Resource. Other choices: nothing known. Pure.
 */
function transferAlikeWhileWaiting(state: GameState, command: string, action: Action): Action | null | undefined {
  const frame = state.stack[state.stack.length - 1] as IndiansTradeFrame;
  if (frame.kind !== 'indiansTrade' || frame.space === null || action.type !== 'transfer') return undefined;
  if (command === 'scout' && action.value! >= state.resources.british) return null;
  return REFUSAL;
}

/**
 * The board a Trade choice stands for while the Indian Command waits for it to pay (4.1): the Trade
 * refused in its Province (the one chosen, or the one this choice names). Every transfer there leads
 * the Command on exactly as the refusal does, but a Scout's transfer of the British last Resource, which
 * never does ({@link transferAlikeWhileWaiting}: no board for it); and the refusal ends the Trade with
 * this board (but the host, the frames and the account, which the Command's first decision does not
 * read: Trade closes none of its spaces). So a Province leads on exactly when the refusal there does
 * (it is always offered). Pure.
 */
function tradeBoardWhileWaiting(state: GameState, command: string, action: Action): GameState | undefined {
  const frame = state.stack[state.stack.length - 1] as IndiansTradeFrame;
  if (frame.kind !== 'indiansTrade') return undefined;
  if (frame.space === null) return action.type === 'trade' ? refusedTradeBoard(state, action.space!) : undefined;
  if (action.type !== 'transfer' || (command === 'scout' && action.value! >= state.resources.british)) return undefined;
  return refusedTradeBoard(state, frame.space);
}

const REFUSAL: Action = Object.freeze({ faction: 'british', type: 'transfer', value: 0 });

/** Trade in progress: the Province is chosen first (`space`), then the British answer. */
export interface IndiansTradeFrame extends Frame {
  kind: 'indiansTrade';
  space: SpaceId | null;
  /** The restriction of a granted Trade; absent for an ordinary one. */
  restriction?: Restriction;
}

/** The Trade decisions (4.4.1): the Indians' Province, then the British transfer. */
export const indiansTradeStep = defineStep<IndiansTradeFrame>({
  kind: 'indiansTrade',
  rule: RULE,
  decider: (_state, frame) => (frame.space === null ? I : 'british'),
  prompt(state, frame) {
    if (frame.space === null) return 'Trade: choose a Province holding both a Village and an Underground War Party';
    return `Trade in ${spaceName(frame.space)}: the British choose how many Resources (0 to ${tradeMaxTransfer(state)}) to transfer to the Indians`;
  },
  explain(state, frame, action) {
    if (frame.space === null) {
      if (action.type !== 'trade') return null;
      return whyActivityMayNotActIn(tradeContext(frame.restriction), action.space!, []) ?? whyNotTrade(state, action.space!);
    }
    return action.type === 'transfer' ? whyNotTransfer(state, action.value!) : null;
  },
  options(state, frame): Action[] {
    if (frame.space === null) return tradeSpaces(state, frame.restriction).map((space) => ({ faction: I, type: 'trade', space }));
    const out: Action[] = [];
    for (let value = 0; value <= tradeMaxTransfer(state); value++) out.push({ faction: 'british', type: 'transfer', value });
    return out;
  },
  handle(draft, frame, action) {
    if (frame.space === null) {
      const space = action.space!;
      frame.space = space;
      recordActivitySpace(draft, space);
      log(draft, `Trade in ${spaceName(space)}: the British decide how many Resources to transfer`, RULE, I);
      return;
    }
    const space = frame.space;
    const n = action.value!;
    activateWarParties(draft, space, 1);
    if (n > 0) {
      transferResources(draft, 'british', I, n);
      log(draft, () => `Trade in ${spaceName(space)}: the British transfer ${resourcesText(n)} to the Indians; ${piecesText(1, 'warPartyUnderground')} Activated`, RULE, 'british');
    } else {
      const gained = addResources(draft, I, TRADE_REFUSED_GAIN);
      log(
        draft,
        `Trade in ${spaceName(space)}: the British transfer nothing; ${piecesText(1, 'warPartyUnderground')} Activated and the Indians add ${resourcesText(gained)}`,
        RULE,
        I,
      );
    }
    popFrame(draft);
  },
  validate(state, frame, at) {
    const { host, problems } = activityHostProblems(state, at, { faction: I, id: 'trade', name: 'Trade', restriction: frame.restriction });
    if (host === null || problems.length > 0) return problems;
    if (frame.space !== null && !tradeRule(state, frame.space))
      return [`space: Trade is under way in ${spaceName(frame.space)}, which is not a Province with a Village and an Underground War Party`];
    return [];
  },
});

/** The Trade Special Activity (4.4.1). */
export const indiansTrade: SpecialActivityModule = defineActivity({
  id: 'trade',
  faction: I,
  name: 'Trade',
  rule: RULE,
  accompanies: () => true,
  canActIn: tradeRule,
  spacesToAsk: (state) => indexedSpacesHolding(state, 'warPartyUnderground'),
  whyNotActIn: (state, space) => whyNotTrade(state, space),
  start(draft, context) {
    const frame: IndiansTradeFrame = { kind: 'indiansTrade', space: null };
    if (context.restriction) frame.restriction = copyRestriction(context.restriction);
    pushFrame(draft, frame);
  },
  relax: tradeRelax,
  decisiveBoards: refusedTradeBoards,
  alikeWhileWaiting: transferAlikeWhileWaiting,
  boardWhileWaiting: tradeBoardWhileWaiting,
  // Trade only adds Indian Resources and Activates a War Party: Gather and March never depend on either.
  // It can hurt a Raid (the Underground War Party it needs) and a Scout (the British Resource).
  harmless: (command) => command === 'gather' || command === 'march',
  // Trade changes the board only as it ends (its last decision), so a Trade under way is judged as one begun now.
  harmlessNow: (state, context, command, own) =>
    context.command === 'raid' ? raidKeepsAnOption(state, command, own) : context.command === 'scout' && scoutKeepsAnOption(state, command),
  choiceLeavesAWayOn: (state, context, command, action) => (context.command === 'scout' ? tradeChoiceLeavesScoutAWayOn(state, command, action) : undefined),
  // Before or between a Raid's spaces: a Trade Activates one Underground War Party in its Province
  // (raidSomeWay). Before a Scout chose its origin: the refused Trade keeps it one (scoutKeepsAnOption).
  someWayNow: (state, context, command, own) =>
    context.restriction !== undefined
      ? undefined
      : context.command === 'raid'
        ? raidSomeWay(state, command, own, (s) => (tradeRule(state, s) ? 1 : undefined))
        : context.command === 'scout' && command.kind === 'indiansScout' && (command as IndiansScoutFrame).phase === 'select'
          ? true
          : undefined,
});

/**
 * Whether the Scout (3.4.3), at a decision where a Trade may begin or is under way (4.1), already chose
 * its origin: then its decision offers `done` whatever the board (its group's last kinds, its Skirmish),
 * so no Trade leaves it without a way on. Pure.
 */
function scoutPastOrigin(frame: IndiansScoutFrame): boolean {
  return frame.phase === 'skirmish' || (frame.phase === 'move' && frame.stage >= 2);
}

/**
 * Whether a Trade begun before or during a ready Scout (3.4.3) leaves the Scout an option of its own,
 * whatever the Indians and the British choose in it (4.1). A Trade only adds to the Indian Resources,
 * takes from the British what they transfer, and Activates one Underground War Party in its Province
 * (4.4.1); the Scout's origins need a War Party, Active or Underground, and a British Regular, and both
 * Factions pay 1 Resource (3.4.3). So before the Scout chose its origin (it had one to choose when the
 * Trade began: it is ready) it keeps one when it is free or when the British cannot transfer all their
 * Resources (the Indians' room under 50 is smaller, 1.8); after, its `done` stays. Some way always
 * keeps it one before its origin: the British refusing (they keep their Resources). Pure.
 */
function scoutKeepsAnOption(state: GameState, command: Frame): boolean {
  if (command.kind !== 'indiansScout') return false;
  const frame = command as IndiansScoutFrame;
  if (frame.phase !== 'select') return scoutPastOrigin(frame);
  return frame.mode.free || tradeMaxTransfer(state) < state.resources.british;
}

/**
 * A choice of a Trade under way before or during a ready Scout (4.1, see {@link scoutKeepsAnOption}):
 * before the Scout chose its origin, a transfer leaves it an option exactly when the British keep a
 * Resource to pay their share (or it is free), and a Province leaves it one by the British refusal
 * (they keep the Resource they had to pay with, the ready Scout's); after, every choice does.
 * Otherwise undefined. Pure.
 */
function tradeChoiceLeavesScoutAWayOn(state: GameState, command: Frame, action: Action): boolean | undefined {
  if (command.kind !== 'indiansScout') return undefined;
  const frame = command as IndiansScoutFrame;
  if (frame.phase !== 'select') return scoutPastOrigin(frame) ? true : undefined;
  if (frame.mode.free) return true;
  if (action.type === 'transfer') return action.value! < state.resources.british;
  return action.type === 'trade' ? true : undefined;
}

/**
 * Whether a Trade begun before or during a Raid (3.4.4) leaves the Raid an option of its own, whatever
 * the Indians and the British choose in it (4.1). A Trade only adds to the Indian Resources (what Raid
 * pays with) and Activates one Underground War Party in its Province, a Province with a Village
 * (4.4.1); support, Dragging Canoe, the War Parties elsewhere and what the Raid selected stay as they
 * are. So, before the Raid selected anything, a Province it offers stays offered when two Underground
 * War Parties stand in it or next to it, or its only one stands where no Village is (no Trade there);
 * between its spaces, its `done` stays offered when each selected Province keeps an Underground War
 * Party (two there, or no Village). Pure.
 */
function raidKeepsAnOption(state: GameState, command: Frame, own: readonly Action[]): boolean {
  const frame = command as Frame & { selected?: readonly SpaceId[] };
  if (frame.kind !== 'indiansRaid' || frame.selected === undefined) return false;
  const keepsOne = (s: SpaceId): boolean => piecesAt(state, s).warPartyUnderground >= 2 || piecesAt(state, s).village === 0;
  if (frame.selected.length > 0) return own.some((a) => a.type === 'done') && frame.selected.every(keepsOne);
  const dcAt = draggingCanoeAt(state);
  for (const a of own) {
    if (a.type !== 'selectSpace' || a.space === undefined) continue;
    let underground = 0;
    let tradable = 0;
    for (const s of [a.space, ...raidOrigins(state, a.space, dcAt)]) {
      const p = piecesAt(state, s);
      underground += p.warPartyUnderground;
      if (p.warPartyUnderground > 0 && p.village > 0) tradable += 1;
    }
    if (underground >= 2 || (underground === 1 && tradable === 0)) return true;
  }
  return false;
}
