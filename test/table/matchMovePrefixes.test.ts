/**
 * The whole-move matcher's exact drops (issue #20; `dropsPosition`): a position is dropped only when
 * no continuation can produce the target. Checked against moves actually played: every position of
 * each random turn before its end, toward the turn's own end board, must be kept — the 800 turns of
 * test/table/matchTurns.ts (`prefixes --turns N` checks more).
 */
import { describe, expect, it } from 'vitest';
import { apply } from '../../src/game/machine';
import { dropsPosition, moveIsOver } from '../../src/table/matchMove';
import { SCENARIO_IDS } from '../../src/data/ids';
import { randomTurns, testGameTurns, type RandomTurn } from './randomTurns';

/** The positions of a played turn before its end that the search would drop (none expected). */
function droppedSteps(turn: RandomTurn): number[] {
  const drops = dropsPosition(turn.start, turn.end, { announced: turn.announced });
  const over = moveIsOver(turn.start);
  const out: number[] = [];
  let s = turn.start;
  for (let i = 0; i < turn.actions.length; i++) {
    s = apply(s, turn.actions[i]);
    if (over(s)) break;
    if (drops(s)) out.push(i + 1);
  }
  return out;
}

describe('matchMove drops no position of a move actually played', () => {
  for (const scenario of SCENARIO_IDS) {
    it(`${scenario}: 100 bench turns and 100 test turns, every position before the end kept`, () => {
      const dropped: string[] = [];
      for (const t of randomTurns(scenario, 100)) if (droppedSteps(t).length > 0) dropped.push(`bench turn ${t.index}: after steps ${droppedSteps(t).join(', ')}`);
      let n = 0;
      for (const t of testGameTurns(scenario, 60)) {
        if (n++ >= 100) break;
        if (droppedSteps(t).length > 0) dropped.push(`game ${t.game} turn ${t.turn}: after steps ${droppedSteps(t).join(', ')}`);
      }
      expect(dropped).toEqual([]);
    });
  }

  it('1776 bench turn 191: a British March with Naval Pressure after the Treaty at FNI 1 under Howe, who lowers FNI first, so Naval Pressure gives Resources (1.10, 4.2.3)', () => {
    const turn = [...randomTurns('1776', 192)].find((t) => t.index === 191)!;
    expect([turn.start.leaders.british.leader, turn.start.treatyOfAlliance, turn.start.fni, turn.start.resources.british]).toEqual(['Howe', true, 1, 0]);
    expect(droppedSteps(turn)).toEqual([]);
  });

  it('4.3.1 1778 bench turn 223: a Patriot March whose target shows Persuasion in New Jersey drops the line once its Underground Militia has marched out (none can come back without staying there)', () => {
    const turn = [...randomTurns('1778', 224)].find((t) => t.index === 223)!;
    expect(turn.announced).toEqual({ command: 'march', activity: 'persuasion' });
    expect([turn.start.spaces.NewJersey.propaganda, turn.end.spaces.NewJersey.propaganda, turn.end.spaces.NewJersey.pieces.militiaUnderground + turn.end.spaces.NewJersey.pieces.militiaActive]).toEqual([1, 2, 0]);
    const drops = dropsPosition(turn.start, turn.end, { announced: turn.announced });
    const P = 'patriots' as const;
    let s = apply(apply(turn.start, { faction: P, type: 'command', command: 'march' }), { faction: P, type: 'selectSpace', space: 'NewYorkCity' });
    expect(drops(s)).toBe(false);
    s = apply(s, { faction: P, type: 'move', from: 'NewJersey', to: 'NewYorkCity', piece: 'militiaUnderground', count: 1 });
    expect(s.spaces.NewJersey.pieces.militiaUnderground).toBe(0);
    expect(drops(s)).toBe(true);
  });

  it('3.3.1 1778 bench turn 93: once Partisans is over, a Rally that takes New Jersey\'s Active Militia (1.4.1) is dropped: nothing left in it Activates a Militia', () => {
    const turn = [...randomTurns('1778', 94)].find((t) => t.index === 93)!;
    expect(turn.announced).toEqual({ command: 'rally', activity: 'partisans' });
    expect([turn.start.spaces.NewJersey.pieces.militiaActive, turn.end.spaces.NewJersey.pieces.militiaActive]).toEqual([1, 1]);
    const drops = dropsPosition(turn.start, turn.end, { announced: turn.announced });
    const P = 'patriots' as const;
    let s = turn.start;
    const steps = [
      { faction: P, type: 'command', command: 'rally' },
      { faction: P, type: 'specialActivity', activity: 'partisans' },
      { faction: P, type: 'partisans', space: 'Northwest', option: 'warPartyUnderground' },
      { faction: P, type: 'selectSpace', space: 'NorthCarolina' },
      { faction: P, type: 'place', space: 'NorthCarolina', piece: 'militia', count: 1 },
      { faction: P, type: 'selectSpace', space: 'Boston' },
    ] as const;
    for (const a of steps) {
      s = apply(s, a);
      expect(drops(s)).toBe(false);
    }
    s = apply(s, { faction: P, type: 'place', space: 'Boston', from: 'NewJersey', piece: 'militiaActive', count: 1 });
    expect(drops(s)).toBe(true);
  });
});
