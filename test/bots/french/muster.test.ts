// F10 Muster (8.6.4), then Skirmish / Préparer la Guerre / Naval Pressure (8.6.3); IF NONE → Hortalez.
import { describe, expect, it } from 'vitest';
import { flowFor, runCommand, traceLines } from '../commandKit';
import type { Draft } from 'immer';
import type { GameState } from '../../../src/core/state';
import type { Action } from '../../../src/core/action';
import type { Flow } from '../../../src/bots/flowchart';
import type { RollBook } from '../../../src/bots/rolls';
import { frenchPolicy } from '../../../src/bots/french';
import { MUSTER, MUSTER_PURPOSES } from '../../../src/bots/french/muster';
import { FRENCH_ACTIVITY_PURPOSES } from '../../../src/bots/french/activities';
import { as, FULL, position, put, piecesIn, type PositionOptions } from '../../../src/testing/kit';

const Fr = as('french');
const policy = frenchPolicy();

/** After the Treaty, the French Non-Player, 10 Resources each, `regulars` French Regulars Available. */
const board = (regulars: number, recipe: (d: Draft<GameState>) => void, options: PositionOptions = {}): GameState =>
  position({ game: { nonPlayers: ['french'] }, resources: 10, treaty: true, released: { frenchRegular: regulars }, ...options }, recipe);

const nodes = traceLines;

function flowOf(state: GameState, rolls?: RollBook): Flow {
  return flowFor(state, 'french', rolls);
}

/** The French policy's decisions until the French host is gone (another Faction's decision in between is declined). */
function run(state: GameState, rolls: RollBook = {}): { actions: Action[]; traces: string[][]; state: GameState } {
  return runCommand(policy, 'french', state, rolls, true);
}

const A = (a: Omit<Action, 'faction'>): Action => ({ faction: 'french', ...a } as Action);

describe('F10 Muster: the space (8.6.4)', () => {
  it('fewer than 4 Regulars Available, the West Indies not Rebellion-Controlled: all of them in the West Indies, then Skirmish elsewhere (whole Command)', () => {
    const s = Fr.choose(
      board(4, (d) => {
        put(d, 'Massachusetts', { continental: 2 });
        put(d, 'WestIndies', { britishRegular: 1 });
        put(d, 'Boston', { frenchRegular: 1, tory: 1 });
      }),
      'muster',
    );
    // 3 Available (4 released, 1 of them put in Boston).
    const r = run(s);
    expect(r.actions).toEqual([
      A({ type: 'selectSpace', space: 'WestIndies' }),
      A({ type: 'place', space: 'WestIndies', piece: 'frenchRegular', count: 3 }),
      A({ type: 'moveLeader', to: 'WestIndies' }),
      A({ type: 'specialActivity', activity: 'skirmish' }),
      A({ type: 'skirmish', space: 'Boston', option: 'tory' }),
    ]);
    expect(r.traces[0]).toEqual([
      'F10 Muster: 3 French Regulars Available (fewer than 4) and the West Indies not under Rebellion Control: place 3 French Regulars in the West Indies',
    ]);
    expect(r.traces[3]).toEqual([
      'F10 Muster: then Skirmish (not in the West Indies), else Préparer la Guerre, else Naval Pressure',
      'F12 Skirmish: possible in Boston',
    ]);
    expect(piecesIn(r.state, 'WestIndies')).toEqual({ britishRegular: 1, frenchRegular: 3 });
    expect(piecesIn(r.state, 'Boston')).toEqual({ frenchRegular: 1 });
    expect(r.state.leaders.french.at).toBe('WestIndies');
    expect(r.state.resources.french).toBe(8);
  });

  it('4 or more Available: a City or Colony under Rebellion Control, first with Continentals; no Patriot Fort (whole Command)', () => {
    const s = Fr.choose(
      board(6, (d) => {
        put(d, 'Virginia', { militiaUnderground: 3 });
        put(d, 'Massachusetts', { continental: 1 });
        put(d, 'NewYork', { continental: 2, britishRegular: 3 });
      }),
      'muster',
    );
    // 2 Regulars + 3 Blockades Unavailable: Préparer la Guerre's 1D6.
    const r = run(s, { [FRENCH_ACTIVITY_PURPOSES.preparerRoll]: [1] });
    expect(r.actions).toEqual([
      A({ type: 'selectSpace', space: 'Massachusetts' }),
      A({ type: 'place', space: 'Massachusetts', piece: 'frenchRegular', count: 4 }),
      A({ type: 'moveLeader', to: 'Massachusetts' }),
      A({ type: 'done' }),
      A({ type: 'specialActivity', activity: 'preparerLaGuerre' }),
      A({ type: 'choose', option: 'squadron' }),
    ]);
    expect(r.traces[0]).toEqual([
      'F10 Muster: 6 French Regulars Available: place 4 French Regulars in Massachusetts (a City or Colony under Rebellion Control, with Continentals; candidates: Massachusetts, Virginia)',
    ]);
    expect(r.traces[3]).toEqual(['F10 Muster: no instruction to replace Regulars with a Patriot Fort: done']);
    expect(piecesIn(r.state, 'Massachusetts')).toEqual({ continental: 1, frenchRegular: 4 });
    expect(r.state.available.patriotFort).toBe(position().available.patriotFort);
    expect(r.state.spaces.WestIndies.squadrons).toBe(1);
  });

  it('fewer than 4 but the West Indies under Rebellion Control: the second bullet', () => {
    const s = Fr.onTurn(
      board(2, (d) => {
        put(d, 'WestIndies', { frenchRegular: 1 });
        put(d, 'Virginia', { militiaUnderground: 1 });
      }),
    );
    const flow = flowOf(s, {});
    expect(MUSTER.possible(flow, FULL)).toBe(true);
    expect(nodes(flow.ctx.trace)).toEqual([
      'F10 Muster: the West Indies under Rebellion Control: place 1 French Regular in Virginia (a City or Colony under Rebellion Control, none with Continentals; candidates: Virginia)',
      'F10 Muster: possible',
    ]);
  });

  it('then random: ties by the Random Spaces table (8.2)', () => {
    const s = Fr.choose(
      board(5, (d) => {
        put(d, 'Virginia', { continental: 1 });
        put(d, 'Massachusetts', { continental: 1 });
      }),
      'muster',
    );
    const d = policy.choose(s, { [`${MUSTER_PURPOSES.space}: column (1D3)`]: [1], [`${MUSTER_PURPOSES.space}: row (1D6)`]: [1] });
    expect(d.action).toEqual(A({ type: 'selectSpace', space: 'Virginia' }));
    expect(nodes(d.trace)[0]).toMatch(/^Random Spaces: F10 Muster: space \(8\.6\.4\): Massachusetts, Virginia tie; column 1, row 1 → Virginia$/);
  });
});

describe('F10 Muster: IF NONE (→ Hortalez)', () => {
  const why = (state: GameState): string[] => {
    const flow = flowOf(Fr.onTurn(state), {});
    expect(MUSTER.possible(flow, FULL)).toBe(false);
    return nodes(flow.ctx.trace);
  };

  it('no French Regular Available', () => {
    expect(why(board(0, () => {}))).toEqual(['F10 Muster: IF NONE: no French Regular Available to place']);
  });

  it('too few French Resources for its cost of 2', () => {
    expect(why(board(3, () => {}, { resources: { french: 1 } }))).toEqual(['F10 Muster: IF NONE: too few French Resources to pay 2']);
  });

  it('4 or more Available and no City or Colony under Rebellion Control', () => {
    expect(why(board(5, (d) => put(d, 'Virginia', { britishRegular: 1 })))).toEqual([
      'F10 Muster: IF NONE: 5 French Regulars Available, and no City or Colony under Rebellion Control may be selected',
    ]);
  });
});

describe('F10 Muster: the Special Activity never Skirmishes in the Muster space (8.6.4)', () => {
  it('the only Skirmish space is the Muster space: Préparer la Guerre, else Naval Pressure', () => {
    const s = Fr.choose(
      board(5, (d) => {
        put(d, 'Boston', { continental: 2, frenchRegular: 1, britishRegular: 1 });
        d.unavailable.squadron -= 1;
        d.spaces.WestIndies.squadrons += 1;
      }),
      'muster',
    );
    // Unavailable: 10 Regulars + 2 Blockades: no roll, a Blockade moves.
    const r = run(s);
    expect(r.actions.map((a) => a.type + (a.activity ? `:${a.activity}` : ''))).toEqual([
      'selectSpace',
      'place',
      'moveLeader',
      'done',
      'specialActivity:preparerLaGuerre',
      'choose',
    ]);
    expect(r.actions[0].space).toBe('Boston');
    expect(r.traces[4][1]).toBe('F12 Skirmish: not possible: no space outside Boston with French Regulars and British pieces to remove');
  });
});
