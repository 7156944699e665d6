import { describe, expect, it } from 'vitest';
import { legalActions, pending } from '../../../../src/game/machine';
import type { GameState } from '../../../../src/core/state';
import type { SpaceId } from '../../../../src/data/ids';
import { eligibleChoices } from '../../../../src/rules/sequence/eventCard';
import type { PatriotsRallyFrame } from '../../../../src/rules/commands/patriots/index';
import { as, commandOptions, kind, offered, onStack, piecesIn } from '../../../../src/testing';
import { command, type Layout } from '../../commands/patriots/helpers';

const { play: run } = as('patriots');

const PERSUADE = { type: 'specialActivity', activity: 'persuasion' } as const;
const PARTISANS = { type: 'specialActivity', activity: 'partisans' } as const;
const select = (space: SpaceId) => ({ type: 'selectSpace', space }) as const;

const rallyFrame = (s: GameState): PatriotsRallyFrame => s.stack.find((f) => f.kind === 'patriotsRally') as PatriotsRallyFrame;

const layout: Layout = {
  Massachusetts: { militiaUnderground: 2 },
  NewYork: { militiaUnderground: 2, tory: 2 },
  Virginia: { militiaActive: 1 },
};

describe('4.1 Patriot Special Activities: before, during or after the Command', () => {
  it('4.1 before: Persuasion at the Rally\'s first decision; the Rally then resumes unchanged', () => {
    const r0 = command(layout, 'rally');
    expect(offered(r0)).toEqual(['persuasion', 'partisans']);
    const rallyBefore = commandOptions(r0);
    let r = run(r0, PERSUADE, select('Massachusetts'));
    expect(r.resources.patriots).toBe(11);
    // Persuasion ended by itself (no further space): the Rally's first decision is back, same choices.
    expect(kind(r)).toBe('patriotsRally');
    expect(legalActions(r)).toEqual(rallyBefore);
    expect(rallyFrame(r).selected).toEqual([]);
    r = run(r, select('Virginia'), { type: 'place', space: 'Virginia', piece: 'militia', count: 1 }, { type: 'done' });
    expect(piecesIn(r, 'Virginia')).toEqual({ militiaActive: 1, militiaUnderground: 1 });
    expect(r.resources.patriots).toBe(10);
    // Once per turn: no window after the Rally; the card moves on.
    expect(onStack(r, 'commandHost')).toBe(false);
    expect(r.turn?.executed[0]).toEqual({ faction: 'patriots', did: 'command', specialActivity: true });
  });

  it('4.1 during: Partisans between two Rally spaces; the Rally keeps its selection and its payment', () => {
    let r = run(command(layout, 'rally'), select('Virginia'));
    // Inside a space (no done offered yet): no Special Activity.
    expect(offered(r)).toEqual([]);
    r = run(r, { type: 'place', space: 'Virginia', piece: 'militia', count: 1 });
    expect(offered(r)).toEqual(['persuasion', 'partisans']);
    const rallyBefore = commandOptions(r);
    expect(rallyBefore).toContainEqual({ faction: 'patriots', type: 'done' });
    r = run(r, PARTISANS, { type: 'partisans', space: 'NewYork', option: 'tory+tory+militiaUnderground' });
    expect(piecesIn(r, 'NewYork')).toEqual({ militiaActive: 1 });
    expect(r.cbc).toBe(2);
    expect(kind(r)).toBe('patriotsRally');
    expect(rallyFrame(r).selected).toEqual(['Virginia']);
    expect(r.resources.patriots).toBe(9);
    // Same Rally choices as before the Partisans, and no second Special Activity.
    expect(legalActions(r)).toEqual(rallyBefore);
    r = run(r, select('NewYork'), { type: 'place', space: 'NewYork', piece: 'militia', count: 1 }, { type: 'done' });
    expect(piecesIn(r, 'NewYork')).toEqual({ militiaActive: 1, militiaUnderground: 1 });
    expect(r.resources.patriots).toBe(8);
    expect(onStack(r, 'patriotsRally')).toBe(false);
    expect(onStack(r, 'commandHost')).toBe(false);
  });

  it('4.1 after: the window offers the Special Activities with done once the Command is complete', () => {
    let r = run(command(layout, 'rally'), select('Virginia'), { type: 'place', space: 'Virginia', piece: 'militia', count: 1 }, { type: 'done' });
    expect(kind(r)).toBe('commandHost');
    expect(legalActions(r)).toEqual([
      { faction: 'patriots', type: 'specialActivity', activity: 'persuasion' },
      { faction: 'patriots', type: 'specialActivity', activity: 'partisans' },
      { faction: 'patriots', type: 'done' },
    ]);
    r = run(r, PERSUADE, select('Massachusetts'));
    expect(piecesIn(r, 'Massachusetts')).toEqual({ militiaUnderground: 1, militiaActive: 1 });
    // Virginia (Rallied just now) could follow; the Patriots stop here.
    expect(legalActions(r)).toEqual([
      { faction: 'patriots', type: 'selectSpace', space: 'Virginia' },
      { faction: 'patriots', type: 'done' },
    ]);
    r = run(r, { type: 'done' });
    expect(onStack(r, 'commandHost')).toBe(false);
    expect(r.turn?.executed[0]).toEqual({ faction: 'patriots', did: 'command', specialActivity: true });
  });

  it('4.1 after: done ends the turn without a Special Activity', () => {
    const r = run(command(layout, 'rally'), select('Virginia'), { type: 'place', space: 'Virginia', piece: 'militia', count: 1 }, { type: 'done' }, { type: 'done' });
    expect(onStack(r, 'commandHost')).toBe(false);
    expect(r.turn?.executed[0]).toEqual({ faction: 'patriots', did: 'command', specialActivity: false });
    // 2.3.4: Command only → the 2nd Eligible gets a Limited Command, not the Event.
    expect(eligibleChoices(r)).toMatchObject({ position: 2, limitedCommand: true, event: false });
  });

  it('2.3.4 after a Command with Persuasion or Partisans, the 2nd Eligible may take the Event or a Limited Command', () => {
    for (const sa of [
      [PERSUADE, select('Massachusetts'), { type: 'done' } as const],
      [PARTISANS, { type: 'partisans', space: 'NewYork' as SpaceId, option: 'tory' } as const],
    ]) {
      const r = run(command(layout, 'rally'), select('Virginia'), { type: 'place', space: 'Virginia', piece: 'militia', count: 1 }, { type: 'done' }, ...sa);
      expect(r.turn?.executed[0].specialActivity).toBe(true);
      const second = pending(r)!.faction;
      expect(second).not.toBe('patriots');
      expect(kind(r)).toBe('eligibleOptions');
      expect(eligibleChoices(r)).toEqual({ position: 2, command: false, limitedCommand: true, event: true });
      const commands = legalActions(r).filter((a) => a.type === 'command');
      expect(commands.length).toBeGreaterThan(0);
      expect(commands.every((a) => a.limited === true && a.faction === second)).toBe(true);
    }
  });

  it('4.1 one Special Activity per Command: none offered once one was executed', () => {
    let r = run(command(layout, 'rally'), PARTISANS, { type: 'partisans', space: 'NewYork', option: 'tory' });
    expect(offered(r)).toEqual([]);
    r = run(r, select('Massachusetts'), { type: 'place', space: 'Massachusetts', piece: 'militia', count: 1 });
    expect(legalActions(r)).toContainEqual({ faction: 'patriots', type: 'done' });
    expect(offered(r)).toEqual([]);
  });
});
