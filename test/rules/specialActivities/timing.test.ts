/**
 * 4.1 Special Activities in general, as the British and French use them: before, during or after the
 * Command (the command host, frame `commandHost`), one per Command, never with a Limited Command
 * (2.3.5), their effect on the 2nd Eligible's options (2.3.4), and the look-ahead that keeps a
 * Special Activity begun before the Command from leaving the Command without a way on.
 */
import { describe, expect, it } from 'vitest';
import type { SpaceId } from '../../../src/data/ids';
import type { ActionOption } from '../../../src/core/action';
import { legalActions, pending } from '../../../src/game/machine';
import type { GameState } from '../../../src/core/state';
import type { BritishMarchFrame } from '../../../src/rules/commands/british/march';
import { eligibleChoices } from '../../../src/rules/sequence/eventCard';
import { skirmishChoices } from '../../../src/rules/specialActivities/skirmish';
import { as, choices, commandOptions, kind, offered, onStack, onTurn, piecesIn, put, withDice } from '../../../src/testing';
import { board } from '../commands/british/helpers';

const british = as('british');
const { action: B, activity: SA, command: cmd, play } = british;

const select = (space: SpaceId) => ({ type: 'selectSpace', space }) as const;
const regulars = (from: SpaceId, to: SpaceId, count: number) => ({ type: 'move', from, to, piece: 'britishRegular', count }) as const;
const skirmish = (space: SpaceId, option: ActionOption) => ({ type: 'skirmish', space, option }) as const;
const DONE = { type: 'done' } as const;
const marchFrame = (s: GameState): BritishMarchFrame => s.stack.find((f) => f.kind === 'britishMarch') as BritishMarchFrame;

/**
 * New York: 2 Regulars to March with; Virginia: a Regular and 2 Active Militia, a Skirmish that
 * changes nothing the March could do.
 */
const layout = () =>
  board((d) => {
    put(d, 'NewYork', { britishRegular: 2 });
    put(d, 'Virginia', { britishRegular: 1, militiaActive: 2 });
  });

describe('4.1 when a Special Activity may be executed', () => {
  it('4.1 immediately before the Command: at its first decision; the Command then resumes with its choices intact', () => {
    const m = british.choose(withDice(layout(), [2]), 'march');
    expect(kind(m)).toBe('britishMarch');
    expect(marchFrame(m).selected).toEqual([]);
    expect(offered(m)).toEqual(['skirmish', 'navalPressure']);
    const before = commandOptions(m);
    const s = play(m, SA('navalPressure'));
    expect(s.resources.british).toBe(12);
    expect(kind(s)).toBe('britishMarch');
    expect(marchFrame(s).selected).toEqual([]);
    expect(legalActions(s)).toEqual(before);
    const t = play(s, select('NewJersey'), regulars('NewYork', 'NewJersey', 2), DONE);
    expect(piecesIn(t, 'NewJersey')).toEqual({ britishRegular: 2 });
    expect(t.resources.british).toBe(11);
    expect(onStack(t, 'commandHost')).toBe(false);
    expect(t.turn?.executed[0]).toEqual({ faction: 'british', did: 'command', specialActivity: true });
  });

  it('4.1 during the Command: between spaces (after one March destination), never inside one', () => {
    const s0 = board((d) => {
      put(d, 'NewYork', { britishRegular: 2, tory: 1 });
      put(d, 'Virginia', { britishRegular: 1, militiaActive: 2 });
    });
    // Inside the destination: the Tories accompanying the group are still to be chosen.
    const inside = play(british.choose(s0, 'march'), select('NewJersey'), regulars('NewYork', 'NewJersey', 2));
    expect(choices(inside, 'move').map((a) => a.piece)).toEqual(['tory', 'tory']);
    expect(offered(inside)).toEqual([]);
    const between = play(inside, { type: 'move', from: 'NewYork', to: 'NewJersey', piece: 'tory', count: 1 });
    expect(legalActions(between)).toContainEqual(B(DONE));
    expect(offered(between)).toEqual(['skirmish', 'navalPressure']);
    const before = commandOptions(between);
    const s = play(between, SA('skirmish'), skirmish('Virginia', 'militiaActive'));
    expect(piecesIn(s, 'Virginia')).toEqual({ britishRegular: 1, militiaActive: 1 });
    expect(kind(s)).toBe('britishMarch');
    expect(marchFrame(s).selected).toEqual(['NewJersey']);
    expect(s.resources.british).toBe(9);
    // The same March choices (more groups, more destinations, done), and no second Special Activity.
    expect(legalActions(s)).toEqual(before);
    const t = play(s, DONE);
    expect(piecesIn(t, 'NewJersey')).toEqual({ britishRegular: 2, tory: 1 });
    expect(onStack(t, 'britishMarch')).toBe(false);
    expect(onStack(t, 'commandHost')).toBe(false);
  });

  it('4.1 immediately after the Command: the window offers the Special Activities with done', () => {
    const s1 = play(british.choose(layout(), 'march'), select('NewJersey'), regulars('NewYork', 'NewJersey', 2), DONE);
    expect(onStack(s1, 'britishMarch')).toBe(false);
    expect(pending(s1)).toMatchObject({ faction: 'british', kind: 'commandHost', rule: '4.1' });
    expect(legalActions(s1)).toEqual([SA('skirmish'), SA('navalPressure'), B(DONE)]);
    const s = play(s1, SA('skirmish'), skirmish('Virginia', 'militiaActive+militiaActive+britishRegular'));
    expect(piecesIn(s, 'Virginia')).toEqual({});
    expect(onStack(s, 'commandHost')).toBe(false);
    expect(kind(s)).toBe('eligibleOptions');
    expect(s.turn?.executed[0]).toEqual({ faction: 'british', did: 'command', specialActivity: true });
  });

  it('4.1 a Command the British cannot pay for is offered when Naval Pressure surely pays for it; the Special Activity then comes first', () => {
    const s0 = withDice(
      board((d) => {
        put(d, 'NewYork', { britishRegular: 2 });
        d.resources.british = 0;
      }),
      [1],
    );
    const options = legalActions(onTurn(s0, 'british'));
    expect(options).toContainEqual(cmd('march'));
    const m = british.choose(s0, 'march');
    expect(kind(m)).toBe('britishMarch');
    expect(legalActions(m)).toEqual([SA('navalPressure')]);
    const s = play(m, SA('navalPressure'));
    expect(s.resources.british).toBe(1);
    const t = play(s, select('NewJersey'), regulars('NewYork', 'NewJersey', 2));
    expect(t.resources.british).toBe(0);
    expect(piecesIn(t, 'NewJersey')).toEqual({ britishRegular: 2 });
  });
});

describe('4.1 one Special Activity per Command; 2.3.5 none with a Limited Command', () => {
  it('4.1 once one is executed, none is offered again (during or after the Command)', () => {
    let s = play(british.choose(withDice(layout(), [3]), 'march'), SA('navalPressure'));
    expect(offered(s)).toEqual([]);
    s = play(s, select('NewJersey'), regulars('NewYork', 'NewJersey', 2));
    expect(legalActions(s)).toContainEqual(B(DONE));
    expect(offered(s)).toEqual([]);
    s = play(s, DONE);
    expect(onStack(s, 'commandHost')).toBe(false);
    expect(kind(s)).toBe('eligibleOptions');
    expect(s.log.filter((e) => e.text.includes('Special Activity:'))).toHaveLength(1);
  });

  it('2.3.5 a Limited Command: its host allows no Special Activity at any decision', () => {
    let s = play(british.second(layout(), 'patriots'), cmd('march', true));
    expect(s.stack.some((f) => f.kind === 'commandHost' && f.activityAllowed === true)).toBe(false);
    expect(offered(s)).toEqual([]);
    s = play(s, select('NewJersey'));
    expect(offered(s)).toEqual([]);
    expect(legalActions(s)).toContainEqual(B(DONE));
    s = play(s, DONE);
    expect(onStack(s, 'britishMarch')).toBe(false);
    expect(s.log.some((e) => e.text.includes('Special Activity'))).toBe(false);
  });
});

describe('2.3.4 the 2nd Eligible after the 1st Eligible’s Command', () => {
  const marched = () => play(british.choose(withDice(layout(), [2]), 'march'), select('NewJersey'), regulars('NewYork', 'NewJersey', 2), DONE);

  it('2.3.4 Command + Special Activity: the 2nd Eligible may take the Event or a Limited Command', () => {
    const s = play(marched(), SA('navalPressure'));
    expect(s.turn?.executed[0].specialActivity).toBe(true);
    expect(kind(s)).toBe('eligibleOptions');
    const second = pending(s)!.faction;
    expect(second).not.toBe('british');
    expect(eligibleChoices(s)).toEqual({ position: 2, command: false, limitedCommand: true, event: true });
    const commands = legalActions(s).filter((a) => a.type === 'command');
    expect(commands.every((a) => a.limited === true && a.faction === second)).toBe(true);
  });

  it('2.3.4 Command alone: the 2nd Eligible gets a Limited Command, not the Event', () => {
    const s = play(marched(), DONE);
    expect(s.turn?.executed[0]).toEqual({ faction: 'british', did: 'command', specialActivity: false });
    expect(eligibleChoices(s)).toEqual({ position: 2, command: false, limitedCommand: true, event: false });
    expect(legalActions(s).some((a) => a.type === 'event')).toBe(false);
  });

  it('2.3.4 the French: Command + Préparer la Guerre opens the Event to the 2nd Eligible', () => {
    const s0 = board((d) => {
      d.resources.french = 5;
    });
    const s = play(onTurn(s0, 'french'), { faction: 'french', type: 'command', command: 'hortalez' }, { faction: 'french', type: 'pay', value: 1 }, {
      faction: 'french',
      type: 'specialActivity',
      activity: 'preparerLaGuerre',
    }, { faction: 'french', type: 'choose', option: 'resources' });
    expect(s.turn?.executed[0]).toEqual({ faction: 'french', did: 'command', specialActivity: true });
    expect(eligibleChoices(s)).toEqual({ position: 2, command: false, limitedCommand: true, event: true });
  });
});

describe('4.1 look-ahead: a Special Activity before the Command never leaves it without a way on', () => {
  it('4.1, 4.2.2 no Skirmish before a Battle whose only possible space is the only Skirmish space', () => {
    const s0 = board((d) => put(d, 'Massachusetts', { britishRegular: 1, militiaActive: 1 }));
    expect(skirmishChoices(s0, 'british', 'Massachusetts')).toEqual(['militiaActive']);
    const b = british.choose(s0, 'battle');
    expect(choices(b, 'selectSpace')).toEqual([select('Massachusetts')]);
    expect(offered(b)).toEqual(['navalPressure']);
    // With a second possible Battle (New York: no Skirmish target), the Skirmish is offered again.
    const t0 = board((d) => {
      put(d, 'Massachusetts', { britishRegular: 1, militiaActive: 1 });
      put(d, 'NewYork', { britishRegular: 1, militiaUnderground: 1 });
    });
    const t = british.choose(t0, 'battle');
    expect(offered(t)).toEqual(['skirmish', 'navalPressure']);
    const u = play(t, SA('skirmish'), skirmish('Massachusetts', 'militiaActive'));
    expect(legalActions(u)).toEqual([B(select('NewYork'))]);
  });

  it('4.1 before a March, a Skirmish choice that would lose the last Regular able to March is not offered', () => {
    const s0 = board((d) => put(d, 'Massachusetts', { britishRegular: 1, militiaActive: 2 }));
    expect(skirmishChoices(s0, 'british', 'Massachusetts')).toEqual(['militiaActive', 'militiaActive+militiaActive+britishRegular']);
    const s = play(british.choose(s0, 'march'), SA('skirmish'));
    expect(legalActions(s)).toEqual([B(skirmish('Massachusetts', 'militiaActive'))]);
  });
});
