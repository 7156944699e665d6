/**
 * French Commands (3.5): before the Treaty of Alliance, Agent Mobilization and Roderigue Hortalez et
 * Cie; after it, Roderigue Hortalez et Cie, Muster and March (French Battle, 3.5.5, lives with
 * the Battle module). The modules and their decision steps.
 * @module
 */
import type { CommandModule } from '../../../flow/contracts';
import { frenchAgentMobilization } from './agentMobilization';
import { frenchHortalez } from './hortalez';
import { frenchMarch } from './march';
import { frenchMuster } from './muster';

export { frenchAgentMobilization, frenchAgentMobilizationStep, type FrenchAgentMobilizationFrame } from './agentMobilization';
export { frenchHortalez, frenchHortalezStep, type FrenchHortalezFrame } from './hortalez';
export { frenchMuster, frenchMusterStep, type FrenchMusterFrame } from './muster';
export { frenchMarch, frenchMarchStep, type FrenchMarchFrame, type MarchArrivals, type MarchGroup } from './march';
export { frenchCommandLeaderStep, type FrenchCommandLeaderFrame } from './leader';

/** The French Command modules, rulebook order (3.5.1–3.5.4). */
export const FRENCH_COMMANDS: readonly CommandModule[] = [frenchAgentMobilization, frenchHortalez, frenchMuster, frenchMarch];

