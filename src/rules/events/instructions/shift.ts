/**
 * Event instruction `shift` (5.1, 1.6): each of the spaces shifts the given number of levels toward a
 * level, never past it; a space of population 0 does not shift (1.6.1).
 * @module
 */
import { SPACES } from '../../../data/map';
import { spaceName } from '../../../data/text';
import { shiftSupport, supportLevel } from '../../board';
import type { Shift } from '../program';
import { eventLog, spacesOf, type InstructionModule } from '../instruction';

/** Names of the Support/Opposition levels (1.6), −2 to +2. */
export const LEVEL_NAME: Readonly<Record<number, string>> = {
  [-2]: 'Active Opposition',
  [-1]: 'Passive Opposition',
  0: 'Neutral',
  1: 'Passive Support',
  2: 'Active Support',
};

/** The levels a space at `level` moves toward `toward` by at most `levels` (signed; 0 when already there). */
export function shiftToward(level: number, toward: number, levels: number): number {
  if (level === toward) return 0;
  return level < toward ? Math.min(levels, toward - level) : -Math.min(levels, level - toward);
}

export const shift: InstructionModule<Shift> = {
  op: 'shift',
  begin(draft, _frame, instr, ctx) {
    for (const space of spacesOf(ctx, instr.where)) {
      if (SPACES[space].population === 0) continue;
      const before = supportLevel(draft, space);
      const by = shiftToward(before, instr.toward, instr.levels);
      if (by === 0) continue;
      shiftSupport(draft, space, by);
      eventLog(draft, ctx, `${spaceName(space)} shifts ${LEVEL_NAME[before]} → ${LEVEL_NAME[supportLevel(draft, space)]}`);
    }
    return null;
  },
};
