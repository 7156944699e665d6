/**
 * Refusals around Brilliant Strokes and the Treaty of Alliance (issue #20; 2.3.8, 2.3.9, 1.9, 1.10, 8.1):
 * what the window offers, the Non-Player French who may not decline the Treaty, the Treaty's Blockade on
 * a City, and — asked at the Eligible Faction's options — what keeps a Faction from playing one at all
 * (its Leader, the card played, French Preparations, the Treaty first, Non-Players before the Treaty).
 */
import type { Draft } from 'immer';
import { describe, expect, it } from 'vitest';
import { legalActions, pending, type Action, type GameState } from '../../src/index';
import type { Faction } from '../../src/data/ids';
import { onTurn } from '../../src/testing/builders';
import { lead, play, position } from '../../src/testing/kit';
import { atCardStart, decline, stroke } from '../rules/brilliantStrokes/helpers';
import { refusedBecause } from './helpers';

const B105 = '#105 Brilliant Stroke! (Patriots)';
const B106 = '#106 Brilliant Stroke! (British)';
const B107 = '#107 Brilliant Stroke! (French)';
const TREATY = '#109 Brilliant Stroke! – Treaty of Alliance';
const TIMING = 'a Brilliant Stroke is played before the 1st Eligible Faction takes an action, not as an option of the Eligible Faction';

/** Washington and Gage on the map with their pieces (both can play, card #1: Patriots, British …). */
const both = (d: Draft<GameState>): void => {
  lead(d, 'patriots', 'Massachusetts');
  lead(d, 'british', 'Boston');
};
const layout = { Massachusetts: { continental: 2, militiaUnderground: 2 }, Boston: { britishRegular: 3, tory: 1 } };

describe('the window and the Trump (2.3.8)', () => {
  it('2.3.8 the Faction asked plays its card or declines; nothing else', () => {
    const s = atCardStart({ pieces: layout }, both);
    expect(legalActions(s)).toEqual([stroke('patriots'), decline('patriots')]);
    refusedBecause(
      s,
      { faction: 'patriots', type: 'command', command: 'rally' },
      '2.3.8',
      `before the 1st Eligible Faction is offered options, the Patriots play ${B105} (brilliantStroke) or decline (done); a Command is not among them`,
    );
  });

  it('2.3.8 asked to Trump: Trump or decline', () => {
    const s = play(atCardStart({ pieces: layout }, both), stroke('patriots'));
    expect(pending(s)).toMatchObject({ faction: 'british', kind: 'brilliantStrokes' });
    refusedBecause(s, { faction: 'british', type: 'pass' }, '2.3.8', `the British Trump ${B105} with ${B106} (brilliantStroke) or decline (done); Pass is not among them`);
  });

  it('8.1 the Non-Player French do not decline the Treaty', () => {
    const s = atCardStart({ game: { nonPlayers: ['french'] }, cbc: 40, pieces: { Massachusetts: { continental: 2 } } }, (d) => {
      d.eligible.patriots = false;
      d.eligible.british = false;
    });
    expect(legalActions(s)).toEqual([stroke('french')]);
    refusedBecause(s, decline('french'), '8.1', `the Non-Player French play ${TREATY} as soon as they may: they do not decline it`);
  });
});

describe('the Treaty of Alliance (2.3.9, 1.9)', () => {
  it('1.9 FNI rises: the Squadron Blockades a City', () => {
    let s = atCardStart({ cbc: 20, pieces: { Massachusetts: { continental: 2 } } }, (d) => {
      d.eligible.patriots = false;
      d.eligible.british = false;
      d.available.frenchRegular += d.unavailable.frenchRegular - 1;
      d.unavailable.frenchRegular = 1;
      d.unavailable.squadron -= 1;
      d.spaces.WestIndies.squadrons = 1;
    });
    const F = (a: Omit<Action, 'faction'>): Action => ({ faction: 'french', ...a }) as Action;
    s = play(s, stroke('french'), F({ type: 'selectSpace', space: 'Massachusetts' }), F({ type: 'place', space: 'Massachusetts', piece: 'frenchRegular', count: 2 }));
    while (pending(s)?.kind === 'frenchCommandLeader' || pending(s)?.kind === 'frenchMuster') s = play(s, F({ type: 'done' }));
    expect(pending(s)).toMatchObject({ faction: 'french', kind: 'treatyOfAlliance' });
    refusedBecause(
      s,
      F({ type: 'placeBlockade', space: 'Massachusetts' }),
      '1.9',
      'the Treaty of Alliance raises FNI: the French place the Squadron from the West Indies on a City as a Blockade, and Massachusetts is not a City',
    );
  });
});

describe('at the Eligible Faction’s options: the timing, and what kept it from playing one (2.3.8, 2.3.9, 1.10, 8.1)', () => {
  const options = (faction: Faction, recipe: (d: Draft<GameState>) => void, nonPlayers: Faction[] = []): GameState =>
    onTurn(position({ game: { nonPlayers }, pieces: layout }, recipe), faction);

  it('2.3.8 only the timing when the Faction could have played one', () => {
    refusedBecause(options('british', both), stroke('british'), '2.3.8', TIMING);
  });

  it('2.3.8 its Leader must take part in a Limited Command: not on the map', () => {
    refusedBecause(options('british', () => {}), stroke('british'), '2.3.8', `${TIMING}; nor could the British play one now: ${B106} needs Thomas Gage to take part in one of its Limited Commands, and he is not on the map`);
  });

  it('2.3.8 a Brilliant Stroke is played once', () => {
    const s = options('british', (d) => {
      both(d);
      d.brilliantStrokes.british = [];
    });
    refusedBecause(s, stroke('british'), '2.3.8', `${TIMING}; nor could the British play one now: the British no longer hold ${B106}: it was played, and a Brilliant Stroke is played once`);
  });

  it('2.3.9 the French: the Treaty first, with Preparations above 15', () => {
    const s = options('french', (d) => void (d.cbc = 3));
    refusedBecause(s, stroke('french'), '2.3.8, 2.3.9', `${TIMING}; nor could the French play one now: ${TREATY} needs French Preparations above 15, and they are ${s.available.frenchRegular + s.spaces.WestIndies.squadrons + 3}; ${B107} only once the Treaty is in play`);
  });

  it('8.1 a Non-Player plays no Brilliant Stroke before the Treaty', () => {
    refusedBecause(options('british', both, ['british']), stroke('british'), '2.3.8, 8.1', `${TIMING}; nor could the British play one now: the British are a Non-Player, and no Non-Player plays its Brilliant Stroke before the Treaty of Alliance`);
  });
});
