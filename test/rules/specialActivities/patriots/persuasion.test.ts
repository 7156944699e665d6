import { describe, expect, it } from 'vitest';
import { legalActions, pending } from '../../../../src/game/machine';
import { patriotsPersuasion, persuasionSpaces, propagandaLeft } from '../../../../src/rules/specialActivities/patriots/index';
import type { SpaceId } from '../../../../src/data/ids';
import { GAME } from '../../../../src/game/definition';
import { as, choices, kind, offered, onStack, piecesIn } from '../../../../src/testing';
import { board, command, patriotsSecond, patriotsTurn, type Layout } from '../../commands/patriots/helpers';

const { play: run } = as('patriots');

const select = (space: SpaceId) => ({ type: 'selectSpace', space }) as const;
const PERSUADE = { type: 'specialActivity', activity: 'persuasion' } as const;

describe('4.3.1 Persuasion: where', () => {
  it('4.3.1 Persuasion: only Colonies and Cities with Rebellion Control and an Underground Militia', () => {
    const layout: Layout = {
      Boston: { militiaUnderground: 1 }, // City, Rebellion Control
      Massachusetts: { militiaUnderground: 1, militiaActive: 1 }, // Colony, Rebellion Control
      NewYork: { militiaActive: 2 }, // no Underground Militia
      Pennsylvania: { militiaUnderground: 1, britishRegular: 2 }, // British Control
      Virginia: { militiaUnderground: 1, tory: 1 }, // no Control
      Northwest: { militiaUnderground: 2 }, // Indian Reserve: a Province but not a Colony
      Quebec: { militiaUnderground: 1 }, // Indian Reserve
    };
    const s = board(layout);
    expect(s.spaces.Northwest.control).toBe('rebellion');
    expect(persuasionSpaces(s)).toEqual(['Boston', 'Massachusetts']);
    let r = run(command(layout, 'rally'), PERSUADE);
    expect(kind(r)).toBe('patriotsPersuasion');
    expect(pending(r)?.faction).toBe('patriots');
    expect(choices(r)).toEqual([select('Boston'), select('Massachusetts')]);
    r = run(r, select('Boston'));
    expect(choices(r)).toEqual([select('Massachusetts'), { type: 'done' }]);
    // Each space once, in map order: once Massachusetts is chosen nothing can follow, and the
    // Persuasion ends by itself.
    const alone = run(run(command(layout, 'rally'), PERSUADE), select('Massachusetts'));
    expect(onStack(alone, 'patriotsPersuasion')).toBe(false);
    expect(kind(alone)).toBe('patriotsRally');
  });

  it('4.3.1 Persuasion: not offered when no space qualifies', () => {
    const r = command({ Virginia: { militiaUnderground: 1, tory: 1 }, Massachusetts: { militiaActive: 1 } }, 'rally');
    expect(offered(r)).not.toContain('persuasion');
    expect(patriotsPersuasion.canStart(r, { faction: 'patriots', command: 'rally', commandSpaces: [] })).toBe(false);
  });
});

describe('4.3.1 Persuasion: procedure', () => {
  it('4.3.1 Persuasion: per space one Underground Militia Activated, +1 Patriot Resource, one Propaganda marker', () => {
    let r = command({ Massachusetts: { militiaUnderground: 2 }, Boston: { militiaUnderground: 1, continental: 1 } }, 'rabbleRousing', () => {}, { resources: 5 });
    r = run(r, PERSUADE, select('Boston'));
    expect(piecesIn(r, 'Boston')).toEqual({ continental: 1, militiaActive: 1 });
    expect(r.resources.patriots).toBe(6);
    expect(r.spaces.Boston.propaganda).toBe(1);
    expect(r.spaces.Boston.control).toBe('rebellion');
    expect(r.log.some((e) => e.rule === '4.3.1' && e.text.includes('Boston'))).toBe(true);
    r = run(r, select('Massachusetts'));
    expect(piecesIn(r, 'Massachusetts')).toEqual({ militiaUnderground: 1, militiaActive: 1 });
    expect(r.resources.patriots).toBe(7);
    expect(r.spaces.Massachusetts.propaganda).toBe(1);
    // No space left to select: the Persuasion ends by itself, back in the Rabble-Rousing, which has not selected anything yet.
    expect(kind(r)).toBe('patriotsRabbleRousing');
    expect(choices(r, 'specialActivity')).toEqual([]);
  });

  it('4.3.1 Persuasion: at most three spaces; it ends by itself after the third', () => {
    let r = command(
      { Boston: { militiaUnderground: 1 }, NewHampshire: { militiaUnderground: 1 }, Massachusetts: { militiaUnderground: 1 }, Virginia: { militiaUnderground: 1 } },
      'rally',
      () => {},
      { resources: 0 },
    );
    r = run(r, PERSUADE, select('Boston'), select('NewHampshire'));
    expect(choices(r)).toEqual([select('Massachusetts'), select('Virginia'), { type: 'done' }]);
    r = run(r, select('Virginia'));
    expect(onStack(r, 'patriotsPersuasion')).toBe(false);
    expect(kind(r)).toBe('patriotsRally');
    expect(r.resources.patriots).toBe(3);
    expect(piecesIn(r, 'Massachusetts')).toEqual({ militiaUnderground: 1 });
    expect(r.spaces.Massachusetts.propaganda).toBe(0);
  });

  it('4.3.1 Persuasion: Resources stay at most 50 (1.8)', () => {
    const r = run(command({ Boston: { militiaUnderground: 1 } }, 'rally', () => {}, { resources: 50 }), PERSUADE, select('Boston'));
    expect(r.resources.patriots).toBe(50);
    expect(piecesIn(r, 'Boston')).toEqual({ militiaActive: 1 });
    expect(r.spaces.Boston.propaganda).toBe(1);
  });

  it('4.3.1 Persuasion: no Propaganda marker once all 12 are on the map', () => {
    const r = run(
      command({ Boston: { militiaUnderground: 1 }, Massachusetts: { militiaUnderground: 1 } }, 'rally', (d) => {
        d.spaces.Quebec.propaganda = 7;
        d.spaces.Georgia.propaganda = 5;
      }),
      PERSUADE,
      select('Boston'),
      select('Massachusetts'),
    );
    expect(propagandaLeft(r)).toBe(0);
    expect(r.spaces.Boston.propaganda).toBe(0);
    expect(r.spaces.Massachusetts.propaganda).toBe(0);
    expect(r.resources.patriots).toBe(12);
    expect(piecesIn(r, 'Boston')).toEqual({ militiaActive: 1 });
    expect(r.log.some((e) => e.rule === '4.3.1' && e.text.includes('no Propaganda marker left'))).toBe(true);
  });

  it('4.3.1 Persuasion: with the last marker, the Patriots choose which space receives it (canonical order otherwise)', () => {
    const layout = { Boston: { militiaUnderground: 1 }, NewHampshire: { militiaUnderground: 1 }, Massachusetts: { militiaUnderground: 1 } };
    let r = run(
      command(layout, 'rally', (d) => {
        d.spaces.Quebec.propaganda = 11;
      }),
      PERSUADE,
    );
    expect(choices(r)).toEqual([select('Boston'), select('NewHampshire'), select('Massachusetts')]);
    // Massachusetts takes the 12th marker.
    r = run(r, select('Massachusetts'));
    expect(r.spaces.Massachusetts.propaganda).toBe(1);
    // The spaces without a marker follow, in map order among themselves.
    expect(choices(r)).toEqual([select('Boston'), select('NewHampshire'), { type: 'done' }]);
    r = run(r, select('Boston'));
    expect(choices(r)).toEqual([select('NewHampshire'), { type: 'done' }]);
    r = run(r, select('NewHampshire'));
    expect(r.spaces.Boston.propaganda).toBe(0);
    expect(r.spaces.NewHampshire.propaganda).toBe(0);
    expect(r.resources.patriots).toBe(13);
    expect(kind(r)).toBe('patriotsRally');
  });
});

describe('4.3.1 Persuasion: with which Command, and when', () => {
  it('4.3.1 Persuasion accompanies every Patriot Command', () => {
    const layout = { Virginia: { militiaUnderground: 1, continental: 1, tory: 1 } };
    for (const id of ['rally', 'march', 'battle', 'rabbleRousing'] as const) {
      const r = command(layout, id);
      expect(offered(r), id).toContain('persuasion');
      expect(GAME.activity('patriots', 'persuasion')!.accompanies(r, id)).toBe(true);
    }
  });

  it('4.1 Persuasion pays for the Command: at 0 Resources the Patriots may choose a Rally and Persuade first', () => {
    const s = patriotsTurn({ Massachusetts: { militiaUnderground: 1 }, Virginia: { militiaUnderground: 1, tory: 1 } }, () => {}, { resources: 0 });
    expect(patriotsPersuasion.relax!(s, { faction: 'patriots', command: 'rally', commandSpaces: [] }).resources.patriots).toBe(1);
    expect(legalActions(s).some((a) => a.type === 'command' && a.command === 'rally' && !a.limited)).toBe(true);
    let r = run(s, { type: 'command', command: 'rally' });
    // Rally cannot select a space yet; Partisans would not pay for it, so only Persuasion is offered.
    expect(choices(r)).toEqual([PERSUADE]);
    expect(choices(run(r, PERSUADE))).toEqual([select('Massachusetts')]);
    r = run(r, PERSUADE, select('Massachusetts'));
    expect(r.resources.patriots).toBe(1);
    expect(kind(r)).toBe('patriotsRally');
    expect(choices(r, 'selectSpace').length).toBeGreaterThan(0);
    r = run(r, select('Virginia'));
    expect(r.resources.patriots).toBe(0);
  });

  it('4.3.1 relax (the most Persuasion can bring): one Resource per qualifying space, at most three', () => {
    const ctx = { faction: 'patriots' as const, command: 'rally', commandSpaces: [] };
    const two = board({ Boston: { militiaUnderground: 1 }, Massachusetts: { militiaUnderground: 1 } });
    expect(patriotsPersuasion.relax!(two, ctx).resources.patriots - two.resources.patriots).toBe(2);
    const four = board({ Boston: { militiaUnderground: 1 }, NewHampshire: { militiaUnderground: 1 }, Massachusetts: { militiaUnderground: 1 }, Virginia: { militiaUnderground: 1 } });
    expect(patriotsPersuasion.relax!(four, ctx).resources.patriots - four.resources.patriots).toBe(3);
  });

  it('2.3.5 no Persuasion with a Limited Command', () => {
    // The Patriots 2nd Eligible after a British Command: Limited Commands only, no window.
    const s = patriotsSecond({ Massachusetts: { militiaUnderground: 2 } });
    expect(legalActions(s).filter((a) => a.type === 'command').every((a) => a.limited === true)).toBe(true);
    let r = run(s, { type: 'command', command: 'rabbleRousing', limited: true });
    expect(kind(r)).toBe('patriotsRabbleRousing');
    expect(offered(r)).toEqual([]);
    expect(r.stack.some((f) => f.kind === 'commandHost' && f.activityAllowed === true)).toBe(false);
    r = run(r, select('Massachusetts'));
    expect(offered(r)).toEqual([]);
    expect(r.turn?.executed[1]).toEqual({ faction: 'patriots', did: 'limitedCommand', specialActivity: false });
    r = run(r, { type: 'done' });
    // The Limited Rabble-Rousing is over; the card moves on without a Special Activity.
    expect(onStack(r, 'patriotsRabbleRousing')).toBe(false);
    expect(onStack(r, 'patriotsPersuasion')).toBe(false);
    expect(onStack(r, 'commandHost')).toBe(false);
  });
});
