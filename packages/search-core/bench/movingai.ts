/**
 * `npx pnpm bench:movingai [map scen]`: every scenario of a Moving AI map (default: `arena.map` from
 * `../shared/bench/movingai/`) searched by our grid A* and jump point search and by the npm grid
 * packages, each with the rules it offers closest to the benchmark's (8-connected, diagonal √2, no
 * corner cutting). CPU time per round of all scenarios, rounds interleaved, median of the rounds;
 * every answer's path checked against the benchmark's rule and its optimal length. Ends with one
 * JSON line `{"bench":"movingai", …}`.
 *
 * Flags: `--rounds N` (default 15, at least 5), `--max-scenarios N` (the first N; default all).
 */
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import EasyStar from 'easystarjs';
import jsAstar from 'javascript-astar';
import PF from 'pathfinding';
import {
  DiagonalMovement,
  type Grid,
  gridAStar,
  jumpPointSearch,
  type MovingAiScenario,
  parseMovingAiMap,
  parseMovingAiScenarios,
} from '../src/grid/index.js';
import { writeDocBlock } from './doc-block.js';
import { median } from './median.js';

const packageRoot = fileURLToPath(new URL('../../', import.meta.url));
const flag = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const positional = process.argv.slice(2).filter((a, i, all) => !a.startsWith('--') && !all[i - 1]?.startsWith('--'));
const rounds = Math.max(5, Number(flag('--rounds') ?? 15));
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** `shared/bench/movingai/<file>` beside the checkout (or beside a folder above it, for worktrees). */
function findShared(file: string): string {
  let dir = `${packageRoot}../../`;
  for (let up = 0; up < 4; up++, dir += '../')
    if (existsSync(`${dir}../shared/bench/movingai/${file}`)) return `${dir}../shared/bench/movingai/${file}`;
  return `${packageRoot}../../../shared/bench/movingai/${file}`;
}
const mapPath = positional[0] ?? findShared('arena.map');
const scenPath = positional[1] ?? `${mapPath}.scen`;
for (const path of [mapPath, scenPath]) {
  if (!existsSync(path)) {
    console.log(`\n!!! ${path} is absent: the Moving AI benchmark is SKIPPED !!!`);
    process.exit(0);
  }
}
const { grid } = parseMovingAiMap(readFileSync(mapPath, 'utf8'));
const all = parseMovingAiScenarios(readFileSync(scenPath, 'utf8'));
const scenarios = all.slice(0, Number(flag('--max-scenarios') ?? all.length));
for (const s of scenarios) {
  if (!grid.contains(s.start.x, s.start.y) || !grid.contains(s.goal.x, s.goal.y)) {
    throw new Error(`a scenario of ${scenPath} leaves the ${grid.width}×${grid.height} map: ${JSON.stringify(s)}`);
  }
}

/** A contender: made once per map, then asked for one path (as points, start first; [] for none). */
interface Contender {
  readonly name: string;
  /** The rule its answers follow, as the benchmark names them. */
  readonly rule: string;
  prepare(grid: Grid): (s: MovingAiScenario) => readonly (readonly [number, number])[];
}

const toPoints = (grid: Grid, cells: readonly number[] | undefined) =>
  (cells ?? []).map((c) => [c % grid.width, Math.floor(c / grid.width)] as const);
const rows = (grid: Grid, blocked: number, open: number) =>
  Array.from({ length: grid.height }, (_, y) => Array.from({ length: grid.width }, (_, x) => (grid.isWalkable(x, y) ? open : blocked)));

const contenders: Contender[] = [
  {
    name: 'search-core gridAStar',
    rule: 'no corner cutting, √2',
    prepare: (grid) => (s) => toPoints(grid, gridAStar(grid, s.start, s.goal, { diagonal: DiagonalMovement.OnlyWhenNoObstacles }).cells),
  },
  {
    name: 'search-core jumpPointSearch',
    rule: 'no corner cutting, √2',
    prepare: (grid) => (s) =>
      toPoints(grid, jumpPointSearch(grid, s.start, s.goal, { diagonal: DiagonalMovement.OnlyWhenNoObstacles }).cells),
  },
  {
    name: 'easystarjs (sync)',
    rule: 'no corner cutting, diagonal 1.4',
    prepare(grid) {
      const es = new EasyStar.js();
      es.setGrid(rows(grid, 1, 0));
      es.setAcceptableTiles([0]);
      es.enableDiagonals();
      es.disableCornerCutting();
      es.enableSync();
      es.setIterationsPerCalculation(Number.MAX_SAFE_INTEGER);
      return (s) => {
        let path: { x: number; y: number }[] | null = null;
        es.findPath(s.start.x, s.start.y, s.goal.x, s.goal.y, (p) => {
          path = p;
        });
        es.calculate();
        return ((path ?? []) as { x: number; y: number }[]).map((p) => [p.x, p.y] as const);
      };
    },
  },
  {
    name: 'javascript-astar',
    rule: 'cuts corners (its only diagonal mode), √2',
    prepare(grid) {
      // Its Graph takes columns of weights (0 = wall), indexed [x][y].
      const columns = Array.from({ length: grid.width }, (_, x) =>
        Array.from({ length: grid.height }, (_, y) => (grid.isWalkable(x, y) ? 1 : 0)),
      );
      const graph = new jsAstar.Graph(columns, { diagonal: true });
      return (s) => {
        const start = graph.grid[s.start.x]![s.start.y];
        const end = graph.grid[s.goal.x]![s.goal.y];
        const path = jsAstar.astar.search(graph, start, end, { heuristic: jsAstar.astar.heuristics.diagonal }) as {
          x: number;
          y: number;
        }[];
        if (s.start.x === s.goal.x && s.start.y === s.goal.y) return [[s.start.x, s.start.y]];
        return path.length === 0 ? [] : [[s.start.x, s.start.y] as const, ...path.map((p) => [p.x, p.y] as const)];
      };
    },
  },
  {
    name: 'pathfinding AStarFinder',
    rule: 'no corner cutting, √2',
    prepare(grid) {
      const base = new PF.Grid(grid.width, grid.height, rows(grid, 1, 0));
      const finder = new PF.AStarFinder({ diagonalMovement: PF.DiagonalMovement.OnlyWhenNoObstacles });
      // It marks its grid while searching: a clone per search is part of using it.
      return (s) => finder.findPath(s.start.x, s.start.y, s.goal.x, s.goal.y, base.clone()).map((p) => [p[0]!, p[1]!] as const);
    },
  },
  {
    name: 'pathfinding JumpPointFinder',
    rule: 'no corner cutting, √2',
    prepare(grid) {
      const base = new PF.Grid(grid.width, grid.height, rows(grid, 1, 0));
      const finder = new PF.JumpPointFinder({ diagonalMovement: PF.DiagonalMovement.OnlyWhenNoObstacles });
      return (s) =>
        PF.Util.expandPath(finder.findPath(s.start.x, s.start.y, s.goal.x, s.goal.y, base.clone())).map((p) => [p[0]!, p[1]!] as const);
    },
  },
];

/** The cost of a path under the benchmark's rule, or NaN when a step breaks it (a cut corner, a wall, a jump). */
function benchmarkCost(grid: Grid, s: MovingAiScenario, path: readonly (readonly [number, number])[]): number {
  if (path.length === 0 || path[0]![0] !== s.start.x || path[0]![1] !== s.start.y) return Number.NaN;
  const last = path[path.length - 1]!;
  if (last[0] !== s.goal.x || last[1] !== s.goal.y) return Number.NaN;
  let cost = 0;
  for (let i = 1; i < path.length; i++) {
    const [ax, ay] = path[i - 1]!;
    const [bx, by] = path[i]!;
    const dx = bx - ax;
    const dy = by - ay;
    if (Math.abs(dx) > 1 || Math.abs(dy) > 1 || !grid.contains(bx, by) || !grid.isWalkable(bx, by)) return Number.NaN;
    if (dx !== 0 && dy !== 0 && !(grid.isWalkable(ax + dx, ay) && grid.isWalkable(ax, ay + dy))) return Number.NaN;
    cost += dx !== 0 && dy !== 0 ? Math.SQRT2 : 1;
  }
  return cost;
}

console.log(
  `Moving AI: ${mapPath.split('/').pop()} (${grid.width}×${grid.height}), ${scenarios.length} scenarios, ${rounds} interleaved rounds (node ${process.version}, ${os.cpus()[0]?.model ?? '?'}, load ${load()})`,
);
const searches = contenders.map((c) => c.prepare(grid));
// Answers: each contender's paths checked once (and the JIT warmed up by three passes).
const verdicts = contenders.map((c, k) => {
  let optimal = 0;
  let costlier = 0;
  let illegal = 0;
  let missing = 0;
  for (let pass = 0; pass < 3; pass++) {
    for (const s of scenarios) {
      const path = searches[k]!(s);
      if (pass > 0) continue;
      const cost = benchmarkCost(grid, s, path);
      if (path.length === 0) missing++;
      else if (Number.isNaN(cost)) illegal++;
      else if (Math.abs(cost - s.optimalLength) < 1e-3) optimal++;
      else costlier++;
    }
  }
  return { name: c.name, rule: c.rule, optimal, costlier, illegal, missing };
});
const cpu: number[][] = contenders.map(() => []);
for (let r = 0; r < rounds; r++) {
  // Rotate the order every round, so that no contender always runs right after the same one.
  for (let i = 0; i < contenders.length; i++) {
    const k = (i + r) % contenders.length;
    const search = searches[k]!;
    const before = process.cpuUsage();
    for (const s of scenarios) search(s);
    const used = process.cpuUsage(before);
    cpu[k]!.push((used.user + used.system) / scenarios.length);
  }
}
const results = contenders.map((_, k) => ({
  ...verdicts[k]!,
  medianUs: median(cpu[k]!),
  minUs: Math.min(...cpu[k]!),
  maxUs: Math.max(...cpu[k]!),
}));
const astarUs = results[0]!.medianUs;
const jpsUs = results[1]!.medianUs;
console.log(`\n| contender | rule it answers with | CPU µs per search (median) | vs our A* | optimal | costlier | illegal | none |`);
console.log('|---|---|---:|---:|---:|---:|---:|---:|');
for (const r of results) {
  console.log(
    `| ${r.name} | ${r.rule} | ${r.medianUs.toFixed(1)} (${r.minUs.toFixed(1)}–${r.maxUs.toFixed(1)}) | ${(r.medianUs / astarUs).toFixed(2)}× | ${r.optimal} | ${r.costlier} | ${r.illegal} | ${r.missing} |`,
  );
}
const peers = results.slice(2);
const slowestPeerRatio = Math.min(...peers.map((p) => p.medianUs / astarUs));
console.log(
  `\nour A* is ${slowestPeerRatio >= 1 ? 'faster than every peer' : 'NOT faster than every peer'} (the fastest peer takes ${slowestPeerRatio.toFixed(2)}× its time); ` +
    `jump point search is ${(astarUs / jpsUs).toFixed(2)}× faster than our A* (load ${load()})`,
);
// The docs' table is rewritten by a run on the default map with every scenario.
if (positional[0] === undefined && scenarios.length === all.length) {
  const body = [
    `Measured by \`npx pnpm bench:movingai\` on ${new Date().toISOString().slice(0, 10)}: ${mapPath.split('/').pop()} (${grid.width}×${grid.height}), all ${scenarios.length} scenarios, ` +
      `CPU time per search, median of ${rounds} interleaved rounds (Node ${process.version}, ${os.cpus()[0]?.model ?? '?'}, ${os.cpus().length} cores shared with other jobs, load ${load()}). ` +
      '"Optimal": a legal path under the benchmark\'s rule (no corner cutting) of the length its `.scen` gives.',
    '',
    '| contender | rule it answers with | µs per search | vs our A* | optimal | costlier | illegal | none |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| ${r.name} | ${r.rule} | ${r.medianUs.toFixed(1)} | ${(r.medianUs / astarUs).toFixed(2)}× | ${r.optimal} | ${r.costlier} | ${r.illegal} | ${r.missing} |`,
    ),
  ].join('\n');
  writeDocBlock(`${packageRoot}../../docs/grid.md`, 'movingai', body);
}
console.log(
  JSON.stringify({
    bench: 'movingai',
    map: mapPath.split('/').pop(),
    scenarios: scenarios.length,
    rounds,
    load: os.loadavg(),
    astarUs,
    jpsUs,
    jpsSpeedup: astarUs / jpsUs,
    fastestPeerRatio: slowestPeerRatio,
    contenders: results.map((r) => ({
      name: r.name,
      medianUs: r.medianUs,
      optimal: r.optimal,
      costlier: r.costlier,
      illegal: r.illegal,
      none: r.missing,
    })),
  }),
);
