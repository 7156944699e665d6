/**
 * 8.1 Commands Not Limited: where the Sequence of Play gives a Non-Player a Limited Command (2.3.4,
 * 2.3.5: the 2nd Eligible after the 1st executed a Command), it gets a full Command with a Special
 * Activity instead; the card records what it did (2.3.6). Free Limited Commands granted by a Brilliant
 * Stroke (a grant) stay Limited. A human-run Faction's options do not change.
 */
import { describe, expect, it } from 'vitest';
import type { Action } from '../../../src/core/action';
import type { Faction } from '../../../src/data/ids';
import { legalActions, pending } from '../../../src/game/machine';
import { eligibleChoices } from '../../../src/rules/sequence/eventCard';
import { arrange, atCard } from '../../../src/testing/builders';
import { lead, play, position } from '../../../src/testing/kit';
import { atCardStart, stroke } from '../brilliantStrokes/helpers';

const P = (a: Omit<Action, 'faction'>): Action => ({ faction: 'patriots', ...a }) as Action;
const B = (a: Omit<Action, 'faction'>): Action => ({ faction: 'british', ...a }) as Action;

/**
 * Card #1, the British 1st Eligible executed a Command (with a Special Activity or not); the Patriots,
 * 2nd Eligible, are offered their options. Washington with Militia and Continentals in Massachusetts.
 */
const patriotsSecond = (nonPlayers: Faction[], activity: boolean) =>
  arrange(
    atCard(
      position({ game: { nonPlayers }, resources: 5, pieces: { Massachusetts: { militiaUnderground: 2, continental: 2 }, ConnecticutRhodeIsland: { militiaUnderground: 1 }, Boston: { britishRegular: 1 } } }, (d) =>
        lead(d, 'Washington', 'Massachusetts'),
      ),
      1,
    ),
    (d) => {
      d.turn = { offered: ['british', 'patriots'], executed: [{ faction: 'british', did: 'command', specialActivity: activity }], stayEligible: [], makeIneligible: [] };
      d.stack = [{ kind: 'game', phase: 'advance' }, { kind: 'eventCard', strokesAsked: true } as never, { kind: 'eligibleOptions', faction: 'patriots' } as never];
    },
  );

const commands = (limited: boolean): Action[] =>
  (['rally', 'march', 'rabbleRousing'] as const).map((command) => P(limited ? { type: 'command', command, limited: true } : { type: 'command', command }));

describe('8.1 Commands Not Limited', () => {
  it('the 2nd Eligible after a Command without a Special Activity: Limited Commands for a human, full Commands for a Non-Player', () => {
    // 8.1, 2.3.4
    expect(legalActions(patriotsSecond([], false))).toEqual([P({ type: 'pass' }), ...commands(true)]);
    const np = patriotsSecond(['patriots'], false);
    expect(legalActions(np)).toEqual([P({ type: 'pass' }), ...commands(false)]);
    expect(pending(np)!.prompt).toBe('Patriots, 2nd Eligible: execute a Command (optionally with a Special Activity), or Pass');
    expect(eligibleChoices(np)).toEqual({ position: 2, command: true, limitedCommand: false, event: false });
  });

  it('after a Command with a Special Activity the Event stays offered to both (2.3.4); only the Command changes', () => {
    // 8.1, 2.3.4
    const events = [P({ type: 'event', side: 'unshaded' }), P({ type: 'event', side: 'shaded' })];
    expect(legalActions(patriotsSecond([], true))).toEqual([P({ type: 'pass' }), ...events, ...commands(true)]);
    expect(legalActions(patriotsSecond(['patriots'], true))).toEqual([P({ type: 'pass' }), ...events, ...commands(false)]);
  });

  it('another Faction being a Non-Player changes nothing for a human 2nd Eligible', () => {
    // 8.1: only the Non-Player's own options change.
    expect(legalActions(patriotsSecond(['british', 'french', 'indians'], false))).toEqual([P({ type: 'pass' }), ...commands(true)]);
  });

  it('the Non-Player Command takes a Special Activity and more than one space; the card records a Command with it; both executed become Ineligible (2.3.6)', () => {
    // 8.1, 2.3.5, 2.3.6
    const human = play(patriotsSecond([], false), P({ type: 'command', command: 'rally', limited: true }));
    expect(legalActions(human).some((a) => a.type === 'specialActivity')).toBe(false);
    let s = play(patriotsSecond(['patriots'], false), P({ type: 'command', command: 'rally' }));
    expect(legalActions(s).filter((a) => a.type === 'specialActivity')).toEqual([P({ type: 'specialActivity', activity: 'persuasion' })]);
    s = play(s, P({ type: 'specialActivity', activity: 'persuasion' }));
    expect(s.turn!.executed).toEqual([
      { faction: 'british', did: 'command', specialActivity: false },
      { faction: 'patriots', did: 'command', specialActivity: true },
    ]);
    s = play(s, P({ type: 'selectSpace', space: 'Massachusetts' }), P({ type: 'done' }));
    s = play(s, P({ type: 'selectSpace', space: 'Massachusetts' }), P({ type: 'place', space: 'Massachusetts', piece: 'militia', count: 1 }));
    // A second Rally space: not a Limited Command (2.3.5 would stop at one).
    s = play(s, P({ type: 'selectSpace', space: 'ConnecticutRhodeIsland' }), P({ type: 'place', space: 'ConnecticutRhodeIsland', piece: 'militia', count: 1 }), P({ type: 'done' }));
    // Persuasion Activated one Militia there; the Rally placed one.
    expect(s.spaces.Massachusetts.pieces).toMatchObject({ militiaUnderground: 2, militiaActive: 1 });
    expect(s.spaces.ConnecticutRhodeIsland.pieces.militiaUnderground).toBe(2);
    expect(s.eligible.british).toBe(false);
    expect(s.eligible.patriots).toBe(false);
    expect(s.eligible.french).toBe(true);
    expect(s.eligible.indians).toBe(true);
  });

  it('a Brilliant Stroke of a Non-Player grants Limited Commands that stay Limited, without a Special Activity inside them', () => {
    // 8.1: free LimComs granted (5.3, 2.3.8) are executed as LimComs.
    const s = play(
      atCardStart(
        { game: { nonPlayers: ['british'] }, treaty: true, resources: { british: 5 }, pieces: { Boston: { britishRegular: 3 }, NewYorkCity: { britishRegular: 2, tory: 2 } } },
        (d) => {
          lead(d, 'Howe', 'Boston');
          d.eligible.patriots = false;
          d.eligible.french = false;
        },
      ),
      stroke('british'),
    );
    expect(pending(s)!.context.grant).toMatchObject({ faction: 'british', free: true, limited: true });
    const muster = play(s, B({ type: 'command', command: 'muster' }));
    expect(muster.stack.at(-1)).toMatchObject({ mode: { limited: true, free: true, specialActivity: false } });
    expect(muster.stack.at(-2)).toMatchObject({ kind: 'commandHost', activityAllowed: false, onCard: false });
    expect(legalActions(muster).some((a) => a.type === 'specialActivity')).toBe(false);
  });
});
