#!/usr/bin/env node

// A function, not top-level await: the binary is a CommonJS file (see tsup.config.ts).
async function run(): Promise<void> {
  const { main } = await import('./main.js');
  const { wantsColor } = await import('./style.js');

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
    // at once (the default action), as there is nothing else to report.
    blocking: (blocked) => (blocked ? process.off('SIGINT', onSigint) : process.on('SIGINT', onSigint)),
  });
}
void run();
