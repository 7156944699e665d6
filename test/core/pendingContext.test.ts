/** pending(state).context: what a decision is part of, without digging in the stack (3.1, 4.1, 3.1.2). */
import { describe, expect, it } from 'vitest';
import { createGame } from '../../src/game/createGame';
import { apply, legalActions, pending } from '../../src/game/machine';

describe('pending(state).context', () => {
  it('outside a Command: no Command, no grant, no space', () => {
    const s = createGame('1775', { seed: 11 });
    expect(pending(s)!.context).toEqual({ command: null, grant: null, space: null, phase: null });
  });

  it('3.1 inside a Command: the Command, its spaces so far, whether it is on the card (4.1 Special Activity none yet)', () => {
    let s = createGame('1775', { seed: 11 });
    const faction = pending(s)!.faction;
    const command = legalActions(s).find((a) => a.type === 'command' && a.limited !== true)!;
    s = apply(s, command);
    const ctx = pending(s)!.context;
    expect(ctx.command).toEqual({ faction, command: command.command, spaces: [], activity: null, activitySpaces: [], onCard: true });
    expect(ctx.grant).toBeNull();
    // Select the first space offered: it shows among the Command's spaces once the Command moves on.
    const select = legalActions(s).find((a) => a.type === 'selectSpace');
    if (select) {
      s = apply(s, select);
      const after = pending(s)!.context;
      if (after.command) expect(after.command.spaces).toContain(select.space);
    }
  });
});
