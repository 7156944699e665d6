/**
 * The Non-Player flowchart policies of the four Factions (8.4–8.7): what `lod sim --nonplayers` and a
 * table with Non-Players use.
 * @module
 */
import type { Faction } from '../data/ids';
import { FACTION_NAME } from '../data/text';
import type { Policy, PolicySet } from './policy';
import { britishPolicy } from './british/index';
import { patriotPolicy } from './patriots/index';
import { frenchPolicy } from './french/index';
import { indianPolicy } from './indians/index';

/** The flowchart policy of each Faction: the British (8.4), the Patriots (8.5), the French (8.6), the Indians (8.7). */
export const FLOWCHART_POLICIES: Readonly<Partial<Record<Faction, () => Policy>>> = {
  british: britishPolicy,
  patriots: patriotPolicy,
  french: frenchPolicy,
  indians: indianPolicy,
};

/** The Factions whose flowchart policy exists, in the Factions' order. */
export function flowchartFactions(): Faction[] {
  return (['british', 'patriots', 'french', 'indians'] as const).filter((f) => FLOWCHART_POLICIES[f] !== undefined);
}

/**
 * The flowchart policies of `factions`.
 * @throws RangeError for a value that is not one of the four Factions (it has no flowchart).
 */
export function flowchartPolicies(factions: readonly Faction[]): PolicySet {
  const out: PolicySet = {};
  for (const f of factions) {
    const make = FLOWCHART_POLICIES[f];
    if (!make) throw new RangeError(`no Non-Player flowchart for ${JSON.stringify(f)}: the Factions are ${flowchartFactions().map((x) => FACTION_NAME[x]).join(', ')} (${flowchartFactions().join(', ')})`);
    out[f] = make();
  }
  return out;
}
