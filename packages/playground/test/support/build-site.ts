import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/** The playground package's folder. */
export const PLAYGROUND_DIR = fileURLToPath(new URL('../..', import.meta.url));

/** Builds the site from the sources in the tree into a new temporary folder, and returns it. */
export async function buildSite(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'playground-site-'));
  const vite = join(dirname(createRequire(join(PLAYGROUND_DIR, 'package.json')).resolve('vite/package.json')), 'bin', 'vite.js');
  await promisify(execFile)(process.execPath, [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: PLAYGROUND_DIR,
  });
  return outDir;
}
