/**
 * The frame checks of `loadGame` for the British and French Commands that select spaces one after
 * another (British Muster, Garrison and March, 3.2.1–3.2.3; French Agent Mobilization, Muster and
 * March, 3.5.1, 3.5.3, 3.5.4) and for the Leader decisions they raise (1.10): each check refuses the
 * inconsistency it names, in a state reached by play with one thing edited in its save.
 */
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../src/core/state';
import { playUntil as playUntilState, refusedFor as problemsOf } from '../helpers/saves';

type Scenario = '1775' | '1776' | '1778' | 'sprint';
/** A save's JSON, edited freely. */
type Json = any;

/**
 * The problems of `loadGame` for `state` with `edit` applied to its JSON (`top`: the top frame). The
 * command host under an edited Command keeps the Command's spaces (4.1), so that only the edited
 * field disagrees with the game.
 */
function refusedFor(state: GameState, edit: (j: Json, top: Json) => void): string[] {
  return problemsOf(state, (j) => {
    edit(j, j.stack[j.stack.length - 1]);
    j.stack.forEach((f: Json, i: number) => {
      const above = j.stack[i + 1];
      if (f.kind === 'commandHost' && above && Array.isArray(above.selected) && above.faction === f.faction) f.commandSpaces = [...above.selected];
    });
  });
}

/** Plays a seeded random game of `scenario` until the top frame satisfies `stop`; returns that state. */
const playUntil = (scenario: Scenario, seed: number, stop: (top: Json, under: Json) => boolean): GameState =>
  playUntilState(scenario, seed, (s) => stop(s.stack[s.stack.length - 1], s.stack[s.stack.length - 2]));

const cache = new Map<string, GameState>();
/** A played state, once per name. */
function reached(name: string, scenario: Scenario, seed: number, stop: (top: Json, under: Json) => boolean): () => GameState {
  return () => {
    let s = cache.get(name);
    if (!s) {
      s = playUntil(scenario, seed, stop);
      cache.set(name, s);
    }
    return s;
  };
}

/** The prefix `loadGame` gives the problems of the top frame. */
const topAt = (s: GameState): string => `stack[${s.stack.length - 1}]`;

// The states: each the first of its game with such a frame on top.
const musterFirst = reached('musterFirst', '1775', 1, (f) => f.kind === 'britishMuster' && f.selected.length === 0);
// Savannah selected for Regulars, then its Tories (limited Muster).
const musterRegulars = reached('musterRegulars', '1775', 1, (f) => f.kind === 'britishMuster' && f.phase === 'regulars');
const musterTories = reached('musterTories', '1775', 1, (f) => f.kind === 'britishMuster' && f.phase === 'tories');
const musterReward = reached('musterReward', '1775', 1, (f) => f.kind === 'britishMuster' && f.final === 'rewardLoyalty');
// Georgia for Regulars, then New York and South Carolina for Tories.
const musterTwoTory = reached(
  'musterTwoTory',
  '1775',
  1,
  (f) => f.kind === 'britishMuster' && f.phase === 'select' && f.selected.length - (f.regularsSpace ? 1 : 0) >= 2,
);
// No Tory Available: 1 Tory to take from the map for Georgia.
const musterFromMap = reached('musterFromMap', '1775', 99, (f) => f.kind === 'britishMuster' && f.phase === 'toriesFromMap');
// Charles Town selected, no Regular moved in yet (full Garrison).
const garrisonNew = reached(
  'garrisonNew',
  '1775',
  2,
  (f) => f.kind === 'britishGarrison' && f.phase === 'move' && f.current !== null && !f.mode.limited && (f.arrived[f.current] ?? 0) === 0,
);
// 1 Regular from Philadelphia into Norfolk; its Tories to choose.
const marchTories = reached('marchTories', '1778', 1, (f) => f.kind === 'britishMarch' && f.phase === 'tories');
// Destinations Quebec City, then Georgia.
const marchTwo = reached('marchTwo', '1775', 1, (f) => f.kind === 'britishMarch' && f.selected.length >= 2);
// Charles Town selected, French Regulars to place.
const frenchMusterPlace = reached('frenchMusterPlace', '1778', 1, (f) => f.kind === 'frenchMuster' && f.phase === 'place');
// New Hampshire selected, Militia or a Continental to place.
const agentPlace = reached('agentPlace', '1775', 1, (f) => f.kind === 'frenchAgentMobilization' && f.phase === 'place');
// Boston selected, no group in yet.
const frenchMarchNew = reached('frenchMarchNew', '1778', 1, (f) => f.kind === 'frenchMarch' && f.current !== null && f.origins.length === 0);
// 4 French Regulars from Connecticut-Rhode Island into Norfolk, Rochambeau set aside; 0–1 Continental to choose.
const frenchMarchGroup = reached('frenchMarchGroup', '1778', 4, (f) => f.kind === 'frenchMarch' && f.group !== null);
// A Limited March into New York City with 1 French Regular and 1 Continental, the Patriots paid.
const frenchMarchPaid = reached('frenchMarchPaid', 'sprint', 6, (f) => f.kind === 'frenchMarch' && f.patriotsPaid.length > 0 && f.group === null);
// Rochambeau may follow Regulars from Connecticut-Rhode Island to Boston.
const leaderOnMarch = reached('leaderOnMarch', '1778', 1, (f, u) => f.kind === 'frenchCommandLeader' && u.kind === 'frenchMarch');
// Rochambeau may be placed with the Regulars a French Muster placed in the West Indies.
const leaderOnMuster = reached('leaderOnMuster', '1778', 3, (f, u) => f.kind === 'frenchCommandLeader' && u.kind === 'frenchMuster');
// Washington may be placed with the pieces Agent Mobilization placed in New Hampshire.
const leaderAfterAgent = reached('leaderAfterAgent', '1776', 2, (f, u) => f.kind === 'frenchCommandLeader' && u.kind === 'commandHost');
// Washington may follow units of a Patriot March from Pennsylvania to New Jersey.
const patriotsFollow = reached('patriotsFollow', '1775', 1, (f) => f.kind === 'patriotsLeader' && f.reason === 'follow');
// Washington may be placed with the Militia a Rally placed in Pennsylvania.
const patriotsPlace = reached('patriotsPlace', '1775', 3, (f) => f.kind === 'patriotsLeader' && f.reason === 'place');
// Washington, set aside from New York.
const leaderAlone = reached('leaderAlone', '1776', 1, (f) => f.kind === 'leaderAlone');
// Clinton may follow the Scout's British units from Florida to Georgia (the Scout is over).
const scoutLeader = reached('scoutLeader', '1778', 1, (f) => f.kind === 'indiansScoutLeader');
// Howe may follow the Scout's British units from Northwest to Southwest; the Scout's Skirmish follows.
const scoutLeaderOnScout = reached('scoutLeaderOnScout', '1776', 13, (f, u) => f.kind === 'indiansScoutLeader' && u.kind === 'indiansScout');

describe('British Muster (3.2.1)', () => {
  it('the Regulars space is the first space selected', () => {
    const s = musterTories();
    expect(refusedFor(s, (_j, f) => (f.regularsSpace = 'Boston'))).toEqual([
      `${topAt(s)}.regularsSpace: Boston is the Regulars space, but the first space the Muster selected is Savannah`,
    ]);
  });

  it('Tory spaces are selected in map order', () => {
    const s = musterTwoTory();
    const edit = (_j: Json, f: Json): void => {
      f.selected = ['Georgia', 'SouthCarolina', 'NewYork'];
      f.lastToryIndex = 10;
    };
    expect(refusedFor(s, edit)).toEqual([
      `${topAt(s)}.selected: the Tory space New York follows South Carolina, but Tory spaces are selected in map order, each once`,
    ]);
  });

  it('lastToryIndex marks the last Tory space selected', () => {
    const s = musterTwoTory();
    expect(refusedFor(s, (_j, f) => (f.lastToryIndex = 15))).toEqual([
      `${topAt(s)}.lastToryIndex: 15, but the last Tory space selected is South Carolina (16)`,
    ]);
  });

  it('a placement has a space under way', () => {
    const s = musterTories();
    expect(refusedFor(s, (_j, f) => (f.current = null))).toEqual([`${topAt(s)}.current: none, but the Muster is placing Tories`]);
  });

  it('the space under way is the last one selected', () => {
    const s = musterTories();
    expect(refusedFor(s, (_j, f) => (f.current = 'Boston'))).toEqual([
      `${topAt(s)}.current: Boston is under way, but the last space the Muster selected is Savannah`,
    ]);
  });

  it('Regulars go only to the Regulars space', () => {
    const s = musterTwoTory();
    const edit = (_j: Json, f: Json): void => {
      f.phase = 'regulars';
      f.current = 'SouthCarolina';
    };
    expect(refusedFor(s, edit)).toEqual([
      `${topAt(s)}.phase: Regulars are being placed in South Carolina, but only the first space selected, the Regulars space, receives them`,
    ]);
  });

  it('Regulars go only where Muster may place them', () => {
    const s = musterRegulars();
    const edit = (_j: Json, f: Json): void => {
      f.current = f.regularsSpace = f.selected[0] = 'Quebec';
    };
    expect(refusedFor(s, edit)).toEqual([
      `${topAt(s)}.current: Regulars are being placed in Quebec, which is not a City free of Blockade, a Colony next to one, or the West Indies after the Treaty of Alliance`,
    ]);
  });

  it('Tories go only where Muster may place them', () => {
    const s = musterTories();
    expect(refusedFor(s, (j) => (j.spaces.Savannah.support = -2))).toEqual([
      `${topAt(s)}.current: Tories are being placed in Savannah, which is not a City or Colony short of Active Opposition with British Regulars or a British Fort in or next to it`,
    ]);
  });

  it('taking Tories from the map, at least one is still to take', () => {
    const s = musterFromMap();
    expect(refusedFor(s, (_j, f) => (f.toriesFromMap = 0))).toEqual([
      `${topAt(s)}.toriesFromMap: 0, but the Muster is taking Tories from the map for Georgia`,
    ]);
  });

  it('Tories still to take stay within the limit of the space', () => {
    const s = musterFromMap();
    expect(refusedFor(s, (_j, f) => (f.toriesFromMap = 3))).toEqual([
      `${topAt(s)}.toriesFromMap: 3 Tories still to place in Georgia, more than the 2 a Muster places there`,
    ]);
  });

  it('Tories are taken from the map only when none is Available (1.4.1)', () => {
    const s = musterTories();
    const edit = (_j: Json, f: Json): void => {
      f.phase = 'toriesFromMap';
      f.toriesFromMap = 1;
    };
    expect(refusedFor(s, edit)).toEqual([`${topAt(s)}.phase: Tories are taken from the map for Savannah while 7 Tories are Available (1.4.1)`]);
  });

  it('the Tories still to take are on the map, in the spaces not yet passed', () => {
    const s = musterFromMap();
    expect(refusedFor(s, (_j, f) => (f.lastSourceIndex = 22))).toEqual([
      `${topAt(s)}.toriesFromMap: 1 Tory still to take from the map for Georgia, but only 0 remain in the spaces not yet passed`,
    ]);
  });

  it('the closing step follows a selection', () => {
    const s = musterFirst();
    expect(refusedFor(s, (_j, f) => (f.final = 'fort'))).toEqual([`${topAt(s)}.final: a Fort is built, but the Muster has selected no space`]);
  });

  it('the closing step ends the placements', () => {
    const s = musterTories();
    expect(refusedFor(s, (_j, f) => (f.final = 'fort'))).toEqual([
      `${topAt(s)}.final: a Fort is built, but the Muster is still placing pieces (the closing step comes after the placements)`,
    ]);
  });

  it('Reward Loyalty is in a selected space', () => {
    const s = musterReward();
    expect(refusedFor(s, (_j, f) => (f.rewardSpace = 'Boston'))).toEqual([
      `${topAt(s)}.rewardSpace: Reward Loyalty has begun in Boston, which is not a space the Muster selected`,
    ]);
  });
});

describe('British Garrison (3.2.2)', () => {
  it('destinations are Cities', () => {
    const s = garrisonNew();
    expect(refusedFor(s, (_j, f) => (f.current = f.selected[0] = 'Virginia'))).toEqual([
      `${topAt(s)}.selected: Virginia is not a City, and Garrison moves Regulars only into Cities`,
    ]);
  });

  it('destinations are selected in map order', () => {
    const s = garrisonNew();
    expect(refusedFor(s, (_j, f) => (f.selected = ['Savannah', 'CharlesTown']))).toEqual([
      `${topAt(s)}.selected: the destination Charles Town follows Savannah, but destinations are selected in map order, each once`,
    ]);
  });

  it('the City receiving Regulars is the last one selected', () => {
    const s = garrisonNew();
    expect(refusedFor(s, (_j, f) => (f.current = null))).toEqual([`${topAt(s)}.current: no space is under way, but the Garrison selected Charles Town`]);
  });

  it('no origin is recorded for a City that has received no Regulars', () => {
    const s = garrisonNew();
    expect(refusedFor(s, (_j, f) => (f.lastOrigin = 3))).toEqual([`${topAt(s)}.lastOrigin: 3, but no Regulars have moved into Charles Town yet (-1)`]);
  });

  it('a City selected by a full Garrison can still receive a Regular', () => {
    const s = garrisonNew();
    const edit = (j: Json, f: Json): void => {
      for (const [id, sp] of Object.entries<Json>(j.spaces)) if (id !== 'CharlesTown' && sp.pieces.britishRegular > 0) f.arrived[id] = sp.pieces.britishRegular;
    };
    expect(refusedFor(s, edit)).toEqual([`${topAt(s)}.current: Charles Town must receive at least one British Regular, but none can Garrison into it`]);
  });
});

describe('British March (3.2.3)', () => {
  it('destinations are selected in map order', () => {
    const s = marchTwo();
    expect(refusedFor(s, (_j, f) => (f.selected = ['Boston', 'QuebecCity', 'Georgia']))).toEqual([
      `${topAt(s)}.selected: the destination Quebec City follows Boston, but destinations are selected in map order, each once`,
    ]);
  });

  it('the destination under way is the last one selected', () => {
    const s = marchTwo();
    expect(refusedFor(s, (_j, f) => (f.current = 'QuebecCity'))).toEqual([
      `${topAt(s)}.current: Quebec City is under way, but the last space the March selected is Georgia`,
    ]);
  });

  it('Tories accompany a group', () => {
    const s = marchTories();
    expect(refusedFor(s, (_j, f) => (f.group = null))).toEqual([`${topAt(s)}.group: none, but Tories are being chosen to accompany a group into Norfolk`]);
  });

  it('the group came from the last origin', () => {
    const s = marchTories();
    expect(refusedFor(s, (_j, f) => (f.lastOrigin = 2))).toEqual([
      `${topAt(s)}.group.from: the group came from Philadelphia, but the last origin recorded is 2`,
    ]);
  });

  it('the group is among the Regulars that arrived', () => {
    const s = marchTories();
    expect(refusedFor(s, (_j, f) => (f.group.regulars = 2))).toEqual([
      `${topAt(s)}.group.regulars: 2, but the group is 1 or more of the 1 British Regular this March brought to Norfolk`,
    ]);
  });

  it('Tories that have not moved are left to accompany the group', () => {
    const s = marchTories();
    expect(refusedFor(s, (j, f) => (f.arrivedTories.Philadelphia = j.spaces.Philadelphia.pieces.tory))).toEqual([
      `${topAt(s)}.phase: Tories are being chosen to accompany the group, but no Tory that has not moved is left in Philadelphia`,
    ]);
  });
});

describe('French Muster (3.5.3)', () => {
  it('before the selection no space is selected', () => {
    const s = frenchMusterPlace();
    expect(refusedFor(s, (_j, f) => (f.phase = 'select'))).toEqual([
      `${topAt(s)}.phase: the space is still to be selected, but the French Muster selected Charles Town (one space)`,
    ]);
  });

  it('past the selection one space is selected', () => {
    const s = frenchMusterPlace();
    expect(refusedFor(s, (_j, f) => (f.selected = []))).toEqual([
      `${topAt(s)}.selected: 0 spaces, but the French Muster past its selection has selected exactly one space`,
    ]);
  });

  it('the space is one French Muster may select', () => {
    const s = frenchMusterPlace();
    expect(refusedFor(s, (_j, f) => (f.selected = ['Quebec']))).toEqual([
      `${topAt(s)}.selected: Quebec is neither a Colony or City under Rebellion Control nor the West Indies`,
    ]);
  });
});

describe('French Agent Mobilization (3.5.1)', () => {
  it('before the selection no Province is selected', () => {
    const s = agentPlace();
    expect(refusedFor(s, (_j, f) => (f.phase = 'select'))).toEqual([
      `${topAt(s)}.phase: the Province is still to be selected, but Agent Mobilization selected New Hampshire (one Province)`,
    ]);
  });

  it('past the selection one Province is selected', () => {
    const s = agentPlace();
    expect(refusedFor(s, (_j, f) => f.selected.push('Quebec'))).toEqual([
      `${topAt(s)}.selected: 2 spaces, but Agent Mobilization past its selection has selected exactly one Province`,
    ]);
  });

  it('the Province is one of the four, short of Active Support', () => {
    const s = agentPlace();
    expect(refusedFor(s, (_j, f) => (f.selected = ['Boston']))).toEqual([
      `${topAt(s)}.selected: Boston is not one of Quebec, New York, New Hampshire and Massachusetts short of Active Support`,
    ]);
  });
});

describe('French March (3.5.4)', () => {
  it('the destination under way is the last one selected', () => {
    const s = frenchMarchNew();
    expect(refusedFor(s, (_j, f) => (f.current = null))).toEqual([`${topAt(s)}.current: no space is under way, but the March selected Boston`]);
  });

  it('a destination that has received no group can still receive one', () => {
    const s = frenchMarchNew();
    const edit = (j: Json, f: Json): void => {
      for (const [id, sp] of Object.entries<Json>(j.spaces))
        if (sp.pieces.frenchRegular > 0) f.arrived[id] = { frenchRegular: sp.pieces.frenchRegular, continental: 0 };
    };
    expect(refusedFor(s, edit)).toEqual([`${topAt(s)}.current: Boston has received no French Regulars yet, and none can march into it`]);
  });

  it('a group waiting for its Continentals has a destination', () => {
    const s = frenchMarchNew();
    const edit = (_j: Json, f: Json): void => {
      f.current = null;
      f.selected = [];
      f.group = { from: 'ConnecticutRhodeIsland', regulars: 1, min: 0, max: 0, frenchLeaderSetAside: false };
    };
    expect(refusedFor(s, edit)).toEqual([`${topAt(s)}.group: a group waits for its Continentals, but no destination is under way`]);
  });

  it('a group waiting for its Continentals has entered the destination', () => {
    const s = frenchMarchNew();
    const edit = (_j: Json, f: Json): void => {
      f.group = { from: 'ConnecticutRhodeIsland', regulars: 1, min: 0, max: 0, frenchLeaderSetAside: false };
    };
    expect(refusedFor(s, edit)).toEqual([`${topAt(s)}.group: a group waits for its Continentals, but no group has entered Boston`]);
  });

  it('the Patriots paid only where Continentals entered', () => {
    const s = frenchMarchPaid();
    expect(refusedFor(s, (_j, f) => f.patriotsPaid.push('Boston'))).toEqual([
      `${topAt(s)}.patriotsPaid: the Patriots paid for Continentals entering Boston, but none entered it in this March`,
    ]);
  });

  it('the Patriots paid wherever Continentals entered', () => {
    const s = frenchMarchPaid();
    expect(refusedFor(s, (_j, f) => (f.patriotsPaid = []))).toEqual([
      `${topAt(s)}.arrived: Continentals entered New York City in this March, but the Patriots did not pay for them`,
    ]);
  });

  it('the group came from the last origin', () => {
    const s = frenchMarchGroup();
    expect(refusedFor(s, (_j, f) => f.origins.push('Boston'))).toEqual([
      `${topAt(s)}.group.from: the group came from Connecticut-Rhode Island, but the last group into Norfolk came from Boston`,
    ]);
  });

  it('the group is among the French Regulars that arrived', () => {
    const s = frenchMarchGroup();
    expect(refusedFor(s, (_j, f) => (f.group.regulars = 5))).toEqual([
      `${topAt(s)}.group.regulars: 5, but the group is 1 or more of the 4 French Regulars this March brought to Norfolk`,
    ]);
  });

  it('Continentals must come along exactly when the destination holds no Patriot piece', () => {
    const s = frenchMarchGroup();
    expect(refusedFor(s, (_j, f) => (f.group.min = 1))).toEqual([
      `${topAt(s)}.group.min: 1, but Norfolk holds a Patriot piece, so none need come along (0)`,
    ]);
  });

  it('no more Continentals than the Regulars moved and the Continentals free to move', () => {
    const s = frenchMarchGroup();
    expect(refusedFor(s, (_j, f) => (f.group.max = 3))).toEqual([
      `${topAt(s)}.group.max: 3, but the Continentals accompanying the group number from 0 to 1 (1 for 1, among those in Connecticut-Rhode Island that have not moved)`,
    ]);
  });

  it('no Continentals when the Patriots cannot pay', () => {
    const s = frenchMarchGroup();
    expect(refusedFor(s, (j) => (j.resources.patriots = 0))).toEqual([
      `${topAt(s)}.group.max: 1, but the Patriots cannot pay for Continentals entering Norfolk`,
    ]);
  });

  it('a French Leader the group set aside is Available (1.10)', () => {
    const s = frenchMarchGroup();
    expect(refusedFor(s, (j) => (j.leaders.french.at = 'Norfolk'))).toEqual([
      `${topAt(s)}.group.frenchLeaderSetAside: the French Leader is recorded as set aside, but stands in Norfolk`,
    ]);
  });
});

describe('Leaders during the French Commands (1.10)', () => {
  it('the Leader stands where the units came from', () => {
    const s = leaderAfterAgent();
    expect(refusedFor(s, (_j, f) => (f.from = 'Boston'))).toEqual([
      `${topAt(s)}.from: George Washington is to follow the units from Boston, but is Available`,
    ]);
  });

  it("the units' space holds the Faction's pieces", () => {
    const s = leaderAfterAgent();
    expect(refusedFor(s, (_j, f) => (f.with = 'Florida'))).toEqual([`${topAt(s)}.with: Florida holds no Patriot piece for George Washington to join`]);
  });

  it('the March under it moved the group', () => {
    const s = leaderOnMarch();
    expect(refusedFor(s, (j) => (j.stack[j.stack.length - 2].origins = ['NewJersey']))).toEqual([
      `${topAt(s)}.with: Comte de Rochambeau may join units coming from Connecticut-Rhode Island to Boston, but the March under it brought no such group`,
    ]);
  });

  it('the Muster under it placed the Regulars', () => {
    const s = leaderOnMuster();
    expect(refusedFor(s, (j) => (j.stack[j.stack.length - 2].selected = ['Boston']))).toEqual([
      `${topAt(s)}.with: Comte de Rochambeau may join units coming from Available to the West Indies, but the Muster under it placed French Regulars from Available in Boston`,
    ]);
  });
});

describe('Patriot Leader decisions (1.10)', () => {
  it('a Leader following units knows where they came from', () => {
    const s = patriotsFollow();
    expect(refusedFor(s, (_j, f) => delete f.from)).toEqual([
      `${topAt(s)}.from: missing, but George Washington is to follow units from the space they left`,
    ]);
  });

  it('a Leader following units stands where they came from', () => {
    const s = patriotsFollow();
    expect(refusedFor(s, (_j, f) => (f.from = 'NewJersey'))).toEqual([
      `${topAt(s)}.from: George Washington is to follow the units from New Jersey, but stands in Pennsylvania`,
    ]);
  });

  it('a Leader placed with a piece is Available', () => {
    const s = patriotsPlace();
    expect(refusedFor(s, (j) => (j.leaders.patriots.at = 'Pennsylvania'))).toEqual([
      `${topAt(s)}.reason: George Washington is to be placed from Available, but stands in Pennsylvania`,
    ]);
  });

  it("a Leader is placed with its Faction's piece", () => {
    const s = patriotsPlace();
    expect(refusedFor(s, (_j, f) => (f.to = 'Florida'))).toEqual([
      `${topAt(s)}.to: George Washington is to be placed in Florida with a piece placed there, but it holds no Patriot piece`,
    ]);
  });
});

describe('A Leader left alone (1.10)', () => {
  it('waits Available for its owner', () => {
    const s = leaderAlone();
    expect(refusedFor(s, (_j, f) => (f.faction = 'british'))).toEqual([
      `${topAt(s)}.faction: William Howe is to be moved as a Leader left alone, but stands in New York City (a Leader left alone is set aside to Available first)`,
    ]);
  });
});

describe('The British Leader following a Scout (1.10, 3.4.3)', () => {
  it('stands where the British units came from', () => {
    const s = scoutLeader();
    expect(refusedFor(s, (_j, f) => (f.from = 'Georgia'))).toEqual([
      `${topAt(s)}.from: Henry Clinton is to follow the British units from Georgia, but stands in Florida`,
    ]);
  });

  it('finds British units where they went', () => {
    const s = scoutLeader();
    expect(refusedFor(s, (_j, f) => (f.to = 'Virginia'))).toEqual([`${topAt(s)}.to: Virginia holds no British piece for Henry Clinton to follow`]);
  });

  it("follows the Scout's own move", () => {
    const s = scoutLeaderOnScout();
    expect(refusedFor(s, (j, f) => (f.from = j.leaders.british.at = 'Florida'))).toEqual([
      `${topAt(s)}.from: the Leader follows a move from Florida to Southwest, but the Scout under it moved from Northwest to Southwest`,
    ]);
  });
});
