import { checkInvariants } from '../../../../src/rules/invariants';
import { describe, expect, it } from 'vitest';
import { legalActions, pending } from '../../../../src/game/machine';
import { frenchNavalPressure, preparerChoices, frenchPreparerLaGuerre } from '../../../../src/rules/specialActivities/french/index';
import { frenchSkirmish } from '../../../../src/rules/specialActivities/skirmish';
import type { ActionOption } from '../../../../src/core/action';
import { arrange, as, choices, commandOptions, kind, logSince, offered, onStack, put } from '../../../../src/testing';
import { afterTreaty, emptyBoard } from '../../commands/french/helpers';

const french = as('french');
const { action: F, activity: SA, command: cmd, play } = french;

const PATRIOTS_DONE = { faction: 'patriots', type: 'done' } as const;
const choose = (option: ActionOption) => ({ type: 'choose', option }) as const;

describe('4.5.1 Préparer la Guerre: the three choices', () => {
  it('4.5.1 a Squadron, Regulars from Unavailable, or +2 Resources', () => {
    const s0 = emptyBoard({ french: 5 });
    expect(s0.unavailable.squadron).toBe(3);
    expect(s0.unavailable.frenchRegular).toBe(15);
    const s = play(french.choose(s0, 'hortalez'), SA('preparerLaGuerre'));
    expect(pending(s)).toMatchObject({ faction: 'french', kind: 'frenchPreparerLaGuerre', rule: '4.5.1' });
    expect(legalActions(s)).toEqual([F(choose('squadron')), F(choose('regulars')), F(choose('resources'))]);
  });

  it('4.5.1 Squadron: one Squadron/Blockade marker from Unavailable to the West Indies (FNI unchanged)', () => {
    const s0 = emptyBoard({ french: 5 });
    const s1 = play(french.choose(s0, 'hortalez'), SA('preparerLaGuerre'));
    const s = play(s1, choose('squadron'));
    expect(s.unavailable.squadron).toBe(2);
    expect(s.spaces.WestIndies.squadrons).toBe(1);
    expect(s.fni).toBe(0);
    expect(s.resources.french).toBe(5);
    expect(logSince(s1, s)).toEqual(['Préparer la Guerre: 1 Squadron moves from Unavailable to the West Indies']);
    // The Hortalez resumes at its first decision.
    expect(kind(s)).toBe('frenchHortalez');
  });

  it('4.5.1 Regulars: three French Regulars from Unavailable to Available, or as many as are left', () => {
    const s0 = emptyBoard({ french: 5 });
    const s = play(french.choose(s0, 'hortalez'), SA('preparerLaGuerre'), choose('regulars'));
    expect(s.unavailable.frenchRegular).toBe(12);
    expect(s.available.frenchRegular).toBe(s0.available.frenchRegular + 3);
    expect(s.log.at(-1)?.text).toBe('Préparer la Guerre: 3 French Regulars move from Unavailable to Available');

    const two = arrange(emptyBoard({ french: 5 }), (d) => {
      d.available.frenchRegular += d.unavailable.frenchRegular - 2;
      d.unavailable.frenchRegular = 2;
    });
    const t = play(french.choose(two, 'hortalez'), SA('preparerLaGuerre'), choose('regulars'));
    expect(t.unavailable.frenchRegular).toBe(0);
    expect(t.available.frenchRegular).toBe(two.available.frenchRegular + 2);
    expect(t.log.at(-1)?.text).toBe('Préparer la Guerre: 2 French Regulars move from Unavailable to Available');
  });

  it('4.5.1, 1.8 Resources: +2 French Resources, never beyond 50', () => {
    const s = play(french.choose(emptyBoard({ french: 5 }), 'hortalez'), SA('preparerLaGuerre'), choose('resources'));
    expect(s.resources.french).toBe(7);
    expect(s.log.at(-1)?.text).toBe('Préparer la Guerre: +2 French Resources');
    const t = play(french.choose(emptyBoard({ french: 49 }), 'hortalez'), SA('preparerLaGuerre'), choose('resources'));
    expect(t.resources.french).toBe(50);
    expect(t.log.at(-1)?.text).toBe('Préparer la Guerre: +1 French Resources');
  });

  it('4.5.1 with nothing left Unavailable only the Resources remain', () => {
    const s0 = arrange(afterTreaty({ french: 5 }), (d) => {
      d.spaces.WestIndies.squadrons += d.unavailable.squadron;
      d.unavailable.squadron = 0;
      d.available.frenchRegular += d.unavailable.frenchRegular;
      d.unavailable.frenchRegular = 0;
    });
    expect(preparerChoices(s0)).toEqual(['resources']);
    const s = play(french.choose(s0, 'hortalez'), SA('preparerLaGuerre'));
    expect(legalActions(s)).toEqual([F(choose('resources'))]);
  });
});

describe('4.5 Préparer la Guerre: the only French Special Activity before the Treaty', () => {
  /** French Regulars and British pieces in the West Indies, a Squadron there: Skirmish and Naval Pressure would be possible after the Treaty. */
  const westIndies = (treaty: boolean) =>
    arrange(emptyBoard({ french: 5 }, treaty), (d) => {
      put(d, 'WestIndies', { frenchRegular: 2 });
      d.spaces.WestIndies.pieces.britishRegular = 1;
      d.available.britishRegular -= 1;
      d.unavailable.squadron -= 1;
      d.spaces.WestIndies.squadrons = 1;
    });

  it('4.5 before the Treaty: only Préparer la Guerre, even where Skirmish or Naval Pressure would find targets', () => {
    const s0 = westIndies(false);
    expect(frenchSkirmish.accompanies(s0, 'hortalez')).toBe(false);
    expect(frenchNavalPressure.accompanies(s0, 'hortalez')).toBe(false);
    expect(frenchPreparerLaGuerre.accompanies(s0, 'hortalez')).toBe(true);
    // 2.3.9: such a position cannot arise (no French piece on the map or in the West Indies before the
    // Treaty); in one that can, with targets for both, only Préparer la Guerre is offered.
    expect(checkInvariants(s0).some((v) => v.includes('(2.3.9)'))).toBe(true);
    const legal = arrange(emptyBoard({ french: 5 }, false), (d) => {
      d.spaces.WestIndies.pieces.britishRegular = 1;
      d.available.britishRegular -= 1;
    });
    expect(checkInvariants(legal)).toEqual([]);
    expect(offered(french.choose(legal, 'hortalez'))).toEqual(['preparerLaGuerre']);
  });

  it('4.5 after the Treaty: Préparer la Guerre, Skirmish and Naval Pressure', () => {
    const s0 = westIndies(true);
    expect(offered(french.choose(s0, 'hortalez'))).toEqual(['preparerLaGuerre', 'skirmish', 'navalPressure']);
  });

  it('4.5.1 accompanies Agent Mobilization: before (its first decision) or after (the window, with done)', () => {
    const s0 = emptyBoard({ french: 5 });
    const a = french.choose(s0, 'agentMobilization');
    expect(kind(a)).toBe('frenchAgentMobilization');
    expect(offered(a)).toEqual(['preparerLaGuerre']);
    const before = commandOptions(a);
    const s = play(a, SA('preparerLaGuerre'), choose('squadron'));
    expect(kind(s)).toBe('frenchAgentMobilization');
    expect(legalActions(s)).toEqual(before);
    // The Patriots leave Washington Available (1.10), and the Command is complete.
    const t = play(s, { type: 'selectSpace', space: 'Quebec' }, { type: 'place', space: 'Quebec', piece: 'militia', count: 2 }, PATRIOTS_DONE);
    // Done: no Special Activity after the one executed.
    expect(onStack(t, 'commandHost')).toBe(false);
    expect(t.spaces.Quebec.pieces.militiaUnderground).toBe(2);
    expect(t.turn?.executed[0]).toEqual({ faction: 'french', did: 'command', specialActivity: true });

    const after = play(a, { type: 'selectSpace', space: 'Quebec' }, { type: 'place', space: 'Quebec', piece: 'militia', count: 2 }, PATRIOTS_DONE);
    expect(kind(after)).toBe('commandHost');
    expect(legalActions(after)).toEqual([SA('preparerLaGuerre'), F({ type: 'done' })]);
    const u = play(after, SA('preparerLaGuerre'), choose('resources'));
    expect(u.resources.french).toBe(6);
    expect(onStack(u, 'commandHost')).toBe(false);
    expect(u.turn?.executed[0].specialActivity).toBe(true);
  });

  it('4.5.1 accompanies Hortalez: after the payment, in the window', () => {
    const s0 = emptyBoard({ french: 5, patriots: 3 });
    const h = play(french.choose(s0, 'hortalez'), { type: 'pay', value: 2 });
    expect(kind(h)).toBe('commandHost');
    expect(legalActions(h)).toEqual([SA('preparerLaGuerre'), F({ type: 'done' })]);
    const s = play(h, SA('preparerLaGuerre'), choose('resources'));
    expect(s.resources.french).toBe(5);
    expect(s.resources.patriots).toBe(6);
    expect(logSince(h, s)).toEqual(['French Special Activity: Préparer la Guerre', 'Préparer la Guerre: +2 French Resources']);
  });

  it('4.1 at 0 Resources the French may choose Hortalez and pay for it with Préparer la Guerre first (only the Resources choice then lets it go on)', () => {
    const s0 = emptyBoard({ french: 0, patriots: 3 });
    const start = play(french.choose(s0, 'hortalez'));
    expect(kind(start)).toBe('frenchHortalez');
    expect(legalActions(start)).toEqual([SA('preparerLaGuerre')]);
    const s1 = play(start, SA('preparerLaGuerre'));
    expect(legalActions(s1)).toEqual([F(choose('resources'))]);
    const s = play(s1, choose('resources'), { type: 'pay', value: 2 });
    expect(s.resources.french).toBe(0);
    expect(s.resources.patriots).toBe(6);
    expect(s.turn?.executed[0]).toEqual({ faction: 'french', did: 'command', specialActivity: true });
  });
});

describe('4.5.1 Préparer la Guerre: listed by the registry', () => {
  it('4.5.1 accompanies any Command and is always possible', () => {
    const s0 = afterTreaty({ french: 5 });
    for (const command of ['agentMobilization', 'hortalez', 'muster', 'march', 'battle']) expect(frenchPreparerLaGuerre.accompanies(s0, command)).toBe(true);
    expect(choices(play(french.choose(s0, 'hortalez'), SA('preparerLaGuerre')), 'choose').map((a) => a.option)).toEqual(['squadron', 'regulars', 'resources']);
  });

  it('2.3.5 never with a Limited Command', () => {
    const s0 = emptyBoard({ french: 5, patriots: 3 });
    const h = play(french.second(s0, 'british'), cmd('hortalez', true));
    expect(h.stack.some((f) => f.kind === 'commandHost' && f.activityAllowed === true)).toBe(false);
    expect(offered(h)).toEqual([]);
    const s = play(h, { type: 'pay', value: 1 });
    expect(s.resources.patriots).toBe(5);
    expect(s.stack.some((f) => f.kind === 'commandHost' && f.activityAllowed === true)).toBe(false);
    expect(s.log.some((e) => e.text.includes('Special Activity'))).toBe(false);
  });
});
