// Solves every level of the shared Sokobond corpus with a time limit per level and prints a table
// and a summary: solved/total, total and median time, and solution lengths against the shortest
// known solution. Runs against the built package: `npx tsup && node bench/corpus.mjs`.
//
// Options: --algorithm fast|greedy|optimal|bfs (default fast), --timeout ms (default 10000),
//          --filter text (only levels whose path contains it), --json (one JSON object at the end),
//          --shorten-budget n (fast and greedy: expansions spent shortening a solution; 0 = off),
//          --max-expansions n (an expansion limit per level; with --timeout 0, no time limit: the run
//          is then deterministic, and --counts prints a digest of every level's status, expansions,
//          generated positions and solution, to show that a refactoring changed no search),
//          --warm n (solve each level n more times; the table then shows `cold`, the first solve of
//          the level in this process, after the levels before it, and `warm`, the fastest of the n),
//          --write (a whole-corpus run with the default limits) rewrites the block of README.md named for the
//          algorithm: `<!-- bench:corpus-fast -->` or `<!-- bench:corpus-optimal -->`
//          (another algorithm needs a block of its own first). Ends with one JSON summary line.
import { createHash } from 'node:crypto';
import os from 'node:os';
import { parse, solve, verify } from '../dist/index.js';
import { corpusFiles, knownSolutions, readCorpusLevel, requireCorpus } from './corpus-files.mjs';
import { fileURLToPath } from 'node:url';
import { markdownTable, writeReadmeBlock } from '../../../scripts/readme-block.mjs';
import { flag, opt } from './options.mjs';

const algorithm = opt('algorithm', 'fast');
const timeoutMs = Number(opt('timeout', '10000'));
const filter = opt('filter', '');
const asJson = flag('json');
const shortenBudget = opt('shorten-budget', undefined);
const maxExpansions = opt('max-expansions', undefined);
const warmRuns = Number(opt('warm', '0'));
const limits = {
  ...(timeoutMs > 0 ? { timeoutMs } : {}),
  ...(maxExpansions === undefined ? {} : { maxExpansions: Number(maxExpansions) }),
};

requireCorpus();
const known = knownSolutions();
const files = corpusFiles();

const loadStart = os.loadavg();
const rows = [];
for (const file of files) {
  if (filter && !file.includes(filter)) continue;
  const level = parse(readCorpusLevel(file), { file });
  const started = performance.now();
  const options = { algorithm, ...limits, ...(shortenBudget === undefined ? {} : { shortenBudget: Number(shortenBudget) }) };
  const r = solve(level, options);
  const ms = performance.now() - started;
  let warmMs = null;
  for (let i = 0; i < warmRuns; i++) {
    const again = performance.now();
    solve(level, options);
    const t = performance.now() - again;
    if (warmMs === null || t < warmMs) warmMs = t;
  }
  const shortest = known[file] ? Math.min(...known[file].map((s) => s.length)) : null;
  const length = r.solution?.length ?? null;
  const checked = r.solution === undefined ? null : verify(level, r.solution, { blocked: 'refuse' }).valid;
  const { expanded, generated } = r.result.stats;
  rows.push({ file, status: r.result.status, ms, warmMs, expanded, generated, length, shortest, checked, solution: r.solution ?? null });
  if (!asJson) {
    const cmp =
      length === null || shortest === null
        ? ''
        : length < shortest
          ? ' (shorter)'
          : length > shortest
            ? ` (+${length - shortest})`
            : ' (=)';
    console.log(
      `${r.result.status.padEnd(9)} ${warmMs === null ? `${ms.toFixed(0).padStart(6)} ms` : `cold ${ms.toFixed(2).padStart(8)} ms warm ${warmMs.toFixed(2).padStart(8)} ms`} ${String(r.result.stats.expanded).padStart(8)} exp  len ${String(length ?? '-').padStart(3)} known ${String(shortest ?? '-').padStart(3)}${cmp.padEnd(10)} ${file}${checked === false ? '  !!! solution does not verify' : ''}`,
    );
  }
}

const times = rows.map((r) => r.ms).sort((a, b) => a - b);
const solved = rows.filter((r) => r.status === 'solved');
const compared = solved.filter((r) => r.shortest !== null);
const summary = {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`,
  algorithm,
  timeoutMs,
  solved: solved.length,
  total: rows.length,
  totalSeconds: Number((times.reduce((a, b) => a + b, 0) / 1000).toFixed(1)),
  medianMs: Math.round(
    times.length === 0 ? 0 : times.length % 2 ? times[times.length >> 1] : (times[times.length / 2 - 1] + times[times.length / 2]) / 2,
  ),
  lengths: {
    compared: compared.length,
    shorter: compared.filter((r) => r.length < r.shortest).length,
    equal: compared.filter((r) => r.length === r.shortest).length,
    longer: compared.filter((r) => r.length > r.shortest).length,
    sumFound: compared.reduce((a, r) => a + r.length, 0),
    sumKnown: compared.reduce((a, r) => a + r.shortest, 0),
  },
  unverified: solved.filter((r) => r.checked !== true).map((r) => r.file),
  unsolved: rows.filter((r) => r.status !== 'solved').map((r) => `${r.file} (${r.status})`),
};
if (flag('counts')) {
  const digest = createHash('sha256');
  for (const r of rows) digest.update(`${r.file}|${r.status}|${r.expanded}|${r.generated}|${r.solution}\n`);
  const sum = (k) => rows.reduce((a, r) => a + r[k], 0);
  console.log(`counts: ${sum('expanded')} expansions, ${sum('generated')} generated, digest ${digest.digest('hex').slice(0, 16)}`);
}
if (asJson) console.log(JSON.stringify({ summary, rows }, null, 1));
else {
  console.log(
    `\n${summary.algorithm}: solved ${summary.solved}/${summary.total} in ${summary.totalSeconds} s total, median ${summary.medianMs} ms (limit ${timeoutMs} ms per level; ${summary.machine})`,
  );
  const L = summary.lengths;
  console.log(
    `lengths vs shortest known (${L.compared} levels): ${L.shorter} shorter, ${L.equal} equal, ${L.longer} longer; ${L.sumFound} moves vs ${L.sumKnown}`,
  );
  if (summary.unsolved.length > 0) console.log(`unsolved: ${summary.unsolved.join(', ')}`);
  if (summary.unverified.length > 0) console.log(`!!! solutions that do not verify: ${summary.unverified.join(', ')}`);
}
if (flag('write') && !filter && timeoutMs === 10_000 && maxExpansions === undefined && shortenBudget === undefined && warmRuns === 0) {
  const L = summary.lengths;
  const table = markdownTable(
    ['mode', 'solved', 'total time', 'median', 'lengths against the shortest known'],
    [
      [
        `\`${algorithm}\``,
        `${summary.solved} / ${summary.total}`,
        `${summary.totalSeconds} s`,
        `${summary.medianMs} ms`,
        `${L.compared} compared: ${L.shorter} shorter, ${L.equal} equal, ${L.longer} longer; ${L.sumFound} moves against ${L.sumKnown}`,
      ],
    ],
    [false, true, true, true, false],
  );
  const when = summary.date.slice(0, 16).replace('T', ' ');
  const unsolved = summary.unsolved.length === 0 ? 'none' : summary.unsolved.map((u) => u.replace(/\.txt/, '')).join(', ');
  const text = `${table}\n\n\`node bench/corpus.mjs --algorithm ${algorithm} --write\`, ${when} UTC, ${summary.machine}, load (1 min) ${loadStart[0].toFixed(2)} at the start, ${os.loadavg()[0].toFixed(2)} at the end; ${timeoutMs / 1000} s per level, one process, every solution replayed by the strict verifier (${summary.unverified.length === 0 ? 'all verify' : `${summary.unverified.length} do not`}). Not solved: ${unsolved}.`;
  console.log(`\n${text}`);
  writeReadmeBlock(fileURLToPath(new URL('../README.md', import.meta.url)), `corpus-${algorithm}`, text);
}
if (!asJson) console.log(JSON.stringify({ bench: 'sokobond-corpus', ...summary, load: os.loadavg() }));
