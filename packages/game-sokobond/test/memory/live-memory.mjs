// Child process of memory-limit.test.ts (run with --expose-gc): solves the level on standard input
// with a memory limit and prints the most the search held alive, sampled after a full collection
// at every progress report, as JSON.
import { readFileSync } from 'node:fs';

const [algorithm, limitBytes] = process.argv.slice(2);
const game = await import(new URL('../../dist/index.js', import.meta.url).href);
const level = game.parse(readFileSync(0, 'utf8'));
const held = () => {
  globalThis.gc();
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
};
const base = held();
let peak = 0;
const { result } = game.solve(level, {
  algorithm,
  maxMemoryBytes: Number(limitBytes),
  timeoutMs: 30_000,
  progressIntervalMs: 20,
  onProgress: () => {
    peak = Math.max(peak, held() - base);
  },
});
console.log(JSON.stringify({ status: result.status, limit: result.limit, peakStored: result.stats.peakStored, heldBytes: peak }));
