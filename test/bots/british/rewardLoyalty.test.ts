// The Reward Loyalty box (8.4.5) in the Support Phase of Winter Quarters (6.4.1, with 8.1.1 and 8.4.7).
import type { Draft } from 'immer';
import { describe, expect, it } from 'vitest';
import type { Action } from '../../../src/core/action';
import type { GameState } from '../../../src/core/state';
import { pending } from '../../../src/game/machine';
import { britishPolicy } from '../../../src/bots/british/index';
import { SUPPORT_PHASE_PURPOSE, rewardReach } from '../../../src/bots/british/rewardLoyalty';
import { describeTrace, type Decision } from '../../../src/bots/policy';
import type { RollBook } from '../../../src/bots/rolls';
import { arrange, clearMap, game } from '../../../src/testing/builders';
import { lead, play, position, put } from '../../../src/testing/kit';
import { inRound } from '../../rules/winterQuarters/helpers';

const policy = britishPolicy();
const B = (a: Omit<Action, 'faction'>): Action => ({ faction: 'british', ...a }) as Action;

/** The Support Phase's Reward Loyalty pending for the Non-Player British, `resources` to spend. */
function supportPhase(resources: number, recipe: (d: Draft<GameState>) => void): GameState {
  const s = inRound(
    arrange(clearMap(game('1775', { nonPlayers: ['british'] })), (d) => {
      d.resources.british = resources;
      d.resources.patriots = 0;
      recipe(d);
    }),
    'rewardLoyalty',
  );
  expect(pending(s)).toMatchObject({ kind: 'rewardLoyalty', faction: 'british' });
  return s;
}

/** The policy's Reward Loyalty decisions until `done`, applied in order. */
function runPhase(state: GameState, book: RollBook = {}): { state: GameState; actions: Action[]; decisions: Decision[] } {
  const actions: Action[] = [];
  const decisions: Decision[] = [];
  let s = state;
  while (pending(s)?.kind === 'rewardLoyalty') {
    const d = policy.choose(s, book);
    decisions.push(d);
    actions.push(d.action);
    s = play(s, d.action);
  }
  return { state: s, actions, decisions };
}

const rl = (space: Parameters<typeof B>[0]['space']) => B({ type: 'rewardLoyalty', space });
const done = B({ type: 'done' });

describe('Support Phase Reward Loyalty (6.4.1, 8.4.5)', () => {
  // Eligible spaces (British Control, a Regular and a Tory): Massachusetts (Population 2, Neutral, a Raid
  // marker), New Jersey (1, Passive Support), Virginia (2, Passive Opposition), Pennsylvania (2, Active
  // Support, a Propaganda marker: only the marker could go). Gage leads from Quebec City (no effect here).
  const board = (resources: number, recipe: (d: Draft<GameState>) => void = () => {}) =>
    supportPhase(resources, (d) => {
      lead(d, 'british', 'QuebecCity');
      put(d, 'QuebecCity', { britishRegular: 1 });
      put(d, 'Massachusetts', { britishRegular: 1, tory: 1 });
      d.spaces.Massachusetts.raid = 1;
      put(d, 'NewJersey', { britishRegular: 1, tory: 1 });
      d.spaces.NewJersey.support = 1;
      put(d, 'Virginia', { britishRegular: 1, tory: 1 });
      d.spaces.Virginia.support = -1;
      put(d, 'Pennsylvania', { britishRegular: 1, tory: 1 });
      d.spaces.Pennsylvania.support = 2;
      d.spaces.Pennsylvania.propaganda = 1;
      recipe(d);
    });

  it('to the maximum extent: fewest markers first, within that the largest change; each space as far as it goes (two shifts at most); never only markers', () => {
    // 8.4.5 order: no marker — Virginia (2 levels × 2 = +4), then New Jersey (+1); one marker — Massachusetts (+4).
    // Pennsylvania: only its Propaganda marker could go. 8.1.1: until nothing more can shift.
    const run = runPhase(board(20));
    expect(run.actions).toEqual([rl('Virginia'), rl('Virginia'), rl('NewJersey'), rl('Massachusetts'), rl('Massachusetts'), rl('Massachusetts'), done]);
    expect(describeTrace(run.decisions[0].trace)).toEqual([
      'Reward Loyalty: not in Pennsylvania: only Raid or Propaganda markers would be removed there (8.4.5)',
      'Reward Loyalty: Virginia: 0 Raid/Propaganda markers to remove, then 2 levels toward Active Support (Support − Opposition +4), 2 Resources (8.4.5)',
      'Reward Loyalty: Virginia: shift one level toward Active Support (6.4.1)',
    ]);
    expect(describeTrace(run.decisions[1].trace)).toEqual([
      'Reward Loyalty: go on in Virginia, where Reward Loyalty began this phase, as far as it goes (8.1.1, 8.2)',
      'Reward Loyalty: Virginia: shift one level toward Active Support (6.4.1)',
    ]);
    expect(describeTrace(run.decisions[3].trace)).toContain('Reward Loyalty: Massachusetts: remove a Raid marker (6.4.1)');
    expect(describeTrace(run.decisions[6].trace)).toContain(
      'Reward Loyalty: no eligible space where a level can still shift with 14 Resources: done (6.4.1, 8.4.5)',
    );
    const s = run.state;
    expect(s.spaces.Virginia.support).toBe(1); // two levels at most in the phase
    expect(s.spaces.NewJersey.support).toBe(2);
    expect(s.spaces.Massachusetts).toMatchObject({ support: 2, raid: 0 });
    expect(s.spaces.Pennsylvania).toMatchObject({ support: 2, propaganda: 1 });
    expect(s.resources.british).toBe(20 - 6);
  });

  it('stops when the Resources run out, and never spends them only on markers', () => {
    // 3 Resources: Virginia (2), then New Jersey (1). With 1 left, Massachusetts would only lose its marker.
    const three = runPhase(board(3));
    expect(three.actions).toEqual([rl('Virginia'), rl('Virginia'), rl('NewJersey'), done]);
    expect(three.state.resources.british).toBe(0);
    const four = runPhase(board(4));
    expect(four.actions).toEqual([rl('Virginia'), rl('Virginia'), rl('NewJersey'), done]);
    expect(four.state.resources.british).toBe(1);
    expect(four.state.spaces.Massachusetts.raid).toBe(1);
  });

  it('the change possible counts the Resources: with 1 Resource New Jersey (+1) and Virginia (+2) are compared on one level', () => {
    const run = runPhase(board(1));
    expect(run.actions).toEqual([rl('Virginia'), done]);
    expect(describeTrace(run.decisions[0].trace)).toContain(
      'Reward Loyalty: Virginia: 0 Raid/Propaganda markers to remove, then 1 level toward Active Support (Support − Opposition +2), 1 Resource (8.4.5)',
    );
  });

  it("Gage's free first shift counts: his space shifts once with no Resource left", () => {
    const run = runPhase(
      board(0, (d) => {
        put(d, 'Virginia', { britishRegular: 1 });
        lead(d, 'british', 'Virginia');
      }),
    );
    expect(run.actions).toEqual([rl('Virginia'), done]);
    expect(run.state.spaces.Virginia.support).toBe(0);
  });

  it('ties by the Random Spaces table (8.2); no eligible space: done at once', () => {
    // Virginia and Maryland-Delaware: no marker, +4 each. Column 2, row 1 (Northwest) runs down to Maryland-Delaware.
    const tied = board(20, (d) => {
      put(d, 'MarylandDelaware', { britishRegular: 1, tory: 1 });
      d.spaces.MarylandDelaware.support = -1;
    });
    const first = policy.choose(tied, { [`${SUPPORT_PHASE_PURPOSE}: column (1D3)`]: [2], [`${SUPPORT_PHASE_PURPOSE}: row (1D6)`]: [1] });
    expect(first.action).toEqual(rl('MarylandDelaware'));
    expect(describeTrace(first.trace)).toContain(
      `Random Spaces: ${SUPPORT_PHASE_PURPOSE}: Maryland-Delaware, Virginia tie; column 2, row 1 → Maryland-Delaware (8.2)`,
    );
    // The space begun is finished first (no roll needed).
    expect(policy.choose(play(tied, first.action), {}).action).toEqual(rl('MarylandDelaware'));
    const none = supportPhase(10, (d) => {
      lead(d, 'british', 'Boston');
      put(d, 'Boston', { britishRegular: 2 });
    });
    const d = policy.choose(none, {});
    expect(d.action).toEqual(done);
    expect(describeTrace(d.trace)).toEqual(['Reward Loyalty: no space with British Control, a British Regular and a Tory: done (6.4.1, 8.4.5)']);
  });
});

describe('rewardReach (3.2.1, 6.4.1)', () => {
  const at = (support: number, markers: { raid?: number; propaganda?: number }, recipe: (d: Draft<GameState>) => void = () => {}) =>
    position({}, (d) => {
      put(d, 'Virginia', { britishRegular: 1, tory: 1 });
      d.spaces.Virginia.support = support;
      d.spaces.Virginia.raid = markers.raid ?? 0;
      d.spaces.Virginia.propaganda = markers.propaganda ?? 0;
      lead(d, 'british', 'Boston');
      put(d, 'Boston', { britishRegular: 1 });
      recipe(d);
    });
  it('markers first, then shifts within the budget and the limit; the change counts Population', () => {
    expect(rewardReach(at(-2, {}), 'Virginia', 10)).toEqual({ markers: 0, shifts: 4, change: 8, cost: 4 });
    expect(rewardReach(at(-2, {}), 'Virginia', 10, 0, 2)).toEqual({ markers: 0, shifts: 2, change: 4, cost: 2 });
    expect(rewardReach(at(-2, {}), 'Virginia', 10, 1, 2)).toEqual({ markers: 0, shifts: 1, change: 2, cost: 1 });
    expect(rewardReach(at(0, { raid: 1, propaganda: 1 }), 'Virginia', 3)).toEqual({ markers: 2, shifts: 1, change: 2, cost: 3 });
    expect(rewardReach(at(0, { raid: 1, propaganda: 1 }), 'Virginia', 1)).toEqual({ markers: 2, shifts: 0, change: 0, cost: 1 });
    expect(rewardReach(at(2, { raid: 1 }), 'Virginia', 5)).toEqual({ markers: 1, shifts: 0, change: 0, cost: 1 });
    expect(rewardReach(at(0, {}, (d) => lead(d, 'Gage', 'Virginia')), 'Virginia', 0)).toEqual({ markers: 0, shifts: 1, change: 2, cost: 0 });
  });
});
