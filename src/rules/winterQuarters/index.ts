/**
 * The Winter Quarters Round (6.0–6.7): its step modules and public queries.
 * @module
 */

export { WINTER_QUARTERS_PHASES, winterQuartersStep, type WinterQuartersFrame, type WinterQuartersPhase } from './round';
export {
  SUPPLY_ORDER,
  SUPPLY_KINDS,
  isInSupply,
  outOfSupplySpaces,
  supplyUnits,
  frenchSupplyDestinations,
  indianSupplyDestinations,
  supplyVillageSpaces,
} from './supply';
export { westIndiesBattleNeeded, westIndiesUnits } from './westIndies';
export { resourcesEarned, earningsDetail, collectResources, type Earnings } from './resources';
export { MAX_SUPPORT_SHIFTS, rewardLoyaltySpaces, nextRewardLoyalty, gageIn, committeesSpaces, nextCommittees } from './support';
export { leaderChange, changeLeader, redeploymentDestinations, REDEPLOYMENT_ORDER, britishRelease, releaseBritish, fniReductionDue } from './redeployment';
export { blockadedCities } from '../blockades';
export { startPatriotDesertion, startToryDesertion } from './desertion';
export { desertionCounts } from '../procedures/desertion';
export { resetPhase } from './reset';
export { aheadInSecondCondition, resolveWinterQuartersCard } from './cards';
export { aloneLeaders, leaderDestinations, checkLeaders, leaderAloneStep, type LeaderAloneFrame } from '../leaders';
