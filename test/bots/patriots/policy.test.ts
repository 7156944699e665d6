// The Non-Player Patriot policy (8.5) in whole games, the other Factions random.
import { describe, it } from 'vitest';
import { patriotPolicy } from '../../../src/bots';
import { playWithFlowchart } from '../flowchartGames';

describe('patriotPolicy', () => {
  it('plays whole games with the other Factions random, every action legal, and the record replays without the bot', () => {
    for (const scenario of ['1775', '1778'] as const) playWithFlowchart('patriots', patriotPolicy, scenario, 5);
  });
});
