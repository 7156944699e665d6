/**
 * The Event cards (chapter 5): the Sequence of Play offers a card's Event only when its program is
 * listed here. Events arrive card by card in a later release; until then none is offered
 * (docs/rules-coverage.md lists them).
 * @module
 */
import type { CardId } from '../../data/ids';
import type { EventModule } from '../../flow/contracts';

/** Implemented Events by card number. */
export const EVENTS: Readonly<Partial<Record<CardId, EventModule>>> = Object.freeze({});
