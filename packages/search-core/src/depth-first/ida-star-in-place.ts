import { SearchError } from '../errors.js';
import { Control, newStats, type Stop, stopped } from '../internal/control.js';
import { type Machine, runInSlices, runToEnd } from '../internal/machine.js';
import { refuseStateLimit } from '../internal/unsupported-limits.js';
import type { SearchOptions } from '../options.js';
import type { SearchResult } from '../result.js';
import type { Key } from '../state.js';

/**
 * A problem whose one state is changed in place: moves are applied and undone instead of copied.
 * The fastest shape for IDA* (no allocation per node).
 *
 * @remarks
 * Write it as a class (methods on the prototype), or as an object whose methods are functions
 * defined once: V8 then checks the problem's class, not each method's identity, before the calls it
 * inlines. Methods made as new closures for every problem are slower (figures in the README).
 *
 * @typeParam S - the mutable state (a typed array, an object with a board and a blank position).
 * @typeParam M - the move type (small integers are fastest).
 * @example
 * ```ts
 * class Fifteen implements InPlaceProblem<Board, number> {
 *   constructor(readonly state: Board) {}
 *   moves(b: Board, previous?: number) { return MOVES[b.blank][previous ?? 4]; } // precomputed, inverse excluded
 *   apply(b: Board, m: number) { slide(b, m); return 1; }
 *   undo(b: Board, m: number) { slide(b, inverse(m)); }
 *   isGoal(b: Board) { return b.h === 0; }
 *   heuristic(b: Board) { return b.h; }                                       // kept up to date by slide()
 *   clone(b: Board) { return { ...b, tiles: b.tiles.slice() }; }
 * }
 * const r = idaStarInPlace(new Fifteen(board));
 * ```
 * @category Contract
 */
export interface InPlaceProblem<S, M> {
  /** The state, changed in place during the search and restored when it ends. */
  readonly state: S;
  /** The moves to try from `state`, in order; `previous` is the move that led here (undefined at the root). */
  moves(state: S, previous: M | undefined): ArrayLike<M>;
  /** Applies `move` to `state` and returns its cost (1 when nothing is returned). */
  // biome-ignore lint/suspicious/noConfusingVoidType: an apply that returns nothing (unit cost) must fit
  apply(state: S, move: M): number | void;
  /** Undoes `move`, which was the last move applied. */
  undo(state: S, move: M): void;
  /** Whether `state` solves the problem. */
  isGoal(state: S): boolean;
  /**
   * An admissible estimate of the remaining cost (0 gives iterative deepening on cost; `Infinity`,
   * a dead end). `enough`, when given, is a value past which the search no longer needs the best
   * estimate: any admissible value ≥ `enough` has the same effect (the child is cut and the next
   * bound is not lowered), so an estimate made of parts ({@link maxHeuristic},
   * {@link additivePatternHeuristic}) may stop as soon as what it has reaches it.
   */
  heuristic(state: S, enough?: number): number;
  /** A copy of `state`, used only to report the states along the solution. */
  clone(state: S): S;
  /** Identity, needed only for `cycleCheck: 'path'`. */
  key?(state: S): Key;
}

/**
 * Options of {@link idaStarInPlace}.
 *
 * @category Options
 */
export interface IdaStarInPlaceOptions extends Omit<SearchOptions<never>, 'hashing' | 'key'> {
  /** `'path'` skips moves that return to a state on the current path (needs `key`). Default `'none'`. */
  readonly cycleCheck?: 'path' | 'none';
}

/**
 * IDA* over a state changed in place by apply/undo: no allocation per node, the fastest way to
 * search huge implicit spaces like the 15-puzzle.
 *
 * @remarks
 * **When to use**: as {@link idaStar}, when the problem can apply and undo moves on one mutable
 * state and list moves without allocating (return precomputed arrays). Prune the move that undoes
 * the previous one in `moves(state, previous)`.
 *
 * **Speed**: write the problem as a class (see {@link InPlaceProblem}). V8 compiles a single
 * search loop shared by every problem: when one process runs problems of two or more classes (or
 * object shapes) through `idaStarInPlace`, the calls to their methods are no longer inlined and
 * every search is much slower. Keep the hottest searches to one problem class per process or worker.
 *
 * **Details**: `stats.generated` counts every move applied plus one for the root
 * — with the 15-puzzle's conventions (blank moves up, left, right, down; no undoing of the previous
 * move) this reproduces Korf's 1985 node counts. The state is restored when the search returns.
 * The search keeps its own stack (no recursion), so a path may be as deep as memory allows; each
 * depth counts as one stored state for `maxStates` and `maxMemoryBytes` (`stateBytes` is not
 * added: there is one state).
 *
 * **Limits**: `timeoutMs`, `maxExpansions`, `maxMemoryBytes`, `signal`, `cancel`. `maxStates` is
 * refused (one state, changed in place: nothing grows but the depth). The problem's calls are
 * shielded from {@link checkpoint} (an interruption inside `apply` would leave the state half
 * changed) except `moves()`, which may call it when listing moves is costly.
 *
 * @throws {@link SearchError} `unsupported-limit` when `maxStates` is given; other codes on misuse.
 * @example
 * ```ts
 * const r = idaStarInPlace(fifteen);
 * if (r.status === 'solved') console.log(r.moves.length, r.stats.generated);
 * ```
 * @see {@link idaStarInPlaceAsync}, {@link idaStar}
 * @category Depth-first
 */
export function idaStarInPlace<S, M>(problem: InPlaceProblem<S, M>, options: IdaStarInPlaceOptions = {}): SearchResult<S, M> {
  return runToEnd(inPlaceMachine(problem, options));
}

/**
 * {@link idaStarInPlace} that lets the event loop run while it searches (see {@link astarAsync}).
 *
 * @remarks
 * Slices of `yieldEveryMs` (default 5 ms), so that a timer's `AbortSignal` stops it.
 *
 * **Gotchas**: between slices `problem.state` is in the middle of the search (moves applied); do
 * not read or change it before the promise settles. It is restored when the search ends.
 *
 * @example
 * ```ts
 * const r = await idaStarInPlaceAsync(fifteen, { signal: AbortSignal.timeout(100) });
 * ```
 * @see {@link idaStarInPlace}
 * @category Depth-first
 */
export async function idaStarInPlaceAsync<S, M>(
  problem: InPlaceProblem<S, M>,
  options: IdaStarInPlaceOptions = {},
): Promise<SearchResult<S, M>> {
  return runInSlices(inPlaceMachine(problem, options));
}

/**
 * The in-place IDA* with an explicit stack. Frame d belongs to the node at depth d: the moves
 * listed there, the position of the next one, and the node's cost. `path[d]` is the move applied
 * from depth d (on the state now) while a deeper frame is being looked at; a child that is cut is
 * undone at once and never written there. The frame in
 * use lives in locals (`list`, `j`, `g`) and goes to the arrays only on the way down.
 */
function inPlaceMachine<S, M>(problem: InPlaceProblem<S, M>, options: IdaStarInPlaceOptions): Machine<SearchResult<S, M>> {
  refuseStateLimit('idaStarInPlace', options);
  const control = new Control(options, 0);
  const stats = newStats();
  stats.iterations = 0;
  // Methods are called on `problem` directly (not through bound copies) so V8 can inline them.
  const state = problem.state;
  const cycle = options.cycleCheck ?? 'none';
  const pathCheck = cycle === 'path';
  const keyOf = problem.key?.bind(problem);
  if (cycle === 'path' && !keyOf) throw new SearchError('missing-key', "cycleCheck 'path' needs the problem's key(state)");
  const onPath = new Set<Key>();
  const path: M[] = [];
  const keys: Key[] = [];
  const lists: ArrayLike<M>[] = [];
  const cursor: number[] = [];
  const gs: number[] = [];
  let bound = 0;
  let next = Infinity;
  /** The depth of the top frame (moves path[0 … top − 1] are applied); -1 between passes. */
  let top = -1;
  /** The deepest frame that looked at a child: `path[d]` is written only for a child that is kept. */
  let deepest = -1;
  let result: SearchResult<S, M> | undefined;

  const finish = (r: SearchResult<S, M>): SearchResult<S, M> => {
    // The deepest node of any pass: a child of the frame `deepest`.
    stats.peakFrontier = Math.max(stats.peakFrontier, deepest + 1);
    stats.peakStored = Math.max(stats.peakStored, deepest + 2);
    return (result = control.finish(r));
  };
  /** Undoes every applied move, back to the initial state. */
  const unwind = (): void => {
    for (let d = top - 1; d >= 0; d--) {
      problem.undo(state, path[d]!);
      if (pathCheck) onPath.delete(keys[d]!);
    }
    top = -1;
  };
  /** Undoes `m` and throws; a call, so that the loop inlines `undo` in one place fewer. */
  const invalidCost = (m: M, c: number): never => {
    problem.undo(state, m);
    throw new SearchError('invalid-cost', `a step cost must be a finite number ≥ 0, got ${String(c)}`);
  };
  const stop = (s: Stop): SearchResult<S, M> => {
    unwind();
    return finish(stopped(s, stats));
  };
  const checkH = (h: number): number => {
    if (!(h >= 0)) throw new SearchError('invalid-heuristic', `a heuristic must return a number ≥ 0, got ${String(h)}`);
    return h;
  };

  // The problem's calls are shielded from `checkpoint()` (an interruption inside `apply` would leave
  // the state half-changed) but for `moves()`, which changes nothing: a costly listing of moves can
  // be stopped (the engine's own polls, between moves, read every limit anyway).
  control.shielded = true;
  const listMoves = (s: S, previous: M | undefined): ArrayLike<M> => {
    control.shielded = false;
    const listed = problem.moves(s, previous);
    control.shielded = true;
    return listed;
  };
  const machine = { control, polled: () => stats.generated, resume: () => result, halt: (s: Stop) => result ?? stop(s) };
  const early = control.initial();
  if (early) {
    finish(stopped(early, stats));
    return machine;
  }
  bound = problem.heuristic(state);
  if (!(bound >= 0)) throw new SearchError('invalid-heuristic', `the heuristic of the initial state is ${String(bound)}`);

  const resume = (): SearchResult<S, M> | undefined => {
    if (result) return result;
    const maxExpansions = control.maxExpansions;
    const maxStored = control.maxStored;
    for (;;) {
      if (top < 0) {
        // A new pass: the root.
        stats.iterations++;
        if (stats.iterations === 1) stats.generated++; // the root, counted once as Korf does
        next = Infinity;
        onPath.clear();
        if (pathCheck) onPath.add(keyOf!(state));
        const f = checkH(problem.heuristic(state));
        // An infinite estimate marks a dead end, the root too (its bound would be infinite).
        if (f === Infinity) return finish({ status: 'exhausted', stats });
        if (f > bound) {
          bound = f;
          continue;
        }
        if (problem.isGoal(state)) return finish(solved(problem, [], stats));
        if (stats.expanded >= maxExpansions) return stop(control.expansionsSpent);
        stats.expanded++;
        top = 0;
        lists[0] = listMoves(state, undefined);
        cursor[0] = 0;
        gs[0] = 0;
        if (1 >= maxStored) return stop(control.storedFull);
      }
      // Locals for the captured objects the loop touches on every step (registers, not context loads).
      const pr = problem;
      const st = state;
      const pathL = path;
      const listsL = lists;
      const cursorL = cursor;
      const gsL = gs;
      let d = top;
      let list = listsL[d]!;
      let j = cursorL[d]!;
      let g = gsL[d]!;
      // The counters live in locals during a pass (registers, not object fields) and go back to
      // `stats`, `next` and the control before anything else can read them.
      let generated = stats.generated;
      let expanded = stats.expanded;
      let nextCheck = control.nextCheck;
      let passNext = next;
      const passBound = bound;
      for (;;) {
        // Polled by moves generated, not expansions: a run of cut children (each one applied,
        // estimated and undone) may be long, and its steps as slow as any.
        if (generated >= nextCheck) {
          top = d;
          cursorL[d] = j;
          stats.generated = generated;
          stats.expanded = expanded;
          next = passNext;
          let s: ReturnType<Control['poll']>;
          try {
            s = control.poll(stats, d + 1, d + 1, passBound, generated);
          } catch (e) {
            // An enclosing search's stop, thrown through this one: the state is restored first.
            unwind();
            throw e;
          }
          nextCheck = control.nextCheck;
          if (s?.status === 'paused') return undefined;
          if (s) return stop(s);
        }
        if (j >= list.length) {
          // The frame is done: back to its parent, undoing the move that led here.
          if (d === 0) break;
          d--;
          pr.undo(st, pathL[d]!);
          if (pathCheck) onPath.delete(keys[d]!);
          list = listsL[d]!;
          j = cursorL[d]!;
          g = gsL[d]!;
          continue;
        }
        const m = list[j++]!;
        const applied = pr.apply(st, m);
        const c = applied === undefined ? 1 : applied;
        if (!(c >= 0) || c === Infinity) {
          top = d;
          stats.generated = generated;
          stats.expanded = expanded;
          next = passNext;
          invalidCost(m, c);
        }
        generated++;
        if (pathCheck) {
          const k = keyOf!(st);
          if (onPath.has(k)) {
            stats.duplicates++;
            pr.undo(st, m);
            continue;
          }
          onPath.add(k);
          keys[d] = k;
        }
        // A cut child needs no place in `path` (it is undone at once), only in the peak.
        if (d > deepest) deepest = d;
        const gc = g + c;
        // Past passNext - gc the child is cut and cannot lower the next bound: estimates may stop there.
        const h = pr.heuristic(st, passNext - gc);
        if (!(h >= 0)) checkH(h);
        const f = gc + h;
        if (f > passBound) {
          if (f < passNext) passNext = f;
          pr.undo(st, m);
          if (pathCheck) onPath.delete(keys[d]!);
          continue;
        }
        if (pr.isGoal(st)) {
          stats.generated = generated;
          stats.expanded = expanded;
          next = passNext;
          pathL[d] = m;
          const moves = pathL.slice(0, d + 1);
          top = d + 1;
          unwind();
          return finish(solved(problem, moves, stats));
        }
        // Expand the child: its frame becomes the top one.
        if (expanded >= maxExpansions) {
          stats.generated = generated;
          stats.expanded = expanded;
          next = passNext;
          pathL[d] = m;
          top = d + 1;
          return stop(control.expansionsSpent);
        }
        expanded++;
        pathL[d] = m;
        cursorL[d] = j;
        d++;
        // Every move applied is in `path` and `top` says how many: `moves()` may be interrupted.
        top = d;
        list = listMoves(st, m);
        j = 0;
        g = gc;
        listsL[d] = list;
        gsL[d] = g;
        if (d + 1 >= maxStored) {
          stats.generated = generated;
          stats.expanded = expanded;
          next = passNext;
          top = d;
          return stop(control.storedFull);
        }
      }
      stats.generated = generated;
      stats.expanded = expanded;
      next = passNext;
      top = -1;
      if (next === Infinity) return finish({ status: 'exhausted', stats });
      bound = next;
    }
  };
  // The problem's own calls are shielded from `checkpoint()` (an interruption inside `apply` would
  // leave the state half-changed): only the engine's polls stop it, between moves.
  return { control, polled: () => stats.generated, resume, halt: (s: Stop) => result ?? stop(s) };
}

/** The result for `moves` from the initial state; the step costs come again from `apply` (it is deterministic). */
function solved<S, M>(p: InPlaceProblem<S, M>, moves: M[], stats: SearchResult<S, M>['stats']): SearchResult<S, M> {
  const states: S[] = [p.clone(p.state)];
  let cost = 0;
  for (let i = 0; i < moves.length; i++) {
    const c = p.apply(p.state, moves[i]!);
    states.push(p.clone(p.state));
    cost += c === undefined ? 1 : c;
  }
  for (let i = moves.length - 1; i >= 0; i--) p.undo(p.state, moves[i]!);
  return { status: 'solved', moves, states, cost, stats };
}
