/**
 * The action vocabulary (docs/actions.md): the literal unions of `type`, `command`, `activity` and
 * `option` hold exactly the values the steps produce. The composed options (Skirmish, Partisans, War
 * Path, Village) are regenerated here from the rule functions themselves over every small board, and
 * every action listed during seeded playouts of the four scenarios must parse.
 */
import { describe, expect, it } from 'vitest';
import {
  ACTION_FIELD_NAMES,
  ACTION_FIELDS,
  ACTION_OPTIONS,
  ACTION_TYPES,
  ACTIVITY_IDS,
  ActionSchema,
  COMMAND_IDS,
  fastParseAction,
  type ActionField,
  type ActionType,
  type FieldPresence,
} from '../../src/core/action';
import { createGame } from '../../src/game/createGame';
import { apply, legalActions, tryApply } from '../../src/game/machine';
import { as, choices, position, startCommand } from '../../src/testing';
import type { GameState } from '../../src/core/state';
import { SCENARIO_IDS, type SpacePiece } from '../../src/data/ids';
import { COMMANDS, SPECIAL_ACTIVITIES } from '../../src/game/definition';
import { villageReplacements } from '../../src/rules/commands/indians/gather';
import { skirmishChoices } from '../../src/rules/specialActivities/skirmish';
import { partisansChoices } from '../../src/rules/specialActivities/patriots/partisans';
import { warPathPlans } from '../../src/rules/specialActivities/indians/warPath';
import { seededIndex as random } from '../../src/testing/random';
import { declineBrilliantStrokes } from '../../src/testing/kit';

const patriots = as('patriots');

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
  const state = structuredClone(declineBrilliantStrokes(createGame('1775', { seed: 1 }))) as GameState;
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
    // 5.1.1 the pool a piece an Event places comes from; 5.1 a Faction an Event lets the executing Faction choose.
    const words = ['pay', 'shift', 'propaganda', 'raid', 'leader', 'commonCause', 'withFrench', 'withPatriots', 'squadron', 'regulars', 'resources', 'available', 'unavailable', 'british', 'patriots', 'french', 'indians'];
    expect(new Set<string>(ACTION_OPTIONS)).toEqual(new Set([...words, ...skirmish, ...partisans, ...warPath, ...village]));
  });

  it('every action listed during seeded playouts of the four scenarios is well-formed, with exactly the fields of its type', () => {
    const seen = { type: new Set<string>(), option: new Set<string>() };
    /** Per type, every field seen on one of its actions, and the fields seen on all of them. */
    const fieldsSeen = new Map<ActionType, { any: Set<string>; all: Set<string> }>();
    for (const scenario of SCENARIO_IDS)
      for (let g = 0; g < PLAYOUTS_PER_SCENARIO; g++) {
        const r = random(1000 + g);
        let s = declineBrilliantStrokes(createGame(scenario, { seed: 500 + g }));
        while (!s.result) {
          const legal = legalActions(s);
          for (const a of legal) {
            // The fast check accepts only what the schema accepts (test/core/hotPath.test.ts); the schema explains a refusal.
            if (fastParseAction(a) === undefined) {
              const parsed = ActionSchema.safeParse(a);
              throw new Error(`listed but malformed: ${JSON.stringify(a)}: ${parsed.success ? 'refused by the fast check only' : parsed.error.issues[0].message}`);
            }
            // The fields of the action, read directly against the table.
            const fields = Object.keys(a).filter((k) => k !== 'faction' && k !== 'type');
            const table: { readonly [F in ActionField]?: FieldPresence } = ACTION_FIELDS[a.type];
            for (const f of fields) if (table[f as ActionField] === undefined) throw new Error(`${a.type} carries ${f}: ${JSON.stringify(a)}`);
            for (const f of ACTION_FIELD_NAMES) if (table[f] === 'required' && !fields.includes(f)) throw new Error(`${a.type} lacks ${f}: ${JSON.stringify(a)}`);
            const entry = fieldsSeen.get(a.type);
            if (entry === undefined) fieldsSeen.set(a.type, { any: new Set(fields), all: new Set(fields) });
            else {
              for (const f of fields) entry.any.add(f);
              for (const f of entry.all) if (!fields.includes(f)) entry.all.delete(f);
            }
            seen.type.add(a.type);
            if (a.option !== undefined) seen.option.add(a.option);
          }
          // Every listed action is checked, Events included; the games were chosen before Events were
          // offered, and leaving Events out of the choice keeps them the same games.
          const choosable = legal.filter((a) => a.type !== 'event');
          s = declineBrilliantStrokes(apply(s, choosable[r(choosable.length)]));
        }
      }
    expect(seen.type.size).toBeGreaterThan(25);
    expect(seen.option.size).toBeGreaterThan(20);
    // The table is no wider than the steps: the fields seen on every action of a type are its required
    // fields, and every optional field is seen, except the variants these playouts do not reach
    // (checked on their own positions below and in the rule tests).
    const notReached: Partial<Record<ActionType, ActionField[]>> = { buildFort: ['from'], replace: ['from'], rewardLoyalty: ['option'] };
    for (const [type, { any, all }] of fieldsSeen) {
      const table: { readonly [F in ActionField]?: FieldPresence } = ACTION_FIELDS[type];
      const allowed = ACTION_FIELD_NAMES.filter((f) => table[f] !== undefined && !(notReached[type] ?? []).includes(f));
      expect([type, [...any].sort()]).toEqual([type, [...allowed].sort()]);
      expect([type, [...all].sort()]).toEqual([type, ACTION_FIELD_NAMES.filter((f) => table[f] === 'required').sort()]);
    }
  });

  it('each type carries exactly its fields: another field, even one the vocabulary knows, or a missing one is malformed', () => {
    // 2.3.3 Pass: a pass names no space.
    expect(ActionSchema.safeParse({ faction: 'british', type: 'pass', space: 'Boston' }).success).toBe(false);
    expect(fastParseAction({ faction: 'british', type: 'pass', space: 'Boston' })).toBeUndefined();
    expect(ActionSchema.safeParse({ faction: 'british', type: 'pass' }).success).toBe(true);
    // A move needs its origin, destination, piece and count; `option` is optional.
    const move = { faction: 'british', type: 'move', from: 'Boston', to: 'Massachusetts', piece: 'britishRegular', count: 1 };
    expect(ActionSchema.safeParse(move).success).toBe(true);
    expect(ActionSchema.safeParse({ ...move, option: 'leader' }).success).toBe(true);
    for (const f of ['from', 'to', 'piece', 'count']) {
      const { [f]: _dropped, ...rest } = move as Record<string, unknown>;
      expect([f, ActionSchema.safeParse(rest).success, fastParseAction(rest)]).toEqual([f, false, undefined]);
    }
    expect(ActionSchema.safeParse({ ...move, space: 'Boston' }).success).toBe(false);
    // Every field a type does not carry is refused on that type, every required one is needed.
    const sample: Record<ActionField, unknown> = {
      command: 'muster', activity: 'skirmish', side: 'shaded', space: 'Boston', from: 'Boston', to: 'Boston',
      piece: 'tory', count: 1, value: 1, option: 'leader', limited: true, card: 1,
    };
    for (const type of ACTION_TYPES) {
      const table: { readonly [F in ActionField]?: FieldPresence } = ACTION_FIELDS[type];
      const full: Record<string, unknown> = { faction: 'british', type };
      for (const f of ACTION_FIELD_NAMES) if (table[f] !== undefined) full[f] = sample[f];
      expect([type, ActionSchema.safeParse(full).success, fastParseAction(full) !== undefined]).toEqual([type, true, true]);
      for (const f of ACTION_FIELD_NAMES) {
        if (table[f] === undefined) {
          const extra = { ...full, [f]: sample[f] };
          expect([type, f, ActionSchema.safeParse(extra).success, fastParseAction(extra)]).toEqual([type, f, false, undefined]);
        } else if (table[f] === 'required') {
          const { [f]: _dropped, ...rest } = full;
          expect([type, f, ActionSchema.safeParse(rest).success, fastParseAction(rest)]).toEqual([type, f, false, undefined]);
        }
      }
    }
  });

  it('through apply: a field the type does not carry, or a missing required field, is malformed, not not-legal-now', () => {
    const s = declineBrilliantStrokes(createGame('1775', { seed: 1 }));
    const pass = legalActions(s).find((a) => a.type === 'pass')!;
    expect(tryApply(s, { ...pass, space: 'Boston' })).toMatchObject({ ok: false, error: { code: 'malformed' } });
    expect(tryApply(s, { faction: pass.faction, type: 'command' })).toMatchObject({ ok: false, error: { code: 'malformed' } });
    // The same fields with an unlisted value: well-formed, not legal now.
    const unlisted = COMMAND_IDS.find((command) => !legalActions(s).some((a) => a.type === 'command' && a.command === command))!;
    expect(tryApply(s, { faction: pass.faction, type: 'command', command: unlisted })).toMatchObject({ ok: false, error: { code: 'not-legal-now' } });
  });

  it('the variants the playouts do not reach are listed on their own positions', () => {
    // 1.4.1, 3.3.1: with no Continental Available, a Rally replacing Militia takes them from the map (`from`).
    const s = position({ resources: { patriots: 10 }, pieces: { Massachusetts: { patriotFort: 1, militiaUnderground: 2 } } }, (d) => {
      d.spaces.Virginia.pieces.continental += d.available.continental;
      d.available.continental = 0;
    });
    const r = patriots.play(startCommand(s, 'patriots', 'rally'), { type: 'selectSpace', space: 'Massachusetts' }, { type: 'flip', space: 'Massachusetts' });
    expect(choices(r, 'replace')).toEqual([1, 2].map((count) => ({ type: 'replace', space: 'Massachusetts', from: 'Virginia', piece: 'militiaUnderground', count })));
  });
});
