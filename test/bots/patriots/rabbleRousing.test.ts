// P11 Rabble-Rousing (8.5.3) of the Non-Player Patriots: every space that can shift toward Active Opposition,
// Active Support first, then the highest Population; Persuasion when Patriot Resources reach 0; the Special Activity after.
import { produce, type Draft } from 'immer';
import { describe, expect, it } from 'vitest';
import type { Action } from '../../../src/core/action';
import type { GameState } from '../../../src/core/state';
import { legalActions, pending, settle } from '../../../src/game/machine';
import { COMMANDS } from '../../../src/game/definition';
import { startCommand as hostStart } from '../../../src/flow/host';
import { patriotPolicy } from '../../../src/bots/patriots/index';
import { RABBLE_ROUSING, RABBLE_ROUSING_PURPOSE, rabbleRousingShifts } from '../../../src/bots/patriots/rabbleRousing';
import { beginDecision, describeTrace, isTraceRoll, type Decision, type TraceNode } from '../../../src/bots/policy';
import type { RollBook } from '../../../src/bots/rolls';
import type { Flow } from '../../../src/bots/flowchart';
import { chooseCounting, expectPlannedAgainWithout } from '../planReuse';
import { FULL, as, lead, piecesIn, play, position, put } from '../../../src/testing/kit';
import { onTurn } from '../../../src/testing/builders';
import type { CommandMode } from '../../../src/flow/contracts';

const policy = patriotPolicy();
const { choose } = as('patriots');
const P = (a: Omit<Action, 'faction'>): Action => ({ faction: 'patriots', ...a }) as Action;
const texts = (d: Decision): string[] => d.trace.filter((s): s is TraceNode => !isTraceRoll(s)).map((n) => `${n.node}: ${n.text}`);

/** A position for the Non-Player Patriots (1775, the map cleared). */
function board(resources: number, recipe: (d: Draft<GameState>) => void): GameState {
  return position({ game: { nonPlayers: ['patriots'] }, resources: { patriots: resources } }, recipe);
}

/** The Patriots in Rabble-Rousing: on turn (full), or in `mode` off the card (a grant's host, 3.1.2). */
function rabble(resources: number, recipe: (d: Draft<GameState>) => void, mode?: CommandMode): GameState {
  const s = board(resources, recipe);
  if (!mode) return choose(s, 'rabbleRousing');
  return produce(onTurn(s, 'patriots'), (d) => {
    d.stack.pop();
    hostStart(d, COMMANDS.find((c) => c.faction === 'patriots' && c.id === 'rabbleRousing')!, mode, { onCard: false });
    settle(d);
  });
}

/** The policy's decisions while the Patriots decide (the Command, its Special Activity, the host), applied in order. */
function runPatriots(state: GameState, book: RollBook = {}, kinds?: readonly string[]): { state: GameState; actions: Action[]; decisions: Decision[] } {
  const actions: Action[] = [];
  const decisions: Decision[] = [];
  let s = state;
  for (let p = pending(s); p?.faction === 'patriots' && p.kind !== 'eligibleOptions' && (!kinds || kinds.includes(p.kind)); p = pending(s)) {
    const d = policy.choose(s, book);
    decisions.push(d);
    actions.push(d.action);
    s = play(s, d.action);
  }
  return { state: s, actions, decisions };
}

/** A flow at the Patriot turn's decision, for `possible`. */
function turnFlow(state: GameState, book: RollBook = {}): Flow {
  const s = onTurn(state, 'patriots');
  return { ctx: beginDecision(s, 'patriots', book), state: s, faction: 'patriots', kind: pending(s)!.kind, legal: legalActions(s), rolls: book };
}

describe('P10/P11: where Rabble-Rousing can shift toward Active Opposition (8.5.3)', () => {
  it('needs a space Rabble-Rousing may select (3.3.4) that is not at Active Opposition, with Population', () => {
    const s = board(3, (d) => {
      put(d, 'Virginia', { militiaUnderground: 1, britishRegular: 3 }); // an Underground Militia: selectable
      put(d, 'Boston', { continental: 1 }); // Rebellion Control with a Patriot piece
      put(d, 'NewYork', { militiaActive: 1, britishRegular: 2 }); // neither: not selectable
      put(d, 'NorthCarolina', { militiaUnderground: 1 });
      d.spaces.NorthCarolina.support = -2; // at Active Opposition already
      put(d, 'Quebec', { militiaUnderground: 1 }); // Population 0 (1.6.1)
      lead(d, 'patriots', 'Boston');
    });
    expect(rabbleRousingShifts(s, 'Virginia')).toBe(true);
    expect(rabbleRousingShifts(s, 'Boston')).toBe(true);
    expect(rabbleRousingShifts(s, 'NewYork')).toBe(false);
    expect(rabbleRousingShifts(s, 'NorthCarolina')).toBe(false);
    expect(rabbleRousingShifts(s, 'Quebec')).toBe(false);
  });

  it('is possible when a space can be paid for and shifted (8.5.3 IF NONE, 8.1)', () => {
    const some = (r: number) => board(r, (d) => { put(d, 'Virginia', { militiaUnderground: 1 }); lead(d, 'patriots', 'Virginia'); });
    const yes = turnFlow(some(1));
    expect(RABBLE_ROUSING.possible(yes, FULL)).toBe(true);
    expect(describeTrace(yes.ctx.trace)).toEqual(['P11 Rabble-Rousing: possible: Rabble-Rousing can shift Virginia toward Active Opposition (8.5.3)']);
    const broke = turnFlow(some(0));
    expect(RABBLE_ROUSING.possible(broke, FULL)).toBe(false);
    expect(describeTrace(broke.ctx.trace)).toEqual(['P11 Rabble-Rousing: IF NONE: too few Resources to select a Rabble-Rousing space (8.1)']);
    const none = turnFlow(board(3, (d) => { put(d, 'Virginia', { militiaUnderground: 1 }); d.spaces.Virginia.support = -2; lead(d, 'patriots', 'Virginia'); }));
    expect(RABBLE_ROUSING.possible(none, FULL)).toBe(false);
    expect(describeTrace(none.ctx.trace)).toEqual(['P11 Rabble-Rousing: IF NONE: no space where Rabble-Rousing can shift toward Active Opposition (8.5.3)']);
  });
});

describe('P11 Rabble-Rousing (8.5.3)', () => {
  /** Virginia (Pop 2) and Georgia (Pop 1) at Active Support; New York City (City, Pop 2), Massachusetts (Pop 2) Neutral; Boston (Pop 1) Passive Opposition. */
  const recipe = (d: Draft<GameState>): void => {
    put(d, 'Georgia', { militiaUnderground: 1, britishRegular: 2 });
    d.spaces.Georgia.support = 2;
    put(d, 'Virginia', { militiaUnderground: 2, britishRegular: 3 });
    d.spaces.Virginia.support = 2;
    put(d, 'NewYorkCity', { continental: 2, militiaUnderground: 1 });
    put(d, 'Boston', { militiaUnderground: 1 });
    d.spaces.Boston.support = -1;
    put(d, 'Massachusetts', { militiaActive: 1, tory: 1 }); // not selectable: no Underground Militia, no Rebellion Control
    lead(d, 'patriots', 'NewYorkCity');
  };

  it('in every space that can shift, Active Support first, within that the highest Population; then the Special Activity', () => {
    // 8.5.3: "Use Rabble-Rousing in each space that can be shifted towards Active Opposition, first in spaces with Active
    // Support, within that first in the space with highest Population." New York City (Pop 2) before Boston (Pop 1).
    const s = rabble(9, recipe);
    const { actions, decisions, state } = runPatriots(s, {}, ['patriotsRabbleRousing']);
    expect(actions).toEqual([
      P({ type: 'selectSpace', space: 'Virginia' }),
      P({ type: 'selectSpace', space: 'Georgia' }),
      P({ type: 'selectSpace', space: 'NewYorkCity' }),
      P({ type: 'selectSpace', space: 'Boston' }),
      P({ type: 'done' }),
    ]);
    expect(texts(decisions[0])).toEqual(['P11 Rabble-Rousing: Rabble-Rousing in Virginia (Active Support, Population 2)']);
    expect(texts(decisions[4])).toEqual(['P11 Rabble-Rousing: every space that can shift toward Active Opposition is done: done']);
    // The final board (3.3.4): one shift and a Propaganda marker each; an Underground Militia Activated where there is no
    // Rebellion Control with a Patriot piece (Virginia, Georgia), none where there is (New York City, Boston).
    expect(state.spaces.Virginia.support).toBe(1);
    expect(state.spaces.Georgia.support).toBe(1);
    expect(state.spaces.NewYorkCity.support).toBe(-1);
    expect(state.spaces.Boston.support).toBe(-2);
    for (const sp of ['Virginia', 'Georgia', 'NewYorkCity', 'Boston'] as const) expect(state.spaces[sp].propaganda).toBe(1);
    expect(piecesIn(state, 'Virginia')).toEqual({ militiaUnderground: 1, militiaActive: 1, britishRegular: 3 });
    expect(piecesIn(state, 'Georgia')).toEqual({ militiaActive: 1, britishRegular: 2 });
    expect(piecesIn(state, 'NewYorkCity')).toEqual({ continental: 2, militiaUnderground: 1 });
    expect(state.resources.patriots).toBe(5);
    // Then (no Persuasion used): Partisans in a space with Underground Militia and enemy pieces (Virginia).
    expect(pending(state)?.kind).toBe('commandHost');
    const after = policy.choose(state, {});
    expect(after.action).toEqual(P({ type: 'specialActivity', activity: 'partisans' }));
    expect(texts(after)[0]).toBe('P11 Rabble-Rousing: no Persuasion was used during the Rabble-Rousing: Partisans, else Skirmish, else Persuasion');
  });

  it('breaks ties by the Random Spaces table (8.2)', () => {
    // Virginia and North Carolina: both Active Support, Population 2.
    const s = rabble(9, (d) => {
      put(d, 'Virginia', { militiaUnderground: 1, britishRegular: 3 });
      put(d, 'NorthCarolina', { militiaUnderground: 1, britishRegular: 3 });
      d.spaces.Virginia.support = 2;
      d.spaces.NorthCarolina.support = 2;
    });
    const order = (column: number, row: number): (string | undefined)[] => {
      const book: RollBook = { [`${RABBLE_ROUSING_PURPOSE} #1: column (1D3)`]: [column], [`${RABBLE_ROUSING_PURPOSE} #1: row (1D6)`]: [row] };
      return runPatriots(s, book, ['patriotsRabbleRousing']).actions.filter((a) => a.type === 'selectSpace').map((a) => a.space);
    };
    // Column 1, row 1 (Quebec City): down the table, Virginia comes first; column 3, row 1 is North Carolina itself.
    expect(order(1, 1)).toEqual(['Virginia', 'NorthCarolina']);
    expect(order(3, 1)).toEqual(['NorthCarolina', 'Virginia']);
  });

  it('when Patriot Resources reach 0: Persuasion at once, then the spaces it pays for; no Special Activity after', () => {
    // 8.5.3: "If Patriot Resources reach 0 during Rabble-Rousing, the Patriots immediately execute a Persuasion Special
    // Activity (8.5.1) before continuing the Command."
    const s = rabble(2, recipe);
    const { actions, decisions, state } = runPatriots(s);
    expect(actions).toEqual([
      P({ type: 'selectSpace', space: 'Virginia' }),
      P({ type: 'selectSpace', space: 'Georgia' }),
      P({ type: 'specialActivity', activity: 'persuasion' }),
      // Persuasion: New York City and Boston, the Colonies or Cities with Rebellion Control and an Underground Militia.
      P({ type: 'selectSpace', space: 'Boston' }),
      P({ type: 'selectSpace', space: 'NewYorkCity' }),
      // Rabble-Rousing goes on with the 2 Resources Persuasion added: New York City, then Boston.
      P({ type: 'selectSpace', space: 'NewYorkCity' }),
      P({ type: 'selectSpace', space: 'Boston' }),
      P({ type: 'done' }),
    ]);
    expect(texts(decisions[2])).toContain('P11 Rabble-Rousing: Patriot Resources reached 0: Persuasion now, before the Command goes on');
    expect(state.resources.patriots).toBe(0);
    expect(pending(state)?.faction).not.toBe('patriots');
  });

  it('a Limited Rabble-Rousing: the first space only, no Special Activity', () => {
    const s = rabble(9, recipe, { limited: true, free: false, specialActivity: false });
    const { actions, state } = runPatriots(s);
    expect(actions).toEqual([P({ type: 'selectSpace', space: 'Virginia' }), P({ type: 'done' })]);
    expect(state.resources.patriots).toBe(8);
  });
});

describe('P11 plan kept across Rabble-Rousing whatever the card records meanwhile (8.1, bots/planCache.ts)', () => {
  const command = rabble(5, (d) => {
    put(d, 'Massachusetts', { militiaUnderground: 1 });
    put(d, 'Virginia', { militiaUnderground: 1 });
  });
  let first: string | undefined;

  it('a decision whose card bookkeeping differs (not a read of Rabble-Rousing) gets the plan kept', () => {
    first = policy.choose(command).action.space;
    expect(first).toBeDefined();
    const c = chooseCounting(policy, { ...command, turn: { ...command.turn! } });
    expect(c.action.space).toBe(first);
    expect([c.made, c.reused]).toEqual([0, 1]);
  });

  it('a space the Special Activity closed to Rabble-Rousing is a read that differs: planned again, without it', () => {
    expectPlannedAgainWithout(policy, command, first);
  });
});
