/**
 * Game records: building (startRecord, addToRecord, recordGame), the JSON form
 * (serializeRecord / parseRecord with precise errors) and checking (checkRecord, replayRecord).
 */
import { describe, expect, it } from 'vitest';
import {
  addToRecord,
  apply,
  checkRecord,
  createGame,
  GameRecordSchema,
  IllegalActionError,
  legalActions,
  parseRecord,
  pending,
  RECORD_VERSION,
  recordGame,
  RecordError,
  replay,
  replayRecord,
  ScenarioError,
  serializeRecord,
  startRecord,
  type Action,
  type GameRecord,
} from '../../src/index';

/** A record of the first `n` steps of a 1776 game, always taking the first legal action. */
function firstSteps(n: number, seed = 4): GameRecord {
  let rec = recordGame('1776', { seed });
  while (rec.steps < n && !rec.state.result) rec = rec.apply(legalActions(rec.state)[0]);
  return rec.record;
}

function recordError(json: unknown): RecordError {
  try {
    parseRecord(json);
  } catch (e) {
    if (e instanceof RecordError) return e;
    throw e;
  }
  throw new Error('parseRecord accepted the record');
}

describe('building records', () => {
  it('startRecord writes the seed explicitly and freezes the record', () => {
    const r = startRecord('1775', { periodEvents: true });
    expect(r).toEqual({ version: RECORD_VERSION, scenario: '1775', options: { periodEvents: true, seed: 0 }, actions: [] });
    expect(Object.isFrozen(r)).toBe(true);
    expect(Object.isFrozen(r.options)).toBe(true);
    expect(startRecord('1778', { seed: 'abc' }).options.seed).toBe('abc');
  });

  it('startRecord refuses what createGame refuses', () => {
    expect(() => startRecord('1777' as never)).toThrow(ScenarioError);
    expect(() => startRecord('1775', { dice: 'loaded' as never })).toThrow(ScenarioError);
  });

  it('addToRecord returns a new record and leaves the old one unchanged', () => {
    const empty = startRecord('1776', { seed: 4 });
    const a = legalActions(createGame('1776', { seed: 4 }))[0];
    const one = addToRecord(empty, a);
    expect(empty.actions).toEqual([]);
    expect(one.actions).toEqual([a]);
    expect(addToRecord(one, a, a).actions).toHaveLength(3);
  });

  it('addToRecord refuses a malformed action, naming its index', () => {
    const one = addToRecord(startRecord('1776'), { faction: 'british', type: 'pass' });
    expect(() => addToRecord(one, { faction: 'redcoats', type: 'pass' } as unknown as Action)).toThrow(/actions\[1\]\.faction/);
  });

  it('recordGame keeps the state and the record in step', () => {
    let rec = recordGame('1776', { seed: 4 });
    const played: Action[] = [];
    for (let i = 0; i < 25; i++) {
      const a = legalActions(rec.state)[i % legalActions(rec.state).length];
      played.push(a);
      rec = rec.apply(a);
    }
    expect(rec.steps).toBe(25);
    expect(rec.record.actions).toEqual(played);
    expect(rec.state).toEqual(replay('1776', { seed: 4 }, played));
    expect(rec.record.options).toEqual({ seed: 4 });
  });

  it('recordGame refuses an illegal action and the recorder stays usable', () => {
    const rec = recordGame('1776', { seed: 4 });
    expect(() => rec.apply({ faction: 'british', type: 'dance' } as unknown as Action)).toThrow(IllegalActionError);
    expect(rec.steps).toBe(0);
    expect(rec.apply(legalActions(rec.state)[0]).steps).toBe(1);
  });

  it('recorders can branch: two continuations of one recorder keep their own actions', () => {
    const base = recordGame('1776', { seed: 4 }).apply(legalActions(createGame('1776', { seed: 4 }))[0]);
    const [x, y] = legalActions(base.state);
    const left = base.apply(x).apply(legalActions(base.apply(x).state)[0]);
    const right = base.apply(y);
    expect(left.record.actions.slice(0, 2)).toEqual([base.record.actions[0], x]);
    expect(left.steps).toBe(3);
    expect(right.record.actions).toEqual([base.record.actions[0], y]);
    expect(base.record.actions).toHaveLength(1);
  });
});

describe('the JSON form', () => {
  it('serializeRecord puts one action per line, and parseRecord reads it back', () => {
    const r = firstSteps(12);
    const text = serializeRecord(r);
    expect(text.split('\n').filter((l) => l.trim().startsWith('{"faction"'))).toHaveLength(12);
    expect(parseRecord(text)).toEqual(r);
    expect(parseRecord(serializeRecord(startRecord('sprint')))).toEqual(startRecord('sprint'));
  });

  it('parseRecord accepts an already-parsed value and returns a frozen record', () => {
    const r = parseRecord(JSON.parse(serializeRecord(firstSteps(3))));
    expect(Object.isFrozen(r.actions[0])).toBe(true);
  });

  it('GameRecordSchema is the shape of a record', () => {
    expect(GameRecordSchema.safeParse(firstSteps(2)).success).toBe(true);
    expect(GameRecordSchema.safeParse({ version: 1, scenario: '1776', options: {}, actions: [], extra: 1 }).success).toBe(false);
  });

  it('bad JSON: code json, with the line and column', () => {
    const e = recordError('{\n  "version": 1,\n  "scenario": "1775",,\n}');
    expect(e.code).toBe('json');
    expect(e.message).toMatch(/not valid JSON: .*line 3, column \d+/);
  });

  it('another version: code version', () => {
    const e = recordError({ version: 2, scenario: '1775', options: {}, actions: [] });
    expect(e.code).toBe('version');
    expect(e.message).toContain('unsupported record version 2');
  });

  it('schema problems are named by their path, every one of them', () => {
    const e = recordError({
      version: 1,
      scenario: '1779',
      options: { sed: 3 },
      actions: [{ faction: 'british', type: 'pass' }, { faction: 'redcoats', type: 'pass' }, { faction: 'french', type: 'place', count: -1 }],
    });
    expect(e.code).toBe('schema');
    expect(e.problems[0]).toMatch(/^scenario: expected one of .*got "1779"$/);
    expect(e.problems).toContain("options: unknown field 'sed'");
    expect(e.problems.some((p) => /^actions\[1\]\.faction: .*got "redcoats"$/.test(p))).toBe(true);
    expect(e.problems.some((p) => /^actions\[2\]\.count: .*got -1$/.test(p))).toBe(true);
    // A placement must name its space and piece (ACTION_FIELDS).
    expect(e.problems.some((p) => /^actions\[2\]\.space: missing, expected one of /.test(p))).toBe(true);
    expect(e.problems.some((p) => /^actions\[2\]\.piece: missing, expected one of /.test(p))).toBe(true);
    expect(e.message).toMatch(/^Invalid game record: scenario: .*\(and 5 more\)$/);
  });

  it('a missing field and a non-object', () => {
    expect(recordError({ version: 1, scenario: '1775', options: {} }).problems).toEqual(['actions: missing, expected array']);
    expect(recordError('[1, 2]').message).toContain('expected an object');
    expect(recordError({ scenario: '1775' }).problems[0]).toBe('version: missing (expected 1)');
  });

  it('options createGame refuses: code options (an explicit deck that breaks the deck rules)', () => {
    const e = recordError({ version: 1, scenario: '1775', options: { seed: 1, deck: [1, 2, 3] }, actions: [] });
    expect(e.code).toBe('options');
    expect(e.message).toMatch(/options: .*deck/);
  });
});

describe('checking records', () => {
  it('a legal record: the final state and the number of steps', () => {
    const r = firstSteps(40);
    const check = checkRecord(r);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.steps).toBe(40);
    expect(check.state).toEqual(replay(r.scenario, r.options, r.actions));
  });

  it('stops at the first illegal step and reports it without applying anything after', () => {
    const good = firstSteps(10);
    const bad = addToRecord(good, { faction: 'british', type: 'selectSpace', space: 'WestIndies' }, ...firstSteps(15).actions.slice(10));
    const check = checkRecord(bad);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    const before = replay(good.scenario, good.options, good.actions);
    expect(check.step).toBe(10);
    expect(check.action).toEqual({ faction: 'british', type: 'selectSpace', space: 'WestIndies' });
    expect(check.error).toBeInstanceOf(IllegalActionError);
    expect(['wrong-faction', 'not-legal-now']).toContain(check.error.code);
    expect(check.legal).toEqual(legalActions(before));
    expect(check.pending).toEqual({ faction: pending(before)!.faction, kind: pending(before)!.kind, prompt: pending(before)!.prompt });
    expect(check.state).toEqual(before);
  });

  it('an action after the end of the game is refused with code game-over', () => {
    let s = createGame('sprint', { seed: 2 });
    let rec = recordGame('sprint', { seed: 2 });
    while (!s.result) {
      const a = legalActions(s)[0];
      s = apply(s, a);
      rec = rec.apply(a);
    }
    const check = checkRecord(addToRecord(rec.record, { faction: 'british', type: 'pass' }));
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.error.code).toBe('game-over');
    expect(check.pending).toBeNull();
    expect(check.legal).toEqual([]);
  });

  it('replayRecord gives the state after any number of steps', () => {
    const r = firstSteps(20);
    expect(replayRecord(r, 0)).toEqual(createGame('1776', { seed: 4 }));
    expect(replayRecord(r, 7)).toEqual(replay('1776', { seed: 4 }, r.actions.slice(0, 7)));
    expect(replayRecord(r)).toEqual(replay('1776', { seed: 4 }, r.actions));
    expect(() => replayRecord(r, 21)).toThrow(RangeError);
    // An unknown type is refused by the shape check; a well-formed action never legal with seeded dice is refused on replay.
    expect(() => addToRecord(r, { faction: 'british', type: 'dance' } as unknown as Action)).toThrow(RecordError);
    expect(() => replayRecord(addToRecord(r, { faction: 'chance', type: 'roll', value: 1 }))).toThrow(IllegalActionError);
  });
});
