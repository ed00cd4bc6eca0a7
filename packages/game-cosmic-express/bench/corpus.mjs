// Solves every JSON level of ../shared/levels/cosmic-express (and the grid maps) with a time limit
// per level; prints one line per level (cold: the first solve in a fresh worker; warm: the fastest of
// three more in it, when the first took under a second) and a summary. Run after `npx tsup` (uses dist/).
// Usage: node bench/corpus.mjs [--timeout ms] [--grid] [--order auto|warnsdorff|nearest|blend|none] [--only substring]
//        [--off blocks|detours|cuts|gooCuts|contour] (switch one pruning test off, to measure what it is worth)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { parse, readDrawing, solve, verify } from '../dist/index.js';

const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : dflt;
};
const timeoutMs = Number(opt('--timeout', '10000'));
const order = opt('--order', 'auto');
const only = opt('--only', '');
const off = opt('--off', '');

if (!isMainThread) {
  const { file, text } = workerData;
  const level = parse(text, { file });
  const t0 = performance.now();
  const { result, solution } = solve(level, { timeoutMs, order, ...(off ? { prune: { [off]: false } } : {}) });
  const ms = performance.now() - t0;
  const check = solution !== undefined ? verify(level, solution) : undefined;
  // The first solve is cold (a fresh worker: nothing compiled yet). Warm: the fastest of three more
  // solves, for levels that take under a second.
  let warm;
  for (let i = 0; i < 3 && ms < 1000; i++) {
    const w0 = performance.now();
    const again = solve(level, { timeoutMs, order, ...(off ? { prune: { [off]: false } } : {}) });
    warm = Math.min(warm ?? Infinity, performance.now() - w0);
    if (again.result.stats.expanded !== result.stats.expanded) throw new Error(`${file}: expansions differ between solves`);
  }
  parentPort.postMessage({
    status: result.status,
    ms,
    warm,
    moves: result.moves?.length,
    expanded: result.stats.expanded,
    valid: check?.valid,
  });
} else {
  // Find ../shared/levels by walking up from this file.
  let dir = dirname(fileURLToPath(import.meta.url));
  let root;
  for (let i = 0; i < 6; i++, dir = resolve(dir, '..')) {
    if (existsSync(join(dir, 'shared', 'levels', 'cosmic-express'))) {
      root = join(dir, 'shared', 'levels');
      break;
    }
  }
  if (root === undefined) {
    console.warn('WARNING: ../shared/levels/cosmic-express not found; nothing to benchmark');
    process.exit(0);
  }
  const jsonDir = join(root, 'cosmic-express');
  const known = JSON.parse(readFileSync(join(jsonDir, 'solutions.json'), 'utf8'));
  const files = [];
  for (const c of readdirSync(jsonDir, { withFileTypes: true })) {
    if (!c.isDirectory()) continue;
    for (const f of readdirSync(join(jsonDir, c.name)).sort()) if (f.endsWith('.json')) files.push(`${c.name}/${f}`);
  }
  const jobs = files.map((f) => ({ name: f, file: join(jsonDir, f) }));
  if (args.includes('--grid')) {
    const gdir = join(root, 'cosmic-express-grid');
    for (const f of readdirSync(gdir).sort()) jobs.push({ name: `grid/${f}`, file: join(gdir, f) });
  }
  const rows = [];
  for (const job of jobs.filter((j) => j.name.includes(only))) {
    const text = readFileSync(job.file, 'utf8');
    const out = await new Promise((res) => {
      const w = new Worker(fileURLToPath(import.meta.url), { workerData: { file: job.name, text }, argv: process.argv.slice(2) });
      const kill = setTimeout(
        () => {
          void w.terminate();
          res({ status: 'killed', ms: timeoutMs * 1.5 });
        },
        timeoutMs * 1.5 + 2000,
      );
      w.once('message', (m) => {
        clearTimeout(kill);
        void w.terminate();
        res(m);
      });
      w.once('error', (e) => {
        clearTimeout(kill);
        res({ status: `error ${e.message}`, ms: 0 });
      });
    });
    const level = parse(text, { file: job.name });
    const shortest = known[job.name]?.map((b) => readDrawing(level, b).length).reduce((a, b) => Math.min(a, b));
    rows.push({ ...job, ...out, shortest });
    console.log(
      `${job.name.padEnd(44)} ${(out.status === 'exhausted' ? 'proved unsolvable' : String(out.status)).padEnd(17)} cold ${out.ms.toFixed(1).padStart(7)} ms  warm ${(out.warm === undefined ? '-' : out.warm.toFixed(2)).padStart(7)} ms  moves ${String(out.moves ?? '-').padStart(3)}  known ${String(shortest ?? '-').padStart(3)}  expanded ${out.expanded ?? '-'}${out.valid === false ? '  VERIFY FAILED' : ''}`,
    );
  }
  const solved = rows.filter((r) => r.status === 'solved');
  const proved = rows.filter((r) => r.status === 'exhausted');
  const decided = (r) => r.status === 'solved' || r.status === 'exhausted';
  const times = rows.map((r) => (decided(r) ? r.ms : timeoutMs)).sort((a, b) => a - b);
  const median = times.length ? (times[(times.length - 1) >> 1] + times[times.length >> 1]) / 2 : 0;
  const total = rows.reduce((s, r) => s + Math.min(r.ms, timeoutMs), 0);
  const compared = solved.filter((r) => r.shortest !== undefined);
  if (compared.length > 0) {
    const ours = compared.reduce((s, r) => s + r.moves, 0);
    const theirs = compared.reduce((s, r) => s + r.shortest, 0);
    const shorterOrEqual = compared.filter((r) => r.moves <= r.shortest).length;
    console.log(
      `\nsolution length vs the shortest known board: ${ours} vs ${theirs} moves over ${compared.length} levels (×${(ours / theirs).toFixed(2)}); ${shorterOrEqual} as short or shorter`,
    );
  }
  const expanded = rows.reduce((s, r) => s + (r.expanded ?? 0), 0);
  console.log(
    `\ndecided ${solved.length + proved.length}/${rows.length} within ${timeoutMs} ms: solved ${solved.length}, proved unsolvable ${proved.length}` +
      `${proved.length ? ` (${proved.map((r) => r.name).join(', ')})` : ''}; total ${(total / 1000).toFixed(1)} s; median ${median.toFixed(0)} ms` +
      ` (undecided counted at the limit); ${expanded} states expanded`,
  );
}
