import type { CycleCheck } from '../cycle-check.js';
import { SearchError } from '../errors.js';
import type { Hashing } from '../hashing.js';
import type { SearchStats } from '../result.js';
import type { Emit, Key } from '../state.js';
import type { Control, Stop } from './control.js';
import { orderBy } from './child-order.js';
import { DepthFirstPath } from './depth-first-path.js';
import { checkCost, checkHeuristic, type Normalized } from './normalize.js';
import { VerdictTrace } from './verdict-trace.js';

export interface DepthFirstConfig<S> {
  readonly heuristic: (state: S) => number;
  /** Count every move as 1 (IDDFS, DFS depth limits) instead of its cost. */
  readonly unitCost: boolean;
  readonly cycleCheck: CycleCheck;
  readonly hashing: Hashing<S> | undefined;
  /** Maximum entries of the transposition table; 0 disables it. */
  readonly tableSize: number;
  /** Try children with the smallest heuristic first. */
  readonly orderByHeuristic: boolean;
  /** Order children by this estimate instead of the heuristic (tree DFS). */
  readonly order?: (state: S) => number;
  /**
   * Limited discrepancy search: a child costs its rank among the valid children in order (0 for
   * the first), and children are validated lazily, only as far down the order as the bound reaches.
   */
  readonly discrepancy?: boolean;
  /**
   * Discrepancy mode: passes with a budget below this do not check the first child beyond the
   * budget before counting it as cut (saves a validation per cut; only exact passes can prove that
   * nothing is left).
   */
  readonly exactFrom?: number;
  /**
   * Discrepancy mode: a child for which this returns true starts a fresh budget (its cost is 0),
   * so a pass's budget bounds the discrepancies between milestones, not along the whole path.
   */
  readonly milestone?: (parent: S, child: S) => boolean;
  /**
   * The bytes each pass may spend recording its validity verdicts, which the next pass replays
   * instead of asking `isValid` again (see `VerdictTrace`). 0 or absent: none. Ignored with a
   * transposition table, which may cut in one pass what the last one expanded.
   */
  readonly verdictTraceBytes?: number;
}

/** The outcome of one bounded depth-first pass. */
export type PassOutcome<S, M> =
  | { readonly kind: 'found'; readonly moves: M[]; readonly states: S[]; readonly cost: number }
  | { readonly kind: 'bound'; readonly next: number }
  | { readonly kind: 'stopped'; readonly stop: Stop };

/** What entering a node did. */
const enum Entered {
  /** Its f exceeded the bound: nothing to expand. */
  Cut,
  /** It is a goal. */
  Goal,
  /** A limit stopped the search. */
  Stopped,
  /** It was expanded: its children form the new top frame. */
  Open,
}

/**
 * A reusable bounded depth-first search over a normalized problem: the engine of IDA*, IDDFS,
 * tree DFS and LDS. It keeps an explicit stack, not the call stack, so its depth is bounded by
 * memory alone, and a pass can pause (an async time slice) and resume where it stopped.
 *
 * The stack is a frame per depth: the children of the node expanded there (in per-depth buffers
 * reused from pass to pass, so the only allocation per node is what the problem's `expand`
 * allocates), the position of the next child to try, and the node's cost. The states of the frames
 * plus the transposition table are what the search stores (`maxStates`, `maxMemoryBytes`). With
 * `isValid` and no table, each pass also records its verdicts for the next (`VerdictTrace`).
 */
export class DepthFirst<S, M> {
  private readonly childStates: S[][] = [];
  private readonly childMoves: M[][] = [];
  private readonly childCosts: number[][] = [];
  private readonly childH: number[][] = [];
  private readonly childOrder: number[][] = [];
  private readonly childOrderKey: number[][] = [];
  /**
   * Per frame: how many children its buffers hold. The buffers keep their length from node to node:
   * truncating an array to 0 gives up its backing store, and pushing the next node's children
   * allocated it again, several times per node.
   */
  private readonly childCount: number[] = [];
  /** Per frame: whether `childOrder` holds its order (else the listing order). */
  private readonly ordered: boolean[] = [];
  /** Per frame: the position of the next child to try. */
  private readonly cursor: number[] = [];
  /** Per frame: the cost of the expanded node. */
  private readonly frameG: number[] = [];
  /** Per frame, discrepancy mode: the rank of the next valid child. */
  private readonly rank: number[] = [];
  /** The path from the root to the node the pass is in, with its cycle check. */
  private readonly path: DepthFirstPath<S, M>;
  private readonly table = new Map<Key, number>();
  private readonly keyOf: ((s: S) => Key) | undefined;
  private readonly emit: Emit<S, M>;
  private bound = 0;
  private next = Infinity;
  private stop: Stop | undefined;
  private rootCounted = false;
  /** The depth of the top frame; -1 when no pass is running. */
  private top = -1;
  /** The states held by all frames. */
  private held = 0;
  /** Discrepancy mode: this pass stops at the first child beyond its budget unvalidated. */
  private lazy = false;
  /** With `isValid`: the verdicts of the last pass, and this pass's. */
  private readonly trace: VerdictTrace | undefined;
  /** Per frame: its first slot in the last pass's verdicts and (LDS) in this pass's (-1: none). */
  private readonly readAt: number[] = [];
  private readonly writeAt: number[] = [];
  // The expansion in progress, for `emit` with a record: children listed so far, how many of them
  // the last pass's record holds (from `readAt` of its frame), and whether this pass's record is
  // written.
  private emitted = 0;
  private emitKnown = 0;
  private emitWriting = false;
  /** The bound of the last pass. */
  private lastBound = 0;
  /** Whether the node being entered was expanded by the last pass too. */
  private enteringOld = false;
  // The expansion in progress, for `emit`.
  private currentG = 0;
  private currentDepth = 0;

  constructor(
    private readonly p: Normalized<S, M>,
    private readonly config: DepthFirstConfig<S>,
    private readonly control: Control,
    private readonly stats: SearchStats,
  ) {
    const h = config.hashing;
    this.path = new DepthFirstPath(config.cycleCheck, h);
    this.keyOf = this.path.keyOf;
    if (config.cycleCheck !== 'none' && !h) {
      throw new SearchError(
        'missing-key',
        `cycleCheck '${config.cycleCheck}' needs a key or hashing; pass cycleCheck: 'none' to search without one`,
      );
    }
    if (config.tableSize > 0 && !this.keyOf) {
      throw new SearchError('missing-key', 'a transposition table needs a key function (byKey), not hash + equality');
    }
    const traceBytes = config.verdictTraceBytes ?? 0;
    this.trace = p.isValid !== undefined && config.tableSize === 0 && traceBytes > 0 ? new VerdictTrace(traceBytes) : undefined;
    this.emit = this.makeEmit();
  }

  /** The states held now: the frames' children plus the table. */
  stored(): number {
    return this.held + this.table.size;
  }

  /**
   * Starts a pass with f-bound `bound`. Returns its outcome when the root alone decides it,
   * otherwise `undefined`: then {@link DepthFirst.run} carries the pass on.
   */
  begin(bound: number): PassOutcome<S, M> | undefined {
    // The last pass ended with a bound (any other outcome ends the search): it walked whole what
    // this one walks first.
    this.lastBound = this.bound;
    this.bound = bound;
    this.trace?.startPass();
    this.next = Infinity;
    this.stop = undefined;
    this.table.clear();
    this.top = -1;
    this.held = 0;
    this.lazy = this.bound < (this.config.exactFrom ?? 0);
    const root = this.p.initial;
    if (!this.rootCounted) {
      this.rootCounted = true;
      this.stats.generated++; // the root, counted once over all passes (Korf's convention)
    }
    if (this.p.isValid !== undefined && !this.p.isValid(root)) {
      this.stats.pruned++;
      return { kind: 'bound', next: Infinity };
    }
    const h0 = checkHeuristic(this.config.heuristic(root));
    // An infinite estimate marks a dead end, the root too: its estimate is the first bound, and an
    // infinite bound would cut nothing below it.
    if (h0 === Infinity) {
      this.stats.pruned++;
      return { kind: 'bound', next: Infinity };
    }
    this.path.restart(root, undefined as M);
    // biome-ignore lint/complexity/useOptionalChain: a boolean, not boolean | undefined
    this.enteringOld = this.trace !== undefined && this.trace.hasLast();
    return this.outcomeOf(this.enter(root, 0, h0, 0));
  }

  /** Carries the pass on until it ends (returns its outcome) or the control pauses it (undefined). */
  run(): PassOutcome<S, M> | undefined {
    const stats = this.stats;
    const control = this.control;
    const discrepancy = this.config.discrepancy === true;
    while (this.top >= 0) {
      if (stats.expanded >= control.nextCheck) {
        const s = control.poll(stats, this.top + 1, this.stored(), this.bound);
        if (s?.status === 'paused') return undefined;
        if (s) return { kind: 'stopped', stop: s };
      }
      const d = this.top;
      const states = this.childStates[d]!;
      const n = this.childCount[d]!;
      const order = this.ordered[d] ? this.childOrder[d]! : undefined;
      const g = this.frameG[d]!;
      let j = this.cursor[d]!;
      let i = -1;
      let childG = 0;
      let childH = 0;
      if (discrepancy) {
        const isValid = this.p.isValid;
        const rank = this.rank[d]!;
        const trace = this.trace;
        const readAt = trace !== undefined ? this.readAt[d]! : -1;
        const writeAt = trace !== undefined ? this.writeAt[d]! : -1;
        for (; j < n; j++) {
          const k = order ? order[j]! : j;
          if (this.lazy && g + rank > this.bound) break;
          if (isValid !== undefined) {
            const known = readAt >= 0 ? trace!.last(readAt + j) : 0;
            const valid = known === 0 ? isValid(states[k]!) : known === 1;
            if (writeAt >= 0) trace!.write(writeAt + j, valid);
            if (!valid) {
              stats.pruned++;
              continue;
            }
          }
          if (g + rank <= this.bound) i = k;
          break;
        }
        if (i === -1) {
          // Beyond the budget (or no valid child left): the frame is done.
          if (j < n && g + rank < this.next) this.next = g + rank;
          j = n;
        } else {
          const milestone = this.config.milestone;
          // biome-ignore lint/complexity/useOptionalChain: a plain call on the hot path
          childG = milestone !== undefined && milestone(this.path.states[d]!, states[i]!) ? 0 : g + rank;
          // The last pass descended into this child too when it was within that pass's budget.
          this.enteringOld = readAt >= 0 && g + rank <= this.lastBound;
          this.rank[d] = rank + 1;
          j++;
        }
      } else if (j < n) {
        i = order ? order[j]! : j;
        childG = g + this.childCosts[d]![i]!;
        childH = this.childH[d]![i]!;
        // The last pass expanded this child too when it was within that pass's bound.
        this.enteringOld = this.trace !== undefined && this.readAt[d]! >= 0 && childG + childH <= this.lastBound;
        j++;
      }
      this.cursor[d] = j;
      if (i === -1) {
        this.held -= n;
        this.top = d - 1;
        this.path.pop();
        continue;
      }
      const child = states[i]!;
      this.path.push(child, this.childMoves[d]![i]!, this.childCosts[d]![i]!);
      const entered = this.enter(child, childG, childH, d + 1);
      if (entered === Entered.Cut) this.path.pop();
      else if (entered !== Entered.Open) return this.outcomeOf(entered);
    }
    return { kind: 'bound', next: this.next };
  }

  private outcomeOf(entered: Entered): PassOutcome<S, M> | undefined {
    if (entered === Entered.Goal) {
      this.top = -1;
      return { kind: 'found', ...this.path.solution() };
    }
    if (entered === Entered.Stopped) {
      this.top = -1;
      return { kind: 'stopped', stop: this.stop! };
    }
    if (entered === Entered.Cut) return { kind: 'bound', next: this.next };
    return undefined;
  }

  /** The callback that files the children of the node being expanded into its frame. */
  private makeEmit(): Emit<S, M> {
    const stats = this.stats;
    const discrepancy = this.config.discrepancy === true;
    // In discrepancy mode validity is checked lazily, after ordering (see `run`).
    const isValid = discrepancy ? undefined : this.p.isValid;
    const trace = discrepancy ? undefined : this.trace;
    const unit = this.config.unitCost;
    const heuristic = this.config.heuristic;
    const useTable = this.config.tableSize > 0;
    const orderBy = this.config.order;
    const needKey = this.keyOf !== undefined && (this.config.cycleCheck !== 'none' || useTable);
    const control = this.control;
    const path = this.path;
    // Children until the next reading of the limits (see Control.tickBatch).
    let tickLeft = 1;
    return (child, move, cost) => {
      if (--tickLeft <= 0) tickLeft = control.tickBatch();
      stats.generated++;
      const c = unit ? 1 : checkCost(cost);
      if (isValid !== undefined) {
        let valid: boolean;
        if (trace === undefined) valid = isValid(child);
        else {
          const e = this.emitted++;
          valid = e < this.emitKnown ? trace.last(this.readAt[this.currentDepth]! + e) === 1 : isValid(child);
          if (this.emitWriting) this.emitWriting = trace.append(valid);
        }
        if (!valid) {
          stats.pruned++;
          return;
        }
      }
      const key = needKey ? this.keyOf!(child) : undefined;
      if (path.repeats(child, key)) {
        stats.duplicates++;
        return;
      }
      if (useTable) {
        const seen = this.table.get(key!);
        const gc = this.currentG + c;
        if (seen !== undefined && seen <= gc) {
          stats.duplicates++;
          return;
        }
        if (seen !== undefined || this.table.size < this.config.tableSize) this.table.set(key!, gc);
      }
      const hc = checkHeuristic(heuristic(child));
      if (hc === Infinity) {
        stats.pruned++;
        return;
      }
      const d = this.currentDepth;
      const at = this.childCount[d]!;
      const listed = at + 1;
      this.childCount[d] = listed;
      this.childStates[d]![at] = child;
      this.childMoves[d]![at] = move;
      this.childCosts[d]![at] = c;
      this.childH[d]![at] = hc;
      if (orderBy) this.childOrderKey[d]![at] = orderBy(child);
      // Stopped at once, not after the expansion: one expansion may list thousands of states.
      if (this.held + listed + this.table.size >= control.maxStored) {
        if (listed + this.held + this.table.size > stats.peakStored) stats.peakStored = listed + this.held + this.table.size;
        control.storedLimitReached();
      }
    };
  }

  /** Enters a node pushed on the path: cuts it, recognises a goal, or expands it into a frame. */
  private enter(state: S, g: number, h: number, depth: number): Entered {
    const f = g + h;
    if (f > this.bound) {
      if (f < this.next) this.next = f;
      return Entered.Cut;
    }
    if (this.p.isGoal(state)) return Entered.Goal;
    const stats = this.stats;
    if (stats.expanded >= this.control.maxExpansions) {
      this.stop = this.control.expansionsSpent;
      return Entered.Stopped;
    }
    stats.expanded++;
    if (depth + 1 > stats.peakFrontier) stats.peakFrontier = depth + 1;

    const states = (this.childStates[depth] ??= []);
    const moves = (this.childMoves[depth] ??= []);
    this.childCosts[depth] ??= [];
    const hs = (this.childH[depth] ??= []);
    const os = (this.childOrderKey[depth] ??= []);
    const before = this.childCount[depth] ?? 0;
    this.childCount[depth] = 0;
    this.currentG = g;
    this.currentDepth = depth;
    const trace = this.trace;
    const listed = trace !== undefined && this.config.discrepancy !== true;
    if (listed) {
      // IDA*, IDDFS: each child's verdict is given as it is listed (see `makeEmit`).
      const known = trace.peek(this.enteringOld);
      this.readAt[depth] = known === -1 ? -1 : trace.take();
      this.emitKnown = known === -1 ? 0 : known;
      this.emitted = 0;
      this.emitWriting = trace.openAppend();
    }
    this.p.expand(state, this.emit);
    if (listed) {
      if (this.emitWriting) trace.closeAppend();
      if (this.emitKnown !== this.emitted && this.readAt[depth]! >= 0) {
        // Not the children the record holds (successors that change, against the contract).
        trace.stopReading();
        this.readAt[depth] = -1;
      }
    }
    const n = this.childCount[depth]!;
    // The states and moves a bigger earlier listing left beyond this one's are let go, so that the
    // buffers hold no more than the frames do.
    for (let i = n; i < before; i++) {
      states[i] = undefined as S;
      moves[i] = undefined as M;
    }
    this.ordered[depth] = false;
    if (this.config.orderByHeuristic && n > 1) {
      orderBy((this.childOrder[depth] ??= []), this.config.order ? os : hs, n);
      this.ordered[depth] = true;
    }
    if (trace !== undefined && !listed) {
      // LDS: verdicts are given as children are tried, in order (see `run`).
      this.readAt[depth] = trace.read(n, this.enteringOld);
      this.writeAt[depth] = trace.open(n);
    }
    this.cursor[depth] = 0;
    this.frameG[depth] = g;
    this.rank[depth] = 0;
    this.top = depth;
    this.held += n;
    const stored = this.held + this.table.size;
    if (stored > stats.peakStored) stats.peakStored = stored;
    if (stored >= this.control.maxStored) {
      this.stop = this.control.storedFull;
      return Entered.Stopped;
    }
    return Entered.Open;
  }
}
