/**
 * lod-engine/rules: read-only rule queries and constants — board (Control, Support, stacking),
 * victory, set-up, sequence of play.
 * @packageDocumentation
 */
export {
  computeControl,
  controlOf,
  totalSupport,
  totalOpposition,
  frenchPreparations,
  isBlockaded,
  effectivePopulation,
  countBritish,
  countPatriots,
  countFrench,
  countIndians,
  countRoyalist,
  countRebellion,
  countMilitia,
  countWarParties,
  countBritishCubes,
  countForts,
  countFaction,
  countOnMap,
  countPoolTypeOnMap,
  patriotFortsOnMap,
  villagesOnMap,
  britishFortsOnMap,
  blockadesOnCities,
  hasRoomForFort,
  mayOccupy,
  spacesWithFaction,
} from './rules/board';
export {
  victoryMargins,
  victoryCheck,
  finalResult,
  rankAfterCheck,
  rankAtEnd,
  sideOf,
  partnerOf,
  isNonPlayer,
  isOnePlayer,
  TIE_ORDER,
  NONPLAYER_TIE_ORDER,
} from './rules/victory';
export { prepareDeck, validateDeck, EVENTS_PER_CAMPAIGN, CARDS_PER_CAMPAIGN, WINTER_QUARTERS_DEPTH } from './rules/setup';
export { PASS_RESOURCES, nextEligible } from './rules/sequence/eligibility';
export { eligibleChoices, type EligibleChoices } from './rules/sequence/eventCard';
export { isFinalWinterQuarters, isWinterQuartersCard } from './rules/sequence/deck';
export { COMMANDS, commandsOf, type CommandModule, type CommandMode } from './rules/commands/registry';
