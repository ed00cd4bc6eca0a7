import type { keepCompileCache } from './chunk-loader.js';
import { main } from './main.js';
import { moduleLoaders } from './module-loaders.js';
import { wantsColor } from './style.js';

/** What the binary's entry (`bin.ts`) gives the command line it loads. */
export interface BinEntry {
  readonly importModule: (specifier: string) => Promise<unknown>;
  readonly loadChunk: (name: string) => unknown;
  readonly keepCompileCache: typeof keepCompileCache;
}

/**
 * The command line as the binary runs it (a chunk `bin.ts` loads): the process's streams, Ctrl-C and
 * exit code around {@link main}. Modules and the games' chunks are loaded by the entry's own loaders.
 */
export async function run(entry: BinEntry): Promise<void> {
  moduleLoaders.importModule = entry.importModule;
  moduleLoaders.loadChunk = entry.loadChunk;

  // Results go to stdout through this one writer; anything else written to stdout (a game plugin that
  // prints while loading or solving in this thread) goes to stderr, so `--json` output stays JSON lines.
  const stdout = process.stdout;
  const writeResults = stdout.write.bind(stdout);
  stdout.write = process.stderr.write.bind(process.stderr) as typeof stdout.write;

  // A closed pipe (`puzzle-solve … | head`) is not an error.
  stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw e;
  });

  // Ctrl-C: the solve command reports what it has done so far and sums it up (synchronously, in the
  // abort listener); then the process ends with 130, the shell's code for it, once the output is out.
  const interrupt = new AbortController();
  const onSigint = (): void => {
    if (process.stderr.isTTY) process.stderr.write('\r\x1b[K');
    interrupt.abort();
    const exit = (): never => process.exit(130);
    if (stdout.writableLength === 0 && process.stderr.writableLength === 0) exit();
    stdout.once('drain', exit);
    setTimeout(exit, 1000).unref();
  };
  process.on('SIGINT', onSigint);

  const argv = process.argv.slice(2);
  process.exitCode = await main(argv, {
    io: {
      stdout: { write: writeResults },
      stderr: process.stderr,
      cwd: process.cwd(),
      color: wantsColor(stdout, argv.includes('--no-color')),
    },
    signal: interrupt.signal,
    // While one level is solved synchronously in this thread, events wait: Ctrl-C then ends the process
    // at once (the default action), as there is nothing else to report. A run that solves in this
    // thread keeps the compiled code of the chunks it loaded for the next run.
    blocking: (blocked) => {
      if (!blocked) return process.on('SIGINT', onSigint);
      entry.keepCompileCache();
      return process.off('SIGINT', onSigint);
    },
  });
}
