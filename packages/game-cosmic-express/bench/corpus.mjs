// Solves every JSON level of ../shared/levels/cosmic-express (and the grid maps) with a time limit
// per level; prints one line per level (cold: the first solve in a fresh worker; warm: the fastest of
// three more in it, when the first took under a second) and a summary. Run after `npx tsup` (uses dist/).
// Usage: node bench/corpus.mjs [--timeout ms] [--grid] [--order auto|warnsdorff|nearest|blend|none] [--only substring]
//        [--off blocks|detours|cuts|gooCuts|contour] (switch one pruning test off, to measure what it is worth)
//        [--rounds N] (every level N times, rounds interleaved; times are the medians)
//        [--write] (with --grid, --rounds ≥ 5 and the defaults otherwise: rewrites the `<!-- bench:corpus -->`
//        block of README.md). Ends with one JSON summary line.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { markdownTable, writeReadmeBlock } from '../../../scripts/readme-block.mjs';
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
const rounds = Math.max(1, Number(opt('--rounds', '1')));

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
  const loadStart = os.loadavg();
  const rows = [];
  const chosen = jobs.filter((j) => j.name.includes(only));
  /** Every round's result per level: rounds interleave the levels, and a row keeps the median times. */
  const byJob = new Map(chosen.map((j) => [j.name, []]));
  for (let round = 0; round < rounds; round++) {
    for (const job of chosen) byJob.get(job.name).push(await runOne(job));
  }
  const mid = (xs) => {
    const v = [...xs].sort((a, b) => a - b);
    return v.length % 2 ? v[v.length >> 1] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
  };
  for (const job of chosen) {
    const outs = byJob.get(job.name);
    const first = outs[0];
    if (outs.some((o) => o.status !== first.status || o.expanded !== first.expanded)) {
      console.log(`!!! ${job.name}: the rounds differ (${outs.map((o) => `${o.status} ${o.expanded}`).join(', ')})`);
    }
    const warms = outs.map((o) => o.warm).filter((w) => w !== undefined);
    const out = { ...first, ms: mid(outs.map((o) => o.ms)), warm: warms.length === outs.length ? mid(warms) : undefined };
    const text = readFileSync(job.file, 'utf8');
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
  const part = (name, list) => {
    const ok = list.filter((r) => r.status === 'solved');
    const unsolvable = list.filter((r) => r.status === 'exhausted');
    const slowest = [...list].sort((x, y) => y.ms - x.ms)[0];
    const cmp = ok.filter((r) => r.shortest !== undefined);
    const ours = cmp.reduce((n, r) => n + r.moves, 0);
    const theirs = cmp.reduce((n, r) => n + r.shortest, 0);
    const ts = list.map((r) => (decided(r) ? r.ms : timeoutMs)).sort((x, y) => x - y);
    return [
      name,
      `${list.length}`,
      `${ok.length}`,
      `${unsolvable.length}`,
      `${list.length - ok.length - unsolvable.length}`,
      `${(list.reduce((n, r) => n + Math.min(r.ms, timeoutMs), 0) / 1000).toFixed(1)} s`,
      `${(ts.length ? (ts[(ts.length - 1) >> 1] + ts[ts.length >> 1]) / 2 : 0).toFixed(0)} ms`,
      slowest ? `${slowest.name.replace(/^grid\//, '').replace(/\.\w+$/, '')}, ${(slowest.ms / 1000).toFixed(2)} s` : '',
      list.reduce((n, r) => n + (r.expanded ?? 0), 0).toLocaleString('en-US'),
      cmp.length ? `${ours} against ${theirs} on ${cmp.length} levels (×${(ours / theirs).toFixed(2)})` : '',
    ];
  };
  if (args.includes('--write') && args.includes('--grid') && rounds >= 5 && !only && !off && order === 'auto' && timeoutMs === 10_000) {
    const table = markdownTable(
      [
        'levels',
        'count',
        'solved',
        'proved unsolvable',
        'undecided',
        'total',
        'median',
        'slowest',
        'expanded',
        'moves against the shortest known board',
      ],
      [
        part(
          'JSON levels',
          rows.filter((r) => !r.name.startsWith('grid/')),
        ),
        part(
          'grid maps',
          rows.filter((r) => r.name.startsWith('grid/')),
        ),
      ],
      [false, true, true, true, true, true, true, false, true, false],
    );
    const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
    const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`;
    const unsolvable = rows.filter((r) => r.status === 'exhausted').map((r) => r.name.replace(/\.\w+$/, ''));
    const text = `${table}\n\n\`node bench/corpus.mjs --grid --rounds ${rounds} --write\`, ${when} UTC, ${machine}, load (1 min) ${loadStart[0].toFixed(2)} at the start, ${os.loadavg()[0].toFixed(2)} at the end. Default options, ${timeoutMs / 1000} s per level; each level solved cold in a fresh worker, ${rounds} interleaved rounds, times are the medians (undecided levels counted at the limit). Proved unsolvable as transcribed: ${unsolvable.join(', ') || 'none'}.`;
    console.log(`\n${text}`);
    writeReadmeBlock(fileURLToPath(new URL('../README.md', import.meta.url)), 'corpus', text);
  }
  console.log(
    JSON.stringify({
      bench: 'cosmic-express-corpus',
      rounds,
      solved: solved.length,
      provedUnsolvable: proved.length,
      levels: rows.length,
      totalMs: Math.round(total),
      expanded,
      load: os.loadavg(),
    }),
  );
}

/** One cold solve of `job` in a fresh worker (warm: the fastest of three more there). */
function runOne(job) {
  const text = readFileSync(job.file, 'utf8');
  return new Promise((res) => {
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
}
