/**
 * The Non-Player rules of 8.1 that change legality, for the Factions named in
 * `state.options.nonPlayers` (and only for them; a human-run Faction's legality never changes):
 * - Commands Not Limited: where the Sequence of Play (2.3.4) would give a Non-Player a Limited
 *   Command (2.3.5), it gets a full Command with a Special Activity instead. Free Limited Commands
 *   granted by an Event or a Brilliant Stroke stay Limited (they are not the Sequence of Play's).
 * - No voluntary removal: a Non-Player never takes its own pieces from the map to place them when
 *   none of the kind is Available (the 1.4.1 map sources are not offered to it).
 * - Brilliant Strokes: the Non-Player French count half of the CBC (rounded down) towards the Treaty
 *   of Alliance, and play it as soon as they may (it is their only option when asked); no Non-Player
 *   plays any other Brilliant Stroke before the Treaty is in play.
 *
 * Rulings (docs/rulings.md, "Non-Players (chapter 8)"):
 * - "Half of Cumulative British Casualties" is rounded down, as the game rounds its halves (3.6.2
 *   Force Level, 6.3.2 and 6.3.3 Earnings, 6.6 Desertion); with the rest of French Preparations as for players
 *   (Available French Regulars, Squadrons in the West Indies and Blockades on Cities, 2.3.9).
 * - "Plays the Treaty as soon as" is a must: when the window (or a Trump) asks the Non-Player French
 *   with the Treaty playable, playing it is the only action offered.
 *
 * Non-player Leader Movement is in ./leaders.ts. Paying Resource costs per space (8.1) is what every
 * Command does as it selects a space; the Indian March, which a human pays when a destination closes,
 * charges Non-Player Indians on selection (rules/commands/indians/march.ts). The choosing half of
 * chapter 8 (the flowcharts, 8.2–8.7) belongs to the policies (`lod-engine/bots`).
 * @module
 */
import type { GameState } from '../../core/state';
import type { Faction, SpacePiece } from '../../data/ids';
import { SPACE_PIECE_FACTION } from '../../data/pieces';
import { blockadesOnCities, markersIn } from '../board';

/** Whether the Faction is run by the Non-Player rules (chapter 8): named in `options.nonPlayers`. Pure. */
export function isNonPlayer(state: GameState, faction: Faction): boolean {
  return state.options.nonPlayers.includes(faction);
}

/**
 * 8.1 Commands Not Limited: whether the Faction, offered a Limited Command by the Sequence of Play
 * (2.3.4, 2.3.5), gets a full Command with a Special Activity instead. Pure.
 */
export function commandsNotLimited(state: GameState, faction: Faction): boolean {
  return isNonPlayer(state, faction);
}

/**
 * 8.1 No voluntary removal: whether the Faction owning the piece may take pieces of that kind from
 * the map to place them when none is Available (1.4.1): never for a Non-Player. Every caller places
 * its own Faction's pieces, so the piece's owner is the Faction placing it. Pure.
 */
export function mayTakeFromMap(state: GameState, piece: SpacePiece): boolean {
  return !isNonPlayer(state, SPACE_PIECE_FACTION[piece]);
}

/**
 * French Preparations as the Non-Player French count them for the Treaty (8.1): Available French
 * Regulars, Squadrons in the West Indies and Blockades on Cities, plus half of the CBC rounded down. Pure.
 */
export function nonPlayerTreatyPreparations(state: GameState): number {
  return state.available.frenchRegular + markersIn(state, 'WestIndies', 'squadrons') + blockadesOnCities(state) + Math.floor(state.cbc / 2);
}

/**
 * 8.1 Brilliant Strokes: whether a Non-Player may not play its own Brilliant Stroke (105–108) yet:
 * not before the Treaty of Alliance is in play. A human-run Faction is never held back here. Pure.
 */
export function strokeHeldBack(state: GameState, faction: Faction): boolean {
  return isNonPlayer(state, faction) && !state.treatyOfAlliance;
}

/** 8.1 Brilliant Strokes: whether the Faction must play the Treaty of Alliance when asked (the Non-Player French). Pure. */
export function mustPlayTreaty(state: GameState, faction: Faction): boolean {
  return faction === 'french' && isNonPlayer(state, faction);
}
