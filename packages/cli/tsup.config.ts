import { readFileSync } from 'node:fs';
import { defineConfig } from 'tsup';
import { emitDeclarations } from '../../scripts/declarations.mjs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
// `--version` prints the version the package is released as (changesets rewrites package.json only).
const define = { __PUZZLE_SOLVE_VERSION__: JSON.stringify(pkg.version) };

// Two builds, neither with another package's code inside: search-core, game-kit and the games are
// dependencies, required from their own packages (tsup leaves dependencies external).
// - The library (`index`) ships ESM + CJS + types (file by file, see scripts/declarations.mjs); the worker thread entry (`worker`) is CommonJS only,
//   started by both forms of the library (a thread's entry need not match its starter's format).
//   `shims` gives the CJS build `import.meta.url`, which the pool uses to find the worker file.
// - The command line is CommonJS (Node's ES module loader costs a few milliseconds more to start): `bin`
//   (shebang kept by tsup) is small and loads `bin-main` (the command line, a chunk of this package) and
//   the game package a run names, both through the compile cache of cached-loader.ts.
// No source maps: the JavaScript is not minified, so a stack trace is readable as it is, and the maps
// (with the TypeScript inside) would be most of the tarball. No build cleans: two configs cleaning in
// parallel would race, so the build script empties dist first.
export default defineConfig([
  {
    entry: { index: 'src/index.ts' },
    format: ['esm', 'cjs'],
    // One file per entry (the commands imported on demand are inlined): no shared chunk files.
    splitting: false,
    async onSuccess() {
      emitDeclarations(process.cwd());
    },
    clean: false,
    shims: true,
    define,
    target: 'es2022',
    tsconfig: 'tsconfig.build.json',
  },
  {
    entry: { worker: 'src/worker.ts', bin: 'src/bin.ts', 'bin-main': 'src/bin-main.ts' },
    format: ['cjs'],
    splitting: false,
    clean: false,
    shims: true,
    define,
    target: 'es2022',
    tsconfig: 'tsconfig.build.json',
  },
]);
