/**
 * 4.3.1 Persuasion: the Patriots raise Resources in up to three Colonies or Cities that are under
 * Rebellion Control (1.7) and hold an Underground Militia. In each selected space one Underground
 * Militia there turns Active (1.4.3), the Patriots gain one Resource (1.8), and a Propaganda marker is
 * placed unless all 12 are already on the map. Accompanies any Command.
 *
 * Decisions (frame `patriotsPersuasion`, after `{ type: 'specialActivity', activity: 'persuasion' }`):
 * `{ type: 'selectSpace', space }` resolves that space at once (each space once, at most three);
 * `{ type: 'done' }` ends the Persuasion once a space is selected. It ends by itself when no further
 * space can be selected (three selected, or none left).
 *
 * Canonical order (no duplicate branches): spaces that receive a Propaganda marker are selected in map
 * order; once the markers have run out, the further spaces (which receive none) are again in map order
 * among themselves. With enough markers for every selection this is plain map order; when markers are
 * short, the Patriots still choose which spaces get the last ones (4.1: the Faction orders its actions).
 *
 * Granted with a restriction (3.1.2), only the spaces it allows are offered, and no more than its
 * maximum (and never more than three).
 * @module
 */
import type { Draft } from 'immer';
import type { Action } from '../../../core/action';
import type { Frame, GameState } from '../../../core/state';
import { copyWith } from '../../../core/pathCopy';
import { SPACE_IDS, type SpaceId } from '../../../data/ids';
import { CITIES, COLONIES, SPACE_BIT, isCity, isColony } from '../../../data/map';
import { MARKER_LIMITS } from '../../../data/pieces';
import { defineStep } from '../../../flow/step';
import { log, popFrame, pushFrame } from '../../../flow/frames';
import { addResources, flipPieces, addMarkers, controlOf, controlMask, indexedSpacesHolding, markersOnMap, piecesAt, spacesOf } from '../../board';
import { spaceName } from '../../../data/text';
import { because, type Reason } from '../../../core/reason';
import { recordActivitySpace } from '../../../flow/host';
import type { ActivityContext, Restriction, SpecialActivityModule } from '../../../flow/contracts';
import { defineActivity } from '../../../flow/define';
import { activityMayActIn, whyActivityMayNotActIn } from '../../../flow/restriction';
import { copyRestriction, sameSpaces, spacesText } from '../strikes';
import { activityHostProblems } from '../../../flow/hostFrame';
import { recordActivityTaking } from '../../commands/arrivals';
const RULE = '4.3.1';
const P = 'patriots' as const;

/** Spaces one Persuasion may select, at most (4.3.1). */
export const PERSUASION_SPACES = 3;
/** Patriot Resources gained per selected space (4.3.1). */
export const PERSUASION_RESOURCES_PER_SPACE = 1;

/** Whether the space qualifies for Persuasion (4.3.1): a Colony or City under Rebellion Control with an Underground Militia. Pure. */
export function canPersuade(state: GameState, space: SpaceId): boolean {
  if (!isColony(space) && !isCity(space)) return false;
  return controlOf(state, space) === 'rebellion' && piecesAt(state, space).militiaUnderground > 0;
}

/** The Colonies and Cities, as a set (bit i: the space at position i of SPACE_IDS). */
const COLONIES_AND_CITIES = [...COLONIES, ...CITIES].reduce((m, s) => m | SPACE_BIT[s], 0);

/** The spaces where {@link canPersuade} holds, as a set (bit i: the space at position i of SPACE_IDS) when the board is indexed, else −1. Pure. */
function indexedPersuasionSpaces(state: GameState): number {
  const militia = indexedSpacesHolding(state, 'militiaUnderground');
  return militia === -1 ? -1 : militia & controlMask(state, 'rebellion') & COLONIES_AND_CITIES;
}

/** Why the space does not qualify for Persuasion ({@link canPersuade}: 4.3.1), or null when it does. Pure. */
export function whyNotPersuade(state: GameState, space: SpaceId): Reason | null {
  if (canPersuade(state, space)) return null;
  if (!isColony(space) && !isCity(space)) return because(RULE, `Persuasion takes place in Colonies and Cities, and ${spaceName(space)} is neither`);
  return because(RULE, `Persuasion needs Rebellion Control and an Underground Militia in ${spaceName(space)}: there is ${[controlOf(state, space) !== 'rebellion' && 'no Rebellion Control', piecesAt(state, space).militiaUnderground === 0 && 'no Underground Militia'].filter(Boolean).join(' and ')}`);
}

/** Every space that qualifies for Persuasion now, map order. Pure. */
export function persuasionSpaces(state: GameState): SpaceId[] {
  const qualifying = indexedPersuasionSpaces(state);
  return qualifying === -1 ? SPACE_IDS.filter((id) => canPersuade(state, id)) : spacesOf(qualifying);
}

/** How many spaces Persuasion may take place in now ({@link persuasionSpaces}), counted up to `most`. Pure. */
function persuasionSpacesUpTo(state: GameState, most: number): number {
  const qualifying = indexedPersuasionSpaces(state);
  let n = 0;
  if (qualifying !== -1) {
    for (let m = qualifying; m !== 0 && n < most; m &= m - 1) n++;
    return n;
  }
  for (let i = 0; i < SPACE_IDS.length && n < most; i++) if (canPersuade(state, SPACE_IDS[i])) n++;
  return n;
}

/** Propaganda markers not on the map (of 12, counted over every space). Pure. */
export function propagandaLeft(state: GameState): number {
  return Math.max(0, MARKER_LIMITS.propaganda - markersOnMap(state, 'propaganda'));
}

/** Persuasion in progress. */
export interface PatriotsPersuasionFrame extends Frame {
  kind: 'patriotsPersuasion';
  /** Spaces selected so far, in the order selected. */
  selected: SpaceId[];
  /** Those of them that received a Propaganda marker. */
  marked: SpaceId[];
  /** The restriction of a granted Persuasion; absent for an ordinary one. */
  restriction?: Restriction;
}

/** The spaces selectable next, map order (see the canonical order in the module doc), within the frame's restriction. Pure. */
export function nextPersuasionSpaces(state: GameState, frame: Pick<PatriotsPersuasionFrame, 'selected' | 'marked' | 'restriction'>): SpaceId[] {
  if (frame.selected.length >= PERSUASION_SPACES) return [];
  const context: ActivityContext = { faction: P, command: '', commandSpaces: [] };
  if (frame.restriction) context.restriction = frame.restriction;
  const markerNext = propagandaLeft(state) > 0;
  const sameKind = frame.selected.filter((s) => frame.marked.includes(s) === markerNext);
  const after = sameKind.length === 0 ? -1 : SPACE_IDS.indexOf(sameKind[sameKind.length - 1]);
  return SPACE_IDS.filter((id, i) => i > after && canPersuade(state, id) && !frame.selected.includes(id) && activityMayActIn(context, id, frame.selected));
}

/**
 * What Persuasion does to the board in one space (4.3.1, 1.4.3): one Underground Militia there turns
 * Active, the Patriots gain their Resources, and a Propaganda marker is placed while any is left.
 * Returns the Resources gained and whether a marker was placed.
 */
function persuadeOnBoard(draft: Draft<GameState>, space: SpaceId): { gained: number; marker: boolean } {
  // Which Militia, one that marched in or not, is the Patriots' choice: the March's record keeps both (3.3.2).
  recordActivityTaking(draft, space, { take: 'militiaUnderground', n: 1, into: 'militiaActive', lost: 0 });
  flipPieces(draft, space, 'militiaUnderground', 'militiaActive', 1);
  const gained = addResources(draft, P, PERSUASION_RESOURCES_PER_SPACE);
  const marker = propagandaLeft(draft) > 0;
  if (marker) addMarkers(draft, space, 'propaganda', 1);
  return { gained, marker };
}

function persuade(draft: Draft<GameState>, frame: Draft<PatriotsPersuasionFrame>, space: SpaceId): void {
  const { gained, marker } = persuadeOnBoard(draft, space);
  if (marker) frame.marked.push(space);
  frame.selected.push(space);
  recordActivitySpace(draft, space);
  log(
    draft,
    `Persuasion in ${spaceName(space)}: 1 Underground Militia Activated, +${gained} Patriot Resource${gained === 1 ? '' : 's'}, ` +
      (marker ? 'a Propaganda marker placed' : 'no Propaganda marker left to place'),
    RULE,
    P,
  );
}

/** The Persuasion decision (4.3.1). */
export const patriotsPersuasionStep = defineStep<PatriotsPersuasionFrame>({
  kind: 'patriotsPersuasion',
  rule: RULE,
  isDecision: (state, frame) => nextPersuasionSpaces(state, frame).length > 0,
  run(draft, frame) {
    log(draft, `Persuasion complete (${frame.selected.map(spaceName).join(', ')})`, RULE, P);
    popFrame(draft);
  },
  decider: () => P,
  prompt: (_state, frame) =>
    frame.selected.length === 0
      ? 'Persuasion: select a Colony or City with Rebellion Control and an Underground Militia'
      : `Persuasion: select another space (${frame.selected.length} of ${PERSUASION_SPACES} selected), or done`,
  explain(state, frame, action) {
    if (action.type !== 'selectSpace') return null;
    const space = action.space!;
    if (frame.selected.length >= PERSUASION_SPACES) return because(RULE, 'Persuasion selects at most three spaces');
    if (frame.selected.includes(space)) return because('4.1', `${spaceName(space)} is already selected: a Special Activity selects each space once`);
    const context: ActivityContext = { faction: P, command: '', commandSpaces: [] };
    if (frame.restriction) context.restriction = frame.restriction;
    return whyActivityMayNotActIn(context, space, frame.selected) ?? whyNotPersuade(state, space) ?? because(RULE, 'Persuasion spaces are selected in map order, those receiving a Propaganda marker first (docs/actions.md)');
  },
  options(state, frame): Action[] {
    const out: Action[] = nextPersuasionSpaces(state, frame).map((space) => ({ faction: P, type: 'selectSpace', space }));
    if (frame.selected.length > 0) out.push({ faction: P, type: 'done' });
    return out;
  },
  handle(draft, frame, action) {
    if (action.type === 'selectSpace') {
      persuade(draft, frame, action.space!);
      return;
    }
    log(draft, `Persuasion complete (${frame.selected.map(spaceName).join(', ')})`, RULE, P);
    popFrame(draft);
  },
  /**
   * On the Patriots' command host, which records this Persuasion (4.1); its spaces, at most three
   * (4.3.1), as the host recorded them; the marked ones among them.
   */
  validate(state, frame, at) {
    const { host, problems } = activityHostProblems(state, at, { faction: P, id: 'persuasion', name: 'Persuasion', restriction: frame.restriction });
    if (host === null || problems.length > 0) return problems;
    if (frame.selected.length > PERSUASION_SPACES) problems.push(`selected: ${frame.selected.length} spaces; Persuasion selects at most ${PERSUASION_SPACES} (4.3.1)`);
    else if (!sameSpaces(frame.selected, host.activitySpaces))
      problems.push(`selected: Persuasion has selected ${spacesText(frame.selected)}, but its command host records ${spacesText(host.activitySpaces)} (4.1)`);
    const stray = frame.marked.filter((s) => !frame.selected.includes(s));
    if (stray.length > 0) problems.push(`marked: ${spacesText(stray)} received a Propaganda marker from this Persuasion without being selected (4.3.1)`);
    return problems;
  },
});

/**
 * A Persuasion space while the Patriot Command waits for it to pay (4.1): each leads the Command on
 * exactly as the first one offered does. The Command waits for 1 Resource (what `relax` raises) and
 * gets it from any space; a Patriot Command's first decision reads the Resources only to pay 1 per
 * space (3.3), and the rest of what Persuasion does (an Underground Militia Activated where the
 * Rebellion controls, a Propaganda marker) opens or closes none of its spaces. Pure.
 */
function spaceAlikeWhileWaiting(state: GameState, _command: string, action: Action): Action | undefined {
  const frame = state.stack[state.stack.length - 1] as PatriotsPersuasionFrame;
  if (frame.kind !== 'patriotsPersuasion' || action.type !== 'selectSpace') return undefined;
  const first = nextPersuasionSpaces(state, frame)[0];
  return first === undefined ? undefined : { faction: P, type: 'selectSpace', space: first };
}

/**
 * The board a Persuasion decision stands for while the Patriot Command waits for it to pay (4.1): this
 * one with the Patriots at 1 Resource or more. Every way on from a Persuasion decision selects a space
 * (`done` is offered only once one is, and it ends by itself only when none can be), each for +1
 * Resource (4.3.1), so the Command resumes with at least 1 Resource and at least today's. A Patriot
 * Command's first decision reads the Resources only to pay 1 per space (3.3), and the rest Persuasion
 * does (an Underground Militia Activated where the Rebellion controls, a Propaganda marker) opens or
 * closes none of its spaces (see `relax`): its options after any Persuasion are those on this board.
 */
function boardWhileWaiting(state: GameState): GameState | undefined {
  if (state.stack[state.stack.length - 1].kind !== 'patriotsPersuasion') return undefined;
  if (state.resources.patriots >= PERSUASION_RESOURCES_PER_SPACE) return state;
  return copyWith(state, { resources: copyWith(state.resources, { patriots: PERSUASION_RESOURCES_PER_SPACE }) });
}

/** The Persuasion Special Activity (4.3.1). */
export const patriotsPersuasion: SpecialActivityModule = defineActivity({
  id: 'persuasion',
  faction: P,
  name: 'Persuasion',
  rule: RULE,
  accompanies: () => true,
  canActIn: canPersuade,
  spacesToAsk: indexedPersuasionSpaces,
  whyNotActIn: whyNotPersuade,
  start(draft, context) {
    const frame: PatriotsPersuasionFrame = { kind: 'patriotsPersuasion', selected: [], marked: [] };
    if (context.restriction) frame.restriction = copyRestriction(context.restriction);
    pushFrame(draft, frame);
  },
  // Each qualifying space can be selected, one Resource each (4.1: it may pay for the Command).
  // The board of a Persuasion begun alone in the first min(3, n) qualifying spaces (map order, a
  // Propaganda marker in each while any is left), but the host and the account, has these Resources,
  // and any other Persuasion gains no more; otherwise they differ only in which Rebellion-Controlled
  // spaces had an Underground Militia Activated and a Propaganda marker placed. No Patriot Command's
  // first space depends on either: Rally counts the Militia Active or Underground (a Fort, the
  // supply), March moves either, Battle counts the Patriot pieces and the enemy, Rabble-Rousing asks
  // for Rebellion Control with Patriots or an Underground Militia (those spaces keep Rebellion
  // Control), and none reads the Propaganda markers; each reads the Resources only to pay. So a Command
  // can be executed here exactly when some Persuasion begun before it makes it executable (4.1).
  relax: (state) =>
    copyWith(state, {
      resources: copyWith(state.resources, {
        patriots: Math.min(50, state.resources.patriots + persuasionSpacesUpTo(state, PERSUASION_SPACES) * PERSUASION_RESOURCES_PER_SPACE),
      }),
    }),
  // Persuasion only adds Resources and a marker and turns Militia Active in Rebellion-Controlled
  // spaces: no Patriot Command loses a way on by it (Rabble-Rousing may still select those spaces,
  // a Battle still has the Militia).
  relaxDecides: true,
  harmless: () => true,
  alikeWhileWaiting: spaceAlikeWhileWaiting,
  boardWhileWaiting,
});
