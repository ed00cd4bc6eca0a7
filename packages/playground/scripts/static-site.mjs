// Builds the playground into a temporary folder (or copies the workspace build's) and serves it on
// 127.0.0.1, as a static host would: shared by the browser tests and the benchmarks. Plain JavaScript so the benchmark runs in
// Node without a TypeScript loader.
import { execFile } from 'node:child_process';
import { cpSync, createReadStream, existsSync, mkdtempSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/** The playground package's folder. */
export const PLAYGROUND_DIR = fileURLToPath(new URL('..', import.meta.url));

/**
 * Builds the site from the sources in the tree into a new temporary folder.
 * @returns {Promise<string>} the folder
 */
export async function buildSite() {
  const outDir = mkdtempSync(join(tmpdir(), 'playground-site-'));
  const vite = join(dirname(createRequire(join(PLAYGROUND_DIR, 'package.json')).resolve('vite/package.json')), 'bin', 'vite.js');
  await promisify(execFile)(process.execPath, [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: PLAYGROUND_DIR,
  });
  return outDir;
}

/**
 * A copy, in a new temporary folder, of the site the workspace build made (`dist/`, built by
 * Turborepo with the same `vite build`): the browser tests run after that build, and write files
 * of their own beside the site without touching the build's output.
 * @returns {string} the folder
 */
export function copyBuiltSite() {
  const dist = join(PLAYGROUND_DIR, 'dist');
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist} has no built site: run \`npx pnpm build\` first`);
  const outDir = mkdtempSync(join(tmpdir(), 'playground-site-'));
  cpSync(dist, outDir, { recursive: true });
  return outDir;
}

/** @type {Record<string, string>} */
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/**
 * Serves a folder on 127.0.0.1 at a free port (GET only, no listing).
 * @param {string} root
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function serveStatic(root) {
  const server = createServer((request, response) => {
    let path;
    try {
      path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    } catch {
      // A malformed escape (`/%E0%A4%A`) is the client's error, not the server's end.
      response.writeHead(400, { 'content-type': 'text/plain' }).end('bad request');
      return;
    }
    const file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path));
    let isFile = false;
    try {
      isFile = file.startsWith(root + sep) && statSync(file).isFile();
    } catch {
      isFile = false;
    }
    if (request.method !== 'GET' || !isFile) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    response.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      // The build names its assets by their content's hash: a browser may keep them (pages opened
      // one after another load faster); the page itself is always fetched again.
      'cache-control': file.startsWith(join(root, 'assets') + sep) ? 'public, max-age=31536000, immutable' : 'no-store',
      'x-content-type-options': 'nosniff',
    });
    createReadStream(file).pipe(response);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('static server: no port');
  return {
    url: `http://127.0.0.1:${address.port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

/** Where a Chromium of the OS is looked for (`CHROMIUM_PATH` first). */
const CHROMIUM_CANDIDATES = [process.env['CHROMIUM_PATH'], '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/**
 * The Chromium to drive, or undefined when none is installed.
 * @returns {string | undefined}
 */
export function findChromium() {
  return CHROMIUM_CANDIDATES.find((path) => path !== undefined && path !== '' && existsSync(path));
}

/** The one line printed when there is no Chromium. */
export const NO_CHROMIUM = 'no Chromium found. Install it with: apt-get install -y chromium';

/**
 * Flags for a headless Chromium here: as root it needs `--no-sandbox`, and with no network but the
 * loopback its background connections only fail, so they are switched off.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
