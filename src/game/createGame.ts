/**
 * createGame (2.1, 2.2): a new game of a scenario, set up exactly as on its rulebook page.
 * @module
 */
import type { Draft } from 'immer';
import { ScenarioError } from '../core/errors';
import type { GameOptions, GameState, SpaceState } from '../core/state';
import { FACTIONS, SCENARIO_IDS, SPACE_IDS, type CardId, type Faction, type ScenarioId } from '../data/ids';
import { emptySpacePieces } from '../data/pieces';
import { SCENARIOS } from '../data/scenarios';
import { seedRng } from '../dice/index';
import { computeControl } from '../rules/board';
import { prepareDeck, validateDeck } from '../rules/setup';
import { startDeck } from '../rules/sequence/deck';
import { settle } from './machine';
import { deepCopy, seal } from '../core/pathCopy';

/** Options of {@link createGame}; every field is optional. */
export interface CreateGameOptions {
  /** Seed of the deck shuffle and the dice (default 0). Same scenario + options ⇒ identical state. */
  seed?: string | number;
  /** Period Events option (page 36). Default false. */
  periodEvents?: boolean;
  /** Winter is Coming option (2.3.7). Default false. */
  winterIsComing?: boolean;
  /** Factions run by the Non-Player flowcharts (8.0). Default none. */
  nonPlayers?: Faction[];
  /** Human players and their Factions (1.5); default: each other Faction is its own player. */
  players?: Faction[][];
  /** One-Player Difficulty option (8.8). Default false. */
  oneplayerDifficulty?: boolean;
  /** `seeded` (default) or `external` dice (each roll a decision of `chance`). */
  dice?: 'seeded' | 'external';
  /** Explicit draw order, card numbers top first, instead of a shuffled deck. */
  deck?: CardId[];
}

function isFaction(x: unknown): x is Faction {
  return typeof x === 'string' && (FACTIONS as readonly string[]).includes(x);
}

/** Validates and completes the options. */
export function normalizeOptions(options: CreateGameOptions = {}): GameOptions {
  if (typeof options !== 'object' || options === null) throw new ScenarioError('options must be an object');
  const seed = options.seed ?? 0;
  if (typeof seed !== 'string' && !(typeof seed === 'number' && Number.isFinite(seed)))
    throw new ScenarioError(`seed must be a string or a finite number, got ${JSON.stringify(seed)}`);
  const nonPlayers = options.nonPlayers ?? [];
  if (!Array.isArray(nonPlayers) || !nonPlayers.every(isFaction) || new Set(nonPlayers).size !== nonPlayers.length)
    throw new ScenarioError(`nonPlayers must list distinct Factions (british, patriots, french, indians)`);
  const humans = FACTIONS.filter((f) => !nonPlayers.includes(f));
  const players = options.players ?? humans.map((f) => [f]);
  const assigned = players.flat();
  if (!players.every((p) => Array.isArray(p) && p.length > 0 && p.every(isFaction)))
    throw new ScenarioError('players must be a list of non-empty Faction lists');
  if (assigned.length !== humans.length || !humans.every((f) => assigned.includes(f)))
    throw new ScenarioError(`players must assign each Faction that is not a Non-player exactly once (${humans.join(', ')})`);
  for (const p of players) {
    if (p.length > 2) throw new ScenarioError('a player runs at most two Factions in this interface (1.5)');
    if (p.length === 2 && !((p.includes('british') && p.includes('indians')) || (p.includes('patriots') && p.includes('french'))))
      throw new ScenarioError(`a player running two Factions runs one side: British and Indians, or Patriots and French (1.5), got ${p.join(' and ')}`);
  }
  const dice = options.dice ?? 'seeded';
  if (dice !== 'seeded' && dice !== 'external') throw new ScenarioError(`dice must be 'seeded' or 'external', got ${JSON.stringify(dice)}`);
  for (const flag of ['periodEvents', 'winterIsComing', 'oneplayerDifficulty'] as const)
    if (options[flag] !== undefined && typeof options[flag] !== 'boolean') throw new ScenarioError(`${flag} must be true or false`);
  if (options.deck !== undefined && !Array.isArray(options.deck)) throw new ScenarioError('deck must be a list of card numbers, top first');
  return {
    seed,
    periodEvents: options.periodEvents ?? false,
    winterIsComing: options.winterIsComing ?? false,
    nonPlayers: [...nonPlayers],
    players: players.map((p) => [...p]),
    oneplayerDifficulty: options.oneplayerDifficulty ?? false,
    dice,
    deck: options.deck ? [...options.deck] : null,
  };
}

/**
 * A new game: the scenario's set-up (2.1), the deck prepared (page 36) or as given, the first card
 * played and the next revealed (2.2), and the machine settled on the first decision.
 * Deterministic: same scenario and options give an identical state.
 * @throws ScenarioError for an unknown scenario or bad options (including a bad explicit deck).
 */
export function createGame(scenario: ScenarioId, options: CreateGameOptions = {}): GameState {
  if (!(SCENARIO_IDS as readonly string[]).includes(scenario))
    throw new ScenarioError(`unknown scenario ${JSON.stringify(scenario)}: choose one of ${SCENARIO_IDS.join(', ')}`);
  const opts = normalizeOptions(options);
  const setup = SCENARIOS[scenario];
  let rng = seedRng(opts.seed);
  let draw: CardId[];
  if (opts.deck) draw = validateDeck(setup, opts.deck);
  else {
    const prepared = prepareDeck(setup, opts.periodEvents, rng);
    draw = prepared.draw;
    rng = prepared.rng;
  }
  const spaces = Object.fromEntries(
    SPACE_IDS.map((id) => {
      const s = setup.spaces[id];
      const pieces = { ...emptySpacePieces(), ...(s?.pieces ?? {}) };
      const space: SpaceState = {
        pieces,
        support: s?.support ?? 0,
        control: computeControl(pieces),
        propaganda: 0,
        raid: 0,
        blockades: 0,
        squadrons: s?.squadrons ?? 0,
      };
      return [id, space];
    }),
  ) as GameState['spaces'];
  const base: GameState = {
    version: 1,
    scenario,
    options: opts,
    spaces,
    available: { ...setup.available },
    unavailable: { ...setup.unavailable },
    casualties: { britishRegular: 0, tory: 0, britishFort: 0, continental: 0, militia: 0, patriotFort: 0, frenchRegular: 0, warParty: 0, village: 0, squadron: 0 },
    resources: { ...setup.resources },
    cbc: setup.cbc,
    crc: setup.crc,
    fni: setup.fni,
    treatyOfAlliance: setup.treatyOfAlliance,
    leaders: {
      british: { ...setup.leaders.british },
      patriots: { ...setup.leaders.patriots },
      french: { ...setup.leaders.french },
      indians: { ...setup.leaders.indians },
    },
    eligible: { british: true, patriots: true, french: true, indians: true },
    deck: { current: null, next: null, draw, played: [] },
    brilliantStrokes: {
      british: [...setup.brilliantStrokes.british],
      patriots: [...setup.brilliantStrokes.patriots],
      french: [...setup.brilliantStrokes.french],
      indians: [...setup.brilliantStrokes.indians],
    },
    winterQuarters: 0,
    turn: null,
    stack: [{ kind: 'game', phase: 'play' }],
    dice: { kind: 'seeded', rng },
    log: [],
    priorLog: [],
    steps: 0,
    result: null,
  };
  // A private copy (no aliasing between the parts taken from the options and the set-up), settled and frozen.
  const draft = deepCopy(base) as Draft<GameState>;
  startDeck(draft);
  settle(draft);
  return seal(draft as GameState);
}
