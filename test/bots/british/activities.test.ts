// The Non-Player British Special Activities (8.4.1: NAVAL PRESSURE and SKIRMISH; flowchart B7, B11).
import { describe, expect, it } from 'vitest';
import { flowFor } from '../commandKit';
import type { Draft } from 'immer';
import { apply } from '../../../src/game/machine';
import type { GameState } from '../../../src/core/state';
import type { Action } from '../../../src/core/action';
import { beginDecision, isTraceRoll, type Trace } from '../../../src/bots/policy';
import type { Flow } from '../../../src/bots/flowchart';
import type { SuppliedRolls } from '../../../src/bots/rolls';
import { britishPolicy } from '../../../src/bots/british';
import { ACTIVITY_PURPOSES, blockadeToRemove, chooseBritishActivity, plannedBritishActivity, type BritishActivityOptions } from '../../../src/bots/british/activities';
import { as, blockade, lead, position, put, kind, piecesIn } from '../../../src/testing/kit';

const Br = as('british');
const policy = britishPolicy();

/** An empty 1775 board with the British Non-Player and 10 Resources each, arranged by `recipe`. */
const board = (recipe: (d: Draft<GameState>) => void, treaty = false): GameState =>
  position({ game: { nonPlayers: ['british'] }, resources: 10, treaty }, recipe);

function flowOf(state: GameState, rolls?: SuppliedRolls): Flow {
  return flowFor(state, 'british', rolls);
}

/** chooseBritishActivity at the first decision of the British Command, with its trace. */
function choose(state: GameState, options: BritishActivityOptions, rolls?: SuppliedRolls): { action: Action | null; trace: Trace } {
  const flow = flowOf(state, rolls);
  const action = chooseBritishActivity(flow, options);
  return { action, trace: flow.ctx.trace };
}

const nodes = (trace: Trace): string[] => trace.flatMap((s) => (isTraceRoll(s) ? [] : [`${s.node}: ${s.text}`]));
const NP_FIRST: BritishActivityOptions = { order: 'navalPressureFirst', excluded: [], battleSpaces: [] };
const SK_FIRST: BritishActivityOptions = { order: 'skirmishFirst', excluded: [], battleSpaces: [] };

describe('B7/B11: which Special Activity (8.4.1)', () => {
  it('Garrison: Naval Pressure first — FNI 0 adds 1D3 Resources, even with a Skirmish possible', () => {
    // 8.4.1 Garrison: "First execute Naval Pressure, or if that is not possible, Skirmish"; NAVAL PRESSURE: FNI 0 → +1D3.
    const s = Br.choose(board((d) => put(d, 'Boston', { britishRegular: 2, militiaActive: 1 })), 'garrison');
    const { action, trace } = choose(s, NP_FIRST);
    expect(action).toEqual({ faction: 'british', type: 'specialActivity', activity: 'navalPressure' });
    expect(nodes(trace)).toEqual(['B7 Naval Pressure: FNI 0: Naval Pressure adds 1D3 British Resources']);
  });

  it('Muster/March/Battle: Skirmish first when possible, else Naval Pressure', () => {
    // 8.4.2, 8.4.3, 8.4.4: "Skirmish or, if that is not possible, Naval Pressure".
    const s = Br.choose(board((d) => put(d, 'Boston', { britishRegular: 2, militiaActive: 1 })), 'march');
    expect(choose(s, SK_FIRST).action).toEqual({ faction: 'british', type: 'specialActivity', activity: 'skirmish' });
    expect(nodes(choose(s, SK_FIRST).trace)).toEqual(['B11 Skirmish: possible in Boston']);
    // The only Skirmish space excluded by the caller (e.g. a Muster space): Naval Pressure instead.
    const other = choose(s, { ...SK_FIRST, excluded: ['Boston'] });
    expect(other.action).toEqual({ faction: 'british', type: 'specialActivity', activity: 'navalPressure' });
    expect(nodes(other.trace)).toEqual([
      'B11 Skirmish: not possible: no space outside Boston with British Regulars and Rebellion pieces to remove',
      'B7 Naval Pressure: FNI 0: Naval Pressure adds 1D3 British Resources',
    ]);
  });

  it('Naval Pressure with FNI above 0: only under Gage or Clinton; under Howe the British Skirmish', () => {
    // 8.4.1 NAVAL PRESSURE: "If FNI > 0 and Gage or Clinton ... Otherwise, if FNI is 0 ... If neither ... Skirmish".
    const setup = (leader: 'Gage' | 'Howe' | 'Clinton') =>
      Br.choose(
        board((d) => {
          lead(d, leader, 'NewYorkCity');
          put(d, 'NewYorkCity', { britishRegular: 4 });
          put(d, 'Boston', { britishRegular: 2, militiaActive: 1 });
          blockade(d, 'Philadelphia');
        }),
        'garrison',
      );
    for (const leader of ['Gage', 'Clinton'] as const) {
      const { action, trace } = choose(setup(leader), NP_FIRST);
      expect(action?.activity).toBe('navalPressure');
      expect(nodes(trace)).toEqual([`B7 Naval Pressure: FNI 1 and ${leader} leads the British: Naval Pressure lowers FNI and removes a Blockade`]);
    }
    const howe = choose(setup('Howe'), NP_FIRST);
    expect(howe.action?.activity).toBe('skirmish');
    expect(nodes(howe.trace)).toEqual([
      'B7 Naval Pressure: not possible: FNI 1 and Howe leads the British (only Gage or Clinton remove a Blockade)',
      'B11 Skirmish: possible in Boston',
    ]);
  });

  it('neither possible: no Special Activity (null), in both orders', () => {
    // 8.4.1 SKIRMISH: "If that is not possible either, the British execute no Special Activity."
    const s = Br.choose(
      board((d) => {
        lead(d, 'Howe', 'NewYorkCity');
        put(d, 'NewYorkCity', { britishRegular: 4 });
        put(d, 'Boston', { britishRegular: 1, militiaUnderground: 2 });
        blockade(d, 'Philadelphia');
      }),
      'march',
    );
    for (const order of ['navalPressureFirst', 'skirmishFirst'] as const) {
      const { action, trace } = choose(s, { order, excluded: [], battleSpaces: [] });
      expect(action).toBeNull();
      expect(nodes(trace).at(-1)).toBe('B11 Skirmish: neither Skirmish nor Naval Pressure is possible: no Special Activity');
    }
    expect(plannedBritishActivity(s, { order: 'skirmishFirst', excluded: [] })).toBeNull();
  });
});

/** The state at the British Skirmish decision, after a March chose Skirmish first. */
function atSkirmish(recipe: (d: Draft<GameState>) => void): GameState {
  // The Treaty played, so that French Regulars may be on the map (2.3.9).
  const s = Br.choose(board(recipe, true), 'march');
  const next = Br.play(s, { type: 'specialActivity', activity: 'skirmish' });
  expect(kind(next)).toBe('skirmishActivity');
  return next;
}

describe('B11 Skirmish: the space (8.4.1)', () => {
  it('the West Indies first', () => {
    const s = atSkirmish((d) => {
      put(d, 'WestIndies', { britishRegular: 3, frenchRegular: 1 });
      put(d, 'Boston', { britishRegular: 1, continental: 2 });
    });
    const d = policy.choose(s);
    expect(d.action).toEqual({ faction: 'british', type: 'skirmish', space: 'WestIndies', option: 'frenchRegular' });
    expect(nodes(d.trace)[0]).toBe('B11 Skirmish: Skirmish in the West Indies (the West Indies first; candidates: Boston, the West Indies)');
  });

  it('then where there is exactly one British Regular (before a space with more cubes)', () => {
    const s = atSkirmish((d) => {
      put(d, 'Boston', { britishRegular: 3, continental: 2 });
      put(d, 'NewJersey', { britishRegular: 1, militiaActive: 1 });
    });
    const d = policy.choose(s);
    expect(d.action).toEqual({ faction: 'british', type: 'skirmish', space: 'NewJersey', option: 'militiaActive' });
    expect(nodes(d.trace)).toEqual([
      'B11 Skirmish: Skirmish in New Jersey (exactly one British Regular there; candidates: Boston, New Jersey)',
      'B11 Skirmish: in New Jersey: no Rebellion cube to remove; remove 1 Active Militia',
    ]);
  });

  it('then where Rebellion cubes can be removed, the most first; a Rebellion piece only where no cube can be', () => {
    const s = atSkirmish((d) => {
      put(d, 'Boston', { britishRegular: 3, militiaActive: 1 });
      put(d, 'NewYorkCity', { britishRegular: 2, continental: 1 });
      put(d, 'Philadelphia', { britishRegular: 2, continental: 1, frenchRegular: 3 });
    });
    const d = policy.choose(s);
    // Philadelphia: 2 cubes; the type least there first (1 Continental), then French (3): at the cost of a Regular.
    expect(d.action).toEqual({ faction: 'british', type: 'skirmish', space: 'Philadelphia', option: 'continental+frenchRegular+britishRegular' });
    expect(nodes(d.trace)[1]).toBe(
      'B11 Skirmish: in Philadelphia: remove 1 Continental and 1 French Regular (as many Rebellion cubes as possible, the type least there first, at the cost of 1 British Regular)',
    );
  });

  it('no cube anywhere: one Rebellion piece, first where it is the only one, within that a City', () => {
    const s = atSkirmish((d) => {
      put(d, 'NewJersey', { britishRegular: 2, militiaActive: 1 }); // only one, Province
      put(d, 'Boston', { britishRegular: 2, militiaActive: 1, militiaUnderground: 1 }); // two, City
      put(d, 'Norfolk', { britishRegular: 2, patriotFort: 1 }); // only one, City: the Fort at the cost of a Regular
    });
    const d = policy.choose(s);
    expect(d.action).toEqual({ faction: 'british', type: 'skirmish', space: 'Norfolk', option: 'patriotFort+britishRegular' });
    expect(nodes(d.trace)).toEqual([
      'B11 Skirmish: Skirmish in Norfolk (the only Rebellion piece there, a City; candidates: Boston, Norfolk, New Jersey)',
      'B11 Skirmish: in Norfolk: no Rebellion cube to remove; remove the Patriot Fort at the cost of 1 British Regular',
    ]);
  });

  it('equal spaces: the Random Spaces table (8.2)', () => {
    const s = atSkirmish((d) => {
      put(d, 'Boston', { britishRegular: 2, continental: 2 });
      put(d, 'NewYorkCity', { britishRegular: 2, continental: 3 });
    });
    // Column 1, row 1 of the table: Quebec City … then down the table to the first of Boston and New York City.
    const d = policy.choose(s, { [`${ACTIVITY_PURPOSES.skirmishSpace}: column (1D3)`]: [1], [`${ACTIVITY_PURPOSES.skirmishSpace}: row (1D6)`]: [1] });
    expect(['Boston', 'NewYorkCity']).toContain(d.action.space);
    expect(d.action.option).toBe('continental+continental+britishRegular');
    expect(d.trace.filter(isTraceRoll).map((r) => r.roll.purpose)).toEqual([
      `${ACTIVITY_PURPOSES.skirmishSpace}: column (1D3)`,
      `${ACTIVITY_PURPOSES.skirmishSpace}: row (1D6)`,
    ]);
  });
});

describe('B11 Skirmish: the removal (8.4.1)', () => {
  it('one cube only: no Regular lost; equal cube types by an equal-chance roll', () => {
    const one = atSkirmish((d) => put(d, 'Boston', { britishRegular: 2, continental: 1, militiaActive: 2 }));
    expect(policy.choose(one).action).toEqual({ faction: 'british', type: 'skirmish', space: 'Boston', option: 'continental' });
    const equal = atSkirmish((d) => put(d, 'Boston', { britishRegular: 2, continental: 2, frenchRegular: 2 }));
    expect(policy.choose(equal, { [ACTIVITY_PURPOSES.cubeType]: [1] }).action.option).toBe('continental+continental+britishRegular');
    expect(policy.choose(equal, { [ACTIVITY_PURPOSES.cubeType]: [2] }).action.option).toBe('frenchRegular+frenchRegular+britishRegular');
  });

  it('Clinton in the space: one more Militia goes (the engine adds it); the whole Skirmish', () => {
    const s = atSkirmish((d) => {
      lead(d, 'Clinton', 'Boston');
      put(d, 'Boston', { britishRegular: 2, continental: 1, militiaUnderground: 1 });
    });
    const d = policy.choose(s);
    expect(nodes(d.trace)).toContain('B11 Skirmish: Clinton is in Boston: one additional Militia goes if any is there');
    const after = apply(s, d.action);
    expect(piecesIn(after, 'Boston')).toEqual({ britishRegular: 2 });
    expect(after.casualties.continental).toBe(1);
    expect(kind(after)).toBe('britishMarch');
  });
});

describe('B7 Naval Pressure: the Blockade (8.4.1)', () => {
  function lowerFni(recipe: (d: Draft<GameState>) => void): GameState {
    const s = Br.choose(
      board((d) => {
        lead(d, 'Clinton', 'NewYorkCity');
        put(d, 'NewYorkCity', { britishRegular: 4 });
        recipe(d);
      }),
      'march',
    );
    const next = Br.play(s, { type: 'specialActivity', activity: 'navalPressure' });
    expect(kind(next)).toBe('britishLowerFni');
    return next;
  }

  it('first the City with most Rebellion pieces without a Patriot Fort', () => {
    const s = lowerFni((d) => {
      blockade(d, 'Boston', 'Philadelphia', 'Norfolk');
      put(d, 'Boston', { militiaUnderground: 3, patriotFort: 1 });
      put(d, 'Philadelphia', { militiaUnderground: 2 });
      d.spaces.Norfolk.support = 2;
    });
    const d = policy.choose(s);
    expect(d.action).toEqual({ faction: 'british', type: 'removeBlockade', space: 'Philadelphia' });
    expect(nodes(d.trace)).toEqual(['B7 Naval Pressure: remove the Blockade from Philadelphia (2 Rebellion pieces, Support 0)']);
    const after = apply(s, d.action);
    expect(after.fni).toBe(2);
    expect(after.spaces.Philadelphia.blockades).toBe(0);
  });

  it('first of all from a City selected for Battle', () => {
    const s = lowerFni((d) => {
      blockade(d, 'Boston', 'Philadelphia');
      put(d, 'Philadelphia', { militiaUnderground: 2 });
    });
    const ctx = beginDecision(s, 'british');
    expect(blockadeToRemove(ctx, s, ['Boston'])).toBe('Boston');
    expect(nodes(ctx.trace)).toEqual(['B7 Naval Pressure: remove the Blockade from Boston (a City selected for Battle)']);
    expect(blockadeToRemove(beginDecision(s, 'british'), s, [])).toBe('Philadelphia');
  });

  it('then the City with most Support', () => {
    const s = lowerFni((d) => {
      blockade(d, 'Boston', 'Norfolk');
      put(d, 'Boston', { militiaUnderground: 3, patriotFort: 1 });
      d.spaces.Boston.support = 1;
      d.spaces.Norfolk.support = 2;
    });
    expect(policy.choose(s).action.space).toBe('Norfolk');
  });

  it("Howe's own FNI drop before a Skirmish removes the same Blockade (ruling)", () => {
    const s = Br.choose(
      board((d) => {
        lead(d, 'Howe', 'NewYorkCity');
        put(d, 'NewYorkCity', { britishRegular: 4 });
        put(d, 'NewJersey', { britishRegular: 2, militiaActive: 1 });
        blockade(d, 'Boston', 'Norfolk');
        d.spaces.Norfolk.support = 1;
      }),
      'march',
    );
    const flow = flowOf(s);
    expect(chooseBritishActivity(flow, SK_FIRST)).toEqual({ faction: 'british', type: 'specialActivity', activity: 'skirmish' });
    const drop = Br.play(s, { type: 'specialActivity', activity: 'skirmish' });
    expect(kind(drop)).toBe('britishLowerFni');
    const d = policy.choose(drop);
    expect(d.action).toEqual({ faction: 'british', type: 'removeBlockade', space: 'Norfolk' });
    expect(nodes(d.trace)).toEqual(['B7 Naval Pressure: remove the Blockade from Norfolk (0 Rebellion pieces, Support 1)']);
    const after = apply(drop, d.action);
    expect(after.fni).toBe(1);
    expect(kind(after)).toBe('skirmishActivity');
    expect(policy.choose(after).action).toEqual({ faction: 'british', type: 'skirmish', space: 'NewJersey', option: 'militiaActive' });
  });
});
