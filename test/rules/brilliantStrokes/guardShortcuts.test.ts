/**
 * The Brilliant Stroke guard's shortcuts give the full trial's answers (1.10, 2.3.8): in random games
 * where the Factions play their Brilliant Strokes whenever they can, at every decision under a
 * Brilliant Stroke the offered choices are those a plain search (no promising choices tried first,
 * `done` first, then canonical order; no early failure of a British March that cannot take units out of
 * the Leader's space, nor of the other quick failures) keeps — and at every position that search visits,
 * each early answer of the quick goal is the search's own, and each choice it accepts without trial
 * leads on, and each choice it rejects without trial leads nowhere — and at every decision the Leader's check
 * (`leaderCanTakePart`, with its caches) answers as trial play on a fresh state does, for every Faction.
 * Some games have Non-Players, whose Leaders follow their units only once a Command is over (8.1).
 */
import { describe, expect, it } from 'vitest';
import type { Action } from '../../../src/core/action';
import type { Frame, GameState } from '../../../src/core/state';
import { FACTIONS, type Faction, type ScenarioId } from '../../../src/data/ids';
import { guardIndex, trialAfter, unguarded, type GuardGoal } from '../../../src/flow/guard';
import { deepCopy } from '../../../src/core/pathCopy';
import { createGame } from '../../../src/game/createGame';
import { GAME } from '../../../src/game/definition';
import { apply, legalActions } from '../../../src/game/machine';
import { leaderCanTakePart, leaderCanTakePartByTrial, leaderCanTakePartNow, leaderTakesPart, type BrilliantStrokeFrame } from '../../../src/rules/sequence/brilliantStrokes';
import { seededIndex } from '../../../src/testing/random';
import { arrange } from '../../../src/testing/builders';
import { lead, play } from '../../../src/testing/kit';
import { atCardStart, stroke } from './helpers';

const lookup = GAME.step;
/** The goal without its quick answers: no choice tried before the others, no early failure of a British March. */
const plainGoal: GuardGoal = leaderTakesPart(GAME, false);

/** The goal with its quick answers, as the guard uses it. */
const quickGoal: GuardGoal = leaderTakesPart(GAME);
/** Positions searched where the quick goal answered early (its early failures and successes), each checked against the plain search. */
let quickAnswers = 0;

/**
 * The guard's search with no promising choices: `done` first, then the rest in canonical order. At every
 * position searched where the quick goal answers and the plain one does not, the answers must agree.
 */
function plainSomeWayTo(state: GameState, at: number, origin: GameState): boolean {
  const r = plainGoal.reached(state, at, origin);
  if (r !== undefined) return r;
  const frame = state.stack[state.stack.length - 1];
  const step = lookup(frame);
  const options = guardIndex(state) === at ? unguarded(step).options!(state, frame) : step.options!(state, frame);
  const next = (a: Action): boolean => plainSomeWayTo(trialAfter(state, a, lookup), at, origin);
  const found = frame.kind === 'roll' ? options.every(next) : options.some((a) => a.type === 'done' && next(a)) || options.some((a) => a.type !== 'done' && next(a));
  const quick = quickGoal.reached(state, at, origin);
  if (quick !== undefined) {
    expect(quick, `the quick goal's early answer at a ${frame.kind} decision`).toBe(found);
    quickAnswers += 1;
  }
  checkAccepted(state, at, origin, options);
  checkRejected(state, at, origin, options);
  return found;
}

/** Choices the quick goal accepts without trial play (a Command that stays with him, selecting his space, a move out of it) lead on by the plain search. */
function checkAccepted(state: GameState, at: number, origin: GameState, options: readonly Action[]): void {
  notNested('accepted', () => checkAcceptedNow(state, at, origin, options));
}

/** The kinds of check whose own search is under way. */
const checking = new Set<string>();

/**
 * Runs the check unless one of its kind is under way: inside a check's own search the checks would nest
 * without end (where every move is accepted, or every later move of a British March rejected).
 */
function notNested(kind: string, check: () => void): void {
  if (checking.has(kind)) return;
  checking.add(kind);
  try {
    check();
  } finally {
    checking.delete(kind);
  }
}

function checkAcceptedNow(state: GameState, at: number, origin: GameState, options: readonly Action[]): void {
  for (const a of options) {
    if (!quickGoal.accepts!(state, at, a)) continue;
    expect(plainSomeWayTo(trialAfter(state, a, lookup), at, origin), `an accepted ${a.type} at a ${state.stack[state.stack.length - 1].kind} decision ${JSON.stringify(a)} ${JSON.stringify(state.stack[at])} ${JSON.stringify(state.leaders)}`).toBe(true);
    if (a.type === 'move') acceptedMoves += 1;
    if (a.type === 'move' && state.stack[state.stack.length - 1].kind === 'indiansScout' && a.to === (state.stack[at] as BrilliantStrokeFrame).origin?.space) acceptedScoutMovesIn += 1;
    if (a.type === 'selectSpace') acceptedSelections += 1;
    if (a.type === 'selectSpace' && state.stack[state.stack.length - 1].kind === 'britishGarrison') acceptedGarrisonSelections += 1;
    if (a.type === 'command') acceptedCommands += 1;
    if (a.type === 'command' && (a.command === 'scout' || a.command === 'raid')) acceptedScoutsAndRaids += 1;
    if (sparing(state, a)) acceptedSparing += 1;
    if (sparing(state, a) && (state.stack[at] as BrilliantStrokeFrame).faction === 'french') acceptedFrenchSparing += 1;
    if (a.type === 'specialActivity' && SPARING_ACTIVITIES.includes(a.activity!)) acceptedActivities += 1;
    if (SPARING_ACTIVITY_FRAMES.includes(state.stack[state.stack.length - 1].kind)) acceptedActivityChoices += 1;
    if (a.type === 'command' && a.command === 'raid') acceptedRaids += 1;
    if (a.type === 'command' && a.faction === 'patriots' && a.command === 'march') acceptedPatriotMarches += 1;
    if ((state.stack[at] as BrilliantStrokeFrame).faction === 'british' && state.stack.some((f) => f.kind === 'winTheDay') && a.faction === 'patriots') acceptedFreeRallies += 1;
    if (state.stack[state.stack.length - 1].kind === 'patriotsMarch' && (a.type === 'done' || (a.type === 'move' && a.from !== (state.stack[at] as BrilliantStrokeFrame).origin?.space))) acceptedPatriotMarchMoves += 1;
    if (a.type === 'skirmish' && a.space === (state.stack[at] as BrilliantStrokeFrame).origin?.space) acceptedStrikesInHisSpace += 1;
  }
}
/** Choices the quick goal rejects without trial play (a last placing Command away from him, at the grant or in its selection; a last British March's or Garrison's moves that pass his space) lead on by no way of the plain search. */
function checkRejected(state: GameState, at: number, origin: GameState, options: readonly Action[]): void {
  notNested('rejected', () => checkRejectedNow(state, at, origin, options));
}

function checkRejectedNow(state: GameState, at: number, origin: GameState, options: readonly Action[]): void {
  for (const a of options) {
    if (!quickGoal.rejects!(state, at, a)) continue;
    expect(plainSomeWayTo(trialAfter(state, a, lookup), at, origin), `a rejected ${a.type} at a ${state.stack[state.stack.length - 1].kind} decision ${JSON.stringify(a)} ${JSON.stringify(state.stack[at])} ${JSON.stringify(state.leaders)}`).toBe(false);
    if (a.type === 'command') rejectedCommands += 1;
    if (a.type === 'command' && a.command === 'scout') rejectedScouts += 1;
    if (a.type === 'selectSpace') rejectedSelections += 1;
    if (a.type === 'selectSpace' && /March|Rally|Gather/.test(state.stack[state.stack.length - 1].kind)) rejectedMovingSelections += 1;
    if (a.type === 'selectSpace' && state.stack[state.stack.length - 1].kind === 'indiansRaid') rejectedRaidSelections += 1;
    if (a.type === 'move' && state.stack[state.stack.length - 1].kind === 'indiansScout') rejectedScoutMoves += 1;
    if (/^british(March|Garrison)$/.test(state.stack[state.stack.length - 1].kind)) rejectedBritishMoves += 1;
  }
}
/** Whether the choice is one of a Battle, Garrison, Rabble-Rousing, Raid, Scout, French Muster, March or Hortalez, or Naval Pressure (or chooses one at the grant): what `sparesHisSpace` may accept. */
function sparing(state: GameState, a: Action): boolean {
  if (a.type === 'command') return SPARING_COMMANDS.includes(a.command!) || (a.faction === 'french' && ['muster', 'march', 'hortalez'].includes(a.command!));
  if (a.type === 'specialActivity') return a.activity === 'navalPressure';
  return state.stack.some((f) => SPARING_FRAMES.includes(f.kind));
}
const SPARING_COMMANDS: readonly string[] = ['battle', 'garrison', 'raid', 'scout'];
const SPARING_FRAMES: readonly string[] = ['frenchMuster', 'frenchMarch', 'frenchHortalez', 'battleCommand', 'britishGarrison', 'patriotsRabbleRousing', 'indiansRaid', 'indiansScout', 'britishNavalPressure', 'britishLowerFni'];
let acceptedSparing = 0;
/** The Special Activities `sparesHisSpace` accepts at the grant when they can act elsewhere than the Leader's space, and their frames (their choice of such a space). */
const SPARING_ACTIVITIES: readonly string[] = ['warPath', 'trade', 'partisans', 'persuasion', 'skirmish'];
const SPARING_ACTIVITY_FRAMES: readonly string[] = ['indiansWarPath', 'indiansTrade', 'patriotsPartisans', 'patriotsPersuasion', 'skirmishActivity'];
let acceptedActivities = 0;
/** Of the accepted Commands, Indian Scouts and Raids (from his space, or out of it: raidLeadsOut; or first ones sparing his space). */
let acceptedScoutsAndRaids = 0;
let acceptedActivityChoices = 0;
/** Accepted Indian Raids at the grant (from his space, or out of it: raidLeadsOut, or a first one sparing his space). */
let acceptedRaids = 0;
/** Patriot Marches accepted at the grant (into his space, or out of it: a space next to his, with his units there, selectable). */
let acceptedPatriotMarches = 0;
/** Moves (and `done`) of a Patriot March from elsewhere, accepted: a group out of his space still to come into a destination next to it (patriotMarchLeadsOutLater, or leavesHimFree in a first one). */
let acceptedPatriotMarchMoves = 0;
/** Choices of the Patriots' free Rally after Win the Day in a first British Battle (or of its grant), accepted. */
let acceptedFreeRallies = 0;
/** Skirmish choices in his space that remove one enemy target alone (sparesHisSpace), accepted. */
let acceptedStrikesInHisSpace = 0;
/** Last Limited Indian Scouts that can neither leave from his space nor go into it, rejected at the grant. */
let rejectedScouts = 0;
/** Of those, in a French Brilliant Stroke (a first French Battle, Muster, March or Hortalez). */
let acceptedFrenchSparing = 0;
let rejectedMovingSelections = 0;
/** Of the rejected selections, those of a last Indian Raid whose Province his space is no origin of (noWayFromHisSpace). */
let rejectedRaidSelections = 0;
let rejectedCommands = 0;
/** Moves of a last Indian Scout that fix it away from his space (scoutMovesElsewhere), rejected; first Scout moves into his space, accepted. */
let rejectedScoutMoves = 0;
let acceptedScoutMovesIn = 0;
/** Choices of a last Limited British March or Garrison away from his space after which no Regular leaves it (britishMoveLeavesHimOut), rejected. */
let rejectedBritishMoves = 0;
let rejectedSelections = 0;
let acceptedMoves = 0;
let acceptedSelections = 0;
/** Of those, destinations of a Limited British Garrison whose moves offer Regulars out of his space (garrisonLeadsOutNext). */
let acceptedGarrisonSelections = 0;
let acceptedCommands = 0;

/** The choices a plain guard offers at a decision under a Brilliant Stroke (null when the guard does not filter it). */
function plainGuarded(state: GameState): Action[] | null {
  const at = guardIndex(state);
  if (at < 0 || (state.stack[at] as Frame).kind !== 'brilliantStroke' || (state.stack[at] as BrilliantStrokeFrame).guard === null) return null;
  const frame = state.stack[state.stack.length - 1];
  const raw = unguarded(lookup(frame)).options!(state, frame);
  if (state.stack.length - 1 <= at + plainGoal.depth || plainGoal.reached(state, at, state) !== undefined) return raw;
  checkAccepted(state, at, state, raw);
  checkRejected(state, at, state, raw);
  return raw.filter((a) => plainSomeWayTo(trialAfter(state, a, lookup), at, state));
}

interface Counts {
  guarded: number;
  leaderChecks: number;
}

function checkGame(scenario: ScenarioId, seed: number, counts: Counts, nonPlayers: Faction[] = []): void {
  const index = seededIndex(seed);
  let s = createGame(scenario, { seed, nonPlayers });
  for (let step = 0; !s.result; step++) {
    const legal = legalActions(s);
    const plain = plainGuarded(s);
    if (plain !== null) {
      expect(legal, `${scenario} seed ${seed} step ${step}: guarded choices`).toEqual(plain);
      counts.guarded += 1;
    }
    const top = s.stack[s.stack.length - 1];
    if (top.kind === 'brilliantStrokes' || plain !== null) {
      // A fresh unfrozen copy: no cache can answer it but by equality with what was asked before.
      const fresh = deepCopy(s);
      for (const f of FACTIONS) {
        if (s.leaders[f].at === 'available') continue;
        const full = leaderCanTakePartByTrial(GAME, fresh, f);
        expect(leaderCanTakePartNow(GAME, fresh, f), `${scenario} seed ${seed} step ${step}: ${f} with the shortcut`).toBe(full);
        expect(leaderCanTakePart(GAME, s, f), `${scenario} seed ${seed} step ${step}: ${f} on the committed state`).toBe(full);
        expect(leaderCanTakePart(GAME, fresh, f), `${scenario} seed ${seed} step ${step}: ${f} on a working copy`).toBe(full);
        counts.leaderChecks += 1;
      }
    }
    const play = legal.find((a) => a.type === 'brilliantStroke');
    s = apply(s, play ?? legal[index(legal.length)]);
  }
}

describe('the Brilliant Stroke guard: shortcuts and caches answer as the full trial (1.10, 2.3.8)', () => {
  it('random games, Brilliant Strokes played whenever possible: the same choices, the same Leader checks', { timeout: 300_000 }, () => {
    const counts: Counts = { guarded: 0, leaderChecks: 0 };
    for (const [scenario, seed] of [
      ['1775', 1],
      ['1776', 2],
      ['1778', 3],
      ['1775', 4],
      ['1776', 5],
      ['1778', 6],
      ['1775', 7],
      ['1776', 8],
    ] as const)
      checkGame(scenario, seed, counts);
    // Non-Player Leaders follow their units once a Command is over (8.1): the shortcuts must allow for it.
    for (const [scenario, seed, nonPlayers] of [
      ['1778', 4, ['french', 'indians']],
      ['1778', 11, ['patriots', 'indians']],
      ['1776', 10, ['british', 'patriots']],
      // Washington may still follow a Militia that a last Limited Rally just brought out of his space (1.10).
      ['1776', 259, ['french', 'indians']],
      ['1776', 409, ['french', 'indians']],
    ] as const)
      checkGame(scenario, seed, counts, [...nonPlayers]);
    // Enough positions to mean something.
    expect(counts.guarded).toBeGreaterThan(150);
    expect(counts.leaderChecks).toBeGreaterThan(500);
    expect(quickAnswers).toBeGreaterThan(20);
    expect(acceptedMoves).toBeGreaterThan(20);
    expect(acceptedSelections).toBeGreaterThan(20);
    expect(acceptedCommands).toBeGreaterThan(20);
    expect(rejectedCommands).toBeGreaterThan(5);
    expect(rejectedSelections).toBeGreaterThan(20);
    expect(acceptedSparing).toBeGreaterThan(10);
    expect(acceptedFrenchSparing).toBeGreaterThan(10);
    expect(acceptedActivities).toBeGreaterThan(10);
    expect(acceptedActivityChoices).toBeGreaterThan(10);
    expect(acceptedScoutsAndRaids).toBeGreaterThan(10);
    expect(rejectedMovingSelections).toBeGreaterThan(10);
    expect(rejectedRaidSelections).toBeGreaterThan(0);
    expect(rejectedScoutMoves).toBeGreaterThan(10);
    expect(rejectedBritishMoves).toBeGreaterThan(10);
    expect(acceptedGarrisonSelections).toBeGreaterThan(5);
    expect(acceptedRaids).toBeGreaterThan(0);
    expect(acceptedStrikesInHisSpace).toBeGreaterThan(0);
    expect(rejectedScouts).toBeGreaterThan(0);
    expect(acceptedPatriotMarches).toBeGreaterThan(0);
    expect(acceptedPatriotMarchMoves).toBeGreaterThan(0);
    expect(acceptedFreeRallies).toBeGreaterThan(0);
    console.log({ acceptedFreeRallies, acceptedPatriotMarches, acceptedPatriotMarchMoves, acceptedRaids, acceptedStrikesInHisSpace, rejectedScouts, rejectedBritishMoves, acceptedGarrisonSelections, rejectedScoutMoves, acceptedScoutMovesIn, quickAnswers, acceptedMoves, acceptedSelections, acceptedCommands, rejectedCommands, rejectedSelections, acceptedSparing, acceptedFrenchSparing, acceptedActivities, acceptedActivityChoices, acceptedScoutsAndRaids, rejectedMovingSelections, rejectedRaidSelections });
  });

  it('a last Patriot March next to the Leader\'s space is accepted while a group out of it is still to come (1.10, 3.3.2)', { timeout: 120_000 }, () => {
    // Washington in Pennsylvania with a Continental; a Continental and Militia in New Jersey; the first Limited Command done elsewhere.
    const start = atCardStart({ resources: { patriots: 5 }, pieces: { Pennsylvania: { continental: 1 }, NewJersey: { continental: 1, militiaUnderground: 2 } } }, (d) => {
      lead(d, 'Washington', 'Pennsylvania');
      d.eligible.british = false;
    });
    const fresh = play(start, stroke('patriots'));
    const at = guardIndex(fresh);
    const grant = arrange(fresh, (d) => {
      const f = d.stack[at] as BrilliantStrokeFrame;
      f.commands = 1;
      f.firstCommand = 'rabbleRousing';
    });
    /** Every choice the quick goal accepts here leads on by the plain search; the accepted ones. */
    const acceptedAt = (state: GameState): Action[] => {
      const accepted = legalActions(state).filter((a) => quickGoal.accepts!(state, at, a));
      for (const a of accepted) expect(plainSomeWayTo(trialAfter(state, a, lookup), at, state), JSON.stringify(a)).toBe(true);
      return accepted;
    };
    const march: Action = { faction: 'patriots', type: 'command', command: 'march' };
    expect(acceptedAt(grant)).toContainEqual(march);
    const selecting = play(grant, march);
    const into: Action = { faction: 'patriots', type: 'selectSpace', space: 'NewYork' };
    expect(acceptedAt(selecting)).toContainEqual(into);
    const moving = play(selecting, into);
    const fromJersey: Action = { faction: 'patriots', type: 'move', from: 'NewJersey', to: 'NewYork', piece: 'continental', count: 1 };
    expect(acceptedAt(moving)).toContainEqual(fromJersey);
    // The group from New Jersey stays open (its Militia may join): `done` closes it.
    const open = play(moving, fromJersey);
    expect(acceptedAt(open)).toContainEqual({ faction: 'patriots', type: 'done' });
    // The group from New Jersey closed: `done` would end the March without him, and is not accepted.
    const closed = play(open, { faction: 'patriots', type: 'done' });
    expect(closed.stack.at(-1)!.kind).toBe('patriotsMarch');
    expect(acceptedAt(closed).some((a) => a.type === 'done')).toBe(false);
    expect(plainSomeWayTo(trialAfter(closed, { faction: 'patriots', type: 'done' }, lookup), at, closed)).toBe(false);
    // Without Continentals or Militia in his space, and none next to it, a March into New York (from
    // Massachusetts) cannot involve him: not accepted at the grant, and no way on.
    const alone = arrange(grant, (d) => {
      d.spaces.Pennsylvania.pieces.continental = 0;
      d.spaces.Pennsylvania.pieces.patriotFort = 1;
      d.spaces.NewJersey.pieces.continental = 0;
      d.spaces.NewJersey.pieces.militiaUnderground = 0;
      d.spaces.Massachusetts.pieces.militiaUnderground = 1;
    });
    expect(acceptedAt(alone)).not.toContainEqual(march);
    expect(plainSomeWayTo(trialAfter(alone, march, lookup), at, alone)).toBe(false);
  });

  it('the Patriots\' free Rally after a first British Battle\'s Win the Day is accepted: it leaves his space to Muster (1.10, 3.3.1, 3.6.8)', { timeout: 120_000 }, () => {
    // Gage in Boston with two Regulars; two Regulars attack six Continentals, two Militia and a Fort in New York, and lose.
    const start = atCardStart({ resources: { british: 5 }, pieces: { Boston: { britishRegular: 2 }, NewYork: { britishRegular: 2, continental: 6, militiaActive: 2, patriotFort: 1 } } }, (d) => {
      lead(d, 'Gage', 'Boston');
      d.eligible.patriots = false;
    });
    const fresh = play(start, stroke('british'));
    const at = guardIndex(fresh);
    const rally = play(play(fresh, { faction: 'british', type: 'command', command: 'battle' }), { faction: 'british', type: 'selectSpace', space: 'NewYork' });
    expect(rally.stack.slice(at + 3).map((f) => f.kind)).toEqual(['battleCommand', 'battle', 'winTheDay', 'grant']);
    // At every decision of the Rally (its grant, then one choice after another) each choice is accepted, and
    // leads on; so does every choice accepted in between (Washington following his Militia).
    let s = rally;
    let accepted = 0;
    while (s.stack.length > at + 3 && s.stack.some((f) => f.kind === 'winTheDay') && s.stack.at(-1)!.kind !== 'winTheDay') {
      const legal = legalActions(s);
      const rallying = ['grant', 'patriotsRally'].includes(s.stack.at(-1)!.kind);
      for (const a of legal) {
        if (rallying) expect(quickGoal.accepts!(s, at, a), JSON.stringify(a)).toBe(true);
        else if (!quickGoal.accepts!(s, at, a)) continue;
        expect(plainSomeWayTo(trialAfter(s, a, lookup), at, s), JSON.stringify(a)).toBe(true);
        accepted += 1;
      }
      s = play(s, legal.find((a) => a.type === 'command') ?? legal.find((a) => a.type !== 'done') ?? legal[0]);
    }
    expect(accepted).toBeGreaterThan(3);
  });

  it('a Skirmish in the Leader\'s space is accepted only when it strikes one enemy target: a strike costing his last Regular leaves him alone (1.10, 4.2.2)', { timeout: 60_000 }, () => {
    // Gage in Boston with one Regular and two Continentals: the Skirmish can strike nowhere else.
    const start = atCardStart({ resources: { british: 5 }, pieces: { Boston: { britishRegular: 1, continental: 2 }, Northwest: { tory: 1 } } }, (d) => {
      lead(d, 'Gage', 'Boston');
      d.eligible.patriots = false;
    });
    const grant = play(start, stroke('british'));
    const at = guardIndex(grant);
    const skirmish: Action = { faction: 'british', type: 'specialActivity', activity: 'skirmish' };
    expect(quickGoal.accepts!(grant, at, skirmish)).toBe(true);
    expect(plainSomeWayTo(trialAfter(grant, skirmish, lookup), at, grant)).toBe(true);
    const strikes = play(grant, skirmish);
    const accepted = legalActions(strikes).filter((a) => quickGoal.accepts!(strikes, at, a));
    expect(accepted.map((a) => a.option)).toEqual(['continental']);
    // What the answer rests on: the accepted strike leaves him in his space, a Command able to start there.
    for (const a of accepted) {
      const after = play(strikes, a);
      expect(after.leaders.british.at).toBe('Boston');
      expect(leaderCanTakePartByTrial(GAME, after, 'british')).toBe(true);
      expect(plainSomeWayTo(trialAfter(strikes, a, lookup), at, strikes)).toBe(true);
    }
    // The strike that costs his last Regular leaves him alone: he must move (1.10), and is not accepted.
    const costly = legalActions(strikes).find((a) => a.option?.includes('+'))!;
    expect(play(strikes, costly).stack.at(-1)!.kind).toBe('leaderAlone');
  });
});
