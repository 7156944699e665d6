/**
 * #94 Herkimer's Relief Column (1779–1780; order Indians, French, Patriots, British).
 * - Unshaded: in New York the Indians Gather and the British Muster, both free; then every Militia
 *   leaves New York.
 * - Shaded: every Indian piece leaves New York.
 *
 * Rulings:
 * - "New York" is the Province (1.3, as #35, #58).
 * - Unshaded, "Tories free Muster": Tories are no Faction; the Command that raises them is the British
 *   Muster (3.2.1), so the British execute a free Muster restricted to New York, with its whole
 *   procedure (Regulars where New York qualifies, Tories, then a Fort or Reward Loyalty there). The
 *   Indians and the British each decide their own Command (5.1); both are compulsory ("Indians free
 *   Gather and Tories free Muster", no "may") and must act in New York if they can (a Command that
 *   cannot be executed there lapses with a line, 5.1.3). In the text's order: Gather, Muster, then the
 *   Militia go. Free: no Resources, eligibility untouched (3.1.2); the Reward Loyalty Resources of the
 *   Muster are the Command's own cost and are not paid either (3.1.2 "no Resources to any Faction").
 * - "Remove all Militia": Underground and Active, to Available (no Casualties named); a Patriot Leader
 *   left alone goes as 1.10 says.
 * - Shaded: War Parties of either face and Villages, all to Available; the Indian Leader left alone is
 *   moved by the Indians (1.10).
 * @module
 */
import type { Restriction } from '../../../flow/contracts';
import type { EventCard } from '../program';

/** New York only, where the Command must act (if it can). */
const inNewYork = (): Restriction => ({ spaces: ['NewYork'], maxSpaces: 1, mustExecuteIn: true });

export const herkimersReliefColumn: EventCard = {
  card: 94,
  unshaded: [
    { op: 'grant', faction: 'indians', commands: ['gather'], restriction: inNewYork },
    { op: 'grant', faction: 'british', commands: ['muster'], restriction: inNewYork },
    { op: 'remove', where: ['NewYork'], pieces: ['militiaUnderground', 'militiaActive'], count: 'all' },
  ],
  shaded: [{ op: 'remove', where: ['NewYork'], pieces: ['warPartyUnderground', 'warPartyActive', 'village'], count: 'all' }],
};
