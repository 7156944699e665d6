// The Non-Player Patriots in the Winter Quarters Round: Supply (8.5.5), Committees of Correspondence
// (8.5.9), Leader Redeployment (8.5.6), Patriot Desertion (8.5.7) and the Fort removed for the
// Winter Quarters cards 102/103 (6.7, 8.3.5).
import type { Draft } from 'immer';
import { describe, expect, it } from 'vitest';
import { apply, pending } from '../../../src/game/machine';
import type { Action } from '../../../src/core/action';
import type { GameState } from '../../../src/core/state';
import { patriotPolicy } from '../../../src/bots/patriots';
import { describeTrace, type Decision } from '../../../src/bots/policy';
import type { RollBook } from '../../../src/bots/rolls';
import { blockade, lead, position, put } from '../../../src/testing';
import { decision, inRound } from '../../rules/winterQuarters/helpers';

const policy = patriotPolicy();

/** An empty 1775 board with the Patriots a Non-Player, a Village in Florida (the Indians place none in Supply), and `recipe`. */
const board = (recipe: (d: Draft<GameState>) => void, patriots = 5): GameState =>
  position({ game: { seed: 1, nonPlayers: ['patriots'] }, resources: { british: 5, patriots, french: 5, indians: 5 } }, (d) => {
    put(d, 'Florida', { village: 1 });
    recipe(d);
  });

/** The Patriot decision now, with the rolls forced (an empty book: any roll throws RollNeeded). */
const decide = (state: GameState, rolls: RollBook = {}): Decision => policy.choose(state, rolls);

/** A short form of an action: space, then piece / option / destination / type. */
const short = (a: Action): string => [a.space, a.piece ?? a.option ?? a.to ?? a.type].filter((x) => x !== undefined).join(' ');

/** Plays the Patriot decisions while the pending decision is of `kind` and theirs; returns the actions and the state after. */
function run(state: GameState, kind: string, rolls: RollBook = {}): { actions: string[]; state: GameState; traces: string[][] } {
  let s = state;
  const actions: string[] = [];
  const traces: string[][] = [];
  for (let p = pending(s); p?.kind === kind && p.faction === 'patriots'; p = pending(s)) {
    const d = decide(s, rolls);
    actions.push(short(d.action));
    traces.push(describeTrace(d.trace));
    s = apply(s, d.action);
  }
  return { actions, state: s, traces };
}

/** The Supply Phase at the Patriots' turn: the British (a player here) pay for every space of theirs out of supply. */
function patriotSupply(state: GameState): GameState {
  let s = inRound(state, 'supply');
  for (let p = pending(s); p?.kind === 'supplyBritish'; p = pending(s)) {
    const space = (s.stack[s.stack.length - 1] as unknown as { space: string }).space;
    s = apply(s, { faction: 'british', type: 'supply', space: space as never, option: 'pay' });
  }
  return s;
}

describe('8.5.5 Patriot Supply', () => {
  const mixed = board((d) => {
    // New Jersey: 2 Militia v a Regular and a Tory; one Militia removed gives British Control and Reward Loyalty.
    put(d, 'NewJersey', { militiaUnderground: 2, britishRegular: 1, tory: 1 });
    // Pennsylvania (Population 2): one Militia removed gives British Control, without Reward Loyalty (no Regular).
    put(d, 'Pennsylvania', { militiaUnderground: 2, tory: 2 });
    // Georgia: British Controlled whatever is removed.
    put(d, 'Georgia', { militiaUnderground: 1, militiaActive: 1, britishRegular: 4 });
    // Quebec (an Indian Reserve, no Fort): out of supply though Rebellion Controlled; Control stays.
    put(d, 'Quebec', { continental: 2, militiaActive: 1 });
  }, 1);

  it('8.5.5 pays where the removal changes Control, first where the British could Reward Loyalty; elsewhere removes per 8.1.2', () => {
    const s0 = patriotSupply(mixed);
    expect(decision(s0)).toEqual({ kind: 'supplyPatriots', faction: 'patriots' });
    const first = decide(s0);
    expect(first.action).toEqual({ faction: 'patriots', type: 'supply', space: 'NewJersey', option: 'pay' });
    expect(describeTrace(first.trace)).toEqual([
      'Patriot Supply: New Jersey out of supply: removing them would change Control and let the British Reward Loyalty there; pay 1 Resource (paid for: New Jersey; 1 Resource) (8.5.5)',
    ]);
    const { actions, state, traces } = run(s0, 'supplyPatriots');
    expect(actions).toEqual(['NewJersey pay', 'Pennsylvania militiaUnderground', 'Georgia militiaActive', 'Quebec continental']);
    expect(traces[1]).toEqual([
      'Patriot Supply: Pennsylvania out of supply: removing them would change Control, but no Resource is left (0 Resources); remove 1 Underground Militia (8.1.2), 1 Underground Militia first (8.5.5)',
    ]);
    expect(traces[2]).toEqual([
      'Patriot Supply: Georgia out of supply: removing 1 Active Militia (8.1.2) changes no Control; remove them, 1 Active Militia first (8.5.5)',
    ]);
    expect(traces[3]).toEqual([
      'Patriot Supply: Quebec out of supply: removing 1 Continental (8.1.2) changes no Control; remove them, 1 Continental first (8.5.5)',
    ]);
    expect(state.resources.patriots).toBe(0);
    expect(state.spaces.NewJersey.pieces.militiaUnderground).toBe(2);
    expect(state.spaces.Pennsylvania).toMatchObject({ control: 'british', pieces: { militiaUnderground: 1 } });
    expect(state.spaces.Georgia.pieces).toMatchObject({ militiaUnderground: 1, militiaActive: 0 });
    expect(state.spaces.Quebec.pieces).toMatchObject({ continental: 1, militiaActive: 1 });
  });

  it('8.5.5, 8.1.2 several removals in a space: Continentals (the last one after the others), then Active before Underground Militia, one piece at a time', () => {
    // Northwest: 3 Continentals, 2 Active and 3 Underground Militia: 4 to remove — the 3 Continentals (friendlyRank
    // takes the last Continental after the other cubes, before any Militia), then 1 Active Militia.
    const s0 = patriotSupply(board((d) => put(d, 'Northwest', { continental: 3, militiaActive: 2, militiaUnderground: 3 }), 0));
    const r = run(s0, 'supplyPatriots');
    expect(r.actions).toEqual(['Northwest continental', 'Northwest continental', 'Northwest continental', 'Northwest militiaActive']);
    expect(r.traces[0]).toEqual([
      'Patriot Supply: Northwest out of supply: removing 3 Continentals and 1 Active Militia (8.1.2) changes no Control; remove them, 1 Continental first (8.5.5)',
    ]);
    expect(r.traces[1]).toEqual(['Patriot Supply: Northwest: 2 Continentals and 1 Active Militia still to remove (8.1.2); now 1 Continental (8.5.5)']);
    expect(r.state.spaces.Northwest.pieces).toMatchObject({ continental: 0, militiaActive: 1, militiaUnderground: 3 });
  });

  it('8.5.5 then the most Villages, then the highest Population; equal spaces by one Random Spaces roll (8.2)', () => {
    const villages = patriotSupply(board((d) => {
      put(d, 'NewYork', { militiaUnderground: 2, tory: 2 }); // Population 2
      put(d, 'NorthCarolina', { militiaUnderground: 2, tory: 1, village: 1 }); // Population 2, a Village
      put(d, 'Georgia', { militiaUnderground: 2, tory: 2 }); // Population 1
    }, 2));
    const r = run(villages, 'supplyPatriots');
    expect(r.actions).toEqual(['NewYork pay', 'NorthCarolina pay', 'Georgia militiaUnderground']);
    expect(r.traces[0]).toEqual([
      'Patriot Supply: New York out of supply: removing them would change Control; pay 1 Resource (paid for: North Carolina, New York; 2 Resources) (8.5.5)',
    ]);
    const tied = patriotSupply(board((d) => {
      put(d, 'NewYork', { militiaUnderground: 2, tory: 2 });
      put(d, 'Pennsylvania', { militiaUnderground: 2, tory: 2 });
    }, 1));
    // Column 2, row 3 (Pennsylvania): Pennsylvania is paid for; the roll is made once, at New York's decision.
    const rolls = { 'Patriot Supply: equal priority (8.5.5): column (1D3)': [2], 'Patriot Supply: equal priority (8.5.5): row (1D6)': [3] };
    const t = run(tied, 'supplyPatriots', rolls);
    expect(t.actions).toEqual(['NewYork militiaUnderground', 'Pennsylvania pay']);
    expect(t.traces[0]).toContain('Random Spaces: Patriot Supply: equal priority (8.5.5): ties broken down the Random Spaces table from column 2, row 3 (Pennsylvania) (8.2)');
    // Column 1, row 2 (Quebec, New York): New York.
    const n = run(tied, 'supplyPatriots', { 'Patriot Supply: equal priority (8.5.5): column (1D3)': [1], 'Patriot Supply: equal priority (8.5.5): row (1D6)': [2] });
    expect(n.actions).toEqual(['NewYork pay', 'Pennsylvania militiaUnderground']);
  });
});

describe('8.5.9 Committees of Correspondence', () => {
  it('8.5.9 fewest Raid markers first, within that the largest change in (Opposition − Support), each space as far as it goes; never only Raid markers', () => {
    const s0 = inRound(board((d) => {
      put(d, 'Massachusetts', { militiaUnderground: 2 }); // 1 Raid: 1 Resource for the marker, then 2 levels (+4)
      d.spaces.Massachusetts.raid = 1;
      put(d, 'Virginia', { militiaUnderground: 2 }); // Passive Support: 2 levels (+4)
      d.spaces.Virginia.support = 1;
      put(d, 'NewJersey', { militiaUnderground: 1 }); // Population 1: 2 levels (+2)
      put(d, 'NewHampshire', { militiaUnderground: 1 }); // Active Opposition: only the Raid marker would go
      d.spaces.NewHampshire.support = -2;
      d.spaces.NewHampshire.raid = 1;
    }, 4), 'committeesOfCorrespondence');
    expect(decision(s0)).toEqual({ kind: 'committeesOfCorrespondence', faction: 'patriots' });
    const first = decide(s0);
    expect(first.action).toEqual({ faction: 'patriots', type: 'committeesOfCorrespondence', space: 'Virginia' });
    expect(describeTrace(first.trace)).toEqual([
      'Committees of Correspondence: not in New Hampshire: only Raid markers would be removed there (8.5.9)',
      'Committees of Correspondence: Virginia: 0 Raid markers to remove, then 2 levels toward Active Opposition (Opposition − Support +4), 2 Resources (8.5.9)',
      'Committees of Correspondence: Virginia: shift one level toward Active Opposition (6.4.2)',
    ]);
    const r = run(s0, 'committeesOfCorrespondence');
    // 8.1.1: to the maximum extent — Virginia twice, then New Jersey (no Raid) rather than Massachusetts (a Raid marker), then done.
    expect(r.actions).toEqual(['Virginia committeesOfCorrespondence', 'Virginia committeesOfCorrespondence', 'NewJersey committeesOfCorrespondence', 'NewJersey committeesOfCorrespondence', 'done']);
    expect(r.traces[1]).toContain('Committees of Correspondence: go on in Virginia, where Committees of Correspondence began this phase, as far as they go (8.1.1, 8.2)');
    expect(r.traces[4]).toEqual([
      'Committees of Correspondence: not in New Hampshire: only Raid markers would be removed there (8.5.9)',
      'Committees of Correspondence: no eligible space where a level can still shift with 0 Resources: done (6.4.2, 8.5.9)',
    ]);
    expect(r.state.resources.patriots).toBe(0);
    expect([r.state.spaces.Virginia.support, r.state.spaces.NewJersey.support, r.state.spaces.Massachusetts.support, r.state.spaces.NewHampshire.raid]).toEqual([-1, -2, 0, 1]);
  });

  it('8.5.9 a Raid marker is removed first where the space is chosen; with no eligible space, done', () => {
    const s0 = inRound(board((d) => {
      put(d, 'Massachusetts', { militiaUnderground: 2 });
      d.spaces.Massachusetts.raid = 1;
    }, 2), 'committeesOfCorrespondence');
    const r = run(s0, 'committeesOfCorrespondence');
    expect(r.actions).toEqual(['Massachusetts committeesOfCorrespondence', 'Massachusetts committeesOfCorrespondence', 'done']);
    expect(r.traces[0].at(-1)).toBe('Committees of Correspondence: Massachusetts: remove a Raid marker (6.4.2)');
    expect(r.state.spaces.Massachusetts).toMatchObject({ raid: 0, support: -1 });
    const none = inRound(board((d) => put(d, 'Massachusetts', { militiaUnderground: 1, britishRegular: 2 }), 2), 'committeesOfCorrespondence');
    const d = decide(none);
    expect(d.action).toEqual({ faction: 'patriots', type: 'done' });
    expect(describeTrace(d.trace)).toEqual(['Committees of Correspondence: no Rebellion Controlled space with Patriot pieces where Committees can do anything: done (6.4.2, 8.5.9)']);
  });
});

describe('8.5.9, 1.9 a Blockaded City counts no Population for the change', () => {
  it('8.5.9 Boston (Blockaded: +0) comes after New Jersey (+2), both Population 1 without Raid markers', () => {
    const s0 = inRound(board((d) => {
      put(d, 'Boston', { militiaUnderground: 1 });
      put(d, 'NewJersey', { militiaUnderground: 1 });
      blockade(d, 'Boston');
    }, 2), 'committeesOfCorrespondence');
    const d = decide(s0);
    expect(d.action).toEqual({ faction: 'patriots', type: 'committeesOfCorrespondence', space: 'NewJersey' });
    expect(describeTrace(d.trace)[0]).toBe('Committees of Correspondence: New Jersey: 0 Raid markers to remove, then 2 levels toward Active Opposition (Opposition − Support +2), 2 Resources (8.5.9)');
  });
});

describe('8.5.6 Patriot Leader Redeployment', () => {
  const base = (recipe: (d: Draft<GameState>) => void) =>
    inRound(board((d) => {
      put(d, 'Massachusetts', { continental: 2, militiaUnderground: 5 });
      put(d, 'Virginia', { continental: 3 });
      recipe(d);
    }), 'redeployPatriots');

  it('8.5.6 redeploys Washington to the space with the most Continentals; stays when he is there', () => {
    const s = base((d) => lead(d, 'Washington', 'Massachusetts'));
    expect(decision(s)).toEqual({ kind: 'leaderRedeployment', faction: 'patriots' });
    const d = decide(s);
    expect(d.action).toEqual({ faction: 'patriots', type: 'redeployLeader', to: 'Virginia' });
    expect(describeTrace(d.trace)).toEqual(['Leader Redeployment: Virginia: the most Continentals (3) (8.5.6)']);
    expect(decide(base((d) => lead(d, 'Washington', 'available'))).action).toEqual({ faction: 'patriots', type: 'redeployLeader', to: 'Virginia' });
    const stays = decide(base((d) => lead(d, 'Washington', 'Virginia')));
    expect(stays.action).toEqual({ faction: 'patriots', type: 'stay' });
    expect(describeTrace(stays.trace)).toEqual(['Leader Redeployment: Virginia: the most Continentals (3) (8.5.6)', 'Leader Redeployment: George Washington is there already and stays (8.5.6)']);
  });

  it('8.5.6, 8.2 equal Continentals by the Random Spaces table; no Continental: the most Patriot units', () => {
    const tie = base((d) => {
      put(d, 'NewYork', { continental: 3 });
      lead(d, 'Washington', 'Massachusetts');
    });
    // Column 1, row 2 (Quebec, New York): New York before Virginia.
    const d = decide(tie, { 'Leader Redeployment: the most Continentals (8.5.6): column (1D3)': [1], 'Leader Redeployment: the most Continentals (8.5.6): row (1D6)': [2] });
    expect(d.action).toEqual({ faction: 'patriots', type: 'redeployLeader', to: 'NewYork' });
    expect(describeTrace(d.trace)).toContain('Random Spaces: Leader Redeployment: the most Continentals (8.5.6): New York, Virginia tie; column 1, row 2 → New York (8.2)');
    const militia = inRound(board((d) => {
      put(d, 'Massachusetts', { militiaUnderground: 2 });
      put(d, 'Virginia', { militiaUnderground: 4, patriotFort: 1 });
      lead(d, 'Washington', 'Massachusetts');
    }), 'redeployPatriots');
    const m = decide(militia);
    expect(m.action).toEqual({ faction: 'patriots', type: 'redeployLeader', to: 'Virginia' });
    expect(describeTrace(m.trace)).toEqual(['Leader Redeployment: No Continental on the map: Virginia, the most Patriot units (4) (8.1, a Leader goes with the largest group of his units) (8.5.6)']);
  });
});

describe('8.5.7 Patriot Desertion', () => {
  /** The Patriot Desertion phase with the Indians' first picks (Militia, then a Continental if any) made. */
  const afterIndians = (recipe: (d: Draft<GameState>) => void, picks: Action[]): GameState => {
    let s = inRound(board(recipe), 'patriotDesertion');
    for (const a of picks) {
      expect(decision(s)?.faction).toBe('indians');
      s = apply(s, a);
    }
    return s;
  };

  it('8.5.7 the least Control changed, within that without removing the last Patriot unit of a space', () => {
    // 15 Militia: 3 desert; the Indians take one in North Carolina (6 Militia v 5 Regulars: now 5 v 5).
    const s = afterIndians((d) => {
      put(d, 'NewHampshire', { militiaUnderground: 1, frenchRegular: 1 }); // the last Patriot unit, Control stays
      put(d, 'Pennsylvania', { militiaUnderground: 4, britishRegular: 3 }); // Population 2: Control changes
      put(d, 'Georgia', { militiaUnderground: 4, britishRegular: 3 }); // Population 1: Control changes
      put(d, 'NorthCarolina', { militiaUnderground: 6, britishRegular: 5 });
    }, [{ faction: 'indians', type: 'desert', space: 'NorthCarolina', piece: 'militiaUnderground' }]);
    expect(decision(s)).toEqual({ kind: 'patriotDesertion', faction: 'patriots' });
    const d = decide(s);
    expect(d.action).toEqual({ faction: 'patriots', type: 'desert', space: 'NewHampshire', piece: 'militiaUnderground' });
    expect(describeTrace(d.trace)).toEqual([
      'Patriot Desertion: 2 Militia and 0 Continentals to remove, changing the least Control and keeping a Patriot unit in each space where possible: ' +
        '1 Underground Militia in New Hampshire, 1 Underground Militia in Georgia; now 1 Underground Militia in New Hampshire (8.5.7)',
    ]);
    const r = run(s, 'patriotDesertion');
    expect(r.actions).toEqual(['NewHampshire militiaUnderground', 'Georgia militiaUnderground']);
    expect(r.state.spaces.NewHampshire.control).toBe('rebellion');
    expect(r.state.spaces.Georgia.control).toBe(null);
    expect(r.state.spaces.Pennsylvania.control).toBe('rebellion');
  });

  it('8.5.7, 8.1.2 no Control changes: Active before Underground Militia; Continentals where a Patriot unit stays', () => {
    // 10 Militia and 5 Continentals: 2 Militia and 1 Continental desert; the Indians take a Militia in New York
    // and the Continental in Virginia; the Patriots remove the other Militia: Massachusetts's Active one.
    const s = afterIndians((d) => {
      put(d, 'Massachusetts', { militiaUnderground: 4, militiaActive: 2 });
      put(d, 'NewYork', { militiaUnderground: 1 });
      put(d, 'Pennsylvania', { militiaUnderground: 3, britishRegular: 2 });
      put(d, 'Virginia', { continental: 5 });
    }, [
      { faction: 'indians', type: 'desert', space: 'NewYork', piece: 'militiaUnderground' },
      { faction: 'indians', type: 'desert', space: 'Virginia', piece: 'continental' },
    ]);
    const d = decide(s);
    expect(d.action).toEqual({ faction: 'patriots', type: 'desert', space: 'Massachusetts', piece: 'militiaActive' });
    const after = apply(s, d.action);
    // The last deserter: the phase moves on (the Reset Phase later flips the Militia Underground, 6.7).
    expect(decision(after)?.kind).not.toBe('patriotDesertion');
    expect(after.available.militia).toBe(s.available.militia + 1);
  });

  it('8.5.7, 8.2 equal choices: one Random Spaces roll for the whole desertion', () => {
    // 10 Militia: 2 desert; the Indians take Massachusetts's; New York and Virginia (5 and 4) are equal.
    const s = afterIndians((d) => {
      put(d, 'Massachusetts', { militiaUnderground: 1, frenchRegular: 1 });
      put(d, 'NewYork', { militiaUnderground: 5 });
      put(d, 'Virginia', { militiaUnderground: 4 });
    }, [{ faction: 'indians', type: 'desert', space: 'Massachusetts', piece: 'militiaUnderground' }]);
    const rolls = { 'Patriot Desertion: equal choice (8.5.7): column (1D3)': [2], 'Patriot Desertion: equal choice (8.5.7): row (1D6)': [5] };
    const d = decide(s, rolls);
    expect(d.action).toEqual({ faction: 'patriots', type: 'desert', space: 'Virginia', piece: 'militiaUnderground' });
    expect(describeTrace(d.trace)).toContain('Random Spaces: Patriot Desertion: equal choice (8.5.7): ties broken down the Random Spaces table from column 2, row 5 (Southwest) (8.2)');
    expect(run(s, 'patriotDesertion', { 'Patriot Desertion: equal choice (8.5.7): column (1D3)': [1], 'Patriot Desertion: equal choice (8.5.7): row (1D6)': [2] }).actions).toEqual(['NewYork militiaUnderground']);
  });
});

describe('6.7 Winter Quarters cards 102/103: the Patriot Fort removed (8.3.5, 8.2)', () => {
  it('8.3.5 no instruction chooses the Fort: the Random Spaces table', () => {
    const s = inRound(board((d) => {
      put(d, 'Massachusetts', { patriotFort: 1, militiaUnderground: 1 });
      put(d, 'Virginia', { patriotFort: 1 });
      d.spaces.Florida.pieces.village = 0;
      d.available.village += 1;
    }), 'card', { card: 103 });
    expect(decision(s)).toEqual({ kind: 'winterQuartersRemoval', faction: 'patriots' });
    // Column 3, row 6 (Massachusetts).
    const d = decide(s, { 'Winter Quarters card: Patriot Fort removed (8.3.5): column (1D3)': [3], 'Winter Quarters card: Patriot Fort removed (8.3.5): row (1D6)': [6] });
    expect(d.action).toEqual({ faction: 'patriots', type: 'remove', space: 'Massachusetts', piece: 'patriotFort' });
    expect(describeTrace(d.trace)).toEqual([
      'roll D3 = 3 (Winter Quarters card: Patriot Fort removed (8.3.5): column (1D3))',
      'roll D6 = 6 (Winter Quarters card: Patriot Fort removed (8.3.5): row (1D6))',
      'Random Spaces: Winter Quarters card: Patriot Fort removed (8.3.5): Massachusetts, Virginia tie; column 3, row 6 → Massachusetts (8.2)',
      'Winter Quarters card: card 103: no Patriot instruction chooses the Fort; Massachusetts by the Random Spaces table among Massachusetts, Virginia (8.3.5, 8.2)',
    ]);
  });
});
