// The Patriot Brilliant Stroke (8.5.8, 8.3.7): when the Non-Player Patriots play it, and how they execute
// it — the first Limited Command by the flowchart among those that can involve Washington, the Special
// Activity paired with it, then the flowchart again.
import { describe, expect, it } from 'vitest';
import type { Draft } from 'immer';
import type { Action } from '../../../src/core/action';
import type { GameState } from '../../../src/core/state';
import type { Faction } from '../../../src/data/ids';
import { legalActions, pending } from '../../../src/game/machine';
import { lead, play, put } from '../../../src/testing/kit';
import { atCardStart, stroke } from '../../rules/brilliantStrokes/helpers';
import { P9_ROLL, patriotActivities } from '../../../src/bots/patriots/turn';
import { nodes, policyWith, table, texts } from './turnKit';

const P = (a: Omit<Action, 'faction'>): Action => ({ faction: 'patriots', ...a }) as Action;
const FIRST_P9 = `Brilliant Stroke, 1st Limited Command: ${P9_ROLL}`;
const all = () => table({ battle: true, march: true, rally: true, rabbleRousing: true });
/** #45 Adam Smith (British, Indians, French, Patriots): the British are 1st Eligible. */
const BRITISH_FIRST = 45;

/**
 * The Treaty played, Washington in Massachusetts with `continentals` Continentals, Tories and Underground
 * Militia in Connecticut-Rhode Island; the British (a player unless `nonPlayers` says) 1st Eligible.
 */
const start = (continentals = 4, nonPlayers: Faction[] = ['patriots'], card = BRITISH_FIRST, more: (d: Draft<GameState>) => void = () => {}) =>
  atCardStart(
    { game: { seed: 1, nonPlayers }, treaty: true, resources: { patriots: 5 } },
    (d) => {
      put(d, 'Massachusetts', { continental: continentals });
      put(d, 'ConnecticutRhodeIsland', { tory: 1, militiaUnderground: 2 });
      lead(d, 'patriots', 'Massachusetts');
      more(d);
    },
    card,
  );

describe('the window (8.5.8, 8.3.7)', () => {
  it('plays when the Treaty is in play, Washington has 4+ Continentals and a player Faction is 1st Eligible', () => {
    const s = start();
    expect(pending(s)).toMatchObject({ faction: 'patriots', kind: 'brilliantStrokes' });
    const d = policyWith(all()).choose(s, { [FIRST_P9]: [1] });
    expect(d.action).toEqual(stroke('patriots'));
    expect(texts(d.trace)).toContain(
      'Brilliant Stroke: Treaty played, Patriots Eligible, no Winter Quarters card, Washington in Massachusetts with 4 Continentals, the British (a player Faction) are 1st Eligible',
    );
    expect(texts(d.trace)).toContain('Brilliant Stroke: the first Limited Command will be a Rally that can involve Washington: play');
  });

  it('does not play with fewer than 4 Continentals with Washington', () => {
    const d = policyWith(all()).choose(start(3));
    expect(d.action).toEqual(P({ type: 'done' }));
    expect(texts(d.trace)).toContain('Brilliant Stroke: Washington is in Massachusetts with 3 Continentals (fewer than 4): the Patriots do not play their Brilliant Stroke');
  });

  it('does not play when the 1st Eligible Faction is a Non-Player', () => {
    const d = policyWith(all()).choose(start(4, ['patriots', 'british']));
    expect(d.action).toEqual(P({ type: 'done' }));
    expect(texts(d.trace)).toContain('the 1st Eligible Faction, the British, is a Non-Player');
  });

  it('any player Faction counts, not only an enemy: the French 1st Eligible', () => {
    const s = start(4, ['patriots'], 52);
    const d = policyWith(all()).choose(s, { [FIRST_P9]: [1] });
    expect(d.action).toEqual(stroke('patriots'));
    expect(texts(d.trace)).toContain('the French (a player Faction) are 1st Eligible');
  });

  it('ruling: does not play when the flowchart finds no Limited Command that can involve Washington (8.3.7 abort)', () => {
    const d = policyWith(table({ battle: false, march: false, rally: false, rabbleRousing: false })).choose(start(), { [FIRST_P9]: [1] });
    expect(d.action).toEqual(P({ type: 'done' }));
    expect(texts(d.trace)).toContain('no Limited Command the flowchart selects can involve Washington (the play would be aborted, 8.3.7)');
  });

  it('trumps nothing: once the British play theirs, the Patriots are not asked (2.3.8)', () => {
    const s0 = start(4, ['patriots', 'british'], BRITISH_FIRST, (d) => {
      put(d, 'Boston', { britishRegular: 4 });
      lead(d, 'Howe', 'Boston');
    });
    // The Patriots decline first (the British are 1st Eligible, a Non-Player); the British then play.
    expect(pending(s0)).toMatchObject({ kind: 'brilliantStrokes' });
    const asked = pending(s0)!.faction;
    const s1 = asked === 'british' ? play(s0, stroke('british')) : play(s0, P({ type: 'done' }), stroke('british'));
    expect(pending(s1)?.kind === 'brilliantStrokes' && pending(s1)?.faction === 'patriots').toBe(false);
  });
});

describe('executing it (8.3.7)', () => {
  it('the first Limited Command by the flowchart, among those the engine offers (those that can involve Washington)', () => {
    const s = play(start(), stroke('patriots'));
    expect(pending(s)!.kind).toBe('grant');
    const d = policyWith(all()).choose(s, { [FIRST_P9]: [1] });
    expect(d.action).toEqual(P({ type: 'command', command: 'rally' }));
    expect(nodes(d.trace)).toEqual(['Brilliant Stroke', 'P6', 'P9', 'P7 Rally', 'P7 Rally']);
    expect(texts(d.trace)).toContain('P9: Brilliant Stroke, 1st Limited Command: a Rally would place a Patriot Fort in Massachusetts (4+ Patriot units and room): Rally');
  });

  it('then the Special Activity the flowchart pairs with the first Command (Partisans), on its own; then the flowchart again', () => {
    let t = play(start(), stroke('patriots'), P({ type: 'command', command: 'rally' }));
    // Finish the Rally with the engine's first choices, then the host's done.
    while (pending(t)!.kind !== 'grant') t = play(t, legalActions(t).find((a) => a.type === 'done') ?? legalActions(t)[0]);
    expect(t.stack.at(-2)).toMatchObject({ kind: 'brilliantStroke', commands: 1, activity: false });
    expect(legalActions(t).map((a) => a.activity ?? a.command)).toContain('partisans');
    const d = policyWith(all()).choose(t);
    expect(d.action).toEqual(P({ type: 'specialActivity', activity: 'partisans' }));
    expect(texts(d.trace)).toContain('Brilliant Stroke: the Special Activity the flowchart pairs with the Rally: Partisans, executed on its own');
    t = play(t, d.action);
    while (pending(t)!.kind !== 'grant') t = play(t, legalActions(t).find((a) => a.type === 'done') ?? legalActions(t)[0]);
    expect(t.stack.at(-2)).toMatchObject({ kind: 'brilliantStroke', commands: 1, activity: true });
    const second = `Brilliant Stroke, 2nd Limited Command: ${P9_ROLL}`;
    const d2 = policyWith(all()).choose(t, { [second]: [6] });
    expect(d2.action.type).toBe('command');
    expect(texts(d2.trace)).toContain('Brilliant Stroke, 2nd Limited Command: ');
  });

  it('pairs Partisans, Skirmish, Persuasion in that order; Persuasion alone with Resources 0 (8.5.1)', () => {
    const s = start();
    expect(patriotActivities(s)).toEqual(['partisans', 'skirmish', 'persuasion']);
    expect(patriotActivities({ ...s, resources: { ...s.resources, patriots: 0 } })).toEqual(['persuasion']);
  });
});
