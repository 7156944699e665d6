/**
 * #41 William Pitt: America Can't Be Conquered (1775–1776; order British, Indians, Patriots, French).
 * - Unshaded: two Colonies each move up to two levels toward Passive Support (never past it).
 * - Shaded: two Colonies each move up to two levels toward Passive Opposition (never past it).
 *
 * Ruling (5.1.3): the Colonies where the shift does the most are offered first (a Colony already at the
 * target level is chosen only when no other can move).
 * @module
 */
import type { EventCard, Level } from '../program';
import { shiftToward } from '../instructions/shift';
import { isColony } from './filters';
import { supportLevel } from '../../board';

const toward = (level: Level): EventCard['unshaded'] => [
  {
    op: 'selectSpaces',
    bind: 'colonies',
    what: 'Colony',
    count: 2,
    filter: (_ctx, s) => isColony(s),
    yields: (ctx, s) => Math.abs(shiftToward(supportLevel(ctx.state, s), level, 2)),
  },
  { op: 'shift', where: { var: 'colonies' }, levels: 2, toward: level },
];

export const williamPitt: EventCard = { card: 41, unshaded: toward(1), shaded: toward(-1) };
