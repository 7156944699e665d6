// The Non-Player Patriot Special Activities (8.5.1: PARTISANS, SKIRMISH, PERSUASION; flowchart P8, P12, P13).
import { describe, expect, it } from 'vitest';
import { flowFor } from '../commandKit';
import type { Draft } from 'immer';
import { apply, legalActions } from '../../../src/game/machine';
import type { GameState } from '../../../src/core/state';
import type { Action } from '../../../src/core/action';
import { isTraceRoll, type Trace } from '../../../src/bots/policy';
import type { Flow } from '../../../src/bots/flowchart';
import type { SuppliedRolls } from '../../../src/bots/rolls';
import { patriotPolicy } from '../../../src/bots/patriots';
import { britishCubesToRemove, choosePatriotActivity, PATRIOT_ACTIVITY_PURPOSES, plannedPatriotActivity, startPersuasion } from '../../../src/bots/patriots/activities';
import { as, kind, position, put } from '../../../src/testing/kit';

const Pa = as('patriots');
const policy = patriotPolicy();

/** An empty 1775 board with the Patriot Non-Player and 10 Resources each, arranged by `recipe`. */
const board = (recipe: (d: Draft<GameState>) => void, resources = 10): GameState =>
  position({ game: { nonPlayers: ['patriots'] }, resources: { british: 10, patriots: resources, french: 10, indians: 10 } }, recipe);

function flowOf(state: GameState, rolls?: SuppliedRolls): Flow {
  return flowFor(state, 'patriots', rolls);
}

function choose(state: GameState, excluded: readonly string[] = [], rolls?: SuppliedRolls): { action: Action | null; trace: Trace } {
  const flow = flowOf(state, rolls);
  const action = choosePatriotActivity(flow, { excluded: excluded as never });
  return { action, trace: flow.ctx.trace };
}

const nodes = (trace: Trace): string[] => trace.flatMap((s) => (isTraceRoll(s) ? [] : [`${s.node}: ${s.text}`]));
const activity = (a: 'partisans' | 'skirmish' | 'persuasion'): Action => ({ faction: 'patriots', type: 'specialActivity', activity: a });

/**
 * The Patriots March with 1 Resource (from Pennsylvania into New Jersey) and reach the command host
 * after it with 0 Resources: 8.5.4's Special Activity is due.
 */
function afterMarchBroke(recipe: (d: Draft<GameState>) => void): GameState {
  const s = Pa.choose(
    board((d) => {
      put(d, 'Pennsylvania', { militiaActive: 2 });
      recipe(d);
    }, 1),
    'march',
  );
  const after = Pa.play(s, { type: 'selectSpace', space: 'NewJersey' }, { type: 'move', from: 'Pennsylvania', to: 'NewJersey', piece: 'militiaActive', count: 1 }, { type: 'done' });
  expect(kind(after)).toBe('commandHost');
  expect(after.resources.patriots).toBe(0);
  return after;
}

describe('P8 → P12 → P13: which Special Activity (8.5.1)', () => {
  it('Partisans first when possible', () => {
    // 8.5.1: "execute a Partisans Special Activity per below, or if that is not possible, Skirmish, or ... Persuasion".
    const s = Pa.choose(
      board((d) => {
        put(d, 'Virginia', { militiaUnderground: 1, tory: 1 });
        put(d, 'Boston', { continental: 2, britishRegular: 1 });
      }),
      'rally',
    );
    const { action, trace } = choose(s);
    expect(action).toEqual(activity('partisans'));
    expect(nodes(trace)).toEqual(['P8 Partisans: possible in Virginia']);
    expect(plannedPatriotActivity(s, { excluded: [] })).toBe('partisans');
  });

  it('Partisans not possible (or its only space excluded): Skirmish', () => {
    const s = Pa.choose(
      board((d) => {
        put(d, 'Virginia', { militiaUnderground: 1, tory: 1 });
        put(d, 'Boston', { continental: 2, britishRegular: 1 });
      }),
      'rally',
    );
    const { action, trace } = choose(s, ['Virginia']);
    expect(action).toEqual(activity('skirmish'));
    expect(nodes(trace)).toEqual([
      'P8 Partisans: not possible: no space outside Virginia with Underground Militia and Royalist pieces to remove',
      'P12 Skirmish: possible in Boston',
    ]);
  });

  it('neither Partisans nor Skirmish: Persuasion; nothing possible: no Special Activity (null)', () => {
    const s = Pa.choose(board((d) => put(d, 'Massachusetts', { militiaUnderground: 2 })), 'rally');
    const { action, trace } = choose(s);
    expect(action).toEqual(activity('persuasion'));
    expect(nodes(trace)).toEqual([
      'P8 Partisans: not possible: no space with Underground Militia and Royalist pieces to remove',
      'P12 Skirmish: not possible: no space with Continentals and British pieces to remove',
      'P13 Persuasion: possible in Massachusetts',
    ]);
    // Active Militia only: no Persuasion either (4.3.1 needs an Underground Militia).
    const none = Pa.choose(board((d) => put(d, 'Massachusetts', { militiaActive: 2 })), 'rally');
    const r = choose(none);
    expect(r.action).toBeNull();
    expect(nodes(r.trace).slice(-2)).toEqual([
      'P13 Persuasion: not possible: no Colony or City with Rebellion Control and an Underground Militia',
      'P13 Persuasion: none of Partisans, Skirmish or Persuasion is possible: no Special Activity',
    ]);
    expect(plannedPatriotActivity(none, { excluded: [] })).toBeNull();
  });

  it('Patriot Resources 0: Persuasion instead of Partisans and Skirmish', () => {
    // 8.5.1 PARTISANS / SKIRMISH: "If Patriot Resources are 0, instead execute Persuasion if possible."
    const s = afterMarchBroke((d) => {
      put(d, 'Virginia', { militiaUnderground: 1, tory: 1 });
      put(d, 'Boston', { continental: 2, britishRegular: 1 });
      put(d, 'Massachusetts', { militiaUnderground: 1 });
    });
    const { action, trace } = choose(s);
    expect(action).toEqual(activity('persuasion'));
    expect(nodes(trace)).toEqual([
      'P8 Partisans: Patriot Resources are 0: Persuasion instead of Partisans (and of Skirmish)',
      'P13 Persuasion: possible in Massachusetts',
    ]);
    expect(plannedPatriotActivity(s, { excluded: [] })).toBe('persuasion');
  });

  it('Patriot Resources 0 and no Persuasion possible: no Special Activity, though Partisans could strike', () => {
    const s = afterMarchBroke((d) => put(d, 'Virginia', { militiaUnderground: 1, tory: 1 }));
    expect(legalActions(s)).toContainEqual(activity('partisans'));
    const { action, trace } = choose(s);
    expect(action).toBeNull();
    expect(nodes(trace)).toEqual([
      'P8 Partisans: Patriot Resources are 0: Persuasion instead of Partisans (and of Skirmish)',
      'P13 Persuasion: not possible: no Colony or City with Rebellion Control and an Underground Militia',
      'P13 Persuasion: none of Partisans, Skirmish or Persuasion is possible: no Special Activity',
    ]);
  });

  it('startPersuasion: Persuasion at once when Resources reach 0 during Rally or Rabble-Rousing (8.5.2, 8.5.3)', () => {
    const s = Pa.choose(board((d) => put(d, 'Massachusetts', { militiaUnderground: 1 })), 'rally');
    const flow = flowOf(s);
    expect(startPersuasion(flow)).toEqual(activity('persuasion'));
    expect(nodes(flow.ctx.trace)).toEqual(['P13 Persuasion: Patriot Resources reached 0 during the Command: Persuasion at once; possible in Massachusetts']);
    const none = flowOf(Pa.choose(board((d) => put(d, 'Massachusetts', { militiaActive: 1 })), 'rally'));
    expect(startPersuasion(none)).toBeNull();
  });
});

/** The Partisans decision after a Rally chose Partisans first. */
function atPartisans(recipe: (d: Draft<GameState>) => void): GameState {
  const s = Pa.play(Pa.choose(board(recipe), 'rally'), { type: 'specialActivity', activity: 'partisans' });
  expect(kind(s)).toBe('patriotsPartisans');
  return s;
}

const decide = (s: GameState, rolls?: SuppliedRolls) => {
  const d = policy.choose(s, rolls);
  return { action: d.action, nodes: nodes(d.trace) };
};

describe('P8 Partisans: space and pieces (8.5.1, 8.1.2)', () => {
  it('first to remove a Village (two Underground Militia, no War Party there)', () => {
    const s = atPartisans((d) => {
      put(d, 'NewYork', { militiaUnderground: 2, village: 1 });
      put(d, 'Quebec', { militiaUnderground: 2, warPartyUnderground: 2 });
    });
    const d = decide(s);
    expect(d.action).toEqual({ faction: 'patriots', type: 'partisans', space: 'NewYork', option: 'village+militiaUnderground' });
    expect(d.nodes).toEqual(['P8 Partisans: Partisans in New York (a Village to remove; changes no Control): remove 1 Village, 2 Underground Militia Activated and 1 of them removed']);
  });

  it('then the most War Parties (Underground before Active), two with two Underground Militia (8.1.1)', () => {
    const s = atPartisans((d) => {
      put(d, 'Quebec', { militiaUnderground: 2, warPartyUnderground: 1, warPartyActive: 2 });
      put(d, 'Virginia', { militiaUnderground: 1, warPartyUnderground: 1, britishRegular: 3 });
      put(d, 'NewYork', { militiaUnderground: 2, britishRegular: 1, tory: 1 });
    });
    const d = decide(s);
    expect(d.action).toEqual({ faction: 'patriots', type: 'partisans', space: 'Quebec', option: 'warPartyUnderground+warPartyActive+militiaUnderground' });
    expect(d.nodes).toEqual(['P8 Partisans: Partisans in Quebec (the most War Parties to remove (2); changes no Control): remove 1 Underground War Party and 1 Active War Party, 2 Underground Militia Activated and 1 of them removed']);
  });

  it('then the most British units, alternating from the type fewest there (Regulars if even)', () => {
    // 8.1.2: "alternating Regulars and Continentals/Tories beginning with whichever is fewest in the space (Regulars if even)".
    expect(britishCubesToRemove({ britishRegular: 3, tory: 1 } as never, 1)).toEqual(['tory']);
    expect(britishCubesToRemove({ britishRegular: 2, tory: 2 } as never, 2)).toEqual(['britishRegular', 'tory']);
    expect(britishCubesToRemove({ britishRegular: 0, tory: 3 } as never, 2)).toEqual(['tory', 'tory']);
    const s = atPartisans((d) => {
      put(d, 'Virginia', { militiaUnderground: 1, tory: 1 });
      put(d, 'NewYork', { militiaUnderground: 2, britishRegular: 3, tory: 1 });
    });
    const d = decide(s);
    expect(d.action).toEqual({ faction: 'patriots', type: 'partisans', space: 'NewYork', option: 'britishRegular+tory+militiaUnderground' });
  });

  it('within that: first to add Rebellion Control, then to remove British Control, then random (8.2)', () => {
    // All three remove one Tory. Virginia: 2 Militia vs 2 Tories → Rebellion Control; NewYork: 1 vs 2 → British Control removed; NewJersey: nothing.
    const s = atPartisans((d) => {
      put(d, 'NewJersey', { militiaUnderground: 1, tory: 4 });
      put(d, 'NewYork', { militiaUnderground: 1, tory: 2 });
      put(d, 'Virginia', { militiaUnderground: 1, militiaActive: 1, tory: 2 });
    });
    const d = decide(s);
    expect(d.action).toEqual({ faction: 'patriots', type: 'partisans', space: 'Virginia', option: 'tory' });
    expect(d.nodes).toEqual(['P8 Partisans: Partisans in Virginia (the most British units to remove (1); adds Rebellion Control): remove 1 Tory, 1 Underground Militia Activated']);
    const s2 = atPartisans((d) => {
      put(d, 'NewJersey', { militiaUnderground: 1, tory: 4 });
      put(d, 'NewYork', { militiaUnderground: 1, tory: 2 });
    });
    expect(decide(s2).action).toEqual({ faction: 'patriots', type: 'partisans', space: 'NewYork', option: 'tory' });
    // Equal: the Random Spaces table (column 1, row 6: New Jersey).
    const s3 = atPartisans((d) => {
      put(d, 'NewJersey', { militiaUnderground: 1, tory: 4 });
      put(d, 'Pennsylvania', { militiaUnderground: 1, tory: 4 });
    });
    const purpose = PATRIOT_ACTIVITY_PURPOSES.partisansSpace;
    const r = decide(s3, { [`${purpose}: column (1D3)`]: [1], [`${purpose}: row (1D6)`]: [6] });
    expect(r.action).toEqual({ faction: 'patriots', type: 'partisans', space: 'NewJersey', option: 'tory' });
    expect(r.nodes[0]).toBe(`Random Spaces: ${purpose}: New Jersey, Pennsylvania tie; column 1, row 6 → New Jersey`);
  });
});

/** The Skirmish decision after a Rally chose Skirmish first. */
function atSkirmish(recipe: (d: Draft<GameState>) => void): GameState {
  const s = Pa.play(Pa.choose(board(recipe), 'rally'), { type: 'specialActivity', activity: 'skirmish' });
  expect(kind(s)).toBe('skirmishActivity');
  return s;
}

describe('P12 Skirmish: space and pieces (8.5.1)', () => {
  it('first to remove a British Fort', () => {
    const s = atSkirmish((d) => {
      put(d, 'Virginia', { continental: 1, britishFort: 1 });
      put(d, 'NewYork', { continental: 3, tory: 2 });
    });
    const d = decide(s);
    expect(d.action).toEqual({ faction: 'patriots', type: 'skirmish', space: 'Virginia', option: 'britishFort+continental' });
    expect(d.nodes).toEqual(['P12 Skirmish: Skirmish in Virginia (a British Fort to remove; changes no Control): remove 1 British Fort at the cost of 1 Continental']);
  });

  it('within that: Rebellion Control added, then British Control removed; two cubes when two are there (8.1.1)', () => {
    const s = atSkirmish((d) => {
      put(d, 'NewJersey', { continental: 1, britishRegular: 5 });
      put(d, 'NewYork', { continental: 1, tory: 2 }); // 1 vs 2 → none: British Control removed
      put(d, 'Virginia', { continental: 2, britishRegular: 1, tory: 2 }); // 2 vs 3 → 1 vs 1: British Control removed too
      put(d, 'Pennsylvania', { continental: 3, britishRegular: 2, tory: 2 }); // 3 vs 4 → 2 vs 2: removed
      put(d, 'Georgia', { continental: 2, militiaActive: 1, britishRegular: 3 }); // 3 vs 3 → 2 vs 1: Rebellion Control
    });
    const d = decide(s);
    expect(d.action).toEqual({ faction: 'patriots', type: 'skirmish', space: 'Georgia', option: 'britishRegular+britishRegular+continental' });
    expect(d.nodes).toEqual(['P12 Skirmish: Skirmish in Georgia (adds Rebellion Control): remove 2 British Regulars at the cost of 1 Continental']);
  });
});

/** The Persuasion decision after a Rally chose Persuasion first. */
function atPersuasion(recipe: (d: Draft<GameState>) => void): GameState {
  const s = Pa.play(Pa.choose(board(recipe), 'rally'), { type: 'specialActivity', activity: 'persuasion' });
  expect(kind(s)).toBe('patriotsPersuasion');
  return s;
}

describe('P13 Persuasion: up to three spaces, Patriot Forts first (8.5.1)', () => {
  it('three spaces, the Patriot Fort spaces first, ties by 8.2; selected in map order, then it ends', () => {
    const s = atPersuasion((d) => {
      put(d, 'Boston', { militiaUnderground: 1 });
      put(d, 'Massachusetts', { militiaUnderground: 1, patriotFort: 1 });
      put(d, 'Virginia', { militiaUnderground: 2, patriotFort: 1 });
      put(d, 'NewYork', { militiaUnderground: 1 });
      put(d, 'Georgia', { militiaUnderground: 1 });
    });
    // The two Forts are both taken (no roll); then Boston, New York, Georgia tie for the last: column 3, row 5 → Boston.
    const purpose = `${PATRIOT_ACTIVITY_PURPOSES.persuasionSpaces} #3`;
    const rolls = { [`${purpose}: column (1D3)`]: [3], [`${purpose}: row (1D6)`]: [5] };
    let state = s;
    const picked: string[] = [];
    for (let i = 0; i < 3; i++) {
      const d = policy.choose(state, rolls);
      expect(d.action.type).toBe('selectSpace');
      picked.push(d.action.space!);
      if (i === 0) expect(nodes(d.trace).at(-1)).toBe('P13 Persuasion: Persuasion in Massachusetts, Virginia, Boston (Patriot Forts first: Massachusetts, Virginia): 1 Militia Activated in each, +1 Patriot Resource each');
      state = apply(state, d.action);
    }
    expect(picked).toEqual(['Boston', 'Massachusetts', 'Virginia']);
    expect(kind(state)).not.toBe('patriotsPersuasion');
    expect(state.resources.patriots).toBe(13);
    expect(state.spaces.Boston.pieces).toMatchObject({ militiaUnderground: 0, militiaActive: 1 });
    expect(state.spaces.Virginia.pieces).toMatchObject({ militiaUnderground: 1, militiaActive: 1 });
    expect(state.spaces.NewYork.pieces).toMatchObject({ militiaUnderground: 1 });
  });

  it('fewer than three qualifying: those, then done', () => {
    const s = atPersuasion((d) => {
      put(d, 'Boston', { militiaUnderground: 1 });
      put(d, 'NewYork', { militiaUnderground: 2 });
    });
    const a = policy.choose(s).action;
    expect(a).toEqual({ faction: 'patriots', type: 'selectSpace', space: 'Boston' });
    const s2 = apply(s, a);
    const b = policy.choose(s2).action;
    expect(b).toEqual({ faction: 'patriots', type: 'selectSpace', space: 'NewYork' });
    const s3 = apply(s2, b);
    // New York still has an Underground Militia but was selected already: Persuasion ends (done, or by itself).
    if (kind(s3) === 'patriotsPersuasion') expect(policy.choose(s3).action).toEqual({ faction: 'patriots', type: 'done' });
  });
});
