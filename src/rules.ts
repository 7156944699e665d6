/**
 * lod-engine/rules: read-only rule queries and constants — board (Control, Support, stacking),
 * victory, set-up, sequence of play, Winter Quarters, and namespaces for the Commands, Battle and
 * the Special Activities.
 * @packageDocumentation
 */
export { piecesAt, supportLevel, markersIn, computeControl, controlOf, totalSupport, totalOpposition, frenchPreparations, isBlockaded, effectivePopulation, countBritish, countPatriots, countFrench, countIndians, countRoyalist, countRebellion, countMilitia, countWarParties, countBritishCubes, countForts, countFaction, countOnMap, countPoolTypeOnMap, patriotFortsOnMap, villagesOnMap, britishFortsOnMap, blockadesOnCities, hasRoomForFort, mayOccupy, spacesWithFaction, factionSpacesMask, spacesHoldingMask, controlMask, spacesOf, markersOnMap } from './rules/board';
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
// The table's own cards (cards: 'external'): what Deck Preparation allows as the next card, and where it lies.
export { revealableCards, revealRefusal, revealChances, nextDeckPosition, revealedDeckCards, deckCampaigns, cardsAreExternal } from './rules/sequence/reveal';
export { COMMANDS, SPECIAL_ACTIVITIES, GAME, FRAME_KINDS } from './game/definition';
export type { CommandModule, CommandMode, CommandFrame, Restriction, BattleModifiers, SpecialActivityModule, ActivityContext, EventModule, EventSide, GameDefinition } from './flow/contracts';
export type { CommandHostFrame, LeaderFollow } from './flow/hostFrame';
export { eventInstruction, eventLookahead, type EventReading, type InstructionReading, type InstructionOp, type EventLookahead, type LinkedReading, type InstructionLinks } from './rules/events/reading';
export { previewEvent } from './game/preview';
export {
  eventEffects,
  firstLegal,
  type EventChooser,
  type PreviewOptions,
  type EventPreview,
  type PreviewGrant,
  type PreviewRoll,
  type EventEffects,
  type PieceChange,
  type SpaceChange,
  type ShiftChange,
  type ControlChange,
  type LeaderChange,
  type Ineffective,
} from './rules/events/preview';
export {
  WINTER_QUARTERS_PHASES,
  SUPPLY_ORDER,
  isInSupply,
  outOfSupplySpaces,
  supplyUnits,
  frenchSupplyDestinations,
  indianSupplyDestinations,
  supplyVillageSpaces,
  westIndiesBattleNeeded,
  westIndiesUnits,
  resourcesEarned,
  earningsDetail,
  type Earnings,
  MAX_SUPPORT_SHIFTS,
  rewardLoyaltySpaces,
  committeesSpaces,
  leaderChange,
  redeploymentDestinations,
  REDEPLOYMENT_ORDER,
  britishRelease,
  fniReductionDue,
  blockadedCities,
  desertionCounts,
  aheadInSecondCondition,
  aloneLeaders,
  leaderDestinations,
} from './rules/winterQuarters/index';
/** The British Commands (3.2): modules and their legality queries. */
export * as britishCommands from './rules/commands/british/index';
/** The Patriot Commands (3.3). */
export * as patriotsCommands from './rules/commands/patriots/index';
/** The French Commands (3.5). */
export * as frenchCommands from './rules/commands/french/index';
/** The Indian Commands (3.4). */
export * as indiansCommands from './rules/commands/indians/index';
/** Battle (3.6): Force Levels, Loss Level modifiers, removal plans, Win the Day — for hypothetical Battles too. */
export * as battle from './rules/battle/index';
/** Special Activities (chapter 4): every Faction's modules and queries. */
export * as specialActivities from './rules/specialActivities/index';
/** Building blocks of the decision machine, for rule modules written outside the engine. */
export type { Step } from './flow/step';
export type { StepLookup } from './flow/settle';
export type { PreparedDeck } from './rules/setup';
export type { Pieces, Marker } from './rules/board';
