import { describe, expect, it } from 'vitest';
import { pending } from '../../../../src/game/machine';
import type { SpaceId } from '../../../../src/data/ids';
import { patriotsPartisans, partisansChoices, partisansSpaces } from '../../../../src/rules/specialActivities/patriots/index';
import { forbiddenByActivity } from '../../../../src/flow/hostFrame';
import type { ActionOption } from '../../../../src/core/action';
import { as, choices, kind, offered, onStack, piecesIn } from '../../../../src/testing';
import { board, command, type Layout } from '../../commands/patriots/helpers';

const { play: run } = as('patriots');

const PARTISANS = { type: 'specialActivity', activity: 'partisans' } as const;
const strike = (space: SpaceId, option: ActionOption) => ({ type: 'partisans', space, option }) as const;
const ctx = (commandId: string, commandSpaces: SpaceId[] = []) => ({ faction: 'patriots' as const, command: commandId, commandSpaces });

describe('4.3.2 Partisans: where and how', () => {
  it('4.3.2 Partisans: every way in a space, canonical order (one unit; two units and a Militia)', () => {
    const s = board({ NewYork: { militiaUnderground: 2, britishRegular: 1, tory: 2, warPartyActive: 1 } });
    expect(partisansChoices(s, 'NewYork')).toEqual([
      'britishRegular',
      'tory',
      'warPartyActive',
      'britishRegular+tory+militiaUnderground',
      'britishRegular+warPartyActive+militiaUnderground',
      'tory+tory+militiaUnderground',
      'tory+warPartyActive+militiaUnderground',
    ]);
  });

  it('4.3.2 Partisans: one Underground Militia allows only the one-unit way', () => {
    const s = board({ NewYork: { militiaUnderground: 1, militiaActive: 3, britishRegular: 2, village: 1 } });
    expect(partisansChoices(s, 'NewYork')).toEqual(['britishRegular']);
  });

  it('4.3.2 Partisans: Underground War Parties are Royalist units too (ruling)', () => {
    const s = board({ Northwest: { militiaUnderground: 2, warPartyUnderground: 2, warPartyActive: 1 } });
    expect(partisansChoices(s, 'Northwest')).toEqual([
      'warPartyUnderground',
      'warPartyActive',
      'warPartyUnderground+warPartyUnderground+militiaUnderground',
      'warPartyUnderground+warPartyActive+militiaUnderground',
    ]);
  });

  it('4.3.2 Partisans: a Village only where no War Party is, with two Underground Militia — cubes there do not prevent it', () => {
    const withWarParty = board({ Northwest: { militiaUnderground: 2, warPartyActive: 1, village: 1 } });
    expect(partisansChoices(withWarParty, 'Northwest')).toEqual(['warPartyActive']);
    const withTory = board({ Quebec: { militiaUnderground: 2, tory: 1, village: 1 } });
    expect(partisansChoices(withTory, 'Quebec')).toEqual(['tory', 'village+militiaUnderground']);
    const villageOnly = board({ Southwest: { militiaUnderground: 2, village: 2 } });
    expect(partisansChoices(villageOnly, 'Southwest')).toEqual(['village+militiaUnderground']);
    const oneMilitia = board({ Southwest: { militiaUnderground: 1, village: 2 } });
    expect(partisansChoices(oneMilitia, 'Southwest')).toEqual([]);
  });

  it('4.3.2 Partisans: needs an Underground Militia and a Royalist unit or Village; a British Fort alone is no target', () => {
    const s = board({
      NewYork: { militiaActive: 2, tory: 1 },
      Virginia: { militiaUnderground: 2, britishFort: 1 },
      NorthCarolina: { militiaUnderground: 1, continental: 2 },
      SouthCarolina: { militiaUnderground: 1, tory: 1 },
    });
    expect(partisansSpaces(s, ctx('rally'))).toEqual(['SouthCarolina']);
    const none = board({ NewYork: { militiaActive: 2, tory: 1 }, Virginia: { militiaUnderground: 2, britishFort: 1 } });
    expect(patriotsPartisans.canStart(none, ctx('rally'))).toBe(false);
    expect(offered(command({ NewYork: { militiaActive: 2, tory: 1 }, Virginia: { militiaUnderground: 2, britishFort: 1 } }, 'rally'))).not.toContain('partisans');
  });
});

describe('4.3.2 Partisans: outcomes', () => {
  it('4.3.2 Partisans: one Militia Activated, one Tory to Casualties (CBC +1), Control recomputed (1.7)', () => {
    let r = command({ NewYork: { militiaUnderground: 1, tory: 1 } }, 'rally');
    expect(r.spaces.NewYork.control).toBe(null);
    r = run(r, PARTISANS);
    expect(kind(r)).toBe('patriotsPartisans');
    expect(choices(r)).toEqual([strike('NewYork', 'tory')]);
    r = run(r, strike('NewYork', 'tory'));
    expect(piecesIn(r, 'NewYork')).toEqual({ militiaActive: 1 });
    expect(r.casualties.tory).toBe(1);
    expect(r.cbc).toBe(1);
    expect(r.crc).toBe(0);
    expect(r.spaces.NewYork.control).toBe('rebellion');
    expect(r.log.some((e) => e.rule === '4.3.2' && e.text.includes('New York'))).toBe(true);
    // Back in the Rally, nothing selected yet.
    expect(kind(r)).toBe('patriotsRally');
    expect(onStack(r, 'patriotsPartisans')).toBe(false);
  });

  it('4.3.2 Partisans: two Militia Activated, one of them removed to Available, two cubes to Casualties (CBC +2)', () => {
    const base = command({ Pennsylvania: { militiaUnderground: 2, militiaActive: 1, britishRegular: 2, tory: 2 } }, 'rally');
    expect(base.spaces.Pennsylvania.control).toBe('british');
    const militia = base.available.militia;
    const r = run(base, PARTISANS, strike('Pennsylvania', 'britishRegular+tory+militiaUnderground'));
    expect(piecesIn(r, 'Pennsylvania')).toEqual({ militiaActive: 2, britishRegular: 1, tory: 1 });
    expect(r.available.militia).toBe(militia + 1);
    expect(r.casualties.britishRegular).toBe(1);
    expect(r.casualties.tory).toBe(1);
    expect(r.cbc).toBe(2);
    expect(r.spaces.Pennsylvania.control).toBe(null);
  });

  it('4.3.2 Partisans: War Parties (Underground or Active) go to Available, no CBC', () => {
    const base = command({ Northwest: { militiaUnderground: 3, warPartyUnderground: 1, warPartyActive: 1, village: 1 } }, 'rally');
    const warParties = base.available.warParty;
    const r = run(base, PARTISANS, strike('Northwest', 'warPartyUnderground+warPartyActive+militiaUnderground'));
    expect(piecesIn(r, 'Northwest')).toEqual({ militiaUnderground: 1, militiaActive: 1, village: 1 });
    expect(r.available.warParty).toBe(warParties + 2);
    expect(r.casualties.warParty).toBe(0);
    expect(r.cbc).toBe(0);
    expect(r.spaces.Northwest.control).toBe('rebellion');
  });

  it('4.3.2 Partisans: a Village goes to Available with one of the two Militia', () => {
    const base = command({ Quebec: { militiaUnderground: 2, tory: 1, village: 2 } }, 'rally');
    const villages = base.available.village;
    expect(base.spaces.Quebec.control).toBe('british');
    const r = run(base, PARTISANS, strike('Quebec', 'village+militiaUnderground'));
    expect(piecesIn(r, 'Quebec')).toEqual({ militiaActive: 1, tory: 1, village: 1 });
    expect(r.available.village).toBe(villages + 1);
    expect(r.cbc).toBe(0);
    // One Rebellion and one Royalist piece gone: still British Control (1 Militia against a Tory and a Village).
    expect(r.spaces.Quebec.control).toBe('british');
  });

  it('1.10 Partisans: a British Leader left without British pieces moves (the British decide)', () => {
    const r = run(
      command({ NewYork: { militiaUnderground: 1, tory: 1 }, Boston: { britishRegular: 2 } }, 'rally', (d) => {
        d.leaders.british.at = 'NewYork';
      }),
      PARTISANS,
      strike('NewYork', 'tory'),
    );
    expect(pending(r)?.kind).toBe('leaderAlone');
    expect(pending(r)?.faction).toBe('british');
    const after = run(r, { faction: 'british', type: 'moveLeader', to: 'Boston' });
    expect(after.leaders.british.at).toBe('Boston');
    expect(kind(after)).toBe('patriotsRally');
  });
});

describe('4.3.2 Partisans: with which Command', () => {
  const layout: Layout = {
    Virginia: { militiaUnderground: 2, continental: 1, tory: 1 },
    NorthCarolina: { militiaUnderground: 2, continental: 1, britishRegular: 1, tory: 1 },
  };

  it('4.3.2 Partisans accompanies every Patriot Command', () => {
    for (const id of ['rally', 'march', 'battle', 'rabbleRousing'] as const) expect(offered(command(layout, id)), id).toContain('partisans');
  });

  it('4.3.2 Partisans may share a space with a non-Battle Command (Rally)', () => {
    let r = run(command(layout, 'rally'), { type: 'selectSpace', space: 'Virginia' }, { type: 'place', space: 'Virginia', piece: 'militia', count: 1 });
    expect(offered(r)).toContain('partisans');
    r = run(r, PARTISANS);
    expect(choices(r, 'partisans').map((a) => a.space)).toContain('Virginia');
  });

  it('4.3.2 Partisans during a Battle: never in a space the Battle selected', () => {
    const three: Layout = { ...layout, NewYork: { militiaUnderground: 1, tory: 1 } };
    let r = run(command(three, 'battle'), { type: 'selectSpace', space: 'Virginia' });
    expect(offered(r)).toContain('partisans');
    r = run(r, PARTISANS);
    const spaces = [...new Set(choices(r, 'partisans').map((a) => a.space))];
    expect(spaces).toEqual(['NewYork', 'NorthCarolina']);
    expect(partisansSpaces(r, ctx('battle', ['Virginia']))).toEqual(['NewYork', 'NorthCarolina']);
    // With another Command the same space would be allowed.
    expect(partisansSpaces(r, ctx('march', ['Virginia']))).toEqual(['NewYork', 'Virginia', 'NorthCarolina']);
  });

  it('4.1 during: Partisans in a non-Battle space even when the Battle then has nothing more to select', () => {
    let r = run(command(layout, 'battle'), { type: 'selectSpace', space: 'Virginia' });
    // North Carolina could still be selected, so Partisans there leaves the Battle with only Virginia.
    expect(offered(r)).toContain('partisans');
    r = run(r, PARTISANS);
    expect(choices(r, 'partisans').map((a) => a.space)).toContain('NorthCarolina');
    r = run(r, strike('NorthCarolina', 'tory'));
    expect(piecesIn(r, 'NorthCarolina')).toEqual({ militiaUnderground: 1, militiaActive: 1, continental: 1, britishRegular: 1 });
    // The selection closes by itself and the Battle in Virginia begins (3.6).
    expect(kind(r)).toBe('battle');
    expect(r.stack.some((f) => f.kind === 'battleCommand' && (f.selected as string[]).join() === 'Virginia')).toBe(true);
  });

  it('4.3.2 Partisans before a Battle: the Battle may no longer select that space', () => {
    let r = run(command(layout, 'battle'), PARTISANS, strike('NorthCarolina', 'tory'));
    expect(piecesIn(r, 'NorthCarolina')).toEqual({ militiaUnderground: 1, militiaActive: 1, continental: 1, britishRegular: 1 });
    expect(forbiddenByActivity(r, 'patriots', 'NorthCarolina')).toBe(true);
    expect(kind(r)).toBe('battleCommand');
    // North Carolina still has pieces to fight, but the Battle may only select Virginia.
    expect(choices(r, 'selectSpace')).toEqual([{ type: 'selectSpace', space: 'Virginia' }]);
    r = run(r, { type: 'selectSpace', space: 'Virginia' });
    expect(choices(r, 'selectSpace')).toEqual([]);
  });

  it('4.1 no dead end: no Partisans before a Battle in its only possible Battle space', () => {
    const r = command({ Virginia: { militiaUnderground: 2, continental: 1, tory: 1 } }, 'battle');
    // Partisans there would forbid the only Battle space: not offered before the Battle.
    expect(patriotsPartisans.canStart(r, ctx('battle'))).toBe(true);
    expect(offered(r)).not.toContain('partisans');
  });

  it('4.3.2 Partisans after a Battle: not in the Battle space', () => {
    let r = run(command({ Virginia: { militiaUnderground: 2, continental: 1, tory: 3 }, NewYork: { militiaUnderground: 1, tory: 1 } }, 'battle'), {
      type: 'selectSpace',
      space: 'Virginia',
    });
    r = run(r, { type: 'done' }, { type: 'activate', space: 'Virginia', piece: 'militiaUnderground', count: 0 });
    // The Battle is over; Virginia still holds an Underground Militia and a Tory.
    expect(kind(r)).toBe('commandHost');
    expect(piecesIn(r, 'Virginia')).toMatchObject({ militiaUnderground: 2 });
    expect(r.spaces.Virginia.pieces.tory).toBeGreaterThan(0);
    expect(partisansChoices(r, 'Virginia').length).toBeGreaterThan(0);
    expect(offered(r)).toContain('partisans');
    r = run(r, PARTISANS);
    expect(choices(r)).toEqual([strike('NewYork', 'tory')]);
  });
});
