/** 3.6.8 the Patriots' free Rally after a Rebellion Win the Day, with the registered Patriot Rally (3.3.1). */
import { describe, expect, it } from 'vitest';
import { checkInvariants } from '../../../src/rules/invariants';
import { legalActions, pending } from '../../../src/game/machine';
import { lead, play, put, startCommand, withDice } from '../../../src/testing';
import { board, who } from './helpers';

describe('3.6.8 free Rally through the Patriot Rally Command', () => {
  it('3.6.8 the Patriots Rally in any one eligible space, at no cost, through a grant (3.1.2)', () => {
    let s = withDice(
      board((d) => {
        put(d, 'Pennsylvania', { continental: 6 });
        put(d, 'Pennsylvania', { tory: 4 });
        lead(d, 'Washington', 'Pennsylvania');
        d.spaces.Pennsylvania.support = -2;
        d.spaces.MarylandDelaware.support = 2;
      }),
      [3, 3, 1],
    );
    s = startCommand(s, 'patriots', 'battle');
    s = play(s, { faction: 'patriots', type: 'selectSpace', space: 'Pennsylvania' });
    // 4 Tories lost (eliminated): 2 shifts, doubled by Washington; Pennsylvania is at Active Opposition already.
    expect(who(s)).toBe('patriots:winTheDay');
    s = play(s, ...Array(4).fill({ faction: 'patriots', type: 'shift', space: 'MarylandDelaware' }));
    expect(s.spaces.MarylandDelaware.support).toBe(-2);
    const resources = s.resources.patriots;
    // The free Rally is granted (flow/grant.ts): the Patriots take it or decline it.
    expect(who(s)).toBe('patriots:grant');
    expect(legalActions(s)).toEqual([
      { faction: 'patriots', type: 'command', command: 'rally' },
      { faction: 'patriots', type: 'done' },
    ]);
    s = play(s, { faction: 'patriots', type: 'command', command: 'rally' });
    expect(pending(s)!.faction).toBe('patriots');
    expect(legalActions(s)).toContainEqual({ faction: 'patriots', type: 'selectSpace', space: 'MarylandDelaware' });
    s = play(s, { faction: 'patriots', type: 'selectSpace', space: 'MarylandDelaware' });
    expect(s.resources.patriots).toBe(resources);
    // Finish the Rally with the first listed action until the Battle Command is over.
    for (let i = 0; i < 10 && s.stack.some((f) => f.kind === 'patriotsRally'); i++) s = play(s, legalActions(s)[0]);
    expect(s.spaces.MarylandDelaware.pieces.militiaUnderground).toBe(1);
    expect(s.log.map((l) => l.text).filter((t) => t.includes('Rally'))).toEqual([
      'Win the Day: the Patriots execute a free Limited Rally',
      'Rally in Maryland-Delaware (free)',
      'Rally in Maryland-Delaware: place 1 Militia Underground',
      'Rally complete (Maryland-Delaware)',
    ]);
    expect(s.stack.some((f) => ['patriotsRally', 'winTheDay', 'battle', 'battleCommand'].includes(f.kind))).toBe(false);
    expect(s.resources.patriots).toBe(resources);
    expect(checkInvariants(s)).toEqual([]);
  });
});
