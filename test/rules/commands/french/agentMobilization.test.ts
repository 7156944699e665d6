import { describe, expect, it } from 'vitest';
import { legalActions, pending } from '../../../../src/game/machine';
import { frenchAgentMobilization } from '../../../../src/rules/commands/french/agentMobilization';
import { arrange, FREE, FULL, kind, play, startCommand } from '../../../../src/testing';
import { afterTreaty, emptyBoard } from './helpers';

const sel = (space: 'NewHampshire' | 'Massachusetts' | 'NewYork' | 'Quebec') => ({ faction: 'french' as const, type: 'selectSpace' as const, space });

describe('3.5.1 French Agent Mobilization', () => {
  it('3.5.1 Agent Mobilization: not after the Treaty of Alliance', () => {
    expect(frenchAgentMobilization.canStart(emptyBoard({ french: 5 }), FULL)).toBe(true);
    expect(frenchAgentMobilization.canStart(afterTreaty({ french: 5 }), FULL)).toBe(false);
    expect(frenchAgentMobilization.canStart(afterTreaty({ french: 5 }), FREE)).toBe(false);
  });

  it('3.5.1 Agent Mobilization: Quebec, New York, New Hampshire or Massachusetts only', () => {
    const s = startCommand(emptyBoard(), 'french', 'agentMobilization');
    expect(pending(s)).toMatchObject({ faction: 'french', kind: 'frenchAgentMobilization', rule: '3.5.1' });
    expect(legalActions(s)).toEqual([sel('NewHampshire'), sel('Massachusetts'), sel('NewYork'), sel('Quebec')]);
  });

  it('3.5.1 Agent Mobilization: not in a space at Active Support (Passive Support is fine)', () => {
    const s = arrange(emptyBoard(), (d) => {
      d.spaces.Massachusetts.support = 2;
      d.spaces.NewYork.support = 1;
    });
    expect(legalActions(startCommand(s, 'french', 'agentMobilization'))).toEqual([sel('NewHampshire'), sel('NewYork'), sel('Quebec')]);
    const none = arrange(s, (d) => {
      d.spaces.NewHampshire.support = 2;
      d.spaces.NewYork.support = 2;
    });
    // Quebec (a Reserve, population 0) is always Neutral, so Agent Mobilization stays possible.
    expect(frenchAgentMobilization.canStart(none, FULL)).toBe(true);
    expect(legalActions(startCommand(none, 'french', 'agentMobilization'))).toEqual([sel('Quebec')]);
  });

  it('3.5.1 Agent Mobilization: pay one Resource; needs one', () => {
    expect(frenchAgentMobilization.canStart(emptyBoard({ french: 0 }), FULL)).toBe(false);
    const s = play(startCommand(emptyBoard({ french: 1 }), 'french', 'agentMobilization'), sel('Massachusetts'));
    expect(s.resources.french).toBe(0);
  });

  it('3.5.1 Agent Mobilization: place two Available Militia (Underground) or one Continental', () => {
    const s = play(startCommand(emptyBoard({ french: 3 }), 'french', 'agentMobilization'), sel('NewYork'));
    expect(legalActions(s)).toEqual([
      { faction: 'french', type: 'place', space: 'NewYork', piece: 'militia', count: 2 },
      { faction: 'french', type: 'place', space: 'NewYork', piece: 'continental', count: 1 },
    ]);
    const militia = play(s, { faction: 'french', type: 'place', space: 'NewYork', piece: 'militia', count: 2 });
    expect(militia.spaces.NewYork.pieces).toMatchObject({ militiaUnderground: 2, militiaActive: 0, continental: 0 });
    expect(militia.available.militia).toBe(s.available.militia - 2);
    expect(militia.spaces.NewYork.control).toBe('rebellion');
    expect(militia.resources.french).toBe(2);
    // Washington is Available (empty board): the Patriots may place him with the Militia (1.10).
    expect(kind(militia)).toBe('frenchCommandLeader');
    const continental = play(s, { faction: 'french', type: 'place', space: 'NewYork', piece: 'continental', count: 1 });
    expect(continental.spaces.NewYork.pieces).toMatchObject({ militiaUnderground: 0, continental: 1 });
    expect(continental.available.continental).toBe(s.available.continental - 1);
  });

  it('3.5.1 Agent Mobilization: with one Militia Available, the Militia option places it (ruling)', () => {
    const s = arrange(emptyBoard(), (d) => {
      d.spaces.Virginia.pieces.militiaUnderground += d.available.militia - 1;
      d.available.militia = 1;
    });
    const t = play(startCommand(s, 'french', 'agentMobilization'), sel('Quebec'));
    expect(legalActions(t)[0]).toEqual({ faction: 'french', type: 'place', space: 'Quebec', piece: 'militia', count: 1 });
    const u = play(t, legalActions(t)[0]);
    expect(u.spaces.Quebec.pieces.militiaUnderground).toBe(1);
    expect(u.available.militia).toBe(0);
  });

  it('1.4.1 Agent Mobilization: Patriot pieces come from Available only, never from the map', () => {
    const s = arrange(emptyBoard(), (d) => {
      d.spaces.Virginia.pieces.militiaUnderground += d.available.militia;
      d.available.militia = 0;
      d.spaces.Virginia.pieces.continental += d.available.continental;
      d.available.continental = 0;
    });
    const t = play(startCommand(s, 'french', 'agentMobilization'), sel('Massachusetts'));
    // 2.3.4: executed in the space without effect.
    expect(legalActions(t)).toEqual([{ faction: 'french', type: 'done' }]);
    const u = play(t, { faction: 'french', type: 'done' });
    expect(u.spaces.Massachusetts.pieces).toEqual(s.spaces.Massachusetts.pieces);
    expect(u.spaces.Virginia.pieces).toEqual(s.spaces.Virginia.pieces);
    expect(u.resources.french).toBe(4);
  });

  it('3.1.2 Agent Mobilization: free costs nothing (and needs no Resources)', () => {
    expect(frenchAgentMobilization.canStart(emptyBoard({ french: 0 }), FREE)).toBe(true);
    const s = play(
      startCommand(emptyBoard({ french: 0 }), 'french', 'agentMobilization', { free: true }),
      sel('NewHampshire'),
      { faction: 'french', type: 'place', space: 'NewHampshire', piece: 'continental', count: 1 },
    );
    expect(s.resources.french).toBe(0);
    expect(s.spaces.NewHampshire.pieces.continental).toBe(1);
  });

  it('2.3.5 Agent Mobilization: Limited, one space at the same cost', () => {
    const s = play(
      startCommand(emptyBoard({ french: 2 }), 'french', 'agentMobilization', { limited: true }),
      sel('Massachusetts'),
      { faction: 'french', type: 'place', space: 'Massachusetts', piece: 'militia', count: 2 },
    );
    expect(s.resources.french).toBe(1);
    expect(s.spaces.Massachusetts.pieces.militiaUnderground).toBe(2);
  });

  it('1.10 Agent Mobilization: Washington in Available may join the placed units, at the Patriots\' choice', () => {
    const s = play(startCommand(emptyBoard(), 'french', 'agentMobilization'), sel('Massachusetts'), {
      faction: 'french',
      type: 'place',
      space: 'Massachusetts',
      piece: 'militia',
      count: 2,
    });
    expect(pending(s)).toMatchObject({ faction: 'patriots', kind: 'frenchCommandLeader', rule: '1.10' });
    expect(legalActions(s)).toEqual([
      { faction: 'patriots', type: 'moveLeader', to: 'Massachusetts' },
      { faction: 'patriots', type: 'done' },
    ]);
    expect(play(s, { faction: 'patriots', type: 'moveLeader', to: 'Massachusetts' }).leaders.patriots.at).toBe('Massachusetts');
    const stays = play(s, { faction: 'patriots', type: 'done' });
    expect(stays.leaders.patriots.at).toBe('available');
    expect(kind(stays)).toBe('eligibleOptions');
  });

  it('1.10 Agent Mobilization: Washington on the map stays where he is', () => {
    const s = arrange(emptyBoard(), (d) => {
      d.spaces.Virginia.pieces.militiaUnderground = 1;
      d.available.militia -= 1;
      d.leaders.patriots.at = 'Virginia';
    });
    const t = play(startCommand(s, 'french', 'agentMobilization'), sel('Massachusetts'), {
      faction: 'french',
      type: 'place',
      space: 'Massachusetts',
      piece: 'continental',
      count: 1,
    });
    expect(kind(t)).toBe('eligibleOptions');
    expect(t.leaders.patriots.at).toBe('Virginia');
  });
});
