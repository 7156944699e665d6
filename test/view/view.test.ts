import { describe, expect, it } from 'vitest';
import { FACTIONS } from '../../src/data/ids';
import { createScriptedDice } from '../../src/dice/index';
import { view, type GameView } from '../../src/view/view';
import { baseState, deepFreeze } from '../core/fixtures';

function isDeepFrozen(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return true;
  return Object.isFrozen(value) && Object.values(value).every(isDeepFrozen);
}

describe('view', () => {
  it('refuses a Faction that is not in the game', () => {
    for (const f of ['spain', 'British', '', null, 1, '__proto__'])
      expect(() => view(baseState(), f as never)).toThrow(new TypeError(`view: unknown Faction ${f === null ? 'null' : typeof f === 'number' ? '1' : JSON.stringify(f)}; expected one of british, patriots, french, indians`));
  });

  it('hides the draw deck under the next card and the dice', () => {
    const s = deepFreeze(baseState());
    const v: GameView = view(s, 'british');
    expect(v.deck).toEqual({ current: 1, next: 2, draw: [], hiddenDrawCount: 3, played: [] });
    expect(v.dice).toEqual({ kind: 'hidden' });
    expect(JSON.stringify(v)).not.toContain('"rng"');
  });

  it('hides the seed and an explicit deck order, which would reveal the draw deck and the dice', () => {
    const s = baseState();
    s.options.deck = [1, 2, 3, 4, 5];
    const v = view(deepFreeze(s), 'patriots');
    expect(v.options.seed).toBe('hidden');
    expect(v.options.deck).toBe('hidden');
    expect(view(deepFreeze(baseState()), 'patriots').options.deck).toBeNull();
    expect(v.options.players).toEqual(s.options.players);
  });

  it('leaves everything else public: the map, pools, tracks, played pile, held Brilliant Strokes, log', () => {
    const s = baseState();
    s.deck.played = [7, 8];
    s.dice = createScriptedDice([4, 5]);
    deepFreeze(s);
    const v = view(s, 'indians');
    const { dice: _d, deck: _k, options: _o, ...rest } = v;
    const { dice: _sd, deck: _sk, options: _so, ...stateRest } = s;
    expect(rest).toEqual(stateRest);
    expect(v.deck.played).toEqual([7, 8]);
    expect(v.brilliantStrokes.french).toEqual([107, 109]);
  });

  it('is the same for every Faction (no hidden hands in this game)', () => {
    const s = deepFreeze(baseState());
    const views = FACTIONS.map((f) => view(s, f));
    for (const v of views) expect(v).toEqual(views[0]);
  });

  it('returns a deep-frozen object and never changes the input', () => {
    const s = deepFreeze(baseState());
    const before = JSON.stringify(s);
    const v = view(s, 'french');
    expect(isDeepFrozen(v)).toBe(true);
    expect(JSON.stringify(s)).toBe(before);
    expect(s.deck.draw).toEqual([3, 4, 5]);
    expect(s.dice.kind).toBe('seeded');
  });

  it('does not freeze or change a state that was not frozen', () => {
    const s = baseState();
    const before = structuredClone(s);
    const v = view(s, 'british');
    expect(isDeepFrozen(v)).toBe(true);
    expect(s).toEqual(before);
    expect(Object.isFrozen(s)).toBe(false);
    expect(Object.isFrozen(s.spaces.Boston.pieces)).toBe(false);
    expect(Object.isFrozen(s.deck.played)).toBe(false);
  });
});
