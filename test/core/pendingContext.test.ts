/** pending(state).context: what a decision is part of, without digging in the stack (3.1, 4.1, 3.1.2). */
import { describe, expect, it } from 'vitest';
import { createGame } from '../../src/game/createGame';
import { apply, pending } from '../../src/game/machine';
import { declineBrilliantStrokes } from '../../src/testing/kit';

describe('pending(state).context', () => {
  it('outside a Command: no Command, no grant, no space', () => {
    const s = declineBrilliantStrokes(createGame('1775', { seed: 11 }));
    expect(pending(s)!.context).toEqual({ command: null, grant: null, event: null, space: null, phase: null });
  });

  it('3.1 inside a Command: the Command, its spaces so far, on the card; the space and phase of the decision', () => {
    let s = declineBrilliantStrokes(createGame('1775', { seed: 11 }));
    s = apply(s, { faction: 'british', type: 'command', command: 'muster' });
    expect(pending(s)!.context).toEqual({
      command: { faction: 'british', command: 'muster', spaces: [], activity: null, activitySpaces: [], onCard: true },
      grant: null,
      event: null,
      space: null,
      phase: 'select',
    });
    s = apply(s, { faction: 'british', type: 'selectSpace', space: 'QuebecCity', piece: 'britishRegular' });
    expect(pending(s)!.context).toEqual({
      command: { faction: 'british', command: 'muster', spaces: ['QuebecCity'], activity: null, activitySpaces: [], onCard: true },
      grant: null,
      event: null,
      space: 'QuebecCity',
      phase: 'regulars',
    });
  });
});
