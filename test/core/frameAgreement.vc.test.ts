/**
 * The frame checks of the Battle, the Special Activities, the command host, the grant and the
 * Sequence of Play (each step's `validate`, applied by `loadGame`): each refuses the disagreement it
 * names, in a real state reached by play whose JSON is then edited.
 */
import { describe, expect, it } from 'vitest';
import { biasedChooser } from '../../scripts/soak-lib';
import type { Action } from '../../src/core/action';
import type { GameState } from '../../src/core/state';
import { SCENARIO_IDS, SPACE_IDS } from '../../src/data/ids';
import { hasBattlePieces } from '../../src/rules/battle/forceLevel';
import { spaceName } from '../../src/data/text';
import { createGame } from '../../src/game/createGame';
import { apply, legalActions } from '../../src/game/machine';
import { refusedFor } from '../helpers/saves';

/**
 * The first state, over seeded games steered toward Special Activities (every scenario, seeds 1 up),
 * where `stop` holds, with the index of the frame it names; external dice when asked (a roll then waits
 * on top). Deterministic.
 */
function find(stop: (s: GameState) => number, dice: 'seeded' | 'external' = 'seeded'): { s: GameState; at: number } {
  for (let seed = 1; seed <= 30; seed++) {
    for (const scenario of SCENARIO_IDS) {
      const choose = biasedChooser(seed * 7919 + scenario.length);
      let s = createGame(scenario, { seed, dice });
      while (!s.result) {
        const at = stop(s);
        if (at >= 0) return { s, at };
        const legal = legalActions(s);
        s = apply(s, choose(legal, s) as Action);
      }
    }
  }
  throw new Error('no such state in the games searched');
}

/** The index of the topmost frame of the kind satisfying `also`, or -1. */
function topmost(s: GameState, kind: string, also: (f: any, at: number) => boolean = () => true): number {
  for (let i = s.stack.length - 1; i >= 0; i--) if (s.stack[i].kind === kind && also(s.stack[i], i)) return i;
  return -1;
}

const frameAt = (j: any, at: number): any => j.stack[at];
const hostUnder = (s: GameState, at: number): number => {
  for (let i = at - 1; i >= 0; i--) if (s.stack[i].kind === 'commandHost') return i;
  return -1;
};

describe('Battle (3.6)', () => {
  const selecting = find((s) => topmost(s, 'battleCommand', (f, at) => f.phase === 'select' && f.selected.length >= 1 && at === s.stack.length - 1));

  it('battleCommand.selected: each space once (3.1)', () => {
    const { s, at } = selecting;
    const first = (s.stack[at] as any).selected[0];
    expect(refusedFor(s, (j) => frameAt(j, at).selected.push(first))).toContain(
      `stack[${at}].selected: ${spaceName(first)} is selected twice; a Command selects each space once (3.1)`,
    );
  });

  it('battleCommand.selected: a Limited Battle selects one space (2.3.5)', () => {
    const { s, at } = find((x) => topmost(x, 'battleCommand', (f) => f.mode.limited && f.selected.length === 1 && f.phase === 'resolve'));
    const other = (s.stack[at] as any).selected[0] === 'Boston' ? 'NewYork' : 'Boston';
    expect(refusedFor(s, (j) => frameAt(j, at).selected.push(other))).toContain(`stack[${at}].selected: 2 spaces, more than this Limited Battle may select (1) (2.3.5)`);
  });

  it('battleCommand.selected: never where the Faction Skirmished (4.2.2)', () => {
    const { s, at } = selecting;
    const space = (s.stack[at] as any).selected[0];
    const h = hostUnder(s, at);
    expect(
      refusedFor(s, (j) => {
        Object.assign(j.stack[h], { activity: 'skirmish', activitySpaces: [space], forbidden: [space] });
        const record = j.turn?.executed[j.turn.executed.length - 1];
        if (record && j.stack[h].onCard) record.specialActivity = true;
      }),
    ).toContain(`stack[${at}].selected: ${spaceName(space)} is selected for Battle, where the ${{ british: 'British', patriots: 'Patriots', french: 'French' }[(s.stack[at] as any).faction as 'british']} Special Activity took place (4.2.2, 4.3.2)`);
  });

  it('battleCommand.withPartner: only a Rebellion Battle, only in its selected spaces (3.3.3, 3.5.5)', () => {
    const { s, at } = selecting;
    const f = s.stack[at] as any;
    const expected =
      f.faction === 'british'
        ? `stack[${at}].withPartner: a British Battle has no partner Faction (3.2.4)`
        : `stack[${at}].withPartner: the partner takes part in ${spaceName(f.selected[0] === 'Boston' ? 'NewYork' : 'Boston')}, which is not selected for Battle (3.3.3, 3.5.5)`;
    expect(refusedFor(s, (j) => frameAt(j, at).withPartner.push(f.selected[0] === 'Boston' ? 'NewYork' : 'Boston'))).toContain(expected);
  });

  it('battleCommand.commonCause: in a selected space, with its War Parties Active there, recorded on the host (4.2.1)', () => {
    const { s, at } = find((x) => topmost(x, 'battleCommand', (f, i) => f.faction === 'british' && f.phase === 'select' && f.selected.length >= 1 && i === x.stack.length - 1));
    const space = (s.stack[at] as any).selected[0];
    const active = s.spaces[space as 'Boston'].pieces.warPartyActive;
    const host = s.stack[at - 1] as any;
    expect(host.kind).toBe('commandHost');
    expect(refusedFor(s, (j) => (frameAt(j, at).commonCause[space] = active + 1))).toEqual([
      ...(host.activity === 'commonCause' ? [] : [`stack[${at}].commonCause: War Parties fight as Tories, but the command host does not record Common Cause (4.2.1, 4.1)`]),
      `stack[${at}].commonCause: ${active + 1} Active War Part${active + 1 === 1 ? 'y' : 'ies'} fight as Tories in ${spaceName(space)}, where ${active} Active War Part${active === 1 ? 'y' : 'ies'} stand (4.2.1)`,
    ]);
    const unselected = (s.stack[at] as any).selected.includes('Boston') ? 'NewYork' : 'Boston';
    expect(refusedFor(s, (j) => (frameAt(j, at).commonCause[unselected] = 0))).toEqual([
      ...(host.activity === 'commonCause' ? [] : [`stack[${at}].commonCause: War Parties fight as Tories, but the command host does not record Common Cause (4.2.1, 4.1)`]),
      `stack[${at}].commonCause: War Parties fight as Tories in ${spaceName(unselected)}, which is not selected for Battle (4.2.1)`,
    ]);
  });

  it('battleCommand.next: none fought while selecting, never past the selection (3.6)', () => {
    const { s, at } = selecting;
    expect(refusedFor(s, (j) => (frameAt(j, at).next = 1))).toContain(`stack[${at}].next: no Battle is fought before the selection is done (3.6), got 1`);
  });

  const fighting = find((s) => topmost(s, 'battle', (f, at) => f.phase === 'activateAttacker' && s.stack[at - 1].kind === 'battleCommand'));

  it('battle.space: the Battle its Battle Command is fighting (3.6)', () => {
    const { s, at } = fighting;
    const f = s.stack[at] as any;
    const other = f.space === 'Boston' ? 'NewYork' : 'Boston';
    expect(refusedFor(s, (j) => (frameAt(j, at).space = other))).toEqual([
      `stack[${at}].space: a Battle in ${spaceName(other)} is under way, but the Battle Command under it is fighting in ${spaceName(f.space)} (3.6)`,
    ]);
  });

  it('battle.commonCause and battle.attacker: as the Battle Command started it (3.6.1, 4.2.1)', () => {
    const { s, at } = fighting;
    const f = s.stack[at] as any;
    expect(refusedFor(s, (j) => (frameAt(j, at).commonCause = f.commonCause + 2))).toEqual([
      `stack[${at}].commonCause: ${f.commonCause} Active War Part${f.commonCause === 1 ? 'y' : 'ies'} fight as Tories in ${spaceName(f.space)}, as Common Cause recorded (4.2.1)`,
    ]);
    const other = f.attacker === 'french' ? 'patriots' : 'french';
    const name = { british: 'British', patriots: 'Patriots', french: 'French' } as const;
    expect(refusedFor(s, (j) => (frameAt(j, at).attacker = other))).toContain(
      `stack[${at}].attacker: the ${name[f.attacker as 'british']} Battle Command fights this Battle, not the ${name[other]} (3.6.1)`,
    );
  });

  it('battle.defender: who makes the Defender choices, as the Battle began (3.6.1)', () => {
    const { s, at } = fighting;
    const f = s.stack[at] as any;
    const other = f.defender === 'british' ? 'indians' : f.defender === 'indians' ? 'british' : f.defender === 'patriots' ? 'french' : 'patriots';
    const name = { british: 'British', patriots: 'Patriots', french: 'French', indians: 'Indians' } as const;
    expect(refusedFor(s, (j) => (frameAt(j, at).defender = other))).toEqual([
      `stack[${at}].defender: the ${name[f.defender as 'british']} make the Defender's choices in ${spaceName(f.space)} (3.6.1)`,
    ]);
  });

  it('battle.space: the attacker and an enemy there until the removal (3.6)', () => {
    const { s, at } = fighting;
    const f = s.stack[at] as any;
    const command = s.stack[at - 1] as any;
    const empty = SPACE_IDS.find((x) => !hasBattlePieces(s, x, f.attacker) && !command.selected.includes(x))!;
    const name = { british: 'British', patriots: 'Patriots', french: 'French' } as const;
    expect(
      refusedFor(s, (j) => {
        frameAt(j, at).space = empty;
        frameAt(j, at - 1).selected[command.next - 1] = empty;
        frameAt(j, at - 2).commandSpaces[command.next - 1] = empty;
        frameAt(j, at - 1).withPartner = [];
        frameAt(j, at).partner = false;
        frameAt(j, at - 1).commonCause = {};
        frameAt(j, at).commonCause = 0;
      }),
    ).toEqual([`stack[${at}].space: the ${name[f.attacker as 'british']} Battle in ${spaceName(empty)} is under way, but they or their enemy have no piece there (3.6)`]);
  });

  it('battle: a Battle outside a Battle Command is the French West Indies Battle (6.2.2)', () => {
    const { s, at } = fighting;
    expect(
      refusedFor(s, (j) => {
        j.stack.splice(at - 1, 1);
        j.stack.splice(at - 2, 1);
      }).some((p) => p.includes('a Battle outside a Battle Command is the French West Indies Battle')),
    ).toBe(true);
  });

  it('battle.rolls and the roll it waits for: the side rolls Force Level ÷ 3 D3 (3.6.4)', () => {
    const { s, at } = find((x) => topmost(x, 'battle', (f, i) => f.phase === 'attackerRoll' && x.stack[i + 1]?.kind === 'roll'), 'external');
    const roll = s.stack[at + 1] as any;
    const f = s.stack[at] as any;
    const n = roll.count;
    expect(refusedFor(s, (j) => (frameAt(j, at + 1).count = n === 3 ? 2 : n + 1))).toEqual([
      `stack[${at}].phase: the Attacker in ${spaceName(f.space)} rolls ${n}D3 (3.6.4), but the roll above asks for ${n === 3 ? 2 : n + 1}D3`,
    ]);
    expect(refusedFor(s, (j) => (frameAt(j, at).rolls = [1]))).toEqual([`stack[${at}].rolls: dice delivered to a Battle are used at once (3.6.4)`]);
  });

  it('battle.attackerRoll: the Attacker rolled before the Defender (3.6.4)', () => {
    const { s, at } = find((x) => topmost(x, 'battle', (f, i) => f.phase === 'defenderRoll' && x.stack[i + 1]?.kind === 'roll'), 'external');
    expect(refusedFor(s, (j) => (frameAt(j, at).attackerRoll = null))).toEqual([`stack[${at}].attackerRoll: the Attacker rolls before the Defender (3.6.4)`]);
  });

  const winning = find((s) => topmost(s, 'winTheDay', (f) => f.phase === 'spill'));

  it('winTheDay.space and winTheDay.winner: of the Battle under it (3.6.8)', () => {
    const { s, at } = winning;
    const f = s.stack[at] as any;
    const other = f.space === 'Boston' ? 'NewYork' : 'Boston';
    expect(refusedFor(s, (j) => (frameAt(j, at).space = other))).toEqual([`stack[${at}].space: Win the Day follows the Battle in ${spaceName(f.space)} (3.6.8)`]);
    expect(refusedFor(s, (j) => (frameAt(j, at).winner = f.winner === 'royalist' ? 'rebellion' : 'royalist'))).toEqual([
      `stack[${at}].winner: the ${f.winner === 'royalist' ? 'Royalist' : 'Rebellion'} side won the Battle in ${spaceName(f.space)} (3.6.8)`,
    ]);
  });

  it('winTheDay.shifts: no more than the Battle gives (3.6.8)', () => {
    const { s, at } = winning;
    expect(refusedFor(s, (j) => (frameAt(j, at).shifts = 7))).toEqual([
      expect.stringMatching(new RegExp(`^stack\\[${at}\\]\\.shifts: 7 shifts left, more than the [1-6] this Win the Day gives \\(3\\.6\\.8\\)$`)),
    ]);
  });

  it('winTheDay.lastSpill: an adjacent space (3.6.8)', () => {
    const { s, at } = winning;
    expect(refusedFor(s, (j) => (frameAt(j, at).lastSpill = 'WestIndies'))).toEqual([
      `stack[${at}].lastSpill: the West Indies is not adjacent to ${spaceName((s.stack[at] as any).space)}; spill-over shifts go to adjacent spaces (3.6.8)`,
    ]);
  });

  it('winTheDay: only after a Battle that Wins the Day (3.6.8)', () => {
    const { s, at } = winning;
    expect(
      refusedFor(s, (j) => {
        const b = j.stack[at - 1];
        b.attackerLosses.removed = [];
        b.defenderLosses.removed = [];
        b.attackerLosses.eliminated = false;
        b.defenderLosses.eliminated = false;
      }),
    ).toEqual([expect.stringMatching(new RegExp(`^stack\\[${at}\\]\\.kind: Battle in .*: the (Royalist|Rebellion) side wins \\(both sides lost 0 pieces and the Defender wins ties\\); no Win the Day: the loser did not remove a cube or Fort and 2 or more pieces \\(3\\.6\\.8\\)$`))]);
  });
});

const FACTION = { british: 'British', patriots: 'Patriots', french: 'French', indians: 'Indians' } as const;

describe('Special Activities (4.x)', () => {
  const skirmish = find((s) => topmost(s, 'skirmishActivity', (_f, at) => at === s.stack.length - 1));

  it('skirmishActivity: on a command host that records Skirmish (4.1)', () => {
    const { s, at } = skirmish;
    const h = hostUnder(s, at);
    const other = { british: 'navalPressure', patriots: 'partisans', french: 'preparerLaGuerre' }[(s.stack[at] as any).faction as 'british'];
    expect(refusedFor(s, (j) => (frameAt(j, h).activity = other))).toEqual([
      `stack[${at}].kind: Skirmish is under way but its command host records the Special Activity '${other}' (4.1: one per Command)`,
    ]);
  });

  it('skirmishActivity.commandSpaces: the accompanying Command spaces, as its host records them (4.2.2)', () => {
    const { s, at } = skirmish;
    const f = s.stack[at] as any;
    const h = s.stack[hostUnder(s, at)] as any;
    const extra = f.commandSpaces.includes('Boston') ? 'NewYork' : 'Boston';
    const words = (xs: string[]) => (xs.length === 0 ? 'no space' : xs.map((x) => spaceName(x as 'Boston')).join(', '));
    expect(refusedFor(s, (j) => frameAt(j, at).commandSpaces.push(extra))).toEqual([
      `stack[${at}].commandSpaces: Skirmish began with the Command's spaces ${words([...f.commandSpaces, extra])}, but its command host records ${words(h.commandSpaces)} (4.1)`,
    ]);
  });

  it('indiansWarPath.struck: the strikes its host recorded, fewer than allowed (3.1.2, 4.1)', () => {
    const { s, at } = find((x) => topmost(x, 'indiansWarPath', (f, i) => i === x.stack.length - 1 && f.struck === undefined));
    expect(refusedFor(s, (j) => (frameAt(j, at).struck = ['Boston']))).toEqual([
      `stack[${at}].struck: War Path has struck in Boston, but its command host records it in no space (4.1)`,
    ]);
  });

  it('indiansWarPath: never a second War Path frame on the first over one host (4.1: once per Command)', () => {
    // A long soak's mutated save pushed a copy of the War Path frame on the first: both agreed with the host,
    // and once the top one had struck, the one under it had nothing left to do (a dead end).
    const { s, at } = find((x) => topmost(x, 'indiansWarPath', (f, i) => i === x.stack.length - 1 && f.struck === undefined));
    expect(refusedFor(s, (j) => j.stack.push(JSON.parse(JSON.stringify(frameAt(j, at)))))).toEqual([
      `stack[${at + 1}].kind: a second War Path frame sits on the first over the same command host; a Special Activity is executed once per Command (4.1)`,
    ]);
  });

  it('patriotsPartisans: on a host that records Partisans (4.1)', () => {
    const { s, at } = find((x) => topmost(x, 'patriotsPartisans', (_f, i) => i === x.stack.length - 1));
    const h = hostUnder(s, at);
    expect(refusedFor(s, (j) => (frameAt(j, h).activity = 'persuasion'))).toContain(
      `stack[${at}].kind: Partisans is under way but its command host records the Special Activity 'persuasion' (4.1: one per Command)`,
    );
  });

  it('patriotsPersuasion.selected and .marked: as its host recorded them, the marked among the selected (4.3.1)', () => {
    const { s, at } = find((x) => topmost(x, 'patriotsPersuasion', (f, i) => i === x.stack.length - 1 && f.selected.length > 0));
    const f = s.stack[at] as any;
    const extra = f.selected.includes('Boston') ? 'NewYork' : 'Boston';
    const words = (xs: string[]) => xs.map((x) => spaceName(x as 'Boston')).join(', ');
    expect(refusedFor(s, (j) => frameAt(j, at).selected.pop())).toEqual([
      `stack[${at}].selected: Persuasion has selected ${f.selected.length === 1 ? 'no space' : words(f.selected.slice(0, -1))}, but its command host records ${words(f.selected)} (4.1)`,
      ...(f.marked.includes(f.selected[f.selected.length - 1])
        ? [`stack[${at}].marked: ${spaceName(f.selected[f.selected.length - 1])} received a Propaganda marker from this Persuasion without being selected (4.3.1)`]
        : []),
    ]);
    expect(refusedFor(s, (j) => frameAt(j, at).marked.push(extra))).toEqual([
      `stack[${at}].marked: ${spaceName(extra)} received a Propaganda marker from this Persuasion without being selected (4.3.1)`,
    ]);
  });

  it('indiansPlunder.raidProvinces: the Raid Provinces its host recorded (4.4.3)', () => {
    const { s, at } = find((x) => topmost(x, 'indiansPlunder'));
    const f = s.stack[at] as any;
    const words = (xs: string[]) => (xs.length === 0 ? 'no space' : xs.map((x) => spaceName(x as 'Boston')).join(', '));
    expect(refusedFor(s, (j) => frameAt(j, at).raidProvinces.pop())).toEqual([
      `stack[${at}].raidProvinces: Plunder began with the Raid Provinces ${words(f.raidProvinces.slice(0, -1))}, but its command host records ${words(f.raidProvinces)} (4.4.3)`,
    ]);
  });

  it('britishNavalPressure: the 1D3 of Resources it waits for, before the Treaty or at FNI 0 (4.2.3)', () => {
    const { s, at } = find((x) => topmost(x, 'britishNavalPressure', (_f, i) => x.stack[i + 1]?.kind === 'roll'), 'external');
    expect(refusedFor(s, (j) => (frameAt(j, at + 1).count = 2))).toEqual([
      `stack[${at}].kind: Naval Pressure waits for 1D3 of British Resources (4.2.3), but the roll above it is of 2D3`,
    ]);
    expect(refusedFor(s, (j) => (frameAt(j, at).rolls = [2]))).toEqual([`stack[${at}].rolls: dice delivered to Naval Pressure are used at once (4.2.3)`]);
  });

  it('britishLowerFni.reason: FNI above 0 (1.9); Howe only while he leads (1.10)', () => {
    const { s, at } = find((x) => topmost(x, 'britishLowerFni', (f, i) => i === x.stack.length - 1 && f.reason === 'navalPressure' && x.leaders.british.leader !== 'Howe'));
    expect(refusedFor(s, (j) => (j.fni = 0))).toEqual([`stack[${at}].reason: Naval Pressure lowers FNI, which is already at 0 (4.2.3, 1.9)`]);
    expect(refusedFor(s, (j) => (j.stack[at].reason = 'howe'))).toEqual([`stack[${at}].reason: Howe lowers FNI, but the British Leader is ${s.leaders.british.leader} (1.10)`]);
  });

  it('frenchNavalPressure: as it began — a Squadron placed only from the West Indies (4.5.3)', () => {
    const { s, at } = find((x) => topmost(x, 'frenchNavalPressure', (f, i) => i === x.stack.length - 1 && f.mode === 'place'));
    expect(refusedFor(s, (j) => (frameAt(j, at).mode = 'rearrange'))).toEqual([
      `stack[${at}].mode: Naval Pressure rearranges the Blockades while a Squadron is in the West Indies, which goes onto a City instead (4.5.3)`,
    ]);
  });
});

describe('the command host and the grant (4.1, 3.1.2)', () => {
  const onCard = find((s) => topmost(s, 'commandHost', (f, at) => f.onCard && at === s.stack.length - 2 && s.stack[at + 1].selected !== undefined));

  it('commandHost.onCard: exactly when it sits on the card (2.3.4)', () => {
    const { s, at } = onCard;
    expect(refusedFor(s, (j) => (frameAt(j, at).onCard = false))).toEqual([
      `stack[${at}].onCard: false, but the host sits on the card; a Command is its Faction's own on the card exactly when it sits there (2.3.4, 3.1.2)`,
    ]);
  });

  it('commandHost.activityAllowed: as the Command chosen on the card allows (4.1, 2.3.5)', () => {
    const { s, at } = onCard;
    const f = s.stack[at] as any;
    expect(refusedFor(s, (j) => (frameAt(j, at).activityAllowed = !f.activityAllowed))).toEqual([
      `stack[${at}].activityAllowed: ${!f.activityAllowed}, but the ${f.activityAllowed ? '' : 'Limited '}Command ${f.activityAllowed ? 'may' : 'may not'} be accompanied by a Special Activity (4.1, 2.3.5)`,
    ]);
  });

  it('commandHost.commandSpaces: the spaces the Command above selected (4.1)', () => {
    const { s, at } = onCard;
    const f = s.stack[at] as any;
    const extra = f.commandSpaces.includes('Boston') ? 'NewYork' : 'Boston';
    expect(refusedFor(s, (j) => frameAt(j, at).commandSpaces.push(extra))).toEqual([
      `stack[${at}].commandSpaces: not the spaces the ${FACTION[f.faction as 'british']} Command above has selected (4.1)`,
    ]);
  });

  it('commandHost: the Command above executed in the mode chosen on the card (2.3.4, 2.3.5)', () => {
    const { s, at } = onCard;
    expect(refusedFor(s, (j) => (frameAt(j, at + 1).mode.free = true))).toEqual([
      `stack[${at}].kind: the Command above the host is not executed in the mode it was chosen with (2.3.4, 2.3.5, 3.1.2)`,
    ]);
  });

  it('commandHost: the card record ends with its Command (2.3.4)', () => {
    const { s, at } = onCard;
    const f = s.stack[at] as any;
    expect(refusedFor(s, (j) => (j.turn.executed[j.turn.executed.length - 1].did = 'event'))).toEqual([
      `stack[${at}].kind: the ${FACTION[f.faction as 'british']} Command on the card is the last one recorded as executed on it (2.3.4)`,
    ]);
  });

  it('commandHost.activity: one of the Faction Special Activities, recorded on the card; its closed spaces and guard with it (4.1)', () => {
    const { s, at } = onCard;
    const f = s.stack[at] as any;
    expect(f.activity).toBeNull();
    expect(refusedFor(s, (j) => (frameAt(j, at).forbidden = ['Boston']))).toEqual([`stack[${at}].activity: none, yet the host records spaces or a guard of a Special Activity (4.1)`]);
    const foreign = f.faction === 'indians' ? 'persuasion' : 'trade';
    expect(
      refusedFor(s, (j) => {
        frameAt(j, at).activity = foreign;
        j.turn.executed[j.turn.executed.length - 1].specialActivity = true;
      }),
    ).toEqual([
      `stack[${at}].activity: '${foreign}' is not a${f.faction === 'indians' ? 'n Indian' : ` ${{ british: 'British', patriots: 'Patriot', french: 'French' }[f.faction as 'british']}`} Special Activity (4.1)`,
    ]);
  });

  it('grant.begun and grant.report: begun exactly while its host is under way, no report yet (3.1.2)', () => {
    const { s, at } = find((x) => topmost(x, 'grant', (f) => f.begun));
    expect(refusedFor(s, (j) => (frameAt(j, at).begun = false))).toEqual([
      `stack[${at}].begun: false, but a command host sits on the grant; the granted Command or Special Activity is under way exactly while its host is (3.1.2)`,
    ]);
    const host = s.stack[at + 1] as any;
    expect(
      refusedFor(s, (j) => (frameAt(j, at).report = { faction: host.faction, command: host.command, commandSpaces: [], activity: null, activitySpaces: [] })),
    ).toEqual([`stack[${at}].report: the granted Command is still under way; its report ends the grant as soon as it is complete (3.1.2)`]);
  });

  it('commandHost on a grant: what the grant granted (3.1.2)', () => {
    const { s, at } = find((x) => topmost(x, 'grant', (f) => f.begun && f.commands.length > 0 && x.stack[x.stack.indexOf(f) + 1]?.command !== ''));
    const host = s.stack[at + 1] as any;
    expect(refusedFor(s, (j) => (frameAt(j, at).commands = []))).toEqual([`stack[${at + 1}].command: '${host.command}', but the grant under the host grants no Command (3.1.2)`]);
  });
});

describe('the Sequence of Play (2.3)', () => {
  const offered = find((s) => topmost(s, 'eligibleOptions', (_f, at) => at === s.stack.length - 1 && s.turn!.offered.length === 2));

  it('game.phase: waits to advance while the card is under way (2.3.7)', () => {
    const { s } = offered;
    expect(refusedFor(s, (j) => (j.stack[0].phase = 'play'))).toEqual([
      "stack[0].phase: 'play' would play the current card again once it is over; while it is under way the game waits to advance (2.3.7)",
    ]);
  });

  it('eligibleOptions.faction: the Faction the card reached (2.3.2)', () => {
    const { s, at } = offered;
    const f = (s.stack[at] as any).faction as 'british';
    const other = f === 'british' ? 'french' : 'british';
    expect(refusedFor(s, (j) => (frameAt(j, at).faction = other))).toEqual([`stack[${at}].faction: the card reached the ${FACTION[f]}, not the ${FACTION[other]} (2.3.2)`]);
  });

  it('eventCard: each Faction offered options once; those executing among them, at most two (2.3.2, 2.3.4)', () => {
    const { s, at } = offered;
    const [first, second] = s.turn!.offered;
    expect(refusedFor(s, (j) => j.turn.offered.splice(1, 0, first))).toContain(
      `stack[${at - 1}].kind: the card's record offers the ${FACTION[first as 'british']} options twice; each Eligible Faction is offered them once (2.3.2)`,
    );
    const other = (['british', 'patriots', 'french', 'indians'] as const).find((f) => f !== first && f !== second)!;
    expect(refusedFor(s, (j) => j.turn.executed.push({ faction: other, did: 'event', specialActivity: false }))).toEqual([
      `stack[${at - 1}].kind: the card's record says ${[...s.turn!.executed.map((e) => FACTION[e.faction]), FACTION[other]].join(', ')} executed, but at most two Factions offered options execute, each once (2.3.4)`,
      `stack[${at}].kind: two Factions already executed on this card; it offers no more options (2.3.4)`,
    ]);
  });

  it('eventCard: the card record is kept while it is under way (2.3)', () => {
    const { s, at } = offered;
    expect(refusedFor(s, (j) => (j.turn = null))).toEqual([`stack[${at - 1}].kind: the card is under way without its record of the Factions offered options and executing (turn) (2.3)`]);
  });
});

describe('Trade on its command host (4.1, 4.4.1)', () => {
  it('indiansTrade: a Special Activity is under way on its command host', () => {
    const { s, at } = find((x) => topmost(x, 'indiansTrade', (_f, i) => i === x.stack.length - 1 && x.stack[i - 2]?.kind === 'commandHost' && x.stack[i - 3]?.kind === 'eventCard'));
    // The host deleted: the Command sits right on the card (allowed, as the testing kit builds it), its Trade on no host.
    expect(refusedFor(s, (j) => j.stack.splice(at - 2, 1))).toEqual([
      `stack[${at - 1}].kind: Trade is under way with no command host under it; a Special Activity accompanies a Command or is granted alone (4.1, 3.1.2)`,
    ]);
  });
});
