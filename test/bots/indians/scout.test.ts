// I12 Scout (8.7.4) of the Non-Player Indians with its Skirmish, and the Special Activity after it.
import type { Draft } from 'immer';
import { describe, expect, it } from 'vitest';
import type { Action } from '../../../src/core/action';
import type { GameState } from '../../../src/core/state';
import { legalActions, pending } from '../../../src/game/machine';
import { indianPolicy } from '../../../src/bots/indians/index';
import { INDIAN_SCOUT, planScout, scoutSkirmish } from '../../../src/bots/indians/scout';
import { beginDecision, isTraceRoll, type Decision, type TraceNode } from '../../../src/bots/policy';
import type { RollBook } from '../../../src/bots/rolls';
import type { Flow } from '../../../src/bots/flowchart';
import { as, play, position, put } from '../../../src/testing/kit';
import { onTurn } from '../../../src/testing/builders';
import type { CommandMode } from '../../../src/flow/contracts';

const policy = indianPolicy();
const { choose } = as('indians');
const FULL: CommandMode = { limited: false, free: false, specialActivity: true };

const board = (resources: number, recipe: (d: Draft<GameState>) => void): GameState =>
  position({ game: { nonPlayers: ['indians'] }, resources: { indians: resources, british: resources } }, recipe);

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

/** New York: War Parties with Regulars and Tories; Pennsylvania a lone Patriot Fort; Northwest a Village with Militia. */
const recipe = (d: Draft<GameState>): void => {
  put(d, 'NewYork', { warPartyActive: 1, warPartyUnderground: 1, britishRegular: 3, tory: 2, militiaUnderground: 1 });
  put(d, 'Pennsylvania', { patriotFort: 1 });
  put(d, 'Northwest', { village: 1, warPartyUnderground: 1, militiaUnderground: 2 });
};

describe('I12 Scout: the group and the destination (8.7.4)', () => {
  it('one War Party (Active first) and the most Regulars and Tories that keep British Control of the origin, first to a Patriot Fort', () => {
    const f = turnFlow(board(5, recipe));
    // 3 Regulars and 2 Tories would leave New York without British pieces: 3 Regulars and 1 Tory (more Regulars than 2 + 2).
    expect(planScout(f.ctx, f.state, FULL)).toEqual({
      from: 'NewYork',
      to: 'Pennsylvania',
      warParty: 'warPartyActive',
      regulars: 3,
      tories: 1,
      reason: 'patriotFort',
      skirmish: 'patriotFort+britishRegular',
    });
  });

  it('then to a Village space with enemy pieces', () => {
    const f = turnFlow(board(5, (d) => {
      recipe(d);
      d.spaces.Pennsylvania.pieces.patriotFort = 0;
      d.available.patriotFort += 1;
    }));
    expect(planScout(f.ctx, f.state, FULL)).toMatchObject({ from: 'NewYork', to: 'Northwest', reason: 'villageWithEnemy', skirmish: 'militiaActive+militiaActive+britishRegular' });
  });

  it('then to remove Rebellion Control (the move and the Skirmish together)', () => {
    const f = turnFlow(board(5, (d) => {
      put(d, 'NewYork', { warPartyUnderground: 1, britishRegular: 2 });
      put(d, 'NewJersey', { continental: 3 }); // 1 War Party and 1 Regular are not enough; the Skirmish then takes 2 Continentals
    }));
    expect(planScout(f.ctx, f.state, FULL)).toEqual({
      from: 'NewYork',
      to: 'NewJersey',
      warParty: 'warPartyUnderground',
      regulars: 1, // the last Regular and War Party would leave New York without British Control
      tories: 0,
      reason: 'rebellionControl',
      skirmish: 'continental+continental+britishRegular',
    });
  });

  it('IF NONE: no destination serving a priority, or the British cannot pay their Resource (8.1)', () => {
    const none = board(5, (d) => put(d, 'NewYork', { warPartyUnderground: 1, britishRegular: 2 }));
    const f = turnFlow(none);
    expect(INDIAN_SCOUT.possible(f, FULL)).toBe(false);
    expect(texts(f.ctx.decide(I({ type: 'done' })))).toContain('I12 Scout: IF NONE: no Scout possible');
    const poor = position({ game: { nonPlayers: ['indians'] }, resources: { indians: 5, british: 0 } }, recipe);
    const g = turnFlow(poor);
    expect(INDIAN_SCOUT.possible(g, FULL)).toBe(false);
    expect(texts(g.ctx.decide(I({ type: 'done' })))).toContain('I12 Scout: the Indians or the British cannot pay their Resource (8.1)');
  });
});

describe('I12 Scout: the Skirmish (8.7.4)', () => {
  it('a Patriot Fort when it can be removed, otherwise the most enemy pieces, Militia first (8.1.2)', () => {
    const s = board(5, (d) => {
      put(d, 'Pennsylvania', { patriotFort: 1, britishRegular: 2 });
      put(d, 'Northwest', { britishRegular: 1, militiaActive: 2, continental: 1 });
      put(d, 'Quebec', { britishRegular: 1, continental: 1 });
    });
    expect(scoutSkirmish(s, 'Pennsylvania')).toBe('patriotFort+britishRegular');
    expect(scoutSkirmish(s, 'Northwest')).toBe('militiaActive+militiaActive+britishRegular');
    expect(scoutSkirmish(s, 'Quebec')).toBe('continental');
  });
});

describe('I12 Scout: whole Command (8.7.4)', () => {
  it('selects the origin, moves the War Party, the Regulars, the Tory, Skirmishes the Fort away, then War Path', () => {
    const start = choose(board(5, recipe), 'scout');
    const { state, actions, decisions } = runIndians(start, 'commandHost');
    expect(actions).toEqual([
      I({ type: 'selectSpace', space: 'NewYork' }),
      I({ type: 'move', from: 'NewYork', to: 'Pennsylvania', piece: 'warPartyActive', count: 1 }),
      I({ type: 'move', from: 'NewYork', to: 'Pennsylvania', piece: 'britishRegular', count: 3 }),
      I({ type: 'move', from: 'NewYork', to: 'Pennsylvania', piece: 'tory', count: 1 }),
      I({ type: 'done' }),
      I({ type: 'skirmish', space: 'Pennsylvania', option: 'patriotFort+britishRegular' }),
    ]);
    expect(texts(decisions[0])).toContain(
      'I12 Scout: from New York to Pennsylvania (a Patriot Fort there): 1 Active War Party, 3 British Regulars and 1 Tory (the most British cubes that may leave New York without a change of Control there); then Skirmish: remove 1 Patriot Fort at the cost of 1 British Regular',
    );
    expect(state.spaces.Pennsylvania.pieces).toMatchObject({ patriotFort: 0, britishRegular: 2, tory: 1, warPartyActive: 1 });
    expect(state.spaces.NewYork.pieces).toMatchObject({ warPartyUnderground: 1, britishRegular: 0, tory: 1, militiaUnderground: 1 });
    expect(state.spaces.NewYork.control).toBe('british');
    expect(state.resources).toMatchObject({ indians: 4, british: 4 });
    // After the Scout: War Path in the Village space with Militia and an Underground War Party.
    const sa = policy.choose(state);
    expect(sa.action).toEqual(I({ type: 'specialActivity', activity: 'warPath' }));
    expect(texts(sa)[0]).toBe('I12 Scout: the Command was executed in New York, Pennsylvania: War Path, else Trade');
  });
});
