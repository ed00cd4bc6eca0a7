// Builds @puzzle-solvers/cli and the workspace packages it depends on, but only those whose dist is
// missing or older than their sources, so that `pnpm solve …` at the root starts at once when nothing
// changed. It says what it builds, one line per package as each is done (a first build takes a while);
// build output is shown only when a build fails. A package that fails to build is reported and skipped
// (its game is then missing from puzzle-solve, which says so), as long as the cli itself is built.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packagesDir = fileURLToPath(new URL('../../', import.meta.url));
const root = join(packagesDir, '..');
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const CLI = '@puzzle-solvers/cli';

const byName = new Map();
for (const dir of readdirSync(packagesDir)) {
  const file = join(packagesDir, dir, 'package.json');
  if (existsSync(file)) byName.set(readJson(file).name, join(packagesDir, dir));
}

// The cli and its workspace dependencies, transitively, each with its own workspace dependencies.
const deps = new Map();
const visit = (name) => {
  if (deps.has(name) || !byName.has(name)) return;
  const pkg = readJson(join(byName.get(name), 'package.json'));
  const own = Object.entries(pkg.dependencies ?? {})
    .filter(([dep, range]) => String(range).startsWith('workspace:') && byName.has(dep))
    .map(([dep]) => dep);
  deps.set(name, own);
  own.forEach(visit);
};
visit(CLI);

const newest = (path) => {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((e) => newest(join(path, e))));
};
const builtAt = (name, file = 'index.js') => {
  const built = join(byName.get(name), 'dist', file);
  return existsSync(built) ? statSync(built).mtimeMs : 0;
};
const stale = new Set(
  [...deps.keys()].filter((name) => {
    const dir = byName.get(name);
    const sources = Math.max(newest(join(dir, 'src')), newest(join(dir, 'package.json')), newest(join(dir, 'tsup.config.ts')));
    return builtAt(name) === 0 || sources > builtAt(name);
  }),
);
// The command line's binary bundles the games: it is rebuilt whenever one of them is newer.
if ([...deps.keys()].some((name) => name !== CLI && (stale.has(name) || builtAt(name) > builtAt(CLI, 'bin.cjs')))) stale.add(CLI);

const short = (name) => name.replace('@puzzle-solvers/', '');
// Under `pnpm run`, npm_execpath is pnpm itself; otherwise fall back to the pinned version via npx.
const pnpm = process.env.npm_execpath && /pnpm/.test(process.env.npm_execpath) ? process.env.npm_execpath : undefined;
const packageManager = readJson(join(root, 'package.json')).packageManager ?? 'pnpm';
const command = (args) =>
  pnpm && /\.[cm]?js$/.test(pnpm) ? [process.execPath, [pnpm, ...args]] : pnpm ? [pnpm, args] : ['npx', ['-y', packageManager, ...args]];

function build(name) {
  return new Promise((resolve) => {
    const [file, args] = command(['--filter', name, 'run', 'build']);
    const child = spawn(file, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', (e) => resolve({ ok: false, output: String(e) }));
    child.on('close', (code) => resolve({ ok: code === 0, output }));
  });
}

if (stale.size > 0) {
  const total = stale.size;
  const started = performance.now();
  process.stderr.write(
    `puzzle-solve: building ${total} package${total === 1 ? '' : 's'} (${[...stale].map(short).join(', ')}), ` +
      `${availableParallelism()} at a time; only what changed is rebuilt next time\n`,
  );
  const failed = new Set();
  const done = new Set([...deps.keys()].filter((n) => !stale.has(n)));
  const running = new Map();
  const limit = Math.max(1, availableParallelism());
  let finished = 0;
  // Dependencies first; packages whose dependencies are built run side by side.
  while (done.size + failed.size < deps.size) {
    for (const name of stale) {
      if (running.size >= limit) break;
      if (done.has(name) || failed.has(name) || running.has(name)) continue;
      if (!deps.get(name).every((d) => done.has(d) || failed.has(d))) continue;
      const t = performance.now();
      running.set(
        name,
        build(name).then((r) => ({ name, ms: performance.now() - t, ...r })),
      );
    }
    if (running.size === 0) break;
    const r = await Promise.race(running.values());
    running.delete(r.name);
    finished++;
    if (r.ok) done.add(r.name);
    else failed.add(r.name);
    const mark = r.ok ? '✓' : '✗';
    process.stderr.write(`  ${mark} [${finished}/${total}] ${short(r.name)} ${(r.ms / 1000).toFixed(1)} s\n`);
    if (!r.ok) {
      const lines = r.output.split('\n').filter((l) => /error|fail/i.test(l));
      process.stderr.write(`${lines.slice(0, 30).map((l) => `      ${l}`).join('\n')}\n`);
    }
  }
  process.stderr.write(`puzzle-solve: built in ${((performance.now() - started) / 1000).toFixed(1)} s${failed.size ? `; failed: ${[...failed].map(short).join(', ')} (their games may be missing)` : ''}\n\n`);
}
if (!existsSync(join(byName.get(CLI), 'dist', 'bin.cjs'))) {
  process.stderr.write('puzzle-solve: packages/cli did not build\n');
  process.exit(2);
}
