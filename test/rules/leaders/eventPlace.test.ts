/**
 * 1.10 An Available Leader entering with pieces an Event places from Available (`eventLeader` with
 * `from: 'available'`): once the instruction is over, his owner — whoever executes the Event — chooses
 * a space that received pieces of his Faction from Available, or to stay Available; never offered for
 * pieces from Unavailable, the West Indies or the map, nor to a Leader on the map. A Non-Player enters
 * where his Leader Redeployment would choose among those spaces. Played with `play`, which checks the
 * invariants at each step.
 */
import { describe, expect, it } from 'vitest';
import type { Action } from '../../../src/core/action';
import { loadGame, serialize } from '../../../src/game/persistence';
import { explain, legalActions, pending } from '../../../src/index';
import { britishPolicy, patriotPolicy } from '../../../src/bots';
import { describeTrace } from '../../../src/bots/policy';
import { choices, exhaust, lead, logSince, play, put } from '../../../src/testing/kit';
import { at, ev, kindsAlong } from '../../helpers/events';

const T20 = '#20 Continental Marines (shaded)';
const stay = (faction: Action['faction']): Action => ({ faction, type: 'stay' });

describe('1.10 an Available Leader entering with pieces an Event places from Available', () => {
  // 1.10: #20 shaded places four Continentals in New Jersey from Available; Washington is Available.
  it('offers the owner exactly: enter where the pieces went, or stay Available; entering places him', () => {
    const s0 = at(20, 'patriots');
    expect(s0.leaders.patriots.at).toBe('available');
    const s1 = play(s0, ev('patriots', 'shaded'));
    expect(s1.spaces.NewJersey.pieces.continental).toBe(4);
    expect(pending(s1)).toMatchObject({ kind: 'eventLeader', faction: 'patriots', rule: '1.10' });
    expect(pending(s1)!.prompt).toBe('George Washington may enter along with the Patriot pieces the Event placed from Available in New Jersey, or stay Available');
    expect(choices(s1)).toEqual([{ type: 'moveLeader', to: 'NewJersey' }, { type: 'stay' }]);
    const s = play(s1, { faction: 'patriots', type: 'moveLeader', to: 'NewJersey' });
    expect(s.leaders.patriots.at).toBe('NewJersey');
    expect(pending(s)).toMatchObject({ kind: 'eligibleOptions' });
    expect(logSince(s0, s)).toEqual([
      'Patriots play #20 Continental Marines (shaded)',
      `${T20}: 1 Continental placed in New Jersey`,
      `${T20}: 1 Continental placed in New Jersey`,
      `${T20}: 1 Continental placed in New Jersey`,
      `${T20}: 1 Continental placed in New Jersey`,
      'George Washington enters New Jersey along with the Patriot pieces placed from Available',
    ]);
  });

  it('staying keeps him Available', () => {
    const s0 = at(20, 'patriots');
    const s = play(s0, ev('patriots', 'shaded'), stay('patriots'));
    expect(s.leaders.patriots.at).toBe('available');
    expect(pending(s)).toMatchObject({ kind: 'eligibleOptions' });
    expect(logSince(s0, s).at(-1)).toBe('George Washington stays Available');
  });

  // 1.10: only with the pieces just placed; the reason names the rule and the spaces.
  it('refuses another space, and moveLeader to Available, with a 1.10 reason', () => {
    const s = play(
      at(20, 'patriots', {}, (d) => put(d, 'Virginia', { militiaUnderground: 1 })),
      ev('patriots', 'shaded'),
    );
    expect(explain(s, { faction: 'patriots', type: 'moveLeader', to: 'Virginia' })).toEqual({
      rule: '1.10',
      text: 'George Washington may enter only along with the Patriot pieces the Event placed from Available (in New Jersey) or stay Available, not go to Virginia',
    });
    expect(explain(s, { faction: 'patriots', type: 'moveLeader', to: 'Boston' })).toEqual({
      rule: '1.10',
      text: 'George Washington may enter only along with the Patriot pieces the Event placed from Available (in New Jersey) or stay Available, not go to Boston, and Boston holds no Patriot piece',
    });
    expect(explain(s, { faction: 'patriots', type: 'moveLeader', to: 'available' })).toEqual({
      rule: '1.10',
      text: "George Washington is Available already: staying there is the action 'stay'",
    });
    expect(explain(s, { faction: 'patriots', type: 'moveLeader', to: 'NewJersey' })).toBeNull();
  });

  // 1.10: the owner decides when another Faction executes (#20 shaded by the French: the Patriots' pieces).
  it("the decider is the Leader's owner when another Faction executes the Event", () => {
    const s1 = play(at(20, 'french'), ev('french', 'shaded'));
    expect(pending(s1)).toMatchObject({ kind: 'eventLeader', faction: 'patriots' });
    expect(pending(s1)!.context.event).toMatchObject({ card: 20, side: 'shaded', faction: 'french' });
    expect(legalActions(s1).every((a) => a.faction === 'patriots')).toBe(true);
    const s = play(s1, { faction: 'patriots', type: 'moveLeader', to: 'NewJersey' });
    expect(s.leaders.patriots.at).toBe('NewJersey');
  });

  // 1.10: several spaces received pieces (#30 unshaded, Regulars in up to three spaces): one offer, map order, once the instruction is over.
  it('several spaces: one decision after the instruction, the spaces in map order', () => {
    const s0 = at(30, 'british', {}, (d) => {
      put(d, 'Virginia', { britishRegular: 1 });
      put(d, 'Boston', { britishRegular: 1 });
    });
    const placeIn = (space: 'Boston' | 'Virginia'): Action => ({ faction: 'british', type: 'place', space, piece: 'britishRegular', option: 'available' });
    const { kinds, s } = kindsAlong(s0, [
      ev('british', 'unshaded'),
      { faction: 'british', type: 'selectSpace', space: 'Boston' },
      { faction: 'british', type: 'selectSpace', space: 'Virginia' },
      placeIn('Boston'),
      { faction: 'british', type: 'done' },
      placeIn('Virginia'),
      placeIn('Virginia'),
    ]);
    // No Leader decision while the placement is under way.
    expect(kinds.slice(0, -1)).not.toContain('eventLeader');
    expect(pending(s)).toMatchObject({ kind: 'eventLeader', faction: 'british' });
    expect(choices(s)).toEqual([{ type: 'moveLeader', to: 'Boston' }, { type: 'moveLeader', to: 'Virginia' }, { type: 'stay' }]);
    const s2 = play(s, { faction: 'british', type: 'moveLeader', to: 'Virginia' });
    expect(s2.leaders.british.at).toBe('Virginia');
  });

  // 1.10: only pieces from the Available box; #30's Regulars from Unavailable give no offer.
  it('is never offered for pieces from Unavailable', () => {
    const s0 = at(30, 'british', {}, (d) => {
      put(d, 'Boston', { britishRegular: 1 });
      exhaust(d, 'britishRegular');
    });
    const fromUnavailable: Action = { faction: 'british', type: 'place', space: 'Boston', piece: 'britishRegular', option: 'unavailable' };
    const { kinds, s } = kindsAlong(s0, [ev('british', 'unshaded'), { faction: 'british', type: 'selectSpace', space: 'Boston' }, fromUnavailable, fromUnavailable]);
    expect(s.spaces.Boston.pieces.britishRegular).toBe(3);
    expect(kinds).not.toContain('eventLeader');
    expect(s.leaders.british.at).toBe('available');
  });

  // 1.10: pieces taken from the map (1.4.1, none Available) are no placement from Available.
  it('is never offered for pieces taken from the map (1.4.1)', () => {
    const s0 = at(20, 'patriots', {}, (d) => {
      put(d, 'Virginia', { continental: 2, militiaUnderground: 1 });
      d.casualties.continental += d.available.continental;
      d.available.continental = 0;
    });
    const fromVirginia: Action = { faction: 'patriots', type: 'place', space: 'NewJersey', from: 'Virginia', piece: 'continental' };
    const { kinds, s } = kindsAlong(s0, [ev('patriots', 'shaded'), fromVirginia, fromVirginia]);
    expect(s.spaces.NewJersey.pieces.continental).toBe(2);
    expect(kinds).not.toContain('eventLeader');
    expect(s.leaders.patriots.at).toBe('available');
  });

  // 1.10: a Leader on the map is not offered to enter (he may only follow units that moved).
  it('is never offered when the Leader is on the map', () => {
    const s0 = at(20, 'patriots', {}, (d) => {
      put(d, 'Virginia', { continental: 1 });
      lead(d, 'patriots', 'Virginia');
    });
    const s = play(s0, ev('patriots', 'shaded'));
    expect(pending(s)).toMatchObject({ kind: 'eligibleOptions' });
    expect(s.leaders.patriots.at).toBe('Virginia');
  });

  // 1.10: `replace` takes its replacements from Available (#47 shaded: Tories replaced by Militia, done at once).
  it('replace: the Militia that replace Tories come from Available', () => {
    const s0 = at(47, 'patriots', {}, (d) => put(d, 'Virginia', { tory: 2 }));
    // The only Colony with Tories is selected without asking.
    const s1 = play(s0, ev('patriots', 'shaded'));
    expect(s1.spaces.Virginia.pieces).toMatchObject({ tory: 0, militiaUnderground: 2 });
    expect(pending(s1)).toMatchObject({ kind: 'eventLeader', faction: 'patriots' });
    expect(choices(s1)).toEqual([{ type: 'moveLeader', to: 'Virginia' }, { type: 'stay' }]);
    // The Propaganda of the next instruction comes after the decision.
    expect(s1.spaces.Virginia.propaganda).toBe(0);
    const s = play(s1, stay('patriots'));
    expect(s.spaces.Virginia.propaganda).toBe(2);
    expect(s.leaders.patriots.at).toBe('available');
  });

  // 1.10: `movePool` French Regulars from Available to the West Indies (#57 unshaded, after the Treaty).
  it('movePool: French Regulars from Available into the West Indies; the French Leader may go with them', () => {
    const s0 = at(57, 'french', {}, (d) => {
      d.treatyOfAlliance = true;
      d.available.frenchRegular += d.unavailable.frenchRegular;
      d.unavailable.frenchRegular = 0;
    });
    const s1 = play(s0, ev('french', 'unshaded'));
    expect(s1.spaces.WestIndies.pieces.frenchRegular).toBe(2);
    expect(pending(s1)).toMatchObject({ kind: 'eventLeader', faction: 'french' });
    expect(choices(s1)).toEqual([{ type: 'moveLeader', to: 'WestIndies' }, { type: 'stay' }]);
    const s = play(s1, { faction: 'french', type: 'moveLeader', to: 'WestIndies' });
    expect(s.leaders.french.at).toBe('WestIndies');
  });

  // Saves: the decision saves and loads; a frame that does not agree with the board is refused.
  it('saves and loads in the middle of the decision; a tampered frame is refused', () => {
    const s = play(at(20, 'patriots'), ev('patriots', 'shaded'));
    const loaded = loadGame(serialize(s));
    expect(loaded).toEqual(s);
    expect(legalActions(loaded)).toEqual(legalActions(s));
    const onMap = JSON.parse(serialize(s));
    onMap.leaders.patriots.at = 'NewJersey';
    expect(() => loadGame(onMap)).toThrow(/is to enter with pieces placed from Available, but stands in New Jersey/);
    const none = JSON.parse(serialize(s));
    none.stack[none.stack.length - 1].moved = {};
    expect(() => loadGame(none)).toThrow(/no Patriot piece was placed from Available/);
  });
});

describe('1.10 with Leader Redeployment: a Non-Player Leader entering with pieces an Event placed', () => {
  it('Patriots (8.5.6): he enters where the most Continentals are among the spaces offered', () => {
    const s = play(at(20, 'patriots', { game: { seed: 1, nonPlayers: ['patriots'] } }), ev('patriots', 'shaded'));
    expect(pending(s)).toMatchObject({ kind: 'eventLeader', faction: 'patriots' });
    const d = patriotPolicy().choose(s, {});
    expect(d.action).toEqual({ faction: 'patriots', type: 'moveLeader', to: 'NewJersey' });
    expect(describeTrace(d.trace)).toEqual([
      'Leader placement: George Washington is Available and the Event placed Patriot pieces from Available: he enters as Leader Redeployment would choose among those spaces (8.5.6) (1.10)',
      'Leader placement: New Jersey: the most Continentals (4) (8.5.6)',
    ]);
  });

  it('British (8.4.9): the most Regulars among the spaces offered', () => {
    const s0 = at(30, 'british', { game: { seed: 1, nonPlayers: ['british'] } }, (d) => {
      put(d, 'Virginia', { britishRegular: 1 });
      put(d, 'Boston', { britishRegular: 3 });
    });
    const placeIn = (space: 'Boston' | 'Virginia'): Action => ({ faction: 'british', type: 'place', space, piece: 'britishRegular', option: 'available' });
    const s = play(
      s0,
      ev('british', 'unshaded'),
      { faction: 'british', type: 'selectSpace', space: 'Boston' },
      { faction: 'british', type: 'selectSpace', space: 'Virginia' },
      placeIn('Boston'),
      { faction: 'british', type: 'done' },
      placeIn('Virginia'),
      placeIn('Virginia'),
    );
    expect(choices(s)).toEqual([{ type: 'moveLeader', to: 'Boston' }, { type: 'moveLeader', to: 'Virginia' }, { type: 'stay' }]);
    const d = britishPolicy().choose(s, {});
    expect(d.action).toEqual({ faction: 'british', type: 'moveLeader', to: 'Boston' });
  });
});
