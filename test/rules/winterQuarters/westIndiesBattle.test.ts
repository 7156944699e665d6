import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { settle, legalActions, apply, pending } from '../../../src/game/machine';
import { createScriptedDice } from '../../../src/dice/index';
import { arrange, game } from '../../../src/testing';

describe('6.2.2 West Indies Battle in the Winter Quarters Round', () => {
  it('6.2.2 French and British Regulars in the West Indies: the French fight a free Battle, then return-or-pay', () => {
    // 1778: 3 French Regulars and 3 Squadrons in the West Indies; add 2 British Regulars there.
    let s = arrange(game('1778'), (d) => {
      d.spaces.WestIndies.pieces.britishRegular = 2;
      d.available.britishRegular -= 2;
      d.deck.current = 97;
      d.turn = null;
      d.log = [];
      d.stack = [{ kind: 'game', phase: 'advance' }, { kind: 'winterQuarters', phase: 'westIndiesBattle' }];
      d.dice = createScriptedDice([3, 3, 3, 3, 3, 3]);
    });
    const frenchResources = s.resources.french;
    const cbc = s.cbc;
    s = produce(s, (d) => settle(d));
    // Take the first option at every decision until the round has passed the upkeep step.
    for (let i = 0; i < 20 && pending(s)?.kind !== 'rewardLoyalty' && !s.result; i++) s = apply(s, legalActions(s)[0]);
    expect(s.log.some((e) => e.rule === '6.2.2' && /French conduct a free Battle/.test(e.text))).toBe(true);
    // 3.6.4: one D3 for the French (Force Level 3), rolled 3, +1 (all attacking cubes Regulars): Loss Level 4
    // removes both British Regulars (2 each, 3.6.7) to Casualties (1.6.4).
    expect(s.spaces.WestIndies.pieces.britishRegular).toBe(0);
    expect(s.cbc).toBe(cbc + 2);
    // A free Battle costs nothing (3.1.2); keeping Regulars there afterwards costs the French 1 (6.2.2 ruling).
    expect(s.log.some((e) => e.text === 'French pay 1 Resource to keep 3 French Regulars there')).toBe(true);
    // 6.3.4 after the Treaty: FNI 0 + 3 population of Cities not British Controlled + 5 for the West Indies.
    expect(s.resources.french).toBe(frenchResources - 1 + 8);
  });
});
