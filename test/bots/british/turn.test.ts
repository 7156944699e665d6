// The Non-Player British turn (8.4): B1, B3 and the routing to the Commands — B4, B6, B9 and every
// "IF NONE" arrow — on hand-built positions, with Command modules whose `possible` is fixed
// (dependency injection into the real routing) and forced rolls (RollBook).
import { describe, expect, it } from 'vitest';
import { britishPolicy } from '../../../src/bots/british/index';
import { battleSpaces, rebelCitiesWithoutFort, regularsOnMap } from '../../../src/bots/british/turn';
import type { BritishCommandId } from '../../../src/bots/british/plan';
import { lead } from '../../../src/testing/kit';
import { apply, legalActions } from '../../../src/game/machine';
import { produce } from 'immer';
import { britishOn, nodes, policyWith, table, texts } from './turnKit';
import { RollNeeded } from '../../../src/bots/rolls';

const B6 = 'B6: Available Regulars > 1D6? (8.4.2)';
/** A card whose British symbol carries a sword (#66 Don Bernardo Takes Pensacola): B1 skips the Event. */
const SWORD = 66;

/** 10 British Regulars on the map and Boston Rebellion-Controlled without a Patriot Fort (B4 holds). */
const garrisonBoard = () =>
  britishOn(SWORD, { resources: { british: 5 } }, (d) => {
    d.spaces.NewYorkCity.pieces.britishRegular = 0;
    d.available.britishRegular -= 10;
    d.spaces.NewYorkCity.pieces.britishRegular = 6;
    d.spaces.Massachusetts.pieces.britishRegular = 4;
    d.available.militia -= 2;
    d.spaces.Boston.pieces.militiaUnderground = 2;
  });

/** 9 Regulars on the map (B4 fails), 3 Available, a Battle space in Massachusetts (B9 holds). */
const battleBoard = (available = 3) =>
  britishOn(SWORD, { resources: { british: 5 } }, (d) => {
    d.available.britishRegular -= 9;
    d.spaces.NewYorkCity.pieces.britishRegular = 6;
    d.spaces.Massachusetts.pieces.britishRegular = 3;
    d.available.continental -= 2;
    d.spaces.Massachusetts.pieces.continental = 2;
    d.unavailable.britishRegular += d.available.britishRegular - available;
    d.available.britishRegular = available;
  });

/** As battleBoard without any Battle space (B9 fails). */
const marchBoard = () =>
  produce(battleBoard(), (d) => {
    d.spaces.Massachusetts.pieces.continental = 0;
    d.available.continental += 2;
  });

describe('B1 (8.4, 8.1)', () => {
  it('skips the Event of a card whose British symbol carries a sword', () => {
    const s = garrisonBoard();
    expect(legalActions(s).some((a) => a.type === 'event')).toBe(true);
    const d = policyWith(table({ garrison: true })).choose(s);
    expect(d.action).toEqual({ faction: 'british', type: 'command', command: 'garrison' });
    expect(texts(d.trace)).toContain('B1: #66 Don Bernardo Takes Pensacola: the British symbol has a sword: the Event is skipped');
    expect(nodes(d.trace)).toEqual(['B1', 'B3', 'B4', 'B5 Garrison', 'B5 Garrison']);
  });
});

describe('B3 (8.4)', () => {
  it('Passes with British Resources 0', () => {
    const s = produce(garrisonBoard(), (d) => {
      d.resources.british = 0;
    });
    const d = policyWith(table({ garrison: true, muster: true, march: true, battle: true })).choose(s);
    expect(d.action).toEqual({ faction: 'british', type: 'pass' });
    expect(nodes(d.trace)).toEqual(['B1', 'B3']);
    expect(texts(d.trace)).toContain('B3: British Resources 0: Pass');
  });
});

describe('B4 Garrison? (8.4.1)', () => {
  it('counts Regulars in Cities and Provinces only, and Rebellion-Controlled Cities without a Patriot Fort', () => {
    const s = produce(garrisonBoard(), (d) => {
      d.spaces.WestIndies.pieces.britishRegular = 3;
      d.available.britishRegular -= 3;
    });
    expect(regularsOnMap(s)).toBe(10);
    expect(rebelCitiesWithoutFort(s)).toEqual(['Boston']);
  });

  it('Garrisons with 10+ Regulars on the map and a Rebellion-Controlled City without a Patriot Fort', () => {
    const d = policyWith(table({ garrison: true })).choose(garrisonBoard());
    expect(d.action).toEqual({ faction: 'british', type: 'command', command: 'garrison' });
    expect(texts(d.trace)).toContain('B4: 10 British Regulars on the map and Rebellion Control of Boston without a Patriot Fort: Garrison');
  });

  it('Musters instead when no Garrison instruction can be executed (8.4.1 "instead Muster")', () => {
    const asked: BritishCommandId[] = [];
    const d = policyWith(table({ garrison: false, muster: true, march: true }, asked)).choose(garrisonBoard());
    expect(d.action).toEqual({ faction: 'british', type: 'command', command: 'muster' });
    expect(asked).toEqual(['garrison', 'muster']);
    expect(texts(d.trace)).toContain('IF NONE: no Garrison possible: Muster instead');
  });

  it('Garrison → Muster → March → Pass when none is possible (8.4.1, 8.4.2 IF NONE)', () => {
    const asked: BritishCommandId[] = [];
    const d = policyWith(table({ garrison: false, muster: false, march: false, battle: true }, asked)).choose(garrisonBoard());
    expect(d.action).toEqual({ faction: 'british', type: 'pass' });
    expect(asked).toEqual(['garrison', 'muster', 'march']);
    expect(texts(d.trace)).toContain('IF NONE: no March possible and Muster already tried: Pass');
  });

  it('a Patriot Fort in the Rebellion City, or 9 Regulars, means no Garrison', () => {
    const fort = produce(garrisonBoard(), (d) => {
      d.spaces.Boston.pieces.patriotFort = 1;
      d.available.patriotFort -= 1;
    });
    const d = policyWith(table({ garrison: true, muster: true })).choose(fort, { [B6]: [1] });
    expect(d.action.command).toBe('muster');
    expect(texts(d.trace)).toContain('no Rebellion-Controlled City without a Patriot Fort: no Garrison');
  });
});

describe('B6 Muster? (8.4.2)', () => {
  it('Musters when the D6 is less than the Available Regulars', () => {
    const d = policyWith(table({ muster: true, battle: true })).choose(battleBoard(3), { [B6]: [2] });
    expect(d.action).toEqual({ faction: 'british', type: 'command', command: 'muster' });
    expect(d.trace).toContainEqual({ roll: { sides: 6, purpose: B6, value: 2 } });
    expect(texts(d.trace)).toContain('B6: D6 = 2, less than the 3 Available British Regulars: Muster');
  });

  it('does not Muster when the D6 equals the Available Regulars', () => {
    const d = policyWith(table({ muster: true, battle: true })).choose(battleBoard(3), { [B6]: [3] });
    expect(d.action.command).toBe('battle');
    expect(texts(d.trace)).toContain('B6: D6 = 3, not less than the 3 Available British Regulars: no Muster');
  });

  it('Muster impossible → March; March impossible too → Pass (8.4.2 IF NONE)', () => {
    const asked: BritishCommandId[] = [];
    const d = policyWith(table({ muster: false, march: false }, asked)).choose(battleBoard(3), { [B6]: [1] });
    expect(d.action).toEqual({ faction: 'british', type: 'pass' });
    expect(asked).toEqual(['muster', 'march']);
  });
});

describe('B9 Battle? (8.4.3, 8.4.4)', () => {
  it('Battles where 2+ Active Rebellion pieces are outnumbered by British Regulars + Leader', () => {
    const s = battleBoard();
    expect(battleSpaces(s)).toEqual(['Massachusetts']);
    const d = policyWith(table({ muster: true, battle: true, march: true })).choose(s, { [B6]: [6] });
    expect(d.action).toEqual({ faction: 'british', type: 'command', command: 'battle' });
    expect(nodes(d.trace)).toEqual(['B1', 'B3', 'B4', 'B6', 'B9', 'B12 Battle', 'B12 Battle']);
  });

  it('the Leader counts for the British; Underground Militia and Rebellion Leaders count for the Rebellion', () => {
    const base = battleBoard();
    const even = produce(base, (d) => {
      d.spaces.Massachusetts.pieces.britishRegular = 2;
    });
    expect(battleSpaces(even)).toEqual([]);
    expect(battleSpaces(produce(even, (d) => lead(d, 'british', 'Massachusetts')))).toEqual(['Massachusetts']);
    expect(battleSpaces(produce(base, (d) => lead(d, 'patriots', 'Massachusetts')))).toEqual([]);
    const underground = produce(base, (d) => {
      d.spaces.Massachusetts.pieces.militiaUnderground = 1;
      d.available.militia -= 1;
    });
    expect(battleSpaces(underground)).toEqual([]);
    // One Active piece only: no Battle space.
    const one = produce(base, (d) => {
      d.spaces.Massachusetts.pieces.continental = 1;
    });
    expect(battleSpaces(one)).toEqual([]);
  });

  it('includes the West Indies', () => {
    const s = produce(marchBoard(), (d) => {
      d.spaces.WestIndies.pieces.britishRegular = 3;
      d.spaces.WestIndies.pieces.frenchRegular = 2;
    });
    expect(battleSpaces(s)).toEqual(['WestIndies']);
  });

  it('Battle impossible → March → Muster → Pass (8.4.4, 8.4.3 IF NONE)', () => {
    const asked: BritishCommandId[] = [];
    const d = policyWith(table({ battle: false, march: false, muster: false }, asked)).choose(battleBoard(), { [B6]: [6] });
    expect(d.action).toEqual({ faction: 'british', type: 'pass' });
    expect(asked).toEqual(['battle', 'march', 'muster']);
    expect(texts(d.trace)).toContain('IF NONE: no Battle possible: March instead');
    expect(texts(d.trace)).toContain('IF NONE: no March possible: Muster instead');
    expect(texts(d.trace)).toContain('IF NONE: no Muster possible and March already tried: Pass');
  });
});

describe('March (8.4.3)', () => {
  it('Marches when no Garrison, Muster or Battle is called for', () => {
    const d = policyWith(table({ march: true, muster: true })).choose(marchBoard(), { [B6]: [4] });
    expect(d.action).toEqual({ faction: 'british', type: 'command', command: 'march' });
    expect(texts(d.trace)).toContain('B9: no space with British and 2+ Active Rebellion pieces outnumbered by British Regulars + Leader: March');
  });

  it('March impossible → Muster (8.4.3 IF NONE)', () => {
    const d = policyWith(table({ march: false, muster: true })).choose(marchBoard(), { [B6]: [4] });
    expect(d.action).toEqual({ faction: 'british', type: 'command', command: 'muster' });
  });

  it('a Command whose module is not registered is impossible, and the trace says so', () => {
    const d = policyWith(table({ muster: true })).choose(marchBoard(), { [B6]: [4] });
    expect(d.action.command).toBe('muster');
    expect(texts(d.trace)).toContain('B10 March: no British March module is registered: treated as impossible');
  });

  it('the shipped policy (its table as registered) answers the same way, and twice the same', () => {
    const s = marchBoard();
    // The March's own rolls (8.2) are answered with 1s, as a table would roll them when asked.
    const book: Record<string, number[]> = { [B6]: [4] };
    const choose = () => {
      for (;;)
        try {
          return britishPolicy().choose(s, book);
        } catch (e) {
          if (!(e instanceof RollNeeded)) throw e;
          (book[e.purpose] ??= []).push(1);
        }
    };
    const a = choose();
    expect(a).toEqual(choose());
    expect(nodes(a.trace).slice(0, 5)).toEqual(['B1', 'B3', 'B4', 'B6', 'B9']);
  });
});

describe('grants (8.3.5 and its Note, 8.3.1)', () => {
  /** The board of marchBoard with a grant of the British pending (on top of the card). */
  const granted = (grant: { commands?: string[]; activities?: string[]; optional: boolean }) =>
    produce(marchBoard(), (d) => {
      d.stack.pop();
      d.stack.push({
        kind: 'grant',
        faction: 'british',
        commands: grant.commands ?? [],
        activities: grant.activities ?? [],
        mode: { limited: true, free: true, specialActivity: false },
        optional: grant.optional,
        reason: 'Test grant',
        rule: '5.3',
        begun: false,
        report: null,
      } as never);
    });
  const GRANT_B6 = 'Test grant: B6: Available Regulars > 1D6? (8.4.2)';

  it('a choice among free Commands: the flowchart selects one, ignoring Event and Pass', () => {
    const s = granted({ commands: ['muster', 'march'], optional: false });
    expect(legalActions(s).map((a) => a.command)).toEqual(['muster', 'march']);
    const d = policyWith(table({ muster: true, march: true })).choose(s, { [GRANT_B6]: [1] });
    expect(d.action).toEqual({ faction: 'british', type: 'command', command: 'muster' });
    expect(nodes(d.trace)).toEqual(['Grant', 'B4', 'B6', 'B8 Muster', 'B8 Muster']);
  });

  it('the flowchart\'s "IF NONE" arrows apply within what the grant offers', () => {
    const d = policyWith(table({ muster: true, march: true, battle: true })).choose(granted({ commands: ['muster', 'march'], optional: false }), { [GRANT_B6]: [6] });
    expect(d.action.command).toBe('march');
  });

  it('an optional grant with nothing possible is declined', () => {
    const d = policyWith(table({ muster: false, march: false })).choose(granted({ commands: ['muster', 'march'], optional: true }), { [GRANT_B6]: [6] });
    expect(d.action).toEqual({ faction: 'british', type: 'done' });
    expect(texts(d.trace)).toContain('Grant: Test grant: nothing the flowchart would execute is possible: declined');
  });

  it('a compulsory grant with nothing the flowchart selects: a random legal choice (8.3.8)', () => {
    const d = policyWith(table({ muster: false, march: false })).choose(granted({ commands: ['muster', 'march'], optional: false }), {
      [GRANT_B6]: [6],
      'grant at step 0: equal choice (8.3.8)': [2],
    });
    expect(d.action).toEqual({ faction: 'british', type: 'command', command: 'march' });
    expect(nodes(d.trace)).toContain('Other choice');
  });

  it('#9 von Steuben (a free Skirmish alone): the Special Activity the flowchart would pair with its Command', () => {
    const s0 = britishOn(9, { resources: { british: 5 } }, (d) => {
      d.available.britishRegular -= 3;
      d.spaces.Massachusetts.pieces.britishRegular = 3;
      d.available.continental -= 2;
      d.spaces.Massachusetts.pieces.continental = 2;
    });
    const s = apply(s0, { faction: 'british', type: 'event', side: 'unshaded' });
    expect(legalActions(s)).toEqual([
      { faction: 'british', type: 'specialActivity', activity: 'skirmish' },
      { faction: 'british', type: 'done' },
    ]);
    const d = policyWith(table({ battle: true, muster: true })).choose(s);
    expect(d.action).toEqual({ faction: 'british', type: 'specialActivity', activity: 'skirmish' });
    expect(texts(d.trace)).toMatch(/Grant: with the (Battle|Muster) the flowchart executes Skirmish: that Special Activity alone/);
  });
});

describe('whole games (every Event card previewed by B2, every decision legal)', () => {
  it('plays a game with Command modules that always say "possible" (the Commands\' own decisions then fall to 8.3.8)', async () => {
    const { createGame, apply: applyAction, serialize } = await import('../../../src/index');
    const { playGame, policySet, randomPolicy } = await import('../../../src/bots');
    const { FACTIONS } = await import('../../../src/data/ids');
    const state = createGame('1776', { seed: 9, nonPlayers: ['british'] });
    const policies = { ...policySet(FACTIONS.filter((f) => f !== 'british'), randomPolicy), british: policyWith(table({ garrison: true, muster: true, march: true, battle: true })) };
    const game = playGame(state, policies);
    expect(game.state.result).not.toBeNull();
    const british = game.decisions.filter((d) => d.faction === 'british' && d.trace.some((t) => 'node' in t && t.node === 'B1'));
    expect(british.length).toBeGreaterThan(5);
    expect(british.some((d) => d.action.type === 'event')).toBe(true);
    expect(british.some((d) => d.action.type === 'command')).toBe(true);
    let replay = createGame('1776', { seed: 9, nonPlayers: ['british'] });
    for (const a of game.actions) replay = applyAction(replay, a);
    expect(serialize(replay)).toBe(serialize(game.state));
  });
});
