// Fixed cost of a solve: for each sample level of a game (plugin.samples), the expansions, the
// cold time (the first solve in a fresh Node process, parse excluded; median over --cold N fresh
// processes, default 5; with Node's defaults and, interleaved, with V8's worker pool at one thread,
// `--v8-pool-size=1`: on a machine with two cores Node's four V8 workers take CPU time from a
// first solve while they optimise its code) and the warm time (median of --runs N solves, default
// 200, in one process after a warm-up of at least 300 ms).
// Goal: a level needing ≤ 100 expansions solves in ≤ 1 ms warm and ≤ 20 ms cold.
// Run after a build: `node scripts/fixed-cost.mjs <game> [--runs N] [--cold N] [--write]` (every game
// without one); `--write` rewrites the `<!-- bench:fixed-cost -->` block of each game's README.md with
// the table. Ends with one JSON summary line.
// With --one NAME it solves that sample once and prints its cold time as JSON (used by the parent).
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { loadText, markdownTable, writeReadmeBlock } from './readme-block.mjs';

/** Warm-up solves per sample: at least WARM_UP_MIN, then until WARM_UP_MS or WARM_UP_MAX. */
const WARM_UP_MIN = 20;
const WARM_UP_MS = 300;
const WARM_UP_MAX = 20_000;
const args = process.argv.slice(2);
const packages = fileURLToPath(new URL('../packages/', import.meta.url));
const games =
  args[0] && !args[0].startsWith('--')
    ? [args[0]]
    : readdirSync(packages)
        .filter((d) => d.startsWith('game-') && d !== 'game-kit')
        .map((d) => d.slice(5));
const summary = {};
for (const game of games) summary[game] = await measure(game);
if (!args.includes('--one')) console.log(JSON.stringify({ bench: 'fixed-cost', load: os.loadavg(), games: summary }));

async function measure(game) {
  const { plugin } = await import(new URL(`../packages/game-${game}/dist/index.js`, import.meta.url).href);
  const arg = (name, dflt) => (args.includes(name) ? args[args.indexOf(name) + 1] : dflt);
  const byName = (name) => plugin.samples.find((s) => s.name === name);

  if (args.includes('--one')) {
    const sample = byName(arg('--one'));
    const level = plugin.parse(sample.text, { file: sample.name });
    const t0 = performance.now();
    const { result } = plugin.solve(level);
    const ms = performance.now() - t0;
    console.log(JSON.stringify({ ms, expanded: result.stats.expanded, status: result.status }));
  } else {
    const runs = Number(arg('--runs', 200));
    const colds = Number(arg('--cold', 5));
    const self = fileURLToPath(import.meta.url);
    const loads = [os.loadavg()];
    const rows = plugin.samples.map((sample) => {
      const once = (flags) =>
        JSON.parse(execFileSync(process.execPath, [...flags, self, game, '--one', sample.name], { encoding: 'utf8' }));
      const fresh = [];
      const onePool = [];
      for (let k = 0; k < colds; k++) {
        fresh.push(once([]));
        onePool.push(once(['--v8-pool-size=1']).ms);
      }
      const coldTimes = fresh.map((f) => f.ms).sort((a, b) => a - b);
      onePool.sort((a, b) => a - b);
      const cold = fresh[0];
      const level = plugin.parse(sample.text, { file: sample.name });
      // Warm means after the JIT has settled: V8 optimises a function only after many calls, which
      // on a solve of a few microseconds takes more than twenty solves.
      const warmUpStart = performance.now();
      for (let i = 0; i < WARM_UP_MAX && (i < WARM_UP_MIN || performance.now() - warmUpStart < WARM_UP_MS); i++) plugin.solve(level);
      const times = [];
      let expanded = 0;
      for (let i = 0; i < runs; i++) {
        const t0 = performance.now();
        expanded = plugin.solve(level).result.stats.expanded;
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      if (expanded !== cold.expanded) throw new Error(`${sample.name}: ${expanded} expansions warm, ${cold.expanded} cold`);
      loads.push(os.loadavg());
      return {
        sample: sample.name,
        status: cold.status,
        expanded,
        'cold ms (median)': coldTimes[coldTimes.length >> 1].toFixed(2),
        'cold ms (min)': coldTimes[0].toFixed(2),
        'cold ms, 1 V8 worker': onePool[onePool.length >> 1].toFixed(2),
        'warm ms (median)': times[times.length >> 1].toFixed(3),
        'warm ms (min)': times[0].toFixed(3),
      };
    });
    console.log(
      `${plugin.name} samples: cold = first solve in a fresh process (${colds} processes; Node's defaults, and V8's pool at one worker); warm = median of ${runs} solves after ${WARM_UP_MIN}–${WARM_UP_MAX} warm-up solves (${WARM_UP_MS} ms)`,
    );
    console.table(rows);
    const table = markdownTable(
      ['sample', 'expanded', 'cold ms', 'cold ms, one V8 worker', 'warm ms (median)'],
      rows.map((r) => [r.sample, r.expanded, r['cold ms (median)'], r['cold ms, 1 V8 worker'], r['warm ms (median)']]),
    );
    const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
    const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`;
    const load = `${Math.min(...loads.map((l) => l[0])).toFixed(2)}–${Math.max(...loads.map((l) => l[0])).toFixed(2)}`;
    const text = `${table}\n\n\`npx pnpm bench:fixed-cost\` (\`node scripts/fixed-cost.mjs ${game} --write\`), ${when} UTC, ${machine}, load (1 min) ${load}. Cold: the first solve in a fresh Node process (parse excluded), median of ${colds} processes with Node's defaults and, interleaved, ${colds} with V8's worker pool at one thread; warm: the median of ${runs} solves after a warm-up of at least ${WARM_UP_MS} ms.`;
    console.log(`\n${text}\n\nload at the end ${loadText(os.loadavg())}`);
    const readme = fileURLToPath(new URL(`../packages/game-${game}/README.md`, import.meta.url));
    // Sokobond's README holds the fixed cost over its corpus instead, from its own bench/fixed-cost.mjs.
    if (args.includes('--write') && game !== 'sokobond') writeReadmeBlock(readme, 'fixed-cost', text);
    return Object.fromEntries(
      rows.map((r) => [r.sample, { expanded: r.expanded, coldMs: Number(r['cold ms (median)']), warmMs: Number(r['warm ms (median)']) }]),
    );
  }
}
