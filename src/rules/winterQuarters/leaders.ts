/**
 * 1.10 A Leader left alone, as the Winter Quarters phases (and Battle) use it. The rule's one helper
 * and its `leaderAlone` decision step live in rules/leaders.ts; this module only re-exports them for
 * the modules that import them from here.
 * @module
 */
export { aloneLeaders, checkLeaders, leaderAloneStep, leaderDestinations, type LeaderAloneFrame } from '../leaders';
