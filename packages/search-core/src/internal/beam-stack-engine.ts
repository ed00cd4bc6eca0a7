import type { AnytimeResult } from '../anytime/anytime-astar.js';
import type { BeamStackSearchOptions } from '../anytime/beam-stack-search.js';
import { SearchError } from '../errors.js';
import type { Emit } from '../state.js';
import { BeamLayerHeap, type BeamNode, compareKey } from './beam-layer-heap.js';
import { BeamStack, CHUNK } from './beam-stack.js';
import { Control, newStats, type Stop, stopped } from './control.js';
import { LayeredStateTable } from './layered-state-table.js';
import type { Machine } from './machine.js';
import { checkCost, checkHeuristic, type Normalized, requireHashing } from './normalize.js';

interface Path<S, M> {
  readonly moves: M[];
  readonly states: S[];
  readonly cost: number;
}

function pathTo<S, M>(node: BeamNode<S, M>): Path<S, M> {
  const moves: M[] = [];
  const states: S[] = [];
  for (let n: BeamNode<S, M> | undefined = node; n !== undefined; n = n.parent) {
    states.push(n.state);
    if (n.parent !== undefined) moves.push(n.move as M);
  }
  return { moves: moves.reverse(), states: states.reverse(), cost: node.g };
}

/**
 * Beam-stack search (Zhou and Hansen 2005). Layer l + 1 is made from layer l: the children whose
 * key (f, then larger g, then ordinal) lies in the layer's range [lo, hi) of the beam stack, f below
 * the incumbent's cost U, at most `width` of them: when more come, the worst is dropped and `hi`
 * falls to its key. When a layer comes out empty, the search backtracks: the items whose `hi` is
 * not below U are popped (nothing they left out can beat U), and the deepest left takes its next
 * slice [hi, ∞); the layers below it are dropped and it is made again from the layer above. The
 * stack empty, every state that could lead to a solution below U has been tried: U is optimal.
 *
 * Ranges are taken in a total order (ordinals break ties of f and g), not on f alone as in the
 * paper, so that a slice always moves past the nodes it kept even on a plateau wider than the beam.
 * A layer made again from the same layer above lists the same children in the same order, so the
 * slices of one item split its children between them.
 *
 * Duplicates: a child is dropped when a node of its state held anywhere in memory (the layers
 * above, the layer being made) has no larger g. Sound in any graph, directed or not: that node's
 * subtree is searched (slice after slice) before its layer is let go, by a path no costlier and
 * shorter. It also keeps every held path simple, so the depth stays below the number of states
 * and the search ends on a finite graph. A node reached more cheaply in the layer being made takes
 * the cheaper path.
 */
export function startBeamStack<S, M>(p: Normalized<S, M>, options: BeamStackSearchOptions<S, M>): Machine<AnytimeResult<S, M>> {
  const width = options.width ?? 100;
  if (!(width >= 1) || !Number.isInteger(width))
    throw new SearchError('invalid-option', `width must be a whole number ≥ 1, got ${String(width)}`);
  if ((options as { weights?: unknown }).weights !== undefined) {
    throw new SearchError(
      'invalid-option',
      'beamStackSearch takes no weights: its beam width sets how greedy it is (use anytimeAstar for a schedule)',
    );
  }
  const maxCost = options.maxCost ?? Infinity;
  if (Number.isNaN(maxCost)) throw new SearchError('invalid-option', 'maxCost must be a number, got NaN');
  const { onSolution, onLowerBound } = options;
  const table = new LayeredStateTable<S, M>(requireHashing(p.hashing, 'beamStackSearch'));
  const control = new Control(options, p.initial);
  const stats = newStats();
  const { heuristic, isValid, isGoal, expand } = p;

  const stack = new BeamStack<S, M>();
  const { lo, hi } = stack;
  let heap = new BeamLayerHeap<S, M>();
  /** The least f that entered the layer being made (a bound on what it holds). */
  let madeMinF = Infinity;
  let stored = 0;
  let work = 0;
  let ordinal = 0;
  let current: BeamNode<S, M> | undefined;
  let upper = Infinity;
  let goal: BeamNode<S, M> | undefined;
  let best: Path<S, M> | undefined;
  let newSolution = false;
  let solutions = 0;
  let cutMinF = Infinity;
  let reported = 0;
  let closest: BeamNode<S, M> | undefined;
  let closestH = Infinity;
  let pauseAfter = false;
  let finished: AnytimeResult<S, M> | undefined;

  const hold = (): void => {
    if (++stored > stats.peakStored) stats.peakStored = stored;
    if (stored >= control.maxStored) control.storedLimitReached();
  };
  const letGo = (n: BeamNode<S, M>): void => {
    table.remove(n);
    stored--;
  };
  const noteClosest = (n: BeamNode<S, M>, hv: number): void => {
    if (heuristic !== undefined && (hv < closestH || (hv === closestH && n.g < closest!.g))) {
      closestH = hv;
      closest = n;
    }
  };

  const poll = (): void => {
    const s = control.poll(stats, heap.size, stored, reported, work);
    if (s?.status === 'paused') pauseAfter = true;
    else if (s !== undefined) throw control.interrupt(s);
  };

  const emit: Emit<S, M> = (child, move, cost) => {
    const ord = ordinal++;
    stats.generated++;
    if (++work >= control.nextCheck) poll();
    const parent = current!;
    const g = parent.g + checkCost(cost);
    if (isValid !== undefined && !isValid(child)) {
      stats.pruned++;
      return;
    }
    // h ≥ 0: nothing from here beats the incumbent.
    if (g >= upper) {
      stats.pruned++;
      return;
    }
    if (isGoal(child)) {
      if (g > maxCost) {
        stats.pruned++;
        if (g < cutMinF) cutMinF = g;
      } else {
        upper = g;
        goal = { state: child, move, parent, depth: parent.depth + 1, g, f: g, ord, handle: undefined, shadow: undefined, at: -1 };
        newSolution = true;
      }
      return;
    }
    const handle = table.handle(child);
    const known = table.find(handle, child);
    if (known !== undefined && known.g <= g) {
      stats.duplicates++;
      return;
    }
    const hv = heuristic === undefined ? 0 : heuristic(child);
    if (!(hv >= 0) || hv === Infinity) {
      checkHeuristic(hv);
      stats.pruned++;
      return;
    }
    const f = g + hv;
    if (f > maxCost) {
      stats.pruned++;
      if (f < cutMinF) cutMinF = f;
      return;
    }
    const depth = stack.l + 1;
    // Outside the layer's range: tried in an earlier slice, or left for a later one (or U cuts it).
    if (f >= upper || compareKey(f, g, ord, lo[depth]!) < 0 || compareKey(f, g, ord, hi[depth]!) >= 0) {
      stats.pruned++;
      return;
    }
    if (f < madeMinF) madeMinF = f;
    if (known !== undefined && known.depth === depth) {
      known.state = child;
      known.move = move;
      known.parent = parent;
      known.g = g;
      known.f = f;
      known.ord = ord;
      heap.improved(known);
      noteClosest(known, hv);
      return;
    }
    if (heap.size >= width) {
      // Full: the worst of the layer and this child is left for the next slice.
      const worst = heap.peek();
      stats.pruned++;
      if (compareKey(f, g, ord, worst) > 0) {
        hi[depth] = { f, g, ord };
        return;
      }
      heap.pop();
      letGo(worst);
      hi[depth] = worst;
    }
    const node: BeamNode<S, M> = { state: child, move, parent, depth, g, f, ord, handle, shadow: undefined, at: -1 };
    table.add(node, known);
    heap.push(node);
    noteClosest(node, hv);
    hold();
  };

  /** The least cost a solution below U can have (admissible heuristic): see the engine's comment. */
  const lowerBound = (): number => stack.leastUntried(Math.min(upper, cutMinF, madeMinF));
  const raiseBound = (): number => {
    const lb = lowerBound();
    if (lb > reported) {
      reported = lb;
      onLowerBound?.(lb);
    }
    return reported;
  };

  const publish = (): void => {
    newSolution = false;
    best = pathTo(goal!);
    solutions++;
    const lb = raiseBound();
    onSolution?.({
      ...best,
      lowerBound: lb,
      weight: lb > 0 ? best.cost / lb : Infinity,
      index: solutions,
      expanded: stats.expanded,
      elapsedMs: control.elapsed(),
    });
  };

  const finish = (result: AnytimeResult<S, M>): AnytimeResult<S, M> => {
    finished = control.finish(result, stored);
    return finished;
  };

  /** The end: the stack emptied (`stop` undefined), or a stop with the best solution so far. */
  const end = (stop?: Stop): AnytimeResult<S, M> => {
    if (newSolution) publish();
    const lb = stop === undefined ? upper : raiseBound();
    if (best !== undefined) {
      const provenOptimal = lb >= best.cost;
      const base = { status: 'solved' as const, ...best, stats, lowerBound: provenOptimal ? best.cost : lb, provenOptimal, solutions };
      if (stop === undefined || provenOptimal) return finish(base);
      return finish({ ...base, stopped: stop.status === 'aborted' ? ('aborted' as const) : stop.limit });
    }
    const base = stop === undefined ? { status: 'exhausted' as const, stats } : stopped(stop, stats);
    const failed = closest === undefined ? base : { ...base, closest: { state: closest.state, heuristic: closestH, ...pathTo(closest) } };
    return finish({ ...failed, lowerBound: stop === undefined ? cutMinF : Math.min(lb, cutMinF), provenOptimal: false, solutions: 0 });
  };

  /**
   * The layer being made is complete: it becomes the next layer, moved out of the heap a chunk per
   * step (`fill`). False when nothing in it is below U.
   */
  const startLayer = (): boolean => {
    // Those U came to cut since they entered go first (the heap gives the worst first), a chunk
    // per step: true, and the next step goes on, while more are left.
    for (let budget = CHUNK; heap.size > 0 && heap.peek().f >= upper; budget--) {
      if (budget === 0) return true;
      letGo(heap.pop());
      stats.pruned++;
    }
    if (heap.size === 0) return false;
    stack.startLayer(heap.size);
    return true;
  };
  /** Moves a chunk of the heap into the layer; when it is done, the next layer is made afresh. */
  const fill = (): void => {
    const layer = stack.fill(heap);
    if (layer === undefined) return;
    ordinal = 0;
    madeMinF = Infinity;
    if (layer.length > stats.peakFrontier) stats.peakFrontier = layer.length;
    heap = new BeamLayerHeap<S, M>();
  };

  /** The layer being made came out empty: see `BeamStack.backtrack`. False when the stack is empty. */
  const backtrack = (): boolean => {
    if (!stack.backtrack(upper)) return false;
    ordinal = 0;
    madeMinF = Infinity;
    stats.iterations++;
    return true;
  };

  /** Before a step: the stop or pause a due poll asks for, else counts the step. */
  const step = (): Stop | 'paused' | undefined => {
    if (work >= control.nextCheck) {
      const s = control.poll(stats, heap.size, stored, reported, work);
      if (s !== undefined) return s.status === 'paused' ? 'paused' : s;
    }
    work++;
    return undefined;
  };

  // The root.
  const early = control.initial();
  if (early) {
    end(early);
  } else if (isValid !== undefined && !isValid(p.initial)) {
    stats.pruned++;
    end();
  } else {
    const h0 = heuristic === undefined ? 0 : checkHeuristic(heuristic(p.initial));
    const root: BeamNode<S, M> = {
      state: p.initial,
      move: undefined,
      parent: undefined,
      depth: 0,
      g: 0,
      f: h0,
      ord: 0,
      handle: table.handle(p.initial),
      shadow: undefined,
      at: -1,
    };
    if (isGoal(p.initial)) {
      upper = 0;
      goal = root;
      newSolution = true;
      end();
    } else if (h0 === Infinity || h0 > maxCost) {
      stats.pruned++;
      if (h0 < cutMinF) cutMinF = h0;
      end();
    } else {
      table.add(root, undefined);
      stack.start(root);
      stored = stats.peakStored = stats.peakFrontier = 1;
      noteClosest(root, h0);
      reported = h0;
      onLowerBound?.(h0);
      if (stored >= control.maxStored) end(control.storedFull);
    }
  }

  const resume = (): AnytimeResult<S, M> | undefined => {
    if (finished) return finished;
    for (;;) {
      const s = step();
      if (s === 'paused') return undefined;
      if (s !== undefined) return end(s);
      if (newSolution) publish();
      if (stack.filling) {
        fill();
        raiseBound();
        continue;
      }
      if (stack.dropping) {
        stack.drop(letGo);
        continue;
      }
      const layer = stack.layers[stack.l]!;
      if (stack.index >= layer.length) {
        if (startLayer()) continue;
        if (!backtrack()) return end();
        raiseBound();
        continue;
      }
      const node = layer[stack.index]!;
      if (node.f >= upper) {
        stats.pruned++;
        stack.index++;
        continue;
      }
      if (stats.expanded >= control.maxExpansions) return end(control.expansionsSpent);
      stack.index++;
      current = node;
      stats.expanded++;
      try {
        expand(node.state, emit);
      } catch (e) {
        const stop = control.stopOf(e);
        if (stop === undefined) throw e;
        // Cut short: the node is still to expand, for the bound.
        stack.index--;
        return end(stop);
      }
      if (pauseAfter) {
        pauseAfter = false;
        if (newSolution) publish();
        return undefined;
      }
    }
  };
  return { control, polled: () => work, resume, halt: (s: Stop) => finished ?? end(s) };
}
