/**
 * #52 French Fleet Arrives in the Wrong Spot (1779–1780; order French, Patriots, British, Indians).
 * Single text.
 * - Unshaded: up to four French Regulars leave the map for Available; then the executing Faction Battles,
 *   free, in one space of its choice, its side's Force Level raised by 2.
 *
 * Rulings:
 * - "Remove up to four French Regulars from the map" (5.1, 1.3.7): the executing Faction picks them, on
 *   map spaces only (not the West Indies box), and may stop at any number ("up to"); to Available.
 * - "Free Battle anywhere" (5.1, 5.3): the text names no other Faction, so the executing Faction Battles
 *   (as every "free March/Battle" text without a Faction). One Battle: the Force Level modifier belongs to
 *   "a" Battle, as #51's Loss Level modifiers to its one space; "anywhere" lifts any limit on where — any
 *   space where the Faction's Battle Command may be fought (the West Indies included, 3.6). The Battle is
 *   compulsory where it can be fought (no "may"); without enemies anywhere it lapses with a line.
 * - "+2 Force Level" (3.6.3): the Battling Faction's side, the Attacker, adds 2 to its Force Level, in
 *   that Battle only (the restriction of the granted Battle, as #51); a French Battle joined by the
 *   Patriots (or the reverse) counts it once, for the side.
 * - The Indians cannot Battle (3.6.1): executed by them, the removal happens and the Battle lapses with a
 *   line. Before the Treaty of Alliance the French neither have Regulars on the map nor Battle (2.3.9,
 *   3.5.5).
 * @module
 */
import type { Restriction } from '../../../flow/contracts';
import type { EventCard } from '../program';

/** One Battle, in any space, with +2 to the Attacker's Force Level. */
const anywhere = (): Restriction => ({ maxSpaces: 1, battle: { attackerForce: 2 } });

export const frenchFleetArrivesInTheWrongSpot: EventCard = {
  card: 52,
  unshaded: [
    { op: 'remove', where: 'map', pieces: ['frenchRegular'], count: 4, upTo: true },
    { op: 'grant', faction: 'executing', commands: ['battle'], restriction: anywhere },
  ],
};
