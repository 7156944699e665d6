/**
 * #74 Chickasaw Ally with the British (1777–1778; order Indians, Patriots, British, French; French Sword).
 * - Unshaded: the Indians or the British gain a Resource for every two Villages on the map.
 * - Shaded: in each of two spaces, one War Party and two Militia, or one Militia and two War Parties,
 *   are removed.
 *
 * Rulings:
 * - Unshaded: the executing Faction chooses the Indians or the British (5.1: it selects "which
 *   Faction"); they gain ⌊Villages on the map / 2⌋, within 50 (1.8). Only a Faction that gains the most
 *   is offered (5.1.3, the fuller choice: the other may stand at or near 50); with fewer than two Villages,
 *   or both at 50, nothing is added and no Faction is chosen (as #32).
 * - Shaded: three pieces per space, at most two War Parties and at most two Militia — every removal that
 *   fits one of the two mixes and nothing else (`remove` with `limits`). Where a space cannot give the
 *   full three, as many as the mixes allow go (5.1.3). Underground and Active alike; the executing
 *   Faction picks the spaces and the pieces (5.1), to Available. Only the spaces allowing the most
 *   removals are offered (5.1.3, the fuller choice); map spaces only.
 * @module
 */
import type { Faction, SpaceId } from '../../../data/ids';
import { villagesOnMap } from '../../board';
import { allOf, condition } from '../conditions';
import type { EventCard, EventContext } from '../program';
import { countIn, onMap } from './filters';

const WAR_PARTIES = ['warPartyUnderground', 'warPartyActive'] as const;
const MILITIA = ['militiaUnderground', 'militiaActive'] as const;

/** One Resource per two Villages on the map. */
const perTwoVillages = (ctx: EventContext): number => Math.floor(villagesOnMap(ctx.state) / 2);

/** What a Faction would gain, within 50 (1.8). */
const gainOf = (ctx: EventContext, f: Faction): number => Math.min(perTwoVillages(ctx), 50 - ctx.state.resources[f]);

/** The Indians or the British, those that would gain the most (5.1.3). */
function gainers(ctx: EventContext): readonly Faction[] {
  const both: Faction[] = ['indians', 'british'];
  const best = Math.max(...both.map((f) => gainOf(ctx, f)));
  return both.filter((f) => gainOf(ctx, f) === best);
}

const anyGain = (ctx: EventContext): boolean => gainers(ctx).some((f) => gainOf(ctx, f) > 0);

/** How many of the three removals a space allows: at most two of each kind. */
const removable = (ctx: EventContext, s: SpaceId): number => Math.min(3, Math.min(2, countIn(ctx.state, s, WAR_PARTIES)) + Math.min(2, countIn(ctx.state, s, MILITIA)));

export const chickasawAlly: EventCard = {
  card: 74,
  unshaded: [
    { op: 'chooseFaction', bind: 'ally', among: gainers, when: anyGain },
    { op: 'resources', faction: { var: 'ally' }, amount: perTwoVillages, when: (ctx) => ctx.vars.ally !== undefined },
  ],
  shaded: [
    {
      op: 'selectSpaces',
      bind: 'spaces',
      what: 'space with War Parties or Militia',
      count: 2,
      filter: allOf(condition((_ctx, s) => onMap(s), 'is not on the map'), condition((ctx, s) => removable(ctx, s) > 0, 'has no War Party or Militia')),
      yields: removable,
    },
    {
      op: 'remove',
      where: { var: 'spaces' },
      pieces: [...WAR_PARTIES, ...MILITIA],
      count: 3,
      perSpace: true,
      limits: [
        { pieces: WAR_PARTIES, count: 2 },
        { pieces: MILITIA, count: 2 },
      ],
    },
  ],
};
