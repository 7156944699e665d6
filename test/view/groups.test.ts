import { describe, expect, it } from 'vitest';
import { groupActions, legalActions, pending, type ActionGroups, type GameState } from '../../src/index';
import { atCard, onTurn, startCommand } from '../../src/testing/builders';
import { play, position } from '../../src/testing/kit';
import { findState, randomGame } from './decisions';

/** A group in brief: its label, the indexes of its actions, and its piece subgroups (label and indexes). */
type Brief = [string, number[], [string, number[]][]];

function brief(g: ActionGroups): { spaces: Brief[]; moves: Brief[]; other: [string, string, number[]][] } {
  const idx = (actions: { index: number }[]) => actions.map((a) => a.index);
  return {
    spaces: g.spaces.map((s) => [s.label, idx(s.actions), s.pieces.map((p) => [p.label, idx(p.actions)] as [string, number[]])]),
    moves: g.moves.map((m) => [m.label, idx(m.actions), m.pieces.map((p) => [p.label, idx(p.actions)] as [string, number[]])]),
    other: g.other.map((o) => [o.type, o.label, idx(o.actions)]),
  };
}

/** Every legal action is in exactly one group, at its index in legalActions, with the action itself. */
function expectPartition(state: GameState, g: ActionGroups): void {
  const legal = legalActions(state);
  const choices = [...g.spaces.flatMap((s) => s.actions), ...g.moves.flatMap((m) => m.actions), ...g.other.flatMap((o) => o.actions)];
  expect(choices.map((c) => c.index).sort((a, b) => a - b)).toEqual(legal.map((_, i) => i));
  for (const c of choices) expect(c.action).toEqual(legal[c.index]);
  expect(g.count).toBe(legal.length);
}

describe('groupActions: the legal actions grouped for a map UI', () => {
  it('British Muster: one group per space, the Regulars selection apart by piece kind (3.2.1)', () => {
    const s = startCommand(position({ resources: 10, pieces: { Boston: { britishRegular: 2, tory: 1 }, Massachusetts: { tory: 1 } } }), 'british', 'muster');
    const g = groupActions(s);
    expectPartition(s, g);
    expect(g.decision).toEqual({ faction: 'british', kind: 'britishMuster', prompt: pending(s)!.prompt, rule: pending(s)!.rule });
    expect(g.spaces).toHaveLength(18);
    expect(g.moves).toEqual([]);
    expect(g.other).toEqual([]);
    const boston = g.spaces.find((x) => x.space === 'Boston')!;
    expect(boston.label).toBe('Boston');
    expect(boston.actions.map((a) => [a.index, a.text])).toEqual([
      [1, 'Muster British Regulars in Boston'],
      [18, 'Muster Tories in Boston'],
    ]);
    expect(boston.pieces.map((p) => [p.piece, p.label, p.actions.map((a) => a.index)])).toEqual([['britishRegular', 'British Regulars', [1]]]);
  });

  it('British March: the moves by origin → destination, the other destinations, and done (3.2.3)', () => {
    let s = startCommand(position({ resources: 10, pieces: { Boston: { britishRegular: 3, tory: 2 }, Massachusetts: { militiaUnderground: 1 } } }), 'british', 'march');
    s = play(s, { faction: 'british', type: 'selectSpace', space: 'Massachusetts' });
    const g = groupActions(s);
    expectPartition(s, g);
    expect(brief(g).moves).toEqual([['From Boston to Massachusetts', [0, 1, 2], [['British Regulars', [0, 1, 2]]]]]);
    expect(g.moves[0]).toMatchObject({ from: 'Boston', to: 'Massachusetts' });
    expect(g.moves[0].actions.map((a) => a.text)).toEqual([
      'March 1 British Regular from Boston to Massachusetts',
      'March 2 British Regulars from Boston to Massachusetts',
      'March 3 British Regulars from Boston to Massachusetts',
    ]);
    expect(g.spaces.map((x) => x.label)).toEqual([
      'Connecticut-Rhode Island',
      'New York',
      'New Jersey',
      'Pennsylvania',
      'Maryland-Delaware',
      'Virginia',
      'North Carolina',
      'South Carolina',
      'Georgia',
      'Quebec',
    ]);
    expect(brief(g).other).toEqual([['done', 'End the March', [13]]]);
  });

  it('Battle: the Activation in the Battle space, then the chance roll as one group of buttons (3.6.3, 3.6.5)', () => {
    let s = position({
      resources: 10,
      game: { dice: 'external' },
      pieces: { Virginia: { britishRegular: 3, warPartyUnderground: 2, militiaActive: 2 }, Boston: { britishRegular: 1, militiaActive: 1 } },
    });
    s = startCommand(s, 'british', 'battle');
    const select = groupActions(s);
    expectPartition(s, select);
    expect(brief(select)).toEqual({ spaces: [['Boston', [0], []], ['Virginia', [1], []]], moves: [], other: [] });
    expect(select.spaces.map((x) => x.actions[0].text)).toEqual(['Battle in Boston', 'Battle in Virginia']);
    s = play(s, { faction: 'british', type: 'selectSpace', space: 'Virginia' }, { faction: 'british', type: 'done' });
    const activate = groupActions(s);
    expectPartition(s, activate);
    expect(brief(activate)).toEqual({ spaces: [['Virginia', [0, 1, 2], [['Underground War Parties', [0, 1, 2]]]]], moves: [], other: [] });
    s = play(s, legalActions(s)[0]);
    const roll = groupActions(s);
    expectPartition(s, roll);
    expect(roll.decision?.faction).toBe('chance');
    expect(brief(roll)).toEqual({ spaces: [], moves: [], other: [['roll', 'Roll', [0, 1, 2]]] });
    expect(roll.other[0].actions.map((a) => a.text)).toEqual(['Roll: 1', 'Roll: 2', 'Roll: 3']);
  });

  it('Patriot Rally at a Fort: placements and the flip in the space, the Militia moving in as a move (3.3.1)', () => {
    let s = startCommand(position({ resources: 10, pieces: { Virginia: { militiaUnderground: 1 }, NorthCarolina: { patriotFort: 1, militiaActive: 1 } } }), 'patriots', 'rally');
    s = play(s, { faction: 'patriots', type: 'selectSpace', space: 'NorthCarolina' });
    const g = groupActions(s);
    expectPartition(s, g);
    expect(brief(g)).toEqual({
      spaces: [['North Carolina', [0, 1, 2, 4], [['Militia', [0, 1, 2]]]]],
      moves: [['From Virginia to North Carolina', [3], [['Underground Militia', [3]]]]],
      other: [],
    });
  });

  it('an Event: the eligible options as buttons, then the Faction the text lets choose (2.3, 5.1)', () => {
    let s = onTurn(atCard(position({ resources: 10 }), 44), 'indians');
    const options = groupActions(s);
    expectPartition(s, options);
    expect(brief(options).other).toEqual([
      ['pass', 'Pass', [0]],
      ['event', 'Play the Event: #44 Earl of Mansfield Recalled From Paris', [1]],
      ['command', 'Gather (Command and Special Activity)', [2]],
    ]);
    s = play(s, { faction: 'indians', type: 'event', side: 'unshaded' });
    const choice = groupActions(s);
    expectPartition(s, choice);
    expect(brief(choice)).toEqual({ spaces: [], moves: [], other: [['choose', 'Choices', [0, 1, 2, 3]]] });
    expect(choice.other[0].actions.map((a) => a.text)).toEqual(['Choose the British', 'Choose the Patriots', 'Choose the French', 'Choose the Indians']);
  });

  it('Winter Quarters, Leader Redeployment: the spaces the Leader may go to, and the rest as buttons (6.5.2)', () => {
    const { state } = findState((v) => pending(v.state)?.kind === 'leaderRedeployment')!;
    const legal = legalActions(state);
    const g = groupActions(state);
    expectPartition(state, g);
    // The first Redeployment of the golden games: Joseph Brant, with Indian pieces in Quebec, Southwest and Florida.
    expect(legal).toEqual([
      { faction: 'indians', type: 'stay' },
      { faction: 'indians', type: 'redeployLeader', to: 'Quebec' },
      { faction: 'indians', type: 'redeployLeader', to: 'Southwest' },
      { faction: 'indians', type: 'redeployLeader', to: 'Florida' },
      { faction: 'indians', type: 'redeployLeader', to: 'available' },
    ]);
    expect(brief(g)).toEqual({
      spaces: [
        ['Quebec', [1], []],
        ['Southwest', [2], []],
        ['Florida', [3], []],
      ],
      moves: [],
      other: [
        ['stay', 'Joseph Brant stays in Northwest', [0]],
        ['redeployLeader', 'Redeploy Joseph Brant to the Available Forces box', [4]],
      ],
    });
    expect(g.spaces[0].actions[0].text).toBe('Redeploy Joseph Brant to Quebec');
  });

  it('Winter Quarters, British Supply: the three answers for the space out of supply (6.2.1)', () => {
    const { state } = findState((v) => pending(v.state)?.kind === 'supplyBritish' && v.legal.length === 3)!;
    const g = groupActions(state);
    expectPartition(state, g);
    expect(g.spaces).toHaveLength(1);
    const space = g.spaces[0];
    expect(space.actions.map((a) => a.text)).toEqual([
      `Pay 1 Resource to keep ${space.label} in supply`,
      `Send the British cubes in ${space.label} to Available`,
      `Shift ${space.label} one level toward Active Opposition`,
    ]);
  });

  it('a Supply move and a Garrison displacement are moves from the space to the destination (6.2.1, 3.2.2)', () => {
    const supply = findState((v) => pending(v.state)?.kind === 'supplyIndians' && v.legal.some((a) => a.to !== undefined && a.to !== 'available'))!;
    const g = groupActions(supply.state);
    expectPartition(supply.state, g);
    const move = supply.legal.findIndex((a) => a.to !== undefined && a.to !== 'available');
    const group = g.moves.find((m) => m.actions.some((a) => a.index === move))!;
    expect(group).toMatchObject({ from: supply.legal[move].space, to: supply.legal[move].to });
  });

  it('once the game is over there is nothing to group', () => {
    const over = { ...position(), result: { winner: null, winners: [], reason: 'test', margins: {}, ranking: [], summary: '' }, stack: [] } as unknown as GameState;
    expect(groupActions(over)).toEqual({ decision: null, count: 0, spaces: [], moves: [], other: [] });
  });

  it.each(['1775', '1776', '1778', 'sprint'] as const)('%s: every legal action of every decision of a random game is in exactly one group', (scenario) => {
    let n = 0;
    for (const { state } of randomGame(scenario, 5, 600)) {
      expectPartition(state, groupActions(state));
      n++;
    }
    expect(n).toBeGreaterThan(100);
  }, 120_000);
});
