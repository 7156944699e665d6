import { describe, expect, it } from 'vitest';
import type { Draft } from 'immer';
import type { GameState } from '../../src/core/state';
import { SPACE_IDS } from '../../src/data/ids';
import { SPACES, CITIES } from '../../src/data/map';
import { totalOpposition, totalSupport } from '../../src/rules/board';
import { finalResult, rankAtEnd, victoryCheck, victoryMargins } from '../../src/rules/victory';
import { arrange, clearMap, game, put } from '../../src/testing';

/** Sets Support / Opposition levels so that the totals are exactly as asked (1.6.3). */
function setTotals(d: Draft<GameState>, support: number, opposition: number): void {
  let s = support;
  let o = opposition;
  for (const id of SPACE_IDS) {
    const pop = SPACES[id].population;
    d.spaces[id].support = 0;
    if (pop === 0) continue;
    if (s >= 2 * pop) (d.spaces[id].support = 2), (s -= 2 * pop);
    else if (s >= pop && s > 0) (d.spaces[id].support = 1), (s -= pop);
    else if (o >= 2 * pop) (d.spaces[id].support = -2), (o -= 2 * pop);
    else if (o >= pop && o > 0) (d.spaces[id].support = -1), (o -= pop);
  }
  if (s !== 0 || o !== 0) throw new Error('cannot reach those totals');
}

/** Puts `forts` Patriot Forts and `villages` Villages on the map (Villages in Provinces only, 1.4.2). */
function setBases(d: Draft<GameState>, forts: number, villages: number): void {
  const provinces = SPACE_IDS.filter((id) => !CITIES.includes(id) && id !== 'WestIndies');
  let f = forts;
  let v = villages;
  for (const id of provinces) {
    const n = Math.min(2, v);
    put(d, id, { village: n });
    v -= n;
  }
  for (const id of CITIES) {
    const n = Math.min(2, f);
    put(d, id, { patriotFort: n });
    f -= n;
  }
}

function position(opts: { support: number; opposition: number; cbc: number; crc: number; forts: number; villages: number; treaty: boolean }, base = clearMap(game('1776'))): GameState {
  return arrange(base, (d) => {
    setTotals(d, opts.support, opts.opposition);
    setBases(d, opts.forts, opts.villages);
    d.cbc = opts.cbc;
    d.crc = opts.crc;
    d.treatyOfAlliance = opts.treaty;
  });
}

describe('7.2 Victory Check', () => {
  // The rulebook's example: first Winter Quarters Round of the 1776 scenario.
  const example = position({ support: 17, opposition: 5, cbc: 5, crc: 4, forts: 3, villages: 5, treaty: false });

  it('7.2 example: the side track values are as stated', () => {
    expect([totalSupport(example), totalOpposition(example)]).toEqual([17, 5]);
  });

  it('7.2 example: nobody meets both conditions, play continues', () => {
    const m = victoryMargins(example);
    // British: Support exceeds Opposition by more than 10 (12), but CRC 4 is not above CBC 5.
    expect(m.british).toMatchObject({ first: 2, second: -1, met: false });
    // Patriots: Opposition does not exceed Support by 10; Forts + 3 (6) exceeds Villages (5).
    expect(m.patriots).toMatchObject({ first: -22, second: 1, met: false });
    // French: CBC above CRC, but no Treaty of Alliance.
    expect(m.french).toMatchObject({ first: -22, second: 1, met: false });
    // Indians: Villages − 3 (2) is not above Patriot Forts (3).
    expect(m.indians).toMatchObject({ first: 2, second: -1, met: false });
    expect(victoryCheck(example)).toBeNull();
  });

  it('7.2 a Faction meeting both conditions wins; 7.1 its side takes 1st and 2nd', () => {
    const s = position({ support: 20, opposition: 5, cbc: 3, crc: 6, forts: 2, villages: 4, treaty: false });
    const r = victoryCheck(s)!;
    expect(r).toMatchObject({ winner: 'british', winners: ['british'], reason: 'victoryCheck' });
    // British total 15+3 = 18; Indians 15 + 4 − 3 − 2 = 14; Patriots −15+2+3−4 = −14; French last (no Treaty).
    expect(r.ranking).toEqual(['british', 'indians', 'patriots', 'french']);
  });

  it('7.2 French need the Treaty of Alliance to win', () => {
    const noTreaty = position({ support: 0, opposition: 20, cbc: 8, crc: 2, forts: 0, villages: 6, treaty: false });
    expect(victoryMargins(noTreaty).french.met).toBe(false);
    expect(victoryCheck(noTreaty)).toBeNull();
    const treaty = position({ support: 0, opposition: 20, cbc: 8, crc: 2, forts: 0, villages: 6, treaty: true });
    // French 20 + 6 = 26, Patriots 20 + 0 + 3 − 6 = 17; Indians −20 + 6 − 3 = −17, British −20 + 2 − 8 = −26.
    expect(victoryCheck(treaty)).toMatchObject({ winner: 'french', ranking: ['french', 'patriots', 'indians', 'british'] });
  });

  it('7.2 combined victory: a player running both Factions of a side needs all four conditions', () => {
    const base = game('1776', { players: [['british', 'indians'], ['patriots', 'french']] });
    const onlyBritish = position({ support: 20, opposition: 5, cbc: 3, crc: 6, forts: 2, villages: 4, treaty: false }, clearMap(base));
    expect(victoryCheck(onlyBritish)).toBeNull();
    const both = position({ support: 20, opposition: 5, cbc: 3, crc: 6, forts: 1, villages: 6, treaty: false }, clearMap(base));
    expect(victoryCheck(both)).toMatchObject({ winner: 'british', winners: ['british', 'indians'] });
  });

  it('7.1 a Non-player meeting its conditions: every player loses', () => {
    const base = game('1776', { nonPlayers: ['indians'] });
    const s = position({ support: 20, opposition: 5, cbc: 6, crc: 3, forts: 1, villages: 6, treaty: false }, clearMap(base));
    expect(victoryCheck(s)).toMatchObject({ winner: 'indians', reason: 'nonPlayerVictory' });
  });

  it('8.8 the lone player never wins during a Victory Check', () => {
    const base = game('1776', { nonPlayers: ['patriots', 'french', 'indians'] });
    const s = position({ support: 20, opposition: 5, cbc: 3, crc: 6, forts: 2, villages: 4, treaty: false }, clearMap(base));
    expect(victoryMargins(s).british.met).toBe(true);
    expect(victoryCheck(s)).toBeNull();
  });

  it('8.8 Difficulty option: from the 2nd round, a player margin below a Non-player margin loses', () => {
    const base = game('1776', { nonPlayers: ['patriots', 'french'], players: [['british', 'indians']], oneplayerDifficulty: true });
    const low = arrange(position({ support: 10, opposition: 12, cbc: 3, crc: 3, forts: 2, villages: 4, treaty: false }, clearMap(base)), (d) => {
      d.winterQuarters = 2;
    });
    // British −2, Indians −2 + 4 − 3 − 2 = −3; Patriots 2 + 2 + 3 − 4 = 3 → Patriots win.
    expect(victoryCheck(low)).toMatchObject({ winner: 'patriots', reason: 'nonPlayerVictory' });
    const firstRound = arrange(low, (d) => {
      d.winterQuarters = 1;
    });
    expect(victoryCheck(firstRound)).toBeNull();
  });
});

describe('7.3 Game end', () => {
  it('7.3 example: Patriots 4, British 1, French −1, Indians −4', () => {
    const s = position({ support: 24, opposition: 27, cbc: 12, crc: 16, forts: 6, villages: 8, treaty: true });
    const m = victoryMargins(s);
    expect([m.british.total, m.patriots.total, m.french.total, m.indians.total]).toEqual([1, 4, -1, -4]);
    const r = finalResult(s);
    expect(r).toMatchObject({ winner: 'patriots', reason: 'finalWinterQuarters' });
    expect(r.ranking).toEqual(['patriots', 'british', 'french', 'indians']);
  });

  it('7.1 French come last without the Treaty; they cannot win', () => {
    const s = position({ support: 0, opposition: 20, cbc: 10, crc: 0, forts: 0, villages: 0, treaty: false });
    const m = victoryMargins(s);
    expect(m.french.total).toBe(30);
    const r = finalResult(s);
    expect(r.winner).toBe('patriots');
    expect(r.ranking[3]).toBe('french');
  });

  it('7.1 ties: Non-players, then Patriots, British, French, Indians', () => {
    // Support = Opposition, CBC = CRC, Forts + 3 = Villages: every total margin is 0 (French: Treaty played).
    const s = position({ support: 5, opposition: 5, cbc: 2, crc: 2, forts: 1, villages: 4, treaty: true });
    expect(rankAtEnd(s, victoryMargins(s))).toEqual(['patriots', 'british', 'french', 'indians']);
    const np = arrange(s, (d) => {
      d.options.nonPlayers = ['indians'];
      d.options.players = [['british'], ['patriots'], ['french']];
    });
    expect(rankAtEnd(np, victoryMargins(np))).toEqual(['indians', 'patriots', 'british', 'french']);
  });

  it('7.3 a player running both Factions of a side uses the worse margin', () => {
    const base = game('1776', { players: [['british', 'indians'], ['patriots', 'french']] });
    // British 1, Patriots 4, French −1, Indians −4 → Royalist player −4, Rebellion player −1: Rebellion wins.
    const s = position({ support: 24, opposition: 27, cbc: 12, crc: 16, forts: 6, villages: 8, treaty: true }, clearMap(base));
    expect(finalResult(s)).toMatchObject({ winner: 'patriots', winners: ['patriots', 'french'] });
  });

  it('8.8 example: solo British/Indians, margins 7, 2, −2, −7: a stalemate by 4', () => {
    const base = game('1776', { nonPlayers: ['patriots', 'french'], players: [['british', 'indians']], oneplayerDifficulty: true });
    const s = position({ support: 27, opposition: 24, cbc: 10, crc: 14, forts: 5, villages: 7, treaty: true }, clearMap(base));
    const m = victoryMargins(s);
    expect([m.british.total, m.indians.total, m.patriots.total, m.french.total]).toEqual([7, 2, -2, -7]);
    expect(finalResult(s)).toMatchObject({ winner: null, reason: 'oneplayerStalemate' });
  });

  it('8.8 a lead of 6 or more is a player victory; 0 or less a Non-player win', () => {
    const base = game('1776', { nonPlayers: ['patriots', 'french', 'indians'] });
    const win = position({ support: 27, opposition: 18, cbc: 10, crc: 14, forts: 5, villages: 7, treaty: true }, clearMap(base));
    // British 9 + 4 = 13; best Non-player Indians 9 − 1 = 8… difference 5: stalemate; raise CRC.
    expect(finalResult(win)).toMatchObject({ reason: 'oneplayerStalemate' });
    const bigger = arrange(win, (d) => {
      d.crc = 15;
    });
    expect(finalResult(bigger)).toMatchObject({ winner: 'british', reason: 'oneplayerVictory' });
    const lose = position({ support: 18, opposition: 27, cbc: 10, crc: 14, forts: 5, villages: 7, treaty: true }, clearMap(base));
    expect(finalResult(lose)).toMatchObject({ winner: 'patriots', reason: 'nonPlayerVictory' });
  });
});
