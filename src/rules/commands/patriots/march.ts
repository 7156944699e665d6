/**
 * Patriot March (3.3.2): move Militia and Continentals (French Regulars with them) into adjacent
 * spaces; locate War Parties.
 *
 * Select destinations, one Patriot Resource each; the French pay one Resource for each destination
 * French Regulars enter (nothing when free, 3.1.2, or with Rochambeau, see below). Limited: one
 * destination (2.3.5). All units going between the same two spaces travel together; no unit moves
 * twice. French Regulars accompany Continentals 1 for 1. A group's Militia turn Active when the
 * destination was a British-Controlled City before the group arrived and the group's units plus the
 * British cubes there exceed 3. When a destination is finished, one Underground War Party there is
 * Activated for every two Continentals there.
 *
 * Decisions (frame `patriotsMarch`):
 * - `selectSpace` a destination (pays; the previous destination is finished first);
 * - `move` from an adjacent space into the current destination, one kind and a count: a group's
 *   kinds in the order continental, frenchRegular, militiaUnderground, militiaActive; the group is
 *   closed by `done` (or automatically when no kind can be added);
 * - `done` with no group open: finish the March (at least one group must have entered the
 *   current destination).
 * After a group closes, the Leaders of the units' Factions may follow them (1.10, `moveLeader`, kind
 * `patriotsLeader`); a Leader the group left alone is moved by its owner (kind `leaderAlone`, rules/leaders.ts).
 * @module
 */
import { because, type Reason } from '../../../core/reason';
import type { Draft } from 'immer';
import type { Action } from '../../../core/action';
import type { GameState } from '../../../core/state';
import { SPACE_IDS, type Control, type Faction, type SpaceId, type SpacePiece } from '../../../data/ids';
import { ADJACENT, isCity } from '../../../data/map';
import { NEIGHBOUR_INDICES, someFlagged } from '../../../data/neighbourIndices';
import { defineStep } from '../../../flow/step';
import { defineCommand } from '../../../flow/define';
import { log, popFrame } from '../../../flow/frames';
import { addResources, countBritishCubes, movePieces, flipPieces, indexedSpacesHoldingAny, piecesAt, controlOf } from '../../board';
import { canPay, isEmptyRecord, pay, whyCannotPay } from '../common';
import { mayExecuteInSpaces, maySelectMore, whyMayNotExecuteIn } from '../../../flow/restriction';
import type { CommandFrame, CommandMode, CommandModule } from '../../../flow/contracts';
import { askLeaderAlone, setAsideIfAlone } from '../../leaders';
import { recordUnitMove } from '../../nonPlayers/leaders';
import { offerFollow, resourcesText, spaceName } from './shared';
import { FACTION_ADJECTIVE, KIND_NAME, piecesText, spacesText } from '../../../data/text';
import { commandFrameProblems } from '../agreement';
import { eachArrival, stillMovable, type ArrivalRecord } from '../arrivals';

const RULE = '3.3.2';
const P = 'patriots' as const;

/** Patriot cost per destination (3.3.2). */
export const MARCH_COST = 1;
/** French cost per destination French Regulars enter (3.3.2). */
export const MARCH_FRENCH_COST = 1;

/** Kinds of a moving group, in the order they are chosen. */
export const GROUP_KINDS = ['continental', 'frenchRegular', 'militiaUnderground', 'militiaActive'] as const satisfies readonly SpacePiece[];
type GroupKind = (typeof GROUP_KINDS)[number];

/** A group being moved from one space into the current destination. */
export interface MarchGroup {
  from: SpaceId;
  /** Index in {@link GROUP_KINDS} of the last kind chosen. */
  cursor: number;
  continental: number;
  frenchRegular: number;
  militiaUnderground: number;
  militiaActive: number;
  /** Control of the destination before the group moved (3.3.2 Militia activation). */
  controlBefore: Control;
  /** Leaders set aside when the group left their space empty of their Faction's pieces (1.10). */
  setAside: Faction[];
}

/**
 * Units that arrived this March, by space and kind (they may not move again); where a Special Activity
 * Activated or removed Militia or Continentals in a space that holds arrived and other ones, the
 * outcomes of its choice (rules/commands/arrivals.ts).
 */
export type Arrivals = ArrivalRecord;

/** The March Command frame. */
export interface PatriotsMarchFrame extends CommandFrame {
  kind: 'patriotsMarch';
  /** The current destination (the last selected), or null before the first. */
  dest: SpaceId | null;
  /** Origins of the groups that entered the current destination. */
  origins: SpaceId[];
  /** The open group, or null. */
  group: MarchGroup | null;
  arrived: Arrivals;
  /** Destinations the French paid for. */
  frenchPaid: SpaceId[];
}

// ---------------------------------------------------------------------------------------------
// Queries

/**
 * Units of a kind in a space that may still move this March (3.3.2: no unit moves more than once; a
 * Special Activity's choice of which units it Activated or removed, as {@link stillMovable} reads it).
 */
export function movableUnits(state: GameState, arrived: Arrivals, space: SpaceId, kind: SpacePiece): number {
  return stillMovable(state, arrived, space, kind);
}

/** Whether a group of Patriot units may start from the space (Continentals or Militia that have not moved). */
function hasMovablePatriots(state: GameState, arrived: Arrivals, space: SpaceId): boolean {
  // None there, none to move (arrivals are never negative): the record is not read.
  if (!hasPatriotUnits(state, space)) return false;
  if (arrived[space] === undefined) return true;
  for (let i = 0; i < PATRIOT_UNITS.length; i++) if (movableUnits(state, arrived, space, PATRIOT_UNITS[i]) > 0) return true;
  return false;
}
const PATRIOT_UNITS = ['continental', 'militiaUnderground', 'militiaActive'] as const;

/** The spaces holding Continentals or Militia, as a set (bit i: the space at position i of SPACE_IDS) when the board is indexed, else −1. */
function indexedPatriotUnits(state: GameState): number {
  return indexedSpacesHoldingAny(state, PATRIOT_UNITS);
}

/** Whether the space holds Continentals or Militia (moved or not). */
function hasPatriotUnits(state: GameState, space: SpaceId): boolean {
  const p = piecesAt(state, space);
  return p.continental + p.militiaUnderground + p.militiaActive > 0;
}

/**
 * Whether the space may be a March destination (3.3.2): a map space (Patriots never enter the West
 * Indies, 1.4.2) next to a space with Patriot units that have not moved this March.
 */
export function canMarchTo(state: GameState, space: SpaceId, arrived: Arrivals = NO_ARRIVALS): boolean {
  if (space === 'WestIndies') return false;
  const origins = ADJACENT[space];
  for (let i = 0; i < origins.length; i++) if (hasMovablePatriots(state, arrived, origins[i])) return true;
  return false;
}
const NO_ARRIVALS: Arrivals = Object.freeze({});

/** Why the space may not be a March destination ({@link canMarchTo}: 3.3.2, 1.4.2), or null when it may. Pure. */
export function whyNotMarchTo(state: GameState, space: SpaceId, arrived: Arrivals = {}): Reason | null {
  if (canMarchTo(state, space, arrived)) return null;
  if (space === 'WestIndies') return because('1.4.2', 'the Patriots never enter the West Indies');
  return because(RULE, `no space next to ${spaceName(space)} holds Continentals or Militia that have not moved this March`);
}

/**
 * Why a Patriot action is not among the March's options now (3.3.2, and the general limits of
 * flow/restriction.ts), or null when the generic reason says enough. Pure.
 */
function explainMarch(state: GameState, frame: PatriotsMarchFrame, action: Action): Reason | null {
  const dest = frame.dest;
  if (action.type === 'selectSpace') {
    if (frame.group !== null) return because(RULE, `close the group moving from ${spaceName(frame.group.from)} first (done)`);
    if (dest !== null && frame.origins.length === 0) return because(RULE, `at least one group must enter ${spaceName(dest)} before another destination`);
    const space = action.space!;
    return whyCannotPay(state, P, MARCH_COST, frame.mode, 'each March destination', RULE) ?? whyMayNotExecuteIn(state, frame, space) ?? whyNotMarchTo(state, space, frame.arrived);
  }
  if (dest === null) return because(RULE, 'select a destination first');
  if (action.type !== 'move') return null;
  const from = action.from!;
  const kind = action.piece as SpacePiece;
  if (action.to !== dest) return because(RULE, `units move now into ${spaceName(dest)}, the destination selected`);
  if (!ADJACENT[dest].includes(from)) return because(RULE, `units March into an adjacent space, and ${spaceName(from)} is not adjacent to ${spaceName(dest)}`);
  const g = frame.group;
  if (g !== null && from !== g.from) return because(RULE, `the group moving from ${spaceName(g.from)} is open: close it (done) before another group moves`);
  if (g === null && frame.origins.includes(from)) return because(RULE, `all units going from ${spaceName(from)} to ${spaceName(dest)} travel together, and that group has moved`);
  if (!(GROUP_KINDS as readonly string[]).includes(kind)) return because(RULE, `a Patriot March moves Continentals and Militia (French Regulars with Continentals), not ${KIND_NAME[kind][1]}`);
  if (kind === 'frenchRegular') {
    if (g === null) return because(RULE, 'French Regulars move only with Continentals, after them in the same group');
    if ((action.count ?? 0) > g.continental) return because(RULE, `French Regulars accompany Continentals one for one, and the group has ${piecesText(g.continental, 'continental')}`);
    if (!frenchMayEnter(state, frame, from)) return because(RULE, `French Regulars entering ${spaceName(dest)} cost the French 1 Resource, and they have ${state.resources.french}`);
  }
  const n = movableUnits(state, frame.arrived, from, kind);
  if ((action.count ?? 0) > n) return because(RULE, `${spaceName(from)} has ${piecesText(n, kind)} that can still move (no unit moves twice), not ${action.count}`);
  if (g !== null && GROUP_KINDS.indexOf(kind as GroupKind) <= g.cursor)
    return because(RULE, `a group's kinds are chosen in the order Continentals, French Regulars, Underground Militia, Active Militia (docs/actions.md), each once`);
  return null;
}

/** Whether the Rochambeau capability makes the French entry free: Rochambeau in the origin or the destination. */
export function rochambeauWaives(state: GameState, from: SpaceId, to: SpaceId): boolean {
  const { leader, at } = state.leaders.french;
  return leader === 'Rochambeau' && (at === from || at === to);
}

/** Whether French Regulars may enter the current destination from `from` now (the French can pay, or need not). */
function frenchMayEnter(state: GameState, frame: PatriotsMarchFrame, from: SpaceId): boolean {
  const dest = frame.dest!;
  return (
    frame.mode.free ||
    frame.frenchPaid.includes(dest) ||
    rochambeauWaives(state, from, dest) ||
    state.resources.french >= MARCH_FRENCH_COST
  );
}

/**
 * The spaces {@link canMarchTo} allows among those `allowed`, canonical order: the map spaces next to a
 * space with Patriot units that have not moved (each origin tested once, not once per destination). Pure.
 */
function marchDestinations(state: GameState, arrived: Arrivals, allowed: (space: SpaceId) => boolean): SpaceId[] {
  const origin: boolean[] = [];
  // Before any unit arrived, the record of arrivals is not read.
  const none = isEmptyRecord(arrived);
  // The spaces holding Patriot units, when the board's index tells them: the others are not read.
  const units = indexedPatriotUnits(state);
  for (let i = 0; i < SPACE_IDS.length; i++) {
    if (units !== -1 && (units & (1 << i)) === 0) origin.push(false);
    else if (none) origin.push(units !== -1 || hasPatriotUnits(state, SPACE_IDS[i]));
    else origin.push(hasMovablePatriots(state, arrived, SPACE_IDS[i]));
  }
  const out: SpaceId[] = [];
  for (let i = 0; i < SPACE_IDS.length; i++) {
    const id = SPACE_IDS[i];
    if (id !== 'WestIndies' && someFlagged(NEIGHBOUR_INDICES[i], origin) && allowed(id)) out.push(id);
  }
  return out;
}

function selectable(state: GameState, frame: PatriotsMarchFrame): SpaceId[] {
  if (!maySelectMore(frame) || !canPay(state, P, MARCH_COST, frame.mode)) return [];
  return marchDestinations(state, frame.arrived, mayExecuteInSpaces(state, frame));
}

// ---------------------------------------------------------------------------------------------
// Option generators

/** How many units of the kind the open group may add (French Regulars: up to its Continentals, if the French may enter). */
function groupKindMax(state: GameState, frame: PatriotsMarchFrame, kind: GroupKind): number {
  const g = frame.group!;
  const max = movableUnits(state, frame.arrived, g.from, kind);
  if (kind !== 'frenchRegular') return max;
  return frenchMayEnter(state, frame, g.from) ? Math.min(max, g.continental) : 0;
}

function groupKindActions(state: GameState, frame: PatriotsMarchFrame): Action[] {
  const g = frame.group!;
  const dest = frame.dest!;
  const out: Action[] = [];
  for (let i = g.cursor + 1; i < GROUP_KINDS.length; i++) {
    const kind = GROUP_KINDS[i];
    const max = groupKindMax(state, frame, kind);
    for (let c = 1; c <= max; c++) out.push({ faction: P, type: 'move', from: g.from, to: dest, piece: kind, count: c });
  }
  return out;
}

/** Whether the open group may still add a kind ({@link groupKindActions} is not empty). */
function groupMayGrow(state: GameState, frame: PatriotsMarchFrame): boolean {
  for (let i = frame.group!.cursor + 1; i < GROUP_KINDS.length; i++) if (groupKindMax(state, frame, GROUP_KINDS[i]) > 0) return true;
  return false;
}

function newGroupActions(state: GameState, frame: PatriotsMarchFrame): Action[] {
  const dest = frame.dest!;
  const out: Action[] = [];
  const origins = ADJACENT[dest];
  for (let i = 0; i < origins.length; i++) {
    const from = origins[i];
    // No unit there, none to move: the arrivals are not read; nor outside the destinations, where
    // no unit arrived (marchProblems holds a saved frame to it).
    if (frame.origins.includes(from) || !hasPatriotUnits(state, from)) continue;
    const arrivedHere = frame.selected.includes(from);
    for (let j = 0; j < PATRIOT_UNITS.length; j++) {
      const kind = PATRIOT_UNITS[j];
      const n = arrivedHere ? movableUnits(state, frame.arrived, from, kind) : piecesAt(state, from)[kind];
      for (let c = 1; c <= n; c++) out.push({ faction: P, type: 'move', from, to: dest, piece: kind, count: c });
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Handlers

const groupUnits = (g: MarchGroup): number => g.continental + g.frenchRegular + g.militiaUnderground + g.militiaActive;

/** Closes the open group: Militia activation, arrivals, Leaders (3.3.2, 1.10). */
function closeGroup(draft: Draft<GameState>, frame: Draft<PatriotsMarchFrame>): void {
  const g = frame.group!;
  const dest = frame.dest!;
  const p = piecesAt(draft, dest);
  // A Special Activity while the group was open (Partisans, Persuasion) may have Activated or removed
  // some of its Militia: only those still there, Underground, can be Activated now. (The arrival record
  // took in that Activity's choice counting the group among the arrived units, arrivals.ts.)
  const ug = Math.min(g.militiaUnderground, p.militiaUnderground);
  const cubes = countBritishCubes(p);
  const activated = isCity(dest) && g.controlBefore === 'british' && groupUnits(g) + cubes > 3 && ug > 0 ? ug : 0;
  if (activated > 0) {
    flipPieces(draft, dest, 'militiaUnderground', 'militiaActive', activated);
    log(
      draft,
      `${spaceName(dest)} was a British-Controlled City and the group's ${groupUnits(g)} units plus ${cubes} British cubes exceed 3: ${piecesText(activated, 'militiaUnderground')} set Active`,
      RULE,
      P,
    );
  }
  eachArrival(frame.arrived, dest, (a) => {
    const add = (kind: SpacePiece, n: number): void => {
      if (n > 0) a[kind] = (a[kind] ?? 0) + n;
    };
    const turned = Math.min(activated, (a.militiaUnderground ?? 0) + g.militiaUnderground);
    add('continental', g.continental);
    add('frenchRegular', g.frenchRegular);
    add('militiaUnderground', g.militiaUnderground - turned);
    add('militiaActive', g.militiaActive + turned);
  });
  frame.origins.push(g.from);
  frame.group = null;
  // The Patriots decide first (pushed last): Washington, then the French Leader.
  const leader = (faction: Faction, moved: boolean): void => {
    if (g.setAside.includes(faction)) askLeaderAlone(draft, faction, g.from);
    else if (moved) offerFollow(draft, faction, g.from, dest, RULE);
  };
  leader('french', g.frenchRegular > 0);
  leader(P, true);
}

/** Finishes the current destination: War Parties located by Continentals (3.3.2). */
function closeDestination(draft: Draft<GameState>, frame: Draft<PatriotsMarchFrame>): void {
  const dest = frame.dest;
  if (!dest) return;
  const p = piecesAt(draft, dest);
  const n = Math.min(Math.floor(p.continental / 2), p.warPartyUnderground);
  if (n > 0) {
    flipPieces(draft, dest, 'warPartyUnderground', 'warPartyActive', n);
    log(draft, () => `${piecesText(p.continental, 'continental')} in ${spaceName(dest)} Activate ${piecesText(n, 'warPartyUnderground')}`, RULE, P);
  }
}

function handleSelect(draft: Draft<GameState>, frame: Draft<PatriotsMarchFrame>, space: SpaceId): void {
  closeDestination(draft, frame);
  const paid = pay(draft, P, MARCH_COST, frame.mode);
  frame.selected.push(space);
  frame.dest = space;
  frame.origins = [];
  log(draft, () => `March into ${spaceName(space)}${frame.mode.free ? ' (free)' : ` (pay ${resourcesText(paid)})`}`, RULE, P);
}

function handleMove(draft: Draft<GameState>, frame: Draft<PatriotsMarchFrame>, action: Action): void {
  const dest = frame.dest!;
  const from = action.from!;
  const kind = action.piece as GroupKind;
  const count = action.count!;
  if (!frame.group) {
    frame.group = {
      from,
      cursor: -1,
      continental: 0,
      frenchRegular: 0,
      militiaUnderground: 0,
      militiaActive: 0,
      controlBefore: controlOf(draft, dest),
      setAside: [],
    };
  }
  const g = frame.group;
  if (kind === 'frenchRegular' && !frame.mode.free && !frame.frenchPaid.includes(dest)) {
    if (rochambeauWaives(draft, from, dest)) {
      log(draft, `French Regulars enter ${spaceName(dest)} with Rochambeau: no French cost`, RULE, 'french');
    } else {
      const paid = -addResources(draft, 'french', -MARCH_FRENCH_COST);
      frame.frenchPaid.push(dest);
      log(draft, () => `French Regulars enter ${spaceName(dest)}: the French pay ${resourcesText(paid)}`, RULE, 'french');
    }
  }
  movePieces(draft, from, dest, kind, count);
  g[kind] += count;
  g.cursor = GROUP_KINDS.indexOf(kind);
  log(draft, () => `March: ${piecesText(count, kind)} from ${spaceName(from)} to ${spaceName(dest)}`, RULE, P);
  // 1.10: a Leader left with no pieces of its Faction is set aside at once; its owner decides when the group is closed.
  const faction: Faction = kind === 'frenchRegular' ? 'french' : P;
  recordUnitMove(draft, faction, from, dest, count);
  if (setAsideIfAlone(draft, faction)) g.setAside.push(faction);
  if (!groupMayGrow(draft as GameState, frame as PatriotsMarchFrame)) closeGroup(draft, frame);
}

// ---------------------------------------------------------------------------------------------
// Agreement of a saved frame with its board (loadGame)

/** The Factions whose units a group moved: the Patriots always, the French with French Regulars. */
const groupFactions = (g: MarchGroup): Faction[] => (g.frenchRegular > 0 ? [P, 'french'] : [P]);

/** What the open group must agree with (3.3.2, 1.10): from next door, once per origin, kinds in order, French Regulars with Continentals, Leaders set aside. */
function groupProblems(state: GameState, frame: PatriotsMarchFrame, dest: SpaceId, g: MarchGroup): string[] {
  const out: string[] = [];
  if (!ADJACENT[dest].includes(g.from)) out.push(`group.from: ${spaceName(g.from)} is not adjacent to ${spaceName(dest)} (3.3.2)`);
  if (frame.origins.includes(g.from)) out.push(`group.from: a group from ${spaceName(g.from)} already entered ${spaceName(dest)}; units between two spaces travel together (3.3.2)`);
  const last = GROUP_KINDS[g.cursor];
  if (last === undefined || g[last] === 0 || GROUP_KINDS.slice(g.cursor + 1).some((k) => g[k] > 0))
    out.push(`group.cursor: ${g.cursor} is not the last kind the group from ${spaceName(g.from)} moved (kinds go ${GROUP_KINDS.map((k) => KIND_NAME[k][1]).join(', ')})`);
  if (g.frenchRegular > g.continental)
    out.push(`group.frenchRegular: ${piecesText(g.frenchRegular, 'frenchRegular')} with ${piecesText(g.continental, 'continental')}; French Regulars accompany Continentals 1 for 1 (3.3.2)`);
  const factions = groupFactions(g);
  g.setAside.forEach((f, i) => {
    if (!factions.includes(f) || g.setAside.indexOf(f) !== i || state.leaders[f].at !== 'available')
      out.push(`group.setAside: the ${FACTION_ADJECTIVE[f]} Leader was not set aside by this group (1.10: only the Leader of a Faction whose units moved, once, and then Available)`);
  });
  return out;
}

/**
 * What a March frame must agree with (3.3.2): the destination is the last space selected, never the
 * West Indies; its groups came from adjacent spaces, once each; units arrived and the French paid only
 * in destinations; the open group as {@link groupProblems} says.
 */
function marchProblems(state: GameState, frame: PatriotsMarchFrame): string[] {
  const out: string[] = [];
  const last = frame.selected[frame.selected.length - 1] ?? null;
  if (frame.dest !== last)
    out.push(`dest: the March goes into ${frame.dest ? spaceName(frame.dest) : 'no destination'}, but the last space selected is ${last ? spaceName(last) : 'none'}`);
  const stray = frame.selected.find((s) => s === 'WestIndies');
  if (stray) out.push(`selected: Patriot units never enter ${spaceName(stray)} (1.4.2)`);
  for (const id of Object.keys(frame.arrived) as SpaceId[])
    if (!frame.selected.includes(id)) out.push(`arrived: units arrived in ${spaceName(id)}, which is not a destination of the March`);
  const unpaid = frame.frenchPaid.find((s, i) => !frame.selected.includes(s) || frame.frenchPaid.indexOf(s) !== i);
  if (unpaid) out.push(`frenchPaid: the French paid for ${spaceName(unpaid)}, which is not a destination of the March or was paid for already (3.3.2)`);
  const dest = frame.dest;
  if (dest === null || out.length > 0) {
    if (dest === null && (frame.origins.length > 0 || frame.group)) out.push(`dest: groups moved with no destination selected`);
    return out;
  }
  const odd = frame.origins.find((s, i) => !ADJACENT[dest].includes(s) || frame.origins.indexOf(s) !== i);
  if (odd) out.push(`origins: a group came into ${spaceName(dest)} from ${spaceName(odd)}, which is not adjacent to it or had already sent one (3.3.2)`);
  // Closing a group records its arrivals in the destination, even none (a Special Activity may have removed them);
  // a Special Activity during the open group records there what it took of the group's units (arrivals.ts).
  const recorded = frame.arrived[dest] !== undefined;
  if (frame.origins.length > 0 ? !recorded : recorded && frame.group === null)
    out.push(
      frame.origins.length > 0
        ? `origins: groups came into ${spaceName(dest)} from ${spacesText(frame.origins)}, but no arrival there is recorded`
        : `origins: none, but groups already arrived in ${spaceName(dest)}; the March would have to move another in before going on (3.3.2)`,
    );
  if (frame.group) out.push(...groupProblems(state, frame, dest, frame.group));
  return out;
}

// ---------------------------------------------------------------------------------------------
// The step and the module

/** The March decision step. */
export const patriotsMarchStep = defineStep<PatriotsMarchFrame>({
  kind: 'patriotsMarch',
  rule: RULE,
  decider: () => P,
  prompt(_state, frame) {
    if (!frame.dest) return 'March: select a destination';
    const where = spaceName(frame.dest);
    if (frame.group) return `March into ${where}: add more units to the group from ${spaceName(frame.group.from)}, or close the group (done)`;
    if (frame.origins.length === 0) return `March into ${where}: move a group in from an adjacent space`;
    return `March into ${where}: move another group in, select another destination, or finish (done)`;
  },
  explain: explainMarch,
  options(state, frame): Action[] {
    if (!frame.dest) return selectable(state, frame).map((space) => ({ faction: P, type: 'selectSpace', space }));
    if (frame.group) return [...groupKindActions(state, frame), { faction: P, type: 'done' }];
    const out = newGroupActions(state, frame);
    if (frame.origins.length > 0) {
      out.push(...selectable(state, frame).map((space): Action => ({ faction: P, type: 'selectSpace', space })));
      out.push({ faction: P, type: 'done' });
    }
    return out;
  },
  handle(draft, frame, action) {
    switch (action.type) {
      case 'selectSpace':
        return handleSelect(draft, frame, action.space!);
      case 'move':
        return handleMove(draft, frame, action);
      case 'done':
        if (frame.group) return closeGroup(draft, frame);
        closeDestination(draft, frame);
        log(draft, `March complete (${frame.selected.map(spaceName).join(', ')})`, RULE, P);
        popFrame(draft);
        return;
    }
  },
  validate: (state, frame, at) => [...commandFrameProblems(state, frame, at, { id: 'march', name: 'March', faction: P }), ...marchProblems(state, frame)],
});

/** The Patriot March Command (3.3.2): a destination can be selected, paying one Resource unless free (3.1). */
export const patriotsMarch: CommandModule = defineCommand<PatriotsMarchFrame>({
  id: 'march',
  faction: P,
  name: 'March',
  rule: RULE,
  kind: 'patriotsMarch',
  // `done` while a group is open, and between destinations once one received a group (3.3.2), by the frame alone.
  keepsDone: true,
  // Before a destination: none without the Resources for one (see selectable).
  spaceCost: MARCH_COST,
  canExecuteIn: (state, space, mode) => canPay(state, P, MARCH_COST, mode) && canMarchTo(state, space),
  whyNotIn: (state, space, mode) => whyCannotPay(state, P, MARCH_COST, mode, 'each March destination', RULE) ?? whyNotMarchTo(state, space),
  initial: () => ({ dest: null, origins: [], group: null, arrived: {}, frenchPaid: [] }),
});

/** Whether a March can start (3.3.2, 3.1; within the mode's restriction, which names destinations). */
export function canStartMarch(state: GameState, mode: CommandMode): boolean {
  return patriotsMarch.canStart(state, mode);
}
