import { describe, expect, it } from 'vitest';
import { account, replay } from '../../src/core/replay';
import { createGame } from '../../src/core/createGame';
import { apply, legalActions } from '../../src/core/machine';
import type { Action } from '../../src/core/action';
import { IllegalActionError } from '../../src/core/errors';

function firstActions(n: number): Action[] {
  let s = createGame('1776', { seed: 4 });
  const out: Action[] = [];
  for (let i = 0; i < n && !s.result; i++) {
    const a = legalActions(s)[0];
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
    const bad: Action[] = [...actions, { faction: 'british', type: 'dance' }];
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
});
