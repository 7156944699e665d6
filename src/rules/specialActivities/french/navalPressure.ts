/**
 * 4.5.3 French Naval Pressure (after the Treaty of Alliance; not with Agent Mobilization): FNI rises
 * one level, never above the Squadrons/Blockades that are not Unavailable (nor above 3, 1.9). A
 * Squadron in the West Indies goes onto any City as a Blockade; with none there, the French rearrange
 * the Blockades already on Cities (any City may take several).
 *
 * Decisions (after `{ type: 'specialActivity', activity: 'navalPressure' }`), all `faction: 'french'`:
 * - with a Squadron in the West Indies: `{ type: 'placeBlockade', space }`, the City receiving it;
 * - otherwise: `{ type: 'placeBlockade', space }` once per Blockade on Cities, naming their Cities in
 *   non-decreasing canonical order (each arrangement once; naming the same Cities keeps it). The
 *   arrangement is put on the map when the last City is named.
 * @module
 */
import type { Action } from '../../../core/action';
import type { Frame, GameState } from '../../../core/state';
import type { SpaceId } from '../../../data/ids';
import { defineStep } from '../../../flow/step';
import { log, popFrame, pushFrame } from '../../../flow/frames';
import { blockadesOnCities } from '../../board';
import { applyArrangement, arrangementOptions } from '../../blockades';
import { spaceName } from '../../../data/text';
import type { SpecialActivityModule } from '../../../flow/contracts';
const RULE = '4.5.3';
const F = 'french' as const;

/** The highest FNI level (1.9). */
export const FNI_MAX = 3;

/** Whether French Naval Pressure can raise FNI now (4.5.3, 1.9). Pure. */
export function canFrenchNavalPressure(state: GameState): boolean {
  const markers = state.spaces.WestIndies.squadrons + blockadesOnCities(state);
  return state.treatyOfAlliance && state.fni < FNI_MAX && state.fni + 1 <= markers;
}

/** French Naval Pressure in progress. */
export interface FrenchNavalPressureFrame extends Frame {
  kind: 'frenchNavalPressure';
  /** `place`: a Squadron from the West Indies; `rearrange`: Cities named so far. */
  mode: 'place' | 'rearrange';
  placed: SpaceId[];
}

/** The French Naval Pressure decisions (4.5.3). */
export const frenchNavalPressureStep = defineStep<FrenchNavalPressureFrame>({
  kind: 'frenchNavalPressure',
  rule: RULE,
  decider: () => F,
  prompt: (state, frame) =>
    frame.mode === 'place'
      ? 'Naval Pressure: place a Squadron from the West Indies on a City as a Blockade'
      : `Naval Pressure: rearrange the Blockades — name the City of Blockade ${frame.placed.length + 1} of ${blockadesOnCities(state)}`,
  options: (_state, frame): Action[] => arrangementOptions(F, frame.mode === 'rearrange' ? frame.placed : []),
  handle(draft, frame, action) {
    const space = action.space as SpaceId;
    if (frame.mode === 'place') {
      draft.fni += 1;
      draft.spaces.WestIndies.squadrons -= 1;
      draft.spaces[space].blockades += 1;
      log(draft, `Naval Pressure: FNI raised to ${draft.fni}; a Squadron from the West Indies Blockades ${spaceName(space)}`, RULE, F);
      popFrame(draft);
      return;
    }
    frame.placed.push(space);
    if (frame.placed.length < blockadesOnCities(draft as GameState)) return;
    draft.fni += 1;
    applyArrangement(draft, frame.placed);
    log(draft, `Naval Pressure: FNI raised to ${draft.fni}; the French arrange the Blockades: ${frame.placed.map(spaceName).join(', ')}`, RULE, F);
    popFrame(draft);
  },
});

/** The French Naval Pressure Special Activity (4.5.3). */
export const frenchNavalPressure: SpecialActivityModule = {
  id: 'navalPressure',
  faction: F,
  name: 'Naval Pressure',
  rule: RULE,
  accompanies: (state, command) => state.treatyOfAlliance && command !== 'agentMobilization',
  canStart: canFrenchNavalPressure,
  start(draft) {
    const frame: FrenchNavalPressureFrame = { kind: 'frenchNavalPressure', mode: draft.spaces.WestIndies.squadrons > 0 ? 'place' : 'rearrange', placed: [] };
    pushFrame(draft, frame);
  },
  harmless: () => true,
};
