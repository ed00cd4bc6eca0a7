import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keyGraph, type KeyGraph } from '../../src/internal/graph.js';
import { parse } from '../../src/index.js';
import { chainMazeArb, forkMazeArb, fourRobotArb, mazeArb, treeMazeArb } from '../arbitraries/maze.js';
import { cellLevelGraph } from '../oracles/cell-level-graph.js';

/** POI indices sorted by their depth-first order: what the heuristic reads of `poiOrder`. */
const byOrder = (g: KeyGraph): number[] => Array.from(g.poiOrder, (_, p) => p).sort((a, b) => g.poiOrder[a]! - g.poiOrder[b]!);

/** Every field of the corridor-level graph equals the cell-level one's (`poiOrder` as an order). */
function sameGraph(text: string): void {
  const built = keyGraph(parse(text));
  const oracle = cellLevelGraph(parse(text));
  const { poiOrder: _a, ...rest } = built;
  const { poiOrder: _b, ...restOracle } = oracle;
  expect(rest).toEqual(restOracle);
  expect(byOrder(built)).toEqual(byOrder(oracle));
}

// Open rooms (loops everywhere, corridors met from several sides), corridor mazes (mostly bridges),
// forks, and four robots behind a cross of walls.
const open = fc.oneof(
  mazeArb({ robots: 1, maxWidth: 9, maxHeight: 7, maxKeys: 6 }),
  mazeArb({ robots: 2, maxWidth: 6, maxHeight: 5, maxKeys: 4 }),
);
const corridors = fc.oneof(treeMazeArb(6), chainMazeArb(7, 6, 5), forkMazeArb());

describe('keyGraph against the cell-level build', () => {
  it('finds the same routes, distances, bridges, loop count and depth-first order in open mazes', () => {
    fc.assert(fc.property(open, sameGraph), { numRuns: 400 });
  });

  it('and in corridor mazes and four-robot maps', () => {
    fc.assert(fc.property(fc.oneof(corridors, fourRobotArb(4)), sameGraph), { numRuns: 400 });
  });

  it('on hand-drawn mazes with two corridors between the same junctions and a ring', () => {
    // Two corridors join the same two junctions (neither is a bridge); a ring hangs off the right.
    sameGraph(
      ['#########', '#@.....a#', '#.#####.#', '#.......#', '#.#.#####', '#b#.....#', '###.###.#', '###.....#', '#########'].join('\n'),
    );
    sameGraph(['###########', '#a.A.@.B.b#', '#.#######.#', '#.........#', '###########'].join('\n'));
  });
});
