// The Non-Player Patriot turn (8.5): P1, P3 and the routing to the Commands — P6, P9, P10 and every
// "IF NONE" arrow — on hand-built positions, with Command modules whose `possible` is fixed (dependency
// injection into the real routing) and forced rolls (RollBook); and grants (8.3.5's Note).
import { describe, expect, it } from 'vitest';
import { produce } from 'immer';
import { apply, legalActions } from '../../../src/game/machine';
import { lead, put } from '../../../src/testing/kit';
import { patriotPolicy } from '../../../src/bots/patriots/index';
import { battleSpaces, P9_ROLL, rabbleRousingSpaces, rallyFortSpaces, undergroundMilitiaOnMap } from '../../../src/bots/patriots/turn';
import type { PatriotCommandId } from '../../../src/bots/patriots/plan';
import { nodes, patriotsOn, policyWith, table, texts } from './turnKit';

/** A card whose Patriot symbol carries a sword (#48 God Save the King): P1 skips the Event. */
const SWORD = 48;
const CMD = (command: PatriotCommandId) => ({ faction: 'patriots', type: 'command', command });
const PASS = { faction: 'patriots', type: 'pass' };
const ALL = { battle: true, march: true, rally: true, rabbleRousing: true };

/** Two Continentals and a British Regular in Massachusetts (P6 holds there). */
const battleBoard = () =>
  patriotsOn(SWORD, { resources: { patriots: 5 } }, (d) => {
    put(d, 'Massachusetts', { continental: 2, britishRegular: 1 });
  });

/** No P6 space, no Fort to place; 2 Underground Militia in Connecticut-Rhode Island at `support`. */
const militiaBoard = (support = 0) =>
  patriotsOn(SWORD, { resources: { patriots: 5 } }, (d) => {
    put(d, 'ConnecticutRhodeIsland', { militiaUnderground: 2 });
    d.spaces.ConnecticutRhodeIsland.support = support;
  });

describe('P1 (8.5, 8.1)', () => {
  it('skips the Event of a card whose Patriot symbol carries a sword', () => {
    const s = battleBoard();
    expect(legalActions(s).some((a) => a.type === 'event')).toBe(true);
    const d = policyWith(table({ battle: true })).choose(s);
    expect(d.action).toEqual(CMD('battle'));
    expect(texts(d.trace)).toContain('P1: #48 God Save the King: the Patriot symbol has a sword: the Event is skipped');
    expect(nodes(d.trace)).toEqual(['P1', 'P3', 'P6', 'P4 Battle', 'P4 Battle']);
  });

  it('skips the Event when the Sequence of Play does not offer it (2nd Eligible after a Command without Special Activity)', () => {
    const s = produce(patriotsOn(19, { resources: { patriots: 5 } }, (d) => put(d, 'Massachusetts', { continental: 2, britishRegular: 1 })), (d) => {
      d.turn!.executed.push({ faction: 'british', did: 'command', specialActivity: false });
    });
    expect(legalActions(s).some((a) => a.type === 'event')).toBe(false);
    const d = policyWith(table({ battle: true })).choose(s);
    expect(d.action).toEqual(CMD('battle'));
    expect(texts(d.trace)).toContain('P1: #19 Legend of Nathan Hale: the Sequence of Play (or the card) does not let the Patriots play its shaded Event now: skipped');
  });
});

describe('P3 (8.5)', () => {
  it('Passes with Patriot Resources 0', () => {
    const s = produce(battleBoard(), (d) => {
      d.resources.patriots = 0;
    });
    const d = policyWith(table(ALL)).choose(s);
    expect(d.action).toEqual(PASS);
    expect(nodes(d.trace)).toEqual(['P1', 'P3']);
    expect(texts(d.trace)).toContain('P3: Patriot Resources 0: Pass');
  });

  it('the shipped policy Passes the same way', () => {
    const s = produce(battleBoard(), (d) => {
      d.resources.patriots = 0;
    });
    const d = patriotPolicy().choose(s);
    expect(d.action).toEqual(PASS);
    expect(nodes(d.trace)).toEqual(['P1', 'P3']);
  });
});

describe('P6 Battle? (8.5.1)', () => {
  it('Rebellion cubes + Rebellion Leaders against all Active Royalist pieces, where both sides have pieces', () => {
    const s = battleBoard();
    expect(battleSpaces(s)).toEqual(['Massachusetts']);
    const even = produce(s, (d) => put(d, 'Massachusetts', { tory: 1 }));
    expect(battleSpaces(even)).toEqual([]);
    // A Rebellion Leader counts; a Royalist Leader does not.
    expect(battleSpaces(produce(even, (d) => lead(d, 'patriots', 'Massachusetts')))).toEqual(['Massachusetts']);
    expect(battleSpaces(produce(even, (d) => lead(d, 'Rochambeau', 'Massachusetts')))).toEqual(['Massachusetts']);
    expect(battleSpaces(produce(s, (d) => lead(d, 'british', 'Massachusetts')))).toEqual(['Massachusetts']);
    // Underground War Parties are not Active; Active War Parties, Villages and British Forts are.
    expect(battleSpaces(produce(s, (d) => put(d, 'Massachusetts', { warPartyUnderground: 3 })))).toEqual(['Massachusetts']);
    expect(battleSpaces(produce(s, (d) => put(d, 'Massachusetts', { warPartyActive: 1 })))).toEqual([]);
    expect(battleSpaces(produce(s, (d) => put(d, 'Massachusetts', { village: 1 })))).toEqual([]);
    expect(battleSpaces(produce(s, (d) => put(d, 'Massachusetts', { britishFort: 1 })))).toEqual([]);
    // Militia are not cubes: Militia alone with Royalists is no P6 space.
    const militia = patriotsOn(SWORD, { resources: { patriots: 5 } }, (d) => put(d, 'Massachusetts', { militiaActive: 5, britishRegular: 1 }));
    expect(battleSpaces(militia)).toEqual([]);
    // French Regulars are Rebellion cubes.
    const french = patriotsOn(SWORD, { resources: { patriots: 5 }, released: { frenchRegular: 2 } }, (d) => put(d, 'NewYork', { frenchRegular: 2, tory: 1 }));
    expect(battleSpaces(french)).toEqual(['NewYork']);
  });

  it('leaves out the West Indies, where the Patriots cannot Battle (3.3.3)', () => {
    const s = patriotsOn(SWORD, { resources: { patriots: 5 }, released: { frenchRegular: 3 } }, (d) => put(d, 'WestIndies', { frenchRegular: 3, britishRegular: 1 }));
    expect(battleSpaces(s)).toEqual([]);
  });

  it('Battles where P6 holds', () => {
    const d = policyWith(table(ALL)).choose(battleBoard());
    expect(d.action).toEqual(CMD('battle'));
    expect(texts(d.trace)).toContain('P6: Rebellion cubes + Leaders outnumber the Active Royalist pieces in Massachusetts: Battle');
    expect(d.trace.some((t) => 'roll' in t)).toBe(false);
  });

  it('Battle impossible → Rally → Rabble-Rousing → Pass (8.5.1, 8.5.2 IF NONE)', () => {
    const asked: PatriotCommandId[] = [];
    const d = policyWith(table({ battle: false, rally: false, rabbleRousing: false, march: true }, asked)).choose(battleBoard());
    expect(d.action).toEqual(PASS);
    expect(asked).toEqual(['battle', 'rally', 'rabbleRousing']);
    expect(texts(d.trace)).toContain('IF NONE: no Battle possible: Rally instead');
    expect(texts(d.trace)).toContain('IF NONE: no Rally possible: Rabble-Rousing instead');
    expect(texts(d.trace)).toContain('IF NONE: no Rabble-Rousing possible and Rally already tried: Pass');
  });

  it('Battle impossible → Rally', () => {
    const d = policyWith(table({ battle: false, rally: true })).choose(battleBoard());
    expect(d.action).toEqual(CMD('rally'));
  });
});

describe('P9 Rally? (8.5.2)', () => {
  it('Rallies without a roll when a Rally would place a Fort (4+ Patriot units, room, a Fort Available)', () => {
    const s = patriotsOn(SWORD, { resources: { patriots: 5 } }, (d) => put(d, 'Massachusetts', { militiaUnderground: 3, continental: 1 }));
    expect(rallyFortSpaces(s)).toEqual(['Massachusetts']);
    const d = policyWith(table(ALL)).choose(s);
    expect(d.action).toEqual(CMD('rally'));
    expect(texts(d.trace)).toContain('P9: a Rally would place a Patriot Fort in Massachusetts (4+ Patriot units and room): Rally');
    expect(d.trace.some((t) => 'roll' in t)).toBe(false);
  });

  it('no Fort with 3 units, none Available, no room, or at Active Support (no Rally there, 3.3.1)', () => {
    const s = patriotsOn(SWORD, { resources: { patriots: 5 } }, (d) => put(d, 'Massachusetts', { militiaUnderground: 3, continental: 1 }));
    expect(rallyFortSpaces(produce(s, (d) => {
      d.spaces.Massachusetts.pieces.continental = 0;
      d.available.continental += 1;
    }))).toEqual([]);
    expect(rallyFortSpaces(produce(s, (d) => {
      d.available.patriotFort = 0;
    }))).toEqual([]);
    expect(rallyFortSpaces(produce(s, (d) => put(d, 'Massachusetts', { britishFort: 1, village: 1 })))).toEqual([]);
    expect(rallyFortSpaces(produce(s, (d) => {
      d.spaces.Massachusetts.support = 2;
    }))).toEqual([]);
  });

  it('Rallies when the D6 is higher than the Underground Militia on the map', () => {
    const s = militiaBoard();
    expect(undergroundMilitiaOnMap(s)).toBe(2);
    const d = policyWith(table(ALL)).choose(s, { [P9_ROLL]: [3] });
    expect(d.action).toEqual(CMD('rally'));
    expect(d.trace).toContainEqual({ roll: { sides: 6, purpose: P9_ROLL, value: 3 } });
    expect(texts(d.trace)).toContain('P9: no Fort to place; D6 = 3, more than the 2 Underground Militia on the map: Rally');
  });

  it('does not Rally when the D6 equals the Underground Militia; Rally impossible → Rabble-Rousing; neither → Pass (8.5.2, 8.5.3 IF NONE)', () => {
    const d0 = policyWith(table(ALL)).choose(militiaBoard(), { [P9_ROLL]: [2] });
    expect(d0.action).toEqual(CMD('rabbleRousing'));
    expect(texts(d0.trace)).toContain('P9: no Fort to place; D6 = 2, not more than the 2 Underground Militia on the map: no Rally');
    const d1 = policyWith(table({ rally: false, rabbleRousing: true })).choose(militiaBoard(), { [P9_ROLL]: [6] });
    expect(d1.action).toEqual(CMD('rabbleRousing'));
    const asked: PatriotCommandId[] = [];
    const d2 = policyWith(table({ rally: false, rabbleRousing: false, march: true, battle: true }, asked)).choose(militiaBoard(), { [P9_ROLL]: [6] });
    expect(d2.action).toEqual(PASS);
    expect(asked).toEqual(['rally', 'rabbleRousing']);
  });
});

describe('P10 Rabble-Rousing? (8.5.3)', () => {
  it('Rabble-Rouses where a space can shift toward Active Opposition', () => {
    const s = militiaBoard(0);
    expect(rabbleRousingSpaces(s)).toEqual(['ConnecticutRhodeIsland']);
    const d = policyWith(table(ALL)).choose(s, { [P9_ROLL]: [1] });
    expect(d.action).toEqual(CMD('rabbleRousing'));
    expect(nodes(d.trace)).toEqual(['P1', 'P3', 'P6', 'P9', 'P10', 'P11 Rabble-Rousing', 'P11 Rabble-Rousing']);
    expect(texts(d.trace)).toContain('P10: Rabble-Rousing can shift Connecticut-Rhode Island toward Active Opposition: Rabble-Rousing');
  });

  it('Rabble-Rousing impossible → Rally → Pass (8.5.3 IF NONE)', () => {
    const asked: PatriotCommandId[] = [];
    const d = policyWith(table({ rabbleRousing: false, rally: false, march: true }, asked)).choose(militiaBoard(0), { [P9_ROLL]: [1] });
    expect(d.action).toEqual(PASS);
    expect(asked).toEqual(['rabbleRousing', 'rally']);
    expect(texts(d.trace)).toContain('IF NONE: no Rally possible and Rabble-Rousing already tried: Pass');
  });
});

describe('P5 March (8.5.4)', () => {
  it('Marches when no space can shift toward Active Opposition (all at Active Opposition)', () => {
    const s = militiaBoard(-2);
    expect(rabbleRousingSpaces(s)).toEqual([]);
    const d = policyWith(table(ALL)).choose(s, { [P9_ROLL]: [1] });
    expect(d.action).toEqual(CMD('march'));
    expect(texts(d.trace)).toContain('P10: Rabble-Rousing can shift no space toward Active Opposition: March');
  });

  it('March impossible → Rally → Rabble-Rousing → Pass (8.5.4 IF NONE)', () => {
    const asked: PatriotCommandId[] = [];
    const d = policyWith(table({ march: false, rally: false, rabbleRousing: false }, asked)).choose(militiaBoard(-2), { [P9_ROLL]: [1] });
    expect(d.action).toEqual(PASS);
    expect(asked).toEqual(['march', 'rally', 'rabbleRousing']);
    const d2 = policyWith(table({ march: false, rally: false, rabbleRousing: true })).choose(militiaBoard(-2), { [P9_ROLL]: [1] });
    expect(d2.action).toEqual(CMD('rabbleRousing'));
  });

  it('a Command whose module is not registered is impossible, and the trace says so', () => {
    const d = policyWith(table({ rally: true })).choose(militiaBoard(-2), { [P9_ROLL]: [1] });
    expect(d.action).toEqual(CMD('rally'));
    expect(texts(d.trace)).toContain('P5 March: no Patriots March module is registered: treated as impossible');
  });

  it('a Command the engine does not offer is impossible (8.1)', () => {
    // French Regulars outnumber a Tory in New York (P6), but without Patriot pieces there the engine offers no Patriot Battle.
    const s = patriotsOn(SWORD, { resources: { patriots: 5 }, released: { frenchRegular: 2 } }, (d) => {
      put(d, 'NewYork', { frenchRegular: 2, tory: 1 });
      put(d, 'ConnecticutRhodeIsland', { militiaUnderground: 2 });
    });
    expect(battleSpaces(s)).toEqual(['NewYork']);
    expect(legalActions(s).some((a) => a.command === 'battle')).toBe(false);
    const d = policyWith(table(ALL)).choose(s);
    expect(texts(d.trace)).toContain('P4 Battle: the Battle cannot be started now (not among the legal actions): impossible');
    expect(texts(d.trace)).toContain('IF NONE: no Battle possible: Rally instead');
    expect(d.action).toEqual(CMD('rally'));
  });
});

describe('grants (8.3.5 and its Note, 8.3.1)', () => {
  /** The board of militiaBoard with a grant of the Patriots pending (on top of the card). */
  const granted = (grant: { commands?: string[]; activities?: string[]; optional: boolean }, support = 0, resources = 5) =>
    produce(militiaBoard(support), (d) => {
      d.resources.patriots = resources;
      d.stack.pop();
      d.stack.push({
        kind: 'grant',
        faction: 'patriots',
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
  const GRANT_P9 = `Test grant: ${P9_ROLL}`;

  it('a choice among free Commands: the flowchart selects one, ignoring Event and Pass (its own roll)', () => {
    const s = granted({ commands: ['rally', 'march'], optional: false });
    expect(legalActions(s).map((a) => a.command)).toEqual(['rally', 'march']);
    const d = policyWith(table(ALL)).choose(s, { [GRANT_P9]: [6] });
    expect(d.action).toEqual(CMD('rally'));
    expect(nodes(d.trace)).toEqual(['Grant', 'P6', 'P9', 'P7 Rally', 'P7 Rally']);
    expect(texts(d.trace)).toContain('P9: Test grant: no Fort to place; D6 = 6, more than the 2 Underground Militia on the map: Rally');
  });

  it('the "IF NONE" arrows apply within what the grant offers: Rabble-Rousing not offered → Rally', () => {
    const d = policyWith(table(ALL)).choose(granted({ commands: ['rally', 'march'], optional: false }), { [GRANT_P9]: [1] });
    expect(d.action).toEqual(CMD('rally'));
    expect(texts(d.trace)).toContain('P11 Rabble-Rousing: Test grant: the Rabble-Rousing cannot be started now (not among the legal actions): impossible');
  });

  it('one Command offered: no choice for the flowchart; executed when its module can', () => {
    const d = policyWith(table({ march: true })).choose(granted({ commands: ['march'], optional: true }, -2));
    expect(d.action).toEqual(CMD('march'));
    expect(texts(d.trace)).toContain('P5 March: Test grant: the only Command offered, and an instruction of it can be executed');
    const none = policyWith(table({ march: false })).choose(granted({ commands: ['march'], optional: true }, -2));
    expect(none.action).toEqual({ faction: 'patriots', type: 'done' });
    expect(texts(none.trace)).toContain('Grant: Test grant: nothing the flowchart would execute is possible: declined');
  });

  it('an optional grant with nothing possible is declined; a compulsory one is an 8.3.8 random choice', () => {
    const d = policyWith(table({ rally: false, march: false })).choose(granted({ commands: ['rally', 'march'], optional: true }), { [GRANT_P9]: [6] });
    expect(d.action).toEqual({ faction: 'patriots', type: 'done' });
    const c = policyWith(table({ rally: false, march: false })).choose(granted({ commands: ['rally', 'march'], optional: false }), {
      [GRANT_P9]: [6],
      'grant at step 0: equal choice (8.3.8)': [2],
    });
    expect(c.action).toEqual(CMD('march'));
    expect(nodes(c.trace)).toContain('Other choice');
  });

  it('a Special Activity alone: the one the flowchart pairs with its Command — Partisans first (8.5.1)', () => {
    // A Tory with the Underground Militia: Partisans can be executed there.
    const s = produce(granted({ activities: ['skirmish', 'partisans', 'persuasion'], optional: true }), (d) => put(d, 'ConnecticutRhodeIsland', { tory: 1 }));
    expect(legalActions(s).map((a) => a.activity)).toContain('partisans');
    const d = policyWith(table(ALL)).choose(s, { [`Test grant (Special Activity): ${P9_ROLL}`]: [6] });
    expect(d.action).toEqual({ faction: 'patriots', type: 'specialActivity', activity: 'partisans' });
    expect(texts(d.trace)).toContain('Grant: with the Rally the flowchart executes Partisans: that Special Activity alone');
  });

  it('a Special Activity alone with Patriot Resources 0: Persuasion instead of Partisans or Skirmish (8.5.1)', () => {
    const s = granted({ activities: ['skirmish', 'partisans', 'persuasion'], optional: true }, 0, 0);
    const d = policyWith(table(ALL)).choose(s, { [`Test grant (Special Activity): ${P9_ROLL}`]: [6] });
    expect(d.action).toEqual({ faction: 'patriots', type: 'specialActivity', activity: 'persuasion' });
    const no = produce(s, (d2) => {
      (d2.stack[d2.stack.length - 1] as unknown as { activities: string[] }).activities = ['skirmish', 'partisans'];
    });
    const d3 = policyWith(table(ALL)).choose(no, { [`Test grant (Special Activity): ${P9_ROLL}`]: [6] });
    expect(d3.action).toEqual({ faction: 'patriots', type: 'done' });
  });
});

describe('whole turn', () => {
  it('the Patriots\' chosen Command is started by the engine', () => {
    const s = battleBoard();
    const d = policyWith(table({ battle: true })).choose(s);
    const after = apply(s, d.action);
    expect(legalActions(after).length).toBeGreaterThan(0);
  });
});

describe('whole games (every Event card previewed by P2, every decision legal)', () => {
  it('plays a game with Command modules that always say "possible" (the Commands\' own decisions then fall to 8.3.8)', async () => {
    const { createGame, apply: applyAction, serialize } = await import('../../../src/index');
    const { playGame, policySet, randomPolicy } = await import('../../../src/bots');
    const { FACTIONS } = await import('../../../src/data/ids');
    const state = createGame('1776', { seed: 9, nonPlayers: ['patriots'] });
    const policies = { ...policySet(FACTIONS.filter((f) => f !== 'patriots'), randomPolicy), patriots: policyWith(table(ALL)) };
    const game = playGame(state, policies);
    expect(game.state.result).not.toBeNull();
    const patriots = game.decisions.filter((d) => d.faction === 'patriots' && d.trace.some((t) => 'node' in t && t.node === 'P1'));
    expect(patriots.length).toBeGreaterThan(5);
    expect(patriots.some((d) => d.action.type === 'event')).toBe(true);
    expect(patriots.some((d) => d.action.type === 'command')).toBe(true);
    let replay = createGame('1776', { seed: 9, nonPlayers: ['patriots'] });
    for (const a of game.actions) replay = applyAction(replay, a);
    expect(serialize(replay)).toBe(serialize(game.state));
  });
});
