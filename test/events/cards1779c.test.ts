/**
 * Event programs #7, #16, #67, #70, #73, #79, #81, #85, #87, #94, #95, #96 (chapter 5, 1779–1780), each
 * side on a hand-built position: the full outcome, what happens when only part of the text can be carried
 * out (5.1.3), who decides (5.1), and for the free Commands and Special Activities they grant (5.3, 3.1.2)
 * that the text's restriction holds, that they cost nothing and that eligibility is as the Event leaves it.
 * The one shared change they need — a granted War Path that must act in its spaces (#96) — is tested on
 * its own first. Every card sequence is played with `play`, which checks the rules invariants (and every
 * frame's validation) after each step.
 */
import type { Draft } from 'immer';
import { describe, expect, it } from 'vitest';
import type { Action } from '../../src/core/action';
import type { GameState } from '../../src/core/state';
import type { SpaceId } from '../../src/data/ids';
import type { Restriction } from '../../src/flow/contracts';
import { pushGrant } from '../../src/flow/grant';
import { settle } from '../../src/game/machine';
import { pending } from '../../src/index';
import { eventInstruction } from '../../src/rules';
import { arrange, atCard, game, onTurn } from '../../src/testing/builders';
import { blockade, choices, lead, listed, logSince, play, position, put } from '../../src/testing/kit';
import { at, choose, done, endCard, ev, exerciseCards, expectEventDone, plc, rm, sel, selectable } from '../helpers/events';

/** Every Available Village put on the map, two a space, in the spaces listed (none left Available). */
function villagesOut(d: Draft<GameState>, spaces: readonly SpaceId[]): void {
  for (const sp of spaces) if (d.available.village > 0) put(d, sp, { village: Math.min(2, d.available.village) });
  if (d.available.village > 0) throw new Error('villagesOut: too few spaces');
}
const VILLAGE_SPACES: readonly SpaceId[] = ['Quebec', 'Northwest', 'Southwest', 'Florida', 'NewHampshire', 'Massachusetts', 'NewYork', 'Pennsylvania', 'Virginia', 'NorthCarolina'];

describe('random choices from the 1778 set-up (5.1, 5.1.3)', () => {
  // Every side of every card of this batch, executed by each Faction, with random decisions from the 1778
  // scenario's board (with and without the Treaty of Alliance): the Event always comes to its end (no dead
  // end), the invariants hold after every step (`play`), and a half-resolved Event saves and loads with the
  // same choices.
  it('every side completes for every executing Faction', () => {
    const decisions = exerciseCards([7, 16, 67, 70, 73, 79, 81, 85, 87, 94, 95, 96], {
      label: '1779c',
      seeds: 4,
      singleSided: [70, 73, 87, 95],
      start: (card, seed) => atCard(seed % 2 === 0 ? arrange(game('1778', { seed }), (d) => blockade(d, 'Boston')) : game('1778', { seed }), card),
    });
    expect(decisions).toBeGreaterThan(200);
  });
});

// ---------------------------------------------------------------------------------------------
// The shared change on its own: a granted War Path that must act in its spaces (flow/restriction.ts
// `mustExecuteIn`, honoured by rules/specialActivities/indians/warPath.ts).

describe('War Path granted with mustExecuteIn (shared change, #96)', () => {
  /** Underground War Parties with Militia in Quebec and Northwest; a grant of War Path on top of the British turn. */
  const board = (restriction: Restriction): GameState =>
    arrange(
      onTurn(
        position({}, (d) => {
          put(d, 'Quebec', { warPartyUnderground: 1, militiaActive: 1 });
          put(d, 'Northwest', { warPartyUnderground: 1, militiaActive: 1 });
          put(d, 'Southwest', { warPartyUnderground: 1, militiaActive: 1 });
        }),
        'british',
      ),
      (d) => {
        pushGrant(d, { faction: 'indians', activities: ['warPath'], mode: { limited: false, free: true, specialActivity: false, restriction }, reason: 'Test Event', rule: '5.1' });
        settle(d);
      },
    );
  const strike = (space: SpaceId): Action => ({ faction: 'indians', type: 'warPath', space, option: 'militiaActive' }) as Action;

  // 3.1.2, 5.1.3: compulsory — after the first strike the second allowed space must be struck (no done).
  it('offers no done while another allowed space can be struck, then ends by itself', () => {
    const s0 = board({ spaces: ['Quebec', 'Northwest'], maxSpaces: 2, mustExecuteIn: true });
    expect(pending(s0)).toMatchObject({ kind: 'indiansWarPath', faction: 'indians' });
    expect(choices(s0)).toEqual([
      { type: 'warPath', space: 'Quebec', option: 'militiaActive' },
      { type: 'warPath', space: 'Northwest', option: 'militiaActive' },
    ]);
    let s = play(s0, strike('Northwest'));
    expect(choices(s)).toEqual([{ type: 'warPath', space: 'Quebec', option: 'militiaActive' }]);
    s = play(s, strike('Quebec'));
    expect(s.spaces.Quebec.pieces).toMatchObject({ militiaActive: 0, warPartyActive: 1 });
    expect(s.spaces.Northwest.pieces).toMatchObject({ militiaActive: 0, warPartyActive: 1 });
    // Southwest, outside the restriction, untouched.
    expect(s.spaces.Southwest.pieces).toMatchObject({ militiaActive: 1, warPartyUnderground: 1 });
    expect(pending(s)).toMatchObject({ kind: 'eligibleOptions', faction: 'british' });
  });

  // Without mustExecuteIn (#3, #9: "may"), as before: done after the first strike.
  it('without mustExecuteIn, done is offered after the first strike', () => {
    const s = play(board({ spaces: ['Quebec', 'Northwest'], maxSpaces: 2 }), strike('Quebec'));
    expect(choices(s)).toEqual([{ type: 'warPath', space: 'Northwest', option: 'militiaActive' }, { type: 'done' }]);
  });

  // With nothing left to strike in the other allowed space, the War Path ends after one strike by itself.
  it('ends after one strike when the other space has no target', () => {
    const s0 = arrange(board({ spaces: ['Quebec', 'Florida'], maxSpaces: 2, mustExecuteIn: true }), () => {});
    const s = play(s0, strike('Quebec'));
    expect(pending(s)).toMatchObject({ kind: 'eligibleOptions', faction: 'british' });
  });
});

// ---------------------------------------------------------------------------------------------
describe('#7 John Paul Jones', () => {
  const label = '#7 John Paul Jones';

  // 5.1, 1.9: executed by the Patriots. British +3; FNI −1 after the Treaty: the British take a Blockade back
  // to the West Indies (their decision); then the Patriots (executing) pick the destination — the West
  // Indies or a City — and place up to two British Regulars there.
  it('unshaded: executed by the Patriots, British +3, a Blockade lifted, two Regulars to the West Indies', () => {
    const s0 = at(7, 'patriots', { resources: { british: 10 } }, (d) => blockade(d, 'Boston', 'NewYorkCity'));
    let s = play(s0, ev('patriots', 'unshaded'));
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'british' });
    expect(choices(s)).toEqual([
      { type: 'removeBlockade', space: 'Boston' },
      { type: 'removeBlockade', space: 'NewYorkCity' },
    ]);
    s = play(s, { faction: 'british', type: 'removeBlockade', space: 'Boston' });
    // 5.1: the executing Patriots select the destination: the West Indies box or any City.
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'patriots' });
    expect(selectable(s)).toEqual(['QuebecCity', 'Boston', 'NewYorkCity', 'Philadelphia', 'Norfolk', 'CharlesTown', 'Savannah', 'WestIndies']);
    s = play(s, sel('patriots', 'WestIndies'));
    // "up to two": the Patriots may stop at any point.
    expect(choices(s)).toEqual([{ type: 'place', space: 'WestIndies', piece: 'britishRegular' }, { type: 'done' }]);
    s = play(s, plc('patriots', 'WestIndies', 'britishRegular'), plc('patriots', 'WestIndies', 'britishRegular'));
    // 1.10: the Available Gage may go to the West Indies with them (the British decide); he stays Available.
    expect(pending(s)).toMatchObject({ kind: 'eventLeader', faction: 'british' });
    expect(choices(s)).toEqual([{ type: 'moveLeader', to: 'WestIndies' }, { type: 'stay' }]);
    s = play(s, { faction: 'british', type: 'stay' });
    expectEventDone(s, 'patriots', 'british');
    expect(s.resources.british).toBe(13);
    expect(s.fni).toBe(1);
    expect(s.spaces.Boston.blockades).toBe(0);
    expect(s.spaces.NewYorkCity.blockades).toBe(1);
    expect(s.spaces.WestIndies.squadrons).toBe(s0.spaces.WestIndies.squadrons + 1);
    expect(s.spaces.WestIndies.pieces.britishRegular).toBe(2);
    expect(s.available.britishRegular).toBe(s0.available.britishRegular - 2);
    expect(logSince(s0, s)).toEqual([
      `Patriots play ${label} (unshaded)`,
      `${label} (unshaded): British Resources +3 (now 13)`,
      `${label} (unshaded): FNI lowered to 1; the British remove the Blockade from Boston to the West Indies`,
      `${label} (unshaded): 1 British Regular placed in the West Indies`,
      `${label} (unshaded): 1 British Regular placed in the West Indies`,
      'Thomas Gage stays Available',
    ]);
  });

  // 5.1.3, 1.9: before the Treaty FNI does not move (a line says so); one Regular Available only: one placed in
  // the City chosen and the instruction ends; the British executing decide all.
  it('unshaded: before the Treaty, one Regular Available, placed in Philadelphia', () => {
    const s0 = at(7, 'british', { resources: { british: 49 } }, (d) => {
      d.unavailable.britishRegular += d.available.britishRegular - 1;
      d.available.britishRegular = 1;
    });
    let s = play(s0, ev('british', 'unshaded'), sel('british', 'Philadelphia'));
    expect(choices(s)).toEqual([{ type: 'place', space: 'Philadelphia', piece: 'britishRegular' }, { type: 'done' }]);
    // 1.10: the Available Gage may enter with the Regular; he stays Available.
    s = play(s, plc('british', 'Philadelphia', 'britishRegular'), { faction: 'british', type: 'stay' });
    expectEventDone(s, 'british', 'patriots');
    expect(s.spaces.Philadelphia.pieces.britishRegular).toBe(1);
    expect(s.resources.british).toBe(50);
    expect(s.fni).toBe(0);
    expect(logSince(s0, s)).toEqual([
      `British play ${label} (unshaded)`,
      `${label} (unshaded): British Resources +1 (now 50)`,
      `${label} (unshaded): FNI unaffected before the Treaty of Alliance (1.9)`,
      `${label} (unshaded): 1 British Regular placed in Philadelphia`,
      'Thomas Gage stays Available',
    ]);
  });

  // 5.1.3: no British Regular Available: no destination is asked for.
  it('unshaded: no Regular Available, nothing to select', () => {
    const s0 = at(7, 'british', {}, (d) => {
      d.unavailable.britishRegular += d.available.britishRegular;
      d.available.britishRegular = 0;
    });
    const s = play(s0, ev('british', 'unshaded'));
    expectEventDone(s, 'british', 'patriots');
    expect(s.spaces).toEqual(s0.spaces);
  });

  // 1.9, 5.1: FNI +1 after the Treaty: the French (not the executing British) put a Squadron on a City.
  it('shaded: executed by the British, Patriots +5, the French Blockade a City', () => {
    const s0 = at(7, 'british', { resources: { patriots: 20 } }, (d) => {
      d.treatyOfAlliance = true;
      d.spaces.WestIndies.squadrons = 2;
      d.unavailable.squadron -= 2;
    });
    let s = play(s0, ev('british', 'shaded'));
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'french' });
    expect(choices(s).map((a) => a.space)).toEqual(['QuebecCity', 'Boston', 'NewYorkCity', 'Philadelphia', 'Norfolk', 'CharlesTown', 'Savannah']);
    s = play(s, { faction: 'french', type: 'placeBlockade', space: 'CharlesTown' });
    expectEventDone(s, 'british', 'patriots');
    expect(s.resources.patriots).toBe(25);
    expect(s.fni).toBe(1);
    expect(s.spaces.CharlesTown.blockades).toBe(1);
    expect(s.spaces.WestIndies.squadrons).toBe(1);
    expect(logSince(s0, s)).toEqual([
      `British play ${label} (shaded)`,
      `${label} (shaded): Patriots Resources +5 (now 25)`,
      `${label} (shaded): FNI raised to 1; a Squadron from the West Indies Blockades Charles Town`,
    ]);
  });

  // 5.1.1, 1.9: before the Treaty only the Resources, within 50.
  it('shaded: before the Treaty, Patriots to 50 and no FNI', () => {
    const s0 = at(7, 'patriots', { resources: { patriots: 48 } });
    const s = play(s0, ev('patriots', 'shaded'));
    expectEventDone(s, 'patriots', 'british');
    expect(s.resources.patriots).toBe(50);
    expect(s.fni).toBe(0);
    expect(logSince(s0, s)).toEqual([
      `Patriots play ${label} (shaded)`,
      `${label} (shaded): Patriots Resources +2 (now 50)`,
      `${label} (shaded): FNI unaffected before the Treaty of Alliance (1.9)`,
    ]);
  });
});

// ---------------------------------------------------------------------------------------------
describe('#16 Mercy Warren’s “The Motley Assembly”', () => {
  const label = '#16 Mercy Warren’s “The Motley Assembly”';

  // 5.1, 1.4.2: executed by the Patriots, two Tories anywhere: both in Virginia (one selection per Tory,
  // map spaces only — the West Indies box is not offered).
  it('unshaded: executed by the Patriots, two Tories in Virginia', () => {
    const s0 = at(16, 'patriots');
    let s = play(s0, ev('patriots', 'unshaded'));
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'patriots' });
    expect(selectable(s)).not.toContain('WestIndies');
    expect(selectable(s)).toContain('QuebecCity');
    // 1.10: the Available Gage may enter with the Tories (the British decide); he stays Available.
    s = play(s, sel('patriots', 'Virginia'), sel('patriots', 'Virginia'), { faction: 'british', type: 'stay' });
    expectEventDone(s, 'patriots', 'french');
    expect(s.spaces.Virginia.pieces.tory).toBe(2);
    expect(s.available.tory).toBe(s0.available.tory - 2);
    expect(logSince(s0, s)).toEqual([`Patriots play ${label} (unshaded)`, `${label} (unshaded): 1 Tory placed in Virginia`, `${label} (unshaded): 1 Tory placed in Virginia`, 'Thomas Gage stays Available']);
  });

  // 5.1.1, 5.1.3: one Tory Available and the French executing: one space only.
  it('unshaded: one Tory Available, one placed', () => {
    const s0 = at(16, 'french', {}, (d) => {
      d.unavailable.tory += d.available.tory - 1;
      d.available.tory = 1;
    });
    const s = play(s0, ev('french', 'unshaded'), sel('french', 'Georgia'), { faction: 'british', type: 'stay' });
    expect(s.spaces.Georgia.pieces.tory).toBe(1);
    expect(s.available.tory).toBe(0);
    expectEventDone(s, 'french', 'patriots');
  });

  // 1.4.1: the British executing with no Tory Available select two spaces and may take Tories from the map or stop.
  it('unshaded: the British with none Available take one from the map, then stop', () => {
    const s0 = at(16, 'british', {}, (d) => {
      put(d, 'Quebec', { tory: 2 });
      d.unavailable.tory += d.available.tory;
      d.available.tory = 0;
    });
    let s = play(s0, ev('british', 'unshaded'), sel('british', 'Boston'), sel('british', 'NewYorkCity'));
    expect(choices(s)).toEqual([{ type: 'place', space: 'Boston', from: 'Quebec', piece: 'tory' }, { type: 'done' }]);
    s = play(s, { faction: 'british', type: 'place', space: 'Boston', from: 'Quebec', piece: 'tory' }, done('british'));
    expectEventDone(s, 'british', 'patriots');
    expect([s.spaces.Boston.pieces.tory, s.spaces.NewYorkCity.pieces.tory, s.spaces.Quebec.pieces.tory]).toEqual([1, 0, 1]);
    expect(logSince(s0, s).slice(1)).toEqual([`${label} (unshaded): 1 Tory placed in Boston from Quebec (1.4.1)`]);
  });

  // 1.6, 5.1.3: a City at Active Support goes to Passive Opposition; the City already there is not offered.
  it('shaded: Boston from Active Support to Passive Opposition; New York City, already there, not offered', () => {
    const s0 = at(16, 'french', {}, (d) => {
      d.spaces.Boston.support = 2;
      d.spaces.NewYorkCity.support = -1;
      d.spaces.Philadelphia.support = -2;
    });
    let s = play(s0, ev('french', 'shaded'));
    expect(selectable(s)).toEqual(['QuebecCity', 'Boston', 'Philadelphia', 'Norfolk', 'CharlesTown', 'Savannah']);
    s = play(s, sel('french', 'Boston'));
    expectEventDone(s, 'french', 'patriots');
    expect([s.spaces.Boston.support, s.spaces.NewYorkCity.support, s.spaces.Philadelphia.support]).toEqual([-1, -1, -2]);
    expect(logSince(s0, s)).toEqual([`French play ${label} (shaded)`, `${label} (shaded): Boston shifts Active Support → Passive Opposition`]);
  });

  // 1.6: from Active Opposition "to Passive Opposition" is one level toward Neutral; every other City already there.
  it('shaded: from Active Opposition back to Passive Opposition', () => {
    const s0 = at(16, 'patriots', {}, (d) => {
      for (const c of ['QuebecCity', 'Boston', 'NewYorkCity', 'Norfolk', 'CharlesTown', 'Savannah'] as const) d.spaces[c].support = -1;
      d.spaces.Philadelphia.support = -2;
    });
    const s = play(s0, ev('patriots', 'shaded'));
    // The only City where the text does something: selected without asking.
    expect(s.spaces.Philadelphia.support).toBe(-1);
    expectEventDone(s, 'patriots', 'french');
  });
});

// ---------------------------------------------------------------------------------------------
describe('#70 British Gain From French in India', () => {
  const label = '#70 British Gain From French in India';

  // 5.1, 1.3.7: three Regulars, British or French, from the map or the West Indies box, picked by the executing
  // Faction (the Patriots); to Available, no Casualties; Continentals are not Regulars.
  it('unshaded: executed by the Patriots, a French Regular from Virginia and two British Regulars from the West Indies', () => {
    const s0 = at(70, 'patriots', { treaty: true }, (d) => {
      put(d, 'Virginia', { frenchRegular: 2, continental: 2 });
      put(d, 'Boston', { britishRegular: 1 });
      put(d, 'WestIndies', { britishRegular: 2, frenchRegular: 1 });
    });
    let s = play(s0, ev('patriots', 'unshaded'));
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'patriots' });
    expect(choices(s)).toEqual([
      { type: 'remove', space: 'Boston', piece: 'britishRegular' },
      { type: 'remove', space: 'Virginia', piece: 'frenchRegular' },
      { type: 'remove', space: 'WestIndies', piece: 'britishRegular' },
    ]);
    // 5.1.3, canonical order: the West Indies' French Regular, last in the order, is not offered first (taking
    // it would leave the others out of reach and the three removals short).
    s = play(s, rm('patriots', 'Virginia', 'frenchRegular'), rm('patriots', 'WestIndies', 'britishRegular'), rm('patriots', 'WestIndies', 'britishRegular'));
    expectEventDone(s, 'patriots', 'french');
    expect(s.spaces.Virginia.pieces).toMatchObject({ frenchRegular: 1, continental: 2 });
    expect(s.spaces.WestIndies.pieces).toMatchObject({ britishRegular: 0, frenchRegular: 1 });
    expect(s.spaces.Boston.pieces.britishRegular).toBe(1);
    expect([s.available.britishRegular, s.available.frenchRegular]).toEqual([s0.available.britishRegular + 2, s0.available.frenchRegular + 1]);
    expect([s.cbc, s.crc]).toEqual([s0.cbc, s0.crc]);
    expect(logSince(s0, s)).toEqual([
      `Patriots play ${label} (unshaded)`,
      `${label} (unshaded): 1 French Regular removed from Virginia`,
      `${label} (unshaded): 1 British Regular removed from the West Indies`,
      `${label} (unshaded): 1 British Regular removed from the West Indies`,
    ]);
  });

  // 5.1.3: two Regulars in all: both go, without a decision.
  it('unshaded: only two Regulars, both go', () => {
    const s0 = at(70, 'british', {}, (d) => {
      put(d, 'Boston', { britishRegular: 1 });
      put(d, 'WestIndies', { britishRegular: 1 });
      put(d, 'Virginia', { continental: 3 });
    });
    const s = play(s0, ev('british', 'unshaded'));
    expectEventDone(s, 'british', 'french');
    expect([s.spaces.Boston.pieces.britishRegular, s.spaces.WestIndies.pieces.britishRegular, s.spaces.Virginia.pieces.continental]).toEqual([0, 0, 3]);
  });
});

// ---------------------------------------------------------------------------------------------
describe('#73 Sullivan Expedition vs. Iroquois and Tories', () => {
  const label = '#73 Sullivan Expedition vs. Iroquois and Tories';

  // 5.1: any Fort or Village in New York, Northwest or Quebec (not Quebec City), picked by the executing Faction; to Available.
  it('unshaded: executed by the Indians, who take the Patriot Fort out of New York', () => {
    const s0 = at(73, 'indians', {}, (d) => {
      put(d, 'NewYork', { patriotFort: 1, village: 1 });
      put(d, 'Northwest', { britishFort: 1 });
      put(d, 'QuebecCity', { britishFort: 1 });
    });
    let s = play(s0, ev('indians', 'unshaded'));
    expect(choices(s)).toEqual([
      { type: 'remove', space: 'NewYork', piece: 'patriotFort' },
      { type: 'remove', space: 'NewYork', piece: 'village' },
      { type: 'remove', space: 'Northwest', piece: 'britishFort' },
    ]);
    s = play(s, rm('indians', 'NewYork', 'patriotFort'));
    expectEventDone(s, 'indians', 'patriots');
    expect(s.spaces.NewYork.pieces).toMatchObject({ patriotFort: 0, village: 1 });
    expect(s.spaces.Northwest.pieces.britishFort).toBe(1);
    expect(s.spaces.QuebecCity.pieces.britishFort).toBe(1);
    expect(s.available.patriotFort).toBe(s0.available.patriotFort + 1);
    expect(s.crc).toBe(s0.crc);
    expect(logSince(s0, s)).toEqual([`Indians play ${label} (unshaded)`, `${label} (unshaded): 1 Patriot Fort removed from New York`]);
  });

  // 5.1.3: no Fort or Village in the three spaces: nothing happens.
  it('unshaded: nothing there, nothing happens', () => {
    const s0 = at(73, 'patriots', {}, (d) => put(d, 'QuebecCity', { britishFort: 1 }));
    const s = play(s0, ev('patriots', 'unshaded'));
    expectEventDone(s, 'patriots', 'indians');
    expect(s.spaces).toEqual(s0.spaces);
    expect(logSince(s0, s)).toEqual([`Patriots play ${label} (unshaded)`]);
  });
});

// ---------------------------------------------------------------------------------------------
describe('#87 Patriots Massacre Lenape Indians', () => {
  const label = '#87 Patriots Massacre Lenape Indians';

  // 5.1, 2.3.6: the Indians remove the Patriot Fort from Pennsylvania and remain Eligible for the next card
  // although they executed the Event.
  it('unshaded: executed by the Indians, a Patriot Fort removed, the Indians stay Eligible', () => {
    const s0 = at(87, 'indians', {}, (d) => put(d, 'Pennsylvania', { patriotFort: 1, militiaUnderground: 1, continental: 1 }));
    let s = play(s0, ev('indians', 'unshaded'));
    expect(choices(s)).toEqual([
      { type: 'remove', space: 'Pennsylvania', piece: 'continental' },
      { type: 'remove', space: 'Pennsylvania', piece: 'militiaUnderground' },
      { type: 'remove', space: 'Pennsylvania', piece: 'patriotFort' },
    ]);
    s = play(s, rm('indians', 'Pennsylvania', 'patriotFort'));
    expectEventDone(s, 'indians', 'british');
    expect(s.turn!.stayEligible).toEqual(['indians']);
    expect(s.spaces.Pennsylvania.pieces).toMatchObject({ patriotFort: 0, militiaUnderground: 1, continental: 1 });
    expect(logSince(s0, s)).toEqual([
      `Indians play ${label} (unshaded)`,
      `${label} (unshaded): 1 Patriot Fort removed from Pennsylvania`,
      `${label} (unshaded): the Indians will be Eligible for the next card (2.3.6)`,
    ]);
    // 2.3.2: the Indians are not offered options again on this card; 2.3.6: Eligible after it.
    s = endCard(s, 'british');
    expect(s.eligible).toEqual({ british: true, patriots: true, french: true, indians: true });
  });

  // 5.1.3: nothing in Pennsylvania: no removal, the executing British still remain Eligible.
  it('unshaded: Pennsylvania empty, the British remain Eligible all the same', () => {
    const s0 = at(87, 'british');
    let s = play(s0, ev('british', 'unshaded'));
    expectEventDone(s, 'british', 'indians');
    s = endCard(s, 'indians');
    expect(s.eligible.british).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------
describe('#79 Tuscarora and Oneida Come to Washington', () => {
  const label = (side: string): string => `#79 Tuscarora and Oneida Come to Washington (${side})`;

  // 5.1, 5.1.3, 1.4.2: executed by the Patriots, who pick a Colony with room for the Village (Virginia, full,
  // is not offered) and place the Village and two Underground War Parties.
  it('unshaded: executed by the Patriots, a Village and two War Parties in New Jersey', () => {
    const s0 = at(79, 'patriots', {}, (d) => put(d, 'Virginia', { britishFort: 1, patriotFort: 1 }));
    let s = play(s0, ev('patriots', 'unshaded'));
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'patriots' });
    expect(selectable(s)).not.toContain('Virginia');
    expect(selectable(s)).toContain('NewJersey');
    expect(selectable(s)).not.toContain('Quebec');
    // 1.10: the Available Indian Leader may enter with the Village, then with the War Parties (the Indians decide); he stays Available.
    s = play(s, sel('patriots', 'NewJersey'), { faction: 'indians', type: 'stay' }, { faction: 'indians', type: 'stay' });
    expectEventDone(s, 'patriots', 'indians');
    expect(s.spaces.NewJersey.pieces).toMatchObject({ village: 1, warPartyUnderground: 2 });
    expect([s.available.village, s.available.warParty]).toEqual([s0.available.village - 1, s0.available.warParty - 2]);
    expect(logSince(s0, s)).toEqual([
      'Patriots play #79 Tuscarora and Oneida Come to Washington (unshaded)',
      `${label('unshaded')}: 1 Village placed in New Jersey`,
      'Joseph Brant stays Available',
      `${label('unshaded')}: 1 Underground War Party placed in New Jersey`,
      `${label('unshaded')}: 1 Underground War Party placed in New Jersey`,
      'Joseph Brant stays Available',
    ]);
  });

  // 5.1.1, 5.1.3: one War Party Available, no Village: the War Party only.
  it('unshaded: one War Party Available and no Village: that one only', () => {
    const s0 = at(79, 'british', {}, (d) => {
      put(d, 'Quebec', { warPartyActive: d.available.warParty - 1 });
      villagesOut(d, VILLAGE_SPACES);
    });
    expect([s0.available.warParty, s0.available.village]).toEqual([1, 0]);
    // 1.10: the Available Indian Leader may enter with the War Party; he stays Available.
    const s = play(s0, ev('british', 'unshaded'), sel('british', 'Georgia'), { faction: 'indians', type: 'stay' });
    expect(s.spaces.Georgia.pieces).toMatchObject({ village: 0, warPartyUnderground: 1 });
    expectEventDone(s, 'british', 'indians');
  });

  // 5.1.3: only the Colony allowing all three removals is offered (South Carolina: one War Party only is not);
  // the executing French pick the War Parties there.
  it('shaded: executed by the French, a Village and two War Parties out of Georgia', () => {
    const s0 = at(79, 'french', {}, (d) => {
      put(d, 'Georgia', { village: 1, warPartyUnderground: 2, warPartyActive: 1 });
      put(d, 'SouthCarolina', { warPartyActive: 1 });
    });
    let s = play(s0, ev('french', 'shaded'));
    // Georgia, the only fullest Colony, is selected without asking; the Village goes; then the War Parties:
    // 5.1.3 in canonical order, the Active one first would leave the Underground ones out of reach, so the first
    // is an Underground one (taken without asking), then the French choose.
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'french' });
    expect(choices(s)).toEqual([
      { type: 'remove', space: 'Georgia', piece: 'warPartyUnderground' },
      { type: 'remove', space: 'Georgia', piece: 'warPartyActive' },
    ]);
    s = play(s, rm('french', 'Georgia', 'warPartyActive'));
    expectEventDone(s, 'french', 'indians');
    expect(s.spaces.Georgia.pieces).toMatchObject({ village: 0, warPartyUnderground: 1, warPartyActive: 0 });
    expect(s.spaces.SouthCarolina.pieces.warPartyActive).toBe(1);
    expect(logSince(s0, s)).toEqual([
      'French play #79 Tuscarora and Oneida Come to Washington (shaded)',
      `${label('shaded')}: 1 Village removed from Georgia`,
      `${label('shaded')}: 1 Underground War Party removed from Georgia`,
      `${label('shaded')}: 1 Active War Party removed from Georgia`,
    ]);
  });

  // 5.1.3: a single War Party in one Colony (and Indian pieces only outside the Colonies): that War Party goes.
  it('shaded: a single War Party in a Colony, that one goes', () => {
    const s0 = at(79, 'indians', {}, (d) => {
      put(d, 'SouthCarolina', { warPartyActive: 1 });
      put(d, 'Quebec', { village: 1, warPartyUnderground: 3 });
    });
    const s = play(s0, ev('indians', 'shaded'));
    expectEventDone(s, 'indians', 'patriots');
    expect(s.spaces.SouthCarolina.pieces.warPartyActive).toBe(0);
    expect(s.spaces.Quebec.pieces).toMatchObject({ village: 1, warPartyUnderground: 3 });
  });
});

// ---------------------------------------------------------------------------------------------
describe('#81 Creek and Seminole Active in South', () => {
  const label = (side: string): string => `#81 Creek and Seminole Active in South (${side})`;

  // 5.1.3, 1.4.2: Georgia has no room for a Village, so South Carolina is the Colony (selected without asking);
  // two War Parties, a Raid marker and a Village there, in the text's order.
  it('unshaded: executed by the British, everything in South Carolina', () => {
    const s0 = at(81, 'british', {}, (d) => put(d, 'Georgia', { britishFort: 2 }));
    // 1.10: the Available Indian Leader may enter with the War Parties, then with the Village; he stays Available.
    const s = play(s0, ev('british', 'unshaded'), { faction: 'indians', type: 'stay' }, { faction: 'indians', type: 'stay' });
    expectEventDone(s, 'british', 'indians');
    expect(s.spaces.SouthCarolina.pieces).toMatchObject({ warPartyUnderground: 2, village: 1 });
    expect(s.spaces.SouthCarolina.raid).toBe(1);
    expect(s.spaces.Georgia.raid).toBe(0);
    expect(logSince(s0, s)).toEqual([
      'British play #81 Creek and Seminole Active in South (unshaded)',
      `${label('unshaded')}: 1 Underground War Party placed in South Carolina`,
      `${label('unshaded')}: 1 Underground War Party placed in South Carolina`,
      'Joseph Brant stays Available',
      `${label('unshaded')}: 1 Raid marker placed in South Carolina`,
      `${label('unshaded')}: 1 Village placed in South Carolina`,
      'Joseph Brant stays Available',
    ]);
  });

  // 5.1.3, 3.4.4: every Raid marker already out and no Village Available: both Colonies are offered, only the
  // War Parties are placed.
  it('unshaded: no Raid marker left, no Village Available: the War Parties only', () => {
    const s0 = at(81, 'patriots', {}, (d) => {
      d.spaces.Virginia.raid = 12;
      villagesOut(d, VILLAGE_SPACES);
    });
    let s = play(s0, ev('patriots', 'unshaded'));
    expect(selectable(s)).toEqual(['SouthCarolina', 'Georgia']);
    // 1.10: the Available Indian Leader may enter with the War Parties; he stays Available.
    s = play(s, sel('patriots', 'Georgia'), { faction: 'indians', type: 'stay' });
    expectEventDone(s, 'patriots', 'indians');
    expect(s.spaces.Georgia.pieces).toMatchObject({ warPartyUnderground: 2, village: 0 });
    expect(s.spaces.Georgia.raid).toBe(0);
  });

  // 5.1: two War Parties in all from the two Colonies, either face, picked by the executing Faction.
  it('shaded: executed by the Patriots, one War Party from each Colony', () => {
    const s0 = at(81, 'patriots', {}, (d) => {
      put(d, 'SouthCarolina', { warPartyUnderground: 1 });
      put(d, 'Georgia', { warPartyActive: 1, warPartyUnderground: 1, village: 1 });
    });
    let s = play(s0, ev('patriots', 'shaded'));
    // 5.1.3, canonical order: Georgia's Active War Party, last, is not offered first (one removal only after it).
    expect(choices(s)).toEqual([
      { type: 'remove', space: 'SouthCarolina', piece: 'warPartyUnderground' },
      { type: 'remove', space: 'Georgia', piece: 'warPartyUnderground' },
    ]);
    s = play(s, rm('patriots', 'SouthCarolina', 'warPartyUnderground'));
    expect(choices(s)).toEqual([
      { type: 'remove', space: 'Georgia', piece: 'warPartyUnderground' },
      { type: 'remove', space: 'Georgia', piece: 'warPartyActive' },
    ]);
    s = play(s, rm('patriots', 'Georgia', 'warPartyActive'));
    expectEventDone(s, 'patriots', 'indians');
    expect(s.spaces.SouthCarolina.pieces.warPartyUnderground).toBe(0);
    expect(s.spaces.Georgia.pieces).toMatchObject({ warPartyActive: 0, warPartyUnderground: 1, village: 1 });
    expect(logSince(s0, s)).toEqual([
      'Patriots play #81 Creek and Seminole Active in South (shaded)',
      `${label('shaded')}: 1 Underground War Party removed from South Carolina`,
      `${label('shaded')}: 1 Active War Party removed from Georgia`,
    ]);
  });

  // 5.1.3: a single War Party there: it goes.
  it('shaded: one War Party only', () => {
    const s0 = at(81, 'indians', {}, (d) => put(d, 'Georgia', { warPartyActive: 1 }));
    const s = play(s0, ev('indians', 'shaded'));
    expect(s.spaces.Georgia.pieces.warPartyActive).toBe(0);
    expectEventDone(s, 'indians', 'british');
  });
});

// ---------------------------------------------------------------------------------------------
describe('#85 Indians Help British Raids on Mississippi', () => {
  const label = (side: string): string => `#85 Indians Help British Raids on Mississippi (${side})`;

  // 5.1: executed by the Patriots, the British, named, place and choose the mix: a Regular and two Tories.
  it('unshaded: executed by the Patriots, the British put a Regular and two Tories in Southwest', () => {
    const s0 = at(85, 'patriots');
    let s = play(s0, ev('patriots', 'unshaded'));
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'british' });
    expect(choices(s)).toEqual([
      { type: 'place', space: 'Southwest', piece: 'britishRegular' },
      { type: 'place', space: 'Southwest', piece: 'tory' },
    ]);
    // Canonical order (kind): after a Tory only Tories are left, so the third is placed without asking.
    // 1.10: then the Available Gage may enter with them; he stays Available.
    s = play(s, plc('british', 'Southwest', 'britishRegular'), plc('british', 'Southwest', 'tory'), { faction: 'british', type: 'stay' });
    expectEventDone(s, 'patriots', 'indians');
    expect(s.spaces.Southwest.pieces).toMatchObject({ britishRegular: 1, tory: 2 });
    expect(logSince(s0, s)).toEqual([
      'Patriots play #85 Indians Help British Raids on Mississippi (unshaded)',
      `${label('unshaded')}: 1 British Regular placed in Southwest`,
      `${label('unshaded')}: 1 Tory placed in Southwest`,
      `${label('unshaded')}: 1 Tory placed in Southwest`,
      'Thomas Gage stays Available',
    ]);
  });

  // 5.1.3, 1.4.1: one Tory Available, no Regular: the Tory is placed (compulsory), then the British may take a
  // Tory from the map (never a Regular) or stop.
  it('unshaded: one Tory Available, the British take one more from the map, then stop', () => {
    const s0 = at(85, 'indians', {}, (d) => {
      put(d, 'Georgia', { tory: 1 });
      d.unavailable.tory += d.available.tory - 1;
      d.available.tory = 1;
      d.unavailable.britishRegular += d.available.britishRegular;
      d.available.britishRegular = 0;
    });
    let s = play(s0, ev('indians', 'unshaded'));
    expect(s.spaces.Southwest.pieces.tory).toBe(1);
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'british' });
    expect(choices(s)).toEqual([{ type: 'place', space: 'Southwest', from: 'Georgia', piece: 'tory' }, { type: 'done' }]);
    // No Tory left anywhere else: the placement ends at two; 1.10: the Available Gage may enter with the
    // Tory placed from Available; he stays Available.
    s = play(s, { faction: 'british', type: 'place', space: 'Southwest', from: 'Georgia', piece: 'tory' }, { faction: 'british', type: 'stay' });
    expect(s.spaces.Southwest.pieces).toMatchObject({ tory: 2, britishRegular: 0 });
    expectEventDone(s, 'indians', 'british');
  });

  // 5.1, 2.3.9: after the Treaty, the executing French place a Militia and a Continental, then two French Regulars.
  it('shaded: executed by the French after the Treaty', () => {
    const s0 = at(85, 'french', { treaty: true, released: { frenchRegular: 4 } });
    let s = play(s0, ev('french', 'shaded'));
    expect(choices(s)).toEqual([
      { type: 'place', space: 'Southwest', piece: 'militiaUnderground' },
      { type: 'place', space: 'Southwest', piece: 'continental' },
    ]);
    // 1.10: the Available Washington may enter with the Militia and Continental (the Patriots decide), then the
    // Available French Leader with the Regulars; both stay Available.
    s = play(s, plc('french', 'Southwest', 'militiaUnderground'), plc('french', 'Southwest', 'continental'), { faction: 'patriots', type: 'stay' }, { faction: 'french', type: 'stay' });
    expectEventDone(s, 'french', 'indians');
    expect(s.spaces.Southwest.pieces).toMatchObject({ militiaUnderground: 1, continental: 1, frenchRegular: 2 });
    expect(logSince(s0, s).slice(3)).toEqual([
      'George Washington stays Available',
      `${label('shaded')}: 1 French Regular placed in Southwest`,
      `${label('shaded')}: 1 French Regular placed in Southwest`,
      'Comte de Rochambeau stays Available',
    ]);
  });

  // 2.3.9, 5.1.1: before the Treaty no French Regular is placed; two Militia only.
  it('shaded: before the Treaty, the Militia or Continentals only', () => {
    const s0 = at(85, 'patriots', { released: { frenchRegular: 4 } });
    // 1.10: the Available Washington may enter with the Militia; he stays Available.
    const s = play(s0, ev('patriots', 'shaded'), plc('patriots', 'Southwest', 'militiaUnderground'), plc('patriots', 'Southwest', 'militiaUnderground'), { faction: 'patriots', type: 'stay' });
    expect(s.spaces.Southwest.pieces).toMatchObject({ militiaUnderground: 2, continental: 0, frenchRegular: 0 });
    expectEventDone(s, 'patriots', 'indians');
  });
});

// ---------------------------------------------------------------------------------------------
describe('#95 Ohio Country Frontier Erupts', () => {
  const label = '#95 Ohio Country Frontier Erupts (unshaded)';

  // 1.5.2: for the Indians the enemy base is a Patriot Fort (the Village stays) and the friendly units are War
  // Parties, British Regulars and Tories, mixed as they choose.
  it('unshaded: executed by the Indians, the Patriot Fort goes, a War Party, a Regular and a Tory come', () => {
    const s0 = at(95, 'indians', {}, (d) => put(d, 'Northwest', { patriotFort: 1, village: 1 }));
    let s = play(s0, ev('indians', 'unshaded'));
    expect(choices(s)).toEqual([
      { type: 'place', space: 'Northwest', piece: 'warPartyUnderground' },
      { type: 'place', space: 'Northwest', piece: 'britishRegular' },
      { type: 'place', space: 'Northwest', piece: 'tory' },
    ]);
    // 1.10: the Available Gage (Regular, Tory) then the Indian Leader (War Party) may enter with them; both stay.
    s = play(s, plc('indians', 'Northwest', 'warPartyUnderground'), plc('indians', 'Northwest', 'britishRegular'), plc('indians', 'Northwest', 'tory'), { faction: 'british', type: 'stay' }, { faction: 'indians', type: 'stay' });
    expectEventDone(s, 'indians', 'french');
    expect(s.spaces.Northwest.pieces).toMatchObject({ patriotFort: 0, village: 1, warPartyUnderground: 1, britishRegular: 1, tory: 1 });
    expect(logSince(s0, s)).toEqual([
      'Indians play #95 Ohio Country Frontier Erupts (unshaded)',
      `${label}: 1 Patriot Fort removed from Northwest`,
      `${label}: 1 Underground War Party placed in Northwest`,
      `${label}: 1 British Regular placed in Northwest`,
      `${label}: 1 Tory placed in Northwest`,
      'Thomas Gage stays Available',
      'Joseph Brant stays Available',
    ]);
  });

  // 1.5.2, 2.3.9: for the Patriots the enemy bases are the British Fort and the Village (they pick); before the
  // Treaty no French Regular is offered among the friendly units.
  it('unshaded: executed by the Patriots before the Treaty, a Village goes, Militia and Continentals come', () => {
    const s0 = at(95, 'patriots', { released: { frenchRegular: 4 } }, (d) => put(d, 'Northwest', { britishFort: 1, village: 1, patriotFort: 0 }));
    let s = play(s0, ev('patriots', 'unshaded'));
    expect(choices(s)).toEqual([
      { type: 'remove', space: 'Northwest', piece: 'britishFort' },
      { type: 'remove', space: 'Northwest', piece: 'village' },
    ]);
    s = play(s, rm('patriots', 'Northwest', 'village'));
    expect(choices(s)).toEqual([
      { type: 'place', space: 'Northwest', piece: 'militiaUnderground' },
      { type: 'place', space: 'Northwest', piece: 'continental' },
    ]);
    // 1.10: the Available Washington may enter with them; he stays Available.
    s = play(s, plc('patriots', 'Northwest', 'militiaUnderground'), plc('patriots', 'Northwest', 'continental'), { faction: 'patriots', type: 'stay' });
    expect(s.spaces.Northwest.pieces).toMatchObject({ britishFort: 1, village: 0, militiaUnderground: 1, continental: 2, frenchRegular: 0 });
    expectEventDone(s, 'patriots', 'indians');
  });

  // 8.3.4–8.3.6: a bot reads the instruction under way for the executing side: the Patriots' enemy bases.
  it('is read as removing the enemy bases of the executing side', () => {
    const s0 = at(95, 'patriots', {}, (d) => put(d, 'Northwest', { britishFort: 1, village: 1 }));
    const s = play(s0, ev('patriots', 'unshaded'));
    expect(eventInstruction(s)).toEqual({
      card: 95,
      side: 'unshaded',
      faction: 'patriots',
      instruction: { op: 'remove', index: 0, pieces: ['britishFort', 'village'], owners: ['british', 'indians'] },
    });
  });

  // 5.1.3: no enemy base there: the units are placed all the same (the French after the Treaty: French Regulars too).
  it('unshaded: no enemy base, three units placed', () => {
    const s0 = at(95, 'french', { treaty: true, released: { frenchRegular: 4 } }, (d) => put(d, 'Northwest', { patriotFort: 1 }));
    let s = play(s0, ev('french', 'unshaded'));
    expect(choices(s).map((a) => a.piece)).toEqual(['militiaUnderground', 'continental', 'frenchRegular']);
    // Canonical order (kind): a French Regular first leaves only French Regulars: the other two follow without asking.
    // 1.10: the Available French Leader may enter with them; he stays Available.
    s = play(s, plc('french', 'Northwest', 'frenchRegular'), { faction: 'french', type: 'stay' });
    expect(s.spaces.Northwest.pieces).toMatchObject({ patriotFort: 1, frenchRegular: 3 });
    expectEventDone(s, 'french', 'indians');
  });
});

// ---------------------------------------------------------------------------------------------
describe('#67 De Grasse Arrives with the French Fleet', () => {
  const label = '#67 De Grasse Arrives with the French Fleet';

  // 1.9, 5.1.3: FNI −1 (the British lift the only Blockade, without a choice), then three French Regulars of
  // four leave the West Indies for Available.
  it('unshaded: executed by the French after the Treaty, FNI −1 and three Regulars out of the West Indies', () => {
    const s0 = at(67, 'french', {}, (d) => {
      blockade(d, 'Boston');
      put(d, 'WestIndies', { frenchRegular: 4 });
    });
    const s = play(s0, ev('french', 'unshaded'));
    expectEventDone(s, 'french', 'indians');
    expect([s.fni, s.spaces.Boston.blockades]).toEqual([0, 0]);
    expect(s.spaces.WestIndies.pieces.frenchRegular).toBe(1);
    expect(s.available.frenchRegular).toBe(s0.available.frenchRegular + 3);
    expect(logSince(s0, s)).toEqual([
      `French play ${label} (unshaded)`,
      `${label} (unshaded): FNI lowered to 0; the British remove the Blockade from Boston to the West Indies`,
      `${label} (unshaded): 3 French Regulars moved from the West Indies to Available`,
    ]);
  });

  // 1.9, 5.1.3: before the Treaty FNI stays; two Regulars in the West Indies: those two.
  it('unshaded: before the Treaty, two Regulars there, both go', () => {
    const s0 = at(67, 'british', {}, (d) => put(d, 'WestIndies', { frenchRegular: 2 }));
    const s = play(s0, ev('british', 'unshaded'));
    expectEventDone(s, 'british', 'french');
    expect(s.spaces.WestIndies.pieces.frenchRegular).toBe(0);
    expect(logSince(s0, s).slice(1)).toEqual([
      `${label} (unshaded): FNI unaffected before the Treaty of Alliance (1.9)`,
      `${label} (unshaded): 2 French Regulars moved from the West Indies to Available`,
    ]);
  });

  // 5.1, 3.5.3, 3.1.2, 2.3.6: the French execute and choose themselves; a free Muster in one space (Virginia,
  // Rebellion Controlled; not the West Indies) at 0 Resources; the French remain Eligible after the card
  // although they executed the Event.
  it('shaded: the French choose themselves, Muster free in Virginia and remain Eligible', () => {
    const s0 = at(67, 'french', { treaty: true, released: { frenchRegular: 6 }, resources: 0 }, (d) => {
      put(d, 'Virginia', { continental: 2, militiaUnderground: 1 });
      put(d, 'WestIndies', { frenchRegular: 1 });
    });
    let s = play(s0, ev('french', 'shaded'));
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'french' });
    expect(choices(s)).toEqual([
      { type: 'choose', option: 'french' },
      { type: 'choose', option: 'patriots' },
    ]);
    s = play(s, choose('french', 'french'));
    // 3.1.2 restriction: one map space; the West Indies, a French Muster space by 3.5.3, is not offered.
    expect(pending(s)).toMatchObject({ kind: 'frenchMuster', faction: 'french' });
    expect(choices(s)).toEqual([{ type: 'selectSpace', space: 'Virginia' }]);
    s = play(s, sel('french', 'Virginia'), { faction: 'french', type: 'place', space: 'Virginia', piece: 'frenchRegular', count: 4 } as Action);
    // 1.10: Rochambeau, Available, may come along; he stays Available.
    expect(pending(s)).toMatchObject({ kind: 'frenchCommandLeader', faction: 'french' });
    s = play(s, done('french'));
    while (pending(s)?.kind === 'frenchMuster') s = play(s, done('french'));
    expectEventDone(s, 'french', 'indians');
    expect(s.spaces.Virginia.pieces).toMatchObject({ frenchRegular: 4, continental: 2, militiaUnderground: 1 });
    expect(s.resources).toEqual(s0.resources);
    expect(s.turn!.stayEligible).toEqual(['french']);
    expect(logSince(s0, s)).toEqual([
      `French play ${label} (shaded)`,
      `${label}: the French execute a free Muster`,
      'French Muster in Virginia (free)',
      '4 French Regulars placed in Virginia',
      'Comte de Rochambeau stays Available',
      'French Muster complete',
      `${label} (shaded): the French will be Eligible for the next card (2.3.6)`,
    ]);
    s = endCard(s, 'indians');
    expect(s.eligible).toEqual({ british: true, patriots: true, french: true, indians: true });
  });

  // 5.1.3, 2.3.9: before the Treaty the French cannot Muster: only the Patriots are offered, chosen without
  // asking; the Patriots, Ineligible on this card, Rally free in one space only and become Eligible for the next.
  it('shaded: before the Treaty, the Patriots Rally in one space and become Eligible', () => {
    const s0 = at(67, 'indians', { resources: 0 }, (d) => {
      put(d, 'Virginia', { continental: 1, militiaUnderground: 1 });
      d.eligible.patriots = false;
    });
    let s = play(s0, ev('indians', 'shaded'));
    expect(pending(s)).toMatchObject({ kind: 'patriotsRally', faction: 'patriots' });
    expect(pending(s)!.context.event).toEqual({ card: 67, side: 'shaded', faction: 'indians', instruction: 2 });
    expect(selectable(s)).not.toContain('WestIndies');
    expect(selectable(s)).toContain('Virginia');
    s = play(s, sel('patriots', 'Virginia'));
    expect(choices(s)).toEqual(expect.arrayContaining([{ type: 'place', space: 'Virginia', piece: 'militia', count: 1 }]));
    s = play(s, { faction: 'patriots', type: 'place', space: 'Virginia', piece: 'militia', count: 1 } as Action);
    // 1.10: Washington, Available, may come along; he stays Available.
    expect(pending(s)).toMatchObject({ kind: 'patriotsLeader', faction: 'patriots' });
    s = play(s, { faction: 'patriots', type: 'moveLeader', to: 'available' } as Action);
    // "in one space": no second space may be selected.
    expect(listed(s, 'selectSpace')).toEqual([]);
    while (pending(s)?.kind === 'patriotsRally') s = play(s, done('patriots'));
    expect(s.spaces.Virginia.pieces).toMatchObject({ continental: 1, militiaUnderground: 2 });
    expect(s.resources).toEqual(s0.resources);
    expectEventDone(s, 'indians', 'french');
    expect(s.turn!.stayEligible).toEqual(['patriots']);
    s = endCard(s, 'french');
    expect(s.eligible).toEqual({ british: true, patriots: true, french: true, indians: false });
  });
});

// ---------------------------------------------------------------------------------------------
describe('#94 Herkimer’s Relief Column', () => {
  const label = '#94 Herkimer’s Relief Column';

  // 5.1, 3.4.1, 3.2.1, 3.1.2: executed by the French, the Indians Gather (their decisions) and the British Muster
  // (theirs), each free and only in New York although Pennsylvania and Boston would qualify; then every Militia
  // in New York goes to Available.
  it('unshaded: executed by the French, Gather and Muster in New York, then its Militia removed', () => {
    const s0 = at(94, 'french', { resources: 0 }, (d) => {
      put(d, 'NewYork', { militiaUnderground: 2, militiaActive: 1, warPartyUnderground: 1 });
      put(d, 'NewYorkCity', { britishRegular: 2 });
      put(d, 'Pennsylvania', { village: 1 });
      put(d, 'Boston', { britishRegular: 1 });
      put(d, 'Virginia', { militiaActive: 1 });
    });
    let s = play(s0, ev('french', 'unshaded'));
    expect(pending(s)).toMatchObject({ kind: 'indiansGather', faction: 'indians' });
    expect(pending(s)!.context.event).toEqual({ card: 94, side: 'unshaded', faction: 'french', instruction: 0 });
    expect(choices(s)).toEqual([{ type: 'selectSpace', space: 'NewYork' }]);
    s = play(s, sel('indians', 'NewYork'), { faction: 'indians', type: 'place', space: 'NewYork', piece: 'warParty' } as Action, done('indians'));
    while (pending(s)?.kind === 'indiansGather') s = play(s, done('indians'));
    expect(pending(s)).toMatchObject({ kind: 'britishMuster', faction: 'british' });
    expect(choices(s)).toEqual([
      { type: 'selectSpace', space: 'NewYork', piece: 'britishRegular' },
      { type: 'selectSpace', space: 'NewYork' },
    ]);
    s = play(s, sel('british', 'NewYork'), { faction: 'british', type: 'place', space: 'NewYork', piece: 'tory', count: 2 } as Action);
    while (pending(s)?.kind === 'britishMuster') s = play(s, done('british'));
    expectEventDone(s, 'french', 'indians');
    expect(s.spaces.NewYork.pieces).toMatchObject({ militiaUnderground: 0, militiaActive: 0, warPartyUnderground: 2, tory: 2 });
    expect(s.spaces.Virginia.pieces.militiaActive).toBe(1);
    expect(s.resources).toEqual(s0.resources);
    // 3.2.1: Reward Loyalty costs Resources even in a free Muster; at 0 the British have none to pay.
    expect(logSince(s0, s)).toEqual([
      `French play ${label} (unshaded)`,
      `${label}: the Indians execute a free Gather`,
      'Gather in New York: the Indians pay 0 Resources (free Command)',
      'Gather: 1 War Party placed Underground in New York',
      'Gather ends (1 Province)',
      `${label}: the British execute a free Muster`,
      'Muster: New York selected to place Tories (0 Resources)',
      'Muster: 2 Tories placed in New York',
      'Muster complete in New York',
      `${label} (unshaded): 2 Underground Militia removed from New York`,
      `${label} (unshaded): 1 Active Militia removed from New York`,
    ]);
  });

  // 5.1.3: New York at Active Opposition (no Gather, no Tories) and no British Regular Available (no Muster):
  // both lapse with a line; the Militia still go.
  it('unshaded: neither Command possible in New York, only the Militia go', () => {
    const s0 = at(94, 'patriots', {}, (d) => {
      put(d, 'NewYork', { militiaActive: 2, warPartyUnderground: 1 });
      d.spaces.NewYork.support = -2;
      d.unavailable.britishRegular += d.available.britishRegular;
      d.available.britishRegular = 0;
    });
    const s = play(s0, ev('patriots', 'unshaded'));
    expectEventDone(s, 'patriots', 'indians');
    expect(s.spaces.NewYork.pieces).toMatchObject({ militiaActive: 0, warPartyUnderground: 1 });
    expect(logSince(s0, s)).toEqual([
      `Patriots play ${label} (unshaded)`,
      `${label}: the Indians cannot execute Gather now`,
      `${label}: the British cannot execute Muster now`,
      `${label} (unshaded): 2 Active Militia removed from New York`,
    ]);
  });

  // 5.1, 1.10: every Indian piece leaves New York; the Indian Leader left alone is the Indians' to move.
  it('shaded: executed by the Patriots, every Indian piece out of New York; the Indians move their Leader', () => {
    const s0 = at(94, 'patriots', {}, (d) => {
      put(d, 'NewYork', { warPartyUnderground: 2, warPartyActive: 1, village: 1, militiaActive: 1 });
      put(d, 'Quebec', { warPartyUnderground: 1 });
      lead(d, 'indians', 'NewYork');
    });
    let s = play(s0, ev('patriots', 'shaded'));
    expect(pending(s)).toMatchObject({ kind: 'leaderAlone', faction: 'indians' });
    s = play(s, listed(s).find((a) => JSON.stringify(a).includes('Quebec'))!);
    expectEventDone(s, 'patriots', 'indians');
    expect(s.spaces.NewYork.pieces).toMatchObject({ warPartyUnderground: 0, warPartyActive: 0, village: 0, militiaActive: 1 });
    expect(s.leaders.indians.at).toBe('Quebec');
    expect(logSince(s0, s).slice(0, 4)).toEqual([
      `Patriots play ${label} (shaded)`,
      `${label} (shaded): 2 Underground War Parties removed from New York`,
      `${label} (shaded): 1 Active War Party removed from New York`,
      `${label} (shaded): 1 Village removed from New York`,
    ]);
  });

  // 5.1.3: no Indian piece there: nothing.
  it('shaded: no Indian piece in New York, nothing happens', () => {
    const s0 = at(94, 'british', {}, (d) => put(d, 'Quebec', { village: 1 }));
    const s = play(s0, ev('british', 'shaded'));
    expectEventDone(s, 'british', 'indians');
    expect(s.spaces).toEqual(s0.spaces);
  });
});

// ---------------------------------------------------------------------------------------------
describe('#96 Iroquois Confederacy', () => {
  const label = '#96 Iroquois Confederacy';

  /** Quebec: War Party and Militia (Gather and War Path); Northwest: a Village and a Continental; Florida: a War Party. */
  const iroquois = (d: Draft<GameState>): void => {
    put(d, 'Quebec', { warPartyUnderground: 1, militiaActive: 1 });
    put(d, 'Northwest', { village: 1, continental: 1 });
    put(d, 'Florida', { warPartyUnderground: 1 });
    put(d, 'NewYork', { warPartyUnderground: 1, militiaActive: 1 });
  };

  // 5.1, 5.1.3, 3.4.1, 4.4.2: executed by the Patriots; the Indians select the two Provinces (Quebec, allowing
  // both, is taken without asking; then one of the others), Gather free in both, then War Path in both — no
  // stopping after the first (compulsory) — never in New York.
  it('unshaded: executed by the Patriots, the Indians Gather and War Path in Quebec and Northwest', () => {
    const s0 = at(96, 'patriots', { resources: 0 }, iroquois);
    let s = play(s0, ev('patriots', 'unshaded'));
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'indians' });
    expect(selectable(s)).toEqual(['Northwest', 'Southwest', 'Florida']);
    s = play(s, sel('indians', 'Northwest'));
    expect(pending(s)).toMatchObject({ kind: 'indiansGather', faction: 'indians' });
    expect(choices(s)).toEqual([
      { type: 'selectSpace', space: 'Quebec' },
      { type: 'selectSpace', space: 'Northwest' },
    ]);
    s = play(s, sel('indians', 'Quebec'), { faction: 'indians', type: 'place', space: 'Quebec', piece: 'warParty' } as Action);
    // 3.1.2 must-execute: the Gather may not end before Northwest.
    expect(choices(s)).toEqual([{ type: 'selectSpace', space: 'Northwest' }]);
    s = play(s, sel('indians', 'Northwest'), { faction: 'indians', type: 'place', space: 'Northwest', piece: 'warParty' } as Action);
    while (pending(s)?.kind === 'indiansGather') s = play(s, done('indians'));
    expect(pending(s)).toMatchObject({ kind: 'indiansWarPath', faction: 'indians' });
    expect(choices(s)).toEqual([
      { type: 'warPath', space: 'Quebec', option: 'militiaActive' },
      { type: 'warPath', space: 'Northwest', option: 'continental' },
    ]);
    s = play(s, { faction: 'indians', type: 'warPath', space: 'Quebec', option: 'militiaActive' } as Action);
    expect(choices(s)).toEqual([{ type: 'warPath', space: 'Northwest', option: 'continental' }]);
    s = play(s, { faction: 'indians', type: 'warPath', space: 'Northwest', option: 'continental' } as Action);
    expectEventDone(s, 'patriots', 'indians');
    expect(s.spaces.Quebec.pieces).toMatchObject({ militiaActive: 0, warPartyActive: 1, warPartyUnderground: 1 });
    expect(s.spaces.Northwest.pieces).toMatchObject({ continental: 0, village: 1, warPartyActive: 1 });
    expect(s.spaces.NewYork.pieces).toMatchObject({ warPartyUnderground: 1, militiaActive: 1 });
    expect(s.resources).toEqual(s0.resources);
    expect(s.crc).toBe(s0.crc + 1);
    expect(logSince(s0, s)).toEqual([
      `Patriots play ${label} (unshaded)`,
      `${label}: the Indians execute a free Gather`,
      'Gather in Quebec: the Indians pay 0 Resources (free Command)',
      'Gather: 1 War Party placed Underground in Quebec',
      'Gather in Northwest: the Indians pay 0 Resources (free Command)',
      'Gather: 1 War Party placed Underground in Northwest',
      'Gather ends (2 Provinces)',
      `${label}: the Indians execute a free War Path`,
      'Indians Special Activity: War Path',
      'War Path in Quebec: 1 Active Militia removed; 1 Underground War Party Activated',
      'War Path in Northwest: 1 Continental removed; 1 Underground War Party Activated',
    ]);
  });

  // 5.1.3: no Rebellion piece in any Reserve: the War Path lapses with a line after the Gather.
  it('unshaded: nothing to strike, the War Path lapses', () => {
    const s0 = at(96, 'indians', {}, (d) => {
      put(d, 'Quebec', { village: 1 });
      put(d, 'Florida', { village: 1 });
    });
    let s = play(s0, ev('indians', 'unshaded'));
    // Every Reserve allows a Gather (a War Party may be placed in any), none a War Path: all offered (Florida,
    // last in map order, as the second of the two).
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'indians' });
    expect(selectable(s)).toEqual(['Quebec', 'Northwest', 'Southwest']);
    s = play(s, sel('indians', 'Quebec'), sel('indians', 'Florida'));
    expect(pending(s)).toMatchObject({ kind: 'indiansGather', faction: 'indians' });
    expect(choices(s)).toEqual([
      { type: 'selectSpace', space: 'Quebec' },
      { type: 'selectSpace', space: 'Florida' },
    ]);
    let guard = 0;
    while (pending(s)?.kind === 'indiansGather' && guard++ < 20) s = play(s, listed(s)[0]);
    expectEventDone(s, 'indians', 'french');
    expect(logSince(s0, s).at(-1)).toBe(`${label}: the Indians cannot execute War Path now`);
    expect(s.spaces.Quebec.pieces.warPartyUnderground + s.spaces.Florida.pieces.warPartyUnderground).toBeGreaterThan(0);
  });

  // 5.1: any Village on the map, picked by the executing Faction; to Available.
  it('shaded: executed by the British, who pick the Village in Florida', () => {
    const s0 = at(96, 'british', {}, (d) => {
      put(d, 'Quebec', { village: 1 });
      put(d, 'Florida', { village: 2 });
    });
    let s = play(s0, ev('british', 'shaded'));
    expect(choices(s)).toEqual([
      { type: 'remove', space: 'Quebec', piece: 'village' },
      { type: 'remove', space: 'Florida', piece: 'village' },
    ]);
    s = play(s, rm('british', 'Florida', 'village'));
    expectEventDone(s, 'british', 'indians');
    expect([s.spaces.Quebec.pieces.village, s.spaces.Florida.pieces.village]).toEqual([1, 1]);
    expect(logSince(s0, s)).toEqual([`British play ${label} (shaded)`, `${label} (shaded): 1 Village removed from Florida`]);
  });

  // 5.1.3: no Village on the map: nothing.
  it('shaded: no Village, nothing happens', () => {
    const s0 = at(96, 'patriots');
    const s = play(s0, ev('patriots', 'shaded'));
    expectEventDone(s, 'patriots', 'indians');
    expect(s.spaces).toEqual(s0.spaces);
  });
});
