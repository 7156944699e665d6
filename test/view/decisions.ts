/**
 * Decisions to describe, for the words and groups tests: the states of the golden games (fixed
 * records), then seeded random games of every scenario (some with Non-Players, some with external
 * dice) for the decisions the golden games never reach.
 */
import { readFileSync } from 'node:fs';
import { apply, createGame, legalActions, parseRecord, pending, type Action, type GameState } from '../../src/index';
import { identicalAction } from '../../src/core/action';
import { SCENARIO_IDS } from '../../src/data/ids';
import { seededIndex } from '../../src/testing/random';

const GOLDEN = ['1775-default', '1775-external-dice', '1776-default', '1776-winter-is-coming', '1778-default', '1778-period-events', 'sprint-default', 'sprint-two-sides'];

/** Every state of a game at a decision, with its legal actions. */
export interface Visited {
  state: GameState;
  legal: Action[];
}

function* goldenStates(): Generator<Visited> {
  for (const name of GOLDEN) {
    const record = parseRecord(readFileSync(new URL(`../golden/${name}.record.json`, import.meta.url), 'utf8'));
    let s = createGame(record.scenario, record.options);
    for (const action of record.actions) {
      yield { state: s, legal: legalActions(s) };
      s = apply(s, action);
    }
  }
}

/** A seeded random game: `maxSteps` states at most. */
export function* randomGame(scenario: (typeof SCENARIO_IDS)[number], seed: number, maxSteps = 3000, cards: 'seeded' | 'external' = 'seeded'): Generator<Visited> {
  let s = createGame(scenario, {
    seed,
    ...(cards === 'external' ? { cards } : {}),
    dice: seed % 2 === 0 ? 'seeded' : 'external',
    periodEvents: seed % 3 === 1,
    nonPlayers: seed % 4 === 2 ? ['french', 'indians'] : seed % 4 === 3 ? ['british', 'patriots'] : [],
  });
  const pick = seededIndex(seed + 1000);
  for (let step = 0; step < maxSteps && s.result === null; step++) {
    const legal = legalActions(s);
    yield { state: s, legal };
    s = apply(s, legal[pick(legal.length)]);
  }
}

function* randomStates(): Generator<Visited> {
  for (let seed = 1; seed <= 12; seed++) for (const scenario of SCENARIO_IDS) yield* randomGame(scenario, seed);
  // The table's own cards: every card turned over is a decision (kind revealCard).
  yield* randomGame('sprint', 13, 3000, 'external');
}

const seen: Visited[] = [];
const source = (function* () {
  yield* goldenStates();
  yield* randomStates();
})();

/** The first visited state (golden games first) where `test` holds. */
export function findState(test: (v: Visited) => boolean): Visited | undefined {
  for (const v of seen) if (test(v)) return v;
  for (let next = source.next(); !next.done; next = source.next()) {
    seen.push(next.value);
    if (test(next.value)) return next.value;
  }
  return undefined;
}

/** The first state at a decision of `kind` (`kind:phase` for a phase of it) where `action` is legal. */
export function findDecision(kind: string, action: Action): GameState | undefined {
  const [k, phase] = kind.split(':');
  return findState((v) => {
    const p = pending(v.state);
    return p?.kind === k && (phase === undefined || p.context.phase === phase) && v.legal.some((a) => identicalAction(a, action));
  })?.state;
}
