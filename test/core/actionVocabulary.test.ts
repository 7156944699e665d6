/**
 * The action vocabulary (docs/actions.md): the literal unions of `type`, `command`, `activity` and
 * `option` hold exactly the values the steps produce. The composed options (Skirmish, Partisans, War
 * Path, Village) are regenerated here from the rule functions themselves over every small board, and
 * every action listed during seeded playouts of the four scenarios must parse.
 */
import { describe, expect, it } from 'vitest';
import { ACTION_OPTIONS, ACTION_TYPES, ACTIVITY_IDS, ActionSchema, COMMAND_IDS, fastParseAction } from '../../src/core/action';
import { createGame } from '../../src/game/createGame';
import { apply, legalActions } from '../../src/game/machine';
import type { GameState } from '../../src/core/state';
import { SCENARIO_IDS, type SpacePiece } from '../../src/data/ids';
import { COMMANDS, SPECIAL_ACTIVITIES } from '../../src/game/definition';
import { villageReplacements } from '../../src/rules/commands/indians/gather';
import { skirmishChoices } from '../../src/rules/specialActivities/skirmish';
import { partisansChoices } from '../../src/rules/specialActivities/patriots/partisans';
import { warPathPlans } from '../../src/rules/specialActivities/indians/warPath';
import { seededIndex as random } from '../../src/testing/random';

/** Random playouts per scenario (each checks every listed action of every step). */
const PLAYOUTS_PER_SCENARIO = 2;


/** Every assignment of 0..max to the kinds. */
function* counts(kinds: readonly SpacePiece[], max: number): Generator<Partial<Record<SpacePiece, number>>> {
  if (kinds.length === 0) {
    yield {};
    return;
  }
  for (const rest of counts(kinds.slice(1), max)) for (let n = 0; n <= max; n++) yield { ...rest, [kinds[0]]: n };
}

/** One mutable board (the rule functions below only read it); `set` empties Virginia and puts the pieces there. */
function board(): { state: GameState; set: (c: Partial<Record<SpacePiece, number>>, leader?: 'Brant' | 'Cornplanter') => void } {
  const state = structuredClone(createGame('1775', { seed: 1 })) as GameState;
  const w = state as unknown as { spaces: Record<string, { pieces: Record<string, number> }>; leaders: { indians: { leader: string; at: string } } };
  const pieces = w.spaces.Virginia.pieces;
  const indian = w.leaders.indians.leader;
  return {
    state,
    set(c, leader) {
      for (const k of Object.keys(pieces)) pieces[k] = c[k as SpacePiece] ?? 0;
      w.leaders.indians = leader ? { leader, at: 'Virginia' } : { leader: indian, at: 'available' };
    },
  };
}

const composedOptions = (): { skirmish: Set<string>; partisans: Set<string>; warPath: Set<string>; village: Set<string> } => {
  const { state, set } = board();
  const skirmish = new Set<string>();
  for (const c of counts(['britishRegular', 'tory', 'britishFort', 'continental', 'militiaActive', 'patriotFort', 'frenchRegular'], 2)) {
    set(c);
    for (const f of ['british', 'patriots', 'french'] as const) for (const o of skirmishChoices(state, f, 'Virginia')) skirmish.add(o);
  }
  const partisans = new Set<string>();
  for (const c of counts(['britishRegular', 'tory', 'warPartyUnderground', 'warPartyActive', 'village', 'militiaUnderground'], 2)) {
    set(c);
    for (const o of partisansChoices(state, 'Virginia')) partisans.add(o);
  }
  const warPath = new Set<string>();
  for (const leader of [undefined, 'Brant'] as const)
    for (const c of counts(['continental', 'militiaUnderground', 'militiaActive', 'frenchRegular', 'patriotFort', 'warPartyUnderground'], 3)) {
      set(c, leader);
      for (const p of warPathPlans(state, 'Virginia')) warPath.add(p.option);
    }
  const village = new Set<string>();
  for (const leader of [undefined, 'Cornplanter'] as const)
    for (const c of counts(['warPartyUnderground', 'warPartyActive'], 2)) {
      set(c, leader);
      // 1.10: a Village from Available may take the Available Indian Leader along (`+leader`).
      for (const kinds of villageReplacements(state, 'Virginia')) village.add(kinds.join('+')).add(`${kinds.join('+')}+leader`);
    }
  return { skirmish, partisans, warPath, village };
};

describe('the action vocabulary', () => {
  it('command ids are exactly the Commands (chapter 3), activity ids exactly the Special Activities (chapter 4)', () => {
    expect(new Set(COMMANDS.map((c) => c.id))).toEqual(new Set(COMMAND_IDS));
    expect(new Set(SPECIAL_ACTIVITIES.map((a) => a.id))).toEqual(new Set(ACTIVITY_IDS));
    expect(new Set(ACTION_TYPES).size).toBe(ACTION_TYPES.length);
    expect(new Set(ACTION_OPTIONS).size).toBe(ACTION_OPTIONS.length);
  });

  it('options: the single words plus every composed Skirmish, Partisans, War Path and Village option the rules can produce', () => {
    const { skirmish, partisans, warPath, village } = composedOptions();
    // 4.2.2, 4.3.3, 4.5.2 Skirmish: 1 target, 2 targets + the striker, or the Fort + the striker, per striking Faction.
    expect(skirmish.size).toBe(20);
    // 4.3.2 Partisans: 4 single units, 10 pairs + the Militia lost, the Village + the Militia lost.
    expect(partisans.size).toBe(15);
    // 4.4.2 War Path (with Brant's extra Militia, 1.10).
    expect(warPath.size).toBe(38);
    // 3.4.1 Village: 3 pairs or (Cornplanter) 2 singles, each with or without the Leader.
    expect(village.size).toBe(10);
    const words = ['pay', 'shift', 'propaganda', 'raid', 'leader', 'commonCause', 'withFrench', 'withPatriots', 'squadron', 'regulars', 'resources'];
    expect(new Set<string>(ACTION_OPTIONS)).toEqual(new Set([...words, ...skirmish, ...partisans, ...warPath, ...village]));
  });

  it('every action listed during seeded playouts of the four scenarios is well-formed', () => {
    const seen = { type: new Set<string>(), option: new Set<string>() };
    for (const scenario of SCENARIO_IDS)
      for (let g = 0; g < PLAYOUTS_PER_SCENARIO; g++) {
        const r = random(1000 + g);
        let s = createGame(scenario, { seed: 500 + g });
        while (!s.result) {
          const legal = legalActions(s);
          for (const a of legal) {
            // The fast check accepts only what the schema accepts (test/core/hotPath.test.ts); the schema explains a refusal.
            if (fastParseAction(a) === undefined) {
              const parsed = ActionSchema.safeParse(a);
              throw new Error(`listed but malformed: ${JSON.stringify(a)}: ${parsed.success ? 'refused by the fast check only' : parsed.error.issues[0].message}`);
            }
            seen.type.add(a.type);
            if (a.option !== undefined) seen.option.add(a.option);
          }
          s = apply(s, legal[r(legal.length)]);
        }
      }
    expect(seen.type.size).toBeGreaterThan(25);
    expect(seen.option.size).toBeGreaterThan(20);
  });
});
