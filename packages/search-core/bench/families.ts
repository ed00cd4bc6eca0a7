/**
 * `npx pnpm bench:families`: every search family of search-core beside A*, on easy Korf 15-puzzles
 * (the Manhattan distance) and on the 256² grid benchmark. Each family runs in a process of its own
 * for each round, as a program that uses one family runs: in one process the later families ran on
 * call sites the earlier ones had made polymorphic, at up to several times their own speed. Each
 * child warms the JIT up on the suite's instances (see `runChild`), then times them once. Rounds interleave the families (a busy moment hits them all
 * alike); the median of the rounds is reported. Prints the tables with the machine's load, rewrites
 * the block `<!-- bench:families -->` of docs/choosing-an-algorithm.md (not with `--quick`), writes
 * JSON to bench/results/, and ends with one JSON summary line.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseKorf } from '../test/fixtures/fifteen-puzzle.js';
import { type Family, FAMILIES, type Instance, type Outcome } from './family-runs.js';
import { fifteenFamilies } from './fifteen-families.js';
import { gridFamilies } from './grid-families.js';
import { makeGrid } from './grid.js';
import { median } from './median.js';

const packageRoot = fileURLToPath(new URL('../../', import.meta.url));
const quick = process.argv.includes('--quick');
const ROUNDS = quick ? 3 : 5;
/** Korf's instances with the fewest nodes for IDA*: the ones A* solves in about a second. */
const KORF_IDS = quick ? [12] : [12, 42, 79];
const GRID_PAIRS = quick ? 2 : 4;
/** `--only 15-puzzle|grid` runs one suite. */
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;

interface Row {
  readonly suite: string;
  readonly family: string;
  readonly setting: string;
  readonly instances: number;
  readonly solved: number;
  readonly costSum: number;
  readonly optimalSum: number;
  readonly expanded: number;
  readonly peakStored: number;
  readonly medianMs: number;
  readonly msRatio: number;
  readonly expandedRatio: number;
  readonly firstMs?: number;
  readonly firstCostSum?: number;
  readonly paths?: string;
  /** Anytime searches: how many instances ended proven optimal, and the sum of the lower bounds reached. */
  readonly proven?: number;
  readonly lowerBoundSum?: number;
  readonly reopened?: number;
  readonly forgotten?: number;
  readonly skipped?: string;
}

/** `--families a,b` runs those families only (A*, the reference, always runs first). */
const picked = process.argv.includes('--families') ? process.argv[process.argv.indexOf('--families') + 1]!.split(',') : undefined;

/** The families run on a suite, with their index in FAMILIES (the child's argument). */
function familiesOf(suite: string): { f: Family; index: number }[] {
  return FAMILIES.map((f, index) => ({ f, index })).filter(
    ({ f, index }) => f.skip?.[suite] === undefined && (picked === undefined || index === 0 || picked.includes(f.name)),
  );
}

/** What a child reports: each instance's outcome, the ms of all of them, and of their first solutions. */
interface ChildReport {
  readonly outs: Outcome[];
  readonly ms: number;
  readonly first: number;
}

/**
 * In a child process: the suite's instances run to warm the JIT up (twice, or once when that took
 * a second: a fresh process needs about two rounds of a short suite to reach its speed), then once
 * timed.
 */
function runChild<S, M>(family: Family, instances: readonly Instance<S, M>[]): ChildReport {
  const t0 = performance.now();
  for (const inst of instances) family.run(inst);
  if (performance.now() - t0 < 1000) for (const inst of instances) family.run(inst);
  const outs: Outcome[] = [];
  let ms = 0;
  let first = 0;
  for (const inst of instances) {
    const t = performance.now();
    const o = family.run(inst);
    ms += performance.now() - t;
    first += o.firstMs ?? 0;
    outs.push(o);
  }
  return { outs, ms, first };
}

const thisFile = fileURLToPath(import.meta.url);
/** Runs family `index` on `suite` in a fresh process. */
function spawnChild(suite: string, index: number): ChildReport {
  const r = spawnSync(process.execPath, [thisFile, '--child', suite, String(index), ...(quick ? ['--quick'] : [])], {
    encoding: 'utf8',
    maxBuffer: 64 * 2 ** 20,
  });
  const line = r.stdout.split('\n').find((l) => l.startsWith('{"child":'));
  if (r.status !== 0 || line === undefined) throw new Error(`${FAMILIES[index]!.name} on ${suite} failed (exit ${r.status}):\n${r.stderr}`);
  const report = (JSON.parse(line) as { child: ChildReport }).child;
  return { ...report, outs: report.outs.map((o) => (o.paths === undefined ? o : { ...o, paths: BigInt(o.paths as unknown as string) })) };
}

function runSuite(suite: string, instances: readonly Instance<unknown, unknown>[]): Row[] {
  const families = familiesOf(suite).map(({ f }) => f);
  const indices = familiesOf(suite).map(({ index }) => index);
  const times: number[][] = families.map(() => []);
  const firsts: number[][] = families.map(() => []);
  let last: Outcome[][] = [];
  for (let round = 0; round < ROUNDS; round++) {
    last = indices.map((index, k) => {
      const report = spawnChild(suite, index);
      times[k]!.push(report.ms);
      firsts[k]!.push(report.first);
      return report.outs;
    });
  }
  const refMs = median(times[0]!);
  const refExpanded = last[0]!.reduce((a, o) => a + o.expanded, 0);
  const rows: Row[] = families.map((f, k) => {
    const outs = last[k]!;
    const expanded = outs.reduce((a, o) => a + o.expanded, 0);
    const ms = median(times[k]!);
    const solvedOuts = outs.filter((o) => o.solved);
    const row: Row = {
      suite,
      family: f.name,
      setting: f.setting,
      instances: instances.length,
      solved: solvedOuts.length,
      costSum: solvedOuts.reduce((a, o) => a + o.cost, 0),
      optimalSum: outs.reduce((a, o, j) => a + (o.solved ? instances[j]!.optimal : 0), 0),
      expanded,
      peakStored: Math.max(...outs.map((o) => o.stored)),
      medianMs: ms,
      msRatio: ms / refMs,
      expandedRatio: expanded / refExpanded,
      ...(outs.some((o) => o.firstMs !== undefined)
        ? { firstMs: median(firsts[k]!), firstCostSum: outs.reduce((a, o) => a + (o.firstCost ?? 0), 0) }
        : {}),
      ...(outs.some((o) => o.proven !== undefined)
        ? { proven: outs.filter((o) => o.proven === true).length, lowerBoundSum: outs.reduce((a, o) => a + (o.lowerBound ?? 0), 0) }
        : {}),
      ...(outs.some((o) => o.paths !== undefined) ? { paths: outs.map((o) => String(o.paths ?? '—')).join(', ') } : {}),
      ...(outs.some((o) => o.reopened !== undefined)
        ? { reopened: outs.reduce((a, o) => a + (o.reopened ?? 0), 0), forgotten: outs.reduce((a, o) => a + (o.forgotten ?? 0), 0) }
        : {}),
    };
    return row;
  });
  const skipped = FAMILIES.filter((f) => f.skip?.[suite] !== undefined).map(
    (f): Row => ({
      suite,
      family: f.name,
      setting: f.setting,
      instances: 0,
      solved: 0,
      costSum: 0,
      optimalSum: 0,
      expanded: 0,
      peakStored: 0,
      medianMs: 0,
      msRatio: 0,
      expandedRatio: 0,
      skipped: f.skip![suite]!,
    }),
  );
  return rows.concat(skipped);
}

const fmtInt = (x: number): string => Math.round(x).toLocaleString('en');
function table(rows: readonly Row[]): string {
  const lines = [
    '| family | setting | solved | cost (optimal) | expanded | × A* | peak stored | median ms | × A* | notes |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const r of rows) {
    if (r.skipped !== undefined) {
      lines.push(`| \`${r.family}\` | ${r.setting} | — | — | — | — | — | — | — | not run: ${r.skipped} |`);
      continue;
    }
    const notes: string[] = [];
    if (r.firstMs !== undefined) notes.push(`first solution ${r.firstMs.toFixed(0)} ms, cost ${r.firstCostSum}`);
    if (r.proven !== undefined && r.proven < r.instances)
      notes.push(`proven optimal ${r.proven}/${r.instances}, lower bounds ${r.lowerBoundSum}`);
    if (r.paths !== undefined) notes.push(`optimal paths: ${r.paths}`);
    if (r.reopened !== undefined) notes.push(`re-expansions ${fmtInt(r.reopened)}, forgotten ${fmtInt(r.forgotten ?? 0)}`);
    if (r.family === 'kShortestPaths') notes.push('cost column: the third path');
    const cost = r.solved === 0 ? '—' : `${r.costSum} (${r.optimalSum})`;
    lines.push(
      `| \`${r.family}\` | ${r.setting} | ${r.solved}/${r.instances} | ${cost} | ${fmtInt(r.expanded)} | ${r.expandedRatio.toFixed(2)} | ${fmtInt(r.peakStored)} | ${r.medianMs.toFixed(0)} | ${r.msRatio.toFixed(2)} | ${notes.join('; ')} |`,
    );
  }
  return lines.join('\n');
}

const korfPath = `${packageRoot}../../../shared/bench/korf100.tsv`;

/** A suite's instances and title; undefined when its data is absent. */
function suiteOf(name: string): { title: string; instances: Instance<unknown, unknown>[] } | undefined {
  if (name === '15-puzzle') {
    if (!existsSync(korfPath)) return undefined;
    const all = parseKorf(readFileSync(korfPath, 'utf8'));
    const instances = KORF_IDS.map((id) => {
      const k = all.find((i) => i.id === id)!;
      const { problem, backwardHeuristic } = fifteenFamilies(k.tiles);
      return { name: `korf ${id}`, problem, backwardHeuristic, optimal: k.optimal } as Instance<unknown, unknown>;
    });
    return {
      title: `15-puzzle, Korf's instances ${KORF_IDS.join(', ')} (the easiest for A* with the Manhattan distance; optimal ${instances.map((i) => i.optimal).join(', ')} moves)`,
      instances,
    };
  }
  const grid = makeGrid('256² 20% walls', 256, 0.2, GRID_PAIRS, 1);
  const instances = grid.pairs.map(([s, g], k) => {
    const { problem, backwardHeuristic } = gridFamilies(grid, s, g);
    return { name: `grid ${k}`, problem, backwardHeuristic, optimal: grid.lengths[k]! } as Instance<unknown, unknown>;
  });
  return {
    title: `grid ${grid.name}, ${GRID_PAIRS} start/goal pairs (4-connected, Manhattan; ${grid.lengths.join(', ')} moves)`,
    instances,
  };
}

if (process.argv.includes('--child')) {
  const at = process.argv.indexOf('--child');
  const suite = process.argv[at + 1]!;
  const report = runChild(FAMILIES[Number(process.argv[at + 2])]!, suiteOf(suite)!.instances);
  console.log(JSON.stringify({ child: report }, (_, v) => (typeof v === 'bigint' ? String(v) : v)));
  process.exit(0);
}

const loadBefore = os.loadavg();
const started = new Date();
const suites: { name: string; title: string; rows: Row[] }[] = [];

for (const name of ['15-puzzle', 'grid']) {
  if (only !== undefined && only !== name) continue;
  const suite = suiteOf(name);
  if (suite === undefined) {
    console.log(`\n!!! ${korfPath} is absent: the 15-puzzle part of the families bench is SKIPPED !!!`);
    continue;
  }
  suites.push({ name, title: suite.title, rows: runSuite(name, suite.instances) });
}
const loadAfter = os.loadavg();

const load = `load average ${loadBefore.map((x) => x.toFixed(1)).join(' / ')} before, ${loadAfter.map((x) => x.toFixed(1)).join(' / ')} after (1/5/15 min), ${os.cpus().length} cores`;
const header = `Measured by \`npx pnpm bench:families\` on ${started.toISOString().slice(0, 10)} (Node ${process.version}, ${os.cpus()[0]?.model ?? 'unknown CPU'}; ${load}). Each family in a process of its own for each round (the instances run to warm up, then once timed), the median of ${ROUNDS} rounds that interleave the families; times are per suite (all its instances), ratios to A* in the same round set. Cost: the sum over the solved instances, the optimal sum in brackets.`;
const body = [header, ...suites.map((s) => `\n#### ${s.title}\n\n${table(s.rows)}`)].join('\n');
console.log(`\n${body}\n`);

if (!quick && only === undefined) {
  const docPath = `${packageRoot}../../docs/choosing-an-algorithm.md`;
  const doc = readFileSync(docPath, 'utf8');
  const open = '<!-- bench:families -->';
  const close = '<!-- /bench:families -->';
  const a = doc.indexOf(open);
  const b = doc.indexOf(close);
  if (a >= 0 && b > a) {
    writeFileSync(docPath, `${doc.slice(0, a + open.length)}\n\n${body}\n\n${doc.slice(b)}`);
    // Formatted as the repository's formatter wants it, so that `biome ci` stays clean.
    const biome = `${packageRoot}../../node_modules/@biomejs/biome/bin/biome`;
    if (existsSync(biome)) execFileSync(process.execPath, [biome, 'format', '--write', docPath], { stdio: 'ignore' });
    console.log(`rewrote the ${open} block of docs/choosing-an-algorithm.md`);
  } else {
    console.log(`!!! docs/choosing-an-algorithm.md has no ${open} … ${close} block: not rewritten !!!`);
  }
}

const results = {
  date: started.toISOString(),
  node: process.version,
  cpu: os.cpus()[0]?.model,
  loadBefore,
  loadAfter,
  rounds: ROUNDS,
  suites,
};
mkdirSync(`${packageRoot}bench/results`, { recursive: true });
const file = `${packageRoot}bench/results/families-${started.toISOString().replace(/[:.]/g, '-')}.json`;
writeFileSync(file, JSON.stringify(results, null, 2));
console.log(`JSON: ${file}`);
const summary = suites.flatMap((s) =>
  s.rows
    .filter((r) => r.skipped === undefined)
    .map((r) => ({
      suite: s.name,
      family: r.family,
      setting: r.setting,
      solved: r.solved,
      cost: r.costSum,
      expanded: r.expanded,
      ms: Math.round(r.medianMs),
      msRatio: Number(r.msRatio.toFixed(2)),
      ...(r.firstMs !== undefined ? { firstMs: Math.round(r.firstMs), firstCost: r.firstCostSum } : {}),
      ...(r.proven !== undefined ? { proven: r.proven, lowerBound: r.lowerBoundSum } : {}),
    })),
);
console.log(
  JSON.stringify({ bench: 'search-core families', load: { before: loadBefore, after: loadAfter }, rounds: ROUNDS, rows: summary }),
);
