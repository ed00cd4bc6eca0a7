/**
 * `npx pnpm bench:pdb`: Korf's 100 15-puzzles solved optimally by IDA* with additive pattern databases,
 * the 5-5-5, 6-6-3 and 7-8 partitions with and without their reflection, beside the node counts of
 * Felner, Korf & Hanan (2004, JAIR 22); then the same search through the public API
 * (`idaStarInPlace` + `additivePatternHeuristic` + `maxHeuristic`) against the specialised loop,
 * each in a fresh process (JIT warm-up included), rounds interleaved. Ends with one JSON line
 * `{"bench":"korf100", …}`.
 *
 * Flags: `--partitions 5-5-5,6-6-3,7-8` (default all three), `--rebuild` (ignore the cached
 * databases), `--cache DIR` (default `$PDB_CACHE_DIR` or `node_modules/.cache/pattern-databases`
 * of the package), `--only 1,2,3` (instance ids), `--rounds N` (public against specialised;
 * default 5, 0 skips it), `--ratio-partition NAME` (default the last of `--partitions`).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { idaStarInPlace, loadPatternDatabase, type PatternDatabase, PatternDatabaseError, savePatternDatabase } from '../src/index.js';
import { parseKorf } from '../test/fixtures/fifteen-puzzle.js';
import { writeDocBlock } from './doc-block.js';
import { median } from './median.js';
import { buildSlidingTileDatabases, patternIndex, reflect, SlidingTileInPlace, slidingTileAbstraction } from './sliding-tile-pdb.js';
import { solveSpecialised } from './sliding-tile-specialised.js';
import { cpuSince, flag, fmt, load } from './run-options.js';

// Runs from bench/.dist/ (bundled by tsup); the package root is two levels up.
const packageRoot = fileURLToPath(new URL('../../', import.meta.url));

// #region patterns
/**
 * The partitions of the tiles (goal: blank on cell 0, tile t on cell t). 7-8 is the paper's (the
 * top two rows, the bottom two). The paper's 5-5-5 and 6-6-3 shapes are not in any text we could
 * read: these are the shapes public implementations of the paper use, kept because
 * `npx pnpm bench:pdb-partition` (bench/choose-partition.ts) found none better on random boards.
 */
const PARTITIONS: Record<string, number[][]> = {
  '5-5-5': [
    [1, 2, 4, 5, 8],
    [3, 6, 7, 10, 11],
    [9, 12, 13, 14, 15],
  ],
  '6-6-3': [
    [1, 2, 4, 5, 8, 9],
    [3, 6, 7, 10, 11, 15],
    [12, 13, 14],
  ],
  '7-8': [
    [1, 2, 3, 4, 5, 6, 7],
    [8, 9, 10, 11, 12, 13, 14, 15],
  ],
};
// #endregion patterns

/** Felner, Korf & Hanan (2004), average nodes generated per instance on Korf's 100. */
const PAPER: Record<string, number> = { '5-5-5': 3_090_405, '6-6-3': 617_555, '7-8': 136_288, '7-8+reflection': 36_710 };

const partitionNames = (flag('--partitions') ?? Object.keys(PARTITIONS).join(',')).split(',');
for (const name of partitionNames) {
  if (!PARTITIONS[name]) {
    console.error(`--partitions takes ${Object.keys(PARTITIONS).join(', ')} (got ${name})`);
    process.exit(2);
  }
}
const only = flag('--only')?.split(',').map(Number);
if (only !== undefined && !only.every((id) => Number.isInteger(id) && id >= 1 && id <= 100)) {
  console.error(`--only takes Korf instance ids from 1 to 100, like --only 1,2,3 (got ${flag('--only')})`);
  process.exit(2);
}
const rebuild = process.argv.includes('--rebuild');
const rounds = Number(flag('--rounds') ?? 5);
const ratioPartition = flag('--ratio-partition') ?? partitionNames[partitionNames.length - 1]!;
const cacheDir = flag('--cache') ?? process.env.PDB_CACHE_DIR ?? `${packageRoot}node_modules/.cache/pattern-databases`;

/** `shared/bench/korf100.tsv` beside the checkout (or beside a folder above it, for worktrees). */
function findKorf(): string {
  let dir = `${packageRoot}../../`;
  for (let up = 0; up < 4; up++, dir += '../')
    if (existsSync(`${dir}../shared/bench/korf100.tsv`)) return `${dir}../shared/bench/korf100.tsv`;
  return `${packageRoot}../../../shared/bench/korf100.tsv`;
}
const korfPath = findKorf();
if (!existsSync(korfPath)) {
  console.log(`\n!!! ${korfPath} is absent: the Korf pattern database benchmark is SKIPPED !!!`);
  process.exit(0);
}
const instances = parseKorf(readFileSync(korfPath, 'utf8')).filter((i) => only === undefined || only.includes(i.id));

/** Databases built in this run (the others came from the cache), with what the build cost. */
const builds: { pattern: string; cpuSeconds: number; wallSeconds: number; peakRssGB: number; load: string }[] = [];

// #region cache
/** The database of one pattern: loaded from the cache (its abstraction checked), or built and cached. */
function database(pattern: readonly number[], quiet = false): PatternDatabase {
  const abstraction = slidingTileAbstraction(4, 4, pattern);
  const file = `${cacheDir}/fifteen-${pattern.join('-')}.pdb`;
  if (!rebuild && existsSync(file)) {
    try {
      return loadPatternDatabase(readFileSync(file), { abstraction });
    } catch (error) {
      if (!(error instanceof PatternDatabaseError)) throw error;
      console.log(`pattern ${pattern.join(',')}: cache refused (${error.message}); building`);
    }
  }
  const cpu = process.cpuUsage();
  const t = performance.now();
  const [built] = buildSlidingTileDatabases(4, 4, [pattern], {
    onProgress: (p) => {
      if (!quiet) console.log(`  building ${pattern.join(',')}: distance ${p.bound}, ${fmt(p.expanded)} states expanded (load ${load()})`);
    },
    progressIntervalMs: 30_000,
  });
  // The process's peak resident memory so far: an upper bound on the build's.
  const peakRssGB = (process.resourceUsage().maxRSS * 1024) / 1e9;
  builds.push({
    pattern: pattern.join(','),
    cpuSeconds: cpuSince(cpu),
    wallSeconds: (performance.now() - t) / 1000,
    peakRssGB,
    load: load(),
  });
  console.log(
    `pattern ${pattern.join(',')}: built in ${((performance.now() - t) / 1000).toFixed(1)} s (${cpuSince(cpu).toFixed(1)} s of CPU, peak RSS ${peakRssGB.toFixed(2)} GB, load ${load()}): ${fmt(built!.entries)} entries, largest ${built!.maxDistance()}`,
  );
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(file, new Uint8Array(savePatternDatabase(built!)));
  return built!;
}
// #endregion cache

// ---- A child process: one way of solving the instances, timed from a cold start ------------------
if (process.argv.includes('--child')) {
  const how = flag('--child');
  const patterns = PARTITIONS[ratioPartition]!;
  const databases = patterns.map((p) => database(p, true));
  const tables = databases.map((d) => d.table);
  const cpu = process.cpuUsage();
  let nodes = 0;
  for (const inst of instances) {
    if (how === 'specialised') {
      const r = solveSpecialised(4, inst.tiles, patterns, tables, true);
      if (r.moves?.length !== inst.optimal)
        throw new Error(`specialised #${inst.id}: ${r.moves?.length} moves, Korf's optimum ${inst.optimal}`);
      nodes += r.generated;
    } else {
      // #region generic
      const problem = new SlidingTileInPlace(4, inst.tiles, patterns, databases);
      const r = idaStarInPlace(problem);
      // #endregion generic
      if (r.status !== 'solved' || r.moves.length !== inst.optimal)
        throw new Error(`public path #${inst.id}: ${r.status}, Korf's optimum ${inst.optimal}`);
      nodes += r.stats.generated;
    }
  }
  process.stdout.write(JSON.stringify({ cpuSeconds: cpuSince(cpu), nodes }));
  process.exit(0);
}

console.log(
  `Korf's ${instances.length} 15-puzzles, IDA* with additive pattern databases (node ${process.version}, ${os.cpus()[0]?.model ?? '?'}, ${os.cpus().length} cores, load ${load()})`,
);
console.log(`databases cached in ${cacheDir}`);
const loadBefore = load();
const databases = new Map<string, PatternDatabase>();
for (const name of partitionNames)
  for (const p of PARTITIONS[name]!) if (!databases.has(p.join(','))) databases.set(p.join(','), database(p));

/** Replays blank moves (0 up, 1 left, 2 right, 3 down) and says whether they reach the goal. */
function reachesGoal(start: readonly number[], moves: readonly number[]): boolean {
  const tiles = start.slice();
  let blank = tiles.indexOf(0);
  const delta = [-4, -1, 1, 4];
  for (const d of moves) {
    const from = blank + delta[d]!;
    if (from < 0 || from > 15 || (d === 1 && blank % 4 === 0) || (d === 2 && blank % 4 === 3)) return false;
    tiles[blank] = tiles[from]!;
    tiles[from] = 0;
    blank = from;
  }
  return tiles.every((t, c) => t === c);
}

// ---- Every partition, with and without its reflection, beside the paper ------------------------
interface Row {
  readonly heuristic: string;
  readonly h0: number;
  readonly generated: number;
  readonly expanded: number;
  readonly cpuSeconds: number;
  readonly solved: number;
  readonly optimal: number;
  readonly paper?: number;
}
const rows: Row[] = [];
for (const name of partitionNames) {
  const patterns = PARTITIONS[name]!;
  const tables = patterns.map((p) => databases.get(p.join(','))!.table);
  for (const reflected of [false, true]) {
    const heuristic = reflected ? `${name}+reflection` : name;
    let generated = 0;
    let expanded = 0;
    let h0 = 0;
    let optimal = 0;
    const cpu = process.cpuUsage();
    for (const inst of instances) {
      const r = solveSpecialised(4, inst.tiles, patterns, tables, reflected);
      if (r.moves?.length !== inst.optimal || !reachesGoal(inst.tiles, r.moves)) {
        throw new Error(`${heuristic} on #${inst.id}: ${r.moves?.length} moves, Korf's optimum is ${inst.optimal}`);
      }
      optimal++;
      generated += r.generated;
      expanded += r.expanded;
      const sum = (tiles: readonly number[]) => patterns.reduce((s, p) => s + databases.get(p.join(','))!.get(patternIndex(tiles, p)), 0);
      h0 += reflected ? Math.max(sum(inst.tiles), sum(reflect(inst.tiles, 4))) : sum(inst.tiles);
    }
    const row: Row = {
      heuristic,
      h0: h0 / instances.length,
      generated,
      expanded,
      cpuSeconds: cpuSince(cpu),
      solved: instances.length,
      optimal,
      ...(PAPER[heuristic] === undefined ? {} : { paper: PAPER[heuristic] }),
    };
    rows.push(row);
    console.log(
      `${heuristic}: ${optimal} of ${instances.length} optimal, ${fmt(generated / instances.length)} nodes generated per instance (${fmt(expanded / instances.length)} expanded), ` +
        `${row.cpuSeconds.toFixed(1)} s of CPU for all, load ${load()}`,
    );
  }
}
const table = [
  '| partition | optimal | average h of the starts | nodes generated, average | the paper (Felner, Korf & Hanan 2004) | ours / paper | nodes expanded, average | search CPU s, all |',
  '|---|---:|---:|---:|---:|---:|---:|---:|',
  ...rows.map(
    (r) =>
      `| ${r.heuristic} | ${r.optimal} of ${r.solved} | ${r.h0.toFixed(2)} | ${fmt(r.generated / r.solved)} | ${r.paper === undefined ? '' : fmt(r.paper)} | ${r.paper === undefined ? '' : (r.generated / r.solved / r.paper).toFixed(2) + '×'} | ${fmt(r.expanded / r.solved)} | ${r.cpuSeconds.toFixed(1)} |`,
  ),
];
console.log(`\n${table.join('\n')}\n`);

// ---- The public API against the specialised loop, each in a fresh process -----------------------
const ratioRow = rows.find((r) => r.heuristic === `${ratioPartition}+reflection`);
const child = (how: string) =>
  JSON.parse(
    execFileSync(
      process.execPath,
      [
        fileURLToPath(import.meta.url),
        '--child',
        how,
        '--ratio-partition',
        ratioPartition,
        '--cache',
        cacheDir,
        ...(only ? ['--only', only.join(',')] : []),
      ],
      {
        encoding: 'utf8',
        maxBuffer: 1 << 20,
      },
    ),
  ) as { cpuSeconds: number; nodes: number };
const specialisedCpu: number[] = [];
const publicCpu: number[] = [];
const ratios: number[] = [];
for (let r = 0; r < rounds; r++) {
  // Alternate which goes first, so that a busy moment of the machine hits both alike.
  const [a, b] = r % 2 === 0 ? (['specialised', 'public'] as const) : (['public', 'specialised'] as const);
  const first = child(a);
  const second = child(b);
  const spec = a === 'specialised' ? first : second;
  const pub = a === 'specialised' ? second : first;
  if (spec.nodes !== pub.nodes) throw new Error(`the public path generated ${pub.nodes} nodes, the specialised loop ${spec.nodes}`);
  specialisedCpu.push(spec.cpuSeconds);
  publicCpu.push(pub.cpuSeconds);
  ratios.push(pub.cpuSeconds / spec.cpuSeconds);
  console.log(
    `round ${r + 1}: specialised ${spec.cpuSeconds.toFixed(2)} s, public ${pub.cpuSeconds.toFixed(2)} s of CPU (${fmt(spec.nodes)} nodes each; load ${load()})`,
  );
}
const publicRatio = rounds > 0 ? median(ratios) : Number.NaN;
if (rounds > 0) {
  console.log(
    `\n${ratioPartition}+reflection through idaStarInPlace + additivePatternHeuristic + maxHeuristic: median ${median(publicCpu).toFixed(2)} s against ${median(specialisedCpu).toFixed(2)} s of CPU for the specialised loop, ` +
      `${publicRatio.toFixed(2)}× its time (median of ${rounds} rounds, each a fresh process, JIT warm-up included; load ${load()})`,
  );
}

const summary = ratioRow ?? rows[rows.length - 1]!;
const json = {
  bench: 'korf100',
  heuristic: summary.heuristic,
  solved: summary.solved,
  optimal: summary.optimal,
  nodes: summary.generated,
  cpuSeconds: summary.cpuSeconds,
  publicRatio: Number.isNaN(publicRatio) ? null : publicRatio,
  publicCpuSeconds: publicCpu.length > 0 ? median(publicCpu) : null,
  load: os.loadavg(),
  partitions: rows.map((r) => ({
    heuristic: r.heuristic,
    averageNodes: r.generated / r.solved,
    paper: r.paper ?? null,
    h0: r.h0,
    cpuSeconds: r.cpuSeconds,
  })),
};
// The docs' table is rewritten by a complete run only (every instance, every partition).
if (only === undefined && partitionNames.length === Object.keys(PARTITIONS).length && rounds >= 5) {
  const best = ratioRow ?? summary;
  const verdict = (met: boolean) => (met ? 'met' : '**not met**');
  const body = [
    `Measured by \`npx pnpm bench:pdb\` on ${new Date().toISOString().slice(0, 10)} (Node ${process.version}, ${os.cpus()[0]?.model ?? '?'}, ${os.cpus().length} cores shared with other jobs; load ${loadBefore} at the start, ${load()} at the end). ` +
      'Nodes are nodes generated, counted as Korf (1985) counts them: every child made (the move back to the parent is never made), plus one for the root, over all the iterations of IDA*, the last one stopping at the first solution. ' +
      'Search CPU: the CPU time of the 100 searches in this process, the databases loaded from the cache beforehand.',
    '',
    ...table,
    '',
    `- **Databases**: ${
      builds.length === 0
        ? 'all loaded from the cache (built by an earlier run)'
        : `built in this run: ${builds.map((b) => `${b.pattern} in ${b.cpuSeconds.toFixed(0)} s of CPU (${b.wallSeconds.toFixed(0)} s wall, load ${b.load}, the process's peak RSS ${b.peakRssGB.toFixed(2)} GB)`).join('; ')}`
    }.`,
    `- **${best.heuristic}**: ${best.optimal} of ${best.solved} optimal in ${best.cpuSeconds.toFixed(1)} s of search CPU in all (goal ≤ 5 s: ${verdict(best.optimal === 100 && best.cpuSeconds <= 5)}).`,
    `- **Public API against the specialised loop** (${ratioPartition} with its reflection, \`idaStarInPlace\` + \`additivePatternHeuristic\` + \`maxHeuristic\` through the trackers of \`SlidingTileInPlace\`, as the guide above teaches): ` +
      `median ${median(publicCpu).toFixed(2)} s against ${median(specialisedCpu).toFixed(2)} s of CPU for the ${instances.length} instances, ${publicRatio.toFixed(2)}× (rounds ${ratios.map((r) => `${r.toFixed(2)}×`).join(', ')}; ` +
      `median of ${rounds} interleaved rounds, each way in a fresh process, JIT warm-up included, the same nodes; goal ≤ 1.5×: ${verdict(publicRatio <= 1.5)}).`,
  ].join('\n');
  writeDocBlock(`${packageRoot}../../docs/pattern-databases.md`, 'korf100', body);
}
console.log(JSON.stringify(json));
