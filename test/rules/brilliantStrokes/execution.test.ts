/**
 * Executing a Faction Brilliant Stroke (2.3.8, 5.1.4, 1.10): two free Limited Commands and one Special
 * Activity in any order; the Leader must take part in one of the Limited Commands (he stands in its
 * space when it ends, or it marched pieces out of his space), and only choices that keep this possible are offered; British Reward Loyalty is
 * still paid; then every Faction is Eligible, the Event card cancelled, the Brilliant Stroke played.
 */
import { describe, expect, it } from 'vitest';
import type { Action } from '../../../src/core/action';
import { legalActions, pending } from '../../../src/game/machine';
import { loadGame, serialize } from '../../../src/game/persistence';
import { checkInvariants } from '../../../src/rules/invariants';
import { lead, play } from '../../../src/testing/kit';
import { atCardStart, stroke } from './helpers';

const B = (a: Omit<Action, 'faction'>): Action => ({ faction: 'british', ...a }) as Action;

/** Howe in Boston with Regulars; Tories and Propaganda in New York City; a Battle possible in New York only. */
const start = () =>
  atCardStart(
    {
      resources: { british: 5 },
      pieces: { Boston: { britishRegular: 3 }, NewYorkCity: { britishRegular: 2, tory: 2 }, NewYork: { britishRegular: 2, continental: 2 } },
    },
    (d) => {
      lead(d, 'Howe', 'Boston');
      d.eligible.patriots = false;
      d.spaces.NewYorkCity.propaganda = 1;
    },
  );

/** The first Limited Command, without Howe: a Muster in New York City with Reward Loyalty (3.2.1). */
const musterInNewYorkCity = [
  B({ type: 'command', command: 'muster' }),
  B({ type: 'selectSpace', space: 'NewYorkCity' }),
  B({ type: 'place', space: 'NewYorkCity', piece: 'tory', count: 0 }),
  B({ type: 'rewardLoyalty', space: 'NewYorkCity' }),
];

describe('a British Brilliant Stroke (2.3.8)', () => {
  it('offers the Limited Commands and the Special Activity alone, and says the Leader must take part', () => {
    const s = play(start(), stroke('british'));
    expect(pending(s)!.prompt).toContain('William Howe must take part in one of the Limited Commands');
    expect(legalActions(s).map((a) => a.command ?? a.activity)).toEqual(['muster', 'garrison', 'march', 'battle', 'skirmish', 'navalPressure']);
    expect(pending(s)!.context.grant).toMatchObject({ faction: 'british', free: true, limited: true });
  });

  it('charges Reward Loyalty inside the free Muster (2.3.8 exception)', () => {
    const s = play(start(), stroke('british'), ...musterInNewYorkCity);
    expect(s.resources.british).toBe(4);
    expect(s.spaces.NewYorkCity.propaganda).toBe(0);
  });

  it('after a first Limited Command without the Leader, offers only what keeps him able to take part (1.10)', () => {
    const s = play(start(), stroke('british'), ...musterInNewYorkCity, B({ type: 'done' }));
    expect(s.stack.at(-2)).toMatchObject({ kind: 'brilliantStroke', commands: 1, leaderTookPart: false, guard: 'leaderTakesPart' });
    // No Battle in Boston: the Battle is no longer offered; the Special Activity still is (a Limited Command follows).
    expect(legalActions(s).map((a) => a.command ?? a.activity)).toEqual(['muster', 'garrison', 'march', 'skirmish', 'navalPressure']);
    const muster = play(s, B({ type: 'command', command: 'muster' }));
    expect(new Set(legalActions(muster).map((a) => a.space))).toEqual(new Set(['Boston']));
  });

  it('the Leader takes part in the second Limited Command; then all Eligible, the card cancelled under the Brilliant Stroke', () => {
    let s = play(start(), stroke('british'), ...musterInNewYorkCity, B({ type: 'done' }));
    s = play(s, B({ type: 'command', command: 'muster' }), B({ type: 'selectSpace', space: 'Boston' }), B({ type: 'place', space: 'Boston', piece: 'tory', count: 1 }), B({ type: 'done' }));
    expect(s.stack.at(-2)).toMatchObject({ kind: 'brilliantStroke', commands: 2, leaderTookPart: true, guard: null });
    // Both Limited Commands done: only the Special Activity is left.
    expect(legalActions(s).map((a) => a.type)).toEqual(['specialActivity', 'specialActivity']);
    const before = s;
    s = play(s, B({ type: 'specialActivity', activity: 'navalPressure' }));
    expect(s.stack.some((f) => f.kind === 'brilliantStroke' || f.kind === 'brilliantStrokes')).toBe(false);
    expect(s.eligible).toEqual({ british: true, patriots: true, french: true, indians: true });
    expect(s.brilliantStrokes.british).toEqual([]);
    expect(s.deck.played.slice(-2)).toEqual([1, 106]);
    expect(s.deck.current).toBe(before.deck.next);
    const text = [...s.priorLog, ...s.log].map((e) => e.text);
    expect(text).toContain('William Howe took part in the Limited Command in Boston (1.10)');
    expect(text.some((t) => t.includes('card #1 ') && t.includes('cancelled and never played'))).toBe(true);
    expect(checkInvariants(s)).toEqual([]);
  });

  it('a March out of the Leader\'s space involves him: an origination space counts (1.10)', () => {
    let s = play(start(), stroke('british'), ...musterInNewYorkCity, B({ type: 'done' }));
    s = play(s, B({ type: 'command', command: 'march' }));
    // 1.10: destinations other than Boston are offered: Regulars marching out of Boston involve Howe.
    expect(legalActions(s).map((a) => a.space)).toContain('Massachusetts');
    s = play(s, B({ type: 'selectSpace', space: 'Massachusetts' }), B({ type: 'move', from: 'Boston', to: 'Massachusetts', piece: 'britishRegular', count: 1 }));
    while (pending(s)!.kind !== 'grant') s = play(s, B({ type: 'done' }));
    expect(s.leaders.british.at).toBe('Boston');
    expect([s.spaces.Boston.pieces.britishRegular, s.spaces.Massachusetts.pieces.britishRegular]).toEqual([2, 1]);
    expect(s.stack.at(-2)).toMatchObject({ kind: 'brilliantStroke', commands: 2, leaderTookPart: true, guard: null });
    // The grant of the Special Activity is under way: it records Howe's space again.
    expect(s.stack.at(-2)).toMatchObject({ waiting: true, origin: { space: 'Boston', pieces: 2 } });
    expect(s.log.map((e) => e.text)).toContain('William Howe took part in the Limited Command from Boston, an origination space (1.10)');
  });

  it('Common Cause inside a Limited March is the Brilliant Stroke\'s Special Activity (2.3.8, 4.2.1)', () => {
    const s0 = atCardStart(
      { resources: { british: 5 }, pieces: { NewYork: { britishRegular: 2, warPartyUnderground: 2 }, NewYorkCity: { britishRegular: 2, tory: 2 } } },
      (d) => {
        lead(d, 'Howe', 'NewYork');
        d.eligible.patriots = false;
      },
    );
    let s = play(s0, stroke('british'), B({ type: 'command', command: 'march' }));
    expect(pending(s)!.prompt).toBe('March: select a destination space (free)');
    s = play(s, B({ type: 'selectSpace', space: 'NewJersey' }), B({ type: 'move', from: 'NewYork', to: 'NewJersey', piece: 'britishRegular', count: 2, option: 'leader' }));
    // 4.2.1: War Parties may go along as Tories, as in a full March.
    expect(legalActions(s).map((a) => a.count)).toEqual([0, 1, 2]);
    s = play(s, B({ type: 'move', from: 'NewYork', to: 'NewJersey', piece: 'warPartyActive', count: 2, option: 'commonCause' }));
    expect(s.spaces.NewJersey.pieces).toMatchObject({ britishRegular: 2, warPartyActive: 2, warPartyUnderground: 0 });
    expect(s.resources.british).toBe(5);
    expect(s.stack.at(-2)).toMatchObject({ kind: 'brilliantStroke', commands: 1, activity: true, leaderTookPart: true });
    // The Special Activity is done: the second grant offers Limited Commands only.
    expect(legalActions(s).every((a) => a.type === 'command')).toBe(true);
    expect(s.log.map((e) => e.text)).toContain('British Special Activity: Common Cause');
    expect(checkInvariants(s)).toEqual([]);
  });

  it('the last Limited Command is offered only if it can involve the Leader: no Scout from elsewhere (1.10)', () => {
    const I = (a: Omit<Action, 'faction'>): Action => ({ faction: 'indians', ...a }) as Action;
    const s0 = atCardStart({ resources: { indians: 0 }, pieces: { Northwest: { warPartyUnderground: 2 }, Florida: { warPartyUnderground: 2, britishRegular: 1, village: 1 } } }, (d) => {
      lead(d, 'Brant', 'Northwest');
      d.eligible.patriots = false;
      d.eligible.british = false;
    });
    let s = play(s0, stroke('indians'));
    // First: a Scout from Florida may come first (another Limited Command can still involve Brant).
    expect(legalActions(s).map((a) => a.command ?? a.activity)).toEqual(['gather', 'march', 'scout', 'trade']);
    s = play(s, I({ type: 'command', command: 'gather' }), I({ type: 'selectSpace', space: 'Florida' }), I({ type: 'place', space: 'Florida', piece: 'warParty' }), I({ type: 'place', space: 'Florida', piece: 'warParty' }), I({ type: 'done' }));
    expect(s.stack.at(-2)).toMatchObject({ kind: 'brilliantStroke', commands: 1, leaderTookPart: false, origin: { space: 'Northwest', pieces: 2 } });
    // The Scout could only start from Florida: it is no longer offered.
    expect(legalActions(s).map((a) => a.command ?? a.activity)).toEqual(['gather', 'march', 'trade']);
  });

  it('the last Limited Command may be a Scout from elsewhere into the Leader\'s space (1.10: its destination is one of its spaces)', () => {
    const I = (a: Omit<Action, 'faction'>): Action => ({ faction: 'indians', ...a }) as Action;
    // Brant stands in Northwest with a Village only: no unit can lead pieces out of it.
    const s0 = atCardStart(
      { resources: { indians: 0 }, pieces: { Northwest: { village: 1 }, Quebec: { warPartyUnderground: 2, britishRegular: 1 }, Florida: { warPartyUnderground: 2, village: 1 } } },
      (d) => {
        lead(d, 'Brant', 'Northwest');
        d.eligible.patriots = false;
        d.eligible.british = false;
      },
    );
    let s = play(s0, stroke('indians'), I({ type: 'command', command: 'gather' }), I({ type: 'selectSpace', space: 'Florida' }));
    s = play(s, I({ type: 'place', space: 'Florida', piece: 'warParty' }), I({ type: 'place', space: 'Florida', piece: 'warParty' }), I({ type: 'done' }));
    expect(s.stack.at(-2)).toMatchObject({ kind: 'brilliantStroke', commands: 1, leaderTookPart: false, origin: { space: 'Northwest', pieces: 1 } });
    // A Scout from Quebec can end in Northwest, Brant's space: it is offered, and so is its origin.
    expect(legalActions(s).map((a) => a.command ?? a.activity)).toContain('scout');
    s = play(s, I({ type: 'command', command: 'scout' }));
    expect(legalActions(s)).toContainEqual(I({ type: 'selectSpace', space: 'Quebec' }));
    s = play(s, I({ type: 'selectSpace', space: 'Quebec' }));
    // 3.4.3: only the move into Northwest keeps the Leader's part possible.
    const moves = legalActions(s).filter((a) => a.type === 'move');
    expect(moves.length).toBeGreaterThan(0);
    expect(moves.every((a) => a.to === 'Northwest')).toBe(true);
    s = play(s, moves[0], I({ type: 'move', from: 'Quebec', to: 'Northwest', piece: 'britishRegular', count: 1 }));
    // The Scout ends in Northwest: Brant took part (his space is its destination).
    s = play(s, I({ type: 'done' }));
    expect(s.log.map((e) => e.text)).toContain('Joseph Brant took part in the Limited Command in Northwest (1.10)');
    expect(checkInvariants(s)).toEqual([]);
  });

  it('a save in the middle of a Brilliant Stroke loads and continues (2.3.8)', () => {
    const s = play(start(), stroke('british'), ...musterInNewYorkCity, B({ type: 'done' }));
    const loaded = loadGame(serialize(s));
    expect(legalActions(loaded)).toEqual(legalActions(s));
    const next = [B({ type: 'command', command: 'muster' }), B({ type: 'selectSpace', space: 'Boston' })];
    expect(legalActions(play(loaded, ...next))).toEqual(legalActions(play(s, ...next)));
  });
});
