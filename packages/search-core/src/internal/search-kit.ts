import type { SearchOptions } from '../options.js';
import type { ClosestReachable, SearchStats, UnsolvedResult, UnsolvedWithClosest } from '../result.js';
import type { Emit } from '../state.js';
import type { Float64Column } from './columns.js';
import { Control, newStats, type Pause, PAUSE, type Stop, stopped } from './control.js';
import { NodeArena } from './node-arena.js';
import { checkHeuristic, type Normalized, requireHashing } from './normalize.js';
import { PagedArray } from './paged-array.js';
import { PathReplay } from './path-replay.js';
import { createVisitedTable, type VisitedTable } from './visited-table.js';

/** The expansion in progress: its node and g, and how many children it has listed so far (what an engine's `emit` reads). */
export interface Expansion {
  node: number;
  g: number;
  ordinal: number;
}

/** A path from the initial state. */
export interface Path<S, M> {
  readonly moves: M[];
  readonly states: S[];
  readonly cost: number;
}

/**
 * What the tree-keeping searches of the families (focal, EES, beam, EPEA*, anytime A*, NBS, all
 * optimal paths) share with one another and with `best-first.ts`: one Control for every limit,
 * the visited table and node arena, the states of the nodes still to expand, the path rebuilt
 * through the engine's own `emit`, polls inside an expansion (so one costly expansion still hears
 * the clock), and the closest state for a failed search's result.
 *
 * The engine keeps its own open lists and calls, per expansion: `step()` before, then
 * `expandNode()` (the problem's `expand` in a `try` whose `catch` asks `caught()`, then `after()`;
 * an engine whose expansion is another call or keeps other counts, such as EPEA* and fringe
 * search, does these itself and sets `at`); per child, in `emit`: `tick()` first (after the replay
 * check), then `reach()` (its node in the table) and, when new, `rate()` (its heuristic value).
 * A stop inside a step (a limit read between two children, the stored-state bound, the problem's
 * `checkpoint()`) is an `Interruption` of the kit's control: the `catch` turns it into the stop,
 * and one thrown elsewhere (a heuristic, `isGoal`, a path's replay) reaches `runInScope`, which
 * ends the search through the machine's `halt`.
 */
export class SearchKit<S, M> {
  readonly control: Control;
  readonly stats: SearchStats = newStats();
  readonly table: VisitedTable<S>;
  readonly arena: NodeArena;
  /** The state of each node while the engine needs it; `undefined` once it does not. */
  readonly states: PagedArray<S | undefined> = new PagedArray<S | undefined>();
  readonly replay: PathReplay<S, M> = new PathReplay<S, M>();
  /** The expansion in progress, set by `expandNode`. */
  readonly at: Expansion = { node: 0, g: 0, ordinal: 0 };
  /** Steps so far (expansions and the children they emit): what the control's `nextCheck` counts. */
  work = 0;
  /** The open-list size and the bound reported to `onProgress`; the engine sets them. */
  frontier: () => number = () => 0;
  bound: () => number = () => 0;
  /** Stored states beyond the arena's nodes (a second direction, a beam's layer), for the limits. */
  extraStored: () => number = () => 0;
  private pauseAfter = false;
  private closestNode = -1;
  private closestH = Infinity;
  private ended = false;

  constructor(
    readonly p: Normalized<S, M>,
    options: SearchOptions<S>,
    algorithm: string,
    table?: VisitedTable<S>,
  ) {
    this.control = new Control(options, p.initial);
    this.table = table ?? createVisitedTable(requireHashing(p.hashing, algorithm), { state: p.initial }, this.control.capacity);
    this.arena = NodeArena.take(this.control.capacity);
  }

  /** Stored states now, as the limits count them. */
  stored(): number {
    return this.arena.size + this.extraStored();
  }

  /** Per child, in `emit`: counts a step and polls when one is due (may throw an interruption of the control). */
  tick(): void {
    if (++this.work >= this.control.nextCheck) this.pollInside();
  }

  private pollInside(): void {
    const s = this.control.poll(this.stats, this.frontier(), this.stored(), this.bound(), this.work);
    // A time slice of an async run ends after the expansion; a real stop ends it here.
    if (s?.status === 'paused') this.pauseAfter = true;
    else if (s !== undefined) throw this.control.interrupt(s);
  }

  /** Before an expansion: a stop or the end of a slice when a poll is due and says so; else counts the step. */
  step(): Stop | Pause | undefined {
    if (this.work >= this.control.nextCheck) {
      const s = this.control.poll(this.stats, this.frontier(), this.stored(), this.bound(), this.work);
      if (s !== undefined) return s;
    }
    this.work++;
    return undefined;
  }

  /** Whether the expansion limit forbids one more expansion. */
  expansionsSpent(): boolean {
    return this.stats.expanded >= this.control.maxExpansions;
  }

  /**
   * The stop that ended an expansion inside it: the `catch` around the call of `expand` (in
   * `expandNode`, or an engine's own) passes what it caught here. Rethrows anything that is not an
   * interruption of this search (an enclosing search's passes on).
   */
  caught(e: unknown): Stop {
    const s = this.control.stopOf(e);
    if (s === undefined) throw e;
    return s;
  }

  /**
   * Expands `node`, reached at `g`, whose state is `state`: counts a reopening and records `g` in
   * `expandedAt` (the g each node was last expanded at, Infinity when never; an engine that keeps
   * none passes undefined), drops the node's state from {@link states}, sets {@link at} (what the
   * engine's `emit` reads) and calls the problem's `expand`. Counts the expansion and the children
   * it listed, also when it is cut short, and the peak size of `open` (the engine's open list;
   * undefined when the engine counts its peak elsewhere) when it is not. Returns the stop that ended
   * it inside (see {@link caught}: anything else is rethrown), PAUSE when the time slice ended
   * inside it, else undefined.
   */
  expandNode(
    node: number,
    g: number,
    state: S,
    emit: Emit<S, M>,
    open: { readonly size: number } | undefined,
    expandedAt: Float64Column | undefined,
  ): Stop | Pause | undefined {
    const { at, stats } = this;
    if (expandedAt !== undefined) {
      if (expandedAt.get(node) !== Infinity) stats.reopened++;
      expandedAt.set(node, g);
    }
    this.states.set(node, undefined);
    at.node = node;
    at.g = g;
    at.ordinal = 0;
    stats.expanded++;
    try {
      this.p.expand(state, emit);
    } catch (e) {
      stats.generated += at.ordinal;
      return this.caught(e);
    }
    stats.generated += at.ordinal;
    if (open !== undefined && open.size > stats.peakFrontier) stats.peakFrontier = open.size;
    return this.after();
  }

  /** After an expansion: PAUSE when the slice ended inside it, or undefined. */
  after(): Pause | undefined {
    if (this.pauseAfter) {
      this.pauseAfter = false;
      return PAUSE;
    }
    return undefined;
  }

  /**
   * A node was added: ends the search at once (an interruption) when the stored states reach their
   * bound: one expansion may list thousands of states.
   */
  added(node: number): void {
    if (node + this.extraStored() >= this.control.maxStored - 1) this.control.storedLimitReached();
  }

  /**
   * In `emit`: finds `child`, the `ord`-th successor of the expansion in progress, reached at `g`,
   * in the visited table, or adds it as a new node (and ends the search when the stored states
   * reach their bound, see {@link added}). Returns the node when it is new (`arena.size - 1`) or
   * known and now reached more cheaply (relinked to the expanding node); else `~node` (negative),
   * counted as a duplicate: a known node reached at no lower g (a dead one's g is −Infinity, so
   * no path relinks it). A new node is not rated yet (see {@link rate}).
   */
  reach(child: S, g: number, ord: number): number {
    const arena = this.arena;
    const fresh = arena.size;
    const known = this.table.findOrAdd(child, fresh);
    if (known === -1) {
      arena.add(this.at.node, ord, g);
      this.added(fresh);
      return fresh;
    }
    if (!(g < arena.g[known]!)) {
      this.stats.duplicates++;
      return ~known;
    }
    arena.relink(known, this.at.node, ord, g);
    return known;
  }

  /**
   * In `emit`: the heuristic value of a new node's `state`, stored in `hOf` and counted for the
   * closest state; or −1 when the heuristic calls it dead (Infinity): it is pruned, and its g set to
   * −Infinity so that no later path relinks it. Throws when the value is not a number ≥ 0.
   */
  rate(node: number, state: S, hOf: Float64Column): number {
    const heuristic = this.p.heuristic;
    const hv = heuristic === undefined ? 0 : heuristic(state);
    if (!(hv >= 0) || hv === Infinity) {
      checkHeuristic(hv);
      this.arena.setG(node, -Infinity);
      this.stats.pruned++;
      return -1;
    }
    hOf.set(node, hv);
    this.noteClosest(node, hv);
    return hv;
  }

  /** A stored node and its heuristic value, for the closest state of a failed search. */
  noteClosest(node: number, h: number): void {
    if (h < this.closestH || (h === this.closestH && this.arena.g[node]! < this.arena.g[this.closestNode]!)) {
      this.closestH = h;
      this.closestNode = node;
    }
  }

  /**
   * Stores the initial state as node 0 and rates it, as the best-first families start: the stop
   * that ends the search before its first step (a stop already due, a root `isValid` refuses, a
   * root whose estimate is infinite: 'exhausted'), else the root's estimate, recorded as the
   * closest state so far and in `hOf`.
   */
  root(hOf: { set(node: number, value: number): void }): Stop | 'exhausted' | number {
    const { p, stats } = this;
    const early = this.control.initial();
    if (early) return early;
    if (p.isValid !== undefined && !p.isValid(p.initial)) {
      stats.pruned++;
      return 'exhausted';
    }
    this.table.findOrAdd(p.initial, 0);
    this.arena.add(-1, 0, 0);
    const h0 = p.heuristic === undefined ? 0 : checkHeuristic(p.heuristic(p.initial));
    if (h0 === Infinity) {
      stats.pruned++;
      return 'exhausted';
    }
    hOf.set(0, h0);
    this.noteClosest(0, h0);
    return h0;
  }

  /** An engine whose nodes' ordinals do not name their successor (partial expansion) rebuilds paths its own way. */
  pathOf: ((node: number) => Path<S, M>) | undefined;

  /** The path from the root to `node`, replayed through the engine's `emit` (see PathReplay). */
  path(node: number, emit: Emit<S, M>): Path<S, M> {
    if (this.pathOf !== undefined) return this.pathOf(node);
    return this.replay.run(this.p.initial, this.p.expand, emit, this.arena, this.table, node);
  }

  /** The result of a search that found nothing, with the closest state when a heuristic ranked them. */
  unsolved(how: Stop | 'exhausted', emit: Emit<S, M>): UnsolvedWithClosest<S, M> {
    const base: UnsolvedResult = how === 'exhausted' ? { status: 'exhausted', stats: this.stats } : stopped(how, this.stats);
    const closest = this.closest(emit);
    return closest === undefined ? base : { ...base, closest };
  }

  /**
   * The closest state and the path to it, or undefined when no heuristic ranked the states, or
   * when the search's limits stop the replay of that path (see {@link closestWithin}).
   */
  closest(emit: Emit<S, M>): ClosestReachable<S, M> | undefined {
    if (this.closestNode < 0 || this.p.heuristic === undefined) return undefined;
    const node = this.closestNode;
    const path = closestWithin(this.control, () => this.path(node, emit));
    return path === undefined ? undefined : { state: path.states[path.states.length - 1]!, heuristic: this.closestH, ...path };
  }

  /** Ends the search: stamps time and peak storage, and hands the arena and table to later searches. */
  finish<R extends { readonly stats: SearchStats }>(result: R): R {
    this.control.finish(result, this.stored());
    if (!this.ended) {
      this.ended = true;
      this.arena.release();
      this.table.release();
    }
    return result;
  }
}

/**
 * Rebuilds the path to a failed search's closest state under the search's own limits: a replay
 * costs an expansion per step (a game's may cost a second), so a search stopped by its deadline,
 * its cancel or its memory must not spend that long after it. Returns undefined when a limit of
 * this search cut the replay short (`closest` is then left out); an enclosing search's stop
 * passes on.
 */
export function closestWithin<T>(control: Control, replay: () => T): T | undefined {
  try {
    return replay();
  } catch (e) {
    if (control.stopOf(e) === undefined) throw e;
    return undefined;
  }
}

/** The stop of a step, unless it is only the end of a time slice. */
export function isStop(s: Stop | Pause): s is Stop {
  return s.status !== 'paused';
}

export { PAUSE, type Pause, type Stop };
