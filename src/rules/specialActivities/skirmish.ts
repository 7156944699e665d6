/**
 * Skirmish, the limited strike shared by three Factions: British (4.2.2, British Regulars against
 * Rebellion cubes and Active Militia, or a Patriot Fort), Patriots (4.3.3, Continentals against
 * British cubes, or a British Fort) and French (4.5.2, after the Treaty, French Regulars against
 * British cubes, or a British Fort). In one space (the West Indies too, for British and French) with
 * the striking cubes and enemy pieces, and where the accompanying Command does not Battle (nor Muster,
 * nor — British — Garrison to): remove one enemy target, or two targets and one own cube, or, with no
 * targets there, one enemy Fort and one own cube. Cubes and Forts go to Casualties (Forts return to
 * Available at once); Clinton adds one Militia (1.10). Enemies only (1.5.2).
 *
 * Decision (after `{ type: 'specialActivity', activity: 'skirmish' }`): `{ type: 'skirmish', space,
 * option }`, the option naming the removed pieces joined by `+`, the own cube last (the same
 * vocabulary as the Scout's Skirmish, 3.4.3). Granted by an Event with a restriction, only the
 * spaces it allows are offered; "in up to N spaces" strikes once in each of up to N spaces, with
 * `{ type: 'done' }` offered after the first (strikes.ts).
 * @module
 */
import { strikesAllowed, whyActivityMayNotActIn } from '../../flow/restriction';
import { because, type Reason } from '../../core/reason';
import { idName } from '../../flow/reasons';
import { KIND_NAME, spaceName } from '../../data/text';
import type { Action, ActionOption } from '../../core/action';
import type { BritishGarrisonFrame } from '../commands/british/garrison';
import type { FrenchMusterFrame } from '../commands/french/muster';
import type { Frame, GameState } from '../../core/state';
import { SPACE_IDS, type SpaceId } from '../../data/ids';
import { defineStep } from '../../flow/step';
import { popFrame, pushFrame } from '../../flow/frames';
import { howeBefore } from './british/lowerFni';
import { BRITISH_STRIKE, FRENCH_STRIKE, PATRIOTS_STRIKE, executeSkirmish, skirmishOptions, strikeHasTarget, type SkirmishStrike } from '../procedures/skirmish';
import { recordActivitySpace } from '../../flow/host';
import type { ActivityContext, CommandFrame, SpecialActivityModule } from '../../flow/contracts';
import { defineActivity } from '../../flow/define';
import { FACTION_NAME } from '../../data/text';
import { accompanyingProblems, battleKeepsASpace, battleSomeWay, newStrike, offersTwoSpaces, nextStrikeSpaces, recordStrike, strikeContext, strikeWaits, struckBy, struckProblems, type StrikeFrame } from './strikes';
import { activityHostProblems } from '../../flow/hostFrame';
import { frenchMayAccompany, whyFrenchMayNotAccompany } from './french/timing';
import { indexedSpacesHolding, piecesAt } from '../board';

/** The Factions that Skirmish (4.2.2, 4.3.3, 4.5.2). */
export type SkirmishFaction = 'british' | 'patriots' | 'french';

/** A Faction's Skirmish: its strike, and where it may take place. */
interface SkirmishProfile extends SkirmishStrike {
  /** Commands whose spaces a Skirmish may not share (Battle, Muster, Garrison destination). */
  notWith: readonly string[];
  /** Whether the West Indies may be chosen. */
  westIndies: boolean;
}

const PROFILES: Readonly<Record<SkirmishFaction, SkirmishProfile>> = {
  british: { ...BRITISH_STRIKE, notWith: ['battle', 'garrison', 'muster'], westIndies: true },
  patriots: { ...PATRIOTS_STRIKE, notWith: ['battle'], westIndies: false },
  french: { ...FRENCH_STRIKE, notWith: ['battle', 'muster'], westIndies: true },
};

/** The Skirmish choices in a space for a Faction, canonical order (pieces only; no Command restriction). Pure. */
export function skirmishChoices(state: GameState, faction: SkirmishFaction, space: SpaceId): string[] {
  return skirmishOptions(state, space, PROFILES[faction]);
}

/**
 * Whether the Faction's Skirmish could take place in the space with this Command, by its own rule:
 * the West Indies only for the British and French, not a space the Command Battles, Musters or
 * Garrisons to (per Faction), and something to strike there. Pure.
 */
function skirmishRule(faction: SkirmishFaction): (state: GameState, space: SpaceId, context: ActivityContext) => boolean {
  const pr = PROFILES[faction];
  // skirmishBar(...) === null, its cheapest test first.
  // The space's pieces read once for the striker and the targets.
  return (state, s, context) => {
    const p = piecesAt(state, s);
    return (
      p[pr.striker] > 0 &&
      (pr.westIndies || s !== 'WestIndies') &&
      !(pr.notWith.includes(context.command) && context.commandSpaces.includes(s)) &&
      strikeHasTarget(p, pr)
    );
  };
}

/** What bars the Faction's Skirmish from the space ({@link whyNoSkirmishIn}), or null: the one test, allocating nothing. */
function skirmishBar(state: GameState, faction: SkirmishFaction, space: SpaceId, context: ActivityContext): 'westIndies' | 'commandSpace' | 'noStriker' | 'nothingToRemove' | null {
  const pr = PROFILES[faction];
  if (!pr.westIndies && space === 'WestIndies') return 'westIndies';
  if (pr.notWith.includes(context.command) && context.commandSpaces.includes(space)) return 'commandSpace';
  const p = piecesAt(state, space);
  if (p[pr.striker] === 0) return 'noStriker';
  return strikeHasTarget(p, pr) ? null : 'nothingToRemove';
}

/**
 * Why the Faction may not Skirmish in the space (4.2.2, 4.3.3, 4.5.2), or null when it may: the West
 * Indies only for the British and French; never in a space of its Battle (nor a British Muster or
 * Garrison destination, nor a French Muster); its striking cube there and something to remove. Pure.
 */
export function whyNoSkirmishIn(state: GameState, faction: SkirmishFaction, space: SpaceId, context: ActivityContext): Reason | null {
  const pr = PROFILES[faction];
  switch (skirmishBar(state, faction, space, context)) {
    case null:
      return null;
    case 'westIndies':
      return because(pr.rule, `the ${FACTION_NAME[faction]} Skirmish on the map, not in the West Indies`);
    case 'commandSpace':
      return because(pr.rule, `${spaceName(space)} is a space of the ${idName(context.command)}: Skirmish may not take place there`);
    case 'noStriker':
      return because(pr.rule, `Skirmish strikes with ${KIND_NAME[pr.striker][1]}, and there are none in ${spaceName(space)}`);
    case 'nothingToRemove':
      return because(pr.rule, `there is nothing in ${spaceName(space)} a Skirmish can remove: no ${pr.targets.map((k) => KIND_NAME[k][1]).join(', ')} and no ${KIND_NAME[pr.fort][0]}`);
  }
}

const RULES: Readonly<Record<SkirmishFaction, ReturnType<typeof skirmishRule>>> = {
  british: skirmishRule('british'),
  patriots: skirmishRule('patriots'),
  french: skirmishRule('french'),
};

/**
 * Spaces where the Faction's Skirmish Special Activity may be executed with this Command (and within
 * the context's restriction), canonical order. Pure.
 */
export function skirmishSpaces(state: GameState, faction: SkirmishFaction, context: ActivityContext): SpaceId[] {
  return nextStrikeSpaces(state, context, [], RULES[faction]);
}

/** A Skirmish Special Activity in progress. */
export interface SkirmishActivityFrame extends StrikeFrame {
  kind: 'skirmishActivity';
  faction: SkirmishFaction;
  command: string;
  commandSpaces: SpaceId[];
}

function contextOf(frame: SkirmishActivityFrame): ActivityContext {
  return strikeContext(frame.faction, frame, frame.command, frame.commandSpaces);
}

/** The Skirmish Special Activity decision (4.2.2, 4.3.3, 4.5.2). */
export const skirmishActivityStep = defineStep<SkirmishActivityFrame>({
  kind: 'skirmishActivity',
  rule: '4.2.2',
  isDecision: (state, frame) => strikeWaits(state, contextOf(frame), frame, RULES[frame.faction]),
  run(draft) {
    // A granted Skirmish in several spaces with no further strike possible.
    popFrame(draft);
  },
  decider: (_state, frame) => frame.faction,
  prompt: (_state, frame) =>
    struckBy(frame).length === 0
      ? `${FACTION_NAME[frame.faction]} Skirmish: choose the space and what to remove`
      : `${FACTION_NAME[frame.faction]} Skirmish: choose another space and what to remove (${struckBy(frame).length} of up to ${strikesAllowed(frame.restriction)} spaces), or done`,
  explain(state, frame, action) {
    if (action.type !== 'skirmish') return null;
    const space = action.space!;
    const struck = struckBy(frame);
    const rule = PROFILES[frame.faction].rule;
    if (struck.includes(space)) return because('4.1', `${spaceName(space)} was already struck by this Skirmish: each space once`);
    const allowed = strikesAllowed(frame.restriction);
    if (struck.length >= allowed) return because(allowed === 1 ? rule : '3.1.2', allowed === 1 ? 'a Skirmish takes place in one space' : `this Skirmish strikes in at most ${allowed} spaces`);
    const context = contextOf(frame);
    const why = whyActivityMayNotActIn(context, space, struck) ?? whyNoSkirmishIn(state, frame.faction, space, context);
    if (why !== null) return why;
    const choices = skirmishChoices(state, frame.faction, space);
    if (!choices.includes(action.option!))
      return because(rule, `in ${spaceName(space)} the Skirmish may remove: ${choices.map((c) => c.split('+').map((k) => KIND_NAME[k as keyof typeof KIND_NAME][0]).join(' + ')).join('; ')}`);
    return null;
  },
  options(state, frame): Action[] {
    const out: Action[] = [];
    for (const space of nextStrikeSpaces(state, contextOf(frame), struckBy(frame), RULES[frame.faction]))
      for (const option of skirmishChoices(state, frame.faction, space)) out.push({ faction: frame.faction, type: 'skirmish', space, option: option as ActionOption });
    if (struckBy(frame).length > 0) out.push({ faction: frame.faction, type: 'done' });
    return out;
  },
  handle(draft, frame, action) {
    if (action.type === 'done') {
      popFrame(draft);
      return;
    }
    const space = action.space!;
    const faction = frame.faction;
    recordActivitySpace(draft, space, PROFILES[faction].notWith);
    recordStrike(draft, frame, space);
    executeSkirmish(draft, space, action.option!, faction, PROFILES[faction]);
  },
  /**
   * On the Faction's command host, which records this Skirmish (4.1); the accompanying Command and its
   * spaces as the host has them (never where it Battles, Musters or Garrisons to: 4.2.2, 4.3.3, 4.5.2);
   * its strikes as the host recorded them.
   */
  validate(state, frame, at) {
    const { host, problems } = activityHostProblems(state, at, { faction: frame.faction, id: 'skirmish', name: 'Skirmish', restriction: frame.restriction });
    if (host === null || problems.length > 0) return problems;
    return [...accompanyingProblems(frame, host, 'Skirmish'), ...struckProblems(frame, host, 'Skirmish')];
  },
});

/**
 * Whether a Skirmish begun before a Muster (3.2.1, 3.5.3), or under way above it, leaves the Muster a
 * space to select, whatever it strikes (4.1): it closes its one space to the Muster (4.2.2, 4.5.2) and
 * changes the pieces there alone (its own cube lost goes to Casualties, not Available; under Howe a
 * Blockade only leaves a City, 1.10), and keeps the Resources. A French Muster's space needs Rebellion
 * Control there (or is the West Indies), so two spaces offered keep one. A British Muster's Regulars
 * space needs an unblockaded City (or a Colony next to one, or the West Indies after the Treaty) and
 * Regulars Available, or else no Tories to place there and a Fort or Reward Loyalty to follow there:
 * none of it changes outside the struck space (Tories to place there only become fewer), so two
 * Regulars spaces offered keep one (not its Tory spaces: their Regulars next door may be the ones lost).
 * A French Muster that placed its Regulars (its Fort or `done` left) keeps its options, or else ends by
 * itself with its space selected: both go on. Pure.
 */
function musterKeepsASpace(faction: SkirmishFaction, command: Frame, own: readonly Action[]): boolean {
  if (faction === 'french') return command.kind === 'frenchMuster' && ((command as FrenchMusterFrame).phase === 'fort' || offersTwoSpaces(own));
  if (faction !== 'british' || command.kind !== 'britishMuster') return false;
  let first: SpaceId | undefined;
  for (let i = 0; i < own.length; i++) {
    const a = own[i];
    if (a.type !== 'selectSpace' || a.piece !== 'britishRegular' || a.space === undefined) continue;
    if (first === undefined) first = a.space;
    else if (a.space !== first) return true;
  }
  return false;
}

/**
 * Whether some Skirmish begun before a March's first destination (3.2.3, 3.3.2, 3.5.4) leaves it one (4.1): a
 * strike taking one target (no striking cube lost). It removes enemy pieces (and Clinton a Militia) in
 * its space alone, none of the Faction's; it closes no space to a March (4.2.2, 4.3.3) and keeps the
 * Resources; Howe's FNI drop first only lifts a Blockade (1.9: every sea move open before stays open).
 * A British destination other than the struck space keeps what made it one: the Regulars that could
 * reach it, or the Militia a March in place Activates there. A Patriot destination needs only Patriot
 * units next to it, which every such strike leaves. A French one (3.5.4) reads the French Regulars and
 * Continentals that may move, the Patriot pieces there, both Factions' Resources and the Rebellion
 * Controlled Cities to sail between: a strike taking one British cube leaves the rest, and a City's
 * Rebellion Control stays (fewer Royalist pieces, 1.7), so each sea move open before stays open. Pure.
 */
function marchKeepsADestination(faction: SkirmishFaction, state: GameState, context: ActivityContext, command: Frame, own: readonly Action[]): boolean {
  if (context.restriction !== undefined || (command as Partial<CommandFrame>).selected?.length !== 0) return false;
  if (command.kind !== MARCH_KIND[faction]) return false;
  const pr = PROFILES[faction];
  for (let i = 0; i < SPACE_IDS.length; i++) {
    const space = SPACE_IDS[i];
    if (!RULES[faction](state, space, context) || !hasTarget(state, space, pr)) continue;
    for (let j = 0; j < own.length; j++) if (own[j].type === 'selectSpace' && (faction !== 'british' || own[j].space !== space)) return true;
  }
  return false;
}

/** Each Skirmishing Faction's March frame (3.2.3, 3.3.2, 3.5.4). */
const MARCH_KIND: Readonly<Record<SkirmishFaction, string>> = { british: 'britishMarch', patriots: 'patriotsMarch', french: 'frenchMarch' };

/** Whether the space holds a target of the strike (so that a choice takes one, losing no striking cube). */
function hasTarget(state: GameState, space: SpaceId, pr: SkirmishStrike): boolean {
  const p = piecesAt(state, space);
  for (let i = 0; i < pr.targets.length; i++) if (p[pr.targets[i]] > 0) return true;
  return false;
}

/** Whether the options include `done` (an indexed loop: they may be a frozen list). */
function offersDone(own: readonly Action[]): boolean {
  for (let i = 0; i < own.length; i++) if (own[i].type === 'done') return true;
  return false;
}

function skirmishModule(faction: SkirmishFaction): SpecialActivityModule {
  const pr = PROFILES[faction];
  return defineActivity({
    id: 'skirmish',
    faction,
    name: 'Skirmish',
    rule: pr.rule,
    ...(faction === 'british' ? { before: howeBefore } : {}),
    accompanies: (state, command) => faction !== 'french' || frenchMayAccompany(state, command),
    whyNotAccompany: (state, command) => (faction === 'french' ? whyFrenchMayNotAccompany(state, command, 'skirmish') : null),
    canActIn: RULES[faction],
    spacesToAsk: (state) => indexedSpacesHolding(state, pr.striker),
    whyNotActIn: (state, space, context) => whyNoSkirmishIn(state, faction, space, context),
    start(draft, context) {
      const frame: SkirmishActivityFrame = { kind: 'skirmishActivity', faction, command: context.command, commandSpaces: [...context.commandSpaces], ...newStrike(context) };
      pushFrame(draft, frame);
    },
    // Harmless to a Battle that offers two spaces (it closes only the one it strikes: battleKeepsASpace);
    // and to a Patriot Rally or Rabble-Rousing that offers two: they select a space by what stands there,
    // and Militia and Forts Available or on the map (see Partisans), which a Patriot Skirmish, removing
    // British pieces and a Continental in its one space, leaves as they are elsewhere. And to a British
    // Garrison moving Regulars that offers `done` (3.2.2): at its first decision (a full Garrison moving no
    // Regular) it needs FNI below 3 and two Resources, which a Skirmish keeps (it removes and flips pieces;
    // Howe only lowers FNI, 1.10); later (its destination received a Regular) by its frame alone, and
    // when that `done` is all it has left, it goes on by itself, with a space selected. Not while it
    // displaces: a Skirmish may remove the last Rebellion units it could displace, and it ends. And to a
    // Muster that offers two spaces it keeps (musterKeepsASpace).
    harmlessNow: (_state, context, command, own) =>
      context.command === 'battle'
        ? battleKeepsASpace(command, own)
        : context.command === 'garrison'
          ? (command as BritishGarrisonFrame).phase === 'move' && offersDone(own)
          : context.command === 'muster'
            ? musterKeepsASpace(faction, command, own)
            : (context.command === 'rally' || context.command === 'rabbleRousing') && offersTwoSpaces(own),
    // Before a Battle with one space: some way strikes elsewhere, or none (battleSomeWay). Before a
    // March's first destination: a strike taking one target keeps it one (marchKeepsADestination).
    someWayNow: (state, context, command, own) =>
      context.command === 'battle'
        ? battleSomeWay(state, context, command, own, RULES[faction])
        : context.command === 'march' && marchKeepsADestination(faction, state, context, command, own)
          ? true
          : undefined,
    // It removes and flips pieces (and Howe lowers FNI): no Resources change.
    keepsResources: true,
  });
}

/** British Skirmish (4.2.2); under Howe, FNI drops first (1.10). */
export const britishSkirmish: SpecialActivityModule = skirmishModule('british');
/** Patriot Skirmish (4.3.3). */
export const patriotsSkirmish: SpecialActivityModule = skirmishModule('patriots');
/** French Skirmish (4.5.2), after the Treaty of Alliance. */
export const frenchSkirmish: SpecialActivityModule = skirmishModule('french');
