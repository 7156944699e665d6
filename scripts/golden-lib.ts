/**
 * Golden games, the part shared by the generator (`scripts/goldens.ts`, `npm run goldens`) and the
 * test (`test/golden/golden.test.ts`): the list of games, the state digest and the file formats.
 *
 * A golden game is a whole game played by a seeded chooser among the legal actions, stored as two
 * files under `test/golden/`:
 * - `<name>.record.json`: the game record (the project's record format, so `lod replay` reads it);
 * - `<name>.golden.json`: the digest of the state before the first action and after every action,
 *   the number of steps and the final result.
 * Replaying the record must give the same digest at every step: any change of behaviour shows as
 * a golden diff, which the commit that makes it must explain.
 * @module
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CreateGameOptions, GameResult, GameState, ScenarioId } from '../src/index';

/** Where the golden files live. */
export const GOLDEN_DIR = fileURLToPath(new URL('../test/golden/', import.meta.url));

/** A game stops here if it has not ended (its golden then says `capped: true`). */
export const MAX_STEPS = 4000;

/** One golden game: a name (the file stem), a scenario and its `createGame` options. */
export interface GoldenGame {
  /** File stem under {@link GOLDEN_DIR}. */
  readonly name: string;
  /** The scenario played. */
  readonly scenario: ScenarioId;
  /** The `createGame` options, seed included. */
  readonly options: CreateGameOptions;
}

/**
 * The golden games: two per scenario, one with default options and one with other options. The
 * 1778 default game uses the seed `golden-1778-a` because `golden-1778` ends at the first Victory
 * Check after 54 steps, which would exercise little.
 */
export const GOLDEN_GAMES: readonly GoldenGame[] = [
  { name: '1775-default', scenario: '1775', options: { seed: 'golden-1775' } },
  { name: '1775-external-dice', scenario: '1775', options: { seed: 'golden-1775-external', dice: 'external' } },
  { name: '1776-default', scenario: '1776', options: { seed: 'golden-1776' } },
  { name: '1776-winter-is-coming', scenario: '1776', options: { seed: 'golden-1776-winter', winterIsComing: true } },
  { name: '1778-default', scenario: '1778', options: { seed: 'golden-1778-a' } },
  { name: '1778-period-events', scenario: '1778', options: { seed: 'golden-1778-period', periodEvents: true } },
  { name: 'sprint-default', scenario: 'sprint', options: { seed: 'golden-sprint' } },
  {
    name: 'sprint-two-sides',
    scenario: 'sprint',
    options: { seed: 'golden-sprint-sides', players: [['british', 'indians'], ['patriots', 'french']], winterIsComing: true, periodEvents: true },
  },
];

/** Path of a game's record file. */
export function recordPath(name: string): string {
  return join(GOLDEN_DIR, `${name}.record.json`);
}

/** Path of a game's digest file. */
export function goldenPath(name: string): string {
  return join(GOLDEN_DIR, `${name}.golden.json`);
}

/** The content of a `<name>.golden.json` file. */
export interface GoldenFile {
  /** The game's name (file stem). */
  readonly game: string;
  /** The record file beside it. */
  readonly record: string;
  /** Seed of the chooser that picked the actions (only the generator uses it). */
  readonly chooserSeed: number;
  /** Number of actions played. */
  readonly steps: number;
  /** True when the game was stopped at {@link MAX_STEPS} before its end. */
  readonly capped: boolean;
  /** The final result (null only when capped). */
  readonly result: GameResult | null;
  /** `digests[0]`: the state from `createGame`; `digests[i]`: the state after action `i - 1`. */
  readonly digests: readonly string[];
}

/** Canonical text of frozen objects and arrays already seen: the states of one game share their unchanged parts. */
const canonicalCache = new WeakMap<object, string>();

/**
 * Canonical JSON of plain data: object keys sorted, no spaces, `undefined` fields dropped (as
 * `JSON.stringify` does). Two deep-equal states give the same text, whatever the order in which
 * the engine happened to create their keys. The text of a frozen object is remembered (it cannot
 * change), so the parts a step left unchanged cost nothing.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  const cached = canonicalCache.get(value);
  if (cached !== undefined) return cached;
  let text: string;
  if (Array.isArray(value)) text = `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
  else {
    const obj = value as Record<string, unknown>;
    const parts: string[] = [];
    for (const key of Object.keys(obj).sort()) {
      const v = obj[key];
      if (v !== undefined) parts.push(`${JSON.stringify(key)}:${canonicalJson(v)}`);
    }
    text = `{${parts.join(',')}}`;
  }
  if (Object.isFrozen(value)) canonicalCache.set(value, text);
  return text;
}

/** The digest of a whole state: SHA-256 of its canonical JSON, first 16 hex digits. */
export function stateDigest(state: GameState): string {
  return createHash('sha256').update(canonicalJson(state)).digest('hex').slice(0, 16);
}

/** A golden file as text: the header fields on one line each, then one digest per line (diffs read by step). */
export function serializeGolden(g: GoldenFile): string {
  return [
    '{',
    `  "game": ${JSON.stringify(g.game)},`,
    `  "record": ${JSON.stringify(g.record)},`,
    `  "chooserSeed": ${JSON.stringify(g.chooserSeed)},`,
    `  "steps": ${JSON.stringify(g.steps)},`,
    `  "capped": ${JSON.stringify(g.capped)},`,
    `  "result": ${JSON.stringify(g.result)},`,
    `  "digests": [\n${g.digests.map((d) => `    ${JSON.stringify(d)}`).join(',\n')}\n  ]`,
    '}',
    '',
  ].join('\n');
}
