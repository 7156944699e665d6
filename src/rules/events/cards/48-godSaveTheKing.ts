/**
 * #48 God Save the King (1779–1780; order British, Indians, French, Patriots).
 * - Unshaded: the British March, free, into one space, and may then Battle there, free.
 * - Shaded: a Faction other than the British, named by the executing Faction, moves its units out of
 *   three spaces where British Regulars stand, each into a space adjacent to the one it leaves.
 *
 * Rulings:
 * - Unshaded (5.1, 5.3): the British, named, decide. The March is compulsory (no "may" before it): it
 *   has exactly one destination, any map space, which it must select; the Battle is optional ("may")
 *   and restricted to that destination. Without a March there is no "there": no Battle (5.1.3, as #15,
 *   #51). Both free, eligibility untouched (3.1.2).
 * - Shaded "a non-British Faction" (5.1): the executing Faction names the Patriots, the French or the
 *   Indians (itself, when it is one of them) — only a Faction with units in a map space holding a British
 *   Regular, unless none has any (5.1.3, the fuller choice, as #29, #88). "Moves units": the named
 *   Faction's own units (cubes, Militia, War Parties — never Forts or Villages, 1.4), and it decides the
 *   details of its move (5.1): it selects the three spaces (map spaces holding a British Regular and a
 *   unit of its own when the selection is made; fewer when fewer qualify, 5.1.3), then moves units out
 *   of them, each into any adjacent space where it may stand (no War Party in a City, 1.4.2; the West
 *   Indies is adjacent to nothing), units of one space going different ways. The text sets no number of
 *   units: the Faction moves those it chooses and stops when it wants (`moveAdjacent`, as #88); each unit
 *   moves once. Units keep their face; a Leader left alone goes as 1.10 says.
 * @module
 */
import type { Faction, SpaceId } from '../../../data/ids';
import { MAP_SPACES } from '../../../data/map';
import { FACTION_NAME } from '../../../data/text';
import { allOf, condition } from '../conditions';
import type { EventCard, EventContext } from '../program';
import { countIn, inOneOf, onMap, selectedAny, unitsOf } from './filters';
import { piecesAt } from '../../board';

const NON_BRITISH: readonly Faction[] = ['patriots', 'french', 'indians'];

/** A space with a British Regular. */
const hasRegular = (ctx: EventContext, s: SpaceId): boolean => piecesAt(ctx.state, s).britishRegular > 0;
/** A space with a unit of the Faction. */
const hasUnitOf = (ctx: EventContext, f: Faction, s: SpaceId): boolean => countIn(ctx.state, s, unitsOf(f)) > 0;

/** A map space with a British Regular and a unit of the Faction. */
const engaged = (ctx: EventContext, f: Faction, s: SpaceId): boolean => onMap(s) && hasRegular(ctx, s) && hasUnitOf(ctx, f, s);

/** The non-British Factions with units beside British Regulars, or all three when none has (5.1.3). */
function engagedFactions(ctx: EventContext): readonly Faction[] {
  const able = NON_BRITISH.filter((f) => MAP_SPACES.some((s) => engaged(ctx, f, s)));
  return able.length > 0 ? able : NON_BRITISH;
}

const named = (ctx: EventContext): Faction => ctx.vars.named as Faction;

/** A map space with a British Regular and a unit of the named Faction (the shaded text's spaces). */
const engagedWithNamed = allOf(
  condition((_ctx, s) => onMap(s), 'is not on the map'),
  condition(hasRegular, 'has no British Regular'),
  condition((ctx, s) => hasUnitOf(ctx, named(ctx), s), (ctx) => `has no unit of the ${FACTION_NAME[named(ctx)]}`),
);

export const godSaveTheKing: EventCard = {
  card: 48,
  unshaded: [
    { op: 'grant', faction: 'british', commands: ['march'], restriction: () => ({ spaces: [...MAP_SPACES], maxSpaces: 1, mustExecuteIn: true }), bind: 'space' },
    { op: 'grant', faction: 'british', commands: ['battle'], optional: true, when: selectedAny('space'), restriction: inOneOf('space') },
  ],
  shaded: [
    { op: 'chooseFaction', bind: 'named', among: engagedFactions },
    { op: 'selectSpaces', bind: 'spaces', what: 'space with British Regulars', count: 3, who: { var: 'named' }, filter: engagedWithNamed },
    { op: 'moveAdjacent', from: { var: 'spaces' }, pieces: (ctx) => unitsOf(named(ctx)), who: { var: 'named' } },
  ],
};
