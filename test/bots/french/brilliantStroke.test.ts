// The Treaty of Alliance for the Non-Player French (8.1, the Operations Summary) and their Brilliant Stroke
// (8.6.11, 8.3.7): when they play it or Trump with it, and how they execute it — the first Limited Command by
// the flowchart among those that can involve the Leader, the Special Activity paired with it, then the
// flowchart again.
import { describe, expect, it } from 'vitest';
import type { Draft } from 'immer';
import type { Action } from '../../../src/core/action';
import type { GameState } from '../../../src/core/state';
import { legalActions, pending } from '../../../src/game/machine';
import { declineBrilliantStrokes, lead, play, put } from '../../../src/testing/kit';
import { activitiesFor } from '../../../src/bots/french/turn';
import { atCardStart, stroke } from '../../rules/brilliantStrokes/helpers';
import { frenchPolicy } from '../../../src/bots/french/index';
import { nodes, policyWith, table, texts } from './turnKit';

const F = (a: Omit<Action, 'faction'>): Action => ({ faction: 'french', ...a }) as Action;
const FIRST_F9 = 'Brilliant Stroke, 1st Limited Command: F9 Muster?: 1D6 (8.6.4)';
const all = () => table({ hortalez: true, agentMobilization: true, muster: true, march: true, battle: true });

/**
 * Card #1, the Treaty played, the French Leader in Virginia with `regulars` French Regulars and a
 * Continental, British in New York City; the Patriots 1st Eligible (a player unless `nonPlayers` says).
 */
const start = (regulars = 4, nonPlayers: ('french' | 'patriots' | 'british')[] = ['french'], more: (d: Draft<GameState>) => void = () => {}) =>
  atCardStart(
    {
      game: { seed: 1, nonPlayers },
      treaty: true,
      resources: { french: 5 },
      pieces: { Virginia: { frenchRegular: regulars, continental: 1 }, NewYorkCity: { britishRegular: 2 } },
    },
    (d) => {
      lead(d, 'french', 'Virginia');
      more(d);
    },
  );

describe('the Treaty of Alliance (8.1, Operations Summary)', () => {
  it('played as soon as the French are Eligible, though 3rd on the card, with Preparations above 15, half of the CBC counted (only the play is offered)', () => {
    const s = declineBrilliantStrokes(beforeTreatyWith(12, 8));
    expect(pending(s)).toMatchObject({ faction: 'french', kind: 'brilliantStrokes' });
    expect(legalActions(s)).toEqual([stroke('french')]);
    const d = policyWith(all()).choose(s);
    expect(d.action).toEqual(stroke('french'));
    expect(texts(d.trace)).toContain(
      'Operations Summary: Treaty of Alliance: 0 Squadrons in the West Indies + 12 Available French Regulars + 0 Blockades on Cities + half of 8 Cumulative British Casualties (4) = 16, more than 15, and no Winter Quarters card is showing: the French play it as soon as they are Eligible',
    );
  });

  it('half of the CBC counts (rounded down): 12 Regulars and a CBC of 7 make 15, not enough; a CBC of 8 makes 16', () => {
    const at = (cbc: number) => declineBrilliantStrokes(beforeTreatyWith(12, cbc));
    expect(pending(at(7))).not.toMatchObject({ faction: 'french', kind: 'brilliantStrokes' });
    expect(pending(at(8))).toMatchObject({ faction: 'french', kind: 'brilliantStrokes' });
  });

  it('not asked while the French are Ineligible', () => {
    const s = declineBrilliantStrokes(
      atCardStart({ game: { seed: 1, nonPlayers: ['french'] }, resources: { french: 5 } }, (d) => {
        d.unavailable.frenchRegular -= 12 - d.available.frenchRegular;
        d.available.frenchRegular = 12;
        d.cbc = 8;
        d.eligible.french = false;
      }),
    );
    expect(pending(s)).not.toMatchObject({ faction: 'french', kind: 'brilliantStrokes' });
  });

  it('the Treaty\'s Blockade goes to the City with most Support (as Naval Pressure places one, 8.6.3)', () => {
    const s = declineBrilliantStrokes(beforeTreatyWith(12, 6, (d) => {
      d.spaces.WestIndies.squadrons = 1;
      d.unavailable.squadron -= 1;
      d.spaces.Philadelphia.support = 2;
      d.spaces.Boston.support = 1;
    }));
    let t = play(s, stroke('french'));
    // The free Muster (the flowchart's, not under test here): the engine's first choices until the FNI step.
    while (pending(t)!.kind !== 'treatyOfAlliance') t = play(t, legalActions(t).find((a) => a.type === 'done') ?? legalActions(t)[0]);
    const d = policyWith(all()).choose(t);
    expect(d.action).toEqual(F({ type: 'placeBlockade', space: 'Philadelphia' }));
    expect(texts(d.trace)).toContain('Treaty of Alliance: the Squadron Blockades Philadelphia, the City with most Support (2), as Naval Pressure places one');
  });
});

/** As {@link beforeTreaty}, with `regulars` Available French Regulars and CBC `cbc`, then `more`. */
function beforeTreatyWith(regulars: number, cbc: number, more: (d: Draft<GameState>) => void = () => {}): GameState {
  return atCardStart({ game: { seed: 1, nonPlayers: ['french'] }, resources: { french: 5 } }, (d) => {
    d.unavailable.frenchRegular += d.available.frenchRegular;
    d.available.frenchRegular = 0;
    d.unavailable.frenchRegular -= regulars;
    d.available.frenchRegular = regulars;
    d.unavailable.squadron += d.spaces.WestIndies.squadrons;
    d.spaces.WestIndies.squadrons = 0;
    d.cbc = cbc;
    more(d);
  });
}

/** `state` after the Factions asked before the French decline (the French then asked). */
function toFrench(state: GameState): GameState {
  let s = state;
  for (let p = pending(s); p !== null && p.kind === 'brilliantStrokes' && p.faction !== 'french'; p = pending(s)) s = play(s, { faction: p.faction, type: 'done' } as Action);
  return s;
}

describe('the window (8.6.11, 8.3.7)', () => {
  it('plays when the Treaty is in play, the French Leader has 4+ French Regulars and a player Faction is 1st Eligible', () => {
    const s = toFrench(start());
    expect(pending(s)).toMatchObject({ faction: 'french', kind: 'brilliantStrokes' });
    const d = policyWith(all()).choose(s, { [FIRST_F9]: [6] });
    expect(d.action).toEqual(stroke('french'));
    expect(texts(d.trace)).toContain('Brilliant Stroke: Treaty played, French Eligible, no Winter Quarters card, Rochambeau in Virginia with 4 French Regulars, the Patriots (a player Faction) are 1st Eligible');
    expect(texts(d.trace)).toMatch(/the first Limited Command will be a (March|Muster|Battle|Roderigue Hortalez et Cie) that can involve the Leader: play/);
  });

  it('does not play with fewer than 4 French Regulars with the Leader', () => {
    const s = toFrench(start(3));
    expect(pending(s)).toMatchObject({ faction: 'french', kind: 'brilliantStrokes' });
    const d = policyWith(all()).choose(s);
    expect(d.action).toEqual(F({ type: 'done' }));
    expect(texts(d.trace)).toContain('the French Leader is in Virginia with 3 French Regulars (fewer than 4): the French do not play their Brilliant Stroke');
  });

  it('does not play when the 1st Eligible Faction is a Non-Player', () => {
    const s = toFrench(start(4, ['french', 'patriots']));
    const d = policyWith(all()).choose(s);
    expect(d.action).toEqual(F({ type: 'done' }));
    expect(texts(d.trace)).toContain('the 1st Eligible Faction, the Patriots, is not a player Faction');
  });

  it('ruling: does not play when the flowchart finds no Limited Command that can involve the Leader (8.3.7 abort)', () => {
    const s = toFrench(start());
    const d = policyWith(table({ hortalez: false, muster: false, march: false, battle: false })).choose(s, { [FIRST_F9]: [6] });
    expect(d.action).toEqual(F({ type: 'done' }));
    expect(texts(d.trace)).toContain('no Limited Command the flowchart selects can involve the Leader (the play would be aborted, 8.3.7)');
  });

  it('Trumps the British Brilliant Stroke', () => {
    const s0 = start(4, ['french'], (d) => {
      lead(d, 'british', 'NewYorkCity');
      put(d, 'NewYorkCity', { britishRegular: 2 });
    });
    let s1 = s0;
    for (let p = pending(s1); p !== null && p.kind === 'brilliantStrokes' && p.faction !== 'british'; p = pending(s1)) s1 = play(s1, { faction: p.faction, type: 'done' } as Action);
    expect(pending(s1)).toMatchObject({ faction: 'british', kind: 'brilliantStrokes' });
    const s = play(s1, stroke('british'));
    expect(pending(s)).toMatchObject({ faction: 'french', kind: 'brilliantStrokes' });
    const d = policyWith(all()).choose(s, { [FIRST_F9]: [6] });
    expect(d.action).toEqual(stroke('french'));
    expect(texts(d.trace)).toContain('the British play their Brilliant Stroke: the French Trump it');
  });
});

describe('executing it (8.3.7)', () => {
  it('the first Limited Command by the flowchart, among those the engine offers (those that can involve the Leader)', () => {
    const s = play(toFrench(start()), stroke('french'));
    expect(pending(s)).toMatchObject({ faction: 'french', kind: 'grant' });
    const offered = legalActions(s).filter((a) => a.type === 'command').map((a) => a.command);
    const d = policyWith(all()).choose(s, { [FIRST_F9]: [1] });
    // F9: D6 1 < the Available French Regulars: Muster, if the engine offers it; else the arrows.
    expect(offered).toContain(d.action.command);
    expect(nodes(d.trace)).toContain('F9');
    expect(texts(d.trace)).toContain("Brilliant Stroke: the first Limited Command: the flowchart's priorities, among the Commands that can still involve the Leader");
  });

  it('a whole Brilliant Stroke with the shipped policy: a March involving the Leader, the Skirmish paired with it (alone), then the flowchart again', () => {
    let s = toFrench(start(4, ['french'], (d) => put(d, 'Norfolk', { britishRegular: 1 })));
    const grants: Action[] = [];
    const traces: string[] = [];
    for (let i = 0; i < 40 && pending(s)?.faction === 'french'; i++) {
      const kind = pending(s)!.kind;
      const d = frenchPolicy().choose(s);
      if (kind === 'grant' || kind === 'brilliantStrokes') {
        grants.push(d.action);
        traces.push(texts(d.trace));
      }
      s = play(s, d.action);
    }
    expect(grants).toEqual([stroke('french'), F({ type: 'command', command: 'march' }), F({ type: 'specialActivity', activity: 'skirmish' }), F({ type: 'command', command: 'march' })]);
    expect(traces[0]).toContain('Brilliant Stroke: the first Limited Command will be a March that can involve the Leader: play');
    expect(traces[1]).toContain('F14 March: Brilliant Stroke, 1st Limited Command: the French March');
    expect(traces[2]).toContain('Brilliant Stroke: the Special Activity the flowchart pairs with the March: Skirmish, executed on its own');
    expect(traces[3]).toContain('F14 March: Brilliant Stroke, 2nd Limited Command: the French March');
    // The Brilliant Stroke is over (the Leader took part in the first March, out of Virginia).
    expect(s.stack.some((f) => f.kind === 'brilliantStroke')).toBe(false);
  });

  it('pairs Naval Pressure first with a Battle, Skirmish first with the others after the Treaty; Préparer la Guerre before it', () => {
    expect(activitiesFor('battle', true)).toEqual(['navalPressure', 'skirmish', 'preparerLaGuerre']);
    for (const c of ['muster', 'march', 'hortalez'] as const) expect(activitiesFor(c, true)).toEqual(['skirmish', 'preparerLaGuerre', 'navalPressure']);
    expect(activitiesFor('agentMobilization', false)).toEqual(['preparerLaGuerre']);
  });
});
