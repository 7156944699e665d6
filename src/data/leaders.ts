/**
 * Leaders (1.10): owner, capability in brief, and the Leader Change order (6.5.1).
 * @module
 */
import { deepFreeze } from './freeze';
import type { Faction, LeaderId } from './ids';

/** Static facts about a Leader. */
export interface LeaderInfo {
  readonly id: LeaderId;
  readonly name: string;
  readonly faction: Faction;
  /** The capability, summarised in our own words; it acts only in the Leader's space. */
  readonly capability: string;
  /** The Leader that replaces this one at a Leader Change (6.5.1), or null when no further change is possible. */
  readonly succeededBy: LeaderId | null;
}

/** All nine Leaders. */
export const LEADER_INFO: Readonly<Record<LeaderId, LeaderInfo>> = deepFreeze({
  Washington: {
    id: 'Washington',
    name: 'George Washington',
    faction: 'patriots',
    capability: 'Rebellion Win the Day shifts are doubled here; Defender Loss Level −1 when the Rebellion defends here.',
    succeededBy: null,
  },
  Gage: {
    id: 'Gage',
    name: 'Thomas Gage',
    faction: 'british',
    capability: 'The first Reward Loyalty shift here costs nothing.',
    succeededBy: 'Howe',
  },
  Howe: {
    id: 'Howe',
    name: 'William Howe',
    faction: 'british',
    capability: 'Before any British Special Activity, FNI drops one level.',
    succeededBy: 'Clinton',
  },
  Clinton: {
    id: 'Clinton',
    name: 'Henry Clinton',
    faction: 'british',
    capability: 'A British Skirmish here removes one more Militia.',
    succeededBy: null,
  },
  Rochambeau: {
    id: 'Rochambeau',
    name: 'Comte de Rochambeau',
    faction: 'french',
    capability: 'French may March and Battle here with a Patriot Command at no cost.',
    succeededBy: 'Lauzun',
  },
  Lauzun: {
    id: 'Lauzun',
    name: 'Duc de Lauzun',
    faction: 'french',
    capability: 'Defender Loss Level +1 more when the French attack here.',
    succeededBy: null,
  },
  Brant: {
    id: 'Brant',
    name: 'Joseph Brant',
    faction: 'indians',
    capability: 'War Path here removes one more Militia.',
    succeededBy: 'Cornplanter',
  },
  Cornplanter: {
    id: 'Cornplanter',
    name: 'Cornplanter',
    faction: 'indians',
    capability: 'Gather here builds a Village for one War Party.',
    succeededBy: 'DraggingCanoe',
  },
  DraggingCanoe: {
    id: 'DraggingCanoe',
    name: 'Dragging Canoe',
    faction: 'indians',
    capability: 'A Raid starting here may move one extra space.',
    succeededBy: null,
  },
});

/** Redeployment order of Leaders in Winter Quarters (6.5.2). */
export const LEADER_REDEPLOY_ORDER: readonly Faction[] = deepFreeze(['indians', 'french', 'british', 'patriots'] as Faction[]);
