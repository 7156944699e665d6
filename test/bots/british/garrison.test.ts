// B5 Garrison (8.4.1): the Non-Player British Garrison, its Special Activity first, its moves, Activation and displacement.
import { describe, expect, it } from 'vitest';
import { flowFor } from '../commandKit';
import type { Draft } from 'immer';
import { apply, pending } from '../../../src/game/machine';
import { loadGame, serialize } from '../../../src/index';
import type { GameState } from '../../../src/core/state';
import type { Action } from '../../../src/core/action';
import type { SpaceId } from '../../../src/data/ids';
import { beginDecision, isTraceRoll, type Trace } from '../../../src/bots/policy';
import type { Flow } from '../../../src/bots/flowchart';
import type { SuppliedRolls } from '../../../src/bots/rolls';
import { britishPolicy, BRITISH_COMMANDS } from '../../../src/bots/british';
import { GARRISON_BOARD_READS, GARRISON_PURPOSES, planGarrison } from '../../../src/bots/british/garrison';
import { boardPartsRead, chooseCounting } from '../planReuse';
import { arrange } from '../../../src/testing/builders';
import { as, blockade, FULL, kind, lead, piecesIn, play, position, put, remove } from '../../../src/testing/kit';
import { atCardStart } from '../../rules/brilliantStrokes/helpers';

const Br = as('british');
const policy = britishPolicy();

const board = (recipe: (d: Draft<GameState>) => void, resources = 10): GameState =>
  position({ game: { nonPlayers: ['british'] }, resources }, recipe);

const nodes = (trace: Trace): string[] => trace.flatMap((s) => (isTraceRoll(s) ? [] : [`${s.node}: ${s.text}`]));

/** Plays the policy's British decisions (and the game's dice as `die`) until the British Command is over; returns the states and the British actions. */
function runGarrison(state: GameState, rolls?: SuppliedRolls, die = 2): { final: GameState; actions: Action[]; traces: Trace[] } {
  let s = state;
  const actions: Action[] = [];
  const traces: Trace[] = [];
  for (let i = 0; i < 60; i++) {
    const p = pending(s);
    if (p === null || !s.stack.some((f) => f.kind === 'commandHost')) break;
    if (p.faction === 'chance') {
      s = apply(s, { faction: 'chance', type: 'roll', value: die } as Action);
      continue;
    }
    if (p.faction !== 'british') break;
    const d = policy.choose(s, rolls);
    actions.push(d.action);
    traces.push(d.trace);
    s = apply(s, d.action);
  }
  return { final: s, actions, traces };
}

const strip = (actions: Action[]): object[] => actions.map(({ faction: _f, ...rest }) => rest);

/**
 * Cities out of the Garrison's concern: British Control with three Tories at Active Support (no Regular
 * needed, three cubes already). An empty City without Control would be a City to add British Control to.
 */
function quiet(d: Draft<GameState>, ...cities: SpaceId[]): void {
  for (const c of cities) {
    put(d, c, { tory: 3 });
    d.spaces[c].support = 2;
  }
}

/**
 * Boston held by 2 Underground Militia (Rebellion Control); New York City with 6 Regulars and a Tory
 * (4 to spare: it keeps 3 cubes and a Regular); Massachusetts with 3 Regulars (1 to spare: two more
 * Royalist than Rebellion pieces); Philadelphia with a Patriot Fort and an Active Militia.
 */
const BASE = (d: Draft<GameState>): void => {
  quiet(d, 'QuebecCity', 'Norfolk', 'CharlesTown', 'Savannah');
  put(d, 'Boston', { militiaUnderground: 2 });
  put(d, 'NewYorkCity', { britishRegular: 6, tory: 1 });
  put(d, 'Massachusetts', { britishRegular: 3 });
  put(d, 'Philadelphia', { militiaActive: 1, patriotFort: 1 });
  d.spaces.Massachusetts.support = -1;
  d.spaces.ConnecticutRhodeIsland.support = 1;
};

describe('B5 Garrison: the Special Activity first (8.4.1)', () => {
  it('Naval Pressure before the first move (FNI 0: +1D3 Resources), then the moves', () => {
    const s = Br.choose(board(BASE), 'garrison');
    const first = policy.choose(s);
    expect(first.action).toEqual({ faction: 'british', type: 'specialActivity', activity: 'navalPressure' });
    expect(nodes(first.trace)).toEqual(['B7 Naval Pressure: FNI 0: Naval Pressure adds 1D3 British Resources']);
  });

  it('Skirmish when Naval Pressure is not possible (Howe, FNI 1); no Regulars then go to the City where it was executed', () => {
    const s = Br.choose(
      board((d) => {
        BASE(d);
        lead(d, 'Howe', 'Massachusetts');
        blockade(d, 'Savannah');
        remove(d, 'Norfolk', { tory: 3 });
        put(d, 'Norfolk', { britishRegular: 2, militiaActive: 1 });
        d.spaces.Norfolk.support = 0;
      }),
      'garrison',
    );
    const { final, actions, traces } = runGarrison(s);
    expect(strip(actions)).toEqual([
      { type: 'specialActivity', activity: 'skirmish' },
      { type: 'skirmish', space: 'Norfolk', option: 'militiaActive' },
      { type: 'selectSpace', space: 'Boston' },
      { type: 'move', from: 'NewYorkCity', to: 'Boston', piece: 'britishRegular', count: 3 },
      { type: 'done' },
      { type: 'displace', space: 'Boston', to: 'Massachusetts' },
    ]);
    // Norfolk (Skirmish there) would otherwise get a third cube (2 Regulars, British Control): closed to the Garrison (8.4.1).
    expect(nodes(traces[2]).some((t) => t.includes('Norfolk'))).toBe(false);
    expect(final.fni).toBe(0);
    expect(piecesIn(final, 'Norfolk')).toEqual({ britishRegular: 2 });
    expect(piecesIn(final, 'Boston')).toEqual({ britishRegular: 3 });
  });
});

describe('B5 Garrison: the moves (8.4.1)', () => {
  it('just enough Regulars to add British Control, first where most Rebellion pieces without a Patriot Fort; origins with most to spare', () => {
    const s = board(BASE);
    const ctx = beginDecision(Br.choose(s, 'garrison'), 'british');
    const plan = planGarrison(ctx, s, []);
    // Boston needs 3 (2 Militia); Philadelphia (Patriot Fort) would need 3 more, and only 2 are left to spare.
    expect(plan.moves).toEqual([{ to: 'Boston', from: 'NewYorkCity', count: 3 }]);
    expect(nodes(ctx.trace)).toEqual(['B5 Garrison: add British Control: Boston (3 British Regulars)', 'B5 Garrison: moves: 3 from New York City to Boston']);
  });

  it('ties between Cities to Control: New York City first, then the Random Spaces table when Regulars are short', () => {
    const setup = (regulars: number) =>
      board((d) => {
        quiet(d, 'QuebecCity', 'Philadelphia', 'CharlesTown', 'Savannah');
        put(d, 'NewYork', { britishRegular: regulars }); // Colony at Neutral: keeps its last Regular and two more Royalist pieces
        put(d, 'Boston', { militiaUnderground: 1 });
        put(d, 'NewYorkCity', { militiaUnderground: 1 });
        put(d, 'Norfolk', { militiaUnderground: 1 });
      });
    // 3 to spare: New York City (2 needed) first; then neither Boston nor Norfolk can be Controlled with 1;
    // New York City, now British, gets its third cube.
    const short = setup(5);
    const ctx = beginDecision(Br.choose(short, 'garrison'), 'british');
    expect(planGarrison(ctx, short, []).moves).toEqual([{ to: 'NewYorkCity', from: 'NewYork', count: 3 }]);
    expect(ctx.trace.some(isTraceRoll)).toBe(false);
    // 5 to spare: New York City, then Boston or Norfolk (2 each, 3 left) by the Random Spaces table.
    const more = setup(7);
    // Then 1 left for two Cities with two cubes (Underground Militia in both): the table again.
    const roll = (column: number, row: number) => {
      const book: Record<string, number[]> = {};
      for (const p of [GARRISON_PURPOSES.control, GARRISON_PURPOSES.threeCubes]) {
        book[`${p}: column (1D3)`] = [column];
        book[`${p}: row (1D6)`] = [row];
      }
      return book;
    };
    // Column 3, row 5: Boston.
    const boston = planGarrison(beginDecision(Br.choose(more, 'garrison'), 'british', roll(3, 5)), more, []);
    expect(boston.moves).toEqual([
      { to: 'Boston', from: 'NewYork', count: 3 },
      { to: 'NewYorkCity', from: 'NewYork', count: 2 },
    ]);
    // Column 1, row 1: Quebec City, then down the table: Norfolk before Boston; New York City before Norfolk.
    const norfolk = planGarrison(beginDecision(Br.choose(more, 'garrison'), 'british', roll(1, 1)), more, []);
    expect(norfolk.moves).toEqual([
      { to: 'NewYorkCity', from: 'NewYork', count: 3 },
      { to: 'Norfolk', from: 'NewYork', count: 2 },
    ]);
  });

  it('then one Regular in each British-Controlled City without Active Support, then three cubes (Underground Militia first)', () => {
    const s = board((d) => {
      quiet(d, 'QuebecCity', 'NewYorkCity', 'Philadelphia');
      put(d, 'Pennsylvania', { britishRegular: 5 }); // Province at Active Support: all 5 may go… minus two more Royalist: 3
      d.spaces.Pennsylvania.support = 2;
      put(d, 'Boston', { tory: 2 }); // British Control, no Regular, Passive Support
      d.spaces.Boston.support = 1;
      put(d, 'CharlesTown', { tory: 2 }); // British Control, no Regular, Neutral
      put(d, 'Norfolk', { tory: 2 }); // British Control at Active Support: no Regular needed, a third cube
      d.spaces.Norfolk.support = 2;
      put(d, 'Savannah', { tory: 2, militiaUnderground: 1 }); // the same, with an Underground Militia
      d.spaces.Savannah.support = 2;
    });
    const ctx = beginDecision(Br.choose(s, 'garrison'), 'british');
    const plan = planGarrison(ctx, s, [], false);
    // 3 to spare: Boston and Charles Town first get a Regular (no Active Support); the last one gives
    // Savannah (Underground Militia) its third cube before Norfolk.
    expect(plan.moves).toEqual([
      { to: 'Boston', from: 'Pennsylvania', count: 1 },
      { to: 'CharlesTown', from: 'Pennsylvania', count: 1 },
      { to: 'Savannah', from: 'Pennsylvania', count: 1 },
    ]);
    expect(nodes(ctx.trace)).toEqual([
      'B5 Garrison: one Regular in each British-Controlled City without Active Support: Boston, Charles Town',
      'B5 Garrison: three British cubes in each British-Controlled City, Underground Militia first: Savannah',
      'B5 Garrison: moves: 1 from Pennsylvania to Boston; 1 from Pennsylvania to Charles Town; 1 from Pennsylvania to Savannah',
    ]);
  });
});

describe('B5 Garrison: whole Commands (8.4.1)', () => {
  it('moves, Activation, displacement of the most Rebellion units to the Province with most Opposition', () => {
    const s = Br.choose(board(BASE), 'garrison');
    const { final, actions } = runGarrison(s, undefined, 3);
    expect(strip(actions)).toEqual([
      { type: 'specialActivity', activity: 'navalPressure' },
      { type: 'selectSpace', space: 'Boston' },
      { type: 'move', from: 'NewYorkCity', to: 'Boston', piece: 'britishRegular', count: 3 },
      { type: 'done' },
      { type: 'displace', space: 'Boston', to: 'Massachusetts' },
    ]);
    expect(piecesIn(final, 'Boston')).toEqual({ britishRegular: 3 });
    // One Militia per three British cubes was Activated before the displacement.
    expect(piecesIn(final, 'Massachusetts')).toEqual({ britishRegular: 3, militiaUnderground: 1, militiaActive: 1 });
    expect(piecesIn(final, 'NewYorkCity')).toEqual({ britishRegular: 3, tory: 1 });
    expect(final.resources.british).toBe(10 + 3 - 2);
    expect(kind(final)).not.toBe('britishGarrison');
  });

  it('displacement: the City with most Rebellion units, to a Province with most Opposition, least Support, lowest Population', () => {
    const s = Br.choose(
      board((d) => {
        quiet(d, 'QuebecCity', 'NewYorkCity', 'Norfolk', 'CharlesTown', 'Savannah');
        put(d, 'Pennsylvania', { britishRegular: 10 }); // Active Support: 8 to spare
        d.spaces.Pennsylvania.support = 2;
        put(d, 'Boston', { militiaUnderground: 2 });
        put(d, 'Philadelphia', { militiaUnderground: 3 });
      }),
      'garrison',
    );
    const { final, actions, traces } = runGarrison(s);
    expect(strip(actions)).toEqual([
      { type: 'specialActivity', activity: 'navalPressure' },
      { type: 'selectSpace', space: 'Boston' },
      { type: 'move', from: 'Pennsylvania', to: 'Boston', piece: 'britishRegular', count: 3 },
      { type: 'selectSpace', space: 'Philadelphia' },
      { type: 'move', from: 'Pennsylvania', to: 'Philadelphia', piece: 'britishRegular', count: 4 },
      { type: 'done' },
      // Philadelphia: 3 Militia (one Activated) against Boston's 2; New Jersey (Population 1) before
      // Maryland-Delaware (2), Pennsylvania (Active Support) last.
      { type: 'displace', space: 'Philadelphia', to: 'NewJersey' },
    ]);
    expect(nodes(traces.at(-1)!)).toEqual([
      'B5 Garrison: displace 3 Rebellion units from Philadelphia to New Jersey (Province first, most Opposition, least Support, lowest Population)',
    ]);
    expect(piecesIn(final, 'NewJersey')).toEqual({ militiaUnderground: 2, militiaActive: 1 });
    expect(piecesIn(final, 'Boston')).toEqual({ britishRegular: 3, militiaUnderground: 1, militiaActive: 1 });
    expect(piecesIn(final, 'Pennsylvania')).toEqual({ britishRegular: 3 });
  });

  it('a save and load in the middle changes nothing (the plan is made from the board the Command started from)', () => {
    let s = Br.choose(board(BASE), 'garrison');
    s = apply(s, policy.choose(s).action); // Naval Pressure
    while (pending(s)?.faction === 'chance') s = apply(s, { faction: 'chance', type: 'roll', value: 1 } as Action);
    s = apply(s, policy.choose(s).action); // select Boston
    expect(s.stack.at(-1)!.kind).toBe('britishGarrison');
    const loaded = loadGame(serialize(s));
    expect(policy.choose(loaded)).toEqual(policy.choose(s));
    expect(policy.choose(s).action).toEqual({ faction: 'british', type: 'move', from: 'NewYorkCity', to: 'Boston', piece: 'britishRegular', count: 3 });
  });

  it('the Leader goes along with the largest group moving from his space', () => {
    const s = Br.choose(
      board((d) => {
        BASE(d);
        lead(d, 'Gage', 'NewYorkCity');
      }),
      'garrison',
    );
    const { final, actions } = runGarrison(s);
    // 3 Regulars leave New York City, 4 British units stay: Gage stays.
    expect(actions.find((a) => a.type === 'move')!.option).toBeUndefined();
    expect(final.leaders.british.at).toBe('NewYorkCity');

    const s2 = Br.choose(
      board((d) => {
        quiet(d, 'QuebecCity', 'NewYorkCity', 'Philadelphia', 'Norfolk', 'CharlesTown', 'Savannah');
        put(d, 'Pennsylvania', { britishRegular: 5 });
        d.spaces.Pennsylvania.support = 2;
        put(d, 'Boston', { militiaUnderground: 2 });
        lead(d, 'Gage', 'Pennsylvania');
      }),
      'garrison',
    );
    const r = runGarrison(s2);
    // 3 Regulars go to Boston, 2 stay: Gage joins the 3 when the Garrison ends (8.1: a Non-Player's Leader
    // is not taken along by the move; the engine moves him to the largest group).
    expect(r.actions.find((a) => a.type === 'move')).toEqual({ faction: 'british', type: 'move', from: 'Pennsylvania', to: 'Boston', piece: 'britishRegular', count: 3 });
    expect(r.final.leaders.british.at).toBe('Boston');
  });

  it('a Limited Garrison (2.3.5): no Special Activity, only the first City the plan selects', () => {
    // A Non-Player gets no Limited Command from the Sequence of Play (8.1), only from a grant: here the
    // British take one as 2nd Eligible (2.3.4) as players, then become Non-Player before its first instruction.
    const pos = board((d) => {
      BASE(d);
      put(d, 'Pennsylvania', { britishRegular: 8 }); // 6 to spare, more than New York City's 4
      d.spaces.Pennsylvania.support = 2;
      d.options.nonPlayers = [];
    });
    const limited = Br.play(Br.second(pos, 'patriots'), Br.command('garrison', true));
    const s = arrange(limited, (d) => {
      d.options.nonPlayers = ['british'];
    });
    expect((s.stack.at(-1) as unknown as { mode: { limited: boolean } }).mode.limited).toBe(true);
    const { final, actions, traces } = runGarrison(s);
    // Full, Philadelphia would get Control too; Limited, only Boston (most Rebellion pieces without a Fort).
    expect(strip(actions)).toEqual([
      { type: 'selectSpace', space: 'Boston' },
      // No origin after Pennsylvania in canonical order: the moves end by themselves.
      { type: 'move', from: 'Pennsylvania', to: 'Boston', piece: 'britishRegular', count: 3 },
      { type: 'displace', space: 'Boston', to: 'Massachusetts' },
    ]);
    expect(nodes(traces[0])).toContain('B5 Garrison: Limited: only Boston');
    expect(piecesIn(final, 'Philadelphia')).toEqual({ militiaActive: 1, patriotFort: 1 });
    expect(final.resources.british).toBe(8);
  });

  it('no Regular can move after the Special Activity: done, no displacement (ruling)', () => {
    const s = Br.choose(
      board((d) => {
        quiet(d, 'QuebecCity', 'Philadelphia', 'Norfolk', 'CharlesTown', 'Savannah');
        put(d, 'Boston', { britishRegular: 2, militiaActive: 1 });
        put(d, 'NewYorkCity', { britishRegular: 2, continental: 1 });
        d.spaces.Boston.support = 2;
        d.spaces.NewYorkCity.support = 2;
      }),
      'garrison',
    );
    const { actions, traces } = runGarrison(s);
    // The moves end at once; then the displacement the engine offers in Boston is declined (no Regular moved).
    expect(strip(actions)).toEqual([{ type: 'specialActivity', activity: 'navalPressure' }, { type: 'done' }, { type: 'done' }]);
    expect(nodes(traces[2])).toEqual(['B5 Garrison: no Regulars moved: no displacement']);
    expect(nodes(traces[1])).toContain(
      'B5 Garrison: no Regular can move: the Garrison, once chosen, cannot be aborted for a Muster; it ends with no move (ruling)',
    );
  });
});

function flowOf(state: GameState): Flow {
  return flowFor(state, 'british');
}

describe('B5 Garrison in a Brilliant Stroke (2.3.8, 8.3.7)', () => {
  it("a Limited Garrison the Leader has not yet taken part in moves Regulars out of his space", () => {
    const start = atCardStart(
      { game: { nonPlayers: ['british'] }, resources: { british: 5 }, treaty: true },
      (d) => {
        quiet(d, 'QuebecCity', 'Philadelphia', 'Norfolk', 'CharlesTown', 'Savannah');
        put(d, 'Boston', { militiaUnderground: 2 });
        put(d, 'NewYorkCity', { britishRegular: 8, tory: 1 }); // 6 to spare
        put(d, 'Pennsylvania', { britishRegular: 5 }); // Active Support: 3 to spare
        d.spaces.Pennsylvania.support = 2;
        lead(d, 'Howe', 'Pennsylvania');
        d.eligible.patriots = false;
      },
    );
    const s = play(start, { faction: 'british', type: 'brilliantStroke' }, { faction: 'british', type: 'command', command: 'garrison' });
    expect(kind(s)).toBe('britishGarrison');
    const { actions, traces } = runGarrison(s);
    // Without the Brilliant Stroke, New York City (most to spare) would send the 3 Regulars.
    expect(strip(actions.slice(0, 2))).toEqual([
      { type: 'selectSpace', space: 'Boston' },
      { type: 'move', from: 'Pennsylvania', to: 'Boston', piece: 'britishRegular', count: 3 },
    ]);
    expect(nodes(traces[0])).toContain("B5 Garrison: the Brilliant Stroke's Leader must take part (2.3.8): only Regulars from Pennsylvania");
  });
});

describe('B5 Garrison: possible (8.1, 8.4.1)', () => {
  it('needs a Regular to move, the two Resources and FNI below 3', () => {
    const garrison = BRITISH_COMMANDS.garrison!;
    const on = Br.onTurn(board(BASE));
    expect(garrison.possible(flowOf(on), FULL)).toBe(true);
    const poor = Br.onTurn(board(BASE, 1));
    const f = flowOf(poor);
    expect(garrison.possible(f, FULL)).toBe(false);
    expect(nodes(f.ctx.trace)).toEqual(['B5 Garrison: not possible: the British cannot pay 2 Resources']);
    const stuck = Br.onTurn(board((d) => put(d, 'Boston', { britishRegular: 1, militiaUnderground: 3 })));
    const g = flowOf(stuck);
    expect(garrison.possible(g, FULL)).toBe(false);
    expect(nodes(g.ctx.trace).at(-1)).toBe('B5 Garrison: not possible: no Regular would move (8.4.1: Muster instead)');
  });

  it('at FNI 3: possible only when its Naval Pressure (Gage or Clinton) or Howe\'s drop lowers FNI first; then played through', () => {
    const fni3 = (leader: 'Gage' | 'Howe') =>
      board((d) => {
        BASE(d);
        lead(d, leader, 'NewYorkCity');
        blockade(d, 'Norfolk', 'CharlesTown', 'Savannah');
        d.spaces.Norfolk.support = 1;
      });
    const garrison = BRITISH_COMMANDS.garrison!;
    expect(garrison.possible(flowOf(Br.onTurn(fni3('Gage'))), FULL)).toBe(true);
    // Howe with no Skirmish possible: no Special Activity, FNI stays at 3.
    const howe = flowOf(Br.onTurn(fni3('Howe')));
    expect(garrison.possible(howe, FULL)).toBe(false);
    expect(nodes(howe.ctx.trace)).toEqual(['B5 Garrison: not possible: FNI 3 forbids Garrison']);

    // Blockaded Cities without Rebellion pieces: most Support, Charles Town and Savannah (Active) tie; column 3, row 2: Savannah.
    const book = { 'B7 Naval Pressure: Blockade (8.4.1): column (1D3)': [3], 'B7 Naval Pressure: Blockade (8.4.1): row (1D6)': [2] };
    const { final, actions } = runGarrison(Br.choose(fni3('Gage'), 'garrison'), book);
    expect(strip(actions)).toEqual([
      { type: 'specialActivity', activity: 'navalPressure' },
      { type: 'removeBlockade', space: 'Savannah' },
      { type: 'selectSpace', space: 'Boston' },
      { type: 'move', from: 'NewYorkCity', to: 'Boston', piece: 'britishRegular', count: 3 },
      { type: 'done' },
      { type: 'displace', space: 'Boston', to: 'Massachusetts' },
    ]);
    expect(final.fni).toBe(2);
    expect(final.spaces.Savannah.blockades).toBe(0);
  });

  it('the plan reads of its board the spaces and the parts it declares (the British Leader), not the Resources nor FNI', () => {
    const s = Br.onTurn(
      board((d) => {
        BASE(d);
        lead(d, 'Gage', 'NewYorkCity');
      }),
    );
    const plan = (b: GameState) => {
      const ctx = beginDecision(s, 'british');
      return [planGarrison(ctx, b, []), ctx.trace];
    };
    expect(boardPartsRead(s, plan)).toEqual([...GARRISON_BOARD_READS]);
  });

  it("the plan made by possible serves the moves after the Naval Pressure that changed the Resources", () => {
    const turn = Br.onTurn(board(BASE));
    expect(BRITISH_COMMANDS.garrison!.possible(flowOf(turn), FULL)).toBe(true);
    const chosen = play(turn, { faction: 'british', type: 'command', command: 'garrison' });
    let s = apply(chosen, policy.choose(chosen).action); // Naval Pressure
    while (pending(s)?.faction === 'chance') s = apply(s, { faction: 'chance', type: 'roll', value: 2 } as Action);
    expect(s.resources.british).toBeGreaterThan(chosen.resources.british);
    const c = chooseCounting(policy, s);
    expect(c.action).toEqual({ faction: 'british', type: 'selectSpace', space: 'Boston' });
    expect([c.made, c.reused]).toEqual([0, 1]);
  });

  it('the rolls it makes have the purposes of the Command', () => {
    expect(GARRISON_PURPOSES.control).toBe('B5 Garrison: City to Control (8.4.1)');
  });
});
