/**
 * The package as a user gets it from a fresh clone: `git clone` of the repository's HEAD into a
 * temporary directory, `npm pack` there (its "prepack" script must build dist/, which git does not
 * hold), then `npm install` of the tarball into a new project outside the repository, and every entry
 * point imported from ESM and required from CommonJS, and the `lod` executable run.
 *
 * It tests the committed HEAD: uncommitted changes are not in the clone (commit them to test them).
 * Cheap stand-ins for the network, and why they are faithful enough:
 * - the clone's dev dependencies are this checkout's node_modules, linked (the build tools as
 *   `npm ci` installs them from the lockfile; CI's own `npm ci` checks that the lockfile installs);
 * - the tarball's runtime dependencies are packed from this checkout's node_modules and installed
 *   offline beside it: npm still checks that they satisfy the ranges the package declares (it would
 *   have to fetch another version otherwise, which fails offline), and the project lies outside the
 *   repository, so a module the package imports but does not declare is not found.
 * Skipped, with the reason in its title, when git is missing or this is not a git checkout; in CI
 * (`CI` set) it fails instead.
 */
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../..');
/** The bundles of every `exports` entry point (ESM, CJS and both declaration files). */
const ENTRY_FILES = ['index', 'dice', 'rules', 'bots', 'data', 'testing'];
const SUBPATHS = ['lod-engine', 'lod-engine/dice', 'lod-engine/rules', 'lod-engine/bots', 'lod-engine/data', 'lod-engine/testing'];

/** The environment without git's own variables (a hook or an outer repository must not steer the clone). */
const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('GIT_')));

/** Runs a command; its output, or an error carrying the end of its stderr. */
function run(cmd: string, args: readonly string[], cwd: string, options: SpawnSyncOptions = {}): string {
  const r = spawnSync(cmd, args, { cwd, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, shell: process.platform === 'win32' && cmd === 'npm', ...options });
  if (r.error) throw r.error;
  if (r.status !== 0) {
    const tail = `${r.stdout ?? ''}\n${r.stderr ?? ''}`.trim().split('\n').slice(-25).join('\n');
    throw new Error(`${cmd} ${args.join(' ')} (in ${cwd}) exited with ${r.status}:\n${tail}`);
  }
  return String(r.stdout);
}

/** The top of the git work tree holding this package, or why there is none. */
function gitTop(): { top: string } | { reason: string } {
  const r = spawnSync('git', ['rev-parse', '--show-toplevel'], { cwd: root, env, encoding: 'utf8' });
  if (r.error) return { reason: `git is not available (${(r.error as NodeJS.ErrnoException).code ?? r.error.message})` };
  if (r.status !== 0) return { reason: `${root} is not in a git work tree` };
  return { top: r.stdout.trim() };
}

const git = gitTop();
const skipReason = 'reason' in git && !process.env.CI ? git.reason : null;
const title = skipReason ? `package from a fresh clone (skipped: ${skipReason})` : 'package from a fresh clone: clone, npm pack, npm install, import every entry point';

describe.skipIf(skipReason !== null)(title, () => {
  let work = '';
  let project = '';
  let pkgDir = '';
  let tarball = '';
  let files: string[] = [];

  beforeAll(() => {
    if ('reason' in git) throw new Error(`CI must run this test, but ${git.reason}`);
    if (!existsSync(join(root, 'node_modules', 'tsup'))) throw new Error(`${root}/node_modules lacks the dev dependencies (run npm ci)`);
    work = mkdtempSync(join(tmpdir(), 'lod-engine-clone-'));
    project = join(work, 'project');
    // A fresh clone of HEAD (fetched explicitly when HEAD is on no branch, as in a detached CI checkout).
    const repo = join(work, 'repo');
    const head = run('git', ['rev-parse', 'HEAD'], git.top).trim();
    run('git', ['clone', '--quiet', '--no-checkout', git.top, repo], work);
    if (spawnSync('git', ['cat-file', '-e', `${head}^{commit}`], { cwd: repo, env }).status !== 0) run('git', ['fetch', '--quiet', git.top, 'HEAD'], repo);
    run('git', ['checkout', '--quiet', '--detach', head], repo);
    pkgDir = join(repo, relative(git.top, root));
    if (existsSync(join(pkgDir, 'dist'))) throw new Error('a fresh clone must have no dist/ (it is git-ignored)');
    symlinkSync(join(root, 'node_modules'), join(pkgDir, 'node_modules'), 'junction');

    // npm pack: "prepack" builds dist/.
    const out = join(work, 'out');
    mkdirSync(out);
    run('npm', ['pack', '--pack-destination', out], pkgDir);
    tarball = join(out, readdirSync(out).find((f) => f.endsWith('.tgz'))!);
    files = run('tar', ['-tzf', tarball], work).split('\n').filter(Boolean);

    // The runtime dependencies (and theirs), packed from this checkout's node_modules.
    const deps = join(work, 'deps');
    mkdirSync(deps);
    const packed = new Set<string>();
    const packDeps = (pkg: { dependencies?: Record<string, string> }, from: string): void => {
      for (const name of Object.keys(pkg.dependencies ?? {})) {
        if (packed.has(name)) continue;
        packed.add(name);
        const dir = [join(from, 'node_modules', name), join(root, 'node_modules', name)].find((d) => existsSync(join(d, 'package.json')));
        if (!dir) throw new Error(`dependency ${name} is not installed in ${root}/node_modules`);
        run('npm', ['pack', dir, '--ignore-scripts', '--pack-destination', deps], work);
        packDeps(JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')), dir);
      }
    };
    packDeps(JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')), pkgDir);

    // A user's project outside the repository.
    mkdirSync(project);
    writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'user-project', version: '1.0.0', private: true }));
    const depTarballs = readdirSync(deps).map((f) => join(deps, f));
    run('npm', ['install', tarball, ...depTarballs, '--offline', '--no-audit', '--no-fund', '--no-save'], project);
  }, 300_000);

  afterAll(() => {
    if (pkgDir && existsSync(join(pkgDir, 'node_modules'))) unlinkSync(join(pkgDir, 'node_modules'));
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('the clone had no dist/; npm pack built it: the tarball holds every entry point', () => {
    for (const e of ENTRY_FILES) {
      for (const ext of ['.js', '.cjs', '.d.ts', '.d.cts']) expect(files).toContain(`package/dist/${e}${ext}`);
    }
    expect(files).toContain('package/dist/cli.js');
    // Every file package.json points to is in the tarball.
    const pkg = JSON.parse(readFileSync(join(project, 'node_modules', 'lod-engine', 'package.json'), 'utf8'));
    const pointed = new Set<string>();
    const collect = (v: unknown): void => {
      if (typeof v === 'string' && v.startsWith('./')) pointed.add(v.slice(2));
      else if (v && typeof v === 'object') Object.values(v).forEach(collect);
    };
    collect([pkg.main, pkg.module, pkg.types, pkg.bin, pkg.exports]);
    expect([...pointed].filter((p) => !files.includes(`package/${p}`))).toEqual([]);
  });

  it('ESM: import every entry point from the installed package and play a step', () => {
    const script = `
      ${SUBPATHS.map((e, i) => `import * as m${i} from '${e}';`).join('\n')}
      const s = m0.createGame('1776', { seed: 3 });
      const t = m0.apply(s, m0.legalActions(s)[0]);
      console.log(JSON.stringify({
        empty: [${SUBPATHS.map((_, i) => `m${i}`).join(',')}].filter((m) => Object.keys(m).length === 0).length,
        steps: t.steps,
        d3: [1, 2, 3].includes(m1.rollD3(m1.seedRng(1)).value),
        control: m2.controlOf(t, 'Boston') === m0.controlOf(t, 'Boston'),
        randomSpace: typeof m3.rollRandomSpace,
        spaces: m4.SPACE_IDS.length,
        kit: typeof m5.runConformance,
      }));
    `;
    writeFileSync(join(project, 'esm.mjs'), script);
    expect(JSON.parse(run(process.execPath, ['esm.mjs'], project))).toEqual({
      empty: 0,
      steps: 1,
      d3: true,
      control: true,
      randomSpace: 'function',
      spaces: 23,
      kit: 'function',
    });
  });

  it('CommonJS: require every entry point from the installed package and play a step', () => {
    const script = `
      ${SUBPATHS.map((e, i) => `const m${i} = require('${e}');`).join('\n')}
      const s = m0.createGame('1778', { seed: 3 });
      const t = m0.apply(s, m0.legalActions(s)[0]);
      const r = m5.runConformance({ scenarios: ['sprint'], games: 1 });
      console.log(JSON.stringify({
        empty: [${SUBPATHS.map((_, i) => `m${i}`).join(',')}].filter((m) => Object.keys(m).length === 0).length,
        steps: t.steps,
        d6: [1, 2, 3, 4, 5, 6].includes(m1.rollD6(m1.seedRng(1)).value),
        battle: typeof m2.battle,
        randomSpace: typeof m3.rollRandomSpace,
        cards: m4.CARDS.length,
        conformance: { games: r.games, failures: r.failures.length },
      }));
    `;
    writeFileSync(join(project, 'cjs.cjs'), script);
    expect(JSON.parse(run(process.execPath, ['cjs.cjs'], project))).toEqual({
      empty: 0,
      steps: 1,
      d6: true,
      battle: 'object',
      randomSpace: 'function',
      cards: 109,
      conformance: { games: 1, failures: 0 },
    });
  });

  it('the lod executable: npm linked it into node_modules/.bin', () => {
    const bin = join(project, 'node_modules', '.bin', process.platform === 'win32' ? 'lod.cmd' : 'lod');
    expect(run(bin, ['--help'], project, { shell: process.platform === 'win32' })).toContain('lod sim');
    const sim = JSON.parse(run(bin, ['sim', '--scenario', 'sprint', '--games', '1', '--json'], project, { shell: process.platform === 'win32' }));
    expect(sim).toMatchObject({ scenario: 'sprint', games: 1 });
  });
});
