/**
 * 4.4.3 Plunder: the Indians take Resources from the Patriots. Only with a Raid, in one Province the
 * Raid selected where War Parties outnumber Rebellion pieces: the Patriots lose as many Resources as
 * the Province's population and the Indians gain them; afterwards one War Party leaves that
 * Province for Available. It may come before the Raid's `done` (for example once War Parties
 * moved in, or to pay for further Raid Provinces) or after the Raid.
 *
 * Decision (after `{ faction: 'indians', type: 'specialActivity', activity: 'plunder' }`):
 * `{ faction: 'indians', type: 'plunder', space, piece }` — the Province and the kind of War Party
 * removed (`warPartyUnderground` or `warPartyActive`, each offered when present).
 *
 * Rulings:
 * - Plunder is a transfer (4.4.3 presents it as taking the Patriots' Resources): the Indians gain
 *   what the Patriots actually lose. With fewer Resources than the population the Patriots lose all
 *   they have and the Indians gain that; with none, Plunder is still allowed (a War Party is still removed). The Indians'
 *   gain stops at 50 (1.8); the Patriots lose their full amount regardless.
 * - Provinces that count as Raided: those the Raid has selected when Plunder begins (before the Raid
 *   markers are placed, or after).
 * - War Parties and Rebellion pieces are counted before the War Party is removed; every Rebellion
 *   piece counts (Forts and Underground Militia too, 1.5.1).
 * - Population 0: a Raid selects only Provinces at Opposition and Indian Reserves (population 0) are
 *   always Neutral, so the case does not arise; were it to, Plunder would transfer nothing.
 * - The Indians choose the kind of War Party removed; begun during a Raid, only the choices that
 *   leave the Raid executable are offered (no dead end).
 * - Granted with a restriction (3.1.2), only the Raid Provinces the restriction allows are offered;
 *   Plunder stays in one Province.
 * @module
 */
import type { Action } from '../../../core/action';
import type { Frame, GameState } from '../../../core/state';
import { SPACE_IDS, type SpaceId } from '../../../data/ids';
import { SPACES, isProvince } from '../../../data/map';
import { defineStep } from '../../../flow/step';
import { log, popFrame, pushFrame } from '../../../flow/frames';
import { addResources, countRebellion, countWarParties, setResources, piecesAt } from '../../board';
import { WAR_PARTY_KINDS, type WarPartyKind } from '../../commands/indians/shared';
import { checkLeaders } from '../../leaders';
import { KIND_NAME, piecesText, resourcesText, spaceName } from '../../../data/text';
import { recordActivitySpace } from '../../../flow/host';
import type { ActivityContext, Restriction, SpecialActivityModule } from '../../../flow/contracts';
import { defineActivity } from '../../../flow/define';
import { activityMayActIn, whyActivityMayNotActIn } from '../../../flow/restriction';
import { because, type Reason } from '../../../core/reason';
import { copyRestriction, sameSpaces, spacesText } from '../strikes';
import { activityHostProblems } from '../../../flow/hostFrame';
import { removeWarParty } from './trade';
import { raidDoneAfterLoss, raidSomeWay } from '../../commands/indians/raid';

const RULE = '4.4.3';
const I = 'indians' as const;

/** What bars Plunder from the space ({@link whyNotPlunder}), or null: the one test, allocating nothing on failure. */
function plunderBar(state: GameState, space: SpaceId, raidProvinces: readonly SpaceId[]): 'notProvince' | 'notRaided' | 'outnumbered' | null {
  if (!isProvince(space)) return 'notProvince';
  if (!raidProvinces.includes(space)) return 'notRaided';
  const p = piecesAt(state, space);
  return countWarParties(p) > countRebellion(p) ? null : 'outnumbered';
}

/** Whether Plunder may be executed in the space, given the Raid's Provinces (4.4.3). Pure. */
export function canPlunder(state: GameState, space: SpaceId, raidProvinces: readonly SpaceId[]): boolean {
  return plunderBar(state, space, raidProvinces) === null;
}

/**
 * Why Plunder may not be executed in the space ({@link canPlunder}: 4.4.3, 1.4.2), or null when it
 * may: a Province the Raid selected where War Parties outnumber Rebellion pieces. Pure.
 */
export function whyNotPlunder(state: GameState, space: SpaceId, raidProvinces: readonly SpaceId[]): Reason | null {
  const name = spaceName(space);
  switch (plunderBar(state, space, raidProvinces)) {
    case null:
      return null;
    case 'notProvince':
      return because('1.4.2', `${space === 'WestIndies' ? 'the West Indies' : `${name}, a City,`} never hold${space === 'WestIndies' ? '' : 's'} Indian pieces: Plunder takes place in a Raid Province`);
    case 'notRaided':
      return because(RULE, `Plunder takes place in a Province the Raid selected (${spacesText(raidProvinces)}), and ${name} is not one`);
    case 'outnumbered': {
      const p = piecesAt(state, space);
      const w = countWarParties(p);
      const r = countRebellion(p);
      return because(RULE, `Plunder needs more War Parties than Rebellion pieces in ${name}, and it has ${w} War Part${w === 1 ? 'y' : 'ies'} against ${r} Rebellion piece${r === 1 ? '' : 's'}`);
    }
  }
}

/** Provinces where Plunder may be executed now (within the restriction, when given), canonical order. Pure. */
export function plunderSpaces(state: GameState, raidProvinces: readonly SpaceId[], restriction?: Restriction): SpaceId[] {
  const context = plunderContext(raidProvinces, restriction);
  return SPACE_IDS.filter((s) => activityMayActIn(context, s, []) && canPlunder(state, s, raidProvinces));
}

/** The context a Plunder acts under: the Raid and its Provinces, and its restriction when granted. */
function plunderContext(raidProvinces: readonly SpaceId[], restriction?: Restriction): ActivityContext {
  const context: ActivityContext = { faction: I, command: 'raid', commandSpaces: raidProvinces };
  if (restriction) context.restriction = restriction;
  return context;
}

/** Resources the Patriots lose by a Plunder in the space: its population, at most all they have (4.4.3). Pure. */
export function plunderAmount(state: GameState, space: SpaceId): number {
  return Math.min(SPACES[space].population, state.resources.patriots);
}

/** Plunder in progress; `raidProvinces` are the Raid's Provinces when it began. */
export interface IndiansPlunderFrame extends Frame {
  kind: 'indiansPlunder';
  raidProvinces: SpaceId[];
  /** The restriction of a granted Plunder; absent for an ordinary one. */
  restriction?: Restriction;
}

/** The Plunder decision (4.4.3). */
export const indiansPlunderStep = defineStep<IndiansPlunderFrame>({
  kind: 'indiansPlunder',
  rule: RULE,
  decider: () => I,
  prompt: () => 'Plunder: choose a Raid Province where War Parties outnumber Rebellion pieces, and the War Party to remove',
  explain(state, frame, action) {
    if (action.type !== 'plunder') return null;
    const space = action.space!;
    const why = whyActivityMayNotActIn(plunderContext(frame.raidProvinces, frame.restriction), space, []) ?? whyNotPlunder(state, space, frame.raidProvinces);
    if (why !== null) return why;
    const piece = action.piece!;
    if (piece !== 'warPartyUnderground' && piece !== 'warPartyActive')
      return because(RULE, `Plunder removes one War Party (piece 'warPartyUnderground' or 'warPartyActive'), not ${KIND_NAME[piece as keyof typeof KIND_NAME]?.[1] ?? piece}`);
    return piecesAt(state, space)[piece] > 0 ? null : because(RULE, `there is no ${KIND_NAME[piece][0]} in ${spaceName(space)} to remove`);
  },
  options(state, frame): Action[] {
    const out: Action[] = [];
    for (const space of plunderSpaces(state, frame.raidProvinces, frame.restriction))
      for (const piece of WAR_PARTY_KINDS) if (piecesAt(state, space)[piece] > 0) out.push({ faction: I, type: 'plunder', space, piece });
    return out;
  },
  handle(draft, _frame, action) {
    const space = action.space!;
    const piece = action.piece as WarPartyKind;
    recordActivitySpace(draft, space);
    popFrame(draft);
    const taken = plunderAmount(draft, space);
    setResources(draft, 'patriots', draft.resources.patriots - taken);
    const gained = addResources(draft, I, taken);
    removeWarParty(draft, space, piece);
    const lost = gained < taken ? ` (${resourcesText(taken - gained)} beyond 50 lost)` : '';
    log(
      draft,
      `Plunder in ${spaceName(space)}: the Patriots lose ${resourcesText(taken)}, the Indians gain ${resourcesText(gained)}${lost}; ${piecesText(1, piece)} removed`,
      RULE,
      I,
    );
    checkLeaders(draft);
  },
  /** On the Indians' command host, which records this Plunder (4.1); with a Raid, whose Provinces are those the host recorded (4.4.3). */
  validate(state, frame, at) {
    const { host, problems } = activityHostProblems(state, at, { faction: I, id: 'plunder', name: 'Plunder', restriction: frame.restriction });
    if (host === null || problems.length > 0) return problems;
    if (host.command !== 'raid') return [`kind: Plunder accompanies only a Raid, but its command host runs ${host.command === '' ? 'no Command' : `the Command '${host.command}'`} (4.4.3)`];
    if (!sameSpaces(frame.raidProvinces, host.commandSpaces))
      return [`raidProvinces: Plunder began with the Raid Provinces ${spacesText(frame.raidProvinces)}, but its command host records ${spacesText(host.commandSpaces)} (4.4.3)`];
    return [];
  },
});

/** The Plunder Special Activity (4.4.3): only with a Raid. */
export const indiansPlunder: SpecialActivityModule = defineActivity({
  id: 'plunder',
  faction: I,
  name: 'Plunder',
  rule: RULE,
  accompanies: (_state, command) => command === 'raid',
  choiceLeavesAWayOn: (state, context, command, action) => (context.command === 'raid' ? plunderLeavesRaidDone(state, command, action) : undefined),
  // Between a Raid's spaces: a Plunder takes an Underground War Party from its Province only where no
  // Active one stands to remove instead (raidSomeWay, as plunderLeavesRaidDone).
  someWayNow: (state, context, command, own) =>
    context.command === 'raid' && context.restriction === undefined
      ? raidSomeWay(state, command, own, (s) => (canPlunder(state, s, context.commandSpaces) ? (piecesAt(state, s).warPartyActive > 0 ? 0 : 1) : undefined))
      : undefined,
  canActIn: (state, space, context) => canPlunder(state, space, context.commandSpaces),
  whyNotActIn: (state, space, context) => whyNotPlunder(state, space, context.commandSpaces),
  start(draft, context) {
    const frame: IndiansPlunderFrame = { kind: 'indiansPlunder', raidProvinces: [...context.commandSpaces] };
    if (context.restriction) frame.restriction = copyRestriction(context.restriction);
    pushFrame(draft, frame);
  },
});

/**
 * Whether this Plunder choice, under way between the Raid's spaces (4.1), leaves the Raid an option: as
 * the Raid's `done` after it ({@link raidDoneAfterLoss}). Begun between the Raid's spaces, Plunder
 * removes one War Party from its Province (one Underground War Party less there only when it removes an
 * Underground one) and moves Resources from the Patriots to the Indians; it changes no War Party
 * elsewhere, no Support and nothing else the Raid's `done` reads. Where the answer is true, the Province
 * keeps an Underground War Party, so no Leader is left alone there. Pure.
 */
function plunderLeavesRaidDone(state: GameState, command: Frame, action: Action): boolean | undefined {
  if (action.type !== 'plunder' || action.space === undefined) return undefined;
  return raidDoneAfterLoss(state, command, action.space, action.piece === 'warPartyUnderground' ? 1 : 0);
}
