/**
 * 4.5.3 French Naval Pressure (after the Treaty of Alliance; not with Agent Mobilization): FNI rises
 * one level, never above the Squadrons/Blockades that are not Unavailable (nor above 3, 1.9). A
 * Squadron in the West Indies goes onto any City as a Blockade; with none there, the French rearrange
 * the Blockades already on Cities (any City may take several). With none in the West Indies the
 * Special Activity may be executed even when FNI cannot rise (usually the case: each level has its
 * Blockade): it then rearranges only, and must move at least one Blockade (see docs/rulings.md).
 *
 * Decisions (after `{ type: 'specialActivity', activity: 'navalPressure' }`), all `faction: 'french'`:
 * - with a Squadron in the West Indies: `{ type: 'placeBlockade', space }`, the City receiving it;
 * - otherwise: `{ type: 'placeBlockade', space }` once per Blockade on Cities, naming their Cities in
 *   non-decreasing canonical order (each arrangement once). When FNI rises, naming the same Cities
 *   keeps the arrangement; when it does not, only sequences ending in a different arrangement are
 *   offered. The arrangement is put on the map when the last City is named.
 * @module
 */
import type { Action } from '../../../core/action';
import type { Frame, GameState } from '../../../core/state';
import type { SpaceId } from '../../../data/ids';
import { defineStep } from '../../../flow/step';
import { log, popFrame, pushFrame } from '../../../flow/frames';
import { addMarkers, blockadesOnCities, setFni, markersIn } from '../../board';
import { applyArrangement, arrangementOptions, currentArrangement } from '../../blockades';
import { spaceName } from '../../../data/text';
import { CITIES, isCity } from '../../../data/map';
import type { SpecialActivityModule } from '../../../flow/contracts';
import { defineActivity } from '../../../flow/define';
import { frenchMayAccompany, whyFrenchMayNotAccompany } from './timing';
import { because, type Reason } from '../../../core/reason';

const RULE = '4.5.3';
const F = 'french' as const;

/** The highest FNI level (1.9). */
export const FNI_MAX = 3;

/** Whether French Naval Pressure would raise FNI now (4.5.3, 1.9): Treaty played, FNI below 3 and a Squadron/Blockade for the new level. Pure. */
export function frenchFniCanRise(state: GameState): boolean {
  const markers = markersIn(state, 'WestIndies', 'squadrons') + blockadesOnCities(state);
  return state.treatyOfAlliance && state.fni < FNI_MAX && state.fni + 1 <= markers;
}

/**
 * Whether French Naval Pressure can be executed now (4.5.3), exactly: after the Treaty, either FNI
 * can rise (a Squadron from the West Indies, or the Blockades rearranged when none is there), or no
 * Squadron is in the West Indies and a Blockade stands on a City (it can always move to another
 * City). Pure.
 */
export function canFrenchNavalPressure(state: GameState): boolean {
  if (!state.treatyOfAlliance) return false;
  if (frenchFniCanRise(state)) return true;
  return markersIn(state, 'WestIndies', 'squadrons') === 0 && blockadesOnCities(state) > 0;
}

/** Why French Naval Pressure cannot be executed now ({@link canFrenchNavalPressure}: 4.5.3, 1.9), or null when it can. Pure. */
export function whyNotFrenchNavalPressure(state: GameState): Reason | null {
  if (canFrenchNavalPressure(state)) return null;
  if (!state.treatyOfAlliance) return because(RULE, 'French Naval Pressure only once the Treaty of Alliance has been played');
  // Only where FNI outruns the Blockades on Cities (1.9 keeps one per level, so a Squadron in the West Indies leaves room to rise).
  if (markersIn(state, 'WestIndies', 'squadrons') > 0)
    return because('1.9', `FNI is at ${state.fni} and cannot rise, and the Squadron in the West Indies goes onto a City only as FNI rises`);
  return because(RULE, 'there is no Squadron in the West Indies and no Blockade on a City: Naval Pressure has nothing to place or rearrange');
}

/**
 * Why the French may not name this City for a Blockade now (4.5.3, 1.9), or null when the generic
 * reason says enough. Pure.
 */
function explainNavalPressure(state: GameState, frame: FrenchNavalPressureFrame, action: Action): Reason | null {
  if (action.type !== 'placeBlockade' || action.space === undefined) return null;
  const space = action.space;
  if (!isCity(space)) return because(RULE, `a Blockade goes on a City, and ${spaceName(space)} is not one`);
  if (frame.mode === 'place') return null;
  const last = frame.placed[frame.placed.length - 1];
  if (last !== undefined && CITIES.indexOf(space) < CITIES.indexOf(last))
    return because(RULE, `the Cities of the Blockades are named in map order (docs/actions.md): ${spaceName(space)} comes before ${spaceName(last)}, already named`);
  if (!frame.raise)
    return because(RULE, `FNI cannot rise, so Naval Pressure must move at least one Blockade, and naming ${spaceName(space)} now would leave every Blockade where it is`);
  return null;
}

/** French Naval Pressure in progress. */
export interface FrenchNavalPressureFrame extends Frame {
  kind: 'frenchNavalPressure';
  /** `place`: a Squadron from the West Indies; `rearrange`: Cities named so far. */
  mode: 'place' | 'rearrange';
  placed: SpaceId[];
  /** Whether FNI rises; when it does not (rearranging only), the arrangement must change. */
  raise: boolean;
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
  options: (state, frame): Action[] =>
    frame.mode === 'place' ? arrangementOptions(F, []) : arrangementOptions(F, frame.placed, frame.raise ? undefined : currentArrangement(state)),
  explain: explainNavalPressure,
  handle(draft, frame, action) {
    const space = action.space as SpaceId;
    if (frame.mode === 'place') {
      setFni(draft, draft.fni + 1);
      addMarkers(draft, 'WestIndies', 'squadrons', -1);
      addMarkers(draft, space, 'blockades', 1);
      log(draft, `Naval Pressure: FNI raised to ${draft.fni}; a Squadron from the West Indies Blockades ${spaceName(space)}`, RULE, F);
      popFrame(draft);
      return;
    }
    frame.placed.push(space);
    if (frame.placed.length < blockadesOnCities(draft)) return;
    if (frame.raise) setFni(draft, draft.fni + 1);
    applyArrangement(draft, frame.placed);
    const fni = frame.raise ? `FNI raised to ${draft.fni}` : `FNI stays at ${draft.fni}`;
    log(draft, `Naval Pressure: ${fni}; the French arrange the Blockades: ${frame.placed.map(spaceName).join(', ')}`, RULE, F);
    popFrame(draft);
  },
  /**
   * As it began (4.5.3, 1.9): after the Treaty; `place` while a Squadron is in the West Indies (FNI then
   * rises), `rearrange` while none is and Blockades stand on Cities; `raise` whether FNI can rise now;
   * the Cities named so far, in canonical order, fewer than the Blockades on Cities.
   */
  validate(state, frame) {
    if (!state.treatyOfAlliance) return ['kind: French Naval Pressure is under way before the Treaty of Alliance (4.5.3)'];
    const squadrons = markersIn(state, 'WestIndies', 'squadrons');
    const canRise = frenchFniCanRise(state);
    if (frame.mode === 'place') {
      if (squadrons === 0) return ['mode: Naval Pressure places a Squadron from the West Indies, where there is none (4.5.3)'];
      if (!canRise) return [`mode: Naval Pressure places a Squadron from the West Indies, but FNI cannot rise above ${state.fni} (1.9)`];
      if (frame.placed.length > 0) return ['placed: a Squadron placed from the West Indies names one City, and Naval Pressure is over (4.5.3)'];
      return [];
    }
    if (squadrons > 0) return ['mode: Naval Pressure rearranges the Blockades while a Squadron is in the West Indies, which goes onto a City instead (4.5.3)'];
    const onCities = blockadesOnCities(state);
    if (onCities === 0) return ['mode: Naval Pressure rearranges the Blockades, but none stands on a City (4.5.3)'];
    if (frame.raise !== canRise) return [`raise: FNI ${canRise ? 'can' : 'cannot'} rise now (4.5.3, 1.9)`];
    if (frame.placed.length >= onCities) return [`placed: ${frame.placed.length} Cities named for the ${onCities} Blockades on Cities; the rearrangement ends with the last (4.5.3)`];
    const order = frame.placed.map((c) => CITIES.indexOf(c));
    if (order.some((k, i) => k < 0 || (i > 0 && k < order[i - 1]))) return ['placed: the Cities of the Blockades are named in canonical City order (4.5.3)'];
    return [];
  },
});

/** The French Naval Pressure Special Activity (4.5.3). */
export const frenchNavalPressure: SpecialActivityModule = defineActivity({
  id: 'navalPressure',
  faction: F,
  name: 'Naval Pressure',
  rule: RULE,
  accompanies: frenchMayAccompany,
  whyNotAccompany: (state, command) => whyFrenchMayNotAccompany(state, command, 'navalPressure'),
  // Acts in no space (the Cities of its Blockades are not selected spaces).
  canStart: canFrenchNavalPressure,
  whyNotStart: whyNotFrenchNavalPressure,
  start(draft) {
    const mode = markersIn(draft, 'WestIndies', 'squadrons') > 0 ? 'place' : 'rearrange';
    const frame: FrenchNavalPressureFrame = { kind: 'frenchNavalPressure', mode, placed: [], raise: frenchFniCanRise(draft) };
    pushFrame(draft, frame);
  },
  // Blockades and FNI never decide whether a French Command (Hortalez, Muster, March, Battle) can go on.
  harmless: () => true,
  // FNI and the Blockades only: no French Resources change (4.5.3).
  keepsResources: true,
});
