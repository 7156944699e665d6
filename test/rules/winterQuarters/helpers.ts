/**
 * Builders for the Winter Quarters tests: phases pushed on top of the pending Event-card decision
 * (which is where play stops again once the phase is done), a round started at a chosen phase, and
 * short queries. Positions, pieces and play (with the invariant checks) come from the test kit
 * (`src/testing`).
 */
import { produce, type Draft } from 'immer';
import { legalActions, pending, settle } from '../../../src/game/machine';
import type { Frame, GameState } from '../../../src/core/state';
import type { CardId } from '../../../src/data/ids';
import { pushFrame } from '../../../src/flow/frames';
import type { WinterQuartersPhase } from '../../../src/rules/winterQuarters/index';

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
