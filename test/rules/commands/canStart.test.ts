/**
 * flow/define.ts: a Command module that declares its own start check beside its per-space reasons
 * (Battle, Raid, British, French and Indian March, French Muster, Gather, Scout) answers as the template's "some space the general
 * limits allow where its reason is null" — over the states of random games of every scenario, in
 * several modes (full, Limited, free, a granted Command's restriction) and under the states' hosts;
 * The Patriots' Rally, March and Rabble-Rousing, by the template itself (flow/restriction.ts
 * `someFirstSpace`, the board's own order when every space is open), answer the same by the map's list;
 * and on boards random games seldom reach: Battle's map-wide walk (the West Indies, a space closed by Skirmish),
 * a French March by sea only, an Indian March at 0 Resources.
 */
import { describe, expect, it } from 'vitest';
import { Simulator } from '../../../src/index';
import { createGame } from '../../../src/game/createGame';
import { SCENARIO_IDS, SPACE_IDS, type SpaceId } from '../../../src/data/ids';
import type { GameState } from '../../../src/core/state';
import type { Reason } from '../../../src/core/reason';
import type { CommandMode, CommandModule } from '../../../src/flow/contracts';
import { mayExecuteIn } from '../../../src/flow/restriction';
import { seededIndex } from '../../../src/testing/random';
import { britishBattle, frenchBattle, patriotsBattle, whyNotBattleIn } from '../../../src/rules/battle/commands';
import { indiansRaid, whyNotRaidFirst } from '../../../src/rules/commands/indians/raid';
import { indiansScout, whyNotScoutInto } from '../../../src/rules/commands/indians/scout';
import { indiansMarch, whyNotMarchTo as whyNotIndianMarchTo } from '../../../src/rules/commands/indians/march';
import { indiansGather, whyNotGatherFirst } from '../../../src/rules/commands/indians/gather';
import { frenchMarch, whyNotMarchTo as whyNotFrenchMarchTo } from '../../../src/rules/commands/french/march';
import { frenchMuster, whyNotFrenchMusterIn } from '../../../src/rules/commands/french/muster';
import { britishMarch, canMarchTo } from '../../../src/rules/commands/british/march';
import { patriotsRally, whyNotRally, RALLY_COST } from '../../../src/rules/commands/patriots/rally';
import { patriotsMarch, whyNotMarchTo as whyNotPatriotsMarchTo, MARCH_COST } from '../../../src/rules/commands/patriots/march';
import { patriotsRabbleRousing, whyNotRabbleRouse, RABBLE_ROUSING_COST } from '../../../src/rules/commands/patriots/rabbleRousing';
import { whyCannotPay } from '../../../src/rules/commands/common';
import { because } from '../../../src/core/reason';
import { arrange, as, FULL, kind, position, put, remove } from '../../../src/testing';

type WhyNotIn = (state: GameState, space: SpaceId, mode: CommandMode) => Reason | null;

const MODULES: [CommandModule, WhyNotIn][] = [
  [britishBattle, (s, space, m) => whyNotBattleIn(s, 'british', space, m)],
  [patriotsBattle, (s, space, m) => whyNotBattleIn(s, 'patriots', space, m)],
  [frenchBattle, (s, space, m) => whyNotBattleIn(s, 'french', space, m)],
  [indiansRaid, whyNotRaidFirst],
  [indiansScout, whyNotScoutInto],
  [indiansMarch, whyNotIndianMarchTo],
  [indiansGather, whyNotGatherFirst],
  [frenchMarch, whyNotFrenchMarchTo],
  [frenchMuster, whyNotFrenchMusterIn],
  // A British March destination: 1 Resource (unless free) and a space some Regular reaches or where a March in place Activates Militia (3.2.3).
  [britishMarch, (s, space, m) => whyCannotPay(s, 'british', 1, m, 'each March destination', '3.2.3') ?? (canMarchTo(s, space) ? null : because('3.2.3', 'no destination'))],
  // The template's own Commands: a Resource (unless free) and the space's own conditions (3.3.1, 3.3.2, 3.3.4).
  [patriotsRally, (s, space, m) => whyCannotPay(s, 'patriots', RALLY_COST, m, 'each Rally space') ?? whyNotRally(s, space)],
  [patriotsMarch, (s, space, m) => whyCannotPay(s, 'patriots', MARCH_COST, m, 'each March destination') ?? whyNotPatriotsMarchTo(s, space)],
  [patriotsRabbleRousing, (s, space, m) => whyCannotPay(s, 'patriots', RABBLE_ROUSING_COST, m, 'each Rabble-Rousing space') ?? whyNotRabbleRouse(s, space)],
];

/** The template's start check (flow/define.ts) from the module's per-space reasons. */
function templateCanStart(state: GameState, module: CommandModule, whyNotIn: WhyNotIn, mode: CommandMode): boolean {
  const selection = { faction: module.faction, mode, selected: [], command: module.id };
  return SPACE_IDS.some((space) => mayExecuteIn(state, selection, space) && whyNotIn(state, space, mode) === null);
}

describe("Commands' own start checks", () => {
  it('answer as the template over random games', () => {
    let checked = 0;
    const yes = new Map<string, number>();
    const differ: string[] = [];
    SCENARIO_IDS.forEach((scenario, g) => {
      const pick = seededIndex(100 + g);
      const sim = Simulator.from(createGame(scenario, { seed: `starts-${g}` }));
      for (let step = 0; sim.result === null && step < 250; step++) {
        const state = sim.toState();
        const some = (): SpaceId[] => [SPACE_IDS[pick(SPACE_IDS.length)], SPACE_IDS[pick(SPACE_IDS.length)], SPACE_IDS[pick(SPACE_IDS.length)]];
        const modes: CommandMode[] = [
          { limited: false, free: false, specialActivity: true },
          { limited: true, free: false, specialActivity: false },
          { limited: false, free: true, specialActivity: false },
          { limited: false, free: true, specialActivity: false, restriction: { spaces: some(), maxSpaces: 2 } },
          { limited: true, free: false, specialActivity: false, restriction: { spaces: some() } },
          { limited: false, free: false, specialActivity: true, restriction: { maxSpaces: 0 } },
        ];
        for (const [module, whyNotIn] of MODULES)
          for (const mode of modes) {
            const own = module.canStart(state, mode);
            if (own !== templateCanStart(state, module, whyNotIn, mode)) differ.push(`${scenario} step ${step} ${module.faction} ${module.id} ${JSON.stringify(mode)}: ${own}`);
            // The reason is null exactly when it can start.
            if ((module.whyNotStart(state, mode) === null) !== own) differ.push(`${scenario} step ${step} ${module.faction} ${module.id}: whyNotStart`);
            if (own) yes.set(`${module.faction} ${module.id}`, (yes.get(`${module.faction} ${module.id}`) ?? 0) + 1);
            checked++;
          }
        const legal = sim.legal();
        sim.do(legal[pick(legal.length)]);
      }
    });
    expect(differ).toEqual([]);
    expect(checked).toBeGreaterThan(10000);
    // Both answers occur for each module.
    for (const [module] of MODULES) expect(yes.get(`${module.faction} ${module.id}`) ?? 0, `${module.faction} ${module.id}`).toBeGreaterThan(10);
  });
});

describe("Battle's start check on the whole map (rules/battle/commands.ts)", () => {
  /** Each Battle module against the template on the board, with the expected answers. */
  const expectStarts = (state: GameState, expected: Partial<Record<'british' | 'patriots' | 'french', boolean>>): void => {
    for (const [module, whyNotIn] of MODULES.slice(0, 3)) {
      const own = module.canStart(state, FULL);
      expect(own, module.faction).toBe(templateCanStart(state, module, whyNotIn, FULL));
      if (module.faction in expected) expect(own, module.faction).toBe(expected[module.faction as 'british']);
    }
  };

  it('3.6, 3.5.5: a Battle only in the West Indies, and none anywhere', () => {
    const west = position({ resources: 5, treaty: true, released: { frenchRegular: 4 } }, (d) => put(d, 'WestIndies', { britishRegular: 2, frenchRegular: 3 }));
    expectStarts(west, { british: true, patriots: false, french: true });
    const apart = position({ resources: 5, treaty: true, released: { frenchRegular: 4 } }, (d) => {
      put(d, 'WestIndies', { frenchRegular: 3 });
      put(d, 'Boston', { britishRegular: 2 });
      put(d, 'Virginia', { militiaActive: 2 });
    });
    expectStarts(apart, { british: false, patriots: false, french: false });
  });

  it('4.2.2: a Battle space closed by the British Skirmish, with another open, then without', () => {
    const british = as('british');
    const s0 = position({ resources: { british: 10 } }, (d) => {
      put(d, 'Massachusetts', { britishRegular: 2, continental: 1, militiaActive: 2 });
      put(d, 'NewYork', { britishRegular: 1, militiaActive: 1 });
    });
    const open = british.play(british.choose(s0, 'battle'), british.activity('skirmish'), { type: 'skirmish', space: 'Massachusetts', option: 'militiaActive' });
    expect(kind(open)).toBe('battleCommand');
    expectStarts(open, { british: true });
    // The New York Militia gone: Massachusetts still holds both sides, but the Skirmish closed it.
    expectStarts(arrange(open, (d) => remove(d, 'NewYork', { militiaActive: 1 })), { british: false });
  });
});

describe('French March start check by sea (rules/commands/french/march.ts)', () => {
  it('3.5.4: a destination only by sea, between two Rebellion Controlled Cities; none with one', () => {
    const [, whyNotIn] = MODULES.find(([m]) => m === frenchMarch)!;
    const board = (cities: 1 | 2): GameState =>
      position({ resources: 5, treaty: true, released: { frenchRegular: 4 } }, (d) => {
        // Boston Rebellion Controlled by the French Regulars alone; Charles Town by Continentals (a Patriot piece there).
        put(d, 'Boston', { frenchRegular: 3 });
        put(d, 'CharlesTown', cities === 2 ? { continental: 2 } : { continental: 1, britishRegular: 1 });
      });
    for (const cities of [1, 2] as const) {
      const state = board(cities);
      expect(state.spaces.CharlesTown.control).toBe(cities === 2 ? 'rebellion' : null);
      expect(frenchMarch.canStart(state, FULL), `${cities} Cities`).toBe(cities === 2);
      expect(templateCanStart(state, frenchMarch, whyNotIn, FULL), `${cities} Cities`).toBe(cities === 2);
    }
  });
});

describe('Indian March start check on the whole map (rules/commands/indians/march.ts)', () => {
  it('3.4.2: at 0 Resources only from a Reserve (free), or when the March is free', () => {
    const [, whyNotIn] = MODULES.find(([m]) => m === indiansMarch)!;
    const board = (where: SpaceId): GameState => position({ resources: { indians: 0 } }, (d) => put(d, where, { warPartyUnderground: 2 }));
    const FREE_MODE: CommandMode = { limited: false, free: true, specialActivity: false };
    for (const [where, mode, starts] of [['NewYork', FULL, false], ['NewYork', FREE_MODE, true], ['Northwest', FULL, true]] as const) {
      const state = board(where);
      expect(indiansMarch.canStart(state, mode), `${where} ${mode.free}`).toBe(starts);
      expect(templateCanStart(state, indiansMarch, whyNotIn, mode), `${where} ${mode.free}`).toBe(starts);
    }
  });
});
