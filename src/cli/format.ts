/**
 * Text renderings for the `lod` command line: the board, a short summary of a state, the pending
 * decision with its legal actions, and small table helpers.
 * @module
 */
import { KIND_NAME } from '../data/text';
import { describeAction, type Action } from '../core/action';
import { legalActions, pending } from '../game/machine';
import type { GameState } from '../core/state';
import { cardById } from '../data/cards';
import { FACTIONS, PIECE_TYPES, SPACE_IDS, type Faction, type PieceType, type SpacePiece } from '../data/ids';
import { LEADER_INFO } from '../data/leaders';
import { SPACES } from '../data/map';
import { SCENARIOS } from '../data/scenarios';
import { frenchPreparations, totalOpposition, totalSupport, controlOf, markersIn, piecesAt, supportLevel } from '../rules/board';
import { victoryMargins } from '../rules/victory';

/** Display names of the Factions. */
export const FACTION_NAME: Readonly<Record<Faction, string>> = { british: 'British', patriots: 'Patriots', french: 'French', indians: 'Indians' };

const SUPPORT_NAME: Readonly<Record<string, string>> = {
  '-2': 'Active Opposition',
  '-1': 'Passive Opposition',
  '0': 'Neutral',
  '1': 'Passive Support',
  '2': 'Active Support',
};

/** Singular and plural labels of every piece kind, on the map and in the pools. */
const PIECE_LABEL = KIND_NAME;

/** `3 Tories`, `1 Village`. */
export function pieces(kind: SpacePiece | PieceType, n: number): string {
  return `${n} ${PIECE_LABEL[kind][n === 1 ? 0 : 1]}`;
}

/** `#35 Tryon Plot`, or `none`. */
export function cardLabel(id: number | null): string {
  return id === null ? 'none' : `#${id} ${cardById(id).title}`;
}

/** Right-pads (or left-pads with `right`) every cell so that columns line up. */
export function table(rows: readonly (readonly string[])[], right: readonly boolean[] = []): string[] {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, cell.length)));
  return rows.map((row) =>
    row
      .map((cell, i) => (i === row.length - 1 && !right[i] ? cell : right[i] ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
      .join('  ')
      .trimEnd(),
  );
}

/** A pool (Available, Unavailable, Casualties) as `3 Tories, 1 Village`, or `none`. */
function pool(counts: Readonly<Record<PieceType, number>>): string {
  const parts = PIECE_TYPES.filter((t) => counts[t] > 0).map((t) => pieces(t, counts[t]));
  return parts.length > 0 ? parts.join(', ') : 'none';
}

/** One line per Faction's Resources, tracks and totals. */
function tracks(state: GameState): string[] {
  return [
    `Resources: ${FACTIONS.map((f) => `${FACTION_NAME[f]} ${state.resources[f]}`).join(', ')}`,
    `Total Support ${totalSupport(state)}, total Opposition ${totalOpposition(state)}; CBC ${state.cbc}, CRC ${state.crc}; FNI ${state.fni}; French Preparations ${frenchPreparations(state)}; Treaty of Alliance ${state.treatyOfAlliance ? 'played' : 'not played'}`,
  ];
}

/** The game's result (winner, reason, ranking and every Faction's margins), or the pending decision. */
export function outcome(state: GameState): string[] {
  const r = state.result;
  if (!r) {
    const p = pending(state);
    if (!p) return ['No decision is pending.'];
    const who = p.faction === 'chance' ? 'Chance (an external die roll)' : FACTION_NAME[p.faction];
    return [`Pending: ${who} — ${p.prompt} (${p.rule}); ${legalActions(state).length} legal actions`];
  }
  const lines = [
    `Result: ${r.summary}`,
    `Winner: ${r.winner ? FACTION_NAME[r.winner] : 'none'}${r.winners.length > 1 ? ` (with ${r.winners.filter((w) => w !== r.winner).map((w) => FACTION_NAME[w]).join(', ')})` : ''}; ended by ${r.reason}; ranking ${r.ranking.map((f) => FACTION_NAME[f]).join(' > ')}`,
  ];
  lines.push(...marginsTable(r.margins).map((l) => `  ${l}`));
  return lines;
}

/** Every Faction's victory margins as a small table. */
export function marginsTable(margins: ReturnType<typeof victoryMargins>): string[] {
  return table(
    [
      ['Faction', '1st cond.', '2nd cond.', 'Total', 'Both met'],
      ...FACTIONS.map((f) => [FACTION_NAME[f], String(margins[f].first), String(margins[f].second), String(margins[f].total), margins[f].met ? 'yes' : 'no']),
    ],
    [false, true, true, true, false],
  );
}

/** A few lines: scenario, steps, current and next card, result or pending decision, Resources, totals. */
export function summary(state: GameState): string[] {
  const sc = SCENARIOS[state.scenario];
  return [
    `Scenario ${state.scenario} (${sc.name}), seed ${JSON.stringify(state.options.seed)}; ${state.steps} steps played`,
    `Current card: ${cardLabel(state.deck.current)}; next: ${cardLabel(state.deck.next)}; ${state.deck.draw.length} more in the draw deck, ${state.deck.played.length} played; Winter Quarters Rounds: ${state.winterQuarters}`,
    ...outcome(state),
    ...tracks(state),
  ];
}

/** The legal actions, numbered, with their JSON; at most `limit` of them. */
export function actionList(actions: readonly Action[], limit = Infinity): string[] {
  const shown = actions.slice(0, limit);
  const rows = shown.map((a, i) => [String(i), describeAction(a), JSON.stringify(a)]);
  const lines = table(rows, [true]).map((l) => `  ${l}`);
  if (actions.length > shown.length) lines.push(`  … and ${actions.length - shown.length} more (use --all to list them)`);
  return lines;
}

/**
 * The whole board as text: every space (Control, Support, pieces, markers, Leaders), the pools,
 * Resources and tracks, Leaders, eligibility, the deck and the pending decision with its legal actions.
 */
export function board(state: GameState, options: { limit?: number } = {}): string[] {
  const lines: string[] = [];
  const sc = SCENARIOS[state.scenario];
  lines.push(`=== ${sc.name} (scenario ${state.scenario}), seed ${JSON.stringify(state.options.seed)}, after ${state.steps} steps ===`);
  const rows: string[][] = [['Space', 'Control', 'Support', 'Pieces', 'Markers / Leaders']];
  for (const id of SPACE_IDS) {
    const info = SPACES[id];
    const here = (Object.entries(piecesAt(state, id)) as [SpacePiece, number][]).filter(([, n]) => n > 0).map(([k, n]) => pieces(k, n));
    const marks: string[] = [];
    const propaganda = markersIn(state, id, 'propaganda');
    const raid = markersIn(state, id, 'raid');
    const blockades = markersIn(state, id, 'blockades');
    const squadrons = markersIn(state, id, 'squadrons');
    if (propaganda) marks.push(`${propaganda} Propaganda`);
    if (raid) marks.push(`${raid} Raid`);
    if (blockades) marks.push(`${blockades} Blockade${blockades === 1 ? '' : 's'}`);
    if (squadrons) marks.push(pieces('squadron', squadrons));
    for (const f of FACTIONS) if (state.leaders[f].at === id) marks.push(LEADER_INFO[state.leaders[f].leader].name);
    const marked = controlOf(state, id);
    const control = marked === 'british' ? 'British' : marked === 'rebellion' ? 'Rebellion' : '—';
    const support = info.population > 0 ? SUPPORT_NAME[String(supportLevel(state, id))] : '—';
    rows.push([`${info.name} (${info.type === 'westIndies' ? 'box' : `${info.type}, pop ${info.population}`})`, control, support, here.join(', ') || '—', marks.join(', ')]);
  }
  lines.push(...table(rows));
  lines.push('');
  lines.push(`Available:   ${pool(state.available)}`);
  lines.push(`Unavailable: ${pool(state.unavailable)}`);
  lines.push(`Casualties:  ${pool(state.casualties)}`);
  lines.push(...tracks(state));
  lines.push(
    `Leaders: ${FACTIONS.map((f) => {
      const l = state.leaders[f];
      return `${LEADER_INFO[l.leader].name} (${FACTION_NAME[f]}) ${l.at === 'available' ? 'Available' : `in ${SPACES[l.at].name}`}`;
    }).join('; ')}`,
  );
  lines.push(`Eligible: ${FACTIONS.filter((f) => state.eligible[f]).map((f) => FACTION_NAME[f]).join(', ') || 'none'}; Ineligible: ${FACTIONS.filter((f) => !state.eligible[f]).map((f) => FACTION_NAME[f]).join(', ') || 'none'}`);
  const strokes = FACTIONS.filter((f) => state.brilliantStrokes[f].length > 0).map((f) => `${FACTION_NAME[f]} ${state.brilliantStrokes[f].map((c) => `#${c}`).join(', ')}`);
  lines.push(`Brilliant Strokes held: ${strokes.join('; ') || 'none'}`);
  const current = state.deck.current === null ? null : cardById(state.deck.current);
  lines.push(`Current card: ${cardLabel(state.deck.current)}${current && current.order.length ? ` [${current.order.map((f) => FACTION_NAME[f]).join(', ')}]` : ''}`);
  lines.push(`Next card: ${cardLabel(state.deck.next)}; ${state.deck.draw.length} more in the draw deck; ${state.deck.played.length} played; Winter Quarters Rounds: ${state.winterQuarters}`);
  lines.push(...outcome(state));
  if (!state.result) lines.push(...actionList(legalActions(state), options.limit));
  return lines;
}
