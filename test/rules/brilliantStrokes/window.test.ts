/**
 * When a Brilliant Stroke may be played (2.3.8, 2.3.9, 5.1.4): Eligible, before the 1st Eligible acts,
 * no Winter Quarters card showing; the Treaty only while French Preparations exceed 15 and before it
 * is in play; the French Brilliant Stroke only after the Treaty; the Leader able to take part in a
 * Limited Command. Asked one at a time in the card's Faction order; nothing asked when nobody can.
 */
import { describe, expect, it } from 'vitest';
import { legalActions, pending } from '../../../src/game/machine';
import { frenchPreparations } from '../../../src/rules/board';
import { lead, play } from '../../../src/testing/kit';
import { onTurn } from '../../../src/testing/builders';
import { atCardStart, decline, stroke } from './helpers';

/** Washington and Gage on the map with their pieces; the Indians' and French Leaders Available. */
const both = (d: Parameters<Parameters<typeof atCardStart>[1]>[0]) => {
  lead(d, 'patriots', 'Massachusetts');
  lead(d, 'british', 'Boston');
};
const layout = { Massachusetts: { continental: 2, militiaUnderground: 2 }, Boston: { britishRegular: 3, tory: 1 } };

describe('the Brilliant Stroke window (2.3.8)', () => {
  it('asks each Faction that can play, one at a time in the card order (#1: Patriots, British …), before the 1st Eligible', () => {
    const s = atCardStart({ pieces: layout }, both);
    expect(pending(s)).toMatchObject({ faction: 'patriots', kind: 'brilliantStrokes' });
    expect(legalActions(s)).toEqual([stroke('patriots'), decline('patriots')]);
    expect(s.turn!.offered).toEqual([]);
    const s2 = play(s, decline('patriots'));
    expect(pending(s2)).toMatchObject({ faction: 'british', kind: 'brilliantStrokes' });
    // 2.3.8: declines are silent; then the 1st Eligible gets its options.
    const s3 = play(s2, decline('british'));
    expect(pending(s3)).toMatchObject({ faction: 'patriots', kind: 'eligibleOptions' });
    expect(s3.log.some((e) => /decline|Brilliant/.test(e.text))).toBe(false);
  });

  it('adds no decision when nobody can play (Leaders Available: no Limited Command with them, 1.10)', () => {
    const s = atCardStart({ pieces: layout }, () => {});
    expect(pending(s)).toMatchObject({ faction: 'patriots', kind: 'eligibleOptions' });
  });

  it('asks only Eligible Factions (2.3.8)', () => {
    const s = atCardStart({ pieces: layout }, (d) => {
      both(d);
      d.eligible.patriots = false;
    });
    expect(pending(s)).toMatchObject({ faction: 'british', kind: 'brilliantStrokes' });
  });

  it('is closed once the 1st Eligible has been offered options (2.3.8)', () => {
    const s = atCardStart({ pieces: layout }, both);
    const turn = onTurn(s, 'patriots');
    expect(legalActions(turn).some((a) => a.type === 'brilliantStroke')).toBe(false);
    expect(pending(turn)?.kind).toBe('eligibleOptions');
  });

  it('is closed while a Winter Quarters card is showing (2.3.8; Winter is Coming leaves it revealed)', () => {
    const s = atCardStart({ pieces: layout, game: { winterIsComing: true } }, both, 1, (d) => {
      d.deck.draw = d.deck.draw.filter((c) => c !== 97);
      d.deck.draw.unshift(d.deck.next!);
      d.deck.next = 97;
    });
    expect(pending(s)).toMatchObject({ faction: 'patriots', kind: 'eligibleOptions' });
  });

  it('needs the Leader on the map able to take part in a Limited Command (1.10)', () => {
    const s = atCardStart({ pieces: layout }, (d) => {
      both(d);
      lead(d, 'patriots', 'available');
    });
    expect(pending(s)).toMatchObject({ faction: 'british', kind: 'brilliantStrokes' });
  });
});

describe('the Treaty of Alliance and the French Brilliant Stroke (2.3.9)', () => {
  /** French Preparations = Available French Regulars + Squadrons + CBC. */
  const prepared = (cbc: number) => ({ cbc });
  const ready = (d: Parameters<Parameters<typeof atCardStart>[1]>[0]) => {
    d.unavailable.frenchRegular -= 10;
    d.available.frenchRegular += 10;
    d.unavailable.squadron -= 3;
    d.spaces.WestIndies.squadrons += 3;
  };

  it('is offered when French Preparations exceed 15, not at 15 (2.3.9)', () => {
    const at16 = atCardStart(prepared(3), ready);
    expect(frenchPreparations(at16)).toBe(16);
    expect(pending(at16)).toMatchObject({ faction: 'french', kind: 'brilliantStrokes' });
    expect(pending(at16)!.prompt).toContain('#109');
    const at15 = atCardStart(prepared(2), ready);
    expect(frenchPreparations(at15)).toBe(15);
    expect(pending(at15)?.kind).toBe('eligibleOptions');
  });

  it('is never offered once the Treaty is in play, and #107 only then (2.3.9)', () => {
    const before = atCardStart({ ...prepared(0), pieces: { Massachusetts: { continental: 1 } } }, (d) => {
      ready(d);
      d.brilliantStrokes.french = [107];
      lead(d, 'french', 'Massachusetts');
    });
    // Before the Treaty #107 is not playable (and Preparations of 10 + 3 allow no Treaty either).
    expect(pending(before)?.kind).toBe('eligibleOptions');
    const after = atCardStart({ ...prepared(20), treaty: true, pieces: { Massachusetts: { frenchRegular: 3, continental: 1 } } }, (d) => {
      ready(d);
      d.brilliantStrokes.french = [107, 109];
      lead(d, 'french', 'Massachusetts');
    });
    expect(pending(after)).toMatchObject({ faction: 'french', kind: 'brilliantStrokes' });
    expect(pending(after)!.prompt).toContain('#107');
    expect(pending(after)!.prompt).not.toContain('#109');
  });

  it('does not count Roderigue Hortalez et Cie as a Limited Command the French Leader takes part in: it selects no space (1.10, 3.5.2)', () => {
    // Rochambeau in the Northwest (an Indian Reserve: no French Muster, 3.5.3) with one Regular and no
    // enemy (no Battle, 3.5.5), no Patriot piece next to it (no March, 3.5.4): only Hortalez could start.
    const recipe = (d: Parameters<Parameters<typeof atCardStart>[1]>[0]) => {
      ready(d);
      d.brilliantStrokes.french = [107];
      lead(d, 'french', 'Northwest');
    };
    const alone = atCardStart({ ...prepared(20), treaty: true, resources: { french: 5 }, pieces: { Northwest: { frenchRegular: 1 } } }, recipe);
    expect(pending(alone)?.kind).toBe('eligibleOptions');
    // With Militia in the neighbouring Quebec, a March out of his space involves him (1.10): playable.
    const march = atCardStart({ ...prepared(20), treaty: true, resources: { french: 5 }, pieces: { Northwest: { frenchRegular: 1 }, Quebec: { militiaUnderground: 1 } } }, recipe);
    expect(pending(march)).toMatchObject({ faction: 'french', kind: 'brilliantStrokes' });
    expect(pending(march)!.prompt).toContain('#107');
  });
});
