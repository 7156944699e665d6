/**
 * Special Activities granted alone by an Event with a restriction (3.1.2 free, 5.1 Events): only the
 * spaces the restriction allows, at most its maximum; a one-space strike (Skirmish 4.2.2, Partisans
 * 4.3.2, War Path 4.4.2) granted "in up to N spaces" strikes once in each of up to N spaces
 * (docs/rulings.md); the grant hands the Special Activity's spaces to the frame under it.
 */
import { describe, expect, it } from 'vitest';
import { produce, type Draft } from 'immer';
import type { Action } from '../../../src/core/action';
import type { GameState } from '../../../src/core/state';
import type { SpaceId, SpacePiece } from '../../../src/data/ids';
import type { ActivityContext, Restriction } from '../../../src/flow/contracts';
import { pushGrant, type GrantReceiver } from '../../../src/flow/grant';
import { canStartFreeActivity } from '../../../src/flow/host';
import { GAME } from '../../../src/game/definition';
import { apply, legalActions, pending, settle } from '../../../src/game/machine';
import { checkInvariants } from '../../../src/rules/invariants';
import { indiansPlunder, plunderSpaces } from '../../../src/rules/specialActivities/indians/plunder';
import { skirmishSpaces } from '../../../src/rules/specialActivities/skirmish';
import { arrange, clearMap, game, onTurn } from '../../../src/testing/builders';

type GrantedFaction = 'british' | 'patriots' | 'french' | 'indians';

/** Moves pieces from Available onto the space (Militia and War Parties from their pools). */
function put(d: Draft<GameState>, space: SpaceId, pieces: Partial<Record<SpacePiece, number>>): void {
  for (const [k, n] of Object.entries(pieces) as [SpacePiece, number][]) {
    const pool = k.startsWith('militia') ? 'militia' : k.startsWith('warParty') ? 'warParty' : k;
    (d.available as Record<string, number>)[pool] -= n;
    d.spaces[space].pieces[k] += n;
  }
}

/** An empty 1778 board arranged by the recipe, the Patriots on turn (the frame the grant interrupts). */
const board = (recipe: (d: Draft<GameState>) => void): GameState => onTurn(arrange(clearMap(game('1778')), recipe), 'patriots');

/** The state after an Event grants the Faction's Special Activity alone, free, with the restriction; the frame under the grant asks for its outcome. */
function grant(state: GameState, faction: GrantedFaction, activity: string, restriction?: Restriction): GameState {
  return produce(state, (d) => {
    (d.stack[d.stack.length - 1] as Draft<GrantReceiver>).granted = null;
    const mode = { limited: false, free: true, specialActivity: false, ...(restriction ? { restriction } : {}) };
    pushGrant(d, { faction, activities: [activity as never], mode, reason: 'Test Event', rule: '5.1' });
    settle(d);
  });
}

/** What the grant handed to the frame under it (the Patriots' options frame). */
const granted = (s: GameState): GrantReceiver['granted'] => (s.stack[s.stack.length - 1] as GrantReceiver).granted;

const play = (s: GameState, ...actions: Action[]): GameState => actions.reduce((t, a) => apply(t, a), s);
const skirmish = (space: SpaceId, option: string): Action => ({ faction: 'british', type: 'skirmish', space, option } as Action);
const DONE_B: Action = { faction: 'british', type: 'done' };

describe('3.1.2 / 5.1 a granted Skirmish within its restriction (4.2.2)', () => {
  const twoTargets = board((d) => {
    put(d, 'Virginia', { britishRegular: 2, continental: 1 });
    put(d, 'NewYork', { britishRegular: 2, militiaActive: 1 });
  });

  it('4.2.2 a free British Skirmish restricted to one named space offers only that space; the parent receives its space', () => {
    // Without the restriction both spaces could be struck.
    expect(skirmishSpaces(twoTargets, 'british', { faction: 'british', command: '', commandSpaces: [] })).toEqual(['NewYork', 'Virginia']);
    const restriction: Restriction = { spaces: ['Virginia'] };
    expect(canStartFreeActivity(twoTargets, GAME.activity('british', 'skirmish')!, restriction)).toBe(true);
    let s = grant(twoTargets, 'british', 'skirmish', restriction);
    expect(pending(s)).toMatchObject({ faction: 'british', kind: 'skirmishActivity' });
    expect(legalActions(s)).toEqual([skirmish('Virginia', 'continental')]);
    s = apply(s, skirmish('Virginia', 'continental'));
    expect(s.spaces.Virginia.pieces).toMatchObject({ britishRegular: 2, continental: 0 });
    expect(s.spaces.NewYork.pieces).toMatchObject({ britishRegular: 2, militiaActive: 1 });
    expect(s.casualties.continental).toBe(twoTargets.casualties.continental + 1);
    // 3.1.2: free, the card untouched; the Patriots' decision resumes with the grant's report.
    expect(s.resources).toEqual(twoTargets.resources);
    expect(s.turn).toEqual(twoTargets.turn);
    expect(pending(s)).toMatchObject({ faction: 'patriots', kind: 'eligibleOptions' });
    expect(granted(s)).toEqual({ faction: 'british', command: '', commandSpaces: [], activity: 'skirmish', activitySpaces: ['Virginia'] });
    expect(checkInvariants(s)).toEqual([]);
  });

  it('4.2.2 no Skirmish target in the restricted spaces: canStartFreeActivity is false and the grant lapses', () => {
    const s0 = arrange(twoTargets, (d) => put(d, 'Massachusetts', { britishRegular: 1 }));
    const restriction: Restriction = { spaces: ['Massachusetts', 'Pennsylvania'] };
    expect(canStartFreeActivity(s0, GAME.activity('british', 'skirmish')!, restriction)).toBe(false);
    expect(canStartFreeActivity(s0, GAME.activity('british', 'skirmish')!, { spaces: ['NewYork'] })).toBe(true);
    expect(canStartFreeActivity(s0, GAME.activity('british', 'skirmish')!, { maxSpaces: 0 })).toBe(false);
    const s = grant(s0, 'british', 'skirmish', restriction);
    expect(pending(s)).toMatchObject({ faction: 'patriots', kind: 'eligibleOptions' });
    expect(granted(s)).toBeNull();
    expect(s.log[s.log.length - 1].text).toBe('Test Event: the British cannot execute Skirmish now');
    expect(s.spaces).toEqual(s0.spaces);
  });

  // Card 9 (unshaded): the British may Skirmish in up to three spaces.
  const fourTargets = board((d) => {
    for (const space of ['NewYork', 'Virginia', 'NorthCarolina', 'Georgia'] as const) put(d, space, { britishRegular: 1, continental: 1 });
  });

  it('4.2.2 "Skirmish in up to three spaces": one strike in each of up to three spaces, done after any strike', () => {
    let s = grant(fourTargets, 'british', 'skirmish', { maxSpaces: 3 });
    // The first strike: every space, no done yet.
    expect(legalActions(s)).toEqual(['NewYork', 'Virginia', 'NorthCarolina', 'Georgia'].map((sp) => skirmish(sp as SpaceId, 'continental')));
    s = apply(s, skirmish('Virginia', 'continental'));
    expect(pending(s)).toMatchObject({ faction: 'british', kind: 'skirmishActivity' });
    expect(legalActions(s)).toEqual([skirmish('NewYork', 'continental'), skirmish('NorthCarolina', 'continental'), skirmish('Georgia', 'continental'), DONE_B]);
    s = play(s, skirmish('Georgia', 'continental'), skirmish('NewYork', 'continental'));
    // The third strike ends it by itself.
    expect(pending(s)).toMatchObject({ faction: 'patriots', kind: 'eligibleOptions' });
    expect(s.spaces.NorthCarolina.pieces.continental).toBe(1);
    expect(s.casualties.continental).toBe(fourTargets.casualties.continental + 3);
    expect(granted(s)).toMatchObject({ activity: 'skirmish', activitySpaces: ['Virginia', 'Georgia', 'NewYork'] });
    expect(checkInvariants(s)).toEqual([]);

    // The British may stop after the first strike.
    const one = play(grant(fourTargets, 'british', 'skirmish', { maxSpaces: 3 }), skirmish('NorthCarolina', 'continental'), DONE_B);
    expect(pending(one)).toMatchObject({ faction: 'patriots', kind: 'eligibleOptions' });
    expect(granted(one)).toMatchObject({ activitySpaces: ['NorthCarolina'] });
    expect(one.casualties.continental).toBe(fourTargets.casualties.continental + 1);
  });

  it('4.2.2 a multi-space Skirmish ends by itself when no allowed space is left to strike', () => {
    let s = grant(fourTargets, 'british', 'skirmish', { spaces: ['Virginia', 'Georgia'], maxSpaces: 3 });
    expect(legalActions(s)).toEqual([skirmish('Virginia', 'continental'), skirmish('Georgia', 'continental')]);
    s = apply(s, skirmish('Georgia', 'continental'));
    expect(legalActions(s)).toEqual([skirmish('Virginia', 'continental'), DONE_B]);
    s = apply(s, skirmish('Virginia', 'continental'));
    expect(pending(s)).toMatchObject({ faction: 'patriots', kind: 'eligibleOptions' });
    expect(granted(s)).toMatchObject({ activitySpaces: ['Georgia', 'Virginia'] });
  });
});

describe('3.1.2 / 5.1 other granted Special Activities within their restriction (4.3, 4.4)', () => {
  it('4.3.2 card 3 (shaded) Partisans in both Northwest and Southwest: only those two, one strike each', () => {
    const s0 = board((d) => {
      put(d, 'Northwest', { militiaUnderground: 1, warPartyActive: 1 });
      put(d, 'Southwest', { militiaUnderground: 1, warPartyUnderground: 1 });
      put(d, 'Virginia', { militiaUnderground: 1, tory: 1 });
    });
    const P = (space: SpaceId, option: string): Action => ({ faction: 'patriots', type: 'partisans', space, option } as Action);
    let s = grant(s0, 'patriots', 'partisans', { spaces: ['Northwest', 'Southwest'], maxSpaces: 2 });
    expect(pending(s)).toMatchObject({ faction: 'patriots', kind: 'patriotsPartisans' });
    expect(legalActions(s)).toEqual([P('Northwest', 'warPartyActive'), P('Southwest', 'warPartyUnderground')]);
    s = apply(s, P('Southwest', 'warPartyUnderground'));
    expect(legalActions(s)).toEqual([P('Northwest', 'warPartyActive'), { faction: 'patriots', type: 'done' }]);
    s = apply(s, P('Northwest', 'warPartyActive'));
    expect(pending(s)).toMatchObject({ faction: 'patriots', kind: 'eligibleOptions' });
    expect(s.spaces.Northwest.pieces).toMatchObject({ militiaUnderground: 0, militiaActive: 1, warPartyActive: 0 });
    expect(s.spaces.Southwest.pieces).toMatchObject({ militiaUnderground: 0, militiaActive: 1, warPartyUnderground: 0 });
    expect(s.spaces.Virginia.pieces).toMatchObject({ militiaUnderground: 1, tory: 1 });
    expect(granted(s)).toEqual({ faction: 'patriots', command: '', commandSpaces: [], activity: 'partisans', activitySpaces: ['Southwest', 'Northwest'] });
    expect(checkInvariants(s)).toEqual([]);
  });

  it('4.4.2 card 75 War Path in one of three Indian Reserves: only those spaces, one strike', () => {
    const s0 = board((d) => {
      put(d, 'Quebec', { warPartyUnderground: 1, militiaActive: 1 });
      put(d, 'Northwest', { warPartyUnderground: 1, continental: 1 });
      put(d, 'Virginia', { warPartyUnderground: 1, continental: 1 });
    });
    const W = (space: SpaceId, option: string): Action => ({ faction: 'indians', type: 'warPath', space, option } as Action);
    const restriction: Restriction = { spaces: ['Quebec', 'Northwest', 'Southwest'], maxSpaces: 1 };
    let s = grant(s0, 'indians', 'warPath', restriction);
    expect(legalActions(s)).toEqual([W('Quebec', 'militiaActive'), W('Northwest', 'continental')]);
    s = apply(s, W('Northwest', 'continental'));
    expect(pending(s)).toMatchObject({ faction: 'patriots', kind: 'eligibleOptions' });
    expect(s.spaces.Northwest.pieces).toMatchObject({ warPartyUnderground: 0, warPartyActive: 1, continental: 0 });
    expect(s.spaces.Quebec.pieces).toMatchObject({ warPartyUnderground: 1, militiaActive: 1 });
    expect(granted(s)).toMatchObject({ activity: 'warPath', activitySpaces: ['Northwest'] });
    // Nothing to strike in the allowed spaces: no War Path.
    expect(canStartFreeActivity(s0, GAME.activity('indians', 'warPath')!, { spaces: ['Southwest', 'Georgia'] })).toBe(false);
  });

  it('4.4.2 card 96 War Path in two Indian Reserves: a second strike may follow', () => {
    const s0 = board((d) => {
      put(d, 'Quebec', { warPartyUnderground: 1, militiaActive: 1 });
      put(d, 'Northwest', { warPartyUnderground: 1, continental: 1 });
    });
    const W = (space: SpaceId, option: string): Action => ({ faction: 'indians', type: 'warPath', space, option } as Action);
    let s = grant(s0, 'indians', 'warPath', { spaces: ['Quebec', 'Northwest'], maxSpaces: 2 });
    s = apply(s, W('Quebec', 'militiaActive'));
    expect(legalActions(s)).toEqual([W('Northwest', 'continental'), { faction: 'indians', type: 'done' }]);
    s = apply(s, W('Northwest', 'continental'));
    expect(granted(s)).toMatchObject({ activity: 'warPath', activitySpaces: ['Quebec', 'Northwest'] });
    expect(checkInvariants(s)).toEqual([]);
  });

  it('4.4.3 Plunder: granted alone it lapses (no Raid); within a Raid the restriction limits its Province', () => {
    const s0 = board((d) => {
      put(d, 'Virginia', { warPartyUnderground: 2 });
      put(d, 'NorthCarolina', { warPartyUnderground: 2 });
      d.spaces.Virginia.support = -1;
      d.spaces.NorthCarolina.support = -1;
    });
    const lapsed = grant(s0, 'indians', 'plunder', { spaces: ['Virginia'] });
    expect(granted(lapsed)).toBeNull();
    expect(lapsed.log[lapsed.log.length - 1].text).toBe('Test Event: the Indians cannot execute Plunder now');

    const raid = (restriction: Restriction): ActivityContext => ({ faction: 'indians', command: 'raid', commandSpaces: ['Virginia', 'NorthCarolina'], restriction });
    expect(plunderSpaces(s0, ['Virginia', 'NorthCarolina'])).toEqual(['Virginia', 'NorthCarolina']);
    expect(plunderSpaces(s0, ['Virginia', 'NorthCarolina'], { spaces: ['NorthCarolina'] })).toEqual(['NorthCarolina']);
    expect(indiansPlunder.canStart(s0, raid({ spaces: ['NorthCarolina'] }))).toBe(true);
    expect(indiansPlunder.canStart(s0, raid({ spaces: ['Pennsylvania'] }))).toBe(false);
    const s = produce(s0, (d) => {
      indiansPlunder.start(d, raid({ spaces: ['NorthCarolina'] }));
      settle(d);
    });
    expect(legalActions(s)).toEqual([{ faction: 'indians', type: 'plunder', space: 'NorthCarolina', piece: 'warPartyUnderground' }]);
  });

  it('4.3.1 Persuasion granted in up to two spaces; 4.4.1 Trade restricted to one Province', () => {
    const s0 = board((d) => {
      for (const space of ['Virginia', 'NorthCarolina', 'SouthCarolina'] as const) put(d, space, { militiaUnderground: 2 });
      put(d, 'Northwest', { warPartyUnderground: 1, village: 1 });
      put(d, 'Southwest', { warPartyUnderground: 1, village: 1 });
    });
    const sel = (space: SpaceId): Action => ({ faction: 'patriots', type: 'selectSpace', space });
    let s = grant(s0, 'patriots', 'persuasion', { maxSpaces: 2 });
    expect(legalActions(s)).toEqual([sel('Virginia'), sel('NorthCarolina'), sel('SouthCarolina')]);
    s = play(s, sel('Virginia'), sel('SouthCarolina'));
    // The restriction's maximum ends it after two spaces (4.3.1 would allow three).
    expect(pending(s)).toMatchObject({ faction: 'patriots', kind: 'eligibleOptions' });
    expect(s.resources.patriots).toBe(s0.resources.patriots + 2);
    expect(granted(s)).toMatchObject({ activity: 'persuasion', activitySpaces: ['Virginia', 'SouthCarolina'] });

    let t = grant(s0, 'indians', 'trade', { spaces: ['Southwest'] });
    expect(legalActions(t)).toEqual([{ faction: 'indians', type: 'trade', space: 'Southwest' }]);
    t = play(t, { faction: 'indians', type: 'trade', space: 'Southwest' }, { faction: 'british', type: 'transfer', value: 0 });
    expect(t.spaces.Southwest.pieces).toMatchObject({ warPartyUnderground: 0, warPartyActive: 1 });
    expect(t.spaces.Northwest.pieces).toMatchObject({ warPartyUnderground: 1, warPartyActive: 0 });
    expect(granted(t)).toMatchObject({ activity: 'trade', activitySpaces: ['Southwest'] });
    expect(canStartFreeActivity(s0, GAME.activity('indians', 'trade')!, { spaces: ['Quebec'] })).toBe(false);
  });
});
