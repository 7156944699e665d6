import { describe, expect, it } from 'vitest';
import { createGame } from '../../../src/game/createGame';
import { apply, legalActions, pending, tryApply } from '../../../src/game/machine';
import { IllegalActionError } from '../../../src/core/errors';
import type { Action } from '../../../src/core/action';
import { cardById } from '../../../src/data/cards';
import type { CardId } from '../../../src/data/ids';
import { eligibleChoices } from '../../../src/rules/sequence/eventCard';
import { arrange } from '../../../src/testing';
import { declineBrilliantStrokes } from '../../../src/testing/kit';

/** A 1775 deck with chosen first cards (the rest valid filler). */
function deck1775(first: CardId[]): CardId[] {
  const wq = [97, 98, 99, 100, 101, 102];
  const events = Array.from({ length: 96 }, (_, i) => i + 1).filter((c) => !first.includes(c));
  const ev = [...first, ...events];
  const out: CardId[] = [];
  for (let c = 0; c < 6; c++) out.push(...ev.slice(c * 10, c * 10 + 10), wq[c]);
  return out;
}

describe('2.3 Sequence of Play', () => {
  it('2.3.2 the 1st Eligible is the leftmost Eligible Faction on the card', () => {
    // Card 1 Waxhaws Massacre: order Patriots, British, French, Indians.
    const s = declineBrilliantStrokes(createGame('1775', { deck: deck1775([1, 2]) }));
    expect(s.deck.current).toBe(1);
    expect(cardById(1).order).toEqual(['patriots', 'british', 'french', 'indians']);
    expect(pending(s)).toMatchObject({ faction: 'patriots', kind: 'eligibleOptions', rule: '2.3.4' });
  });

  it('2.3.3 Pass: +1 Resource for Patriots and Indians, +2 for British and French; the next Eligible steps in', () => {
    let s = declineBrilliantStrokes(createGame('1775', { deck: deck1775([1, 2]) }));
    const before = { ...s.resources };
    s = apply(s, { faction: 'patriots', type: 'pass' });
    expect(pending(s)?.faction).toBe('british');
    s = apply(s, { faction: 'british', type: 'pass' });
    expect(pending(s)?.faction).toBe('french');
    s = apply(s, { faction: 'french', type: 'pass' });
    s = apply(s, { faction: 'indians', type: 'pass' });
    expect(s.resources).toEqual({ british: before.british + 2, patriots: before.patriots + 1, french: before.french + 2, indians: before.indians + 1 });
    // 2.3.3: Passing Factions remain Eligible; 2.3.7 the next card is played.
    expect(s.eligible).toEqual({ british: true, patriots: true, french: true, indians: true });
    expect(s.deck.current).toBe(2);
    expect(s.deck.played).toEqual([1]);
  });

  it('2.3.3 Pass Resources are capped at 50 (1.8)', () => {
    let s = arrange(declineBrilliantStrokes(createGame('1775', { deck: deck1775([1, 2]) })), (d) => {
      d.resources.patriots = 50;
    });
    s = apply(s, { faction: 'patriots', type: 'pass' });
    expect(s.resources.patriots).toBe(50);
  });

  it('2.3.2 Ineligible Factions are skipped', async () => {
    const { nextEligible } = await import('../../../src/rules/sequence/eligibility');
    const s = arrange(declineBrilliantStrokes(createGame('1775', { deck: deck1775([1, 2]) })), (d) => {
      d.eligible.patriots = false;
      d.turn!.offered = [];
    });
    expect(nextEligible(s)).toBe('british');
    const s2 = arrange(s, (d) => {
      d.turn!.offered = ['british'];
      d.eligible.french = false;
    });
    expect(nextEligible(s2)).toBe('indians');
  });

  it('2.3.4 options of the 2nd Eligible depend on what the 1st executed', () => {
    const s = declineBrilliantStrokes(createGame('1775', { deck: deck1775([1, 2]) }));
    const withFirst = (did: 'command' | 'event', specialActivity: boolean) =>
      eligibleChoices(arrange(s, (d) => void d.turn!.executed.push({ faction: 'patriots', did, specialActivity })));
    expect(eligibleChoices(s)).toEqual({ position: 1, command: true, limitedCommand: false, event: true });
    expect(withFirst('command', false)).toEqual({ position: 2, command: false, limitedCommand: true, event: false });
    expect(withFirst('command', true)).toEqual({ position: 2, command: false, limitedCommand: true, event: true });
    expect(withFirst('event', false)).toEqual({ position: 2, command: true, limitedCommand: false, event: false });
  });

  it('2.3.6 Factions that executed become Ineligible; Event exceptions keep or remove eligibility', async () => {
    const { adjustEligibility } = await import('../../../src/rules/sequence/eligibility');
    const s = declineBrilliantStrokes(createGame('1775', { deck: deck1775([1, 2]) }));
    const after = arrange(s, (d) => {
      d.turn = {
        offered: ['patriots', 'british', 'french'],
        executed: [
          { faction: 'patriots', did: 'command', specialActivity: false },
          { faction: 'french', did: 'event', specialActivity: false },
        ],
        stayEligible: ['french'],
        makeIneligible: ['indians'],
      };
      adjustEligibility(d);
    });
    expect(after.eligible).toEqual({ patriots: false, british: true, french: true, indians: false });
  });
});

describe('the decision machine', () => {
  it('apply refuses what legalActions does not list, with a code, and changes nothing', () => {
    const s = declineBrilliantStrokes(createGame('1775', { deck: deck1775([1, 2]) }));
    const copy = JSON.parse(JSON.stringify(s));
    const wrong = tryApply(s, { faction: 'british', type: 'pass' });
    expect(wrong.ok).toBe(false);
    if (!wrong.ok) {
      expect(wrong.error).toBeInstanceOf(IllegalActionError);
      expect(wrong.error.code).toBe('wrong-faction');
      expect(wrong.error.pending).toMatchObject({ faction: 'patriots', kind: 'eligibleOptions' });
      expect(wrong.error.legal).toEqual(legalActions(s));
    }
    const malformed = tryApply(s, { faction: 'patriots' });
    expect(!malformed.ok && malformed.error.code).toBe('malformed');
    const extra = tryApply(s, { faction: 'patriots', type: 'pass', colour: 'blue' });
    expect(!extra.ok && extra.error.code).toBe('malformed');
    const notNow = tryApply(s, { faction: 'patriots', type: 'specialActivity', activity: 'partisans' });
    expect(!notNow.ok && notNow.error.code).toBe('not-legal-now');
    expect(!notNow.ok && notNow.error.expectedTypes).toContain('pass');
    expect(() => apply(s, { faction: 'patriots', type: 'dance' } as unknown as Action)).toThrow(IllegalActionError);
    expect(JSON.parse(JSON.stringify(s))).toEqual(copy);
  });

  it('apply returns a new frozen state and never changes its input', () => {
    const s = declineBrilliantStrokes(createGame('1775', { deck: deck1775([1, 2]) }));
    const steps = s.steps;
    const t = apply(s, { faction: 'patriots', type: 'pass' });
    expect(t).not.toBe(s);
    expect(Object.isFrozen(t)).toBe(true);
    expect(s.steps).toBe(steps);
    expect(t.steps).toBe(steps + 1);
  });

  it('legalActions lists each action once, in a stable order', () => {
    const s = declineBrilliantStrokes(createGame('1776', { seed: 5 }));
    const keys = legalActions(s).map((a) => JSON.stringify(a));
    expect(new Set(keys).size).toBe(keys.length);
    expect(legalActions(s)).toEqual(legalActions(s));
  });
});
