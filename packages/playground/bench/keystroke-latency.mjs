// Keystroke latency in the level editor: a megabyte key maze (1001×1001) against the 13×7 sample,
// in the built site in Chromium. Per keystroke: from the key's event to the next frame drawn (a
// requestAnimationFrame, then a task), measured in the page. Three cases, interleaved in a new
// order each round, each on a fresh page: the sample; the megabyte maze typed into at once after
// it was opened from a file (while it is parsed, checked and linked in the board worker); and the
// same maze after the page settled. A benchmark, not a test: it prints figures and asserts nothing.
// The goal: under 50 ms a keystroke with a 1 MB level.
//
//   node bench/keystroke-latency.mjs [rounds] [keys]
//
// With 5 rounds or more it writes its table into README.md (the keystroke-latency block).
import { rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { markdownTable, writeBlock } from '../../../scripts/lib/marked-block.mjs';
import { bigKeyMaze } from '../fixtures/big-key-maze.mjs';
import { buildSite, CHROMIUM_ARGS, findChromium, NO_CHROMIUM, PLAYGROUND_DIR, serveStatic } from '../scripts/static-site.mjs';

const rounds = Number(process.argv[2] ?? 5);
const keys = Number(process.argv[3] ?? 20);

const chromiumPath = findChromium();
if (chromiumPath === undefined) {
  console.log(`keystroke latency bench skipped: ${NO_CHROMIUM}`);
  process.exit(0);
}

const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : (s[Math.min(s.length - 1, Math.floor(s.length * q))] ?? NaN);
};
const median = (xs) => quantile(xs, 0.5);
const ms = (x) => (Number.isFinite(x) ? x.toFixed(1) : '–');
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

const maze = bigKeyMaze(1001);
const loadBefore = load();
const site = await buildSite();
const mazeFile = join(site, 'bench-maze.txt');
writeFileSync(mazeFile, maze);
const server = await serveStatic(site);
const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
const context = await browser.newContext();

/** A fresh page of the site at 1280×800 with the key maze's default sample solved. */
async function openSample() {
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${server.url}#game=key-maze`);
  await page.waitForFunction(() => document.getElementById('solve-status')?.textContent?.startsWith('Solvable'), null, {
    timeout: 60_000,
  });
  return page;
}

/** Types `count` dots on line 3 of the level, one each `delay` ms; the latency of each, in order. */
async function typeAndMeasure(page, count) {
  await page.locator('#level .cm-content').focus();
  await page.keyboard.press('Control+Home');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.evaluate(() => {
    window.latencies = [];
    if (window.measuring) return;
    window.measuring = true;
    document.querySelector('#level')?.addEventListener('keydown', (e) => {
      if (e.key !== '.') return;
      const t0 = e.timeStamp;
      requestAnimationFrame(() => setTimeout(() => window.latencies.push(performance.now() - t0), 0));
    });
  });
  await page.keyboard.type('.'.repeat(count), { delay: 120 });
  await page.waitForFunction((n) => window.latencies.length === n, count);
  return page.evaluate(() => window.latencies);
}

const cases = {
  /** The 13×7 sample: what this machine's load costs any keystroke. */
  sample: async () => {
    const page = await openSample();
    const latencies = await typeAndMeasure(page, keys);
    await page.close();
    return latencies;
  },
  /** The megabyte maze, typed into at once after opening it (its parse, check and link under way). */
  '1 MB, just opened': async () => {
    const page = await openSample();
    await page.locator('#level-file').setInputFiles(mazeFile);
    await page.waitForFunction((n) => document.getElementById('level')?.levelText.length === n, maze.length, { timeout: 60_000 });
    const latencies = await typeAndMeasure(page, Math.min(keys, 10));
    await page.close();
    return latencies;
  },
  /** The megabyte maze once the page is done with it (the link said too large, a quiet second after). */
  '1 MB, settled': async () => {
    const page = await openSample();
    await page.locator('#level-file').setInputFiles(mazeFile);
    await page.waitForFunction(() => /too large to share/.test(document.getElementById('share')?.textContent ?? ''), null, {
      timeout: 60_000,
    });
    await page.waitForTimeout(1000);
    const latencies = await typeAndMeasure(page, keys);
    await page.close();
    return latencies;
  },
  /** The megabyte maze once its solve ended too (nothing left running for that level). */
  '1 MB, solve ended': async () => {
    const page = await openSample();
    await page.locator('#level-file').setInputFiles(mazeFile);
    await page.waitForFunction(() => /^(Solvable|Not)/.test(document.getElementById('solve-status')?.textContent ?? ''), null, {
      timeout: 60_000,
    });
    await page.waitForTimeout(1000);
    const latencies = await typeAndMeasure(page, keys);
    await page.close();
    return latencies;
  },
};

const names = Object.keys(cases);
const all = Object.fromEntries(names.map((n) => [n, []]));
const perRound = Object.fromEntries(names.map((n) => [n, []]));
for (let round = 0; round < rounds; round++) {
  // A new order each round, so that no case always runs first (or after the same one).
  const order = names.map((_, i) => names[(i + round) % names.length]);
  for (const name of order) {
    const latencies = await cases[name]();
    all[name].push(...latencies);
    perRound[name].push(median(latencies));
    console.log(`round ${round + 1} ${name}: ${latencies.map((l) => l.toFixed(0)).join(' ')} ms (load ${load()})`);
  }
}
const loadAfter = load();
await browser.close();
await server.close();
rmSync(site, { recursive: true, force: true });

const rows = names.map((name) => {
  const xs = all[name];
  return {
    case: name,
    keystrokes: xs.length,
    p50: quantile(xs, 0.5),
    p90: quantile(xs, 0.9),
    max: Math.max(...xs),
    over50: xs.filter((x) => x > 50).length,
    roundMedians: perRound[name],
  };
});
const machine = `${cpus().length} × ${cpus()[0]?.model ?? '?'}`;
const table = markdownTable(
  [
    { title: 'case', align: 'left' },
    { title: 'keystrokes', align: 'right' },
    { title: 'p50 ms', align: 'right' },
    { title: 'p90 ms', align: 'right' },
    { title: 'max ms', align: 'right' },
    { title: 'over 50 ms', align: 'right' },
    { title: 'median of each round, ms', align: 'left' },
  ],
  rows.map((r) => [
    r.case,
    String(r.keystrokes),
    ms(r.p50),
    ms(r.p90),
    ms(r.max),
    String(r.over50),
    r.roundMedians.map((m) => m.toFixed(0)).join(', '),
  ]),
);
const report =
  `Measured by \`node bench/keystroke-latency.mjs ${rounds} ${keys}\` on ${new Date().toISOString().slice(0, 10)}: ` +
  `${rounds} rounds, the cases interleaved in a new order each round, each on a fresh page; ` +
  `${machine}; load (1, 5, 15 min) ${loadBefore} before, ${loadAfter} after.\n\n${table}`;
console.log(`\n${report}\n`);
if (rounds >= 5) writeBlock(join(PLAYGROUND_DIR, 'README.md'), 'keystroke-latency', report);
console.log(
  JSON.stringify({
    bench: 'playground-keystroke-latency',
    rounds,
    loadBefore,
    loadAfter,
    cases: Object.fromEntries(
      rows.map((r) => [r.case, { p50: r.p50, p90: r.p90, max: r.max, over50: r.over50, keystrokes: r.keystrokes }]),
    ),
  }),
);
