/**
 * The Patriot Event Instructions (8.3.1): the cards whose Patriot symbol carries a Musket (8, 18, 29, 44,
 * 51, 52, 70, 71, 80, 83, 86, 88, 90). Each entry says, in our words, what the instruction changes: the
 * side the Patriots execute (`side`, #71 and #90: unshaded, 8.3.2), when it makes the Event Ineffective
 * so that the Patriots execute a Command and Special Activity instead (`ineffective`, asked by P2 before
 * the Event is previewed), and how the Patriots make their choices inside the Event (`choose`, asked at
 * each of their Event decisions; null leaves the decision to the Non-Player Event rules,
 * src/bots/eventChoices.ts). 8.3.1's second paragraph: when another Faction's Event makes the Patriots
 * choose, or grants them a free Command, their instructions and flowchart apply too (the grant is
 * src/bots/patriots/turn.ts's).
 *
 * The moves of two instructions are the March planner's (src/bots/patriots/march.ts): #51's granted March
 * sets up the Battle the Battle instructions would fight (`planPatriotBattleSetup`, chosen by the March
 * module while the shaded #51 is under way; the Battle that follows is the Battle module's, with the
 * Event's +2 to the Defender's Loss Level), and #88's moves are 8.5.4's from the shared spaces
 * (`planPatriotMarch` restricted to those origins).
 * @module
 */
import type { Action } from '../../core/action';
import type { GameState } from '../../core/state';
import type { CardId, Faction, SpaceId } from '../../data/ids';
import { spaceName } from '../../data/text';
import type { EventSide } from '../../flow/contracts';
import { computeControl, controlOf, countFaction, countIndians, countPatriots, hasRoomForFort, piecesAt } from '../../rules/board';
import type { EventFrame } from '../../rules/events/program';
import { MAP_SPACES } from '../../data/map';
import { chooseHarmed, instructedEventChoice, instructionsByCard, legalOf, under } from '../eventInstructions';
import { bestSpace, orderSpaces, type Flow, type FlowHandler } from '../flowchart';
import { patriotQuestion } from './question';
import { PATRIOT_BATTLE_SETUP_EVENTS, patriotBattleSetupSpaces, planPatriotMarch } from './march';
import { boardBeforeMoves, nextPlannedMove } from '../eventMoves';
import type { CommandMode } from '../../flow/contracts';

/** An Event's moves: no Resources, no Special Activity. */
const FREE_MOVES: CommandMode = { limited: false, free: true, specialActivity: false };

/** One Patriot Event Instruction (8.3.1). */
export interface PatriotInstruction {
  /** The card. */
  readonly card: CardId;
  /** What the instruction says, in our words. */
  readonly text: string;
  /** The side the Patriots execute when the instruction names one (8.3.2: otherwise shaded). */
  readonly side?: EventSide;
  /** Why the instruction makes the Event Ineffective now (8.3.3: Command and Special Activity instead), or null. */
  readonly ineffective?: (state: GameState) => string | null;
  /** The Patriot choice the instruction prescribes at the Event decision pending, or null (the Non-Player Event rules decide). */
  readonly choose?: (flow: Flow, event: EventFrame) => Action | null;
}

const ENEMIES: readonly Faction[] = ['british', 'indians'];

/** The Eligible enemy Factions (#18, #44). */
const eligibleEnemies = (state: GameState): Faction[] => ENEMIES.filter((f) => state.eligible[f]);

/** The best of the legal actions of `type` by a space score (8.1.3 ties by 8.2), among those passing `ok`; null when none. */
function bestOf(flow: Flow, type: string, ok: (a: Action) => boolean, score: (s: SpaceId) => readonly number[], purpose: string): Action | null {
  const actions = legalOf(flow, type).filter(ok);
  if (actions.length === 0) return null;
  const space = bestSpace(flow.ctx, [...new Set(actions.map((a) => a.space!))], score, purpose);
  return actions.find((a) => a.space === space) ?? null;
}

/**
 * #80: the spaces where the Indians, made to take two of their own pieces out, would lose a Village: a
 * Village there and at most two Indian pieces in all (they remove War Parties before Villages, 8.1.2).
 */
export function villagesLostTo80(state: GameState): SpaceId[] {
  return MAP_SPACES.filter((s) => piecesAt(state, s).village > 0 && countIndians(piecesAt(state, s)) <= 2);
}

/** #80: the Factions the Event lets its executor name (those that would take the most pieces out of two spaces). */
function namedBy80(state: GameState): Faction[] {
  const total = (f: Faction): number => {
    const [a = 0, b = 0] = MAP_SPACES.map((s) => Math.min(2, countFaction(piecesAt(state, s), f))).sort((x, y) => y - x);
    return a + b;
  };
  const factions: Faction[] = ['british', 'patriots', 'french', 'indians'];
  const best = Math.max(...factions.map(total));
  return factions.filter((f) => total(f) === best);
}

/**
 * #83 (shaded): whether up to three Patriot pieces placed in Quebec City (a Fort first if there is room and
 * one is Available, then Militia and Continentals, 8.1.2) would change its Control.
 */
export function quebecCityControlChanges(state: GameState): boolean {
  const p = piecesAt(state, 'QuebecCity');
  const fort = hasRoomForFort(state, 'QuebecCity') && state.available.patriotFort > 0 ? 1 : 0;
  const n = Math.min(3, fort + state.available.militia + state.available.continental);
  if (n === 0) return false;
  return computeControl({ ...p, militiaUnderground: p.militiaUnderground + n }) !== controlOf(state, 'QuebecCity');
}

/** #51: the spaces (map order) where a Patriot March can set up a Battle the Battle instructions would fight, with the Event's modifiers (8.3.1). */
export function bermudaBattleSpaces(state: GameState): SpaceId[] {
  return patriotBattleSetupSpaces(state, PATRIOT_BATTLE_SETUP_EVENTS[51]!);
}

const instructions: PatriotInstruction[] = [
  {
    card: 8,
    text: 'with the French played by a person, Command and Special Activity instead',
    ineffective: (state) => (state.options.nonPlayers.includes('french') ? null : 'the French are a player Faction'),
  },
  {
    card: 18,
    text: 'name an Eligible enemy Faction; with none, Command and Special Activity instead',
    ineffective: (state) => (eligibleEnemies(state).length === 0 ? 'no enemy Faction is Eligible' : null),
    choose: (flow) => (under(flow)?.op === 'chooseFaction' ? chooseHarmed(flow, eligibleEnemies(flow.state), 18, 'an Eligible enemy Faction is made Ineligible') : null),
  },
  {
    card: 29,
    text: 'name the Indians',
    choose: (flow) => (under(flow)?.op === 'chooseFaction' ? chooseHarmed(flow, ['indians'], 29, 'the Indians Activate War Parties') : null),
  },
  {
    card: 44,
    text: 'name an Eligible enemy Faction; with none, Command and Special Activity instead',
    ineffective: (state) => (eligibleEnemies(state).length === 0 ? 'no enemy Faction is Eligible' : null),
    choose: (flow) => (under(flow)?.op === 'chooseFaction' ? chooseHarmed(flow, eligibleEnemies(flow.state), 44, 'an Eligible enemy Faction is made Ineligible') : null),
  },
  {
    card: 51,
    text: 'March so as to set up a Battle the Battle instructions would fight; if no such March is possible, Command and Special Activity instead',
    ineffective: (state) =>
      bermudaBattleSpaces(state).length === 0 ? 'no March can bring enough Patriot units for the Rebellion to out-force the Royalists in a space with Royalist pieces' : null,
  },
  {
    card: 52,
    text: 'remove no French Regulars; the Battle\'s space by the Battle instructions, else none',
    choose(flow, event) {
      if (event.faction !== 'patriots' || under(flow)?.op !== 'remove') return null;
      const done = legalOf(flow, 'done')[0] ?? null;
      if (done) flow.ctx.node('Event Instruction', '#52: no French Regulars removed', '8.3.1');
      return done;
    },
  },
  {
    card: 70,
    text: 'remove British Regulars from spaces with Patriot pieces',
    choose(flow, event) {
      if (event.faction !== 'patriots' || under(flow)?.op !== 'remove') return null;
      const state = flow.state;
      // The engine takes removals in its canonical order (map order): plan which Regulars go — British ones
      // in spaces with Patriot pieces, all of them when they are no more than the removals left, else from
      // spaces taken by 8.2 — and take the first legal removal the plan holds. Each decision plans the
      // removals still to make on the board as it is.
      const left = (event.progress?.target ?? 3) - (event.progress?.done ?? 0);
      const candidates = MAP_SPACES.filter((s) => piecesAt(state, s).britishRegular > 0 && countPatriots(piecesAt(state, s)) > 0);
      const total = candidates.reduce((n, s) => n + piecesAt(state, s).britishRegular, 0);
      const order = total <= left ? candidates : orderSpaces(flow.ctx, candidates, () => [0], '#70 Event Instruction: British Regulars removed (8.3.1, 8.2)');
      const plan = new Map<SpaceId, number>();
      let room = left;
      for (const s of order) {
        const n = Math.min(room, piecesAt(state, s).britishRegular);
        if (n > 0) plan.set(s, n);
        room -= n;
      }
      const pick = legalOf(flow, 'remove').find((a) => a.piece === 'britishRegular' && plan.has(a.space!));
      if (!pick) return null;
      const planned = [...plan].map(([s, n]) => `${n} in ${spaceName(s)}`).join(', ');
      flow.ctx.node('Event Instruction', `#70: British Regulars to remove from spaces with Patriot pieces: ${planned}; now one in ${spaceName(pick.space!)} (the engine's order)`, '8.3.1');
      return pick;
    },
  },
  {
    card: 71,
    text: 'execute the unshaded text',
    side: 'unshaded',
  },
  {
    card: 80,
    text: 'name the Indians where a Village would be removed; if none, Command and Special Activity instead',
    ineffective(state) {
      if (!namedBy80(state).includes('indians')) return 'the Event does not let the Indians be named';
      return villagesLostTo80(state).length === 0 ? 'no space where the Indians would lose a Village' : null;
    },
    choose: (flow) => (under(flow)?.op === 'chooseFaction' ? chooseHarmed(flow, ['indians'], 80, 'the Indians take their pieces out where a Village goes') : null),
  },
  {
    card: 83,
    text: 'place in Quebec City if that can change its Control, otherwise in Quebec',
    choose(flow, event) {
      if (event.faction !== 'patriots' || event.side !== 'shaded' || under(flow)?.op !== 'selectSpaces') return null;
      const city = quebecCityControlChanges(flow.state);
      const want: SpaceId = city ? 'QuebecCity' : 'Quebec';
      const a = legalOf(flow, 'selectSpace').find((x) => x.space === want) ?? null;
      if (a) flow.ctx.node('Event Instruction', `#83: ${city ? 'Quebec City, whose Control the pieces would change' : 'Quebec (the pieces would not change Control of Quebec City)'}`, '8.3.1');
      return a;
    },
  },
  {
    card: 86,
    text: 'select a space with a Village if possible',
    choose(flow, event) {
      if (event.faction !== 'patriots' || under(flow)?.op !== 'selectSpaces') return null;
      const state = flow.state;
      const pick = bestOf(flow, 'selectSpace', (a) => a.space !== undefined && piecesAt(state, a.space).village > 0, () => [1], '#86 Event Instruction: Village space (8.3.1)');
      if (pick) flow.ctx.node('Event Instruction', `#86: ${spaceName(pick.space!)}, a space with a Village`, '8.3.1');
      return pick;
    },
  },
  {
    card: 88,
    text: 'name an enemy Faction sharing a space with Patriot units, then move out of that space as the March instructions say',
    choose(flow, event) {
      if (event.faction === 'patriots' && under(flow)?.op === 'moveAdjacent' && event.progress) {
        // 8.3.1 #88: the moves of 8.5.4, planned from the board the moves began from, only from the shared spaces.
        const progress = event.progress;
        const plan = planPatriotMarch(boardBeforeMoves(flow.state, progress), flow.ctx, { mode: FREE_MOVES, now: flow.state, origins: progress.spaces, withFrench: false });
        const planned = plan.moves.flatMap((m) => (['continental', 'militiaUnderground', 'militiaActive'] as const).map((piece) => ({ from: m.from, to: m.to, piece, count: m[piece] })));
        return nextPlannedMove(flow, progress, planned, '#88');
      }
      if (event.faction !== 'patriots' || under(flow)?.op !== 'chooseFaction') return null;
      const state = flow.state;
      const units = (s: SpaceId): number => piecesAt(state, s).continental + piecesAt(state, s).militiaActive + piecesAt(state, s).militiaUnderground;
      const sharing = ENEMIES.filter((f) => MAP_SPACES.some((s) => units(s) > 0 && countFaction(piecesAt(state, s), f) > 0));
      return chooseHarmed(flow, sharing, 88, 'an enemy Faction sharing a space with Patriot units');
    },
  },
  {
    card: 90,
    text: 'execute the unshaded text',
    side: 'unshaded',
  },
];

/** The Patriot Event Instructions by card (8.3.1). */
export const PATRIOT_INSTRUCTIONS = instructionsByCard<PatriotInstruction>(instructions);

/**
 * A Patriot decision inside an Event (kind `event`): the card's Patriot Event Instruction where it
 * prescribes the choice (8.3.1), otherwise the Non-Player Event rules (`eventChoice`, 8.3.4–8.3.8) with
 * the Patriots' "Event or Command?" question (8.3.5's first bullet).
 */
export const patriotEventChoice: FlowHandler = instructedEventChoice('patriots', PATRIOT_INSTRUCTIONS, patriotQuestion);
