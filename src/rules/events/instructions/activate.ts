/**
 * Event instruction `activate` (5.1, 1.4.3): Underground Militia (the Patriots') or War Parties (the
 * Indians') turn Active — all of them in the spaces, or a number of them chosen one at a time, in map
 * order, by the Faction whose pieces they are unless the text names another decider (5.1); only the
 * spaces after which the count can still be reached are offered (5.1.3).
 * @module
 */
import type { Action } from '../../../core/action';
import type { Reason } from '../../../core/reason';
import { SPACE_IDS, spaceIndex, type Faction, type SpaceId, type SpacePiece } from '../../../data/ids';
import { KIND_NAME, piecesText, spaceName, spacesText } from '../../../data/text';
import { flipPieces, piecesAt } from '../../board';
import type { Activate, EventContext, Progress } from '../program';
import { completable, countOf, eventBecause, eventLog, fixCount, factionOf, kindWord, newProgress, countKinds, theFaction, type InstructionModule } from '../instruction';

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
        const n = piecesAt(draft, space)[kinds[0]];
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
    // 5.1.3: the count is compulsory; only spaces that still let it be reached (canonical order).
    return completable(openSpaces(ctx, instr, progress, kinds[0]), countOf(ctx, instr.count, progress) - progress.done).map(({ space }): Action => ({ faction: decider, type: 'activate', space, piece: kinds[0], count: 1 }));
  },
  handle(draft, frame, instr, ctx, action) {
    const kinds = irregulars(factionOf(ctx, instr.faction))!;
    flipPieces(draft, action.space!, kinds[0], kinds[1], 1);
    eventLog(draft, ctx, `${piecesText(1, kinds[0])} in ${spaceName(action.space!)} Activated`, factionOf(ctx, instr.who ?? instr.faction));
    frame.progress!.done += 1;
    frame.progress!.last = spaceIndex(action.space!);
  },
  explain: (ctx, instr, progress, action) => whyNotActivate(ctx, instr, progress, action),
  decider: (ctx, instr) => factionOf(ctx, instr.who ?? instr.faction),
  prompt(ctx, instr, progress) {
    const owner = factionOf(ctx, instr.faction);
    return `${theFaction(factionOf(ctx, instr.who ?? instr.faction))} Activate ${instr.count === 'all' ? 'all' : countOf(ctx, instr.count, progress)} of ${theFaction(owner)}' Underground pieces (${progress.done} so far)`;
  },
};

/** The spaces with Underground pieces to Activate, in map order from the last one taken on. */
function openSpaces(ctx: EventContext, instr: Activate, progress: Progress, underground: SpacePiece): { space: SpaceId; key: number; n: number }[] {
  const open: { space: SpaceId; key: number; n: number }[] = [];
  for (const space of spacesIn(ctx, instr)) {
    const n = piecesAt(ctx.state, space)[underground];
    if (spaceIndex(space) >= progress.last && n > 0) open.push({ space, key: spaceIndex(space), n });
  }
  return open;
}

/** Why the Activation is not legal now (refusals only): the spaces the text names, the Faction's Underground kind, one at a time, a piece there, map order, the compulsory count (5.1.3). */
function whyNotActivate(ctx: EventContext, instr: Activate, progress: Progress, action: Action): Reason | null {
  const kinds = irregulars(factionOf(ctx, instr.faction));
  if (action.type !== 'activate' || action.space === undefined || kinds === null || instr.count === 'all') return null;
  const [underground] = kinds;
  const what = `Activates ${countKinds(countOf(ctx, instr.count, progress), [underground])}`;
  const space = action.space;
  const name = spaceName(space);
  const all = spacesIn(ctx, instr);
  if (!all.includes(space)) return eventBecause(ctx, '5.1', `${what} in ${spacesText(all)} only: ${name} is not one of them`);
  if (action.piece === kinds[1]) return eventBecause(ctx, '1.4.3', `${what}: ${KIND_NAME[kinds[1]][1]} are Active already, and only Underground pieces are Activated`);
  if (action.piece !== underground) return eventBecause(ctx, '5.1', `${what}, not ${kindWord(action.piece)}`);
  if (action.count !== 1) return eventBecause(ctx, '5.1', `${what}, one at a time (count 1), not ${action.count}`);
  if (piecesAt(ctx.state, space)[underground] === 0) return eventBecause(ctx, '5.1.3', `${what}: there is no ${KIND_NAME[underground][0]} in ${name}`);
  if (spaceIndex(space) < progress.last) return eventBecause(ctx, '5.1', `${what} in map order (docs/actions.md): ${name} comes before the last space Activated in`);
  return eventBecause(ctx, '5.1.3', `${what}: Activating in ${name} now would leave pieces the text Activates out of reach in map order (docs/actions.md)`);
}
