/**
 * Leaders during the French Commands (1.10), a helper shared by Agent Mobilization, Muster and March:
 * - a Leader "can follow any unit of its Faction anywhere it goes on the map during any Command";
 * - a Leader in the Available Forces box "may be placed on the map or West Indies along with any
 *   piece from the Available Forces box";
 * - "If at any time the current Leader is in a space with no pieces of its Faction, the owning
 *   Faction moves that Leader to any space with the same Faction's pieces or to its Available
 *   Forces box."
 *
 * Rulings:
 * - The owner decides (a frame whose decider is the Leader's Faction), also when the Command is
 *   another Faction's (Washington following Continentals in a French March, or joining Militia
 *   placed by French Agent Mobilization): 1.10 gives the alone-Leader move to the owning Faction,
 *   and a Leader's position matters to its owner (Rochambeau's capability, 1.10 table).
 * - A Leader moves at most once per March (1.10 calls Leaders "Leader units"; 3.5.4 "No unit moves
 *   more than once"), except for the forced move of a Leader left alone.
 * - A Leader left alone is set aside to Available at once, and its owner then chooses where it goes
 *   (the outcome is the same as choosing directly, and no state between actions ever shows a Leader
 *   standing alone, which core/invariants.ts checks).
 * @module
 */
import type { Draft } from 'immer';
import type { Action } from '../../../core/action';
import type { Frame, GameState } from '../../../core/state';
import type { Faction, SpaceId } from '../../../data/ids';
import { LEADER_INFO } from '../../../data/leaders';
import { SPACES } from '../../../data/map';
import { defineStep } from '../../../flow/step';
import { log, popFrame, pushFrame } from '../../../flow/frames';
import { countFaction, spacesWithFaction } from '../../board';
import { FACTION_NAMES } from '../common';

/** A Leader's owner deciding where it goes during a French Command (1.10). */
export interface FrenchCommandLeaderFrame extends Frame {
  kind: 'frenchCommandLeader';
  /** The Leader's Faction, who decides. */
  faction: Faction;
  /** Where the units went (or were placed) that the Leader may join; null when pieces were only removed. */
  with: SpaceId | null;
  /** Whether the Leader was left alone (then set aside to Available and must be placed or left there). */
  alone: boolean;
  /** Where the Leader stood before ('available' when it may be placed from the Available Forces box). */
  from: SpaceId | 'available';
}

/** Display name of a space. */
export const spaceName = (id: SpaceId): string => SPACES[id].name;

/** The current Leader's name of a Faction. */
export const leaderName = (state: GameState, faction: Faction): string => LEADER_INFO[state.leaders[faction].leader].name;

/** Whether the Faction's Leader stands in a space with none of its Faction's pieces (1.10). Pure. */
export function isLeaderAlone(state: GameState, faction: Faction): boolean {
  const at = state.leaders[faction].at;
  return at !== 'available' && countFaction(state.spaces[at].pieces, faction) === 0;
}

/**
 * 1.10: if the Faction's Leader now stands with none of its Faction's pieces, sets it aside to
 * Available (logged) and returns true; its owner must then be asked where it goes
 * ({@link offerLeader} with `setAside`, or {@link checkLeaderAlone}).
 */
export function setAsideIfAlone(draft: Draft<GameState>, faction: Faction): boolean {
  if (!isLeaderAlone(draft as GameState, faction)) return false;
  const from = draft.leaders[faction].at as SpaceId;
  draft.leaders[faction].at = 'available';
  log(draft, `${leaderName(draft as GameState, faction)} has no ${FACTION_NAMES[faction]} pieces left in ${spaceName(from)} and is set aside`, '1.10', faction);
  return true;
}

/**
 * After the Faction's units left `from` for `to` (or were placed in `to` from Available), offers the
 * Faction's Leader the 1.10 choice when there is one: follow / join the units, stay, or (when left
 * alone) go to any space with its Faction's pieces or Available. Pushes a decision frame on top of the
 * stack (call it last in a handler); no effect when the Leader is elsewhere.
 * - `placed`: the units were placed from the Available Forces box (the Leader may join them from Available);
 * - `mayFollow: false`: the Leader already moved in this Command; only the forced move of a Leader left alone is offered;
 * - `setAside`: the Leader was already set aside from `from` by {@link setAsideIfAlone} (its owner now chooses).
 */
export function offerLeader(
  draft: Draft<GameState>,
  faction: Faction,
  from: SpaceId | 'available',
  to: SpaceId,
  options: { placed?: boolean; mayFollow?: boolean; setAside?: boolean } = {},
): void {
  if (options.setAside) {
    pushAloneFrame(draft, faction, from as SpaceId, to);
    return;
  }
  const at = draft.leaders[faction].at;
  if (options.placed ? at !== 'available' : at !== from) return;
  if (setAsideIfAlone(draft, faction)) {
    pushAloneFrame(draft, faction, from as SpaceId, to);
    return;
  }
  if (options.mayFollow === false) return;
  const frame: FrenchCommandLeaderFrame = { kind: 'frenchCommandLeader', faction, with: to, alone: false, from };
  pushFrame(draft, frame);
}

/**
 * 1.10 after pieces of the Faction were removed from a space: if its Leader is left alone there,
 * it is set aside and its owner chooses where it goes. No effect otherwise.
 */
export function checkLeaderAlone(draft: Draft<GameState>, faction: Faction): void {
  const at = draft.leaders[faction].at;
  if (setAsideIfAlone(draft, faction)) pushAloneFrame(draft, faction, at as SpaceId, null);
}

function pushAloneFrame(draft: Draft<GameState>, faction: Faction, from: SpaceId, to: SpaceId | null): void {
  // Nowhere to go but Available: nothing to decide.
  if (spacesWithFaction(draft as GameState, faction).length === 0) return;
  const frame: FrenchCommandLeaderFrame = { kind: 'frenchCommandLeader', faction, with: to, alone: true, from };
  pushFrame(draft, frame);
}

/** The Leader's owner: follow the units, stay, or (alone) go to a space with its pieces or Available (1.10). */
export const frenchCommandLeaderStep = defineStep<FrenchCommandLeaderFrame>({
  kind: 'frenchCommandLeader',
  rule: '1.10',
  decider: (_state, frame) => frame.faction,
  prompt(state, frame) {
    const name = leaderName(state, frame.faction);
    if (frame.alone)
      return `${name} has no ${FACTION_NAMES[frame.faction]} pieces left in ${spaceName(frame.from as SpaceId)}: move the Leader to any space with ${FACTION_NAMES[frame.faction]} pieces or to the Available Forces box`;
    if (frame.from === 'available') return `${name} may be placed along with the pieces placed in ${spaceName(frame.with!)}, or stay Available`;
    return `${name} may follow the units moving from ${spaceName(frame.from)} to ${spaceName(frame.with!)}, or stay`;
  },
  options(state, frame): Action[] {
    const faction = frame.faction;
    if (frame.alone) {
      const out: Action[] = spacesWithFaction(state, faction).map((to) => ({ faction, type: 'moveLeader', to }));
      out.push({ faction, type: 'moveLeader', to: 'available' });
      return out;
    }
    return [
      { faction, type: 'moveLeader', to: frame.with! },
      { faction, type: 'done' },
    ];
  },
  handle(draft, frame, action) {
    const name = leaderName(draft as GameState, frame.faction);
    popFrame(draft);
    if (action.type === 'done') {
      log(draft, frame.from === 'available' ? `${name} stays Available` : `${name} stays in ${spaceName(frame.from)}`, '1.10', frame.faction);
      return;
    }
    const to = action.to!;
    draft.leaders[frame.faction].at = to;
    if (to !== 'available') {
      // Hand the move down to the Command that counts Leader moves (a Leader moves once per March).
      for (let i = draft.stack.length - 1; i >= 0; i--) {
        const moved = (draft.stack[i] as Frame).leadersMoved;
        if (Array.isArray(moved)) {
          if (!moved.includes(frame.faction)) moved.push(frame.faction);
          break;
        }
      }
    }
    log(
      draft,
      to === 'available'
        ? `${name} goes to the Available Forces box`
        : frame.with === to
          ? `${name} ${frame.from === 'available' ? 'is placed' : 'moves'} with the units to ${spaceName(to)}`
          : `${name} moves to ${spaceName(to)}`,
      '1.10',
      frame.faction,
    );
  },
});
