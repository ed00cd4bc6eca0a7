import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultSearchMemory, machineMemory, searchMemoryBudget } from '../src/memory-budget.js';

const MiB = 2 ** 20;
const facts = fc.record({
  heapLimitBytes: fc.integer({ min: 16 * MiB, max: 64 * 1024 * MiB }),
  totalMemoryBytes: fc.integer({ min: 64 * MiB, max: 1024 * 1024 * MiB }),
  threads: fc.integer({ min: 1, max: 256 }),
});

describe('searchMemoryBudget', () => {
  it('keeps within half of the heap and half of the machine shared among the threads', () => {
    fc.assert(
      fc.property(facts, (f) => {
        const b = searchMemoryBudget(f);
        expect(b).toBeGreaterThan(0);
        expect(b).toBeLessThanOrEqual(f.heapLimitBytes / 2);
        expect(searchMemoryBudget({ totalMemoryBytes: f.totalMemoryBytes, threads: f.threads })).toBeGreaterThanOrEqual(b);
        expect(b).toBeLessThanOrEqual(f.totalMemoryBytes / 2 / f.threads);
        expect(Number.isInteger(b)).toBe(true);
      }),
    );
  });

  it('gives each thread no more when more threads share the machine', () => {
    fc.assert(
      fc.property(facts, fc.integer({ min: 1, max: 64 }), (f, more) => {
        expect(searchMemoryBudget({ ...f, threads: f.threads + more })).toBeLessThanOrEqual(searchMemoryBudget(f));
      }),
    );
  });

  it('is half of the heap limit on a machine with memory to spare, half of the machine share otherwise', () => {
    expect(searchMemoryBudget({ heapLimitBytes: 4096 * MiB, totalMemoryBytes: 64 * 1024 * MiB, threads: 2 })).toBe(2048 * MiB);
    expect(searchMemoryBudget({ heapLimitBytes: 4096 * MiB, totalMemoryBytes: 8 * 1024 * MiB, threads: 8 })).toBe(512 * MiB);
  });
});

describe('defaultSearchMemory', () => {
  it('takes the heap limit from --memory when given', () => {
    expect(defaultSearchMemory(1, 64)).toBe(32 * MiB);
  });

  it('otherwise shares half of the machine among the threads', async () => {
    expect(defaultSearchMemory(1)).toBe(Math.floor(machineMemory() / 2));
    expect(defaultSearchMemory(4)).toBe(Math.floor(machineMemory() / 8));
  });
});

describe('machineMemory', () => {
  it("is the system's limit on the process where it is below the machine's memory, else the machine's", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 64 * MiB, max: 1024 * 1024 * MiB }),
        fc.oneof(fc.constant(undefined), fc.constant(0), fc.constant(2 ** 64), fc.integer({ min: 1, max: 2048 * 1024 * MiB })),
        (total, constrained) => {
          const m = machineMemory(total, constrained);
          expect(m).toBeLessThanOrEqual(total);
          expect(m).toBe(constrained !== undefined && constrained > 0 && constrained < total ? constrained : total);
        },
      ),
    );
  });

  it('reads this process by default, never above the machine', async () => {
    const { totalmem } = await import('node:os');
    expect(machineMemory()).toBeGreaterThan(0);
    expect(machineMemory()).toBeLessThanOrEqual(totalmem());
  });
});
