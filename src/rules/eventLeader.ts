/**
 * 1.10 Leaders in Events, two halves of one decision:
 * - *follow*: once an Event instruction has moved units of a Faction out of the space its Leader stands
 *   in (`relocate`, `moveAdjacent`), the Leader's owner decides whether he goes with them — to the space
 *   (one of the spaces) they went to — or stays;
 * - *enter*: once an Event instruction has placed pieces of a Faction from Available (`place`,
 *   `replace`, `movePool` into the West Indies) while its Leader is Available, the owner decides whether
 *   he enters with them — in one of the spaces that received them — or stays Available (`from:
 *   'available'`).
 * The owner decides, whoever executes the Event (1.10 gives the Leader's moves to his Faction).
 *
 * The decision (frame kind `eventLeader`, decided by the Leader's Faction):
 * `{ faction, type: 'moveLeader', to }` for each space his units went to from his space (or his pieces
 * were placed in from Available) and that still holds units (pieces) of his Faction (canonical order),
 * or `{ faction, type: 'stay' }`.
 *
 * Rulings (docs/rulings.md, "1.10 Leaders in Events"):
 * - Asked once per instruction, when it is over (a Leader moves at most once per Event instruction,
 *   as once per Command), for the units that moved out of the space he stands in then; units are
 *   cubes, Militia, Continentals and War Parties of his own Faction, never Forts or Villages.
 * - A Leader the moves leave alone is set aside and moved by the 1.10 `leaderAlone` decision at once,
 *   as for every rule; that forced move does not count.
 * - Non-Players (8.1): the Leader goes with the largest group that moved or stayed (src/bots/leaders.ts);
 *   the frame keeps the groups, as the command host's record does for a Command.
 * - Entering: any piece counts (Forts and Villages too, as a Village in Gather), only pieces taken from
 *   the Available box (not Unavailable, Casualties, the West Indies or the map, 1.4.1); asked once per
 *   instruction, when it is over, for the spaces that still hold pieces of his Faction. A Non-Player
 *   enters where his Faction's Leader Redeployment would choose among them, else stays Available.
 * @module
 */
import type { Draft } from 'immer';
import type { Action } from '../core/action';
import { because, type Reason } from '../core/reason';
import type { Frame, GameState } from '../core/state';
import { FACTIONS, spaceIndex, type Faction, type SpaceId, type SpacePiece } from '../data/ids';
import { SPACE_PIECE_FACTION } from '../data/pieces';
import { FACTION_ADJECTIVE, spaceName, spacesText } from '../data/text';
import { log, popFrame, pushFrame } from '../flow/frames';
import { defineStep } from '../flow/step';
import { countFaction, placeLeader, piecesAt } from './board';
import { leaderName } from './leaders';
import { followGroups, UNIT_KINDS } from './nonPlayers/leaders';

/** Frame kind of a Leader's owner deciding whether he follows units an Event moved (1.10). */
export const EVENT_LEADER_KIND = 'eventLeader';

/**
 * A Leader's owner deciding whether he follows units of his Faction an Event instruction moved out of
 * his space, or (`from: 'available'`) enters with pieces of his Faction it placed from Available (1.10).
 */
export interface EventLeaderFrame extends Frame {
  kind: typeof EVENT_LEADER_KIND;
  /** The Leader's Faction, who decides. */
  faction: Faction;
  /** The space the Leader stands in, which the units left; `'available'` when he may enter with pieces placed from Available. */
  from: SpaceId | 'available';
  /** Units of the Faction the instruction moved out of `from`, by destination; entering, its pieces placed from Available, by space. */
  moved: Partial<Record<SpaceId, number>>;
  /** Units of the Faction the instruction moved into `from` (they neither left nor stayed, 8.1); 0 when entering. */
  arrived: number;
}

/** One piece an Event instruction placed from Available (1.10: an Available Leader may enter with it). */
export interface EventPlacement {
  readonly space: SpaceId;
  readonly piece: SpacePiece;
}

/** One piece an Event instruction moved. */
export interface EventMove {
  readonly from: SpaceId;
  readonly to: SpaceId;
  readonly piece: SpacePiece;
}

/**
 * The spaces (canonical order) the Leader may go to: following, each destination still holding units of
 * his Faction; entering, each space his pieces were placed in that still holds pieces of his Faction. Pure.
 */
export function eventLeaderDestinations(state: GameState, frame: EventLeaderFrame): SpaceId[] {
  if (frame.from === 'available') {
    return (Object.entries(frame.moved) as [SpaceId, number][])
      .filter(([space, n]) => n > 0 && countFaction(piecesAt(state, space), frame.faction) > 0)
      .map(([space]) => space)
      .sort((a, b) => spaceIndex(a) - spaceIndex(b));
  }
  return followGroups(state, { ...frame, from: frame.from }).moved.map(([to]) => to);
}

/**
 * After an Event instruction is over, asks each Faction whose Leader stands in a space its units left
 * during it whether he follows them, and each Faction whose Leader is Available and whose pieces it
 * placed from Available whether he enters with them (1.10): one `eventLeader` frame per such Leader, the
 * first Faction in canonical order on top. `moves` are the instruction's moves, `placed` its placements
 * from Available, in order. No effect when no unit left a Leader's space and no piece came from Available
 * for an Available Leader (or none of them can still be joined).
 */
export function offerEventLeaders(draft: Draft<GameState>, moves: readonly EventMove[], placed: readonly EventPlacement[] = []): void {
  if (moves.length === 0 && placed.length === 0) return;
  for (let i = FACTIONS.length - 1; i >= 0; i--) {
    const faction = FACTIONS[i];
    const at = draft.leaders[faction].at;
    if (at === 'available') {
      const frame: EventLeaderFrame = { kind: EVENT_LEADER_KIND, faction, from: 'available', moved: {}, arrived: 0 };
      let any = false;
      for (const p of placed)
        if (SPACE_PIECE_FACTION[p.piece] === faction) {
          frame.moved[p.space] = (frame.moved[p.space] ?? 0) + 1;
          any = true;
        }
      // No piece of his placed: nowhere to enter (no destination to look up).
      if (any && eventLeaderDestinations(draft as GameState, frame).length > 0) pushFrame(draft, frame);
      continue;
    }
    const units: readonly SpacePiece[] = UNIT_KINDS[faction];
    const frame: EventLeaderFrame = { kind: EVENT_LEADER_KIND, faction, from: at, moved: {}, arrived: 0 };
    let any = false;
    for (const m of moves) {
      if (!units.includes(m.piece) || m.from === m.to) continue;
      if (m.from === at) {
        frame.moved[m.to] = (frame.moved[m.to] ?? 0) + 1;
        any = true;
      } else if (m.to === at) frame.arrived += 1;
    }
    // No unit of his left his space: nowhere to follow (no destination to look up).
    if (any && eventLeaderDestinations(draft as GameState, frame).length > 0) pushFrame(draft, frame);
  }
}

/**
 * Why the Leader's owner may not move him there now (1.10: only with the units just moved out of his
 * space; entering, only with the pieces just placed from Available), or null. Pure.
 */
function explainEventLeader(state: GameState, frame: EventLeaderFrame, action: Action): Reason | null {
  if (action.type !== 'moveLeader' || action.to === undefined) return null;
  const to = action.to;
  const destinations = eventLeaderDestinations(state, frame);
  if (to !== 'available' && destinations.includes(to)) return null;
  const name = leaderName(state, frame.faction);
  if (frame.from === 'available') {
    if (to === 'available') return because('1.10', `${name} is Available already: staying there is the action 'stay'`);
    const why = countFaction(piecesAt(state, to), frame.faction) === 0 ? `, and ${spaceName(to)} holds no ${FACTION_ADJECTIVE[frame.faction]} piece` : '';
    return because(
      '1.10',
      `${name} may enter only along with the ${FACTION_ADJECTIVE[frame.faction]} pieces the Event placed from Available (in ${spacesText(destinations)}) or stay Available, not go to ${spaceName(to)}${why}`,
    );
  }
  const where = to === 'available' ? 'the Available Forces box' : spaceName(to);
  return because('1.10', `${name} may only follow the ${FACTION_ADJECTIVE[frame.faction]} units the Event moved from ${spaceName(frame.from)} (to ${spacesText(destinations)}) or stay, not go to ${where}`);
}

/**
 * What an Event Leader decision must agree with, for `loadGame` (1.10): it sits on the Event (or on
 * another Leader's decision above it), the Leader stands where the units came from, and units of his
 * Faction moved out of there, into spaces other than his; entering, the Leader is Available and pieces
 * of his Faction were placed from Available. Pure.
 */
function eventLeaderProblems(state: GameState, frame: EventLeaderFrame, at: number): string[] {
  const out: string[] = [];
  let i = at - 1;
  while (i > 0 && (state.stack[i].kind === EVENT_LEADER_KIND || state.stack[i].kind === 'leaderAlone')) i--;
  if (state.stack[i]?.kind !== 'event') out.push(`kind: a Leader follows units an Event moved only right after the Event's instruction, on the Event (1.10)`);
  const name = leaderName(state, frame.faction);
  const stands = state.leaders[frame.faction].at;
  if (frame.from === 'available') {
    if (stands !== 'available') out.push(`from: ${name} is to enter with pieces placed from Available, but stands in ${spaceName(stands)}`);
    const placed = Object.entries(frame.moved) as [SpaceId, number][];
    if (placed.length === 0) out.push(`moved: no ${FACTION_ADJECTIVE[frame.faction]} piece was placed from Available for ${name} to enter with (1.10)`);
    for (const [space, n] of placed) if (n < 1) out.push(`moved.${space}: a space is listed for one or more pieces placed there from Available (1.10)`);
    if (frame.arrived !== 0) out.push(`arrived: ${frame.arrived}, but pieces placed from Available arrive nowhere ${name} stands (0)`);
    return out;
  }
  if (stands !== frame.from) out.push(`from: ${name} is to follow units that left ${spaceName(frame.from)}, but ${stands === 'available' ? 'is Available' : `stands in ${spaceName(stands)}`}`);
  const moved = Object.entries(frame.moved) as [SpaceId, number][];
  if (moved.length === 0) out.push(`moved: no ${FACTION_ADJECTIVE[frame.faction]} units moved out of ${spaceName(frame.from)} for ${name} to follow (1.10)`);
  for (const [to, n] of moved) if (to === frame.from || n < 1) out.push(`moved.${to}: a group is one or more units moved from ${spaceName(frame.from)} to another space (1.10)`);
  return out;
}

/** The Leader's owner: follow the units an Event moved out of his space, or enter with the pieces it placed from Available; or stay (1.10). */
export const eventLeaderStep = defineStep<EventLeaderFrame>({
  kind: EVENT_LEADER_KIND,
  rule: '1.10',
  decider: (_state, frame) => frame.faction,
  prompt(state, frame) {
    const name = leaderName(state, frame.faction);
    if (frame.from === 'available')
      return `${name} may enter along with the ${FACTION_ADJECTIVE[frame.faction]} pieces the Event placed from Available in ${spacesText(eventLeaderDestinations(state, frame))}, or stay Available`;
    return `${name} may follow the ${FACTION_ADJECTIVE[frame.faction]} units the Event moved from ${spaceName(frame.from)} to ${spacesText(eventLeaderDestinations(state, frame))}, or stay`;
  },
  options(state, frame): Action[] {
    const faction = frame.faction;
    const out: Action[] = eventLeaderDestinations(state, frame).map((to) => ({ faction, type: 'moveLeader', to }));
    out.push({ faction, type: 'stay' });
    return out;
  },
  explain: explainEventLeader,
  handle(draft, frame, action) {
    const name = leaderName(draft, frame.faction);
    popFrame(draft);
    if (action.type === 'stay') {
      log(draft, frame.from === 'available' ? `${name} stays Available` : `${name} stays in ${spaceName(frame.from)}`, '1.10', frame.faction);
      return;
    }
    const to = action.to as SpaceId;
    placeLeader(draft, frame.faction, to);
    if (frame.from === 'available') {
      log(draft, `${name} enters ${spaceName(to)} along with the ${FACTION_ADJECTIVE[frame.faction]} pieces placed from Available`, '1.10', frame.faction);
      return;
    }
    log(draft, `${name} follows the ${FACTION_ADJECTIVE[frame.faction]} units to ${spaceName(to)}`, '1.10', frame.faction);
  },
  validate: eventLeaderProblems,
});
