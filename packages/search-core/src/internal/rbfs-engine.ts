import type { CycleCheck } from '../cycle-check.js';
import { SearchError } from '../errors.js';
import type { RbfsOptions } from '../depth-first/rbfs.js';
import type { ClosestReachable, SearchResultWithClosest } from '../result.js';
import type { Emit } from '../state.js';
import { Control, newStats, type Stop, stopped } from './control.js';
import type { Machine } from './machine.js';
import { checkCost, checkHeuristic, type Normalized } from './normalize.js';
import { PathSet } from './path-set.js';
import { refuseStateLimit } from './unsupported-limits.js';

/** A child of a frame: its state, the move to it, and its costs; `stored` is its backed-up F. */
interface Child<S, M> {
  readonly state: S;
  readonly move: M;
  readonly cost: number;
  readonly g: number;
  readonly f: number;
  stored: number;
}

/** A node on the current path: its children sorted by stored F (made when it is entered) and its bound. */
interface Frame<S, M> {
  readonly state: S;
  readonly move: M | undefined;
  readonly cost: number;
  readonly g: number;
  readonly f: number;
  readonly stored: number;
  readonly bound: number;
  children: Child<S, M>[] | undefined;
}

const byStored = <S, M>(a: Child<S, M>, b: Child<S, M>): number => a.stored - b.stored || b.g - a.g;

/**
 * Recursive best-first search (Korf 1993) with its own stack: a frame per node of the current path,
 * holding the node's children and their backed-up values F. The best child is entered with the
 * bound min(the frame's bound, the second best F); when its subtree's least F exceeds that bound,
 * the frame takes the value back, re-sorts, and tries the new best. A child of a node entered
 * again inherits the node's backed-up F (when higher than its own f), so the subtree is not walked
 * below what it already was. Goals are tested when a node is entered: optimal with an admissible
 * heuristic. Memory: the children of the path's nodes.
 */
export function startRbfs<S, M>(p: Normalized<S, M>, options: RbfsOptions<S>): Machine<SearchResultWithClosest<S, M>> {
  refuseStateLimit('rbfs', options);
  const control = new Control(options, p.initial);
  const stats = newStats();
  const { heuristic, isValid, isGoal, expand } = p;
  const h = (s: S): number => (heuristic === undefined ? 0 : heuristic(s));
  const cycleCheck: CycleCheck = options.cycleCheck ?? (p.hashing ? 'path' : 'none');
  if (cycleCheck !== 'none' && !p.hashing) {
    throw new SearchError(
      'missing-key',
      `cycleCheck '${cycleCheck}' needs a key or hashing; pass cycleCheck: 'none' to search without one`,
    );
  }
  const onPath = cycleCheck === 'path' ? new PathSet(p.hashing!) : undefined;
  const sameState = (a: S, b: S): boolean => {
    const hs = p.hashing!;
    return hs.kind === 'key' ? hs.key(a) === hs.key(b) : hs.equals(a, b);
  };
  const frames: Frame<S, M>[] = [];
  /** The children held by the frames, plus the frames: what the search stores. */
  let held = 0;
  let work = 0;
  let finished: SearchResultWithClosest<S, M> | undefined;
  let pauseAfter = false;
  let closestH = Infinity;
  let closest: ClosestReachable<S, M> | undefined;
  // The frame being expanded and the children it makes.
  let parent: Frame<S, M> | undefined;
  let grandparent: S | undefined;
  let made: Child<S, M>[] = [];

  const stored = (): number => held + frames.length;
  const poll = (): void => {
    const s = control.poll(stats, held, stored(), frames[0]?.children?.[0]?.stored ?? 0, work);
    if (s?.status === 'paused') pauseAfter = true;
    else if (s !== undefined) throw control.interrupt(s);
  };

  const emit: Emit<S, M> = (child, move, cost) => {
    stats.generated++;
    if (++work >= control.nextCheck) poll();
    const c = checkCost(cost);
    if (isValid !== undefined && !isValid(child)) {
      stats.pruned++;
      return;
    }
    if (onPath?.has(child) || (cycleCheck === 'parent' && grandparent !== undefined && sameState(child, grandparent))) {
      stats.duplicates++;
      return;
    }
    const hv = h(child);
    if (!(hv >= 0) || hv === Infinity) {
      checkHeuristic(hv);
      stats.pruned++;
      return;
    }
    const g = parent!.g + c;
    const f = g + hv;
    // A node entered before (its F above its f) passes its F down: its subtree was walked that far.
    const inherited = parent!.f < parent!.stored ? Math.max(parent!.stored, f) : f;
    made.push({ state: child, move, cost: c, g, f, stored: inherited });
  };

  const finish = (result: SearchResultWithClosest<S, M>): SearchResultWithClosest<S, M> => {
    finished = control.finish(result);
    if (stored() > stats.peakStored) stats.peakStored = stored();
    return finished;
  };
  const stop = (s: Stop | 'exhausted'): SearchResultWithClosest<S, M> => {
    const base = s === 'exhausted' ? { status: 'exhausted' as const, stats } : stopped(s, stats);
    return finish(closest === undefined ? base : { ...base, closest });
  };

  /** Enters a node: the goal test, then a frame on the path. Returns the result when it is a goal. */
  const enter = (frame: Frame<S, M>): SearchResultWithClosest<S, M> | undefined => {
    frames.push(frame);
    onPath?.add(frame.state);
    const hv = frame.f - frame.g;
    if (heuristic !== undefined && hv < closestH) {
      closestH = hv;
      closest = { state: frame.state, heuristic: hv, ...pathOfFrames() };
    }
    if (frames.length > stats.peakFrontier) stats.peakFrontier = frames.length;
    if (isGoal(frame.state)) return finish({ status: 'solved', ...pathOfFrames(), stats });
    return undefined;
  };

  const leave = (): Frame<S, M> => {
    const frame = frames.pop()!;
    onPath?.delete(frame.state);
    held -= frame.children?.length ?? 0;
    return frame;
  };

  const pathOfFrames = (): { moves: M[]; states: S[]; cost: number } => {
    const moves: M[] = [];
    const states: S[] = [];
    let cost = 0;
    frames.forEach((f, i) => {
      states.push(f.state);
      if (i > 0) {
        moves.push(f.move as M);
        cost += f.cost;
      }
    });
    return { moves, states, cost };
  };

  // The root.
  const early = control.initial();
  if (early) {
    stop(early);
  } else if (isValid !== undefined && !isValid(p.initial)) {
    stats.pruned++;
    stop('exhausted');
  } else {
    const h0 = checkHeuristic(h(p.initial));
    if (h0 === Infinity) {
      stats.pruned++;
      stop('exhausted');
    } else {
      enter({ state: p.initial, move: undefined, cost: 0, g: 0, f: h0, stored: h0, bound: Infinity, children: undefined });
    }
  }

  const resume = (): SearchResultWithClosest<S, M> | undefined => {
    if (finished) return finished;
    for (;;) {
      const top = frames[frames.length - 1]!;
      if (top.children === undefined) {
        if (work >= control.nextCheck) {
          const s = control.poll(stats, held, stored(), frames[0]!.children?.[0]?.stored ?? 0, work);
          if (s?.status === 'paused') return undefined;
          if (s) return stop(s);
        }
        work++;
        if (stats.expanded >= control.maxExpansions) return stop(control.expansionsSpent);
        stats.expanded++;
        parent = top;
        grandparent = frames.length >= 2 ? frames[frames.length - 2]!.state : undefined;
        made = [];
        try {
          expand(top.state, emit);
        } catch (e) {
          const s = control.stopOf(e);
          if (s === undefined) throw e;
          return stop(s);
        }
        made.sort(byStored);
        top.children = made;
        held += made.length;
        if (stored() > stats.peakStored) stats.peakStored = stored();
        if (stored() >= control.maxStored) return stop(control.storedFull);
        if (pauseAfter) {
          pauseAfter = false;
          return undefined;
        }
      }
      const kids = top.children;
      const best = kids[0];
      if (best === undefined || best.stored > top.bound || best.stored === Infinity) {
        // The subtree's least F goes back to the parent (Infinity: nothing below can reach a goal).
        const value = best === undefined ? Infinity : best.stored;
        leave();
        if (frames.length === 0) return stop('exhausted');
        const up = frames[frames.length - 1]!.children!;
        up[0]!.stored = value;
        // Re-sort: the first child moves back to its place by its new value.
        for (let i = 0; i + 1 < up.length && byStored(up[i]!, up[i + 1]!) > 0; i++) {
          const t = up[i]!;
          up[i] = up[i + 1]!;
          up[i + 1] = t;
        }
        continue;
      }
      const second = kids.length > 1 ? kids[1]!.stored : Infinity;
      const done = enter({
        state: best.state,
        move: best.move,
        cost: best.cost,
        g: best.g,
        f: best.f,
        stored: best.stored,
        bound: Math.min(top.bound, second),
        children: undefined,
      });
      if (done) return done;
    }
  };
  return { control, polled: () => work, resume, halt: (s: Stop) => finished ?? stop(s) };
}
