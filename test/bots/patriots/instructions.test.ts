// The Patriot Event Instructions (8.3.1): one test per Musket card (8, 18, 29, 44, 51, 52, 70, 71, 80, 83,
// 86, 88, 90) — when the instruction makes the Event Ineffective (Command and Special Activity), the side
// it names, and the choice it prescribes inside the Event.
import { describe, expect, it } from 'vitest';
import type { Draft } from 'immer';
import type { GameState } from '../../../src/core/state';
import type { Action } from '../../../src/core/action';
import type { CardId, Faction } from '../../../src/data/ids';
import { CARDS } from '../../../src/data/cards';
import { apply, legalActions, pending } from '../../../src/game/machine';
import { PATRIOT_INSTRUCTIONS, bermudaBattleSpaces, quebecCityControlChanges, villagesLostTo80 } from '../../../src/bots/patriots/instructions';
import { P2_ROLL } from '../../../src/bots/patriots/eventOrCommand';
import { patriotPolicy } from '../../../src/bots';
import type { RollBook } from '../../../src/bots/rolls';
import { patriotSide } from '../../../src/bots/patriots/turn';
import { P9_ROLL } from '../../../src/bots/patriots/turn';
import { cardById } from '../../../src/data/cards';
import { lead, play, put } from '../../../src/testing/kit';
import { patriotsOn, policyWith, table, texts } from './turnKit';

const RALLY = { faction: 'patriots', type: 'command', command: 'rally' };
const policy = () => policyWith(table({ rally: true }));
const ROLLS = { [P9_ROLL]: [6] };

const on = (card: CardId, recipe: (d: Draft<GameState>) => void = () => {}, nonPlayers: Faction[] = ['patriots']) =>
  patriotsOn(card, { resources: { patriots: 5 }, treaty: true }, recipe, nonPlayers);

/** Plays the Patriots' Event side and returns the state at the first Patriot decision inside it. */
function inEvent(s: GameState, side: 'shaded' | 'unshaded' = patriotSide(cardById(s.deck.current!))): GameState {
  let t = play(s, { faction: 'patriots', type: 'event', side } as Action);
  while (pending(t) && pending(t)!.faction !== 'patriots') t = apply(t, legalActions(t)[0]);
  return t;
}

const ineffective = (card: CardId, s: GameState, why: string) => {
  const d = policy().choose(s, ROLLS);
  expect(d.action).toEqual(RALLY);
  expect(texts(d.trace)).toContain(`the Event Instruction makes #${card} Ineffective (${why}): Command and Special Activity`);
};

describe('the table (8.3.1)', () => {
  it('has an entry for every card whose Patriot symbol carries a Musket, and no other', () => {
    const muskets = CARDS.filter((c) => c.icons.patriots === 'musket').map((c) => c.id);
    expect(muskets).toEqual([8, 18, 29, 44, 51, 52, 70, 71, 80, 83, 86, 88, 90]);
    expect(Object.keys(PATRIOT_INSTRUCTIONS).map(Number)).toEqual(muskets);
  });

  it('#71 and #90: the unshaded side; other dual-use cards the shaded; single-text cards their text (8.3.2)', () => {
    expect(patriotSide(cardById(71))).toBe('unshaded');
    expect(patriotSide(cardById(90))).toBe('unshaded');
    expect(patriotSide(cardById(86))).toBe('shaded');
    expect(patriotSide(cardById(70))).toBe('unshaded');
  });
});

describe('#8 Culper Spy Ring', () => {
  it('the French a player Faction: Command and Special Activity', () => {
    ineffective(8, on(8), 'the French are a player Faction');
  });

  it('the French a Non-Player: the instruction leaves the Event to the bullets', () => {
    const d = policy().choose(on(8, () => {}, ['patriots', 'french']), ROLLS);
    expect(texts(d.trace)).toContain('P2 Event or Command?: Event Instruction for #8: with the French played by a person, Command and Special Activity instead');
    expect(texts(d.trace)).not.toContain('Ineffective (the French');
  });
});

describe.each([18, 44] as CardId[])('#%i (an Eligible enemy Faction)', (card) => {
  it('with no enemy Faction Eligible: Command and Special Activity', () => {
    ineffective(
      card,
      on(card, (d) => {
        d.eligible.british = false;
        d.eligible.indians = false;
      }),
      'no enemy Faction is Eligible',
    );
  });

  it('names an Eligible enemy, a player before a Non-Player (8.3.5)', () => {
    const s = inEvent(on(card, () => {}, ['patriots', 'indians']));
    const d = policy().choose(s);
    expect(d.action).toEqual({ faction: 'patriots', type: 'choose', option: 'british' });
    expect(texts(d.trace)).toContain(`#${card}: an Eligible enemy Faction is made Ineligible: the British`);
  });

  it('names the only Eligible enemy', () => {
    const s = inEvent(
      on(card, (d) => {
        d.eligible.british = false;
      }),
    );
    expect(policy().choose(s).action).toEqual({ faction: 'patriots', type: 'choose', option: 'indians' });
  });
});

describe('#29 Edward Bancroft', () => {
  it('names the Indians', () => {
    const s = inEvent(
      on(29, (d) => {
        put(d, 'Virginia', { militiaUnderground: 8 });
        put(d, 'Quebec', { warPartyUnderground: 4 });
      }),
    );
    const d = policy().choose(s);
    expect(d.action).toEqual({ faction: 'patriots', type: 'choose', option: 'indians' });
    expect(texts(d.trace)).toContain('#29: the Indians Activate War Parties: the Indians');
  });
});

describe('#51 Bermuda Gunpowder Plot (shaded: Patriots free March to then free Battle in one space, +2 to the Defender Loss Level)', () => {
  const EVENT: Action = { faction: 'patriots', type: 'event', side: 'shaded' };

  /**
   * Plays the shaded Event and runs it: the Patriot policy (src/bots) at each Patriot decision, given
   * `book` every time (each re-plans from the same board, 8.1), the first legal action for the others,
   * until the Battle's Loss Levels are in the account.
   */
  function runBermuda(s0: GameState, book: RollBook = {}): { s: GameState; actions: Action[]; traces: string[] } {
    const patriots = patriotPolicy();
    let s = play(s0, EVENT);
    const actions: Action[] = [];
    const traces: string[] = [];
    for (let i = 0; i < 20 && pending(s) && !s.log.some((l) => l.text.startsWith('Defender Loss Level')); i++) {
      if (pending(s)!.faction !== 'patriots') {
        s = apply(s, legalActions(s)[0]);
        continue;
      }
      const d = patriots.choose(s, book);
      actions.push(d.action);
      traces.push(texts(d.trace));
      s = apply(s, d.action);
    }
    return { s, actions, traces };
  }

  const P = (a: Omit<Action, 'faction'>): Action => ({ faction: 'patriots', ...a }) as Action;

  it('no March can set up a Battle the Patriots would fight: Command and Special Activity', () => {
    // 8.3.1 #51, 8.3.3, 8.5.4, 8.5.1. Norfolk: Virginia can send its 2 Continentals (its Underground Militia
    // stays, Virginia not being at Active Opposition): 2 + 2 (the Event) against 6 British cubes + 1 (half of
    // them Regulars): no. New York City: New York's Continentals cannot leave without losing Rebellion
    // Control there (3 against 2 Regulars). New York: the Patriots would fight there already, but no group
    // can March in to set it up.
    const s = on(51, (d) => {
      put(d, 'Norfolk', { britishRegular: 4, tory: 2 });
      put(d, 'Virginia', { continental: 2, militiaUnderground: 1 });
      put(d, 'NewYork', { continental: 3, britishRegular: 2 });
      put(d, 'NewYorkCity', { britishRegular: 1 });
    });
    expect(bermudaBattleSpaces(s)).toEqual([]);
    ineffective(51, s, 'no March can bring enough Patriot units for the Rebellion to out-force the Royalists in a space with Royalist pieces');
  });

  it('French Regulars go along while French Resources exceed 0 (8.5.4), and count in the Battle (8.5.1)', () => {
    // New York City, 3 Regulars: 3 + 1 (half the cubes Regulars). New Jersey's 2 Continentals alone: 2 + 2 (the
    // Event) = 4, no more; with 2 French Regulars along: 4 cubes, half of them Regulars (+1), + 2 = 7.
    const board = (french: number) =>
      patriotsOn(51, { resources: { patriots: 5, french }, treaty: true, released: { frenchRegular: 2 } }, (d) => {
        put(d, 'NewYorkCity', { britishRegular: 3 });
        put(d, 'NewJersey', { continental: 2, frenchRegular: 2, militiaUnderground: 1 });
      });
    expect(bermudaBattleSpaces(board(0))).toEqual([]);
    expect(bermudaBattleSpaces(board(2))).toEqual(['NewYorkCity']);
  });

  it('a March can set it up: the instruction leaves the Event to P2\'s bullets (here the fifth: 25+ pieces and a 5)', () => {
    // 8.5: no Patriot Fort left to place (all six on the map), so only the fifth bullet can choose the Event.
    const s = on(51, (d) => {
      put(d, 'Boston', { britishRegular: 2, tory: 1 });
      put(d, 'Massachusetts', { continental: 3, militiaUnderground: 2 });
      put(d, 'Georgia', { continental: 12, militiaUnderground: 4, patriotFort: 2 });
      put(d, 'SouthCarolina', { patriotFort: 2 });
      put(d, 'NorthCarolina', { patriotFort: 2 });
    });
    expect(bermudaBattleSpaces(s)).toEqual(['Boston']);
    const d = patriotPolicy().choose(s, { [P2_ROLL]: [5] });
    expect(d.action).toEqual(EVENT);
    const t = texts(d.trace);
    expect(t).toContain('P2 Event or Command?: Event Instruction for #51: March so as to set up a Battle the Battle instructions would fight; if no such March is possible, Command and Special Activity instead');
    expect(t).toContain('P2 Event or Command?: 27 Patriot pieces on the map, the Event is Effective and the D6 shows 5: Event');
    expect(t).not.toContain('Ineffective');
  });

  /** New York City (Population 2) and Boston (Population 1): a March can set up a Battle the Patriots would fight in either. */
  const twoCities = (recipe: (d: Draft<GameState>) => void = () => {}) =>
    on(51, (d) => {
      put(d, 'NewYorkCity', { britishRegular: 2 });
      put(d, 'NewYork', { continental: 2, militiaUnderground: 1 });
      put(d, 'NewJersey', { continental: 2, militiaUnderground: 1 });
      put(d, 'Boston', { britishRegular: 1 });
      put(d, 'Massachusetts', { continental: 2, militiaUnderground: 1 });
      recipe(d);
    });
  const TIE = 'Event Instruction: largest group into New York City #1 (8.3.1)';

  it('the granted March: the one destination by the Battle instructions\' order, the largest group until the Battle would be fought, then the Battle there with +2 to the Defender Loss Level', () => {
    // 8.3.1 #51, 8.5.1: both cities qualify; no Washington, so the highest Population: New York City.
    // 8.5.4: New York and New Jersey can each send 2 Continentals (their Underground Militia stay: neither is at
    // Active Opposition). One group is enough: 2 + 2 (the Event) against 2 Regulars + 1. The two are equal:
    // 8.2 — column 1, row 6 is New Jersey.
    const s0 = twoCities();
    expect(bermudaBattleSpaces(s0)).toEqual(['Boston', 'NewYorkCity']);
    const { s, actions, traces } = runBermuda(s0, { [`${TIE}: column (1D3)`]: [1], [`${TIE}: row (1D6)`]: [6] });
    expect(actions).toEqual([
      P({ type: 'selectSpace', space: 'NewYorkCity' }),
      P({ type: 'move', from: 'NewJersey', to: 'NewYorkCity', piece: 'continental', count: 2 }),
      P({ type: 'done' }),
      P({ type: 'done' }),
      P({ type: 'selectSpace', space: 'NewYorkCity' }),
    ]);
    expect(traces[0]).toContain('P5 March: March to set up a Battle in New York City (Population 2, 0 Villages), where the Battle instructions would fight once the Patriot units have marched in');
    expect(traces[0]).toContain('Random Spaces: Event Instruction: largest group into New York City #1 (8.3.1): New York, New Jersey tie; column 1, row 6 → New Jersey');
    expect(traces[0]).toContain('P5 March: largest group first, until the Battle would be fought: 2 Continentals from New Jersey to New York City');
    expect(traces[0]).toContain('P5 March: select New York City as a destination');
    expect(traces[2]).toContain('P5 March: the group from New Jersey is complete');
    expect(traces[3]).toContain('P5 March: the March is complete');
    // The free Battle, there only, with the Event's modifier (8.5.1: 2 + 2 against 2 + 1).
    expect(traces[4]).toContain('P4 Battle: Battle in New York City (4 to 3) — all spaces where the Rebellion exceeds the Royalists');
    const lines = s.log.map((l) => l.text);
    expect(lines.find((l) => l.startsWith('Defender Loss Level'))).toMatch(/Event \+2\)$/);
    expect(lines.find((l) => l.startsWith('Attacker Loss Level'))).not.toContain('Event');
    // New York's units and Massachusetts' stay; Boston saw no March.
    expect(s.spaces.NewYork.pieces).toMatchObject({ continental: 2, militiaUnderground: 1 });
    expect(s.spaces.NewJersey.pieces).toMatchObject({ continental: 0, militiaUnderground: 1 });
    expect(s.spaces.Massachusetts.pieces).toMatchObject({ continental: 2, militiaUnderground: 1 });
    expect(s.spaces.Boston.pieces).toMatchObject({ continental: 0, britishRegular: 1 });
  });

  it('equal groups: the Random Spaces table decides which one marches (8.2)', () => {
    // Column 1, row 1 (Quebec City): down the table, Quebec / New York comes first.
    const { actions, traces } = runBermuda(twoCities(), { [`${TIE}: column (1D3)`]: [1], [`${TIE}: row (1D6)`]: [1] });
    expect(actions[1]).toEqual(P({ type: 'move', from: 'NewYork', to: 'NewYorkCity', piece: 'continental', count: 2 }));
    expect(traces[0]).toContain('P5 March: largest group first, until the Battle would be fought: 2 Continentals from New York to New York City');
  });

  it('groups march in, largest first, until the Battle would be fought (Militia Activated entering a British City, 3.3.2)', () => {
    // Boston, 3 British cubes (2 Regulars): 3 + 1. Massachusetts' group (3 Continentals and 1 Underground Militia
    // it can spare; 4 units + 3 cubes > 3, so the Militia turn Active) comes first: 3 + 2 = 5 — enough; the
    // smaller group of Connecticut-Rhode Island stays.
    const s0 = on(51, (d) => {
      put(d, 'Boston', { britishRegular: 2, tory: 1 });
      put(d, 'Massachusetts', { continental: 3, militiaUnderground: 2 });
      put(d, 'ConnecticutRhodeIsland', { continental: 2, militiaUnderground: 1 });
    });
    const { s, actions, traces } = runBermuda(s0);
    expect(actions).toEqual([
      P({ type: 'selectSpace', space: 'Boston' }),
      P({ type: 'move', from: 'Massachusetts', to: 'Boston', piece: 'continental', count: 3 }),
      P({ type: 'move', from: 'Massachusetts', to: 'Boston', piece: 'militiaUnderground', count: 1 }),
      P({ type: 'done' }),
      P({ type: 'selectSpace', space: 'Boston' }),
    ]);
    expect(traces[0]).toContain('P5 March: largest group first, until the Battle would be fought: 3 Continentals, 1 Underground Militia from Massachusetts to Boston');
    expect(traces[0].match(/largest group first/g)).toHaveLength(1);
    expect(traces[4]).toContain('P4 Battle: Battle in Boston (5 to 4) — all spaces where the Rebellion exceeds the Royalists');
    expect(s.spaces.ConnecticutRhodeIsland.pieces).toMatchObject({ continental: 2, militiaUnderground: 1 });
    expect(s.log.map((l) => l.text).find((l) => l.startsWith('Defender Loss Level'))).toMatch(/Event \+2\)$/);
  });

  it('the War Parties the Continentals Activate when the March is finished (3.3.2) count in the Battle test', () => {
    // New York: 2 Regulars and an Underground War Party: 2 + 1 (half the cubes Regulars) + 1 (a defending piece
    // Underground) = 4 against New Jersey's 2 Continentals + 2 (the Event) = 4: no Battle — but the 2 Continentals
    // Activate the War Party when the March ends, so it is 3, and the Patriots fight.
    const s0 = on(51, (d) => {
      put(d, 'NewYork', { britishRegular: 2, warPartyUnderground: 1 });
      put(d, 'NewJersey', { continental: 2, militiaUnderground: 1 });
    });
    expect(bermudaBattleSpaces(s0)).toEqual(['NewYork']);
    const { s, actions, traces } = runBermuda(s0);
    expect(actions).toEqual([
      P({ type: 'selectSpace', space: 'NewYork' }),
      P({ type: 'move', from: 'NewJersey', to: 'NewYork', piece: 'continental', count: 2 }),
      P({ type: 'done' }),
      P({ type: 'done' }),
      P({ type: 'selectSpace', space: 'NewYork' }),
    ]);
    expect(s.spaces.NewYork.pieces).toMatchObject({ warPartyActive: 1, warPartyUnderground: 0 });
    expect(traces[4]).toContain('P4 Battle: Battle in New York (4 to 3) — all spaces where the Rebellion exceeds the Royalists');
  });

  it("Washington's space comes first (8.5.1), before a higher Population; a March moves at least one group (3.3.2)", () => {
    // Washington and an Underground Militia in Boston: the Patriots would fight there already (with the Event),
    // but the Event's March needs a group: Massachusetts' 2 Continentals, then the Battle.
    const s0 = twoCities((d) => {
      put(d, 'Boston', { militiaUnderground: 1 });
      lead(d, 'patriots', 'Boston');
    });
    expect(s0.leaders.patriots.leader).toBe('Washington');
    const { actions, traces } = runBermuda(s0);
    expect(actions.slice(0, 2)).toEqual([
      P({ type: 'selectSpace', space: 'Boston' }),
      P({ type: 'move', from: 'Massachusetts', to: 'Boston', piece: 'continental', count: 2 }),
    ]);
    expect(traces[0]).toContain('P5 March: March to set up a Battle in Boston (Washington is there, Population 1, 0 Villages), where the Battle instructions would fight once the Patriot units have marched in');
    expect(traces[0]).toContain('P5 March: largest group first, until the Battle would be fought: 2 Continentals from Massachusetts to Boston');
    expect(actions.filter((a) => a.type === 'selectSpace').map((a) => a.space)).toEqual(['Boston', 'Boston']);
  });
});

describe('#52 French Fleet Arrives in the Wrong Spot', () => {
  it('removes no French Regulars', () => {
    const s = inEvent(
      patriotsOn(52, { resources: { patriots: 5, french: 5 }, treaty: true, released: { frenchRegular: 4 } }, (d) => {
        put(d, 'Massachusetts', { frenchRegular: 3, continental: 2, britishRegular: 1 });
      }),
    );
    expect(pending(s)!.kind).toBe('event');
    expect(legalActions(s).some((a) => a.type === 'remove' && a.piece === 'frenchRegular')).toBe(true);
    const d = policy().choose(s);
    expect(d.action).toEqual({ faction: 'patriots', type: 'done' });
    expect(texts(d.trace)).toContain('#52: no French Regulars removed');
  });
});

describe('#70 British Gain From French in India', () => {
  const board = (recipe: (d: Draft<GameState>) => void) =>
    on(70, (d) => {
      put(d, 'Philadelphia', { britishRegular: 5 });
      recipe(d);
    });
  /** The Patriots' removals until the Event is done. */
  function removals(s0: GameState, rolls?: Record<string, number[]>): { removed: string[]; s: GameState } {
    let s = inEvent(s0);
    const removed: string[] = [];
    while (pending(s)?.faction === 'patriots' && pending(s)!.kind === 'event') {
      const d = policy().choose(s, rolls);
      expect(d.action).toMatchObject({ type: 'remove', piece: 'britishRegular' });
      removed.push(d.action.space!);
      s = apply(s, d.action);
    }
    return { removed, s };
  }

  it('removes the British Regulars in spaces with Patriot pieces (in the engine\'s map order), none elsewhere while they last', () => {
    const { removed, s } = removals(
      board((d) => {
        put(d, 'Boston', { britishRegular: 1, militiaActive: 1 });
        put(d, 'NewYorkCity', { britishRegular: 2, continental: 1 });
      }),
    );
    expect(removed).toEqual(['Boston', 'NewYorkCity', 'NewYorkCity']);
    expect(s.spaces.Philadelphia.pieces.britishRegular).toBe(5);
  });

  it('more such Regulars than removals: spaces by the Random Spaces table (8.2)', () => {
    const s0 = board((d) => {
      put(d, 'Boston', { britishRegular: 2, militiaActive: 1 });
      put(d, 'NewYorkCity', { britishRegular: 2, continental: 1 });
    });
    const d = policy().choose(inEvent(s0));
    expect(d.action).toMatchObject({ type: 'remove', piece: 'britishRegular' });
    expect(['Boston', 'NewYorkCity']).toContain(d.action.space);
    expect(texts(d.trace)).toMatch(/#70: British Regulars to remove from spaces with Patriot pieces: 2 in (Boston|New York City), 1 in (Boston|New York City); now one in/);
    const { s } = removals(s0);
    expect(s.spaces.Boston.pieces.britishRegular + s.spaces.NewYorkCity.pieces.britishRegular).toBe(1);
    expect(s.spaces.Philadelphia.pieces.britishRegular).toBe(5);
  });
});

describe('#80 Confusion Allows Slaves to Escape', () => {
  it('no space where the Indians would lose a Village: Command and Special Activity', () => {
    const s = on(80, (d) => {
      put(d, 'Northwest', { village: 1, warPartyActive: 2 });
      put(d, 'Quebec', { village: 1, warPartyUnderground: 2 });
    });
    expect(villagesLostTo80(s)).toEqual([]);
    ineffective(80, s, 'no space where the Indians would lose a Village');
  });

  it('the Indians cannot be named (another Faction would take more out): Command and Special Activity', () => {
    const s = on(80, (d) => {
      put(d, 'Northwest', { village: 1 });
      put(d, 'Boston', { britishRegular: 3 });
      put(d, 'NewYorkCity', { britishRegular: 3 });
    });
    ineffective(80, s, 'the Event does not let the Indians be named');
  });

  it('names the Indians where a Village goes', () => {
    // The British could take as many pieces out as the Indians: the Patriots name one of them.
    const s0 = on(80, (d) => {
      put(d, 'Northwest', { village: 1, warPartyActive: 1 });
      put(d, 'Quebec', { village: 1, warPartyUnderground: 1 });
      put(d, 'Boston', { britishRegular: 2 });
      put(d, 'NewYorkCity', { britishRegular: 2 });
    });
    expect(villagesLostTo80(s0)).toEqual(['Quebec', 'Northwest']);
    const d = policy().choose(inEvent(s0));
    expect(d.action).toEqual({ faction: 'patriots', type: 'choose', option: 'indians' });
    expect(texts(d.trace)).toContain('#80: the Indians take their pieces out where a Village goes: the Indians');
  });
});

describe('#83 Guy Carleton and Indians Negotiate (shaded)', () => {
  it('Quebec City when the pieces can change its Control there', () => {
    const s0 = on(83, (d) => put(d, 'QuebecCity', { britishRegular: 2 }));
    expect(quebecCityControlChanges(s0)).toBe(true);
    const d = policy().choose(inEvent(s0, 'shaded'));
    expect(d.action).toEqual({ faction: 'patriots', type: 'selectSpace', space: 'QuebecCity' });
    expect(texts(d.trace)).toContain('#83: Quebec City, whose Control the pieces would change');
  });

  it('Quebec otherwise', () => {
    const s0 = on(83, (d) => put(d, 'QuebecCity', { britishRegular: 4 }));
    expect(quebecCityControlChanges(s0)).toBe(false);
    const d = policy().choose(inEvent(s0, 'shaded'));
    expect(d.action).toEqual({ faction: 'patriots', type: 'selectSpace', space: 'Quebec' });
  });
});

describe('#86 Stockbridge Indians (shaded)', () => {
  it('a space with a Village', () => {
    const s0 = on(86, (d) => {
      put(d, 'Northwest', { warPartyActive: 1 });
      put(d, 'Quebec', { village: 1 });
    });
    const d = policy().choose(inEvent(s0));
    expect(d.action).toEqual({ faction: 'patriots', type: 'selectSpace', space: 'Quebec' });
    expect(texts(d.trace)).toContain('#86: Quebec, a space with a Village');
  });

  it('no Village: the Non-Player Event rules decide', () => {
    const s0 = on(86, (d) => put(d, 'Northwest', { warPartyActive: 1 }));
    const d = policy().choose(inEvent(s0));
    expect(d.action.type).toBe('selectSpace');
    expect(texts(d.trace)).not.toContain('#86:');
  });
});

describe('#88 “If it hadn’t been so foggy…”', () => {
  it('names an enemy Faction sharing a space with Patriot units', () => {
    // Both enemies share a space with Patriot units; the French share none. A player before a Non-Player (8.3.5).
    const s0 = on(
      88,
      (d) => {
        put(d, 'Massachusetts', { continental: 2, warPartyActive: 1 });
        put(d, 'Boston', { britishRegular: 2, militiaActive: 1 });
      },
      ['patriots', 'indians'],
    );
    expect(legalActions(inEvent(s0)).map((a) => a.option)).toEqual(['british', 'indians']);
    const d = policy().choose(inEvent(s0));
    expect(d.action).toEqual({ faction: 'patriots', type: 'choose', option: 'british' });
    expect(texts(d.trace)).toContain('#88: an enemy Faction sharing a space with Patriot units: the British');
  });

  it('moves the units of the shared space as the March instructions would, one at a time, then stops', () => {
    // 8.3.1 #88, 8.5.4: Massachusetts (shared with the British) can spare 3 units and keep Rebellion Control
    // (2 Rebellion pieces stay against 1 Regular, an Underground Militia among them); they add Rebellion
    // Control to the adjacent City of Boston: Continentals first out of the group, then the Militia.
    let s = on(88, (d) => {
      put(d, 'Massachusetts', { continental: 3, militiaUnderground: 2, britishRegular: 1 });
      put(d, 'Boston', { britishRegular: 1 });
    });
    s = play(s, { faction: 'patriots', type: 'event', side: 'unshaded' });
    const actions: Action[] = [];
    let last = '';
    for (let i = 0; i < 12 && pending(s)?.faction === 'patriots'; i++) {
      const d = policy().choose(s);
      actions.push(d.action);
      last = texts(d.trace);
      s = apply(s, d.action);
    }
    const move = (piece: string) => ({ faction: 'patriots', type: 'move', from: 'Massachusetts', to: 'Boston', piece, count: 1 });
    expect(actions).toEqual([move('continental'), move('continental'), move('militiaUnderground'), { faction: 'patriots', type: 'done' }]);
    expect(last).toContain('P5 March: largest group first: 2 Continentals, 1 Underground Militia from Massachusetts to Boston');
    expect(last).toContain('Event Instruction: #88: the moves the March instructions make are done');
    expect(s.spaces.Boston.control).toBe('rebellion');
    expect(s.spaces.Massachusetts.control).toBe('rebellion');
    expect(s.spaces.Massachusetts.pieces).toMatchObject({ continental: 1, militiaUnderground: 1, britishRegular: 1 });
  });
});

describe('#90 “The World Turned Upside Down”', () => {
  it('the unshaded side: a Patriot Fort', () => {
    const d = policy().choose(on(90, (d) => put(d, 'Massachusetts', { militiaActive: 1 })), ROLLS);
    expect(d.action).toEqual({ faction: 'patriots', type: 'event', side: 'unshaded' });
  });
});
