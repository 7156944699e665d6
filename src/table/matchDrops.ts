/**
 * The exact drops of whole-move matching, and the Resources bounds they rest on: positions from which no
 * continuation of the move reaches the target. Resources below the target's by more than they can still
 * rise, or spent beyond it (what Commands cost, 3.2–3.5, and Special Activities give, 4.2–4.5); a paying
 * Command that has closed, left off or can no longer select a space still lacking pieces only it brings
 * in (Limited: one space, 2.3.5), or has marched more units into a space than the target shows, or can
 * no longer route enough there (3.3.2, 3.4.2); Persuasion that can no longer place a Propaganda marker
 * the target shows (4.3.1); a Rally or Gather leaving a space fewer Active units than the target shows
 * with no Special Activity left to Activate one; other Factions' Resources left above the target's. Also
 * what a Special Activity or a March's relays still owe, which ranks the search.
 * @module
 */
import type { Action, ActivityId } from '../core/action';
import type { Frame, GameState } from '../core/state';
import type { Faction, PieceType, SpaceId, SpacePiece } from '../data/ids';
import { FACTIONS, SPACE_IDS, spaceIndex } from '../data/ids';
import { countBritishCubes, countFaction, hasSpace, markersIn, piecesAt, spaceAt, supportLevel } from '../rules/board';
import { ADJACENT, isCity, isProvince, isReserve } from '../data/map';
import { MAX_RESOURCES } from '../data/pieces';
import { maySelectMore, strikesAllowed } from '../flow/restriction';
import type { CommandMode } from '../flow/contracts';
import { canPersuade, PERSUASION_RESOURCES_PER_SPACE, PERSUASION_SPACES, propagandaLeft } from '../rules/specialActivities/patriots/persuasion';
import { partisansChoices } from '../rules/specialActivities/patriots/partisans';
import { struckBy, type StrikeFrame } from '../rules/specialActivities/strikes';
import { partisansOutcome } from '../rules/specialActivities/patriots/partisans';
import { warPathPlans } from '../rules/specialActivities/indians/warPath';
import { skirmishChoices, type SkirmishFaction } from '../rules/specialActivities/skirmish';
import { navalPressureGivesResources } from '../rules/specialActivities/british/navalPressure';
import { roll } from '../dice/index';
import { howeRelax } from '../rules/specialActivities/british/lowerFni';
import { PREPARER_RESOURCES } from '../rules/specialActivities/french/preparerLaGuerre';
import { TRADE_REFUSED_GAIN } from '../rules/specialActivities/indians/trade';
import { MARCH_COST } from '../rules/commands/patriots/march';
import type { BritishMarchFrame } from '../rules/commands/british/march';
import { arrivedLeast, stillMovableOf, type ArrivalRecord } from '../rules/commands/arrivals';
import { RALLY_COST, canRally, canRallyMilitia } from '../rules/commands/patriots/rally';
import { FRENCH_MARCH_COST } from '../rules/commands/french/march';
import { gatherCost } from '../rules/commands/indians/gather';
import { adjacentProvincesOf, movableCount, type MovedRecord } from '../rules/commands/indians/shared';
import { marchDestinationCost, type IndiansMarchFrame } from '../rules/commands/indians/march';
import { WITH_LEADER } from '../rules/commands/british/shared';
import type { Announced } from './matchTypes';
import type { Board } from './matchBoard';
import { ACTIVATED, ROYALIST_PIECES, REBEL_PIECES } from './matchDistance';
import { routeScratch, maxRouted, recordSenders, routedDirectly, type RouteScratch } from './matchRoutes';
import type { Search } from './matchNodes';

/**
 * While a Special Activity is under way, an optimistic count of the units of distance to the target that
 * it alone can still close: Persuasion's Propaganda markers in the spaces where it may act now (4.3.1, as
 * many as it may still select); the enemy pieces Partisans, War Path or Skirmish may remove from one
 * space where they may act now — at most two, each off the space and into a box (4.3.2, 4.4.2, 4.2.2,
 * 4.3.3, 4.5.2) — unless the Command is a Battle, which removes them too. The wary run ranks the start of
 * the Activity by the distance less {@link WARY_ACTIVITY_CREDIT} of this, so that an Activity the target
 * shows in full (three Propaganda markers, two pieces removed) is begun before the Command lines just as
 * near. It only orders the search; every answer is still checked exactly.
 */
export function activityOwes(s: GameState, target: Board): number {
  const host = stackFrame(s, 'commandHost') as unknown as { command?: string } | undefined;
  for (let k = s.stack.length - 1; k >= 0; k--) {
    const f = s.stack[k] as unknown as { kind: string; marked?: readonly SpaceId[]; faction?: Faction; command?: string };
    switch (f.kind) {
      case 'patriotsPersuasion': {
        let owed = 0;
        let spaces = PERSUASION_SPACES - (f.marked?.length ?? 0);
        for (const id of SPACE_IDS) {
          if (spaces <= 0) break;
          const a = spaceAt(s, id);
          const b = target.spaces[id];
          if (b.propaganda <= a.propaganda || !canPersuade(s, id)) continue;
          spaces--;
          owed += 1;
        }
        return owed;
      }
      case 'patriotsPartisans':
      case 'indiansWarPath':
      case 'skirmishActivity': {
        if ((f.command ?? host?.command) === 'battle') return 0;
        const royalist = f.kind === 'indiansWarPath' || (f.kind === 'skirmishActivity' && f.faction === 'british');
        const enemies = royalist ? REBEL_PIECES : ROYALIST_PIECES;
        let most = 0;
        for (const id of SPACE_IDS) {
          if (!(f.kind === 'patriotsPartisans' ? partisansChoices(s, id) : f.kind === 'indiansWarPath' ? warPathPlans(s, id) : skirmishChoices(s, f.faction as SkirmishFaction, id)).length) continue;
          let n = 0;
          for (const p of enemies) n += Math.max(0, piecesAt(s, id)[p] - target.spaces[id].pieces[p]);
          most = Math.max(most, Math.min(2, n));
        }
        return 2 * most;
      }
      default:
    }
  }
  return 0;
}

/**
 * The Special Activities that give their Faction Resources, the frames they run in, and the most one can
 * still give in a state (its Faction's Resources beyond that cannot be regained): Naval Pressure's 1D3, the next die when it is known ({@link navalPressureRoll})
 * (4.2.3; none after the Treaty of Alliance while FNI is above 0 once Howe's drop is made, 1.10), Persuasion's one per space in up to three spaces, where the target shows a Propaganda marker placed (4.3.1), Préparer la Guerre's two (4.5.1),
 * Trade's British transfer or one (4.4.1), Plunder's Patriot Resources (4.4.4).
 */
const GAINING: Readonly<Record<Faction, readonly (readonly [ActivityId, string, (s: GameState, target: Board, near: boolean) => number])[]>> = {
  // After the Treaty with FNI above 0 it lowers FNI instead (4.2.3), judged once Howe has lowered FNI first (1.10).
  british: [['navalPressure', 'britishNavalPressure', (s) => (navalPressureGivesResources(howeRelax(s)) ? navalPressureRoll(s) : 0)]],
  patriots: [['persuasion', 'patriotsPersuasion', (s, target, near) => (near ? persuasionMayGive(s, target) : PERSUASION_SPACES) * PERSUASION_RESOURCES_PER_SPACE]],
  french: [['preparerLaGuerre', 'frenchPreparerLaGuerre', () => PREPARER_RESOURCES]],
  indians: [
    // The British give no more than they hold beyond their own target (their Resources only fall during an Indian Command).
    ['trade', 'indiansTrade', (s, target) => Math.max(TRADE_REFUSED_GAIN, s.resources.british - target.resources.british)],
    ['plunder', 'indiansPlunder', (s) => s.resources.patriots],
  ],
};

/** The British Commands in which nothing rolls dice (3.2.1, 3.2.2, 3.2.3; only Battle rolls, 3.6). */
const DICELESS_BRITISH = new Set(['march', 'muster', 'garrison']);

/**
 * The most Naval Pressure still to begin may give (4.2.3: 1D3): with the state's own dice (seeded, not
 * `external`) and nothing before it in the move rolling dice — a British Command other than Battle,
 * no Non-Player decision (8.1 rolls for spaces) — the die it will roll is the next one, read from the
 * dice now; else 3.
 */
function navalPressureRoll(s: GameState): number {
  const host = s.stack[2] as unknown as { command: string; activity: string | null };
  if (s.options.dice === 'external' || s.options.nonPlayers.length > 0 || host.activity !== null || !DICELESS_BRITISH.has(host.command)) return 3;
  return roll(s.dice, 3).value;
}

/** The Commands whose selections {@link relaysOwed} counts, by mover (3.3.1, 3.3.2, 3.4.1, 3.4.2). */
const RELAYING: Readonly<Record<'patriots' | 'indians', readonly string[]>> = { patriots: ['patriotsMarch', 'patriotsRally'], indians: ['indiansMarch', 'indiansGather'] };

/**
 * The share of a March destination (numerator, denominator) that each relay a Patriot Rally owes counts
 * for in {@link relaysOwed}: two thirds, so it weighs 4 units of distance in the rank (over the 6,400
 * turns of `matchTurns.ts --turns 1500`: 3 missed the Rally relay it was made for, 4 found it in the
 * fewest positions, 64,540; the March's full weight 65,054 and more positions on the other sets).
 */
const RALLY_RELAY_SHARE = [2, 3] as const;

/**
 * The destinations the mover's Patriot or Indian March under way must still select among spaces that
 * lack no pieces ({@link lacks}; 0 when none is known): each destination costs one Resource (3.3.2; the
 * Indian March pays when it closes one, the first whose War Parties all come from Reserves free, 3.4.2),
 * every space still lacking pieces must be one, and the move ends on the target's Resources, so the
 * Resources beyond the target's — plus what the Special Activity still to come gives: the least a
 * Persuasion does, one a space where the target shows more Propaganda (4.3.1), or Trade's, the
 * British transfer the British target fixes, else one (4.4.1; any other gain unknown: none counted) —
 * left over after those go to other destinations. Each receives a group (3.3.2, 3.4.2) and ends as the
 * target shows, so it is a relay or an exchange (units marched in while its own leave): a space emptied
 * below the target by sending its units on, then refilled, counts among those lacking and owes nothing
 * more; the destination being resolved owes one until a group enters it (the Indian March's open one
 * then counts as paid for by what closing it costs now). None is counted while a Special Activity may
 * still remove the mover's own units ({@link ownLossPossible}: Skirmish, Partisans, War Path, Plunder).
 * The same count in the Indian Gather (3.4.1: one Resource a Province as it is selected, the first
 * Reserve Province free, so one still lacking may cost nothing) is of the Provinces still to select
 * that end as the target shows (a War Party placed there and moved on, or nothing done there); with
 * `unfed` (the portfolio's plain run), the Province being resolved counts among them until a War Party
 * is placed or moved in, once no Trade can still raise the Resources (4.4.1): a Province selected first
 * does not rank the relay lines ahead of every other at once. And in the Patriot Rally (3.3.1: one
 * Resource a space), of the spaces still to select that end as the target shows: Militia placed there
 * and taken on by a later selection (1.4.1), or nothing done there; so a Rally that relays Militia
 * through such spaces is not outrun by the lines that fill the spaces gaining Militia first and end
 * one relay short ({@link RALLY_RELAY_SHARE}).
 * Ranks the search only ({@link RELAY_WEIGHT}).
 */
export function relaysOwed(se: Search, s: GameState, unfed = false): number {
  if (se.mover !== 'patriots' && se.mover !== 'indians') return 0;
  const mover = se.mover;
  const paying = payingCommand(s, mover);
  if (paying === undefined || !RELAYING[mover].includes(paying.frame.kind) || paying.frame.mode.free) return 0;
  const target = se.dist.target;
  const host = moverHost(se, s);
  let extra = s.resources[mover] - target.resources[mover];
  const rise = resourcesMayRiseBy(s, mover, target, se.announced);
  if (rise !== 0) {
    const activity = host?.activity ?? se.announced?.activity;
    if (mover === 'indians') {
      if (activity !== 'trade' || rise === Infinity) return 0;
      extra += rise;
    } else {
      if (activity !== 'persuasion') return 0;
      for (const id of SPACE_IDS) if (target.spaces[id].propaganda > markersIn(s, id, 'propaganda')) extra += PERSUASION_RESOURCES_PER_SPACE;
    }
  }
  extra -= lackingUnselected(s, target, paying.frame, paying.groups);
  if (paying.frame.kind === 'indiansGather') {
    // Paid as selected, but for the first Reserve Province: one still lacking may be it.
    extra += paying.free(paying.frame);
    // `unfed`: the Province being resolved, selected where nothing lacks, with nothing placed or moved in
    // yet and the Resources sure (no Trade still to give any), is no relay yet: it earns the credit once fed.
    const g = paying.frame as PayingFrame & { current: SpaceId | null; placed: number; lastMove: number };
    if (unfed && rise === 0 && g.current !== null && g.placed === 0 && g.lastMove === -1 && !lacks(s, target, g.current, paying.groups)) extra++;
  } else if (mover === 'indians') {
    const f = paying.frame as PayingFrame & { groups: readonly { to: SpaceId }[] };
    if (f.open != null) {
      // The open destination is paid for when it closes, unless it is the free one; selected where nothing lacks and still without a group, it is no relay yet.
      const entered = f.groups.some((g) => g.to === f.open);
      if (entered) extra -= marchDestinationCost(paying.frame as unknown as IndiansMarchFrame);
      else if (lacks(s, target, f.open, paying.groups)) extra--;
    }
  } else if (paying.frame.kind === 'patriotsMarch') {
    const f = paying.frame as PayingFrame & { dest: SpaceId | null; origins: readonly SpaceId[]; group: object | null };
    // The destination being resolved, selected where nothing lacks and still without a group (none
    // closed, none under way: its pieces are counted in once it closes, 3.3.2), is no relay yet.
    if (f.dest !== null && f.origins.length === 0 && f.group === null && !lacks(s, target, f.dest, paying.groups)) extra++;
  }
  if (extra <= 0) return 0;
  // Units marched in may also be lost to a Special Activity still to come (4.2.2, 4.3.2): such a destination is no relay.
  if (host !== undefined) {
    const mayLose = ownLossPossible(se, s, host);
    if (paying.groups.some((g) => g.some(mayLose))) return 0;
  }
  return paying.frame.kind === 'patriotsRally' ? (extra * RALLY_RELAY_SHARE[0]) / RALLY_RELAY_SHARE[1] : extra;
}

/**
 * The destinations the mover's French March under way must still have Continentals enter beyond the
 * spaces where the target shows more Continentals than now that it has not paid for yet: the Patriots
 * pay one Resource for each destination Continentals enter (3.5.4), and nothing else in the move may
 * raise their Resources ({@link resourcesMayRiseBy}), so each Resource beyond the target's left over is a
 * destination Continentals enter and leave as they were (a relay: those already there march on). 0 when
 * none is known or the March is free (3.1.2). Ranks the search only.
 */
export function continentalsOwed(se: Search, s: GameState): number {
  if (se.mover !== 'french') return 0;
  const f = stackFrame(s, 'frenchMarch') as unknown as { mode: CommandMode; patriotsPaid: readonly SpaceId[] } | undefined;
  if (f === undefined || f.mode.free) return 0;
  const target = se.dist.target;
  if (resourcesMayRiseBy(s, 'patriots', target, se.announced) !== 0) return 0;
  let extra = s.resources.patriots - target.resources.patriots;
  for (const id of SPACE_IDS) if (target.spaces[id].pieces.continental > piecesAt(s, id).continental && !f.patriotsPaid.includes(id)) extra -= FRENCH_MARCH_COST;
  return extra > 0 ? Math.floor(extra / FRENCH_MARCH_COST) : 0;
}

/** The Persuasion under way (its frame, with the spaces it selected so far), or undefined. */
function persuasionUnderWay(s: GameState): { selected: readonly SpaceId[] } | undefined {
  return stackFrame(s, 'patriotsPersuasion') as unknown as { selected: readonly SpaceId[] } | undefined;
}

/** How many more spaces Persuasion may select (4.3.1: up to three in all), whether or not it has begun. */
function persuasionSpacesLeft(s: GameState): number {
  return PERSUASION_SPACES - (persuasionUnderWay(s)?.selected.length ?? 0);
}

/**
 * How many more spaces Persuasion may act in (4.3.1): up to three in all; and while a Propaganda marker
 * is left for each, only where the target shows more Propaganda than now, since each space it acts in
 * gets one and nothing in a Patriot Command removes them (only Reward Loyalty, 3.2.1, Events and Winter
 * Quarters do).
 */
function persuasionMayGive(s: GameState, target: Board): number {
  const remaining = persuasionSpacesLeft(s);
  if (propagandaLeft(s) < remaining) return remaining;
  let marked = 0;
  for (const id of SPACE_IDS) if (target.spaces[id].propaganda > markersIn(s, id, 'propaganda')) marked++;
  return Math.min(remaining, marked);
}

/**
 * How many Resources a Faction may still gain before the move is over (an upper bound; Infinity when
 * unknown). Only during an Eligible Faction's Command on the card (the frames game, Event card, Command
 * host — no Event, Brilliant Stroke or Winter Quarters around it) is it bounded: Resources come only
 * from the Special Activities of {@link GAINING} while they may still be taken or are under way, from
 * Roderigue Hortalez et Cie to the Patriots (3.5.1), and from a Non-Player Indian March's free
 * destination paid back (3.4.2, 8.1: only Non-Players pay when selecting), both unbounded here;
 * everything else only pays. `near`: also by what the target shows the Activity doing (Persuasion's
 * Propaganda markers, {@link persuasionMayGive}).
 */
function resourcesMayRiseBy(s: GameState, f: Faction, target: Board, announced: Announced | undefined, near = false): number {
  const st = s.stack;
  if (st.length < 3 || st[0].kind !== 'game' || st[1].kind !== 'eventCard' || st[2].kind !== 'commandHost') return Infinity;
  const host = st[2] as unknown as { faction: Faction; command: string; activityAllowed: boolean; activity: string | null };
  if (f === 'patriots' && host.command === 'hortalez') return Infinity;
  if (f === 'indians' && host.faction === 'indians' && host.command === 'march' && s.options.nonPlayers.includes('indians')) return Infinity;
  if (host.faction !== f) return 0;
  let most = 0;
  for (const [activity, kind, gain] of GAINING[f]) {
    const open =
      host.activity === null
        ? host.activityAllowed && (announced?.activity === undefined || announced.activity === activity)
        : host.activity === activity && st.some((frame) => frame.kind === kind);
    if (open) most = Math.max(most, gain(s, target, near));
  }
  return most;
}

/**
 * The Commands that pay one Resource for each space they select and are the only way, while they run,
 * for their Faction's pieces of some kinds to enter or be placed in a space: the frame, the kinds
 * (counted together within a group: pieces flipped within one do not enter; the groups are apart as
 * no step of the move turns one into another — a Rally's Continentals replace Militia only in its own
 * spaces), and how many of the
 * spaces still to select may be free. British March moves Regulars and Tories into its destinations
 * (3.2.3); Patriot March Continentals and Militia, and the French Regulars going along with the
 * Continentals (3.3.2); French March French Regulars, and the Continentals going along with them (3.5.4); Indian
 * March War Parties, one destination free when all its War Parties come from Reserves (3.4.2); Patriot
 * Rally places Militia, Forts and Continentals or moves Militia in only in its spaces (3.3.1); Gather
 * places War Parties and Villages or moves War Parties in only in its Provinces, the first Reserve
 * Province free (3.4.1). Pieces taken from another space when none is Available (1.4.1) leave it. The
 * Special Activities that may accompany them place none of these: they remove pieces, Activate them, move
 * markers or Resources, or move another Faction's pieces (Skirmish 4.2.2, 4.5.2; Naval Pressure 4.2.3,
 * 4.5.3; Common Cause's War Parties 4.2.1; Persuasion 4.3.1; Partisans 4.3.2; Trade 4.4.1; War Path
 * 4.4.2; Plunder 4.4.3; Préparer la Guerre 4.5.1, to Available only).
 */
const PAYING: Partial<Record<Faction, readonly (readonly [string, readonly (readonly SpacePiece[])[], (frame: PayingFrame, selecting?: SpaceId) => number])[]>> = {
  british: [['britishMarch', [['britishRegular'], ['tory']], () => 0]],
  patriots: [
    ['patriotsMarch', [['continental'], ['militiaUnderground', 'militiaActive'], ['frenchRegular']], () => 0],
    ['patriotsRally', [['continental'], ['militiaUnderground', 'militiaActive'], ['patriotFort']], () => 0],
  ],
  french: [['frenchMarch', [['frenchRegular'], ['continental']], () => 0]],
  indians: [
    // Selecting the next destination closes the open one, which may be the free one.
    ['indiansMarch', [['warPartyUnderground', 'warPartyActive']], (f, selecting) => (f.freeUsed || (selecting !== undefined && f.open != null && marchDestinationCost(f as unknown as IndiansMarchFrame) === 0) ? 0 : 1)],
    ['indiansGather', [['warPartyUnderground', 'warPartyActive'], ['village']], (f, selecting) => (f.selected.some(isReserve) || (selecting !== undefined && isReserve(selecting)) ? 0 : 1)],
  ],
};

/**
 * The Resources the mover still holds beyond the target's while its paying Command ({@link PAYING})
 * under way may select more spaces (0 when none, or the Command is free). Used once the board is on the
 * target: each space the Command selects costs one Resource (3.3.1, 3.3.2, 3.4.1, 3.4.2, 3.2.3, 3.5.4)
 * and nothing else in it lowers the mover's Resources, so a move that spent more than the nearest line
 * selected more spaces whose pieces came back: Militia placed from another space and taken back from it
 * once none is Available (1.4.1: Boston's from Philadelphia, then Philadelphia's from Boston), a space
 * where nothing is left to flip. Such a cycle leaves the target (each step moves a space away from it)
 * and comes back to it; judged as detours, its steps weighed so much that no budget reached them (Rally
 * moves of 25 steps and more). So once the board is on the target with Resources to spend, a selection
 * begins an excursion whose steps are no detours until the board is back on the target, and whose
 * selections need not follow the map order (a space taken from comes after the one it fed, whatever
 * their order: the cycle sets it): the distance alone orders it, and {@link spentBeyond} still drops
 * the lines that spend too much. Ordering only:
 * every answer is still checked exactly.
 */
export function spareResources(s: GameState, se: Search): number {
  if (se.mover === 'chance') return 0;
  const f = se.mover as Faction;
  const excess = s.resources[f] - se.dist.target.resources[f];
  if (excess <= 0) return 0;
  const paying = payingCommand(s, f);
  return paying === undefined || paying.frame.mode.free ? 0 : excess;
}

/**
 * Whether the mover's paying Command ({@link PAYING}, the British Muster, 3.2.1, or a Battle while it
 * selects, 3.2.4, 3.3.3, 3.5.5 — one of whose changed spaces may be its announced strike's still to come
 * instead, 4.2.2, 4.3.2, 4.3.3) must select more
 * spaces than those that still differ from the target: -1 when none is known to be owed; else the map
 * index below which an owed selection may go (every space for the paying Commands; for the Muster,
 * whose Tory spaces are selected in map order, the first space still differing, as a space selected
 * after it would leave it out; for a Patriot Rally with spaces still differing, {@link firstRelay}). Each selection costs at most one Resource
 * (3.2.1, 3.2.3, 3.3.1, 3.3.2, 3.4.1, 3.4.2, 3.5.4; the Indian March pays for its open destination when it
 * closes it; Muster's Reward Loyalty may also pay for what the target shows it doing, {@link rewardMayCost}),
 * and a space the move leaves as the target shows needs no selection, so when the Resources
 * still to spend — what the mover holds beyond the target's, plus what its Special Activity will give:
 * nothing once none can, Trade's transfer, fixed by the British target ({@link othersLeftAbove}), or the
 * least an announced Naval Pressure still to take gives —
 * exceed the spaces still differing that it has not selected, the rest are selections of spaces that end
 * as the target shows (a space selected where nothing is left to change, Militia or War Parties placed
 * there and moved on). Other gains (Persuasion, Naval Pressure under way or not announced, Préparer la Guerre, Plunder): none known.
 * Orders the search only.
 */
export function sparesOwed(se: Search, s: GameState): number {
  if (se.mover === 'chance') return 0;
  const f = se.mover as Faction;
  const target = se.dist.target;
  const frame = payingCommand(s, f)?.frame ?? (f === 'british' ? musterFrame(s) : undefined) ?? battleSelecting(s, f);
  if (frame === undefined || frame.mode.free) return 0;
  const rise = resourcesMayRiseBy(s, f, target, se.announced);
  const gain =
    rise === 0
      ? 0
      : f === 'indians' && (se.announced?.activity === 'trade' || stackFrame(s, 'indiansTrade') !== undefined)
        ? rise
        : // An announced Naval Pressure still to take gives at least 1 (1D3, 4.2.3): spare selections owed whatever it rolls.
          f === 'british' && se.announced?.activity === 'navalPressure' && stackFrame(s, 'britishNavalPressure') === undefined
          ? 1
          : -1;
  if (gain < 0) return 0;
  // The Indian March's open destination is paid for when it closes; Muster's Reward Loyalty may spend what it shows.
  let differ = (frame.open != null ? 1 : 0) + (frame.kind === 'britishMuster' ? rewardMayCost(s, target) : 0);
  // A Battle's announced strike still to come may be what changed one of the spaces instead (4.2.2, 4.3.2, 4.3.3).
  if (frame.kind === 'battleCommand' && se.dist.strike !== null && moverHost(se, s)?.activity === null) differ--;
  let first: number = SPACE_IDS.length;
  for (let i = 0; i < SPACE_IDS.length; i++) {
    const id = SPACE_IDS[i];
    if (!frame.selected.includes(id) && se.dist.space(i, spaceAt(s, id)) > 0) {
      differ++;
      first = Math.min(first, i);
    }
  }
  if (s.resources[f] + gain - target.resources[f] - differ <= 0) return -1;
  if (frame.kind === 'patriotsRally' && differ > 0) return firstRelay(se, s, frame.selected) + 1;
  return frame.kind === 'britishMuster' ? first : SPACE_IDS.length;
}

/**
 * The map index up to which a Patriot Rally owing a selection of a space that ends as the target shows
 * ({@link sparesOwed}) may take one without a detour: the later of two, each a space not selected yet,
 * left unchanged by the move and on the target now (3.3.1): the first where it may place Militia (not at Active Support, in an Indian
 * Reserve or the West Indies) — the Militia placed there (from the Available box, or taken from the map,
 * 1.4.1) taken on by a later selection — and the first with a Patriot Fort and no Active Militia, where
 * flipping the Militia Underground changes nothing. Any space of a kind gives the same board: only the
 * first is owed, the others are detours (as in the Muster). The last index when there is none.
 */
function firstRelay(se: Search, s: GameState, selected: readonly SpaceId[]): number {
  let militia = -1;
  let flip = -1;
  for (let i = 0; i < SPACE_IDS.length && (militia < 0 || flip < 0); i++) {
    const id = SPACE_IDS[i];
    if (selected.includes(id) || se.changed.has(id) || se.dist.space(i, spaceAt(s, id)) !== 0 || !canRally(s, id)) continue;
    const p = piecesAt(s, id);
    if (militia < 0 && canRallyMilitia(s, id)) militia = i;
    if (flip < 0 && p.patriotFort > 0 && p.militiaActive === 0) flip = i;
  }
  return militia < 0 && flip < 0 ? SPACE_IDS.length - 1 : Math.max(militia, flip);
}

/**
 * Whether the mover's Command under way places pieces taken from the map: an Indian Gather with no War
 * Party Available (3.4.1, 1.4.1: they come from other spaces), or with `rally` (the portfolio's wary run
 * only: in the plain search it loses Rallies found early) a Patriot Rally with no Militia Available, or
 * with more spaces still to pay for (Resources beyond the target's, one a space) than Militia Available
 * beyond the target's: once those are placed, the later selections take theirs from the map
 * (3.3.1, 1.4.1). A selection {@link sparesOwed} of a space the move leaves unchanged then is a relay —
 * a War Party or Militia placed there (from a space that loses one, or from the Available box before
 * it runs out), and taken on to a space selected later — rather than an empty one, and begins an
 * excursion ({@link Node.spare}). Orders the search only.
 */
export function relaysPlacements(se: Search, s: GameState, rally: boolean): boolean {
  if (se.mover === 'indians') return s.available.warParty === 0 && stackFrame(s, 'indiansGather') !== undefined;
  if (!rally || se.mover !== 'patriots' || stackFrame(s, 'patriotsRally') === undefined) return false;
  const target = se.dist.target;
  return s.available.militia === 0 || s.resources.patriots - target.resources.patriots > s.available.militia - target.available.militia;
}

/** The mover's Battle Command while it selects its spaces (3.2.4, 3.3.3, 3.5.5: one Resource a space, like the {@link PAYING} Commands), or undefined. */
const battleSelecting = (s: GameState, f: Faction): PayingFrame | undefined => {
  const top = s.stack[s.stack.length - 1] as unknown as PayingFrame & { faction: Faction; phase: string };
  return top.kind === 'battleCommand' && top.faction === f && top.phase === 'select' ? top : undefined;
};

/** The lowest frame of the kind on the stack, if any (an indexed loop: the stack is frozen, and V8 11 has no fast path for `find` or `some` on frozen arrays). */
export function stackFrame(s: GameState, kind: string): Frame | undefined {
  const st = s.stack;
  for (let i = 0; i < st.length; i++) if (st[i].kind === kind) return st[i];
  return undefined;
}

/** The British Muster under way (3.2.1: one Resource a selected space, like the {@link PAYING} Commands), or undefined. */
export const musterFrame = (s: GameState): PayingFrame | undefined => stackFrame(s, 'britishMuster') as unknown as PayingFrame | undefined;

/**
 * The most Muster's Reward Loyalty may still spend beyond its selections (3.2.1: one Resource a level
 * shifted, a Propaganda or Raid marker removed): every level and marker the target shows changed.
 */
function rewardMayCost(s: GameState, target: Board): number {
  let n = 0;
  for (const id of SPACE_IDS) {
    const a = spaceAt(s, id);
    const b = target.spaces[id];
    n += Math.abs(b.support - a.support) + Math.max(0, a.propaganda - b.propaganda) + Math.max(0, a.raid - b.raid);
  }
  return n;
}

/** The Faction's paying Command under way ({@link PAYING}): its frame, the piece groups only it brings in, and its free spaces; or undefined. */
function payingCommand(s: GameState, f: Faction): { frame: PayingFrame; groups: readonly (readonly SpacePiece[])[]; free: (frame: PayingFrame, selecting?: SpaceId) => number } | undefined {
  const kinds = PAYING[f];
  if (kinds === undefined) return undefined;
  // The first of the Faction's kinds (in PAYING's order) on the stack, its lowest frame: one indexed pass.
  const st = s.stack;
  let best = -1;
  let frame: PayingFrame | undefined;
  for (let k = 0; k < st.length; k++) {
    const kind = st[k].kind;
    for (let j = 0; j < kinds.length && (best < 0 || j < best); j++) {
      if (kind === kinds[j][0]) {
        best = j;
        frame = st[k] as unknown as PayingFrame;
        break;
      }
    }
  }
  return frame === undefined ? undefined : { frame, groups: kinds[best][1], free: kinds[best][2] };
}

/** The fields of a paying Command's frame that {@link commandOwes} and {@link unselectableShort} read. */
interface PayingFrame {
  kind: string;
  mode: CommandMode;
  selected: readonly SpaceId[];
  freeUsed?: boolean;
  /** The Indian March's open destination. */
  open?: SpaceId | null;
}

/**
 * The Resources a Faction's Command under way must still pay (a lower bound): one for each space where
 * the target shows more of the pieces only that Command brings in ({@link PAYING}) than there are now,
 * and that it has not selected yet (nor is `selecting`), and the Indian March's open destination, not
 * yet paid for (a human's March pays when it closes it; a Non-Player's paid on selecting it, 8.1), less
 * the spaces that may still be free; nothing when the Command is free (3.1.2).
 */
function commandOwes(s: GameState, f: Faction, target: Board, selecting?: SpaceId): number {
  const paying = payingCommand(s, f);
  if (paying === undefined || paying.frame.mode.free) return 0;
  const { frame, groups, free } = paying;
  // A space that lacks pieces of a group is one where the target shows some ({@link spacesShowing}): `selecting` is counted there if at all.
  const owed = lackingUnselected(s, target, frame, groups) - (selecting !== undefined && !frame.selected.includes(selecting) && lacks(s, target, selecting, groups) ? 1 : 0);
  // The Indian March pays for its open destination when it closes it (3.4.2): one more, the free one set against both.
  if (frame.kind === 'indiansMarch' && frame.open != null && (frame as PayingFrame & { prepaid?: boolean }).prepaid === undefined) return Math.max(0, owed + 1 - free(frame));
  return Math.max(0, owed - free(frame, selecting));
}

/**
 * How many spaces the paying Command's `frame` has not selected where the target shows more of one of
 * its piece `groups` than there are now ({@link lacks}): asked of one position by several drops and ranks
 * ({@link commandOwes} for each selection or move offered there, {@link relaysOwed}), so kept by position.
 */
function lackingUnselected(s: GameState, target: Board, frame: PayingFrame, groups: readonly (readonly SpacePiece[])[]): number {
  const known = LACKING.get(s);
  if (known !== undefined && known.target === target && known.groups === groups && known.frame === frame) return known.n;
  let n = 0;
  for (const id of spacesShowing(target, groups)) if (!frame.selected.includes(id) && lacks(s, target, id, groups)) n++;
  LACKING.set(s, { target, groups, frame, n });
  return n;
}

/** {@link lackingUnselected}'s last answer for a position (states are never changed). */
const LACKING = new WeakMap<GameState, { target: Board; groups: readonly (readonly SpacePiece[])[]; frame: PayingFrame; n: number }>();

/** {@link spacesShowing}'s answers, by target board (never changed once normalised) and piece groups. */
const SHOWING = new WeakMap<Board, Map<readonly (readonly SpacePiece[])[], readonly SpaceId[]>>();

/** The spaces where the target shows pieces of one of the groups: the only ones where {@link commandOwes} may find some still to enter. */
function spacesShowing(target: Board, groups: readonly (readonly SpacePiece[])[]): readonly SpaceId[] {
  let byGroups = SHOWING.get(target);
  if (byGroups === undefined) SHOWING.set(target, (byGroups = new Map()));
  let out = byGroups.get(groups);
  if (out === undefined) byGroups.set(groups, (out = SPACE_IDS.filter((id) => groups.some((g) => g.some((p) => target.spaces[id].pieces[p] > 0)))));
  return out;
}

/** Resources a Faction can no longer bring up to the target's: the most it can still reach. */
interface Shortfall {
  faction: Faction;
  /** The most Resources it can still end with from there. */
  most: number;
  target: number;
  /** What its Command under way must still pay ({@link commandOwes}). */
  owed: number;
  /** Whether Persuasion's gain was bounded by the Propaganda markers the target shows ({@link persuasionMayGive}). */
  near: boolean;
}

/**
 * The first Faction whose Resources are below the target's by more than they can still rise, once its
 * Command under way has paid for the spaces the target still needs it to select (no continuation matches), or null.
 */
export function spentBeyond(s: GameState, target: Board, announced: Announced | undefined): Shortfall | null {
  for (const f of FACTIONS) {
    const [now, then] = [s.resources[f], target.resources[f]];
    const owed = commandOwes(s, f, target);
    if (now - owed >= then) continue;
    const rise = resourcesMayRiseBy(s, f, target, announced);
    // Short whatever the Command still pays and the Activity shows, or only once they are counted (then said so).
    if (now + rise < then) return { faction: f, most: now + rise, target: then, owed: 0, near: false };
    const nearRise = resourcesMayRiseBy(s, f, target, announced, true);
    if (now - owed + nearRise < then) return { faction: f, most: now - owed + nearRise, target: then, owed, near: nearRise < rise };
  }
  return null;
}

/** The space a paying Command's frame ({@link PAYING}) still brings pieces into: its current destination or space; the others it selected are closed. */
const OPEN_SPACE: Readonly<Record<string, string>> = {
  britishMarch: 'current',
  patriotsMarch: 'dest',
  patriotsRally: 'space',
  frenchMarch: 'current',
  indiansMarch: 'open',
  indiansGather: 'current',
};

/** Whether the target shows more of a piece group in the space than there are now. */
function lacks(s: GameState, target: Board, id: SpaceId, groups: readonly (readonly SpacePiece[])[]): boolean {
  const now = piecesAt(s, id);
  const then = target.spaces[id].pieces;
  for (const g of groups) {
    let more = 0;
    for (const p of g) more += then[p] - now[p];
    if (more > 0) return true;
  }
  return false;
}

/**
 * The command host of the mover's own Command on the card (the frames game, Event card, Command host:
 * no Event, Brilliant Stroke or Winter Quarters around it, so nothing else in the move places or moves
 * its pieces), for a move that ends with the turn ({@link moveIsOver}); else undefined.
 */
function moverHost(se: Search, s: GameState): MoverHost | undefined {
  if (se.mover === 'chance' || !se.ownStop) return undefined;
  const st = s.stack;
  if (st.length < 3 || st[0].kind !== 'game' || st[1].kind !== 'eventCard' || st[2].kind !== 'commandHost') return undefined;
  const host = st[2] as unknown as MoverHost;
  return host.faction === se.mover ? host : undefined;
}

/** The fields of the mover's command host that the prunes read. */
interface MoverHost {
  faction: Faction;
  command: string;
  commandSpaces: readonly SpaceId[];
  activity: string | null;
  activityAllowed: boolean;
}

/** The mover's paying Command under way ({@link payingCommand}). */
type Paying = NonNullable<ReturnType<typeof payingCommand>>;

/**
 * Whether the mover's own Command on the card, for a move that ends with the turn ({@link moverHost}),
 * leaves no continuation that matches: while it pays ({@link PAYING}), a space it closed or can no longer
 * select still lacks pieces only it brings in, or more units marched into a space than the target shows
 * ({@link closedShort}, {@link unselectableShort}, {@link arrivedBeyond}; a Rally's Militia also where
 * it may not place them, {@link barredShort}), a Rally must still select a space none of those left can
 * end it ({@link rallyLastMisses}), a March closed or passed the
 * space where the target shows its Leader ({@link leaderBehind}), or a Gather or Rally left units
 * beyond the target's where none can leave ({@link strands}), or Resources it can no longer spend
 * ({@link unspent}); once it is over, Resources
 * above the target's or such pieces still missing ({@link commandLeftOff}).
 */
export function ownCommandMisses(se: Search, s: GameState): boolean {
  const host = moverHost(se, s);
  if (host === undefined) return false;
  const paying = payingCommand(s, host.faction);
  // The most frequent drop first (the tests are pure: their order changes no answer).
  if (paying !== undefined && (closedShort(se, s, host, paying) || barredShort(se, s, paying) || rallyLastMisses(se, s, host, paying))) return true;
  if (othersLeftAbove(se, s, host)) return true;
  if (activeBelow(se, s, host, paying)) return true;
  if (persuasionShort(se, s, host, paying) || activeMilitiaAbove(se, s, host)) return true;
  if (garrisonShort(se, s, host) || musterCubesOff(se, s, host) || propagandaAbove(se, s, host) || struckOff(se, s, host) || toriesUnescorted(se, s, host) || partisansStranded(se, s, host) || continentalsAbove(se, s, host)) return true;
  if (paying === undefined) return commandLeftOff(se, s, host);
  return arrivedBeyond(se, s, host, paying) || hiddenBeyond(se, s, host, paying) || unselectableShort(se, s, paying) || leaderBehind(se, s, host, paying) || routesShort(se, s, host, paying) || strands(se, s, host, paying) || drainsShort(se, s, host, paying) || unspent(se, s, host, paying);
}

/**
 * Whether the mover's own British March under way on the card has left a space with more Tories to
 * lose than Regulars left to take them out (3.2.3): Tories move only alongside Regulars of their group,
 * 1 for 1, and no unit moves twice, so those that must still leave (beyond the target's) need as many
 * Regulars there that have not moved (those of the group just moved from it too, while its Tories may
 * still follow). Nothing else in the move removes Tories (Skirmish removes Regulars, 4.2.2; Naval
 * Pressure and Common Cause move no cubes, 4.2.1, 4.2.3).
 */
function toriesUnescorted(se: Search, s: GameState, host: MoverHost): boolean {
  if (host.faction !== 'british') return false;
  const march = stackFrame(s, 'britishMarch') as BritishMarchFrame | undefined;
  if (march === undefined) return false;
  const target = se.dist.target;
  for (const id of SPACE_IDS) {
    const out = piecesAt(s, id).tory - target.spaces[id].pieces.tory;
    if (out <= 0) continue;
    const group = march.group !== null && march.group.from === id && march.phase !== 'move' ? march.group.regulars : 0;
    if (out > piecesAt(s, id).britishRegular - (march.arrivedRegulars[id] ?? 0) + group) return true;
  }
  return false;
}

/**
 * Whether a space holds more Propaganda markers than the target shows while the mover's own Command on
 * the card is not British: only the British Muster's Reward Loyalty removes them in a Command (3.2.1);
 * the others and their Special Activities only place them (3.3.4, 4.3.1) or leave them be.
 */
function propagandaAbove(se: Search, s: GameState, host: MoverHost): boolean {
  if (host.faction === 'british') return false;
  const target = se.dist.target;
  for (let i = 0; i < SPACE_IDS.length; i++) if (markersIn(s, SPACE_IDS[i], 'propaganda') > target.spaces[SPACE_IDS[i]].propaganda) return true;
  return false;
}

/**
 * Whether the mover's own Garrison under way on the card, still moving Regulars, can no longer bring
 * every space's British Regulars to the target's (3.2.2): Regulars enter only the City being filled or
 * a City after it in map order while more may be selected (docs/actions.md), and none moves twice, so a
 * space that can receive no more lacks Regulars for good, and one holding more Regulars that arrived
 * than the target shows keeps them. Nothing else in the move adds or moves British Regulars (Naval
 * Pressure moves markers, 4.2.3; the displacement moves Rebellion units); not judged while a Skirmish
 * may still remove one (4.2.2).
 */
function garrisonShort(se: Search, s: GameState, host: MoverHost): boolean {
  if (host.command !== 'garrison') return false;
  const frame = stackFrame(s, 'britishGarrison') as unknown as GarrisonView | undefined;
  if (frame === undefined || frame.phase !== 'move' || ownLossPossible(se, s, host)('britishRegular')) return false;
  const target = se.dist.target;
  const after = frame.current === null ? -1 : spaceIndex(frame.current);
  const more = maySelectMore(frame);
  for (let i = 0; i < SPACE_IDS.length; i++) {
    const id = SPACE_IDS[i];
    const want = target.spaces[id].pieces.britishRegular;
    if ((frame.arrived[id] ?? 0) > want) return true;
    if (piecesAt(s, id).britishRegular < want && !(isCity(id) && (id === frame.current || (more && i > after)))) return true;
  }
  return false;
}

/**
 * Whether the mover's own Muster under way on the card has left a space that can receive no more cubes
 * with cubes the rest of the Muster cannot bring to the target's (3.2.1): Regulars enter only the Regulars
 * space and Tories only a space as it is selected (Tory spaces in map order, each once); afterwards a
 * space's cubes drop only by the three the Fort replaces, if the target shows it built there (one Fort a
 * Muster, the closing step), and by Tories taken from it for a later placement when none is Available
 * (1.4.1). So its Regulars must be the target's plus at most three replaced, and its Tories the target's
 * plus the rest of the three, plus what may still be taken from it. Nothing else in a Muster moves cubes
 * (Naval Pressure moves markers, 4.2.3; Skirmish does not go with a Muster, 4.2.2). Only toward a target
 * that keeps every British cube and Fort ({@link keepsBritishPieces}): one that adds a Tory matches
 * nothing, and its closest line is left to the distance.
 */
function musterCubesOff(se: Search, s: GameState, host: MoverHost): boolean {
  if (host.command !== 'muster') return false;
  const frame = stackFrame(s, 'britishMuster') as unknown as MusterView | undefined;
  if (frame === undefined || frame.selected.length === 0 || !keepsBritishPieces(s, se.dist.target)) return false;
  const lose = ownLossPossible(se, s, host);
  if (lose('britishRegular') || lose('tory')) return false;
  const target = se.dist.target;
  const more = frame.final === 'none' && maySelectMore(frame);
  const taking = frame.final === 'none' && musterToriesMayCome(s, frame, more) > s.available.tory;
  for (let i = 0; i < SPACE_IDS.length; i++) {
    const id = SPACE_IDS[i];
    if (frame.phase !== 'select' && id === frame.current) continue;
    if (more && i > frame.lastToryIndex && !frame.selected.includes(id)) continue;
    const now = piecesAt(s, id);
    const want = target.spaces[id].pieces;
    const replaced = frame.final === 'none' && want.britishFort > now.britishFort ? 3 : 0;
    const regs = now.britishRegular - want.britishRegular;
    if (regs < 0 || regs > replaced) return true;
    const tories = now.tory - want.tory - (replaced - regs);
    if (tories < 0 || (tories > 0 && !taking)) return true;
  }
  return false;
}

/**
 * The most Tories the Muster may still place (3.2.1: at most two a space): the rest of the space being
 * placed in (the Regulars space gets its Tories after its Regulars) and two for each space it may still
 * select, as many as its Resources pay for.
 */
function musterToriesMayCome(s: GameState, frame: MusterView, more: boolean): number {
  const n = frame.phase === 'toriesFromMap' ? frame.toriesFromMap : frame.phase === 'select' ? 0 : 2;
  if (!more) return n;
  let spaces = SPACE_IDS.length - frame.lastToryIndex - 1;
  if (!frame.mode.free) spaces = Math.min(spaces, s.resources.british);
  return n + 2 * Math.max(0, spaces);
}

/** The British pieces a Muster moves between the map and the pools (3.2.1, 1.4.1). */
const MUSTERED: readonly (SpacePiece & PieceType)[] = ['britishRegular', 'tory', 'britishFort'];

/** Whether the target holds as many British Regulars, Tories and Forts, on the map and in the pools together, as the position: a move only moves them (memo by target). */
function keepsBritishPieces(s: GameState, target: Board): boolean {
  let kept = KEEPS_BRITISH.get(target);
  if (kept === undefined) {
    kept = true;
    for (const p of MUSTERED) {
      let n = s.available[p] + s.unavailable[p] + s.casualties[p] - target.available[p] - target.unavailable[p] - target.casualties[p];
      for (let i = 0; i < SPACE_IDS.length; i++) n += piecesAt(s, SPACE_IDS[i])[p] - target.spaces[SPACE_IDS[i]].pieces[p];
      if (n !== 0) kept = false;
    }
    KEEPS_BRITISH.set(target, kept);
  }
  return kept;
}
const KEEPS_BRITISH = new WeakMap<Board, boolean>();

/** The fields of the Muster's frame that {@link musterCubesOff} reads (rules/commands/british/muster.ts). */
interface MusterView {
  mode: CommandMode;
  selected: readonly SpaceId[];
  phase: 'select' | 'regulars' | 'tories' | 'toriesFromMap';
  current: SpaceId | null;
  lastToryIndex: number;
  toriesFromMap: number;
  final: 'none' | 'fort' | 'rewardLoyalty';
}

/**
 * Whether the mover's own Patriot or Indian March, Rally or Gather on the card, its strike taken and over
 * (Skirmish, Partisans or War Path: the only ways such a move removes the enemy's pieces, {@link
 * ENEMY_UNTOUCHED}; 4.2.2, 4.3.2, 4.4.2), leaves a space with other enemy pieces than the target shows:
 * none of the rest of the move adds, removes or moves them (the March, Rally and Gather move and place
 * the mover's own, 3.3.1, 3.3.2, 3.4.1, 3.4.2; Persuasion and Trade move markers and Resources and
 * Activate the mover's own, 4.3.1, 4.4.1), though a March may flip them (Underground and Active units
 * are counted together, {@link ENEMY_GROUPS}). Only once a strike is over: toward a target whose enemy
 * pieces differ with no strike at all, the closest line is left to the distance.
 */
function struckOff(se: Search, s: GameState, host: MoverHost): boolean {
  if ((host.faction !== 'patriots' && host.faction !== 'indians') || !ENEMY_UNTOUCHED.has(host.command)) return false;
  const strike = host.activity;
  if (strike === null || !STRIKES.has(strike) || stackFrame(s, OWN_LOSS_FRAMES[strike]) !== undefined) return false;
  return enemiesOff(se.dist.target, host.faction, (id) => piecesAt(s, id));
}

/**
 * Whether the mover's own Patriot Rally on the card, its announced Partisans still to take, has left a
 * space where the target shows enemy pieces removed without the Underground Militia the Partisans need
 * there (4.3.2), where none can come any more: a Rally places, moves in or flips Militia Underground only
 * in the space it is resolving (3.3.1; Militia taken from the map, 1.4.1, go to it too), and selects each
 * space once, so a space it has resolved gets none; once the Rally is over, none anywhere. Only the
 * Partisans remove enemy pieces in such a move ({@link struckOff}), in one space.
 */
function partisansStranded(se: Search, s: GameState, host: MoverHost): boolean {
  const strike = se.dist.strike;
  if (host.faction !== 'patriots' || host.command !== 'rally' || host.activity !== null || strike === null || strike.need !== 'militiaUnderground') return false;
  const rally = stackFrame(s, 'patriotsRally') as unknown as { selected: readonly SpaceId[]; space: SpaceId | null; phase: string } | undefined;
  for (const i of strike.spaces) {
    const id = SPACE_IDS[i];
    if (piecesAt(s, id).militiaUnderground > 0) continue;
    if (rally === undefined || (rally.selected.includes(id) && (rally.phase === 'select' || rally.space !== id))) return true;
  }
  return false;
}

/**
 * Whether the mover's own Patriot Rally on the card has put Continentals in place of Militia (3.3.1: in
 * one space only) in a space where, that space resolved, the target shows fewer Continentals than now:
 * a space is selected once, so no Fort can come there any more to replace them, and Continentals leave a
 * space otherwise only when taken for the replacement itself (1.4.1), which is over; no Special Activity
 * removes them (Partisans costs Militia only, 4.3.2).
 */
function continentalsAbove(se: Search, s: GameState, host: MoverHost): boolean {
  if (host.faction !== 'patriots' || host.command !== 'rally') return false;
  const rally = stackFrame(s, 'patriotsRally') as unknown as { space: SpaceId | null; phase: string; continentals: SpaceId | null } | undefined;
  if (rally === undefined || rally.continentals === null || (rally.space === rally.continentals && rally.phase !== 'select')) return false;
  return piecesAt(s, rally.continentals).continental > se.dist.target.spaces[rally.continentals].pieces.continental;
}

/** The enemy's pieces by kind for {@link struckOff}, Underground and Active units together (a Patriot March Activates War Parties it enters among, 3.3.2). */
const ENEMY_GROUPS: Readonly<Record<'patriots' | 'indians', readonly (readonly SpacePiece[])[]>> = {
  patriots: [['britishRegular'], ['tory'], ['britishFort'], ['warPartyUnderground', 'warPartyActive'], ['village']],
  indians: [['continental'], ['militiaUnderground', 'militiaActive'], ['patriotFort'], ['frenchRegular']],
};

/** The fields of the Garrison's frame that {@link garrisonShort} reads (rules/commands/british/garrison.ts). */
interface GarrisonView {
  mode: CommandMode;
  selected: readonly SpaceId[];
  phase: 'move' | 'displace';
  current: SpaceId | null;
  arrived: Partial<Record<SpaceId, number>>;
}

/**
 * Whether the mover's own Gather or Rally on the card ({@link STRANDING}) holds more Resources beyond the
 * target's than it can still spend: each space it selects costs at most one (3.4.1, 3.3.1), Trade and
 * Persuasion only give (4.4.1, 4.3.1), and a space the move leaves as the target shows can be selected
 * only where the unit placed there can go on (an adjacent space with a base still to select) or a base
 * stands (units placed there may stay only if it is as the target shows; the flip changes nothing where
 * all are Underground), so it may select no more than the spaces it may select at all ({@link
 * STRANDING}'s `selectable`) not yet selected that differ from the target or can be selected so. Not while
 * units may be taken from the map (1.4.1) or a Special Activity may remove one ({@link strands}).
 */
function unspent(se: Search, s: GameState, host: MoverHost, paying: Paying): boolean {
  const frame = paying.frame;
  const rule = STRANDING[frame.kind];
  if (rule === undefined) return false;
  const target = se.dist.target;
  let spend = s.resources[host.faction] - target.resources[host.faction];
  if (spend <= 0 || !noneFromMap(se, s, host, frame.kind)) return false;
  if (!maySelectMore(frame)) return true;
  for (let i = 0; i < SPACE_IDS.length && spend > 0; i++) {
    const id = SPACE_IDS[i];
    if (frame.selected.includes(id) || !rule.selectable(s, id)) continue;
    if (se.dist.space(i, spaceAt(s, id)) > 0 || piecesAt(s, id)[rule.base] > 0) spend--;
    else for (const to of rule.from(id)) {
      if (!frame.selected.includes(to) && piecesAt(s, to)[rule.base] > 0) {
        spend--;
        break;
      }
    }
  }
  return spend > 0;
}

/**
 * The placing Commands whose units leave a space only by moving into an adjacent space with a base that
 * the Command selects later ({@link strands}), by frame kind: the units (Underground and Active), the base,
 * the pools of units and bases, the spaces a unit may move in from, the spaces the Command may select
 * (3.4.1: Provinces at Neutral or Passive Support or Opposition; 3.3.1: no Active Support), whether the space being resolved may
 * still take units in from a space (before anything is placed there, and within its order of moves), and
 * the most of a space's units that may still move (those that moved in may not move again). The Indian
 * Gather's War Parties and Villages (3.4.1: from adjacent Provinces); the Patriot Rally's Militia and
 * Forts (3.3.1: from adjacent spaces; the Continentals a Rally puts in place of Militia take them off the
 * map too).
 */
const STRANDING: Readonly<Record<string, {
  units: readonly [SpacePiece, SpacePiece];
  base: SpacePiece;
  pool: PieceType;
  basePool: PieceType;
  from: (id: SpaceId) => readonly SpaceId[];
  selectable: (s: GameState, id: SpaceId) => boolean;
  takesIn: (frame: Record<string, unknown>, from: SpaceId) => boolean;
  movable: (s: GameState, frame: Record<string, unknown>, id: SpaceId) => number;
}>> = {
  indiansGather: {
    units: ['warPartyUnderground', 'warPartyActive'],
    base: 'village',
    pool: 'warParty',
    basePool: 'village',
    from: adjacentProvincesOf,
    selectable: (s, id) => isProvince(id) && Math.abs(supportLevel(s, id)) <= 1,
    takesIn: (f, from) => f.phase === 'choose' || (f.phase === 'moving' && spaceIndex(from) * 2 + 1 > (f.lastMove as number)),
    movable: (s, f, id) => movableCount(s, f.moved as MovedRecord, id, 'warPartyUnderground') + movableCount(s, f.moved as MovedRecord, id, 'warPartyActive'),
  },
  patriotsRally: {
    units: ['militiaUnderground', 'militiaActive'],
    base: 'patriotFort',
    pool: 'militia',
    basePool: 'patriotFort',
    from: (id) => ADJACENT[id],
    selectable: (s, id) => supportLevel(s, id) < 2,
    takesIn: (f, from) => f.phase === 'space' || (f.phase === 'gather' && spaceIndex(from) * 2 + 1 > (f.cursor as number)),
    movable: (s, f, id) => {
      const p = piecesAt(s, id);
      const kinds = f.arrivedKinds as ArrivalRecord | undefined;
      return kinds?.[id] !== undefined ? p.militiaUnderground + p.militiaActive : Math.max(0, p.militiaUnderground - ((f.arrived as Partial<Record<SpaceId, number>>)[id] ?? 0)) + p.militiaActive;
    },
  },
};

/**
 * Whether no unit of the Gather or Rally under way ({@link STRANDING}) can be taken from the map (1.4.1) in
 * a line that matches, and no Special Activity may remove one ({@link ownLossPossible}): the target shows
 * bases (and, for the Rally, Continentals) Available — they go only from Available to the map, so none runs
 * out: those built are those the Available box loses — and more units Available than those builds return
 * (two units a base, less the Continentals the target shows back in Available; one Militia a Continental
 * put in: the box, once empty, refills only so).
 */
function noneFromMap(se: Search, s: GameState, host: MoverHost, kind: string): boolean {
  const rule = STRANDING[kind];
  const target = se.dist.target;
  if (target.available[rule.basePool] === 0) return false;
  let returned = 2 * Math.max(0, s.available[rule.basePool] - target.available[rule.basePool]);
  const mayLose = ownLossPossible(se, s, host);
  if (kind === 'patriotsRally') {
    if (target.available.continental === 0) return false;
    // Continentals the target shows back in Available came off the map only in place of a Fort (3.3.1),
    // unless a Skirmish may remove one (4.3.3): those replaced no Militia.
    if (!mayLose('continental')) returned = Math.max(0, returned - Math.max(0, target.available.continental - s.available.continental));
    returned += Math.max(0, s.available.continental - target.available.continental);
  }
  return target.available[rule.pool] > returned && !rule.units.some(mayLose);
}

/**
 * Whether the mover's own Gather or Rally on the card ({@link STRANDING}) leaves a space more units than
 * the target shows that can no longer leave it: in those Commands a unit leaves a space only by moving,
 * once, into an adjacent space that holds a base, selected later (while the Command may still pay for
 * it, {@link mayStillPay}) or being resolved with nothing placed
 * there yet and its moves (in map order) not past this space (3.4.1, 3.3.1: one that moved in stays; a
 * base is built only in the space being resolved, which then moves none in), by a base built in its own
 * space (one the target shows there, still to build), by the Rally's Continentals put in its place (while
 * the target shows more there), or by being taken for a placement while none is Available (1.4.1); Trade
 * and Persuasion only Activate one (4.4.1, 4.3.1); only while none can be taken from the map or removed
 * by a Special Activity ({@link noneFromMap}).
 */
function strands(se: Search, s: GameState, host: MoverHost, paying: Paying): boolean {
  const frame = paying.frame as PayingFrame & Record<string, unknown>;
  const rule = STRANDING[frame.kind];
  if (rule === undefined) return false;
  const target = se.dist.target;
  if (!noneFromMap(se, s, host, frame.kind)) return false;
  const rally = frame.kind === 'patriotsRally';
  const [u, a] = rule.units;
  const current = (frame.current ?? frame.space) as SpaceId | null;
  let canPay: ((to: SpaceId) => boolean) | undefined;
  for (const id of SPACE_IDS) {
    const now = piecesAt(s, id);
    const then = target.spaces[id].pieces;
    const beyond = now[u] + now[a] - then[u] - then[a];
    if (beyond <= 0) continue;
    if (then[rule.base] > now[rule.base] && (id === current || !frame.selected.includes(id))) continue;
    // The Rally's Fort just placed there, the units it replaces still to remove (3.3.1).
    if (id === current && frame.phase === 'fortUnits') continue;
    if (rally && then.continental > now.continental && (frame.continentals === null || frame.continentals === id)) continue;
    if (beyond > rule.movable(s, frame, id)) return true;
    let out = false;
    for (const to of rule.from(id)) {
      if (piecesAt(s, to)[rule.base] > 0 && (to === current ? rule.takesIn(frame, id) : !frame.selected.includes(to) && (canPay ??= mayStillPay(se, s, host, frame))(to))) {
        out = true;
        break;
      }
    }
    if (!out) return true;
  }
  return false;
}
/**
 * Whether the mover's Gather or Rally may still select a space ({@link strands}): free (a free Command, or
 * the Gather's first Indian Reserve Province, {@link SELECTION_COST}), or with Resources beyond the
 * target's to pay, counting what its Special Activity may still give ({@link resourcesMayRiseBy}):
 * a selection paid from none leaves them below the target's for good.
 */
function mayStillPay(se: Search, s: GameState, host: MoverHost, frame: PayingFrame): (to: SpaceId) => boolean {
  const f = host.faction;
  const target = se.dist.target;
  if (frame.mode.free || s.resources[f] + resourcesMayRiseBy(s, f, target, se.announced) > target.resources[f]) return () => true;
  return (to) => SELECTION_COST[frame.kind]?.(s, frame, to) === 0;
}

/**
 * Whether the units beyond the target's in the spaces of the mover's Gather or Rally under way ({@link
 * STRANDING}) can no longer all leave together ({@link strands} judges each space alone): each leaves
 * only by moving, once, into an adjacent space with a base that may still take units in (3.4.1, 3.3.1),
 * and what a space takes in stays there unless as many of its own unmoved units leave, so the units
 * beyond the target must flow from their spaces into those that still lack units or pass as many on —
 * a maximum flow ({@link maxRouted}). A space not selected may take units in only while the Command may
 * still pay for it: with no Resources to spare beyond the selections still owed ({@link commandOwes}),
 * counting what the Special Activity may still give ({@link resourcesMayRiseBy}), only a free one or one
 * owed; nor one where the target shows more Active units than a Special Activity may still Activate
 * ({@link flipsLeft}): those taken in end Underground, every unit there flipped. Spaces that may shed
 * units otherwise (a base still to build, the Rally's Fort replacing units or Continentals put in their
 * place) take any number. Only while none can be taken from the map or
 * removed by a Special Activity ({@link noneFromMap}).
 */
function drainsShort(se: Search, s: GameState, host: MoverHost, paying: Paying): boolean {
  const frame = paying.frame as PayingFrame & Record<string, unknown>;
  const rule = STRANDING[frame.kind];
  if (rule === undefined || !noneFromMap(se, s, host, frame.kind)) return false;
  const target = se.dist.target;
  const f = host.faction;
  const rally = frame.kind === 'patriotsRally';
  const [u, a] = rule.units;
  const current = (frame.current ?? frame.space) as SpaceId | null;
  const n = SPACE_IDS.length;
  const r = (se.routes ??= routeScratch());
  const { need, senders, open } = r;
  r.shut.fill(0);
  let beyond = 0;
  for (let i = 0; i < n; i++) {
    const id = SPACE_IDS[i];
    const now = piecesAt(s, id);
    const then = target.spaces[id].pieces;
    const sheds =
      (then[rule.base] > now[rule.base] && (id === current || !frame.selected.includes(id))) ||
      (id === current && frame.phase === 'fortUnits') ||
      (rally && then.continental > now.continental && (frame.continentals === null || frame.continentals === id));
    const d = then[u] + then[a] - now[u] - now[a];
    need[i] = sheds ? DRAIN_UNBOUNDED : d;
    if (!sheds && d < 0) beyond -= d;
  }
  // The selections the Gather must still pay for beyond the spaces still lacking units, each of a space
  // that ends as the target shows: its Resources fall only by selections, and rise at least by the
  // British transfer the target shows still to come (Trade alone lowers them in a Gather, 4.4.1).
  let relays = frame.kind === 'indiansGather' && !frame.mode.free ? Math.max(0, s.resources[f] + tradeGainLeast(s, target) - target.resources[f]) : 0;
  if (beyond + relays === 0) return false;
  const { relay } = r;
  // Units taken in end Underground, every one there flipped (3.4.1, 3.3.1): a space where the target shows
  // more Active than a Special Activity may still Activate takes none in.
  const flips = flipsLeft(se, s, host, paying);
  // The spaces still lacking units or a base, counted as {@link commandOwes} does; a space open only if a
  // selection beyond them can be paid for is marked 2 until that is known.
  let lacking = 0;
  for (let i = 0; i < n; i++) {
    const id = SPACE_IDS[i];
    const here = piecesAt(s, id);
    senders[i] = here[u] + here[a] > 0 ? rule.movable(s, frame, id) : 0;
    open[i] = 0;
    relay[i] = 0;
    const flipped = target.spaces[id].pieces[a] > flips;
    if (id === current || frame.selected.includes(id)) {
      if (id === current && !flipped && piecesAt(s, id)[rule.base] > 0 && rule.from(id).some((from) => rule.takesIn(frame, from))) open[i] = 1;
      continue;
    }
    const owed = lacks(s, target, id, paying.groups);
    if (owed) lacking++;
    if (relays > 0 && owed) relays--;
    if (!rule.selectable(s, id)) continue;
    if (piecesAt(s, id)[rule.base] === 0) {
      if (!owed) relay[i] = 1;
      continue;
    }
    // A space with a base may be selected and end unchanged (nothing placed or moved in, none to flip).
    if (relays > 0 && !owed) relays--;
    if (!flipped) open[i] = owed || SELECTION_COST[frame.kind](s, frame, id) === 0 ? 1 : 2;
  }
  const spare = frame.mode.free ? 1 : s.resources[f] + resourcesMayRiseBy(s, f, target, se.announced) - target.resources[f] - Math.max(0, lacking - paying.free(frame));
  for (let i = 0; i < n; i++) if (open[i] === 2) open[i] = spare > 0 ? 1 : 0;
  // A War Party placed in a Province still to select enters no Province selected before it, so not the one
  // being resolved (3.4.1), unless one of that Province's own leaves for it in its place.
  return beyond + relays > 0 && maxRouted(r, beyond + relays, relays, current === null ? -1 : spaceIndex(current)) < beyond + relays;
}

/**
 * The least the Indians' Trade still gives, by the British Resources the target shows lower (4.4.1: the
 * British transfer exactly that, and nothing else in a Gather lowers them), within the Indians' most
 * (their Resources only fall before it): none when the target shows no transfer to come.
 */
const tradeGainLeast = (s: GameState, target: Board): number => {
  const transfer = s.resources.british - target.resources.british;
  return transfer > 0 ? Math.min(transfer, MAX_RESOURCES - s.resources.indians) : 0;
};

/** What a space that may shed units otherwise takes in, in {@link drainsShort}: more than any count of units. */
const DRAIN_UNBOUNDED = 1 << 20;

/** The Militia, Underground or Active (1.4.3): one group for Persuasion's spaces ({@link persuasionShort}). */
const MILITIA: readonly SpacePiece[] = ['militiaUnderground', 'militiaActive'];
/** The Underground Militia alone ({@link persuasionShort}: what may still march in Underground). */
const UNDERGROUND_MILITIA: readonly SpacePiece[] = ['militiaUnderground'];

/**
 * Whether the Patriots' own March on the card leaves a space more Propaganda markers than the target
 * shows (nothing in it removes one), or a Propaganda marker the target shows placed that
 * Persuasion can no longer place (4.3.1): nothing else in a Patriot March places one (3.3.2), and
 * Persuasion places one in each space it selects, at most three spaces and while markers are left, each
 * space holding an Underground Militia then, and Activates one there. Dropped when more spaces still
 * lack a marker than Persuasion may still select, or one of them would be left fewer Underground
 * Militia than the target shows once one is Activated with none to come (the March is over or can
 * neither resolve nor select it any more; nothing in a March turns one Underground) or too few (those
 * still free to move in the adjacent spaces, 3.3.2), or has none and
 * one that may come, a Militia marched in, would stay
 * (it has moved, 3.3.2) beyond the Militia the target shows there with every Militia that may still
 * leave gone. Underground Militia appear in a space only by marching in (3.3.2 only Activates them).
 */
function persuasionShort(se: Search, s: GameState, host: MoverHost, paying: Paying | undefined): boolean {
  if (host.faction !== 'patriots' || host.command !== 'march') return false;
  const target = se.dist.target;
  const mayCome = persuasionUnderWay(s) !== undefined || (host.activity === null && host.activityAllowed && (se.announced?.activity === undefined || se.announced.activity === 'persuasion'));
  let owed = 0;
  for (const id of SPACE_IDS) {
    if (target.spaces[id].propaganda < markersIn(s, id, 'propaganda')) return true;
    if (target.spaces[id].propaganda === markersIn(s, id, 'propaganda')) continue;
    if (!mayCome) return true;
    owed++;
    const now = piecesAt(s, id);
    const march = paying?.frame.kind === 'patriotsMarch' ? (paying.frame as PayingFrame & { dest: SpaceId | null; arrived: ArrivalRecord }) : undefined;
    if (march === undefined || (march.dest !== id && (march.selected.includes(id) || !maySelectMore(march)))) {
      // None can march in any more, and Persuasion Activates one of the space's Underground Militia: fewer may be left than the target shows.
      if (now.militiaUnderground - 1 < target.spaces[id].pieces.militiaUnderground) return true;
      continue;
    }
    // Underground Militia still to come march in from adjacent spaces, each unit once (3.3.2): too few to make up for the one Activated.
    let coming = 0;
    for (const from of ADJACENT[id]) coming += stillMovableOf(s, march.arrived, from, UNDERGROUND_MILITIA);
    if (now.militiaUnderground + coming - 1 < target.spaces[id].pieces.militiaUnderground) return true;
    if (now.militiaUnderground > 0) continue;
    const want = target.spaces[id].pieces.militiaUnderground + target.spaces[id].pieces.militiaActive;
    if (now.militiaUnderground + now.militiaActive - stillMovableOf(s, march.arrived, id, MILITIA) + 1 > want) return true;
  }
  if (owed === 0) return false;
  return owed > Math.min(persuasionSpacesLeft(s), propagandaLeft(s));
}

/**
 * Whether the Patriots' own March on the card leaves more Active Militia on the map than the target
 * shows, counting one more for each space where the target shows a Propaganda marker still to place:
 * only Persuasion places one there (nothing in a Patriot March removes one, 3.2.1), Activating one of
 * the space's Militia (4.3.1), and nothing in the March turns one Underground (3.3.2 only Activates;
 * moving changes nothing, 1.4.3). Not while a Special Activity may remove a Militia (Partisans, 4.3.2).
 */
function activeMilitiaAbove(se: Search, s: GameState, host: MoverHost): boolean {
  if (host.faction !== 'patriots' || host.command !== 'march' || MILITIA.some(ownLossPossible(se, s, host))) return false;
  const target = se.dist.target;
  let above = 0;
  // A target that does not keep every Militia (map and Available) matches no line: left to the distance, which finds the closest.
  let kept = s.available.militia - target.available.militia;
  for (let i = 0; i < SPACE_IDS.length; i++) {
    const now = spaceAt(s, SPACE_IDS[i]);
    const then = target.spaces[SPACE_IDS[i]];
    above += now.pieces.militiaActive - then.pieces.militiaActive + (then.propaganda > now.propaganda ? 1 : 0);
    kept += now.pieces.militiaActive + now.pieces.militiaUnderground - then.pieces.militiaActive - then.pieces.militiaUnderground;
  }
  return above > 0 && kept === 0;
}

/**
 * The placing Commands in which no step leaves a unit Active (by Faction: the Command, its frame, the
 * Active kind, and that kind as a group for {@link spacesShowing}): the Patriot Rally places Militia
 * Underground and flips every Militia at its Fort Underground after moving some in (3.3.1); the Indian
 * Gather the same for War Parties at its Village (3.4.1). Pieces taken from the map (1.4.1) or replaced
 * only leave.
 */
const NEVER_ACTIVATES: Partial<Record<Faction, readonly [string, string, SpacePiece, readonly (readonly SpacePiece[])[]]>> = {
  patriots: ['rally', 'patriotsRally', 'militiaActive', [['militiaActive']]],
  indians: ['gather', 'indiansGather', 'warPartyActive', [['warPartyActive']]],
};

/**
 * Whether the mover's own Rally or Gather on the card ({@link NEVER_ACTIVATES}) leaves the spaces (the
 * one it must still flip, {@link flippingSpace}, with none Active) more Active units short of the target than the Special Activity still to come or under way may
 * Activate ({@link flipsLeft}: none once none may come, one for Trade 4.4.1, one a space still to
 * select for Persuasion 4.3.1; Partisans 4.3.2 and War Path 4.4.2 unbounded): nothing else left in
 * the move Activates one, so no continuation matches.
 */
function activeBelow(se: Search, s: GameState, host: MoverHost, paying: Paying | undefined): boolean {
  const never = NEVER_ACTIVATES[host.faction];
  if (never === undefined || host.command !== never[0]) return false;
  const kind = never[2];
  const target = se.dist.target;
  const flipping = paying === undefined ? undefined : flippingSpace(paying.frame as PayingFrame & Record<string, unknown>);
  let short = 0;
  // Only where the target shows such units can a space be short of them.
  for (const id of spacesShowing(target, never[3])) short += Math.max(0, target.spaces[id].pieces[kind] - (id === flipping ? 0 : piecesAt(s, id)[kind]));
  return short > 0 && short > flipsLeft(se, s, host, paying);
}

/**
 * The space whose units the mover's Gather or Rally must still flip Underground before it goes on: once
 * War Parties or Militia moved in there, only more such moves or the flip of all of them remain (3.4.1,
 * 3.3.1), so none stays Active but what a Special Activity Activates afterwards ({@link activeBelow}).
 */
const flippingSpace = (frame: PayingFrame & Record<string, unknown>): SpaceId | undefined =>
  frame.kind === 'indiansGather' && frame.phase === 'moving' ? (frame.current as SpaceId) : frame.kind === 'patriotsRally' && frame.phase === 'gather' ? (frame.space as SpaceId) : undefined;

/**
 * The Commands and Special Activities (with the frame it runs in) of a mover that may lower another
 * Faction's Resources, by mover and Faction: a Patriot March's French Regulars and a Battle the French
 * take part in (3.3.2, 3.3.3), a French March's Continentals, a French Muster's Fort and a Battle the
 * Patriots take part in (3.5.4, 3.5.3, 3.5.5), an Indian Scout with British Regulars (3.4.3), Trade's
 * British transfer (4.4.1) and Plunder (4.4.4). Nothing else in a Faction's own Command on the card
 * lowers another's Resources (the others' pay only in these; Special Activities only give their own Faction, 4.1).
 */
const LOWERED_BY: Readonly<Record<Faction, Partial<Record<Faction, { commands: readonly string[]; activities: readonly (readonly [string, string])[] }>>>> = {
  british: {},
  patriots: { french: { commands: ['march', 'battle'], activities: [] } },
  french: { patriots: { commands: ['march', 'muster', 'battle'], activities: [] } },
  indians: { british: { commands: ['scout'], activities: [['trade', 'indiansTrade']] }, patriots: { commands: [], activities: [['plunder', 'indiansPlunder']] } },
};

/**
 * Whether a Faction other than the mover holds more Resources than the target's while nothing left in
 * the mover's own Command on the card can lower them ({@link LOWERED_BY}: its Command is none of those,
 * and each such Special Activity is neither under way nor still possible): no continuation matches
 * (the British Resources once Trade's transfer is made, 4.4.1).
 */
function othersLeftAbove(se: Search, s: GameState, host: MoverHost): boolean {
  const target = se.dist.target;
  const announced = se.announced?.activity;
  const lowering = LOWERED_BY[host.faction];
  for (const f of FACTIONS) {
    if (f === host.faction || s.resources[f] <= target.resources[f]) continue;
    const by = lowering[f];
    if (by === undefined) return true;
    if (by.commands.includes(host.command)) continue;
    let may = false;
    for (const [activity, kind] of by.activities) {
      if (host.activity === null ? host.activityAllowed && (announced === undefined || announced === activity) : host.activity === activity && stackFrame(s, kind) !== undefined) may = true;
    }
    if (!may) return true;
  }
  return false;
}

/**
 * Whether the mover's paying Command under way ({@link PAYING}) on the card has closed a space it
 * selected (every space but its current one: the pieces it brings in enter only there, 3.2.3, 3.3.1,
 * 3.3.2, 3.4.1, 3.4.2, 3.5.4) while the target shows more of those pieces there — or more of one kind
 * of a group: more Underground ones, or more Active ones than the Special Activity still to come may
 * Activate ({@link flipsLeft}): nothing else in the move brings them in or flips them there, so no
 * continuation matches.
 */
function closedShort(se: Search, s: GameState, host: MoverHost, paying: Paying): boolean {
  const frame = paying.frame as PayingFrame & Record<string, unknown>;
  const open = frame[OPEN_SPACE[frame.kind]];
  const target = se.dist.target;
  let flips: number | undefined;
  let activated = 0;
  const selected = frame.selected;
  for (let k = 0; k < selected.length; k++) {
    const id = selected[k];
    if (id === open) continue;
    if (lacks(s, target, id, paying.groups)) return true;
    // Within a group, each kind too: a closed space's Underground and Active pieces only leave, but
    // for the flips a Special Activity may still make, each Activating one piece ({@link flipsLeft}).
    for (const g of paying.groups) {
      if (g.length < 2) continue;
      for (const p of g) {
        const short = target.spaces[id].pieces[p] - piecesAt(s, id)[p];
        if (short <= 0) continue;
        flips ??= flipsLeft(se, s, host, paying);
        if (flips === Infinity) continue;
        if (Object.hasOwn(ACTIVATED, p)) return true;
        activated += short;
      }
    }
  }
  return activated > (flips ?? 0);
}

/**
 * Whether the space is closed to Militia in the Patriot Rally under way though not selected (3.3.1):
 * Militia enter a space in a Rally only placed in it or moved in to its Patriot Fort when it is selected,
 * and it may not be selected at Active Support, nor in the West Indies, and in an Indian Reserve without
 * a Patriot Fort only to replace two units with one (no Militia placed there); nothing in the move
 * shifts Support or brings a Fort there but that selection (Persuasion and Partisans neither, 4.3.1,
 * 4.3.2). Its Militia only leave: taken from the map (1.4.1), moved to an adjacent Fort, replaced.
 */
function barredToMilitia(s: GameState, frame: PayingFrame & Record<string, unknown>, id: SpaceId): boolean {
  if (frame.kind !== 'patriotsRally' || frame.selected.includes(id) || id === frame.space) return false;
  const sp = spaceAt(s, id);
  return sp.support >= 2 || id === 'WestIndies' || (isReserve(id) && sp.pieces.patriotFort === 0);
}

/**
 * Whether the mover's Patriot Rally under way has left a space it can no longer bring Militia into
 * ({@link barredToMilitia}) with fewer Militia than the target shows (taken from the map, 1.4.1): no
 * continuation matches.
 */
function barredShort(se: Search, s: GameState, paying: Paying): boolean {
  const frame = paying.frame as PayingFrame & Record<string, unknown>;
  if (frame.kind !== 'patriotsRally') return false;
  const target = se.dist.target;
  for (const id of spacesShowing(target, RALLY_MILITIA)) {
    const now = piecesAt(s, id);
    const then = target.spaces[id].pieces;
    if (now.militiaUnderground + now.militiaActive < then.militiaUnderground + then.militiaActive && barredToMilitia(s, frame, id)) return true;
  }
  return false;
}

/**
 * Whether the mover's own Patriot Rally must still select a space — Resources above the target's, one
 * a space (3.3.1), with no Special Activity left or under way to give more (4.3.1) or to remove Militia
 * (4.3.2) — while none it may still select can be its last. Where the spaces it may still select hold
 * no Patriot Fort and fewer than two units (it can only place one Militia there: a space gains no
 * units before it is selected), the last one ends with one Militia more than it holds now, less those
 * taken from it to place elsewhere (1.4.1) before it is selected: so it must show at least one Militia
 * and at most one more than now. Not judged while any such space holds a Fort or two units.
 */
function rallyLastMisses(se: Search, s: GameState, host: MoverHost, paying: Paying): boolean {
  const frame = paying.frame as PayingFrame & Record<string, unknown>;
  if (frame.kind !== 'patriotsRally' || frame.mode.free) return false;
  const target = se.dist.target;
  if (s.resources.patriots <= target.resources.patriots || activityMayFlip(se, s, host, paying) || resourcesMayRiseBy(s, 'patriots', target, se.announced) !== 0) return false;
  for (const id of SPACE_IDS) {
    if (frame.selected.includes(id) || id === frame.space) continue;
    const sp = spaceAt(s, id);
    const p = sp.pieces;
    if (sp.support >= 2 || id === 'WestIndies') continue;
    const militia = p.militiaUnderground + p.militiaActive;
    if (p.patriotFort > 0 || p.continental + militia >= 2) return false;
    // An Indian Reserve with one unit and no Fort can do nothing in a Rally (no Militia placed there).
    if (isReserve(id)) continue;
    const then = target.spaces[id].pieces.militiaUnderground + target.spaces[id].pieces.militiaActive;
    if (then >= 1 && then <= militia + 1) return false;
  }
  return true;
}

/** The Militia group of the Patriot Rally ({@link PAYING}), for {@link spacesShowing}. */
const RALLY_MILITIA: readonly (readonly SpacePiece[])[] = [['militiaUnderground', 'militiaActive']];

/**
 * Whether a Special Activity of the mover's may still be begun or is under way (any frame above the
 * Command host but the paying Command's own): it may flip the Command's pieces (Persuasion Activates
 * Militia, 4.3.1; Trade a War Party, 4.4.1), which nothing in the Command itself does outside the space
 * it is resolving (3.3.1, 3.3.2, 3.4.1, 3.4.2).
 */
function activityMayFlip(se: Search, s: GameState, host: MoverHost, paying: Paying | undefined): boolean {
  if (host.activity === null && host.activityAllowed && se.announced?.activity !== null) return true;
  const st = s.stack;
  for (let k = 3; k < st.length; k++) if ((st[k] as unknown) !== paying?.frame) return true;
  return false;
}

/**
 * The March frames' records of the units that moved in (3.2.3, 3.3.2, 3.4.2, 3.5.4: no unit moves
 * twice, so these may not leave by the March), by frame kind, as an {@link ArrivalRecord}: the British
 * March's counts of Regulars and Tories by space, the others' records with their alternatives (a
 * Special Activity's choice of which units it Activated, rules/commands/arrivals.ts).
 */
const ARRIVED: Readonly<Record<string, (frame: Record<string, unknown>) => ArrivalRecord>> = {
  britishMarch: (f) => {
    const regulars = f.arrivedRegulars as Partial<Record<SpaceId, number>>;
    const tories = f.arrivedTories as Partial<Record<SpaceId, number>>;
    const out: ArrivalRecord = {};
    for (const id of [...Object.keys(regulars), ...Object.keys(tories)] as SpaceId[]) out[id] = { britishRegular: regulars[id] ?? 0, tory: tories[id] ?? 0 };
    return out;
  },
  patriotsMarch: (f) => f.arrived as ArrivalRecord,
  frenchMarch: (f) => f.arrived as ArrivalRecord,
  indiansMarch: (f) => f.moved as ArrivalRecord,
};

/**
 * The mover's own pieces a Special Activity may remove: Skirmish its striking cube (4.2.2, 4.3.3,
 * 4.5.2), Partisans a Militia (4.3.2), War Path a War Party (4.4.2), Plunder a War Party (4.4.3).
 * The others remove none of the mover's pieces (they may flip them).
 */
const OWN_LOSSES: Readonly<Record<string, Partial<Record<Faction, readonly SpacePiece[]>>>> = {
  skirmish: { british: ['britishRegular'], patriots: ['continental'], french: ['frenchRegular'] },
  partisans: { patriots: ['militiaUnderground', 'militiaActive'] },
  warPath: { indians: ['warPartyUnderground', 'warPartyActive'] },
  plunder: { indians: ['warPartyUnderground', 'warPartyActive'] },
};

/**
 * The frame each Special Activity of {@link OWN_LOSSES} runs in: once taken (the command host records it)
 * and its frame gone, it is over (a strike's frame pops once its last strike is made, 4.2.2, 4.3.2,
 * 4.4.2) and removes nothing more.
 */
const OWN_LOSS_FRAMES: Readonly<Record<string, string>> = { skirmish: 'skirmishActivity', partisans: 'patriotsPartisans', warPath: 'indiansWarPath', plunder: 'indiansPlunder' };

/** Whether a Special Activity under way or still possible in the move may remove the mover's own pieces of a kind ({@link OWN_LOSSES}): not one taken and over ({@link OWN_LOSS_FRAMES}). */
const ownLossPossible = (se: Search, s: GameState, host: MoverHost): ((p: SpacePiece) => boolean) => {
  const strikeCosts = !ENEMY_UNTOUCHED.has(host.command) || se.strikeCosts;
  const loses = (a: string, p: SpacePiece): boolean => OWN_LOSSES[a]?.[se.mover as Faction]?.includes(p) === true && (!STRIKES.has(a) || strikeCosts);
  // Taken: only that one, while its frame is on the stack; else the one announced, or any when none is.
  const taken = host.activity;
  if (taken !== null) return OWN_LOSSES[taken] !== undefined && stackFrame(s, OWN_LOSS_FRAMES[taken]) !== undefined ? (p) => loses(taken, p) : NO_LOSS;
  const announced = se.announced?.activity;
  if (announced === null) return NO_LOSS;
  if (announced !== undefined) return (p) => loses(announced, p);
  return (p) => {
    for (const a in OWN_LOSSES) if (loses(a, p)) return true;
    return false;
  };
};

/** {@link ownLossPossible} when no Special Activity may remove the mover's pieces. */
const NO_LOSS = (): boolean => false;

/**
 * The Commands that neither remove nor add the enemy's pieces (3.2.3, 3.3.2, 3.4.2: a March moves the
 * mover's own, the British one Activates Militia; 3.3.1, 3.4.1: a Rally or Gather places, moves and
 * replaces the mover's own): with them, only the strike removes enemy pieces ({@link strikeMayCostOwn}).
 */
const ENEMY_UNTOUCHED = new Set(['march', 'rally', 'gather']);

/** The limited strikes, which cost the striker a unit only when they remove two enemy units or a base (4.2.2, 4.3.2, 4.3.3, 4.4.2, 4.5.2). */
const STRIKES = new Set(['skirmish', 'partisans', 'warPath']);

/**
 * Whether a strike ({@link STRIKES}) accompanying a March, Rally or Gather ({@link ENEMY_UNTOUCHED}) may cost the mover one of its own units:
 * Skirmish, Partisans and War Path remove one of the striker's units only when they remove two enemy
 * units, or an enemy Fort or Village (4.2.2, 4.3.2, 4.3.3, 4.4.2, 4.5.2). In those Commands nothing else removes
 * or adds the enemy's pieces (the British March Activates Militia, a flip), so unless the target shows a
 * base or at least two enemy pieces gone from one space (a Leader's extra Militia, 1.10, counts there
 * too), the strike removes none of the mover's own.
 */
export function strikeMayCostOwn(start: GameState, target: Board, mover: string): boolean {
  const enemies = mover === 'british' || mover === 'indians' ? REBEL_PIECES : ROYALIST_PIECES;
  for (const id of SPACE_IDS) {
    let removed = 0;
    for (const p of enemies) {
      const d = piecesAt(start, id)[p] - target.spaces[id].pieces[p];
      if (d > 0 && (p === 'patriotFort' || p === 'britishFort' || p === 'village')) return true;
      removed += d;
    }
    if (removed >= 2) return true;
  }
  return false;
}

/**
 * Whether the mover's March under way on the card ({@link PAYING}, {@link ARRIVED}) has brought more
 * units of a group into a space than the target shows there: those may not move again (3.2.3, 3.3.2,
 * 3.4.2, 3.5.4; one a Special Activity Activates stays arrived, so at least the fewest the record's
 * alternatives keep there stay, {@link arrivedLeast}), later arrivals only add, and nothing else in the
 * move removes them unless a Special Activity still possible removes the mover's own pieces of that
 * group ({@link OWN_LOSSES}, whose groups are not judged), so no continuation matches.
 */
function arrivedBeyond(se: Search, s: GameState, host: MoverHost, paying: Paying): boolean {
  const frame = paying.frame as PayingFrame & Record<string, unknown>;
  const recordOf = ARRIVED[frame.kind];
  if (recordOf === undefined) return false;
  const record = frame.kind === 'britishMarch' ? undefined : recordOf(frame);
  const mayLose = ownLossPossible(se, s, host);
  const target = se.dist.target;
  const selected = frame.selected;
  for (const g of paying.groups) {
    if (g.some(mayLose)) continue;
    for (let k = 0; k < selected.length; k++) {
      const id = selected[k];
      let want = 0;
      for (const p of g) want += target.spaces[id].pieces[p];
      if ((record === undefined ? britishArrived(s, frame, id, g) : arrivedLeast(s, record, id, g)) > want) return true;
    }
  }
  return false;
}

/** {@link arrivedLeast} for the British March's record ({@link ARRIVED}: no alternatives), read from its counts by space without building the record. */
function britishArrived(s: GameState, frame: Record<string, unknown>, id: SpaceId, kinds: readonly SpacePiece[]): number {
  const regulars = (frame.arrivedRegulars as Partial<Record<SpaceId, number>>)[id];
  const tories = (frame.arrivedTories as Partial<Record<SpaceId, number>>)[id];
  if (regulars === undefined && tories === undefined) return 0;
  const p = piecesAt(s, id);
  let n = 0;
  for (const k of kinds) n += Math.min(p[k], k === 'britishRegular' ? (regulars ?? 0) : k === 'tory' ? (tories ?? 0) : 0);
  return n;
}

/** The Active War Parties ({@link hiddenBeyond}). */
const ACTIVE_WAR_PARTIES: readonly SpacePiece[] = ['warPartyActive'];

/** The Marches that may leave units Underground, by frame kind: the Underground kind ({@link hiddenBeyond}). */
const HIDDEN: Readonly<Record<string, SpacePiece>> = { patriotsMarch: 'militiaUnderground', indiansMarch: 'warPartyUnderground' };

/**
 * Whether the mover's Patriot or Indian March under way leaves a destination it closed with more
 * Underground units that moved in than the target shows there Underground, once no Special Activity may
 * still flip one (or remove one, {@link OWN_LOSSES}): they may not move again, and the March Activates
 * only a group as it arrives (3.3.2, 3.4.2), so they stay. The destination being resolved is not judged
 * unless its last group is an Indian one that can no longer turn Active (it entered no Colony the Rebellion
 * Controlled, or no Active War Party is left to follow it).
 */
function hiddenBeyond(se: Search, s: GameState, host: MoverHost, paying: Paying): boolean {
  const frame = paying.frame as PayingFrame & Record<string, unknown>;
  const kind = HIDDEN[frame.kind];
  if (kind === undefined || activityMayFlip(se, s, host, paying) || ownLossPossible(se, s, host)(kind)) return false;
  const record = ARRIVED[frame.kind](frame);
  const open = frame[OPEN_SPACE[frame.kind]] as SpaceId | null;
  // The Indian March's last group may turn Active only in a Colony the Rebellion Controlled before it moved, while its Active War Parties may still follow.
  const groups = frame.groups as readonly { from: SpaceId; to: SpaceId; active: number; rebellionBefore: boolean }[] | undefined;
  const last = groups !== undefined && groups.length > 0 ? groups[groups.length - 1] : undefined;
  const judged = (id: SpaceId): boolean =>
    id !== open || (last !== undefined && last.to === open && (!last.rebellionBefore || last.active > 0 || stillMovableOf(s, record, last.from, ACTIVE_WAR_PARTIES) === 0));
  const kinds = [kind];
  const target = se.dist.target;
  const selected = frame.selected;
  for (let k = 0; k < selected.length; k++) {
    const id = selected[k];
    if (judged(id) && arrivedLeast(s, record, id, kinds) > target.spaces[id].pieces[kind]) return true;
  }
  return false;
}

/** The Marches whose units only step into a neighbouring space (3.3.2, 3.4.2; the British and French Marches may also go by sea), and the frame's field naming the destination being resolved. */
const STEPPING_MARCHES: Readonly<Record<string, 'dest' | 'open'>> = { patriotsMarch: 'dest', indiansMarch: 'open' };

/**
 * Whether the mover's Patriot or Indian March under way on the card ({@link STEPPING_MARCHES}) can no
 * longer bring the counts of a piece group ({@link PAYING}) to the target's, whatever it does next: its
 * units step only from a neighbouring space into the destination being resolved or one still to be
 * selected (3.3.2, 3.4.2; a closed destination receives no more, nor the one being resolved from a space
 * whose group already entered it, {@link shutOrigins}), and none moves twice — only units
 * not yet moved may leave a space, though a space may receive units while its own leave (War Parties
 * routed through a Province that ends as it began). Nothing else in the move adds or removes the group's
 * pieces (groups a Special Activity may remove are not judged, {@link OWN_LOSSES}), so each space's
 * difference from the target must be met by such steps: a flow from the spaces above the target to
 * those below it, through spaces that may still be selected, each space sending at most its unmoved
 * units ({@link stillMovableOf}: a unit a Special Activity Activates after it arrived stays arrived, so
 * no flip adds to them). A Leader who must still be left alone in his space ({@link aloneAt}, 1.10) has
 * every unit of his there leave it first, so that space needs all the target shows there from elsewhere.
 */
function routesShort(se: Search, s: GameState, host: MoverHost, paying: Paying): boolean {
  const frame = paying.frame as PayingFrame & Record<string, unknown>;
  const field = STEPPING_MARCHES[frame.kind];
  if (field === undefined) return false;
  const record = ARRIVED[frame.kind](frame);
  const current = frame[field] as SpaceId | null;
  const target = se.dist.target;
  const n = SPACE_IDS.length;
  const r = (se.routes ??= routeScratch());
  const { need } = r;
  let mayLose: ((p: SpacePiece) => boolean) | undefined;
  let opened = false;
  const leftAlone = aloneAt(se, s, host, frame);
  const alone = leftAlone === undefined ? -1 : spaceIndex(leftAlone);
  const units = LEADER_KEEPS[frame.kind].units;
  const { senders } = r;
  for (const g of paying.groups) {
    const want = targetCounts(target, g);
    let net = 0;
    let owed = 0;
    // Each space's units of the group, its senders before the arrival record's.
    for (let i = 0; i < n; i++) {
      const now = piecesAt(s, SPACE_IDS[i]);
      let here = 0;
      for (let k = 0; k < g.length; k++) here += now[g[k]];
      senders[i] = here;
      const d = want[i] - here;
      need[i] = d;
      net += d;
      if (d > 0) owed += d;
    }
    if (net !== 0 || g.some((mayLose ??= ownLossPossible(se, s, host)))) continue;
    let from = 0;
    if (alone >= 0 && g.every((p) => units.includes(p))) [owed, from] = emptied(s, g, alone, need, owed);
    if (owed === 0) continue;
    recordSenders(r, s, record, g);
    if (!opened) {
      openDestinations(frame, current, r);
      opened = true;
    }
    const barred = current === null ? -1 : spaceIndex(current);
    if (!routedDirectly(r, owed, barred) && maxRouted(r, owed, 0, barred, alone, from) < owed) return true;
  }
  return hiddenShort(s, target, record, frame, current, r, opened, alone);
}

/** Each space's count of the piece group `g` on the target board (memo by target and group: the groups are {@link PAYING}'s). */
function targetCounts(target: Board, g: readonly SpacePiece[]): Int32Array {
  let byGroup = TARGET_COUNTS.get(target);
  if (byGroup === undefined) TARGET_COUNTS.set(target, (byGroup = new Map()));
  let counts = byGroup.get(g);
  if (counts === undefined) {
    counts = new Int32Array(SPACE_IDS.length);
    for (let i = 0; i < SPACE_IDS.length; i++) for (const p of g) counts[i] += target.spaces[SPACE_IDS[i]].pieces[p];
    byGroup.set(g, counts);
  }
  return counts;
}

/** {@link targetCounts}' memo. */
const TARGET_COUNTS = new WeakMap<Board, Map<readonly SpacePiece[], Int32Array>>();

/**
 * Whether a Patriot or Indian March ({@link routesShort}) can no longer bring every space the Underground
 * units the target shows there: nothing in the March or its Special Activities turns a unit Underground
 * (3.3.2, 3.4.2 and the Activities only Activate or remove them, 4.3, 4.4), so a space with fewer than
 * the target must receive them from spaces with more, unmoved and still Underground — the same flow,
 * where the spaces above the target may also keep their extra units (Activated or removed later).
 */
function hiddenShort(s: GameState, target: Board, record: ArrivalRecord, frame: PayingFrame, current: SpaceId | null, r: RouteScratch, opened: boolean, alone: number): boolean {
  const kind = HIDDEN[frame.kind];
  const kinds = KIND_ALONE[kind];
  const want = targetCounts(target, kinds);
  const { need, senders } = r;
  let owed = 0;
  for (let i = 0; i < SPACE_IDS.length; i++) {
    const here = piecesAt(s, SPACE_IDS[i])[kind];
    senders[i] = here;
    const d = want[i] - here;
    need[i] = d;
    if (d > 0) owed += d;
  }
  let from = 0;
  if (alone >= 0) [owed, from] = emptied(s, kinds, alone, need, owed);
  if (owed === 0) return false;
  recordSenders(r, s, record, kinds);
  if (!opened) openDestinations(frame, current, r);
  const barred = current === null ? -1 : spaceIndex(current);
  return !routedDirectly(r, owed, barred) && maxRouted(r, owed, 0, barred, alone, from) < owed;
}

/**
 * The Leader's space `alone` ({@link aloneAt}) in the routing flow: its units of the group `g` all leave
 * before the target's come in, so it needs the target's count in full and may send all it holds; returns
 * the units owed in all and those it may send.
 */
function emptied(s: GameState, g: readonly SpacePiece[], alone: number, need: Int32Array, owed: number): [number, number] {
  const p = piecesAt(s, SPACE_IDS[alone]);
  let here = 0;
  for (const k of g) here += p[k];
  const before = Math.max(0, need[alone]);
  need[alone] += here;
  return [owed - before + Math.max(0, need[alone]), here];
}

/** Marks in `r.open` the spaces a stepping March may still move units into (the destination being resolved, or any not selected while more may be), and its shut origins ({@link shutOrigins}). */
function openDestinations(frame: PayingFrame, current: SpaceId | null, r: RouteScratch): void {
  const more = maySelectMore(frame);
  for (let i = 0; i < SPACE_IDS.length; i++) r.open[i] = frame.selected.includes(SPACE_IDS[i]) ? (SPACE_IDS[i] === current ? 1 : 0) : more ? 1 : 0;
  shutOrigins(frame as PayingFrame & Record<string, unknown>, current, r.shut);
}

/** Each Underground kind of {@link HIDDEN} alone, as a group. */
const KIND_ALONE: Readonly<Record<string, readonly SpacePiece[]>> = { militiaUnderground: ['militiaUnderground'], warPartyUnderground: ['warPartyUnderground'] };

/**
 * Marks in `shut` the spaces whose group already entered the destination being resolved and closed (3.3.2,
 * 3.4.2: the units moving between two spaces travel together, one group): they send no more into it. The
 * Indian March's last group is left open until its Active War Parties moved (they may follow its Underground ones).
 */
function shutOrigins(frame: PayingFrame & Record<string, unknown>, current: SpaceId | null, shut: Uint8Array): void {
  shut.fill(0);
  if (current === null) return;
  if (frame.kind === 'patriotsMarch') {
    for (const from of frame.origins as readonly SpaceId[]) shut[spaceIndex(from)] = 1;
    return;
  }
  const groups = frame.groups as readonly { from: SpaceId; to: SpaceId; active: number }[];
  for (let k = 0; k < groups.length; k++) if (groups[k].to === current && (k < groups.length - 1 || groups[k].active > 0)) shut[spaceIndex(groups[k].from)] = 1;
}

/**
 * How many of the mover's pieces a Special Activity may still flip during its Command or after it ({@link closedShort}, {@link activeBelow}):
 * none once no Activity may come or be under way ({@link activityMayFlip}); Trade Activates one War
 * Party (4.4.1), Persuasion one Militia in each of its spaces still to select (4.3.1); Skirmish and Naval
 * Pressure none (4.2.2, 4.2.3, 4.3.3, 4.5.2, 4.5.3: they remove pieces or move Resources and FNI, and flip
 * nothing); any other, or one not announced, is not bounded here (Infinity).
 */
function flipsLeft(se: Search, s: GameState, host: MoverHost, paying: Paying | undefined): number {
  if (!activityMayFlip(se, s, host, paying)) return 0;
  const activity = host.activity ?? se.announced?.activity;
  if (activity === 'skirmish' || activity === 'navalPressure') return 0;
  if (activity === 'trade') return 1;
  if (activity === 'persuasion') return persuasionSpacesLeft(s);
  return Infinity;
}


/**
 * Whether the mover's paying Command under way on the card ({@link PAYING}) can select no more spaces
 * (Limited: one, 2.3.5; a restriction's maximum: {@link maySelectMore}), or — the British March, whose
 * destinations are selected in map order (docs/actions.md) — none before its current one, while the
 * target shows more of the pieces only it brings in ({@link PAYING}) in a space it has not selected:
 * no continuation matches.
 */
function unselectableShort(se: Search, s: GameState, paying: Paying): boolean {
  const frame = paying.frame as PayingFrame & Record<string, unknown>;
  const more = maySelectMore(frame);
  const after = frame.kind === 'britishMarch' && frame.current != null ? spaceIndex(frame.current as SpaceId) : -1;
  if (more && after < 0) return false;
  const target = se.dist.target;
  for (const id of spacesShowing(target, paying.groups)) {
    if ((!more || spaceIndex(id) <= after) && !frame.selected.includes(id) && lacks(s, target, id, paying.groups)) return true;
  }
  return false;
}

/**
 * Whether the mover's March or Gather under way can no longer bring its Leader to the space where the
 * target shows him: he moves only along with a group out of his space into the destination or Province
 * being resolved (1.10, 3.2.3, 3.3.2, 3.4.1, 3.4.2, 3.5.3) — in a Gather also placed there with a War
 * Party from Available (Available while left alone, 1.10, is no such place) — and at most once in a
 * British March or a Gather (the frame records it), so a
 * destination already closed, for the British March, whose destinations come in map order, one before
 * the current destination, or any other space once he has moved, can no longer receive him; and he is
 * never left alone (1.10: he would go to any space with his Faction's pieces) while his space keeps a
 * piece of his that cannot leave — a Fort or Village, or units that moved in (they may not move again)
 * with no Special Activity left that may remove them (in a Gather, nor any taken from the map, {@link
 * noneFromMap}). In a Gather or an Indian March a group takes him only into a Province adjacent to his
 * space ({@link ONCE_FROM_ADJACENT}), so into any other space, the one being resolved too, he comes only
 * left alone — so judged, and in a Gather also while his space keeps War Parties that can no longer all
 * leave ({@link gatherEmpties}); in a Patriot March only a group from his space takes him, one just closed or
 * of units there that may still move ({@link patriotLeaderMayGo}). Nothing else in the move moves him (no Special Activity does). A Non-Player Leader
 * follows the largest group once the Command is over (8.1): not judged. A French March's Leader who has
 * moved (its `leadersMoved`, 1.10) may move again only left alone, and one who chose Available stays there
 * ({@link LeaderKeeps}); an Indian March's Leader left alone needs his space emptied ({@link aloneUnpaid}).
 */
function leaderBehind(se: Search, s: GameState, host: MoverHost, paying: Paying): boolean {
  const frame = paying.frame as PayingFrame & Record<string, unknown>;
  const keeps = LEADER_KEEPS[frame.kind];
  const f = host.faction;
  if (keeps === undefined || s.options.nonPlayers.includes(f)) return false;
  const to = se.dist.target.leaders[f].at;
  const at = s.leaders[f].at;
  const open = frame[OPEN_SPACE[frame.kind]] as SpaceId | null | undefined;
  if (to === at) return false;
  const gather = frame.kind === 'indiansGather';
  if (to === 'available') return !gather && (neverAlone(se, s, host, keeps.base, keeps.units, keeps.arrived(frame), at as SpaceId) || aloneUnpaid(se, s, host, paying, at as SpaceId));
  // From Available only a Gather's placement in the Province being resolved brings him in; off the map
  // while he is left alone (1.10), he is about to be placed anywhere.
  if (at === 'available') return gather ? to !== open && frame.selected.includes(to) && stackFrame(s, 'leaderAlone') === undefined : keeps.stays(frame, s);
  if (groupMayTake(s, f, frame, keeps, at, to, open)) return false;
  if (!gather) return neverAlone(se, s, host, keeps.base, keeps.units, keeps.arrived(frame), at) || aloneUnpaid(se, s, host, paying, at);
  if (!noneFromMap(se, s, host, frame.kind)) return false;
  const p = piecesAt(s, at);
  if (keeps.base !== undefined && p[keeps.base] > 0) return true;
  const arrived = arrivedLeast(s, keeps.arrived(frame), at, keeps.units) > 0;
  if (keeps.units.some(ownLossPossible(se, s, host))) return false;
  return arrived || !gatherEmpties(se, s, host, frame, at);
}

/**
 * Whether a group of the mover's March or Gather under way may still take its Leader from `at` to `to`
 * ({@link leaderBehind}): a group of the Gather or the Indian March moves into a Province only from an
 * adjacent one (3.4.1, 3.4.2); a Patriot or French group only while one may still leave his space ({@link
 * patriotLeaderMayGo}, {@link frenchLeaderMayGo}); only into the space being resolved or one not selected yet
 * (for the British March, not one before the current destination in map order); and not once he has
 * moved ({@link LeaderKeeps}).
 */
function groupMayTake(s: GameState, f: Faction, frame: PayingFrame & Record<string, unknown>, keeps: LeaderKeeps, at: SpaceId, to: SpaceId, open: SpaceId | null | undefined): boolean {
  if (keeps.moved(frame, f)) return false;
  const reach =
    (!ONCE_FROM_ADJACENT.has(frame.kind) || adjacentProvincesOf(to).includes(at)) &&
    (frame.kind !== 'patriotsMarch' || patriotLeaderMayGo(s, f, at, keeps.arrived(frame), keeps.units)) &&
    (frame.kind !== 'frenchMarch' || frenchLeaderMayGo(s, frame, at));
  if (!reach) return false;
  if (to === open) return true;
  const passed = frame.kind === 'britishMarch' && open != null && spaceIndex(to) < spaceIndex(open);
  return !passed && !frame.selected.includes(to);
}

/**
 * The space where the mover's Patriot or Indian March under way ({@link STEPPING_MARCHES}) must still leave
 * its Leader alone (1.10), when no group may take him where the target shows him ({@link groupMayTake}) or
 * the target shows him Available: every unit of his there leaves it first, so what the target shows there
 * must all come in afterwards ({@link routesShort}); else undefined. Not for a Non-Player (8.1).
 */
function aloneAt(se: Search, s: GameState, host: MoverHost, frame: PayingFrame & Record<string, unknown>): SpaceId | undefined {
  const keeps = LEADER_KEEPS[frame.kind];
  const f = host.faction;
  if (s.options.nonPlayers.includes(f)) return undefined;
  const to = se.dist.target.leaders[f].at;
  const at = s.leaders[f].at;
  if (to === at || at === 'available') return undefined;
  if (to !== 'available' && groupMayTake(s, f, frame, keeps, at, to, frame[OPEN_SPACE[frame.kind]] as SpaceId | null | undefined)) return undefined;
  return at;
}

/**
 * Whether a March's Leader who can reach the target's space (or Available) only left alone can never be
 * left alone in his space `at` (1.10: only then is he set aside, to be placed with his Faction's pieces or
 * Available; once he moves with a group, the units that arrived with him stay, 3.2.3, 3.3.2, 3.4.2,
 * 3.5.4: none moves twice): it keeps his Faction's base, or units that
 * moved in while no Special Activity may remove them, or the target shows there more of his Faction's
 * units than all those still free to move from elsewhere, which alone can come back in once his own
 * have left (nothing else in the March places them).
 */
function neverAlone(se: Search, s: GameState, host: MoverHost, base: SpacePiece | undefined, units: readonly SpacePiece[], record: ArrivalRecord, at: SpaceId): boolean {
  if (base !== undefined && piecesAt(s, at)[base] > 0) return true;
  if (arrivedLeast(s, record, at, units) > 0 && !units.some(ownLossPossible(se, s, host))) return true;
  const then = se.dist.target.spaces[at].pieces;
  let want = 0;
  for (const u of units) want += then[u];
  for (let i = 0; i < SPACE_IDS.length && want > 0; i++) if (SPACE_IDS[i] !== at) want -= stillMovableOf(s, record, SPACE_IDS[i], units);
  return want > 0;
}

/**
 * Whether an Indian March's Leader who must be left alone in his space `at` ({@link neverAlone}) can no
 * longer be paid for: every War Party there must leave, each into an adjacent Province (3.4.2) — the open
 * destination if it is one and the target shows more War Parties there than have arrived, else one
 * selected later. When neither the open destination nor any adjacent
 * Province the target shows lacking War Parties (a selection owed anyway, {@link commandOwes}) is such a
 * Province, one more destination is needed beyond those owed, and the Resources beyond the target's
 * (what Trade may still give counted, {@link resourcesMayRiseBy}) must pay for it, the one free
 * destination set against it (3.4.2). Only while no Special Activity may remove a War Party there (War
 * Path, Plunder: {@link ownLossPossible}).
 */
function aloneUnpaid(se: Search, s: GameState, host: MoverHost, paying: Paying, at: SpaceId): boolean {
  const frame = paying.frame as PayingFrame & Record<string, unknown>;
  if (frame.kind !== 'indiansMarch' || frame.mode.free) return false;
  const units = LEADER_KEEPS.indiansMarch.units;
  const p = piecesAt(s, at);
  if (p.warPartyUnderground + p.warPartyActive === 0 || units.some(ownLossPossible(se, s, host))) return false;
  const target = se.dist.target;
  const open = frame.open ?? null;
  const record = ARRIVED.indiansMarch(frame);
  for (const d of adjacentProvincesOf(at)) {
    // The open destination takes one more only while the target shows more War Parties there than have arrived (they stay, 3.4.2).
    if (d === open) {
      const then = target.spaces[d].pieces;
      if (arrivedLeast(s, record, d, units) < then.warPartyUnderground + then.warPartyActive) return false;
      continue;
    }
    if (!frame.selected.includes(d) && lacks(s, target, d, paying.groups)) return false;
  }
  const f = host.faction;
  const owed = lackingUnselected(s, target, frame, paying.groups);
  return s.resources[f] + resourcesMayRiseBy(s, f, target, se.announced) - target.resources[f] < owed + 1 - paying.free(frame);
}

/**
 * Whether the Gather under way may still take every War Party out of a space without a Village (3.4.1):
 * each leaves only by moving into an adjacent Province holding a Village, selected later (while the
 * Gather may still pay for it, {@link mayStillPay}) or being resolved and still taking units in from
 * there ({@link STRANDING}); a Village is built only in the Province being resolved, which then takes
 * none in. Only while none is taken from the map (1.4.1, {@link noneFromMap}).
 */
function gatherEmpties(se: Search, s: GameState, host: MoverHost, frame: PayingFrame & Record<string, unknown>, at: SpaceId): boolean {
  const rule = STRANDING.indiansGather;
  const current = frame.current as SpaceId | null;
  let canPay: ((to: SpaceId) => boolean) | undefined;
  for (const to of rule.from(at)) {
    if (piecesAt(s, to)[rule.base] === 0 || !rule.selectable(s, to)) continue;
    if (to === current ? rule.takesIn(frame, at) : !frame.selected.includes(to) && (canPay ??= mayStillPay(se, s, host, frame))(to)) return true;
  }
  return false;
}

/**
 * Whether a Patriot March's group may still take the Faction's Leader along from his space: one just closed
 * offers it (1.10: he follows it, `patriotsLeader`), else only a group of his Faction's units there that may
 * still move (3.3.2: none moves twice).
 */
function patriotLeaderMayGo(s: GameState, f: Faction, at: SpaceId, arrived: ArrivalRecord, units: readonly SpacePiece[]): boolean {
  if (s.stack.some((x) => x.kind === 'patriotsLeader' && (x as unknown as { faction: Faction }).faction === f)) return true;
  return stillMovableOf(s, arrived, at, units) > 0;
}

/**
 * Whether a French March's group may still take Rochambeau along from his space (1.10: he goes only with
 * French units): one that left it and waits for its Continentals or his decision (`group`,
 * `frenchCommandLeader`), else only French Regulars there that may still move (3.5.4: none moves twice).
 */
function frenchLeaderMayGo(s: GameState, frame: Record<string, unknown>, at: SpaceId): boolean {
  if ((frame.group as { from: SpaceId } | null)?.from === at) return true;
  if (s.stack.some((x) => x.kind === 'frenchCommandLeader' && (x as unknown as { faction: Faction }).faction === 'french')) return true;
  return stillMovableOf(s, ARRIVED.frenchMarch(frame), at, FRENCH_REGULARS) > 0;
}

/** The French Regulars alone, as a group of kinds ({@link frenchLeaderMayGo}). */
const FRENCH_REGULARS: readonly SpacePiece[] = ['frenchRegular'];

/** The Commands whose groups take the mover's Leader along at most once, and only from an adjacent Province (3.4.1, 3.4.2; the frame records his move): {@link leaderBehind}. */
const ONCE_FROM_ADJACENT = new Set(['indiansGather', 'indiansMarch']);

/**
 * What {@link leaderBehind} reads of a March or Gather frame: the mover's base that never leaves a space,
 * its units, the record of those that moved in, whether the Leader has moved in it already (a frame's own
 * record, 1.10: he moves along with a group at most once), and whether a Leader now Available stays so for
 * the rest of the Command (the French March places none from Available, 3.5.4; only a Leader set aside and
 * still to be placed, 1.10, leaves the box).
 */
interface LeaderKeeps {
  base: SpacePiece | undefined;
  units: readonly SpacePiece[];
  arrived: (frame: Record<string, unknown>) => ArrivalRecord;
  moved: (frame: Record<string, unknown>, f: Faction) => boolean;
  stays: (frame: Record<string, unknown>, s: GameState) => boolean;
}

/** A frame's own record of its Leader's one move ({@link LeaderKeeps}). */
const movedOnce = (frame: Record<string, unknown>): boolean => frame.leaderMoved === true;

/** No such knowledge ({@link LeaderKeeps}). */
const noRecord = (): boolean => false;

/** The Marches and the Gather {@link leaderBehind} judges, by frame kind ({@link LeaderKeeps}). */
const LEADER_KEEPS: Readonly<Record<string, LeaderKeeps>> = {
  britishMarch: { base: 'britishFort', units: ['britishRegular', 'tory'], arrived: ARRIVED.britishMarch, moved: movedOnce, stays: noRecord },
  patriotsMarch: { base: 'patriotFort', units: ['continental', 'militiaUnderground', 'militiaActive'], arrived: ARRIVED.patriotsMarch, moved: noRecord, stays: noRecord },
  frenchMarch: {
    base: undefined,
    units: ['frenchRegular'],
    arrived: ARRIVED.frenchMarch,
    moved: (frame, f) => (frame.leadersMoved as readonly Faction[]).includes(f),
    stays: (frame, s) => (frame.group as { frenchLeaderSetAside: boolean } | null)?.frenchLeaderSetAside !== true && stackFrame(s, 'leaderAlone') === undefined,
  },
  indiansMarch: { base: 'village', units: ['warPartyUnderground', 'warPartyActive'], arrived: ARRIVED.indiansMarch, moved: movedOnce, stays: noRecord },
  indiansGather: { base: 'village', units: ['warPartyUnderground', 'warPartyActive'], arrived: (f) => f.moved as MovedRecord, moved: movedOnce, stays: noRecord },
};

/** The frame kinds of {@link PAYING} by Faction and Command id. */
const PAYING_COMMANDS: Readonly<Record<Faction, Readonly<Record<string, string>>>> = {
  british: { march: 'britishMarch' },
  patriots: { march: 'patriotsMarch', rally: 'patriotsRally' },
  french: { march: 'frenchMarch' },
  indians: { march: 'indiansMarch', gather: 'indiansGather' },
};

/**
 * Whether the mover's paying Command ({@link PAYING}) on the card is over and left it more Resources
 * than the target's, or a space with fewer of the pieces only that Command brings in than the target
 * shows: nothing after it in the move lowers Resources — Commands pay (3.1), the Special Activities
 * only give (4.1) — nor brings those pieces in ({@link PAYING}), so no continuation matches. Only for
 * the move's own end ({@link moverHost}: the turn ends with the Command and its Activity).
 */
function commandLeftOff(se: Search, s: GameState, host: MoverHost): boolean {
  const f = host.faction;
  const kind = host.commandSpaces.length > 0 && Object.hasOwn(PAYING_COMMANDS[f], host.command) ? PAYING_COMMANDS[f][host.command] : undefined;
  if (kind === undefined) return false;
  const target = se.dist.target;
  if (s.resources[f] > target.resources[f]) return true;
  const groups = PAYING[f]!.find(([k]) => k === kind)![1];
  for (const id of spacesShowing(target, groups)) if (lacks(s, target, id, groups)) return true;
  return false;
}

/**
 * The Commands whose selection of a space (3.2.3, 3.3.1, 3.3.2, 3.5.4, 3.4.1, 3.4.2) does nothing but
 * pay its cost unless the Command is free and record the space, the frame staying on top for the
 * space's own decisions (the Patriot March also Activates War Parties in the destination it closes),
 * and the cost: one Resource; the Gather's first Indian Reserve Province none; for the Indian March,
 * the destination it closes (none for the first reached from Reserves alone), unless a Non-Player
 * March, which pays as it selects (8.1: not told here). A selection's effect on {@link spentBeyond},
 * known without taking the step.
 */
const SELECTION_COST: Readonly<Record<string, (s: GameState, frame: PayingFrame, space: SpaceId) => number | undefined>> = {
  britishMarch: () => 1,
  patriotsMarch: () => MARCH_COST,
  patriotsRally: () => RALLY_COST,
  frenchMarch: () => FRENCH_MARCH_COST,
  indiansGather: (_s, frame, space) => gatherCost({ selected: frame.selected as SpaceId[] }, space),
  indiansMarch: (s, frame) => (s.options.nonPlayers.includes('indians') ? undefined : marchDestinationCost(frame as unknown as IndiansMarchFrame)),
};

/**
 * Whether selecting a space at `s` (a {@link SELECTION_COST} Command's selection) leaves its Faction
 * short of the target's Resources ({@link spentBeyond} finds it so in the position reached: the cost
 * paid, the space no longer owed), so that the step need not be taken: then a lower bound of the
 * distance of the position reached (its Resources paid, at most the Underground War Parties of the
 * Patriot March's closed destination Activated); else undefined.
 */
export function selectionFallsShort(se: Search, s: GameState, dist: number, a: Action): number | undefined {
  if (a.type !== 'selectSpace' || a.faction === 'chance' || !se.ownStop) return undefined;
  const f = a.faction;
  const top = s.stack[s.stack.length - 1] as unknown as PayingFrame & { faction: string; dest?: SpaceId | null };
  const cost = Object.hasOwn(SELECTION_COST, top.kind) ? SELECTION_COST[top.kind](s, top, a.space!) : undefined;
  if (cost === undefined || top.faction !== f || top.mode.free || s.resources[f] < cost || payingCommand(s, f)?.frame !== top) return undefined;
  const target = se.dist.target;
  const was = s.resources[f];
  const now = was - cost;
  if (now - commandOwes(s, f, target, a.space) + resourcesMayRiseBy(s, f, target, se.announced, true) >= target.resources[f]) return undefined;
  const activated = top.kind === 'patriotsMarch' && top.dest ? piecesAt(s, top.dest).warPartyUnderground : 0;
  return dist - Math.abs(was - target.resources[f]) + Math.abs(now - target.resources[f]) - 2 * activated;
}

/** The Marches whose moves pay nothing (each destination is paid for as it is selected, 3.2.3, 3.3.2) and that have no free destination: {@link moveFallsShort}. */
const MOVES_UNPAID = new Set(['britishMarch', 'patriotsMarch']);

/**
 * Whether a move of the mover's British or Patriot March at `s` into a destination it selected leaves its
 * origin, a space the March has not selected, short of the pieces only the March brings in, where it was
 * not short before: the position reached owes one more selection ({@link commandOwes}), its Resources
 * unchanged (moves pay nothing, 3.2.3, 3.3.2), and {@link spentBeyond} finds its Faction short even with
 * the most its Special Activity may give (not what the target shows it doing: that may depend on the
 * pieces moved), so that the step need not be taken: then the same lower bound of the distance of the
 * position reached as {@link placementEmptiesClosed}'s, less what Activating every Underground Militia
 * in the destination could change; else undefined.
 */
export function moveFallsShort(se: Search, s: GameState, dist: number, a: Action): number | undefined {
  if (a.type !== 'move' || a.faction !== se.mover || a.faction === 'chance' || !se.ownStop || a.count === undefined || a.from === undefined || a.to === undefined) return undefined;
  const f = a.faction;
  const top = s.stack[s.stack.length - 1] as unknown as PayingFrame;
  if (!MOVES_UNPAID.has(top.kind) || top.mode.free || !hasSpace(s, a.from) || !top.selected.includes(a.to as SpaceId) || top.selected.includes(a.from as SpaceId)) return undefined;
  const paying = payingCommand(s, f);
  if (paying === undefined || paying.frame !== top) return undefined;
  const from = a.from as SpaceId;
  const group = paying.groups.find((g) => g.includes(a.piece as SpacePiece));
  const target = se.dist.target;
  if (group === undefined || lacks(s, target, from, paying.groups)) return undefined;
  let more = a.count;
  for (const p of group) more += target.spaces[from].pieces[p] - piecesAt(s, from)[p];
  if (more <= 0 || s.resources[f] - commandOwes(s, f, target) - 1 + resourcesMayRiseBy(s, f, target, se.announced) >= target.resources[f]) return undefined;
  return dist - 2 * PLACED_WEIGHT * (a.count + piecesAt(s, a.to as SpaceId).militiaUnderground);
}

/**
 * Whether, with the mover's March under way (3.2.3, 3.3.2, 3.4.2, 3.5.4), its announced strike
 * (Skirmish, Partisans or War Path: {@link STRIKES}) could now do all the target shows it doing in one of
 * its spaces (matchDistance.ts, strikeOf): an option there removes as many enemy pieces as the target
 * shows gone, at most two (4.2.2, 4.3.2, 4.3.3, 4.4.2, 4.5.2). Pieces only; the engine's legal list says
 * whether the Activity may begin. The plain run counts a step that passes it up as a detour, once a
 * line. Orders the search only.
 */
export function strikeReady(se: Search, s: GameState): boolean {
  const strike = se.dist.strike;
  const activity = se.announced?.activity;
  if (strike === null || se.mover === 'chance' || stackFrame(s, `${se.mover}March`) === undefined) return false;
  const f = se.mover as Faction;
  const target = se.dist.target;
  const enemies = f === 'british' || f === 'indians' ? REBEL_PIECES : ROYALIST_PIECES;
  for (const i of strike.spaces) {
    const id = SPACE_IDS[i];
    let gone = 0;
    for (const p of enemies) gone += Math.max(0, piecesAt(s, id)[p] - target.spaces[id].pieces[p]);
    if (gone === 0) continue;
    const options = activity === 'partisans' ? partisansChoices(s, id) : activity === 'warPath' ? warPathPlans(s, id).map((p) => p.option) : skirmishChoices(s, f as SkirmishFaction, id);
    for (const o of options) if (o.split('+').filter((x) => (enemies as readonly string[]).includes(x)).length >= Math.min(2, gone)) return true;
  }
  return false;
}

/** A move's Faction, piece kind, origin and destination. */

/**
 * Whether selecting a space at `s` (a {@link SELECTION_COST} Command's next selection, the Command's
 * frame on top) closes the space the Command resolved last while the target still shows more of its
 * pieces there: the position reached is then dropped by {@link closedShort} (nothing in the move brings
 * them in once the space is closed; a selection moves no piece), so that the step need not be taken:
 * then a lower bound of the distance of the position reached, as {@link selectionFallsShort} gives it;
 * else undefined.
 */
export function selectionClosesShort(se: Search, s: GameState, dist: number, a: Action): number | undefined {
  if (a.type !== 'selectSpace' || a.faction !== se.mover) return undefined;
  const host = moverHost(se, s);
  if (host === undefined) return undefined;
  const paying = payingCommand(s, host.faction);
  const top = s.stack[s.stack.length - 1] as unknown as PayingFrame & Record<string, unknown>;
  if (paying === undefined || paying.frame !== top || !Object.hasOwn(SELECTION_COST, top.kind)) return undefined;
  const open = top[OPEN_SPACE[top.kind]] as SpaceId | null | undefined;
  if (open === null || open === undefined || open === a.space || !lacks(s, se.dist.target, open, paying.groups)) return undefined;
  const cost = top.mode.free ? 0 : SELECTION_COST[top.kind](s, top, a.space as SpaceId);
  if (cost === undefined) return undefined;
  const f = host.faction;
  const want = se.dist.target.resources[f];
  const was = s.resources[f];
  const activated = top.kind === 'patriotsMarch' ? piecesAt(s, open).warPartyUnderground : 0;
  return dist - Math.abs(was - want) + Math.abs(was - cost - want) - 2 * activated;
}

/**
 * Whether a placement of the mover's Gather or Rally at `s` takes its pieces from a space the Command
 * selected and closed (1.4.1: none Available; 3.3.1, 3.4.1), or a Rally its Militia from a space it may
 * not bring them into ({@link barredToMilitia}), that then shows fewer of them than the target: the
 * position reached is dropped by {@link closedShort} or {@link barredShort} (nothing in the move brings them back),
 * so that the step need not be taken: then a lower bound of the distance of the position reached (each
 * piece taken changes two spaces, {@link PLACED_WEIGHT} units of distance at most each); else undefined.
 */
export function placementEmptiesClosed(se: Search, s: GameState, dist: number, a: Action): number | undefined {
  if (a.type !== 'place' || a.faction !== se.mover || a.from === undefined || !hasSpace(s, a.from)) return undefined;
  // A Gather takes one War Party of either kind (3.4.1).
  return takesFromClosed(se, s, dist, a.from as SpaceId, (a.piece === 'warParty' ? 'warPartyUnderground' : a.piece) as SpacePiece, a.count ?? 1);
}

/**
 * The exact distance of the position a War Party placement of the mover's Gather at `s` reaches when
 * {@link placementEmptiesClosed} drops it: the placement takes one War Party from its `from` space (an
 * Underground one if any, 1.4.1) and places it Underground in the Gather's Province (1.4.3), nothing
 * else (no Leader stands in `from` to be left alone, 1.10; the Province gains a piece). Else undefined.
 */
export function gatherPlacementFalls(se: Search, s: GameState, dist: number, a: Action): number | undefined {
  if (a.piece !== 'warParty' || a.option !== undefined || a.space === undefined || a.from === undefined || a.from === a.space) return undefined;
  if (s.stack[s.stack.length - 1].kind !== 'indiansGather' || placementEmptiesClosed(se, s, dist, a) === undefined) return undefined;
  const from = a.from as SpaceId;
  const to = a.space as SpaceId;
  for (const f of FACTIONS) if (s.leaders[f].at === from) return undefined;
  return shiftedBy(se, s, dist, from, piecesAt(s, from).warPartyUnderground > 0 ? 'warPartyUnderground' : 'warPartyActive', to, 'warPartyUnderground', 1);
}

/**
 * The exact distance of the position a move of British Regulars or Tories of the mover's March at `s`
 * reaches (3.2.3): the pieces only change spaces (the March pays for its destinations as it selects
 * them and Activates Militia only at its end: none to Activate then), and the British Leader goes along when the move says so,
 * else stays (never left alone here: the origin keeps British pieces, 1.10). Else undefined.
 */
export function britishMoveDistance(se: Search, s: GameState, dist: number, a: Action): number | undefined {
  if (a.type !== 'move' || a.faction !== 'british' || se.mover !== 'british' || a.count === undefined || (a.piece !== 'britishRegular' && a.piece !== 'tory')) return undefined;
  if (s.stack[s.stack.length - 1].kind !== 'britishMarch' || a.from === a.to || !hasSpace(s, a.from ?? '') || !hasSpace(s, a.to ?? '')) return undefined;
  const from = a.from as SpaceId;
  const to = a.to as SpaceId;
  // The March may end with the move, Activating Militia (one per three British cubes) in its destinations (3.2.3): then none may be.
  for (const id of (s.stack[s.stack.length - 1] as unknown as BritishMarchFrame).selected) {
    const p = piecesAt(s, id);
    if (p.militiaUnderground > 0 && countBritishCubes(p) + (id === to ? a.count : 0) - (id === from ? a.count : 0) >= 3) return undefined;
  }
  const moved = shiftedBy(se, s, dist, from, a.piece, to, a.piece, a.count);
  if (a.option === WITH_LEADER && a.piece === 'britishRegular' && s.leaders.british.at === from) return moved + se.dist.leaderTo(s, 'british', to);
  if (a.option !== undefined || (s.leaders.british.at === from && countFaction(piecesAt(s, from), 'british') <= a.count)) return undefined;
  return moved;
}

/** The distance of `s` (at `dist`) with `count` pieces of kind `taken` gone from space `from` and as many of kind `put` added in `to`, all else unchanged. */
function shiftedBy(se: Search, s: GameState, dist: number, from: SpaceId, taken: SpacePiece, to: SpaceId, put: SpacePiece, count: number): number {
  return dist + se.dist.shifted(spaceIndex(from), spaceAt(s, from), taken, -count) + se.dist.shifted(spaceIndex(to), spaceAt(s, to), put, count);
}

/**
 * The same for a move of the mover's March (3.2.3, 3.3.2, 3.4.2, 3.5.4) out of a space the March selected
 * and closed as a destination: its units only leave it (no unit moves twice, and none enters a space
 * but the destination being resolved), so one that then shows fewer of them than the target is dropped
 * by {@link closedShort}; the same lower bound of the distance of the position reached.
 */
export function moveEmptiesClosed(se: Search, s: GameState, dist: number, a: Action): number | undefined {
  if (a.type !== 'move' || a.faction !== se.mover || a.from === undefined || !hasSpace(s, a.from)) return undefined;
  return takesFromClosed(se, s, dist, a.from as SpaceId, a.piece as SpacePiece, a.count ?? 1);
}

/**
 * Whether a move of the mover's British March at `s` brings more Regulars or Tories into the destination
 * being resolved than the target shows there: units that moved in may not move again and later arrivals
 * only add (3.2.3), so the position reached is dropped by {@link arrivedBeyond} (not judged while a
 * Special Activity may still remove the mover's units of that kind, {@link ownLossPossible}), and the
 * step need not be taken: then the same lower bound of the distance of the position reached as
 * {@link placementEmptiesClosed}'s; else undefined.
 */
export function moveArrivesBeyond(se: Search, s: GameState, dist: number, a: Action): number | undefined {
  if (a.type !== 'move' || a.faction !== 'british' || se.mover !== 'british' || a.count === undefined) return undefined;
  const top = s.stack[s.stack.length - 1] as unknown as PayingFrame & Record<string, unknown>;
  const arrived = top.kind !== 'britishMarch' ? undefined : a.piece === 'britishRegular' ? top.arrivedRegulars : a.piece === 'tory' ? top.arrivedTories : undefined;
  if (arrived === undefined || a.to === undefined || !top.selected.includes(a.to as SpaceId)) return undefined;
  const to = a.to as SpaceId;
  const piece = a.piece as SpacePiece;
  // The record's units still there (arrivedLeast of one kind): the step adds `count` to both.
  const least = Math.min(piecesAt(s, to)[piece], (arrived as Partial<Record<SpaceId, number>>)[to] ?? 0) + a.count;
  if (least <= se.dist.target.spaces[to].pieces[piece]) return undefined;
  const host = moverHost(se, s);
  if (host === undefined || payingCommand(s, host.faction)?.frame !== top || ownLossPossible(se, s, host)(piece)) return undefined;
  return dist - 2 * PLACED_WEIGHT * a.count;
}

/** {@link placementEmptiesClosed} and {@link moveEmptiesClosed}: `count` pieces of a kind taken from the space `from` by the step of the paying Command on top of the stack. */
function takesFromClosed(se: Search, s: GameState, dist: number, from: SpaceId, piece: SpacePiece, count: number): number | undefined {
  const host = moverHost(se, s);
  if (host === undefined) return undefined;
  const paying = payingCommand(s, host.faction);
  const top = s.stack[s.stack.length - 1] as unknown as PayingFrame & Record<string, unknown>;
  if (paying === undefined || paying.frame !== top) return undefined;
  const group = paying.groups.find((g) => g.includes(piece));
  if (group === undefined) return undefined;
  const closed = from !== top[OPEN_SPACE[top.kind]] && top.selected.includes(from);
  if (!closed && !(group.includes('militiaActive') && barredToMilitia(s, top, from))) return undefined;
  const now = piecesAt(s, from);
  const then = se.dist.target.spaces[from].pieces;
  let more = count;
  for (const p of group) more += then[p] - now[p];
  return more > 0 ? dist - 2 * PLACED_WEIGHT * count : undefined;
}

/**
 * The most a piece placed or taken changes its space's part of the distance (matchDistance.ts): its own
 * count, and the Persuasion or Continentals still wanted there.
 */
const PLACED_WEIGHT = 2;

/**
 * Whether the mover's Partisans strike `a` at `s` (4.3.2: its decision on top, the strike its last, so
 * that its frame goes) reaches a position dropped by {@link closedShort} or {@link struckOff}: the strike
 * Activates one Underground Militia in its space, or two of which it removes one, and removes the
 * Royalist pieces its option names; nothing else in the move flips the Command's Militia once no
 * Special Activity is under way or to come (the Command's frame alone above its host, no Leader left
 * alone in the space to move on, 1.10), nor removes enemy pieces once the strike is over (the March,
 * Rally and Gather touch only the mover's own). So that the step need not be taken: then a lower bound
 * of the distance of the position reached (its space exactly; each piece removed changes a pool, and a
 * cube also the CBC; a Militia lost, Washington's held pieces), and whether that position may end the
 * move (no Command under way: it is then judged as a whole move, not dropped); else undefined.
 */
export function partisansStrikeMisses(se: Search, s: GameState, dist: number, a: Action): StrikeMiss | undefined {
  if (a.type !== 'partisans' || a.faction !== se.mover || a.space === undefined || a.option === undefined) return undefined;
  const host = moverHost(se, s);
  const st = s.stack;
  const top = st[st.length - 1] as unknown as StrikeFrame & { kind: string };
  if (host === undefined || host.activity !== 'partisans' || top.kind !== 'patriotsPartisans' || struckBy(top).length + 1 < strikesAllowed(top.restriction)) return undefined;
  const x = a.space as SpaceId;
  const paying = payingCommand(s, host.faction);
  // The frames once the strike's is gone: the host's, and the paying Command's or none.
  if (st.length !== (paying === undefined ? 4 : 5) || (paying !== undefined && (st[3] as unknown) !== paying.frame)) return undefined;
  const { activated, lost, removed } = partisansOutcome(a.option);
  const was = piecesAt(s, x);
  // The space's pieces once struck (a copy: the state is not written).
  const pieces = { ...was, militiaUnderground: was.militiaUnderground - activated, militiaActive: was.militiaActive + activated - lost };
  let cubes = 0;
  for (const p of removed) {
    pieces[p] = pieces[p] - 1;
    if (p === 'britishRegular' || p === 'tory') cubes++;
  }
  // A Leader left alone there would move (1.10).
  for (const f of FACTIONS) if (s.leaders[f].at === x && countFaction(pieces, f) === 0) return undefined;
  const target = se.dist.target;
  const after = (id: SpaceId): Record<SpacePiece, number> => (id === x ? pieces : piecesAt(s, id));
  if (!strikeClosesShort(target, paying, after) && !(ENEMY_UNTOUCHED.has(host.command) && enemiesOff(target, 'patriots', after))) return undefined;
  const i = spaceIndex(x);
  const least = dist + se.dist.spaceOf(i, { ...spaceAt(s, x), pieces }) - se.dist.space(i, spaceAt(s, x)) - removed.length - lost - cubes - (s.leaders.patriots.at === x ? 2 * lost : 0);
  return { least, mayEnd: paying === undefined };
}

/** {@link partisansStrikeMisses}' answer. */
export interface StrikeMiss {
  least: number;
  mayEnd: boolean;
}

/** For {@link partisansStrikeMisses}: whether a space the paying Command closed shows fewer of a kind of its pieces than the target ({@link closedShort} with no flips left). */
function strikeClosesShort(target: Board, paying: Paying | undefined, after: (id: SpaceId) => Record<SpacePiece, number>): boolean {
  if (paying === undefined) return false;
  const frame = paying.frame as PayingFrame & Record<string, unknown>;
  const open = frame[OPEN_SPACE[frame.kind]];
  const selected = frame.selected;
  for (let k = 0; k < selected.length; k++) {
    const id = selected[k];
    if (id === open) continue;
    const now = after(id);
    const then = target.spaces[id].pieces;
    for (const g of paying.groups) for (const p of g) if (then[p] > now[p]) return true;
  }
  return false;
}

/** Whether a space shows other pieces of the Faction's enemy than the target, by {@link ENEMY_GROUPS} ({@link struckOff}; {@link partisansStrikeMisses} with its space struck). */
function enemiesOff(target: Board, f: 'patriots' | 'indians', after: (id: SpaceId) => Record<SpacePiece, number>): boolean {
  const enemies = ENEMY_GROUPS[f];
  for (let i = 0; i < SPACE_IDS.length; i++) {
    const now = after(SPACE_IDS[i]);
    const want = target.spaces[SPACE_IDS[i]].pieces;
    for (let k = 0; k < enemies.length; k++) {
      let d = 0;
      for (const p of enemies[k]) d += now[p] - want[p];
      if (d !== 0) return true;
    }
  }
  return false;
}

/**
 * Whether the mover's `done` at `s` ends its British or Patriot March ({@link PAYING_COMMANDS}: the
 * Patriot one's with no group open, 3.3.2), its Gather (3.4.1) or its Rally (3.3.1: not while a space's
 * Militia are still to place) and reaches a position dropped by {@link commandLeftOff}: the
 * end pays nothing and moves none of the Command's pieces (the Marches' Activate Militia or War Parties only,
 * 3.2.3, 3.3.2), so the Resources above the target's or a space short of the pieces only the Command brings
 * in stay so. So that the step need not be taken: then a lower bound of the distance of the position
 * reached (each unit Activated changes two counts); else undefined. That position may end the move (it
 * is then judged as a whole move, not dropped).
 */
export function marchEndLeftOff(se: Search, s: GameState, dist: number, a: Action): number | undefined {
  if (a.type !== 'done' || a.faction !== se.mover) return undefined;
  const host = moverHost(se, s);
  if (host === undefined || host.commandSpaces.length === 0) return undefined;
  const top = s.stack[s.stack.length - 1] as unknown as PayingFrame & Record<string, unknown>;
  const paying = payingCommand(s, host.faction);
  if (paying === undefined || paying.frame !== top || PAYING_COMMANDS[host.faction][host.command] !== top.kind) return undefined;
  let flipped = 0;
  if (top.kind === 'britishMarch') for (let k = 0; k < top.selected.length; k++) flipped += piecesAt(s, top.selected[k]).militiaUnderground;
  else if (top.kind === 'patriotsMarch' && top.group == null) flipped = top.dest == null ? 0 : piecesAt(s, top.dest as SpaceId).warPartyUnderground;
  else if (top.kind !== 'indiansGather' && !(top.kind === 'patriotsRally' && top.phase !== 'militia')) return undefined;
  const target = se.dist.target;
  if (s.resources[host.faction] <= target.resources[host.faction] && !spacesShowing(target, paying.groups).some((id) => lacks(s, target, id, paying.groups))) return undefined;
  return dist - 2 * flipped;
}

/**
 * Whether the British transfer of the mover's Trade at `s` (4.4.1), with its Gather or March under way
 * below it, reaches a position {@link spentBeyond} drops: the transfer moves Resources from the British to
 * the Indians (none given: the Indians add one, 1.8's 50 kept) and Activates one Underground War Party in
 * the Trade's Province, nothing else, and the Trade then over, nothing in the Indian Command raises either
 * Faction's Resources (no Non-Player March, 3.4.2), while the Indian Command still owes what it owed
 * ({@link commandOwes}: a War Party Activated leaves the counts it reads). So the step need not be taken:
 * then the exact distance of the position reached (the variants of a transfer read one another's
 * distances); else undefined.
 */
export function transferFallsShort(se: Search, s: GameState, dist: number, a: Action): number | undefined {
  if (a.type !== 'transfer' || a.faction !== 'british' || se.mover !== 'indians') return undefined;
  const st = s.stack;
  const n = st.length;
  if (n < 5 || st[0].kind !== 'game' || st[1].kind !== 'eventCard' || st[2].kind !== 'commandHost') return undefined;
  const host = st[2] as unknown as { faction: Faction; command: string; activity: string | null };
  const trade = st[n - 1] as unknown as { kind: string; space: SpaceId | null };
  const below = st[n - 2].kind;
  if (host.faction !== 'indians' || host.activity !== 'trade' || trade.kind !== 'indiansTrade' || trade.space === null || (below !== 'indiansGather' && below !== 'indiansMarch')) return undefined;
  if (host.command === 'march' && s.options.nonPlayers.includes('indians')) return undefined;
  if (payingCommand(s, 'indians')?.frame !== (st[n - 2] as unknown as PayingFrame) || payingCommand(s, 'british') !== undefined) return undefined;
  const target = se.dist.target;
  const value = a.value!;
  const british = s.resources.british - value;
  const indians = value > 0 ? s.resources.indians + value : Math.min(MAX_RESOURCES, s.resources.indians + TRADE_REFUSED_GAIN);
  if (british >= target.resources.british && indians - commandOwes(s, 'indians', target) >= target.resources.indians) return undefined;
  const i = spaceIndex(trade.space);
  const space = spaceAt(s, trade.space);
  const pieces = space.pieces;
  const flipped = { ...space, pieces: { ...pieces, warPartyUnderground: pieces.warPartyUnderground - 1, warPartyActive: pieces.warPartyActive + 1 } };
  const resources = (f: Faction, now: number): number => Math.abs(now - target.resources[f]) - Math.abs(s.resources[f] - target.resources[f]);
  return dist + se.dist.spaceOf(i, flipped) - se.dist.space(i, space) + resources('british', british) + resources('indians', indians);
}
