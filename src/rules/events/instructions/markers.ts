/**
 * Event instruction `markers` (5.1): Propaganda or Raid markers put in each of the spaces, as many as
 * the text says while markers remain (12 of each, 3.3.3, 3.4.4; 5.1.3).
 * @module
 */
import { SPACE_IDS } from '../../../data/ids';
import { MARKER_LIMITS } from '../../../data/pieces';
import { spaceName } from '../../../data/text';
import { addMarkers, markersIn } from '../../board';
import type { Markers } from '../program';
import { eventLog, spacesOf, type InstructionModule } from '../instruction';

const NAME = { propaganda: ['Propaganda marker', 'Propaganda markers'], raid: ['Raid marker', 'Raid markers'] } as const;

export const markers: InstructionModule<Markers> = {
  op: 'markers',
  begin(draft, _frame, instr, ctx) {
    for (const space of spacesOf(ctx, instr.where)) {
      let used = 0;
      for (const id of SPACE_IDS) used += markersIn(draft, id, instr.marker);
      const n = Math.min(instr.count, MARKER_LIMITS[instr.marker] - used);
      if (n <= 0) continue;
      addMarkers(draft, space, instr.marker, n);
      eventLog(draft, ctx, `${n} ${NAME[instr.marker][n === 1 ? 0 : 1]} placed in ${spaceName(space)}`);
    }
    return null;
  },
};
