/**
 * docs/virtual-tables.md, the module maker's guide, shows code from examples/virtual-table.ts only:
 * every line of each of its TypeScript blocks (comments aside) is a line of the example, in the same
 * order, so the guide's snippets are typechecked and run with the example (test/examples/examples.test.ts
 * asserts its output).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../..');
const guide = readFileSync(join(root, 'docs', 'virtual-tables.md'), 'utf8');
const example = readFileSync(join(root, 'examples', 'virtual-table.ts'), 'utf8')
  .split('\n')
  .map((l) => l.trim());

/** The code lines of a block, without blank lines and comments. */
const codeLines = (block: string): string[] =>
  block
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('//'));

describe('docs/virtual-tables.md', () => {
  const blocks = [...guide.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]);

  it('has the sections of the guide', () => {
    for (const title of ['Setting up a game for a table', 'Validating a move step by step', 'Validating a whole move from the board', 'Feeding dice and cards', 'Reading reasons', "Saving a table's game"]) {
      expect(guide).toContain(`\n## ${title}\n`);
    }
    expect(blocks.length).toBeGreaterThanOrEqual(8);
  });

  it('every TypeScript block is code of examples/virtual-table.ts, line for line and in order', () => {
    for (const block of blocks) {
      let at = -1;
      for (const line of codeLines(block)) {
        const found = example.indexOf(line, at + 1);
        expect({ line, found: found >= 0 }).toEqual({ line, found: true });
        at = found;
      }
    }
  });
});
