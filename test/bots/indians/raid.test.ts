// I4 Raid (8.7.1) with I5 Plunder, I8 War Path and I11 Trade: the Non-Player Indians' Raid.
import { describe, expect, it } from 'vitest';
import { flowFor } from '../commandKit';
import type { Draft } from 'immer';
import { apply, pending } from '../../../src/game/machine';
import type { GameState } from '../../../src/core/state';
import type { Action } from '../../../src/core/action';
import type { SpaceId } from '../../../src/data/ids';
import { beginDecision, isTraceRoll, type Trace } from '../../../src/bots/policy';
import type { Flow } from '../../../src/bots/flowchart';
import type { SuppliedRolls } from '../../../src/bots/rolls';
import { HOST_KIND } from '../../../src/flow/hostFrame';
import { indianPolicy } from '../../../src/bots/indians';
import { planRaid, raid, RAID_PURPOSES } from '../../../src/bots/indians/raid';
import { as, FULL, LIMITED, lead, piecesIn, position, put } from '../../../src/testing/kit';

const I = as('indians');
const policy = indianPolicy();

/** An empty 1775 board with the Indian Non-Player, the Colonies in `opposition` at Passive Opposition, arranged by `recipe`. */
function board(recipe: (d: Draft<GameState>) => void, opposition: readonly SpaceId[], indians = 10, patriots = 10): GameState {
  return position({ game: { nonPlayers: ['indians'] }, resources: { british: 10, patriots, french: 10, indians } }, (d) => {
    for (const s of opposition) d.spaces[s].support = -1;
    recipe(d);
  });
}

function flowOf(state: GameState, rolls?: SuppliedRolls): Flow {
  return flowFor(state, 'indians', rolls);
}

const nodes = (trace: Trace): string[] => trace.flatMap((s) => (isTraceRoll(s) ? [] : [`${s.node}: ${s.text}`]));
const strip = ({ faction: _f, ...rest }: Action): Partial<Action> => rest;

/** Whether the Indians' Command (its host) is still on the stack. */
const hostOn = (s: GameState): boolean => s.stack.some((f) => f.kind === HOST_KIND && (f as unknown as { faction: string }).faction === 'indians');

/**
 * Plays the Raid chosen on `state` with the policy until the Indians' Command is over (the British give
 * `transfer` Resources when a Trade asks them); returns the Indians' actions, the final state and the traces.
 */
function runRaid(state: GameState, rolls?: SuppliedRolls, transfer = 0): { actions: Partial<Action>[]; final: GameState; trace: string[] } {
  let s = I.choose(state, 'raid');
  const actions: Partial<Action>[] = [];
  const trace: string[] = [];
  for (let i = 0; i < 40 && hostOn(s); i++) {
    const p = pending(s)!;
    if (p.faction === 'british') {
      s = apply(s, { faction: 'british', type: 'transfer', value: transfer });
      continue;
    }
    const d = policy.choose(s, rolls);
    actions.push(strip(d.action));
    trace.push(...nodes(d.trace));
    s = apply(s, d.action);
  }
  expect(hostOn(s)).toBe(false);
  return { actions, final: s, trace };
}

describe('I4 Raid: possible (8.7.1, 8.1)', () => {
  it('not possible without a Resource to pay (8.1), nor without a target', () => {
    const s = board((d) => put(d, 'Virginia', { warPartyUnderground: 1 }), ['Virginia'], 0);
    const f = flowOf(I.onTurn(s));
    expect(raid.possible(f, FULL)).toBe(false);
    expect(nodes(f.ctx.trace)).toEqual(['I4 Raid: not possible: the Indians have no Resource to pay for a Raid (8.1)']);
    // Virginia at Neutral: no Colony at Opposition.
    const none = board((d) => put(d, 'Virginia', { warPartyUnderground: 1 }), []);
    const g = flowOf(I.onTurn(none));
    expect(raid.possible(g, FULL)).toBe(false);
    expect(nodes(g.ctx.trace)).toEqual(['I4 Raid: no Colony at Opposition with or next to an Underground War Party that can Raid']);
    expect(raid.possible(flowOf(I.onTurn(board((d) => put(d, 'Virginia', { warPartyUnderground: 1 }), ['Virginia']))), FULL)).toBe(true);
  });

  it('an Indian Reserve is no Raid target, nor a Colony next to Active War Parties only', () => {
    const s = board((d) => {
      put(d, 'Northwest', { warPartyUnderground: 2 });
      put(d, 'NorthCarolina', { warPartyActive: 1 });
      put(d, 'Southwest', { warPartyActive: 3 });
    }, ['NorthCarolina']);
    expect(raid.possible(flowOf(I.onTurn(s)), FULL)).toBe(false);
  });
});

describe('I4 Raid: the targets and the moves (8.7.1)', () => {
  /** North Carolina and Georgia can be Plundered after the Raid; Virginia cannot, even with a War Party moved in from the Northwest. */
  const three = (d: Draft<GameState>): void => {
    put(d, 'Virginia', { warPartyUnderground: 1, militiaActive: 2 });
    put(d, 'Northwest', { warPartyUnderground: 1 });
    put(d, 'NorthCarolina', { warPartyUnderground: 1 });
    put(d, 'Georgia', { warPartyUnderground: 2 });
  };

  it('first where Plunder will be possible after the movement, within that the highest Population; then elsewhere', () => {
    const s = board(three, ['Virginia', 'NorthCarolina', 'Georgia']);
    const { actions, trace } = runRaid(s);
    expect(actions.slice(0, 5)).toEqual([
      { type: 'selectSpace', space: 'NorthCarolina' },
      { type: 'selectSpace', space: 'Georgia' },
      { type: 'selectSpace', space: 'Virginia' },
      // Virginia: War Parties (1) do not outnumber Rebellion pieces (2): one moves in.
      { type: 'move', from: 'Northwest', to: 'Virginia', piece: 'warPartyUnderground', count: 1 },
      { type: 'done' },
    ]);
    expect(trace.slice(0, 3)).toEqual([
      'I4 Raid: Raid North Carolina (Plunder possible after the Raid movement, Population 2): its own Underground War Party Raids',
      'I4 Raid: Raid Georgia (Plunder possible after the Raid movement, Population 1): its own Underground War Party Raids',
      'I4 Raid: Raid Virginia (no Plunder possible there, Population 2): 1 Underground War Party moves in from Northwest (War Parties do not outnumber Rebellion pieces there)',
    ]);
  });

  it('a Limited Raid (a Brilliant Stroke\'s): the first target only', () => {
    const s = board(three, ['Virginia', 'NorthCarolina', 'Georgia']);
    const f = flowOf(I.onTurn(s));
    expect(raid.possible(f, LIMITED)).toBe(true);
    expect(planRaid(f.ctx, s, LIMITED).targets).toEqual([{ space: 'NorthCarolina', from: null, plunder: true }]);
  });

  it('an Underground War Party moves into a target with none; the one a target keeps for its own Raid does not move', () => {
    // Pennsylvania has none: it can get one from New York (2) or Maryland-Delaware (1, kept for its own Raid).
    const s = board((d) => {
      put(d, 'Pennsylvania', { militiaActive: 1 });
      put(d, 'NewYork', { warPartyUnderground: 2 });
      put(d, 'MarylandDelaware', { warPartyUnderground: 1 });
    }, ['Pennsylvania', 'MarylandDelaware']);
    const { actions } = runRaid(s);
    expect(actions.slice(0, 4)).toEqual([
      { type: 'selectSpace', space: 'MarylandDelaware' },
      { type: 'selectSpace', space: 'Pennsylvania' },
      { type: 'move', from: 'NewYork', to: 'Pennsylvania', piece: 'warPartyUnderground', count: 1 },
      { type: 'done' },
    ]);
  });

  it('never the last War Party of a Village space', () => {
    // Virginia has no War Party; the Northwest Village has only one (an Active one beside it would do).
    const lone = board((d) => {
      put(d, 'Virginia', { militiaActive: 1 });
      put(d, 'Northwest', { village: 1, warPartyUnderground: 1 });
    }, ['Virginia']);
    const f = flowOf(I.onTurn(lone));
    expect(raid.possible(f, FULL)).toBe(false);
    const two = board((d) => {
      put(d, 'Virginia', { militiaActive: 1 });
      put(d, 'Northwest', { village: 1, warPartyUnderground: 1, warPartyActive: 1 });
    }, ['Virginia']);
    expect(runRaid(two).actions.slice(0, 3)).toEqual([
      { type: 'selectSpace', space: 'Virginia' },
      { type: 'move', from: 'Northwest', to: 'Virginia', piece: 'warPartyUnderground', count: 1 },
      { type: 'done' },
    ]);
  });

  it('the origin with the most War Parties; equal ones by the Random Spaces table (8.2)', () => {
    const s = board((d) => {
      put(d, 'Virginia', {});
      put(d, 'Northwest', { warPartyUnderground: 1, warPartyActive: 1 });
      put(d, 'Southwest', { warPartyUnderground: 1 });
    }, ['Virginia']);
    expect(runRaid(s).actions[1]).toEqual({ type: 'move', from: 'Northwest', to: 'Virginia', piece: 'warPartyUnderground', count: 1 });
    const tie = board((d) => {
      put(d, 'Virginia', {});
      put(d, 'Northwest', { warPartyUnderground: 1 });
      put(d, 'Southwest', { warPartyUnderground: 1 });
    }, ['Virginia']);
    // Column 2, row 5: Southwest (the top of the box).
    const p = RAID_PURPOSES.origin('Virginia');
    const { actions, trace } = runRaid(tie, { [`${p}: column (1D3)`]: [2], [`${p}: row (1D6)`]: [5] });
    expect(actions[1]).toEqual({ type: 'move', from: 'Southwest', to: 'Virginia', piece: 'warPartyUnderground', count: 1 });
    expect(trace).toContain('Random Spaces: I4 Raid: origin of the War Party into Virginia (8.7.1): Northwest, Southwest tie; column 2, row 5 → Southwest');
  });

  it('Dragging Canoe: a War Party from his space reaches a Colony two spaces away (1.10)', () => {
    const s = board((d) => {
      lead(d, 'DraggingCanoe', 'Northwest');
      put(d, 'Northwest', { warPartyUnderground: 2 });
      put(d, 'NorthCarolina', {});
    }, ['NorthCarolina']);
    expect(runRaid(s).actions.slice(0, 2)).toEqual([
      { type: 'selectSpace', space: 'NorthCarolina' },
      { type: 'move', from: 'Northwest', to: 'NorthCarolina', piece: 'warPartyUnderground', count: 1 },
    ]);
  });

  it('as many targets as the Resources pay for (8.1)', () => {
    const s = board(three, ['Virginia', 'NorthCarolina', 'Georgia'], 2, 0);
    const { actions } = runRaid(s);
    expect(actions.slice(0, 3)).toEqual([{ type: 'selectSpace', space: 'NorthCarolina' }, { type: 'selectSpace', space: 'Georgia' }, { type: 'done' }]);
  });
});

describe('I4 Raid in a Brilliant Stroke (8.3.7)', () => {
  /** `state` with an Indian Brilliant Stroke under way whose Leader has not taken part yet. */
  const inStroke = (state: GameState): GameState => ({
    ...state,
    stack: [
      ...state.stack,
      { kind: 'brilliantStroke', faction: 'indians', card: 107, commands: 0, activity: false, leaderTookPart: false, guard: 'leaderTakesPart', waiting: true, granted: null, origin: null, ended: false } as never,
    ],
  });
  const s = board((d) => {
    lead(d, 'Brant', 'Northwest');
    put(d, 'Northwest', { warPartyUnderground: 2 });
    put(d, 'NorthCarolina', { warPartyUnderground: 1 });
    put(d, 'Georgia', { warPartyUnderground: 2 });
    put(d, 'Virginia', { militiaActive: 1 });
  }, ['Virginia', 'NorthCarolina', 'Georgia']);

  it('the first target involves the Leader: his War Party moves in from his space', () => {
    const ctx = beginDecision(I.onTurn(s), 'indians');
    expect(planRaid(ctx, inStroke(s), LIMITED).targets).toEqual([{ space: 'Virginia', from: 'Northwest', plunder: false }]);
    // Without the Brilliant Stroke, North Carolina comes first.
    expect(planRaid(flowOf(I.onTurn(s)).ctx, s, LIMITED).targets).toEqual([{ space: 'NorthCarolina', from: null, plunder: true }]);
  });

  it('the Leader Available: no Raid can involve him', () => {
    const away = inStroke(position({ game: { nonPlayers: ['indians'] } }, (d) => {
      d.spaces.Virginia.support = -1;
      put(d, 'Virginia', { warPartyUnderground: 1 });
    }));
    const ctx = beginDecision(I.onTurn(s), 'indians');
    expect(planRaid(ctx, away, LIMITED).targets).toEqual([]);
    expect(nodes(ctx.trace)).toEqual(['I4 Raid: no Raid can involve the Indian Leader (8.3.7)']);
  });
});

describe('I4 Raid: Resources fall to 0 during the Raid (8.7.1)', () => {
  it('Plunder before completing the Raid, which then pays for another target; no Special Activity after', () => {
    const s = board((d) => {
      put(d, 'Virginia', { warPartyUnderground: 2 });
      put(d, 'Georgia', { warPartyUnderground: 1 });
    }, ['Virginia', 'Georgia'], 1);
    const { actions, final, trace } = runRaid(s);
    expect(actions).toEqual([
      { type: 'selectSpace', space: 'Virginia' },
      { type: 'specialActivity', activity: 'plunder' },
      { type: 'plunder', space: 'Virginia', piece: 'warPartyUnderground' },
      { type: 'selectSpace', space: 'Georgia' },
      { type: 'done' },
    ]);
    expect(final.resources.indians).toBe(1 - 1 + 2 - 1);
    expect(final.resources.patriots).toBe(8);
    expect(piecesIn(final, 'Virginia')).toEqual({ warPartyActive: 1 });
    expect(piecesIn(final, 'Georgia')).toEqual({ warPartyActive: 1 });
    expect(final.spaces.Virginia.support).toBe(0);
    expect(final.spaces.Georgia.support).toBe(0);
    expect(trace).toContain('I5 Plunder: Indian Resources fell to 0 during the Raid: Plunder, or if that is not possible Trade, before completing it');
  });

  it('Plunder possible only once a War Party has moved in: the move first, then Plunder, then the Raid', () => {
    const s = board((d) => {
      put(d, 'Virginia', { warPartyUnderground: 1, militiaActive: 1 });
      put(d, 'Northwest', { village: 1, warPartyUnderground: 2 });
    }, ['Virginia'], 1);
    const { actions, final, trace } = runRaid(s);
    expect(actions).toEqual([
      { type: 'selectSpace', space: 'Virginia' },
      { type: 'move', from: 'Northwest', to: 'Virginia', piece: 'warPartyUnderground', count: 1 },
      { type: 'specialActivity', activity: 'plunder' },
      { type: 'plunder', space: 'Virginia', piece: 'warPartyUnderground' },
      { type: 'done' },
    ]);
    expect(trace).toContain('I5 Plunder: Indian Resources fell to 0 during the Raid; Plunder will be possible once the War Parties have moved in: the moves first');
    expect(final.resources.indians).toBe(2);
    expect(final.resources.patriots).toBe(8);
    expect(piecesIn(final, 'Virginia')).toEqual({ warPartyActive: 1, militiaActive: 1 });
    expect(piecesIn(final, 'Northwest')).toEqual({ village: 1, warPartyUnderground: 1 });
  });

  it('no Plunder possible, even after the moves: Trade (the British asked) before completing the Raid', () => {
    const s = board((d) => {
      put(d, 'Virginia', { warPartyUnderground: 1, militiaActive: 2 });
      put(d, 'Northwest', { village: 1, warPartyUnderground: 2 });
    }, ['Virginia'], 1);
    const { actions, final } = runRaid(s, undefined, 2);
    expect(actions).toEqual([
      { type: 'selectSpace', space: 'Virginia' },
      { type: 'specialActivity', activity: 'trade' },
      { type: 'trade', space: 'Northwest' },
      { type: 'move', from: 'Northwest', to: 'Virginia', piece: 'warPartyUnderground', count: 1 },
      { type: 'done' },
    ]);
    expect(final.resources.indians).toBe(2);
    expect(final.resources.british).toBe(8);
    expect(piecesIn(final, 'Northwest')).toEqual({ village: 1, warPartyActive: 1 });
    expect(piecesIn(final, 'Virginia')).toEqual({ warPartyUnderground: 1, warPartyActive: 1, militiaActive: 2 });
  });
});

describe('I4 Raid then War Path (8.7.1): a whole Raid', () => {
  it('three targets, the moves, the Raid, then War Path where the most Rebellion pieces go', () => {
    const s = board((d) => {
      put(d, 'Virginia', { warPartyUnderground: 1, militiaActive: 2 });
      put(d, 'Northwest', { warPartyUnderground: 1 });
      put(d, 'NorthCarolina', { warPartyUnderground: 1 });
      put(d, 'Georgia', { warPartyUnderground: 2 });
      put(d, 'SouthCarolina', { militiaUnderground: 1 });
    }, ['Virginia', 'NorthCarolina', 'Georgia']);
    const { actions, final, trace } = runRaid(s);
    expect(actions).toEqual([
      { type: 'selectSpace', space: 'NorthCarolina' },
      { type: 'selectSpace', space: 'Georgia' },
      { type: 'selectSpace', space: 'Virginia' },
      { type: 'move', from: 'Northwest', to: 'Virginia', piece: 'warPartyUnderground', count: 1 },
      { type: 'done' },
      { type: 'specialActivity', activity: 'warPath' },
      { type: 'warPath', space: 'Virginia', option: 'militiaActive' },
    ]);
    expect(final.resources.indians).toBe(7);
    expect(piecesIn(final, 'NorthCarolina')).toEqual({ warPartyActive: 1 });
    expect(piecesIn(final, 'Georgia')).toEqual({ warPartyUnderground: 1, warPartyActive: 1 });
    expect(piecesIn(final, 'Virginia')).toEqual({ warPartyActive: 2, militiaActive: 1 });
    expect(piecesIn(final, 'Northwest')).toEqual({});
    for (const c of ['Virginia', 'NorthCarolina', 'Georgia'] as const) {
      expect(final.spaces[c].support).toBe(0);
      expect(final.spaces[c].raid).toBe(1);
    }
    // Every decision re-plans from the board the Raid started from (the same plan, the same trace), then says what it does.
    expect(trace.slice(0, 4)).toEqual([
      'I4 Raid: Raid North Carolina (Plunder possible after the Raid movement, Population 2): its own Underground War Party Raids',
      'I4 Raid: Raid Georgia (Plunder possible after the Raid movement, Population 1): its own Underground War Party Raids',
      'I4 Raid: Raid Virginia (no Plunder possible there, Population 2): 1 Underground War Party moves in from Northwest (War Parties do not outnumber Rebellion pieces there)',
      'I4 Raid: select North Carolina (1 Resource unless free)',
    ]);
    expect(trace).toContain('I4 Raid: 1 Underground War Party moves from Northwest into Virginia');
    expect(trace.slice(-3)).toEqual([
      'I4 Raid: every target holds an Underground War Party: Raid',
      'I8 War Path: possible in Virginia',
      'I8 War Path: War Path in Virginia (1 Rebellion piece to remove, the most possible): remove 1 Active Militia; 1 Underground War Party Activated',
    ]);
  });
});
