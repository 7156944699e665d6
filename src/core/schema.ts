/**
 * The zod schema of {@link GameState} (docs/contract.md): the shape of a saved game, checked by
 * `loadGame` before the rules invariants. Every object is strict (an unknown field is an error),
 * every Space, piece kind and Faction key is required, every count is a whole number.
 *
 * Each leaf carries its own "expected …" sentence, so that a rejected file is explained in the
 * player's terms (see `loadGame`); ranges that are rules (Support −2..+2, Resources 0–50, FNI 0–3…)
 * are left to the invariants, which cite the rule.
 * @module
 */
import { z } from 'zod';
import { FACTIONS, LEADERS, PIECE_TYPES, SCENARIO_IDS, SPACE_IDS, SPACE_PIECES } from '../data/ids';
import type { GameOptions, GameState } from './state';

/** Every issue a schema raises is worded with this sentence (see `loadGame`). */
const says = (expected: string) => ({ error: `expected ${expected}` });

const quoted = (values: readonly string[]): string => {
  const q = values.map((v) => `'${v}'`);
  return q.length <= 2 ? q.join(' or ') : `${q.slice(0, -1).join(', ')} or ${q[q.length - 1]}`;
};

/** A whole number ≥ 0 (piece counts, markers, tallies). */
const count = () => z.int(says('a whole number ≥ 0')).min(0, says('a whole number ≥ 0'));
/** Any whole number (Support, margins); its range is a rules invariant. */
const whole = () => z.int(says('a whole number'));
const bool = () => z.boolean(says('true or false'));
const text = () => z.string(says('a text'));
const oneOf = <const T extends readonly [string, ...string[]]>(values: T, label?: string) =>
  z.enum(values, says(label ?? `one of ${quoted(values)}`));
const object = <S extends z.core.$ZodLooseShape>(shape: S, label = 'an object') => z.strictObject(shape, says(label));
const list = <T extends z.core.SomeType>(item: T, label = 'a list') => z.array(item, says(label));

/** A card number, 1–109. */
const cardId = () =>
  z
    .int(says('a card number from 1 to 109'))
    .min(1, says('a card number from 1 to 109'))
    .max(109, says('a card number from 1 to 109'));

const faction = () => oneOf(FACTIONS);
const spaceId = () => oneOf(SPACE_IDS, 'a space id (QuebecCity, Boston, … WestIndies)');

/** A record keyed by every member of `keys` (all required, no others). */
const everyKey = <const K extends readonly [string, ...string[]], V extends z.core.SomeType>(
  keys: K,
  value: V,
  label: string,
) => z.record(z.enum(keys), value, says(label));

/** Any JSON value; typed `unknown` so that frames match {@link Frame}'s open fields. */
const JsonValue: z.ZodType<unknown> = z.json(says('a JSON value (text, number, true/false, null, list or object)'));

/** The normalised options of `createGame` (every field present but `cards` and `campaigns`, which appear when given). */
export const GameOptionsSchema = object({
  seed: z.union([z.string(), z.number()], says('a seed (a text or a number)')),
  periodEvents: bool(),
  winterIsComing: bool(),
  nonPlayers: list(faction()),
  players: list(list(faction())),
  oneplayerDifficulty: bool(),
  dice: oneOf(['seeded', 'external']),
  deck: list(cardId(), 'a list of card numbers or null').nullable(),
  cards: oneOf(['seeded', 'external']).optional(),
  campaigns: z.int(says('a number of campaigns from 1 to 6')).min(1, says('a number of campaigns from 1 to 6')).max(6, says('a number of campaigns from 1 to 6')).optional(),
});

const SpaceStateSchema = object({
  pieces: everyKey(SPACE_PIECES, count(), 'piece counts for every piece kind'),
  support: whole(),
  control: oneOf(['british', 'rebellion'], "'british', 'rebellion' or null").nullable(),
  propaganda: count(),
  raid: count(),
  blockades: count(),
  squadrons: count(),
});

const PoolSchema = everyKey(PIECE_TYPES, count(), 'counts for every piece type');

const LeadersSchema = everyKey(FACTIONS, object({ leader: oneOf(LEADERS), at: z.union([spaceId(), z.literal('available')], says("a space id or 'available'")) }), 'a Leader for every Faction');


const unit = () =>
  z
    .number(says('a number from 0 to just under 1'))
    .min(0, says('a number from 0 to just under 1'))
    .lt(1, says('a number from 0 to just under 1'));

/** The generator state (alea, four numbers). */
const RngStateSchema = object({ c: count(), s0: unit(), s1: unit(), s2: unit() }, 'a generator state {c, s0, s1, s2}');

/** The dice service state (src/dice). */
const DiceStateSchema = z.discriminatedUnion(
  'kind',
  [
    object({ kind: z.literal('seeded'), rng: RngStateSchema }),
    object({
      kind: z.literal('scripted'),
      rolls: list(z.int(says('a die roll ≥ 1')).min(1, says('a die roll ≥ 1'))),
      rng: RngStateSchema,
    }),
  ],
  says("dice {kind: 'seeded' | 'scripted', …}"),
);

const MarginsSchema = object({ first: whole(), second: whole(), total: whole(), met: bool() });

const GameResultSchema = object(
  {
    winner: faction().nullable(),
    winners: list(faction()),
    reason: oneOf(['victoryCheck', 'nonPlayerVictory', 'finalWinterQuarters', 'oneplayerStalemate', 'oneplayerVictory']),
    margins: everyKey(FACTIONS, MarginsSchema, 'margins for every Faction'),
    ranking: list(faction()),
    summary: text(),
  },
  'the game result or null',
);

const TurnStateSchema = object(
  {
    offered: list(faction()),
    executed: list(
      object({
        faction: faction(),
        did: oneOf(['command', 'limitedCommand', 'event']),
        specialActivity: bool(),
      }),
    ),
    stayEligible: list(faction()),
    makeIneligible: list(faction()),
  },
  'the turn record or null',
);

/** A decision-machine frame: a `kind` and any JSON fields. */
const FrameSchema = z
  .object({ kind: z.string(says('a frame kind (a text)')) }, says('a frame {kind, …}'))
  .catchall(JsonValue);

const LogEntrySchema = object({
  text: text(),
  rule: text().optional(),
  faction: oneOf([...FACTIONS, 'chance']).optional(),
});

/** The whole game state; `loadGame` checks it, then the rules invariants. */
export const GameStateSchema = object(
  {
    version: z.literal(1, says('state format version 1')),
    scenario: oneOf(SCENARIO_IDS),
    options: GameOptionsSchema,
    spaces: everyKey(SPACE_IDS, SpaceStateSchema, 'every space'),
    available: PoolSchema,
    unavailable: PoolSchema,
    casualties: PoolSchema,
    resources: everyKey(FACTIONS, whole(), 'Resources for every Faction'),
    cbc: whole(),
    crc: whole(),
    fni: whole(),
    treatyOfAlliance: bool(),
    leaders: LeadersSchema,
    eligible: everyKey(FACTIONS, bool(), 'eligibility for every Faction'),
    deck: object({
      current: cardId().nullable(),
      next: cardId().nullable(),
      draw: list(cardId()),
      played: list(cardId()),
    }),
    brilliantStrokes: everyKey(FACTIONS, list(cardId()), 'Brilliant Stroke holdings for every Faction'),
    winterQuarters: count(),
    turn: TurnStateSchema.nullable(),
    stack: list(FrameSchema),
    dice: DiceStateSchema,
    log: list(LogEntrySchema),
    priorLog: list(LogEntrySchema),
    steps: count(),
    result: GameResultSchema.nullable(),
  },
  'a game state object',
);

// Compile-time proof that the schema and the GameState type describe the same data: each is
// assignable to the other. If this stops compiling, adjust the schema (state.ts is the contract).
type MutuallyAssignable<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type AssertTrue<T extends true> = T;
type _GameStateSchemaMatchesType = AssertTrue<MutuallyAssignable<z.infer<typeof GameStateSchema>, GameState>>;
type _GameOptionsSchemaMatchesType = AssertTrue<MutuallyAssignable<z.infer<typeof GameOptionsSchema>, GameOptions>>;

/** The board a Non-Player's Command started from (`commandHost.start`, BoardSnapshot): those fields of the state. */
export const BoardSnapshotSchema = GameStateSchema.pick({ spaces: true, available: true, unavailable: true, casualties: true, resources: true, cbc: true, crc: true, fni: true, leaders: true });
