/**
 * The composition root: the one place that assembles the game from its rule modules — every Command,
 * Special Activity and Event, and the step of every frame kind, with the cross-cutting wrappers applied
 * here, visibly: the command host around every Command step (4.1), and the guard around every decision
 * step (no dead ends), in the typed table {@link RAW_STEPS}. Nothing else imports every rule family;
 * the machine receives {@link GAME}'s lookup and the generic flow steps (host, grant) receive {@link GAME}.
 * @module
 */
import type { Frame } from '../core/state';
import type { CardId, Faction } from '../data/ids';
import { FACTIONS } from '../data/ids';
import type { CommandFrame, CommandModule, EventModule, GameDefinition, SpecialActivityModule } from '../flow/contracts';
import { grantStep } from '../flow/grant';
import { withGuard } from '../flow/guard';
import { COMMAND_CONTINUES, commandContinues, commandHostStep, withHost } from '../flow/host';
import { rollStep } from '../flow/roll';
import type { Step } from '../flow/step';
import { BATTLE_COMMANDS } from '../rules/battle/index';
import { battleCommandStep } from '../rules/battle/commands';
import { battleStep } from '../rules/battle/procedure';
import { winTheDayStep } from '../rules/battle/winTheDay';
import { BRITISH_COMMANDS } from '../rules/commands/british/index';
import { britishGarrisonStep } from '../rules/commands/british/garrison';
import { britishMarchStep } from '../rules/commands/british/march';
import { britishMusterStep } from '../rules/commands/british/muster';
import { FRENCH_COMMANDS } from '../rules/commands/french/index';
import { frenchAgentMobilizationStep } from '../rules/commands/french/agentMobilization';
import { frenchHortalezStep } from '../rules/commands/french/hortalez';
import { frenchCommandLeaderStep } from '../rules/commands/french/leader';
import { frenchMarchStep } from '../rules/commands/french/march';
import { frenchMusterStep } from '../rules/commands/french/muster';
import { INDIANS_COMMANDS } from '../rules/commands/indians/index';
import { indiansGatherStep } from '../rules/commands/indians/gather';
import { indiansMarchStep } from '../rules/commands/indians/march';
import { indiansRaidStep } from '../rules/commands/indians/raid';
import { indiansScoutLeaderStep, indiansScoutStep } from '../rules/commands/indians/scout';
import { PATRIOTS_COMMANDS } from '../rules/commands/patriots/index';
import { patriotsMarchStep } from '../rules/commands/patriots/march';
import { patriotsRabbleRousingStep } from '../rules/commands/patriots/rabbleRousing';
import { patriotsRallyStep } from '../rules/commands/patriots/rally';
import { patriotsLeaderStep } from '../rules/commands/patriots/shared';
import { leaderAloneStep } from '../rules/leaders';
import { eventLeaderStep } from '../rules/eventLeader';
import { leaderFollowStep } from '../rules/nonPlayers/leaders';
import { EVENTS, EVENT_CARDS } from '../rules/events/index';
import { eventStep } from '../rules/events/interpreter';
import { eligibleOptionsStep, eventCardStep } from '../rules/sequence/eventCard';
import { gameStep } from '../rules/sequence/game';
import { revealCardStep } from '../rules/sequence/reveal';
import { LEADER_TAKES_PART, brilliantStrokeStep, brilliantStrokesStep, leaderTakesPart, treatyOfAllianceStep } from '../rules/sequence/brilliantStrokes';
import { BRITISH_ACTIVITIES } from '../rules/specialActivities/british/index';
import { britishLowerFniStep } from '../rules/specialActivities/british/lowerFni';
import { britishNavalPressureStep } from '../rules/specialActivities/british/navalPressure';
import { FRENCH_ACTIVITIES } from '../rules/specialActivities/french/index';
import { frenchNavalPressureStep } from '../rules/specialActivities/french/navalPressure';
import { frenchPreparerLaGuerreStep } from '../rules/specialActivities/french/preparerLaGuerre';
import { INDIANS_ACTIVITIES } from '../rules/specialActivities/indians/index';
import { indiansPlunderStep } from '../rules/specialActivities/indians/plunder';
import { indiansTradeStep } from '../rules/specialActivities/indians/trade';
import { indiansWarPathStep } from '../rules/specialActivities/indians/warPath';
import { PATRIOTS_ACTIVITIES } from '../rules/specialActivities/patriots/index';
import { patriotsPartisansStep } from '../rules/specialActivities/patriots/partisans';
import { patriotsPersuasionStep } from '../rules/specialActivities/patriots/persuasion';
import { skirmishActivityStep } from '../rules/specialActivities/skirmish';
import { fniReductionStep, leaderRedeploymentStep } from '../rules/winterQuarters/redeployment';
import { patriotDesertionStep, toryDesertionStep } from '../rules/winterQuarters/desertion';
import { winterQuartersRemovalStep } from '../rules/winterQuarters/cards';
import { winterQuartersStep } from '../rules/winterQuarters/round';
import { committeesOfCorrespondenceStep, rewardLoyaltyStep } from '../rules/winterQuarters/support';
import { supplyBritishStep, supplyFrenchStep, supplyIndiansStep, supplyPatriotsStep, supplyStep, supplyVillageStep } from '../rules/winterQuarters/supply';
import { westIndiesUpkeepStep } from '../rules/winterQuarters/westIndies';
import type { StepTable } from './frames';

/** Canonical order of Command ids within a Faction (rulebook order, chapter 3). */
const COMMAND_ORDER = ['muster', 'garrison', 'rally', 'gather', 'agentMobilization', 'hortalez', 'march', 'scout', 'battle', 'rabbleRousing', 'raid'];
/** Canonical order of Special Activity ids within a Faction (rulebook order, chapter 4). */
const ACTIVITY_ORDER = ['commonCause', 'persuasion', 'trade', 'preparerLaGuerre', 'partisans', 'warPath', 'skirmish', 'plunder', 'navalPressure'];

function inOrder<M extends { faction: Faction; id: string }>(modules: readonly M[], order: readonly string[]): readonly M[] {
  return Object.freeze(
    [...modules].sort((a, b) => FACTIONS.indexOf(a.faction) - FACTIONS.indexOf(b.faction) || order.indexOf(a.id) - order.indexOf(b.id)),
  );
}

/** Every Command, canonical order (British, Patriots, French, Indians; rulebook order within). */
export const COMMANDS: readonly CommandModule[] = inOrder(
  [...BRITISH_COMMANDS, ...PATRIOTS_COMMANDS, ...FRENCH_COMMANDS, ...INDIANS_COMMANDS, ...BATTLE_COMMANDS],
  COMMAND_ORDER,
);

/** Every Special Activity, canonical order (British, Patriots, French, Indians; rulebook order within). */
export const SPECIAL_ACTIVITIES: readonly SpecialActivityModule[] = inOrder(
  [...BRITISH_ACTIVITIES, ...PATRIOTS_ACTIVITIES, ...FRENCH_ACTIVITIES, ...INDIANS_ACTIVITIES],
  ACTIVITY_ORDER,
);

const byFaction = <M extends { faction: Faction }>(modules: readonly M[]): Readonly<Record<Faction, readonly M[]>> =>
  Object.freeze(Object.fromEntries(FACTIONS.map((f) => [f, Object.freeze(modules.filter((m) => m.faction === f))])) as Record<Faction, readonly M[]>);
const COMMANDS_BY_FACTION = byFaction(COMMANDS);
const ACTIVITIES_BY_FACTION = byFaction(SPECIAL_ACTIVITIES);

/**
 * The modules of each Faction by id (the first of an id, as a search in canonical order finds it): the
 * flow asks for a module by id at every decision, and `find` on a frozen array leaves V8's fast path.
 */
const byId = <M extends { faction: Faction; id: string }>(modules: Readonly<Record<Faction, readonly M[]>>): Readonly<Record<Faction, ReadonlyMap<string, M>>> =>
  Object.freeze(
    Object.fromEntries(
      FACTIONS.map((f) => {
        const map = new Map<string, M>();
        for (const m of modules[f]) if (!map.has(m.id)) map.set(m.id, m);
        return [f, map];
      }),
    ) as unknown as Record<Faction, ReadonlyMap<string, M>>,
  );
const COMMAND_BY_ID = byId(COMMANDS_BY_FACTION);
const ACTIVITY_BY_ID = byId(ACTIVITIES_BY_FACTION);

/** The game: modules by id and the step of every frame kind (the guarded step table below). */
export const GAME: GameDefinition = Object.freeze({
  step: (frame: Frame): Step => {
    // A null-prototype table: a kind it does not hold reads undefined, inherited names included.
    const step = STEPS[frame.kind];
    if (step === undefined) throw new Error(`lod-engine internal error: no step module for frame kind '${frame.kind}'`);
    return step;
  },
  commands: COMMANDS,
  activities: SPECIAL_ACTIVITIES,
  events: EVENTS as Readonly<Partial<Record<CardId, EventModule>>>,
  commandsOf: (faction: Faction) => COMMANDS_BY_FACTION[faction],
  command: (faction: Faction, id: string) => COMMAND_BY_ID[faction].get(id),
  activitiesOf: (faction: Faction) => ACTIVITIES_BY_FACTION[faction],
  activity: (faction: Faction, id: string) => ACTIVITY_BY_ID[faction].get(id),
});

/** Wraps a Command's step with the command host: its decisions also offer the Special Activities (4.1). */
const hosted = <F extends CommandFrame>(step: Step<F>): Step<F> => withHost(step, GAME);

/**
 * The step of every frame kind, read top to bottom as a turn flows: the game and its cards (2.x), the
 * generic flow (dice, command host, grant), the Commands and Battle (3.x), the Special Activities (4.x),
 * Winter Quarters (6.x) and the Leader left alone (1.10). Typed by {@link StepTable}: a kind without
 * its step, or a step of the wrong frame, does not compile.
 */
const RAW_STEPS: StepTable = {
  // Sequence of Play (2.2–2.4)
  game: gameStep,
  revealCard: revealCardStep,
  eventCard: eventCardStep,
  eligibleOptions: eligibleOptionsStep(GAME),
  // Brilliant Strokes and the Treaty of Alliance (2.3.8, 2.3.9)
  brilliantStrokes: brilliantStrokesStep(GAME),
  brilliantStroke: brilliantStrokeStep(GAME),
  treatyOfAlliance: treatyOfAllianceStep,
  // Generic flow: dice, the host under every Command, free grants (3.1.2)
  roll: rollStep,
  commandHost: commandHostStep(GAME),
  grant: grantStep(GAME),
  event: eventStep(EVENT_CARDS),
  // British Commands (3.2)
  britishMuster: hosted(britishMusterStep),
  britishGarrison: hosted(britishGarrisonStep),
  britishMarch: hosted(britishMarchStep),
  // Patriot Commands (3.3)
  patriotsRally: hosted(patriotsRallyStep),
  patriotsMarch: hosted(patriotsMarchStep),
  patriotsRabbleRousing: hosted(patriotsRabbleRousingStep),
  patriotsLeader: patriotsLeaderStep,
  // Indian Commands (3.4)
  indiansGather: hosted(indiansGatherStep),
  indiansMarch: hosted(indiansMarchStep),
  indiansScout: hosted(indiansScoutStep),
  indiansScoutLeader: indiansScoutLeaderStep,
  indiansRaid: hosted(indiansRaidStep),
  // French Commands (3.5)
  frenchAgentMobilization: hosted(frenchAgentMobilizationStep),
  frenchHortalez: hosted(frenchHortalezStep),
  frenchMuster: hosted(frenchMusterStep),
  frenchMarch: hosted(frenchMarchStep),
  frenchCommandLeader: frenchCommandLeaderStep,
  // Battle (3.6)
  battleCommand: hosted(battleCommandStep),
  battle: battleStep,
  winTheDay: winTheDayStep,
  // Special Activities (4.2–4.5)
  skirmishActivity: skirmishActivityStep,
  britishNavalPressure: britishNavalPressureStep,
  britishLowerFni: britishLowerFniStep,
  patriotsPersuasion: patriotsPersuasionStep,
  patriotsPartisans: patriotsPartisansStep,
  frenchPreparerLaGuerre: frenchPreparerLaGuerreStep,
  frenchNavalPressure: frenchNavalPressureStep,
  indiansTrade: indiansTradeStep,
  indiansWarPath: indiansWarPathStep,
  indiansPlunder: indiansPlunderStep,
  // Winter Quarters (6.1–6.7)
  winterQuarters: winterQuartersStep,
  supply: supplyStep,
  supplyBritish: supplyBritishStep,
  supplyPatriots: supplyPatriotsStep,
  supplyFrench: supplyFrenchStep,
  supplyVillage: supplyVillageStep,
  supplyIndians: supplyIndiansStep,
  westIndiesUpkeep: westIndiesUpkeepStep,
  rewardLoyalty: rewardLoyaltyStep,
  committeesOfCorrespondence: committeesOfCorrespondenceStep,
  leaderRedeployment: leaderRedeploymentStep,
  fniReduction: fniReductionStep,
  patriotDesertion: patriotDesertionStep,
  toryDesertion: toryDesertionStep,
  winterQuartersRemoval: winterQuartersRemovalStep,
  // A Leader left alone (1.10)
  leaderAlone: leaderAloneStep,
  // A Leader following units an Event moved (1.10)
  eventLeader: eventLeaderStep,
  // A Non-Player Leader following the largest group (8.1)
  leaderFollow: leaderFollowStep,
};

/** The goals a guarding frame may name (flow/guard.ts). */
const GUARD_GOALS = Object.freeze({ [COMMAND_CONTINUES]: commandContinues(GAME), [LEADER_TAKES_PART]: leaderTakesPart(GAME) });

/**
 * Step modules by frame kind (a null-prototype table: no inherited names). Every decision is guarded:
 * under a guarding frame (a Special Activity begun inside its Command, 4.1) only the choices after which
 * the guard's goal can be reached are offered. Dice are never filtered.
 */
const STEPS: Readonly<Record<string, Step>> = Object.freeze(
  Object.assign(
    Object.create(null) as Record<string, Step>,
    Object.fromEntries(Object.entries(RAW_STEPS).map(([kind, step]) => [kind, withGuard(step as Step, GAME.step, GUARD_GOALS)])),
  ),
);

/** The frame kinds of the game, sorted. */
export const FRAME_KINDS: readonly string[] = Object.freeze(Object.keys(STEPS).sort());
