/**
 * One board interface: no module of the engine writes pieces, Support, Control, markers, pools,
 * Resources, the casualty tracks, FNI or Leaders except src/rules/board.ts (its mutators), and the
 * frames below the top only through the frame helpers. A search for direct writes over src/ (the
 * testing kit, which builds positions on Immer drafts for tests, aside). At run time a write that
 * bypasses the interface throws anyway (a shared node is frozen, src/core/pathCopy.ts); this keeps it
 * from being written at all.
 */
import { describe, expect, it } from 'vitest';
import { findInCode } from '../helpers/sources';
import { SPACE_PIECES } from '../../src/data/ids';

/** The board interface itself, and the test-position builders. */
const ALLOWED = ['src/rules/board.ts', 'src/testing/kit.ts', 'src/testing/builders.ts'];

const ASSIGN = String.raw`\s*(?:\+\+|--|[-+*/]?=(?!=))`;
const BOARD_FIELDS = ['support', 'control', 'propaganda', 'raid', 'blockades', 'squadrons', ...SPACE_PIECES].join('|');
const ROOT_SECTIONS = ['spaces', 'resources', 'available', 'unavailable', 'casualties', 'cbc', 'crc', 'fni', 'leaders'].join('|');
/** Writes that only the board interface makes. */
const DIRECT_WRITES: readonly [string, RegExp][] = [
  ['a board field written', new RegExp(String.raw`\.(?:${BOARD_FIELDS})${ASSIGN}`)],
  ['a piece count written by kind', new RegExp(String.raw`\.pieces\[[^\]]+\]${ASSIGN}`)],
  ['a board section of the state written', new RegExp(String.raw`\b(?:draft|state)\.(?:${ROOT_SECTIONS})(?:\.[A-Za-z]+|\[[^\]]+\])*${ASSIGN}`)],
  ['a Leader moved', new RegExp(String.raw`\.leaders(?:\.[A-Za-z]+|\[[^\]]+\])\.(?:at|leader)${ASSIGN}`)],
  ['a frame of the stack written in place', new RegExp(String.raw`\.stack\[[^\]]+\]\.[A-Za-z]+${ASSIGN}`)],
];

function directWrites(): string[] {
  return findInCode(
    (path) => !ALLOWED.includes(path),
    (line) => DIRECT_WRITES.filter(([, re]) => re.test(line)).map(([what]) => what),
  );
}

describe('the board interface', () => {
  it('no module writes the board except through src/rules/board.ts', () => {
    expect(directWrites()).toEqual([]);
  });

  it('the search finds each kind of direct write', () => {
    const samples = [
      'draft.spaces[space].pieces.tory += 1;',
      'p[kind] -= 1; s.pieces[kind] -= n;',
      's.support = 2;',
      'draft.resources.british -= 3;',
      'draft.fni = 0;',
      "draft.leaders.british.at = 'Boston';",
      'draft.stack[i].phase = 2;',
    ];
    const hits = samples.map((line) => DIRECT_WRITES.filter(([, re]) => re.test(line)).map(([what]) => what));
    expect(hits).toEqual([
      ['a board field written', 'a board section of the state written'],
      ['a piece count written by kind'],
      ['a board field written'],
      ['a board section of the state written'],
      ['a board section of the state written'],
      ['a board section of the state written', 'a Leader moved'],
      ['a frame of the stack written in place'],
    ]);
  });
});
