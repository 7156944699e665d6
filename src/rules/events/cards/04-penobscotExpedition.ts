/**
 * #4 The Penobscot Expedition (1775–1776; order Patriots, British, French, Indians; Indian Musket).
 * - Unshaded: three Patriot Militia are removed (the executing Faction picks them anywhere on the
 *   map); the Patriots lose 2 Resources.
 * - Shaded: one Fort or Village and three Militia or War Parties are placed in Massachusetts.
 *
 * Rulings: "Fort" is either Faction's Fort; the three units may mix Militia and War Parties (each is one
 * or the other), all placed Underground (1.4.3). The executing Faction picks (5.1).
 * @module
 */
import type { EventCard } from '../program';

export const penobscotExpedition: EventCard = {
  card: 4,
  unshaded: [
    { op: 'remove', where: 'map', pieces: ['militiaUnderground', 'militiaActive'], count: 3 },
    { op: 'resources', faction: 'patriots', amount: -2 },
  ],
  shaded: [
    { op: 'place', where: ['Massachusetts'], pieces: ['britishFort', 'patriotFort', 'village'], count: 1 },
    { op: 'place', where: ['Massachusetts'], pieces: ['militiaUnderground', 'warPartyUnderground'], count: 3 },
  ],
};
