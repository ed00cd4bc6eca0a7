import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { astar, bfs, bidirectionalBfs, dfs, dijkstra, type Emit, type SearchProblem, type SearchResult } from '@puzzle-solvers/search-core';

type Engine = (p: SearchProblem<number, string>) => SearchResult<number, string>;
const engines: [string, Engine][] = [
  ['astar', (p) => astar(p)],
  ['dijkstra', (p) => dijkstra(p)],
  ['bfs', (p) => bfs(p)],
  ['dfs', (p) => dfs(p)],
];

/**
 * A random graph on nodes 0 … n − 1: each node's successors, as (target, cost) pairs. Moves are
 * named by their index in the list, so a path's moves tell which edges it took.
 */
const graphArb = fc.integer({ min: 2, max: 12 }).chain((n) =>
  fc.array(fc.array(fc.tuple(fc.integer({ min: 0, max: n - 1 }), fc.integer({ min: 1, max: 5 })), { maxLength: 4 }), {
    minLength: n,
    maxLength: n,
  }),
);

/** The problem of reaching node n − 1 from node 0, recording every `emit` that `expand` is given. */
function problemOf(graph: readonly (readonly [number, number])[][], emits: Set<Emit<number, string>>): SearchProblem<number, string> {
  return {
    initial: 0,
    expand(s, emit) {
      emits.add(emit);
      graph[s]!.forEach(([t, c], i) => emit(t, `${s}.${i}`, c));
    },
    isGoal: (s) => s === graph.length - 1,
    key: (s) => s,
  };
}

describe('a solution path rebuilt through the search’s own emit', () => {
  it.each(engines)('%s gives expand one emit function, also while rebuilding the path', (_name, run) => {
    fc.assert(
      fc.property(graphArb, (graph) => {
        const emits = new Set<Emit<number, string>>();
        const result = run(problemOf(graph, emits));
        if (emits.size > 0) expect(emits.size).toBe(1);
        if (result.status !== 'solved') return;
        // The path is the moves' edges, from 0 to the goal, and its cost is the sum of their costs
        // (also for bfs and dfs, which search by moves).
        let at = 0;
        let cost = 0;
        result.moves.forEach((move, i) => {
          const [from, index] = move.split('.').map(Number) as [number, number];
          expect(from).toBe(at);
          const [to, c] = graph[from]![index]!;
          expect(result.states[i + 1]).toBe(to);
          at = to;
          cost += c;
        });
        expect(at).toBe(graph.length - 1);
        expect(result.states[0]).toBe(0);
        expect(result.states.length).toBe(result.moves.length + 1);
        expect(result.cost).toBe(cost);
      }),
      { numRuns: 200 },
    );
  });

  it.each(engines)('%s names the first step of a path that replays differently', (_name, run) => {
    let replaying = false;
    const p: SearchProblem<number, string> = {
      initial: 0,
      // The search sees the path 0 → 1 → 2 → 3; once the goal is found, 2's successors change.
      successors: (n) => (replaying && n === 2 ? [{ move: 'x', state: 7 }] : [{ move: 'a', state: n + 1 }]),
      isGoal: (n) => {
        if (n === 3) replaying = true;
        return n === 3;
      },
      key: (n) => n,
    };
    expect(() => run(p)).toThrow(/step 3 did not produce the same successor/);
  });

  it.each(engines)('%s searches as before after a rebuilt path (no replay state left behind)', (_name, run) => {
    const graph: [number, number][][] = [
      [
        [1, 1],
        [2, 4],
      ],
      [[2, 1]],
      [[3, 1]],
      [],
    ];
    const first = run(problemOf(graph, new Set()));
    const second = run(problemOf(graph, new Set()));
    const { elapsedMs: _a, ...firstStats } = first.stats;
    const { elapsedMs: _b, ...secondStats } = second.stats;
    expect(first.status).toBe('solved');
    expect(second.status === 'solved' && [second.moves, second.states, second.cost]).toEqual(
      first.status === 'solved' && [first.moves, first.states, first.cost],
    );
    expect(secondStats).toEqual(firstStats);
  });

  it('bidirectionalBfs gives expand one emit, and joins both halves of the path', () => {
    fc.assert(
      fc.property(graphArb, (graph) => {
        const emits = new Set<Emit<number, string>>();
        const forward = problemOf(graph, emits);
        const goal = graph.length - 1;
        const result = bidirectionalBfs({
          ...forward,
          goal,
          // Every edge s → t, seen from t: the move keeps its forward name.
          predecessors: (t) =>
            graph.flatMap((edges, s) => edges.flatMap(([to, c], i) => (to === t ? [{ state: s, move: `${s}.${i}`, cost: c }] : []))),
          expand(s, emit) {
            emits.add(emit);
            graph[s]!.forEach(([t, c], i) => emit(t, `${s}.${i}`, c));
          },
        });
        expect(emits.size).toBeLessThanOrEqual(1);
        if (result.status !== 'solved') return;
        let at = 0;
        result.moves.forEach((move, i) => {
          const [from, index] = move.split('.').map(Number) as [number, number];
          expect(from).toBe(at);
          at = graph[from]![index]![0];
          expect(result.states[i + 1]).toBe(at);
        });
        expect(at).toBe(goal);
      }),
      { numRuns: 200 },
    );
  });
});
