// The Non-Player Indian Special Activities (8.7.1: PLUNDER, WAR PATH, TRADE; flowchart I5, I8, I11).
import { describe, expect, it } from 'vitest';
import { flowFor } from '../commandKit';
import type { Draft } from 'immer';
import { apply, pending } from '../../../src/game/machine';
import { arrange } from '../../../src/testing/builders';
import { startFreeActivity } from '../../../src/flow/host';
import { indiansWarPath } from '../../../src/rules/specialActivities/indians';
import type { GameState } from '../../../src/core/state';
import type { Action } from '../../../src/core/action';
import type { SpaceId } from '../../../src/data/ids';
import { isTraceRoll, type Trace } from '../../../src/bots/policy';
import type { Flow } from '../../../src/bots/flowchart';
import type { SuppliedRolls } from '../../../src/bots/rolls';
import { indianPolicy } from '../../../src/bots/indians';
import { chooseIndianActivity, idealRemoval, INDIAN_ACTIVITY_PURPOSES, plunderOrTrade } from '../../../src/bots/indians/activities';
import { as, kind, lead, piecesIn, position, put } from '../../../src/testing/kit';

const I = as('indians');
const policy = indianPolicy();

/** An empty 1775 board with the Indian Non-Player and 10 Resources each (Indians `indians`), arranged by `recipe`. */
const board = (recipe: (d: Draft<GameState>) => void, indians = 10, treaty = false): GameState =>
  position({ game: { nonPlayers: ['indians'] }, resources: { british: 10, patriots: 10, french: 10, indians }, treaty }, recipe);

function flowOf(state: GameState, rolls?: SuppliedRolls): Flow {
  return flowFor(state, 'indians', rolls);
}

const nodes = (trace: Trace): string[] => trace.flatMap((s) => (isTraceRoll(s) ? [] : [`${s.node}: ${s.text}`]));

/** chooseIndianActivity at the first decision of an Indian Gather (where the Special Activities are offered), with its trace. */
function choose(state: GameState, excluded: readonly SpaceId[] = []): { action: Action | null; trace: Trace } {
  const s = I.choose(state, 'gather');
  const flow = flowOf(s);
  const action = chooseIndianActivity(flow, { excluded });
  return { action, trace: flow.ctx.trace };
}

const WAR_PATH: Action = { faction: 'indians', type: 'specialActivity', activity: 'warPath' };
const TRADE: Action = { faction: 'indians', type: 'specialActivity', activity: 'trade' };

/** A Village with Underground War Parties in the Northwest (Trade possible, Gather possible for free) and a War Path target in Virginia. */
const both = (d: Draft<GameState>): void => {
  put(d, 'Northwest', { village: 1, warPartyUnderground: 2 });
  put(d, 'Virginia', { warPartyUnderground: 1, militiaActive: 1 });
};

describe('I8/I11: which Special Activity (8.7.1)', () => {
  it('with Resources: War Path first, though Trade is possible too', () => {
    // 8.7.1 WAR PATH: "Otherwise War Path in one space".
    const { action, trace } = choose(board(both));
    expect(action).toEqual(WAR_PATH);
    expect(nodes(trace)).toEqual(['I8 War Path: possible in Virginia']);
  });

  it('Indian Resources 0: Trade instead', () => {
    // 8.7.1 WAR PATH: "If Indian Resources are 0, execute Trade instead if possible."
    const { action, trace } = choose(board(both, 0));
    expect(action).toEqual(TRADE);
    expect(nodes(trace)).toEqual(['I8 War Path: Indian Resources are 0: Trade instead, if possible', 'I11 Trade: Underground War Parties at a Village in Northwest: Trade']);
  });

  it('Indian Resources 0 and no Trade possible: War Path after all', () => {
    // Ruling: the box's "Otherwise" follows "Trade if possible".
    const s = board((d) => {
      put(d, 'Northwest', { warPartyUnderground: 2 });
      put(d, 'Virginia', { warPartyUnderground: 1, militiaActive: 1 });
    }, 0);
    const { action, trace } = choose(s);
    expect(action).toEqual(WAR_PATH);
    expect(nodes(trace)).toEqual([
      'I8 War Path: Indian Resources are 0: Trade instead, if possible',
      'I11 Trade: not possible: no Underground War Party at a Village',
      'I8 War Path: possible in Virginia',
    ]);
  });

  it('no War Path space: Trade; the War Path space excluded by the caller: Trade', () => {
    // 8.7.1 WAR PATH "… or if that is not possible, Trade"; I8 "If no such space, Trade".
    const s = board((d) => put(d, 'Northwest', { village: 1, warPartyUnderground: 2 }));
    const { action, trace } = choose(s);
    expect(action).toEqual(TRADE);
    expect(nodes(trace)).toEqual([
      'I8 War Path: not possible: no space with both Underground War Parties and Rebellion pieces to remove',
      'I8 War Path: no War Path: Trade instead',
      'I11 Trade: Underground War Parties at a Village in Northwest: Trade',
    ]);
    expect(choose(board(both), ['Virginia']).action).toEqual(TRADE);
  });

  it('neither possible: no Special Activity (null)', () => {
    // 8.7.1 TRADE / I11: "If not possible, no Special Activity."
    const s = board((d) => put(d, 'Northwest', { warPartyUnderground: 2 }));
    const { action, trace } = choose(s);
    expect(action).toBeNull();
    expect(nodes(trace).at(-1)).toBe('I11 Trade: neither War Path nor Trade is possible: no Special Activity');
  });
});

/** The state at the Indians' War Path decision (started at the first decision of a Gather). */
function atWarPath(recipe: (d: Draft<GameState>) => void, treaty = false): GameState {
  const s = I.play(I.choose(board((d) => {
    put(d, 'Northwest', { warPartyUnderground: 1 });
    recipe(d);
  }, 10, treaty), 'gather'), { type: 'specialActivity', activity: 'warPath' });
  expect(kind(s)).toBe('indiansWarPath');
  return s;
}

describe('I8 War Path: the space and the removal (8.7.1, 8.1.2)', () => {
  it('first to remove a Patriot Fort, rather than two Rebellion units elsewhere', () => {
    const s = atWarPath((d) => {
      put(d, 'Pennsylvania', { warPartyUnderground: 2, patriotFort: 1 });
      put(d, 'Virginia', { warPartyUnderground: 2, militiaActive: 2, continental: 1 });
    });
    const d = policy.choose(s);
    expect(d.action).toEqual({ faction: 'indians', type: 'warPath', space: 'Pennsylvania', option: 'patriotFort+warPartyUnderground' });
    expect(nodes(d.trace)).toEqual(['I8 War Path: War Path in Pennsylvania (a Patriot Fort to remove): remove 1 Patriot Fort; 2 Underground War Parties Activated, 1 of them removed']);
  });

  it('then the most Rebellion pieces: two where two Underground War Parties allow it', () => {
    const s = atWarPath((d) => {
      put(d, 'Virginia', { warPartyUnderground: 2, militiaActive: 1, continental: 1 });
      put(d, 'NorthCarolina', { warPartyUnderground: 1, militiaUnderground: 3, village: 1 });
    });
    const d = policy.choose(s);
    expect(d.action).toEqual({ faction: 'indians', type: 'warPath', space: 'Virginia', option: 'continental+militiaActive+warPartyUnderground' });
    expect(nodes(d.trace)[0]).toBe(
      'I8 War Path: War Path in Virginia (2 Rebellion pieces to remove, the most possible): remove 1 Continental and 1 Active Militia; 2 Underground War Parties Activated, 1 of them removed',
    );
  });

  it('within that, first in a Province with a Village', () => {
    const s = atWarPath((d) => {
      put(d, 'Virginia', { warPartyUnderground: 1, militiaActive: 1 });
      put(d, 'NorthCarolina', { warPartyUnderground: 1, militiaActive: 1, village: 1 });
      put(d, 'SouthCarolina', { warPartyUnderground: 1, continental: 2 });
    });
    const d = policy.choose(s);
    expect(d.action).toEqual({ faction: 'indians', type: 'warPath', space: 'NorthCarolina', option: 'militiaActive' });
    expect(nodes(d.trace)[0]).toBe(
      'I8 War Path: War Path in North Carolina (1 Rebellion piece to remove, the most possible, a Province with a Village): remove 1 Active Militia; 1 Underground War Party Activated',
    );
  });

  it('equal spaces: the Random Spaces table (8.2) with the War Path roll', () => {
    const s = atWarPath((d) => {
      put(d, 'Virginia', { warPartyUnderground: 1, militiaActive: 1 });
      put(d, 'Georgia', { warPartyUnderground: 1, militiaActive: 1 });
    });
    const roll = (column: number, row: number) => ({ [`${INDIAN_ACTIVITY_PURPOSES.warPath}: column (1D3)`]: [column], [`${INDIAN_ACTIVITY_PURPOSES.warPath}: row (1D6)`]: [row] });
    // Column 3, row 1: North Carolina, not a candidate; down the column to Georgia.
    const d = policy.choose(s, roll(3, 1));
    expect(d.action).toEqual({ faction: 'indians', type: 'warPath', space: 'Georgia', option: 'militiaActive' });
    expect(nodes(d.trace)[0]).toBe('Random Spaces: I8 War Path: space (8.7.1): Virginia, Georgia tie; column 3, row 1 → Georgia');
    // Column 2, row 5: Southwest, then Virginia.
    expect(policy.choose(s, roll(2, 5)).action.space).toBe('Virginia');
  });

  it("in the space, 8.1.2's order: Militia first, Underground before Active, then the fewest cubes", () => {
    const militia = atWarPath(
      (d) => put(d, 'Virginia', { warPartyUnderground: 2, continental: 2, militiaActive: 1, militiaUnderground: 1, frenchRegular: 1 }),
      true,
    );
    expect(policy.choose(militia).action).toEqual({ faction: 'indians', type: 'warPath', space: 'Virginia', option: 'militiaUnderground+militiaActive+warPartyUnderground' });
    const cubes = atWarPath((d) => put(d, 'Virginia', { warPartyUnderground: 2, continental: 2, frenchRegular: 1 }), true);
    expect(policy.choose(cubes).action).toEqual({ faction: 'indians', type: 'warPath', space: 'Virginia', option: 'continental+frenchRegular+warPartyUnderground' });
    expect(idealRemoval(cubes, 'Virginia', 3)).toEqual(['frenchRegular', 'continental', 'continental']);
  });

  it("Brant: his extra Militia counts, and the removal that costs no War Party is taken (1.10)", () => {
    const s = atWarPath((d) => {
      lead(d, 'Brant', 'Virginia');
      put(d, 'Virginia', { warPartyUnderground: 2, militiaActive: 1, continental: 1 });
    });
    const d = policy.choose(s);
    expect(d.action).toEqual({ faction: 'indians', type: 'warPath', space: 'Virginia', option: 'continental+militiaActive' });
    expect(nodes(d.trace)[0]).toBe(
      'I8 War Path: War Path in Virginia (2 Rebellion pieces to remove, the most possible): remove 1 Continental and 1 Active Militia (Brant: one Militia more); 1 Underground War Party Activated',
    );
    const after = I.play(s, d.action);
    expect(piecesIn(after, 'Virginia')).toEqual({ warPartyUnderground: 1, warPartyActive: 1 });
  });
});

describe('I8 War Path granted in several spaces (8.1.1)', () => {
  it('strikes again while it can, best space first, then done', () => {
    // A free War Path "in up to two spaces" (3.1.2): the most War Path the grant allows (8.1.1).
    const s = arrange(
      board((d) => {
        put(d, 'Virginia', { warPartyUnderground: 1, militiaActive: 1 });
        put(d, 'NorthCarolina', { warPartyUnderground: 2, militiaActive: 2 });
      }),
      (d) => startFreeActivity(d, indiansWarPath, { maxSpaces: 2 }),
    );
    expect(kind(s)).toBe('indiansWarPath');
    const first = policy.choose(s);
    expect(first.action).toEqual({ faction: 'indians', type: 'warPath', space: 'NorthCarolina', option: 'militiaActive+militiaActive+warPartyUnderground' });
    const s2 = apply(s, first.action);
    const second = policy.choose(s2);
    expect(second.action).toEqual({ faction: 'indians', type: 'warPath', space: 'Virginia', option: 'militiaActive' });
    const s3 = apply(s2, second.action);
    expect(s3.stack.some((f) => f.kind === 'indiansWarPath')).toBe(false);
  });

  it('one space only to strike: the granted War Path ends after it (no further decision)', () => {
    const s = arrange(
      board((d) => put(d, 'Virginia', { warPartyUnderground: 1, militiaActive: 1 })),
      (d) => startFreeActivity(d, indiansWarPath, { maxSpaces: 2 }),
    );
    const d = policy.choose(s);
    expect(d.action).toEqual({ faction: 'indians', type: 'warPath', space: 'Virginia', option: 'militiaActive' });
    expect(apply(s, d.action).stack.some((f) => f.kind === 'indiansWarPath')).toBe(false);
  });
});

describe('I11 Trade: the Village space (8.7.1)', () => {
  it('the Village space with the most Underground War Parties; then the British are asked', () => {
    const s = I.play(
      I.choose(
        board((d) => {
          put(d, 'Quebec', { village: 1, warPartyUnderground: 1 });
          put(d, 'Northwest', { village: 1, warPartyUnderground: 3 });
          put(d, 'Virginia', { warPartyUnderground: 3 });
        }),
        'gather',
      ),
      { type: 'specialActivity', activity: 'trade' },
    );
    expect(kind(s)).toBe('indiansTrade');
    const d = policy.choose(s);
    expect(d.action).toEqual({ faction: 'indians', type: 'trade', space: 'Northwest' });
    expect(nodes(d.trace)).toEqual(['I11 Trade: Trade in Northwest (the Village space with the most Underground War Parties: 3); the British are asked for Resources first (8.4.6)']);
    const next = I.play(s, d.action);
    expect(pending(next)!.faction).toBe('british');
  });
});

/** A Raid that selected Virginia with the Indians' last Resource (Virginia at Passive Opposition). */
function raidAtZero(recipe: (d: Draft<GameState>) => void, patriots = 10): GameState {
  const s = position({ game: { nonPlayers: ['indians'] }, resources: { british: 10, patriots, french: 10, indians: 1 } }, (d) => {
    d.spaces.Virginia.support = -1;
    recipe(d);
  });
  const next = I.play(I.choose(s, 'raid'), { type: 'selectSpace', space: 'Virginia' });
  expect(next.resources.indians).toBe(0);
  return next;
}

describe('I5 Plunder, else Trade, when Resources fall to 0 during the Raid (8.7.1)', () => {
  it('Plunder in the Raid Province with more War Parties than Rebellion pieces; an Active War Party goes if possible', () => {
    const s = raidAtZero((d) => put(d, 'Virginia', { warPartyUnderground: 2, warPartyActive: 1, militiaActive: 1 }));
    const flow = flowOf(s);
    expect(plunderOrTrade(flow, ['Virginia'])).toEqual({ faction: 'indians', type: 'specialActivity', activity: 'plunder' });
    expect(nodes(flow.ctx.trace)).toEqual([
      'I5 Plunder: Indian Resources fell to 0 during the Raid: Plunder, or if that is not possible Trade, before completing it',
      'I5 Plunder: possible in Virginia',
    ]);
    const at = I.play(s, { type: 'specialActivity', activity: 'plunder' });
    const d = policy.choose(at);
    expect(d.action).toEqual({ faction: 'indians', type: 'plunder', space: 'Virginia', piece: 'warPartyActive' });
    expect(nodes(d.trace)).toEqual([
      'I5 Plunder: Plunder in Virginia (3 War Parties against 1 Rebellion pieces, Population 2, the highest): the Patriots lose 2 Resources',
      'I5 Plunder: remove 1 Active War Party (Active before Underground, 8.1.2)',
    ]);
  });

  it('no Plunder possible (War Parties do not outnumber Rebellion pieces): Trade', () => {
    const s = raidAtZero((d) => {
      put(d, 'Virginia', { warPartyUnderground: 1, militiaActive: 1 });
      put(d, 'Northwest', { village: 1, warPartyUnderground: 2 });
    });
    const flow = flowOf(s);
    expect(plunderOrTrade(flow, ['Virginia'])).toEqual(TRADE);
    expect(nodes(flow.ctx.trace).slice(1)).toEqual([
      'I5 Plunder: not possible: no Raid Province with more War Parties than Rebellion pieces',
      'I11 Trade: Underground War Parties at a Village in Northwest: Trade',
    ]);
  });

  it('the Patriots have no Resources: no Plunder (the sheet), Trade; neither: null', () => {
    const s = raidAtZero((d) => {
      put(d, 'Virginia', { warPartyUnderground: 2 });
      put(d, 'Northwest', { village: 1, warPartyUnderground: 2 });
    }, 0);
    const flow = flowOf(s);
    expect(plunderOrTrade(flow, ['Virginia'])).toEqual(TRADE);
    expect(nodes(flow.ctx.trace)[1]).toBe('I5 Plunder: not possible: the Patriots have no Resources to take');
    const none = raidAtZero((d) => put(d, 'Virginia', { warPartyUnderground: 2 }), 0);
    const f2 = flowOf(none);
    expect(plunderOrTrade(f2, ['Virginia'])).toBeNull();
    expect(nodes(f2.ctx.trace).at(-1)).toBe('I5 Plunder: neither Plunder nor Trade is possible: the Raid goes on');
  });
});
