/**
 * Restricted French and Indian Commands (3.1.2 free Commands, 5.1 Events, 2.3.5 Limited): every space
 * (for March and Scout, every destination) selection and `canStart` honour the mode's restriction.
 */
import { describe, expect, it } from 'vitest';
import { produce, type Draft } from 'immer';
import type { Action } from '../../../src/core/action';
import type { GameState } from '../../../src/core/state';
import { SPACE_IDS, type Faction, type SpaceId, type SpacePiece } from '../../../src/data/ids';
import { POOL_TYPE } from '../../../src/data/pieces';
import type { CommandMode, Restriction } from '../../../src/flow/contracts';
import { pushGrant } from '../../../src/flow/grant';
import { apply, legalActions, pending, settle } from '../../../src/game/machine';
import { frenchAgentMobilization } from '../../../src/rules/commands/french/agentMobilization';
import { frenchHortalez } from '../../../src/rules/commands/french/hortalez';
import { frenchMarch } from '../../../src/rules/commands/french/march';
import { frenchMuster } from '../../../src/rules/commands/french/muster';
import { indiansGather } from '../../../src/rules/commands/indians/gather';
import { indiansMarch } from '../../../src/rules/commands/indians/march';
import { indiansRaid } from '../../../src/rules/commands/indians/raid';
import { indiansScout } from '../../../src/rules/commands/indians/scout';
import { arrange, clearMap, game, onTurn, startCommand } from '../../../src/testing/builders';

/** Puts pieces from Available (French Regulars from Unavailable when none are Available). */
function put(d: Draft<GameState>, space: SpaceId, pieces: Partial<Record<SpacePiece, number>>): void {
  for (const [piece, count] of Object.entries(pieces) as [SpacePiece, number][]) {
    const type = POOL_TYPE[piece];
    const pool = type === 'frenchRegular' && d.available.frenchRegular < count ? 'unavailable' : 'available';
    d[pool][type] -= count;
    d.spaces[space].pieces[piece] += count;
  }
}

/** An empty 1775 map with every Faction at 5 Resources, then `recipe`. */
function board(recipe: (d: Draft<GameState>) => void, treaty = false): GameState {
  return arrange(clearMap(game('1775')), (d) => {
    Object.assign(d.resources, { british: 5, patriots: 5, french: 5, indians: 5 });
    d.treatyOfAlliance = treaty;
    recipe(d);
  });
}

/** A granted (free, no Special Activity) or Limited mode with a restriction. */
const granted = (restriction: Restriction, limited = false): CommandMode => ({ limited, free: true, specialActivity: false, restriction });
const FREE: CommandMode = { limited: false, free: true, specialActivity: false };
const FULL: CommandMode = { limited: false, free: false, specialActivity: false };

const selectable = (s: GameState): SpaceId[] => legalActions(s).flatMap((a) => (a.type === 'selectSpace' ? [a.space!] : []));
const moves = (s: GameState): Action[] => legalActions(s).filter((a) => a.type === 'move');
const sel = (faction: Faction, space: SpaceId): Action => ({ faction, type: 'selectSpace', space });
const done = (faction: Faction): Action => ({ faction, type: 'done' });

/** French Regulars and a Continental in Georgia (next to Florida), more Regulars in New York beside Patriot Militia. */
const southAndNorth = (continentalInGeorgia: boolean): GameState =>
  board((d) => {
    put(d, 'Georgia', { frenchRegular: 2, ...(continentalInGeorgia ? { continental: 1 } : {}) });
    put(d, 'NewYork', { frenchRegular: 2 });
    put(d, 'NewJersey', { militiaUnderground: 1 });
  }, true);

/** Card 66 (Don Bernardo Takes Pensacola, shaded): a free March into Florida (5.1, 3.1.2). */
const INTO_FLORIDA: Restriction = { spaces: ['Florida'], maxSpaces: 1 };

describe('3.5.4 French March restricted to its destinations (3.1.2, 5.1)', () => {
  it('5.1 a free March into Florida offers Florida only, and one destination', () => {
    const s0 = southAndNorth(true);
    // 3.5.4: unrestricted, New Jersey (Patriot Militia) and Florida (with the Continental) are both open.
    const open = selectable(startCommand(s0, 'french', 'march', FREE));
    expect(open).toContain('NewJersey');
    expect(open).toContain('Florida');
    let s = startCommand(s0, 'french', 'march', granted(INTO_FLORIDA));
    expect(legalActions(s)).toEqual([sel('french', 'Florida')]);
    s = apply(s, sel('french', 'Florida'));
    // 3.5.4: Florida holds no Patriot piece, so the group must bring its Continental.
    s = apply(s, { faction: 'french', type: 'move', from: 'Georgia', to: 'Florida', piece: 'frenchRegular', count: 2 });
    expect(legalActions(s)).toEqual([{ faction: 'french', type: 'move', from: 'Georgia', to: 'Florida', piece: 'continental', count: 1 }]);
    s = apply(s, { faction: 'french', type: 'move', from: 'Georgia', to: 'Florida', piece: 'continental', count: 1 });
    // maxSpaces 1: no other destination, only the end of the March.
    expect(legalActions(s)).toEqual([done('french')]);
    s = apply(s, done('french'));
    expect(s.spaces.Florida.pieces).toMatchObject({ frenchRegular: 2, continental: 1 });
    expect(s.resources).toMatchObject({ french: 5, patriots: 5 });
  });

  it('3.5.4 canStart is false when no French Regulars can reach Florida, true unrestricted', () => {
    // Without a Continental the Regulars in Georgia cannot enter Florida (no Patriot piece there).
    const s0 = southAndNorth(false);
    expect(frenchMarch.canStart(s0, FREE)).toBe(true);
    expect(frenchMarch.canStart(s0, granted(INTO_FLORIDA))).toBe(false);
    expect(frenchMarch.canStart(southAndNorth(true), granted(INTO_FLORIDA))).toBe(true);
  });

  it('5.1 the grant of card 66 starts the March into Florida, or lapses when it cannot be executed', () => {
    const grant = (s: GameState): GameState =>
      produce(onTurn(s, 'french'), (d) => {
        d.stack.pop();
        pushGrant(d, { faction: 'french', commands: ['march'], mode: granted(INTO_FLORIDA), reason: 'Don Bernardo Takes Pensacola', rule: '5.1' });
        settle(d);
      });
    const s = grant(southAndNorth(true));
    expect(pending(s)).toMatchObject({ faction: 'french', kind: 'frenchMarch' });
    expect(legalActions(s)).toEqual([sel('french', 'Florida')]);
    const lapsed = grant(southAndNorth(false));
    expect(lapsed.log.map((l) => l.text)).toContain('Don Bernardo Takes Pensacola: the French cannot execute March now');
    expect(lapsed.spaces.Florida.pieces.frenchRegular).toBe(0);
  });
});

describe('3.5.1 / 3.5.2 / 3.5.3 other French Commands restricted (3.1.2, 5.1)', () => {
  it('3.5.1 Agent Mobilization offers only the allowed Provinces; none allowed: it cannot start', () => {
    const s0 = board(() => {});
    expect(selectable(startCommand(s0, 'french', 'agentMobilization', FREE))).toEqual(['NewHampshire', 'Massachusetts', 'NewYork', 'Quebec']);
    const s = startCommand(s0, 'french', 'agentMobilization', granted({ spaces: ['Quebec', 'Boston'] }));
    expect(selectable(s)).toEqual(['Quebec']);
    expect(frenchAgentMobilization.canStart(s0, granted({ spaces: ['Boston', 'Virginia'] }))).toBe(false);
    // 3.5.1: Quebec at Active Support is not selectable, so a restriction to it leaves nothing.
    const active = arrange(s0, (d) => void (d.spaces.Quebec.support = 2));
    expect(frenchAgentMobilization.canStart(active, granted({ spaces: ['Quebec'] }))).toBe(false);
  });

  it('3.5.3 Muster offers only the allowed spaces (the West Indies or a Rebellion Controlled Colony or City)', () => {
    const s0 = board((d) => put(d, 'Virginia', { militiaUnderground: 2 }), true);
    expect(selectable(startCommand(s0, 'french', 'muster', FREE))).toEqual(['Virginia', 'WestIndies']);
    expect(selectable(startCommand(s0, 'french', 'muster', granted({ spaces: ['Virginia', 'Georgia'] })))).toEqual(['Virginia']);
    // Georgia is not Rebellion Controlled: nowhere to Muster.
    expect(frenchMuster.canStart(s0, granted({ spaces: ['Georgia'] }))).toBe(false);
    expect(frenchMuster.canStart(s0, FULL)).toBe(true);
  });

  it('3.5.2 Hortalez selects no space: a restriction leaves it executable (ruling)', () => {
    const s0 = board(() => {});
    expect(frenchHortalez.canStart(s0, granted({ spaces: ['Quebec'], maxSpaces: 1 }))).toBe(true);
    const s = startCommand(s0, 'french', 'hortalez', granted({ spaces: ['Quebec'], maxSpaces: 1 }));
    expect(legalActions(s)).toEqual([{ faction: 'french', type: 'pay', value: 0 }]);
  });
});

/** War Parties in New York, Pennsylvania and Virginia; every space Neutral. */
const gatherBoard = (): GameState =>
  board((d) => {
    put(d, 'NewYork', { warPartyUnderground: 1 });
    put(d, 'Pennsylvania', { warPartyUnderground: 1 });
    put(d, 'Virginia', { warPartyUnderground: 1 });
  });

describe('3.4 Indian Commands restricted (3.1.2, 5.1, 2.3.5)', () => {
  it('3.4.1 a Limited Gather restricted to two Provinces offers only those, then only one', () => {
    const s0 = gatherBoard();
    expect(selectable(startCommand(s0, 'indians', 'gather', FREE)).length).toBeGreaterThan(2);
    const two: Restriction = { spaces: ['Pennsylvania', 'Virginia'] };
    let s = startCommand(s0, 'indians', 'gather', granted(two, true));
    expect(selectable(s)).toEqual(['Pennsylvania', 'Virginia']);
    s = apply(s, sel('indians', 'Virginia'));
    s = apply(s, { faction: 'indians', type: 'place', space: 'Virginia', piece: 'warParty' });
    // 2.3.5: Limited, one Province only.
    expect(legalActions(s)).toEqual([done('indians')]);
    // Full, the same restriction allows both, and nothing else.
    s = startCommand(s0, 'indians', 'gather', granted(two));
    s = apply(s, sel('indians', 'Virginia'));
    s = apply(s, { faction: 'indians', type: 'place', space: 'Virginia', piece: 'warParty' });
    expect(selectable(s)).toEqual(['Pennsylvania']);
    // 3.4.1: Quebec at Active Support cannot Gather.
    const noGather = arrange(s0, (d) => void (d.spaces.Quebec.support = 2));
    expect(indiansGather.canStart(noGather, granted({ spaces: ['Quebec', 'Boston'] }))).toBe(false);
  });

  it('3.4.4 a full Raid with maxSpaces 1 stops after one Province', () => {
    const s0 = board((d) => {
      for (const p of ['NewYork', 'Pennsylvania', 'Virginia'] as SpaceId[]) {
        d.spaces[p].support = -1;
        put(d, p, { warPartyUnderground: 1 });
      }
    });
    expect(selectable(apply(startCommand(s0, 'indians', 'raid', FULL), sel('indians', 'NewYork')))).toEqual(['Pennsylvania', 'Virginia']);
    let s = startCommand(s0, 'indians', 'raid', { ...FULL, restriction: { maxSpaces: 1 } });
    expect(selectable(s)).toEqual(['NewYork', 'Pennsylvania', 'Virginia']);
    s = apply(s, sel('indians', 'NewYork'));
    expect(selectable(s)).toEqual([]);
    expect(legalActions(s)).toContainEqual(done('indians'));
    s = apply(s, done('indians'));
    expect(s.spaces.NewYork.support).toBe(0);
    expect(s.spaces.Pennsylvania.support).toBe(-1);
    expect(s.resources.indians).toBe(4);
    // 3.4.4: restricted to a Province that cannot be Raided, it cannot start.
    expect(indiansRaid.canStart(s0, granted({ spaces: ['Quebec'] }))).toBe(false);
  });

  it('3.4.2 March restricted to one destination offers only it; canStart false when no War Party is next to it', () => {
    const s0 = board((d) => put(d, 'Pennsylvania', { warPartyUnderground: 2 }));
    expect(selectable(startCommand(s0, 'indians', 'march', FREE))).toEqual(['NewYork', 'NewJersey', 'MarylandDelaware', 'Northwest']);
    const s = startCommand(s0, 'indians', 'march', granted({ spaces: ['Northwest', 'Virginia'] }));
    expect(selectable(s)).toEqual(['Northwest']);
    expect(indiansMarch.canStart(s0, granted({ spaces: ['Virginia', 'Georgia'] }))).toBe(false);
  });

  it('3.4.3 Scout restricted to its destination (ruling): only origins next to it, only moves into it', () => {
    // Card 14 (Overmountain Men, unshaded): a free Scout into North Carolina or Southwest.
    const into: Restriction = { spaces: ['NorthCarolina', 'Southwest'], maxSpaces: 1 };
    const s0 = board((d) => {
      put(d, 'Virginia', { warPartyUnderground: 2, britishRegular: 1 });
      put(d, 'NewYork', { warPartyUnderground: 1, britishRegular: 1 });
    });
    expect(selectable(startCommand(s0, 'indians', 'scout', FREE))).toEqual(['NewYork', 'Virginia']);
    let s = startCommand(s0, 'indians', 'scout', granted(into));
    // New York borders neither North Carolina nor Southwest.
    expect(selectable(s)).toEqual(['Virginia']);
    s = apply(s, sel('indians', 'Virginia'));
    expect(new Set(moves(s).map((a) => a.to))).toEqual(new Set(['NorthCarolina', 'Southwest']));
    s = apply(s, { faction: 'indians', type: 'move', from: 'Virginia', to: 'Southwest', piece: 'warPartyUnderground', count: 2 });
    // The destination joins the origin among the spaces the Scout used.
    expect(s.stack[s.stack.length - 1]).toMatchObject({ kind: 'indiansScout', selected: ['Virginia', 'Southwest'] });
    expect(indiansScout.canStart(s0, granted({ spaces: ['Georgia'] }))).toBe(false);
    expect(indiansScout.canStart(s0, granted({ spaces: ['NewJersey'] }))).toBe(true);
  });
});

describe('canStart stays exact under a restriction (no dead end, 2.3.4)', () => {
  /** The first choices of the free Command unrestricted: its spaces (for Scout, the destinations its origins lead to). */
  function firstChoices(s0: GameState, faction: Faction, id: string): SpaceId[] {
    const s = startCommand(s0, faction, id, FREE);
    if (id !== 'scout') return selectable(s);
    return selectable(s).flatMap((origin) => moves(apply(s, sel(faction, origin))).map((a) => a.to as SpaceId));
  }

  it('3.1.2 for every one-space restriction, canStart holds exactly when the free Command could begin there', () => {
    const states = [game('1775'), game('1776'), game('1778'), arrange(game('1776'), (d) => void (d.treatyOfAlliance = true))];
    const commands: [Faction, string, (s: GameState, m: CommandMode) => boolean][] = [
      ['french', 'agentMobilization', frenchAgentMobilization.canStart],
      ['french', 'muster', frenchMuster.canStart],
      ['french', 'march', frenchMarch.canStart],
      ['indians', 'gather', indiansGather.canStart],
      ['indians', 'march', indiansMarch.canStart],
      ['indians', 'scout', indiansScout.canStart],
      ['indians', 'raid', indiansRaid.canStart],
    ];
    let starts = 0;
    for (const s0 of states)
      for (const [faction, id, canStart] of commands) {
        if (!canStart(s0, FREE)) continue;
        const open = new Set(firstChoices(s0, faction, id));
        for (const space of SPACE_IDS)
          for (const limited of [false, true]) {
            const mode = granted({ spaces: [space] }, limited);
            const can = canStart(s0, mode);
            expect([faction, id, space, limited, can]).toEqual([faction, id, space, limited, open.has(space)]);
            if (!can) continue;
            starts++;
            // Only the allowed space is offered (Scout: only origins leading there).
            const s = startCommand(s0, faction, id, mode);
            if (id === 'scout') expect(selectable(s).every((o) => moves(apply(s, sel(faction, o))).every((a) => a.to === space))).toBe(true);
            else expect(selectable(s)).toEqual([space]);
          }
      }
    // The sample is not trivial: some restricted Commands can start.
    expect(starts).toBeGreaterThan(20);
  });
});
