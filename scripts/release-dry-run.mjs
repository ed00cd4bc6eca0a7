// `pnpm release:dry-run`: the release path of `pnpm release`, against a throw-away registry.
//
// 1. builds every package;
// 2. starts verdaccio on 127.0.0.1 (a free port) with a temporary config and storage and no uplink,
//    so nothing can reach or come from the public registry;
// 3. publishes every public package there with `changeset publish --no-git-tag`, as `pnpm release`
//    does (the `changeset version` step is left out: it would rewrite this checkout);
// 4. installs @puzzle-solvers/cli from it into a fresh folder with npm, checks that every installed
//    package carries its LICENSE, and solves a level with the installed `puzzle-solve`;
// 5. stops verdaccio and removes the temporary folder (`KEEP_DRY_RUN=1` keeps it).
//
// verdaccio is installed once into `.tmp/release-tools/` (git-ignored). It is pinned to 6.8.0, the
// last release whose engines accept Node 20, and its audit plugin asks for `node-fetch@cjs`, a
// dist-tag that is not on every registry mirror, hence the override.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpmBin } from './lib/pack.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));
const VERDACCIO = '6.8.0';
const keep = process.env.KEEP_DRY_RUN === '1';

const step = (text) => console.log(`\n── ${text}`);
/** The project's pinned pnpm (a dev dependency), run with this Node: never a `pnpm` found on PATH. */
const pnpm = [process.execPath, pnpmBin];

function run(cmd, args, options = {}) {
  const out = spawnSync(cmd, args, { encoding: 'utf8', stdio: options.quiet ? 'pipe' : 'inherit', ...options });
  if (out.status !== 0) {
    throw new Error(`${cmd} ${args.join(' ')} failed (exit ${out.status})\n${out.stdout ?? ''}${out.stderr ?? ''}`);
  }
  return out.stdout ?? '';
}

/** The public packages of the workspace: name and folder. */
function publicPackages() {
  const dir = join(root, 'packages');
  return readdirSync(dir)
    .filter((d) => existsSync(join(dir, d, 'package.json')))
    .map((d) => ({ dir: join(dir, d), ...JSON.parse(readFileSync(join(dir, d, 'package.json'), 'utf8')) }))
    .filter((p) => p.private !== true);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function installVerdaccio() {
  const tools = join(root, '.tmp', 'release-tools');
  const bin = join(tools, 'node_modules', 'verdaccio', 'bin', 'verdaccio');
  if (existsSync(bin)) return bin;
  step(`installing verdaccio ${VERDACCIO} into .tmp/release-tools (once)`);
  mkdirSync(tools, { recursive: true });
  const manifest = {
    name: 'release-tools',
    private: true,
    dependencies: { verdaccio: VERDACCIO },
    overrides: { 'node-fetch@cjs': '2.7.0' },
  };
  writeFileSync(join(tools, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: tools });
  return bin;
}

async function waitFor(url, child, ms) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`verdaccio exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`verdaccio did not answer at ${url} within ${ms / 1000} s`);
}

const started = Date.now();
const work = mkdtempSync(join(tmpdir(), 'puzzle-solvers-release-'));
let registry;
let failed = false;
try {
  const packages = publicPackages();
  step(`building ${packages.length} packages`);
  if (process.env.DRY_RUN_SKIP_BUILD !== '1') run(pnpm[0], [...pnpm.slice(1), 'run', 'build'], { cwd: root, quiet: true });

  const verdaccio = installVerdaccio();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  const storage = join(work, 'storage');
  mkdirSync(storage);
  writeFileSync(
    join(work, 'config.yaml'),
    [
      `storage: ${storage}`,
      'auth:',
      '  htpasswd:',
      `    file: ${join(work, 'htpasswd')}`,
      '    max_users: 10',
      'uplinks: {}',
      'packages:',
      "  '**':",
      '    access: $all',
      '    publish: $authenticated',
      'log: { type: stdout, format: pretty, level: warn }',
      '',
    ].join('\n'),
  );
  step(`starting verdaccio ${VERDACCIO} on ${url} (storage ${storage})`);
  registry = spawn(process.execPath, [verdaccio, '--config', join(work, 'config.yaml'), '--listen', `127.0.0.1:${port}`], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let registryLog = '';
  registry.stdout.on('data', (d) => (registryLog += d));
  registry.stderr.on('data', (d) => (registryLog += d));
  await waitFor(`${url}-/ping`, registry, 60_000).catch((e) => {
    throw new Error(`${e.message}\n${registryLog}`);
  });

  // A user for this run: verdaccio hands back a token, which a private npmrc passes to pnpm and npm.
  const user = await fetch(`${url}-/user/org.couchdb.user:dry-run`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'dry-run', password: 'dry-run-password' }),
  });
  const { token } = await user.json();
  if (!token) throw new Error(`verdaccio gave no token (HTTP ${user.status})`);
  const npmrc = join(work, 'npmrc');
  writeFileSync(npmrc, `registry=${url}\n//127.0.0.1:${port}/:_authToken=${token}\n`);
  const env = {
    ...process.env,
    npm_config_userconfig: npmrc,
    npm_config_registry: url,
    // pnpm refuses to publish from a branch other than main or with uncommitted files; a dry run
    // happens on any branch.
    pnpm_config_git_checks: 'false',
  };

  step('changeset publish --no-git-tag (what `pnpm release` runs after `changeset version` and the build)');
  run(pnpm[0], [...pnpm.slice(1), 'exec', 'changeset', 'publish', '--no-git-tag'], { cwd: root, env });

  step('published');
  const published = [];
  for (const p of packages) {
    const v = spawnSync('npm', ['view', `${p.name}@${p.version}`, 'dist.tarball'], { encoding: 'utf8', env });
    const tarball = v.status === 0 ? v.stdout.trim() : '';
    const ok = tarball.startsWith(url);
    published.push(ok);
    console.log(`  ${ok ? '✓' : '✗'} ${p.name}@${p.version}  ${tarball || v.stderr.trim()}`);
  }
  if (!published.every(Boolean)) throw new Error('not every package reached the registry');

  step('npm install @puzzle-solvers/cli into a fresh folder');
  const app = join(work, 'app');
  mkdirSync(app);
  run('npm', ['init', '-y'], { cwd: app, env, quiet: true });
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', '@puzzle-solvers/cli'], { cwd: app, env });
  const installed = readdirSync(join(app, 'node_modules', '@puzzle-solvers'));
  for (const name of installed) {
    const dir = join(app, 'node_modules', '@puzzle-solvers', name);
    const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    const license = existsSync(join(dir, 'LICENSE'));
    console.log(`  @puzzle-solvers/${name}@${version}${license ? '  LICENSE ✓' : '  LICENSE missing ✗'}`);
    if (!license) throw new Error(`@puzzle-solvers/${name} has no LICENSE`);
  }

  step('npx puzzle-solve key-maze vault.txt (the first example of the puzzle statement)');
  writeFileSync(join(app, 'vault.txt'), '#########\n#b.A.@.a#\n#########\n');
  const solved = execFileSync('npx', ['--no-install', 'puzzle-solve', 'key-maze', 'vault.txt', '--timeout', '30'], {
    cwd: app,
    encoding: 'utf8',
    env,
  });
  process.stdout.write(solved.replace(/^/gm, '  '));
  if (!/solved/.test(solved)) throw new Error('the installed puzzle-solve did not report the level solved');
  step('npx puzzle-solve sokobond (its bundled samples)');
  const samples = execFileSync('npx', ['--no-install', 'puzzle-solve', 'sokobond', '--timeout', '30'], { cwd: app, encoding: 'utf8', env });
  process.stdout.write(samples.replace(/^/gm, '  '));

  console.log(`\nRelease dry run passed in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
} catch (e) {
  failed = true;
  console.error(`\nRelease dry run FAILED: ${e instanceof Error ? e.message : String(e)}`);
} finally {
  if (registry && registry.exitCode === null) {
    const exited = new Promise((resolve) => registry.once('exit', resolve));
    registry.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    if (registry.exitCode === null && registry.signalCode === null) registry.kill('SIGKILL');
  }
  if (keep) console.log(`Kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
