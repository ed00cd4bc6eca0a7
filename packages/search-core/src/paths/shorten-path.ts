import { dijkstra } from '../best-first/dijkstra.js';
import { SearchError } from '../errors.js';
import type { Hashing } from '../hashing.js';
import { Control, newStats, type Stop } from '../internal/control.js';
import { type Machine, outsideScopes, runInSlices, runToEnd } from '../internal/machine.js';
import { checkCost, normalize, type Normalized, type ProblemSource, requireHashing } from '../internal/normalize.js';
import { createVisitedTable, type VisitedTable } from '../internal/visited-table.js';
import type { SearchOptions } from '../options.js';
import type { LimitKind, SearchStats } from '../result.js';
import type { Emit, MoveOf, SearchProblem, State } from '../state.js';

/**
 * Options of {@link shortenPath}: the usual limits, plus how far around the path to look.
 *
 * @category Options
 */
export interface ShortenPathOptions<S> extends SearchOptions<S> {
  /** How many moves away from the path the search may go. Default 6. */
  readonly radius?: number;
}

/**
 * A path from a problem's initial state to a goal, as a solved search returns it.
 *
 * @category Results
 */
export interface PathToGoal<S, M> {
  /** `states[0]` is the initial state, the last one a goal; one more than `moves`. */
  readonly states: readonly S[];
  readonly moves: readonly M[];
}

/**
 * What {@link shortenPath} returns: a path that never costs more than the one given.
 *
 * @category Results
 */
export interface ShortenPathResult<S, M> {
  /**
   * `complete` when the whole neighbourhood was searched; `limit` or `aborted` when a limit or
   * the signal cut it short. The path is valid in every case, only perhaps less short.
   */
  readonly status: 'complete' | 'limit' | 'aborted';
  /** With status `limit`: which limit. */
  readonly limit?: LimitKind;
  readonly moves: M[];
  readonly states: S[];
  /** The sum of the step costs along the returned path. */
  readonly cost: number;
  /** The cost of the path given. */
  readonly originalCost: number;
  readonly stats: SearchStats;
}

/**
 * Makes a solution cheaper by searching the states around it: every state within `radius` moves
 * of a state of the path (one breadth-first search from all of them at once), then the cheapest
 * way from the start to a goal through those states (Dijkstra over the moves found).
 *
 * @remarks
 * **When to use**: after a greedy or weighted search (greedy best-first, weighted A*, limited
 * discrepancy search), whose solutions come fast but take detours. The result starts at the
 * problem's initial state, ends at a goal and never costs more than the path given (the path lies
 * inside the neighbourhood); it is the cheapest solution that stays inside it, so with a radius
 * at least the path's length it is a cheapest solution outright. Call it again with a larger
 * radius for more: the neighbourhood grows quickly with the radius on branching problems.
 *
 * Cost: one expansion per state of the neighbourhood, except those `radius` moves out;
 * `maxExpansions`, `maxStates`, `maxMemoryBytes`, `timeoutMs`, `signal` and `cancel` cut the
 * neighbourhood short (the states of the path come first, so any part searched still counts).
 * Invalid states (`isValid`) are never entered. The check of the path given (one expansion per
 * step) runs before any limit applies.
 *
 * @param problem - the problem the path solves (the same successors, goal test and identity).
 * @param path - the states and moves of a solution, e.g. a solved {@link SearchResult}.
 * @param options - radius, limits and identity.
 * @returns the shortened path, its cost and the original cost.
 * @throws {@link SearchError} `invalid-path` when the path does not start at the initial state,
 *   a move does not lead to the next state, or the last state is not a goal.
 * @example
 * ```ts
 * const found = astar(problem, { greedy: true });
 * if (found.status === 'solved') {
 *   const { moves, cost, originalCost } = shortenPath(problem, found, { radius: 8 });
 * }
 * ```
 * @see {@link shortenPathAsync}, {@link astar}, {@link dijkstra}
 * @category Several paths
 */
export function shortenPath<S, M>(
  problem: SearchProblem<S, M>,
  path: PathToGoal<S, M>,
  options?: ShortenPathOptions<S>,
): ShortenPathResult<S, M>;
export function shortenPath<S extends State<S, unknown>>(
  problem: S,
  path: PathToGoal<S, MoveOf<S>>,
  options?: ShortenPathOptions<S>,
): ShortenPathResult<S, MoveOf<S>>;
export function shortenPath<S, M>(
  problem: ProblemSource<S, M>,
  path: PathToGoal<S, M>,
  options: ShortenPathOptions<S> = {},
): ShortenPathResult<S, M> {
  return runToEnd(shortenMachine(problem, path, options));
}

/**
 * {@link shortenPath} that lets the event loop run while it searches (see {@link astarAsync}).
 *
 * @remarks
 * Slices of `yieldEveryMs` (default 5 ms), so that a timer's `AbortSignal` stops it.
 *
 * @example
 * ```ts
 * const shorter = await shortenPathAsync(problem, found, { radius: 8, signal: AbortSignal.timeout(500) });
 * ```
 * @see {@link shortenPath}
 * @category Several paths
 */
export function shortenPathAsync<S, M>(
  problem: SearchProblem<S, M>,
  path: PathToGoal<S, M>,
  options?: ShortenPathOptions<S>,
): Promise<ShortenPathResult<S, M>>;
export function shortenPathAsync<S extends State<S, unknown>>(
  problem: S,
  path: PathToGoal<S, MoveOf<S>>,
  options?: ShortenPathOptions<S>,
): Promise<ShortenPathResult<S, MoveOf<S>>>;
export async function shortenPathAsync<S, M>(
  problem: ProblemSource<S, M>,
  path: PathToGoal<S, M>,
  options: ShortenPathOptions<S> = {},
): Promise<ShortenPathResult<S, M>> {
  return runInSlices(shortenMachine(problem, path, options));
}

function shortenMachine<S, M>(
  problem: ProblemSource<S, M>,
  path: PathToGoal<S, M>,
  options: ShortenPathOptions<S>,
): Machine<ShortenPathResult<S, M>> {
  const p = normalize(problem, options);
  const hashing = requireHashing(p.hashing, 'shortenPath');
  const radius = options.radius ?? 6;
  if (!Number.isInteger(radius) || radius < 1)
    throw new SearchError('invalid-option', `radius must be an integer ≥ 1, got ${String(radius)}`);
  const control = new Control(options, p.initial);
  const stats = newStats();
  const same = hashing.kind === 'hash' ? (a: S, b: S) => hashing.equals(a, b) : (a: S, b: S) => hashing.key(a) === hashing.key(b);
  const costs = stepCosts(p.expand, path.states, path.moves, same);
  if (path.states.length === 0 || !same(path.states[0]!, p.initial))
    throw new SearchError('invalid-path', 'the path does not start at the initial state');
  if (!p.isGoal(path.states[path.states.length - 1]!)) throw new SearchError('invalid-path', 'the path does not end at a goal');
  const originalCost = costs.reduce((a, b) => a + b, 0);

  let result: ShortenPathResult<S, M> | undefined;
  const finish = (stop: Stop | undefined, moves: M[], states: S[], cost: number): ShortenPathResult<S, M> => {
    const fields = { moves, states, cost, originalCost, stats };
    const r: ShortenPathResult<S, M> =
      stop === undefined
        ? { status: 'complete', ...fields }
        : stop.status === 'aborted'
          ? { status: 'aborted', ...fields }
          : { status: 'limit', limit: stop.limit, ...fields };
    return (result = control.finish(r));
  };
  const early = control.initial();
  if (early) {
    finish(early, [...path.moves], [...path.states], originalCost);
    return { control, polled: () => 0, resume: () => result, halt: () => result! };
  }
  const search = neighbourhood(p, hashing, control, stats, path.states, radius);
  const resume = (): ShortenPathResult<S, M> | undefined => {
    if (result) return result;
    const hood = search.run();
    return hood === undefined ? undefined : conclude(hood);
  };
  const conclude = (hood: Neighbourhood<S, M>): ShortenPathResult<S, M> => {
    const stop = hood.stop;
    // Without every state of the path expanded, the path itself is not inside what was searched.
    if (hood.expanded < hood.pathNodes) return finish(stop, [...path.moves], [...path.states], originalCost);
    const { states, edgeStart, edgeTo, edgeMove, edgeCost } = hood;
    // The search's own last step, over the edges it found: no limit of its own or of the scope applies.
    const best = outsideScopes(() =>
      dijkstra<number, number>(
        {
          initial: 0,
          expand(node, emit) {
            if (node >= hood.expanded) return;
            for (let e = edgeStart[node]!; e < edgeStart[node + 1]!; e++) emit(edgeTo[e]!, e, edgeCost[e]);
          },
          isGoal: (node) => p.isGoal(states[node]!),
          key: (node) => node,
        },
        { capacity: states.length },
      ),
    );
    if (best.status !== 'solved' || !(best.cost < originalCost)) return finish(stop, [...path.moves], [...path.states], originalCost);
    return finish(
      stop,
      best.moves.map((e) => edgeMove[e]!),
      best.states.map((node) => states[node]!),
      best.cost,
    );
  };
  // Cut short inside an expansion: what was searched so far still counts.
  const halt = (s: Stop): ShortenPathResult<S, M> => result ?? conclude(search.halt(s));
  return { control, polled: () => stats.expanded, resume, halt };
}

/** The states within `radius` moves of the path's states, with the moves between them. */
interface Neighbourhood<S, M> {
  /** Per node: its state; node 0 is the path's first state, then the rest of the path's states. */
  readonly states: S[];
  /** How many of the first nodes are the path's (distinct) states. */
  readonly pathNodes: number;
  /** How many of the first nodes were expanded; their moves are in the edge arrays. */
  readonly expanded: number;
  /** Node k's moves are edges edgeStart[k] … edgeStart[k + 1] − 1. */
  readonly edgeStart: number[];
  readonly edgeTo: number[];
  readonly edgeMove: M[];
  readonly edgeCost: number[];
  readonly stop: Stop | undefined;
}

/**
 * One breadth-first search from every state of the path at once, `radius` moves deep, recording
 * each expanded node's successors as edges between node numbers. Returns a function that carries
 * the search on: the neighbourhood when it is done, `undefined` when the control paused it.
 */
function neighbourhood<S, M>(
  p: Normalized<S, M>,
  hashing: Hashing<S>,
  control: Control,
  stats: SearchStats,
  path: readonly S[],
  radius: number,
): { run(): Neighbourhood<S, M> | undefined; halt(stop: Stop): Neighbourhood<S, M> } {
  const table: VisitedTable<S> = createVisitedTable(hashing, { state: path[0]! }, Math.max(256, path.length * 4));
  const states: S[] = [];
  const depth: number[] = [];
  for (const state of path) {
    if (table.findOrAdd(state, states.length) !== -1) continue;
    states.push(state);
    depth.push(0);
  }
  const pathNodes = states.length;
  const edgeStart: number[] = [0];
  const edgeTo: number[] = [];
  const edgeMove: M[] = [];
  const edgeCost: number[] = [];
  let current = 0;
  // Children until the next reading of the limits (see Control.tickBatch).
  let tickLeft = 1;
  const emit: Emit<S, M> = (child, move, c) => {
    if (--tickLeft <= 0) tickLeft = control.tickBatch();
    stats.generated++;
    const cost = checkCost(c);
    if (p.isValid !== undefined && !p.isValid(child)) {
      stats.pruned++;
      return;
    }
    let node = table.findOrAdd(child, states.length);
    if (node === -1) {
      node = states.length;
      states.push(child);
      depth.push(depth[current]! + 1);
    } else {
      stats.duplicates++;
    }
    edgeTo.push(node);
    edgeMove.push(move);
    edgeCost.push(cost);
    // Stopped at once, not after the expansion: one expansion may list thousands of states.
    if (states.length >= control.maxStored) control.storedLimitReached();
  };
  let head = 0;
  let done: Neighbourhood<S, M> | undefined;
  const end = (stop: Stop | undefined): Neighbourhood<S, M> => {
    if (states.length > stats.peakStored) stats.peakStored = states.length;
    // The edges stand for the states from here on: nothing looks a state up again.
    table.release();
    return (done = { states, pathNodes, expanded: head, edgeStart, edgeTo, edgeMove, edgeCost, stop });
  };
  const run = (): Neighbourhood<S, M> | undefined => {
    if (done) return done;
    for (; head < states.length; head++) {
      // Breadth first, so every node after the first one `radius` out is that far out too.
      if (depth[head]! >= radius) break;
      if (stats.expanded >= control.maxExpansions) return end(control.expansionsSpent);
      if (stats.expanded >= control.nextCheck) {
        const s = control.poll(stats, states.length - head, states.length, depth[head]!);
        if (s?.status === 'paused') return undefined;
        if (s) return end(s);
      }
      if (states.length >= control.maxStored) return end(control.storedFull);
      stats.expanded++;
      current = head;
      p.expand(states[head]!, emit);
      edgeStart.push(edgeTo.length);
    }
    return end(undefined);
  };
  // The node being expanded when a stop came is left out (`expanded` counts the nodes before it).
  return { run, halt: (stop) => done ?? end(stop) };
}

/**
 * The cost of each step of a path: the cheapest successor of `states[i]` with move `moves[i]` that
 * is `states[i + 1]`. Throws `invalid-path` when there is none.
 */
function stepCosts<S, M>(
  expand: (state: S, emit: Emit<S, M>) => void,
  states: readonly S[],
  moves: readonly M[],
  same: (a: S, b: S) => boolean,
): number[] {
  if (states.length !== moves.length + 1) {
    throw new SearchError('invalid-path', `a path has one state more than moves, got ${states.length} states and ${moves.length} moves`);
  }
  const costs: number[] = [];
  for (let i = 0; i < moves.length; i++) {
    let cost = Infinity;
    expand(states[i]!, (state, move, c) => {
      if (Object.is(move, moves[i]) && same(state, states[i + 1]!)) cost = Math.min(cost, checkCost(c));
    });
    if (cost === Infinity)
      throw new SearchError('invalid-path', `move ${i + 1} (${String(moves[i])}) does not lead to the next state of the path`);
    costs.push(cost);
  }
  return costs;
}
