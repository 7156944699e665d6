/**
 * Foundations of chapters 1, 2 and 7 that other tests exercise under more specific numbers, asserted
 * here under their own: course of play, components, map spaces, sides, Support arithmetic, Forts and
 * Villages for victory, starting Eligibility, the two victory conditions.
 */
import { describe, expect, it } from 'vitest';
import { apply, legalActions, pending } from '../../src/game/machine';
import { SPACES, CITIES, COLONIES, INDIAN_RESERVES, MAP_SPACES, PROVINCES, BORDERS } from '../../src/data/map';
import { CARDS } from '../../src/data/cards';
import { FORCE_POOL } from '../../src/data/pieces';
import { LEADER_INFO } from '../../src/data/leaders';
import { FACTIONS, SPACE_IDS } from '../../src/data/ids';
import { totalOpposition, totalSupport } from '../../src/rules/board';
import { partnerOf, sideOf, victoryMargins } from '../../src/rules/victory';
import { arrange, clearMap, declineBrilliantStrokes, game } from '../../src/testing';

describe('chapter 1 foundations', () => {
  it('1.1 one card in play and one revealed; the Eligible Factions act in the card order; acting makes a Faction Ineligible for the next card', () => {
    // 2.3.8: the Factions asked to play a Brilliant Stroke before the 1st Eligible decline.
    let s = declineBrilliantStrokes(game('1775'));
    expect(s.deck.current).not.toBeNull();
    expect(s.deck.next).not.toBeNull();
    expect(s.deck.next).not.toBe(s.deck.current);
    const card = s.deck.current!;
    const order = CARDS.find((c) => c.id === card)!.order;
    expect(pending(s)).toMatchObject({ faction: order[0], kind: 'eligibleOptions' });
    // The 1st Eligible executes a Command; everybody else passes: it is Ineligible on the next card (2.3.6).
    const first = order[0];
    const command = legalActions(s).find((a) => a.type === 'command' && !a.limited);
    expect(command).toBeDefined();
    s = apply(s, command!);
    for (let i = 0; i < 200 && s.deck.current === card; i++) {
      const pass = legalActions(s).find((a) => a.type === 'pass' || a.type === 'done');
      s = apply(s, pass ?? legalActions(s)[0]);
    }
    expect(s.deck.current).not.toBe(card);
    expect(s.eligible[first]).toBe(false);
  });

  it('1.2 the components as data: 22 map spaces and the West Indies, 109 cards, the Available Forces table, nine Leaders', () => {
    expect(MAP_SPACES).toHaveLength(22);
    expect(SPACE_IDS).toHaveLength(23);
    expect(CARDS).toHaveLength(109);
    expect(Object.keys(LEADER_INFO)).toHaveLength(9);
    expect(FORCE_POOL).toMatchObject({ britishRegular: 25, tory: 25, continental: 20, militia: 15, frenchRegular: 15, warParty: 15 });
    expect(BORDERS).toHaveLength(41);
  });

  it('1.3.1 map spaces are Provinces (Colonies and Indian Reserves) or Cities; every one may hold pieces', () => {
    expect(CITIES).toHaveLength(7);
    expect(COLONIES.length + INDIAN_RESERVES.length).toBe(PROVINCES.length);
    expect([...CITIES, ...PROVINCES].sort()).toEqual([...MAP_SPACES].sort());
    const s = game('1775');
    for (const id of MAP_SPACES) expect(Object.keys(s.spaces[id].pieces).length).toBeGreaterThan(0);
  });

  it('1.3.2 Provinces show a Population of 0 to 2; Indian Reserves have 0', () => {
    for (const id of PROVINCES) expect([0, 1, 2]).toContain(SPACES[id].population);
    for (const id of INDIAN_RESERVES) expect(SPACES[id].population).toBe(0);
    for (const id of COLONIES) expect(SPACES[id].population).toBeGreaterThan(0);
  });

  it('1.5 / 1.5.1 four Factions on two sides: Royalists (British, Indians) and Rebellion (Patriots, French)', () => {
    expect(FACTIONS).toEqual(['british', 'patriots', 'french', 'indians']);
    expect(FACTIONS.map(sideOf)).toEqual(['royalist', 'rebellion', 'rebellion', 'royalist']);
    expect(FACTIONS.map(partnerOf)).toEqual(['indians', 'french', 'patriots', 'british']);
    // The default (1.5): every Faction not a Non-player is its own player.
    expect(game('1775').options.players).toEqual([['british'], ['patriots'], ['french'], ['indians']]);
  });

  it('1.6.2 Active Support or Opposition counts the Population twice, Passive once', () => {
    const s = arrange(clearMap(game('1775')), (d) => {
      d.spaces.NewYorkCity.support = 2; // Pop 2, Active Support: 4
      d.spaces.Boston.support = 1; // Pop 1, Passive Support: 1
      d.spaces.Virginia.support = -2; // Active Opposition: twice Virginia's Population
      d.spaces.Philadelphia.support = -1; // Pop 1, Passive Opposition: 1
    });
    expect(totalSupport(s)).toBe(2 * SPACES.NewYorkCity.population + SPACES.Boston.population);
    expect(totalSupport(s)).toBe(5);
    expect(totalOpposition(s)).toBe(2 * SPACES.Virginia.population + SPACES.Philadelphia.population);
  });

  it('1.9 a Blockaded City counts 0 Population toward Total Support and Opposition', () => {
    const s = arrange(clearMap(game('1775')), (d) => {
      d.spaces.NewYorkCity.support = 2; // Pop 2, Active Support: 4 unless Blockaded
      d.spaces.Boston.support = 1; // Pop 1, Passive Support: 1
      d.spaces.Philadelphia.support = -2; // Pop 1, Active Opposition: 2 unless Blockaded
      d.spaces.CharlesTown.support = -1; // Pop 1, Passive Opposition: 1
    });
    expect([totalSupport(s), totalOpposition(s)]).toEqual([5, 3]);
    const blockaded = arrange(s, (d) => {
      d.spaces.NewYorkCity.blockades = 1;
      d.spaces.Philadelphia.blockades = 2; // 1.9: a second Blockade has no further effect
    });
    expect([totalSupport(blockaded), totalOpposition(blockaded)]).toEqual([1, 1]);
  });

  it('1.6.5 / 7.0 Patriot Forts and Villages on the map count toward the Patriot and Indian victory conditions', () => {
    const base = arrange(clearMap(game('1775')), () => {});
    const built = arrange(base, (d) => {
      d.spaces.Virginia.pieces.patriotFort = 2;
      d.available.patriotFort -= 2;
      d.spaces.Northwest.pieces.village = 1;
      d.available.village -= 1;
    });
    const m0 = victoryMargins(base);
    const m1 = victoryMargins(built);
    // 7.0 / 7.2: each Faction has two conditions; Forts minus Villages for the Patriots, the reverse for the Indians.
    expect(m1.patriots.second - m0.patriots.second).toBe(2 - 1);
    expect(m1.indians.second - m0.indians.second).toBe(1 - 2);
    expect(m1.british).toEqual(m0.british);
    expect(Object.keys(m1.french)).toEqual(['first', 'second', 'total', 'met']);
  });
});

describe('2.3.1 Eligibility', () => {
  it('2.3.1 every Faction starts the game Eligible', () => {
    for (const scenario of ['1775', '1776', '1778', 'sprint'] as const) {
      expect(game(scenario).eligible).toEqual({ british: true, patriots: true, french: true, indians: true });
    }
  });
});
