/**
 * #9 Friedrich Wilhelm von Steuben (1777–1778; order Patriots, French, British, Indians; Indian Sword).
 * - Unshaded: the British may Skirmish in up to three spaces.
 * - Shaded: the Patriots may Skirmish in up to three spaces.
 *
 * Rulings:
 * - (5.1, 5.3, 3.1.2) The Faction named executes a free Skirmish granted alone, restricted to at most
 *   three spaces (`maxSpaces: 3`, no list of spaces): it strikes once in each of up to three different
 *   spaces of its choice, each strike one of the Skirmish's own ways there (4.2.2, 4.3.3), and may stop
 *   after any strike; "may" lets it decline at once (docs/rulings.md, strikes granted in several
 *   spaces). The Event text overrides the one-space limit of the Special Activity (5.1.1) but nothing
 *   else: the British may Skirmish in the West Indies, the Patriots may not (4.3.3); under Howe, FNI
 *   drops first (1.10). Eligibility is untouched (3.1.2).
 * @module
 */
import type { EventCard } from '../program';

export const vonSteuben: EventCard = {
  card: 9,
  unshaded: [{ op: 'grant', faction: 'british', activities: ['skirmish'], optional: true, restriction: () => ({ maxSpaces: 3 }) }],
  shaded: [{ op: 'grant', faction: 'patriots', activities: ['skirmish'], optional: true, restriction: () => ({ maxSpaces: 3 }) }],
};
