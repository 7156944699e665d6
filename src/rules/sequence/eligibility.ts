/**
 * Eligibility (2.3.1, 2.3.2, 2.3.6) and Passing (2.3.3).
 * @module
 */
import type { Draft } from 'immer';
import type { GameState, TurnState } from '../../core/state';
import { own } from '../../core/pathCopy';
import { FACTIONS, type Faction } from '../../data/ids';
import { cardById } from '../../data/cards';

/** Resources gained by Passing (2.3.3): +2 British and French, +1 Patriots and Indians. */
export const PASS_RESOURCES: Readonly<Record<Faction, number>> = Object.freeze({ british: 2, french: 2, patriots: 1, indians: 1 });

/** A fresh record of the current card's activity. */
export function newTurn(): TurnState {
  return { offered: [], executed: [], stayEligible: [], makeIneligible: [] };
}

/**
 * The next Faction to receive options on the current Event card (2.3.2, 2.3.3): the leftmost
 * Eligible Faction not yet offered, while fewer than two have executed; null when the card is done.
 */
export function nextEligible(state: GameState): Faction | null {
  const turn = state.turn;
  if (!turn || state.deck.current === null) return null;
  if (turn.executed.length >= 2) return null;
  for (const f of cardById(state.deck.current).order) if (state.eligible[f] && !turn.offered.includes(f)) return f;
  return null;
}

/** Marks a Faction Eligible or Ineligible for the next card (2.3.1). */
export function setEligible(draft: Draft<GameState>, faction: Faction, eligible: boolean): void {
  if (draft.eligible[faction] !== eligible) own<Record<Faction, boolean>>(draft, 'eligible')[faction] = eligible;
}

/** Whether `faction` is among those that executed (an indexed loop: the turn's list is frozen, which V8's array methods walk slowly). */
function executedBy(executed: readonly { faction: Faction }[], faction: Faction): boolean {
  for (let i = 0; i < executed.length; i++) if (executed[i].faction === faction) return true;
  return false;
}

/**
 * 2.3.6 Adjust Eligibility: Factions that executed a Command or Event become Ineligible, the others
 * Eligible, with the exceptions an Event made (stay Eligible / Ineligible through the next card).
 */
export function adjustEligibility(draft: Draft<GameState>): void {
  const turn = draft.turn;
  if (!turn) return;
  for (const f of FACTIONS) {
    const executed = executedBy(turn.executed, f);
    let eligible = !executed;
    if (turn.stayEligible.includes(f)) eligible = true;
    if (turn.makeIneligible.includes(f)) eligible = false;
    setEligible(draft, f, eligible);
  }
}
