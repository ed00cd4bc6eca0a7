/**
 * `npx pnpm bench:pdb24`: Korf's 50 24-puzzles (bench/korf50-24-puzzle.tsv) with the 6-6-6-6 additive
 * pattern databases of Korf & Felner (2002) and their reflection: which instances IDA* solves
 * within the CPU time allowed each, with their node counts. The four databases (127,512,000 entries
 * each) are built once and cached. A long benchmark, not a test: it tries the instances in Korf's
 * order (1, 2, 3, ...) until its budget is spent, and rewrites its block of the docs after every
 * instance, so that a run cut short keeps what it measured. Ends with one JSON line
 * `{"bench":"korf50-24", …}`.
 *
 * Flags: `--minutes N` per instance (CPU, default 10), `--total-minutes N` (CPU of the instances in
 * all, default 60), `--wall-minutes N` (a wall deadline for the whole run, builds and instances,
 * default 120), `--only 1,2,3` (instance ids, in that order; such a run leaves the docs alone),
 * `--cache DIR` (as `npx pnpm bench:pdb`), `--rebuild`, `--build-minutes N` (CPU for the builds of
 * the databases not cached, default 30): past a budget, the build or the instance stops and the
 * block says how far it got. `--resume` keeps the rows the block already holds (each names the day
 * and load it was measured at) and goes on with the instances it lacks, so that a table of 50
 * instances of up to 10 minutes each can be filled over several runs; an instance the last run's
 * budget cut short is tried again.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import {
  buildPatternDatabase,
  loadPatternDatabase,
  type PatternDatabase,
  PatternDatabaseError,
  savePatternDatabase,
} from '../src/index.js';
import { slidingTileAbstraction } from './sliding-tile-pdb.js';
import { solveSpecialised } from './sliding-tile-specialised.js';
import { readDocBlock, writeDocBlock } from './doc-block.js';
import { cpuSince, flag, fmt, load } from './run-options.js';

const packageRoot = fileURLToPath(new URL('../../', import.meta.url));
const docFile = `${packageRoot}../../docs/pattern-databases.md`;
const minutes = Number(flag('--minutes') ?? 10);
const totalMinutes = Number(flag('--total-minutes') ?? 60);
const only = flag('--only')?.split(',').map(Number);
const rebuild = process.argv.includes('--rebuild');
const resume = process.argv.includes('--resume');
if (resume && only !== undefined) throw new Error('--resume and --only do not go together: --only leaves the docs alone');
const buildMinutes = Number(flag('--build-minutes') ?? 30);
const wallMinutes = Number(flag('--wall-minutes') ?? 120);
const deadline = performance.now() + wallMinutes * 60_000;
const loadBefore = os
  .loadavg()
  .map((l) => l.toFixed(2))
  .join(' ');
const cacheDir = flag('--cache') ?? process.env.PDB_CACHE_DIR ?? `${packageRoot}node_modules/.cache/pattern-databases`;

/** The 6-6-6-6 partition of Korf & Felner (2002, figure 5): four shapes turned about the centre. */
const PATTERNS = [
  [1, 5, 6, 10, 11, 12],
  [2, 3, 4, 7, 8, 9],
  [13, 14, 18, 19, 23, 24],
  [15, 16, 17, 20, 21, 22],
];

interface Instance {
  readonly id: number;
  readonly optimal: number;
  readonly tiles: number[];
}
const instances: Instance[] = readFileSync(fileURLToPath(new URL('../korf50-24-puzzle.tsv', import.meta.url)), 'utf8')
  .split('\n')
  .filter((line) => /^\d/.test(line))
  .map((line) => {
    const [id, optimal, tiles] = line.split('\t');
    return { id: Number(id), optimal: Number(optimal), tiles: tiles!.trim().split(/\s+/).map(Number) };
  });
// Korf's order, whatever the instances' known difficulty: a budget tries 1, 2, 3, ... until it ends.
const order = only === undefined ? instances : only.map((id) => instances.find((i) => i.id === id)!).filter(Boolean);

console.log(
  `Korf's 24-puzzles, IDA* with the 6-6-6-6 databases and their reflection (node ${process.version}, ${os.cpus()[0]?.model ?? '?'}, ${os.cpus().length} cores, load ${load()}); ` +
    `${minutes} min of CPU per instance, ${totalMinutes} min of CPU in all, ${wallMinutes} min of wall time for the run`,
);
// Read before the builds, so that a block `--resume` cannot go on from fails at once.
const earlier = resume ? earlierRows() : [];
/** How each database was had: from the cache, built (with its cost), or stopped by the build budget. */
interface Build {
  readonly pattern: string;
  readonly how: 'cached' | 'built' | 'stopped';
  readonly cpuSeconds: number;
  readonly wallSeconds: number;
  readonly expanded: number;
  readonly distance: number;
}
const builds: Build[] = [];
const buildCpu = process.cpuUsage();
/** The database of one pattern: from the cache, or built within what is left of the build budget. */
function database(pattern: readonly number[]): PatternDatabase | undefined {
  const abstraction = slidingTileAbstraction(5, 5, pattern);
  const file = `${cacheDir}/twenty-four-${pattern.join('-')}.pdb`;
  if (!rebuild && existsSync(file)) {
    try {
      const loaded = loadPatternDatabase(readFileSync(file), { abstraction });
      builds.push({
        pattern: pattern.join(','),
        how: 'cached',
        cpuSeconds: 0,
        wallSeconds: 0,
        expanded: 0,
        distance: loaded.maxDistance(),
      });
      return loaded;
    } catch (error) {
      if (!(error instanceof PatternDatabaseError)) throw error;
      console.log(`pattern ${pattern.join(',')}: cache refused (${error.message}); building`);
    }
  }
  const cpu = process.cpuUsage();
  const t = performance.now();
  // The build stops when the budget (CPU of all the builds of this run) or the wall deadline is spent.
  const stop = new AbortController();
  let distance = 0;
  let logEvery = 60_000;
  const result = buildPatternDatabase(abstraction, {
    signal: stop.signal,
    onProgress: (p) => {
      distance = p.bound;
      if (performance.now() - t >= logEvery) {
        console.log(
          `  building ${pattern.join(',')}: distance ${p.bound}, ${fmt(p.expanded)} states expanded, ${cpuSince(cpu).toFixed(0)} s of CPU (load ${load()})`,
        );
        logEvery += 60_000;
      }
      if (cpuSince(buildCpu) >= buildMinutes * 60 || performance.now() >= deadline) stop.abort();
    },
    progressIntervalMs: 2_000,
  });
  const spent = { cpuSeconds: cpuSince(cpu), wallSeconds: (performance.now() - t) / 1000, expanded: result.stats.expanded };
  if (result.status !== 'built') {
    builds.push({ pattern: pattern.join(','), how: 'stopped', distance, ...spent });
    console.log(
      `pattern ${pattern.join(',')}: build stopped by the budget after ${spent.cpuSeconds.toFixed(0)} s of CPU (${spent.wallSeconds.toFixed(0)} s wall, load ${load()}), distance ${distance}, ${fmt(spent.expanded)} states expanded`,
    );
    return undefined;
  }
  const built = result.database;
  builds.push({ pattern: pattern.join(','), how: 'built', distance: built.maxDistance(), ...spent });
  console.log(
    `pattern ${pattern.join(',')}: built in ${spent.wallSeconds.toFixed(0)} s (${spent.cpuSeconds.toFixed(0)} s of CPU, load ${load()}), ${fmt(built.entries)} entries, largest ${built.maxDistance()}`,
  );
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(file, new Uint8Array(savePatternDatabase(built)));
  return built;
}
const databases: PatternDatabase[] = [];
for (const pattern of PATTERNS) {
  const db = database(pattern);
  if (db === undefined) break;
  databases.push(db);
}
const tables = databases.map((d) => d.table);
const buildText = builds
  .map((b) =>
    b.how === 'cached'
      ? `${b.pattern} from the cache`
      : b.how === 'built'
        ? `${b.pattern} built in ${b.cpuSeconds.toFixed(0)} s of CPU (${b.wallSeconds.toFixed(0)} s wall, ${fmt(b.expanded)} states expanded)`
        : `${b.pattern} stopped after ${b.cpuSeconds.toFixed(0)} s of CPU (${b.wallSeconds.toFixed(0)} s wall) at distance ${b.distance}, ${fmt(b.expanded)} states expanded (${fmt(b.expanded / Math.max(b.cpuSeconds, 1e-9))} per CPU second)`,
  )
  .join('; ');
if (databases.length < PATTERNS.length) {
  const body =
    `Measured by \`npx pnpm bench:pdb24\` on ${new Date().toISOString().slice(0, 10)} (Node ${process.version}, ${os.cpus()[0]?.model ?? '?'}, ${os.cpus().length} cores shared with other jobs, load ${load()}): ` +
    `**the four databases were not all built within the build budget** (${buildMinutes} min of CPU, ${wallMinutes} min wall), so no instance was tried. Databases: ${buildText}. ` +
    `${PATTERNS.length - databases.length} of ${PATTERNS.length} not built.`;
  console.log(`\n${body}`);
  if (only === undefined && !resume) writeDocBlock(docFile, 'korf50-24', body);
  console.log(
    JSON.stringify({
      bench: 'korf50-24',
      heuristic: '6-6-6-6+reflection',
      tried: 0,
      solved: 0,
      optimal: 0,
      nodes: 0,
      cpuSeconds: 0,
      databasesBuilt: databases.length,
      builds,
      load: os.loadavg(),
    }),
  );
  process.exit(0);
}

interface Row {
  readonly id: number;
  readonly optimal: number;
  readonly solved: boolean;
  /** Stopped by the run's budget (total CPU or wall deadline) before its own minutes were spent. */
  readonly cut: boolean;
  readonly generated: number;
  readonly cpuSeconds: number;
  /** The day and the load (1-minute average) when the instance started. */
  readonly measured: string;
}
const day = () => new Date().toISOString().slice(0, 10);
/**
 * The rows of the docs' block that `--resume` keeps: those solved or stopped by their own minutes.
 * A block written before rows named their day takes the day and starting load its text gives.
 */
function earlierRows(): Row[] {
  const block = readDocBlock(docFile, 'korf50-24');
  if (block === undefined) throw new Error(`--resume: ${docFile} has no korf50-24 block`);
  const fallback = `${/ on (\d{4}-\d\d-\d\d)/.exec(block)?.[1] ?? 'an earlier run'}, load ${/load ([\d.]+)/.exec(block)?.[1] ?? '?'}`;
  const kept: Row[] = [];
  for (const line of block.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    if (!/^\d+$/.test(cells[1] ?? '')) continue;
    const [, id, optimal, solvedText, generated, cpuSeconds, measured] = cells as [string, string, string, string, string, string, string?];
    const ownMinutes = /^no \((\d+(?:\.\d+)?) min\)$/.exec(solvedText)?.[1];
    if (ownMinutes !== undefined && Number(ownMinutes) !== minutes)
      throw new Error(
        `--resume: #${id} was stopped after ${ownMinutes} min, this run allows ${minutes}: one table, one budget per instance`,
      );
    if (solvedText !== 'yes' && ownMinutes === undefined) continue; // cut by its run's budget: tried again
    kept.push({
      id: Number(id),
      optimal: Number(optimal),
      solved: solvedText === 'yes',
      cut: false,
      generated: Number(generated.replaceAll(',', '')),
      cpuSeconds: Number(cpuSeconds),
      measured: measured === undefined || measured === '' ? fallback : measured,
    });
  }
  return kept;
}
const rows: Row[] = [...earlier];
const resumedFrom = rows.length;
const budget = process.cpuUsage();
const budgetText = `${minutes} min of CPU each, ${totalMinutes} min of CPU for the instances in all, a wall deadline of ${wallMinutes} min for the run`;
/** The docs' block, rewritten after every instance (a run cut short keeps what it measured). */
function writeBlock(state: 'running' | 'done'): void {
  if (only !== undefined) return;
  const solvedRows = rows.filter((r) => r.solved);
  const notTried = instances.length - rows.length;
  const body = [
    `Measured by \`npx pnpm bench:pdb24\` (Node ${process.version}, ${os.cpus()[0]?.model ?? '?'}, ${os.cpus().length} cores shared with other jobs, niceness ${os.getPriority()}; the day and load of each instance in its row; the last run's load ${loadBefore} at its start, ${load()} ${state === 'done' ? 'at its end' : 'at its last instance'}). ` +
      `Budget: ${budgetText}; the instances in Korf's order (1, 2, 3, ...)` +
      `${resumedFrom > 0 ? `; the last run went on with \`--resume\` after the ${resumedFrom} rows of earlier runs` : ''}. ` +
      `${state === 'done' ? '' : '**Written while running** (the run was cut before its end): '}` +
      `${rows.length} tried, ${solvedRows.length} solved optimally (${solvedRows.map((r) => `#${r.id}`).join(', ') || 'none'}), ${notTried} not tried. ` +
      `Nodes generated, counted as in the 15-puzzle table above; CPU of the search alone. Databases: ${buildText}.`,
    '',
    '| # | optimal length | solved | nodes generated | CPU s | measured |',
    '|---:|---:|:---:|---:|---:|---|',
    ...rows.map(
      (r) =>
        `| ${r.id} | ${r.optimal} | ${r.solved ? 'yes' : r.cut ? "no (the run's budget ended)" : `no (${minutes} min)`} | ${fmt(r.generated)} | ${r.cpuSeconds.toFixed(0)} | ${r.measured} |`,
    ),
  ].join('\n');
  writeDocBlock(docFile, 'korf50-24', body);
}
console.log('\n| # | optimal | solved | nodes generated | CPU s | load |\n|---:|---:|:---:|---:|---:|---|');
for (const inst of order) {
  if (rows.some((r) => r.id === inst.id)) continue;
  const spent = cpuSince(budget) / 60;
  if (spent >= totalMinutes || performance.now() >= deadline) {
    console.log(`(the budget is spent: ${order.length - rows.length} instances not tried)`);
    break;
  }
  const allowed = Math.min(minutes, totalMinutes - spent) * 60;
  const measured = `${day()}, load ${os.loadavg()[0]!.toFixed(2)}`;
  const cpu = process.cpuUsage();
  let cut = false;
  const r = solveSpecialised(5, inst.tiles, PATTERNS, tables, true, () => {
    if (cpuSince(cpu) >= allowed) {
      cut = allowed < minutes * 60;
      return true;
    }
    if (performance.now() >= deadline) return (cut = true);
    return false;
  });
  const seconds = cpuSince(cpu);
  if (r.moves !== undefined && r.moves.length !== inst.optimal)
    throw new Error(`#${inst.id}: ${r.moves.length} moves, the optimum is ${inst.optimal}`);
  const solved = r.moves !== undefined;
  rows.push({ id: inst.id, optimal: inst.optimal, solved, cut: !solved && cut, generated: r.generated, cpuSeconds: seconds, measured });
  console.log(`| ${inst.id} | ${inst.optimal} | ${solved ? 'yes' : 'no'} | ${fmt(r.generated)} | ${seconds.toFixed(0)} | ${load()} |`);
  writeBlock('running');
}
const solved = rows.filter((r) => r.solved);
console.log(
  `\n${solved.length} of ${rows.length} tried solved optimally within ${minutes} min of CPU each (${instances.length - rows.length} not tried); ` +
    `${fmt(solved.reduce((s, r) => s + r.generated, 0))} nodes for the solved ones`,
);
if (rows.length > 0) writeBlock('done');
console.log(
  JSON.stringify({
    bench: 'korf50-24',
    heuristic: '6-6-6-6+reflection',
    tried: rows.length,
    resumedRows: resumedFrom,
    solved: solved.length,
    optimal: solved.length,
    nodes: solved.reduce((s, r) => s + r.generated, 0),
    cpuSeconds: rows.reduce((s, r) => s + r.cpuSeconds, 0),
    minutesPerInstance: minutes,
    totalMinutes,
    wallMinutes,
    load: os.loadavg(),
    instances: rows,
  }),
);
