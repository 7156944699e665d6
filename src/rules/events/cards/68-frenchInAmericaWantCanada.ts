/**
 * #68 French in America Want Canada (1775–1776; order French, Indians, British, Patriots). Single text.
 * - Unshaded: the executing Faction moves up to six of its own cubes from anywhere on the map into
 *   Quebec (the Province), then puts one friendly Fort there from Available.
 *
 * Rulings:
 * - "the executing Faction's cubes": British Regulars and Tories, Continentals, or French Regulars —
 *   only on the map (not the West Indies box); the Indians have no cubes and move nothing.
 * - "friendly Fort": a Fort of the executing side (glossary "Friendly", 1.5.2): a British Fort for the
 *   British or the Indians, a Patriot Fort for the Patriots or the French. It is placed whether or not
 *   cubes moved, unless Quebec already holds two Forts/Villages or none is Available (5.1.1, 5.1.3).
 * - The executing Faction picks the cubes, one at a time in map order, and may stop ("up to", 5.1.3).
 * @module
 */
import type { EventCard } from '../program';
import { cubesOf, isRoyalist } from './filters';

export const frenchInAmericaWantCanada: EventCard = {
  card: 68,
  unshaded: [
    { op: 'relocate', from: 'map', to: 'Quebec', pieces: (ctx) => cubesOf(ctx.faction), count: 6, upTo: true },
    { op: 'place', where: ['Quebec'], pieces: (ctx) => (isRoyalist(ctx.faction) ? ['britishFort'] : ['patriotFort']), count: 1 },
  ],
};
