/**
 * A push-level search for levels whose player is a lone helium atom: walking changes nothing but
 * the player's cell, so the search only branches on pushes, each preceded by the shortest walk.
 *
 * @module
 */
import { astar, type AStarOptions, type Hashing, type SearchProblem, type SearchResult } from '@puzzle-solvers/search-core';
import type { Heuristic } from '../heuristics.js';
import { FloorWalk } from '../analysis/floor-walk.js';
import type { Level } from '../level.js';
import { BY_KEY, expandMacros, keyedPositionBytes, type KeyedPosition } from './macro-moves.js';
import { DIRECTIONS, DX, DY, cellAt, encodeAtom, initialPosition, isSolved, move, type Direction, type Position } from '../rules.js';

/**
 * Whether the push-level search applies: the player's atom is helium, which never bonds, so its
 * molecule is itself alone forever and a step that pushes nothing changes nothing else.
 *
 * @category Solver
 */
export function isPushLevel(level: Level): boolean {
  return level.atoms.some((a) => a.player && a.element === 'e');
}

/**
 * Options of {@link pushSearch}.
 */
export interface PushSearchOptions extends Omit<AStarOptions<Position>, 'hashing' | 'key' | 'heuristic'> {
  /**
   * Identify positions that differ only in where the player stands within the floor it can walk
   * to (as Sokoban solvers do): far fewer states, but the first path found to a region stands
   * for all of them, so solutions are no longer shortest. For the non-optimal modes.
   */
  readonly normalize?: boolean;
}

/** One walk-and-push of the push search: the cell the player pushes from, and the push. */
export interface PushMacro {
  readonly stand: number;
  readonly push: Direction;
}

/**
 * The push search's problem for any search-core search, with what a search of it needs: the
 * hashing and state size of its states, and `unfold`, which turns a solved result over macro moves
 * back into single moves.
 */
export interface PushProblem {
  readonly problem: SearchProblem<KeyedPosition, PushMacro>;
  readonly hashing: Hashing<KeyedPosition>;
  readonly stateBytes: number;
  unfold(result: SearchResult<KeyedPosition, PushMacro>): SearchResult<Position, Direction>;
}

/**
 * The push level's problem (see {@link pushSearch}): a successor is a walk to a cell next to an
 * atom (shortest, through empty floor) followed by one push; its cost is the number of moves.
 * With `normalize`, positions that differ only in where the player stands in its floor are one.
 */
export function pushProblem(level: Level, heuristic: Heuristic, normalize: boolean): PushProblem {
  const player = level.atoms.findIndex((a) => a.player);
  const w = level.width;
  const h = level.height;
  const size = w * h;
  const occupied = new Uint8Array(size);
  const walks = new FloorWalk(level);
  const regions = new FloorWalk(level);
  const withPlayerAt = (pos: Position, cell: number): Position =>
    pos.slice(0, player) + String.fromCharCode(encodeAtom(cell, 0, 0)) + pos.slice(player + 1);
  /** Walks `walker` from the player's cell around the other atoms. */
  const walkFrom = (walker: FloorWalk, pos: Position): void => {
    for (let i = 0; i < pos.length; i++) if (i !== player) occupied[cellAt(pos, i)] = 1;
    walker.run(cellAt(pos, player), occupied);
    for (let i = 0; i < pos.length; i++) if (i !== player) occupied[cellAt(pos, i)] = 0;
  };
  /** The position with the player on the lowest cell it can walk to: one key per walkable region. */
  const canonical = (pos: Position): Position => {
    walkFrom(regions, pos);
    const lowest = regions.lowest();
    return lowest === cellAt(pos, player) ? pos : withPlayerAt(pos, lowest);
  };

  const nodeOf = (pos: Position): KeyedPosition => ({ pos, key: normalize ? canonical(pos) : pos });
  const initial = initialPosition(level);
  const problem: SearchProblem<KeyedPosition, PushMacro> = {
    initial: nodeOf(initial),
    expand({ pos }, emit) {
      walkFrom(walks, pos);
      const { dist } = walks;
      for (let i = 0; i < pos.length; i++) {
        if (i === player) continue;
        const c = cellAt(pos, i);
        const cx = c % w;
        const cy = (c - cx) / w;
        for (const d of DIRECTIONS) {
          // Stand on the cell before the atom and push it in direction d.
          const sx = cx - DX[d];
          const sy = cy - DY[d];
          if (sx < 0 || sy < 0 || sx >= w || sy >= h) continue;
          const stand = sy * w + sx;
          if (dist[stand]! < 0) continue;
          const r = move(level, withPlayerAt(pos, stand), d);
          if (!r.ok) continue;
          emit(nodeOf(r.position), { stand, push: d }, dist[stand]! + 1);
        }
      }
    },
    isGoal: ({ pos }) => isSolved(level, pos),
    heuristic: ({ pos }) => heuristic(pos),
  };
  return {
    problem,
    hashing: BY_KEY,
    stateBytes: keyedPositionBytes(level.atoms.length, normalize),
    unfold: (result) =>
      expandMacros(level, initial, result, (pos, { stand, push }) => {
        walkFrom(walks, pos);
        return [...walks.pathTo(stand), push];
      }),
  };
}

/**
 * Searches a push level with A*: a successor is a walk to a cell next to an atom (shortest, through
 * empty floor) followed by one push; its cost is the number of moves. Costs are exact, so an
 * admissible heuristic still gives a shortest solution (unless `normalize` is set).
 *
 * @returns search-core's result over single moves (macro moves are expanded again).
 */
export function pushSearch(level: Level, heuristic: Heuristic, options: PushSearchOptions): SearchResult<Position, Direction> {
  const { normalize = false, ...limits } = options;
  const push = pushProblem(level, heuristic, normalize);
  return push.unfold(astar(push.problem, { ...limits, hashing: push.hashing, stateBytes: push.stateBytes }));
}
