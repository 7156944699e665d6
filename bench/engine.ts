/**
 * The engine the bench measures: the built package in dist/ (tsup's bundle, the code users install),
 * or the TypeScript sources with `BENCH_SOURCE=1`. The two play the same games; they differ in speed,
 * because running the sources through tsx keeps every closure's name (esbuild's `keepNames`: one
 * `defineProperty` per closure created), which the published build does not do. `npm run bench` builds
 * first; a dist/ older than the sources is refused rather than measured.
 * @module
 */
import { readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type * as Root from '../src/index';
import type * as Dice from '../src/dice';
import type * as Bots from '../src/bots';

/** Where the measured code comes from, for the report. */
export const ENGINE_SOURCE: 'dist' | 'src' = process.env.BENCH_SOURCE === '1' ? 'src' : 'dist';

/** The newest modification time of a file under a directory, in ms. */
function newest(dir: string): number {
  let t = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) t = Math.max(t, statSync(`${entry.parentPath}/${entry.name}`).mtimeMs);
  }
  return t;
}

async function load<T>(entry: 'index' | 'dice' | 'bots'): Promise<T> {
  if (ENGINE_SOURCE === 'src') return (await import(`../src/${entry}.ts`)) as T;
  const built = new URL(`../dist/${entry}.js`, import.meta.url);
  let builtAt = 0;
  try {
    builtAt = statSync(built).mtimeMs;
  } catch {
    throw new Error(`bench: ${fileURLToPath(built)} is missing; run \`npm run build\` first (or BENCH_SOURCE=1 to measure the sources)`);
  }
  if (newest(fileURLToPath(new URL('../src', import.meta.url))) > builtAt) {
    throw new Error('bench: dist/ is older than src/; run `npm run build` first (or BENCH_SOURCE=1 to measure the sources)');
  }
  return (await import(built.href)) as T;
}

/** The root entry (`lod-engine`). */
export const engine = await load<typeof Root>('index');
/** `lod-engine/dice`. */
export const dice = await load<typeof Dice>('dice');
/** `lod-engine/bots`. */
export const bots = await load<typeof Bots>('bots');
