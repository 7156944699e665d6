/**
 * The French Event Instructions (8.3.1): the cards whose French symbol carries a Musket (52, 62, 70, 73,
 * 83, 88, 89, 95). Each entry says, in our words, what the instruction changes: when it makes the Event
 * Ineffective, so that the French execute a Command and Special Activity instead (`ineffective`, asked
 * by F2 before the Event is previewed, or `ineffectiveAfter`, asked of the preview), and how the French
 * make their choices inside the Event (`choose`, asked at each of their Event decisions; null leaves the
 * decision to the Non-Player Event rules, src/bots/eventChoices.ts). 8.3.1's second paragraph: when
 * another Faction's Event makes the French choose, their instructions apply too (their `choose` is asked
 * whoever executes the Event, and says itself when it applies).
 * @module
 */
import type { Action } from '../../core/action';
import type { GameState } from '../../core/state';
import { SPACE_IDS, spaceIndex, type CardId, type Faction, type SpaceId } from '../../data/ids';
import type { CommandMode } from '../../flow/contracts';
import type { EventFrame } from '../../rules/events/program';
import { instructedEventChoice, instructionsByCard, legalOf, under } from '../eventInstructions';
import { bestSpace, type Flow, type FlowHandler } from '../flowchart';
import { boardBeforeMoves } from '../eventMoves';
import { beginDecision } from '../policy';
import { policyPick } from '../rolls';
import { controlOf, countFaction, piecesAt, supportLevel } from '../../rules/board';
import { ADJACENT, MAP_SPACES } from '../../data/map';
import { FACTION_NAME, spaceName } from '../../data/text';
import { planFrenchMarch } from './march';
import type { FrenchCommands } from './plan';
import { frenchQuestion } from './question';

/** One French Event Instruction (8.3.1). */
export interface FrenchInstruction {
  /** The card. */
  readonly card: CardId;
  /** What the instruction says, in our words. */
  readonly text: string;
  /**
   * Why the instruction makes the Event Ineffective now (8.3.3: Command and Special Activity instead), or
   * null. `commands` is the French Command table (#52 asks the Battle's).
   */
  readonly ineffective?: (flow: Flow, commands: FrenchCommands) => string | null;
  /** Why the Event, as previewed (`after`: the state after it), leaves the instruction unmet, or null (#83). */
  readonly ineffectiveAfter?: (before: GameState, after: GameState) => string | null;
  /** The French choice the instruction prescribes at the Event decision pending, or null (the Non-Player Event rules decide). */
  readonly choose?: (flow: Flow, event: EventFrame) => Action | null;
}

const REBELLION = ['continental', 'frenchRegular', 'militiaActive', 'militiaUnderground', 'patriotFort'] as const;
/** Rebellion pieces in a space. */
const rebelsIn = (state: GameState, s: SpaceId): number => REBELLION.reduce((n, k) => n + piecesAt(state, s)[k], 0);

/** The spaces (the West Indies included) with British Regulars and Rebellion pieces (#70). */
export function britishRegularsWithRebels(state: GameState): SpaceId[] {
  return SPACE_IDS.filter((s) => piecesAt(state, s).britishRegular > 0 && rebelsIn(state, s) > 0);
}

/** The spaces of #73 (the New York Province, the Northwest, Quebec) holding a British Fort. */
export function sullivanFortSpaces(state: GameState): SpaceId[] {
  return (['NewYork', 'Northwest', 'Quebec'] as const).filter((s) => piecesAt(state, s).britishFort > 0);
}

/** The French removal of a British Fort where the Event offers one (#73, #95). */
function removeBritishFort(flow: Flow, card: CardId, event: EventFrame): Action | null {
  if (event.faction !== 'french' || under(flow)?.op !== 'remove') return null;
  const forts = legalOf(flow, 'remove').filter((a) => a.piece === 'britishFort');
  if (forts.length === 0) return null;
  const space = bestSpace(flow.ctx, [...new Set(forts.map((a) => a.space!))], () => [1], `#${card} Event Instruction: British Fort removed (8.3.1)`)!;
  flow.ctx.node('Event Instruction', `#${card}: the British Fort in ${spaceName(space)} is removed`, '8.3.1');
  return forts.find((a) => a.space === space)!;
}

/** The mode of #52's free Battle: one space, the Attacker's Force Level +2 (the card's grant). */
const FLEET_BATTLE: CommandMode = Object.freeze({ limited: false, free: true, specialActivity: false, restriction: { maxSpaces: 1, battle: { attackerForce: 2 } } });

/**
 * #62 shaded: whether the French can take the Militia alternative (three Militia in the Northwest). The
 * card offers only the alternative that places the most (its ruling): the French Regulars in Quebec
 * (after the Treaty, as many as are Available, up to three) against the Available Militia (up to three).
 */
export function langladeMilitia(state: GameState): string | null {
  const militia = Math.min(3, state.available.militia);
  const regulars = state.treatyOfAlliance ? Math.min(3, state.available.frenchRegular) : 0;
  if (militia === 0) return 'no Militia are Available';
  if (militia < regulars) return `only ${militia} Militia are Available against ${regulars} French Regulars for Quebec, so the card offers only the Regulars`;
  return null;
}

/** The mode #88's moves are planned in: the March instructions, free, with no limit on destinations. */
const FOGGY_MARCH: CommandMode = Object.freeze({ limited: false, free: true, specialActivity: false });
const ENEMIES: readonly Faction[] = ['british', 'indians'];

/** The French Regulars the March instructions (8.6.5) move out of `origin` on `board`, by destination (adjacent ones only). */
function foggyMoves(flow: Flow, board: GameState, origin: SpaceId, silent: boolean): Map<SpaceId, number> {
  const ctx = silent ? beginDecision(flow.state, 'french', flow.rolls) : flow.ctx;
  const plan = planFrenchMarch(ctx, board, FOGGY_MARCH, { origins: [origin] });
  const out = new Map<SpaceId, number>();
  for (const d of plan.destinations)
    for (const m of d.moves) if (m.from === origin && m.regulars > 0 && ADJACENT[origin].includes(d.space)) out.set(d.space, (out.get(d.space) ?? 0) + m.regulars);
  return out;
}

/**
 * #88: the space the French select — a map space with French Regulars and an enemy Faction's pieces from
 * which the March instructions (8.6.5) move French Regulars, most Regulars first, ties by 8.2 — on
 * `board` (the board before any unit moved), or null.
 */
export function foggyOrigin(flow: Flow, board: GameState): SpaceId | null {
  const moved = new Map<SpaceId, number>();
  for (const s of MAP_SPACES) {
    const p = piecesAt(board, s);
    if (p.frenchRegular === 0 || !ENEMIES.some((f) => countFaction(p, f) > 0)) continue;
    const n = [...foggyMoves(flow, board, s, true).values()].reduce((a, b) => a + b, 0);
    if (n > 0) moved.set(s, n);
  }
  return bestSpace(flow.ctx, [...moved.keys()], (s) => [moved.get(s)!], '#88 Event Instruction: origin (8.3.1)');
}

/** #88's choices: the enemy Faction sharing the selected origin, then the French Regulars' moves out of it. */
function foggy(flow: Flow, event: EventFrame): Action | null {
  if (event.faction !== 'french') return null;
  const op = under(flow)?.op;
  if (op === 'chooseFaction') {
    const origin = foggyOrigin(flow, flow.state);
    if (origin === null) return null;
    const offered = legalOf(flow, 'choose').filter((a) => ENEMIES.includes(a.option as Faction) && countFaction(piecesAt(flow.state, origin), a.option as Faction) > 0);
    if (offered.length === 0) return null;
    const pick = policyPick(flow.ctx.dice, offered, '#88 Event Instruction: Faction (8.3.1, 8.3.5)');
    flow.ctx.node('Event Instruction', `#88: ${spaceName(origin)}, shared with the ${FACTION_NAME[pick.option as Faction]}, is the origin the March instructions move from`, '8.3.1');
    return pick;
  }
  if (op !== 'moveAdjacent') return null;
  const board = event.progress ? boardBeforeMoves(flow.state, event.progress) : flow.state;
  const origin = foggyOrigin(flow, board);
  const done = legalOf(flow, 'done')[0] ?? null;
  if (origin === null) return done;
  const planned = foggyMoves(flow, board, origin, false);
  const moved = (event.progress?.moved ?? []) as { from: SpaceId; to: SpaceId }[];
  for (const to of [...planned.keys()].sort((a, b) => spaceIndex(a) - spaceIndex(b))) {
    const left = planned.get(to)! - moved.filter((m) => m.from === origin && m.to === to).length;
    if (left <= 0) continue;
    const a = legalOf(flow, 'move').find((x) => x.from === origin && x.to === to && x.piece === 'frenchRegular');
    if (a) {
      flow.ctx.node('Event Instruction', `#88: a French Regular from ${spaceName(origin)} to ${spaceName(to)}, as the March instructions move them (${planned.get(to)} in all)`, '8.3.1');
      return a;
    }
  }
  if (done) flow.ctx.node('Event Instruction', `#88: the March instructions move nothing more out of ${spaceName(origin)}; no other unit moves`, '8.3.1');
  return done;
}

const instructions: FrenchInstruction[] = [
  {
    card: 52,
    text: 'remove no French Regulars; if the Battle instructions would select no Battle space, Command and Special Activity instead',
    ineffective(flow, commands) {
      const battle = commands.battle;
      if (!battle) return 'no French Battle module is registered, so no Battle space is selected';
      return battle.possible(flow, FLEET_BATTLE) ? null : 'the Battle instructions select no Battle space';
    },
    choose(flow, event) {
      if (event.faction !== 'french' || under(flow)?.op !== 'remove') return null;
      const done = legalOf(flow, 'done')[0];
      if (done) flow.ctx.node('Event Instruction', '#52: no French Regulars are removed', '8.3.1');
      return done ?? null;
    },
  },
  {
    card: 62,
    text: 'place Militia only (in the Northwest); if that is not possible, Command and Special Activity instead',
    ineffective: (flow) => langladeMilitia(flow.state),
    choose(flow, event) {
      if (event.faction !== 'french' || event.side !== 'shaded' || under(flow)?.op !== 'selectSpaces') return null;
      const a = legalOf(flow, 'selectSpace').find((x) => x.space === 'Northwest');
      if (a) flow.ctx.node('Event Instruction', '#62: the Northwest, for the Militia', '8.3.1');
      return a ?? null;
    },
  },
  {
    card: 70,
    text: 'remove British Regulars from spaces with Rebellion pieces; with none, Command and Special Activity instead',
    ineffective: (flow) => (britishRegularsWithRebels(flow.state).length === 0 ? 'no British Regulars share a space with Rebellion pieces' : null),
    choose(flow, event) {
      if (event.faction !== 'french' || under(flow)?.op !== 'remove') return null;
      const state = flow.state;
      const offered = legalOf(flow, 'remove').filter((a) => a.piece === 'britishRegular' && rebelsIn(state, a.space!) > 0);
      if (offered.length === 0) return null;
      const space = bestSpace(flow.ctx, [...new Set(offered.map((a) => a.space!))], () => [1], '#70 Event Instruction: British Regulars removed (8.3.1)')!;
      flow.ctx.node('Event Instruction', `#70: a British Regular is removed from ${spaceName(space)}, which has Rebellion pieces`, '8.3.1');
      return offered.find((a) => a.space === space)!;
    },
  },
  {
    card: 73,
    text: 'remove a British Fort; if none can be removed, Command and Special Activity instead',
    ineffective: (flow) => (sullivanFortSpaces(flow.state).length === 0 ? 'no British Fort in New York, the Northwest or Quebec' : null),
    choose: (flow, event) => removeBritishFort(flow, 73, event),
  },
  {
    card: 83,
    text: 'select Quebec City; if the Event does not gain Rebellion Control there, Command and Special Activity instead',
    ineffectiveAfter(before, after) {
      if (controlOf(before, 'QuebecCity') === 'rebellion') return 'Quebec City is already under Rebellion Control';
      return controlOf(after, 'QuebecCity') === 'rebellion' ? null : 'it would not bring Quebec City under Rebellion Control';
    },
    choose(flow, event) {
      if (event.faction !== 'french' || event.side !== 'shaded' || under(flow)?.op !== 'selectSpaces') return null;
      const a = legalOf(flow, 'selectSpace').find((x) => x.space === 'QuebecCity');
      if (a) flow.ctx.node('Event Instruction', '#83: Quebec City', '8.3.1');
      return a ?? null;
    },
  },
  {
    card: 88,
    text: 'select a space shared with an enemy Faction, then move the French Regulars from there as the March instructions would',
    choose: foggy,
  },
  {
    card: 89,
    text: 'select Active Support spaces first',
    choose(flow, event) {
      if (event.faction !== 'french' || event.side !== 'shaded' || under(flow)?.op !== 'replace') return null;
      const state = flow.state;
      const offered = legalOf(flow, 'replace').filter((a) => supportLevel(state, a.space!) === 2);
      if (offered.length === 0) return null;
      const space = bestSpace(flow.ctx, [...new Set(offered.map((a) => a.space!))], () => [1], '#89 Event Instruction: Active Support space (8.3.1)')!;
      flow.ctx.node('Event Instruction', `#89: a Tory replaced in ${spaceName(space)} (Active Support) first`, '8.3.1');
      return offered.find((a) => a.space === space)!;
    },
  },
  {
    card: 95,
    text: 'remove a British Fort; if none can be removed, Command and Special Activity instead',
    ineffective: (flow) => (piecesAt(flow.state, 'Northwest').britishFort === 0 ? 'no British Fort in the Northwest' : null),
    choose: (flow, event) => removeBritishFort(flow, 95, event),
  },
];

/** The French Event Instructions by card (8.3.1). */
export const FRENCH_INSTRUCTIONS = instructionsByCard<FrenchInstruction>(instructions);

/**
 * A French decision inside an Event (kind `event`): the card's French Event Instruction where it
 * prescribes the choice (8.3.1), otherwise the Non-Player Event rules (`eventChoice`, 8.3.4–8.3.8),
 * with the French "Event or Command?" question for 8.3.5's first bullet.
 */
export const frenchEventChoice: FlowHandler = instructedEventChoice('french', FRENCH_INSTRUCTIONS, frenchQuestion);
