// The British Brilliant Stroke (8.4.11, 8.3.7): when the Non-Player British play it or Trump with it, and
// how they execute it — the first Limited Command by the flowchart among those that can involve the
// Leader, the Special Activity paired with it, then the flowchart again.
import { describe, expect, it } from 'vitest';
import type { Action } from '../../../src/core/action';
import type { GameState } from '../../../src/core/state';
import type { Draft } from 'immer';
import { legalActions, pending } from '../../../src/game/machine';
import { lead, play, put } from '../../../src/testing/kit';
import { activitiesFor } from '../../../src/bots/british/turn';
import { atCardStart, stroke } from '../../rules/brilliantStrokes/helpers';
import { nodes, policyWith, table, texts } from './turnKit';
import { BRITISH_COMMANDS, britishPolicy } from '../../../src/bots/british/index';
import { beginDecision } from '../../../src/bots/policy';

const B = (a: Omit<Action, 'faction'>): Action => ({ faction: 'british', ...a }) as Action;
const FIRST_B6 = 'Brilliant Stroke, 1st Limited Command: B6: Available Regulars > 1D6? (8.4.2)';
const all = () => table({ garrison: true, muster: true, march: true, battle: true });

/**
 * Card #1 (Patriots, British, French, Indians), the Treaty played, Howe in Boston with `regulars` British
 * Regulars, Tories in New York City; the Patriots 1st Eligible (a player unless `nonPlayers` says).
 */
const start = (regulars = 4, nonPlayers: ('british' | 'patriots')[] = ['british'], more: (d: Draft<GameState>) => void = () => {}) =>
  atCardStart(
    {
      game: { seed: 1, nonPlayers },
      treaty: true,
      resources: { british: 5 },
      pieces: { Boston: { britishRegular: regulars }, NewYorkCity: { britishRegular: 2, tory: 2 }, NewYork: { britishRegular: 2, continental: 2 } },
    },
    (d) => {
      lead(d, 'Howe', 'Boston');
      more(d);
    },
  );

describe('the window (8.4.11, 8.3.7)', () => {
  it('plays when the Treaty is in play, Howe has 4+ Regulars and a Rebellion player Faction is 1st Eligible', () => {
    const s = start();
    expect(pending(s)).toMatchObject({ faction: 'british', kind: 'brilliantStrokes' });
    const d = policyWith(all()).choose(s, { [FIRST_B6]: [1] });
    expect(d.action).toEqual(stroke('british'));
    expect(texts(d.trace)).toContain('Brilliant Stroke: Treaty played, British Eligible, no Winter Quarters card, Howe in Boston with 4 Regulars, the Patriots (a player Faction) are 1st Eligible');
    expect(texts(d.trace)).toContain('the first Limited Command will be a Muster that can involve the Leader: play');
  });

  it('does not play with fewer than 4 Regulars with the Leader', () => {
    const d = policyWith(all()).choose(start(3), { [FIRST_B6]: [1] });
    expect(d.action).toEqual(B({ type: 'done' }));
    expect(texts(d.trace)).toContain('the British Leader is in Boston with 3 British Regulars (fewer than 4): the British do not play their Brilliant Stroke');
  });

  it('does not play when the 1st Eligible Rebellion Faction is a Non-Player', () => {
    const d = policyWith(all()).choose(start(4, ['british', 'patriots']));
    expect(d.action).toEqual(B({ type: 'done' }));
    expect(texts(d.trace)).toContain('the 1st Eligible Faction is the Patriots, not a Rebellion player Faction');
  });

  it('does not play when the 1st Eligible Faction is not a Rebellion Faction', () => {
    const s = start(4, ['british'], (d) => {
      d.eligible.patriots = false;
    });
    const d = policyWith(all()).choose(s);
    expect(d.action).toEqual(B({ type: 'done' }));
    expect(texts(d.trace)).toContain('the 1st Eligible Faction is the British, not a Rebellion player Faction');
  });

  it('ruling: does not play when the flowchart finds no Limited Command that can involve the Leader (8.3.7 abort)', () => {
    const d = policyWith(table({ garrison: false, muster: false, march: false, battle: false })).choose(start(), { [FIRST_B6]: [1] });
    expect(d.action).toEqual(B({ type: 'done' }));
    expect(texts(d.trace)).toContain('no Limited Command the flowchart selects can involve the Leader (the play would be aborted, 8.3.7)');
  });

  it('Trumps the Patriots\' Brilliant Stroke', () => {
    const s0 = start(4, ['british'], (d) => {
      lead(d, 'patriots', 'Virginia');
      d.spaces.Virginia.pieces.continental = 3;
      d.available.continental -= 3;
    });
    expect(pending(s0)).toMatchObject({ faction: 'patriots', kind: 'brilliantStrokes' });
    const s = play(s0, stroke('patriots'));
    expect(pending(s)).toMatchObject({ faction: 'british', kind: 'brilliantStrokes' });
    const d = policyWith(all()).choose(s, { [FIRST_B6]: [1] });
    expect(d.action).toEqual(stroke('british'));
    expect(texts(d.trace)).toContain('the Patriots play their Brilliant Stroke: the British Trump it');
  });
});

describe('executing it (8.3.7)', () => {
  it('the first Limited Command by the flowchart, among those the engine offers (those that can involve the Leader)', () => {
    const s = play(start(), stroke('british'));
    expect(pending(s)!.kind).toBe('grant');
    const d = policyWith(all()).choose(s, { [FIRST_B6]: [1] });
    expect(d.action).toEqual(B({ type: 'command', command: 'muster' }));
    expect(nodes(d.trace)).toContain('B6');
    expect(texts(d.trace)).toContain('Brilliant Stroke, 1st Limited Command: D6 = 1, less than');
  });

  it('then the Special Activity the flowchart pairs with the first Command (Skirmish with a Muster), on its own', () => {
    const s = play(
      start(),
      stroke('british'),
      B({ type: 'command', command: 'muster' }),
      B({ type: 'selectSpace', space: 'Boston' }),
    );
    let t = s;
    // Finish the Muster with the engine's first choices, then the host's done.
    while (pending(t)!.kind !== 'grant') t = play(t, legalActions(t).find((a) => a.type === 'done') ?? legalActions(t)[0]);
    expect(t.stack.at(-2)).toMatchObject({ kind: 'brilliantStroke', commands: 1, activity: false });
    const d = policyWith(all()).choose(t);
    expect(d.action).toEqual(B({ type: 'specialActivity', activity: 'skirmish' }));
    expect(texts(d.trace)).toContain('the Special Activity the flowchart pairs with the Muster: Skirmish, executed on its own');
  });

  it('then the flowchart again for the second Limited Command (its own rolls), among what keeps the Leader able to take part', () => {
    let t = play(start(), stroke('british'), B({ type: 'command', command: 'muster' }), B({ type: 'selectSpace', space: 'NewYorkCity' }));
    while (pending(t)!.kind !== 'grant') t = play(t, legalActions(t).find((a) => a.type === 'done') ?? legalActions(t)[0]);
    t = play(t, B({ type: 'specialActivity', activity: 'skirmish' }));
    while (pending(t)!.kind !== 'grant') t = play(t, legalActions(t).find((a) => a.type === 'done') ?? legalActions(t)[0]);
    expect(t.stack.at(-2)).toMatchObject({ kind: 'brilliantStroke', commands: 1, activity: true, leaderTookPart: false });
    const second = 'Brilliant Stroke, 2nd Limited Command: B6: Available Regulars > 1D6? (8.4.2)';
    const d = policyWith(all()).choose(t, { [second]: [1] });
    expect(d.action).toEqual(B({ type: 'command', command: 'muster' }));
    expect(d.trace).toContainEqual({ roll: { sides: 6, purpose: second, value: 1 } });
    // Howe stayed in Boston: the Muster is then offered in Boston only (the engine's guard, 1.10).
    expect(new Set(legalActions(play(t, d.action)).map((a) => a.space))).toEqual(new Set(['Boston']));
  });

  it('pairs Naval Pressure first with a Garrison, Skirmish first with the others (8.4.1–8.4.4)', () => {
    expect(activitiesFor('garrison')).toEqual(['navalPressure', 'skirmish']);
    for (const c of ['muster', 'march', 'battle'] as const) expect(activitiesFor(c)).toEqual(['skirmish', 'navalPressure']);
  });
});

describe('a Limited Battle in the Brilliant Stroke involves the Leader only in his space (8.3.7, 8.4.4)', () => {
  it('Howe in Boston where the British would not win: no Battle elsewhere is the first Limited Command; the window looks ahead with that limit', () => {
    // Regression (soak): the window and the grant once planned a Battle in Pennsylvania (6 to 1) although the
    // Leader stood in Boston; the second Limited Command then had only Boston, which the plan did not select.
    const s = start(4, ['british'], (d) => {
      put(d, 'Boston', { continental: 8 });
      put(d, 'Pennsylvania', { britishRegular: 6, continental: 1 });
    });
    const after = play(s, stroke('british'));
    expect(pending(after)).toMatchObject({ faction: 'british', kind: 'grant' });
    const battle = BRITISH_COMMANDS.battle!;
    const flow = { ctx: beginDecision(after, 'british', {}), state: after, faction: 'british' as const, kind: 'grant', legal: legalActions(after), rolls: {} };
    expect(battle.possible(flow, { limited: true, free: true, specialActivity: false })).toBe(false);
    expect(texts(flow.ctx.trace)).toContain('B12 Battle: Brilliant Stroke: the Limited Battle must involve the Leader, in Boston (8.3.7)');
    expect(texts(flow.ctx.trace)).not.toContain('Pennsylvania');
    // The window asks the flowchart as it will be after the play: never a Battle away from Howe (here a Garrison into Boston).
    const d = britishPolicy().choose(s);
    expect(texts(d.trace)).not.toContain('will be a Battle');
  });
});
