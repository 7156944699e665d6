/**
 * One board interface, reads (issue #12): outside src/rules/board.ts no covered module reads the
 * board's spaces — pieces, Support, Control, markers — except through its queries (`piecesAt`,
 * `supportLevel`, `controlOf`, `markersIn`, …), so that another representation of the board can
 * replace the spaces without touching rule code. A search for direct reads of `.spaces` over the
 * covered directories: all of src/ but the testing kit, which builds test positions on the stored board
 * itself (the writes search allows it the same) — the Non-Player bots
 * included, whose flowcharts are written against the interface, and the virtual tables' matcher, whose
 * own records of a position (the target board a table shows) are named apart from the states it reads.
 */
import { describe, expect, it } from 'vitest';
import { findInCode } from '../helpers/sources';
import { SPACE_IDS } from '../../src/data/ids';

/** The modules the search covers (path prefixes): all of src/ but src/testing (the position builders of tests). */
const COVERED = [
  'src/rules/',
  'src/flow/',
  'src/game/',
  'src/sim/',
  'src/bots/',
  'src/table/',
  'src/core/',
  'src/records/',
  'src/cli/',
  'src/view/',
  'src/data/',
  'src/dice/',
  'src/index.ts',
  'src/rules.ts',
  'src/data.ts',
  'src/dice.ts',
  'src/seed.ts',
];
/** The board interface itself. */
const INTERFACE = 'src/rules/board.ts';
/**
 * Whole-board reads below the interface, which core/ and flow/ may not import (rules/ sits above
 * them, test/architecture/imports.test.ts): the copy machinery seals and copies the state's root
 * fields by name, and a Command host's snapshot copies the board's unfrozen parts.
 */
const BELOW_THE_INTERFACE: readonly [string, string][] = [
  ['src/core/pathCopy.ts', 'sealFieldFrom(w.spaces, b.spaces);'],
  ['src/core/pathCopy.ts', 'spaces: o.spaces,'],
  ['src/flow/hostFrame.ts', 'spaces: copyUnsealed(state.spaces),'],
];
/**
 * Records whose `spaces` are not a state's board: a restriction's, an Event's progress and effects and a
 * scenario's setup list space names; a virtual table's `target` is the table's own record of the board
 * it shows (src/table/matchBoard.ts's `Board`, target.ts's `MoveTarget`: plain JSON the matcher builds
 * and compares states against, never a GameState); an announced Special Activity's `strike` holds the
 * indices of the spaces it is to strike (src/table/matchDistance.ts's `Strike`).
 */
const NOT_THE_BOARD = new Set(['restriction', 'progress', 'effects', 'setup', 'target', 'strike']);

/** `receiver.spaces`, the receiver captured (optional chaining and non-null assertions aside). */
const RECEIVER = String.raw`\b(\w+)[?!]*\.spaces`;
/** Direct reads of the board's spaces, each with its receiver. */
const DIRECT_READS: readonly [string, RegExp][] = [
  ['a space read by index', new RegExp(RECEIVER + String.raw`\??\.?\[`, 'g')],
  ['a space read by name', new RegExp(RECEIVER + String.raw`\??\.(?:${SPACE_IDS.join('|')})\b`, 'g')],
  ['the spaces read whole', new RegExp(RECEIVER + String.raw`\s*(?:[),;}\]]|===|!==|$)`, 'g')],
];

/** The kinds of direct read in a line of code (a receiver that is not the board aside). */
function readsIn(line: string): string[] {
  const out: string[] = [];
  for (const [what, re] of DIRECT_READS) for (const m of line.matchAll(re)) if (!NOT_THE_BOARD.has(m[1])) out.push(what);
  return out;
}

function directReads(): string[] {
  return findInCode(
    (path) => path !== INTERFACE && COVERED.some((c) => path.startsWith(c)),
    (line, path) => (BELOW_THE_INTERFACE.some(([f, text]) => f === path && line.trim() === text) ? [] : readsIn(line)),
  );
}

describe('the board interface, reads', () => {
  it('no covered module reads the board except through src/rules/board.ts', () => {
    expect(directReads()).toEqual([]);
  });

  it('the search finds each kind of direct read', () => {
    const samples = [
      'const p = state.spaces[space].pieces;',
      'if (draft.spaces[id].support > 0) n++;',
      "return ctx.state.spaces.WestIndies.squadrons > 0;",
      'for (const s of Object.values(state.spaces)) n += s.raid;',
      'const spaces = state.spaces;',
      'if (r.board === before.spaces) return true;',
      'const at = piecesAt(state, space);',
      'if (mode.restriction?.spaces?.includes(space)) return true;',
      'progress.spaces.push(space); frame.vars[bind] = [...progress.spaces];',
      'if (target.spaces[id].pieces[p] > piecesAt(s, id)[p]) n++;',
    ];
    expect(samples.map(readsIn)).toEqual([
      ['a space read by index'],
      ['a space read by index'],
      ['a space read by name'],
      ['the spaces read whole'],
      ['the spaces read whole'],
      ['the spaces read whole'],
      [],
      [],
      [],
      [],
    ]);
  });
});
