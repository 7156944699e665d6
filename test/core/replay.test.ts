import { describe, expect, it } from 'vitest';
import { account, replay } from '../../src/game/replay';
import { createGame } from '../../src/game/createGame';
import { apply, legalActions } from '../../src/game/machine';
import type { Action } from '../../src/core/action';
import { IllegalActionError } from '../../src/core/errors';

function firstActions(n: number): Action[] {
  let s = createGame('1776', { seed: 4 });
  const out: Action[] = [];
  for (let i = 0; i < n && !s.result; i++) {
    // The first action listed, Brilliant Strokes left out (declined: 2.3.8), as before they were offered.
    const a = legalActions(s).find((x) => x.type !== 'brilliantStroke')!;
    out.push(a);
    s = apply(s, a);
  }
  return out;
}

describe('replay and the account of play', () => {
  it('replay reproduces the state of a recorded game', () => {
    const actions = firstActions(40);
    let s = createGame('1776', { seed: 4 });
    for (const a of actions) s = apply(s, a);
    expect(replay('1776', { seed: 4 }, actions)).toEqual(s);
  });

  it('replay stops at an illegal step with a reason', () => {
    const actions = firstActions(3);
    const bad: Action[] = [...actions, { faction: 'british', type: 'dance' } as unknown as Action];
    expect(() => replay('1776', { seed: 4 }, bad)).toThrow(IllegalActionError);
  });

  it('the account tells every step in words, with rule references (2.3.3 Pass)', () => {
    const steps = account('1776', { seed: 4 }, firstActions(10));
    expect(steps[0].action).toBeNull();
    expect(steps[0].entries[0].text).toMatch(/^Card \d+: /);
    const passLines = steps.flatMap((s) => s.entries).filter((e) => e.rule === '2.3.3');
    expect(passLines.length).toBeGreaterThan(0);
    expect(passLines[0].text).toMatch(/Pass \(\+\d Resources?\)/);
  });

  it('the state keeps only the current card\'s account', () => {
    let s = createGame('1776', { seed: 4 });
    const card = s.deck.current;
    for (const a of firstActions(60)) {
      s = apply(s, a);
    }
    expect(s.deck.current).not.toBe(card);
    expect(s.log.some((e) => e.text.startsWith(`Card ${card}:`))).toBe(false);
  });

  it('the action that ends a card keeps its own lines: every Pass of a pass-only stretch is in the account (2.3.3, 2.3.7)', () => {
    // The first legal action is always Pass at eligibleOptions: count the Passes against their lines.
    const actions = firstActions(60);
    const steps = account('1776', { seed: 4 }, actions);
    const passes = actions.filter((a) => a.type === 'pass').length;
    const passLines = steps.flatMap((st) => st.entries).filter((e) => e.rule === '2.3.3');
    expect(passLines).toHaveLength(passes);
    // The state after a card-ending action holds the end of the finished card in priorLog, until the next action.
    let s = createGame('1776', { seed: 4 });
    for (const a of actions) {
      const before = s;
      s = apply(s, a);
      if (s.deck.current !== before.deck.current) {
        expect(s.priorLog.length).toBeGreaterThan(before.log.length);
        expect(s.priorLog.slice(0, before.log.length)).toEqual(before.log);
        break;
      }
    }
    s = apply(s, legalActions(s).find((x) => x.type !== 'brilliantStroke')!);
    expect(s.priorLog).toEqual([]);
  });
});
