// F7 French Agent Mobilization (8.6.2), then Préparer la Guerre (8.6.1); IF NONE → Hortalez.
import { describe, expect, it } from 'vitest';
import { flowFor, runCommand, traceLines } from '../commandKit';
import type { Draft } from 'immer';
import type { GameState } from '../../../src/core/state';
import type { Action } from '../../../src/core/action';
import type { Flow } from '../../../src/bots/flowchart';
import type { RollBook } from '../../../src/bots/rolls';
import { frenchPolicy } from '../../../src/bots/french';
import { AGENT_MOBILIZATION, AGENT_MOBILIZATION_PURPOSES } from '../../../src/bots/french/agentMobilization';
import { as, exhaust, FULL, position, put, piecesIn, type PositionOptions } from '../../../src/testing/kit';

const Fr = as('french');
const policy = frenchPolicy();

const board = (recipe: (d: Draft<GameState>) => void, options: PositionOptions = {}): GameState =>
  position({ game: { nonPlayers: ['french'] }, resources: 10, ...options }, recipe);

const nodes = traceLines;

function flowOf(state: GameState, rolls?: RollBook): Flow {
  return flowFor(state, 'french', rolls);
}

/**
 * The French policy's decisions from the Command's first decision until its host is gone (another
 * Faction's decision in between — the Patriots asked whether Washington joins the placed units — is
 * declined: `done`).
 */
function run(state: GameState, rolls: RollBook = {}): { actions: Action[]; traces: string[][]; state: GameState } {
  return runCommand(policy, 'french', state, rolls, true);
}

const A = (a: Omit<Action, 'faction'>): Action => ({ faction: 'french', ...a } as Action);

describe('F7 Agent Mobilization: the Province (8.6.2)', () => {
  it('first where the Militia add Rebellion Control (whole Command, then Préparer la Guerre; final board)', () => {
    const s = Fr.choose(
      board((d) => {
        put(d, 'Massachusetts', { britishRegular: 1 });
        put(d, 'NewYork', { continental: 3 });
      }),
      'agentMobilization',
    );
    const r = run(s);
    expect(r.actions).toEqual([
      A({ type: 'selectSpace', space: 'Massachusetts' }),
      A({ type: 'place', space: 'Massachusetts', piece: 'militia', count: 2 }),
      A({ type: 'specialActivity', activity: 'preparerLaGuerre' }),
      A({ type: 'choose', option: 'squadron' }),
    ]);
    expect(r.traces[0]).toEqual([
      'F7 French Agent Mobilization: place 2 Underground Militia in Massachusetts (adds Rebellion Control, Population 2; 0 Patriot units there; candidates: New Hampshire, Massachusetts, New York, Quebec)',
    ]);
    expect(r.traces[2]).toEqual(['F7 French Agent Mobilization: then Préparer la Guerre', 'F8 Préparer la Guerre: move 1 Blockade from Unavailable to the West Indies']);
    expect(piecesIn(r.state, 'Massachusetts')).toEqual({ britishRegular: 1, militiaUnderground: 2 });
    expect(r.state.spaces.Massachusetts.control).toBe('rebellion');
    expect(r.state.resources.french).toBe(9);
    expect(r.state.spaces.WestIndies.squadrons).toBe(1);
  });

  it('within that, the most Population brought under Rebellion Control', () => {
    const s = Fr.onTurn(board((d) => {
      // Every Province gains Rebellion Control with two Militia but Massachusetts (3 Regulars).
      put(d, 'NewHampshire', { tory: 1 });
      put(d, 'NewYork', { tory: 1 });
      put(d, 'Massachusetts', { britishRegular: 3 });
    }));
    const flow = flowOf(s, {});
    expect(AGENT_MOBILIZATION.possible(flow, FULL)).toBe(true);
    expect(nodes(flow.ctx.trace)[0]).toMatch(/^F7 French Agent Mobilization: place 2 Underground Militia in New York \(adds Rebellion Control, Population 2;/);
  });

  it('then where most Patriot units already are', () => {
    const s = Fr.choose(
      board((d) => {
        // No Province gains Rebellion Control: two under it already, two with 4 British Regulars.
        put(d, 'NewHampshire', { militiaUnderground: 1 });
        put(d, 'Quebec', { continental: 2, militiaActive: 1 });
        put(d, 'Massachusetts', { britishRegular: 4 });
        put(d, 'NewYork', { britishRegular: 4 });
      }),
      'agentMobilization',
    );
    const d = policy.choose(s);
    expect(d.action).toEqual(A({ type: 'selectSpace', space: 'Quebec' }));
  });

  it('a tie is broken by the Random Spaces table (8.2)', () => {
    // An empty board: two Militia give Rebellion Control anywhere; Massachusetts and New York (Population 2) tie.
    const s = Fr.choose(board(() => {}), 'agentMobilization');
    const col = `${AGENT_MOBILIZATION_PURPOSES.space}: column (1D3)`;
    const row = `${AGENT_MOBILIZATION_PURPOSES.space}: row (1D6)`;
    const d = policy.choose(s, { [col]: [2], [row]: [5] });
    expect(d.action).toEqual(A({ type: 'selectSpace', space: 'Massachusetts' }));
    expect(nodes(d.trace)[0]).toBe('Random Spaces: F7 Agent Mobilization: Province (8.6.2): Massachusetts, New York tie; column 2, row 5 → Massachusetts');
  });

  it('a Province at Active Support cannot be selected (3.5.1)', () => {
    const s = Fr.choose(
      board((d) => {
        // Massachusetts would gain Rebellion Control but is at Active Support; elsewhere none gained.
        put(d, 'Massachusetts', { britishRegular: 1 });
        d.spaces.Massachusetts.support = 2;
        put(d, 'NewHampshire', { militiaActive: 1 });
        put(d, 'NewYork', { britishRegular: 4 });
        put(d, 'Quebec', { britishRegular: 4 });
      }),
      'agentMobilization',
    );
    expect(policy.choose(s).action).toEqual(A({ type: 'selectSpace', space: 'NewHampshire' }));
  });
});

describe('F7 Agent Mobilization: the pieces (8.6.2)', () => {
  it('two Militia not Available: one Continental', () => {
    const s = Fr.choose(
      board((d) => {
        put(d, 'NewYork', { militiaActive: 14, britishRegular: 1 });
        put(d, 'Massachusetts', { britishRegular: 2 });
        put(d, 'NewHampshire', { britishRegular: 2 });
        put(d, 'Quebec', { britishRegular: 2 });
      }),
      'agentMobilization',
    );
    const r = run(s);
    expect(r.actions.slice(0, 2)).toEqual([A({ type: 'selectSpace', space: 'NewYork' }), A({ type: 'place', space: 'NewYork', piece: 'continental', count: 1 })]);
    expect(r.traces[0][0]).toMatch(/place 1 Continental \(two Militia not Available\) in New York/);
    expect(piecesIn(r.state, 'NewYork')).toEqual({ militiaActive: 14, britishRegular: 1, continental: 1 });
  });

  it('no Militia nor Continental Available: IF NONE (not possible → Hortalez)', () => {
    const s = Fr.onTurn(board((d) => exhaust(d, 'militia', 'continental')));
    const flow = flowOf(s, {});
    expect(AGENT_MOBILIZATION.possible(flow, FULL)).toBe(false);
    expect(nodes(flow.ctx.trace)).toEqual(['F7 French Agent Mobilization: IF NONE: no Militia and no Continental Available to place']);
  });

  it('every Province at Active Support, or no French Resource: IF NONE', () => {
    const all = Fr.onTurn(
      board((d) => {
        for (const p of ['Quebec', 'NewYork', 'NewHampshire', 'Massachusetts'] as const) d.spaces[p].support = 2;
      }),
    );
    const flow = flowOf(all, {});
    expect(AGENT_MOBILIZATION.possible(flow, FULL)).toBe(false);
    expect(nodes(flow.ctx.trace)).toEqual([
      'F7 French Agent Mobilization: IF NONE: none of Quebec, New York, New Hampshire and Massachusetts may be selected (Active Support, or none allowed)',
    ]);
    const poor = flowOf(Fr.onTurn(board(() => {}, { resources: { french: 0 } })), {});
    expect(AGENT_MOBILIZATION.possible(poor, FULL)).toBe(false);
    expect(nodes(poor.ctx.trace)).toEqual(['F7 French Agent Mobilization: IF NONE: too few French Resources to pay for it']);
  });

  it('after the Treaty: never', () => {
    const flow = flowOf(Fr.onTurn(board(() => {}, { treaty: true })), {});
    expect(AGENT_MOBILIZATION.possible(flow, FULL)).toBe(false);
  });
});
