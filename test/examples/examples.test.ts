/**
 * Every example script runs (`node --import tsx examples/<name>.ts`, as `npx tsx` would), exits 0
 * and prints what it promises. The scripts are started together, so the file takes about as long
 * as the slowest one.
 */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../..');

interface Run {
  code: number | null;
  out: string;
  err: string;
}

function runExample(name: string, args: readonly string[] = []): Promise<Run> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'examples', `${name}.ts`), ...args], { cwd: root });
    let out = '';
    let err = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (out += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (err += d));
    child.on('error', fail);
    child.on('close', (code) => done({ code, out, err }));
  });
}

const RUNS: Record<string, readonly string[]> = {
  demo: ['--scenario', 'sprint', '--seed', '3'],
  'embed-ui': ['--seed', '42'],
  'random-bot': ['--scenario', '1778', '--seed', '2'],
  'validate-move': [],
  'replay-record': [],
  'one-player': ['--scenario', '1778', '--seed', '4'],
  'search-bot': ['--games', '1', '--rollouts', '2', '--horizon', '20'],
  'virtual-table': [],
};
const runs: Record<string, Run> = {};
let demoNonPlayers: Run;
let searchFlowcharts: Run;

beforeAll(async () => {
  const names = Object.keys(RUNS);
  const [np, sf, ...results] = await Promise.all([
    runExample('demo', ['--scenario', '1775', '--seed', '5', '--nonplayers', 'british']),
    runExample('search-bot', ['--games', '1', '--rollouts', '1', '--horizon', '10', '--opponents', 'flowcharts']),
    ...names.map((n) => runExample(n, RUNS[n])),
  ]);
  names.forEach((n, i) => (runs[n] = results[i]));
  demoNonPlayers = np;
  searchFlowcharts = sf;
}, 300_000);

describe('examples/', () => {
  it('every script in examples/ is covered here', () => {
    const scripts = readdirSync(join(root, 'examples')).filter((f) => f.endsWith('.ts')).map((f) => f.slice(0, -3));
    expect(scripts.sort()).toEqual(Object.keys(RUNS).sort());
  });

  for (const name of Object.keys(RUNS)) {
    it(`${name} exits 0 without errors`, () => {
      expect(runs[name].err).toBe('');
      expect(runs[name].code).toBe(0);
    });
  }

  it('demo: a whole game card by card, Winter Quarters, then the result with every margin', () => {
    const out = runs.demo.out;
    expect(out).toMatch(/^Liberty or Death — Sprint/);
    expect(out).toMatch(/\nCard \d+: .+\n  (British|Patriots|French|Indians) +\S/);
    expect(out).toMatch(/\nWinter Quarters Round 1: /);
    expect(out).toContain('Victory Check Phase');
    expect(out).toMatch(/\nGame over after \d+ steps and \d+ cards: /);
    for (const f of ['British', 'Patriots', 'French', 'Indians']) expect(out).toMatch(new RegExp(`\\n  ${f} +-?\\d+ +-?\\d+ +-?\\d+`));
  });

  it('demo --nonplayers british: the British follow their flowchart (8.4), each turn with the nodes it went through', () => {
    expect(demoNonPlayers.err).toBe('');
    expect(demoNonPlayers.code).toBe(0);
    const out = demoNonPlayers.out;
    expect(out).toMatch(/^Liberty or Death — A People Numerous and Armed .*: one game, British by their Non-Player flowchart, the other choices random/);
    expect(out).toMatch(/\n  British +.+\n +flowchart: B1 → /);
    expect(out).toMatch(/\nGame over after \d+ steps and \d+ cards: /);
  });

  it('one-player: a human Faction against the three Non-Player flowcharts (8.8), both sides in the account', () => {
    const out = runs['one-player'].out;
    expect(out).toMatch(/^Liberty or Death, scenario 1778, seed 4: you play the patriots; british, french, indians follow their Non-Player flowcharts/);
    for (const [f, n] of [['british', 'B'], ['french', 'F'], ['indians', 'I']]) expect(out).toMatch(new RegExp(`\\n${f} \\(Non-Player\\): ${n}1 → `));
    expect(out).toMatch(/\nYou \(patriots\): /);
    expect(out).toMatch(/\nGame over: .+\nDecisions: yours \d+, the Non-Players' \d+\. Ranking: \w+ > \w+ > \w+ > \w+/);
  });

  it('embed-ui: the board, the prompt with numbered buttons, the clicks', () => {
    const out = runs['embed-ui'].out;
    expect(out).toContain('Board:');
    expect(out).toMatch(/BRITISH to decide — .+Brilliant Stroke.+\(rule 2\.3\.8\)/);
    expect(out).toMatch(/> click \[1\] british done/);
    expect(out).toMatch(/BRITISH to decide — .+\(rule 2\.3\.4\)/);
    expect(out).toMatch(/\[0\] british pass/);
    expect(out).toMatch(/> click \[\d+\] british /);
    expect(out).toContain('Board after the clicks:');
  });

  it('search-bot: the same games with the British by Monte Carlo search and at random, compared', () => {
    const out = runs['search-bot'].out;
    expect(out).toMatch(/game 1 \(search-bot-0\): British margin -?\d+( \(won\))? by Monte Carlo search, -?\d+( \(won\))? by random\n/);
    expect(out).toMatch(/sprint, 1 game against random play/);
    expect(out).toMatch(/British by Monte Carlo search: mean margin -?\d+\.\d, \d+ wins?/);
    expect(out).toMatch(/Search beats random by -?\d+\.\d victory margin points a game\./);
  });

  it('search-bot --opponents flowcharts: the British by search, at random and by their flowchart against the three Non-Player flowcharts (8.1)', () => {
    const { out, err, code } = searchFlowcharts;
    expect({ err, code }).toEqual({ err: '', code: 0 });
    expect(out).toMatch(/game 1 \(search-bot-0\): British margin -?\d+( \(won\))? by Monte Carlo search, -?\d+( \(won\))? by random, -?\d+( \(won\))? by their flowchart\n/);
    expect(out).toMatch(/sprint, 1 game against the Non-Player flowcharts/);
    expect(out).toMatch(/British by their flowchart: +mean margin -?\d+\.\d, \d+ wins?/);
    expect(out).toMatch(/Search against the British flowchart: -?\d+\.\d victory margin points a game\./);
  });

  it('random-bot: a whole game and its result', () => {
    expect(runs['random-bot'].out).toMatch(/Scenario 1778, seed 2: \d+ decisions/);
    expect(runs['random-bot'].out).toMatch(/Result: .+\nRanking: \w+ > \w+ > \w+ > \w+/);
  });

  it('validate-move: accepted steps, then the first illegal step with its code, reason and alternatives', () => {
    const out = runs['validate-move'].out;
    expect(out).toMatch(/step 2: ok +british place Boston britishRegular×3/);
    expect(out).toMatch(/step 3: ILLEGAL .*"count":7/);
    expect(out).toContain('code:    not-legal-now');
    expect(out).toContain('code:    wrong-faction');
    expect(out).toContain('code:    malformed');
    expect(out).toContain('accepted: Boston now holds');
  });

  it('replay-record: writes a record, reads it back, replays it, finds the damaged step', () => {
    const out = runs['replay-record'].out;
    expect(out).toMatch(/Wrote a record of 60 actions/);
    expect(out).toContain('Replayed 60 actions: all legal');
    expect(out).toMatch(/Damaged copy: step 5 is illegal \(wrong-faction\)/);
    expect(out).toMatch(/Corrupt file: .*line 1, column \d+/);
  });

  it('virtual-table: the table\'s cards and dice fed in; a Muster matched from its changes, an illegal one with its reason (3.2.1), a Battle with the table\'s dice (3.6), the record replayed', () => {
    expect(runs['virtual-table'].out.split('\n')).toEqual([
      'The table turns over its first two cards.',
      '  #97 first? card 1 of campaign 1 is an Event card: a campaign\'s Winter Quarters card is shuffled into its bottom 5 cards, under its first 6 Events (page 36)',
      '  Reveal the first card of the draw deck (campaign 1 of 1, card 1 of 11): #35',
      '  Reveal the next card of the draw deck (campaign 1 of 1, card 2 of 11): #54',
      'Now: British, 1st Eligible: execute a Command (optionally with a Special Activity), or the Event, or Pass',
      '',
      '1. The British player Musters 3 Regulars and 2 Tories in New York City and 2 Tories in New York, and pays 2 Resources.',
      '  legal: 8 steps, 0 dice',
      '    Muster (Command and Special Activity)',
      '    Muster British Regulars in New York City',
      '    Place 3 British Regulars in New York City',
      '    Place 2 Tories in New York City',
      '    Muster Tories in New York',
      '    Place 2 Tories in New York',
      '    End the Muster',
      '    End the Muster without a Special Activity after it',
      '  next: French, 2nd Eligible: execute a Limited Command, or Pass',
      '',
      '2. The British player Musters 3 Regulars in New York City and 2 Tories in Massachusetts, and pays 2 Resources.',
      '  illegal at step 2: Not legal now: Massachusetts is at Active Opposition: no Tories muster there (3.2.1).',
      '  what differs from the nearest legal Muster: Massachusetts: 0 Tories, the target has 2; available: 10 Tories, the target has 8',
      '  step by step: not-legal-now, Massachusetts is at Active Opposition: no Tories muster there (rule 3.2.1)',
      '  explain: {"rule":"3.2.1","text":"Massachusetts is at Active Opposition: no Tories muster there"}',
      '  spaces offered for Tories: Quebec City, New York City, New Hampshire, Connecticut-Rhode Island, New York, New Jersey, Pennsylvania, Georgia',
      '',
      '3. The British player Battles in New York and activates no War Party; the table rolls 2 and 1 for the British, 3 for',
      '   the Patriots; the Patriot player moves Washington, left alone, to Philadelphia; the British player ends the Battle.',
      '  ok: Battle (Command and Special Activity)',
      '  ok: Battle in New York',
      '  ok: End the Battle',
      '  ok: Activate no Underground War Parties in New York',
      '  Roll 1D3 (1 of 2) for Battle in New York: British (Attacker) rolls 2D3 for the Defender Loss Level: the table rolled 2 (faces 1, 2, 3)',
      '  Roll 1D3 (2 of 2) for Battle in New York: British (Attacker) rolls 2D3 for the Defender Loss Level: the table rolled 1 (faces 1, 2, 3)',
      '  Roll 1D3 (1 of 1) for Battle in New York: Patriots (Defender) rolls 1D3 for the Attacker Loss Level: the table rolled 3 (faces 1, 2, 3)',
      '  ok: Move George Washington to Philadelphia',
      '  ok: End the Battle without a Special Activity after it',
      '  New York after the Battle: British Regulars 1, Tories 2, Continentals 0; CBC 4, CRC 6',
      '  next: French, 2nd Eligible: execute a Limited Command, or Pass',
      '  from the board: 9 steps; dice 1 + 2 at step 6, 3 at step 7',
      '',
      'Record: 14 actions; replayed: all legal, same board: true',
      'Save: loaded back at "French, 2nd Eligible: execute a Limited Command, or Pass"',
      '',
    ]);
  });
});
