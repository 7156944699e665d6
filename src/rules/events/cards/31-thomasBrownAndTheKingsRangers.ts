/**
 * #31 Thomas Brown and the King’s Rangers (1779–1780; order British, Patriots, Indians, French).
 * - Unshaded: South Carolina or Georgia gets a British Fort and two Tories.
 * - Shaded: the Patriots put two Militia in South Carolina or Georgia, then may take free Partisans there.
 *
 * Rulings:
 * - Unshaded (5.1, 5.1.3): the executing Faction picks the Colony and places (the text names no other
 *   Faction); a Colony with no room for the Fort (two Forts or Villages already, 1.4.2) is offered only
 *   when the Fort can go in neither (none Available, and for the British none to take from the map,
 *   1.4.1). The Fort and the Tories come from Available; the British executing, with none of a kind
 *   Available, may take theirs from the map or not (1.4.1); another Faction places only what is
 *   Available.
 * - Shaded (5.1): the Patriots, named, pick the Colony and place; the Militia are compulsory (5.1.3),
 *   from Available, Underground (1.4.3); with none Available the Patriots may take Militia from the map
 *   or stop (1.4.1). "May Partisans there" (5.3, 3.1.2, 4.3.2): a free Partisans granted alone, optional,
 *   restricted to that Colony (one space, as 4.3.2); it lapses with a line where it has no target.
 *   Free: no Resources, and the Patriots' eligibility is untouched unless they executed the card.
 * @module
 */
import type { SpaceId } from '../../../data/ids';
import type { EventCard, EventContext } from '../program';
import { mayPlace } from '../instructions/place';
import { placementSources } from '../../procedures/placement';
import { spacesOf } from '../instruction';

/** South Carolina or Georgia. */
const southernColony = (_ctx: EventContext, s: SpaceId): boolean => s === 'SouthCarolina' || s === 'Georgia';

/** 1 where the British Fort can go now: room for it (1.4.2) and one Available — or, for the British executing, one to take from the map (1.4.1). */
const fortFits = (ctx: EventContext, s: SpaceId): number => {
  if (!mayPlace(ctx.state, s, 'britishFort')) return 0;
  if (ctx.state.available.britishFort > 0) return 1;
  return ctx.faction === 'british' && placementSources(ctx.state, 'britishFort', s).length > 0 ? 1 : 0;
};

export const thomasBrown: EventCard = {
  card: 31,
  unshaded: [
    { op: 'selectSpaces', bind: 'colony', what: 'South Carolina or Georgia', count: 1, filter: southernColony, yields: fortFits },
    { op: 'place', where: { var: 'colony' }, pieces: ['britishFort'], count: 1 },
    { op: 'place', where: { var: 'colony' }, pieces: ['tory'], count: 2 },
  ],
  shaded: [
    { op: 'selectSpaces', bind: 'colony', what: 'South Carolina or Georgia', count: 1, who: 'patriots', filter: southernColony },
    { op: 'place', where: { var: 'colony' }, pieces: ['militiaUnderground'], count: 2, who: 'patriots' },
    {
      op: 'grant',
      faction: 'patriots',
      activities: ['partisans'],
      optional: true,
      restriction: (ctx) => ({ spaces: [...spacesOf(ctx, { var: 'colony' })], maxSpaces: 1 }),
    },
  ],
};
