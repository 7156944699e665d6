/**
 * Regression (found by the long soak, `npm run soak -- --games 2000 --seed 1`, game 579): a game saved
 * during a Patriot Rally (3.3.1) after Active Militia were replaced with Continentals could not be
 * loaded. The Rally frame keys that replacement 1000 above the source's key, past the bound the save
 * schema allowed. The record is the sprint scenario with Period Events and Winter is Coming; its last
 * action is the Militia placed in Connecticut-Rhode Island, the Rally's last space.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadGame, serialize } from '../../src/game/persistence';
import { parseRecord, replayRecord } from '../../src/records/record';
import { sameJson } from '../../src/testing/conformance';

const TEXT = readFileSync(join(__dirname, 'rally-continentals-save.json'), 'utf8');

describe('3.3.1 a save during a Rally that replaced Active Militia loads', () => {
  it('the Rally frame keeps its Continentals key and the state survives save and load', () => {
    const state = replayRecord(parseRecord(TEXT));
    // 3.3.1: in Pennsylvania Active Militia (from Available: source key 0) were replaced with Continentals.
    const top = state.stack[state.stack.length - 1];
    expect(top).toMatchObject({ kind: 'patriotsRally', continentals: 'Pennsylvania', continentalsCursor: 1000 });
    const loaded = loadGame(serialize(state));
    expect(sameJson(loaded, state)).toBe(true);
  });
});
