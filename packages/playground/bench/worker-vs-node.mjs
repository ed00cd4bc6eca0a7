// The same level solved in Node and in the playground's Web Worker (Chromium), one level per game,
// side by side; then the first against the tenth solve of a game's default sample in a fresh worker
// (cold start), and the built site's size. A benchmark, not a test: it prints figures and asserts
// nothing. Needs the game packages built (`pnpm run build` at the root) and a Chromium.
//
//   node bench/worker-vs-node.mjs [rounds]
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { writeBlock } from '../../../scripts/lib/marked-block.mjs';
import { buildSite, CHROMIUM_ARGS, findChromium, NO_CHROMIUM, PLAYGROUND_DIR, serveStatic } from '../scripts/static-site.mjs';

const rounds = Number(process.argv[2] ?? 5);
const loadBefore = loadavg();
const packagesDir = join(PLAYGROUND_DIR, '..');
const longLevels = JSON.parse(readFileSync(join(PLAYGROUND_DIR, 'fixtures', 'long-levels.json'), 'utf8'));

// The games: the CLI's `@puzzle-solvers/game-*` dependencies, as in the site.
const cli = JSON.parse(readFileSync(join(packagesDir, 'cli', 'package.json'), 'utf8'));
const games = Object.keys(cli.dependencies ?? {})
  .filter((name) => /^@puzzle-solvers\/game-/.test(name) && name !== '@puzzle-solvers/game-kit')
  .map((name) => name.slice('@puzzle-solvers/game-'.length))
  .sort();

const chromiumPath = findChromium();
if (chromiumPath === undefined) {
  console.log(`playground bench skipped: ${NO_CHROMIUM}`);
  process.exit(0);
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const ms = (x) => (Number.isFinite(x) ? x.toFixed(x < 10 ? 2 : 0) : '–');

const site = await buildSite();
const server = await serveStatic(site);
const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
const page = await browser.newPage();
await page.goto(server.url);
const workerFile = readdirSync(join(site, 'assets')).find((f) => /^solve-worker-.*\.js$/.test(f));
if (workerFile === undefined) throw new Error('no solve-worker chunk in the build');
const workerUrl = `${server.url}assets/${workerFile}`;

// In the page: a worker of the built site, and a function that solves one request with it.
await page.evaluate((url) => {
  const w = window;
  w.benchSpawn = () => {
    const started = performance.now();
    w.benchWorker = new Worker(url, { type: 'module' });
    return started;
  };
  w.benchSolve = (request) =>
    new Promise((resolve) => {
      const posted = performance.now();
      const onMessage = (event) => {
        if (event.data.type === 'progress' || event.data.type === 'solution') return;
        w.benchWorker.removeEventListener('message', onMessage);
        resolve({ ...event.data, roundTripMs: performance.now() - posted, at: performance.now() });
      };
      w.benchWorker.addEventListener('message', onMessage);
      w.benchWorker.postMessage({ type: 'solve', id: 1, gameOptions: {}, ...request });
    });
}, workerUrl);

const results = { date: new Date().toISOString(), rounds, sideBySide: [], coldStart: [], cancel: [], firstView: [], site: {} };

// 1. The same level, fixed work (maxExpansions), Node and the worker interleaved.
await page.evaluate(() => window.benchSpawn());
for (const game of games) {
  const fixture = longLevels[game];
  if (fixture === undefined) {
    console.log(`${game}: no level in fixtures/long-levels.json, left out`);
    continue;
  }
  const { plugin } = await import(pathToFileURL(join(packagesDir, `game-${game}`, 'dist', 'index.js')).href);
  const text = fixture.lines.join('\n');
  const options = { algorithm: fixture.algorithm, maxExpansions: fixture.maxExpansions };
  const level = plugin.parse(text);
  const node = [];
  const browserTimes = [];
  const expanded = { node: 0, browser: 0 };
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    const r = plugin.solve(level, options);
    node.push(performance.now() - started);
    expanded.node = r.result.stats.expanded;
    const b = await page.evaluate((request) => window.benchSolve(request), { game, text, ...options });
    if (b.type !== 'done') throw new Error(`${game}: ${b.message}`);
    browserTimes.push(b.solveMs);
    expanded.browser = b.expanded;
  }
  // The first round of each is cold (JIT, and the game's module in the worker): left out of the median.
  const row = {
    game,
    algorithm: fixture.algorithm,
    expansions: expanded.node,
    sameWork: expanded.node === expanded.browser,
    nodeMs: median(node.slice(1)),
    browserMs: median(browserTimes.slice(1)),
    nodeFirstMs: node[0],
    browserFirstMs: browserTimes[0],
  };
  results.sideBySide.push(row);
  console.log(`${game}: node ${ms(row.nodeMs)} ms, worker ${ms(row.browserMs)} ms`);
}

// 2. Cold start: a fresh worker, the default sample ten times.
for (const game of games) {
  const { plugin } = await import(pathToFileURL(join(packagesDir, `game-${game}`, 'dist', 'index.js')).href);
  const sample = plugin.samples[0];
  const spawned = await page.evaluate(() => window.benchSpawn());
  const runs = [];
  for (let i = 0; i < 10; i++) {
    const b = await page.evaluate((request) => window.benchSolve(request), { game, text: sample.text });
    if (b.type !== 'done') throw new Error(`${game}: ${b.message}`);
    runs.push(b);
  }
  const first = runs[0];
  const tenth = runs[9];
  const row = {
    game,
    sample: sample.name,
    firstFromSpawnMs: first.at - spawned,
    firstSolveMs: first.solveMs,
    tenthSolveMs: tenth.solveMs,
    tenthRoundTripMs: tenth.roundTripMs,
  };
  results.coldStart.push(row);
}
// 3. Cancel: from the click to "Cancelled." on the page, with a long solve running in the worker.
for (const game of games) {
  const fixture = longLevels[game];
  if (fixture === undefined) continue;
  const tab = await browser.newPage();
  const scripts = new Set();
  tab.on('request', (r) => {
    if (r.url().endsWith('.js')) scripts.add(r.url().slice(r.url().lastIndexOf('/') + 1));
  });
  await tab.goto(`${server.url}#game=${game}`);
  await tab.waitForFunction(() => document.getElementById('solve-status')?.textContent?.startsWith('Solvable'));
  results.firstView.push({ game, scripts: [...scripts] });
  await tab.locator('#time-limit').fill('120');
  await tab.locator('#algorithm').selectOption(fixture.algorithm);
  await tab.locator('#level .cm-content').fill(fixture.lines.join('\n'));
  await tab.waitForFunction(
    () => document.getElementById('solve-status')?.textContent === 'Solving…' && document.getElementById('states')?.textContent !== '0',
  );
  await tab.waitForTimeout(300);
  const cancel = await tab.evaluate(
    () =>
      new Promise((resolve) => {
        const status = document.getElementById('solve-status');
        const states = document.getElementById('states');
        const clicked = performance.now();
        const observer = new MutationObserver(() => {
          if (status.textContent !== 'Cancelled.') return;
          observer.disconnect();
          const shown = performance.now();
          const counted = states.textContent;
          setTimeout(() => resolve({ ms: shown - clicked, states: counted, movedAfter: states.textContent !== counted }), 500);
        });
        observer.observe(status, { childList: true, characterData: true, subtree: true });
        document.getElementById('cancel').click();
      }),
  );
  results.cancel.push({ game, ...cancel });
  await tab.close();
}
await browser.close();
await server.close();

// 4. The site's size: all JS, gzipped, and what the first view of one game loads.
const assets = readdirSync(join(site, 'assets')).filter((f) => f.endsWith('.js'));
const gz = (f) => gzipSync(readFileSync(join(site, 'assets', f))).length;
results.site.files = assets.length;
results.site.jsBytes = assets.reduce((n, f) => n + statSync(join(site, 'assets', f)).size, 0);
results.site.jsGzipBytes = assets.reduce((n, f) => n + gz(f), 0);
results.site.perGameGzipBytes = Object.fromEntries(
  games.map((g) => [g, assets.filter((f) => f.startsWith(`game-${g}.`)).reduce((n, f) => n + gz(f), 0)]),
);

// The README's block: the three tables, with the machine and its load (a run of 5 rounds or more).
const sections = [
  '#### The same level in Node and in the playground worker (median of warm rounds)',
  '',
  '| game | algorithm | expansions | Node ms | worker ms | worker / Node | first round Node / worker ms |',
  '|---|---|---:|---:|---:|---:|---:|',
  ...results.sideBySide.map(
    (r) =>
      `| ${r.game} | ${r.algorithm} | ${r.expansions.toLocaleString('en')}${r.sameWork ? '' : ' (differs!)'} | ${ms(r.nodeMs)} | ${ms(r.browserMs)} | ${(r.browserMs / r.nodeMs).toFixed(2)} | ${ms(r.nodeFirstMs)} / ${ms(r.browserFirstMs)} |`,
  ),
  '',
  '#### Cold start: the default sample in a fresh worker',
  '',
  '| game | sample | spawn → first answer ms | first solve ms | tenth solve ms | tenth round trip ms |',
  '|---|---|---:|---:|---:|---:|',
  ...results.coldStart.map(
    (r) =>
      `| ${r.game} | ${r.sample} | ${ms(r.firstFromSpawnMs)} | ${ms(r.firstSolveMs)} | ${ms(r.tenthSolveMs)} | ${ms(r.tenthRoundTripMs)} |`,
  ),
  '',
  '#### Cancel: click to "Cancelled." during a long solve',
  '',
  '| game | ms | states when cancelled | counter moved in the next 500 ms |',
  '|---|---:|---:|---|',
  ...results.cancel.map((r) => `| ${r.game} | ${ms(r.ms)} | ${r.states} | ${r.movedAfter ? 'yes' : 'no'} |`),
];
const loadText = (l) => l.map((x) => x.toFixed(1)).join(' ');
const report = `Measured by \`node bench/worker-vs-node.mjs ${rounds}\` on ${new Date().toISOString().slice(0, 10)}: ${rounds} rounds interleaved, Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}; load (1, 5, 15 min) ${loadText(loadBefore)} before, ${loadText(loadavg())} after.\n\n${sections.join('\n')}\n`;
console.log(`\n${report}`);
if (rounds >= 5) writeBlock(join(PLAYGROUND_DIR, 'README.md'), 'worker-vs-node', report);
const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
console.log(
  `\n## Site\n\n${results.site.files} JS files, ${kb(results.site.jsBytes)}, ${kb(results.site.jsGzipBytes)} gzipped (page and worker).`,
);
console.log(
  `Opening one game loads (all JS requested until its sample is solved, gzipped): ${results.firstView
    .map((v) => `${v.game} ${kb(v.scripts.reduce((n, f) => n + gz(f), 0))} in ${v.scripts.length} files`)
    .join(', ')}`,
);
console.log(
  `Per game (page + worker copies, gzipped): ${Object.entries(results.site.perGameGzipBytes)
    .map(([g, n]) => `${g} ${kb(n)}`)
    .join(', ')}`,
);

mkdirSync(join(PLAYGROUND_DIR, 'bench', 'results'), { recursive: true });
writeFileSync(join(PLAYGROUND_DIR, 'bench', 'results', 'worker-vs-node.json'), `${JSON.stringify(results, null, 2)}\n`);
rmSync(site, { recursive: true, force: true });
