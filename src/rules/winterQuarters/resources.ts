/**
 * 6.3 Resources Phase: each Faction adds its earnings, to a maximum of 50.
 * @module
 */
import type { Draft } from 'immer';
import type { GameState } from '../../core/state';
import type { Faction } from '../../data/ids';
import { CITIES, SPACE_BIT } from '../../data/map';
import { addResources, britishFortsOnMap, controlMask, effectivePopulation, patriotFortsOnMap, spacesOf, villagesOnMap, controlOf, markersIn } from '../board';
import { log } from '../../flow/frames';
import { FACTION_NAME } from '../../data/text';
/** Earnings of one Faction with the terms that make it up (for the log and for UIs). */
export interface Earnings {
  /** Total to add (before the cap of 50). */
  total: number;
  /** The rule's terms in words, e.g. `2 British Forts`. */
  terms: string[];
}

/**
 * 6.3.1 British: British Forts + the population of British Controlled Cities that are not Blockaded; +5 when the British Control the West Indies.
 * 6.3.2 Indians: half (rounded down) of the Villages on the map.
 * 6.3.3 Patriots: Patriot Forts + half (rounded down) of the Rebellion Controlled spaces, the West Indies excluded.
 * 6.3.4 French: before the Treaty of Alliance 2 × Squadrons/Blockades in the West Indies; after it FNI level +
 * population of Cities not British Controlled (a Blockaded City's population counts 0 in the Resources Phase, 1.9);
 * +5 if the Rebellion Controls the West Indies.
 * Pure; amounts before the cap of 50 (1.8).
 */
export function earningsDetail(state: GameState): Record<Faction, Earnings> {
  const wi = controlOf(state, 'WestIndies');
  // British
  const bForts = britishFortsOnMap(state);
  const bCities = CITIES.filter((c) => controlOf(state, c) === 'british').reduce((n, c) => n + effectivePopulation(state, c), 0);
  const british: Earnings = { total: bForts + bCities + (wi === 'british' ? 5 : 0), terms: [`${bForts} British Forts`, `${bCities} population of British Controlled Cities`] };
  if (wi === 'british') british.terms.push('5 for British Control of the West Indies');
  // Indians
  const villages = villagesOnMap(state);
  const indians: Earnings = { total: Math.floor(villages / 2), terms: [`half of ${villages} Villages`] };
  // Patriots
  const pForts = patriotFortsOnMap(state);
  const rebellionSpaces = spacesOf(controlMask(state, 'rebellion') & ~SPACE_BIT.WestIndies).length;
  const patriots: Earnings = {
    total: pForts + Math.floor(rebellionSpaces / 2),
    terms: [`${pForts} Patriot Forts`, `half of ${rebellionSpaces} Rebellion Controlled spaces`],
  };
  // French
  let french: Earnings;
  if (!state.treatyOfAlliance) {
    const squadrons = markersIn(state, 'WestIndies', 'squadrons');
    french = { total: 2 * squadrons, terms: [`2 × ${squadrons} Squadrons in the West Indies`] };
  } else {
    const fCities = CITIES.filter((c) => controlOf(state, c) !== 'british').reduce((n, c) => n + effectivePopulation(state, c), 0);
    french = {
      total: state.fni + fCities + (wi === 'rebellion' ? 5 : 0),
      terms: [`FNI level ${state.fni}`, `${fCities} population of Cities not British Controlled`],
    };
    if (wi === 'rebellion') french.terms.push('5 for Rebellion Control of the West Indies');
  }
  return { british, patriots, french, indians };
}

/** What each Faction earns in the Resources Phase now (6.3), before the cap of 50. Pure. */
export function resourcesEarned(state: GameState): Record<Faction, number> {
  const d = earningsDetail(state);
  return { british: d.british.total, patriots: d.patriots.total, french: d.french.total, indians: d.indians.total };
}

/** Rule section of each Faction's earnings. */
const RULE: Readonly<Record<Faction, string>> = { british: '6.3.1', indians: '6.3.2', patriots: '6.3.3', french: '6.3.4' };
/** The order of 6.3.1–6.3.4. */
const ORDER: readonly Faction[] = ['british', 'indians', 'patriots', 'french'];

/** 6.3: adds every Faction's earnings (to a maximum of 50) and logs each. */
export function collectResources(draft: Draft<GameState>): void {
  const detail = earningsDetail(draft);
  for (const f of ORDER) {
    const gained = addResources(draft, f, detail[f].total);
    const capped = gained < detail[f].total ? ` (limited to ${gained} by the maximum of 50)` : '';
    log(draft, `${FACTION_NAME[f]} earn ${detail[f].total} Resources: ${detail[f].terms.join(' + ')}${capped}`, RULE[f], f);
  }
}

