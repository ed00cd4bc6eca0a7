import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bfs } from '@puzzle-solvers/search-core';
import { gridProblem, keyMazeBound, problemOf, parse, replay, solve, verify, type Level } from '../src/index.js';
import { chainMazeArb, forkMazeArb, fourRobotArb, mazeArb, treeMazeArb } from './arbitraries/maze.js';

/** The obvious oracle: breadth-first search over every robot's cell and the keys held. */
function gridSteps(level: Level): number | 'exhausted' {
  const r = bfs(gridProblem(level), { maxStates: 2_000_000 });
  if (r.status === 'solved') return r.cost;
  if (r.status === 'exhausted') return 'exhausted';
  throw new Error(`oracle stopped: ${r.status}`);
}

function solverSteps(level: Level, algorithm?: string): number | 'exhausted' {
  const { result } = solve(level, algorithm === undefined ? {} : { algorithm });
  if (result.status === 'solved') return result.cost;
  if (result.status === 'exhausted') return 'exhausted';
  throw new Error(`solver stopped: ${result.status}`);
}

const oneRobot = mazeArb({ robots: 1, maxWidth: 8, maxHeight: 6, maxKeys: 5 });
const twoRobots = mazeArb({ robots: 2, maxWidth: 5, maxHeight: 4, maxKeys: 3 });
const fourRobots = fourRobotArb(4);
const treeMaze = fc.oneof(treeMazeArb(6), chainMazeArb(7, 6, 5));
const forkMaze = forkMazeArb();

describe('the contracted search against the raw grid', () => {
  it('finds as few steps as breadth-first search on the grid, with one robot', () => {
    fc.assert(
      fc.property(oneRobot, (text) => {
        const level = parse(text);
        expect(solverSteps(level)).toBe(gridSteps(level));
      }),
      { numRuns: 300 },
    );
  });

  it('finds as few steps as breadth-first search on corridor mazes (mostly bridges, precedence chains)', () => {
    fc.assert(
      fc.property(treeMaze, (text) => {
        const level = parse(text);
        expect(solverSteps(level)).toBe(gridSteps(level));
      }),
      { numRuns: 300 },
    );
  });

  it('finds as few steps as breadth-first search when the robot must double back (detours)', () => {
    fc.assert(
      fc.property(forkMaze, (text) => {
        const level = parse(text);
        expect(solverSteps(level)).toBe(gridSteps(level));
      }),
      { numRuns: 200 },
    );
  });

  it('finds as few steps as a grid search over all four robots on part-2 style maps', () => {
    fc.assert(
      fc.property(fourRobots, (text) => {
        const level = parse(text);
        expect(level.robots).toHaveLength(4);
        expect(solverSteps(level)).toBe(gridSteps(level));
      }),
      { numRuns: 150 },
    );
  });

  it('finds as few steps as the grid search when two robots share a region', () => {
    fc.assert(
      fc.property(twoRobots, (text) => {
        const level = parse(text);
        expect(solverSteps(level)).toBe(gridSteps(level));
      }),
      { numRuns: 150 },
    );
  });

  it('gives the same number of steps with A* and with Dijkstra', () => {
    fc.assert(
      fc.property(fc.oneof(oneRobot, fourRobots, twoRobots), (text) => {
        const level = parse(text);
        expect(solverSteps(level, 'astar')).toBe(solverSteps(level, 'dijkstra'));
      }),
      { numRuns: 200 },
    );
  });
});

describe('the solutions', () => {
  it('replay legally, with the cost the solver reports', () => {
    fc.assert(
      fc.property(fc.oneof(oneRobot, fourRobots), (text) => {
        const level = parse(text);
        const { result, solution } = solve(level);
        if (result.status !== 'solved') return;
        expect(verify(level, solution!)).toEqual({ valid: true, moves: level.keys.length, cost: result.cost });
      }),
      { numRuns: 200 },
    );
  });

  it('collect a key behind a door only after the key of that door', () => {
    fc.assert(
      fc.property(fc.oneof(oneRobot, fourRobots, treeMaze), (text) => {
        const level = parse(text);
        const { result } = solve(level);
        if (result.status !== 'solved') return;
        const order = result.moves.map((m) => m.key);
        for (const door of new Set(level.rows.join('').match(/[A-Z]/g) ?? [])) {
          const opener = door.toLowerCase();
          // Keys no robot reaches while this door stays shut must come after its key.
          for (const k of keysBehind(level, door)) {
            expect(order.indexOf(opener)).toBeLessThan(order.indexOf(k));
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  it('never overestimate: the heuristic stays at or below the steps left along an optimal path', () => {
    fc.assert(
      fc.property(fc.oneof(oneRobot, fourRobots, twoRobots, treeMaze, forkMaze), (text) => {
        const level = parse(text);
        const h = keyMazeBound(level);
        const { result } = solve(level, { algorithm: 'dijkstra' });
        if (result.status !== 'solved') {
          expect(h(problemOf(level).initial)).toBe(Infinity);
          return;
        }
        const states = replay(level, result.moves);
        let left = result.cost;
        const problem = problemOf(level);
        for (let i = 0; i < states.length; i++) {
          expect(h(states[i]!)).toBeLessThanOrEqual(left);
          if (i < result.moves.length) {
            let cost = 0;
            problem.expand!(states[i]!, (s, _m, c) => {
              if (s === states[i + 1]) cost = c ?? 1;
            });
            left -= cost;
          }
        }
        expect(left).toBe(0);
      }),
      { numRuns: 400 },
    );
  });
});

/** Keys that no robot can reach with `door` shut and every other door open. */
function keysBehind(level: Level, door: string): string[] {
  const w = level.width;
  const seen = new Uint8Array(level.cells.length);
  const queue = [...level.robots];
  for (const r of queue) seen[r] = 1;
  while (queue.length > 0) {
    const c = queue.pop()!;
    const x = c % w;
    for (const nb of [c - w, c + w, x > 0 ? c - 1 : -1, x < w - 1 ? c + 1 : -1]) {
      if (nb < 0 || nb >= level.cells.length || seen[nb]) continue;
      const ch = String.fromCharCode(level.cells[nb]!);
      if (ch === '#' || ch === door) continue;
      seen[nb] = 1;
      queue.push(nb);
    }
  }
  return level.keys.filter((_, k) => !seen[level.keyCells[k]!]);
}

describe('the random mazes', () => {
  it('are mostly solvable and use keys and doors', () => {
    const stats = { solvable: 0, withDoors: 0, keys: 0, total: 0 };
    for (const text of fc.sample(fc.oneof(oneRobot, fourRobots, twoRobots, treeMaze, forkMaze), 500)) {
      const level = parse(text);
      stats.total++;
      stats.keys += level.keys.length;
      if (/[A-Z]/.test(text)) stats.withDoors++;
      if (solve(level).result.status === 'solved') stats.solvable++;
    }
    console.log('random mazes:', stats);
    expect(stats.solvable / stats.total).toBeGreaterThan(0.4);
    expect(stats.withDoors / stats.total).toBeGreaterThan(0.4);
    expect(stats.keys / stats.total).toBeGreaterThan(1.5);
  });
});
