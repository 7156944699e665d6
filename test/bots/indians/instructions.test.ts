// The Indian Event Instructions (8.3.1): one test (or more) per card of the sheet — the side executed,
// when the instruction makes the Event Ineffective (Command and Special Activity instead), and the
// choices it prescribes inside the Event, asserted on the board after the Indians play it.
import { describe, expect, it } from 'vitest';
import type { Draft } from 'immer';
import type { GameState } from '../../../src/core/state';
import type { CardId } from '../../../src/data/ids';
import { exhaust, put } from '../../../src/testing/kit';
import { apply, pending } from '../../../src/game/machine';
import { I3_ROLL, I6_ROLL, indianSide } from '../../../src/bots/indians/turn';
import { fortLosingSpaces, INDIAN_INSTRUCTIONS } from '../../../src/bots/indians/instructions';
import { cardById } from '../../../src/data/cards';
import { indiansOn, playEvent, policyWith, table, texts } from './turnKit';

const NODE = 'I2 Event or Command?';
const GATHER = { faction: 'indians', type: 'command', command: 'gather' };
const ROUTE = { [I3_ROLL]: [6], [I6_ROLL]: [1] };
const policy = () => policyWith(table({ gather: true }));
const on = (card: CardId, recipe: (d: Draft<GameState>) => void = () => {}) => indiansOn(card, { resources: { indians: 5, british: 5, patriots: 5, french: 5 } }, recipe);

/** The trace shows the instruction making the Event Ineffective for `why`, and the Indians Gather instead. */
function ineffective(s: GameState, card: number, why: string, action: object = GATHER): void {
  const d = policy().choose(s, ROUTE);
  expect(d.action).toEqual(action);
  expect(texts(d.trace)).toContain(`${NODE}: the Event Instruction makes #${card} Ineffective (${why}): Command and Special Activity`);
}

describe('the sheet', () => {
  it('has one instruction for each of the 16 cards', () => {
    expect(Object.keys(INDIAN_INSTRUCTIONS).map(Number)).toEqual([4, 18, 21, 22, 29, 32, 38, 44, 70, 72, 80, 83, 86, 88, 89, 90]);
  });
});

describe('#4 The Penobscot Expedition', () => {
  it('the shaded text; no Village Available: Command', () => {
    const s = on(4, (d) => exhaust(d, 'village'));
    expect(indianSide(s, cardById(4))).toBe('shaded');
    ineffective(s, 4, 'no Village is Available');
  });

  it('places a Village and three War Parties in Massachusetts', () => {
    const s = on(4);
    expect(policy().choose(s).action).toEqual({ faction: 'indians', type: 'event', side: 'shaded' });
    const p = playEvent(s, 'shaded').spaces.Massachusetts.pieces;
    expect([p.village, p.warPartyUnderground, p.britishFort, p.militiaUnderground]).toEqual([1, 3, 0, 0]);
  });
});

describe('#18 and #44: an Eligible enemy Faction made Ineligible', () => {
  for (const card of [18, 44] as const) {
    it(`#${card}: no enemy Eligible: Command`, () => {
      const s = on(card, (d) => {
        d.eligible.patriots = false;
        d.eligible.french = false;
      });
      ineffective(s, card, 'no enemy Faction is Eligible');
    });

    it(`#${card}: the Eligible enemy (the Patriots) is named`, () => {
      const s = on(card, (d) => {
        d.eligible.french = false;
      });
      const after = playEvent(s);
      expect(after.eligible.patriots).toBe(false);
      expect(after.eligible.british).toBe(true);
    });
  }
});

describe('#21 The Gamecock Thomas Sumter', () => {
  it('a space without a Village first: South Carolina, although Georgia gains more Support (8.3.6)', () => {
    const s = on(21, (d) => {
      d.spaces.SouthCarolina.support = -2;
      put(d, 'Georgia', { village: 1 });
    });
    const after = playEvent(s);
    expect(after.spaces.SouthCarolina.support).toBe(0);
    expect(after.spaces.Georgia.support).toBe(0);
  });
});

describe('#22 The Newburgh Conspiracy', () => {
  it('among the Colonies where four Patriot units go (the engine offers only those, 5.1.3), the one with a Village', () => {
    const s = on(22, (d) => {
      put(d, 'Virginia', { militiaUnderground: 4 });
      put(d, 'Georgia', { militiaUnderground: 4 });
      put(d, 'NorthCarolina', { militiaActive: 4, village: 1 });
    });
    const after = playEvent(s);
    expect(after.spaces.NorthCarolina.pieces.militiaActive).toBe(0);
    expect(after.spaces.Virginia.pieces.militiaUnderground).toBe(4);
    expect(after.spaces.Georgia.pieces.militiaUnderground).toBe(4);
  });
});

describe('#29 Edward Bancroft', () => {
  it('no Patriot Militia to Activate: Command', () => {
    const s = on(29, (d) => put(d, 'Northwest', { warPartyUnderground: 4 }));
    ineffective(s, 29, 'no Patriot Militia would turn Active');
  });

  it('names the Patriots, not the Indians', () => {
    const s = on(29, (d) => {
      put(d, 'Virginia', { militiaUnderground: 4 });
      put(d, 'Northwest', { warPartyUnderground: 4 });
    });
    const after = playEvent(s);
    expect(after.spaces.Virginia.pieces.militiaActive).toBe(2);
    expect(after.spaces.Northwest.pieces.warPartyUnderground).toBe(4);
  });
});

describe('#32 Rule Britannia!', () => {
  it('the shaded text (the Indians add the Resources: 8.3.5, the executing Faction benefits)', () => {
    const s = on(32, (d) => {
      put(d, 'NewYorkCity', { britishRegular: 2 });
      put(d, 'Boston', { britishRegular: 2 });
    });
    expect(indianSide(s, cardById(32))).toBe('shaded');
    expect(playEvent(s, 'shaded').resources.indians).toBe(6);
  });
});

describe('#38 Johnson’s Royal Greens', () => {
  it('the shaded text; no War Party Available: Command', () => {
    const s = on(38, (d) => exhaust(d, 'warParty'));
    expect(indianSide(s, cardById(38))).toBe('shaded');
    // No War Party anywhere: the Gather is not possible either, and the Indians Pass (8.7.2 IF NONE).
    ineffective(s, 38, 'no War Party is Available', { faction: 'indians', type: 'pass' });
  });

  it('places three War Parties (not Militia) in New York', () => {
    const p = playEvent(on(38), 'shaded').spaces.NewYork.pieces;
    expect([p.warPartyUnderground, p.militiaUnderground]).toEqual([3, 0]);
  });
});

describe('#70 British Gain From French in India', () => {
  it('French Regulars from Village spaces first', () => {
    const s = on(70, (d) => {
      d.treatyOfAlliance = true;
      put(d, 'Pennsylvania', { frenchRegular: 3 });
      put(d, 'Northwest', { frenchRegular: 2, village: 1 });
      put(d, 'Quebec', { frenchRegular: 1, village: 1 });
    });
    const after = playEvent(s);
    expect(after.spaces.Northwest.pieces.frenchRegular).toBe(0);
    expect(after.spaces.Quebec.pieces.frenchRegular).toBe(0);
    expect(after.spaces.Pennsylvania.pieces.frenchRegular).toBe(3);
  });
});

describe('#72 French Settlers Help', () => {
  it('no Village Available: Command', () => {
    ineffective(on(72, (d) => exhaust(d, 'village')), 72, 'no Village is Available');
  });

  it('a Village and War Parties in the Indian Reserve Province with War Parties', () => {
    const s = on(72, (d) => put(d, 'Florida', { warPartyUnderground: 1 }));
    const p = playEvent(s).spaces.Florida.pieces;
    expect([p.village, p.warPartyUnderground, p.britishFort]).toEqual([1, 4, 0]);
  });
});

describe('#80 Confusion Allows Slaves to Escape', () => {
  it('no space where the Patriots would lose a Fort: Command', () => {
    const s = on(80, (d) => put(d, 'Virginia', { patriotFort: 1, militiaUnderground: 2 }));
    expect(fortLosingSpaces(s)).toEqual([]);
    ineffective(s, 80, 'no space where the Patriots would lose a Fort');
  });

  it('names the Patriots when a Fort would go', () => {
    const s = on(80, (d) => {
      put(d, 'Virginia', { patriotFort: 1, militiaUnderground: 1 });
      put(d, 'Georgia', { continental: 2 });
    });
    expect(fortLosingSpaces(s)).toEqual(['Virginia']);
    expect(policy().choose(s).action).toEqual({ faction: 'indians', type: 'event', side: 'unshaded' });
    // The Patriots, the only Faction with four pieces to lose, remove two in each of their two spaces.
    const after = playEvent(s);
    expect(after.spaces.Virginia.pieces.patriotFort).toBe(0);
  });
});

describe('#83 Guy Carleton and Indians Negotiate', () => {
  it('the shaded text when a Village can be placed in Quebec: a Village and two War Parties', () => {
    const s = on(83);
    expect(indianSide(s, cardById(83))).toBe('shaded');
    const p = playEvent(s, 'shaded').spaces.Quebec.pieces;
    expect([p.village, p.warPartyUnderground]).toEqual([1, 2]);
  });

  it('the unshaded text when no Village can be placed', () => {
    const s = on(83, (d) => exhaust(d, 'village'));
    expect(indianSide(s, cardById(83))).toBe('unshaded');
    expect(texts(policy().choose(s, ROUTE).trace)).toContain('I1: #83 Guy Carleton and Indians Negotiate: the Indians may play the unshaded Event');
  });
});

describe('#86 Stockbridge Indians', () => {
  it('a Village space with Underground Militia, before Massachusetts with more', () => {
    const s = on(86, (d) => {
      put(d, 'Massachusetts', { militiaUnderground: 3 });
      put(d, 'Northwest', { militiaUnderground: 1, village: 1 });
    });
    const after = playEvent(s);
    expect(after.spaces.Northwest.pieces.militiaActive).toBe(1);
    expect(after.spaces.Massachusetts.pieces.militiaUnderground).toBe(3);
  });
});

describe('#88 “If it hadn’t been so foggy…”', () => {
  it('names an enemy Faction sharing a space with War Parties, a player before a Non-Player (8.3.5)', () => {
    const s = indiansOn(
      88,
      { resources: { indians: 5 } },
      (d) => {
        put(d, 'Virginia', { warPartyUnderground: 2, militiaUnderground: 1 });
        put(d, 'Pennsylvania', { warPartyUnderground: 1, frenchRegular: 1 });
      },
      ['indians', 'french'],
    );
    const t = apply(s, { faction: 'indians', type: 'event', side: 'unshaded' });
    expect(pending(t)).toMatchObject({ faction: 'indians', kind: 'event' });
    const d = policy().choose(t);
    expect(d.action).toEqual({ faction: 'indians', type: 'choose', option: 'patriots' });
    expect(texts(d.trace)).toContain('Event Instruction: #88: an enemy Faction sharing a space with War Parties: the Patriots');
  });
});

describe('#88 moves per the March instructions (8.7.3) from the shared spaces', () => {
  it('keeps 3 War Parties where a Gather could place a Village, and sends one to remove Rebellion Control of North Carolina', () => {
    const s = on(88, (d) => {
      put(d, 'Virginia', { warPartyUnderground: 4, militiaUnderground: 1 });
      put(d, 'NorthCarolina', { militiaActive: 1 });
      put(d, 'Pennsylvania', { warPartyUnderground: 2 });
    });
    const after = playEvent(s);
    expect(after.spaces.Virginia.pieces.warPartyUnderground).toBe(3);
    expect(after.spaces.NorthCarolina.pieces.warPartyUnderground).toBe(1);
    expect(after.spaces.NorthCarolina.control).not.toBe('rebellion');
    // Pennsylvania shares no space with the Patriots: its War Parties stay.
    expect(after.spaces.Pennsylvania.pieces.warPartyUnderground).toBe(2);
  });
});

describe('#89 War Damages Colonies’ Economy', () => {
  it('replaces Patriot units in Village spaces first', () => {
    const s = on(89, (d) => {
      put(d, 'Virginia', { militiaUnderground: 4 });
      put(d, 'Northwest', { militiaActive: 2, village: 1 });
      put(d, 'Quebec', { continental: 1, village: 1 });
    });
    const after = playEvent(s);
    expect(after.spaces.Northwest.pieces.tory).toBe(2);
    expect(after.spaces.Quebec.pieces.tory).toBe(1);
    expect(after.spaces.Virginia.pieces.tory).toBe(1);
  });
});

describe('#90 “The World Turned Upside Down”', () => {
  it('no Village Available: Command', () => {
    ineffective(on(90, (d) => exhaust(d, 'village')), 90, 'no Village is Available');
  });

  it('a Village (not a British Fort) where War Parties are', () => {
    const s = on(90, (d) => {
      put(d, 'NorthCarolina', { tory: 2 });
      put(d, 'Quebec', { warPartyActive: 1 });
    });
    const after = playEvent(s);
    expect(after.spaces.Quebec.pieces.village).toBe(1);
    expect(after.spaces.NorthCarolina.pieces.britishFort).toBe(0);
  });
});
