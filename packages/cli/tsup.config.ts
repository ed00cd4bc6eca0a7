import { readFileSync } from 'node:fs';
import { defineConfig, type Options } from 'tsup';

type EsbuildPlugin = NonNullable<Options['esbuildPlugins']>[number];

// The game packages: the command line's dependencies named @puzzle-solvers/game-* (game-kit is not one).
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string; dependencies?: Record<string, string> };
// `--version` prints the version the package is released as (changesets rewrites package.json only).
const define = { __PUZZLE_SOLVE_VERSION__: JSON.stringify(pkg.version) };
const games = Object.keys(pkg.dependencies ?? {}).filter((n) => n.startsWith('@puzzle-solvers/game-') && n !== '@puzzle-solvers/game-kit');

/**
 * Writes a static `import()` of every game into `src/games.ts`'s `bundledGames` table, so that the
 * bundler puts every game (with search-core and game-kit, shared) into the binary, each run lazily:
 * a run loads the one game it names without resolving a single package.
 */
const bundleGames: EsbuildPlugin = {
  name: 'bundle-games',
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/]games\.ts$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      const table = `{ ${games.map((g) => `${JSON.stringify(g)}: () => import(${JSON.stringify(g)})`).join(', ')} }`;
      const marker = 'const bundledGames: Readonly<Record<string, () => Promise<unknown>>> = {};';
      if (!source.includes(marker)) throw new Error('tsup.config.ts: the bundledGames table is missing from src/games.ts');
      return { contents: source.replace(marker, `const bundledGames: Readonly<Record<string, () => Promise<unknown>>> = ${table};`), loader: 'ts' };
    });
  },
};

// Two builds. The library (`index`) ships ESM + CJS + types and imports the games by name. The worker
// thread entry (`worker`) is built in both formats (the CJS library starts `worker.cjs`). `shims` gives
// the CJS build `import.meta.url`, which the worker pool uses to find the worker file next to itself.
// The command line (`bin`, shebang kept by tsup) is one CommonJS file with the workspace packages
// inside: Node starts it without resolving a package or loading a second file, which is most of the
// start time of a small level (CommonJS: Node's ES module loader costs a few milliseconds more). Each
// game is imported on demand, so its code is compiled only when the game is named. Neither build cleans: two configs cleaning in parallel would race, so the build
// script empties dist first.
export default defineConfig([
  {
    entry: { index: 'src/index.ts', worker: 'src/worker.ts' },
    format: ['esm', 'cjs'],
    // One file per entry (the commands imported on demand are inlined): no chunk files in the package.
    splitting: false,
    // The tests build the JavaScript alone when dist is stale (PUZZLE_SOLVE_NO_DTS=1): much faster.
    dts: process.env['PUZZLE_SOLVE_NO_DTS'] ? false : { entry: { index: 'src/index.ts' } },
    sourcemap: true,
    clean: false,
    shims: true,
    define,
    target: 'es2022',
    tsconfig: 'tsconfig.build.json',
  },
  {
    entry: { bin: 'src/bin.ts' },
    format: ['cjs'],
    sourcemap: true,
    clean: false,
    shims: true,
    splitting: false,
    noExternal: [/^@puzzle-solvers\//],
    esbuildPlugins: [bundleGames],
    define,
    target: 'es2022',
    tsconfig: 'tsconfig.build.json',
  },
]);
