import fc from 'fast-check';
import { replaySteps } from '@puzzle-solvers/game-kit';
import { bfs } from '@puzzle-solvers/search-core';
import { describe, expect, it } from 'vitest';
import {
  applyMove,
  decodeGridState,
  decodeState,
  DIRECTIONS,
  gridProblem,
  KeyMazeSearchState,
  parse,
  plugin,
  replay,
  shortestRoute,
  verify,
  type Direction,
  type GridMove,
  type Level,
} from '../../src/index.js';
import { gridSpace } from '../../src/encoding/spaces.js';
import { solveFrom } from '../../src/play/solve-from.js';
import { fourRobotArb, mazeArb } from '../arbitraries/maze.js';

const playable = { ...plugin, playMove: plugin.playMove!, isSolved: plugin.isSolved! };
const mazes = fc.oneof(
  mazeArb({ robots: 1, maxWidth: 7, maxHeight: 5, maxKeys: 4 }),
  mazeArb({ robots: 2, maxWidth: 5, maxHeight: 4, maxKeys: 3 }),
  fourRobotArb(4),
);
const stepArb = fc.record({ robot: fc.integer({ min: 0, max: 3 }), dir: fc.constantFrom(...DIRECTIONS) });
const walkArb = fc.tuple(mazes, fc.array(stepArb, { minLength: 10, maxLength: 40 }));

/** The raw grid problem's own successors of `state` (its own code for a step), by move. */
function gridSuccessors(level: Level, state: number): Map<string, number> {
  const out = new Map<string, number>();
  gridProblem(level).expand?.(state, (next, move) => out.set(`${move.robot}${move.dir}`, next));
  return out;
}

/** The raw grid state of a position (every robot's cell and the keys held). */
function gridStateOf(level: Level, robots: readonly number[], held: number): number {
  const space = gridSpace(level);
  return space.codec.encode(
    robots.map((c, r) => space.localOf[r]![c]!),
    held,
  );
}

/** The direction from a cell to its neighbour. */
function directionOf(level: Level, from: number, to: number): Direction {
  return to === from - level.width ? 'U' : to === from + level.width ? 'D' : to === from - 1 ? 'L' : 'R';
}

describe('play cell by cell', () => {
  it('a step does what the raw grid problem does: the same steps refused, the same positions reached', () => {
    let moved = 0;
    let refused = 0;
    fc.assert(
      fc.property(walkArb, ([text, steps]) => {
        const level = parse(text);
        let state = plugin.initialState(level);
        for (const { robot, dir } of steps) {
          const step = { robot: robot % level.robots.length, dir };
          const { robots, held } = decodeState(level, state);
          const grid = gridSuccessors(level, gridStateOf(level, robots, held));
          const outcome = playable.playMove(level, state, step);
          const expected = grid.get(`${step.robot}${step.dir}`);
          if (outcome.kind !== 'moved') {
            expect(expected).toBeUndefined();
            refused++;
            continue;
          }
          moved++;
          expect(expected).toBeDefined();
          expect(decodeState(level, outcome.state)).toEqual(decodeGridState(level, expected!));
          state = outcome.state;
        }
      }),
      { numRuns: 150 },
    );
    console.log(`steps: ${moved} moved, ${refused} refused`);
    expect(moved).toBeGreaterThan(500);
    expect(refused).toBeGreaterThan(200);
  });

  it('a walk of steps that reaches a key ends in the state of the key move, and is no shorter', () => {
    let walks = 0;
    let detours = 0;
    fc.assert(
      fc.property(walkArb, fc.array(fc.constantFrom(...DIRECTIONS), { minLength: 60, maxLength: 60 }), ([text, prefix], wander) => {
        const level = parse(text);
        // A position reached by key moves (any order the rules allow).
        const keyMoves = prefix.map((s, i) => ({ robot: s.robot, key: level.keys[i % Math.max(1, level.keys.length)] ?? 'a' }));
        const states = replay(
          level,
          keyMoves.filter((m) => m.robot < level.robots.length),
        );
        const from = decodeState(level, states.at(-1)!);
        for (let robot = 0; robot < level.robots.length; robot++) {
          for (let k = 0; k < level.keys.length; k++) {
            const move = applyMove(level, from.robots, from.held, robot, k);
            if (!move.ok) continue;
            const packedMove = new KeyMazeSearchState(level, move.robots, move.held).packed();
            // The shortest route, stepped.
            const route = shortestRoute(level, from.robots[robot]!, from.held, k)!;
            let walker = new KeyMazeSearchState(level, from.robots, from.held);
            for (let i = 1; i < route.length; i++) {
              const next = walker.play({ robot, dir: directionOf(level, route[i - 1]!, route[i]!) });
              if (typeof next === 'string') throw new Error(next);
              walker = next;
            }
            expect(route.length - 1).toBe(move.steps);
            expect(walker.packed()).toBe(packedMove);
            walks++;
          }
          // A wandering walk: the first key not yet held it steps on is a key move of the same end.
          let walker = new KeyMazeSearchState(level, from.robots, from.held);
          let taken = 0;
          for (const dir of wander) {
            const next = walker.play({ robot, dir });
            if (typeof next === 'string') continue;
            walker = next;
            taken++;
            if (walker.held !== from.held) break;
          }
          if (walker.held === from.held) continue;
          const key = Math.log2(walker.held & ~from.held);
          const move = applyMove(level, from.robots, from.held, robot, key);
          expect(move.ok).toBe(true);
          if (!move.ok) continue;
          expect(walker.packed()).toBe(new KeyMazeSearchState(level, move.robots, move.held).packed());
          expect(taken).toBeGreaterThanOrEqual(move.steps);
          detours++;
        }
      }),
      { numRuns: 150 },
    );
    console.log(`walks: ${walks} shortest routes, ${detours} wandering walks`);
    expect(walks).toBeGreaterThan(60);
    expect(detours).toBeGreaterThan(40);
  });

  it('solving from any position reached by steps costs what breadth-first search on the grid finds, and the answer plays', () => {
    let between = 0;
    fc.assert(
      fc.property(walkArb, ([text, steps]) => {
        const level = parse(text);
        // A person's walk: the steps the maze refuses are not played.
        const played: GridMove[] = [];
        let state = plugin.initialState(level);
        for (const { robot, dir } of steps) {
          if (playable.isSolved(level, state)) break;
          const step = { robot: robot % level.robots.length, dir };
          const outcome = playable.playMove(level, state, step);
          if (outcome.kind !== 'moved') continue;
          played.push(step);
          state = outcome.state;
        }
        expect(replaySteps(playable, level, played).states.at(-1)).toBe(state);
        if (state < 0) between++;
        const { robots, held } = decodeState(level, state);
        const oracle = bfs({ ...gridProblem(level), initial: gridStateOf(level, robots, held) }, { maxStates: 500_000 });
        const hint = solveFrom(level, state);
        expect(hint.result.status).toBe(oracle.status);
        if (hint.result.status !== 'solved' || oracle.status !== 'solved') return;
        expect(hint.result.cost).toBe(oracle.cost);
        expect(hint.result.states[0]).toBe(state);
        // The steps played, then the answer: the level solved, every step counted once.
        const answer = plugin.parseSolution(hint.solution ?? '');
        expect(verify(level, [...played, ...answer])).toEqual({
          valid: true,
          moves: played.length + answer.length,
          cost: played.length + oracle.cost,
        });
      }),
      { numRuns: 120 },
    );
    console.log(`positions solved from: ${between} of 120 between keys`);
    expect(between).toBeGreaterThan(40);
  });
});
