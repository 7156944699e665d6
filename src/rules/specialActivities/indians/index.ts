/**
 * Indian Special Activities (4.4): Trade, War Path and Plunder (only with a Raid).
 * @module
 */
import type { SpecialActivityModule } from '../../../flow/contracts';
import { indiansTrade } from './trade';
import { indiansWarPath } from './warPath';
import { indiansPlunder } from './plunder';

/** The Indian Special Activity modules, rulebook order. */
export const INDIANS_ACTIVITIES: readonly SpecialActivityModule[] = [indiansTrade, indiansWarPath, indiansPlunder];

export { indiansTrade, indiansTradeStep, tradeSpaces, tradeMaxTransfer, activateWarParties, removeWarParty, TRADE_REFUSED_GAIN, type IndiansTradeFrame } from './trade';
export { indiansWarPath, indiansWarPathStep, warPathPlans, warPathSpaces, brantIn, WAR_PATH_TARGETS, type WarPathPlan, type IndiansWarPathFrame } from './warPath';
export { indiansPlunder, indiansPlunderStep, plunderSpaces, plunderAmount, canPlunder, type IndiansPlunderFrame } from './plunder';
