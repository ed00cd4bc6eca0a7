/**
 * `npx pnpm bench:pdb-partition`: chooses the 15-puzzle's 6-6-3 (or 5-5-5) partition for
 * `npx pnpm bench:pdb` without looking at Korf's 100, since the paper's shapes are not in any text we
 * could read. Reproducible from its seed (printed):
 *
 * 1. Local searches over partitions, each group connected on the board, one swap of two tiles
 *    between groups at a time (first improvement, neighbours in a seeded order), from the shape
 *    public implementations use and from seeded random partitions. The score of a partition is the
 *    search effort Korf, Reid & Edelkamp (2001) predict from the distribution of its databases'
 *    entries (`expectedDiscount`, the product over the groups): no instance is looked at.
 * 2. The best local optima, and the public shape, solved by IDA* (no reflection) on seeded uniformly
 *    random solvable boards: the partition with the fewest nodes generated on average is chosen.
 *
 * Writes its block of docs/pattern-databases.md and ends with one JSON line
 * `{"bench":"pdb-partition", …}`. Flags: `--shape 6-6-3|5-5-5` (default 6-6-3), `--seed N` (default
 * 1), `--starts N` random starts besides the public shape (default 3), `--max-builds N` databases
 * built by the local searches, an equal share each (default 140), `--finalists N` (default 3), `--instances N` random
 * boards (default 200), `--b X` the branching factor (default 2.1304, the 15-puzzle's asymptotic one,
 * Edelkamp & Korf 1998).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { writeDocBlock } from './doc-block.js';
import { prng } from './grid.js';
import {
  entryHistogram,
  expectedDiscount,
  mirrorPartition,
  type Partition,
  partitionKey,
  randomConnectedPartition,
  randomSolvableBoard,
  swapNeighbours,
} from './partition-search.js';
import { buildSlidingTileDatabases, patternIndex } from './sliding-tile-pdb.js';
import { solveSpecialised } from './sliding-tile-specialised.js';
import { cpuSince, flag, fmt, load } from './run-options.js';

const packageRoot = fileURLToPath(new URL('../../', import.meta.url));

const WIDTH = 4;
/** The shapes public implementations of Felner, Korf & Hanan (2004) use: a start of the local search. */
const PUBLIC: Record<string, number[][]> = {
  '6-6-3': [
    [1, 2, 4, 5, 8, 9],
    [3, 6, 7, 10, 11, 15],
    [12, 13, 14],
  ],
  '5-5-5': [
    [1, 2, 4, 5, 8],
    [3, 6, 7, 10, 11],
    [9, 12, 13, 14, 15],
  ],
};
/** The docs' block of each shape (names written out: the figures test looks for them). */
const BLOCKS: Record<string, string> = { '6-6-3': 'pdb-partition-6-6-3', '5-5-5': 'pdb-partition-5-5-5' };

const shape = flag('--shape') ?? '6-6-3';
if (!PUBLIC[shape]) {
  console.error(`--shape takes ${Object.keys(PUBLIC).join(' or ')} (got ${shape})`);
  process.exit(2);
}
const sizes = shape.split('-').map(Number);
const seed = Number(flag('--seed') ?? 1);
const starts = Number(flag('--starts') ?? 3);
const maxBuilds = Number(flag('--max-builds') ?? 140);
const finalists = Number(flag('--finalists') ?? 3);
const instanceCount = Number(flag('--instances') ?? 200);
const b = Number(flag('--b') ?? 2.1304);
const cacheDir = flag('--cache') ?? process.env.PDB_CACHE_DIR ?? `${packageRoot}node_modules/.cache/pattern-databases`;
const loadBefore = load();
const cpuStart = process.cpuUsage();
const wallStart = performance.now();

console.log(
  `Choosing a ${shape} partition of the 15-puzzle (node ${process.version}, ${os.cpus()[0]?.model ?? '?'}, ${os.cpus().length} cores, load ${loadBefore}); ` +
    `seed ${seed}, ${starts} random starts and the public shape, at most ${maxBuilds} databases built by the local searches (an equal share each), ` +
    `${finalists} finalists and the public shape on ${instanceCount} random boards, b = ${b}`,
);

// ---- Each group's histogram of entries, built once (and kept in a file: a rerun costs nothing) -------
const histogramFile = `${cacheDir}/fifteen-group-histograms.json`;
const histograms: Record<string, number[]> = existsSync(histogramFile) ? JSON.parse(readFileSync(histogramFile, 'utf8')) : {};
let builds = 0;
let fromFile = 0;
/** Groups this run has needed, built or read from the file: the budget counts these, so a rerun
 * with the file makes the same choices as a run without it. */
let needed = 0;
const known = new Set<string>();
/** A group and its mirror image have the same entries, up to the order: one key for both. */
const groupKey = (group: readonly number[]) => {
  const a = [...group].sort((x, y) => x - y).join(',');
  const m = mirrorPartition([group], WIDTH)[0]!;
  const c = [...m].sort((x, y) => x - y).join(',');
  return [a, c].sort()[0]!;
};
function histogram(group: readonly number[]): number[] {
  const key = groupKey(group);
  if (histograms[key] === undefined) {
    const [db] = buildSlidingTileDatabases(WIDTH, WIDTH, [[...group].sort((x, y) => x - y)]);
    histograms[key] = entryHistogram(db!.table);
    builds++;
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(histogramFile, JSON.stringify(histograms));
  } else if (!known.has(key)) fromFile++;
  if (!known.has(key)) needed++;
  known.add(key);
  return histograms[key]!;
}
const discount = (group: readonly number[]) => expectedDiscount(histogram(group), b);
/** The log of the predicted nodes, up to a constant: lower is better. */
const score = (p: Partition) => p.reduce((s, g) => s + Math.log(discount(g)), 0);

// ---- 1. Local searches -----------------------------------------------------------------------------
const random = prng(seed);
const startShapes: { name: string; partition: number[][] }[] = [{ name: 'the public shape', partition: PUBLIC[shape]! }];
for (let s = 0; s < starts; s++) {
  const p = randomConnectedPartition(random, WIDTH, WIDTH, sizes);
  if (p) startShapes.push({ name: `random start ${s + 1}`, partition: p });
}
interface Optimum {
  readonly from: string;
  readonly partition: number[][];
  readonly score: number;
  readonly steps: number;
  readonly local: boolean;
}
const optima: Optimum[] = [];
let budgetSpent = false;
// Each start gets an equal share of the builds, so that the first does not spend them all.
const share = Math.floor(maxBuilds / startShapes.length);
for (const start of startShapes) {
  const limit = needed + share;
  let current = start.partition;
  let currentScore = score(current);
  let steps = 0;
  let local = false;
  let stopped = false;
  for (;;) {
    const neighbours = swapNeighbours(current, WIDTH);
    for (let i = neighbours.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [neighbours[i], neighbours[j]] = [neighbours[j]!, neighbours[i]!];
    }
    let improved = false;
    stopped = false; // whether this pass skipped a neighbour for want of builds
    for (const next of neighbours) {
      // A neighbour whose groups are all known costs nothing; one that needs a build waits for budget.
      const needs = next.filter((g) => !known.has(groupKey(g))).length;
      if (needs > 0 && needed + needs > limit) {
        stopped = true;
        continue;
      }
      const s = score(next);
      if (s < currentScore - 1e-12) {
        current = next;
        currentScore = s;
        steps++;
        improved = true;
        break;
      }
    }
    if (!improved) {
      local = !stopped;
      budgetSpent ||= stopped;
      break;
    }
  }
  optima.push({ from: start.name, partition: current, score: currentScore, steps, local });
  console.log(
    `${start.name}: ${steps} improving swaps to ${partitionKey(current, WIDTH)} (predicted nodes ×${Math.exp(currentScore - score(start.partition)).toFixed(3)} of the start's; ` +
      `${local ? 'a local optimum' : 'stopped by the build budget'}), ${needed} groups' databases needed so far (${builds} built, the others read from the file), ${cpuSince(cpuStart).toFixed(0)} s of CPU, load ${load()}`,
  );
}

// ---- 2. The finalists on random boards -------------------------------------------------------------
const seen = new Set<string>();
const candidates: { from: string; partition: number[][]; score: number }[] = [];
for (const o of [...optima].sort((x, y) => x.score - y.score)) {
  const key = partitionKey(o.partition, WIDTH);
  if (seen.has(key) || candidates.length >= finalists) continue;
  seen.add(key);
  candidates.push({ from: `local search from ${o.from}`, partition: o.partition, score: o.score });
}
if (!seen.has(partitionKey(PUBLIC[shape]!, WIDTH)))
  candidates.push({ from: 'the public shape', partition: PUBLIC[shape]!, score: score(PUBLIC[shape]!) });
const boardRandom = prng(seed + 1);
const boards = Array.from({ length: instanceCount }, () => randomSolvableBoard(boardRandom, WIDTH, WIDTH));
const publicScore = score(PUBLIC[shape]!);
interface Result {
  readonly from: string;
  readonly partition: number[][];
  readonly predicted: number;
  readonly h0: number;
  readonly nodes: number;
  readonly cpuSeconds: number;
}
const results: Result[] = [];
for (const c of candidates) {
  const patterns = c.partition.map((g) => [...g].sort((x, y) => x - y));
  const databases = buildSlidingTileDatabases(WIDTH, WIDTH, patterns);
  const tables = databases.map((d) => d.table);
  const cpu = process.cpuUsage();
  let nodes = 0;
  let h0 = 0;
  for (const tiles of boards) {
    const r = solveSpecialised(WIDTH, tiles, patterns, tables, false);
    if (r.moves === undefined) throw new Error(`no solution for ${tiles.join(' ')}`);
    nodes += r.generated;
    h0 += patterns.reduce((s, p, i) => s + databases[i]!.get(patternIndex(tiles, p)), 0);
  }
  const result: Result = {
    from: c.from,
    partition: patterns,
    predicted: Math.exp(c.score - publicScore),
    h0: h0 / boards.length,
    nodes: nodes / boards.length,
    cpuSeconds: cpuSince(cpu),
  };
  results.push(result);
  console.log(
    `${partitionKey(patterns, WIDTH)} (${c.from}): predicted ×${result.predicted.toFixed(3)} of the public shape's nodes; on ${boards.length} random boards ` +
      `${fmt(result.nodes)} nodes generated on average, average h ${result.h0.toFixed(2)}, ${result.cpuSeconds.toFixed(1)} s of CPU (load ${load()})`,
  );
}
const chosen = [...results].sort((x, y) => x.nodes - y.nodes)[0]!;
const publicResult = results.find(
  (r) => r.from === 'the public shape' || partitionKey(r.partition, WIDTH) === partitionKey(PUBLIC[shape]!, WIDTH),
)!;
console.log(
  `\nchosen: ${JSON.stringify(chosen.partition)} (${chosen.from}), ×${(chosen.nodes / publicResult.nodes).toFixed(3)} of the public shape's nodes on the random boards`,
);

const body = [
  `Written by \`npx pnpm bench:pdb-partition${shape === '6-6-3' ? '' : ` --shape ${shape}`}\` on ${new Date().toISOString().slice(0, 10)} (Node ${process.version}, ${os.cpus()[0]?.model ?? '?'}, ${os.cpus().length} cores shared with other jobs; load ${loadBefore} at the start, ${load()} at the end): ` +
    `seed ${seed}; local searches from the public shape and ${starts} random connected partitions, ${needed} groups' databases needed (${builds} built in this run, ${fromFile} histograms read from the cache), ` +
    `at most ${maxBuilds}${budgetSpent ? ' (**the budget stopped a search**)' : ''}; predicted nodes with b = ${b}; then IDA* without reflection on ${boards.length} uniformly random solvable boards (seed ${seed + 1}). ` +
    `${(cpuSince(cpuStart) / 60).toFixed(1)} min of CPU, ${((performance.now() - wallStart) / 60_000).toFixed(1)} min wall.`,
  '',
  '| partition | found by | predicted nodes, × the public shape | average h of the boards | nodes generated, average | chosen |',
  '|---|---|---:|---:|---:|:---:|',
  ...results.map(
    (r) =>
      `| ${r.partition.map((g) => g.join(',')).join(' · ')} | ${r.from} | ${r.predicted.toFixed(3)} | ${r.h0.toFixed(2)} | ${fmt(r.nodes)} | ${r === chosen ? 'yes' : ''} |`,
  ),
].join('\n');
writeDocBlock(`${packageRoot}../../docs/pattern-databases.md`, BLOCKS[shape]!, body);
console.log(
  JSON.stringify({
    bench: 'pdb-partition',
    shape,
    seed,
    b,
    groups: needed,
    builds,
    maxBuilds,
    instances: boards.length,
    chosen: chosen.partition,
    chosenNodes: chosen.nodes,
    publicNodes: publicResult.nodes,
    cpuSeconds: cpuSince(cpuStart),
    load: os.loadavg(),
    candidates: results,
  }),
);
