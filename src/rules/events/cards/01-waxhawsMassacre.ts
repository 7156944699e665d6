/**
 * #1 Waxhaws Massacre (1779–1780; order Patriots, British, French, Indians).
 * - Unshaded: in one space where the British are, two Continentals go to Casualties, the space moves one
 *   level toward Active Support and gets two Propaganda markers.
 * - Shaded: the Patriots March, free, into one space and Battle there, free; that space then gets two
 *   Propaganda markers and moves one level toward Neutral.
 *
 * Rulings:
 * - Unshaded "one space with British" (1.3.7, 5.1): a map space holding a British piece (Regular, Tory or
 *   British Fort), picked by the executing Faction among those where the most of the text can be done
 *   (5.1.3, the fuller choice): up to two Continentals to remove, plus one for a shift toward Active
 *   Support that can happen there (population above 0, not yet at Active Support); the Propaganda fit
 *   anywhere and do not weigh. "To Casualties" is 1.6.4: Continentals to the Casualties box, CRC +1 each.
 *   With fewer than two Continentals there, those there go; the shift and the two Propaganda (within the
 *   12 markers, 3.3.3) follow in any case.
 * - Shaded (5.1, 5.3): as #51 — the Patriots, named, decide; the March has exactly one destination, any
 *   map space, which it must select; the Battle is restricted to it. Both free, eligibility untouched
 *   (3.1.2). "There" is the March's destination: the Propaganda and the shift toward Neutral are placed
 *   there whether or not a Battle could be fought (a Battle without enemies lapses with a line). Without
 *   a March there is no "one space": neither Battle, nor Propaganda, nor shift (5.1.3, as #15, #51).
 * @module
 */
import type { SpaceId } from '../../../data/ids';
import { MAP_SPACES, SPACES } from '../../../data/map';
import { countFaction, piecesAt, supportLevel } from '../../board';
import { allOf, condition } from '../conditions';
import type { EventCard, EventContext } from '../program';
import { inOneOf, onMap, selectedAny } from './filters';

/** How much of the unshaded text the space allows: Continentals up to two, and one when it can shift toward Active Support. */
function backlash(ctx: EventContext, s: SpaceId): number {
  return Math.min(2, piecesAt(ctx.state, s).continental) + (SPACES[s].population > 0 && supportLevel(ctx.state, s) < 2 ? 1 : 0);
}

export const waxhawsMassacre: EventCard = {
  card: 1,
  unshaded: [
    {
      op: 'selectSpaces',
      bind: 'space',
      what: 'space with British',
      count: 1,
      filter: allOf(condition((_ctx, s) => onMap(s), 'is not on the map'), condition((ctx, s) => countFaction(piecesAt(ctx.state, s), 'british') > 0, 'has no British piece')),
      yields: backlash,
    },
    { op: 'remove', where: { var: 'space' }, pieces: ['continental'], count: 2, to: 'casualties' },
    { op: 'shift', where: { var: 'space' }, levels: 1, toward: 2 },
    { op: 'markers', where: { var: 'space' }, marker: 'propaganda', count: 2 },
  ],
  shaded: [
    { op: 'grant', faction: 'patriots', commands: ['march'], restriction: () => ({ spaces: [...MAP_SPACES], maxSpaces: 1, mustExecuteIn: true }), bind: 'space' },
    { op: 'grant', faction: 'patriots', commands: ['battle'], when: selectedAny('space'), restriction: inOneOf('space') },
    { op: 'markers', where: { var: 'space' }, marker: 'propaganda', count: 2 },
    { op: 'shift', where: { var: 'space' }, levels: 1, toward: 0 },
  ],
};
