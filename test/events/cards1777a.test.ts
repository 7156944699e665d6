/**
 * Event programs of 1777–1778 (chapter 5): #12, #17, #34, #42, #44, #58, #59, #60, #61, #63, #69, #71,
 * each side on a hand-built position — the full outcome, what happens when only part of the text can
 * be carried out (5.1.3, 1.8, 1.9), who decides (5.1), and for "Ineligible through the next card" the
 * eligibility on this card, after it and after the next (2.3.2, 2.3.6). Every sequence is played with
 * `play`, which checks the rules invariants (and every frame's validation) after each step.
 * Also the `eligibility` instruction's `now` field on its own.
 */
import { produce, type Draft } from 'immer';
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../src/core/state';
import type { CardId, Faction, SpaceId } from '../../src/data/ids';
import { INDIAN_RESERVES } from '../../src/data/map';
import { legalActions, pending } from '../../src/index';
import { eligibility } from '../../src/rules/events/instructions/eligibility';
import { contextOf } from '../../src/rules/events/instruction';
import { eventInstruction } from '../../src/rules/events/reading';
import type { Eligibility, EventFrame } from '../../src/rules/events/program';
import { adjustEligibility, nextEligible } from '../../src/rules/sequence/eligibility';
import { atCard, onTurn } from '../../src/testing/builders';
import { blockade, choices, lead, listed, logSince, play, position, put } from '../../src/testing/kit';
import { atWithNext, blockadesOnMap, desert, done, eventDoneCheck, ev, passersOfCard, sel, toWestIndies } from '../helpers/events';

/** `faction` 1st Eligible on card `card`, on an empty 1775 map; the next cards are #1 then #3 (no Winter Quarters in between). */
const at = atWithNext([1, 3]);
/** The Event played (2.3.2, 2.3.6), no Event frame left on the stack (this batch does not check granted Commands' frames). */
const expectEventDone = eventDoneCheck(['event']);
/** Every Faction offered options passes until the card is over (2.3.3). */
const passOut = (state: GameState): GameState => passersOfCard(state).after;

// ---------------------------------------------------------------------------------------------
describe('eligibility with `now` (2.3.6 play note, 2.3.2)', () => {
  const frame = (faction: Faction): EventFrame => ({ kind: 'event', card: 44, side: 'unshaded', faction, pc: 0, vars: {}, progress: null, granted: null });
  /** The British 1st Eligible execute the Event on card 44 (order British, Indians, Patriots, French) and run the instructions. */
  const run = (...instrs: Eligibility[]): GameState =>
    produce(onTurn(atCard(position(), 44), 'british'), (d: Draft<GameState>) => {
      d.turn!.executed.push({ faction: 'british', did: 'event', specialActivity: false });
      const f = frame('british');
      for (const i of instrs) eligibility.begin(d, f as Draft<EventFrame>, i, contextOf(d as GameState, f));
    });

  // 2.3, 2.3.2: the cylinder leaves the Eligible box at once: a Faction still to be offered options is skipped.
  it('a Faction still to act on this card is Ineligible at once and skipped; the next Eligible takes its place', () => {
    const s = run({ op: 'eligibility', faction: 'indians', effect: 'ineligible', now: true });
    expect(s.eligible).toEqual({ british: true, patriots: true, french: true, indians: false });
    expect(s.turn!.makeIneligible).toEqual(['indians']);
    expect(nextEligible(s)).toBe('patriots');
    expect(s.log.at(-1)!.text).toBe('#44 Earl of Mansfield Recalled From Paris (unshaded): the Indians are Ineligible through the next card (not offered options on this card) (2.3.6)');
    // 2.3.6: after the card, Ineligible for the next one.
    const after = produce(s, (d: Draft<GameState>) => adjustEligibility(d));
    expect(after.eligible).toEqual({ british: false, patriots: true, french: true, indians: false });
  });

  // 2.3.6: without `now`, only the next card (the instruction as before).
  it('without `now` the Faction is still offered options on this card', () => {
    const s = run({ op: 'eligibility', faction: 'indians', effect: 'ineligible' });
    expect(s.eligible.indians).toBe(true);
    expect(nextEligible(s)).toBe('indians');
    expect(s.turn!.makeIneligible).toEqual(['indians']);
  });

  // 2.3.6: a Faction that already acted (here the executing one) loses nothing on this card; the account says so plainly.
  it('the executing Faction itself: no Faction is skipped', () => {
    const s = run({ op: 'eligibility', faction: 'executing', effect: 'ineligible', now: true });
    expect(s.eligible.british).toBe(false);
    expect(nextEligible(s)).toBe('indians');
    expect(s.log.at(-1)!.text).toBe('#44 Earl of Mansfield Recalled From Paris (unshaded): the British are Ineligible through the next card (2.3.6)');
  });
});

// ---------------------------------------------------------------------------------------------
describe('#12 Martha Washington to Valley Forge', () => {
  /** 10 Militia (3 Underground + 2 Active in Massachusetts, 5 Underground in Pennsylvania) and 6 Continentals. */
  const troops = (d: Draft<GameState>): void => {
    put(d, 'Massachusetts', { militiaUnderground: 3, militiaActive: 2, continental: 1 });
    put(d, 'Pennsylvania', { militiaUnderground: 5, continental: 5 });
  };

  // 6.6.1 via 5.1: 2 of 10 Militia and 1 of 6 Continentals desert; the Indians choose the first of each,
  // the Patriots the rest — whoever executes (here the British).
  it('unshaded: a Patriot Desertion mid-card — the Indians pick first, then the Patriots', () => {
    const s0 = at(12, 'british', {}, troops);
    let s = play(s0, ev('british', 'unshaded'));
    expect(pending(s)).toMatchObject({ kind: 'patriotDesertion', faction: 'indians' });
    expect(pending(s)!.context.event).toEqual({ card: 12, side: 'unshaded', faction: 'british', instruction: 0 });
    s = play(s, desert('indians', 'Pennsylvania', 'militiaUnderground'), desert('indians', 'Massachusetts', 'continental'));
    expect(pending(s)).toMatchObject({ kind: 'patriotDesertion', faction: 'patriots' });
    s = play(s, desert('patriots', 'Massachusetts', 'militiaActive'));
    expect(s.spaces.Massachusetts.pieces).toMatchObject({ militiaUnderground: 3, militiaActive: 1, continental: 0 });
    expect(s.spaces.Pennsylvania.pieces).toMatchObject({ militiaUnderground: 4, continental: 5 });
    expect(s.available.militia).toBe(s0.available.militia + 2);
    expect(s.available.continental).toBe(s0.available.continental + 1);
    expect(s.casualties).toEqual(s0.casualties);
    expect(s.resources).toEqual(s0.resources);
    // Order P F B I: the Patriots are the 2nd Eligible.
    expectEventDone(s, 'british', 'patriots');
    expect(logSince(s0, s)).toEqual([
      'British play #12 Martha Washington to Valley Forge (unshaded)',
      'Patriot Desertion: 2 Militia and 1 Continental desert',
      'Patriot Desertion: 1 Underground Militia deserts from Pennsylvania (chosen by the Indians)',
      'Patriot Desertion: 1 Continental deserts from Massachusetts (chosen by the Indians)',
      'Patriot Desertion: 1 Active Militia deserts from Massachusetts (chosen by the Patriots)',
    ]);
  });

  // 6.6.1, 5.1.3: nine Militia (one in five: 1) and four Continentals (none): only the Militia part.
  it('unshaded: fewer than five Continentals — only one Militia deserts, chosen by the Indians', () => {
    const s0 = at(12, 'patriots', {}, (d) => put(d, 'Virginia', { militiaUnderground: 9, continental: 4 }));
    let s = play(s0, ev('patriots', 'unshaded'));
    expect(pending(s)).toMatchObject({ kind: 'patriotDesertion', faction: 'indians' });
    s = play(s, desert('indians', 'Virginia', 'militiaUnderground'));
    expect(s.spaces.Virginia.pieces).toMatchObject({ militiaUnderground: 8, continental: 4 });
    expect(s.available.militia).toBe(s0.available.militia + 1);
    expect(s.available.continental).toBe(s0.available.continental);
    expectEventDone(s, 'patriots', 'french');
    expect(logSince(s0, s)).toEqual([
      'Patriots play #12 Martha Washington to Valley Forge (unshaded)',
      'Patriot Desertion: 1 Militia and 0 Continentals desert',
      'Patriot Desertion: 1 Underground Militia deserts from Virginia (chosen by the Indians)',
    ]);
  });

  // 1.8: Patriots +5.
  it('shaded: Patriots +5 Resources', () => {
    const s0 = at(12, 'french', { resources: { patriots: 7 } });
    const s = play(s0, ev('french', 'shaded'));
    expect(s.resources).toEqual({ ...s0.resources, patriots: 12 });
    expect(s.spaces).toEqual(s0.spaces);
    expectEventDone(s, 'french', 'patriots');
    expect(logSince(s0, s)).toEqual(['French play #12 Martha Washington to Valley Forge (shaded)', '#12 Martha Washington to Valley Forge (shaded): Patriots Resources +5 (now 12)']);
  });

  // 1.8, 5.1.3: capped at 50.
  it('shaded: Resources capped at 50', () => {
    const s0 = at(12, 'patriots', { resources: { patriots: 47 } });
    const s = play(s0, ev('patriots', 'shaded'));
    expect(s.resources.patriots).toBe(50);
    expectEventDone(s, 'patriots', 'french');
    expect(logSince(s0, s).slice(1)).toEqual(['#12 Martha Washington to Valley Forge (shaded): Patriots Resources +3 (now 50)']);
  });
});

// ---------------------------------------------------------------------------------------------
describe('#17 Jane McCrea Murdered by Indians', () => {
  // 5.1: the executing Faction picks which Reserve's Patriot Fort goes; to Available (1.4.1), no CRC (1.6.4).
  it('unshaded: the executing Faction removes one Patriot Fort from a Reserve Province of its choice', () => {
    const s0 = at(17, 'indians', {}, (d) => {
      put(d, 'Quebec', { patriotFort: 1, militiaUnderground: 1 });
      put(d, 'Florida', { patriotFort: 2 });
      put(d, 'Virginia', { patriotFort: 1 });
    });
    let s = play(s0, ev('indians', 'unshaded'));
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'indians' });
    // Only the Reserves (Virginia is a Colony), no 'done'.
    expect(choices(s)).toEqual([
      { type: 'remove', space: 'Quebec', piece: 'patriotFort' },
      { type: 'remove', space: 'Florida', piece: 'patriotFort' },
    ]);
    s = play(s, { faction: 'indians', type: 'remove', space: 'Florida', piece: 'patriotFort' });
    expect(s.spaces.Florida.pieces.patriotFort).toBe(1);
    expect(s.spaces.Quebec.pieces).toMatchObject({ patriotFort: 1, militiaUnderground: 1 });
    expect(s.spaces.Virginia.pieces.patriotFort).toBe(1);
    expect(s.available.patriotFort).toBe(s0.available.patriotFort + 1);
    expect(s.crc).toBe(s0.crc);
    expect(s.casualties).toEqual(s0.casualties);
    // Order P I B F: the Patriots are the 2nd Eligible.
    expectEventDone(s, 'indians', 'patriots');
    expect(logSince(s0, s)).toEqual(['Indians play #17 Jane McCrea Murdered by Indians (unshaded)', '#17 Jane McCrea Murdered by Indians (unshaded): 1 Patriot Fort removed from Florida']);
  });

  // 5.1.3: no Patriot Fort in any Reserve: nothing happens (a Fort in a Colony stays).
  it('unshaded: no Patriot Fort in a Reserve Province — nothing is removed', () => {
    const s0 = at(17, 'british', {}, (d) => put(d, 'NewYork', { patriotFort: 1 }));
    const s = play(s0, ev('british', 'unshaded'));
    expect(s.spaces).toEqual(s0.spaces);
    expect(s.available).toEqual(s0.available);
    expectEventDone(s, 'british', 'patriots');
    expect(logSince(s0, s)).toEqual(['British play #17 Jane McCrea Murdered by Indians (unshaded)']);
  });

  // 5.1: the executing Faction picks the Village anywhere on the map; to Available.
  it('shaded: the executing Faction removes one Village of its choice', () => {
    const s0 = at(17, 'patriots', {}, (d) => {
      put(d, 'Northwest', { village: 1, warPartyUnderground: 2 });
      put(d, 'SouthCarolina', { village: 2 });
    });
    let s = play(s0, ev('patriots', 'shaded'));
    expect(choices(s)).toEqual([
      { type: 'remove', space: 'SouthCarolina', piece: 'village' },
      { type: 'remove', space: 'Northwest', piece: 'village' },
    ]);
    s = play(s, { faction: 'patriots', type: 'remove', space: 'Northwest', piece: 'village' });
    expect(s.spaces.Northwest.pieces).toMatchObject({ village: 0, warPartyUnderground: 2 });
    expect(s.spaces.SouthCarolina.pieces.village).toBe(2);
    expect(s.available.village).toBe(s0.available.village + 1);
    expectEventDone(s, 'patriots', 'indians');
    expect(logSince(s0, s)).toEqual(['Patriots play #17 Jane McCrea Murdered by Indians (shaded)', '#17 Jane McCrea Murdered by Indians (shaded): 1 Village removed from Northwest']);
  });

  // 1.10: the Village was the Indians' last piece with their Leader: the Indians (not the executing Patriots) move it.
  it('shaded: the Village removed leaves the Indian Leader alone — the Indians place it', () => {
    const s0 = at(17, 'patriots', {}, (d) => {
      put(d, 'Southwest', { village: 1 });
      put(d, 'Quebec', { warPartyActive: 1 });
      lead(d, 'indians', 'Southwest');
    });
    const s1 = play(s0, ev('patriots', 'shaded'));
    expect(pending(s1)).toMatchObject({ kind: 'leaderAlone', faction: 'indians' });
    const s = play(s1, listed(s1).find((a) => a.to === 'Quebec')!);
    expect(s.leaders.indians.at).toBe('Quebec');
    expect(s.spaces.Southwest.pieces.village).toBe(0);
    expectEventDone(s, 'patriots', 'indians');
  });

  // 5.1.3: no Village on the map.
  it('shaded: no Village anywhere — nothing happens', () => {
    const s0 = at(17, 'french');
    const s = play(s0, ev('french', 'shaded'));
    expect(s.spaces).toEqual(s0.spaces);
    expectEventDone(s, 'french', 'patriots');
  });
});

// ---------------------------------------------------------------------------------------------
describe('#34 Lord Sandwich, First Lord of the Admiralty', () => {
  const label = (side: string): string => `#34 Lord Sandwich, First Lord of the Admiralty (${side})`;

  // 1.8, 1.9, 5.1: British +6; after the Treaty, FNI 2 → 1, the British choose the Blockade to lift.
  it('unshaded after the Treaty: British +6, FNI one level down — the British lift a Blockade of their choice', () => {
    const s0 = at(34, 'french', { treaty: true, resources: { british: 10 } }, (d) => blockade(d, 'Boston', 'Savannah'));
    let s = play(s0, ev('french', 'unshaded'));
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'british' });
    expect(choices(s)).toEqual([
      { type: 'removeBlockade', space: 'Boston' },
      { type: 'removeBlockade', space: 'Savannah' },
    ]);
    s = play(s, { faction: 'british', type: 'removeBlockade', space: 'Savannah' });
    expect(s.fni).toBe(1);
    expect(s.spaces.Boston.blockades).toBe(1);
    expect(s.spaces.Savannah.blockades).toBe(0);
    expect(s.spaces.WestIndies.squadrons).toBe(s0.spaces.WestIndies.squadrons + 1);
    expect(s.resources).toEqual({ ...s0.resources, british: 16 });
    // Order B F I P: the British are the 2nd Eligible.
    expectEventDone(s, 'french', 'british');
    expect(logSince(s0, s)).toEqual([
      'French play #34 Lord Sandwich, First Lord of the Admiralty (unshaded)',
      `${label('unshaded')}: British Resources +6 (now 16)`,
      `${label('unshaded')}: FNI lowered to 1; the British remove the Blockade from Savannah to the West Indies`,
    ]);
  });

  // 1.9, 5.1.3, 1.8: before the Treaty the FNI part does nothing; British 47 → 50.
  it('unshaded before the Treaty: British Resources capped at 50, FNI unaffected', () => {
    const s0 = at(34, 'british', { resources: { british: 47 } });
    const s = play(s0, ev('british', 'unshaded'));
    expect(s.resources.british).toBe(50);
    expect(s.fni).toBe(0);
    expectEventDone(s, 'british', 'french');
    expect(logSince(s0, s)).toEqual([
      'British play #34 Lord Sandwich, First Lord of the Admiralty (unshaded)',
      `${label('unshaded')}: British Resources +3 (now 50)`,
      `${label('unshaded')}: FNI unaffected before the Treaty of Alliance (1.9)`,
    ]);
  });

  // 1.9, 2.3.6 play note, 2.3.2: FNI +1 (the French place the Blockade); the British, 2nd in the order, are
  // Ineligible at once — skipped on this card — and through the next card; Eligible after it.
  it('shaded after the Treaty: FNI +1 and the British are Ineligible at once, skipped, and through the next card', () => {
    const s0 = at(34, 'french', { treaty: true }, (d) => toWestIndies(d, 2));
    let s = play(s0, ev('french', 'shaded'));
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'french' });
    expect(listed(s).map((a) => a.space)).toEqual(['QuebecCity', 'Boston', 'NewYorkCity', 'Philadelphia', 'Norfolk', 'CharlesTown', 'Savannah']);
    s = play(s, { faction: 'french', type: 'placeBlockade', space: 'NewYorkCity' });
    expect(s.fni).toBe(1);
    expect(s.spaces.NewYorkCity.blockades).toBe(1);
    expect(s.spaces.WestIndies.squadrons).toBe(1);
    expect(s.resources).toEqual(s0.resources);
    expect(s.eligible).toEqual({ british: false, patriots: true, french: true, indians: true });
    // Order B F I P: the British are skipped; the Indians are the 2nd Eligible.
    expectEventDone(s, 'french', 'indians');
    expect(logSince(s0, s)).toEqual([
      'French play #34 Lord Sandwich, First Lord of the Admiralty (shaded)',
      `${label('shaded')}: FNI raised to 1; a Squadron from the West Indies Blockades New York City`,
      `${label('shaded')}: the British are Ineligible through the next card (not offered options on this card) (2.3.6)`,
    ]);
    // The card played out: the Indians and the Patriots pass.
    const card = passersOfCard(s);
    expect(card.passers).toEqual(['indians', 'patriots']);
    s = card.after;
    expect(s.deck.current).toBe(1);
    expect(s.eligible).toEqual({ british: false, patriots: true, french: false, indians: true });
    // Next card (#1, order P B F I): the British are still Ineligible and never offered options.
    const next = passersOfCard(s);
    expect(next.passers).toEqual(['patriots', 'indians']);
    expect(next.after.deck.current).toBe(3);
    expect(next.after.eligible).toEqual({ british: true, patriots: true, french: true, indians: true });
  });

  // 1.9, 5.1.3, 2.3.6: before the Treaty only the Ineligibility; executed by the British themselves it changes nothing on this card.
  it('shaded before the Treaty, executed by the British: FNI unaffected, the French are the 2nd Eligible', () => {
    const s0 = at(34, 'british');
    let s = play(s0, ev('british', 'shaded'));
    expect(s.fni).toBe(0);
    expectEventDone(s, 'british', 'french');
    expect(logSince(s0, s)).toEqual([
      'British play #34 Lord Sandwich, First Lord of the Admiralty (shaded)',
      `${label('shaded')}: FNI unaffected before the Treaty of Alliance (1.9)`,
      `${label('shaded')}: the British are Ineligible through the next card (2.3.6)`,
    ]);
    s = passOut(s);
    expect(s.eligible).toEqual({ british: false, patriots: true, french: true, indians: true });
  });

  // 1.9, 5.1.3: FNI already 3: no level to raise.
  it('shaded: FNI at 3 stays, the British are still made Ineligible', () => {
    const s0 = at(34, 'indians', { treaty: true }, (d) => {
      blockade(d, 'Boston', 'Norfolk', 'Savannah');
      toWestIndies(d, d.unavailable.squadron);
    });
    const s = play(s0, ev('indians', 'shaded'));
    expect(s.fni).toBe(3);
    expect(s.spaces).toEqual(s0.spaces);
    expect(s.eligible.british).toBe(false);
    expectEventDone(s, 'indians', 'french');
    expect(logSince(s0, s)).toEqual([
      'Indians play #34 Lord Sandwich, First Lord of the Admiralty (shaded)',
      `${label('shaded')}: the British are Ineligible through the next card (not offered options on this card) (2.3.6)`,
    ]);
  });
});

// ---------------------------------------------------------------------------------------------
describe('#42 British Attack Danbury', () => {
  const label = (side: string): string => `#42 British Attack Danbury (${side})`;

  // 1.8, 5.1: Patriots −3; a Tory from Available in Connecticut-Rhode Island.
  it('unshaded: Patriots −3 Resources, a Tory placed in Connecticut-Rhode Island', () => {
    const s0 = at(42, 'indians', { resources: { patriots: 8 } }, (d) => put(d, 'ConnecticutRhodeIsland', { militiaActive: 1 }));
    // 1.10: the Available Gage may enter with the Tory (the British decide); he stays Available.
    const s = play(s0, ev('indians', 'unshaded'), { faction: 'british', type: 'stay' });
    expect(s.resources).toEqual({ ...s0.resources, patriots: 5 });
    expect(s.spaces.ConnecticutRhodeIsland.pieces).toMatchObject({ tory: 1, militiaActive: 1 });
    expect(s.available.tory).toBe(s0.available.tory - 1);
    // Order B I P F: the British are the 2nd Eligible.
    expectEventDone(s, 'indians', 'british');
    expect(logSince(s0, s)).toEqual([
      'Indians play #42 British Attack Danbury (unshaded)',
      `${label('unshaded')}: Patriots Resources −3 (now 5)`,
      `${label('unshaded')}: 1 Tory placed in Connecticut-Rhode Island`,
      'Thomas Gage stays Available',
    ]);
  });

  // 5.1, 1.4.1, 1.8: no Tory Available — the British (named, not the executing Patriots) may take one from the
  // map or leave it; Patriots 2 → 0.
  it('unshaded: no Tory Available — the British decide whether to take one from the map', () => {
    const s0 = at(42, 'patriots', { resources: { patriots: 2 } }, (d) => {
      put(d, 'Boston', { tory: 1 });
      put(d, 'NewYork', { tory: 2 });
      d.unavailable.tory += d.available.tory;
      d.available.tory = 0;
    });
    const s1 = play(s0, ev('patriots', 'unshaded'));
    expect(s1.resources.patriots).toBe(0);
    expect(pending(s1)).toMatchObject({ kind: 'event', faction: 'british' });
    expect(choices(s1)).toEqual([
      { type: 'place', space: 'ConnecticutRhodeIsland', from: 'Boston', piece: 'tory' },
      { type: 'place', space: 'ConnecticutRhodeIsland', from: 'NewYork', piece: 'tory' },
      { type: 'done' },
    ]);
    const s = play(s1, { faction: 'british', type: 'place', space: 'ConnecticutRhodeIsland', from: 'NewYork', piece: 'tory' });
    expect(s.spaces.ConnecticutRhodeIsland.pieces.tory).toBe(1);
    expect(s.spaces.NewYork.pieces.tory).toBe(1);
    expect(s.spaces.Boston.pieces.tory).toBe(1);
    expect(s.available.tory).toBe(0);
    expect(s.unavailable.tory).toBe(s0.unavailable.tory);
    expectEventDone(s, 'patriots', 'british');
    expect(logSince(s0, s).slice(1, 2)).toEqual([`${label('unshaded')}: Patriots Resources −2 (now 0)`]);
    // The British may also decline: nothing placed.
    const declined = play(s1, done('british'));
    expect(declined.spaces.ConnecticutRhodeIsland.pieces.tory).toBe(0);
    expectEventDone(declined, 'patriots', 'british');
  });

  // 5.1: the Patriots place three Militia (Underground, 1.4.3) and a Continental from Available.
  it('shaded: three Militia and a Continental placed in Connecticut-Rhode Island', () => {
    const s0 = at(42, 'british', {}, (d) => put(d, 'ConnecticutRhodeIsland', { tory: 2 }));
    // 1.10: the Available Washington may enter with the Militia, then with the Continental; he stays Available.
    const s = play(s0, ev('british', 'shaded'), { faction: 'patriots', type: 'stay' }, { faction: 'patriots', type: 'stay' });
    expect(s.spaces.ConnecticutRhodeIsland.pieces).toMatchObject({ militiaUnderground: 3, militiaActive: 0, continental: 1, tory: 2 });
    expect(s.spaces.ConnecticutRhodeIsland.control).toBe('rebellion');
    expect(s.available.militia).toBe(s0.available.militia - 3);
    expect(s.available.continental).toBe(s0.available.continental - 1);
    expect(s.resources).toEqual(s0.resources);
    expectEventDone(s, 'british', 'indians');
    expect(logSince(s0, s)).toEqual([
      'British play #42 British Attack Danbury (shaded)',
      `${label('shaded')}: 1 Underground Militia placed in Connecticut-Rhode Island`,
      `${label('shaded')}: 1 Underground Militia placed in Connecticut-Rhode Island`,
      `${label('shaded')}: 1 Underground Militia placed in Connecticut-Rhode Island`,
      'George Washington stays Available',
      `${label('shaded')}: 1 Continental placed in Connecticut-Rhode Island`,
      'George Washington stays Available',
    ]);
  });

  // 5.1, 5.1.3, 1.4.1: one Militia Available — placed; for the other two the Patriots (named, not the executing
  // French) may take Militia from the map or stop; no Continental Available: they may take one from the map.
  it('shaded: one Militia Available, no Continental — the Patriots decide about the rest (1.4.1)', () => {
    const s0 = at(42, 'french', {}, (d) => {
      put(d, 'Virginia', { militiaActive: d.available.militia - 1 });
      put(d, 'Pennsylvania', { continental: d.available.continental });
    });
    expect(s0.available.militia).toBe(1);
    let s = play(s0, ev('french', 'shaded'));
    expect(s.spaces.ConnecticutRhodeIsland.pieces.militiaUnderground).toBe(1);
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'patriots' });
    expect(choices(s)).toEqual([{ type: 'place', space: 'ConnecticutRhodeIsland', from: 'Virginia', piece: 'militiaUnderground' }, { type: 'done' }]);
    s = play(s, done('patriots'));
    // 1.10: the Available Washington may enter with the Militia placed from Available; he stays Available.
    expect(pending(s)).toMatchObject({ kind: 'eventLeader', faction: 'patriots' });
    expect(choices(s)).toEqual([{ type: 'moveLeader', to: 'ConnecticutRhodeIsland' }, { type: 'stay' }]);
    s = play(s, { faction: 'patriots', type: 'stay' });
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'patriots' });
    expect(choices(s)).toEqual([{ type: 'place', space: 'ConnecticutRhodeIsland', from: 'Pennsylvania', piece: 'continental' }, { type: 'done' }]);
    s = play(s, { faction: 'patriots', type: 'place', space: 'ConnecticutRhodeIsland', from: 'Pennsylvania', piece: 'continental' });
    expect(s.spaces.ConnecticutRhodeIsland.pieces).toMatchObject({ militiaUnderground: 1, militiaActive: 0, continental: 1 });
    expect(s.spaces.Virginia.pieces.militiaActive).toBe(s0.spaces.Virginia.pieces.militiaActive);
    expect(s.spaces.Pennsylvania.pieces.continental).toBe(s0.spaces.Pennsylvania.pieces.continental - 1);
    expect(s.available.militia).toBe(0);
    expect(s.available.continental).toBe(0);
    expectEventDone(s, 'french', 'british');
    expect(logSince(s0, s)).toEqual([
      'French play #42 British Attack Danbury (shaded)',
      `${label('shaded')}: 1 Underground Militia placed in Connecticut-Rhode Island`,
      'George Washington stays Available',
      `${label('shaded')}: 1 Continental placed in Connecticut-Rhode Island from Pennsylvania (1.4.1)`,
    ]);
  });
});

// ---------------------------------------------------------------------------------------------
describe('#44 Earl of Mansfield Recalled From Paris', () => {
  const label = '#44 Earl of Mansfield Recalled From Paris (unshaded)';

  // 5.1, 2.3.6 play note, 2.3.2: the executing British choose the Indians, next in the order (B I P F): the
  // Indians are skipped at once, the Patriots become 2nd Eligible; the Indians sit out the next card too.
  it('the executing Faction names the Faction next in the order: skipped now and through the next card', () => {
    const s0 = at(44, 'british');
    let s = play(s0, ev('british', 'unshaded'));
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'british' });
    expect(choices(s)).toEqual([
      { type: 'choose', option: 'british' },
      { type: 'choose', option: 'patriots' },
      { type: 'choose', option: 'french' },
      { type: 'choose', option: 'indians' },
    ]);
    expect(eventInstruction(s)!.instruction).toMatchObject({ op: 'chooseFaction', index: 0 });
    s = play(s, { faction: 'british', type: 'choose', option: 'indians' });
    expect(s.eligible).toEqual({ british: true, patriots: true, french: true, indians: false });
    expect(s.turn!.makeIneligible).toEqual(['indians']);
    expectEventDone(s, 'british', 'patriots');
    expect(s.spaces).toEqual(s0.spaces);
    expect(s.resources).toEqual(s0.resources);
    expect(logSince(s0, s)).toEqual([
      'British play #44 Earl of Mansfield Recalled From Paris (unshaded)',
      `${label}: the Indians are Ineligible through the next card (not offered options on this card) (2.3.6)`,
    ]);
    const card = passersOfCard(s);
    expect(card.passers).toEqual(['patriots', 'french']);
    s = card.after;
    expect(s.deck.current).toBe(1);
    expect(s.eligible).toEqual({ british: false, patriots: true, french: true, indians: false });
    // Card #1 (order P B F I): the Indians are not offered options; Eligible again afterwards.
    const next = passersOfCard(s);
    expect(next.passers).toEqual(['patriots', 'french']);
    expect(next.after.eligible).toEqual({ british: true, patriots: true, french: true, indians: true });
  });

  // 2.3.6: a Faction that already executed on this card (the 1st Eligible French, after a Command) is named by
  // the 2nd Eligible: nothing changes on this card; it is Ineligible for the next one, as it would be anyway.
  it('naming a Faction that already acted on this card: Ineligible for the next card', () => {
    const s0 = produce(at(44, 'patriots'), (d: Draft<GameState>) => {
      d.turn!.offered = ['british', 'patriots'];
      d.turn!.executed = [{ faction: 'british', did: 'command', specialActivity: true }];
    });
    let s = play(s0, ev('patriots', 'unshaded'), { faction: 'patriots', type: 'choose', option: 'british' });
    // The card is over at once: two Factions executed (2.3.4); the next card's account has begun.
    expect(s.deck.current).toBe(1);
    expect(s.eligible).toEqual({ british: false, patriots: false, french: true, indians: true });
    s = passersOfCard(s).after;
    expect(s.eligible).toEqual({ british: true, patriots: true, french: true, indians: true });
  });

  // 5.1.3: the executing Faction may name itself; nothing more than 2.3.6 would do, and the 2nd Eligible acts.
  it('the executing Faction names itself: the Indians are still the 2nd Eligible', () => {
    const s0 = at(44, 'british');
    const s = play(s0, ev('british', 'unshaded'), { faction: 'british', type: 'choose', option: 'british' });
    expectEventDone(s, 'british', 'indians');
    expect(s.eligible).toEqual({ british: false, patriots: true, french: true, indians: true });
    const after = passOut(s);
    expect(after.eligible).toEqual({ british: false, patriots: true, french: true, indians: true });
  });
});

// ---------------------------------------------------------------------------------------------
describe('#58 Marquis de Lafayette Arrives in Colonies', () => {
  const label = (side: string): string => `#58 Marquis de Lafayette Arrives in Colonies (${side})`;

  // 1.8: Patriots −4.
  it('unshaded: Patriots −4 Resources', () => {
    const s0 = at(58, 'british', { resources: { patriots: 9 } });
    const s = play(s0, ev('british', 'unshaded'));
    expect(s.resources).toEqual({ ...s0.resources, patriots: 5 });
    // Order F B I P: the British are 1st here, the French never offered yet — the French are 2nd Eligible.
    expectEventDone(s, 'british', 'french');
    expect(logSince(s0, s)).toEqual(['British play #58 Marquis de Lafayette Arrives in Colonies (unshaded)', `${label('unshaded')}: Patriots Resources −4 (now 5)`]);
  });

  // 1.8, 5.1.3: Patriots 3 → 0.
  it('unshaded: Resources never below 0', () => {
    const s0 = at(58, 'french', { resources: { patriots: 3 } });
    const s = play(s0, ev('french', 'unshaded'));
    expect(s.resources.patriots).toBe(0);
    expect(logSince(s0, s).slice(1)).toEqual([`${label('unshaded')}: Patriots Resources −3 (now 0)`]);
  });

  // 1.4.1, 1.4.3, 5.1: every Tory in New York, Quebec and Northwest becomes an Underground Militia; Militia
  // enough for all: nothing is asked. New York City's Tories stay (the Province is meant, 1.3).
  it('shaded: every Tory in the three spaces replaced by an Underground Militia', () => {
    const s0 = at(58, 'french', {}, (d) => {
      put(d, 'NewYork', { tory: 2, britishRegular: 1 });
      put(d, 'Quebec', { tory: 1, warPartyUnderground: 1 });
      put(d, 'NewYorkCity', { tory: 3 });
      put(d, 'Northwest', { village: 1 });
    });
    const s1 = play(s0, ev('french', 'shaded'));
    // 1.10: the Available Washington may enter with the Militia (the Patriots decide); he stays Available.
    expect(pending(s1)).toMatchObject({ kind: 'eventLeader', faction: 'patriots' });
    expect(choices(s1)).toEqual([{ type: 'moveLeader', to: 'NewYork' }, { type: 'moveLeader', to: 'Quebec' }, { type: 'stay' }]);
    const s = play(s1, { faction: 'patriots', type: 'stay' });
    expect(s.spaces.NewYork.pieces).toMatchObject({ tory: 0, britishRegular: 1, militiaUnderground: 2 });
    expect(s.spaces.Quebec.pieces).toMatchObject({ tory: 0, warPartyUnderground: 1, militiaUnderground: 1 });
    expect(s.spaces.Northwest.pieces).toMatchObject({ village: 1, militiaUnderground: 0 });
    expect(s.spaces.NewYorkCity.pieces.tory).toBe(3);
    expect(s.available.tory).toBe(s0.available.tory + 3);
    expect(s.available.militia).toBe(s0.available.militia - 3);
    expect(s.spaces.Quebec.control).toBe(null);
    expectEventDone(s, 'french', 'british');
    expect(logSince(s0, s)).toEqual([
      'French play #58 Marquis de Lafayette Arrives in Colonies (shaded)',
      `${label('shaded')}: 2 Tories in New York replaced by 2 Underground Militia`,
      `${label('shaded')}: 1 Tory in Quebec replaced by 1 Underground Militia`,
      'George Washington stays Available',
    ]);
  });

  // 1.4.1, 5.1: two Militia for four Tories: the executing Faction orders the spaces; every Tory goes, the
  // Tories past the second Militia are removed without a replacement.
  it('shaded: Militia short — the executing Faction picks which spaces are replaced first', () => {
    const s0 = at(58, 'british', {}, (d) => {
      put(d, 'NewYork', { tory: 2 });
      put(d, 'Quebec', { tory: 1 });
      put(d, 'Northwest', { tory: 1 });
      put(d, 'Virginia', { militiaUnderground: d.available.militia - 2 });
    });
    expect(s0.available.militia).toBe(2);
    let s = play(s0, ev('british', 'shaded'));
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'british' });
    expect(choices(s)).toEqual([
      { type: 'selectSpace', space: 'NewYork' },
      { type: 'selectSpace', space: 'Quebec' },
      { type: 'selectSpace', space: 'Northwest' },
    ]);
    s = play(s, sel('british', 'Northwest'));
    // 1.10: after each replacing instruction the Available Washington may enter with the Militia; he stays Available.
    expect(pending(s)).toMatchObject({ kind: 'eventLeader', faction: 'patriots' });
    s = play(s, { faction: 'patriots', type: 'stay' });
    // One Militia left for three Tories: the British choose again.
    expect(choices(s)).toEqual([
      { type: 'selectSpace', space: 'NewYork' },
      { type: 'selectSpace', space: 'Quebec' },
    ]);
    s = play(s, sel('british', 'NewYork'), { faction: 'patriots', type: 'stay' });
    expect(s.spaces.Northwest.pieces).toMatchObject({ tory: 0, militiaUnderground: 1 });
    expect(s.spaces.NewYork.pieces).toMatchObject({ tory: 0, militiaUnderground: 1 });
    expect(s.spaces.Quebec.pieces).toMatchObject({ tory: 0, militiaUnderground: 0 });
    expect(s.available.militia).toBe(0);
    expect(s.available.tory).toBe(s0.available.tory + 4);
    expectEventDone(s, 'british', 'french');
    expect(logSince(s0, s)).toEqual([
      'British play #58 Marquis de Lafayette Arrives in Colonies (shaded)',
      `${label('shaded')}: 1 Tory in Northwest replaced by 1 Underground Militia`,
      'George Washington stays Available',
      `${label('shaded')}: 2 Tories in New York replaced by 1 Underground Militia`,
      'George Washington stays Available',
      `${label('shaded')}: 1 Tory removed from Quebec: no Underground Militia can take its place (5.1.1)`,
    ]);
  });

  // 1.4.1: no Militia Available at all: every Tory is removed, nothing is asked.
  it('shaded: no Militia Available — the Tories are removed', () => {
    const s0 = at(58, 'patriots', {}, (d) => {
      put(d, 'Quebec', { tory: 2 });
      put(d, 'Virginia', { militiaActive: d.available.militia });
    });
    const s = play(s0, ev('patriots', 'shaded'));
    expect(s.spaces.Quebec.pieces).toMatchObject({ tory: 0, militiaUnderground: 0 });
    expect(s.available.tory).toBe(s0.available.tory + 2);
    expectEventDone(s, 'patriots', 'french');
    expect(logSince(s0, s).slice(1)).toEqual([`${label('shaded')}: 2 Tories removed from Quebec: no Underground Militia can take their place (5.1.1)`]);
  });

  // 1.10: the Tories were the British' last pieces with their Leader in New York: the British place him.
  it('shaded: the British Leader left alone in New York — the British move him', () => {
    const s0 = at(58, 'french', {}, (d) => {
      put(d, 'NewYork', { tory: 1 });
      put(d, 'Boston', { britishRegular: 1 });
      lead(d, 'british', 'NewYork');
    });
    const s1 = play(s0, ev('french', 'shaded'));
    expect(pending(s1)).toMatchObject({ kind: 'leaderAlone', faction: 'british' });
    const s2 = play(s1, listed(s1).find((a) => a.to === 'Boston')!);
    // 1.10: then the Available Washington may enter with the Militia; he stays Available.
    expect(pending(s2)).toMatchObject({ kind: 'eventLeader', faction: 'patriots' });
    const s = play(s2, { faction: 'patriots', type: 'stay' });
    expect(s.leaders.british.at).toBe('Boston');
    expect(s.spaces.NewYork.pieces.militiaUnderground).toBe(1);
    expectEventDone(s, 'french', 'british');
  });
});

// ---------------------------------------------------------------------------------------------
describe('#59 Tronson de Coudray Arrives in America', () => {
  const label = (side: string): string => `#59 Tronson de Coudray Arrives in America (${side})`;

  // 5.1, 5.1.3: only the fullest spaces (two of each) are offered; four pieces to Available (no CRC).
  it('unshaded: two Continentals and two French Regulars from one space to Available', () => {
    const s0 = at(59, 'british', { treaty: true }, (d) => {
      put(d, 'Pennsylvania', { continental: 3, frenchRegular: 2, militiaUnderground: 1 });
      put(d, 'NewJersey', { continental: 2, frenchRegular: 2 });
      put(d, 'Virginia', { continental: 5, frenchRegular: 1 });
    });
    let s = play(s0, ev('british', 'unshaded'));
    expect(choices(s)).toEqual([
      { type: 'selectSpace', space: 'NewJersey' },
      { type: 'selectSpace', space: 'Pennsylvania' },
    ]);
    s = play(s, sel('british', 'Pennsylvania'));
    expect(s.spaces.Pennsylvania.pieces).toMatchObject({ continental: 1, frenchRegular: 0, militiaUnderground: 1 });
    expect(s.spaces.NewJersey.pieces).toMatchObject({ continental: 2, frenchRegular: 2 });
    expect(s.available.continental).toBe(s0.available.continental + 2);
    expect(s.available.frenchRegular).toBe(s0.available.frenchRegular + 2);
    expect(s.casualties).toEqual(s0.casualties);
    expect(s.crc).toBe(s0.crc);
    expectEventDone(s, 'british', 'french');
    expect(logSince(s0, s)).toEqual([
      'British play #59 Tronson de Coudray Arrives in America (unshaded)',
      `${label('unshaded')}: 1 Continental removed from Pennsylvania`,
      `${label('unshaded')}: 1 Continental removed from Pennsylvania`,
      `${label('unshaded')}: 1 French Regular removed from Pennsylvania`,
      `${label('unshaded')}: 1 French Regular removed from Pennsylvania`,
    ]);
  });

  // 5.1.3: before the Treaty no French Regular on the map: the space with the most Continentals (up to two) — one Continental only.
  it('unshaded: one Continental where the most can go — only that is removed', () => {
    const s0 = at(59, 'indians', {}, (d) => put(d, 'SouthCarolina', { continental: 1 }));
    const s = play(s0, ev('indians', 'unshaded'));
    expect(s.spaces.SouthCarolina.pieces.continental).toBe(0);
    expect(s.available.continental).toBe(s0.available.continental + 1);
    expectEventDone(s, 'indians', 'french');
    expect(logSince(s0, s)).toEqual(['Indians play #59 Tronson de Coudray Arrives in America (unshaded)', `${label('unshaded')}: 1 Continental removed from South Carolina`]);
  });

  // 1.10: the Continentals were the Patriots' last pieces with Washington: the Patriots move him.
  it('unshaded: Washington left alone — the Patriots place him', () => {
    const s0 = at(59, 'french', { treaty: true }, (d) => {
      put(d, 'NewJersey', { continental: 2, frenchRegular: 1 });
      put(d, 'Virginia', { militiaUnderground: 1 });
      lead(d, 'patriots', 'NewJersey');
    });
    const s1 = play(s0, ev('french', 'unshaded'));
    expect(pending(s1)).toMatchObject({ kind: 'leaderAlone', faction: 'patriots' });
    const s = play(s1, listed(s1).find((a) => a.to === 'Virginia')!);
    expect(s.leaders.patriots.at).toBe('Virginia');
    expect(s.spaces.NewJersey.pieces).toMatchObject({ continental: 0, frenchRegular: 0 });
    expectEventDone(s, 'french', 'british');
  });

  // 1.8: Patriots +3, capped at 50.
  it('shaded: Patriots +3 Resources (capped at 50)', () => {
    const s0 = at(59, 'patriots', { resources: { patriots: 4 } });
    const s = play(s0, ev('patriots', 'shaded'));
    expect(s.resources).toEqual({ ...s0.resources, patriots: 7 });
    expectEventDone(s, 'patriots', 'french');
    expect(logSince(s0, s)).toEqual(['Patriots play #59 Tronson de Coudray Arrives in America (shaded)', `${label('shaded')}: Patriots Resources +3 (now 7)`]);
    const capped = play(at(59, 'patriots', { resources: { patriots: 49 } }), ev('patriots', 'shaded'));
    expect(capped.resources.patriots).toBe(50);
  });
});

// ---------------------------------------------------------------------------------------------
describe('#60 Comte d’Orvilliers Builds a Fleet at Brest', () => {
  const label = (side: string): string => `#60 Comte d’Orvilliers Builds a Fleet at Brest (${side})`;

  // 1.9, 1.8: FNI 3 → 1, the British lift two Blockades of their choice; French −4.
  it('unshaded after the Treaty: FNI two levels down, French −4', () => {
    const s0 = at(60, 'british', { treaty: true, resources: { french: 10 } }, (d) => blockade(d, 'Boston', 'Philadelphia', 'CharlesTown'));
    let s = play(s0, ev('british', 'unshaded'));
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'british' });
    s = play(s, { faction: 'british', type: 'removeBlockade', space: 'CharlesTown' }, { faction: 'british', type: 'removeBlockade', space: 'Boston' });
    expect(s.fni).toBe(1);
    expect(s.spaces.Philadelphia.blockades).toBe(1);
    expect(blockadesOnMap(s)).toBe(1);
    expect(s.spaces.WestIndies.squadrons).toBe(s0.spaces.WestIndies.squadrons + 2);
    expect(s.resources).toEqual({ ...s0.resources, french: 6 });
    // Order F B I P: the French are the 2nd Eligible.
    expectEventDone(s, 'british', 'french');
    expect(logSince(s0, s)).toEqual([
      'British play #60 Comte d’Orvilliers Builds a Fleet at Brest (unshaded)',
      `${label('unshaded')}: FNI lowered to 2; the British remove the Blockade from Charles Town to the West Indies`,
      `${label('unshaded')}: FNI lowered to 1; the British remove the Blockade from Boston to the West Indies`,
      `${label('unshaded')}: French Resources −4 (now 6)`,
    ]);
  });

  // 1.9, 5.1.3, 1.8: before the Treaty the FNI part does nothing; French 2 → 0.
  it('unshaded before the Treaty: FNI unaffected, French Resources clipped at 0', () => {
    const s0 = at(60, 'patriots', { resources: { french: 2 } });
    const s = play(s0, ev('patriots', 'unshaded'));
    expect(s.fni).toBe(0);
    expect(s.resources.french).toBe(0);
    expectEventDone(s, 'patriots', 'french');
    expect(logSince(s0, s)).toEqual([
      'Patriots play #60 Comte d’Orvilliers Builds a Fleet at Brest (unshaded)',
      `${label('unshaded')}: FNI unaffected before the Treaty of Alliance (1.9)`,
      `${label('unshaded')}: French Resources −2 (now 0)`,
    ]);
  });

  // 1.9, 5.1: the French (not the executing Indians) choose the City of the Blockade; British −3.
  it('shaded after the Treaty: FNI +1 — the French pick the City; British −3', () => {
    const s0 = at(60, 'indians', { treaty: true, resources: { british: 8 } }, (d) => toWestIndies(d, 1));
    let s = play(s0, ev('indians', 'shaded'));
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'french' });
    s = play(s, { faction: 'french', type: 'placeBlockade', space: 'Norfolk' });
    expect(s.fni).toBe(1);
    expect(s.spaces.Norfolk.blockades).toBe(1);
    expect(s.spaces.WestIndies.squadrons).toBe(0);
    expect(s.resources).toEqual({ ...s0.resources, british: 5 });
    expectEventDone(s, 'indians', 'french');
    expect(logSince(s0, s)).toEqual([
      'Indians play #60 Comte d’Orvilliers Builds a Fleet at Brest (shaded)',
      `${label('shaded')}: FNI raised to 1; a Squadron from the West Indies Blockades Norfolk`,
      `${label('shaded')}: British Resources −3 (now 5)`,
    ]);
  });

  // 1.9, 5.1.3: after the Treaty but no Squadron in the West Indies: FNI cannot rise; British −3 all the same.
  it('shaded: no Squadron in the West Indies — FNI stays', () => {
    const s0 = at(60, 'french', { treaty: true, resources: { british: 8 } });
    expect(s0.spaces.WestIndies.squadrons).toBe(0);
    const s = play(s0, ev('french', 'shaded'));
    expect(s.fni).toBe(0);
    expect(blockadesOnMap(s)).toBe(0);
    expect(s.resources.british).toBe(5);
    expectEventDone(s, 'french', 'british');
    expect(logSince(s0, s)).toEqual(['French play #60 Comte d’Orvilliers Builds a Fleet at Brest (shaded)', `${label('shaded')}: British Resources −3 (now 5)`]);
  });
});

// ---------------------------------------------------------------------------------------------
describe('#61 Minister Comte de Vergennes', () => {
  const label = (side: string): string => `#61 Minister Comte de Vergennes (${side})`;

  // 2.3.6 play note, 2.3.2, 2.3.3: order F B P I; the French, 1st Eligible, execute: the Patriots (3rd in the
  // order) are Ineligible at once; the British are 2nd Eligible, and when they pass the Indians step in.
  it('unshaded: the Patriots Ineligible at once and through the next card', () => {
    const s0 = at(61, 'french');
    let s = play(s0, ev('french', 'unshaded'));
    expect(s.eligible).toEqual({ british: true, patriots: false, french: true, indians: true });
    expectEventDone(s, 'french', 'british');
    expect(logSince(s0, s)).toEqual([
      'French play #61 Minister Comte de Vergennes (unshaded)',
      `${label('unshaded')}: the Patriots are Ineligible through the next card (not offered options on this card) (2.3.6)`,
    ]);
    // The British pass: the next Eligible is the Indians, the Patriots being skipped (2.3.3).
    s = play(s, { faction: 'british', type: 'pass' });
    expect(pending(s)).toMatchObject({ kind: 'eligibleOptions', faction: 'indians' });
    s = play(s, { faction: 'indians', type: 'pass' });
    expect(s.deck.current).toBe(1);
    expect(s.eligible).toEqual({ british: true, patriots: false, french: false, indians: true });
    // Card #1 (order P B F I): the Patriots sit it out; Eligible after it.
    const next = passersOfCard(s);
    expect(next.passers).toEqual(['british', 'indians']);
    expect(next.after.eligible).toEqual({ british: true, patriots: true, french: true, indians: true });
  });

  // 2.3.6: the Patriots execute it themselves — nothing is skipped; they are Ineligible for the next card.
  it('unshaded executed by the Patriots: only the next card', () => {
    const s0 = produce(at(61, 'patriots'), (d: Draft<GameState>) => {
      d.turn!.offered = ['french', 'british', 'patriots'];
    });
    const s = play(s0, ev('patriots', 'unshaded'));
    expectEventDone(s, 'patriots', 'indians');
    expect(logSince(s0, s).at(-1)).toBe(`${label('unshaded')}: the Patriots are Ineligible through the next card (2.3.6)`);
    expect(passOut(s).eligible).toEqual({ british: true, patriots: false, french: true, indians: true });
  });

  // 1.8: Patriots +3, French +2, each within 50.
  it('shaded: Patriots +3, French +2 (capped at 50)', () => {
    const s0 = at(61, 'british', { resources: { patriots: 10, french: 49 } });
    const s = play(s0, ev('british', 'shaded'));
    expect(s.resources).toEqual({ ...s0.resources, patriots: 13, french: 50 });
    expect(s.eligible).toEqual(s0.eligible);
    expectEventDone(s, 'british', 'french');
    expect(logSince(s0, s)).toEqual([
      'British play #61 Minister Comte de Vergennes (shaded)',
      `${label('shaded')}: Patriots Resources +3 (now 13)`,
      `${label('shaded')}: French Resources +1 (now 50)`,
    ]);
  });
});

// ---------------------------------------------------------------------------------------------
describe('#63 French and Spanish Besiege Gibraltar', () => {
  const label = (side: string): string => `#63 French and Spanish Besiege Gibraltar (${side})`;

  // 1.8, 1.9, 1.3.7: British +1; FNI 1 → 0; two British Regulars from the West Indies box to Available.
  it('unshaded after the Treaty: British +1, FNI down, two Regulars from the West Indies to Available', () => {
    const s0 = at(63, 'patriots', { treaty: true, resources: { british: 4 } }, (d) => {
      blockade(d, 'NewYorkCity');
      put(d, 'WestIndies', { britishRegular: 3, frenchRegular: 1 });
      put(d, 'Boston', { britishRegular: 2 });
    });
    const s = play(s0, ev('patriots', 'unshaded'));
    expect(s.resources).toEqual({ ...s0.resources, british: 5 });
    expect(s.fni).toBe(0);
    expect(s.spaces.NewYorkCity.blockades).toBe(0);
    expect(s.spaces.WestIndies.pieces).toMatchObject({ britishRegular: 1, frenchRegular: 1 });
    expect(s.spaces.WestIndies.squadrons).toBe(s0.spaces.WestIndies.squadrons + 1);
    expect(s.spaces.Boston.pieces.britishRegular).toBe(2);
    expect(s.available.britishRegular).toBe(s0.available.britishRegular + 2);
    // Order F B P I: the French are the 2nd Eligible.
    expectEventDone(s, 'patriots', 'french');
    expect(logSince(s0, s)).toEqual([
      'Patriots play #63 French and Spanish Besiege Gibraltar (unshaded)',
      `${label('unshaded')}: British Resources +1 (now 5)`,
      `${label('unshaded')}: FNI lowered to 0; the British remove the Blockade from New York City to the West Indies`,
      `${label('unshaded')}: 1 British Regular removed from the West Indies`,
      `${label('unshaded')}: 1 British Regular removed from the West Indies`,
    ]);
  });

  // 1.9, 5.1.3: before the Treaty FNI does nothing; one Regular in the West Indies: that one; the map's stay.
  it('unshaded before the Treaty: one Regular in the West Indies comes back, those on the map stay', () => {
    const s0 = at(63, 'british', { resources: { british: 4 } }, (d) => {
      put(d, 'WestIndies', { britishRegular: 1 });
      put(d, 'Boston', { britishRegular: 2 });
    });
    const s = play(s0, ev('british', 'unshaded'));
    expect(s.resources.british).toBe(5);
    expect(s.fni).toBe(0);
    expect(s.spaces.WestIndies.pieces.britishRegular).toBe(0);
    expect(s.spaces.Boston.pieces.britishRegular).toBe(2);
    expect(s.available.britishRegular).toBe(s0.available.britishRegular + 1);
    expectEventDone(s, 'british', 'french');
    expect(logSince(s0, s)).toEqual([
      'British play #63 French and Spanish Besiege Gibraltar (unshaded)',
      `${label('unshaded')}: British Resources +1 (now 5)`,
      `${label('unshaded')}: FNI unaffected before the Treaty of Alliance (1.9)`,
      `${label('unshaded')}: 1 British Regular removed from the West Indies`,
    ]);
  });

  // 1.8, 5.1.3: British −5, clipped at 0.
  it('shaded: British −5 Resources (clipped at 0)', () => {
    const s0 = at(63, 'french', { resources: { british: 12 } });
    const s = play(s0, ev('french', 'shaded'));
    expect(s.resources).toEqual({ ...s0.resources, british: 7 });
    expectEventDone(s, 'french', 'british');
    expect(logSince(s0, s)).toEqual(['French play #63 French and Spanish Besiege Gibraltar (shaded)', `${label('shaded')}: British Resources −5 (now 7)`]);
    const clipped = play(at(63, 'french', { resources: { british: 3 } }), ev('french', 'shaded'));
    expect(clipped.resources.british).toBe(0);
  });
});

// ---------------------------------------------------------------------------------------------
describe('#69 Admiral Pierre André de Suffren', () => {
  const label = (side: string): string => `#69 Admiral Pierre André de Suffren (${side})`;

  // 1.9, 5.1.3, 1.8: FNI 1 → 0 (the second level has nothing to lower); British +2.
  it('unshaded after the Treaty: FNI lowered one level from 1, British +2', () => {
    const s0 = at(69, 'indians', { treaty: true, resources: { british: 6 } }, (d) => blockade(d, 'Savannah'));
    const s = play(s0, ev('indians', 'unshaded'));
    expect(s.fni).toBe(0);
    expect(s.spaces.Savannah.blockades).toBe(0);
    expect(s.spaces.WestIndies.squadrons).toBe(s0.spaces.WestIndies.squadrons + 1);
    expect(s.resources).toEqual({ ...s0.resources, british: 8 });
    // Order F I P B: the French are the 2nd Eligible.
    expectEventDone(s, 'indians', 'french');
    expect(logSince(s0, s)).toEqual([
      'Indians play #69 Admiral Pierre André de Suffren (unshaded)',
      `${label('unshaded')}: FNI lowered to 0; the British remove the Blockade from Savannah to the West Indies`,
      `${label('unshaded')}: British Resources +2 (now 8)`,
    ]);
  });

  // 1.9, 5.1.3: before the Treaty, only the Resources.
  it('unshaded before the Treaty: FNI unaffected, British +2', () => {
    const s0 = at(69, 'french', { resources: { british: 6 } });
    const s = play(s0, ev('french', 'unshaded'));
    expect(s.fni).toBe(0);
    expect(s.resources.british).toBe(8);
    expectEventDone(s, 'french', 'indians');
    expect(logSince(s0, s).slice(1)).toEqual([`${label('unshaded')}: FNI unaffected before the Treaty of Alliance (1.9)`, `${label('unshaded')}: British Resources +2 (now 8)`]);
  });

  // 1.9, 5.1: FNI +1, the French pick the City; French +3.
  it('shaded after the Treaty: FNI +1, French +3', () => {
    const s0 = at(69, 'british', { treaty: true, resources: { french: 20 } }, (d) => toWestIndies(d, 2));
    let s = play(s0, ev('british', 'shaded'));
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'french' });
    s = play(s, { faction: 'french', type: 'placeBlockade', space: 'QuebecCity' });
    expect(s.fni).toBe(1);
    expect(s.spaces.QuebecCity.blockades).toBe(1);
    expect(s.spaces.WestIndies.squadrons).toBe(1);
    expect(s.resources).toEqual({ ...s0.resources, french: 23 });
    expectEventDone(s, 'british', 'french');
    expect(logSince(s0, s)).toEqual([
      'British play #69 Admiral Pierre André de Suffren (shaded)',
      `${label('shaded')}: FNI raised to 1; a Squadron from the West Indies Blockades Quebec City`,
      `${label('shaded')}: French Resources +3 (now 23)`,
    ]);
  });

  // 1.9, 5.1.3, 1.8: FNI at 3 stays; French 48 → 50.
  it('shaded: FNI at 3 stays, French Resources capped at 50', () => {
    const s0 = at(69, 'french', { treaty: true, resources: { french: 48 } }, (d) => {
      blockade(d, 'Boston', 'Norfolk', 'Savannah');
      toWestIndies(d, d.unavailable.squadron);
    });
    const s = play(s0, ev('french', 'shaded'));
    expect(s.fni).toBe(3);
    expect(s.spaces).toEqual(s0.spaces);
    expect(s.resources.french).toBe(50);
    expectEventDone(s, 'french', 'indians');
    expect(logSince(s0, s)).toEqual(['French play #69 Admiral Pierre André de Suffren (shaded)', `${label('shaded')}: French Resources +2 (now 50)`]);
  });
});

// ---------------------------------------------------------------------------------------------
describe('#71 Treaty of Amity and Commerce', () => {
  const label = (side: string): string => `#71 Treaty of Amity and Commerce (${side})`;

  // 1.3.5, 1.7, 1.8: Rebellion Controls New York City (2), Boston (1) and Charles Town (1): Patriots +4.
  // Philadelphia is British Controlled, Norfolk uncontrolled, Massachusetts a Colony: none counts.
  it('unshaded: Patriots gain the population of the Cities under Rebellion Control', () => {
    const s0 = at(71, 'patriots', { resources: { patriots: 5 } }, (d) => {
      put(d, 'NewYorkCity', { militiaUnderground: 1 });
      put(d, 'Boston', { continental: 2, tory: 1 });
      put(d, 'CharlesTown', { patriotFort: 1 });
      put(d, 'Philadelphia', { tory: 1 });
      put(d, 'Norfolk', { militiaActive: 1, tory: 1 });
      put(d, 'Massachusetts', { militiaUnderground: 3 });
    });
    expect(['NewYorkCity', 'Boston', 'CharlesTown', 'Massachusetts'].map((c) => s0.spaces[c as SpaceId].control)).toEqual(Array(4).fill('rebellion'));
    expect(s0.spaces.Philadelphia.control).toBe('british');
    expect(s0.spaces.Norfolk.control).toBe(null);
    const s = play(s0, ev('patriots', 'unshaded'));
    expect(s.resources).toEqual({ ...s0.resources, patriots: 9 });
    expect(s.spaces).toEqual(s0.spaces);
    // Order F I P B: the French are the 2nd Eligible.
    expectEventDone(s, 'patriots', 'french');
    expect(logSince(s0, s)).toEqual(['Patriots play #71 Treaty of Amity and Commerce (unshaded)', `${label('unshaded')}: Patriots Resources +4 (now 9)`]);
  });

  // 5.1.3: no City under Rebellion Control: nothing is gained.
  it('unshaded: no Rebellion Controlled City — nothing gained', () => {
    const s0 = at(71, 'british', { resources: { patriots: 5 } }, (d) => put(d, 'Massachusetts', { militiaUnderground: 3 }));
    const s = play(s0, ev('british', 'unshaded'));
    expect(s.resources).toEqual(s0.resources);
    expectEventDone(s, 'british', 'french');
    expect(logSince(s0, s)).toEqual(['British play #71 Treaty of Amity and Commerce (unshaded)']);
  });

  // 1.8, 5.1.3: the sum is clipped at 50.
  it('unshaded: Patriots Resources capped at 50', () => {
    const s0 = at(71, 'indians', { resources: { patriots: 49 } }, (d) => put(d, 'NewYorkCity', { continental: 1 }));
    const s = play(s0, ev('indians', 'unshaded'));
    expect(s.resources.patriots).toBe(50);
    expect(logSince(s0, s).slice(1)).toEqual([`${label('unshaded')}: Patriots Resources +1 (now 50)`]);
  });

  // 1.8: French +5.
  it('shaded: French +5 Resources', () => {
    const s0 = at(71, 'french', { resources: { french: 3 } });
    const s = play(s0, ev('french', 'shaded'));
    expect(s.resources).toEqual({ ...s0.resources, french: 8 });
    expectEventDone(s, 'french', 'indians');
    expect(logSince(s0, s)).toEqual(['French play #71 Treaty of Amity and Commerce (shaded)', `${label('shaded')}: French Resources +5 (now 8)`]);
  });
});

// The 1777–1778 sides written here are all offered (5.2) on their card.
describe('the sides are offered (5.2)', () => {
  it.each([12, 17, 34, 42, 58, 59, 60, 61, 63, 69, 71] as CardId[])('#%i: both sides', (card) => {
    const s = at(card, 'british');
    expect(legalActions(s).filter((a) => a.type === 'event').map((a) => a.side)).toEqual(['unshaded', 'shaded']);
  });
  it('#44: the single text only', () => {
    const s = at(44, 'british');
    expect(legalActions(s).filter((a) => a.type === 'event').map((a) => a.side)).toEqual(['unshaded']);
  });
  it('the Reserves are the four Indian Reserve Provinces', () => {
    expect(INDIAN_RESERVES).toEqual(['Quebec', 'Northwest', 'Southwest', 'Florida']);
  });
});
