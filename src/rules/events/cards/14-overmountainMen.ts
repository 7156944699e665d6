/**
 * #14 Overmountain Men Fight for North Carolina (1777–1778; order Patriots, French, Indians, British).
 * - Unshaded: the Indians Scout or March, free, into North Carolina or Southwest; then in that space
 *   either the Indians take War Path or the British Battle, free.
 * - Shaded: the Patriots March, free, into North Carolina or Southwest, then Battle there, free.
 *
 * Rulings:
 * - Unshaded (5.1, 5.3): the Indians, named, choose Scout or March and decide its details; it has one
 *   destination, North Carolina or Southwest, which it must reach (the restriction names the
 *   destination of a Scout as of a March, docs/rulings.md 3.4.3). "That space" is that destination: the
 *   last space the Command reports (a Scout reports its origin, then its destination).
 * - Unshaded, "Indians War Path or British free Battle": the executing Faction chooses which (5.1: it
 *   selects "which Faction will execute a Free Command"); the one chosen decides its details, restricted
 *   to that space, where it must act if it can. Only an action that can be executed there now is offered
 *   (5.1.3, the fuller choice, applied to the two actions as #29 applies it to Factions); when neither
 *   can, both are offered and the one chosen lapses with a line. Whether it can is asked of the War
 *   Path and Battle modules themselves (with the restriction, flow/restriction.ts), never judged here.
 *   Without a Scout or March there is no "that space": nothing follows.
 * - Shaded (5.1, 5.3): the Patriots decide; one destination, North Carolina or Southwest, which the
 *   March must reach; the Battle is restricted to it (as #15, #51). No March, no Battle.
 * - Everything granted is free and leaves eligibility untouched (3.1.2).
 * @module
 */
import type { Faction, SpaceId } from '../../../data/ids';
import type { Restriction } from '../../../flow/contracts';
import { canStartFreeActivity } from '../../../flow/host';
import { britishBattle } from '../../battle/commands';
import { indiansWarPath } from '../../specialActivities/indians/warPath';
import { spacesOf } from '../instruction';
import type { EventCard, EventContext } from '../program';
import { inOneOf, selectedAny } from './filters';

/** The two spaces the text names. */
const TARGETS: readonly SpaceId[] = ['NorthCarolina', 'Southwest'];

/** One destination among the two, which the Command must reach. */
const intoTargets = (): Restriction => ({ spaces: [...TARGETS], maxSpaces: 1, mustExecuteIn: true });

/** "That space": the destination the Scout or March reached — the last space it reports, one of the two. */
function thatSpace(ctx: EventContext): SpaceId[] {
  const reached = spacesOf(ctx, { var: 'moved' }).filter((s) => TARGETS.includes(s));
  return reached.length > 0 ? [reached[reached.length - 1]] : [];
}

/** The restriction of the follow-up: that space only, where it must act if it can. */
const there = (ctx: EventContext): Restriction => ({ spaces: thatSpace(ctx), maxSpaces: 1, mustExecuteIn: true });

/** The Factions whose follow-up can be executed there now (War Path, free Battle), or both when neither can (5.1.3). */
function strikers(ctx: EventContext): readonly Faction[] {
  const restriction = there(ctx);
  const able: Faction[] = [];
  if (canStartFreeActivity(ctx.state, indiansWarPath, restriction)) able.push('indians');
  if (britishBattle.canStart(ctx.state, { limited: false, free: true, specialActivity: false, restriction })) able.push('british');
  return able.length > 0 ? able : ['indians', 'british'];
}

const chose =
  (f: Faction) =>
  (ctx: EventContext): boolean =>
    ctx.vars.striker === f;

export const overmountainMen: EventCard = {
  card: 14,
  unshaded: [
    { op: 'grant', faction: 'indians', commands: ['scout', 'march'], restriction: intoTargets, bind: 'moved' },
    { op: 'chooseFaction', bind: 'striker', among: strikers, when: (ctx) => thatSpace(ctx).length > 0 },
    { op: 'grant', faction: 'indians', activities: ['warPath'], when: chose('indians'), restriction: there },
    { op: 'grant', faction: 'british', commands: ['battle'], when: chose('british'), restriction: there },
  ],
  shaded: [
    { op: 'grant', faction: 'patriots', commands: ['march'], restriction: intoTargets, bind: 'space' },
    { op: 'grant', faction: 'patriots', commands: ['battle'], when: selectedAny('space'), restriction: inOneOf('space') },
  ],
};
