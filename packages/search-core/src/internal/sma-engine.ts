import type { CycleCheck } from '../cycle-check.js';
import { SearchError } from '../errors.js';
import type { SmaStarOptions, SmaStarResult, SmaStarUnsolvedResult } from '../memory-bounded/sma-star.js';
import type { ClosestReachable } from '../result.js';
import type { Emit, Key } from '../state.js';
import { Control, newStats, type Stop, stopped } from './control.js';
import type { Machine } from './machine.js';
import { checkCost, checkHeuristic, type Normalized } from './normalize.js';
import { SlotHeap } from './slot-heap.js';
import { SmaNodePool } from './sma-node-pool.js';
import { StateIndex } from './state-index.js';

/** A successor's entry in its parent's `successorF` while the successor is in memory. */
const IN_MEMORY = -1;

/** Node records are made for at most this many slots at first; the pool grows up to `maxNodes`. */
const FIRST_SLOTS = 1 << 12;

/**
 * SMA* (Russell 1992) over a pool of `maxNodes` node slots. Each slot holds a node of the tree in
 * memory: its state, parent, move, g, f, depth, its children in memory (a doubly linked list),
 * one value per successor (`successorF`) and `lost`, the least value of its forgotten successors.
 *
 * Two heaps over the slots: `best`, the nodes with successors to store (never expanded: keyed by
 * f; expanded with forgotten successors: keyed by `lost`), lowest key first, deepest among ties;
 * `worst`, the leaves (no child in memory; the root never), highest f first, shallowest among ties.
 *
 * One step: the best node is goal-tested (on its first visit) and expanded. On a first expansion
 * every child is listed into a buffer with f = max(the node's f, g + h); on a later one only the
 * forgotten successors whose value is the node's key, with f = max(that value, g + h). A non-goal
 * child at the deepest level a node can hold is cut (never stored), as is one whose state a
 * stored node holds at no greater g and depth. The buffer is then stored best first; when the
 * pool is full, the worst leaf is forgotten for each child (its f goes to its parent's entry and
 * `lost`, and the parent goes back in `best`), unless the child is no better than it: then the
 * child is the one forgotten. Last, the node's f becomes the least f of its children and `lost`,
 * and the change is backed up the tree.
 *
 * Every f is a lower bound on the solutions within the depth bound below its node (with an
 * admissible heuristic), or a node holding the same state as cheaply and as shallow is stored:
 * pathmax and backing up keep it so, and forgetting moves a leaf's f into its parent's entry.
 * The least key in `best` therefore bounds the cheapest solution within the depth bound, and the
 * goal taken from `best` is one.
 */
export function startSmaStar<S, M>(p: Normalized<S, M>, options: SmaStarOptions<S>): Machine<SmaStarResult<S, M>> {
  const maxNodes = options?.maxNodes;
  if (typeof maxNodes !== 'number' || !Number.isInteger(maxNodes) || maxNodes < 2) {
    throw new SearchError(
      'invalid-option',
      `smaStar needs maxNodes, the node bound: an integer ≥ 2 (the root and one child), got ${String(maxNodes)}`,
    );
  }
  const control = new Control(options, p.initial);
  const stats = newStats();
  const { heuristic, isValid, isGoal, expand } = p;
  const cycleCheck: CycleCheck = options.cycleCheck ?? (p.hashing ? 'path' : 'none');
  if (cycleCheck !== 'none' && !p.hashing) {
    throw new SearchError(
      'missing-key',
      `cycleCheck '${cycleCheck}' needs a key or hashing; pass cycleCheck: 'none' to search without one`,
    );
  }
  const hashing = p.hashing;
  if (options.storedDuplicates === true && !hashing) {
    throw new SearchError('missing-key', 'storedDuplicates needs a key or hashing to find a stored copy of a state');
  }
  const sameState = (a: S, b: S): boolean => (hashing!.kind === 'key' ? hashing!.key(a) === hashing!.key(b) : hashing!.equals(a, b));
  /** The deepest a stored node may be: its path then fills the pool. */
  const maxDepth = maxNodes - 1;

  /**
   * The nodes in memory, by slot. A node's `successorF` holds one value per successor (by its
   * place in `expand`'s list): IN_MEMORY while it is stored, its backed-up f once forgotten (what
   * it gets back when listed again), ∞ when it was cut, dropped or proven to lead nowhere within
   * the bound (never listed again).
   */
  const pool: SmaNodePool<S, M> = new SmaNodePool<S, M>(maxNodes, Math.max(FIRST_SLOTS, control.capacity), (n) => {
    best.grow(n);
    worst.grow(n);
  });
  const key = (s: number): number => (pool.expandedOnce[s] === 1 ? pool.lost[s]! : pool.f[s]!);
  const best = new SlotHeap((a, b) => {
    const ka = key(a);
    const kb = key(b);
    const depth = pool.depth;
    return ka < kb || (ka === kb && depth[a]! > depth[b]!);
  }, pool.capacity);
  const worst = new SlotHeap((a, b) => {
    const { f, depth } = pool;
    return f[a]! > f[b]! || (f[a] === f[b] && depth[a]! < depth[b]!);
  }, pool.capacity);

  const stateOf = (slot: number): S => pool.states[slot] as S;
  /** The stored copy of each state (the cheapest, then the shallowest, stored since the last was forgotten). */
  const index = hashing !== undefined && options.storedDuplicates !== false ? new StateIndex(hashing, stateOf) : undefined;
  // The current path (for the 'path' check): slots from the root, flagged in `onPath`, their
  // states indexed (once each: a child equal to a state on its path is never stored).
  const pathIndex = cycleCheck === 'path' ? new StateIndex(hashing!, stateOf) : undefined;
  /** What computes a state's id (key or hash), once per child; undefined when nothing needs it. */
  const identify = index ?? pathIndex;
  const pathSlots: number[] = [];
  const climb: number[] = [];
  const popPath = (): void => {
    const s = pathSlots.pop()!;
    pool.onPath[s] = 0;
    pathIndex!.deleteIf(pool.ids[s]!, s);
  };
  /** Makes the current path the root's path to `node`: back to the deepest common node, then down. */
  const pathTo = (node: number): void => {
    climb.length = 0;
    let s = node;
    while (s >= 0 && pool.onPath[s] === 0) {
      climb.push(s);
      s = pool.parent[s]!;
    }
    while (pathSlots.length > 0 && pathSlots[pathSlots.length - 1] !== s) popPath();
    for (let i = climb.length - 1; i >= 0; i--) {
      const t = climb[i]!;
      pathSlots.push(t);
      pool.onPath[t] = 1;
      pathIndex!.set(pool.states[t] as S, pool.ids[t]!, t);
    }
  };

  let work = 0;
  let pauseAfter = false;
  let finished: SmaStarResult<S, M> | undefined;
  let forgotten = 0;
  /** The least f (before the cut) of the children cut at the depth bound: no solution below them costs less. */
  let cutBound = Infinity;
  let closestH = Infinity;
  let closest: ClosestReachable<S, M> | undefined;

  // The expansion in progress: its node, the f its children start from, and the children listed.
  let current = 0;
  let baseF = 0;
  /** On a re-expansion, the node's successor values (see `successorF`); undefined on a first expansion. */
  let remembered: Float64Array | undefined;
  let listed = 0;
  const bufState: S[] = [];
  const bufId: Key[] = [];
  const bufMove: M[] = [];
  const bufG: number[] = [];
  const bufH: number[] = [];
  const bufF: number[] = [];
  const bufOrd: number[] = [];
  const order: number[] = [];

  const poll = (): void => {
    const s = control.poll(stats, best.size, pool.count, best.size > 0 ? key(best.top()) : 0, work);
    if (s?.status === 'paused') pauseAfter = true;
    else if (s !== undefined) throw control.interrupt(s);
  };

  const emit: Emit<S, M> = (child, move, cost) => {
    const ord = listed++;
    stats.generated++;
    if (++work >= control.nextCheck) poll();
    const c = checkCost(cost);
    // A re-expansion lists again only the forgotten children whose value is the node's key.
    if (remembered !== undefined && !(ord < remembered.length && remembered[ord]! >= 0 && remembered[ord]! <= baseF)) return;
    if (isValid !== undefined && !isValid(child)) {
      stats.pruned++;
      return;
    }
    const id = identify === undefined ? 0 : identify.idOf(child);
    if (
      (pathIndex !== undefined && pathIndex.find(child, id) >= 0) ||
      (cycleCheck === 'parent' && pool.parent[current]! >= 0 && sameState(child, pool.states[pool.parent[current]!] as S))
    ) {
      stats.duplicates++;
      return;
    }
    const gc = pool.g[current]! + c;
    if (index !== undefined) {
      // A stored copy at no greater g and depth reaches every solution this child would, and as cheaply.
      const copy = index.find(child, id);
      if (copy >= 0 && pool.g[copy]! <= gc && pool.depth[copy]! <= pool.depth[current]! + 1) {
        stats.duplicates++;
        return;
      }
    }
    const hv = heuristic === undefined ? 0 : heuristic(child);
    if (!(hv >= 0) || hv === Infinity) {
      checkHeuristic(hv);
      stats.pruned++;
      return;
    }
    // Pathmax: from the parent's f on a first expansion, from the child's own value when regenerated.
    const fc = Math.max(remembered === undefined ? baseF : remembered[ord]!, gc + hv);
    if (pool.depth[current]! + 1 >= maxDepth && !isGoal(child)) {
      // No room below it for a child: it can never lead to a goal within the bound.
      if (fc < cutBound) cutBound = fc;
      stats.pruned++;
      return;
    }
    bufState.push(child);
    bufId.push(id);
    bufMove.push(move);
    bufG.push(gc);
    bufH.push(hv);
    bufF.push(fc);
    bufOrd.push(ord);
  };

  const clearBuffer = (): void => {
    bufState.length = 0;
    bufId.length = 0;
    bufMove.length = 0;
    bufG.length = 0;
    bufH.length = 0;
    bufF.length = 0;
    bufOrd.length = 0;
    order.length = 0;
  };

  const pathOf = (node: number): { moves: M[]; states: S[]; cost: number } => {
    const ms: M[] = [];
    const ss: S[] = [];
    for (let s = node; s >= 0; s = pool.parent[s]!) {
      ss.push(pool.states[s] as S);
      if (pool.parent[s]! >= 0) ms.push(pool.moves[s] as M);
    }
    ms.reverse();
    ss.reverse();
    return { moves: ms, states: ss, cost: pool.g[node]! };
  };

  const noteClosest = (node: number, hv: number): void => {
    if (heuristic === undefined || !(hv < closestH)) return;
    closestH = hv;
    closest = { state: pool.states[node] as S, heuristic: hv, ...pathOf(node) };
  };

  /** Stores a node (the pool has room) and returns its slot. */
  const store = (state: S, id: Key, move: M | undefined, from: number, gv: number, fv: number, ord: number): number => {
    const s = pool.allocate(state, id, move, from, gv, fv, ord);
    if (index !== undefined) {
      const { g, depth } = pool;
      const copy = index.find(state, id);
      if (copy < 0 || gv < g[copy]! || (gv === g[copy] && depth[s]! < depth[copy]!)) index.set(state, id, s);
    }
    if (from >= 0) worst.push(s);
    best.push(s);
    if (pool.count > stats.peakStored) stats.peakStored = pool.count;
    if (best.size > stats.peakFrontier) stats.peakFrontier = best.size;
    return s;
  };

  /** Forgets a leaf: its f goes to its parent's `lost`, and the parent waits in `best` to list it again. */
  const forget = (s: number): void => {
    const from = pool.parent[s]!;
    worst.remove(s);
    best.remove(s);
    if (pool.onPath[s] === 1) popPath();
    index?.deleteIf(pool.ids[s]!, s);
    const fs = pool.f[s]!;
    pool.successorF[from]![pool.ordinal[s]!] = fs;
    pool.release(s);
    forgotten++;
    if (fs < pool.lost[from]!) pool.lost[from] = fs;
    // The node being expanded is settled when its expansion ends.
    if (from !== current) {
      if (pool.kids[from] === 0 && from !== 0) worst.push(from);
      if (pool.lost[from]! < Infinity) best.update(from);
    }
  };

  /** f of an expanded node: the least of its children's and of its forgotten children's; backed up while it changes. */
  const backUp = (node: number): void => {
    const { parent, lost, firstChild, nextSibling, f } = pool;
    for (let s = node; s >= 0; s = parent[s]!) {
      let least = lost[s]!;
      for (let c = firstChild[s]!; c >= 0; c = nextSibling[c]!) if (f[c]! < least) least = f[c]!;
      if (least === f[s]) return;
      f[s] = least;
      if (worst.has(s)) worst.update(s);
    }
  };

  const finish = (result: SmaStarResult<S, M>): SmaStarResult<S, M> => {
    finished = control.finish(result, pool.count);
    return finished;
  };
  const stop = (s: Stop | 'exhausted' | 'depth'): SmaStarResult<S, M> => {
    const base =
      s === 'exhausted'
        ? { status: 'exhausted' as const, stats }
        : s === 'depth'
          ? { status: 'limit' as const, limit: 'depth' as const, stats }
          : stopped(s, stats);
    const result: SmaStarUnsolvedResult<S, M> = closest === undefined ? { ...base, forgotten } : { ...base, closest, forgotten };
    return finish(result);
  };

  // The root.
  const early = control.initial();
  if (early) {
    stop(early);
  } else if (isValid !== undefined && !isValid(p.initial)) {
    stats.pruned++;
    stop('exhausted');
  } else {
    const h0 = checkHeuristic(heuristic === undefined ? 0 : heuristic(p.initial));
    if (h0 === Infinity) {
      stats.pruned++;
      stop('exhausted');
    } else {
      store(p.initial, identify === undefined ? 0 : identify.idOf(p.initial), undefined, -1, 0, h0, 0);
      noteClosest(0, h0);
      if (pool.count >= control.maxStored) stop(control.storedFull);
    }
  }

  const resume = (): SmaStarResult<S, M> | undefined => {
    if (finished) return finished;
    for (;;) {
      const node = best.top();
      if (node < 0) return stop(cutBound < Infinity ? 'depth' : 'exhausted');
      if (work >= control.nextCheck) {
        const s = control.poll(stats, best.size, pool.count, key(node), work);
        if (s?.status === 'paused') return undefined;
        if (s) return stop(s);
      }
      work++;
      const again = pool.expandedOnce[node] === 1;
      if (!again && isGoal(pool.states[node] as S)) {
        const path = pathOf(node);
        return finish({ status: 'solved', ...path, stats, provenOptimal: path.cost <= cutBound, forgotten });
      }
      if (stats.expanded >= control.maxExpansions) return stop(control.expansionsSpent);
      stats.expanded++;
      if (again) stats.reopened++;
      remembered = again ? pool.successorF[node] : undefined;
      current = node;
      baseF = key(node);
      listed = 0;
      clearBuffer();
      if (pathIndex !== undefined) pathTo(node);
      try {
        expand(pool.states[node] as S, emit);
      } catch (e) {
        const s = control.stopOf(e);
        if (s === undefined) throw e;
        return stop(s);
      }
      // Out of both heaps while its key changes and its children go in (it is settled below).
      best.remove(node);
      worst.remove(node);
      pool.expandedOnce[node] = 1;
      let values = remembered;
      if (values === undefined) {
        values = new Float64Array(listed).fill(Infinity);
        pool.successorF[node] = values;
      } else {
        // Those listed again are in the buffer now, or were cut or dropped this time: ∞ until stored.
        for (let o = 0; o < values.length; o++) if (values[o]! >= 0 && values[o]! <= baseF) values[o] = Infinity;
      }
      for (let i = 0; i < bufF.length; i++) order.push(i);
      order.sort((a, b) => bufF[a]! - bufF[b]!);
      const childDepth = pool.depth[node]! + 1;
      for (const i of order) {
        const fc = bufF[i]!;
        if (pool.count >= maxNodes) {
          const w = worst.top();
          if (w < 0 || fc > pool.f[w]! || (fc === pool.f[w] && childDepth <= pool.depth[w]!)) {
            // No leaf is worse than this child: the child is the one forgotten.
            values[bufOrd[i]!] = fc;
            forgotten++;
            continue;
          }
          forget(w);
        }
        const s = store(bufState[i]!, bufId[i]!, bufMove[i]!, node, bufG[i]!, fc, bufOrd[i]!);
        values[bufOrd[i]!] = IN_MEMORY;
        noteClosest(s, bufH[i]!);
        if (pool.count >= control.maxStored) {
          clearBuffer();
          return stop(control.storedFull);
        }
      }
      clearBuffer();
      remembered = undefined;
      let least = Infinity;
      for (let o = 0; o < values.length; o++) if (values[o]! >= 0 && values[o]! < least) least = values[o]!;
      pool.lost[node] = least;
      if (pool.kids[node] === 0 && node !== 0) worst.push(node);
      if (pool.lost[node]! < Infinity) best.push(node);
      backUp(node);
      if (pauseAfter) {
        pauseAfter = false;
        return undefined;
      }
    }
  };
  return { control, polled: () => work, resume, halt: (s: Stop) => finished ?? stop(s) };
}
