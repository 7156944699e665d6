/**
 * Trumping (2.3.8, 5.1.4): the Treaty of Alliance trumps any and cannot be trumped; Indians trump Patriots,
 * British and French; French trump Patriots and British; British trump Patriots; Patriots nobody. A
 * trump replaces the trumped card, which returns to its owner; it may itself be trumped. Then the card
 * on top is executed; afterwards every Faction is Eligible and the Event card is cancelled.
 */
import type { Draft } from 'immer';
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../src/core/state';
import { legalActions, pending } from '../../../src/game/machine';
import { mayTrump } from '../../../src/rules/sequence/brilliantStrokes';
import { lead, play } from '../../../src/testing/kit';
import { atCardStart, decline, stroke } from './helpers';

const pieces = {
  Massachusetts: { continental: 2, militiaUnderground: 2 },
  Boston: { britishRegular: 3, tory: 1 },
  Quebec: { warPartyUnderground: 3, village: 1 },
};
/** Every Leader on the map with pieces; the Treaty in play (French Regulars in New York City) unless `treaty` is false. */
function everyone(d: Draft<GameState>): void {
  lead(d, 'patriots', 'Massachusetts');
  lead(d, 'british', 'Boston');
  lead(d, 'indians', 'Quebec');
  lead(d, 'french', 'NewYorkCity');
  d.brilliantStrokes.french = [107];
}
const start = (recipe: (d: Draft<GameState>) => void = everyone) =>
  atCardStart({ treaty: true, pieces: { Massachusetts: pieces.Massachusetts, Boston: pieces.Boston, Quebec: pieces.Quebec, NewYorkCity: { frenchRegular: 3, continental: 1 } } }, recipe);

describe('who trumps whom (2.3.8)', () => {
  it('follows the table, and nobody trumps the Treaty', () => {
    const p = (faction: 'patriots' | 'british' | 'french' | 'indians', card: number) => ({ faction, card });
    expect(mayTrump(106, 'british', p('patriots', 105))).toBe(true);
    expect(mayTrump(107, 'french', p('patriots', 105))).toBe(true);
    expect(mayTrump(107, 'french', p('british', 106))).toBe(true);
    expect(mayTrump(108, 'indians', p('patriots', 105))).toBe(true);
    expect(mayTrump(108, 'indians', p('british', 106))).toBe(true);
    expect(mayTrump(108, 'indians', p('french', 107))).toBe(true);
    expect(mayTrump(105, 'patriots', p('british', 106))).toBe(false);
    expect(mayTrump(106, 'british', p('french', 107))).toBe(false);
    expect(mayTrump(107, 'french', p('indians', 108))).toBe(false);
    expect(mayTrump(109, 'french', p('indians', 108))).toBe(true);
    expect(mayTrump(108, 'indians', p('french', 109))).toBe(false);
  });
});

describe('Trumping in play (2.3.8)', () => {
  it('the Patriots play; British, French, Indians trump in turn; each trumped card returns to its owner', () => {
    let s = start();
    expect(pending(s)).toMatchObject({ faction: 'patriots', kind: 'brilliantStrokes' });
    s = play(s, stroke('patriots'));
    expect(s.brilliantStrokes.patriots).toEqual([]);
    // Card #1's order: Patriots, British, French, Indians.
    expect(pending(s)).toMatchObject({ faction: 'british', kind: 'brilliantStrokes' });
    expect(pending(s)!.prompt).toContain('Trump #105');
    s = play(s, stroke('british'));
    expect(s.brilliantStrokes.patriots).toEqual([105]);
    expect(s.brilliantStrokes.british).toEqual([]);
    expect(s.log.at(-1)!.text).toContain('returns to the Patriots');
    expect(pending(s)).toMatchObject({ faction: 'french' });
    s = play(s, stroke('french'));
    expect(s.brilliantStrokes.british).toEqual([106]);
    expect(pending(s)).toMatchObject({ faction: 'indians' });
    s = play(s, stroke('indians'));
    expect(s.brilliantStrokes.french).toEqual([107]);
    expect(s.brilliantStrokes.indians).toEqual([]);
    // Nobody trumps the Indians: the Indians' card is executed.
    expect(pending(s)).toMatchObject({ faction: 'indians', kind: 'grant' });
    expect(pending(s)!.context.grant?.reason).toContain('#108');
  });

  it('Patriots trump nobody, and a declined trump leaves the card on top (2.3.8)', () => {
    let s = start();
    s = play(s, decline('patriots'), stroke('british'));
    // The Patriots are not asked to trump the British; the French are.
    expect(pending(s)).toMatchObject({ faction: 'french', kind: 'brilliantStrokes' });
    s = play(s, decline('french'), decline('indians'));
    expect(pending(s)).toMatchObject({ faction: 'british', kind: 'grant' });
    expect(s.brilliantStrokes.patriots).toEqual([105]);
  });

  it('the Treaty trumps any Brilliant Stroke and is not trumped (2.3.9)', () => {
    let s = atCardStart({ cbc: 20, pieces: { Quebec: pieces.Quebec, Boston: pieces.Boston } }, (d) => {
      lead(d, 'indians', 'Quebec');
      lead(d, 'british', 'Boston');
    }, 5);
    // Card #5: Patriots, British, Indians, French.
    expect(pending(s)).toMatchObject({ faction: 'british', kind: 'brilliantStrokes' });
    s = play(s, decline('british'), stroke('indians'));
    expect(pending(s)).toMatchObject({ faction: 'french', kind: 'brilliantStrokes' });
    expect(pending(s)!.prompt).toContain('with #109');
    s = play(s, stroke('french'));
    expect(s.brilliantStrokes.indians).toEqual([108]);
    expect(s.treatyOfAlliance).toBe(true);
    // The Treaty is executed at once: its Muster's grant (nobody may trump it).
    expect(legalActions(s).some((a) => a.type === 'brilliantStroke')).toBe(false);
  });
});
