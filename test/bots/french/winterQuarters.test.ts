// The Non-Player French in the Winter Quarters Round: Supply (8.6.7), the West Indies (8.6.8), Leader
// Redeployment and the Blockades (8.6.9, 6.5.4) and the first Tory of Loyalist Desertion (8.6.10).
import type { Draft } from 'immer';
import { describe, expect, it } from 'vitest';
import { apply, pending } from '../../../src/game/machine';
import type { Action } from '../../../src/core/action';
import type { GameState } from '../../../src/core/state';
import { frenchPolicy } from '../../../src/bots/french';
import { describeTrace, type Decision } from '../../../src/bots/policy';
import type { RollBook } from '../../../src/bots/rolls';
import { lead, position, put } from '../../../src/testing';
import { decision, inRound } from '../../rules/winterQuarters/helpers';

const policy = frenchPolicy();

/** An empty 1775 board with the French a Non-Player, a Village in Florida (the Indians place none in Supply), and `recipe`. */
const board = (recipe: (d: Draft<GameState>) => void, french = 5): GameState =>
  position({ game: { seed: 1, nonPlayers: ['french'] }, resources: { british: 9, patriots: 5, french, indians: 5 } }, (d) => {
    put(d, 'Florida', { village: 1 });
    recipe(d);
  });

/** The French decision now, with the rolls forced (an empty book: any roll throws RollNeeded). */
const decide = (state: GameState, rolls: RollBook = {}): Decision => policy.choose(state, rolls);

/** A short form of an action: space, then option / destination / count / type. */
const short = (a: Action): string => [a.space, a.option ?? a.to ?? a.count ?? a.type].filter((x) => x !== undefined).join(' ');

/** Plays the French decisions while the pending decision is of `kind` and theirs; returns the actions and the state after. */
function run(state: GameState, kind: string, rolls: RollBook = {}): { actions: string[]; state: GameState; traces: string[][] } {
  let s = state;
  const actions: string[] = [];
  const traces: string[][] = [];
  for (let p = pending(s); p?.kind === kind && p.faction === 'french'; p = pending(s)) {
    const d = decide(s, rolls);
    actions.push(short(d.action));
    traces.push(describeTrace(d.trace));
    s = apply(s, d.action);
  }
  return { actions, state: s, traces };
}

/** The Supply Phase at the French turn: the British (a player here) pay for every space of theirs out of supply. */
function frenchSupply(state: GameState): GameState {
  let s = inRound(state, 'supply');
  for (let p = pending(s); p?.kind === 'supplyBritish'; p = pending(s)) {
    const space = (s.stack[s.stack.length - 1] as unknown as { space: string }).space;
    s = apply(s, { faction: 'british', type: 'supply', space: space as never, option: 'pay' });
  }
  expect(decision(s)?.kind).toBe('supplyFrench');
  return s;
}

describe('8.6.7 French Supply', () => {
  it('8.6.7 pays where moving the Regulars changes Control, first where the British could Reward Loyalty; elsewhere to the nearest Patriot Fort', () => {
    const s0 = frenchSupply(board((d) => {
      put(d, 'NewJersey', { frenchRegular: 2, britishRegular: 1, tory: 1 }); // leaving: British Control and Reward Loyalty
      put(d, 'Pennsylvania', { frenchRegular: 2, tory: 2 }); // Population 2, leaving: British Control (no Regular)
      put(d, 'Georgia', { frenchRegular: 1, britishRegular: 3 }); // British Controlled anyway
      put(d, 'Virginia', { patriotFort: 1, militiaUnderground: 1 }); // the one Patriot Fort
    }, 1));
    const first = decide(s0);
    expect(first.action).toEqual({ faction: 'french', type: 'supply', space: 'NewJersey', option: 'pay' });
    expect(describeTrace(first.trace)).toEqual([
      'French Supply: New Jersey (2 French Regulars) out of supply: moving them would change Control and let the British Reward Loyalty there; pay 1 Resource (paid for: New Jersey; 1 Resource) (8.6.7)',
    ]);
    const { actions, state, traces } = run(s0, 'supplyFrench');
    expect(actions).toEqual(['NewJersey pay', 'Pennsylvania Virginia', 'Georgia Virginia']);
    expect(traces[1]).toEqual([
      'French Supply: Pennsylvania (2 French Regulars) out of supply: moving them would change Control, but no Resource is left; move them to the nearest Patriot Fort, Virginia (8.6.7)',
    ]);
    expect(traces[2]).toEqual(['French Supply: Georgia (1 French Regular) out of supply: moving them changes no Control; move them to the nearest Patriot Fort, Virginia (8.6.7)']);
    expect(state.resources.french).toBe(0);
    expect([state.spaces.NewJersey.pieces.frenchRegular, state.spaces.Pennsylvania.pieces.frenchRegular, state.spaces.Virginia.pieces.frenchRegular]).toEqual([2, 0, 3]);
    expect(state.spaces.Pennsylvania.control).toBe('british');
  });

  it('8.6.7 then the highest Population; equally near Patriot Forts by the Random Spaces table (8.2)', () => {
    const s0 = frenchSupply(board((d) => {
      put(d, 'NewJersey', { frenchRegular: 2, tory: 2 }); // Population 1
      put(d, 'Pennsylvania', { frenchRegular: 2, tory: 2 }); // Population 2: paid for
      put(d, 'NewYork', { patriotFort: 1 });
      put(d, 'MarylandDelaware', { patriotFort: 1 });
    }, 1));
    // New Jersey's nearest Patriot Fort is New York alone (adjacent); Pennsylvania borders both.
    const r = run(s0, 'supplyFrench');
    expect(r.actions).toEqual(['NewJersey NewYork', 'Pennsylvania pay']);
    expect(r.traces[0]).toEqual([
      'French Supply: New Jersey (2 French Regulars) out of supply: moving them would change Control, but the Resources go first to Pennsylvania; move them to the nearest Patriot Fort, New York (8.6.7)',
    ]);
    const tie = frenchSupply(board((d) => {
      put(d, 'Pennsylvania', { frenchRegular: 1, britishRegular: 2 });
      put(d, 'NewYork', { patriotFort: 1 });
      put(d, 'MarylandDelaware', { patriotFort: 1 });
    }, 0));
    // Column 2, row 1 (Northwest, then Maryland-Delaware).
    const d = decide(tie, { 'French Supply: nearest Patriot Fort (8.6.7): column (1D3)': [2], 'French Supply: nearest Patriot Fort (8.6.7): row (1D6)': [1] });
    expect(d.action).toEqual({ faction: 'french', type: 'supply', space: 'Pennsylvania', to: 'MarylandDelaware' });
    expect(describeTrace(d.trace)).toContain('Random Spaces: French Supply: nearest Patriot Fort (8.6.7): New York, Maryland-Delaware tie; column 2, row 1 → Maryland-Delaware (8.2)');
  });

  it('8.6.7, 6.2.1 no Patriot Fort on the map: the French pay while they can (6.2.1 allows Available only then), then to Available', () => {
    const s0 = frenchSupply(board((d) => {
      put(d, 'NewJersey', { frenchRegular: 1, britishRegular: 2 });
      put(d, 'Georgia', { frenchRegular: 1, britishRegular: 2 });
    }, 1));
    const r = run(s0, 'supplyFrench');
    expect(r.actions).toEqual(['NewJersey pay', 'Georgia available']);
    expect(r.traces[0]).toEqual([
      'French Supply: New Jersey (1 French Regular) out of supply: moving them changes no Control, but no Patriot Fort is on the map and the French can pay, so 6.2.1 leaves only paying 1 Resource (1 Resource) (8.6.7, 6.2.1)',
    ]);
    expect(r.traces[1]).toEqual(['French Supply: Georgia (1 French Regular) out of supply: moving them changes no Control; no Patriot Fort on the map and no Resource: to Available (8.6.7)']);
    expect(r.state.spaces.Georgia.pieces.frenchRegular).toBe(0);
  });
});

describe('8.6.8 West Indies after the Supply Phase Battle', () => {
  it('8.6.8 French Regulars left in the West Indies: pay 1 Resource to keep them; without Resources, back to Available', () => {
    const s = inRound(board((d) => put(d, 'WestIndies', { frenchRegular: 3 })), 'westIndiesFrench');
    expect(decision(s)).toEqual({ kind: 'westIndiesUpkeep', faction: 'french' });
    const d = decide(s);
    expect(d.action).toEqual({ faction: 'french', type: 'westIndies', count: 0 });
    expect(describeTrace(d.trace)).toEqual(['West Indies: 3 French Regulars left in the West Indies: pay 1 Resource to keep them there (8.6.8)']);
    expect(apply(s, d.action).spaces.WestIndies.pieces.frenchRegular).toBe(3);
    const broke = inRound(board((d) => put(d, 'WestIndies', { frenchRegular: 2 }), 0), 'westIndiesFrench');
    const b = decide(broke);
    expect(b.action).toEqual({ faction: 'french', type: 'westIndies', count: 2 });
    expect(describeTrace(b.trace)).toEqual(['West Indies: 2 French Regulars left in the West Indies and no Resource to pay: return them to Available (8.6.8)']);
  });
});

describe('8.6.9 French Leader Redeployment', () => {
  const base = (recipe: (d: Draft<GameState>) => void) =>
    inRound(board((d) => {
      put(d, 'Massachusetts', { frenchRegular: 4 });
      put(d, 'Virginia', { frenchRegular: 2, continental: 1 });
      put(d, 'NewYork', { frenchRegular: 3, continental: 2 });
      recipe(d);
    }), 'redeployFrench');

  it('8.6.9 to a space with French Regulars and Continentals, the most French Regulars within that', () => {
    const s = base((d) => lead(d, 'Rochambeau', 'Massachusetts'));
    expect(decision(s)).toEqual({ kind: 'leaderRedeployment', faction: 'french' });
    const d = decide(s);
    expect(d.action).toEqual({ faction: 'french', type: 'redeployLeader', to: 'NewYork' });
    expect(describeTrace(d.trace)).toEqual(['Leader Redeployment: New York: French Regulars and Continentals, the most French Regulars (3) (8.6.9)']);
    const stays = decide(base((d) => lead(d, 'Rochambeau', 'NewYork')));
    expect(stays.action).toEqual({ faction: 'french', type: 'stay' });
  });

  it('8.6.9 no space with both: the most French Regulars', () => {
    const s = inRound(board((d) => {
      put(d, 'Massachusetts', { frenchRegular: 4 });
      put(d, 'Virginia', { frenchRegular: 2 });
      lead(d, 'Rochambeau', 'Virginia');
    }), 'redeployFrench');
    const d = decide(s);
    expect(d.action).toEqual({ faction: 'french', type: 'redeployLeader', to: 'Massachusetts' });
    expect(describeTrace(d.trace)).toEqual(['Leader Redeployment: No space with both French Regulars and Continentals: Massachusetts, the most French Regulars (4) (8.6.9)']);
  });
});

describe('6.5.4 French Naval Intervention: the remaining Blockades to the Cities with the most Support (8.6.9)', () => {
  it('8.6.9 after the British sent one Blockade back, the French name the Cities with the most Support, in City order', () => {
    let s = inRound(
      position({ scenario: '1778', game: { seed: 1, nonPlayers: ['french'] } }, (d) => {
        d.fni = 3;
        d.spaces.WestIndies.squadrons = 0;
        d.spaces.Boston.blockades = 1;
        d.spaces.Philadelphia.blockades = 1;
        d.spaces.CharlesTown.blockades = 1;
        put(d, 'NewYork', { tory: 5, britishRegular: 1 });
        d.spaces.NewYorkCity.support = 2; // Population 2: Support 4
        d.spaces.Savannah.support = 2; // 2
        d.spaces.CharlesTown.support = 1; // 1
      }),
      'fni',
    );
    expect(decision(s)).toEqual({ kind: 'fniReduction', faction: 'british' });
    s = apply(s, { faction: 'british', type: 'removeBlockade', space: 'Boston' });
    expect(decision(s)).toEqual({ kind: 'fniReduction', faction: 'french' });
    const d = decide(s);
    expect(d.action).toEqual({ faction: 'french', type: 'placeBlockade', space: 'NewYorkCity' });
    expect(describeTrace(d.trace)).toEqual([
      'French Naval Intervention: 2 Blockades to the Cities with the most Support: New York City (4), Savannah (2); now New York City (8.6.9)',
    ]);
    const r = run(s, 'fniReduction');
    expect(r.actions).toEqual(['NewYorkCity placeBlockade', 'Savannah placeBlockade']);
    expect([r.state.spaces.NewYorkCity.blockades, r.state.spaces.Savannah.blockades, r.state.spaces.Philadelphia.blockades, r.state.spaces.CharlesTown.blockades]).toEqual([1, 1, 0, 0]);
  });
});

describe('8.6.10 Loyalist Desertion: the French pick the first Tory', () => {
  const first = (recipe: (d: Draft<GameState>) => void, rolls: RollBook = {}): Decision => {
    const s = inRound(board(recipe), 'toryDesertion');
    expect(decision(s)).toEqual({ kind: 'toryDesertion', faction: 'french' });
    return decide(s, rolls);
  };

  it('8.6.10 first where it changes Control, the most Population', () => {
    const d = first((d) => {
      put(d, 'QuebecCity', { tory: 5 });
      put(d, 'Georgia', { tory: 2, militiaUnderground: 1 }); // Population 1: Control changes
      put(d, 'Pennsylvania', { tory: 3, militiaUnderground: 3, britishRegular: 1 }); // Population 2: Control changes
    });
    expect(d.action).toEqual({ faction: 'french', type: 'desert', space: 'Pennsylvania', piece: 'tory' });
    expect(describeTrace(d.trace)).toEqual(['Loyalist Desertion: Pennsylvania: removing a Tory changes its Control (Population 2, the most where Control changes) (8.6.10)']);
  });

  it('8.6.10 then the last Tory of the space with the most Population not at Active Support; then anywhere (8.2)', () => {
    const d = first((d) => {
      put(d, 'QuebecCity', { tory: 5 });
      put(d, 'NewYork', { tory: 1, britishRegular: 1 }); // Population 2 but at Active Support
      d.spaces.NewYork.support = 2;
      put(d, 'Virginia', { tory: 1, britishRegular: 1 }); // Population 2
      put(d, 'NewJersey', { tory: 1, britishRegular: 1 }); // Population 1
    });
    expect(d.action).toEqual({ faction: 'french', type: 'desert', space: 'Virginia', piece: 'tory' });
    expect(describeTrace(d.trace)).toEqual(['Loyalist Desertion: No Control changes: Virginia, its last Tory, not at Active Support (Population 2, the most) (8.6.10)']);
    const anywhere = first(
      (d) => {
        put(d, 'QuebecCity', { tory: 3 });
        put(d, 'Boston', { tory: 3 });
      },
      { 'Loyalist Desertion: elsewhere (8.6.10): column (1D3)': [3], 'Loyalist Desertion: elsewhere (8.6.10): row (1D6)': [5] },
    );
    expect(anywhere.action).toEqual({ faction: 'french', type: 'desert', space: 'Boston', piece: 'tory' });
    expect(describeTrace(anywhere.trace).at(-1)).toBe('Loyalist Desertion: No Control changes and no last Tory outside Active Support: Boston (8.6.10)');
  });
});
