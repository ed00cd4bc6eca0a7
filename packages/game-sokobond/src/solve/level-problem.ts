/**
 * The search problem of a level over single moves, and the exact search of a level (the `optimal`
 * mode's, and the check of a `fast` solution): what the solver's modes search.
 *
 * @module
 */
import { astar, type AStarOptions, type SearchProblem, type SearchResult } from '@puzzle-solvers/search-core';
import type { Heuristic } from '../heuristics.js';
import type { Level } from '../level.js';
import { isPushLevel, pushSearch } from '../search/push-search.js';
import { DIRECTIONS, initialPosition, isSolved, move, type Direction, type Position } from '../rules.js';

/**
 * The search problem of a level, for any search-core algorithm.
 *
 * @remarks
 * States are position strings, which are their own keys; successors come through `expand` in
 * the order up, left, down, right. Dead positions (see `isDead`) are cut by the heuristics, which
 * return `Infinity` for them.
 *
 * @category Solver
 */
export function problemOf(level: Level, heuristic?: Heuristic): SearchProblem<Position, Direction> {
  const problem: SearchProblem<Position, Direction> = {
    initial: initialPosition(level),
    expand(pos, emit) {
      for (const dir of DIRECTIONS) {
        const r = move(level, pos, dir);
        if (r.ok) emit(r.position, dir, 1);
      }
    },
    isGoal: (pos) => isSolved(level, pos),
    key: (pos) => pos,
  };
  return heuristic === undefined ? problem : { ...problem, heuristic };
}

/**
 * The exact search of one level (the `optimal` mode, and the check of a `fast` solution): the
 * push search for a helium player, otherwise A* over single moves.
 */
export function exactSearch(level: Level, heuristic: Heuristic, limits: AStarOptions<Position>): SearchResult<Position, Direction> {
  return isPushLevel(level) ? pushSearch(level, heuristic, limits) : astar(problemOf(level), { ...limits, heuristic });
}
