import { describe, expect, it } from 'vitest';
import { astar, astarSteps, bfs, CancelFlag, checkpoint, SearchError, type SearchProblem, withinLimits } from '@puzzle-solvers/search-core';
import { busy, endless } from './fixtures/endless.js';

const GENEROUS_MS = 1500;

/** Work that would take `ms`, calling checkpoint() every millisecond. */
function work(ms: number): string {
  for (let i = 0; i < ms; i++) {
    busy(1);
    checkpoint();
  }
  return 'done';
}

describe('withinLimits', () => {
  it('answers the value of work that ends in time', () => {
    expect(withinLimits({ timeoutMs: 10_000 }, () => work(5))).toEqual({ value: 'done' });
  });

  it('stops work at a checkpoint once its time is up, with the time spent', () => {
    const t = performance.now();
    const r = withinLimits({ timeoutMs: 30 }, () => work(5000));
    expect(performance.now() - t).toBeLessThan(GENEROUS_MS);
    expect(r).toMatchObject({ stopped: { status: 'limit', limit: 'time' } });
    if ('stopped' in r) {
      expect(r.stopped.stats.elapsedMs).toBeGreaterThanOrEqual(30);
      expect(r.stopped.stats.expanded).toBe(0);
    }
  });

  it('stops at once on a cancel flag already set or a signal already fired', () => {
    const cancel = new CancelFlag();
    cancel.cancel();
    let ran = false;
    expect(
      withinLimits({ cancel }, () => {
        ran = true;
      }),
    ).toMatchObject({ stopped: { status: 'aborted' } });
    expect(withinLimits({ signal: AbortSignal.abort() }, () => work(5000))).toMatchObject({ stopped: { status: 'aborted' } });
    expect(ran).toBe(false);
  });

  it('ends a search started inside at its own deadline, as the search’s own limit would', () => {
    const t = performance.now();
    const r = withinLimits({ timeoutMs: 30 }, () => bfs(endless(0).tree));
    expect(performance.now() - t).toBeLessThan(GENEROUS_MS);
    expect(r).toMatchObject({ value: { status: 'limit', limit: 'time' } });
  });

  it('holds one deadline for searches that take turns, whenever each of them starts', () => {
    // Two A* runs in turns of 250 expansions of 1 ms each: the second starts its control at its
    // first turn, 250 ms in; it must still stop at the scope's deadline, not 250 ms after it.
    const slow = endless(1).tree;
    const t = performance.now();
    const r = withinLimits({ timeoutMs: 300 }, () => {
      const runs = [astarSteps(slow, { timeoutMs: 300 }), astarSteps(slow, { timeoutMs: 300 })];
      const ended: unknown[] = [];
      for (let turn = 0; ended.length < runs.length; turn = 1 - turn) {
        for (let k = 0; k < 250; k++) {
          const step = runs[turn]!.next();
          if (step.done) {
            ended.push(step.value);
            break;
          }
        }
      }
      return ended;
    });
    const took = performance.now() - t;
    expect(r).toMatchObject({
      value: [
        { status: 'limit', limit: 'time' },
        { status: 'limit', limit: 'time' },
      ],
    });
    // Without the scope the second run stops 250 ms after the first: at about 550 ms.
    expect(took).toBeLessThan(480);
  });

  it('nests: an inner scope honours the outer one', () => {
    const r = withinLimits({ timeoutMs: 30 }, () => withinLimits({ timeoutMs: 60_000 }, () => work(5000)));
    expect(r).toMatchObject({ value: { stopped: { status: 'limit', limit: 'time' } } });
  });

  it('lets the errors of its work through, and refuses a limit out of range', () => {
    expect(() =>
      withinLimits({ timeoutMs: 1000 }, () => {
        throw new RangeError('the level broke');
      }),
    ).toThrow('the level broke');
    expect(() => withinLimits({ timeoutMs: -1 }, () => 1)).toThrow(SearchError);
  });

  it('measures the memory its work adds, array buffers included', () => {
    const held: ArrayBuffer[] = [];
    const r = withinLimits({ maxMemoryBytes: 16 * 2 ** 20 }, () => {
      for (let i = 0; i < 200; i++) {
        held.push(new ArrayBuffer(2 ** 20));
        // A millisecond a buffer: the checkpoints read the memory about that often.
        busy(1);
        checkpoint();
      }
      return 'too much';
    });
    expect(r).toMatchObject({ stopped: { status: 'limit', limit: 'memory' } });
    // Stopped within a few megabytes past the limit (one buffer per millisecond between readings).
    expect(held.length).toBeGreaterThanOrEqual(12);
    expect(held.length).toBeLessThanOrEqual(20);
  });

  it('gives a search inside the memory limit of the scope, measured from the scope’s start', () => {
    const big: SearchProblem<number, number> = {
      initial: 0,
      expand: (n, emit) => {
        emit(n + 1, 0);
      },
      isGoal: () => false,
      key: (n) => n,
    };
    const ballast: ArrayBuffer[] = [];
    const r = withinLimits({ maxMemoryBytes: 8 * 2 ** 20 }, () => {
      for (let i = 0; i < 12; i++) ballast.push(new ArrayBuffer(2 ** 20)); // the set-up takes more than the limit
      return astar(big);
    });
    expect(r).toMatchObject({ value: { status: 'limit', limit: 'memory' } });
    if ('value' in r) expect(r.value.stats.expanded).toBeLessThan(10_000);
  });
});
