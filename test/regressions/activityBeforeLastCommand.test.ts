/**
 * Regression (found by a look-ahead review, 2026-11-27): the Patriots, 2nd Eligible with no Resources,
 * begin a Battle that only Persuasion could pay for (4.1). The card under the next one is a Winter
 * Quarters card, revealed when this card ends and played first (2.3.7), so a Battle that ends without a
 * space also ends the card, and the game goes on without a decision into the Winter Quarters Round,
 * whose Supply phase stands as deep in the stack as the Battle did. The guard's
 * goal took that British Supply decision for the Battle going on, and so offered Partisans, which gives
 * no Resources and leaves the Battle no way on. The goal now sees that the Command's host is gone.
 */
import { describe, expect, it } from 'vitest';
import { apply, createGame, legalActions, pending, tryApply, type GameState } from '../../src/index';
import { nextInt, seedRng } from '../../src/dice/index';
import { isWinterQuartersCard } from '../../src/rules/sequence/deck';
import { activityLeadsOn, commandContinues } from '../../src/flow/host';
import { GAME } from '../../src/game/definition';

/** The position: 1775, seed "p5", 168 random legal choices (chooser seed "probe-5"). */
function position(): GameState {
  let s = createGame('1775', { seed: 'p5' });
  let rng = seedRng('probe-5');
  for (let step = 0; step < 168; step++) {
    const legal = legalActions(s);
    const pick = nextInt(rng, legal.length);
    rng = pick.rng;
    s = apply(s, legal[pick.value]);
  }
  return s;
}

describe('4.1 a Special Activity before the last Command of a card must still leave it a way on', () => {
  const s = position();

  it('the position: the Patriots, 2nd Eligible at 0 Resources, begin a Battle; a Winter Quarters card is to be revealed', () => {
    expect(pending(s)!.prompt).toBe('Patriots Battle: select spaces (0 selected)');
    expect(s.resources.patriots).toBe(0);
    expect(s.turn!.executed.map((e) => e.faction)).toEqual(['british', 'patriots']);
    expect(isWinterQuartersCard(s.deck.draw[0])).toBe(true);
  });

  it('only Persuasion, which gives Resources, is offered; Partisans is refused (4.1)', () => {
    expect(legalActions(s)).toEqual([{ faction: 'patriots', type: 'specialActivity', activity: 'persuasion' }]);
    const r = tryApply(s, { faction: 'patriots', type: 'specialActivity', activity: 'partisans' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toContain('4.1');
  });

  it('played through without shortcuts, Partisans leaves the Battle no space and Persuasion some', () => {
    const plain = commandContinues(GAME, false);
    const partisans = GAME.activity('patriots', 'partisans')!;
    const persuasion = GAME.activity('patriots', 'persuasion')!;
    expect(activityLeadsOn(GAME, s, partisans, plain, false, false)).toBe(false);
    expect(activityLeadsOn(GAME, s, persuasion, plain, false, false)).toBe(true);
  });
});
