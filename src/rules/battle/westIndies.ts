/**
 * 6.2.2 West Indies Battle: whenever both French and British pieces stand in the West Indies, the
 * French are obliged to fight a free Battle there, following the usual Battle procedure (3.6). The
 * Winter Quarters Supply Phase calls
 * {@link startWestIndiesBattle}; the return-or-pay step that follows it belongs to Winter Quarters.
 *
 * Differences of a Battle in the West Indies, all applied by the procedure itself: only Regulars and
 * British Forts can be there (no Militia, War Parties or partner pieces, so no Activation decision);
 * Squadrons give −1 to the Defender Loss Level when the British attack and −1 to the Attacker Loss
 * Level when the British defend (3.6.5, 3.6.6); there is no Win the Day (3.6.8).
 * @module
 */
import type { Draft } from 'immer';
import type { GameState } from '../../core/state';
import { log } from '../../flow/frames';
import { startBattle } from './procedure';
import { piecesAt } from '../board';

/** Whether the free West Indies Battle is due: French and British pieces both in the West Indies (6.2.2). Pure. */
export function westIndiesBattleDue(state: GameState): boolean {
  const p = piecesAt(state, 'WestIndies');
  return p.frenchRegular > 0 && p.britishRegular + p.britishFort > 0;
}

/**
 * Pushes the free French Battle in the West Indies (6.2.2, 3.6) when it is due and returns true;
 * returns false (and changes nothing) otherwise. The caller's frame resumes when the Battle is over.
 */
export function startWestIndiesBattle(draft: Draft<GameState>): boolean {
  if (!westIndiesBattleDue(draft)) return false;
  log(draft, 'West Indies Battle: French and British pieces are present; the French conduct a free Battle there', '6.2.2', 'french');
  startBattle(draft, { space: 'WestIndies', attacker: 'french' });
  return true;
}
