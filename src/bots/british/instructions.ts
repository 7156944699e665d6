/**
 * The British Event Instructions (8.3.1): the cards whose British symbol carries a Musket (18, 23, 29,
 * 30, 44, 51, 52, 62, 70, 80, 88, 95). Each entry says, in our words, what the instruction changes:
 * when it makes the Event Ineffective, so that the British execute a Command and Special Activity
 * instead (`ineffective`, asked by B2 before the Event is previewed), and how the British make their
 * choices inside the Event (`choose`, asked at each of their Event decisions; null leaves the decision to
 * the Non-Player Event rules, src/bots/eventChoices.ts). 8.3.1's second paragraph: when another Faction's
 * Event makes the British choose, their instructions apply too (#30).
 * @module
 */
import type { Action } from '../../core/action';
import type { GameState } from '../../core/state';
import type { CardId, Faction, SpaceId } from '../../data/ids';
import { ADJACENT, CITIES, MAP_SPACES, SPACES } from '../../data/map';
import { spaceName } from '../../data/text';
import { countFaction, piecesAt, supportLevel } from '../../rules/board';
import { toActivate } from '../../rules/events/cards/29-edwardBancroft';
import type { EventFrame } from '../../rules/events/program';
import { boardBeforeMoves, nextPlannedMove } from '../eventMoves';
import { BATTLE_SETUP_EVENTS, battleSetupSpaces, planMarch } from './march';
import { britishQuestion } from './question';
import { bestSpace, type Flow, type FlowHandler } from '../flowchart';
import { chooseHarmed, eventFrameOf, instructedEventChoice, instructionsByCard, legalOf, under } from '../eventInstructions';

/** One British Event Instruction (8.3.1). */
export interface BritishInstruction {
  /** The card. */
  readonly card: CardId;
  /** What the instruction says, in our words. */
  readonly text: string;
  /** Why the instruction makes the unshaded Event Ineffective now (8.3.3: Command and Special Activity instead), or null. */
  readonly ineffective?: (state: GameState) => string | null;
  /** The British choice the instruction prescribes at the Event decision pending, or null (the Non-Player Event rules decide). */
  readonly choose?: (flow: Flow, event: EventFrame) => Action | null;
}

const ENEMIES: readonly Faction[] = ['patriots', 'french'];

/** The Eligible enemy Factions (#18, #44). */
const eligibleEnemies = (state: GameState): Faction[] => ENEMIES.filter((f) => state.eligible[f]);

const REBELLION = ['continental', 'frenchRegular', 'militiaActive', 'militiaUnderground', 'patriotFort'] as const;
const rebellionIn = (state: GameState, s: SpaceId): number => REBELLION.reduce((n, k) => n + piecesAt(state, s)[k], 0);
const britishIn = (state: GameState, s: SpaceId): number => countFaction(piecesAt(state, s), 'british');

/** The best of the legal actions of `type` by a space score (8.1.3 ties by 8.2), among those passing `ok`; null when none. */
function bestOf(flow: Flow, type: string, ok: (a: Action) => boolean, score: (s: SpaceId) => readonly number[], purpose: string): Action | null {
  const actions = legalOf(flow, type).filter(ok);
  if (actions.length === 0) return null;
  const space = bestSpace(flow.ctx, [...new Set(actions.map((a) => a.space!))], score, purpose);
  return actions.find((a) => a.space === space) ?? null;
}

/** #51: the first space (map order) where a British March can set up a Battle the Battle instructions would fight, or null. */
export function bermudaBattleSpace(state: GameState): SpaceId | null {
  return battleSetupSpaces(state, BATTLE_SETUP_EVENTS[51]!)[0] ?? null;
}

const instructions: BritishInstruction[] = [
  {
    card: 18,
    text: 'name an Eligible enemy Faction; with none, Command and Special Activity instead',
    ineffective: (state) => (eligibleEnemies(state).length === 0 ? 'no enemy Faction is Eligible' : null),
    choose: (flow) => (under(flow)?.op === 'chooseFaction' ? chooseHarmed(flow, eligibleEnemies(flow.state), 18, 'an Eligible enemy Faction is made Ineligible') : null),
  },
  {
    card: 23,
    text: 'if possible, move the Patriot units from a Carolina at Support into a Province not at Support',
    choose(flow) {
      const u = under(flow);
      const state = flow.state;
      const notSupport = (s: SpaceId): boolean => supportLevel(state, s) <= 0 && (SPACES[s].type === 'colony' || SPACES[s].type === 'reserve');
      if (u?.op === 'selectSpaces' && u.bind === 'carolina') {
        const pick = bestOf(flow, 'selectSpace', (a) => supportLevel(state, a.space!) > 0 && ADJACENT[a.space!].some(notSupport), () => [1], '#23 Event Instruction: Carolina at Support (8.3.1)');
        if (pick) flow.ctx.node('Event Instruction', `#23: ${spaceName(pick.space!)} is at Support and borders a Province that is not: its Patriot units move from there`, '8.3.1');
        return pick;
      }
      if (u?.op === 'selectSpaces' && u.bind === 'province') {
        const from = (eventFrameOf(state)?.vars.carolina as SpaceId[] | undefined)?.[0];
        if (from === undefined || supportLevel(state, from) <= 0) return null;
        const pick = bestOf(flow, 'selectSpace', (a) => notSupport(a.space!), () => [1], '#23 Event Instruction: Province not at Support (8.3.1)');
        if (pick) flow.ctx.node('Event Instruction', `#23: the Patriot units go from ${spaceName(from)} (Support) into ${spaceName(pick.space!)} (not at Support)`, '8.3.1');
        return pick;
      }
      return null;
    },
  },
  {
    card: 29,
    text: 'name the Patriots; if fewer than 4 Militia would turn Active, Command and Special Activity instead',
    ineffective: (state) => {
      const n = toActivate(state, 'patriots');
      return n < 4 ? `only ${n} Militia would turn Active` : null;
    },
    choose: (flow) => (under(flow)?.op === 'chooseFaction' ? chooseHarmed(flow, ['patriots'], 29, 'the Patriots Activate Militia') : null),
  },
  {
    card: 30,
    text: 'when an enemy Faction plays the shaded text, the British leave one Regular in each space if they can',
    choose(flow, event) {
      if (event.side !== 'shaded' || !ENEMIES.includes(event.faction) || under(flow)?.op !== 'remove') return null;
      const state = flow.state;
      const pick = bestOf(
        flow,
        'remove',
        (a) => a.piece === 'britishRegular' && piecesAt(state, a.space!).britishRegular >= 2,
        (s) => [piecesAt(state, s).britishRegular],
        '#30 Event Instruction: Regulars removed (8.3.1)',
      );
      if (pick) flow.ctx.node('Event Instruction', `#30: a Regular is removed from ${spaceName(pick.space!)}, which keeps at least one`, '8.3.1');
      return pick;
    },
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
    ineffective: (state) => (bermudaBattleSpace(state) === null ? 'no March can bring enough British to out-force the Rebellion in a space with Rebellion Forts or cubes' : null),
  },
  {
    card: 52,
    text: 'if possible, remove French Regulars where the Rebellion pieces outnumber the British present',
    choose(flow, event) {
      if (event.faction !== 'british' || under(flow)?.op !== 'remove') return null;
      const state = flow.state;
      const pick = bestOf(
        flow,
        'remove',
        (a) => a.piece === 'frenchRegular' && britishIn(state, a.space!) > 0 && rebellionIn(state, a.space!) > britishIn(state, a.space!),
        (s) => [rebellionIn(state, s) - britishIn(state, s)],
        '#52 Event Instruction: French Regulars removed (8.3.1)',
      );
      if (pick) flow.ctx.node('Event Instruction', `#52: a French Regular is removed from ${spaceName(pick.space!)}, where the Rebellion outnumbers the British`, '8.3.1');
      return pick;
    },
  },
  {
    card: 62,
    text: 'place the Tories in New York if it is at Active Opposition without Tories; otherwise Command and Special Activity instead',
    ineffective(state) {
      const p = piecesAt(state, 'NewYork');
      if (supportLevel(state, 'NewYork') !== -2) return 'New York is not at Active Opposition';
      if (p.tory > 0) return 'New York already has Tories';
      return null;
    },
    choose(flow, event) {
      if (event.faction !== 'british') return null;
      const u = under(flow);
      const a =
        u?.op === 'selectSpaces'
          ? legalOf(flow, 'selectSpace').find((x) => x.space === 'NewYork')
          : u?.op === 'place'
            ? legalOf(flow, 'place').find((x) => x.space === 'NewYork' && x.piece === 'tory')
            : undefined;
      if (a) flow.ctx.node('Event Instruction', `#62: ${u?.op === 'place' ? 'Tories placed' : 'New York selected'} (Active Opposition, no Tories)`, '8.3.1');
      return a ?? null;
    },
  },
  {
    card: 70,
    text: 'remove French Regulars, from the West Indies first, then from spaces with British pieces; with none there, Command and Special Activity instead',
    ineffective(state) {
      const wi = piecesAt(state, 'WestIndies').frenchRegular;
      const withBritish = MAP_SPACES.some((s) => piecesAt(state, s).frenchRegular > 0 && britishIn(state, s) > 0);
      return wi === 0 && !withBritish ? 'no French Regulars in the West Indies or with British pieces' : null;
    },
    choose(flow, event) {
      if (event.faction !== 'british' || under(flow)?.op !== 'remove') return null;
      const state = flow.state;
      // The engine takes removals in its canonical order (the West Indies last): plan which Regulars go —
      // French ones in the West Indies first, then French ones with British pieces — and take the first
      // legal removal the plan holds. Each decision plans the removals still to make on the board as it is.
      const left = (event.progress?.target ?? 3) - (event.progress?.done ?? 0);
      const plan = new Map<SpaceId, number>();
      let room = left;
      const take = (s: SpaceId) => {
        const n = Math.min(room, piecesAt(state, s).frenchRegular);
        if (n > 0) plan.set(s, n);
        room -= n;
      };
      take('WestIndies');
      for (const s of MAP_SPACES) if (britishIn(state, s) > 0) take(s);
      const pick = legalOf(flow, 'remove').find((a) => a.piece === 'frenchRegular' && plan.has(a.space!));
      if (!pick) return null;
      const planned = [...plan].map(([s, n]) => `${n} in ${spaceName(s)}`).join(', ');
      flow.ctx.node('Event Instruction', `#70: French Regulars to remove: ${planned}; now one in ${spaceName(pick.space!)} (the engine's order)`, '8.3.1');
      return pick;
    },
  },
  {
    card: 80,
    text: 'name a Rebellion Faction with pieces in Cities (it then selects Cities where it has pieces); with none, Command and Special Activity instead',
    ineffective: (state) => (rebelsInCities(state).length === 0 ? 'no Rebellion Faction has pieces in a City' : null),
    choose: (flow) => (under(flow)?.op === 'chooseFaction' ? chooseHarmed(flow, rebelsInCities(flow.state), 80, 'a Rebellion Faction with pieces in Cities removes them') : null),
  },
  {
    card: 88,
    text: 'name an enemy Faction sharing a space with British units, then move from there as the March instructions say',
    choose(flow, event) {
      if (event.faction === 'british' && under(flow)?.op === 'moveAdjacent') return foggyMove(flow, event);
      if (event.faction !== 'british' || under(flow)?.op !== 'chooseFaction') return null;
      const state = flow.state;
      const sharing = ENEMIES.filter((f) => MAP_SPACES.some((s) => piecesAt(state, s).britishRegular + piecesAt(state, s).tory > 0 && countFaction(piecesAt(state, s), f) > 0));
      return chooseHarmed(flow, sharing, 88, 'an enemy Faction sharing a space with British units');
    },
  },
  {
    card: 95,
    text: 'place War Parties first',
    choose(flow, event) {
      if (event.faction !== 'british' || under(flow)?.op !== 'place') return null;
      const a = legalOf(flow, 'place').find((x) => x.piece === 'warPartyUnderground' || x.piece === 'warPartyActive');
      if (a) flow.ctx.node('Event Instruction', '#95: War Parties placed first', '8.3.1');
      return a ?? null;
    },
  },
];

/**
 * #88's moves "per the March instructions from that origin" (8.3.1): the March of 8.4.3 planned from the
 * board the moves began from, with only the units of the shared spaces moving, each into an adjacent
 * space ({@link MarchScope}); its units then move one at a time in the Event's order, and the British stop
 * when the plan is done.
 */
function foggyMove(flow: Flow, event: EventFrame): Action | null {
  const progress = event.progress;
  if (!progress) return null;
  const start = boardBeforeMoves(flow.state, progress);
  const plan = planMarch(flow.ctx, start, flow.state, { limited: false, free: true, specialActivity: false }, { origins: progress.spaces });
  const planned = plan.moves.flatMap((m) => [
    { from: m.from, to: m.to, piece: 'britishRegular' as const, count: m.regulars },
    { from: m.from, to: m.to, piece: 'tory' as const, count: m.tories },
  ]);
  return nextPlannedMove(flow, progress, planned, '#88');
}

/** Rebellion Factions with pieces in a City (#80). */
function rebelsInCities(state: GameState): Faction[] {
  return ENEMIES.filter((f) => CITIES.some((c) => countFaction(piecesAt(state, c), f) > 0));
}

/** The British Event Instructions by card (8.3.1). */
export const BRITISH_INSTRUCTIONS = instructionsByCard<BritishInstruction>(instructions);

/**
 * A British decision inside an Event (kind `event`): the card's British Event Instruction where it
 * prescribes the choice (8.3.1), otherwise the Non-Player Event rules (`eventChoice`, 8.3.4–8.3.8).
 */
export const britishEventChoice: FlowHandler = instructedEventChoice('british', BRITISH_INSTRUCTIONS, britishQuestion);
