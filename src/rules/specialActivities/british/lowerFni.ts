/**
 * Lowering French Naval Intervention one level for the British (1.9): by Naval Pressure (4.2.3) or
 * by Howe before any British Special Activity (1.10). The British remove one Blockade of their choice
 * from a City to the West Indies, where it becomes a Squadron.
 *
 * Frame `britishLowerFni`: a decision of the British only when several Cities carry a Blockade,
 * `{ type: 'removeBlockade', space }`; otherwise automatic.
 * @module
 */
import type { Draft } from 'immer';
import type { Action } from '../../../core/action';
import type { Frame, GameState, SpaceState } from '../../../core/state';
import { copyWith, fork, seal } from '../../../core/pathCopy';
import type { SpaceId } from '../../../data/ids';
import { CITIES } from '../../../data/map';
import { defineStep } from '../../../flow/step';
import { log, popFrame, pushFrame } from '../../../flow/frames';
import { spaceName, spacesText } from '../../../data/text';
import { because, type Reason } from '../../../core/reason';
import { blockadeToWestIndies, blockadedCities } from '../../blockades';
import { setFni, boardWith, isBlockaded } from '../../board';
import { hostIndexUnder, type CommandHostFrame } from '../../../flow/hostFrame';

/** Why FNI drops. */
export type FniDropReason = 'howe' | 'navalPressure';

/** The FNI drop in progress. */
export interface BritishLowerFniFrame extends Frame {
  kind: 'britishLowerFni';
  reason: FniDropReason;
}

/** Whether Howe's capability acts now: Howe is the British Leader and FNI is above 0 (1.10). Pure. */
export function howeApplies(state: GameState): boolean {
  return state.leaders.british.leader === 'Howe' && state.fni > 0;
}


/** What comes before any British Special Activity: under Howe, FNI first drops one level (1.10). */
export function howeBefore(draft: Draft<GameState>): void {
  if (howeApplies(draft)) pushLowerFni(draft, 'howe');
}

/** The state after Howe's FNI drop at its most favourable (a quick filter, see {@link relaxFni}); the state itself without Howe. Pure. */
export function howeRelax(state: GameState): GameState {
  return howeApplies(state) ? relaxFni(state) : state;
}

/** Pushes the FNI drop (the caller checked that FNI is above 0). */
export function pushLowerFni(draft: Draft<GameState>, reason: FniDropReason): void {
  const frame: BritishLowerFniFrame = { kind: 'britishLowerFni', reason };
  pushFrame(draft, frame);
}

const WHY: Record<FniDropReason, [string, string]> = {
  howe: ['Howe', '1.10'],
  navalPressure: ['Naval Pressure', '4.2.3'],
};

function lower(draft: Draft<GameState>, frame: BritishLowerFniFrame, space: SpaceId | undefined): void {
  const [who, rule] = WHY[frame.reason];
  if (space) {
    blockadeToWestIndies(draft, space);
    log(draft, `${who}: FNI lowered to ${draft.fni}; the British remove the Blockade from ${spaceName(space)} to the West Indies`, rule, 'british');
  } else {
    setFni(draft, Math.max(0, draft.fni - 1));
    log(draft, `${who}: FNI lowered to ${draft.fni}`, rule, 'british');
  }
  popFrame(draft);
}

/** Why the British may not remove a Blockade from the space as FNI drops (1.9), or null: a City carrying one. Pure. */
export function whyNotRemoveBlockade(state: GameState, space: SpaceId): Reason | null {
  if (blockadedCities(state).includes(space)) return null;
  const where = spacesText(blockadedCities(state));
  return because('1.9', `${CITIES.includes(space) ? `${spaceName(space)} carries no Blockade` : `Blockades stand only in Cities, and ${spaceName(space)} is not one`}: the Blockades are in ${where}`);
}

/** The FNI drop step (1.9, 1.10, 4.2.3). */
export const britishLowerFniStep = defineStep<BritishLowerFniFrame>({
  kind: 'britishLowerFni',
  rule: '1.9',
  isDecision: (state) => blockadedCities(state).length > 1,
  run(draft, frame) {
    lower(draft, frame, blockadedCities(draft)[0]);
  },
  decider: () => 'british',
  prompt: (_state, frame) => `${WHY[frame.reason][0]}: FNI drops one level; remove one Blockade to the West Indies`,
  explain: (state, _frame, action) => (action.type === 'removeBlockade' ? whyNotRemoveBlockade(state, action.space!) : null),
  options: (state): Action[] => blockadedCities(state).map((space) => ({ faction: 'british', type: 'removeBlockade', space })),
  handle(draft, frame, action) {
    lower(draft, frame, action.space as SpaceId);
  },
  /**
   * FNI is above 0, so that it drops one level (1.9); Howe's drop only while Howe leads the British
   * (1.10); Naval Pressure's is that of the Naval Pressure its British command host records (4.2.3).
   */
  validate(state, frame, at) {
    const [who, rule] = WHY[frame.reason];
    if (state.fni === 0) return [`reason: ${who} lowers FNI, which is already at 0 (${rule}, 1.9)`];
    if (frame.reason === 'howe' && state.leaders.british.leader !== 'Howe') return [`reason: Howe lowers FNI, but the British Leader is ${state.leaders.british.leader ?? 'none'} (1.10)`];
    if (frame.reason === 'navalPressure') {
      const i = hostIndexUnder(state, at);
      const host = i < 0 ? null : (state.stack[i] as CommandHostFrame);
      if (host === null || host.faction !== 'british' || host.activity !== 'navalPressure')
        return ['reason: Naval Pressure lowers FNI, but no British command host under it records Naval Pressure (4.2.3, 4.1)'];
    }
    return [];
  },
});

/** The change a Blockade removal makes to a City (the hypothetical board of {@link relaxFni}). */
const NO_BLOCKADE: Partial<SpaceState> = Object.freeze({ blockades: 0 });

/**
 * A state at least as favourable to British Commands as any one FNI drop can produce: FNI one level
 * lower and every Blockade gone (a quick filter before the exact check, flow/host.ts). Pure.
 */
export function relaxFni(state: GameState): GameState {
  const spaces: Partial<Record<SpaceId, Partial<SpaceState>>> = {};
  for (const c of CITIES) if (isBlockaded(state, c)) spaces[c] = NO_BLOCKADE;
  return boardWith(state, { fni: Math.max(0, state.fni - 1) }, spaces);
}

/**
 * The boards one FNI drop leaves (1.9): FNI one level lower with each Blockade the British may remove
 * going to the West Indies, or FNI one level lower when no City carries one, as the drop's step plays
 * them (the caller checked that FNI is above 0). Pure.
 */
export function fniDropBoards(state: GameState): GameState[] {
  const cities = blockadedCities(state);
  if (cities.length === 0) {
    const draft = fork(state) as Draft<GameState>;
    setFni(draft, Math.max(0, draft.fni - 1));
    return [seal(draft)];
  }
  return cities.map((space) => {
    const draft = fork(state) as Draft<GameState>;
    blockadeToWestIndies(draft, space);
    return seal(draft);
  });
}
