/**
 * Patriot Rabble-Rousing (3.3.4): build Opposition and place Propaganda.
 *
 * Eligible spaces: Rebellion-Controlled ones holding Patriot pieces, and any space holding an
 * Underground Militia; one Resource each. In each: place a Propaganda marker (none if all 12 are on
 * the map), shift one level toward Active Opposition (no shift at Active Opposition or in a
 * 0-Population space, 1.6.1), and — unless the space is Rebellion-Controlled and holds a Patriot
 * piece — flip one of its Underground Militia to Active.
 *
 * Decisions (frame `patriotsRabbleRousing`): `selectSpace` (resolves the space at once), `done`
 * once a space is selected.
 * @module
 */
import type { Draft } from 'immer';
import type { Action } from '../../../core/action';
import type { GameState } from '../../../core/state';
import { SPACE_IDS, type SpaceId } from '../../../data/ids';
import { SPACE_BIT } from '../../../data/map';
import { MARKER_LIMITS } from '../../../data/pieces';
import { defineStep } from '../../../flow/step';
import { defineCommand } from '../../../flow/define';
import { log, popFrame } from '../../../flow/frames';
import { countPatriots, flipPieces, addMarkers, controlOf, controlMask, factionSpacesMask, indexedSpacesHolding, piecesAt, markersOnMap, supportLevel } from '../../board';
import { ACTIVE_OPPOSITION, shiftToward } from '../../procedures/support';
import { canPay, pay, whyCannotPay } from '../common';
import { mayExecuteInSpaces, maySelectMore, whyMayNotExecuteIn } from '../../../flow/restriction';
import { because, type Reason } from '../../../core/reason';
import type { CommandFrame, CommandMode, CommandModule } from '../../../flow/contracts';
import { resourcesText, spaceName } from './shared';
import { commandFrameProblems } from '../agreement';

const RULE = '3.3.4';
const P = 'patriots' as const;

/** Cost per selected space (3.3.4). */
export const RABBLE_ROUSING_COST = 1;

/** The Rabble-Rousing Command frame. */
export interface PatriotsRabbleRousingFrame extends CommandFrame {
  kind: 'patriotsRabbleRousing';
}

const LEVELS: Record<string, string> = {
  '2': 'Active Support',
  '1': 'Passive Support',
  '0': 'Neutral',
  '-1': 'Passive Opposition',
  '-2': 'Active Opposition',
};

/** Whether the space has Rebellion Control with a Patriot piece (3.3.4). */
export function rebellionControlWithPatriots(state: GameState, space: SpaceId): boolean {
  return controlOf(state, space) === 'rebellion' && countPatriots(piecesAt(state, space)) > 0;
}

/** Whether the space may be selected for Rabble-Rousing (3.3.4): Rebellion Control and Patriot pieces, or an Underground Militia. */
export function canRabbleRouse(state: GameState, space: SpaceId): boolean {
  if (space === 'WestIndies') return false;
  return rebellionControlWithPatriots(state, space) || piecesAt(state, space).militiaUnderground > 0;
}

/** The spaces where {@link canRabbleRouse} holds, as a set (bit i: the space at position i of SPACE_IDS) when the board is indexed, else −1. Pure. */
function indexedRabbleSpaces(state: GameState): number {
  const militia = indexedSpacesHolding(state, 'militiaUnderground');
  if (militia === -1) return -1;
  return ((controlMask(state, 'rebellion') & factionSpacesMask(state, 'patriots')) | militia) & ~SPACE_BIT.WestIndies;
}

/** Why the space may not be selected for Rabble-Rousing ({@link canRabbleRouse}: 3.3.4, 1.3.7), or null when it may. Pure. */
export function whyNotRabbleRouse(state: GameState, space: SpaceId): Reason | null {
  if (canRabbleRouse(state, space)) return null;
  if (space === 'WestIndies') return because('1.3.7', 'the Patriots never enter the West Indies');
  return because(RULE, `Rabble-Rousing needs Rebellion Control and a Patriot piece, or an Underground Militia, in ${spaceName(space)}: there is ${controlOf(state, space) === 'rebellion' ? 'no Patriot piece' : 'no Rebellion Control'} and no Underground Militia`);
}

/** Propaganda markers on the map (at most 12, 3.3.4). */
export function propagandaOnMap(state: GameState): number {
  return markersOnMap(state, 'propaganda');
}

function selectable(state: GameState, frame: PatriotsRabbleRousingFrame): SpaceId[] {
  if (!maySelectMore(frame) || !canPay(state, P, RABBLE_ROUSING_COST, frame.mode)) return [];
  const mayExecuteHere = mayExecuteInSpaces(state, frame);
  const rousable = indexedRabbleSpaces(state);
  return SPACE_IDS.filter((id, i) => (rousable === -1 ? canRabbleRouse(state, id) : (rousable & (1 << i)) !== 0) && mayExecuteHere(id));
}

function rabbleRouse(draft: Draft<GameState>, frame: Draft<PatriotsRabbleRousingFrame>, space: SpaceId): void {
  // Whether Militia must be Activated is read before anything changes in the space.
  const activate = !rebellionControlWithPatriots(draft, space);
  const paid = pay(draft, P, RABBLE_ROUSING_COST, frame.mode);
  frame.selected.push(space);
  const parts: string[] = [];
  if (propagandaOnMap(draft) < MARKER_LIMITS.propaganda) {
    addMarkers(draft, space, 'propaganda', 1);
    parts.push('place a Propaganda marker');
  } else parts.push('no Propaganda marker left to place');
  const shifted = shiftToward(draft, space, ACTIVE_OPPOSITION, 1);
  const level = supportLevel(draft, space);
  parts.push(shifted !== 0 ? `shift to ${LEVELS[String(level)]}` : `no shift (${LEVELS[String(level)]}${level === 0 ? ', 0 Population' : ''})`);
  if (activate) {
    flipPieces(draft, space, 'militiaUnderground', 'militiaActive', 1);
    parts.push('Activate one Underground Militia');
  }
  log(
    draft,
    `Rabble-Rousing in ${spaceName(space)}${frame.mode.free ? ' (free)' : ` (pay ${resourcesText(paid)})`}: ${parts.join(', ')}`,
    RULE,
    P,
  );
}

/** The Rabble-Rousing decision step. */
export const patriotsRabbleRousingStep = defineStep<PatriotsRabbleRousingFrame>({
  kind: 'patriotsRabbleRousing',
  rule: RULE,
  decider: () => P,
  prompt: (_state, frame) =>
    frame.selected.length === 0
      ? 'Rabble-Rousing: select a space with Rebellion Control and Patriot pieces, or with an Underground Militia'
      : 'Rabble-Rousing: select another space, or finish',
  explain: (state, frame, action) =>
    action.type === 'selectSpace'
      ? (whyCannotPay(state, P, RABBLE_ROUSING_COST, frame.mode, 'each Rabble-Rousing space', RULE) ?? whyMayNotExecuteIn(state, frame, action.space!) ?? whyNotRabbleRouse(state, action.space!))
      : null,
  options(state, frame): Action[] {
    const out: Action[] = selectable(state, frame).map((space) => ({ faction: P, type: 'selectSpace', space }));
    if (frame.selected.length > 0) out.push({ faction: P, type: 'done' });
    return out;
  },
  handle(draft, frame, action) {
    if (action.type === 'selectSpace') return rabbleRouse(draft, frame, action.space!);
    log(draft, `Rabble-Rousing complete (${frame.selected.map(spaceName).join(', ')})`, RULE, P);
    popFrame(draft);
  },
  // Each space is resolved when selected: only the Command's own fields remain to agree.
  validate: (state, frame, at) => commandFrameProblems(state, frame, at, { id: 'rabbleRousing', name: 'Rabble-Rousing', faction: P }),
});

/** The Patriot Rabble-Rousing Command (3.3.4): a space can be selected, paying one Resource unless free (3.1). */
export const patriotsRabbleRousing: CommandModule = defineCommand<PatriotsRabbleRousingFrame>({
  id: 'rabbleRousing',
  faction: P,
  name: 'Rabble-Rousing',
  rule: RULE,
  kind: 'patriotsRabbleRousing',
  // `done` once a space is selected (3.3.4).
  keepsDone: true,
  // Before a space: none without the Resources for one (see selectable).
  spaceCost: RABBLE_ROUSING_COST,
  canExecuteIn: (state, space, mode) => canPay(state, P, RABBLE_ROUSING_COST, mode) && canRabbleRouse(state, space),
  spacesToAsk: indexedRabbleSpaces,
  whyNotIn: (state, space, mode) => whyCannotPay(state, P, RABBLE_ROUSING_COST, mode, 'each Rabble-Rousing space', RULE) ?? whyNotRabbleRouse(state, space),
});

/** Whether Rabble-Rousing can start (3.3.4, 3.1; within the mode's restriction). */
export function canStartRabbleRousing(state: GameState, mode: CommandMode): boolean {
  return patriotsRabbleRousing.canStart(state, mode);
}
