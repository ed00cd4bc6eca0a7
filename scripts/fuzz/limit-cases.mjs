// The limits cases of `pnpm fuzz`: a costly level of a game (costly-levels.mjs), an algorithm and
// one limit, rebuilt from (seed, game, index); each run in a fresh capped worker (limit-worker.mjs) and
// classified: in time, refused with a typed error, late, over its memory, out of heap, hung, untyped.
import { COSTLY_LEVELS } from './costly-levels.mjs';
import { hashOf, Random } from './random.mjs';
import { runCapped } from '../../packages/search-core/bench/capped-worker.mjs';

/** A stop later than this past its limit (or past the cancel flag) is late. */
export const LATE_MS = 50;
/** Live memory (heap and array buffers) above this many times maxMemoryBytes is over the limit. */
export const MEMORY_RATIO = 1.25;
export const LIMIT_CASE = new URL('./limit-worker.mjs', import.meta.url);

/**
 * One limits case, rebuilt from (seed, game, index): a costly level of the game, an algorithm, and
 * one limit to honour. Runs in a fresh worker (heap capped for the memory cases).
 */
export function limitCase(seed, game, index, algorithms) {
  const rng = new Random(hashOf(seed, game, 'limits', index));
  const kind = rng.pick(Object.keys(COSTLY_LEVELS[game]));
  const algorithm = rng.chance(0.5) ? algorithms[0] : rng.pick(algorithms);
  const which = rng.pick(['timeoutMs', 'timeoutMs', 'cancel', 'maxMemoryBytes', 'maxExpansions']);
  const value =
    which === 'maxMemoryBytes'
      ? rng.between(32, 128) * 2 ** 20
      : which === 'maxExpansions'
        ? 5000
        : rng.chance(0.5)
          ? rng.between(20, 300)
          : rng.between(300, 4000);
  return { kind, algorithm, limit: which, value, levelSeed: rng.int(2 ** 31) };
}

/** Runs a limits case and classifies it: `{ outcome, detail, overshootMs?, ratio? }`. */
export async function runLimitCase(root, levelsDir, game, task, baseHeapMb) {
  const data = {
    root,
    levelsDir,
    game,
    kind: task.kind,
    seed: task.levelSeed,
    algorithm: task.algorithm,
    limit: task.limit,
    value: task.value,
  };
  const caps = { capMs: 120_000 };
  if (task.limit === 'cancel') caps.cancelAtMs = task.value;
  if (task.limit === 'timeoutMs') caps.capMs = task.value * 10 + 60_000;
  if (task.limit === 'maxMemoryBytes') {
    caps.heapMb = baseHeapMb + 8 + (MEMORY_RATIO * task.value) / 2 ** 20;
  }
  if (task.limit === 'maxExpansions') caps.heapMb = 512;
  const what = `${task.kind}, ${task.algorithm}, ${task.limit} ${task.value}`;
  const out = await runCapped(LIMIT_CASE, data, caps);
  if (out.outcome === 'heap')
    return task.limit === 'maxMemoryBytes'
      ? { outcome: 'over-memory', detail: `${what}: died at the ${caps.heapMb.toFixed(0)} MB heap cap (start-up + 1.25 × the limit)` }
      : { outcome: 'heap', detail: `${what}: ran out of its 512 MB heap` };
  if (out.outcome === 'hang') return { outcome: 'hang', detail: `${what}: ${out.detail}` };
  if (out.outcome !== 'done') return { outcome: 'untyped', detail: `${what}: ${String(out.detail).split('\n')[0]}` };
  const r = out.result;
  if (r.status === 'threw') {
    if (r.error === 'SearchError' && r.code === 'unsupported-limit') return { outcome: 'refused', detail: `${what}: ${r.message}` };
    return { outcome: 'untyped', detail: `${what}: ${r.error}: ${r.message}` };
  }
  const status = r.status === 'limit' ? `limit ${r.limit}` : r.status;
  if (task.limit === 'timeoutMs' || task.limit === 'cancel') {
    const overshootMs = task.limit === 'timeoutMs' ? r.ms - task.value : r.ms < task.value ? 0 : out.cancelMs;
    // The thread's share of a core over the case: on a loaded machine part of a late stop is waiting.
    const cpuShare = r.cpuMs === undefined ? undefined : Math.min(1, r.cpuMs / Math.max(1, r.ms));
    const cpuMs = cpuShare === undefined ? undefined : overshootMs * cpuShare;
    if (overshootMs > LATE_MS) {
      const detail = `${what}: ${status} ${overshootMs.toFixed(0)} ms late${cpuMs === undefined ? '' : ` (${cpuMs.toFixed(0)} ms × its CPU share)`}`;
      return { outcome: cpuMs === undefined || cpuMs > LATE_MS ? 'late' : 'late-waiting', detail, overshootMs, cpuMs };
    }
    return { outcome: 'in-time', overshootMs, cpuMs };
  }
  if (task.limit === 'maxMemoryBytes') {
    const ratio = r.peakBytes / task.value;
    if (ratio > MEMORY_RATIO)
      return { outcome: 'over-memory', detail: `${what}: ${status}, live memory ${ratio.toFixed(2)} × the limit`, ratio };
    return { outcome: 'in-time', ratio };
  }
  return { outcome: 'in-time' };
}
