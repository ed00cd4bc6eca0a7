import type { keepCompileCache } from './cached-loader.js';
import { main } from './main.js';
import { moduleLoaders } from './module-loaders.js';
import { processOutput } from './process-output.js';
import { wantsColor } from './style.js';

/** What the binary's entry (`bin.ts`) gives the command line it loads. */
export interface BinEntry {
  readonly importModule: (specifier: string) => Promise<unknown>;
  /** Requires a package of this project through the compile cache. */
  readonly loadPackage: (specifier: string) => unknown;
  readonly keepCompileCache: typeof keepCompileCache;
}

/**
 * The command line as the binary runs it (a chunk `bin.ts` loads): the process's streams, Ctrl-C and
 * exit code around {@link main}. Modules and the game packages are loaded by the entry's own loaders.
 */
export async function run(entry: BinEntry): Promise<void> {
  moduleLoaders.importModule = entry.importModule;
  moduleLoaders.loadGame = async (packageName) => entry.loadPackage(packageName);

  // Results go to stdout through `results`; anything else written to process.stdout (a game plugin that
  // prints while loading or solving in this thread, console.log included) goes to stderr, so `--json`
  // output stays JSON lines. Node builds process.stdout when first asked for it, which a run that
  // writes its results to a pipe or a file never does (see process-output.ts): the redirect is put in
  // then.
  type Stdout = { readonly stream: NodeJS.WriteStream; readonly write: (chunk: string | Uint8Array) => boolean };
  let stdout: Stdout | undefined;
  const takeStdout = (stream: NodeJS.WriteStream): Stdout => {
    if (stdout !== undefined) return stdout;
    stdout = { stream, write: stream.write.bind(stream) };
    stream.write = process.stderr.write.bind(process.stderr) as typeof stream.write;
    // A closed pipe (`puzzle-solve … | head`) is not an error.
    stream.on('error', (e: NodeJS.ErrnoException) => {
      if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
      throw e;
    });
    return stdout;
  };
  const own = Object.getOwnPropertyDescriptor(process, 'stdout');
  if (own?.get !== undefined && own.configurable === true) {
    const get = own.get;
    Object.defineProperty(process, 'stdout', {
      ...own,
      get: (): NodeJS.WriteStream => takeStdout(get.call(process) as NodeJS.WriteStream).stream,
    });
  } else takeStdout(process.stdout);
  const results = processOutput(1, () => {
    const { stream, write } = takeStdout(process.stdout);
    return {
      write,
      isTTY: stream.isTTY,
      columns: stream.columns,
      get writableLength() {
        return stream.writableLength;
      },
      once: (event, listener) => stream.once(event, listener),
    };
  });
  const errors = processOutput(2, () => process.stderr);

  // Ctrl-C and SIGTERM (a CI job cancelled, a container stopped): the solve command reports what it has
  // done so far and sums it up (synchronously, in the abort listener); then the process ends with the
  // shell's code for the signal (130, 143), once the output is out.
  const interrupt = new AbortController();
  const onSignal = (signal: 'SIGINT' | 'SIGTERM'): void => {
    if (errors.isTTY) errors.write('\r\x1b[K');
    interrupt.abort();
    const exit = (): never => process.exit(signal === 'SIGINT' ? 130 : 143);
    results.whenFlushed(() => errors.whenFlushed(exit));
    setTimeout(exit, 1000).unref();
  };
  const signals = (on: boolean): void => {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      if (on) process.on(signal, onSignal);
      else process.off(signal, onSignal);
    }
  };
  signals(true);

  const argv = process.argv.slice(2);
  process.exitCode = await main(argv, {
    io: {
      stdout: results,
      stderr: errors,
      cwd: process.cwd(),
      color: wantsColor(results, argv.includes('--no-color')),
    },
    signal: interrupt.signal,
    // While one level is solved synchronously in this thread, events wait: Ctrl-C or SIGTERM then ends
    // the process at once (the default action), as there is nothing else to report. A run that solves
    // in this thread keeps the compiled code of the files it loaded for the next run.
    blocking: (blocked) => {
      if (blocked) entry.keepCompileCache();
      signals(!blocked);
    },
  });
}
