/**
 * Granting a Command or a Special Activity (3.1.2 free Commands, 5.1 Events, 2.3.8 Brilliant Strokes,
 * 3.6.8 Win the Day): the one way for a rule to have a Faction execute a Command or Special Activity
 * it does not import. The granting rule pushes a `grant` frame naming the Faction, the Commands and
 * Special Activities that may be chosen (by id), the mode (free, Limited, with a restriction) and
 * whether the Faction may decline; the grant resolves the ids through the game definition.
 *
 * Frame `grant`: a decision of the granted Faction when it has a choice — `{type:'command', command}`,
 * `{type:'specialActivity', activity}`, and `{type:'done'}` to decline when the grant is optional;
 * otherwise automatic (the only choice starts by itself; with none, the grant lapses with a line in
 * the account). The Command runs on a host of its own (free: eligibility untouched, 3.1.2); when it is
 * complete the grant hands the host's report (Command, spaces, Special Activity and its spaces) to the
 * frame under it in `granted`, so a card can go on "there".
 * @module
 */
import type { Draft } from 'immer';
import type { Action, ActivityId, CommandId } from '../core/action';
import type { Frame, GameState } from '../core/state';
import { FACTIONS, type Faction } from '../data/ids';
import { FACTION_NAME } from '../data/text';
import type { ActivityContext, CommandMode, GameDefinition } from './contracts';
import { log, ownTopFrame, popFrame, pushFrame } from './frames';
import { NO_COMMAND, canStartFreeActivity, startCommand, startFreeActivity, type HostReport } from './host';
import { because } from '../core/reason';
import { idName } from './reasons';
import { HOST_KIND } from './hostFrame';
import { copyMode } from './restriction';
import { defineStep, type Step } from './step';

/** Frame kind of a grant. */
export const GRANT_KIND = 'grant';

/** A Command or Special Activity granted to a Faction. */
export interface GrantFrame extends Frame {
  kind: typeof GRANT_KIND;
  faction: Faction;
  /** Ids of the Commands that may be chosen. */
  commands: CommandId[];
  /** Ids of the Special Activities that may be chosen, each executed alone (3.1.2). */
  activities: ActivityId[];
  /** How a granted Command is executed (free, Limited, restriction); a Special Activity takes its restriction. */
  mode: CommandMode;
  /** Whether the Faction may decline. */
  optional: boolean;
  /** What grants it, for the prompt and the account ("Win the Day"). */
  reason: string;
  /** The rule section of the grant. */
  rule: string;
  /** Whether the granted Command or Special Activity has begun. */
  begun: boolean;
  /** The host's report once the Command or Special Activity is complete (null before). */
  report: HostReport | null;
}

/** What a grant asks for (the fields of its frame a granting rule chooses). */
export type Grant = Pick<GrantFrame, 'faction' | 'mode' | 'reason' | 'rule'> & Partial<Pick<GrantFrame, 'commands' | 'activities' | 'optional'>>;

/** A frame that receives a grant's outcome: the report, or null when nothing was executed. */
export interface GrantReceiver extends Frame {
  granted?: HostReport | null;
}

/** Pushes a grant. The frame under it receives the outcome in `granted` if that field is present (null). */
export function pushGrant(draft: Draft<GameState>, grant: Grant): void {
  const frame: GrantFrame = {
    kind: GRANT_KIND,
    faction: grant.faction,
    commands: [...(grant.commands ?? [])],
    activities: [...(grant.activities ?? [])],
    mode: copyMode(grant.mode),
    optional: grant.optional ?? false,
    reason: grant.reason,
    rule: grant.rule,
    begun: false,
    report: null,
  };
  pushFrame(draft, frame);
}

/** The ways to take the grant now, as actions (Commands, then Special Activities, canonical order; the first `atMost` of them). Pure. */
function choices(game: GameDefinition, state: GameState, frame: GrantFrame, atMost = Infinity): Action[] {
  const out: Action[] = [];
  const commands = game.commandsOf(frame.faction);
  for (let i = 0; i < commands.length; i++) {
    const command = commands[i];
    if (out.length >= atMost) return out;
    if (frame.commands.includes(command.id) && command.canStart(state, frame.mode))
      out.push({ faction: frame.faction, type: 'command', command: command.id });
  }
  const activities = game.activitiesOf(frame.faction);
  for (let i = 0; i < activities.length; i++) {
    const activity = activities[i];
    if (out.length >= atMost) return out;
    if (frame.activities.includes(activity.id) && canStartFreeActivity(state, activity, frame.mode.restriction))
      out.push({ faction: frame.faction, type: 'specialActivity', activity: activity.id });
  }
  return out;
}

/** A Command's name as in the rules, also for a Faction that has no such Command (the Indians and Battle, #52). */
function commandName(game: GameDefinition, faction: Faction, id: string): string {
  const own = game.command(faction, id);
  if (own) return own.name;
  for (const other of FACTIONS) {
    const module = game.command(other, id);
    if (module) return module.name;
  }
  return id;
}

function names(game: GameDefinition, frame: GrantFrame): string {
  const c = frame.commands.map((id) => commandName(game, frame.faction, id));
  const a = frame.activities.map((id) => game.activity(frame.faction, id)?.name ?? id);
  return [...c, ...a].join(' or ');
}

/** What may be executed, for the prompt: "a free Limited Rally or March, or the Special Activity Persuasion alone". */
function offer(game: GameDefinition, frame: GrantFrame): string {
  const free = frame.mode.free ? 'a free ' : '';
  const c = frame.commands.map((id) => commandName(game, frame.faction, id)).join(' or ');
  const a = frame.activities.map((id) => game.activity(frame.faction, id)?.name ?? id).join(' or ');
  if (c === '') return `${free}${a}`;
  const command = `${free}${frame.mode.limited ? 'Limited ' : ''}${c}`;
  return a === '' ? command : `${command}, or the Special Activity ${a} alone`;
}

function begin(game: GameDefinition, draft: Draft<GameState>, frame: GrantFrame, action: Action): void {
  frame.begun = true;
  const command = action.type === 'command';
  const what = command ? game.command(frame.faction, action.command!)!.name : game.activity(frame.faction, action.activity!)!.name;
  // "Limited" qualifies a Command (2.3.5); a Special Activity granted alone is executed as it is.
  log(draft, `${frame.reason}: the ${FACTION_NAME[frame.faction]} execute ${frame.mode.free ? 'a free ' : ''}${command && frame.mode.limited ? 'Limited ' : ''}${what}`, frame.rule, frame.faction);
  if (action.type === 'command') startCommand(draft, game.command(frame.faction, action.command!)!, frame.mode, { onCard: false });
  else startFreeActivity(draft, game.activity(frame.faction, action.activity!)!, frame.mode.restriction);
}

/** Pops the grant and hands its outcome to the frame under it, when that frame asked for it. */
function end(draft: Draft<GameState>, report: HostReport | null): void {
  popFrame(draft);
  const under = draft.stack[draft.stack.length - 1] as Draft<GrantReceiver> | undefined;
  if (under && under.granted === null) ownTopFrame<Draft<GrantReceiver>>(draft).granted = report;
}

/** The grant's options: its choices, and `done` when it may be declined. */
function withDecline(frame: GrantFrame, found: Action[]): Action[] {
  if (frame.optional) found.push({ faction: frame.faction, type: 'done' });
  return found;
}

/** The grant is no decision: its only choice starts (at most one is found), or with none it lapses, with a line in the account. */
function takeOnly(game: GameDefinition, draft: Draft<GameState>, frame: GrantFrame, found: readonly Action[]): void {
  if (found.length > 0) {
    begin(game, draft, frame, found[0]);
    return;
  }
  log(draft, `${frame.reason}: the ${FACTION_NAME[frame.faction]} cannot execute ${names(game, frame)} now`, frame.rule, frame.faction);
  end(draft, null);
}

/** The grant step. */
export function grantStep(game: GameDefinition): Step<GrantFrame> {
  return defineStep<GrantFrame>({
    kind: GRANT_KIND,
    rule: '3.1.2',
    isDecision(state, frame) {
      if (frame.begun) return false;
      // Two choices, or one that may be declined, make a decision: no need to list them all.
      const n = choices(game, state, frame, frame.optional ? 1 : 2).length;
      return n > 1 || (n === 1 && frame.optional);
    },
    run(draft, frame) {
      if (frame.begun) end(draft, frame.report);
      else takeOnly(game, draft, frame, choices(game, draft, frame, 1));
    },
    // Settling: the choices that tell a decision from a single way on are looked for once; with no
    // decision, the one found (if any) is taken. A decision's full list is left to `options`: a trial
    // search often needs none (the Brilliant Stroke's guard answers at the grant, leaderTakesPart).
    advance(draft, frame, own) {
      if (frame.begun) {
        end(draft, frame.report);
        return true;
      }
      const found = choices(game, draft as GameState, frame, frame.optional ? 1 : 2);
      if (found.length > 1 || (found.length === 1 && frame.optional)) return false;
      takeOnly(game, draft, own(), found);
      return true;
    },
    decider: (_state, frame) => frame.faction,
    prompt: (_state, frame) =>
      `${frame.reason}: the ${FACTION_NAME[frame.faction]} may execute ${offer(game, frame)}${frame.optional ? ', or decline (done)' : ''} (${frame.rule})`,
    options: (state, frame) => withDecline(frame, choices(game, state, frame)),
    explain(state, frame, action) {
      const granted = `${frame.reason} grants the ${FACTION_NAME[frame.faction]} ${names(game, frame)}`;
      if (action.type === 'done') return frame.optional ? null : because(frame.rule, `${granted}, and may not be declined`);
      if (action.type === 'command') {
        const command = game.command(frame.faction, action.command!);
        if (command === undefined || !frame.commands.includes(command.id)) return because(frame.rule, `${granted}, not ${idName(action.command!)}`);
        return command.whyNotStart(state, frame.mode);
      }
      if (action.type === 'specialActivity') {
        const activity = game.activity(frame.faction, action.activity!);
        if (activity === undefined || !frame.activities.includes(activity.id)) return because(frame.rule, `${granted}, not ${idName(action.activity!)}`);
        if (activity.embedded) return because(activity.rule, `${activity.name} is executed from inside a Command's own decisions, not granted alone`);
        const context: ActivityContext = { faction: frame.faction, command: NO_COMMAND, commandSpaces: [] };
        if (frame.mode.restriction) context.restriction = frame.mode.restriction;
        return activity.whyNotStart(state, context);
      }
      return null;
    },
    handle(draft, frame, action) {
      if (action.type === 'done') {
        log(draft, `${frame.reason}: the ${FACTION_NAME[frame.faction]} decline ${names(game, frame)}`, frame.rule, frame.faction);
        end(draft, null);
        return;
      }
      begin(game, draft, frame, action);
    },
    /**
     * Begun exactly while the granted Command or Special Activity is under way on its command host right
     * above (afterwards the grant ends at once with its report, which is null until then) (3.1.2).
     */
    validate(state, frame, at) {
      const running = state.stack[at + 1]?.kind === HOST_KIND;
      if (frame.begun !== running)
        return [`begun: ${frame.begun}, but ${running ? 'a command host sits on the grant' : 'no command host sits on the grant'}; the granted Command or Special Activity is under way exactly while its host is (3.1.2)`];
      if (frame.report !== null) return ['report: the granted Command is still under way; its report ends the grant as soon as it is complete (3.1.2)'];
      return [];
    },
  });
}
