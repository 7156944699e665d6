// The Non-Player French policy (8.6) in whole games, the other Factions random.
import { describe, it } from 'vitest';
import { frenchPolicy } from '../../../src/bots';
import { playWithFlowchart } from '../flowchartGames';

describe('frenchPolicy', () => {
  it('plays whole games with the other Factions random, every action legal, and the record replays without the bot', () => {
    for (const scenario of ['1775', '1778'] as const) playWithFlowchart('french', frenchPolicy, scenario, 5);
  });
});
