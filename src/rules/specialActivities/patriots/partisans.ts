/**
 * 4.3.2 Partisans: a small Militia strike on Royalist pieces in one space holding an Underground
 * Militia and Royalist pieces, never a space where the accompanying Command Battles (a Battle may not
 * select it afterwards either). Accompanies any Command. Three ways:
 * - one Underground Militia turns Active and one Royalist unit is removed;
 * - two Underground Militia turn Active, one of those two is removed, and two Royalist units are removed;
 * - only where no War Party (Underground or Active) is present: two Underground Militia turn Active,
 *   one of those two is removed, and one Village is removed.
 * Royalist units are British Regulars, Tories and War Parties, Underground or Active (ruling). Cubes go
 * to Casualties (counted in CBC, 1.6.4); War Parties, Villages and the Militia go to Available (1.4.1).
 * Control is recomputed (1.7) and a Leader left alone moves (1.10). Enemies only (1.5.2): every Royalist
 * piece is an Enemy of the Patriots.
 *
 * Decision (frame `patriotsPartisans`, after `{ type: 'specialActivity', activity: 'partisans' }`):
 * `{ type: 'partisans', space, option }`. The option names the pieces removed joined by `+`: the
 * Royalist pieces in SPACE_PIECES order (`britishRegular`, `tory`, `warPartyUnderground`,
 * `warPartyActive`, `village`), then `militiaUnderground` when a Militia is lost — of the two
 * Underground Militia Activated, one is removed, so the net effect is one Underground Militia turned
 * Active and one gone (the same naming as War Path, 4.4.2). Examples: `tory`, `warPartyActive`,
 * `britishRegular+tory+militiaUnderground`, `warPartyUnderground+warPartyUnderground+militiaUnderground`,
 * `village+militiaUnderground`. One Militia is Activated without the last part, two with it.
 * Granted by an Event with a restriction, only the spaces it allows are offered; "in N spaces"
 * strikes once in each of up to N spaces, with `{ type: 'done' }` offered after the first (strikes.ts).
 * @module
 */
import { strikesAllowed, whyActivityMayNotActIn } from '../../../flow/restriction';
import { because, type Reason } from '../../../core/reason';
import type { Draft } from 'immer';
import type { Action, ActionOption } from '../../../core/action';
import type { GameState } from '../../../core/state';
import type { SpaceId, SpacePiece } from '../../../data/ids';
import { defineStep } from '../../../flow/step';
import { log, popFrame, pushFrame } from '../../../flow/frames';
import { flipPieces, indexedSpacesHolding, piecesAt } from '../../board';
import { removeAsCasualties } from '../../procedures/casualties';
import { recordActivityTaking } from '../../commands/arrivals';
import { checkLeaders } from '../../leaders';
import { KIND_NAME, piecesText, spaceName } from '../../../data/text';
import { recordActivitySpace } from '../../../flow/host';
import type { ActivityContext, SpecialActivityModule } from '../../../flow/contracts';
import { defineActivity } from '../../../flow/define';
import { accompanyingProblems, battleKeepsASpace, battleSomeWay, newStrike, offersTwoSpaces, nextStrikeSpaces, recordStrike, strikeContext, strikeWaits, struckBy, struckProblems, type StrikeFrame } from '../strikes';
import { activityHostProblems } from '../../../flow/hostFrame';
const RULE = '4.3.2';
const P = 'patriots' as const;

/** Royalist units Partisans may remove, canonical order (ruling: War Parties Underground or Active). */
export const PARTISANS_TARGETS: readonly SpacePiece[] = ['britishRegular', 'tory', 'warPartyUnderground', 'warPartyActive'];

/** The option part naming the own Militia lost (one of the two Underground Militia Activated). */
export const PARTISANS_OWN_MILITIA = 'militiaUnderground';

/** Commands whose spaces Partisans may not share (4.3.2: no Battle space). */
const NOT_WITH: readonly string[] = ['battle'];

/** The Partisans choices in a space, canonical order (pieces only; no Command restriction). Pure. */
export function partisansChoices(state: GameState, space: SpaceId): string[] {
  const p = piecesAt(state, space);
  const underground = p.militiaUnderground;
  if (underground === 0) return [];
  const present = PARTISANS_TARGETS.filter((k) => p[k] > 0);
  const out: string[] = [...present];
  if (underground >= 2) {
    for (let i = 0; i < present.length; i++)
      for (let j = i; j < present.length; j++) {
        if (i === j && p[present[i]] < 2) continue;
        out.push(`${present[i]}+${present[j]}+${PARTISANS_OWN_MILITIA}`);
      }
    if (p.warPartyUnderground + p.warPartyActive === 0 && p.village > 0) out.push(`village+${PARTISANS_OWN_MILITIA}`);
  }
  return out;
}

/**
 * Whether Partisans could strike in the space with this Command, by its own rule: not a space the
 * accompanying Battle selected (4.3.2), and something to strike there. Pure.
 */
function partisansRule(state: GameState, space: SpaceId, context: Pick<ActivityContext, 'command' | 'commandSpaces'>): boolean {
  return !(NOT_WITH.includes(context.command) && context.commandSpaces.includes(space)) && hasPartisansChoice(state, space);
}

/** Whether {@link partisansChoices} has a choice in the space, without building the list. Pure. */
function hasPartisansChoice(state: GameState, space: SpaceId): boolean {
  const p = piecesAt(state, space);
  if (p.militiaUnderground === 0) return false;
  for (let i = 0; i < PARTISANS_TARGETS.length; i++) if (p[PARTISANS_TARGETS[i]] > 0) return true;
  return p.militiaUnderground >= 2 && p.warPartyUnderground + p.warPartyActive === 0 && p.village > 0;
}

/** Why Partisans could not strike in the space with this Command ({@link partisansRule}: 4.3.2), or null when it could. Pure. */
export function whyNoPartisansIn(state: GameState, space: SpaceId, context: Pick<ActivityContext, 'command' | 'commandSpaces'>): Reason | null {
  if (partisansRule(state, space, context)) return null;
  if (NOT_WITH.includes(context.command) && context.commandSpaces.includes(space)) return because(RULE, `${spaceName(space)} is a Battle space: Partisans may not take place there`);
  if (piecesAt(state, space).militiaUnderground === 0) return because(RULE, `Partisans need an Underground Militia in ${spaceName(space)}, and there is none`);
  return because(RULE, `there are no Royalist pieces in ${spaceName(space)} for Partisans to remove`);
}

/**
 * Spaces where Partisans may be executed with this Command (and within the context's restriction,
 * when it has one), map order: not a space the accompanying Battle selected (4.3.2). Pure.
 */
export function partisansSpaces(state: GameState, context: Pick<ActivityContext, 'command' | 'commandSpaces' | 'restriction'>): SpaceId[] {
  return nextStrikeSpaces(state, { faction: P, ...context }, [], partisansRule);
}

/** Partisans in progress. */
export interface PatriotsPartisansFrame extends StrikeFrame {
  kind: 'patriotsPartisans';
  /** The accompanying Command. */
  command: string;
  /** Spaces the Command had selected when Partisans began. */
  commandSpaces: SpaceId[];
}

const contextOf = (frame: PatriotsPartisansFrame): ActivityContext => strikeContext(P, frame, frame.command, frame.commandSpaces);

/**
 * What a Partisans option does in its space (4.3.2): the Underground Militia it Activates (one, or two
 * when one of them is given up, 1.4.3), the Militia given up (0 or 1) and the Royalist pieces removed.
 * Pure.
 */
export function partisansOutcome(option: string): { activated: number; lost: number; removed: SpacePiece[] } {
  const tokens = option.split('+');
  const lost = tokens.includes(PARTISANS_OWN_MILITIA) ? 1 : 0;
  return { activated: 1 + lost, lost, removed: tokens.filter((t) => t !== PARTISANS_OWN_MILITIA) as SpacePiece[] };
}

/** Executes a Partisans choice from {@link partisansChoices} in the space (4.3.2); pushes 1.10 decisions, so call it last. */
export function executePartisans(draft: Draft<GameState>, space: SpaceId, option: string): void {
  const { activated, lost, removed } = partisansOutcome(option);
  const ownLoss = lost > 0;
  // Which Militia, some that marched in or not, is the Patriots' choice: the March's record keeps it (3.3.2).
  recordActivityTaking(draft, space, { take: 'militiaUnderground', n: activated, into: 'militiaActive', lost: ownLoss ? 1 : 0 });
  flipPieces(draft, space, 'militiaUnderground', 'militiaActive', activated);
  // Royalist cubes to Casualties (CBC), War Parties and Villages to Available.
  for (const piece of removed) removeAsCasualties(draft, space, piece, 1);
  if (ownLoss) removeAsCasualties(draft, space, 'militiaActive', 1);
  const kinds = removed.filter((k, i) => removed.indexOf(k) === i).map((k) => piecesText(removed.filter((x) => x === k).length, k));
  const cost = ownLoss ? ', at the cost of 1 of the 2 Militia Activated' : '';
  log(
    draft,
    `Partisans in ${spaceName(space)}: ${activated} Underground Militia Activated; ${kinds.join(' and ')} removed${cost}`,
    RULE,
    P,
  );
  checkLeaders(draft);
}

/** The Partisans decision (4.3.2). */
export const patriotsPartisansStep = defineStep<PatriotsPartisansFrame>({
  kind: 'patriotsPartisans',
  rule: RULE,
  isDecision: (state, frame) => strikeWaits(state, contextOf(frame), frame, partisansRule),
  run(draft) {
    // Granted Partisans in several spaces with no further strike possible.
    popFrame(draft);
  },
  decider: () => P,
  prompt: (_state, frame) =>
    struckBy(frame).length === 0
      ? 'Partisans: choose the space and what to remove'
      : `Partisans: choose another space and what to remove (${struckBy(frame).length} of up to ${strikesAllowed(frame.restriction)} spaces), or done`,
  explain(state, frame, action) {
    if (action.type !== 'partisans') return null;
    const space = action.space!;
    const struck = struckBy(frame);
    if (struck.includes(space)) return because('4.1', `${spaceName(space)} was already struck by these Partisans: each space once`);
    const allowed = strikesAllowed(frame.restriction);
    if (struck.length >= allowed) return because(allowed === 1 ? RULE : '3.1.2', allowed === 1 ? 'Partisans take place in one space' : `these Partisans strike in at most ${allowed} spaces`);
    const context = contextOf(frame);
    return whyActivityMayNotActIn(context, space, struck) ?? whyNoPartisansIn(state, space, context) ?? (partisansChoices(state, space).includes(action.option!) ? null : because(RULE, `in ${spaceName(space)} Partisans may remove: ${partisansChoices(state, space).map((c) => c.split('+').map((k) => KIND_NAME[k as SpacePiece][0]).join(' + ')).join('; ')}`));
  },
  options(state, frame): Action[] {
    const out: Action[] = [];
    for (const space of nextStrikeSpaces(state, contextOf(frame), struckBy(frame), partisansRule))
      for (const option of partisansChoices(state, space)) out.push({ faction: P, type: 'partisans', space, option: option as ActionOption });
    if (struckBy(frame).length > 0) out.push({ faction: P, type: 'done' });
    return out;
  },
  handle(draft, frame, action) {
    if (action.type === 'done') {
      popFrame(draft);
      return;
    }
    const space = action.space!;
    recordActivitySpace(draft, space, NOT_WITH);
    recordStrike(draft, frame, space);
    executePartisans(draft, space, action.option!);
  },
  /**
   * On the Patriots' command host, which records these Partisans (4.1); the accompanying Command and
   * its spaces as the host has them (never where it Battles, 4.3.2); its strikes as the host recorded them.
   */
  validate(state, frame, at) {
    const { host, problems } = activityHostProblems(state, at, { faction: P, id: 'partisans', name: 'Partisans', restriction: frame.restriction });
    if (host === null || problems.length > 0) return problems;
    return [...accompanyingProblems(frame, host, 'Partisans'), ...struckProblems(frame, host, 'Partisans')];
  },
});

/** The Partisans Special Activity (4.3.2). */
export const patriotsPartisans: SpecialActivityModule = defineActivity({
  id: 'partisans',
  faction: P,
  name: 'Partisans',
  rule: RULE,
  accompanies: () => true,
  canActIn: partisansRule,
  spacesToAsk: (state) => indexedSpacesHolding(state, 'militiaUnderground'),
  whyNotActIn: whyNoPartisansIn,
  start(draft, context) {
    const frame: PatriotsPartisansFrame = { kind: 'patriotsPartisans', command: context.command, commandSpaces: [...context.commandSpaces], ...newStrike(context) };
    pushFrame(draft, frame);
  },
  /**
   * A March (3.3.2) may go to any space next to Patriot units, at 1 Resource. Partisans leaves the
   * Resources, every Continental and, where it struck, at least one Militia (the two-Militia ways
   * Activate two and remove one of them), and closes no space to a March (only to a Battle): every
   * destination the March had before, it keeps (4.1). Not Rally (3.3.1: the two-Militia way may leave
   * too few units for the Fort that was the only Rally, in an Indian Reserve) nor Rabble-Rousing
   * (3.3.4: an Activated Militia may have been the only one it needed) nor Battle (it closes its space
   * to the Battle). On the board: a Battle with two spaces ({@link battleKeepsASpace}); a Rabble-Rousing
   * with a space it keeps, or two spaces; a Rally with two spaces. A Rally (3.3.1) may select a space
   * not at Active Support where a Patriot Fort stands, Militia can be placed or two Patriot units there
   * can become a Fort: that reads the space, and Militia and Forts Available (or, for a player, on the
   * map elsewhere); a Rabble-Rousing (3.3.4) a space with an Underground Militia or under Rebellion
   * Control with a Patriot piece: the space alone. Partisans change pieces in their one space only,
   * remove no Fort, and send the Militia they remove to Available; no Resources change and no space is
   * closed to these Commands, so every other space they offer stays offered.
   */
  harmless: (command) => command === 'march',
  harmlessNow: (state, context, command, own) => {
    if (context.command === 'battle') return battleKeepsASpace(command, own);
    if (context.command === 'rabbleRousing') return rabbleRousingKeepsASpace(state, own) || offersTwoSpaces(own);
    return context.command === 'rally' && offersTwoSpaces(own);
  },
  // Before a Battle with one space: some way strikes elsewhere, or none (battleSomeWay).
  someWayNow: (state, context, command, own) => (context.command === 'battle' ? battleSomeWay(state, context, command, own, partisansRule) : undefined),
  // It removes and flips pieces: no Resources change.
  keepsResources: true,
});

/**
 * Whether Partisans, begun or under way with a Rabble-Rousing (3.3.4), leave it a space to select,
 * whatever they strike (4.1): one space it offers now keeps an Underground Militia (what lets it select
 * a space without Rebellion Control). A strike Activates at most two Underground Militia, in its own
 * space only, each space at most once; elsewhere it moves no unit (a Leader left alone moves, 1.10, no
 * Militia), costs nothing and closes a space only to a Battle. So the space stays offered when it
 * holds three Underground Militia, or holds one where no Partisans can strike (no Royalist piece). Pure.
 */
function rabbleRousingKeepsASpace(state: GameState, own: readonly Action[]): boolean {
  return own.some((a) => {
    if (a.type !== 'selectSpace' || a.space === undefined) return false;
    const underground = piecesAt(state, a.space).militiaUnderground;
    return underground >= 3 || (underground >= 1 && partisansChoices(state, a.space).length === 0);
  });
}
