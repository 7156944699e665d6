import { describe, expect, it } from 'vitest';
import type { Action, CommandId } from '../../../../src/core/action';
import { apply, legalActions, pending, tryApply } from '../../../../src/game/machine';
import { checkInvariants } from '../../../../src/rules/invariants';
import type { GameState } from '../../../../src/core/state';
import { INDIANS_COMMANDS } from '../../../../src/rules/commands/indians/index';
import { declineActivity, game, lead, onTurn, play, put } from '../../../../src/testing';
import { board, I } from './helpers';

const cmd = (command: CommandId, limited?: boolean): Action =>
  limited ? { faction: 'indians', type: 'command', command, limited } : { faction: 'indians', type: 'command', command };

/** A position where all four Indian Commands are possible. */
const rich = () =>
  board((d) => {
    put(d, 'Pennsylvania', { warPartyUnderground: 2, warPartyActive: 1, britishRegular: 2, tory: 1, village: 1 });
    put(d, 'NewJersey', { militiaUnderground: 2, continental: 1 });
    put(d, 'Northwest', { warPartyUnderground: 3, village: 1 });
    put(d, 'Virginia', { militiaUnderground: 2 });
    put(d, 'Quebec', { warPartyActive: 2 });
    d.spaces.Virginia.support = -2;
    d.spaces.NewJersey.support = -1;
    d.spaces.MarylandDelaware.support = -1;
    lead(d, 'Brant', 'Northwest');
    lead(d, 'Gage', 'Pennsylvania');
  });

const inIndianCommand = (s: GameState): boolean => s.stack.some((f) => f.kind.startsWith('indians') || f.kind === 'leaderAlone');

describe('Indian Commands through the public machine', () => {
  it('2.3.4 the Indians, 1st Eligible, are offered Gather, March, Scout and Raid', () => {
    const s = onTurn(rich(), 'indians');
    expect(INDIANS_COMMANDS.map((c) => c.id)).toEqual(['gather', 'march', 'scout', 'raid']);
    // The card's Event (chapter 5) aside.
    expect(legalActions(s).filter((a) => a.type !== 'event')).toEqual([{ faction: 'indians', type: 'pass' }, cmd('gather'), cmd('march'), cmd('scout'), cmd('raid')]);
  });

  it('2.3.4 Scout is not offered when no space has both a War Party and a British Regular', () => {
    const s = onTurn(board((d) => put(d, 'Quebec', { warPartyUnderground: 1 })), 'indians');
    expect(legalActions(s).filter((a) => a.type !== 'event').map((a) => a.command)).toEqual([undefined, 'gather', 'march']);
  });

  it('3.4.4 a whole Raid through apply returns to the card flow', () => {
    let s = onTurn(rich(), 'indians');
    s = play(s, cmd('raid'), I.sel('Virginia'), I.sel('MarylandDelaware'));
    s = play(s, I.move('Northwest', 'Virginia', 'warPartyUnderground', 1), I.move('Northwest', 'MarylandDelaware', 'warPartyUnderground', 1), I.done);
    expect(s.resources.indians).toBe(3);
    expect(s.spaces.Virginia).toMatchObject({ support: -1, raid: 1 });
    expect(s.spaces.MarylandDelaware).toMatchObject({ support: 0, raid: 1 });
    expect(inIndianCommand(s)).toBe(false);
    s = declineActivity(s);
    expect(pending(s)).toMatchObject({ kind: 'eligibleOptions' });
    expect(pending(s)!.faction).not.toBe('indians');
    expect(s.turn!.executed).toEqual([{ faction: 'indians', did: 'command', specialActivity: false }]);
    expect(s.log.filter((l) => l.rule === '3.4.4').length).toBeGreaterThanOrEqual(5);
  });

  it('3.4.3 a whole Scout through apply, with the British Leader decision inside it', () => {
    let s = onTurn(rich(), 'indians');
    s = play(
      s,
      cmd('scout'),
      I.sel('Pennsylvania'),
      I.move('Pennsylvania', 'NewJersey', 'warPartyUnderground', 1),
      I.move('Pennsylvania', 'NewJersey', 'britishRegular', 2),
      I.done,
    );
    // A Tory stays in Pennsylvania, so Gage may stay or follow: the British decide.
    expect(pending(s)).toMatchObject({ faction: 'british', kind: 'indiansScoutLeader' });
    expect(tryApply(s, I.done).ok).toBe(false);
    s = play(s, { faction: 'british', type: 'moveLeader', to: 'NewJersey' }, I.skirmish('NewJersey', 'militiaActive+militiaActive+britishRegular'));
    expect(s.leaders.british.at).toBe('NewJersey');
    expect(s.spaces.NewJersey.pieces).toMatchObject({ militiaActive: 0, britishRegular: 1, tory: 0, continental: 1, warPartyActive: 1 });
    expect(inIndianCommand(s)).toBe(false);
    s = declineActivity(s);
    expect(pending(s)!.kind).toBe('eligibleOptions');
  });

  it('2.3.5 a Limited Gather by the 2nd Eligible through apply', () => {
    let s = onTurn(rich(), 'indians');
    s = { ...s, turn: { ...s.turn!, executed: [{ faction: 'british', did: 'command', specialActivity: false }] } };
    expect(legalActions(s)).toContainEqual(cmd('gather', true));
    expect(legalActions(s)).not.toContainEqual(cmd('gather'));
    s = play(s, cmd('gather', true), I.sel('Northwest'), I.placeWP('Northwest'), I.placeWP('Northwest'));
    expect(legalActions(s)).toEqual([I.done]);
    s = play(s, I.done);
    expect(s.spaces.Northwest.pieces.warPartyUnderground).toBe(5);
    expect(s.resources.indians).toBe(5);
    // Two Factions executed: the card is over and both are Ineligible for the next (2.3.6).
    expect(s.eligible).toMatchObject({ british: false, indians: false });
  });

  it('no dead ends: random legal playouts of every Indian Command end, keeping the invariants', () => {
    const starts = [rich(), game('1775'), game('1776'), game('1778')];
    let seed = 12345;
    const rnd = (n: number): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    let runs = 0;
    for (const start of starts)
      for (const command of ['gather', 'march', 'scout', 'raid'] as const)
        for (const limited of [false, true])
          for (let k = 0; k < 12; k++) {
            let s = onTurn(start, 'indians');
            const a = cmd(command, limited || undefined);
            if (!legalActions(s).some((l) => JSON.stringify(l) === JSON.stringify(a))) continue;
            s = apply(s, a);
            runs++;
            // Until the card flow resumes (the Command, its Special Activity, decisions inside them).
            for (let step = 0; pending(s)?.kind !== 'eligibleOptions'; step++) {
              expect(step).toBeLessThan(200);
              const legal = legalActions(s);
              expect(legal.length).toBeGreaterThan(0);
              expect(new Set(legal.map((l) => JSON.stringify(l))).size).toBe(legal.length);
              s = apply(s, legal[rnd(legal.length)]);
              expect(checkInvariants(s)).toEqual([]);
            }
            expect(pending(s)!.kind).toBe('eligibleOptions');
          }
    expect(runs).toBeGreaterThan(100);
  });
});
