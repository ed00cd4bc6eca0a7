import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { idaStar, iddfs, lds, type SearchProblem, type SearchResult } from '@puzzle-solvers/search-core';
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
      // Costs 1–3, so that IDA*'s bounds grow unevenly.
      for (let i = 0; i < n; i++) emit(`${s}${i}`, String(i), 1 + (hashOf(`${s}${i}`, t.seed + 6) % 3));
    },
    heuristic: (s) => (s.length >= t.depth ? 0 : hashOf(s, t.seed + 7) % 2),
    isGoal: (s) => t.goalShare > 0 && s.length === t.depth && hashOf(s, t.seed + 1) % 8 < t.goalShare,
    isValid(s) {
      asked.set(s, (asked.get(s) ?? 0) + 1);
      return s === '' || hashOf(s, t.seed + 2) % 8 >= t.invalidShare;
    },
    key: (s) => s,
  };
}

/** The engine configured as `lds`, `iddfs` or `idaStar` configure it. */
type Engine =
  | { readonly kind: 'lds'; readonly exactFrom: number; readonly milestones: boolean }
  | { readonly kind: 'iddfs' }
  | { readonly kind: 'idaStar'; readonly table: number; readonly ordered: boolean };

const engineArb: fc.Arbitrary<Engine> = fc.oneof(
  fc.record({ kind: fc.constant('lds' as const), exactFrom: fc.integer({ min: 0, max: 8 }), milestones: fc.boolean() }),
  fc.record({ kind: fc.constant('iddfs' as const) }),
  fc.record({ kind: fc.constant('idaStar' as const), table: fc.constantFrom(0, 0, 0, 64), ordered: fc.boolean() }),
);

/** The search `engine` on `p` with `verdictTraceBytes` given (0: no record). */
function searchWithRecord(
  t: RandomTree,
  p: SearchProblem<string, string>,
  engine: Engine,
  verdictTraceBytes: number,
): SearchResult<string, string> {
  const n = normalize(p, {});
  const base = { cycleCheck: 'none' as const, hashing: n.hashing, verdictTraceBytes };
  if (engine.kind === 'lds') {
    const config: DepthFirstConfig<string> = {
      ...base,
      heuristic: () => 0,
      unitCost: false,
      tableSize: 0,
      orderByHeuristic: true,
      order: (s) => hashOf(s, t.seed + 3) % 4,
      discrepancy: true,
      exactFrom: engine.exactFrom,
      ...(engine.milestones ? { milestone: (_: string, child: string) => hashOf(child, t.seed + 4) % 4 === 0 } : {}),
    };
    return runToEnd(
      iterativeDeepening(
        n,
        {},
        config,
        () => 0,
        (next) => next,
      ),
    );
  }
  if (engine.kind === 'iddfs') {
    const config: DepthFirstConfig<string> = { ...base, heuristic: () => 0, unitCost: true, tableSize: 0, orderByHeuristic: false };
    return runToEnd(
      iterativeDeepening(
        n,
        {},
        config,
        () => 0,
        (_next, bound) => bound + 1,
      ),
    );
  }
  const heuristic = n.heuristic!;
  const config: DepthFirstConfig<string> = {
    ...base,
    heuristic,
    unitCost: false,
    tableSize: engine.table,
    orderByHeuristic: engine.ordered,
  };
  return runToEnd(iterativeDeepening(n, {}, config, heuristic, (next) => next));
}

/** Status, path and every count but time. */
function same(got: SearchResult<string, string>, want: SearchResult<string, string>): void {
  expect(got.status).toBe(want.status);
  expect(got.moves).toEqual(want.moves);
  const { elapsedMs: _a, ...gotStats } = got.stats;
  const { elapsedMs: _b, ...wantStats } = want.stats;
  expect(gotStats).toEqual(wantStats);
}

describe("iterative deepening replaying the last pass's validity verdicts", () => {
  it('searches exactly as without the record, asks about each node at most once, and copes with a record cut short', () => {
    const repeatsWithout = { lds: 0, iddfs: 0, idaStar: 0 };
    fc.assert(
      fc.property(
        treeArb,
        engineArb,
        // From a record that holds only its first allocation to one that holds every pass whole.
        fc.constantFrom(2048, 2600, 3100, 4096, 1 << 20),
        (t, engine, bytes) => {
          const askedWithout = new Map<string, number>();
          const without = searchWithRecord(t, treeProblem(t, askedWithout), engine, 0);
          const asked = new Map<string, number>();
          const got = searchWithRecord(t, treeProblem(t, asked), engine, bytes);
          same(got, without);
          // A transposition table may cut in one pass what the last expanded: no record is kept.
          const recorded = engine.kind !== 'idaStar' || engine.table === 0;
          for (const [s, times] of asked) {
            // The root is asked once per pass; a record cut short leaves later nodes to be asked again.
            if (s !== '' && bytes === 1 << 20 && recorded) expect(times, s).toBe(1);
            expect(times).toBeLessThanOrEqual(askedWithout.get(s)!);
            if (!recorded) expect(times).toBe(askedWithout.get(s));
          }
          for (const [s, times] of askedWithout) if (s !== '') repeatsWithout[engine.kind] += times - 1;
        },
      ),
      { numRuns: 300 },
    );
    // The trees need several passes, so without the record nodes are asked about again.
    expect(Math.min(repeatsWithout.lds, repeatsWithout.iddfs, repeatsWithout.idaStar)).toBeGreaterThan(1000);
  });

  it('is what lds, iddfs and idaStar do: each node is asked about once over every pass', () => {
    fc.assert(
      fc.property(treeArb, fc.constantFrom('lds', 'iddfs', 'idaStar'), (t, name) => {
        const asked = new Map<string, number>();
        const p = treeProblem(t, asked);
        const r =
          name === 'lds'
            ? lds(p, { order: (s) => hashOf(s, t.seed + 3) % 4, cycleCheck: 'none' })
            : name === 'iddfs'
              ? iddfs(p, { cycleCheck: 'none', maxDepth: t.depth })
              : idaStar(p, { cycleCheck: 'none' });
        expect(['solved', 'exhausted']).toContain(r.status);
        for (const [s, times] of asked) if (s !== '') expect(times, s).toBe(1);
      }),
      { numRuns: 90 },
    );
  });

  it('stops replaying where a node has another number of children than the record says', () => {
    // Against the contract, the successors change from a later pass on: some nodes get one child
    // more. The record then no longer matches the tree, and the engine must ask rather than read
    // verdicts that belong to other nodes.
    fc.assert(
      fc.property(treeArb, engineArb, fc.integer({ min: 2, max: 5 }), (t, engine, from) => {
        const changing = (asked: Map<string, number>): SearchProblem<string, string> => {
          const p = treeProblem(t, asked);
          let pass = 0;
          return {
            ...p,
            expand(s, emit) {
              if (s === '') pass++;
              p.expand!(s, emit);
              if (pass >= from && s.length < t.depth && hashOf(s, t.seed + 5) % 3 === 0) emit(`${s}9`, '9', 1);
            },
          };
        };
        same(searchWithRecord(t, changing(new Map()), engine, 1 << 20), searchWithRecord(t, changing(new Map()), engine, 0));
      }),
      { numRuns: 300 },
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

  it('appends verdicts child by child, and drops a record that does not fit whole', () => {
    const trace = new VerdictTrace(2048);
    trace.startPass();
    expect(trace.openAppend()).toBe(true);
    for (const v of [true, false, true]) expect(trace.append(v)).toBe(true);
    trace.closeAppend();
    expect(trace.openAppend()).toBe(true);
    let fitted = 0;
    while (trace.append(true)) fitted++;
    // The first allocation holds 1,024 slots: three are taken.
    expect(fitted).toBe(1021);
    expect(trace.openAppend()).toBe(false);
    trace.startPass();
    expect(trace.peek(true)).toBe(3);
    const at = trace.take();
    expect([trace.last(at), trace.last(at + 1), trace.last(at + 2)]).toEqual([1, 2, 1]);
    // The record that did not fit was dropped whole.
    expect(trace.hasLast()).toBe(false);
  });
});
