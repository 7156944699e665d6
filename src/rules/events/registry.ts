/**
 * The Event registry (5.0): the Sequence of Play offers a card's Event only when its program is
 * registered here. Events arrive card by card in a later release; until then none is offered
 * (docs/rules-coverage.md lists them).
 * @module
 */
import type { Draft } from 'immer';
import type { GameState } from '../../core/state';
import type { CardId, Faction } from '../../data/ids';

/** Which side of a Dual Use Event (5.2). */
export type EventSide = 'unshaded' | 'shaded';

/** An Event card's program. */
export interface EventModule {
  readonly card: CardId;
  /** Whether the Faction may execute this side now (5.1.3: only if some of its text can be implemented). */
  canExecute(state: GameState, faction: Faction, side: EventSide): boolean;
  /** Pushes the Event's frame. */
  start(draft: Draft<GameState>, faction: Faction, side: EventSide): void;
}

/** Implemented Events by card number. */
export const EVENTS: Readonly<Partial<Record<CardId, EventModule>>> = Object.freeze({});
