/**
 * #66 Don Bernardo Takes Pensacola (1779–1780; order French, Indians, British, Patriots).
 * - Unshaded: six British cubes are placed in Florida or in Southwest.
 * - Shaded: the French or the Patriots March, free, into Florida, then Battle there, free, their side's
 *   Force Level raised by 2.
 *
 * Rulings:
 * - Unshaded (5.1, 5.1.1, 1.4.1): the executing Faction picks the Province and the cubes, British Regulars
 *   and Tories in any mix, from Available only (both Reserves hold any number of cubes, so either is a
 *   full choice). Not "up to": as many as can be placed, up to six (5.1.3). The British executing may
 *   take Tories (never Regulars) from the map once none is Available, or stop (1.4.1).
 * - Shaded "French or Patriots" (5.1: "which Faction will execute a Free Command"): the executing Faction
 *   chooses, only a Faction that can March into Florida or Battle there now — asked of the March and
 *   Battle modules with the restriction, never judged here — unless neither can (5.1.3, the fuller
 *   choice, as #14, #29); the Faction chosen decides both. Before the Treaty of Alliance the French
 *   cannot March or Battle (3.5).
 * - The March has Florida as its only destination and must reach it if it can; the Battle is restricted to
 *   Florida, which the text names, so it is fought there (if it can be) whether or not the March took place
 *   (as #26; unlike #15/#51, whose "there" exists only after a March). Both compulsory where possible, free,
 *   eligibility untouched (3.1.2).
 * - "+2 Force Level" (3.6.3): the Attacker's side (the chosen Faction, with its partner if it takes it
 *   along), in that Battle only (the granted Battle's restriction, as #51, #52).
 * @module
 */
import type { Faction, SpaceId } from '../../../data/ids';
import type { CommandMode, Restriction } from '../../../flow/contracts';
import { frenchBattle, patriotsBattle } from '../../battle/commands';
import { frenchMarch } from '../../commands/french/march';
import { patriotsMarch } from '../../commands/patriots/march';
import type { EventCard, EventContext } from '../program';

/** Into Florida, which the March must reach if it can. */
const intoFlorida = (): Restriction => ({ spaces: ['Florida'], maxSpaces: 1, mustExecuteIn: true });
/** The Battle in Florida, +2 to the Attacker's Force Level. */
const battleInFlorida = (): Restriction => ({ spaces: ['Florida'], maxSpaces: 1, mustExecuteIn: true, battle: { attackerForce: 2 } });

const free = (restriction: Restriction): CommandMode => ({ limited: false, free: true, specialActivity: false, restriction });

/** The French or Patriots whose March into Florida or Battle there can be executed now, or both when neither can (5.1.3). */
function able(ctx: EventContext): readonly Faction[] {
  const out: Faction[] = [];
  if (frenchMarch.canStart(ctx.state, free(intoFlorida())) || frenchBattle.canStart(ctx.state, free(battleInFlorida()))) out.push('french');
  if (patriotsMarch.canStart(ctx.state, free(intoFlorida())) || patriotsBattle.canStart(ctx.state, free(battleInFlorida()))) out.push('patriots');
  return out.length > 0 ? out : ['french', 'patriots'];
}

const TARGETS: readonly SpaceId[] = ['Florida', 'Southwest'];

export const donBernardoTakesPensacola: EventCard = {
  card: 66,
  unshaded: [
    { op: 'selectSpaces', bind: 'province', what: 'Florida or Southwest', count: 1, filter: (_ctx, s) => TARGETS.includes(s) },
    { op: 'place', where: { var: 'province' }, pieces: ['britishRegular', 'tory'], count: 6 },
  ],
  shaded: [
    { op: 'chooseFaction', bind: 'striker', among: able },
    { op: 'grant', faction: { var: 'striker' }, commands: ['march'], restriction: intoFlorida },
    { op: 'grant', faction: { var: 'striker' }, commands: ['battle'], restriction: battleInFlorida },
  ],
};
