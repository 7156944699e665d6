/**
 * 1.10 A Leader left alone: "If at any time the current Leader is in a space with no pieces of its
 * Faction, the owning Faction moves that Leader to any space with the same Faction's pieces or to
 * its Available Forces box." A reusable decision step for every rule that removes or moves pieces.
 *
 * Ruling (invariant-friendly): the alone Leader is first set aside to Available at once, then its
 * owner decides where it goes (`to` a space with its pieces, or `available` to leave it there).
 * The outcome is the same as choosing directly, and no state between actions ever shows a Leader
 * standing alone (core/invariants.ts checks exactly that).
 * @module
 */
import type { Draft } from 'immer';
import type { Action } from '../../core/action';
import type { Frame, GameState } from '../../core/state';
import { FACTIONS, SPACE_IDS, type Faction, type SpaceId } from '../../data/ids';
import { LEADER_INFO } from '../../data/leaders';
import { defineStep } from '../../flow/step';
import { log, popFrame, pushFrame } from '../../flow/frames';
import { countFaction } from '../board';
import { FACTION_ADJECTIVE, FACTION_NAME, spaceName } from './common';

/** A Faction moving its Leader that was left without pieces (1.10). */
export interface LeaderAloneFrame extends Frame {
  kind: 'leaderAlone';
  faction: Faction;
  /** Where the Leader stood when it was left alone. */
  from: SpaceId;
}

/** Factions whose Leader stands in a space with no pieces of its Faction (canonical order). Pure. */
export function aloneLeaders(state: GameState): Faction[] {
  return FACTIONS.filter((f) => {
    const at = state.leaders[f].at;
    return at !== 'available' && countFaction(state.spaces[at].pieces, f) === 0;
  });
}

/** Spaces (canonical order) where a Faction's Leader may go: every space holding that Faction's pieces. Pure. */
export function leaderDestinations(state: GameState, faction: Faction): SpaceId[] {
  return SPACE_IDS.filter((id) => countFaction(state.spaces[id].pieces, faction) > 0);
}

/**
 * Applies 1.10 after pieces were removed or moved: every Leader now alone goes to Available, and
 * its owner gets the decision to move it on to a space with its pieces (pushed on top of the stack,
 * so call it last in a handler or run). No effect when no Leader is alone.
 */
export function checkLeaders(draft: Draft<GameState>): void {
  for (const faction of [...aloneLeaders(draft as GameState)].reverse()) {
    const from = draft.leaders[faction].at as SpaceId;
    draft.leaders[faction].at = 'available';
    const name = LEADER_INFO[draft.leaders[faction].leader].name;
    log(draft, `${name} has no ${FACTION_ADJECTIVE[faction]} pieces left in ${spaceName(from)} and is set aside`, '1.10', faction);
    if (leaderDestinations(draft as GameState, faction).length > 0) {
      const frame: LeaderAloneFrame = { kind: 'leaderAlone', faction, from };
      pushFrame(draft, frame);
    }
  }
}

/** The owner of a Leader left alone moves it to a space with its pieces or to Available (1.10). */
export const leaderAloneStep = defineStep<LeaderAloneFrame>({
  kind: 'leaderAlone',
  rule: '1.10',
  decider: (_state, frame) => frame.faction,
  prompt: (state, frame) =>
    `${LEADER_INFO[state.leaders[frame.faction].leader].name} is in a space with no pieces of its Faction: ` +
    `the ${FACTION_NAME[frame.faction]} move that Leader to any space with the same Faction's pieces or to its Available Forces box`,
  options(state, frame): Action[] {
    const out: Action[] = leaderDestinations(state, frame.faction).map((to) => ({ faction: frame.faction, type: 'moveLeader', to }));
    out.push({ faction: frame.faction, type: 'moveLeader', to: 'available' });
    return out;
  },
  handle(draft, frame, action) {
    const to = action.to!;
    draft.leaders[frame.faction].at = to;
    const name = LEADER_INFO[draft.leaders[frame.faction].leader].name;
    log(draft, to === 'available' ? `${name} stays in the Available Forces box` : `${name} moves to ${spaceName(to)}`, '1.10', frame.faction);
    popFrame(draft);
  },
});
