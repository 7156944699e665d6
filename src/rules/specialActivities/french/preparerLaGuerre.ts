/**
 * 4.5.1 Préparer la Guerre: the French make ready for war — they either shift one Squadron/Blockade
 * marker out of Unavailable into the West Indies box, shift up to three French Regulars out of
 * Unavailable into Available, or gain +2 French Resources. Accompanies any Command; before the Treaty of Alliance it is the only
 * French Special Activity (4.5).
 *
 * Decision (after `{ type: 'specialActivity', activity: 'preparerLaGuerre' }`):
 * `{ faction: 'french', type: 'choose', option }` with `option` `squadron`, `regulars` or `resources`
 * (each listed only when it can do something; `resources` always).
 * @module
 */
import type { Action } from '../../../core/action';
import type { Frame, GameState } from '../../../core/state';
import { copyWith } from '../../../core/pathCopy';
import { defineStep } from '../../../flow/step';
import { log, popFrame, pushFrame } from '../../../flow/frames';
import { addMarkers, addResources, addToPool, movePool } from '../../board';
import type { SpecialActivityModule } from '../../../flow/contracts';
import { defineActivity } from '../../../flow/define';
import { because, type Reason } from '../../../core/reason';
const RULE = '4.5.1';
const F = 'french' as const;

/** Regulars moved by the `regulars` choice, at most (4.5.1). */
export const PREPARER_REGULARS = 3;
/** Resources of the `resources` choice (4.5.1). */
export const PREPARER_RESOURCES = 2;

/** The three ways of Préparer la Guerre (4.5.1), canonical order. */
const CHOICES = ['squadron', 'regulars', 'resources'] as const;

/**
 * Why the French may not choose this way of Préparer la Guerre now (4.5.1), or null when they may:
 * a Squadron or French Regulars to move must be Unavailable; the Resources are always possible. Pure.
 */
export function whyNotPrepare(state: GameState, option: string): Reason | null {
  switch (option) {
    case 'squadron':
      return state.unavailable.squadron > 0 ? null : because(RULE, 'no Squadron/Blockade marker is Unavailable to move to the West Indies');
    case 'regulars':
      return state.unavailable.frenchRegular > 0 ? null : because(RULE, 'no French Regular is Unavailable to move to Available');
    case 'resources':
      return null;
    default:
      return because(RULE, `Préparer la Guerre is one of 'squadron' (a Squadron to the West Indies), 'regulars' (up to three Regulars to Available) or 'resources' (+2 Resources), not '${option}'`);
  }
}

/** The choices of Préparer la Guerre possible now, canonical order. Pure. */
export function preparerChoices(state: GameState): ('squadron' | 'regulars' | 'resources')[] {
  return CHOICES.filter((option) => whyNotPrepare(state, option) === null);
}

/** Préparer la Guerre in progress. */
export interface FrenchPreparerLaGuerreFrame extends Frame {
  kind: 'frenchPreparerLaGuerre';
}

/** The Préparer la Guerre decision (4.5.1). */
export const frenchPreparerLaGuerreStep = defineStep<FrenchPreparerLaGuerreFrame>({
  kind: 'frenchPreparerLaGuerre',
  rule: RULE,
  decider: () => F,
  prompt: () => 'Préparer la Guerre: a Squadron to the West Indies, up to three Regulars to Available, or +2 Resources',
  options: (state): Action[] => preparerChoices(state).map((option) => ({ faction: F, type: 'choose', option })),
  explain: (state, _frame, action) => (action.type === 'choose' && action.option !== undefined ? whyNotPrepare(state, action.option) : null),
  handleReadsFrame: true,
  handle(draft, _frame, action) {
    switch (action.option) {
      case 'squadron':
        addToPool(draft, 'unavailable', 'squadron', -1);
        addMarkers(draft, 'WestIndies', 'squadrons', 1);
        log(draft, 'Préparer la Guerre: 1 Squadron moves from Unavailable to the West Indies', RULE, F);
        break;
      case 'regulars': {
        const n = Math.min(PREPARER_REGULARS, draft.unavailable.frenchRegular);
        movePool(draft, 'unavailable', 'available', 'frenchRegular', n);
        log(draft, `Préparer la Guerre: ${n} French Regular${n === 1 ? '' : 's'} move from Unavailable to Available`, RULE, F);
        break;
      }
      default: {
        const gained = addResources(draft, F, PREPARER_RESOURCES);
        log(draft, `Préparer la Guerre: +${gained} French Resources`, RULE, F);
      }
    }
    popFrame(draft);
  },
});

/**
 * The board a Préparer la Guerre choice leaves while the French Command waits for it to pay (4.1): its
 * one decision ends it, so the board after `resources` (+2 French Resources, within 50) or `regulars`
 * (up to three French Regulars from Unavailable to Available) is that of every way on (but the frames
 * and the account, which the Command's first decision does not read). Undefined for the Squadron. Pure.
 */
function boardWhileWaiting(state: GameState, _command: string, action: Action): GameState | undefined {
  if (state.stack[state.stack.length - 1].kind !== 'frenchPreparerLaGuerre' || action.type !== 'choose') return undefined;
  if (action.option === 'resources')
    return copyWith(state, { resources: copyWith(state.resources, { french: Math.max(0, Math.min(50, state.resources.french + PREPARER_RESOURCES)) }) });
  if (action.option !== 'regulars') return undefined;
  const n = Math.min(PREPARER_REGULARS, state.unavailable.frenchRegular);
  return copyWith(state, {
    unavailable: copyWith(state.unavailable, { frenchRegular: state.unavailable.frenchRegular - n }),
    available: copyWith(state.available, { frenchRegular: state.available.frenchRegular + n }),
  });
}

/** The Préparer la Guerre Special Activity (4.5.1). */
export const frenchPreparerLaGuerre: SpecialActivityModule = defineActivity({
  id: 'preparerLaGuerre',
  faction: F,
  name: 'Préparer la Guerre',
  rule: RULE,
  accompanies: () => true,
  // Acts in no space; adding Resources is always possible.
  canStart: () => true,
  start(draft) {
    const frame: FrenchPreparerLaGuerreFrame = { kind: 'frenchPreparerLaGuerre' };
    pushFrame(draft, frame);
  },
  relax: (state) =>
    copyWith(state, {
      resources: copyWith(state.resources, { french: Math.min(50, state.resources.french + PREPARER_RESOURCES) }),
      available: copyWith(state.available, { frenchRegular: state.available.frenchRegular + Math.min(PREPARER_REGULARS, state.unavailable.frenchRegular) }),
    }),
  // Its `resources` way, always open, only adds two French Resources.
  resourceGains: () => [PREPARER_RESOURCES],
  harmless: () => true,
  boardWhileWaiting,
});
