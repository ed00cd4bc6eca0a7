// Builds packages through Turborepo (cached: an unchanged package is never rebuilt) and keeps the
// terminal quiet: one line per package that was built, nothing when all are up to date, and the
// whole log of a package whose build failed. `node scripts/build.mjs [--filter=<turbo filter>]…`;
// what turbo prints goes to stderr, so that a command's own output on stdout stays clean.
import { spawnSync } from 'node:child_process';
import { delimiter } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const filters = process.argv.slice(2);
// Turbo runs each package's script with the package manager it finds on PATH: the project's own pinned
// pnpm (a dev dependency) comes first, never a global `pnpm` that may be a broken corepack shim.
const PATH = `${root}node_modules/.bin${delimiter}${process.env.PATH ?? ''}`;
const started = performance.now();
const run = spawnSync(
  process.execPath,
  [`${root}node_modules/turbo/bin/turbo`, 'run', 'build', '--output-logs=new-only', '--log-order=grouped', '--log-prefix=task', ...filters],
  { cwd: root, encoding: 'utf8', env: { ...process.env, PATH, TURBO_TELEMETRY_DISABLED: '1', FORCE_COLOR: '0' }, maxBuffer: 64 * 2 ** 20 },
);
const out = `${run.stdout ?? ''}${run.stderr ?? ''}`;
// Turbo prefixes each task's lines with `<package>:build: `; a line that reports a cache hit names a
// package that was not rebuilt.
const built = new Set();
for (const line of out.split('\n')) {
  const m = /^(\S+):build: cache (miss|bypass)/.exec(line);
  if (m) built.add(m[1]);
}
if (run.status !== 0) {
  process.stderr.write(out);
  process.stderr.write(`\nbuild failed (turbo exited with ${run.status ?? run.signal})\n`);
  process.exit(run.status ?? 1);
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
for (const name of built) process.stderr.write(`built ${name}\n`);
if (built.size > 0) process.stderr.write(`${built.size} package(s) built in ${seconds} s; the others were up to date\n`);
