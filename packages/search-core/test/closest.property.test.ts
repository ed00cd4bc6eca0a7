import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BidirectionalProblem,
  allOptimalPaths,
  anaStar,
  dynamicPotentialSearch,
  anytimeAstar,
  astar,
  beamSearch,
  beamStackSearch,
  explicitEstimationSearch,
  focalSearch,
  fringeSearch,
  lrtaStar,
  mmSearch,
  baeStar,
  gbfhs,
  nbs,
  optimisticSearch,
  partialExpansionAstar,
  rbfs,
  smaStar,
  reachable,
  type SearchProblem,
  type UnsolvedWithClosest,
} from '@puzzle-solvers/search-core';
import { type Grid, gridArb, gridProblem, replayCost } from './arbitraries/graph.js';

/** A grid maze whose goal is walled in: no search can reach it. */
const walledArb = gridArb
  .filter((g) => g.width >= 3 && g.height >= 3 && g.start !== g.goal)
  .map((g): Grid => {
    const walls = [...g.walls];
    const gx = g.goal % g.width;
    const gy = Math.floor(g.goal / g.width);
    for (const [dx, dy] of [
      [0, -1],
      [-1, 0],
      [1, 0],
      [0, 1],
    ] as const) {
      const x = gx + dx;
      const y = gy + dy;
      if (x >= 0 && y >= 0 && x < g.width && y < g.height && y * g.width + x !== g.start) walls[y * g.width + x] = true;
    }
    return { ...g, walls };
  })
  .filter((g) => {
    // The start must not touch the goal (the walls skip it).
    const d = Math.abs((g.start % g.width) - (g.goal % g.width)) + Math.abs(Math.floor(g.start / g.width) - Math.floor(g.goal / g.width));
    return d > 1;
  });

type Run = (p: SearchProblem<number, string>) => UnsolvedWithClosest<number, string> | { status: 'solved' };
const opposite: Record<string, string> = { U: 'D', D: 'U', L: 'R', R: 'L' };
const withFChanges = (p: SearchProblem<number, string>): SearchProblem<number, string> => ({
  ...p,
  expandByFChange(s, above, atMost, emit) {
    let next = Infinity;
    p.expand!(s, (t, m) => {
      const change = 1 + p.heuristic!(t) - p.heuristic!(s);
      if (change > above && change <= atMost) emit(t, m, 1);
      else if (change > atMost && change < next) next = change;
    });
    return next;
  },
});

/** A walled grid searched from both ends, for the bidirectional searches (its goal, predecessors by opposite moves). */
function bothWays(p: SearchProblem<number, string>): BidirectionalProblem<number, string> {
  const goal = (p as { goal?: number }).goal!;
  return {
    ...p,
    isGoal: (s) => s === goal,
    goal,
    predecessors: (s) => {
      const out: { move: string; state: number }[] = [];
      p.expand!(s, (t, m) => out.push({ move: opposite[m]!, state: t }));
      return out;
    },
  };
}

/** Every search that keeps a tree of its states, and whether its `exhausted` means every reachable state was stored. */
const SEARCHES: [string, Run, boolean, number?][] = [
  ['astar', (p) => astar(p), true],
  ['astar greedy', (p) => astar(p, { greedy: true }), true],
  ['focalSearch', (p) => focalSearch(p, { weight: 1.5 }), true],
  ['explicitEstimationSearch', (p) => explicitEstimationSearch(p), true],
  ['optimisticSearch', (p) => optimisticSearch(p, { weight: 1.5 }), true],
  ['dynamicPotentialSearch', (p) => dynamicPotentialSearch(p, { weight: 1.5 }), true],
  ['beamSearch', (p) => beamSearch(p, { width: 1000 }), true],
  ['partialExpansionAstar', (p) => partialExpansionAstar(withFChanges(p)), true],
  ['anytimeAstar', (p) => anytimeAstar(p), true],
  ['anaStar', (p) => anaStar(p), true],
  ['beamStackSearch', (p) => beamStackSearch(p, { width: 4 }), true],
  // RBFS proves exhaustion by walking every loopless path: on grids of a few cells only.
  ['rbfs', (p) => rbfs(p), true, 12],
  ['fringeSearch', (p) => fringeSearch(p), true],
  // The agent's closest is on its own walk; only a lookahead that takes the walled-in region in
  // proves the goal out of reach (a smaller one learns without end there).
  ['lrtaStar lookahead ∞', (p) => lrtaStar(p, { lookahead: Infinity }), false],
  // SMA* with room for every cell, a tree search as RBFS: on grids of a few cells only.
  ['smaStar', (p) => smaStar(p, { maxNodes: 64 }), true, 12],
  ['allOptimalPaths', (p) => allOptimalPaths(p), true],
  ['nbs', (p) => nbs(bothWays(p)), false],
  ['mmSearch', (p) => mmSearch(bothWays(p)), false],
  ['baeStar', (p) => baeStar(bothWays(p)), false],
  ['gbfhs', (p) => gbfhs(bothWays(p)), false],
];

describe('closest: the state a failed search got nearest a goal, and the path to it', () => {
  it.each(SEARCHES)(
    '%s reports the reachable state of least h, with a valid path, when the goal is walled in',
    (_name, run, complete, cells) => {
      fc.assert(
        fc.property(
          walledArb.filter((g) => g.width * g.height <= (cells ?? Infinity)),
          (g) => {
            const p = { ...gridProblem(g), goal: g.goal };
            const r = run(p);
            expect(r.status).toBe('exhausted');
            if (r.status === 'solved') return;
            const c = r.closest!;
            expect(c.state).toBe(c.states[c.states.length - 1]);
            expect(c.heuristic).toBe(p.heuristic!(c.state));
            expect(replayCost({ ...p, isGoal: (s) => s === c.state }, c.moves, c.states)).toBe(c.cost);
            let least = Infinity;
            reachable(p, { onState: (s) => (least = Math.min(least, p.heuristic!(s))) });
            if (complete) expect(c.heuristic).toBe(least);
            else expect(c.heuristic).toBeGreaterThanOrEqual(least);
          },
        ),
        { numRuns: 40 },
      );
    },
  );

  it('is absent without a heuristic to rank states', () => {
    const g = fc.sample(walledArb, { numRuns: 1, seed: 1 })[0]!;
    const { heuristic: _, ...blind } = gridProblem(g);
    const r = astar(blind);
    expect(r.status).toBe('exhausted');
    if (r.status !== 'solved') expect(r.closest).toBeUndefined();
  });
});
