import { defineConfig } from 'tsup';

// Two builds. The library (`index`) ships ESM + CJS + types. The command line (`bin`, with its shebang
// kept by tsup) and the worker-thread entry (`worker`) are ESM only; the CJS library starts
// `worker.cjs`, so that entry is built in both formats. `shims` gives the CJS build `import.meta.url`,
// which the worker pool uses to find the worker file next to itself. Neither build cleans: two configs
// cleaning in parallel would race, so the build script empties dist first.
export default defineConfig([
  {
    entry: { index: 'src/index.ts', worker: 'src/worker.ts' },
    format: ['esm', 'cjs'],
    // The tests build the JavaScript alone when dist is stale (PUZZLE_SOLVE_NO_DTS=1): much faster.
    dts: process.env['PUZZLE_SOLVE_NO_DTS'] ? false : { entry: { index: 'src/index.ts' } },
    sourcemap: true,
    clean: false,
    shims: true,
    target: 'es2022',
    tsconfig: 'tsconfig.build.json',
  },
  {
    entry: { bin: 'src/bin.ts' },
    format: ['esm'],
    sourcemap: true,
    clean: false,
    target: 'es2022',
    tsconfig: 'tsconfig.build.json',
  },
]);
