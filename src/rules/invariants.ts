/**
 * The rules invariants every game state keeps between actions: piece totals per the Available
 * Forces table, stacking, no French piece before the Treaty of Alliance, bounds, Control, FNI, Leaders,
 * the deck. `loadGame` rejects a file that breaks any of them; the property tests assert them after every step of a random playout.
 * @module
 */
import { CARDS } from '../data/cards';
import { FACTIONS, PIECE_TYPES, SPACE_IDS, SPACE_PIECES, type CardId, type Control, type PieceType, type SpaceId, type SpacePiece } from '../data/ids';
import { LEADER_INFO } from '../data/leaders';
import { SPACES } from '../data/map';
import { FORCE_POOL, MARKER_LIMITS, MAX_RESOURCES, SPACE_PIECE_FACTION, STACKING_LIMIT } from '../data/pieces';
import { blockadesOnCities, computeControl, countFaction, countForts, countPoolTypeOnMap, markersIn, piecesAt, supportLevel, controlOf } from './board';
import type { GameState } from '../core/state';
import { FACTION_ADJECTIVE, FACTION_NAME, KIND_NAME } from '../data/text';

/** Plural display names of the pool piece types. */
const PLURAL: Readonly<Record<PieceType, string>> = {
  britishRegular: 'British Regulars',
  tory: 'Tories',
  britishFort: 'British Forts',
  continental: 'Continentals',
  militia: 'Militia',
  patriotFort: 'Patriot Forts',
  frenchRegular: 'French Regulars',
  warParty: 'War Parties',
  village: 'Villages',
  squadron: 'Squadrons/Blockades',
};


const POOL_NAME = { available: 'Available', unavailable: 'Unavailable', casualties: 'Casualties' } as const;

/** Pieces that may be Casualties (1.6.4): Forts return to Available at once, Militia, War Parties, Villages and Squadrons never are. */
const CASUALTY_TYPES: readonly PieceType[] = ['britishRegular', 'tory', 'continental', 'frenchRegular'];
/** Pieces that may be Unavailable (1.3.9): British and French forces only. */
const UNAVAILABLE_TYPES: readonly PieceType[] = ['britishRegular', 'tory', 'britishFort', 'frenchRegular', 'squadron'];

const pieces = (n: number, kind: SpacePiece): string => `${n} ${KIND_NAME[kind][n === 1 ? 0 : 1]}`;
const spaceName = (id: SpaceId): string => (id === 'WestIndies' ? 'the West Indies' : SPACES[id].name);
const capitalize = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const controlName = (c: Control): string => (c === 'british' ? 'British Control' : c === 'rebellion' ? 'Rebellion Control' : 'no Control');
const isWholeNonNegative = (n: number): boolean => Number.isInteger(n) && n >= 0;
const SPACE_TYPE_NAME = { city: 'a City', colony: 'a Colony', reserve: 'an Indian Reserve', westIndies: 'the West Indies box' } as const;

/**
 * Every broken rules invariant of `state`, as a sentence in game terms with the rule reference,
 * first one first (counts, then piece totals, stacking, Support, Control, tracks, Leaders, deck).
 * Empty when the state is sound. Pure; reads only.
 */
export function checkInvariants(state: GameState): string[] {
  const problems: string[] = [];
  const report = (p: string): void => {
    problems.push(p);
  };

  // --- counts are whole numbers ≥ 0 -------------------------------------------------------
  for (const id of SPACE_IDS) {
    const p = piecesAt(state, id);
    for (const kind of SPACE_PIECES) {
      const n = p[kind];
      if (!isWholeNonNegative(n)) report(`${capitalize(spaceName(id))} holds ${n} ${KIND_NAME[kind][1]}; a count of pieces is a whole number ≥ 0`);
    }
    for (const marker of ['propaganda', 'raid', 'blockades', 'squadrons'] as const) {
      const n = markersIn(state, id, marker);
      if (!isWholeNonNegative(n)) report(`${capitalize(spaceName(id))} has ${n} ${marker === 'propaganda' ? 'Propaganda' : marker === 'raid' ? 'Raid' : marker === 'blockades' ? 'Blockade' : 'Squadron'} markers; a count of markers is a whole number ≥ 0`);
    }
  }
  for (const pool of ['available', 'unavailable', 'casualties'] as const) {
    for (const type of PIECE_TYPES) {
      const n = state[pool][type];
      if (!isWholeNonNegative(n)) report(`The ${POOL_NAME[pool]} box holds ${n} ${PLURAL[type]}; a count of pieces is a whole number ≥ 0`);
    }
  }
  if (!isWholeNonNegative(state.cbc)) report(`Cumulative British Casualties are ${state.cbc}; they are a whole number ≥ 0 (1.6.4)`);
  if (!isWholeNonNegative(state.crc)) report(`Cumulative Rebellion Casualties are ${state.crc}; they are a whole number ≥ 0 (1.6.4)`);
  if (!isWholeNonNegative(state.winterQuarters)) report(`${state.winterQuarters} Winter Quarters Rounds counted; the count is a whole number ≥ 0`);
  if (!isWholeNonNegative(state.steps)) report(`${state.steps} actions counted; the count is a whole number ≥ 0`);

  // --- piece totals: the Available Forces table (1.4.1) ------------------------------------
  // Misplaced markers (a Blockade off a City, a Squadron off the West Indies) count here and are reported below.
  let markers = 0;
  for (const id of SPACE_IDS) markers += markersIn(state, id, 'blockades') + markersIn(state, id, 'squadrons');
  for (const type of PIECE_TYPES) {
    const inPlay = type === 'squadron' ? markers : countPoolTypeOnMap(state, type);
    const total = inPlay + state.available[type] + state.unavailable[type] + state.casualties[type];
    if (total !== FORCE_POOL[type]) {
      report(`${PLURAL[type]}: ${total} pieces in play and pools, the Available Forces table has ${FORCE_POOL[type]} (1.4.1)`);
    }
  }
  // Squadrons not Unavailable sit in the West Indies box or on Cities as Blockades, never in Available (1.9).
  if (state.available.squadron !== 0) {
    report(`${state.available.squadron} Squadrons/Blockades are counted as Available; Squadrons not Unavailable stay in the West Indies box or on Cities (1.9)`);
  }
  for (const type of PIECE_TYPES) {
    if (state.casualties[type] !== 0 && !CASUALTY_TYPES.includes(type)) {
      report(`The Casualties box holds ${state.casualties[type]} ${PLURAL[type]}; only Regulars, Tories and Continentals stay there (Forts return to Available at once) (1.6.4)`);
    }
    if (state.unavailable[type] !== 0 && !UNAVAILABLE_TYPES.includes(type)) {
      report(`The Unavailable box holds ${state.unavailable[type]} ${PLURAL[type]}; only British and French forces are ever Unavailable (1.3.9)`);
    }
  }

  // --- stacking and where pieces may stand (1.4.2, 1.9) -------------------------------------
  for (const id of SPACE_IDS) {
    const p = piecesAt(state, id);
    const type = SPACES[id].type;
    const name = capitalize(spaceName(id));
    const forts = countForts(p);
    if (forts > STACKING_LIMIT) {
      report(`${name} holds ${forts} Forts/Villages; at most ${STACKING_LIMIT} may occupy one space (1.4.2)`);
    }
    if (type === 'city') {
      for (const kind of SPACE_PIECES) {
        if (SPACE_PIECE_FACTION[kind] === 'indians' && p[kind] > 0) {
          report(`${name} holds ${pieces(p[kind], kind)}; Indian pieces may never occupy a City (1.4.2)`);
        }
      }
    }
    if (type === 'westIndies') {
      for (const kind of SPACE_PIECES) {
        if (kind !== 'britishRegular' && kind !== 'frenchRegular' && kind !== 'britishFort' && p[kind] > 0) {
          report(`The West Indies holds ${pieces(p[kind], kind)}; only British and French Regulars, British Forts and Squadrons may be there (1.4.2)`);
        }
      }
    }
    const blockades = markersIn(state, id, 'blockades');
    const squadrons = markersIn(state, id, 'squadrons');
    if (type !== 'city' && blockades !== 0) {
      report(`${name} carries ${blockades} Blockade${blockades === 1 ? '' : 's'}; Blockades are placed only on Cities (1.9)`);
    }
    if (type !== 'westIndies' && squadrons !== 0) {
      report(`${name} holds ${squadrons} Squadron${squadrons === 1 ? '' : 's'}; Squadrons stay in the West Indies box (1.9)`);
    }
  }

  // --- French pieces wait for the Treaty of Alliance (2.3.9) ----------------------------------
  if (!state.treatyOfAlliance) {
    for (const id of SPACE_IDS) {
      const n = piecesAt(state, id).frenchRegular;
      if (n > 0) report(`${capitalize(spaceName(id))} holds ${pieces(n, 'frenchRegular')} before the Treaty of Alliance; French pieces enter the map and the West Indies only once it is played (2.3.9)`);
    }
  }

  // --- Support (1.6.1) and Control (1.7) -----------------------------------------------------
  for (const id of SPACE_IDS) {
    const name = capitalize(spaceName(id));
    const support = supportLevel(state, id);
    const marked = controlOf(state, id);
    if (!Number.isInteger(support) || support < -2 || support > 2) {
      report(`${name} is at Support level ${support}; levels run from −2 (Active Opposition) to +2 (Active Support) (1.6.1)`);
    } else if (SPACES[id].population === 0 && support !== 0) {
      report(`${name} (${SPACE_TYPE_NAME[SPACES[id].type]}, population 0) is at Support level ${support}; spaces with 0 Population are always Neutral (1.6.1)`);
    }
    const control = computeControl(piecesAt(state, id));
    if (marked !== control) {
      report(`${name} is marked with ${controlName(marked)}, but its pieces give ${controlName(control)} (1.7)`);
    }
  }

  // --- tracks: Resources (1.8), FNI (1.9), markers -------------------------------------------
  for (const f of FACTIONS) {
    const r = state.resources[f];
    if (!Number.isInteger(r) || r < 0 || r > MAX_RESOURCES) {
      report(`${FACTION_NAME[f]} Resources are ${r}; each Faction has a whole number from 0 to ${MAX_RESOURCES} (1.8)`);
    }
  }
  const blockades = blockadesOnCities(state);
  if (!Number.isInteger(state.fni) || state.fni < 0 || state.fni > 3) {
    report(`FNI is at level ${state.fni}; the track runs from 0 to 3 (1.9)`);
  } else if (state.fni > 0 && !state.treatyOfAlliance) {
    report(`FNI is at level ${state.fni} before the Treaty of Alliance; it must remain at 0 until the Treaty is played (1.9, 2.3.9)`);
  } else if (state.fni > blockades) {
    report(`FNI is at level ${state.fni} with ${blockades} Blockade${blockades === 1 ? '' : 's'} on Cities; each level has a Blockade on a City (1.9)`);
  }
  let propaganda = 0;
  let raid = 0;
  for (const id of SPACE_IDS) {
    propaganda += markersIn(state, id, 'propaganda');
    raid += markersIn(state, id, 'raid');
  }
  if (propaganda > MARKER_LIMITS.propaganda) report(`${propaganda} Propaganda markers are on the map; there are only ${MARKER_LIMITS.propaganda} (3.3.4)`);
  if (raid > MARKER_LIMITS.raid) report(`${raid} Raid markers are on the map; there are only ${MARKER_LIMITS.raid} (3.4.4)`);

  // --- Leaders (1.10) -------------------------------------------------------------------------
  for (const f of FACTIONS) {
    const { leader, at } = state.leaders[f];
    const info = LEADER_INFO[leader];
    if (info === undefined) {
      report(`The ${FACTION_NAME[f]} Leader is '${String(leader)}', which is no Leader of the game (1.10)`);
      continue;
    }
    if (info.faction !== f) {
      report(`${info.name} is listed as the ${FACTION_NAME[f]} Leader but leads the ${FACTION_NAME[info.faction]} (1.10)`);
      continue;
    }
    if (at !== 'available' && countFaction(piecesAt(state, at), f) === 0) {
      report(`${info.name} stands in ${spaceName(at)}, where there is no ${FACTION_ADJECTIVE[f]} piece; a Leader must be with its Faction's pieces or Available (1.10)`);
    }
  }

  // --- the deck (2.2, 2.3.8) ------------------------------------------------------------------
  const seen = new Map<CardId, string>();
  const place = (card: CardId, where: string): void => {
    if (!Number.isInteger(card) || card < 1 || card > CARDS.length) {
      report(`${capitalize(where)} holds card ${card}; cards are numbered 1 to ${CARDS.length}`);
      return;
    }
    const before = seen.get(card);
    if (before !== undefined) report(`Card ${card} (${CARDS[card - 1].title}) is both ${before} and ${where}; each card exists once`);
    else seen.set(card, where);
  };
  if (state.deck.current !== null) place(state.deck.current, 'the current card');
  if (state.deck.next !== null) place(state.deck.next, 'the next card');
  state.deck.draw.forEach((c, i) => place(c, `in the draw deck (position ${i + 1})`));
  state.deck.played.forEach((c, i) => place(c, `in the played pile (position ${i + 1})`));
  for (const f of FACTIONS) {
    for (const c of state.brilliantStrokes[f]) {
      const card = Number.isInteger(c) && c >= 1 && c <= CARDS.length ? CARDS[c - 1] : undefined;
      if (card !== undefined && card.kind !== 'brilliantStroke' && card.kind !== 'treatyOfAlliance') {
        report(`The ${FACTION_NAME[f]} hold card ${c} (${card.title}) as a Brilliant Stroke; only cards 105–109 are held (2.3.8)`);
        continue;
      }
      if (card !== undefined && card.owner !== null && card.owner !== f) {
        report(`The ${FACTION_NAME[f]} hold card ${c} (${card.title}), which belongs to the ${FACTION_NAME[card.owner]} (2.3.8)`);
      }
      place(c, `held by the ${FACTION_NAME[f]}`);
    }
  }
  // A Brilliant Stroke being played lies on the Event card (2.3.8): it is neither held nor in the pile.
  for (const frame of state.stack) {
    const play = frame.kind === 'brilliantStrokes' ? (frame.play as { card: CardId } | null) : null;
    if (play) place(play.card, 'on the Event card, being played');
  }
  return problems;
}
