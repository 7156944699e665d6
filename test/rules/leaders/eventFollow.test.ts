/**
 * 1.10 A Leader following units an Event moves out of his space (`eventLeader`): once the instruction
 * is over, his owner — whoever executes the Event — chooses to follow them or stay; never offered when
 * no unit of his left his space; a Leader left alone is moved by `leaderAlone` instead; a Non-Player's
 * Leader follows the largest group (8.1). Played with `play`, which checks the invariants at each step.
 */
import { describe, expect, it } from 'vitest';
import type { Action } from '../../../src/core/action';
import type { GameState } from '../../../src/core/state';
import type { SpaceId } from '../../../src/data/ids';
import { loadGame, serialize } from '../../../src/game/persistence';
import { explain, legalActions, pending } from '../../../src/index';
import { britishPolicy } from '../../../src/bots';
import { describeTrace } from '../../../src/bots/policy';
import { choices, lead, logSince, play, put } from '../../../src/testing/kit';
import { at, ev, kindsAlong } from '../../helpers/events';

const T68 = '#68 French in America Want Canada (unshaded)';
const toQuebec = (from: SpaceId, piece: 'britishRegular' | 'tory'): Action => ({ faction: 'british', type: 'move', from, to: 'Quebec', piece, count: 1 });

/** #68 unshaded by the British: Gage in Boston with 2 Regulars and a Tory; 3 Regulars in New York. */
const canada = (): GameState =>
  at(68, 'british', {}, (d) => {
    put(d, 'Boston', { britishRegular: 2, tory: 1 });
    put(d, 'NewYork', { britishRegular: 3 });
    lead(d, 'british', 'Boston');
  });

describe('1.10 a Leader following units an Event moved out of his space', () => {
  // 1.10: a Regular leaves Boston, the Tory and a Regular stay; once the relocation is over Gage's owner may follow.
  it('offers the owner exactly: follow to the destination, or stay; following moves him, before the next instruction', () => {
    const s0 = canada();
    const s1 = play(s0, ev('british', 'unshaded'), toQuebec('Boston', 'britishRegular'), toQuebec('NewYork', 'britishRegular'));
    // Still relocating: no Leader decision while the instruction is under way.
    expect(pending(s1)).toMatchObject({ kind: 'event', faction: 'british' });
    const s2 = play(s1, { faction: 'british', type: 'done' });
    expect(pending(s2)).toMatchObject({ kind: 'eventLeader', faction: 'british', rule: '1.10' });
    expect(pending(s2)!.prompt).toBe('Thomas Gage may follow the British units the Event moved from Boston to Quebec, or stay');
    expect(choices(s2)).toEqual([{ type: 'moveLeader', to: 'Quebec' }, { type: 'stay' }]);
    // The Fort of the next instruction is not placed yet.
    expect(s2.spaces.Quebec.pieces.britishFort).toBe(0);
    const s = play(s2, { faction: 'british', type: 'moveLeader', to: 'Quebec' });
    expect(s.leaders.british.at).toBe('Quebec');
    expect(s.spaces.Quebec.pieces).toMatchObject({ britishRegular: 2, britishFort: 1 });
    expect(s.spaces.Boston.pieces).toMatchObject({ britishRegular: 1, tory: 1 });
    expect(logSince(s0, s)).toEqual([
      'British play #68 French in America Want Canada (unshaded)',
      `${T68}: 1 British Regular moved from Boston to Quebec`,
      `${T68}: 1 British Regular moved from New York to Quebec`,
      'Thomas Gage follows the British units to Quebec',
      `${T68}: 1 British Fort placed in Quebec`,
    ]);
  });

  it('staying keeps him where he was', () => {
    const s0 = canada();
    const s = play(s0, ev('british', 'unshaded'), toQuebec('Boston', 'britishRegular'), { faction: 'british', type: 'done' }, { faction: 'british', type: 'stay' });
    expect(s.leaders.british.at).toBe('Boston');
    expect(pending(s)?.kind).not.toBe('eventLeader');
    expect(s.spaces.Quebec.pieces).toMatchObject({ britishRegular: 1, britishFort: 1 });
    expect(logSince(s0, s)).toEqual([
      'British play #68 French in America Want Canada (unshaded)',
      `${T68}: 1 British Regular moved from Boston to Quebec`,
      'Thomas Gage stays in Boston',
      `${T68}: 1 British Fort placed in Quebec`,
    ]);
  });

  // 1.10: he may follow only the units that left his space; the reason names the rule and the choice.
  it('refuses another space with a 1.10 reason', () => {
    const s = play(canada(), ev('british', 'unshaded'), toQuebec('Boston', 'britishRegular'), { faction: 'british', type: 'done' });
    expect(explain(s, { faction: 'british', type: 'moveLeader', to: 'NewYork' })).toEqual({
      rule: '1.10',
      text: 'Thomas Gage may only follow the British units the Event moved from Boston (to Quebec) or stay, not go to New York',
    });
    expect(explain(s, { faction: 'british', type: 'moveLeader', to: 'available' })).toMatchObject({ rule: '1.10' });
    expect(explain(s, { faction: 'british', type: 'moveLeader', to: 'Quebec' })).toBeNull();
  });

  // legalActions never offers the follow decision when no unit of his left his space.
  it('is never offered when no unit of his Faction left his space', () => {
    const moves = [ev('british', 'unshaded'), toQuebec('NewYork', 'britishRegular'), toQuebec('NewYork', 'britishRegular'), { faction: 'british', type: 'done' } as Action];
    const { kinds, s } = kindsAlong(canada(), moves);
    expect(kinds).not.toContain('eventLeader');
    expect(s.leaders.british.at).toBe('Boston');
    expect(s.spaces.Quebec.pieces).toMatchObject({ britishRegular: 2, britishFort: 1 });
    // Another Faction's units leaving his space do not concern him either (Continentals out of Boston).
    const p0 = at(68, 'patriots', {}, (d) => {
      put(d, 'Boston', { continental: 2, britishRegular: 1 });
      lead(d, 'british', 'Boston');
    });
    const p = kindsAlong(p0, [ev('patriots', 'unshaded'), { faction: 'patriots', type: 'move', from: 'Boston', to: 'Quebec', piece: 'continental', count: 1 }, { faction: 'patriots', type: 'done' }]);
    // The only Leader decision is the Available Washington's, offered to enter with the Patriot Fort placed in Quebec (1.10).
    expect(p.kinds.at(-1)).toBe('eventLeader');
    expect(pending(p.s)).toMatchObject({ kind: 'eventLeader', faction: 'patriots' });
    expect(p.s.stack.filter((f) => f.kind === 'eventLeader')).toEqual([{ kind: 'eventLeader', faction: 'patriots', from: 'available', moved: { Quebec: 1 }, arrived: 0 }]);
    expect(p.s.leaders.british.at).toBe('Boston');
  });

  // 1.10: the Patriots' Leader follows Continentals the Patriots move out of his space.
  it('Continentals: Washington may follow them', () => {
    const s0 = at(68, 'patriots', {}, (d) => {
      put(d, 'Virginia', { continental: 2, militiaUnderground: 1 });
      lead(d, 'patriots', 'Virginia');
    });
    const s1 = play(s0, ev('patriots', 'unshaded'), { faction: 'patriots', type: 'move', from: 'Virginia', to: 'Quebec', piece: 'continental', count: 1 }, { faction: 'patriots', type: 'done' });
    expect(pending(s1)).toMatchObject({ kind: 'eventLeader', faction: 'patriots' });
    expect(choices(s1)).toEqual([{ type: 'moveLeader', to: 'Quebec' }, { type: 'stay' }]);
    const s = play(s1, { faction: 'patriots', type: 'moveLeader', to: 'Quebec' });
    expect(s.leaders.patriots.at).toBe('Quebec');
    expect(s.spaces.Quebec.pieces).toMatchObject({ continental: 1, patriotFort: 1 });
  });

  // 1.10: the owner decides, even when another Faction executes the Event and picks the pieces (#55 shaded by the Patriots).
  it('the decider is the Leader\'s owner when another Faction executes the Event; he may follow into the West Indies', () => {
    const s0 = at(55, 'patriots', {}, (d) => {
      put(d, 'Boston', { britishRegular: 2, tory: 1 });
      put(d, 'NewYork', { britishRegular: 2 });
      lead(d, 'british', 'Boston');
    });
    // All four Regulars on the map must go: no choice for the Patriots.
    const s1 = play(s0, ev('patriots', 'shaded'));
    expect(s1.spaces.WestIndies.pieces.britishRegular).toBe(4);
    expect(pending(s1)).toMatchObject({ kind: 'eventLeader', faction: 'british' });
    expect(pending(s1)!.context.event).toMatchObject({ card: 55, side: 'shaded', faction: 'patriots' });
    expect(choices(s1)).toEqual([{ type: 'moveLeader', to: 'WestIndies' }, { type: 'stay' }]);
    expect(legalActions(s1).every((a) => a.faction === 'british')).toBe(true);
    const s = play(s1, { faction: 'british', type: 'moveLeader', to: 'WestIndies' });
    expect(s.leaders.british.at).toBe('WestIndies');
    expect(s.stack.some((f) => f.kind === 'eventLeader')).toBe(false);
  });

  // 1.10: a Leader the moves leave alone is set aside and moved by his owner at once; no follow decision after it.
  it('a Leader left alone gets the leaderAlone decision, not a second move', () => {
    const s0 = at(55, 'patriots', {}, (d) => {
      put(d, 'Boston', { britishRegular: 2 });
      put(d, 'NewYork', { britishRegular: 2, tory: 1 });
      lead(d, 'british', 'Boston');
    });
    const s1 = play(s0, ev('patriots', 'shaded'));
    expect(pending(s1)).toMatchObject({ kind: 'leaderAlone', faction: 'british' });
    const s2 = play(s1, { faction: 'british', type: 'moveLeader', to: 'NewYork' });
    // The Regulars left New York too, where he now stands: he may follow them (the forced move does not count).
    expect(s2.spaces.WestIndies.pieces.britishRegular).toBe(4);
    expect(pending(s2)).toMatchObject({ kind: 'eventLeader', faction: 'british' });
    expect(choices(s2)).toEqual([{ type: 'moveLeader', to: 'WestIndies' }, { type: 'stay' }]);
    const s = play(s2, { faction: 'british', type: 'stay' });
    expect(s.leaders.british.at).toBe('NewYork');
  });

  // Saves: the decision saves and loads; a frame that does not agree with the board is refused.
  it('saves and loads in the middle of the decision; a tampered frame is refused', () => {
    const s = play(canada(), ev('british', 'unshaded'), toQuebec('Boston', 'britishRegular'), { faction: 'british', type: 'done' });
    const loaded = loadGame(serialize(s));
    expect(loaded).toEqual(s);
    expect(legalActions(loaded)).toEqual(legalActions(s));
    const bad = JSON.parse(serialize(s));
    bad.stack[bad.stack.length - 1].from = 'NewYork';
    expect(() => loadGame(bad)).toThrow(/follow units that left New York, but stands in Boston/);
  });
});

describe('8.1 a Non-Player Leader after an Event moved his units: the largest group', () => {
  const policy = britishPolicy();
  /** #55 shaded by the Patriots, the British a Non-Player; Gage in Boston with `regulars` Regulars and `tories` Tories; New York makes the four. */
  const westIndies = (regulars: number, tories: number): GameState => {
    const s0 = at(55, 'patriots', { game: { seed: 1, nonPlayers: ['british'] } }, (d) => {
      put(d, 'Boston', { britishRegular: regulars, tory: tories });
      put(d, 'NewYork', { britishRegular: 4 - regulars, tory: 1 });
      lead(d, 'british', 'Boston');
    });
    const s = play(s0, ev('patriots', 'shaded'));
    expect(pending(s)).toMatchObject({ kind: 'eventLeader', faction: 'british' });
    return s;
  };

  it('more units moved: he follows them', () => {
    const d = policy.choose(westIndies(3, 2), {});
    expect(d.action).toEqual({ faction: 'british', type: 'moveLeader', to: 'WestIndies' });
    expect(describeTrace(d.trace)).toEqual(['Leader Movement: Thomas Gage goes with the group in the West Indies, the largest group of British units (8.1)']);
  });

  it('more units stayed: he stays', () => {
    const d = policy.choose(westIndies(2, 3), {});
    expect(d.action).toEqual({ faction: 'british', type: 'stay' });
    expect(describeTrace(d.trace)).toEqual(['Leader Movement: Thomas Gage stays with the units that did not move, the largest group of British units (8.1)']);
  });
});
