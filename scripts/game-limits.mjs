// `pnpm bench:game-limits`: how every game's `solve` honours its limits on levels made to be costly
// (scripts/fuzz/costly-levels.mjs: per-level set-up of seconds, one-second expansions, big states,
// portfolios of searches), each case in a fresh worker (so the first solve of a process, cold code
// included), set-up included. The search-core side is `pnpm bench:limits` in packages/search-core.
//
// Limits, per game × kind of level × algorithm:
// - `timeoutMs` (100 and 3000 ms by default) and a cancel flag set by this thread after as long: a
//   stop more than 50 ms late is `late in CPU` when it is still more than 50 ms once scaled by the
//   share of the wall time the case's thread had a core (on a shared machine a thread waits for
//   one, and the wait is no part of the solver), else `late (waiting)`; both are counted;
// - `maxMemoryBytes` (32 MB, with a 30 s time limit to end searches that never reach it): the
//   worker's heap is capped at its start-up heap + 1.25 × the limit; dying there, or a live memory
//   (heap and array buffers after a collection, sampled on progress) past 1.25 × the limit, is a failure;
// - `maxExpansions: 5000`, in a 512 MB heap, with a 100 s time limit as a backstop only (the case
//   worker sets it): running out of heap is a failure (every search stops before its thread's heap
//   is full, with `limit: 'memory'`).
//
// Usage: node scripts/game-limits.mjs [--seed n] [--runs n] [--limits 100,3000] [--game name] [--only time,cancel,memory,heap]
// Prints one table per limit (rows: game / kind / algorithm) and a JSON summary line.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadLine, runCapped, withGcExposed } from '../packages/search-core/bench/capped-worker.mjs';
import { Tally } from '../packages/search-core/bench/limits-tally.mjs';
import { COSTLY_LEVELS } from './fuzz/costly-levels.mjs';

await withGcExposed();

const args = process.argv.slice(2);
const opt = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const seed0 = Number(opt('--seed', '20261127'));
const runs = Number(opt('--runs', '2'));
const limitsMs = opt('--limits', '100,3000').split(',').map(Number);
const only = opt('--game', undefined);
const parts = new Set(opt('--only', 'time,cancel,memory,heap').split(','));
const LATE_MS = 50;
const MEMORY_LIMIT = 32 * 2 ** 20;
const RATIO = 1.25;
const root = fileURLToPath(new URL('../', import.meta.url));
const CASE = new URL('./fuzz/limit-worker.mjs', import.meta.url);
const levelsDir = resolve(root, '..', 'shared', 'levels');
const haveLevels = existsSync(levelsDir);

const load = await loadLine();
console.log(`game limits, ${new Date().toISOString()}, Node ${process.version}, ${load}, seed ${seed0}`);
if (!haveLevels) console.log(`\n!!! real levels not found at ${levelsDir}: the kinds built on them use generated levels !!!\n`);

const combos = [];
for (const [game, kinds] of Object.entries(COSTLY_LEVELS)) {
  if (only !== undefined && game !== only) continue;
  const lib = await import(new URL(`../packages/game-${game}/dist/index.js`, import.meta.url).href);
  for (const kind of Object.keys(kinds)) for (const algorithm of lib.ALGORITHMS) combos.push({ game, kind, algorithm });
}

const statusOf = (r) => (r.status === 'limit' ? `limit ${r.limit}` : r.status === 'threw' ? `threw ${r.code ?? r.error}` : r.status);
const rowOf = ({ game, kind, algorithm }) => `${game} / ${kind} / ${algorithm}`;
const summary = { bench: 'game limits', load, seed: seed0, runs };

/** The start-up heap of a case worker: the cap of the memory cases is built on it. */
async function baseHeapMb(combo) {
  const out = await runCapped(CASE, { root, levelsDir, ...combo, seed: seed0, limit: 'timeoutMs', value: 1 }, { capMs: 60_000 });
  if (out.outcome !== 'done') throw new Error(`probe of ${rowOf(combo)}: ${out.outcome} ${out.detail ?? ''}`);
  return out.result.baseHeap === undefined ? 64 : out.result.baseHeap / 2 ** 20;
}

/** A case's failure detail, on one line. */
const oneLine = (text) =>
  String(text ?? '')
    .split('\n')[0]
    .slice(0, 160);

for (const which of ['time', 'cancel']) {
  if (!parts.has(which)) continue;
  for (const limitMs of limitsMs) {
    const tally = new Tally('game / level / algorithm');
    for (const combo of combos) {
      for (let run = 0; run < runs; run++) {
        const data = { root, levelsDir, ...combo, seed: seed0 + run, limit: which === 'time' ? 'timeoutMs' : 'cancel', value: limitMs };
        const out = await runCapped(CASE, data, { capMs: 10 * limitMs + 30_000, ...(which === 'cancel' ? { cancelAtMs: limitMs } : {}) });
        if (out.outcome !== 'done') {
          tally.add(rowOf(combo), {
            failure: out.outcome === 'hang' ? 'late' : out.outcome === 'heap' ? 'heap' : 'error',
            note: out.detail,
          });
          continue;
        }
        const r = out.result;
        if (r.status === 'threw') {
          tally.add(rowOf(combo), { failure: 'error', note: oneLine(`${r.error}: ${r.message}`) });
          continue;
        }
        // A solve that ends before the limit has nothing to be late for.
        const overshoot = which === 'time' ? r.ms - limitMs : r.ms < limitMs ? 0 : out.cancelMs;
        const cpuShare = r.cpuMs === undefined ? undefined : r.cpuMs / Math.max(1, r.ms);
        const cpuLate = cpuShare !== undefined && overshoot * Math.min(1, cpuShare) > LATE_MS;
        tally.add(rowOf(combo), {
          failure: cpuLate ? 'late in CPU' : overshoot > LATE_MS ? 'late (waiting)' : undefined,
          overshootMs: overshoot,
          cpuShare,
          note: statusOf(r),
        });
      }
    }
    const title =
      which === 'time'
        ? `timeoutMs ${limitMs}: worst past the limit over ${runs} levels per row, ${load}`
        : `cancel flag set by another thread at ${limitMs} ms: worst from the flag to the answer over ${runs} levels per row, ${load}`;
    summary[`${which} ${limitMs}`] = tally.print(title, ['late (waiting)', 'late in CPU', 'heap', 'error'], { ms: true });
  }
}

if (parts.has('memory')) {
  const tally = new Tally('game / level / algorithm');
  for (const combo of combos) {
    const base = await baseHeapMb(combo);
    const capMb = base + 8 + (RATIO * MEMORY_LIMIT) / 2 ** 20;
    for (let run = 0; run < runs; run++) {
      const data = { root, levelsDir, ...combo, seed: seed0 + run, limit: 'maxMemoryBytes', value: MEMORY_LIMIT };
      const out = await runCapped(CASE, data, { capMs: 60_000, heapMb: capMb });
      if (out.outcome === 'heap') tally.add(rowOf(combo), { failure: 'over 1.25×', note: `died at the ${capMb.toFixed(0)} MB cap` });
      else if (out.outcome !== 'done') tally.add(rowOf(combo), { failure: out.outcome === 'hang' ? 'late' : 'error', note: out.detail });
      else if (out.result.status === 'threw')
        tally.add(rowOf(combo), { failure: 'error', note: `${out.result.error}: ${out.result.message}` });
      else {
        const ratio = out.result.peakBytes / MEMORY_LIMIT;
        tally.add(rowOf(combo), { failure: ratio > RATIO ? 'over 1.25×' : undefined, ratio, note: statusOf(out.result) });
      }
    }
  }
  summary.memory = tally.print(
    `maxMemoryBytes ${MEMORY_LIMIT / 2 ** 20} MB (live heap + array buffers after a collection, sampled on progress; heap capped at start-up + 1.25 × the limit)`,
    ['over 1.25×', 'late', 'error'],
    { ratio: true },
  );
}

if (parts.has('heap')) {
  const tally = new Tally('game / level / algorithm');
  for (const combo of combos) {
    const data = { root, levelsDir, ...combo, seed: seed0, limit: 'maxExpansions', value: 5000 };
    const out = await runCapped(CASE, data, { capMs: 120_000, heapMb: 512 });
    if (out.outcome === 'heap') tally.add(rowOf(combo), { failure: 'heap', note: 'ran out of its 512 MB heap' });
    // Still running at the cap is no failure here (a slow level may need longer than the backstop).
    else if (out.outcome === 'hang') tally.add(rowOf(combo), { note: out.detail });
    else if (out.outcome !== 'done') tally.add(rowOf(combo), { failure: 'error', note: out.detail });
    else if (out.result.status === 'threw')
      tally.add(rowOf(combo), { failure: 'error', note: `${out.result.error}: ${out.result.message}` });
    else tally.add(rowOf(combo), { note: statusOf(out.result) });
  }
  summary.heap = tally.print(
    'maxExpansions 5000 in a 512 MB heap (a 100 s time limit as a backstop; still running at 120 s is no failure)',
    ['heap', 'error'],
  );
}

console.log(`\n${JSON.stringify(summary)}`);
