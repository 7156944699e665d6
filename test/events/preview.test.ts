/**
 * Previewing an Event (lod-engine/rules `previewEvent`, `eventEffects`): an Event side played on a copy
 * to its end, every decision inside it (the free Commands it grants too, 5.3) taken by a chooser, and the
 * change read in game terms — what the Non-Players' "Event or Command?" boxes ask (8.4–8.7: a shift in
 * favour of a side, British pieces from Unavailable, Casualties inflicted, an Effective Event, 8.3.3).
 * Real cards on hand-built 1775 positions; the summaries are asserted in full.
 */
import { describe, expect, it } from 'vitest';
import type { Action } from '../../src/core/action';
import type { GameState } from '../../src/core/state';
import type { Faction, PieceType, SpaceId, SpacePiece } from '../../src/data/ids';
import { apply } from '../../src/index';
import { eventEffects, previewEvent, type EventChooser, type EventEffects, type PieceChange, type SpaceChange } from '../../src/rules';
import { atCard, onTurn } from '../../src/testing/builders';
import { exhaust, play, position, put } from '../../src/testing/kit';

/** No change at all: the summary of an Event that did nothing, executed by `faction`. */
function nothing(faction: Faction): EventEffects {
  return {
    faction,
    pieces: { british: {}, patriots: {}, french: {}, indians: {} },
    spaces: [],
    support: { support: 0, opposition: 0, net: 0, shifts: [] },
    control: [],
    resources: { british: 0, patriots: 0, french: 0, indians: 0 },
    fni: 0,
    casualties: { cbc: 0, crc: 0 },
    markers: { propaganda: 0, raid: 0, blockades: 0 },
    eligibility: { eligibleNow: [], ineligibleNow: [], stayEligible: [], makeIneligible: [] },
    leaders: [],
    effective: false,
    ineffective: 'noEffect',
  };
}

/** A pool type's change, the fields not given 0. */
const change = (c: Partial<PieceChange>): PieceChange => ({ placed: 0, removed: 0, map: 0, available: 0, unavailable: 0, casualties: 0, westIndies: 0, ...c });

/** A space's change, the markers not given 0. */
const inSpace = (space: SpaceId, pieces: Partial<Record<SpacePiece, number>>, markers: Partial<Omit<SpaceChange, 'space' | 'pieces'>> = {}): SpaceChange => ({
  space,
  pieces,
  propaganda: 0,
  raid: 0,
  blockades: 0,
  squadrons: 0,
  ...markers,
});

const piecesOf = (faction: Faction, types: Partial<Record<PieceType, PieceChange>>): EventEffects['pieces'] => ({ ...nothing(faction).pieces, [faction]: types });

/** A deep copy to compare the input with afterwards. */
const snapshot = (s: GameState): GameState => structuredClone(s);

describe('previewEvent and eventEffects', () => {
  // 8.4: "The Event places any British pieces from Unavailable." #46 unshaded, no Tory Available: each comes from Unavailable (5.1.1).
  it('#46 unshaded (British): three Tories placed from Unavailable, three Cities to British Control', () => {
    const s0 = onTurn(atCard(position({}, (d) => exhaust(d, 'tory')), 46), 'british');
    const p = previewEvent(s0, 'unshaded');
    expect(p.decisions).toEqual([
      { faction: 'british', type: 'event', side: 'unshaded' },
      { faction: 'british', type: 'selectSpace', space: 'QuebecCity' },
      { faction: 'british', type: 'selectSpace', space: 'Boston' },
      { faction: 'british', type: 'selectSpace', space: 'NewYorkCity' },
    ]);
    expect(p).toMatchObject({ card: 46, side: 'unshaded', faction: 'british', grants: [], rolls: [], uncertain: false });
    expect(p.log).toEqual([
      'British play #46 Edmund Burke on Conciliation (unshaded)',
      '#46 Edmund Burke on Conciliation (unshaded): 1 Tory placed in Quebec City from Unavailable',
      '#46 Edmund Burke on Conciliation (unshaded): 1 Tory placed in Boston from Unavailable',
      '#46 Edmund Burke on Conciliation (unshaded): 1 Tory placed in New York City from Unavailable',
    ]);
    expect(eventEffects(s0, p.state)).toEqual({
      ...nothing('british'),
      pieces: piecesOf('british', { tory: change({ placed: 3, map: 3, unavailable: -3 }) }),
      spaces: [inSpace('QuebecCity', { tory: 1 }), inSpace('Boston', { tory: 1 }), inSpace('NewYorkCity', { tory: 1 })],
      control: [
        { space: 'QuebecCity', from: null, to: 'british' },
        { space: 'Boston', from: null, to: 'british' },
        { space: 'NewYorkCity', from: null, to: 'british' },
      ],
      effective: true,
      ineffective: null,
    });
    // The Event is over and nothing else ran: the card's next Faction is not offered options yet.
    expect(p.state.stack.map((f) => f.kind)).toEqual(['game', 'eventCard']);
    expect(p.state.turn!.executed).toEqual([{ faction: 'british', did: 'event', specialActivity: false }]);
  });

  // 8.4, 8.3.6: "Opposition exceeds Support, and the Event will shift Opposition and/or Support in favor of the Royalist side."
  it('#10 unshaded (British): two Cities one level toward Active Support — Support +1, Opposition −1', () => {
    const s0 = onTurn(atCard(position({}, (d) => {
      d.spaces.Boston.support = -2;
      d.spaces.NewYorkCity.support = -1;
      put(d, 'Boston', { britishRegular: 1 });
    }), 10), 'british');
    const p = previewEvent(s0, 'unshaded');
    expect(p.decisions.slice(1)).toEqual([
      { faction: 'british', type: 'selectSpace', space: 'QuebecCity' },
      { faction: 'british', type: 'selectSpace', space: 'Boston' },
    ]);
    expect(eventEffects(s0, p.state)).toEqual({
      ...nothing('british'),
      support: { support: 1, opposition: -1, net: 2, shifts: [{ space: 'QuebecCity', from: 0, to: 1 }, { space: 'Boston', from: -2, to: -1 }] },
      effective: true,
      ineffective: null,
    });
  });

  // 8.4: "The Event inflicts Rebellion Casualties." #6 unshaded: the Patriot Fort as a Casualty (1.6.4: to Available, CRC +1), two Militia to Available.
  it('#6 unshaded (British): a Patriot Fort as a Casualty and two Militia removed — CRC +1', () => {
    const s0 = onTurn(atCard(position({}, (d) => {
      put(d, 'Virginia', { patriotFort: 1, militiaUnderground: 3 });
      put(d, 'NorthCarolina', { patriotFort: 1 });
    }), 6), 'british');
    const p = previewEvent(s0, 'unshaded');
    // Virginia is the fuller choice (5.1.3): the only Colony; everything else follows without a decision.
    expect(p.decisions).toEqual([{ faction: 'british', type: 'event', side: 'unshaded' }]);
    expect(eventEffects(s0, p.state)).toEqual({
      ...nothing('british'),
      pieces: piecesOf('patriots', {
        militia: change({ removed: 2, map: -2, available: 2 }),
        patriotFort: change({ removed: 1, map: -1, available: 1 }),
      }),
      spaces: [inSpace('Virginia', { militiaUnderground: -2, patriotFort: -1 })],
      casualties: { cbc: 0, crc: 1 },
      effective: true,
      ineffective: null,
    });
  });

  // 8.7: "The Event ... grants a free Gather." #84 unshaded: the free Gather (5.3) is played by the same chooser.
  it('#84 unshaded (Indians): the free Gather inside the Event, its decisions taken by the chooser', () => {
    const s0 = onTurn(atCard(position({ resources: 5 }, (d) => put(d, 'Virginia', { village: 1, warPartyUnderground: 2 })), 84), 'indians');
    const p = previewEvent(s0, 'unshaded');
    expect(p.decisions).toEqual([
      { faction: 'indians', type: 'event', side: 'unshaded' },
      { faction: 'indians', type: 'selectSpace', space: 'NewHampshire' },
      { faction: 'indians', type: 'place', space: 'NewHampshire', piece: 'warParty' },
      { faction: 'indians', type: 'selectSpace', space: 'Massachusetts' },
      { faction: 'indians', type: 'place', space: 'Massachusetts', piece: 'warParty' },
      { faction: 'indians', type: 'done' },
    ]);
    expect(p.grants).toEqual([
      { reason: '#84 “Merciless Indian Savages”', faction: 'indians', command: 'gather', commandSpaces: ['NewHampshire', 'Massachusetts'], activity: null, activitySpaces: [] },
    ]);
    expect(eventEffects(s0, p.state)).toEqual({
      ...nothing('indians'),
      pieces: piecesOf('indians', { warParty: change({ placed: 2, map: 2, available: -2 }) }),
      spaces: [inSpace('NewHampshire', { warPartyUnderground: 1 }), inSpace('Massachusetts', { warPartyUnderground: 1 })],
      effective: true,
      ineffective: null,
    });
    // Free (3.1.2): no Resources paid.
    expect(p.state.resources).toEqual(s0.resources);
  });

  // 8.4 "(including a free Skirmish or Battle)"; docs/rulings.md: dice in a preview.
  describe('#52 (British): a free Battle inside the Event — dice', () => {
    const s0 = onTurn(atCard(position({ resources: 5 }, (d) => put(d, 'Boston', { britishRegular: 4, continental: 2, militiaActive: 1 })), 52), 'british');
    const reason = 'Battle in Boston: British (Attacker) rolls 2D3 for the Defender Loss Level';

    it('seeded dice: the copy rolls from the state’s dice service; the preview says it is uncertain', () => {
      const p = previewEvent(s0, 'unshaded');
      expect(p.decisions).toEqual([
        { faction: 'british', type: 'event', side: 'unshaded' },
        { faction: 'british', type: 'selectSpace', space: 'Boston' },
      ]);
      expect(p.grants).toEqual([{ reason: '#52 French Fleet Arrives in the Wrong Spot', faction: 'british', command: 'battle', commandSpaces: ['Boston'], activity: null, activitySpaces: [] }]);
      expect(p.rolls).toEqual([
        { reason, sides: 3, value: 3 },
        { reason, sides: 3, value: 3 },
      ]);
      expect(p.uncertain).toBe(true);
      expect(eventEffects(s0, p.state)).toEqual({
        ...nothing('british'),
        pieces: piecesOf('patriots', {
          continental: change({ removed: 2, map: -2, casualties: 2 }),
          militia: change({ removed: 1, map: -1, available: 1 }),
        }),
        spaces: [inSpace('Boston', { continental: -2, militiaActive: -1 })],
        // Win the Day (3.6.8): one shift toward Active Support.
        support: { support: 1, opposition: 0, net: 1, shifts: [{ space: 'Boston', from: 0, to: 1 }] },
        casualties: { cbc: 0, crc: 2 },
        effective: true,
        ineffective: null,
      });
      // The same decisions played for real roll the same dice: the board is the preview's.
      const real = play(s0, ...p.decisions);
      expect(real.spaces).toEqual(p.state.spaces);
      expect(real.crc).toBe(p.state.crc);
      expect(real.dice).toEqual(p.state.dice);
    });

    it('dice: external — every die is the chooser’s decision (the default takes the first, a 1); the state keeps seeded dice', () => {
      const p = previewEvent(s0, 'unshaded', { dice: 'external' });
      expect(p.decisions.slice(2)).toEqual([
        { faction: 'chance', type: 'roll', value: 1 },
        { faction: 'chance', type: 'roll', value: 1 },
      ]);
      expect(p.rolls).toEqual([
        { reason, sides: 3, value: 1 },
        { reason, sides: 3, value: 1 },
      ]);
      expect(p.uncertain).toBe(true);
      // The seeded dice were not read ahead, and the state is a seeded game still.
      expect(p.state.dice).toEqual(s0.dice);
      expect(p.state.options).toEqual(s0.options);
      const e = eventEffects(s0, p.state);
      expect(e.pieces.patriots).toEqual({ continental: change({ removed: 1, map: -1, casualties: 1 }), militia: change({ removed: 1, map: -1, available: 1 }) });
      expect(e.casualties).toEqual({ cbc: 0, crc: 1 });
    });
  });

  // 8.3.3: "would have no effect at all (not even manipulating Eligibility)".
  it('8.3.3 no effect: #56 unshaded with the Patriots at 0 Resources', () => {
    const s0 = onTurn(atCard(position({ resources: { patriots: 0 } }), 56), 'british');
    const p = previewEvent(s0, 'unshaded');
    expect(p.log).toEqual(['British play #56 Jacques Turgot’s Economic Liberalism (unshaded)']);
    expect(eventEffects(s0, p.state)).toEqual(nothing('british'));
  });

  // 8.3.3: "the only effect would be to remove one or more friendly pieces without replacing them with other friendly pieces".
  it('8.3.3 only friendly pieces removed: #11 unshaded executed by the Patriots (Control lost with them)', () => {
    const s0 = onTurn(atCard(position({}, (d) => {
      put(d, 'Virginia', { patriotFort: 1, militiaUnderground: 1 });
      put(d, 'Georgia', { patriotFort: 1 });
    }), 11), 'patriots');
    const p = previewEvent(s0, 'unshaded');
    expect(eventEffects(s0, p.state)).toEqual({
      ...nothing('patriots'),
      pieces: piecesOf('patriots', { patriotFort: change({ removed: 2, map: -2, available: 2 }) }),
      spaces: [inSpace('Virginia', { patriotFort: -1 }), inSpace('Georgia', { patriotFort: -1 })],
      control: [{ space: 'Georgia', from: 'rebellion', to: null }],
      effective: false,
      ineffective: 'onlyFriendlyRemoved',
    });
  });

  // 8.3.3: "or the Event shifts the difference between Support and Opposition in favor of the enemy side".
  it('8.3.3 shift in favour of the enemy: #10 unshaded executed by the Patriots; the same card is Effective for the British', () => {
    const s = atCard(position({}, (d) => {
      d.spaces.Boston.support = -2;
      put(d, 'Boston', { britishRegular: 1 });
    }), 10);
    const byPatriots = onTurn(s, 'patriots');
    const e = eventEffects(byPatriots, previewEvent(byPatriots, 'unshaded').state);
    expect(e.support).toEqual({ support: 1, opposition: -1, net: 2, shifts: [{ space: 'QuebecCity', from: 0, to: 1 }, { space: 'Boston', from: -2, to: -1 }] });
    expect(e).toMatchObject({ faction: 'patriots', effective: false, ineffective: 'enemyShift' });
    const byBritish = onTurn(s, 'british');
    expect(eventEffects(byBritish, previewEvent(byBritish, 'unshaded').state)).toMatchObject({ faction: 'british', effective: true, ineffective: null });
  });

  // 8.3.3 "(not even manipulating Eligibility)": an eligibility mark is an effect; 2.3.6.
  it('#61 unshaded (British): the Patriots Ineligible at once and through the next card — Effective', () => {
    const s0 = onTurn(atCard(position(), 61), 'british');
    expect(eventEffects(s0, previewEvent(s0, 'unshaded').state)).toEqual({
      ...nothing('british'),
      eligibility: { eligibleNow: [], ineligibleNow: ['patriots'], stayEligible: [], makeIneligible: ['patriots'] },
      effective: true,
      ineffective: null,
    });
  });

  it('the input state is unchanged, and the same preview twice gives the same result', () => {
    const s0 = onTurn(atCard(position({ resources: 5 }, (d) => put(d, 'Boston', { britishRegular: 4, continental: 2, militiaActive: 1 })), 52), 'british');
    const before = snapshot(s0);
    const first = previewEvent(s0, 'unshaded');
    expect(s0).toEqual(before);
    const second = previewEvent(s0, 'unshaded');
    expect(s0).toEqual(before);
    expect(second).toEqual(first);
    expect(eventEffects(s0, second.state)).toEqual(eventEffects(s0, first.state));
  });

  // 8.3.5, 8.3.6: a policy plugs in its own choices.
  it('a custom chooser changes the outcome: #46 from Available, in the last spaces offered', () => {
    const s0 = onTurn(atCard(position(), 46), 'british');
    const last: EventChooser = (_state, legal) => legal[legal.length - 1];
    const p = previewEvent(s0, 'unshaded', { choose: last });
    const e = eventEffects(s0, p.state);
    expect(e.pieces.british).toEqual({ tory: change({ placed: 3, map: 3, available: -3 }) });
    expect(e.spaces.map((c) => c.space)).not.toEqual(['QuebecCity', 'Boston', 'NewYorkCity']);
    expect(eventEffects(s0, previewEvent(s0, 'unshaded').state).spaces.map((c) => c.space)).toEqual(['QuebecCity', 'Boston', 'NewYorkCity']);
    // A chooser declining "may place" (#2 unshaded, 5.1.3): nothing placed, the rest of the text still applies.
    const s2 = onTurn(atCard(position({ resources: { british: 5 } }), 2), 'patriots');
    const decline: EventChooser = (_state, legal) => legal.find((a) => a.type === 'done') ?? legal[0];
    expect(eventEffects(s2, previewEvent(s2, 'unshaded', { choose: decline }).state)).toEqual({
      ...nothing('patriots'),
      spaces: [inSpace('QuebecCity', {}, { propaganda: 2 })],
      resources: { british: 4, patriots: 0, french: 0, indians: 0 },
      markers: { propaganda: 2, raid: 0, blockades: 0 },
      effective: true,
      ineffective: null,
    });
  });

  it('refuses a state where the Event side is not offered, and a chooser’s illegal action', () => {
    const s0 = onTurn(atCard(position(), 46), 'british');
    // A single-text card has no shaded side (5.2).
    expect(() => previewEvent(onTurn(atCard(position(), 18), 'british'), 'shaded')).toThrow(/not offered/);
    // Not at a Faction's options: in the middle of the Event.
    expect(() => previewEvent(apply(s0, { faction: 'british', type: 'event', side: 'unshaded' }), 'unshaded')).toThrow(/no Faction's options are pending/);
    const wrong: EventChooser = (): Action => ({ faction: 'british', type: 'selectSpace', space: 'WestIndies' });
    expect(() => previewEvent(s0, 'unshaded', { choose: wrong })).toThrow(/not legal/);
  });
});
