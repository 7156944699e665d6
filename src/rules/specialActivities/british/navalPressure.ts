/**
 * 4.2.3 British Naval Pressure: before the Treaty of Alliance, or at FNI 0, +1D3 British Resources;
 * otherwise FNI drops one level and the British remove a Blockade of their choice to the West Indies.
 * Accompanies any Command. Under Howe, his own FNI drop comes first (1.10), so a Naval Pressure that
 * finds FNI at 0 afterwards rolls for Resources.
 *
 * Automatic after `{ type: 'specialActivity', activity: 'navalPressure' }`: the die is a `roll` step
 * (a `chance` decision with external dice); the Blockade choice is the `britishLowerFni` step.
 * @module
 */
import type { Frame, GameState } from '../../../core/state';
import { copyWith } from '../../../core/pathCopy';
import { MAX_RESOURCES } from '../../../data/pieces';
import { defineStep } from '../../../flow/step';
import { log, popFrame, pushFrame } from '../../../flow/frames';
import { requestRolls, takeRolls, type RollFrame, type RollReceiver } from '../../../flow/roll';
import { addResources } from '../../board';
import type { SpecialActivityModule } from '../../../flow/contracts';
import { defineActivity } from '../../../flow/define';
import { fniDropBoards, howeApplies, howeBefore, howeRelax, pushLowerFni, relaxFni } from './lowerFni';

const RULE = '4.2.3';

/** Whether British Naval Pressure would add Resources now (rather than lower FNI). Pure. */
export function navalPressureGivesResources(state: GameState): boolean {
  return !state.treatyOfAlliance || state.fni === 0;
}

/** British Naval Pressure in progress. */
export interface BritishNavalPressureFrame extends RollReceiver, Frame {
  kind: 'britishNavalPressure';
}

/** The British Naval Pressure step (automatic). */
export const britishNavalPressureStep = defineStep<BritishNavalPressureFrame>({
  kind: 'britishNavalPressure',
  rule: RULE,
  isDecision: () => false,
  run(draft, frame) {
    const rolls = takeRolls(frame);
    if (rolls) {
      const gained = addResources(draft, 'british', rolls[0]);
      log(draft, `Naval Pressure: +${gained} British Resources`, RULE, 'british');
      popFrame(draft);
      return;
    }
    if (navalPressureGivesResources(draft)) {
      requestRolls(draft, 3, 1, 'Naval Pressure (British Resources)', RULE);
      return;
    }
    popFrame(draft);
    pushLowerFni(draft, 'navalPressure');
  },
  /**
   * Dice delivered are used at once; the roll it waits for is the 1D3 of British Resources, rolled
   * only before the Treaty of Alliance or at FNI 0 (4.2.3).
   */
  validate(state, frame, at) {
    if (frame.rolls !== undefined) return ['rolls: dice delivered to Naval Pressure are used at once (4.2.3)'];
    const above = state.stack[at + 1];
    if (above?.kind !== 'roll') return [];
    const roll = above as RollFrame;
    if (!navalPressureGivesResources(state)) return ['kind: Naval Pressure rolls for Resources, but the Treaty of Alliance is in play and FNI is above 0: FNI drops instead (4.2.3)'];
    if (roll.sides !== 3 || roll.count !== 1) return [`kind: Naval Pressure waits for 1D3 of British Resources (4.2.3), but the roll above it is of ${roll.count}D${roll.sides}`];
    return [];
  },
});

/** The British Naval Pressure Special Activity (4.2.3). */
export const britishNavalPressure: SpecialActivityModule = defineActivity({
  id: 'navalPressure',
  faction: 'british',
  name: 'Naval Pressure',
  rule: RULE,
  accompanies: () => true,
  // Acts in no space (its Blockade choice is not a selected space): always possible.
  canStart: () => true,
  start(draft) {
    const frame: BritishNavalPressureFrame = { kind: 'britishNavalPressure' };
    pushFrame(draft, frame);
  },
  before: howeBefore,
  // The most it can do after Howe's drop: three Resources, or FNI one level lower with no Blockade left in the way.
  relax: (state) => {
    const s = howeRelax(state);
    return navalPressureGivesResources(s) ? copyWith(s, { resources: copyWith(s.resources, { british: Math.min(50, s.resources.british + 3) }) }) : relaxFni(s);
  },
  decisiveBoards: navalPressureBoards,
  harmless: () => true,
});

/**
 * The boards Naval Pressure begun alone from this board leaves (4.2.3), for the Eligible options
 * (`decisiveBoards`): after Howe's FNI drop when he applies (1.10, each Blockade he may remove), then
 * FNI one level lower with each Blockade the British may remove (1.9), or, before the Treaty of
 * Alliance or at FNI 0, the 1D3 of British Resources at its least, +1: every result of a die must do,
 * and more Resources never keep a British Command from starting. Pure.
 */
function navalPressureBoards(state: GameState): (() => GameState)[] {
  if (!howeApplies(state)) return ownBoards(state);
  const out: (() => GameState)[] = [];
  for (const afterHowe of fniDropBoards(state)) for (const board of ownBoards(afterHowe)) out.push(board);
  return out;
}

/** The boards of Naval Pressure's own effect (4.2.3) on this board, each built when asked for. Pure. */
function ownBoards(state: GameState): (() => GameState)[] {
  if (!navalPressureGivesResources(state)) return fniDropBoards(state).map((board) => () => board);
  return [() => leastRoll(state)];
}

/** The board with the least 1D3 of British Resources added (1.6: at most 50), built as `relax` builds its own (no fork of the board read). Pure. */
function leastRoll(state: GameState): GameState {
  return copyWith(state, { resources: copyWith(state.resources, { british: Math.min(MAX_RESOURCES, state.resources.british + 1) }) });
}
