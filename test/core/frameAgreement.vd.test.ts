/**
 * The Winter Quarters frames (chapter 6) in saves from elsewhere: each check of their steps'
 * `validate` refuses, through `loadGame`, the disagreement it names between a frame's fields and the
 * board or the frames under it. The states are Winter Quarters Rounds played from arranged positions
 * (the test kit and the Round builder of the Winter Quarters tests); each is edited as JSON.
 */
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../src/core/state';
import { cardById } from '../../src/data/cards';
import { desertionOrdinal } from '../../src/rules/procedures/desertion';
import { arrange, blockade, clearMap, game, lead, play, put } from '../../src/testing';
import { inRound } from '../rules/winterQuarters/helpers';
import { refusedFor } from '../helpers/saves';

/** The title of a card. */
const titleOf = (card: number): string => cardById(card).title;

/** The kinds of the stack, bottom first. */
const kinds = (s: GameState): string[] => s.stack.map((f) => f.kind);

const base = clearMap(game('1775'));

describe('6.0 the Winter Quarters Round', () => {
  const s = inRound(base, 'rewardLoyalty');

  it('plays a Winter Quarters card, and the game moves on to the next card after it', () => {
    expect(kinds(s)).toEqual(['game', 'winterQuarters', 'rewardLoyalty']);
    expect(refusedFor(s, () => {})).toEqual([]);
    expect(refusedFor(s, (j) => (j.stack[0].phase = 'play'))).toEqual([
      "stack[0].phase: 'play' would play the current card again once it is over; while it is under way the game waits to advance (2.3.7)",
    ]);
    // The card in play swapped with the first Event card of the draw deck.
    const event = s.deck.draw.find((c) => c < 97)!;
    expect(
      refusedFor(s, (j) => {
        j.deck.draw[j.deck.draw.indexOf(event)] = j.deck.current;
        j.deck.current = event;
      }),
    ).toEqual([`stack[1].kind: a Winter Quarters Round is under way while ${titleOf(event)} (${event}), not a Winter Quarters card, is in play (6.0)`]);
  });
});

describe('6.2.1 Supply Phase', () => {
  // British cubes out of supply in Massachusetts (a Colony without a British Fort).
  const british = inRound(
    arrange(base, (d) => put(d, 'Massachusetts', { britishRegular: 2 })),
    'supply',
  );

  it('the Village check opens the Indians’ turn, and the Phase sits on the Round before the West Indies', () => {
    expect(kinds(british)).toEqual(['game', 'winterQuarters', 'supply', 'supplyBritish']);
    expect(refusedFor(british, () => {})).toEqual([]);
    expect(refusedFor(british, (j) => (j.stack[2].villageChecked = true))).toEqual([
      "stack[2].villageChecked: the Indians' Village check (6.2.1) is done while the British check supply; it opens the Indians' turn",
    ]);
    expect(refusedFor(british, (j) => (j.stack[1].phase = 'resources'))).toEqual([
      "stack[2].kind: the Supply Phase sits on the Winter Quarters Round at its 'resources' phase; the Round resumes at 'westIndiesBattle' after it (6.0)",
    ]);
  });

  it('a British decision is for the space the Phase has reached, with cubes out of supply there', () => {
    expect(british.stack[3]).toEqual({ kind: 'supplyBritish', space: 'Massachusetts' });
    expect(refusedFor(british, (j) => (j.stack[3].space = 'Boston'))).toEqual([
      'stack[3].space: the Supply Phase under it has reached Massachusetts, not Boston (6.2.1)',
      'stack[3].space: no British cubes are out of supply in Boston (6.2.1)',
    ]);
    expect(refusedFor(british, (j) => (j.stack[2].faction = 'patriots'))).toEqual([
      'stack[3].kind: the Supply Phase under it is checking the Patriots, not the British (6.2.1)',
    ]);
  });

  // Patriot units out of supply in the Northwest (an Indian Reserve: never in supply without a Patriot
  // Fort): four, so two go; a lone Militia in the Southwest, where none goes.
  const patriots = inRound(
    arrange(base, (d) => {
      put(d, 'Northwest', { continental: 2, militiaUnderground: 2 });
      put(d, 'Southwest', { militiaActive: 1 });
    }),
    'supply',
  );
  const afterOne = play(patriots, { faction: 'patriots', type: 'supply', space: 'Northwest', piece: 'continental', to: 'available' });

  it('Patriots: two units at least before the first removal, one removal for every two', () => {
    expect(kinds(patriots)).toEqual(['game', 'winterQuarters', 'supply', 'supplyPatriots']);
    expect(refusedFor(patriots, () => {})).toEqual([]);
    expect(
      refusedFor(patriots, (j) => {
        j.stack[3].space = 'Southwest';
        j.stack[2].next = 21;
      }),
    ).toEqual(['stack[3].space: Southwest holds a single Patriot unit out of supply, and one in every two is removed: nothing to decide (6.2.1)']);
    expect(afterOne.stack[3]).toEqual({ kind: 'supplyPatriots', space: 'Northwest', toRemove: 1, lastKind: 3 });
    expect(refusedFor(afterOne, () => {})).toEqual([]);
    expect(refusedFor(afterOne, (j) => (j.stack[3].toRemove = 0))).toEqual([
      'stack[3].toRemove: no Patriot unit is left to remove in Northwest; the removals are over (6.2.1)',
    ]);
    expect(refusedFor(afterOne, (j) => (j.stack[3].toRemove = 2))).toEqual([
      'stack[3].toRemove: 2 Patriot units still to remove in Northwest, more than one in every two of the 3 there (6.2.1)',
    ]);
  });

  it('Patriots: the removals go on in kind order from the last kind removed, which must still hold them', () => {
    expect(refusedFor(afterOne, (j) => (j.stack[3].lastKind = 5))).toEqual([
      'stack[3].lastKind: the removals go on from Active Militia in kind order, and Northwest holds 0 such Patriot units for the 1 still to remove (6.2.1)',
    ]);
  });

  it('French: the space the Phase has reached, with Regulars out of supply there', () => {
    const s = inRound(
      arrange(base, (d) => {
        d.treatyOfAlliance = true;
        put(d, 'Northwest', { frenchRegular: 2 });
      }),
      'supply',
    );
    expect(kinds(s)).toEqual(['game', 'winterQuarters', 'supply', 'supplyFrench']);
    expect(refusedFor(s, () => {})).toEqual([]);
    expect(refusedFor(s, (j) => (j.stack[3].space = 'Southwest'))).toEqual([
      'stack[3].space: the Supply Phase under it has reached Northwest, not Southwest (6.2.1)',
      'stack[3].space: no French Regulars are out of supply in Southwest (6.2.1)',
    ]);
  });

  it('Indians: the space the Phase has reached, with War Parties out of supply there', () => {
    const s = inRound(
      arrange(base, (d) => {
        put(d, 'Massachusetts', { warPartyUnderground: 2 });
        put(d, 'Northwest', { village: 1, warPartyActive: 1 });
      }),
      'supply',
    );
    expect(kinds(s)).toEqual(['game', 'winterQuarters', 'supply', 'supplyIndians']);
    expect(refusedFor(s, () => {})).toEqual([]);
    expect(refusedFor(s, (j) => (j.stack[3].space = 'Northwest'))).toEqual([
      'stack[3].space: the Supply Phase under it has reached Massachusetts, not Northwest (6.2.1)',
      'stack[3].space: no War Parties are out of supply in Northwest (6.2.1)',
    ]);
  });

  it('a Village is placed as the Indians’ check opens, before any of their spaces', () => {
    const s = inRound(base, 'supply');
    expect(kinds(s)).toEqual(['game', 'winterQuarters', 'supply', 'supplyVillage']);
    expect(refusedFor(s, () => {})).toEqual([]);
    expect(refusedFor(s, (j) => (j.stack[2].next = 3))).toEqual([
      'stack[3].kind: the Indians place a Village as their supply check opens, but the Supply Phase under it is past New York City (6.2.1)',
    ]);
    expect(refusedFor(s, (j) => (j.stack[2].villageChecked = false))).toEqual([
      "stack[2].villageChecked: the Indians' Village check (6.2.1) is not done while the Indians check supply; it opens the Indians' turn",
    ]);
  });
});

describe('6.2.2 West Indies', () => {
  it('the French decide first, then the British', () => {
    const s = inRound(
      arrange(base, (d) => {
        d.treatyOfAlliance = true;
        put(d, 'WestIndies', { frenchRegular: 2 });
      }),
      'westIndiesFrench',
    );
    expect(kinds(s)).toEqual(['game', 'winterQuarters', 'westIndiesUpkeep']);
    expect(refusedFor(s, () => {})).toEqual([]);
    expect(refusedFor(s, (j) => (j.stack[2].faction = 'british'))).toEqual([
      "stack[2].faction: the British West Indies upkeep (6.2.2) sits on the Winter Quarters Round at its 'westIndiesBritish' phase; the Round resumes at 'resources' after it (6.0)",
    ]);
  });
});

describe('6.4 Support Phase', () => {
  it('Reward Loyalty: 0 to 2 shifts per space', () => {
    const s = inRound(base, 'rewardLoyalty');
    expect(refusedFor(s, (j) => (j.stack[2].shifts = { Boston: -1, NewYork: 2 }))).toEqual([
      'stack[2].shifts.Boston: -1 shifts recorded in Boston; Reward Loyalty shifts a space 0 to 2 levels in one phase (6.4.1)',
    ]);
  });

  it('Committees of Correspondence: on the Round before the Game End check; 0 to 2 shifts per space', () => {
    const s = inRound(base, 'committeesOfCorrespondence');
    expect(kinds(s)).toEqual(['game', 'winterQuarters', 'committeesOfCorrespondence']);
    expect(refusedFor(s, () => {})).toEqual([]);
    expect(refusedFor(s, (j) => (j.stack[1].phase = 'leaderChange'))).toEqual([
      "stack[2].kind: Committees of Correspondence (6.4.2) sits on the Winter Quarters Round at its 'leaderChange' phase; the Round resumes at 'gameEnd' after it (6.0)",
    ]);
    expect(refusedFor(s, (j) => (j.stack[2].shifts = { Virginia: 3 }))).toEqual([
      'stack[2].shifts.Virginia: 3 shifts recorded in Virginia; Committees of Correspondence shifts a space 0 to 2 levels in one phase (6.4.2)',
    ]);
  });
});

describe('6.5 Redeployment Phase', () => {
  it('6.5.2 the Factions redeploy their Leaders in turn', () => {
    const s = inRound(
      arrange(base, (d) => {
        put(d, 'Boston', { britishRegular: 1 });
        lead(d, 'british', 'available');
      }),
      'redeployBritish',
    );
    expect(kinds(s)).toEqual(['game', 'winterQuarters', 'leaderRedeployment']);
    expect(refusedFor(s, () => {})).toEqual([]);
    expect(refusedFor(s, (j) => (j.stack[2].faction = 'french'))).toEqual([
      "stack[2].faction: the French Leader Redeployment (6.5.2) sits on the Winter Quarters Round at its 'redeployPatriots' phase; the Round resumes at 'redeployBritish' after it (6.0)",
    ]);
  });

  // Three Blockades, FNI 3 (1.9).
  const fni = inRound(
    arrange(base, (d) => blockade(d, 'Boston', 'NewYorkCity', 'Philadelphia')),
    'fni',
  );

  it('6.5.4 the British stage: after the Treaty, FNI above 0, no City named yet', () => {
    expect(kinds(fni)).toEqual(['game', 'winterQuarters', 'fniReduction']);
    expect(refusedFor(fni, () => {})).toEqual([]);
    expect(refusedFor(fni, (j) => (j.fni = 0))).toEqual(['stack[2].stage: the British lower FNI, which is already at 0 (6.5.4)']);
    expect(
      refusedFor(fni, (j) => {
        j.fni = 0;
        j.treatyOfAlliance = false;
      }),
    ).toEqual([
      'stack[2].kind: French Naval Intervention is under way before the Treaty of Alliance (6.5.4)',
      'stack[2].stage: the British lower FNI, which is already at 0 (6.5.4)',
    ]);
    expect(refusedFor(fni, (j) => (j.stack[2].placed = ['Boston']))).toEqual([
      'stack[2].placed: the French name Cities only after the British have removed a Blockade (6.5.4)',
    ]);
    expect(refusedFor(fni, (j) => (j.stack[1].phase = 'toryDesertion'))).toEqual([
      "stack[2].kind: French Naval Intervention (6.5.4) sits on the Winter Quarters Round at its 'toryDesertion' phase; the Round resumes at 'patriotDesertion' after it (6.0)",
    ]);
  });

  it('6.5.4 the French stage: Cities only, in City order, fewer than the Blockades on Cities', () => {
    // The British send the Philadelphia Blockade to the West Indies; two remain, the French name the first City.
    const french = play(fni, { faction: 'british', type: 'removeBlockade', space: 'Philadelphia' }, { faction: 'french', type: 'placeBlockade', space: 'NewYorkCity' });
    expect(french.stack[2]).toEqual({ kind: 'fniReduction', stage: 'french', placed: ['NewYorkCity'] });
    expect(refusedFor(french, () => {})).toEqual([]);
    expect(refusedFor(french, (j) => (j.stack[2].placed = ['Georgia']))).toEqual(['stack[2].placed[0]: Georgia is not a City; Blockades go on Cities (1.9)']);
    expect(refusedFor(french, (j) => (j.stack[2].placed = ['NewYorkCity', 'Boston']))).toEqual([
      'stack[2].placed[1]: Boston comes before New York City; the Cities are named in City order (6.5.4)',
      'stack[2].placed: 2 Cities named for the 2 Blockades on Cities; the arrangement is complete when the last is named (6.5.4)',
    ]);
    expect(refusedFor(french, (j) => (j.stack[2].placed = ['Boston', 'NewYorkCity']))).toEqual([
      'stack[2].placed: 2 Cities named for the 2 Blockades on Cities; the arrangement is complete when the last is named (6.5.4)',
    ]);
  });
});

describe('6.6 Desertion Phase', () => {
  // Ten Militia (five in Massachusetts, five in Virginia) and five Continentals: two Militia and one Continental desert.
  const patriots = inRound(
    arrange(base, (d) => {
      put(d, 'Massachusetts', { militiaUnderground: 5 });
      put(d, 'Virginia', { militiaActive: 5, continental: 5 });
    }),
    'patriotDesertion',
  );

  it('6.6.1 one Militia and one Continental in five desert, no more', () => {
    expect(patriots.stack[2]).toEqual({
      kind: 'patriotDesertion',
      militia: 2,
      continentals: 1,
      indiansMilitia: true,
      indiansContinental: true,
      last: -1,
      rule: '6.6.1',
    });
    expect(refusedFor(patriots, () => {})).toEqual([]);
    expect(refusedFor(patriots, (j) => (j.stack[2].militia = 3))).toEqual([
      'stack[2].militia: 3 Militia still to desert, more than one in 5 of the 10 on the map (6.6.1)',
    ]);
    expect(refusedFor(patriots, (j) => (j.stack[2].continentals = 2))).toEqual([
      'stack[2].continentals: 2 Continentals still to desert, more than one in 5 of the 5 on the map (6.6.1)',
    ]);
  });

  it('6.6.1 the Indians pick first, and only among those left to desert', () => {
    expect(refusedFor(patriots, (j) => (j.stack[2].last = 0))).toEqual([
      'stack[2].last: the Patriots have picked although the Indians have yet to choose their first deserter (6.6.1)',
    ]);
    expect(
      refusedFor(patriots, (j) => {
        j.stack[2].continentals = 0;
      }),
    ).toEqual(['stack[2].indiansContinental: the first of the Continentals to desert is still to be chosen, but none are left to desert (6.6.1)']);
  });

  it('6.6.1 the Patriots’ picks, in map order from their last one, still reach every deserter left', () => {
    const s = play(
      patriots,
      { faction: 'indians', type: 'desert', space: 'Virginia', piece: 'militiaActive' },
      { faction: 'indians', type: 'desert', space: 'Virginia', piece: 'continental' },
    );
    expect(s.stack[2]).toMatchObject({ militia: 1, continentals: 0, indiansMilitia: false, indiansContinental: false, last: -1 });
    expect(refusedFor(s, () => {})).toEqual([]);
    expect(refusedFor(s, (j) => (j.stack[2].last = desertionOrdinal('Virginia', 'village')))).toEqual([
      'stack[2].last: the picks go on in map order from the last one, which leaves 0 Militia for the 1 still to desert (6.6.1)',
    ]);
  });

  // Ten Tories: two desert.
  const tories = inRound(
    arrange(base, (d) => put(d, 'NewYork', { tory: 10 })),
    'toryDesertion',
  );

  it('6.6.2 one Tory in five deserts; the French pick first', () => {
    expect(tories.stack[2]).toEqual({ kind: 'toryDesertion', tories: 2, frenchFirst: true, last: -1, rule: '6.6.2' });
    expect(refusedFor(tories, () => {})).toEqual([]);
    expect(refusedFor(tories, (j) => (j.stack[2].tories = 3))).toEqual([
      'stack[2].tories: 3 Tories still to desert, more than one in 5 of the 10 on the map (6.6.2)',
    ]);
    expect(refusedFor(tories, (j) => (j.stack[2].last = desertionOrdinal('NewYork', 'tory')))).toEqual([
      'stack[2].last: the British have picked although the French have yet to choose the first Tory (6.6.2)',
    ]);
    const picked = play(tories, { faction: 'french', type: 'desert', space: 'NewYork', piece: 'tory' });
    expect(picked.stack[2]).toEqual({ kind: 'toryDesertion', tories: 1, frenchFirst: false, last: -1, rule: '6.6.2' });
    expect(
      refusedFor(picked, (j) => {
        j.stack[2].tories = 0;
        j.stack[2].frenchFirst = true;
      }),
    ).toEqual(['stack[2].frenchFirst: the first of the Tories to desert is still to be chosen, but none are left to desert (6.6.2)']);
    expect(refusedFor(picked, (j) => (j.stack[2].last = desertionOrdinal('NewYork', 'tory') + 1))).toEqual([
      'stack[2].last: the picks go on in map order from the last one, which leaves 0 Tories for the 1 still to desert (6.6.2)',
    ]);
  });
});

describe('6.7 the Winter Quarters card', () => {
  // War on the Frontier (102) with the Patriots ahead on their second victory condition (7.2).
  const s = inRound(
    arrange(base, (d) => put(d, 'Massachusetts', { patriotFort: 1 })),
    'card',
    { card: 102 },
  );

  it('102/103: the card in play, and the Faction ahead on its second victory condition', () => {
    expect(s.stack[2]).toEqual({ kind: 'winterQuartersRemoval', faction: 'patriots', card: 102 });
    expect(refusedFor(s, () => {})).toEqual([]);
    expect(refusedFor(s, (j) => (j.stack[2].card = 103))).toEqual([`stack[2].card: ${titleOf(103)} (103) is not the card in play (6.7)`]);
    expect(
      refusedFor(s, (j) => {
        j.stack[2].card = 101;
        j.deck.draw[j.deck.draw.indexOf(101)] = 102;
        j.deck.current = 101;
      }),
    ).toEqual([`stack[2].card: ${titleOf(101)} (101) removes no Fort or Village (6.7)`]);
    expect(refusedFor(s, (j) => (j.stack[2].faction = 'indians'))).toEqual([
      'stack[2].faction: the Indians do not lead on their second victory condition (7.2); the Patriots do',
    ]);
  });
});
