// `npx pnpm bench:cli`: the wall time of a whole `puzzle-solve` process on a trivial level of each game,
// against `node -e 0` (Node's own start) measured in the same run, interleaved round by round so that
// a busy machine slows every column alike. Prints medians and the ratio to `node -e 0` (goal ≤ 1.5×),
// rewrites the start-up table of the command line's README (the `cli-startup` block), and ends with
// one JSON summary line. The binary's compile cache lives in a folder of this run's own (written by
// the first round, which is not counted); each game is also timed without it, as on the first run
// after an install.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { markdownTable, writeBlock } from '../../../scripts/lib/marked-block.mjs';

const bin = fileURLToPath(new URL('../dist/bin.cjs', import.meta.url));
const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const rounds = Number(process.env.ROUNDS ?? 15);
const cacheDir = mkdtempSync(join(tmpdir(), 'puzzle-solve-bench-'));
const cached = { ...process.env, PUZZLE_SOLVE_CACHE_DIR: cacheDir, NODE_DISABLE_COMPILE_CACHE: '' };
const uncached = { ...process.env, NODE_DISABLE_COMPILE_CACHE: '1' };

// The games come from the command line's own dependency list, as everywhere else.
const games = Object.keys(pkg.dependencies ?? {})
  .filter((n) => n.startsWith('@puzzle-solvers/game-') && n !== '@puzzle-solvers/game-kit')
  .map((n) => n.slice('@puzzle-solvers/game-'.length));

// The trivial level of a game: its first bundled sample.
const firstSample = (game) => {
  const r = spawnSync(process.execPath, [bin, game, '--help'], { encoding: 'utf8' });
  const m = /^Samples[^:]*: ([^,\n]+)/m.exec(r.stdout);
  if (!m) throw new Error(`${game}: no samples in --help:\n${r.stdout}${r.stderr}`);
  return m[1].trim();
};

const samples = games.map((g) => ({ game: g, sample: firstSample(g) }));
const cases = [
  { name: 'node -e 0', args: ['-e', '0'], env: cached },
  { name: 'puzzle-solve --version', args: [bin, '--version'], env: cached },
  ...samples.map(({ game, sample }) => ({ name: `${game} sample:${sample}`, args: [bin, game, `sample:${sample}`], env: cached })),
  ...samples.map(({ game, sample }) => ({ name: `${game}, no compile cache`, args: [bin, game, `sample:${sample}`], env: uncached })),
];

// The CPU time (user + system) of each process too, where bash can report it (`times`): on a machine
// shared with other jobs it varies far less than the wall time.
const bash = process.platform !== 'win32' && spawnSync('bash', ['-c', 'true']).status === 0;
const cpuOf = (args, env) => {
  const script = '"$@" >/dev/null 2>&1; s=$?; times; exit $s';
  const r = spawnSync('bash', ['-c', script, 'bash', process.execPath, ...args], { encoding: 'utf8', env });
  const line = r.stdout.trim().split('\n')[1] ?? '';
  const seconds = [...line.matchAll(/(\d+)m([\d.]+)s/g)].reduce((sum, m) => sum + Number(m[1]) * 60 + Number(m[2]), 0);
  return seconds * 1000;
};

const times = cases.map(() => []);
const cpu = cases.map(() => []);
for (let round = 0; round < rounds + 1; round++) {
  cases.forEach((c, i) => {
    const t = process.hrtime.bigint();
    const r = spawnSync(process.execPath, c.args, { stdio: ['ignore', 'pipe', 'pipe'], env: c.env });
    const ms = Number(process.hrtime.bigint() - t) / 1e6;
    if (r.status !== 0) throw new Error(`${c.name} exited with ${r.status}: ${r.stderr}`);
    if (round === 0) return; // round 0 warms the file cache and writes the compile cache
    times[i].push(ms);
    if (bash) cpu[i].push(cpuOf(c.args, c.env));
  });
}
rmSync(cacheDir, { recursive: true, force: true });
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const base = median(times[0]);
const width = Math.max(...cases.map((c) => c.name.length));
// On a busy machine the medians drift with the load; the minimum is each process's least disturbed run.
const baseMin = Math.min(...times[0]);
const baseCpu = bash ? median(cpu[0]) : NaN;
console.log(`${rounds} rounds, interleaved; wall time of the whole process in ms, and CPU time (user + system) where bash reports it`);
console.log(`${'process'.padEnd(width)}  wall median    min  ×node (median, min)${bash ? '   cpu median  ×node' : ''}`);
cases.forEach((c, i) => {
  const m = median(times[i]);
  const min = Math.min(...times[i]);
  const ratio = m / base;
  const mark = i < 2 ? '' : ratio <= 1.5 ? '  ✓' : '  ✗ (goal ≤ 1.5×)';
  const cpuText = bash ? `   ${median(cpu[i]).toFixed(1).padStart(10)}  ${(median(cpu[i]) / baseCpu).toFixed(2).padStart(4)}×` : '';
  console.log(
    `${c.name.padEnd(width)}  ${m.toFixed(1).padStart(11)}  ${min.toFixed(1).padStart(5)}  ${ratio.toFixed(2).padStart(5)}×, ${(min / baseMin).toFixed(2)}×${cpuText}${mark}`,
  );
});

// The README's table: this run's medians, with when and where they were measured.
const rows = cases.map((c, i) => {
  const m = median(times[i]);
  return [
    c.name,
    m.toFixed(1),
    `${(m / base).toFixed(2)}×`,
    bash ? median(cpu[i]).toFixed(1) : '–',
    bash ? `${(median(cpu[i]) / baseCpu).toFixed(2)}×` : '–',
  ];
});
const load = loadavg()
  .map((l) => l.toFixed(2))
  .join(', ');
const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
const table = markdownTable(
  [
    { title: 'process', align: 'left' },
    { title: 'wall, median ms', align: 'right' },
    { title: 'wall × node -e 0', align: 'right' },
    { title: 'CPU, median ms', align: 'right' },
    { title: 'CPU × node -e 0', align: 'right' },
  ],
  rows,
);
const note = `Measured ${when} UTC by \`npx pnpm bench:cli\`: ${rounds} interleaved rounds, Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, load ${load} at the end.`;
const readme = fileURLToPath(new URL('../README.md', import.meta.url));
const changed = writeBlock(readme, 'cli-startup', `${note}\n\n${table}\n`);
console.log(`packages/cli/README.md ${changed ? 'rewritten' : 'unchanged'}`);
const worst = Math.max(...cases.slice(2).map((_, k) => median(times[k + 2]) / base));
console.log(
  JSON.stringify({
    bench: 'cli-startup',
    rounds,
    nodeMs: Number(base.toFixed(1)),
    worstRatio: Number(worst.toFixed(3)),
    goal: 1.5,
    met: worst <= 1.5,
    load: loadavg()[0],
  }),
);
