/**
 * Regenerates the golden games under `test/golden/` (`npm run goldens`).
 *
 * Every game of {@link GOLDEN_GAMES} is played to its end through the public API only
 * (`recordGame`, `legalActions`), each choice drawn from the legal actions by a small seeded
 * generator of this script (mulberry32, seeded from the game's name), and written as its record
 * and its digest file (see `scripts/golden-lib.ts`). Files of games no longer listed are removed.
 * Deterministic: two runs write byte-identical files.
 *
 *   npm run goldens
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { legalActions, pending, recordGame, serializeRecord } from '../src/index';
import { GOLDEN_DIR, GOLDEN_GAMES, MAX_STEPS, goldenPath, recordPath, serializeGolden, stateDigest, type GoldenGame } from './golden-lib';
import { seededRandom as mulberry32 } from '../src/testing/random';


/** FNV-1a of a text: the chooser seed of a game, from its name. */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** Plays one golden game and writes its two files; returns a line for the console. */
function generate(game: GoldenGame): string {
  const chooserSeed = fnv1a(`lod-golden:${game.name}`);
  const next = mulberry32(chooserSeed);
  let rec = recordGame(game.scenario, game.options);
  const digests = [stateDigest(rec.state)];
  while (!rec.state.result && rec.steps < MAX_STEPS) {
    const legal = legalActions(rec.state);
    if (legal.length === 0) {
      const p = pending(rec.state);
      throw new Error(`${game.name}: no legal action at step ${rec.steps}${p ? ` (${p.faction}: ${p.prompt})` : ''}`);
    }
    rec = rec.apply(legal[Math.floor(next() * legal.length)]);
    digests.push(stateDigest(rec.state));
  }
  const result = rec.state.result;
  writeFileSync(recordPath(game.name), serializeRecord(rec.record));
  writeFileSync(
    goldenPath(game.name),
    serializeGolden({
      game: game.name,
      record: basename(recordPath(game.name)),
      chooserSeed,
      steps: rec.steps,
      capped: result === null,
      result,
      digests,
    }),
  );
  const end = result ? `${result.reason}, winner ${result.winner ?? 'none'}` : `capped at ${MAX_STEPS} steps`;
  return `${game.name}: ${rec.steps} steps, ${end}`;
}

mkdirSync(GOLDEN_DIR, { recursive: true });
const keep = new Set(GOLDEN_GAMES.flatMap((g) => [basename(recordPath(g.name)), basename(goldenPath(g.name))]));
for (const file of readdirSync(GOLDEN_DIR)) {
  if ((file.endsWith('.record.json') || file.endsWith('.golden.json')) && !keep.has(file)) rmSync(join(GOLDEN_DIR, file));
}
for (const game of GOLDEN_GAMES) console.log(generate(game));
