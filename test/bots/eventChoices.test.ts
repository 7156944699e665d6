/**
 * The Non-Players' choices inside an Event (src/bots/eventChoices.ts): 8.3.6 shifts for each side, 8.3.4
 * and 8.1.2 placement (a Fort or Village first, then Militia), 8.1.2 enemy removal (Underground before
 * Active), 8.3.5 who benefits and who is harmed (a random enemy, player first), an 8.2 Random Space with forced rolls, the 8.3.8 fallback — on hand-built
 * positions at real cards — and a property: in random games of every scenario where every Faction takes
 * Events, every choice `eventChoice` returns for an Event decision is legal and the games end with the
 * rules invariants kept.
 */
import { describe, expect, it } from 'vitest';
import { identicalAction, type Action } from '../../src/core/action';
import type { GameState } from '../../src/core/state';
import { SCENARIO_IDS, type Faction, type ScenarioId } from '../../src/data/ids';
import { nextInt, seedRng } from '../../src/dice/index';
import { createGame } from '../../src/game/createGame';
import { apply, legalActions, pending } from '../../src/game/machine';
import { checkInvariants } from '../../src/rules/invariants';
import { eventChoice, eventChoicePolicy, EVENT_CHOICE_RULES, placeRank, enemyRank, friendlyRank } from '../../src/bots/eventChoices';
import { NotPolicyDecision } from '../../src/bots/policy';
import { RollNeeded } from '../../src/bots/rolls';
import { atCard, onTurn } from '../../src/testing/builders';
import { position, put } from '../../src/testing/kit';

const CITIES_BUT_BOSTON = ['QuebecCity', 'NewYorkCity', 'Philadelphia', 'Norfolk', 'CharlesTown', 'Savannah'] as const;

/** `faction` 1st Eligible at `card` on a hand-built 1775 position, having chosen the Event `side`. */
function eventAt(card: number, faction: Faction, side: 'unshaded' | 'shaded', recipe: Parameters<typeof position>[1] = () => {}, options: Parameters<typeof position>[0] = {}): GameState {
  const s = onTurn(atCard(position(options, recipe), card as never), faction);
  return apply(s, { faction, type: 'event', side });
}

describe('8.3.6: spaces for shifts', () => {
  it('Royalists: the highest gain in Support before the highest loss of Opposition (#10 unshaded, British)', () => {
    // Boston Neutral (+1 Support); every other City at Passive Opposition (New York City: −2 Opposition, but no Support gained).
    const s = eventAt(10, 'british', 'unshaded', (d) => {
      for (const c of CITIES_BUT_BOSTON) d.spaces[c].support = -1;
    });
    const d = eventChoice(s, 'british', []);
    expect(d.action).toEqual({ faction: 'british', type: 'selectSpace', space: 'Boston' });
    expect(d.trace).toEqual([
      { node: 'Event', text: '#10 Benjamin Franklin Travels to France (unshaded): the British select 2 × City (0 selected) — selectSpaces: 8.3.6, 8.3.5, 8.2', rule: '8.3.6' },
      { node: 'Shift', text: 'Royalist: the highest gain in Support, then loss of Opposition (1, 0): Boston', rule: '8.3.6' },
    ]);
  });

  it('Rebellion: the highest gain in Opposition before the highest loss of Support (#2 shaded, Patriots)', () => {
    const s = eventAt(2, 'patriots', 'shaded', (d) => {
      for (const c of CITIES_BUT_BOSTON) d.spaces[c].support = 1;
    });
    const d = eventChoice(s, 'patriots', []);
    expect(d.action).toEqual({ faction: 'patriots', type: 'selectSpace', space: 'Boston' });
    expect(d.trace).toEqual([
      { node: 'Event', text: '#2 Common Sense (shaded): the Patriots select 2 × City (0 selected) — selectSpaces: 8.3.6, 8.3.5, 8.2', rule: '8.3.6' },
      { node: 'Shift', text: 'Rebellion: the highest gain in Opposition, then loss of Support (1, 0): Boston', rule: '8.3.6' },
    ]);
  });
});

describe('8.2: equal spaces by the Random Spaces table, with the policy dice', () => {
  it('five equal Cities: 1D3 = 3, 1D6 = 5 gives Boston (#2 shaded, Patriots)', () => {
    // New York City at Active Opposition is not offered (5.1.3, fuller choice); the five others tie (+1 Opposition each).
    const s = eventAt(2, 'patriots', 'shaded', (d) => {
      d.spaces.NewYorkCity.support = -2;
    });
    expect(() => eventChoice(s, 'patriots', [3])).toThrow(RollNeeded);
    const d = eventChoice(s, 'patriots', [3, 5]);
    expect(d.action).toEqual({ faction: 'patriots', type: 'selectSpace', space: 'Boston' });
    expect(d.trace).toEqual([
      { node: 'Event', text: '#2 Common Sense (shaded): the Patriots select 2 × City (0 selected) — selectSpaces: 8.3.6, 8.3.5, 8.2', rule: '8.3.6' },
      { node: 'Shift', text: 'Rebellion: the highest gain in Opposition, then loss of Support (1, 0): Quebec City, Boston, Philadelphia, Norfolk, Charles Town', rule: '8.3.6' },
      { node: 'Spaces', text: '5 spaces equal for the Event: one at random', rule: '8.3.5' },
      { roll: { sides: 3, purpose: 'Event space (8.3.5): column (1D3)', value: 3 } },
      { roll: { sides: 6, purpose: 'Event space (8.3.5): row (1D6)', value: 5 } },
      { node: 'Random Spaces', text: 'Quebec City, Boston, Philadelphia, Norfolk, Charles Town tie: column 3, row 5 → Boston', rule: '8.2' },
    ]);
    // Column 1, row 1 starts at Quebec City, a candidate.
    expect(eventChoice(s, 'patriots', [1, 1]).action.space).toBe('QuebecCity');
  });
});

describe('8.3.4, 8.1.2: placing', () => {
  it('a friendly Fort first (not the British Fort or the Village), then Militia before War Parties (#4 shaded, Patriots)', () => {
    let s = eventAt(4, 'patriots', 'shaded');
    const fort = eventChoice(s, 'patriots', []);
    expect(fort.action).toEqual({ faction: 'patriots', type: 'place', space: 'Massachusetts', piece: 'patriotFort' });
    expect(fort.trace).toEqual([
      { node: 'Event', text: '#4 The Penobscot Expedition (shaded): the Patriots place 1 × British Fort or Patriot Fort or Village in Massachusetts (0 placed) — place: 8.3.4, 8.1.2', rule: '8.3.4' },
      { node: 'Placement', text: 'friendly pieces, a Fort or Village first: 1 Patriot Fort in Massachusetts', rule: '8.1.2' },
    ]);
    s = apply(s, fort.action);
    // 1.10: the Available Washington may enter with the Fort (a Leader decision, not an Event choice); he stays Available.
    expect(pending(s)).toMatchObject({ kind: 'eventLeader', faction: 'patriots' });
    s = apply(s, { faction: 'patriots', type: 'stay' });
    const militia = eventChoice(s, 'patriots', []);
    expect(militia.action).toEqual({ faction: 'patriots', type: 'place', space: 'Massachusetts', piece: 'militiaUnderground' });
    expect(militia.trace[1]).toEqual({ node: 'Placement', text: 'friendly pieces, Militia or War Parties before cubes: 1 Underground Militia in Massachusetts', rule: '8.1.2' });
  });

  it('the order of 8.1.2: Forts and Villages, then Militia or War Parties, then the cube kind fewest in the space (Regulars if even)', () => {
    const s = position({}, (d) => put(d, 'Boston', { britishRegular: 2, tory: 1 }));
    expect(placeRank(s, 'Boston', 'britishFort')).toBeLessThan(placeRank(s, 'Boston', 'militiaUnderground'));
    expect(placeRank(s, 'Boston', 'militiaUnderground')).toBeLessThan(placeRank(s, 'Boston', 'tory'));
    expect(placeRank(s, 'Boston', 'tory')).toBeLessThan(placeRank(s, 'Boston', 'britishRegular'));
    expect(placeRank(s, 'Savannah', 'britishRegular')).toBeLessThan(placeRank(s, 'Savannah', 'tory'));
    // Friendly removal: the cube kind most in the space first, the last Tory kept if possible, Forts last.
    expect(friendlyRank(s, 'Boston', 'britishRegular')).toBeLessThan(friendlyRank(s, 'Boston', 'tory'));
    expect(friendlyRank(s, 'Boston', 'tory')).toBeLessThan(friendlyRank(s, 'Boston', 'britishFort'));
    expect(enemyRank(s, 'Boston', 'militiaUnderground')).toBeLessThan(enemyRank(s, 'Boston', 'militiaActive'));
  });
});

describe('8.3.5, 8.1.2: removing enemy pieces', () => {
  it('Underground Militia before Active (#4 unshaded, British)', () => {
    const s = eventAt(4, 'british', 'unshaded', (d) => {
      put(d, 'Virginia', { militiaActive: 2, militiaUnderground: 1 });
      put(d, 'NewYork', { militiaActive: 2 });
    });
    const d = eventChoice(s, 'british', []);
    expect(d.action).toEqual({ faction: 'british', type: 'remove', space: 'Virginia', piece: 'militiaUnderground' });
    expect(d.trace).toEqual([
      { node: 'Event', text: '#4 The Penobscot Expedition (unshaded): the British remove 3 × Underground Militia, Active Militia (0 removed) — remove: 8.3.5, 8.1.2, 8.2', rule: '8.3.5' },
      {
        node: 'Removal',
        text: 'enemy Patriots pieces removed first, in the order of 8.1.2 (Forts and Villages, then Underground before Active Militia or War Parties, then alternating cubes, fewest first): 1 Underground Militia in Virginia',
        rule: '8.1.2',
      },
    ]);
  });
});

describe('8.3.5: who benefits', () => {
  it('Resources to a Faction of the executing Faction’s choice: the executing Faction (#32 shaded, Patriots)', () => {
    // Two Cities under British Control: half of them, one Resource, to the Faction chosen.
    const s = eventAt(32, 'patriots', 'shaded', (d) => {
      put(d, 'Boston', { britishRegular: 1 });
      put(d, 'Savannah', { britishRegular: 1 });
    });
    expect(pending(s)).toMatchObject({ kind: 'event', faction: 'patriots' });
    const d = eventChoice(s, 'patriots', []);
    expect(d.action).toEqual({ faction: 'patriots', type: 'choose', option: 'patriots' });
    expect(d.trace).toEqual([
      { node: 'Event', text: '#32 Rule Britannia! (shaded): the Patriots choose the British or the Patriots or the French or the Indians — chooseFaction: 8.3.5', rule: '8.3.5' },
      { node: 'Who', text: 'benefit (Resources): the executing Faction, the Patriots', rule: '8.3.5' },
    ]);
  });
});

describe('8.3.5: who is harmed', () => {
  // 8.3.5: Ineligibility is harmful: a random enemy, player first. With the French a Non-Player, the
  // Patriots (run by a player) are the only candidates: no roll.
  it('a random enemy, player first: the human Patriots before the Non-Player French (#18, British)', () => {
    const s = eventAt(18, 'british', 'unshaded', (d) => {
      d.options.nonPlayers = ['british', 'french'];
    });
    const d = eventChoice(s, 'british', []);
    expect(d.action).toEqual({ faction: 'british', type: 'choose', option: 'patriots' });
    expect(d.trace.at(-1)).toEqual({ node: 'Who', text: 'harm (Ineligibility): a random enemy, player first: the Patriots', rule: '8.3.5' });
  });

  // 8.3.5: both enemies run by players: an equal-chance roll between them (D2 = 2: the French).
  it('both enemies players: chosen at random with the policy dice (#18, British)', () => {
    const s = eventAt(18, 'british', 'unshaded');
    const d = eventChoice(s, 'british', [2]);
    expect(d.action).toEqual({ faction: 'british', type: 'choose', option: 'french' });
    expect(d.trace.filter((t) => 'roll' in t)).toEqual([{ roll: { sides: 2, purpose: 'Event: a random enemy (8.3.5)', value: 2 } }]);
    expect(d.trace.at(-1)).toEqual({ node: 'Who', text: 'harm (Ineligibility): a random enemy, player first: the French', rule: '8.3.5' });
  });
});

describe('8.3.8: other choices', () => {
  it('naming a Faction the rest of the text neither helps nor harms: random among the possibilities (#88, British)', () => {
    const s = eventAt(88, 'british', 'unshaded');
    const d = eventChoice(s, 'british', [2]);
    expect(d.action).toEqual({ faction: 'british', type: 'choose', option: 'french' });
    expect(d.trace).toEqual([
      { node: 'Event', text: '#88 “If it hadn’t been so foggy…” (unshaded): the British choose the Patriots or the French or the Indians — chooseFaction: 8.3.5', rule: '8.3.5' },
      { roll: { sides: 3, purpose: 'other Event choice (8.3.8)', value: 2 } },
      {
        node: 'Other choice',
        text: 'a Faction to name, neither helped nor harmed by the rest of the text (not covered by 8.3.5): british choose french, chosen with equal chance among the 3 possibilities',
        rule: '8.3.8',
      },
    ]);
  });

  it('every instruction kind has its rule; 8.3.8 for those 8.3.4–8.3.6 do not cover', () => {
    expect(EVENT_CHOICE_RULES.moveAdjacent).toBe('8.3.8');
    expect(EVENT_CHOICE_RULES.chooseFaction).toBe('8.3.5');
    expect(EVENT_CHOICE_RULES.selectSpaces).toBe('8.3.6, 8.3.5, 8.2');
  });
});

describe('the policy contract', () => {
  it('answers only Event decisions: a Faction’s options are not its', () => {
    const s = onTurn(atCard(position(), 10), 'british');
    expect(() => eventChoicePolicy('british').choose(s)).toThrow(NotPolicyDecision);
    expect(() => eventChoicePolicy('patriots').choose(s)).toThrow(NotPolicyDecision);
  });

  it('is deterministic for the state: derived rolls give the same decision and trace', () => {
    const s = eventAt(2, 'patriots', 'shaded');
    const policy = eventChoicePolicy('patriots');
    expect(policy.choose(s)).toEqual(policy.choose(s));
  });
});

// ---------------------------------------------------------------------------------------------
// Property: random games where every Faction takes Events.

function playWithEvents(scenario: ScenarioId, seed: number): { state: GameState; choices: number } {
  let rng = seedRng(`eventChoices-${scenario}-${seed}`);
  let s = createGame(scenario, { seed, dice: seed % 2 === 0 ? 'external' : 'seeded' });
  let choices = 0;
  while (!s.result) {
    const legal = legalActions(s);
    const p = pending(s)!;
    let action: Action;
    if (p.kind === 'event' && p.faction !== 'chance') {
      action = eventChoice(s, p.faction).action;
      expect(legal.some((a) => identicalAction(a, action)), `${scenario} seed ${seed} step ${s.steps}: ${JSON.stringify(action)}`).toBe(true);
      choices += 1;
    } else {
      const events = legal.filter((a) => a.type === 'event');
      const from = events.length > 0 ? events : legal;
      const pick = nextInt(rng, from.length);
      rng = pick.rng;
      action = from[pick.value];
    }
    s = apply(s, action);
    const broken = checkInvariants(s);
    if (broken.length > 0) throw new Error(`${scenario} seed ${seed}, step ${s.steps}: ${broken.join('; ')}`);
  }
  return { state: s, choices };
}

describe('property: random games where every Faction takes Events', () => {
  it('every choice returned is legal and every game ends invariant-clean, in every scenario', { timeout: 600_000 }, () => {
    let choices = 0;
    for (const scenario of SCENARIO_IDS)
      for (const seed of [1, 2, 3, 4]) {
        const g = playWithEvents(scenario, seed);
        expect(g.state.result).not.toBeNull();
        choices += g.choices;
      }
    expect(choices).toBeGreaterThan(50);
  });
});
