/**
 * The published package: `npm pack` the working tree (its "prepack" script rebuilds dist/) and import
 * every entry point from ESM and CommonJS, as a user's project would (the tarball is unpacked under
 * .tmp/, dependencies resolve from the repo). test/package/clone.test.ts does the same from a fresh
 * clone of HEAD, with a real `npm install`.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../..');
mkdirSync(join(root, '.tmp'), { recursive: true });
const work = mkdtempSync(join(root, '.tmp', 'pack-test-'));
const ENTRIES = ['lod-engine', 'lod-engine/dice', 'lod-engine/rules', 'lod-engine/bots', 'lod-engine/data', 'lod-engine/testing'];

describe('package: npm pack, then import every entry point', () => {
  beforeAll(() => {
    mkdirSync(join(work, 'node_modules', 'lod-engine'), { recursive: true });
    execFileSync('npm', ['pack', '--pack-destination', work], { cwd: root, stdio: 'ignore' });
    const tarball = readdirSync(work).find((f) => f.endsWith('.tgz'))!;
    execFileSync('tar', ['-xzf', join(work, tarball), '-C', join(work, 'node_modules', 'lod-engine'), '--strip-components=1']);
  }, 300_000);

  it('the tarball holds only what users need', () => {
    const files = execFileSync('tar', ['-tzf', join(work, readdirSync(work).find((f) => f.endsWith('.tgz'))!)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
    expect(files.every((f) => /^package\/(dist\/|README\.md$|CHANGELOG\.md$|LICENSE$|package\.json$)/.test(f))).toBe(true);
    expect(files).toContain('package/dist/index.d.ts');
    expect(files).toContain('package/dist/index.cjs');
    expect(files).toContain('package/dist/testing.d.ts');
    expect(files).toContain('package/dist/cli.js');
  });

  it('the lod executable (package.json "bin") runs from the tarball', () => {
    const pkg = JSON.parse(readFileSync(join(work, 'node_modules', 'lod-engine', 'package.json'), 'utf8'));
    expect(pkg.bin).toEqual({ lod: './dist/cli.js' });
    const cli = join(work, 'node_modules', 'lod-engine', 'dist', 'cli.js');
    expect(readFileSync(cli, 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
    expect(execFileSync('node', [cli, '--help'], { cwd: work, encoding: 'utf8' })).toContain('lod sim');
    const sim = JSON.parse(execFileSync('node', [cli, 'sim', '--scenario', 'sprint', '--games', '1', '--json'], { cwd: work, encoding: 'utf8' }));
    expect(sim).toMatchObject({ scenario: 'sprint', games: 1 });
  });

  it('lod-engine/testing: the conformance runner from the published bundle', () => {
    const script = `
      const { runConformance, game } = require('lod-engine/testing');
      const r = runConformance({ scenarios: ['sprint'], games: 1 });
      console.log(JSON.stringify({ games: r.games, failures: r.failures.length, scenario: game('1776').scenario }));
    `;
    writeFileSync(join(work, 'kit.cjs'), script);
    expect(JSON.parse(execFileSync('node', [join(work, 'kit.cjs')], { cwd: work, encoding: 'utf8' }))).toEqual({ games: 1, failures: 0, scenario: '1776' });
  });

  it('ESM: import every entry point and play a step', () => {
    const script = `
      ${ENTRIES.map((e, i) => `import * as m${i} from '${e}';`).join('\n')}
      const s = m0.createGame('1776', { seed: 3 });
      const a = m0.legalActions(s);
      const t = m0.apply(s, a[0]);
      console.log(JSON.stringify({ keys: [${ENTRIES.map((_, i) => `Object.keys(m${i}).length`).join(',')}], steps: t.steps, d3: m1.rollD3(m1.seedRng(1)).value >= 1, spaces: m4.SPACE_IDS.length }));
    `;
    writeFileSync(join(work, 'esm.mjs'), script);
    const out = JSON.parse(execFileSync('node', [join(work, 'esm.mjs')], { cwd: work, encoding: 'utf8' }));
    expect(out.keys.every((n: number) => n > 0)).toBe(true);
    expect(out).toMatchObject({ steps: 1, d3: true, spaces: 23 });
  });

  it('CommonJS: require every entry point and play a step', () => {
    const script = `
      ${ENTRIES.map((e, i) => `const m${i} = require('${e}');`).join('\n')}
      const s = m0.createGame('1778', { seed: 3 });
      const t = m0.apply(s, m0.legalActions(s)[0]);
      console.log(JSON.stringify({ keys: [${ENTRIES.map((_, i) => `Object.keys(m${i}).length`).join(',')}], steps: t.steps, cards: m4.CARDS.length }));
    `;
    writeFileSync(join(work, 'cjs.cjs'), script);
    const out = JSON.parse(execFileSync('node', [join(work, 'cjs.cjs')], { cwd: work, encoding: 'utf8' }));
    expect(out.keys.every((n: number) => n > 0)).toBe(true);
    expect(out).toMatchObject({ steps: 1, cards: 109 });
  });
});
