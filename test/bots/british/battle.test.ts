// B12 Battle (8.4.4) with B13 Common Cause (8.4.3), the British decisions inside any Battle, and the West Indies.
import { describe, expect, it } from 'vitest';
import type { Draft } from 'immer';
import { britishPolicy, isTraceRoll, type Decision } from '../../../src/bots';
import { beginDecision } from '../../../src/bots/policy';
import type { Flow } from '../../../src/bots/flowchart';
import { attackerActivation, britishBattleCommand, commonCauseLimit } from '../../../src/bots/british/battle';
import type { Action } from '../../../src/core/action';
import type { GameState } from '../../../src/core/state';
import type { Faction } from '../../../src/data/ids';
import { apply, legalActions, pending } from '../../../src/game/machine';
import { loadGame, serialize } from '../../../src/index';
import { onTurn, startCommand, withDice } from '../../../src/testing/builders';
import { FULL, LIMITED, blockade, lead, piecesIn, position, put } from '../../../src/testing/kit';
import type { SuppliedRolls } from '../../../src/bots/rolls';

const NP = { nonPlayers: ['british'] as Faction[] };
const policy = britishPolicy();

/** An empty 1778 board (Treaty played, FNI 0 unless set), the British Non-Player, then `recipe`. */
function board(recipe: (d: Draft<GameState>) => void, resources = 10, fni = 0): GameState {
  return position({ scenario: '1778', game: NP, treaty: true, resources, fni, cbc: 0, crc: 0 }, (d) => {
    for (const s of Object.values(d.spaces)) s.blockades = 0;
    recipe(d);
  });
}

/** The British in their Battle Command (full, with a Special Activity). */
const inBattle = (state: GameState): GameState => apply(onTurn(state, 'british'), { faction: 'british', type: 'command', command: 'battle' });

const strip = (a: Action): Omit<Action, 'faction'> => {
  const { faction: _f, ...rest } = a;
  return rest;
};
const nodes = (d: Decision): string[] => d.trace.filter((s) => !isTraceRoll(s)).map((s) => (s as { node: string }).node);
const texts = (d: Decision): string => d.trace.filter((s) => !isTraceRoll(s)).map((s) => (s as { text: string }).text).join(' | ');

/** Applies the British policy's decisions while the British decide (other Factions' choices are scripted by `other`). */
function run(state: GameState, other: (s: GameState) => Action, rolls?: SuppliedRolls, stop = (s: GameState) => !s.stack.some((f) => f.kind === 'commandHost')): { state: GameState; actions: Action[]; decisions: Decision[] } {
  let s = state;
  const actions: Action[] = [];
  const decisions: Decision[] = [];
  for (let i = 0; i < 200 && !stop(s); i++) {
    const p = pending(s);
    if (!p) break;
    let a: Action;
    if (p.faction === 'british') {
      const d = policy.choose(s, rolls);
      decisions.push(d);
      a = d.action;
    } else a = other(s);
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
  const ctx = beginDecision(state, 'british', rolls);
  return { ctx, state, faction: 'british', kind: pending(state)!.kind, legal: legalActions(state), rolls };
}

describe('B12 possible (8.4.4 first bullet; IF NONE → March)', () => {
  it('is true where Royalist Force Level + modifiers exceed the Rebellion\'s in a space with Rebellion cubes', () => {
    // 8.4.4: Boston 3 Regulars (3 + 1 half Regulars = 4) against 1 Continental (1).
    const s = onTurn(board((d) => put(d, 'Boston', { britishRegular: 3, continental: 1 })), 'british');
    const flow = flowAt(s);
    expect(britishBattleCommand.possible(flow, FULL)).toBe(true);
    expect(flow.ctx.trace.some((t) => !isTraceRoll(t) && t.node === 'B12 Battle' && t.text.includes('Boston (4 to 1)'))).toBe(true);
  });

  it('is false where only Militia stand against the British (no Rebellion Fort or cube)', () => {
    // 8.4.4: "with Rebellion Forts and/or cubes".
    const s = onTurn(board((d) => put(d, 'Virginia', { britishRegular: 4, militiaActive: 2 })), 'british');
    const flow = flowAt(s);
    expect(britishBattleCommand.possible(flow, FULL)).toBe(false);
    expect(texts(flow.ctx.decide(legalActions(s)[0]))).toContain('IF NONE');
  });

  it('is false where the Rebellion would match the Royalists (Fort modifiers count)', () => {
    // Massachusetts: 2 Regulars (2 + 1) against 1 Continental + Patriot Fort (1 + 1 Fort, +1 per Fort to the Attacker's losses).
    const s = onTurn(board((d) => put(d, 'Massachusetts', { britishRegular: 2, continental: 1, patriotFort: 1 })), 'british');
    expect(britishBattleCommand.possible(flowAt(s), FULL)).toBe(false);
  });

  it('is false without the Resources to pay for a space (8.1)', () => {
    const s = onTurn(board((d) => put(d, 'Boston', { britishRegular: 3, continental: 1 }), 0), 'british');
    expect(britishBattleCommand.possible(flowAt(s), FULL)).toBe(false);
  });

  it('counts the West Indies (8.4.4 "including WI")', () => {
    const s = onTurn(board((d) => put(d, 'WestIndies', { britishRegular: 4, frenchRegular: 1 })), 'british');
    expect(britishBattleCommand.possible(flowAt(s), FULL)).toBe(true);
  });
});

describe('B12 selection: all qualifying spaces, first where most British (8.4.4, 8.1.3)', () => {
  const layout = (d: Draft<GameState>): void => {
    put(d, 'NewYork', { britishRegular: 2, continental: 1 }); // 2 British: 3 to 1
    put(d, 'Boston', { britishRegular: 4, tory: 1, continental: 1, militiaActive: 1 }); // 5 British
    put(d, 'Massachusetts', { britishRegular: 1, continental: 2, patriotFort: 1 }); // not: Rebellion stronger
    put(d, 'Virginia', { britishRegular: 3, militiaActive: 2 }); // not: Militia only
  };

  it('selects Boston (5 British pieces) before New York (2), never Massachusetts or Virginia', () => {
    let s = inBattle(board(layout));
    const d1 = policy.choose(s);
    expect(strip(d1.action)).toEqual({ type: 'selectSpace', space: 'Boston' });
    expect(nodes(d1)).toContain('B12 Battle');
    s = apply(s, d1.action);
    const d2 = policy.choose(s);
    expect(strip(d2.action)).toEqual({ type: 'selectSpace', space: 'NewYork' });
  });

  it('with 1 Resource selects only the space with most British pieces (8.1); the Skirmish comes first, as the selection then ends', () => {
    let s = inBattle(board(layout, 1));
    const d = policy.choose(s);
    // Selecting Boston spends the last Resource and ends the selection: the Special Activity goes before it,
    // in Massachusetts (exactly one British Regular, 8.4.1), not a planned Battle space.
    expect(strip(d.action)).toEqual({ type: 'specialActivity', activity: 'skirmish' });
    expect(texts(d)).toContain('1 more not affordable');
    s = apply(s, d.action);
    const d2 = policy.choose(s);
    expect(d2.action).toMatchObject({ type: 'skirmish', space: 'Massachusetts' });
    s = apply(s, d2.action);
    expect(strip(policy.choose(s).action)).toEqual({ type: 'selectSpace', space: 'Boston' });
  });

  it('breaks a tie between a space and the West Indies by an equal-chance roll (8.2 Play Note)', () => {
    const tie = (d: Draft<GameState>): void => {
      put(d, 'Boston', { britishRegular: 3, continental: 1 });
      put(d, 'WestIndies', { britishRegular: 3, frenchRegular: 1 });
    };
    const purpose = 'B12 Battle: most British pieces (8.4.4) #1: equal chance';
    expect(strip(policy.choose(inBattle(board(tie)), { [purpose]: [1] }).action)).toEqual({ type: 'selectSpace', space: 'Boston' });
    const d = policy.choose(inBattle(board(tie)), { [purpose]: [2] });
    expect(strip(d.action)).toEqual({ type: 'selectSpace', space: 'WestIndies' });
    expect(nodes(d)).toContain('Random Spaces');
  });
});

describe('B13 Common Cause in a Battle (8.4.3 COMMON CAUSE)', () => {
  it('counts War Parties as Tories up to Regulars − Tories, Active first, never the last Underground one', () => {
    const s = board((d) => put(d, 'Pennsylvania', { britishRegular: 3, warPartyActive: 1, warPartyUnderground: 2, continental: 2 }));
    // room 3, War Parties usable 1 Active + 1 of the 2 Underground.
    expect(commonCauseLimit(s, 'Pennsylvania')).toBe(2);
    const one = board((d) => put(d, 'Pennsylvania', { britishRegular: 3, warPartyUnderground: 1, continental: 2 }));
    expect(commonCauseLimit(one, 'Pennsylvania')).toBe(0);
  });

  it('selects the space, then uses Common Cause there, and then executes no other Special Activity', () => {
    // Pennsylvania: 3 Regulars, 2 Active War Parties: without CC 3 + 1 (half the War Parties) = 4; with CC 2: 5.
    let s = inBattle(board((d) => put(d, 'Pennsylvania', { britishRegular: 3, warPartyActive: 2, continental: 2 })));
    const d1 = policy.choose(s);
    expect(strip(d1.action)).toEqual({ type: 'selectSpace', space: 'Pennsylvania' });
    s = apply(s, d1.action);
    const d2 = policy.choose(s);
    expect(strip(d2.action)).toEqual({ type: 'commonCause', space: 'Pennsylvania', count: 2 });
    expect(nodes(d2)).toContain('B13 Common Cause');
    const before = s;
    s = apply(s, d2.action);
    // The selection closed by itself and the Battle was fought with the War Parties as Tories; no other Special Activity.
    const log = s.log.slice(before.log.length).map((e) => e.text);
    expect(log).toContain('Common Cause: 2 Active War Parties fight as Tories in Pennsylvania');
    expect(log.some((t) => t.includes('Skirmish') || t.includes('Naval Pressure'))).toBe(false);
  });

  it('does not use Common Cause when it cannot raise the Force Level: Skirmish elsewhere instead (8.4.4 second bullet)', () => {
    // New York: 2 Regulars, 1 Tory, 2 Active War Parties: CC 1 gives +1 cube but −1 for half the War Parties.
    // Massachusetts (not a Battle space): 1 Regular, 1 Continental — Skirmish there.
    let s = inBattle(
      board((d) => {
        put(d, 'NewYork', { britishRegular: 2, tory: 1, warPartyActive: 2, continental: 1 });
        put(d, 'Massachusetts', { britishRegular: 1, continental: 1, patriotFort: 1, militiaActive: 2 });
      }),
    );
    const d1 = policy.choose(s);
    expect(strip(d1.action)).toEqual({ type: 'selectSpace', space: 'NewYork' });
    s = apply(s, d1.action);
    const d2 = policy.choose(s);
    expect(strip(d2.action)).toEqual({ type: 'specialActivity', activity: 'skirmish' });
    expect(texts(d2)).toContain('Common Cause cannot increase the British Force Level');
    s = apply(s, d2.action);
    const d3 = policy.choose(s);
    expect(d3.action).toMatchObject({ type: 'skirmish', space: 'Massachusetts' });
    const before = s;
    s = apply(s, d3.action);
    // Massachusetts is now closed to the Battle and nothing else can be selected: the Battle in New York follows by itself.
    const log = s.log.slice(before.log.length).map((e) => e.text);
    expect(log.some((t) => t.startsWith('Battle in New York'))).toBe(true);
    expect(log.some((t) => t.includes('Common Cause'))).toBe(false);
  });

  it('does not use the last Underground War Party: no Common Cause, Naval Pressure when no Skirmish is possible', () => {
    // Pennsylvania alone: 3 Regulars, 1 Underground War Party. No other space to Skirmish; FNI 0 → Naval Pressure.
    let s = inBattle(board((d) => put(d, 'Pennsylvania', { britishRegular: 3, warPartyUnderground: 1, continental: 1 })));
    const d1 = policy.choose(s);
    expect(strip(d1.action)).toEqual({ type: 'selectSpace', space: 'Pennsylvania' });
    s = apply(s, d1.action);
    // The engine still offers Common Cause with that War Party; the flowchart declines it and goes to B11/B7.
    expect(legalActions(s).some((a) => a.type === 'commonCause')).toBe(true);
    const d2 = policy.choose(s);
    expect(strip(d2.action)).toEqual({ type: 'specialActivity', activity: 'navalPressure' });
    expect(nodes(d2)).toContain('B7 Naval Pressure');
    expect(nodes(d2)).not.toContain('B13 Common Cause');
  });
});

describe('British decisions inside a Battle (3.6.3)', () => {
  it('as Attacker: Activates the fewest War Parties giving the highest Force Level, keeping one Underground', () => {
    expect(attackerActivation(0, 4)).toBe(2); // 3 allowed; 2 give +1 like 3
    expect(attackerActivation(1, 3)).toBe(1); // 1 + 1 = 2 Active → +1
    expect(attackerActivation(0, 1)).toBe(0);
    expect(attackerActivation(0, 2)).toBe(0); // only 1 may go: +0
  });

  it('as Attacker in the Battle: Activates 2 of 4 Underground War Parties (Tories match the Regulars: no Common Cause)', () => {
    let s = inBattle(board((d) => put(d, 'Pennsylvania', { britishRegular: 2, tory: 2, warPartyUnderground: 4, continental: 1 })));
    s = apply(s, { faction: 'british', type: 'selectSpace', space: 'Pennsylvania' });
    // The selection closed by itself; the Battle asks the British first.
    expect(pending(s)!.kind).toBe('battle');
    const d = policy.choose(s);
    expect(strip(d.action)).toEqual({ type: 'activate', space: 'Pennsylvania', piece: 'warPartyUnderground', count: 2 });
    expect(nodes(d)).toEqual(['B12 Battle']);
  });

  it('as Defender with a Village: Activates all but one Underground War Party (8.7.9 by analogy)', () => {
    let s = board((d) => put(d, 'NewYork', { britishRegular: 1, village: 1, warPartyUnderground: 3, continental: 4 }));
    s = apply(onTurn(s, 'patriots'), { faction: 'patriots', type: 'command', command: 'battle' });
    s = apply(s, { faction: 'patriots', type: 'selectSpace', space: 'NewYork' });
    if (pending(s)?.kind === 'battleCommand') s = apply(s, { faction: 'patriots', type: 'done' });
    expect(pending(s)).toMatchObject({ faction: 'british', kind: 'battle' });
    const d = policy.choose(s);
    expect(strip(d.action)).toEqual({ type: 'activate', space: 'NewYork', piece: 'warPartyUnderground', count: 2 });
    expect(d.trace.some((t) => !isTraceRoll(t) && t.rule === '8.7.9')).toBe(true);
  });

  it('as Defender without a Village: keeps the War Parties Underground', () => {
    let s = board((d) => put(d, 'NewYork', { britishRegular: 1, warPartyUnderground: 3, continental: 4 }));
    s = apply(onTurn(s, 'patriots'), { faction: 'patriots', type: 'command', command: 'battle' });
    s = apply(s, { faction: 'patriots', type: 'selectSpace', space: 'NewYork' });
    if (pending(s)?.kind === 'battleCommand') s = apply(s, { faction: 'patriots', type: 'done' });
    expect(strip(policy.choose(s).action)).toEqual({ type: 'activate', space: 'NewYork', piece: 'warPartyUnderground', count: 0 });
  });
});

describe('a whole British Battle Command with forced dice', () => {
  it('fights in Philadelphia, wins the day and spills both shifts into Maryland-Delaware (8.4.4, 3.6.8, 8.3.6)', () => {
    // Philadelphia at Active Support: 6 Regulars against 2 Continentals and 2 Active Militia.
    // Attacker 2D3 = 3 + 3, +1 (half Regulars): Defender Loss Level 7 — every Rebellion piece goes (4 pieces → 2 shifts).
    // Defender Force Level 3: 1D3 = 1 — the British lose 1 Regular. No shift possible in Philadelphia: both spill.
    // Adjacent: New Jersey Neutral (Pop 1), Pennsylvania Passive Opposition (Pop 2), Maryland-Delaware Neutral (Pop 2).
    // Naval Pressure comes first (no Skirmish possible, FNI 0): its 1D3 is the first die.
    let s = board((d) => {
      put(d, 'Philadelphia', { britishRegular: 6, continental: 2, militiaActive: 2 });
      d.spaces.Philadelphia.support = 2;
      d.spaces.Pennsylvania.support = -1;
    }, 5);
    s = withDice(inBattle(s), [2, 3, 3, 1]);
    const r = run(s, passive);
    expect(r.actions.map(strip)).toEqual([
      { type: 'specialActivity', activity: 'navalPressure' },
      { type: 'selectSpace', space: 'Philadelphia' },
      { type: 'shift', space: 'MarylandDelaware' },
      { type: 'shift', space: 'MarylandDelaware' },
    ]);
    expect(piecesIn(r.state, 'Philadelphia')).toEqual({ britishRegular: 5 });
    expect(r.state.spaces.MarylandDelaware.support).toBe(2);
    expect(r.state.spaces.Pennsylvania.support).toBe(-1);
    expect(r.state.resources.british).toBe(5 + 2 - 1);
    const wtd = r.decisions[2];
    expect(nodes(wtd)).toContain('Win the Day');
    expect(texts(wtd)).toContain('Maryland-Delaware, Maryland-Delaware');
  });

  it('two spaces with Common Cause in one of them, then the Battles, final board', () => {
    // Boston: 4 Regulars vs 1 Continental (5 to 1). Pennsylvania: 2 Regulars, 2 Active War Parties vs 2 Continentals
    // (without CC 2 + 1 + 1 = 4 to 2 + 0; with CC 2: 4 + 1 = 5).
    let s = board((d) => {
      put(d, 'Boston', { britishRegular: 4, continental: 1 });
      put(d, 'Pennsylvania', { britishRegular: 2, warPartyActive: 2, continental: 2 });
    });
    // Boston: Attacker 1D3 = 3 (+1): Loss 4 ≥ the Continental; Defender Force 1: no dice.
    // Pennsylvania: Attacker 1D3 = 2 (+1): Loss 3 → 1 Continental (2) + 1 Continental (2); Defender Force 2: no dice.
    s = withDice(inBattle(s), [3, 2]);
    const r = run(s, passive);
    expect(r.actions.map(strip)).toEqual([
      { type: 'selectSpace', space: 'Boston' },
      { type: 'selectSpace', space: 'Pennsylvania' },
      { type: 'commonCause', space: 'Pennsylvania', count: 2 },
    ]);
    expect(piecesIn(r.state, 'Boston')).toEqual({ britishRegular: 4 });
    expect(piecesIn(r.state, 'Pennsylvania')).toEqual({ britishRegular: 2, warPartyActive: 2 });
    expect(r.state.resources.british).toBe(8);
  });

  it('the West Indies: Naval Pressure first (no Skirmish outside the Battle space), then the Battle there (8.4.4 "including WI")', () => {
    // West Indies: 4 Regulars (4 + 1) against 2 French Regulars (2 + 1). Selecting it ends the selection, so the Special
    // Activity comes first: no Skirmish outside the West Indies, FNI 0 → Naval Pressure, 1D3 = 2 Resources.
    // Attacker 1D3 = 3 (+1): Defender Loss Level 4, both French Regulars go; the French (Force Level 2) roll no dice,
    // but their cubes are all Regulars: Attacker Loss Level 1, one British Regular goes.
    let s = board((d) => put(d, 'WestIndies', { britishRegular: 4, frenchRegular: 2 }));
    s = withDice(inBattle(s), [2, 3]);
    const r = run(s, passive);
    expect(r.actions.map(strip)).toEqual([
      { type: 'specialActivity', activity: 'navalPressure' },
      { type: 'selectSpace', space: 'WestIndies' },
    ]);
    expect(nodes(r.decisions[0])).toEqual(expect.arrayContaining(['B12 Battle', 'B11 Skirmish', 'B7 Naval Pressure']));
    expect(piecesIn(r.state, 'WestIndies')).toEqual({ britishRegular: 3 });
    expect(r.state.resources.british).toBe(10 + 2 - 1);
  });

  it('a Skirmish that would take the last Battle space waits until after the Command; then it goes elsewhere', () => {
    // 1 Resource: Boston (1 Regular, 1 Tory vs 1 Continental: 3 to 1) is the only Battle; selecting it ends the selection.
    // B11 would pick Boston (exactly one British Regular) over Virginia: select first, Skirmish in Virginia after.
    // Boston: Force Levels 2 and 1, no dice: Defender Loss Level 1 (half Regulars) removes the Continental.
    let s = board((d) => {
      put(d, 'Boston', { britishRegular: 1, tory: 1, continental: 1 });
      put(d, 'Virginia', { britishRegular: 2, militiaActive: 1 });
    }, 1);
    s = inBattle(s);
    const r = run(s, passive);
    expect(r.actions.map(strip)).toEqual([
      { type: 'selectSpace', space: 'Boston' },
      { type: 'specialActivity', activity: 'skirmish' },
      { type: 'skirmish', space: 'Virginia', option: 'militiaActive' },
    ]);
    expect(piecesIn(r.state, 'Boston')).toEqual({ britishRegular: 1, tory: 1 });
    expect(piecesIn(r.state, 'Virginia')).toEqual({ britishRegular: 2 });
    expect(r.state.resources.british).toBe(0);
  });

  it('a Limited Battle selects one space and uses no Special Activity', () => {
    let s = board((d) => {
      put(d, 'Boston', { britishRegular: 4, continental: 1 });
      put(d, 'Pennsylvania', { britishRegular: 2, warPartyActive: 2, continental: 2 });
    });
    s = startCommand(s, 'british', 'battle', LIMITED);
    const d = policy.choose(s);
    expect(strip(d.action)).toEqual({ type: 'selectSpace', space: 'Boston' });
  });
});

describe('save and load in the middle of the Battle Command', () => {
  it('re-plans the same decision', () => {
    let s = inBattle(
      board((d) => {
        put(d, 'NewYork', { britishRegular: 2, continental: 1 });
        put(d, 'Boston', { britishRegular: 4, tory: 1, continental: 1 });
        blockade(d, 'Boston');
        lead(d, 'Gage', 'Boston');
      }, 10, 1),
    );
    s = apply(s, policy.choose(s).action);
    expect(policy.choose(loadGame(serialize(s)))).toEqual(policy.choose(s));
  });
});
