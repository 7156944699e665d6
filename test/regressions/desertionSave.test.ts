/**
 * Regression (found by the long soak, `npm run soak -- --games 2000 --seed 1`, game 26): a game saved
 * during Patriot Desertion (6.6.1) could not be loaded. The Desertion frame remembers its last pick as
 * a (space, piece kind) ordinal, which runs past the bound the save schema allowed for a space index.
 * The record is 1778, Winter is Coming, British and Indians one player; its last action is the
 * Patriot pick in Pennsylvania.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadGame, serialize } from '../../src/game/persistence';
import { parseRecord, replayRecord } from '../../src/records/record';
import { desertionOrdinal } from '../../src/rules/procedures/desertion';
import { sameJson } from '../../src/testing/conformance';

const TEXT = readFileSync(join(__dirname, 'desertion-save.json'), 'utf8');

describe('6.6.1 a save during Desertion loads', () => {
  it('the Desertion frame keeps a far (space, piece) ordinal and the state survives save and load', () => {
    const state = replayRecord(parseRecord(TEXT));
    // 6.6.1: the Patriots' pick in Pennsylvania (Underground Militia) is the last one the frame remembers.
    const top = state.stack[state.stack.length - 1];
    expect(top).toMatchObject({ kind: 'patriotDesertion', rule: '6.6.1', last: desertionOrdinal('Pennsylvania', 'militiaUnderground') });
    expect(desertionOrdinal('Pennsylvania', 'militiaUnderground')).toBe(136);
    const loaded = loadGame(serialize(state));
    expect(sameJson(loaded, state)).toBe(true);
  });
});
