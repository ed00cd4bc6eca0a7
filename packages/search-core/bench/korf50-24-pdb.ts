/**
 * `npx pnpm bench:pdb24`: Korf's 50 24-puzzles (bench/korf50-24-puzzle.tsv) with the 6-6-6-6 additive
 * pattern databases of Korf & Felner (2002) and their reflection: which instances IDA* solves
 * within the CPU time allowed each, with their node counts. The four databases (127,512,000 entries
 * each) are built once and cached. A long benchmark, not a test: it stops trying instances when
 * its total CPU budget is spent. Ends with one JSON line `{"bench":"korf50-24", …}`.
 *
 * Flags: `--minutes N` per instance (CPU, default 10), `--total-minutes N` (CPU, default 60),
 * `--only 1,2,3` (instance ids, in that order; by default the shortest optimal solutions first),
 * `--cache DIR` (as `npx pnpm bench:pdb`), `--rebuild`.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { loadPatternDatabase, type PatternDatabase, PatternDatabaseError, savePatternDatabase } from '../src/index.js';
import { buildSlidingTileDatabases, slidingTileAbstraction } from './sliding-tile-pdb.js';
import { solveSpecialised } from './sliding-tile-specialised.js';

const packageRoot = fileURLToPath(new URL('../../', import.meta.url));
const flag = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const fmt = (x: number) => Math.round(x).toLocaleString('en');
const cpuSince = (from: NodeJS.CpuUsage) => {
  const u = process.cpuUsage(from);
  return (u.user + u.system) / 1e6;
};
const minutes = Number(flag('--minutes') ?? 10);
const totalMinutes = Number(flag('--total-minutes') ?? 60);
const only = flag('--only')?.split(',').map(Number);
const rebuild = process.argv.includes('--rebuild');
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
// Shortest optimal solutions first: a rough guess at the easiest, so that a budget of an hour tries
// the instances most likely to finish.
const order =
  only === undefined
    ? [...instances].sort((a, b) => a.optimal - b.optimal || a.id - b.id)
    : only.map((id) => instances.find((i) => i.id === id)!).filter(Boolean);

console.log(
  `Korf's 24-puzzles, IDA* with the 6-6-6-6 databases and their reflection (node ${process.version}, ${os.cpus()[0]?.model ?? '?'}, ${os.cpus().length} cores, load ${load()}); ` +
    `${minutes} min of CPU per instance, ${totalMinutes} min in all`,
);
function database(pattern: readonly number[]): PatternDatabase {
  const abstraction = slidingTileAbstraction(5, 5, pattern);
  const file = `${cacheDir}/twenty-four-${pattern.join('-')}.pdb`;
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
  const [built] = buildSlidingTileDatabases(5, 5, [pattern], {
    onProgress: (p) =>
      console.log(`  building ${pattern.join(',')}: distance ${p.bound}, ${fmt(p.expanded)} states expanded (load ${load()})`),
    progressIntervalMs: 60_000,
  });
  console.log(
    `pattern ${pattern.join(',')}: built in ${((performance.now() - t) / 1000).toFixed(0)} s (${cpuSince(cpu).toFixed(0)} s of CPU, load ${load()}), ${fmt(built!.entries)} entries, largest ${built!.maxDistance()}`,
  );
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(file, new Uint8Array(savePatternDatabase(built!)));
  return built!;
}
const tables = PATTERNS.map((p) => database(p).table);

interface Row {
  readonly id: number;
  readonly optimal: number;
  readonly solved: boolean;
  readonly generated: number;
  readonly cpuSeconds: number;
}
const rows: Row[] = [];
const budget = process.cpuUsage();
console.log('\n| # | optimal | solved | nodes generated | CPU s | load |\n|---:|---:|:---:|---:|---:|---|');
for (const inst of order) {
  const spent = cpuSince(budget) / 60;
  if (spent >= totalMinutes) {
    console.log(`(the ${totalMinutes} min budget is spent: ${order.length - rows.length} instances not tried)`);
    break;
  }
  const allowed = Math.min(minutes, totalMinutes - spent) * 60;
  const cpu = process.cpuUsage();
  const r = solveSpecialised(5, inst.tiles, PATTERNS, tables, true, () => cpuSince(cpu) >= allowed);
  const seconds = cpuSince(cpu);
  if (r.moves !== undefined && r.moves.length !== inst.optimal)
    throw new Error(`#${inst.id}: ${r.moves.length} moves, the optimum is ${inst.optimal}`);
  rows.push({ id: inst.id, optimal: inst.optimal, solved: r.moves !== undefined, generated: r.generated, cpuSeconds: seconds });
  console.log(`| ${inst.id} | ${inst.optimal} | ${r.moves ? 'yes' : 'no'} | ${fmt(r.generated)} | ${seconds.toFixed(0)} | ${load()} |`);
}
const solved = rows.filter((r) => r.solved);
console.log(
  `\n${solved.length} of ${rows.length} tried solved optimally within ${minutes} min of CPU each (${instances.length - rows.length} not tried); ` +
    `${fmt(solved.reduce((s, r) => s + r.generated, 0))} nodes for the solved ones`,
);
// The docs' table is rewritten by a run over the default order (no --only).
if (only === undefined && rows.length > 0) {
  const docs = `${packageRoot}../../docs/pattern-databases.md`;
  const text = readFileSync(docs, 'utf8');
  const start = text.indexOf('<!-- bench:korf50-24 -->');
  const end = text.indexOf('<!-- /bench:korf50-24 -->');
  if (start >= 0 && end > start) {
    const block = [
      '<!-- bench:korf50-24 -->',
      `Measured by \`npx pnpm bench:pdb24\` on ${new Date().toISOString().slice(0, 10)} (Node ${process.version}, ${os.cpus()[0]?.model ?? '?'}, ${os.cpus().length} cores shared with other jobs, load ${load()}), ` +
        `the shortest optimal solutions first, ${minutes} min of CPU each, ${totalMinutes} min in all: ${solved.length} of ${rows.length} tried solved optimally, ${instances.length - rows.length} not tried.`,
      '',
      '| # | optimal length | solved | nodes generated | CPU s |',
      '|---:|---:|:---:|---:|---:|',
      ...rows.map((r) => `| ${r.id} | ${r.optimal} | ${r.solved ? 'yes' : 'no'} | ${fmt(r.generated)} | ${r.cpuSeconds.toFixed(0)} |`),
      '',
    ].join('\n');
    writeFileSync(docs, text.slice(0, start) + block + text.slice(end));
    console.log(`rewrote the table in ${docs}`);
  }
}
console.log(
  JSON.stringify({
    bench: 'korf50-24',
    heuristic: '6-6-6-6+reflection',
    tried: rows.length,
    solved: solved.length,
    optimal: solved.length,
    nodes: solved.reduce((s, r) => s + r.generated, 0),
    cpuSeconds: rows.reduce((s, r) => s + r.cpuSeconds, 0),
    minutesPerInstance: minutes,
    load: os.loadavg(),
    instances: rows,
  }),
);
