import { describe, expect, it } from 'vitest';
import { FORCE_POOL, MARKER_LIMITS, PIECES, POOL_TYPE, SPACE_PIECE_FACTION } from '../../src/data/pieces';
import { LEADER_INFO, LEADER_REDEPLOY_ORDER } from '../../src/data/leaders';
import { LEADERS, PIECE_TYPES, SPACE_PIECES } from '../../src/data/ids';

describe('1.4 pieces and the Available Forces table (page 35)', () => {
  it('1.4.1 the Available Forces table', () => {
    expect(FORCE_POOL).toEqual({
      britishRegular: 25,
      tory: 25,
      britishFort: 6,
      continental: 20,
      militia: 15,
      patriotFort: 6,
      frenchRegular: 15,
      warParty: 15,
      village: 12,
      squadron: 3,
    });
  });

  it('markers: 12 Propaganda, 12 Raid, 3 Squadron/Blockade', () => {
    expect(MARKER_LIMITS).toEqual({ propaganda: 12, raid: 12, squadronBlockade: 3 });
  });

  it('owners and kinds', () => {
    expect(PIECE_TYPES.map((t) => PIECES[t].faction)).toEqual(['british', 'british', 'british', 'patriots', 'patriots', 'patriots', 'french', 'indians', 'indians', 'french']);
    expect(PIECE_TYPES.filter((t) => PIECES[t].cube)).toEqual(['britishRegular', 'tory', 'continental', 'frenchRegular']);
    expect(PIECE_TYPES.filter((t) => PIECES[t].fort)).toEqual(['britishFort', 'patriotFort', 'village']);
    expect(SPACE_PIECES.map((p) => POOL_TYPE[p])).toContain('militia');
    expect(SPACE_PIECE_FACTION.warPartyActive).toBe('indians');
  });
});

describe('1.10 leaders and 6.5.1 Leader Change', () => {
  it('nine leaders with their Factions', () => {
    expect(LEADERS.map((l) => LEADER_INFO[l].faction)).toEqual(['patriots', 'british', 'british', 'british', 'french', 'french', 'indians', 'indians', 'indians']);
  });

  it('6.5.1 change order: Gage → Howe → Clinton; Rochambeau → Lauzun; Brant → Cornplanter → Dragging Canoe; Washington never', () => {
    expect(LEADER_INFO.Gage.succeededBy).toBe('Howe');
    expect(LEADER_INFO.Howe.succeededBy).toBe('Clinton');
    expect(LEADER_INFO.Clinton.succeededBy).toBeNull();
    expect(LEADER_INFO.Rochambeau.succeededBy).toBe('Lauzun');
    expect(LEADER_INFO.Lauzun.succeededBy).toBeNull();
    expect(LEADER_INFO.Brant.succeededBy).toBe('Cornplanter');
    expect(LEADER_INFO.Cornplanter.succeededBy).toBe('DraggingCanoe');
    expect(LEADER_INFO.DraggingCanoe.succeededBy).toBeNull();
    expect(LEADER_INFO.Washington.succeededBy).toBeNull();
  });

  it('6.5.2 redeployment order: Indians, French, British, Patriots', () => {
    expect(LEADER_REDEPLOY_ORDER).toEqual(['indians', 'french', 'british', 'patriots']);
  });
});
