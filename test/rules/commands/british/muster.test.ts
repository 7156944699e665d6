import { describe, expect, it } from 'vitest';
import { apply, legalActions, pending } from '../../../../src/game/machine';
import { checkInvariants } from '../../../../src/rules/invariants';
import {
  canBuildFort,
  canMuster,
  canMusterRegularsIn,
  canMusterToriesIn,
  canRewardLoyalty,
  britishMuster,
  toryLimit,
} from '../../../../src/rules/commands/british/index';
import { FREE, FULL, LIMITED, as, blockade, declineActivity, exhaust, listed, onTurn, arrange, piecesIn, put, spacesOf, startCommand } from '../../../../src/testing';
import { board, expectBackToCard } from './helpers';

const { action: b, play, isListed: isLegal } = as('british');

describe('3.2.1 Muster: where Regulars may be placed', () => {
  it('3.2.1 Regulars go to an unblockaded City or a Colony next to one; never a Reserve', () => {
    const s = board();
    expect(canMusterRegularsIn(s, 'Boston')).toBe(true);
    expect(canMusterRegularsIn(s, 'Massachusetts')).toBe(true);
    expect(canMusterRegularsIn(s, 'Georgia')).toBe(true);
    expect(canMusterRegularsIn(s, 'Quebec')).toBe(false);
    expect(canMusterRegularsIn(s, 'Florida')).toBe(false);
  });

  it('1.3.7 / 3.2.1 Regulars in the West Indies only after the Treaty of Alliance', () => {
    expect(canMusterRegularsIn(board(), 'WestIndies')).toBe(false);
    expect(canMusterRegularsIn(board((d) => (d.treatyOfAlliance = true)), 'WestIndies')).toBe(true);
  });

  it('1.9 no Muster of Regulars in a Blockaded City', () => {
    const s = board((d) => blockade(d, 'Boston'));
    expect(canMusterRegularsIn(s, 'Boston')).toBe(false);
    expect(canMusterRegularsIn(s, 'NewYorkCity')).toBe(true);
  });

  it('1.9 no Regulars in a Colony adjacent to a Blockaded City unless also adjacent to a City that is not Blockaded', () => {
    const s = board((d) => blockade(d, 'Boston', 'NewYorkCity'));
    // Massachusetts and Connecticut-Rhode Island border only Boston.
    expect(canMusterRegularsIn(s, 'Massachusetts')).toBe(false);
    expect(canMusterRegularsIn(s, 'ConnecticutRhodeIsland')).toBe(false);
    // New York borders only New York City; New Jersey also borders Philadelphia.
    expect(canMusterRegularsIn(s, 'NewYork')).toBe(false);
    expect(canMusterRegularsIn(s, 'NewJersey')).toBe(true);
  });

  it('1.9 the Regulars options offered by the machine leave out the Blockaded City and its lone Colonies', () => {
    const s = startCommand(board((d) => blockade(d, 'Boston')), 'british', 'muster');
    const regSpaces = spacesOf(s, 'selectSpace', (a) => a.piece === 'britishRegular');
    expect(regSpaces).not.toContain('Boston');
    expect(regSpaces).not.toContain('Massachusetts');
    expect(regSpaces).toContain('NewYorkCity');
    expect(regSpaces).toContain('WestIndies');
  });
});

describe('3.2.1 Muster: where Tories may be placed', () => {
  it('3.2.1 Tories need British Regulars or a British Fort in or next to the City or Colony', () => {
    const s = board((d) => {
      put(d, 'Boston', { britishRegular: 1 });
      put(d, 'Georgia', { britishFort: 1 });
    });
    expect(canMusterToriesIn(s, 'Boston')).toBe(true);
    expect(canMusterToriesIn(s, 'Massachusetts')).toBe(true);
    expect(canMusterToriesIn(s, 'Savannah')).toBe(true);
    expect(canMusterToriesIn(s, 'SouthCarolina')).toBe(true);
    expect(canMusterToriesIn(s, 'NewYork')).toBe(false);
    // An Indian Reserve is neither City nor Colony.
    expect(canMusterToriesIn(s, 'Florida')).toBe(false);
  });

  it('3.2.1 Tories never in the West Indies (1.4.2)', () => {
    const s = board((d) => {
      d.treatyOfAlliance = true;
      put(d, 'WestIndies', { britishRegular: 3 });
    });
    expect(canMusterToriesIn(s, 'WestIndies')).toBe(false);
    expect(canMuster(s, 'WestIndies')).toBe(true);
  });

  it('3.2.1 no Tories at Active Opposition', () => {
    const s = board((d) => {
      put(d, 'Boston', { britishRegular: 1 });
      d.spaces.Massachusetts.support = -2;
    });
    expect(canMusterToriesIn(s, 'Massachusetts')).toBe(false);
    const m = startCommand(s, 'british', 'muster');
    expect(spacesOf(m, 'selectSpace', (a) => a.piece === undefined)).not.toContain('Massachusetts');
  });

  it('3.2.1 only one Tory at Passive Opposition', () => {
    const s = board((d) => {
      put(d, 'Boston', { britishRegular: 1 });
      d.spaces.Massachusetts.support = -1;
    });
    expect(toryLimit(s, 'Massachusetts')).toBe(1);
    expect(toryLimit(s, 'Boston')).toBe(2);
    const m = play(startCommand(s, 'british', 'muster'), { type: 'selectSpace', space: 'Massachusetts' });
    expect(listed(m, 'place').filter((a) => !a.option).map((a) => a.count)).toEqual([0, 1]);
  });
});

describe('3.2.1 Muster: procedure, costs and results', () => {
  const base = () =>
    board((d) => {
      put(d, 'Boston', { militiaUnderground: 1 });
      d.spaces.Boston.support = 0;
    });

  it('3.2.1 full Muster: Regulars in one City, Tories there and in an adjacent Colony, 1 Resource per space', () => {
    let s = startCommand(base(), 'british', 'muster', FULL);
    s = play(
      s,
      { type: 'selectSpace', space: 'Boston', piece: 'britishRegular' },
      { type: 'place', space: 'Boston', piece: 'britishRegular', count: 4 },
      { type: 'place', space: 'Boston', piece: 'tory', count: 2 },
      { type: 'selectSpace', space: 'Massachusetts' },
      { type: 'place', space: 'Massachusetts', piece: 'tory', count: 2 },
      { type: 'done' },
    );
    expectBackToCard(s);
    expect(s.resources.british).toBe(8);
    expect(piecesIn(s, 'Boston')).toEqual({ britishRegular: 4, tory: 2, militiaUnderground: 1 });
    expect(piecesIn(s, 'Massachusetts')).toEqual({ tory: 2 });
    expect(s.spaces.Boston.control).toBe('british');
    expect(s.spaces.Massachusetts.control).toBe('british');
    expect(s.available.britishRegular).toBe(13 - 4);
    expect(s.available.tory).toBe(13 - 4);
    expect(s.log.some((e) => e.rule === '3.2.1' && e.faction === 'british')).toBe(true);
  });

  it('3.2.1 up to six Regulars, only one Regulars space, Regulars first', () => {
    let s = startCommand(base(), 'british', 'muster');
    s = play(s, { type: 'selectSpace', space: 'Boston', piece: 'britishRegular' });
    expect(listed(s, 'place').filter((a) => !a.option).map((a) => a.count)).toEqual([1, 2, 3, 4, 5, 6]);
    s = play(s, { type: 'place', space: 'Boston', piece: 'britishRegular', count: 6 }, { type: 'place', space: 'Boston', piece: 'tory', count: 0 });
    expect(listed(s, 'selectSpace').some((a) => a.piece === 'britishRegular')).toBe(false);
  });

  it('3.2.1 Tories placed first close the Regulars step (procedure order)', () => {
    let s = startCommand(
      board((d) => put(d, 'Boston', { britishRegular: 1 })),
      'british',
      'muster',
    );
    s = play(s, { type: 'selectSpace', space: 'Boston' }, { type: 'place', space: 'Boston', piece: 'tory', count: 1 });
    expect(listed(s, 'selectSpace').some((a) => a.piece === 'britishRegular')).toBe(false);
  });

  it('2.3.5 Limited Muster: one space only', () => {
    let s = startCommand(base(), 'british', 'muster', LIMITED);
    s = play(
      s,
      { type: 'selectSpace', space: 'Boston', piece: 'britishRegular' },
      { type: 'place', space: 'Boston', piece: 'britishRegular', count: 2 },
      { type: 'place', space: 'Boston', piece: 'tory', count: 2 },
    );
    // Nothing more to select; Reward Loyalty is still possible in Boston (British Control, Regulars, Tories).
    expect(listed(s, 'selectSpace')).toEqual([]);
    expect(spacesOf(s, 'rewardLoyalty')).toEqual(['Boston']);
    expect(spacesOf(s, 'buildFort', (a) => !a.option)).toEqual(['Boston', 'Boston']);
    s = play(s, { type: 'done' });
    expectBackToCard(s);
    expect(s.resources.british).toBe(9);
  });

  it('3.1.2 free Muster costs nothing', () => {
    let s = startCommand(
      board((d) => (d.resources.british = 0)),
      'british',
      'muster',
      FREE,
    );
    s = play(
      s,
      { type: 'selectSpace', space: 'NewYorkCity', piece: 'britishRegular' },
      { type: 'place', space: 'NewYorkCity', piece: 'britishRegular', count: 3 },
      { type: 'place', space: 'NewYorkCity', piece: 'tory', count: 1 },
      { type: 'selectSpace', space: 'NewYork' },
      { type: 'place', space: 'NewYork', piece: 'tory', count: 2 },
      { type: 'done' },
    );
    expect(s.resources.british).toBe(0);
    expect(piecesIn(s, 'NewYorkCity')).toEqual({ britishRegular: 3, tory: 1 });
    expect(checkInvariants(s)).toEqual([]);
  });

  it('3.1 only as many spaces as Resources pay for; no Muster at 0 Resources', () => {
    const poor = board((d) => {
      d.resources.british = 1;
      put(d, 'Boston', { britishRegular: 1 });
    });
    let s = startCommand(poor, 'british', 'muster');
    s = play(s, { type: 'selectSpace', space: 'Boston' }, { type: 'place', space: 'Boston', piece: 'tory', count: 2 });
    expect(s.resources.british).toBe(0);
    expect(listed(s, 'selectSpace')).toEqual([]);
    const broke = board((d) => (d.resources.british = 0));
    expect(britishMuster.canStart(broke, FULL)).toBe(false);
    expect(britishMuster.canStart(broke, FREE)).toBe(true);
    // 4.1: at 0 Resources a Muster is still offered, because Naval Pressure first (before the Treaty: +1D3) pays for it …
    expect(legalActions(onTurn(broke, 'british')).some((a) => a.command === 'muster')).toBe(true);
    // … but not when Naval Pressure would only lower FNI (after the Treaty, FNI above 0, 4.2.3).
    const lowering = arrange(broke, (d) => {
      d.treatyOfAlliance = true;
      d.fni = 1;
      d.unavailable.squadron -= 1;
      d.spaces.Boston.blockades = 1;
    });
    expect(legalActions(onTurn(lowering, 'british')).some((a) => a.command === 'muster')).toBe(false);
  });

  it('1.4.1 Regulars are never taken from the map: none Available, a space is selected for Regulars only to build a Fort or Reward Loyalty there', () => {
    const s = startCommand(
      board((d) => {
        exhaust(d, 'britishRegular');
        put(d, 'Boston', { britishRegular: 1 });
        // Active Opposition: no Tories here, but three cubes for a Fort.
        put(d, 'Virginia', { tory: 3 });
        d.spaces.Virginia.support = -2;
      }),
      'british',
      'muster',
    );
    expect(spacesOf(s, 'selectSpace', (a) => a.piece === 'britishRegular')).toEqual(['Virginia']);
    let p = play(s, { type: 'selectSpace', space: 'Virginia', piece: 'britishRegular' });
    expect(legalActions(p)).toEqual([b({ type: 'place', space: 'Virginia', piece: 'britishRegular', count: 0 })]);
    p = play(p, { type: 'place', space: 'Virginia', piece: 'britishRegular', count: 0 }, { type: 'buildFort', space: 'Virginia', piece: 'britishRegular', count: 0 });
    expect(piecesIn(p, 'Virginia')).toEqual({ britishFort: 1 });
    expect(p.available.britishRegular).toBe(0);
    expectBackToCard(p);
  });

  it('1.4.1 Tories may be taken from the map when none is Available', () => {
    let s = startCommand(
      board((d) => {
        exhaust(d, 'tory');
        put(d, 'Boston', { britishRegular: 1 });
        put(d, 'Georgia', { tory: 1 });
        put(d, 'Quebec', { tory: 2 });
      }),
      'british',
      'muster',
    );
    s = play(s, { type: 'selectSpace', space: 'Boston' }, { type: 'place', space: 'Boston', piece: 'tory', count: 2 });
    expect(pending(s)?.prompt).toContain('1.4.1');
    expect(legalActions(s).map((a) => a.from)).toEqual(['Georgia', 'Quebec']);
    s = play(s, { type: 'place', space: 'Boston', piece: 'tory', count: 1, from: 'Quebec' });
    // Canonical order of sources: no going back to Georgia after Quebec.
    expect(legalActions(s).map((a) => a.from)).toEqual(['Quebec']);
    s = play(s, { type: 'place', space: 'Boston', piece: 'tory', count: 1, from: 'Quebec' }, { type: 'done' });
    expect(piecesIn(s, 'Boston')).toEqual({ britishRegular: 1, tory: 2 });
    expect(piecesIn(s, 'Quebec')).toEqual({});
    expect(piecesIn(s, 'Georgia')).toEqual({ tory: 1 });
    expectBackToCard(s);
  });
});

describe('3.2.1 Muster: Fort', () => {
  it('3.2.1 replace three British cubes with a Fort, the mix of Regulars and Tories chosen', () => {
    let s = startCommand(
      board((d) => put(d, 'Boston', { britishRegular: 2, tory: 2 })),
      'british',
      'muster',
    );
    s = play(s, { type: 'selectSpace', space: 'Boston' }, { type: 'place', space: 'Boston', piece: 'tory', count: 0 });
    expect(listed(s, 'buildFort').filter((a) => !a.option).map((a) => a.count)).toEqual([1, 2]);
    s = play(s, { type: 'buildFort', space: 'Boston', piece: 'britishRegular', count: 2 });
    // Nothing else can follow a Fort: the Muster ends by itself.
    expectBackToCard(s);
    expect(piecesIn(s, 'Boston')).toEqual({ tory: 1, britishFort: 1 });
    expect(s.resources.british).toBe(9);
  });

  it('1.4.2 no Fort where two Forts/Villages already stand', () => {
    const s = board((d) => put(d, 'NewYork', { britishRegular: 3, britishFort: 1, patriotFort: 1 }));
    expect(canBuildFort(s, 'NewYork')).toBe(false);
    const m = play(startCommand(s, 'british', 'muster'), { type: 'selectSpace', space: 'NewYork' }, { type: 'place', space: 'NewYork', piece: 'tory', count: 2 });
    expect(listed(m, 'buildFort')).toEqual([]);
  });

  it('1.4.2 / 3.2.1 a Fort in the West Indies from Regulars there', () => {
    let s = startCommand(
      board((d) => {
        d.treatyOfAlliance = true;
        put(d, 'WestIndies', { britishRegular: 2 });
      }),
      'british',
      'muster',
    );
    s = play(s, { type: 'selectSpace', space: 'WestIndies', piece: 'britishRegular' }, { type: 'place', space: 'WestIndies', piece: 'britishRegular', count: 1 });
    expect(listed(s, 'buildFort').filter((a) => !a.option)).toEqual([b({ type: 'buildFort', space: 'WestIndies', piece: 'britishRegular', count: 3 })]);
    s = play(s, { type: 'buildFort', space: 'WestIndies', piece: 'britishRegular', count: 3 });
    expect(piecesIn(s, 'WestIndies')).toEqual({ britishFort: 1 });
    expectBackToCard(s);
  });

  it('1.4.1 a Fort may be taken from the map when none is Available; a Leader left alone is moved (1.10)', () => {
    let s = startCommand(
      board((d) => {
        exhaust(d, 'britishFort');
        put(d, 'Boston', { britishRegular: 3 });
        put(d, 'Florida', { britishFort: 1 });
        d.leaders.british.at = 'Florida';
      }),
      'british',
      'muster',
    );
    s = play(s, { type: 'selectSpace', space: 'Boston' }, { type: 'place', space: 'Boston', piece: 'tory', count: 0 });
    expect(listed(s, 'buildFort')).toEqual([b({ type: 'buildFort', space: 'Boston', piece: 'britishRegular', count: 3, from: 'Florida' })]);
    s = play(s, { type: 'buildFort', space: 'Boston', piece: 'britishRegular', count: 3, from: 'Florida' });
    expect(piecesIn(s, 'Boston')).toEqual({ britishFort: 1 });
    expect(piecesIn(s, 'Florida')).toEqual({});
    // Gage stood alone in Florida: the British move him to a space with British pieces or Available.
    expect(pending(s)).toMatchObject({ faction: 'british', kind: 'leaderAlone' });
    s = play(s, { type: 'moveLeader', to: 'Boston' });
    expect(s.leaders.british.at).toBe('Boston');
    expectBackToCard(s);
  });
});

describe('3.2.1 Muster: Reward Loyalty', () => {
  const rl = (extra?: (d: Parameters<Parameters<typeof board>[0] & object>[0]) => void) =>
    board((d) => {
      put(d, 'Massachusetts', { britishRegular: 1, tory: 1 });
      d.spaces.Massachusetts.support = -1;
      d.spaces.Massachusetts.propaganda = 1;
      d.spaces.Massachusetts.raid = 1;
      extra?.(d);
    });

  it('3.2.1 one Resource per marker and per level, no limit on levels', () => {
    let s = startCommand(rl(), 'british', 'muster');
    s = play(s, { type: 'selectSpace', space: 'Massachusetts' }, { type: 'place', space: 'Massachusetts', piece: 'tory', count: 0 });
    expect(s.resources.british).toBe(9);
    s = play(s, { type: 'rewardLoyalty', space: 'Massachusetts', option: 'propaganda' });
    for (let i = 0; i < 4; i++) s = play(s, { type: 'rewardLoyalty', space: 'Massachusetts' });
    // Propaganda, Raid, then three levels: Passive Opposition → Active Support. Nothing more: it ends by itself.
    expectBackToCard(s);
    expect(s.spaces.Massachusetts.propaganda).toBe(0);
    expect(s.spaces.Massachusetts.raid).toBe(0);
    expect(s.spaces.Massachusetts.support).toBe(2);
    expect(s.resources.british).toBe(4);
  });

  it('3.2.1 Reward Loyalty costs its Resources even when the Muster is free', () => {
    let s = startCommand(rl((d) => (d.resources.british = 1)), 'british', 'muster', FREE);
    s = play(s, { type: 'selectSpace', space: 'Massachusetts' }, { type: 'place', space: 'Massachusetts', piece: 'tory', count: 0 });
    expect(s.resources.british).toBe(1);
    s = play(s, { type: 'rewardLoyalty', space: 'Massachusetts', option: 'propaganda' });
    expect(s.resources.british).toBe(0);
    // Out of Resources: no more Reward Loyalty; the Muster ends by itself.
    expectBackToCard(s);
    expect(s.spaces.Massachusetts.propaganda).toBe(0);
    expect(s.spaces.Massachusetts.raid).toBe(1);
  });

  it('3.2.1 Raid and Propaganda both there: the British choose which marker one level removes', () => {
    let s = startCommand(rl(), 'british', 'muster');
    s = play(s, { type: 'selectSpace', space: 'Massachusetts' }, { type: 'place', space: 'Massachusetts', piece: 'tory', count: 0 });
    // 3.2.1: each level paid removes one marker, Raid or Propaganda, before any shift; with both there, both choices.
    expect(listed(s, 'rewardLoyalty')).toEqual([
      b({ type: 'rewardLoyalty', space: 'Massachusetts', option: 'propaganda' }),
      b({ type: 'rewardLoyalty', space: 'Massachusetts', option: 'raid' }),
    ]);
    expect(isLegal(s, { type: 'rewardLoyalty', space: 'Massachusetts' })).toBe(false);
    const noPropaganda = play(s, { type: 'rewardLoyalty', space: 'Massachusetts', option: 'propaganda' });
    expect(noPropaganda.spaces.Massachusetts).toMatchObject({ propaganda: 0, raid: 1, support: -1 });
    expect(noPropaganda.resources.british).toBe(8);
    const noRaid = play(s, { type: 'rewardLoyalty', space: 'Massachusetts', option: 'raid' });
    expect(noRaid.spaces.Massachusetts).toMatchObject({ propaganda: 1, raid: 0, support: -1 });
    expect(noRaid.resources.british).toBe(8);
    // One kind left: the next level is the option-less action again, removing that marker.
    expect(listed(noRaid, 'rewardLoyalty')).toEqual([b({ type: 'rewardLoyalty', space: 'Massachusetts' })]);
    const after = play(noRaid, { type: 'rewardLoyalty', space: 'Massachusetts' });
    expect(after.spaces.Massachusetts).toMatchObject({ propaganda: 0, raid: 0, support: -1 });
    // With the British stopping after one level, the marker not chosen stays.
    expect(play(noRaid, { type: 'done' }).spaces.Massachusetts).toMatchObject({ propaganda: 1, raid: 0 });
  });

  it('3.2.1 only one kind of marker: one option-less action removes it, then shifts follow', () => {
    for (const kind of ['raid', 'propaganda'] as const) {
      let s = startCommand(
        rl((d) => {
          d.spaces.Massachusetts.propaganda = 0;
          d.spaces.Massachusetts.raid = 0;
          d.spaces.Massachusetts[kind] = 2;
        }),
        'british',
        'muster',
      );
      s = play(s, { type: 'selectSpace', space: 'Massachusetts' }, { type: 'place', space: 'Massachusetts', piece: 'tory', count: 0 });
      // 3.2.1: markers first, one per Resource; no choice to make.
      expect(listed(s, 'rewardLoyalty')).toEqual([b({ type: 'rewardLoyalty', space: 'Massachusetts' })]);
      s = play(s, { type: 'rewardLoyalty', space: 'Massachusetts' });
      expect(s.spaces.Massachusetts).toMatchObject({ [kind]: 1, support: -1 });
      s = play(s, { type: 'rewardLoyalty', space: 'Massachusetts' });
      expect(s.spaces.Massachusetts).toMatchObject({ propaganda: 0, raid: 0, support: -1 });
      s = play(s, { type: 'rewardLoyalty', space: 'Massachusetts' });
      expect(s.spaces.Massachusetts).toMatchObject({ propaganda: 0, raid: 0, support: 0 });
      expect(s.resources.british).toBe(6);
    }
  });

  it('1.10 Gage: the first Reward Loyalty shift in his space is free', () => {
    let s = startCommand(
      board((d) => {
        put(d, 'Boston', { britishRegular: 1, tory: 1 });
        d.leaders.british.at = 'Boston';
      }),
      'british',
      'muster',
    );
    s = play(s, { type: 'selectSpace', space: 'Boston' }, { type: 'place', space: 'Boston', piece: 'tory', count: 0 });
    expect(s.resources.british).toBe(9);
    s = play(s, { type: 'rewardLoyalty', space: 'Boston' });
    expect(s.resources.british).toBe(9);
    expect(s.spaces.Boston.support).toBe(1);
    s = play(s, { type: 'rewardLoyalty', space: 'Boston' });
    expect(s.resources.british).toBe(8);
    expect(s.spaces.Boston.support).toBe(2);
    expectBackToCard(s);
  });

  it('6.4.1 Reward Loyalty needs British Control, a Regular and a Tory', () => {
    const noTory = board((d) => put(d, 'Boston', { britishRegular: 2 }));
    expect(canRewardLoyalty(noTory, 'Boston')).toBe(false);
    const noControl = board((d) => put(d, 'Boston', { britishRegular: 1, tory: 1, continental: 2 }));
    expect(canRewardLoyalty(noControl, 'Boston')).toBe(false);
    const ok = board((d) => put(d, 'Boston', { britishRegular: 1, tory: 1 }));
    expect(canRewardLoyalty(ok, 'Boston')).toBe(true);
  });

  it('3.2.1 Reward Loyalty only in a space selected for this Muster, and then no more selections or Fort', () => {
    let s = startCommand(
      board((d) => {
        put(d, 'Boston', { britishRegular: 3, tory: 1 });
        put(d, 'NewYorkCity', { britishRegular: 1, tory: 1 });
      }),
      'british',
      'muster',
    );
    s = play(s, { type: 'selectSpace', space: 'Boston' }, { type: 'place', space: 'Boston', piece: 'tory', count: 1 });
    expect(spacesOf(s, 'rewardLoyalty')).toEqual(['Boston']);
    s = play(s, { type: 'rewardLoyalty', space: 'Boston' });
    expect(legalActions(s).map((a) => a.type)).toEqual(['rewardLoyalty', 'done']);
  });
});

describe('1.10 Muster: the Available Leader may be placed with a piece from Available', () => {
  it('1.10 option leader places Gage with the Regulars', () => {
    let s = startCommand(board(), 'british', 'muster');
    s = play(s, { type: 'selectSpace', space: 'Boston', piece: 'britishRegular' });
    expect(isLegal(s, { type: 'place', space: 'Boston', piece: 'britishRegular', count: 2, option: 'leader' })).toBe(true);
    s = play(s, { type: 'place', space: 'Boston', piece: 'britishRegular', count: 2, option: 'leader' }, { type: 'place', space: 'Boston', piece: 'tory', count: 0 }, { type: 'done' });
    expect(s.leaders.british.at).toBe('Boston');
    expectBackToCard(s);
  });
});

describe('3.2.1 Muster through the public machine', () => {
  it('legalActions offers the Command; applying a whole Muster returns to the card', () => {
    let s = onTurn(board((d) => put(d, 'NewYorkCity', { britishRegular: 1 })), 'british');
    expect(legalActions(s)).toContainEqual(b({ type: 'command', command: 'muster' }));
    s = apply(s, b({ type: 'command', command: 'muster' }));
    expect(pending(s)).toMatchObject({ faction: 'british', kind: 'britishMuster', rule: '3.2.1' });
    s = play(
      s,
      { type: 'selectSpace', space: 'NewYorkCity', piece: 'britishRegular' },
      { type: 'place', space: 'NewYorkCity', piece: 'britishRegular', count: 2 },
      { type: 'place', space: 'NewYorkCity', piece: 'tory', count: 2 },
      { type: 'done' },
    );
    expectBackToCard(s);
    s = declineActivity(s);
    expect(pending(s)?.faction).not.toBe('british');
    expect(s.turn?.executed[0]).toMatchObject({ faction: 'british', did: 'command', specialActivity: false });
    expect(piecesIn(s, 'NewYorkCity')).toEqual({ britishRegular: 3, tory: 2 });
    expect(s.resources.british).toBe(9);
  });
});
