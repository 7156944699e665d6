/**
 * The Event interpreter (chapter 5) across cards: who decides (5.1), the canonical order of
 * selections (spaces in map order, each after the last one selected), 'done' only where the text says
 * "up to" or "may" (5.1.3), the fuller choice (5.1.3), decisions with one way on taken without asking,
 * the pending decision's context, and an Event saved and loaded half way.
 */
import type { Draft } from 'immer';
import { describe, expect, it } from 'vitest';
import type { Action } from '../../src/core/action';
import type { GameState } from '../../src/core/state';
import { SPACE_IDS, type CardId, type Faction, type SpaceId } from '../../src/data/ids';
import { CITIES, COLONIES } from '../../src/data/map';
import { loadGame, serialize } from '../../src/game/persistence';
import { apply, legalActions, pending, tryApply } from '../../src/index';
import { atCard, onTurn } from '../../src/testing/builders';
import { choices, listed, play, position, put, type PositionOptions } from '../../src/testing/kit';

function at(card: CardId, faction: Faction, options: PositionOptions = {}, recipe: (d: Draft<GameState>) => void = () => {}): GameState {
  return onTurn(atCard(position(options, recipe), card), faction);
}
const ev = (faction: Faction, side: 'unshaded' | 'shaded'): Action => ({ faction, type: 'event', side });
const sel = (faction: Faction, space: SpaceId): Action => ({ faction, type: 'selectSpace', space });
const selectable = (s: GameState): SpaceId[] => listed(s, 'selectSpace').map((a) => a.space!);
const after = (list: readonly SpaceId[], space: SpaceId): SpaceId[] => list.slice(list.indexOf(space) + 1);
const MAP_SPACES = SPACE_IDS.filter((s) => s !== 'WestIndies');

// ---------------------------------------------------------------------------------------------
describe('who decides (5.1)', () => {
  // 5.1: "If another Faction is specified … to take an action, that Faction decides the details."
  it.each(['patriots', 'french', 'indians', 'british'] as const)('#2 unshaded executed by the %s: the British pick the City and the placements', (faction) => {
    let s = play(at(2, faction), ev(faction, 'unshaded'));
    expect(pending(s)!.faction).toBe('british');
    expect(pending(s)!.context.event).toEqual({ card: 2, side: 'unshaded', faction, instruction: 0 });
    expect(legalActions(s).every((a) => a.faction === 'british')).toBe(true);
    s = play(s, sel('british', 'CharlesTown'));
    expect(pending(s)!.faction).toBe('british');
    expect(pending(s)!.context.event).toEqual({ card: 2, side: 'unshaded', faction, instruction: 1 });
    s = play(s, { faction: 'british', type: 'done' });
    expect(pending(s)!.context.event).toEqual({ card: 2, side: 'unshaded', faction, instruction: 2 });
    expect(pending(s)!.faction).toBe('british');
    // The executing Faction may not decide for the British.
    if (faction !== 'british') expect(tryApply(s, { faction, type: 'done' }).ok).toBe(false);
  });

  // 5.1: otherwise the executing Faction makes every selection.
  it('#2 shaded, #4 unshaded, #10 unshaded, #41, #46: the executing Faction decides', () => {
    const cases: [CardId, 'unshaded' | 'shaded', Faction][] = [
      [2, 'shaded', 'indians'],
      [10, 'unshaded', 'french'],
      [41, 'unshaded', 'patriots'],
      [41, 'shaded', 'british'],
      [46, 'unshaded', 'patriots'],
      [46, 'shaded', 'indians'],
    ];
    for (const [card, side, faction] of cases) {
      const s = play(at(card, faction), ev(faction, side));
      expect(pending(s)).toMatchObject({ kind: 'event', faction });
      expect(pending(s)!.context.event).toEqual({ card, side, faction, instruction: 0 });
    }
    const r = play(
      at(4, 'french', {}, (d) => put(d, 'Virginia', { militiaUnderground: 2, militiaActive: 2 })),
      ev('french', 'unshaded'),
    );
    expect(pending(r)).toMatchObject({ kind: 'event', faction: 'french' });
  });

  // 5.1: the prompt names the card, the side and the decider.
  it('the prompt of an Event decision', () => {
    const s = play(at(2, 'patriots'), ev('patriots', 'unshaded'));
    expect(pending(s)!.prompt).toBe('#2 Common Sense (unshaded): the British select 1 × City (0 selected)');
    expect(pending(s)!.rule).toBe('5.1');
  });
});

// ---------------------------------------------------------------------------------------------
describe('canonical order of selections (5.1)', () => {
  // 5.1, 5.1.3: spaces in map order; never a first pick that leaves too few after it for the count.
  it('#2 shaded: two Cities — the first among all but the last, the second only after the first', () => {
    let s = play(at(2, 'patriots'), ev('patriots', 'shaded'));
    expect(selectable(s)).toEqual(CITIES.slice(0, -1));
    s = play(s, sel('patriots', 'NewYorkCity'));
    expect(selectable(s)).toEqual(after(CITIES, 'NewYorkCity'));
    // A City before the one selected, or the one selected, is refused.
    for (const space of ['Boston', 'NewYorkCity', 'Massachusetts'] as SpaceId[]) expect(tryApply(s, sel('patriots', space)).ok).toBe(false);
    // The first selected may not be the last City (nothing would remain after it).
    expect(tryApply(play(at(2, 'patriots'), ev('patriots', 'shaded')), sel('patriots', 'Savannah')).ok).toBe(false);
  });

  // 5.1: three map spaces (never the West Indies), in map order.
  it('#46 unshaded: three spaces — each offered only after the last one selected', () => {
    let s = play(at(46, 'british'), ev('british', 'unshaded'));
    expect(selectable(s)).toEqual(MAP_SPACES.slice(0, -2));
    s = play(s, sel('british', 'Virginia'));
    expect(selectable(s)).toEqual(after(MAP_SPACES, 'Virginia').slice(0, -1));
    s = play(s, sel('british', 'Quebec'));
    expect(selectable(s)).toEqual(after(MAP_SPACES, 'Quebec'));
    expect(selectable(s)).not.toContain('WestIndies');
  });

  // 5.1: pieces removed in map order of spaces, then kind: no going back to an earlier space.
  it('#4 unshaded: removals follow map order, then kind', () => {
    let s = play(
      at(4, 'british', {}, (d) => {
        put(d, 'QuebecCity', { militiaUnderground: 1 });
        put(d, 'NewYork', { militiaUnderground: 1, militiaActive: 1 });
        put(d, 'Florida', { militiaActive: 2 });
      }),
      ev('british', 'unshaded'),
    );
    s = play(s, { faction: 'british', type: 'remove', space: 'NewYork', piece: 'militiaActive' });
    // Only Florida remains after New York's Active Militia: both removals taken without asking.
    expect(pending(s)!.kind).toBe('eligibleOptions');
    expect(s.spaces.QuebecCity.pieces.militiaUnderground).toBe(1);
    expect(s.spaces.NewYork.pieces).toMatchObject({ militiaUnderground: 1, militiaActive: 0 });
    expect(s.spaces.Florida.pieces.militiaActive).toBe(0);
  });

  // 5.1 (canonical order within a space): the same mix is reached one way only.
  it('#4 shaded: Militia before War Parties, never back', () => {
    // 1.10: the Available Indian Leader may enter with the Village; he stays Available.
    let s = play(at(4, 'indians'), ev('indians', 'shaded'), { faction: 'indians', type: 'place', space: 'Massachusetts', piece: 'village' }, { faction: 'indians', type: 'stay' });
    s = play(s, { faction: 'indians', type: 'place', space: 'Massachusetts', piece: 'warPartyUnderground' });
    // Nothing but War Parties may follow a War Party: the rest is placed without asking; then the Leader
    // may enter with them (1.10) and stays.
    expect(pending(s)).toMatchObject({ kind: 'eventLeader', faction: 'indians' });
    s = play(s, { faction: 'indians', type: 'stay' });
    expect(pending(s)).toMatchObject({ kind: 'eligibleOptions' });
    expect(s.spaces.Massachusetts.pieces).toMatchObject({ village: 1, warPartyUnderground: 3, militiaUnderground: 0 });
  });
});

// ---------------------------------------------------------------------------------------------
describe("'done' only for \"up to\" and \"may\" (5.1.3)", () => {
  const hasDone = (s: GameState): boolean => listed(s, 'done').length > 0;

  // 5.1.3: "may place" — every placement of #2 unshaded can be declined.
  it('#2 unshaded: done offered for the placements, not for the City', () => {
    let s = play(at(2, 'patriots'), ev('patriots', 'unshaded'));
    expect(hasDone(s)).toBe(false);
    s = play(s, sel('british', 'Boston'));
    expect(hasDone(s)).toBe(true);
    s = play(s, { faction: 'british', type: 'place', space: 'Boston', piece: 'britishRegular' });
    expect(choices(s)).toEqual([{ type: 'place', space: 'Boston', piece: 'britishRegular' }, { type: 'done' }]);
    // 1.10: the Available Gage may enter with the Regular (no 'done' there: enter or stay).
    s = play(s, { faction: 'british', type: 'done' });
    expect(choices(s)).toEqual([{ type: 'moveLeader', to: 'Boston' }, { type: 'stay' }]);
    s = play(s, { faction: 'british', type: 'stay' });
    expect(choices(s)).toEqual([{ type: 'place', space: 'Boston', piece: 'tory' }, { type: 'done' }]);
    s = play(s, { faction: 'british', type: 'place', space: 'Boston', piece: 'tory' }, { faction: 'british', type: 'done' }, { faction: 'british', type: 'stay' });
    expect(s.spaces.Boston.pieces).toMatchObject({ britishRegular: 1, tory: 1 });
    expect(s.spaces.Boston.propaganda).toBe(2);
    expect(pending(s)!.kind).toBe('eligibleOptions');
  });

  // 5.1.3: "must be implemented" — no 'done' in any decision of the other texts.
  it('no done in #2 shaded, #4, #10 unshaded, #41, #46', () => {
    const walk = (s0: GameState): void => {
      let s = s0;
      // 1.10: an Available Leader offered to enter with pieces placed (eventLeader) stays.
      while (pending(s)?.kind === 'event' || pending(s)?.kind === 'eventLeader') {
        expect(hasDone(s)).toBe(false);
        s = apply(s, pending(s)!.kind === 'eventLeader' ? listed(s, 'stay')[0] : legalActions(s)[0]);
      }
      expect(pending(s)!.kind).toBe('eligibleOptions');
    };
    walk(play(at(2, 'patriots'), ev('patriots', 'shaded')));
    walk(play(at(4, 'british', {}, (d) => put(d, 'Georgia', { militiaUnderground: 2, militiaActive: 3 })), ev('british', 'unshaded')));
    walk(play(at(4, 'patriots'), ev('patriots', 'shaded')));
    walk(play(at(10, 'patriots'), ev('patriots', 'unshaded')));
    walk(play(at(41, 'british'), ev('british', 'unshaded')));
    walk(play(at(41, 'british'), ev('british', 'shaded')));
    walk(play(at(46, 'british'), ev('british', 'unshaded')));
    walk(play(at(46, 'british'), ev('british', 'shaded')));
  });
});

// ---------------------------------------------------------------------------------------------
describe('the fuller choice (5.1.3)', () => {
  // 5.1.3: Cities at Active Opposition are offered only when too few others remain.
  it('#2 shaded: Cities already at Active Opposition come last', () => {
    let s = play(
      at(2, 'patriots', {}, (d) => {
        for (const c of CITIES) d.spaces[c].support = -2;
        d.spaces.Norfolk.support = 1;
      }),
      ev('patriots', 'shaded'),
    );
    // Norfolk alone can shift: every pair holding it is equally full — a City before it (then Norfolk
    // is the only second pick, taken without asking), or Norfolk first and any City after it.
    expect(selectable(s)).toEqual(['QuebecCity', 'Boston', 'NewYorkCity', 'Philadelphia', 'Norfolk']);
    const viaBoston = play(s, sel('patriots', 'Boston'));
    expect(viaBoston.spaces.Norfolk.support).toBe(0);
    expect(viaBoston.spaces.Boston.propaganda).toBe(2);
    s = play(s, sel('patriots', 'Norfolk'));
    expect(selectable(s)).toEqual(['CharlesTown', 'Savannah']);
    s = play(s, sel('patriots', 'Savannah'));
    expect(s.spaces.Norfolk.support).toBe(0);
    expect(s.spaces.Norfolk.propaganda).toBe(2);
    expect(s.spaces.Savannah.propaganda).toBe(2);
  });

  it('#2 shaded: with three Cities able to shift, Active Opposition Cities are not offered first', () => {
    const s = play(
      at(2, 'patriots', {}, (d) => {
        for (const c of CITIES) d.spaces[c].support = -2;
        d.spaces.QuebecCity.support = -1;
        d.spaces.Philadelphia.support = 0;
        d.spaces.Savannah.support = 2;
      }),
      ev('patriots', 'shaded'),
    );
    // Savannah (the last City) cannot be first; any two of the three shiftable Cities remain possible.
    expect(selectable(s)).toEqual(['QuebecCity', 'Philadelphia']);
    expect(selectable(play(s, sel('patriots', 'QuebecCity')))).toEqual(['Philadelphia', 'Savannah']);
    const t = play(s, sel('patriots', 'Philadelphia'));
    expect(t.spaces.Philadelphia.support).toBe(-1);
    expect(t.spaces.Savannah.support).toBe(1);
    expect(t.spaces.QuebecCity.support).toBe(-1);
  });

  // 5.1.3: Cities at Active Support are offered only when fewer than two others remain.
  it('#10 unshaded: Cities already at Active Support come last', () => {
    const s = play(
      at(10, 'patriots', {}, (d) => {
        for (const c of CITIES) d.spaces[c].support = 2;
        d.spaces.Boston.support = 1;
        d.spaces.Savannah.support = -2;
      }),
      ev('patriots', 'unshaded'),
    );
    // Boston, then Savannah: the only pair that shifts both, selected without asking.
    expect(pending(s)!.kind).toBe('eligibleOptions');
    expect(s.spaces.Boston.support).toBe(2);
    expect(s.spaces.Savannah.support).toBe(-1);
    for (const c of CITIES.filter((c) => c !== 'Boston' && c !== 'Savannah')) expect(s.spaces[c].support).toBe(2);
  });

  // 5.1.3: two levels before one level before none.
  it('#41 unshaded: Colonies that move two levels, then one, then none', () => {
    const s = play(
      at(41, 'british', {}, (d) => {
        for (const c of COLONIES) d.spaces[c].support = 1;
        d.spaces.NewYork.support = 0;
        d.spaces.Virginia.support = -1;
        d.spaces.Georgia.support = -2;
      }),
      ev('british', 'unshaded'),
    );
    // Virginia and Georgia move two levels each: the fullest pair, selected without asking.
    expect(pending(s)!.kind).toBe('eligibleOptions');
    expect(s.spaces.Virginia.support).toBe(1);
    expect(s.spaces.Georgia.support).toBe(0);
    expect(s.spaces.NewYork.support).toBe(0);
  });

  it('#41 shaded: the one-level Colonies are preferred to those at Passive Opposition', () => {
    let s = play(
      at(41, 'british', {}, (d) => {
        for (const c of COLONIES) d.spaces[c].support = -1;
        d.spaces.NewHampshire.support = 0;
        d.spaces.NewJersey.support = -2;
        d.spaces.Georgia.support = 0;
      }),
      ev('british', 'shaded'),
    );
    // Georgia (the last Colony) cannot be first; only the one-level Colonies are offered.
    expect(selectable(s)).toEqual(['NewHampshire', 'NewJersey']);
    expect(selectable(play(s, sel('british', 'NewHampshire')))).toEqual(['NewJersey', 'Georgia']);
    s = play(s, sel('british', 'NewJersey'));
    expect(pending(s)!.kind).toBe('eligibleOptions');
    expect(s.spaces.NewJersey.support).toBe(-1);
    expect(s.spaces.Georgia.support).toBe(-1);
    expect(s.spaces.NewHampshire.support).toBe(0);
  });

  // 5.1.3: Cities already at Passive Opposition come last.
  it('#46 shaded: Cities already at Passive Opposition come last', () => {
    const s = play(
      at(46, 'indians', {}, (d) => {
        for (const c of CITIES) d.spaces[c].support = -1;
        d.spaces.QuebecCity.support = -2;
      }),
      ev('indians', 'shaded'),
    );
    // Quebec City alone can shift: selected without asking; any City after it is then offered.
    expect(selectable(s)).toEqual(after(CITIES, 'QuebecCity'));
    expect(s.spaces.QuebecCity.support).toBe(-2);
    const t = play(s, sel('indians', 'Boston'));
    expect(t.spaces.QuebecCity.support).toBe(-1);
    expect(t.spaces.Boston.support).toBe(-1);
  });

  it('#2 shaded: the first City selected leaves enough shiftable Cities after it (5.1.3)', () => {
    // All Cities at Active Opposition but Boston and New York City (Neutral): only Boston + New York City
    // shift both; Boston comes first in map order, so it is the only first pick and is taken without asking.
    const s = play(
      at(2, 'patriots', {}, (d) => {
        for (const c of CITIES) d.spaces[c].support = c === 'Boston' || c === 'NewYorkCity' ? 0 : -2;
      }),
      ev('patriots', 'shaded'),
    );
    expect(s.spaces.Boston.support).toBe(-1);
    expect(s.spaces.NewYorkCity.support).toBe(-1);
    expect(pending(s)).toMatchObject({ kind: 'eligibleOptions' });
  });

  it('#41 unshaded: a one-level Colony earlier in map order than the two-level one is still preferred (5.1.3)', () => {
    // All Colonies at Passive Support but New Hampshire (Neutral, one level to go) and Massachusetts
    // (Passive Opposition, two levels): the fullest pair is New Hampshire + Massachusetts (3 levels).
    const s = play(
      at(41, 'british', {}, (d) => {
        for (const c of COLONIES) d.spaces[c].support = c === 'NewHampshire' ? 0 : c === 'Massachusetts' ? -1 : 1;
      }),
      ev('british', 'unshaded'),
    );
    expect(s.spaces.NewHampshire.support).toBe(1);
    expect(s.spaces.Massachusetts.support).toBe(1);
    expect(pending(s)).toMatchObject({ kind: 'eligibleOptions' });
  });
});

// ---------------------------------------------------------------------------------------------
describe('save and load in the middle of an Event', () => {
  // 5.1 (interpreter frame is plain JSON): an Event half resolved saves, loads and goes on identically.
  it('#2 unshaded, after the City and one Regular', () => {
    const s0 = at(2, 'patriots', { resources: { british: 5 } });
    const mid = play(s0, ev('patriots', 'unshaded'), sel('british', 'NewYorkCity'), { faction: 'british', type: 'place', space: 'NewYorkCity', piece: 'britishRegular' });
    expect(pending(mid)!.context.event).toEqual({ card: 2, side: 'unshaded', faction: 'patriots', instruction: 1 });
    const loaded = loadGame(serialize(mid));
    expect(loaded).toEqual(mid);
    expect(pending(loaded)).toEqual(pending(mid));
    expect(legalActions(loaded)).toEqual(legalActions(mid));
    const rest: Action[] = [
      { faction: 'british', type: 'place', space: 'NewYorkCity', piece: 'britishRegular' },
      // 1.10: the Available Gage may enter with the Regulars, then with the Tory; he stays Available.
      { faction: 'british', type: 'stay' },
      { faction: 'british', type: 'place', space: 'NewYorkCity', piece: 'tory' },
      { faction: 'british', type: 'done' },
      { faction: 'british', type: 'stay' },
    ];
    const a = play(mid, ...rest);
    const b = play(loaded, ...rest);
    expect(b).toEqual(a);
    expect(b.spaces.NewYorkCity.pieces).toMatchObject({ britishRegular: 2, tory: 1 });
    expect(b.spaces.NewYorkCity.propaganda).toBe(2);
    expect(b.resources.british).toBe(9);
    expect(pending(b)).toMatchObject({ kind: 'eligibleOptions', faction: 'british' });
  });

  it('#46 unshaded, between two selections', () => {
    const mid = play(at(46, 'british'), ev('british', 'unshaded'), sel('british', 'Boston'));
    const loaded = loadGame(serialize(mid));
    expect(loaded).toEqual(mid);
    const rest: Action[] = [
      sel('british', 'NewYork'),
      sel('british', 'Quebec'),
      { faction: 'british', type: 'place', space: 'Boston', piece: 'tory', option: 'available' },
      { faction: 'british', type: 'place', space: 'NewYork', piece: 'tory', option: 'unavailable' },
      { faction: 'british', type: 'place', space: 'Quebec', piece: 'tory', option: 'unavailable' },
    ];
    expect(play(loaded, ...rest)).toEqual(play(mid, ...rest));
  });
});

// ---------------------------------------------------------------------------------------------
describe('the end of the Event', () => {
  // 2.3.6, 5.1: the Event frame is gone once done; no Event context remains.
  it('after the Event no Event context is pending and the card is not executed twice', () => {
    const s = play(at(56, 'french', { resources: { patriots: 10 } }), ev('french', 'shaded'));
    expect(pending(s)!.context.event).toBeNull();
    expect(s.stack.some((f) => f.kind === 'event')).toBe(false);
    expect(listed(s, 'event')).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
describe('placing one\u2019s own pieces from the map when none is Available (1.4.1)', () => {
  // 1.4.1: a Faction placing its own forces by Event, with none of the type Available, may take them from
  // elsewhere on the map — after every piece the pools still give, and only if it wants (`done`).
  it('#86 shaded played by the Patriots: the third Militia comes from Virginia', () => {
    const s0 = at(86, 'patriots', {}, (d) => put(d, 'Virginia', { militiaUnderground: d.available.militia - 2, militiaActive: 0 }));
    let s = play(s0, ev('patriots', 'shaded'));
    expect(s.spaces.Massachusetts.pieces.militiaUnderground).toBe(2);
    expect(choices(s)).toEqual([{ type: 'place', space: 'Massachusetts', from: 'Virginia', piece: 'militiaUnderground' }, { type: 'done' }]);
    const before = s;
    s = play(s, { faction: 'patriots', type: 'place', space: 'Massachusetts', from: 'Virginia', piece: 'militiaUnderground' });
    expect(s.spaces.Massachusetts.pieces.militiaUnderground).toBe(3);
    expect(s.spaces.Virginia.pieces.militiaUnderground).toBe(s0.spaces.Virginia.pieces.militiaUnderground - 1);
    expect(s.available.militia).toBe(0);
    expect(s.log.slice(before.log.length).map((e) => e.text)).toContain('#86 Stockbridge Indians (shaded): 1 Underground Militia placed in Massachusetts from Virginia (1.4.1)');
    // 1.10: the Available Washington may enter with the two Militia placed from Available; he stays Available.
    expect(pending(s)).toMatchObject({ kind: 'eventLeader', faction: 'patriots' });
    expect(choices(s)).toEqual([{ type: 'moveLeader', to: 'Massachusetts' }, { type: 'stay' }]);
    s = play(s, { faction: 'patriots', type: 'stay' });
    expect(pending(s)!.kind).toBe('eligibleOptions');
  });

  // 1.4.1: only one's own forces: the Indians placing Patriot Militia take none from the map.
  it('#86 shaded played by the Indians: no Militia from the map', () => {
    const s0 = at(86, 'indians', {}, (d) => put(d, 'Virginia', { militiaUnderground: d.available.militia - 2 }));
    const s1 = play(s0, ev('indians', 'shaded'));
    expect(s1.spaces.Massachusetts.pieces.militiaUnderground).toBe(2);
    // 1.10: the Available Washington may enter with the Militia (the Patriots decide); he stays Available.
    expect(pending(s1)).toMatchObject({ kind: 'eventLeader', faction: 'patriots' });
    const s = play(s1, { faction: 'patriots', type: 'stay' });
    expect(pending(s)!.kind).toBe('eligibleOptions');
  });

  // 1.4.1 EXCEPTION: never British Regulars.
  it('#2 unshaded: no British Regular Available — none taken from the map', () => {
    const s0 = at(2, 'patriots', {}, (d) => put(d, 'Quebec', { britishRegular: d.available.britishRegular }));
    let s = play(s0, ev('patriots', 'unshaded'), sel('british', 'Boston'));
    // Straight to the Tories: no Regular can be placed from anywhere.
    expect(choices(s)).toEqual([{ type: 'place', space: 'Boston', piece: 'tory' }, { type: 'done' }]);
    s = play(s, { faction: 'british', type: 'done' });
    expect(s.spaces.Quebec.pieces.britishRegular).toBe(s0.spaces.Quebec.pieces.britishRegular);
  });
});
