// Builds @puzzle-solvers/cli and the workspace packages it depends on, but only those whose dist is
// missing or older than their sources, so that `pnpm solve …` at the root starts at once when nothing
// changed. Build output is shown only when a build fails; a package that fails to build is reported and skipped (its game
// is then missing from puzzle-solve, which says so), as long as the cli itself is built.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packagesDir = fileURLToPath(new URL('../../', import.meta.url));
const root = join(packagesDir, '..');
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

const byName = new Map();
for (const dir of readdirSync(packagesDir)) {
  const file = join(packagesDir, dir, 'package.json');
  if (existsSync(file)) byName.set(readJson(file).name, join(packagesDir, dir));
}

// The cli and its workspace dependencies, transitively.
const wanted = new Set();
const visit = (name) => {
  if (wanted.has(name) || !byName.has(name)) return;
  wanted.add(name);
  const pkg = readJson(join(byName.get(name), 'package.json'));
  for (const [dep, range] of Object.entries(pkg.dependencies ?? {})) if (String(range).startsWith('workspace:')) visit(dep);
};
visit('@puzzle-solvers/cli');

const newest = (path) => {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((e) => newest(join(path, e))));
};
const stale = [...wanted].filter((name) => {
  const dir = byName.get(name);
  const built = join(dir, 'dist', 'index.js');
  if (!existsSync(built)) return true;
  const sources = Math.max(newest(join(dir, 'src')), newest(join(dir, 'package.json')), newest(join(dir, 'tsup.config.ts')));
  return sources > statSync(built).mtimeMs;
});

if (stale.length > 0) {
  process.stderr.write(`puzzle-solve: building ${stale.join(', ')}…\n`);
  const filters = stale.flatMap((name) => ['--filter', name]);
  const args = [...filters, '--no-bail', 'run', 'build'];
  // Under `pnpm run`, npm_execpath is pnpm itself; otherwise fall back to the pinned version via npx.
  const pnpm = process.env.npm_execpath && /pnpm/.test(process.env.npm_execpath) ? process.env.npm_execpath : undefined;
  const packageManager = readJson(join(root, 'package.json')).packageManager ?? 'pnpm';
  const options = { cwd: root, stdio: 'pipe', encoding: 'utf8', maxBuffer: 64 << 20 };
  try {
    // pnpm ≥ 12 ships a native binary (run it directly); older ones a JavaScript file (run it with node).
    if (pnpm && /\.[cm]?js$/.test(pnpm)) execFileSync(process.execPath, [pnpm, ...args], options);
    else if (pnpm) execFileSync(pnpm, args, options);
    else execFileSync('npx', ['-y', packageManager, ...args], options);
  } catch (e) {
    const lines = `${e.stdout ?? ''}${e.stderr ?? ''}`.split('\n').filter((l) => /error|fail/i.test(l));
    process.stderr.write(`${lines.slice(0, 30).join('\n')}\npuzzle-solve: some packages failed to build (above); their games may be missing\n`);
  }
}
if (!existsSync(join(byName.get('@puzzle-solvers/cli'), 'dist', 'bin.js'))) {
  process.stderr.write('puzzle-solve: packages/cli did not build\n');
  process.exit(2);
}
