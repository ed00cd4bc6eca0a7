/**
 * `pnpm bench:pdb`: all 100 of Korf's 15-puzzle instances solved optimally by IDA* with an additive
 * 6-6-3 pattern database and its reflection about the main diagonal, against Manhattan-distance IDA*
 * on the instances it finishes under a node cap.
 *
 * Flags: `--rebuild` (ignore the cached databases), `--manhattan-cap N` (generated nodes; default
 * 20,000,000; 0 skips Manhattan), `--only 1,2,3` (instance ids), `--generic N` (how many of the
 * easiest instances also run through the generic path; default 5).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { idaStarInPlace, loadPatternDatabase, PatternDatabaseError, savePatternDatabase, type PatternDatabase } from '../src/index.js';
import { type Board, FifteenInPlace, parseKorf, type KorfInstance } from '../test/fixtures/fifteen-puzzle.js';
import { runSpecialised } from './fifteen.js';
import { buildSlidingTileDatabases, slidingTileAbstraction, slidingTileHeuristic } from './sliding-tile-pdb.js';

// Runs from bench/.dist/ (bundled by tsup); the package root is two levels up.
const packageRoot = fileURLToPath(new URL('../../', import.meta.url));
const resultsDir = `${packageRoot}bench/results`;
/** `shared/bench/korf100.tsv` beside the checkout (or beside a folder above it, for worktrees). */
function findKorf(): string {
  let dir = `${packageRoot}../../`;
  for (let up = 0; up < 4; up++, dir += '../') {
    if (existsSync(`${dir}../shared/bench/korf100.tsv`)) return `${dir}../shared/bench/korf100.tsv`;
  }
  return `${packageRoot}../../../shared/bench/korf100.tsv`;
}
const korfPath = findKorf();
const flag = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const rebuild = process.argv.includes('--rebuild');
const manhattanCap = Number(flag('--manhattan-cap') ?? 20_000_000);
const only = flag('--only')?.split(',').map(Number);
if (only !== undefined && !only.every((id) => Number.isInteger(id) && id >= 1 && id <= 100)) {
  console.error(`--only takes Korf instance ids from 1 to 100, like --only 1,2,3 (got ${flag('--only')})`);
  process.exit(2);
}
const genericCount = Number(flag('--generic') ?? 5);
const fmt = (x: number) => Math.round(x).toLocaleString('en');
/** CPU seconds of this process since `from` (the machine may be shared: wall time alone misleads). */
const cpuSince = (from: NodeJS.CpuUsage) => {
  const u = process.cpuUsage(from);
  return (u.user + u.system) / 1e6;
};

// #region patterns
/** The 6-6-3 partition of the tiles (goal: blank on cell 0, tile t on cell t). */
const PATTERNS = [
  [1, 2, 3, 5, 6, 7],
  [4, 8, 9, 12, 13, 14],
  [10, 11, 15],
];
// #endregion patterns

if (!existsSync(korfPath)) {
  console.log(`\n!!! ${korfPath} is absent: the Korf pattern database benchmark is SKIPPED !!!`);
  process.exit(0);
}
const instances = parseKorf(readFileSync(korfPath, 'utf8')).filter((i) => only === undefined || only.includes(i.id));
console.log(
  `Korf's 100 15-puzzles, IDA* with a 6-6-3 additive pattern database + reflection (node ${process.version}, ${os.cpus()[0]?.model ?? '?'}, load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')})`,
);

// ---- The databases: loaded from the cache, or built and cached -------------------------------
mkdirSync(resultsDir, { recursive: true });
let buildMs = 0;
const buildCpu = process.cpuUsage();
// #region cache
const databases: PatternDatabase[] = PATTERNS.map((pattern) => {
  const abstraction = slidingTileAbstraction(4, 4, pattern);
  const file = `${resultsDir}/fifteen-${pattern.join('-')}.pdb`;
  if (!rebuild && existsSync(file)) {
    try {
      const t = performance.now();
      const database = loadPatternDatabase(readFileSync(file), { abstractionId: abstraction.id });
      console.log(`pattern ${pattern.join(',')}: loaded ${file} in ${(performance.now() - t).toFixed(0)} ms (--rebuild to build it)`);
      return database;
    } catch (error) {
      if (!(error instanceof PatternDatabaseError)) throw error;
      console.log(`pattern ${pattern.join(',')}: cache refused (${error.message}); building`);
    }
  }
  const t = performance.now();
  const [database] = buildSlidingTileDatabases(4, 4, [pattern], {
    onProgress: (p) =>
      console.log(
        `  building ${pattern.join(',')}: distance ${p.bound}, ${fmt(p.stored)} of ${fmt(abstraction.size)} abstract states reached`,
      ),
    progressIntervalMs: 10_000,
  });
  const ms = performance.now() - t;
  buildMs += ms;
  console.log(
    `pattern ${pattern.join(',')}: built ${fmt(abstraction.size)} abstract states in ${(ms / 1000).toFixed(1)} s → ${fmt(database!.entries)} entries, ${fmt(database!.byteLength)} bytes, max ${database!.maxDistance()}`,
  );
  writeFileSync(file, new Uint8Array(savePatternDatabase(database!)));
  return database!;
});
// #endregion cache
const bytes = databases.reduce((s, d) => s + d.byteLength, 0);
const buildCpuSeconds = cpuSince(buildCpu);
console.log(
  `databases: ${fmt(bytes)} bytes${buildMs > 0 ? `, built in ${(buildMs / 1000).toFixed(1)} s (${buildCpuSeconds.toFixed(1)} s of CPU)` : ' (cached)'}`,
);

// #region specialised
// ---- The specialised IDA*: incremental lookups, one pattern re-ranked per move ---------------
const MIRROR = Int8Array.from({ length: 16 }, (_, c) => (c % 4) * 4 + (c >> 2));
const POP16 = Uint8Array.from({ length: 1 << 16 }, (_, x) => {
  let n = 0;
  for (let y = x; y; y &= y - 1) n++;
  return n;
});
const PATTERN_OF = new Int8Array(16).fill(-1); // which pattern tile t belongs to
const SLOT_OF = new Int8Array(16); // its place in that pattern
PATTERNS.forEach((p, i) => p.forEach((t, j) => ((PATTERN_OF[t] = i), (SLOT_OF[t] = j))));
const TABLES = databases.map((d) => d.table);
const DELTA = [-4, -1, 1, 4];
const CAN = new Uint8Array(64); // CAN[blank * 4 + dir]: the blank can move that way
for (let b = 0; b < 16; b++) {
  CAN[b * 4] = b >= 4 ? 1 : 0;
  CAN[b * 4 + 1] = (b & 3) > 0 ? 1 : 0;
  CAN[b * 4 + 2] = (b & 3) < 3 ? 1 : 0;
  CAN[b * 4 + 3] = b < 12 ? 1 : 0;
}

/** The placement rank of `cells` on 16 cells: `rankPlacement` without its checks. */
function rank16(cells: Int32Array): number {
  let used = 0;
  let r = 0;
  for (let i = 0; i < cells.length; i++) {
    const c = cells[i]!;
    r = r * (16 - i) + c - POP16[used & ((1 << c) - 1)]!;
    used |= 1 << c;
  }
  return r;
}

interface PdbRun {
  readonly generated: number;
  readonly moves: number[];
  readonly ms: number;
}

function solveSpecialised(start: readonly number[]): PdbRun {
  const tiles = Int8Array.from(start);
  // cells[p]: the cells of pattern p's tiles; mirrored[p]: those of the mirrored board.
  const cells = PATTERNS.map((p) => new Int32Array(p.length));
  const mirrored = PATTERNS.map((p) => new Int32Array(p.length));
  const value = new Int32Array(PATTERNS.length);
  const mirroredValue = new Int32Array(PATTERNS.length);
  let blank = tiles.indexOf(0);
  for (let c = 0; c < 16; c++) {
    const t = tiles[c]!;
    if (t === 0) continue;
    cells[PATTERN_OF[t]!]![SLOT_OF[t]!] = c;
    // On the mirror image, tile MIRROR[t] stands on cell MIRROR[c].
    mirrored[PATTERN_OF[MIRROR[t]!]!]![SLOT_OF[MIRROR[t]!]!] = MIRROR[c]!;
  }
  let sum = 0;
  let mirroredSum = 0;
  for (let p = 0; p < PATTERNS.length; p++) {
    sum += value[p] = TABLES[p]![rank16(cells[p]!)]!;
    mirroredSum += mirroredValue[p] = TABLES[p]![rank16(mirrored[p]!)]!;
  }
  let generated = 1;
  let bound = Math.max(sum, mirroredSum);
  let next = Infinity;
  let found = -1;
  const path: number[] = [];
  const t0 = performance.now();
  const dfs = (g: number, prev: number): void => {
    const h = Math.max(sum, mirroredSum);
    const f = g + h;
    if (f > bound) {
      if (f < next) next = f;
      return;
    }
    if (h === 0) {
      found = g;
      return;
    }
    for (let d = 0; d < 4; d++) {
      if (d + prev === 3 || CAN[blank * 4 + d] === 0) continue; // d + prev === 3: the inverse move
      const from = blank + DELTA[d]!;
      const tile = tiles[from]!;
      // #region incremental
      // The tile moves from `from` to `blank`: re-rank its pattern.
      const p = PATTERN_OF[tile]!;
      const oldValue = value[p]!;
      cells[p]![SLOT_OF[tile]!] = blank;
      const v = TABLES[p]![rank16(cells[p]!)]!;
      generated++;
      // The child's f is at least g + 1 + its direct sum. When that is over the bound and not below
      // the next bound already found, the child is cut whatever its mirror says: skip the mirror.
      const low = g + 1 + sum + v - oldValue;
      if (low > bound && low >= next) {
        cells[p]![SLOT_OF[tile]!] = from;
        continue;
      }
      // Otherwise re-rank the mirror pattern too, and go down.
      const mt = MIRROR[tile]!;
      const mp = PATTERN_OF[mt]!;
      const oldMirrored = mirroredValue[mp]!;
      mirrored[mp]![SLOT_OF[mt]!] = MIRROR[blank]!;
      const mv = TABLES[mp]![rank16(mirrored[mp]!)]!;
      value[p] = v;
      mirroredValue[mp] = mv;
      sum += v - oldValue;
      mirroredSum += mv - oldMirrored;
      // #endregion incremental
      tiles[blank] = tile;
      tiles[from] = 0;
      const oldBlank = blank;
      blank = from;
      path[g] = d;
      dfs(g + 1, d);
      blank = oldBlank;
      tiles[from] = tile;
      tiles[blank] = 0;
      cells[p]![SLOT_OF[tile]!] = from;
      mirrored[mp]![SLOT_OF[mt]!] = MIRROR[from]!;
      value[p] = oldValue;
      mirroredValue[mp] = oldMirrored;
      sum += oldValue - v;
      mirroredSum += oldMirrored - mv;
      if (found >= 0) return;
    }
  };
  for (;;) {
    next = Infinity;
    dfs(0, -9);
    if (found >= 0) break;
    bound = next;
  }
  return { generated, moves: path.slice(0, found), ms: performance.now() - t0 };
}
// #endregion specialised

/** Replays blank moves (0 up, 1 left, 2 right, 3 down) and says whether they reach the goal. */
function reachesGoal(start: readonly number[], moves: readonly number[]): boolean {
  const tiles = start.slice();
  let blank = tiles.indexOf(0);
  for (const d of moves) {
    if (CAN[blank * 4 + d] === 0) return false;
    const from = blank + DELTA[d]!;
    tiles[blank] = tiles[from]!;
    tiles[from] = 0;
    blank = from;
  }
  return tiles.every((t, c) => t === c);
}

// ---- All instances with the pattern databases --------------------------------------------------
interface Row {
  readonly id: number;
  readonly optimal: number;
  readonly generated: number;
  readonly ms: number;
  manhattanGenerated?: number;
  manhattanMs?: number;
}
const rows: Row[] = [];
console.log('\n| # | optimal | PDB nodes | PDB ms | Korf 1985 Manhattan nodes |\n|---:|---:|---:|---:|---:|');
const t0 = performance.now();
const solveCpu = process.cpuUsage();
for (const inst of instances) {
  const r = solveSpecialised(inst.tiles);
  if (r.moves.length !== inst.optimal || !reachesGoal(inst.tiles, r.moves)) {
    throw new Error(
      `instance ${inst.id}: ${r.moves.length} moves (reaches goal: ${reachesGoal(inst.tiles, r.moves)}), Korf's optimum is ${inst.optimal}`,
    );
  }
  rows.push({ id: inst.id, optimal: inst.optimal, generated: r.generated, ms: r.ms });
  console.log(`| ${inst.id} | ${inst.optimal} | ${fmt(r.generated)} | ${r.ms.toFixed(0)} | ${fmt(inst.generated)} |`);
}
const wallMs = performance.now() - t0;
const solveCpuSeconds = cpuSince(solveCpu);
const totalNodes = rows.reduce((s, r) => s + r.generated, 0);
const totalMs = rows.reduce((s, r) => s + r.ms, 0);
const slowest = rows.reduce((a, b) => (b.ms > a.ms ? b : a));
const korfTotal = instances.reduce((s, i) => s + i.generated, 0);
console.log(
  `\nPDB IDA*: ${rows.length} instances solved optimally (every length equal to Korf's), ${fmt(totalNodes)} nodes generated, ` +
    `${(totalMs / 1000).toFixed(1)} s (${(totalNodes / (totalMs / 1000) / 1e6).toFixed(1)} M nodes/s; wall ${(wallMs / 1000).toFixed(1)} s, CPU ${solveCpuSeconds.toFixed(1)} s); ` +
    `slowest #${slowest.id}: ${fmt(slowest.generated)} nodes, ${(slowest.ms / 1000).toFixed(1)} s`,
);
console.log(
  `Korf's 1985 Manhattan IDA* generated ${fmt(korfTotal)} nodes on these instances: ${(korfTotal / totalNodes).toFixed(0)}× the PDB's`,
);

// ---- The generic path: idaStarInPlace + additivePatternHeuristic + maxHeuristic ---------------
// #region generic
/** The 15-puzzle in place with the pattern databases' estimate (a class, as the in-place IDA* recommends). */
class PatternFifteen extends FifteenInPlace {
  constructor(
    tiles: readonly number[],
    private readonly estimate: (tiles: Int8Array) => number,
  ) {
    super(tiles);
  }

  override heuristic(b: Board): number {
    return this.estimate(b.tiles);
  }
}

const heuristic = slidingTileHeuristic(4, PATTERNS, databases);
const easiest = [...rows].sort((a, b) => a.generated - b.generated).slice(0, genericCount);
for (const row of easiest) {
  const inst = instances.find((i) => i.id === row.id)!;
  const problem = new PatternFifteen(inst.tiles, heuristic);
  const t = performance.now();
  const r = idaStarInPlace(problem);
  const ms = performance.now() - t;
  if (r.status !== 'solved' || r.moves.length !== inst.optimal || r.stats.generated !== row.generated) {
    throw new Error(
      `generic path on #${inst.id}: ${r.status}, ${r.moves?.length} moves, ${r.stats.generated} nodes; specialised: ${row.generated}`,
    );
  }
  console.log(
    `generic path (idaStarInPlace + additivePatternHeuristic + maxHeuristic) on #${inst.id}: ${inst.optimal} moves, ${fmt(r.stats.generated)} nodes as the specialised code, ${ms.toFixed(0)} ms (${(row.ms > 0 ? ms / row.ms : 0).toFixed(0)}× its time)`,
  );
}
// #endregion generic

// ---- Manhattan distance IDA* on the instances Korf's counts put under the cap ---------------
const capped = manhattanCap > 0 ? instances.filter((i) => i.generated <= manhattanCap) : [];
let manhattanNodes = 0;
let manhattanMs = 0;
let pdbNodesSame = 0;
let pdbMsSame = 0;
for (const inst of capped) {
  const r = runSpecialised(inst as KorfInstance);
  if (r.moves !== inst.optimal) throw new Error(`Manhattan IDA* on #${inst.id}: ${r.moves} moves, Korf's optimum is ${inst.optimal}`);
  const row = rows.find((x) => x.id === inst.id)!;
  row.manhattanGenerated = r.generated;
  row.manhattanMs = r.ms;
  manhattanNodes += r.generated;
  manhattanMs += r.ms;
  pdbNodesSame += row.generated;
  pdbMsSame += row.ms;
}
if (capped.length > 0) {
  console.log(
    `\nManhattan IDA* (specialised) on the ${capped.length} instances under ${fmt(manhattanCap)} nodes: ${fmt(manhattanNodes)} nodes, ${(manhattanMs / 1000).toFixed(1)} s; ` +
      `PDB on the same: ${fmt(pdbNodesSame)} nodes, ${(pdbMsSame / 1000).toFixed(2)} s → the database generates ${(manhattanNodes / pdbNodesSame).toFixed(0)}× fewer nodes, ` +
      `${(manhattanMs / pdbMsSame).toFixed(0)}× less time`,
  );
}

const results = {
  date: new Date().toISOString(),
  node: process.version,
  cpu: os.cpus()[0]?.model,
  cores: os.cpus().length,
  loadAverage: os.loadavg(),
  patterns: PATTERNS,
  databaseBytes: bytes,
  buildMs: buildMs > 0 ? buildMs : undefined,
  buildCpuSeconds: buildMs > 0 ? buildCpuSeconds : undefined,
  solveCpuSeconds,
  totalNodes,
  totalMs,
  slowest,
  manhattan: {
    cap: manhattanCap,
    instances: capped.length,
    nodes: manhattanNodes,
    ms: manhattanMs,
    pdbNodes: pdbNodesSame,
    pdbMs: pdbMsSame,
  },
  rows,
};
const file = `${resultsDir}/korf100-pdb-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
writeFileSync(file, JSON.stringify(results, null, 2));
console.log(`\nJSON: ${file}`);
