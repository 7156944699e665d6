/**
 * Regression (found by a long soak): an Indian March into a destination where War Path was executed
 * earlier in the same Command set the destination's Underground War Parties to −2. The March's group
 * bookkeeping still counted the War Parties War Path had already Activated (and removed) as Underground.
 * The record is 1778, seed 709451800; its last action is the March move that went wrong.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apply } from '../../src/game/machine';
import { createGame } from '../../src/game/createGame';
import { checkInvariants } from '../../src/rules/invariants';
import { checkRecord, parseRecord } from '../../src/records/record';
import type { GameState } from '../../src/core/state';

const TEXT = readFileSync(join(__dirname, 'indians-march-warpath.json'), 'utf8');

describe('3.4.2 / 4.4.2 Indian March after War Path in its destination', () => {
  it('every step is legal and keeps the invariants; the War Parties War Path Activated are not flipped again', () => {
    const record = parseRecord(TEXT);
    expect(checkRecord(record).ok).toBe(true);
    let s: GameState = createGame(record.scenario, record.options);
    for (const action of record.actions) {
      s = apply(s, action);
      expect(checkInvariants(s)).toEqual([]);
    }
    // 3.4.2: 2 Underground War Parties marched in from the Northwest; War Path (4.4.2) Activated both,
    // removed one of them and 2 French Regulars; then 1 Active War Party joined the same group. The
    // group's Activation test now holds, but none of its War Parties is still Underground: nothing flips.
    const p = s.spaces.MarylandDelaware.pieces;
    expect([p.warPartyUnderground, p.warPartyActive, p.frenchRegular]).toEqual([0, 2, 0]);
    expect(s.log.slice(-2).map((l) => l.text)).toEqual([
      'War Path in Maryland-Delaware: 2 French Regulars removed; 2 Underground War Parties Activated, 1 of them removed',
      'March: 1 Active War Party move from Northwest to Maryland-Delaware',
    ]);
  });
});
