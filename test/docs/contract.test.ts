/**
 * docs/contract.md is the public contract, written in the project's own docs: no file that users
 * see points anywhere else for it, README links it, and its identifier lists and entry points match
 * what the package exports.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FACTIONS, LEADERS, PIECE_TYPES, SCENARIO_IDS, SPACE_IDS, SPACE_PIECES } from '../../src/data/ids';

const root = resolve(__dirname, '../..');
const contract = readFileSync(join(root, 'docs', 'contract.md'), 'utf8');

/** Every file under `dir`, skipping the generated API reference (docs/api, git-ignored). */
function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (relative(root, path) === join('docs', 'api')) continue;
    if (statSync(path).isDirectory()) out.push(...filesUnder(path));
    else out.push(path);
  }
  return out;
}

/** The backticked words of the contract's bullet that starts with `**label**`. */
function bulletIds(label: string): string[] {
  const start = contract.indexOf(`- **${label}**`);
  expect(start, `docs/contract.md has a bullet "${label}"`).toBeGreaterThanOrEqual(0);
  const end = contract.indexOf('\n- ', start + 1);
  return [...contract.slice(start, end < 0 ? undefined : end).matchAll(/`([^`]+)`/g)].map((m) => m[1]);
}

describe('docs/contract.md', () => {
  it('no file under src/, docs/, examples/ nor README.md mentions DESIGN.md or shared/', () => {
    const files = [...filesUnder(join(root, 'src')), ...filesUnder(join(root, 'docs')), ...filesUnder(join(root, 'examples')), join(root, 'README.md')];
    expect(files.length).toBeGreaterThan(50);
    const hits = files.flatMap((f) =>
      readFileSync(f, 'utf8')
        .split('\n')
        .flatMap((line, i) => (/DESIGN\.md|shared\//.test(line) ? [`${relative(root, f)}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(hits).toEqual([]);
  });

  it('README links it', () => {
    expect(readFileSync(join(root, 'README.md'), 'utf8')).toContain('](docs/contract.md)');
  });

  it('lists the identifiers exactly as exported, in canonical order', () => {
    const inOrder = (label: string, ids: readonly string[]) => expect(bulletIds(label).filter((w) => ids.includes(w))).toEqual([...ids]);
    inOrder('Faction', FACTIONS);
    inOrder('SpaceId', SPACE_IDS);
    inOrder('PieceType', PIECE_TYPES);
    inOrder('LeaderId', LEADERS);
    inOrder('ScenarioId', SCENARIO_IDS);
    const onMap = bulletIds('SpacePiece');
    for (const kind of SPACE_PIECES.filter((k) => !(PIECE_TYPES as readonly string[]).includes(k))) expect(onMap).toContain(kind);
  });

  it('names every entry point of package.json "exports"', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { exports: Record<string, unknown> };
    const subpaths = Object.keys(pkg.exports).filter((p) => p !== './package.json');
    expect(subpaths.length).toBe(6);
    for (const p of subpaths) expect(contract).toContain(`| \`${p === '.' ? 'lod-engine' : `lod-engine/${p.slice(2)}`}\` |`);
  });

  it('names every IllegalActionError and RecordError code', () => {
    // The codes of src/core/errors.ts and src/records/record.ts (types only, so listed here).
    for (const code of ['game-over', 'malformed', 'wrong-faction', 'not-legal-now', 'json', 'version', 'schema', 'options']) {
      expect(contract).toContain(`\`${code}\``);
    }
  });
});
