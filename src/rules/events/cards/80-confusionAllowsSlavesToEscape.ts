/**
 * #80 Confusion Allows Slaves to Escape (1777–1778; order Indians, Patriots, French, British; every
 * Faction's Musket or Sword). Single text.
 * - Unshaded: the executing Faction names a Faction, which takes two of its own pieces off the map in
 *   each of two spaces.
 *
 * Rulings:
 * - The executing Faction names the Faction, itself included (5.1: it selects "which Faction"). Only a
 *   Faction whose pieces allow the most of the four removals is offered (5.1.3, the fuller choice, as
 *   #29 applies it to Factions): before the Treaty the French, with nothing on the map, are offered only
 *   when no Faction has anything either.
 * - The named Faction decides the details of its action (5.1: "selected to take an action"): it picks
 *   the two spaces, different map spaces with its pieces (only those allowing the most, 5.1.3), and the
 *   two pieces in each. "Its own pieces" are all of them: cubes, Militia or War Parties of either side,
 *   Forts or Villages, in any order (the text puts nothing last). "Must": no stopping early; where a
 *   space holds one, that one goes (5.1.3). Removed pieces go to Available (1.4.1: not Casualties, which
 *   the text does not name); a Leader left alone goes as 1.10 says.
 * @module
 */
import { FACTIONS, type Faction, type SpaceId } from '../../../data/ids';
import { MAP_SPACES } from '../../../data/map';
import { FACTION_NAME } from '../../../data/text';
import { allOf, condition } from '../conditions';
import type { EventCard, EventContext } from '../program';
import { countIn, onMap, ownPiecesOf } from './filters';

/** How many of the two removals the space allows the Faction. */
const removable = (ctx: EventContext, f: Faction, s: SpaceId): number => Math.min(2, countIn(ctx.state, s, ownPiecesOf(f)));

/** How many of the four removals the Faction's pieces allow: its two fullest spaces. */
function total(ctx: EventContext, f: Faction): number {
  let a = 0;
  let b = 0;
  for (const s of MAP_SPACES) {
    const n = removable(ctx, f, s);
    if (n > a) {
      b = a;
      a = n;
    } else if (n > b) b = n;
  }
  return a + b;
}

/** The Factions that allow the most removals (5.1.3), each Faction's total counted once. */
function named(ctx: EventContext): readonly Faction[] {
  const totals = FACTIONS.map((f) => total(ctx, f));
  const best = Math.max(...totals);
  return FACTIONS.filter((_, i) => totals[i] === best);
}

const chosen = (ctx: EventContext): Faction => ctx.vars.named as Faction;

export const confusionAllowsSlavesToEscape: EventCard = {
  card: 80,
  unshaded: [
    { op: 'chooseFaction', bind: 'named', among: named },
    {
      op: 'selectSpaces',
      bind: 'spaces',
      what: 'space with its own pieces',
      count: 2,
      who: { var: 'named' },
      filter: allOf(condition((_ctx, s) => onMap(s), 'is not on the map'), condition((ctx, s) => removable(ctx, chosen(ctx), s) > 0, (ctx) => `has no piece of the ${FACTION_NAME[chosen(ctx)]}`)),
      yields: (ctx, s) => removable(ctx, chosen(ctx), s),
    },
    { op: 'remove', where: { var: 'spaces' }, pieces: (ctx) => ownPiecesOf(chosen(ctx)), count: 2, perSpace: true, who: { var: 'named' } },
  ],
};
