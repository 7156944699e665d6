import { describe, expect, it } from 'vitest';
import { legalActions, pending } from '../../../../src/game/machine';
import { indiansTrade, tradeSpaces } from '../../../../src/rules/specialActivities/indians';
import { refusedTradeBoard } from '../../../../src/rules/specialActivities/indians/trade';
import { as, kind, offered, onTurn, play, put } from '../../../../src/testing';
import { A, board, I } from '../../commands/indians/helpers';

const indians = as('indians');
const { activity: SA, command: cmd } = indians;

/** Northwest: a Village with an Underground War Party (Trade possible); Quebec and Southwest: not. */
const tradePosition = (resources: { british?: number; indians?: number } = {}) =>
  board(
    (d) => {
      put(d, 'Northwest', { warPartyUnderground: 1, village: 1 });
      put(d, 'Quebec', { warPartyUnderground: 2 });
      put(d, 'Southwest', { warPartyActive: 2, village: 1 });
    },
    { british: 7, indians: 5, ...resources },
  );

describe('4.4.1 Trade', () => {
  it('4.4.1 Trade: only in a Province holding a Village and an Underground War Party; with any Command, before it', () => {
    const s0 = tradePosition();
    expect(tradeSpaces(s0)).toEqual(['Northwest']);
    for (const command of ['gather', 'march'] as const) {
      const s = indians.choose(s0, command);
      expect(offered(s)).toEqual(['trade']);
    }
    const s = play(indians.choose(s0, 'gather'), SA('trade'));
    expect(pending(s)).toMatchObject({ faction: 'indians', kind: 'indiansTrade', rule: '4.4.1' });
    expect(legalActions(s)).toEqual([A.trade('Northwest')]);
    // No Village with an Underground War Party: no Trade.
    const none = board((d) => put(d, 'Southwest', { warPartyActive: 2, village: 1 }));
    expect(offered(indians.choose(none, 'gather'))).toEqual([]);
  });

  it('4.4.1 Trade: the British decide how much to transfer (0 to all they have), then the Indians go on', () => {
    let s = play(indians.choose(tradePosition(), 'gather'), SA('trade'), A.trade('Northwest'));
    expect(pending(s)).toMatchObject({ faction: 'british', kind: 'indiansTrade' });
    expect(legalActions(s)).toEqual([0, 1, 2, 3, 4, 5, 6, 7].map(A.transfer));
    s = play(s, A.transfer(3));
    expect(s.resources).toMatchObject({ british: 4, indians: 8 });
    expect(s.spaces.Northwest.pieces).toMatchObject({ warPartyUnderground: 0, warPartyActive: 1, village: 1 });
    // Play returns to the Indians' Gather; the Special Activity is used up.
    expect(pending(s)).toMatchObject({ faction: 'indians', kind: 'indiansGather' });
    expect(offered(s)).toEqual([]);
    // 2.3.4: the 2nd Eligible will know a Special Activity was executed.
    expect(s.turn!.executed[0]).toMatchObject({ faction: 'indians', did: 'command', specialActivity: true });
  });

  it('4.4.1 Trade: when the British transfer nothing, a War Party is Activated and the Indians add 1 Resource', () => {
    const s = play(indians.choose(tradePosition(), 'gather'), SA('trade'), A.trade('Northwest'), A.transfer(0));
    expect(s.resources).toMatchObject({ british: 7, indians: 6 });
    expect(s.spaces.Northwest.pieces).toMatchObject({ warPartyUnderground: 0, warPartyActive: 1 });
    expect(kind(s)).toBe('indiansGather');
  });

  it('4.4.1, 1.8 the board of a refused Trade, built beside play, is the board the refusal leaves (pieces, Control, Resources)', () => {
    for (const indiansAt of [5, 49, 50]) {
      const start = play(indians.choose(tradePosition({ indians: indiansAt }), 'gather'), SA('trade'));
      const refused = play(start, A.trade('Northwest'), A.transfer(0));
      const built = refusedTradeBoard(start, 'Northwest');
      expect(built.spaces, `Indians at ${indiansAt}`).toEqual(refused.spaces);
      expect(built.resources, `Indians at ${indiansAt}`).toEqual(refused.resources);
    }
  });

  it('4.4.1, 1.8 Trade: no transfer beyond what the Indians can hold (50)', () => {
    let s = play(indians.choose(tradePosition({ indians: 48, british: 10 }), 'gather'), SA('trade'), A.trade('Northwest'));
    expect(legalActions(s)).toEqual([0, 1, 2].map(A.transfer));
    s = play(s, A.transfer(2));
    expect(s.resources).toMatchObject({ british: 8, indians: 50 });

    const full = play(indians.choose(tradePosition({ indians: 50 }), 'gather'), SA('trade'), A.trade('Northwest'));
    expect(legalActions(full)).toEqual([A.transfer(0)]);
    const t = play(full, A.transfer(0));
    expect(t.resources).toMatchObject({ british: 7, indians: 50 });
    expect(t.spaces.Northwest.pieces.warPartyActive).toBe(1);
    expect(indiansTrade.relax!(tradePosition({ indians: 50 }), { faction: 'indians', command: 'gather', commandSpaces: [] }).resources.indians).toBe(50);
  });

  it('4.1 Trade after the Command: the window offers it with `done`; then the next Faction', () => {
    let s = play(indians.choose(tradePosition(), 'gather'), I.sel('Quebec'), I.placeWP('Quebec'), I.done);
    expect(pending(s)).toMatchObject({ faction: 'indians', kind: 'commandHost' });
    expect(legalActions(s)).toEqual([SA('trade'), I.done]);
    s = play(s, SA('trade'), A.trade('Northwest'), A.transfer(2));
    expect(s.resources).toMatchObject({ british: 5, indians: 7 });
    expect(kind(s)).toBe('eligibleOptions');
    expect(pending(s)!.faction).not.toBe('indians');
  });

  it('4.1 Trade during the Command: where the Command could also be finished', () => {
    let s = play(indians.choose(tradePosition(), 'gather'), I.sel('Quebec'), I.placeWP('Quebec'));
    expect(legalActions(s)).toContainEqual(I.done);
    expect(offered(s)).toEqual(['trade']);
    s = play(s, SA('trade'), A.trade('Northwest'), A.transfer(1), I.done);
    expect(s.resources).toMatchObject({ british: 6, indians: 6 });
    expect(kind(s)).toBe('eligibleOptions');
  });

  it('2.3.5 Trade: never with a Limited Command', () => {
    let s = play(indians.second(tradePosition(), 'british'), cmd('gather', true));
    expect(offered(s)).toEqual([]);
    s = play(s, I.sel('Quebec'), I.placeWP('Quebec'));
    expect(offered(s)).toEqual([]);
    s = play(s, I.done);
    expect(kind(s)).not.toBe('commandHost');
  });

  it('4.1 example: Indians at 0 Resources may choose a Raid that Trade, executed first, pays for', () => {
    const s0 = board(
      (d) => {
        put(d, 'Northwest', { warPartyUnderground: 1, village: 1 });
        put(d, 'Virginia', { warPartyUnderground: 1 });
        d.spaces.Virginia.support = -1;
      },
      { indians: 0, british: 5 },
    );
    let s = indians.choose(s0, 'raid');
    // The Raid cannot select a Province yet: its only way on is the Trade.
    expect(pending(s)).toMatchObject({ faction: 'indians', kind: 'indiansRaid' });
    expect(legalActions(s)).toEqual([SA('trade')]);
    s = play(s, SA('trade'), A.trade('Northwest'), A.transfer(0));
    expect(s.resources.indians).toBe(1);
    expect(legalActions(s)).toEqual([I.sel('Virginia')]);
    s = play(s, I.sel('Virginia'), I.done);
    expect(s.resources.indians).toBe(0);
    expect(s.spaces.Virginia).toMatchObject({ support: 0, raid: 1 });
    expect(s.spaces.Northwest.pieces).toMatchObject({ warPartyUnderground: 0, warPartyActive: 1 });
  });

  it('4.1 example: not offered when the Trade would Activate the War Party the Raid needs', () => {
    // The only Underground War Party is at the Village: Trading there leaves no Raid possible.
    const s0 = board(
      (d) => {
        put(d, 'Northwest', { warPartyUnderground: 1, village: 1 });
        d.spaces.Virginia.support = -1;
      },
      { indians: 0 },
    );
    const eligible = legalActions(onTurn(s0, 'indians'));
    expect(eligible).not.toContainEqual(cmd('raid'));
    // March from the Reserve costs nothing and is offered as usual.
    expect(eligible).toContainEqual(cmd('march'));
  });

  it('4.4.1 Trade before a Scout: the British may not give away the Resource the Scout needs', () => {
    const s0 = board(
      (d) => {
        put(d, 'Northwest', { warPartyUnderground: 1, village: 1 });
        put(d, 'Pennsylvania', { warPartyUnderground: 1, britishRegular: 1 });
      },
      { british: 3, indians: 5 },
    );
    let s = play(indians.choose(s0, 'scout'), SA('trade'), A.trade('Northwest'));
    expect(pending(s)!.faction).toBe('british');
    expect(legalActions(s)).toEqual([0, 1, 2].map(A.transfer));
    s = play(s, A.transfer(2));
    expect(s.resources).toMatchObject({ british: 1, indians: 7 });
    expect(legalActions(s)).toEqual([I.sel('Pennsylvania')]);
  });
});
