/**
 * The Indian Event Instructions (8.3.1): the cards the back of the Random Spaces sheet lists for the
 * Indians (4, 18, 21, 22, 29, 32, 38, 44, 70, 72, 80, 83, 86, 88, 89, 90). Each entry says, in our words,
 * what the instruction changes: the side the Indians execute (`side`: #4, #32, #38 shaded; #83 shaded when
 * a Village can be placed; 8.3.2: otherwise unshaded), when it makes the Event Ineffective so that the
 * Indians execute a Command and Special Activity instead (`ineffective`, asked by I2 before the Event is
 * previewed), and how the Indians make their choices inside the Event (`choose`, asked at each of their
 * Event decisions; null leaves the decision to the Non-Player Event rules, src/bots/eventChoices.ts, with
 * the Indian "Event or Command?" question of 8.3.5, src/bots/indians/question.ts). 8.3.1's second
 * paragraph: when another Faction's Event makes the Indians choose, their instructions apply too.
 *
 * Rulings (docs/rulings.md, "Non-Player Indians (8.7)", "Turn"):
 * - "A Village can be placed": a Village Available (8.1: never taken from the map) and a space with room
 *   for it where the card places it.
 * - #80: the engine lets the named Faction select the spaces and remove its own pieces (5.1); the
 *   instruction decides whether the Indians play (a space where the Patriots, removing Forts last as
 *   8.1.2 has them, would lose a Fort: a Fort with at most one other Patriot piece) and that they name
 *   the Patriots.
 * - #86: "a Village space if possible" is read among the spaces where the Event does something (a Village
 *   space with Underground Militia); otherwise the Non-Player Event rules choose.
 * - #88: the Indians name an enemy Faction sharing a space with their War Parties (a player first, 8.3.5);
 *   the War Parties of the shared spaces then move as the March of 8.7.3 would move them from there,
 *   planned on the board the moves began from (the British #88 reading).
 * @module
 */
import type { Action } from '../../core/action';
import type { GameState } from '../../core/state';
import type { CardId, Faction, SpaceId, SpacePiece } from '../../data/ids';
import { MAP_SPACES, SPACES } from '../../data/map';
import { piecesText, spaceName } from '../../data/text';
import type { EventSide } from '../../flow/contracts';
import { countFaction, countPatriots, piecesAt, supportLevel } from '../../rules/board';
import { toActivate } from '../../rules/events/cards/29-edwardBancroft';
import { mayPlace } from '../../rules/events/instructions/place';
import type { EventFrame } from '../../rules/events/program';
import { enemyRank } from '../eventChoices';
import { chooseHarmed, instructedEventChoice, instructionsByCard, legalOf, under } from '../eventInstructions';
import { boardBeforeMoves, nextPlannedMove } from '../eventMoves';
import { bestSpace, type Flow, type FlowHandler, type Score } from '../flowchart';
import { planIndianMarch } from './march';
import { indianQuestion } from './question';

/** One Indian Event Instruction (8.3.1). */
export interface IndianInstruction {
  /** The card. */
  readonly card: CardId;
  /** What the instruction says, in our words. */
  readonly text: string;
  /** The side the Indians execute when the instruction names one (8.3.2: otherwise unshaded). */
  readonly side?: (state: GameState) => EventSide;
  /** Why the instruction makes the Event Ineffective now (8.3.3: Command and Special Activity instead), or null. */
  readonly ineffective?: (state: GameState) => string | null;
  /** The Indian choice the instruction prescribes at the Event decision pending, or null (the Non-Player Event rules decide). */
  readonly choose?: (flow: Flow, event: EventFrame) => Action | null;
}

const ENEMIES: readonly Faction[] = ['patriots', 'french'];
const WAR_PARTIES = ['warPartyUnderground', 'warPartyActive'] as const;

/** War Parties in a space. */
const warParties = (state: GameState, s: SpaceId): number => piecesAt(state, s).warPartyUnderground + piecesAt(state, s).warPartyActive;

/** Whether a Village can be placed in the space now: one Available (8.1: never from the map) and room for it there (1.4.2). */
export const villagePlaceable = (state: GameState, s: SpaceId): boolean => state.available.village > 0 && mayPlace(state, s, 'village');

/** The Eligible enemy Factions (#18, #44). */
const eligibleEnemies = (state: GameState): Faction[] => ENEMIES.filter((f) => state.eligible[f]);

/** The first legal placement of one of `pieces`, in that order (the Village before units, 8.1.2), with its trace; null if none. */
function placeFirst(flow: Flow, card: CardId, pieces: readonly SpacePiece[], why: string): Action | null {
  for (const piece of pieces) {
    const a = legalOf(flow, 'place').find((x) => x.piece === piece);
    if (a) {
      flow.ctx.node('Event Instruction', `#${card}: ${piecesText(1, piece)} placed in ${spaceName(a.space!)} (${why})`, '8.3.1');
      return a;
    }
  }
  return null;
}

/** The best space among the legal selections passing `ok`, by `score` (8.1.3, ties by 8.2), with its trace; null if none passes. */
function selectBest(flow: Flow, card: CardId, ok: (s: SpaceId) => boolean, score: Score, why: string): Action | null {
  const offered = legalOf(flow, 'selectSpace').filter((a) => ok(a.space!));
  if (offered.length === 0) return null;
  const space = bestSpace(flow.ctx, [...new Set(offered.map((a) => a.space!))], score, `#${card} Event Instruction: space (8.3.1)`)!;
  flow.ctx.node('Event Instruction', `#${card}: ${spaceName(space)} (${why})`, '8.3.1');
  return offered.find((a) => a.space === space)!;
}

/**
 * The spaces where a card places a Village, War Parties first (8.7: "in a space that already has War Parties
 * if possible"): Village spaces with War Parties, then other Village spaces.
 */
function selectVillageSpace(flow: Flow, card: CardId): Action | null {
  const state = flow.state;
  return selectBest(flow, card, (s) => villagePlaceable(state, s), (s) => [warParties(state, s) > 0 ? 1 : 0], 'a Village can be placed there, first where War Parties are (8.7)');
}

/** Why no Village can be placed in any of the spaces, or null when one can. */
function noVillageIn(state: GameState, spaces: readonly SpaceId[], where: string): string | null {
  if (state.available.village === 0) return 'no Village is Available';
  return spaces.some((s) => mayPlace(state, s, 'village')) ? null : `no room for a Village in ${where}`;
}

/** 8.3.6 for the Royalists: a space's [gain in Support, loss of Opposition] when shifted `levels` toward Active Support. */
function royalistShift(state: GameState, s: SpaceId, levels: number): [number, number] {
  const from = supportLevel(state, s);
  const to = Math.min(2, from + levels);
  const pop = SPACES[s].population;
  return [(Math.max(0, to) - Math.max(0, from)) * pop, (Math.max(0, -from) - Math.max(0, -to)) * pop];
}

/** #80: spaces where the Patriots, removing two of their own pieces with Forts last (8.1.2), would lose a Patriot Fort. */
export function fortLosingSpaces(state: GameState): SpaceId[] {
  return MAP_SPACES.filter((s) => {
    const p = piecesAt(state, s);
    return p.patriotFort > 0 && countPatriots(p) - p.patriotFort <= 1;
  });
}

/** The enemies of the Indians sharing a map space with War Parties (#88). */
function sharingWithWarParties(state: GameState): Faction[] {
  return ENEMIES.filter((f) => MAP_SPACES.some((s) => warParties(state, s) > 0 && countFaction(piecesAt(state, s), f) > 0));
}

/**
 * #88's moves "per the March instructions from that origin" (8.3.1): the March of 8.7.3 planned from the
 * board the moves began from, with only the War Parties of the shared spaces moving
 * ({@link planIndianMarch} with those origins); its War Parties then move one at a time in the Event's
 * order, and the Indians stop when the plan is done.
 */
function foggyMove(flow: Flow, event: EventFrame): Action | null {
  const progress = event.progress;
  if (!progress) return null;
  const start = boardBeforeMoves(flow.state, progress);
  const plan = planIndianMarch(flow.ctx, start, { limited: false, free: true, specialActivity: false }, { origins: progress.spaces });
  const planned = plan.destinations.flatMap((d) =>
    d.groups.flatMap((g) => [
      { from: g.from, to: d.space, piece: 'warPartyUnderground' as const, count: g.underground },
      { from: g.from, to: d.space, piece: 'warPartyActive' as const, count: g.active },
    ]),
  );
  return nextPlannedMove(flow, progress, planned, '#88');
}

const instructions: IndianInstruction[] = [
  {
    card: 4,
    text: 'execute the shaded text; if no Village can be placed, Command and Special Activity instead',
    side: () => 'shaded',
    ineffective: (state) => noVillageIn(state, ['Massachusetts'], 'Massachusetts'),
    choose: (flow, event) =>
      event.faction === 'indians' && under(flow)?.op === 'place' ? placeFirst(flow, 4, ['village', ...WAR_PARTIES], 'a Village, then War Parties') : null,
  },
  {
    card: 18,
    text: 'name an Eligible enemy Faction; with none, Command and Special Activity instead',
    ineffective: (state) => (eligibleEnemies(state).length === 0 ? 'no enemy Faction is Eligible' : null),
    choose: (flow) => (under(flow)?.op === 'chooseFaction' ? chooseHarmed(flow, eligibleEnemies(flow.state), 18, 'an Eligible enemy Faction is made Ineligible') : null),
  },
  {
    card: 21,
    text: 'shift a space without a Village first',
    choose(flow, event) {
      if (event.faction !== 'indians' || under(flow)?.op !== 'selectSpaces') return null;
      const state = flow.state;
      return selectBest(flow, 21, () => true, (s) => [piecesAt(state, s).village === 0 ? 1 : 0, ...royalistShift(state, s, 2)], 'first without a Village, then 8.3.6');
    },
  },
  {
    card: 22,
    text: 'remove the Patriot units in a Village space first',
    choose(flow, event) {
      if (event.faction !== 'indians' || under(flow)?.op !== 'selectSpaces') return null;
      const state = flow.state;
      const units = (s: SpaceId): number => Math.min(4, piecesAt(state, s).continental + piecesAt(state, s).militiaUnderground + piecesAt(state, s).militiaActive);
      return selectBest(flow, 22, () => true, (s) => [piecesAt(state, s).village > 0 && units(s) > 0 ? 1 : 0, units(s)], 'first a Village space with Patriot units, then the most removed');
    },
  },
  {
    card: 29,
    text: 'name the Patriots (with no Militia of theirs to Activate the Event does nothing: Command and Special Activity instead)',
    ineffective: (state) => (toActivate(state, 'patriots') === 0 ? 'no Patriot Militia would turn Active' : null),
    choose: (flow) => (under(flow)?.op === 'chooseFaction' ? chooseHarmed(flow, ['patriots'], 29, 'the Patriots Activate Militia') : null),
  },
  {
    card: 32,
    text: 'execute the shaded text',
    side: () => 'shaded',
  },
  {
    card: 38,
    text: 'execute the shaded text placing War Parties; if none can be placed, Command and Special Activity instead',
    side: () => 'shaded',
    ineffective: (state) => (state.available.warParty === 0 ? 'no War Party is Available' : null),
    choose: (flow, event) => (event.faction === 'indians' && under(flow)?.op === 'place' ? placeFirst(flow, 38, ['warPartyUnderground'], 'War Parties') : null),
  },
  {
    card: 44,
    text: 'name an Eligible enemy Faction; with none, Command and Special Activity instead',
    ineffective: (state) => (eligibleEnemies(state).length === 0 ? 'no enemy Faction is Eligible' : null),
    choose: (flow) => (under(flow)?.op === 'chooseFaction' ? chooseHarmed(flow, eligibleEnemies(flow.state), 44, 'an Eligible enemy Faction is made Ineligible') : null),
  },
  {
    card: 70,
    text: 'remove French Regulars from Village spaces first',
    choose(flow, event) {
      if (event.faction !== 'indians' || under(flow)?.op !== 'remove') return null;
      const state = flow.state;
      const offered = legalOf(flow, 'remove').filter((a) => a.piece === 'frenchRegular' && a.space !== undefined && piecesAt(state, a.space).village > 0);
      if (offered.length === 0) return null;
      const space = bestSpace(flow.ctx, [...new Set(offered.map((a) => a.space!))], (s) => [piecesAt(state, s).frenchRegular], '#70 Event Instruction: Village space (8.3.1)')!;
      flow.ctx.node('Event Instruction', `#70: a French Regular removed from ${spaceName(space)}, a Village space`, '8.3.1');
      return offered.find((a) => a.space === space)!;
    },
  },
  {
    card: 72,
    text: 'place a Village; if none can be placed, Command and Special Activity instead',
    ineffective: (state) => noVillageIn(state, MAP_SPACES.filter((s) => SPACES[s].type === 'reserve'), 'an Indian Reserve Province'),
    choose(flow, event) {
      if (event.faction !== 'indians') return null;
      const op = under(flow)?.op;
      if (op === 'selectSpaces') return selectVillageSpace(flow, 72);
      if (op === 'place') return placeFirst(flow, 72, ['village', ...WAR_PARTIES], 'a Village, then War Parties');
      return null;
    },
  },
  {
    card: 80,
    text: 'name the Patriots, for spaces where a Patriot Fort would be removed; with none, Command and Special Activity instead',
    ineffective: (state) => (fortLosingSpaces(state).length === 0 ? 'no space where the Patriots would lose a Fort' : null),
    choose: (flow) => (under(flow)?.op === 'chooseFaction' ? chooseHarmed(flow, ['patriots'], 80, 'the Patriots remove their own pieces where a Fort would go') : null),
  },
  {
    card: 83,
    text: 'execute the shaded text if a Village can be placed (in Quebec), otherwise the unshaded text',
    side: (state) => (villagePlaceable(state, 'Quebec') ? 'shaded' : 'unshaded'),
    choose(flow, event) {
      if (event.faction !== 'indians' || event.side !== 'shaded') return null;
      const op = under(flow)?.op;
      if (op === 'selectSpaces') return selectVillageSpace(flow, 83);
      if (op === 'place') return placeFirst(flow, 83, ['village', 'warPartyUnderground'], 'a Village, then War Parties');
      return null;
    },
  },
  {
    card: 86,
    text: 'select a Village space if possible',
    choose(flow, event) {
      if (event.faction !== 'indians' || under(flow)?.op !== 'selectSpaces') return null;
      const state = flow.state;
      return selectBest(
        flow,
        86,
        (s) => piecesAt(state, s).village > 0 && piecesAt(state, s).militiaUnderground > 0,
        (s) => [piecesAt(state, s).militiaUnderground],
        'a Village space where Militia turn Active',
      );
    },
  },
  {
    card: 88,
    text: 'name an enemy Faction sharing a space with War Parties, then move the War Parties from there as the March instructions would',
    choose(flow, event) {
      if (event.faction !== 'indians') return null;
      const op = under(flow)?.op;
      if (op === 'moveAdjacent') return foggyMove(flow, event);
      if (op === 'chooseFaction') return chooseHarmed(flow, sharingWithWarParties(flow.state), 88, 'an enemy Faction sharing a space with War Parties');
      return null;
    },
  },
  {
    card: 89,
    text: 'replace Patriot units in Village spaces first',
    choose(flow, event) {
      if (event.faction !== 'indians' || under(flow)?.op !== 'replace') return null;
      const state = flow.state;
      const offered = legalOf(flow, 'replace').filter((a) => a.space !== undefined && piecesAt(state, a.space).village > 0);
      if (offered.length === 0) return null;
      const space = bestSpace(flow.ctx, [...new Set(offered.map((a) => a.space!))], () => [0], '#89 Event Instruction: Village space (8.3.1)')!;
      const there = offered.filter((a) => a.space === space);
      const pick = there.reduce((a, b) => (enemyRank(state, space, b.piece as SpacePiece) < enemyRank(state, space, a.piece as SpacePiece) ? b : a));
      flow.ctx.node('Event Instruction', `#89: ${piecesText(1, pick.piece as SpacePiece)} replaced in ${spaceName(space)}, a Village space (8.1.2's order)`, '8.3.1');
      return pick;
    },
  },
  {
    card: 90,
    text: 'place a Village; if none can be placed, Command and Special Activity instead',
    ineffective: (state) => noVillageIn(state, MAP_SPACES, 'any space'),
    choose(flow, event) {
      if (event.faction !== 'indians' || event.side !== 'unshaded') return null;
      const op = under(flow)?.op;
      if (op === 'selectSpaces') return selectVillageSpace(flow, 90);
      if (op === 'place') return placeFirst(flow, 90, ['village'], 'a Village');
      return null;
    },
  },
];

/** The Indian Event Instructions by card (8.3.1). */
export const INDIAN_INSTRUCTIONS = instructionsByCard<IndianInstruction>(instructions);

/**
 * An Indian decision inside an Event (kind `event`): the card's Indian Event Instruction where it
 * prescribes the choice (8.3.1), otherwise the Non-Player Event rules (`eventChoice`, 8.3.4–8.3.8) with the
 * Indian "Event or Command?" question (8.3.5).
 */
export const indianEventChoice: FlowHandler = instructedEventChoice('indians', INDIAN_INSTRUCTIONS, indianQuestion);
