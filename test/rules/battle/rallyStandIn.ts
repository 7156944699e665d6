/**
 * A stand-in for the Patriot Rally Command (3.3.1), used only to exercise the free Rally hook of Win
 * the Day (3.6.8): one space without Active Support (not a Reserve, not the West Indies), one
 * Underground Militia from Available. Action `{type:'selectSpace', space}`.
 */
import type { Draft } from 'immer';
import type { Action } from '../../../src/core/action';
import type { Frame, GameState } from '../../../src/core/state';
import { SPACE_IDS, type SpaceId } from '../../../src/data/ids';
import { SPACES } from '../../../src/data/map';
import { defineStep } from '../../../src/flow/step';
import { popFrame, pushFrame } from '../../../src/flow/frames';
import { updateControl } from '../../../src/rules/board';
import type { CommandMode, CommandModule } from '../../../src/rules/commands/registry';

interface StandInFrame extends Frame {
  kind: 'rallyStandIn';
  mode: CommandMode;
}

const spaces = (state: GameState): SpaceId[] =>
  state.available.militia > 0 ? SPACE_IDS.filter((id) => SPACES[id].type !== 'reserve' && SPACES[id].type !== 'westIndies' && state.spaces[id].support < 2) : [];

/** The modes the stand-in was started with (to check the hook). */
export const startedWith: CommandMode[] = [];

const module: CommandModule = {
  id: 'rally',
  faction: 'patriots',
  name: 'Rally',
  rule: '3.3.1',
  canStart: (state) => spaces(state).length > 0,
  start(draft: Draft<GameState>, mode: CommandMode) {
    startedWith.push({ ...mode });
    pushFrame(draft, { kind: 'rallyStandIn', mode } as StandInFrame);
  },
};

const step = defineStep<StandInFrame>({
  kind: 'rallyStandIn',
  rule: '3.3.1',
  decider: () => 'patriots',
  prompt: () => 'Rally (stand-in)',
  options: (state): Action[] => spaces(state).map((space) => ({ faction: 'patriots', type: 'selectSpace', space })),
  handle(draft, _frame, action) {
    draft.available.militia -= 1;
    draft.spaces[action.space!].pieces.militiaUnderground += 1;
    updateControl(draft.spaces[action.space!]);
    popFrame(draft);
  },
});

export const rallyStandIn = { module, step };
