/**
 * The Event preview bound to Liberty or Death (see src/rules/events/preview.ts): the rules module needs
 * the game's steps to play an Event on a copy, and only the composition root may hand them over.
 * @module
 */
import type { GameState } from '../core/state';
import type { EventSide } from '../flow/contracts';
import { previewEventWith, type EventPreview, type PreviewOptions } from '../rules/events/preview';
import { GAME } from './definition';
import { knowLater, knowNext, listed } from './machine';

/**
 * Plays Event side `side` of the current card on a copy of `state` — a state with a Faction's options
 * pending on the card and that side offered — to its end, every decision inside it (the free Commands it
 * grants included) taken by `options.choose` (default: the first legal action), and returns the state
 * after the Event with the decisions taken (docs/events.md, "Previewing an Event"). `state` is unchanged.
 * Read the result with `eventEffects(state, preview.state)`.
 * @throws Error when that Event side is not offered now, or the chooser returns an illegal action.
 */
export function previewEvent(state: GameState, side: EventSide, options: PreviewOptions = {}): EventPreview {
  return previewEventWith(GAME, state, side, options, listed, TOLD);
}

/** The machine's hooks for the steps a preview made. */
const TOLD = { knowNext, knowLater };
