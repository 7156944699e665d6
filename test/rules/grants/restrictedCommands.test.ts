/**
 * Restricted Commands granted by Events (3.1.2 free Commands, 5.1 Events, 2.3.5 Limited Commands):
 * the restriction of a granted Command's mode (flow/restriction.ts) limits its spaces (for March its
 * destinations) and their number, keeps a must-execute Command going, and adjusts the Battles of a
 * granted Battle (3.6.3 Force Level, 3.6.5 / 3.6.6 Loss Levels). Built with the public testing kit.
 */
import { describe, expect, it } from 'vitest';
import type { Draft } from 'immer';
import type { Action } from '../../../src/core/action';
import type { Frame, GameState } from '../../../src/core/state';
import type { SpaceId, SpacePiece } from '../../../src/data/ids';
import { POOL_TYPE } from '../../../src/data/pieces';
import type { CommandMode, Restriction } from '../../../src/flow/contracts';
import { pushGrant } from '../../../src/flow/grant';
import type { HostReport } from '../../../src/flow/host';
import { GAME } from '../../../src/game/definition';
import { apply, legalActions, pending, settle } from '../../../src/game/machine';
import { battleForecast } from '../../../src/rules/battle/forceLevel';
import { arrange, clearMap, game, onTurn, startCommand, withDice } from '../../../src/testing/builders';

/** Puts `n` pieces of a kind in a space, from Available. */
function put(d: Draft<GameState>, space: SpaceId, piece: SpacePiece, n: number): void {
  d.available[POOL_TYPE[piece]] -= n;
  d.spaces[space].pieces[piece] += n;
}

/** A free Command mode with a restriction (3.1.2). */
const freeMode = (restriction: Restriction, limited = false): CommandMode => ({ limited, free: true, specialActivity: false, restriction });

/**
 * `state` with the British on turn and, on top, a grant of `command` to `faction` in `mode`; the
 * eligibility frame under the grant receives its report in `granted` (as an Event's frame does).
 */
function granted(state: GameState, faction: 'british' | 'patriots', command: string, mode: CommandMode): GameState {
  return arrange(state, (d) => {
    (d.stack[d.stack.length - 1] as Frame).granted = null;
    pushGrant(d, { faction, commands: [command as never], mode, reason: 'Test Event', rule: '5.1' });
    settle(d);
  });
}

/** The report the grant handed to the frame under it. */
const report = (s: GameState): HostReport | null | undefined => (s.stack[s.stack.length - 1] as Frame & { granted?: HostReport | null }).granted;

const spacesOffered = (s: GameState): SpaceId[] => legalActions(s).filter((a) => a.type === 'selectSpace').map((a) => a.space!);
const types = (s: GameState): string[] => [...new Set(legalActions(s).map((a) => a.type))];
const texts = (s: GameState): string[] => s.log.map((l) => l.text);
const play = (s: GameState, ...actions: Action[]): GameState => actions.reduce((x, a) => apply(x, a), s);

/** Four British Regulars in Boston, one in New Hampshire; Patriot Militia to fight in Massachusetts and New Hampshire. */
function marchBoard(): GameState {
  return onTurn(
    arrange(clearMap(game('1775')), (d) => {
      put(d, 'Boston', 'britishRegular', 4);
      put(d, 'NewHampshire', 'britishRegular', 1);
      put(d, 'NewHampshire', 'militiaActive', 1);
      put(d, 'Massachusetts', 'militiaActive', 2);
    }),
    'british',
  );
}

describe('5.1 / 3.1.2 a free March restricted to one destination, then a free Battle there', () => {
  const toMassachusetts: Restriction = { spaces: ['Massachusetts'], maxSpaces: 1, mustExecuteIn: true };

  it('3.2.3 only the named destination is offered, and the grant receives it as the Command space', () => {
    let s = granted(marchBoard(), 'british', 'march', freeMode(toMassachusetts));
    expect(pending(s)!.kind).toBe('britishMarch');
    // Only Massachusetts; no `done` before it is selected.
    expect(legalActions(s)).toEqual([{ faction: 'british', type: 'selectSpace', space: 'Massachusetts' }]);
    s = play(s, { faction: 'british', type: 'selectSpace', space: 'Massachusetts' });
    expect(s.resources.british).toBe(marchBoard().resources.british); // 3.1.2 free
    s = play(s, { faction: 'british', type: 'move', from: 'Boston', to: 'Massachusetts', piece: 'britishRegular', count: 4 });
    // One destination at most: New Hampshire's Regular may still join, no other destination.
    expect(spacesOffered(s)).toEqual([]);
    s = play(s, { faction: 'british', type: 'done' });
    expect(report(s)).toEqual({ faction: 'british', command: 'march', commandSpaces: ['Massachusetts'], activity: null, activitySpaces: [] });
    expect(s.spaces.Massachusetts.pieces.britishRegular).toBe(4);
  });

  it('5.1 canStart is false when the named destination cannot be reached (no dead end)', () => {
    const s = marchBoard();
    const march = GAME.command('british', 'march')!;
    expect(march.canStart(s, freeMode(toMassachusetts))).toBe(true);
    // Florida: no British Regular can reach it (3.2.3) — the grant lapses instead of starting a March.
    const toFlorida = freeMode({ spaces: ['Florida'], maxSpaces: 1, mustExecuteIn: true });
    expect(march.canStart(s, toFlorida)).toBe(false);
    const lapsed = granted(s, 'british', 'march', toFlorida);
    expect(report(lapsed)).toBeNull();
    expect(texts(lapsed).at(-1)).toBe('Test Event: the British cannot execute March now');
  });

  it('then a free Battle restricted to the March destination fights there only (3.2.4, 3.6)', () => {
    let s = granted(marchBoard(), 'british', 'march', freeMode(toMassachusetts));
    s = play(
      s,
      { faction: 'british', type: 'selectSpace', space: 'Massachusetts' },
      { faction: 'british', type: 'move', from: 'Boston', to: 'Massachusetts', piece: 'britishRegular', count: 4 },
      { faction: 'british', type: 'done' },
    );
    const there = report(s)!.commandSpaces;
    // Unrestricted, the British could also Battle in New Hampshire.
    expect(GAME.command('british', 'battle')!.canStart(s, freeMode({ spaces: ['NewHampshire'] }))).toBe(true);
    // 4 Regulars: Force Level 4, one D3 (3.6.3, 3.6.4); 2 Active Militia: Force Level 1, no die.
    s = granted(withDice(s, [3]), 'british', 'battle', freeMode({ spaces: there, mustExecuteIn: true }));
    expect(legalActions(s)).toEqual([{ faction: 'british', type: 'selectSpace', space: 'Massachusetts' }]);
    s = play(s, { faction: 'british', type: 'selectSpace', space: 'Massachusetts' });
    // Defender Loss Level 3 + 1 (all attacking cubes Regulars, 3.6.5): both Militia removed.
    expect(s.spaces.Massachusetts.pieces.militiaActive).toBe(0);
    expect(s.spaces.NewHampshire.pieces.militiaActive).toBe(1);
    expect(report(s)!.commandSpaces).toEqual(['Massachusetts']);
  });

  it('5.1 a must-execute March withholds done until every named destination is selected', () => {
    const both: Restriction = { spaces: ['Massachusetts', 'NewYork'], maxSpaces: 2, mustExecuteIn: true };
    let s = granted(marchBoard(), 'british', 'march', freeMode(both));
    expect(spacesOffered(s)).toEqual(['Massachusetts', 'NewYork']);
    s = play(s, { faction: 'british', type: 'selectSpace', space: 'Massachusetts' });
    s = play(s, { faction: 'british', type: 'move', from: 'Boston', to: 'Massachusetts', piece: 'britishRegular', count: 2 });
    // New York is still required and can be selected: no `done` yet.
    expect(types(s)).toEqual(['move', 'selectSpace']);
    expect(spacesOffered(s)).toEqual(['NewYork']);
    s = play(s, { faction: 'british', type: 'selectSpace', space: 'NewYork' });
    expect(legalActions(s)).toContainEqual({ faction: 'british', type: 'done' });
    // Without mustExecuteIn the March may stop after Massachusetts.
    let t = granted(marchBoard(), 'british', 'march', freeMode({ ...both, mustExecuteIn: false }));
    t = play(t, { faction: 'british', type: 'selectSpace', space: 'Massachusetts' });
    expect(legalActions(t)).toContainEqual({ faction: 'british', type: 'done' });
  });
});

describe('3.6.3 / 3.6.5 Battle modifiers of a granted Battle', () => {
  it('3.6.3 "+2 Force Level": 4 Regulars fight at Force Level 6, two D3 instead of one (3.6.4)', () => {
    const s0 = onTurn(
      arrange(clearMap(game('1775')), (d) => {
        put(d, 'Massachusetts', 'britishRegular', 4);
        put(d, 'Massachusetts', 'militiaActive', 5);
      }),
      'british',
    );
    // The read-only forecast takes the same modifiers.
    const plain = battleForecast(s0, 'Massachusetts', 'british');
    const plus2 = battleForecast(s0, 'Massachusetts', 'british', { modifiers: { attackerForce: 2 } });
    expect([plain.attack.total, plain.attackerDice]).toEqual([4, 1]);
    expect([plus2.attack.total, plus2.attack.modifier, plus2.attackerDice]).toEqual([6, 2, 2]);
    expect(plus2.defense.total).toBe(2); // half of 5 Active Militia, rounded down
    let s = granted(withDice(s0, [2, 3]), 'british', 'battle', freeMode({ battle: { attackerForce: 2 } }));
    s = play(s, { faction: 'british', type: 'selectSpace', space: 'Massachusetts' });
    expect(texts(s)).toContain('Royalist Attacker (British): Force Level 6 (4 cubes; +2 Force Level (Event)) — 2D3');
    // Defender Loss Level: roll 2 + 3 = 5, +1 all attacking cubes Regulars (3.6.5) = 6: all 5 Militia go.
    expect(texts(s)).toContain('Defender Loss Level 6 (roll 5; At least half Attacking Cubes are Regulars +1)');
    expect(s.spaces.Massachusetts.pieces.militiaActive).toBe(0);
  });

  it('3.6.5 "+2 to Defender\'s Loss Level": a Patriot free Battle removes a Tory and a Regular more', () => {
    const s0 = onTurn(
      arrange(clearMap(game('1775')), (d) => {
        put(d, 'Massachusetts', 'continental', 3);
        put(d, 'Massachusetts', 'britishRegular', 4);
        put(d, 'Massachusetts', 'tory', 2);
      }),
      'patriots',
    );
    const f = battleForecast(s0, 'Massachusetts', 'patriots', { modifiers: { defenderLoss: 2 } });
    expect(f.defenderLossModifiers).toEqual([{ text: 'Event', value: 2 }]);
    // Attacker: 3 Continentals, Force Level 3, one D3; Defender: 6 cubes, two D3 (3.6.3, 3.6.4).
    let s = granted(withDice(s0, [2, 1, 1]), 'patriots', 'battle', freeMode({ battle: { defenderLoss: 2 } }));
    s = play(s, { faction: 'patriots', type: 'selectSpace', space: 'Massachusetts' });
    // Defender Loss Level: roll 2 + 2 (Event) = 4. Removal alternates Regular (2), Tory (1), Regular (2)
    // until 4 is reached (3.6.7): 2 Regulars and 1 Tory go (without the Event: 1 Regular only).
    expect(texts(s)).toContain('Defender Loss Level 4 (roll 2; Event +2)');
    const p = s.spaces.Massachusetts.pieces;
    expect([p.britishRegular, p.tory]).toEqual([2, 1]);
    // Attacker Loss Level: roll 1 + 1 = 2, +1 (at least half the defending cubes Regulars, 3.6.6) = 3: two Continentals (2 each).
    expect(texts(s)).toContain('Attacker Loss Level 3 (roll 2; At least half Defending Cubes are Regulars +1)');
    expect(p.continental).toBe(1);
  });
});

describe('2.3.5 / 5.1 restricted spaces and numbers of spaces', () => {
  it('2.3.5 a Limited British Muster restricted to Boston and Massachusetts offers only those', () => {
    const s0 = arrange(game('1775'), (d) => {
      d.resources.british = 10;
    });
    const open = startCommand(s0, 'british', 'muster', { limited: true });
    expect(new Set(spacesOffered(open)).size).toBeGreaterThan(2);
    const restriction: Restriction = { spaces: ['Boston', 'Massachusetts'] };
    const s = startCommand(s0, 'british', 'muster', { limited: true, restriction });
    expect([...new Set(spacesOffered(s))].sort()).toEqual(['Boston', 'Massachusetts']);
    // 3.2.1: a Muster cannot start in an Indian Reserve alone.
    expect(GAME.command('british', 'muster')!.canStart(s0, { limited: true, free: false, specialActivity: false, restriction: { spaces: ['Northwest'] } })).toBe(false);
  });

  it('5.1 a full Rally with maxSpaces 2 stops selecting after two spaces (3.3.1)', () => {
    const s0 = arrange(clearMap(game('1775')), (d) => {
      d.resources.patriots = 10;
    });
    const restriction: Restriction = { maxSpaces: 2 };
    let s = startCommand(s0, 'patriots', 'rally', { restriction });
    const first = spacesOffered(s);
    expect(first.length).toBeGreaterThan(2);
    for (const space of first.slice(0, 2)) {
      s = play(s, { faction: 'patriots', type: 'selectSpace', space }, { faction: 'patriots', type: 'place', space, piece: 'militia', count: 1 });
      if (pending(s)!.kind === 'patriotsLeader') s = play(s, { faction: 'patriots', type: 'moveLeader', to: 'available' });
    }
    expect(s.resources.patriots).toBe(8);
    expect(spacesOffered(s)).toEqual([]);
    expect(legalActions(s)).toEqual([{ faction: 'patriots', type: 'done' }]);
    // Unrestricted, a third space would be offered.
    let t = startCommand(s0, 'patriots', 'rally');
    for (const space of first.slice(0, 2)) {
      t = play(t, { faction: 'patriots', type: 'selectSpace', space }, { faction: 'patriots', type: 'place', space, piece: 'militia', count: 1 });
      if (pending(t)!.kind === 'patriotsLeader') t = play(t, { faction: 'patriots', type: 'moveLeader', to: 'available' });
    }
    expect(spacesOffered(t).length).toBeGreaterThan(0);
  });

  it('4.3.2 spaces closed by Partisans close them to that Battle only, not to a Rally granted during it (3.6.8)', () => {
    // A Patriot Battle's host with Massachusetts closed by Partisans (as after Partisans there).
    const s = arrange(clearMap(game('1775')), (d) => {
      put(d, 'Massachusetts', 'militiaActive', 2);
      put(d, 'Massachusetts', 'tory', 1);
      d.stack.push({ kind: 'commandHost', faction: 'patriots', command: 'battle', activityAllowed: true, commandSpaces: [], activity: 'partisans', activitySpaces: ['Massachusetts'], forbidden: ['Massachusetts'], guard: null, commandReady: true, onCard: true });
    });
    const only = freeMode({ spaces: ['Massachusetts'] });
    expect(GAME.command('patriots', 'battle')!.canStart(s, only)).toBe(false);
    expect(GAME.command('patriots', 'rally')!.canStart(s, only)).toBe(true);
  });
});
