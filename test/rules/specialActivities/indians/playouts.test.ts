import { describe, expect, it } from 'vitest';
import { apply, legalActions, pending } from '../../../../src/game/machine';
import { checkInvariants } from '../../../../src/rules/invariants';
import type { GameState } from '../../../../src/core/state';
import { lead, onTurn, put } from '../../../../src/testing';
import { board } from '../../commands/indians/helpers';
import { seededRandom as rng } from '../../../../src/testing/random';

/** Positions where Trade, War Path and Plunder are all possible, with chosen Indian Resources. */
const positions = (indians: number): GameState[] => [
  board(
    (d) => {
      put(d, 'Pennsylvania', { warPartyUnderground: 2, warPartyActive: 1, britishRegular: 2, tory: 1, village: 1, militiaActive: 1 });
      put(d, 'NewJersey', { militiaUnderground: 2, continental: 1, warPartyUnderground: 1 });
      put(d, 'Northwest', { warPartyUnderground: 3, village: 1 });
      put(d, 'Virginia', { militiaUnderground: 1, warPartyUnderground: 2, patriotFort: 1 });
      d.treatyOfAlliance = true; // a French Regular on the map: after the Treaty (2.3.9)
      put(d, 'MarylandDelaware', { warPartyUnderground: 1, frenchRegular: 1 });
      d.spaces.Virginia.support = -2;
      d.spaces.NewJersey.support = -1;
      d.spaces.MarylandDelaware.support = -1;
      lead(d, 'Brant', 'Virginia');
      lead(d, 'Washington', 'NewJersey');
    },
    { indians, british: 4, patriots: 3 },
  ),
  board(
    (d) => {
      put(d, 'Virginia', { warPartyUnderground: 1, warPartyActive: 1, village: 1, militiaActive: 1 });
      put(d, 'Southwest', { warPartyUnderground: 2, village: 1 });
      put(d, 'NorthCarolina', { warPartyUnderground: 1, patriotFort: 1 });
      d.spaces.Virginia.support = -1;
      d.spaces.NorthCarolina.support = -1;
      lead(d, 'Brant', 'Southwest');
    },
    { indians, british: 2, patriots: 1 },
  ),
];


describe('4.4 Indian Special Activities: no dead ends', () => {
  it('random legal playouts of Indian Commands with Trade, War Path and Plunder end, keeping the invariants', () => {
    const used: Record<string, number> = {};
    let playouts = 0;
    for (const indians of [0, 1, 5, 49])
      for (const s0 of positions(indians))
        for (let seed = 1; seed <= 40; seed++) {
          const random = rng(seed * 7919 + indians);
          let s = onTurn(s0, 'indians');
          for (let step = 0; step < 200; step++) {
            const p = pending(s);
            if (!p || (p.kind === 'eligibleOptions' && p.faction !== 'indians')) break;
            const legal = legalActions(s);
            expect(legal.length).toBeGreaterThan(0);
            // Favour commands and Special Activities so that every kind gets exercised.
            const sa = legal.filter((a) => a.type === 'specialActivity');
            const commands = legal.filter((a) => a.type === 'command' && !a.limited);
            const pool = sa.length > 0 && random() < 0.7 ? sa : commands.length > 0 ? commands : legal;
            const action = pool[Math.floor(random() * pool.length)];
            if (action.type === 'specialActivity') used[action.activity!] = (used[action.activity!] ?? 0) + 1;
            s = apply(s, action);
            expect(checkInvariants(s)).toEqual([]);
          }
          const p = pending(s);
          expect(p?.kind === 'eligibleOptions' && p.faction !== 'indians').toBe(true);
          playouts++;
        }
    expect(playouts).toBe(320);
    expect(Object.keys(used).sort()).toEqual(['plunder', 'trade', 'warPath']);
  });
});
