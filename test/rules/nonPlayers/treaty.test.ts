/**
 * 8.1 Brilliant Strokes: the Non-Player French play the Treaty of Alliance as soon as they are Eligible
 * and Available French Regulars + Squadrons in the West Indies + half of the CBC (rounded down, ruling)
 * exceed 15, with no Winter Quarters card showing; no Non-Player plays another Brilliant Stroke before
 * the Treaty. Human-run French count the whole CBC (2.3.9) and may decline.
 */
import { describe, expect, it } from 'vitest';
import type { Draft } from 'immer';
import type { GameState } from '../../../src/core/state';
import type { Faction } from '../../../src/data/ids';
import { legalActions, pending } from '../../../src/game/machine';
import { frenchPreparations } from '../../../src/rules/board';
import { nonPlayerTreatyPreparations } from '../../../src/rules/nonPlayers/sequence';
import { treatyPreparations } from '../../../src/rules/sequence/brilliantStrokes';
import { lead, play } from '../../../src/testing/kit';
import { atCardStart, decline, stroke } from '../brilliantStrokes/helpers';

/** `regulars` Available French Regulars (the rest Unavailable), one Squadron in the West Indies. */
const pools = (regulars: number) => (d: Draft<GameState>) => {
  d.unavailable.frenchRegular += d.available.frenchRegular - regulars;
  d.available.frenchRegular = regulars;
  d.unavailable.squadron -= 1;
  d.spaces.WestIndies.squadrons = 1;
};

/** Card #1 (Patriots, British, French, Indians); only the French and Indians Eligible; the French hold the Treaty. */
const start = (nonPlayers: Faction[], regulars: number, cbc: number, after: (d: Draft<GameState>) => void = () => {}) =>
  atCardStart(
    { game: { nonPlayers }, cbc, pieces: { Massachusetts: { continental: 2 } } },
    (d) => {
      pools(regulars)(d);
      d.eligible.patriots = false;
      d.eligible.british = false;
    },
    1,
    after,
  );

describe('8.1 the Treaty of Alliance for Non-Player French', () => {
  it('counts half of the CBC: 5 Regulars + 1 Squadron + half of 20 = 16 > 15, the Treaty is their only option', () => {
    // 8.1
    const s = start(['french'], 5, 20);
    expect(frenchPreparations(s)).toBe(26);
    expect(nonPlayerTreatyPreparations(s)).toBe(16);
    expect(treatyPreparations(s)).toBe(16);
    expect(pending(s)).toMatchObject({ faction: 'french', kind: 'brilliantStrokes' });
    expect(pending(s)!.prompt).toBe('French: play #109 Brilliant Stroke! – Treaty of Alliance to cancel #1 Waxhaws Massacre (brilliantStroke) (Non-Player French: as soon as they may, 8.1)');
    expect(legalActions(s)).toEqual([stroke('french')]);
    const t = play(s, stroke('french'));
    expect(t.treatyOfAlliance).toBe(true);
  });

  it('not at exactly 15: 4 Regulars + 1 Squadron + half of 20', () => {
    // 8.1: "exceed 15"
    const s = start(['french'], 4, 20);
    expect(nonPlayerTreatyPreparations(s)).toBe(15);
    expect(pending(s)).toMatchObject({ faction: 'french', kind: 'eligibleOptions' });
    expect(legalActions(s).some((a) => a.type === 'brilliantStroke')).toBe(false);
    // Human-run French count the whole CBC (25 > 15) and may decline (2.3.9).
    const human = start([], 4, 20);
    expect(treatyPreparations(human)).toBe(25);
    expect(legalActions(human)).toEqual([stroke('french'), decline('french')]);
  });

  it('half of an odd CBC is rounded down (ruling): 4 Regulars + 1 Squadron + half of 21 = 15, no Treaty; half of 22 gives 16', () => {
    // 8.1, ruling in docs/rulings.md (Non-Players)
    const odd = start(['french'], 4, 21);
    expect(nonPlayerTreatyPreparations(odd)).toBe(15);
    expect(pending(odd)).toMatchObject({ faction: 'french', kind: 'eligibleOptions' });
    const even = start(['french'], 4, 22);
    expect(nonPlayerTreatyPreparations(even)).toBe(16);
    expect(legalActions(even)).toEqual([stroke('french')]);
  });

  it('not while a Winter Quarters card is showing (the next card revealed, Winter is Coming)', () => {
    // 8.1, 2.3.8
    const s = atCardStart(
      { game: { nonPlayers: ['french'], winterIsComing: true }, cbc: 20, pieces: { Massachusetts: { continental: 2 } } },
      (d) => {
        pools(5)(d);
        d.eligible.patriots = false;
        d.eligible.british = false;
      },
      1,
      (d) => {
        d.deck.draw = d.deck.draw.filter((c) => c !== 97);
        d.deck.draw.unshift(d.deck.next!);
        d.deck.next = 97;
      },
    );
    expect(nonPlayerTreatyPreparations(s)).toBe(16);
    expect(pending(s)).toMatchObject({ faction: 'french', kind: 'eligibleOptions' });
  });

  it('not while Ineligible (the window asks Eligible Factions only)', () => {
    // 8.1 "as soon as they are Eligible", 2.3.8
    const s = atCardStart({ game: { nonPlayers: ['french'] }, cbc: 20 }, (d) => {
      pools(5)(d);
      d.eligible.french = false;
    });
    expect(legalActions(s).some((a) => a.type === 'brilliantStroke')).toBe(false);
  });

  it('trumps a human Brilliant Stroke at once (the Treaty trumps any, 2.3.9)', () => {
    // 8.1, 2.3.8
    const s = start(['french'], 5, 20, (d) => {
      d.eligible.british = true;
      d.spaces.Boston.pieces.britishRegular += 3;
      d.available.britishRegular -= 3;
      lead(d, 'Howe', 'Boston');
    });
    expect(legalActions(s)).toEqual([stroke('british'), decline('british')]);
    const t = play(s, stroke('british'));
    expect(pending(t)).toMatchObject({ faction: 'french', kind: 'brilliantStrokes' });
    expect(legalActions(t)).toEqual([stroke('french')]);
  });
});

describe('8.1 no other Brilliant Stroke by a Non-Player before the Treaty', () => {
  /** Howe in Boston with Regulars (the British could play #106); only the British Eligible. */
  const british = (nonPlayers: Faction[], treaty: boolean) =>
    atCardStart({ game: { nonPlayers }, treaty, resources: { british: 5 }, pieces: { Boston: { britishRegular: 3 }, NewYorkCity: { britishRegular: 2, tory: 2 } } }, (d) => {
      lead(d, 'Howe', 'Boston');
      d.eligible.patriots = false;
      d.eligible.french = false;
      d.eligible.indians = false;
    });

  it('Non-Player British: not offered before the Treaty, offered (and may be declined) after it; a human British are offered it either way', () => {
    // 8.1
    expect(pending(british(['british'], false))).toMatchObject({ faction: 'british', kind: 'eligibleOptions' });
    expect(legalActions(british(['british'], true))).toEqual([stroke('british'), decline('british')]);
    expect(legalActions(british([], false))).toEqual([stroke('british'), decline('british')]);
    expect(legalActions(british(['french'], false))).toEqual([stroke('british'), decline('british')]);
  });
});
