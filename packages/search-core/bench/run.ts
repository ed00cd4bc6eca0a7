/**
 * `npx pnpm bench` for search-core: grid A* against npm peers, IDA* on the 15-puzzle against a
 * specialised IDA*, the open list against flatqueue, the fixed cost of a small search, and bytes
 * per stored state. Prints tables; writes JSON to bench/results/. A full run with `--write` rewrites the
 * `<!-- bench:peers -->` block of README.md with one summary table; every run ends with one JSON line.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseKorf } from '../test/fixtures/fifteen-puzzle.js';
import { contenders } from './grid-contenders.js';
import { FIFTEEN_SHAPES, type FifteenMeasure, type FifteenShape, measureFifteen } from './fifteen.js';
import { makeGrid } from './grid.js';
import { median } from './median.js';
import { measureMemory, type MemoryRun } from './memory.js';
import { queueOps, queuesInGridAStar, type QueueTiming } from './open-list.js';
import { measureSmallSearch, SMALL_SEARCHES, type SmallSearchRow } from './small-searches.js';

// Runs from bench/.dist/ (bundled by tsup); the package root is two levels up.
const packageRoot = fileURLToPath(new URL('../../', import.meta.url));
const benchDir = `${packageRoot}bench`;
if (process.argv.includes('--memory-child')) {
  // The memory part's own process (see below): one measure, as JSON.
  process.stdout.write(JSON.stringify(measureMemory(Number(process.argv[process.argv.indexOf('--memory-child') + 1]))));
  process.exit(0);
}
const quick = process.argv.includes('--quick');
const korfPath = `${packageRoot}../../../shared/bench/korf100.tsv`;
const korfInstances = () => parseKorf(readFileSync(korfPath, 'utf8')).filter((i) => i.generated < 5_000_000 && i.id !== 89);
if (process.argv.includes('--fifteen-child')) {
  // One problem shape per process (see below): its measure, as JSON.
  const shape = process.argv[process.argv.indexOf('--fifteen-child') + 1] as FifteenShape;
  process.stdout.write(JSON.stringify(measureFifteen(korfInstances(), shape, quick ? 1 : 5)));
  process.exit(0);
}
if (process.argv.includes('--small-child')) {
  // One small search per process (see below): its measure, as JSON.
  const name = process.argv[process.argv.indexOf('--small-child') + 1]!;
  process.stdout.write(JSON.stringify(measureSmallSearch(name, quick ? 5 : 15)));
  process.exit(0);
}
/** `--only grid|fifteen|queue|small|memory` runs one part (`npx pnpm bench:peers --only fifteen`). */
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
if (only !== undefined && !['grid', 'fifteen', 'queue', 'small', 'memory'].includes(only)) {
  console.error(`--only takes grid, fifteen, queue, small or memory (got ${only})`);
  process.exit(2);
}
const wanted = (part: string) => only === undefined || only === part;
/** Runs this script again with `childFlag arg` (and Node's `nodeFlags`) and reads the measure it prints as JSON. */
const inChild = <T>(childFlag: string, arg: string, nodeFlags: readonly string[] = []): T =>
  JSON.parse(
    execFileSync(process.execPath, [...nodeFlags, fileURLToPath(import.meta.url), childFlag, arg, ...(quick ? ['--quick'] : [])], {
      encoding: 'utf8',
    }),
  ) as T;
const fmt = (x: number, d = 2) => x.toFixed(d);
const loadStart = os.loadavg();
const results: Record<string, unknown> = {
  date: new Date().toISOString(),
  node: process.version,
  cpu: os.cpus()[0]?.model,
  cores: os.cpus().length,
};

// ---- Grid A* ---------------------------------------------------------------------------------
const grids = !wanted('grid')
  ? []
  : [makeGrid('256² 20% walls', 256, 0.2, quick ? 4 : 12, 1), makeGrid('512² 30% walls', 512, 0.3, quick ? 3 : 8, 2)];
const gridRows: { grid: string; contender: string; medianMs: number; ratio: number; setupMs?: number }[] = [];
for (const grid of grids) {
  const rounds = quick ? 3 : 7;
  const searches = contenders.map((c) => c.prepare(grid));
  // Warm up (JIT tiers) and check every path length against BFS.
  for (let w = 0; w < 3; w++) {
    contenders.forEach((c, k) => {
      grid.pairs.forEach(([s, g], i) => {
        const len = searches[k]!(s, g);
        if (len !== grid.lengths[i]) throw new Error(`${c.name} on ${grid.name}: pair ${i} gave ${len} moves, BFS says ${grid.lengths[i]}`);
      });
    });
  }
  // Rounds interleave the contenders, so a busy moment of the machine hits them all alike.
  const times: number[][] = contenders.map(() => []);
  for (let r = 0; r < rounds; r++) {
    contenders.forEach((_, k) => {
      for (const [s, g] of grid.pairs) {
        const t = performance.now();
        searches[k]!(s, g);
        times[k]!.push(performance.now() - t);
      }
    });
  }
  const oursMs = median(times[0]!);
  contenders.forEach((c, k) => {
    const ms = median(times[k]!);
    let setupMs: number | undefined;
    if (c.perSearchSetup) {
      const setup = c.perSearchSetup(grid);
      const st: number[] = [];
      for (let i = 0; i < 20; i++) {
        const t = performance.now();
        setup();
        st.push(performance.now() - t);
      }
      setupMs = median(st);
    }
    gridRows.push({ grid: grid.name, contender: c.name, medianMs: ms, ratio: ms / oursMs, ...(setupMs !== undefined ? { setupMs } : {}) });
  });
}
if (gridRows.length > 0)
  console.log('\nGrid A* (4-connected, Manhattan; median ms per search; ratio = contender / ours; all path lengths checked equal to BFS)');
if (gridRows.length > 0)
  console.log('| grid | contender | median ms | ratio to ours | of which per-search setup |\n|---|---|---:|---:|---:|');
for (const r of gridRows)
  console.log(
    `| ${r.grid} | ${r.contender} | ${fmt(r.medianMs)} | ${fmt(r.ratio)}× | ${r.setupMs !== undefined ? fmt(r.setupMs) + ' ms grid clone' : ''} |`,
  );
results.grid = gridRows;

// ---- IDA* 15-puzzle ----------------------------------------------------------------------------
if (!wanted('fifteen')) {
  // skipped by --only
} else if (!existsSync(korfPath)) {
  console.log(`\n!!! ${korfPath} is absent: the 15-puzzle benchmark is SKIPPED !!!`);
} else {
  // Each problem shape in a process of its own: calls to the methods of two shapes through one
  // search loop are megamorphic, and V8 then inlines none of them.
  const rows = FIFTEEN_SHAPES.map((shape) => inChild<FifteenMeasure>('--fifteen-child', shape));
  const label: Record<FifteenShape, string> = {
    class: 'a class (methods on the prototype)',
    closures: 'an object literal, new closures per problem',
  };
  console.log(
    `\nIDA* on the ${rows[0]!.instances} Korf instances under 5M nodes (${rows[0]!.generated.toLocaleString('en')} nodes generated, counts checked)`,
  );
  console.log(
    '| search-core idaStarInPlace, the problem written as | generated nodes / s | hand-specialised IDA*, same process | ratio to specialised |',
  );
  console.log('|---|---:|---:|---:|');
  for (const r of rows) {
    console.log(
      `| ${label[r.shape]} | ${(r.genericNodesPerSecond / 1e6).toFixed(1)} M | ${(r.specialisedNodesPerSecond / 1e6).toFixed(1)} M | ${fmt(r.ratio)} |`,
    );
  }
  results.fifteen = rows;
}

// ---- Open list against flatqueue ----------------------------------------------------------------
if (wanted('queue')) {
  const cpuTimed = (rows: QueueTiming[], unit: string) => {
    const base = rows[rows.length - 1]!;
    for (const r of rows) {
      console.log(
        `| ${r.name} | ${fmt(median(r.wallMs), unit === 'ms' ? 1 : 2)} | ${fmt(median(r.cpuMs), unit === 'ms' ? 1 : 2)} | ${fmt(median(r.cpuMs) / median(base.cpuMs))} |`,
      );
    }
  };
  const pushes = quick ? 600_000 : 2_000_000;
  const ops = queueOps(pushes, quick ? 3 : 9);
  console.log(`
Open list: ${(pushes / 1e6).toFixed(1)} M pushes, a pop after every third (median of interleaved rounds)`);
  console.log('| queue | wall ms | CPU ms | CPU ratio to flatqueue |\n|---|---:|---:|---:|');
  cpuTimed(ops, 'ms');
  const inGrid = makeGrid('512² 30% walls', 512, 0.3, quick ? 3 : 8, 2);
  const astarRows = queuesInGridAStar(inGrid, quick ? 3 : 9);
  console.log(`
The same grid A* on each queue (${inGrid.name}; ms per search; path lengths checked)`);
  console.log('| queue | wall ms | CPU ms | CPU ratio to flatqueue |\n|---|---:|---:|---:|');
  cpuTimed(astarRows, 'search');
  results.queue = { ops, inGridAStar: astarRows };
}

// ---- Small searches ----------------------------------------------------------------------------
if (wanted('small')) {
  // Each search in a process of its own, as a solver with one problem shape would run it.
  const rows = SMALL_SEARCHES.map((name) => inChild<SmallSearchRow>('--small-child', name));
  console.log(
    '\nSmall searches: µs per search (median of rounds of 2,000, each search in its own process): mostly the cost of starting one',
  );
  console.log('| search | ends at its start | ten moves deep |\n|---|---:|---:|');
  for (const r of rows) console.log(`| ${r.search} | ${fmt(r.atStartUs)} | ${fmt(r.tenMovesUs)} |`);
  results.small = rows;
}

// ---- Memory ----------------------------------------------------------------------------------
if (wanted('memory')) {
  // In a process of its own: garbage and compiled code the other parts leave would move the heap
  // between the baseline and the samples by megabytes either way.
  const size = quick ? 1000 : 2000;
  const mem = inChild<MemoryRun>('--memory-child', String(size), ['--expose-gc']);
  console.log(`\nMemory: A* (numeric keys) over an open ${quick ? 1000 : 2000}² grid`);
  console.log('| stored states | bytes | bytes per stored state | range while growing (≥ 1M states) | ms |');
  console.log('|---:|---:|---:|---:|---:|');
  console.log(
    `| ${mem.stored.toLocaleString('en')} | ${mem.bytes.toLocaleString('en')} | ${fmt(mem.bytesPerState, 1)} | ${fmt(mem.minBytesPerState, 1)}–${fmt(mem.maxBytesPerState, 1)} | ${fmt(mem.ms, 0)} |`,
  );
  results.memory = mem;
}

mkdirSync(`${benchDir}/results`, { recursive: true });
const file = `${benchDir}/results/search-core-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
writeFileSync(file, JSON.stringify(results, null, 2));
console.log(`\nJSON: ${file}`);

// ---- The README's block: one row per measure, ours and its ratio to the peers of the same run ------
if (only === undefined && !quick) {
  // Imported at run time from the repository (not bundled into bench/.dist): it formats with the root's Biome.
  const { loadText, markdownTable, writeReadmeBlock } = await import(pathToFileURL(`${packageRoot}../../scripts/readme-block.mjs`).href);
  const fifteen = results.fifteen as FifteenMeasure[] | undefined;
  const queue = results.queue as { ops: QueueTiming[]; inGridAStar: QueueTiming[] };
  const small = results.small as SmallSearchRow[];
  const mem = results.memory as MemoryRun;
  const rows: string[][] = [];
  for (const grid of grids) {
    const of = gridRows.filter((r) => r.grid === grid.name);
    const ours = of[0]!;
    const peers = of.slice(1).map((r) => `${r.contender.replace(/ \(.*\)$/, '')} ${fmt(r.ratio)}×`);
    rows.push([`grid A* ${grid.name}, median ms per search`, fmt(ours.medianMs), peers.join('; ')]);
  }
  for (const r of fifteen ?? []) {
    const shape = r.shape === 'class' ? 'the problem a class' : 'the problem an object literal with new closures per problem';
    rows.push([
      `15-puzzle \`idaStarInPlace\` (${r.instances} Korf instances under 5 M nodes, counts checked), generated nodes/s, ${shape}`,
      `${(r.genericNodesPerSecond / 1e6).toFixed(1)} M`,
      `${fmt(r.ratio)} of the hand-specialised IDA*`,
    ]);
  }
  const cpuRatio = (rs: QueueTiming[]): number => median(rs[0]!.cpuMs) / median(rs[rs.length - 1]!.cpuMs);
  rows.push([
    'open list, 2 M pushes and 0.67 M pops, CPU ms',
    fmt(median(queue.ops[0]!.cpuMs), 0),
    `${fmt(cpuRatio(queue.ops))} of flatqueue's`,
  ]);
  rows.push([
    'grid A* 512² on our open list, CPU ms per search',
    fmt(median(queue.inGridAStar[0]!.cpuMs), 1),
    `${fmt(cpuRatio(queue.inGridAStar))} of the same on flatqueue`,
  ]);
  const span = (xs: number[]) => `${fmt(Math.min(...xs))}–${fmt(Math.max(...xs))}`;
  rows.push([
    `a search of a few states, µs: ending at its start / ten moves deep (${small.length} engines, each in its own process)`,
    `${span(small.map((r) => r.atStartUs))} / ${span(small.map((r) => r.tenMovesUs))}`,
    '',
  ]);
  rows.push([
    `memory: A* over an open 2000² grid, bytes per stored state (${(mem.stored / 1e6).toFixed(1)} M states)`,
    fmt(mem.bytesPerState, 1),
    `${fmt(mem.minBytesPerState, 1)}–${fmt(mem.maxBytesPerState, 1)} while growing`,
  ]);
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`;
  const text = `${markdownTable(['what', 'ours', 'against the peers, same run'], rows, [false, true, false])}\n\n\`npx pnpm bench:peers --write\`, ${when} UTC, ${machine}, load (1 min) ${fmt(loadStart[0]!)} at the start, ${fmt(os.loadavg()[0]!)} at the end. Rounds interleave the contenders; medians of 7 rounds (grid), 5 (15-puzzle), 9 (open list), 15 (small searches, each in its own process). Ratios: a peer's time over ours (grid), ours over the other's (the rest).`;
  console.log(`\n${text}\n\nload at the end ${loadText(os.loadavg())}`);
  if (process.argv.includes('--write')) writeReadmeBlock(`${packageRoot}README.md`, 'peers', text);
}
console.log(
  JSON.stringify({
    bench: 'search-core-peers',
    grid: gridRows.filter((r) => r.contender.startsWith('search-core')).map((r) => ({ grid: r.grid, ms: r.medianMs })),
    fifteenRatio: (results.fifteen as FifteenMeasure[] | undefined)?.map((r) => ({ shape: r.shape, ratio: r.ratio })),
    bytesPerState: (results.memory as MemoryRun | undefined)?.bytesPerState,
    load: os.loadavg(),
  }),
);
