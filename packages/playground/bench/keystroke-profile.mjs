// Where a keystroke's latency goes, from a Chromium trace (tracing through playwright-core): for the
// same cases as keystroke-latency.mjs, each keystroke's wall time (key event to the next frame)
// split into the page's thread's CPU time — script, editing/style/layout, paint/compositing/commit —
// and the time that thread was not running (waiting for a frame, or for a core); and how long the
// page's workers ran while the keys were typed. A profile, not a benchmark: it asserts nothing.
//
//   node bench/keystroke-profile.mjs [rounds] [keys]
//
// With 3 rounds or more it writes its table into README.md (the keystroke-profile block).
import { rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { markdownTable, writeBlock } from '../../../scripts/lib/marked-block.mjs';
import { bigKeyMaze } from '../fixtures/big-key-maze.mjs';
import { buildSite, CHROMIUM_ARGS, findChromium, NO_CHROMIUM, PLAYGROUND_DIR, serveStatic } from '../scripts/static-site.mjs';

const rounds = Number(process.argv[2] ?? 3);
const keys = Number(process.argv[3] ?? 12);

const chromiumPath = findChromium();
if (chromiumPath === undefined) {
  console.log(`keystroke profile skipped: ${NO_CHROMIUM}`);
  process.exit(0);
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'toplevel',
  'v8',
  'blink',
  'disabled-by-default-v8.gc',
];
/** Trace events by what they are: the page's own script, the browser's editing, style and layout, and its painting. */
const SCRIPT = /^(FunctionCall|EvaluateScript|RunMicrotasks|v8\.|V8\.|EventDispatch|TimerFire|FireAnimationFrame|HandlePostMessage)/;
const LAYOUT = /(Layout|Style|recalcStyle|SyncSelection|TypingCommand|InlineNode|Editor::)/i;
const PAINT = /(Paint|Compositing|Commit|Raster|Layerize)/i;
const TASK = 'ThreadControllerImpl::RunTask';

const maze = bigKeyMaze(1001);
const loadBefore = load();
const site = await buildSite();
const mazeFile = join(site, 'bench-maze.txt');
writeFileSync(mazeFile, maze);
const server = await serveStatic(site);
const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
const context = await browser.newContext();

/** The cases of keystroke-latency.mjs: what the page waits for (after the sample solved) before typing. */
const cases = {
  sample: undefined,
  '1 MB, just opened': async (page) => {
    await page.waitForFunction((n) => document.getElementById('level')?.levelText.length === n, maze.length, { timeout: 60_000 });
  },
  '1 MB, settled': async (page) => {
    await page.waitForFunction(() => /too large to share/.test(document.getElementById('share')?.textContent ?? ''), null, {
      timeout: 60_000,
    });
    await page.waitForTimeout(1000);
  },
  '1 MB, solve ended': async (page) => {
    await page.waitForFunction(() => /^(Solvable|Not)/.test(document.getElementById('solve-status')?.textContent ?? ''), null, {
      timeout: 60_000,
    });
    await page.waitForTimeout(1000);
  },
};

/** One case on a fresh page, traced while `keys` dots are typed; the trace's events. */
async function traceCase(wait) {
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${server.url}#game=key-maze`);
  await page.waitForFunction(() => document.getElementById('solve-status')?.textContent?.startsWith('Solvable'), null, {
    timeout: 60_000,
  });
  await browser.startTracing(page, { categories: CATEGORIES });
  if (wait !== undefined) {
    await page.locator('#level-file').setInputFiles(mazeFile);
    await wait(page);
  }
  await page.locator('#level .cm-content').focus();
  await page.keyboard.press('Control+Home');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.evaluate(() => {
    window.typed = 0;
    document.querySelector('#level')?.addEventListener('keydown', (e) => {
      if (e.key !== '.') return;
      performance.mark('key-down');
      requestAnimationFrame(() =>
        setTimeout(() => {
          performance.mark('key-shown');
          window.typed++;
        }, 0),
      );
    });
  });
  await page.keyboard.type('.'.repeat(keys), { delay: 120 });
  await page.waitForFunction((n) => window.typed === n, keys);
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
  await page.close();
  return trace.traceEvents ?? trace;
}

/** Each event's own CPU time (its thread time less its children's) within [from, to), by name. */
function selfCpu(events, from, to) {
  const inside = events.filter((e) => e.ts >= from && e.ts < to && e.tdur !== undefined).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const self = new Map();
  const stack = [];
  for (const e of inside) {
    while (stack.length > 0 && stack[stack.length - 1].ts + stack[stack.length - 1].dur <= e.ts) stack.pop();
    const parent = stack[stack.length - 1];
    if (parent !== undefined) self.set(parent.name, (self.get(parent.name) ?? 0) - e.tdur);
    self.set(e.name, (self.get(e.name) ?? 0) + e.tdur);
    stack.push(e);
  }
  return self;
}

/** Per keystroke: wall, script, layout, paint, other CPU, and the workers' busy time, in ms. */
function keystrokesOf(events) {
  const names = new Map();
  for (const e of events) if (e.ph === 'M' && e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args.name);
  const down = events.filter((e) => e.name === 'key-down').sort((a, b) => a.ts - b.ts);
  const shown = events.filter((e) => e.name === 'key-shown').sort((a, b) => a.ts - b.ts);
  const main = down[0] === undefined ? '' : `${down[0].pid}:${down[0].tid}`;
  const byThread = new Map();
  for (const e of events) {
    if (e.ph !== 'X' || e.dur === undefined) continue;
    const k = `${e.pid}:${e.tid}`;
    if (!byThread.has(k)) byThread.set(k, []);
    byThread.get(k).push(e);
  }
  const workers = [...byThread.keys()].filter((k) => k.startsWith(main.split(':')[0]) && /Worker/.test(names.get(k) ?? ''));
  return down.flatMap((d, i) => {
    const s = shown[i];
    if (s === undefined) return [];
    const cpu = { script: 0, layout: 0, paint: 0, other: 0 };
    for (const [name, us] of selfCpu(byThread.get(main) ?? [], d.ts, s.ts)) {
      const kind = SCRIPT.test(name) ? 'script' : LAYOUT.test(name) ? 'layout' : PAINT.test(name) ? 'paint' : 'other';
      cpu[kind] += us / 1000;
    }
    const workerMs = workers
      .flatMap((k) => byThread.get(k).filter((e) => e.name === TASK && e.ts < s.ts && e.ts + e.dur > d.ts))
      .reduce((sum, e) => sum + Math.min(e.ts + e.dur, s.ts) - Math.max(e.ts, d.ts), 0);
    return [{ wall: (s.ts - d.ts) / 1000, ...cpu, workers: workerMs / 1000 }];
  });
}

const names = Object.keys(cases);
const all = Object.fromEntries(names.map((n) => [n, []]));
for (let round = 0; round < rounds; round++) {
  const order = names.map((_, i) => names[(i + round) % names.length]);
  for (const name of order) {
    const strokes = keystrokesOf(await traceCase(cases[name]));
    all[name].push(...strokes);
    console.log(
      `round ${round + 1} ${name}: wall ${strokes.map((k) => k.wall.toFixed(0)).join(' ')} ms; page thread CPU ${strokes
        .map((k) => (k.script + k.layout + k.paint + k.other).toFixed(0))
        .join(' ')} ms (load ${load()})`,
    );
  }
}
const loadAfter = load();
await browser.close();
await server.close();
rmSync(site, { recursive: true, force: true });

const mean = (xs) => (xs.length === 0 ? NaN : xs.reduce((a, b) => a + b, 0) / xs.length);
const rows = names.map((name) => {
  const ks = all[name];
  const m = (f) => mean(ks.map(f));
  const cpu = m((k) => k.script + k.layout + k.paint + k.other);
  return {
    case: name,
    keystrokes: ks.length,
    wall: m((k) => k.wall),
    script: m((k) => k.script),
    layout: m((k) => k.layout),
    paint: m((k) => k.paint),
    other: m((k) => k.other),
    cpu,
    waiting: m((k) => k.wall) - cpu,
    workers: m((k) => k.workers),
  };
});
const ms = (x) => (Number.isFinite(x) ? x.toFixed(1) : '–');
const table = markdownTable(
  [
    { title: 'case', align: 'left' },
    { title: 'keystrokes', align: 'right' },
    { title: 'wall ms', align: 'right' },
    { title: 'script', align: 'right' },
    { title: 'editing, style, layout', align: 'right' },
    { title: 'paint, compositing, commit', align: 'right' },
    { title: 'other', align: 'right' },
    { title: 'page thread not running', align: 'right' },
    { title: 'workers running', align: 'right' },
  ],
  rows.map((r) => [
    r.case,
    String(r.keystrokes),
    ms(r.wall),
    ms(r.script),
    ms(r.layout),
    ms(r.paint),
    ms(r.other),
    ms(r.waiting),
    ms(r.workers),
  ]),
);
const machine = `${cpus().length} × ${cpus()[0]?.model ?? '?'}`;
const report =
  `Profiled by \`node bench/keystroke-profile.mjs ${rounds} ${keys}\` on ${new Date().toISOString().slice(0, 10)}: ` +
  `${rounds} rounds, each case on a fresh page, traced; the mean per keystroke, ms; ${machine}; ` +
  `load (1, 5, 15 min) ${loadBefore} before, ${loadAfter} after.\n\n${table}`;
console.log(`\n${report}\n`);
if (rounds >= 3) writeBlock(join(PLAYGROUND_DIR, 'README.md'), 'keystroke-profile', report);
console.log(
  JSON.stringify({
    bench: 'playground-keystroke-profile',
    rounds,
    loadBefore,
    loadAfter,
    cases: Object.fromEntries(rows.map(({ case: name, ...r }) => [name, r])),
  }),
);
