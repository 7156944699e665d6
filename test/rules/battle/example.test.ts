/**
 * The worked Battle EXAMPLE of 3.6 (Living Rules, "British Attacking in Pennsylvania"), reproduced
 * with forced dice through the public machine, and the same Battle with external dice.
 */
import { describe, expect, it } from 'vitest';
import { checkInvariants } from '../../../src/rules/invariants';
import type { GameState } from '../../../src/core/state';
import { legalActions, pending } from '../../../src/game/machine';
import { lead, onTurn, play, put, withDice } from '../../../src/testing';
import { board, who } from './helpers';

/** The position of the example: Pennsylvania at Passive Opposition, Maryland-Delaware at Active Support. */
function example(dice: 'seeded' | 'external' = 'seeded'): GameState {
  return board(
    (d) => {
      put(d, 'Pennsylvania', { britishRegular: 5 });
      put(d, 'Pennsylvania', { tory: 2 });
      put(d, 'Pennsylvania', { warPartyUnderground: 3 });
      put(d, 'Pennsylvania', { continental: 3 });
      put(d, 'Pennsylvania', { frenchRegular: 2 });
      put(d, 'Pennsylvania', { militiaActive: 1 });
      put(d, 'Pennsylvania', { militiaUnderground: 2 });
      put(d, 'Pennsylvania', { patriotFort: 1 });
      lead(d, 'Howe', 'Pennsylvania');
      lead(d, 'Washington', 'Pennsylvania');
      d.spaces.Pennsylvania.support = -1;
      d.spaces.MarylandDelaware.support = 2;
    },
    { dice },
  );
}

const B = 'british' as const;
const P = 'patriots' as const;

/** Plays the example up to the dice. */
function toDice(s0: GameState): GameState {
  let s = onTurn(s0, 'british');
  expect(legalActions(s)).toContainEqual({ faction: B, type: 'command', command: 'battle' });
  s = play(s, { faction: B, type: 'command', command: 'battle' });
  // 3.2.4: only Pennsylvania has British and Rebellion pieces. 4.1: Naval Pressure may come first; a
  // Skirmish is not offered, as its only space is the one Battle space (4.2.2).
  expect(legalActions(s)).toEqual([
    { faction: B, type: 'selectSpace', space: 'Pennsylvania' },
    { faction: B, type: 'specialActivity', activity: 'navalPressure' },
  ]);
  s = play(s, { faction: B, type: 'selectSpace', space: 'Pennsylvania' });
  expect(s.resources.british).toBe(9);
  // 4.2.1: Common Cause could count up to 3 War Parties as Tories here (5 Regulars, 2 Tories: room for 3);
  // the example uses none, so the selection is closed.
  expect(legalActions(s).filter((a) => a.type === 'commonCause').map((a) => a.count)).toEqual([1, 2, 3]);
  s = play(s, { faction: B, type: 'done' });
  // 3.6.3: the British (Attacker) choose to Activate two Indian War Parties.
  expect(who(s)).toBe('british:battle');
  expect(legalActions(s).map((a) => a.count)).toEqual([0, 1, 2, 3]);
  s = play(s, { faction: B, type: 'activate', space: 'Pennsylvania', piece: 'warPartyUnderground', count: 2 });
  // The Patriots (Defender) choose to Activate one Militia.
  expect(who(s)).toBe('patriots:battle');
  expect(legalActions(s).map((a) => a.count)).toEqual([0, 1, 2]);
  return play(s, { faction: P, type: 'activate', space: 'Pennsylvania', piece: 'militiaUnderground', count: 1 });
}

/** From after removal: Win the Day decisions and the free Rally. */
function winTheDay(s0: GameState): GameState {
  let s = s0;
  // Pennsylvania has shifted one level to Active Opposition; 3 shifts remain for adjacent spaces.
  expect(s.spaces.Pennsylvania.support).toBe(-2);
  expect(who(s)).toBe('patriots:winTheDay');
  expect(legalActions(s)).toEqual([
    { faction: P, type: 'shift', space: 'Philadelphia' },
    { faction: P, type: 'shift', space: 'NewYork' },
    { faction: P, type: 'shift', space: 'NewJersey' },
    { faction: P, type: 'shift', space: 'MarylandDelaware' },
    { faction: P, type: 'done' },
  ]);
  s = play(s, { faction: P, type: 'shift', space: 'MarylandDelaware' });
  // Canonical order: no going back to an earlier space.
  expect(legalActions(s)).toEqual([
    { faction: P, type: 'shift', space: 'MarylandDelaware' },
    { faction: P, type: 'done' },
  ]);
  s = play(s, { faction: P, type: 'shift', space: 'MarylandDelaware' }, { faction: P, type: 'shift', space: 'MarylandDelaware' });
  expect(s.spaces.MarylandDelaware.support).toBe(-1);
  // The free Rally.
  expect(legalActions(s)).toEqual([
    { faction: P, type: 'command', command: 'rally' },
    { faction: P, type: 'done' },
  ]);
  s = play(s, { faction: P, type: 'command', command: 'rally' });
  // The registered Patriot Rally (3.3.1), free and Limited: one space, no Resources.
  expect(who(s)).toBe('patriots:patriotsRally');
  s = play(s, { faction: P, type: 'selectSpace', space: 'MarylandDelaware' });
  s = play(s, { faction: P, type: 'place', space: 'MarylandDelaware', piece: 'militia', count: 1 });
  // The Rally's own closing step (3.3.1 module: `done`).
  expect(legalActions(s)).toEqual([{ faction: P, type: 'done' }]);
  return play(s, { faction: P, type: 'done' });
}

describe('3.6 worked example: British attacking in Pennsylvania', () => {
  it('3.6.3–3.6.8 with forced dice 2+3 (British) and 1+2 (Patriots)', () => {
    const s0 = withDice(example(), [2, 3, 1, 2]);
    let s = toDice(s0);
    const log = s.log.map((l) => l.text);
    // 3.6.3 Force Levels 8 and 7, 2D3 each.
    expect(log).toContain('Royalist Attacker (British and Indians): Force Level 8 (7 cubes + 1 for half the Active units) — 2D3');
    expect(log).toContain('Rebellion Defender: Force Level 7 (5 cubes + 1 Fort + 1 for half the Active units) — 2D3');
    // 3.6.5: +1 Regulars, +1 Underground, +1 Leader, −1 Fort, −1 Washington = +1 → 6.
    expect(log).toContain(
      'Defender Loss Level 6 (roll 5; At least half Attacking Cubes are Regulars +1, At least one Attacking side piece Underground +1, At least one Attacking Leader +1, Per Defending Fort (1) -1, Patriots/French Defending with Washington -1)',
    );
    // 3.6.6: +1 Underground, +1 Leader, +1 Fort = +3 → 6.
    expect(log).toContain(
      'Attacker Loss Level 6 (roll 3; At least one Defending side piece Underground +1, At least one Defending Leader +1, Per Defending Fort (1) +1)',
    );
    // 3.6.7: Royalists remove Regular, Tory, Regular, Tory; Rebellion French, Continental, Active Militia, French.
    expect(log).toContain('Royalist Attacker removes 2 British Regulars, 2 Tories (6 losses for Loss Level 6); CBC +4');
    expect(log).toContain('Rebellion Defender removes 2 French Regulars, 1 Continental, 1 Active Militia (7 losses for Loss Level 6); CRC +3');
    const pa = s.spaces.Pennsylvania.pieces;
    expect([pa.britishRegular, pa.tory, pa.warPartyActive, pa.warPartyUnderground]).toEqual([3, 0, 2, 1]);
    expect([pa.continental, pa.frenchRegular, pa.militiaActive, pa.militiaUnderground, pa.patriotFort]).toEqual([2, 0, 1, 1, 1]);
    expect(s.casualties).toMatchObject({ britishRegular: 2, tory: 2, frenchRegular: 2, continental: 1 });
    expect([s.cbc, s.crc]).toEqual([4, 3]);
    // 3.6.8: 4 pieces each, the Defender wins ties; 2 shifts doubled to 4 by Washington.
    expect(log).toContain(
      'Battle in Pennsylvania: the Rebellion side wins (both sides lost 4 pieces and the Defender wins ties) and Wins the Day: 4 shifts toward Active Opposition (doubled by Washington)',
    );
    s = winTheDay(s);
    expect(s.spaces.MarylandDelaware.pieces.militiaUnderground).toBe(1);
    // The Battle Command is over: the next Eligible Faction decides (Pennsylvania is a Colony: no Blockades to move).
    expect(who(s)).not.toMatch(/battle|winTheDay/);
    expect(s.stack.some((f) => f.kind === 'battleCommand' || f.kind === 'battle')).toBe(false);
    expect(checkInvariants(s)).toEqual([]);
  });

  it('the same Battle with external dice: each die is a decision of chance, same final state', () => {
    const forced = winTheDay(toDice(withDice(example(), [2, 3, 1, 2])));
    let s = toDice(example('external'));
    for (const value of [2, 3, 1, 2]) {
      const p = pending(s)!;
      expect(p.faction).toBe('chance');
      expect(p.kind).toBe('roll');
      expect(legalActions(s)).toEqual([1, 2, 3].map((v) => ({ faction: 'chance', type: 'roll', value: v })));
      s = play(s, { faction: 'chance', type: 'roll', value });
    }
    s = winTheDay(s);
    const strip = (x: GameState) => ({ ...x, dice: null, options: null, steps: null });
    expect(strip(s)).toEqual(strip(forced));
    expect(s.steps - forced.steps).toBe(4);
  });
});
