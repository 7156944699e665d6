/**
 * The routing bound of whole-move matching's March drop (routesShort in matchDrops.ts; 3.3.2, 3.4.2):
 * the most units that can still be routed over neighbouring spaces from where they must leave to where
 * the target needs them, a maximum flow in a network of four nodes a space, in arrays made once per
 * search.
 * @module
 */
import type { GameState } from '../core/state';
import { SPACE_IDS, spaceIndex, type SpaceId, type SpacePiece } from '../data/ids';
import { ADJACENT_INDICES } from '../data/map';
import { stillMovableOf, type ArrivalRecord } from '../rules/commands/arrivals';

/** A capacity no route exhausts. */
const ROUTE_UNBOUNDED = 1 << 28;

/** The arrays of {@link maxRouted}'s network (four nodes a space, a source, a sink and a relay hub), one set per search. */
export interface RouteScratch {
  need: Int32Array;
  senders: Int32Array;
  open: Uint8Array;
  /** The spaces that may send one relayed unit each from the hub ({@link maxRouted}'s `relays`). */
  relay: Uint8Array;
  /** The spaces that may send none of their own units into {@link maxRouted}'s `barred` space. */
  shut: Uint8Array;
  head: Int32Array;
  to: Int32Array;
  cap: Int32Array;
  next: Int32Array;
  via: Int32Array;
  queue: Int32Array;
  /** The units each space may still send and still needs in {@link routedDirectly}. */
  left: Int32Array;
  wanted: Int32Array;
}

/** Empty {@link RouteScratch} arrays sized for the map. */
export function routeScratch(): RouteScratch {
  const n = SPACE_IDS.length;
  const size = 4 * n + 3;
  let edges = 7 * n + 1;
  for (const id of SPACE_IDS) edges += 2 * ADJACENT_INDICES[id].length;
  return {
    need: new Int32Array(n),
    senders: new Int32Array(n),
    open: new Uint8Array(n),
    relay: new Uint8Array(n),
    shut: new Uint8Array(n),
    head: new Int32Array(size),
    to: new Int32Array(2 * edges),
    cap: new Int32Array(2 * edges),
    next: new Int32Array(2 * edges),
    via: new Int32Array(size),
    queue: new Int32Array(size),
    left: new Int32Array(n),
    wanted: new Int32Array(n),
  };
}

/**
 * Sets `r.senders` of the spaces the arrival record names to their units of `kinds` that may still move
 * in the March ({@link stillMovableOf}), once every space's entry holds all its units of `kinds`: the
 * record asked only for the few spaces it names.
 */
export function recordSenders(r: RouteScratch, s: GameState, record: ArrivalRecord, kinds: readonly SpacePiece[]): void {
  for (const id in record) r.senders[spaceIndex(id as SpaceId)] = stillMovableOf(s, record, id as SpaceId, kinds);
}

/**
 * Whether {@link maxRouted} (without relays) routes all `owed` units by single steps alone: each space
 * above its need sends, at most its `senders`, straight into open neighbours below theirs, greedily. Such
 * steps are paths of its network, so when they carry all that is owed its flow does too (it carries no
 * more than is owed); when they do not, only {@link maxRouted} can tell.
 */
export function routedDirectly(r: RouteScratch, owed: number, barred: number): boolean {
  const { need, senders, open, shut, left, wanted } = r;
  const n = need.length;
  for (let i = 0; i < n; i++) {
    left[i] = need[i] < 0 ? Math.min(-need[i], senders[i]) : 0;
    wanted[i] = need[i] > 0 && open[i] === 1 ? need[i] : 0;
  }
  let routed = 0;
  for (let j = 0; j < n && routed < owed; j++) {
    if (left[j] === 0) continue;
    const near = ADJACENT_INDICES[SPACE_IDS[j]];
    for (let k = 0; k < near.length && left[j] > 0; k++) {
      const i = near[k];
      if (wanted[i] === 0 || (i === barred && shut[j] === 1)) continue;
      const m = Math.min(left[j], wanted[i]);
      left[j] -= m;
      wanted[i] -= m;
      routed += m;
    }
  }
  return routed >= owed;
}

/**
 * The most units that can be routed ({@link routesShort}), up to `enough`, from the spaces with `need`
 * below 0 (units to send away) to those above 0 (units to receive), over neighbouring spaces, into
 * `open` spaces only, each space sending at most `senders` units: a maximum flow (augmenting paths) in
 * a network of three nodes a space — units arriving, units leaving, and the cap on leaving — between a
 * source and a sink (a fourth for the unit relayed from it); with `relays` above 0, also that many units more, at most one from each `relay`
 * space (a unit still to be placed there that must leave it, beside the space's own senders), through
 * a hub node, into any open neighbour but `barred` (the space being resolved: the relay space is
 * selected after it, 3.4.1), or in place of one of the space's own senders, which may enter it; no
 * `shut` space sends its own units into `barred` either. The space `emptied` (a Leader's, to be left
 * alone, 1.10) needs all its `need` from elsewhere and may send `emptiedSends` units besides.
 */
export function maxRouted(r: RouteScratch, enough: number, relays = 0, barred = -1, emptied = -1, emptiedSends = 0): number {
  const { need, senders, open, relay, shut, head, to, cap, next, via, queue } = r;
  const n = need.length;
  const source = 3 * n;
  const sink = source + 1;
  const hub = source + 2;
  head.fill(-1);
  let e = 0;
  const edge = (u: number, v: number, c: number): void => {
    to[e] = v;
    cap[e] = c;
    next[e] = head[u];
    head[u] = e++;
    to[e] = u;
    cap[e] = 0;
    next[e] = head[v];
    head[v] = e++;
  };
  // Node i: units arriving in space i; n + i: leaving it; 2n + i: past the cap on leaving; 3n + 3 + i: a unit relayed from it.
  for (let i = 0; i < n; i++) {
    if (need[i] < 0) edge(source, n + i, -need[i]);
    if (need[i] > 0) edge(i, sink, need[i]);
    if (open[i] === 1) edge(i, n + i, ROUTE_UNBOUNDED);
    const near = ADJACENT_INDICES[SPACE_IDS[i]];
    if (senders[i] > 0) {
      edge(n + i, 2 * n + i, senders[i]);
      for (let k = 0; k < near.length; k++) if (open[near[k]] === 1 && (near[k] !== barred || shut[i] === 0)) edge(2 * n + i, near[k], ROUTE_UNBOUNDED);
    }
    if (relays > 0 && relay[i] === 1) {
      edge(hub, 3 * n + 3 + i, 1);
      // Or the unit placed there stays and one of the space's own leaves in its place, the barred space too.
      if (senders[i] > 0) edge(3 * n + 3 + i, n + i, 1);
      for (let k = 0; k < near.length; k++) if (open[near[k]] === 1 && near[k] !== barred) edge(3 * n + 3 + i, near[k], ROUTE_UNBOUNDED);
    }
  }
  if (relays > 0) edge(source, hub, relays);
  if (emptied >= 0 && emptiedSends > 0) edge(source, n + emptied, emptiedSends);
  let flow = 0;
  while (flow < enough) {
    via.fill(-1);
    let qs = 0;
    let qe = 0;
    queue[qe++] = source;
    while (qs < qe && via[sink] < 0) {
      const u = queue[qs++];
      for (let x = head[u]; x >= 0; x = next[x]) {
        const v = to[x];
        if (cap[x] > 0 && via[v] < 0 && v !== source) {
          via[v] = x;
          queue[qe++] = v;
        }
      }
    }
    if (via[sink] < 0) break;
    let f = ROUTE_UNBOUNDED;
    for (let v = sink; v !== source; v = to[via[v] ^ 1]) f = Math.min(f, cap[via[v]]);
    for (let v = sink; v !== source; v = to[via[v] ^ 1]) {
      cap[via[v]] -= f;
      cap[via[v] ^ 1] += f;
    }
    flow += f;
  }
  return flow;
}
