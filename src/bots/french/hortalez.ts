/**
 * F6 / F11 Roderigue Hortalez et Cie (8.6.1 before the Treaty of Alliance, 8.6.3 after it): the
 * Non-Player French spend up to 1D3 of their Resources to add Patriot Resources (3.5.2: the Patriots
 * gain the amount plus 1), then
 * - before the Treaty (F6 → F8): Préparer la Guerre (8.6.1);
 * - after it (F11 → F12): if any Resources were transferred, a Special Activity — Skirmish, else
 *   Préparer la Guerre, else Naval Pressure (8.6.3); otherwise none.
 *
 * "Up to 1D3" (8.6.1, 8.6.3; README item 4): the amount is the smaller of the roll and the French
 * Resources, so the Command is possible whenever the French can pay one Resource (a free Hortalez,
 * 3.1.2, pays nothing). The 1D3 has one purpose ({@link HORTALEZ_PURPOSES}) whoever asks — `possible`
 * needs no roll (any roll gives at least 1) and the Command's decision rolls it only when it matters
 * (two or more French Resources). The amount is planned from the board the Command started from
 * ({@link planningState}), so the Special Activity after it reads the same amount.
 * @module
 */
import type { Action } from '../../core/action';
import type { GameState } from '../../core/state';
import type { CommandMode } from '../../flow/contracts';
import { canHortalez, type FrenchHortalezFrame } from '../../rules/commands/french/hortalez';
import type { DecisionContext } from '../policy';
import { factionHost, planningState, plannedAction, randomFallback, type Flow, type FlowHandler } from '../flowchart';
import { chooseFrenchActivity } from './activities';
import type { FrenchCommand } from './plan';

const F = 'french' as const;

/** The node of Hortalez on the sheet: F6 before the Treaty, F11 after it. */
export const hortalezNode = (state: GameState): string =>
  state.treatyOfAlliance ? 'F11 Roderigue Hortalez et Cie' : 'F6 Roderigue Hortalez et Cie';

const ruleOf = (state: GameState): string => (state.treatyOfAlliance ? '8.6.3' : '8.6.1');

/** The purposes of Hortalez's rolls, stable across its decisions. */
export const HORTALEZ_PURPOSES = Object.freeze({
  amount: 'F6/F11 Hortalez: up to 1D3 French Resources (8.6.1, 8.6.3)',
});

/**
 * The French Resources Hortalez spends (8.6.1, 8.6.3): the smaller of 1D3 and the French Resources on
 * `board` (0 when free, 3.1.2). Rolls the 1D3 only when two or more Resources make it matter. Writes the
 * trace.
 */
export function hortalezAmount(ctx: DecisionContext, board: GameState, mode: CommandMode): number {
  const node = (text: string): void => ctx.node(hortalezNode(board), text, ruleOf(board));
  const have = board.resources.french;
  if (mode.free) {
    node('free Command: the French pay nothing; the Patriots gain 1 Resource (3.1.2)');
    return 0;
  }
  if (have <= 1) {
    node(`spend ${have} French Resource${have === 1 ? '' : 's'} (all they have; any 1D3 is at least that, no roll): the Patriots gain ${have + 1}`);
    return have;
  }
  const roll = ctx.dice.roll(3, HORTALEZ_PURPOSES.amount);
  const amount = Math.min(roll, have);
  node(`1D3 = ${roll}: spend ${amount} of ${have} French Resources; the Patriots gain ${amount + 1}`);
  return amount;
}

/** Whether Hortalez is possible (8.6.1, 8.6.3; F6 "If none, Pass"): one French Resource to pay, or free. No roll. */
export function hortalezPossible(flow: Flow, mode: CommandMode): boolean {
  const { state } = flow;
  const ok = canHortalez(state, mode);
  flow.ctx.node(
    hortalezNode(state),
    ok
      ? mode.free
        ? 'possible: a free Command (the Patriots gain 1)'
        : `possible: the French have ${state.resources.french} Resources to spend up to 1D3 of`
      : 'IF NONE: the French have no Resource to spend',
    ruleOf(state),
  );
  return ok;
}

/** The nearest `frenchHortalez` frame on the stack. */
function hortalezFrame(state: GameState): FrenchHortalezFrame {
  for (let i = state.stack.length - 1; i >= 0; i--) if (state.stack[i].kind === 'frenchHortalez') return state.stack[i] as FrenchHortalezFrame;
  throw new Error('no Roderigue Hortalez et Cie under way');
}

/** The Hortalez decision (`frenchHortalez`): pay the planned amount (before any Special Activity: the sheet's order). */
export const hortalezDecision: FlowHandler = (flow) => {
  const frame = hortalezFrame(flow.state);
  const amount = hortalezAmount(flow.ctx, planningState(flow.state, F), frame.mode);
  return plannedAction(flow, { faction: F, type: 'pay', value: amount });
};

/**
 * The host's decision after Hortalez: before the Treaty, Préparer la Guerre (F8, 8.6.1); after it, if
 * any Resources were transferred, Skirmish, else Préparer la Guerre, else Naval Pressure (F12, 8.6.3);
 * otherwise (or with no Special Activity allowed or one already used) done.
 */
export const hortalezAfterCommand: FlowHandler = (flow) => {
  const { state } = flow;
  const host = factionHost(state, F);
  const node = (text: string): void => flow.ctx.node(hortalezNode(state), text, ruleOf(state));
  const done = (why: string): Action => {
    node(why);
    return plannedAction(flow, { faction: F, type: 'done' });
  };
  if (!host) return randomFallback(flow, 'no French Command under way');
  if (host.activity !== null) return done('a Special Activity was already used: done');
  if (!host.activityAllowed) return done('no Special Activity may accompany this Hortalez (Limited or granted): done');
  if (!state.treatyOfAlliance) {
    node('then Préparer la Guerre');
    return chooseFrenchActivity(flow, { order: 'beforeTreaty', excluded: [], battleSpaces: [] }) ?? plannedAction(flow, { faction: F, type: 'done' });
  }
  const board = planningState(state, F);
  const paid = board.resources.french - state.resources.french;
  if (paid <= 0) return done('no Resources were transferred to the Patriots: no Special Activity');
  node(`${paid} French Resource${paid === 1 ? ' was' : 's were'} transferred: Skirmish, else Préparer la Guerre, else Naval Pressure`);
  return chooseFrenchActivity(flow, { order: 'skirmishFirst', excluded: [], battleSpaces: [] }) ?? plannedAction(flow, { faction: F, type: 'done' });
};

/** F6/F11 Roderigue Hortalez et Cie as a French Command of the flowchart. */
export const HORTALEZ: FrenchCommand = {
  command: 'hortalez',
  node: 'F6/F11 Roderigue Hortalez et Cie',
  possible: hortalezPossible,
  handlers: { frenchHortalez: hortalezDecision },
  afterCommand: hortalezAfterCommand,
};
