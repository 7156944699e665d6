/**
 * What the Non-Players' Brilliant Strokes share (8.3.7): the Commands the engine's grant offers right after
 * a Faction plays its Brilliant Stroke (those after which its Leader can still take part), for the ruling
 * that decides 8.3.7's abort before the play (docs/rulings.md, "Non-Player British (8.4)"); and which
 * Command the Brilliant Stroke's first Limited Command was, read from the account.
 * @module
 */
import type { GameState } from '../core/state';
import type { Faction } from '../data/ids';
import { apply, legalActions, pending } from '../game/machine';
import { factionHost } from './flowchart';

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
 * The Command `faction`'s Brilliant Stroke executed as its first Limited Command, read from the account
 * (the grant's line "… execute a free Limited <name>"), or null. `names` gives each Command's name as the
 * account writes it.
 */
export function firstStrokeCommand<Id extends string>(state: GameState, faction: Faction, names: Readonly<Record<Id, string>>): Id | null {
  const entries = Object.entries(names) as [Id, string][];
  for (let i = state.log.length - 1; i >= 0; i--) {
    const e = state.log[i];
    if (e.faction !== faction || e.rule !== '2.3.8') continue;
    for (const [id, name] of entries) if (new RegExp(`execute a free Limited ${name}\\b`).test(e.text)) return id;
    if (/execute two free Limited Commands/.test(e.text)) return null;
  }
  return null;
}
