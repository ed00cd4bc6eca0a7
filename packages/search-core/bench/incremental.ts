/**
 * `npx pnpm bench:incremental`: the incremental planners (LPA*, D* Lite) against a fresh A* after
 * each change, on the 256² grid benchmark. Each replan first puts up k walls on cells of the
 * current path (LPA*: anywhere along it; D* Lite: within the 20 cells ahead of an agent that has
 * walked 8 cells since the last replan, as a unit that sees a corridor close), tells the planner,
 * and asks it for the path again; A* then searches the changed grid from scratch (from the
 * agent, for D* Lite). The two alternate which goes first. One warm-up round, then the median of
 * the rounds' totals; the walls are drawn from a seeded generator, so every round replays the same
 * changes. Prints the table with the machine's load, rewrites the block `<!-- bench:incremental -->`
 * of docs/choosing-an-algorithm.md (not with `--quick`), and ends with one JSON summary line.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import * as sc from '../src/index.js';
import { gridFamilies } from './grid-families.js';
import { type BenchGrid, makeGrid, prng } from './grid.js';
import { median } from './median.js';

const packageRoot = fileURLToPath(new URL('../../', import.meta.url));
const quick = process.argv.includes('--quick');
const ROUNDS = quick ? 3 : 5;
const PAIRS = quick ? 1 : 3;
const REPLANS = quick ? 8 : 20;
const WALLS = [1, 10];

interface Tally {
  replans: number;
  expanded: number;
  ms: number;
  astarExpanded: number;
  astarMs: number;
}

const timed = <T>(f: () => T): [T, number] => {
  const t = performance.now();
  const r = f();
  return [r, performance.now() - t];
};

/** One round of one planner on one pair: REPLANS changes of k walls each, or fewer if the goal is walled off. */
function scenario(grid: BenchGrid, pair: readonly [number, number], planner: 'lpaStar' | 'dStarLite', k: number, seed: number): Tally {
  const walls = grid.walls.slice();
  const world: BenchGrid = { ...grid, walls };
  const [start, goal] = pair;
  const open = gridFamilies(world, start, goal).problem;
  // A cell walled up loses its edges both ways (the benchmark's grid problem lists a wall's
  // neighbours, which no search of a fixed grid ever asks for).
  const problem: sc.BidirectionalProblem<number, number> = {
    ...open,
    expand: (s, emit) => {
      if (walls[s] === 0) open.expand!(s, emit);
    },
    predecessors: (s) => (walls[s] === 0 ? open.predecessors(s) : []),
  };
  const manhattan = (a: number, b: number): number => {
    const ax = a % grid.width;
    const bx = b % grid.width;
    return Math.abs(ax - bx) + Math.abs((a - ax) / grid.width - (b - bx) / grid.width);
  };
  const rand = prng(seed);
  const tally: Tally = { replans: 0, expanded: 0, ms: 0, astarExpanded: 0, astarMs: 0 };
  const lpa = planner === 'lpaStar' ? sc.lpaStar(problem) : undefined;
  const dstar = planner === 'dStarLite' ? sc.dStarLite(problem, { heuristic: manhattan }) : undefined;
  const plan = (lpa ?? dstar)!;
  let path = plan.search();
  let agent = start;
  for (let i = 0; i < REPLANS && path.status === 'solved'; i++) {
    let ahead = path.states;
    if (dstar !== undefined) {
      // The agent walks 8 cells, then sees walls go up within 20 cells ahead of it.
      agent = ahead[Math.min(8, ahead.length - 1)]!;
      dstar.moveTo(agent);
      ahead = ahead.slice(Math.min(8, ahead.length - 1), Math.min(28, ahead.length));
    }
    const inner = ahead.filter((c) => c !== start && c !== goal && c !== agent);
    if (inner.length === 0) break;
    const changed: number[] = [];
    for (let w = 0; w < k; w++) {
      const c = inner[Math.floor(rand() * inner.length)]!;
      walls[c] = 1;
      changed.push(c);
    }
    plan.costsChanged(changed);
    const fresh = () => timed(() => sc.astar({ ...problem, initial: agent }));
    const replan = () => timed(() => plan.search());
    let a: [sc.SearchResult<number, number>, number];
    let r: [sc.SearchResult<number, number>, number];
    if (i % 2 === 0) {
      r = replan();
      a = fresh();
    } else {
      a = fresh();
      r = replan();
    }
    if (r[0].cost !== a[0].cost || r[0].status !== a[0].status)
      throw new Error(`${planner}: replan ${i} cost ${r[0].cost}, A* ${a[0].cost}`);
    tally.replans++;
    tally.expanded += r[0].stats.expanded;
    tally.ms += r[1];
    tally.astarExpanded += a[0].stats.expanded;
    tally.astarMs += a[1];
    path = r[0];
  }
  return tally;
}

const loadBefore = os.loadavg();
const started = new Date();
const grid = makeGrid('256² 20% walls', 256, 0.2, PAIRS, 1);
const cases = (['lpaStar', 'dStarLite'] as const).flatMap((planner) => WALLS.map((k) => ({ planner, k })));
const totals = new Map<string, Tally[]>();
for (let round = 0; round <= ROUNDS; round++) {
  // Interleaved: every case in every round, in an order that turns from round to round.
  for (let c = 0; c < cases.length; c++) {
    const { planner, k } = cases[(c + round) % cases.length]!;
    const sum: Tally = { replans: 0, expanded: 0, ms: 0, astarExpanded: 0, astarMs: 0 };
    grid.pairs.forEach((pair, p) => {
      const t = scenario(grid, pair, planner, k, 1000 * p + k);
      for (const key of Object.keys(sum) as (keyof Tally)[]) sum[key] += t[key];
    });
    // Round 0 warms up.
    if (round > 0) totals.set(`${planner} ${k}`, [...(totals.get(`${planner} ${k}`) ?? []), sum]);
  }
}
const loadAfter = os.loadavg();

const rows = cases.map(({ planner, k }) => {
  const ts = totals.get(`${planner} ${k}`)!;
  const replans = ts[0]!.replans;
  const expanded = ts[0]!.expanded / replans;
  const astarExpanded = ts[0]!.astarExpanded / replans;
  const ms = median(ts.map((t) => t.ms)) / replans;
  const astarMs = median(ts.map((t) => t.astarMs)) / replans;
  return { planner, k, replans, expanded, astarExpanded, ms, astarMs };
});

const fmt = (x: number) => Math.round(x).toLocaleString('en-US');
const load = `load average ${loadBefore.map((x) => x.toFixed(1)).join(' / ')} before, ${loadAfter.map((x) => x.toFixed(1)).join(' / ')} after (1/5/15 min), ${os.cpus().length} cores`;
const header = `Measured by \`npx pnpm bench:incremental\` on ${started.toISOString().slice(0, 10)} (Node ${process.version}, ${os.cpus()[0]?.model ?? 'unknown CPU'}; ${load}). Grid ${grid.name}, ${PAIRS} start/goal pairs, up to ${REPLANS} replans each; k walls put up on the path before each replan. Per replan: the planner's repair against a fresh \`astar\` on the same changed grid; one warm-up round, then the median of ${ROUNDS} interleaved rounds.`;
const table = [
  '| planner | walls per change | replans | expansions | A* expansions | ratio | ms | A* ms | ratio |',
  '|---|---|---|---|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| \`${r.planner}\` | ${r.k} | ${r.replans} | ${fmt(r.expanded)} | ${fmt(r.astarExpanded)} | ${(r.expanded / r.astarExpanded).toFixed(2)} | ${r.ms.toFixed(2)} | ${r.astarMs.toFixed(2)} | ${(r.ms / r.astarMs).toFixed(2)} |`,
  ),
].join('\n');
const body = `${header}\n\n${table}`;
console.log(`\n${body}\n`);

if (!quick) {
  const docPath = `${packageRoot}../../docs/choosing-an-algorithm.md`;
  const doc = readFileSync(docPath, 'utf8');
  const open = '<!-- bench:incremental -->';
  const close = '<!-- /bench:incremental -->';
  const a = doc.indexOf(open);
  const b = doc.indexOf(close);
  if (a >= 0 && b > a) {
    writeFileSync(docPath, `${doc.slice(0, a + open.length)}\n\n${body}\n\n${doc.slice(b)}`);
    const biome = `${packageRoot}../../node_modules/@biomejs/biome/bin/biome`;
    if (existsSync(biome)) execFileSync(process.execPath, [biome, 'format', '--write', docPath], { stdio: 'ignore' });
    console.log(`rewrote the ${open} block of docs/choosing-an-algorithm.md`);
  } else {
    console.log(`!!! docs/choosing-an-algorithm.md has no ${open} … ${close} block: not rewritten !!!`);
  }
}

console.log(
  JSON.stringify({
    bench: 'search-core incremental',
    load: { before: loadBefore, after: loadAfter },
    rounds: ROUNDS,
    rows: rows.map((r) => ({
      planner: r.planner,
      walls: r.k,
      replans: r.replans,
      expanded: Math.round(r.expanded),
      astarExpanded: Math.round(r.astarExpanded),
      ms: Number(r.ms.toFixed(3)),
      astarMs: Number(r.astarMs.toFixed(3)),
    })),
  }),
);
