/**
 * Event instruction `underground` (5.1, 1.4.3): every Active Militia (the Patriots') or War Party (the
 * Indians') in the spaces, or on the whole map, flips to Underground ("all War Parties on the map to
 * Underground", #77). Nothing is decided; a Faction without such pieces is left as it is.
 * @module
 */
import { MAP_SPACES } from '../../../data/map';
import { piecesText, spaceName } from '../../../data/text';
import { flipPieces, piecesAt } from '../../board';
import type { Underground } from '../program';
import { eventLog, factionOf, spacesOf, type InstructionModule } from '../instruction';
import { irregulars } from './activate';

export const underground: InstructionModule<Underground> = {
  op: 'underground',
  begin(draft, _frame, instr, ctx) {
    const kinds = irregulars(factionOf(ctx, instr.faction));
    if (kinds === null) return null;
    const [hidden, active] = kinds;
    for (const space of instr.where === 'map' ? MAP_SPACES : spacesOf(ctx, instr.where)) {
      const n = piecesAt(draft, space)[active];
      if (n === 0) continue;
      flipPieces(draft, space, active, hidden, n);
      eventLog(draft, ctx, `${piecesText(n, active)} in ${spaceName(space)} to Underground`);
    }
    return null;
  },
};
