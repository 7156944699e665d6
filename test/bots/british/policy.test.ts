// The British policy's frame (8.4) and the board a Non-Player Command is planned from (8.1).
import { describe, expect, it } from 'vitest';
import { apply, createGame, loadGame, pending, serialize } from '../../../src/index';
import { britishPolicy, factionHost, planningState, playGame, policySet, randomPolicy } from '../../../src/bots';
import type { GameState } from '../../../src/core/state';
import { FACTIONS } from '../../../src/data/ids';

const others = (_state?: GameState) => ({ ...policySet(FACTIONS.filter((f) => f !== 'british'), randomPolicy), british: britishPolicy() });

/** One decision by the pending Faction's policy. */
function stepOnce(state: GameState, policies: ReturnType<typeof others>): GameState {
  const p = pending(state)!;
  return apply(state, policies[p.faction as keyof typeof policies]!.choose(state).action);
}

describe('the board a Non-Player Command starts from (8.1, commandHost.start)', () => {
  it('is kept for a Non-Player British Command from its first own instruction, and never for a human Faction', () => {
    // 8.1: the flowcharts plan a Command from the board it started from.
    let state = createGame('1775', { seed: 11, nonPlayers: ['british'] });
    const policies = others(state);
    let seenBritish = 0;
    for (let i = 0; i < 3000 && state.result === null; i++) {
      for (const f of FACTIONS) {
        const h = factionHost(state, f);
        if (h && f !== 'british') expect(h.start).toBeUndefined();
      }
      const hb = factionHost(state, 'british');
      if (hb?.start) {
        seenBritish++;
        expect(planningState(state, 'british').spaces).toBe(hb.start.spaces);
      }
      state = stepOnce(state, policies);
    }
    expect(seenBritish).toBeGreaterThan(0);
  });

  it('survives a save and load in the middle of a Command', () => {
    let state = createGame('1775', { seed: 3, nonPlayers: ['british'] });
    const policies = others(state);
    for (let i = 0; i < 4000 && state.result === null; i++) {
      const hb = factionHost(state, 'british');
      if (hb?.start) {
        const loaded = loadGame(serialize(state));
        expect(factionHost(loaded, 'british')!.start).toEqual(hb.start);
        expect(policies.british.choose(loaded)).toEqual(policies.british.choose(state));
        return;
      }
      state = stepOnce(state, policies);
    }
    throw new Error('no British Command under way in 4000 steps');
  });
});

describe('britishPolicy', () => {
  it('plays whole games with the other Factions random, every action legal', () => {
    for (const scenario of ['1775', '1778'] as const) {
      const state = createGame(scenario, { seed: 5, nonPlayers: ['british'] });
      const game = playGame(state, others(state));
      expect(game.state.result).not.toBeNull();
      // A record replays without the bot.
      let replay = createGame(scenario, { seed: 5, nonPlayers: ['british'] });
      for (const a of game.actions) replay = apply(replay, a);
      expect(serialize(replay)).toBe(serialize(game.state));
    }
  });
});
