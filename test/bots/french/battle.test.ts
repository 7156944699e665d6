// F16 Battle (8.6.6), the French decisions inside any Battle, and the Blockades after Win the Day (8.5.1, 8.6.6).
import { describe, expect, it } from 'vitest';
import type { Draft } from 'immer';
import { frenchPolicy, isTraceRoll, type Decision } from '../../../src/bots';
import { beginDecision } from '../../../src/bots/policy';
import { chooseCounting, expectPlannedAgainWithout } from '../planReuse';
import type { Flow } from '../../../src/bots/flowchart';
import { assessFrenchBattle, frenchBattleCommand, planFrenchBattle } from '../../../src/bots/french/battle';
import type { Action } from '../../../src/core/action';
import type { GameState } from '../../../src/core/state';
import type { SpaceId } from '../../../src/data/ids';
import { apply, legalActions, pending } from '../../../src/game/machine';
import { loadGame, serialize } from '../../../src/index';
import { onTurn, startCommand, withDice } from '../../../src/testing/builders';
import { FULL, LIMITED, blockade, piecesIn, position, put } from '../../../src/testing/kit';
import type { SuppliedRolls } from '../../../src/bots/rolls';

const F = 'french' as const;
const policy = frenchPolicy();

/** An empty 1778 board (Treaty played, no Blockade), the French a Non-Player, then `recipe`. */
function board(recipe: (d: Draft<GameState>) => void, french = 10, patriots = 10): GameState {
  return position({ scenario: '1778', game: { nonPlayers: [F] }, treaty: true, resources: { french, patriots, british: 10, indians: 10 }, fni: 0, cbc: 0, crc: 0 }, (d) => {
    for (const s of Object.values(d.spaces)) s.blockades = 0;
    recipe(d);
  });
}

/** The French in their Battle Command (full, with a Special Activity). */
const inBattle = (state: GameState): GameState => apply(onTurn(state, F), { faction: F, type: 'command', command: 'battle' });

const strip = (a: Action): Omit<Action, 'faction'> => {
  const { faction: _f, ...rest } = a;
  return rest;
};
const texts = (d: Decision): string => d.trace.filter((s) => !isTraceRoll(s)).map((s) => (s as { text: string }).text).join(' | ');
const nodes = (d: Decision): string[] => d.trace.filter((s) => !isTraceRoll(s)).map((s) => (s as { node: string }).node);

/** Applies the French policy's decisions while the French decide (other Factions: `passive`), until the French command host is gone. */
function run(state: GameState, rolls?: SuppliedRolls, stop = (s: GameState) => !s.stack.some((f) => f.kind === 'commandHost')): { state: GameState; actions: Action[]; decisions: Decision[] } {
  let s = state;
  const actions: Action[] = [];
  const decisions: Decision[] = [];
  for (let i = 0; i < 200 && !stop(s); i++) {
    const p = pending(s);
    if (!p) break;
    let a: Action;
    if (p.faction === F) {
      const d = policy.choose(s, rolls);
      decisions.push(d);
      a = d.action;
    } else a = passive(s);
    actions.push(a);
    s = apply(s, a);
  }
  return { state: s, actions, decisions };
}

/** Other Factions: activate nothing, decline everything else (first legal `done`, else the first action). */
const passive = (s: GameState): Action => {
  const legal = legalActions(s);
  return legal.find((a) => a.type === 'activate' && a.count === 0) ?? legal.find((a) => a.type === 'done') ?? legal[0];
};

function flowAt(state: GameState, rolls?: SuppliedRolls): Flow {
  const ctx = beginDecision(state, F, rolls);
  return { ctx, state, faction: F, kind: pending(state)!.kind, legal: legalActions(state), rolls };
}

const frenchActions = (actions: Action[]): Omit<Action, 'faction'>[] => actions.filter((a) => a.faction === F).map(strip);

// New York (Population 2): 3 French Regulars and a Continental against a British Regular: 4 + 1 to 1 + 1 (with the Patriots).
// Boston (Population 1): 2 French Regulars against a Tory: 2 + 1 to 1.
// Virginia: 1 French Regular against 3 British Regulars: not selected. Quebec: French against War Parties only: not selected.
const layout = (d: Draft<GameState>): void => {
  put(d, 'NewYork', { frenchRegular: 3, continental: 1, britishRegular: 1 });
  put(d, 'Boston', { frenchRegular: 2, tory: 1 });
  put(d, 'Virginia', { frenchRegular: 1, britishRegular: 3 });
  put(d, 'Quebec', { frenchRegular: 3, warPartyActive: 1 });
};

describe('F16 possible (8.6.6 first bullet; IF NONE → March)', () => {
  it('is true where the Rebellion Force Level + modifiers exceeds the Royalist\'s in a space with French and British', () => {
    const s = onTurn(board(layout), F);
    const flow = flowAt(s);
    expect(frenchBattleCommand.possible(flow, FULL)).toBe(true);
    const trace = flow.ctx.trace.filter((t) => !isTraceRoll(t)).map((t) => (t as { text: string }).text).join(' | ');
    expect(trace).toContain('Battle in New York (5 to 2, with the Patriots), Boston (3 to 1), highest Population first');
    expect(trace).toContain('does not exceed the Royalist\'s in Virginia (2 to 4)');
  });

  it('needs British pieces, not only Indians (8.6.6 "both French and British")', () => {
    const s = onTurn(board((d) => put(d, 'Quebec', { frenchRegular: 3, warPartyActive: 1 })), F);
    expect(frenchBattleCommand.possible(flowAt(s), FULL)).toBe(false);
  });

  it('is false where the Royalists match the Rebellion, and without French Resources (8.1)', () => {
    const flow = flowAt(onTurn(board((d) => put(d, 'Virginia', { frenchRegular: 1, britishRegular: 3 })), F));
    expect(frenchBattleCommand.possible(flow, FULL)).toBe(false);
    expect(flow.ctx.trace.some((t) => !isTraceRoll(t) && t.text.includes('IF NONE'))).toBe(true);
    expect(frenchBattleCommand.possible(flowAt(onTurn(board(layout, 0), F)), FULL)).toBe(false);
  });

  it('counts the Continentals only with the Patriots (3.5.5) — and the Patriots only when they can pay', () => {
    const s = board(layout);
    expect(assessFrenchBattle(s, 'NewYork', FULL, true)).toMatchObject({ rebellion: 5, royalist: 2 });
    expect(assessFrenchBattle(s, 'NewYork', FULL, false)).toMatchObject({ rebellion: 4, royalist: 2 });
    const poor = onTurn(board(layout, 10, 0), F);
    const plan = planFrenchBattle(flowAt(poor).ctx, poor, FULL);
    expect(plan.spaces.map((a) => [a.space, a.partner])).toEqual([['NewYork', false], ['Boston', false]]);
  });
});

describe('F16 selection: all qualifying spaces, highest Population first (8.6.6, 8.1.3)', () => {
  it('selects New York with the Patriots, then Boston, then resolves', () => {
    let s = inBattle(board(layout));
    const d1 = policy.choose(s);
    expect(strip(d1.action)).toEqual({ type: 'selectSpace', space: 'NewYork', option: 'withPatriots' });
    expect(nodes(d1)).toContain('F16 Battle');
    s = apply(s, d1.action);
    const d2 = policy.choose(s);
    expect(strip(d2.action)).toEqual({ type: 'selectSpace', space: 'Boston' });
    s = apply(s, d2.action);
    // 8.6.6: the Special Activity before the Battles — Naval Pressure (a Squadron is in the West Indies).
    const d3 = policy.choose(s);
    expect(strip(d3.action)).toEqual({ type: 'specialActivity', activity: 'navalPressure' });
    expect(nodes(d3)).toContain('F17 Naval Pressure');
    s = apply(s, d3.action);
    // Boston is the one City selected for Battle: the Blockade goes there (fops's F17 decision).
    const d4 = policy.choose(s);
    expect(strip(d4.action)).toEqual({ type: 'placeBlockade', space: 'Boston' });
    s = apply(s, d4.action);
    const d5 = policy.choose(s);
    expect(strip(d5.action)).toEqual({ type: 'done' });
    expect(texts(d5)).toContain('all Battle spaces selected (New York, Boston)');
  });

  it('with 1 Resource selects only the space with highest Population (8.1); the Special Activity first, as the selection then ends', () => {
    let s = inBattle(board(layout, 1));
    const d = policy.choose(s);
    expect(strip(d.action)).toEqual({ type: 'specialActivity', activity: 'navalPressure' });
    expect(texts(d)).toContain('1 more not affordable');
    s = apply(s, d.action);
    s = apply(s, policy.choose(s).action); // the Blockade
    expect(strip(policy.choose(s).action)).toEqual({ type: 'selectSpace', space: 'NewYork', option: 'withPatriots' });
  });

  it('selects the last space first when a Skirmish before it would fall there (ruling), the Special Activity after the Command', () => {
    // No Squadron in the West Indies: Naval Pressure is impossible. 1 French Resource: selecting Boston ends the
    // selection. Skirmish is possible outside Boston (Norfolk, 1 British cube, not a Battle space: 2 to 2), but the
    // Skirmish's own choice would take Boston (2 British cubes), still open to it before its selection.
    let s = inBattle(board((d) => {
      put(d, 'Boston', { frenchRegular: 4, tory: 2 });
      put(d, 'Norfolk', { frenchRegular: 1, britishRegular: 1 });
      d.spaces.WestIndies.squadrons = 0;
    }, 1));
    const d = policy.choose(s);
    expect(strip(d.action)).toEqual({ type: 'selectSpace', space: 'Boston' });
    expect(texts(d)).toContain('a Skirmish now would fall in a space planned for Battle');
    s = apply(s, d.action);
    // After the Battle, the host's Special Activity: Skirmish in Norfolk (Boston is closed to it now).
    const { actions } = run(s);
    const french = frenchActions(actions);
    expect(french.slice(-2)).toEqual([{ type: 'specialActivity', activity: 'skirmish' }, { type: 'skirmish', space: 'Norfolk', option: 'britishRegular' }]);
  });

  it('a Limited Battle selects one space', () => {
    const s = onTurn(board(layout), F);
    expect(planFrenchBattle(flowAt(s).ctx, s, LIMITED).spaces.map((a) => a.space)).toEqual(['NewYork']);
  });

  it('breaks a Population tie by the Random Spaces table (8.2)', () => {
    const s = onTurn(board((d) => {
      put(d, 'Boston', { frenchRegular: 2, tory: 1 });
      put(d, 'Norfolk', { frenchRegular: 2, tory: 1 });
    }), F);
    const flow = flowAt(s);
    const plan = planFrenchBattle(flow.ctx, s, FULL);
    expect(plan.spaces.map((a) => a.space).sort()).toEqual(['Boston', 'Norfolk']);
    expect(flow.ctx.trace.some((t) => !isTraceRoll(t) && t.node === 'Random Spaces' && t.text.startsWith('F16 Battle: highest Population (8.6.6) #1'))).toBe(true);
  });
});

describe('F16 a Battle the Command must fight where the plan would not (ruling)', () => {
  it('selects the Event\'s required space, where the Rebellion fares best', () => {
    const s = startCommand(board(layout), F, 'battle', { free: true, specialActivity: false, restriction: { spaces: ['Virginia'], mustExecuteIn: true } });
    const d = policy.choose(s);
    expect(strip(d.action)).toEqual({ type: 'selectSpace', space: 'Virginia' });
    expect(texts(d)).toContain('the Event requires a Battle there: Virginia');
  });
});

describe('F16 inside the Battle: the French Attacker\'s Activations (3.6.3)', () => {
  it('Activates the fewest Underground Militia that give the highest Force Level, keeping one Underground', () => {
    // New York: 1 Active and 3 Underground Militia fight with the Patriots: Activating 1 makes 2 Active (+1 Force Level);
    // 2 more would add nothing more without the last Underground one.
    let s = inBattle(board((d) => put(d, 'NewYork', { frenchRegular: 2, continental: 1, militiaActive: 1, militiaUnderground: 3, britishRegular: 2 })));
    // Naval Pressure first (the selection of New York ends it), then New York with the Patriots.
    s = run(s, undefined, (x) => pending(x)?.kind === 'battle').state;
    expect(pending(s)).toMatchObject({ faction: F, kind: 'battle' });
    expect(s.stack.find((f) => f.kind === 'battleCommand')).toMatchObject({ selected: ['NewYork'], withPartner: ['NewYork'] });
    const d = policy.choose(s);
    expect(strip(d.action)).toEqual({ type: 'activate', space: 'NewYork', piece: 'militiaUnderground', count: 1 });
    expect(texts(d)).toContain('Activate 1 Underground Militia to raise the Rebellion Force Level, keeping one Underground');
  });
});

describe('Win the Day in a City: the French Blockades (8.5.1, 8.6.6)', () => {
  // Boston (Blockaded, Neutral): 6 French Regulars against 2 Tories. The Attacker rolls 2D3 (3 + 3): Defender Loss
  // Level 7 removes both Tories; the Defender rolls no die: Attacker Loss Level −1 (British in a Blockaded City).
  // The Rebellion Wins the Day (1 shift: Boston to Passive Opposition).
  const won = (support: Partial<Record<SpaceId, number>>): GameState =>
    withDice(
      inBattle(board((d) => {
        put(d, 'Boston', { frenchRegular: 6, tory: 2 });
        blockade(d, 'Boston');
        d.fni = 0;
        for (const [s, v] of Object.entries(support)) d.spaces[s as SpaceId].support = v as -2 | -1 | 0 | 1 | 2;
      })),
      [3, 3],
    );

  it('moves every Blockade to the City with most Support when it has more than the Battle City (a Blockaded City has none)', () => {
    // Naval Pressure first (selecting Boston ends the selection): a Blockade on New York City (most Support, level 2).
    // After the win, New York City (Blockaded) counts no Support; Philadelphia (Passive Support, Population 1) has 1.
    const { state, actions, decisions } = run(won({ NewYorkCity: 2, Philadelphia: 1, Boston: 0 }));
    expect(frenchActions(actions)).toEqual([
      { type: 'specialActivity', activity: 'navalPressure' },
      { type: 'placeBlockade', space: 'NewYorkCity' },
      { type: 'selectSpace', space: 'Boston' },
      { type: 'moveBlockade', from: 'Boston', to: 'Philadelphia', count: 1 },
    ]);
    expect([state.spaces.Boston.blockades, state.spaces.NewYorkCity.blockades, state.spaces.Philadelphia.blockades]).toEqual([0, 1, 1]);
    expect(piecesIn(state, 'Boston')).toEqual({ frenchRegular: 6 });
    expect(state.spaces.Boston.support).toBe(-1);
    expect(texts(decisions[3])).toContain('move the Blockade from Boston to Philadelphia, the City with most Support (1 to 0)');
  });

  it('answers the same decision after a Patriot Battle won in a City (8.5.1)', () => {
    // The Patriots (not a Non-Player here) attack Boston with 6 Continentals; the French decide the Blockade.
    const start = withDice(
      startCommand(board((d) => {
        put(d, 'Boston', { continental: 6, tory: 2 });
        blockade(d, 'Boston');
        d.spaces.Philadelphia.support = 1;
      }), 'patriots', 'battle'),
      [3, 3],
    );
    const { state, actions } = run(apply(start, { faction: 'patriots', type: 'selectSpace', space: 'Boston' }), undefined, (s) => s.spaces.Boston.blockades === 0 || pending(s)?.kind === 'eligibleOptions');
    expect(frenchActions(actions)).toEqual([{ type: 'moveBlockade', from: 'Boston', to: 'Philadelphia', count: 1 }]);
    expect(state.spaces.Philadelphia.blockades).toBe(1);
  });

  it('leaves the Blockades when no City has more Support', () => {
    const { state, actions, decisions } = run(won({ Boston: 0 }));
    const last = frenchActions(actions).at(-1);
    expect(last).toEqual({ type: 'done' });
    expect(frenchActions(actions).some((a) => a.type === 'moveBlockade')).toBe(false);
    expect(state.spaces.Boston.blockades).toBe(1);
    expect(texts(decisions.at(-1)!)).toContain('no other City has more Support than Boston (0): the Blockade stays');
  });
});

describe('F16 whole Command with the game dice', () => {
  it('fights New York then Boston', () => {
    // New York: Attacker 4 cubes → 1D3 (3): Defender Loss Level 4 removes the British Regular; the Defender rolls
    // none: Attacker Loss Level 1 (half the defending cubes are Regulars). Boston: no dice; Loss Levels 1 and 0.
    const start = withDice(inBattle(board(layout)), [3]);
    const whole = run(start);
    expect(frenchActions(whole.actions)).toEqual([
      { type: 'selectSpace', space: 'NewYork', option: 'withPatriots' },
      { type: 'selectSpace', space: 'Boston' },
      { type: 'specialActivity', activity: 'navalPressure' },
      { type: 'placeBlockade', space: 'Boston' },
      { type: 'done' },
    ]);
    expect(whole.state.spaces.Boston.blockades).toBe(1);
    expect(whole.state.fni).toBe(1);
    expect(piecesIn(whole.state, 'NewYork').britishRegular ?? 0).toBe(0);
    expect(piecesIn(whole.state, 'Boston')).toEqual({ frenchRegular: 2 });
    expect(whole.state.resources.french).toBe(8);
    expect(whole.state.resources.patriots).toBe(9);
  });

  it('follows the same plan after a save in the middle of the selection', () => {
    const start = inBattle(board(layout));
    const whole = run(start);
    const mid = apply(start, whole.actions[0]);
    const again = run(loadGame(serialize(mid)));
    expect([whole.actions[0], ...again.actions]).toEqual(whole.actions);
  });
});

describe("F16's plan kept from the turn's decision for the Battle's first (8.1, bots/planCache.ts)", () => {
  const turn = onTurn(board(layout), F);
  const command = inBattle(turn);
  let first: string | undefined;

  it("the plan made by possible serves the Command's first decision (the board, the rolls and what it reads agree)", () => {
    expect(frenchBattleCommand.possible(flowAt(turn), FULL)).toBe(true);
    const c = chooseCounting(policy, command);
    first = c.action.space;
    expect(first).toBe('NewYork');
    expect([c.made, c.reused]).toEqual([0, 1]);
  });

  it('a space the Special Activity closed is a read that differs: planned again, without it', () => {
    expectPlannedAgainWithout(policy, command, first);
  });
});
