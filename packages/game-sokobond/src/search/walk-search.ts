/**
 * A search for levels whose player is a molecule: a move that only carries the player's molecule
 * through empty floor (nothing pushed, no bond formed, no modifier swept) changes nothing but where
 * that molecule stands, so such walks are folded into the steps that do change something.
 * This file holds the search problem over those steps; where the molecule can walk is
 * `molecule-walks.ts`, and the portfolio's turns between weights are `portfolio-turns.ts`.
 *
 * @module
 */
import { astar, type AStarOptions, type SearchProblem, type SearchResult } from '@puzzle-solvers/search-core';
import type { Heuristic } from '../heuristics.js';
import type { Level } from '../level.js';
import { BY_KEY, expandMacros, keyedPositionBytes, type KeyedPosition } from './macro-moves.js';
import { LOUD, Walks } from './molecule-walks.js';
import { runInTurns } from './portfolio-turns.js';
import { DIRECTIONS, initialPosition, isSolved, move, type Direction, type Position } from '../rules.js';

/**
 * Whether the `fast` and `greedy` modes use {@link walkSearch}: the player's atom can bond (helium
 * players have the cheaper push search). Measured on the corpus: it cuts expansions by up to a
 * hundred times where the player's molecule walks through open floor (Grand Slam, Ocean,
 * Impasse), though on a few splitter levels it searches longer (Plunge, Two Worlds).
 *
 * @category Solver
 */
export function isWalkLevel(level: Level): boolean {
  return level.atoms.some((a) => a.player && a.element !== 'e');
}

/**
 * Searches with A* over the moves that change something, each preceded by the shortest quiet walk
 * of the player's molecule (see `Walks`), costing the number of moves. Positions that differ only
 * in where the player's molecule stands within one walkable region are one state (the first path
 * found to the region stands for the rest), so solutions are not always shortest.
 *
 * @returns search-core's result over single moves (the walks are expanded again).
 */
export function walkSearch(
  level: Level,
  heuristic: Heuristic,
  options: Omit<AStarOptions<Position>, 'hashing' | 'key' | 'heuristic'>,
): SearchResult<Position, Direction> {
  return walkPortfolio(level, heuristic, options, [options.weight ?? 1]);
}

/** The bytes of one entry of a `Map` (key, value, chain and its share of the buckets). */
const MAP_ENTRY_BYTES = 32;

/**
 * The bytes one stored state of the walk search holds, for `maxMemoryBytes`: the keyed position
 * (its key is the region's lowest placement, a string of its own) and its entry in the map from
 * positions to keys.
 */
function walkStateBytes(atoms: number): number {
  return keyedPositionBytes(atoms, true) + MAP_ENTRY_BYTES;
}

/**
 * {@link walkSearch} run as a portfolio: one search per weight, taking turns of `shares[i]` times
 * `SLICE` expansions on one shared problem, until one of them ends. Best-first searches on levels with
 * many rotators are heavy-tailed: which weight needs few expansions changes from level to level
 * and even with a level's orientation, and turns bound the cost by a multiple of the cheapest one
 * (the sum of the shares over that search's share). `maxExpansions` counts the expansions of all of them; a search that runs out
 * of states proves the level unsolvable for all. The searches hold their states at once, so each
 * gets an equal part of `maxStates` and `maxMemoryBytes`. The result's statistics count every
 * search (see `concurrentStats` in `portfolio-turns.ts`).
 */
export function walkPortfolio(
  level: Level,
  heuristic: Heuristic,
  options: Omit<AStarOptions<Position>, 'hashing' | 'key' | 'heuristic'>,
  weights: readonly number[],
  shares: readonly number[] = weights.map(() => 1),
): SearchResult<Position, Direction> {
  const player = level.atoms.findIndex((a) => a.player);
  const n = level.atoms.length;
  const walks = new Walks(level, n);
  const keys = new Walks(level, n);
  /** One walk and its last move: the placement it starts from, and the move. */
  interface Macro {
    readonly from: number;
    readonly dir: Direction;
  }
  // Keys by position: the same position is often reached again, and its key costs a walk.
  let known = new Map<Position, Position>();
  const nodeOf = (pos: Position): KeyedPosition => {
    let key = known.get(pos);
    if (key === undefined) {
      keys.explore(pos, player);
      key = keys.placed(pos, player, keys.lowest());
      if (known.size >= 1 << 20) known = new Map();
      known.set(pos, key);
    }
    return { pos, key };
  };
  const initial = initialPosition(level);
  // Each expansion uses the shared scratch (`walks`, `keys`) from start to end, so searches may
  // take turns between expansions.
  const problem: SearchProblem<KeyedPosition, Macro> = {
    initial: nodeOf(initial),
    expand({ pos }, emit) {
      walks.explore(pos, player);
      // Placements in cell order, not walking order: every position of a region must list the
      // same successors in the same order (search-core replays paths by successor index).
      walks.order.subarray(0, walks.count).sort();
      for (let k = 0; k < walks.count; k++) {
        const c = walks.order[k]!;
        let at: Position | undefined;
        for (let d = 0; d < 4; d++) {
          // A quiet move is a walk, already folded in; a walled one the rules refuse.
          if (walks.classifyAt(c, d) !== LOUD) continue;
          const dir = DIRECTIONS[d]!;
          at ??= walks.placed(pos, player, c);
          const r = move(level, at, dir);
          if (!r.ok) continue;
          emit(nodeOf(r.position), { from: c, dir }, walks.dist[c]! + 1);
        }
      }
    },
    isGoal: ({ pos }) => isSolved(level, pos),
    heuristic: ({ pos }) => heuristic(pos),
  };
  const finish = (result: SearchResult<KeyedPosition, Macro>): SearchResult<Position, Direction> =>
    expandMacros(level, initial, result, (pos, { from, dir }) => {
      walks.explore(pos, player);
      return [...walks.pathTo(from), dir];
    });
  const stateBytes = walkStateBytes(n);
  if (weights.length === 1) return finish(astar(problem, { ...options, hashing: BY_KEY, stateBytes }));
  return runInTurns(problem, options, weights, shares, stateBytes, finish);
}
