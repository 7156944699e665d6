/**
 * Playing an Event card (2.3): the Eligible Factions in card order get their options until two
 * have executed or all have been offered; then eligibility is adjusted (2.3.6).
 * @module
 */
import { FACTION_NAME } from '../../data/text';
import type { Draft } from 'immer';
import type { Action } from '../../core/action';
import type { Frame, GameState } from '../../core/state';
import type { Faction } from '../../data/ids';
import { defineStep } from '../../flow/step';
import { log, ownTurnList, popFrame, pushFrame } from '../../flow/frames';
import { addResources } from '../board';
import type { CommandMode, CommandModule, GameDefinition } from '../../flow/contracts';
import { enabledByActivities, startCommand } from '../../flow/host';
import { PASS_RESOURCES, adjustEligibility, nextEligible } from './eligibility';
import { cardById } from '../../data/cards';
import { isWinterQuartersCard } from './deck';
import { pushBrilliantStrokeWindow, whyNoStroke, windowOpen } from './brilliantStrokes';
import { commandsNotLimited } from '../nonPlayers/sequence';
import { because, type Reason } from '../../core/reason';

/**
 * Why the Eligible Faction may not take the action now (2.3.4, 2.3.5, 5.1.3, and the Command's own
 * reason for not starting), or null when the action is not one of this decision's kinds. For refusals only.
 */
function whyNotOption(game: GameDefinition, state: GameState, frame: EligibleOptionsFrame, action: Action): Reason | null {
  const faction = frame.faction;
  const who = NAMES[faction];
  const c = eligibleChoices(state, faction);
  const first = state.turn?.executed[0];
  const firstDid = first ? `the 1st Eligible (${NAMES[first.faction as Faction]}) executed ${first.did === 'event' ? 'the Event' : first.specialActivity ? 'a Command with a Special Activity' : `a ${first.did === 'limitedCommand' ? 'Limited ' : ''}Command without a Special Activity`}` : '';
  switch (action.type) {
    case 'event': {
      if (!c.event) return because('2.3.4', `the 2nd Eligible may execute the Event only when the 1st executed a Command with a Special Activity; ${firstDid}`);
      const card = state.deck.current;
      const module = card === null ? undefined : game.events[card];
      if (card === null || module === undefined) return because('2.3.4', 'there is no Event card to execute');
      if (!module.canExecute(state, faction, action.side!))
        return because('5.1.3', `the ${action.side} Event of #${card} ${cardById(card).title} cannot be executed by the ${who} now: none of its text can be implemented`);
      return null;
    }
    case 'command': {
      const cmd = game.command(faction, action.command!);
      if (cmd === undefined) return because('3.1', `${action.command} is not a ${who} Command`);
      const limited = action.limited === true;
      if (limited && !c.limitedCommand)
        return because('2.3.4', c.position === 1
          ? 'the 1st Eligible executes a full Command (with or without a Special Activity), not a Limited one'
          : `${firstDid}: the 2nd Eligible may execute a full Command, not a Limited one`);
      if (!limited && !c.command) return because('2.3.4', `${firstDid}: the 2nd Eligible may execute only a Limited Command`);
      return cmd.whyNotStart(state, modeFor(limited));
    }
    case 'specialActivity':
      return because('4.1', 'a Special Activity accompanies a Command: choose the Command first');
    case 'brilliantStroke': {
      // The timing, and what kept the Faction from playing one on this card at all (2.3.8, 2.3.9, 8.1).
      const none = whyNoStroke(game, state, faction);
      const timing = 'a Brilliant Stroke is played before the 1st Eligible Faction takes an action, not as an option of the Eligible Faction';
      return none === null ? because('2.3.8', timing) : because(none.rule === '2.3.8' ? '2.3.8' : `2.3.8, ${none.rule}`, `${timing}; nor could the ${who} play one now: ${none.text}`);
    }
    default:
      return null;
  }
}

/** The card frame (automatic). */
export interface EventCardFrame extends Frame {
  kind: 'eventCard';
  /** Whether the Brilliant Stroke window was held on this card (2.3.8: before the 1st Eligible is offered options). */
  strokesAsked?: boolean;
}

/** The options of one Eligible Faction (decision). */
export interface EligibleOptionsFrame extends Frame {
  kind: 'eligibleOptions';
  faction: Faction;
}

const NAMES = FACTION_NAME;

/** The Event card step: hands out options, then adjusts eligibility. */
export const eventCardStep = defineStep<EventCardFrame>({
  kind: 'eventCard',
  rule: '2.3',
  // Never a decision: always moves on, writing its own frame (`own()`) only when it opens the window.
  advance(draft, frame, own) {
    // 2.3.8, 2.3.9: before the 1st Eligible Faction is offered options, the Eligible Factions may play a Brilliant Stroke.
    if (frame.strokesAsked !== true && windowOpen(draft)) {
      own().strokesAsked = true;
      pushBrilliantStrokeWindow(draft);
      return true;
    }
    // A Brilliant Stroke cancelled the card (turn null): no Faction gets options and nothing is adjusted (2.3.8).
    const faction = nextEligible(draft);
    if (faction) {
      ownTurnList(draft, 'offered').push(faction);
      const frame: EligibleOptionsFrame = { kind: 'eligibleOptions', faction };
      pushFrame(draft, frame);
      return true;
    }
    adjustEligibility(draft);
    draft.turn = null;
    popFrame(draft);
    return true;
  },
  /**
   * The card under way is the current card, not Winter Quarters (2.3, 6.0), with its record (`turn`):
   * each Faction is offered options once (2.3.2); those that executed a Command or Event were offered
   * them, each once, at most two (2.3.4).
   */
  validate(state) {
    const card = state.deck.current;
    if (card === null || isWinterQuartersCard(card)) return [`kind: an Event card is played while the current card is ${card === null ? 'none' : `the Winter Quarters card ${cardById(card).title}`} (2.3)`];
    const turn = state.turn;
    if (turn === null) return ['kind: the card is under way without its record of the Factions offered options and executing (turn) (2.3)'];
    const out: string[] = [];
    const twice = turn.offered.find((f, i) => turn.offered.indexOf(f) !== i);
    if (twice !== undefined) out.push(`kind: the card's record offers the ${NAMES[twice]} options twice; each Eligible Faction is offered them once (2.3.2)`);
    const executed = turn.executed.map((e) => e.faction);
    if (executed.length > 2 || executed.some((f, i) => executed.indexOf(f) !== i || !turn.offered.includes(f)))
      out.push(`kind: the card's record says ${executed.map((f) => NAMES[f]).join(', ')} executed, but at most two Factions offered options execute, each once (2.3.4)`);
    return out;
  },
});

/** What the Faction on turn may do (2.3.4). */
export interface EligibleChoices {
  /** 1 or 2: 1st or 2nd Eligible. */
  position: 1 | 2;
  /** A full Command, optionally with a Special Activity. */
  command: boolean;
  /** A Limited Command (2.3.5). */
  limitedCommand: boolean;
  /** The card's Event. */
  event: boolean;
}

/**
 * 2.3.4: the options of the 1st Eligible, and of the 2nd depending on what the 1st executed. A
 * Non-Player (`faction`, by default the Faction the card reached) offered a Limited Command by the
 * Sequence of Play gets a full Command with a Special Activity instead (8.1 Commands Not Limited).
 */
export function eligibleChoices(state: GameState, faction: Faction | undefined = state.turn?.offered[state.turn.offered.length - 1]): EligibleChoices {
  const first = state.turn?.executed[0];
  if (!first) return { position: 1, command: true, limitedCommand: false, event: true };
  if (first.did === 'event') return { position: 2, command: true, limitedCommand: false, event: false };
  const notLimited = faction !== undefined && commandsNotLimited(state, faction);
  return { position: 2, command: notLimited, limitedCommand: !notLimited, event: first.specialActivity };
}

function modeFor(limited: boolean): CommandMode {
  return limited ? LIMITED_MODE : FULL_MODE;
}
const FULL_MODE: CommandMode = Object.freeze({ limited: false, free: false, specialActivity: true });
const LIMITED_MODE: CommandMode = Object.freeze({ limited: true, free: false, specialActivity: false });
/** No Command enabled by a Special Activity (none was asked about). */
const NONE_ENABLED: ReadonlySet<string> = new Set();

/**
 * The Eligible Faction's decision: Pass, Event or Command (2.3.3, 2.3.4), over the game's Commands and
 * Events (the trial play that tells whether a Special Activity executed first makes a Command
 * possible, 4.1, runs on the game's steps).
 */
export const eligibleOptionsStep = (game: GameDefinition) => defineStep<EligibleOptionsFrame>({
  kind: 'eligibleOptions',
  rule: '2.3.4',
  decider: (_state, frame) => frame.faction,
  prompt(state, frame) {
    const c = eligibleChoices(state, frame.faction);
    const event = c.event && state.deck.current !== null && game.events[state.deck.current] !== undefined;
    const what = [c.command && 'a Command (optionally with a Special Activity)', c.limitedCommand && 'a Limited Command', event && 'the Event']
      .filter(Boolean)
      .join(', or ');
    return `${NAMES[frame.faction]}, ${c.position === 1 ? '1st' : '2nd'} Eligible: execute ${what}, or Pass`;
  },
  options(state, frame) {
    const faction = frame.faction;
    const c = eligibleChoices(state, faction);
    const out: Action[] = [{ faction, type: 'pass' }];
    const event = state.deck.current === null ? undefined : game.events[state.deck.current];
    if (c.event && event) {
      if (event.canExecute(state, faction, 'unshaded')) out.push({ faction, type: 'event', side: 'unshaded' });
      if (event.canExecute(state, faction, 'shaded')) out.push({ faction, type: 'event', side: 'shaded' });
    }
    // Indexed loops: the Faction's Commands are a frozen list, which V8's array methods walk slowly.
    const commands = game.commandsOf(faction);
    if (c.command) {
      // A full Command that cannot be executed now may be, after a Special Activity (4.1): asked once for all of them.
      const now: boolean[] = [];
      const notNow: CommandModule[] = [];
      for (let i = 0; i < commands.length; i++) {
        now.push(commands[i].canStart(state, FULL_MODE));
        if (!now[i]) notNow.push(commands[i]);
      }
      const enabled = notNow.length === 0 ? NONE_ENABLED : enabledByActivities(game, state, notNow, FULL_MODE);
      for (let i = 0; i < commands.length; i++)
        if (now[i] || enabled.has(commands[i].id)) out.push({ faction, type: 'command', command: commands[i].id });
    }
    if (c.limitedCommand)
      for (let i = 0; i < commands.length; i++)
        if (commands[i].canStart(state, LIMITED_MODE)) out.push({ faction, type: 'command', command: commands[i].id, limited: true });
    return out;
  },
  explain: (state, frame, action) => whyNotOption(game, state, frame, action),
  handleReadsFrame: true,
  handle(draft, frame, action) {
    const faction = frame.faction;
    if (action.type === 'pass') {
      const gained = addResources(draft, faction, PASS_RESOURCES[faction]);
      log(draft, `${NAMES[faction]} Pass (+${gained} Resources)`, '2.3.3', faction);
      popFrame(draft);
      return;
    }
    if (action.type === 'event') {
      const side = action.side!;
      ownTurnList(draft, 'executed').push({ faction, did: 'event', specialActivity: false });
      log(draft, `${NAMES[faction]} play #${draft.deck.current} ${cardById(draft.deck.current!).title} (${side})`, '5.1', faction);
      popFrame(draft);
      game.events[draft.deck.current!]!.start(draft as Draft<GameState>, faction, side);
      return;
    }
    if (action.type === 'command') {
      const cmd = game.command(faction, action.command!)!;
      popFrame(draft);
      startCommand(draft, cmd, modeFor(action.limited === true), { onCard: true });
    }
  },
  /** The Faction is the one the card reached (the last offered, 2.3.2), which has not executed on it, while fewer than two have (2.3.4). */
  validate(state, frame) {
    const turn = state.turn;
    if (turn === null) return [];
    const last = turn.offered[turn.offered.length - 1];
    if (last !== frame.faction) return [`faction: the card reached ${last === undefined ? 'no Faction' : `the ${NAMES[last]}`}, not the ${NAMES[frame.faction]} (2.3.2)`];
    if (turn.executed.length >= 2) return ['kind: two Factions already executed on this card; it offers no more options (2.3.4)'];
    if (turn.executed.some((e) => e.faction === frame.faction)) return [`faction: the ${NAMES[frame.faction]} already executed on this card (2.3.4)`];
    return [];
  },
});
