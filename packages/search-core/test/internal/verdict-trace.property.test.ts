import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lds, type SearchProblem, type SearchResult } from '@puzzle-solvers/search-core';
import type { DepthFirstConfig } from '../../src/internal/depth-first.js';
import { iterativeDeepening } from '../../src/internal/iterative-deepening.js';
import { runToEnd } from '../../src/internal/machine.js';
import { normalize } from '../../src/internal/normalize.js';
import { VerdictTrace } from '../../src/internal/verdict-trace.js';

/** A number from a string and a salt, spread over 32 bits (FNV-1a, then a final mix). */
function hashOf(text: string, salt: number): number {
  let h = 0x811c9dc5 ^ salt;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  return (h ^ (h >>> 12)) >>> 0;
}

interface RandomTree {
  readonly seed: number;
  readonly depth: number;
  /** The most children a node has. */
  readonly width: number;
  /** Out of 8: how often a node is invalid. */
  readonly invalidShare: number;
  /** Out of 8: how often a node is a goal (0: none, the search is exhausted). */
  readonly goalShare: number;
}

const treeArb: fc.Arbitrary<RandomTree> = fc
  .record({
    seed: fc.nat(),
    depth: fc.integer({ min: 1, max: 7 }),
    width: fc.integer({ min: 1, max: 9 }),
    invalidShare: fc.integer({ min: 0, max: 4 }),
    goalShare: fc.constantFrom(0, 0, 1),
  })
  .filter((t) => t.width ** t.depth <= 50_000);

/**
 * A tree whose states are the paths to them (so no two nodes share a state): 0 to `width` children each,
 * random validity, and goals only at the deepest level. `asked` counts `isValid` calls per state.
 */
function treeProblem(t: RandomTree, asked: Map<string, number>): SearchProblem<string, string> {
  return {
    initial: '',
    expand(s, emit) {
      if (s.length >= t.depth) return;
      const n = hashOf(s, t.seed) % (t.width + 1);
      for (let i = 0; i < n; i++) emit(`${s}${i}`, String(i));
    },
    isGoal: (s) => t.goalShare > 0 && s.length === t.depth && hashOf(s, t.seed + 1) % 8 < t.goalShare,
    isValid(s) {
      asked.set(s, (asked.get(s) ?? 0) + 1);
      return s === '' || hashOf(s, t.seed + 2) % 8 >= t.invalidShare;
    },
    key: (s) => s,
  };
}

/** LDS as `lds` configures the engine, with `verdictTraceBytes` given. */
function ldsWithTrace(
  p: SearchProblem<string, string>,
  verdictTraceBytes: number,
  options: { exactFrom: number; milestone?: (parent: string, child: string) => boolean; order: (s: string) => number },
): SearchResult<string, string> {
  const n = normalize(p, {});
  const config: DepthFirstConfig<string> = {
    heuristic: () => 0,
    unitCost: false,
    cycleCheck: 'none',
    hashing: n.hashing,
    tableSize: 0,
    orderByHeuristic: true,
    order: options.order,
    discrepancy: true,
    exactFrom: options.exactFrom,
    ...(options.milestone ? { milestone: options.milestone } : {}),
    verdictTraceBytes,
  };
  return runToEnd(iterativeDeepening(n, {}, config, () => 0, (next) => next));
}

/** Status, path and every count but time. */
function same(got: SearchResult<string, string>, want: SearchResult<string, string>): void {
  expect(got.status).toBe(want.status);
  expect(got.moves).toEqual(want.moves);
  const { elapsedMs: _a, ...gotStats } = got.stats;
  const { elapsedMs: _b, ...wantStats } = want.stats;
  expect(gotStats).toEqual(wantStats);
}

describe("LDS replaying the last pass's validity verdicts", () => {
  it('searches exactly as without the record, asks about each node at most once, and copes with a record cut short', () => {
    let repeatsWithout = 0;
    fc.assert(
      fc.property(
        treeArb,
        fc.integer({ min: 0, max: 8 }),
        fc.boolean(),
        // From a record that holds only its first allocation to one that holds every pass whole.
        fc.constantFrom(2048, 2600, 3100, 4096, 1 << 20),
        (t, exactFrom, withMilestones, bytes) => {
          const order = (s: string) => hashOf(s, t.seed + 3) % 4;
          const milestone = withMilestones ? (_: string, child: string) => hashOf(child, t.seed + 4) % 4 === 0 : undefined;
          const options = { exactFrom, order, ...(milestone ? { milestone } : {}) };
          const askedWithout = new Map<string, number>();
          const without = ldsWithTrace(treeProblem(t, askedWithout), 0, options);
          const asked = new Map<string, number>();
          const got = ldsWithTrace(treeProblem(t, asked), bytes, options);
          same(got, without);
          for (const [s, times] of asked) {
            // The root is asked once per pass; a record cut short leaves later nodes to be asked again.
            if (s !== '' && bytes === 1 << 20) expect(times, s).toBe(1);
            expect(times).toBeLessThanOrEqual(askedWithout.get(s)!);
          }
          for (const [s, times] of askedWithout) if (s !== '') repeatsWithout += times - 1;
        },
      ),
      { numRuns: 150 },
    );
    // The trees need several passes, so without the record nodes are asked about again.
    expect(repeatsWithout).toBeGreaterThan(1000);
  });

  it('is what lds does: each node is asked about once over every pass', () => {
    fc.assert(
      fc.property(treeArb, (t) => {
        const asked = new Map<string, number>();
        const r = lds(treeProblem(t, asked), { order: (s) => hashOf(s, t.seed + 3) % 4, cycleCheck: 'none' });
        expect(['solved', 'exhausted']).toContain(r.status);
        for (const [s, times] of asked) if (s !== '') expect(times, s).toBe(1);
      }),
      { numRuns: 60 },
    );
  });

  it('stops replaying where a node has another number of children than the record says', () => {
    // Against the contract, the successors change from the second pass on: some nodes get one
    // child more. The record then no longer matches the tree, and the engine must ask rather than
    // read verdicts that belong to other nodes.
    fc.assert(
      fc.property(treeArb, fc.integer({ min: 0, max: 8 }), (t, exactFrom) => {
        const changing = (asked: Map<string, number>): SearchProblem<string, string> => {
          const p = treeProblem(t, asked);
          let pass = 0;
          return {
            ...p,
            expand(s, emit) {
              if (s === '') pass++;
              p.expand!(s, emit);
              if (pass > 1 && s.length < t.depth && hashOf(s, t.seed + 5) % 3 === 0) emit(`${s}9`, '9');
            },
          };
        };
        const options = { exactFrom, order: (s: string) => hashOf(s, t.seed + 3) % 4 };
        same(ldsWithTrace(changing(new Map()), 1 << 20, options), ldsWithTrace(changing(new Map()), 0, options));
      }),
      { numRuns: 150 },
    );
  });
});

describe('VerdictTrace', () => {
  it('hands the next pass its records in order, and writes none after one that did not fit', () => {
    // 2,048 bytes: room for the first allocation only (256 counts and 1,024 slots).
    const trace = new VerdictTrace(2048);
    trace.startPass();
    const a = trace.open(3);
    trace.write(a + 1, false);
    const b = trace.open(1000);
    trace.write(b, true);
    expect(trace.open(100)).toBe(-1);
    // A smaller record would fit, but the record must stay a prefix of the pass.
    expect(trace.open(0)).toBe(-1);
    trace.startPass();
    expect(trace.hasLast()).toBe(true);
    expect(trace.read(3, false)).toBe(-1); // not expanded by the last pass: no record consumed
    const ra = trace.read(3, true);
    expect([trace.last(ra), trace.last(ra + 1), trace.last(ra + 2)]).toEqual([0, 2, 0]);
    expect(trace.last(trace.read(1000, true))).toBe(1);
    expect(trace.read(100, true)).toBe(-1);
    expect(trace.hasLast()).toBe(false);
  });

  it('reads no further once a node has another number of children than its record', () => {
    const trace = new VerdictTrace(1 << 16);
    trace.startPass();
    trace.open(2);
    trace.open(2);
    trace.startPass();
    expect(trace.read(3, true)).toBe(-1);
    expect(trace.read(2, true)).toBe(-1);
  });
});
