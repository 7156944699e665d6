/**
 * The random turns of the matchMove bench (bench/matchMove.ts plays these) and of its long-turn test: random
 * games of a scenario (seeds `match-0`, `match-1`…), every choice drawn from one seeded stream per
 * scenario (`match-<scenario>`), each turn on an Event card played at random to its end; announced as a
 * table knows it (the Command, the Special Activity or `null` when the Command had none, the Event side).
 */
import { apply, legalActions, pending } from '../../src/game/machine';
import { createGame } from '../../src/game/createGame';
import type { Action, Announced, GameState } from '../../src/index';
import type { ScenarioId } from '../../src/data/ids';
import { nextInt, seedRng, type RngState } from '../../src/dice/index';
import { moveIsOver } from '../../src/table/matchMove';
import { seededIndex } from '../../src/testing/random';

/** One random turn: where it began, the board after it, what was announced, the actions played. */
export interface RandomTurn {
  scenario: ScenarioId;
  /** Index of the turn among the scenario's turns (0-based). */
  index: number;
  start: GameState;
  end: GameState;
  announced: Announced;
  actions: Action[];
}

/** The scenario's first `turns` random turns, in the bench's order. */
export function* randomTurns(scenario: ScenarioId, turns: number): Generator<RandomTurn> {
  let rng: RngState = seedRng(`match-${scenario}`);
  const pick = (n: number): number => {
    const r = nextInt(rng, n);
    rng = r.rng;
    return r.value;
  };
  let index = 0;
  for (let g = 0; index < turns && g < 50; g++) {
    let s: GameState = createGame(scenario, { seed: `match-${g}` });
    while (!s.result && index < turns) {
      if (s.stack[s.stack.length - 1].kind !== 'eligibleOptions') {
        const legal = legalActions(s);
        s = apply(s, legal[pick(legal.length)]);
        continue;
      }
      const start = s;
      const mover = pending(start)!.faction;
      const over = moveIsOver(start);
      const announced: Announced = {};
      const actions: Action[] = [];
      do {
        const legal = legalActions(s);
        const a = legal[pick(legal.length)];
        if (a.faction === mover && a.type === 'command' && announced.command === undefined) announced.command = a.command;
        if (a.faction === mover && a.type === 'specialActivity') announced.activity = a.activity;
        if (a.faction === mover && a.type === 'event' && announced.side === undefined) announced.side = a.side;
        actions.push(a);
        s = apply(s, a);
      } while (!over(s));
      // A table knows whether a Special Activity was executed: a Command without one announces none.
      if (announced.command !== undefined && announced.activity === undefined) announced.activity = null;
      yield { scenario, index, start, end: s, announced, actions };
      index++;
    }
  }
}

/**
 * The random turns of test/table/matchMoveRandom.test.ts, without its length filter: game `g` of the
 * scenario seeded `1000 + g`, choices from `seededIndex(seed * 31 + 7)`, the first 20 steps skipped,
 * up to 6 turns per game. `turn` counts from 1 within the game.
 */
export function* testGameTurns(scenario: ScenarioId, games: number): Generator<RandomTurn & { game: number; turn: number }> {
  for (let g = 0; g < games; g++) {
    const seed = 1000 + g;
    const pick = seededIndex(seed * 31 + 7);
    let s = createGame(scenario, { seed });
    let turn = 0;
    for (let step = 0; step < 4000 && !s.result && turn < 6; step++) {
      if (s.stack[s.stack.length - 1].kind !== 'eligibleOptions' || step < 20) {
        const legal = legalActions(s);
        s = apply(s, legal[pick(legal.length)]);
        continue;
      }
      const start = s;
      const over = moveIsOver(start);
      const actions: Action[] = [];
      do {
        const legal = legalActions(s);
        const a = legal[pick(legal.length)];
        actions.push(a);
        s = apply(s, a);
      } while (!over(s));
      turn++;
      yield { scenario, index: -1, game: g, turn, start, end: s, announced: announcedIn(start, actions), actions };
    }
  }
}

/** What the mover announced in a move: its (first) Command, Special Activity, Event side. */
export function announcedIn(start: GameState, actions: readonly Action[]): Announced {
  const mover = pending(start)!.faction;
  const mine = actions.filter((a) => a.faction === mover);
  const out: Announced = {};
  const command = mine.find((a) => a.type === 'command');
  if (command) out.command = command.command;
  const activity = mine.find((a) => a.type === 'specialActivity');
  if (activity) out.activity = activity.activity;
  else if (command && start.stack[start.stack.length - 1].kind === 'eligibleOptions') out.activity = null;
  const event = mine.find((a) => a.type === 'event');
  if (event) out.side = event.side;
  if (mine.some((a) => a.type === 'brilliantStroke')) out.brilliantStroke = true;
  return out;
}
