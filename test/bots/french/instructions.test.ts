// The French Event Instructions (8.3.1; the back of the Random Spaces sheet): each card's instruction — when
// it makes the Event Ineffective (Command and Special Activity instead, 8.3.3) and the choices it
// prescribes inside the Event — on hand-built positions.
import { describe, expect, it } from 'vitest';
import type { Draft } from 'immer';
import type { Action } from '../../../src/core/action';
import type { GameState } from '../../../src/core/state';
import type { CardId } from '../../../src/data/ids';
import { apply, legalActions, pending } from '../../../src/game/machine';
import { put } from '../../../src/testing/kit';
import { FRENCH_INSTRUCTIONS, britishRegularsWithRebels, langladeMilitia, sullivanFortSpaces } from '../../../src/bots/french/instructions';
import { frenchPolicy } from '../../../src/bots/french/index';
import { frenchOn, policyWith, table, texts } from './turnKit';

const F5 = 'F5 Hortalez?: 1D3 (8.6.1)';
const F9 = 'F9 Muster?: 1D6 (8.6.4)';
const HORTALEZ = { faction: 'french', type: 'command', command: 'hortalez' };
const MUSTER = { faction: 'french', type: 'command', command: 'muster' };
const policy = (battle = true) => policyWith(table({ hortalez: true, muster: true, battle }));

/** The French 1st Eligible on `card` (before the Treaty unless `treaty`), with `recipe`. */
const on = (card: CardId, recipe: (d: Draft<GameState>) => void = () => {}, treaty = false) => frenchOn(card, { resources: { french: 5, patriots: 5 }, treaty }, recipe);
/** `state` after the French chose the Event's `side`: their first decision inside it pending. */
const inEvent = (state: GameState, side: 'shaded' | 'unshaded'): GameState => apply(state, { faction: 'french', type: 'event', side } as Action);

describe('the instructions (8.3.1)', () => {
  it('one entry for each French Musket card', () => {
    expect(Object.keys(FRENCH_INSTRUCTIONS).map(Number)).toEqual([52, 62, 70, 73, 83, 88, 89, 95]);
  });
});

describe('#52 French Fleet Arrives in the Wrong Spot', () => {
  const board = () =>
    on(
      52,
      (d) => {
        put(d, 'Virginia', { frenchRegular: 3, britishRegular: 1 });
      },
      true,
    );

  it('the Battle instructions select no Battle space: Command and Special Activity (the Battle module asked with the card\'s +2)', () => {
    const d = policy(false).choose(board(), { [F9]: [1] });
    expect(d.action).toEqual(MUSTER);
    expect(texts(d.trace)).toContain('F2 Event or Command?: the Event Instruction makes #52 Ineffective (the Battle instructions select no Battle space): Command and Special Activity');
  });

  it('with the shipped Battle module (F16): a space where the Rebellion out-forces the British with the +2 is selected, so the instruction lets the Event be weighed', () => {
    const d = frenchPolicy().choose(board(), { [F9]: [1], 'F2 Event or Command?: D6 (8.6)': [6] });
    expect(texts(d.trace)).toContain('F2 Event or Command?: Event Instruction for #52: remove no French Regulars');
    expect(texts(d.trace)).not.toContain('makes #52 Ineffective');
  });

  it('inside the Event the French remove no French Regulars', () => {
    const s = inEvent(board(), 'unshaded');
    expect(pending(s)).toMatchObject({ faction: 'french', kind: 'event' });
    expect(legalActions(s)).toContainEqual({ faction: 'french', type: 'done' });
    const d = policy().choose(s);
    expect(d.action).toEqual({ faction: 'french', type: 'done' });
    expect(texts(d.trace)).toContain('Event Instruction: #52: no French Regulars are removed');
  });
});

describe('#62 Charles Michel de Langlade (shaded)', () => {
  it('no Militia Available: Command and Special Activity', () => {
    const s = on(62, (d) => {
      d.available.militia = 0;
    });
    expect(langladeMilitia(s)).toBe('no Militia are Available');
    const d = policy().choose(s, { [F5]: [3] });
    expect(d.action).toEqual(HORTALEZ);
    expect(texts(d.trace)).toContain('the Event Instruction makes #62 Ineffective (no Militia are Available)');
  });

  it('after the Treaty, fewer Militia than the French Regulars for Quebec: the card offers only the Regulars, so Command', () => {
    const s = on(
      62,
      (d) => {
        d.unavailable.militia += d.available.militia - 2;
        d.available.militia = 2;
        d.unavailable.frenchRegular -= 3;
        d.available.frenchRegular += 3;
      },
      true,
    );
    expect(langladeMilitia(s)).toBe('only 2 Militia are Available against 3 French Regulars for Quebec, so the card offers only the Regulars');
  });

  it('the French select the Northwest (Militia) where both alternatives are offered', () => {
    const s = inEvent(
      on(
        62,
        (d) => {
          d.unavailable.frenchRegular -= 3;
          d.available.frenchRegular += 3;
        },
        true,
      ),
      'shaded',
    );
    expect(legalActions(s).map((a) => a.space)).toEqual(['Quebec', 'Northwest']);
    const d = policy().choose(s);
    expect(d.action).toEqual({ faction: 'french', type: 'selectSpace', space: 'Northwest' });
    expect(texts(d.trace)).toContain('Event Instruction: #62: the Northwest, for the Militia');
  });
});

describe('#70 British Gain From French in India', () => {
  it('no British Regulars sharing a space with Rebellion pieces: Command and Special Activity', () => {
    const s = on(70, (d) => {
      put(d, 'NewYorkCity', { britishRegular: 3 });
      put(d, 'Virginia', { militiaUnderground: 2 });
    });
    expect(britishRegularsWithRebels(s)).toEqual([]);
    const d = policy().choose(s, { [F5]: [3] });
    expect(d.action).toEqual(HORTALEZ);
    expect(texts(d.trace)).toContain('the Event Instruction makes #70 Ineffective (no British Regulars share a space with Rebellion pieces)');
  });

  it('the French remove British Regulars from a space with Rebellion pieces', () => {
    const s0 = on(70, (d) => {
      put(d, 'Boston', { britishRegular: 2 });
      put(d, 'Virginia', { britishRegular: 2, militiaUnderground: 1 });
    });
    expect(britishRegularsWithRebels(s0)).toEqual(['Virginia']);
    const s = inEvent(s0, 'unshaded');
    expect(legalActions(s).some((a) => a.type === 'remove' && a.space === 'Boston')).toBe(true);
    const d = policy().choose(s);
    expect(d.action).toEqual({ faction: 'french', type: 'remove', space: 'Virginia', piece: 'britishRegular' });
    expect(texts(d.trace)).toContain('Event Instruction: #70: a British Regular is removed from Virginia, which has Rebellion pieces');
  });
});

describe('#73 Sullivan Expedition vs. Iroquois and Tories', () => {
  it('no British Fort in New York, the Northwest or Quebec: Command and Special Activity', () => {
    const s = on(73, (d) => {
      put(d, 'Quebec', { village: 1 });
      put(d, 'Virginia', { britishFort: 1 });
    });
    expect(sullivanFortSpaces(s)).toEqual([]);
    const d = policy().choose(s, { [F5]: [3] });
    expect(d.action).toEqual(HORTALEZ);
    expect(texts(d.trace)).toContain('the Event Instruction makes #73 Ineffective (no British Fort in New York, the Northwest or Quebec)');
  });

  it('the French remove the British Fort, not the Village', () => {
    const s = inEvent(
      on(73, (d) => {
        put(d, 'Quebec', { village: 1 });
        put(d, 'NewYork', { britishFort: 1 });
      }),
      'unshaded',
    );
    expect(legalActions(s).some((a) => a.piece === 'village')).toBe(true);
    const d = policy().choose(s);
    expect(d.action).toEqual({ faction: 'french', type: 'remove', space: 'NewYork', piece: 'britishFort' });
    expect(texts(d.trace)).toContain('Event Instruction: #73: the British Fort in New York is removed');
  });
});

describe('#83 Guy Carleton and Indians Negotiate (shaded)', () => {
  it('Quebec City already under Rebellion Control: no gain there, so Command and Special Activity', () => {
    const s = on(83, (d) => {
      put(d, 'QuebecCity', { militiaUnderground: 1 });
    });
    expect(s.spaces.QuebecCity.control).toBe('rebellion');
    const d = policy().choose(s, { [F5]: [3] });
    expect(d.action).toEqual(HORTALEZ);
    expect(texts(d.trace)).toContain('the Event Instruction makes #83 Ineffective (Quebec City is already under Rebellion Control)');
  });

  it('British Control of Quebec City that three pieces cannot overturn: Command and Special Activity', () => {
    const s = on(83, (d) => {
      put(d, 'QuebecCity', { britishRegular: 4 });
    });
    const d = policy().choose(s, { [F5]: [3] });
    expect(d.action).toEqual(HORTALEZ);
    expect(texts(d.trace)).toContain('the Event Instruction makes #83 Ineffective (it would not bring Quebec City under Rebellion Control)');
  });

  it('the French select Quebec City', () => {
    const s = inEvent(on(83), 'shaded');
    expect(legalActions(s).map((a) => a.space)).toEqual(['QuebecCity', 'Quebec']);
    const d = policy().choose(s);
    expect(d.action).toEqual({ faction: 'french', type: 'selectSpace', space: 'QuebecCity' });
    expect(texts(d.trace)).toContain('Event Instruction: #83: Quebec City');
  });
});

describe('#88 "If it hadn\'t been so foggy…"', () => {
  it('the French move from a space shared with the British as the March instructions say (8.6.5: add Rebellion Control to Norfolk, lose none in Virginia), then stop', () => {
    let s = inEvent(
      on(
        88,
        (d) => {
          put(d, 'Virginia', { frenchRegular: 4, britishRegular: 1 });
          put(d, 'Norfolk', { britishRegular: 1, militiaUnderground: 1 });
        },
        true,
      ),
      'unshaded',
    );
    const taken: Action[] = [];
    const trace: string[] = [];
    while (pending(s)?.faction === 'french' && pending(s)?.kind === 'event') {
      const d = policy().choose(s);
      taken.push(d.action);
      trace.push(texts(d.trace));
      s = apply(s, d.action);
    }
    const move = { faction: 'french', type: 'move', from: 'Virginia', to: 'Norfolk', piece: 'frenchRegular', count: 1 };
    expect(taken).toEqual([move, move, { faction: 'french', type: 'done' }]);
    expect(trace[0]).toContain('Event Instruction: #88: a French Regular from Virginia to Norfolk, as the March instructions move them (2 in all)');
    expect(trace[2]).toContain('Event Instruction: #88: the March instructions move nothing more out of Virginia; no other unit moves');
    expect(s.spaces.Virginia.pieces.frenchRegular).toBe(2);
    expect(s.spaces.Norfolk.pieces.frenchRegular).toBe(2);
    expect(s.spaces.Norfolk.control).toBe('rebellion');
    expect(s.spaces.Virginia.control).toBe('rebellion');
  });
});

describe('#89 War Damages Colonies\' Economy (shaded)', () => {
  it('the French replace Tories in Active Support spaces first', () => {
    const s = inEvent(
      on(89, (d) => {
        put(d, 'Georgia', { tory: 3 });
        put(d, 'Virginia', { tory: 1 });
        d.spaces.Virginia.support = 2;
        d.spaces.Georgia.support = 0;
      }),
      'shaded',
    );
    expect(legalActions(s).some((a) => a.type === 'replace' && a.space === 'Georgia')).toBe(true);
    const d = policy().choose(s);
    expect(d.action).toEqual({ faction: 'french', type: 'replace', space: 'Virginia', piece: 'tory' });
    expect(texts(d.trace)).toContain('Event Instruction: #89: a Tory replaced in Virginia (Active Support) first');
  });
});

describe('#95 Ohio Country Frontier Erupts', () => {
  it('no British Fort in the Northwest: Command and Special Activity', () => {
    const s = on(95, (d) => {
      put(d, 'Northwest', { village: 1 });
    });
    const d = policy().choose(s, { [F5]: [3] });
    expect(d.action).toEqual(HORTALEZ);
    expect(texts(d.trace)).toContain('the Event Instruction makes #95 Ineffective (no British Fort in the Northwest)');
  });

  it('the French remove the British Fort, not the Village', () => {
    const s = inEvent(
      on(95, (d) => {
        put(d, 'Northwest', { village: 1, britishFort: 1 });
      }),
      'unshaded',
    );
    expect(legalActions(s).some((a) => a.piece === 'village')).toBe(true);
    const d = policy().choose(s);
    expect(d.action).toEqual({ faction: 'french', type: 'remove', space: 'Northwest', piece: 'britishFort' });
    expect(texts(d.trace)).toContain('Event Instruction: #95: the British Fort in Northwest is removed');
  });
});
