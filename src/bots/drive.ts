/**
 * Driving games with policies (8.0): apply the Non-Players' decisions until a human (or chance)
 * decision is pending ({@link runNonPlayers}), or play a whole game with a policy per Faction
 * ({@link playGame}). Every action goes through `tryApply`, so a policy that chooses an action
 * `legalActions` does not list stops the drive with a {@link DriveError}.
 * @module
 */
import { describeAction, identicalAction, type Action, type ActionFaction } from '../core/action';
import type { ApplyResult } from '../core/machine';
import type { GameState } from '../core/state';
import { refuseView } from '../core/viewGuard';
import { FACTIONS, type Faction } from '../data/ids';
import { FACTION_NAME } from '../data/text';
import { applyListed, listAnew, listed, pending, tryApply } from '../game/machine';
import { silenced, withEmptyAccount } from '../sim/simulator';
import type { Policy, PolicySet, Trace } from './policy';
import { chooseListed } from './policyActions';
import { RollNeeded, type SuppliedRolls } from './rolls';

/** One decision a policy took and the driver applied. */
export interface AppliedDecision {
  /** The deciding Faction. */
  faction: Faction;
  /** The action applied (the state's `steps` before it is the number of actions before it). */
  action: Action;
  /** The policy's trace: nodes followed, rolls made. */
  trace: Trace;
  /** The policy's name. */
  policy: string;
}

/**
 * Why {@link runNonPlayers} stopped: `human` (a Faction without a policy must decide), `chance` (a die
 * the table rolls, option `dice: 'external'`, or a card it turns over, option `cards: 'external'`), `roll` (a policy with supplied rolls needs
 * one more: see `rollNeeded`), `end` (the game is over).
 */
export type StopReason = 'human' | 'chance' | 'roll' | 'end';

/** The result of {@link runNonPlayers}. */
export interface RunResult {
  /** The state reached. */
  state: GameState;
  /** The decisions applied, in order. */
  decisions: AppliedDecision[];
  /** Why it stopped. */
  stop: StopReason;
  /** When `stop` is `roll`: the roll the policy needs (ask the table, then run again with it supplied). */
  rollNeeded: RollNeeded | null;
}

/** Settings of {@link runNonPlayers}. */
export interface RunOptions {
  /**
   * Rolls to supply to a decision (a virtual table's physical dice), or undefined for the policy's
   * derived rolls (the default for every decision). A policy that needs more than those given stops the
   * run with `stop: 'roll'`.
   */
  rolls?: (state: GameState, faction: Faction) => SuppliedRolls | undefined;
  /** At most this many decisions are applied (default 100 000); one more is a {@link DriveError}. */
  maxSteps?: number;
}

/** A drive that cannot go on: a policy missing or for the wrong Faction, an illegal choice, the step cap, an unanswered chance decision. */
export class DriveError extends Error {
  override readonly name = 'DriveError';
}

const DEFAULT_MAX_STEPS = 100_000;

function checkPolicies(policies: PolicySet): void {
  for (const f of FACTIONS) {
    const p = policies[f];
    if (p !== undefined && p.faction !== f) throw new DriveError(`The policy given for the ${FACTION_NAME[f]} plays the ${FACTION_NAME[p.faction]}`);
  }
}

/**
 * The state after a policy's action, as `tryApply` gives it: a listed action (the same fields, identical
 * values: legal, well-formed, the decider's) is stepped unchecked; anything else goes to `tryApply`,
 * for its refusal. `listedAs`, when known: the listed action the policy's decision copies
 * ({@link chooseListed}; a registered policy tells it only for its own decision's action, so the two
 * are not compared field by field again), checked to be in the list. Also `lod sim`'s step (internal).
 *
 * The list is read without asking the machine to keep it (`listAnew`: the kept list when the machine
 * holds it, as it does for the state the driver and the policy just listed): a third asking by the
 * driver would move the state's list from the machine's ring to its weak map, an entry per step of
 * every bot game that nothing reads again (core/machine.ts).
 */
export function applyChosen(state: GameState, action: Action, listedAs?: Action): ApplyResult {
  const legal = listAnew(state);
  // The listed action the policy's decision copies, or the action itself when listed: found without scanning the list.
  const source = listedAs ?? action;
  if (legal.includes(source)) return { ok: true, state: applyListed(state, source) };
  for (let i = 0; i < legal.length; i++) if (identicalAction(legal[i], action)) return { ok: true, state: applyListed(state, legal[i]) };
  return tryApply(state, action);
}

/**
 * The Faction (or `chance`) whose decision is pending, or null when the game is over: read from the
 * machine's list (every action names the decider), which the policy deciding next reads too — not from
 * `pending`, which also writes the prompt. An empty list of a game not over (never, by the machine's
 * contract) falls back to `pending`.
 */
function deciderOf(state: GameState): ActionFaction | null {
  refuseView(state, 'pending');
  const legal = listed(state);
  return legal.length > 0 ? legal[0].faction : (pending(state)?.faction ?? null);
}

/** Asks the policy and applies its action. */
function step(state: GameState, policy: Policy, rolls: SuppliedRolls | undefined): { state: GameState; decision: AppliedDecision } {
  const { decision, listed: listedAs } = chooseListed(policy, state, rolls);
  const next = applyChosen(state, decision.action, listedAs);
  if (!next.ok) {
    throw new DriveError(`The ${FACTION_NAME[policy.faction]} policy '${policy.name}' chose ${describeAction(decision.action)}, which is not legal at step ${state.steps}: ${next.error.message}`);
  }
  return { state: next.state, decision: { faction: policy.faction, action: decision.action, trace: decision.trace, policy: policy.name } };
}

/**
 * Applies the policies' decisions while the pending decision belongs to a Faction that has a policy
 * (give it the Non-Players' policies: the Factions of `options.nonPlayers`), and stops at a human
 * decision, a `chance` decision, a roll the table must make, or the end of the game. Pure: `state`
 * is not changed.
 * @throws DriveError if a policy is filed under another Faction, chooses an illegal action, or more
 *   than `maxSteps` decisions are taken.
 */
export function runNonPlayers(state: GameState, policies: PolicySet, options: RunOptions = {}): RunResult {
  checkPolicies(policies);
  const maxSteps = options.maxSteps ?? DEFAULT_MAX_STEPS;
  const decisions: AppliedDecision[] = [];
  let current = state;
  for (;;) {
    const decider = deciderOf(current);
    if (decider === null) return { state: current, decisions, stop: 'end', rollNeeded: null };
    if (decider === 'chance') return { state: current, decisions, stop: 'chance', rollNeeded: null };
    const policy = policies[decider];
    if (policy === undefined) return { state: current, decisions, stop: 'human', rollNeeded: null };
    if (decisions.length >= maxSteps) throw new DriveError(`The policies took ${maxSteps} decisions without reaching a human decision or the end (step ${current.steps})`);
    try {
      const r = step(current, policy, options.rolls?.(current, decider));
      current = r.state;
      decisions.push(r.decision);
    } catch (e) {
      if (e instanceof RollNeeded) return { state: current, decisions, stop: 'roll', rollNeeded: e };
      throw e;
    }
  }
}

/** Settings of {@link playGame}. */
export interface PlayOptions {
  /** A game longer than this many actions is a {@link DriveError} (default 100 000). */
  maxSteps?: number;
  /**
   * Answers the `chance` decisions of a game with `dice: 'external'` or `cards: 'external'`: one of
   * `legalActions(state)` (a `roll`, or a `reveal`). Without it such a decision is a {@link DriveError}.
   */
  chance?: (state: GameState) => Action;
  /** Rolls to supply to a decision, as in {@link RunOptions.rolls}; a missing roll is thrown ({@link RollNeeded}). */
  rolls?: (state: GameState, faction: Faction) => SuppliedRolls | undefined;
  /**
   * Whether the game writes its account of play (`log`, `priorLog`; default true). Without it the game
   * is played as the Simulator plays, on the engine's silent account (faster: no log text is made), and
   * the final state's `log` and `priorLog` are empty; the actions, decisions, traces and every other
   * part of the states are the same (no policy reads the account).
   */
  account?: boolean;
}

/** The result of {@link playGame}. */
export interface PlayResult {
  /** The final state (`result` set). */
  state: GameState;
  /** Every action applied, in order (the policies' and chance's): `apply` them from the starting state to replay the game without the policies. */
  actions: Action[];
  /** The policies' decisions, in order, with their traces. */
  decisions: AppliedDecision[];
}

/**
 * Plays the game from `state` to its end with a policy for every Faction (and `options.chance` for
 * external dice). With derived rolls the game is a function of the starting state: the same seed
 * gives the same actions, and those actions replay with plain `apply`. Pure: `state` is not changed.
 * @throws DriveError if a Faction has no policy (naming it), a policy chooses an illegal action, a
 *   chance decision has no `options.chance`, or the game runs longer than `maxSteps`.
 * @throws RollNeeded if `options.rolls` supplies rolls and a policy needs one more.
 */
export function playGame(state: GameState, policies: PolicySet, options: PlayOptions = {}): PlayResult {
  const missing = FACTIONS.filter((f) => policies[f] === undefined);
  if (missing.length > 0) throw new DriveError(`playGame needs a policy for every Faction: none for the ${missing.map((f) => FACTION_NAME[f]).join(', the ')}`);
  checkPolicies(policies);
  const maxSteps = options.maxSteps ?? DEFAULT_MAX_STEPS;
  const actions: Action[] = [];
  const decisions: AppliedDecision[] = [];
  const silent = options.account === false;
  let current = silent ? silenced(state) : state;
  for (;;) {
    const decider = deciderOf(current);
    if (decider === null) return { state: silent ? withEmptyAccount(current) : current, actions, decisions };
    if (actions.length >= maxSteps) throw new DriveError(`The game did not end within ${maxSteps} actions (step ${current.steps})`);
    if (decider === 'chance') {
      const p = pending(current)!;
      if (options.chance === undefined)
        throw new DriveError(
          `${p.kind === 'roll' ? `A die roll is pending (${p.prompt}, dice: 'external')` : `A chance decision is pending (${p.prompt}, ${p.kind === 'revealCard' ? "cards: 'external'" : p.kind})`} and playGame was given no options.chance to answer it`,
        );
      const action = options.chance(current);
      const next = tryApply(current, action);
      if (!next.ok) throw new DriveError(`options.chance answered ${describeAction(action)}, which is not legal at step ${current.steps}: ${next.error.message}`);
      current = next.state;
      actions.push(action);
      continue;
    }
    const r = step(current, policies[decider]!, options.rolls?.(current, decider));
    current = r.state;
    actions.push(r.decision.action);
    decisions.push(r.decision);
  }
}

/** A {@link PolicySet} with `make(faction)` for each of `factions` (e.g. `policySet(FACTIONS, randomPolicy)`). */
export function policySet(factions: readonly Faction[], make: (faction: Faction) => Policy): PolicySet {
  const out: PolicySet = {};
  for (const f of factions) out[f] = make(f);
  return out;
}
