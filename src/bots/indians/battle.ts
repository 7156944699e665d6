/**
 * The Indian decisions inside a Battle (3.6): the Indians decide for the defending side when only
 * Indian pieces defend (3.6.1: a Rebellion Battle in a space without British pieces). 8.7.9: with a
 * Village in the Battle space, Activate all Underground War Parties but one; otherwise none. (With
 * British pieces there the British decide, following the same rule: src/bots/british/battle.ts.)
 * @module
 */
import type { Action } from '../../core/action';
import { piecesText, spaceName } from '../../data/text';
import type { BattleFrame } from '../../rules/battle/procedure';
import { plannedAction, randomFallback, type Flow, type FlowHandlers } from '../flowchart';
import { piecesAt } from '../../rules/board';

/** 8.7.9 Defending in Battle: Activate all but one Underground War Party where a Village stands, else none. */
function battleDecision(flow: Flow): Action {
  const frame = flow.state.stack[flow.state.stack.length - 1] as BattleFrame;
  if (frame.kind !== 'battle' || frame.phase !== 'activateDefender') return randomFallback(flow, `no Indian instruction for a '${flow.kind}' decision other than defending`);
  const p = piecesAt(flow.state, frame.space);
  const where = spaceName(frame.space);
  const village = p.village > 0;
  const count = village ? Math.max(0, p.warPartyUnderground - 1) : 0;
  flow.ctx.node(
    'Defending in Battle',
    village
      ? `${where}: the Indians defend with ${piecesText(p.village, 'village')} there: Activate all Underground War Parties but one (${piecesText(count, 'warPartyUnderground')})`
      : `${where}: the Indians defend without a Village there: no Underground War Party is Activated`,
    '8.7.9',
  );
  return plannedAction(flow, { faction: 'indians', type: 'activate', space: frame.space, piece: 'warPartyUnderground', count });
}

/** The Indian decisions inside any Battle, by kind. */
export const INDIAN_BATTLE_HANDLERS: FlowHandlers = {
  battle: battleDecision,
};
