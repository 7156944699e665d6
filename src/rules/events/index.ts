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
import { waxhawsMassacre } from './cards/01-waxhawsMassacre';
import { commonSense } from './cards/02-commonSense';
import { georgeRogersClark } from './cards/03-georgeRogersClarksIllinoisCampaign';
import { penobscotExpedition } from './cards/04-penobscotExpedition';
import { lordStirling } from './cards/05-lordStirling';
import { benedictArnold } from './cards/06-benedictArnold';
import { johnPaulJones } from './cards/07-johnPaulJones';
import { culperSpyRing } from './cards/08-culperSpyRing';
import { vonSteuben } from './cards/09-vonSteuben';
import { franklinTravelsToFrance } from './cards/10-benjaminFranklinTravelsToFrance';
import { thaddeusKosciuszko } from './cards/11-thaddeusKosciuszko';
import { marthaWashingtonToValleyForge } from './cards/12-marthaWashingtonToValleyForge';
import { originOfAllOurMisfortunes } from './cards/13-originOfAllOurMisfortunes';
import { overmountainMen } from './cards/14-overmountainMen';
import { morgansRifles } from './cards/15-morgansRifles';
import { mercyWarrensMotleyAssembly } from './cards/16-mercyWarrensTheMotleyAssembly';
import { janeMcCreaMurdered } from './cards/17-janeMcCreaMurdered';
import { ifItHadntBeenSoStormy } from './cards/18-ifItHadntBeenSoStormy';
import { legendOfNathanHale } from './cards/19-legendOfNathanHale';
import { continentalMarines } from './cards/20-continentalMarines';
import { gamecockThomasSumter } from './cards/21-gamecockThomasSumter';
import { newburghConspiracy } from './cards/22-newburghConspiracy';
import { lieutenantColonelFrancisMarion } from './cards/23-lieutenantColonelFrancisMarion';
import { declarationOfIndependence } from './cards/24-declarationOfIndependence';
import { britishPrisonShips } from './cards/25-britishPrisonShips';
import { josiahMartin } from './cards/26-josiahMartin';
import { queensRangers } from './cards/27-queensRangers';
import { battleOfMooresCreekBridge } from './cards/28-battleOfMooresCreekBridge';
import { edwardBancroft } from './cards/29-edwardBancroft';
import { hessians } from './cards/30-hessians';
import { thomasBrown } from './cards/31-thomasBrownAndTheKingsRangers';
import { ruleBritannia } from './cards/32-ruleBritannia';
import { burningOfFalmouth } from './cards/33-burningOfFalmouth';
import { lordSandwich } from './cards/34-lordSandwich';
import { tryonPlot } from './cards/35-tryonPlot';
import { navalBattleInWestIndies } from './cards/36-navalBattleInWestIndies';
import { armadaOf1779 } from './cards/37-theArmadaOf1779';
import { johnsonsRoyalGreens } from './cards/38-johnsonsRoyalGreens';
import { kingMobProtests } from './cards/39-hisMajestyKingMobProtests';
import { battleOfTheChesapeake } from './cards/40-battleOfTheChesapeake';
import { williamPitt } from './cards/41-williamPitt';
import { britishAttackDanbury } from './cards/42-britishAttackDanbury';
import { hmsRussianMerchant } from './cards/43-hmsRussianMerchant';
import { earlOfMansfieldRecalled } from './cards/44-earlOfMansfieldRecalled';
import { adamSmith } from './cards/45-adamSmithWealthOfNations';
import { edmundBurke } from './cards/46-edmundBurkeOnConciliation';
import { toriesTested } from './cards/47-toriesTested';
import { godSaveTheKing } from './cards/48-godSaveTheKing';
import { comteDeSaintGermain } from './cards/49-comteDeSaintGermain';
import { admiralDEstaing } from './cards/50-admiralDEstaing';
import { bermudaGunpowderPlot } from './cards/51-bermudaGunpowderPlot';
import { frenchFleetArrivesInTheWrongSpot } from './cards/52-frenchFleetArrivesInTheWrongSpot';
import { frenchPortsAcceptPatriotShips } from './cards/53-frenchPortsAcceptPatriotShips';
import { antoineDeSartine } from './cards/54-antoineDeSartine';
import { frenchNavyDominatesCaribbean } from './cards/55-frenchNavyDominatesCaribbean';
import { jacquesTurgot } from './cards/56-jacquesTurgot';
import { frenchFleetSailsForTheCaribbean } from './cards/57-frenchFleetSailsForTheCaribbean';
import { marquisDeLafayetteArrives } from './cards/58-marquisDeLafayetteArrives';
import { tronsonDeCoudrayArrives } from './cards/59-tronsonDeCoudrayArrives';
import { comteDOrvilliersBuildsAFleet } from './cards/60-comteDOrvilliersBuildsAFleet';
import { ministerComteDeVergennes } from './cards/61-ministerComteDeVergennes';
import { charlesMichelDeLanglade } from './cards/62-charlesMichelDeLanglade';
import { frenchAndSpanishBesiegeGibraltar } from './cards/63-frenchAndSpanishBesiegeGibraltar';
import { affairOfFieldingAndBylandt } from './cards/64-theAffairOfFieldingAndBylandt';
import { jacquesNecker } from './cards/65-jacquesNeckerFinanceMinister';
import { donBernardoTakesPensacola } from './cards/66-donBernardoTakesPensacola';
import { deGrasseArrives } from './cards/67-deGrasseArrivesWithTheFrenchFleet';
import { frenchInAmericaWantCanada } from './cards/68-frenchInAmericaWantCanada';
import { admiralDeSuffren } from './cards/69-admiralDeSuffren';
import { britishGainFromFrenchInIndia } from './cards/70-britishGainFromFrenchInIndia';
import { treatyOfAmityAndCommerce } from './cards/71-treatyOfAmityAndCommerce';
import { frenchSettlersHelp } from './cards/72-frenchSettlersHelp';
import { sullivanExpedition } from './cards/73-sullivanExpedition';
import { chickasawAlly } from './cards/74-chickasawAlly';
import { congressSpeechToTheSixNations } from './cards/75-congressSpeechToTheSixNations';
import { edwardHand } from './cards/76-edwardHand';
import { burgoyneCracksDown } from './cards/77-burgoyneCracksDown';
import { cherryValley } from './cards/78-cherryValley';
import { tuscaroraAndOneida } from './cards/79-tuscaroraAndOneidaComeToWashington';
import { confusionAllowsSlavesToEscape } from './cards/80-confusionAllowsSlavesToEscape';
import { creekAndSeminole } from './cards/81-creekAndSeminoleActiveInSouth';
import { frustratedShawneeWarriors } from './cards/82-frustratedShawneeWarriors';
import { guyCarleton } from './cards/83-guyCarleton';
import { mercilessIndianSavages } from './cards/84-mercilessIndianSavages';
import { indiansHelpBritishRaidsOnMississippi } from './cards/85-indiansHelpBritishRaidsOnMississippi';
import { stockbridgeIndians } from './cards/86-stockbridgeIndians';
import { patriotsMassacreLenapeIndians } from './cards/87-patriotsMassacreLenapeIndians';
import { ifItHadntBeenSoFoggy } from './cards/88-ifItHadntBeenSoFoggy';
import { warDamagesColoniesEconomy } from './cards/89-warDamagesColoniesEconomy';
import { worldTurnedUpsideDown } from './cards/90-worldTurnedUpsideDown';
import { indiansHelpBritish } from './cards/91-indiansHelpBritish';
import { cherokeesSupplied } from './cards/92-cherokeesSupplied';
import { wyomingMassacre } from './cards/93-wyomingMassacre';
import { herkimersReliefColumn } from './cards/94-herkimersReliefColumn';
import { ohioCountryFrontierErupts } from './cards/95-ohioCountryFrontierErupts';
import { iroquoisConfederacy } from './cards/96-iroquoisConfederacy';

/** The Event programs written, by card number. */
export const EVENT_CARDS: Readonly<Partial<Record<CardId, EventCard>>> = Object.freeze(
  Object.fromEntries(
    [
      waxhawsMassacre,
      commonSense,
      georgeRogersClark,
      penobscotExpedition,
      lordStirling,
      benedictArnold,
      johnPaulJones,
      culperSpyRing,
      vonSteuben,
      franklinTravelsToFrance,
      thaddeusKosciuszko,
      marthaWashingtonToValleyForge,
      originOfAllOurMisfortunes,
      overmountainMen,
      morgansRifles,
      mercyWarrensMotleyAssembly,
      janeMcCreaMurdered,
      ifItHadntBeenSoStormy,
      legendOfNathanHale,
      continentalMarines,
      gamecockThomasSumter,
      newburghConspiracy,
      lieutenantColonelFrancisMarion,
      declarationOfIndependence,
      britishPrisonShips,
      josiahMartin,
      queensRangers,
      battleOfMooresCreekBridge,
      edwardBancroft,
      hessians,
      thomasBrown,
      ruleBritannia,
      burningOfFalmouth,
      lordSandwich,
      tryonPlot,
      navalBattleInWestIndies,
      armadaOf1779,
      johnsonsRoyalGreens,
      kingMobProtests,
      battleOfTheChesapeake,
      williamPitt,
      britishAttackDanbury,
      hmsRussianMerchant,
      earlOfMansfieldRecalled,
      adamSmith,
      edmundBurke,
      toriesTested,
      godSaveTheKing,
      comteDeSaintGermain,
      admiralDEstaing,
      bermudaGunpowderPlot,
      frenchFleetArrivesInTheWrongSpot,
      frenchPortsAcceptPatriotShips,
      antoineDeSartine,
      frenchNavyDominatesCaribbean,
      jacquesTurgot,
      frenchFleetSailsForTheCaribbean,
      marquisDeLafayetteArrives,
      tronsonDeCoudrayArrives,
      comteDOrvilliersBuildsAFleet,
      ministerComteDeVergennes,
      charlesMichelDeLanglade,
      frenchAndSpanishBesiegeGibraltar,
      affairOfFieldingAndBylandt,
      jacquesNecker,
      donBernardoTakesPensacola,
      deGrasseArrives,
      frenchInAmericaWantCanada,
      admiralDeSuffren,
      britishGainFromFrenchInIndia,
      treatyOfAmityAndCommerce,
      frenchSettlersHelp,
      sullivanExpedition,
      chickasawAlly,
      congressSpeechToTheSixNations,
      edwardHand,
      burgoyneCracksDown,
      cherryValley,
      tuscaroraAndOneida,
      confusionAllowsSlavesToEscape,
      creekAndSeminole,
      frustratedShawneeWarriors,
      guyCarleton,
      mercilessIndianSavages,
      indiansHelpBritishRaidsOnMississippi,
      stockbridgeIndians,
      patriotsMassacreLenapeIndians,
      ifItHadntBeenSoFoggy,
      warDamagesColoniesEconomy,
      worldTurnedUpsideDown,
      indiansHelpBritish,
      cherokeesSupplied,
      wyomingMassacre,
      herkimersReliefColumn,
      ohioCountryFrontierErupts,
      iroquoisConfederacy,
    ].map((c) => [c.card, c]),
  ),
);

/** The Event modules the Sequence of Play uses, by card number. */
export const EVENTS: Readonly<Partial<Record<CardId, EventModule>>> = Object.freeze(
  Object.fromEntries(Object.values(EVENT_CARDS).map((c) => [c!.card, eventModule(c!)])),
);
