// The Non-Player British in the Winter Quarters Round: Supply (8.4.7), the West Indies (8.4.8), Leader
// Redeployment (8.4.9), the Blockade that leaves with FNI (6.5.4, by Naval Pressure's priorities,
// 8.4.1) and Loyalist Desertion (8.4.10).
import type { Draft } from 'immer';
import { describe, expect, it } from 'vitest';
import { apply, pending } from '../../../src/game/machine';
import type { GameState } from '../../../src/core/state';
import type { SpaceId } from '../../../src/data/ids';
import { britishPolicy } from '../../../src/bots';
import { describeTrace, type Decision } from '../../../src/bots/policy';
import type { RollBook } from '../../../src/bots/rolls';
import { lead, position, put } from '../../../src/testing';
import { decision, inRound } from '../../rules/winterQuarters/helpers';

const policy = britishPolicy();

/** An empty 1775 board with the British a Non-Player, a Village in Florida (the Indians place none in Supply), and `recipe`. */
const board = (recipe: (d: Draft<GameState>) => void, british = 5): GameState =>
  position({ game: { seed: 1, nonPlayers: ['british'] }, resources: { british, patriots: 5, french: 5, indians: 5 } }, (d) => {
    put(d, 'Florida', { village: 1 });
    recipe(d);
  });

/** The British decision now, with the rolls forced (an empty book: any roll throws RollNeeded). */
const decide = (state: GameState, rolls: RollBook = {}): Decision => policy.choose(state, rolls);

/** Plays the British decisions while the pending decision is of `kind` and theirs; returns the actions and the state after. */
function run(state: GameState, kind: string, rolls: RollBook = {}): { actions: string[]; state: GameState; traces: string[][] } {
  let s = state;
  const actions: string[] = [];
  const traces: string[][] = [];
  for (let p = pending(s); p?.kind === kind && p.faction === 'british'; p = pending(s)) {
    const d = decide(s, rolls);
    actions.push(`${d.action.space ?? ''} ${d.action.option ?? d.action.to ?? d.action.type}`.trim());
    traces.push(describeTrace(d.trace));
    s = apply(s, d.action);
  }
  return { actions, state: s, traces };
}

describe('8.4.7 British Supply', () => {
  // New York City (British, in supply) earns 2 in the Resources Phase.
  const mixed = board((d) => {
    put(d, 'NewYorkCity', { britishRegular: 1 });
    put(d, 'NewJersey', { britishRegular: 1, tory: 1 }); // Population 1: allows Reward Loyalty
    put(d, 'Pennsylvania', { tory: 2, militiaUnderground: 1 }); // Population 2: keeps Committees out
    put(d, 'Virginia', { tory: 1 }); // not needed: no Regular, no Patriot
    put(d, 'Georgia', { britishRegular: 1, tory: 1 }); // allows Reward Loyalty, but at Active Opposition
    d.spaces.Georgia.support = -2;
  }, 1);

  it('8.4.7 pays where the cubes are needed, highest Population first; shifts the other needed spaces; removes the rest', () => {
    const s0 = inRound(mixed, 'supply');
    expect(decision(s0)).toEqual({ kind: 'supplyBritish', faction: 'british' });
    const first = decide(s0);
    // New Jersey comes first in map order, but the one Resource goes to Pennsylvania (Population 2).
    expect(first.action).toEqual({ faction: 'british', type: 'supply', space: 'NewJersey', option: 'shift' });
    expect(describeTrace(first.trace)).toEqual([
      'British Supply: New Jersey out of supply: they allow Reward Loyalty, but the Resources go to Pennsylvania (1 Resource, 2 expected from Forts and Cities); shift one level toward Active Opposition (8.4.7)',
    ]);
    const { actions, state, traces } = run(s0, 'supplyBritish');
    expect(actions).toEqual(['NewJersey shift', 'Pennsylvania pay', 'Virginia available', 'Georgia available']);
    expect(traces[1]).toEqual([
      'British Supply: Pennsylvania out of supply: they keep Committees of Correspondence out; pay 1 Resource (paid for: Pennsylvania, highest Population first; 1 Resource, 2 expected from Forts and Cities) (8.4.7)',
    ]);
    expect(traces[2]).toEqual([
      'British Supply: Virginia (1 Tory) out of supply: the cubes neither keep Committees of Correspondence out nor allow Reward Loyalty (0 Resources, 2 expected from Forts and Cities); removed to Available (8.4.7)',
    ]);
    expect(traces[3]).toEqual([
      'British Supply: Georgia out of supply: they allow Reward Loyalty, but no Resource is left for it and it is already at Active Opposition; removed to Available (8.4.7)',
    ]);
    // The round goes on to Reward Loyalty: the one Resource was paid, and New York City earned the 2 expected (6.3).
    expect(decision(state)).toEqual({ kind: 'rewardLoyalty', faction: 'british' });
    expect(state.resources.british).toBe(2);
    expect(state.spaces.NewJersey).toMatchObject({ support: -1, pieces: { britishRegular: 1, tory: 1 } });
    expect(state.spaces.Pennsylvania.pieces).toMatchObject({ tory: 2, militiaUnderground: 1 });
    expect(state.spaces.Virginia.pieces.tory).toBe(0);
    expect(state.spaces.Georgia.pieces).toMatchObject({ britishRegular: 0, tory: 0 });
  });

  it('8.4.7, 8.2 equal Population at the edge of the Resources: one Random Spaces roll orders them for the whole phase', () => {
    const tied = board((d) => {
      put(d, 'NewYorkCity', { britishRegular: 1 });
      put(d, 'NewYork', { tory: 2, militiaUnderground: 1 });
      put(d, 'Pennsylvania', { tory: 2, militiaUnderground: 1 });
    }, 1);
    const s0 = inRound(tied, 'supply');
    // Column 1, row 2: Quebec, then New York — New York is paid for.
    const byNewYork = { 'Supply: equal Population (8.4.7): column (1D3)': [1], 'Supply: equal Population (8.4.7): row (1D6)': [2] };
    const d = decide(s0, byNewYork);
    expect(d.action).toEqual({ faction: 'british', type: 'supply', space: 'NewYork', option: 'pay' });
    expect(describeTrace(d.trace)[2]).toBe('Random Spaces: Supply: equal Population (8.4.7): ties broken down the Random Spaces table from column 1, row 2 (Quebec) (8.2)');
    expect(run(s0, 'supplyBritish', byNewYork).actions).toEqual(['NewYork pay', 'Pennsylvania shift']);
    // Column 2, row 3: Pennsylvania first — New York shifts, and Pennsylvania is paid with no roll left to make.
    const byPennsylvania = { 'Supply: equal Population (8.4.7): column (1D3)': [2], 'Supply: equal Population (8.4.7): row (1D6)': [3] };
    const r = run(s0, 'supplyBritish', byPennsylvania);
    expect(r.actions).toEqual(['NewYork shift', 'Pennsylvania pay']);
    expect(r.state.spaces.NewYork.support).toBe(-1);
    expect(r.state.spaces.Pennsylvania.support).toBe(0);
  });

  it('8.4.7 "given expected earnings": with no earnings, a Resource is kept for Reward Loyalty; with no Resource at all, Reward Loyalty cubes are not needed', () => {
    // No British City, no British Fort: nothing expected in the Resources Phase.
    const one = inRound(board((d) => {
      put(d, 'NewJersey', { britishRegular: 1, tory: 1 });
      put(d, 'Pennsylvania', { tory: 2, militiaUnderground: 1 });
    }, 1), 'supply');
    const r = run(one, 'supplyBritish');
    expect(r.actions).toEqual(['NewJersey shift', 'Pennsylvania shift']);
    expect(r.traces[0]).toEqual([
      'British Supply: New Jersey out of supply: they allow Reward Loyalty, but no Resource can go to supply (1 Resource, 0 expected from Forts and Cities, 1 kept for Reward Loyalty); shift one level toward Active Opposition (8.4.7)',
    ]);
    expect(r.state.resources.british).toBe(1);
    const broke = inRound(board((d) => put(d, 'NewJersey', { britishRegular: 1, tory: 1 }), 0), 'supply');
    const b = run(broke, 'supplyBritish');
    expect(b.actions).toEqual(['NewJersey available']);
  });
  it('8.4.7 cubes that cannot keep Committees out are not needed; Gage makes a first Reward Loyalty shift free', () => {
    const s0 = inRound(board((d) => {
      put(d, 'NewJersey', { britishRegular: 1, tory: 1 }); // Gage here: Reward Loyalty costs nothing
      put(d, 'Pennsylvania', { tory: 1, militiaUnderground: 3 }); // Rebellion Controlled with the Tory as well
      lead(d, 'Gage', 'NewJersey');
    }, 0), 'supply');
    const r = run(s0, 'supplyBritish');
    expect(r.actions).toEqual(['NewJersey shift', 'Pennsylvania available']);
    expect(r.traces[0]).toEqual([
      'British Supply: New Jersey out of supply: they allow Reward Loyalty, but no Resource can go to supply (0 Resources, 0 expected from Forts and Cities); shift one level toward Active Opposition (8.4.7)',
    ]);
    expect(r.traces[1]).toEqual([
      'British Supply: Pennsylvania (1 Tory) out of supply: the cubes neither keep Committees of Correspondence out nor allow Reward Loyalty (0 Resources, 0 expected from Forts and Cities); removed to Available (8.4.7)',
    ]);
  });
});

describe('8.4.8 West Indies after the Supply Phase Battle', () => {
  it('8.4.8 British Control of the West Indies: pay 1 Resource and keep the Regulars', () => {
    const s = inRound(board((d) => put(d, 'WestIndies', { britishRegular: 3, frenchRegular: 1 })), 'westIndiesBritish');
    expect(decision(s)).toEqual({ kind: 'westIndiesUpkeep', faction: 'british' });
    const d = decide(s);
    expect(d.action).toEqual({ faction: 'british', type: 'westIndies', count: 0 });
    expect(describeTrace(d.trace)).toEqual(['West Indies: The British Control the West Indies: pay 1 Resource to keep 3 British Regulars there (8.4.8)']);
    const after = apply(s, d.action);
    // 5 − 1 paid, then +5 for the West Indies in the Resources Phase that follows (6.3.1).
    expect(after.resources.british).toBe(9);
    expect(after.spaces.WestIndies.pieces.britishRegular).toBe(3);
  });

  it('8.4.8 no British Control of the West Indies: every Regular returns to Available', () => {
    const s = inRound(board((d) => put(d, 'WestIndies', { britishRegular: 2, frenchRegular: 2 })), 'westIndiesBritish');
    const d = decide(s);
    expect(d.action).toEqual({ faction: 'british', type: 'westIndies', count: 2 });
    expect(describeTrace(d.trace)).toEqual(['West Indies: The British do not Control the West Indies: return 2 British Regulars to Available (8.4.8)']);
  });
});

describe('8.4.9 British Leader Redeployment', () => {
  const base = (recipe: (d: Draft<GameState>) => void) =>
    inRound(board((d) => {
      put(d, 'Boston', { britishRegular: 2, tory: 4 });
      put(d, 'NewYork', { britishRegular: 3 });
      recipe(d);
    }), 'redeployBritish');

  it('8.4.9 redeploys the Leader to the space with the most British Regulars', () => {
    const s = base((d) => lead(d, 'Gage', 'Boston'));
    expect(decision(s)).toEqual({ kind: 'leaderRedeployment', faction: 'british' });
    const d = decide(s);
    expect(d.action).toEqual({ faction: 'british', type: 'redeployLeader', to: 'NewYork' });
    expect(describeTrace(d.trace)).toEqual(['Leader Redeployment: New York: the most British Regulars (3) (8.4.9)']);
    // From Available too.
    expect(decide(base((d) => lead(d, 'Gage', 'available'))).action).toEqual({ faction: 'british', type: 'redeployLeader', to: 'NewYork' });
  });

  it('8.4.9 stays when already in the space with the most Regulars; ties by 8.2', () => {
    const s = base((d) => lead(d, 'Gage', 'NewYork'));
    expect(decide(s).action).toEqual({ faction: 'british', type: 'stay' });
    const tie = base((d) => {
      put(d, 'Virginia', { britishRegular: 3 });
      lead(d, 'Gage', 'Boston');
    });
    // Column 2, row 5: Southwest, Virginia — Virginia comes before New York.
    const d = decide(tie, { 'Leader Redeployment: the most Regulars (8.4.9): column (1D3)': [2], 'Leader Redeployment: the most Regulars (8.4.9): row (1D6)': [5] });
    expect(d.action).toEqual({ faction: 'british', type: 'redeployLeader', to: 'Virginia' });
    expect(describeTrace(d.trace)).toContain('Random Spaces: Leader Redeployment: the most Regulars (8.4.9): New York, Virginia tie; column 2, row 5 → Virginia (8.2)');
  });
});

describe('6.5.4 French Naval Intervention: the Blockade the British send back (Naval Pressure priorities, 8.4.1)', () => {
  const s0 = (recipe: (d: Draft<GameState>) => void) =>
    inRound(
      position({ scenario: '1778', game: { seed: 1, nonPlayers: ['british'] } }, (d) => {
        d.fni = 3;
        d.spaces.WestIndies.squadrons = 0;
        d.spaces.Boston.blockades = 1;
        d.spaces.NewYorkCity.blockades = 1;
        d.spaces.CharlesTown.blockades = 1;
        put(d, 'NewYork', { tory: 5, britishRegular: 1 });
        recipe(d);
      }),
      'fni',
    );

  it('6.5.4, 8.4.1 first the City with the most Rebellion pieces and no Patriot Fort', () => {
    const s = s0((d) => {
      put(d, 'Boston', { militiaUnderground: 3, patriotFort: 1 }); // a Patriot Fort: not first
      put(d, 'CharlesTown', { militiaUnderground: 1, continental: 1 });
      put(d, 'NewYorkCity', { militiaActive: 1 });
    });
    expect(decision(s)).toEqual({ kind: 'fniReduction', faction: 'british' });
    const d = decide(s);
    expect(d.action).toEqual({ faction: 'british', type: 'removeBlockade', space: 'CharlesTown' });
    expect(describeTrace(d.trace)).toEqual(['French Naval Intervention: Charles Town: the Blockaded City with the most Rebellion pieces (2) and no Patriot Fort (8.4.1)']);
  });

  it('6.5.4, 8.4.1 then the City with the most Support', () => {
    const s = s0((d) => {
      d.spaces.Boston.support = 2;
      d.spaces.NewYorkCity.support = 1; // Population 2: Support 2 as well
      d.spaces.CharlesTown.support = 1;
    });
    // Boston and New York City tie (2): column 1, row 5 is New York City.
    const d = decide(s, { 'French Naval Intervention: Blockade (6.5.4): most Support: column (1D3)': [1], 'French Naval Intervention: Blockade (6.5.4): most Support: row (1D6)': [5] });
    expect(d.action).toEqual({ faction: 'british', type: 'removeBlockade', space: 'NewYorkCity' });
    expect(describeTrace(d.trace).at(-1)).toBe('French Naval Intervention: No Blockaded City without a Patriot Fort holds Rebellion pieces: New York City, the most Support (2) (8.4.1)');
  });
});

describe('8.4.10 Loyalist Desertion', () => {
  /** The Tory Desertion phase with the French first pick made in `first`. */
  const afterFrench = (recipe: (d: Draft<GameState>) => void, first: SpaceId): GameState => {
    const s = inRound(board(recipe), 'toryDesertion');
    expect(decision(s)).toEqual({ kind: 'toryDesertion', faction: 'french' });
    return apply(s, { faction: 'french', type: 'desert', space: first, piece: 'tory' });
  };

  it('8.4.10 removes Tories where no Control changes and no space loses its last Tory', () => {
    // 15 Tories: 3 desert, the French take one in Pennsylvania. Quebec City: 9 Tories, 1 Militia — removing
    // keeps Control; New York: 1 Tory alone (the last); Pennsylvania: 4 Tories, 3 Militia (one more removal
    // leaves 3 v 3: Control changes).
    const s = afterFrench((d) => {
      put(d, 'QuebecCity', { tory: 9, militiaUnderground: 1 });
      put(d, 'NewYork', { tory: 1 });
      put(d, 'Pennsylvania', { tory: 5, militiaUnderground: 3 });
    }, 'Pennsylvania');
    expect(decision(s)).toEqual({ kind: 'toryDesertion', faction: 'british' });
    const d = decide(s);
    expect(d.action).toEqual({ faction: 'british', type: 'desert', space: 'QuebecCity', piece: 'tory' });
    expect(describeTrace(d.trace)).toEqual([
      'Loyalist Desertion: 2 Tories to remove, changing the least Control and keeping a Tory in each space where possible: 2 in Quebec City; now one in Quebec City (8.4.10)',
    ]);
    const r = run(s, 'toryDesertion');
    expect(r.actions).toEqual(['QuebecCity desert', 'QuebecCity desert']);
    expect([r.state.spaces.QuebecCity.pieces.tory, r.state.spaces.NewYork.pieces.tory, r.state.spaces.Pennsylvania.pieces.tory]).toEqual([7, 1, 4]);
    expect(r.state.spaces.Pennsylvania.control).toBe('british');
  });

  it('8.4.10 the least Control first: the last Tory goes rather than a Control change; then the least Population changing Control', () => {
    // 15 Tories: 3 desert, the French take Quebec City's only one. New Jersey: its only Tory, with a Regular
    // (no Control change if it goes); Pennsylvania, Maryland-Delaware and Georgia: one Tory gone changes Control.
    const s = afterFrench((d) => {
      put(d, 'QuebecCity', { tory: 1, britishRegular: 5 });
      put(d, 'NewJersey', { tory: 1, britishRegular: 1 });
      put(d, 'Pennsylvania', { tory: 4, militiaUnderground: 3 });
      put(d, 'MarylandDelaware', { tory: 5, militiaUnderground: 4 });
      put(d, 'Georgia', { tory: 4, militiaUnderground: 3 });
    }, 'QuebecCity');
    const r = run(s, 'toryDesertion');
    // First New Jersey's Tory (no Control change); then Georgia (Population 1) rather than Pennsylvania (2).
    expect(r.actions).toEqual(['NewJersey desert', 'Georgia desert']);
    expect(r.state.spaces.Georgia.control).toBe(null);
    expect(r.state.spaces.Pennsylvania.control).toBe('british');
  });

  it('8.4.10, 8.2 equal choices: one Random Spaces roll for the whole desertion', () => {
    // 10 Tories: 2 desert; the French take one from Massachusetts; New York and Virginia (5 and 4 Tories) are equal.
    const s = afterFrench((d) => {
      put(d, 'Massachusetts', { tory: 1, britishRegular: 1 });
      put(d, 'NewYork', { tory: 5 });
      put(d, 'Virginia', { tory: 4 });
    }, 'Massachusetts');
    const rolls = { 'Tory Desertion: equal choice (8.4.10): column (1D3)': [2], 'Tory Desertion: equal choice (8.4.10): row (1D6)': [5] };
    const d = decide(s, rolls);
    // Column 2, row 5 (Southwest, Virginia): Virginia first.
    expect(d.action).toEqual({ faction: 'british', type: 'desert', space: 'Virginia', piece: 'tory' });
    expect(describeTrace(d.trace)[2]).toBe('Random Spaces: Tory Desertion: equal choice (8.4.10): ties broken down the Random Spaces table from column 2, row 5 (Southwest) (8.2)');
    expect(run(s, 'toryDesertion', rolls).actions).toEqual(['Virginia desert']);
    // Column 1, row 2 (Quebec, New York): New York.
    expect(run(s, 'toryDesertion', { 'Tory Desertion: equal choice (8.4.10): column (1D3)': [1], 'Tory Desertion: equal choice (8.4.10): row (1D6)': [2] }).actions).toEqual(['NewYork desert']);
  });
});
