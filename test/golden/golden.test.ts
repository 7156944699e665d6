/**
 * Golden games: whole recorded games (`*.record.json`) replayed through `createGame` and `apply`
 * must reach, step by step, the states whose digests `*.golden.json` holds, and end with the same
 * result. A failure names the game, the first step whose state differs and its action. When the
 * change of behaviour is intended, regenerate with `npm run goldens` and explain the golden diff in
 * the commit (see docs/testing.md).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createGame, newLogEntries, parseRecord, pending, tryApply, type Action, type GameState } from '../../src/index';
import { canonicalJson, GOLDEN_DIR, GOLDEN_GAMES, goldenPath, recordPath, stateDigest, type GoldenFile } from '../../scripts/golden-lib';

const REGENERATE = 'If the change is intended, run `npm run goldens` and explain the golden diff in the commit.';

/** The golden file's path as the repository names it (for messages). */
const shown = (path: string): string => relative(process.cwd(), path);

/** The top-level fields whose content differs between two states. */
function changedFields(before: GameState, after: GameState): string[] {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return keys.filter((k) => canonicalJson((before as unknown as Record<string, unknown>)[k]) !== canonicalJson((after as unknown as Record<string, unknown>)[k]));
}

/** The message of a state that differs from its golden digest after the action at `step`. */
function mismatch(file: string, step: number, total: number, action: Action, before: GameState, after: GameState, expected: string): string {
  const p = pending(before);
  const log = newLogEntries(before, after)
    .slice(0, 8)
    .map((e) => `    ${e.text}${e.rule ? ` (${e.rule})` : ''}`);
  return [
    `${file}: the state after step ${step} (actions[${step}], of ${total}) differs from the golden.`,
    `  action:  ${JSON.stringify(action)}`,
    `  pending before it: ${p ? `${p.faction}: ${p.prompt} (${p.kind}, ${p.rule})` : 'nothing'}`,
    `  top-level fields this action changes now: ${changedFields(before, after).join(', ') || 'none'}`,
    `  digest: golden ${expected}, now ${stateDigest(after)}`,
    ...(log.length > 0 ? ['  its account now:', ...log] : []),
    REGENERATE,
  ].join('\n');
}

/** Replays one golden game and fails at its first differing step. */
function checkGolden(name: string): void {
  const file = shown(goldenPath(name));
  const golden = JSON.parse(readFileSync(goldenPath(name), 'utf8')) as GoldenFile;
  const record = parseRecord(readFileSync(recordPath(name), 'utf8'));
  expect(golden.record).toBe(`${name}.record.json`);
  expect(golden.digests).toHaveLength(record.actions.length + 1);
  expect(golden.steps).toBe(record.actions.length);

  let state = createGame(record.scenario, record.options);
  if (stateDigest(state) !== golden.digests[0])
    expect.fail(`${file}: the state from createGame differs from the golden (golden ${golden.digests[0]}, now ${stateDigest(state)}). ${REGENERATE}`);
  record.actions.forEach((action, step) => {
    const r = tryApply(state, action);
    if (!r.ok)
      expect.fail(`${file}: step ${step} (actions[${step}]) is no longer legal: ${JSON.stringify(action)}\n  ${r.error.message} [${r.error.code}]\n${REGENERATE}`);
    if (stateDigest(r.state) !== golden.digests[step + 1])
      expect.fail(mismatch(file, step, record.actions.length, action, state, r.state, golden.digests[step + 1]));
    state = r.state;
  });

  if (golden.capped) expect(state.result).toBeNull();
  else expect(state.result).not.toBeNull();
  expect(state.result, `${file}: final result`).toEqual(golden.result);
}

describe('golden games', () => {
  it('test/golden holds exactly the files of the listed golden games', () => {
    const files = readdirSync(GOLDEN_DIR)
      .filter((f) => f.endsWith('.golden.json') || f.endsWith('.record.json'))
      .sort();
    const expected = GOLDEN_GAMES.flatMap((g) => [`${g.name}.golden.json`, `${g.name}.record.json`]).sort();
    expect(files).toEqual(expected);
  });

  it.each(GOLDEN_GAMES.map((g) => [g.name, g] as const))('%s: every step reaches the golden state, and the result is the golden one', (name, game) => {
    const record = parseRecord(readFileSync(recordPath(name), 'utf8'));
    expect(record.scenario).toBe(game.scenario);
    expect(record.options).toEqual(game.options);
    checkGolden(name);
  });

  it('every golden game plays to its end', () => {
    for (const g of GOLDEN_GAMES) {
      const golden = JSON.parse(readFileSync(goldenPath(g.name), 'utf8')) as GoldenFile;
      expect(golden.capped, g.name).toBe(false);
      expect(golden.result, g.name).not.toBeNull();
    }
  });
});
