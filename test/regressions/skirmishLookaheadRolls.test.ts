/**
 * Regression (found by the 1,500-game bot-only soak with Period Events, seed `all-1p`, 1775 game 349,
 * step 420): at the British Battle selection, B12 (8.4.4) asks whether the Skirmish the British would
 * make now (B11, 8.4.1) would fall in a space still to be selected for Battle. It answered on a scratch
 * context whose 8.2 rolls (the Skirmish space's 1D3 and 1D6) were left out of the decision's trace, so
 * a table supplying the trace's rolls was asked for a die the trace never showed (8.1: the Non-Player's
 * decision must be driven by the rolls it reports). The look-ahead's rolls are in the trace now; the
 * French Battle (8.6.6) looks ahead the same way.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseRecord, replayRecord } from '../../src/records/record';
import { pending } from '../../src/game/machine';
import { britishPolicy, RollNeeded } from '../../src/bots';
import { rollBookOf } from '../../src/testing/nonPlayers';

const STATE = replayRecord(parseRecord(readFileSync(join(__dirname, 'skirmish-lookahead-record.json'), 'utf8')));

describe('8.4.4 the Battle selection looks ahead at the Skirmish with the rolls it reports', () => {
  it('the trace lists the Skirmish space rolls, and supplied those rolls the policy decides the same', () => {
    expect(pending(STATE)).toMatchObject({ faction: 'british', kind: 'battleCommand' });
    const derived = britishPolicy().choose(STATE);
    expect(derived.action).toEqual({ faction: 'british', type: 'specialActivity', activity: 'skirmish' });
    // 8.2: the Random Spaces table's column (1D3) and row (1D6) for B11's space.
    expect(rollBookOf(derived.trace)).toEqual({ 'B11 Skirmish: space (8.4.1): column (1D3)': [3], 'B11 Skirmish: space (8.4.1): row (1D6)': [1] });
    expect(britishPolicy().choose(STATE, rollBookOf(derived.trace))).toEqual(derived);
  });

  it('with no rolls supplied, the table is asked for the first of them (8.2)', () => {
    expect(() => britishPolicy().choose(STATE, {})).toThrow(RollNeeded);
    expect(() => britishPolicy().choose(STATE, {})).toThrow('The Non-Player British need a D3 roll (B11 Skirmish: space (8.4.1): column (1D3))');
  });
});
