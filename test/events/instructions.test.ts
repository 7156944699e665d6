/**
 * Event instructions tested on their own, before a card uses them (chapter 5): each module's `begin`
 * run on a draft of a hand-built position.
 */
import { produce, type Draft } from 'immer';
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../src/core/state';
import { eligibility } from '../../src/rules/events/instructions/eligibility';
import { contextOf } from '../../src/rules/events/instruction';
import type { EventFrame, Eligibility } from '../../src/rules/events/program';
import { adjustEligibility } from '../../src/rules/sequence/eligibility';
import { atCard, onTurn } from '../../src/testing/builders';
import { position } from '../../src/testing/kit';

const frame = (faction: EventFrame['faction']): EventFrame => ({ kind: 'event', card: 2, side: 'unshaded', faction, pc: 0, vars: {}, progress: null, granted: null });

/** Runs the instruction for the Patriots' Event, records the Patriots as executing, then adjusts eligibility (2.3.6). */
function afterCard(...instrs: Eligibility[]): GameState {
  const s = onTurn(atCard(position(), 2), 'patriots');
  return produce(s, (d: Draft<GameState>) => {
    d.turn!.executed.push({ faction: 'patriots', did: 'event', specialActivity: false });
    const f = frame('patriots');
    for (const i of instrs) eligibility.begin(d, f as Draft<EventFrame>, i, contextOf(d as GameState, f));
    adjustEligibility(d);
  });
}

describe('eligibility (2.3.6)', () => {
  it('the executing Faction remains Eligible although it executed the Event', () => {
    const s = afterCard({ op: 'eligibility', faction: 'executing', effect: 'eligible' });
    expect(s.eligible.patriots).toBe(true);
    expect(s.log.at(-1)!.text).toBe('#2 Common Sense (unshaded): the Patriots will be Eligible for the next card (2.3.6)');
  });

  it('another Faction is Ineligible for the next card although it did nothing on this one', () => {
    const s = afterCard({ op: 'eligibility', faction: 'indians', effect: 'ineligible' });
    expect(s.eligible).toEqual({ british: true, patriots: false, french: true, indians: false });
  });

  it('the later instruction wins for the same Faction (2.3.6, the text read in order)', () => {
    const s = afterCard({ op: 'eligibility', faction: 'british', effect: 'ineligible' }, { op: 'eligibility', faction: 'british', effect: 'eligible' });
    expect(s.eligible.british).toBe(true);
    expect(s.turn!.makeIneligible).toEqual([]);
    expect(s.turn!.stayEligible).toEqual(['british']);
  });
});
