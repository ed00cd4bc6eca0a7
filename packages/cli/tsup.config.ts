import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Options } from 'tsup';

type EsbuildPlugin = NonNullable<Options['esbuildPlugins']>[number];

// The game packages: the command line's dependencies named @puzzle-solvers/game-* (game-kit is not one).
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
  dependencies?: Record<string, string>;
};
// `--version` prints the version the package is released as (changesets rewrites package.json only).
const define = { __PUZZLE_SOLVE_VERSION__: JSON.stringify(pkg.version) };
const games = Object.keys(pkg.dependencies ?? {}).filter((n) => n.startsWith('@puzzle-solvers/game-') && n !== '@puzzle-solvers/game-kit');

/** The chunk of the binary that holds a game: `bin-game-<name>.cjs`. */
const chunkOf = (game: string): string => `bin-${game.slice('@puzzle-solvers/'.length)}`;

/**
 * Writes the games into `src/games.ts`'s `bundledGames` table, each loaded from its own chunk of the
 * binary (a file next to it, with the game, search-core and game-kit inside): a run compiles only the
 * game it names, and resolves no package.
 */
const bundleGames: EsbuildPlugin = {
  name: 'bundle-games',
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/]games\.ts$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      const table = `{ ${games.map((g) => `${JSON.stringify(g)}: async () => moduleLoaders.loadChunk(${JSON.stringify(chunkOf(g))})`).join(', ')} }`;
      const marker = 'const bundledGames: Readonly<Record<string, () => Promise<unknown>>> = {};';
      if (!source.includes(marker)) throw new Error('tsup.config.ts: the bundledGames table is missing from src/games.ts');
      return {
        contents: source.replace(marker, `const bundledGames: Readonly<Record<string, () => Promise<unknown>>> = ${table};`),
        loader: 'ts',
      };
    });
  },
};

// Each game's chunk starts from the game package's own entry (its built ES module).
const gameChunks = Object.fromEntries(games.map((g) => [chunkOf(g), fileURLToPath(import.meta.resolve(g))]));

// Two builds. The library (`index`) ships ESM + CJS + types and imports the games by name. The worker
// thread entry (`worker`) is built in both formats (the CJS library starts `worker.cjs`). `shims` gives
// the CJS build `import.meta.url`, which the worker pool uses to find the worker file next to itself.
// The command line is CommonJS (Node's ES module loader costs a few milliseconds more to start) in
// chunks with the workspace packages inside, so that Node starts it without resolving a package: `bin`
// (shebang kept by tsup) is small and loads `bin-main` (the command line) and the one game a run names
// (`bin-game-*`), through the compile cache of chunk-loader.ts. Each chunk is built alone (no shared
// chunk: the games take only what they use of search-core and game-kit, and call it directly).
// Neither build cleans: two configs cleaning in parallel would race, so the build script empties dist
// first.
export default defineConfig([
  {
    entry: { index: 'src/index.ts', worker: 'src/worker.ts' },
    format: ['esm', 'cjs'],
    // One file per entry (the commands imported on demand are inlined): no shared chunk files.
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
    entry: { bin: 'src/bin.ts', 'bin-main': 'src/bin-main.ts', ...gameChunks },
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
