import { describe, expect, it } from 'vitest';
import type { SpaceId } from '../../../../src/data/ids';
import { legalActions, pending } from '../../../../src/game/machine';
import { battleForecast } from '../../../../src/rules/battle/forceLevel';
import { commonCauseBattleLimit, commonCauseMayMove } from '../../../../src/rules/specialActivities/british/commonCause';
import { as, blockade, choices, kind, logSince, offered, onStack, piecesIn, put, withDice } from '../../../../src/testing';
import { board } from '../../commands/british/helpers';

const british = as('british');
const { action: B, activity: SA, command: cmd, play } = british;

const select = (space: SpaceId) => ({ type: 'selectSpace', space }) as const;
const regulars = (from: SpaceId, to: SpaceId, count: number) => ({ type: 'move', from, to, piece: 'britishRegular', count }) as const;
const tories = (from: SpaceId, to: SpaceId, count: number) => ({ type: 'move', from, to, piece: 'tory', count }) as const;
const warParties = (from: SpaceId, to: SpaceId, count: number) =>
  ({ type: 'move', from, to, piece: 'warPartyActive', count, option: 'commonCause' }) as const;

/** Pennsylvania: 3 Regulars, a Tory and three War Parties (one Active); Boston: a Regular that could March elsewhere. */
const marchBoard = () =>
  board((d) => {
    put(d, 'Pennsylvania', { britishRegular: 3, tory: 1, warPartyActive: 1, warPartyUnderground: 2 });
    put(d, 'Boston', { britishRegular: 1 });
  });

describe('4.2.1 Common Cause with a March', () => {
  it('4.2.1 War Parties go along with the Regulars group, up to Regulars minus Tories moved, Active first, all arrive Active', () => {
    const s0 = marchBoard();
    const s1 = play(british.choose(s0, 'march'), select('NewJersey'), regulars('Pennsylvania', 'NewJersey', 3));
    expect(choices(s1, 'move')).toEqual([tories('Pennsylvania', 'NewJersey', 0), tories('Pennsylvania', 'NewJersey', 1)]);
    const s2 = play(s1, tories('Pennsylvania', 'NewJersey', 1));
    expect(pending(s2)!.prompt).toContain('Common Cause');
    // 3 Regulars − 1 Tory: up to 2 War Parties (0 declines).
    expect(legalActions(s2)).toEqual([0, 1, 2].map((n) => B(warParties('Pennsylvania', 'NewJersey', n))));
    const s = play(s2, warParties('Pennsylvania', 'NewJersey', 2));
    expect(piecesIn(s, 'NewJersey')).toEqual({ britishRegular: 3, tory: 1, warPartyActive: 2 });
    expect(piecesIn(s, 'Pennsylvania')).toEqual({ warPartyUnderground: 1 });
    expect(logSince(s2, s)).toEqual([
      'Common Cause: 2 Active War Parties march with them as Tories from Pennsylvania to New Jersey (Activated)',
      'British Special Activity: Common Cause',
    ]);
    expect(s.turn?.executed[0]).toEqual({ faction: 'british', did: 'command', specialActivity: true });
    // Once used, no other Special Activity: the March goes on (Boston's Regular), nothing else offered.
    expect(kind(s)).toBe('britishMarch');
    expect(offered(s)).toEqual([]);
    expect(legalActions(s)).toContainEqual(B({ type: 'done' }));
    const t = play(s, { type: 'done' });
    expect(onStack(t, 'commandHost')).toBe(false);
    expect(kind(t)).toBe('eligibleOptions');
    expect(pending(t)!.faction).not.toBe('british');
  });

  it('4.2.1 without Tories the whole group may take War Parties; one War Party goes Active first', () => {
    const s0 = marchBoard();
    const s1 = play(british.choose(s0, 'march'), select('NewJersey'), regulars('Pennsylvania', 'NewJersey', 3), tories('Pennsylvania', 'NewJersey', 0));
    expect(legalActions(s1)).toEqual([0, 1, 2, 3].map((n) => B(warParties('Pennsylvania', 'NewJersey', n))));
    const s = play(s1, warParties('Pennsylvania', 'NewJersey', 1));
    expect(piecesIn(s, 'NewJersey')).toEqual({ britishRegular: 3, warPartyActive: 1 });
    expect(piecesIn(s, 'Pennsylvania')).toEqual({ tory: 1, warPartyUnderground: 2 });

    // A group of one Regular with its Tory leaves no room for a War Party.
    const t = play(british.choose(s0, 'march'), select('NewJersey'), regulars('Pennsylvania', 'NewJersey', 1), tories('Pennsylvania', 'NewJersey', 1));
    expect(choices(t, 'move').some((a) => a.option === 'commonCause')).toBe(false);
    expect(kind(t)).toBe('britishMarch');
  });

  it('4.2.1 declining (0 War Parties) uses no Special Activity: the others stay on offer', () => {
    const s0 = marchBoard();
    const s = play(british.choose(s0, 'march'), select('NewJersey'), regulars('Pennsylvania', 'NewJersey', 3), tories('Pennsylvania', 'NewJersey', 1), warParties('Pennsylvania', 'NewJersey', 0));
    expect(piecesIn(s, 'Pennsylvania')).toEqual({ warPartyActive: 1, warPartyUnderground: 2 });
    expect(s.turn?.executed[0].specialActivity).toBe(false);
    expect(offered(s)).toEqual(['navalPressure']);
  });

  it('4.2.1 War Parties never move into a City', () => {
    const s0 = marchBoard();
    expect(commonCauseMayMove('Pennsylvania', 'Philadelphia')).toBe(false);
    const s = play(british.choose(s0, 'march'), select('Philadelphia'), regulars('Pennsylvania', 'Philadelphia', 3), tories('Pennsylvania', 'Philadelphia', 0));
    expect(choices(s, 'move').some((a) => a.option === 'commonCause')).toBe(false);
    expect(kind(s)).toBe('britishMarch');
    expect(piecesIn(s, 'Pennsylvania')).toEqual({ tory: 1, warPartyActive: 1, warPartyUnderground: 2 });
  });

  it('4.2.1 War Parties never go by sea: only from a Province into an adjacent Province', () => {
    const s0 = board((d) => {
      put(d, 'Massachusetts', { britishRegular: 2, warPartyActive: 2 });
      put(d, 'Boston', { britishRegular: 1 });
    });
    // Massachusetts → Georgia is a March by sea (via Boston and Savannah).
    expect(commonCauseMayMove('Massachusetts', 'Georgia')).toBe(false);
    expect(commonCauseMayMove('Massachusetts', 'NewYork')).toBe(true);
    const s = play(british.choose(s0, 'march'), select('Georgia'), regulars('Massachusetts', 'Georgia', 2));
    expect(kind(s)).toBe('britishMarch');
    expect(choices(s, 'move').some((a) => a.option === 'commonCause')).toBe(false);
    expect(piecesIn(s, 'Georgia')).toEqual({ britishRegular: 2 });
    // Overland to an adjacent Province they may follow.
    const t = play(british.choose(s0, 'march'), select('NewYork'), regulars('Massachusetts', 'NewYork', 2));
    expect(legalActions(t)).toEqual([0, 1, 2].map((n) => B(warParties('Massachusetts', 'NewYork', n))));
  });

  it('4.1 Common Cause is not offered once another Special Activity accompanies the March, nor with a Limited March', () => {
    const s0 = board((d) => {
      put(d, 'Pennsylvania', { britishRegular: 3, warPartyActive: 2, militiaActive: 1 });
      put(d, 'Boston', { britishRegular: 1 });
    });
    const s = play(
      british.choose(s0, 'march'),
      SA('skirmish'),
      { type: 'skirmish', space: 'Pennsylvania', option: 'militiaActive' },
      select('NewJersey'),
      regulars('Pennsylvania', 'NewJersey', 3),
    );
    expect(choices(s, 'move').some((a) => a.option === 'commonCause')).toBe(false);
    expect(piecesIn(s, 'Pennsylvania')).toEqual({ warPartyActive: 2 });

    const limited = play(british.second(s0, 'patriots'), cmd('march', true), select('NewJersey'), regulars('Pennsylvania', 'NewJersey', 3));
    expect(piecesIn(limited, 'Pennsylvania')).toEqual({ warPartyActive: 2, militiaActive: 1 });
    expect(limited.log.some((e) => e.text.startsWith('Common Cause'))).toBe(false);
  });
});

describe('4.2.1 Common Cause with a Battle', () => {
  /** Pennsylvania: 2 Regulars and two War Parties (one Underground) against 3 Continentals. */
  const battleBoard = () =>
    board((d) => {
      put(d, 'Pennsylvania', { britishRegular: 2, warPartyActive: 1, warPartyUnderground: 1, continental: 3 });
    });

  it('4.2.1 choices in a selected Battle space: 1 up to Regulars − Tories War Parties there', () => {
    const s0 = board((d) => {
      put(d, 'Pennsylvania', { britishRegular: 4, tory: 1, warPartyActive: 1, warPartyUnderground: 3, continental: 2 });
      put(d, 'Virginia', { britishRegular: 2, tory: 2, warPartyActive: 2, militiaActive: 1 });
    });
    expect(commonCauseBattleLimit(s0, 'Pennsylvania')).toBe(3);
    expect(commonCauseBattleLimit(s0, 'Virginia')).toBe(0);
    const b = british.choose(s0, 'battle');
    expect(choices(b, 'commonCause')).toEqual([]);
    const s = play(b, select('Pennsylvania'));
    expect(choices(s, 'commonCause')).toEqual([1, 2, 3].map((count) => ({ type: 'commonCause', space: 'Pennsylvania', count })));
    // Virginia: as many Tories as Regulars already, no room for War Parties.
    expect(choices(play(s, select('Virginia')), 'commonCause')).toEqual([1, 2, 3].map((count) => ({ type: 'commonCause', space: 'Pennsylvania', count })));
  });

  it('4.2.1 the War Parties used are Activated (Active first) and no other Special Activity follows', () => {
    const s0 = board((d) => {
      put(d, 'Pennsylvania', { britishRegular: 4, warPartyActive: 1, warPartyUnderground: 2, continental: 2 });
      put(d, 'Virginia', { britishRegular: 2, militiaActive: 2 });
    });
    const s1 = play(british.choose(s0, 'battle'), select('Pennsylvania'));
    expect(offered(s1)).toEqual(['skirmish', 'navalPressure']);
    const s = play(s1, { type: 'commonCause', space: 'Pennsylvania', count: 2 });
    expect(piecesIn(s, 'Pennsylvania')).toMatchObject({ warPartyActive: 2, warPartyUnderground: 1 });
    expect(logSince(s1, s)).toEqual(['Common Cause: 2 Active War Parties fight as Tories in Pennsylvania (1 Activated)', 'British Special Activity: Common Cause']);
    expect(s.turn?.executed[0].specialActivity).toBe(true);
    expect(kind(s)).toBe('battleCommand');
    expect(offered(s)).toEqual([]);
    // Common Cause once per space; Virginia may still be selected (and use Common Cause had it War Parties).
    expect(legalActions(s)).toEqual([B(select('Virginia')), B({ type: 'done' })]);
  });

  it('4.2.1, 3.6.3 the Force Level counts the War Parties as Tories', () => {
    // Virginia keeps the Battle selection open after Common Cause in Pennsylvania.
    const s0 = board((d) => {
      put(d, 'Pennsylvania', { britishRegular: 2, warPartyActive: 1, warPartyUnderground: 1, continental: 3 });
      put(d, 'Virginia', { britishRegular: 1, militiaActive: 1 });
    });
    expect(battleForecast(s0, 'Pennsylvania', 'british').attack).toEqual({ cubes: 2, regulars: 2, forts: 0, halfUnits: 0, total: 2 });
    const s1 = play(british.choose(s0, 'battle'), select('Pennsylvania'), { type: 'commonCause', space: 'Pennsylvania', count: 2 });
    expect(kind(s1)).toBe('battleCommand');
    // With both War Parties Active: two Tories' worth instead of one for half the Active units.
    expect(battleForecast(s1, 'Pennsylvania', 'british').attack).toEqual({ cubes: 2, regulars: 2, forts: 0, halfUnits: 1, total: 3 });
    expect(battleForecast(s1, 'Pennsylvania', 'british', { commonCause: 2 }).attack).toEqual({ cubes: 4, regulars: 2, forts: 0, halfUnits: 0, total: 4 });
  });

  it('4.2.1, 3.6.7 the Battle: Force Level with the War Parties as Tories (log), losses taken from them as Tories', () => {
    // Dice: the Attacker's 1D3 = 1, the Defender's 1D3 = 3.
    const s0 = withDice(battleBoard(), [1, 3]);
    const s1 = play(british.choose(s0, 'battle'), select('Pennsylvania'));
    const s = play(s1, { type: 'commonCause', space: 'Pennsylvania', count: 2 });
    const texts = logSince(s1, s);
    expect(texts).toContain('Royalist Attacker (British and Indians): Force Level 4 (4 cubes) — 1D3');
    expect(texts).toContain('Rebellion Defender: Force Level 3 (3 cubes) — 1D3');
    // Attacker Loss Level 3: a Regular (2), then a War Party in the Tories' turn (1).
    expect(texts).toContain('Royalist Attacker removes 1 British Regular, 1 Active War Party (3 losses for Loss Level 3); CBC +1');
    expect(s.spaces.Pennsylvania.pieces).toMatchObject({ britishRegular: 1, warPartyActive: 1, warPartyUnderground: 0 });
    expect(s.casualties.britishRegular).toBe(s0.casualties.britishRegular + 1);
    expect(s.available.warParty).toBe(s0.available.warParty + 1);
    expect(s.cbc).toBe(s0.cbc + 1);
  });

  it('3.6.7 the same Battle without Common Cause loses two Regulars instead', () => {
    // No Common Cause: the Underground War Party is not Activated (0), Force Level 2 + half of 1 Active = 2.
    const s0 = withDice(
      board((d) => put(d, 'Pennsylvania', { britishRegular: 2, warPartyActive: 2, continental: 3 })),
      [1, 3],
    );
    const s1 = play(british.choose(s0, 'battle'), select('Pennsylvania'), { type: 'done' });
    expect(s1.spaces.Pennsylvania.pieces).toMatchObject({ britishRegular: 0, warPartyActive: 2 });
    expect(s1.casualties.britishRegular).toBe(s0.casualties.britishRegular + 2);
    expect(s1.cbc).toBe(s0.cbc + 2);
  });

  it('2.3.5 no Common Cause with a Limited Battle', () => {
    const s0 = board((d) => {
      put(d, 'Pennsylvania', { britishRegular: 2, warPartyActive: 1, warPartyUnderground: 1, continental: 3 });
      put(d, 'Virginia', { britishRegular: 1, militiaActive: 1 });
    });
    const b = play(british.second(s0, 'patriots'), cmd('battle', true));
    expect(offered(b)).toEqual([]);
    // The one space selected, the Battle begins at once: the War Parties are only the Indians' own.
    const s = play(b, select('Pennsylvania'));
    expect(pending(s)).toMatchObject({ faction: 'british', kind: 'battle' });
    expect(choices(s, 'activate')).toEqual([0, 1].map((count) => ({ type: 'activate', space: 'Pennsylvania', piece: 'warPartyUnderground', count })));
    expect(s.log.some((e) => e.text.startsWith('Common Cause'))).toBe(false);
  });

  it('1.10 Howe: Common Cause in two Battle spaces is one Special Activity — FNI drops once', () => {
    const s0 = board((d) => {
      put(d, 'Pennsylvania', { britishRegular: 2, warPartyActive: 1, continental: 1 });
      put(d, 'Virginia', { britishRegular: 2, warPartyActive: 1, militiaActive: 1 });
      blockade(d, 'Boston', 'Boston');
      d.leaders.british = { leader: 'Howe', at: 'Pennsylvania' };
    });
    const s1 = play(british.choose(s0, 'battle'), select('Pennsylvania'), { type: 'commonCause', space: 'Pennsylvania', count: 1 });
    expect(s1.fni).toBe(1);
    expect(s1.spaces.Boston.blockades).toBe(1);
    const s = play(s1, select('Virginia'), { type: 'commonCause', space: 'Virginia', count: 1 });
    expect(s.fni).toBe(1);
    expect(s.spaces.Boston.blockades).toBe(1);
    expect(s.log.filter((e) => e.text.startsWith('Howe:'))).toHaveLength(1);
    expect(s.log.filter((e) => e.text === 'British Special Activity: Common Cause')).toHaveLength(1);
  });
});
