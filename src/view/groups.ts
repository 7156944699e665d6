/**
 * The legal actions grouped for a map UI (docs/contract.md, "Actions in words and groups for a UI"):
 * by the space a UI highlights, moves by origin and destination, each split by piece kind, and the
 * rest (pass, done, Commands, Events, options, rolls) as buttons — so a client highlights spaces
 * instead of rendering a list. Every action comes with its index in `legalActions(state)`.
 * @module
 */
import type { Action, ActionPiece, ActionType } from '../core/action';
import type { GameState } from '../core/state';
import type { Decider, SpaceId } from '../data/ids';
import { KIND_NAME, spaceName } from '../data/text';
import { legalActions, pending } from '../game/machine';
import { legalActionWords, type ActionParts } from './words';

/** One legal action: its index in `legalActions(state)`, the action, and its words. */
export interface ActionChoice {
  index: number;
  action: Action;
  /** The sentence (see `actionWords`). */
  text: string;
  parts: ActionParts;
}

/** The actions of a group that carry one piece kind. */
export interface PieceActions {
  piece: ActionPiece;
  /** The kind's name, plural ("British Regulars"). */
  label: string;
  actions: ActionChoice[];
}

/** The actions about one space (selecting it, placing or removing there, a Leader going there…). */
export interface SpaceActions {
  space: SpaceId;
  /** The space's name ("New York City"). */
  label: string;
  actions: ActionChoice[];
  /** The same actions split by piece kind, for those that carry one (kinds in first-offered order). */
  pieces: PieceActions[];
}

/** The actions moving something from one space to another (or to the Available box). */
export interface MoveActions {
  from: SpaceId;
  to: SpaceId | 'available';
  /** "From Boston to Massachusetts". */
  label: string;
  actions: ActionChoice[];
  /** The same actions split by piece kind, for those that carry one. */
  pieces: PieceActions[];
}

/** Actions tied to no space, grouped by type (pass, done, Commands, Events, Special Activities, rolls, options…). */
export interface OtherActions {
  type: ActionType;
  /** The sentence of the action when the group holds one, else what the group offers ("Commands", "Roll"). */
  label: string;
  actions: ActionChoice[];
}

/** The legal actions of the pending decision, grouped for a map UI. Every legal action is in exactly one of `spaces`, `moves` and `other`. */
export interface ActionGroups {
  /** The pending decision, or null once the game is over (then every list is empty). */
  decision: { faction: Decider; kind: string; prompt: string; rule: string } | null;
  /** How many legal actions there are (the indexes run from 0 to `count - 1`). */
  count: number;
  /** By space, in first-offered order. */
  spaces: SpaceActions[];
  /** By origin → destination, in first-offered order. */
  moves: MoveActions[];
  /** The rest, by action type, in first-offered order. */
  other: OtherActions[];
}

/** What a group of several actions of one type offers. */
const TYPE_LABEL: Readonly<Partial<Record<ActionType, string>>> = Object.freeze({
  command: 'Commands',
  event: 'Events',
  specialActivity: 'Special Activities',
  roll: 'Roll',
  choose: 'Choices',
  pay: 'Pay',
  transfer: 'Transfer Resources',
  westIndies: 'Return Regulars from the West Indies',
  moveLeader: 'Move the Leader',
  redeployLeader: 'Redeploy the Leader',
});

/** Where an action goes on a map: a move (from → to), a space, or nowhere. */
function placeOf(a: Action): { from: SpaceId; to: SpaceId | 'available' } | SpaceId | null {
  if (a.from !== undefined && a.to !== undefined) return { from: a.from, to: a.to };
  // Displacement (3.2.2) and Supply moves (6.2.1) carry the origin as `space`.
  if (a.space !== undefined && a.to !== undefined && a.to !== 'available') return { from: a.space, to: a.to };
  if (a.space !== undefined) return a.space;
  // A Leader moved or redeployed to a space.
  if (a.to !== undefined && a.to !== 'available') return a.to;
  return null;
}

/** The actions split by piece kind (those without a piece are left out). */
function byPiece(actions: readonly ActionChoice[]): PieceActions[] {
  const out: PieceActions[] = [];
  for (const c of actions) {
    const piece = c.action.piece;
    if (piece === undefined) continue;
    let group = out.find((g) => g.piece === piece);
    if (!group) out.push((group = { piece, label: KIND_NAME[piece][1], actions: [] }));
    group.actions.push(c);
  }
  return out;
}

/**
 * The legal actions of the pending decision grouped for a map UI: `spaces` (by the space each is
 * about), `moves` (by origin → destination), each with its actions split by piece kind, and `other`
 * (by action type: pass, done, Commands, Events, Special Activities, options, rolls), each group
 * labelled in words and each action given with its index in `legalActions(state)` and its sentence. Pure.
 */
export function groupActions(state: GameState): ActionGroups {
  const p = pending(state);
  const legal = legalActions(state);
  const words = legalActionWords(state, legal);
  const spaces: SpaceActions[] = [];
  const moves: MoveActions[] = [];
  const other: OtherActions[] = [];
  legal.forEach((action, index) => {
    const choice: ActionChoice = { index, action, text: words[index].text, parts: words[index].parts };
    const place = placeOf(action);
    if (place === null) {
      let group = other.find((g) => g.type === action.type);
      if (!group) other.push((group = { type: action.type, label: '', actions: [] }));
      group.actions.push(choice);
    } else if (typeof place === 'string') {
      let group = spaces.find((g) => g.space === place);
      if (!group) spaces.push((group = { space: place, label: spaceName(place), actions: [], pieces: [] }));
      group.actions.push(choice);
    } else {
      let group = moves.find((g) => g.from === place.from && g.to === place.to);
      if (!group) {
        const to = place.to === 'available' ? 'Available' : spaceName(place.to);
        moves.push((group = { from: place.from, to: place.to, label: `From ${spaceName(place.from)} to ${to}`, actions: [], pieces: [] }));
      }
      group.actions.push(choice);
    }
  });
  for (const g of spaces) g.pieces = byPiece(g.actions);
  for (const g of moves) g.pieces = byPiece(g.actions);
  for (const g of other) g.label = g.actions.length === 1 ? g.actions[0].text : (TYPE_LABEL[g.type] ?? g.actions[0].parts.verb);
  return {
    decision: p && { faction: p.faction, kind: p.kind, prompt: p.prompt, rule: p.rule },
    count: legal.length,
    spaces,
    moves,
    other,
  };
}
