/**
 * #51 Bermuda Gunpowder Plot (1775–1776; order French, Patriots, British, Indians).
 * - Unshaded: the British March, free, into one space, then Battle there, free, with the Attacker's Loss
 *   Level lowered by 2.
 * - Shaded: the Patriots March, free, into one space, then Battle there, free, with the Defender's Loss
 *   Level raised by 2.
 *
 * Rulings:
 * - (5.1, 5.3) The Faction named (British, Patriots) decides every detail. The March has exactly one
 *   destination, any map space, which it must select; the Battle is restricted to that space and must be
 *   fought there if it can be. Both are free and leave eligibility as it is (3.1.2).
 * - (3.6.5, 3.6.6) The Loss Level adjustment holds for that Battle only (the restriction of the granted
 *   Battle), whoever the Attacker and Defender are there: unshaded, the British attack and lose less
 *   (never below 0); shaded, the Patriots attack and the British (and Indians) defending lose more.
 * - (5.1.3) Where no March is possible there is no "there": no Battle. A Battle without enemies in the
 *   destination lapses with a line in the account.
 * @module
 */
import { MAP_SPACES } from '../../../data/map';
import type { BattleModifiers } from '../../../flow/contracts';
import type { EventCard, Program } from '../program';
import { inOneOf, selectedAny } from './filters';

/** "Faction free March to then free Battle in one space", with the Battle's adjustment. */
const marchThenBattle = (faction: 'british' | 'patriots', battle: BattleModifiers): Program => [
  { op: 'grant', faction, commands: ['march'], restriction: () => ({ spaces: [...MAP_SPACES], maxSpaces: 1, mustExecuteIn: true }), bind: 'space' },
  { op: 'grant', faction, commands: ['battle'], when: selectedAny('space'), restriction: inOneOf('space', battle) },
];

export const bermudaGunpowderPlot: EventCard = {
  card: 51,
  unshaded: marchThenBattle('british', { attackerLoss: -2 }),
  shaded: marchThenBattle('patriots', { defenderLoss: 2 }),
};
