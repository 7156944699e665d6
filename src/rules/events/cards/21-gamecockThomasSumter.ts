/**
 * #21 The Gamecock Thomas Sumter (1779–1780; order Patriots, Indians, French, British).
 * - Unshaded: South Carolina or Georgia moves two levels toward Active Support.
 * - Shaded: the Patriots March, free, into South Carolina or Georgia, then Battle there, free.
 *
 * Rulings:
 * - Unshaded (5.1, 5.1.3, 1.6): the executing Faction picks the Colony among those that can shift the
 *   most (the fuller choice: Georgia at Passive Support shifts one level, South Carolina at Neutral
 *   two); never past Active Support; when neither can shift, either may be picked, for no effect.
 * - Shaded (5.1, 5.3): as #14 shaded — the Patriots, named, decide; the March has one destination, South
 *   Carolina or Georgia, which it must reach; the Battle is restricted to that destination and must be
 *   fought there if it can (a Battle without enemies lapses with a line). The text leaves the Colony to
 *   the March ("March to and Battle in South Carolina or Georgia": one Colony for both), so without a
 *   March there is no Colony and no Battle (5.1.3, as #14, #15, #51). Both free, eligibility untouched
 *   (3.1.2).
 * @module
 */
import type { SpaceId } from '../../../data/ids';
import type { Restriction } from '../../../flow/contracts';
import { shiftToward } from '../instructions/shift';
import type { EventCard } from '../program';
import { inOneOf, selectedAny } from './filters';
import { supportLevel } from '../../board';

/** The two Colonies the text names. */
const TARGETS: readonly SpaceId[] = ['SouthCarolina', 'Georgia'];

/** One destination among the two, which the March must reach. */
const intoTargets = (): Restriction => ({ spaces: [...TARGETS], maxSpaces: 1, mustExecuteIn: true });

export const gamecockThomasSumter: EventCard = {
  card: 21,
  unshaded: [
    {
      op: 'selectSpaces',
      bind: 'colony',
      what: 'South Carolina or Georgia',
      count: 1,
      filter: (_ctx, s) => TARGETS.includes(s),
      yields: (ctx, s) => Math.abs(shiftToward(supportLevel(ctx.state, s), 2, 2)),
    },
    { op: 'shift', where: { var: 'colony' }, levels: 2, toward: 2 },
  ],
  shaded: [
    { op: 'grant', faction: 'patriots', commands: ['march'], restriction: intoTargets, bind: 'colony' },
    { op: 'grant', faction: 'patriots', commands: ['battle'], when: selectedAny('colony'), restriction: inOneOf('colony') },
  ],
};
