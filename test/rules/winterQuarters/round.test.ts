/**
 * 6.0 The Winter Quarters Round: phases in order, 6.1 Victory Check, 6.4.3 Game End.
 */
import { describe, expect, it } from 'vitest';
import { checkInvariants } from '../../../src/rules/invariants';
import { apply, legalActions, pending } from '../../../src/game/machine';
import type { GameState } from '../../../src/core/state';
import { CARDS } from '../../../src/data/cards';
import { arrange, clearMap, game, play, put } from '../../../src/testing';
import { decision, inRound, logLines } from './helpers';

const britishFirst = CARDS.find((c) => c.kind === 'event' && c.order[0] === 'british')!.id;

/** British meet both victory conditions: Support − Opposition = 12 > 10, CRC 3 > CBC 1. */
function britishWinning(scenario: '1775' | 'sprint'): GameState {
  return arrange(clearMap(game(scenario)), (d) => {
    put(d, 'Florida', { village: 1 });
    d.spaces.NewYork.support = 2;
    d.spaces.Pennsylvania.support = 2;
    d.spaces.Virginia.support = 2;
    d.crc = 3;
    d.cbc = 1;
  });
}

describe('6.1 Victory Check Phase', () => {
  it('6.1 a Faction meeting both victory conditions ends the game at the Victory Check (7.2)', () => {
    const s = inRound(britishWinning('1775'), 'victoryCheck');
    expect(s.result?.reason).toBe('victoryCheck');
    expect(s.result?.winner).toBe('british');
    expect(s.stack).toEqual([]);
    expect(pending(s)).toBe(null);
    expect(legalActions(s)).toEqual([]);
  });

  it('6.1 no winner: the round goes on to the Supply Phase', () => {
    const s = inRound(arrange(britishWinning('1775'), (d) => void (d.crc = 0)), 'victoryCheck');
    expect(s.result).toBe(null);
    expect(logLines(s).slice(0, 2)).toEqual(['6.1 Victory Check Phase: no Faction has met its victory conditions', '6.2 Supply Phase']);
  });

  it('6.1 Sprint: no Victory Check Phase (the same position plays on)', () => {
    const s = inRound(britishWinning('sprint'), 'victoryCheck');
    expect(s.result).toBe(null);
    expect(logLines(s)[0]).toBe('6.1 Victory Check Phase: not conducted in this scenario');
  });
});

describe('6.4.3 Game End', () => {
  it('6.4.3 the final Winter Quarters Round ends after the Support Phase (7.3), without Redeployment, Desertion or Reset', () => {
    const s0 = arrange(britishWinning('sprint'), (d) => {
      put(d, 'NewYork', { tory: 5, britishRegular: 1, britishFort: 1 });
      d.spaces.NewYork.raid = 1;
    });
    let s = inRound(s0, 'victoryCheck', { final: true, next: britishFirst });
    expect(decision(s)).toEqual({ kind: 'rewardLoyalty', faction: 'british' });
    s = play(s, { faction: 'british', type: 'done' }, { faction: 'patriots', type: 'done' });
    expect(s.result?.reason).toBe('finalWinterQuarters');
    expect(s.result?.winner).toBe('british');
    expect(s.stack).toEqual([]);
    expect(s.leaders.british.leader).toBe('Clinton'); // 1778 set-up: no Leader Change was even attempted
    expect(s.spaces.NewYork.raid).toBe(1); // no Reset
    expect(s.spaces.NewYork.pieces.tory).toBe(5); // no Desertion
    expect(logLines(s)).toContain('6.4.3 Game End: this is the final Winter Quarters Round');
  });

  it('6.4.3 not the final round: Redeployment follows', () => {
    const s0 = arrange(clearMap(game('1775')), (d) => put(d, 'Florida', { village: 1 }));
    let s = inRound(s0, 'victoryCheck', { next: britishFirst });
    s = play(s, { faction: 'british', type: 'done' }, { faction: 'patriots', type: 'done' });
    expect(s.result).toBe(null);
    expect(s.leaders.british.leader).toBe('Howe');
  });
});

describe('6.0 a whole round', () => {
  it('6.0 1775 after the first campaign: every phase in order, then the next card is played', () => {
    let s = inRound(game('1775'), 'victoryCheck', { card: 97, next: britishFirst, round: 1 });
    const seen: string[] = [];
    // The next card's first decision: the Brilliant Stroke window (2.3.8) or the 1st Eligible's options.
    while (pending(s)!.kind !== 'eligibleOptions' && pending(s)!.kind !== 'brilliantStrokes') {
      const p = pending(s)!;
      const a = legalActions(s)[0];
      seen.push(`${p.kind}/${p.faction}: ${a.type} ${a.space ?? a.to ?? ''}`.trim());
      s = apply(s, a);
      expect(checkInvariants(s)).toEqual([]);
    }
    expect(seen).toEqual([
      'supplyBritish/british: supply NewYork', // 6.2.1 British cubes in New York: no Fort, a Colony
      'supplyVillage/indians: placeVillage Quebec', // no Village on the map in 1775
      'supplyIndians/indians: supply NewYork',
      'rewardLoyalty/british: rewardLoyalty QuebecCity', // 6.4.1
      'rewardLoyalty/british: rewardLoyalty NewYork',
      'rewardLoyalty/british: rewardLoyalty NewYork',
      'rewardLoyalty/british: done',
      'committeesOfCorrespondence/patriots: committeesOfCorrespondence Philadelphia', // 6.4.2
      'committeesOfCorrespondence/patriots: committeesOfCorrespondence Philadelphia',
      'committeesOfCorrespondence/patriots: committeesOfCorrespondence Virginia',
      'committeesOfCorrespondence/patriots: committeesOfCorrespondence Virginia',
      'committeesOfCorrespondence/patriots: done',
      'leaderRedeployment/indians: stay', // 6.5.2 (the French Leader has nowhere to go)
      'leaderRedeployment/british: stay',
      'leaderRedeployment/patriots: stay',
      'toryDesertion/french: desert QuebecCity', // 6.6.2: 7 Tories, 1 deserts; 6.6.1: too few Patriots
    ]);
    // British: 6 − 1 supply + 7 (3 Forts + Quebec City, Boston, New York City) − 3 Reward Loyalty + 5 (card 97, CRC = CBC).
    // Patriots: 3 + 2 (1 Fort + 3 Rebellion spaces / 2) − 4 Committees of Correspondence.
    expect(s.resources).toEqual({ british: 14, patriots: 1, french: 5, indians: 0 });
    expect(s.leaders.british).toEqual({ leader: 'Howe', at: 'Boston' }); // 6.5.1
    expect([s.unavailable.britishRegular, s.unavailable.tory]).toEqual([6, 6]); // 6.5.3
    expect(s.deck.current).toBe(britishFirst);
    expect(s.deck.played[s.deck.played.length - 1]).toBe(97);
    expect(s.winterQuarters).toBe(1);
  });
});

describe('6.0 random rounds (decision machine contract)', () => {
  /** Small deterministic generator for the choices (the game's own dice are not involved). */
  const lcg = (seed: number) => () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);

  for (const scenario of ['1775', '1776', '1778'] as const) {
    it(`6.0 ${scenario}: random legal choices through a round never meet an empty or duplicated option list, and keep the invariants`, () => {
      for (let seed = 1; seed <= 25; seed++) {
        const rnd = lcg(seed);
        let s = arrange(game(scenario, { seed }), (d) => {
          // Stir the position: markers, Active units, Casualties, Blockades after the Treaty.
          d.spaces.NewYork.raid = 1;
          d.spaces.Virginia.propaganda = 1;
          d.spaces.Massachusetts.raid = 1;
          if (d.treatyOfAlliance) {
            d.spaces.WestIndies.squadrons -= 2;
            d.spaces.Boston.blockades = 1;
            d.spaces.Savannah.blockades = 1;
            d.fni = 2;
          }
          d.resources = { british: Math.floor(rnd() * 8), patriots: Math.floor(rnd() * 8), french: Math.floor(rnd() * 8), indians: Math.floor(rnd() * 3) };
        });
        s = inRound(s, 'victoryCheck', { card: 97 + (seed % 8) });
        for (let i = 0; i < 500 && pending(s) && pending(s)!.kind !== 'eligibleOptions' && pending(s)!.kind !== 'brilliantStrokes'; i++) {
          const legal = legalActions(s);
          expect(legal.length).toBeGreaterThan(0);
          expect(new Set(legal.map((a) => JSON.stringify(a))).size).toBe(legal.length);
          s = apply(s, legal[Math.floor(rnd() * legal.length)]);
          expect(checkInvariants(s)).toEqual([]);
        }
        expect(s.result === null ? pending(s)!.kind : 'over').toMatch(/eligibleOptions|brilliantStrokes|over/);
      }
    });
  }
});
