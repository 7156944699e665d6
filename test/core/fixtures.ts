/**
 * A small, legal GameState built by hand (no createGame), for tests of the schema, invariants,
 * persistence and views: every piece Available (Squadrons Unavailable), an empty Neutral map,
 * Leaders Available, a five-card deck, seeded dice.
 */
import { FACTIONS, PIECE_TYPES, SPACE_IDS, type SpaceId } from '../../src/data/ids';
import { FORCE_POOL, emptyPool, emptySpacePieces } from '../../src/data/pieces';
import { computeControl } from '../../src/rules/board';
import { createSeededDice } from '../../src/dice/index';
import type { GameOptions, GameState, SpaceState } from '../../src/core/state';

export function baseOptions(): GameOptions {
  return {
    seed: 1,
    periodEvents: false,
    winterIsComing: false,
    nonPlayers: [],
    players: [['british'], ['patriots'], ['french'], ['indians']],
    oneplayerDifficulty: false,
    dice: 'seeded',
    deck: null,
  };
}

function emptySpace(): SpaceState {
  return { pieces: emptySpacePieces(), support: 0, control: null, propaganda: 0, raid: 0, blockades: 0, squadrons: 0 };
}

/** A fresh, mutable, legal state. */
export function baseState(): GameState {
  const available = emptyPool();
  for (const t of PIECE_TYPES) available[t] = FORCE_POOL[t];
  const unavailable = emptyPool();
  // Squadrons not Unavailable live in the West Indies box, never in Available (1.9).
  available.squadron = 0;
  unavailable.squadron = FORCE_POOL.squadron;
  return {
    version: 1,
    scenario: '1775',
    options: baseOptions(),
    spaces: Object.fromEntries(SPACE_IDS.map((id) => [id, emptySpace()])) as Record<SpaceId, SpaceState>,
    available,
    unavailable,
    casualties: emptyPool(),
    resources: { british: 5, patriots: 10, french: 0, indians: 4 },
    cbc: 0,
    crc: 0,
    fni: 0,
    treatyOfAlliance: false,
    leaders: {
      british: { leader: 'Gage', at: 'available' },
      patriots: { leader: 'Washington', at: 'available' },
      french: { leader: 'Rochambeau', at: 'available' },
      indians: { leader: 'Brant', at: 'available' },
    },
    eligible: Object.fromEntries(FACTIONS.map((f) => [f, true])) as GameState['eligible'],
    deck: { current: 1, next: 2, draw: [3, 4, 5], played: [] },
    brilliantStrokes: { british: [106], patriots: [105], french: [107, 109], indians: [108] },
    winterQuarters: 0,
    turn: { offered: ['british'], executed: [], stayEligible: [], makeIneligible: [] },
    stack: [{ kind: 'game', phase: 'advance' }, { kind: 'eventCard' }, { kind: 'eligibleOptions', faction: 'british' }],
    dice: createSeededDice(1),
    log: [{ text: 'Card 1 is played.', rule: '2.3' }, { text: 'The British pass.', faction: 'british' }],
    priorLog: [],
    steps: 0,
    result: null,
  };
}

/** Moves `n` pieces of `kind` from Available onto `space` and recomputes its Control (1.7). */
export function place(state: GameState, space: SpaceId, kind: keyof SpaceState['pieces'], n = 1): GameState {
  const pool = kind === 'militiaUnderground' || kind === 'militiaActive' ? 'militia' : kind === 'warPartyUnderground' || kind === 'warPartyActive' ? 'warParty' : kind;
  state.available[pool] -= n;
  state.spaces[space].pieces[kind] += n;
  state.spaces[space].control = computeControl(state.spaces[space].pieces);
  return state;
}

/** Deep-freezes plain data (arrays and objects), returning it. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
