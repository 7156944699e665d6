// I7 Gather (8.7.2) of the Non-Player Indians, and the Special Activity after it (I8 War Path, I11 Trade).
import type { Draft } from 'immer';
import { describe, expect, it } from 'vitest';
import type { Action } from '../../../src/core/action';
import type { GameState } from '../../../src/core/state';
import type { PieceType } from '../../../src/data/ids';
import { legalActions, pending } from '../../../src/game/machine';
import { indianPolicy } from '../../../src/bots/indians/index';
import { GATHER, GATHER_PURPOSES, gatherWouldPlaceVillages, planGather } from '../../../src/bots/indians/gather';
import { beginDecision, isTraceRoll, type Decision, type TraceNode } from '../../../src/bots/policy';
import type { RollBook } from '../../../src/bots/rolls';
import type { Flow } from '../../../src/bots/flowchart';
import { as, lead, play, position, put } from '../../../src/testing/kit';
import { onTurn } from '../../../src/testing/builders';
import type { CommandMode } from '../../../src/flow/contracts';

const policy = indianPolicy();
const { choose } = as('indians');
const FULL: CommandMode = { limited: false, free: false, specialActivity: true };

/** Exactly `n` pieces of a type Available, the rest Unavailable. */
function availableOnly(d: Draft<GameState>, type: PieceType, n: number): void {
  d.unavailable[type] += d.available[type] - n;
  d.available[type] = n;
}

/** A board for the Non-Player Indians (1775), everything Neutral. */
function board(resources: number, recipe: (d: Draft<GameState>) => void): GameState {
  return position({ game: { nonPlayers: ['indians'] }, resources: { indians: resources } }, recipe);
}

/** The Indians to Gather: its first decision pending. */
const gather = (resources: number, recipe: (d: Draft<GameState>) => void): GameState => choose(board(resources, recipe), 'gather');

/** The policy's decisions while the Indians decide (Gather, then the Special Activity after it), applied in order. */
function runIndians(state: GameState, book: RollBook = {}, stopAt?: string): { state: GameState; actions: Action[]; decisions: Decision[] } {
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

/** Only the Gather's own decisions. */
function runGather(state: GameState, book: RollBook = {}): { state: GameState; actions: Action[]; decisions: Decision[] } {
  const actions: Action[] = [];
  const decisions: Decision[] = [];
  let s = state;
  while (pending(s)?.kind === 'indiansGather') {
    const d = policy.choose(s, book);
    decisions.push(d);
    actions.push(d.action);
    s = play(s, d.action);
  }
  return { state: s, actions, decisions };
}

const I = (a: Omit<Action, 'faction'>): Action => ({ faction: 'indians', ...a }) as Action;
const nodes = (d: Decision): TraceNode[] => d.trace.filter((s): s is TraceNode => !isTraceRoll(s));
const texts = (d: Decision): string[] => nodes(d).map((n) => `${n.node}: ${n.text}`);

/** A flow at the Indian turn's decision, for `possible`. */
function turnFlow(state: GameState, book: RollBook = {}): Flow {
  const s = onTurn(state, 'indians');
  return { ctx: beginDecision(s, 'indians', book), state: s, faction: 'indians', kind: pending(s)!.kind, legal: legalActions(s), rolls: book };
}

describe('gatherWouldPlaceVillages (I6, 8.7.2 first bullet)', () => {
  it('counts Provinces with room, 3+ War Parties and Neutral or Passive, within Villages Available and Resources', () => {
    const s = board(5, (d) => {
      put(d, 'Quebec', { warPartyUnderground: 3 });
      put(d, 'Northwest', { warPartyActive: 2, warPartyUnderground: 1 });
      put(d, 'Pennsylvania', { warPartyUnderground: 3 });
      put(d, 'Georgia', { warPartyUnderground: 2 }); // only 2, no Cornplanter
      put(d, 'NewYork', { warPartyUnderground: 3, village: 1, britishFort: 1 }); // no room
    });
    expect(gatherWouldPlaceVillages(s)).toBe(3);
    const active = board(5, (d) => {
      put(d, 'Virginia', { warPartyUnderground: 3 });
      d.spaces.Virginia.support = 2; // Active Support: no Gather (3.4.1)
    });
    expect(gatherWouldPlaceVillages(active)).toBe(0);
    expect(gatherWouldPlaceVillages(board(5, (d) => {
      put(d, 'Quebec', { warPartyUnderground: 3 });
      put(d, 'Northwest', { warPartyUnderground: 3 });
      availableOnly(d, 'village', 1);
    }))).toBe(1);
  });

  it('the first Indian Reserve Province is free: with 0 Resources only one Village, in it', () => {
    const s = board(0, (d) => {
      put(d, 'Quebec', { warPartyUnderground: 3 });
      put(d, 'Northwest', { warPartyUnderground: 3 });
      put(d, 'Pennsylvania', { warPartyUnderground: 3 });
    });
    expect(gatherWouldPlaceVillages(s)).toBe(1);
    expect(gatherWouldPlaceVillages(board(1, (d) => put(d, 'Pennsylvania', { warPartyUnderground: 3 })))).toBe(1);
    expect(gatherWouldPlaceVillages(board(0, (d) => put(d, 'Pennsylvania', { warPartyUnderground: 3 })))).toBe(0);
  });

  it('Cornplanter: 2 War Parties are enough in his space (1.10)', () => {
    const s = board(5, (d) => {
      lead(d, 'Cornplanter', 'Pennsylvania');
      put(d, 'Pennsylvania', { warPartyUnderground: 2 });
      put(d, 'Quebec', { warPartyUnderground: 2 });
    });
    expect(gatherWouldPlaceVillages(s)).toBe(1);
  });
});
