#!/usr/bin/env node

// The binary's entry: small, so that Node starts it at once. The command line itself (`bin-main.cjs`, a
// chunk next to it) and the game package a run names are loaded through the compile cache (see
// cached-loader.ts and tsup.config.ts).
import { keepCompileCache, loadChunk, loadPackage } from './cached-loader.js';
import { processOutput } from './process-output.js';

/** Set by the build from package.json. */
declare const __PUZZLE_SOLVE_VERSION__: string;

const argv = process.argv.slice(2);
// `--version` alone needs nothing else (main answers every other form of it the same way).
if (argv.length === 1 && argv[0] === '--version') {
  // A closed pipe (`puzzle-solve --version | true`) is not an error.
  const stdout = processOutput(1, () =>
    process.stdout.on('error', (e: NodeJS.ErrnoException) => {
      if (e.code !== 'EPIPE') throw e;
    }),
  );
  stdout.write(`${__PUZZLE_SOLVE_VERSION__}\n`);
} else {
  const { run } = loadChunk('bin-main') as typeof import('./bin-main.js');
  // Here, in a file Node loaded itself, `import()` works as usual (a plugin, a package by name).
  void run({ importModule: (specifier) => import(specifier), loadPackage: (specifier) => loadPackage(specifier), keepCompileCache });
}
