/**
 * docs/rules-coverage.md lists every numbered section of chapters 1–8, and nothing marked done lacks a
 * test citing it (scripts/coverage-check.mjs).
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('docs/rules-coverage.md', () => {
  it('lists every numbered rule section; every section marked done is cited by a test', () => {
    const out = execFileSync(process.execPath, ['scripts/coverage-check.mjs'], { encoding: 'utf8' });
    expect(out).toMatch(/194 sections: .* OK/);
  });
});
