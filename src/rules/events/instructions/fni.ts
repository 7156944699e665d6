/**
 * Event instruction `fni` (5.1, 1.9): French Naval Intervention raised or lowered by levels. Before the
 * Treaty of Alliance nothing happens (1.9: FNI stays at 0 and no Blockade is placed). After it, each
 * level lowered the British remove a Blockade of their choice to the West Indies, where it is a
 * Squadron again; each level raised the French put a Squadron from the West Indies on a City of their
 * choice as a Blockade — while FNI is below 3 and a Squadron is there (5.1.3). "FNI to n" (`to`, #40):
 * the levels between FNI as it stands when the instruction begins and n, each as above, as far as
 * they go (5.1.3); the number of levels is fixed then (the progress `target`).
 * @module
 */
import type { Action } from '../../../core/action';
import type { GameState } from '../../../core/state';
import { CITIES } from '../../../data/map';
import { spaceName, spacesText } from '../../../data/text';
import { isCity } from '../../../data/map';
import { addMarkers, setFni, markersIn } from '../../board';
import { blockadedCities, blockadeToWestIndies } from '../../blockades';
import type { EventContext, Fni, Progress } from '../program';
import { eventBecause, eventLog, newProgress, type InstructionModule } from '../instruction';

/** The highest FNI level (1.9). */
const FNI_MAX = 3;

/** Whether one more level can be lowered (`down`) or raised now. */
function canChange(state: GameState, down: boolean): boolean {
  if (!state.treatyOfAlliance) return false;
  return down ? state.fni > 0 : state.fni < FNI_MAX && markersIn(state, 'WestIndies', 'squadrons') > 0;
}

/**
 * Whether the instruction lowers FNI: a negative `change`, or a level `to` below FNI now (the direction
 * never turns while the instruction moves FNI toward its level).
 */
function lowers(ctx: EventContext, instr: Fni): boolean {
  return instr.to === undefined ? instr.change < 0 : instr.to < ctx.state.fni;
}

/** How many levels the instruction moves FNI: fixed when it began (`target`), else the `change`. */
function levelsOf(instr: Fni, progress: Progress): number {
  return progress.target ?? Math.abs(instr.change ?? 0);
}

export const fni: InstructionModule<Fni> = {
  op: 'fni',
  begin(draft, _frame, instr, ctx) {
    if (!draft.treatyOfAlliance) {
      eventLog(draft, ctx, 'FNI unaffected before the Treaty of Alliance (1.9)');
      return null;
    }
    const progress = newProgress();
    if (instr.to !== undefined) progress.target = Math.abs(instr.to - draft.fni);
    return progress;
  },
  options(ctx, instr, progress) {
    const down = lowers(ctx, instr);
    if (progress.done >= levelsOf(instr, progress) || !canChange(ctx.state, down)) return [];
    if (down) {
      const cities = blockadedCities(ctx.state);
      // No Blockade on a City (only possible in a hand-made position): the level drops with none to remove.
      if (cities.length === 0) return [{ faction: 'british', type: 'done' }];
      return cities.map((space) => ({ faction: 'british', type: 'removeBlockade', space }));
    }
    return CITIES.map((space): Action => ({ faction: 'french', type: 'placeBlockade', space }));
  },
  handle(draft, frame, _instr, ctx, action) {
    if (action.type === 'removeBlockade') {
      blockadeToWestIndies(draft, action.space!);
      eventLog(draft, ctx, `FNI lowered to ${draft.fni}; the British remove the Blockade from ${spaceName(action.space!)} to the West Indies`, 'british');
    } else if (action.type === 'placeBlockade') {
      setFni(draft, draft.fni + 1);
      addMarkers(draft, 'WestIndies', 'squadrons', -1);
      addMarkers(draft, action.space!, 'blockades', 1);
      eventLog(draft, ctx, `FNI raised to ${draft.fni}; a Squadron from the West Indies Blockades ${spaceName(action.space!)}`, 'french');
    } else {
      setFni(draft, Math.max(0, draft.fni - 1));
      eventLog(draft, ctx, `FNI lowered to ${draft.fni}`);
    }
    frame.progress!.done += 1;
  },
  // 1.9: a Blockade is removed from a Blockaded City, and a Squadron placed on a City.
  explain(ctx, instr, _progress, action) {
    const down = lowers(ctx, instr);
    if (action.type === 'placeBlockade' || action.type === 'removeBlockade') {
      if ((action.type === 'removeBlockade') !== down)
        return eventBecause(ctx, '1.9', down ? 'lowers FNI: the British remove a Blockade, nobody places one' : 'raises FNI: the French place a Blockade, nobody removes one');
      const name = spaceName(action.space!);
      if (down) return eventBecause(ctx, '1.9', `lowers FNI: the British remove a Blockade from ${spacesText(blockadedCities(ctx.state))}; ${name} has none`);
      if (!isCity(action.space!)) return eventBecause(ctx, '1.9', `raises FNI: the Squadron Blockades a City, and ${name} is not one`);
    }
    if (action.type === 'done' && down && blockadedCities(ctx.state).length > 0) return eventBecause(ctx, '1.9', 'lowers FNI: the British remove a Blockade with each level');
    return null;
  },
  decider: (ctx, instr) => (lowers(ctx, instr) ? 'british' : 'french'),
  prompt: (ctx, instr) => (lowers(ctx, instr) ? 'FNI drops one level: the British remove a Blockade to the West Indies' : 'FNI rises one level: the French place a Squadron from the West Indies on a City'),
};
