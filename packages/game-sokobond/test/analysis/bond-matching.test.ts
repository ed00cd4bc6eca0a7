import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cheapestUncontested,
  electronsPair,
  matchByFlow,
  matchElectrons,
  matchingScratch,
  pairsGreedily,
  type PairTable,
} from '../../src/analysis/bond-matching.js';

/** A small pairing problem: free electrons per atom, and per pair how many bonds and at what cost. */
const problemArb = fc.integer({ min: 1, max: 6 }).chain((n) =>
  fc.record({
    free: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: n, maxLength: n }),
    bonds: fc.array(fc.integer({ min: 0, max: 2 }), { minLength: n * n, maxLength: n * n }),
    costs: fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n * n, maxLength: n * n }),
    side: fc.array(fc.boolean(), { minLength: n, maxLength: n }),
  }),
);

interface Problem {
  readonly free: number[];
  readonly bonds: number[];
  readonly costs: number[];
  readonly side: boolean[];
}

/** Symmetric table read from the upper triangle; `bipartite` keeps only pairs across `side`. */
function tableOf(p: Problem, bipartite: boolean): PairTable {
  const n = p.free.length;
  const bonds = new Int32Array(n * n);
  const cost = new Int32Array(n * n);
  for (let u = 0; u < n; u++) {
    for (let v = 0; v < n; v++) {
      const at = Math.min(u, v) * n + Math.max(u, v);
      bonds[u * n + v] = !bipartite ? p.bonds[at]! : p.side[u] === p.side[v] ? 0 : Math.max(1, p.bonds[at]!);
      cost[u * n + v] = p.costs[at]!;
    }
  }
  return { bonds, cost };
}

/** Cheapest integral pairing by trying every way to bond the first atom still needing one. */
function bruteForce(free: number[], table: PairTable): number {
  const n = free.length;
  const used = new Int32Array(n * n);
  const left = free.slice();
  const go = (): number => {
    const u = left.findIndex((f) => f > 0);
    if (u < 0) return 0;
    let best = Infinity;
    for (let v = 0; v < n; v++) {
      if (v === u || left[v]! <= 0 || used[u * n + v]! >= table.bonds[u * n + v]!) continue;
      used[u * n + v]!++;
      used[v * n + u]!++;
      left[u]!--;
      left[v]!--;
      best = Math.min(best, table.cost[u * n + v]! + go());
      left[u]!++;
      left[v]!++;
      used[u * n + v]!--;
      used[v * n + u]!--;
    }
    return best;
  };
  return go();
}

describe('matchElectrons', () => {
  it('is a lower bound on twice the cheapest pairing, and Infinity only when no pairing exists', () => {
    fc.assert(
      fc.property(problemArb, (p) => {
        const table = tableOf(p, false);
        const flow = matchElectrons(matchingScratch(p.free.length), Int32Array.from(p.free), p.free.length, table);
        const exact = bruteForce(p.free, table);
        if (exact !== Infinity) expect(flow).toBeLessThanOrEqual(2 * exact);
        if (flow === Infinity) expect(exact).toBe(Infinity);
      }),
      { numRuns: 400 },
    );
  });

  it('is exactly twice the cheapest pairing when pairs only join two groups', () => {
    let feasible = 0;
    fc.assert(
      fc.property(problemArb, (original) => {
        let p: Problem = original;
        // Balance the two groups' electrons so that most problems have a pairing.
        const free = p.free.slice();
        const surplus = free.reduce((s, f, i) => s + (p.side[i] ? f : -f), 0);
        const last = free.length - 1;
        free[last] = Math.max(0, free[last]! + (p.side[last] ? -surplus : surplus));
        p = { ...p, free };
        const table = tableOf(p, true);
        const flow = matchElectrons(matchingScratch(p.free.length), Int32Array.from(p.free), p.free.length, table);
        const exact = bruteForce(p.free, table);
        expect(flow).toBe(exact === Infinity ? Infinity : 2 * exact);
        if (exact !== Infinity && exact > 0) feasible++;
      }),
      { numRuns: 400 },
    );
    expect(feasible).toBeGreaterThan(20);
  });

  it('takes the uncontested cheapest edges only when the flow network finds the same cost', () => {
    let shortcuts = 0;
    let flows = 0;
    fc.assert(
      fc.property(problemArb, fc.boolean(), (p, bipartite) => {
        const n = p.free.length;
        const table = tableOf(p, bipartite);
        const free = Int32Array.from(p.free);
        const need = p.free.reduce((a, f) => a + f, 0);
        if (need === 0) return;
        const byFlow = matchByFlow(matchingScratch(n), free, n, table, need);
        const quick = cheapestUncontested(matchingScratch(n), free, n, table);
        if (quick >= 0) {
          shortcuts++;
          expect(quick).toBe(byFlow);
        } else flows++;
        expect(matchElectrons(matchingScratch(n), free, n, table)).toBe(byFlow);
      }),
      { numRuns: 1000 },
    );
    // Both ways are exercised.
    expect(shortcuts).toBeGreaterThan(50);
    expect(flows).toBeGreaterThan(50);
  });

  it('costs nothing when no electron is free', () => {
    const table: PairTable = { bonds: new Int32Array(9).fill(1), cost: new Int32Array(9).fill(5) };
    expect(matchElectrons(matchingScratch(3), Int32Array.of(0, 0, 0), 3, table)).toBe(0);
  });
});

describe('pairsGreedily', () => {
  it('claims a pairing only where one exists', () => {
    let claimed = 0;
    fc.assert(
      fc.property(problemArb, (p) => {
        const table = tableOf(p, false);
        if (!pairsGreedily(matchingScratch(p.free.length), Int32Array.from(p.free), p.free.length, table)) return;
        claimed++;
        expect(bruteForce(p.free, table)).not.toBe(Infinity);
      }),
      { numRuns: 400 },
    );
    expect(claimed).toBeGreaterThan(30);
  });
});

describe('electronsPair', () => {
  it('answers exactly whether matchElectrons finds a finite cost, on general and bipartite tables', () => {
    const seen = { yes: 0, no: 0 };
    fc.assert(
      fc.property(problemArb, fc.boolean(), (p, bipartite) => {
        const table = tableOf(p, bipartite);
        const n = p.free.length;
        const free = Int32Array.from(p.free);
        const pairs = electronsPair(matchingScratch(n), free, n, table);
        expect(pairs).toBe(matchElectrons(matchingScratch(n), free, n, table) !== Infinity);
        if (pairs) seen.yes++;
        else seen.no++;
      }),
      { numRuns: 600 },
    );
    expect(seen.yes).toBeGreaterThan(50);
    expect(seen.no).toBeGreaterThan(50);
  });
});
