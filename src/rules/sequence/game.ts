/**
 * The bottom frame of the machine: play the current card, then the next (2.2, 2.3.7, 2.4).
 * @module
 */
import type { Frame } from '../../core/state';
import { defineStep } from '../../flow/step';
import { endGame, log, pushFrame } from '../../flow/frames';
import { cardById } from '../../data/cards';
import { finalResult } from '../victory';
import { advanceDeck, isWinterQuartersCard } from './deck';
import { newTurn } from './eligibility';

/** The game frame: `play` the current card, then `advance` to the next. */
export interface GameFrame extends Frame {
  kind: 'game';
  phase: 'play' | 'advance';
}

/** The game loop step. */
export const gameStep = defineStep<GameFrame>({
  kind: 'game',
  rule: '2.0',
  run(draft, frame) {
    if (frame.phase === 'advance') {
      advanceDeck(draft);
      frame.phase = 'play';
      return;
    }
    const card = draft.deck.current;
    if (card === null) {
      // Only reachable with a deck that lacks its final Winter Quarters card; end per 7.3.
      endGame(draft, finalResult(draft));
      return;
    }
    frame.phase = 'advance';
    if (isWinterQuartersCard(card)) {
      draft.winterQuarters += 1;
      log(draft, `Winter Quarters Round ${draft.winterQuarters}: ${cardById(card).title}`, '6.0');
      pushFrame(draft, { kind: 'winterQuarters', phase: 'victoryCheck' });
    } else {
      draft.turn = newTurn();
      log(draft, `Card ${card}: ${cardById(card).title}`, '2.3');
      pushFrame(draft, { kind: 'eventCard' });
    }
  },
  /**
   * While the current card is under way (frames above), the game waits to advance to the next: each card is played once (2.3.7, 6.0).
   * Only the table's reveal of a card (with external cards) comes before the card in play is played.
   */
  validate(state, frame, at) {
    const revealing = state.stack.length === at + 2 && state.stack[at + 1].kind === 'revealCard';
    if (frame.phase === 'play' && state.stack.length > at + 1 && !revealing)
      return ["phase: 'play' would play the current card again once it is over; while it is under way the game waits to advance (2.3.7)"];
    if (frame.phase === 'advance' && revealing) return ["phase: 'advance' under a card being revealed: the card revealed is played next, not skipped (2.3.7)"];
    return [];
  },
});
