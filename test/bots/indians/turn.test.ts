// The Non-Player Indian turn (8.7): I1, the routing to the Commands — I3, I6, I9 and every "IF NONE"
// arrow of 8.7.1–8.7.4 — and the grants of Events (8.3.5's Note), on hand-built positions, with Command
// modules whose `possible` is fixed (dependency injection into the real routing) and forced rolls.
import { describe, expect, it } from 'vitest';
import { produce, type Draft } from 'immer';
import type { GameState } from '../../../src/core/state';
import type { IndianCommandId } from '../../../src/bots/indians/plan';
import { I3_ROLL, I6_ROLL, scoutSpaces } from '../../../src/bots/indians/turn';
import { gatherWouldPlaceVillages } from '../../../src/bots/indians/gather';
import { RollNeeded } from '../../../src/bots/rolls';
import { apply, legalActions, pending, settle } from '../../../src/game/machine';
import { position, put } from '../../../src/testing/kit';
import { arrange, onTurn } from '../../../src/testing/builders';
import { pushGrant } from '../../../src/flow/grant';
import { indiansOn, nodes, policyWith, table, texts } from './turnKit';

/** A card whose Indian symbol carries a sword (#9 Friedrich Wilhelm von Steuben): I1 skips the Event. */
const SWORD = 9;
const I = (a: object) => ({ faction: 'indians', ...a });
const ALL = { raid: true, gather: true, march: true, scout: true } as const;

/**
 * Massachusetts at Active Opposition (Opposition 4, Support 0) with Underground War Parties next door in
 * New Hampshire (so a Raid is legal), War Parties with a British Regular in Quebec (I9), 5 Resources.
 */
const board = (recipe: (d: Draft<GameState>) => void = () => {}) =>
  indiansOn(SWORD, { resources: { indians: 5, british: 5 } }, (d) => {
    d.spaces.Massachusetts.support = -2;
    put(d, 'NewHampshire', { warPartyUnderground: 2 });
    put(d, 'Quebec', { warPartyUnderground: 1, britishRegular: 1 });
    recipe(d);
  });

/** As `board`, with only `n` War Parties Available (I6's roll against them). */
const fewAvailable = (n: number, recipe: (d: Draft<GameState>) => void = () => {}) =>
  board((d) => {
    d.unavailable.warParty += d.available.warParty - n;
    d.available.warParty = n;
    recipe(d);
  });

describe('I1 (8.7, 8.1)', () => {
  it('skips the Event of a card whose Indian symbol carries a sword', () => {
    const s = board();
    expect(legalActions(s).some((a) => a.type === 'event')).toBe(true);
    const d = policyWith(table({ raid: true })).choose(s, { [I3_ROLL]: [1] });
    expect(d.action).toEqual(I({ type: 'command', command: 'raid' }));
    expect(texts(d.trace)).toContain('I1: #9 Friedrich Wilhelm von Steuben: the Indian symbol has a sword: the Event is skipped');
    expect(nodes(d.trace)).toEqual(['I1', 'I3', 'I3', 'I4 Raid', 'I4 Raid']);
  });

  it('skips the Event when the Sequence of Play does not offer it (2nd Eligible after an Event)', () => {
    const s = produce(indiansOn(5, { resources: { indians: 5 } }, () => {}), (d) => {
      d.turn!.executed.push({ faction: 'patriots', did: 'event', specialActivity: false });
    });
    expect(legalActions(s).some((a) => a.type === 'event')).toBe(false);
    const d = policyWith(table({ gather: true })).choose(s, { [I3_ROLL]: [1], [I6_ROLL]: [1] });
    expect(d.action).toEqual(I({ type: 'command', command: 'gather' }));
    expect(texts(d.trace)).toContain('I1: #5 William Alexander, Lord Stirling: the Sequence of Play (or the card) does not let the Indians play its unshaded Event now: skipped');
  });
});

describe('I3 Support + 1D6 > Opposition? (8.7.1)', () => {
  it('Raids when Support + D6 does not exceed Opposition (0 + 4 against 4)', () => {
    const d = policyWith(table(ALL)).choose(board(), { [I3_ROLL]: [4] });
    expect(d.action).toEqual(I({ type: 'command', command: 'raid' }));
    expect(d.trace).toContainEqual({ roll: { sides: 6, purpose: I3_ROLL, value: 4 } });
    expect(texts(d.trace)).toContain('I3: Support 0 + D6 4 = 4, not more than Opposition 4: Raid');
    expect(texts(d.trace)).toContain('I4 Raid: the Indians Raid');
  });

  it('does not Raid when Support + D6 exceeds Opposition (0 + 5 against 4), and goes on to I6', () => {
    const d = policyWith(table(ALL)).choose(board(), { [I3_ROLL]: [5], [I6_ROLL]: [1] });
    expect(d.action).toEqual(I({ type: 'command', command: 'gather' }));
    expect(texts(d.trace)).toContain('I3: Support 0 + D6 5 = 5, more than Opposition 4: no Raid');
  });

  it('Raid impossible: Gather instead (8.7.1 "If no Raid is possible, instead execute Gather")', () => {
    const asked: IndianCommandId[] = [];
    const d = policyWith(table({ raid: false, gather: true, march: true }, asked)).choose(board(), { [I3_ROLL]: [1] });
    expect(d.action).toEqual(I({ type: 'command', command: 'gather' }));
    expect(asked).toEqual(['raid', 'gather']);
    expect(texts(d.trace)).toContain('IF NONE: no Raid possible: Gather instead');
  });

  it('Raid → Gather → March → Pass when none is possible (8.7.2, 8.7.3 IF NONE)', () => {
    const asked: IndianCommandId[] = [];
    const d = policyWith(table({ raid: false, gather: false, march: false, scout: true }, asked)).choose(board(), { [I3_ROLL]: [1] });
    expect(d.action).toEqual(I({ type: 'pass' }));
    expect(asked).toEqual(['raid', 'gather', 'march']);
    expect(texts(d.trace)).toContain('IF NONE: no Gather possible: March instead');
    expect(texts(d.trace)).toContain('IF NONE: no March possible and Gather already tried: Pass');
  });

  it('an unregistered Command counts as impossible', () => {
    const d = policyWith(table({ gather: true })).choose(board(), { [I3_ROLL]: [1] });
    expect(d.action).toEqual(I({ type: 'command', command: 'gather' }));
    expect(texts(d.trace)).toContain('I4 Raid: no Indians Raid module is registered: treated as impossible');
  });
});

describe('I6 Gather? (8.7.2)', () => {
  it('Gathers without a roll when a Gather would place 2+ Villages', () => {
    const s = board((d) => {
      put(d, 'Northwest', { warPartyUnderground: 3 });
      put(d, 'Southwest', { warPartyUnderground: 3 });
    });
    expect(gatherWouldPlaceVillages(s)).toBe(2);
    // No I6 roll in the book: a roll would throw RollNeeded.
    const d = policyWith(table(ALL)).choose(s, { [I3_ROLL]: [6] });
    expect(d.action).toEqual(I({ type: 'command', command: 'gather' }));
    expect(texts(d.trace)).toContain('I6: a Gather would place 2 Villages: Gather');
  });

  it('rolls when fewer than 2 Villages: a D6 less than the Available War Parties means Gather', () => {
    const d = policyWith(table(ALL)).choose(fewAvailable(3), { [I3_ROLL]: [6], [I6_ROLL]: [2] });
    expect(d.action).toEqual(I({ type: 'command', command: 'gather' }));
    expect(d.trace).toContainEqual({ roll: { sides: 6, purpose: I6_ROLL, value: 2 } });
    expect(texts(d.trace)).toContain('I6: a Gather would place 0 Villages; D6 = 2, less than the 3 Available War Parties: Gather');
  });

  it('a D6 not less than the Available War Parties goes on to I9', () => {
    const d = policyWith(table(ALL)).choose(fewAvailable(3), { [I3_ROLL]: [6], [I6_ROLL]: [3] });
    expect(d.action).toEqual(I({ type: 'command', command: 'scout' }));
    expect(texts(d.trace)).toContain('I6: a Gather would place 0 Villages; D6 = 3, not less than the 3 Available War Parties: no Gather');
  });

  it('the roll is asked for when the book lacks it (I6 is a roll of the policy)', () => {
    expect(() => policyWith(table(ALL)).choose(fewAvailable(3), { [I3_ROLL]: [6] })).toThrow(RollNeeded);
  });

  it('Gather impossible: March; March impossible too: Pass (Gather already tried)', () => {
    const asked: IndianCommandId[] = [];
    const d = policyWith(table({ gather: false, march: false, scout: true, raid: true }, asked)).choose(fewAvailable(3), { [I3_ROLL]: [6], [I6_ROLL]: [1] });
    expect(d.action).toEqual(I({ type: 'pass' }));
    expect(asked).toEqual(['gather', 'march']);
  });
});

describe('I9 Scout? (8.7.4) and I10 March (8.7.3)', () => {
  it('names the spaces with both War Parties and British Regulars', () => {
    expect(scoutSpaces(board())).toEqual(['Quebec']);
  });

  it('Scouts when a space has War Parties and British Regulars', () => {
    const d = policyWith(table(ALL)).choose(fewAvailable(3), { [I3_ROLL]: [6], [I6_ROLL]: [6] });
    expect(d.action).toEqual(I({ type: 'command', command: 'scout' }));
    expect(texts(d.trace)).toContain('I9: War Parties and British Regulars in Quebec: Scout');
    expect(texts(d.trace)).toContain('I12 Scout: the Indians Scout');
  });

  it('Scout impossible: March (8.7.4 IF NONE)', () => {
    const asked: IndianCommandId[] = [];
    const d = policyWith(table({ scout: false, march: true }, asked)).choose(fewAvailable(3), { [I3_ROLL]: [6], [I6_ROLL]: [6] });
    expect(d.action).toEqual(I({ type: 'command', command: 'march' }));
    expect(asked).toEqual(['scout', 'march']);
    expect(texts(d.trace)).toContain('IF NONE: no Scout possible: March instead');
  });

  it('Scout → March → Gather → Pass when none is possible', () => {
    const asked: IndianCommandId[] = [];
    const d = policyWith(table({ scout: false, march: false, gather: false }, asked)).choose(fewAvailable(3), { [I3_ROLL]: [6], [I6_ROLL]: [6] });
    expect(d.action).toEqual(I({ type: 'pass' }));
    expect(asked).toEqual(['scout', 'march', 'gather']);
    expect(texts(d.trace)).toContain('IF NONE: no Gather possible and March already tried: Pass');
  });

  it('Marches when no space has both a War Party and British Regulars', () => {
    const s = fewAvailable(3, (d) => {
      d.spaces.Quebec.pieces.britishRegular = 0;
      d.available.britishRegular += 1;
    });
    const d = policyWith(table(ALL)).choose(s, { [I3_ROLL]: [6], [I6_ROLL]: [6] });
    expect(d.action).toEqual(I({ type: 'command', command: 'march' }));
    expect(texts(d.trace)).toContain('I9: no space with both a War Party and British Regulars: March');
  });

  it('March impossible: Gather (8.7.3 IF NONE)', () => {
    const s = fewAvailable(3, (d) => {
      d.spaces.Quebec.pieces.britishRegular = 0;
      d.available.britishRegular += 1;
    });
    const asked: IndianCommandId[] = [];
    const d = policyWith(table({ march: false, gather: true }, asked)).choose(s, { [I3_ROLL]: [6], [I6_ROLL]: [6] });
    expect(d.action).toEqual(I({ type: 'command', command: 'gather' }));
    expect(asked).toEqual(['march', 'gather']);
    expect(texts(d.trace)).toContain('IF NONE: no March possible: Gather instead');
  });
});

describe('Indian Resources (8.7, 8.1 Paying Resource Costs)', () => {
  it('at 0 Resources the Indians still route a Command: the engine offers a Gather (first Reserve Province free) but no Scout', () => {
    const s = fewAvailable(3, (d) => {
      d.resources.indians = 0;
      put(d, 'Northwest', { warPartyUnderground: 1 });
    });
    const asked: IndianCommandId[] = [];
    const d = policyWith(table(ALL, asked)).choose(s, { [I3_ROLL]: [6], [I6_ROLL]: [6] });
    expect(texts(d.trace)).toContain('I3: the Indians execute a Command and Special Activity (Indian Resources 0)');
    expect(texts(d.trace)).toContain('I12 Scout: the Scout cannot be started now (not among the legal actions): impossible');
    expect(d.action).toEqual(I({ type: 'command', command: 'march' }));
    expect(asked).toEqual(['march']);
  });
});

describe('Grants (8.3.5 Note, 8.3.1)', () => {
  /** The Indians execute #14 Overmountain Men (unshaded: a free Scout or March into North Carolina or the Southwest). */
  const overmountain = (recipe: (d: Draft<GameState>) => void = () => {}) => {
    const s0 = indiansOn(14, { resources: { indians: 5, british: 5 } }, (d) => {
      put(d, 'Virginia', { warPartyUnderground: 2, britishRegular: 2 });
      d.unavailable.warParty += d.available.warParty - 3;
      d.available.warParty = 3;
      recipe(d);
    });
    return apply(s0, I({ type: 'event', side: 'unshaded' }) as never);
  };

  it('a choice among Commands (Scout or March) is made by the flowchart: I3, I6, I9 → Scout; Raid and Gather not offered', () => {
    const s = overmountain();
    expect(pending(s)).toMatchObject({ faction: 'indians', kind: 'grant' });
    const d = policyWith(table(ALL)).choose(s, rollsFor(s, { [I3_ROLL]: [1], [I6_ROLL]: [6] }));
    expect(d.action).toEqual(I({ type: 'command', command: 'scout' }));
    expect(texts(d.trace)).toContain('Grant: #14 Overmountain Men Fight for North Carolina: the flowchart selects the Command, ignoring Event and Pass');
    // Support 0 + 1 exceeds Opposition 0: no Raid; a D6 of 6 is not less than 3 Available War Parties: no Gather.
    expect(texts(d.trace)).toContain('I9: #14 Overmountain Men Fight for North Carolina: War Parties and British Regulars in Virginia: Scout');
    expect(d.trace).toContainEqual({ roll: { sides: 6, purpose: `#14 Overmountain Men Fight for North Carolina: ${I3_ROLL}`, value: 1 } });
  });

  it('the "IF NONE" arrows lead to a Command the grant offers (Gather, not offered, → March)', () => {
    const s = overmountain();
    const d = policyWith(table(ALL)).choose(s, rollsFor(s, { [I3_ROLL]: [1], [I6_ROLL]: [1] }));
    expect(d.action).toEqual(I({ type: 'command', command: 'march' }));
    expect(texts(d.trace)).toContain('I7 Gather: #14 Overmountain Men Fight for North Carolina: the Gather cannot be started now (not among the legal actions): impossible');
  });

  it('a grant that must be taken when the flowchart finds nothing possible: 8.3.8 among the Commands offered', () => {
    const s = overmountain();
    expect(legalActions(s).some((a) => a.type === 'done')).toBe(false);
    const d = policyWith(table({ scout: false, march: false, gather: false, raid: false })).choose(
      s,
      { ...rollsFor(s, { [I3_ROLL]: [1], [I6_ROLL]: [6] }), 'grant at step 1: equal choice (8.3.8)': [2] },
    );
    expect(d.action).toEqual(I({ type: 'command', command: 'scout' }));
    expect(texts(d.trace)).toMatch(/Other choice: #14 Overmountain Men Fight for North Carolina: the grant must be taken but the flowchart selects nothing possible/);
  });

  /** A free War Path or Trade granted alone (optional) on top of the British turn; War Path and Trade both possible. */
  const activityGrant = (resources: number) =>
    arrange(
      onTurn(
        position({ game: { seed: 1, nonPlayers: ['indians'] }, resources: { indians: resources, british: 5 } }, (d) => {
          put(d, 'Northwest', { warPartyUnderground: 2, village: 1, militiaActive: 1 });
        }),
        'british',
      ),
      (d) => {
        pushGrant(d, { faction: 'indians', activities: ['warPath', 'trade'], optional: true, mode: { limited: false, free: true, specialActivity: false }, reason: 'Test Event', rule: '5.1' });
        settle(d);
      },
    );
  const SA = 'Test Event (Special Activity)';

  it('a Special Activity alone: the flowchart selects a Command and Special Activity, and only I8 is executed (War Path)', () => {
    const s = activityGrant(3);
    expect(pending(s)).toMatchObject({ faction: 'indians', kind: 'grant' });
    const d = policyWith(table(ALL)).choose(s, { [`${SA}: ${I3_ROLL}`]: [6], [`${SA}: ${I6_ROLL}`]: [1] });
    expect(d.action).toEqual(I({ type: 'specialActivity', activity: 'warPath' }));
    expect(texts(d.trace)).toContain('Grant: Test Event: the flowchart selects a Command and Special Activity; only the Special Activity is executed');
    expect(texts(d.trace)).toContain('Grant: with the Gather the flowchart executes War Path: that Special Activity alone');
  });

  it('a Special Activity alone at 0 Indian Resources: Trade (8.7.1)', () => {
    const s = activityGrant(0);
    const d = policyWith(table(ALL)).choose(s, { [`${SA}: ${I3_ROLL}`]: [6], [`${SA}: ${I6_ROLL}`]: [1] });
    expect(d.action).toEqual(I({ type: 'specialActivity', activity: 'trade' }));
    expect(texts(d.trace)).toContain('Grant: with the Gather the flowchart executes Trade: that Special Activity alone');
  });

  it('a Special Activity alone when the flowchart Passes: declined', () => {
    const s = activityGrant(3);
    const d = policyWith(table({})).choose(s, { [`${SA}: ${I3_ROLL}`]: [6], [`${SA}: ${I6_ROLL}`]: [1] });
    expect(d.action).toEqual(I({ type: 'done' }));
    expect(texts(d.trace)).toContain('Grant: Test Event: nothing the flowchart would execute is possible: declined');
  });
});

/** The book with each purpose prefixed by the pending grant's reason (a grant's rolls are its own question). */
function rollsFor(s: GameState, book: Record<string, number[]>): Record<string, number[]> {
  const top = s.stack[s.stack.length - 1] as { reason?: string };
  return Object.fromEntries(Object.entries(book).map(([k, v]) => [`${top.reason}: ${k}`, v]));
}
