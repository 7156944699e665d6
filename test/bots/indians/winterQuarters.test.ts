// The Non-Player Indians in the Winter Quarters Round: the Village placed when none is on the map
// (6.2.1), Indian Supply (8.7.5), Indian Leader Redeployment (8.7.7), the first Patriot deserters
// (8.7.6) and the Village removed for the Winter Quarters cards 102/103 (6.7, 8.3.5).
import type { Draft } from 'immer';
import { describe, expect, it } from 'vitest';
import { apply, pending } from '../../../src/game/machine';
import type { Action } from '../../../src/core/action';
import type { GameState } from '../../../src/core/state';
import { indianPolicy } from '../../../src/bots/indians';
import { describeTrace, type Decision } from '../../../src/bots/policy';
import type { RollBook } from '../../../src/bots/rolls';
import { lead, position, put } from '../../../src/testing';
import { decision, inRound } from '../../rules/winterQuarters/helpers';

const policy = indianPolicy();

/** An empty 1775 board with the Indians a Non-Player and `recipe`. */
const board = (recipe: (d: Draft<GameState>) => void, indians = 5): GameState =>
  position({ game: { seed: 1, nonPlayers: ['indians'] }, resources: { british: 5, patriots: 5, french: 5, indians } }, recipe);

/** The Indian decision now, with the rolls forced (an empty book: any roll throws RollNeeded). */
const decide = (state: GameState, rolls: RollBook = {}): Decision => policy.choose(state, rolls);

/** The trace of a decision without its roll lines (the rolls are forced by each test). */
const said = (d: Decision): string[] => describeTrace(d.trace).filter((l) => !l.startsWith('roll '));

/** A short form of an action: space, then piece / option / destination / type. */
const short = (a: Action): string => [a.space, a.piece ?? a.option ?? a.to ?? a.type].filter((x) => x !== undefined).join(' ');

/** Plays the Indian decisions while the pending decision is of `kind` and theirs; returns the actions and the state after. */
function run(state: GameState, kind: string, rolls: RollBook = {}): { actions: string[]; state: GameState; traces: string[][] } {
  let s = state;
  const actions: string[] = [];
  const traces: string[][] = [];
  for (let p = pending(s); p?.kind === kind && p.faction === 'indians'; p = pending(s)) {
    const d = decide(s, rolls);
    actions.push(short(d.action));
    traces.push(said(d));
    s = apply(s, d.action);
  }
  return { actions, state: s, traces };
}

/** The Supply Phase at the Indians' turn (nobody else has units out of supply in these positions). */
const indianSupply = (state: GameState): GameState => inRound(state, 'supply');

/** The rolls of the one Random Spaces order of the Indian Supply Phase (8.2). */
const supplyRolls = (column: number, row: number): RollBook => ({
  'Indian Supply: equal choice (8.7.5): column (1D3)': [column],
  'Indian Supply: equal choice (8.7.5): row (1D6)': [row],
});

describe('6.2.1 the Village placed when none is on the map (as an Event places one, 8.7)', () => {
  it('goes to an Indian Reserve holding War Parties', () => {
    const s = indianSupply(board((d) => {
      put(d, 'Southwest', { warPartyActive: 1 });
      put(d, 'Georgia', { warPartyUnderground: 1 });
    }));
    expect(decision(s)).toEqual({ kind: 'supplyVillage', faction: 'indians' });
    const d = decide(s);
    expect(d.action).toEqual({ faction: 'indians', type: 'placeVillage', space: 'Southwest' });
    expect(said(d)).toEqual([
      "Indian Supply: No Village on the map: place one in Southwest, an Indian Reserve with War Parties (Southwest), as an Event's Village goes where War Parties are (8.7) (6.2.1, 8.7)",
    ]);
  });

  it('with War Parties in no Indian Reserve, by the Random Spaces table (8.2)', () => {
    const s = indianSupply(board((d) => put(d, 'Georgia', { warPartyUnderground: 1 })));
    const d = decide(s, { 'Supply: Village placed in an Indian Reserve (6.2.1): column (1D3)': [3], 'Supply: Village placed in an Indian Reserve (6.2.1): row (1D6)': [3] });
    // Column 3, row 3: Florida.
    expect(d.action).toEqual({ faction: 'indians', type: 'placeVillage', space: 'Florida' });
    expect(said(d)[0]).toBe(
      'Random Spaces: Supply: Village placed in an Indian Reserve (6.2.1): Quebec, Northwest, Southwest, Florida tie; column 3, row 3 → Florida (8.2)',
    );
  });
});

describe('8.7.5 Indian Supply', () => {
  /**
   * Villages in Northwest and Florida. New Jersey: a War Party and a Militia (moving the War Party gives
   * Rebellion Control); Pennsylvania: 3 War Parties, Neutral (Gather could place a Village); Virginia: one
   * War Party (neither).
   */
  const mixed = (indians: number) =>
    indianSupply(board((d) => {
      put(d, 'Northwest', { village: 1 });
      put(d, 'Florida', { village: 1 });
      put(d, 'NewJersey', { warPartyUnderground: 1, militiaUnderground: 1 });
      put(d, 'Pennsylvania', { warPartyUnderground: 3 });
      put(d, 'Virginia', { warPartyActive: 1 });
    }, indians));

  it('8.7.5 pays first where moving would add Rebellion Control; elsewhere moves the War Parties to the nearest Village space', () => {
    const s0 = mixed(1);
    expect(decision(s0)).toEqual({ kind: 'supplyIndians', faction: 'indians' });
    const r = run(s0, 'supplyIndians');
    expect(r.actions).toEqual(['NewJersey pay', 'Pennsylvania Northwest', 'Virginia Northwest']);
    expect(r.traces).toEqual([
      ['Indian Supply: New Jersey (1 Underground War Party) out of supply: moving the War Parties away would add Rebellion Control; pay 1 Resource (paid for: New Jersey; 1 Resource) (8.7.5)'],
      ['Indian Supply: Pennsylvania (3 Underground War Parties) out of supply: Gather could place a Village there, but no Resource is left; move them to the nearest Village space, Northwest (8.7.5)'],
      ['Indian Supply: Virginia (1 Active War Party) out of supply: moving the War Parties would add no Rebellion Control and Gather could place no Village there; move them to the nearest Village space, Northwest (8.7.5)'],
    ]);
    expect(r.state.spaces.NewJersey.pieces.warPartyUnderground).toBe(1);
    expect(r.state.spaces.NewJersey.control).toBe(null);
    expect(r.state.spaces.Northwest.pieces).toMatchObject({ warPartyUnderground: 3, warPartyActive: 1 });
  });

  it('8.7.5 then where Gather could place a Village, as far as the Resources go', () => {
    const r = run(mixed(3), 'supplyIndians');
    expect(r.actions).toEqual(['NewJersey pay', 'Pennsylvania pay', 'Virginia Northwest']);
    expect(r.traces[1]).toEqual([
      'Indian Supply: Pennsylvania (3 Underground War Parties) out of supply: Gather could place a Village there; pay 1 Resource (paid for: Pennsylvania; 2 Resources) (8.7.5)',
    ]);
    expect(r.state.spaces.Pennsylvania.pieces.warPartyUnderground).toBe(3);
  });

  it('8.7.5 the limit falls between equal spaces: one Random Spaces roll for the phase (8.2)', () => {
    // New Jersey and Georgia: moving the War Party would give Rebellion Control in both; one Resource.
    const tied = indianSupply(board((d) => {
      put(d, 'Florida', { village: 1 });
      put(d, 'NewJersey', { warPartyUnderground: 1, militiaUnderground: 1 });
      put(d, 'Georgia', { warPartyUnderground: 1, militiaUnderground: 1 });
    }, 1));
    // Column 3, row 4: Georgia comes before New Jersey.
    const g = run(tied, 'supplyIndians', supplyRolls(3, 4));
    expect(g.actions).toEqual(['NewJersey Florida', 'Georgia pay']);
    expect(g.traces[0][0]).toBe('Random Spaces: Indian Supply: equal choice (8.7.5): ties broken down the Random Spaces table from column 3, row 4 (Georgia) (8.2)');
    expect(g.traces[0][1]).toMatch(/^Indian Supply: New Jersey \(1 Underground War Party\) out of supply: moving the War Parties away would add Rebellion Control, but the Resources go to Georgia \(1 Resource\); move them to the nearest Village space, Florida \(8\.7\.5\)$/);
    // Column 1, row 6: New Jersey comes first.
    expect(run(tied, 'supplyIndians', supplyRolls(1, 6)).actions).toEqual(['NewJersey pay', 'Georgia Florida']);
  });

  it('8.7.5 equally near Village spaces: the same Random Spaces order (8.2)', () => {
    // Virginia is one space from both Northwest and Southwest.
    const s = indianSupply(board((d) => {
      put(d, 'Northwest', { village: 1 });
      put(d, 'Southwest', { village: 1 });
      put(d, 'Virginia', { warPartyUnderground: 1 });
    }, 0));
    const sw = decide(s, supplyRolls(2, 5));
    expect(sw.action).toEqual({ faction: 'indians', type: 'supply', space: 'Virginia', to: 'Southwest' });
    expect(said(sw)[1]).toBe(
      'Indian Supply: Virginia (1 Underground War Party) out of supply: moving the War Parties would add no Rebellion Control and Gather could place no Village there; move them to the nearest Village space, Southwest (nearest: Northwest, Southwest; ties by the phase\'s Random Spaces order, 8.2) (8.7.5)',
    );
    expect(decide(s, supplyRolls(2, 1)).action).toEqual({ faction: 'indians', type: 'supply', space: 'Virginia', to: 'Northwest' });
  });

  it('8.7.5 "Gather could place a Village" (8.7.2): Neutral or Passive, room, 3+ War Parties — 2+ with Cornplanter', () => {
    const two = (recipe: (d: Draft<GameState>) => void) =>
      run(indianSupply(board((d) => {
        put(d, 'Northwest', { village: 1 });
        put(d, 'Pennsylvania', { warPartyUnderground: 2 });
        recipe(d);
      }, 1)), 'supplyIndians').actions;
    expect(two(() => {})).toEqual(['Pennsylvania Northwest']);
    expect(two((d) => lead(d, 'Cornplanter', 'Pennsylvania'))).toEqual(['Pennsylvania pay']);
    const active = run(indianSupply(board((d) => {
      put(d, 'Northwest', { village: 1 });
      put(d, 'Pennsylvania', { warPartyUnderground: 3 });
      d.spaces.Pennsylvania.support = 2;
    }, 1)), 'supplyIndians');
    // Active Support: Gather may not select Pennsylvania (3.4.1).
    expect(active.actions).toEqual(['Pennsylvania Northwest']);
  });
});

describe('8.7.7 Indian Leader Redeployment', () => {
  const redeploy = (recipe: (d: Draft<GameState>) => void): GameState => inRound(board(recipe), 'redeployIndians');

  it('8.7.7 Brant to the space with the most War Parties', () => {
    const s = redeploy((d) => {
      put(d, 'Northwest', { warPartyUnderground: 3, village: 1 });
      put(d, 'NewYork', { warPartyUnderground: 2 });
      lead(d, 'Brant', 'NewYork');
    });
    expect(decision(s)).toEqual({ kind: 'leaderRedeployment', faction: 'indians' });
    const d = decide(s);
    expect(d.action).toEqual({ faction: 'indians', type: 'redeployLeader', to: 'Northwest' });
    expect(said(d)).toEqual(['Leader Redeployment: Northwest: the most War Parties (3) (8.7.7)']);
  });

  it('8.7.7 Dragging Canoe, like Brant, to the space with the most War Parties (a Province fit for Cornplanter does not count)', () => {
    const s = redeploy((d) => {
      put(d, 'Pennsylvania', { warPartyUnderground: 2 }); // Neutral, room: Cornplanter's kind of Province
      put(d, 'Southwest', { warPartyUnderground: 3, village: 2 });
      lead(d, 'DraggingCanoe', 'Pennsylvania');
    });
    const d = decide(s);
    expect(d.action).toEqual({ faction: 'indians', type: 'redeployLeader', to: 'Southwest' });
    expect(said(d)).toEqual(['Leader Redeployment: Southwest: the most War Parties (3) (8.7.7)']);
  });

  it('8.7.7 he stays where the most War Parties are already; ties by 8.2', () => {
    const stay = decide(redeploy((d) => {
      put(d, 'Northwest', { warPartyUnderground: 3 });
      put(d, 'NewYork', { warPartyUnderground: 2 });
      lead(d, 'Brant', 'Northwest');
    }));
    expect(stay.action).toEqual({ faction: 'indians', type: 'stay' });
    expect(said(stay)).toEqual(['Leader Redeployment: Northwest: the most War Parties (3) (8.7.7)', 'Leader Redeployment: Joseph Brant is there already and stays (8.7.7)']);
    const tie = redeploy((d) => {
      put(d, 'Northwest', { warPartyUnderground: 2 });
      put(d, 'Southwest', { warPartyUnderground: 2 });
      lead(d, 'Brant', 'available');
    });
    const rolls = { 'Leader Redeployment (8.7.7): the most War Parties: column (1D3)': [2], 'Leader Redeployment (8.7.7): the most War Parties: row (1D6)': [5] };
    const d = decide(tie, rolls);
    expect(d.action).toEqual({ faction: 'indians', type: 'redeployLeader', to: 'Southwest' });
    expect(said(d)[0]).toBe('Random Spaces: Leader Redeployment (8.7.7): the most War Parties: Northwest, Southwest tie; column 2, row 5 → Southwest (8.2)');
  });

  it('8.7.7 Cornplanter to a Neutral or Passive Province with 2+ War Parties and room for a Village', () => {
    const s = redeploy((d) => {
      put(d, 'Northwest', { warPartyUnderground: 4, village: 2 }); // no room for a Village
      put(d, 'Pennsylvania', { warPartyUnderground: 2 }); // Neutral, room
      put(d, 'Virginia', { warPartyUnderground: 3 });
      d.spaces.Virginia.support = -2; // Active Opposition
      lead(d, 'Cornplanter', 'Northwest');
    });
    const d = decide(s);
    expect(d.action).toEqual({ faction: 'indians', type: 'redeployLeader', to: 'Pennsylvania' });
    expect(said(d)).toEqual(['Leader Redeployment: Pennsylvania: a Neutral or Passive Province with 2 War Parties and room for a Village (Pennsylvania) (8.7.7)']);
  });

  it('8.7.7 Cornplanter with no such Province: the most War Parties', () => {
    const s = redeploy((d) => {
      put(d, 'Northwest', { warPartyUnderground: 4, village: 2 });
      put(d, 'Pennsylvania', { warPartyUnderground: 1 });
      lead(d, 'Cornplanter', 'Pennsylvania');
    });
    const d = decide(s);
    expect(d.action).toEqual({ faction: 'indians', type: 'redeployLeader', to: 'Northwest' });
    expect(said(d)).toEqual([
      'Leader Redeployment: No Neutral or Passive Province with 2+ War Parties and room for a Village: Cornplanter goes to the most War Parties (8.7.7)',
      'Leader Redeployment: Northwest: the most War Parties (4) (8.7.7)',
    ]);
  });

  it('8.7.7 with only Villages on the map (no War Party), he stays', () => {
    const s = redeploy((d) => {
      put(d, 'Northwest', { village: 1 });
      put(d, 'Southwest', { village: 1 });
      lead(d, 'Brant', 'Northwest');
    });
    const d = decide(s);
    expect(d.action).toEqual({ faction: 'indians', type: 'stay' });
    expect(said(d)).toEqual(['Leader Redeployment: No War Party on the map: Joseph Brant stays (8.7.7)']);
  });
});

describe('8.7.6 Patriot Desertion: the Indians pick the first Militia and the first Continental', () => {
  const desertion = (recipe: (d: Draft<GameState>) => void): GameState => {
    const s = inRound(board(recipe), 'patriotDesertion');
    expect(decision(s)).toEqual({ kind: 'patriotDesertion', faction: 'indians' });
    return s;
  };

  it('8.7.6 first from a space with a Village (Underground Militia before Active, 8.1.2), then the Continental likewise', () => {
    const s = desertion((d) => {
      put(d, 'Massachusetts', { militiaUnderground: 2, tory: 1 }); // removing one ends Rebellion Control
      put(d, 'NewYork', { militiaActive: 2, militiaUnderground: 1, continental: 1, village: 1, warPartyUnderground: 3 });
      put(d, 'Virginia', { continental: 4 });
    });
    const r = run(s, 'patriotDesertion');
    expect(r.actions).toEqual(['NewYork militiaUnderground', 'NewYork continental']);
    expect(r.traces).toEqual([
      ['Patriot Desertion: The Indians pick the first Militia to desert: New York, a space with a Village; Underground Militia (Underground before Active, 8.1.2) (8.7.6)'],
      ['Patriot Desertion: The Indians pick the first Continental to desert: New York, a space with a Village; Continental (8.7.6)'],
    ]);
    // 5 Militia and 5 Continentals on the map: one of each deserts, both the Indians' picks (the Reset Phase
    // after it flips the Militia Underground).
    const ny = r.state.spaces.NewYork.pieces;
    expect([ny.militiaUnderground + ny.militiaActive, ny.continental, r.state.spaces.Massachusetts.pieces.militiaUnderground]).toEqual([2, 0, 2]);
  });

  it('8.7.6 then to remove Rebellion Control', () => {
    const s = desertion((d) => {
      put(d, 'Massachusetts', { militiaUnderground: 2, tory: 1 }); // 2 v 1: one gone, no Control
      put(d, 'ConnecticutRhodeIsland', { militiaUnderground: 3 });
      put(d, 'NewJersey', { militiaActive: 1, continental: 2 }); // the last Militia
    });
    const d = decide(s);
    expect(d.action).toEqual({ faction: 'indians', type: 'desert', space: 'Massachusetts', piece: 'militiaUnderground' });
    expect(said(d)).toEqual(['Patriot Desertion: The Indians pick the first Militia to desert: Massachusetts, removing Rebellion Control; Underground Militia (Underground before Active, 8.1.2) (8.7.6)']);
    expect(apply(s, d.action).spaces.Massachusetts.control).toBe(null);
  });

  it('8.7.6 then the last Patriot of that type in a space', () => {
    const s = desertion((d) => {
      put(d, 'ConnecticutRhodeIsland', { militiaUnderground: 4 });
      put(d, 'NewJersey', { militiaActive: 1, continental: 2 }); // the last Militia; Control stays
    });
    const d = decide(s);
    expect(d.action).toEqual({ faction: 'indians', type: 'desert', space: 'NewJersey', piece: 'militiaActive' });
    expect(said(d)).toEqual(['Patriot Desertion: The Indians pick the first Militia to desert: New Jersey, the last of its type in the space; Active Militia (Underground before Active, 8.1.2) (8.7.6)']);
  });

  it('8.7.6 then elsewhere: equal spaces by 8.2', () => {
    const s = desertion((d) => {
      put(d, 'ConnecticutRhodeIsland', { militiaUnderground: 3 });
      put(d, 'Virginia', { militiaUnderground: 2 });
    });
    const rolls = { 'Patriot Desertion: the first Militia (8.7.6): column (1D3)': [2], 'Patriot Desertion: the first Militia (8.7.6): row (1D6)': [5] };
    const d = decide(s, rolls);
    // Column 2, row 5 (Southwest, then Virginia): Virginia.
    expect(d.action).toEqual({ faction: 'indians', type: 'desert', space: 'Virginia', piece: 'militiaUnderground' });
    expect(said(d)).toEqual([
      'Random Spaces: Patriot Desertion: the first Militia (8.7.6): Connecticut-Rhode Island, Virginia tie; column 2, row 5 → Virginia (8.2)',
      'Patriot Desertion: The Indians pick the first Militia to desert: Virginia, elsewhere; Underground Militia (Underground before Active, 8.1.2) (8.7.6)',
    ]);
  });
});

describe('6.7 Winter Quarters cards 102/103: the Village the Indians remove', () => {
  it('8.3.5: no Indian instruction names it; the Random Spaces table (8.2)', () => {
    const s = inRound(board((d) => {
      for (const r of ['Quebec', 'Northwest', 'Southwest', 'Florida', 'NorthCarolina', 'SouthCarolina'] as const) put(d, r, { village: 1 });
    }), 'card', { card: 103 });
    expect(decision(s)).toEqual({ kind: 'winterQuartersRemoval', faction: 'indians' });
    const d = decide(s, { 'Winter Quarters card: Village removed (8.3.5): column (1D3)': [3], 'Winter Quarters card: Village removed (8.3.5): row (1D6)': [1] });
    // Column 3, row 1: North Carolina.
    expect(d.action).toEqual({ faction: 'indians', type: 'remove', space: 'NorthCarolina', piece: 'village' });
    expect(said(d)[1]).toBe(
      'Winter Quarters card: card 103: no Indian instruction chooses the Village; North Carolina by the Random Spaces table among North Carolina, South Carolina, Quebec, Northwest, Southwest, Florida (8.3.5, 8.2)',
    );
  });
});
