/**
 * Shared helpers of the Event card tests (test/events/cards*.test.ts): the hand-built position a card is
 * played on, the shorthands for the actions of an Event's sequence, the checks that an Event is over and
 * of who is offered options afterwards, one instruction module run on its own, and the random choices
 * over a batch of cards. Each is one procedure the batches had copied; where the copies differed, the
 * difference is a parameter whose default is what most batches did.
 */
import { produce, type Draft } from 'immer';
import { expect } from 'vitest';
import type { Action } from '../../src/core/action';
import type { GameState } from '../../src/core/state';
import type { CardId, Faction, SpaceId } from '../../src/data/ids';
import { nextInt, seedRng } from '../../src/dice/index';
import { loadGame, serialize } from '../../src/game/persistence';
import { legalActions, pending } from '../../src/index';
import { contextOf, type InstructionModule } from '../../src/rules/events/instruction';
import type { EventFrame, EventVars, Instruction } from '../../src/rules/events/program';
import { atCard, game, onTurn } from '../../src/testing/builders';
import { listed, play, position, type PositionOptions } from '../../src/testing/kit';

// ---------------------------------------------------------------------------------------------
// The position an Event card is played on.

/** An Immer recipe on the game state. */
export type Recipe = (d: Draft<GameState>) => void;

/** The two cards that come after the card under test, in order: the next card, then the one after it. */
export type NextCards = readonly [CardId, CardId];

/**
 * `faction` 1st Eligible on card `card` (2.3.1: it alone is offered options), on an empty 1775 map built by
 * `options` and `recipe`. With `next`, the next cards are `next[0]` then `next[1]`, so that eligibility can be
 * followed through the next card (2.3.6) with no Winter Quarters in between; without it the deck is the
 * scenario's.
 */
export function at(card: CardId, faction: Faction, options: PositionOptions = {}, recipe: Recipe = () => {}, next?: NextCards): GameState {
  const build: Recipe =
    next === undefined
      ? recipe
      : (d) => {
          recipe(d);
          const [first, second] = next;
          d.deck.draw = [second, ...d.deck.draw.filter((c) => c !== first && c !== second && c !== card)];
          d.deck.played = d.deck.played.filter((c) => c !== first && c !== second);
          d.deck.next = first;
        };
  return onTurn(atCard(position(options, build), card), faction);
}

/** `at` with the next cards fixed to `next` (for a batch that follows eligibility past the card, 2.3.6). */
export function atWithNext(next: NextCards): (card: CardId, faction: Faction, options?: PositionOptions, recipe?: Recipe) => GameState {
  return (card, faction, options = {}, recipe = () => {}) => at(card, faction, options, recipe, next);
}

// ---------------------------------------------------------------------------------------------
// The end of an Event and of its card.

/** A kind of frame on the stack. */
export type FrameKind = GameState['stack'][number]['kind'];

/**
 * The frames an Event and what it grants leave behind while unfinished: the Event itself, and the free Commands
 * and Special Activities it grants (5.3, 3.1.2).
 */
export const EVENT_FRAMES: readonly FrameKind[] = ['event', 'grant', 'commandHost'];

/**
 * The Event played: the 2nd Eligible `next` has its options pending, and `faction` is recorded as having
 * executed an Event (2.3.2, 2.3.6) — free Commands and Special Activities granted by the Event leave no record
 * on the card (3.1.2, 5.3). None of the frames `offStack` is left on the stack (none is checked when it is empty).
 */
export function expectEventDone(s: GameState, faction: Faction, next: Faction, offStack: readonly FrameKind[] = EVENT_FRAMES): void {
  expect(pending(s)).toMatchObject({ kind: 'eligibleOptions', faction: next });
  expect(s.turn!.executed).toEqual([{ faction, did: 'event', specialActivity: false }]);
  if (offStack.length > 0) expect(s.stack.some((f) => offStack.includes(f.kind))).toBe(false);
}

/** `expectEventDone` with the frames checked off the stack fixed to `offStack`. */
export function eventDoneCheck(offStack: readonly FrameKind[]): (s: GameState, faction: Faction, next: Faction) => void {
  return (s, faction, next) => expectEventDone(s, faction, next, offStack);
}

/**
 * The Factions offered options on the current card, in order, each passing, until the card is over (2.3.3);
 * `after` is the state then (eligibility adjusted, 2.3.6, and the next card played). With `expectOver`, it is
 * also checked that the card did end there.
 */
export function passersOfCard(state: GameState, expectOver = false): { passers: Faction[]; after: GameState } {
  let s = state;
  const card = s.deck.current;
  const passers: Faction[] = [];
  while (s.deck.current === card && pending(s)?.kind === 'eligibleOptions') {
    const f = pending(s)!.faction as Faction;
    passers.push(f);
    s = play(s, { faction: f, type: 'pass' });
  }
  if (expectOver) expect(s.deck.current).not.toBe(card);
  return { passers, after: s };
}

/**
 * Every Faction still to be offered options on the card passes, from `second` on (checked to be offered
 * first), ending the card (2.3.3): eligibility is adjusted (2.3.6) and the next card is played.
 */
export function endCard(s: GameState, second: Faction): GameState {
  expect(pending(s)).toMatchObject({ kind: 'eligibleOptions', faction: second });
  return passersOfCard(s).after;
}

// ---------------------------------------------------------------------------------------------
// Shorthands for the actions of an Event's sequence (5.1: the executing Faction, or the one the text names, decides).

/** `faction` executes the Event's `side` (2.3.2, 5.1). */
export const ev = (faction: Faction, side: 'unshaded' | 'shaded'): Action => ({ faction, type: 'event', side });
/** `faction` selects `space` where the text has it select spaces. */
export const sel = (faction: Faction, space: SpaceId): Action => ({ faction, type: 'selectSpace', space });
/** `faction` is done with an "up to" step (5.1.3: it may do less than the text allows). */
export const done = (faction: Faction): Action => ({ faction, type: 'done' });
/** `faction` names the Faction `option` where the text has it choose one. */
export const choose = (faction: Faction, option: Faction): Action => ({ faction, type: 'choose', option });
/** `faction` removes one `piece` from `space`. */
export const rm = (faction: Faction, space: SpaceId, piece: string): Action => ({ faction, type: 'remove', space, piece }) as Action;
/** `faction` places one `piece` in `space` (`extra`: the further fields the step asks for, such as where from). */
export const plc = (faction: Faction, space: SpaceId, piece: string, extra: Partial<Action> = {}): Action =>
  ({ faction, type: 'place', space, piece, ...extra }) as Action;
/** `faction` moves `count` (one unless said) `piece` from `from` to `to`. */
export const mv = (faction: Faction, from: SpaceId, to: SpaceId, piece: string, count = 1): Action =>
  ({ faction, type: 'move', from, to, piece, count }) as Action;
/** `faction` picks one `piece` in `space` to desert (Desertion, 6.6.1, as an Event calls it). */
export const desert = (faction: Faction, space: SpaceId, piece: string): Action => ({ faction, type: 'desert', space, piece }) as Action;

/** The spaces offered to select now. */
export const selectable = (s: GameState): SpaceId[] => listed(s, 'selectSpace').map((a) => a.space!);

// ---------------------------------------------------------------------------------------------
// Markers counted over the map.

/** Propaganda markers on the map. */
export const propagandaOnMap = (s: GameState): number => Object.values(s.spaces).reduce((n, sp) => n + sp.propaganda, 0);
/** Blockades on the map (Cities), the West Indies' Squadrons not counted. */
export const blockadesOnMap = (s: GameState): number => Object.values(s.spaces).reduce((n, sp) => n + sp.blockades, 0);

/** Squadrons from Unavailable to the West Indies box. */
export const toWestIndies = (d: Draft<GameState>, n: number): void => {
  d.unavailable.squadron -= n;
  d.spaces.WestIndies.squadrons += n;
};

// ---------------------------------------------------------------------------------------------
// One instruction module on its own (its begin / options / handle on a draft).

/** How `runInstruction` runs its module. */
export interface RunOptions {
  /** The Event's variables when the instruction begins (none by default). */
  vars?: EventVars;
  /** Chooses among the options offered at each step; `undefined` stops (the first option by default). */
  pick?: (options: Action[], step: number) => Action | undefined;
  /** The card of the Event frame the instruction runs in (#2 by default). */
  card?: CardId;
}

/**
 * Runs one instruction for the executing Faction `faction` in an unshaded Event frame: `begin`, then `pick`
 * chooses among the options until none is left. Returns the state after, the options offered at each step, and
 * whether the instruction began at all (`begin` gave it progress).
 */
export function runInstruction<I extends Instruction>(
  state: GameState,
  module: InstructionModule<I>,
  instr: I,
  faction: Faction,
  { vars = {}, pick = (o) => o[0], card = 2 }: RunOptions = {},
): { state: GameState; offered: Action[][]; begun: boolean } {
  const offered: Action[][] = [];
  let begun = false;
  const out = produce(state, (d: Draft<GameState>) => {
    const f = { kind: 'event', card, side: 'unshaded', faction, pc: 0, vars: { ...vars }, progress: null, granted: null } as EventFrame;
    const frame = f as Draft<EventFrame>;
    frame.progress = module.begin(d, frame, instr, contextOf(d as GameState, f));
    begun = frame.progress !== null;
    for (let step = 0; frame.progress !== null; step++) {
      const ctx = contextOf(d as GameState, frame as EventFrame);
      const options = module.options?.(ctx, instr, frame.progress as EventFrame['progress'] & object) ?? [];
      if (options.length === 0) break;
      offered.push(options);
      const action = pick(options, step);
      if (!action) break;
      module.handle!(d, frame, instr, ctx, action);
    }
  });
  return { state: out, offered, begun };
}

// ---------------------------------------------------------------------------------------------
// Random choices over a batch of cards.

/** How `exerciseCards` plays its cards. */
export interface ExerciseOptions {
  /** Names the random streams, `${label}-${card}-${side}-${faction}-${seed}` (the batch's name). */
  label: string;
  /** Seeds 1 to `seeds` for each card, side and Faction (3 by default). */
  seeds?: number;
  /** The cards with one side only, whose shaded side is not played. */
  singleSided?: readonly CardId[];
  /** The board with `card` current, before a Faction is offered options (by default the 1778 scenario, with `seed`). */
  start?: (card: CardId, seed: number) => GameState;
}

/**
 * Every side of every card of `cards`, executed by each Faction as 1st Eligible, for each seed, with random
 * decisions: the Event always comes to its end (no dead end, 5.1.3: what can be done is done), the invariants
 * hold after every step (`play`), a half-resolved Event saves and loads with the same choices (every third
 * step), and the executing Faction is recorded as having executed the Event (2.3.2). Returns how many
 * decisions were made.
 */
export function exerciseCards(cards: readonly CardId[], options: ExerciseOptions): number {
  const { label, seeds = 3, singleSided = [], start = (card, seed) => atCard(game('1778', { seed }), card) } = options;
  let decisions = 0;
  for (const card of cards)
    for (const side of ['unshaded', 'shaded'] as const) {
      if (singleSided.includes(card) && side === 'shaded') continue;
      for (const faction of ['british', 'patriots', 'french', 'indians'] as const)
        for (let seed = 1; seed <= seeds; seed++) {
          let rng = seedRng(`${label}-${card}-${side}-${faction}-${seed}`);
          let s = play(onTurn(start(card, seed), faction), ev(faction, side));
          for (let step = 0; s.stack.some((f) => f.kind === 'event'); step++) {
            expect(step).toBeLessThan(400);
            const legal = legalActions(s);
            if (step % 3 === 0) {
              const loaded = loadGame(serialize(s));
              expect(legalActions(loaded)).toEqual(legal);
            }
            const pick = nextInt(rng, legal.length);
            rng = pick.rng;
            s = play(s, legal[pick.value]);
            decisions += 1;
          }
          expect(s.turn!.executed[0]).toEqual({ faction, did: 'event', specialActivity: false });
        }
    }
  return decisions;
}

/** Every pending decision kind met while playing `actions` from `s0`, with the final state. */
export function kindsAlong(s0: GameState, actions: readonly Action[]): { kinds: string[]; s: GameState } {
  let s = s0;
  const kinds: string[] = [pending(s)?.kind ?? 'none'];
  for (const a of actions) {
    s = play(s, a);
    kinds.push(pending(s)?.kind ?? 'none');
  }
  return { kinds, s };
}
