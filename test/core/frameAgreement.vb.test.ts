/**
 * The frame checks `loadGame` applies to the Patriot Rally, March and Rabble-Rousing frames and the
 * Indian Gather, March, Scout and Raid frames (each step's `validate`), with the checks every Command
 * frame shares (src/rules/commands/agreement.ts): each refuses, with its exact words, the inconsistency
 * it names in a state reached by play and then edited. (That no state reached in play is refused is
 * test/core/frameAgreement.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { InvalidStateError } from '../../src/core/errors';
import type { GameState } from '../../src/core/state';
import type { SpaceId } from '../../src/data/ids';
import { spaceName } from '../../src/data/text';
import { createGame } from '../../src/game/createGame';
import { loadGame, serialize } from '../../src/game/persistence';
import { apply, legalActions } from '../../src/game/machine';
import { computeControl } from '../../src/rules/board';
import { seededIndex } from '../../src/testing/random';
import { startCommand } from '../../src/testing/builders';
import { declineBrilliantStrokes } from '../../src/testing/kit';

type Scenario = '1775' | '1776' | '1778';

const reachedCache = new Map<string, GameState>();

/** The state after `steps` seeded random actions of a `scenario` game (seed `seed`). */
function reached(scenario: Scenario, seed: number, steps: number): GameState {
  const key = `${scenario}/${seed}/${steps}`;
  const cached = reachedCache.get(key);
  if (cached) return cached;
  const index = seededIndex(seed);
  let s = declineBrilliantStrokes(createGame(scenario, { seed }));
  for (let n = 0; n < steps; n++) {
    // The positions were found before Events were offered: leaving Events out keeps the games.
    const legal = legalActions(s).filter((a) => a.type !== 'event');
    s = declineBrilliantStrokes(apply(s, legal[index(legal.length)]));
  }
  reachedCache.set(key, s);
  return s;
}

/**
 * The problems `loadGame` raises for `state` once `edit` has changed the frame of `kind` (and, through
 * `j`, anything else of the saved JSON), with the frame's `stack[i].` prefix taken off.
 */
function refused(state: GameState, kind: string, edit: (frame: any, j: any, at: number) => void): string[] {
  const j = JSON.parse(serialize(state));
  const at = j.stack.findIndex((f: any) => f.kind === kind);
  expect(at).toBeGreaterThan(0);
  edit(j.stack[at], j, at);
  try {
    loadGame(JSON.stringify(j));
  } catch (e) {
    expect(e).toBeInstanceOf(InvalidStateError);
    const prefix = `stack[${at}].`;
    return (e as InvalidStateError).problems.map((p) => (p.startsWith(prefix) ? p.slice(prefix.length) : `(not this frame) ${p}`));
  }
  return [];
}

/** Moves one piece of a kind from a space into Available (keeping the piece totals and Control right). */
function toAvailable(j: any, space: SpaceId, kind: string, type: string): void {
  j.spaces[space].pieces[kind] -= 1;
  j.available[type] += 1;
  j.spaces[space].control = computeControl(j.spaces[space].pieces);
}

const n = spaceName;

describe('every Command frame (3.1, 2.3.5, 3.1.2, 4.1)', () => {
  // 1775, seed 1, 6 actions: a Limited Rabble-Rousing that selected New Hampshire.
  const rr = () => reached('1775', 1, 6);

  it('the frame names its own Faction', () => {
    const s = startCommand(declineBrilliantStrokes(createGame('1775', { seed: 1 })), 'patriots', 'rabbleRousing');
    expect(refused(s, 'patriotsRabbleRousing', (f) => (f.faction = 'british'))).toEqual([
      'faction: Rabble-Rousing is a Command of the Patriots, not of the British',
    ]);
  });

  it('each space selected once (3.1)', () => {
    expect(
      refused(rr(), 'patriotsRabbleRousing', (f, j, at) => {
        f.mode.limited = false;
        f.selected.push('NewHampshire');
        j.stack[at - 1].commandSpaces = [...f.selected];
      }),
    ).toEqual([
      // the edit made the Limited Command a full one: the host's check (reported first, lower on the stack) sees it too
      "(not this frame) stack[2].kind: the Command above the host is not executed in the mode it was chosen with (2.3.4, 2.3.5, 3.1.2)",
      `selected: ${n('NewHampshire')} is selected twice; a Command selects each space once (3.1)`,
    ]);
  });

  it('no more spaces than a Limited Command allows (2.3.5)', () => {
    expect(
      refused(rr(), 'patriotsRabbleRousing', (f, j, at) => {
        f.selected.push('Massachusetts');
        j.stack[at - 1].commandSpaces = [...f.selected];
      }),
    ).toEqual(['selected: 2 spaces selected, more than the 1 this Limited Command (2.3.5) allows']);
  });

  it("no more spaces than a granted Command's restriction allows, and only its spaces (3.1.2)", () => {
    expect(
      refused(rr(), 'patriotsRabbleRousing', (f) => {
        f.mode.limited = false;
        f.mode.restriction = { spaces: ['Massachusetts'], maxSpaces: 0 };
      }),
    ).toEqual([
      "(not this frame) stack[2].kind: the Command above the host is not executed in the mode it was chosen with (2.3.4, 2.3.5, 3.1.2)",
      'selected: 1 space selected, more than the 0 this granted Command (3.1.2) allows',
      `selected: ${n('NewHampshire')} is not among the spaces this granted Rabble-Rousing may select (3.1.2)`,
    ]);
  });

  it('the command host under it is its own (4.1)', () => {
    expect(refused(rr(), 'patriotsRabbleRousing', (_f, j, at) => (j.stack[at - 1].command = 'rally'))).toEqual([
      "kind: Rabble-Rousing runs on the command host of another Command ('rally')",
    ]);
  });

  it("the host records the spaces the Command selected (the host's own check, 4.1)", () => {
    expect(refused(rr(), 'patriotsRabbleRousing', (f) => (f.selected = ['Massachusetts']))).toEqual([
      '(not this frame) stack[2].commandSpaces: not the spaces the Patriots Command above has selected (4.1)',
    ]);
  });

  it('the host allows a Special Activity exactly when the mode does (4.1, 2.3.5)', () => {
    expect(
      refused(rr(), 'patriotsRabbleRousing', (f) => {
        f.mode.limited = false;
        f.mode.specialActivity = true;
      }),
    ).toEqual(["(not this frame) stack[2].kind: the Command above the host is not executed in the mode it was chosen with (2.3.4, 2.3.5, 3.1.2)"]);
  });
});

describe('the Patriot Rally (3.3.1)', () => {
  const first = () => reached('1775', 1, 37); // nothing selected yet
  const inSpace = () => reached('1775', 1, 38); // phase 'space' in North Carolina
  const replaced = () => reached('1775', 6, 23); // phase 'select'; Continentals replaced Militia in Massachusetts
  const fortUnits = () => reached('1775', 8, 500); // a Fort just placed in Connecticut & Rhode Island replaces two units
  const gathering = () => reached('1775', 18, 44); // Militia gather at the Fort in Massachusetts
  const militia = () => reached('1778', 1, 55); // Militia from the map to Connecticut & Rhode Island, 2 more allowed
  const K = 'patriotsRally';

  it('the space being resolved is the last one selected', () => {
    expect(refused(replaced(), K, (f) => (f.space = 'NewYork'))).toEqual([
      `space: the Rally resolves ${n('NewYork')}, but the last space selected is ${n('Massachusetts')}`,
    ]);
  });

  it('Militia gather only at a Rally space', () => {
    expect(refused(inSpace(), K, (f) => (f.arrived = { Boston: 1 }))).toEqual([
      `arrived: Militia moved into ${n('Boston')}, which the Rally did not select (they gather only at a Rally space's Fort)`,
    ]);
  });

  it('Continentals replace Militia only in a Rally space', () => {
    expect(refused(replaced(), K, (f) => (f.continentals = 'Boston'))).toEqual([
      `continentals: Continentals replaced Militia in ${n('Boston')}, which the Rally did not select`,
    ]);
  });

  it('the Continental replacement and its cursor go together', () => {
    expect(refused(replaced(), K, (f) => (f.continentalsCursor = -1))).toEqual([
      `continentalsCursor: -1 does not match the replacement in ${n('Massachusetts')}`,
    ]);
  });

  it('no phase but the selection without a space being resolved', () => {
    expect(refused(first(), K, (f) => (f.phase = 'space'))).toEqual(["phase: the Rally is in phase 'space' with no space being resolved"]);
  });

  it('a space is resolved afresh', () => {
    expect(refused(inSpace(), K, (f) => (f.remaining = 1))).toEqual(["remaining: 1 and cursor -1 in phase 'space', which starts afresh (0 and -1)"]);
  });

  it('something can be done in the space being resolved', () => {
    expect(
      refused(inSpace(), K, (f, j, at) => {
        f.space = 'WestIndies';
        f.selected = ['WestIndies'];
        j.stack[at - 1].commandSpaces = ['WestIndies'];
      }),
    ).toEqual([
      `space: nothing can be done by the Rally in ${n('WestIndies')}: no Militia to place, no Fort to build, no Patriot Fort (3.3.1)`,
    ]);
  });

  it('no more Militia than the Rally may place', () => {
    // One Patriot Fort + Population 2: at most 3, and one was placed.
    expect(refused(militia(), K, (f) => (f.remaining = 3))).toEqual([
      `remaining: 3 more Militia allowed in ${n('ConnecticutRhodeIsland')}, where the Rally places at most 3 and has placed some (3.3.1)`,
    ]);
  });

  it('Militia were placed before more are taken from the map', () => {
    expect(refused(militia(), K, (f) => (f.cursor = -1))).toEqual([`cursor: -1, but Militia were already placed in ${n('ConnecticutRhodeIsland')}`]);
  });

  it('a Fort replaces units only where it stands', () => {
    expect(refused(fortUnits(), K, (_f, j) => toAvailable(j, 'ConnecticutRhodeIsland', 'patriotFort', 'patriotFort'))).toEqual([
      `phase: a Fort replaces units in ${n('ConnecticutRhodeIsland')}, which holds no Patriot Fort (3.3.1)`,
    ]);
  });

  it('a Fort replaces two units', () => {
    expect(refused(fortUnits(), K, (f) => (f.remaining = 3))).toEqual(['remaining: a Fort replaces two units, not 3 more (3.3.1)']);
  });

  it('the units the Fort still replaces are there to choose', () => {
    expect(refused(fortUnits(), K, (f) => (f.cursor = 2))).toEqual([
      `remaining: the Fort in ${n('ConnecticutRhodeIsland')} still replaces two units, but fewer are left there to choose (3.3.1)`,
    ]);
  });

  it('Militia gather only at a Patriot Fort', () => {
    expect(refused(gathering(), K, (_f, j) => toAvailable(j, 'Massachusetts', 'patriotFort', 'patriotFort'))).toEqual([
      `phase: Militia gather at ${n('Massachusetts')}, which holds no Patriot Fort (3.3.1)`,
    ]);
  });

  it('Militia gathering at the Fort have moved', () => {
    expect(refused(gathering(), K, (f) => (f.cursor = -1))).toEqual([`cursor: -1, but Militia already moved into ${n('Massachusetts')}`]);
  });
});

describe('the Patriot March (3.3.2)', () => {
  const none = () => reached('1775', 1, 127); // no destination yet
  const closed = () => reached('1775', 1, 129); // Limited, into New Hampshire: a group from Massachusetts arrived
  const open = () => reached('1775', 2, 134); // into New Hampshire: the group from Massachusetts (1 Continental) is open
  const french = () => reached('1778', 2, 280); // into the Northwest: Virginia's group arrived; Maryland-Delaware's (2 Continentals, 2 French Regulars) is open
  const K = 'patriotsMarch';

  it('the destination is the last space selected', () => {
    expect(refused(closed(), K, (f) => (f.dest = 'Massachusetts'))).toEqual([
      `dest: the March goes into ${n('Massachusetts')}, but the last space selected is ${n('NewHampshire')}`,
    ]);
  });

  it('never into the West Indies', () => {
    expect(
      refused(none(), K, (f, j, at) => {
        f.dest = 'WestIndies';
        f.selected = ['WestIndies'];
        j.stack[at - 1].commandSpaces = ['WestIndies'];
      }),
    ).toEqual([`selected: Patriot units never enter ${n('WestIndies')} (1.4.2)`]);
  });

  it('units arrive only in destinations', () => {
    expect(refused(closed(), K, (f) => (f.arrived.Boston = { continental: 1 }))).toEqual([
      `arrived: units arrived in ${n('Boston')}, which is not a destination of the March`,
    ]);
  });

  it('the French pay only for destinations, once each', () => {
    expect(refused(french(), K, (f) => f.frenchPaid.push('Northwest'))).toEqual([
      `frenchPaid: the French paid for ${n('Northwest')}, which is not a destination of the March or was paid for already (3.3.2)`,
    ]);
  });

  it('no group moves before a destination is selected', () => {
    expect(refused(none(), K, (f) => (f.origins = ['Massachusetts']))).toEqual(['dest: groups moved with no destination selected']);
  });

  it('groups come from adjacent spaces, one from each', () => {
    expect(refused(closed(), K, (f) => (f.origins = ['Georgia']))).toEqual([
      `origins: a group came into ${n('NewHampshire')} from ${n('Georgia')}, which is not adjacent to it or had already sent one (3.3.2)`,
    ]);
  });

  it('the groups that came in are those whose units arrived', () => {
    expect(refused(closed(), K, (f) => (f.origins = []))).toEqual([
      `origins: none, but groups already arrived in ${n('NewHampshire')}; the March would have to move another in before going on (3.3.2)`,
    ]);
    expect(refused(closed(), K, (f) => (f.arrived = {}))).toEqual([
      `origins: groups came into ${n('NewHampshire')} from ${n('Massachusetts')}, but no arrival there is recorded`,
    ]);
  });

  it('the open group comes from an adjacent space', () => {
    expect(refused(open(), K, (f) => (f.group.from = 'Georgia'))).toEqual([`group.from: ${n('Georgia')} is not adjacent to ${n('NewHampshire')} (3.3.2)`]);
  });

  it('one group between two spaces', () => {
    expect(refused(french(), K, (f) => (f.group.from = 'Virginia'))).toEqual([
      `group.from: a group from ${n('Virginia')} already entered ${n('Northwest')}; units between two spaces travel together (3.3.2)`,
    ]);
  });

  it("the group's cursor is the last kind it moved", () => {
    expect(refused(open(), K, (f) => (f.group.cursor = 2))).toEqual([
      `group.cursor: 2 is not the last kind the group from ${n('Massachusetts')} moved (kinds go Continentals, French Regulars, Underground Militia, Active Militia)`,
    ]);
  });

  it('French Regulars accompany Continentals 1 for 1', () => {
    expect(refused(french(), K, (f) => (f.group.continental = 1))).toEqual([
      'group.frenchRegular: 2 French Regulars with 1 Continental; French Regulars accompany Continentals 1 for 1 (3.3.2)',
    ]);
  });

  it('only the Leader of a Faction whose units moved is set aside, and it is Available', () => {
    expect(refused(open(), K, (f) => (f.group.setAside = ['french']))).toEqual([
      'group.setAside: the French Leader was not set aside by this group (1.10: only the Leader of a Faction whose units moved, once, and then Available)',
    ]);
  });
});

describe('the Indian Gather (3.4.1)', () => {
  const none = () => reached('1775', 1, 29); // nothing selected yet
  const choose = () => reached('1775', 1, 30); // the procedure in the Southwest is to be chosen
  const placing = () => reached('1775', 1, 238); // Limited, placing at the Village in the Northwest: 1 placed
  const moving = () => reached('1775', 3, 165); // an Active War Party moved into Quebec (a Village there)
  const K = 'indiansGather';

  it('a count of War Parties that moved is never negative', () => {
    expect(refused(moving(), K, (f) => (f.moved.Quebec.warPartyActive = -1))).toEqual([
      `moved.Quebec.warPartyActive: -1; a count of War Parties that moved into ${n('Quebec')} is never negative`,
    ]);
  });

  it('War Parties move only into spaces the Command selected', () => {
    expect(refused(choose(), K, (f) => (f.moved = { Georgia: { warPartyUnderground: 1 } }))).toEqual([
      `moved.Georgia: War Parties moved into ${n('Georgia')}, which the Command did not select`,
    ]);
  });

  it('the Province being resolved is the last one selected', () => {
    expect(refused(choose(), K, (f) => (f.current = 'Georgia'))).toEqual([
      `current: Gather resolves ${n('Georgia')}, but the last space selected is ${n('Southwest')}`,
    ]);
  });

  it('no phase but the selection without a Province being resolved', () => {
    expect(refused(none(), K, (f) => (f.phase = 'placing'))).toEqual(["phase: Gather is in phase 'placing' with no Province being resolved"]);
  });

  it('the procedure is chosen where Gather could be', () => {
    expect(
      refused(choose(), K, (f, j, at) => {
        f.current = 'Boston';
        f.selected = ['Boston'];
        j.stack[at - 1].commandSpaces = ['Boston'];
      }),
    ).toEqual([
      `current: Gather is under way in ${n('Boston')}, where it could not be: a Province at Neutral or Passive Support or Opposition where a War Party can be placed, a Village built, or War Parties gathered at a Village (3.4.1)`,
    ]);
  });

  it('several War Parties are placed only at a Village', () => {
    expect(refused(placing(), K, (_f, j) => toAvailable(j, 'Northwest', 'village', 'village'))).toEqual([
      `phase: Gather is placing several War Parties in ${n('Northwest')}, which holds no Village (3.4.1)`,
    ]);
  });

  it('no more War Parties placed than Villages + 1', () => {
    expect(refused(placing(), K, (f) => (f.placed = 3))).toEqual([
      `placed: 3 War Parties placed in ${n('Northwest')} in phase 'placing' (3.4.1: at a Village, up to Villages + 1 = 2)`,
    ]);
  });

  it('the last move came from an adjacent Province', () => {
    expect(refused(moving(), K, (f) => (f.lastMove = -1))).toEqual([`lastMove: -1 names no move from a Province adjacent to ${n('Quebec')} (3.4.1)`]);
  });

  it('no move before the procedure is chosen', () => {
    expect(refused(choose(), K, (f) => (f.lastMove = 4))).toEqual([`lastMove: 4, but no War Party moved into ${n('Southwest')} yet`]);
  });
});

describe('the Indian March (3.4.2)', () => {
  const first = () => reached('1775', 1, 9); // into South Carolina, no group yet
  const free = () => reached('1775', 1, 178); // Georgia (free: from Florida) closed, now into New York
  const closed = () => reached('1775', 3, 132); // New Jersey (2 Underground from New York) closed, now into New York
  const K = 'indiansMarch';

  it('the open destination is the last one selected', () => {
    expect(refused(free(), K, (f) => (f.open = 'Georgia'))).toEqual([
      `open: the March goes into ${n('Georgia')}, but the last destination selected is ${n('NewYork')}`,
    ]);
  });

  it('destinations are Provinces', () => {
    expect(
      refused(first(), K, (f, j, at) => {
        f.open = 'CharlesTown';
        f.selected = ['CharlesTown'];
        j.stack[at - 1].commandSpaces = ['CharlesTown'];
      }),
    ).toEqual([`selected: ${n('CharlesTown')} is not a Province; War Parties March only into Provinces (3.4.2, 1.4.2)`]);
  });

  it('groups go into destinations', () => {
    expect(refused(free(), K, (f) => (f.groups[0].to = 'SouthCarolina'))).toEqual([
      `groups.0.to: ${n('SouthCarolina')} is not a destination of the March`,
      `groups: no group entered ${n('Georgia')}, but War Parties that moved there are recorded (moved)`,
      `groups: no group entered ${n('Georgia')}, a destination the March has closed (3.4.2)`,
    ]);
  });

  it('groups come from adjacent Provinces', () => {
    expect(refused(free(), K, (f) => (f.groups[0].from = 'Quebec'))).toEqual([
      `groups.0.from: ${n('Quebec')} is not a Province adjacent to ${n('Georgia')} (3.4.2)`,
    ]);
  });

  it('one group between two Provinces', () => {
    expect(refused(closed(), K, (f) => f.groups.push({ ...f.groups[0] }))).toEqual([
      `groups.1: a second group from ${n('NewYork')} to ${n('NewJersey')}; War Parties between two Provinces travel together (3.4.2)`,
    ]);
  });

  it('a group moves War Parties', () => {
    expect(refused(closed(), K, (f) => (f.groups[0].underground = 0))).toEqual(['groups.0: a group of no War Parties']);
  });

  it('no more Activated than moved Underground', () => {
    expect(refused(closed(), K, (f) => (f.groups[0].activated = 3))).toEqual(['groups.0.activated: 3 Activated of 2 that moved Underground']);
  });

  it('the War Parties that moved are recorded where groups went', () => {
    expect(refused(closed(), K, (f) => (f.moved = {}))).toEqual([
      `groups: groups entered ${n('NewJersey')}, but War Parties that moved there are not recorded (moved)`,
    ]);
  });

  it('every closed destination received a group', () => {
    expect(
      refused(closed(), K, (f) => {
        f.groups = [];
        f.moved = {};
      }),
    ).toEqual([`groups: no group entered ${n('NewJersey')}, a destination the March has closed (3.4.2)`]);
  });

  it('the free destination was used exactly when one was reached from Indian Reserves only', () => {
    expect(refused(closed(), K, (f) => (f.freeUsed = true))).toEqual([
      'freeUsed: true, but no closed destination was reached from Indian Reserves only (3.4.2: the first such is free)',
    ]);
  });
});

describe('the Indian Scout (3.4.3)', () => {
  const none = () => reached('1775', 3, 13); // no origin yet
  const origin = () => reached('1775', 3, 14); // from Florida, nothing moved
  const warParty = () => reached('1775', 3, 15); // from Florida to the Southwest: 1 War Party moved
  const tories = () => reached('1776', 1, 15); // from Quebec to New York: 1 War Party, 1 Regular, 1 Tory moved
  const skirmish = () => reached('1776', 1, 16); // the same group arrived; the Skirmish is to be chosen
  const K = 'indiansScout';

  it('nothing happens before the origin is selected', () => {
    expect(refused(none(), K, (f) => (f.stage = 0))).toEqual(['phase: the Scout has not selected its origin, yet its frame records a selection or a move']);
  });

  it('the origin is the space selected', () => {
    expect(refused(origin(), K, (f) => (f.origin = 'Georgia'))).toEqual([`origin: the Scout moves from ${n('Georgia')}, but it selected ${n('Florida')}`]);
  });

  it('the destination is selected after the origin', () => {
    expect(
      refused(warParty(), K, (f, j, at) => {
        f.selected = ['Florida'];
        j.stack[at - 1].commandSpaces = ['Florida'];
      }),
    ).toEqual([`selected: the Scout's spaces are its origin then its destination (${n('Florida')}, ${n('Southwest')})`]);
  });

  it('the stage says whether the group is moving', () => {
    expect(refused(origin(), K, (f) => (f.stage = 0))).toEqual(["stage: 0 does not match a group not yet moving in phase 'move'"]);
    expect(refused(skirmish(), K, (f) => (f.stage = 1))).toEqual([`stage: 1 does not match a group moving to ${n('NewYork')} in phase 'skirmish'`]);
  });

  it('the stage is the last kind the group moved', () => {
    expect(refused(tories(), K, (f) => (f.stage = 2))).toEqual([
      'stage: 2 is not the last kind the Scout group moved (kinds go Underground War Parties, Active War Parties, British Regulars, Tories)',
    ]);
  });

  it('nothing moves before the destination is fixed', () => {
    expect(refused(origin(), K, (f) => (f.moving.warPartyUnderground = 1))).toEqual(['moving: pieces moved with no destination']);
  });

  it('the origin is a Province with a War Party and a British Regular until the group moves', () => {
    expect(
      refused(origin(), K, (f, j, at) => {
        f.origin = 'Savannah';
        f.selected = ['Savannah'];
        j.stack[at - 1].commandSpaces = ['Savannah'];
      }),
    ).toEqual([`origin: ${n('Savannah')} is not a Province with a War Party and a British Regular; the Scout could not move from it (3.4.3)`]);
  });

  it('the destination is an adjacent Province', () => {
    expect(
      refused(warParty(), K, (f, j, at) => {
        f.to = 'Quebec';
        f.selected = ['Florida', 'Quebec'];
        j.stack[at - 1].commandSpaces = ['Florida', 'Quebec'];
      }),
    ).toEqual([`to: ${n('Quebec')} is not a Province adjacent to ${n('Florida')} (3.4.3, 1.4.2)`]);
  });

  it('the group includes a War Party', () => {
    expect(refused(tories(), K, (f) => (f.moving.warPartyUnderground = 0))).toEqual(['moving: the Scout group moved no War Party (3.4.3)']);
  });

  it('no more Tories than Regulars', () => {
    expect(refused(tories(), K, (f) => (f.moving.tory = 2))).toEqual([
      'moving.tory: 2 Tories with 1 British Regular; no more Tories than Regulars (3.4.3)',
    ]);
  });

  it("the group's British cubes are in the destination", () => {
    expect(refused(tories(), K, (f) => (f.moving.britishRegular = 5))).toEqual([
      `moving: the group's British cubes (5 British Regulars, 1 Tory) are not all in ${n('NewYork')}`,
    ]);
  });

  it('a British Regular is left to go with the group', () => {
    expect(refused(warParty(), K, (_f, j) => toAvailable(j, 'Florida', 'britishRegular', 'britishRegular'))).toEqual([
      `origin: no British Regular is left in ${n('Florida')} to go with the Scout group, which must include one (3.4.3)`,
    ]);
  });
});

describe('the Indian Raid (3.4.4)', () => {
  const one = () => reached('1775', 1, 60); // Limited, North Carolina received its War Party
  const three = () => reached('1775', 2, 199); // Connecticut-Rhode Island, New Hampshire, New York; the first received
  const K = 'indiansRaid';

  it('only Provinces', () => {
    expect(
      refused(three(), K, (f, j, at) => {
        f.selected[2] = 'NewYorkCity';
        j.stack[at - 1].commandSpaces = [...f.selected];
      }),
    ).toEqual([`selected: ${n('NewYorkCity')} is not a Province; Raid is only in Provinces (3.4.4, 1.4.2)`]);
  });

  it('at most three Provinces', () => {
    expect(
      refused(three(), K, (f, j, at) => {
        f.selected.push('Virginia');
        j.stack[at - 1].commandSpaces = [...f.selected];
      }),
    ).toEqual(['selected: 4 Provinces; a Raid selects at most 3 (3.4.4)']);
  });

  it('selected Provinces receive one War Party each, in selection order', () => {
    expect(refused(three(), K, (f) => (f.received = ['NewHampshire', 'ConnecticutRhodeIsland']))).toEqual([
      `received: ${n('NewHampshire')}, ${n('ConnecticutRhodeIsland')} are not selected Provinces each receiving one War Party in selection order (3.4.4)`,
    ]);
  });

  it('the last move is that of the last Province that received', () => {
    expect(refused(three(), K, (f) => (f.lastMove = 1))).toEqual([
      `lastMove: 1, but the last Province that received a War Party is ${n('ConnecticutRhodeIsland')} (0 in selected)`,
    ]);
  });

  it('every selected Province can still get its own Underground War Party', () => {
    expect(refused(one(), K, (_f, j) => toAvailable(j, 'NorthCarolina', 'warPartyUnderground', 'warParty'))).toEqual([
      `selected: the Raid could not be completed: not every Province selected (${n('NorthCarolina')}) can still get its own Underground War Party to Activate (3.4.4)`,
    ]);
  });
});
