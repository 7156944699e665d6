/**
 * #62 Charles Michel de Langlade (1779–1780; order French, British, Patriots, Indians; British and French
 * Muskets).
 * - Unshaded: three War Parties or three Tories in New York, Quebec or the Northwest.
 * - Shaded: three French Regulars in Quebec, or three Militia in the Northwest.
 *
 * Rulings:
 * - Unshaded (5.1, 5.1.3): the executing Faction picks the space — the New York Province (as #35), Quebec
 *   or the Northwest, none a City, so both kinds fit each alike — then the kind, by placing the first
 *   piece ("X or Y", as #38 shaded): all three of that kind, from Available (War Parties Underground,
 *   1.4.3); a kind Available in full is chosen over one that is not. The Indians (War Parties) or the
 *   British (Tories) executing may take their own from the map when none is Available (1.4.1).
 * - Shaded (5.1, 5.1.3): "X in Quebec or Y in the Northwest" is one choice of the executing Faction:
 *   selecting Quebec places French Regulars there, selecting the Northwest places Militia there. Only
 *   the alternative that places the most is offered (the fuller choice): no French Regular on the map
 *   before the Treaty of Alliance (2.3.9), so then the Northwest; counted from Available (and, for the
 *   Patriots executing, their Militia on the map, 1.4.1; never French Regulars). Militia Underground.
 * @module
 */
import { SPACE_IDS, type SpaceId } from '../../../data/ids';
import type { EventCard, EventContext } from '../program';
import { spacesOf } from '../instruction';
import { countIn } from './filters';

/** How many of the three pieces each alternative can place (5.1.3). */
const alternativeYields = (ctx: EventContext, s: SpaceId): number => {
  const { state } = ctx;
  if (s === 'Quebec') return state.treatyOfAlliance ? Math.min(3, state.available.frenchRegular) : 0;
  let militia = state.available.militia;
  if (ctx.faction === 'patriots') for (const other of SPACE_IDS) if (other !== 'Northwest') militia += countIn(state, other, ['militiaUnderground', 'militiaActive']);
  return Math.min(3, militia);
};

/** The alternative selected. */
const chose = (space: SpaceId) => (ctx: EventContext) => spacesOf(ctx, { var: 'space' })[0] === space;

export const charlesMichelDeLanglade: EventCard = {
  card: 62,
  unshaded: [
    { op: 'selectSpaces', bind: 'space', what: 'New York, Quebec or Northwest', count: 1, filter: (_ctx, s) => s === 'NewYork' || s === 'Quebec' || s === 'Northwest' },
    { op: 'place', where: { var: 'space' }, pieces: ['warPartyUnderground', 'tory'], count: 3, oneKind: true },
  ],
  shaded: [
    {
      op: 'selectSpaces',
      bind: 'space',
      what: 'Quebec (three French Regulars) or Northwest (three Militia)',
      count: 1,
      filter: (_ctx, s) => s === 'Quebec' || s === 'Northwest',
      yields: alternativeYields,
    },
    { op: 'place', where: ['Quebec'], pieces: ['frenchRegular'], count: 3, when: chose('Quebec') },
    { op: 'place', where: ['Northwest'], pieces: ['militiaUnderground'], count: 3, when: chose('Northwest') },
  ],
};
