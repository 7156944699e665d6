/**
 * The Winter Quarters cards' Events (97–104), resolved at the end of the Reset Phase (6.0, 6.7).
 * What the cards do (our summary of reference/cards.txt):
 * - 97 Royals Commit: +5 Resources to the French when CRC > CBC, otherwise +5 to the British.
 * - 98 Overconfident at Home: −3 Resources to the British when CRC > CBC, otherwise −3 to the French.
 * - 99 / 100 West Indies / India Conflict Goes the Other Way: whichever of CRC and CBC is larger drops
 *   by half the gap between them, rounded down.
 * - 101 Floods Shift the Balance / 104 Hurricane Hits the South: whichever of the Patriots and the
 *   Indians leads on its second victory condition (7.2) gives up 2 Resources.
 * - 102 War on the Frontier / 103 Severe Winter: that same leading Faction takes one of its own Forts
 *   or Villages off the map.
 *
 * Rulings: "ahead in the second victory condition" means a positive margin (7.2); the two margins are
 * opposites (Forts + 3 − Villages vs Villages − 3 − Forts), so at most one Faction is ahead, and at 0
 * neither is. The removed Fort/Village goes to Available ("Remove", Glossary) and counts no Casualty.
 * @module
 */
import type { Draft } from 'immer';
import type { Action } from '../../core/action';
import type { Frame, GameState } from '../../core/state';
import { SPACE_IDS, type CardId } from '../../data/ids';
import { cardById } from '../../data/cards';
import { defineStep } from '../../flow/step';
import { log, popFrame, pushFrame } from '../../flow/frames';
import { addCasualtyTrack, addResources, removeToPool, piecesAt } from '../board';
import { victoryMargins } from '../victory';
import { FACTION_NAME, KIND_NAME, spaceName } from '../../data/text';
import { checkLeaders } from '../leaders';
import { roundPhaseProblem } from './phases';
import { because } from '../../core/reason';

/** The Faction (Patriots or Indians) leading on its second victory condition (7.2), or null. Pure. */
export function aheadInSecondCondition(state: GameState): 'patriots' | 'indians' | null {
  const m = victoryMargins(state);
  if (m.patriots.second > 0) return 'patriots';
  if (m.indians.second > 0) return 'indians';
  return null;
}

const FORT = { patriots: 'patriotFort', indians: 'village' } as const;

/** Resolves the current Winter Quarters card's Event (6.7, last bullet); pushes a decision for 102/103. */
export function resolveWinterQuartersCard(draft: Draft<GameState>, card: CardId): void {
  const title = cardById(card).title;
  const rule = '6.7';
  switch (card) {
    case 97: {
      const f = draft.crc > draft.cbc ? 'french' : 'british';
      const n = addResources(draft, f, 5);
      log(draft, `${title}: CRC ${draft.crc}, CBC ${draft.cbc}: ${FACTION_NAME[f]} Resources +${n}`, rule, f);
      return;
    }
    case 98: {
      const f = draft.crc > draft.cbc ? 'british' : 'french';
      const n = addResources(draft, f, -3);
      log(draft, `${title}: CRC ${draft.crc}, CBC ${draft.cbc}: ${FACTION_NAME[f]} Resources ${n}`, rule, f);
      return;
    }
    case 99:
    case 100: {
      const cut = Math.floor(Math.abs(draft.crc - draft.cbc) / 2);
      if (cut > 0) addCasualtyTrack(draft, draft.crc > draft.cbc ? 'crc' : 'cbc', -cut);
      log(draft, `${title}: the larger of CRC and CBC drops by ${cut} (CRC ${draft.crc}, CBC ${draft.cbc})`, rule);
      return;
    }
    case 101:
    case 104: {
      const f = aheadInSecondCondition(draft);
      if (!f) {
        log(draft, `${title}: neither the Patriots nor the Indians lead on their second victory condition`, rule);
        return;
      }
      const n = addResources(draft, f, -2);
      log(draft, `${title}: the ${FACTION_NAME[f]} lead on their second victory condition and lose ${-n} Resources`, rule, f);
      return;
    }
    case 102:
    case 103: {
      const f = aheadInSecondCondition(draft);
      if (!f) {
        log(draft, `${title}: neither the Patriots nor the Indians lead on their second victory condition`, rule);
        return;
      }
      if (!SPACE_IDS.some((id) => piecesAt(draft, id)[FORT[f]] > 0)) {
        log(draft, `${title}: the ${FACTION_NAME[f]} lead on their second victory condition but have no ${f === 'patriots' ? 'Fort' : 'Village'} on the map`, rule, f);
        return;
      }
      const frame: WinterQuartersRemovalFrame = { kind: 'winterQuartersRemoval', faction: f, card };
      pushFrame(draft, frame);
      return;
    }
    default:
      throw new Error(`lod-engine internal error: card ${card} is not a Winter Quarters card`);
  }
}

/** Cards 102/103: the Faction ahead removes one of its Forts or Villages. */
export interface WinterQuartersRemovalFrame extends Frame {
  kind: 'winterQuartersRemoval';
  faction: 'patriots' | 'indians';
  card: CardId;
}

/** 102 War on the Frontier / 103 Severe Winter: `{ faction, type: 'remove', space, piece }`. */
export const winterQuartersRemovalStep = defineStep<WinterQuartersRemovalFrame>({
  kind: 'winterQuartersRemoval',
  rule: '6.7',
  decider: (_state, frame) => frame.faction,
  prompt: (_state, frame) =>
    `${cardById(frame.card).title}: the ${FACTION_NAME[frame.faction]} lead on their second victory condition (7.2) and remove one of ` +
    `their ${frame.faction === 'patriots' ? 'Forts' : 'Villages'}`,
  options: (state, frame): Action[] =>
    SPACE_IDS.filter((id) => piecesAt(state, id)[FORT[frame.faction]] > 0).map((space) => ({
      faction: frame.faction,
      type: 'remove',
      space,
      piece: FORT[frame.faction],
    })),
  /** 6.7: one of the Faction's own Forts or Villages, in a space that holds one. */
  explain(state, frame, action) {
    if (action.type !== 'remove' || action.space === undefined) return null;
    const own = FORT[frame.faction];
    const title = cardById(frame.card).title;
    if (action.piece !== undefined && action.piece !== own) {
      const name = (KIND_NAME as Record<string, readonly [string, string]>)[action.piece]?.[1] ?? action.piece;
      return because('6.7', `${title}: the ${FACTION_NAME[frame.faction]} remove one of their own ${KIND_NAME[own][1]} (piece '${own}'), not ${name}`);
    }
    if (piecesAt(state, action.space)[own] === 0) return because('6.7', `${title}: there is no ${KIND_NAME[own][0]} in ${spaceName(action.space)} to remove`);
    return null;
  },
  handleReadsFrame: true,
  handle(draft, frame, action) {
    popFrame(draft);
    removeToPool(draft, action.space!, FORT[frame.faction], 1);
    log(
      draft,
      `${cardById(frame.card).title}: the ${FACTION_NAME[frame.faction]} remove a ${frame.faction === 'patriots' ? 'Patriot Fort' : 'Village'} from ${spaceName(action.space!)}`,
      '6.7',
      frame.faction,
    );
    checkLeaders(draft);
  },
  /**
   * 6.7: the card is the Winter Quarters card in play, 102 or 103 (the two that remove a Fort or
   * Village), and the Faction is the one ahead on its second victory condition (7.2); last thing of the Round (6.0).
   */
  validate(state, frame, at) {
    const out: string[] = [];
    const phase = roundPhaseProblem(state, at, 'end', 'kind', `${cardById(frame.card).title} (6.7)`);
    if (phase !== null) out.push(phase);
    if (frame.card !== state.deck.current)
      out.push(`card: ${cardById(frame.card).title} (${frame.card}) is not the card in play (6.7)`);
    else if (frame.card !== 102 && frame.card !== 103) out.push(`card: ${cardById(frame.card).title} (${frame.card}) removes no Fort or Village (6.7)`);
    const ahead = aheadInSecondCondition(state);
    if (frame.faction !== ahead)
      out.push(
        `faction: the ${FACTION_NAME[frame.faction]} do not lead on their second victory condition (7.2); ${ahead === null ? 'neither Faction does' : `the ${FACTION_NAME[ahead]} do`}`,
      );
    return out;
  },
});
