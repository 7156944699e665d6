/**
 * The Command registry: the Sequence of Play offers exactly the Commands registered here.
 * Each Command module (3.2–3.5) supplies its legality query and pushes its own decision frames.
 * @module
 */
import type { Draft } from 'immer';
import type { GameState } from '../../core/state';
import type { CommandId } from '../../core/action';
import type { Faction } from '../../data/ids';
import { BRITISH_COMMANDS } from './british/index';
import { PATRIOTS_COMMANDS } from './patriots/index';
import { FRENCH_COMMANDS } from './french/index';
import { INDIANS_COMMANDS } from './indians/index';
import { BATTLE_COMMANDS } from '../battle/index';

/** How a Command is executed (2.3.4, 2.3.5, 3.1.2). */
export interface CommandMode {
  /** Limited Command: one space (or one destination), no Special Activity (2.3.5). */
  limited: boolean;
  /** Free Command: no Resource cost to anyone, eligibility untouched (3.1.2). */
  free: boolean;
  /** Whether a Special Activity may accompany it (full Command of an Eligible Faction, 4.1). */
  specialActivity: boolean;
}

/** A Command module. */
export interface CommandModule {
  /** Command id used in actions (`{ type: 'command', command: id }`). */
  readonly id: CommandId;
  readonly faction: Faction;
  /** Name as in the rules. */
  readonly name: string;
  /** Rule section. */
  readonly rule: string;
  /** Whether the Command can be executed now in at least one space (so no dead end, 2.3.4). */
  canStart(state: GameState, mode: CommandMode): boolean;
  /** Pushes the Command's first frame; when its frames pop, the Command is complete. */
  start(draft: Draft<GameState>, mode: CommandMode): void;
}

/** Canonical order of Command ids within a Faction (rulebook order, chapter 3). */
const COMMAND_ORDER = ['muster', 'garrison', 'rally', 'gather', 'agentMobilization', 'hortalez', 'march', 'scout', 'battle', 'rabbleRousing', 'raid'];
const FACTION_ORDER: readonly Faction[] = ['british', 'patriots', 'french', 'indians'];

/** Every implemented Command, canonical order (British, Patriots, French, Indians; rulebook order within). */
export const COMMANDS: readonly CommandModule[] = Object.freeze(
  [...BRITISH_COMMANDS, ...PATRIOTS_COMMANDS, ...FRENCH_COMMANDS, ...INDIANS_COMMANDS, ...BATTLE_COMMANDS].sort(
    (a, b) =>
      FACTION_ORDER.indexOf(a.faction) - FACTION_ORDER.indexOf(b.faction) || COMMAND_ORDER.indexOf(a.id) - COMMAND_ORDER.indexOf(b.id),
  ),
);

/** The implemented Commands of a Faction. */
export function commandsOf(faction: Faction): readonly CommandModule[] {
  return COMMANDS.filter((c) => c.faction === faction);
}
