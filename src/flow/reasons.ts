/**
 * Reasons built from what a decision offers, for an action no rule module explained (docs/contract.md,
 * "Errors"): the first field of the action, in canonical order, that no offered action of its type
 * shares with it, and the values offered for that field ("Boston is not among the spaces offered now;
 * offered: New York City, Quebec"; "the count must be 0–3"). Generic: no rule inside, only the words
 * of the action vocabulary (src/data/text.ts names).
 * @module
 */
import { ACTION_FIELD_NAMES, type Action, type ActionField, type ActionType } from '../core/action';
import type { Reason } from '../core/reason';
import type { SpaceId } from '../data/ids';
import { ACTIVITY_NAME, COMMAND_NAME, KIND_NAME, spaceName } from '../data/text';

/** What an action of each type does, in words ("select a space"). */
export const ACTION_TYPE_WORDS: Readonly<Record<ActionType, string>> = Object.freeze({
  pass: 'Pass',
  command: 'a Command',
  event: 'the Event',
  brilliantStroke: 'a Brilliant Stroke',
  specialActivity: 'a Special Activity',
  roll: 'a die roll',
  reveal: 'turning over a card',
  selectSpace: 'selecting a space',
  place: 'placing pieces',
  move: 'moving pieces',
  activate: 'Activating pieces',
  flip: 'flipping pieces',
  replace: 'replacing pieces',
  remove: 'removing pieces',
  shift: 'shifting Support or Opposition',
  displace: 'displacing pieces',
  buildFort: 'building a Fort',
  rewardLoyalty: 'Reward Loyalty',
  commonCause: 'Common Cause',
  skirmish: 'a Skirmish',
  partisans: 'Partisans',
  warPath: 'War Path',
  trade: 'Trade',
  transfer: 'a transfer of Resources',
  plunder: 'Plunder',
  pay: 'paying Resources',
  choose: 'a choice',
  moveLeader: 'moving a Leader',
  moveBlockade: 'moving Blockades',
  supply: 'Supply',
  placeVillage: 'placing a Village',
  westIndies: 'the West Indies',
  committeesOfCorrespondence: 'Committees of Correspondence',
  redeployLeader: 'redeploying a Leader',
  stay: 'staying',
  removeBlockade: 'removing a Blockade',
  placeBlockade: 'placing a Blockade',
  desert: 'Desertion',
  done: 'done',
});

/** Command and Special Activity names by id, as the rules print them. */
const ID_NAMES: Readonly<Record<string, string>> = Object.freeze({ ...COMMAND_NAME, ...ACTIVITY_NAME });

/** A Command or Special Activity's name by id ("Reward Loyalty" aside: the names of chapter 3 and 4). */
export const idName = (id: string): string => ID_NAMES[id] ?? id;

/** One field's value in words. */
export function valueWords(field: ActionField, value: unknown): string {
  switch (field) {
    case 'space':
    case 'from':
      return spaceName(value as SpaceId);
    case 'to':
      return value === 'available' ? 'Available' : spaceName(value as SpaceId);
    case 'piece': {
      const names = (KIND_NAME as Record<string, readonly [string, string]>)[value as string];
      return names ? names[0] : String(value);
    }
    case 'command':
    case 'activity':
      return idName(value as string);
    case 'limited':
      return value === true ? 'Limited' : 'full';
    case 'option':
      return `'${String(value)}'`;
    default:
      return String(value);
  }
}

/** What a field is called in a reason. */
const FIELD_WORDS: Readonly<Record<ActionField, readonly [string, string]>> = Object.freeze({
  command: ['Command', 'Commands'],
  activity: ['Special Activity', 'Special Activities'],
  side: ['Event side', 'Event sides'],
  space: ['space', 'spaces'],
  from: ['origin', 'origins'],
  to: ['destination', 'destinations'],
  piece: ['piece', 'pieces'],
  count: ['count', 'counts'],
  value: ['value', 'values'],
  option: ['option', 'options'],
  limited: ['kind of Command', 'kinds of Command'],
  card: ['card', 'cards'],
});

/** Numbers as a range when they are consecutive ("0–3"), else listed. */
function numbersText(values: number[]): string {
  const sorted = [...new Set(values)].sort((a, b) => a - b);
  if (sorted.length > 2 && sorted[sorted.length - 1] - sorted[0] === sorted.length - 1) return `${sorted[0]}–${sorted[sorted.length - 1]}`;
  return sorted.join(', ');
}

/** The values offered for a field, in words (absent counts as "none"). */
function offeredText(field: ActionField, values: unknown[]): string {
  const present = values.filter((v) => v !== undefined);
  const none = present.length < values.length ? ['none'] : [];
  if (field === 'count' || field === 'value') return [...(present.length > 0 ? [numbersText(present as number[])] : []), ...none].join(', ');
  return [...new Set(present.map((v) => valueWords(field, v))), ...none].join(', ');
}

/** The subject of a prompt: its words before the first colon when short ("Muster"), else none. */
function subjectOf(prompt: string): string {
  const i = prompt.indexOf(':');
  return i > 0 && i <= 48 ? prompt.slice(0, i) : '';
}

/**
 * The reason for an unlisted, well-formed action of the deciding Faction, built from the decision's
 * options: the action's type when nothing of that type is offered, else the first field whose value
 * no offered action (agreeing on the fields before it) holds. Marked `generic`.
 */
export function genericReason(prompt: string, rule: string, options: readonly Action[], action: Action): Reason {
  const subject = subjectOf(prompt);
  const lead = subject === '' ? '' : `${subject}: `;
  const sameType = options.filter((o) => o.type === action.type);
  if (sameType.length === 0) {
    const types = [...new Set(options.map((o) => ACTION_TYPE_WORDS[o.type]))];
    return { rule, text: `${lead}${ACTION_TYPE_WORDS[action.type]} is not among the choices now (${prompt}); the choices are: ${types.join(', ')}`, generic: true };
  }
  let candidates = sameType;
  const act = action as Record<string, unknown>;
  for (const field of ACTION_FIELD_NAMES) {
    const value = act[field];
    const matching = candidates.filter((o) => (o as Record<string, unknown>)[field] === value);
    if (matching.length > 0) {
      candidates = matching;
      continue;
    }
    const values = candidates.map((o) => (o as Record<string, unknown>)[field]);
    const [one, many] = FIELD_WORDS[field];
    const what = ACTION_TYPE_WORDS[action.type];
    const text =
      value === undefined
        ? `${what} needs a ${one} here; offered: ${offeredText(field, values)}`
        : field === 'count' || field === 'value'
          ? `${what}: the ${one} must be ${offeredText(field, values)}, not ${String(value)}`
          : `${valueWords(field, value)} is not among the ${many} offered now for ${what}; offered: ${offeredText(field, values)}`;
    return { rule, text: `${lead}${text}`, generic: true };
  }
  return { rule, text: `${lead}${ACTION_TYPE_WORDS[action.type]} is not among the choices now (${prompt})`, generic: true };
}
