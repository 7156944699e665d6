// The British Event Instructions (8.3.1): one test per Musket card (18, 23, 29, 30, 44, 51, 52, 62, 70,
// 80, 88, 95) — when the instruction makes the Event Ineffective (Command and Special Activity), and the
// choice it prescribes inside the Event.
import { describe, expect, it } from 'vitest';
import type { Draft } from 'immer';
import type { GameState } from '../../../src/core/state';
import type { Action } from '../../../src/core/action';
import type { CardId } from '../../../src/data/ids';
import { CARDS } from '../../../src/data/cards';
import { apply, legalActions, pending } from '../../../src/game/machine';
import { BRITISH_INSTRUCTIONS, bermudaBattleSpace } from '../../../src/bots/british/instructions';
import { play, put } from '../../../src/testing/kit';
import { atCard, onTurn } from '../../../src/testing/builders';
import { position } from '../../../src/testing/kit';
import { britishOn, policyWith, table, texts } from './turnKit';
import { britishPolicy } from '../../../src/bots';
import { BATTLE_SETUP_EVENTS, planBattleSetup } from '../../../src/bots/british/march';
import { planningState } from '../../../src/bots/flowchart';
import { beginDecision } from '../../../src/bots/policy';

const B6 = 'B6: Available Regulars > 1D6? (8.4.2)';
const EVENT: Action = { faction: 'british', type: 'event', side: 'unshaded' };
const MUSTER = { faction: 'british', type: 'command', command: 'muster' };
const policy = () => policyWith(table({ muster: true }));

const on = (card: CardId, recipe: (d: Draft<GameState>) => void = () => {}) =>
  britishOn(card, { resources: { british: 5 }, treaty: true }, (d) => {
    put(d, 'NewYorkCity', { britishRegular: 2 });
    recipe(d);
  });

/** Plays the British unshaded Event and returns the state at the first British decision inside it. */
function inEvent(s: GameState): GameState {
  let t = play(s, EVENT);
  while (pending(t) && pending(t)!.faction !== 'british') t = apply(t, legalActions(t)[0]);
  return t;
}

const ineffective = (card: CardId, s: GameState, why: string) => {
  const d = policy().choose(s, { [B6]: [1] });
  expect(d.action).toEqual(MUSTER);
  expect(texts(d.trace)).toContain(`the Event Instruction makes #${card} Ineffective (${why}): Command and Special Activity`);
};

describe('the table (8.3.1)', () => {
  it('has an entry for every card whose British symbol carries a Musket, and no other', () => {
    const muskets = CARDS.filter((c) => c.icons.british === 'musket').map((c) => c.id);
    expect(Object.keys(BRITISH_INSTRUCTIONS).map(Number)).toEqual(muskets);
    expect(muskets).toEqual([18, 23, 29, 30, 44, 51, 52, 62, 70, 80, 88, 95]);
  });
});

describe.each([18, 44] as CardId[])('#%i (an Eligible enemy Faction)', (card) => {
  it('with no enemy Faction Eligible: Command and Special Activity', () => {
    ineffective(
      card,
      on(card, (d) => {
        d.eligible.patriots = false;
        d.eligible.french = false;
      }),
      'no enemy Faction is Eligible',
    );
  });

  it('names the Eligible enemy Faction', () => {
    const s = inEvent(
      on(card, (d) => {
        d.eligible.patriots = false;
      }),
    );
    const d = policy().choose(s);
    expect(d.action).toEqual({ faction: 'british', type: 'choose', option: 'french' });
    expect(texts(d.trace)).toContain(`Event Instruction: #${card}: an Eligible enemy Faction is made Ineligible: the French`);
  });

  it('between two Eligible enemies, a player before a Non-Player (8.3.5)', () => {
    const s = inEvent(britishOn(card, { resources: { british: 5 } }, () => {}, ['british', 'french']));
    expect(policy().choose(s).action).toEqual({ faction: 'british', type: 'choose', option: 'patriots' });
  });
});

describe('#23 Lieutenant Colonel Francis Marion', () => {
  it('moves the Patriot units from the Carolina at Support into a Province not at Support', () => {
    let s = inEvent(
      on(23, (d) => {
        put(d, 'NorthCarolina', { militiaUnderground: 2, continental: 1 });
        put(d, 'SouthCarolina', { militiaUnderground: 1 });
        d.spaces.NorthCarolina.support = 1;
        d.spaces.SouthCarolina.support = 1;
        d.spaces.Virginia.support = 2;
      }),
    );
    if (pending(s)!.kind === 'event' && legalActions(s).some((a) => a.type === 'choose')) s = apply(s, { faction: 'british', type: 'choose', option: 'british' });
    const carolina = policy().choose(s);
    expect(carolina.action).toEqual({ faction: 'british', type: 'selectSpace', space: 'NorthCarolina' });
    s = apply(s, carolina.action);
    const province = policy().choose(s);
    // Virginia and South Carolina are at Support; the Southwest (Population 0) is not.
    expect(province.action).toEqual({ faction: 'british', type: 'selectSpace', space: 'Southwest' });
    expect(texts(province.trace)).toContain('#23: the Patriot units go from North Carolina (Support) into Southwest (not at Support)');
  });
});

describe('#29 Edward Bancroft', () => {
  it('fewer than 4 Militia would turn Active: Command and Special Activity', () => {
    ineffective(29, on(29, (d) => put(d, 'Virginia', { militiaUnderground: 7 })), 'only 3 Militia would turn Active');
  });

  it('names the Patriots', () => {
    const s = inEvent(
      on(29, (d) => {
        put(d, 'Virginia', { militiaUnderground: 8 });
        put(d, 'Quebec', { warPartyUnderground: 4 });
      }),
    );
    expect(policy().choose(s).action).toEqual({ faction: 'british', type: 'choose', option: 'patriots' });
  });
});

describe('#30 Hessians (shaded, played by an enemy Faction: 8.3.1 second paragraph)', () => {
  it('the British leave one Regular in each space if they can', () => {
    const s0 = position({ game: { seed: 1, nonPlayers: ['british'] }, resources: 5 }, (d) => {
      put(d, 'NewYorkCity', { britishRegular: 1 });
      put(d, 'Boston', { britishRegular: 9 });
    });
    let s = play(onTurn(atCard(s0, 30), 'patriots'), { faction: 'patriots', type: 'event', side: 'shaded' });
    let decisions = 0;
    while (pending(s)!.faction === 'british' && pending(s)!.kind === 'event') {
      decisions++;
      const d = policy().choose(s);
      expect(d.action).toMatchObject({ type: 'remove', space: 'Boston', piece: 'britishRegular' });
      expect(texts(d.trace)).toContain('#30: a Regular is removed from Boston, which keeps at least one');
      s = apply(s, d.action);
    }
    expect(decisions).toBeGreaterThan(0);
    expect(s.spaces.NewYorkCity.pieces.britishRegular).toBe(1);
    expect(s.spaces.Boston.pieces.britishRegular).toBe(7);
  });
});

describe('#51 Bermuda Gunpowder Plot', () => {
  it('no March can set up a Battle the British would fight: Command and Special Activity', () => {
    const s = on(51, (d) => put(d, 'Virginia', { continental: 4 }));
    expect(bermudaBattleSpace(s)).toBeNull();
    ineffective(51, s, 'no March can bring enough British to out-force the Rebellion in a space with Rebellion Forts or cubes');
  });

  it('a space next to enough British to out-force the Rebellion makes the March possible', () => {
    const s = on(51, (d) => {
      put(d, 'Massachusetts', { continental: 1 });
      put(d, 'Boston', { britishRegular: 3 });
    });
    expect(bermudaBattleSpace(s)).toBe('Massachusetts');
  });

  it('the granted March sets up the Battle: the one destination, largest groups until the Battle would be fought, then the Battle there', () => {
    // 8.3.1 #51, 8.4.3, 8.4.4: Massachusetts is the only space with Rebellion cubes; Boston's largest group
    // that keeps British Control of Boston (3 Regulars, 1 Tory) is enough to out-force the Continentals with
    // the Attacker's Loss Level lowered by 2, so New Hampshire's units stay; then the free Battle there.
    let s = on(51, (d) => {
      put(d, 'Massachusetts', { continental: 2, militiaActive: 1 });
      put(d, 'Boston', { britishRegular: 4, tory: 2 });
      put(d, 'NewHampshire', { britishRegular: 2, tory: 1 });
    });
    const british = britishPolicy();
    const actions: Action[] = [];
    const traces: string[] = [];
    for (let i = 0; i < 12 && pending(s) && pending(s)!.kind !== 'battle'; i++) {
      const p = pending(s)!;
      if (p.faction !== 'british') {
        s = apply(s, legalActions(s)[0]);
        continue;
      }
      const d = british.choose(s);
      actions.push(d.action);
      traces.push(texts(d.trace));
      s = apply(s, d.action);
    }
    expect(actions).toEqual([
      EVENT,
      { faction: 'british', type: 'selectSpace', space: 'Massachusetts' },
      { faction: 'british', type: 'move', from: 'Boston', to: 'Massachusetts', piece: 'britishRegular', count: 3 },
      { faction: 'british', type: 'move', from: 'Boston', to: 'Massachusetts', piece: 'tory', count: 1 },
      { faction: 'british', type: 'done' },
      { faction: 'british', type: 'selectSpace', space: 'Massachusetts' },
    ]);
    expect(traces[1]).toContain('B10 March: March to set up a Battle in Massachusetts (the most British pieces once they have marched in)');
    expect(traces[1]).toContain('B10 March: largest group first, until the Battle would be fought: 3 British Regulars, 1 Tory from Boston to Massachusetts');
    expect(s.spaces.NewHampshire.pieces).toMatchObject({ britishRegular: 2, tory: 1 });
    expect(s.spaces.Boston.pieces).toMatchObject({ britishRegular: 1, tory: 1 });
  });

  it('a March moves units (3.3.2): the largest group marches even where the Battle would be fought already', () => {
    // 8.3.1 #51: the British in Massachusetts already out-force the Continental; Boston's largest group
    // that keeps Control of Boston still marches in, so that the March is one.
    const s = on(51, (d) => {
      put(d, 'Massachusetts', { continental: 1, britishRegular: 3 });
      put(d, 'Boston', { britishRegular: 3, tory: 1 });
    });
    expect(bermudaBattleSpace(s)).toBe('Massachusetts');
    const start = planningState(s, 'british');
    const plan = planBattleSetup(beginDecision(s, 'british'), start, s, { limited: false, free: true, specialActivity: false }, BATTLE_SETUP_EVENTS[51]!);
    expect(plan.destinations).toEqual([{ space: 'Massachusetts', bullet: 'battle' }]);
    expect(plan.moves).toEqual([{ from: 'Boston', to: 'Massachusetts', regulars: 2, tories: 0, warParties: 0, leader: false }]);
  });

  it('a space no British group can reach is no Battle to set up, even with British already there', () => {
    // 8.3.1 #51: the British in the Northwest out-force the Continental, but no British unit can March
    // there (no neighbour has any, and it has no landing from the sea).
    const s = on(51, (d) => put(d, 'Northwest', { continental: 1, britishRegular: 3 }));
    expect(bermudaBattleSpace(s)).toBeNull();
  });
});

describe('#52 French Fleet Arrives in the Wrong Spot', () => {
  it('removes French Regulars where the Rebellion outnumbers the British present', () => {
    const s = inEvent(
      on(52, (d) => {
        put(d, 'Virginia', { frenchRegular: 2, continental: 1, britishRegular: 1 });
        put(d, 'Pennsylvania', { frenchRegular: 2 });
      }),
    );
    const d = policy().choose(s);
    expect(d.action).toMatchObject({ type: 'remove', space: 'Virginia', piece: 'frenchRegular' });
    expect(texts(d.trace)).toContain('#52: a French Regular is removed from Virginia, where the Rebellion outnumbers the British');
  });
});

describe('#70 British Gain From French in India', () => {
  it('no French Regulars in the West Indies or with British pieces: Command and Special Activity', () => {
    ineffective(70, on(70, (d) => put(d, 'Pennsylvania', { frenchRegular: 2 })), 'no French Regulars in the West Indies or with British pieces');
  });

  it('removes French Regulars from the West Indies first, then from spaces with British pieces', () => {
    let s = inEvent(
      on(70, (d) => {
        put(d, 'WestIndies', { frenchRegular: 1 });
        put(d, 'Virginia', { frenchRegular: 2, britishRegular: 1 });
        put(d, 'Pennsylvania', { frenchRegular: 2 });
      }),
    );
    const spaces: string[] = [];
    while (s.stack.some((f) => f.kind === 'event')) {
      if (pending(s)!.faction !== 'british') {
        s = apply(s, legalActions(s)[0]);
        continue;
      }
      const d = policy().choose(s);
      expect(d.action.piece).toBe('frenchRegular');
      spaces.push(d.action.space!);
      s = apply(s, d.action);
    }
    // The engine takes removals in its canonical order (the West Indies last; a forced one goes by itself):
    // the set removed is the plan's.
    expect(spaces[0]).toBe('Virginia');
    expect(s.spaces.NewYorkCity.pieces.britishRegular).toBe(2);
    expect(s.spaces.Virginia.pieces.britishRegular).toBe(1);
    expect(s.spaces.WestIndies.pieces.frenchRegular).toBe(0);
    expect(s.spaces.Virginia.pieces.frenchRegular).toBe(0);
    expect(s.spaces.Pennsylvania.pieces.frenchRegular).toBe(2);
  });
});

describe('#80 Confusion Allows Slaves to Escape', () => {
  it('no Rebellion Faction with pieces in a City: Command and Special Activity', () => {
    ineffective(80, on(80, (d) => put(d, 'Virginia', { militiaUnderground: 3 })), 'no Rebellion Faction has pieces in a City');
  });

  it('names a Rebellion Faction with pieces in Cities', () => {
    const s = inEvent(
      on(80, (d) => {
        // Patriots and French allow four removals each (the fuller choice offers both); only the Patriots are in Cities.
        put(d, 'Boston', { militiaUnderground: 2 });
        put(d, 'Philadelphia', { militiaUnderground: 2 });
        put(d, 'Virginia', { frenchRegular: 2 });
        put(d, 'Pennsylvania', { frenchRegular: 2 });
      }),
    );
    const d = policy().choose(s);
    expect(d.action).toEqual({ faction: 'british', type: 'choose', option: 'patriots' });
    expect(texts(d.trace)).toContain('#80: a Rebellion Faction with pieces in Cities removes them: the Patriots');
  });
});

describe('#88 "If it hadn\'t been so foggy…"', () => {
  it('names an enemy Faction that shares a space with British units', () => {
    const s = inEvent(
      on(88, (d) => {
        put(d, 'Virginia', { britishRegular: 2, militiaUnderground: 1 });
        put(d, 'Quebec', { britishRegular: 1, warPartyUnderground: 1 });
      }),
    );
    const d = policy().choose(s);
    expect(d.action).toEqual({ faction: 'british', type: 'choose', option: 'patriots' });
  });

  it('moves the units of the shared spaces as the March instructions would, one at a time in the Event\'s order, then stops', () => {
    // 8.3.1 #88, 8.4.3: from Virginia (shared with the Patriots) the largest group that keeps British Control
    // of Virginia — 3 Regulars and 1 Tory (4 Royalist units must stay ahead of the Militia) — marches into
    // the adjacent City of Norfolk to add British Control there; nothing else qualifies.
    let s = on(88, (d) => {
      put(d, 'Virginia', { britishRegular: 4, tory: 2, militiaUnderground: 1 });
      put(d, 'Norfolk', { militiaActive: 1 });
      put(d, 'NorthCarolina', { militiaUnderground: 2 });
    });
    s = play(s, EVENT);
    const actions: Action[] = [];
    let last = '';
    for (let i = 0; i < 20 && pending(s)?.faction === 'british'; i++) {
      const d = policy().choose(s);
      actions.push(d.action);
      last = texts(d.trace);
      s = apply(s, d.action);
    }
    const move = (piece: string) => ({ faction: 'british', type: 'move', from: 'Virginia', to: 'Norfolk', piece, count: 1 });
    // (The Patriots are the only Faction sharing a space: named without a choice.)
    expect(actions).toEqual([
      move('britishRegular'),
      move('britishRegular'),
      move('britishRegular'),
      move('tory'),
      { faction: 'british', type: 'done' },
    ]);
    expect(last).toContain('B10 March: largest group first: 3 British Regulars, 1 Tory from Virginia to Norfolk');
    expect(last).toContain('Event Instruction: #88: the moves the March instructions make are done');
    expect(s.spaces.Virginia.pieces).toMatchObject({ britishRegular: 1, tory: 1, militiaUnderground: 1 });
    expect(s.spaces.Norfolk.pieces).toMatchObject({ britishRegular: 3, tory: 1, militiaActive: 1 });
    expect(s.spaces.Norfolk.control).toBe('british');
    expect(s.spaces.NorthCarolina.pieces.britishRegular).toBe(0);
  });
});

describe('#95 Ohio Country Frontier Erupts', () => {
  it('places War Parties first', () => {
    const s = inEvent(on(95));
    const d = policy().choose(s);
    expect(d.action).toMatchObject({ type: 'place', space: 'Northwest', piece: 'warPartyUnderground' });
    expect(texts(d.trace)).toContain('#95: War Parties placed first');
  });
});
