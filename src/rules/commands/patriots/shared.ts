/**
 * Helpers shared by the Patriot Commands (3.3): words for the account of play, where a piece to be
 * placed comes from (1.4.1), and the Leader decisions that moving and placing pieces raise (1.10).
 *
 * The Leader step (`patriotsLeader`) is usable by any Command that moves or places pieces:
 * - *follow*: after units of a Faction moved from the space its Leader is in, the owner decides
 *   whether the Leader follows them (1.10: a Leader may accompany its Faction's units wherever they
 *   move during a Command);
 * - *place*: an Available Leader may enter the map together with a piece placed from
 *   Available (1.10).
 * A Leader left without any piece of its own Faction in its space is handled by the shared 1.10 helper
 * (rules/leaders.ts: set aside to Available at once, then its owner's `leaderAlone` decision).
 * @module
 */
import type { Draft } from 'immer';
import type { Action } from '../../../core/action';
import type { Frame, GameState } from '../../../core/state';
import { SPACE_IDS, spaceIndex, type Faction, type SpaceId, type SpacePiece } from '../../../data/ids';
import { SPACES } from '../../../data/map';
import { defineStep } from '../../../flow/step';
import { log, popFrame, pushFrame } from '../../../flow/frames';
import { countFaction, placeLeader, removeToPool, piecesAt } from '../../board';
import { mayTakeFromMap } from '../../nonPlayers/sequence';
import { FACTION_ADJECTIVE } from '../../../data/text';
import { askLeaderAlone, checkLeaders, leaderName, setAsideIfAlone } from '../../leaders';
import { leaderAwaitsGroup, leaderFollowsGroups } from '../../nonPlayers/leaders';
import { because, type Reason } from '../../../core/reason';

/** A space's printed name ("the West Indies" for the box). */
export const spaceName = (id: SpaceId): string => (id === 'WestIndies' ? 'the West Indies' : SPACES[id].name);


/** "3 Continentals", "1 Underground Militia". */

/** "1 Resource", "2 Resources". */
export const resourcesText = (n: number): string => `${n} Resource${n === 1 ? '' : 's'}`;

/** Index of a space in the canonical order. */
export { spaceIndex };

// ---------------------------------------------------------------------------------------------
// Where placed pieces come from (1.4.1)

/** The Patriot pool types a Patriot Command places. */
export type PatriotPlaced = 'militia' | 'continental' | 'patriotFort';

/** One place pieces to be placed can come from. */
export interface Supply {
  /** Absent: the Available box; otherwise the space they are taken from (1.4.1 exception). */
  from?: SpaceId;
  /** The kind taken from `from` (for Militia: Underground or Active). */
  kind?: SpacePiece;
  /** How many can be taken from there. */
  max: number;
  /** Canonical sort key: 0 for Available, then by space and kind. */
  key: number;
}

/**
 * Where pieces of a pool type can come from now (1.4.1): the Available box while any is Available;
 * otherwise (only then) each kind of that type in each other space — a Faction may pull its pieces
 * off the map into Available only when none of the wanted type is left in Available (never a
 * Non-Player, 8.1).
 */
export function supplies(state: GameState, type: PatriotPlaced, except: SpaceId): Supply[] {
  if (state.available[type] > 0) return [{ max: state.available[type], key: 0 }];
  // 8.1 No voluntary removal: Non-Player Patriots never take their pieces from the map.
  if (!mayTakeFromMap(state, type === 'militia' ? 'militiaUnderground' : type)) return [];
  const kinds: readonly SpacePiece[] = type === 'militia' ? MILITIA_KINDS : [type];
  const out: Supply[] = [];
  for (let i = 0; i < SPACE_IDS.length; i++) {
    const id = SPACE_IDS[i];
    if (id === except) continue;
    const p = piecesAt(state, id);
    for (let j = 0; j < kinds.length; j++) {
      const n = p[kinds[j]];
      if (n > 0) out.push({ from: id, kind: kinds[j], max: n, key: 1 + i * 2 + j });
    }
  }
  return out;
}

const MILITIA_KINDS: readonly SpacePiece[] = ['militiaUnderground', 'militiaActive'];

/** Whether {@link supplies} names any source, without building the list. Pure. */
export function hasSupply(state: GameState, type: PatriotPlaced, except: SpaceId): boolean {
  if (state.available[type] > 0) return true;
  if (!mayTakeFromMap(state, type === 'militia' ? 'militiaUnderground' : type)) return false;
  for (const id of SPACE_IDS) {
    if (id === except) continue;
    const p = piecesAt(state, id);
    if (type === 'militia' ? p.militiaUnderground + p.militiaActive > 0 : p[type] > 0) return true;
  }
  return false;
}

/** The supply key of an action's `from`/kind (0 when from Available). */
export function supplyKey(from: SpaceId | undefined, kind: SpacePiece | undefined): number {
  if (!from) return 0;
  return 1 + spaceIndex(from) * 2 + (kind === 'militiaActive' ? 1 : 0);
}

/** Takes pieces from a space into Available to place them (1.4.1); a Leader left alone is handled afterwards (`checkLeaderAlone`, rules/leaders.ts). */
export function takeFromMap(draft: Draft<GameState>, from: SpaceId, kind: SpacePiece, count: number): void {
  removeToPool(draft, from, kind, count);
}

// ---------------------------------------------------------------------------------------------
// Leaders (1.10)

/** Why a Leader decision is asked (a Leader left alone has its own shared step, rules/leaders.ts). */
export type LeaderReason = 'follow' | 'place';

/** A Leader decision of its owner (1.10). */
export interface PatriotsLeaderFrame extends Frame {
  kind: 'patriotsLeader';
  /** The Leader's Faction, who decides. */
  faction: Faction;
  reason: LeaderReason;
  /** follow: where the Leader stands (and where its units came from). */
  from?: SpaceId;
  /** follow: where the units went; place: where the piece was placed. */
  to: SpaceId;
  /** Rule of the Command that raised the decision, for the log. */
  rule: string;
}

/** Why the Leader may not go somewhere at its decision, as a code: not one of the two places offered, or a space left without a piece of its Faction (1.10). */
type LeaderBar = 'notOffered' | 'noPieces';

/**
 * Whether the Leader may go to `to` now (null) or why not (1.10): placed, only with the piece just
 * placed or staying Available; following, only to the units' destination or staying, each only while
 * it holds a piece of the Faction (a Special Activity between the move and this decision may have
 * removed them). The one test the options and the refusals read.
 */
function leaderBar(state: GameState, frame: PatriotsLeaderFrame, to: 'available' | SpaceId): LeaderBar | null {
  if (frame.reason === 'place') return to === frame.to || to === 'available' ? null : 'notOffered';
  if (to !== frame.from && to !== frame.to) return 'notOffered';
  return countFaction(piecesAt(state, to), frame.faction) > 0 ? null : 'noPieces';
}

/** Where the Leader may go now (canonical order: spaces, then `available`); see {@link leaderBar}. */
export function leaderChoices(state: GameState, frame: PatriotsLeaderFrame): ('available' | SpaceId)[] {
  const offered: ('available' | SpaceId)[] = frame.reason === 'place' ? [frame.to, 'available'] : [frame.from!, frame.to].sort((a, b) => spaceIndex(a) - spaceIndex(b));
  return offered.filter((to) => leaderBar(state, frame, to) === null);
}

/** Why the Leader's owner may not send it there now (1.10), or null for a listed move and for other actions. Pure. */
function explainPatriotsLeader(state: GameState, frame: PatriotsLeaderFrame, action: Action): Reason | null {
  const to = action.to;
  if (action.type !== 'moveLeader' || to === undefined || (to !== 'available' && SPACES[to] === undefined)) return null;
  const bar = leaderBar(state, frame, to);
  if (bar === null) return null;
  const name = leaderName(state, frame.faction);
  const adjective = FACTION_ADJECTIVE[frame.faction];
  if (frame.reason === 'place')
    return because('1.10', `${name} may enter the map only along with the piece just placed from Available, in ${spaceName(frame.to)}, or stay Available; not in ${spaceName(to as SpaceId)}`);
  const from = spaceName(frame.from!);
  const dest = spaceName(frame.to);
  if (bar === 'noPieces')
    return to === frame.to
      ? because('1.10', `${name} may follow the units only while ${dest} holds a ${adjective} piece, and none is left there`)
      : because('1.10', `${name} may stay in ${from} only while it holds a ${adjective} piece, and none is left there`);
  if (to === 'available') return because('1.10', `${name} may follow the units that moved from ${from} to ${dest} or stay; a Leader goes to Available only when no ${adjective} piece is left with it`);
  return because('1.10', `${name} may only follow the units that moved from ${from} to ${dest}, or stay; not go to ${spaceName(to)}`);
}

/**
 * After units of `faction` moved from `from` to `to`: if its Leader is in `from`, the owner decides
 * whether it follows them; if no piece of the Faction is left in `from`, it must move (1.10).
 */
export function offerFollow(draft: Draft<GameState>, faction: Faction, from: SpaceId, to: SpaceId, rule: string): void {
  if (draft.leaders[faction].at !== from) return;
  if (setAsideIfAlone(draft, faction)) {
    askLeaderAlone(draft, faction, from);
    return;
  }
  // 8.1: a Non-Player's Leader follows the largest group once the Command is over, not group by group.
  if (leaderFollowsGroups(draft, faction)) return;
  const frame: PatriotsLeaderFrame = { kind: 'patriotsLeader', faction, reason: 'follow', from, to, rule };
  pushFrame(draft, frame);
}

/** After a piece was placed from Available in `space`: an Available Leader may be placed along with it (1.10). */
export function offerPlacement(draft: Draft<GameState>, faction: Faction, space: SpaceId, rule: string): void {
  if (draft.leaders[faction].at !== 'available') return;
  // 8.1: a Non-Player Leader the Command's moves set aside joins the largest group, not placed pieces.
  if (leaderAwaitsGroup(draft, faction)) return;
  const frame: PatriotsLeaderFrame = { kind: 'patriotsLeader', faction, reason: 'place', to: space, rule };
  pushFrame(draft, frame);
}

/**
 * What a Leader decision must agree with, for `loadGame` (1.10): a Leader that may follow units stands
 * in the space they left; one that may be placed with a piece is Available, and the piece is in the
 * space it would join. Pure.
 */
function patriotsLeaderProblems(state: GameState, frame: PatriotsLeaderFrame): string[] {
  const name = leaderName(state, frame.faction);
  const at = state.leaders[frame.faction].at;
  const where = at === 'available' ? 'is Available' : `stands in ${spaceName(at)}`;
  if (frame.reason === 'follow') {
    if (frame.from === undefined) return [`from: missing, but ${name} is to follow units from the space they left`];
    return at === frame.from ? [] : [`from: ${name} is to follow the units from ${spaceName(frame.from)}, but ${where}`];
  }
  const out: string[] = [];
  if (at !== 'available') out.push(`reason: ${name} is to be placed from Available, but ${where}`);
  if (countFaction(piecesAt(state, frame.to), frame.faction) === 0)
    out.push(`to: ${name} is to be placed in ${spaceName(frame.to)} with a piece placed there, but it holds no ${FACTION_ADJECTIVE[frame.faction]} piece`);
  return out;
}

/** The owner's Leader decision (1.10): `{ type: 'moveLeader', to }` with `to` a space or `available`. */
export const patriotsLeaderStep = defineStep<PatriotsLeaderFrame>({
  kind: 'patriotsLeader',
  rule: '1.10',
  // With nowhere left to follow to, the Leader is alone: the shared 1.10 decision instead.
  isDecision: (state, frame) => leaderChoices(state, frame).length > 0,
  run(draft) {
    popFrame(draft);
    checkLeaders(draft);
  },
  decider: (_state, frame) => frame.faction,
  prompt(state, frame) {
    const name = leaderName(state, frame.faction);
    switch (frame.reason) {
      case 'follow':
        return `${name} may follow the units that moved from ${spaceName(frame.from!)} to ${spaceName(frame.to)}, or stay`;
      case 'place':
        return `${name} may be placed in ${spaceName(frame.to)} along with the piece placed from Available, or stay Available`;
    }
  },
  options(state, frame): Action[] {
    return leaderChoices(state, frame).map((to) => ({ faction: frame.faction, type: 'moveLeader', to }));
  },
  explain: explainPatriotsLeader,
  handleReadsFrame: true,
  handle(draft, frame, action) {
    const to = action.to!;
    const name = leaderName(draft, frame.faction);
    const before = draft.leaders[frame.faction].at;
    placeLeader(draft, frame.faction, to);
    let text: string;
    if (to === 'available') text = `${name} stays Available`;
    else if (to === before) text = `${name} stays in ${spaceName(to)}`;
    else if (frame.reason === 'follow') text = `${name} follows to ${spaceName(to)}`;
    else text = `${name} is placed in ${spaceName(to)}`;
    log(draft, text, '1.10', frame.faction);
    popFrame(draft);
  },
  validate: patriotsLeaderProblems,
});
