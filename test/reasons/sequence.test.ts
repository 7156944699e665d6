/**
 * Refusals at the generic layers (issue #20): the Sequence of Play options (2.3.4, 2.3.5, 5.1.3), the
 * command host (4.1, 2.3.5), the restriction layer (3.1.2, 3.1) and costs (3.1, 3.2.1).
 */
import { describe, expect, it } from 'vitest';
import { apply, explain, legalActions, pending, tryApply, type GameState } from '../../src/index';
import { arrange, onTurn, position, play, startCommand, type Pieces } from '../../src/testing';
import type { SpaceId } from '../../src/data/ids';
import { refusedBecause } from './helpers';

const B = 'british' as const;

/** The British 1st Eligible on an empty map with these pieces and Resources. */
const firstEligible = (resources: number, pieces: Partial<Record<SpaceId, Pieces>>): GameState => onTurn(position({ resources: { british: resources }, pieces }), B);

/** The British 2nd Eligible after the Patriots executed a Command (with or without a Special Activity). */
function secondEligible(resources: number, pieces: Partial<Record<SpaceId, Pieces>>, specialActivity = false): GameState {
  return arrange(firstEligible(resources, pieces), (d) => {
    d.turn = { offered: ['patriots', B], executed: [{ faction: 'patriots', did: 'command', specialActivity }], stayEligible: [], makeIneligible: [] };
    d.stack[d.stack.length - 1] = { kind: 'eligibleOptions', faction: B };
  });
}

describe('2.3.4 Sequence of Play options', () => {
  it('2.3.4 the 1st Eligible executes a full Command, not a Limited one', () => {
    const s = firstEligible(5, { NewYorkCity: { britishRegular: 2 } });
    refusedBecause(s, { faction: B, type: 'command', command: 'muster', limited: true }, '2.3.4', 'the 1st Eligible executes a full Command (with or without a Special Activity), not a Limited one');
  });

  it('2.3.4 after a Command without a Special Activity, the 2nd Eligible: only a Limited Command, no Event', () => {
    const s = secondEligible(5, { NewYorkCity: { britishRegular: 2 } });
    refusedBecause(
      s,
      { faction: B, type: 'command', command: 'muster' },
      '2.3.4',
      'the 1st Eligible (Patriots) executed a Command without a Special Activity: the 2nd Eligible may execute only a Limited Command',
    );
    refusedBecause(
      s,
      { faction: B, type: 'event', side: 'unshaded' },
      '2.3.4',
      'the 2nd Eligible may execute the Event only when the 1st executed a Command with a Special Activity; the 1st Eligible (Patriots) executed a Command without a Special Activity',
    );
  });

  it('3.2.1 / 3.1 a Limited Muster with no Resources: no space can be paid for', () => {
    const s = secondEligible(0, { NewYorkCity: { britishRegular: 2 } });
    refusedBecause(
      s,
      { faction: B, type: 'command', command: 'muster', limited: true },
      '3.2.1',
      'British Muster can be executed in no space now: each Muster space costs 1 Resource and the British have 0',
    );
  });

  it('4.1 a Special Activity is chosen with a Command, not instead of one', () => {
    refusedBecause(firstEligible(5, {}), { faction: B, type: 'specialActivity', activity: 'skirmish' }, '4.1', 'a Special Activity accompanies a Command: choose the Command first');
  });

  it('5.1.3 an Event side none of whose text can be implemented is not offered', () => {
    const s = firstEligible(5, { NewYorkCity: { britishRegular: 2 } });
    expect(legalActions(s).some((a) => a.type === 'event' && a.side === 'shaded')).toBe(false);
    refusedBecause(
      s,
      { faction: B, type: 'event', side: 'shaded' },
      '5.1.3',
      `the shaded Event of #${s.deck.current} French Fleet Arrives in the Wrong Spot cannot be executed by the British now: none of its text can be implemented`,
    );
  });
});

describe('4.1 the command host: Special Activities', () => {
  it('4.1 a second Special Activity with the same Command', () => {
    let s = play(firstEligible(5, { NewYorkCity: { britishRegular: 2 }, Boston: { britishRegular: 1, continental: 1 } }), { faction: B, type: 'command', command: 'muster' }, { faction: B, type: 'specialActivity', activity: 'navalPressure' });
    while (pending(s)!.kind !== 'britishMuster') s = apply(s, legalActions(s)[0]);
    refusedBecause(s, { faction: B, type: 'specialActivity', activity: 'skirmish' }, '4.1', 'the British already executed Naval Pressure with this Command: one Special Activity per Command');
  });

  it('2.3.5 a Limited Command has no Special Activity', () => {
    const s = play(secondEligible(5, { NewYorkCity: { britishRegular: 2 } }), { faction: B, type: 'command', command: 'muster', limited: true });
    refusedBecause(s, { faction: B, type: 'specialActivity', activity: 'navalPressure' }, '2.3.5', 'a Limited Command is executed without a Special Activity');
  });

  it('4.1 a Special Activity of another Faction, and Common Cause outside a March or Battle', () => {
    const s = play(firstEligible(5, { NewYorkCity: { britishRegular: 2 } }), { faction: B, type: 'command', command: 'muster' });
    refusedBecause(s, { faction: B, type: 'specialActivity', activity: 'trade' }, '4.1', 'Trade is not a British Special Activity');
    refusedBecause(s, { faction: B, type: 'specialActivity', activity: 'commonCause' }, '4.2.1', "Common Cause is executed from inside the Command's own decisions, not begun on its own");
  });

  it('4.1 a Special Activity in the middle of a space: only before, between spaces or after', () => {
    const s = play(firstEligible(5, { NewYorkCity: { britishRegular: 2 } }), { faction: B, type: 'command', command: 'muster' }, { faction: B, type: 'selectSpace', space: 'NewYorkCity', piece: 'britishRegular' });
    refusedBecause(
      s,
      { faction: B, type: 'specialActivity', activity: 'navalPressure' },
      '4.1',
      'a Special Activity begins immediately before, during (between spaces) or immediately after the Muster, not in the middle of a space',
    );
  });
});

describe('2.3.5, 3.1, 3.1.2 the limits of a selection', () => {
  it('2.3.5 a Limited Command selects one space', () => {
    const s = play(
      secondEligible(5, { NewYorkCity: { britishRegular: 2 }, Boston: { britishRegular: 2 } }),
      { faction: B, type: 'command', command: 'muster', limited: true },
      { faction: B, type: 'selectSpace', space: 'NewYorkCity' },
      { faction: B, type: 'place', space: 'NewYorkCity', piece: 'tory', count: 1 },
    );
    refusedBecause(s, { faction: B, type: 'selectSpace', space: 'Boston' }, '2.3.5', 'a Limited Command is executed in one space only, and one is already selected');
  });

  it('3.1 a space is selected once', () => {
    const s = play(
      firstEligible(5, { NewYorkCity: { britishRegular: 2 } }),
      { faction: B, type: 'command', command: 'muster' },
      { faction: B, type: 'selectSpace', space: 'NewYorkCity' },
      { faction: B, type: 'place', space: 'NewYorkCity', piece: 'tory', count: 1 },
    );
    refusedBecause(s, { faction: B, type: 'selectSpace', space: 'NewYorkCity' }, '3.1', 'New York City is already selected: a Command selects each space once');
  });

  it("3.1.2 a space outside the granting Event's restriction", () => {
    const s = startCommand(position({ resources: { british: 5 }, pieces: { NewYorkCity: { britishRegular: 2 }, Boston: { britishRegular: 2 } } }), B, 'muster', {
      free: true,
      specialActivity: false,
      restriction: { spaces: ['Boston'] },
    });
    refusedBecause(s, { faction: B, type: 'selectSpace', space: 'NewYorkCity' }, '3.1.2', 'the Event or Brilliant Stroke that granted this Command allows it only in Boston, not in New York City');
  });

  it('3.2.1 too few Resources for one more Muster space', () => {
    const s = play(
      firstEligible(1, { NewYorkCity: { britishRegular: 2 }, Boston: { britishRegular: 2 } }),
      { faction: B, type: 'command', command: 'muster' },
      { faction: B, type: 'selectSpace', space: 'Boston' },
      { faction: B, type: 'place', space: 'Boston', piece: 'tory', count: 1 },
    );
    refusedBecause(s, { faction: B, type: 'selectSpace', space: 'NewYorkCity' }, '3.2.1', 'each Muster space costs 1 Resource and the British have 0');
  });
});

describe('the generic reason and the other codes', () => {
  it('an action no module explains gets a reason built from the options, with the rule of the decision', () => {
    const s = firstEligible(5, { NewYorkCity: { britishRegular: 2 } });
    const r = tryApply(s, { faction: B, type: 'done' });
    expect(!r.ok && r.error.details.reason).toEqual({
      rule: '2.3.4',
      text: 'British, 1st Eligible: done is not among the choices now (British, 1st Eligible: execute a Command (optionally with a Special Activity), or the Event, or Pass); the choices are: Pass, the Event, a Command',
      generic: true,
    });
  });

  it('explain is null for every legal action; a wrong Faction and a malformed action get their reasons', () => {
    const s = firstEligible(5, { NewYorkCity: { britishRegular: 2 } });
    for (const a of legalActions(s)) expect(explain(s, a)).toBeNull();
    expect(explain(s, { faction: 'french', type: 'pass' })).toEqual({ rule: '2.3.4', text: `It is not french's decision: british must decide (${pending(s)!.prompt})` });
    expect(explain(s, { faction: B, type: 'teleport' })?.text).toMatch(/^Malformed action: /);
  });
});

describe('3.1.2 grants', () => {
  /** A grant of a free Rally or March (Limited) to the Patriots, on an empty map with these pieces. */
  const granted = (optional: boolean): GameState =>
    arrange(onTurn(position({ resources: 5, pieces: { Virginia: { militiaUnderground: 1 } } }), B), (d) => {
      d.stack[d.stack.length - 1] = {
        kind: 'grant',
        faction: 'patriots',
        commands: ['rally', 'march'],
        activities: [],
        mode: { limited: true, free: true, specialActivity: false, restriction: { spaces: ['Boston'] } },
        optional,
        reason: 'Win the Day',
        rule: '3.6.8',
        begun: false,
        report: null,
      };
    });

  it('3.1.2 a granted Command that cannot be executed, one not granted, and a grant that may not be declined', () => {
    const s = granted(false);
    refusedBecause(s, { faction: 'patriots', type: 'command', command: 'rabbleRousing' }, '3.6.8', 'Win the Day grants the Patriots Rally or March, not Rabble-Rousing');
    refusedBecause(s, { faction: 'patriots', type: 'done' }, '3.6.8', 'Win the Day grants the Patriots Rally or March, and may not be declined');
    refusedBecause(
      s,
      { faction: 'patriots', type: 'command', command: 'march' },
      '3.3.2',
      'Patriots March can be executed in no space now: no space next to Boston holds Continentals or Militia that have not moved this March',
    );
  });
});
