// The Non-Player British deciding in other Factions' actions: the Indians' Trade (8.4.6), their Leader
// left alone (1.10, as Leader Redeployment 8.4.9), and their Leader in an Indian Scout (8.1).
import type { Draft } from 'immer';
import { describe, expect, it } from 'vitest';
import { apply, pending } from '../../../src/game/machine';
import type { GameState } from '../../../src/core/state';
import { britishPolicy } from '../../../src/bots';
import { describeTrace, type Decision } from '../../../src/bots/policy';
import { RollNeeded, type RollBook } from '../../../src/bots/rolls';
import { as, lead, play, position, put, startCommand } from '../../../src/testing';
import { pushOn } from '../../rules/winterQuarters/helpers';
import { A, I } from '../../rules/commands/indians/helpers';

const policy = britishPolicy();
const decide = (state: GameState, rolls: RollBook = {}): Decision => policy.choose(state, rolls);

/** An empty 1775 board, the British a Non-Player, Resources as given (5 each otherwise), then `recipe`. */
const board = (recipe: (d: Draft<GameState>) => void, resources: Partial<GameState['resources']> = {}): GameState =>
  position({ game: { seed: 1, nonPlayers: ['british'] }, resources: { british: 5, patriots: 5, french: 5, indians: 5, ...resources } }, recipe);

describe('8.4.6 Indian Trade', () => {
  const indians = as('indians');
  /** The Indians Gather with a Trade in Northwest; the British are asked for Resources. */
  const asked = (resources: { british: number; indians: number }): GameState => {
    const s0 = board((d) => put(d, 'Northwest', { warPartyUnderground: 1, village: 1 }), resources);
    const s = play(indians.choose(s0, 'gather'), indians.activity('trade'), A.trade('Northwest'));
    expect(pending(s)).toMatchObject({ faction: 'british', kind: 'indiansTrade' });
    return s;
  };
  const TRADE = 'Trade: 1D6 (8.4.6)';

  it('8.4.6 Indians below the British: 1D6 below the British Resources offers half the roll, rounded up', () => {
    const s = asked({ british: 7, indians: 5 });
    const d = decide(s, { [TRADE]: [5] });
    expect(d.action).toEqual({ faction: 'british', type: 'transfer', value: 3 });
    expect(describeTrace(d.trace)).toEqual([
      'roll D6 = 5 (Trade: 1D6 (8.4.6))',
      'Indian Trade: Trade in Northwest: Indians 5 < British 7; 1D6 = 5 < 7: offer half, rounded up, 3 Resources (8.4.6)',
    ]);
    const after = apply(s, d.action);
    expect(after.resources).toMatchObject({ british: 4, indians: 8 });
    expect(decide(s, { [TRADE]: [2] }).action).toEqual({ faction: 'british', type: 'transfer', value: 1 });
  });

  it('8.4.6 a roll not below the British Resources offers nothing', () => {
    const s = asked({ british: 6, indians: 2 });
    const d = decide(s, { [TRADE]: [6] });
    expect(d.action).toEqual({ faction: 'british', type: 'transfer', value: 0 });
    expect(describeTrace(d.trace)[1]).toBe('Indian Trade: Trade in Northwest: Indians 2 < British 6; 1D6 = 6, not below 6: nothing offered (8.4.6)');
  });

  it('8.4.6 Indians not below the British: nothing offered, nothing rolled', () => {
    const s = asked({ british: 7, indians: 7 });
    const d = decide(s); // an empty book: a roll would throw RollNeeded
    expect(d.action).toEqual({ faction: 'british', type: 'transfer', value: 0 });
    expect(describeTrace(d.trace)).toEqual(['Indian Trade: Trade in Northwest: the Indians have 7 Resources, not fewer than the British 7; nothing offered (8.4.6)']);
    // Below: the roll is asked for.
    expect(() => decide(asked({ british: 7, indians: 6 }))).toThrow(RollNeeded);
  });

  it('8.4.6, 1.8 an offer above the Indians’ room under 50 becomes the most they can take', () => {
    const s = asked({ british: 49, indians: 48 });
    const d = decide(s, { [TRADE]: [5] });
    expect(d.action).toEqual({ faction: 'british', type: 'transfer', value: 2 });
    expect(describeTrace(d.trace).at(-1)).toBe("Indian Trade: Only 2 Resources may be transferred now (the Indians' limit of 50, or the Scout's own cost): 2 Resources offered (4.4.1)");
  });
});

describe('1.10 the British Leader left alone (as Leader Redeployment, 8.4.9)', () => {
  it('1.10, 8.4.9 an Indian Scout takes every British unit from his space: he goes where the most British Regulars are', () => {
    const s0 = board((d) => {
      put(d, 'Pennsylvania', { warPartyUnderground: 1, britishRegular: 2 });
      put(d, 'Boston', { britishRegular: 3, tory: 1 });
      put(d, 'Virginia', { tory: 4 });
      lead(d, 'Gage', 'Pennsylvania');
    });
    const s = play(startCommand(s0, 'indians', 'scout'), I.sel('Pennsylvania'), I.move('Pennsylvania', 'NewJersey', 'warPartyUnderground', 1), I.move('Pennsylvania', 'NewJersey', 'britishRegular', 2));
    expect(pending(s)).toMatchObject({ faction: 'british', kind: 'leaderAlone' });
    const d = decide(s);
    expect(d.action).toEqual({ faction: 'british', type: 'moveLeader', to: 'Boston' });
    expect(describeTrace(d.trace)).toEqual([
      'Leader alone: Thomas Gage has no British pieces left in Pennsylvania: he goes as in Leader Redeployment (8.4.9) (1.10)',
      'Leader alone: Boston: the most British Regulars (3) (8.4.9)',
    ]);
  });

  it('1.10 no Regular on the map: the most British cubes; no cube at all: Available', () => {
    const alone = (recipe: (d: Draft<GameState>) => void) =>
      pushOn(board(recipe), { kind: 'leaderAlone', faction: 'british', from: 'Boston' });
    const tories = alone((d) => {
      put(d, 'Virginia', { tory: 4 });
      put(d, 'Georgia', { tory: 2, britishFort: 1 });
    });
    expect(pending(tories)).toMatchObject({ faction: 'british', kind: 'leaderAlone' });
    const d = decide(tories);
    expect(d.action).toEqual({ faction: 'british', type: 'moveLeader', to: 'Virginia' });
    expect(describeTrace(d.trace)[1]).toBe('Leader alone: No British Regular on the map: Virginia, the most British cubes (4) (8.1, a Leader goes with the largest group of his units) (8.4.9)');
    const forts = alone((d) => put(d, 'Georgia', { britishFort: 1 }));
    const f = decide(forts);
    expect(f.action).toEqual({ faction: 'british', type: 'moveLeader', to: 'available' });
    expect(describeTrace(f.trace)[1]).toBe('Leader alone: No British cube on the map: Thomas Gage stays Available (1.10)');
  });
});

describe('8.1 the British Leader in an Indian Scout: he goes with the largest group of British units', () => {
  /** A Scout from Pennsylvania into New Jersey; with Militia there, a Skirmish follows (the Scout is still under way). */
  const scout = (pieces: { britishRegular: number; tory?: number; britishFort?: number }, moves: [regulars: number, tories: number], militia = 1): GameState => {
    const s0 = board((d) => {
      put(d, 'Pennsylvania', { warPartyUnderground: 1, ...pieces });
      if (militia > 0) put(d, 'NewJersey', { militiaUnderground: militia });
      lead(d, 'Gage', 'Pennsylvania');
    });
    const steps = [I.sel('Pennsylvania'), I.move('Pennsylvania', 'NewJersey', 'warPartyUnderground', 1), I.move('Pennsylvania', 'NewJersey', 'britishRegular', moves[0])];
    if (moves[1] > 0) steps.push(I.move('Pennsylvania', 'NewJersey', 'tory', moves[1]));
    const s = play(startCommand(s0, 'indians', 'scout'), ...steps, I.done);
    expect(pending(s)).toMatchObject({ faction: 'british', kind: 'indiansScoutLeader' });
    return s;
  };

  it('8.1 more units stay: he stays (the Scout goes on to its Skirmish: its record of the group counts)', () => {
    const s = scout({ britishRegular: 2, tory: 1 }, [1, 0]);
    expect(s.stack.some((f) => f.kind === 'indiansScout')).toBe(true);
    const d = decide(s);
    expect(d.action).toEqual({ faction: 'british', type: 'stay' });
    expect(describeTrace(d.trace)).toEqual(['Operations Summary: 1 British unit moved to New Jersey, 2 British units stay in Pennsylvania: Thomas Gage stays with the larger group (8.1)']);
  });

  it('8.1 more units move: he follows them (a Scout already ended: the British units in the destination count)', () => {
    const s = scout({ britishRegular: 2, tory: 1, britishFort: 1 }, [2, 1], 0);
    expect(s.stack.some((f) => f.kind === 'indiansScout')).toBe(false);
    const d = decide(s);
    expect(d.action).toEqual({ faction: 'british', type: 'moveLeader', to: 'NewJersey' });
    expect(describeTrace(d.trace)).toEqual(['Operations Summary: 3 British units moved to New Jersey, 0 British units stay in Pennsylvania: Thomas Gage follows the larger group (8.1)']);
  });

  it('8.1 equal groups: an equal-chance roll', () => {
    const s = scout({ britishRegular: 2 }, [1, 0]);
    const roll = 'Scout: Leader joins one of equal groups (8.1)';
    expect(decide(s, { [roll]: [1] }).action).toEqual({ faction: 'british', type: 'moveLeader', to: 'NewJersey' });
    const d = decide(s, { [roll]: [2] });
    expect(d.action).toEqual({ faction: 'british', type: 'stay' });
    expect(describeTrace(d.trace)).toEqual([
      'roll D2 = 2 (Scout: Leader joins one of equal groups (8.1))',
      'Operations Summary: 1 British unit moved to New Jersey, 1 British unit stays in Pennsylvania: equal groups; Thomas Gage stays by an equal-chance roll (8.1)',
    ]);
  });
});
