import { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import {
  astar,
  bfs,
  CancelFlag,
  checkpoint,
  idaStarInPlace,
  isInterruption,
  type InPlaceProblem,
  type SearchProblem,
} from '@puzzle-solvers/search-core';
import { busy, ENTRY_POINTS } from './fixtures/endless.js';
import { costly } from './fixtures/costly.js';

// Every entry point, on problems whose every step costs seconds: a stop must come within a step's
// small part, not after the step. The bounds are generous (a loaded machine must not fail them);
// without the fix each case takes the whole 3 s step or more. bench/limits.mjs measures how late.
// The limit is short: every test spins until it, and the step is still 300 times longer.
const LIMIT_MS = 10;
const GENEROUS_MS = 1500;
const STEP_MS = 3000;

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

describe.each([
  ['a costly step that calls checkpoint()', 'opaque'],
  ['a step that lists a thousand costly children', 'wide'],
] as const)('%s', (_label, shape) => {
  const problems = costly(shape, STEP_MS);

  describe.each(ENTRY_POINTS.map((e) => [e.name, e] as const))('%s', (_name, entry) => {
    it('stops on timeoutMs inside the step', () => {
      const t = performance.now();
      const r = entry.sync(problems, { timeoutMs: LIMIT_MS });
      expect(performance.now() - t).toBeLessThan(GENEROUS_MS);
      expect(r).toMatchObject({ status: 'limit', limit: 'time' });
    });

    it('stops inside the step when another thread sets the cancel flag', async () => {
      await ready;
      const cancel = new CancelFlag();
      const set = new Promise((resolve) => canceller.once('message', resolve));
      canceller.postMessage({ buffer: cancel.buffer, ms: LIMIT_MS });
      const t = performance.now();
      const r = entry.sync(problems, { cancel });
      expect(performance.now() - t).toBeLessThan(GENEROUS_MS);
      expect(r.status).toBe('aborted');
      await set;
    });
  });
});

describe('checkpoint', () => {
  it('does nothing outside a search', () => {
    for (let i = 0; i < 10_000; i++) checkpoint();
  });

  it('throws through the problem a value that is not an Error, and the search ends with its stop', () => {
    let caught: unknown;
    const problem: SearchProblem<number, number> = {
      initial: 0,
      expand(n, emit) {
        try {
          // Works until a checkpoint stops it (the loop never ends on its own).
          for (let i = 0; i < 60_000; i++) {
            busy(1);
            checkpoint();
          }
        } catch (e) {
          caught = e;
          throw e;
        }
        emit(n + 1, 0);
      },
      isGoal: () => false,
      key: (n) => n,
    };
    const r = astar(problem, { timeoutMs: LIMIT_MS });
    expect(r).toMatchObject({ status: 'limit', limit: 'time' });
    expect(caught).not.toBeInstanceOf(Error);
    expect(isInterruption(caught)).toBe(true);
    expect(isInterruption(new Error('x'))).toBe(false);
    expect(isInterruption(undefined)).toBe(false);
  });

  it('leaves errors of the problem to the caller', () => {
    const problem: SearchProblem<number, number> = {
      initial: 0,
      expand() {
        checkpoint();
        throw new RangeError('the game broke');
      },
      isGoal: () => false,
      key: (n) => n,
    };
    expect(() => bfs(problem, { timeoutMs: 1000 })).toThrow('the game broke');
  });

  it('stops a search run inside the step of another search when the outer one is due, through the step', () => {
    // The heuristic searches an endless tree with no limit of its own: only the outer search's
    // deadline can end it, and the code after it in the heuristic must never run with its result.
    const endlessInner: SearchProblem<number, number> = {
      initial: 1,
      expand: (n, emit) => {
        emit(2 * n, 0);
        emit(2 * n + 1, 1);
      },
      isGoal: () => false,
      key: (n) => n,
    };
    let misread = 0;
    const outer: SearchProblem<number, number> = {
      initial: 0,
      expand: (n, emit) => emit(n + 1, 0),
      isGoal: () => false,
      key: (n) => n,
      heuristic: () => {
        bfs(endlessInner);
        misread++;
        return 0;
      },
    };
    const t = performance.now();
    const r = astar(outer, { timeoutMs: LIMIT_MS });
    expect(performance.now() - t).toBeLessThan(GENEROUS_MS);
    expect(r).toMatchObject({ status: 'limit', limit: 'time' });
    expect(misread).toBe(0);
  });

  it('stops the in-place IDA* inside a costly moves() and restores its state', () => {
    const problem: InPlaceProblem<{ n: number; trail: number[] }, number> = {
      state: { n: 1, trail: [] },
      moves(s) {
        if (s.trail.length >= 3) {
          for (;;) {
            busy(1);
            checkpoint();
          }
        }
        return [0, 1];
      },
      apply(s, m) {
        s.trail.push(s.n);
        s.n = 2 * s.n + m;
      },
      undo(s) {
        s.n = s.trail.pop()!;
      },
      isGoal: () => false,
      heuristic: (s) => 10 - s.trail.length,
      clone: (s) => ({ n: s.n, trail: [...s.trail] }),
    };
    const t = performance.now();
    const r = idaStarInPlace(problem, { timeoutMs: LIMIT_MS });
    expect(performance.now() - t).toBeLessThan(GENEROUS_MS);
    expect(r).toMatchObject({ status: 'limit', limit: 'time' });
    expect(problem.state).toEqual({ n: 1, trail: [] });
  });
});
