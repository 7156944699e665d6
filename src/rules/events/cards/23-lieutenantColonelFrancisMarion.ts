/**
 * #23 Lieutenant Colonel Francis Marion (1779–1780; order Patriots, Indians, French, British).
 * - Unshaded: the British or the Indians take every Patriot unit out of North Carolina or South Carolina
 *   into one Province adjacent to it.
 * - Shaded: where Militia stand in North Carolina or South Carolina, four British units are removed from
 *   that Colony.
 *
 * Rulings:
 * - Unshaded "British or Indians move" (5.1): the executing Faction chooses which of the two moves ("which
 *   Faction" is a selection the text leaves open); that Faction decides the details of the move: the
 *   Colony (North or South Carolina) and the one Province adjacent to it that every unit goes to (a
 *   Colony or an Indian Reserve, never a City, 1.3.1, 1.3.6: Virginia, South Carolina or Southwest from
 *   North Carolina; North Carolina, Georgia or Southwest from South Carolina). Only a Colony with Patriot
 *   units is offered; with none in either, nothing happens and nothing is asked (5.1.3); between two
 *   with units the mover picks freely (both moves are complete). "All Patriot units": Continentals and
 *   Militia of either face, keeping their face; Patriot Forts stay (not units); French Regulars stay (not
 *   Patriot). Every unit moves: nothing is left to decide once the Province is chosen (`relocate` with a
 *   chosen destination). A Patriot Leader left alone goes as 1.10 says.
 * - Shaded (5.1, 5.1.3): "that space" is a Carolina holding Militia (either face); where both do, the
 *   executing Faction picks one among those where the most of the four can go (the fuller choice). "British
 *   units": British Regulars and Tories (the British have no other units; Forts are not units), picked
 *   by the executing Faction, to Available (no Casualties named, no CBC, as #17). With fewer than four
 *   there, all of them go. No Militia in either Carolina: nothing happens.
 * @module
 */
import type { SpaceId } from '../../../data/ids';
import { ADJACENT, SPACES } from '../../../data/map';
import { spaceName } from '../../../data/text';
import { allOf, condition } from '../conditions';
import type { EventCard, EventContext } from '../program';
import { countIn, unitsOf } from './filters';

/** The two Colonies the text names. */
const CAROLINAS: readonly SpaceId[] = ['NorthCarolina', 'SouthCarolina'];

/** Patriot units (1.4): Continentals and Militia of either face. */
const PATRIOT_UNITS = unitsOf('patriots');
const BRITISH_UNITS = unitsOf('british');

/** The Carolina selected, if any. */
const carolinaOf = (ctx: EventContext): SpaceId | undefined => (ctx.vars.carolina as SpaceId[] | undefined)?.[0];

/** A Province (Colony or Indian Reserve, 1.3.1) adjacent to the Carolina selected. */
const adjacentProvince = allOf(
  condition((_ctx, s) => SPACES[s].type === 'colony' || SPACES[s].type === 'reserve', 'is not a Province'),
  condition(
    (ctx, s) => {
      const from = carolinaOf(ctx);
      return from !== undefined && ADJACENT[from].includes(s);
    },
    (ctx) => {
      const from = carolinaOf(ctx);
      return `is not adjacent to ${from === undefined ? 'the Carolina selected' : spaceName(from)}`;
    },
  ),
);

/** One of the two Carolinas the text names. */
const isCarolina = condition((_ctx, s) => CAROLINAS.includes(s), 'is not North Carolina or South Carolina');

/** Every Patriot unit in the Carolina selected, counted when the move begins. */
const patriotUnitsThere = (ctx: EventContext): number => {
  const from = ctx.vars.carolina as SpaceId[] | undefined;
  return from && from.length > 0 ? countIn(ctx.state, from[0], PATRIOT_UNITS) : 0;
};

/** Whether a Patriot unit stands in either Carolina: otherwise the unshaded text has nothing to move (5.1.3). */
const anyToMove = (ctx: EventContext): boolean => CAROLINAS.some((s) => countIn(ctx.state, s, PATRIOT_UNITS) > 0);

export const lieutenantColonelFrancisMarion: EventCard = {
  card: 23,
  unshaded: [
    { op: 'chooseFaction', bind: 'mover', among: ['british', 'indians'], when: anyToMove },
    {
      op: 'selectSpaces',
      bind: 'carolina',
      what: 'North Carolina or South Carolina',
      count: 1,
      who: { var: 'mover' },
      when: anyToMove,
      filter: allOf(isCarolina, condition((ctx, s) => countIn(ctx.state, s, PATRIOT_UNITS) > 0, 'has no Patriot unit')),
    },
    { op: 'selectSpaces', bind: 'province', what: 'adjacent Province', count: 1, who: { var: 'mover' }, filter: adjacentProvince, when: (ctx) => patriotUnitsThere(ctx) > 0 },
    { op: 'relocate', from: { var: 'carolina' }, to: { var: 'province' }, pieces: PATRIOT_UNITS, count: patriotUnitsThere, who: { var: 'mover' } },
  ],
  shaded: [
    {
      op: 'selectSpaces',
      bind: 'carolina',
      what: 'Carolina with Militia',
      count: 1,
      filter: allOf(isCarolina, condition((ctx, s) => countIn(ctx.state, s, ['militiaUnderground', 'militiaActive']) > 0, 'has no Militia')),
      yields: (ctx, s) => Math.min(4, countIn(ctx.state, s, BRITISH_UNITS)),
    },
    { op: 'remove', where: { var: 'carolina' }, pieces: BRITISH_UNITS, count: 4 },
  ],
};
