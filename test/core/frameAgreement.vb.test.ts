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
import { updateControl } from '../../src/rules/board';
import { seededIndex } from '../../src/testing/random';
import { startCommand } from '../../src/testing/builders';

type Scenario = '1775' | '1776' | '1778';

const reachedCache = new Map<string, GameState>();

/** The state after `steps` seeded random actions of a `scenario` game (seed `seed`). */
function reached(scenario: Scenario, seed: number, steps: number): GameState {
  const key = `${scenario}/${seed}/${steps}`;
  const cached = reachedCache.get(key);
  if (cached) return cached;
  const index = seededIndex(seed);
  let s = createGame(scenario, { seed });
  for (let n = 0; n < steps; n++) {
    const legal = legalActions(s);
    s = apply(s, legal[index(legal.length)]);
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
  updateControl(j.spaces[space]);
}

const n = spaceName;

describe('every Command frame (3.1, 2.3.5, 3.1.2, 4.1)', () => {
  // 1775, seed 1, 6 actions: a Limited Rabble-Rousing that selected New Hampshire.
  const rr = () => reached('1775', 1, 6);

  it('the frame names its own Faction', () => {
    const s = startCommand(createGame('1775', { seed: 1 }), 'patriots', 'rabbleRousing');
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
    ).toEqual([`selected: ${n('NewHampshire')} is selected twice; a Command selects each space once (3.1)`]);
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
      'selected: 1 space selected, more than the 0 this granted Command (3.1.2) allows',
      `selected: ${n('NewHampshire')} is not among the spaces this granted Rabble-Rousing may select (3.1.2)`,
    ]);
  });

  it('the command host under it is its own (4.1)', () => {
    expect(refused(rr(), 'patriotsRabbleRousing', (_f, j, at) => (j.stack[at - 1].command = 'rally'))).toEqual([
      "kind: Rabble-Rousing runs on the command host of another Command ('rally')",
    ]);
  });

  it('the host records the spaces the Command selected', () => {
    expect(refused(rr(), 'patriotsRabbleRousing', (f) => (f.selected = ['Massachusetts']))).toEqual([
      `selected: Rabble-Rousing selected ${n('Massachusetts')}, but its command host records ${n('NewHampshire')}`,
    ]);
  });

  it('the host allows a Special Activity exactly when the mode does (4.1, 2.3.5)', () => {
    expect(
      refused(rr(), 'patriotsRabbleRousing', (f) => {
        f.mode.limited = false;
        f.mode.specialActivity = true;
      }),
    ).toEqual([
      'mode: Rabble-Rousing may be accompanied by a Special Activity, but its command host says it may not (4.1, 2.3.5)',
    ]);
  });
});
