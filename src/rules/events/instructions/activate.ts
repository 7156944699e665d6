/**
 * Event instruction `activate` (5.1, 1.4.3): Underground Militia (the Patriots') or War Parties (the
 * Indians') turn Active — all of them in the spaces, or a number of them chosen one at a time, in map
 * order, by the Faction whose pieces they are unless the text names another decider (5.1); only the
 * spaces after which the count can still be reached are offered (5.1.3).
 * @module
 */
import type { Action } from '../../../core/action';
import { SPACE_IDS, spaceIndex, type Faction, type SpaceId, type SpacePiece } from '../../../data/ids';
import { piecesText, spaceName } from '../../../data/text';
import { flipPieces } from '../../board';
import type { Activate, EventContext } from '../program';
import { completable, countOf, eventLog, fixCount, factionOf, newProgress, theFaction, type InstructionModule } from '../instruction';

/** The Underground and Active kinds of a Faction's irregulars, or null for a Faction that has none. */
export function irregulars(faction: Faction): [SpacePiece, SpacePiece] | null {
  if (faction === 'patriots') return ['militiaUnderground', 'militiaActive'];
  if (faction === 'indians') return ['warPartyUnderground', 'warPartyActive'];
  return null;
}

function spacesIn(ctx: EventContext, instr: Activate): readonly SpaceId[] {
  if (instr.where === 'map') return SPACE_IDS;
  const v = Array.isArray(instr.where) ? instr.where : ctx.vars[(instr.where as { var: string }).var];
  return Array.isArray(v) ? v : [];
}

export const activate: InstructionModule<Activate> = {
  op: 'activate',
  begin(draft, frame, instr, ctx) {
    const kinds = irregulars(factionOf(ctx, instr.faction));
    if (kinds === null) return null;
    if (instr.count === 'all') {
      for (const space of spacesIn(ctx, instr)) {
        const n = draft.spaces[space].pieces[kinds[0]];
        if (n === 0) continue;
        flipPieces(draft, space, kinds[0], kinds[1], n);
        eventLog(draft, ctx, `${piecesText(n, kinds[0])} in ${spaceName(space)} Activated`);
      }
      return null;
    }
    frame.progress = fixCount(ctx, instr.count, newProgress());
    return frame.progress;
  },
  options(ctx, instr, progress) {
    const owner = factionOf(ctx, instr.faction);
    const kinds = irregulars(owner);
    if (kinds === null || instr.count === 'all' || progress.done >= countOf(ctx, instr.count, progress)) return [];
    const decider = factionOf(ctx, instr.who ?? instr.faction);
    const open: { space: SpaceId; key: number; n: number }[] = [];
    for (const space of spacesIn(ctx, instr)) {
      const n = ctx.state.spaces[space].pieces[kinds[0]];
      if (spaceIndex(space) >= progress.last && n > 0) open.push({ space, key: spaceIndex(space), n });
    }
    // 5.1.3: the count is compulsory; only spaces that still let it be reached (canonical order).
    return completable(open, countOf(ctx, instr.count, progress) - progress.done).map(({ space }): Action => ({ faction: decider, type: 'activate', space, piece: kinds[0], count: 1 }));
  },
  handle(draft, frame, instr, ctx, action) {
    const kinds = irregulars(factionOf(ctx, instr.faction))!;
    flipPieces(draft, action.space!, kinds[0], kinds[1], 1);
    eventLog(draft, ctx, `${piecesText(1, kinds[0])} in ${spaceName(action.space!)} Activated`, factionOf(ctx, instr.who ?? instr.faction));
    frame.progress!.done += 1;
    frame.progress!.last = spaceIndex(action.space!);
  },
  decider: (ctx, instr) => factionOf(ctx, instr.who ?? instr.faction),
  prompt(ctx, instr, progress) {
    const owner = factionOf(ctx, instr.faction);
    return `${theFaction(factionOf(ctx, instr.who ?? instr.faction))} Activate ${instr.count === 'all' ? 'all' : countOf(ctx, instr.count, progress)} of ${theFaction(owner)}' Underground pieces (${progress.done} so far)`;
  },
};
