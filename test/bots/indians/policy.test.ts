// The Non-Player Indian policy (8.7) in whole games, the other Factions random.
import { describe, it } from 'vitest';
import { indianPolicy } from '../../../src/bots';
import { playWithFlowchart } from '../flowchartGames';

describe('indianPolicy', () => {
  it('plays whole games with the other Factions random, every action legal, and the record replays without the bot', () => {
    for (const scenario of ['1775', '1778'] as const) playWithFlowchart('indians', indianPolicy, scenario, 5);
  });
});
