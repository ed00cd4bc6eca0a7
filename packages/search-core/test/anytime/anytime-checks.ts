// What every anytime search promises (anytimeAstar, anaStar, beamStackSearch share one result
// type), checked against the optimum of an oracle: one copy of the checks for the three families'
// property tests.
import fc from 'fast-check';
import { expect } from 'vitest';
import { type AnytimeOptions, type AnytimeResult, type AnytimeSolution, dijkstra, type SearchProblem } from '@puzzle-solvers/search-core';
import { graphProblem, replayCost } from '../arbitraries/graph.js';

/** Admissible heuristics of three kinds: none, exact, and random fractions of exact (usually inconsistent). */
export const heuristicArb = fc.oneof(
  fc.constant<'none'>('none'),
  fc.constant<'exact'>('exact'),
  fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 24, maxLength: 24 }),
);

export type HeuristicKind = 'none' | 'exact' | number[];

/** The heuristic of a kind, from the exact distances to the goal. */
export function heuristicOf(exact: number[], kind: HeuristicKind): ((n: number) => number) | undefined {
  if (kind === 'none') return undefined;
  if (kind === 'exact') return (n) => exact[n]!;
  // Finite everywhere: an unreachable node gets a plain number, not Infinity (which would prune it).
  return (n) => (exact[n] === Infinity ? 5 : Math.floor(exact[n]! * kind[n]!));
}

/** Dijkstra's optimum from the start: the oracle. */
export function optimumOf(g: Parameters<typeof graphProblem>[0]): number {
  const d = dijkstra(graphProblem(g));
  return d.status === 'solved' ? d.cost : Infinity;
}

/** What a run reported through `onSolution` and `onLowerBound`, and the options that collect it. */
export function listener<S, M>(): {
  seen: AnytimeSolution<S, M>[];
  bounds: number[];
  options: { onSolution: (s: AnytimeSolution<S, M>) => void; onLowerBound: (b: number) => void };
} {
  const seen: AnytimeSolution<S, M>[] = [];
  const bounds: number[] = [];
  return { seen, bounds, options: { onSolution: (s) => seen.push(s), onLowerBound: (b) => bounds.push(b) } };
}

/**
 * A run without limits: every solution valid, numbered, cheaper than the last, never below the
 * optimum, with bounds that only rise and never pass it (and, with `weightBound`, cost ≤ weight ×
 * optimum); the run ends proven optimal at the optimum, or exhausted with bound Infinity.
 */
export function expectCompleteRun<S, M>(
  p: SearchProblem<S, M>,
  r: AnytimeResult<S, M>,
  heard: { seen: readonly AnytimeSolution<S, M>[]; bounds: readonly number[] },
  optimal: number,
  { weightBound = false }: { weightBound?: boolean } = {},
): void {
  const { seen, bounds } = heard;
  for (const [i, s] of seen.entries()) {
    expect(s.index).toBe(i + 1);
    expect(replayCost(p, s.moves, s.states)).toBe(s.cost);
    expect(s.cost).toBeGreaterThanOrEqual(optimal);
    expect(s.lowerBound).toBeLessThanOrEqual(optimal);
    if (weightBound && s.weight < Infinity) expect(s.cost).toBeLessThanOrEqual(s.weight * optimal + 1e-9);
    if (i > 0) {
      expect(s.cost).toBeLessThan(seen[i - 1]!.cost);
      expect(s.lowerBound).toBeGreaterThanOrEqual(seen[i - 1]!.lowerBound);
    }
  }
  for (let i = 1; i < bounds.length; i++) expect(bounds[i]!).toBeGreaterThan(bounds[i - 1]!);
  for (const b of bounds) if (optimal < Infinity) expect(b).toBeLessThanOrEqual(optimal);
  if (optimal === Infinity) {
    expect(r.status).toBe('exhausted');
    expect(r.lowerBound).toBe(Infinity);
    expect(seen).toHaveLength(0);
  } else {
    expect(r.status).toBe('solved');
    expect(r.cost).toBe(optimal);
    expect(r.provenOptimal).toBe(true);
    expect(r.lowerBound).toBe(optimal);
    expect(r.solutions).toBe(seen.length);
    expect(seen[seen.length - 1]!.cost).toBe(optimal);
  }
}

/**
 * A run stopped by an expansion or state limit `which` of `n`: its bound never above the optimum, a
 * solution valid and never below it (optimal when it says so, else stopped by that limit), exhausted
 * only without a solution, and the limit held (`storedSlack`: the states a search may hold past
 * `n` when the state that reaches the limit is stored before it stops).
 */
export function expectStoppedRun<S, M>(
  p: SearchProblem<S, M>,
  r: AnytimeResult<S, M>,
  optimal: number,
  which: 'expansions' | 'states',
  n: number,
  storedSlack: number,
): void {
  expect(r.lowerBound).toBeLessThanOrEqual(optimal);
  if (r.status === 'solved') {
    expect(replayCost(p, r.moves, r.states)).toBe(r.cost);
    expect(r.cost).toBeGreaterThanOrEqual(optimal);
    if (r.provenOptimal) expect(r.cost).toBe(optimal);
    else expect(r.stopped).toBe(which);
  } else if (r.status === 'exhausted') {
    expect(optimal).toBe(Infinity);
  } else {
    expect(r.status).toBe('limit');
    expect(r.limit).toBe(which);
  }
  if (which === 'expansions') expect(r.stats.expanded).toBeLessThanOrEqual(n);
  else expect(r.stats.peakStored).toBeLessThanOrEqual(n + storedSlack);
}

type ListenOptions<S, M> = Pick<AnytimeOptions<S, M>, 'onSolution' | 'yieldEveryMs' | 'checkEvery' | 'signal'>;

/**
 * The async form, in slices of one step, reports the same solutions with the same statistics as the
 * sync form; aborted from `onSolution` after `abortAfter` + 1 solutions, it returns the best so far
 * and never claims a bound above the optimum.
 */
export async function expectAsyncAgrees<S, M>(
  run: (options: ListenOptions<S, M>) => AnytimeResult<S, M>,
  runAsync: (options: ListenOptions<S, M>) => Promise<AnytimeResult<S, M>>,
  optimal: number,
  abortAfter: number,
): Promise<void> {
  const sync: number[] = [];
  const async: number[] = [];
  const a = run({ onSolution: (s) => sync.push(s.cost) });
  const b = await runAsync({ yieldEveryMs: 0, checkEvery: 1, onSolution: (s) => async.push(s.cost) });
  expect(async).toEqual(sync);
  expect(b.status).toBe(a.status);
  expect({ ...b.stats, elapsedMs: 0 }).toEqual({ ...a.stats, elapsedMs: 0 });
  const stop = new AbortController();
  let heard = 0;
  const c = await runAsync({
    signal: stop.signal,
    checkEvery: 1,
    onSolution: () => {
      if (++heard > abortAfter) stop.abort();
    },
  });
  expect(c.lowerBound).toBeLessThanOrEqual(optimal);
  if (c.status === 'solved') {
    expect(c.cost).toBe(sync[Math.min(abortAfter, sync.length - 1)]);
    if (c.provenOptimal) expect(c.cost).toBe(optimal);
    else expect(c.stopped).toBe('aborted');
  } else {
    expect(c.status).toBe('exhausted');
  }
}

/**
 * A run with `maxCost`: the proven optimum when it costs at most that, else exhausted with a bound
 * above `maxCost` and not above the optimum.
 */
export function expectMaxCostHonoured<S, M>(r: AnytimeResult<S, M>, optimal: number, maxCost: number): void {
  if (optimal <= maxCost) {
    expect(r.status).toBe('solved');
    expect(r.cost).toBe(optimal);
    expect(r.provenOptimal).toBe(true);
  } else {
    expect(r.status).toBe('exhausted');
    expect(r.lowerBound).toBeGreaterThan(maxCost);
    expect(r.lowerBound).toBeLessThanOrEqual(optimal);
  }
}
