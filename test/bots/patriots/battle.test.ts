// P4 Battle (8.5.1) with the French Regulars it includes, Win the Day's consequences, and the Patriot
// decisions inside any Battle.
import { describe, expect, it } from 'vitest';
import type { Draft } from 'immer';
import { isTraceRoll, type Decision } from '../../../src/bots';
import { beginDecision } from '../../../src/bots/policy';
import { chooseCounting, closedByActivity } from '../planReuse';
import type { Flow } from '../../../src/bots/flowchart';
import { patriotPolicy } from '../../../src/bots/patriots';
import { assessPatriotBattle, patriotBattleCommand } from '../../../src/bots/patriots/battle';
import { winTheDayRally } from '../../../src/bots/patriots/rally';
import type { Action } from '../../../src/core/action';
import type { GameState } from '../../../src/core/state';
import type { Faction } from '../../../src/data/ids';
import { apply, legalActions, pending } from '../../../src/game/machine';
import { loadGame, serialize } from '../../../src/index';
import { onTurn, startCommand, withDice } from '../../../src/testing/builders';
import { FREE, FULL, LIMITED, lead, piecesIn, play, position, put } from '../../../src/testing/kit';
import { atCardStart, stroke } from '../../rules/brilliantStrokes/helpers';
import type { SuppliedRolls } from '../../../src/bots/rolls';

const NP = { nonPlayers: ['patriots'] as Faction[] };
const policy = patriotPolicy();

/** An empty 1778 board (Treaty played, no Blockades), the Patriot Non-Player, then `recipe`. */
function board(recipe: (d: Draft<GameState>) => void, resources: number | Partial<Record<Faction, number>> = 10): GameState {
  return position({ scenario: '1778', game: NP, treaty: true, resources, fni: 0, cbc: 0, crc: 0 }, (d) => {
    for (const s of Object.values(d.spaces)) s.blockades = 0;
    recipe(d);
  });
}

/** The Patriots in their Battle Command (full, with a Special Activity). */
const inBattle = (state: GameState): GameState => apply(onTurn(state, 'patriots'), { faction: 'patriots', type: 'command', command: 'battle' });

const strip = (a: Action): Omit<Action, 'faction'> => {
  const { faction: _f, ...rest } = a;
  return rest;
};
const nodes = (d: Decision): string[] => d.trace.filter((s) => !isTraceRoll(s)).map((s) => (s as { node: string }).node);
const texts = (d: Decision): string => d.trace.filter((s) => !isTraceRoll(s)).map((s) => (s as { text: string }).text).join(' | ');
const rolled = (d: Decision): string[] => d.trace.filter(isTraceRoll).map((s) => s.roll.purpose);

function flowAt(state: GameState, rolls?: SuppliedRolls): Flow {
  const ctx = beginDecision(state, 'patriots', rolls);
  return { ctx, state, faction: 'patriots', kind: pending(state)!.kind, legal: legalActions(state), rolls };
}

/** Applies the Patriot policy's decisions while the Patriots decide (other Factions' choices by `other`), until the Patriot Command is over. */
function run(state: GameState, other: (s: GameState) => Action, rolls?: SuppliedRolls): { state: GameState; actions: Action[]; decisions: Decision[] } {
  let s = state;
  const actions: Action[] = [];
  const decisions: Decision[] = [];
  for (let i = 0; i < 200 && s.stack.some((f) => f.kind === 'commandHost'); i++) {
    const p = pending(s);
    if (!p) break;
    let a: Action;
    if (p.faction === 'patriots' && p.kind !== 'grant') {
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

describe('P4 possible (8.5.1 first bullet; IF NONE → Rally)', () => {
  it('is true where the Rebellion Force Level + modifiers exceed the Royalist\'s', () => {
    // 8.5.1: Boston, 3 Continentals (3) against 1 British Regular (1, +1 as all defending cubes are Regulars).
    const s = onTurn(board((d) => put(d, 'Boston', { continental: 3, britishRegular: 1 })), 'patriots');
    const flow = flowAt(s);
    expect(patriotBattleCommand.possible(flow, FULL)).toBe(true);
    expect(texts(flow.ctx.decide(legalActions(s)[0]))).toContain('Boston (3 to 2)');
  });

  it('is false where the Rebellion only matches the Royalists ("exceeds" is strict)', () => {
    // 2 Continentals (2) against 1 Regular and 1 Tory (2, +1 half Regulars = 3).
    const s = onTurn(board((d) => put(d, 'Boston', { continental: 2, britishRegular: 1, tory: 1 })), 'patriots');
    const flow = flowAt(s);
    expect(patriotBattleCommand.possible(flow, FULL)).toBe(false);
    const t = texts(flow.ctx.decide(legalActions(s)[0]));
    expect(t).toContain('does not exceed the Royalist');
    expect(t).toContain('IF NONE');
  });

  it('counts defending Indians: War Parties and the Reserve modifier make the Royalist side (README item 4)', () => {
    // Northwest: 2 Continentals against 2 Active War Parties and a Village. Royalist Force Level 1 (half the War
    // Parties); Indians defending in a Reserve take −1 on their Loss Level: Rebellion 2 − 1 = 1. 1 to 1: no Battle.
    const s = onTurn(board((d) => put(d, 'Northwest', { continental: 2, warPartyActive: 2, village: 1 })), 'patriots');
    const flow = flowAt(s);
    expect(patriotBattleCommand.possible(flow, FULL)).toBe(false);
    expect(texts(flow.ctx.decide(legalActions(s)[0]))).toContain('Northwest (1 to 1)');
  });

  it('is false without the Resources to pay for a space (8.1)', () => {
    const s = onTurn(board((d) => put(d, 'Boston', { continental: 3, britishRegular: 1 }), { patriots: 0 }), 'patriots');
    expect(patriotBattleCommand.possible(flowAt(s), FULL)).toBe(false);
  });

  it('includes as many French as possible in the comparison (8.5.1 first bullet)', () => {
    // New York City: 2 Continentals + 2 French Regulars (4, +1 half Regulars = 5) against 3 Regulars (3 + 1 = 4).
    // Without the French: 2 against 4.
    const layout = (d: Draft<GameState>): void => put(d, 'NewYorkCity', { continental: 2, frenchRegular: 2, britishRegular: 3 });
    expect(patriotBattleCommand.possible(flowAt(onTurn(board(layout), 'patriots')), FULL)).toBe(true);
    // French Resources 0: the French cannot join, and the space no longer qualifies.
    expect(patriotBattleCommand.possible(flowAt(onTurn(board(layout, { patriots: 10, french: 0 }), 'patriots')), FULL)).toBe(false);
  });
});

describe('P4 selection (8.5.1 first bullet, 8.1)', () => {
  const layout = (d: Draft<GameState>): void => {
    put(d, 'Boston', { continental: 3, britishRegular: 1 }); // Pop 1: 3 to 2
    put(d, 'Virginia', { continental: 4, britishRegular: 2, village: 1, warPartyActive: 1 }); // Pop 2, 1 Village: 4 to 3
    put(d, 'NorthCarolina', { continental: 4, britishRegular: 2 }); // Pop 2, no Village: 4 to 3
    put(d, 'Georgia', { continental: 3, britishRegular: 1 }); // Pop 1: 3 to 2
    put(d, 'Massachusetts', { continental: 1, britishRegular: 2 }); // not: 1 to 3
  };

  it('selects ALL qualifying spaces, in map order, with no priority rolls when the Resources pay for all', () => {
    let s = inBattle(board(layout));
    const picks: string[] = [];
    for (let i = 0; i < 4; i++) {
      const d = policy.choose(s);
      expect(d.action.type).toBe('selectSpace');
      expect(rolled(d)).toEqual([]);
      picks.push(d.action.space!);
      s = apply(s, d.action);
    }
    expect(picks).toEqual(['Boston', 'Virginia', 'NorthCarolina', 'Georgia']);
    const end = policy.choose(s);
    expect(strip(end.action)).toEqual({ type: 'done' });
    expect(texts(end)).toContain('all Battle spaces selected');
    expect(s.resources.patriots).toBe(6);
  });

  it('when the Resources are short: Washington\'s space first, then highest Population, then most Villages (8.5.1)', () => {
    // 3 Resources for 4 spaces: Georgia (Washington, Pop 1), then Virginia (Pop 2, 1 Village) and North Carolina
    // (Pop 2, none). Boston (Pop 1) is left out.
    let s = inBattle(
      board((d) => {
        layout(d);
        lead(d, 'Washington', 'Georgia');
      }, { patriots: 3, french: 5 }),
    );
    const d1 = policy.choose(s);
    expect(strip(d1.action)).toEqual({ type: 'selectSpace', space: 'Georgia' });
    expect(texts(d1)).toContain('cannot cover all 4 spaces');
    s = apply(s, d1.action);
    const d2 = policy.choose(s);
    expect(strip(d2.action)).toEqual({ type: 'selectSpace', space: 'Virginia' });
    s = apply(s, d2.action);
    const d3 = policy.choose(s);
    expect(strip(d3.action)).toEqual({ type: 'selectSpace', space: 'NorthCarolina' });
    s = apply(s, d3.action);
    // The last Resource is spent: the selection closes by itself and the Battles are fought.
    expect(s.stack.some((f) => f.kind === 'battleCommand' && (f as unknown as { phase: string }).phase === 'resolve')).toBe(true);
  });

  it('breaks a tie of the short order by the Random Spaces table (8.2)', () => {
    // 1 Resource; Boston and Georgia tie (Pop 1, no Village, no Washington) once the Pop-2 spaces are gone.
    const tie = (d: Draft<GameState>): void => {
      put(d, 'Boston', { continental: 3, britishRegular: 1 });
      put(d, 'Georgia', { continental: 3, britishRegular: 1 });
    };
    const purpose = 'P4 Battle: Washington, then highest Population, then most Villages (8.5.1) #1';
    const s = inBattle(board(tie, { patriots: 1, french: 5 }));
    // Random Spaces column 3: row 5 is Boston, row 4 Georgia.
    const d = policy.choose(s, { [`${purpose}: column (1D3)`]: [3], [`${purpose}: row (1D6)`]: [5] });
    expect(strip(d.action)).toEqual({ type: 'selectSpace', space: 'Boston' });
    expect(nodes(d)).toContain('Random Spaces');
    const d2 = policy.choose(s, { [`${purpose}: column (1D3)`]: [3], [`${purpose}: row (1D6)`]: [4] });
    expect(strip(d2.action)).toEqual({ type: 'selectSpace', space: 'Georgia' });
  });

  it('a Limited Battle selects one space, by the short order (2.3.5)', () => {
    const s = startCommand(board(layout), 'patriots', 'battle', LIMITED);
    const d = policy.choose(s);
    // Pop 2: Virginia (1 Village) over North Carolina.
    expect(strip(d.action)).toEqual({ type: 'selectSpace', space: 'Virginia' });
  });

  it('a free Battle costs nothing: every qualifying space even at 0 Resources', () => {
    const s = startCommand(board(layout, { patriots: 0, french: 0 }), 'patriots', 'battle', FREE);
    expect(strip(policy.choose(s).action)).toEqual({ type: 'selectSpace', space: 'Boston' });
  });
});

describe('P4 in the Patriot Brilliant Stroke (8.3.7)', () => {
  const start = (washington: 'Georgia' | 'Virginia'): GameState =>
    play(
      atCardStart({ game: NP, resources: { patriots: 5, french: 5 }, treaty: true }, (d) => {
        for (const sp of Object.values(d.spaces)) sp.blockades = 0;
        put(d, 'Virginia', { continental: 4, britishRegular: 2 }); // 4 to 3
        put(d, 'Georgia', { continental: 4, britishRegular: 4 }); // 4 (+1 Washington) to 5
        lead(d, 'Washington', washington);
      }),
      stroke('patriots'),
    );

  it('a Limited Battle the Leader has not yet taken part in must be in his space: none where Washington cannot win', () => {
    const s = start('Georgia');
    expect(pending(s)).toMatchObject({ faction: 'patriots', kind: 'grant' });
    const flow = flowAt(s);
    expect(patriotBattleCommand.possible(flow, LIMITED)).toBe(false);
    const t = texts(flow.ctx.decide(legalActions(s)[0]));
    expect(t).toContain('must involve the Leader, in Georgia (8.3.7)');
    expect(t).toContain('IF NONE');
  });

  it('with Washington in a qualifying space, the Limited Battle is there', () => {
    let s = start('Virginia');
    expect(patriotBattleCommand.possible(flowAt(s), LIMITED)).toBe(true);
    s = apply(s, { faction: 'patriots', type: 'command', command: 'battle' });
    expect(strip(policy.choose(s).action)).toEqual({ type: 'selectSpace', space: 'Virginia' });
  });
});

describe('P4 when the Command must select a space the plan does not give (ruling)', () => {
  it('selects the space where the Rebellion fares best, the French taking part where offered', () => {
    // Boston: 2 Continentals + 1 French Regular (3) against 2 Regulars (2, +1 all Regulars): 3 to 3. Georgia: 1 to 3.
    // Neither qualifies; the Command under way must still select: Boston, the best margin (0 against −2).
    const s = inBattle(
      board((d) => {
        put(d, 'Boston', { continental: 2, frenchRegular: 1, britishRegular: 2 });
        put(d, 'Georgia', { continental: 1, britishRegular: 2 });
      }),
    );
    const d = policy.choose(s);
    expect(strip(d.action)).toEqual({ type: 'selectSpace', space: 'Boston', option: 'withFrench' });
    expect(texts(d)).toContain('the Battle Command is under way with no space planned');
  });
});

describe('P4 with the French (8.5.1 second bullet)', () => {
  it('selects with the French where French Regulars stand and French Resources exceed 0; they pay one Resource', () => {
    let s = inBattle(board((d) => put(d, 'NewYorkCity', { continental: 2, frenchRegular: 2, britishRegular: 3 }), { patriots: 5, french: 2 }));
    const d = policy.choose(s);
    expect(strip(d.action)).toEqual({ type: 'selectSpace', space: 'NewYorkCity', option: 'withFrench' });
    expect(texts(d)).toContain('New York City (5 to 4, with the French)');
    s = apply(s, d.action);
    expect(s.resources.french).toBe(1);
    expect(s.resources.patriots).toBe(4);
  });

  it('the French join only as far as their Resources pay, in selection order; a space needing them is then dropped', () => {
    // Both spaces qualify only with the French; 1 French Resource: New York City (first in map order) gets them.
    const layout = (d: Draft<GameState>): void => {
      put(d, 'NewYorkCity', { continental: 2, frenchRegular: 2, britishRegular: 3 });
      put(d, 'Pennsylvania', { continental: 2, frenchRegular: 2, britishRegular: 3 });
    };
    let s = inBattle(board(layout, { patriots: 5, french: 1 }));
    const d1 = policy.choose(s);
    expect(strip(d1.action)).toEqual({ type: 'selectSpace', space: 'NewYorkCity', option: 'withFrench' });
    expect(texts(d1)).toContain('the French Resources are spent');
    s = apply(s, d1.action);
    expect(strip(policy.choose(s).action)).toEqual({ type: 'done' });
  });

  it('French Regulars join even where the Patriots would win without them (8.5.1: as many French Regulars as possible)', () => {
    // Boston: 3 Continentals, 1 French Regular against 1 Regular: 3 to 2 without, 4 to 2 with the French.
    const s = inBattle(board((d) => put(d, 'Boston', { continental: 3, frenchRegular: 1, britishRegular: 1 })));
    expect(strip(policy.choose(s).action)).toEqual({ type: 'selectSpace', space: 'Boston', option: 'withFrench' });
  });

  it('Rochambeau brings the French at no cost, even at 0 French Resources (ruling)', () => {
    const s = inBattle(
      board((d) => {
        put(d, 'NewYorkCity', { continental: 2, frenchRegular: 2, britishRegular: 3 });
        lead(d, 'Rochambeau', 'NewYorkCity');
      }, { patriots: 5, french: 0 }),
    );
    const d = policy.choose(s);
    expect(strip(d.action)).toEqual({ type: 'selectSpace', space: 'NewYorkCity', option: 'withFrench' });
    expect(apply(s, d.action).resources.french).toBe(0);
  });

  it('assessPatriotBattle reads the engine forecast with and without the French', () => {
    const s = board((d) => put(d, 'NewYorkCity', { continental: 2, frenchRegular: 2, britishRegular: 3 }));
    expect(assessPatriotBattle(s, 'NewYorkCity', FULL, true)).toMatchObject({ rebellion: 5, royalist: 4, activate: 0 });
    expect(assessPatriotBattle(s, 'NewYorkCity', FULL, false)).toMatchObject({ rebellion: 2, royalist: 4 });
  });
});

describe('Patriot decisions inside a Battle (3.6.3)', () => {
  it('as Attacker: Activates the fewest Militia for the highest Rebellion Force Level + modifiers (one stays Underground)', () => {
    // Boston: 2 Continentals, 3 Underground Militia vs 1 Regular. 0 → 2 + 1 (Underground) = 3; 2 → 2 + 1 + 1 = 4;
    // 3 → 2 + 1 + 0 = 3. So 2.
    let s = inBattle(board((d) => put(d, 'Boston', { continental: 2, militiaUnderground: 3, britishRegular: 1 })));
    s = apply(s, policy.choose(s).action);
    if (pending(s)?.kind === 'battleCommand') s = apply(s, policy.choose(s).action);
    expect(pending(s)).toMatchObject({ faction: 'patriots', kind: 'battle' });
    const d = policy.choose(s);
    expect(strip(d.action)).toEqual({ type: 'activate', space: 'Boston', piece: 'militiaUnderground', count: 2 });
    expect(nodes(d)).toEqual(['P4 Battle']);
    expect(texts(d)).toContain('attacking, Activate 2 of 3 Underground Militia');
  });

  it('as the Defender\'s decider in a British Battle: the same rule for the defending side', () => {
    // New York: 1 Continental, 3 Underground Militia against 3 British Regulars. Defending score 0 → 1 + 1 = 2;
    // 2 → 1 + 1 + 1 = 3; 3 → 2 + 0 = 2. So 2.
    let s = board((d) => put(d, 'NewYork', { continental: 1, militiaUnderground: 3, britishRegular: 3 }));
    s = apply(onTurn(s, 'british'), { faction: 'british', type: 'command', command: 'battle' });
    s = apply(s, { faction: 'british', type: 'selectSpace', space: 'NewYork' });
    while (pending(s)?.faction === 'british') s = apply(s, passive(s));
    expect(pending(s)).toMatchObject({ faction: 'patriots', kind: 'battle' });
    const d = policy.choose(s);
    expect(strip(d.action)).toEqual({ type: 'activate', space: 'NewYork', piece: 'militiaUnderground', count: 2 });
    expect(texts(d)).toContain('defending, Activate 2 of 3');
  });

  it('keeps a lone Underground Militia Underground (its modifier is worth as much as nothing)', () => {
    let s = board((d) => put(d, 'NewYork', { continental: 1, militiaUnderground: 1, britishRegular: 3 }));
    s = apply(onTurn(s, 'british'), { faction: 'british', type: 'command', command: 'battle' });
    s = apply(s, { faction: 'british', type: 'selectSpace', space: 'NewYork' });
    while (pending(s)?.faction === 'british') s = apply(s, passive(s));
    const d = policy.choose(s);
    expect(strip(d.action)).toEqual({ type: 'activate', space: 'NewYork', piece: 'militiaUnderground', count: 0 });
    expect(texts(d)).toContain('none Activated');
  });
});

describe('Win the Day: the free Rally in one space (3.6.8, 8.5.1 → 8.5.2)', () => {
  it('after a Rebellion win the Patriots Rally for free in one space chosen by 8.5.2, then the Special Activity', () => {
    // Boston: 4 Continentals against 2 Regulars (4 to 3). Attacker 1D3 = 3: Defender Loss Level 3 — both Regulars go.
    // The Defender (Force Level 2) rolls no dice: Attacker Loss Level 1 (all its cubes Regulars) — 1 Continental.
    // Win the Day: the loser removed 2 cubes: 1 shift, Boston Neutral → Passive Opposition.
    // The grant (answered here by the Rally module's winTheDayRally, as the Patriot grant handler does): 8.5.2's
    // Militia bullet "first at each Patriot Fort with no other Rebellion pieces" — Massachusetts.
    let s = board((d) => {
      put(d, 'Boston', { continental: 4, britishRegular: 2 });
      put(d, 'Massachusetts', { patriotFort: 1 });
    }, { patriots: 3, french: 0 });
    s = withDice(inBattle(s), [3]);
    const grants: Decision[] = [];
    const r = run(s, (t) => {
      if (pending(t)!.kind !== 'grant') return passive(t);
      const flow = flowAt(t);
      const a = winTheDayRally(flow)!;
      grants.push(flow.ctx.decide(a));
      return a;
    });
    // The Rally (Washington Available goes along with the Militia placed, 8.1's largest group): 3 Militia at the Fort,
    // then 8.5.2's third bullet replaces all but one Underground Militia with Continentals. Then, the Battles over,
    // no Partisans or Skirmish is possible: Persuasion in Massachusetts (Rebellion Control, Underground Militia).
    expect(r.actions.map(strip)).toEqual([
      { type: 'selectSpace', space: 'Boston' },
      { type: 'command', command: 'rally' },
      { type: 'selectSpace', space: 'Massachusetts' },
      { type: 'place', space: 'Massachusetts', piece: 'militia', count: 3 },
      { type: 'moveLeader', to: 'Massachusetts' },
      { type: 'replace', space: 'Massachusetts', piece: 'militiaUnderground', count: 2 },
      { type: 'done' },
      { type: 'specialActivity', activity: 'persuasion' },
      { type: 'selectSpace', space: 'Massachusetts' },
    ]);
    expect(grants).toHaveLength(1);
    expect(texts(grants[0])).toContain('Massachusetts');
    expect(piecesIn(r.state, 'Boston')).toEqual({ continental: 3 });
    expect(r.state.spaces.Boston.support).toBe(-1);
    expect(piecesIn(r.state, 'Massachusetts')).toEqual({ continental: 2, militiaActive: 1, patriotFort: 1 });
    expect(r.state.leaders.patriots.at).toBe('Massachusetts');
    // 3 − 1 for the Battle; the free Rally costs nothing; Persuasion +1.
    expect(r.state.resources.patriots).toBe(3);
    expect(r.decisions.some((d) => texts(d).includes('Partisans, else Skirmish, else Persuasion'))).toBe(true);
  });

  it('the spill-over declines nothing when an adjacent space can shift (every shift used, 8.1.1)', () => {
    // Rebellion win in New York City (Active Opposition already): the 1 shift spills to New York (Pop 2, Neutral)
    // rather than New Jersey (Pop 1, Neutral).
    let s = board((d) => {
      put(d, 'NewYorkCity', { continental: 4, britishRegular: 2 });
      d.spaces.NewYorkCity.support = -2;
    }, { patriots: 3, french: 0 });
    s = withDice(inBattle(s), [3]);
    const r = run(s, passive);
    expect(r.actions.map(strip).slice(0, 2)).toEqual([{ type: 'selectSpace', space: 'NewYorkCity' }, { type: 'shift', space: 'NewYork' }]);
    expect(r.state.spaces.NewYork.support).toBe(-1);
    expect(r.state.spaces.NewJersey.support).toBe(0);
  });
});

describe('a whole Patriot Battle Command with forced dice', () => {
  it('fights in Philadelphia with the French, Wins the Day, spills both shifts into Pennsylvania, then Partisans (8.5.1, 3.6.8, 8.3.6)', () => {
    // Philadelphia at Active Opposition: 4 Continentals + 2 French Regulars (6) against 2 Regulars + 2 Tories (4, +1).
    // Attacker 2D3 = 3 + 3: Defender Loss Level 6 — Regular, Tory, Regular, Tory: all four go (2 shifts).
    // Defender 1D3 = 1, +1 (half Regulars): Attacker Loss Level 2 — one French Regular.
    // No shift possible in Philadelphia: both spill. New Jersey Neutral (Pop 1), Pennsylvania Neutral (Pop 2),
    // Maryland-Delaware Passive Support (Pop 2: only Support lost): Pennsylvania twice.
    // The free Rally (a grant the turn's handler answers) is declined here; then Partisans in Virginia (1 Underground
    // Militia against 2 Active War Parties: 1 to 1, no Battle there) strikes the War Parties.
    let s = board((d) => {
      put(d, 'Philadelphia', { continental: 4, frenchRegular: 2, britishRegular: 2, tory: 2 });
      put(d, 'Virginia', { militiaUnderground: 1, warPartyActive: 2 });
      d.spaces.Philadelphia.support = -2;
      d.spaces.MarylandDelaware.support = 1;
    }, { patriots: 5, french: 5 });
    s = withDice(inBattle(s), [3, 3, 1]);
    const r = run(s, passive);
    expect(r.actions.map(strip)).toEqual([
      { type: 'selectSpace', space: 'Philadelphia', option: 'withFrench' },
      { type: 'done' },
      { type: 'shift', space: 'Pennsylvania' },
      { type: 'shift', space: 'Pennsylvania' },
      { type: 'done' },
      { type: 'specialActivity', activity: 'partisans' },
      expect.objectContaining({ type: 'partisans', space: 'Virginia' }),
    ]);
    expect(piecesIn(r.state, 'Philadelphia')).toEqual({ continental: 4, frenchRegular: 1 });
    expect(r.state.spaces.Pennsylvania.support).toBe(-2);
    expect(r.state.spaces.NewJersey.support).toBe(0);
    expect(r.state.spaces.MarylandDelaware.support).toBe(1);
    expect(piecesIn(r.state, 'Virginia').warPartyActive ?? 0).toBeLessThan(2);
    expect(r.state.resources.patriots).toBe(4);
    expect(r.state.resources.french).toBe(4);
    const wtd = r.decisions[2];
    expect(nodes(wtd)).toContain('Win the Day');
    expect(texts(wtd)).toContain('Pennsylvania, Pennsylvania');
    expect(texts(r.decisions[4])).toContain('Partisans, else Skirmish, else Persuasion');
    expect(r.state.log.some((e) => e.text.includes('Battle in Philadelphia: the Patriots with the French attack'))).toBe(true);
  });

  it('with no Special Activity possible, the Command ends with the Battles (no decision after them)', () => {
    // Boston: 3 Continentals vs 1 Regular, nothing else on the map: selecting Boston closes the selection by itself.
    // Attacker 1D3 = 2: Loss 2 — the Regular goes; Defender no dice, Loss 1 (all its cubes Regulars): one
    // Continental. The Rebellion wins; no Win the Day (the loser removed one piece).
    let s = board((d) => put(d, 'Boston', { continental: 3, britishRegular: 1 }), { patriots: 3, french: 0 });
    s = withDice(inBattle(s), [2]);
    const r = run(s, passive);
    expect(r.actions.map(strip)).toEqual([{ type: 'selectSpace', space: 'Boston' }]);
    expect(piecesIn(r.state, 'Boston')).toEqual({ continental: 2 });
    expect(r.state.resources.patriots).toBe(2);
    expect(r.state.stack.some((f) => f.kind === 'commandHost')).toBe(false);
  });
});

describe('save and load in the middle of the Battle Command', () => {
  it('re-plans the same decision', () => {
    let s = inBattle(
      board((d) => {
        put(d, 'Boston', { continental: 3, britishRegular: 1 });
        put(d, 'Georgia', { continental: 3, britishRegular: 1 });
        put(d, 'Virginia', { continental: 4, britishRegular: 2 });
      }, { patriots: 2, french: 0 }),
    );
    s = apply(s, policy.choose(s).action);
    expect(policy.choose(loadGame(serialize(s)))).toEqual(policy.choose(s));
  });
});

describe("P4's plan kept from the turn's decision for the Battle's first (8.1, bots/planCache.ts)", () => {
  const turn = onTurn(
    board((d) => {
      put(d, 'Boston', { continental: 3, britishRegular: 1 });
      put(d, 'Georgia', { continental: 3, britishRegular: 1 });
    }),
    'patriots',
  );
  const command = inBattle(turn);
  let first: string | undefined;
  /** `command` with the Patriot host's Special Activity having closed `spaces` to the Command (4.1.1). */
  const closing = (spaces: readonly string[]): GameState => closedByActivity(command, spaces);

  it("the plan made by possible serves the Command's first decision (the board, the rolls and what it reads agree)", () => {
    expect(patriotBattleCommand.possible(flowAt(turn), FULL)).toBe(true);
    const c = chooseCounting(policy, command);
    first = c.action.space;
    expect(first).toBeDefined();
    expect([c.made, c.reused]).toEqual([0, 1]);
  });

  it('a space the Special Activity closed is a read that differs: planned again, without it', () => {
    expect(first).toBeDefined();
    const d = chooseCounting(policy, closing([first!]));
    expect(d.made).toBe(1);
    expect(d.action.type).toBe('selectSpace');
    expect(d.action.space).not.toBe(first);
  });
});
