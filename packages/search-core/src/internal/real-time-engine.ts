import { SearchError } from '../errors.js';
import type { LrtaStarOptions, RealTimeFacts, RealTimeResult } from '../real-time/lrta-star.js';
import type { ClosestReachable, UnsolvedResult } from '../result.js';
import type { Emit } from '../state.js';
import { Float64Column, Int32Column } from './columns.js';
import { LEARNING_CHUNK, LocalLearning } from './local-learning.js';
import { LocalSearchSpace } from './local-search-space.js';
import type { Machine } from './machine.js';
import { checkCost, checkHeuristic, type Normalized } from './normalize.js';
import { PagedArray } from './paged-array.js';
import { isStop, SearchKit, type Stop } from './search-kit.js';
import { stopped } from './stop.js';

// The phases of a decision: the lookahead's A*, the learning (see LocalLearning), then the walk
// (its path traced back from the target, then walked).
const DECIDE = 0;
const PLAN = 1;
const LEARN = 2;
const TRACE = 3;
const WALK = 4;

/** A whole number ≥ 1 or Infinity, for `lookahead` and `trials`. */
function countOption(name: string, value: number | undefined): number {
  if (value === undefined) return 1;
  if (value === Infinity || (Number.isInteger(value) && value >= 1)) return value;
  throw new SearchError('invalid-option', `${name} must be a whole number ≥ 1 or Infinity, got ${String(value)}`);
}

/**
 * A walk from the initial state, move by move: the nodes it went through (their states are the
 * search's, one per node, so a walk that comes back to a state holds it once), its moves and the
 * cost up to each step, in arrays that are never copied while they grow.
 */
class Walk<M> {
  readonly nodes = new Int32Column(0, 64);
  readonly moves = new PagedArray<M>();
  /** The cost walked up to each state. */
  readonly costTo = new Float64Column(0, 64);
  length = 0;
  /** The index of the state of least heuristic value (ties to the earlier) and that value. */
  closest = 0;
  closestH: number;

  constructor(h: number) {
    this.closestH = h;
  }

  step(move: M, node: number, cost: number, h: number): void {
    this.moves.set(this.length, move);
    this.costTo.set(this.length + 1, this.costTo.get(this.length) + cost);
    this.nodes.set(++this.length, node);
    if (h < this.closestH) {
      this.closestH = h;
      this.closest = this.length;
    }
  }

  /** The walk up to its `end`th state, as arrays, with the states of the nodes from `stateOf`. */
  path<S>(stateOf: (node: number) => S, end = this.length): { moves: M[]; states: S[]; cost: number } {
    const moves: M[] = [];
    const states: S[] = [stateOf(this.nodes.get(0))];
    for (let i = 0; i < end; i++) {
      moves.push(this.moves.get(i)!);
      states.push(stateOf(this.nodes.get(i + 1)));
    }
    return { moves, states, cost: this.costTo.get(end) };
  }
}

/**
 * LRTA* (Korf 1990) and LSS-LRTA* (Koenig and Sun 2009) as one machine: `lookahead` 1 is LRTA*.
 *
 * Each decision is one lookahead from the agent's state: an A* over the local search space (at
 * most `lookahead` expansions, stopping before a goal), then a Dijkstra from its open states (their
 * learned h) backwards over the edges of the closed ones, which sets each closed state's h to
 * max(h, the cheapest cost + h through the frontier) (LocalLearning), then a walk along the A*'s path to the open
 * state of least f. The A* reopens a closed state reached more cheaply, so every g is the cheapest
 * through closed states, and the Dijkstra's value of the agent's state is then that least f: a
 * trial that learns nothing walks a path no costlier than the start's h (convergence, optimal with
 * an admissible h). A Dijkstra that cannot reach a closed state gives it Infinity (a dead end).
 *
 * The learned h of every state met (the visited table's nodes) stays between lookaheads and trials;
 * the local space is reset per lookahead (see LocalSearchSpace). Each expansion, each Dijkstra
 * step and each LEARNING_CHUNK of the rest (the predecessor lists, the sources, the dead ends, the
 * walk's path) is a step of the control, so limits and slices hold inside a long lookahead, whatever the
 * size of the local space.
 */
export function startRealTime<S, M>(p: Normalized<S, M>, options: LrtaStarOptions<S>): Machine<RealTimeResult<S, M>> {
  const lookahead = countOption('lookahead', options.lookahead);
  const maxTrials = countOption('trials', options.trials);
  const kit = new SearchKit(p, options, 'lrtaStar');
  const { stats, table, control } = kit;
  const { heuristic, isValid, isGoal, expand } = p;
  /** The learned h of each state met, by node; the heuristic's own value in `h0`, for `closest`. */
  const h = new Float64Column(0, control.capacity);
  const h0 = new Float64Column(0, control.capacity);
  // The walk and learned-value count at the last decision taken in each state, to tell a walk that
  // would repeat itself for ever (same state, nothing learned since: every choice the same again).
  const decidedIn = new Int32Column(-1, control.capacity);
  const decidedAt = new Float64Column(-1, control.capacity);
  const local = new LocalSearchSpace<S, M>(control.capacity);
  const learning = new LocalLearning<S, M>(local, h, options.onLearn);
  let met = 0;
  kit.extraStored = () => met;
  kit.frontier = () => local.open.size;
  kit.bound = () => h.get(0);

  let phase = DECIDE;
  /** Strict rises of a learned value (`learning.learned`) at the start of this trial. */
  let learnedAtTrial = 0;
  /** Whether the last trial that reached a goal learned nothing. */
  let converged = false;
  let trials = 0;
  let restarts = 0;
  let walks = 0;
  let movesWalked = 0;
  let maxPerMove = 0;
  let lookaheadExpanded = 0;
  let walk: Walk<M> | undefined;
  /** The state of each node met (the first one met of its key). */
  const stateOf = new PagedArray<S>();
  const stateOfNode = (node: number): S => stateOf.get(node)!;
  let solved: { moves: M[]; states: S[]; cost: number } | undefined;
  let agent = p.initial;
  let agentNode = 0;
  /** The open state the agent walks to, once the A* stopped; -1 when none is left. */
  let target = -1;
  /** Where the step-by-step parts of a decision are (see the phases), and the path traced back. */
  let cursor = 0;
  const path: number[] = [];
  let finished: RealTimeResult<S, M> | undefined;
  // The expansion in progress.
  let current = 0;
  let currentG = 0;
  let generated = 0;
  let expanding = false;

  const emit: Emit<S, M> = (child, move, cost) => {
    kit.tick();
    generated++;
    const c = checkCost(cost);
    if (isValid !== undefined && !isValid(child)) {
      stats.pruned++;
      return;
    }
    let node = table.findOrAdd(child, met);
    if (node === -1) {
      node = met++;
      stateOf.set(node, child);
      const hv = heuristic === undefined ? 0 : checkHeuristic(heuristic(child));
      h.set(node, hv);
      h0.set(node, hv);
      if (met >= control.maxStored) control.storedLimitReached();
    }
    const hv = h.get(node);
    if (hv === Infinity) {
      stats.pruned++;
      return;
    }
    const g = currentG + c;
    let l = local.find(node);
    if (l === -1) {
      l = local.add(node, child, g, current, move, c);
      local.open.push(g + hv, g, l);
    } else if (g < local.g[l]!) {
      local.relink(l, g, current, move, c);
      if (local.closed[l] === 1) {
        local.closed[l] = 0;
        stats.reopened++;
      }
      local.open.push(g + hv, g, l);
    } else stats.duplicates++;
    local.edge(current, l, c);
  };

  const settle = (): void => {
    expanding = false;
    stats.generated += generated;
    generated = 0;
    if (local.open.size > stats.peakFrontier) stats.peakFrontier = local.open.size;
  };

  const facts = (): RealTimeFacts => ({
    trials,
    restarts,
    converged,
    movesWalked,
    maxExpansionsPerMove: maxPerMove,
    meanExpansionsPerMove: movesWalked === 0 ? 0 : stats.expanded / movesWalked,
  });

  const finish = (result: RealTimeResult<S, M>): RealTimeResult<S, M> => {
    finished = kit.finish(result);
    local.release();
    return finished;
  };

  /** Ends the search with a goal reached: the last trial's walk. */
  const finishSolved = (stop?: Stop): RealTimeResult<S, M> => {
    const base = { status: 'solved' as const, ...solved!, stats, ...facts() };
    if (stop === undefined) return finish(base);
    return finish({ ...base, stopped: stop.status === 'aborted' ? ('aborted' as const) : stop.limit });
  };

  /** Ends the search without a goal: the last finished trial's walk if there was one, else `how` with `closest`. */
  const finishUnsolved = (how: Stop | 'exhausted'): RealTimeResult<S, M> => {
    if (solved !== undefined) return finishSolved(how === 'exhausted' ? undefined : how);
    const base: UnsolvedResult = how === 'exhausted' ? { status: 'exhausted', stats } : stopped(how, stats);
    let closest: ClosestReachable<S, M> | undefined;
    if (heuristic !== undefined && walk !== undefined) {
      const path = walk.path(stateOfNode, walk.closest);
      closest = { state: path.states[path.states.length - 1]!, heuristic: walk.closestH, ...path };
    }
    return finish(closest === undefined ? { ...base, ...facts() } : { ...base, ...facts(), closest });
  };

  const beginWalk = (): void => {
    walks++;
    stats.iterations = walks;
    agent = p.initial;
    agentNode = 0;
    walk = new Walk<M>(h0.get(0));
    phase = DECIDE;
  };

  /** At the agent's state: ends the trial at a goal, or starts a lookahead. */
  const decide = (): RealTimeResult<S, M> | undefined => {
    if (isGoal(agent)) {
      trials++;
      solved = walk!.path(stateOfNode);
      converged = learning.learned === learnedAtTrial;
      if (converged || trials >= maxTrials) return finishSolved();
      learnedAtTrial = learning.learned;
      beginWalk();
      return undefined;
    }
    if (decidedIn.get(agentNode) === walks && decidedAt.get(agentNode) === learning.learned) {
      finish({ status: 'exhausted', stats, ...facts() });
      throw new SearchError(
        'invalid-cost',
        'lrtaStar came back to a state having learned nothing since it last decided there: it is walking a cycle of zero-cost moves, around which no estimate can rise; give those moves a positive cost, or a lookahead that takes the cycle in',
      );
    }
    decidedIn.set(agentNode, walks);
    decidedAt.set(agentNode, learning.learned);
    local.reset(agentNode, agent, h.get(agentNode));
    lookaheadExpanded = 0;
    target = -1;
    phase = PLAN;
    return undefined;
  };

  /** One step of the lookahead's A*: an expansion, or the end of the A* (then the learning starts). */
  const plan = (): RealTimeResult<S, M> | undefined => {
    const open = local.open;
    while (open.size > 0) {
      const l = open.peekNode();
      if (local.closed[l] === 1 || open.peekG() !== local.g[l]) open.pop();
      else break;
    }
    if (open.size > 0) {
      const l = open.peekNode();
      if ((l !== 0 && isGoal(local.states.get(l)!)) || lookaheadExpanded >= lookahead) {
        target = l;
        beginLearning();
        return undefined;
      }
      if (kit.expansionsSpent()) return finishUnsolved(control.expansionsSpent);
      open.pop();
      local.closed[l] = 1;
      stats.expanded++;
      lookaheadExpanded++;
      current = l;
      currentG = local.g[l]!;
      expanding = true;
      try {
        expand(local.states.get(l)!, emit);
      } catch (e) {
        settle();
        return finishUnsolved(kit.caught(e));
      }
      settle();
      return undefined;
    }
    beginLearning();
    return undefined;
  };

  const beginLearning = (): void => {
    learning.begin();
    phase = LEARN;
  };

  /** One step of the learning; at its end, a restart when the agent's state is a dead end, else the walk. */
  const learn = (): RealTimeResult<S, M> | undefined => {
    if (!learning.step()) return undefined;
    if (h.get(agentNode) === Infinity) {
      if (h.get(0) === Infinity) return finishUnsolved('exhausted');
      restarts++;
      beginWalk();
      return undefined;
    }
    if (lookaheadExpanded > maxPerMove) maxPerMove = lookaheadExpanded;
    path.length = 0;
    cursor = target;
    phase = TRACE;
    trace();
    return undefined;
  };

  /** One step of tracing the A*'s path back from the target (local 0, the agent's state, ends it); then the walk. */
  const trace = (): void => {
    for (let i = 0; i < LEARNING_CHUNK && cursor > 0; i++) {
      path.push(cursor);
      cursor = local.parent[cursor]!;
    }
    if (cursor > 0) return;
    cursor = path.length;
    phase = WALK;
    walkOn();
  };

  /** One step of the walk along the traced path; at its end, the agent decides again at the target. */
  const walkOn = (): void => {
    const w = walk!;
    const end = Math.max(0, cursor - LEARNING_CHUNK);
    for (let i = cursor - 1; i >= end; i--) {
      const l = path[i]!;
      w.step(local.moves.get(l)!, local.node[l]!, local.stepCost[l]!, h0.get(local.node[l]!));
      movesWalked++;
    }
    cursor = end;
    if (end > 0) return;
    agent = local.states.get(target)!;
    agentNode = local.node[target]!;
    phase = DECIDE;
  };

  // The initial state: node 0.
  const early = control.initial();
  if (early !== undefined) finishUnsolved(early);
  else if (isValid !== undefined && !isValid(p.initial)) {
    stats.pruned++;
    finishUnsolved('exhausted');
  } else {
    table.findOrAdd(p.initial, met++);
    stateOf.set(0, p.initial);
    const hv = heuristic === undefined ? 0 : checkHeuristic(heuristic(p.initial));
    h.set(0, hv);
    h0.set(0, hv);
    beginWalk();
    if (hv === Infinity) {
      stats.pruned++;
      finishUnsolved('exhausted');
    }
  }

  const resume = (): RealTimeResult<S, M> | undefined => {
    if (finished) return finished;
    for (;;) {
      const s = kit.step();
      if (s !== undefined) return isStop(s) ? finishUnsolved(s) : undefined;
      let r: RealTimeResult<S, M> | undefined;
      if (phase === DECIDE) r = decide();
      else if (phase === PLAN) r = plan();
      else if (phase === LEARN) r = learn();
      else if (phase === TRACE) trace();
      else walkOn();
      if (r !== undefined) return r;
      const after = kit.after();
      if (after !== undefined) return isStop(after) ? finishUnsolved(after) : undefined;
    }
  };

  /** Ends the search with `s` from wherever an interruption left it (see `runInScope`). */
  const halt = (s: Stop): RealTimeResult<S, M> => {
    if (finished) return finished;
    if (expanding) settle();
    return finishUnsolved(s);
  };
  return { control, polled: () => kit.work, resume, halt };
}
