/**
 * 8.1 Paying Resource Costs: a Non-Player pays a Command's cost as it selects each space, or, for a
 * Command selecting no space (Garrison, Roderigue Hortalez et Cie), at the Command's first own
 * instruction (never at the choice of the Command, nor for a Special Activity). One test per Command
 * with a cost: the Resources are unchanged when the Command is chosen and fall by the cost at the
 * selection itself. The Indian March, which a human pays when a destination closes (3.4.2), is paid
 * by Non-Player Indians on selection (the free destination's Resource given back when it closes).
 */
import { describe, expect, it } from 'vitest';
import type { Action, CommandId } from '../../../src/core/action';
import type { GameState } from '../../../src/core/state';
import type { Faction, LeaderId, SpaceId } from '../../../src/data/ids';
import { legalActions } from '../../../src/game/machine';
import { frameAgreementProblems } from '../../../src/game/persistence';
import { arrange } from '../../../src/testing/builders';
import { refusedFor } from '../../helpers/saves';
import { as, lead, listed, logSince, play, position, type Layout } from '../../../src/testing/kit';

/** A 1775 map with the layout, Resources 5 for all, the Treaty as given, `faction` a Non-Player. */
const board = (faction: Faction, pieces: Layout, options: { treaty?: boolean; leaders?: [LeaderId, SpaceId][]; resources?: number } = {}): GameState =>
  position({ game: { nonPlayers: [faction] }, resources: options.resources ?? 5, pieces, treaty: options.treaty ?? false, released: options.treaty ? { frenchRegular: 6 } : {} }, (d) => {
    for (const [who, at] of options.leaders ?? []) lead(d, who, at);
  });

const select = (s: GameState, space: SpaceId): Action => {
  const a = listed(s, 'selectSpace').find((x) => x.space === space);
  if (!a) throw new Error(`${space} is not offered: ${JSON.stringify(listed(s, 'selectSpace'))}`);
  return a;
};

/**
 * The Non-Player chooses the Command (nothing paid), then selects `space`: its Resources fall by
 * `cost` at once (and `partner`'s by `partnerCost`). Returns the state after the selection.
 */
function paysOnSelection(start: GameState, faction: Faction, command: CommandId, space: SpaceId, cost: number, partner?: [Faction, number]): GameState {
  const chosen = as(faction).choose(start, command);
  expect(chosen.resources).toEqual(start.resources);
  const s = play(chosen, select(chosen, space));
  expect(s.resources[faction]).toBe(start.resources[faction] - cost);
  if (partner) expect(s.resources[partner[0]]).toBe(start.resources[partner[0]] - partner[1]);
  expect(frameAgreementProblems(s)).toEqual([]);
  return s;
}

describe('8.1 Paying Resource Costs: British', () => {
  it('Muster: 1 Resource as each space is selected (3.2.1)', () => {
    const s = paysOnSelection(board('british', { NewYork: { tory: 1 } }), 'british', 'muster', 'NewYork', 1);
    expect(listed(s, 'place').length).toBeGreaterThan(0);
  });

  it('Garrison selects no space of its own: 2 Resources at its first instruction, the first destination City (3.2.2)', () => {
    paysOnSelection(board('british', { NewJersey: { britishRegular: 2 } }), 'british', 'garrison', 'NewYorkCity', 2);
  });

  it('Garrison moving no Regular: the 2 Resources are paid at that instruction, the `done` that ends the moves (3.2.2)', () => {
    const chosen = as('british').choose(board('british', { NewJersey: { britishRegular: 2 } }), 'garrison');
    expect(chosen.resources.british).toBe(5);
    const s = as('british').play(chosen, { type: 'done' });
    expect(s.resources.british).toBe(3);
  });

  it('March: 1 Resource as each destination is selected, before any unit moves (3.2.3)', () => {
    let s = paysOnSelection(board('british', { NewYorkCity: { britishRegular: 4 } }), 'british', 'march', 'NewYork', 1);
    s = as('british').play(s, { type: 'move', from: 'NewYorkCity', to: 'NewYork', piece: 'britishRegular', count: 1 });
    expect(s.resources.british).toBe(4);
    s = play(s, select(s, 'NewJersey'));
    expect(s.resources.british).toBe(3);
  });

  it('Battle: 1 Resource as each space is selected (3.2.4)', () => {
    paysOnSelection(board('british', { Massachusetts: { britishRegular: 2, militiaActive: 1 } }), 'british', 'battle', 'Massachusetts', 1);
  });
});

describe('8.1 Paying Resource Costs: Patriots', () => {
  it('Rally: 1 Resource as each space is selected (3.3.1)', () => {
    paysOnSelection(board('patriots', { Massachusetts: { militiaUnderground: 1 } }), 'patriots', 'rally', 'Massachusetts', 1);
  });

  it('March: 1 Resource as each destination is selected (3.3.2)', () => {
    paysOnSelection(board('patriots', { Virginia: { continental: 2 } }), 'patriots', 'march', 'Norfolk', 1);
  });

  it('Battle: 1 Resource as each space is selected (3.3.3)', () => {
    paysOnSelection(board('patriots', { Massachusetts: { continental: 2, tory: 1 } }), 'patriots', 'battle', 'Massachusetts', 1);
  });

  it('Rabble-Rousing: 1 Resource as each space is selected (3.3.4)', () => {
    paysOnSelection(board('patriots', { Massachusetts: { militiaUnderground: 1 } }), 'patriots', 'rabbleRousing', 'Massachusetts', 1);
  });
});

describe('8.1 Paying Resource Costs: French', () => {
  it('Agent Mobilization: 1 Resource when its space is selected (3.5.1)', () => {
    paysOnSelection(board('french', {}), 'french', 'agentMobilization', 'Quebec', 1);
  });

  it('Roderigue Hortalez et Cie selects no space: the French pay at its one instruction (3.5.2)', () => {
    const chosen = as('french').choose(board('french', {}), 'hortalez');
    expect(chosen.resources.french).toBe(5);
    const s = as('french').play(chosen, { type: 'pay', value: 2 });
    expect(s.resources.french).toBe(3);
    expect(s.resources.patriots).toBe(8);
  });

  it('Muster: 2 Resources when its space is selected (3.5.3)', () => {
    paysOnSelection(board('french', { Massachusetts: { militiaUnderground: 1 } }, { treaty: true }), 'french', 'muster', 'Massachusetts', 2);
  });

  it('March: 1 Resource as each destination is selected (3.5.4)', () => {
    paysOnSelection(board('french', { Virginia: { frenchRegular: 2 }, NorthCarolina: { militiaUnderground: 1 } }, { treaty: true }), 'french', 'march', 'NorthCarolina', 1);
  });

  it('Battle: 1 Resource as each space is selected (3.5.5)', () => {
    paysOnSelection(board('french', { Massachusetts: { frenchRegular: 2, tory: 1 } }, { treaty: true }), 'french', 'battle', 'Massachusetts', 1);
  });
});

describe('8.1 Paying Resource Costs: Indians', () => {
  it('Gather: 1 Resource as each Province is selected, the first Indian Reserve free (3.4.1)', () => {
    let s = paysOnSelection(board('indians', { Pennsylvania: { warPartyUnderground: 1 }, Northwest: { warPartyUnderground: 1 } }), 'indians', 'gather', 'Pennsylvania', 1);
    while (listed(s, 'selectSpace').length === 0) s = play(s, legalActions(s).find((a) => a.type === 'done' || a.type === 'place')!);
    s = play(s, select(s, 'Northwest'));
    expect(s.resources.indians).toBe(4);
  });

  it('Scout: the Indians and the British each pay 1 Resource when the origin is selected (3.4.3)', () => {
    paysOnSelection(board('indians', { Pennsylvania: { warPartyUnderground: 1, britishRegular: 1 } }), 'indians', 'scout', 'Pennsylvania', 1, ['british', 1]);
  });

  it('Raid: 1 Resource as each Province is selected (3.4.4)', () => {
    // A Province in Opposition with an Underground War Party.
    const start = arrange(board('indians', { Pennsylvania: { warPartyUnderground: 1 } }), (d) => {
      d.spaces.Pennsylvania.support = -1;
    });
    paysOnSelection(start, 'indians', 'raid', 'Pennsylvania', 1);
  });

  it('March: a human pays when the destination closes; Non-Player Indians pay as they select it (3.4.2, 8.1)', () => {
    const layout: Layout = { Pennsylvania: { warPartyUnderground: 2 } };
    const move: Action = { faction: 'indians', type: 'move', from: 'Pennsylvania', to: 'NewJersey', piece: 'warPartyUnderground', count: 1 };
    // Human: nothing paid on selection, 1 when the March ends.
    let human = as('indians').choose(position({ resources: 5, pieces: layout }), 'march');
    human = play(human, select(human, 'NewJersey'));
    expect(human.resources.indians).toBe(5);
    // loadGame refuses a human March recorded as paid on selection.
    const at = human.stack.findIndex((f) => f.kind === 'indiansMarch');
    expect(refusedFor(human, (j) => (j.stack[at].prepaid = true))).toEqual([
      `stack[${at}].prepaid: recorded, but only Non-Player Indians pay for a destination when selecting it, in a March that is not free (8.1)`,
    ]);
    human = play(human, move, { faction: 'indians', type: 'done' });
    expect(human.resources.indians).toBe(4);
    // Non-Player: 1 on selection, nothing more when it ends.
    let s = paysOnSelection(board('indians', layout), 'indians', 'march', 'NewJersey', 1);
    s = play(s, move, { faction: 'indians', type: 'done' });
    expect(s.resources.indians).toBe(4);
  });

  it('March: the Non-Player pays on selection even for what proves the free destination, and gets the Resource back when it closes (3.4.2, 8.1)', () => {
    // From the Northwest (an Indian Reserve) into Pennsylvania: the first destination reached only from Reserves is free.
    let s = paysOnSelection(board('indians', { Northwest: { warPartyUnderground: 2 }, NewYork: { warPartyUnderground: 1 } }), 'indians', 'march', 'Pennsylvania', 1);
    s = play(s, { faction: 'indians', type: 'move', from: 'Northwest', to: 'Pennsylvania', piece: 'warPartyUnderground', count: 1 });
    expect(s.resources.indians).toBe(4);
    const before = s;
    // The next destination closes Pennsylvania (free: the Resource comes back) and is paid at once.
    s = play(s, select(s, 'NewJersey'));
    expect(s.resources.indians).toBe(4);
    expect(logSince(before, s)).toEqual([
      'March into Pennsylvania: first destination with all War Parties from Indian Reserves, free: the Resource paid for it is given back',
      'March: destination New Jersey, the Indians pay 1 Resource',
    ]);
    expect(frameAgreementProblems(s)).toEqual([]);
  });

  it('March with no Resource: the Non-Player may still select a destination it reaches from Indian Reserves only, paying nothing (3.4.2, 8.1)', () => {
    let s = as('indians').choose(board('indians', { Northwest: { warPartyUnderground: 2 }, NewYork: { warPartyUnderground: 1 } }, { resources: 0 }), 'march');
    s = play(s, select(s, 'Pennsylvania'));
    expect(s.resources.indians).toBe(0);
    // Only the group from the Reserve may enter (New York is a Colony).
    expect(listed(s, 'move').map((a) => a.from)).toEqual(['Northwest', 'Northwest']);
    s = play(s, { faction: 'indians', type: 'move', from: 'Northwest', to: 'Pennsylvania', piece: 'warPartyUnderground', count: 2 });
    expect(s.resources.indians).toBe(0);
  });

  it('March: a destination selected without a Resource takes groups from Reserves only, even after a Trade during the March brings one (3.4.2, 4.4.1, 8.1)', () => {
    const start = board('indians', { Northwest: { warPartyUnderground: 2 }, NewYork: { warPartyUnderground: 1 }, Quebec: { village: 1, warPartyUnderground: 1 } }, { resources: 0 });
    let s = as('indians').choose(arrange(start, (d) => void (d.resources.british = 0)), 'march');
    s = as('indians').play(s, { type: 'selectSpace', space: 'Pennsylvania' }, { type: 'move', from: 'Northwest', to: 'Pennsylvania', piece: 'warPartyUnderground', count: 1 });
    s = as('indians').play(s, { type: 'specialActivity', activity: 'trade' }, { type: 'trade', space: 'Quebec' });
    s = play(s, { faction: 'british', type: 'transfer', value: 0 });
    expect(s.resources.indians).toBe(1);
    // No group from New York (a Colony) into Pennsylvania; another destination is paid at once.
    expect(listed(s, 'move')).toEqual([]);
    s = play(s, select(s, 'NewHampshire'));
    expect(s.resources.indians).toBe(0);
    expect(frameAgreementProblems(s)).toEqual([]);
  });
});
