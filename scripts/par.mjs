// The par table of every game (issue #43): each level of the shared corpus solved with the game's
// `anytime` algorithm under a time limit (10 s), with the best cost found, the proven lower bound
// and the known solution's cost; the game's default algorithm runs on the same level in the same
// run (the two interleaved, the order alternating per level) for the time to a first solution.
// Writes the per-level table into docs/par/<game>.md and a summary into each game's README
// (generated blocks `<!-- bench:par -->`), and ends with one JSON summary line.
//
// Runs against the built packages: `npx pnpm run bench:par` (builds first), or
// `node scripts/par.mjs [--game sokobond,cosmic-express] [--timeout 10000] [--long 60000] [--no-write]`.
// `--long ms`: the levels not proven optimal within --timeout are solved again with that limit
// (the 60 s column); without it that column is not measured.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadText, markdownTable, writeReadmeBlock } from './readme-block.mjs';

const repo = fileURLToPath(new URL('..', import.meta.url));
const shared = process.env.PUZZLE_SHARED_LEVELS ?? fileURLToPath(new URL('../../shared/levels/', import.meta.url));
const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const timeoutMs = Number(opt('timeout', '10000'));
const longMs = opt('long', undefined) === undefined ? undefined : Number(opt('long'));
const only = opt('game', undefined);
const write = !args.includes('--no-write');
// First solutions quicker than this are timed in ROUNDS interleaved rounds (the median kept).
const RETIME_MS = 300;
const ROUNDS = 5;
// Searches may hold this much (search-core's estimate), well inside the heap given to this process.
const maxMemoryBytes = 2 ** 31;

if (!existsSync(shared)) {
  console.error(`!!! the shared level corpus is not at ${shared}: nothing to measure (set PUZZLE_SHARED_LEVELS) !!!`);
  process.exit(1);
}

const txtIn = (dir) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.txt'))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
const subfolders = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
const json = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** The cheapest known solution that the game's verifier accepts, or undefined. */
function cheapestValid(plugin, level, solutions) {
  let best;
  for (const s of solutions ?? []) {
    if (typeof s !== 'string' || s.trim() === '' || s.trim().startsWith('#')) continue;
    const v = plugin.verify(level, s);
    if (v.valid && (best === undefined || v.cost < best)) best = v.cost;
  }
  return best;
}

/** Per game: its levels as { name, text, options, known(plugin, level) }. */
const GAMES = {
  'golf-peaks': () => {
    const dir = `${shared}golf-peaks/`;
    const known = json(`${dir}solutions.json`);
    return txtIn(dir).map((f) => ({ name: f, text: readFileSync(dir + f, 'utf8'), known: (p, l) => cheapestValid(p, l, known[f]) }));
  },
  sokobond: () => {
    const dir = `${shared}sokobond/`;
    const known = json(`${dir}solutions.json`);
    const files = [...subfolders(dir).flatMap((w) => txtIn(dir + w).map((f) => `${w}/${f}`)), ...txtIn(dir)];
    return files.map((f) => ({ name: f, text: readFileSync(dir + f, 'utf8'), known: (p, l) => cheapestValid(p, l, known[f]) }));
  },
  'cosmic-express': () => {
    const dir = `${shared}cosmic-express/`;
    const grid = `${shared}cosmic-express-grid/`;
    const known = json(`${dir}solutions.json`);
    const levels = subfolders(dir).flatMap((c) =>
      readdirSync(dir + c)
        .filter((f) => f.endsWith('.json'))
        .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
        .map((f) => `${c}/${f}`),
    );
    return [
      ...levels.map((f) => ({ name: f, text: readFileSync(dir + f, 'utf8'), known: (p, l) => cheapestValid(p, l, known[f]) })),
      ...txtIn(grid).map((f) => ({ name: `grid/${f}`, text: readFileSync(grid + f, 'utf8'), known: () => undefined })),
    ];
  },
  'ball-sort': () => {
    const dir = `${shared}ball-sort/`;
    const optimal = json(`${dir}optimal.json`);
    return Object.keys(optimal)
      .sort()
      .map((f) => ({ name: f, text: readFileSync(dir + f, 'utf8'), known: () => optimal[f] }));
  },
  'key-maze': () => {
    const dir = `${shared}key-maze/`;
    const answers = json(`${dir}answers.json`);
    return Object.entries(answers).flatMap(([f, a]) =>
      ['1', '2']
        .filter((part) => a[`part${part}`] !== null && a[`part${part}`] !== undefined)
        .map((part) => ({
          name: `${f} part ${part}`,
          file: f,
          text: readFileSync(dir + f, 'utf8'),
          options: { part },
          known: () => a[`part${part}`],
        })),
    );
  },
};

const now = () => performance.now();

/**
 * One solve of a level parsed afresh (tables a game caches per level object are built by each run,
 * not by whichever ran first): how it ended, the cost, the bound, whether proven, and when the
 * first solution came (parsing excluded).
 */
function run(plugin, entry, algorithm, limitMs) {
  const level = parseEntry(plugin, entry);
  let first;
  const t0 = now();
  const answer = plugin.solve(level, {
    algorithm,
    timeoutMs: limitMs,
    maxMemoryBytes,
    onSolution: () => {
      first ??= now() - t0;
    },
  });
  const ms = now() - t0;
  const solved = answer.result.status === 'solved';
  const cost = solved ? answer.result.cost : undefined;
  const lowerBound = solved ? (answer.optimal ? cost : Math.min(answer.lowerBound ?? 0, cost)) : answer.lowerBound;
  return {
    status: answer.result.status,
    cost,
    lowerBound,
    optimal: solved && answer.optimal,
    firstMs: solved ? (first ?? ms) : undefined,
    ms,
  };
}

const parseEntry = (plugin, entry) => plugin.parse(entry.text, { file: entry.file ?? entry.name, options: entry.options ?? {} });

const median = (xs) => {
  if (xs.length === 0) return undefined;
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const fmt = (x, digits = 0) => (x === undefined || x === null || Number.isNaN(x) ? '–' : x === Infinity ? '∞' : x.toFixed(digits));

const started = new Date();
const loadBefore = os.loadavg();
const summaries = {};
for (const [game, levelsOf] of Object.entries(GAMES)) {
  if (only !== undefined && !only.split(',').includes(game)) continue;
  const { plugin } = await import(pathToFileURL(`${repo}packages/game-${game}/dist/index.js`).href);
  const fast = plugin.algorithms[0];
  const rows = [];
  const levels = levelsOf();
  for (const [i, entry] of levels.entries()) {
    const known = entry.known(plugin, parseEntry(plugin, entry));
    // Interleaved: the order of the two alternates from level to level.
    let quick;
    let anytime;
    if (i % 2 === 0) {
      quick = run(plugin, entry, fast, timeoutMs);
      anytime = run(plugin, entry, 'anytime', timeoutMs);
    } else {
      anytime = run(plugin, entry, 'anytime', timeoutMs);
      quick = run(plugin, entry, fast, timeoutMs);
    }
    // A short first solution is timed again (interleaved, median of ROUNDS): one run of a few
    // milliseconds says more about the machine's load and the collector than about the search.
    if (quick.firstMs !== undefined && anytime.firstMs !== undefined && Math.max(quick.firstMs, anytime.firstMs) < RETIME_MS) {
      const q = [quick.firstMs];
      const f = [anytime.firstMs];
      for (let round = 1; round < ROUNDS; round++) {
        if ((i + round) % 2 === 0) {
          q.push(run(plugin, entry, fast, timeoutMs).firstMs ?? Infinity);
          f.push(run(plugin, entry, 'anytime', timeoutMs).firstMs ?? Infinity);
        } else {
          f.push(run(plugin, entry, 'anytime', timeoutMs).firstMs ?? Infinity);
          q.push(run(plugin, entry, fast, timeoutMs).firstMs ?? Infinity);
        }
      }
      quick = { ...quick, firstMs: median(q) };
      anytime = { ...anytime, firstMs: median(f) };
    }
    const long = longMs !== undefined && !anytime.optimal ? run(plugin, entry, 'anytime', longMs) : undefined;
    rows.push({ name: entry.name, known, quick, anytime, long });
    const a = anytime;
    process.stderr.write(
      `${game} ${entry.name}: ${a.status} ${fmt(a.cost)} ≥ ${fmt(a.lowerBound)}${a.optimal ? ' proven' : ''} (known ${fmt(known)}), first ${fmt(a.firstMs)} ms vs ${fast} ${fmt(quick.firstMs)} ms${long ? `; ${longMs / 1000} s: ${fmt(long.cost)} ≥ ${fmt(long.lowerBound)}${long.optimal ? ' proven' : ''}` : ''}\n`,
    );
  }
  summaries[game] = summarize(fast, rows);
  if (write) writeGame(game, fast, rows, summaries[game]);
}
const loadAfter = os.loadavg();
console.log(JSON.stringify({ bench: 'par', timeoutMs, longMs: longMs ?? null, load: [loadBefore, loadAfter], games: summaries }));

function summarize(fast, rows) {
  const solved = rows.filter((r) => r.anytime.status === 'solved');
  const proven = rows.filter((r) => r.anytime.optimal).length;
  const provenLong = longMs === undefined ? null : proven + rows.filter((r) => r.long?.optimal).length;
  const gaps = solved.map((r) => r.anytime.cost - r.anytime.lowerBound);
  const beat = solved.filter((r) => r.known !== undefined && r.anytime.cost < r.known).length;
  const unsound = rows
    .filter((r) => r.known !== undefined && r.anytime.lowerBound !== undefined && r.anytime.lowerBound > r.known)
    .map((r) => r.name);
  const both = rows.filter((r) => r.anytime.firstMs !== undefined && r.quick.firstMs !== undefined);
  const sum = (xs) => xs.reduce((a, b) => a + b, 0);
  return {
    levels: rows.length,
    solved: solved.length,
    fastSolved: rows.filter((r) => r.quick.status === 'solved').length,
    proven,
    provenLong,
    medianGap: median(gaps) ?? null,
    medianGapPercent: median(solved.map((r) => (r.anytime.cost - r.anytime.lowerBound) / r.anytime.cost)) ?? null,
    beatKnown: beat,
    withKnown: rows.filter((r) => r.known !== undefined).length,
    boundAboveKnown: unsound,
    firstMsSum: Math.round(sum(both.map((r) => r.anytime.firstMs))),
    fastMsSum: Math.round(sum(both.map((r) => r.quick.firstMs))),
    medianFirstRatio: median(both.map((r) => r.anytime.firstMs / Math.max(0.01, r.quick.firstMs))) ?? null,
    fast,
  };
}

function writeGame(game, fast, rows, s) {
  const stamp = `\`npx pnpm run bench:par\` (\`scripts/par.mjs\`), ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC, ${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}, Node ${process.version}; limit ${timeoutMs / 1000} s per level and algorithm, \`anytime\` and \`${fast}\` interleaved (first solutions under ${RETIME_MS} ms: the median of ${ROUNDS} rounds); load (1 min) ${loadText(loadBefore)} → ${loadText(os.loadavg())}`;
  const header = [
    'level',
    'best found',
    'lower bound',
    'proven',
    `proven in ${(longMs ?? 60_000) / 1000} s`,
    'known',
    'first solution ms',
    `\`${fast}\` ms`,
  ];
  const body = rows.map((r) => [
    r.name,
    fmt(r.anytime.cost),
    fmt(r.anytime.lowerBound),
    r.anytime.optimal ? 'yes' : 'no',
    r.anytime.optimal ? 'yes' : r.long === undefined ? '–' : r.long.optimal ? 'yes' : 'no',
    fmt(r.known),
    fmt(r.anytime.firstMs, 1),
    r.quick.status === 'solved' ? fmt(r.quick.firstMs, 1) : r.quick.status,
  ]);
  const doc = `${repo}docs/par/${game}.md`;
  if (!existsSync(doc)) {
    writeFileSync(
      doc,
      `# Par table: ${game}\n\nEvery level of the shared corpus solved with \`anytime\`: the best cost found, the proven lower bound (no solution costs less), whether the best is proven optimal, the known solution's cost, and the time to the first solution against the game's default algorithm \`${fast}\` in the same run. Written by the bench; do not edit the block by hand.\n\n<!-- bench:par -->\n<!-- /bench:par -->\n`,
    );
  }
  writeReadmeBlock(doc, 'par', `${stamp}.\n\n${markdownTable(header, body)}`);
  const summary = markdownTable(
    [
      'levels',
      'solved',
      `proven optimal in ${timeoutMs / 1000} s`,
      `in ${(longMs ?? 60_000) / 1000} s`,
      'median gap',
      'beat the known solution',
      `first solution (sum) vs \`${fast}\``,
    ],
    [
      [
        s.levels,
        s.solved,
        s.proven,
        s.provenLong ?? 'not run',
        `${fmt(s.medianGap)} (${fmt((s.medianGapPercent ?? 0) * 100, 1)} %)`,
        `${s.beatKnown} of ${s.withKnown}`,
        `${s.firstMsSum} ms vs ${s.fastMsSum} ms`,
      ],
    ],
  );
  const notes =
    s.boundAboveKnown.length === 0
      ? 'No lower bound exceeds a known solution.'
      : `BOUNDS ABOVE A KNOWN SOLUTION: ${s.boundAboveKnown.join(', ')}.`;
  writeReadmeBlock(
    `${repo}packages/game-${game}/README.md`,
    'par',
    `${summary}\n\n${notes} Per level: \`docs/par/${game}.md\` in the repository. ${stamp}.`,
  );
}
