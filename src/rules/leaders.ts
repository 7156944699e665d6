/**
 * 1.10 A Leader left alone: when the current Leader of a Faction stands in a space with no piece of
 * that Faction, its owner moves it to any space holding that Faction's pieces, or returns it to the
 * Available Forces box. This is the one helper for that rule; Commands, Battle, Winter Quarters and (later)
 * Events call it after they moved or removed pieces.
 *
 * The decision (frame kind `leaderAlone`, decided by the Leader's owner, whoever executes the rule
 * that left it alone): `{ faction, type: 'moveLeader', to }`, `to` a space with the Faction's pieces
 * (canonical order) or `available`. When the Faction has no piece anywhere, there is nothing to
 * decide and the Leader simply stays Available.
 *
 * Rulings:
 * - Invariant-friendly: the alone Leader is set aside to Available at once, then its owner decides
 *   where it goes. The outcome is the same as choosing directly, and no state between actions ever
 *   shows a Leader standing alone (rules/invariants.ts checks exactly that). A Command may set the
 *   Leader aside mid-action ({@link setAsideIfAlone}) and ask later ({@link askLeaderAlone}), e.g.
 *   once a moving group is complete.
 * - A Non-Player's Leader (8.1) left alone by a Command's moves out of his space is set aside but not
 *   asked about: he follows the largest group once the Command is over (rules/nonPlayers/leaders.ts).
 * - A Command that allows each Leader one move (the French March keeps `leadersMoved` in its frame)
 *   counts the forced move too: the owner's choice of a space is recorded there
 *   ({@link recordLeaderMove}).
 * @module
 */
import type { Draft } from 'immer';
import type { Action } from '../core/action';
import type { Frame, GameState } from '../core/state';
import { FACTIONS, type Faction, type SpaceId } from '../data/ids';
import { LEADER_INFO } from '../data/leaders';
import { defineStep } from '../flow/step';
import { log, ownFrame, popFrame, pushFrame } from '../flow/frames';
import { leaderFollowOf } from '../flow/hostFrame';
import { SPACE_BIT } from '../data/map';
import { countFaction, indexedFactionSpaces, placeLeader, piecesAt, spacesWithFaction } from './board';
import { FACTION_ADJECTIVE, FACTION_NAME, spaceName } from '../data/text';
import { because, type Reason } from '../core/reason';

/** A Faction moving its Leader that was left without pieces (1.10). */
export interface LeaderAloneFrame extends Frame {
  kind: 'leaderAlone';
  faction: Faction;
  /** Where the Leader stood when it was left alone. */
  from: SpaceId;
}

/** The name of a Faction's current Leader. */
export const leaderName = (state: GameState, faction: Faction): string => LEADER_INFO[state.leaders[faction].leader].name;

/** Whether the Faction's Leader stands in a space without any piece of its own Faction (1.10). Pure. */
export function isLeaderAlone(state: GameState, faction: Faction): boolean {
  const at = state.leaders[faction].at;
  if (at === 'available') return false;
  const held = indexedFactionSpaces(state, faction);
  return held === -1 ? countFaction(piecesAt(state, at), faction) === 0 : (held & SPACE_BIT[at]) === 0;
}

/** Factions whose Leader stands in a space without any piece of its own Faction (canonical order). Pure. */
export function aloneLeaders(state: GameState): Faction[] {
  return FACTIONS.filter((f) => isLeaderAlone(state, f));
}

/** Spaces (canonical order) where a Faction's Leader may go: every space holding that Faction's pieces. Pure. */
export function leaderDestinations(state: GameState, faction: Faction): SpaceId[] {
  return spacesWithFaction(state, faction);
}

/** Whether a Faction's Leader may be placed in the space (1.10, 6.5.2): it holds pieces of that Faction. */
const mayTakeLeader = (state: GameState, faction: Faction, space: SpaceId): boolean => countFaction(piecesAt(state, space), faction) > 0;

/**
 * Why the Faction's Leader may not be placed in the space (1.10, 6.5.2: only where that Faction has
 * pieces), or null when it may; `rule` and `doing` name the rule that moves it ("a Leader left alone
 * moves"). Pure.
 */
export function whyNoLeaderIn(state: GameState, faction: Faction, space: SpaceId, rule: string, doing: string): Reason | null {
  if (mayTakeLeader(state, faction, space)) return null;
  const adj = FACTION_ADJECTIVE[faction];
  return because(rule, `${doing} to a space with ${adj} pieces or to the Available Forces box, and ${spaceName(space)} has no ${adj} pieces`);
}

/**
 * If the Faction's Leader now stands with none of its Faction's pieces, sets it aside to Available
 * (logged) and returns the space it stood in; otherwise null. Its owner must then be asked where it
 * goes ({@link askLeaderAlone}); {@link checkLeaderAlone} does both.
 */
export function setAsideIfAlone(draft: Draft<GameState>, faction: Faction): SpaceId | null {
  if (!isLeaderAlone(draft, faction)) return null;
  const from = draft.leaders[faction].at as SpaceId;
  placeLeader(draft, faction, 'available');
  log(draft, `${leaderName(draft, faction)} has no ${FACTION_ADJECTIVE[faction]} pieces left in ${spaceName(from)} and is set aside`, '1.10', faction);
  return from;
}

/**
 * Asks the owner of a Leader set aside from `from` where it goes (pushes a `leaderAlone` frame on top
 * of the stack, so call it last in a handler or run). Nothing to ask when the Faction has no pieces.
 */
export function askLeaderAlone(draft: Draft<GameState>, faction: Faction, from: SpaceId): void {
  if (leaderDestinations(draft, faction).length === 0) return;
  // 8.1: a Non-Player Leader left alone by his units' moves follows the largest group once the Command is over.
  if (leaderFollowOf(draft, faction)?.from === from) return;
  const frame: LeaderAloneFrame = { kind: 'leaderAlone', faction, from };
  pushFrame(draft, frame);
}

/** 1.10 for one Faction: if its Leader is left alone, sets it aside and asks its owner where it goes. */
export function checkLeaderAlone(draft: Draft<GameState>, faction: Faction): void {
  const from = setAsideIfAlone(draft, faction);
  if (from) askLeaderAlone(draft, faction, from);
}

/**
 * 1.10 for every Faction, after pieces were removed or moved: each Leader now alone is set aside, and
 * the owners decide in canonical Faction order (the first one's frame ends on top). No effect when no
 * Leader is alone.
 */
export function checkLeaders(draft: Draft<GameState>): void {
  // Last Faction first, each judged once up front (as `aloneLeaders` would list them).
  let alone: Faction[] | undefined;
  for (const f of FACTIONS) if (isLeaderAlone(draft, f)) (alone ??= []).push(f);
  if (alone === undefined) return;
  for (let i = alone.length - 1; i >= 0; i--) checkLeaderAlone(draft, alone[i]);
}

/** Records that the Faction's Leader moved in the nearest Command frame that counts Leader moves (`leadersMoved`), if any. */
export function recordLeaderMove(draft: Draft<GameState>, faction: Faction): void {
  for (let i = draft.stack.length - 1; i >= 0; i--) {
    const moved = (draft.stack[i] as Frame).leadersMoved;
    if (Array.isArray(moved)) {
      if (!moved.includes(faction)) (ownFrame(draft, i).leadersMoved as Faction[]).push(faction);
      return;
    }
  }
}

/**
 * What a Leader-alone decision must agree with, for `loadGame` (1.10): the Leader left alone was set
 * aside to Available, where it waits for its owner's choice. Pure.
 */
function leaderAloneProblems(state: GameState, frame: LeaderAloneFrame): string[] {
  const at = state.leaders[frame.faction].at;
  if (at === 'available') return [];
  return [`faction: ${leaderName(state, frame.faction)} is to be moved as a Leader left alone, but stands in ${spaceName(at)} (a Leader left alone is set aside to Available first)`];
}

/** The owner of a Leader left alone moves it to a space with its pieces or to Available (1.10). */
export const leaderAloneStep = defineStep<LeaderAloneFrame>({
  kind: 'leaderAlone',
  rule: '1.10',
  decider: (_state, frame) => frame.faction,
  prompt: (state, frame) =>
    `${leaderName(state, frame.faction)} has no ${FACTION_ADJECTIVE[frame.faction]} pieces left in ${spaceName(frame.from)}: ` +
    `the ${FACTION_NAME[frame.faction]} move that Leader to any space with ${FACTION_ADJECTIVE[frame.faction]} pieces or to the Available Forces box`,
  options(state, frame): Action[] {
    const out: Action[] = leaderDestinations(state, frame.faction).map((to) => ({ faction: frame.faction, type: 'moveLeader', to }));
    out.push({ faction: frame.faction, type: 'moveLeader', to: 'available' });
    return out;
  },
  /** 1.10: a space with the Faction's pieces, or Available. */
  explain: (state, frame, action) =>
    action.type === 'moveLeader' && action.to !== undefined && action.to !== 'available'
      ? whyNoLeaderIn(state, frame.faction, action.to, '1.10', `${leaderName(state, frame.faction)}, left alone, moves`)
      : null,
  handleReadsFrame: true,
  handle(draft, frame, action) {
    const to = action.to!;
    placeLeader(draft, frame.faction, to);
    const name = leaderName(draft, frame.faction);
    log(draft, to === 'available' ? `${name} stays in the Available Forces box` : `${name} moves to ${spaceName(to)}`, '1.10', frame.faction);
    popFrame(draft);
    if (to !== 'available') recordLeaderMove(draft, frame.faction);
  },
  validate: leaderAloneProblems,
});
