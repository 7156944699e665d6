/**
 * Leaders during the French Commands (1.10), a helper shared by Agent Mobilization, Muster and March:
 * - a Leader may go along with any unit of its own Faction wherever that unit moves during a Command;
 * - an Available Leader may enter the map (or the West Indies) together with any piece placed from
 *   Available;
 * - a Leader left without any piece of its own Faction in its space is moved by its owner to a space with that
 *   Faction's pieces or to Available: the shared 1.10 helper and its `leaderAlone` decision
 *   (rules/leaders.ts).
 *
 * Rulings:
 * - The owner decides (a frame whose decider is the Leader's Faction), also when the Command is
 *   another Faction's (Washington following Continentals in a French March, or joining Militia
 *   placed by French Agent Mobilization): 1.10 gives the alone-Leader move to the owning Faction,
 *   and a Leader's position matters to its owner (Rochambeau's capability, 1.10 table).
 * - A Leader moves at most once per March (1.10 treats Leaders as units, and 3.5.4 moves each unit
 *   at most once), except for the forced move of a Leader left alone; both kinds of move are
 *   recorded in the March's `leadersMoved`.
 * @module
 */
import type { Draft } from 'immer';
import type { Action } from '../../../core/action';
import type { Frame, GameState } from '../../../core/state';
import type { Faction, SpaceId } from '../../../data/ids';
import { SPACES } from '../../../data/map';
import { defineStep } from '../../../flow/step';
import { log, popFrame, pushFrame } from '../../../flow/frames';
import { askLeaderAlone, leaderName, recordLeaderMove, setAsideIfAlone } from '../../leaders';
import { leaderFollowsGroups } from '../../nonPlayers/leaders';
import { countFaction, placeLeader, piecesAt } from '../../board';
import { FACTION_ADJECTIVE, spaceName as placeName } from '../../../data/text';
import { because, type Reason } from '../../../core/reason';

/** What the Leader's check reads of the March or Muster under it (their frames import this module). */
interface MarchUnder extends Frame {
  current: SpaceId | null;
  origins: SpaceId[];
}
interface MusterUnder extends Frame {
  selected: SpaceId[];
}

/** A Leader's owner deciding whether it follows (or joins) units during a French Command (1.10). */
export interface FrenchCommandLeaderFrame extends Frame {
  kind: 'frenchCommandLeader';
  /** The Leader's Faction, who decides. */
  faction: Faction;
  /** Where the units went (or were placed) that the Leader may join. */
  with: SpaceId;
  /** Where the Leader stands ('available' when it may be placed from the Available Forces box). */
  from: SpaceId | 'available';
}

/** Display name of a space. */
export const spaceName = (id: SpaceId): string => SPACES[id].name;

/**
 * After the Faction's units left `from` for `to` (or were placed in `to` from Available), offers the
 * Faction's Leader the 1.10 choice when there is one: follow / join the units or stay; when left alone,
 * the shared `leaderAlone` decision (any space with its Faction's pieces, or Available). Pushes a
 * decision frame on top of the stack (call it last in a handler); no effect when the Leader is elsewhere.
 * - `placed`: the units were placed from the Available Forces box (the Leader may join them from Available);
 * - `mayFollow: false`: the Leader already moved in this Command; only the forced move of a Leader left alone is offered;
 * - `setAside`: the Leader was already set aside from `from` by `setAsideIfAlone` (its owner now chooses).
 */
export function offerLeader(
  draft: Draft<GameState>,
  faction: Faction,
  from: SpaceId | 'available',
  to: SpaceId,
  options: { placed?: boolean; mayFollow?: boolean; setAside?: boolean } = {},
): void {
  if (options.setAside) {
    askLeaderAlone(draft, faction, from as SpaceId);
    return;
  }
  const at = draft.leaders[faction].at;
  if (options.placed ? at !== 'available' : at !== from) return;
  if (setAsideIfAlone(draft, faction)) {
    askLeaderAlone(draft, faction, from as SpaceId);
    return;
  }
  if (options.mayFollow === false) return;
  // 8.1: a Non-Player's Leader follows the largest group once the Command is over, not group by group.
  if (!options.placed && leaderFollowsGroups(draft, faction)) return;
  const frame: FrenchCommandLeaderFrame = { kind: 'frenchCommandLeader', faction, with: to, from };
  pushFrame(draft, frame);
}

/** Frames that may sit between a French Command and its Leader decision (another Leader's 1.10 decision). */
const LEADER_KINDS: readonly string[] = ['frenchCommandLeader', 'leaderAlone'];

/**
 * What a Leader decision during a French Command must agree with, for `loadGame` (1.10): the Leader
 * stands where the units came from (Available for pieces placed from there), the units' space holds
 * pieces of its Faction to join, and the French Command under it moved or placed them there (a
 * Muster in its one space, from Available; a March into its destination, from one of its origins). Pure.
 */
function commandLeaderProblems(state: GameState, frame: FrenchCommandLeaderFrame, at: number): string[] {
  const out: string[] = [];
  const name = leaderName(state, frame.faction);
  const stands = state.leaders[frame.faction].at;
  if (stands !== frame.from) {
    const where = stands === 'available' ? 'is Available' : `stands in ${placeName(stands)}`;
    out.push(`from: ${name} is to ${frame.from === 'available' ? 'be placed from Available' : `follow the units from ${placeName(frame.from)}`}, but ${where}`);
  }
  if (countFaction(piecesAt(state, frame.with), frame.faction) === 0)
    out.push(`with: ${placeName(frame.with)} holds no ${FACTION_ADJECTIVE[frame.faction]} piece for ${name} to join`);
  let i = at - 1;
  while (i > 0 && LEADER_KINDS.includes(state.stack[i].kind)) i--;
  const command = state.stack[i];
  const joining = `with: ${name} may join units coming ${frame.from === 'available' ? 'from Available' : `from ${placeName(frame.from)}`} to ${placeName(frame.with)}`;
  if (command?.kind === 'frenchMarch') {
    const march = command as MarchUnder;
    if (frame.with !== march.current || frame.from === 'available' || !march.origins.includes(frame.from))
      out.push(`${joining}, but the March under it brought no such group`);
  } else if (command?.kind === 'frenchMuster') {
    const space = (command as MusterUnder).selected[0];
    if (frame.with !== space || frame.from !== 'available')
      out.push(`${joining}, but the Muster under it placed French Regulars from Available in ${space === undefined ? 'no space' : placeName(space)}`);
  }
  return out;
}

/** Why the Leader's owner may not move it there now (1.10: only with the units just moved or placed), or null for other actions. Pure. */
function explainCommandLeader(state: GameState, frame: FrenchCommandLeaderFrame, action: Action): Reason | null {
  if (action.type !== 'moveLeader' || action.to === frame.with) return null;
  const name = leaderName(state, frame.faction);
  const where = action.to === 'available' ? 'Available' : placeName(action.to!);
  if (frame.from === 'available') return because('1.10', `${name} may enter the map only with the pieces just placed, in ${placeName(frame.with)}, not in ${where}`);
  return because('1.10', `${name} may only follow the units that moved from ${placeName(frame.from)} to ${placeName(frame.with)}, not go to ${where}`);
}

/** The Leader's owner: follow (or join) the units, or stay (1.10). */
export const frenchCommandLeaderStep = defineStep<FrenchCommandLeaderFrame>({
  kind: 'frenchCommandLeader',
  rule: '1.10',
  decider: (_state, frame) => frame.faction,
  prompt(state, frame) {
    const name = leaderName(state, frame.faction);
    if (frame.from === 'available') return `${name} may be placed along with the pieces placed in ${spaceName(frame.with)}, or stay Available`;
    return `${name} may follow the units moving from ${spaceName(frame.from)} to ${spaceName(frame.with)}, or stay`;
  },
  options(_state, frame): Action[] {
    const faction = frame.faction;
    return [
      { faction, type: 'moveLeader', to: frame.with },
      { faction, type: 'done' },
    ];
  },
  explain: explainCommandLeader,
  handleReadsFrame: true,
  handle(draft, frame, action) {
    const name = leaderName(draft, frame.faction);
    popFrame(draft);
    if (action.type === 'done') {
      log(draft, frame.from === 'available' ? `${name} stays Available` : `${name} stays in ${spaceName(frame.from)}`, '1.10', frame.faction);
      return;
    }
    const to = frame.with;
    placeLeader(draft, frame.faction, to);
    // Hand the move down to the Command that counts Leader moves (a Leader moves once per March).
    recordLeaderMove(draft, frame.faction);
    log(draft, `${name} ${frame.from === 'available' ? 'is placed' : 'moves'} with the units to ${spaceName(to)}`, '1.10', frame.faction);
  },
  validate: commandLeaderProblems,
});
