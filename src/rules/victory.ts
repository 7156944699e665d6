/**
 * Victory (7.0–7.3, 8.8): margins of both conditions per Faction, Victory Checks, final ranking.
 * @module
 */
import { FACTION_NAME } from '../data/text';
import { FACTIONS, type Faction } from '../data/ids';
import type { FactionMargins, GameResult, GameState } from '../core/state';
import { patriotFortsOnMap, totalOpposition, totalSupport, villagesOnMap } from './board';
import { isNonPlayer } from './nonPlayers/sequence';

/** Tie-break order of 7.1 after Non-players: Patriots, British, French, Indians. */
export const TIE_ORDER: readonly Faction[] = Object.freeze(['patriots', 'british', 'french', 'indians'] as Faction[]);

/** Non-player win tie order of 8.8: French, then Indians, then Patriots (then British). */
export const NONPLAYER_TIE_ORDER: readonly Faction[] = Object.freeze(['french', 'indians', 'patriots', 'british'] as Faction[]);

/**
 * Both victory margins of every Faction (7.2) and the total margin (7.3).
 * A condition is met when its margin is positive; French also need the Treaty of Alliance.
 */
export function victoryMargins(state: GameState): Record<Faction, FactionMargins> {
  const support = totalSupport(state);
  const opposition = totalOpposition(state);
  const forts = patriotFortsOnMap(state);
  const villages = villagesOnMap(state);
  const make = (first: number, second: number, total: number, extra = true): FactionMargins => ({
    first,
    second,
    total,
    met: first > 0 && second > 0 && extra,
  });
  return {
    british: make(support - opposition - 10, state.crc - state.cbc, support - opposition + state.crc - state.cbc),
    patriots: make(opposition - support - 10, forts + 3 - villages, opposition - support + forts + 3 - villages),
    french: make(
      opposition - support - 10,
      state.cbc - state.crc,
      opposition - support + state.cbc - state.crc,
      state.treatyOfAlliance,
    ),
    indians: make(support - opposition - 10, villages - 3 - forts, support - opposition + villages - 3 - forts),
  };
}

/** The side of a Faction (1.5.1). */
export function sideOf(faction: Faction): 'royalist' | 'rebellion' {
  return faction === 'british' || faction === 'indians' ? 'royalist' : 'rebellion';
}

/** The other Faction of the same side. */
export function partnerOf(faction: Faction): Faction {
  return ({ british: 'indians', indians: 'british', patriots: 'french', french: 'patriots' } as const)[faction];
}

/** Whether the Faction is run by the Non-Player rules (the one test, rules/nonPlayers/sequence.ts). */
export { isNonPlayer };

/** The player (list of Factions run together) that runs a Faction, or null for a Non-player. */
export function playerOf(state: GameState, faction: Faction): Faction[] | null {
  return state.options.players.find((p) => p.includes(faction)) ?? null;
}

/** Whether the game is a one-player game (8.8): exactly one human player. */
export function isOnePlayer(state: GameState): boolean {
  return state.options.players.length === 1 && state.options.nonPlayers.length > 0;
}

/** Tie-break rank (lower first) of 7.1: Non-players first, then Patriots, British, French, Indians. */
function tieRank(state: GameState, f: Faction): number {
  return (isNonPlayer(state, f) ? 0 : 10) + TIE_ORDER.indexOf(f);
}

/** Sorts Factions by a margin, highest first, ties per 7.1. */
function byMargin(state: GameState, margins: Record<Faction, FactionMargins>, factions: Faction[]): Faction[] {
  return [...factions].sort((a, b) => margins[b].total - margins[a].total || tieRank(state, a) - tieRank(state, b));
}

/** French come last when the Treaty of Alliance was never played (7.1). */
function frenchLastWithoutTreaty(state: GameState, ranking: Faction[]): Faction[] {
  if (state.treatyOfAlliance) return ranking;
  return [...ranking.filter((f) => f !== 'french'), 'french'];
}

/** Ranking after a Victory Check win by a Faction of `side` (7.1): that side first and second, the other side third and fourth. */
export function rankAfterCheck(state: GameState, margins: Record<Faction, FactionMargins>, side: 'royalist' | 'rebellion'): Faction[] {
  const winners = byMargin(state, margins, FACTIONS.filter((f) => sideOf(f) === side));
  const losers = byMargin(state, margins, FACTIONS.filter((f) => sideOf(f) !== side));
  return frenchLastWithoutTreaty(state, [...winners, ...losers]);
}

/** Ranking at game end (7.3): by total victory margin, ties per 7.1, French last without the Treaty. */
export function rankAtEnd(state: GameState, margins: Record<Faction, FactionMargins>): Faction[] {
  return frenchLastWithoutTreaty(state, byMargin(state, margins, [...FACTIONS]));
}

/** The margin a player uses: the worse of its Factions' totals (7.3, 8.8). */
function playerMargin(margins: Record<Faction, FactionMargins>, player: Faction[]): number {
  return Math.min(...player.map((f) => margins[f].total));
}

const NAMES = FACTION_NAME;

/**
 * The Victory Check of a Winter Quarters Round (6.1, 7.2, 8.8): the result if the game ends now, else null.
 * A player running both Factions of a side wins only if all four conditions are met (combined victory);
 * a lone player never wins here; a Non-player's win ends the game with every player losing.
 */
export function victoryCheck(state: GameState): GameResult | null {
  const margins = victoryMargins(state);
  const metBy = FACTIONS.filter((f) => margins[f].met);
  // A Non-player passing the check: all players lose equally (7.1).
  const nonPlayerWinners = metBy.filter((f) => isNonPlayer(state, f));
  if (nonPlayerWinners.length > 0) {
    const winner = [...nonPlayerWinners].sort(
      (a, b) => margins[b].total - margins[a].total || NONPLAYER_TIE_ORDER.indexOf(a) - NONPLAYER_TIE_ORDER.indexOf(b),
    )[0];
    return {
      winner,
      winners: [winner],
      reason: 'nonPlayerVictory',
      margins,
      ranking: rankAfterCheck(state, margins, sideOf(winner)),
      summary: `${NAMES[winner]} (Non-player) meet both victory conditions: every player loses (7.1, 7.2).`,
    };
  }
  if (isOnePlayer(state)) {
    // 8.8 One-Player Difficulty: from the 2nd Winter Quarters Round, a player margin below any Non-player's loses.
    if (state.options.oneplayerDifficulty && state.winterQuarters >= 2) {
      const player = state.options.players[0];
      const lowest = playerMargin(margins, player);
      const nonPlayers = [...state.options.nonPlayers].sort(
        (a, b) => margins[b].total - margins[a].total || NONPLAYER_TIE_ORDER.indexOf(a) - NONPLAYER_TIE_ORDER.indexOf(b),
      );
      const best = nonPlayers[0];
      if (best && margins[best].total > lowest) {
        return {
          winner: best,
          winners: [best],
          reason: 'nonPlayerVictory',
          margins,
          ranking: rankAtEnd(state, margins),
          summary: `One-Player Difficulty: the player's margin fell below the ${NAMES[best]} Non-player's; ${NAMES[best]} win (8.8).`,
        };
      }
    }
    return null; // 8.8: a single player cannot win in a Victory Phase.
  }
  for (const player of state.options.players) {
    const combined = player.length > 1;
    const won = combined ? player.every((f) => margins[f].met) : margins[player[0]].met;
    if (!won) continue;
    const winner = byMargin(state, margins, player)[0];
    return {
      winner,
      winners: [...player],
      reason: 'victoryCheck',
      margins,
      ranking: rankAfterCheck(state, margins, sideOf(winner)),
      summary: combined
        ? `${player.map((f) => NAMES[f]).join(' and ')} meet all their victory conditions: combined win (7.2).`
        : `${NAMES[winner]} meet both victory conditions (7.2).`,
    };
  }
  return null;
}

/** The result after the final Winter Quarters Round's Support Phase (6.4.3, 7.3, 8.8). */
export function finalResult(state: GameState): GameResult {
  const margins = victoryMargins(state);
  const ranking = rankAtEnd(state, margins);
  if (isOnePlayer(state)) {
    const player = state.options.players[0];
    const lowest = playerMargin(margins, player);
    const nonPlayers = [...state.options.nonPlayers].sort(
      (a, b) => margins[b].total - margins[a].total || NONPLAYER_TIE_ORDER.indexOf(a) - NONPLAYER_TIE_ORDER.indexOf(b),
    );
    const best = nonPlayers[0];
    const difference = lowest - margins[best].total;
    if (difference >= 6)
      return { winner: player[0], winners: [...player], reason: 'oneplayerVictory', margins, ranking, summary: `The player wins by ${difference} (8.8).` };
    if (difference >= 1)
      return { winner: null, winners: [], reason: 'oneplayerStalemate', margins, ranking, summary: `Stalemate: the player leads by ${difference} (8.8).` };
    return {
      winner: best,
      winners: [best],
      reason: 'nonPlayerVictory',
      margins,
      ranking,
      summary: `${NAMES[best]} (Non-player) end with the highest margin (8.8).`,
    };
  }
  // 7.3: highest total margin wins; a player running two Factions uses the worse of the two.
  const candidates = [...FACTIONS].filter((f) => state.treatyOfAlliance || f !== 'french');
  const score = (f: Faction): number => {
    const player = playerOf(state, f);
    return player ? playerMargin(margins, player) : margins[f].total;
  };
  const best = [...candidates].sort((a, b) => score(b) - score(a) || tieRank(state, a) - tieRank(state, b))[0];
  const player = playerOf(state, best);
  return {
    winner: best,
    winners: player ? [...player] : [best],
    reason: 'finalWinterQuarters',
    margins,
    ranking,
    summary: `Game end (7.3): ${NAMES[best]} win with the highest victory margin (${score(best)}).`,
  };
}
