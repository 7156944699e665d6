/**
 * The shared test kit (`lod-engine/testing`): put and remove pieces from the pools, empty positions,
 * `play` with its legality and invariant checks, the Faction shorthands and the queries.
 */
import { describe, expect, it } from 'vitest';
import { produce } from 'immer';
import * as kit from '../../src/testing';
import {
  as,
  blockade,
  choices,
  clearBlockades,
  clearSpace,
  declineActivity,
  exhaust,
  game,
  isListed,
  kind,
  lead,
  listed,
  offered,
  piecesIn,
  play,
  PlayError,
  position,
  put,
  remove,
  spacesOf,
  startCommand,
} from '../../src/testing';
import { checkInvariants, legalActions, SPACE_IDS, type Action } from '../../src/index';

describe('the kit in the entry point', () => {
  it('exports the kit with the builders', () => {
    for (const name of ['put', 'putAll', 'remove', 'clearSpace', 'exhaust', 'lead', 'blockade', 'clearBlockades', 'position', 'play', 'as', 'declineActivity', 'kind', 'listed', 'choices', 'isListed', 'spacesOf', 'offered', 'commandOptions', 'onStack', 'logSince', 'piecesIn'])
      expect(typeof (kit as Record<string, unknown>)[name]).toBe('function');
    expect(kit.FULL).toEqual({ limited: false, free: false, specialActivity: true });
    expect(kit.LIMITED).toEqual({ limited: true, free: false, specialActivity: false });
    expect(kit.FREE).toEqual({ limited: false, free: true, specialActivity: false });
  });
});

describe('put and remove: pieces from and back to the pools', () => {
  it('put takes from Available first, then from Unavailable, and sets Control (1.7)', () => {
    const s0 = position();
    const s = position({}, (d) => put(d, 'Boston', { britishRegular: s0.available.britishRegular + 2, tory: 1 }));
    expect(piecesIn(s, 'Boston')).toEqual({ britishRegular: s0.available.britishRegular + 2, tory: 1 });
    expect(s.available.britishRegular).toBe(0);
    expect(s.unavailable.britishRegular).toBe(s0.unavailable.britishRegular - 2);
    expect(s.available.tory).toBe(s0.available.tory - 1);
    expect(s.spaces.Boston.control).toBe('british');
    expect(checkInvariants(s)).toEqual([]);
  });

  it('put outside arrange still recomputes the space\'s Control', () => {
    const s = produce(position(), (d) => put(d, 'Virginia', { militiaUnderground: 2 }));
    expect(s.spaces.Virginia.control).toBe('rebellion');
    expect(checkInvariants(s)).toEqual([]);
  });

  it('put refuses more pieces than the pools hold, naming the kind and the space', () => {
    const s0 = position();
    const all = s0.available.village + s0.unavailable.village;
    expect(() => position({}, (d) => put(d, 'Quebec', { village: all + 1 }))).toThrow(`put: ${all + 1} village asked for Quebec`);
  });

  it('remove and clearSpace put pieces back in Available (Militia in one pool)', () => {
    const s0 = position({ pieces: { Virginia: { militiaActive: 2, militiaUnderground: 1, continental: 1 } } });
    const s1 = produce(s0, (d) => remove(d, 'Virginia', { militiaActive: 1 }));
    expect(piecesIn(s1, 'Virginia')).toEqual({ militiaActive: 1, militiaUnderground: 1, continental: 1 });
    expect(s1.available.militia).toBe(s0.available.militia + 1);
    const s2 = produce(s1, (d) => clearSpace(d, 'Virginia'));
    expect(piecesIn(s2, 'Virginia')).toEqual({});
    expect(s2.spaces.Virginia.control).toBeNull();
    expect(s2.available).toEqual(position().available);
    expect(() => produce(s1, (d) => remove(d, 'Virginia', { continental: 2 }))).toThrow('remove: 2 continental asked from Virginia, which holds 1');
  });

  it('exhaust moves every Available piece of a type to Unavailable', () => {
    const s0 = position();
    const s = position({}, (d) => exhaust(d, 'tory'));
    expect(s.available.tory).toBe(0);
    expect(s.unavailable.tory).toBe(s0.unavailable.tory + s0.available.tory);
    expect(checkInvariants(s)).toEqual([]);
  });
});

describe('Leaders and Blockades', () => {
  it('lead: a Leader id replaces its Faction\'s Leader; a Faction moves its current one (1.10)', () => {
    const s = position({ pieces: { NewYork: { britishRegular: 1 }, Quebec: { warPartyUnderground: 1 } } }, (d) => {
      lead(d, 'Howe', 'NewYork');
      lead(d, 'indians', 'Quebec');
    });
    expect(s.leaders.british).toEqual({ leader: 'Howe', at: 'NewYork' });
    expect(s.leaders.indians).toEqual({ leader: game().leaders.indians.leader, at: 'Quebec' });
  });

  it('blockade: Treaty played, one Blockade per City, FNI as many (1.9); clearBlockades undoes it', () => {
    const s = position({}, (d) => blockade(d, 'Boston', 'NewYorkCity'));
    expect(s.treatyOfAlliance).toBe(true);
    expect([s.spaces.Boston.blockades, s.spaces.NewYorkCity.blockades, s.fni]).toEqual([1, 1, 2]);
    expect(checkInvariants(s)).toEqual([]);
    const t = produce(s, (d) => clearBlockades(d));
    expect(SPACE_IDS.every((id) => t.spaces[id].blockades === 0)).toBe(true);
    expect(t.spaces.WestIndies.squadrons).toBe(s.spaces.WestIndies.squadrons + 2);
    expect(t.fni).toBe(0);
  });
});

describe('position: an empty board with chosen tracks', () => {
  it('defaults: the 1775 game of seed 1, emptied, its tracks kept', () => {
    const s = position();
    const g = game('1775');
    expect(s.resources).toEqual(g.resources);
    expect(s.scenario).toBe('1775');
    expect(SPACE_IDS.every((id) => Object.keys(piecesIn(s, id)).length === 0)).toBe(true);
    expect(checkInvariants(s)).toEqual([]);
  });

  it('options: scenario, Resources (all or some), Treaty, released pieces, pieces, casualties, FNI, then the recipe', () => {
    const all = position({ scenario: '1778', resources: 7 });
    expect(all.resources).toEqual({ british: 7, patriots: 7, french: 7, indians: 7 });
    const g = game('1775');
    const s = position(
      { resources: { french: 9 }, treaty: true, released: { frenchRegular: 3 }, pieces: { Quebec: { frenchRegular: 2 } }, cbc: 4, crc: 5, fni: 0 },
      (d) => {
        d.resources.indians = 1;
      },
    );
    expect(s.resources).toEqual({ ...g.resources, french: 9, indians: 1 });
    expect(s.treatyOfAlliance).toBe(true);
    expect(s.available.frenchRegular).toBe(g.available.frenchRegular + 1);
    expect(s.unavailable.frenchRegular).toBe(g.unavailable.frenchRegular - 3);
    expect(piecesIn(s, 'Quebec')).toEqual({ frenchRegular: 2 });
    expect([s.cbc, s.crc, s.fni]).toEqual([4, 5, 0]);
    expect(checkInvariants(s)).toEqual([]);
  });
});

describe('play: actions in order, each legal, the invariants after each', () => {
  const british = as('british');
  const s0 = position({ resources: { british: 10 }, pieces: { Boston: { britishRegular: 2 } } });

  it('applies legal actions in order', () => {
    const s = british.onTurn(s0);
    const first = legalActions(s)[0];
    expect(play(s, first).steps).toBe(s.steps + 1);
  });

  it('refuses an illegal action: names the step, the action, the reason and the legal list', () => {
    const s = british.onTurn(s0);
    const bad: Action = { faction: 'british', type: 'pass' };
    let error: unknown;
    try {
      play(s, british.command('muster'), bad, british.action({ type: 'done' }));
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(PlayError);
    const e = error as PlayError;
    expect(e.step).toBe(2);
    expect(e.action).toEqual(bad);
    const muster = british.play(s, british.command('muster'));
    expect(e.legal).toEqual(legalActions(muster));
    expect(e.violations).toEqual([]);
    expect(e.message).toContain('play: step 2 of 3, british pass, is not legal: Not legal now:');
    expect(e.message).toContain(`Legal actions (${legalActions(muster).length}):`);
    expect(e.message).toContain(`  british selectSpace ${legalActions(muster).find((a) => a.type === 'selectSpace')!.space}`);
  });

  it('refuses another Faction\'s action (the engine\'s reason quoted)', () => {
    expect(() => play(british.onTurn(s0), { faction: 'french', type: 'pass' })).toThrow(/play: step 1 of 1, french pass, is not legal: It is not french's decision/);
  });

  it('detects a broken invariant after a step, with the violations', () => {
    // A hand-made, unsound position: two Forts too many in Boston (1.4.2 allows two bases per space).
    const unsound = produce(british.onTurn(s0), (d) => {
      d.spaces.Boston.pieces.britishFort += 3;
      d.available.britishFort -= 3;
    });
    const broken = checkInvariants(unsound);
    expect(broken.length).toBeGreaterThan(0);
    let error: unknown;
    try {
      play(unsound, british.command('muster'));
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(PlayError);
    const e = error as PlayError;
    expect(e.step).toBe(1);
    expect(e.violations).toEqual(broken);
    expect(e.message).toBe(`play: step 1 of 1, british command muster, broke the rules invariants:\n  ${broken.join('\n  ')}`);
  });
});

describe('as: one Faction\'s shorthands', () => {
  const patriots = as('patriots');
  const s0 = position({ resources: { patriots: 10 }, pieces: { Virginia: { militiaUnderground: 2 } } }, (d) => lead(d, 'Washington', 'Virginia'));

  it('fills in the faction (a step naming its faction keeps it)', () => {
    expect(patriots.action({ type: 'done' })).toEqual({ faction: 'patriots', type: 'done' });
    expect(patriots.action({ faction: 'british', type: 'done' })).toEqual({ faction: 'british', type: 'done' });
    expect(patriots.command('rally')).toEqual({ faction: 'patriots', type: 'command', command: 'rally' });
    expect(patriots.command('rally', true)).toEqual({ faction: 'patriots', type: 'command', command: 'rally', limited: true });
    expect(patriots.activity('persuasion')).toEqual({ faction: 'patriots', type: 'specialActivity', activity: 'persuasion' });
  });

  it('choose: a Command chosen through the real flow; second: only a Limited Command (2.3.4)', () => {
    const r = patriots.choose(s0, 'rally');
    expect(kind(r)).toBe('patriotsRally');
    expect(patriots.isListed(r, { type: 'selectSpace', space: 'Virginia' })).toBe(true);
    expect(isListed(r, { faction: 'british', type: 'selectSpace', space: 'Virginia' })).toBe(false);
    const second = patriots.second(s0, 'british');
    expect(listed(second, 'command').every((a) => a.limited === true)).toBe(true);
    expect(choices(second, 'pass')).toEqual([{ type: 'pass' }]);
  });

  it('declineActivity ends the command host after the Command; otherwise changes nothing (4.1)', () => {
    const inCommand = startCommand(s0, 'patriots', 'rally');
    expect(declineActivity(inCommand)).toBe(inCommand);
    expect(spacesOf(inCommand, 'selectSpace')).toContain('Virginia');
    const after = patriots.play(patriots.choose(s0, 'rally'), { type: 'selectSpace', space: 'Virginia' }, { type: 'place', space: 'Virginia', piece: 'militia', count: 1 }, { type: 'done' });
    expect(kind(after)).toBe('commandHost');
    expect(offered(after)).toEqual(['persuasion']);
    expect(kind(declineActivity(after))).toBe('eligibleOptions');
  });
});
