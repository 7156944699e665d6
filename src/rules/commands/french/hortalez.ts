/**
 * 3.5.2 Roderigue Hortalez et Cie: the French hand over any number (at least 1) of their Resources and
 * the Patriots receive that number plus 1. Allowed before and after the Treaty of Alliance (3.5). It
 * never selects a space; paying a French Resource is what makes it executed (2.3.4 Exception), so it
 * is offered (not free) only while the French have a Resource.
 *
 * Decision: `{ faction: 'french', type: 'pay', value: n }`, n = 1 … French Resources. The Patriots
 * gain n + 1, capped at 50 (1.8).
 *
 * Ruling (3.1.2, free Hortalez, e.g. one of the French Brilliant Stroke's free Limited Commands):
 * a free Command costs no Resources to any Faction, so the French pay nothing — the only option is
 * `value: 0` — and the Patriots gain 0 + 1 = 1. Letting the French name an amount they
 * do not pay would create up to 51 Resources out of nothing, which the Command (a transfer) never
 * does; giving nothing at all would make the free Command an empty shell. It is always possible.
 *
 * Ruling (5.1, 3.1.2, granted Hortalez): it selects no space, so a restriction's spaces and maximum
 * have nothing to limit; it is executed as usual.
 * @module
 */
import type { Action } from '../../../core/action';
import type { GameState } from '../../../core/state';
import { defineStep } from '../../../flow/step';
import { log, popFrame } from '../../../flow/frames';
import { addResources } from '../../board';
import { pay } from '../common';
import type { CommandFrame, CommandMode } from '../../../flow/contracts';
import { defineCommand } from '../../../flow/define';
import { because, type Reason } from '../../../core/reason';
import { resourcesText } from '../../../data/text';

/** The Hortalez decision: how many Resources the French pay. */
export interface FrenchHortalezFrame extends CommandFrame {
  kind: 'frenchHortalez';
}

/** The amounts the French may pay now (3.5.2): 1 … their Resources, or only 0 when free (3.1.2). Pure. */
export function hortalezAmounts(state: GameState, mode: CommandMode): number[] {
  if (mode.free) return [0];
  const out: number[] = [];
  for (let n = 1; n <= state.resources.french; n++) out.push(n);
  return out;
}

/** Whether Roderigue Hortalez et Cie can be executed (3.5.2, 2.3.4): at least one French Resource to pay, or free. Pure. */
export function canHortalez(state: GameState, mode: CommandMode): boolean {
  return mode.free || state.resources.french > 0;
}

/** Why Roderigue Hortalez et Cie cannot be executed now (3.5.2: the French pay one or more Resources), or null when it can. Pure. */
function whyNotHortalez(state: GameState, mode: CommandMode): Reason | null {
  if (canHortalez(state, mode)) return null;
  return because('3.5.2', 'Roderigue Hortalez et Cie needs the French to pay at least 1 Resource, and they have none');
}

/**
 * Why the French may not pay this amount (3.5.2; nothing when free, 3.1.2), or null when the
 * generic reason says enough (an action that is no payment). Pure.
 */
function explainHortalez(state: GameState, frame: FrenchHortalezFrame, action: Action): Reason | null {
  if (action.type !== 'pay' || action.value === undefined) return null;
  const n = action.value;
  if (frame.mode.free) return because('3.1.2', `this Roderigue Hortalez et Cie is free: the French pay nothing (0, not ${n}) and the Patriots gain 1 Resource`);
  if (n < 1) return because('3.5.2', `the French pay one or more Resources to Roderigue Hortalez et Cie, not ${n}`);
  return because('3.5.2', `the French have ${resourcesText(state.resources.french)}: they cannot pay ${n}`);
}

/** The French choose how much to pay; the Patriots gain that plus 1 (3.5.2). */
export const frenchHortalezStep = defineStep<FrenchHortalezFrame>({
  kind: 'frenchHortalez',
  rule: '3.5.2',
  decider: () => 'french',
  prompt: (_state, frame) =>
    frame.mode.free
      ? 'Roderigue Hortalez et Cie (free): the French pay nothing; the Patriots gain 1 Resource'
      : 'Roderigue Hortalez et Cie: the French pay one or more Resources; the Patriots gain the amount paid + 1',
  options: (state, frame): Action[] => hortalezAmounts(state, frame.mode).map((value) => ({ faction: 'french', type: 'pay', value })),
  explain: explainHortalez,
  handle(draft, frame, action) {
    const n = action.value!;
    const paid = pay(draft, 'french', n, frame.mode);
    const gained = addResources(draft, 'patriots', paid + 1);
    log(
      draft,
      `Roderigue Hortalez et Cie: the French pay ${paid} Resource${paid === 1 ? '' : 's'}${frame.mode.free ? ' (free)' : ''}; the Patriots gain ${gained}${gained < paid + 1 ? ' (Resources at most 50)' : ''}`,
      '3.5.2',
      'french',
    );
    popFrame(draft);
  },
});

/** 3.5.2 Roderigue Hortalez et Cie (no space: its own `canStart`). */
export const frenchHortalez = defineCommand<FrenchHortalezFrame>({
  id: 'hortalez',
  faction: 'french',
  name: 'Roderigue Hortalez et Cie',
  rule: '3.5.2',
  kind: 'frenchHortalez',
  canStart: canHortalez,
  whyNotStart: whyNotHortalez,
});
