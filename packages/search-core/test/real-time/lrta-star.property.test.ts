import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lrtaStar, lrtaStarAsync, SearchError, type SearchProblem, type SearchStats } from '@puzzle-solvers/search-core';
import {
  adjacency,
  denseGraphArb,
  distancesToGoal,
  graphProblem,
  replayCost,
  type WeightedGraph,
  weightedGraphArb,
} from '../arbitraries/graph.js';
import { endlessLine } from '../fixtures/small-problems.js';

/** Random graphs with every weight raised by 1: LRTA* learns only along moves of positive cost. */
const positiveArb = fc
  .oneof(weightedGraphArb, denseGraphArb)
  .map((g) => ({ ...g, edges: g.edges.map(([a, b, w]) => [a, b, w + 1] as const) }));

/** The same graphs with a cycle 0 → 1 → … → n − 1 → 0 added (weights 1 to 9): the goal is reachable from every state. */
const strongArb = fc.tuple(positiveArb, fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 24, maxLength: 24 })).map(
  ([g, w]): WeightedGraph => ({
    ...g,
    edges: [...g.edges, ...Array.from({ length: g.n }, (_, i) => [i, (i + 1) % g.n, w[i]!] as const)],
  }),
);

/** One factor per node: a fraction of the true distance, admissible and mostly inconsistent. */
const fractionsArb = fc.array(fc.oneof(fc.constant(0), fc.constant(1), fc.double({ min: 0, max: 1, noNaN: true })), {
  minLength: 24,
  maxLength: 24,
});
const lookaheadArb = fc.oneof(fc.constant(1), fc.integer({ min: 2, max: 6 }), fc.constant(32), fc.constant(Infinity));

/** An admissible heuristic: a fraction of the true distance, Infinity at dead ends when `marked`, else 0 there. */
function admissible(exact: readonly number[], f: readonly number[], marked: boolean): (n: number) => number {
  return (n) => (exact[n] === Infinity ? (marked ? Infinity : 0) : exact[n]! * f[n]!);
}

/** The problem with every call of `successors` counted. */
function counted(p: SearchProblem<number, string>) {
  let calls = 0;
  const problem: SearchProblem<number, string> = {
    ...p,
    successors: (s) => {
      calls++;
      return p.successors!(s);
    },
  };
  return { problem, calls: () => calls };
}

/**
 * Textbook LRTA* (Korf 1990) with the max update, the oracle for `lookahead: 1`: at s, among the
 * successors (a move to s itself excluded, dead ones skipped) take the least c + h(s'), ties to the
 * costlier move, then to the first listed; h(s) ← max(h(s), that least); move there. No way on:
 * h(s) = Infinity and start again. Returns the walk of the trial that reached the goal, the walks
 * that ended at a dead end, and the learned h.
 */
function textbookLrta(g: WeightedGraph, h0: (n: number) => number, maxSteps: number) {
  const adj = adjacency(g);
  const h = new Map<number, number>();
  const hOf = (n: number) => h.get(n) ?? h0(n);
  let restarts = 0;
  let steps = 0;
  for (;;) {
    if (hOf(0) === Infinity) return { status: 'exhausted' as const, restarts, h };
    const walk = [0];
    let s = 0;
    for (;;) {
      if (s === g.goal) return { status: 'solved' as const, walk, restarts, h };
      if (++steps > maxSteps) return { status: 'limit' as const, restarts, h };
      // Each child's cheapest listing, in the order the cheaper listings came.
      const best = new Map<number, { c: number; at: number }>();
      adj[s]!.forEach((e, at) => {
        if (e.state === s || hOf(e.state) === Infinity) return;
        const known = best.get(e.state);
        if (known === undefined || e.cost < known.c) best.set(e.state, { c: e.cost, at });
      });
      let pick = -1;
      let pickF = Infinity;
      let pickC = 0;
      let pickAt = Infinity;
      for (const [t, { c, at }] of best) {
        const f = c + hOf(t);
        if (f < pickF || (f === pickF && (c > pickC || (c === pickC && at < pickAt)))) [pick, pickF, pickC, pickAt] = [t, f, c, at];
      }
      if (pick === -1) {
        h.set(s, Infinity);
        if (s !== 0) restarts++;
        break;
      }
      if (pickF > hOf(s)) h.set(s, pickF);
      s = pick;
      walk.push(s);
    }
  }
}

describe('lrtaStar with lookahead 1 (oracle: textbook LRTA*)', () => {
  it('walks exactly the textbook walk, restarts as often, and learns the same values', () => {
    fc.assert(
      fc.property(positiveArb, fractionsArb, fc.boolean(), (g, f, marked) => {
        const exact = distancesToGoal(g);
        const heuristic = admissible(exact, f, marked);
        const learned = new Map<number, number>();
        const r = lrtaStar(graphProblem(g, heuristic), { maxExpansions: 200, onLearn: (s, v) => learned.set(s, v) });
        const oracle = textbookLrta(g, heuristic, 200);
        if (oracle.status === 'limit') return;
        expect(r.status).toBe(oracle.status);
        if (oracle.status === 'solved') expect(r.states).toEqual(oracle.walk);
        expect(r.restarts).toBe(oracle.restarts);
        expect(learned).toEqual(oracle.h);
      }),
      { numRuns: 100 },
    );
  });

  it('expands exactly once per decision: once per move walked and once per dead end', () => {
    fc.assert(
      fc.property(positiveArb, fractionsArb, (g, f) => {
        const exact = distancesToGoal(g);
        const c = counted(graphProblem(g, admissible(exact, f, false)));
        const r = lrtaStar(c.problem, { maxExpansions: 300 });
        expect(r.stats.expanded).toBe(c.calls());
        // The last decision of an exhausted search found the initial state dead.
        const last = r.status === 'exhausted' && r.stats.expanded > 0 ? 1 : 0;
        if (r.status !== 'limit') expect(r.stats.expanded).toBe(r.movesWalked + r.restarts + last);
        expect(r.maxExpansionsPerMove).toBeLessThanOrEqual(1);
      }),
      { numRuns: 80 },
    );
  });
});

describe('lrtaStar (oracle: Bellman–Ford distances to the goal)', () => {
  it('walks a legal path from the initial state to a goal, its moves adding up to its cost', () => {
    fc.assert(
      fc.property(positiveArb, fractionsArb, lookaheadArb, fc.integer({ min: 1, max: 3 }), (g, f, lookahead, trials) => {
        const exact = distancesToGoal(g);
        const p = graphProblem(g, admissible(exact, f, true));
        const r = lrtaStar(p, { lookahead, trials });
        if (exact[0] === Infinity) {
          expect(r.status).toBe('exhausted');
          return;
        }
        expect(r.status).toBe('solved');
        expect(r.states![0]).toBe(0);
        expect(r.states).toHaveLength(r.moves!.length + 1);
        expect(replayCost(p, r.moves!, r.states!)).toBe(r.cost);
        expect(r.cost).toBeGreaterThanOrEqual(exact[0]!);
        expect(r.movesWalked).toBeGreaterThanOrEqual(r.moves!.length);
        expect(r.trials).toBeLessThanOrEqual(trials);
      }),
      { numRuns: 100 },
    );
  });

  it('keeps every learned value admissible (h ≤ h*) when the heuristic is, dead ends unmarked or marked', () => {
    fc.assert(
      fc.property(positiveArb, fractionsArb, lookaheadArb, fc.boolean(), (g, f, lookahead, marked) => {
        const exact = distancesToGoal(g);
        let rises = 0;
        lrtaStar(graphProblem(g, admissible(exact, f, marked)), {
          lookahead,
          trials: 3,
          maxExpansions: 500,
          onLearn: (s, v) => {
            rises++;
            expect(v).toBeLessThanOrEqual(exact[s]!);
          },
        });
        return rises >= 0;
      }),
      { numRuns: 100 },
    );
  });

  it('with trials until convergence, ends converged on a cheapest path', () => {
    let learnedRuns = 0;
    fc.assert(
      fc.property(positiveArb, fractionsArb, lookaheadArb, (g, f, lookahead) => {
        const exact = distancesToGoal(g);
        const r = lrtaStar(graphProblem(g, admissible(exact, f, true)), { lookahead, trials: Infinity });
        if (exact[0] === Infinity) {
          expect(r.status).toBe('exhausted');
          return;
        }
        if (r.trials > 1) learnedRuns++;
        expect(r).toMatchObject({ status: 'solved', converged: true, cost: exact[0] });
      }),
      { numRuns: 100 },
    );
    // Not vacuous: many runs needed more than one trial.
    expect(learnedRuns).toBeGreaterThan(10);
  });

  it('reaches the goal in its first trial when the goal is reachable from every state', () => {
    fc.assert(
      fc.property(strongArb, fractionsArb, lookaheadArb, (g, f, lookahead) => {
        const exact = distancesToGoal(g);
        const r = lrtaStar(graphProblem(g, admissible(exact, f, false)), { lookahead });
        expect(r).toMatchObject({ status: 'solved', trials: 1, restarts: 0 });
      }),
      { numRuns: 100 },
    );
  });

  it('never expands more than lookahead states before a move, in the count of expand calls', () => {
    fc.assert(
      fc.property(positiveArb, fractionsArb, fc.integer({ min: 1, max: 8 }), (g, f, lookahead) => {
        const exact = distancesToGoal(g);
        const c = counted(graphProblem(g, admissible(exact, f, false)));
        const r = lrtaStar(c.problem, { lookahead, trials: 2, maxExpansions: 600 });
        expect(r.stats.expanded).toBe(c.calls());
        expect(r.maxExpansionsPerMove).toBeLessThanOrEqual(lookahead);
        // Each lookahead ends with a move (of one step or more) or a restart.
        const decisions = r.movesWalked + r.restarts + 1;
        expect(r.stats.expanded).toBeLessThanOrEqual(lookahead * decisions);
        if (r.movesWalked > 0) expect(r.meanExpansionsPerMove).toBe(r.stats.expanded / r.movesWalked);
      }),
      { numRuns: 80 },
    );
  });

  it('with zero-cost moves either ends as usual or refuses a zero-cost cycle with invalid-cost, never walking for ever', () => {
    let refused = 0;
    fc.assert(
      fc.property(fc.oneof(weightedGraphArb, denseGraphArb), fractionsArb, lookaheadArb, (g, f, lookahead) => {
        const exact = distancesToGoal(g);
        try {
          const r = lrtaStar(graphProblem(g, admissible(exact, f, true)), { lookahead, trials: Infinity, maxExpansions: 100_000 });
          expect(r.status).not.toBe('limit');
          if (r.status === 'solved') expect(r.cost).toBe(exact[0]);
        } catch (e) {
          expect(e).toBeInstanceOf(SearchError);
          expect((e as SearchError).code).toBe('invalid-cost');
          refused++;
        }
      }),
      { numRuns: 100 },
    );
    expect(refused).toBeGreaterThan(0);
  });
});

describe('lrtaStar limits', () => {
  it('stops after exactly maxExpansions, or ends as the unlimited search does when that needs no more', () => {
    fc.assert(
      fc.property(positiveArb, fractionsArb, lookaheadArb, fc.nat({ max: 40 }), (g, f, lookahead, max) => {
        const exact = distancesToGoal(g);
        const p = graphProblem(g, admissible(exact, f, true));
        const free = lrtaStar(p, { lookahead, trials: 2 });
        const r = lrtaStar(p, { lookahead, trials: 2, maxExpansions: max });
        if (free.stats.expanded <= max) {
          expect(r.status).toBe(free.status);
          expect(r.moves).toEqual(free.moves);
        } else {
          // A limit in a later trial keeps the last finished trial's walk.
          if (r.status === 'solved') expect(r.stopped).toBe('expansions');
          else expect(r).toMatchObject({ status: 'limit', limit: 'expansions' });
          expect(r.stats.expanded).toBe(max);
        }
      }),
      { numRuns: 80 },
    );
  });

  it('stops when maxStates states are met, (one over when that is 1: the initial state is stored before the first check), and a failed search walks to its closest state', () => {
    fc.assert(
      fc.property(positiveArb, fractionsArb, lookaheadArb, fc.integer({ min: 1, max: 20 }), (g, f, lookahead, max) => {
        const exact = distancesToGoal(g);
        const p = graphProblem(g, admissible(exact, f, true));
        const r = lrtaStar(p, { lookahead, maxStates: max });
        if (r.status === 'limit') {
          expect(r.limit).toBe('states');
          expect(r.stats.peakStored).toBe(Math.max(max, 2));
          const closest = r.closest!;
          expect(closest.states[0]).toBe(0);
          expect(closest.state).toBe(closest.states.at(-1));
          // Legal move by move (replayCost also wants a goal at the end: check the steps alone).
          const adj = adjacency(g);
          let cost = 0;
          closest.moves.forEach((m, i) => {
            const e = adj[closest.states[i]!]!.find((x) => x.move === m && x.state === closest.states[i + 1]);
            expect(e).toBeDefined();
            cost += e!.cost;
          });
          expect(closest.cost).toBe(cost);
          expect(closest.heuristic).toBe(Math.min(...closest.states.map((s) => p.heuristic!(s))));
        } else expect(r.stats.peakStored).toBeLessThanOrEqual(max);
      }),
      { numRuns: 80 },
    );
  });
});

const withoutTime = (stats: SearchStats) => ({ ...stats, elapsedMs: 0 });

describe('lrtaStarAsync', () => {
  it('finds what the sync form finds, with the same counts, when paused at every step', async () => {
    await fc.assert(
      fc.asyncProperty(positiveArb, fractionsArb, lookaheadArb, async (g, f, lookahead) => {
        const exact = distancesToGoal(g);
        const p = graphProblem(g, admissible(exact, f, true));
        const sync = lrtaStar(p, { lookahead, trials: 3 });
        const async = await lrtaStarAsync(p, { lookahead, trials: 3, yieldEveryMs: 0, checkEvery: 1 });
        expect(async.status).toBe(sync.status);
        expect(async.moves).toEqual(sync.moves);
        expect({ ...async, stats: withoutTime(async.stats) }).toEqual({ ...sync, stats: withoutTime(sync.stats) });
      }),
      { numRuns: 20 },
    );
  });

  it('stops with aborted when a signal fires, however far the search has got', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 15 }), fc.constantFrom(1, 16), async (ms, lookahead) => {
        const t = performance.now();
        const r = await lrtaStarAsync(endlessLine, { lookahead, signal: AbortSignal.timeout(ms) });
        expect(r.status).toBe('aborted');
        expect(performance.now() - t).toBeLessThan(ms + 500);
      }),
      { numRuns: 8 },
    );
    const r = await lrtaStarAsync(endlessLine, { signal: AbortSignal.abort() });
    expect(r.status).toBe('aborted');
    expect(r.stats.expanded).toBe(0);
  });
});
