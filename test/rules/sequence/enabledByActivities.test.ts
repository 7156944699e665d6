/**
 * The Eligible Faction's Commands that a Special Activity executed first makes executable (4.1), asked
 * for all of them at once with each Special Activity's trial shared ({@link enabledByActivities}), are
 * those the plain per-Command trial finds ({@link enabledByActivity}): at every Eligible Faction's
 * decision of random games, and at the same decision with the Faction's Resources at 0 (where Trade,
 * Persuasion, Préparer la Guerre and Naval Pressure pay for the Commands, the shared search's case);
 * the plain answer plays every Special Activity through, so it also checks the Commands the shared
 * answer enables by a Special Activity's Resources-only way (`resourceGains`) without a trial, and
 * those it answers on a Special Activity's few boards that stand for all its ways (`decisiveBoards`:
 * Trade refused in each of its Provinces, Persuasion in as many spaces as it can, Naval Pressure's
 * Blockades removed or its least 1D3), made executable or not, and the Commands it does not ask
 * because they do not exist on the board (`existsNow`: French Muster, March and Battle before the
 * Treaty of Alliance), which also cannot start at 50 Resources; for the Indians also with the
 * British at 0 and 1 Resources (a Scout's British Resource, what a Trade may transfer); for the British
 * also at 0 to 2 Resources after the Treaty with FNI at 1 to 3 and Blockades on none to two Cities, under
 * Howe and not (Naval Pressure's boards: each Blockade removed, Howe's drop first, the least 1D3).
 */
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../src/core/state';
import type { Faction, ScenarioId } from '../../../src/data/ids';
import { deepCopy } from '../../../src/core/pathCopy';
import { CITIES } from '../../../src/data/map';
import { createGame } from '../../../src/game/createGame';
import { GAME } from '../../../src/game/definition';
import { apply, legalActions } from '../../../src/game/machine';
import { enabledByActivities, enabledByActivity } from '../../../src/flow/host';
import type { CommandMode } from '../../../src/flow/contracts';
import { seededIndex } from '../../../src/testing/random';

const FULL: CommandMode = { limited: false, free: false, specialActivity: true };

interface Counts {
  decisions: number;
  /** Decisions where two or more Commands were enabled by one Special Activity (the trial shared). */
  shared: number;
  /** Commands found enabled. */
  enabled: number;
  /** Commands enabled by a way that only adds Resources (a Special Activity's `resourceGains`: no trial in the shared answer). */
  byGains: number;
  /** Commands answered on a Special Activity's `decisiveBoards` or `relax` board (no trial in the shared answer): made executable, and not. */
  byBoards: { yes: number; no: number };
  /** Of those, the Patriots' (Persuasion's `relax` board, `relaxDecides`). */
  patriotBoards: { yes: number; no: number };
  /** Commands not asked because they do not exist on the board (`existsNow` false). */
  absent: number;
}

/** Whether the Command can be executed after each gain of a Resources-only way of one of the Faction's Special Activities. */
function executableAfterGains(state: GameState, command: (typeof GAME.commands)[number]): boolean {
  const f = command.faction;
  return GAME.activitiesOf(f).some((m) => {
    const gains = m.relax ? m.resourceGains?.(state) : null;
    return gains != null && gains.every((g) => command.canStart({ ...state, resources: { ...state.resources, [f]: Math.min(50, state.resources[f] + g) } }, FULL));
  });
}

/** Whether some Special Activity of the Faction answers for the Command on its `decisiveBoards` or its `relax` board (`relaxDecides`), its `relax` letting the Command start. */
function answeredOnBoards(state: GameState, command: (typeof GAME.commands)[number]): boolean {
  const context = { faction: command.faction, command: command.id, commandSpaces: [] };
  return GAME.activitiesOf(command.faction).some(
    (m) => m.relax && (m.decisiveBoards || m.relaxDecides) && m.accompanies(state, command.id) && m.canStart(state, context) && command.canStart(m.relax(state, context), FULL),
  );
}

/** The shared answer against the plain one for the Faction's Commands that cannot be executed now. */
function check(state: GameState, faction: Faction, what: string, counts: Counts): void {
  const blocked = GAME.commandsOf(faction).filter((c) => !c.canStart(state, FULL));
  const plain = blocked.filter((c) => enabledByActivity(GAME, state, c, FULL)).map((c) => c.id);
  const shared = enabledByActivities(GAME, state, blocked, FULL);
  expect([...shared].sort(), what).toEqual([...plain].sort());
  counts.decisions += 1;
  counts.enabled += plain.length;
  counts.byGains += blocked.filter((c) => executableAfterGains(state, c)).length;
  for (const c of blocked.filter((c) => answeredOnBoards(state, c))) {
    counts.byBoards[plain.includes(c.id) ? 'yes' : 'no'] += 1;
    if (faction === 'patriots') counts.patriotBoards[plain.includes(c.id) ? 'yes' : 'no'] += 1;
  }
  if (plain.length >= 2) counts.shared += 1;
  for (const c of blocked.filter((c) => c.existsNow?.(state) === false)) {
    counts.absent += 1;
    expect(plain, what).not.toContain(c.id);
    expect(c.canStart({ ...state, resources: { ...state.resources, [faction]: 50 } }, FULL), `${what}: ${c.id} at 50 Resources`).toBe(false);
  }
}

/**
 * The board with one Underground War Party left at each Village (`all`) or only at the first Village
 * holding one, the others Activated: a Trade's Activation may then take the Underground War Party a Raid needs.
 */
function fewUnderground(state: GameState, all: boolean): GameState {
  const out = deepCopy(state);
  let kept = false;
  for (const space of Object.values(out.spaces)) {
    const p = space.pieces;
    const keep: number = p.village > 0 && p.warPartyUnderground > 0 && (all || !kept) ? 1 : 0;
    kept ||= keep > 0;
    p.warPartyActive += p.warPartyUnderground - keep;
    p.warPartyUnderground = keep;
  }
  return out;
}

/**
 * The board after the Treaty of Alliance with FNI at `fni`, `blockaded` Cities (the first ones in map
 * order) carrying one Blockade each from the West Indies' Squadrons, the British Leader `leader`, and
 * the British at `resources`.
 */
function navalBoard(state: GameState, fni: number, blockaded: number, leader: 'Howe' | 'Clinton', resources: number): GameState {
  const out = deepCopy(state);
  out.treatyOfAlliance = true;
  out.fni = fni;
  out.leaders.british.leader = leader;
  out.resources.british = resources;
  for (const [i, city] of CITIES.entries()) {
    const moved = out.spaces[city].blockades;
    out.spaces[city].blockades = i < blockaded ? 1 : 0;
    out.spaces.WestIndies.squadrons += moved - out.spaces[city].blockades;
  }
  return out;
}

/** FNI, Cities Blockaded, British Leader and Resources of the Naval Pressure boards ({@link navalBoard}). */
const NAVAL_BOARDS = [
  [1, 1, 'Clinton', 0],
  [3, 2, 'Clinton', 1],
  [2, 2, 'Clinton', 0],
  [1, 1, 'Howe', 0],
  [2, 2, 'Howe', 1],
  [3, 2, 'Howe', 0],
  [3, 0, 'Howe', 1],
  [3, 1, 'Clinton', 2],
  [3, 0, 'Clinton', 2],
] as const;

function checkGame(scenario: ScenarioId, seed: number, counts: Counts): void {
  const index = seededIndex(seed);
  let s = createGame(scenario, { seed });
  for (let step = 0; !s.result; step++) {
    const legal = legalActions(s);
    const top = s.stack[s.stack.length - 1] as { kind: string; faction?: Faction };
    if (top.kind === 'eligibleOptions') {
      const faction = top.faction!;
      check(s, faction, `${scenario} seed ${seed} step ${step}`, counts);
      const poor = deepCopy(s);
      poor.resources[faction] = 0;
      check(poor, faction, `${scenario} seed ${seed} step ${step}, ${faction} at 0 Resources`, counts);
      if (faction === 'indians')
        for (const british of [0, 1]) {
          const poorer = deepCopy(poor);
          poorer.resources.british = british;
          check(poorer, faction, `${scenario} seed ${seed} step ${step}, Indians at 0 and British at ${british} Resources`, counts);
        }
      if (faction === 'british' && step % 3 === 0)
        for (const [fni, blockaded, leader, resources] of NAVAL_BOARDS)
          check(navalBoard(s, fni, blockaded, leader, resources), faction, `${scenario} seed ${seed} step ${step}, Treaty, FNI ${fni}, ${blockaded} Blockades, ${leader}, British at ${resources}`, counts);
      if (faction === 'indians')
        for (const all of [true, false])
          check(fewUnderground(poor, all), faction, `${scenario} seed ${seed} step ${step}, Indians at 0, one Underground War Party at ${all ? 'each Village' : 'one Village'}`, counts);
    }
    s = apply(s, legal[index(legal.length)]);
  }
}

describe('Commands made executable by a Special Activity first (4.1): the shared trial answers as the plain one', () => {
  it('random games, and the same decisions at 0 Resources', { timeout: 300_000 }, () => {
    const counts: Counts = { decisions: 0, shared: 0, enabled: 0, byGains: 0, byBoards: { yes: 0, no: 0 }, patriotBoards: { yes: 0, no: 0 }, absent: 0 };
    for (const [scenario, seed] of [
      ['1775', 1],
      ['1776', 2],
      ['1778', 3],
      ['1776', 4],
      ['1775', 5],
      ['1778', 6],
    ] as const)
      checkGame(scenario, seed, counts);
    expect(counts.decisions).toBeGreaterThan(300);
    expect(counts.enabled).toBeGreaterThan(300);
    expect(counts.shared).toBeGreaterThan(100);
    expect(counts.byGains).toBeGreaterThan(100);
    console.log(`existsNow: ${counts.absent} Commands not asked`);
    expect(counts.absent).toBeGreaterThan(100);
    console.log(`decisiveBoards: ${counts.byBoards.yes} Commands made executable, ${counts.byBoards.no} not`);
    expect(counts.byBoards.yes).toBeGreaterThan(100);
    expect(counts.byBoards.no).toBeGreaterThan(10);
    console.log(`of which the Patriots' (Persuasion): ${counts.patriotBoards.yes} made executable, ${counts.patriotBoards.no} not`);
    expect(counts.patriotBoards.yes).toBeGreaterThan(50);
  });
});
