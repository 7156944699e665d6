// F6 / F11 Roderigue Hortalez et Cie (8.6.1 before the Treaty of Alliance, 8.6.3 after it).
import { describe, expect, it } from 'vitest';
import { flowFor, runCommand, traceLines } from '../commandKit';
import type { Draft } from 'immer';
import type { GameState } from '../../../src/core/state';
import type { Action } from '../../../src/core/action';
import { isTraceRoll } from '../../../src/bots/policy';
import { factionHost, type Flow } from '../../../src/bots/flowchart';
import type { RollBook } from '../../../src/bots/rolls';
import { frenchPolicy } from '../../../src/bots/french';
import { HORTALEZ, HORTALEZ_PURPOSES, hortalezAmount } from '../../../src/bots/french/hortalez';
import { FRENCH_ACTIVITY_PURPOSES } from '../../../src/bots/french/activities';
import { as, FREE, FULL, position, put, piecesIn, type PositionOptions } from '../../../src/testing/kit';

const Fr = as('french');
const policy = frenchPolicy();
const D3 = HORTALEZ_PURPOSES.amount;

const board = (recipe: (d: Draft<GameState>) => void, options: PositionOptions = {}): GameState =>
  position({ game: { nonPlayers: ['french'] }, resources: 10, ...options }, recipe);

const nodes = traceLines;

function flowOf(state: GameState, rolls?: RollBook): Flow {
  return flowFor(state, 'french', rolls);
}

/** The French policy's decisions from the Command's first decision until its host is gone: the actions, the traces, the final state. */
function run(state: GameState, rolls: RollBook): { actions: Action[]; traces: string[][]; state: GameState } {
  return runCommand(policy, 'french', state, rolls, false);
}

const A = (a: Omit<Action, 'faction'>): Action => ({ faction: 'french', ...a } as Action);

describe('F6 Hortalez before the Treaty (8.6.1)', () => {
  it('spends 1D3 French Resources, then Préparer la Guerre moves a Blockade to the West Indies (whole Command)', () => {
    const s = Fr.choose(board(() => {}), 'hortalez');
    const r = run(s, { [D3]: [2] });
    expect(r.actions).toEqual([
      A({ type: 'pay', value: 2 }),
      A({ type: 'specialActivity', activity: 'preparerLaGuerre' }),
      A({ type: 'choose', option: 'squadron' }),
    ]);
    expect(r.traces[0]).toEqual(['F6 Roderigue Hortalez et Cie: 1D3 = 2: spend 2 of 10 French Resources; the Patriots gain 3']);
    expect(r.traces[1]).toEqual([
      'F6 Roderigue Hortalez et Cie: then Préparer la Guerre',
      'F8 Préparer la Guerre: move 1 Blockade from Unavailable to the West Indies',
    ]);
    expect(r.state.resources.french).toBe(8);
    expect(r.state.resources.patriots).toBe(13);
    expect(r.state.spaces.WestIndies.squadrons).toBe(1);
    expect(r.state.unavailable.squadron).toBe(2);
    expect(factionHost(r.state, 'french')).toBeNull();
  });

  it('"up to" 1D3: a 3 with 2 French Resources spends 2', () => {
    // 8.6.1 "spending up to 1D3 French Resources"; README item 4.
    const s = Fr.choose(board(() => {}, { resources: { french: 2 } }), 'hortalez');
    const d = policy.choose(s, { [D3]: [3] });
    expect(d.action).toEqual(A({ type: 'pay', value: 2 }));
    expect(nodes(d.trace)).toEqual(['F6 Roderigue Hortalez et Cie: 1D3 = 3: spend 2 of 2 French Resources; the Patriots gain 3']);
  });

  it('one French Resource: spends it without a roll', () => {
    const s = Fr.choose(board(() => {}, { resources: { french: 1 } }), 'hortalez');
    const d = policy.choose(s, {});
    expect(d.action).toEqual(A({ type: 'pay', value: 1 }));
    expect(d.trace.some(isTraceRoll)).toBe(false);
  });

  it('no Blockade nor Regular Unavailable: no Special Activity after it', () => {
    const s = Fr.choose(
      board(
        (d) => {
          d.unavailable.squadron = 0;
          d.spaces.WestIndies.squadrons = 3;
        },
        { released: { frenchRegular: 15 } },
      ),
      'hortalez',
    );
    const r = run(s, { [D3]: [1] });
    expect(r.actions).toEqual([A({ type: 'pay', value: 1 }), A({ type: 'done' })]);
    expect(r.traces[1].at(-1)).toBe('F8 Préparer la Guerre: no Special Activity is possible: none');
  });
});

describe('F11 Hortalez after the Treaty (8.6.3)', () => {
  it('Resources transferred: Skirmish first (whole Command, final board)', () => {
    const s = Fr.choose(
      board((d) => put(d, 'NewYorkCity', { frenchRegular: 2, britishRegular: 1, tory: 2 }), { treaty: true }),
      'hortalez',
    );
    const r = run(s, { [D3]: [3] });
    expect(r.actions).toEqual([
      A({ type: 'pay', value: 3 }),
      A({ type: 'specialActivity', activity: 'skirmish' }),
      A({ type: 'skirmish', space: 'NewYorkCity', option: 'britishRegular+tory+frenchRegular' }),
    ]);
    expect(r.traces[1]).toEqual([
      'F11 Roderigue Hortalez et Cie: 3 French Resources were transferred: Skirmish, else Préparer la Guerre, else Naval Pressure',
      'F12 Skirmish: possible in New York City',
    ]);
    expect(r.state.resources.french).toBe(7);
    expect(r.state.resources.patriots).toBe(14);
    expect(piecesIn(r.state, 'NewYorkCity')).toEqual({ frenchRegular: 1, tory: 1 });
  });

  it('no Skirmish: Préparer la Guerre (after), its 1D6 the same question at both decisions', () => {
    // 2 Regulars + 3 Blockades Unavailable.
    const s = Fr.choose(board(() => {}, { treaty: true, released: { frenchRegular: 13 } }), 'hortalez');
    const r = run(s, { [D3]: [1], [FRENCH_ACTIVITY_PURPOSES.preparerRoll]: [3] });
    expect(r.actions).toEqual([
      A({ type: 'pay', value: 1 }),
      A({ type: 'specialActivity', activity: 'preparerLaGuerre' }),
      A({ type: 'choose', option: 'squadron' }),
    ]);
    expect(r.state.spaces.WestIndies.squadrons).toBe(1);
  });

  it('FULL mode amount vs free: a free Hortalez pays nothing (3.1.2)', () => {
    const s = board(() => {}, { treaty: true });
    const flow = flowOf(Fr.choose(s, 'hortalez'));
    expect(hortalezAmount(flow.ctx, s, FREE)).toBe(0);
    expect(hortalezAmount(flow.ctx, s, FULL)).toBeGreaterThanOrEqual(1);
    expect(nodes(flow.ctx.trace)[0]).toBe('F11 Roderigue Hortalez et Cie: free Command: the French pay nothing; the Patriots gain 1 Resource (3.1.2)');
  });
});

describe('Hortalez possible? (F6 "If none, Pass")', () => {
  it('possible with a French Resource, without a roll; impossible with none', () => {
    const s = Fr.onTurn(board(() => {}, { resources: { french: 3 } }));
    const flow = flowOf(s, {});
    expect(HORTALEZ.possible(flow, FULL)).toBe(true);
    expect(flow.ctx.trace.some(isTraceRoll)).toBe(false);
    const none = flowOf(Fr.onTurn(board(() => {}, { resources: { french: 0 } })), {});
    expect(HORTALEZ.possible(none, FULL)).toBe(false);
    expect(nodes(none.ctx.trace)).toEqual(['F6 Roderigue Hortalez et Cie: IF NONE: the French have no Resource to spend']);
    // Free: always possible.
    expect(HORTALEZ.possible(flowOf(Fr.onTurn(board(() => {}, { resources: { french: 0 } })), {}), FREE)).toBe(true);
  });
});

describe('F11 → F17: Hortalez, then Naval Pressure (8.6.3)', () => {
  it('no Skirmish, Préparer la Guerre not possible (1D6 too high, Resources left): a Blockade from the West Indies to the City with most Support (whole Command)', () => {
    const s = Fr.choose(
      board(
        (d) => {
          d.unavailable.squadron -= 1;
          d.spaces.WestIndies.squadrons += 1;
          d.spaces.CharlesTown.support = 1;
        },
        { treaty: true, released: { frenchRegular: 13 } },
      ),
      'hortalez',
    );
    const r = run(s, { [D3]: [2], [FRENCH_ACTIVITY_PURPOSES.preparerRoll]: [6] });
    expect(r.actions).toEqual([
      A({ type: 'pay', value: 2 }),
      A({ type: 'specialActivity', activity: 'navalPressure' }),
      A({ type: 'placeBlockade', space: 'CharlesTown' }),
    ]);
    expect(r.traces[1]).toEqual([
      'F11 Roderigue Hortalez et Cie: 2 French Resources were transferred: Skirmish, else Préparer la Guerre, else Naval Pressure',
      'F12 Skirmish: not possible: no space with French Regulars and British pieces to remove',
      'F15 Préparer la Guerre: 1D6 = 6 > 4 French Regulars + Blockades Unavailable: nothing moves',
      'F15 Préparer la Guerre: nothing moved and French Resources are 8 (not 0): not possible',
      'F17 Naval Pressure: a Squadron in the West Indies: Naval Pressure raises FNI to 1 and adds a Blockade',
    ]);
    expect(r.traces[2]).toEqual(['F17 Naval Pressure: add the Blockade in Charles Town (the most Support: 1)']);
    expect(r.state.spaces.CharlesTown.blockades).toBe(1);
    expect(r.state.fni).toBe(1);
    expect(r.state.resources.patriots).toBe(13);
  });
});
