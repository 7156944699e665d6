/**
 * Actions in words (docs/contract.md, "Actions in words and groups for a UI"): the sentence a player
 * would say for a legal action ("Place 2 British Regulars in Boston", "March 3 British Regulars from
 * Boston to Massachusetts", "End the Muster"), with names instead of ids, and a structured form beside
 * it for UIs that lay out their own buttons. The sentence depends on the decision the action answers:
 * the same `selectSpace` is "Muster in Boston" at a Muster and "Battle in Boston" at a Battle.
 * @module
 */
import { describeAction as describeActionOnly, type Action, type ActionFaction, type ActionOption, type ActionPiece, type ActionType, type ActivityId, type CommandId } from '../core/action';
import type { Frame, GameState } from '../core/state';
import type { Pending } from '../core/machine';
import type { CardId, Faction, SpaceId, SpacePiece } from '../data/ids';
import { cardById } from '../data/cards';
import { LEADER_INFO } from '../data/leaders';
import { ACTIVITY_NAME, COMMAND_NAME, FACTION_NAME, KIND_NAME, piecesText, resourcesText, spaceName } from '../data/text';
import { pending } from '../game/machine';
import { STROKE_OF, TREATY_CARD, TREATY_PREPARATIONS, treatyPreparations } from '../rules/sequence/brilliantStrokes';
import { frenchFniCanRise } from '../rules/specialActivities/french/navalPressure';
import { EVENT_CARDS } from '../rules/events/index';
import { programOf } from '../rules/events/interpreter';
import type { EventFrame } from '../rules/events/program';
import { markersIn, piecesAt } from '../rules/board';

export { COMMAND_NAME, ACTIVITY_NAME } from '../data/text';

/**
 * The structured form of an action in words: what a UI needs to lay out its own button. Ids are kept
 * (`space`, `piece`…) beside their names (`spaceName`, `pieceName`…); a field is present only when the
 * action (or, for `card`, `leader` and `procedure`, the decision) has it.
 */
export interface ActionParts {
  /** The action's type. */
  type: ActionType;
  /** The leading word of the sentence ("Place", "March", "Battle", "Pass", "Roll", "End"…). */
  verb: string;
  /** Who acts. */
  faction: ActionFaction;
  /** "British", "Patriots"…, or "Chance" for a die roll. */
  factionName: string;
  /** The kind of the pending decision it answers (`britishMuster`), or null when none is pending. */
  decision: string | null;
  /** What the decision is part of, in words: "Muster", "Supply", "#51 Bermuda Gunpowder Plot"…, or null. */
  procedure: string | null;
  command?: CommandId;
  commandName?: string;
  activity?: ActivityId;
  activityName?: string;
  side?: 'unshaded' | 'shaded';
  /** The card an Event or Brilliant Stroke action plays. */
  card?: CardId;
  cardTitle?: string;
  limited?: boolean;
  space?: SpaceId;
  spaceName?: string;
  from?: SpaceId;
  fromName?: string;
  to?: SpaceId | 'available';
  toName?: string;
  piece?: ActionPiece;
  /** The piece kind's name, singular or plural after `count` ("British Regulars"). */
  pieceName?: string;
  count?: number;
  value?: number;
  option?: ActionOption;
  /** The option in words ("removing the Propaganda marker", "1 Continental and 1 British Regular"). */
  optionText?: string;
  /** The Leader the action moves or takes along, by name ("George Washington"). */
  leader?: string;
}

/** An action in words: the sentence and its structured form. */
export interface ActionWords {
  text: string;
  parts: ActionParts;
}

/** The procedure each decision kind belongs to, in words (Events are named by their card). */
const KIND_PROCEDURE: Readonly<Record<string, string>> = Object.freeze({
  eligibleOptions: 'Sequence of Play',
  brilliantStrokes: 'Brilliant Stroke',
  treatyOfAlliance: 'Treaty of Alliance',
  roll: 'Roll',
  britishMuster: 'Muster',
  frenchMuster: 'Muster',
  britishGarrison: 'Garrison',
  britishMarch: 'March',
  patriotsMarch: 'March',
  indiansMarch: 'March',
  frenchMarch: 'March',
  patriotsRally: 'Rally',
  patriotsRabbleRousing: 'Rabble-Rousing',
  indiansGather: 'Gather',
  indiansScout: 'Scout',
  indiansRaid: 'Raid',
  frenchAgentMobilization: 'Agent Mobilization',
  frenchHortalez: 'Roderigue Hortalez et Cie',
  battleCommand: 'Battle',
  battle: 'Battle',
  winTheDay: 'Win the Day',
  skirmishActivity: 'Skirmish',
  britishNavalPressure: 'Naval Pressure',
  britishLowerFni: 'Naval Pressure',
  frenchNavalPressure: 'Naval Pressure',
  frenchPreparerLaGuerre: 'Préparer la Guerre',
  patriotsPersuasion: 'Persuasion',
  patriotsPartisans: 'Partisans',
  indiansTrade: 'Trade',
  indiansWarPath: 'War Path',
  indiansPlunder: 'Plunder',
  supplyBritish: 'Supply',
  supplyPatriots: 'Supply',
  supplyFrench: 'Supply',
  supplyIndians: 'Supply',
  supplyVillage: 'Supply',
  westIndiesUpkeep: 'West Indies',
  rewardLoyalty: 'Reward Loyalty',
  committeesOfCorrespondence: 'Committees of Correspondence',
  leaderRedeployment: 'Leader Redeployment',
  fniReduction: 'French Naval Intervention',
  patriotDesertion: 'Desertion',
  toryDesertion: 'Desertion',
  winterQuartersRemoval: 'Winter Quarters',
  leaderAlone: 'Leader alone',
  leaderFollow: 'Leader',
  eventLeader: 'Leader',
  patriotsLeader: 'Leader',
  frenchCommandLeader: 'Leader',
  indiansScoutLeader: 'Leader',
});

/** The decision kinds of a Command's own steps: `done` there ends the Command (or the phase named below). */
const COMMAND_KINDS: ReadonlySet<string> = new Set([
  'britishMuster',
  'frenchMuster',
  'britishGarrison',
  'britishMarch',
  'patriotsMarch',
  'indiansMarch',
  'frenchMarch',
  'patriotsRally',
  'patriotsRabbleRousing',
  'indiansGather',
  'indiansScout',
  'indiansRaid',
  'frenchAgentMobilization',
  'frenchHortalez',
  'battleCommand',
]);

/** What the sentence needs to know of the decision. */
interface Decision {
  state: GameState;
  pending: Pending | null;
  kind: string | null;
  phase: string | null;
  top: Frame | undefined;
  procedure: string | null;
}

const cardTitle = (card: CardId): string => `#${card} ${cardById(card).title}`;
const placeName = (to: SpaceId | 'available'): string => (to === 'available' ? 'the Available Forces box' : spaceName(to));
const capitalize = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const factionName = (f: ActionFaction): string => (f === 'chance' ? 'Chance' : FACTION_NAME[f]);
/** "the British", "the Patriots". */
const theFaction = (f: Faction): string => `the ${FACTION_NAME[f]}`;

/** The Faction's current Leader by name, or null. */
function leaderName(state: GameState, faction: ActionFaction): string | null {
  if (faction === 'chance') return null;
  const leader = state.leaders[faction]?.leader;
  return leader ? LEADER_INFO[leader].name : null;
}

/** "1 Continental, 1 Active Militia and 1 British Regular" for an option naming pieces joined by `+`. */
function piecesOption(option: string, state: GameState, faction: ActionFaction): string {
  const counts = new Map<string, number>();
  let leader = false;
  for (const p of option.split('+')) {
    if (p === 'leader') leader = true;
    else counts.set(p, (counts.get(p) ?? 0) + 1);
  }
  const list = [...counts].map(([k, n]) => (k in KIND_NAME ? piecesText(n, k as ActionPiece) : k));
  const text = list.length <= 1 ? list.join('') : `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`;
  return leader ? `${text}, with ${leaderName(state, faction) ?? 'the Leader'}` : text;
}

/** A named option in words (the `option` field). */
function optionText(option: ActionOption, state: GameState, faction: ActionFaction): string {
  switch (option) {
    case 'pay':
      return `pay ${resourcesText(1)}`;
    case 'shift':
      return 'shift the space one level toward Active Opposition';
    case 'propaganda':
      return 'removing the Propaganda marker';
    case 'raid':
      return 'removing the Raid marker';
    case 'leader':
      return `with ${leaderName(state, faction) ?? 'the Leader'}`;
    case 'commonCause':
      return 'as Tories (Common Cause)';
    case 'withFrench':
      return 'with the French';
    case 'withPatriots':
      return 'with the Patriots';
    case 'squadron':
      return 'a Squadron to the West Indies';
    case 'regulars':
      return 'up to three French Regulars to Available';
    case 'resources':
      return `+${resourcesText(2)}`;
    case 'available':
      return 'from Available';
    case 'unavailable':
      return 'from Unavailable';
    case 'british':
    case 'patriots':
    case 'french':
    case 'indians':
      return theFaction(option);
    default:
      return piecesOption(option, state, faction);
  }
}

/** The decision an action answers, read once from the state. */
function decisionOf(state: GameState): Decision {
  const p = state.result === null ? pending(state) : null;
  const top = state.stack[state.stack.length - 1];
  const kind = p?.kind ?? null;
  let procedure: string | null = kind === null ? null : (KIND_PROCEDURE[kind] ?? null);
  if (kind === 'event' && p?.context.event) procedure = cardTitle(p.context.event.card);
  else if (kind === 'commandHost' || kind === 'grant') {
    const c = p?.context.command;
    procedure = c?.command ? COMMAND_NAME[c.command] : kind === 'grant' ? (p?.context.grant?.reason ?? null) : null;
  } else if (kind === 'britishLowerFni' && top?.reason === 'howe') procedure = 'Howe';
  return { state, pending: p, kind, phase: p?.context.phase ?? null, top, procedure };
}

/** "2 British Regulars", "no Tories" (a count of 0), "1 Tory" (no count). */
function countedPieces(count: number | undefined, piece: ActionPiece): string {
  const n = count ?? 1;
  return n === 0 ? `no ${KIND_NAME[piece][1]}` : piecesText(n, piece);
}

/** The sentence of `done`: what it ends. */
function doneText(d: Decision, faction: ActionFaction): string {
  const proc = d.procedure ?? 'step';
  const space = d.pending?.context.space ?? null;
  switch (d.kind) {
    case 'brilliantStrokes':
      return d.phase === 'trump' ? 'Do not Trump' : 'Do not play a Brilliant Stroke';
    case 'commandHost':
      return d.procedure === null ? 'Finish without a Special Activity' : `End the ${proc} without a Special Activity after it`;
    case 'grant':
      return `Decline (${proc})`;
    case 'event':
      return `Stop here (${proc})`;
    case 'frenchCommandLeader': {
      const leader = leaderName(d.state, faction) ?? 'the Leader';
      return `Leave ${leader} Available`;
    }
    case 'winTheDay':
      return d.phase === 'blockade' ? 'Move no Blockade' : 'End Win the Day (no more shifts)';
    case 'britishGarrison':
      return d.phase === 'displace' ? 'End the Garrison without displacing' : 'End the Garrison moves';
    case 'indiansGather':
      return d.phase === 'placing' && space ? `Place no more War Parties in ${spaceName(space)}` : 'End the Gather';
    case 'indiansScout':
      return d.phase === 'skirmish' ? 'End the Scout without a Skirmish' : 'Move no more Tories with the Scout';
    case 'indiansRaid':
      return 'End the moves and Raid';
    case 'patriotsRally':
      return d.phase === 'militia' ? 'Take no more Militia from the map' : 'End the Rally';
    case 'frenchMuster':
      return d.phase === 'fort' ? 'End the Muster without a Fort' : 'End the Muster';
    case 'patriotsMarch': {
      // With a group open, done closes that group (3.3.2); otherwise it ends the March.
      const group = d.top?.group as { from?: SpaceId } | null | undefined;
      return group?.from ? `Close the group from ${spaceName(group.from)}` : 'End the March';
    }
    default:
      return d.kind !== null && (COMMAND_KINDS.has(d.kind) || KIND_PROCEDURE[d.kind]) ? `End the ${proc}` : 'Done';
  }
}

/** The verb of a `selectSpace`, by the decision: "Muster in", "March into", "Select". */
function selectText(d: Decision, a: Action): { verb: string; text: string } {
  const where = spaceName(a.space!);
  const withWhom = a.option ? ` ${optionText(a.option, d.state, a.faction)}` : '';
  switch (d.kind) {
    case 'britishMuster':
      return { verb: 'Muster', text: a.piece ? `Muster ${KIND_NAME[a.piece][1]} in ${where}${withWhom}` : `Muster Tories in ${where}${withWhom}` };
    case 'britishMarch':
    case 'patriotsMarch':
    case 'indiansMarch':
    case 'frenchMarch':
      return { verb: 'March', text: `March into ${where}${withWhom}` };
    case 'britishGarrison':
      return { verb: 'Garrison', text: `Garrison ${where}${withWhom}` };
    case 'indiansScout':
      return { verb: 'Scout', text: `Scout from ${where}${withWhom}` };
    case 'event':
    case null:
      break;
    default:
      if (d.procedure !== null && d.kind !== 'eligibleOptions') {
        const piece = a.piece ? ` (${KIND_NAME[a.piece][1]})` : '';
        return { verb: d.procedure, text: `${d.procedure} in ${where}${piece}${withWhom}` };
      }
  }
  const piece = a.piece ? ` (${KIND_NAME[a.piece][1]})` : '';
  return { verb: 'Select', text: `Select ${where}${piece}${withWhom}` };
}

/** What an Event's `replace` instruction under way puts in for each piece (5.1.1), or null at another decision. */
function eventReplacement(top: Frame | undefined): { to: SpacePiece; ratio: number } | null {
  if (top?.kind !== 'event') return null;
  const frame = top as EventFrame;
  const card = EVENT_CARDS[frame.card];
  const instr = frame.progress !== null && card ? programOf(card, frame.side)?.[frame.pc] : undefined;
  return instr?.op === 'replace' ? { to: instr.to, ratio: instr.ratio } : null;
}

/** The Brilliant Stroke card a Faction's `brilliantStroke` action plays (2.3.8, 2.3.9). */
function strokeCard(state: GameState, faction: Faction): CardId {
  const treaty = faction === 'french' && state.brilliantStrokes.french.includes(TREATY_CARD) && !state.treatyOfAlliance && treatyPreparations(state) > TREATY_PREPARATIONS;
  return treaty ? TREATY_CARD : STROKE_OF[faction];
}

/** The sentence and the verb of one action at the decision. */
function sentence(d: Decision, a: Action, parts: ActionParts): { verb: string; text: string } {
  const { state } = d;
  const f = a.faction;
  const opt = a.option ? ` ${optionText(a.option, state, f)}` : '';
  const where = a.space ? spaceName(a.space) : '';
  switch (a.type) {
    case 'pass':
      return { verb: 'Pass', text: 'Pass' };
    case 'command': {
      const name = COMMAND_NAME[a.command];
      const grant = d.kind === 'grant' ? d.pending?.context.grant : null;
      if (grant) return { verb: name, text: `${grant.free ? 'Free ' : ''}${grant.limited || a.limited ? 'Limited ' : ''}${name}` };
      return { verb: name, text: a.limited ? `Limited ${name}` : `${name} (Command and Special Activity)` };
    }
    case 'event': {
      const card = state.deck.current;
      if (card === null) return { verb: 'Event', text: `Play the ${a.side} Event` };
      parts.card = card;
      parts.cardTitle = cardById(card).title;
      const dual = cardById(card).shaded !== null;
      return { verb: 'Event', text: `Play the ${dual ? `${a.side} ` : ''}Event: ${cardTitle(card)}` };
    }
    case 'brilliantStroke': {
      if (f === 'chance') return { verb: 'Play', text: 'Play a Brilliant Stroke' };
      const card = strokeCard(state, f);
      parts.card = card;
      parts.cardTitle = cardById(card).title;
      const play = d.top?.play as { card: CardId } | null | undefined;
      return play ? { verb: 'Trump', text: `Trump ${cardTitle(play.card)} with ${cardTitle(card)}` } : { verb: 'Play', text: `Play ${cardTitle(card)}` };
    }
    case 'specialActivity': {
      const name = ACTIVITY_NAME[a.activity];
      if (a.activity === 'navalPressure' && f === 'british') {
        const roll = !state.treatyOfAlliance || state.fni === 0;
        return { verb: name, text: roll ? `${name}: +1D3 Resources (rolled next)` : `${name}: FNI drops one level` };
      }
      // 4.5.3: FNI rises one level when a Squadron or Blockade is there for it; otherwise the Blockades move.
      if (a.activity === 'navalPressure' && f === 'french') {
        const squadron = markersIn(state, 'WestIndies', 'squadrons') > 0;
        if (!frenchFniCanRise(state)) return { verb: name, text: `${name}: move Blockades between Cities (FNI stays at ${state.fni})` };
        return { verb: name, text: `${name}: FNI rises to ${state.fni + 1}${squadron ? ', a Squadron from the West Indies blockading a City' : ''}` };
      }
      return { verb: name, text: `${name} (Special Activity)` };
    }
    case 'roll':
      return { verb: 'Roll', text: `Roll: ${a.value}` };
    case 'reveal':
      parts.card = a.card;
      parts.cardTitle = cardById(a.card!).title;
      return { verb: 'Reveal', text: `Turn over ${cardTitle(a.card!)}` };
    case 'selectSpace':
      return selectText(d, a);
    case 'place': {
      // Gather (3.4.1): a Village replaces the War Parties its option names.
      if (a.piece === 'village') return { verb: 'Place', text: `Place a Village in ${where}${a.option ? ` replacing ${optionText(a.option, state, f)}` : ''}` };
      const from = a.from ? ` from ${spaceName(a.from)}` : '';
      return { verb: 'Place', text: `Place ${countedPieces(a.count, a.piece)} in ${where}${from}${opt}` };
    }
    case 'move': {
      const verb = d.kind !== null && d.kind.endsWith('March') ? 'March' : 'Move';
      return { verb, text: `${verb} ${countedPieces(a.count, a.piece)} from ${spaceName(a.from)} to ${placeName(a.to)}${opt}` };
    }
    case 'activate':
      return { verb: 'Activate', text: `Activate ${countedPieces(a.count, a.piece)} in ${where}` };
    case 'flip':
      return { verb: 'Flip', text: `Flip all ${f === 'indians' ? 'War Parties' : f === 'patriots' ? 'Militia' : 'pieces'} in ${where} Underground` };
    case 'replace': {
      const from = a.from ? ` (taken from ${spaceName(a.from)})` : '';
      if (a.piece === 'patriotFort' && d.kind === 'frenchMuster') return { verb: 'Replace', text: `Replace 2 French Regulars with a Patriot Fort in ${where}` };
      if (d.kind === 'patriotsRally') return { verb: 'Replace', text: `Replace ${countedPieces(a.count, a.piece)} with Continentals in ${where}${from}` };
      const byEvent = eventReplacement(d.top);
      if (byEvent) return { verb: 'Replace', text: `Replace ${countedPieces(a.count, a.piece)} in ${where} with ${piecesText(byEvent.ratio, byEvent.to)}` };
      return { verb: 'Replace', text: `Replace ${countedPieces(a.count, a.piece)} in ${where}${from}` };
    }
    case 'remove':
      return { verb: 'Remove', text: `Remove ${countedPieces(a.count, a.piece)} from ${where}` };
    case 'shift':
    {
      // Win the Day (3.6.8): toward Support after a Royalist win, toward Opposition after a Rebellion one.
      const royalist = d.kind === 'winTheDay' ? d.top?.winner === 'royalist' : f === 'british' || f === 'indians';
      return { verb: 'Shift', text: `Shift ${where} one level toward Active ${royalist ? 'Support' : 'Opposition'}` };
    }
    case 'displace':
      return { verb: 'Displace', text: `Move the Rebellion units out of ${where} to ${placeName(a.to)}` };
    case 'buildFort': {
      const tories = 3 - a.count;
      const cubes = [a.count > 0 ? piecesText(a.count, a.piece) : '', tories > 0 ? piecesText(tories, 'tory') : ''].filter((s) => s !== '').join(' and ');
      const from = a.from ? ` (taken from ${spaceName(a.from)})` : '';
      return { verb: 'Build', text: `Build a British Fort in ${where} replacing ${cubes}${from}${opt}` };
    }
    case 'rewardLoyalty':
      return { verb: 'Reward Loyalty', text: `Reward Loyalty in ${where}${a.option ? `, ${optionText(a.option, state, f)}` : ''}` };
    case 'commonCause':
      return { verb: 'Common Cause', text: `Common Cause in ${where}: ${piecesText(a.count, 'warParty')} ${a.count === 1 ? 'fights' : 'fight'} as Tories` };
    case 'skirmish':
      return { verb: 'Skirmish', text: `Skirmish in ${where}: remove ${optionText(a.option, state, f)}` };
    case 'partisans':
      return { verb: 'Partisans', text: `Partisans in ${where}: remove ${optionText(a.option, state, f)}` };
    case 'warPath':
      return { verb: 'War Path', text: `War Path in ${where}: remove ${optionText(a.option, state, f)}` };
    case 'trade':
      return { verb: 'Trade', text: `Trade in ${where}` };
    case 'transfer':
      return a.value === 0
        ? { verb: 'Transfer', text: 'Transfer nothing (the Indians gain 1 Resource)' }
        : { verb: 'Transfer', text: `Transfer ${resourcesText(a.value)} to the Indians` };
    case 'plunder':
      return { verb: 'Plunder', text: `Plunder in ${where}, removing ${piecesText(1, a.piece)}` };
    case 'pay':
      if (d.kind === 'frenchHortalez') return { verb: 'Pay', text: `Pay ${resourcesText(a.value)} (the Patriots gain ${a.value + 1})` };
      return { verb: 'Pay', text: `Pay ${resourcesText(a.value)}` };
    case 'choose':
      if (d.kind === 'frenchPreparerLaGuerre') return { verb: 'Choose', text: `Préparer la Guerre: ${optionText(a.option, state, f)}` };
      return { verb: 'Choose', text: `Choose ${optionText(a.option, state, f)}` };
    case 'moveLeader': {
      const leader = leaderName(state, f) ?? 'the Leader';
      // Moving the Leader where he already is keeps him there (1.10).
      const at = f === 'chance' ? undefined : state.leaders[f]?.at;
      if (a.to === at) return { verb: 'Stay', text: a.to === 'available' ? `Leave ${leader} Available` : `${leader} stays in ${spaceName(a.to)}` };
      if (a.to === 'available') return { verb: 'Move', text: `Move ${leader} to the Available Forces box` };
      const verb = d.kind === 'frenchCommandLeader' || (d.kind === 'patriotsLeader' && d.top?.reason === 'place') ? 'Place' : 'Move';
      return { verb, text: `${verb} ${leader} ${verb === 'Place' ? 'in' : 'to'} ${spaceName(a.to)}` };
    }
    case 'moveBlockade':
      return { verb: 'Move', text: `Move ${a.count === 1 ? '1 Blockade' : `${a.count} Blockades`} from ${spaceName(a.from)} to ${placeName(a.to)}` };
    case 'supply': {
      const space = spaceName(a.space);
      if (a.option === 'pay') return { verb: 'Pay', text: `Pay ${resourcesText(1)} to keep ${space} in supply` };
      if (a.option === 'shift') return { verb: 'Shift', text: `Shift ${space} one level toward Active Opposition` };
      if (a.to === 'available' && a.piece) return { verb: 'Remove', text: `Remove ${piecesText(1, a.piece)} from ${space} to Available` };
      if (a.to === 'available') return { verb: 'Remove', text: `Send the ${SUPPLY_UNITS[f]} in ${space} to Available` };
      if (a.to) return { verb: 'Move', text: `Move the ${SUPPLY_UNITS[f]} in ${space} to ${spaceName(a.to)}` };
      return { verb: 'Supply', text: `Supply ${space}` };
    }
    case 'placeVillage':
      return { verb: 'Place', text: `Place a Village in ${where}` };
    case 'westIndies': {
      const kind = f === 'french' ? 'frenchRegular' : 'britishRegular';
      // 6.2.2: the Regulars that stay cost 1 Resource.
      const keep = piecesAt(state, 'WestIndies')[kind] > a.count ? `, pay ${resourcesText(1)} to keep the rest` : '';
      return { verb: 'Return', text: `${a.count === 0 ? 'Return no Regulars from the West Indies' : `Return ${piecesText(a.count, kind)} from the West Indies to Available`}${keep}` };
    }
    case 'committeesOfCorrespondence':
      return { verb: 'Committees of Correspondence', text: `Committees of Correspondence in ${where}` };
    case 'redeployLeader': {
      const leader = leaderName(state, f) ?? 'the Leader';
      return { verb: 'Redeploy', text: `Redeploy ${leader} to ${placeName(a.to)}` };
    }
    case 'stay': {
      const leader = leaderName(state, f) ?? 'the Leader';
      const at = f === 'chance' ? null : state.leaders[f]?.at;
      const where = at === undefined || at === null ? '' : at === 'available' ? ' Available' : ` in ${placeName(at)}`;
      return { verb: 'Stay', text: `${leader} stays${where}` };
    }
    case 'removeBlockade':
      return { verb: 'Remove', text: `Remove the Blockade from ${where} to the West Indies` };
    case 'placeBlockade':
      return { verb: 'Blockade', text: `Blockade ${where}` };
    case 'desert':
      return { verb: 'Desert', text: `${capitalize(piecesText(1, a.piece))} in ${where} deserts` };
    case 'done':
      return { verb: 'End', text: doneText(d, f) };
  }
}

/** The units whose supply each Faction checks (6.2.1), in words. */
const SUPPLY_UNITS: Readonly<Record<ActionFaction, string>> = Object.freeze({
  british: 'British cubes',
  patriots: 'Patriot units',
  french: 'French Regulars',
  indians: 'War Parties',
  chance: 'units',
});

/** The action's own fields in the structured form, each with its name. */
function baseParts(d: Decision, a: Action): ActionParts {
  const parts: ActionParts = { type: a.type, verb: '', faction: a.faction, factionName: factionName(a.faction), decision: d.kind, procedure: d.procedure };
  if (a.command !== undefined) {
    parts.command = a.command;
    parts.commandName = COMMAND_NAME[a.command];
  }
  if (a.activity !== undefined) {
    parts.activity = a.activity;
    parts.activityName = ACTIVITY_NAME[a.activity];
  }
  if (a.side !== undefined) parts.side = a.side;
  if (a.limited !== undefined) parts.limited = a.limited;
  if (a.space !== undefined) {
    parts.space = a.space;
    parts.spaceName = spaceName(a.space);
  }
  if (a.from !== undefined) {
    parts.from = a.from;
    parts.fromName = spaceName(a.from);
  }
  if (a.to !== undefined) {
    parts.to = a.to;
    parts.toName = a.to === 'available' ? 'Available' : spaceName(a.to);
  }
  if (a.piece !== undefined) {
    parts.piece = a.piece;
    parts.pieceName = KIND_NAME[a.piece][(a.count ?? 1) === 1 ? 0 : 1];
  }
  if (a.count !== undefined) parts.count = a.count;
  if (a.value !== undefined) parts.value = a.value;
  if (a.option !== undefined) {
    parts.option = a.option;
    parts.optionText = optionText(a.option, d.state, a.faction);
  }
  const movesLeader =
    a.type === 'moveLeader' || a.type === 'redeployLeader' || a.type === 'stay' || a.option === 'leader' || (typeof a.option === 'string' && a.option.endsWith('+leader'));
  if (movesLeader || (a.type === 'done' && d.kind === 'frenchCommandLeader')) {
    const leader = leaderName(d.state, a.faction);
    if (leader) parts.leader = leader;
  }
  return parts;
}

/** The words of an action at a decision already read. */
function wordsAt(d: Decision, action: Action): ActionWords {
  const parts = baseParts(d, action);
  const { verb, text } = sentence(d, action, parts);
  parts.verb = verb;
  return { text, parts };
}

/**
 * An action in words at the state's pending decision: `text`, the sentence a player would say ("Place
 * 2 British Regulars in Boston", "Battle in Boston", "End the Muster"), and `parts`, its structured form
 * (verb, Faction, space, from/to, piece kind, count, value, option, Command, Special Activity, Event
 * side and card, Leader, each with its name). Meant for the actions of `legalActions(state)`; any
 * well-formed action gets a sentence, read against the pending decision. Pure.
 */
export function actionWords(state: GameState, action: Action): ActionWords {
  return wordsAt(decisionOf(state), action);
}

/**
 * Every legal action of the pending decision in words, in the order of `legalActions(state)` (one
 * read of the decision for all of them). Empty once the game is over. Pure.
 */
export function legalActionWords(state: GameState, legal: readonly Action[]): ActionWords[] {
  const d = decisionOf(state);
  return legal.map((a) => wordsAt(d, a));
}

/**
 * Describes an action.
 * - `describeAction(action)`: the compact one-line form used by the account, the CLI and the traces
 *   (`british selectSpace Boston britishRegular`), unchanged.
 * - `describeAction(state, action)`: the sentence a player would say at the state's pending decision
 *   ("Muster British Regulars in Boston"), the `text` of {@link actionWords}.
 */
export function describeAction(action: Action): string;
export function describeAction(state: GameState, action: Action): string;
export function describeAction(first: Action | GameState, second?: unknown): string {
  if (typeof second === 'object' && second !== null && 'type' in second && 'stack' in first) return actionWords(first, second as Action).text;
  return describeActionOnly(first as Action);
}
