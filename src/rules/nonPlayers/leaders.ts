/**
 * 8.1 Non-player Leader Movement: during a Command, the Leader of a Faction in `options.nonPlayers`
 * goes with the largest group of his own Faction's units that moves out of his space, or stays with
 * those that stay there; between groups of the same size, his Faction chooses (the policies roll).
 * A human-run Faction's Leader is never concerned.
 *
 * How the engine applies it:
 * - A Command never takes a Non-Player's Leader along with a move (no `option: 'leader'` on a move,
 *   no "follow" decision after a group): {@link leaderFollowsGroups}. Placing an Available Leader with
 *   pieces placed from Available is not movement from a space and is offered as before, except for a
 *   Leader this Command's moves set aside ({@link leaderAwaitsGroup}: he waits for the largest group).
 * - Each move of the Faction's units out of (or into) the Leader's space is recorded on the command
 *   host ({@link recordUnitMove}; `leaderFollows`, src/flow/hostFrame.ts): units per destination, and
 *   units that arrived.
 * - A Leader the moves leave without any piece of his Faction is set aside to Available at once (1.10,
 *   so no state shows him alone) but not moved by the 1.10 decision: he follows the largest group at
 *   the end (rules/leaders.ts asks nothing while his record is open).
 * - Once the Command's own frames are over, before any Special Activity after it, the host pushes one
 *   `leaderFollow` frame per record: `{ type: 'moveLeader', to }` for the destination of each largest
 *   group (canonical order) and `{ type: 'stay' }` when the units that stayed are as many. With one
 *   choice the step takes it by itself; with none left (every group since removed), 1.10 applies.
 *
 * Rulings (docs/rulings.md, "Non-Players (chapter 8)"):
 * - A group is the Faction's units one Command moved from the Leader's space into one destination
 *   (whatever the number of moves); the units that stay are the Faction's units in that space that did
 *   not move, not counting those the Command brought in. Units are cubes and War Parties / Militia /
 *   Continentals, never Forts or Villages; only the Faction's own units count (Tories are British;
 *   War Parties moving with British Regulars, French Regulars with Continentals, count for their own
 *   Faction's Leader, not for the Leader of the Faction executing the Command).
 * - A group's size is the number of units that moved; a destination no longer holding any unit of the
 *   Faction (a Special Activity removed them) cannot be joined.
 * @module
 */
import type { Draft } from 'immer';
import type { Action } from '../../core/action';
import type { Frame, GameState } from '../../core/state';
import { spaceIndex, type Faction, type SpaceId, type SpacePiece } from '../../data/ids';
import { FACTION_ADJECTIVE, spaceName } from '../../data/text';
import { log, ownFrame, popFrame } from '../../flow/frames';
import { hostIndex, hostIndexUnder, HOST_KIND, LEADER_FOLLOW_KIND, leaderFollowOf, ownHost, type CommandHostFrame, type LeaderFollow } from '../../flow/hostFrame';
import { defineStep } from '../../flow/step';
import { placeLeader, piecesAt } from '../board';
import { askLeaderAlone, isLeaderAlone, leaderName } from '../leaders';
import { isNonPlayer } from './sequence';

const RULE = '8.1';

/** The units of each Faction (cubes, Militia, Continentals, War Parties; never Forts or Villages). */
export const UNIT_KINDS: Readonly<Record<Faction, readonly SpacePiece[]>> = Object.freeze({
  british: ['britishRegular', 'tory'],
  patriots: ['continental', 'militiaUnderground', 'militiaActive'],
  french: ['frenchRegular'],
  indians: ['warPartyUnderground', 'warPartyActive'],
});

/** How many units of the Faction stand in the space. Pure. */
export function unitsIn(state: GameState, space: SpaceId, faction: Faction): number {
  let n = 0;
  for (const kind of UNIT_KINDS[faction]) n += piecesAt(state, space)[kind];
  return n;
}

/**
 * Whether the Faction's Leader follows the largest group at the end of the Command under way (8.1)
 * instead of being taken along by a move: a Non-Player's, in a Command under a command host (every
 * Command in play has one). Commands then offer no Leader option on moves. Pure.
 */
export function leaderFollowsGroups(state: GameState | Draft<GameState>, faction: Faction): boolean {
  return isNonPlayer(state as GameState, faction) && hostIndex(state) >= 0;
}

/**
 * Records that `count` units of the Faction moved from `from` to `to` in the Command under way, for
 * its Non-Player Leader (8.1): a group out of his space, or units arriving in it. Call it right after
 * the move and before any 1.10 check (his space is read from where he stands until the record exists).
 * No effect for a human-run Faction or when the move does not touch his space.
 */
export function recordUnitMove(draft: Draft<GameState>, faction: Faction, from: SpaceId, to: SpaceId, count: number): void {
  if (count <= 0 || !leaderFollowsGroups(draft, faction)) return;
  const host = ownHost(draft)!;
  let record = host.leaderFollows?.find((r) => r.faction === faction);
  if (!record) {
    const at = draft.leaders[faction].at;
    if (at !== from && at !== to) return;
    (host.leaderFollows ??= []).push({ faction, from: at, moved: {}, arrived: 0 });
    record = host.leaderFollows[host.leaderFollows.length - 1];
  }
  if (from === record.from) record.moved[to] = (record.moved[to] ?? 0) + count;
  if (to === record.from) record.arrived += count;
}

/**
 * Whether the Faction's Leader stands in the Available box only because this Command's moves left him
 * alone and 8.1 keeps him for the largest group: he is then not placed with pieces placed from
 * Available (he was never Available for that). Pure.
 */
export function leaderAwaitsGroup(state: GameState | Draft<GameState>, faction: Faction): boolean {
  return state.leaders[faction].at === 'available' && leaderFollowOf(state, faction) !== undefined;
}

/** The groups of a record (8.1): the units that moved, per destination still holding the Faction's units, and those that stayed. Pure. */
export function followGroups(state: GameState, record: LeaderFollow): { moved: [SpaceId, number][]; stayed: number } {
  const moved = (Object.entries(record.moved) as [SpaceId, number][])
    .filter(([to, n]) => n > 0 && unitsIn(state, to, record.faction) > 0)
    .sort(([a], [b]) => spaceIndex(a) - spaceIndex(b));
  const stayed = Math.max(0, unitsIn(state, record.from, record.faction) - record.arrived);
  return { moved, stayed };
}

/**
 * Where the Non-Player Leader may end (8.1): the destinations of the largest groups (canonical order),
 * then his own space when the units that stayed are as many; empty when no unit moved out or none is
 * left to join. Pure.
 */
export function followChoices(state: GameState, record: LeaderFollow): SpaceId[] {
  const { moved, stayed } = followGroups(state, record);
  if (Object.keys(record.moved).length === 0) return [];
  const largest = Math.max(stayed, ...moved.map(([, n]) => n));
  if (largest === 0) return [];
  const out = moved.filter(([, n]) => n === largest).map(([to]) => to);
  if (stayed === largest) out.push(record.from);
  return out;
}

/** The groups of a record as text, for the account ("2 to Boston, 1 stayed in Massachusetts"). Pure. */
export function groupsText(state: GameState, record: LeaderFollow): string {
  const { moved, stayed } = followGroups(state, record);
  return [...moved.map(([to, n]) => `${n} to ${spaceName(to)}`), `${stayed} stayed in ${spaceName(record.from)}`].join(', ');
}

/** A Non-Player Leader following the largest group once the Command is over (8.1). */
export interface LeaderFollowFrame extends Frame {
  kind: typeof LEADER_FOLLOW_KIND;
  /** The Leader's Faction, who decides. */
  faction: Faction;
}

/** The record the frame resolves: on the host right under it. Pure. */
function recordUnder(state: GameState, frame: LeaderFollowFrame): LeaderFollow | undefined {
  return leaderFollowOf(state, frame.faction);
}

const choiceAction = (faction: Faction, record: LeaderFollow, to: SpaceId): Action =>
  to === record.from ? { faction, type: 'stay' } : { faction, type: 'moveLeader', to };

/** Applies the choice (`to` the Leader's own space: he stays), closes the record, pops; 1.10 when he is left alone. */
function resolve(draft: Draft<GameState>, frame: LeaderFollowFrame, to: SpaceId | null): void {
  const faction = frame.faction;
  const record = leaderFollowOf(draft, faction)!;
  const from = record.from;
  const name = leaderName(draft, faction);
  const groups = groupsText(draft as GameState, record);
  const host = ownFrame<Draft<CommandHostFrame>>(draft, hostIndexUnder(draft, draft.stack.length - 1));
  const rest = host.leaderFollows!.filter((r) => r.faction !== faction);
  if (rest.length > 0) host.leaderFollows = rest;
  else delete host.leaderFollows;
  popFrame(draft);
  if (to === null) {
    // Nothing left to join: where he stands is 1.10's concern.
    if (draft.leaders[faction].at === 'available') askLeaderAlone(draft, faction, from);
    return;
  }
  const before = draft.leaders[faction].at;
  if (to !== before) placeLeader(draft, faction, to);
  const units = `the largest group of ${FACTION_ADJECTIVE[faction]} units`;
  log(draft, `${name} ${to === from ? `stays in ${spaceName(from)} with ${units}` : `follows ${units} to ${spaceName(to)}`} (${groups})`, RULE, faction);
  if (isLeaderAlone(draft, faction)) askLeaderAlone(draft, faction, to);
}

/**
 * What a Leader-follow decision must agree with, for `loadGame` (8.1): it sits right on a command host
 * whose Command is over, holding a record for a Non-Player Faction, with a choice between groups. Pure.
 */
function leaderFollowProblems(state: GameState, frame: LeaderFollowFrame, at: number): string[] {
  const host = state.stack[at - 1] as CommandHostFrame | undefined;
  if (host?.kind !== HOST_KIND) return [`kind: a Non-Player Leader follows the largest group once a Command is over, right on its command host (8.1)`];
  if (!isNonPlayer(state, frame.faction)) return [`faction: the ${FACTION_ADJECTIVE[frame.faction]} Leader follows groups by 8.1 only for a Faction in options.nonPlayers`];
  const record = host.leaderFollows?.find((r) => r.faction === frame.faction);
  if (!record) return [`faction: the command host under it records no ${FACTION_ADJECTIVE[frame.faction]} units moved around ${leaderName(state, frame.faction)} (8.1)`];
  return [];
}

/** The Non-Player Leader joins one of the largest groups (8.1). */
export const leaderFollowStep = defineStep<LeaderFollowFrame>({
  kind: LEADER_FOLLOW_KIND,
  rule: RULE,
  isDecision: (state, frame) => {
    const record = recordUnder(state, frame);
    return record !== undefined && followChoices(state, record).length > 1;
  },
  run(draft, frame) {
    const record = recordUnder(draft as GameState, frame)!;
    const choices = followChoices(draft as GameState, record);
    resolve(draft, frame, choices[0] ?? null);
  },
  decider: (_state, frame) => frame.faction,
  prompt(state, frame) {
    const record = recordUnder(state, frame)!;
    return `${leaderName(state, frame.faction)} follows one of the largest groups of ${FACTION_ADJECTIVE[frame.faction]} units that moved from (or stayed in) ${spaceName(record.from)} (8.1: choose at random among them)`;
  },
  options(state, frame): Action[] {
    const record = recordUnder(state, frame)!;
    return followChoices(state, record).map((to) => choiceAction(frame.faction, record, to));
  },
  handle(draft, frame, action) {
    const record = recordUnder(draft as GameState, frame)!;
    resolve(draft, frame, action.type === 'stay' ? record.from : (action.to as SpaceId));
  },
  validate: leaderFollowProblems,
});

