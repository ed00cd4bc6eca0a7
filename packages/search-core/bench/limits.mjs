/**
 * How soon every search-core entry point stops on each limit, with cheap steps and with 2 ms
 * steps: `node bench/limits.mjs` after a build (`pnpm build`). Prints one markdown table; a time
 * limit is met when its overshoot stays under 50 ms.
 *
 * The problems have no goal (a binary tree of numbers modulo a prime), so only a limit ends them.
 * Time limits, timer signals and the cross-thread flag are all set to 100 ms; each of those cells
 * runs `--runs` times (default 3) and shows the median and the worst, since a busy machine can
 * hold the process off the CPU for tens of milliseconds at any moment.
 */
import { Worker } from 'node:worker_threads';
import * as sc from '../dist/index.js';

const LIMIT_MS = 100;
const RUNS = process.argv.includes('--runs') ? Number(process.argv[process.argv.indexOf('--runs') + 1]) : 3;
const M = 2_147_483_647;

function busy(ms) {
  const end = performance.now() + ms;
  while (performance.now() < end);
}

function problems(stepMs) {
  const step = stepMs > 0 ? () => busy(stepMs) : () => {};
  const tree = {
    initial: 1,
    expand(n, emit) {
      step();
      emit((2 * n) % M, 'L');
      emit((2 * n + 1) % M, 'R');
    },
    isGoal: () => false,
    heuristic: () => 0,
    key: (n) => n,
    // Every move raises f by 1 (cost 1, h 0), for partialExpansionAstar.
    expandByFChange(n, above, atMost, emit) {
      if (above < 1 && atMost >= 1) {
        step();
        emit((2 * n) % M, 'L');
        emit((2 * n + 1) % M, 'R');
      }
      return atMost < 1 ? 1 : Infinity;
    },
    goal: -1,
    predecessors(s) {
      step();
      return [
        { state: s - 1, move: 'L' },
        { state: s - 2, move: 'R' },
      ];
    },
  };
  const inPlace = () => ({
    state: { n: 1, trail: [] },
    moves: () => {
      step();
      return [0, 1];
    },
    apply: (s, m) => {
      s.trail.push(s.n);
      s.n = (2 * s.n + m) % M;
    },
    undo: (s) => {
      s.n = s.trail.pop();
    },
    isGoal: () => false,
    heuristic: () => 0,
    clone: (s) => ({ n: s.n, trail: [...s.trail] }),
  });
  return { tree, inPlace, startIsGoal: { ...tree, isGoal: (n) => n === 1 } };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
const path = { states: [1], moves: [] };

const entries = [
  ['astar', (p, o) => sc.astar(p.tree, o), (p, o) => sc.astarAsync(p.tree, o)],
  ['astar weight 2', (p, o) => sc.astar(p.tree, { ...o, weight: 2 }), (p, o) => sc.astarAsync(p.tree, { ...o, weight: 2 })],
  ['astar greedy', (p, o) => sc.astar(p.tree, { ...o, greedy: true }), (p, o) => sc.astarAsync(p.tree, { ...o, greedy: true })],
  [
    'astarSteps',
    (p, o) => {
      const steps = sc.astarSteps(p.tree, o);
      for (;;) {
        const r = steps.next();
        if (r.done) return r.value;
      }
    },
    async (p, o) => {
      const steps = sc.astarSteps(p.tree, o);
      let slice = performance.now();
      for (;;) {
        const r = steps.next();
        if (r.done) return r.value;
        if (performance.now() - slice > 5) {
          await nextTurn();
          slice = performance.now();
        }
      }
    },
  ],
  ['dijkstra', (p, o) => sc.dijkstra(p.tree, o), (p, o) => sc.dijkstraAsync(p.tree, o)],
  ['anytimeAstar', (p, o) => sc.anytimeAstar(p.tree, o), (p, o) => sc.anytimeAstarAsync(p.tree, o)],
  ['focalSearch', (p, o) => sc.focalSearch(p.tree, o), (p, o) => sc.focalSearchAsync(p.tree, o)],
  ['explicitEstimationSearch', (p, o) => sc.explicitEstimationSearch(p.tree, o), (p, o) => sc.explicitEstimationSearchAsync(p.tree, o)],
  // Wide: a narrow beam follows a lineage of the tree that comes back to its own states (2^31 ≡ 1).
  ['beamSearch', (p, o) => sc.beamSearch(p.tree, { ...o, width: 1 << 20 }), (p, o) => sc.beamSearchAsync(p.tree, { ...o, width: 1 << 20 })],
  ['nbs', (p, o) => sc.nbs({ ...p.tree, isGoal: (n) => n === -1 }, o), (p, o) => sc.nbsAsync({ ...p.tree, isGoal: (n) => n === -1 }, o)],
  ['rbfs', (p, o) => sc.rbfs(p.tree, o), (p, o) => sc.rbfsAsync(p.tree, o)],
  ['partialExpansionAstar', (p, o) => sc.partialExpansionAstar(p.tree, o), (p, o) => sc.partialExpansionAstarAsync(p.tree, o)],
  ['kShortestPaths', (p, o) => sc.kShortestPaths(p.tree, 3, o), (p, o) => sc.kShortestPathsAsync(p.tree, 3, o)],
  ['allOptimalPaths', (p, o) => sc.allOptimalPaths(p.tree, o), (p, o) => sc.allOptimalPathsAsync(p.tree, o)],
  ['bfs', (p, o) => sc.bfs(p.tree, o), (p, o) => sc.bfsAsync(p.tree, o)],
  ['reachable', (p, o) => sc.reachable(p.tree, o), (p, o) => sc.reachableAsync(p.tree, o)],
  ['bidirectionalBfs', (p, o) => sc.bidirectionalBfs(p.tree, o), (p, o) => sc.bidirectionalBfsAsync(p.tree, o)],
  ['idaStar', (p, o) => sc.idaStar(p.tree, o), (p, o) => sc.idaStarAsync(p.tree, o)],
  [
    'idaStar table',
    (p, o) => sc.idaStar(p.tree, { ...o, transpositionTable: 1 << 16 }),
    (p, o) => sc.idaStarAsync(p.tree, { ...o, transpositionTable: 1 << 16 }),
  ],
  ['idaStarInPlace', (p, o) => sc.idaStarInPlace(p.inPlace(), o), (p, o) => sc.idaStarInPlaceAsync(p.inPlace(), o)],
  ['iddfs', (p, o) => sc.iddfs(p.tree, o), (p, o) => sc.iddfsAsync(p.tree, o)],
  ['dfs', (p, o) => sc.dfs(p.tree, o), (p, o) => sc.dfsAsync(p.tree, o)],
  ['dfs tree', (p, o) => sc.dfs(p.tree, { ...o, tree: true }), (p, o) => sc.dfsAsync(p.tree, { ...o, tree: true })],
  ['lds', (p, o) => sc.lds(p.tree, o), (p, o) => sc.ldsAsync(p.tree, o)],
  [
    'shortenPath',
    (p, o) => sc.shortenPath(p.startIsGoal, path, { ...o, radius: 60 }),
    (p, o) => sc.shortenPathAsync(p.startIsGoal, path, { ...o, radius: 60 }),
  ],
];

// A thread that sets a flag's cell `ms` after it is asked to, while this one is busy searching.
const canceller = new Worker(
  `const { parentPort } = require('node:worker_threads');
   parentPort.on('message', ({ buffer, ms }) => setTimeout(() => Atomics.store(new Int32Array(buffer), 0, 1), ms));
   parentPort.postMessage('ready');`,
  { eval: true },
);
await new Promise((resolve) => canceller.once('message', resolve));

const costs = [
  ['cheap', 0, { expansions: 100_000, states: 16 }],
  ['2 ms', 2, { expansions: 50, states: 8 }],
];

/** Each kind: runs one entry point and returns the elapsed ms, the status and what it stopped at. */
const kinds = [
  ['timeoutMs', true, async (sync) => sync({ timeoutMs: LIMIT_MS })],
  ['maxExpansions', false, async (sync, _async, counts) => sync({ maxExpansions: counts.expansions })],
  ['maxStates', false, async (sync, _async, counts) => sync({ maxStates: counts.states })],
  ['maxMemoryBytes', false, async (sync, _async, counts) => sync({ maxMemoryBytes: 64 * counts.states })],
  ['AbortSignal (async form)', true, async (_sync, async) => async({ signal: AbortSignal.timeout(LIMIT_MS) })],
  [
    'CancelFlag from a worker',
    true,
    async (sync) => {
      const cancel = new sc.CancelFlag();
      canceller.postMessage({ buffer: cancel.buffer, ms: LIMIT_MS });
      return sync({ cancel });
    },
  ],
];

const rows = [];
const overshoots = [];
for (const [costName, stepMs, counts] of costs) {
  const p = problems(stepMs);
  for (const [name, sync, async] of entries) {
    for (const [kind, timed, run] of kinds) {
      const times = [];
      let r;
      for (let i = 0; i < (timed ? RUNS : 1); i++) {
        const t = performance.now();
        r = await run(
          (o) => sync(p, o),
          (o) => async(p, o),
          counts,
        );
        times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      const median = times[(times.length - 1) >> 1];
      const worst = times.at(-1);
      const stopped = r.status === 'limit' ? `limit ${r.limit}` : r.status;
      let detail;
      if (timed) {
        overshoots.push(median - LIMIT_MS);
        detail = `${(median - LIMIT_MS).toFixed(1)} (worst ${(worst - LIMIT_MS).toFixed(1)})`;
      } else detail = kind === 'maxExpansions' ? `${r.stats.expanded} expanded` : `${r.stats.peakStored} stored`;
      rows.push(`| ${name} | ${costName} | ${kind} | ${stopped} | ${median.toFixed(1)} | ${detail} |`);
    }
  }
}
await canceller.terminate();

overshoots.sort((a, b) => a - b);
console.log(`search-core limits, ${new Date().toISOString()}, Node ${process.version}; time limits ${LIMIT_MS} ms; median of ${RUNS} runs`);
console.log('| entry point | steps | limit | stopped with | ms to stop | overshoot ms, median (worst) — or where it stopped |');
console.log('|---|---|---|---|---:|---:|');
for (const row of rows) console.log(row);
const within = overshoots.filter((o) => o < 50).length;
console.log(
  `\nTime limits: ${within} of ${overshoots.length} medians within 50 ms; median overshoot ${overshoots[overshoots.length >> 1].toFixed(1)} ms, largest median ${overshoots.at(-1).toFixed(1)} ms.`,
);
// One summary line, so that runs can be compared by a script.
console.log(
  JSON.stringify({
    bench: 'search-core-limits',
    load: (await import('node:os')).loadavg(),
    limitMs: LIMIT_MS,
    runs: RUNS,
    timed: overshoots.length,
    within50ms: within,
    medianOvershootMs: overshoots[overshoots.length >> 1],
    largestMedianOvershootMs: overshoots.at(-1),
  }),
);
