import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { main, type GameEntry, type MainOptions } from '../src/index.js';
import { plugin as counter } from './fixtures/counter-plugin.mjs';

export const packageDir = fileURLToPath(new URL('..', import.meta.url));
export const fixtures = fileURLToPath(new URL('./fixtures/', import.meta.url));
export const counterModule = new URL('./fixtures/counter-plugin.mjs', import.meta.url).href;
export const binPath = join(packageDir, 'dist', 'bin.cjs');

/** The fake game, solved in the main thread (`inline`) or in worker threads (`module` set). */
export const counterEntry: GameEntry = { plugin: counter, module: counterModule };
export const counterInline: GameEntry = { plugin: counter };

export interface Run {
  readonly code: number;
  readonly out: string;
  readonly err: string;
}

/** Runs the command line's `main` with captured output, in `fixtures` by default. */
export async function run(
  argv: string[],
  options: Omit<MainOptions, 'io'> & { cwd?: string; tty?: boolean; stdin?: string } = {},
): Promise<Run> {
  let out = '';
  let err = '';
  const { cwd = fixtures, tty = false, stdin = '', ...rest } = options;
  const io = {
    stdout: { write: (s: string) => (out += s) },
    stderr: { write: (s: string) => (err += s), isTTY: tty, columns: 100 },
    cwd,
    readStdin: () => stdin,
  };
  const code = await main(argv, { games: [counterInline], inline: true, ...rest, io });
  return { code, out, err };
}

/** The `--json` lines of a run's stdout, parsed. */
export function jsonLines(text: string): Record<string, unknown>[] {
  return text
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

function newest(dir: string): number {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

/**
 * Worker threads run the built `dist/worker.cjs` (Node cannot start a thread on a `.ts` file): build
 * the package's JavaScript when dist is missing or older than the sources. dist is not emptied first:
 * another test file (the consumer proof) may be reading it.
 */
export function ensureBuilt(): void {
  const built = ['worker.cjs', 'bin.cjs'].map((f) => join(packageDir, 'dist', f));
  if (built.every(existsSync) && Math.min(...built.map((f) => statSync(f).mtimeMs)) >= newest(join(packageDir, 'src'))) return;
  try {
    execFileSync('npx', ['tsup'], { cwd: packageDir, stdio: 'pipe', env: { ...process.env, PUZZLE_SOLVE_NO_DTS: '1' } });
  } catch {
    // Reported below if the files are missing.
  }
  if (!built.every(existsSync)) throw new Error('packages/cli: tsup did not produce dist/worker.cjs and dist/bin.cjs');
}
