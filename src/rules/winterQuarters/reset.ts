/**
 * 6.7 Reset Phase: get ready for the next card. The Winter Quarters card's own Event follows at the end
 * (cards.ts); revealing the draw deck's new top card is the game frame's (2.3.7) once the round pops.
 * @module
 */
import type { Draft } from 'immer';
import type { GameState } from '../../core/state';
import { FACTIONS, PIECE_TYPES, SPACE_IDS } from '../../data/ids';
import { log } from '../../flow/frames';
import { flipPieces, movePool, setMarkers, markersIn, piecesAt } from '../board';
import { setEligible } from '../sequence/eligibility';

/** 6.7: removes Raid and Propaganda markers, marks all Factions Eligible, returns Casualties to Available, flips Militia and War Parties Underground. */
export function resetPhase(draft: Draft<GameState>): void {
  let markers = 0;
  for (const id of SPACE_IDS) {
    markers += markersIn(draft, id, 'raid') + markersIn(draft, id, 'propaganda');
    setMarkers(draft, id, 'raid', 0);
    setMarkers(draft, id, 'propaganda', 0);
  }
  log(draft, `Reset: ${markers} Raid and Propaganda markers removed`, '6.7');
  for (const f of FACTIONS) setEligible(draft, f, true);
  log(draft, 'Reset: all Factions Eligible', '6.7');
  let casualties = 0;
  for (const t of PIECE_TYPES) {
    casualties += draft.casualties[t];
    movePool(draft, 'casualties', 'available', t, draft.casualties[t]);
  }
  log(draft, `Reset: ${casualties} pieces move from the Casualties box to Available`, '6.7');
  for (const id of SPACE_IDS) {
    const p = piecesAt(draft, id);
    flipPieces(draft, id, 'militiaActive', 'militiaUnderground', p.militiaActive);
    flipPieces(draft, id, 'warPartyActive', 'warPartyUnderground', p.warPartyActive);
  }
  log(draft, 'Reset: all Militia and War Parties flipped Underground', '6.7');
}
