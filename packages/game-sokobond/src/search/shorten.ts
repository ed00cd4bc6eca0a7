/**
 * The shortening of a `fast` or `greedy` solution: search-core's `shortenPath` around it, with a
 * growing radius, within a budget of single moves.
 *
 * @module
 */
import { mergeStats, shortenPath, type AStarOptions, type SearchProblem, type SearchResult } from '@puzzle-solvers/search-core';
import type { LimitBudget } from '@puzzle-solvers/game-kit';
import type { Level } from '../level.js';
import { DIRECTIONS, initialPosition, isSolved, move, type Direction, type Position } from '../rules.js';
import { BY_POSITION } from './macro-moves.js';

/**
 * `found` made shorter by local searches around it, at radius 4, then 6, 8 … until `budget`
 * expansions, the caller's limits (`limits`, which this spends) or the solution's own length is
 * reached. With `shortest`, a proven lower bound on the cost of any solution, it also stops once
 * the solution costs that much: each radius only ever replaces the solution by a strictly
 * cheaper one, so the result is the same as without it, for less work.
 *
 * The statistics returned add the shortening's expansions to the search's.
 */
export function shortened(
  level: Level,
  found: SearchResult<Position, Direction>,
  budget: number,
  limits: LimitBudget<AStarOptions<Position>>,
  shortest?: number,
): SearchResult<Position, Direction> {
  if (!(budget >= 0)) throw new RangeError(`@puzzle-solvers/game-sokobond: shortenBudget must be a number ≥ 0, got ${String(budget)}`);
  if (found.status !== 'solved' || budget === 0) return found;
  let best = found;
  let left = budget;
  const problem = withRememberedMoves(level);
  for (let radius = 4; left > 0; radius += 2) {
    if (shortest !== undefined && best.cost <= shortest) break;
    if (limits.exhausted() !== undefined) break;
    const r = shortenPath(problem, best, { ...limits.stage({ maxExpansions: left }), radius, hashing: BY_POSITION });
    left -= r.stats.expanded;
    limits.spend(r.stats);
    best = { ...best, stats: mergeStats(best.stats, r.stats) };
    if (r.cost < best.cost) best = { ...best, moves: r.moves, states: r.states, cost: r.cost };
    if (r.status !== 'complete' || radius >= best.moves.length) break;
    // Every stored position expanded: the search met no position `radius` out, so it holds all
    // the positions reachable from the start, and a wider radius would find nothing shorter.
    if (r.stats.expanded === r.stats.peakStored) break;
  }
  return best;
}

/**
 * The level's problem with each position's moves computed once: the searches of growing radius
 * in {@link shortened} expand the positions of the smaller ones again.
 */
function withRememberedMoves(level: Level): SearchProblem<Position, Direction> {
  const remembered = new Map<Position, (Position | Direction)[]>();
  return {
    initial: initialPosition(level),
    isGoal: (pos) => isSolved(level, pos),
    key: (pos) => pos,
    expand(pos, emit) {
      let moves = remembered.get(pos);
      if (moves === undefined) {
        moves = [];
        for (const dir of DIRECTIONS) {
          const r = move(level, pos, dir);
          if (r.ok) moves.push(r.position, dir);
        }
        remembered.set(pos, moves);
      }
      for (let i = 0; i < moves.length; i += 2) emit(moves[i] as Position, moves[i + 1] as Direction, 1);
    },
  };
}
