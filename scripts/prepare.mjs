#!/usr/bin/env node
/**
 * npm "prepare": builds dist/ when a file the package points to is missing.
 *
 * dist/ is not committed, so a package installed from a git URL or from a directory would be empty
 * without a build. npm runs "prepare" after `npm install` / `npm ci` in a clone and when it installs
 * a git dependency (after installing its dev dependencies), so this is where a fresh clone gets its
 * dist/. When every file named by package.json ("main", "module", "types", "bin", "exports") is
 * already there, nothing is rebuilt: a developer's `npm install` or CI's `npm ci` stays fast.
 * `npm pack` and `npm publish` always rebuild first ("prepack": `npm run build`), so a tarball never
 * carries a stale dist/.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));

/** Every file path (a string starting with ./dist/) anywhere in a package.json field. */
function distPaths(value, out = new Set()) {
  if (typeof value === 'string') {
    if (value.startsWith('./dist/')) out.add(value);
  } else if (value && typeof value === 'object') {
    for (const v of Object.values(value)) distPaths(v, out);
  }
  return out;
}

const wanted = [...distPaths([pkg.main, pkg.module, pkg.types, pkg.bin, pkg.exports])];
const missing = wanted.filter((p) => !existsSync(join(ROOT, p)));
if (missing.length === 0) process.exit(0);

console.error(`lod-engine prepare: building dist/ (${missing.length} of ${wanted.length} package files missing, e.g. ${missing[0]})`);
if (!existsSync(join(ROOT, 'node_modules', 'tsup'))) {
  console.error('lod-engine prepare: dist/ is missing and tsup is not installed; install with the dev dependencies (npm install, not --omit=dev), then npm run build.');
  process.exit(1);
}
// Through the npm that runs this script when there is one (npm sets npm_execpath), else `npm` on the PATH.
const npmCli = process.env.npm_execpath;
const r = npmCli && /\.[cm]?js$/.test(npmCli)
  ? spawnSync(process.execPath, [npmCli, 'run', 'build'], { cwd: ROOT, stdio: 'inherit' })
  : spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit', shell: process.platform === 'win32' });
if (r.error) throw r.error;
process.exit(r.status ?? 1);
