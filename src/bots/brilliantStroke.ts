/**
 * What the Non-Players' Brilliant Strokes share (8.3.7): the Commands the engine's grant offers right after
 * a Faction plays its Brilliant Stroke (those after which its Leader can still take part), for the ruling
 * that decides 8.3.7's abort before the play (docs/rulings.md, "Non-Player British (8.4)"); which
 * Command the Brilliant Stroke's first Limited Command was, as its frame records it; and the execution of
 * its grants: first Limited Command, paired Special Activity alone, second Limited Command.
 * @module
 */
import type { Action, ActivityId, CommandId } from '../core/action';
import type { GameState } from '../core/state';
import type { Faction } from '../data/ids';
import { FACTION_NAME } from '../data/text';
import { apply, legalActions, pending } from '../game/machine';
import type { BrilliantStrokeFrame } from '../rules/sequence/brilliantStrokes';
import type { RouteOptions } from './commandRouting';
import { factionHost, findLegal, randomFallback, type Flow } from './flowchart';

/**
 * The Commands the grant of `faction`'s Brilliant Stroke would offer right after it plays the card (no
 * Trump assumed: every other Faction asked declines): the Commands after which the Leader can still take
 * part (empty when none), and the state then (the grant pending, or the Command under way).
 */
export function offeredAfterPlay(state: GameState, faction: Faction): { offered: string[]; after: GameState } {
  let s = apply(state, { faction, type: 'brilliantStroke' });
  for (let p = pending(s); p !== null && p.kind === 'brilliantStrokes' && p.faction !== faction; p = pending(s)) {
    const decline = legalActions(s).find((a) => a.type === 'done');
    if (!decline) return { offered: [], after: s };
    s = apply(s, decline);
  }
  const p = pending(s);
  if (p?.kind === 'grant' && p.faction === faction)
    return {
      offered: legalActions(s)
        .filter((a) => a.type === 'command')
        .map((a) => a.command!),
      after: s,
    };
  // A single choice starts by itself: the Command under way is the one offered.
  const host = factionHost(s, faction);
  return { offered: host && host.command ? [host.command] : [], after: s };
}

/**
 * The Command the Brilliant Stroke executed as its first Limited Command, as its frame records it, or
 * null before it (or when it is not one of `names`, the Commands the flowchart knows).
 */
export function firstStrokeCommand<Id extends string>(stroke: BrilliantStrokeFrame, names: Readonly<Record<Id, string>>): Id | null {
  const first = stroke.firstCommand;
  return first !== undefined && Object.hasOwn(names, first) ? (first as Id) : null;
}

/** The trace node of the Brilliant Stroke's steps. */
export const STROKE_NODE = 'Brilliant Stroke';
/** The prefix of the rolls and trace of the first Limited Command's selection (its own question). */
export const STROKE_FIRST = 'Brilliant Stroke, 1st Limited Command';
/** The prefix of the rolls and trace of the second Limited Command's selection (its own question). */
export const STROKE_SECOND = 'Brilliant Stroke, 2nd Limited Command';

/**
 * The answers of `faction`'s Brilliant Stroke window (decision `brilliantStrokes`): `play`, `done` when the
 * engine offers it, and `no(why)`, which traces why the Faction does not play (under `rule`) and declines
 * (or plays when declining is not offered).
 */
export function strokeAnswers(flow: Flow, faction: Faction, rule: string): { done: Action | null; play: Action; no: (why: string) => Action } {
  const done = findLegal(flow, { faction, type: 'done' });
  const play = findLegal(flow, { faction, type: 'brilliantStroke' })!;
  const no = (why: string): Action => {
    flow.ctx.node(STROKE_NODE, `${why}: the ${FACTION_NAME[faction]} do not play their Brilliant Stroke`, rule);
    return done ?? play;
  };
  return { done, play, no };
}

/**
 * The flowchart's first Limited Command of `faction`'s Brilliant Stroke (8.3.7), asked as it will be right
 * after the play (the grant and the Commands it offers: those that can involve the Leader), or null when
 * none (the play would be aborted). `route` is the flowchart's Command selection.
 */
export function strokeFirstCommand<Id extends string>(flow: Flow, faction: Faction, route: (probe: Flow, opts: RouteOptions<Id>) => Id | null): Id | null {
  const { offered, after } = offeredAfterPlay(flow.state, faction);
  const probe: Flow = { ...flow, state: pending(after)?.kind === 'grant' ? after : flow.state, kind: 'grant' };
  return route(probe, { mode: { limited: true, free: true, specialActivity: false }, allowed: (c) => offered.includes(c), context: STROKE_FIRST });
}

/** How a Faction's flowchart executes the grants of its Brilliant Stroke ({@link strokeGrantWith}). */
export interface StrokeFlowchart<Id extends CommandId> {
  /** The Command the flowchart selects among those the grant offers (`context` prefixes its rolls and trace), or null. */
  readonly route: (context: string, offered: readonly Id[]) => Id | null;
  /** The Commands' names, as the trace writes them (their ids: the Commands the flowchart knows). */
  readonly names: Readonly<Record<Id, string>>;
  /** The Special Activities the flowchart pairs with a Command, in order (null: the first Command is unknown). */
  readonly activitiesFor: (first: Id | null) => readonly ActivityId[];
  /** A Special Activity's name. */
  readonly activityName: (activity: ActivityId) => string;
  /** The trace when none of them is possible, and its rule. */
  readonly noActivity: { readonly text: string; readonly rule: string };
}

/**
 * A grant of the Faction's Brilliant Stroke (8.3.7): the first Limited Command by the flowchart among the
 * Commands offered (the engine offers only those that keep the Leader able to take part); then the
 * Special Activity the flowchart pairs with it, executed alone; then the flowchart again for the second.
 * `stroke` is the Brilliant Stroke frame under the grant.
 */
export function strokeGrantWith<Id extends CommandId>(flow: Flow, stroke: BrilliantStrokeFrame, chart: StrokeFlowchart<Id>): Action {
  const { ctx, faction } = flow;
  const legalCommands = flow.legal.filter((a) => a.type === 'command').map((a) => a.command as Id);
  const route = (context: string): Action | null => {
    const c = chart.route(context, legalCommands);
    return c === null ? null : findLegal(flow, { faction, type: 'command', command: c });
  };
  if (stroke.commands === 0) {
    ctx.node(STROKE_NODE, 'the first Limited Command: the flowchart\'s priorities, among the Commands that can still involve the Leader', '8.3.7');
    const a = route(STROKE_FIRST);
    if (a) return a;
    return randomFallback(flow, 'no Limited Command the flowchart selects can involve the Leader (8.3.7 would abort the play, which the engine cannot)');
  }
  if (!stroke.activity) {
    const first = firstStrokeCommand(stroke, chart.names);
    for (const activity of chart.activitiesFor(first)) {
      const a = findLegal(flow, { faction, type: 'specialActivity', activity });
      if (a) {
        ctx.node(STROKE_NODE, `the Special Activity the flowchart pairs with the ${first ? chart.names[first] : 'first Command'}: ${chart.activityName(activity)}, executed on its own`, '8.3.7');
        return a;
      }
    }
    ctx.node(STROKE_NODE, chart.noActivity.text, chart.noActivity.rule);
  }
  if (legalCommands.length > 0) {
    const a = route(STROKE_SECOND);
    if (a) return a;
  }
  const done = findLegal(flow, { faction, type: 'done' });
  if (done) return done;
  return randomFallback(flow, 'the Brilliant Stroke goes on but the flowchart selects nothing the grant offers');
}
