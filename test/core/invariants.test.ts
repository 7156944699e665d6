import { describe, expect, it } from 'vitest';
import { InvalidStateError } from '../../src/core/errors';
import { checkInvariants } from '../../src/rules/invariants';
import { loadGame, serialize } from '../../src/game/persistence';
import type { GameState } from '../../src/core/state';
import { baseState, place } from './fixtures';

/** Corrupts a fresh legal state, loads it, and returns the error's message and problems. */
function loadCorrupted(corrupt: (s: GameState) => void): InvalidStateError {
  const s = baseState();
  corrupt(s);
  try {
    loadGame(serialize(s));
  } catch (e) {
    expect(e).toBeInstanceOf(InvalidStateError);
    return e as InvalidStateError;
  }
  throw new Error('loadGame accepted a corrupted state');
}

describe('checkInvariants', () => {
  it('finds nothing wrong in a legal state', () => {
    expect(checkInvariants(baseState())).toEqual([]);
  });

  it('accepts a populated legal board', () => {
    const s = baseState();
    place(s, 'Boston', 'britishRegular', 4);
    place(s, 'Boston', 'militiaUnderground', 2);
    place(s, 'Massachusetts', 'patriotFort', 1);
    place(s, 'Massachusetts', 'village', 1);
    place(s, 'Quebec', 'warPartyActive', 3);
    place(s, 'WestIndies', 'frenchRegular', 2);
    place(s, 'WestIndies', 'britishFort', 1);
    s.spaces.Massachusetts.support = -2;
    s.spaces.Boston.support = 1;
    s.spaces.Boston.propaganda = 1;
    s.leaders.british.at = 'Boston';
    s.leaders.indians.at = 'Quebec';
    s.treatyOfAlliance = true;
    s.unavailable.squadron = 1;
    s.spaces.WestIndies.squadrons = 1;
    s.spaces.NewYorkCity.blockades = 1;
    s.fni = 1;
    s.available.britishRegular -= 1;
    s.casualties.britishRegular += 1;
    expect(checkInvariants(s)).toEqual([]);
  });

  it('1.4.1 an extra British Regular breaks the Available Forces total', () => {
    const err = loadCorrupted((s) => {
      s.available.britishRegular += 1;
    });
    expect(err.message).toContain('British Regulars: 26 pieces in play and pools, the Available Forces table has 25 (1.4.1)');
  });

  it('1.4.1 a missing Militia counted over Underground and Active', () => {
    const s = baseState();
    place(s, 'Virginia', 'militiaActive', 1);
    place(s, 'Virginia', 'militiaUnderground', 1);
    s.available.militia -= 1;
    expect(checkInvariants(s)).toEqual(['Militia: 14 pieces in play and pools, the Available Forces table has 15 (1.4.1)']);
  });

  it('1.9 Squadrons are counted in the West Indies, on Cities and Unavailable, never Available', () => {
    const s = baseState();
    s.unavailable.squadron = 2;
    s.available.squadron = 1;
    expect(checkInvariants(s)).toEqual([
      '1 Squadrons/Blockades are counted as Available; Squadrons not Unavailable stay in the West Indies box or on Cities (1.9)',
    ]);
    const t = baseState();
    t.unavailable.squadron = 2;
    t.spaces.WestIndies.squadrons = 2;
    expect(checkInvariants(t)[0]).toBe('Squadrons/Blockades: 4 pieces in play and pools, the Available Forces table has 3 (1.4.1)');
  });

  it('no negative counts', () => {
    const s = baseState();
    s.spaces.Georgia.pieces.tory = -1;
    s.available.tory += 1;
    expect(checkInvariants(s)[0]).toBe('Georgia holds -1 Tories; a count of pieces is a whole number ≥ 0');
    const err = loadCorrupted((x) => {
      x.available.continental = -1;
    });
    expect(err.message).toContain('available.continental: expected a whole number ≥ 0, got -1');
  });

  it('1.6.4, 1.3.9 only cubes are Casualties; only British and French forces are Unavailable', () => {
    const s = baseState();
    s.available.patriotFort -= 1;
    s.casualties.patriotFort += 1;
    s.available.warParty -= 2;
    s.unavailable.warParty += 2;
    expect(checkInvariants(s)).toEqual([
      'The Casualties box holds 1 Patriot Forts; only Regulars, Tories and Continentals stay there (Forts return to Available at once) (1.6.4)',
      'The Unavailable box holds 2 War Parties; only British and French forces are ever Unavailable (1.3.9)',
    ]);
  });

  it('1.4.2 at most two Forts/Villages in a space', () => {
    const err = loadCorrupted((s) => {
      place(s, 'NewYork', 'britishFort', 2);
      place(s, 'NewYork', 'village', 1);
    });
    expect(err.message).toContain('New York holds 3 Forts/Villages; at most 2 may occupy one space (1.4.2)');
  });

  it('1.4.2 no War Party in Boston', () => {
    const err = loadCorrupted((s) => {
      place(s, 'Boston', 'warPartyUnderground', 1);
    });
    expect(err.message).toContain('Boston holds 1 Underground War Party; Indian pieces may never occupy a City (1.4.2)');
  });

  it('1.4.2 no Tory in the West Indies', () => {
    const err = loadCorrupted((s) => {
      place(s, 'WestIndies', 'tory', 1);
    });
    expect(err.message).toContain(
      'The West Indies holds 1 Tory; only British and French Regulars, British Forts and Squadrons may be there (1.4.2)',
    );
  });

  it('1.9 Blockades only on Cities, Squadrons only in the West Indies', () => {
    const s = baseState();
    s.unavailable.squadron = 1;
    s.spaces.Virginia.blockades = 1;
    s.spaces.Boston.squadrons = 1;
    expect(checkInvariants(s)).toEqual([
      'Boston holds 1 Squadron; Squadrons stay in the West Indies box (1.9)',
      'Virginia carries 1 Blockade; Blockades are placed only on Cities (1.9)',
    ]);
  });

  it('1.6.1 Support level 3 is out of range', () => {
    const err = loadCorrupted((s) => {
      s.spaces.Pennsylvania.support = 3;
    });
    expect(err.message).toContain(
      'Pennsylvania is at Support level 3; levels run from −2 (Active Opposition) to +2 (Active Support) (1.6.1)',
    );
  });

  it('1.6.1 an Indian Reserve is always Neutral', () => {
    const err = loadCorrupted((s) => {
      s.spaces.Northwest.support = -1;
    });
    expect(err.message).toContain(
      'Northwest (an Indian Reserve, population 0) is at Support level -1; spaces with 0 Population are always Neutral (1.6.1)',
    );
  });

  it('1.7 Control must be what the pieces give', () => {
    const err = loadCorrupted((s) => {
      place(s, 'Philadelphia', 'continental', 2);
      s.spaces.Philadelphia.control = 'british';
    });
    expect(err.message).toContain('Philadelphia is marked with British Control, but its pieces give Rebellion Control (1.7)');
    const s = baseState();
    place(s, 'Quebec', 'warPartyUnderground', 1);
    s.spaces.Quebec.control = 'british';
    expect(checkInvariants(s)).toEqual(['Quebec is marked with British Control, but its pieces give no Control (1.7)']);
  });

  it('1.8 Resources above 50', () => {
    const err = loadCorrupted((s) => {
      s.resources.patriots = 51;
    });
    expect(err.message).toContain('Patriots Resources are 51; each Faction has a whole number from 0 to 50 (1.8)');
  });

  it('1.9 FNI stays 0 before the Treaty of Alliance', () => {
    const err = loadCorrupted((s) => {
      s.unavailable.squadron = 2;
      s.spaces.Boston.blockades = 1;
      s.fni = 1;
    });
    expect(err.message).toContain(
      'FNI is at level 1 before the Treaty of Alliance; it must remain at 0 until the Treaty is played (1.9, 2.3.9)',
    );
  });

  it('1.9 FNI within 0–3 and not above the Blockades on Cities', () => {
    const s = baseState();
    s.treatyOfAlliance = true;
    s.unavailable.squadron = 2;
    s.spaces.Boston.blockades = 1;
    s.fni = 2;
    expect(checkInvariants(s)).toEqual(['FNI is at level 2 with 1 Blockade on Cities; each level has a Blockade on a City (1.9)']);
    s.fni = 4;
    expect(checkInvariants(s)).toEqual(['FNI is at level 4; the track runs from 0 to 3 (1.9)']);
  });

  it('1.6.4 Cumulative Casualties are not negative', () => {
    const s = baseState();
    s.crc = -1;
    expect(checkInvariants(s)).toEqual(['Cumulative Rebellion Casualties are -1; they are a whole number ≥ 0 (1.6.4)']);
  });

  it('3.3.4 only 12 Propaganda markers; 3.4.4 only 12 Raid markers', () => {
    const err = loadCorrupted((s) => {
      s.spaces.Boston.propaganda = 7;
      s.spaces.Virginia.propaganda = 6;
    });
    expect(err.message).toContain('13 Propaganda markers are on the map; there are only 12 (3.3.4)');
    const s = baseState();
    s.spaces.Quebec.raid = 13;
    expect(checkInvariants(s)).toEqual(['13 Raid markers are on the map; there are only 12 (3.4.4)']);
  });

  it('1.10 a Leader belongs to its Faction and stands with its pieces', () => {
    const s = baseState();
    s.leaders.british.leader = 'Washington';
    s.leaders.patriots.at = 'Virginia';
    expect(checkInvariants(s)).toEqual([
      'George Washington is listed as the British Leader but leads the Patriots (1.10)',
      "George Washington stands in Virginia, where there is no Patriot piece; a Leader must be with its Faction's pieces or Available (1.10)",
    ]);
    const t = baseState();
    place(t, 'Virginia', 'tory', 1);
    t.leaders.british.at = 'Virginia';
    t.leaders.indians.at = 'WestIndies';
    expect(checkInvariants(t)).toEqual([
      "Joseph Brant stands in the West Indies, where there is no Indian piece; a Leader must be with its Faction's pieces or Available (1.10)",
    ]);
  });

  it('2.2 a card appears once across the deck, the piles and the holdings', () => {
    const err = loadCorrupted((s) => {
      s.deck.played = [7, 4];
    });
    expect(err.problems[0]).toMatch(/^Card 4 \(.+\) is both in the draw deck \(position 2\) and in the played pile \(position 2\); each card exists once$/);
    const s = baseState();
    s.deck.next = 1;
    s.brilliantStrokes.indians = [108, 106];
    expect(checkInvariants(s)).toEqual([
      expect.stringMatching(/^Card 1 \(.+\) is both the current card and the next card; each card exists once$/),
      'The Indians hold card 106 (Brilliant Stroke! (British)), which belongs to the British (2.3.8)',
      expect.stringMatching(/^Card 106 .* is both held by the British and held by the Indians; each card exists once$/),
    ]);
  });

  it('2.3.8 only cards 105–109 are held; card numbers are 1–109', () => {
    const s = baseState();
    s.brilliantStrokes.british = [106, 50];
    s.deck.draw = [3, 4, 110];
    expect(checkInvariants(s)).toEqual([
      'In the draw deck (position 3) holds card 110; cards are numbered 1 to 109',
      expect.stringMatching(/^The British hold card 50 \(.+\) as a Brilliant Stroke; only cards 105–109 are held \(2.3.8\)$/),
    ]);
    const err = loadCorrupted((x) => {
      x.deck.draw = [3, 0];
    });
    expect(err.message).toContain('deck.draw[1]: expected a card number from 1 to 109, got 0');
  });

  it('lists every problem, first one first, and names the first in the message', () => {
    const err = loadCorrupted((s) => {
      s.resources.british = 60;
      s.spaces.Savannah.support = -3;
    });
    expect(err.problems).toHaveLength(2);
    expect(err.problems[0]).toMatch(/^Savannah is at Support level -3/);
    expect(err.message).toBe(`Invalid game state: ${err.problems[0]} (and 1 more)`);
  });
});
