/**
 * The key graph of a level: the maze contracted to its points of interest (the robots' starts and
 * the keys) with the routes between them, built once per level and cached. This file holds the
 * graph's shape and assembles it from the parts under `graph/`: the corridor graph
 * (`corridors.ts`), its bridges and depth-first order (`bridges.ts`) and the routes over it
 * (`key-routes.ts`); then it adds each robot's local positions and which keys can ever be collected.
 *
 * @module
 */
import type { Level } from '../level.js';
import { findBridges } from './graph/bridges.js';
import { contractMaze } from './graph/corridors.js';
import { collectableKeys, FAR, findRoutes, type KeyRoutes, robotPlaces } from './graph/key-routes.js';

export { FAR };

/**
 * The maze contracted to its points of interest (POIs): POI `r < R` is robot r's start, POI `R + k`
 * is key k. From each POI, the routes to every key, each with its length and the key set it needs
 * (the doors it crosses and the keys it walks over). Between one POI and one key there may be
 * several routes when the maze has loops: all those that are Pareto-optimal in (length, needed set)
 * are kept, shortest first, so the first usable one is the shortest legal route.
 */
export interface KeyGraph extends KeyRoutes {
  readonly robots: number;
  readonly keys: number;
  /** Cell of each POI. */
  readonly poiCell: Int32Array;
  /** The keys in a depth-first preorder of the maze's cells (a preorder of its bridge tree). */
  readonly keyOrder: Int32Array;
  /** The preorder position of each POI (comparable with the other POIs': only their order means anything). */
  readonly poiOrder: Int32Array;
  /** Cell-to-cell steps in the maze after pruning dead ends, and how many of them lie on loops (are not bridges). */
  readonly edges: number;
  readonly loopEdges: number;
  /** Per robot: local position index → POI (0 is its start, then its region's keys in order). */
  readonly localPoi: readonly Int32Array[];
  /** Per robot: POI → local position index, or -1. */
  readonly poiLocal: readonly Int32Array[];
  /** Keys no robot can ever collect (out of reach, or locked behind their own doors): the level is impossible when not 0. */
  readonly stranded: number;
}

const cache = new WeakMap<Level, KeyGraph>();

/** Steps of a build (cells, labels settled) between two calls of its `check`. */
const CHECK_EVERY = 4096;

/**
 * The contracted graph of a level, built once and cached. `check` is called every few thousand
 * steps of the build (its cost grows with the maze and the number of door sets) and may throw to
 * stop it (game-kit's `LimitBudget.setUp`); only a whole graph is cached.
 */
export function keyGraph(level: Level, check?: () => void): KeyGraph {
  let g = cache.get(level);
  if (!g) {
    g = buildGraph(level, check ?? (() => {}));
    cache.set(level, g);
  }
  return g;
}

function buildGraph(level: Level, check: () => void): KeyGraph {
  let steps = 0;
  const poll = (): void => {
    steps = 0;
    check();
  };
  const tick = (): void => {
    if (++steps === CHECK_EVERY) poll();
  };
  const R = level.robots.length;
  const K = level.keys.length;
  const P = R + K;
  const poiCell = new Int32Array(P);
  for (let r = 0; r < R; r++) poiCell[r] = level.robots[r]!;
  for (let k = 0; k < K; k++) poiCell[R + k] = level.keyCells[k]!;

  const graph = contractMaze(level, poiCell, tick, poll);
  const { nodeOf } = graph;
  const { pre, bridgeLength, loopEdges } = findBridges(graph, poiCell, tick, poll);
  const routes = findRoutes(level, poiCell, graph, bridgeLength, tick, poll);
  const { routeStart, routeKey, routeNeeds, robotKeys } = routes;

  const { localPoi, poiLocal } = robotPlaces(R, K, robotKeys);
  const collectable = collectableKeys(R, K, routes);

  const keyOrder = Int32Array.from(
    Array.from({ length: K }, (_, k) => k).sort((a, b) => pre[nodeOf[level.keyCells[a]!]!]! - pre[nodeOf[level.keyCells[b]!]!]!),
  );
  const poiOrder = Int32Array.from(poiCell, (c) => pre[nodeOf[c]!]!);

  return {
    robots: R,
    keys: K,
    poiCell,
    routeStart,
    routeKey,
    routeLength: routes.routeLength,
    routeNeeds,
    freeDistance: routes.freeDistance,
    keyDistance: routes.keyDistance,
    bridgeDistance: routes.bridgeDistance,
    keyOrder,
    poiOrder,
    edges: graph.edges,
    loopEdges,
    robotKeys,
    region: routes.region,
    localPoi,
    poiLocal,
    stranded: (K === 0 ? 0 : 2 ** K - 1) & ~collectable,
  };
}
