/**
 * 6.5 Redeployment Phase: Leader Change (6.5.1), Leader Redeployment (6.5.2), British Release Date
 * (6.5.3), French Naval Intervention (6.5.4).
 */
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../src/core/state';
import { CARDS } from '../../../src/data/cards';
import type { Faction } from '../../../src/data/ids';
import { britishRelease, leaderChange } from '../../../src/rules/winterQuarters/index';
import { arrange, clearMap, game, play, put } from '../../../src/testing';
import { decision, inRound, logLines, options } from './helpers';

/** An Event card whose first Faction is `f`. */
const firstIs = (f: Faction): number => CARDS.find((c) => c.kind === 'event' && c.order[0] === f)!.id;

describe('6.5.1 Leader Change', () => {
  const base = clearMap(game('1775'));
  const leaders = (s: GameState) => ({
    british: s.leaders.british.leader,
    patriots: s.leaders.patriots.leader,
    french: s.leaders.french.leader,
    indians: s.leaders.indians.leader,
  });

  it('6.5.1 the first Faction on the card on deck changes Leader; the new Leader takes the old one’s place', () => {
    const s0 = arrange(base, (d) => {
      put(d, 'Boston', { britishRegular: 1 });
      d.leaders.british.at = 'Boston';
    });
    const s = inRound(s0, 'leaderChange', { next: firstIs('british') });
    expect(s.leaders.british).toEqual({ leader: 'Howe', at: 'Boston' });
    expect(leaders(s)).toEqual({ british: 'Howe', patriots: 'Washington', french: 'Rochambeau', indians: 'Brant' });
    expect(logLines(s)).toContain('6.5.1 Leader Change: Thomas Gage is replaced by William Howe');
  });

  it('6.5.1 Leader Change follows the progression: Howe → Clinton, Brant → Cornplanter → Dragging Canoe', () => {
    const howe = arrange(base, (d) => {
      d.leaders.british.leader = 'Howe';
      d.deck.next = firstIs('british');
    });
    expect(leaderChange(howe)).toEqual({ faction: 'british', from: 'Howe', to: 'Clinton' });
    expect(inRound(howe, 'leaderChange', { next: firstIs('british') }).leaders.british.leader).toBe('Clinton');
    expect(leaderChange(arrange(howe, (d) => void (d.leaders.british.leader = 'Clinton')))).toBe(null);
    const s1 = inRound(base, 'leaderChange', { next: firstIs('indians') });
    expect(leaders(s1)).toEqual({ british: 'Gage', patriots: 'Washington', french: 'Rochambeau', indians: 'Cornplanter' });
    const s2 = inRound(arrange(base, (d) => void (d.leaders.indians.leader = 'Cornplanter')), 'leaderChange', { next: firstIs('indians') });
    expect(s2.leaders.indians.leader).toBe('DraggingCanoe');
  });

  it('6.5.1 no change past the last Leader, none for the Patriots, and only the first Faction on the card', () => {
    const clinton = arrange(base, (d) => void (d.leaders.british.leader = 'Clinton'));
    const card = CARDS.find((c) => c.kind === 'event' && c.order[0] === 'british' && c.order[1] === 'indians')!.id;
    expect(leaders(inRound(clinton, 'leaderChange', { next: card }))).toEqual({ british: 'Clinton', patriots: 'Washington', french: 'Rochambeau', indians: 'Brant' });
    expect(leaders(inRound(base, 'leaderChange', { next: firstIs('patriots') }))).toEqual(leaders(base));
  });

  it('6.5.1 the French make no Leader Change before the Treaty of Alliance', () => {
    expect(inRound(base, 'leaderChange', { next: firstIs('french') }).leaders.french.leader).toBe('Rochambeau');
    const treaty = arrange(base, (d) => void (d.treatyOfAlliance = true));
    expect(inRound(treaty, 'leaderChange', { next: firstIs('french') }).leaders.french.leader).toBe('Lauzun');
  });
});

describe('6.5.2 Leader Redeployment', () => {
  it('6.5.2 Indians, French, British, Patriots in turn may move their Leader to a space with their pieces or Available', () => {
    const s0 = arrange(clearMap(game('1778')), (d) => {
      put(d, 'Northwest', { warPartyUnderground: 2, village: 1 });
      put(d, 'Florida', { warPartyUnderground: 1 });
      put(d, 'ConnecticutRhodeIsland', { frenchRegular: 2, patriotFort: 1 });
      put(d, 'WestIndies', { frenchRegular: 1 });
      put(d, 'NewYorkCity', { britishRegular: 3 });
      put(d, 'Pennsylvania', { continental: 3 });
      d.leaders.indians.at = 'Northwest';
      d.leaders.french.at = 'ConnecticutRhodeIsland';
      d.leaders.british.at = 'NewYorkCity';
      d.leaders.patriots.at = 'Pennsylvania';
    });
    let s = inRound(s0, 'leaderChange', { next: firstIs('patriots') });
    expect(decision(s)).toEqual({ kind: 'leaderRedeployment', faction: 'indians' });
    expect(options(s)).toEqual([
      { faction: 'indians', type: 'stay' },
      { faction: 'indians', type: 'redeployLeader', to: 'Florida' },
      { faction: 'indians', type: 'redeployLeader', to: 'available' },
    ]);
    s = play(s, { faction: 'indians', type: 'redeployLeader', to: 'Florida' });
    expect(logLines(s)).toContain('6.5.2 Leader Redeployment: Cornplanter to Florida');
    expect(decision(s)).toEqual({ kind: 'leaderRedeployment', faction: 'french' });
    expect(options(s).map((a) => a.to ?? a.type)).toEqual(['stay', 'WestIndies', 'available']);
    s = play(s, { faction: 'french', type: 'redeployLeader', to: 'WestIndies' });
    expect(decision(s)).toEqual({ kind: 'leaderRedeployment', faction: 'british' });
    expect(options(s).map((a) => a.to ?? a.type)).toEqual(['stay', 'available']);
    s = play(s, { faction: 'british', type: 'stay' });
    expect(decision(s)).toEqual({ kind: 'leaderRedeployment', faction: 'patriots' });
    s = play(s, { faction: 'patriots', type: 'redeployLeader', to: 'available' });
    expect(s.leaders.indians.at).toBe('Florida');
    expect(s.leaders.french.at).toBe('WestIndies');
    expect(s.leaders.british.at).toBe('NewYorkCity');
    expect(s.leaders.patriots.at).toBe('available');
  });
});

describe('6.5.3 British Release Date', () => {
  const at = (s: GameState) => ({
    unavailable: [s.unavailable.britishRegular, s.unavailable.tory],
    available: [s.available.britishRegular, s.available.tory],
  });

  it('6.5.3 1775: 6 Regulars and 6 Tories at the first and at the second Winter Quarters Round, nothing after', () => {
    const s0 = clearMap(game('1775'));
    expect(at(s0)).toEqual({ unavailable: [12, 12], available: [25 - 12, 25 - 12] });
    const first = inRound(s0, 'release', { round: 1 });
    expect(at(first)).toEqual({ unavailable: [6, 6], available: [19, 19] });
    const second = inRound(first, 'release', { round: 2 });
    expect(at(second)).toEqual({ unavailable: [0, 0], available: [25, 25] });
    const third = inRound(arrange(first, (d) => void 0), 'release', { round: 3 });
    expect(at(third)).toEqual(at(first));
  });

  it('6.5.3 only what is Unavailable moves', () => {
    const s0 = arrange(clearMap(game('1775')), (d) => {
      d.unavailable.britishRegular = 4;
      d.available.britishRegular += 8;
    });
    expect(britishRelease(arrange(s0, (d) => void (d.winterQuarters = 1)))).toEqual({ britishRegular: 4, tory: 6 });
    const s = inRound(s0, 'release', { round: 1 });
    expect(at(s)).toEqual({ unavailable: [0, 6], available: [25, 19] });
  });

  it('6.5.3 1776 releases once; 1778 never', () => {
    expect(at(inRound(clearMap(game('1776')), 'release', { round: 1 })).unavailable).toEqual([0, 0]);
    expect(britishRelease(arrange(game('1778'), (d) => void (d.winterQuarters = 1)))).toEqual({ britishRegular: 0, tory: 0 });
  });
});

describe('6.5.4 French Naval Intervention', () => {
  const s0 = arrange(clearMap(game('1778')), (d) => {
    d.fni = 3;
    d.spaces.WestIndies.squadrons = 0;
    d.spaces.Boston.blockades = 1;
    d.spaces.NewYorkCity.blockades = 1;
    d.spaces.CharlesTown.blockades = 1;
    put(d, 'NewYork', { tory: 5, britishRegular: 1 }); // Tory Desertion follows: the round waits there
  });

  it('6.5.4 FNI drops one level, the British pick the Blockade that returns, the French rearrange the rest (non-decreasing City order)', () => {
    let s = inRound(s0, 'fni');
    expect(decision(s)).toEqual({ kind: 'fniReduction', faction: 'british' });
    expect(options(s).map((a) => a.space)).toEqual(['Boston', 'NewYorkCity', 'CharlesTown']);
    s = play(s, { faction: 'british', type: 'removeBlockade', space: 'NewYorkCity' });
    expect(s.fni).toBe(2);
    expect(s.spaces.WestIndies.squadrons).toBe(1);
    expect(decision(s)).toEqual({ kind: 'fniReduction', faction: 'french' });
    expect(options(s).map((a) => a.space)).toEqual(['QuebecCity', 'Boston', 'NewYorkCity', 'Philadelphia', 'Norfolk', 'CharlesTown', 'Savannah']);
    s = play(s, { faction: 'french', type: 'placeBlockade', space: 'Philadelphia' });
    // Blockades stay in place until the arrangement is complete.
    expect(s.spaces.Boston.blockades).toBe(1);
    expect(options(s).map((a) => a.space)).toEqual(['Philadelphia', 'Norfolk', 'CharlesTown', 'Savannah']);
    s = play(s, { faction: 'french', type: 'placeBlockade', space: 'Philadelphia' });
    expect([s.spaces.Boston.blockades, s.spaces.Philadelphia.blockades, s.spaces.CharlesTown.blockades]).toEqual([0, 2, 0]);
    expect(logLines(s)).toContain('6.5.4 The French arrange the remaining Blockades: Philadelphia, Philadelphia');
  });

  it('6.5.4 nothing before the Treaty of Alliance or at FNI 0', () => {
    const s = inRound(clearMap(game('1778')), 'fni');
    expect(decision(s)?.kind).not.toBe('fniReduction');
    expect(logLines(s).some((l) => l.startsWith('6.5.4'))).toBe(false);
  });
});
