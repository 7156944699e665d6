/**
 * Test builders: hand-made positions from a real game state.
 */
import { produce, type Draft } from 'immer';
import { createGame, type CreateGameOptions } from '../../src/core/createGame';
import { settle } from '../../src/core/machine';
import type { GameState } from '../../src/core/state';
import { SPACE_IDS, type Faction, type ScenarioId } from '../../src/data/ids';
import { updateControl } from '../../src/rules/board';
import { COMMANDS, type CommandMode } from '../../src/rules/commands/registry';
import { createScriptedDice } from '../../src/dice/index';

/** A new game (default seed 1). */
export function game(scenario: ScenarioId = '1775', options: CreateGameOptions = {}): GameState {
  return createGame(scenario, { seed: 1, ...options });
}

/** Changes a state by hand; Control is recomputed everywhere afterwards (1.7). */
export function arrange(state: GameState, recipe: (draft: Draft<GameState>) => void): GameState {
  return produce(state, (draft) => {
    recipe(draft);
    for (const id of SPACE_IDS) updateControl(draft.spaces[id]);
  });
}

/** Empties every space (pieces back to Available), support Neutral, no markers. */
export function clearMap(state: GameState): GameState {
  return arrange(state, (d) => {
    for (const id of SPACE_IDS) {
      const s = d.spaces[id];
      for (const [k, n] of Object.entries(s.pieces)) {
        if (n === 0) continue;
        const pool = k.startsWith('militia') ? 'militia' : k.startsWith('warParty') ? 'warParty' : k;
        (d.available as Record<string, number>)[pool] += n;
        (s.pieces as Record<string, number>)[k] = 0;
      }
      s.support = 0;
      s.propaganda = 0;
      s.raid = 0;
    }
    d.available.squadron = 0;
    for (const f of ['british', 'patriots', 'french', 'indians'] as const) d.leaders[f].at = 'available';
  });
}

/** Forces the next die rolls (scripted dice). */
export function withDice(state: GameState, rolls: number[]): GameState {
  return produce(state, (d) => {
    d.dice = createScriptedDice(rolls);
  });
}

/** Makes `faction` the 1st Eligible on the current card (its options pending). */
export function onTurn(state: GameState, faction: Faction): GameState {
  return produce(state, (d) => {
    d.turn = { offered: [faction], executed: [], stayEligible: [], makeIneligible: [] };
    d.stack = [
      { kind: 'game', phase: 'advance' },
      { kind: 'eventCard' },
      { kind: 'eligibleOptions', faction },
    ];
  });
}

/**
 * Starts a Command directly (as the 1st Eligible would, or with another mode), then settles:
 * the pending decision is the Command's first.
 */
export function startCommand(
  state: GameState,
  faction: Faction,
  command: string,
  mode: Partial<CommandMode> = {},
): GameState {
  const module = COMMANDS.find((c) => c.faction === faction && c.id === command);
  if (!module) throw new Error(`no ${faction} ${command} Command registered`);
  const full: CommandMode = { limited: false, free: false, specialActivity: true, ...mode };
  if (full.limited) full.specialActivity = false;
  return produce(onTurn(state, faction), (d) => {
    d.stack.pop();
    if (!full.free) d.turn!.executed.push({ faction, did: full.limited ? 'limitedCommand' : 'command', specialActivity: false });
    module.start(d, full);
    settle(d);
  });
}
