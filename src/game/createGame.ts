/**
 * createGame (2.1, 2.2): a new game of a scenario, set up exactly as on its rulebook page.
 * @module
 */
import type { Draft } from 'immer';
import { ScenarioError } from '../core/errors';
import type { CardsMode, GameOptions, GameState, SpaceState } from '../core/state';
import { FACTIONS, SCENARIO_IDS, SPACE_IDS, type CardId, type Faction, type ScenarioId } from '../data/ids';
import { emptySpacePieces } from '../data/pieces';
import { SCENARIOS, type Scenario } from '../data/scenarios';
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
  /** Explicit draw order, card numbers top first, instead of a shuffled deck; null (as `state.options` holds it) or absent: the deck is prepared. */
  deck?: CardId[] | null;
  /**
   * `seeded` (default: the deck is prepared, shuffled from the seed or given as `deck`) or `external`
   * (the table's own deck: each card revealed is a decision of `chance`, listing the cards Deck
   * Preparation allows there). Not with an explicit `deck`.
   */
  cards?: CardsMode;
  /**
   * How many campaigns the deck holds (page 36), from 1 to the scenario's number (the default): a short
   * deck of the scenario's first campaigns; the game ends with the last one's Winter Quarters Round.
   * With an explicit `deck`, it must match the deck's length.
   */
  campaigns?: number;
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
  // null is how `state.options` says "no explicit deck": a game's own options can be given back.
  const explicitDeck = options.deck ?? undefined;
  if (explicitDeck !== undefined && !Array.isArray(explicitDeck)) throw new ScenarioError('deck must be a list of card numbers, top first, or null');
  const cards = options.cards ?? 'seeded';
  if (cards !== 'seeded' && cards !== 'external') throw new ScenarioError(`cards must be 'seeded' or 'external', got ${JSON.stringify(cards)}`);
  if (cards === 'external' && explicitDeck !== undefined)
    throw new ScenarioError("cards: 'external' takes no explicit deck: the table reveals its own cards one by one (give campaigns for a short deck)");
  const campaigns = options.campaigns;
  if (campaigns !== undefined && !(typeof campaigns === 'number' && Number.isInteger(campaigns) && campaigns >= 1 && campaigns <= MOST_CAMPAIGNS))
    throw new ScenarioError(`campaigns must be a whole number of campaigns from 1 to ${MOST_CAMPAIGNS}, got ${JSON.stringify(campaigns)} (page 36)`);
  return {
    seed,
    periodEvents: options.periodEvents ?? false,
    winterIsComing: options.winterIsComing ?? false,
    nonPlayers: [...nonPlayers],
    players: players.map((p) => [...p]),
    oneplayerDifficulty: options.oneplayerDifficulty ?? false,
    dice,
    deck: explicitDeck ? [...explicitDeck] : null,
    // Present only when given, so that the options (and states) of games without them stay as they were.
    ...(cards === 'external' ? { cards } : {}),
    ...(campaigns !== undefined ? { campaigns } : {}),
  };
}

/** The most campaigns any scenario has (page 36: the Long scenario's six). */
const MOST_CAMPAIGNS = Math.max(...Object.values(SCENARIOS).map((s) => s.campaigns.length));

/**
 * The options' deck checked against the scenario (page 36): at most the scenario's campaigns, and an
 * explicit deck of whole campaigns (as many as `campaigns` when given). Returns the explicit draw order
 * (or null). Internal (createGame and loadGame).
 * @throws ScenarioError naming the problem.
 */
export function checkDeckOptions(setup: Scenario, opts: GameOptions): CardId[] | null {
  const most = setup.campaigns.length;
  if (opts.campaigns !== undefined && opts.campaigns > most)
    throw new ScenarioError(`campaigns: the ${setup.id} scenario (${setup.name}) has ${most} campaign${most === 1 ? '' : 's'}; a short deck has from 1 to ${most}, got ${opts.campaigns} (page 36)`);
  return opts.deck ? validateDeck(setup, opts.deck, opts.campaigns) : null;
}

/**
 * A new game: the scenario's set-up (2.1), the deck prepared (page 36) or as given, the first card
 * played and the next revealed (2.2), and the machine settled on the first decision — with
 * `cards: 'external'`, the table's reveal of the first card.
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
  const explicit = checkDeckOptions(setup, opts);
  if (explicit) draw = explicit;
  // The table's own deck: the engine holds no draw deck; each card is revealed as a decision (2.2).
  else if (opts.cards === 'external') draw = [];
  else {
    const prepared = prepareDeck(setup, opts.periodEvents, rng, opts.campaigns);
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
