/**
 * State builders for hand-made positions: start from a real game, change it by hand, force the
 * dice, and put a Faction on turn or in the middle of a Command. For tests, tutorials and
 * puzzles; the states they build are ordinary game states (check them with `checkInvariants`
 * when you move pieces around by hand).
 * @module
 */
import { produce, type Draft } from 'immer';
import { createGame, type CreateGameOptions } from '../game/createGame';
import { settle } from '../game/machine';
import type { GameState } from '../core/state';
import { FACTIONS, SPACE_IDS, type CardId, type Faction, type ScenarioId } from '../data/ids';
import { updateAllControl } from '../rules/board';
import { COMMANDS } from '../game/definition';
import { type CommandMode } from '../flow/contracts';
import { createScriptedDice } from '../dice/index';

/** A new game of `scenario` (default `1775`) with seed 1 unless `options` say otherwise. */
export function game(scenario: ScenarioId = '1775', options: CreateGameOptions = {}): GameState {
  return createGame(scenario, { seed: 1, ...options });
}

/**
 * A copy of `state` changed by `recipe` (an Immer recipe: change the draft in place). Control is
 * recomputed in every space afterwards (1.7), so a recipe only moves pieces and markers.
 */
export function arrange(state: GameState, recipe: (draft: Draft<GameState>) => void): GameState {
  return produce(state, (draft) => {
    recipe(draft);
    updateAllControl(draft);
  });
}

/**
 * An empty board: every piece on the map goes back to Available, every space Neutral without
 * markers, Squadrons out of play and every Leader Available. Pools, tracks and the deck are kept.
 */
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
    for (const f of FACTIONS) d.leaders[f].at = 'available';
  });
}

/**
 * `state` with scripted dice: the next die rolls are `rolls`, in order (a roll beyond the list
 * fails with `DiceScriptError`). Shuffles and picks keep using a seeded generator.
 */
export function withDice(state: GameState, rolls: number[]): GameState {
  return produce(state, (d) => {
    d.dice = createScriptedDice(rolls);
  });
}

/**
 * `state` with `card` as the card in play (taken out of the draw pile or the played pile if it is
 * there): to test an Event (chapter 5). Put a Faction on turn with {@link onTurn} afterwards.
 */
export function atCard(state: GameState, card: CardId): GameState {
  return produce(state, (d) => {
    d.deck.draw = d.deck.draw.filter((c) => c !== card);
    d.deck.played = d.deck.played.filter((c) => c !== card);
    if (d.deck.next === card) d.deck.next = d.deck.draw.shift() ?? null;
    d.deck.current = card;
  });
}

/**
 * `state` with `faction` as the 1st Eligible of the current card, its options pending (Pass,
 * Command or Event). The rest of the card's bookkeeping is reset.
 */
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
 * `state` with `faction` on turn and already in `command` (a Command id such as `muster` or
 * `rally`), as if it had just chosen it, in a full mode (`specialActivity: true`) unless `mode` says
 * otherwise (a Limited Command never allows one). The Command's frame alone is pushed, without the
 * command host that offers a Special Activity around it (4.1): no Special Activity is offered. To test
 * a Command with its Special Activity, choose it at the Faction's options instead (`play` with a
 * `command` action). The pending decision is the Command's first.
 * @throws Error when that Faction has no such Command.
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
