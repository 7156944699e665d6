/** 3.6.1–3.6.7 through the public machine: who decides, Activation, dice, removal, Leaders. */
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { checkInvariants } from '../../../src/rules/invariants';
import { legalActions, pending, settle } from '../../../src/game/machine';
import type { GameState } from '../../../src/core/state';
import { startBattle } from '../../../src/rules/battle/index';
import { lead, onTurn, play, put, startCommand, withDice } from '../../../src/testing';
import { board, who } from './helpers';

const texts = (s: GameState) => s.log.map((l) => l.text);

describe('3.6.1 / 3.6.3 who decides the Activations', () => {
  it('3.6.1 the Indians decide when only Indian pieces defend', () => {
    let s = board((d) => {
      put(d, 'Quebec', { warPartyUnderground: 2 });
      put(d, 'Quebec', { village: 1 });
      put(d, 'Quebec', { continental: 3 });
    });
    s = startCommand(s, 'patriots', 'battle');
    s = play(s, { faction: 'patriots', type: 'selectSpace', space: 'Quebec' });
    expect(pending(s)).toMatchObject({ faction: 'indians', kind: 'battle' });
    expect(legalActions(s)).toEqual([0, 1, 2].map((count) => ({ faction: 'indians', type: 'activate', space: 'Quebec', piece: 'warPartyUnderground', count })));
  });

  it('3.6.1 the British decide for a combined Royalist defence, including the War Parties', () => {
    let s = board((d) => {
      put(d, 'NewYork', { tory: 1 });
      put(d, 'NewYork', { warPartyUnderground: 1 });
      put(d, 'NewYork', { continental: 3 });
      put(d, 'NewYork', { militiaUnderground: 2 });
    });
    s = startCommand(s, 'patriots', 'battle');
    s = play(s, { faction: 'patriots', type: 'selectSpace', space: 'NewYork' });
    // The Attacker first (3.6.3 "Attacker then Defender").
    expect(who(s)).toBe('patriots:battle');
    expect(legalActions(s).map((a) => a.piece)).toEqual(['militiaUnderground', 'militiaUnderground', 'militiaUnderground']);
    s = play(s, { faction: 'patriots', type: 'activate', space: 'NewYork', piece: 'militiaUnderground', count: 2 });
    expect(s.spaces.NewYork.pieces.militiaActive).toBe(2);
    expect(texts(s)).toContain('Patriots Activate 2 Underground Militia in New York');
    expect(who(s)).toBe('british:battle');
    expect(legalActions(s)).toEqual([0, 1].map((count) => ({ faction: 'british', type: 'activate', space: 'NewYork', piece: 'warPartyUnderground', count })));
    s = play(withDice(s, [1]), { faction: 'british', type: 'activate', space: 'NewYork', piece: 'warPartyUnderground', count: 0 });
    expect(texts(s)).toContain('British Activate no Underground War Parties in New York');
    // The War Party stayed Underground: +1 to the Attacker Loss Level (3.6.6); removal needs no decision.
    expect(texts(s)).toContain('Attacker Loss Level 1 (roll 0; At least one Defending side piece Underground +1)');
    expect(s.stack.some((f) => f.kind === 'battle')).toBe(false);
  });

  it('3.6.1 the French decide when only French pieces defend; no Activation decision without Underground units', () => {
    let s = withDice(
      board((d) => {
        put(d, 'NewYorkCity', { britishRegular: 3 });
        put(d, 'NewYorkCity', { frenchRegular: 1 });
      }),
      [1],
    );
    s = startCommand(s, 'british', 'battle');
    s = play(s, { faction: 'british', type: 'selectSpace', space: 'NewYorkCity' });
    // Nothing to Activate on either side: the Battle runs to its end (the British roll 1D3, the French none).
    expect(texts(s)).toContain('Battle in New York City: the British attack; the French make the Defender\'s choices');
    expect(s.spaces.NewYorkCity.pieces.frenchRegular).toBe(0);
    expect(s.stack.some((f) => f.kind === 'battle')).toBe(false);
  });

  it('3.6.3 the French cannot Activate Patriot Militia unless the Patriots take part', () => {
    const base = board((d) => {
      put(d, 'NewYork', { frenchRegular: 2 });
      put(d, 'NewYork', { militiaUnderground: 2 });
      put(d, 'NewYork', { tory: 2 });
    });
    let s = startCommand(withDice(base, []), 'french', 'battle');
    expect(legalActions(s)).toEqual([
      { faction: 'french', type: 'selectSpace', space: 'NewYork' },
      { faction: 'french', type: 'selectSpace', space: 'NewYork', option: 'withPatriots' },
    ]);
    // Without the Patriots: no Activation decision; Force Levels 2 and 2: no dice at all (scripted dice are empty).
    s = play(s, { faction: 'french', type: 'selectSpace', space: 'NewYork' });
    expect(texts(s)).toContain("Battle in New York: the Attacker's Force Level is 2 or less — no dice, the roll counts as 0");
    expect(texts(s)).toContain("Battle in New York: the Defender's Force Level is 2 or less — no dice, the roll counts as 0");
    // With them, the French decide the Militia's Activation (3.6.1: the executing Faction makes all choices for its side).
    let t = startCommand(base, 'french', 'battle');
    t = play(t, { faction: 'french', type: 'selectSpace', space: 'NewYork', option: 'withPatriots' });
    expect(who(t)).toBe('french:battle');
    expect(legalActions(t).map((a) => a.count)).toEqual([0, 1, 2]);
  });
});

describe('3.6.4 dice and 3.6.7 removal through the machine', () => {
  it('3.6.4 the Attacker rolls first, then the Defender; Loss Level = roll + modifiers; removal by priorities', () => {
    let s = withDice(
      board((d) => {
        put(d, 'NewYork', { britishRegular: 6 });
        put(d, 'NewYork', { tory: 4 });
        put(d, 'NewYork', { continental: 4 });
        put(d, 'NewYork', { militiaActive: 2 });
        put(d, 'NewYork', { frenchRegular: 1 });
      }),
      [3, 3, 3, 1, 2],
    );
    s = startCommand(s, 'british', 'battle');
    s = play(s, { faction: 'british', type: 'selectSpace', space: 'NewYork' });
    const log = texts(s);
    // British: 6 Regulars + 4 Tories = 10 → 3D3 (3+3+3); Rebellion: 5 cubes + 1 = 6 → 2D3 (1+2).
    expect(log).toContain('Battle in New York: British (Attacker) rolls 3D3 for the Defender Loss Level: rolled 3 + 3 + 3 = 9');
    expect(log).toContain('Battle in New York: Patriots (Defender) rolls 2D3 for the Attacker Loss Level: rolled 1 + 2 = 3');
    expect(log).toContain('Defender Loss Level 10 (roll 9; At least half Attacking Cubes are Regulars +1)');
    expect(log).toContain('Attacker Loss Level 3 (roll 3; no modifiers)');
    expect(log).toContain('Royalist Attacker removes 1 British Regular, 1 Tory (3 losses for Loss Level 3); CBC +2');
    // French, Continental, Militia, Continental, Militia, Continental = 2+2+1+2+1+2 = 10.
    expect(log).toContain('Rebellion Defender removes 1 French Regular, 3 Continentals, 2 Active Militia (10 losses for Loss Level 10); CRC +4');
    expect(s.spaces.NewYork.pieces).toMatchObject({ britishRegular: 5, tory: 3, continental: 1, militiaActive: 0, frenchRegular: 0 });
    expect([s.cbc, s.crc]).toEqual([2, 4]);
    expect(s.log.filter((l) => l.text.startsWith('Battle') || l.text.includes('Loss Level')).every((l) => l.rule)).toBe(true);
    expect(checkInvariants(s)).toEqual([]);
  });

  it('1.10 a Leader left without pieces after removal: its owner moves it (then Win the Day goes on)', () => {
    let s = withDice(
      board((d) => {
        put(d, 'Boston', { britishRegular: 3 });
        put(d, 'Boston', { continental: 1 });
        put(d, 'Massachusetts', { militiaActive: 1 });
        lead(d, 'Washington', 'Boston');
        d.spaces.Boston.support = 0;
      }),
      [3],
    );
    s = startCommand(s, 'british', 'battle');
    s = play(s, { faction: 'british', type: 'selectSpace', space: 'Boston' });
    expect(s.spaces.Boston.pieces.continental).toBe(0);
    expect(s.leaders.patriots.at).toBe('available');
    expect(pending(s)).toMatchObject({ faction: 'patriots', kind: 'leaderAlone' });
    s = play(s, { faction: 'patriots', type: 'moveLeader', to: 'Massachusetts' });
    expect(s.leaders.patriots.at).toBe('Massachusetts');
    // The Defender is eliminated, lost 1 piece: no Win the Day (needs 2+ pieces).
    expect(texts(s).some((t) => t.includes('no Win the Day'))).toBe(true);
    expect(s.stack.some((f) => f.kind === 'battle' || f.kind === 'battleCommand')).toBe(false);
    expect(checkInvariants(s)).toEqual([]);
  });

  it('3.6 startBattle (Events) pushes the procedure without any cost', () => {
    const s0 = board((d) => {
      put(d, 'NewJersey', { continental: 1 });
      put(d, 'NewJersey', { tory: 1 });
    });
    const s = produce(onTurn(withDice(s0, []), 'british'), (d) => {
      startBattle(d, { space: 'NewJersey', attacker: 'patriots' });
      settle(d);
    });
    expect(s.resources).toEqual(s0.resources);
    expect(who(s)).toBe('british:eligibleOptions');
    expect(texts(s)).toContain('Rebellion Attacker removes nothing (0 losses for Loss Level 0)');
  });
});
