/**
 * The fixed cost of a search: microseconds per search of each algorithm on problems of a few
 * states, where setting up the tables and arenas is most of the work. Solvers run many such
 * searches (a game checks a push, a region, a pairing), so this cost multiplies.
 */
import { median } from './median.js';
import { astar, bfs, byHash, dfs, dijkstra, idaStar, reachable, type AStarOptions, type SearchProblem } from '../src/index.js';

export interface SmallSearchRow {
  readonly search: string;
  /** Median µs per search that ends where it starts (no expansion). */
  readonly atStartUs: number;
  /** Median µs per search of a chain ten moves long (about ten expansions). */
  readonly tenMovesUs: number;
}

/** A chain from `start`: each state leads one and two further; the goal is `length` further. */
const chain = (start: number, length: number): SearchProblem<number, number> => ({
  initial: start,
  expand(s, emit) {
    emit(s + 1, 0);
    emit(s + 2, 1);
  },
  isGoal: (s) => s >= start + length,
  heuristic: (s) => Math.max(0, start + length - s) / 2,
});

const NUMBERS: AStarOptions<number> = { key: (s) => s };
const STRINGS: AStarOptions<number> = { key: (s) => `s${s}` };
const HASHED: AStarOptions<number> = {
  hashing: byHash(
    (s: number) => Math.imul(s, 0x9e3779b1),
    (a: number, b: number) => a === b,
  ),
};

const SEARCHES: Record<string, (start: number, length: number) => unknown> = {
  'astar, numeric keys': (start, length) => astar(chain(start, length), NUMBERS),
  'astar, string keys': (start, length) => astar(chain(start, length), STRINGS),
  'astar, hash and equality': (start, length) => astar(chain(start, length), HASHED),
  'dijkstra, numeric keys': (start, length) => dijkstra(chain(start, length), NUMBERS),
  'bfs, numeric keys': (start, length) => bfs(chain(start, length), NUMBERS),
  'dfs, numeric keys': (start, length) => dfs(chain(start, length), NUMBERS),
  'idaStar, numeric keys': (start, length) => idaStar(chain(start, length), NUMBERS),
  // Every state within `length` of the start, without a goal.
  'reachable, numeric keys': (start, length) => {
    const p = chain(start, length);
    return reachable(
      { initial: start, expand: (s: number, emit) => (s < start + length ? p.expand!(s, emit) : undefined), isGoal: () => false },
      NUMBERS,
    );
  },
};

/** The searches measured, each by {@link measureSmallSearch} in a process of its own. */
export const SMALL_SEARCHES = Object.keys(SEARCHES);

/**
 * Median µs per search of `name` over `rounds` rounds of `batch` searches, alternating searches
 * that end at their start and ten-move ones. Run each search in a fresh process: several problem
 * shapes through one engine make its calls megamorphic, which a solver with one shape never sees.
 */
export function measureSmallSearch(name: string, rounds: number, batch = 2000): SmallSearchRow {
  const run = SEARCHES[name];
  if (run === undefined) throw new Error(`no small search named ${name}`);
  const time = (length: number): number => {
    const t = performance.now();
    for (let i = 0; i < batch; i++) run(i, length);
    return ((performance.now() - t) * 1000) / batch;
  };
  // Warm-up: through the JIT's tiers.
  for (let w = 0; w < 6; w++) time(w % 2 === 0 ? 0 : 10);
  const atStart: number[] = [];
  const ten: number[] = [];
  for (let r = 0; r < rounds; r++) {
    atStart.push(time(0));
    ten.push(time(10));
  }
  return { search: name, atStartUs: median(atStart), tenMovesUs: median(ten) };
}
