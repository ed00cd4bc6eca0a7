#!/usr/bin/env node
// `pnpm fuzz`: random text, mutations of every real level and huge inputs for the parsers (levels
// and solutions) of all five games, and a solve-and-verify loop over mutated levels. Every case runs
// in a worker thread under a time cap and a heap cap, so a hang or a heap bomb is counted, not fatal.
// Seeded and bounded; prints its seed and a table; exits 1 when any case fails.
import { Worker } from 'node:worker_threads';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { GAME_PACKAGES } from './games.mjs';
import { LATE_MS, LIMIT_CASE, MEMORY_RATIO, limitCase, runLimitCase } from './limit-cases.mjs';
import { loadLine, runCapped, withGcExposed } from '../../packages/search-core/bench/capped-worker.mjs';

// The memory cases sample the live heap after a collection: they need `gc`, which a flag exposes.
await withGcExposed();

const root = fileURLToPath(new URL('../../', import.meta.url));
const HELP = `usage: pnpm fuzz [options]
  --seed N         the seed (default: a new one, printed)
  --cases N        parser cases per game: random text, mutated real levels, solutions (default 2000)
  --solves N       solve-and-verify cases per game (default 80)
  --limit-cases N  limits cases per game (default 12): a costly level (seconds of set-up, one-second
                   expansions, big states, portfolios) solved under timeoutMs, a cancel flag,
                   maxMemoryBytes or maxExpansions alone, each in a fresh capped worker
  --time S         stop starting new cases after S seconds (default 240)
  --case-ms N      a parse case running longer is a hang (default 5000)
  --solve-ms N     the solver's timeoutMs in solve cases (default 1000); the case cap is 10× plus 5 s
  --heap-mb N      the worker's heap cap; exceeding it is a heap blow-up (default 512)
  --levels DIR     the real levels (default ../shared/levels next to the repository)
  --game NAME      only this game (repeatable: ball-sort, cosmic-express, golf-peaks, key-maze, sokobond)
  --only KIND:I    run one case again (with --game and --seed), and print its outcome
`;

function parseArgs(argv) {
  const o = {
    seed: undefined,
    cases: 2000,
    solves: 80,
    limitCases: 12,
    time: 240,
    caseMs: 5000,
    solveMs: 1000,
    heapMb: 512,
    levels: undefined,
    games: [],
    only: undefined,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    const number = () => {
      const v = Number(value());
      if (!Number.isFinite(v) || v < 0) throw new Error(`${a} needs a number ≥ 0`);
      return v;
    };
    if (a === '--help' || a === '-h') {
      process.stdout.write(HELP);
      process.exit(0);
    } else if (a === '--seed') o.seed = number() >>> 0;
    else if (a === '--cases') o.cases = number();
    else if (a === '--solves') o.solves = number();
    else if (a === '--limit-cases') o.limitCases = number();
    else if (a === '--time') o.time = number();
    else if (a === '--case-ms') o.caseMs = number();
    else if (a === '--solve-ms') o.solveMs = number();
    else if (a === '--heap-mb') o.heapMb = number();
    else if (a === '--levels') o.levels = resolve(value());
    else if (a === '--game') o.games.push(...value().split(','));
    else if (a === '--only') o.only = value();
    else throw new Error(`unknown option ${a}\n${HELP}`);
  }
  return o;
}

/** One worker thread at a time, restarted after a hang or a heap blow-up. */
class Runner {
  constructor(workerData, heapMb) {
    this.workerData = workerData;
    this.heapMb = heapMb;
    this.worker = undefined;
    this.restarts = 0;
  }

  async start() {
    this.worker = new Worker(new URL('./worker.mjs', import.meta.url), {
      workerData: this.workerData,
      // The stack of a main thread (about 1 MB; a worker's default is 4 MB), so that a recursion or a
      // spread that would overflow in a program overflows here too.
      resourceLimits: { maxOldGenerationSizeMb: this.heapMb, maxYoungGenerationSizeMb: 64, stackSizeMb: 1 },
      stdout: true,
      stderr: true,
    });
    // Whatever a game prints is not part of the report.
    this.worker.stdout.resume();
    this.worker.stderr.resume();
    return new Promise((ok, fail) => {
      this.worker.once('message', (m) => ok(m));
      this.worker.once('error', fail);
    });
  }

  async stop() {
    if (this.worker) await this.worker.terminate();
    this.worker = undefined;
  }

  /** Runs one case; resolves to `{ outcome, detail?, ms }`. */
  async run(task, capMs) {
    if (!this.worker) {
      this.restarts++;
      await this.start();
    }
    const worker = this.worker;
    const started = performance.now();
    const result = await new Promise((done) => {
      const finish = (r) => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        done(r);
      };
      const onMessage = (m) => finish(m);
      const onError = (e) =>
        finish(
          e?.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? { outcome: 'heap', detail: `over ${this.heapMb} MB` }
            : { outcome: 'untyped', detail: `worker: ${e?.message ?? e}` },
        );
      const onExit = (code) => finish({ outcome: 'untyped', detail: `worker exited with code ${code}` });
      const timer = setTimeout(() => finish({ outcome: 'hang', detail: `over ${capMs} ms` }), capMs);
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      worker.postMessage(task);
    });
    if (result.outcome === 'hang' || result.outcome === 'heap' || /^worker/.test(result.detail ?? '')) {
      await worker.terminate().catch(() => {});
      this.worker = undefined;
    }
    return { ...result, ms: performance.now() - started };
  }
}

const PARSE_COLUMNS = ['level', 'parse-error', 'moves', 'untyped', 'hang', 'heap', 'corrupt'];
const SOLVE_COLUMNS = ['solved', 'unsolved', 'no-level', 'refused', 'wrong', 'untyped', 'hang', 'heap'];
const LIMIT_COLUMNS = ['in-time', 'refused', 'late-waiting', 'late', 'over-memory', 'heap', 'untyped', 'hang'];
const FAILURES = new Set(['untyped', 'hang', 'heap', 'corrupt', 'wrong', 'late', 'over-memory']);

function table(title, games, columns, counts, worst) {
  const head = ['game', 'cases', ...columns, ...(worst ? ['worst overshoot ms', 'worst memory ratio'] : [])];
  const figure = (v, digits) => (v === undefined || !Number.isFinite(v) ? '-' : v.toFixed(digits));
  const body = games.map((g) => {
    const c = counts.get(g) ?? new Map();
    const total = [...c.values()].reduce((a, b) => a + b, 0);
    const w = worst?.get(g);
    return [g, String(total), ...columns.map((k) => String(c.get(k) ?? 0)), ...(worst ? [figure(w?.ms, 1), figure(w?.ratio, 2)] : [])];
  });
  const totals = [
    'all',
    ...head.slice(1, 2 + columns.length).map((_, i) => String(body.reduce((n, r) => n + Number(r[i + 1]), 0))),
    ...(worst
      ? [
          figure(Math.max(...games.map((g) => worst.get(g)?.ms ?? -Infinity)), 1),
          figure(Math.max(...games.map((g) => worst.get(g)?.ratio ?? 0)), 2),
        ]
      : []),
  ];
  const rows = [head, ...body, totals];
  const widths = head.map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  const line = (r) => `| ${r.map((v, i) => (i === 0 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join(' | ')} |`;
  return [
    title,
    line(head),
    `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
    ...body.map(line),
    line(totals),
  ].join('\n');
}

async function main() {
  const o = parseArgs(process.argv.slice(2));
  const seed = o.seed ?? (Math.random() * 2 ** 32) >>> 0;
  const levelsDir = o.levels ?? resolve(root, '..', 'shared', 'levels');
  const haveLevels = existsSync(levelsDir);
  for (const name of GAME_PACKAGES) {
    if (!existsSync(join(root, 'packages', name, 'dist', 'index.js')))
      throw new Error(`packages/${name} is not built: run pnpm run build (pnpm fuzz does)`);
  }
  const runner = new Runner({ root, levelsDir: haveLevels ? levelsDir : undefined, limits: { solveMs: o.solveMs } }, o.heapMb);
  const ready = await runner.start();
  const games = Object.keys(ready.corpus).filter((g) => o.games.length === 0 || o.games.includes(g));
  for (const g of o.games) if (!games.includes(g)) throw new Error(`unknown game ${g} (known: ${Object.keys(ready.corpus).join(', ')})`);

  process.stdout.write(`fuzz seed ${seed} (replay: npx pnpm fuzz --seed ${seed})\n`);
  if (!haveLevels)
    process.stdout.write(`\n!!! real levels not found at ${levelsDir}: mutating the games' samples only (give --levels DIR) !!!\n\n`);
  else process.stdout.write(`real levels from ${levelsDir}: ${games.map((g) => `${g} ${ready.corpus[g]}`).join(', ')}\n`);
  for (const g of games)
    if (haveLevels && ready.corpus[g] === 0) process.stdout.write(`!!! no real ${g} levels found: its samples are mutated instead !!!\n`);

  const solveCap = o.solveMs * 10 + 5000;
  const capOf = (kind) => (kind === 'solve' ? solveCap : kind === 'huge' ? Math.max(o.caseMs, 20_000) : o.caseMs);

  // The algorithms of each game, for the limits cases; and a case worker's start-up heap.
  const algorithmsOf = {};
  for (const g of games)
    algorithmsOf[g] = (await import(pathToFileURL(join(root, 'packages', `game-${g}`, 'dist', 'index.js')).href)).ALGORITHMS;
  const levelsForLimits = haveLevels ? levelsDir : undefined;
  let baseHeapMb;
  const limitsOutcome = async (game, index) => {
    if (baseHeapMb === undefined) {
      const probe = await runCapped(
        LIMIT_CASE,
        {
          root,
          levelsDir: levelsForLimits,
          game: 'ball-sort',
          kind: 'many tubes',
          seed: 1,
          algorithm: 'astar',
          limit: 'timeoutMs',
          value: 1,
        },
        { capMs: 60_000 },
      );
      baseHeapMb = probe.outcome === 'done' && probe.result.baseHeap !== undefined ? probe.result.baseHeap / 2 ** 20 : 64;
    }
    const task = limitCase(seed, game, index, algorithmsOf[game]);
    const started = performance.now();
    const r = await runLimitCase(root, levelsForLimits, game, task, baseHeapMb);
    return { ...r, ms: performance.now() - started };
  };

  if (o.only !== undefined) {
    const [kind, index] = o.only.split(':');
    if (games.length !== 1) throw new Error('--only needs one --game');
    const r =
      kind === 'limits'
        ? await limitsOutcome(games[0], Number(index))
        : await runner.run({ game: games[0], kind, index: Number(index), seed }, capOf(kind));
    process.stdout.write(`${games[0]} ${kind}:${index}: ${r.outcome}${r.detail ? ` (${r.detail})` : ''} in ${r.ms.toFixed(0)} ms\n`);
    await runner.stop();
    process.exitCode = FAILURES.has(r.outcome) ? 1 : 0;
    return;
  }

  // Per game: the huge inputs (each as written, then mutated once), then random text, mutated
  // levels and solution texts mixed, then the solve loop; games interleaved so that a run stopped
  // by --time still covers all of them.
  const plans = new Map();
  for (const g of games) {
    const tasks = [];
    const hugeCount = ready.huge?.[g] ?? 0;
    for (let i = 0; i < hugeCount; i++) tasks.push({ kind: 'huge', index: i });
    for (let i = 0; i < o.cases; i++) {
      const kind = i % 20 < 8 ? 'random' : i % 20 < 17 ? 'mutation' : 'notation';
      tasks.push({ kind, index: i });
    }
    for (let i = 0; i < o.solves; i++) tasks.push({ kind: 'solve', index: i });
    for (let i = 0; i < o.limitCases; i++) tasks.push({ kind: 'limits', index: i });
    plans.set(g, tasks);
  }
  const order = [];
  for (let i = 0; ; i++) {
    let any = false;
    for (const g of games) {
      const t = plans.get(g)[i];
      if (t) {
        order.push({ game: g, ...t });
        any = true;
      }
    }
    if (!any) break;
  }

  const parseCounts = new Map();
  const solveCounts = new Map();
  const limitCounts = new Map();
  const worst = new Map();
  const failures = [];
  const started = performance.now();
  let done = 0;
  let stoppedEarly = false;
  let lastReport = started;
  for (const task of order) {
    if ((performance.now() - started) / 1000 > o.time) {
      stoppedEarly = true;
      break;
    }
    const r = task.kind === 'limits' ? await limitsOutcome(task.game, task.index) : await runner.run({ ...task, seed }, capOf(task.kind));
    if (task.kind === 'limits') {
      const w = worst.get(task.game) ?? { ms: undefined, ratio: undefined };
      if (r.overshootMs !== undefined) w.ms = Math.max(w.ms ?? -Infinity, r.overshootMs);
      if (r.ratio !== undefined) w.ratio = Math.max(w.ratio ?? 0, r.ratio);
      worst.set(task.game, w);
    }
    const counts = task.kind === 'solve' ? solveCounts : task.kind === 'limits' ? limitCounts : parseCounts;
    if (!counts.has(task.game)) counts.set(task.game, new Map());
    const c = counts.get(task.game);
    c.set(r.outcome, (c.get(r.outcome) ?? 0) + 1);
    if (FAILURES.has(r.outcome)) failures.push({ ...task, ...r });
    done++;
    if (performance.now() - lastReport > 10_000) {
      lastReport = performance.now();
      process.stderr.write(
        `fuzz: ${done}/${order.length} cases, ${failures.length} failures, ${((lastReport - started) / 1000).toFixed(0)} s\n`,
      );
    }
  }
  await runner.stop();
  const seconds = (performance.now() - started) / 1000;
  process.stdout.write(
    `\n${done} cases in ${seconds.toFixed(1)} s${stoppedEarly ? ` (stopped by --time ${o.time} before ${order.length - done} more)` : ''}; worker restarts after a hang or heap blow-up: ${runner.restarts}\n\n`,
  );
  process.stdout.write(
    `${table('Parsers (levels: random text, mutated real levels, huge inputs; solutions)', games, PARSE_COLUMNS, parseCounts)}\n\n`,
  );
  process.stdout.write(
    `${table(`Solve and verify (mutated levels, solver timeoutMs ${o.solveMs})`, games, SOLVE_COLUMNS, solveCounts)}\n\n`,
  );
  process.stdout.write(
    `${table(
      `Limits (costly levels; late = over ${LATE_MS} ms past timeoutMs or the cancel flag, over-memory = live heap and array buffers over ${MEMORY_RATIO} × maxMemoryBytes; ${await loadLine()})`,
      games,
      LIMIT_COLUMNS,
      limitCounts,
      worst,
    )}\n`,
  );
  if (failures.length > 0) {
    process.stdout.write(`\n${failures.length} failing case${failures.length === 1 ? '' : 's'} (first 30):\n`);
    for (const f of failures.slice(0, 30)) {
      process.stdout.write(
        `  ${f.game} ${f.kind}:${f.index}: ${f.outcome}: ${f.detail ?? ''}\n    replay: npx pnpm fuzz --seed ${seed} --game ${f.game} --only ${f.kind}:${f.index}\n`,
      );
    }
    process.exitCode = 1;
  } else process.stdout.write('\nno failures: zero untyped exceptions, hangs, heap blow-ups, corrupt levels accepted or wrong solutions\n');
}

main().catch((e) => {
  process.stderr.write(`fuzz: ${e?.message ?? e}\n`);
  process.exitCode = 2;
});
