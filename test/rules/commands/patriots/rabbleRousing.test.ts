import { describe, expect, it } from 'vitest';
import { legalActions, pending } from '../../../../src/game/machine';
import { totalOpposition } from '../../../../src/rules/board';
import { canRabbleRouse, canStartRabbleRousing } from '../../../../src/rules/commands/patriots/rabbleRousing';
import { as, choices, declineActivity, FULL, onTurn, piecesIn, spacesOf, startCommand } from '../../../../src/testing';
import { board } from './helpers';

const { play: run } = as('patriots');

const rr = (s: Parameters<typeof startCommand>[0], mode = {}) => startCommand(s, 'patriots', 'rabbleRousing', mode);

describe('3.3.4 Rabble-Rousing: where', () => {
  const s = board({
    Virginia: { continental: 1, militiaActive: 1 }, // Rebellion Control with Patriot pieces
    Norfolk: { militiaUnderground: 1, tory: 2 }, // British Control, an Underground Militia
    Boston: { militiaActive: 1, tory: 2 }, // British Control, only Active Militia
    NorthCarolina: { militiaActive: 1, warPartyActive: 1 }, // no Control, only Active Militia
    Northwest: { militiaUnderground: 1 }, // Indian Reserve with an Underground Militia
  });

  it('3.3.4 Rabble-Rousing: Rebellion Control plus a Patriot piece, or else an Underground Militia, qualifies a space', () => {
    expect(canRabbleRouse(s, 'Virginia')).toBe(true);
    expect(canRabbleRouse(s, 'Norfolk')).toBe(true);
    expect(canRabbleRouse(s, 'Boston')).toBe(false);
    expect(canRabbleRouse(s, 'NorthCarolina')).toBe(false);
    expect(canRabbleRouse(s, 'WestIndies')).toBe(false);
    expect(spacesOf(rr(s), 'selectSpace')).toEqual(['Norfolk', 'Virginia', 'Northwest']);
  });

  it('3.3.4 Rabble-Rousing: Rebellion Control from French pieces alone is not enough', () => {
    const t = board({ Virginia: { frenchRegular: 2 } }, (d) => {
      d.treatyOfAlliance = true;
    });
    expect(t.spaces.Virginia.control).toBe('rebellion');
    expect(canRabbleRouse(t, 'Virginia')).toBe(false);
    expect(canStartRabbleRousing(t, FULL)).toBe(false);
  });

  it('3.3.4 Rabble-Rousing: needs a Resource per space, except when free', () => {
    // Active Militia only: no Persuasion could pay for it first (4.1, 4.3.1).
    const t = board({ Virginia: { militiaActive: 1 } }, () => {}, { resources: 0 });
    expect(canStartRabbleRousing(t, FULL)).toBe(false);
    expect(canStartRabbleRousing(t, { ...FULL, free: true })).toBe(true);
    expect(legalActions(onTurn(t, 'patriots')).some((a) => a.command === 'rabbleRousing')).toBe(false);
  });
});

describe('3.3.4 Rabble-Rousing: procedure', () => {
  it('3.3.4 Rabble-Rousing: Propaganda, one shift toward Active Opposition, no Activation with Rebellion Control and a Patriot piece', () => {
    const s = board({ Virginia: { continental: 1, militiaUnderground: 1 } }, (d) => {
      d.spaces.Virginia.support = 1;
    });
    const r = run(rr(s), { type: 'selectSpace', space: 'Virginia' });
    expect(r.resources.patriots).toBe(9);
    expect(r.spaces.Virginia.support).toBe(0);
    expect(r.spaces.Virginia.propaganda).toBe(1);
    expect(piecesIn(r, 'Virginia')).toEqual({ continental: 1, militiaUnderground: 1 });
  });

  it('3.3.4 Rabble-Rousing: otherwise one Underground Militia is Activated', () => {
    const s = board({ Norfolk: { militiaUnderground: 2, tory: 3 } });
    const r = run(rr(s), { type: 'selectSpace', space: 'Norfolk' });
    expect(r.spaces.Norfolk.support).toBe(-1);
    expect(r.spaces.Norfolk.propaganda).toBe(1);
    expect(piecesIn(r, 'Norfolk')).toEqual({ militiaUnderground: 1, militiaActive: 1, tory: 3 });
    expect(totalOpposition(r)).toBe(1);
  });

  it('3.3.4 Rabble-Rousing: several spaces, one Resource each, Total Opposition adjusted (1.6.3)', () => {
    const s = board({ Virginia: { militiaUnderground: 1 }, Massachusetts: { militiaUnderground: 1 } }, (d) => {
      d.spaces.Massachusetts.support = -1;
    });
    const r = run(rr(s), { type: 'selectSpace', space: 'Massachusetts' }, { type: 'selectSpace', space: 'Virginia' }, { type: 'done' });
    expect(r.resources.patriots).toBe(8);
    expect(r.spaces.Massachusetts.support).toBe(-2);
    expect(r.spaces.Virginia.support).toBe(-1);
    expect(totalOpposition(r)).toBe(2 * 2 + 2);
    // Rebellion Control with a Patriot piece in both: no Militia Activated.
    expect(piecesIn(r, 'Virginia')).toEqual({ militiaUnderground: 1 });
    expect(r.stack.some((f) => f.kind === 'patriotsRabbleRousing')).toBe(false);
  });

  it('3.3.4 Rabble-Rousing: at Active Opposition only the Propaganda marker is placed (ruling: the text sets no Support condition)', () => {
    const s = board({ Virginia: { militiaUnderground: 1 } }, (d) => {
      d.spaces.Virginia.support = -2;
    });
    expect(canRabbleRouse(s, 'Virginia')).toBe(true);
    const r = run(rr(s), { type: 'selectSpace', space: 'Virginia' });
    expect(r.spaces.Virginia.support).toBe(-2);
    expect(r.spaces.Virginia.propaganda).toBe(1);
  });

  it('1.6.1 Rabble-Rousing in an Indian Reserve: no shift (always Neutral), Propaganda placed, Militia Activated', () => {
    const s = board({ Northwest: { militiaUnderground: 1, warPartyUnderground: 1 } });
    const r = run(rr(s), { type: 'selectSpace', space: 'Northwest' });
    expect(r.spaces.Northwest.support).toBe(0);
    expect(r.spaces.Northwest.propaganda).toBe(1);
    expect(piecesIn(r, 'Northwest')).toEqual({ militiaActive: 1, warPartyUnderground: 1 });
  });

  it('3.3.4 Rabble-Rousing: no Propaganda marker when all 12 are on the map', () => {
    const s = board({ Virginia: { militiaUnderground: 1 } }, (d) => {
      d.spaces.Boston.propaganda = 6;
      d.spaces.NewYorkCity.propaganda = 6;
    });
    const r = run(rr(s), { type: 'selectSpace', space: 'Virginia' });
    expect(r.spaces.Virginia.propaganda).toBe(0);
    expect(r.spaces.Virginia.support).toBe(-1);
    expect(r.resources.patriots).toBe(9);
  });

  it('2.3.5 Limited Rabble-Rousing: one space; 3.1.2 free: no cost', () => {
    const s = board({ Virginia: { militiaUnderground: 1 }, Norfolk: { militiaUnderground: 1 } });
    const lim = run(rr(s, { limited: true }), { type: 'selectSpace', space: 'Virginia' });
    expect(choices(lim)).toEqual([{ type: 'done' }]);
    const free = run(rr(s, { free: true }), { type: 'selectSpace', space: 'Virginia' }, { type: 'selectSpace', space: 'Norfolk' }, { type: 'done' });
    expect(free.resources.patriots).toBe(10);
    expect(free.spaces.Norfolk.support).toBe(-1);
  });

  it('3.1 Rabble-Rousing: no more spaces than the Resources pay for', () => {
    const s = board({ Virginia: { militiaUnderground: 1 }, Norfolk: { militiaUnderground: 1 } }, () => {}, { resources: 1 });
    const r = run(rr(s), { type: 'selectSpace', space: 'Norfolk' });
    expect(r.resources.patriots).toBe(0);
    expect(choices(r)).toEqual([{ type: 'done' }]);
  });
});

describe('3.3.4 Rabble-Rousing through the public machine', () => {
  it('2.3.4 Rabble-Rousing is offered and a whole Command returns to the card flow', () => {
    let s = onTurn(board({ Virginia: { militiaUnderground: 1 } }), 'patriots');
    expect(legalActions(s)).toContainEqual({ faction: 'patriots', type: 'command', command: 'rabbleRousing' });
    s = run(s, { type: 'command', command: 'rabbleRousing' }, { type: 'selectSpace', space: 'Virginia' }, { type: 'done' });
    expect(s.spaces.Virginia.support).toBe(-1);
    expect(s.resources.patriots).toBe(9);
    // 4.1: a Special Activity may still follow the Command; declined here.
    s = declineActivity(s);
    expect(pending(s)?.kind).toBe('eligibleOptions');
    expect(pending(s)?.faction).not.toBe('patriots');
    expect(s.log.filter((e) => e.rule === '3.3.4').map((e) => e.text)).toEqual([
      'Patriots: Rabble-Rousing',
      'Rabble-Rousing in Virginia (pay 1 Resource): place a Propaganda marker, shift to Passive Opposition',
      'Rabble-Rousing complete (Virginia)',
    ]);
  });
});
