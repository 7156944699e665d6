// The Indian Brilliant Stroke (8.7.8, 8.3.7): when the Non-Player Indians play it or Trump with it, and how
// they execute it — the first Limited Command by the flowchart among those that can involve the Leader,
// the Special Activity paired with it, then the flowchart again.
import { describe, expect, it } from 'vitest';
import type { Draft } from 'immer';
import type { Action } from '../../../src/core/action';
import type { GameState } from '../../../src/core/state';
import type { Faction } from '../../../src/data/ids';
import { legalActions, pending } from '../../../src/game/machine';
import { lead, play, put } from '../../../src/testing/kit';
import { indianActivities } from '../../../src/bots/indians/brilliantStroke';
import { I3_ROLL, I6_ROLL } from '../../../src/bots/indians/turn';
import { atCardStart, stroke } from '../../rules/brilliantStrokes/helpers';
import { nodes, policyWith, table, texts } from './turnKit';

const IN = (a: Omit<Action, 'faction'>): Action => ({ faction: 'indians', ...a }) as Action;
const FIRST = 'Brilliant Stroke, 1st Limited Command';
const SECOND = 'Brilliant Stroke, 2nd Limited Command';
const rolls = (context: string, i3: number, i6: number) => ({ [`${context}: ${I3_ROLL}`]: [i3], [`${context}: ${I6_ROLL}`]: [i6] });
const all = () => table({ raid: true, gather: true, march: true, scout: true });

/**
 * Card #1 (Patriots, British, French, Indians), the Treaty played, Brant in the Northwest with `warParties`
 * Underground War Parties and 2 Active Militia; the Patriots 1st Eligible (a player unless `nonPlayers`
 * says).
 */
const start = (warParties = 3, nonPlayers: Faction[] = ['indians'], more: (d: Draft<GameState>) => void = () => {}) =>
  atCardStart(
    {
      game: { seed: 1, nonPlayers },
      treaty: true,
      resources: { indians: 5, british: 5 },
      pieces: { Northwest: { warPartyUnderground: warParties, militiaActive: 2 }, NewYork: { britishRegular: 2, warPartyActive: 1 } },
    },
    (d) => {
      lead(d, 'indians', 'Northwest');
      more(d);
    },
  );

describe('the window (8.7.8, 8.3.7)', () => {
  it('plays when the Treaty is in play, Brant has 3+ War Parties and a player Faction is 1st Eligible', () => {
    const s = start();
    expect(pending(s)).toMatchObject({ faction: 'indians', kind: 'brilliantStrokes' });
    const d = policyWith(all()).choose(s, rolls(FIRST, 6, 1));
    expect(d.action).toEqual(stroke('indians'));
    expect(texts(d.trace)).toContain('Brilliant Stroke: Treaty played, Indians Eligible, no Winter Quarters card, Brant in Northwest with 3 War Parties, the Patriots (a player Faction) are 1st Eligible');
    expect(texts(d.trace)).toContain('Brilliant Stroke: the first Limited Command will be a Gather that can involve Brant: play');
  });

  it('a Limited Command selects one space: its Gather places one Village at most (I6 rolls)', () => {
    const s = start(3, ['indians'], (d) => put(d, 'Quebec', { warPartyUnderground: 3 }));
    const d = policyWith(all()).choose(s, rolls(FIRST, 6, 1));
    expect(texts(d.trace)).toContain(`I6: ${FIRST}: a Gather would place 1 Village; D6 = 1, less than the`);
  });

  it('does not play with fewer than 3 War Parties with the Leader', () => {
    const d = policyWith(all()).choose(start(2));
    expect(d.action).toEqual(IN({ type: 'done' }));
    expect(texts(d.trace)).toContain('Brilliant Stroke: Brant is in Northwest with 2 War Parties (fewer than 3): the Indians do not play their Brilliant Stroke');
  });

  it('does not play when the 1st Eligible Faction is a Non-Player', () => {
    const d = policyWith(all()).choose(start(3, ['indians', 'patriots']));
    expect(d.action).toEqual(IN({ type: 'done' }));
    expect(texts(d.trace)).toContain('the 1st Eligible Faction, the Patriots, is a Non-Player: the Indians do not play their Brilliant Stroke');
  });

  it('any player Faction 1st Eligible will do (the British here, the Patriots Ineligible)', () => {
    const s = start(3, ['indians'], (d) => {
      d.eligible.patriots = false;
    });
    const d = policyWith(all()).choose(s, rolls(FIRST, 6, 1));
    expect(d.action).toEqual(stroke('indians'));
    expect(texts(d.trace)).toContain('the British (a player Faction) are 1st Eligible');
  });

  it('ruling: does not play when the flowchart finds no Limited Command that can involve the Leader (8.3.7 abort)', () => {
    const d = policyWith(table({ raid: false, gather: false, march: false, scout: false })).choose(start(), rolls(FIRST, 6, 1));
    expect(d.action).toEqual(IN({ type: 'done' }));
    expect(texts(d.trace)).toContain('no Limited Command the flowchart selects can involve Brant (the play would be aborted, 8.3.7)');
  });

  it("Trumps the Patriots' Brilliant Stroke (a Rebellion Faction's, not the Treaty)", () => {
    const s0 = start(3, ['indians'], (d) => {
      lead(d, 'patriots', 'Virginia');
      put(d, 'Virginia', { continental: 3 });
    });
    expect(pending(s0)).toMatchObject({ faction: 'patriots', kind: 'brilliantStrokes' });
    const s = play(s0, stroke('patriots'));
    const asked = pending(s)!;
    if (asked.faction !== 'indians') {
      // The British are asked first (card order): they decline.
      expect(asked).toMatchObject({ faction: 'british', kind: 'brilliantStrokes' });
    }
    let t = s;
    while (pending(t)!.faction !== 'indians') t = play(t, legalActions(t).find((a) => a.type === 'done')!);
    expect(pending(t)).toMatchObject({ faction: 'indians', kind: 'brilliantStrokes' });
    const d = policyWith(all()).choose(t, rolls(FIRST, 6, 1));
    expect(d.action).toEqual(stroke('indians'));
    expect(texts(d.trace)).toContain('the Patriots play their Brilliant Stroke: the Indians Trump it');
  });

  it("does not Trump the British Brilliant Stroke (not a Rebellion Faction's)", () => {
    const s0 = start(3, ['indians'], (d) => {
      lead(d, 'british', 'NewYork');
      put(d, 'NewYork', { britishRegular: 4 });
      d.eligible.patriots = false;
    });
    let t = s0;
    while (pending(t)!.faction !== 'british') t = play(t, legalActions(t).find((a) => a.type === 'done')!);
    t = play(t, stroke('british'));
    while (pending(t)!.faction !== 'indians') t = play(t, legalActions(t).find((a) => a.type === 'done')!);
    const d = policyWith(all()).choose(t);
    expect(d.action).toEqual(IN({ type: 'done' }));
    expect(texts(d.trace)).toMatch(/the card on top is the British' .*, not a Rebellion Faction's Brilliant Stroke other than the Treaty: the Indians do not play/);
  });
});

describe('executing it (8.3.7)', () => {
  it('the first Limited Command by the flowchart, among those the engine offers (those that can involve the Leader)', () => {
    const s = play(start(), stroke('indians'));
    expect(pending(s)!.kind).toBe('grant');
    const d = policyWith(all()).choose(s, rolls(FIRST, 6, 1));
    expect(d.action).toEqual(IN({ type: 'command', command: 'gather' }));
    expect(nodes(d.trace)).toEqual(['Brilliant Stroke', 'I3', 'I6', 'I7 Gather', 'I7 Gather']);
  });

  it('then the Special Activity the flowchart pairs with it (War Path), on its own; then the flowchart again', () => {
    let t = play(start(), stroke('indians'), IN({ type: 'command', command: 'gather' }), IN({ type: 'selectSpace', space: 'Northwest' }));
    while (pending(t)!.kind !== 'grant') t = play(t, legalActions(t).find((a) => a.type === 'done') ?? legalActions(t)[0]);
    expect(t.stack.at(-2)).toMatchObject({ kind: 'brilliantStroke', commands: 1, activity: false });
    const d = policyWith(all()).choose(t);
    expect(d.action).toEqual(IN({ type: 'specialActivity', activity: 'warPath' }));
    expect(texts(d.trace)).toContain('Brilliant Stroke: the Special Activity the flowchart pairs with the Gather: War Path, executed on its own');
    t = play(t, d.action);
    while (pending(t)!.kind !== 'grant') t = play(t, legalActions(t).find((a) => a.type === 'done') ?? legalActions(t)[0]);
    expect(t.stack.at(-2)).toMatchObject({ kind: 'brilliantStroke', commands: 1, activity: true });
    const second = policyWith(all()).choose(t, rolls(SECOND, 1, 1));
    expect(second.trace).toContainEqual({ roll: { sides: 6, purpose: `${SECOND}: ${I3_ROLL}`, value: 1 } });
    expect(second.action.type).toBe('command');
  });

  it('pairs War Path then Trade; Trade first at 0 Indian Resources (8.7.1)', () => {
    expect(indianActivities(3)).toEqual(['warPath', 'trade']);
    expect(indianActivities(0)).toEqual(['trade', 'warPath']);
  });
});
