/**
 * The engine's source files for the architecture searches (test/architecture): every `.ts` file under
 * src/, and each file's lines of code with their numbers, comment lines aside.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The repository's root. */
export const ROOT = join(__dirname, '..', '..');
/** The engine's sources. */
export const SRC = join(ROOT, 'src');

/** Every `.ts` file under a directory, recursively (absolute paths). */
export function sourceFiles(dir: string = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

/** A file's path from the repository's root, with forward slashes (`src/rules/board.ts`). */
export const repoPath = (file: string): string => relative(ROOT, file).split('\\').join('/');

/** The lines of code of a file with their 1-based numbers: lines that open with a comment (`//`, `*`, `/*`) are left out. */
export function codeLines(file: string): { line: string; number: number }[] {
  const out: { line: string; number: number }[] = [];
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, i) => {
      if (!/^\s*(\*|\/\/|\/\*)/.test(line)) out.push({ line, number: i + 1 });
    });
  return out;
}

/**
 * A search over the engine's lines of code: for each file `covers` accepts, each line's findings by
 * `find` (what kind of line it is), as `path:line: kind: code`.
 */
export function findInCode(covers: (path: string) => boolean, find: (line: string, path: string) => readonly string[]): string[] {
  const out: string[] = [];
  for (const file of sourceFiles()) {
    const path = repoPath(file);
    if (!covers(path)) continue;
    for (const { line, number } of codeLines(file)) for (const what of find(line, path)) out.push(`${path}:${number}: ${what}: ${line.trim()}`);
  }
  return out;
}
