/**
 * The Event cards (chapter 5): every card whose program is written, by number. The Sequence of Play
 * offers a card's Event only when it is listed here; docs/events.md lists the cards and
 * docs/rules-coverage.md those still to come.
 * @module
 */
import type { CardId } from '../../data/ids';
import type { EventModule } from '../../flow/contracts';
import { eventModule } from './interpreter';
import type { EventCard } from './program';
import { commonSense } from './cards/02-commonSense';
import { penobscotExpedition } from './cards/04-penobscotExpedition';
import { franklinTravelsToFrance } from './cards/10-benjaminFranklinTravelsToFrance';
import { edwardBancroft } from './cards/29-edwardBancroft';
import { tryonPlot } from './cards/35-tryonPlot';
import { williamPitt } from './cards/41-williamPitt';
import { edmundBurke } from './cards/46-edmundBurkeOnConciliation';
import { comteDeSaintGermain } from './cards/49-comteDeSaintGermain';
import { antoineDeSartine } from './cards/54-antoineDeSartine';
import { jacquesTurgot } from './cards/56-jacquesTurgot';
import { frenchInAmericaWantCanada } from './cards/68-frenchInAmericaWantCanada';
import { frenchSettlersHelp } from './cards/72-frenchSettlersHelp';
import { frustratedShawneeWarriors } from './cards/82-frustratedShawneeWarriors';
import { guyCarleton } from './cards/83-guyCarleton';
import { stockbridgeIndians } from './cards/86-stockbridgeIndians';
import { indiansHelpBritish } from './cards/91-indiansHelpBritish';
import { cherokeesSupplied } from './cards/92-cherokeesSupplied';

/** The Event programs written, by card number. */
export const EVENT_CARDS: Readonly<Partial<Record<CardId, EventCard>>> = Object.freeze(
  Object.fromEntries(
    [
      commonSense,
      penobscotExpedition,
      franklinTravelsToFrance,
      edwardBancroft,
      tryonPlot,
      williamPitt,
      edmundBurke,
      comteDeSaintGermain,
      antoineDeSartine,
      jacquesTurgot,
      frenchInAmericaWantCanada,
      frenchSettlersHelp,
      frustratedShawneeWarriors,
      guyCarleton,
      stockbridgeIndians,
      indiansHelpBritish,
      cherokeesSupplied,
    ].map((c) => [c.card, c]),
  ),
);

/** The Event modules the Sequence of Play uses, by card number. */
export const EVENTS: Readonly<Partial<Record<CardId, EventModule>>> = Object.freeze(
  Object.fromEntries(Object.values(EVENT_CARDS).map((c) => [c!.card, eventModule(c!)])),
);
