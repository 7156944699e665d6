/**
 * Positions at the start of an Event card (2.3.8): the card in play, nobody offered options yet, the
 * Brilliant Stroke window about to open.
 */
import type { Draft } from 'immer';
import type { Action } from '../../../src/core/action';
import type { GameState } from '../../../src/core/state';
import type { CardId, Faction } from '../../../src/data/ids';
import { settle } from '../../../src/game/machine';
import { isWinterQuartersCard } from '../../../src/rules/sequence/deck';
import { arrange, atCard } from '../../../src/testing/builders';
import { position, type PositionOptions } from '../../../src/testing/kit';

/** A position (the kit's `position`) at the start of `card` (default #1: Patriots, British, French, Indians), settled: the window is held. */
export function atCardStart(options: PositionOptions, recipe: (d: Draft<GameState>) => void, card: CardId = 1, after: (d: Draft<GameState>) => void = () => {}): GameState {
  const base = atCard(position(options, recipe), card);
  return arrange(base, (d) => {
    if (isWinterQuartersCard(d.deck.next)) {
      const i = d.deck.draw.findIndex((c) => !isWinterQuartersCard(c));
      const swap = d.deck.draw[i];
      d.deck.draw[i] = d.deck.next!;
      d.deck.next = swap;
    }
    d.turn = { offered: [], executed: [], stayEligible: [], makeIneligible: [] };
    d.stack = [{ kind: 'game', phase: 'advance' }, { kind: 'eventCard' }];
    after(d);
    settle(d);
  });
}

/** The play action. */
export const stroke = (faction: Faction): Action => ({ faction, type: 'brilliantStroke' });
/** The decline action. */
export const decline = (faction: Faction): Action => ({ faction, type: 'done' });
