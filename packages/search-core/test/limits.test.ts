import { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { astar, bfs, CancelFlag, dijkstra, SearchError, type SearchProblem } from '@puzzle-solvers/search-core';
import { busy, endless, ENTRY_POINTS } from './fixtures/endless.js';

// Every entry point × cheap and 2 ms steps × every limit. The bounds on time are generous (a
// loaded machine must not fail them); bench/limits.mjs measures how close to the limit each stops.
// With the old fixed check interval, 2 ms steps overshot a time limit by about 2 s. The limit is
// short: every test waits for it (on the CPU), and a few steps of 2 ms before it are enough.
const LIMIT_MS = 10;
const GENEROUS_MS = 1000;
const STORED = 5;
/** One expansion's two children may overshoot the bound, counted twice with a table (stack and table). */
const OVERSHOOT = 4;

/** One thread for the whole file: sets a flag's cell after `ms`, while this thread is busy. */
const canceller = new Worker(
  `const { parentPort } = require('node:worker_threads');
   parentPort.on('message', ({ buffer, ms }) => {
     setTimeout(() => { Atomics.store(new Int32Array(buffer), 0, 1); parentPort.postMessage('set'); }, ms);
   });
   parentPort.postMessage('ready');`,
  { eval: true },
);
const ready = new Promise((resolve) => canceller.once('message', resolve));
afterAll(() => canceller.terminate());

const costs = [
  ['cheap', 0],
  ['2 ms', 2],
] as const;

describe.each(costs)('with %s steps', (_label, stepMs) => {
  const problems = endless(stepMs);
  const maxExpansions = stepMs === 0 ? 500 : 10;

  describe.each(ENTRY_POINTS.map((e) => [e.name, e] as const))('%s', (_name, entry) => {
    it('stops on timeoutMs with limit time, soon after it', () => {
      const t = performance.now();
      const r = entry.sync(problems, { timeoutMs: LIMIT_MS });
      expect(performance.now() - t).toBeLessThan(GENEROUS_MS);
      expect(r.status).toBe('limit');
      expect(r.limit).toBe('time');
    });

    it('stops after exactly maxExpansions', () => {
      const r = entry.sync(problems, { maxExpansions });
      expect(r.status).toBe('limit');
      expect(r.limit).toBe('expansions');
      expect(r.stats.expanded).toBe(maxExpansions);
    });

    if (!entry.refusesMaxStates) {
      it('stops when maxStates states are stored', () => {
        const r = entry.sync(problems, { maxStates: STORED });
        expect(r.status).toBe('limit');
        expect(r.limit).toBe('states');
        expect(r.stats.peakStored).toBeGreaterThanOrEqual(STORED);
        expect(r.stats.peakStored).toBeLessThanOrEqual(STORED + OVERSHOOT);
      });
    } else
      it('refuses maxStates, which could never stop it, with a typed error naming what it honours', async () => {
        let caught: unknown;
        try {
          entry.sync(problems, { maxStates: STORED, timeoutMs: LIMIT_MS });
        } catch (e) {
          caught = e;
        }
        expect(caught).toBeInstanceOf(SearchError);
        expect((caught as SearchError).code).toBe('unsupported-limit');
        expect((caught as SearchError).message).toMatch(/maxStates.*timeoutMs, maxExpansions, maxMemoryBytes, signal, cancel/);
        await expect(entry.async(problems, { maxStates: STORED })).rejects.toMatchObject({ code: 'unsupported-limit' });
      });

    it('stops when the estimated memory reaches maxMemoryBytes', () => {
      // Number states: 64 bytes of bookkeeping each. The estimate stops the search by then at the
      // latest; a reading of the heap may stop it sooner (a collection that promotes what the
      // thread held before the search looks like growth), as SearchOptions.maxMemoryBytes says.
      const r = entry.sync(problems, { maxMemoryBytes: 64 * STORED });
      expect(r.status).toBe('limit');
      expect(r.limit).toBe('memory');
      expect(r.stats.peakStored).toBeLessThanOrEqual(STORED + OVERSHOOT);
    });

    it('async form: stops with aborted when a timer signal fires', async () => {
      const t = performance.now();
      const r = await entry.async(problems, { signal: AbortSignal.timeout(LIMIT_MS) });
      expect(performance.now() - t).toBeLessThan(GENEROUS_MS);
      expect(r.status).toBe('aborted');
    });

    it('sync form: stops with aborted when another thread sets the cancel flag', async () => {
      await ready;
      const cancel = new CancelFlag();
      const set = new Promise((resolve) => canceller.once('message', resolve));
      canceller.postMessage({ buffer: cancel.buffer, ms: LIMIT_MS });
      const t = performance.now();
      const r = entry.sync(problems, { cancel });
      expect(performance.now() - t).toBeLessThan(GENEROUS_MS);
      expect(r.status).toBe('aborted');
      expect(cancel.cancelled).toBe(true);
      await set;
    });
  });
});

describe('limits on stored states', () => {
  /** The endless tree over boxed numbers: object states. */
  const boxed: SearchProblem<{ n: number }, string> = {
    initial: { n: 1 },
    expand: (s, emit) => endless(0).tree.expand!(s.n, (n, m) => emit({ n }, m)),
    isGoal: () => false,
    key: (s) => s.n,
  };

  it('count an object state at 64 + stateBytes bytes, 64 + 64 by default', () => {
    const byDefault = astar(boxed, { maxMemoryBytes: 128 * 20 });
    expect(byDefault.limit).toBe('memory');
    expect(byDefault.stats.peakStored).toBeGreaterThanOrEqual(20);
    expect(byDefault.stats.peakStored).toBeLessThanOrEqual(22);
    const large = astar(boxed, { maxMemoryBytes: 128 * 20, stateBytes: 192 });
    expect(large.limit).toBe('memory');
    expect(large.stats.peakStored).toBeGreaterThanOrEqual(10);
    expect(large.stats.peakStored).toBeLessThanOrEqual(12);
  });

  it('report whichever of maxStates and maxMemoryBytes is lower', () => {
    const { tree } = endless(0);
    expect(bfs(tree, { maxStates: 100, maxMemoryBytes: 64 * 50 }).limit).toBe('memory');
    expect(bfs(tree, { maxStates: 50, maxMemoryBytes: 64 * 100 }).limit).toBe('states');
  });

  it('refuse a negative maxMemoryBytes or stateBytes', () => {
    const { tree } = endless(0);
    expect(() => astar(tree, { maxMemoryBytes: -1 })).toThrow(/maxMemoryBytes/);
    expect(() => astar(tree, { stateBytes: Number.NaN })).toThrow(/stateBytes/);
  });
});

describe('a limit inside one expansion', () => {
  // One state with a thousand children, each costing 2 ms to make: a single expansion of 2 s.
  const wide = (stepMs: number) => ({
    initial: 0,
    expand: (s: number, emit: (child: number, move: number) => void) => {
      for (let i = 1; i <= 1000; i++) {
        busy(stepMs);
        emit(s * 1001 + i, i);
      }
    },
    isGoal: () => false,
    key: (s: number) => s,
  });

  it.each([
    ['astar', (o: { timeoutMs?: number; cancel?: CancelFlag }) => astar(wide(2), o)],
    ['dijkstra', (o: { timeoutMs?: number; cancel?: CancelFlag }) => dijkstra(wide(2), o)],
  ])('%s stops while a costly expansion is still emitting children', (_name, run) => {
    const t = performance.now();
    const r = run({ timeoutMs: 60 });
    const took = performance.now() - t;
    expect(r).toMatchObject({ status: 'limit', limit: 'time' });
    expect(r.stats.generated).toBeLessThan(1000);
    expect(took).toBeLessThan(600);
  });

  it('leaves an expand that throws its own error to the caller', () => {
    const boom = {
      ...wide(0),
      expand: (): void => {
        throw new RangeError('the game broke');
      },
    };
    expect(() => astar(boom, { timeoutMs: 1000 })).toThrow('the game broke');
  });
});
