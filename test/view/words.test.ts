import { describe, expect, it } from 'vitest';
import {
  ACTION_TYPES,
  actionWords,
  describeAction,
  legalActions,
  legalActionWords,
  pending,
  SCENARIO_IDS,
  SPACE_IDS,
  type Action,
  type GameState,
} from '../../src/index';
import { ACTION_OPTIONS, ACTION_PIECES, ACTIVITY_IDS, COMMAND_IDS, describeAction as describeOneLine } from '../../src/core/action';
import { SPACES } from '../../src/data/map';
import { atCard, onTurn, startCommand } from '../../src/testing/builders';
import { lead, play, position } from '../../src/testing/kit';
import { findDecision, randomGame } from './decisions';
import { arrange, as } from '../../src/testing';
import { afterTreaty } from '../rules/commands/french/helpers';

/** Every kind of decision the machine can stop at (docs/actions.md); `britishNavalPressure` never stops. */
const DECISION_KINDS = [
  'eligibleOptions', 'brilliantStrokes', 'treatyOfAlliance', 'roll', 'commandHost', 'grant', 'event',
  'britishMuster', 'britishGarrison', 'britishMarch', 'patriotsRally', 'patriotsMarch', 'patriotsRabbleRousing', 'patriotsLeader',
  'indiansGather', 'indiansMarch', 'indiansScout', 'indiansScoutLeader', 'indiansRaid',
  'frenchAgentMobilization', 'frenchHortalez', 'frenchMuster', 'frenchMarch', 'frenchCommandLeader',
  'battleCommand', 'battle', 'winTheDay', 'skirmishActivity', 'britishLowerFni', 'patriotsPersuasion', 'patriotsPartisans',
  'frenchPreparerLaGuerre', 'frenchNavalPressure', 'indiansTrade', 'indiansWarPath', 'indiansPlunder',
  'supplyBritish', 'supplyPatriots', 'supplyFrench', 'supplyIndians', 'supplyVillage', 'westIndiesUpkeep',
  'rewardLoyalty', 'committeesOfCorrespondence', 'leaderRedeployment', 'fniReduction', 'patriotDesertion', 'toryDesertion',
  'winterQuartersRemoval', 'leaderAlone', 'leaderFollow', 'eventLeader', 'revealCard',
];

/**
 * One action of every type at every decision kind, with its sentence: [decision kind (`kind:phase` where
 * the phase matters), action, sentence].
 * The position is the first one of the golden games (then of seeded random games) where the action is
 * legal at a decision of that kind.
 */
const SENTENCES: [string, Action, string][] = [
    ['revealCard', {faction: 'chance', type: 'reveal', card: 1}, "Turn over #1 Waxhaws Massacre"],
    ['battleCommand', {faction: 'british', type: 'commonCause', space: 'NewYork', count: 1}, "Common Cause in New York: 1 War Party fights as Tories"],
    ['battleCommand', {faction: 'british', type: 'done'}, "End the Battle"],
    ['battleCommand', {faction: 'patriots', type: 'selectSpace', space: 'Boston'}, "Battle in Boston"],
    ['battleCommand', {faction: 'patriots', type: 'specialActivity', activity: 'persuasion'}, "Persuasion (Special Activity)"],
    ['battle', {faction: 'patriots', type: 'activate', space: 'Boston', piece: 'militiaUnderground', count: 0}, "Activate no Underground Militia in Boston"],
    ['brilliantStrokes', {faction: 'patriots', type: 'brilliantStroke'}, "Play #105 Brilliant Stroke! (Patriots)"],
    ['brilliantStrokes', {faction: 'patriots', type: 'done'}, "Do not play a Brilliant Stroke"],
    ['britishGarrison', {faction: 'british', type: 'displace', space: 'Savannah', to: 'SouthCarolina'}, "Move the Rebellion units out of Savannah to South Carolina"],
    ['britishGarrison', {faction: 'british', type: 'done'}, "End the Garrison moves"],
    ['britishGarrison', {faction: 'british', type: 'move', from: 'Boston', to: 'QuebecCity', piece: 'britishRegular', count: 1}, "Move 1 British Regular from Boston to Quebec City"],
    ['britishGarrison', {faction: 'british', type: 'selectSpace', space: 'QuebecCity'}, "Garrison Quebec City"],
    ['britishGarrison', {faction: 'british', type: 'specialActivity', activity: 'skirmish'}, "Skirmish (Special Activity)"],
    ['britishLowerFni', {faction: 'british', type: 'removeBlockade', space: 'NewYorkCity'}, "Remove the Blockade from New York City to the West Indies"],
    ['britishMarch', {faction: 'british', type: 'done'}, "End the March"],
    ['britishMarch', {faction: 'british', type: 'move', from: 'QuebecCity', to: 'CharlesTown', piece: 'britishRegular', count: 1}, "March 1 British Regular from Quebec City to Charles Town"],
    ['britishMarch', {faction: 'british', type: 'selectSpace', space: 'QuebecCity'}, "March into Quebec City"],
    ['britishMarch', {faction: 'british', type: 'specialActivity', activity: 'navalPressure'}, "Naval Pressure: +1D3 Resources (rolled next)"],
    ['britishMuster', {faction: 'british', type: 'buildFort', space: 'NewYork', piece: 'britishRegular', count: 3}, "Build a British Fort in New York replacing 3 British Regulars"],
    ['britishMuster', {faction: 'british', type: 'done'}, "End the Muster"],
    ['britishMuster', {faction: 'british', type: 'place', space: 'NewHampshire', piece: 'tory', count: 0}, "Place no Tories in New Hampshire"],
    ['britishMuster', {faction: 'british', type: 'rewardLoyalty', space: 'CharlesTown'}, "Reward Loyalty in Charles Town"],
    ['britishMuster', {faction: 'british', type: 'selectSpace', space: 'QuebecCity', piece: 'britishRegular'}, "Muster British Regulars in Quebec City"],
    ['britishMuster', {faction: 'british', type: 'specialActivity', activity: 'navalPressure'}, "Naval Pressure: +1D3 Resources (rolled next)"],
    ['commandHost', {faction: 'french', type: 'done'}, "End the Agent Mobilization without a Special Activity after it"],
    ['commandHost', {faction: 'french', type: 'specialActivity', activity: 'preparerLaGuerre'}, "Préparer la Guerre (Special Activity)"],
    ['committeesOfCorrespondence', {faction: 'patriots', type: 'committeesOfCorrespondence', space: 'Philadelphia'}, "Committees of Correspondence in Philadelphia"],
    ['committeesOfCorrespondence', {faction: 'patriots', type: 'done'}, "End the Committees of Correspondence"],
    ['eligibleOptions', {faction: 'indians', type: 'command', command: 'gather'}, "Gather (Command and Special Activity)"],
    ['eligibleOptions', {faction: 'indians', type: 'event', side: 'unshaded'}, "Play the unshaded Event: #96 Iroquois Confederacy"],
    ['eligibleOptions', {faction: 'indians', type: 'pass'}, "Pass"],
    ['event', {faction: 'indians', type: 'activate', space: 'Norfolk', piece: 'militiaUnderground', count: 1}, "Activate 1 Underground Militia in Norfolk"],
    ['event', {faction: 'french', type: 'choose', option: 'indians'}, "Choose the Indians"],
    ['event', {faction: 'british', type: 'done'}, "Stop here (#2 Common Sense)"],
    ['event', {faction: 'french', type: 'move', from: 'QuebecCity', to: 'WestIndies', piece: 'britishRegular', count: 1}, "Move 1 British Regular from Quebec City to the West Indies"],
    ['event', {faction: 'british', type: 'place', space: 'QuebecCity', piece: 'britishRegular'}, "Place 1 British Regular in Quebec City"],
    ['event', {faction: 'french', type: 'placeBlockade', space: 'QuebecCity'}, "Blockade Quebec City"],
    ['event', {faction: 'french', type: 'remove', space: 'QuebecCity', piece: 'britishRegular'}, "Remove 1 British Regular from Quebec City"],
    ['event', {faction: 'british', type: 'removeBlockade', space: 'Philadelphia'}, "Remove the Blockade from Philadelphia to the West Indies"],
    ['event', {faction: 'indians', type: 'replace', space: 'NewYork', piece: 'tory'}, "Replace 1 Tory in New York with 1 Underground Militia"],
    ['event', {faction: 'indians', type: 'selectSpace', space: 'Quebec'}, "Select Quebec"],
    ['fniReduction', {faction: 'french', type: 'placeBlockade', space: 'QuebecCity'}, "Blockade Quebec City"],
    ['fniReduction', {faction: 'british', type: 'removeBlockade', space: 'NewYorkCity'}, "Remove the Blockade from New York City to the West Indies"],
    ['frenchAgentMobilization', {faction: 'french', type: 'place', space: 'Massachusetts', piece: 'militia', count: 2}, "Place 2 Militia in Massachusetts"],
    ['frenchAgentMobilization', {faction: 'french', type: 'selectSpace', space: 'NewHampshire'}, "Agent Mobilization in New Hampshire"],
    ['frenchAgentMobilization', {faction: 'french', type: 'specialActivity', activity: 'preparerLaGuerre'}, "Préparer la Guerre (Special Activity)"],
    ['frenchCommandLeader', {faction: 'patriots', type: 'done'}, "Leave George Washington Available"],
    ['frenchCommandLeader', {faction: 'patriots', type: 'moveLeader', to: 'NewHampshire'}, "Place George Washington in New Hampshire"],
    ['frenchHortalez', {faction: 'french', type: 'pay', value: 1}, "Pay 1 Resource (the Patriots gain 2)"],
    ['frenchHortalez', {faction: 'french', type: 'specialActivity', activity: 'preparerLaGuerre'}, "Préparer la Guerre (Special Activity)"],
    ['frenchMarch', {faction: 'french', type: 'done'}, "End the March"],
    ['frenchMarch', {faction: 'french', type: 'move', from: 'ConnecticutRhodeIsland', to: 'SouthCarolina', piece: 'frenchRegular', count: 1}, "March 1 French Regular from Connecticut-Rhode Island to South Carolina"],
    ['frenchMarch', {faction: 'french', type: 'selectSpace', space: 'Philadelphia'}, "March into Philadelphia"],
    ['frenchMarch', {faction: 'french', type: 'specialActivity', activity: 'preparerLaGuerre'}, "Préparer la Guerre (Special Activity)"],
    ['frenchMuster', {faction: 'french', type: 'done'}, "End the Muster without a Fort"],
    ['frenchMuster', {faction: 'french', type: 'place', space: 'NewYork', piece: 'frenchRegular', count: 0}, "Place no French Regulars in New York"],
    ['frenchMuster', {faction: 'french', type: 'replace', space: 'Boston', piece: 'patriotFort'}, "Replace 2 French Regulars with a Patriot Fort in Boston"],
    ['frenchMuster', {faction: 'french', type: 'selectSpace', space: 'Philadelphia'}, "Muster in Philadelphia"],
    ['frenchMuster', {faction: 'french', type: 'specialActivity', activity: 'preparerLaGuerre'}, "Préparer la Guerre (Special Activity)"],
    ['frenchNavalPressure', {faction: 'french', type: 'placeBlockade', space: 'QuebecCity'}, "Blockade Quebec City"],
    ['frenchPreparerLaGuerre', {faction: 'french', type: 'choose', option: 'squadron'}, "Préparer la Guerre: a Squadron to the West Indies"],
    ['grant', {faction: 'british', type: 'command', command: 'muster'}, "Free Limited Muster"],
    ['grant', {faction: 'patriots', type: 'done'}, "Decline (#26 Josiah Martin, NC Royal Governor, Plots)"],
    ['grant', {faction: 'british', type: 'specialActivity', activity: 'navalPressure'}, "Naval Pressure: +1D3 Resources (rolled next)"],
    ['indiansGather', {faction: 'indians', type: 'done'}, "End the Gather"],
    ['indiansGather', {faction: 'indians', type: 'flip', space: 'Northwest'}, "Flip all War Parties in Northwest Underground"],
    ['indiansGather', {faction: 'indians', type: 'move', from: 'Virginia', to: 'Northwest', piece: 'warPartyUnderground', count: 1}, "Move 1 Underground War Party from Virginia to Northwest"],
    ['indiansGather', {faction: 'indians', type: 'place', space: 'Pennsylvania', piece: 'warParty'}, "Place 1 War Party in Pennsylvania"],
    ['indiansGather', {faction: 'indians', type: 'selectSpace', space: 'NewHampshire'}, "Gather in New Hampshire"],
    ['indiansGather', {faction: 'indians', type: 'specialActivity', activity: 'trade'}, "Trade (Special Activity)"],
    ['indiansMarch', {faction: 'indians', type: 'done'}, "End the March"],
    ['indiansMarch', {faction: 'indians', type: 'move', from: 'Northwest', to: 'Virginia', piece: 'warPartyUnderground', count: 1}, "March 1 Underground War Party from Northwest to Virginia"],
    ['indiansMarch', {faction: 'indians', type: 'selectSpace', space: 'NewYork'}, "March into New York"],
    ['indiansMarch', {faction: 'indians', type: 'specialActivity', activity: 'trade'}, "Trade (Special Activity)"],
    ['indiansPlunder', {faction: 'indians', type: 'plunder', space: 'Virginia', piece: 'warPartyUnderground'}, "Plunder in Virginia, removing 1 Underground War Party"],
    ['indiansRaid', {faction: 'indians', type: 'done'}, "End the moves and Raid"],
    ['indiansRaid', {faction: 'indians', type: 'move', from: 'Pennsylvania', to: 'MarylandDelaware', piece: 'warPartyUnderground', count: 1}, "Move 1 Underground War Party from Pennsylvania to Maryland-Delaware"],
    ['indiansRaid', {faction: 'indians', type: 'selectSpace', space: 'Massachusetts'}, "Raid in Massachusetts"],
    ['indiansRaid', {faction: 'indians', type: 'specialActivity', activity: 'trade'}, "Trade (Special Activity)"],
    ['indiansScoutLeader', {faction: 'british', type: 'moveLeader', to: 'Georgia'}, "Move Henry Clinton to Georgia"],
    ['indiansScoutLeader', {faction: 'british', type: 'stay'}, "Henry Clinton stays in Florida"],
    ['indiansScout', {faction: 'indians', type: 'done'}, "Move no more Tories with the Scout"],
    ['indiansScout', {faction: 'indians', type: 'move', from: 'Florida', to: 'Georgia', piece: 'warPartyUnderground', count: 1}, "Move 1 Underground War Party from Florida to Georgia"],
    ['indiansScout', {faction: 'indians', type: 'selectSpace', space: 'NewYork'}, "Scout from New York"],
    ['indiansScout', {faction: 'indians', type: 'skirmish', space: 'Quebec', option: 'militiaActive'}, "Skirmish in Quebec: remove 1 Active Militia"],
    ['indiansScout', {faction: 'indians', type: 'specialActivity', activity: 'trade'}, "Trade (Special Activity)"],
    ['indiansTrade', {faction: 'indians', type: 'trade', space: 'Northwest'}, "Trade in Northwest"],
    ['indiansTrade', {faction: 'british', type: 'transfer', value: 0}, "Transfer nothing (the Indians gain 1 Resource)"],
    ['indiansWarPath', {faction: 'indians', type: 'warPath', space: 'NewYork', option: 'militiaUnderground'}, "War Path in New York: remove 1 Underground Militia"],
    ['leaderAlone', {faction: 'patriots', type: 'moveLeader', to: 'Massachusetts'}, "Move George Washington to Massachusetts"],
    ['eventLeader', {faction: 'british', type: 'moveLeader', to: 'WestIndies'}, "Move Thomas Gage to the West Indies"],
    ['eventLeader', {faction: 'british', type: 'stay'}, "Thomas Gage stays in Savannah"],
    ['leaderFollow', {faction: 'indians', type: 'moveLeader', to: 'Virginia'}, "Move Cornplanter to Virginia"],
    ['leaderFollow', {faction: 'indians', type: 'stay'}, "Dragging Canoe stays in Connecticut-Rhode Island"],
    ['leaderRedeployment', {faction: 'indians', type: 'redeployLeader', to: 'Quebec'}, "Redeploy Joseph Brant to Quebec"],
    ['leaderRedeployment', {faction: 'indians', type: 'stay'}, "Joseph Brant stays in Northwest"],
    ['patriotDesertion', {faction: 'indians', type: 'desert', space: 'Philadelphia', piece: 'militiaUnderground'}, "1 Underground Militia in Philadelphia deserts"],
    ['patriotsLeader', {faction: 'patriots', type: 'moveLeader', to: 'Massachusetts'}, "Place George Washington in Massachusetts"],
    ['patriotsMarch', {faction: 'patriots', type: 'done'}, "End the March"],
    ['patriotsMarch', {faction: 'patriots', type: 'move', from: 'Virginia', to: 'NorthCarolina', piece: 'militiaUnderground', count: 1}, "March 1 Underground Militia from Virginia to North Carolina"],
    ['patriotsMarch', {faction: 'patriots', type: 'selectSpace', space: 'Boston'}, "March into Boston"],
    ['patriotsMarch', {faction: 'patriots', type: 'specialActivity', activity: 'persuasion'}, "Persuasion (Special Activity)"],
    ['patriotsPartisans', {faction: 'patriots', type: 'done'}, "End the Partisans"],
    ['patriotsPartisans', {faction: 'patriots', type: 'partisans', space: 'NewYorkCity', option: 'tory'}, "Partisans in New York City: remove 1 Tory"],
    ['patriotsPersuasion', {faction: 'patriots', type: 'done'}, "End the Persuasion"],
    ['patriotsPersuasion', {faction: 'patriots', type: 'selectSpace', space: 'Massachusetts'}, "Persuasion in Massachusetts"],
    ['patriotsRabbleRousing', {faction: 'patriots', type: 'done'}, "End the Rabble-Rousing"],
    ['patriotsRabbleRousing', {faction: 'patriots', type: 'selectSpace', space: 'NewYorkCity'}, "Rabble-Rousing in New York City"],
    ['patriotsRabbleRousing', {faction: 'patriots', type: 'specialActivity', activity: 'persuasion'}, "Persuasion (Special Activity)"],
    ['patriotsRally', {faction: 'patriots', type: 'done'}, "End the Rally"],
    ['patriotsRally', {faction: 'patriots', type: 'flip', space: 'Massachusetts'}, "Flip all Militia in Massachusetts Underground"],
    ['patriotsRally', {faction: 'patriots', type: 'move', from: 'NewHampshire', to: 'Massachusetts', piece: 'militiaUnderground', count: 1}, "Move 1 Underground Militia from New Hampshire to Massachusetts"],
    ['patriotsRally', {faction: 'patriots', type: 'place', space: 'Massachusetts', piece: 'militia', count: 1}, "Place 1 Militia in Massachusetts"],
    ['patriotsRally', {faction: 'patriots', type: 'remove', space: 'NewYork', piece: 'militiaUnderground', count: 1}, "Remove 1 Underground Militia from New York"],
    ['patriotsRally', {faction: 'patriots', type: 'replace', space: 'Massachusetts', piece: 'militiaUnderground', count: 1}, "Replace 1 Underground Militia with Continentals in Massachusetts"],
    ['patriotsRally', {faction: 'patriots', type: 'selectSpace', space: 'QuebecCity'}, "Rally in Quebec City"],
    ['patriotsRally', {faction: 'patriots', type: 'specialActivity', activity: 'persuasion'}, "Persuasion (Special Activity)"],
    ['rewardLoyalty', {faction: 'british', type: 'done'}, "End the Reward Loyalty"],
    ['rewardLoyalty', {faction: 'british', type: 'rewardLoyalty', space: 'QuebecCity'}, "Reward Loyalty in Quebec City"],
    ['roll', {faction: 'chance', type: 'roll', value: 1}, "Roll: 1"],
    ['skirmishActivity', {faction: 'patriots', type: 'skirmish', space: 'NewYork', option: 'tory'}, "Skirmish in New York: remove 1 Tory"],
    ['supplyBritish', {faction: 'british', type: 'supply', space: 'NewYork', option: 'pay'}, "Pay 1 Resource to keep New York in supply"],
    ['supplyFrench', {faction: 'french', type: 'supply', space: 'NorthCarolina', to: 'CharlesTown'}, "Move the French Regulars in North Carolina to Charles Town"],
    ['supplyIndians', {faction: 'indians', type: 'supply', space: 'NewHampshire', to: 'Northwest'}, "Move the War Parties in New Hampshire to Northwest"],
    ['supplyPatriots', {faction: 'patriots', type: 'supply', space: 'Virginia', option: 'pay'}, "Pay 1 Resource to keep Virginia in supply"],
    ['supplyVillage', {faction: 'indians', type: 'placeVillage', space: 'Quebec'}, "Place a Village in Quebec"],
    ['toryDesertion', {faction: 'french', type: 'desert', space: 'QuebecCity', piece: 'tory'}, "1 Tory in Quebec City deserts"],
    ['treatyOfAlliance', {faction: 'french', type: 'placeBlockade', space: 'QuebecCity'}, "Blockade Quebec City"],
    ['westIndiesUpkeep', {faction: 'british', type: 'westIndies', count: 0}, "Return no Regulars from the West Indies, pay 1 Resource to keep the rest"],
    ['winTheDay', {faction: 'patriots', type: 'done'}, "End Win the Day (no more shifts)"],
    ['winTheDay', {faction: 'french', type: 'moveBlockade', from: 'CharlesTown', to: 'QuebecCity', count: 1}, "Move 1 Blockade from Charles Town to Quebec City"],
    ['winTheDay', {faction: 'patriots', type: 'shift', space: 'Boston'}, "Shift Boston one level toward Active Opposition"],
    ['winterQuartersRemoval', {faction: 'patriots', type: 'remove', space: 'Massachusetts', piece: 'patriotFort'}, "Remove 1 Patriot Fort from Massachusetts"],
    ['battleCommand', {faction: 'patriots', type: 'selectSpace', space: 'NewYork', option: 'withFrench'}, "Battle in New York with the French"],
    ['brilliantStrokes', {faction: 'indians', type: 'brilliantStroke'}, "Trump #106 Brilliant Stroke! (British) with #108 Brilliant Stroke! (Indians)"],
    ['brilliantStrokes:trump', {faction: 'indians', type: 'done'}, "Do not Trump"],
    ['britishGarrison:displace', {faction: 'british', type: 'done'}, "End the Garrison without displacing"],
    ['britishGarrison', {faction: 'british', type: 'move', from: 'Boston', to: 'QuebecCity', piece: 'britishRegular', count: 1, option: 'leader'}, "Move 1 British Regular from Boston to Quebec City with Thomas Gage"],
    ['britishMarch', {faction: 'british', type: 'move', from: 'Northwest', to: 'MarylandDelaware', piece: 'warPartyActive', count: 1, option: 'commonCause'}, "March 1 Active War Party from Northwest to Maryland-Delaware as Tories (Common Cause)"],
    ['britishMarch', {faction: 'british', type: 'move', from: 'Northwest', to: 'Southwest', piece: 'tory', count: 1}, "March 1 Tory from Northwest to Southwest"],
    ['britishMuster', {faction: 'british', type: 'buildFort', space: 'CharlesTown', piece: 'britishRegular', count: 1, option: 'leader'}, "Build a British Fort in Charles Town replacing 1 British Regular and 2 Tories with Thomas Gage"],
    ['britishMuster', {faction: 'british', type: 'buildFort', space: 'NewYork', piece: 'britishRegular', count: 0}, "Build a British Fort in New York replacing 3 Tories"],
    ['britishMuster', {faction: 'british', type: 'place', space: 'NewYork', piece: 'tory', count: 1, from: 'QuebecCity'}, "Place 1 Tory in New York from Quebec City"],
    ['britishMuster', {faction: 'british', type: 'selectSpace', space: 'QuebecCity'}, "Muster Tories in Quebec City"],
    ['event', {faction: 'french', type: 'choose', option: 'british'}, "Choose the British"],
    ['event', {faction: 'british', type: 'place', space: 'NewYork', piece: 'britishRegular', option: 'available'}, "Place 1 British Regular in New York from Available"],
    ['event', {faction: 'british', type: 'place', space: 'NewYork', piece: 'britishRegular', option: 'unavailable'}, "Place 1 British Regular in New York from Unavailable"],
    ['frenchPreparerLaGuerre', {faction: 'french', type: 'choose', option: 'regulars'}, "Préparer la Guerre: up to three French Regulars to Available"],
    ['frenchPreparerLaGuerre', {faction: 'french', type: 'choose', option: 'resources'}, "Préparer la Guerre: +2 Resources"],
    ['indiansGather:placing', {faction: 'indians', type: 'done'}, "Place no more War Parties in Northwest"],
    ['indiansGather', {faction: 'indians', type: 'place', space: 'Florida', piece: 'village', option: 'warPartyUnderground+warPartyUnderground+leader'}, "Place a Village in Florida replacing 2 Underground War Parties, with Joseph Brant"],
    ['indiansGather', {faction: 'indians', type: 'place', space: 'Quebec', piece: 'warParty', from: 'NewYork'}, "Place 1 War Party in Quebec from New York"],
    ['indiansScout:skirmish', {faction: 'indians', type: 'done'}, "End the Scout without a Skirmish"],
    ['indiansScout', {faction: 'indians', type: 'skirmish', space: 'Massachusetts', option: 'continental+militiaActive+britishRegular'}, "Skirmish in Massachusetts: remove 1 Continental, 1 Active Militia and 1 British Regular"],
    ['indiansWarPath', {faction: 'indians', type: 'warPath', space: 'ConnecticutRhodeIsland', option: 'patriotFort+warPartyUnderground'}, "War Path in Connecticut-Rhode Island: remove 1 Patriot Fort and 1 Underground War Party"],
    ['patriotsPartisans', {faction: 'patriots', type: 'partisans', space: 'Southwest', option: 'village+militiaUnderground'}, "Partisans in Southwest: remove 1 Village and 1 Underground Militia"],
    ['leaderAlone', {faction: 'patriots', type: 'moveLeader', to: 'available'}, "Leave George Washington Available"],
    ['leaderRedeployment', {faction: 'indians', type: 'redeployLeader', to: 'available'}, "Redeploy Joseph Brant to the Available Forces box"],
    ['patriotsRally:militia', {faction: 'patriots', type: 'done'}, "Take no more Militia from the map"],
    ['patriotsRally', {faction: 'patriots', type: 'place', space: 'ConnecticutRhodeIsland', from: 'NewYork', piece: 'militiaActive', count: 1}, "Place 1 Active Militia in Connecticut-Rhode Island from New York"],
    ['supplyBritish', {faction: 'british', type: 'supply', space: 'NewYork', option: 'shift'}, "Shift New York one level toward Active Opposition"],
    ['supplyBritish', {faction: 'british', type: 'supply', space: 'NewYork', to: 'available'}, "Send the British cubes in New York to Available"],
    ['supplyPatriots', {faction: 'patriots', type: 'supply', space: 'Virginia', piece: 'militiaActive', to: 'available'}, "Remove 1 Active Militia from Virginia to Available"],
    ['westIndiesUpkeep', {faction: 'british', type: 'westIndies', count: 1}, "Return 1 British Regular from the West Indies to Available, pay 1 Resource to keep the rest"],
    ['winTheDay:blockade', {faction: 'french', type: 'done'}, "Move no Blockade"],
];

/** Identifiers that must never reach a sentence: ids written in camelCase, and spaces whose id is not their name. */
const RAW_IDS = new Set<string>([
  ...COMMAND_IDS,
  ...ACTIVITY_IDS,
  ...ACTION_PIECES,
  ...ACTION_OPTIONS.flatMap((o) => o.split('+')),
  ...ACTION_TYPES,
  ...SPACE_IDS.filter((id) => SPACES[id].name !== id),
  'british',
  'patriots',
  'french',
  'indians',
]);
/** Words that are ids and plain English at once, written in lower case in some sentences. */
const ENGLISH = new Set(['pass', 'event', 'roll', 'place', 'move', 'activate', 'flip', 'replace', 'remove', 'shift', 'trade', 'pay', 'choose', 'stay', 'done', 'desert', 'supply', 'raid', 'leader', 'available', 'unavailable', 'resources', 'regulars', 'squadron', 'march', 'battle', 'muster', 'rally', 'scout', 'gather', 'garrison', 'skirmish', 'partisans', 'persuasion', 'plunder', 'village', 'militia']);

/** The raw ids a sentence contains: known ids, any camelCase word starting in lower case, and leaked values. */
function rawIds(text: string): string[] {
  return (text.match(/[A-Za-z]+/g) ?? []).filter((w) => (RAW_IDS.has(w) && !ENGLISH.has(w)) || /^[a-z]+[A-Z]/.test(w) || w === 'undefined' || w === 'null' || w === 'NaN');
}

describe('describeAction(action): the one-line form, unchanged', () => {
  const actions: Action[] = [
    { faction: 'british', type: 'selectSpace', space: 'Boston', piece: 'britishRegular' },
    { faction: 'french', type: 'westIndies', count: 2 },
    { faction: 'patriots', type: 'command', command: 'rally', limited: true },
  ];

  it('gives the compact text of src/core/action.ts, also when passed to map (index and array as extra arguments)', () => {
    expect(actions.map((a) => describeAction(a))).toEqual(['british selectSpace Boston britishRegular', 'french westIndies ×2', 'patriots command rally (limited)']);
    expect(actions.map(describeAction)).toEqual(actions.map(describeOneLine));
  });

  it('gives the sentence with the state first (2.3)', () => {
    const s = onTurn(atCard(position({ resources: 10 }), 51), 'british');
    const event: Action = { faction: 'british', type: 'event', side: 'shaded' };
    expect(describeAction(s, event)).toBe('Play the shaded Event: #51 Bermuda Gunpowder Plot');
    expect(describeAction(s, event)).toBe(actionWords(s, event).text);
  });
});

describe('actions in words at hand-made decisions', () => {
  it('French Naval Pressure says whether FNI rises and where the Squadron comes from (4.5.3)', () => {
    const sa: Action = { faction: 'french', type: 'specialActivity', activity: 'navalPressure' };
    const naval = (westIndies: number, blockades: number, fni: number) =>
      as('french').choose(
        arrange(afterTreaty({ french: 5 }), (d) => {
          d.unavailable.squadron -= westIndies + blockades;
          d.spaces.WestIndies.squadrons = westIndies;
          d.spaces.Boston.blockades = blockades;
          d.fni = fni;
        }),
        'hortalez',
      );
    expect(describeAction(naval(2, 0, 0), sa)).toBe('Naval Pressure: FNI rises to 1, a Squadron from the West Indies blockading a City');
    expect(describeAction(naval(0, 2, 1), sa)).toBe('Naval Pressure: FNI rises to 2');
    expect(describeAction(naval(0, 2, 2), sa)).toBe('Naval Pressure: move Blockades between Cities (FNI stays at 2)');
  });

  it('British Muster: the Regulars space, then how many Regulars, with the Leader or not (3.2.1)', () => {
    let s = startCommand(position({ resources: 10, pieces: { Boston: { britishRegular: 2, tory: 1 }, Massachusetts: { tory: 1 } } }), 'british', 'muster');
    expect(describeAction(s, { faction: 'british', type: 'selectSpace', space: 'Boston', piece: 'britishRegular' })).toBe('Muster British Regulars in Boston');
    expect(describeAction(s, { faction: 'british', type: 'selectSpace', space: 'Massachusetts' })).toBe('Muster Tories in Massachusetts');
    s = play(s, { faction: 'british', type: 'selectSpace', space: 'Boston', piece: 'britishRegular' });
    const words = legalActionWords(s, legalActions(s)).map((w) => w.text);
    expect(words.slice(0, 4)).toEqual([
      'Place 1 British Regular in Boston',
      'Place 1 British Regular in Boston with Thomas Gage',
      'Place 2 British Regulars in Boston',
      'Place 2 British Regulars in Boston with Thomas Gage',
    ]);
    const place: Action = { faction: 'british', type: 'place', space: 'Boston', piece: 'britishRegular', count: 2, option: 'leader' };
    expect(actionWords(s, place)).toEqual({
      text: 'Place 2 British Regulars in Boston with Thomas Gage',
      parts: {
        type: 'place',
        verb: 'Place',
        faction: 'british',
        factionName: 'British',
        decision: 'britishMuster',
        procedure: 'Muster',
        space: 'Boston',
        spaceName: 'Boston',
        piece: 'britishRegular',
        pieceName: 'British Regulars',
        count: 2,
        option: 'leader',
        optionText: 'with Thomas Gage',
        leader: 'Thomas Gage',
      },
    });
  });

  it('British March: destinations, then groups moving in, then done ends the March (3.2.3)', () => {
    let s = startCommand(position({ resources: 10, pieces: { Boston: { britishRegular: 3, tory: 2 }, Massachusetts: { militiaUnderground: 1 } } }), 'british', 'march');
    expect(describeAction(s, { faction: 'british', type: 'selectSpace', space: 'Massachusetts' })).toBe('March into Massachusetts');
    s = play(s, { faction: 'british', type: 'selectSpace', space: 'Massachusetts' });
    const move: Action = { faction: 'british', type: 'move', from: 'Boston', to: 'Massachusetts', piece: 'britishRegular', count: 3 };
    expect(describeAction(s, move)).toBe('March 3 British Regulars from Boston to Massachusetts');
    expect(actionWords(s, move).parts).toMatchObject({ verb: 'March', from: 'Boston', fromName: 'Boston', to: 'Massachusetts', toName: 'Massachusetts', piece: 'britishRegular', count: 3 });
    expect(describeAction(s, { faction: 'british', type: 'done' })).toBe('End the March');
    s = play(s, move);
    expect(pending(s)!.prompt).toContain('Tories');
    expect(describeAction(s, { faction: 'british', type: 'move', from: 'Boston', to: 'Massachusetts', piece: 'tory', count: 0 })).toBe('March no Tories from Boston to Massachusetts');
  });

  it('Patriot March with Washington: done closes the open group, then Washington follows or stays (3.3.2, 1.10)', () => {
    let s = position({ resources: 10, pieces: { Virginia: { continental: 2, militiaUnderground: 1 } } }, (d) => lead(d, 'Washington', 'Virginia'));
    s = startCommand(s, 'patriots', 'march');
    s = play(s, { faction: 'patriots', type: 'selectSpace', space: 'NorthCarolina' }, { faction: 'patriots', type: 'move', from: 'Virginia', to: 'NorthCarolina', piece: 'continental', count: 1 });
    expect(legalActionWords(s, legalActions(s)).map((w) => w.text)).toEqual(['March 1 Underground Militia from Virginia to North Carolina', 'Close the group from Virginia']);
    s = play(s, { faction: 'patriots', type: 'done' });
    expect(pending(s)!.kind).toBe('patriotsLeader');
    const words = legalActionWords(s, legalActions(s));
    expect(words.map((w) => w.text)).toEqual(['George Washington stays in Virginia', 'Move George Washington to North Carolina']);
    expect(words[1].parts).toMatchObject({ verb: 'Move', to: 'NorthCarolina', toName: 'North Carolina', leader: 'George Washington', procedure: 'Leader' });
    s = play(s, { faction: 'patriots', type: 'moveLeader', to: 'NorthCarolina' });
    expect(describeAction(s, { faction: 'patriots', type: 'done' })).toBe('End the March');
  });

  it('the same selectSpace reads after the decision it answers: Muster, Battle, Rally, an Event (3.2.1, 3.6, 3.3.1, 5.1)', () => {
    const board = { Boston: { britishRegular: 2, tory: 1, militiaActive: 1, continental: 1 } };
    const select: Action = { faction: 'british', type: 'selectSpace', space: 'Boston' };
    expect(describeAction(startCommand(position({ resources: 10, pieces: board }), 'british', 'muster'), select)).toBe('Muster Tories in Boston');
    expect(describeAction(startCommand(position({ resources: 10, pieces: board }), 'british', 'battle'), select)).toBe('Battle in Boston');
    const rally = startCommand(position({ resources: 10, pieces: board }), 'patriots', 'rally');
    expect(describeAction(rally, { faction: 'patriots', type: 'selectSpace', space: 'Boston' })).toBe('Rally in Boston');
    expect(describeAction(rally, { faction: 'patriots', type: 'done' })).toBe('End the Rally');
  });

  it('British Battle with external dice: the Activation and the rolls (3.6.3, 3.6.5)', () => {
    let s = position({ resources: 10, game: { dice: 'external' }, pieces: { Virginia: { britishRegular: 3, warPartyUnderground: 2, militiaActive: 2 }, Boston: { britishRegular: 1, militiaActive: 1 } } });
    s = startCommand(s, 'british', 'battle');
    expect(describeAction(s, { faction: 'british', type: 'selectSpace', space: 'Virginia' })).toBe('Battle in Virginia');
    s = play(s, { faction: 'british', type: 'selectSpace', space: 'Virginia' }, { faction: 'british', type: 'done' });
    expect(pending(s)!.kind).toBe('battle');
    expect(legalActionWords(s, legalActions(s)).map((w) => w.text)).toEqual([
      'Activate no Underground War Parties in Virginia',
      'Activate 1 Underground War Party in Virginia',
      'Activate 2 Underground War Parties in Virginia',
    ]);
    s = play(s, legalActions(s)[0]);
    expect(pending(s)!.kind).toBe('roll');
    expect(legalActionWords(s, legalActions(s)).map((w) => w.text)).toEqual(['Roll: 1', 'Roll: 2', 'Roll: 3']);
    expect(actionWords(s, { faction: 'chance', type: 'roll', value: 2 }).parts).toEqual({
      type: 'roll',
      verb: 'Roll',
      faction: 'chance',
      factionName: 'Chance',
      decision: 'roll',
      procedure: 'Roll',
      value: 2,
    });
  });

  it('Patriot Rally at a Fort: place, move in, flip (3.3.1)', () => {
    let s = startCommand(position({ resources: 10, pieces: { Virginia: { militiaUnderground: 1 }, NorthCarolina: { patriotFort: 1, militiaActive: 1 } } }), 'patriots', 'rally');
    s = play(s, { faction: 'patriots', type: 'selectSpace', space: 'NorthCarolina' });
    expect(legalActionWords(s, legalActions(s)).map((w) => w.text)).toEqual([
      'Place 1 Militia in North Carolina',
      'Place 2 Militia in North Carolina',
      'Place 3 Militia in North Carolina',
      'Move 1 Underground Militia from Virginia to North Carolina',
      'Flip all Militia in North Carolina Underground',
    ]);
  });

  it('an Event names its card and side; a Faction chosen by the text is named (5.1, 5.2)', () => {
    let s = onTurn(atCard(position({ resources: 10 }), 44), 'indians');
    expect(legalActionWords(s, legalActions(s)).map((w) => w.text)).toEqual(['Pass', 'Play the Event: #44 Earl of Mansfield Recalled From Paris', 'Gather (Command and Special Activity)']);
    s = play(s, { faction: 'indians', type: 'event', side: 'unshaded' });
    expect(pending(s)!.kind).toBe('event');
    const words = legalActionWords(s, legalActions(s));
    expect(words.map((w) => w.text)).toEqual(['Choose the British', 'Choose the Patriots', 'Choose the French', 'Choose the Indians']);
    expect(words[1].parts).toMatchObject({ verb: 'Choose', decision: 'event', procedure: '#44 Earl of Mansfield Recalled From Paris', option: 'patriots', optionText: 'the Patriots' });
  });

  it('a Limited Command and the eligible options (2.3.4, 2.3.5)', () => {
    const s = onTurn(position({ resources: 10 }), 'patriots');
    expect(describeAction(s, { faction: 'patriots', type: 'command', command: 'rabbleRousing', limited: true })).toBe('Limited Rabble-Rousing');
    expect(describeAction(s, { faction: 'patriots', type: 'command', command: 'rally' })).toBe('Rally (Command and Special Activity)');
    expect(describeAction(s, { faction: 'patriots', type: 'pass' })).toBe('Pass');
  });

  it('once the game is over, an action still gets its words, read without a decision', () => {
    const over = { ...position(), result: { winner: null, winners: [], reason: 'test', margins: {}, ranking: [], summary: '' }, stack: [] } as unknown as GameState;
    expect(actionWords(over, { faction: 'british', type: 'done' })).toEqual({
      text: 'Done',
      parts: { type: 'done', verb: 'End', faction: 'british', factionName: 'British', decision: null, procedure: null },
    });
    expect(legalActionWords(over, [])).toEqual([]);
  });
});

describe('the raw-id check of the property test', () => {
  it('finds ids and leaked values, not names', () => {
    expect(rawIds('Muster britishRegular in NewYorkCity')).toEqual(['britishRegular', 'NewYorkCity']);
    expect(rawIds('Choose french, undefined')).toEqual(['french', 'undefined']);
    expect(rawIds('Play the shaded Event: #17 Jane McCrea Murdered by Indians')).toEqual([]);
    expect(rawIds('March 1 Tory from Boston to New York City')).toEqual([]);
  });
});

describe('every decision kind and every action type has its sentence', () => {
  it('covers every action type and every decision kind', () => {
    expect([...new Set(SENTENCES.map(([, a]) => a.type))].sort()).toEqual([...ACTION_TYPES].sort());
    expect([...new Set(SENTENCES.map(([k]) => k.split(':')[0]))].sort()).toEqual([...DECISION_KINDS].sort());
  });

  it.each(SENTENCES)('%s: %j reads %j', (kind, action, text) => {
    const state = findDecision(kind, action);
    expect(state, `no ${kind} decision offers ${JSON.stringify(action)}`).toBeDefined();
    expect(describeAction(state!, action)).toBe(text);
    expect(rawIds(text)).toEqual([]);
  });
});

describe('property: random games of every scenario', () => {
  it.each(SCENARIO_IDS.flatMap((scenario) => [1, 2, 3, 4].map((seed) => [scenario, seed] as const)))(
    '%s, seed %i: every legal action gets a non-empty sentence without raw ids, distinct within its decision',
    (scenario, seed) => {
      let decisions = 0;
      for (const { state, legal } of randomGame(scenario, seed, 1500)) {
        const words = legalActionWords(state, legal);
        const texts = words.map((w) => w.text);
        for (const [i, t] of texts.entries()) {
          expect(t.length, JSON.stringify(legal[i])).toBeGreaterThan(0);
          expect(words[i].parts.verb.length, JSON.stringify(legal[i])).toBeGreaterThan(0);
          expect(rawIds(t), `${t} <= ${JSON.stringify(legal[i])}`).toEqual([]);
        }
        const dup = texts.find((t, i) => texts.indexOf(t) !== i);
        expect(dup, `${pending(state)!.kind}: "${dup}" twice`).toBeUndefined();
        decisions++;
      }
      expect(decisions).toBeGreaterThan(100);
    },
    120_000,
  );
});
