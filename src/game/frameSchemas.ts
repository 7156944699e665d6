/**
 * The schema of every frame kind (docs/contract.md, "Saving and loading"): a table keyed by kind,
 * one strict zod schema per step, that `loadGame` applies to each frame of a saved stack. A frame
 * must carry exactly the fields its step reads, each of the right type and within sane bounds (space
 * and Faction ids, phases, counts no larger than the piece supply, lists no longer than the map), so
 * that a loaded game can never reach a step with a field it does not expect.
 *
 * Each schema is checked against its frame type at compile time ({@link FrameSchemasMatchFrames}): a
 * field added to, removed from or retyped in a frame interface stops this file compiling until the
 * schema follows.
 * @module
 */
import { z } from 'zod';
import { BoardSnapshotSchema } from '../core/schema';
import { ACTIVITY_IDS, COMMAND_IDS } from '../core/action';
import { FACTIONS, SPACE_IDS, SPACE_PIECES } from '../data/ids';
import { FORCE_POOL } from '../data/pieces';
import { WAR_PARTY_KINDS } from '../rules/commands/indians/shared';
import { SCOUT_KINDS } from '../rules/commands/indians/scout';
import { WINTER_QUARTERS_PHASES } from '../rules/winterQuarters/round';
import { COMMAND_CONTINUES } from '../flow/host';
import { LEADER_TAKES_PART } from '../rules/sequence/brilliantStrokes';
import type { FrameKind, FrameOf } from './frames';

/** The most dice one roll frame asks for: a Battle side rolls at most 3 D3 (3.6.4). */
export const MAX_ROLL_COUNT = 3;
/** The dice the game rolls: D3 (Battle, 3.6.4; Naval Pressure, 4.2.3) and D6. */
export const ROLL_SIDES = [3, 6] as const;
/** The deepest stack a game reaches is far below this; deeper saves are refused. */
export const MAX_STACK_DEPTH = 64;

/** The largest count of one piece type (the Available Forces table, 1.4.1). */
const PIECE_BOUND = Math.max(...Object.values(FORCE_POOL));
/** The longest list of spaces a frame keeps (a space may recur, e.g. one per piece placed). */
const LIST_BOUND = 4 * SPACE_IDS.length;
/** The longest text a frame keeps (reasons, rule sections). */
const TEXT_BOUND = 500;

const says = (expected: string) => ({ error: `expected ${expected}` });

const text = () => z.string(says('a text')).max(TEXT_BOUND, says(`a text of at most ${TEXT_BOUND} characters`));
const bool = () => z.boolean(says('true or false'));
/** A whole number from `min` to `max`. */
const int = (min: number, max: number) => {
  const s = says(`a whole number from ${min} to ${max}`);
  return z.int(s).min(min, s).max(max, s);
};
/** A count of pieces (or of anything no larger than a piece supply). */
const count = () => int(0, PIECE_BOUND);
/** A signed change of a count (a record of flips and moves). */
const delta = () => int(-PIECE_BOUND, PIECE_BOUND);
/** A position in the map's space order, or −1 for "none yet". */
const index = () => int(-1, LIST_BOUND);
/** A (space, piece kind) ordinal in map order (`desertionOrdinal`), or −1 for "none yet". */
const pieceOrdinal = () => int(-1, SPACE_IDS.length * SPACE_PIECES.length - 1);
/**
 * The Patriot Rally's last Continental replacement (3.3.1), as its step keys it: the source's key
 * (0 for Available, else 1 + 2 × its space index), plus 1000 when Active Militia were replaced;
 * −1 for "none yet".
 */
const continentalsKey = () => int(-1, 1000 + 2 * SPACE_IDS.length - 1);
const faction = () => z.enum(FACTIONS, says(`a Faction (${FACTIONS.join(', ')})`));
const spaceId = () => z.enum(SPACE_IDS, says('a space id (QuebecCity, Boston, … WestIndies)'));
const spacePiece = () => z.enum(SPACE_PIECES, says('a piece kind'));
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values, says(`one of ${values.map((v) => `'${v}'`).join(', ')}`));
const list = <T extends z.core.SomeType>(item: T, max = LIST_BOUND) => z.array(item, says('a list')).max(max, says(`a list of at most ${max} entries`));
const spaces = () => list(spaceId());
const bySpace = <T extends z.core.SomeType>(value: T) => z.partialRecord(spaceId(), value, says('an object keyed by space ids'));
const frame = <S extends z.core.$ZodLooseShape>(shape: S) => z.strictObject(shape, says('a frame object'));

const battleFaction = () => oneOf(['british', 'patriots', 'french']);
const commandId = () => oneOf(COMMAND_IDS);
/** A Command id, or '' for a Special Activity granted alone (3.1.2). */
const commandOrNone = () => oneOf(['', ...COMMAND_IDS]);
const control = () => oneOf(['british', 'rebellion']).nullable();

const BattleModifiersSchema = z.strictObject(
  { attackerForce: delta().optional(), defenderForce: delta().optional(), attackerLoss: delta().optional(), defenderLoss: delta().optional() },
  says('Battle modifiers'),
);
const RestrictionSchema = z.strictObject(
  { spaces: spaces().optional(), maxSpaces: int(0, SPACE_IDS.length).optional(), mustExecuteIn: bool().optional(), battle: BattleModifiersSchema.optional() },
  says('a restriction'),
);
const CommandModeSchema = z.strictObject(
  { limited: bool(), free: bool(), specialActivity: bool(), restriction: RestrictionSchema.optional(), embeddedActivity: bool().optional() },
  says('a Command mode {limited, free, specialActivity}'),
);
const HostReportSchema = z.strictObject(
  { faction: faction(), command: commandOrNone(), commandSpaces: spaces(), activity: oneOf(ACTIVITY_IDS).nullable(), activitySpaces: spaces() },
  says('a Command report'),
);
/** The fields every Command frame carries (src/flow/contracts.ts). */
const commandFields = { faction: faction(), mode: CommandModeSchema, selected: list(spaceId(), SPACE_IDS.length) };
/** Dice delivered to a frame that asked for them (src/flow/roll.ts). */
const rolls = () => list(int(1, 6), MAX_ROLL_COUNT).optional();
/**
 * One space's arrivals by kind (rules/commands/arrivals.ts), with the alternatives a Special Activity's
 * choice left (`or`, at most one per way of taking two units and losing one).
 */
const arrivals = <K extends readonly [string, ...string[]]>(kinds: K, what: string) => {
  const counts = z.partialRecord(oneOf(kinds), delta(), says(what));
  return counts.and(z.object({ or: list(counts, 4).optional() }));
};
const movedRecord = () => bySpace(arrivals(WAR_PARTY_KINDS, 'War Party counts'));
const shifts = () => bySpace(int(-4, 4));
const sideLosses = () =>
  z.strictObject({ removed: list(spacePiece(), 2 * PIECE_BOUND), cubesOrForts: count(), eliminated: bool() }, says('the losses of a side')).nullable();

const RollSchema = frame({
  kind: z.literal('roll'),
  sides: z.union(ROLL_SIDES.map((n) => z.literal(n)), says(`a die of ${ROLL_SIDES.join(' or ')} sides`)),
  count: int(1, MAX_ROLL_COUNT),
  values: list(int(1, 6), MAX_ROLL_COUNT),
  reason: text(),
  rule: text(),
}).superRefine((f, ctx) => {
  if (f.values.length >= f.count) ctx.addIssue({ code: 'custom', path: ['values'], message: `expected fewer than ${f.count} results (the roll is still pending)` });
  f.values.forEach((v, i) => {
    if (v > f.sides) ctx.addIssue({ code: 'custom', path: ['values', i], message: `expected a result from 1 to ${f.sides} of a D${f.sides}` });
  });
});

/** The schema of each frame kind. */
export const FRAME_SCHEMAS = {
  // Sequence of Play (2.2–2.4)
  game: frame({ kind: z.literal('game'), phase: oneOf(['play', 'advance']) }),
  // The table's own cards (2.2, 2.3.7; src/rules/sequence/reveal.ts)
  revealCard: frame({ kind: z.literal('revealCard'), slot: oneOf(['current', 'next']) }),
  eventCard: frame({ kind: z.literal('eventCard'), strokesAsked: bool().optional() }),
  // Brilliant Strokes and the Treaty of Alliance (2.3.8, 2.3.9)
  brilliantStrokes: frame({
    kind: z.literal('brilliantStrokes'),
    phase: oneOf(['window', 'trump', 'execute']),
    asked: list(faction(), FACTIONS.length),
    play: z.strictObject({ faction: faction(), card: int(105, 109) }, says('a Brilliant Stroke played {faction, card}')).nullable(),
  }),
  brilliantStroke: frame({
    kind: z.literal('brilliantStroke'),
    faction: faction(),
    card: int(105, 108),
    commands: int(0, 2),
    activity: bool(),
    leaderTookPart: bool(),
    guard: z.literal(LEADER_TAKES_PART, says(`'${LEADER_TAKES_PART}' or null`)).nullable(),
    waiting: bool(),
    granted: HostReportSchema.nullable(),
    firstCommand: commandId().optional(),
    origin: z.strictObject({ space: spaceId(), pieces: int(0, LIST_BOUND * PIECE_BOUND) }, says('the Leader\'s space and its pieces')).nullable(),
    ended: bool(),
  }),
  treatyOfAlliance: frame({ kind: z.literal('treatyOfAlliance'), phase: oneOf(['muster', 'fni']), granted: HostReportSchema.nullable() }),
  eligibleOptions: frame({ kind: z.literal('eligibleOptions'), faction: faction() }),
  // Events (chapter 5): the interpreter's frame (src/rules/events/program.ts)
  event: frame({
    kind: z.literal('event'),
    card: int(1, 109),
    side: oneOf(['unshaded', 'shaded']),
    faction: faction(),
    pc: int(0, 64),
    vars: z.record(
      z.string(says('a variable name')).max(40, says('a variable name of at most 40 characters')),
      z.union([spaces(), faction(), int(-99, 99)], says('spaces, a Faction or a number')),
      says('the variables of the program'),
    ),
    progress: z
      .strictObject({ spaces: spaces(), cursor: int(0, LIST_BOUND), done: count(), last: int(-1, 10_000), closed: bool(), target: count().optional(), quota: list(count(), SPACE_IDS.length * SPACE_PIECES.length).optional(), moved: list(z.strictObject({ from: spaceId(), to: spaceId(), piece: spacePiece() }, says('a piece moved {from, to, piece}')), LIST_BOUND * PIECE_BOUND).optional(), placed: list(z.strictObject({ space: spaceId(), piece: spacePiece() }, says('a piece placed from Available {space, piece}')), LIST_BOUND * PIECE_BOUND).optional() }, says('the progress of an instruction'))
      .nullable(),
    granted: HostReportSchema.nullable(),
  }),
  // generic flow
  roll: RollSchema,
  commandHost: frame({
    kind: z.literal('commandHost'),
    faction: faction(),
    command: commandOrNone(),
    activityAllowed: bool(),
    commandSpaces: spaces(),
    activity: oneOf(ACTIVITY_IDS).nullable(),
    activitySpaces: spaces(),
    forbidden: spaces(),
    guard: z.literal(COMMAND_CONTINUES, says(`'${COMMAND_CONTINUES}' or null`)).nullable(),
    commandReady: bool(),
    onCard: bool(),
    restriction: RestrictionSchema.optional(),
    start: BoardSnapshotSchema.optional(),
    leaderFollows: list(
      z.strictObject({ faction: faction(), from: spaceId(), moved: bySpace(count()), arrived: count() }, says('a Non-Player Leader\'s groups {faction, from, moved, arrived}')),
      FACTIONS.length,
    ).optional(),
  }),
  leaderFollow: frame({ kind: z.literal('leaderFollow'), faction: faction() }),
  grant: frame({
    kind: z.literal('grant'),
    faction: faction(),
    commands: list(commandId(), COMMAND_IDS.length),
    activities: list(oneOf(ACTIVITY_IDS), ACTIVITY_IDS.length),
    mode: CommandModeSchema,
    optional: bool(),
    reason: text(),
    rule: text(),
    begun: bool(),
    report: HostReportSchema.nullable(),
  }),
  // Commands (3.2–3.5)
  britishMuster: frame({
    kind: z.literal('britishMuster'),
    ...commandFields,
    phase: oneOf(['select', 'regulars', 'tories', 'toriesFromMap']),
    current: spaceId().nullable(),
    regularsSpace: spaceId().nullable(),
    lastToryIndex: index(),
    toriesFromMap: count(),
    lastSourceIndex: index(),
    final: oneOf(['none', 'fort', 'rewardLoyalty']),
    rewardSpace: spaceId().nullable(),
    rewardShifts: int(0, 4),
  }),
  britishGarrison: frame({
    kind: z.literal('britishGarrison'),
    ...commandFields,
    phase: oneOf(['move', 'displace']),
    current: spaceId().nullable(),
    lastOrigin: index(),
    arrived: bySpace(count()),
    moved: count(),
    leaderMoved: bool(),
  }),
  britishMarch: frame({
    kind: z.literal('britishMarch'),
    ...commandFields,
    phase: oneOf(['move', 'tories', 'commonCause']),
    current: spaceId().nullable(),
    lastOrigin: index(),
    arrivedRegulars: bySpace(count()),
    arrivedTories: bySpace(count()),
    group: z.strictObject({ from: spaceId(), regulars: count(), tories: count().optional() }, says('a moving group')).nullable(),
    arrivedWarParties: bySpace(count()).optional(),
    leaderMoved: bool(),
  }),
  patriotsRally: frame({
    kind: z.literal('patriotsRally'),
    ...commandFields,
    phase: oneOf(['select', 'space', 'militia', 'fortUnits', 'gather']),
    space: spaceId().nullable(),
    remaining: count(),
    cursor: index(),
    arrived: bySpace(count()),
    arrivedKinds: bySpace(arrivals(SPACE_PIECES, 'piece counts')).optional(),
    continentals: spaceId().nullable(),
    continentalsCursor: continentalsKey(),
  }),
  patriotsMarch: frame({
    kind: z.literal('patriotsMarch'),
    ...commandFields,
    dest: spaceId().nullable(),
    origins: spaces(),
    group: z
      .strictObject(
        {
          from: spaceId(),
          cursor: index(),
          continental: count(),
          frenchRegular: count(),
          militiaUnderground: count(),
          militiaActive: count(),
          controlBefore: control(),
          setAside: list(faction(), FACTIONS.length),
        },
        says('a moving group'),
      )
      .nullable(),
    arrived: bySpace(arrivals(SPACE_PIECES, 'piece counts')),
    frenchPaid: spaces(),
  }),
  patriotsLeader: frame({
    kind: z.literal('patriotsLeader'),
    faction: faction(),
    reason: oneOf(['follow', 'place']),
    from: spaceId().optional(),
    to: spaceId(),
    rule: text(),
  }),
  patriotsRabbleRousing: frame({ kind: z.literal('patriotsRabbleRousing'), ...commandFields }),
  frenchMuster: frame({ kind: z.literal('frenchMuster'), ...commandFields, phase: oneOf(['select', 'place', 'fort']) }),
  frenchAgentMobilization: frame({ kind: z.literal('frenchAgentMobilization'), ...commandFields, phase: oneOf(['select', 'place']) }),
  frenchHortalez: frame({ kind: z.literal('frenchHortalez'), ...commandFields }),
  frenchMarch: frame({
    kind: z.literal('frenchMarch'),
    ...commandFields,
    current: spaceId().nullable(),
    origins: spaces(),
    arrived: bySpace(z.strictObject({ frenchRegular: count(), continental: count() }, says('arrivals'))),
    patriotsPaid: spaces(),
    group: z
      .strictObject({ from: spaceId(), regulars: count(), min: count(), max: count(), frenchLeaderSetAside: bool() }, says('a moving group'))
      .nullable(),
    leadersMoved: list(faction(), FACTIONS.length),
  }),
  frenchCommandLeader: frame({
    kind: z.literal('frenchCommandLeader'),
    faction: faction(),
    with: spaceId(),
    from: z.union([spaceId(), z.literal('available')], says("a space id or 'available'")),
  }),
  indiansGather: frame({
    kind: z.literal('indiansGather'),
    ...commandFields,
    phase: oneOf(['select', 'choose', 'placing', 'moving']),
    current: spaceId().nullable(),
    placed: count(),
    lastMove: index(),
    moved: movedRecord(),
    leaderMoved: bool(),
  }),
  indiansMarch: frame({
    kind: z.literal('indiansMarch'),
    ...commandFields,
    open: spaceId().nullable(),
    groups: list(
      z.strictObject(
        { from: spaceId(), to: spaceId(), underground: count(), active: count(), rebellionBefore: bool(), activated: count() },
        says('a moving group'),
      ),
    ),
    moved: movedRecord(),
    freeUsed: bool(),
    leaderMoved: bool(),
    prepaid: bool().optional(),
  }),
  indiansScout: frame({
    kind: z.literal('indiansScout'),
    ...commandFields,
    phase: oneOf(['select', 'move', 'skirmish']),
    origin: spaceId().nullable(),
    to: spaceId().nullable(),
    moving: z.strictObject(Object.fromEntries(SCOUT_KINDS.map((k) => [k, count()])) as Record<(typeof SCOUT_KINDS)[number], ReturnType<typeof count>>, says('counts of moving pieces')),
    stage: int(-1, SCOUT_KINDS.length - 1),
  }),
  indiansScoutLeader: frame({ kind: z.literal('indiansScoutLeader'), from: spaceId(), to: spaceId() }),
  indiansRaid: frame({
    kind: z.literal('indiansRaid'),
    ...commandFields,
    lastMove: index(),
    received: spaces(),
    moved: movedRecord(),
    leaderMoved: bool(),
  }),
  // Battle (3.6)
  battleCommand: frame({
    kind: z.literal('battleCommand'),
    ...commandFields,
    faction: battleFaction(),
    phase: oneOf(['select', 'resolve']),
    withPartner: spaces(),
    next: int(0, SPACE_IDS.length),
    commonCause: bySpace(count()),
  }),
  battle: frame({
    kind: z.literal('battle'),
    space: spaceId(),
    attacker: battleFaction(),
    partner: bool(),
    commonCause: count(),
    attackingFactions: list(faction(), FACTIONS.length),
    defender: faction(),
    phase: oneOf(['activateAttacker', 'activateDefender', 'attackerRoll', 'defenderRoll', 'removal', 'winTheDay', 'end']),
    attackerRoll: int(0, 3 * MAX_ROLL_COUNT).nullable(),
    defenderRoll: int(0, 3 * MAX_ROLL_COUNT).nullable(),
    defenderLossLevel: delta().nullable(),
    attackerLossLevel: delta().nullable(),
    attackerLosses: sideLosses(),
    defenderLosses: sideLosses(),
    rolls: rolls(),
    modifiers: BattleModifiersSchema.optional(),
  }),
  winTheDay: frame({
    kind: z.literal('winTheDay'),
    space: spaceId(),
    winner: oneOf(['royalist', 'rebellion']),
    shifts: count(),
    phase: oneOf(['battleSpace', 'spill', 'rally', 'blockade']),
    lastSpill: spaceId().nullable(),
  }),
  // Special Activities (4.x)
  britishNavalPressure: frame({ kind: z.literal('britishNavalPressure'), rolls: rolls() }),
  britishLowerFni: frame({ kind: z.literal('britishLowerFni'), reason: oneOf(['howe', 'navalPressure']) }),
  skirmishActivity: frame({ kind: z.literal('skirmishActivity'), faction: battleFaction(), command: commandOrNone(), commandSpaces: spaces(), restriction: RestrictionSchema.optional(), struck: spaces().optional() }),
  patriotsPersuasion: frame({ kind: z.literal('patriotsPersuasion'), selected: spaces(), marked: spaces(), restriction: RestrictionSchema.optional() }),
  patriotsPartisans: frame({ kind: z.literal('patriotsPartisans'), command: commandOrNone(), commandSpaces: spaces(), restriction: RestrictionSchema.optional(), struck: spaces().optional() }),
  frenchNavalPressure: frame({ kind: z.literal('frenchNavalPressure'), mode: oneOf(['place', 'rearrange']), placed: spaces(), raise: bool() }),
  frenchPreparerLaGuerre: frame({ kind: z.literal('frenchPreparerLaGuerre') }),
  indiansTrade: frame({ kind: z.literal('indiansTrade'), space: spaceId().nullable(), restriction: RestrictionSchema.optional() }),
  indiansWarPath: frame({ kind: z.literal('indiansWarPath'), restriction: RestrictionSchema.optional(), struck: spaces().optional() }),
  indiansPlunder: frame({ kind: z.literal('indiansPlunder'), raidProvinces: spaces(), restriction: RestrictionSchema.optional() }),
  // Winter Quarters (6.x)
  winterQuarters: frame({ kind: z.literal('winterQuarters'), phase: oneOf(WINTER_QUARTERS_PHASES) }),
  supply: frame({ kind: z.literal('supply'), faction: faction(), next: int(0, SPACE_IDS.length), villageChecked: bool() }),
  supplyBritish: frame({ kind: z.literal('supplyBritish'), space: spaceId() }),
  supplyPatriots: frame({ kind: z.literal('supplyPatriots'), space: spaceId(), toRemove: count().optional(), lastKind: index().optional() }),
  supplyFrench: frame({ kind: z.literal('supplyFrench'), space: spaceId() }),
  supplyVillage: frame({ kind: z.literal('supplyVillage') }),
  supplyIndians: frame({ kind: z.literal('supplyIndians'), space: spaceId() }),
  westIndiesUpkeep: frame({ kind: z.literal('westIndiesUpkeep'), faction: oneOf(['french', 'british']) }),
  rewardLoyalty: frame({ kind: z.literal('rewardLoyalty'), shifts: shifts() }),
  committeesOfCorrespondence: frame({ kind: z.literal('committeesOfCorrespondence'), shifts: shifts() }),
  leaderRedeployment: frame({ kind: z.literal('leaderRedeployment'), faction: faction() }),
  fniReduction: frame({ kind: z.literal('fniReduction'), stage: oneOf(['british', 'french']), placed: spaces() }),
  patriotDesertion: frame({
    kind: z.literal('patriotDesertion'),
    militia: count(),
    continentals: count(),
    indiansMilitia: bool(),
    indiansContinental: bool(),
    last: pieceOrdinal(),
    rule: text(),
  }),
  toryDesertion: frame({ kind: z.literal('toryDesertion'), tories: count(), frenchFirst: bool(), last: pieceOrdinal(), rule: text() }),
  winterQuartersRemoval: frame({ kind: z.literal('winterQuartersRemoval'), faction: oneOf(['patriots', 'indians']), card: int(1, 109) }),
  // the Leader left alone (1.10)
  leaderAlone: frame({ kind: z.literal('leaderAlone'), faction: faction(), from: spaceId() }),
  // a Leader following units an Event moved, or entering with pieces it placed from Available (1.10)
  eventLeader: frame({ kind: z.literal('eventLeader'), faction: faction(), from: z.union([spaceId(), z.literal('available')], says("a space id or 'available'")), moved: bySpace(count()), arrived: count() }),
} as const satisfies Record<FrameKind, z.ZodType>;

const ROLL_RECEIVERS_CHECK = ['battle', 'britishNavalPressure'] as const;
/** The frame kinds that ask for dice and receive them in `rolls`: a roll frame sits on one of them. */
export const ROLL_RECEIVERS: readonly FrameKind[] = Object.freeze([...ROLL_RECEIVERS_CHECK] satisfies readonly RollReceiverKind[]);

/**
 * The kinds that only ever sit on one kind of frame, the one that pushes them: the card, the
 * Winter Quarters Round and the table's reveal of a card on the game (2.2, 6.0, 2.3.7), the Eligible Faction's options on the card (2.3), the
 * phases of the Round on the Round (6.x), each Faction's supply on the Supply Phase (6.2.1), Win the
 * Day on its Battle (3.6.8).
 */
export const FRAME_PARENT: Readonly<Partial<Record<FrameKind, FrameKind>>> = Object.freeze({
  eventCard: 'game',
  winterQuarters: 'game',
  revealCard: 'game',
  eligibleOptions: 'eventCard',
  brilliantStrokes: 'eventCard',
  brilliantStroke: 'brilliantStrokes',
  treatyOfAlliance: 'brilliantStrokes',
  supply: 'winterQuarters',
  westIndiesUpkeep: 'winterQuarters',
  rewardLoyalty: 'winterQuarters',
  committeesOfCorrespondence: 'winterQuarters',
  leaderRedeployment: 'winterQuarters',
  fniReduction: 'winterQuarters',
  winterQuartersRemoval: 'winterQuarters',
  supplyBritish: 'supply',
  supplyPatriots: 'supply',
  supplyFrench: 'supply',
  supplyIndians: 'supply',
  supplyVillage: 'supply',
  winTheDay: 'battle',
});

/** The frame kinds of the Commands (their frames carry the Command fields: Faction, mode, spaces selected). */
export const COMMAND_FRAME_KINDS: readonly string[] = Object.freeze(
  Object.entries(FRAME_SCHEMAS)
    .filter(([, schema]) => 'shape' in schema && ['faction', 'mode', 'selected'].every((k) => k in (schema.shape as object)))
    .map(([kind]) => kind),
);

/** The schema of a frame kind, or undefined when the kind names no step (inherited names excluded). */
export function frameSchema(kind: string): z.ZodType | undefined {
  return Object.hasOwn(FRAME_SCHEMAS, kind) ? (FRAME_SCHEMAS as Readonly<Record<string, z.ZodType>>)[kind] : undefined;
}

// Compile-time proof that each schema describes its frame type: the same declared fields (optional
// ones included), and every frame the schema accepts is a frame of that type (the schema may be
// narrower: ids, phases and bounds where the type says only string or number).
type DeclaredKeys<T> = keyof { [K in keyof T as string extends K ? never : number extends K ? never : K]: T[K] };
type Declared<T> = Pick<T, DeclaredKeys<T>>;
type Fits<S, F> = [S] extends [F] ? ([keyof S] extends [keyof F] ? ([keyof F] extends [keyof S] ? true : false) : false) : false;
type AllTrue<T extends Record<string, true>> = T;
/** The kinds whose frame type declares `rolls`. */
type RollReceiverKind = { [K in FrameKind]: 'rolls' extends DeclaredKeys<FrameOf<K>> ? K : never }[FrameKind];
/** Fails to compile when {@link ROLL_RECEIVERS} misses a kind that receives dice. */
export type RollReceiversComplete = AllTrue<{ all: [RollReceiverKind] extends [(typeof ROLL_RECEIVERS_CHECK)[number]] ? true : false }>;

/** Fails to compile when a frame interface and its schema disagree. */
export type FrameSchemasMatchFrames = AllTrue<{ [K in FrameKind]: Fits<z.infer<(typeof FRAME_SCHEMAS)[K]>, Declared<FrameOf<K>>> }>;
