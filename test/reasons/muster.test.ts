/** Refusals of the British Muster (3.2.1), each with its rule and failing condition (issue #20). */
import { describe, expect, it } from 'vitest';
import { explain, legalActions, type GameState } from '../../src/index';
import { arrange, blockade, onTurn, play, position, type Layout } from '../../src/testing';
import { refusedBecause } from './helpers';

const B = 'british' as const;

/** The British in a full Muster on an empty map with these pieces (Resources 5 unless given). */
const muster = (pieces: Layout, resources = 5, recipe: Parameters<typeof arrange>[1] = () => {}): GameState =>
  play(onTurn(arrange(position({ resources: { british: resources }, pieces }), recipe), B), { faction: B, type: 'command', command: 'muster' });

describe('3.2.1 Muster: selecting spaces', () => {
  it('3.2.1 Tories in an Active Opposition space', () => {
    const s = muster({ Boston: { britishRegular: 2 } }, 5, (d) => (d.spaces.Boston.support = -2));
    refusedBecause(s, { faction: B, type: 'selectSpace', space: 'Boston' }, '3.2.1', 'Boston is at Active Opposition: no Tories muster there');
  });

  it('3.2.1 Tories where no British Regulars or Fort are in or next to the space', () => {
    const s = muster({ NewYorkCity: { britishRegular: 2 } });
    refusedBecause(
      s,
      { faction: B, type: 'selectSpace', space: 'Georgia' },
      '3.2.1',
      'Tories muster where British Regulars or a British Fort are in or next to the space, and there are none in or next to Georgia',
    );
  });

  it('3.2.1 / 1.4.2 Tories never in a Reserve or the West Indies', () => {
    const s = muster({ Quebec: { britishRegular: 2 }, WestIndies: { britishRegular: 2 } });
    refusedBecause(s, { faction: B, type: 'selectSpace', space: 'Quebec' }, '3.2.1', 'Quebec is a Reserve: Tories muster only in Cities and Colonies');
    refusedBecause(s, { faction: B, type: 'selectSpace', space: 'WestIndies' }, '1.4.2', 'no Tories are ever placed in the West Indies');
  });

  it('1.9 / 1.3.7 / 3.2.1 where Regulars may not muster', () => {
    const s = muster({ NewYorkCity: { britishRegular: 2 } }, 5, (d) => blockade(d, 'Boston'));
    refusedBecause(s, { faction: B, type: 'selectSpace', space: 'Boston', piece: 'britishRegular' }, '1.9', 'Boston is Blockaded: no Regulars muster there');
    refusedBecause(muster({}), { faction: B, type: 'selectSpace', space: 'WestIndies', piece: 'britishRegular' }, '1.3.7', 'Regulars muster in the West Indies only once the Treaty of Alliance has been played');
    refusedBecause(
      s,
      { faction: B, type: 'selectSpace', space: 'Quebec', piece: 'britishRegular' },
      '3.2.1',
      'Quebec is a Reserve: Regulars muster in a City that is not Blockaded, a Colony next to one, or the West Indies',
    );
  });

  it('3.2.1 Regulars in one space only, the first selected', () => {
    const s = play(muster({ NewYorkCity: { britishRegular: 2 } }), { faction: B, type: 'selectSpace', space: 'NewYorkCity' }, { faction: B, type: 'place', space: 'NewYorkCity', piece: 'tory', count: 1 });
    refusedBecause(s, { faction: B, type: 'selectSpace', space: 'Boston', piece: 'britishRegular' }, '3.2.1', 'Regulars muster in one space only, the first selected (New York City)');
  });

});

describe('3.2.1 Muster: placing', () => {
  it('3.2.1 at most two Tories, one at Passive Opposition', () => {
    const s = play(muster({ Boston: { britishRegular: 2 } }, 5, (d) => (d.spaces.Boston.support = -1)), { faction: B, type: 'selectSpace', space: 'Boston' });
    refusedBecause(s, { faction: B, type: 'place', space: 'Boston', piece: 'tory', count: 2 }, '3.2.1', 'Muster places at most one Tory in Boston, which is at Passive Opposition');
  });

  it('3.2.1 at most six Regulars, from Available', () => {
    const s = play(muster({}), { faction: B, type: 'selectSpace', space: 'NewYorkCity', piece: 'britishRegular' });
    refusedBecause(s, { faction: B, type: 'place', space: 'NewYorkCity', piece: 'britishRegular', count: 7 }, '3.2.1', 'Muster places at most six British Regulars, not 7');
  });
});

describe('3.2.1 Muster: Reward Loyalty and Forts', () => {
  /** New York City selected for Tories and none placed: the closing step is next. */
  const closing = (pieces: Layout, resources = 5): GameState =>
    play(muster(pieces, resources), { faction: B, type: 'selectSpace', space: 'NewYorkCity' }, { faction: B, type: 'place', space: 'NewYorkCity', piece: 'tory', count: 0 });

  it('3.2.1 Reward Loyalty in New York City without a Tory', () => {
    refusedBecause(
      closing({ NewYorkCity: { britishRegular: 2 } }),
      { faction: B, type: 'rewardLoyalty', space: 'NewYorkCity' },
      '3.2.1',
      'Reward Loyalty needs British Control, a British Regular and a Tory in New York City: there is no Tory',
    );
  });

  it('3.2.1 Reward Loyalty without British Control or a Regular', () => {
    const s = closing({ NewYorkCity: { britishFort: 1, continental: 2 }, NewJersey: { britishRegular: 1 } });
    refusedBecause(
      s,
      { faction: B, type: 'rewardLoyalty', space: 'NewYorkCity' },
      '3.2.1',
      'Reward Loyalty needs British Control, a British Regular and a Tory in New York City: there is no British Control and no British Regular and no Tory',
    );
  });

  it('3.2.1 Reward Loyalty costs a Resource even when nothing else is left', () => {
    const s = closing({ NewYorkCity: { britishRegular: 2, tory: 1 } }, 1);
    refusedBecause(
      s,
      { faction: B, type: 'rewardLoyalty', space: 'NewYorkCity' },
      '3.2.1',
      'Reward Loyalty costs 1 Resource for each marker removed or level shifted, even in a free Muster, and the British have 0',
    );
  });

  it('3.2.1 Reward Loyalty at Active Support without markers; a marker that is not there', () => {
    const s = arrange(closing({ NewYorkCity: { britishRegular: 2, tory: 1 } }), (d) => (d.spaces.NewYorkCity.support = 2));
    refusedBecause(
      s,
      { faction: B, type: 'rewardLoyalty', space: 'NewYorkCity' },
      '3.2.1',
      'New York City is at Active Support and has no Raid or Propaganda marker: Reward Loyalty has nothing left to do there',
    );
    const marked = arrange(s, (d) => (d.spaces.NewYorkCity.propaganda = 1));
    expect(explain(marked, { faction: B, type: 'rewardLoyalty', space: 'NewYorkCity' })).toBeNull();
    refusedBecause(marked, { faction: B, type: 'rewardLoyalty', space: 'NewYorkCity', option: 'raid' }, '3.2.1', 'there is no Raid marker in New York City to remove');
  });

  it('3.2.1 a Fort needs three British cubes; Fort or Reward Loyalty, not both', () => {
    const s = closing({ NewYorkCity: { britishRegular: 2, tory: 1 } });
    refusedBecause(s, { faction: B, type: 'buildFort', space: 'NewYorkCity', piece: 'britishRegular', count: 3 }, '3.2.1', 'New York City has 2 British Regulars and 1 Tory: 3 British Regulars and 0 Tories cannot be replaced');
    const rewarded = play(s, { faction: B, type: 'rewardLoyalty', space: 'NewYorkCity' });
    refusedBecause(rewarded, { faction: B, type: 'buildFort', space: 'NewYorkCity', piece: 'britishRegular', count: 2 }, '3.2.1', 'Reward Loyalty has begun: a Muster builds a Fort or Rewards Loyalty, in one space');
    refusedBecause(rewarded, { faction: B, type: 'selectSpace', space: 'Boston' }, '3.2.1', "Reward Loyalty has begun, the Muster's last step: no more spaces may be selected");
    const thin = closing({ NewYorkCity: { britishRegular: 2 } });
    refusedBecause(thin, { faction: B, type: 'buildFort', space: 'NewYorkCity', piece: 'britishRegular', count: 2 }, '3.2.1', 'a Fort replaces three British cubes, and New York City has 2');
  });

  it('explain is null for every listed Muster action', () => {
    const s = closing({ NewYorkCity: { britishRegular: 2, tory: 1 } });
    for (const a of legalActions(s)) expect(explain(s, a)).toBeNull();
  });
});
