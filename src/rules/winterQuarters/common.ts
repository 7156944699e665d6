/**
 * Words and small helpers shared by the Winter Quarters phase modules (6.0–6.7).
 * @module
 */
import { FACTION_NAME, FACTION_ADJECTIVE, spaceName, piecesText, resourcesText } from '../../data/text';
export { FACTION_NAME, FACTION_ADJECTIVE, spaceName, piecesText, resourcesText };
