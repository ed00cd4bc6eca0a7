/**
 * Dead-state detection: the `isValid` pruning hook of the search. Every test here is sound: it
 * only rejects states from which no solution exists, or (the detour test) states for which a
 * strictly shorter equivalent state exists.
 *
 * @remarks
 * This file is the face the rest of the package imports: {@link isAlive}, its options, the set-up
 * steps and the counters. The tests live beside it: the track graph (`track-graph.ts`, built from
 * `neighbor-lists.ts`), the reachability test (`reachability.ts`), the cut-crossing test
 * (`cuts.ts`), the boundary-order test (`contour.ts`) and the detour test (`idle-detour.ts`).
 *
 * @module
 */
import { GREEN, type Level } from '../level.js';
import { WAITING, type TrainState } from '../rules.js';
import { tablesOf } from '../rules/level-tables.js';
import { advanceContourEpochs } from './contour.js';
import { planarOf, prepareContour } from './contour-geometry.js';
import { hasIdleDetour } from './idle-detour.js';
import { reachabilityOk } from './reachability.js';
import { COUNTER_LIMIT, graphOf } from './track-graph.js';

/**
 * Moves the counters of the pruning tests (the reachability test's for `level`, the boundary-order
 * test's) to `below` short of where they start again, so that a test can run them across that
 * point: a search gets there after about a billion states.
 *
 * @internal
 */
export function advancePruningCounters(level: Level, below: number): void {
  const g = graphOf(level);
  g.epoch = COUNTER_LIMIT - below;
  g.discBase = COUNTER_LIMIT - below;
  advanceContourEpochs(below);
}

/**
 * The level's tables that {@link isAlive} builds on first use, as steps to run ahead of the search
 * (the move tables, the graph, and the contour's geometry where that test runs): on a 200 × 200
 * grid they take longer than a short time limit, and built inside the search's first step no
 * limit could cut them. Each step is cached per level.
 *
 * @internal
 */
export function pruningSetUp(level: Level, options: PruneOptions = {}): ((level: Level) => unknown)[] {
  const steps: ((level: Level) => unknown)[] = [tablesOf, graphOf];
  if (contourRuns(level, options) && planarOf(level)) steps.push(prepareContour);
  return steps;
}

/** Whether the boundary-order test runs on the level's states (see {@link PruneOptions.contour}). */
function contourRuns(level: Level, options: PruneOptions): boolean {
  return options.contour !== false && level.cars <= (options.contourMaxCars ?? 1);
}

/**
 * Options of {@link isAlive}: which tests run (all by default; for measuring what each is worth).
 *
 * @category Solving
 */
export interface PruneOptions {
  /** Biconnected-block analysis (else a plain flood fill). Default true. */
  readonly blocks?: boolean;
  /** The detour test (trains of at most two cars). Default true. */
  readonly detours?: boolean;
  /** The cut-crossing test. Default true. */
  readonly cuts?: boolean;
  /**
   * In the cut-crossing test, the bound from goo: aliens that are not green cross a cut only in
   * cars without goo, at most one per such car per crossing. Default true.
   */
  readonly gooCuts?: boolean;
  /** The boundary-order test (levels without crossings or wormholes). Default true. */
  readonly contour?: boolean;
  /**
   * The longest train the boundary-order test runs for. Default 1: it is sound for any train and
   * prunes 20–50 % of the states on the hardest two-car levels of the corpus, but there it costs
   * more time than it saves.
   */
  readonly contourMaxCars?: number;
}

/**
 * Whether a state can still lead to a solution (the search's `isValid` hook).
 *
 * @remarks
 * Rejects a state when
 * - the track has reached the exit without every alien delivered;
 * - every car carries goo while a non-green alien still waits;
 * - **reachability**: the free cells the rest of a simple track from the engine to the exit could
 *   use are those in the biconnected blocks on the block–cut tree path between the engine and the
 *   exit (a block hanging off that path would have to be entered and left through the same cut
 *   cell). The exit must be among them, every waiting alien must be next to one of them or next to
 *   a track cell some car has still to pass, and for every colour the aliens waiting or aboard
 *   must not outnumber the empty houses of that colour (plus wildcard houses) next to such cells;
 * - **cuts**: for every straight cut between two rows or two columns,
 *   the aliens that must be carried across it (every reachable neighbour cell on one side, every
 *   fitting empty house on the other), at most one per car per crossing (and, for aliens that are
 *   not green, at most one per car without goo: goo never wears off), and the sides where the
 *   last car and the exit are, give a least number of crossings; the free edges across the cut
 *   (plus those on the laid track the cars have still to run, plus one for a wormhole jump still
 *   to come or on that laid track: the pair is used once) must be at least that many;
 * - **boundary order** (levels without crossings or wormholes; by default one-car trains only,
 *   see {@link PruneOptions.contourMaxCars}): the blocked cells 8-connected to
 *   the outside, the laid track among them, bound the exit's region by one contour that the engine
 *   and the exit split into two arcs. Passing a cell next to an arc cuts off the stretch of that
 *   arc behind it, so on each arc the track meets the contour in order towards the exit. Pick-ups
 *   and deliveries that can only happen next to an arc must fit that order, with at most as many
 *   aliens in transit as cars (see `contour.ts`);
 * - **detour** (one or two cars): the engine came back next to an earlier track cell and no car
 *   took or delivered anyone on the loop in between, so the loop could be cut out: the shorter
 *   track reaches the same train state with more free cells, and is searched instead.
 *
 * @category Solving
 */
export function isAlive(state: TrainState, options: PruneOptions = {}): boolean {
  const level = state.level;
  if (state.done) return state.isSolved();
  const t = state.t;
  const mem = state.mem;
  const L = level.cars;
  // Goo: non-green aliens waiting but every car gooped.
  let allGoo = true;
  for (let k = 0; k < L; k++) if (mem[t.gooAt + k] === 0) allGoo = false;
  if (allGoo) {
    for (let a = 0; a < level.aliens.length; a++) {
      if (mem[t.aliensAt + a] === WAITING && t.alienColor[a] !== GREEN) return false;
    }
  }
  if (options.detours !== false && L <= 2 && hasIdleDetour(state, t)) return false;
  const contour = contourRuns(level, options);
  return reachabilityOk(state, t, options.blocks !== false, options.cuts !== false, options.gooCuts !== false, contour);
}
