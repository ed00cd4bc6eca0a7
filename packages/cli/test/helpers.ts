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
