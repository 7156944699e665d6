/**
 * Builders for the Winter Quarters tests: hand-made positions on a real game, phases pushed on top of
 * the pending Event-card decision (which is where play stops again once the phase is done), and a
 * driver that checks the rules invariants after every action.
 */
import { produce, type Draft } from 'immer';
import { expect } from 'vitest';
import type { Action } from '../../../src/core/action';
import { checkInvariants } from '../../../src/rules/invariants';
import { apply, legalActions, pending, settle } from '../../../src/game/machine';
import type { Frame, GameState } from '../../../src/core/state';
import type { CardId, SpaceId, SpacePiece } from '../../../src/data/ids';
import { POOL_TYPE } from '../../../src/data/pieces';
import { pushFrame } from '../../../src/flow/frames';
import { updateControl } from '../../../src/rules/board';
import type { WinterQuartersPhase } from '../../../src/rules/winterQuarters/index';

export { arrange, clearMap, game } from '../../helpers/builders';

/** Puts pieces into a space, taken from Available (then Unavailable when Available runs out). */
export function put(d: Draft<GameState>, space: SpaceId, pieces: Partial<Record<SpacePiece, number>>): void {
  for (const [kind, n] of Object.entries(pieces) as [SpacePiece, number][]) {
    const type = POOL_TYPE[kind];
    const fromAvailable = Math.min(n, d.available[type]);
    d.available[type] -= fromAvailable;
    d.unavailable[type] -= n - fromAvailable;
    d.spaces[space].pieces[kind] += n;
  }
  updateControl(d.spaces[space]);
}

/** Pushes a frame on top of the stack and settles (play comes back to the pending Event-card decision when it is done). */
export function pushOn(state: GameState, frame: Frame, recipe?: (d: Draft<GameState>) => void): GameState {
  return produce(state, (d) => {
    recipe?.(d);
    pushFrame(d, frame);
    settle(d);
  });
}

/**
 * Plays a Winter Quarters round from `phase` on: `card` is the current (Winter Quarters) card; unless
 * `final`, a Winter Quarters card stays in the draw deck; `next` is the card on deck.
 */
export function inRound(
  state: GameState,
  phase: WinterQuartersPhase,
  opts: { card?: CardId; next?: CardId; final?: boolean; round?: number } = {},
): GameState {
  return produce(state, (d) => {
    d.deck.current = opts.card ?? 97;
    if (opts.next !== undefined) {
      d.deck.draw = d.deck.draw.filter((c) => c !== opts.next);
      d.deck.next = opts.next;
    }
    d.deck.draw = d.deck.draw.filter((c) => c !== d.deck.current && c !== d.deck.next);
    if (opts.final) d.deck.draw = d.deck.draw.filter((c) => c < 97);
    else if (!d.deck.draw.some((c) => c >= 97 && c <= 104)) d.deck.draw.push(d.deck.current === 104 ? 103 : 104);
    if (opts.round !== undefined) d.winterQuarters = opts.round;
    else if (d.winterQuarters === 0) d.winterQuarters = 1;
    d.log = [];
    d.stack = [{ kind: 'game', phase: 'advance' }, { kind: 'winterQuarters', phase }];
    settle(d);
  });
}

/** Applies the actions in order, checking that each is listed and that the rules invariants hold after it. */
export function act(state: GameState, ...actions: Action[]): GameState {
  let s = state;
  for (const a of actions) {
    s = apply(s, a);
    expect(checkInvariants(s)).toEqual([]);
  }
  return s;
}

/** The legal actions now. */
export const options = legalActions;

/** Kind and decider of the pending decision. */
export function decision(state: GameState): { kind: string; faction: string } | null {
  const p = pending(state);
  return p && { kind: p.kind, faction: p.faction };
}

/** The log lines of the current card, as `rule text`. */
export function logLines(state: GameState): string[] {
  return state.log.map((l) => `${l.rule ?? ''} ${l.text}`);
}
