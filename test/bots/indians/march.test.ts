// I10 March (8.7.3) of the Non-Player Indians, and the Special Activity after it (I8 War Path, I11 Trade).
import type { Draft } from 'immer';
import { describe, expect, it } from 'vitest';
import type { Action } from '../../../src/core/action';
import type { GameState } from '../../../src/core/state';
import { legalActions, pending } from '../../../src/game/machine';
import { indianPolicy } from '../../../src/bots/indians/index';
import { INDIAN_MARCH, planIndianMarch } from '../../../src/bots/indians/march';
import { beginDecision, isTraceRoll, type Decision, type TraceNode } from '../../../src/bots/policy';
import type { RollBook } from '../../../src/bots/rolls';
import type { Flow } from '../../../src/bots/flowchart';
import { as, play, position, put } from '../../../src/testing/kit';
import { onTurn } from '../../../src/testing/builders';
import type { CommandMode } from '../../../src/flow/contracts';

const policy = indianPolicy();
const { choose } = as('indians');
const FULL: CommandMode = { limited: false, free: false, specialActivity: true };
const LIMITED: CommandMode = { limited: true, free: false, specialActivity: false };

const board = (resources: number, recipe: (d: Draft<GameState>) => void): GameState =>
  position({ game: { nonPlayers: ['indians'] }, resources: { indians: resources } }, recipe);

/** The policy's decisions while the Indians decide, applied in order, up to a decision of kind `stopAt`. */
function runIndians(state: GameState, stopAt?: string, book?: RollBook): { state: GameState; actions: Action[]; decisions: Decision[] } {
  const actions: Action[] = [];
  const decisions: Decision[] = [];
  let s = state;
  for (let p = pending(s); p?.faction === 'indians' && p.kind !== 'eligibleOptions' && p.kind !== stopAt; p = pending(s)) {
    const d = policy.choose(s, book);
    decisions.push(d);
    actions.push(d.action);
    s = play(s, d.action);
  }
  return { state: s, actions, decisions };
}

const I = (a: Omit<Action, 'faction'>): Action => ({ faction: 'indians', ...a }) as Action;
const texts = (d: Decision): string[] => d.trace.filter((s): s is TraceNode => !isTraceRoll(s)).map((n) => `${n.node}: ${n.text}`);

function turnFlow(state: GameState, book?: RollBook): Flow {
  const s = onTurn(state, 'indians');
  return { ctx: beginDecision(s, 'indians', book), state: s, faction: 'indians', kind: pending(s)!.kind, legal: legalActions(s), rolls: book };
}

/** Only Georgia can get 3 War Parties for a Village; South Carolina and Virginia are Rebellion Controlled, Virginia at Active Support. */
const southRecipe = (d: Draft<GameState>): void => {
  put(d, 'Southwest', { village: 2, warPartyUnderground: 3 }); // no room; 2 may leave (the last stays at a Village)
  put(d, 'Florida', { village: 2, warPartyUnderground: 1, warPartyActive: 1 }); // 1 may leave
  put(d, 'NorthCarolina', { warPartyActive: 2 });
  d.spaces.NorthCarolina.support = 2; // not Neutral or Passive: no Village to prepare there
  put(d, 'SouthCarolina', { militiaUnderground: 1 });
  d.spaces.SouthCarolina.support = -2;
  put(d, 'Virginia', { militiaActive: 1 });
  d.spaces.Virginia.support = 2;
};

describe('I10 March: plan (8.7.3)', () => {
  it('first 3 War Parties into one more Neutral Province with room for a Village, then Rebellion Control removed, first where no Active Support', () => {
    const f = turnFlow(board(5, southRecipe));
    expect(planIndianMarch(f.ctx, f.state, FULL).destinations).toEqual([
      // Underground War Parties first (8.7.3), the origin with the most that may leave first.
      { space: 'Georgia', bullet: 'village', groups: [{ from: 'Southwest', underground: 2, active: 0 }, { from: 'Florida', underground: 1, active: 0 }] },
      { space: 'SouthCarolina', bullet: 'control', groups: [{ from: 'NorthCarolina', underground: 0, active: 1 }] },
      { space: 'Virginia', bullet: 'control', groups: [{ from: 'NorthCarolina', underground: 0, active: 1 }] },
    ]);
  });

  it('never the last War Party of a Village, the last 3 where Gather could place a Village, nor adding Rebellion Control', () => {
    const f = turnFlow(
      board(5, (d) => {
        put(d, 'Pennsylvania', { militiaActive: 1 }); // Rebellion Control: 1 War Party removes it
        put(d, 'NewYork', { warPartyUnderground: 3 }); // Gather could place a Village: none leaves
        put(d, 'NewJersey', { warPartyUnderground: 1, militiaUnderground: 1 }); // leaving would add Rebellion Control
        put(d, 'Northwest', { village: 1, warPartyUnderground: 1 }); // the last War Party of a Village
        put(d, 'MarylandDelaware', { warPartyActive: 1 });
      }),
    );
    expect(planIndianMarch(f.ctx, f.state, FULL).destinations).toEqual([
      { space: 'Pennsylvania', bullet: 'control', groups: [{ from: 'MarylandDelaware', underground: 0, active: 1 }] },
    ]);
  });

  it('IF NONE: no March possible (the turn then goes to Gather)', () => {
    const s = board(5, (d) => put(d, 'NewYork', { warPartyUnderground: 3 }));
    const f = turnFlow(s);
    expect(INDIAN_MARCH.possible(f, FULL)).toBe(false);
    expect(texts(f.ctx.decide(I({ type: 'done' })))).toContain('I10 March: IF NONE: no March possible');
  });

  it('a Limited March has one destination (2.3.5)', () => {
    const f = turnFlow(board(5, southRecipe));
    expect(planIndianMarch(f.ctx, f.state, LIMITED).destinations.map((d) => d.space)).toEqual(['Georgia']);
  });

  it('an Event March "per the March instructions" moves only War Parties of the origins given (#88)', () => {
    const f = turnFlow(board(5, southRecipe));
    expect(planIndianMarch(f.ctx, f.state, FULL, { origins: ['NorthCarolina'] }).destinations).toEqual([
      { space: 'SouthCarolina', bullet: 'control', groups: [{ from: 'NorthCarolina', underground: 0, active: 1 }] },
      { space: 'Virginia', bullet: 'control', groups: [{ from: 'NorthCarolina', underground: 0, active: 1 }] },
    ]);
  });

  it('with no Resources, only the free destination reached from Indian Reserves (3.4.2, 8.1)', () => {
    const f = turnFlow(board(0, southRecipe));
    expect(planIndianMarch(f.ctx, f.state, FULL).destinations.map((d) => d.space)).toEqual(['Georgia']);
  });
});

describe('I10 March: whole Command (8.7.3)', () => {
  it('emits destinations in the plan order, each group Underground then Active, pays, then Trade at the Village', () => {
    const { state, actions, decisions } = runIndians(choose(board(5, southRecipe), 'march'), 'commandHost');
    expect(actions).toEqual([
      I({ type: 'selectSpace', space: 'Georgia' }),
      I({ type: 'move', from: 'Southwest', to: 'Georgia', piece: 'warPartyUnderground', count: 2 }),
      I({ type: 'move', from: 'Florida', to: 'Georgia', piece: 'warPartyUnderground', count: 1 }),
      I({ type: 'selectSpace', space: 'SouthCarolina' }),
      I({ type: 'move', from: 'NorthCarolina', to: 'SouthCarolina', piece: 'warPartyActive', count: 1 }),
      I({ type: 'selectSpace', space: 'Virginia' }),
      I({ type: 'move', from: 'NorthCarolina', to: 'Virginia', piece: 'warPartyActive', count: 1 }),
      I({ type: 'done' }),
    ]);
    expect(texts(decisions[0])).toContain(
      'I10 March: a Village is Available: 2 War Parties from Southwest, 1 War Party from Florida into Georgia, to have 3 War Parties where a Village could be placed',
    );
    expect(texts(decisions[0])).toContain('I10 March: 1 War Party from North Carolina into South Carolina to remove Rebellion Control (no Active Support; 1 War Party needed)');
    // Georgia was reached only from Indian Reserves: free (3.4.2); the other two cost 1 each.
    expect(state.resources.indians).toBe(3);
    expect(state.spaces.Georgia.pieces.warPartyUnderground).toBe(3);
    expect(state.spaces.SouthCarolina.control).toBeNull();
    expect(state.spaces.Virginia.control).toBeNull();
    expect(state.spaces.Southwest.pieces.warPartyUnderground).toBe(1);
    // After the March: War Path impossible (no Underground War Party with Rebellion pieces): Trade at the Village with Underground War Parties.
    const sa = policy.choose(state);
    expect(sa.action).toEqual(I({ type: 'specialActivity', activity: 'trade' }));
    expect(texts(sa)[0]).toBe('I10 March: the Command was executed in Georgia, South Carolina, Virginia: War Path, else Trade');
  });
});
