import { it } from 'vitest';
import { ADJACENT, CITIES, SPACES } from '../../../../src/data/map';
import { game } from '../../../helpers/builders';
import { clearMap } from '../../../helpers/builders';
it('x', () => {
  console.log(CITIES.join(','));
  for (const [k, v] of Object.entries(ADJACENT)) console.log(k, SPACES[k as 'Boston'].type, v.join(','));
  const g = clearMap(game('1775'));
  console.log(JSON.stringify(g.available), JSON.stringify(g.unavailable), g.resources, g.leaders, g.fni, g.treatyOfAlliance, g.spaces.WestIndies);
});
