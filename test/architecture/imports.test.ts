/**
 * The shape of the house: no import cycle anywhere under src/ (type-only imports included), and the
 * dependency direction of docs/architecture.md — core knows no game, flow knows no rule, rules do not
 * reach the composition root, and no module imports a public entry point.
 */
import { readFileSync, existsSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoPath as rel, sourceFiles } from '../helpers/sources';

const ENTRY_POINTS = ['index.ts', 'dice.ts', 'rules.ts', 'bots.ts', 'data.ts', 'testing.ts'].map((f) => `src/${f}`);

// Every static import and re-export with a relative specifier, `import type` and `export type` included.
const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/g;

function importsOf(file: string): string[] {
  const out: string[] = [];
  for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    const base = normalize(join(dirname(file), m[1]));
    const target = [`${base}.ts`, join(base, 'index.ts'), base].find((c) => c.endsWith('.ts') && existsSync(c));
    if (target) out.push(target);
  }
  return out;
}

const GRAPH = new Map(sourceFiles().map((f) => [rel(f), importsOf(f).map(rel)]));

/** The strongly connected components with more than one module, or a module importing itself (Tarjan). */
function cycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const stack: string[] = [];
  const on = new Set<string>();
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const found: string[][] = [];
  const visit = (v: string): void => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const scc: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        on.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(scc.sort());
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return found;
}

function violations(from: string, forbidden: readonly string[]): string[] {
  const out: string[] = [];
  for (const [file, deps] of GRAPH) {
    if (!file.startsWith(from)) continue;
    for (const d of deps) if (forbidden.some((p) => d.startsWith(p) || d === p)) out.push(`${file} → ${d}`);
  }
  return out;
}

describe('the import graph of src/', () => {
  it('reads the whole tree', () => {
    expect(GRAPH.size).toBeGreaterThan(100);
    expect(GRAPH.get('src/game/definition.ts')!.length).toBeGreaterThan(10);
  });

  it('has no import cycle, type-only imports included', () => {
    expect(cycles(GRAPH)).toEqual([]);
  });

  it('finds a cycle when there is one (the check itself)', () => {
    const g = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(cycles(g)).toEqual([['a', 'b', 'c']]);
  });

  it('core/ imports no rule module, no flow step and not the composition root', () => {
    expect(violations('src/core/', ['src/rules/', 'src/game/', 'src/bots/', 'src/testing/'])).toEqual([]);
  });

  it('flow/ knows no rule module and not the composition root', () => {
    expect(violations('src/flow/', ['src/rules/', 'src/game/'])).toEqual([]);
  });

  it('rules/ and data/ do not import the composition root', () => {
    expect(violations('src/rules/', ['src/game/'])).toEqual([]);
    expect(violations('src/data/', ['src/rules/', 'src/game/', 'src/flow/', 'src/core/machine.ts'])).toEqual([]);
  });

  it('no module imports a public entry point (they are thin re-export files)', () => {
    const out: string[] = [];
    for (const [file, deps] of GRAPH) for (const d of deps) if (ENTRY_POINTS.includes(d)) out.push(`${file} → ${d}`);
    expect(out).toEqual([]);
  });

  it('one rule family never imports another to start it: only the composition root imports every family', () => {
    const families = ['src/rules/commands/', 'src/rules/specialActivities/', 'src/rules/battle/', 'src/rules/events/'];
    const importers = [...GRAPH].filter(([, deps]) => families.every((f) => deps.some((d) => d.startsWith(f)))).map(([file]) => file);
    // The composition root: definition.ts assembles the game; frames.ts is the union of every frame type
    // (types only); src/rules.ts is the lod-engine/rules entry point, which re-exports every family's queries.
    expect(importers).toEqual(['src/game/definition.ts', 'src/game/frames.ts', 'src/rules.ts']);
  });
});
