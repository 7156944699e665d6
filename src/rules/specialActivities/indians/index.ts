/**
 * Indian Special Activities (4.4): Trade, War Path and Plunder (only with a Raid).
 * @module
 */
import type { SpecialActivityModule } from '../../../flow/contracts';
import { trade } from './trade';
import { warPath } from './warPath';
import { plunder } from './plunder';

/** The Indian Special Activity modules, rulebook order. */
export const INDIANS_ACTIVITIES: readonly SpecialActivityModule[] = [trade, warPath, plunder];

export { trade, tradeStep, tradeSpaces, tradeMaxTransfer, activateWarParties, removeWarParty, TRADE_REFUSED_GAIN, type TradeFrame } from './trade';
export { warPath, warPathStep, warPathPlans, warPathSpaces, brantIn, WAR_PATH_TARGETS, type WarPathPlan, type WarPathFrame } from './warPath';
export { plunder, plunderStep, plunderSpaces, plunderAmount, canPlunder, type PlunderFrame } from './plunder';
