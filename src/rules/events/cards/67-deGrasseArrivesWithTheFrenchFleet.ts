/**
 * #67 De Grasse Arrives with the French Fleet (1779–1780; order French, Indians, British, Patriots).
 * - Unshaded: FNI drops a level; three French Regulars leave the West Indies box for Available.
 * - Shaded: the French Muster or the Patriots Rally, free, in one space, and that Faction will be
 *   Eligible for the next card.
 *
 * Rulings:
 * - Unshaded: FNI as #53 (1.9: nothing before the Treaty of Alliance, a line in the account; after it the
 *   British take a Blockade back to the West Indies). The Regulars come from the West Indies box only,
 *   never the map; with fewer there, those there (5.1.3); nothing to decide (as #63).
 * - Shaded, "French or Patriots free Rally or Muster": Rally is the Patriots' Command (3.3.1) and Muster
 *   the French one (3.5.3), so the Faction fixes the Command. The executing Faction chooses the Faction
 *   (5.1: it selects "which Faction will execute a Free Command"), only one whose Command can be executed
 *   now (asked of the Rally and French Muster modules themselves, with the restriction) unless neither
 *   can, then either, whose Command lapses with a line (5.1.3, the fuller choice, as #14). The chosen
 *   Faction decides its Command (5.1). It must be executed (no "may").
 * - Shaded, "in one space": one map space (the West Indies box is not a space, 1.3.7, so no French
 *   Muster there), which the Command must select.
 * - Shaded, "remain or become Eligible": the chosen Faction will be Eligible for the next card whatever
 *   it does on this one, like the executing Faction's "remains Eligible" (2.3.6 Play Note): applied when
 *   eligibility is adjusted after the card, never at once (as #38, "British Eligible"). It applies
 *   whether or not the Command could be executed. The free Command itself leaves eligibility untouched
 *   (3.1.2).
 * @module
 */
import { SPACE_IDS, type Faction } from '../../../data/ids';
import type { CommandMode, Restriction } from '../../../flow/contracts';
import { frenchMuster } from '../../commands/french/muster';
import { patriotsRally } from '../../commands/patriots/rally';
import type { EventCard, EventContext } from '../program';
import { onMap } from './filters';

/** One map space, which the Command must select. */
const oneSpace = (): Restriction => ({ spaces: SPACE_IDS.filter(onMap), maxSpaces: 1, mustExecuteIn: true });

/** The free mode of the granted Command, with its restriction (3.1.2). */
const freeMode = (): CommandMode => ({ limited: false, free: true, specialActivity: false, restriction: oneSpace() });

/** The Factions whose Command can be executed now (French Muster, Patriot Rally), or both when neither can (5.1.3). */
function able(ctx: EventContext): readonly Faction[] {
  const out: Faction[] = [];
  if (frenchMuster.canStart(ctx.state, freeMode())) out.push('french');
  if (patriotsRally.canStart(ctx.state, freeMode())) out.push('patriots');
  return out.length > 0 ? out : ['french', 'patriots'];
}

const chose =
  (f: Faction) =>
  (ctx: EventContext): boolean =>
    ctx.vars.coordinated === f;

export const deGrasseArrives: EventCard = {
  card: 67,
  unshaded: [
    { op: 'fni', change: -1 },
    { op: 'movePool', type: 'frenchRegular', from: 'westIndies', to: 'available', count: 3 },
  ],
  shaded: [
    { op: 'chooseFaction', bind: 'coordinated', among: able },
    { op: 'grant', faction: 'french', commands: ['muster'], when: chose('french'), restriction: oneSpace },
    { op: 'grant', faction: 'patriots', commands: ['rally'], when: chose('patriots'), restriction: oneSpace },
    { op: 'eligibility', faction: { var: 'coordinated' }, effect: 'eligible' },
  ],
};
