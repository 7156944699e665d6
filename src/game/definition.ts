/**
 * The composition root: the one place that assembles the game from its rule modules — every Command,
 * Special Activity and Event, and the step of every frame kind, with the cross-cutting wrappers applied
 * here, visibly: the command host around every Command step (4.1), and the guard around every decision
 * step (no dead ends). Nothing else imports every rule family; the machine receives {@link GAME}'s
 * lookup and the generic flow steps (host, grant) receive {@link GAME}.
 * @module
 */
import type { Frame } from '../core/state';
import type { CardId, Faction } from '../data/ids';
import { FACTIONS } from '../data/ids';
import type { CommandModule, EventModule, GameDefinition, SpecialActivityModule } from '../flow/contracts';
import { grantStep } from '../flow/grant';
import { withGuard } from '../flow/guard';
import { COMMAND_CONTINUES, commandContinues, hostStep, withHost } from '../flow/host';
import { rollStep } from '../flow/roll';
import type { Step } from '../flow/step';
import { BATTLE_COMMANDS, BATTLE_STEPS } from '../rules/battle/index';
import { BRITISH_COMMANDS, BRITISH_COMMAND_STEPS } from '../rules/commands/british/index';
import { FRENCH_COMMANDS, FRENCH_COMMAND_STEPS } from '../rules/commands/french/index';
import { INDIANS_COMMANDS, INDIANS_COMMAND_STEPS } from '../rules/commands/indians/index';
import { PATRIOTS_COMMANDS, PATRIOTS_COMMAND_STEPS } from '../rules/commands/patriots/index';
import { EVENTS } from '../rules/events/cards';
import { eligibleOptionsStep, eventCardStep } from '../rules/sequence/eventCard';
import { gameStep } from '../rules/sequence/game';
import { BRITISH_ACTIVITIES } from '../rules/specialActivities/british/index';
import { FRENCH_ACTIVITIES } from '../rules/specialActivities/french/index';
import { INDIANS_ACTIVITIES } from '../rules/specialActivities/indians/index';
import { PATRIOTS_ACTIVITIES } from '../rules/specialActivities/patriots/index';
import { SPECIAL_ACTIVITY_STEPS } from '../rules/specialActivities/index';
import { WINTER_QUARTERS_STEPS } from '../rules/winterQuarters/index';

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

/** The game: modules by id and the step of every frame kind (bound below, {@link STEPS}). */
export const GAME: GameDefinition = Object.freeze({
  step: (frame: Frame): Step => {
    const step = STEPS[frame.kind];
    if (step === undefined || !Object.hasOwn(STEPS, frame.kind)) throw new Error(`lod-engine internal error: no step module for frame kind '${frame.kind}'`);
    return step;
  },
  commands: COMMANDS,
  activities: SPECIAL_ACTIVITIES,
  events: EVENTS as Readonly<Partial<Record<CardId, EventModule>>>,
  commandsOf: (faction: Faction) => COMMANDS_BY_FACTION[faction],
  command: (faction: Faction, id: string) => COMMANDS_BY_FACTION[faction].find((c) => c.id === id),
  activitiesOf: (faction: Faction) => ACTIVITIES_BY_FACTION[faction],
  activity: (faction: Faction, id: string) => ACTIVITIES_BY_FACTION[faction].find((a) => a.id === id),
});

/** The steps of the Commands' own frames (the host offers the Special Activities at their decisions, 4.1). */
const COMMAND_STEPS: readonly Step<any>[] = [
  ...BRITISH_COMMAND_STEPS,
  ...PATRIOTS_COMMAND_STEPS,
  ...FRENCH_COMMAND_STEPS,
  ...INDIANS_COMMAND_STEPS,
  ...BATTLE_STEPS,
];

const RULE_STEPS: readonly Step<any>[] = [
  gameStep,
  eventCardStep,
  eligibleOptionsStep(GAME),
  ...WINTER_QUARTERS_STEPS,
  ...COMMAND_STEPS.map((s) => withHost(s, GAME)),
  hostStep(GAME),
  grantStep(GAME),
  ...SPECIAL_ACTIVITY_STEPS,
];

/** The goals a guarding frame may name (flow/guard.ts). */
const GUARD_GOALS = Object.freeze({ [COMMAND_CONTINUES]: commandContinues(GAME) });

// Every decision is guarded: under a guarding frame (a Special Activity begun inside its Command, 4.1)
// only the choices after which the guard's goal can be reached are offered. Dice are never filtered.
const ALL: readonly Step<any>[] = [rollStep, ...RULE_STEPS.map((s) => withGuard(s, GAME.step, GUARD_GOALS))];

/** Step modules by frame kind (a null-prototype table: no inherited names). */
const STEPS: Readonly<Record<string, Step>> = Object.freeze(Object.assign(Object.create(null) as Record<string, Step>, Object.fromEntries(ALL.map((s) => [s.kind, s]))));

/** The frame kinds of the game, sorted. */
export const FRAME_KINDS: readonly string[] = Object.freeze(Object.keys(STEPS).sort());
