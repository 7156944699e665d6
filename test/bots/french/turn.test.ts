// The Non-Player French turn (8.6): F1, F3, F4 and the routing to the Commands — F5 before the Treaty of
// Alliance, F9 and F13 after it — with every "IF NONE" arrow, on hand-built positions with Command modules
// whose `possible` is fixed (dependency injection into the real routing) and forced rolls (RollBook).
import { describe, expect, it } from 'vitest';
import { produce } from 'immer';
import { battleSpaces, ifNone } from '../../../src/bots/french/turn';
import type { FrenchCommandId } from '../../../src/bots/french/plan';
import { lead, position, put } from '../../../src/testing/kit';
import { apply, legalActions, pending } from '../../../src/game/machine';
import { frenchPolicy } from '../../../src/bots/french/index';
import { atCard, onTurn } from '../../../src/testing/builders';
import { frenchOn, nodes, policyWith, table, texts } from './turnKit';

const F5 = 'F5 Hortalez?: 1D3 (8.6.1)';
const F9 = 'F9 Muster?: 1D6 (8.6.4)';
/** A card whose French symbol carries a sword (#17 Jane McCrea Murdered by Indians): F1 skips the Event. */
const SWORD = 17;
const F = (command: FrenchCommandId) => ({ faction: 'french', type: 'command', command });
const PASS = { faction: 'french', type: 'pass' };

/** Before the Treaty: French Resources 4, Patriot Resources `patriots`. */
const beforeTreaty = (patriots = 1) =>
  frenchOn(SWORD, { resources: { french: 4, patriots } }, (d) => {
    put(d, 'Massachusetts', { militiaUnderground: 1 });
  });

/**
 * After the Treaty: French Resources 6, 2 French Regulars and a Continental in Pennsylvania (a March can start, 3.5.4), British
 * Regulars in New York City, then `recipe`; then `available` French Regulars Available (the rest Unavailable).
 */
const afterTreaty = (available = 3, recipe: Parameters<typeof frenchOn>[2] = () => {}) =>
  frenchOn(SWORD, { resources: { french: 6 }, treaty: true }, (d) => {
    put(d, 'Pennsylvania', { frenchRegular: 2, continental: 1 });
    put(d, 'NewYorkCity', { britishRegular: 2 });
    recipe(d);
    const total = d.available.frenchRegular + d.unavailable.frenchRegular;
    d.available.frenchRegular = available;
    d.unavailable.frenchRegular = total - available;
  });

/** After the Treaty with a Battle space (F13 holds): 3 French Regulars against 2 British Regulars in Virginia. */
const battleBoard = () =>
  afterTreaty(3, (d) => {
    put(d, 'Virginia', { frenchRegular: 3, britishRegular: 2 });
  });

describe('F1 (8.6, 8.1)', () => {
  it('skips the Event of a card whose French symbol carries a sword', () => {
    const s = beforeTreaty();
    expect(legalActions(s).some((a) => a.type === 'event')).toBe(true);
    const d = policyWith(table({ hortalez: true })).choose(s, { [F5]: [2] });
    expect(d.action).toEqual(F('hortalez'));
    expect(texts(d.trace)).toContain('F1: #17 Jane McCrea Murdered by Indians: the French symbol has a sword: the Event is skipped');
    expect(nodes(d.trace)).toEqual(['F1', 'F3', 'F4', 'F5', 'test hortalez', 'F6 Roderigue Hortalez et Cie']);
  });

  it('skips the Event when the Sequence of Play offers none (2nd Eligible after a Command without Special Activity: a Limited Command only)', () => {
    const s = produce(beforeTreaty(), (d) => {
      d.deck.current = 2;
    });
    const second = produce(s, (d) => {
      d.turn = { offered: ['patriots', 'french'], executed: [{ faction: 'patriots', did: 'command', specialActivity: false } as never], stayEligible: [], makeIneligible: [] };
    });
    const legal = legalActions(second);
    expect(legal.some((a) => a.type === 'event')).toBe(false);
    const d = policyWith(table({ hortalez: true, agentMobilization: true })).choose(second, { [F5]: [3] });
    expect(texts(d.trace)).toContain('F1: #2 Common Sense: the Sequence of Play (or the card) does not let the French play its shaded Event now: skipped');
    // 8.1 Commands Not Limited: the Non-Player gets a full Command.
    expect(d.action).toEqual(F('hortalez'));
  });
});

describe('F3 (8.6)', () => {
  it('Passes with French Resources 0', () => {
    const s = produce(beforeTreaty(), (d) => {
      d.resources.french = 0;
    });
    const d = policyWith(table({ hortalez: true, agentMobilization: true })).choose(s);
    expect(d.action).toEqual(PASS);
    expect(nodes(d.trace)).toEqual(['F1', 'F3']);
    expect(texts(d.trace)).toContain('F3: French Resources 0: Pass');
  });
});

describe('F4, F5: before the Treaty of Alliance (8.6.1, 8.6.2)', () => {
  it('Hortalez when the D3 exceeds the Patriot Resources', () => {
    const d = policyWith(table({ hortalez: true, agentMobilization: true })).choose(beforeTreaty(1), { [F5]: [2] });
    expect(d.action).toEqual(F('hortalez'));
    expect(d.trace).toContainEqual({ roll: { sides: 3, purpose: F5, value: 2 } });
    expect(texts(d.trace)).toContain('F4: the Treaty of Alliance has not been played');
    expect(texts(d.trace)).toContain('F5: D3 = 2, more than the 1 Patriot Resources: Roderigue Hortalez et Cie');
  });

  it('Agent Mobilization when the D3 does not exceed the Patriot Resources', () => {
    const d = policyWith(table({ hortalez: true, agentMobilization: true })).choose(beforeTreaty(2), { [F5]: [2] });
    expect(d.action).toEqual(F('agentMobilization'));
    expect(texts(d.trace)).toContain('F5: D3 = 2, not more than the 2 Patriot Resources: French Agent Mobilization');
    expect(texts(d.trace)).toContain('F7 Agent Mobilization: the French Agent Mobilization');
  });

  it('F7 IF NONE: no Agent Mobilization possible → Hortalez (8.6.2)', () => {
    const asked: FrenchCommandId[] = [];
    const d = policyWith(table({ hortalez: true, agentMobilization: false }, asked)).choose(beforeTreaty(3), { [F5]: [1] });
    expect(d.action).toEqual(F('hortalez'));
    expect(asked).toEqual(['agentMobilization', 'hortalez']);
    expect(texts(d.trace)).toContain('IF NONE: no Agent Mobilization possible: Roderigue Hortalez et Cie instead');
  });

  it('F6 "If none, Pass": neither possible → Pass', () => {
    const asked: FrenchCommandId[] = [];
    const d = policyWith(table({ hortalez: false, agentMobilization: false }, asked)).choose(beforeTreaty(3), { [F5]: [1] });
    expect(d.action).toEqual(PASS);
    expect(asked).toEqual(['agentMobilization', 'hortalez']);
    expect(texts(d.trace)).toContain('IF NONE: no Roderigue Hortalez et Cie possible and Agent Mobilization already tried: Pass');
  });

  it('8.6.2: Hortalez selected but impossible → Agent Mobilization (the French did not execute Hortalez)', () => {
    const d = policyWith(table({ hortalez: false, agentMobilization: true })).choose(beforeTreaty(0), { [F5]: [1] });
    expect(d.action).toEqual(F('agentMobilization'));
    expect(texts(d.trace)).toContain('IF NONE: no Roderigue Hortalez et Cie possible: Agent Mobilization instead');
  });

  it('an unregistered Command is impossible, and the trace says so', () => {
    const d = policyWith(table({ hortalez: true })).choose(beforeTreaty(3), { [F5]: [1] });
    expect(d.action).toEqual(F('hortalez'));
    expect(texts(d.trace)).toContain('F7 Agent Mobilization: no French Agent Mobilization module is registered: treated as impossible');
  });
});

describe('F9 Muster? (8.6.4)', () => {
  it('Musters when the D6 is less than the Available French Regulars', () => {
    const d = policyWith(table({ muster: true, march: true })).choose(afterTreaty(3), { [F9]: [2] });
    expect(d.action).toEqual(F('muster'));
    expect(d.trace).toContainEqual({ roll: { sides: 6, purpose: F9, value: 2 } });
    expect(texts(d.trace)).toContain('F4: the Treaty of Alliance has been played');
    expect(texts(d.trace)).toContain('F9: D6 = 2, less than the 3 Available French Regulars: Muster');
    expect(nodes(d.trace)).toEqual(['F1', 'F3', 'F4', 'F9', 'test muster', 'F10 Muster']);
  });

  it('does not Muster when the D6 equals the Available French Regulars', () => {
    const d = policyWith(table({ muster: true, march: true })).choose(afterTreaty(3), { [F9]: [3] });
    expect(d.action).toEqual(F('march'));
    expect(texts(d.trace)).toContain('F9: D6 = 3, not less than the 3 Available French Regulars: no Muster');
  });

  it('F10 IF NONE: Muster impossible → Hortalez (F11, 8.6.3); Hortalez impossible too → Pass', () => {
    const asked: FrenchCommandId[] = [];
    const d1 = policyWith(table({ muster: false, hortalez: true })).choose(afterTreaty(3), { [F9]: [1] });
    expect(d1.action).toEqual(F('hortalez'));
    expect(texts(d1.trace)).toContain('IF NONE: no Muster possible: Roderigue Hortalez et Cie instead');
    expect(texts(d1.trace)).toContain('F11 Roderigue Hortalez et Cie: the French Roderigue Hortalez et Cie');
    const d2 = policyWith(table({ muster: false, hortalez: false, march: true, battle: true }, asked)).choose(afterTreaty(3), { [F9]: [1] });
    expect(d2.action).toEqual(PASS);
    expect(asked).toEqual(['muster', 'hortalez']);
    expect(texts(d2.trace)).toContain('IF NONE: no Roderigue Hortalez et Cie possible and Muster already tried: Pass');
  });
});

describe('F13 Battle? (8.6.5, 8.6.6)', () => {
  it('Battles where Rebellion cubes + Leaders outnumber the British pieces in a space with French and British pieces', () => {
    const s = battleBoard();
    expect(battleSpaces(s)).toEqual(['Virginia']);
    const d = policyWith(table({ battle: true, march: true })).choose(s, { [F9]: [6] });
    expect(d.action).toEqual(F('battle'));
    expect(texts(d.trace)).toContain('F13: Rebellion cubes + Leaders outnumber the British pieces in Virginia: Battle');
    expect(nodes(d.trace)).toEqual(['F1', 'F3', 'F4', 'F9', 'F13', 'test battle', 'F16 Battle']);
  });

  it('counts Continentals and the Rebellion Leaders for the Rebellion, Tories and Forts (not Indians) for the British; needs French pieces', () => {
    const even = produce(battleBoard(), (d) => {
      put(d, 'Virginia', { tory: 1 });
    });
    expect(battleSpaces(even)).toEqual([]);
    expect(battleSpaces(produce(even, (d) => lead(d, 'french', 'Virginia')))).toEqual(['Virginia']);
    expect(battleSpaces(produce(even, (d) => lead(d, 'patriots', 'Virginia')))).toEqual(['Virginia']);
    expect(battleSpaces(produce(even, (d) => put(d, 'Virginia', { continental: 1 })))).toEqual(['Virginia']);
    expect(battleSpaces(produce(even, (d) => put(d, 'Virginia', { militiaActive: 2 })))).toEqual([]);
    expect(battleSpaces(produce(battleBoard(), (d) => put(d, 'Virginia', { britishFort: 1 })))).toEqual([]);
    expect(battleSpaces(produce(battleBoard(), (d) => put(d, 'Virginia', { warPartyActive: 2 })))).toEqual(['Virginia']);
    // Continentals without French pieces: no French Battle there.
    const patriotsOnly = afterTreaty(3, (d) => put(d, 'Virginia', { continental: 3, britishRegular: 1 }));
    expect(battleSpaces(patriotsOnly)).toEqual([]);
  });

  it('includes the West Indies', () => {
    const s = afterTreaty(3, (d) => {
      put(d, 'WestIndies', { frenchRegular: 3, britishRegular: 2 });
    });
    expect(battleSpaces(s)).toEqual(['WestIndies']);
  });

  it('F16 IF NONE: Battle → March → Muster → Hortalez → Pass', () => {
    const asked: FrenchCommandId[] = [];
    const d = policyWith(table({ battle: false, march: false, muster: false, hortalez: false }, asked)).choose(battleBoard(), { [F9]: [6] });
    expect(d.action).toEqual(PASS);
    expect(asked).toEqual(['battle', 'march', 'muster', 'hortalez']);
    expect(texts(d.trace)).toContain('IF NONE: no Battle possible: March instead');
    expect(texts(d.trace)).toContain('IF NONE: no March possible: Muster instead');
    expect(texts(d.trace)).toContain('IF NONE: no Muster possible: Roderigue Hortalez et Cie instead');
  });
});

describe('F14 March (8.6.5)', () => {
  it('Marches when no Muster and no Battle is called for', () => {
    const d = policyWith(table({ march: true, muster: true })).choose(afterTreaty(3), { [F9]: [4] });
    expect(d.action).toEqual(F('march'));
    expect(texts(d.trace)).toContain('F13: no space with French and British pieces where Rebellion cubes + Leaders outnumber the British pieces: March');
  });

  it('F14 IF NONE: March impossible → Muster (8.6.5)', () => {
    const d = policyWith(table({ march: false, muster: true })).choose(afterTreaty(3), { [F9]: [4] });
    expect(d.action).toEqual(F('muster'));
    expect(texts(d.trace)).toContain('IF NONE: no March possible: Muster instead');
  });

  it('the arrows per the Treaty', () => {
    expect(ifNone(true)).toMatchObject({ battle: 'march', march: 'muster', muster: 'hortalez' });
    expect(ifNone(false)).toMatchObject({ agentMobilization: 'hortalez', hortalez: 'agentMobilization' });
  });
});

describe('grants (8.3.5 and its Note, 8.3.1)', () => {
  const granted = (grant: { commands?: string[]; activities?: string[]; optional: boolean }) =>
    produce(afterTreaty(3), (d) => {
      d.stack.pop();
      d.stack.push({
        kind: 'grant',
        faction: 'french',
        commands: grant.commands ?? [],
        activities: grant.activities ?? [],
        mode: { limited: true, free: true, specialActivity: false },
        optional: grant.optional,
        reason: 'Test grant',
        rule: '5.3',
        begun: false,
        report: null,
      } as never);
    });
  const GRANT_F9 = 'Test grant: F9 Muster?: 1D6 (8.6.4)';

  it('a choice among free Commands: the flowchart selects one, ignoring Event and Pass', () => {
    const s = granted({ commands: ['muster', 'march'], optional: false });
    expect(legalActions(s).map((a) => a.command)).toEqual(['muster', 'march']);
    const d = policyWith(table({ muster: true, march: true })).choose(s, { [GRANT_F9]: [1] });
    expect(d.action).toEqual(F('muster'));
    expect(nodes(d.trace)).toEqual(['Grant', 'F4', 'F9', 'test muster', 'F10 Muster']);
  });

  it('an optional grant with nothing possible is declined', () => {
    const d = policyWith(table({ muster: false, march: false })).choose(granted({ commands: ['muster', 'march'], optional: true }), { [GRANT_F9]: [6] });
    expect(d.action).toEqual({ faction: 'french', type: 'done' });
    expect(texts(d.trace)).toContain('Grant: Test grant: nothing the flowchart would execute is possible: declined');
  });

  it('a Special Activity alone: the one the flowchart pairs with its Command (Skirmish first with a March, 8.6.5)', () => {
    const s = granted({ activities: ['skirmish', 'navalPressure', 'preparerLaGuerre'], optional: true });
    const offered = legalActions(s).filter((a) => a.type === 'specialActivity').map((a) => a.activity);
    expect(offered.length).toBeGreaterThan(0);
    const d = policyWith(table({ march: true, battle: true })).choose(s, { 'Test grant (Special Activity): F9 Muster?: 1D6 (8.6.4)': [6] });
    const expected = (['skirmish', 'preparerLaGuerre', 'navalPressure'] as const).find((a) => offered.includes(a));
    expect(d.action).toEqual({ faction: 'french', type: 'specialActivity', activity: expected });
    expect(texts(d.trace)).toContain('Grant: with the March the flowchart executes');
  });

  it('the Treaty of Alliance\'s free Muster is the flowchart\'s Muster (the only Command offered)', () => {
    const s = granted({ commands: ['muster'], optional: false });
    const d = policyWith(table({ muster: true, march: true })).choose(s, { [GRANT_F9]: [6] });
    // F9 fails, F13 → March, not offered → Muster.
    expect(d.action).toEqual(F('muster'));
    expect(texts(d.trace)).toContain('Test grant: the March cannot be started now (not among the legal actions): impossible');
  });
});

describe('8.3.1\'s second paragraph: another Faction\'s Event grants the French a Command', () => {
  it('#55 unshaded played by the British (a player): the French free Battle in the West Indies is selected by the flowchart (F13 → F16)', () => {
    const s0 = onTurn(
      atCard(
        position({ game: { seed: 1, nonPlayers: ['french'] }, treaty: true, resources: { french: 5, british: 5 } }, (d) => {
          put(d, 'Virginia', { frenchRegular: 3 });
          put(d, 'WestIndies', { britishRegular: 1 });
        }),
        55,
      ),
      'british',
    );
    const s = apply(s0, { faction: 'british', type: 'event', side: 'unshaded' });
    expect(pending(s)).toMatchObject({ faction: 'french', kind: 'grant' });
    expect(s.spaces.WestIndies.pieces.frenchRegular).toBe(3);
    const d = frenchPolicy().choose(s, { '#55 French Navy Dominates Caribbean: F9 Muster?: 1D6 (8.6.4)': [6] });
    expect(d.action).toEqual(F('battle'));
    expect(texts(d.trace)).toContain('F13: #55 French Navy Dominates Caribbean: Rebellion cubes + Leaders outnumber the British pieces in the West Indies: Battle');
  });
});

describe('the event, once chosen, is legal', () => {
  it('an Event chosen by F2 is applied by the engine', () => {
    const s = beforeTreaty();
    const d = policyWith(table({ hortalez: true })).choose(s, { [F5]: [2] });
    expect(() => apply(s, d.action)).not.toThrow();
  });
});
